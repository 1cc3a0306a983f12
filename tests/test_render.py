"""Tests of the SVG renderer (issue 3): golden files, validity, required elements, overlays, themes, options.

Regenerate the golden files after an intended drawing change with ``python -m arkwidgets.ark.drawing.golden``
(or ``ARK_REGEN_GOLDEN=1 python -m pytest tests/test_render.py``), then review the diff.
"""

from __future__ import annotations

import os
import xml.etree.ElementTree as ET
from collections import Counter
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pytest

import arkwidgets as ark
from arkwidgets.ark.drawing import animate, frames, render, save_svg
from arkwidgets.ark.drawing.golden import CASES, finished_game, late_game, mid_game, teaching_ark

GOLDEN = Path(__file__).parent / "golden"
SVG = "{http://www.w3.org/2000/svg}"


@pytest.fixture(scope="module")
def mid() -> ark.Game:
    return mid_game()


@pytest.fixture(scope="module")
def done() -> ark.Game:
    return finished_game()


def parse(svg: str) -> ET.Element:
    root = ET.fromstring(svg)
    assert root.tag == f"{SVG}svg"
    return root


def groups(root: ET.Element, attr: str) -> list[ET.Element]:
    return [e for e in root.iter(f"{SVG}g") if attr in e.attrib]


def assert_self_contained(svg: str) -> None:
    assert 'href="http' not in svg and "href='http" not in svg
    assert "<image" not in svg and "@import" not in svg and "url(" not in svg
    assert "<script" not in svg and "@font-face" not in svg


# ------------------------------------------------------------------------------------------------ golden files
@pytest.mark.parametrize("name", sorted(CASES))
def test_golden(name: str) -> None:
    svg = CASES[name]()
    path = GOLDEN / f"{name}.svg"
    if os.environ.get("ARK_REGEN_GOLDEN"):
        path.write_text(svg, encoding="utf-8", newline="\n")
    assert path.exists(), f"missing {path}: run python -m arkwidgets.ark.drawing.golden"
    assert svg == path.read_text(encoding="utf-8"), f"{name} differs from {path} (regenerate if intended)"


@pytest.mark.parametrize("name", sorted(CASES))
def test_valid_and_self_contained(name: str) -> None:
    svg = CASES[name]()
    root = parse(svg)
    assert root.get("class") == "ark-board"
    assert_self_contained(svg)
    assert "sans-serif" in root.get("font-family", "")


# ------------------------------------------------------------------------------------------------ the table
@pytest.mark.parametrize("which", ["mid", "done"])
@pytest.mark.parametrize("viewer", [None, 0])
def test_table_elements(which: str, viewer: int | None, mid: ark.Game, done: ark.Game) -> None:
    game = mid if which == "mid" else done
    svg = render(game, viewer=viewer)
    root = parse(svg)
    assert_self_contained(svg)
    cabins = groups(root, "data-cabin")
    assert len(cabins) == len(game.ark.cabins) + 2
    new = sorted(e.attrib["data-cabin"] for e in cabins if e.get("data-new") == "1")
    assert new == sorted(game.ark.new_cabins())
    assert {e.get("data-cabin") for e in cabins} == set(game.ark.cabins) | set(game.ark.new_cabins())
    # every card on the ark, inside its cabin
    for e in cabins:
        cid = e.attrib["data-cabin"]
        if e.get("data-new"):
            continue
        inside = [c.attrib["data-card"] for c in groups(e, "data-card")]
        assert inside == [c.id for c in game.ark.cabins[cid]] or sorted(inside) == sorted(
            c.id for c in game.ark.cabins[cid]
        )
    ark_cards = [e.attrib["data-card"] for e in groups(root, "data-card") if e.get("data-zone") == "ark"]
    assert sorted(ark_cards) == sorted(c.id for c in game.ark.cards())
    # tokens per scoring card equal the engine's counts
    scoring = groups(root, "data-type")
    assert [e.get("data-type") for e in scoring] == list(ark.TYPES)
    for e in scoring:
        plain: Counter[str] = Counter()
        stacks: Counter[str] = Counter()
        for t in e.iter():
            kind = t.get("data-token")
            if kind == "plain":
                plain[game.names[int(t.attrib["data-player"])]] += 1
            elif kind == "stack":
                stacks[game.names[int(t.attrib["data-player"])]] += 1
        for name, (n_plain, n_stacks) in game.tokens(e.attrib["data-type"]).items():
            assert (plain[name], stacks[name]) == (n_plain, n_stacks), (e.get("data-type"), name)
    # display slots, deck, rain, phase
    display = [e for e in groups(root, "data-card") if e.get("data-zone") == "display"]
    assert [e.get("data-card") for e in display] == [c.id for c in game.display]
    assert [e.get("data-slot") for e in display] == [str(k + 1) for k in range(len(game.display))]
    assert len([e for e in groups(root, "data-zone") if e.get("data-zone") == "deck"]) == 1
    assert f"{game.deck_size}" in svg and f"{game.rain_drawn} of 5 drawn" in svg
    assert [e.get("data-phase") for e in groups(root, "data-phase")] == [game.phase]
    # hands: face up for the viewer only, backs (no ids) for everyone else
    hand = [e for e in groups(root, "data-zone") if e.get("data-zone") == "hand"]
    for p in game.players:
        mine = [e for e in hand if e.get("data-player") == str(p.index)]
        assert len(mine) == len(p.hand)
        if viewer == p.index:
            assert [e.get("data-card") for e in mine] == [c.id for c in p.hand]
        else:
            assert all("data-card" not in e.attrib for e in mine)
    # every titled card has a title
    for e in groups(root, "data-card"):
        assert e.find(f"{SVG}title") is not None


def test_hidden_cards_do_not_leak(mid: ark.Game) -> None:
    svg = render(mid)  # spectator
    visible = {c.id for c in mid.ark.cards()} | {c.id for c in mid.display}
    for p in mid.players:
        for c in p.hand:
            if c.id not in visible:
                assert f'data-card="{c.id}"' not in svg
                assert c.describe() not in svg


def test_pets_face_down_until_over(done: ark.Game) -> None:
    """D-3: a pet is face down for the others until the end; issue 15: your own pet stays visible to you."""
    pets = [p for p in done.players if p.pet is not None]
    assert pets, "the seeded game should have pets"
    before = done.copy()
    before.undo()
    assert before.phase != "over"
    for viewer in (None, *range(len(before.players))):
        root = parse(render(before, viewer=viewer))
        pet_groups = [e for e in groups(root, "data-zone") if e.get("data-zone") == "pet"]
        face_up = {e.get("data-player"): e.get("data-card") for e in pet_groups if "data-card" in e.attrib}
        own = before.players[viewer].pet if viewer is not None else None
        assert face_up == ({str(viewer): own.id} if own is not None else {}), viewer
        assert len(pet_groups) == len([p for p in before.players if p.pet is not None])
    root = parse(render(done))
    shown = {e.get("data-card") for e in groups(root, "data-card") if e.get("data-zone") == "pet"}
    assert shown == {p.pet.id for p in pets if p.pet is not None}


def test_finished_game_shows_scores(done: ark.Game) -> None:
    svg = render(done)
    assert "data-zone=\"scores\"" in svg and "Game over" in svg
    for line in done.scores().lines:
        assert line.player in svg


def test_highlight_last(mid: ark.Game) -> None:
    touched = {e.data["cabin"] for e in mid.history[-1].events if e.kind == "place"}
    root = parse(render(mid))
    marked = {e.get("data-cabin") for e in groups(root, "data-cabin") if e.get("class") == "ark-last"}
    assert touched and touched <= marked
    root = parse(render(mid, highlight_last=False))
    assert not [e for e in groups(root, "data-cabin") if e.get("class") == "ark-last"]


def test_highlight_last_counts_moves(mid: ark.Game) -> None:
    """``highlight_last=n`` outlines every cabin the last n moves touched, and none that only older moves did."""
    def touched(entries: Sequence[Any]) -> set[str]:
        return {e.data["cabin"] for entry in entries for e in entry.events
                if e.kind in ("place", "evict", "open") and isinstance(e.data.get("cabin"), str)}

    grows = next(n for n in range(2, len(mid.history) + 1) if touched(mid.history[-n:]) > touched(mid.history[-1:]))
    for n in (1, grows, len(mid.history)):
        root = parse(render(mid, highlight_last=n))
        marked = {e.get("data-cabin") for e in groups(root, "data-cabin") if e.get("class") == "ark-last"}
        assert marked == touched(mid.history[-n:]), n
    assert render(mid, highlight_last=1) == render(mid, highlight_last=True)
    assert render(mid, highlight_last=0) == render(mid, highlight_last=False)


def test_selected(mid: ark.Game) -> None:
    card = mid.players[0].hand[0]
    root = parse(render(mid, viewer=0, selected=card.id))
    chosen = [e for e in groups(root, "data-card") if e.get("class") == "ark-selected"]
    assert [e.get("data-card") for e in chosen] == [card.id]


# ------------------------------------------------------------------------------------------------ overlays
def test_overlays_show_rule_ids_and_tilt() -> None:
    a, targets = teaching_ark()
    svg = render(a, targets=targets, preview=targets["T3"].tilt_after)
    root = parse(svg)
    by_id = {e.get("data-cabin"): e for e in groups(root, "data-cabin")}
    for cid, verdict in targets.items():
        e = by_id[cid]
        texts = " ".join("".join(t.itertext()) for t in e.iter(f"{SVG}text"))
        if verdict.legal:
            assert e.get("data-verdict") == "legal"
            assert f"→ {verdict.tilt_after:+d}" in texts
            assert e.find(f".//{SVG}circle") is not None  # the ✓ badge shape
        else:
            assert e.get("data-verdict") == "illegal"
            for rule in verdict.rules:
                assert rule in texts
                assert rule in e.attrib["data-rules"]
            assert "illegal" in e.findtext(f"{SVG}title", "")
    assert 'data-preview="2"' in svg
    assert "→ +2" in svg


def test_overlay_on_game(mid: ark.Game) -> None:
    card = mid.players[mid.current_index].hand[0]
    targets = {cid: mid.ark.check(card, cid) for cid in (*mid.ark.cabins, *mid.ark.new_cabins())}
    root = parse(render(mid, viewer=mid.current_index, targets=targets, selected=card.id))
    marked = {e.get("data-cabin"): e.get("data-verdict") for e in groups(root, "data-cabin")}
    assert marked == {cid: ("legal" if v.legal else "illegal") for cid, v in targets.items()}


# ------------------------------------------------------------------------------------------------ themes, scale
def test_themes_differ(mid: ark.Game) -> None:
    out = {theme: render(mid, theme=theme) for theme in ("light", "dark", "contrast")}
    assert len(set(out.values())) == 3
    for theme, svg in out.items():
        assert parse(svg).get("data-theme") == theme


def test_scale(mid: ark.Game) -> None:
    a = parse(render(mid))
    b = parse(render(mid, scale=2))
    assert float(b.attrib["width"]) == pytest.approx(2 * float(a.attrib["width"]))
    assert float(b.attrib["height"]) == pytest.approx(2 * float(a.attrib["height"]))
    assert a.get("viewBox") == b.get("viewBox")


def test_card_and_ark() -> None:
    lion = ark.card("lion")
    svg = render(lion)
    assert "Lion — hot, weight 3, carnivore, heavy" in svg
    assert 'data-card="lion"' in svg
    assert lion._repr_svg_() == svg
    a = ark.Ark.parse("T: zebra+lion, penguin / B: elephant, polar-bear")
    root = parse(a._repr_svg_())
    assert len(groups(root, "data-cabin")) == 6


def test_special_and_food_cards_are_marked() -> None:
    skunk = render(ark.card("skunk"))
    assert "! SKUNK" in skunk
    bananas = render(ark.card("bananas"))
    assert "FOOD" in bananas


# ------------------------------------------------------------------------------------------------ determinism
def test_deterministic(mid: ark.Game, done: ark.Game) -> None:
    first = render(mid, viewer=1, theme="dark")
    render(done)
    render(ark.card("fox"))
    import svgwrite

    svgwrite.Drawing().get_id()  # advance svgwrite's process-wide id counter
    assert render(mid, viewer=1, theme="dark") == first
    assert ' id="' not in first  # no automatic (or any) element ids


# ------------------------------------------------------------------------------------------------ bad options
@pytest.mark.parametrize(
    "options, word",
    [
        ({"theme": "neon"}, "theme"),
        ({"scale": 0}, "scale"),
        ({"scale": -1.0}, "scale"),
        ({"scale": float("nan")}, "scale"),
        ({"scale": "2"}, "scale"),
        ({"viewer": 7}, "viewer"),
        ({"viewer": True}, "viewer"),
        ({"viewer": "Ann"}, "viewer"),
        ({"targets": {"X1": None}}, "targets"),
        ({"targets": {"T99": ark.Verdict()}}, "targets"),
        ({"targets": {"T1": "legal"}}, "targets"),
        ({"targets": ["T1"]}, "targets"),
        ({"selected": 3}, "selected"),
        ({"highlight_last": "yes"}, "highlight_last"),
        ({"highlight_last": -1}, "highlight_last"),
        ({"highlight_last": 1.5}, "highlight_last"),
        ({"preview": 3}, "preview"),
        ({"preview": 1.0}, "preview"),
    ],
)
def test_bad_options(options: dict, word: str, mid: ark.Game) -> None:
    with pytest.raises(ValueError, match=word):
        render(mid, **options)


def test_bad_object() -> None:
    with pytest.raises(TypeError, match="str"):
        render("lion")  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        render(ark.card("lion"), colour="red")  # type: ignore[call-arg]


# ------------------------------------------------------------------------------------------------ export
def test_save_svg(tmp_path: Path, mid: ark.Game) -> None:
    path = tmp_path / "table.svg"
    svg = save_svg(mid, path, viewer=0)
    assert path.read_text(encoding="utf-8") == svg == render(mid, viewer=0)


def test_frames_and_animation() -> None:
    game = mid_game(seed=3, moves=5, players=3)
    shots = frames(game)
    assert len(shots) == len(game.history) + 1
    assert shots[-1] == render(game)
    for shot in shots:
        parse(shot)
    svg = animate(game, seconds_per_frame=0.5)
    root = parse(svg)
    assert_self_contained(svg)
    framed = [e for e in root.iter(f"{SVG}g") if e.get("data-frame") is not None]
    assert [int(e.attrib["data-frame"]) for e in framed] == list(range(len(game.history) + 1))
    assert "@keyframes" in svg and "<script" not in svg
    assert len(game.history) == 5  # the game passed in is untouched
    with pytest.raises(ValueError, match="seconds_per_frame"):
        animate(game, seconds_per_frame=0)
    with pytest.raises(TypeError):
        animate(ark.card("lion"))  # type: ignore[arg-type]


def test_png(tmp_path: Path, mid: ark.Game) -> None:
    cairosvg = pytest.importorskip("cairosvg")
    out = tmp_path / "table.png"
    cairosvg.svg2png(bytestring=render(mid, viewer=0).encode("utf-8"), write_to=str(out))
    data = out.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    width = int.from_bytes(data[16:20], "big")
    assert width == round(float(parse(render(mid)).attrib["width"]))


def test_late_game_renders() -> None:
    game = late_game()
    root = parse(render(game, viewer=0))
    assert len(groups(root, "data-cabin")) == len(game.ark.cabins) + 2


def test_lazy_export() -> None:
    import arkwidgets.ark.drawing  # noqa: F401  (importing the package must not break ark.render(...))

    assert callable(ark.render) and ark.render is render
    lion = ark.card("lion")
    assert ark.render(lion) == render(lion)
    assert ark.render(lion, theme="dark", scale=2) == render(lion, theme="dark", scale=2)


def test_revealed_pets_add_a_token(done: ark.Game) -> None:
    root = parse(render(done))
    for p in done.players:
        marks = [
            e.get("data-type")
            for e in groups(root, "data-type")
            for t in e.iter()
            if t.get("data-token") == "pet" and t.get("data-player") == str(p.index)
        ]
        assert marks == ([p.pet.type] if p.pet is not None else [])
    line = done.scores()
    for e in groups(root, "data-type"):
        title = e.findtext(f"{SVG}title", "")
        for score in line.lines:
            count = score.cards[e.attrib["data-type"]][0]
            shown = str(int(count)) if float(count).is_integer() else f"{count:g}"
            assert f"{score.player} {shown}" in title


def test_pet_choice_stays_secret(done: ark.Game) -> None:
    """The banner's "last move" and the animation's frame titles must not name a pet before the end."""
    game = done.copy()
    while game.history and not (isinstance(game.history[-1].move, ark.Pet) and game.history[-1].move.card):
        game.undo()
    move = game.history[-1].move
    assert isinstance(move, ark.Pet) and move.card is not None
    svg = render(game)
    assert str(move) not in svg and "a card face down" in svg
    assert f'data-card="{move.card}"' not in svg
    assert all(str(move) not in shot for shot in frames(game))
    assert str(move) not in animate(game)


def test_lazy_export_helpers(tmp_path: Path) -> None:
    ark.save_svg(ark.card("fox"), tmp_path / "fox.svg")
    assert (tmp_path / "fox.svg").read_text(encoding="utf-8") == render(ark.card("fox"))
    assert callable(ark.animate)
