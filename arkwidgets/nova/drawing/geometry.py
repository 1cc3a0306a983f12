"""Flat-top hexes on screen, in the data's coordinates (``x`` column, ``y`` doubled row; hexes.py).

A cell ``(x, y)`` has its centre at ``(1.5·R·x, (√3/2)·R·y)`` from the grid's origin, so the six neighbours
``(x, y±2)`` and ``(x±1, y±1)`` are all ``√3·R`` away: the drawing speaks the engine's coordinates and never
converts. Edge ``k`` of a hex joins corners ``k`` and ``k+1`` and faces the neighbour :data:`EDGE_NEIGHBOURS` [k].
"""

from __future__ import annotations

import math
from collections.abc import Iterable

from ...ui.svg import num
from ..hexes import Hex

__all__ = ["EDGE_NEIGHBOURS", "SQRT3", "R", "centre", "centroid", "corners", "hex_path", "outline_path"]

R = 16.0  # hex radius (centre to corner) in drawing units
SQRT3 = math.sqrt(3)
_UNIT = tuple((math.cos(math.radians(60 * k)), math.sin(math.radians(60 * k))) for k in range(6))
#: The neighbour across edge k (corner k to corner k+1), as an offset: SE, S, SW, NW, N, NE.
EDGE_NEIGHBOURS = ((1, 1), (0, 2), (-1, 1), (-1, -1), (0, -2), (1, -1))


def centre(h: Hex, ox: float = 0.0, oy: float = 0.0, r: float = R) -> tuple[float, float]:
    return ox + 1.5 * r * h[0], oy + SQRT3 / 2 * r * h[1]


def corners(cx: float, cy: float, r: float = R) -> list[tuple[float, float]]:
    return [(cx + r * c, cy + r * s) for c, s in _UNIT]


def hex_path(cx: float, cy: float, r: float = R) -> str:
    """The ``d`` of one hexagon."""
    pts = corners(cx, cy, r)
    return "M" + "L".join(f"{num(x)} {num(y)}" for x, y in pts) + "Z"


def outline_path(cells: Iterable[Hex], ox: float, oy: float, r: float = R) -> str:
    """The ``d`` of a building's outline: every hex edge that no other hex of the building shares."""
    inside = frozenset(cells)
    parts = []
    for h in sorted(inside):
        cx, cy = centre(h, ox, oy, r)
        pts = corners(cx, cy, r)
        for k, (dx, dy) in enumerate(EDGE_NEIGHBOURS):
            if (h[0] + dx, h[1] + dy) not in inside:
                (ax, ay), (bx, by) = pts[k], pts[(k + 1) % 6]
                parts.append(f"M{num(ax)} {num(ay)}L{num(bx)} {num(by)}")
    return "".join(parts)


def centroid(cells: Iterable[Hex], ox: float, oy: float, r: float = R) -> tuple[float, float]:
    pts = [centre(h, ox, oy, r) for h in cells]
    return sum(p[0] for p in pts) / len(pts), sum(p[1] for p in pts) / len(pts)
