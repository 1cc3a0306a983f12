"""Property tests of the renderer: any reachable position renders to valid, complete, deterministic SVG."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

import arkwidgets as ark
from arkwidgets.ark.drawing import render

SVG = "{http://www.w3.org/2000/svg}"


def _game(players: int, seed: int, moves: int) -> ark.Game:
    game = ark.Game.new(players, seed=seed)
    bot = ark.RandomBot(seed)
    for _ in range(moves):
        if game.phase == "over":
            break
        game.play(bot.choose(game))
    return game


@settings(max_examples=12, deadline=None)
@given(
    players=st.integers(3, 5),
    seed=st.integers(0, 10_000),
    moves=st.integers(0, 80),
    viewer=st.one_of(st.none(), st.integers(0, 2)),
    theme=st.sampled_from(["light", "dark", "contrast"]),
)
def test_any_position_renders(players: int, seed: int, moves: int, viewer: int | None, theme: str) -> None:
    game = _game(players, seed, moves)
    svg = render(game, viewer=viewer, theme=theme)
    assert svg == render(game, viewer=viewer, theme=theme)
    root = ET.fromstring(svg)
    cabins = [e for e in root.iter(f"{SVG}g") if "data-cabin" in e.attrib]
    assert len(cabins) == len(game.ark.cabins) + 2
    ark_cards = Counter(e.get("data-card") for e in root.iter(f"{SVG}g") if e.get("data-zone") == "ark")
    assert ark_cards == Counter(c.id for c in game.ark.cards())
    for e in root.iter(f"{SVG}g"):
        t = e.get("data-type")
        if t is None:
            continue
        counts = Counter(
            (x.attrib["data-token"], int(x.attrib["data-player"])) for x in e.iter() if x.get("data-token")
        )
        for i, (plain, stacks) in enumerate(game.tokens(t).values()):
            assert counts[("plain", i)] == plain and counts[("stack", i)] == stacks
    hidden = {c.id for p in game.players if p.index != viewer for c in p.hand}
    hidden -= {c.id for c in game.ark.cards()} | {c.id for c in game.display}
    for card_id in hidden:
        assert f'data-card="{card_id}"' not in svg


def test_empty_ark_and_odd_names() -> None:
    a = ark.Ark.parse("- / -")
    root = ET.fromstring(render(a))
    assert sorted(e.attrib["data-cabin"] for e in root.iter(f"{SVG}g") if "data-cabin" in e.attrib) == ["B1", "T1"]
    game = ark.Game.new(['<b>&"Ann', "Ben & Co", "Cy<script>"], seed=1)
    svg = render(game, viewer=0)
    ET.fromstring(svg)
    assert "<script" not in svg and "<b>" not in svg
