"""The association board's shared pieces: the donation spaces (N-ASSOC-12 … -14, NC-12, ND-28, ND-48).

The donation area has a right column of 4 spaces (2, 5, 7, 10), a left column of 3 (5, 7, 10) set between them, and a
last space of 12 that is never covered (ND-48, revised 2026-12-03). The spaces are numbered in the order of their
values, the left column's being the odd ones: 2, 5, 5, 7, 7, 10, 10, 12. Two players block the left column
(N-SET-7), which leaves 2, 5, 7, 10 and then 12; solo timer tokens cover spaces too (N-SOLO-9). "The smallest
visible" space is the lowest uncovered value (ND-28).
"""

from __future__ import annotations

from ..state import GameState

__all__ = ["BLOCKED", "DONATION_VALUES", "FREE", "LEFT_COLUMN", "cover_donation", "next_donation"]

DONATION_VALUES: tuple[int, ...] = (2, 5, 5, 7, 7, 10, 10, 12)
LEFT_COLUMN = (1, 3, 5)
FREE, BLOCKED = -1, -2


def next_donation(gs: GameState) -> tuple[int | None, int]:
    """``(space, cost)`` of the next donation: the lowest uncovered space but the last, else ``(None, 12)``."""
    best: int | None = None
    last = len(gs.donations) - 1
    for i, (value, owner) in enumerate(zip(gs.donations, gs.donations_covered, strict=False)):
        if i != last and owner == FREE and (best is None or value < gs.donations[best]):
            best = i
    if best is None:
        return None, gs.donations[last]
    return best, gs.donations[best]


def cover_donation(gs: GameState, space: int, owner: int) -> None:
    gs.donations_covered = (*gs.donations_covered[:space], owner, *gs.donations_covered[space + 1:])
