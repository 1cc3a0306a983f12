"""Issue 11, point 3: every bad input gets a clear ValueError (or ArkError) that names the problem, and changes nothing.

One test per defect found by trying arkwidgets as a hostile user would; each failed before its fix (a traceback, a
hang, a wrong message, or an input silently accepted). Then two hypothesis fuzz tests: mutated saved games and
random board messages.
"""

from __future__ import annotations

import csv
import dataclasses
import io
import json
import math

import pytest
from hostile import mutated, save_edits
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import arkwidgets as ark
from arkwidgets.ark.simulate import make_bot, simulate
from arkwidgets.cli import main

COLUMNS = ["id", "name", "kind", "climate", "weight", "diet", "type", "ability"]


def csv_text(rows, header=COLUMNS) -> str:
    out = io.StringIO()
    writer = csv.writer(out)
    writer.writerow(header)
    for c in rows:
        writer.writerow([getattr(c, col) if getattr(c, col) is not None else "" for col in header])
    return out.getvalue()


def small_deck(n: int) -> ark.Deck:
    """The first ``n`` cards of the default deck, weight-1/2 animals first so that S-5 can fill A–D."""
    light = [c for c in ark.DECK if c.weight in (1, 2)]
    rest = [c for c in ark.DECK if c not in light]
    return ark.Deck((light + rest)[:n])


# ------------------------------------------------------------------------------------------------ decks
def test_a_deck_too_small_for_the_players_is_a_value_error_naming_the_shortfall():
    with pytest.raises(ValueError, match=r"S-7: a deck of 10 cards is too small for 3 players.*13.*3 more"):
        ark.Game.new(3, seed=1, deck=small_deck(10))
    with pytest.raises(ValueError, match="too small for 5 players"):
        ark.Game.new(5, seed=1, deck=small_deck(14))
    assert ark.Game.new(3, seed=1, deck=small_deck(13)).phase == "play"  # exactly enough


def test_a_crafted_save_with_a_deck_too_small_is_refused_not_an_index_error():
    deck = small_deck(8)
    cards = list(deck)
    save = json.loads(ark.Game.new(3, seed=1).to_json())
    save["deck"] = deck.to_rows()
    state = {
        "deck": ["rain"] * 5, "display": [c.id for c in cards[4:7]], "hands": [[cards[7].id], [], []],
        "pets": [None] * 3, "discs": [4, 4, 4], "reserve": 10,
        "tokens": {t: {"singles": [0, 0, 0], "stacks": [0, 0, 0]} for t in ark.TYPES},
        "ark": str(ark.Ark([[cards[0]], [cards[1]]], [[cards[2]], [cards[3]]], deck=deck)), "rain": 0,
        "phase": "play", "current": 0, "passed": [False] * 3, "pet_queue": [], "trigger": 0,
        "final_pending": False, "evicted": [], "turn": 0,
    }
    state["tilt"] = ark.Ark.parse(state["ark"], deck).tilt
    save["setup"]["state"] = state
    save["state"] = state
    save["moves"] = []
    with pytest.raises(ValueError, match="too small for 3 players"):
        ark.Game.from_json(json.dumps(save))


@pytest.mark.parametrize("reserved", ["rain", "none"])
def test_the_words_rain_and_none_are_no_card_ids(reserved):
    lion = ark.card("lion")
    with pytest.raises(ValueError, match="word of the notation"):
        dataclasses.replace(lion, id=reserved)
    with pytest.raises(ValueError, match="word of the notation"):
        ark.Deck.from_csv_text(csv_text([lion]).replace("lion,", f"{reserved},", 1))
    rows = ark.Deck([lion]).to_rows()
    rows[0]["id"] = reserved
    with pytest.raises(ValueError, match="word of the notation"):
        ark.Deck.from_rows(rows)


def test_a_deck_holds_what_a_save_can_hold():
    base = list(ark.DECK)
    many = [dataclasses.replace(base[k % len(base)], id=f"{base[k % len(base)].id}-{k}") for k in range(1001)]
    with pytest.raises(ValueError, match="at most 1000 cards"):
        ark.Deck(many)
    deck = ark.Deck(many[:990])  # the largest decks play, and their games save and load
    g = ark.Game.new(3, seed=2, deck=deck)
    bot = ark.RandomBot(2)
    while g.phase != "over":
        g.play(bot.choose(g))
    assert ark.Game.from_json(g.to_json()) == g


def test_a_huge_unknown_id_is_neither_searched_nor_echoed_whole():
    huge = "x" * 10**7
    with pytest.raises(KeyError) as error:
        ark.DECK.card(huge)
    assert len(str(error.value)) < 120 and "…" in str(error.value)
    with pytest.raises(KeyError, match="did you mean lion"):
        ark.DECK.card("loin")  # a short misspelling still gets suggestions


# ------------------------------------------------------------------------------------------------ CSV
def test_csv_with_a_byte_order_mark_loads(tmp_path):
    path = tmp_path / "cards.csv"
    path.write_text("\ufeff" + csv_text(list(ark.DECK)), encoding="utf-8")
    assert ark.Deck.from_csv(path).ids == ark.DECK.ids
    assert ark.Deck.from_csv_text("\ufeff" + csv_text(list(ark.DECK))).ids == ark.DECK.ids


def test_csv_field_over_the_csv_limit_is_a_value_error_with_the_line():
    text = csv_text([ark.card("lion")]) + '"' + "x" * 140_000 + '",a,animal,hot,1,herbivore,heavy,\n'
    text = text[:900_000]
    with pytest.raises(ValueError, match=r"line \d+"):
        ark.Deck.from_csv_text(text)


def test_csv_with_a_column_twice_is_refused():
    text = csv_text([ark.card("lion")], [*COLUMNS, "name"])
    with pytest.raises(ValueError, match="given twice: name"):
        ark.Deck.from_csv_text(text)


def test_csv_that_is_not_utf8_is_a_value_error(tmp_path):
    path = tmp_path / "latin.csv"
    path.write_bytes(csv_text([ark.card("lion")]).replace("Lion", "Lïon").encode("latin-1"))
    with pytest.raises(ValueError, match="not UTF-8"):
        ark.Deck.from_csv(path)


def test_from_csv_takes_no_file_descriptor_numbers():
    with pytest.raises(TypeError, match="file path or an open text stream"):
        ark.Deck.from_csv(5)  # type: ignore[arg-type]


# ------------------------------------------------------------------------------------------------ names
@pytest.mark.parametrize(
    "names, words",
    [
        (["Ann", "B\ud800n", "Cy"], "lone surrogate"),
        (["Ann", "Ann\u200b", "Cy"], "U\\+200B"),
        (["Ann", "Ben\nEve", "Cy"], "U\\+000A"),
        (["Ann", "Ａnn", "Cy"], "look the same"),
        (["Ann", "Ben  Lee", "Ben Lee"], "look the same"),
    ],
)
def test_names_that_cannot_be_told_apart_saved_or_shown_on_one_line_are_refused(names, words):
    with pytest.raises(ValueError, match=words):
        ark.Game.new(names, seed=1)


def test_a_saved_game_with_a_bad_name_is_refused():
    save = json.loads(ark.Game.new(["Ann", "Ben", "Cy"], seed=1).to_json())
    save["players"][1] = "Ann\u2060"
    with pytest.raises(ValueError, match="U\\+2060"):
        ark.Game.from_json(json.dumps(save))


# ------------------------------------------------------------------------------------------------ saves
def saved(seed: int = 5, moves: int = 12) -> dict:
    g = ark.Game.new(3, seed=seed)
    bot = ark.RandomBot(seed)
    for _ in range(moves):
        g.play(bot.choose(g))
    return json.loads(g.to_json())


@pytest.mark.parametrize("version", [True, 1.0, "1", [1]])
def test_the_save_version_is_the_whole_number_1(version):
    save = saved()
    save["version"] = version
    with pytest.raises(ValueError, match="unknown save version"):
        ark.Game.from_json(json.dumps(save))


def test_a_corrupted_generator_state_is_refused():
    save = saved()
    save["rng"][1][10] = (save["rng"][1][10] + 1) % 2**32
    with pytest.raises(ValueError, match="rng: not the generator state"):
        ark.Game.from_json(json.dumps(save))


def test_edited_setup_events_are_refused_not_replaced():
    save = saved()
    display = next(e for e in save["setup"]["events"] if e["kind"] == "display")
    display["data"]["cards"] = list(reversed(display["data"]["cards"]))
    with pytest.raises(ValueError, match=r"setup.events\[\d+\] \(display\)"):
        ark.Game.from_json(json.dumps(save))
    save = saved()
    save["setup"]["events"].pop()
    with pytest.raises(ValueError, match="events, but this seed's setup has"):
        ark.Game.from_json(json.dumps(save))


# ------------------------------------------------------------------------------------------------ bots
@pytest.mark.parametrize("seconds", [math.nan, math.inf, -5.0, True])
def test_search_bot_seconds_must_be_finite_and_not_negative(seconds):
    with pytest.raises(ValueError, match="seconds"):
        ark.SearchBot(seconds=seconds, playouts=0)


@pytest.mark.parametrize("spec", ["search:-5", "search:0", "search:nans", "search:infs", "search:-1s"])
def test_search_budgets_below_or_not_numbers_are_refused_alike(spec):
    with pytest.raises(ValueError, match=r"budget|playouts|seconds"):
        make_bot(spec)


def test_a_bad_bot_is_named_before_the_seats_are_counted(capsys):
    with pytest.raises(ValueError, match="budget"):
        simulate(1, bots=["search:abc"])
    assert main(["simulate", "--games", "1", "--bots", "search:abc"]) == 2
    err = capsys.readouterr().err
    assert "budget" in err and "players" not in err


# ------------------------------------------------------------------------------------------------ CLI
def test_render_into_a_missing_folder_is_refused_before_drawing(tmp_path, capsys):
    assert main(["render", "-o", str(tmp_path / "missing" / "dir" / "x.svg")]) == 2
    assert "does not exist" in capsys.readouterr().err


def test_simulate_json_into_a_missing_folder_is_refused_before_playing(tmp_path, capsys):
    assert main(["simulate", "--games", "2", "--bots", "random,random,random", "--json",
                 str(tmp_path / "missing" / "x")]) == 2
    out = capsys.readouterr()
    assert "does not exist" in out.err and out.out == ""  # no table: nothing was played


def test_render_scale_out_of_range_is_a_value_error(tmp_path, capsys):
    assert main(["render", "--scale", "1e308", "-o", str(tmp_path / "x.svg")]) == 2
    assert "scale" in capsys.readouterr().err and not (tmp_path / "x.svg").exists()
    with pytest.raises(ValueError, match="scale"):
        ark.render(ark.Game.new(3, seed=1), scale=1e308)


# ------------------------------------------------------------------------------------------------ values
def test_moves_built_from_bad_values_fail_at_once():
    with pytest.raises(ark.NotationError, match="card id"):
        ark.Pet(5)  # type: ignore[arg-type]
    with pytest.raises(ark.NotationError, match="Placement"):
        ark.Play(("x",))  # type: ignore[arg-type]
    assert ark.Pet(None).card is None and ark.Pet("koala").card == "koala"


def test_is_legal_answers_where_check_answers():
    a = ark.Ark.parse("T: zebra / B: lion")
    c = ark.card("gazelle")
    assert a.check(c, "T0").rules == ("P-7",)
    assert a.is_legal(c, "T0") is False


def test_game_widget_with_an_empty_bot_list_is_a_value_error():
    pytest.importorskip("ipywidgets")
    with pytest.raises(ValueError, match="bot=\\[\\]"):
        ark.GameWidget(bot=[])
    with pytest.raises(TypeError, match="choose"):
        ark.GameWidget(bot=[object()])


# ------------------------------------------------------------------------------------------------ board messages
def widget():
    pytest.importorskip("ipywidgets")
    w = ark.GameWidget(players=["You"], bots=2, seed=3, autoplay=False)
    w.run_bots()
    return w


@pytest.mark.parametrize("rev", [[1], {"a": 1}, "7", 1.5, None, True])
def test_a_board_message_with_a_bad_or_missing_rev_changes_nothing(rev):
    w = widget()
    before = w.game.to_json()
    msg = {"kind": "click", "card": w.game.display[0].id, "zone": "display", "slot": "1"}
    if rev is not None:
        msg["rev"] = rev
    w.board._handle_custom_msg(msg, [])
    assert w.game.to_json() == before
    assert "did not say which board" in w.status.value


@pytest.mark.parametrize(
    "fields, words",
    [({"player": "abc", "card": "lion", "zone": "hand"}, "not a seat number"),
     ({"player": "9", "card": "lion", "zone": "hand"}, "not a seat number"),
     ({"slot": "7" * 5000, "zone": "display", "card": "lion"}, "5000 characters"),
     ({"card": ["lion"], "zone": "hand"}, "expected text")],
)
def test_a_forged_board_message_is_named_not_echoed(fields, words):
    w = widget()
    before = w.game.to_json()
    w.board._handle_custom_msg({"kind": "click", "rev": w.board.rev, **fields}, [])
    assert w.game.to_json() == before
    assert words in w.status.value and "could not be read" in w.status.value
    assert len(w.status.value) < 400 and "invalid literal" not in w.status.value


# ------------------------------------------------------------------------------------------------ fuzz
BASE_SAVE = saved(seed=8, moves=20)


@settings(max_examples=150, suppress_health_check=[HealthCheck.too_slow])
@given(save_edits(BASE_SAVE))
def test_fuzz_a_mutated_save_loads_as_a_valid_game_or_is_a_value_error(edits):
    text = mutated(BASE_SAVE, edits)
    if text is None:
        return
    try:
        g = ark.Game.from_json(text)
    except ValueError:
        return  # refused, with a message (ArkError and NotationError are ValueErrors too)
    assert ark.Game.from_json(g.to_json()) == g  # what loads is a real, consistent game


@settings(max_examples=60, suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
@given(st.lists(st.dictionaries(
    st.sampled_from(["kind", "rev", "card", "zone", "player", "slot", "cabin", "new", "type", "x"]),
    st.none() | st.booleans() | st.integers(-5, 10**6) | st.floats() | st.text(max_size=50)
    | st.sampled_from(["hand", "display", "ark", "deck", "pet", "lion", "T1", "B2", "T3", "1", "0", "click"])
    | st.lists(st.integers(), max_size=2),
    max_size=6), min_size=1, max_size=8), st.randoms(use_true_random=False))
def test_fuzz_board_messages_never_raise_and_keep_the_game_valid(messages, rng):
    w = ark.GameWidget(players=["You"], bots=2, seed=rng.randrange(50), autoplay=False)
    w.run_bots()
    for message in messages:
        msg = {**message, "kind": "click", "rev": w.board.rev} if rng.random() < 0.5 else message
        w.board._handle_custom_msg(msg, [])
    g = w.game
    assert ark.Game.from_json(g.to_json()) == g
    assert w.status.value  # something was said
