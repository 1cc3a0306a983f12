"""Buildings and their placement (N-BUILD-1, -7 … -10, -16, N-COMP-4, N-MAP-10, N-ANIM-6, ND-6, ND-8, ND-33, EX-3).

The centre of this file is a brute force: every building type, rotation, mirror and anchor on maps A and 0, judged by
an oracle written here from the rule text alone (plain sets, and shapes turned with floating-point geometry rather
than the module's cube arithmetic), compared with :func:`legal_placements` (the fast bitmask path) and with
:func:`placement_violations` (the path that explains).
"""

from __future__ import annotations

import math
import random
from functools import cache

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from arkwidgets.nova.buildings import (
    BUILD_I_TYPES,
    BUILD_II_TYPES,
    BUILDING_TYPES,
    SPECIAL_ENCLOSURE_TYPES,
    UNIQUE_TYPES,
    Building,
    adjacent_hexes,
    building_type,
    buildings_adjacent,
    canonical,
    canonical_building,
    count_adjacent_terrain,
    covers_all,
    footprint,
    make_building,
    start_buildings,
)
from arkwidgets.nova.cards import SPONSORS
from arkwidgets.nova.hexes import distance, neighbours
from arkwidgets.nova.rules.build_sites import (
    PLACEMENT_RULES,
    legal_placements,
    n_build_8_adjacent_or_border,
    n_build_9_build_ii_hexes,
    n_build_10_kiosk_spacing,
    placement_violations,
)
from arkwidgets.nova.words import hex_label
from arkwidgets.nova.zoomap import load_map

MAPS = ("A", "0")
ALL_TYPES = tuple(BUILDING_TYPES.values())


# ------------------------------------------------------------------------------------------------- the oracle
def _turn(offset, steps, mirrored):
    """Turn an offset with plane geometry: hex centres at (1.5 x, √3/2 y), rotated by 60° per step, rounded back."""
    x, y = offset
    if mirrored:
        x = -x
    px, py = 1.5 * x, math.sqrt(3) / 2 * y
    a = math.radians(60 * steps)
    rx, ry = px * math.cos(a) - py * math.sin(a), px * math.sin(a) + py * math.cos(a)
    return (round(rx / 1.5), round(ry / (math.sqrt(3) / 2)))


def _oracle_cells(t, anchor, rotation, mirrored):
    return frozenset((anchor[0] + dx, anchor[1] + dy) for dx, dy in (_turn(o, rotation, mirrored) for o in t.offsets))


def _border(m):
    return {(x, y) for x, y in m.cells if x in (0, 8) or y <= 1 or y >= 11}


def _oracle_legal(m, buildings, t, cells, anchor, build_ii):
    """The rule text, literally: N-BUILD-7, -8 (ND-33), -9, -10 (ND-6)."""
    occupied = set().union(*(b.cells for b in buildings)) if buildings else set()
    if not cells <= m.cells or cells & (m.rock | m.water) or cells & occupied:
        return False
    if buildings:
        if not any(n in occupied for h in cells for n in neighbours(h) if n not in cells):
            return False
    elif not cells & _border(m):
        return False
    if cells & m.build_ii_hexes and not build_ii:
        return False
    return not (t.name == "kiosk" and any(b.type == "kiosk" and distance(anchor, b.anchor) < 3 for b in buildings))


ANCHORS = tuple((x, y) for x in range(-2, 11) for y in range(-4, 17) if (x + y) % 2)


def _orientations(t):
    return [(r, m) for r in range(6) for m in ((False, True) if t.may_mirror else (False,))]


@cache
def _on_map_candidates(map_id, name):
    """Every (cells, anchor, rotation, mirrored) of a type whose hexes are all on the map, from the oracle's shapes."""
    m, t = load_map(map_id), BUILDING_TYPES[name]
    out = []
    for rotation, mirrored in _orientations(t):
        for anchor in m.cells:
            cells = _oracle_cells(t, anchor, rotation, mirrored)
            if cells <= m.cells:
                out.append((cells, anchor, rotation, mirrored))
    return tuple(out)


def _oracle_footprints(m, buildings, t, build_ii):
    return {cells for cells, anchor, _, _ in _on_map_candidates(m.id, t.name)
            if _oracle_legal(m, buildings, t, cells, anchor, build_ii)}  # fmt: skip


def _assert_same_as_oracle(m, buildings, t, build_ii):
    got = legal_placements(m, buildings, t, build_ii)
    cells = [b.cells for b in got]
    assert len(cells) == len(set(cells)), f"{t.name}: a footprint listed twice"
    assert set(cells) == _oracle_footprints(m, buildings, t, build_ii), (t.name, build_ii)
    assert all(b.type == t.name and b.is_canonical() for b in got)
    return got


# --------------------------------------------------------------------------------------------- building types
def test_n_build_1_and_n_comp_4_sizes():
    """N-BUILD-1, N-COMP-4, ND-1: kiosk 1, pavilion 1, enclosures 1–5, petting zoo 3, reptile house 5, aviary 5."""
    sizes = {name: t.size for name, t in BUILDING_TYPES.items() if t.category != "unique"}
    assert sizes == {"kiosk": 1, "pavilion": 1, "enclosure-1": 1, "enclosure-2": 2, "enclosure-3": 3, "enclosure-4": 4,
                     "enclosure-5": 5, "petting-zoo": 3, "reptile-house": 5, "large-bird-aviary": 5}  # fmt: skip
    assert all(len(set(t.offsets)) == t.size and (0, 0) in t.offsets for t in ALL_TYPES)


def test_n_build_1_unique_buildings_match_their_sponsor_cards():
    """N-BUILD-1, N-COMP-4: 15 unique buildings, unique-243 … unique-257, each the size its sponsor card prints."""
    assert [t.name for t in UNIQUE_TYPES] == [f"unique-{n}" for n in range(243, 258)]
    printed = {s.number: s.unique_building_size for s in SPONSORS if s.unique_building_size}
    assert {t.sponsor: t.size for t in UNIQUE_TYPES} == printed


def test_levels_categories_and_mirroring_nd_8():
    """N-BUILD-2, -3, -6, ND-8: Build I types; Build II adds the reptile house and aviary; only specials mirror."""
    assert [t.name for t in BUILD_I_TYPES] == ["kiosk", "pavilion", *(f"enclosure-{n}" for n in range(1, 6)),
                                               "petting-zoo"]  # fmt: skip
    assert [t.name for t in BUILD_II_TYPES if t not in BUILD_I_TYPES] == ["reptile-house", "large-bird-aviary"]
    assert {t.name for t in ALL_TYPES if t.may_mirror} == {t.name for t in SPECIAL_ENCLOSURE_TYPES}
    assert {t.level for t in UNIQUE_TYPES} == {"sponsor"} and {t.category for t in UNIQUE_TYPES} == {"unique"}


def test_unknown_type_names_the_known_ones():
    with pytest.raises(ValueError, match="no building type 'hut'; known: kiosk, pavilion"):
        building_type("hut")


def test_nd_8_standard_enclosures_cannot_be_mirrored():
    with pytest.raises(ValueError, match="ND-8"):
        footprint("enclosure-4", (3, 4), 0, True)
    with pytest.raises(ValueError, match="rotation 6"):
        footprint("enclosure-4", (3, 4), 6)
    assert len(footprint("reptile-house", (3, 4), 2, True)) == 5


@pytest.mark.parametrize("t", ALL_TYPES, ids=lambda t: t.name)
def test_footprint_matches_plane_geometry(t):
    for rotation, mirrored in _orientations(t):
        assert footprint(t, (3, 6), rotation, mirrored) == _oracle_cells(t, (3, 6), rotation, mirrored)


@pytest.mark.parametrize("t", ALL_TYPES, ids=lambda t: t.name)
def test_canonical_names_each_footprint_once(t):
    """Two orientations covering the same hexes are one move: canonical gives the first (unmirrored, lowest r)."""
    for rotation, mirrored in _orientations(t):
        cells = footprint(t, (4, 7), rotation, mirrored)
        anchor, r, m = canonical(t, cells)
        assert footprint(t, anchor, r, m) == cells
        assert (m, r) <= (mirrored, rotation)
        earlier = [(rr, mm) for rr, mm in _orientations(t) if (mm, rr) < (m, r)]
        assert all(cells not in {footprint(t, a, rr, mm) for a in ANCHORS if (4, 7) in footprint(t, a, rr, mm)}
                   for rr, mm in earlier)  # fmt: skip
        assert canonical_building(t, cells) == Building(t.name, anchor, r, m, cells)


def test_canonical_kiosk_is_rotation_0_and_bad_shapes_are_named():
    assert canonical("kiosk", {(3, 4)}) == ((3, 4), 0, False)
    assert canonical_building("enclosure-2", {(3, 4), (3, 6)}) == make_building("enclosure-2", (3, 4))
    with pytest.raises(ValueError, match="the hexes 3,4 5,6 are not the shape of a enclosure-2"):
        canonical("enclosure-2", {(3, 4), (5, 6)})


def test_building_round_trips_through_a_dict():
    b = make_building("large-bird-aviary", (4, 5), 3, True)
    assert Building.from_dict(b.to_dict()) == b
    with pytest.raises(ValueError, match="type, anchor, rotation and mirrored"):
        Building.from_dict({"type": "kiosk"})


# ------------------------------------------------------------------------------------------------- geometry
def test_n_map_10_adjacency_and_adjacent_hexes():
    """N-MAP-10: adjacent when a hex of one shares an edge with a hex of the other; overlap is not adjacency."""
    a = make_building("enclosure-2", (3, 4))  # (3,4) (3,6)
    assert adjacent_hexes(a) == (set(neighbours((3, 4))) | set(neighbours((3, 6)))) - a.cells
    assert len(adjacent_hexes(a)) == 8
    assert buildings_adjacent(a, make_building("kiosk", (4, 7)))
    assert not buildings_adjacent(a, make_building("kiosk", (5, 6)))
    assert buildings_adjacent(a, {(3, 8)}) and not buildings_adjacent(a, {(3, 6)})


def test_n_anim_6_count_adjacent_terrain_counts_distinct_hexes():
    """N-ANIM-6: distinct rock/water hexes next to the enclosure (a hex next to two of its hexes counts once)."""
    m = load_map("A")
    for t in ("enclosure-3", "enclosure-5"):
        for b in legal_placements(m, (), t, True):
            around = {n for h in b.cells for n in neighbours(h)} - b.cells
            assert count_adjacent_terrain(m, b, "rock") == len(around & m.rock)
            assert count_adjacent_terrain(m, b.cells, "water") == len(around & m.water)
    with pytest.raises(ValueError, match="'sand'"):
        count_adjacent_terrain(m, {(3, 4)}, "sand")


def test_n_build_16_covers_all():
    """N-BUILD-16: the map is covered once every hex but rock and water is under a building."""
    m = load_map("0")
    singles = [make_building("enclosure-1", h) for h in sorted(m.building_hexes)]
    assert covers_all(m, singles)
    assert not covers_all(m, singles[1:])
    assert not covers_all(m, start_buildings(load_map("A")))


def test_n_set_10_start_buildings_are_canonical():
    starts = start_buildings(load_map("A"))
    assert {b.type for b in starts} == {"kiosk", "enclosure-3"} and all(b.is_canonical() for b in starts)
    assert start_buildings(load_map("0")) == ()


# ---------------------------------------------------------------------------------------------------- rules
def _rules(m, buildings, type, anchor, rotation=0, mirrored=False, build_ii=False):
    return [v.rule for v in placement_violations(m, buildings, type, anchor, rotation, mirrored, build_ii)]


def test_n_build_7_refuses_water():
    """N-BUILD-7: never on water; the sentence names the hex as the map's letters name it (ND-108) and says why."""
    m = load_map("0")
    water = min(m.water)
    (v,) = [v for v in placement_violations(m, (), "enclosure-1", water) if v.rule == "N-BUILD-7"]
    assert "water" in v.message and hex_label(water) in v.message and f"{water[0]},{water[1]}" not in v.message


def test_n_build_7_refuses_rock():
    m = load_map("A")
    (v,) = [v for v in placement_violations(m, start_buildings(m), "kiosk", (1, 2)) if v.rule == "N-BUILD-7"]
    assert v.message == "the kiosk would cover rock at B2; rock is never built on"


def test_n_build_7_refuses_leaving_the_map():
    m = load_map("0")
    (v,) = [v for v in placement_violations(m, (), "enclosure-2", (2, 11)) if v.rule == "N-BUILD-7"]
    assert v.message == "the size-2 enclosure would leave the map at C7"


def test_n_build_7_refuses_another_building():
    m = load_map("A")
    vs = placement_violations(m, start_buildings(m), "enclosure-2", (0, 5))
    assert [v.rule for v in vs] == ["N-BUILD-7"]
    assert vs[0].message == "the size-2 enclosure would cover A4, already covered by your kiosk"


def test_n_build_8_needs_adjacency_once_you_have_a_building():
    """N-BUILD-8, ND-33: map A starts with two buildings, so even a border hex needs adjacency."""
    m = load_map("A")
    (v,) = placement_violations(m, start_buildings(m), "pavilion", (8, 5))
    assert v.rule == "N-BUILD-8" and "touch none of your buildings" in v.message
    assert _rules(m, start_buildings(m), "pavilion", (1, 8)) == []


def test_nd_33_first_building_must_touch_the_border():
    """N-BUILD-8, ND-33: with no building, the first one must cover at least one border hex."""
    m = load_map("0")
    assert _rules(m, (), "pavilion", (4, 7)) == ["N-BUILD-8"]
    assert _rules(m, (), "pavilion", (8, 5)) == []
    assert all(b.cells & m.border for b in legal_placements(m, (), "enclosure-3"))
    assert n_build_8_adjacent_or_border(m, (), make_building("kiosk", (4, 7)))[0].message == (
        "your first building must cover a border hex; the kiosk at E4 covers none")


def test_n_build_9_build_ii_hexes_need_build_ii():
    """N-BUILD-9, N-MAP-2: a Build-II hex only with the Build card on level II."""
    m = load_map("0")
    h = min(m.build_ii_hexes)
    b = make_building("enclosure-1", h)
    (v,) = n_build_9_build_ii_hexes(m, (), b, False)
    assert v.rule == "N-BUILD-9" and hex_label(h) in v.message
    assert n_build_9_build_ii_hexes(m, (), b, True) == []


def _ex_3_setup(d):
    """A kiosk K on map 0, a free hex H at distance d and a single enclosure next to H (not next to K's hex)."""
    m = load_map("0")
    k = (3, 6)
    free = sorted(m.building_hexes)
    for h in free:
        if distance(h, k) == d:
            for n in neighbours(h):
                if n in m.building_hexes and n != k and distance(n, k) >= 1:
                    return m, [make_building("kiosk", k), make_building("enclosure-1", n)], h
    raise AssertionError(d)


@pytest.mark.parametrize("d", [1, 2, 3, 4])
def test_ex_3_kiosk_refused_at_distance_1_or_2_allowed_at_3(d):
    """EX-3, N-BUILD-10, ND-6: a second kiosk is refused at hex distance 1 or 2, allowed at 3 or more."""
    m, buildings, h = _ex_3_setup(d)
    rules = _rules(m, buildings, "kiosk", h)
    if d < 3:
        assert "N-BUILD-10" in rules
        (v,) = n_build_10_kiosk_spacing(m, buildings, make_building("kiosk", h))
        assert v.message.endswith(f"would be {d} from your kiosk at D4; kiosks must be at least 3 apart")
        assert h not in {b.anchor for b in legal_placements(m, buildings, "kiosk", True)}
    else:
        assert rules == []
        assert h in {b.anchor for b in legal_placements(m, buildings, "kiosk", True)}


def test_n_build_10_spacing_is_only_between_kiosks():
    """N-BUILD-10: a pavilion may stand next to a kiosk; a kiosk next to a pavilion is fine too."""
    m = load_map("A")
    starts = start_buildings(m)
    assert _rules(m, starts, "pavilion", (1, 6)) == []
    assert _rules(m, starts, "kiosk", (1, 6)) == ["N-BUILD-10"]


def test_placement_violations_lists_every_rule_or_only_the_first():
    """check lists every broken rule; the fast path stops at the first (N-BUILD-7 before -8, -9, -10)."""
    m = load_map("0")
    h = min(m.build_ii_hexes)
    buildings = [make_building("kiosk", (0, 5))]
    every = placement_violations(m, buildings, "kiosk", h, build_ii=False)
    assert {v.rule for v in every} == {"N-BUILD-8", "N-BUILD-9"}
    first = placement_violations(m, buildings, "kiosk", h, build_ii=False, report=False)
    assert first == every[:1]
    assert [r.__name__ for r in PLACEMENT_RULES] == [
        "n_build_7_on_free_building_hexes", "n_build_8_adjacent_or_border", "n_build_9_build_ii_hexes",
        "n_build_10_kiosk_spacing"]  # fmt: skip


def test_violations_translate_without_judging_again():
    m = load_map("A")
    (v,) = placement_violations(m, start_buildings(m), "pavilion", (8, 5))
    assert v.message_in("en") == v.message and v.arguments["building"] == "pavilion"


# ------------------------------------------------------------------------------------------- the brute force
@pytest.mark.parametrize("map_id", MAPS)
@pytest.mark.parametrize("build_ii", [False, True])
@pytest.mark.parametrize("t", ALL_TYPES, ids=lambda t: t.name)
def test_n_build_7_to_10_brute_force_on_the_start_map(map_id, build_ii, t):
    """N-BUILD-7 … -10: every anchor (also off the map), rotation and mirror: fast list = oracle = rule functions."""
    m = load_map(map_id)
    buildings = start_buildings(m)
    legal = {b.cells for b in _assert_same_as_oracle(m, buildings, t, build_ii)}
    for rotation, mirrored in _orientations(t):
        for anchor in ANCHORS:
            cells = _oracle_cells(t, anchor, rotation, mirrored)
            ok = _oracle_legal(m, buildings, t, cells, anchor, build_ii)
            assert (cells in legal) == ok
            every = placement_violations(m, buildings, t, anchor, rotation, mirrored, build_ii)
            first = placement_violations(m, buildings, t, anchor, rotation, mirrored, build_ii, report=False)
            assert (not every) == ok and first == every[:1], (t.name, anchor, rotation, mirrored)


def _random_zoo(map_id, seed, count):
    """A partial zoo grown by the oracle: each building a random legal one of a random type (any level)."""
    rnd = random.Random(seed)
    m = load_map(map_id)
    buildings = list(start_buildings(m))
    for _ in range(count):
        t = rnd.choice(ALL_TYPES)
        options = sorted(
            (anchor, rotation, mirrored) for cells, anchor, rotation, mirrored in _on_map_candidates(map_id, t.name)
            if _oracle_legal(m, buildings, t, cells, anchor, True))  # fmt: skip
        if options:
            buildings.append(make_building(t, *rnd.choice(options)))
    return m, tuple(buildings)


@settings(max_examples=25)
@given(st.sampled_from(MAPS), st.integers(0, 2**32), st.integers(0, 12))
def test_n_build_7_to_10_brute_force_on_partial_zoos(map_id, seed, count):
    """N-BUILD-7 … -10 on zoos grown at random: the fast list equals the oracle for every type, Build II on and off."""
    m, buildings = _random_zoo(map_id, seed, count)
    for t in ALL_TYPES:
        for build_ii in (False, True):
            _assert_same_as_oracle(m, buildings, t, build_ii)


@settings(max_examples=40)
@given(st.sampled_from(MAPS), st.integers(0, 2**32), st.integers(0, 15), st.sampled_from(ALL_TYPES), st.booleans())
def test_a_legal_placement_never_overlaps_covers_rock_or_water_or_leaves_the_map(map_id, seed, count, t, build_ii):
    """N-BUILD-7: whatever the zoo, no legal placement overlaps a building, covers rock or water, or leaves the map."""
    m, buildings = _random_zoo(map_id, seed, count)
    occupied = set().union(*(b.cells for b in buildings)) if buildings else set()
    for b in legal_placements(m, buildings, t, build_ii):
        assert b.cells <= m.cells
        assert not b.cells & (m.rock | m.water)
        assert not b.cells & occupied
        assert b.cells == footprint(t, b.anchor, b.rotation, b.mirrored)
        assert build_ii or not b.cells & m.build_ii_hexes


def test_legal_placements_is_deterministic_and_ordered():
    m = load_map("A")
    got = legal_placements(m, start_buildings(m), "enclosure-2", True)
    assert got == legal_placements(m, list(start_buildings(m)), "enclosure-2", True)
    keys = [(b.anchor, b.rotation, b.mirrored) for b in got]
    assert keys == sorted(keys)
