"""Hundreds of seeded random full games per player count, with every invariant checked after every move."""

from __future__ import annotations

import random

import pytest
from invariants import check_invariants

import arkwidgets as ark

GAMES = 300


@pytest.mark.parametrize("players", [3, 4, 5])
def test_random_full_games_reach_the_end_with_a_valid_score(players: int):
    lengths = []
    for seed in range(GAMES):
        game = ark.Game.new(players, seed=seed)
        bot = ark.RandomBot(seed, uniform=seed % 5 == 0)
        audit = seed % 25 == 0  # every 25th game also proves each chosen move is listed as legal
        while game.phase != "over":
            move = bot.choose(game)
            if audit:
                assert move in game.legal_moves()
            game.play(move)
            check_invariants(game)
            assert len(game.history) < 400, "a game must end"
        scores = game.scores()
        totals = scores.totals
        assert set(totals) == set(game.names)
        assert scores.winners and set(scores.winners) <= set(game.names)
        best = max(totals.values())
        assert all(totals[w] == best for w in scores.winners)
        for line in scores.lines:
            assert line.total == line.card_points + line.discs
            assert line.discs == game.players[game.names.index(line.player)].discs
        card_points = sum(line.card_points for line in scores.lines)
        assert card_points <= 5 * (10 + 6 + 2 * (players - 2))
        lengths.append(len(game.history))
        assert game.legal_moves() == [] and game.random_move(random.Random(0)) is None
    assert min(lengths) > 5
