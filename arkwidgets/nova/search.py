"""The Ark Nova search bot: determinized Monte-Carlo over the coach's candidate moves.

At each action question the bot asks the coach (:mod:`arkwidgets.coach` with :mod:`arkwidgets.nova.coaching`): the
greedy bot's ranking proposes a few moves as a learner groups them (action card + strength + first answer), the best
of each kind first (``proposer="varied"``: each action card, the X-token action), so the candidates are real
alternatives and not the same action at several strengths; each is played out on the same samples —
``game.resample(seat, rng)``: the hidden cards dealt again from what the seat may know, never the real ones — by the
quick playout policy, cut ``horizon`` turns after the bot's own turn and scored by the evaluation's win chance. The
move with the best mean wins; its first answer is played at the next question when it is still legal (the plan), and
the rest of the turn and every other question (discards at a break, bonuses) are the greedy bot's.

Strength (issue 26, ``benchmarks/bench_ladder.py``, ``docs/coach.md``): with 16 rounds, 4 candidates and a horizon of
2 turns, the varied proposer wins 60.0 % (95 % 53.1–66.5 %) of the issue's 200 games against greedy, where greedy's
own top four (``proposer="greedy"``) won 55.0 % (48.1–61.7 %); in the pilot that chose it (66 % of 80 games), a
longer horizon, more candidates, the whole greedy plan in the playouts and a "sure" threshold measured no better
(the settings stay, for the ladder to name).

Budget: ``seconds`` per decision (the default, 1 s: a widget stays lively), or a fixed number of ``rounds`` (samples
per candidate: reproducible, what the ladder uses). The seed of every decision is made from the bot's seed and the
seat's view only (:func:`arkwidgets.nova.greedy.view_seed`), so re-dealing what the seat cannot see changes nothing
(``tests/nova/test_search.py``).
"""

from __future__ import annotations

import math

from ..coach import Advice, Coach
from .coaching import ACTION_QUESTION, NovaCoaching
from .game import Game
from .greedy import GreedyBot, view_seed
from .moves import Move

__all__ = ["SearchBot"]

#: The rounds a bot with only a time limit plans for (it stops at the time limit long before).
ENDLESS = 1_000_000


class SearchBot:
    """Determinized Monte-Carlo over the coach's candidates (see the module's docstring).

    ``seconds``: the time per action decision (None: use ``rounds``); ``rounds``: samples per candidate (with
    ``seconds`` too, whichever comes first); ``candidates``: how many moves are weighed; ``horizon``: turns played
    after the bot's own before the evaluation; ``proposer``: who proposes the candidates
    (:data:`~arkwidgets.nova.coaching.PROPOSERS`); ``width``: answers the playout policy weighs at each question;
    ``plan``: how many steps of the greedy plan a candidate carries into its playouts (the bot itself plays the
    first, the target, and leaves the rest of its turn to the greedy bot); ``sure``: with more than 0, the
    proposer's own first choice is kept unless the best candidate beats it by more than ``sure`` standard errors of
    their paired difference (the playouts' noise alone changes nothing)."""

    name = "search"

    def __init__(self, seed: int | None = None, seconds: float | None = 1.0, rounds: int | None = None,
                 candidates: int = 4, horizon: int = 2, proposer: str = "varied", width: int = 3,
                 sure: float = 0.0, plan: int = 1):
        if seconds is not None and (isinstance(seconds, bool) or not isinstance(seconds, (int, float))
                                    or not math.isfinite(seconds) or seconds <= 0):
            raise ValueError(f"seconds must be a finite number of seconds > 0 (or None), got {seconds!r}")
        if rounds is not None and (isinstance(rounds, bool) or not isinstance(rounds, int) or rounds < 1):
            raise ValueError(f"rounds must be a whole number ≥ 1 (or None), got {rounds!r}")
        if seconds is None and rounds is None:
            raise ValueError("a search bot needs a budget: seconds or rounds")
        if isinstance(candidates, bool) or not isinstance(candidates, int) or candidates < 1:
            raise ValueError(f"candidates must be a whole number ≥ 1, got {candidates!r}")
        self.seed = seed
        self.seconds = seconds
        self.rounds = rounds
        self.candidates = candidates
        if isinstance(horizon, bool) or not isinstance(horizon, int) or horizon < 0:
            raise ValueError(f"horizon must be a whole number ≥ 0, got {horizon!r}")
        if isinstance(width, bool) or not isinstance(width, int) or width < 1:
            raise ValueError(f"width must be a whole number ≥ 1, got {width!r}")
        if isinstance(sure, bool) or not isinstance(sure, (int, float)) or not math.isfinite(sure) or sure < 0:
            raise ValueError(f"sure must be a finite number ≥ 0, got {sure!r}")
        self.sure = float(sure)
        if isinstance(plan, bool) or not isinstance(plan, int) or plan < 1:
            raise ValueError(f"plan must be a whole number ≥ 1, got {plan!r}")
        self.coaching = NovaCoaching(horizon=horizon, width=width, proposer=proposer, plan=plan)
        self.greedy = GreedyBot(seed)
        self._plan: tuple[int, int, tuple[Move, ...]] | None = None  # (moves played, seat, moves to play next)
        self.last: Advice | None = None  # the coach's answer behind the last action decision
        self._coach: Coach | None = None

    def choose(self, game: Game) -> Move:
        moves = game.legal_moves()
        if not moves:
            raise ValueError("the game is over: there is no move to choose")
        if len(moves) == 1:
            return moves[0]
        seat = game.current_index
        planned = self._planned(game, seat, moves)
        if planned is not None:
            return planned
        decision = game.decision
        if decision is None or decision.kind != ACTION_QUESTION:
            return self.greedy.choose(game)
        advice = self.advise(game)
        line = self._pick(advice)
        self._plan = (len(game.moves) + 1, seat, tuple(line[1:2]))  # the target; the rest of the turn is greedy's
        return line[0]

    def advise(self, game: Game) -> Advice:
        """The coach's ranked moves for the seat to act, at this bot's budget (what :meth:`choose` decides on)."""
        seat = game.current_index
        coach = Coach(game, seat, rounds=self.rounds or ENDLESS, seed=view_seed(game, seat, self.seed),
                      candidates=self.candidates, top=self.candidates, coaching=self.coaching, explain=False)
        self.last = coach.run(self.seconds)
        self._coach = coach
        return self.last

    def _pick(self, advice: Advice) -> tuple[Move, ...]:
        """The best line by the playouts; with ``sure`` > 0, the proposer's own first choice unless the best beats
        it by more than ``sure`` standard errors of their paired difference (playout noise changes nothing)."""
        best = advice.best.moves
        if not self.sure or self._coach is None:
            return best
        first = max(advice.moves, key=lambda m: m.prior).moves
        if first == best:
            return best
        gain, error, n = self._coach.difference(best, first)
        return best if n > 1 and gain > self.sure * error else first

    def _planned(self, game: Game, seat: int, moves: list[Move]) -> Move | None:
        plan, self._plan = self._plan, None
        if plan is None:
            return None
        at, who, rest = plan
        if at != len(game.moves) or who != seat or not rest or rest[0] not in moves:
            return None
        if len(rest) > 1:
            self._plan = (at + 1, seat, rest[1:])
        return rest[0]

    def __repr__(self) -> str:
        budget = ", ".join(x for x in (f"{self.seconds} s" if self.seconds else "",
                                        f"{self.rounds} rounds" if self.rounds else "") if x)
        return f"SearchBot({budget}, {self.candidates} candidates, horizon {self.coaching.horizon})"
