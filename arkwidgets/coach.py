"""The coach of both games: which moves are best for the seat to act, how sure it is, and why — and a game review.

The coach is written once, over the contract both ``Game`` façades keep (:class:`~arkwidgets.contract.GameContract`)
and a small per-game :class:`Coaching` adapter (``arkwidgets/ark/coaching.py``, ``arkwidgets/nova/coaching.py``): how
moves group as a learner thinks of them, a fast playout policy, an evaluation where a whole game is too long, the
final points, and reasons in words built from the engine's own events and rule ids. It imports neither game
(``tests/test_layout.py``).

**Fair.** The coach sees only the seat's view: its candidate moves and their reasons come from
``game.seen_by(seat)`` (the hidden cards filled canonically from the view), and every estimate is played out on
``game.resample(seat, rng)`` samples — the hidden cards dealt again from what the seat may know. Two games the seat
cannot tell apart give the same answer for the same seed (``tests/test_coach.py``).

**Determinized Monte-Carlo.** Each *round* draws one sample; every candidate move is played on a copy of that same
sample and played out with the same playout seed (common random numbers: candidates are compared on equal luck).
A candidate's win chance is the mean of its playouts' outcomes with a 95 % Wilson interval; its expected final
points the mean with a 95 % interval.

**Live.** :class:`Coach` is a piece of work a widget's background task drives: :meth:`Coach.step` does a few
milliseconds of work at a time (one playout move, one sample), :meth:`Coach.best` is the answer so far (the policy's
own ranking before the first sample, improving as samples come in), :attr:`Coach.progress` says how far it is, and
:meth:`Coach.stop` ends it. :meth:`Coach.answers` is the same as an iterator of improving answers. The work is the
same whatever the slicing, so a number of rounds gives the same answer for a seed; a time limit stops it wherever it
is (then the answer depends on the machine's speed).

**Review.** :func:`review` weighs each of a seat's moves against the coach's best at that moment and marks it by the
win chance it lost (:data:`MARKS`: the same thresholds in both games).

See ``docs/coach.md``.
"""

from __future__ import annotations

import importlib
import math
import random
import time
from collections.abc import Callable, Generator, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, NamedTuple, Protocol, runtime_checkable

from .i18n import _, ngettext, pgettext
from .markup import esc
from .verdicts import GameError

__all__ = [
    "MARKS",
    "Advice",
    "Coach",
    "CoachMove",
    "Coaching",
    "Line",
    "Outcome",
    "Phrase",
    "Reason",
    "Review",
    "ReviewedMove",
    "board_marks",
    "coach",
    "coaching_for",
    "constant_guess",
    "mark_of",
    "pulled",
    "review",
    "signed",
]

#: The marks of a reviewed move by the win chance it lost against the coach's best move at that moment (in points of
#: percentage: 0.05 is 5 %), checked from the largest: the same in both games.
MARKS: tuple[tuple[float, str], ...] = ((0.20, "blunder"), (0.10, "mistake"), (0.05, "inaccuracy"))
GOOD = "good"
#: The marks in words (``pgettext("coach mark", …)``), as literal calls so Babel extracts them.
_MARK_WORDS = {
    "good": lambda: pgettext("coach mark", "good"),
    "inaccuracy": lambda: pgettext("coach mark", "inaccuracy"),
    "mistake": lambda: pgettext("coach mark", "mistake"),
    "blunder": lambda: pgettext("coach mark", "blunder"),
}
#: "2 mistakes" in words, worst first (literal calls so Babel extracts the plural forms).
_MARK_COUNTS: dict[str, Callable[[int], str]] = {
    "blunder": lambda n: ngettext("{n} blunder", "{n} blunders", n),
    "mistake": lambda n: ngettext("{n} mistake", "{n} mistakes", n),
    "inaccuracy": lambda n: ngettext("{n} inaccuracy", "{n} inaccuracies", n),
}
Z95 = 1.96


# ------------------------------------------------------------------------------------------------ words
class Phrase(NamedTuple):
    """Words written when read, in the language in force then: an English message id and its arguments (an
    argument whose ``str()`` translates itself — a card's name, another :class:`Phrase` — is written then too)."""

    template: str
    args: Mapping[str, Any] = {}

    @property
    def text(self) -> str:
        try:
            return _(self.template).format(**{k: str(v) for k, v in self.args.items()})
        except (KeyError, IndexError, ValueError):
            return self.template

    def __str__(self) -> str:
        return self.text


class Reason(NamedTuple):
    """One reason for a move: what the engine's events say it does, under the rule id that makes it happen."""

    rule: str
    phrase: Phrase

    @property
    def text(self) -> str:
        """The reason in words with its rule id: "+2 appeal (N-ANIM-10)"."""
        return f"{self.phrase.text} ({self.rule})" if self.rule else self.phrase.text

    def __str__(self) -> str:
        return self.text


class Line(NamedTuple):
    """A move as a learner thinks of it: the engine moves it is made of (the first answers the current question;
    Ark Nova's "Animals at strength 4: play 491 in 0,9" is two), how it reads, the kind of move it is (``group``:
    an action card, a draw, a placement) and the playout policy's own value of it (orders the first answer)."""

    moves: tuple[Any, ...]
    label: Phrase
    group: str
    prior: float = 0.0


class Outcome(NamedTuple):
    """One playout's result for the seat: its win share (shared wins count fractionally; at a horizon, the
    evaluation's estimate of the chance), its final points (or their forecast), and ``value``, what the coach ranks
    by (the win share with the points margin to break near-ties; the adapter says how)."""

    win: float
    points: float
    value: float


# ------------------------------------------------------------------------------------------------ the adapter
@runtime_checkable
class Coaching(Protocol):
    """What a game tells the coach about itself (``arkwidgets/ark/coaching.py``, ``arkwidgets/nova/coaching.py``).

    ``lines`` and ``playout`` are generators: they ``yield`` after each small piece of work (a move played, a
    candidate weighed) so that the coach can be driven a few milliseconds at a time, and ``return`` their result."""

    def lines(self, game: Any, seat: int, limit: int) -> Generator[None, None, list[Line]]:
        """The candidate moves of ``seat`` (to act) in ``game`` (the seat's canonical view, ``seen_by``), best
        first by the game's own policy: about ``limit`` of them, as a learner groups moves."""
        ...

    def line_of(self, game: Any, moves: Sequence[Any]) -> Line:
        """The learner's move that ``moves`` (played from this position by the seat to act) begins with."""
        ...

    def learner_moves(self, game: Any, seat: int) -> list[tuple[int, int]]:
        """Where each of ``seat``'s learner moves starts in ``game.moves`` and how many engine moves it spans."""
        ...

    def playout(self, game: Any, seat: int, rng: random.Random) -> Generator[None, None, Outcome]:
        """Play ``game`` (a sample, changed in place) on with the fast policy to its end or the adapter's horizon,
        yielding after each move, and return the outcome for ``seat``."""
        ...

    def reasons(self, game: Any, line: Line, seat: int) -> list[Reason]:
        """Why ``line`` is worth weighing, from the events it makes on ``game`` (a copy is played on) and their
        rule ids; never a bare number."""
        ...

    def turn(self, game: Any) -> int:
        """The game's turn number as the learner sees it (for a review's summary)."""
        ...

    def places(self, game: Any, moves: Sequence[Any]) -> tuple[str, ...]:
        """Where on the board ``moves`` (a line's engine moves, played from ``game``) play, as the game's drawing
        names the places it can mark (its ``coach=`` option): what the board marks with the line's rank."""
        ...


def coaching_for(game: Any) -> Coaching:
    """The :class:`Coaching` of ``game``'s kind: the ``COACHING`` of the ``coaching`` module beside the module that
    defines its ``Game`` (``arkwidgets.nova.game.Game`` → ``arkwidgets.nova.coaching.COACHING``). The kernel names
    no game: a game brings its own coaching."""
    package = type(game).__module__.rpartition(".")[0]
    if not package:
        raise TypeError(f"no coach for {type(game).__name__}: it is not a game of a package with a coaching module")
    try:
        module = importlib.import_module(f"{package}.coaching")
    except ImportError as error:
        raise TypeError(f"no coach for {type(game).__name__}: {package}.coaching is missing") from error
    found = getattr(module, "COACHING", None)
    if not isinstance(found, Coaching):
        raise TypeError(f"{package}.coaching.COACHING is not a Coaching adapter")
    return found


# ------------------------------------------------------------------------------------------------ statistics
def wilson(successes: float, n: float, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a proportion; for outcomes between 0 and 1 it is conservative (their variance is
    at most p(1 − p))."""
    if n <= 0:
        return 0.0, 1.0
    p = min(1.0, max(0.0, successes / n))
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


def constant_guess(players: int) -> float:
    """The win chance of a seat nothing is known about: 1 / players; alone (Ark Nova's solo game, won by reaching
    the game's own goal) 1 / 2, win or lose, not 1 — a certain win is no guess to shrink an estimate toward, and
    the log-odds of :func:`calibrate` have no centre there."""
    return 1.0 / players if players > 1 else 0.5


def calibrate(p: float, chance: float, slope: float) -> float:
    """A chance ``p`` on the scale of what happens: stretched (``slope`` > 1) or squeezed (< 1) in log-odds about
    ``chance``, the constant guess 1 / players, ``σ(logit chance + slope × (logit p − logit chance))``.

    Why a slope: a pull toward 1 / players (:func:`honest`'s prior) moves every estimate by the same share, but the
    playouts' error is not a straight line — measured on seeded games, the pull that fixes the middle leaves the
    strongest moves shown too low and Ark Nova's weakest too high (``docs/coach.md``, "Calibration"). In log-odds a
    slope stretches the ends and leaves the middle nearly alone. The map is monotone (for ``slope`` > 0), keeps
    ``chance`` where it is and 0 and 1 too, and maps (0, 1) into (0, 1), so an interval mapped end by end is the
    interval of the mapped chance. ``slope`` = 1 is the identity."""
    if slope == 1.0 or p <= 0.0 or p >= 1.0 or not 0.0 < chance < 1.0:  # no log-odds about a sure chance
        return min(1.0, max(0.0, p))
    x = math.log(chance / (1 - chance)) + slope * (math.log(p / (1 - p)) - math.log(chance / (1 - chance)))
    if x >= 0:  # far out, the logistic rounds to 1.0 (or 0.0): kept one float inside, as the map promises
        return min(1 / (1 + math.exp(-x)), _BELOW_ONE)
    e = math.exp(x)
    return max(e / (1 + e), _ABOVE_ZERO)


_BELOW_ONE = math.nextafter(1.0, 0.0)
_ABOVE_ZERO = math.nextafter(0.0, 1.0)


def honest(wins: float, n: int, chance: float, strength: float, slope: float = 1.0) -> tuple[float, float, float]:
    """The win chance shown for ``wins`` (a sum of win shares) over ``n`` playouts, with its 95 % interval: the
    posterior mean under a Beta prior centred on ``chance`` (the constant guess, 1 / players) and worth ``strength``
    playouts, ``(wins + strength × chance) / (n + strength)``, then :func:`calibrate`'d with ``slope`` — two
    parameters in all: the pull toward 1 / players (which weakens as playouts come in: ``strength / (n +
    strength)``) and the slope in log-odds. The interval is the Wilson interval on the same counts, mapped end by
    end by the same (monotone) :func:`calibrate`, so the chance shown always lies inside it.

    Playouts are played by a fast policy (and in Ark Nova cut at a horizon and scored), so their mean is
    overconfident at both ends: a move that wins 8 of 8 playouts does not win every game. The prior pulls a few
    playouts' estimate toward the constant guess and lets many playouts speak for themselves; the slope puts back
    what the single pull takes from the ends. Each game's adapter states both (``prior_strength`` and ``slope``,
    fitted on seeded games that are not the calibration benchmark's; ``docs/coach.md``)."""
    if n <= 0:
        return chance, 0.0, 1.0
    low, high = wilson(wins + strength * chance, n + strength)
    centre = pulled(wins, n, chance, strength)
    return calibrate(centre, chance, slope), calibrate(low, chance, slope), calibrate(high, chance, slope)


def pulled(wins: float, n: int, chance: float, strength: float) -> float:
    """The playouts' win share pulled toward ``chance`` by a prior worth ``strength`` playouts, before
    :func:`calibrate`: ``(wins + strength × chance) / (n + strength)`` (``chance`` itself with no playouts)."""
    return (wins + strength * chance) / (n + strength) if n + strength > 0 else chance


def honest_scale(gap: float, n: int, at: float, chance: float, strength: float, slope: float = 1.0) -> float:
    """How much of a paired gap in win share (``gap``, the mean over ``n`` common playouts) shows on the scale of
    the shown chance (:func:`honest`), as a factor, when the better move stands at ``at`` before :func:`calibrate`
    (its shrunk mean): the prior scales the gap by ``n / (n + strength)``, the slope by the map's secant from
    ``at`` down by that much (its derivative for no gap). A review's marks read the loss on this scale, so a mark
    and the two win chances beside it agree."""
    if n <= 0:
        return 0.0
    shrink = n / (n + strength)
    lower = max(0.0, at - max(gap * shrink, 1e-6))
    if slope == 1.0 or at <= lower:
        return shrink
    return shrink * (calibrate(at, chance, slope) - calibrate(lower, chance, slope)) / (at - lower)


def mean_interval(total: float, total_sq: float, n: int, z: float = Z95) -> tuple[float, float, float]:
    """The mean and its normal-approximation 95 % interval from a sum and a sum of squares."""
    if n <= 0:
        return 0.0, 0.0, 0.0
    mean = total / n
    var = max(0.0, total_sq / n - mean * mean) * n / (n - 1) if n > 1 else 0.0
    half = z * math.sqrt(var / n)
    return mean, mean - half, mean + half


def signed(x: float) -> str:
    """A gain as a reason writes it: "+3", "−1", "+0.5" (a true minus sign)."""
    text = f"{x:+.0f}" if abs(x - round(x)) < 1e-9 else f"{x:+.1f}"
    return text.replace("-", "−")


def _percent(x: float) -> str:
    return f"{100 * x:.0f} %"


# ------------------------------------------------------------------------------------------------ answers
@dataclass(frozen=True)
class CoachMove:
    """One ranked move: how it reads, its engine moves, its kind, the estimates so far and the reasons.

    ``win`` (with its 95 % interval ``win_low``–``win_high``) and ``points`` (``points_low``–``points_high``) are
    None until the move has been played out at least once; ``samples`` says how often it has been."""

    label: Phrase
    moves: tuple[Any, ...]
    group: str
    prior: float
    samples: int = 0
    win: float | None = None
    win_low: float | None = None
    win_high: float | None = None
    points: float | None = None
    points_low: float | None = None
    points_high: float | None = None
    value: float | None = None
    reasons: tuple[Reason, ...] = ()
    asked: bool = False  # weighed because it was asked about (the learner's move), not because the policy chose it
    raw_win: float | None = None  # the playouts' own mean win share, before it is shrunk toward 1 / players

    @property
    def text(self) -> str:
        """The move as the learner reads it, in the language in force."""
        return self.label.text

    @property
    def why(self) -> str:
        """The reasons as one line."""
        return _("; ").join(r.text for r in self.reasons)

    def estimate(self) -> str:
        """"win 54 % (48–60 %), 12.3 points (10.1–14.5)" in the language in force, or that it is not weighed yet."""
        if self.win is None or self.points is None:
            return _("not played out yet")
        return _("win {win} ({low}–{high}), {points} points ({plow}–{phigh})").format(
            win=_percent(self.win), low=f"{100 * (self.win_low or 0):.0f}", high=_percent(self.win_high or 0),
            points=f"{self.points:.1f}", plow=f"{self.points_low or 0:.1f}", phigh=f"{self.points_high or 0:.1f}")

    def __str__(self) -> str:
        return f"{self.text} — {self.estimate()} — {self.why}"

    def to_dict(self) -> dict[str, Any]:
        """Plain data for a front end: the label in the language in force, the moves in notation, the figures."""
        return {"label": self.text, "moves": [str(m) for m in self.moves], "group": self.group,
                "samples": self.samples, "win": self.win, "win_low": self.win_low, "win_high": self.win_high,
                "points": self.points, "points_low": self.points_low, "points_high": self.points_high,
                "reasons": [{"rule": r.rule, "text": r.phrase.text} for r in self.reasons], "asked": self.asked}


@dataclass(frozen=True)
class Advice:
    """The coach's answer so far: ``moves`` best first (at most the coach's ``top``, plus any move asked about),
    how much work it rests on, and whether the coach has finished."""

    seat: int
    player: str
    moves: tuple[CoachMove, ...]
    rounds: int
    planned: int
    progress: float
    done: bool

    @property
    def best(self) -> CoachMove:
        return self.moves[0]

    def find(self, moves: Sequence[Any] | Any) -> CoachMove | None:
        """The ranked move whose engine moves begin with ``moves`` (a move or a sequence of them), if weighed."""
        wanted = tuple(str(m) for m in (moves if isinstance(moves, (list, tuple)) else [moves]))
        for m in self.moves:  # the very move first (a move asked about), then a line it begins or that begins it
            if tuple(str(x) for x in m.moves) == wanted:
                return m
        for m in self.moves:
            mine = tuple(str(x) for x in m.moves)
            if mine[: len(wanted)] == wanted or wanted[: len(mine)] == mine:
                return m
        return None

    def compare(self, moves: Sequence[Any] | Any) -> str:
        """How a move the learner picked compares with the best, in words: "−12 % win chance against <best>"."""
        found = self.find(moves)
        if found is None or found.win is None or self.best.win is None:
            return _("the coach has not weighed this move yet")
        if found is self.best:
            return _("this is the coach's best move")
        gap = found.win - self.best.win
        return _("{gap} win chance against {best}").format(gap=f"{100 * gap:+.0f} %".replace("-", "−"),
                                                          best=self.best.text)

    def __str__(self) -> str:
        head = _("Coach for {player}: {rounds} samples ({progress} done)").format(
            player=self.player, rounds=self.rounds, progress=_percent(self.progress))
        return "\n".join([head, *(f"{k}. {m}" for k, m in enumerate(self.moves, start=1))])

    def _repr_html_(self) -> str:
        rows = []
        for k, m in enumerate(self.moves, start=1):
            win = "" if m.win is None else (f"{_percent(m.win)} <small>({100 * (m.win_low or 0):.0f}–"
                                            f"{_percent(m.win_high or 0)})</small>")
            pts = "" if m.points is None else (f"{m.points:.1f} <small>({m.points_low or 0:.1f}–"
                                               f"{m.points_high or 0:.1f})</small>")
            reasons = "<br>".join(esc(r.text) for r in m.reasons)
            rows.append(f"<tr><td>{k}</td><td>{esc(m.text)}</td><td>{win}</td><td>{pts}</td>"
                        f"<td>{m.samples}</td><td>{reasons}</td></tr>")
        head = "".join(f"<th>{esc(h)}</th>" for h in
                       ("", _("move"), _("win chance"), _("final points"), _("samples"), _("why")))
        caption = esc(_("Coach for {player}: {rounds} samples ({progress} done)").format(
            player=self.player, rounds=self.rounds, progress=_percent(self.progress)))
        return (f"<table class='arkwidgets-coach'><caption>{caption}</caption><tr>{head}</tr>"
                + "".join(rows) + "</table>")

    def to_dicts(self) -> list[dict[str, Any]]:
        return [m.to_dict() for m in self.moves]


def board_marks(advice: Advice | None, game: Any, limit: int) -> dict[str, int]:
    """The board's marks for the coach's first ``limit`` moves: each place a move plays at → its rank (1: the best),
    a place two moves share keeping the better rank; what each game's ``render(…, coach=…)`` draws. Empty without
    advice. The places come from the moves the coach ranked, so they hold nothing the seat's view does not."""
    if advice is None:
        return {}
    where = coaching_for(game)
    marks: dict[str, int] = {}
    for rank, move in enumerate(advice.moves[:limit], start=1):
        for place in where.places(game, move.moves):
            marks.setdefault(place, rank)
    return marks


# ------------------------------------------------------------------------------------------------ the coach
@dataclass
class _Tally:
    line: Line
    asked: bool = False
    reasons: tuple[Reason, ...] = ()
    n: int = 0
    win: float = 0.0
    points: float = 0.0
    points_sq: float = 0.0
    value: float = 0.0
    wins: dict[int, float] = field(default_factory=dict)  # the win share of each round played, by round

    def add(self, outcome: Outcome, round_: int) -> None:
        self.wins[round_] = outcome.win
        self.n += 1
        self.win += outcome.win
        self.points += outcome.points
        self.points_sq += outcome.points * outcome.points
        self.value += outcome.value

    def key(self) -> tuple[float, float]:
        """Rank: the mean value once played out (before that, below every weighed move), then the policy's prior."""
        return (self.value / self.n if self.n else -math.inf, self.line.prior)

    def answer(self, chance: float = 0.0, strength: float = 0.0, slope: float = 1.0) -> CoachMove:
        """The move's estimates so far; the win chance shown is :func:`honest` (shrunk toward ``chance``, the
        constant guess 1 / players, with a prior worth ``strength`` playouts, then stretched by ``slope`` in
        log-odds), its interval too."""
        line = self.line
        if not self.n:
            return CoachMove(line.label, line.moves, line.group, line.prior, reasons=self.reasons, asked=self.asked)
        win, low, high = honest(self.win, self.n, chance, strength, slope)
        mean, plow, phigh = mean_interval(self.points, self.points_sq, self.n)
        return CoachMove(line.label, line.moves, line.group, line.prior, self.n, win, low, high, mean,
                         plow, phigh, self.value / self.n, self.reasons, self.asked, self.win / self.n)


class Coach:
    """The coach at one position, for the seat to act (see the module's docstring).

    ``rounds``: how many samples every candidate is played out on (the planned work; :attr:`progress` counts it);
    ``candidates``: how many moves the game's policy proposes (the coach ranks them); ``top``: how many an answer
    shows; ``also``: moves to weigh whatever the policy thinks (a learner's choice, the move a review looks at),
    each a move or the sequence of engine moves of one learner's move; ``explain=False`` skips the reasons (a bot
    needs none). Deterministic for a seed.

    The game is copied: the caller may go on playing while the coach thinks.
    """

    def __init__(self, game: Any, seat: int | None = None, *, rounds: int = 32, seed: int = 0, candidates: int = 5,
                 top: int = 5, also: Iterable[Any] = (), coaching: Coaching | None = None, explain: bool = True):
        if game.phase == "over":
            raise GameError("the game is over: there is no move to coach")
        if seat is None:
            seat = game.current_index
        if seat != game.current_index:
            raise ValueError(f"the coach advises the seat to act ({game.current_index}), not seat {seat}")
        for name, number in (("rounds", rounds), ("candidates", candidates), ("top", top)):
            if isinstance(number, bool) or not isinstance(number, int) or number < 1:
                raise ValueError(f"{name} must be a whole number ≥ 1, got {number!r}")
        self.seat: int = seat
        self.seed = seed
        self.rounds = rounds
        self.candidates = candidates
        self.top = top
        self.explain = explain
        self.coaching = coaching if coaching is not None else coaching_for(game)
        self._game = game.copy()
        self._seen = game.seen_by(seat)  # everything the coach proposes and explains comes from the seat's view
        self._player = str(game.names[seat])
        #: The constant guess the shown win chance is shrunk toward (:func:`constant_guess`), and how many playouts
        #: the prior is worth and the slope in log-odds after it (the adapter's ``prior_strength`` and ``slope``; 0
        #: and 1 show the playouts' plain mean: :func:`honest`).
        self.chance = constant_guess(len(game.names))
        self.strength = float(getattr(self.coaching, "prior_strength", 0.0))
        self.slope = float(getattr(self.coaching, "slope", 1.0))
        self._asked = [m if isinstance(m, (list, tuple)) else (m,) for m in also]
        self._tallies: list[_Tally] = []
        self._rounds_done = 0
        self._stopped = False
        self._finished = False
        self._ready = False  # the candidates and their reasons are known
        self._work: Generator[None, None, None] = self._search()

    # ------------------------------------------------------------------------------------------ driving
    @property
    def done(self) -> bool:
        """Finished (every round played) or stopped."""
        return self._finished or self._stopped

    @property
    def progress(self) -> float:
        """How much of the planned work is done, from 0 to 1."""
        return 1.0 if self._finished else self._rounds_done / self.rounds

    @property
    def samples(self) -> int:
        """Rounds played so far: every candidate has been played out on this many samples."""
        return self._rounds_done

    def step(self, seconds: float = 0.005) -> bool:
        """Work for about ``seconds`` (at least one piece: a playout move, a sample, a candidate weighed); returns
        whether work is left. A widget's background task calls it in a loop and reads :meth:`best` in between."""
        if self.done:
            return False
        deadline = time.perf_counter() + seconds
        while True:
            try:
                next(self._work)
            except StopIteration:
                self._finished = True
                return False
            if time.perf_counter() >= deadline:
                return True

    def stop(self) -> None:
        """Stop thinking; :meth:`best` keeps the answer reached."""
        self._stopped = True
        self._work.close()

    def best(self, progress: float | None = None) -> Advice:
        """The answer so far: the candidates best first (at most ``top``, plus the moves asked about). Before the
        candidates are known it does the (short) work of finding them."""
        while not self._ready and not self.done:
            self.step(0.0)  # one piece at a time: the first answer is the policy's own, before any sample
        ranked = sorted(self._tallies, key=_Tally.key, reverse=True)
        shown = ranked[: self.top] + [t for t in ranked[self.top:] if t.asked]
        answers = tuple(t.answer(self.chance, self.strength, self.slope) for t in shown)
        return Advice(self.seat, self._player, answers, self._rounds_done, self.rounds,
                      self.progress if progress is None else progress, self._finished)

    def run(self, seconds: float | None = None,
            progress: Callable[[float, Advice], None] | None = None, every: float = 0.25) -> Advice:
        """Work until done (or for at most ``seconds``); ``progress(fraction, advice)`` is called about every
        ``every`` seconds of work. Returns the final answer."""
        last: Advice | None = None
        for last in self.answers(seconds, every):
            if progress is not None:
                progress(last.progress, last)
        assert last is not None
        return last

    def answers(self, seconds: float | None = None, every: float = 0.25) -> Iterator[Advice]:
        """Improving answers: the first as soon as the candidates are known (the policy's ranking), then one about
        every ``every`` seconds of work, and a last one when done, stopped or out of time (``seconds``)."""
        started = time.perf_counter()
        deadline = None if seconds is None else started + seconds

        def fraction() -> float:
            used = 0.0 if seconds is None or seconds <= 0 else (time.perf_counter() - started) / seconds
            return min(1.0, max(self.progress, used))

        yield self.best(fraction())
        while not self.done:
            stop_at = time.perf_counter() + every
            if deadline is not None:
                stop_at = min(stop_at, deadline)
            while self.step(min(0.01, every)) and time.perf_counter() < stop_at:
                pass  # at least one piece of work between two answers
            if deadline is not None and time.perf_counter() >= deadline:
                break
            if not self.done:
                yield self.best(fraction())
        yield self.best(1.0 if self._finished else fraction())

    def add(self, moves: Any) -> None:
        """Weigh ``moves`` too (a move or the engine moves of one learner's move): it is played out from the next
        round on and always shown."""
        line_moves = tuple(moves) if isinstance(moves, (list, tuple)) else (moves,)
        if self._tallies:
            self._include(line_moves)
        else:
            self._asked.append(line_moves)

    def difference(self, better: Any, worse: Any) -> tuple[float, float, int]:
        """How much more win chance the move ``better`` has than ``worse`` (each a move or the engine moves of one
        learner's move, both weighed), paired on the samples both were played out on: the mean difference, its
        standard error and the number of samples. Pairing removes most of the luck the two moves shared."""
        a, b = self._tally(better), self._tally(worse)
        common = sorted(set(a.wins) & set(b.wins))
        diffs = [a.wins[r] - b.wins[r] for r in common]
        n = len(diffs)
        if not n:
            return 0.0, math.inf, 0
        mean = sum(diffs) / n
        var = sum((d - mean) ** 2 for d in diffs) / (n - 1) if n > 1 else math.inf
        return mean, math.sqrt(var / n), n

    def _tally(self, moves: Any) -> _Tally:
        wanted = tuple(str(m) for m in (moves if isinstance(moves, (list, tuple)) else [moves]))
        for t in self._tallies:
            if tuple(str(m) for m in t.line.moves) == wanted:
                return t
        raise ValueError(f"the coach has not weighed {' '.join(wanted)}")

    # ------------------------------------------------------------------------------------------ the work
    def _include(self, moves: Sequence[Any]) -> None:
        line = self.coaching.line_of(self._seen.copy(), moves)
        for t in self._tallies:
            if t.line.moves == line.moves:
                t.asked = True
                return
        reasons = self.coaching.reasons(self._seen, line, self.seat) if self.explain else []
        tally = _Tally(line, asked=True, reasons=tuple(reasons))
        self._tallies.append(tally)

    def _search(self) -> Generator[None, None, None]:
        seat, coaching = self.seat, self.coaching
        lines = yield from coaching.lines(self._seen.copy(), seat, self.candidates)
        if not lines:
            raise GameError("the coach found no move to weigh")
        self._tallies = [_Tally(line) for line in lines]
        for moves in self._asked:
            self._include(moves)
            yield
        for tally in list(self._tallies) if self.explain else ():
            if not tally.reasons:
                tally.reasons = tuple(coaching.reasons(self._seen, tally.line, seat))
            yield
        self._ready = True
        rng = random.Random(self.seed)
        while self._rounds_done < self.rounds:
            sample_seed, roll_seed = rng.getrandbits(64), rng.getrandbits(64)
            sample = self._game.resample(seat, sample_seed, past=False)  # a playout never steps back
            yield
            played: list[tuple[_Tally, Outcome]] = []
            for tally in list(self._tallies):
                g = sample.copy()
                for move in tally.line.moves:
                    try:
                        g.play(move)
                    except GameError:  # the rest of the line depended on cards this sample deals otherwise
                        break
                played.append((tally, (yield from coaching.playout(g, seat, random.Random(roll_seed)))))
            # a round counts whole or not at all: stopped in the middle of one, every move is still weighed on the
            # same samples (an answer never compares a move played out once more than another)
            for tally, outcome in played:
                tally.add(outcome, self._rounds_done)
            self._rounds_done += 1


def coach(game: Any, seat: int | None = None, *, rounds: int = 32, seconds: float | None = None, seed: int = 0,
          candidates: int = 5, top: int = 5, also: Iterable[Any] = (),
          progress: Callable[[float, Advice], None] | None = None, coaching: Coaching | None = None) -> Advice:
    """The coach's answer for the seat to act: its best moves (at most ``top``), each with the win chance and its
    95 % interval, the expected final points and the reasons (see :class:`Coach` for the parameters; ``seconds``
    stops it early, ``progress(fraction, advice)`` hears how far it is)."""
    return Coach(game, seat, rounds=rounds, seed=seed, candidates=candidates, top=top, also=also,
                 coaching=coaching).run(seconds, progress)


# ------------------------------------------------------------------------------------------------ review
def mark_of(loss: float) -> str:
    """The mark of a move that lost ``loss`` win chance against the coach's best (:data:`MARKS`)."""
    for threshold, mark in MARKS:
        if loss >= threshold:
            return mark
    return GOOD


def mark_word(mark: str) -> str:
    """A mark in the language in force."""
    return _MARK_WORDS[mark]() if mark in _MARK_WORDS else mark


@dataclass(frozen=True)
class ReviewedMove:
    """One of the seat's moves: where it starts in ``game.moves`` (``index``; a timeline jumps there), the turn, the
    move played and the coach's best with their estimates, the win chance before (the coach's best) and after (the
    move played), and the mark by the win chance lost less one standard error (:func:`review`)."""

    index: int
    turn: int
    played: CoachMove
    best: CoachMove
    before: float
    after: float
    mark: str
    error: float = 0.0  # the standard error of the win chance lost (paired on the samples both moves shared)

    @property
    def loss(self) -> float:
        return max(0.0, self.before - self.after)

    def __str__(self) -> str:
        if self.played.moves == self.best.moves:
            line = _("turn {turn}: {played} — the coach's best ({win} win chance)").format(
                turn=self.turn, played=self.played.text, win=_percent(self.after))
        else:
            line = _("turn {turn}: {played} ({after}) — best {best} ({before})").format(
                turn=self.turn, played=self.played.text, after=_percent(self.after), best=self.best.text,
                before=_percent(self.before))
        return f"{line} — {mark_word(self.mark)}"

    def to_dict(self) -> dict[str, Any]:
        return {"index": self.index, "turn": self.turn, "played": self.played.to_dict(), "best": self.best.to_dict(),
                "before": self.before, "after": self.after, "loss": self.loss, "mark": self.mark}


class Review(list):
    """A list of :class:`ReviewedMove` with a :attr:`summary` in the language in force."""

    def __init__(self, seat: int, player: str, moves: Iterable[ReviewedMove] = ()):
        super().__init__(moves)
        self.seat = seat
        self.player = player

    def count(self, mark: str) -> int:
        """How many moves got ``mark``."""
        return sum(1 for m in self if m.mark == mark)

    @property
    def worst(self) -> ReviewedMove | None:
        """The move that lost the most win chance (None when none lost enough for a mark)."""
        marked = [m for m in self if m.mark != GOOD]
        return max(marked, key=lambda m: (m.loss, -m.index)) if marked else None

    @property
    def summary(self) -> str:
        """"2 mistakes and 1 inaccuracy; the biggest at turn 12: …" in the language in force."""
        if not self:
            return _("No move of {player} to review.").format(player=self.player)
        worst = self.worst
        if worst is None:
            return ngettext("No mistake in {n} move: its win chance was within 5 points of the coach's best.",
                            "No mistake in {n} moves: each one's win chance was within 5 points of the coach's best.",
                            len(self)).format(n=len(self))
        parts = []
        for mark, words in _MARK_COUNTS.items():
            n = self.count(mark)
            if n:
                parts.append(words(n).format(n=n))
        counted = parts[0] if len(parts) == 1 else _("{items} and {last}").format(
            items=_(", ").join(parts[:-1]), last=parts[-1])
        return _("{counted} in {n} moves; the biggest at turn {turn}: {played} instead of {best} "
                 "({loss} win chance).").format(counted=counted, n=len(self), turn=worst.turn,
                                                 played=worst.played.text, best=worst.best.text,
                                                 loss=f"−{100 * worst.loss:.0f} %")

    def __str__(self) -> str:
        return "\n".join([self.summary, *(str(m) for m in self)])

    def _repr_html_(self) -> str:
        rows = "".join(
            f"<tr><td>{m.turn}</td><td>{esc(m.played.text)}</td><td>{esc(m.best.text)}</td>"
            f"<td>{_percent(m.before)}</td><td>{_percent(m.after)}</td><td>{esc(mark_word(m.mark))}</td></tr>"
            for m in self)
        head = "".join(f"<th>{esc(h)}</th>" for h in (_("turn"), _("played"), _("coach's best"), _("before"),
                                                       _("after"), _("mark")))
        return (f"<p>{esc(self.summary)}</p><table class='arkwidgets-review'><tr>{head}</tr>{rows}</table>")

    def to_dicts(self) -> list[dict[str, Any]]:
        return [m.to_dict() for m in self]


def review(game: Any, seat: int, *, rounds: int = 16, seed: int = 0, candidates: int = 4, first: int = 0,
           last: int | None = None, progress: Callable[[int, int], None] | None = None,
           coaching: Coaching | None = None) -> Review:
    """Each of ``seat``'s moves (those with a choice; ``first``/``last`` slice them) weighed by the coach at the
    moment it was played: the coach's best move, the win chance before and after, and a mark (:data:`MARKS`).

    The mark is given by the win chance lost *less one standard error* of that loss (paired on the samples both
    moves were played out on), so that the luck of a few samples alone never marks a move: with few ``rounds``
    the review is cautious, with more it is sharper.

    The coach at each moment sees only what the seat knew then (the game is taken back to that moment and
    re-dealt for the seat). ``progress(done, total)`` hears how far the review is. ``rounds`` samples per move."""
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < len(game.names):
        raise ValueError(f"seat is a number from 0 to {len(game.names) - 1}, got {seat!r}")
    coaching = coaching if coaching is not None else coaching_for(game)
    spans = coaching.learner_moves(game, seat)[first:last]
    played = game.moves
    out = Review(seat, str(game.names[seat]))
    position = game.copy()
    at = len(played)
    results: list[ReviewedMove] = []
    for done, (start, length) in enumerate(reversed(spans)):
        while at > start:
            position.undo()
            at -= 1
        if progress is not None:
            progress(done, len(spans))
        if len(position.legal_moves()) < 2:
            continue
        moves = played[start:start + length]
        c = Coach(position, seat, rounds=rounds, seed=seed + start, candidates=candidates, top=candidates,
                  also=[moves], coaching=coaching)
        advice = c.run()
        mine, best = advice.find(moves), advice.best
        if mine is None or mine.win is None or best.win is None:
            continue
        if best.moves == mine.moves or best.win <= mine.win:
            results.append(ReviewedMove(start, coaching.turn(position), mine, mine, mine.win, mine.win, GOOD, 0.0))
            continue
        gap, error, n = c.difference(best.moves, mine.moves)
        # the gap on the scale of the win chances shown (:func:`honest_scale`), its error by the same factor
        shrunk = pulled(best.raw_win * best.samples, best.samples, c.chance, c.strength) \
            if best.raw_win is not None else best.win
        honesty = honest_scale(gap, n, shrunk, c.chance, c.strength, c.slope)
        gap, error = gap * honesty, error * honesty
        results.append(ReviewedMove(start, coaching.turn(position), mine, best, best.win, mine.win,
                                    mark_of(max(0.0, gap - error)), error))
    if progress is not None:
        progress(len(spans), len(spans))
    out.extend(reversed(results))
    return out

