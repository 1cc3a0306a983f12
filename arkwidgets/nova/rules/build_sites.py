"""Where a building may stand on a zoo map: the placement rules N-BUILD-7 … -10, one function per id, and every legal
placement of a building type, found fast.

:func:`placement_violations` judges one placement with every rule (or stops at the first, for a yes/no);
:func:`legal_placements` lists exactly the placements it accepts, from footprints precomputed once per map and
building type as bit masks, because the Build question asks it for every type at every strength. Both read only the
map and the player's own buildings: which building types the action may build is the Build action's question
(:mod:`.build`), what placing sets off is :mod:`.new_building`'s.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from itertools import repeat
from types import MappingProxyType
from typing import NamedTuple

from ...i18n import N_
from ...verdicts import Violation
from ..buildings import (
    Building,
    BuildingType,
    adjacent_hexes,
    building_type,
    make_building,
    orientations,
    transformed,
)
from ..hexes import Hex, add, distance, format_hex
from ..memo import remember
from ..tracks import TRACKS
from ..words import BuildingName, HexName, HexNames, TheBuilding
from ..zoomap import ZooMap

__all__ = [
    "PLACEMENT_RULES",
    "legal_placements",
    "n_build_7_on_free_building_hexes",
    "n_build_8_adjacent_or_border",
    "n_build_9_build_ii_hexes",
    "n_build_10_kiosk_spacing",
    "free_standing_placements",
    "placement_violations",
]


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
        out.append(Violation("N-BUILD-7", N_("{building} would leave the map at {hexes}"),
                             building=TheBuilding(candidate.type), map=zoomap.id,
                             hexes=HexNames(_hexes(off))))  # fmt: skip
    rock = candidate.cells & zoomap.rock
    if rock:
        out.append(Violation("N-BUILD-7", N_("{building} would cover rock at {hexes}; rock is never built on"),
                             building=TheBuilding(candidate.type), hexes=HexNames(_hexes(rock))))  # fmt: skip
    water = candidate.cells & zoomap.water
    if water:
        out.append(Violation("N-BUILD-7", N_("{building} would cover water at {hexes}; water is never built on"),
                             building=TheBuilding(candidate.type), hexes=HexNames(_hexes(water))))  # fmt: skip
    for other in buildings:
        shared = candidate.cells & other.cells
        if shared:
            out.append(Violation("N-BUILD-7", N_("{building} would cover {hexes}, already covered by your {other}"),
                                 building=TheBuilding(candidate.type), hexes=HexNames(_hexes(shared)),
                                 other=BuildingName(other.type)))  # fmt: skip
    return out


def n_build_8_adjacent_or_border(
    zoomap: ZooMap, buildings: Sequence[Building], candidate: Building, build_ii: bool = False
) -> list[Violation]:
    """N-BUILD-8, ND-33: next to one of your buildings; with no building yet, on at least one border hex."""
    if buildings:
        around = adjacent_hexes(candidate)
        if any(around & b.cells for b in buildings):
            return []
        return [Violation("N-BUILD-8", N_("{building} at {hexes} would touch none of your buildings"),
                          building=TheBuilding(candidate.type), hexes=HexNames(_hexes(candidate.cells)))]  # fmt: skip
    if candidate.cells & zoomap.border:
        return []
    return [Violation("N-BUILD-8",
                      N_("your first building must cover a border hex; {building} at {hexes} covers none"),
                      building=TheBuilding(candidate.type), hexes=HexNames(_hexes(candidate.cells)))]  # fmt: skip


def n_build_9_build_ii_hexes(
    zoomap: ZooMap, buildings: Sequence[Building], candidate: Building, build_ii: bool = False
) -> list[Violation]:
    """N-BUILD-9, N-MAP-2: hexes marked Build II only once the Build card is on level II."""
    marked = candidate.cells & zoomap.build_ii_hexes
    if marked and not build_ii:
        return [Violation("N-BUILD-9", N_("{hexes} can be built on only with Build II; {building} would cover it"),
                          building=TheBuilding(candidate.type), hexes=HexNames(_hexes(marked)))]  # fmt: skip
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
                    hex=HexName(format_hex(candidate.anchor)), other=HexName(format_hex(other.anchor)), distance=d,
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
    adjacency: bool = True,
) -> list[Violation]:
    """Every broken placement rule for this building (``report=True``), or only the first (fast yes/no path).

    ``buildings`` are the player's own buildings already placed. Orientation errors (a rotation outside 0–5, a
    mirrored standard enclosure) are not rule breaches of a position but a malformed move: they raise ValueError.
    ``adjacency=False``: N-BUILD-8 is not judged (a building that need not touch another, Side Entrance).
    """
    candidate = make_building(type, anchor, rotation, mirrored)
    out: list[Violation] = []
    for rule in PLACEMENT_RULES:
        if not adjacency and rule is n_build_8_adjacent_or_border:
            continue
        found = rule(zoomap, buildings, candidate, build_ii)
        if found:
            if not report:
                return found[:1]
            out += found
    return out


# ------------------------------------------------------------------------------------------ legal placements
class _Footprint(NamedTuple):  # a tuple: a map's tables make thousands of them while a player waits
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
    around: Mapping[Hex, int]  # per hex: its neighbours on the map
    border: int  # the border hexes
    build_ii: int  # the hexes marked Build II


_INDEX: dict[str, _MapIndex] = {}
_FOOTPRINTS: dict[tuple[str, str], tuple[ZooMap, tuple[_Footprint, ...]]] = {}


def _index(zoomap: ZooMap) -> _MapIndex:
    """The map's hexes as bits (in sorted order) and what the footprints are judged by, as masks; made once."""
    found = _INDEX.get(zoomap.id)
    if found is None or (found.zoomap is not zoomap and found.zoomap != zoomap):
        order = sorted(zoomap.cells)
        bit = {h: 1 << i for i, h in enumerate(order)}
        least = TRACKS.kiosk_min_distance
        near = [(dx, dy) for dx in range(-least, least + 1) for dy in range(-2 * least, 2 * least + 1)
                if (dx + dy) % 2 == 0 and distance((0, 0), (dx, dy)) < least]  # the offsets closer than ``least``
        zone = {h: sum(bit.get(add(h, o), 0) for o in near) for h in order}
        around = {h: sum(bit[n] for n in zoomap.adjacent(h)) for h in order}
        found = _INDEX[zoomap.id] = _MapIndex(zoomap, MappingProxyType(bit), MappingProxyType(zone),
                                              MappingProxyType(around), _mask_of(bit, zoomap.border),
                                              _mask_of(bit, zoomap.build_ii_hexes))
    return found


def _mask_of(bit: Mapping[Hex, int], cells: Iterable[Hex]) -> int:
    return sum(map(bit.get, cells, repeat(0)))


def _mask(index: _MapIndex, cells: Iterable[Hex]) -> int:
    return _mask_of(index.bit, cells)


def _footprints(zoomap: ZooMap, t: BuildingType) -> tuple[_Footprint, ...]:
    """Every footprint of ``t`` that lies on building hexes of the map, canonical, sorted by (anchor, rotation).

    Each footprint is named by its first orientation (unmirrored first, by rising rotation) and, in it, its least
    anchor: the canonical spelling (ND-8). An orientation whose shape is a translate of an earlier one is skipped;
    the others never cover the same hexes twice (two footprints on the same hexes are translates of one shape), so
    each footprint is met once. Worked on bit masks, since a map's tables are made while a player waits for the
    first answer."""
    key = (zoomap.id, t.name)
    cached = _FOOTPRINTS.get(key)
    if cached is not None and (cached[0] is zoomap or cached[0] == zoomap):
        return cached[1]
    index = _index(zoomap)
    bit, near = index.bit, index.around
    grid = _Grid(zoomap.building_hexes, max(distance((0, 0), o) for o in t.offsets))
    forms: set[tuple[Hex, ...]] = set()
    found: list[_Footprint] = []
    for rotation, mirrored in orientations(t):
        shape = transformed(t, rotation, mirrored)
        if not _new_form(shape, forms):
            continue
        for x, y in grid.anchors(shape):
            cells = frozenset([(x + dx, y + dy) for dx, dy in shape])
            mask = around = 0
            for h in cells:
                mask |= bit[h]
                around |= near[h]
            found.append(_Footprint(Building(t.name, (x, y), rotation, mirrored, cells), mask, around & ~mask,
                                    bool(mask & index.border), bool(mask & index.build_ii)))
    found.sort(key=lambda f: (f.building.anchor, f.building.rotation, f.building.mirrored))
    result = tuple(found)
    _FOOTPRINTS[key] = (zoomap, result)
    return result


class _Grid:
    """Hexes as bits of one number, a column after another with room around (``pad`` hexes each way, rows counted
    doubled as the coordinates do), so that moving a shape by an offset is a shift: the anchors at which a shape lies
    on the hexes are found for all anchors at once."""

    __slots__ = ("x0", "y0", "width", "board")

    def __init__(self, hexes: Iterable[Hex], pad: int) -> None:
        cells = list(hexes)
        self.x0 = min(x for x, _ in cells) - pad
        self.y0 = min(y for _, y in cells) - 2 * pad
        self.width = max(y for _, y in cells) - self.y0 + 1 + 2 * pad
        self.board = sum(1 << self._at(h) for h in cells)

    def _at(self, h: Hex) -> int:
        return (h[0] - self.x0) * self.width + h[1] - self.y0

    def anchors(self, shape: Iterable[Hex]) -> list[Hex]:
        """The hexes at which ``shape`` (offsets holding (0, 0), each within ``pad`` hexes of it) covers only the
        grid's hexes, in sorted order."""
        fits, board = self.board, self.board
        for dx, dy in shape:
            step = dx * self.width + dy
            fits &= board >> step if step >= 0 else board << -step
        out = []
        while fits:
            low = fits & -fits
            fits ^= low
            column, row = divmod(low.bit_length() - 1, self.width)
            out.append((column + self.x0, row + self.y0))
        return out


def _new_form(shape: Sequence[Hex], forms: set[tuple[Hex, ...]]) -> bool:
    """Is ``shape`` no translate of a shape met before (then noted)? An orientation whose shape moves onto an earlier
    one's covers only footprints the earlier one has named (at the anchor its own (0, 0) lands on, a building hex of
    the footprint), so its anchors need not be tried."""
    low = min(shape)
    form = tuple(sorted((dx - low[0], dy - low[1]) for dx, dy in shape))
    if form in forms:
        return False
    forms.add(form)
    return True


#: Answers of :func:`legal_placements` for recent zoos: the same zoo is asked about every building type, at every
#: strength, in every question of a turn, while it changes only when something is built. Keyed by what
#: :func:`_legal_placements` reads of the buildings (whether there are any and :func:`_zoo_masks`: the hexes they cover,
#: for a kiosk the hexes too near one of theirs), a few numbers quick to hash, and by the map's id; the map itself
#: is kept beside the answer so a different map with the same id is never confused.
_PLACEMENTS: dict[tuple[str, str, bool, bool, int, int], tuple[ZooMap, tuple[Building, ...]]] = {}
_PLACEMENTS_MAX = 4096
#: The same answers by the identity of the buildings tuple, which is checked with ``is`` (the entry keeps the tuple
#: alive, so its id cannot be reused): a lookup without reading the buildings at all.
_RECENT: dict[tuple[int, str, bool], tuple[tuple[Building, ...], ZooMap, tuple[Building, ...]]] = {}


def legal_placements(
    zoomap: ZooMap, buildings: Sequence[Building], type: str | BuildingType, build_ii: bool = False
) -> tuple[Building, ...]:
    """Every legal placement of one building of ``type``: one canonical :class:`Building` per distinct footprint.

    Exactly the placements for which :func:`placement_violations` finds nothing, ordered by (anchor, rotation,
    mirrored). Only the hexes rules are judged here (N-BUILD-7 … -10); whether the action may build this type at all
    is the caller's question.
    """
    t = building_type(type)
    name, build_ii = t.name, bool(build_ii)
    recent = _RECENT.get((id(buildings), name, build_ii))
    if recent is not None and recent[0] is buildings and recent[1] is zoomap:
        return recent[2]  # the very same tuple of buildings as a moment ago (a zoo's tuple outlives state copies)
    zoo = tuple(buildings)
    occupied, kiosk_zone = _zoo_masks(zoomap, zoo)
    key = (zoomap.id, name, build_ii, bool(zoo), occupied, kiosk_zone if t.category == "kiosk" else 0)
    known = _PLACEMENTS.get(key)
    if known is not None and known[0] is zoomap:
        result = known[1]
    else:
        result = _legal_placements(zoomap, zoo, t, build_ii)
        remember(_PLACEMENTS, key, (zoomap, result), _PLACEMENTS_MAX)
    if isinstance(buildings, tuple):  # immutable: its identity names its value while the entry keeps it alive
        remember(_RECENT, (id(buildings), name, build_ii), (buildings, zoomap, result), _PLACEMENTS_MAX)
    return result


def free_standing_placements(zoomap: ZooMap, buildings: Sequence[Building], type: str | BuildingType,
                             build_ii: bool = False) -> tuple[Building, ...]:
    """Every place of one building that need not touch another (Side Entrance): exactly the placements for which
    ``placement_violations(..., adjacency=False)`` finds nothing, one canonical :class:`Building` per footprint,
    ordered by (anchor, rotation, mirrored)."""
    t = building_type(type)
    index = _index(zoomap)
    forbidden = 0
    for b in buildings:
        forbidden |= _mask(index, b.cells)
    if t.category == "kiosk":
        for b in buildings:
            if b.type == "kiosk":
                forbidden |= index.kiosk_zone.get(b.anchor, 0)
    return tuple(f.building for f in _footprints(zoomap, t)
                 if not f.mask & forbidden and not (f.needs_ii and not build_ii))


def _legal_placements(zoomap: ZooMap, buildings: tuple[Building, ...], t: BuildingType,
                      build_ii: bool) -> tuple[Building, ...]:
    """The placements of ``t`` that N-BUILD-7 … -10 allow; what it reads of ``buildings`` is whether there are any
    and their :func:`_zoo_masks` (the key of :data:`_PLACEMENTS` says so too)."""
    rows = _rows(zoomap, t, build_ii)
    if not buildings:  # N-BUILD-8, ND-33: the first building covers a border hex, and nothing is in its way
        return rows.first
    occupied, kiosk_zone = _zoo_masks(zoomap, buildings)
    forbidden = occupied | kiosk_zone if t.category == "kiosk" else occupied
    return tuple([b for mask, around, b in rows.later if not mask & forbidden and around & occupied])


@dataclass(frozen=True, slots=True)
class _Rows:
    """The footprints of one type on one map that N-BUILD-9 allows (with or without Build II), ready to filter:
    ``first`` are the buildings a zoo without buildings may place (those on a border hex), ``later`` the
    (mask, around, building) of all, in the footprints' order."""

    first: tuple[Building, ...]
    later: tuple[tuple[int, int, Building], ...]


#: The rows by map id, type and Build II (bounded: one entry per map, type and level, as :data:`_FOOTPRINTS`), each
#: kept with the map it was made for and used only for that very map.
_ROWS: dict[tuple[str, str, bool], tuple[ZooMap, _Rows]] = {}


def _rows(zoomap: ZooMap, t: BuildingType, build_ii: bool) -> _Rows:
    """:func:`_footprints` without those N-BUILD-9 forbids, as :class:`_Rows`; made once per map, type and level
    (kept beside the map it was made for, like the footprints)."""
    key = (zoomap.id, t.name, build_ii)
    cached = _ROWS.get(key)
    if cached is not None and cached[0] is zoomap:
        return cached[1]
    allowed = [f for f in _footprints(zoomap, t) if build_ii or not f.needs_ii]
    rows = _Rows(tuple(f.building for f in allowed if f.border), tuple((f.mask, f.around, f.building) for f in allowed))
    _ROWS[key] = (zoomap, rows)
    return rows


#: The masks of recent zoos by the identity of their buildings tuple (checked with ``is``; the entry keeps the tuple
#: and the map alive, so neither id can be reused): each is asked about several building types in a row.
_ZOOS: dict[int, tuple[tuple[Building, ...], ZooMap, int, int]] = {}
_ZOOS_MAX = 256


def _zoo_masks(zoomap: ZooMap, buildings: tuple[Building, ...]) -> tuple[int, int]:
    """The hexes the zoo's buildings cover (N-BUILD-7) and those too close to one of its kiosks (N-BUILD-10)."""
    known = _ZOOS.get(id(buildings))
    if known is not None and known[0] is buildings and known[1] is zoomap:
        return known[2], known[3]
    occupied = kiosk_zone = 0
    for b in buildings:
        masks = _BUILDINGS.get(id(b))
        if masks is None or masks[0] is not b or masks[1] is not zoomap:
            masks = _building_masks(zoomap, b)
        occupied |= masks[2]
        kiosk_zone |= masks[3]
    remember(_ZOOS, id(buildings), (buildings, zoomap, occupied, kiosk_zone), _ZOOS_MAX)
    return occupied, kiosk_zone


#: The same masks for one building, by its identity (checked with ``is``; the entry keeps the building and the map
#: alive): a zoo grows by one building at a time and its next tuple holds the same building objects, so each is
#: turned into bits once.
_BUILDINGS: dict[int, tuple[Building, ZooMap, int, int]] = {}
_BUILDINGS_MAX = 4096


def _building_masks(zoomap: ZooMap, b: Building) -> tuple[Building, ZooMap, int, int]:
    """The entry of :data:`_BUILDINGS` for ``b``: its hexes and, for a kiosk, the hexes too close to it."""
    index = _index(zoomap)
    entry = (b, zoomap, _mask(index, b.cells), index.kiosk_zone.get(b.anchor, 0) if b.type == "kiosk" else 0)
    return remember(_BUILDINGS, id(b), entry, _BUILDINGS_MAX)
