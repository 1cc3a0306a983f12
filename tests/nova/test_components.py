"""What is in the box (N-COMP-3, -5, -6, -7): the boards, maps and pieces the engine sets up, and why none of them
ever runs short in a game of at most 4 players."""

from __future__ import annotations

import pytest

from arkwidgets import nova
from arkwidgets.nova.cards import CONTINENTS
from arkwidgets.nova.rules.bonuses import TILE_BONUSES
from arkwidgets.nova.rules.zoo_icons import UNIVERSITIES
from arkwidgets.nova.tracks import TRACKS
from arkwidgets.nova.zoomap import MAP_IDS, load_map

from .helpers import started


def test_n_comp_3_every_map_of_the_box_is_played_and_other_maps_are_refused_by_name() -> None:
    """N-COMP-3, N-SET-10, -11: the 8 boards carry maps A and 0 on one side and the advanced maps 1–8 on the other;
    each can be played. A map the box does not hold is refused by name."""
    assert MAP_IDS == ("A", "0", "1", "2", "3", "4", "5", "6", "7", "8")
    for map_id in MAP_IDS:
        game = nova.Game.new(players=2, seed=1, map=map_id)
        assert {p.map_id for p in game.players} == {map_id}
        assert len(load_map(map_id).cells) == 58  # N-MAP-1: every zoo map has the same 58 hexes
    with pytest.raises(ValueError, match="'9' cannot be played"):
        nova.Game.new(players=2, seed=1, map="9")


def test_n_comp_5_the_association_board_offers_one_partner_zoo_per_continent_and_one_university_per_kind() -> None:
    state = started(4, 2).state
    assert state.offer_partner_zoos == CONTINENTS and len(CONTINENTS) == 5
    assert len(state.offer_universities) == len(UNIVERSITIES) == 3
    # N-COMP-5, -7: 4 of each in the box and at most 4 players who may each take a continent once: never short
    assert all(len(p.partner_zoos) == len(set(p.partner_zoos)) for p in state.players)


def test_n_comp_6_nine_bonus_tiles_and_twenty_x_tokens() -> None:
    """Rule N-COMP-6."""
    assert len(TILE_BONUSES) == 9
    game = nova.Game.new(players=4, seed=3)
    tiles = [t for t in game.state.tiles if t is not None]
    assert len(tiles) == 4 and set(tiles) <= set(TILE_BONUSES)  # N-SET-2: 4 of the 9 on the board
    assert TRACKS.x_token_max * 4 <= 20  # N-COMP-7: 4 players at the X-token limit never empty the supply
    solo = nova.Game.new(players=1, seed=3).state
    assert (solo.solo_left, solo.break_len) == (7, 0)  # the solo tile replaces the break track (N-SOLO-3)
