"""GreedyBot: one readable look-ahead of one move, scored by :class:`~arkwidgets.ark.bots.heuristic.Heuristic`."""

from __future__ import annotations

import math
import time

from ..moves import Move
from ..view import SeatView
from .base import ViewBot
from .candidates import MAX_MOVES, candidates
from .heuristic import Candidate, Candidates, Heuristic, public_base

__all__ = ["GreedyBot"]


class GreedyBot(ViewBot):
    """Plays the move with the best :class:`~arkwidgets.ark.bots.heuristic.Heuristic` value one move ahead.

    The heuristic weighs the majorities on the scoring cards as they would score now (E-2, E-3), the discs kept
    (E-4), the cards in hand (future tokens, worth less as the rain comes), the tilt room (P-3), the pet (R-4) and,
    in the final round, whether a card is worth its action disc (F-2). Deterministic: no seed needed (accepted for
    a uniform interface).

    Bounded whatever the position by counts, not by the clock: it lists moves from at most
    :data:`~arkwidgets.ark.bots.candidates.MAX_JUDGED` judged placements and weighs at most
    :data:`~arkwidgets.ark.bots.candidates.MAX_MOVES` moves (every move of an ordinary position; the largest legal
    save, 1,000 cards and 150-card hands, takes about 0.6 s of CPU). So a busy machine never changes its move
    (D-27 in docs/decisions.md: ``simulate`` gives the same records on every executor, and a seat's choice
    depends on its view alone). ``seconds`` adds a time limit for a caller who wants one (then the move may depend
    on the machine's speed: the best move weighed by then is played).
    """

    name = "greedy"

    def __init__(self, seed: int | None = None, seconds: float | None = None):
        if seconds is not None and (isinstance(seconds, bool) or not isinstance(seconds, (int, float))
                                    or not math.isfinite(seconds) or seconds <= 0):
            raise ValueError(f"seconds must be a finite number of seconds above 0 (or None), got {seconds!r}")
        self.seed = seed
        self.seconds = None if seconds is None else float(seconds)

    def ranked(self, view: SeatView):
        start = time.perf_counter() if self.seconds else 0.0  # no time limit: no clock read at all
        base = public_base(view)
        h = Heuristic(view.table, view.own_seat)
        moves = candidates(view.table, base, MAX_MOVES, start + self.seconds / 2 if self.seconds else None)
        return base, h, h.rank(base, moves, start + self.seconds if self.seconds else None)

    def decide(self, view: SeatView) -> Move:
        _, _, ranked = self.ranked(view)
        return ranked[0][1]

    def explain_view(self, view: SeatView, top: int = 5) -> Candidates:
        base, h, ranked = self.ranked(view)
        return Candidates(Candidate(m, round(v, 3), h.reason(base, t, m, extra)) for v, m, t, extra in ranked[:top])

    def __repr__(self) -> str:
        return "GreedyBot()"
