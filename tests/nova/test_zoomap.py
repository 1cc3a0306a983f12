"""The zoo maps (N-MAP-1 … -9, N-SET-10, N-BUILD-8 border, NC-9)."""

from __future__ import annotations

import dataclasses

import pytest

from arkwidgets.nova.hexes import neighbours
from arkwidgets.nova.zoomap import MAP_IDS, Bonus, load_map


@pytest.fixture(params=MAP_IDS)
def zoomap(request):
    return load_map(request.param)


def test_maps_are_loaded_once_and_frozen():
    assert load_map("A") is load_map("A")
    with pytest.raises(dataclasses.FrozenInstanceError):
        load_map("A").name = "B"  # type: ignore[misc]
    assert hash(load_map("0")) == hash(load_map("0"))


@pytest.mark.parametrize("bad", ["B", "a", "", 0, None])
def test_bad_map_id_names_the_known_ids(bad):
    with pytest.raises(ValueError, match="known maps: A, 0, 1, 2, 3, 4, 5, 6, 7, 8"):
        load_map(bad)


def test_58_cells_in_the_grid(zoomap):
    """README: 9 columns, doubled rows 0..12, x + y odd: 58 cells."""
    assert len(zoomap.cells) == 58
    assert all((x + y) % 2 == 1 and 0 <= x <= 8 and 0 <= y <= 12 for x, y in zoomap.cells)


def test_n_map_1_building_hexes_are_all_but_rock_and_water(zoomap):
    """N-MAP-1: rock and water are never building hexes; every other hex is one."""
    assert not zoomap.rock & zoomap.water
    assert zoomap.building_hexes == zoomap.cells - zoomap.rock - zoomap.water
    for h in zoomap.cells:
        assert zoomap.terrain(h) == ("rock" if h in zoomap.rock else "water" if h in zoomap.water else "normal")


def test_n_map_2_build_ii_hexes_are_building_hexes(zoomap):
    assert zoomap.build_ii_hexes and zoomap.build_ii_hexes <= zoomap.building_hexes


def test_n_build_8_border_is_the_outer_ring(zoomap):
    """README: border = x ∈ {0, 8} or y ≤ 1 or y ≥ 11; equivalently a cell with a neighbour off the map."""
    expected = {(x, y) for x, y in zoomap.cells if x in (0, 8) or y <= 1 or y >= 11}
    assert zoomap.border == expected
    assert zoomap.border == {h for h in zoomap.cells if any(n not in zoomap.cells for n in neighbours(h))}


def test_n_map_3_placement_bonuses_only_on_building_hexes(zoomap):
    for h, bonus in zoomap.bonuses:
        assert h in zoomap.building_hexes and zoomap.placement_bonus(h) == bonus
    assert sum(zoomap.placement_bonus(h) is not None for h in zoomap.cells) == len(zoomap.bonuses)


def test_map_a_known_bonuses_and_rock():
    m = load_map("A")
    assert m.placement_bonus((8, 5)) == Bonus("money", 10)
    assert m.placement_bonus((0, 1)) == Bonus("reputation", 2)
    assert m.placement_bonus((0, 5)) is None
    assert m.terrain((1, 0)) == "rock" and m.terrain((2, 1)) == "water"


def test_off_map_hex_is_named():
    with pytest.raises(ValueError, match="hex 9,0 is not on map A"):
        load_map("A").terrain((9, 0))
    assert (9, 0) not in load_map("A") and (0, 1) in load_map("A")


def test_n_set_10_map_a_start_buildings():
    """N-SET-10: map A starts with a kiosk and an empty size-3 enclosure on the marked hexes; map 0 with none."""
    starts = {b.type: b for b in load_map("A").start_buildings}
    assert set(starts) == {"kiosk", "enclosure-3"}
    assert starts["kiosk"].cells == {(0, 7)}
    assert starts["enclosure-3"].cells == {(0, 9), (0, 11), (1, 10)}
    assert load_map("0").start_buildings == ()


def test_n_map_4_left_edge_seven_slots():
    """N-MAP-4, N-BREAK-11: 7 left-edge spaces; the top 4 pay again at breaks (map A); 12 money and 3 X seen."""
    edge = load_map("A").left_edge
    assert [s.index for s in edge] == list(range(7))
    assert [s.pays_at_breaks for s in edge] == [True] * 4 + [False] * 3
    assert Bonus("money", 12) in [s.bonus for s in edge] and Bonus("xtoken", 3) in [s.bonus for s in edge]


def test_n_map_5_and_6_partner_zoo_and_university_slots():
    """N-MAP-5, -6: 4 partner-zoo slots (2nd gives an upgrade; 3rd and 4th need Association II), 3 universities."""
    m = load_map("A")
    assert len(m.partner_zoo_slots) == 4 and m.partner_zoo_slots[1] == Bonus("upgrade_action_card", 1)
    assert m.partner_zoo_ii_from == 2
    assert len(m.university_slots) == 3 and m.university_slots[1] == Bonus("upgrade_action_card", 1)
    assert m.partner_zoo_slots[3] == Bonus("cp", 2)


def test_n_map_7_worker_slots():
    """N-MAP-7: three lying workers; some maps give CP for hiring the last one."""
    assert load_map("A").worker_slots == (None, None, Bonus("cp", 2))


def test_n_map_9_map_7_ability():
    """N-MAP-9: maps A and 0 have no own ability; map 7 names its three parlor hexes."""
    assert load_map("A").ability is None and load_map("0").ability is None
    ability = load_map("7").ability
    assert ability is not None and ability.kind == "ice_cream_parlors" and ability.name == "Ice Cream Parlors"
    assert ability.cells == {(1, 2), (5, 4), (5, 10)}


@pytest.mark.parametrize("map_id, kind, cells", [
    ("1", "observation_tower", {(1, 6)}), ("2", "outdoor_areas", {(5, 8)}), ("4", "commercial_harbor", {(0, 11)}),
    ("5", "park_restaurant", {(4, 5)}), ("6", "research_institute", {(0, 11)}),
    ("8", "hollywood_hills", {(1, 10), (4, 11), (6, 9)}),
])
def test_n_map_9_each_advanced_map_names_its_ability_and_its_spaces(map_id, kind, cells):
    """N-MAP-9 and the N-MAPX rules: the ability's kind and the spaces it names (tower, gate, connection, restaurant,
    H spaces); map 3's are its eleven lake spaces, each a 2-money placement bonus."""
    ability = load_map(map_id).ability
    assert ability is not None and ability.kind == kind and ability.cells == cells
    lake = load_map("3")
    assert lake.ability is not None and len(lake.ability.cells) == 11
    assert all(lake.placement_bonus(h) == Bonus("money", 2) for h in lake.ability.cells)


def test_adjacent_stays_on_the_map(zoomap):
    for h in zoomap.cells:
        assert set(zoomap.adjacent(h)) == {n for n in neighbours(h) if n in zoomap.cells}
