"""Ark's colour themes: the kernel's light, dark and high-contrast themes with Ark's own colours added.

Climate keeps its meaning in every theme (hot is yellow, cold is blue) because the rules talk about the colours;
the dark theme only deepens them, and every card also carries a sun / snowflake glyph so colour is never the only
clue. The colours both games share (table, panels, text, verdict marks) come from :mod:`arkwidgets.ui.themes`.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from ...ui import themes as base
from ...ui.themes import Theme, extend

__all__ = ["ArkTheme", "THEMES", "PLAYER_COLORS", "get_theme"]

#: Seat colours of arkwidgets.ark.state.COLORS, as drawable hex values.
PLAYER_COLORS: dict[str, str] = {
    "red": "#d62728",
    "blue": "#1f5fbf",
    "green": "#2a9d3a",
    "yellow": "#e8b90c",
    "purple": "#8e44ad",
}


@dataclass(frozen=True, slots=True, eq=False)
class ArkTheme(Theme):
    """A :class:`~arkwidgets.ui.themes.Theme` with the colours only Ark draws: climate, card features, the ark."""

    hot: str
    cold: str
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
    hull: str
    hull_stroke: str
    cabin: str
    cabin_stroke: str
    new_cabin_stroke: str
    tilt_track: str
    tilt_disc: str
    orange: str


LIGHT = extend(
    # "▶ to act" on a panel: the kernel's #d35400 reads 3.5:1 there, this 5.1:1 (AA)
    replace(base.LIGHT, current="#a84300"),
    ArkTheme,
    hot="#f9d65c",
    cold="#8cc4ef",
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
    hull="#c9a26b",
    hull_stroke="#6e4f28",
    cabin="#efe2c6",
    cabin_stroke="#8a6d43",
    new_cabin_stroke="#8a6d43",
    tilt_track="#fff7e0",
    tilt_disc="#ffd21f",
    orange="#f08a24",
)

DARK = extend(
    replace(base.DARK, back="#335e52"),  # a card back's "ARK" at 5.6:1 (the kernel's #3b6e60 gives 4.49)
    ArkTheme,
    hot="#d9a51e",
    cold="#3d82c4",
    food_border="#c98b4a",
    food_band="#8a5a2b",
    food_band_ink="#ffffff",
    ability="#d32f2f",  # white "! TURTLE" on it at 5:1 (AA; #e53935 gave 4.2)
    ability_ink="#ffffff",
    weight_disc="#111111",
    weight_ink="#ffffff",
    leaf="#1f6f1f",
    bone="#fbf6ea",
    bone_stroke="#222222",
    icon_ink="#141414",
    hull="#5a4630",
    hull_stroke="#b08a56",
    cabin="#33302b",
    cabin_stroke="#a58a5e",
    new_cabin_stroke="#c7aa7a",
    tilt_track="#2e2b25",
    tilt_disc="#ffd21f",
    orange="#f39c3d",
)

CONTRAST = extend(
    base.CONTRAST,
    ArkTheme,
    hot="#ffd400",
    cold="#5ab4ff",
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
    hull="#ffffff",
    hull_stroke="#000000",
    cabin="#ffffff",
    cabin_stroke="#000000",
    new_cabin_stroke="#000000",
    tilt_track="#ffffff",
    tilt_disc="#ffd400",
    orange="#ff7f00",
)

THEMES: dict[str, ArkTheme] = {t.name: t for t in (LIGHT, DARK, CONTRAST)}


def get_theme(name: str) -> ArkTheme:
    """Ark's theme called ``name``; ``ValueError`` naming the option otherwise (the kernel's message)."""
    base.get_theme(name)
    return THEMES[name]
