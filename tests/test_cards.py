"""Cards as data (issue 2, part 1): the default deck, immutable cards, and CSV validation that names line and column."""

from __future__ import annotations

import dataclasses
import io
from pathlib import Path

import pytest

import arkwidgets as ark
import arkwidgets.ark
from arkwidgets.ark.cards import REQUIRED_COLUMNS

HEADER = "id,name,name_zh,name_fr,kind,climate,weight,diet,type,ability"
GOOD_ROW = "lion,Lion,狮子,Lion,animal,hot,3,carnivore,heavy,"


def csv_text(*rows: str) -> str:
    return "\n".join((HEADER, *rows)) + "\n"


def test_default_deck_keeps_every_count_of_the_rulebook():
    counts = ark.DECK.counts()
    assert len(ark.DECK) == 55
    assert counts["animals"] == 47 and counts["food"] == 8
    assert counts["special"] == 8
    assert sorted(c.ability for c in ark.DECK if c.ability) == sorted(ark.ABILITIES)
    assert set(counts["by_type"]) == set(ark.TYPES) and counts["by_type"]["food"] == 8


def test_cards_are_immutable_hashable_and_complete():
    lion = ark.card("lion")
    assert (lion.kind, lion.climate, lion.weight, lion.diet, lion.type, lion.ability) == (
        "animal", "hot", 3, "carnivore", "heavy", None,
    )
    with pytest.raises(dataclasses.FrozenInstanceError):
        lion.weight = 1  # type: ignore[misc]
    assert {lion, ark.card("lion")} == {lion}
    assert ark.card("hay").diet is None and ark.card("hay").type == "food"
    assert lion.describe() == "Lion — hot, weight 3, carnivore, heavy"


def test_unknown_card_is_a_key_error_that_suggests_close_ids():
    with pytest.raises(KeyError) as info:
        ark.card("lino")
    assert "lino" in str(info.value) and "lion" in str(info.value)


def test_from_csv_reads_a_file_and_a_stream(tmp_path: Path):
    path = tmp_path / "deck.csv"
    path.write_text(csv_text(GOOD_ROW, "hay,Hay,干草,Foin,food,any,2,,food,"), encoding="utf-8")
    deck = ark.Deck.from_csv(path)
    assert len(deck) == 2 and deck.card("hay").kind == "food"
    assert ark.Deck.from_csv(io.StringIO(path.read_text(encoding="utf-8"))) == deck


@pytest.mark.parametrize(
    "row, line_and_column, words",
    [
        ("lion,Lion,,,animal,warm,3,carnivore,heavy,", "line 2, column 'climate'", "warm"),
        ("lion,Lion,,,animal,hot,5,carnivore,heavy,", "line 2, column 'weight'", "0–4"),
        ("lion,Lion,,,animal,hot,-1,carnivore,heavy,", "line 2, column 'weight'", "-1"),
        ("lion,Lion,,,animal,hot,9999999999999,carnivore,heavy,", "line 2, column 'weight'", "0–4"),
        ("hay,Hay,,,food,any,2,herbivore,food,", "line 2, column 'diet'", "food card has no diet"),
        ("lion,Lion,,,animal,hot,3,carnivore,heavy,laser", "line 2, column 'ability'", "laser"),
        ("lion,Lion,,,animal,hot,3,,heavy,", "line 2, column 'diet'", "needs a diet"),
        ("lion,Lion,,,mineral,hot,3,carnivore,heavy,", "line 2, column 'kind'", "mineral"),
        ("Big Lion,Lion,,,animal,hot,3,carnivore,heavy,", "line 2, column 'id'", "Big Lion"),
        ("lion,Lion,,,animal,hot,3,carnivore,fast,", "line 2, column 'type'", "fast"),
    ],
)
def test_from_csv_names_line_and_column_of_a_bad_row(row, line_and_column, words):
    with pytest.raises(ValueError) as info:
        ark.Deck.from_csv_text(csv_text(row))
    assert line_and_column in str(info.value) and words in str(info.value)


def test_from_csv_refuses_a_duplicate_id_naming_both_lines():
    with pytest.raises(ValueError, match=r"line 3, column 'id': duplicate id 'lion' \(first on line 2\)"):
        ark.Deck.from_csv_text(csv_text(GOOD_ROW, GOOD_ROW))


def test_from_csv_refuses_missing_and_unknown_columns_and_empty_files():
    with pytest.raises(ValueError, match="missing column"):
        ark.Deck.from_csv_text("id,name\nlion,Lion\n")
    with pytest.raises(ValueError, match="unknown column"):
        ark.Deck.from_csv_text(HEADER + ",colour\n" + GOOD_ROW + ",red\n")
    with pytest.raises(ValueError, match="empty"):
        ark.Deck.from_csv_text("")
    with pytest.raises(ValueError, match="no cards"):
        ark.Deck.from_csv_text(HEADER + "\n")


def test_from_csv_refuses_oversized_input_cleanly():
    with pytest.raises(ValueError, match="larger than"):
        ark.Deck.from_csv_text(csv_text(GOOD_ROW) + "x" * 1_100_000)
    with pytest.raises(ValueError, match="longer than"):
        ark.Deck.from_csv_text(csv_text("lion," + "L" * 5000 + ",,,animal,hot,3,carnivore,heavy,"))


def test_the_shipped_csv_is_the_spec_csv():
    shipped = Path(arkwidgets.ark.__file__).parent / "data" / "cards.csv"
    assert ark.Deck.from_csv(shipped) == ark.DECK
    assert set(REQUIRED_COLUMNS) <= set(shipped.read_text(encoding="utf-8").splitlines()[0].split(","))


def test_a_custom_deck_plays_a_whole_game():
    rows = ark.DECK.to_rows()
    for row in rows:
        if row["id"] == "elephant":
            row["weight"] = 3  # the rulebook's example elephant weighs 3
    deck = ark.Deck.from_rows(rows)
    game = ark.Game.new(3, seed=5, deck=deck)
    ark.play_out(game, ark.RandomBot(5))
    assert game.phase == "over" and game.deck.card("elephant").weight == 3
    assert ark.Game.from_json(game.to_json()).to_json() == game.to_json()
