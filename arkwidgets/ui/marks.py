"""The verdict marks both games draw on their boards: a ✓ in a circle for legal, a ✗ in a square for illegal.

The two marks differ in outline as well as in colour, so a learner who cannot tell the theme's green from its red
still reads the verdict. Each is a function of its centre, size and colour that returns SVG text.
"""

from __future__ import annotations

from .svg import num

__all__ = ["check_mark", "cross_mark"]


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
