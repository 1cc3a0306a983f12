"""Card faces drawn from the card's numbers (N-ICON-2 … -13): every zoo card and final scoring card, parsed as XML
and compared with the data, so that what a learner reads on a card is what the engine plays.

Faces are drawn from numbers and icons only, never from scanned art (issue 14); each test walks the whole pool.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections import Counter

import pytest

from arkwidgets import nova
from arkwidgets.nova.cards import (
    ANIMALS,
    CATEGORIES,
    CONTINENTS,
    FINAL_SCORING_CARDS,
    PROJECTS,
    SPONSORS,
    AnimalCard,
)

SVG = "{http://www.w3.org/2000/svg}"


def face(c: object) -> ET.Element:
    root = ET.fromstring(nova.render(c))
    return next(g for g in root.iter(f"{SVG}g") if g.get("data-card") or g.get("data-final"))


def attrs(group: ET.Element, name: str) -> list[str]:
    return [g.get(name) for g in group.iter(f"{SVG}g") if g.get(name) is not None]  # type: ignore[misc]


def icons(group: ET.Element) -> Counter[str]:
    return Counter(attrs(group, "data-icon"))


@pytest.mark.parametrize("c", ANIMALS, ids=lambda c: str(c.number))
def test_n_icon_2_3_4_an_animal_shows_cost_enclosure_conditions_icons_and_gains(c: AnimalCard) -> None:
    g = face(c)
    assert g.get("data-card") == str(c.number) and g.get("data-kind") == "animal"
    assert attrs(g, "data-cost") == [str(c.cost)]  # N-ICON-2: the cost
    if c.standard_enclosure_allowed:
        assert attrs(g, "data-size") == [str(c.size)]  # N-ICON-1/-2: the enclosure it needs
    shown = icons(g)
    for word in (*c.categories, *c.continents):  # N-ICON-3: category and continent, top right
        assert shown[word] >= 1, (c.number, word)
    for word in c.requirements:  # N-ICON-2: further conditions under the cost
        if word not in ("partner_zoo", "animals_ii"):
            assert shown[word] >= (c.categories + c.continents).count(word) + c.requirements.count(word), word
    assert shown["rock"] >= c.rock and shown["water"] >= c.water
    gains = set(attrs(g, "data-gain"))  # N-ICON-4: what it brings, bottom right
    assert gains == {k for k, v in (("appeal", c.appeal), ("cp", c.conservation), ("reputation", c.reputation)) if v}
    title = g.find(f"{SVG}title")
    assert title is not None and c.name in (title.text or "")
    for a in c.abilities:  # N-ICON-5: the effect, by its keyword, in the picture and in words
        assert a.keyword in "".join(g.itertext())


def test_n_icon_10_11_seven_categories_bear_and_petting_zoo_are_special() -> None:
    """Rule N-ICON-10, N-ICON-11."""
    assert set(CATEGORIES) == {"bird", "herbivore", "predator", "primate", "reptile", "bear", "petting_zoo"}
    bears = [a for a in ANIMALS if "bear" in a.categories]
    assert bears and all(set(a.categories) & {"herbivore", "predator"} for a in bears)  # a sub-category
    petting = [a for a in ANIMALS if "petting_zoo" in a.categories]
    assert petting and all(not a.continents for a in petting)  # ND-30: no continent
    assert all(set(a.categories) == {"petting_zoo"} for a in petting)  # it replaces the biological category


@pytest.mark.parametrize("c", SPONSORS, ids=lambda c: str(c.number))
def test_n_icon_6_7_a_sponsor_shows_level_needs_icons_and_its_effect_kinds(c: object) -> None:
    """Rule N-ICON-6, N-ICON-7."""
    g = face(c)
    assert attrs(g, "data-level") == [str(c.level)]  # type: ignore[attr-defined]
    shown = icons(g)
    for word in c.icons:  # type: ignore[attr-defined]
        assert shown[word] >= 1, word
    assert shown["rock"] >= c.place_next_to_rock and shown["water"] >= c.place_next_to_water  # type: ignore[attr-defined]
    kinds = {k for k, on in (("immediate", c.has_immediate), ("ongoing", c.has_ongoing),  # type: ignore[attr-defined]
                             ("income", c.has_income), ("endgame", c.has_endgame)) if on}  # type: ignore[attr-defined]
    assert set(attrs(g, "data-effect")) == kinds


@pytest.mark.parametrize("p", PROJECTS, ids=lambda p: str(p.number))
def test_n_icon_8_a_project_shows_its_levels_with_their_rewards(p: object) -> None:
    """Rule N-ICON-8."""
    g = face(p)
    tiers = {int(t) for t in attrs(g, "data-tier")}
    assert tiers == {t.tier for t in p.tiers}  # type: ignore[attr-defined]
    text = "".join(g.itertext())
    for t in p.tiers:  # type: ignore[attr-defined]
        assert f"{t.cp} CP" in text


@pytest.mark.parametrize("c", FINAL_SCORING_CARDS, ids=lambda c: str(c.number))
def test_n_icon_9_a_final_scoring_card_shows_its_cp_table(c: object) -> None:
    """Rule N-ICON-9."""
    g = face(c)
    assert g.get("data-final") == str(c.number)  # type: ignore[attr-defined]
    text = " ".join(g.itertext())
    for threshold, cp in zip(c.thresholds, c.cp_rewards, strict=False):  # type: ignore[attr-defined]
        assert f"{threshold}→{cp}" in text
    if not c.thresholds:  # type: ignore[attr-defined]  # the rule in words, never a data code
        assert "_" not in text and "CP" in text and str(c.max_cp) in text, text  # type: ignore[attr-defined]
    assert 1 <= max(c.cp_rewards or (1,)) <= 4  # type: ignore[attr-defined]


def test_n_icon_13_every_icon_word_is_drawn_with_its_name_for_screen_readers() -> None:
    """Rule N-ICON-13."""
    seen: Counter[str] = Counter()
    for c in (*ANIMALS, *SPONSORS):
        g = face(c)
        for group in g.iter(f"{SVG}g"):
            if group.get("data-icon"):
                title = group.find(f"{SVG}title")
                assert title is not None and (title.text or "").strip(), group.get("data-icon")
                seen[group.get("data-icon")] += 1  # type: ignore[index]
    assert set(CONTINENTS) <= set(seen) and {"rock", "water", "science"} <= set(seen)
