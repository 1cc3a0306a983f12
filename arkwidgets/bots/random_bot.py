"""Bots. ``RandomBot`` plays a uniformly random legal move; stronger bots build on the same interface."""

from __future__ import annotations

import random
from typing import Protocol

from ..game import Game
from ..moves import Move

__all__ = ["Bot", "RandomBot", "play_out"]


class Bot(Protocol):
    """Anything that picks a move for the player to act."""

    name: str

    def choose(self, game: Game) -> Move: ...


class RandomBot:
    """A random player: each decision uniform among the legal choices.

    In normal play it picks uniformly among the draws and the legal first cards, then flips a coin to add a random
    legal second card. ``uniform=True`` picks uniformly among whole legal moves instead (two-card plays then
    dominate, since there are so many of them). Seeded, so games between random bots are reproducible.
    """

    name = "random"

    def __init__(self, seed: int | None = None, uniform: bool = False):
        self.rng = random.Random(seed)
        self.uniform = uniform

    def choose(self, game: Game) -> Move:
        move = game.random_move(self.rng, uniform=self.uniform)
        if move is None:
            raise ValueError("the game is over: there is no move to choose")
        return move

    def __repr__(self) -> str:
        return "RandomBot()"


def play_out(game: Game, bots: list[Bot] | Bot, max_moves: int = 10_000) -> Game:
    """Let bots play until the game is over (one bot for every seat, or one per seat in a list)."""
    seats = bots if isinstance(bots, list) else [bots] * len(game.names)
    for _ in range(max_moves):
        if game.phase == "over":
            return game
        game.play(seats[game.current_index].choose(game))
    raise RuntimeError(f"the game did not end within {max_moves} moves")
