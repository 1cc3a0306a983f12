"""Ark's small icons drawn with plain SVG shapes: diet, type, climate, ability, tokens (the verdict marks are the
kernel's, :mod:`arkwidgets.ui.marks`).

Every icon is a function of its position, size and theme that returns SVG text. Icons are drawn in a 16×16 box
and placed with one ``transform``, so each shape is written once. They stand for the printed symbols of the card
game (rules.md, Components): leaf, bone, weight, snail, sweating face, horse, sack, "!".
"""

from __future__ import annotations

from ...ui.svg import num
from .themes import ArkTheme

__all__ = [
    "leaf",
    "bone",
    "diet_icon",
    "type_icon",
    "climate_glyph",
    "token",
    "stack",
    "orange_disc",
    "rain_drop",
]


def _box(x: float, y: float, size: float, body: str) -> str:
    """Place a 16×16 drawing at (x, y) scaled to ``size``."""
    s = size / 16
    return f'<g transform="translate({num(x)} {num(y)}) scale({num(s)})">{body}</g>'


def leaf(th: ArkTheme) -> str:
    return (
        f'<path d="M2 14C2 6 7 2 14 2C14 9 10 14 2 14Z" fill="{th.leaf}" stroke="{th.icon_ink}" stroke-width="0.8"/>'
        f'<path d="M3 13L11 5" stroke="#ffffff" stroke-width="1" fill="none"/>'
    )


def bone(th: ArkTheme) -> str:
    ends = "".join(
        f'<circle cx="{cx}" cy="{cy}" r="2.4"/>' for cx, cy in ((2.6, 11.2), (4.8, 13.4), (11.2, 2.6), (13.4, 4.8))
    )
    # Draw the outline first (slightly larger, dark), then the bone colour on top: one outline, no seams.
    return (
        f'<g fill="{th.bone_stroke}" stroke="{th.bone_stroke}" stroke-width="1.6">{ends}'
        f'<path d="M4 12L12 4" stroke-width="4.6"/></g>'
        f'<g fill="{th.bone}" stroke="{th.bone}" stroke-width="0">{ends}'
        f'<path d="M4 12L12 4" stroke-width="3" stroke="{th.bone}"/></g>'
    )


def diet_icon(diet: str | None, x: float, y: float, size: float, th: ArkTheme) -> str:
    """Leaf (herbivore), bone (carnivore), leaf and bone (omnivore); nothing for food."""
    if diet == "herbivore":
        return _box(x, y, size, leaf(th))
    if diet == "carnivore":
        return _box(x, y, size, bone(th))
    if diet == "omnivore":
        half = size * 0.72
        return _box(x, y, half, leaf(th)) + _box(x + size * 0.42, y + size * 0.3, half, bone(th))
    return ""


_TYPE_BODIES = {
    # heavy: a kettle-bell weight with a handle
    "heavy": lambda th: (
        f'<path d="M8 1.2a3.2 3.2 0 1 1 -0.01 0Z" fill="none" stroke="{th.icon_ink}" stroke-width="1.6"/>'
        f'<path d="M3.5 6.5H12.5L15 15H1Z" fill="{th.icon_ink}"/>'
        # (no "kg" printed on it: a 5-unit text is under every classroom floor; the shape says heavy)
    ),
    # slow: a snail, spiral shell on a foot, two feelers
    "slow": lambda th: (
        f'<path d="M1 14.5H14.5Q15.5 14.5 15 13L13.5 10.5" fill="none" stroke="{th.icon_ink}" stroke-width="1.6"/>'
        f'<circle cx="7" cy="9" r="5" fill="#c98a3c" stroke="{th.icon_ink}" stroke-width="1"/>'
        f'<path d="M7 9m-1 0a1 1 0 1 1 2 0a2 2 0 1 1 -4 0a3 3 0 1 1 6 0" fill="none" stroke="{th.icon_ink}" '
        f'stroke-width="0.9"/>'
        f'<path d="M13.5 10.5L12.5 6M13.5 10.5L15.5 6.5" stroke="{th.icon_ink}" stroke-width="0.8"/>'
    ),
    # shy: a sweating face, eyes looking aside, a wavy mouth, a drop on the brow
    "shy": lambda th: (
        f'<circle cx="7.5" cy="9" r="6.3" fill="#ffe08a" stroke="{th.icon_ink}" stroke-width="1"/>'
        f'<circle cx="5.3" cy="7.8" r="0.9" fill="{th.icon_ink}"/><circle cx="9.3" cy="7.8" r="0.9" '
        f'fill="{th.icon_ink}"/>'
        f'<path d="M4.6 11.8Q5.8 10.6 7 11.8T9.6 11.8" fill="none" stroke="{th.icon_ink}" stroke-width="0.9"/>'
        f'<path d="M13.6 1.5Q15.8 4.6 13.6 5.4Q11.4 4.6 13.6 1.5Z" fill="#3b8fe0" stroke="{th.icon_ink}" '
        f'stroke-width="0.6"/>'
    ),
    # useful: a horse's head
    "useful": lambda th: (
        f'<path d="M5 15.5L6 10L3.2 11.4Q1.6 11.6 1.5 10L2 8.6L6.4 4.2L6.8 1L8.6 2.8Q12.6 3.4 13.8 8.2L14 15.5Z" '
        f'fill="#8b5a2b" stroke="{th.icon_ink}" stroke-width="0.9" stroke-linejoin="round"/>'
        f'<circle cx="7.6" cy="5.8" r="0.8" fill="{th.icon_ink}"/>'
        f'<path d="M8.8 2.8Q12 4.5 11.4 9.5" fill="none" stroke="{th.icon_ink}" stroke-width="1.2"/>'
    ),
    # food: a tied sack
    "food": lambda th: (
        f'<path d="M5 6Q0.5 15.5 8 15.5Q15.5 15.5 11 6Z" fill="#d9b27c" stroke="{th.icon_ink}" stroke-width="1"/>'
        f'<path d="M5 6L3.5 2.2Q8 3.6 12.5 2.2L11 6Z" fill="#d9b27c" stroke="{th.icon_ink}" stroke-width="1"/>'
        f'<path d="M4.6 6.2H11.4" stroke="{th.icon_ink}" stroke-width="1.4"/>'
    ),
}


def type_icon(type_: str, x: float, y: float, size: float, th: ArkTheme) -> str:
    """Weight (heavy), snail (slow), sweating face (shy), horse (useful), sack (food)."""
    body = _TYPE_BODIES.get(type_)
    return _box(x, y, size, body(th)) if body else ""


def _sun(cx: float, cy: float, r: float, ink: str) -> str:
    rays = []
    for dx, dy in ((1, 0), (0.7071, 0.7071), (0, 1), (-0.7071, 0.7071)):
        rays.append(
            f"M{num(cx - dx * r * 1.75)} {num(cy - dy * r * 1.75)}L{num(cx + dx * r * 1.75)} {num(cy + dy * r * 1.75)}"
        )
    return (
        f'<path d="{"".join(rays)}" stroke="{ink}" stroke-width="{num(r * 0.4)}"/>'
        f'<circle cx="{num(cx)}" cy="{num(cy)}" r="{num(r)}" fill="#ffb300" stroke="{ink}" '
        f'stroke-width="{num(r * 0.3)}"/>'
    )


def _flake(cx: float, cy: float, r: float, ink: str) -> str:
    spokes = []
    for dx, dy in ((0, 1), (0.866, 0.5), (0.866, -0.5)):
        spokes.append(f"M{num(cx - dx * r)} {num(cy - dy * r)}L{num(cx + dx * r)} {num(cy + dy * r)}")
    return f'<path d="{"".join(spokes)}" stroke="{ink}" stroke-width="{num(r * 0.28)}" stroke-linecap="round"/>'


def climate_glyph(climate: str, cx: float, cy: float, r: float, th: ArkTheme) -> str:
    """Sun (hot), snowflake (cold), both (any): climate is never shown by colour alone."""
    if climate == "hot":
        return _sun(cx, cy, r * 0.55, th.icon_ink)
    if climate == "cold":
        return _flake(cx, cy, r, "#0b3d91" if th.name != "contrast" else "#000000")
    return _sun(cx - r * 0.95, cy, r * 0.4, th.icon_ink) + _flake(
        cx + r * 0.75, cy, r * 0.75, "#0b3d91" if th.name != "contrast" else "#000000"
    )


def token(cx: float, cy: float, r: float, color: str, stroke: str, attrs: str = "") -> str:
    """One animal token of a player's colour."""
    return (
        f'<circle cx="{num(cx)}" cy="{num(cy)}" r="{num(r)}" fill="{color}" stroke="{stroke}" '
        f'stroke-width="1"{attrs}/>'
    )


def orange_disc(cx: float, cy: float, r: float, th: ArkTheme) -> str:
    return (
        f'<circle cx="{num(cx)}" cy="{num(cy)}" r="{num(r)}" fill="{th.orange}" stroke="{th.icon_ink}" '
        f'stroke-width="0.8"/>'
    )


def stack(cx: float, cy: float, r: float, color: str, th: ArkTheme, attrs: str = "") -> str:
    """A 1.5 stack: a token sitting on an orange disc (A-4, A-7)."""
    disc = orange_disc(cx, cy + r * 0.35, r * 1.45, th)
    return f"<g{attrs}>{disc}{token(cx, cy - r * 0.15, r, color, th.icon_ink)}</g>"


def rain_drop(x: float, y: float, size: float, filled: bool, th: ArkTheme) -> str:
    """A rain drop, filled for a rain card already drawn, hollow for one still in the deck."""
    fill = th.cold if filled else "none"
    s = size / 16
    return (
        f'<path transform="translate({num(x)} {num(y)}) scale({num(s)})" '
        f'd="M8 1Q14 9 13 11.5A5 5 0 0 1 3 11.5Q2 9 8 1Z" fill="{fill}" stroke="{th.ink}" stroke-width="1.2"/>'
    )
