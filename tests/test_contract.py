"""One contract, two games: both ``Game`` façades keep :class:`arkwidgets.contract.GameContract` the same way.

Each test runs against Ark and Ark Nova alike, on positions reached by seeded random play (setup, early, middle,
late). What it checks is what the kernel, the shell, the bots and the coach rely on without knowing the game: every
listed move plays and undoes exactly, a refused move changes nothing and names a rule, a save round-trips, a seat's
view hides what it should (a spectator's more), and the canonical and random re-deals (``seen_by``, ``resample``)
cannot be told apart from the game by the seat they were made for.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest

from arkwidgets import ark, nova
from arkwidgets.contract import GameContract, SeatViewContract
from arkwidgets.verdicts import GameError, IllegalMove, NotationError


def ark_game(seed: int, moves: int) -> Any:
    g = ark.Game.new(4, seed=seed)
    bot = ark.RandomBot(seed)
    for _ in range(moves):
        if g.phase == "over":
            break
        g.play(bot.choose(g))
    return g


def nova_game(seed: int, moves: int) -> Any:
    g = nova.Game.new(2 + seed % 3, seed=seed)
    bot = nova.RandomBot(seed)
    for _ in range(moves):
        if g.phase == "over":
            break
        g.play(bot.choose(g))
    return g


GAMES: dict[str, Callable[[int, int], Any]] = {"ark": ark_game, "nova": nova_game}
POSITIONS = [(1, 0), (2, 7), (3, 40), (4, 120)]
CASES = [pytest.param(kind, seed, moves, id=f"{kind}-{seed}-{moves}") for kind in GAMES for seed, moves in POSITIONS]


@pytest.mark.parametrize(("kind", "seed", "moves"), CASES)
def test_both_games_keep_the_contract(kind: str, seed: int, moves: int) -> None:
    g = GAMES[kind](seed, moves)
    assert isinstance(g, GameContract)
    assert isinstance(g.view(), SeatViewContract) and isinstance(g.view(None), SeatViewContract)
    assert g.kept_from() == 0  # a real game keeps every position: undo and a step-through reach setup
    assert len(g.moves) == len(g.history) and g.events[: len(g.setup_events)] == g.setup_events
    if g.phase != "over":
        assert g.question and g.names[g.current_index] in g.question


@pytest.mark.parametrize(("kind", "seed", "moves"), CASES)
def test_every_listed_move_plays_and_undo_restores_exactly(kind: str, seed: int, moves: int) -> None:
    g = GAMES[kind](seed, moves)
    if g.phase == "over":
        pytest.skip("the game ended before this position")
    before = g.to_json()
    listed = g.legal_moves()
    assert listed
    for move in random.Random(seed).sample(listed, min(len(listed), 12)):
        assert g.is_legal(move) and g.check(move).legal
        events = g.play(move)
        assert all(e.rule and e.kind for e in events)
        assert g.undo() == move
        assert g.to_json() == before


@pytest.mark.parametrize(("kind", "seed", "moves"), CASES)
def test_a_refused_move_changes_nothing_and_names_a_rule(kind: str, seed: int, moves: int) -> None:
    g = GAMES[kind](seed, moves)
    if g.phase == "over":
        pytest.skip("the game ended before this position")
    before = g.to_json()
    wrong = {"ark": "play elephant@T9", "nova": "build kiosk 0,0"}[kind]
    verdict = g.check(wrong) if wrong not in map(str, g.legal_moves()) else None
    if verdict is not None:
        assert not verdict.legal and all(v.rule for v in verdict.violations)
        with pytest.raises(IllegalMove) as refused:
            g.play(wrong)
        assert refused.value.rules == verdict.rules
    with pytest.raises(NotationError):
        g.play("no such move at all")
    assert g.to_json() == before


@pytest.mark.parametrize(("kind", "seed", "moves"), CASES)
def test_a_save_round_trips_and_renaming_keeps_the_moves(kind: str, seed: int, moves: int) -> None:
    g = GAMES[kind](seed, moves)
    again = type(g).from_json(g.to_json())
    assert again.to_json() == g.to_json() and list(map(str, again.moves)) == list(map(str, g.moves))
    renamed = g.renamed([f"P{k}" for k in range(len(g.names))])
    assert renamed.names == tuple(f"P{k}" for k in range(len(g.names)))
    assert list(map(str, renamed.moves)) == list(map(str, g.moves))


@pytest.mark.parametrize(("kind", "seed", "moves"), CASES)
def test_a_sample_looks_the_same_to_its_seat_and_a_spectator_sees_no_hand(kind: str, seed: int, moves: int) -> None:
    """``resample`` deals the hidden cards again: its seat (and a spectator) cannot tell it from the game; the
    canonical re-deal (``seen_by``) is the same whichever twin it is made from."""
    g = GAMES[kind](seed, moves)
    for viewer in (None, *range(len(g.names))):
        twin = g.resample(viewer, random.Random(seed + 1))
        assert twin.view(viewer).to_dict() == g.view(viewer).to_dict()
        assert twin.log() == g.log()
        assert g.seen_by(viewer).view(viewer).to_dict() == twin.seen_by(viewer).view(viewer).to_dict()
    if g.phase != "over":  # once it is over nothing is hidden any more
        assert set(_hand_words(g.view(None).to_dict())) <= {"?"}  # a spectator sees no card of any hand
        for seat in range(len(g.names)):
            own = _hand_words(g.view(seat).to_dict())
            assert len([c for c in own if c != "?"]) == _hand_size(g, seat)  # a seat sees its own hand only


@pytest.mark.parametrize("kind", GAMES)
def test_a_sample_plays_on_but_cannot_be_saved(kind: str) -> None:
    """A sample has no seed that leads to it: it plays and undoes its own moves, refuses to be saved, and further back
    either undoes into its re-dealt past (Ark re-deals the whole history) or refuses (Ark Nova keeps only the public
    past): never an unexpected error."""
    g = GAMES[kind](5, 30)
    twin = g.resample(g.current_index, 7)
    move = twin.legal_moves()[0]
    twin.play(move)
    assert twin.undo() == move
    with pytest.raises((GameError, ValueError)):
        twin.to_json()
    if twin.history:
        try:
            twin.undo()
        except GameError as refused:
            assert "undo" in str(refused)


def _hand_size(g: Any, seat: int) -> int:
    return len(g.players[seat].hand)


def _hand_words(view: dict[str, Any]) -> list[Any]:
    """Every card of every hand a view shows: Ark lists all hands (``?`` for a hidden card), Ark Nova gives a
    ``hand`` only to the seat it belongs to."""
    hands = view.get("hands")
    if hands is not None:
        return [c for h in hands for c in h]
    return [c for p in view["players"] for c in p.get("hand", ())]
