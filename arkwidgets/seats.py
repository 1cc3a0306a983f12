"""Who is looking: a seat of the table or a spectator, checked once for both games.

Everything a learner sees is computed for a *viewer*: a seat number (what that player may know) or ``None``, a
spectator who sees only the public table (the hot-seat screen while nobody has taken it). Both games' drawings,
redactions and widgets check the viewer they are given here, so a wrong one is refused with the same words
everywhere. Standard library only: the engines use it.
"""

from __future__ import annotations

__all__ = ["check_viewer"]


def check_viewer(viewer: object, seats: int | None) -> int | None:
    """``viewer`` if it is a seat number below ``seats`` (any seat number when ``seats`` is None) or None;
    ``ValueError`` naming the seats otherwise."""
    if viewer is None:
        return None
    if isinstance(viewer, bool) or not isinstance(viewer, int) or viewer < 0 or (
            seats is not None and viewer >= seats):
        span = f"from 0 to {seats - 1}" if seats is not None else "(a whole number from 0)"
        raise ValueError(f"viewer must be a seat {span} or None, got {viewer!r:.60}")
    return viewer
