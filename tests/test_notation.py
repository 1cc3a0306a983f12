"""Ark and move notation: canonical round-trips and errors that point at the offending part (docs/notation.md)."""

from __future__ import annotations

import dataclasses

import pytest
from hypothesis import given
from strategies import arks, moves

import arkwidgets as ark


@given(arks())
def test_ark_notation_round_trips(a: ark.Ark):
    text = str(a)
    assert ark.Ark.parse(text) == a
    assert str(ark.Ark.parse(text)) == text


@given(moves)
def test_move_notation_round_trips(move: ark.Move):
    text = str(move)
    assert ark.Move.parse(text) == move
    assert str(ark.Move.parse(text)) == text


def test_contract_examples_parse_and_print_canonically():
    a = ark.Ark.parse("T: zebra+lion, penguin / B: elephant, polar-bear")
    assert str(a) == "T: zebra+lion, penguin / B: elephant, polar-bear"
    assert a.tilt == (2 + 3 + 1) - (4 + 3)
    assert list(a.cabins) == ["T1", "T2", "B1", "B2"]
    for text in [
        "draw 2",
        "play lion@T2",
        "play zebra@T3 take fruit, gazelle@B1",
        "play skunk@T1 evict lion",
        "play chimpanzee@B2 boost heavy",
        "pet koala",
        "pet none",
        "pass",
    ]:
        assert str(ark.Move.parse(text)) == text


def test_lenient_reading_canonical_writing():
    assert str(ark.Ark.parse("  zebra + lion ,penguin/elephant ")) == "T: zebra+lion, penguin / B: elephant"
    assert str(ark.Ark.parse("T: - / B: -")) == "T: - / B: -"
    assert str(ark.Move.parse("play  skunk@T1   take hay evict lion")) == "play skunk@T1 evict lion take hay"


@pytest.mark.parametrize(
    "text, words",
    [
        ("T: zebra", "found 0 '/'"),
        ("T: zebra / B: lion / B: hay", "found 2 '/'"),
        ("T: lino / B: -", "cabin T1, no card with id 'lino'; did you mean lion"),
        ("T: zebra, / B: -", "cabin T2"),
        ("T: zebra / B: lion+tiger+bison+cow", "P-1"),
        ("T: zebra / B: zebra", "zebra is in both T1 and B1"),
        ("T: elephant / B: -", "P-3"),
        ("B: zebra / T: lion", "must come first"),
        ("T: / B: lion", "write '-' for an empty half"),
    ],
)
def test_bad_ark_notation_names_the_problem(text, words):
    with pytest.raises(ark.NotationError) as info:
        ark.Ark.parse(text)
    assert words in str(info.value)
    assert isinstance(info.value, ValueError)


@pytest.mark.parametrize(
    "text, words",
    [
        ("", "empty move"),
        ("jump", "unknown move 'jump'"),
        ("draw 4", "draw 1"),
        ("draw", "draw 1"),
        ("play", "name a card and a cabin"),
        ("play lion", "CARD@CABIN"),
        ("play lion@X2", "'X2' is not a cabin"),
        ("play lion@T0", "'T0' is not a cabin"),
        ("play Lion@T1", "'Lion' is not a card id"),
        ("play lion@T1, zebra@T2, hay@B1", "at most 2 cards"),
        ("play lion@T1 evict", "needs a card"),
        ("play lion@T1 boost food", "other than food"),
        ("play lion@T1 jump zebra", "unexpected 'jump'"),
        ("play lion@T1 plain plain", "given twice"),
        ("play lion@T1 evict a evict b", "given twice"),
        ("pet", "pet CARD"),
        ("pass now", "takes nothing"),
        ("play " + "a" * 600 + "@T1", "at most 500"),
    ],
)
def test_bad_move_notation_names_the_problem(text, words):
    with pytest.raises(ark.NotationError) as info:
        ark.Move.parse(text)
    assert words in str(info.value)


def test_moves_are_frozen_values():
    move = ark.Move.parse("play lion@T2")
    assert move == ark.Play((ark.Placement("lion", "T2"),))
    assert hash(move) == hash(ark.Move.parse("play lion@T2"))
    with pytest.raises(dataclasses.FrozenInstanceError):
        move.placements = ()  # type: ignore[misc]


def test_cabin_relations():
    assert ark.Ark.opposite("T2") == "B2"
    assert ark.Ark.next_to("T2") == ("T1", "T3")
    assert ark.Ark.next_to("B1") == ("B2",)
    assert ark.parse_cabin("B3") == (1, 2) and ark.cabin_id(1, 2) == "B3"
    with pytest.raises(ark.NotationError):
        ark.parse_cabin("C1")
