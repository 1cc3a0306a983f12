"""Gains as data: CP thresholds and bonus tiles, workers, once-bonuses (N-CP-1 … -4, N-MAP-7, N-EFF-8, ND-37,
ND-38, ND-43, ND-46)."""

from __future__ import annotations

import pytest

from arkwidgets.nova import Game
from arkwidgets.nova.moves import Choose, Pass, Sponsor
from arkwidgets.nova.rules.bonuses import (
    TILE_BONUSES,
    bonus_known,
    gain_bonus,
    gain_cp,
    gain_money,
    hire_worker,
)
from arkwidgets.nova.rules.engine import one_change

from .helpers import started


def fresh(players: int = 2, seed: int = 6):  # type: ignore[no-untyped-def]
    game = started(players, seed)
    gs = game.state
    gs.pending = ()
    return gs, game.current_index


def test_n_cp_1_2_nd_38_thresholds_passed_at_once_are_asked_in_rising_order() -> None:
    """Rule N-CP-2."""
    gs, seat = fresh()
    gs.tiles = ("money-10", "reputation-2", "x-tokens-3", "multiplier")
    with one_change(gs):
        gain_cp(gs, seat, 9, "TEST")
    game = Game.from_state(gs)
    kinds = []
    while game.decision is not None:
        kinds.append((game.decision.kind, game.decision.get("at")))
        game.play(game.legal_moves()[-1] if game.decision.kind == "cp-2" else Choose("money"))
    assert kinds == [("cp-2", None), ("cp-bonus", 5), ("cp-bonus", 8)]
    assert game.state.players[seat].cp == 9


def test_n_cp_4_nd_46_money_or_a_tile_that_then_leaves_the_game() -> None:
    gs, seat = fresh()
    gs.tiles = ("money-10", "reputation-2", "x-tokens-3", "sponsor")
    gs.players[seat].cp = 4
    gain_cp(gs, seat, 1, "TEST")
    game = Game.from_state(gs)
    assert game.legal_moves() == [Choose("money"), Choose("tile", "1"), Choose("tile", "2")]
    money = game.state.players[seat].money
    game.play("choose tile 1")
    s = game.state
    assert s.tiles == (None, "reputation-2", "x-tokens-3", "sponsor") and s.players[seat].money == money + 10
    other = 1 - seat
    s.players[other].cp = 4
    gain_cp(s, other, 1, "TEST")
    game = Game.from_state(s)
    assert Choose("tile", "1") not in game.legal_moves() and "N-CP-4" in game.check("choose tile 1").rules


def test_n_cp_4_nd_46_both_tiles_beside_the_space_are_offered() -> None:
    """N-CP-4, ND-46 (revised 2026-12-03): P.18 offers 5 money or either of the two tiles beside the space
    (拿取5元钱币，或该栏格左右两旁奖励标记中的一个). Situation: CP 7 → 8 with the X-token tile and the sponsor
    tile beside CP 8. Outcome: money, tile 1 and tile 2 are all on offer; every one of the nine tiles is executed."""
    gs, seat = fresh()
    gs.tiles = ("money-10", "reputation-2", "x-tokens-3", "sponsor")
    gs.players[seat].cp = 7
    gain_cp(gs, seat, 1, "TEST")
    assert Game.from_state(gs).legal_moves() == [Choose("money"), Choose("tile", "1"), Choose("tile", "2")]
    assert set(TILE_BONUSES) == {"partner-zoo", "university", "multiplier", "money-10", "reputation-2",
                                 "x-tokens-3", "enclosure-3", "cards-3", "sponsor"}
    assert all(bonus_known(kind) for kind, _ in TILE_BONUSES.values())


def test_nd_46_the_sponsor_tile_plays_a_sponsor_from_the_hand_for_its_level() -> None:
    """ND-46: the sponsor tile lets its player play one sponsor card from the hand at once, paying its level in
    money, by the usual rules, without moving the Sponsors card. Situation: 4 money, Quarantine Lab (level 3) and
    Technology Institute (level 5) in hand, the sponsor tile beside CP 8 taken. Outcome: only the level-3 card (or
    pass) is offered; the level-5 one is refused under ND-46; playing it costs 3 money and puts it in the zoo; the
    action cards stay where they were."""
    gs, seat = fresh()
    gs.tiles = ("money-10", "reputation-2", "x-tokens-3", "sponsor")
    p = gs.players[seat]
    p.cp, p.money, p.hand = 7, 4, (225, 209)
    slots = p.action_cards
    gain_cp(gs, seat, 1, "TEST")
    game = Game.from_state(gs)
    game.play("choose tile 2")
    assert game.decision is not None and game.decision.kind == "sponsor-tile"
    assert game.legal_moves() == [Sponsor(225), Pass()]
    assert "ND-46" in game.check("sponsor 209").rules
    events = game.play("sponsor 225")
    p = game.state.players[seat]
    assert (p.money, p.sponsors, p.hand, p.action_cards) == (1, (225,), (209,), slots)
    assert [e.rule for e in events if e.kind in ("sponsor-tile", "sponsor")] == ["ND-46", "N-SPON-2"]
    assert game.state.tiles[3] is None


def test_n_set_2_four_tiles_beside_cp_5_and_8() -> None:
    tiles = Game.new(players=2, seed=4).state.tiles
    assert len(tiles) == 4 and len(set(tiles)) == 4 and set(tiles) <= set(TILE_BONUSES)


def test_n_eff_8_nd_37_cp_bonuses_are_once_per_player() -> None:
    gs, seat = fresh()
    gs.players[seat].once = ("cp-2",)
    gain_cp(gs, seat, 3, "TEST")
    assert [d.kind for d in gs.pending] == []


def test_n_map_7_hiring_the_last_worker_gives_2_cp_and_nd_43_no_worker_left_is_lost() -> None:
    gs, seat = fresh()
    p = gs.players[seat]
    hire_worker(gs, seat, "TEST")
    hire_worker(gs, seat, "TEST")
    assert (p.workers, p.workers_lying, p.cp) == (3, 1, 0)
    hire_worker(gs, seat, "TEST")
    assert (p.workers, p.workers_lying, p.cp) == (4, 0, 2)
    events = hire_worker(gs, seat, "TEST")
    assert p.workers == 4 and events[0].rule == "ND-43"


def test_gains_of_nothing_change_nothing_and_an_unknown_bonus_is_an_error() -> None:
    gs, seat = fresh()
    before = gs.copy()
    assert gain_money(gs, seat, 0, "TEST") == [] and gs == before
    with pytest.raises(NotImplementedError, match="not implemented"):
        gain_bonus(gs, seat, "teleport", 1, "TEST")
    assert gain_bonus(gs, seat, "money", 5, "N-MAP-3", once="hex-1,2")
    assert gain_bonus(gs, seat, "money", 5, "N-MAP-3", once="hex-1,2") == []  # N-EFF-8
    assert gs.players[seat].money == before.players[seat].money + 5


def test_n_set_5_8_9_14_association_board_final_deck_start_player_and_edge_tokens() -> None:
    starts = set()
    for seed in range(12):
        s = Game.new(players=3, seed=seed).state
        starts.add(s.start_player)
        assert len(s.offer_partner_zoos) == 5 and len(s.offer_universities) == 3  # N-SET-5
        assert len(s.final_deck) == 11 - 6  # N-SET-8, N-SET-16
        assert all(p.edge_tokens == (True,) * 7 for p in s.players)  # N-SET-14
    assert starts == {0, 1, 2}  # N-SET-9: at random
