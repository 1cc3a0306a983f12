"""What a conservation project asks of a zoo (N-PROJ-6, -7; ND-11), one small function per requirement type.

``projects.csv`` names seven requirement types; each is read here once, so the Association action, the coverage
ledger and the tests agree on which are implemented (:data:`REQUIREMENT_TYPES`). Counts come from
:func:`arkwidgets.nova.rules.zoo_icons.zoo_icons` (N-EFF-5), so a partner zoo's continent and a university's science
icons count wherever an icon counts.

Sizes: an animal's size in the data is what release tiers and the size-counting projects read (ND-11). A petting-zoo
animal counts as size 1, so it is a small animal here exactly as in the sponsor effects (ND-55, ND-60).
"""

from __future__ import annotations

from collections.abc import Callable

from ..cards import CATEGORIES, CONTINENTS, AnimalCard, ProjectCard, ProjectTier, card
from ..cards import zoo_icons as card_icons
from ..state import GameState, ZooAnimal
from .zoo_icons import zoo_icons

__all__ = [
    "COUNTED",
    "REQUIREMENT_TYPES",
    "breeding_animals",
    "counted",
    "printed_size",
    "releasable",
]


def printed_size(a: AnimalCard) -> int:
    """The size an animal counts with: its standard-enclosure size; 1 for a petting-zoo animal (ND-11, ND-60)."""
    return a.size


def _animals(gs: GameState, seat: int) -> list[AnimalCard]:
    out = []
    for z in gs.players[seat].animals:
        c = card(z.card)
        assert isinstance(c, AnimalCard)
        out.append(c)
    return out


def _icon_count(gs: GameState, seat: int, project: ProjectCard) -> int:
    return zoo_icons(gs, seat)[project.required_icon or ""]


def _distinct_categories(gs: GameState, seat: int, project: ProjectCard) -> int:
    icons = zoo_icons(gs, seat)
    return sum(1 for c in CATEGORIES if icons[c])  # bear and petting-zoo animal count (ND-15)


def _distinct_continents(gs: GameState, seat: int, project: ProjectCard) -> int:
    icons = zoo_icons(gs, seat)
    return sum(1 for c in CONTINENTS if icons[c])


def _small_animals(gs: GameState, seat: int, project: ProjectCard) -> int:
    return sum(1 for a in _animals(gs, seat) if printed_size(a) <= 2)


def _large_animals(gs: GameState, seat: int, project: ProjectCard) -> int:
    return sum(1 for a in _animals(gs, seat) if printed_size(a) >= 4)


#: Requirement types met by a *count* of something in the zoo, compared with the tier's printed number (N-PROJ-6).
COUNTED: dict[str, Callable[[GameState, int, ProjectCard], int]] = {
    "icon_count": _icon_count,
    "distinct_categories": _distinct_categories,
    "distinct_continents": _distinct_continents,
    "animal_count_size_le2": _small_animals,
    "animal_count_size_ge4": _large_animals,
}

#: Every requirement type of ``projects.csv`` the engine executes (the coverage ledger reads this).
REQUIREMENT_TYPES: frozenset[str] = frozenset(COUNTED) | {"release_animal_standard_size", "icon_plus_partner_zoo"}


def counted(gs: GameState, seat: int, project: ProjectCard) -> int:
    """The number a counted project compares with its tiers (N-PROJ-6)."""
    return COUNTED[project.requirement_type](gs, seat, project)


def releasable(gs: GameState, seat: int, project: ProjectCard, tier: ProjectTier) -> list[ZooAnimal]:
    """The animals of the zoo a release project's ``tier`` could take (N-PROJ-7, ND-11): bearing the named icon,
    with a printed standard size in the tier's class, wherever they live."""
    out = []
    for z in gs.players[seat].animals:
        a = card(z.card)
        assert isinstance(a, AnimalCard)
        if project.required_icon in card_icons(a) and tier.admits_size(printed_size(a)):
            out.append(z)
    return out


def breeding_animals(gs: GameState, seat: int, project: ProjectCard) -> list[int]:
    """Animals that meet a breeding program: the named category icon and a partner zoo of one of the animal's
    continents (projects.csv; N-ASSOC-7)."""
    partners = set(gs.players[seat].partner_zoos)
    return [a.number for a in _animals(gs, seat)
            if project.required_icon in a.categories and partners.intersection(a.continents)]
