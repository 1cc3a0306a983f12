"""The icons in a zoo (N-EFF-5) and the association pieces that carry icons: partner zoos and universities.

Conditions of animals, sponsors and projects, final scoring cards and many abilities count icons; they all ask
:func:`zoo_icons` so "what counts" is written once: the top icons of played animals and sponsors with their
rock/water requirement icons (never their condition icons), one continent icon per partner zoo and the icons of
each university.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from functools import lru_cache
from types import MappingProxyType

from ..cards import SCIENCE, card
from ..cards import zoo_icons as card_icons
from ..state import GameState

__all__ = ["UNIVERSITIES", "categories_in_zoo", "hand_limit", "icon_count", "university_icons", "zoo_icons"]

#: The three university kinds (NC-11, ND-47): science icons, reputation when taken, hand limit 5.
UNIVERSITIES: dict[str, tuple[int, int, bool]] = {
    "science-reputation": (1, 2, False),
    "reputation-hand": (0, 1, True),
    "science-2": (2, 0, False),
}


def university_icons(kind: str) -> Counter[str]:
    """The icons a university of ``kind`` shows (ND-47): its science icons."""
    return +Counter({SCIENCE: UNIVERSITIES[kind][0]})


def zoo_icons(gs: GameState, seat: int) -> Counter[str]:
    """Every icon in the zoo of ``seat``, counted per printed copy (N-EFF-5); a new Counter the caller may change."""
    p = gs.players[seat]
    return Counter(_icons(tuple(a.card for a in p.animals), p.sponsors, p.partner_zoos, p.universities))


@lru_cache(maxsize=4096)
def _icons(animals: tuple[int, ...], sponsors: tuple[int, ...], partner_zoos: tuple[str, ...],
           universities: tuple[str, ...]) -> Mapping[str, int]:
    """The icon count of a zoo, cached: the rules ask for it for every card they judge, and zoos change rarely."""
    icons: Counter[str] = Counter()
    for number in animals:
        icons.update(card_icons(card(number)))
    for number in sponsors:
        icons.update(card_icons(card(number)))
    icons.update(partner_zoos)
    for u in universities:
        icons.update(university_icons(u))
    return MappingProxyType(dict(icons))


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
