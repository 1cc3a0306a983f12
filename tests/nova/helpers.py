"""Building Ark Nova positions for tests: a game past setup, or a chosen question on a chosen state.

Rule tests set up exactly the facts an example gives (money, hand, display, slots …) on a real state and ask the
public game about it, so they test behaviour through ``check``/``play``/``legal_moves`` and never private code.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

import pytest

from arkwidgets.nova import Decision, Game, GameState
from arkwidgets.nova.cards import AnimalCard, ProjectCard, SponsorCard, card
from arkwidgets.nova.moves import Keep, Move
from arkwidgets.verdicts import IllegalMove


def started(players: int = 2, seed: int = 0, map: str = "A") -> Game:
    """A game right after N-SET-17: each player kept the lowest 4 of their 8 cards; the start player to act."""
    game = Game.new(players=players, seed=seed, map=map)
    while game.phase == "setup":
        d = game.decision
        assert d is not None and d.kind == "keep"
        game.play(Keep(tuple(sorted(d["cards"])[: d["count"]])))
    return game


def played(names: Sequence[str], seed: int, moves: int) -> Game:
    """A game of ``names`` (seeded ``seed``) after ``moves`` legal moves drawn at random with the same seed, fewer
    when it ends first."""
    game = Game.new(list(names), seed=seed)
    rng = random.Random(seed)
    for _ in range(moves):
        if game.phase == "over":
            break
        game.play(rng.choice(game.legal_moves()))
    return game


def question(game: Game) -> Decision:
    """The game's current question (the test fails here if the game is over and nothing is asked)."""
    d = game.decision
    assert d is not None, "no question is asked: the game is over"
    return d


def animal(number: int) -> AnimalCard:
    """The animal card ``number`` (the test fails here if it is another kind of card)."""
    c = card(number)
    assert isinstance(c, AnimalCard), f"{number} is not an animal card"
    return c


def sponsor(number: int) -> SponsorCard:
    """The sponsor card ``number`` (the test fails here if it is another kind of card)."""
    c = card(number)
    assert isinstance(c, SponsorCard), f"{number} is not a sponsor card"
    return c


def project(number: int) -> ProjectCard:
    """The conservation project card ``number`` (the test fails here if it is another kind of card)."""
    c = card(number)
    assert isinstance(c, ProjectCard), f"{number} is not a conservation project card"
    return c


def state_of(game: Game) -> GameState:
    """A copy of the game's state to edit."""
    return game.state


def asking(gs: GameState, decision: Decision, keep_stack: bool = True) -> Game:
    """A game whose current question is ``decision`` on state ``gs`` (the rest of the stack kept or emptied).

    The player whose turn it is stays ``gs.current``; the decision's player answers."""
    gs = gs.copy()
    gs.pending = (gs.pending if keep_stack else ()) + (decision,)
    return Game.from_state(gs)


def at_turn(gs: GameState, seat: int | None = None) -> Game:
    """A game at the start of a turn of ``seat`` (default: the player whose turn it is) on state ``gs``."""
    gs = gs.copy()
    seat = gs.current if seat is None else seat
    gs.current = seat
    gs.pending = (Decision("end-turn", seat), Decision("action", seat))
    return Game.from_state(gs)


def refused(game: Game, move: str | Move) -> tuple[str, ...]:
    """The rule ids of a refused move, after checking that playing it changes nothing."""
    before, moves = game.state, game.moves
    rules = game.check(move).rules
    assert rules
    with pytest.raises(IllegalMove):
        game.play(move)
    assert game.state == before and game.moves == moves
    return rules


def rules_of(game: Game, move: str) -> set[str]:
    """The ids of every rule ``move`` breaks now."""
    return set(game.check(move).rules)
