"""The move notation (docs/nova.md): every kind of move reads and writes back exactly; bad words are named."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from arkwidgets.nova import moves as m
from arkwidgets.nova.moves import Move
from arkwidgets.verdicts import NotationError

EXAMPLES = [
    "animals", "build x2", "cards", "association x1", "sponsors", "sponsors x3", "x-token build",
    "build kiosk 3,4", "build pavilion 5,6", "build enclosure-3 2,5 r1", "build petting-zoo 4,3 r0",
    "build reptile-house 6,5 r2 m", "move 480", "stop", "play 402 in 2,5", "play 480 in reptile-house",
    "play 402 from 3 in 2,5", "draw deck", "draw deck 3", "take 3", "snap 4", "discard 412", "keep 401 402 410 455",
    "reputation", "partner-zoo africa", "university reputation-hand", "project 103 level 2 token 4",
    "project 131 from-hand level 2 token 6", "project 131 from 3 level 1 token supply",
    "project 116 level 2 token 5 release 471", "donate", "sponsor 243 2,5 r1", "sponsor 209", "sponsor 209 from 2",
    "sponsor 243 from 1 2,5 r3", "sponsors money", "choose upgrade build", "choose worker", "choose money",
    "choose tile 1", "choose effect 2", "pass",
]


@pytest.mark.parametrize("text", EXAMPLES)
def test_every_documented_move_round_trips(text: str) -> None:
    move = Move.parse(text)
    assert str(move) == text
    assert Move.parse(str(move)) == move


def test_moves_are_values() -> None:
    assert Move.parse("build enclosure-3 2,5 r1") == m.Build("enclosure-3", (2, 5), 1)
    assert Move.parse("play 402 from 3 in 2,5") == m.PlayAnimal(402, (2, 5), 3)
    assert Move.parse("project 116 level 2 token 5 release 471") == m.Project(116, 2, 5, None, 471)
    assert Move.parse("  CARDS  ") == m.ChooseAction("cards")
    assert hash(Move.parse("take 3")) == hash(m.Take(3))


def test_keep_is_written_in_rising_order_and_names_each_card_once() -> None:
    assert str(Move.parse("keep 455 401")) == "keep 401 455"
    with pytest.raises(NotationError, match="each card once"):
        Move.parse("keep 401 401")


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("build kiosk 3;4", "'3;4'"), ("fly", "'fly'"), ("play 402 2,5", "'2,5'"), ("partner-zoo mars", "'mars'"),
        ("take 7", "'7'"), ("animals 3", "'3'"), ("build castle 1,2", "'castle'"), ("stop now", "'now'"),
        ("project 103 level 4 token 1", "'4'"), ("project 103 lvl 2 token 1", "'lvl'"), ("discard lion", "'lion'"),
    ],
)
def test_notation_errors_point_at_the_bad_word(text: str, word: str) -> None:
    with pytest.raises(NotationError) as e:
        Move.parse(text)
    assert word in str(e.value)


@pytest.mark.parametrize("bad", ["", "   ", 42, None, "x" * 400])
def test_non_moves_are_refused_clearly(bad: object) -> None:
    with pytest.raises(NotationError):
        Move.parse(bad)  # type: ignore[arg-type]


def test_values_check_their_fields() -> None:
    with pytest.raises(NotationError, match="N-X-1"):
        m.ChooseAction("cards", 6)
    with pytest.raises(NotationError):
        m.Build("kiosk", (1, 2), 7)
    with pytest.raises(NotationError):
        m.Sponsor(243, None, None, 2)


hexes = st.tuples(st.integers(0, 12), st.integers(0, 12))
cards = st.integers(1, 999)
folders = st.none() | st.integers(1, 6)
words = st.from_regex(r"[a-z][a-z0-9]{0,6}(-[a-z0-9]{1,4})?", fullmatch=True)
any_move = st.one_of(
    st.builds(m.ChooseAction, st.sampled_from(m.ACTIONS), st.integers(0, 5)),
    st.builds(m.XTokenAction, st.sampled_from(m.ACTIONS)),
    st.builds(m.Build, st.sampled_from(m.BUILDINGS), hexes, st.none() | st.integers(0, 5), st.booleans()),
    st.builds(m.PlayAnimal, cards, hexes | st.sampled_from(m.SPECIAL_ENCLOSURES), folders),
    st.builds(m.MoveAnimal, cards), st.builds(m.DrawDeck, st.integers(1, 9)),
    st.builds(m.Take, st.integers(1, 6)), st.builds(m.Snap, st.integers(1, 6)), st.builds(m.Discard, cards),
    st.builds(m.Keep, st.lists(cards, min_size=1, max_size=8, unique=True).map(tuple)),
    st.just(m.Reputation()), st.builds(m.PartnerZoo, st.sampled_from(m.CONTINENTS)), st.builds(m.University, words),
    st.builds(m.Project, cards, st.integers(1, 3), st.integers(0, 7), folders | st.just("hand"), st.none() | cards),
    st.just(m.Donate()), st.just(m.SponsorsMoney()), st.just(m.Stop()), st.just(m.Pass()),
    st.builds(m.Sponsor, cards, folders), st.builds(m.Sponsor, cards, folders, hexes, st.none() | st.integers(0, 5),
                                                     st.booleans()),
    st.builds(m.Choose, words, st.none() | words | st.integers(0, 99).map(str)),
)


@given(any_move)
def test_any_move_round_trips(move: Move) -> None:
    assert Move.parse(str(move)) == move


@given(st.text(max_size=40))
def test_any_text_parses_or_raises_a_notation_error(text: str) -> None:
    try:
        move = Move.parse(text)
    except NotationError:
        return
    assert Move.parse(str(move)) == move
