"""Final scoring cards (N-END-7, N-ICON-9): one measure function per card, named after its data ``measure``.

Each measure returns the number the card's table is read at (EX-19: sponsor cards), or, for the two cards without a
table, the CP directly (Architectural Zoo: conditions met; Diverse Species Zoo: categories beating the right-hand
neighbour, EX-20). A card gives at most 4 CP.
"""

from __future__ import annotations

from collections.abc import Callable

from ..cards import CATEGORIES, ROCK, SCIENCE, WATER, card, final_scoring_card
from ..hexes import Hex
from ..state import GameState
from ..zoomap import load_map
from .zoo_icons import zoo_icons

__all__ = ["MEASURES", "final_card_cp", "right_neighbour"]


def _sizes(gs: GameState, seat: int) -> list[int]:
    return [card(a.card).size for a in gs.players[seat].animals]  # type: ignore[union-attr]


def right_neighbour(gs: GameState, seat: int) -> int:
    """The player before you in turn order (EX-20: "your right-hand neighbour")."""
    return (seat - 1) % gs.n


def _diverse(gs: GameState, seat: int) -> int:
    """EX-20, N-ICON-12: 1 CP per category in which you have more icons than your right-hand neighbour, max 4."""
    mine, theirs = zoo_icons(gs, seat), zoo_icons(gs, right_neighbour(gs, seat))
    return min(4, sum(1 for c in CATEGORIES if mine[c] > theirs[c]))


def _covered(gs: GameState, seat: int) -> set[Hex]:
    return {h for b in gs.players[seat].buildings for h in b.cells}


def _empty_building_hexes(gs: GameState, seat: int) -> int:
    """Naturalists' Zoo: the map's building hexes (not rock or water) no building covers (ND-49)."""
    return len(load_map(gs.players[seat].map_id).building_hexes - _covered(gs, seat))


def _architectural(gs: GameState, seat: int) -> int:
    """Architectural Zoo, 1 CP per condition (ND-49): every water hex touches one of your buildings; every rock hex
    does; every border building hex is covered; every building hex is covered."""
    zoomap = load_map(gs.players[seat].map_id)
    covered = _covered(gs, seat)
    touched = {n for h in covered for n in zoomap.adjacent(h)}
    buildable = zoomap.building_hexes
    return sum((zoomap.water <= touched, zoomap.rock <= touched, (zoomap.border & buildable) <= covered,
                buildable <= covered))


MEASURES: dict[str, Callable[[GameState, int], int]] = {
    "animals_size_ge4": lambda gs, s: sum(1 for n in _sizes(gs, s) if n >= 4),
    "animals_size_le2": lambda gs, s: sum(1 for n in _sizes(gs, s) if n <= 2),
    "science_icons": lambda gs, s: zoo_icons(gs, s)[SCIENCE],
    "supported_projects": lambda gs, s: gs.players[s].projects_supported,
    "reputation": lambda gs, s: gs.players[s].reputation,
    "sponsor_cards": lambda gs, s: len(gs.players[s].sponsors),
    "rock_icons": lambda gs, s: zoo_icons(gs, s)[ROCK],
    "water_icons": lambda gs, s: zoo_icons(gs, s)[WATER],
    "empty_buildable_spaces": _empty_building_hexes,
}
#: Measures that give the CP directly (no threshold table).
DIRECT: dict[str, Callable[[GameState, int], int]] = {"categories_beating_right_neighbour": _diverse,
                                                      "map_conditions": _architectural}


def final_card_cp(gs: GameState, seat: int, number: int) -> int:
    c = final_scoring_card(number)
    if c.measure in DIRECT:
        return min(c.max_cp, DIRECT[c.measure](gs, seat))
    measure = MEASURES.get(c.measure)
    if measure is None:
        raise NotImplementedError(f"final scoring card {c} ({c.measure}) is not measured yet")
    return c.cp_for(measure(gs, seat))
