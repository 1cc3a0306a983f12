"""The cards loaded from the data (N-COMP-1, N-ICON, N-EFF-5; README 'Field meanings')."""

from __future__ import annotations

import dataclasses

import pytest

from arkwidgets.nova import cards as c
from arkwidgets.nova.cards import (
    ANIMALS,
    BASE_PROJECTS,
    DECK_PROJECTS,
    FINAL_SCORING_CARDS,
    PROJECTS,
    SPONSORS,
    ZOO_DECK_NUMBERS,
    Ability,
    AnimalCard,
    CardDataError,
    card,
    final_scoring_card,
    load_animals,
    load_projects,
    load_sponsors,
    zoo_icons,
)  # fmt: skip
from arkwidgets.nova.data import read_text


def test_n_comp_1_zoo_deck_is_212_cards_128_animals_64_sponsors_20_projects():
    """N-COMP-1: one deck of 212 (128 animals, 64 sponsors, 20 projects); 12 base projects and 11 final cards apart."""
    kinds = [card(n).kind for n in ZOO_DECK_NUMBERS]
    assert len(ZOO_DECK_NUMBERS) == len(set(ZOO_DECK_NUMBERS)) == 212
    assert (kinds.count("animal"), kinds.count("sponsor"), kinds.count("project")) == (128, 64, 20)
    assert len(BASE_PROJECTS) == 12 and not {p.number for p in BASE_PROJECTS} & set(ZOO_DECK_NUMBERS)
    assert len(FINAL_SCORING_CARDS) == 11


def test_card_number_ranges():
    assert [a.number for a in ANIMALS] == list(range(401, 529))
    assert [s.number for s in SPONSORS] == list(range(201, 265))
    assert [p.number for p in PROJECTS] == list(range(101, 133))
    assert [p.number for p in BASE_PROJECTS] == list(range(101, 113))
    assert [p.number for p in DECK_PROJECTS] == list(range(113, 133))


def test_card_lookup_gives_the_same_object_and_kind():
    assert card(480) is next(a for a in ANIMALS if a.number == 480)
    assert (card(480).kind, card(243).kind, card(116).kind) == ("animal", "sponsor", "project")
    assert final_scoring_card(8).kind == "final_scoring"


def test_unknown_card_number_names_it_and_close_matches():
    with pytest.raises(KeyError, match=r"4800.*did you mean 480"):
        card(4800)
    with pytest.raises(KeyError, match="no Ark Nova card numbered 99"):
        card(99)
    with pytest.raises(KeyError, match="12"):
        final_scoring_card(12)


def test_cards_are_frozen_and_hashable():
    a = card(401)
    assert hash(a) == hash(dataclasses.replace(a)) and a == dataclasses.replace(a)
    with pytest.raises(dataclasses.FrozenInstanceError):
        a.cost = 1  # type: ignore[misc]
    assert len({*ANIMALS, *SPONSORS, *PROJECTS, *FINAL_SCORING_CARDS}) == 128 + 64 + 32 + 11


def test_n_icon_1_broad_snouted_caiman_ex_5():
    """EX-5, N-ICON-1: size 4 + 1 water, or a reptile house with 2 spaces; cost 16; reptile, Americas; appeal 6."""
    a = card(480)
    assert isinstance(a, AnimalCard)
    assert (a.size, a.water, a.rock, a.cost, a.appeal) == (4, 1, 0, 16, 6)
    assert (a.special_enclosure, a.special_enclosure_size) == ("reptile", 2)
    assert a.categories == ("reptile",) and a.continents == ("americas",)
    assert a.abilities == (Ability("Snapping", 1, None),)


def test_n_icon_1_long_billed_vulture_aviary():
    a = card(500)
    assert (a.size, a.rock, a.special_enclosure, a.special_enclosure_size, a.cost) == (4, 1, "large-bird", 1, 20)


def test_special_enclosure_none_becomes_none_and_kinds_are_the_three():
    """N-ICON-1, ND-30: 'none' is None; petting-zoo animals have no standard enclosure and no continent."""
    assert {a.special_enclosure for a in ANIMALS} == {None, "petting", "reptile", "large-bird"}
    assert all((a.special_enclosure is None) == (a.special_enclosure_size is None) for a in ANIMALS)
    petting = [a for a in ANIMALS if "petting_zoo" in a.categories]
    assert len(petting) == 10
    assert all(a.special_enclosure == "petting" and not a.standard_enclosure_allowed for a in petting)
    assert all(a.continents == () for a in petting)


def test_two_abilities_and_targets():
    """README: 411 Grizzly Bear has Inventive (bear) and Full-throated; 8 cards carry two abilities."""
    assert card(411).abilities == (Ability("Inventive", None, "bear"), Ability("Full-throated", None, None))
    assert sum(1 for a in ANIMALS if len(a.abilities) == 2) == 8
    assert sum(1 for a in ANIMALS if a.abilities) == 118


def test_n_key_7_meerkat_den_sponsor():
    """N-KEY-7, EX-11: Meerkat Den is 243, level 5, reputation ≥ 3, herbivore icon, placed next to 1 rock."""
    s = card(243)
    assert s.name == "Meerkat Den" and s.level == 5 and s.min_reputation == 3
    assert s.icons == ("herbivore",) and s.place_next_to_rock == 1 and s.unique_building_size is not None
    assert s.effect("on_own_icon") == "herbivore:appeal+2" and s.effect("nope") is None


def test_sponsor_blank_numbers_are_none():
    s = card(201)
    assert s.unique_building_size is None and s.min_reputation is None and s.max_appeal is None
    assert s.requirements == ("sponsors_ii",) and s.has_income
    assert sum(1 for s in SPONSORS if s.unique_building_size) == 15
    assert {s.number for s in SPONSORS if s.unique_building_size} == set(range(243, 258))


def test_ex_21_reptiles_project_tiers():
    """EX-21, N-PROJ-4: Reptiles: 5 / 4 / 2 icons → 5 / 4 / 2 CP."""
    p = card(109)
    assert p.name == "Reptiles" and p.is_base and p.required_icon == "reptile"
    assert [(t.count, t.cp) for t in p.tiers] == [(5, 5), (4, 4), (2, 2)]


def test_ex_9_serengeti_release_tiers_nd_11():
    """EX-9, ND-11: Serengeti releases an Africa animal: 4+ / 3 / 2− → 5 / 4 / 3 CP; a size 3 fits the middle."""
    p = card(116)
    assert p.project_kind == "release" and p.play_bonus_reputation == 1
    assert [t.cp for t in p.tiers] == [5, 4, 3]
    assert [[t.admits_size(s) for t in p.tiers] for s in (2, 3, 5)] == [
        [False, False, True], [False, True, False], [True, False, False]]
    with pytest.raises(ValueError, match="size class"):
        _ = p.tiers[0].count


@pytest.mark.parametrize("value,cp", [(2, 0), (3, 1), (7, 2), (8, 3), (12, 4)])
def test_ex_19_sponsored_zoo(value, cp):
    """EX-19, N-END-7: 2 / 3 / 7 / 8 / 12 sponsors → 0 / 1 / 2 / 3 / 4 CP."""
    assert final_scoring_card(8).cp_for(value) == cp


def test_ex_20_diverse_species_zoo_is_a_rule_card_not_in_solo():
    """EX-20, N-SOLO-5: the card gives 1 CP per category beaten (a rule, no table) and is not used in solo."""
    f = final_scoring_card(9)
    assert f.cp_rewards == () and f.cp_rule == "1_per_category_max_4" and not f.solo_usable
    with pytest.raises(ValueError, match="no threshold table"):
        f.cp_for(3)


# ------------------------------------------------------------------------------------------------------ icons
def test_icon_vocabulary_is_stated_once():
    assert c.ICONS == c.CONTINENTS + c.CATEGORIES + (c.SCIENCE, c.ROCK, c.WATER)
    assert len(set(c.ICONS)) == 15


def test_n_eff_5_animal_icons_include_rock_and_water_requirements():
    """N-EFF-5: top-right icons plus the rock/water requirement icons; not the left-side conditions."""
    assert zoo_icons(card(480)) == ("reptile", "americas", "water")
    assert zoo_icons(card(489)).count("reptile") == 2
    lion = card(402)
    assert lion.requirements == ("predator",) * 3 and zoo_icons(lion) == ("predator", "africa")


def test_n_eff_5_sponsor_icons_include_building_rock_and_water():
    """N-EFF-5, N-EFF-6: a sponsor's icons plus its building's rock/water need icons."""
    assert zoo_icons(card(243)) == ("herbivore", "rock")
    assert zoo_icons(card(204)) == ("science",)
    assert zoo_icons(card(101)) == ()


def test_every_zoo_icon_is_in_the_vocabulary():
    assert {i for n in ZOO_DECK_NUMBERS for i in zoo_icons(card(n))} <= set(c.ICONS)


# --------------------------------------------------------------------------------------------- bad data is named
def _replace_cell(name, number, column, value):
    lines = read_text(name).splitlines(keepends=True)
    header = lines[0].rstrip("\n").split(",")
    i = next(k for k, line in enumerate(lines) if line.startswith(f"{number},"))
    import csv
    import io

    row = next(csv.reader([lines[i]]))
    row[header.index(column)] = value
    out = io.StringIO()
    csv.writer(out, lineterminator="\n").writerow(row)
    lines[i] = out.getvalue()
    return "".join(lines), i + 1


def test_bad_animal_cell_names_file_line_and_column():
    text, line = _replace_cell("animals.csv", 405, "cost", "cheap")
    with pytest.raises(CardDataError, match=rf"animals.csv line {line}, column 'cost': expected a whole number"):
        load_animals(text)


def test_bad_special_enclosure_names_the_column():
    text, line = _replace_cell("animals.csv", 480, "special_enclosure", "aquarium")
    with pytest.raises(CardDataError, match=rf"line {line}, column 'special_enclosure'"):
        load_animals(text)


def test_unknown_icon_in_sponsor_is_refused():
    text, line = _replace_cell("sponsors.csv", 243, "icons", "herbivore;dragon")
    with pytest.raises(CardDataError, match=rf"sponsors.csv line {line}, column 'icons': unknown word 'dragon'"):
        load_sponsors(text)


def test_bad_project_threshold_and_duplicate_number():
    text, line = _replace_cell("projects.csv", 116, "tier1_threshold", "big")
    with pytest.raises(CardDataError, match=rf"line {line}, column 'tier1_threshold'"):
        load_projects(text)
    text, line = _replace_cell("projects.csv", 116, "number", "115")
    with pytest.raises(CardDataError, match=rf"line {line}, column 'number': number appears twice"):
        load_projects(text)


def test_missing_column_is_named():
    text = read_text("projects.csv").replace("count_notes", "notes", 1)
    with pytest.raises(CardDataError, match=r"projects.csv line 1: .*missing \['count_notes'\]"):
        load_projects(text)
