"""The fixed positions of the Ark Nova golden-file tests, and the command that regenerates their SVGs.

Run ``python -m arkwidgets.nova.drawing.golden`` from the repository root to rewrite ``tests/nova/golden/*.svg`` after
an intended change of the drawing (then look at the diff, and at a PNG, before committing).

The part-1 engine does not play Build or Animals yet, so the mid-game positions are made by hand on a real game
state: buildings are chosen from ``buildings.legal_placements`` (legal by the engine's own rules), one of every kind
and rotation, and the markers, workers, supports and donations are set as a game would leave them.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path

from ...ui.svg import golden_main, write_png_of, write_svgs
from ..buildings import BUILDING_TYPES, Building, footprint, make_building, start_buildings
from ..game import Game
from ..moves import Keep
from ..rules.build_sites import legal_placements
from ..state import GameState, PlayerState, Support, ZooAnimal
from ..zoomap import load_map
from .core import render

__all__ = ["CASES", "every_building_zoo", "mid_game", "mid_player", "started", "write_all", "write_png"]

#: (type, rotation wanted, mirrored wanted): one of every building kind, rotations 0–5 and mirrored specials.
_PLAN = (
    ("enclosure-4", 1, False), ("enclosure-2", 2, False), ("pavilion", 0, False), ("enclosure-5", 3, False),
    ("reptile-house", 4, True), ("enclosure-1", 0, False), ("large-bird-aviary", 5, True),
    ("petting-zoo", 5, False), ("unique-243", 1, False), ("kiosk", 0, False),
)


def every_building_zoo(map_id: str = "A") -> tuple[Building, ...]:
    """Map A's start buildings and one building of every kind, each legal when placed (Build II)."""
    zoomap = load_map(map_id)
    placed = list(start_buildings(zoomap))
    for name, rotation, mirrored in _PLAN:
        options = legal_placements(zoomap, placed, BUILDING_TYPES[name], build_ii=True)
        if not options:
            continue
        best = next((b for b in options if b.rotation == rotation), options[0])
        placed.append(_mirrored(best, rotation) if mirrored else best)
    return tuple(placed)


def _mirrored(b: Building, wanted: int) -> Building:
    """The same hexes named as a mirrored placement (ND-8), as a player may type it (``… m``), at the wanted
    rotation when one names them."""
    for rotation in [(wanted + k) % 6 for k in range(6)]:
        for anchor in sorted(b.cells):
            if footprint(b.type, anchor, rotation, True) == b.cells:
                return make_building(b.type, anchor, rotation, True)
    return b


def mid_player(name: str = "Ann", map_id: str = "A") -> PlayerState:
    """A zoo with every building kind, animals in three of them, tokens taken off the left edge, partner zoos,
    universities and an upgraded card with a multiplier token."""
    buildings = every_building_zoo(map_id)
    by_type = {b.type: b for b in buildings}
    animals = (ZooAnimal(403, buildings[0].anchor), ZooAnimal(402, by_type["enclosure-4"].anchor),
               ZooAnimal(470, "reptile-house", 1), ZooAnimal(498, "large-bird-aviary", 1))
    return PlayerState(
        name=name, map_id=map_id, buildings=buildings, action_cards=("cards", "animals", "build", "sponsors",
                                                                      "association"),
        upgraded=("build", "association"), money=17, appeal=23, cp=6, reputation=7, x_tokens=2, workers=1,
        workers_lying=1, workers_on=(1, 1, 0, 0), hand=(), final_cards=(), animals=animals, sponsors=(243,),
        partner_zoos=("africa", "asia"), universities=("science-2",),
        edge_tokens=(False, True, False, True, True, True, True), card_tokens=(("animals", "multiplier"),))


def started(players: int = 2, seed: int = 5) -> Game:
    """A game right after setup: each player kept their 4 lowest cards."""
    game = Game.new(players=players, seed=seed)
    while game.phase == "setup":
        d = game.decision
        assert d is not None
        game.play(Keep(tuple(sorted(d["cards"])[: d["count"]])))
    return game


def mid_game(players: int = 2, seed: int = 5) -> Game:
    """A seeded game with a hand-made middle: Ann's zoo full of buildings, markers spread over the tracks, workers
    on the association board, supported projects and donations."""
    game = started(players, seed)
    gs: GameState = game.state
    ann = mid_player(gs.players[0].name)
    p0 = gs.players[0]
    ann.hand, ann.final_cards = p0.hand, p0.final_cards
    gs.set_player(0, ann)
    for seat in range(1, gs.n):
        p = gs.players[seat].copy()
        p.appeal, p.cp, p.reputation, p.money = 9 + 4 * seat, 2 + seat, 3 + seat, 12
        p.workers_on = (0, 0, 1, 0) if seat == 1 else (1, 0, 0, 0)
        p.workers = 0
        p.upgraded = ("cards",)
        p.edge_tokens = (True,) * 6 + (False,)
        p.animals = (ZooAnimal(408, p.buildings[0].anchor),)
        gs.set_player(seat, p)
    base = gs.base_projects
    gs.supports = (*gs.supports, Support(base[0], 2, 0), Support(base[1], 1, 1 % gs.n))
    gs.donations_covered = tuple(0 if i == 0 else c for i, c in enumerate(gs.donations_covered))
    gs.offer_partner_zoos = tuple(c for c in gs.offer_partner_zoos if c not in ("africa", "asia"))
    gs.offer_universities = tuple(u for u in gs.offer_universities if u != "science-2")
    if gs.n > 1:
        gs.break_pos = 4
    gs.tiles = (gs.tiles[0], None, gs.tiles[2], gs.tiles[3])
    gs.turn = 14
    return Game.from_state(gs)


def _keep_screen() -> str:
    """The classroom board at the first question (keep 4 of the 8 cards dealt), two cards ticked, dark."""
    game = Game.new(players=2, seed=5)
    d = game.decision
    assert d is not None and d.kind == "keep"
    return render(game, viewer=0, part="focus", theme="dark", kept=list(d["cards"][:2]))


def _cases() -> dict[str, Callable[[], str]]:
    from ..cards import card, final_scoring_card

    def zoo_ghost(spec: str) -> Callable[[], str]:
        return lambda: render(mid_player(), ghost=spec, theme="light")

    return {
        "map_A_empty": lambda: render(load_map("A")),
        "map_0_dark": lambda: render(load_map("0"), theme="dark"),
        "zoo_every_building": lambda: render(mid_player()),
        "zoo_ghost_legal": zoo_ghost("build enclosure-2 8,7 r0"),
        "zoo_ghost_illegal": zoo_ghost("enclosure-3 3,2 r0"),
        "zoo_targets_contrast": lambda: render(mid_player(), targets="enclosure-2", theme="contrast"),
        "strip_preview": lambda: render(mid_player(), preview="build"),
        "card_animal": lambda: render(card(402)),
        "card_sponsor": lambda: render(card(201)),
        "card_project": lambda: render(card(115)),
        "card_final_dark": lambda: render(final_scoring_card(1), theme="dark"),
        "tracks": lambda: render(mid_game(), part="tracks"),
        "display": lambda: render(mid_game(), part="display"),
        "association": lambda: render(mid_game(), part="association"),
        "projects": lambda: render(mid_game(), part="projects"),
        "table_2p_viewer0": lambda: render(mid_game(), viewer=0),
        "table_solo_zh": lambda: render(started(1, seed=3), viewer=0, lang="zh"),
        "table_4p_fr_spectator": lambda: render(mid_game(4, seed=2), lang="fr"),
        "focus_2p_viewer0": lambda: render(mid_game(), viewer=0, part="focus"),
        "focus_keep_dark": _keep_screen,
    }


CASES = _cases()


def write_png(path: str | Path = "docs/nova-table.png") -> Path:
    """Rasterize the 2-player golden table with a ghost enclosure (the picture of docs/nova-rendering.md)."""
    return write_png_of(render(mid_game(), viewer=0, ghost="enclosure-3 3,2 r0", targets="enclosure-2",
                               preview="build"), path)


def write_all(directory: str | Path = "tests/nova/golden") -> list[Path]:
    """Write every golden SVG into ``directory``; returns the paths written."""
    return write_svgs(CASES, directory)


if __name__ == "__main__":  # pragma: no cover
    golden_main(write_all, write_png, sys.argv[1:])
