"""Scoring, E-1 … E-5: majorities on the five scoring cards, shared ties, 1.5 stacks, discs and the tie-break.

Points are exact fractions (three players tied second share (6+2+2)/3 = 10/3 each), so the tie-break of E-5 never
depends on floating-point rounding. Whole numbers are returned as ``int``.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction

from ..i18n import _, join_names, pgettext
from .cards import TYPES

__all__ = ["PRIZES", "majority_points", "shared_places", "Scores", "ScoreLine"]

#: Prizes by place on a scoring card (E-2): 10, 6, then 2 for every other player with a token.
PRIZES = (10, 6)
OTHER_PRIZE = 2

Number = int | Fraction


def _tidy(x: Fraction) -> Number:
    return int(x) if x.denominator == 1 else x


def shared_places(counts: Sequence[float | int | Fraction]) -> list[tuple[list[int], int]]:
    """E-2, E-3 as data: the groups of tied players (their positions in ``counts``) from the most tokens down,
    each with the sum of the prizes of the places they occupy. Players with no token are left out.

    >>> shared_places([3, 3, 1])
    [([0, 1], 16), ([2], 2)]

    Every scorer divides a group's sum equally among its players in its own arithmetic: exact fractions here,
    floats or scaled integers in the bots' fast playouts.
    """
    order = sorted((k for k in range(len(counts)) if counts[k] > 0), key=lambda k: -counts[k])
    groups: list[tuple[list[int], int]] = []
    place = 0
    while place < len(order):
        end = place + 1
        while end < len(order) and counts[order[end]] == counts[order[place]]:
            end += 1
        prizes = sum(PRIZES[k] if k < len(PRIZES) else OTHER_PRIZE for k in range(place, end))
        groups.append((order[place:end], prizes))
        place = end
    return groups


def majority_points(counts: Mapping[str, float | int | Fraction]) -> dict[str, Number]:
    """E-2, E-3: points of each player on one scoring card from their token counts (1.5 stacks allowed).

    >>> majority_points({"Ann": 3, "Ben": 3, "Cy": 1})
    {'Ann': 8, 'Ben': 8, 'Cy': 2}
    """
    exact: dict[str, Fraction | int] = {}
    for name, count in counts.items():
        if isinstance(count, float):
            value: Fraction | int = int(count) if count.is_integer() else Fraction(count).limit_denominator(2)
        elif isinstance(count, (int, Fraction)) and not isinstance(count, bool):
            value = count
        else:
            raise TypeError(f"{name}'s token count must be a number, got {count!r}")
        if value < 0:
            raise ValueError(f"{name} has a negative token count ({count})")
        exact[name] = value
    names = list(exact)
    points: dict[str, Number] = dict.fromkeys(names, 0)
    for tied, prizes in shared_places([exact[n] for n in names]):
        share = prizes // len(tied) if prizes % len(tied) == 0 else Fraction(prizes, len(tied))
        for k in tied:
            points[names[k]] = share
    return points


@dataclass(frozen=True)
class ScoreLine:
    """One player's result."""

    player: str
    cards: Mapping[str, tuple[float, Number]]  # type → (token count, points)
    discs: int
    total: Number
    animals_in_hand: int
    tokens_used: int

    @property
    def card_points(self) -> Number:
        return _tidy(sum((Fraction(p) for _, p in self.cards.values()), Fraction(0)))


@dataclass(frozen=True)
class Scores:
    """The E-1 … E-5 breakdown: per scoring card and player the count and points, discs, totals, winners."""

    lines: tuple[ScoreLine, ...]
    winners: tuple[str, ...]
    pets: Mapping[str, str | None]

    @property
    def totals(self) -> dict[str, Number]:
        return {line.player: line.total for line in self.lines}

    def __getitem__(self, player: str) -> ScoreLine:
        for line in self.lines:
            if line.player == player:
                return line
        raise KeyError(f"no player named {player!r}; players are {', '.join(entry.player for entry in self.lines)}")

    def table(self) -> str:
        """A plain-text score table, as printed at the end of a game."""
        names = [line.player for line in self.lines]
        width = max(8, *(_width(n) for n in names))
        labels = [pgettext("type", t) for t in TYPES] + [_("discs"), _("total")]
        left = max(8, *(_width(label) + 1 for label in labels))
        head = " " * left + "".join(_rjust(n, width + 2) for n in names)
        rows = [head]
        for t in TYPES:
            cells = []
            for line in self.lines:
                count, pts = line.cards[t]
                cells.append(f"{_fmt(pts)} ({_fmt(count)})".rjust(width + 2))
            rows.append(_pad(pgettext("type", t), left) + "".join(cells))
        rows.append(_pad(_("discs"), left) + "".join(str(line.discs).rjust(width + 2) for line in self.lines))
        rows.append(_pad(_("total"), left) + "".join(_fmt(line.total).rjust(width + 2) for line in self.lines))
        if len(self.winners) == 1:
            rows.append(_("{player} wins.").format(player=self.winners[0]))
        else:
            rows.append(_("{players} share the win.").format(players=join_names(list(self.winners))))
        return "\n".join(rows)

    def __str__(self) -> str:
        return self.table()

    def to_dict(self) -> dict[str, object]:
        return {
            "players": {
                line.player: {
                    "cards": {t: {"tokens": c, "points": _json_number(p)} for t, (c, p) in line.cards.items()},
                    "discs": line.discs,
                    "total": _json_number(line.total),
                    "animals_in_hand": line.animals_in_hand,
                    "tokens_used": line.tokens_used,
                }
                for line in self.lines
            },
            "winners": list(self.winners),
            "pets": dict(self.pets),
        }


def _width(text: str) -> int:
    """Columns a text takes in a terminal: wide (CJK) characters count double."""
    return sum(2 if unicodedata.east_asian_width(ch) in "WF" else 1 for ch in text)


def _pad(label: str, width: int) -> str:
    return label + " " * max(1, width - _width(label))


def _rjust(text: str, width: int) -> str:
    return " " * max(0, width - _width(text)) + text


def _fmt(x: float | Number) -> str:
    if isinstance(x, Fraction):
        return f"{x.numerator}/{x.denominator}"
    if isinstance(x, float) and x.is_integer():
        return str(int(x))
    return str(x)


def _json_number(x: Number) -> int | float:
    return x if isinstance(x, int) else float(x)


def score(
    names: Sequence[str],
    counts: Sequence[Sequence[float]],  # [type][player], pets included
    discs: Sequence[int],
    animals_in_hand: Sequence[int],
    tokens_used: Sequence[int],
    pets: Mapping[str, str | None],
) -> Scores:
    per_card = [majority_points({names[p]: counts[t][p] for p in range(len(names))}) for t in range(len(TYPES))]
    lines = []
    for p, name in enumerate(names):
        cards = {TYPES[t]: (counts[t][p], per_card[t][name]) for t in range(len(TYPES))}
        total = _tidy(sum((Fraction(pts) for _, pts in cards.values()), Fraction(discs[p])))
        lines.append(ScoreLine(name, cards, discs[p], total, animals_in_hand[p], tokens_used[p]))
    best = max(line.total for line in lines)
    leaders = [line for line in lines if line.total == best]
    fewest = min(line.animals_in_hand for line in leaders)  # E-5 tie-break
    winners = tuple(line.player for line in leaders if line.animals_in_hand == fewest)
    return Scores(tuple(lines), winners, dict(pets))
