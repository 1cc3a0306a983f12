"""Bots for Ark Nova. ``RandomBot`` answers every question uniformly at random among the legal moves."""

from __future__ import annotations

import random

from .game import Game
from .moves import Move

__all__ = ["RandomBot", "play_out"]


class RandomBot:
    """Uniform among ``legal_moves()``; seeded, so games between random bots are reproducible."""

    name = "random"

    def __init__(self, seed: int | None = None):
        self.rng = random.Random(seed)

    def choose(self, game: Game) -> Move:
        moves = game.legal_moves()
        if not moves:
            raise ValueError("the game is over: there is no move to choose")
        return moves[self.rng.randrange(len(moves))]

    def __repr__(self) -> str:
        return "RandomBot()"


def play_out(game: Game, bot: RandomBot, max_moves: int = 20_000) -> Game:
    """Let the bot answer every question until the game is over."""
    for _ in range(max_moves):
        if game.phase == "over":
            return game
        game.play(bot.choose(game))
    raise RuntimeError(f"the game did not end within {max_moves} moves")
