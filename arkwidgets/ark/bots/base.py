"""What every bot is: the :class:`Bot` protocol, the fair base class :class:`ViewBot`, and :func:`play_out`.

A bot is anything with a ``name`` and ``choose(game) -> Move``. The fair bots derive from :class:`ViewBot`, which
hands them only the acting seat's :class:`~arkwidgets.ark.view.SeatView`, so they cannot read another player's hand or
pet (docs/bots.md). ``RandomBot`` only asks the engine for a random legal move, which needs nothing hidden.
"""

from __future__ import annotations

from typing import Protocol

from ..game import Game
from ..moves import Move
from ..state import Phase
from ..view import SeatView, view_of
from .heuristic import Candidates

__all__ = ["Bot", "ViewBot", "play_out"]


class Bot(Protocol):
    """Anything that picks a move for the player to act."""

    name: str

    def choose(self, game: Game) -> Move: ...


class ViewBot:
    """Base of the fair bots: ``choose(game)`` hands :meth:`decide` only the acting seat's :class:`SeatView`."""

    name = "bot"

    def choose(self, game: Game) -> Move:
        if game.phase == Phase.OVER:
            raise ValueError("the game is over: there is no move to choose")
        return self.decide(view_of(game))

    def decide(self, view: SeatView) -> Move:  # pragma: no cover - abstract
        raise NotImplementedError

    def explain(self, game: Game | SeatView, top: int = 5) -> Candidates:
        """The best candidate moves for the player to act, with their values and a short reason each."""
        view = game if isinstance(game, SeatView) else view_of(game)
        return self.explain_view(view, top)

    def explain_view(self, view: SeatView, top: int = 5) -> Candidates:  # pragma: no cover - abstract
        raise NotImplementedError


def play_out(game: Game, bots: list[Bot] | Bot, max_moves: int = 10_000) -> Game:
    """Let bots play until the game is over (one bot for every seat, or one per seat in a list)."""
    seats = bots if isinstance(bots, list) else [bots] * len(game.names)
    for _ in range(max_moves):
        if game.phase == Phase.OVER:
            return game
        game.play(seats[game.current_index].choose(game))
    raise RuntimeError(f"the game did not end within {max_moves} moves")
