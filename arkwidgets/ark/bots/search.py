"""The search bot and ``evaluate``: determinized flat Monte-Carlo over a few candidate moves.

For every round the seat's view is *determinized* (the hidden cards dealt at random, consistently with what the seat
knows — see :mod:`arkwidgets.ark.view`); each candidate move is applied to that same sample and the game is played to
the end with a fast random policy (:func:`arkwidgets.ark.movegen.random_turn` for every seat). The candidates are the
best few moves by the greedy heuristic, so the search spends its playouts where a good player would look.
"""

from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass

from ...coach import mean_interval, wilson  # the coach's statistics: one Wilson interval for both
from ...verdicts import IllegalMove
from .. import movegen, turns
from ..game import Game
from ..moves import Draw, Move, Pass, Pet, Play
from ..positions import parse_cabin
from ..state import Phase, State, Table
from ..view import SeatView, pet_eligible, view_of
from .base import ViewBot
from .candidates import MAX_MOVES, candidates
from .heuristic import Candidate, Candidates, Heuristic, fast_result, majority_floats, public_base

__all__ = ["MAX_PLAYOUTS", "OutOfTime", "SearchBot", "evaluate", "rollout"]

#: Weight of the points margin (mine − best opponent's) next to the win share when the search bot compares moves:
#: wins decide, the margin breaks near-ties and steadies the estimate.
MARGIN_WEIGHT = 1 / 40
#: Weight of the greedy heuristic's value (in points) in the search bot's final comparison: a tie-breaker only.
PRIOR_WEIGHT = 0.002
#: The most playouts one decision may budget (a search with only a time limit stops there too). A decision plays at
#: most its budget plus one round per stage of successive halving (every candidate is played out once per stage).
MAX_PLAYOUTS = 100_000


class OutOfTime(Exception):
    """A playout passed its deadline (the round it belongs to is dropped)."""


def rollout(table: Table, s: State, rng: random.Random, max_moves: int = 2000,
            deadline: float | None = None) -> State:
    """Play ``s`` to the end in place with the fast playout policy (:func:`playout_move`), every move applied by
    the engine's own :func:`~arkwidgets.ark.turns.apply`; returns it. Score it with
    :func:`~arkwidgets.ark.bots.heuristic.fast_result` (the engine's scoring in integers, checked against it in the
    tests). Raises :class:`OutOfTime` once ``time.perf_counter()`` passes ``deadline``."""
    apply = turns.apply
    clock = time.perf_counter
    for _ in range(max_moves):
        if s.phase == Phase.OVER:
            return s
        if deadline is not None and clock() >= deadline:
            raise OutOfTime
        apply(table, s, playout_move(table, s, rng))
    raise RuntimeError("a playout did not end")


def playout_move(table: Table, s: State, rng: random.Random) -> Move:
    """The playout policy: :func:`arkwidgets.ark.movegen.random_turn` in normal play (draws and plays mixed, cheap),
    any allowed pet rather than none (R-1: a pet is a free token), and in the final round a card only when the
    majority points it gains are worth the action disc(s) it costs (F-2, P-7) — a random final round would throw
    discs away and make every disc look worthless."""
    phase = s.phase
    if phase == Phase.PLAY:
        move = movegen.random_turn(table, s, rng)
        if move is None:  # random_turn has a move in every phase but "over"
            raise RuntimeError("no move in normal play")
        return move
    p = s.current
    if phase == Phase.PETS:
        pets = [c for c in s.hands[p] if pet_eligible(c)]
        return Pet(pets[int(rng.random() * len(pets))].id) if pets else Pet(None)
    if s.discs[p] < 1:
        return Pass()
    # Worth of each card before its cabin is known: majority points gained − the disc paid (+ the fox's discs).
    worth: dict[str, float] = {}
    for c in s.hands[p]:
        if c.solo:
            continue
        t = c.type_index
        row = [a + 1.5 * b for a, b in zip(s.singles[t], s.stacks[t], strict=False)]
        now = majority_floats(row)[p]
        row[p] += 1.5 if (c.ability == "dinosaur" and s.reserve > 0) else 1
        gain = majority_floats(row)[p] - now - 1
        if c.ability == "fox":
            gain += min(2, s.reserve)
        if gain > 0:
            worth[c.id] = gain
    if not worth:
        return Pass()
    best, best_gain = None, 0.0
    cards = [c for c in s.hands[p] if c.id in worth]
    for pl in movegen.legal_placements(table, s, cards):
        if pl.plain:
            continue  # declining the fox's or the dinosaur's ability is never better here
        gain = worth[pl.card]
        h, i = parse_cabin(pl.cabin)
        if i == len(s.ark.halves[h]):
            gain -= 1  # a new cabin costs one more disc (P-7)
        if gain > best_gain:
            best, best_gain = pl, gain
    return Play((best,)) if best is not None else Pass()


@dataclass
class _Tally:
    move: Move
    prior: float
    reason: str
    n: int = 0
    wins: float = 0.0
    points: float = 0.0
    points_sq: float = 0.0
    margin: float = 0.0

    def add(self, total: float, margin: float, win: float) -> None:
        self.n += 1
        self.wins += win
        self.points += total
        self.points_sq += total * total
        self.margin += margin

    @property
    def utility(self) -> float:
        if not self.n:
            return float("-inf")
        return (self.wins + MARGIN_WEIGHT * self.margin) / self.n

    def candidate(self) -> Candidate:
        lo, hi = wilson(self.wins, self.n)
        mean, plo, phi = mean_interval(self.points, self.points_sq, self.n)
        return Candidate(
            self.move,
            round(self.utility, 4),
            self.reason,
            win=self.wins / self.n if self.n else 0.0,
            win_low=lo,
            win_high=hi,
            points=mean,
            points_low=plo,
            points_high=phi,
            playouts=self.n,
        )


def _candidates(view: SeatView, limit: int, deadline: float | None = None) -> tuple[State, Heuristic, list[_Tally]]:
    """The greedy heuristic's best ``limit`` moves (plus its best draw, so drawing is always weighed), among the
    bounded candidates of :func:`~arkwidgets.ark.bots.candidates.candidates` weighed before ``deadline``."""
    base = public_base(view)
    h = Heuristic(view.table, view.own_seat)
    half = None if deadline is None else (time.perf_counter() + deadline) / 2
    ranked = h.rank(base, candidates(view.table, base, MAX_MOVES, half), deadline)
    chosen = ranked[:limit]
    if not any(isinstance(m, Draw) for _, m, _, _ in chosen):
        draws = [r for r in ranked if isinstance(r[1], Draw)]
        if draws:
            chosen.append(draws[0])
    return base, h, [_Tally(m, v, h.reason(base, t, m, extra)) for v, m, t, extra in chosen]


def _play_rounds(
    view: SeatView,
    tallies: list[_Tally],
    rng: random.Random,
    rounds: int | None,
    deadline: float | None,
    hard: bool = False,
) -> None:
    """Determinize once per round and play every candidate out on that same sample (common random numbers).

    ``deadline`` is soft (at least one round is played) unless ``hard``: then no round starts or goes on after it,
    and a round cut short is dropped whole."""
    table = view.table
    me = view.own_seat
    done = 0
    while True:
        if rounds is not None and done >= rounds:
            return
        if deadline is not None and (done or hard) and time.perf_counter() >= deadline:
            return
        sample = view.determinize(rng)
        roll_seed = rng.getrandbits(64)
        results = []
        try:
            for tally in tallies:
                s = sample.copy()
                turns.apply(table, s, tally.move)
                rollout(table, s, random.Random(roll_seed), deadline=deadline if hard else None)
                totals, winners = fast_result(s)
                best_other = max(totals[q] for q in range(len(totals)) if q != me)
                results.append((tally, totals[me], totals[me] - best_other, 1.0 / len(winners) if me in winners
                                else 0.0))
        except OutOfTime:
            return
        for tally, total, margin, win in results:
            tally.add(total, margin, win)
        done += 1


class SearchBot(ViewBot):
    """Determinized flat Monte-Carlo search over the greedy heuristic's best moves.

    ``playouts`` is the budget per decision (shared by the candidates), ``seconds`` an optional time limit per
    decision (whichever comes first). The work holds whatever the position: the candidates are chosen among at most
    :data:`~arkwidgets.ark.bots.candidates.MAX_MOVES` moves (from at most
    :data:`~arkwidgets.ark.bots.candidates.MAX_JUDGED` judged placements), at most ``playouts`` (or
    :data:`MAX_PLAYOUTS` with only a time limit) plus one round per stage are played, each of at most 2000 engine
    moves. The time limit holds too: the candidates are chosen in the first fifth of it, and no playout goes on
    past it (a round cut short is dropped; with no round played, the heuristic's best candidate is played). Without
    ``seconds`` no clock is read: the bounds above hold the work (0.4 s a decision on average), and a busy machine
    cannot change the move. ``candidates``: how many of the greedy heuristic's moves are weighed (its best draw is
    always added). Seeded: the same seed and the same view give the same move (as long as no time limit cuts it
    short), so a playouts budget alone is exactly reproducible and fair (hidden cards never change the choice).
    """

    name = "search"

    def __init__(
        self,
        seed: int | None = None,
        playouts: int = 240,
        seconds: float | None = None,
        candidates: int = 8,
    ):
        if isinstance(playouts, bool) or not isinstance(playouts, int) or not 0 <= playouts <= MAX_PLAYOUTS:
            raise ValueError(f"playouts must be a whole number from 0 to {MAX_PLAYOUTS}, got {playouts!r}")
        if seconds is not None and (isinstance(seconds, bool) or not isinstance(seconds, (int, float))
                                    or not math.isfinite(seconds) or seconds < 0):
            raise ValueError(f"seconds must be a finite number of seconds ≥ 0 (or None), got {seconds!r}")
        if not playouts and not seconds:
            raise ValueError("a search bot needs a budget: playouts > 0 or seconds > 0")
        if isinstance(candidates, bool) or not isinstance(candidates, int) or candidates < 1:
            raise ValueError("a search bot weighs at least one candidate move")
        self.seed = seed
        self.rng = random.Random(seed)
        self.playouts = playouts
        self.seconds = seconds
        self.candidates = candidates

    def _search(self, view: SeatView) -> list[_Tally]:
        """Successive halving: every candidate gets an equal share of the first stage's playouts, then the better
        half of them share the next stage's, and so on, so the final choice rests on the most playouts. Every
        stage ends by its share of the time limit; none goes past the limit itself."""
        seconds = self.seconds or 0.0
        timed = seconds > 0  # a playouts budget alone reads no clock: a busy machine cannot change the move
        start = time.perf_counter() if timed else 0.0
        end = start + seconds
        _, _, tallies = _candidates(view, self.candidates, start + seconds / 5 if timed else None)
        if len(tallies) <= 1:
            return tallies
        stages = max(1, math.ceil(math.log2(len(tallies))))
        begin = time.perf_counter() if timed else 0.0
        active = list(tallies)
        for stage in range(stages):
            rounds = max(1, (self.playouts or MAX_PLAYOUTS) // (stages * len(active)))
            share = begin + (end - begin) * (stage + 1) / stages if timed else None
            _play_rounds(view, active, self.rng, rounds, share, hard=True)
            active.sort(key=self._score, reverse=True)
            if stage < stages - 1:
                active = active[: max(2, (len(active) + 1) // 2)]
        best = active[0]
        rest = sorted((t for t in tallies if t is not best), key=lambda t: (t.n, self._score(t)), reverse=True)
        return [best, *rest]

    def _score(self, tally: _Tally) -> float:
        """Estimated win share plus a small margin term, and a whisker of the heuristic to settle near-ties."""
        return tally.utility + PRIOR_WEIGHT * tally.prior

    def decide(self, view: SeatView) -> Move:
        return self._search(view)[0].move

    def explain_view(self, view: SeatView, top: int = 5) -> Candidates:
        return Candidates(
            t.candidate() if t.n else Candidate(t.move, t.prior, t.reason) for t in self._search(view)[:top]
        )

    def __repr__(self) -> str:
        budget = f"{self.playouts} playouts" + (f", {self.seconds} s" if self.seconds else "")
        return f"SearchBot({budget}, {self.candidates} candidates)"



def evaluate(
    game: Game,
    moves: list[Move | str] | None = None,
    playouts: int = 100,
    seed: int | None = 0,
    candidates: int = 8,
) -> Candidates:
    """Estimated chances of each candidate move of the player to act, from that seat's knowledge only.

    For every move: the win probability (shared wins count fractionally) with a 95 % Wilson interval, and the
    expected final points with a 95 % interval, over ``playouts`` playouts per move. The hidden cards are sampled
    from the acting seat's view; every move is played out on the same samples, and the rest of the game is played
    by the fast random policy for every seat (so the figures answer "against random continuations", a fair but
    optimistic yardstick). ``moves=None`` weighs every legal move when there are at most ``candidates`` of them,
    else the heuristic's best ``candidates`` (plus its best draw). Sorted by win probability, best first.
    """
    if game.phase == Phase.OVER:
        raise ValueError("the game is over: there is no move to evaluate")
    view = view_of(game)
    base = public_base(view)
    h = Heuristic(view.table, view.own_seat)
    if moves is None:
        _, _, tallies = _candidates(view, candidates)
    else:
        tallies = []
        for raw in moves:
            m = Move.parse(raw)
            verdict = game.check(m)
            if not verdict.legal:
                raise IllegalMove(list(verdict.violations), str(m))
            t, extra = h.after(base, m)
            tallies.append(_Tally(m, h.value(t, extra), h.reason(base, t, m, extra)))
    _play_rounds(view, tallies, random.Random(seed), max(1, playouts), None)
    ranked = sorted(tallies, key=lambda t: (t.wins / t.n, t.points / t.n), reverse=True)
    return Candidates(t.candidate() for t in ranked)
