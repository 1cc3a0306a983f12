"""Issue 24, item 1 and 2: the classroom board of Ark Nova (``nova.render(game, part="focus")``), the board a
projector shows. Its promises, held on the SVG itself: no text under FLOOR units (about 15 px at 1920×1080, 10 px at
1280×800, where the board is drawn about 1.2 and 0.8 px a unit), card names at 14 units or more (large print on
the faces), the seat's own zoo 1.6 times the table's (a hex 44 units across its flats), every text AA (4.5:1; 3:1
from 24 px) against what it is drawn on, in the light, dark and contrast boards; the "keep 4 of 8" question draws
the eight faces to click, ticked ones marked; a click on another seat's row shows that seat's zoo; the whole table
stays what ``render(game)`` draws.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest

from arkwidgets import nova
from arkwidgets.nova.drawing.bigcards import FLOOR
from arkwidgets.nova.drawing.focus import ZOO_SCALE
from arkwidgets.nova.drawing.geometry import SQRT3, R
from arkwidgets.nova.drawing.glyphs import contrast
from arkwidgets.nova.drawing.golden import mid_game
from arkwidgets.nova.drawing.palette import palette

NS = "{http://www.w3.org/2000/svg}"


def transformed(t: str | None, m: tuple[float, float, float]) -> tuple[float, float, float]:
    """The (scale, x, y) map of an element with ``transform`` ``t`` (translate and scale) inside one mapped by ``m``."""
    a, e, f = m
    for kind, args in re.findall(r"(translate|scale)\(([^)]*)\)", t or ""):
        v = [float(x) for x in re.split(r"[ ,]+", args.strip())]
        if kind == "translate":
            e, f = e + a * v[0], f + a * (v[1] if len(v) > 1 else 0)
        else:
            a *= v[0]
    return a, e, f


def texts(svg: str, ground: str) -> list[tuple[str, float, float]]:
    """Every text of the board: (words, size in board units, contrast against the last filled rectangle, circle or
    outline drawn under it, or the board's ground)."""
    shapes: list[tuple[float, float, float, float, str]] = []
    out = []

    def walk(el: ET.Element, m: tuple[float, float, float]) -> None:
        m = transformed(el.get("transform"), m)
        a, e, f = m
        tag = el.tag.removeprefix(NS)
        fill = el.get("fill") or ""
        if tag == "rect" and fill.startswith("#") and float(el.get("fill-opacity") or 1) > 0.5:
            x, y = float(el.get("x") or 0), float(el.get("y") or 0)
            w, h = float(el.get("width") or 0), float(el.get("height") or 0)
            shapes.append((e + a * x, f + a * y, e + a * (x + w), f + a * (y + h), fill))
        elif tag == "circle" and fill.startswith("#"):
            cx, cy, r = (float(el.get(k) or 0) for k in ("cx", "cy", "r"))
            shapes.append((e + a * (cx - r), f + a * (cy - r), e + a * (cx + r), f + a * (cy + r), fill))
        elif tag == "path" and fill.startswith("#") and re.fullmatch(r"[MLZ0-9. -]+", el.get("d") or "x"):
            numbers = [float(n) for n in re.findall(r"-?[0-9.]+", el.get("d") or "")]
            xs, ys = numbers[0::2], numbers[1::2]  # a filled outline of straight lines (a hex, a building)
            shapes.append((e + a * min(xs), f + a * min(ys), e + a * max(xs), f + a * max(ys), fill))
        elif tag == "text":
            size = float(el.get("font-size") or 0)
            px, py = e + a * float(el.get("x") or 0), f + a * (float(el.get("y") or 0) - size * 0.35)
            under = next((s[4] for s in reversed(shapes) if s[0] <= px <= s[2] and s[1] <= py <= s[3]), ground)
            out.append(("".join(el.itertext()), size * a, contrast(el.get("fill") or "#000000", under)))
        for child in el:
            walk(child, m)

    walk(ET.fromstring(svg), (1.0, 0.0, 0.0))
    return out


def games() -> list[nova.Game]:
    bot = nova.RandomBot(4)
    played = nova.Game.new(3, seed=11)
    while len(played.history) < 30 and played.phase != "over":
        played.play(bot.choose(played))
    return [nova.Game.new(2, seed=5), mid_game(), mid_game(4, seed=2), played]


@pytest.mark.parametrize("theme", ["light", "dark", "contrast"])
@pytest.mark.parametrize("lang", ["en", "zh"])
def test_no_text_on_the_classroom_board_is_under_the_floor_and_every_text_reaches_aa(theme: str, lang: str) -> None:
    for game in games():
        svg = nova.render(game, viewer=0, part="focus", theme=theme, lang=lang)
        found = texts(svg, palette(theme).background)
        assert len(found) > 150
        small = [(w, round(s, 2)) for w, s, _c in found if s < FLOOR - 0.01]
        assert not small, small[:5]
        faint = [(w, round(c, 2)) for w, s, c in found if c < (3.0 if s >= 24 else 4.5)]
        assert not faint, faint[:5]


def test_the_seat_s_own_zoo_is_the_hero_and_card_names_are_large() -> None:
    svg = nova.render(mid_game(), viewer=0, part="focus")
    root = ET.fromstring(svg)
    zoo = root.find(f".//{NS}g[@data-zoo]")
    assert zoo is not None and zoo.get("data-zoo") == "0" and f"scale({ZOO_SCALE:g})" in (zoo.get("transform") or "")
    assert SQRT3 * R * ZOO_SCALE >= 44  # a hex across its flats, in board units (≥ 48 px at 1.1 px a unit)
    width = float(root.get("viewBox", "0 0 0 0").split()[2])
    assert width == 1200
    # a card face in the hand: its name is drawn at 14 units or more, or on two lines at the floor
    hand = root.find(f".//{NS}g[@data-zone='hand'][@data-card]")
    assert hand is not None
    sizes = [float(t.get("font-size") or 0) for t in hand.iter(f"{NS}text")]
    assert max(sizes) >= 14 and min(sizes) >= FLOOR


def test_keep_4_of_8_draws_the_eight_faces_to_click_and_marks_the_ticked_ones() -> None:
    """N-SET-17: the setup question shows the cards dealt, not buttons with names only."""
    game = nova.Game.new(2, seed=5)
    d = game.decision
    assert d is not None and d.kind == "keep"
    dealt = list(d["cards"])
    svg = nova.render(game, viewer=0, part="focus", kept=dealt[:2])
    root = ET.fromstring(svg)
    faces = root.findall(f".//{NS}g[@data-zone='choice']")
    assert [int(g.get("data-card") or 0) for g in faces] == dealt
    ticked = [int(g.get("data-card") or 0) for g in faces if g.get("class") == "nova-selected"]
    assert ticked == dealt[:2]
    # the other seat (a spectator too) sees no face of those cards
    other = nova.render(game, viewer=1, part="focus")
    assert not any(f'data-card="{c}"' in other for c in dealt if c not in (game.view(1).me.hand or ()))


def test_a_click_on_another_seat_s_row_shows_that_zoo_and_zoom_is_checked() -> None:
    game = mid_game()
    svg = nova.render(game, viewer=0, part="focus", zoom=1)
    zoo = ET.fromstring(svg).find(f".//{NS}g[@data-zoo]")
    assert zoo is not None and zoo.get("data-zoo") == "1"
    assert 'data-expand="0"' in svg and 'data-expand="1"' in svg
    with pytest.raises(ValueError):
        nova.render(game, viewer=0, part="focus", zoom=5)
    with pytest.raises(ValueError):
        nova.render(game, viewer=0, part="focus", kept=["x"])


def test_the_whole_table_stays_the_default_drawing() -> None:
    game = mid_game()
    assert nova.render(game, viewer=0) == nova.render(game, viewer=0, part="table")
    assert "data-expand" not in nova.render(game, viewer=0)


def test_the_widget_shows_the_classroom_board_and_switches_to_the_whole_table() -> None:
    w = nova.GameWidget(bots=1, seed=5, autoplay=False)
    assert 'data-zone="choice"' in w.board.svg  # the keep question, drawn
    w.whole.value = True
    assert 'data-zone="choice"' not in w.board.svg and "data-expand" not in w.board.svg
    w.whole.value = False
    assert 'data-zone="choice"' in w.board.svg
    with pytest.raises(ValueError):
        nova.GameWidget(bots=1, seed=5, view="huge")
