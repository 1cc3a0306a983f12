"""A player's zoo map as an immutable value, loaded from ``data/maps/<id>.json`` (N-MAP, NC-9).

The map is pure data about hexes and the board's printed spaces: which hexes exist, which are rock or water, which
need Build II, which show a placement bonus, where map A's start buildings stand, and the bonus spaces along the
left edge and in the partner-zoo, university and worker columns. Rules (who may build where) live in
``buildings.py`` and the rules modules; this module only answers "what is printed here?".

Maps are loaded once per id and shared (:func:`load_map` caches), so per-map precomputation elsewhere can key on
the map's id.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cache
from types import MappingProxyType
from typing import Any, Literal

from ..markup import clip
from .data import read_text
from .hexes import Hex, format_hex, neighbours

__all__ = [
    "ADVANCED_MAPS",
    "MAP_IDS",
    "Bonus",
    "LeftEdgeSlot",
    "MapAbility",
    "StartBuilding",
    "Terrain",
    "ZooMap",
    "load_map",
]

#: The advanced maps 1–8, each with its own ability (N-SET-11, N-MAP-9, the N-MAPX rules).
ADVANCED_MAPS: tuple[str, ...] = ("1", "2", "3", "4", "5", "6", "7", "8")
#: The maps the data holds: the standard map A, the plainer map 0 and the advanced maps (N-SET-10, -11).
MAP_IDS: tuple[str, ...] = ("A", "0", *ADVANCED_MAPS)

Terrain = Literal["normal", "rock", "water"]


@dataclass(frozen=True, slots=True)
class Bonus:
    """A printed bonus: a type word from the data (``money``, ``xtoken``, ``reputation``, ``cp``, ``take_card``,
    ``hire_worker``, ``upgrade_action_card`` …) and how much of it."""

    type: str
    value: int

    def __str__(self) -> str:
        return f"{self.type} {self.value}"


@dataclass(frozen=True, slots=True)
class LeftEdgeSlot:
    """One of the 7 left-edge spaces, top to bottom (N-MAP-4): uncovering it gives ``bonus`` at once, and again at
    every break when ``pays_at_breaks`` (the income icon, N-BREAK-11)."""

    index: int
    bonus: Bonus
    pays_at_breaks: bool


@dataclass(frozen=True, slots=True)
class StartBuilding:
    """A building printed on the map at setup (N-SET-10): its type name as in ``buildings.py`` and its hexes."""

    type: str
    anchor: Hex
    rotation: int
    cells: frozenset[Hex]


@dataclass(frozen=True, slots=True)
class MapAbility:
    """An advanced map's own ability (N-MAP-9): a kind word, its printed name, a summary in our words and the hexes
    it names (the tower, gate, restaurant or connection space; the parlor, H or lake spaces)."""

    kind: str
    name: str
    summary: str
    cells: frozenset[Hex]


@dataclass(frozen=True, slots=True)
class ZooMap:
    """The printed zoo map: 58 hexes with their terrain, flags and bonuses, and the board's side spaces."""

    id: str
    name: str
    cells: frozenset[Hex]
    rock: frozenset[Hex]
    water: frozenset[Hex]
    #: Every hex that may ever carry a building: the map's hexes other than rock and water (N-MAP-1); kept as a
    #: field because the rules ask for it often.
    building_hexes: frozenset[Hex]
    border: frozenset[Hex]
    build_ii_hexes: frozenset[Hex]
    bonuses: tuple[tuple[Hex, Bonus], ...]
    start_buildings: tuple[StartBuilding, ...]
    left_edge: tuple[LeftEdgeSlot, ...]
    partner_zoo_slots: tuple[Bonus | None, ...]
    partner_zoo_ii_from: int
    university_slots: tuple[Bonus | None, ...]
    worker_slots: tuple[Bonus | None, ...]
    ability: MapAbility | None
    _bonus_at: Mapping[Hex, Bonus] = field(compare=False, repr=False)
    _adjacent: Mapping[Hex, tuple[Hex, ...]] = field(compare=False, repr=False)

    def terrain(self, h: Hex) -> Terrain:
        """``'rock'``, ``'water'`` or ``'normal'``; ValueError naming the hex when it is not on this map."""
        self._check(h)
        if h in self.rock:
            return "rock"
        if h in self.water:
            return "water"
        return "normal"

    def placement_bonus(self, h: Hex) -> Bonus | None:
        """The placement bonus printed on ``h`` (N-MAP-3), or None."""
        self._check(h)
        return self._bonus_at.get(h)

    def adjacent(self, h: Hex) -> tuple[Hex, ...]:
        """The neighbours of ``h`` that lie on this map."""
        self._check(h)
        return self._adjacent[h]

    def __contains__(self, h: object) -> bool:
        return h in self.cells

    def _check(self, h: Hex) -> None:
        if h not in self.cells:
            raise ValueError(f"hex {format_hex(h)} is not on map {self.id}")

    def __str__(self) -> str:
        return self.name

    def _repr_svg_(self) -> str:  # pragma: no cover - exercised by the drawing tests
        """The printed map, for notebooks (the drawing is imported only when asked for)."""
        from .drawing import render

        return render(self)


def _hex(pair: Any) -> Hex:
    x, y = pair
    return (int(x), int(y))


def _slot_bonus(word: str | None) -> Bonus | None:
    """``"cp:2"`` → Bonus("cp", 2); ``"hire_worker"`` → Bonus("hire_worker", 1); None stays None."""
    if word is None:
        return None
    kind, _, value = word.partition(":")
    return Bonus(kind, int(value) if value else 1)


def _ability_cells(ability: dict[str, Any]) -> frozenset[Hex]:
    """The hexes an ability names: a ``…_cell`` (one space) or ``…_cells`` (a list) of the data."""
    cells: set[Hex] = set()
    for key, value in ability.items():
        if key.endswith("_cells"):
            cells.update(_hex(p) for p in value)
        elif key.endswith("_cell"):
            cells.add(_hex(value))
    return frozenset(cells)


def _start_type(raw: dict[str, Any]) -> str:
    if raw["type"] == "standard_enclosure":
        return f"enclosure-{int(raw['size'])}"
    return str(raw["type"]).replace("_", "-")


def _parse(raw: dict[str, Any], source: str) -> ZooMap:
    cells: dict[Hex, dict[str, Any]] = {}
    for c in raw["cells"]:
        h = (int(c["x"]), int(c["y"]))
        if (h[0] + h[1]) % 2 == 0 or h in cells:
            raise ValueError(f"{source}: cell {format_hex(h)} is not a grid cell or appears twice")
        if c["terrain"] not in ("normal", "rock", "water"):
            raise ValueError(f"{source}: cell {format_hex(h)} has unknown terrain {c['terrain']!r}")
        cells[h] = c
    bonuses = tuple(
        (h, Bonus(str(c["placement_bonus"]["type"]), int(c["placement_bonus"]["value"])))
        for h, c in sorted(cells.items())
        if c["placement_bonus"] is not None
    )
    side = raw["association_side"]
    if side.get("partner_zoo_slot3_needs") not in (None, "association_ii"):
        raise ValueError(f"{source}: unknown partner-zoo slot condition {side['partner_zoo_slot3_needs']!r}")
    ability = raw.get("map_ability")
    cellset = frozenset(cells)
    starts = tuple(
        StartBuilding(_start_type(b), _hex(b["anchor"]), int(b["rotation"]), frozenset(_hex(p) for p in b["cells"]))
        for b in raw["start_buildings"]
    )
    for b in starts:
        if not b.cells <= cellset:
            raise ValueError(f"{source}: start building {b.type} leaves the map")
    return ZooMap(
        id=str(raw["map_id"]),
        name=str(raw["name"]),
        cells=cellset,
        rock=frozenset(h for h, c in cells.items() if c["terrain"] == "rock"),
        water=frozenset(h for h, c in cells.items() if c["terrain"] == "water"),
        building_hexes=frozenset(h for h, c in cells.items() if c["terrain"] == "normal"),
        border=frozenset(h for h, c in cells.items() if c["border"]),
        build_ii_hexes=frozenset(h for h, c in cells.items() if c["build_ii_required"]),
        bonuses=bonuses,
        start_buildings=starts,
        left_edge=tuple(
            LeftEdgeSlot(
                int(s["index"]),
                Bonus(str(s["bonus"]["type"]), int(s["bonus"]["value"])),
                s["kind"] == "instant_income",
            )
            for s in raw["conservation_slots"]
        ),
        partner_zoo_slots=tuple(_slot_bonus(w) for w in side["partner_zoo_slots"]),
        partner_zoo_ii_from=2,  # N-MAP-6: the 3rd and 4th slots (data: "partner_zoo_slot3_needs": association_ii)
        university_slots=tuple(_slot_bonus(w) for w in side["university_slots"]),
        worker_slots=tuple(_slot_bonus(w) for w in side["extra_worker_slots"]),
        ability=None
        if ability is None
        else MapAbility(str(ability["kind"]), str(ability.get("name", "")), str(ability.get("summary", "")),
                        _ability_cells(ability)),
        _bonus_at=MappingProxyType(dict(bonuses)),
        _adjacent=MappingProxyType({h: tuple(n for n in neighbours(h) if n in cells) for h in cells}),
    )


def load_map(map_id: str) -> ZooMap:
    """The map ``map_id`` (``"A"``, ``"0"``, ``"1"`` … ``"8"``), loaded once; ValueError naming the known maps."""
    try:
        return _LOADED[map_id]  # the rules ask for a map at every judgement: a map loaded before, at once
    except (KeyError, TypeError):
        pass
    if not isinstance(map_id, str) or map_id not in MAP_IDS:
        raise ValueError(f"no zoo map {clip(repr(map_id))}; known maps: {', '.join(MAP_IDS)}")
    found = _LOADED[map_id] = _load(map_id)
    return found


#: The maps loaded so far, by id.
_LOADED: dict[str, ZooMap] = {}


@cache
def _load(map_id: str) -> ZooMap:
    source = f"maps/{map_id}.json"
    return _parse(json.loads(read_text(source)), source)
