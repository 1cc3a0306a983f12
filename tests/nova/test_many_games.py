"""Hundreds of seeded random games of 1–4 players with the whole deck, on every map and both advanced drafts (issue 23).

Game *i* (seed ``9000 + i``) has ``1 + i % 4`` players and the map ``MAPS[(i // 4) % 12]``, so every 48 games play
every map with every player count: the ten maps A, 0, 1 … 8 for every player, then the two advanced drafts
(``"advanced"``: each player keeps 1 of 2 dealt maps; ``"advanced-pick"``: maps picked in reverse turn order).
``cards="all"`` shuffles the whole base game. RandomBot plays every seat to the end, and in every game:

- every invariant of :mod:`tests.nova.invariants` holds after *every* move: no card created or lost (zoo deck, base
  projects, final scoring cards), no negative money/appeal/CP, no overlapping buildings, every animal housed;
- every :data:`PROBE_EVERY` moves, moves played earlier in the same game that are no longer answers (stale moves: the
  nearest thing to a learner's mistake) are judged and played: a refused move names its N-/ND- rule ids, the refusal
  raised by ``play`` names the same ids, and the state and the list of moves are unchanged; a move the verdict finds
  legal is exactly one the game lists;
- the game is saved and loaded at one seeded point mid-game and at the end: ``to_json`` → ``from_json`` replays the
  moves with the full rules and must reach the same state, the same answers and the same ``to_json``;
- the game ends (final scoring done) within :data:`MAX_MOVES` moves, with a score for every player.

The games run as tests of :data:`CHUNK` = 48 (a failure names its game and seed); they belong to the long lane
(``-m slow``). :data:`GAMES` (192 = every map with every player count 4 times) is what fits about 8 minutes of the
2-core development machine shared by several sessions: 240 games took 10 min there under a load of 5-8 (3.1 min of
CPU, about 0.8 s a game). The 500 games of issue 23 run with ``ARKWIDGETS_NOVA_GAMES=500`` (about 6.5 min of CPU).

Beside them, a Hypothesis property for every map and the whole deck (tests/nova/test_invariants.py holds the same for
the default game): a refused move changes nothing, undo is exact, and a save loads to the same game.
"""

from __future__ import annotations

import os
import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from arkwidgets.nova import Game, IllegalMove, Move
from arkwidgets.nova.bots import RandomBot
from arkwidgets.nova.view import known_cards

from .invariants import check_invariants
from .test_moves import any_move

MAPS = ("A", "0", "1", "2", "3", "4", "5", "6", "7", "8", "advanced", "advanced-pick")
CHUNK = 48  # every map with every player count once
GAMES = int(os.environ.get("ARKWIDGETS_NOVA_GAMES", 4 * CHUNK))
MAX_MOVES = 6_000
PROBE_EVERY = 15  # moves between two probes with stale moves
PROBES = 2  # stale moves tried at each probe


def setup_of(i: int) -> tuple[int, str]:
    """Game *i*'s player count and map: 48 consecutive games play every map with every player count."""
    return 1 + i % 4, MAPS[(i // 4) % len(MAPS)]


def assert_round_trip(game: Game) -> None:
    """A save loads to the same game: same state, same moves, same answers, same save."""
    text = game.to_json()
    again = Game.from_json(text)
    assert again.to_json() == text
    assert again.state == game.state and again.moves == game.moves
    assert again.legal_moves() == game.legal_moves()


def assert_stale_moves_refused_cleanly(game: Game, played: list[Move], rng: random.Random, where: str) -> None:
    """Moves of earlier positions judged now: a refusal names rule ids, ``play`` refuses alike and changes nothing."""
    legal = game.legal_moves()
    for move in rng.sample(played, min(PROBES, len(played))):
        verdict = game.check(move)
        assert verdict.legal == (move in legal), (where, str(move), verdict.rules)
        if verdict.legal:
            continue
        assert verdict.rules and all(r.startswith(("N-", "ND-")) for r in verdict.rules), (where, str(move))
        before, moves = game.state, game.moves
        with pytest.raises(IllegalMove) as refused:
            game.play(move)
        assert refused.value.rules == verdict.rules, (where, str(move))
        assert game.state == before and game.moves == moves, f"{where}: refused {move} changed the game"


def assert_public_knowledge_is_true(game: Game, where: str) -> None:
    """What every seat knows of another's hand (cards seen taken) is in that hand, and a sample deals for every seat."""
    for seat in range(len(game.names)):
        for p, cards in enumerate(known_cards(game, seat)):
            assert Counter(cards) <= Counter(game.players[p].hand), (where, seat, p, cards)
        game.resample(seat, seat, past=False)


def play_checked(i: int) -> Game:
    """Game *i* to the end: every invariant after every move, stale moves probed, a save loaded at a seeded point."""
    seed = 9000 + i
    players, zoomap = setup_of(i)
    game = Game.new(players=players, seed=seed, map=zoomap, cards="all")
    bot, rng = RandomBot(seed), random.Random(seed)
    pool = game.card_pool
    save_at = rng.randrange(20, 300)
    played: list[Move] = []
    check_invariants(game.state, pool)
    for k in range(MAX_MOVES):
        if game.phase == "over":
            break
        move = bot.choose(game)
        game.play(move)
        played.append(move)
        check_invariants(game.state, pool)
        if k % PROBE_EVERY == PROBE_EVERY - 1 and game.phase != "over":
            where = f"game {i} (seed {seed}, {players} players, map {zoomap}) after move {k + 1}"
            assert_stale_moves_refused_cleanly(game, played, rng, where)
            assert_public_knowledge_is_true(game, where)
        if k == save_at:
            assert_round_trip(game)
    assert game.phase == "over", f"game {i} (seed {seed}) did not end within {MAX_MOVES} moves"
    assert_round_trip(game)
    return game


@pytest.mark.slow
@pytest.mark.parametrize("chunk", range(-(-GAMES // CHUNK)))
def test_many_random_games_whole_deck_every_map_keep_every_invariant(chunk: int) -> None:
    for i in range(chunk * CHUNK, min((chunk + 1) * CHUNK, GAMES)):
        game = play_checked(i)
        players = len(game.names)
        assert players == setup_of(i)[0]
        assert len(game.scores()) == players
        assert game.winners or (players == 1 and game.scores()[0].vp < 0)  # N-SOLO-12: a solo game may be lost


@pytest.mark.slow
@settings(max_examples=30, deadline=None)
@given(players=st.integers(1, 4), seed=st.integers(0, 2**32 - 1), zoomap=st.sampled_from(MAPS),
       steps=st.integers(0, 150), move=any_move)
def test_every_map_whole_deck_refused_move_changes_nothing_undo_exact_save_loads(
        players: int, seed: int, zoomap: str, steps: int, move: Move) -> None:
    game, bot = Game.new(players=players, seed=seed, map=zoomap, cards="all"), RandomBot(seed)
    states = [game.state]
    for _ in range(steps):
        if game.phase == "over":
            break
        game.play(bot.choose(game))
        states.append(game.state)
    before, moves = game.state, game.moves
    verdict = game.check(move)
    assert verdict.legal == (move in game.legal_moves())
    if not verdict.legal:
        with pytest.raises(IllegalMove) as refused:
            game.play(move)
        assert refused.value.rules == verdict.rules
        assert game.state == before and game.moves == moves
    assert_round_trip(game)
    for expected in reversed(states[:-1]):
        game.undo()
        assert game.state == expected
