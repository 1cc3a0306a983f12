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
from typing import Any, NoReturn

from ..cards import SCIENCE, card
from ..cards import zoo_icons as card_icons
from ..memo import remember
from ..state import GameState

__all__ = ["UNIVERSITIES", "ZooIcons", "card_icon_count", "categories_in_zoo", "hand_limit", "icon_count",
           "university_icons", "zoo_icons"]

#: The three university kinds (NC-11, ND-47): science icons, reputation when taken, hand limit 5.
UNIVERSITIES: dict[str, tuple[int, int, bool]] = {
    "science-reputation": (1, 2, False),
    "reputation-hand": (0, 1, True),
    "science-2": (2, 0, False),
}


def university_icons(kind: str) -> Counter[str]:
    """The icons a university of ``kind`` shows (ND-47): its science icons."""
    return +Counter({SCIENCE: UNIVERSITIES[kind][0]})


class ZooIcons(Counter[str]):
    """A zoo's icon count, shared by every rule that reads it (cached per zoo): reading works as with any Counter
    (a missing icon counts 0); changing it raises TypeError (copy it first: ``Counter(icons)``)."""

    __slots__ = ()

    def __init__(self, counts: Mapping[str, int] | None = None) -> None:
        dict.__init__(self, counts or ())  # filled once, here, past Counter's (refusing) update

    def _refuse(self, *args: object, **kwargs: object) -> NoReturn:
        raise TypeError("a zoo's icon count is shared and read-only: copy it with Counter(...) to change it")

    __setitem__ = __delitem__ = update = subtract = clear = pop = popitem = setdefault = __ior__ = __iand__ = \
        __iadd__ = __isub__ = _refuse


def zoo_icons(gs: GameState, seat: int) -> ZooIcons:
    """Every icon in the zoo of ``seat``, counted per printed copy (N-EFF-5); read-only (see :class:`ZooIcons`)."""
    p = gs.players[seat]
    animals, sponsors, partners, universities = p.animals, p.sponsors, p.partner_zoos, p.universities
    seen = _BY_IDENTITY.get(id(animals))
    if (seen is not None and seen[0] is animals and seen[1] is sponsors and seen[2] is partners
            and seen[3] is universities):
        return seen[4]  # the very same (immutable) tuples as a moment ago: a zoo's tuples outlive state copies
    icons = _icons(tuple([a.card for a in animals]), sponsors, partners, universities)
    remember(_BY_IDENTITY, id(animals), (animals, sponsors, partners, universities, icons), _BY_IDENTITY_MAX)
    return icons


#: The answers of :func:`zoo_icons` by the identity of the zoo's tuples, each kept alive by its entry (so an id is
#: never reused while it is here): a lookup without building and hashing a key.
_BY_IDENTITY: dict[int, tuple[tuple[Any, ...], tuple[Any, ...], tuple[Any, ...], tuple[Any, ...], ZooIcons]] = {}
_BY_IDENTITY_MAX = 256


@lru_cache(maxsize=4096)
def _icons(animals: tuple[int, ...], sponsors: tuple[int, ...], partner_zoos: tuple[str, ...],
           universities: tuple[str, ...]) -> ZooIcons:
    """The icon count of a zoo, cached: the rules ask for it for every card they judge, and zoos change rarely.
    Every icon is listed in the zoo's order (cards, partner zoos, universities) and counted in one pass, which gives
    the counts, and the order of first appearance, that adding them piece by piece would."""
    found: list[str] = []
    for number in animals:
        found += _printed(number)
    for number in sponsors:
        found += _printed(number)
    found += partner_zoos
    for u in universities:
        found += (SCIENCE,) * UNIVERSITIES[u][0]  # what university_icons(u) counts
    return ZooIcons(Counter(found))


def _printed(number: int) -> tuple[str, ...]:
    """The icons card ``number`` adds to a zoo, read once per card: cards are fixed data, so the answer never
    changes, and there are at most as many entries as cards."""
    icons = _PRINTED.get(number)
    if icons is None:
        icons = _PRINTED[number] = card_icons(card(number))
    return icons


_PRINTED: dict[int, tuple[str, ...]] = {}


def card_icon_count(number: int) -> ZooIcons:
    """The icons card ``number`` adds to a zoo, counted per printed copy; read-only (see :class:`ZooIcons`) and
    shared: counted once per card, as cards are fixed data (at most as many entries as cards)."""
    counted = _COUNTED.get(number)
    if counted is None:
        counted = _COUNTED[number] = ZooIcons(Counter(_printed(number)))
    return counted


_COUNTED: dict[int, ZooIcons] = {}


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
