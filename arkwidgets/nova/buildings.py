"""Buildings: their types and shapes, and where a footprint lies on a map.

A building type is a frozen value with a base shape (offsets in the data's hex coordinates, ``data/tracks.json``);
a placement is an anchor hex, a rotation (0–5, 60° steps clockwise as drawn) and, for special enclosures only,
a mirror flag (ND-8). Several placements can cover the same hexes (a kiosk in any rotation, a symmetric shape), so
:func:`canonical` names each footprint by exactly one (anchor, rotation, mirrored): two moves that build the same
hexes are the same move. Where a building may stand — the placement rules N-BUILD-7 … -10, one function per id,
and the exact list of legal placements — is :mod:`arkwidgets.nova.rules.build_sites`; which *types* an action may
build is the Build action's business (:mod:`arkwidgets.nova.rules.build`).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import lru_cache
from types import MappingProxyType
from typing import Any, Literal

from ..markup import clip
from .cards import SPONSORS
from .data import read_text
from .hexes import Hex, Offset, add, format_hex, mirror, neighbours, rotate
from .zoomap import ZooMap

__all__ = [
    "BUILDING_TYPES",
    "BUILD_II_TYPES",
    "BUILD_I_TYPES",
    "SPECIAL_ENCLOSURE_TYPES",
    "STANDARD_ENCLOSURE_TYPES",
    "UNIQUE_TYPES",
    "Building",
    "BuildingType",
    "adjacent_hexes",
    "building_type",
    "buildings_adjacent",
    "canonical",
    "canonical_building",
    "count_adjacent_terrain",
    "covers_all",
    "footprint",
    "orientations",
    "transformed",
    "make_building",
    "start_buildings",
]

Level = Literal["I", "II", "sponsor"]
Category = Literal["kiosk", "pavilion", "standard", "special", "unique"]


@dataclass(frozen=True, slots=True, eq=False)  # equal only to itself: see __reduce__
class BuildingType:
    """A kind of building tile: its name as the notation writes it, its shape and what may build it.

    ``level`` is the Build level that first offers it (``'sponsor'`` for unique buildings, which only their sponsor
    card places, N-BUILD-6); ``may_mirror`` is True only for the special enclosures, whose two faces are the same
    (ND-8). ``sponsor`` is the sponsor card number of a unique building.
    """

    name: str
    size: int
    offsets: tuple[Offset, ...]
    level: Level
    category: Category
    may_mirror: bool
    sponsor: int | None = None

    # Each type exists once (BUILDING_TYPES): it equals only itself, so "is this type among those?" (asked at every
    # judgement) never runs Python code; a copy or a pickle of a type is the type itself.
    def __reduce__(self) -> tuple[Any, tuple[str]]:
        return building_type, (self.name,)

    def __str__(self) -> str:
        return self.name


def _offsets(raw: Iterable[Any]) -> tuple[Offset, ...]:
    shape = tuple(sorted((int(dx), int(dy)) for dx, dy in raw))
    if (0, 0) not in shape or len(set(shape)) != len(shape) or any((dx + dy) % 2 for dx, dy in shape):
        raise ValueError(f"tracks.json: building shape {shape} must hold (0, 0) and distinct even offsets")
    return shape


def _load_types() -> tuple[BuildingType, ...]:
    import json

    shapes = json.loads(read_text("tracks.json"))["buildings"]
    std = shapes["standard_enclosure"]
    types = [
        BuildingType("kiosk", 1, ((0, 0),), "I", "kiosk", False),
        BuildingType("pavilion", 1, ((0, 0),), "I", "pavilion", False),
    ]
    types += [BuildingType(f"enclosure-{n}", n, _offsets(std[str(n)]), "I", "standard", False) for n in range(1, 6)]
    for key, name in (("petting_zoo", "petting-zoo"), ("reptile_house", "reptile-house"),
                      ("large_bird_aviary", "large-bird-aviary")):  # fmt: skip
        s = shapes[key]
        types.append(BuildingType(name, int(s["size"]), _offsets(s["cells"]), s["build_level"], "special", True))
    unique_sizes = {s.number: s.unique_building_size for s in SPONSORS if s.unique_building_size}
    for number, cells in sorted(shapes["unique_buildings_cells_from_th1rt3en"].items(), key=lambda kv: int(kv[0])):
        offsets = _offsets(cells)
        if unique_sizes.get(int(number)) != len(offsets):
            raise ValueError(f"tracks.json: unique building {number} has {len(offsets)} hexes, sponsors.csv says "
                             f"{unique_sizes.get(int(number))}")  # fmt: skip
        types.append(BuildingType(f"unique-{number}", len(offsets), offsets, "sponsor", "unique", False, int(number)))
    for t in types:
        if len(t.offsets) != t.size:
            raise ValueError(f"tracks.json: {t.name} has {len(t.offsets)} hexes but size {t.size}")
    return tuple(types)


#: Every building type by name, in a fixed order: kiosk, pavilion, enclosure-1…5, the specials, unique-243…257.
_BY_NAME: dict[str, BuildingType] = {t.name: t for t in _load_types()}
BUILDING_TYPES: Mapping[str, BuildingType] = MappingProxyType(_BY_NAME)
STANDARD_ENCLOSURE_TYPES: tuple[BuildingType, ...] = tuple(
    t for t in BUILDING_TYPES.values() if t.category == "standard"
)
SPECIAL_ENCLOSURE_TYPES: tuple[BuildingType, ...] = tuple(
    t for t in BUILDING_TYPES.values() if t.category == "special"
)
UNIQUE_TYPES: tuple[BuildingType, ...] = tuple(t for t in BUILDING_TYPES.values() if t.category == "unique")
#: What Build I may place (N-BUILD-2) and what Build II adds to it (N-BUILD-3).
BUILD_I_TYPES: tuple[BuildingType, ...] = tuple(t for t in BUILDING_TYPES.values() if t.level == "I")
BUILD_II_TYPES: tuple[BuildingType, ...] = tuple(t for t in BUILDING_TYPES.values() if t.level in ("I", "II"))


def building_type(name: str | BuildingType) -> BuildingType:
    """The building type called ``name``; ValueError listing the known names otherwise."""
    if name.__class__ is BuildingType:  # asked at every judgement: the quickest test first
        return name
    try:
        return _BY_NAME[name]  # type: ignore[index]
    except (KeyError, TypeError):
        if isinstance(name, BuildingType):
            return name
        raise ValueError(f"no building type {clip(repr(name))}; known: {', '.join(BUILDING_TYPES)}") from None


# ---------------------------------------------------------------------------------------------- footprints
def transformed(t: BuildingType, rotation: int, mirrored: bool) -> tuple[Offset, ...]:
    return tuple(rotate(mirror(o) if mirrored else o, rotation) for o in t.offsets)


def _check_orientation(t: BuildingType, rotation: int, mirrored: bool) -> None:
    if not isinstance(rotation, int) or not 0 <= rotation <= 5:
        raise ValueError(f"rotation {clip(repr(rotation))} is not 0–5 (steps of 60°)")
    if mirrored and not t.may_mirror:
        raise ValueError(f"a {t.name} cannot be placed mirrored; only special enclosures can (ND-8)")


def footprint(type: str | BuildingType, anchor: Hex, rotation: int = 0, mirrored: bool = False) -> frozenset[Hex]:
    """The hexes a building covers: its shape, mirrored if asked, turned ``rotation`` × 60°, moved to ``anchor``."""
    t = building_type(type)
    _check_orientation(t, rotation, mirrored)
    if (anchor[0] + anchor[1]) % 2 == 0:
        raise ValueError(f"anchor {format_hex(anchor)} is not a hex: x + y must be odd")
    return frozenset(add(anchor, o) for o in transformed(t, rotation, mirrored))


def orientations(t: BuildingType) -> tuple[tuple[int, bool], ...]:
    """(rotation, mirrored) in canonical preference: unmirrored before mirrored, lower rotations first."""
    return tuple((r, m) for m in ((False, True) if t.may_mirror else (False,)) for r in range(6))


def canonical(type: str | BuildingType, cells: Iterable[Hex]) -> tuple[Hex, int, bool]:
    """The one (anchor, rotation, mirrored) that names the footprint ``cells`` of this type.

    It is the first orientation, unmirrored before mirrored and by rising rotation, whose shape covers exactly
    ``cells``; the anchor follows from it. ValueError when the hexes are not a footprint of the type.
    """
    t = building_type(type)
    target = frozenset(cells)
    if len(target) == t.size:
        low = min(target)
        for rotation, mirrored in orientations(t):
            shape = transformed(t, rotation, mirrored)
            first = min(shape)
            anchor = (low[0] - first[0], low[1] - first[1])
            if frozenset(add(anchor, o) for o in shape) == target:
                return anchor, rotation, mirrored
    hexes = " ".join(format_hex(h) for h in sorted(target))
    raise ValueError(f"the hexes {hexes} are not the shape of a {t.name}")


@dataclass(frozen=True, slots=True)
class Building:
    """A placed building: its type name, how it was placed, and the hexes it covers.

    The type is kept by name so a building is plain data (``to_dict``/``from_dict``); ``cells`` always equals
    ``footprint(type, anchor, rotation, mirrored)``. Use :func:`make_building` or :func:`canonical_building` to make
    one; :func:`legal_placements` returns canonical buildings.
    """

    type: str
    anchor: Hex
    rotation: int
    mirrored: bool
    cells: frozenset[Hex]

    @property
    def building_type(self) -> BuildingType:
        return BUILDING_TYPES[self.type]

    @property
    def size(self) -> int:
        return len(self.cells)

    def is_canonical(self) -> bool:
        return canonical(self.type, self.cells) == (self.anchor, self.rotation, self.mirrored)

    def to_dict(self) -> dict[str, Any]:
        return {"type": self.type, "anchor": list(self.anchor), "rotation": self.rotation, "mirrored": self.mirrored}

    @staticmethod
    def from_dict(d: Any) -> Building:
        if not isinstance(d, dict) or set(d) != {"type", "anchor", "rotation", "mirrored"}:
            raise ValueError(f"a building is an object with type, anchor, rotation and mirrored, got {d!r:.80}")
        x, y = d["anchor"]
        return make_building(str(d["type"]), (int(x), int(y)), int(d["rotation"]), bool(d["mirrored"]))

    def __str__(self) -> str:
        text = f"{self.type} {format_hex(self.anchor)}"
        if self.building_type.size > 1:
            text += f" r{self.rotation}"
        return text + (" m" if self.mirrored else "")


def make_building(type: str | BuildingType, anchor: Hex, rotation: int = 0, mirrored: bool = False) -> Building:
    """A building placed exactly as given (not canonicalised); see :func:`canonical_building`.

    Buildings are values, so the same placement asked again is answered from a bounded cache: judging a move
    (``check``) builds its candidate often.
    """
    t = building_type(type)
    return _make(t.name, (int(anchor[0]), int(anchor[1])), rotation, bool(mirrored))


@lru_cache(maxsize=1 << 16)
def _make(name: str, anchor: Hex, rotation: int, mirrored: bool) -> Building:
    return Building(name, anchor, rotation, mirrored, footprint(name, anchor, rotation, mirrored))


def canonical_building(type: str | BuildingType, cells: Iterable[Hex]) -> Building:
    """The canonical building covering ``cells`` (ValueError when they are not the type's shape)."""
    t = building_type(type)
    anchor, rotation, mirrored = canonical(t, cells)
    return Building(t.name, anchor, rotation, mirrored, frozenset(cells))


def start_buildings(zoomap: ZooMap) -> tuple[Building, ...]:
    """The buildings a map starts with (N-SET-10: map A's kiosk and empty size-3 enclosure), canonical."""
    return tuple(canonical_building(b.type, b.cells) for b in zoomap.start_buildings)


# ------------------------------------------------------------------------------------------------ geometry
def _cells_of(x: Building | Iterable[Hex]) -> frozenset[Hex]:
    return x.cells if x.__class__ is Building or isinstance(x, Building) else frozenset(x)


def adjacent_hexes(cells: Building | Iterable[Hex]) -> frozenset[Hex]:
    """The hexes sharing an edge with the building, outside it (on the infinite grid; N-MAP-10). A building is
    asked about at every placement and housing judgement: its own hexes are read without a further call."""
    return _around(cells.cells if cells.__class__ is Building else _cells_of(cells))


@lru_cache(maxsize=1 << 16)
def _around(inside: frozenset[Hex]) -> frozenset[Hex]:
    return frozenset(n for h in inside for n in neighbours(h)) - inside


def buildings_adjacent(a: Building | Iterable[Hex], b: Building | Iterable[Hex]) -> bool:
    """Do two buildings (or a building and hexes) share an edge (N-MAP-10)? Overlap is not adjacency."""
    cb = _cells_of(b)
    return bool(adjacent_hexes(a) & cb)


def count_adjacent_terrain(zoomap: ZooMap, cells: Building | Iterable[Hex], terrain: str) -> int:
    """How many distinct ``'rock'`` or ``'water'`` hexes touch the building (N-ANIM-6, N-ICON-1, EX-11)."""
    if terrain == "rock":
        found = zoomap.rock
    elif terrain == "water":
        found = zoomap.water
    else:
        raise ValueError(f"terrain {clip(repr(terrain))} is neither 'rock' nor 'water'")
    return len(adjacent_hexes(cells) & found)


def covers_all(zoomap: ZooMap, buildings: Iterable[Building]) -> bool:
    """Is every hex of the map other than rock and water covered (N-BUILD-16)?"""
    covered: set[Hex] = set()
    for b in buildings:
        covered |= b.cells
    return zoomap.building_hexes <= covered
