"""The marks both games draw on their boards: a ✓ in a circle for legal, a ✗ in a square for illegal, and the
coach's ranked moves as a number in a diamond.

The marks differ in outline as well as in colour, so a learner who cannot tell the theme's green from its red
still reads the verdict, and a coach's mark is never read as a verdict. Each is a function of its centre, size and
colours that returns SVG text.
"""

from __future__ import annotations

from .svg import esc, num, text
from .themes import Theme

__all__ = ["check_mark", "coach_mark", "cross_mark"]


def check_mark(cx: float, cy: float, r: float, color: str) -> str:
    """A ✓ in a filled circle: a shape that says "legal" without relying on its colour."""
    return (
        f'<circle cx="{num(cx)}" cy="{num(cy)}" r="{num(r)}" fill="{color}"/>'
        f'<path d="M{num(cx - r * 0.5)} {num(cy)}L{num(cx - r * 0.1)} {num(cy + r * 0.45)}L{num(cx + r * 0.55)} '
        f'{num(cy - r * 0.45)}" fill="none" stroke="#ffffff" stroke-width="{num(r * 0.32)}" '
        f'stroke-linecap="round" stroke-linejoin="round"/>'
    )


def cross_mark(cx: float, cy: float, r: float, color: str) -> str:
    """A ✗ in a filled square: a different outline from the ✓ as well as a different colour."""
    k = r * 0.45
    return (
        f'<rect x="{num(cx - r)}" y="{num(cy - r)}" width="{num(2 * r)}" height="{num(2 * r)}" rx="{num(r * 0.25)}" '
        f'fill="{color}"/>'
        f'<path d="M{num(cx - k)} {num(cy - k)}L{num(cx + k)} {num(cy + k)}M{num(cx + k)} {num(cy - k)}'
        f'L{num(cx - k)} {num(cy + k)}" stroke="#ffffff" stroke-width="{num(r * 0.32)}" stroke-linecap="round"/>'
    )


def coach_mark(cx: float, cy: float, r: float, rank: int, place: str, th: Theme, size: float, title: str = "") -> str:
    """The coach's ``rank`` (1 = its best move) in a filled diamond, in the theme's ``coach`` colours (the rank at AA
    on it): an outline no verdict uses, so "the coach would play here" is never read as "legal here". One group
    ``ark-coach-mark`` carries the rank and the ``place`` it marks (what the widget and the tests find it by) and
    ``title`` as its tooltip. ``size``: the rank's font size (the board's text floor or more)."""
    tip = f"<title>{esc(title)}</title>" if title else ""
    return (
        f'<g class="ark-coach-mark" data-rank="{rank}" data-place="{esc(place)}">{tip}'
        f'<path d="M{num(cx)} {num(cy - r)}L{num(cx + r)} {num(cy)}L{num(cx)} {num(cy + r)}L{num(cx - r)} {num(cy)}Z" '
        f'fill="{th.coach}"/>'
        + text(cx, cy + size * 0.35, str(rank), size, th.coach_ink, "middle", True)
        + "</g>"
    )
