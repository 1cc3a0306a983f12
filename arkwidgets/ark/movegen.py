"""Move generation: every legal move, or one uniformly random legal move without listing them all.

Both rest on one picture. For each card in hand and each target (the existing cabins and the two new-cabin
places), the *options* are the choices that may go with it: whom to evict (and, for an evicted chimpanzee, which
token to boost), the chimpanzee's boost, the display card taken for a new cabin, the fox's or dinosaur's ``plain``.
Every candidate is then judged by :func:`arkwidgets.ark.turns.judge_candidate` in fast mode, the same code that judges
a typed move, so "listed" and "accepted" can never disagree.

Random moves use rejection sampling. The candidates of a position are numbered as *cells* (targets that are
certainly illegal are left out); a cell is drawn uniformly and kept only if it is legal. For a uniform move, the
legal first cards are found (one pass over the single cells), each first card that allows a second weighs the
number of cells of the position it leaves, and a draw over all that is kept when its second card is legal: the
two-card combinations are never enumerated. Every legal move owns exactly one cell and every cell is equally likely, so
accepted moves are exactly uniform (up to the 2⁻⁵³ granularity of ``random()``).
"""

from __future__ import annotations

import random
from bisect import bisect_right
from collections.abc import Iterator
from typing import Any

from .card_play import BOOST_CHOICES, Candidate, apply_placement, judge_candidate, pet_problem
from .cards import Card
from .moves import Draw, Move, Pass, Pet, Placement, Play
from .positions import TILT_LIMIT, cabin_id, parse_cabin
from .state import Phase, State, Table

__all__ = [
    "can_play_anything", "candidate_count", "legal_moves", "legal_placements", "random_move", "random_placement",
    "random_turn",
]

# Evict/boost options: (evicted card id, boost, plain declines the evicted dinosaur's stack (D-12 as revised)).
EB = tuple[str | None, str | None, bool]
_NONE_EB: tuple[EB, ...] = ((None, None, False),)
_CHIMP_EB: tuple[EB, ...] = tuple((None, b, False) for b in BOOST_CHOICES)
_NO_TAKE: tuple[str | None, ...] = (None,)
_PLAIN1 = (False,)
_PLAIN2 = (False, True)
_MAX_TRIES = 400


def _below(rng: random.Random, n: int) -> int:
    """A uniform whole number in [0, n): ``int(random() * n)``, which is several times cheaper than
    ``randrange`` and uniform to within n / 2**53 (far below anything a game can show)."""
    return int(rng.random() * n)


def _options(s: State, c: Card, h: int, i: int) -> tuple[tuple[Any, ...], tuple[Any, ...], tuple[Any, ...]]:
    """The option lists (evict/boost pairs, takes, plains) of card ``c`` aimed at half ``h``, position ``i``."""
    n = len(s.ark.halves[h])
    plains = _PLAIN2 if c.declinable else _PLAIN1
    ability = c.ability
    if i == n:
        takes = tuple(x.id for x in s.display) if (s.phase == Phase.PLAY and s.display) else _NO_TAKE
        eb = _CHIMP_EB if ability == "chimpanzee" else _NONE_EB
        return eb, takes, plains
    if ability == "chimpanzee":
        return _CHIMP_EB, _NO_TAKE, plains
    if c.evictor:
        pairs: list[EB] = [(None, None, False)]
        for x in s.ark.halves[h][i]:
            if x.ability == "chimpanzee":
                pairs.extend((x.id, b, False) for b in BOOST_CHOICES)
            elif x.ability == "dinosaur":
                pairs.extend(((x.id, None, False), (x.id, None, True)))
            else:
                pairs.append((x.id, None, False))
        return tuple(pairs), _NO_TAKE, plains
    return _NONE_EB, _NO_TAKE, plains


class _Cells:
    """The candidate placements of some cards in one state, as a numbered list of cells.

    Targets that are certainly illegal are left out (a full cabin without an eviction, a cabin where the card meets
    a climate or food clash without an eviction (:meth:`Ark.open_to`), a weight that tips the tilt off the track, a
    new cabin without a disc to pay for it), so sampling rarely wastes a try; every other candidate owns exactly
    one cell and is judged by every rule.
    """

    __slots__ = ("state", "entries", "ends", "total")

    def __init__(self, s: State, cards: list[Card]):
        self.state = s
        halves = s.ark.halves
        tilt = s.ark.tilt
        final = s.phase == Phase.FINAL
        can_open = s.discs[s.current] >= (2 if final else 1)
        takes_open = tuple(x.id for x in s.display) if (not final and s.display) else _NO_TAKE
        ark = s.ark
        # Entries: (card, half, positions, evict/boost pairs, takes, plains, cells per position).
        entries: list[tuple[Any, ...]] = []
        ends: list[int] = []
        total = 0
        for c in cards:
            w = c.weight
            ability = c.ability
            plains = _PLAIN2 if c.declinable else _PLAIN1
            evictor = c.evictor
            chimp = ability == "chimpanzee"
            open_to = () if evictor else ark.open_to(c)
            for h in (0, 1):
                fits = (tilt + w <= TILT_LIMIT) if h == 0 else (tilt - w >= -TILT_LIMIT)
                if evictor:
                    for i in range(len(halves[h])):
                        eb = _options(s, c, h, i)[0]
                        if not fits:
                            eb = eb[1:]  # only an eviction can keep the tilt on the track
                        per = len(eb) * len(plains)
                        if per:
                            total += per
                            entries.append((c, h, (i,), eb, _NO_TAKE, plains, per))
                            ends.append(total)
                elif fits and open_to[h]:
                    eb = _CHIMP_EB if chimp else _NONE_EB
                    per = len(eb) * len(plains)
                    total += per * len(open_to[h])
                    entries.append((c, h, open_to[h], eb, _NO_TAKE, plains, per))
                    ends.append(total)
                if fits and can_open:
                    eb = _CHIMP_EB if chimp else _NONE_EB
                    per = len(eb) * len(takes_open) * len(plains)
                    total += per
                    entries.append((c, h, (len(halves[h]),), eb, takes_open, plains, per))
                    ends.append(total)
        self.entries = entries
        self.ends = ends
        self.total = total

    def cell(self, r: int) -> tuple[Card, int, int, Card | None, str | None, str | None, bool]:
        """The candidate at cell ``r``: (card, half, position, evicted card, boost, take, plain)."""
        k = bisect_right(self.ends, r)
        c, h, positions, eb, takes, plains, per = self.entries[k]
        r -= self.ends[k - 1] if k else 0
        slot, r = divmod(r, per)
        i = positions[slot]
        e = eb[r % len(eb)]
        rest = r // len(eb)
        target = None
        if e[0] is not None:
            for x in self.state.ark.halves[h][i]:
                if x.id == e[0]:
                    target = x
        return c, h, i, target, e[1], takes[rest % len(takes)], plains[rest // len(takes)] or e[2]

    def __iter__(self) -> Iterator[tuple[Card, int, int, Card | None, str | None, str | None, bool]]:
        for r in range(self.total):
            yield self.cell(r)


def _placement(cell: tuple[Any, ...]) -> Placement:
    c, h, i, target, boost, take, plain = cell
    return Placement.trusted(c.id, cabin_id(h, i), target.id if target is not None else None, boost, take, plain)


def _legal(table: Table, s: State, cell: tuple[Any, ...], first_cabin: tuple[int, int] | None) -> bool:
    c, h, i, target, boost, take, plain = cell
    return not judge_candidate(Candidate(table, s, s.current, c, h, i, target, boost, take, plain, first_cabin), True)


def _playable(s: State, cards: list[Card]) -> list[Card]:
    """Cards that may be placed now: not slow or food in the final round, nothing without a disc there."""
    if s.phase == Phase.FINAL:
        return [c for c in cards if not c.solo] if s.discs[s.current] >= 1 else []
    return cards


def candidate_count(s: State, cards: list[Card] | None = None) -> int:
    """How many candidate placements :func:`legal_placements` judges for these cards (the player's hand by
    default): the work of listing them, counted before any is judged. Every legal placement is one of them."""
    return _Cells(s, _playable(s, s.hands[s.current] if cards is None else cards)).total


def legal_placements(
    table: Table,
    s: State,
    cards: list[Card] | None = None,
    first_cabin: tuple[int, int] | None = None,
    limit: int | None = None,
) -> list[Placement]:
    """Every legal single placement for the player to act (optionally only of some cards). With ``limit``, only
    the first ``limit`` candidates (in this same order, see :func:`candidate_count`) are judged: the bots' bounded
    share of a huge position."""
    cells = _Cells(s, _playable(s, s.hands[s.current] if cards is None else cards))
    rows = iter(cells) if limit is None else (cells.cell(r) for r in range(min(max(0, limit), cells.total)))
    return [_placement(cell) for cell in rows if _legal(table, s, cell, first_cabin)]


def can_play_anything(table: Table, s: State) -> bool:
    return any(_legal(table, s, cell, None) for cell in _Cells(s, _playable(s, s.hands[s.current])))


def legal_moves(table: Table, s: State) -> list[Move]:
    """Every legal move for the player to act, and nothing else."""
    p = s.current
    if s.phase == Phase.OVER:
        return []
    if s.phase == Phase.PETS:
        pets: list[Move] = [Pet(c.id) for c in s.hands[p] if pet_problem(table, s, p, c.id) is None]
        return [*pets, Pet(None)]
    moves: list[Move] = []
    if s.phase == Phase.FINAL:
        moves.extend(Play((pl,)) for pl in legal_placements(table, s))
        moves.append(Pass())
        return moves
    moves.extend(Draw(k) for k in range(1, len(s.display) + 1))
    for first in legal_placements(table, s):
        moves.append(Play((first,)))
        c = table.deck.card(first.card)
        if c.solo:
            continue
        scratch = s.copy()
        apply_placement(table, scratch, p, first, None)
        seconds = [x for x in scratch.hands[p] if not x.solo]
        for second in legal_placements(table, scratch, seconds, parse_cabin(first.cabin)):
            moves.append(Play((first, second)))
    if not moves:
        moves.append(Pass())  # D-7
    return moves


# ------------------------------------------------------------------------------------------------ sampling
def _sample(
    table: Table, s: State, cells: _Cells, rng: random.Random, first_cabin: tuple[int, int] | None = None
) -> Placement | None:
    """A uniformly random legal placement among ``cells`` (rejection sampling, then enumeration)."""
    if not cells.total:
        return None
    for _ in range(_MAX_TRIES):
        cell = cells.cell(_below(rng, cells.total))
        if _legal(table, s, cell, first_cabin):
            return _placement(cell)
    legal = [cell for cell in cells if _legal(table, s, cell, first_cabin)]
    return _placement(rng.choice(legal)) if legal else None


def random_move(table: Table, s: State, rng: random.Random) -> Move | None:
    """A uniformly random legal move for the player to act (None when the game is over)."""
    p = s.current
    if s.phase == Phase.OVER:
        return None
    if s.phase == Phase.PETS:
        return rng.choice(legal_moves(table, s))
    hand = s.hands[p]
    if s.phase == Phase.FINAL:
        cells = _Cells(s, _playable(s, hand))
        for _ in range(_MAX_TRIES):
            r = _below(rng, cells.total + 1)
            if r == cells.total:
                return Pass()
            cell = cells.cell(r)
            if _legal(table, s, cell, None):
                return Play((_placement(cell),))
        return rng.choice(legal_moves(table, s))
    # Normal play. Draws and legal single placements weigh 1 each; every legal first card that allows a second
    # weighs the number of candidate cells of the position it leaves (a superset of its legal second cards).
    # A uniform draw over that mass is accepted when it lands on a legal move: every legal move owns exactly one
    # cell, so accepted moves are uniform, and only the second card is ever rejected.
    draws = len(s.display)
    singles = [cell for cell in _Cells(s, hand) if _legal(table, s, cell, None)]
    seconds: list[tuple[Placement, State, _Cells, tuple[int, int]]] = []
    ends: list[int] = []
    mass = draws + len(singles)
    for cell in singles:
        if cell[0].solo:
            continue
        first = _placement(cell)
        scratch = s.copy()
        apply_placement(table, scratch, p, first, None)
        grid = _Cells(scratch, [c for c in scratch.hands[p] if not c.solo])
        if grid.total:
            mass += grid.total
            seconds.append((first, scratch, grid, (cell[1], cell[2])))
            ends.append(mass)
    if mass == 0:
        return Pass()  # D-7: nothing to draw and nothing to play
    base = draws + len(singles)
    while True:  # terminates: draws and singles are always accepted, and some cell is legal whenever mass > 0
        r = _below(rng, mass)
        if r < draws:
            return Draw(r + 1)
        if r < base:
            return Play((_placement(singles[r - draws]),))
        k = bisect_right(ends, r)
        first, scratch, grid, first_cabin = seconds[k]
        cell = grid.cell(r - (ends[k - 1] if k else base))
        if _legal(table, scratch, cell, first_cabin):
            return Play((first, _placement(cell)))


def random_placement(table: Table, s: State, rng: random.Random) -> Play | None:
    """A uniformly random legal one-card play for the player to act, or None if there is none."""
    if s.phase not in ("play", "final"):
        return None
    pl = _sample(table, s, _Cells(s, _playable(s, s.hands[s.current])), rng)
    return Play((pl,)) if pl is not None else None


def random_turn(table: Table, s: State, rng: random.Random) -> Move | None:
    """A cheap random policy for bots, one uniform decision at a time.

    In normal play: uniformly one of the draws or legal first placements; after a first card that allows a second,
    a coin decides whether to add a uniformly random legal second card. In the pets phase and the final round:
    uniform among the legal moves (pass included). It is not uniform over whole moves (see :func:`random_move`),
    but it plays natural games — draws and plays mixed — at a fraction of the cost.
    """
    p = s.current
    if s.phase == Phase.OVER:
        return None
    if s.phase != Phase.PLAY:
        return random_move(table, s, rng)
    draws = len(s.display)
    singles = _Cells(s, s.hands[p])
    total = draws + singles.total
    if not total:
        return random_move(table, s, rng)
    first: Placement | None = None
    for _ in range(_MAX_TRIES):
        r = _below(rng, total)
        if r < draws:
            return Draw(r + 1)
        cell = singles.cell(r - draws)
        if _legal(table, s, cell, None):
            first = _placement(cell)
            break
    else:
        legal = [cell for cell in singles if _legal(table, s, cell, None)]
        r = _below(rng, draws + len(legal)) if draws + len(legal) else -1
        if r < 0:
            return random_move(table, s, rng)
        if r < draws:
            return Draw(r + 1)
        first = _placement(legal[r - draws])
    c = table.deck.card(first.card)
    if c.solo or rng.random() < 0.5:
        return Play((first,))
    scratch = s.copy()
    apply_placement(table, scratch, p, first, None)
    cells = _Cells(scratch, [x for x in scratch.hands[p] if not x.solo])
    second = _sample(table, scratch, cells, rng, parse_cabin(first.cabin))
    return Play((first, second)) if second is not None else Play((first,))
