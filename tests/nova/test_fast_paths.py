"""The engine's fast paths answer exactly as the rules they shortcut (issue 23, item 5 "Speed")."""

from __future__ import annotations

import pytest

from arkwidgets.nova import Game
from arkwidgets.nova.bots import RandomBot
from arkwidgets.nova.buildings import canonical_building, make_building
from arkwidgets.nova.rules import ACTIONS
from arkwidgets.nova.rules.build_sites import free_standing_placements, placement_violations
from arkwidgets.nova.rules.turn import strength, strengths
from arkwidgets.nova.zoomap import load_map

MAPS = ("A", "0", "1", "2", "3", "4", "5", "6", "7", "8")


def _zoos(zoomap: str, seed: int) -> list[tuple]:
    """The buildings of seat 0 along a seeded random game on ``zoomap`` (every 40th move)."""
    game, bot = Game.new(players=2, seed=seed, map=zoomap), RandomBot(seed)
    out = [game.state.players[0].buildings]
    step = 0
    while game.phase != "over":
        game.play(bot.choose(game))
        step += 1
        if step % 40 == 0:
            out.append(game.state.players[0].buildings)
    return out


@pytest.mark.parametrize("zoomap", MAPS)
def test_free_standing_places_are_those_no_rule_but_n_build_8_refuses(zoomap: str) -> None:
    """N-BUILD-7, N-BUILD-9 (N-BUILD-8 not judged, Side Entrance): the footprint enumeration lists exactly the places,
    anchor by anchor and rotation by rotation, that placement_violations(adjacency=False) accepts, in (anchor,
    rotation) order, with and without Build II."""
    m = load_map(zoomap)
    for buildings in _zoos(zoomap, 11):
        for build_ii in (False, True):
            judged = {canonical_building("unique-257", make_building("unique-257", a, r).cells)
                      for a in sorted(m.building_hexes) for r in range(6)
                      if not placement_violations(m, buildings, "unique-257", a, r, False, build_ii, adjacency=False)}
            fast = free_standing_placements(m, buildings, "unique-257", build_ii)
            assert set(fast) == judged and len(fast) == len(judged)
            assert list(fast) == sorted(fast, key=lambda b: (b.anchor, b.rotation))


def test_first_able_answers_as_can_act_at_each_strength() -> None:
    """N-TURN-5, ND-25: Action.first_able (the action question's test: Animals reads its animals once, Build and
    Association find the least strength that acts) finds the same least X as asking each card's can_act at X = 0,
    1, … in turn, at every action question of seeded games; and strengths() is strength() at each X."""
    asked = 0
    for seed, zoomap in ((3, "A"), (4, "5"), (5, "8")):
        game, bot = Game.new(players=2, seed=seed, map=zoomap, cards="all"), RandomBot(seed)
        while game.phase != "over":
            gs = game.state
            if game.decision is not None and game.decision.kind == "action":
                seat = game.decision.player
                p = gs.players[seat]
                for card, action in ACTIONS.items():
                    powers = [strength(gs, seat, card, x) for x in range(p.x_tokens + 1)]
                    slow = next((x for x, s in enumerate(powers) if not action.can_act(gs, seat, p.level(card), s)),
                                None)
                    assert action.first_able(gs, seat, p.level(card), iter(powers)) == slow
                    assert list(strengths(gs, seat, card, p.x_tokens)) == powers
                    asked += 1
            game.play(bot.choose(game))
    assert asked > 100
