"""GreedyBot: one readable look-ahead of one move, scored by :class:`~arkwidgets.bots.core.Heuristic`."""

from __future__ import annotations

from ..game import Game
from ..moves import Move
from ..view import SeatView, view_of
from .core import Candidate, Candidates, Heuristic, legal, public_base

__all__ = ["ViewBot", "GreedyBot"]


class ViewBot:
    """Base of the fair bots: ``choose(game)`` hands :meth:`decide` only the acting seat's :class:`SeatView`."""

    name = "bot"

    def choose(self, game: Game) -> Move:
        if game.phase == "over":
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


class GreedyBot(ViewBot):
    """Plays the move with the best :class:`~arkwidgets.bots.core.Heuristic` value one move ahead.

    The heuristic weighs the majorities on the scoring cards as they would score now (E-2, E-3), the discs kept
    (E-4), the cards in hand (future tokens, worth less as the rain comes), the tilt room (P-3), the pet (R-4) and,
    in the final round, whether a card is worth its action disc (F-2). Deterministic: no seed needed (accepted for
    a uniform interface).
    """

    name = "greedy"

    def __init__(self, seed: int | None = None):
        self.seed = seed

    def ranked(self, view: SeatView):
        base = public_base(view)
        h = Heuristic(view.table, view.own_seat)
        return base, h, h.rank(base, legal(view.table, base))

    def decide(self, view: SeatView) -> Move:
        _, _, ranked = self.ranked(view)
        return ranked[0][1]

    def explain_view(self, view: SeatView, top: int = 5) -> Candidates:
        base, h, ranked = self.ranked(view)
        return Candidates(Candidate(m, round(v, 3), h.reason(base, t, m, extra)) for v, m, t, extra in ranked[:top])

    def __repr__(self) -> str:
        return "GreedyBot()"
