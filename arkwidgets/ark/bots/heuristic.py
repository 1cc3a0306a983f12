"""Shared machinery of the bots: fast scoring on a raw state, the readable heuristic, candidates and their reports.

Everything here works on :class:`~arkwidgets.ark.state.State` objects built by
:meth:`~arkwidgets.ark.view.SeatView.determinize`, never on a real game's state, and the heuristic reads only what the
seat may see (its own pet, never another player's).
"""

from __future__ import annotations

import time
from dataclasses import dataclass

from ...markup import esc
from .. import card_play
from ..cards import TYPES
from ..moves import Draw, Move, Pass, Pet, Play
from ..scoring import shared_places
from ..state import Phase, State, Table

__all__ = ["Candidate", "Heuristic", "fast_result", "majority_floats"]

_N_TYPES = len(TYPES)


# --------------------------------------------------------------------------------------------- scoring
_MAJORITY_CACHE: dict[tuple[float, ...], list[float]] = {}


def majority_floats(counts: list[float] | tuple[float, ...]) -> list[float]:
    """E-2, E-3 with floats: points of each player on one scoring card (for heuristics; exact enough).

    Memoized: a game only ever shows a few hundred distinct rows of token counts. Do not modify the result."""
    key = tuple(counts)
    hit = _MAJORITY_CACHE.get(key)
    if hit is not None:
        return hit
    if len(_MAJORITY_CACHE) > 50_000:
        _MAJORITY_CACHE.clear()
    out = _MAJORITY_CACHE[key] = _majority(counts)
    return out


def _majority(counts: list[float] | tuple[float, ...]) -> list[float]:
    out = [0.0] * len(counts)
    for tied, prizes in shared_places(counts):
        for k in tied:
            out[k] = prizes / len(tied)
    return out


def fast_result(s: State) -> tuple[list[float], list[int]]:
    """Final totals (E-1 … E-4, pets included) and the winners (E-5 tie-break) of a finished state, fast.

    Totals are floats; winners are decided on exact integers (points × 60, which clears every shared prize).
    """
    n = len(s.hands)
    pets = s.pets
    totals60 = [60 * d for d in s.discs]
    for t in range(_N_TYPES):
        singles, stacks = s.singles[t], s.stacks[t]
        counts = [2 * singles[q] + 3 * stacks[q] for q in range(n)]  # half-tokens: exact
        for q in range(n):
            pet = pets[q]
            if pet is not None and pet.type_index == t:
                counts[q] += 2
        for tied, prizes in shared_places(counts):
            for k in tied:
                totals60[k] += prizes * 60 // len(tied)
    best = max(totals60)
    leaders = [q for q in range(n) if totals60[q] == best]
    if len(leaders) > 1:
        animals = {q: sum(1 for c in s.hands[q] if c.is_animal) for q in leaders}
        fewest = min(animals.values())
        leaders = [q for q in leaders if animals[q] == fewest]
    return [t / 60 for t in totals60], leaders




# --------------------------------------------------------------------------------------------- candidates
@dataclass(frozen=True)
class Candidate:
    """One candidate move with its estimated value and a short reason (what ``explain``/``evaluate`` return).

    ``value`` is the bot's own score for the move (heuristic points for GreedyBot, estimated win share plus a
    small margin term for the search bot). ``win`` and ``points`` (with 95 % intervals) are filled in when the move
    was played out (search bot, :func:`arkwidgets.evaluate`).
    """

    move: Move
    value: float
    reason: str
    win: float | None = None
    win_low: float | None = None
    win_high: float | None = None
    points: float | None = None
    points_low: float | None = None
    points_high: float | None = None
    playouts: int = 0

    def __str__(self) -> str:
        parts = [f"{self.move!s:<38}"]
        if self.win is not None:
            parts.append(f"win {100 * self.win:5.1f}% [{100 * self.win_low:4.1f}–{100 * self.win_high:4.1f}]")  # type: ignore[operator]
        if self.points is not None:
            spread = (self.points_high - self.points) if self.points_high is not None else 0
            parts.append(f"points {self.points:5.1f} ±{spread:.1f}")
        if self.win is None:
            parts.append(f"value {self.value:+6.2f}")
        parts.append(f"— {self.reason}")
        return "  ".join(parts)

    def _repr_html_(self) -> str:
        return _table_html([self])

    def to_dict(self) -> dict[str, object]:
        """Plain data (the move as its notation) for a front end or JSON."""
        out: dict[str, object] = {"move": str(self.move), "value": self.value, "reason": self.reason}
        if self.win is not None:
            out.update(
                win=self.win, win_low=self.win_low, win_high=self.win_high,
                points=self.points, points_low=self.points_low, points_high=self.points_high, playouts=self.playouts,
            )
        return out


def _table_html(candidates: list[Candidate]) -> str:
    played = any(c.win is not None for c in candidates)
    head = "<tr><th>move</th>" + ("<th>win</th><th>points</th><th>playouts</th>" if played else "<th>value</th>")
    head += "<th>why</th></tr>"
    rows = []
    for c in candidates:
        cells = [f"<td><code>{esc(str(c.move))}</code></td>"]
        if played:
            if c.win is not None:
                low, high = c.win_low or 0.0, c.win_high or 0.0
                cells.append(f"<td>{100 * c.win:.1f}% <small>({100 * low:.1f}–{100 * high:.1f})</small></td>")
                cells.append(f"<td>{c.points:.1f} <small>({c.points_low:.1f}–{c.points_high:.1f})</small></td>")
                cells.append(f"<td>{c.playouts}</td>")
            else:
                cells.append("<td></td><td></td><td></td>")
        else:
            cells.append(f"<td>{c.value:+.2f}</td>")
        cells.append(f"<td>{esc(c.reason)}</td>")
        rows.append("<tr>" + "".join(cells) + "</tr>")
    return "<table class='arkwidgets-candidates'>" + head + "".join(rows) + "</table>"


class Candidates(list):
    """A list of :class:`Candidate` that prints as a table (text or HTML in a notebook)."""

    def __str__(self) -> str:
        return "\n".join(f"{k}. {c}" for k, c in enumerate(self, start=1))

    def _repr_html_(self) -> str:
        return _table_html(list(self))

    def to_dicts(self) -> list[dict[str, object]]:
        return [c.to_dict() for c in self]


# --------------------------------------------------------------------------------------------- heuristic
#: Worth of one card in hand, by rain cards drawn (a card is a future token; late cards may never be played).
CARD_VALUE = (1.6, 1.5, 1.3, 1.1, 0.8, 0.0)
#: Slow and food cards cannot be played in the final round (F-3): worth less as the end approaches.
SOLO_FACTOR = (1.0, 1.0, 0.9, 0.75, 0.5, 0.0)
CARD_QUALITY = 0.1  # plus this share of what one more token of the card's type would earn now
TILT_PENALTY = 0.35  # per step of |tilt|: less room for the next heavy card on that side
NO_DISC_PENALTY = 1.0  # no disc: no new cabin (P-7), so fewer places to play
LEADER_WEIGHT = 0.6  # how much the best opponent's points count against us (the rest: the opponents' mean)


class Heuristic:
    """The readable evaluation behind :class:`GreedyBot`, from one seat's point of view.

    value = my points if the game ended now (majorities E-2/E-3 with my own pet, discs E-4)
            − (0.6 · the best opponent's points + 0.4 · the opponents' mean)
            + the worth of my hand (per card, falling as rain cards appear; slow and food worth less near the end)
            − 0.35 · |tilt|  − 1 if I have no disc in normal play.
    Other players' pets are unknown and left out.
    """

    def __init__(self, table: Table, seat: int):
        self.table = table
        self.seat = seat

    def counts(self, s: State) -> list[list[float]]:
        out: list[list[float]] = []
        for singles, stacks in zip(s.singles, s.stacks, strict=True):
            out.append([a + 1.5 * b for a, b in zip(singles, stacks, strict=True)] if any(stacks) else list(singles))
        pet = s.pets[self.seat]
        if pet is not None:
            out[pet.type_index][self.seat] += 1
        return out

    def points(self, s: State) -> tuple[list[float], list[list[float]]]:
        """Everybody's points if the game ended now (own pet only), and the per-card points [type][player]."""
        per = [majority_floats(row) for row in self.counts(s)]
        pts = [float(d) for d in s.discs]
        for row in per:
            pts = [a + b for a, b in zip(pts, row, strict=False)]
        return pts, per

    def hand_worth(self, s: State, extra_unknown: int = 0, counts: list[list[float]] | None = None) -> float:
        if s.phase in {Phase.FINAL, Phase.OVER}:
            return -0.01 * sum(1 for c in s.hands[self.seat] if c.is_animal)  # E-5 tie-break only
        r = min(s.rain, 5)
        base = CARD_VALUE[r]
        worth = 0.0
        me = self.seat
        gain: dict[int, float] = {}
        if counts is None:
            counts = self.counts(s)
        for c in s.hands[me]:
            worth += base * (SOLO_FACTOR[r] if c.solo else 1.0)
            if CARD_QUALITY:
                t = c.type_index
                if t not in gain:  # what one more token of this type would earn me now
                    row = counts[t]
                    more = list(row)
                    more[me] += 1
                    gain[t] = majority_floats(more)[me] - majority_floats(row)[me]
                worth += CARD_QUALITY * gain[t]
        worth += extra_unknown * base * 0.9
        return worth

    def value(self, s: State, extra_unknown: int = 0) -> float:
        pts, _ = self.points(s)
        return self.value_from(s, pts, extra_unknown)

    def value_from(self, s: State, pts: list[float], extra_unknown: int = 0) -> float:
        me = self.seat
        others = [pts[q] for q in range(len(pts)) if q != me]
        v = pts[me] - LEADER_WEIGHT * max(others) - (1 - LEADER_WEIGHT) * sum(others) / len(others)
        v += self.hand_worth(s, extra_unknown)
        if s.phase != Phase.FINAL:
            v -= TILT_PENALTY * abs(s.ark.tilt)
            if s.discs[me] == 0:
                v -= NO_DISC_PENALTY
        return v

    # -- moves
    def after(self, s: State, move: Move) -> tuple[State, int]:
        """The state right after ``move`` as far as the seat can foresee it (no deck card turned over), and the
        number of unknown cards it would receive (a draw's top card)."""
        t = s.copy()
        p = self.seat
        if isinstance(move, Draw):
            t.hands[p].append(t.display.pop(move.slot - 1))
            return t, 1
        if isinstance(move, Play):
            for pl in move.placements:
                card_play.apply_placement(self.table, t, p, pl, None)
            return t, 0
        if isinstance(move, Pet):
            if move.card is not None:
                c = self.table.deck.card(move.card)
                t.hands[p].remove(c)
                t.pets[p] = c
            return t, 0
        if isinstance(move, Pass) and s.phase == Phase.FINAL:
            t.passed[p] = True
        return t, 0

    def rank(self, s: State, moves: list[Move], deadline: float | None = None) -> list[tuple[float, Move, State, int]]:
        """Moves with their heuristic values, best first (ties keep the order of ``moves``: deterministic). With a
        ``deadline`` (a ``time.perf_counter()`` value), the moves not weighed by then are left out (the first one is
        always weighed)."""
        scored = []
        for k, m in enumerate(moves):
            if deadline is not None and k and time.perf_counter() >= deadline:
                break
            t, extra = self.after(s, m)
            scored.append((self.value(t, extra), -k, m, t, extra))
        scored.sort(key=lambda x: (x[0], x[1]), reverse=True)
        return [(v, m, t, extra) for v, _, m, t, extra in scored]

    def reason(self, before: State, after: State, move: Move, extra: int) -> str:
        """A short sentence on what the move changes, with the rule ids behind it."""
        me = self.seat
        if isinstance(move, Pass):
            return (
                "pass (F-2): no card is worth an action disc any more"
                if before.phase == Phase.FINAL
                else "nothing else is legal (D-7)"
            )
        _pts0, per0 = self.points(before)
        _pts1, per1 = self.points(after)
        bits: list[str] = []
        for t in range(_N_TYPES):
            d = per1[t][me] - per0[t][me]
            if abs(d) > 1e-9:
                c0 = self.counts(before)[t]
                c1 = self.counts(after)[t]
                lead = " (takes the lead)" if c1[me] > max(c1[q] for q in range(len(c1)) if q != me) >= c0[me] else ""
                tie = " (ties for first)" if not lead and c1[me] == max(c1) and c0[me] < max(c0) else ""
                bits.append(f"{TYPES[t]} {d:+.1f}{lead}{tie}")
        if not bits and isinstance(move, Play):
            bits.append("no majority changes now")
        dd = after.discs[me] - before.discs[me]
        if dd:
            bits.append(f"discs {dd:+d} (E-4)")
        hand0, hand1 = len(before.hands[me]), len(after.hands[me]) + extra
        if isinstance(move, Draw):
            c = before.display[move.slot - 1]
            bits.insert(0, f"hand {hand0}→{hand1}: takes {c.id} and the top card (T-1)")
        elif isinstance(move, Pet):
            if move.card is None:
                if any(c.can_be_pet for c in before.hands[me]):
                    return "no pet: keeps every card in hand for the ark"
                return "no pet: no card in hand may be a pet (R-2)"
            bits.insert(0, f"{move.card} as a secret pet scores a {self.table.deck.card(move.card).type} token (R-4)")
        elif hand1 != hand0 - len(move.placements) if isinstance(move, Play) else False:
            bits.append("takes a display card (P-7)")
        if isinstance(move, Play) and before.phase != Phase.FINAL:
            tilt = after.ark.tilt
            if abs(tilt) == 2:
                bits.append(f"tilt {tilt:+d}: no room left on that side (P-3)")
        return "; ".join(bits)


def public_base(view) -> State:
    """A fixed determinization of a view, for what does not depend on hidden cards (legal moves, heuristics)."""
    import random

    return view.determinize(random.Random(0))
