"""The icons in a zoo (N-EFF-5) and the association pieces that carry icons: partner zoos and universities.

Conditions of animals, sponsors and projects, final scoring cards and many abilities count icons; they all ask
:func:`zoo_icons` so "what counts" is written once: the top icons of played animals and sponsors with their
rock/water requirement icons (never their condition icons), one continent icon per partner zoo and the icons of
each university.
"""

from __future__ import annotations

from collections import Counter

from ..cards import SCIENCE, card
from ..cards import zoo_icons as card_icons
from ..state import GameState

__all__ = ["UNIVERSITIES", "categories_in_zoo", "hand_limit", "icon_count", "zoo_icons"]

#: The three university kinds (NC-11, ND-47): science icons, reputation when taken, hand limit 5.
UNIVERSITIES: dict[str, tuple[int, int, bool]] = {
    "science-reputation": (1, 2, False),
    "reputation-hand": (0, 1, True),
    "science-2": (2, 0, False),
}


def zoo_icons(gs: GameState, seat: int) -> Counter[str]:
    """Every icon in the zoo of ``seat``, counted per printed copy (N-EFF-5)."""
    p = gs.players[seat]
    icons: Counter[str] = Counter()
    for a in p.animals:
        icons.update(card_icons(card(a.card)))
    for s in p.sponsors:
        icons.update(card_icons(card(s)))
    icons.update(p.partner_zoos)
    for u in p.universities:
        icons[SCIENCE] += UNIVERSITIES[u][0]
    return icons


def icon_count(gs: GameState, seat: int, icon: str) -> int:
    return zoo_icons(gs, seat)[icon]


def categories_in_zoo(gs: GameState, seat: int) -> Counter[str]:
    """Category icons only (bear and petting-zoo animal count as categories, N-ICON-12, ND-15)."""
    from ..cards import CATEGORIES

    icons = zoo_icons(gs, seat)
    return Counter({c: icons[c] for c in CATEGORIES if icons[c]})


def hand_limit(gs: GameState, seat: int) -> int:
    """3, or 5 with the hand-limit university (N-BREAK-5, N-ASSOC-9)."""
    from ..tracks import TRACKS

    p = gs.players[seat]
    if any(UNIVERSITIES[u][2] for u in p.universities):
        return TRACKS.setup.hand_limit_with_university
    return TRACKS.setup.hand_limit
