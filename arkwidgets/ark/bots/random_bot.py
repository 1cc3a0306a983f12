"""``RandomBot``: a uniformly random legal move, asked of the engine (it needs nothing hidden, so no seat view)."""

from __future__ import annotations

import random

from ..game import Game
from ..moves import Move

__all__ = ["RandomBot"]


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
