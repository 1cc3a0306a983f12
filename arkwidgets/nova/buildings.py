"""Buildings: their shapes, where a footprint lies, the placement rules, and the exact list of legal placements.

A building type is a frozen value with a base shape (offsets in the data's hex coordinates, ``data/tracks.json``);
a placement is an anchor hex, a rotation (0–5, 60° steps clockwise as drawn) and, for special enclosures only,
a mirror flag (ND-8). Several placements can cover the same hexes (a kiosk in any rotation, a symmetric shape), so
:func:`canonical` names each footprint by exactly one (anchor, rotation, mirrored): two moves that build the same
hexes are the same move, and :func:`legal_placements` lists each footprint once.

The placement rules are one small function per rule id, each returning a list of
:class:`~arkwidgets.verdicts.Violation` (empty when the rule holds): N-BUILD-7 (free building hexes on the map),
N-BUILD-8 (adjacency, or a border hex for a first building, ND-33), N-BUILD-9 (Build-II hexes) and N-BUILD-10 (kiosk
spacing, ND-6). They hold for buildings placed by any effect (N-BUILD-18, ND-34). Which *types* an action may build
(levels, one special enclosure of each kind, sizes within strength) is the Build action's business, not this
module's.

:func:`legal_placements` gives the same answers as running the rule functions on every candidate, but fast: the
footprints of every anchor and rotation that fit a map's building hexes are computed once per map and type as
bitmasks, and a call only filters them by occupancy, adjacency, Build-II hexes and kiosk spacing.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from types import MappingProxyType
from typing import Any, Literal

from ..i18n import N_
from ..verdicts import Violation
from .cards import SPONSORS
from .data import read_text
from .hexes import Hex, Offset, add, distance, format_hex, mirror, neighbours, rotate
from .tracks import TRACKS
from .zoomap import ZooMap

__all__ = [
    "BUILDING_TYPES",
    "BUILD_II_TYPES",
    "BUILD_I_TYPES",
    "PLACEMENT_RULES",
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
    "legal_placements",
    "make_building",
    "n_build_7_on_free_building_hexes",
    "n_build_8_adjacent_or_border",
    "n_build_9_build_ii_hexes",
    "n_build_10_kiosk_spacing",
    "placement_violations",
    "start_buildings",
]

Level = Literal["I", "II", "sponsor"]
Category = Literal["kiosk", "pavilion", "standard", "special", "unique"]


@dataclass(frozen=True, slots=True)
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
BUILDING_TYPES: Mapping[str, BuildingType] = MappingProxyType({t.name: t for t in _load_types()})
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
    if isinstance(name, BuildingType):
        return name
    try:
        return BUILDING_TYPES[name]
    except (KeyError, TypeError):
        raise ValueError(f"no building type {name!r}; known: {', '.join(BUILDING_TYPES)}") from None


# ---------------------------------------------------------------------------------------------- footprints
def _transformed(t: BuildingType, rotation: int, mirrored: bool) -> tuple[Offset, ...]:
    return tuple(rotate(mirror(o) if mirrored else o, rotation) for o in t.offsets)


def _check_orientation(t: BuildingType, rotation: int, mirrored: bool) -> None:
    if not isinstance(rotation, int) or not 0 <= rotation <= 5:
        raise ValueError(f"rotation {rotation!r} is not 0–5 (steps of 60°)")
    if mirrored and not t.may_mirror:
        raise ValueError(f"a {t.name} cannot be placed mirrored; only special enclosures can (ND-8)")


def footprint(type: str | BuildingType, anchor: Hex, rotation: int = 0, mirrored: bool = False) -> frozenset[Hex]:
    """The hexes a building covers: its shape, mirrored if asked, turned ``rotation`` × 60°, moved to ``anchor``."""
    t = building_type(type)
    _check_orientation(t, rotation, mirrored)
    if (anchor[0] + anchor[1]) % 2 == 0:
        raise ValueError(f"anchor {format_hex(anchor)} is not a hex: x + y must be odd")
    return frozenset(add(anchor, o) for o in _transformed(t, rotation, mirrored))


def _orientations(t: BuildingType) -> tuple[tuple[int, bool], ...]:
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
        for rotation, mirrored in _orientations(t):
            shape = _transformed(t, rotation, mirrored)
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
    return x.cells if isinstance(x, Building) else frozenset(x)


def adjacent_hexes(cells: Building | Iterable[Hex]) -> frozenset[Hex]:
    """The hexes sharing an edge with the building, outside it (on the infinite grid; N-MAP-10)."""
    return _around(_cells_of(cells))


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
        raise ValueError(f"terrain {terrain!r} is neither 'rock' nor 'water'")
    return len(adjacent_hexes(cells) & found)


def covers_all(zoomap: ZooMap, buildings: Iterable[Building]) -> bool:
    """Is every hex of the map other than rock and water covered (N-BUILD-16)?"""
    covered: set[Hex] = set()
    for b in buildings:
        covered |= b.cells
    return zoomap.building_hexes <= covered


def _hexes(cells: Iterable[Hex]) -> str:
    return " ".join(format_hex(h) for h in sorted(cells))


# --------------------------------------------------------------------------------------------------- rules
def n_build_7_on_free_building_hexes(
    zoomap: ZooMap, buildings: Sequence[Building], candidate: Building, build_ii: bool = False
) -> list[Violation]:
    """N-BUILD-7: only empty building hexes inside the map; never rock, water, off the map or on a building."""
    out: list[Violation] = []
    off = candidate.cells - zoomap.cells
    if off:
        out.append(Violation("N-BUILD-7", N_("the {building} would leave map {map} at {hexes}"),
                             building=candidate.type, map=zoomap.id, hexes=_hexes(off)))  # fmt: skip
    rock = candidate.cells & zoomap.rock
    if rock:
        out.append(Violation("N-BUILD-7", N_("the {building} would cover rock at {hexes}; rock is never built on"),
                             building=candidate.type, hexes=_hexes(rock)))  # fmt: skip
    water = candidate.cells & zoomap.water
    if water:
        out.append(Violation("N-BUILD-7", N_("the {building} would cover water at {hexes}; water is never built on"),
                             building=candidate.type, hexes=_hexes(water)))  # fmt: skip
    for other in buildings:
        shared = candidate.cells & other.cells
        if shared:
            out.append(Violation("N-BUILD-7", N_("the {building} would cover {hexes}, already covered by your {other}"),
                                 building=candidate.type, hexes=_hexes(shared), other=other))  # fmt: skip
    return out


def n_build_8_adjacent_or_border(
    zoomap: ZooMap, buildings: Sequence[Building], candidate: Building, build_ii: bool = False
) -> list[Violation]:
    """N-BUILD-8, ND-33: next to one of your buildings; with no building yet, on at least one border hex."""
    if buildings:
        around = adjacent_hexes(candidate)
        if any(around & b.cells for b in buildings):
            return []
        return [Violation("N-BUILD-8", N_("the {building} at {hexes} would touch none of your buildings"),
                          building=candidate.type, hexes=_hexes(candidate.cells))]  # fmt: skip
    if candidate.cells & zoomap.border:
        return []
    return [Violation("N-BUILD-8",
                      N_("your first building must cover a border hex; the {building} at {hexes} covers none"),
                      building=candidate.type, hexes=_hexes(candidate.cells))]  # fmt: skip


def n_build_9_build_ii_hexes(
    zoomap: ZooMap, buildings: Sequence[Building], candidate: Building, build_ii: bool = False
) -> list[Violation]:
    """N-BUILD-9, N-MAP-2: hexes marked Build II only once the Build card is on level II."""
    marked = candidate.cells & zoomap.build_ii_hexes
    if marked and not build_ii:
        return [Violation("N-BUILD-9", N_("{hexes} can be built on only with Build II; the {building} would cover it"),
                          building=candidate.type, hexes=_hexes(marked))]  # fmt: skip
    return []


def n_build_10_kiosk_spacing(
    zoomap: ZooMap, buildings: Sequence[Building], candidate: Building, build_ii: bool = False
) -> list[Violation]:
    """N-BUILD-10, ND-6: a kiosk at hex distance ≥ 3 from each other kiosk of yours, counted over any hexes."""
    if candidate.type != "kiosk":
        return []
    least = TRACKS.kiosk_min_distance
    out: list[Violation] = []
    for other in buildings:
        if other.type == "kiosk":
            d = distance(candidate.anchor, other.anchor)
            if d < least:
                out.append(Violation(
                    "N-BUILD-10",
                    N_("a kiosk at {hex} would be {distance} from your kiosk at {other}; "
                       "kiosks must be at least {least} apart"),
                    hex=format_hex(candidate.anchor), other=format_hex(other.anchor), distance=d,
                    least=least))  # fmt: skip
    return out


#: The placement rules, in the order a verdict lists them.
PLACEMENT_RULES = (
    n_build_7_on_free_building_hexes,
    n_build_8_adjacent_or_border,
    n_build_9_build_ii_hexes,
    n_build_10_kiosk_spacing,
)


def placement_violations(
    zoomap: ZooMap,
    buildings: Sequence[Building],
    type: str | BuildingType,
    anchor: Hex,
    rotation: int = 0,
    mirrored: bool = False,
    build_ii: bool = False,
    report: bool = True,
) -> list[Violation]:
    """Every broken placement rule for this building (``report=True``), or only the first (fast yes/no path).

    ``buildings`` are the player's own buildings already placed. Orientation errors (a rotation outside 0–5, a
    mirrored standard enclosure) are not rule breaches of a position but a malformed move: they raise ValueError.
    """
    candidate = make_building(type, anchor, rotation, mirrored)
    out: list[Violation] = []
    for rule in PLACEMENT_RULES:
        found = rule(zoomap, buildings, candidate, build_ii)
        if found:
            if not report:
                return found[:1]
            out += found
    return out


# ------------------------------------------------------------------------------------------ legal placements
@dataclass(frozen=True, slots=True)
class _Footprint:
    building: Building
    mask: int
    around: int  # on-map hexes adjacent to the footprint
    border: bool
    needs_ii: bool


@dataclass(frozen=True, slots=True)
class _MapIndex:
    zoomap: ZooMap
    bit: Mapping[Hex, int]
    kiosk_zone: Mapping[Hex, int]  # per hex: the hexes closer than the kiosk spacing


_INDEX: dict[str, _MapIndex] = {}
_FOOTPRINTS: dict[tuple[str, str], tuple[ZooMap, tuple[_Footprint, ...]]] = {}


def _index(zoomap: ZooMap) -> _MapIndex:
    found = _INDEX.get(zoomap.id)
    if found is None or (found.zoomap is not zoomap and found.zoomap != zoomap):
        order = sorted(zoomap.cells)
        bit = {h: 1 << i for i, h in enumerate(order)}
        least = TRACKS.kiosk_min_distance
        zone = {h: sum(bit[o] for o in order if distance(h, o) < least) for h in order}
        found = _INDEX[zoomap.id] = _MapIndex(zoomap, MappingProxyType(bit), MappingProxyType(zone))
    return found


def _mask(index: _MapIndex, cells: Iterable[Hex]) -> int:
    bit = index.bit
    return sum(bit.get(h, 0) for h in cells)


def _footprints(zoomap: ZooMap, t: BuildingType) -> tuple[_Footprint, ...]:
    """Every footprint of ``t`` that lies on building hexes of the map, canonical, sorted by (anchor, rotation)."""
    key = (zoomap.id, t.name)
    cached = _FOOTPRINTS.get(key)
    if cached is not None and (cached[0] is zoomap or cached[0] == zoomap):
        return cached[1]
    index = _index(zoomap)
    free = zoomap.building_hexes
    seen: set[frozenset[Hex]] = set()
    found: list[_Footprint] = []
    for rotation, mirrored in _orientations(t):
        shape = _transformed(t, rotation, mirrored)
        for anchor in sorted(free):
            cells = frozenset(add(anchor, o) for o in shape)
            if cells in seen or not cells <= free:
                continue
            seen.add(cells)
            around = adjacent_hexes(cells) & zoomap.cells
            found.append(_Footprint(
                Building(t.name, anchor, rotation, mirrored, cells), _mask(index, cells), _mask(index, around),
                bool(cells & zoomap.border), bool(cells & zoomap.build_ii_hexes)))  # fmt: skip
    found.sort(key=lambda f: (f.building.anchor, f.building.rotation, f.building.mirrored))
    result = tuple(found)
    _FOOTPRINTS[key] = (zoomap, result)
    return result


#: Answers of :func:`legal_placements` for recent zoos: the same zoo is asked about every building type, at every
#: strength, in every question of a turn, while it changes only when something is built. Keyed by the map's id and
#: the buildings; the map itself is kept beside the answer so a different map with the same id is never confused.
_PLACEMENTS: dict[tuple[str, tuple[Building, ...], str, bool], tuple[ZooMap, tuple[Building, ...]]] = {}
_PLACEMENTS_MAX = 4096


def legal_placements(
    zoomap: ZooMap, buildings: Sequence[Building], type: str | BuildingType, build_ii: bool = False
) -> tuple[Building, ...]:
    """Every legal placement of one building of ``type``: one canonical :class:`Building` per distinct footprint.

    Exactly the placements for which :func:`placement_violations` finds nothing, ordered by (anchor, rotation,
    mirrored). Only the hexes rules are judged here (N-BUILD-7 … -10); whether the action may build this type at all
    is the caller's question.
    """
    t = building_type(type)
    key = (zoomap.id, tuple(buildings), t.name, bool(build_ii))
    known = _PLACEMENTS.get(key)
    if known is not None and known[0] is zoomap:
        return known[1]
    result = _legal_placements(zoomap, key[1], t, key[3])
    if len(_PLACEMENTS) >= _PLACEMENTS_MAX:
        _PLACEMENTS.pop(next(iter(_PLACEMENTS)))
    _PLACEMENTS[key] = (zoomap, result)
    return result


def _legal_placements(zoomap: ZooMap, buildings: tuple[Building, ...], t: BuildingType,
                      build_ii: bool) -> tuple[Building, ...]:
    index = _index(zoomap)
    occupied = 0
    for b in buildings:
        occupied |= _mask(index, b.cells)
    forbidden = occupied
    if t.category == "kiosk":
        for b in buildings:
            if b.type == "kiosk":
                forbidden |= index.kiosk_zone.get(b.anchor, 0)
    first = not buildings
    out: list[Building] = []
    for f in _footprints(zoomap, t):
        if f.mask & forbidden:
            continue
        if first:
            if not f.border:
                continue
        elif not f.around & occupied:
            continue
        if f.needs_ii and not build_ii:
            continue
        out.append(f.building)
    return tuple(out)
