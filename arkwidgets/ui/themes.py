"""Colour themes both games share: light, dark and high-contrast.

A :class:`Theme` holds the colours every board of the package uses — the table, its panels, text, card frames and
backs, the verdict marks (legal, illegal), the coach's marks, the highlights (last move, selection, whose turn) and
the banner. Each
game adds its own colours in a subclass made with :func:`extend` (Ark's hull and cabins, Ark Nova's grass and
tracks), keyed by the same three names, so a page in dark mode gets a dark board whichever game it shows, and a
colour both games use is written once, here.

Colours are written as presentation attributes, not CSS classes, because an SVG inlined in a notebook page shares
one stylesheet with every other SVG on it: a dark board's ``.name{fill:white}`` would repaint a light board beside
it. Attributes keep each drawing self-contained, and cairosvg honours them fully.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any, TypeVar

__all__ = ["CONTRAST", "DARK", "LIGHT", "THEMES", "Theme", "extend", "get_theme"]


@dataclass(frozen=True, slots=True, eq=False)
class Theme:
    """Every colour and stroke width both games' drawings use (compared by identity: hashing is then instant, which
    matters because themes key the drawing caches)."""

    name: str
    background: str
    panel: str  # boxes on the table (display, scoring cards, players)
    panel_stroke: str
    ink: str  # main text
    muted: str  # secondary text
    card_ink: str  # text on a card face
    card_stroke: str
    card_stroke_width: float
    back: str
    back_ink: str
    legal: str
    illegal: str
    last: str
    selected: str
    current: str
    banner: str
    banner_ink: str
    line_width: float
    coach: str  # the coach's ranked marks on the board (1, 2, 3): a colour no verdict uses
    coach_ink: str  # the rank written on them, at AA against ``coach``


T = TypeVar("T", bound=Theme)


def extend(base: Theme, kind: type[T], **colours: Any) -> T:
    """A game's theme of type ``kind`` (a subclass of :class:`Theme`): every colour of ``base`` and the game's own
    ``colours``."""
    return kind(**{f.name: getattr(base, f.name) for f in fields(Theme)}, **colours)


LIGHT = Theme(
    name="light",
    background="#fbf8f1",
    panel="#f1ebdd",
    panel_stroke="#b9ab8c",
    ink="#22201c",
    muted="#6b6458",
    card_ink="#1d1b16",
    card_stroke="#5b5346",
    card_stroke_width=1.0,
    back="#2f5d50",
    back_ink="#d8e6c9",
    legal="#1e8a3a",
    illegal="#c62828",
    last="#7b3fd1",
    selected="#e0008c",
    current="#d35400",
    banner="#2f5d50",
    banner_ink="#ffffff",
    line_width=1.0,
    coach="#0b57a4",
    coach_ink="#ffffff",
)

DARK = Theme(
    name="dark",
    background="#1c1e23",
    panel="#272a31",
    panel_stroke="#4b505c",
    ink="#eceae4",
    muted="#a9a69d",
    card_ink="#101010",
    card_stroke="#0b0b0b",
    card_stroke_width=1.0,
    back="#3b6e60",
    back_ink="#d8e6c9",
    legal="#4cd07a",
    illegal="#ff6b6b",
    last="#b98cff",
    selected="#ff4fb8",
    current="#ffb347",
    banner="#3b6e60",
    banner_ink="#ffffff",
    line_width=1.0,
    coach="#8ec5ff",
    coach_ink="#0d1b2a",
)

CONTRAST = Theme(
    name="contrast",
    background="#ffffff",
    panel="#ffffff",
    panel_stroke="#000000",
    ink="#000000",
    muted="#000000",
    card_ink="#000000",
    card_stroke="#000000",
    card_stroke_width=2.0,
    back="#000000",
    back_ink="#ffffff",
    legal="#006b1f",
    illegal="#b00000",
    last="#4b00a0",
    selected="#c0007a",
    current="#000000",
    banner="#000000",
    banner_ink="#ffffff",
    line_width=2.0,
    coach="#00338a",
    coach_ink="#ffffff",
)

THEMES: dict[str, Theme] = {t.name: t for t in (LIGHT, DARK, CONTRAST)}


def get_theme(name: str) -> Theme:
    """The theme called ``name``; ``ValueError`` naming the option otherwise."""
    try:
        return THEMES[name]
    except (KeyError, TypeError):
        raise ValueError(f"theme must be one of {', '.join(THEMES)}, got {name!r:.60}") from None
