"""Issue 24, Ark's side: the wide table Ark's widget draws (``render(game, layout="wide")``), the board a classroom
projector shows. Its promises, held on the SVG itself: the panels sit around the ark without overlapping, in a
shape between the rooms a 1920×1080 and a 1280×800 screen leave the board beside the dock (so the board is drawn as
large as it can be in both); no text is under FLOOR board units (at about 1.0 px a unit at turn 21 at 1920×1080, 12 px);
card names at 14.5 units (14.5 px there);
every text reaches AA (4.5:1; 3:1 from 24 px) against what it is drawn on, in the light, dark and contrast themes,
early and late in a game; the tall table stays what ``render(game)`` draws.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest
from nova.test_focus import texts  # the one walker of an SVG's texts, sizes and grounds (Ark Nova's test)

import arkwidgets as ark
from arkwidgets.ark.drawing.table import WIDE_ASPECT, WIDE_ROOMS
from arkwidgets.ark.drawing.themes import get_theme

NS = "{http://www.w3.org/2000/svg}"
FLOOR = 11.7  # board units: the smallest text of the wide table, in every language (a verdict's pill included)


def games() -> list[ark.Game]:
    """A fresh deal and a game at turn 21 (the issue's late game: two bands of cabins, five cards in hand)."""
    late = ark.Game.new(3, seed=2026)
    bot = ark.GreedyBot()
    while late.turn < 21 and late.phase != "over":
        late.play(bot.choose(late))
    return [ark.Game.new(3, seed=2026), late]


def box(svg: str) -> tuple[float, float]:
    w, h = re.search(r'viewBox="0 0 ([0-9.]+) ([0-9.]+)"', svg).groups()  # type: ignore[union-attr]
    return float(w), float(h)


@pytest.mark.parametrize("theme", ["light", "dark", "contrast"])
@pytest.mark.parametrize("lang", ["en", "zh", "fr"])
def test_every_text_of_the_wide_table_is_above_the_floor_and_reaches_aa(theme: str, lang: str) -> None:
    for game in games():
        svg = ark.render(game, viewer=0, layout="wide", theme=theme, lang=lang)
        found = texts(svg, get_theme(theme).background)
        assert len(found) > 100
        small = [(w, round(s, 2)) for w, s, _c in found if s < FLOOR - 0.01]
        assert not small, small[:5]
        faint = [(w, round(c, 2)) for w, s, c in found if c < (3.0 if s >= 24 else 4.5)]
        assert not faint, faint[:5]


def test_the_wide_table_keeps_the_shape_of_the_room_and_its_panels_apart() -> None:
    for game in games():
        svg = ark.render(game, viewer=0, layout="wide")
        width, height = box(svg)
        tall = box(ark.render(game, viewer=0))
        assert 0.8 * WIDE_ASPECT[0] <= width / height <= 1.25 * WIDE_ASPECT[1], (width, height)
        # drawn larger than the tall table in both rooms (about 1574 × 965 px at 1920×1080, 984 × 666 at 1280×800)
        for rw, rh in WIDE_ROOMS:
            assert min(rw / width, rh / height) > min(rw / tall[0], rh / tall[1]), (rw, rh)
        root = ET.fromstring(svg)
        panels = []
        for g in root.iter(f"{NS}g"):
            key = g.get("data-player-row") or g.get("data-type") or g.get("data-zone")
            if key in (None, "hand", "ark", "display", "deck", "pet", "discs", "reserve", "phase"):
                continue
            rect = g.find(f"{NS}rect")
            if rect is not None and rect.get("width"):
                x, y, w, h = (float(rect.get(k) or 0) for k in ("x", "y", "width", "height"))
                assert x >= 0 and y >= 0 and x + w <= width and y + h <= height, (key, x, y, w, h)
                panels.append((key, x, y, x + w, y + h))
        assert len(panels) >= 8
        for k, a in enumerate(panels):
            for b in panels[k + 1:]:
                apart = a[3] <= b[1] + 0.5 or b[3] <= a[1] + 0.5 or a[4] <= b[2] + 0.5 or b[4] <= a[2] + 0.5
                assert apart, (a, b)


def test_card_names_are_printed_at_14_5_units() -> None:
    svg = ark.render(games()[0], viewer=0, layout="wide")
    names = [float(size) for size, word in re.findall(r'font-size="([0-9.]+)"[^>]*>(Seal|Fish|Llama|Reindeer)<',
                                                        svg)]
    assert names and min(names) == 14.5


def test_the_layout_option_is_checked_and_the_tall_table_is_the_default() -> None:
    game = ark.Game.new(3, seed=2026)
    assert ark.render(game, viewer=0) == ark.render(game, viewer=0, layout="tall")
    with pytest.raises(ValueError, match="layout must be one of tall, wide"):
        ark.render(game, layout="round")


def test_a_selected_card_s_verdicts_stay_above_the_floor_late_in_a_game() -> None:
    """The ✗ badges of a late game (full cabins keep their rule ids in the label row) are never under FLOOR."""
    late = games()[1]
    for card in late.current_player.hand:
        targets = {cabin: late.ark.check(card.id, cabin) for cabin in (*late.ark.cabins, *late.ark.new_cabins())}
        svg = ark.render(late, viewer=late.current_index, layout="wide", targets=targets, selected=card.id)
        found = texts(svg, get_theme("light").background)
        small = [(w, round(s, 2)) for w, s, _c in found if s < FLOOR - 0.01]
        assert not small, (card.id, small[:5])
