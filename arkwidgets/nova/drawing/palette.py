"""Ark Nova's own colours, added to the kernel's themes (light, dark, contrast).

The kernel's :class:`arkwidgets.ui.themes.Theme` holds the colours both games share (background, panels, ink, legal
and illegal marks); the colours only Ark Nova needs — grass, rock, water, Build-II hexes, the buildings, the tracks,
the five action cards and the four player colours — are added here, in one :class:`NovaPalette` per theme. Colour
is never the only clue: rock and water also carry a pattern and a letter, markers carry the seat number, cards carry
their names.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...ui import themes as base
from ...ui.themes import Theme, extend

__all__ = ["PALETTES", "SEAT_COLORS", "NovaPalette", "palette", "seat_color"]

#: The four player colours of the box, by seat (seat 0 plays black, seat 1 blue …).
SEAT_COLORS = ("black", "blue", "red", "yellow")


@dataclass(frozen=True, slots=True, eq=False)
class NovaPalette(Theme):
    """A :class:`~arkwidgets.ui.themes.Theme` with every colour the Ark Nova drawing adds (compared by identity, like
    themes)."""

    grass: str
    grass_stroke: str
    rock: str
    rock_ink: str
    water: str
    water_ink: str
    build_ii: str
    border_hex: str
    enclosure: str  # the empty side of a standard enclosure
    enclosure_full: str  # the occupied side
    building_stroke: str
    kiosk: str
    pavilion: str
    special: str
    unique: str
    appeal: str
    cp: str
    reputation: str
    break_: str
    money: str
    x_token: str
    actions: tuple[tuple[str, str], ...]  # (action card, colour)
    players: tuple[tuple[str, str], ...]  # (player colour word, colour)
    marker_ink: str  # the seat number on a marker
    card_face: str
    animal: str
    sponsor: str
    project: str
    final: str
    blocked: str

    def action(self, name: str) -> str:
        return dict(self.actions)[name]

    def player(self, word: str) -> str:
        return dict(self.players)[word]


def _actions(animals: str, build: str, cards: str, association: str, sponsors: str) -> tuple[tuple[str, str], ...]:
    return (("animals", animals), ("build", build), ("cards", cards), ("association", association),
            ("sponsors", sponsors))


LIGHT = extend(
    base.LIGHT, NovaPalette, grass="#dcebc4", grass_stroke="#8aa56a", rock="#a89c8e", rock_ink="#2e2822",
    water="#8fc3ea", water_ink="#0f3a60", build_ii="#6a3d9a", border_hex="#5f7f43", enclosure="#f5e6bd",
    enclosure_full="#c9a45c", building_stroke="#5a4320", kiosk="#f2b134", pavilion="#d9694a", special="#6fb7b0",
    unique="#b48ac0", appeal="#e08a1e", cp="#2f7fc1", reputation="#8e44ad", break_="#6b7378", money="#e7c14a",
    x_token="#3c3c3c", actions=_actions("#e39b47", "#9c8b73", "#5b9bd5", "#58b5a6", "#7fb069"),
    players=(("black", "#2b2b2b"), ("blue", "#1f5fbf"), ("red", "#d62728"), ("yellow", "#e8b90c")),
    marker_ink="#ffffff", card_face="#fffdf7", animal="#f3d9a4", sponsor="#c8dfb8", project="#bfd8ee",
    final="#e6d3ef", blocked="#8c8c8c",
)

DARK = extend(
    base.DARK, NovaPalette, grass="#34422b", grass_stroke="#5d7546", rock="#6e655c", rock_ink="#ffffff",
    water="#2d5f86", water_ink="#bfe0fa", build_ii="#c79bff", border_hex="#8fb36d", enclosure="#5a5035",
    enclosure_full="#9c7a35", building_stroke="#e0c58f", kiosk="#c98e1c", pavilion="#b0503a", special="#3d8c85",
    unique="#8a5f98", appeal="#f0a040", cp="#5aa7e6", reputation="#b57ad6", break_="#9aa3a8", money="#d9b23a",
    x_token="#d0d0d0", actions=_actions("#b8732c", "#7d6e58", "#3b78b0", "#36877a", "#5a8a45"),
    players=(("black", "#0d0d0d"), ("blue", "#4f8fe8"), ("red", "#ff5a5a"), ("yellow", "#ffd21f")),
    marker_ink="#ffffff", card_face="#2e3038", animal="#6b5331", sponsor="#3f5a35", project="#2f4d68",
    final="#4d3a5a", blocked="#777777",
)

CONTRAST = extend(
    base.CONTRAST, NovaPalette, grass="#ffffff", grass_stroke="#000000", rock="#bdbdbd", rock_ink="#000000",
    water="#9fd3ff", water_ink="#000000", build_ii="#000000", border_hex="#000000", enclosure="#ffffff",
    enclosure_full="#ffd400", building_stroke="#000000", kiosk="#ff9d00", pavilion="#ff5a36", special="#00c2b8",
    unique="#d28cff", appeal="#ff7f00", cp="#0066ff", reputation="#8a00c4", break_="#000000", money="#ffd400",
    x_token="#000000", actions=_actions("#ffb066", "#c8b89e", "#7fbfff", "#6fe0cf", "#a6e28a"),
    players=(("black", "#000000"), ("blue", "#0047d6"), ("red", "#d00000"), ("yellow", "#ffd400")),
    marker_ink="#ffffff", card_face="#ffffff", animal="#ffe3a8", sponsor="#ccf2b8", project="#c4e2ff",
    final="#f0d9ff", blocked="#000000",
)

PALETTES: dict[str, NovaPalette] = {p.name: p for p in (LIGHT, DARK, CONTRAST)}


def palette(theme: str) -> NovaPalette:
    """The Nova palette of the theme called ``theme``; ``ValueError`` naming the option otherwise."""
    base.get_theme(theme)  # the kernel's message for an unknown theme
    return PALETTES[theme]


def seat_color(pal: NovaPalette, seat: int) -> str:
    """The drawable colour of a seat (-1, the 2-player blocking token, is grey)."""
    if seat < 0:
        return pal.blocked
    return pal.player(SEAT_COLORS[seat % len(SEAT_COLORS)])
