"""Colour themes: light, dark and high-contrast.

Colours are written as presentation attributes, not CSS classes, because an SVG inlined in a notebook page shares
one stylesheet with every other SVG on it: a dark board's ``.name{fill:white}`` would repaint a light board beside
it. Attributes keep each drawing self-contained, and cairosvg honours them fully.

Climate keeps its meaning in every theme (hot is yellow, cold is blue) because the rules talk about the colours;
the dark theme only deepens them, and every card also carries a sun / snowflake glyph so colour is never the only
clue.
"""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["Theme", "THEMES", "PLAYER_COLORS", "get_theme"]

#: Seat colours of arkwidgets.ark.state.COLORS, as drawable hex values.
PLAYER_COLORS: dict[str, str] = {
    "red": "#d62728",
    "blue": "#1f5fbf",
    "green": "#2a9d3a",
    "yellow": "#e8b90c",
    "purple": "#8e44ad",
}


@dataclass(frozen=True, slots=True, eq=False)
class Theme:
    """Every colour and stroke width the drawing uses (compared by identity: hashing is then instant, which
    matters because themes key the card caches)."""

    name: str
    background: str
    panel: str  # boxes on the table (display, scoring cards, players)
    panel_stroke: str
    ink: str  # main text
    muted: str  # secondary text
    hot: str
    cold: str
    card_ink: str  # text on a card face
    card_stroke: str
    card_stroke_width: float
    food_border: str
    food_band: str
    food_band_ink: str
    ability: str
    ability_ink: str
    weight_disc: str
    weight_ink: str
    leaf: str
    bone: str
    bone_stroke: str
    icon_ink: str
    back: str
    back_ink: str
    hull: str
    hull_stroke: str
    cabin: str
    cabin_stroke: str
    new_cabin_stroke: str
    tilt_track: str
    tilt_disc: str
    orange: str
    legal: str
    illegal: str
    last: str
    selected: str
    current: str
    banner: str
    banner_ink: str
    line_width: float


LIGHT = Theme(
    name="light",
    background="#fbf8f1",
    panel="#f1ebdd",
    panel_stroke="#b9ab8c",
    ink="#22201c",
    muted="#6b6458",
    hot="#f9d65c",
    cold="#8cc4ef",
    card_ink="#1d1b16",
    card_stroke="#5b5346",
    card_stroke_width=1.0,
    food_border="#7a4b1e",
    food_band="#8a5a2b",
    food_band_ink="#ffffff",
    ability="#c62828",
    ability_ink="#ffffff",
    weight_disc="#2b2b2b",
    weight_ink="#ffffff",
    leaf="#2e8b2e",
    bone="#fbf6ea",
    bone_stroke="#4a3f33",
    icon_ink="#2b2620",
    back="#2f5d50",
    back_ink="#d8e6c9",
    hull="#c9a26b",
    hull_stroke="#6e4f28",
    cabin="#efe2c6",
    cabin_stroke="#8a6d43",
    new_cabin_stroke="#8a6d43",
    tilt_track="#fff7e0",
    tilt_disc="#ffd21f",
    orange="#f08a24",
    legal="#1e8a3a",
    illegal="#c62828",
    last="#7b3fd1",
    selected="#e0008c",
    current="#d35400",
    banner="#2f5d50",
    banner_ink="#ffffff",
    line_width=1.0,
)

DARK = Theme(
    name="dark",
    background="#1c1e23",
    panel="#272a31",
    panel_stroke="#4b505c",
    ink="#eceae4",
    muted="#a9a69d",
    hot="#d9a51e",
    cold="#3d82c4",
    card_ink="#101010",
    card_stroke="#0b0b0b",
    card_stroke_width=1.0,
    food_border="#c98b4a",
    food_band="#8a5a2b",
    food_band_ink="#ffffff",
    ability="#e53935",
    ability_ink="#ffffff",
    weight_disc="#111111",
    weight_ink="#ffffff",
    leaf="#1f6f1f",
    bone="#fbf6ea",
    bone_stroke="#222222",
    icon_ink="#141414",
    back="#3b6e60",
    back_ink="#d8e6c9",
    hull="#5a4630",
    hull_stroke="#b08a56",
    cabin="#33302b",
    cabin_stroke="#a58a5e",
    new_cabin_stroke="#c7aa7a",
    tilt_track="#2e2b25",
    tilt_disc="#ffd21f",
    orange="#f39c3d",
    legal="#4cd07a",
    illegal="#ff6b6b",
    last="#b98cff",
    selected="#ff4fb8",
    current="#ffb347",
    banner="#3b6e60",
    banner_ink="#ffffff",
    line_width=1.0,
)

CONTRAST = Theme(
    name="contrast",
    background="#ffffff",
    panel="#ffffff",
    panel_stroke="#000000",
    ink="#000000",
    muted="#000000",
    hot="#ffd400",
    cold="#5ab4ff",
    card_ink="#000000",
    card_stroke="#000000",
    card_stroke_width=2.0,
    food_border="#000000",
    food_band="#000000",
    food_band_ink="#ffffff",
    ability="#b00000",
    ability_ink="#ffffff",
    weight_disc="#000000",
    weight_ink="#ffffff",
    leaf="#006400",
    bone="#ffffff",
    bone_stroke="#000000",
    icon_ink="#000000",
    back="#000000",
    back_ink="#ffffff",
    hull="#ffffff",
    hull_stroke="#000000",
    cabin="#ffffff",
    cabin_stroke="#000000",
    new_cabin_stroke="#000000",
    tilt_track="#ffffff",
    tilt_disc="#ffd400",
    orange="#ff7f00",
    legal="#006b1f",
    illegal="#b00000",
    last="#4b00a0",
    selected="#c0007a",
    current="#000000",
    banner="#000000",
    banner_ink="#ffffff",
    line_width=2.0,
)

THEMES: dict[str, Theme] = {t.name: t for t in (LIGHT, DARK, CONTRAST)}


def get_theme(name: str) -> Theme:
    """The theme called ``name``; ``ValueError`` naming the option otherwise."""
    try:
        return THEMES[name]
    except (KeyError, TypeError):
        raise ValueError(f"theme must be one of {', '.join(THEMES)}, got {name!r}") from None
