"""Saving and loading (JSON, versioned, replayed and checked); hostile input refused with a clear ValueError."""

from __future__ import annotations

import json

import pytest

from arkwidgets.nova import Game
from arkwidgets.nova.bots import RandomBot

from .helpers import started


def played(players: int = 2, seed: int = 5, moves: int = 120) -> Game:
    game, bot = Game.new(players=players, seed=seed), RandomBot(seed)
    for _ in range(moves):
        if game.phase == "over":
            break
        game.play(bot.choose(game))
    return game


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_round_trip_restores_state_moves_and_questions(players: int) -> None:
    game = played(players)
    again = Game.from_json(game.to_json(indent=1))
    assert again.state == game.state and again.moves == game.moves and again.question == game.question
    assert again.legal_moves() == game.legal_moves()
    assert Game.from_json(game.to_json().encode()).state == game.state


def test_map_0_and_solo_options_are_saved() -> None:
    game = Game.new(players=1, seed=3, map="0", solo_appeal=10)
    again = Game.from_json(game.to_json())
    assert again.options == {"map": "0", "solo_appeal": 10, "cards": "executed"} and again.state == game.state


def _tampered(change) -> str:  # type: ignore[no-untyped-def]
    data = json.loads(played().to_json())
    change(data)
    return json.dumps(data)


@pytest.mark.parametrize(
    ("change", "words"),
    [
        (lambda d: d.update(format="ark"), "not a saved Ark Nova game"),
        (lambda d: d.update(version=9), "version"),
        (lambda d: d.update(version=True), "version"),  # true == 1 in Python, not in a save (as in Ark's)
        (lambda d: d.update(extra=1), "unknown field"),
        (lambda d: d.update(seed="1"), "seed"),
        (lambda d: d.update(players=["A"] * 2), "players"),
        (lambda d: d.update(players=["A", "B", "C", "D", "E"]), "players"),
        (lambda d: d["options"].update(map="Z"), "map"),
        (lambda d: d["options"].update(cheat=True), "unknown option"),
        (lambda d: d["moves"].append("fly away"), "move 121"),
        (lambda d: d["moves"].append(7), "move 121"),
        (lambda d: d["moves"].__setitem__(0, "keep 1 2 3 4"), "move 1 "),
        (lambda d: d["state"]["players"][0].update(money=999), "money" and "players"),
        (lambda d: d["state"].update(deck=[]), "deck"),
        (lambda d: d["state"].update(surprise=1), "unknown fields"),
        (lambda d: d.update(state=[]), "state"),
    ],
)
def test_tampered_saves_are_refused_naming_the_problem(change, words: str) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(ValueError, match=words):
        Game.from_json(_tampered(change))


@pytest.mark.parametrize("text", ["", "{", "[]", "null", "1" * 10, '{"format": 1}', "[" * 100 + "]" * 100])
def test_garbage_is_refused(text: str) -> None:
    with pytest.raises(ValueError):
        Game.from_json(text)


def test_oversized_and_non_text_input_is_refused() -> None:
    with pytest.raises(ValueError, match="at most"):
        Game.from_json(" " * 6_000_000)
    with pytest.raises(ValueError):
        Game.from_json(b"\xff\xfe")
    with pytest.raises(TypeError, match="JSON text"):  # as Ark's Game.from_json: a wrong type is a TypeError
        Game.from_json(42)  # type: ignore[arg-type]


def test_a_game_from_a_hand_made_state_cannot_be_saved() -> None:
    game = Game.from_state(started(2, 1).state)
    with pytest.raises(ValueError, match="cannot be saved"):
        game.to_json()


def test_view_hides_other_hands_final_cards_and_the_deck() -> None:
    """N-TURN-8: hands, final scoring cards and the deck are hidden."""
    game = played(3, seed=2, moves=40)
    s = game.state
    for seat in range(3):
        view = game.view(seat)
        text = json.dumps(view.to_dict())
        assert view.me.hand == s.players[seat].hand and view.me.final_cards == s.players[seat].final_cards
        for other in range(3):
            if other != seat:
                assert view.players[other].hand is None and view.players[other].final_cards is None
                assert view.players[other].hand_size == len(s.players[other].hand)
        assert view.deck_size == len(s.deck) and "deck" not in view.table and "rng" not in text
        mine = game.current_index == seat
        assert (view.question is not None) == mine and bool(view.legal_moves) == mine


def test_view_during_setup_hides_the_eight_cards_of_others_and_the_face_down_display() -> None:
    """N-SET-3, N-SET-17: the display is face down and another player's 8 cards are theirs alone."""
    game = Game.new(players=2, seed=1)
    other = 1 - game.current_index
    data = game.view(other).to_dict()
    assert data["question"] is None and data["legal_moves"] == [] and "pending" not in data["table"]
    assert data["table"]["display"] == [None] * 6
    assert game.view(game.current_index).question == game.decision
