"""Hex geometry in the data's coordinates: flat-top hexes, ``x`` = column, ``y`` = doubled row.

The maps and building shapes in ``data/`` use these coordinates (the same as the public game logs they were checked
against), so the engine, the notation (``build kiosk 3,4``) and the drawing all speak them and never convert. A cell
``(x, y)`` exists iff ``x + y`` is odd; its six neighbours are ``(x, y ± 2)`` and ``(x ± 1, y ± 1)``::

        x=0   x=1   x=2
             (1,0)
        (0,1)     (2,1)
             (1,2)
        (0,3)     (2,3)
             (1,4)

An *offset* ``(dx, dy)`` between two cells always has ``dx + dy`` even. Rotation and distance go through cube
coordinates, where a 60° turn is a cyclic permutation with a sign change: that is exact integer arithmetic and
cannot drift. Rotation steps turn clockwise as the map is drawn (y grows downwards).
"""

from __future__ import annotations

from ..markup import clip

__all__ = [
    "DIRECTIONS",
    "Hex",
    "Offset",
    "add",
    "distance",
    "format_hex",
    "is_cell",
    "mirror",
    "neighbours",
    "parse_hex",
    "rotate",
]

Hex = tuple[int, int]
Offset = tuple[int, int]

#: The six steps to a neighbour, clockwise from straight down (south) as drawn: S, SW, NW, N, NE, SE.
DIRECTIONS: tuple[Offset, ...] = ((0, 2), (-1, 1), (-1, -1), (0, -2), (1, -1), (1, 1))


def is_cell(h: Hex) -> bool:
    """Is ``h`` a cell of the grid (``x + y`` odd)?"""
    return (h[0] + h[1]) % 2 == 1


def add(h: Hex, offset: Offset) -> Hex:
    """The cell ``offset`` away from ``h``."""
    return (h[0] + offset[0], h[1] + offset[1])


def neighbours(h: Hex) -> tuple[Hex, ...]:
    """The six cells sharing an edge with ``h`` on the infinite grid (N-MAP-10), in :data:`DIRECTIONS` order."""
    x, y = h
    return tuple((x + dx, y + dy) for dx, dy in DIRECTIONS)


def _cube(offset: Offset) -> tuple[int, int, int]:
    dx, dy = offset
    q = dx
    r = (dy - dx) // 2
    return q, r, -q - r


def _from_cube(q: int, r: int) -> Offset:
    return q, 2 * r + q


def _check_offset(offset: Offset) -> None:
    if (offset[0] + offset[1]) % 2:
        raise ValueError(f"offset {offset} joins no two cells: dx + dy must be even")


def distance(a: Hex, b: Hex) -> int:
    """The number of steps between two cells over any hexes (ND-6 counts kiosk spacing this way)."""
    offset = (b[0] - a[0], b[1] - a[1])
    _check_offset(offset)
    q, r, s = _cube(offset)
    return (abs(q) + abs(r) + abs(s)) // 2


def rotate(offset: Offset, steps: int) -> Offset:
    """``offset`` turned by ``steps`` × 60° clockwise (as drawn) about the anchor; any integer ``steps``."""
    _check_offset(offset)
    q, r, s = _cube(offset)
    for _ in range(steps % 6):
        q, r, s = -r, -s, -q
    return _from_cube(q, r)


def mirror(offset: Offset) -> Offset:
    """``offset`` reflected left-right about the anchor's column (ND-8: special enclosures may be mirrored)."""
    _check_offset(offset)
    return (-offset[0], offset[1])


def parse_hex(text: str) -> Hex:
    """``"3,4"`` → ``(3, 4)``; ValueError naming the text when it is not two whole numbers naming a cell."""
    parts = text.strip().split(",")
    try:
        x, y = (int(p.strip()) for p in parts)
    except ValueError:
        raise ValueError(f"{clip(repr(text))} is not a hex: write it as x,y (for example 3,4)") from None
    if not is_cell((x, y)):
        raise ValueError(f"{clip(repr(text))} is not a hex: x + y must be odd (cells are 0,1 1,0 1,2 …)")
    return (x, y)


def format_hex(h: Hex) -> str:
    """``(3, 4)`` → ``"3,4"``, the form moves and messages use."""
    return f"{h[0]},{h[1]}"
