"""Move generation: every legal move, or one uniformly random legal move without listing them all.

Both rest on one picture. For each card in hand and each target (the existing cabins and the two new-cabin
places), the *options* are the choices that may go with it: whom to evict (and, for an evicted chimpanzee, which
token to boost), the chimpanzee's boost, the display card taken for a new cabin, the fox's or dinosaur's ``plain``.
Every candidate is then judged by :func:`arkwidgets.turns.judge_placement`, the same code that judges a typed
move, so "listed" and "accepted" can never disagree.

Random moves use rejection sampling on a padded grid: each card gets a fixed number of cells per target (an upper
bound on its options), a cell is drawn uniformly, and it is kept only if it names a real, legal option. Two-card
moves draw a first cell and a second cell from a bound on the second grid, and reject a second cell beyond the real
grid of the position after the first card. Every legal move owns exactly one cell and every cell is equally likely,
so accepted moves are exactly uniform. After many rejections the generator falls back to full enumeration, which
is uniform too, so the mixture stays uniform.
"""

from __future__ import annotations

import random
from typing import Iterator

from .ark import cabin_id, parse_cabin
from .cards import EVICTORS, Card
from .moves import Draw, Move, Pass, Pet, Placement, Play
from .state import State
from .turns import BOOST_CHOICES, Table, apply_placement, fast_placement, judge_placement, pet_problem

__all__ = ["legal_moves", "legal_placements", "random_move", "random_placement", "can_play_anything"]

_NONE_EB: tuple[tuple[str | None, str | None], ...] = ((None, None),)
_CHIMP_EB: tuple[tuple[str | None, str | None], ...] = tuple((None, b) for b in BOOST_CHOICES)
_NO_TAKE: tuple[str | None, ...] = (None,)
_PLAIN1 = (False,)
_PLAIN2 = (False, True)
_MAX_TRIES = 400


def _options(s: State, c: Card, h: int, i: int) -> tuple[tuple, tuple, tuple]:
    """The option lists (evict/boost pairs, takes, plains) of card ``c`` aimed at half ``h``, position ``i``."""
    n = len(s.ark.halves[h])
    plains = _PLAIN2 if c.ability in ("fox", "dinosaur") else _PLAIN1
    ability = c.ability
    if i == n:
        takes = tuple(x.id for x in s.display) if (s.phase == "play" and s.display) else _NO_TAKE
        eb = _CHIMP_EB if ability == "chimpanzee" else _NONE_EB
        return eb, takes, plains
    if ability == "chimpanzee":
        return _CHIMP_EB, _NO_TAKE, plains
    if ability in EVICTORS:
        pairs: list[tuple[str | None, str | None]] = [(None, None)]
        for x in s.ark.halves[h][i]:
            if x.ability == "chimpanzee":
                pairs.extend((x.id, b) for b in BOOST_CHOICES)
            else:
                pairs.append((x.id, None))
        return tuple(pairs), _NO_TAKE, plains
    return _NONE_EB, _NO_TAKE, plains


def _option(c: Card, cabin: str, eb: tuple, takes: tuple, plains: tuple, k: int) -> Placement:
    e = eb[k % len(eb)]
    rest = k // len(eb)
    return fast_placement(c.id, cabin, e[0], e[1], takes[rest % len(takes)], plains[rest // len(takes)])


def _targets(s: State) -> list[tuple[int, int]]:
    halves = s.ark.halves
    return [(h, i) for h in (0, 1) for i in range(len(halves[h]) + 1)]


def _candidates(s: State, c: Card) -> Iterator[Placement]:
    for h, i in _targets(s):
        eb, takes, plains = _options(s, c, h, i)
        cabin = cabin_id(h, i)
        for k in range(len(eb) * len(takes) * len(plains)):
            yield _option(c, cabin, eb, takes, plains, k)


def legal_placements(
    table: Table, s: State, cards: list[Card] | None = None, first_cabin: tuple[int, int] | None = None
) -> list[Placement]:
    """Every legal single placement for the player to act (optionally only of some cards)."""
    p = s.current
    out = []
    for c in s.hands[p] if cards is None else cards:
        for pl in _candidates(s, c):
            if not judge_placement(table, s, p, pl, first_cabin, False):
                out.append(pl)
    return out


def can_play_anything(table: Table, s: State) -> bool:
    p = s.current
    return any(
        not judge_placement(table, s, p, pl, None, False) for c in s.hands[p] for pl in _candidates(s, c)
    )


def legal_moves(table: Table, s: State) -> list[Move]:
    """Every legal move for the player to act, and nothing else."""
    p = s.current
    if s.phase == "over":
        return []
    if s.phase == "pets":
        pets: list[Move] = [Pet(c.id) for c in s.hands[p] if pet_problem(table, s, p, c.id) is None]
        return pets + [Pet(None)]
    moves: list[Move] = []
    if s.phase == "final":
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
class _Grid:
    """The padded grid of candidate cells for a list of cards in one state."""

    __slots__ = ("state", "cards", "weights", "total", "existing", "take_factor")

    def __init__(self, s: State, cards: list[Card], extra_cabins: int = 0, display: int | None = None):
        self.state = s
        self.cards = cards
        self.existing = len(s.ark.halves[0]) + len(s.ark.halves[1]) + extra_cabins
        shown = len(s.display) if display is None else display
        self.take_factor = shown if (s.phase == "play" and shown) else 1
        self.weights = [self.existing * self._cells_existing(c) + 2 * self._cells_new(c) for c in cards]
        self.total = sum(self.weights)

    @staticmethod
    def _cells_existing(c: Card) -> int:
        plains = 2 if c.ability in ("fox", "dinosaur") else 1
        if c.ability == "chimpanzee":
            return 5 * plains
        if c.ability in EVICTORS:
            return 8 * plains  # none, or one of three cards, one of which may be a chimpanzee with 4 boosts
        return plains

    def _cells_new(self, c: Card) -> int:
        plains = 2 if c.ability in ("fox", "dinosaur") else 1
        return plains * self.take_factor * (5 if c.ability == "chimpanzee" else 1)

    def decode(self, r: int) -> Placement | None:
        """The placement at cell ``r`` (0 ≤ r < total), or None for a padding cell."""
        for c, w in zip(self.cards, self.weights):
            if r >= w:
                r -= w
                continue
            s = self.state
            per_existing = self._cells_existing(c)
            block = self.existing * per_existing
            if r < block:
                slot, k = divmod(r, per_existing)
                top = len(s.ark.halves[0])
                h, i = (0, slot) if slot < top else (1, slot - top)
                if h == 1 and i >= len(s.ark.halves[1]):
                    return None  # padding for a cabin the first card might have opened
            else:
                slot, k = divmod(r - block, self._cells_new(c))
                h = slot
                i = len(s.ark.halves[h])
            eb, takes, plains = _options(s, c, h, i)
            if k >= len(eb) * len(takes) * len(plains):
                return None
            return _option(c, cabin_id(h, i), eb, takes, plains, k)
        return None


def random_move(table: Table, s: State, rng: random.Random) -> Move | None:
    """A uniformly random legal move for the player to act (None when the game is over)."""
    p = s.current
    if s.phase == "over":
        return None
    if s.phase == "pets":
        return rng.choice(legal_moves(table, s))
    hand = s.hands[p]
    if s.phase == "final":
        cards = [c for c in hand if not c.solo] if s.discs[p] >= 1 else []
        grid = _Grid(s, cards)
        for _ in range(_MAX_TRIES):
            r = rng.randrange(grid.total + 1)
            if r == grid.total:
                return Pass()
            pl = grid.decode(r)
            if pl is not None and not judge_placement(table, s, p, pl, None, False):
                return Play((pl,))
        return rng.choice(legal_moves(table, s))
    draws = len(s.display)
    singles = _Grid(s, hand)
    firsts = _Grid(s, [c for c in hand if not c.solo])
    pool = [c for c in hand if not c.solo] + [c for c in s.display if not c.solo]
    bound = _Grid(s, pool, extra_cabins=1).total  # ≥ the second grid after any first card
    total = draws + singles.total + firsts.total * bound
    if total:
        for _ in range(_MAX_TRIES):
            r = rng.randrange(total)
            if r < draws:
                return Draw(r + 1)
            r -= draws
            if r < singles.total:
                pl = singles.decode(r)
                if pl is not None and not judge_placement(table, s, p, pl, None, False):
                    return Play((pl,))
                continue
            r -= singles.total
            first_cell, second_cell = divmod(r, bound)
            first = firsts.decode(first_cell)
            if first is None or judge_placement(table, s, p, first, None, False):
                continue
            scratch = s.copy()
            apply_placement(table, scratch, p, first, None)
            seconds = _Grid(scratch, [c for c in scratch.hands[p] if not c.solo])
            if second_cell >= seconds.total:
                continue
            second = seconds.decode(second_cell)
            if second is not None and not judge_placement(table, scratch, p, second, parse_cabin(first.cabin), False):
                return Play((first, second))
    return rng.choice(legal_moves(table, s))


def random_placement(table: Table, s: State, rng: random.Random) -> Play | None:
    """A uniformly random legal one-card play for the player to act, or None if there is none."""
    p = s.current
    if s.phase not in ("play", "final"):
        return None
    grid = _Grid(s, s.hands[p])
    for _ in range(_MAX_TRIES):
        if not grid.total:
            return None
        pl = grid.decode(rng.randrange(grid.total))
        if pl is not None and not judge_placement(table, s, p, pl, None, False):
            return Play((pl,))
    found = legal_placements(table, s)
    return Play((rng.choice(found),)) if found else None
