"""Issue 24: no two texts of a drawn Ark board overlap, in English, Chinese and French (French's "ANIMAL DOMESTIQUE"
ran into "MAIN (5)" while the width estimate took bold capitals for lower case). Measured on the SVG with the
drawing's own estimate (``arkwidgets.ui.svg.text_width``): each text's box is its estimated width (plus its
letter-spacing) beside its anchor, from 0.75 of its size above the baseline to 0.2 under it. The browser measures
the header labels with getBBox (tests/browser/test_projector.py)."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest
from nova.test_focus import transformed
from test_render_classroom import games

import arkwidgets as ark
from arkwidgets.ui.svg import text_width

NS = "{http://www.w3.org/2000/svg}"


def boxes(svg: str) -> list[tuple[str, float, float, float, float, int]]:
    """Every text's estimated box (words, left, top, right, bottom, the card it is drawn on or -1)."""
    out: list[tuple[str, float, float, float, float, int]] = []

    def walk(el: ET.Element, m: tuple[float, float, float], card: int) -> None:
        m = transformed(el.get("transform"), m)
        if el.get("data-card") is not None or el.get("data-zone") == "deck" or el.get("transform"):
            card = id(el)  # a card (face or back) is one drawing: its own texts are laid out on it
        a, e, f = m
        if el.tag == f"{NS}text":
            words = "".join(el.itertext())
            size = float(el.get("font-size") or 0)
            w = text_width(words, size, el.get("font-weight") == "bold")
            w += float(el.get("letter-spacing") or 0) * len(words)
            x, y = float(el.get("x") or 0), float(el.get("y") or 0)
            lines = el.findall(f"{NS}tspan")  # a name on two lines: as wide as its wider line, as tall as both
            if lines:
                first = el.text or ""
                w = max(text_width(t, size, True) for t in (first, *("".join(s.itertext()) for s in lines)))
            below = sum(float(s.get("dy") or 0) for s in lines)
            anchor = el.get("text-anchor") or "start"
            left = x - (w if anchor == "end" else w / 2 if anchor == "middle" else 0)
            top, bottom = y - 0.75 * size, y + below + 0.2 * size
            out.append((words, e + a * left, f + a * top, e + a * (left + w), f + a * bottom, card))
        for child in el:
            walk(child, m, card)

    walk(ET.fromstring(svg), (1.0, 0.0, 0.0), -1)
    return out


def overlaps(svg: str) -> list[tuple[str, str]]:
    found = boxes(svg)
    bad = []
    for k, a in enumerate(found):
        for b in found[k + 1:]:
            if a[5] != b[5] and (a[5] != -1 and b[5] != -1):
                continue  # texts on two different cards: a card may lie on another (the hand, a cabin)
            if a[1] < b[3] - 0.5 and b[1] < a[3] - 0.5 and a[2] < b[4] - 0.5 and b[2] < a[4] - 0.5:
                bad.append((a[0], b[0]))
    return bad


@pytest.mark.parametrize("lang", ["en", "zh", "fr"])
@pytest.mark.parametrize("layout", ["tall", "wide"])
def test_no_two_texts_of_a_drawn_board_overlap(lang: str, layout: str) -> None:
    for game in games():
        svg = ark.render(game, viewer=game.current_index, lang=lang, layout=layout)
        assert not overlaps(svg), overlaps(svg)[:5]
        card = game.current_player.hand[0]
        targets = {cabin: game.ark.check(card.id, cabin) for cabin in (*game.ark.cabins, *game.ark.new_cabins())}
        svg = ark.render(game, viewer=game.current_index, lang=lang, layout=layout, targets=targets,
                         selected=card.id)
        assert not overlaps(svg), overlaps(svg)[:5]


def test_french_pet_label_and_hand_label_are_apart() -> None:
    svg = ark.render(games()[0], viewer=0, lang="fr")
    found = {b[0]: b for b in boxes(svg)}
    pet = next(b for w, b in found.items() if w.startswith("ANIMAL"))
    hand = next(b for w, b in found.items() if w.startswith("MAIN ("))
    assert pet[3] <= hand[1], (pet, hand)
