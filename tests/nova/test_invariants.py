"""Hypothesis: random play keeps every invariant; undo is exact; JSON round-trips; a refused move changes nothing."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from arkwidgets.nova import Game, IllegalMove, Move
from arkwidgets.nova.bots import RandomBot

from .invariants import check_invariants
from .test_moves import any_move


@settings(max_examples=25)
@given(players=st.integers(1, 4), seed=st.integers(0, 2**32 - 1), steps=st.integers(0, 160))
def test_random_play_keeps_every_invariant_and_undo_is_exact(players: int, seed: int, steps: int) -> None:
    game, bot = Game.new(players=players, seed=seed), RandomBot(seed)
    states = [game.state]
    for _ in range(steps):
        if game.phase == "over":
            break
        game.play(bot.choose(game))
        check_invariants(game.state, game.card_pool)
        states.append(game.state)
    for expected in reversed(states[:-1]):
        game.undo()
        assert game.state == expected


@settings(max_examples=15)
@given(players=st.integers(1, 4), seed=st.integers(0, 2**32 - 1), steps=st.integers(0, 120))
def test_json_round_trip_anywhere(players: int, seed: int, steps: int) -> None:
    game, bot = Game.new(players=players, seed=seed), RandomBot(seed)
    for _ in range(steps):
        if game.phase == "over":
            break
        game.play(bot.choose(game))
    again = Game.from_json(game.to_json())
    assert again.state == game.state and again.moves == game.moves
    assert again.legal_moves() == game.legal_moves()


@settings(max_examples=40)
@given(seed=st.integers(0, 2**16), steps=st.integers(0, 80), move=any_move)
def test_a_refused_move_changes_nothing_and_a_listed_move_is_legal(seed: int, steps: int, move: Move) -> None:
    game, bot = Game.new(players=2, seed=seed), RandomBot(seed)
    for _ in range(steps):
        game.play(bot.choose(game))
    before, moves = game.state, game.moves
    legal = game.legal_moves()
    verdict = game.check(move)
    assert verdict.legal == (move in legal), (move, verdict)
    if not verdict.legal:
        assert all(v.rule.startswith(("N-", "ND-")) for v in verdict.violations)
        try:
            game.play(move)
        except IllegalMove as e:
            assert e.rules == verdict.rules
        assert game.state == before and game.moves == moves
    for m in random.Random(seed).sample(legal, min(5, len(legal))):
        assert game.check(m).legal and game.is_legal(m)
