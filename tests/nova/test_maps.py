"""Every zoo map is playable: the advanced set-up (N-SET-11), every printed bonus paid at once (N-MAP-3, N-MAP-4) and
the eight advanced maps' abilities (N-MAPX-1 … N-MAPX-8), with the project's decisions on the icons no source
explains (ND-92 … ND-107, docs/nova-decisions.md).

Each ability test sets up the situation the map prints on a real state and checks the outcome through the public
game (``check``/``play``/``legal_moves``) or the rule function the engine calls; a seeded game on every map shows the
ability firing in play.
"""

from __future__ import annotations

import random
import xml.etree.ElementTree as ET

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from arkwidgets import nova
from arkwidgets.nova import Game, GameState, IllegalMove, Move
from arkwidgets.nova.bots import RandomBot
from arkwidgets.nova.buildings import Building, canonical_building, count_adjacent_terrain, make_building
from arkwidgets.nova.moves import Build, Choose, Discard, Pass, Sponsor
from arkwidgets.nova.rules import engine, load
from arkwidgets.nova.rules.bonuses import bonus_known, gain_bonus
from arkwidgets.nova.rules.maps import (
    harbor_connected,
    n_mapx_5_park_restaurant,
    n_mapx_7_ice_cream_parlors,
    n_mapx_8_sponsor_level,
)
from arkwidgets.nova.rules.new_building import place_building, placement_of
from arkwidgets.nova.setup import MAP_DRAFTS
from arkwidgets.nova.zoomap import ADVANCED_MAPS, MAP_IDS, load_map

from .helpers import at_turn, started
from .invariants import check_invariants
from .test_moves import any_move

ORDER = ("cards", "animals", "association", "build", "sponsors")  # Animals 2, Build 4, Sponsors 5


def on_map(map_id: str, seed: int = 1) -> tuple[GameState, int]:
    """A state of a 2-player game on ``map_id`` after setup, nothing pending, the player to move rich."""
    gs = started(2, seed, map=map_id).state
    gs.pending = ()
    seat = gs.current
    p = gs.players[seat]
    p.money, p.action_cards = 60, ORDER
    return gs, seat


def put(gs: GameState, seat: int, *buildings: Building) -> None:
    """Buildings already standing in the zoo of ``seat`` (the situation of a test, not a move)."""
    gs.players[seat].buildings = (*gs.players[seat].buildings, *buildings)


def enclosure(*cells: tuple[int, int]) -> Building:
    return canonical_building(f"enclosure-{len(cells)}", cells)


def place(gs: GameState, seat: int, b: Building) -> list[nova.Event]:
    """Place ``b`` as any effect would (N-BUILD-18), asking what it sets off in order."""
    with engine.one_change(gs):
        return place_building(gs, seat, b, "TEST")


def kinds(events) -> list[str]:
    return [e.kind for e in events]


# ------------------------------------------------------------------------------------------- every map
def test_n_set_11_n_comp_3_every_map_of_the_box_can_be_played_and_a_stranger_is_refused():
    """N-SET-10, -11, N-COMP-3: maps A, 0 and 1–8 for everyone, one map per player, or a draft; "9" is no map."""
    maps = list(MAP_IDS)
    assert maps == ["A", "0", "1", "2", "3", "4", "5", "6", "7", "8"] and list(ADVANCED_MAPS) == maps[2:]
    for map_id in MAP_IDS:
        game = Game.new(players=2, seed=1, map=map_id)
        assert [p.map_id for p in game.players] == [map_id, map_id]
        assert game.options["map"] == map_id
    mixed = Game.new(players=3, seed=1, map=["1", "A", "8"])
    assert [p.map_id for p in mixed.players] == ["1", "A", "8"]
    assert [b.type for b in mixed.players[1].buildings] == ["enclosure-3", "kiosk"]  # map A's start (N-SET-10)
    for bad, match in (("9", "cannot be played"), (["1"], "one map per player"), (["1", "Z"], "no zoo maps"),
                       (3, "map is a map id")):
        with pytest.raises(ValueError, match=match):
            Game.new(players=2, seed=1, map=bad)  # type: ignore[arg-type]


def test_n_map_3_n_map_4_every_bonus_the_maps_print_is_a_bonus_the_engine_pays():
    """N-MAP-3, -4, -5, -7: no printed space is ever "not implemented": every placement bonus, left-edge space,
    partner-zoo, university and worker slot of the ten maps is a registered kind, and gaining it on its own map
    does not fail."""
    load()
    for map_id in MAP_IDS:
        zoomap = load_map(map_id)
        printed = [b for _, b in zoomap.bonuses] + [s.bonus for s in zoomap.left_edge]
        printed += [b for b in (*zoomap.partner_zoo_slots, *zoomap.university_slots, *zoomap.worker_slots) if b]
        for bonus in printed:
            assert bonus_known(bonus.type), (map_id, bonus)
            gs, seat = on_map(map_id)
            cards = gs.zoo_cards()
            with engine.one_change(gs):
                gain_bonus(gs, seat, bonus.type, bonus.value, "N-MAP-3")
            engine.settle(gs)
            assert gs.zoo_cards() == cards
            Game.from_state(gs).legal_moves()  # whatever it asks can be answered


def test_n_map_3_nd_m1_the_clever_space_of_map_0_pays_at_once_and_moves_a_card_after_the_action():
    """N-MAP-3 (P.6: covering a placement bonus gains it at once): map 0's Clever space (5,6) was announced as not
    implemented and lost. Now Build I covers it: the Clever move is gained at once and, like the Clever ability,
    acts after the action (ND-92), once Build is in slot 1: Cards goes to slot 1."""
    gs, seat = on_map("0")
    put(gs, seat, make_building("enclosure-1", (5, 4)))
    game = at_turn(gs, seat)
    game.play("build")
    events = game.play("build enclosure-1 5,6")
    assert "unimplemented" not in kinds(events)
    assert [e.rule for e in events if e.kind == "clever"] == ["N-BUILD-13"]
    assert game.decision is not None and game.decision.kind == "clever"
    assert game.state.players[seat].action_cards[0] == "build"  # N-TURN-4 first, then the Clever move (N-EFF-2)
    game.play("choose cards")
    assert game.state.players[seat].action_cards[:2] == ("cards", "build")


def test_nd_m1_a_clever_slot_gained_at_a_break_acts_at_once_twice():
    """ND-92: map 6's left slot 3 (Clever ×2, income) paid at a break, outside any action: two Clever moves at once."""
    gs, seat = on_map("6")
    slot = load_map("6").left_edge[3]
    with engine.one_change(gs):  # no action of the player is under way (a break)
        gain_bonus(gs, seat, slot.bonus.type, slot.bonus.value, "N-BREAK-11")
    assert slot.pays_at_breaks and [d.kind for d in gs.pending] == ["clever", "clever"] and gs.after == ()


# ------------------------------------------------------------------------------------------ the set-up
def _answer_setup(game: Game) -> None:
    while game.phase == "setup":
        d = game.decision
        assert d is not None
        game.play(game.legal_moves()[0])


def test_n_set_11_advanced_each_player_is_dealt_two_maps_and_keeps_one_seeded():
    """N-SET-11, ND-106: ``map="advanced"``: in turn order each player chooses 1 of 2 maps dealt from 1–8 (all
    different), before keeping 4 of 8 cards (N-SET-17); the same seed deals the same maps."""
    game = Game.new(players=3, seed=5, map="advanced")
    order = [(game.state.start_player + k) % 3 for k in range(3)]
    asked = [d for d in reversed(game.state.pending) if d.kind == "map-choice"]
    assert [d.player for d in asked] == order and all(len(d["maps"]) == 2 for d in asked)
    dealt = [m for d in asked for m in d["maps"]]
    assert len(set(dealt)) == 6 and set(dealt) <= set(ADVANCED_MAPS)
    again = Game.new(players=3, seed=5, map="advanced")
    assert [d["maps"] for d in again.state.pending if d.kind == "map-choice"] == \
        [d["maps"] for d in game.state.pending if d.kind == "map-choice"]
    first = asked[0]
    assert set(game.legal_moves()) == {Choose("map", m) for m in first["maps"]}
    assert "N-SET-11" in game.check("choose map 9").rules
    events = game.play(f"choose map {first['maps'][1]}")
    assert game.state.players[first.player].map_id == first["maps"][1] and events[0].rule == "N-SET-11"
    _answer_setup(game)
    assert game.phase == "play" and game.options["map"] == "advanced"
    assert Game.from_json(game.to_json()).state_dict() == game.state_dict()


def test_n_set_11_advanced_pick_in_reverse_turn_order_from_players_plus_one_maps():
    """N-SET-11: ``map="advanced-pick"``: players + 1 maps revealed; the last player in turn order picks first,
    then each the next one back, each from the maps left; the map nobody takes goes back in the box."""
    game = Game.new(players=2, seed=8, map="advanced-pick")
    first = game.decision
    assert first is not None and first.kind == "map-choice" and len(first["maps"]) == 3
    assert first.player == (game.state.start_player + 1) % 2  # the last in turn order picks first
    taken = first["maps"][2]
    game.play(f"choose map {taken}")
    second = game.decision
    assert second is not None and second.player == game.state.start_player
    assert second["maps"] == tuple(m for m in first["maps"] if m != taken)
    _answer_setup(game)
    maps = [p.map_id for p in game.players]
    assert maps[first.player] == taken and maps[second.player] in second["maps"] and len(set(maps)) == 2
    assert set(MAP_DRAFTS) == {"advanced", "advanced-pick"}


def test_n_set_11_saves_keep_the_maps_of_each_player():
    """A list of maps is an option of the save (format arkwidgets-nova-game): loading replays the same zoos."""
    game = Game.new(players=2, seed=4, map=["3", "5"])
    again = Game.from_json(game.to_json())
    assert [p.map_id for p in again.players] == ["3", "5"] and again.options["map"] == ["3", "5"]


def test_the_drawing_draws_every_advanced_map():
    """``nova.render`` reads the maps' data: each zoo of maps 1–8 is drawn with its 58 hexes."""
    pytest.importorskip("svgwrite")
    for pair in (("1", "2"), ("3", "4"), ("5", "6"), ("7", "8")):
        svg = nova.render(Game.new(players=2, seed=2, map=list(pair)))
        root = ET.fromstring(svg)
        assert sum(1 for e in root.iter() if e.get("data-hex")) >= 2 * 58


# ----------------------------------------------------------------------------------- N-MAPX-1 … N-MAPX-8
def _appeal_after_playing(gs: GameState, seat: int, home: Building, number: int) -> tuple[int, list[str], Game]:
    """Animals I at strength 2 plays ``number`` into ``home``: the appeal gained and the rule ids of the events."""
    gs = gs.copy()
    p = gs.players[seat]
    p.hand, p.action_cards = (number,), ORDER
    if home not in p.buildings:
        put(gs, seat, home)
    before = p.appeal
    game = at_turn(gs, seat)
    game.play("animals")
    events = game.play(f"play {number} in {home.anchor[0]},{home.anchor[1]}")
    return game.state.players[seat].appeal - before, [e.rule for e in events], game


def test_n_mapx_1_observation_tower_an_enclosure_flipped_beside_the_tower_gives_2_appeal():
    """N-MAPX-1, map 1: the Australian Dingo (424, size 2) moves into an empty size-2 enclosure touching the tower
    space (1,6): 2 appeal more than the same play into an enclosure away from the tower. Emptied (a release) and
    filled again by the Greater Rhea (507), the enclosure flips again."""
    gs, seat = on_map("1")
    tower, far = enclosure((2, 7), (2, 9)), enclosure((7, 4), (7, 6))
    near, rules_near, game = _appeal_after_playing(gs, seat, tower, 424)
    away, rules_far, _ = _appeal_after_playing(gs, seat, far, 424)
    assert near - away == 2 and "N-MAPX-1" in rules_near and "N-MAPX-1" not in rules_far
    released = game.state
    released.pending = ()
    released.players[seat].animals = ()
    _, rules, _ = _appeal_after_playing(released, seat, tower, 507)
    assert "N-MAPX-1" in rules


def test_n_mapx_2_outdoor_areas_an_enclosure_beside_the_gate_takes_animals_two_sizes_larger():
    """N-MAPX-2, map 2: a size-2 enclosure touching the gate space (5,8) takes the Secretary Bird (495, size 4);
    the same enclosure away from the gate does not (N-ANIM-6). ND-102: the bird keeps its printed size 4."""
    gs, seat = on_map("2")
    gs.players[seat].hand = (495,)
    gate, far = enclosure((6, 7), (6, 9)), enclosure((6, 3), (6, 5))
    put(gs, seat, gate, far)
    game = at_turn(gs, seat)
    game.play("animals")
    assert game.is_legal(f"play 495 in {gate.anchor[0]},{gate.anchor[1]}")
    assert "N-ANIM-6" in game.check(f"play 495 in {far.anchor[0]},{far.anchor[1]}").rules
    events = game.play(f"play 495 in {gate.anchor[0]},{gate.anchor[1]}")
    assert [e.data["size"] for e in events if e.rule == "N-MAPX-2"] == [4]


def test_n_mapx_3_silver_lake_the_lake_spaces_pay_2_money_at_once():
    """N-MAPX-3, map 3: covering the lake spaces (0,5) and (0,7) pays 2 money each, at once, under the map's id."""
    gs, seat = on_map("3")
    money = gs.players[seat].money
    events = place(gs, seat, enclosure((0, 5), (0, 7)))
    assert gs.players[seat].money == money + 4
    assert [e.rule for e in events if e.kind == "money"] == ["N-MAPX-3", "N-MAPX-3"]


def test_n_mapx_4_commercial_harbor_once_a_turn_a_hand_card_for_3_money():
    """N-MAPX-4, map 4: with (0,11) covered, ``discard 412`` at the action question sells the card for 3 money and
    the action is asked again; a second sale in the turn, or one with the harbor unconnected, is refused."""
    gs, seat = on_map("4")
    gs.players[seat].hand = (412, 455)
    unconnected = at_turn(gs, seat)
    assert "N-MAPX-4" in unconnected.check("discard 412").rules and Discard(412) not in unconnected.legal_moves()
    put(gs, seat, make_building("enclosure-1", (0, 11)))
    assert harbor_connected(gs, seat)
    game = at_turn(gs, seat)
    assert {Discard(412), Discard(455)} <= set(game.legal_moves())
    money = gs.players[seat].money
    events = game.play("discard 412")
    after = game.state.players[seat]
    assert after.money == money + 3 and after.hand == (455,) and 412 in game.state.discard
    assert [e.rule for e in events if e.kind in ("harbor", "money")] == ["N-MAPX-4", "N-MAPX-4"]
    assert game.decision is not None and game.decision.kind == "action"
    assert "N-MAPX-4" in game.check("discard 455").rules and Discard(455) not in game.legal_moves()


def test_n_mapx_4_nd_m14_the_sale_not_made_before_the_action_is_offered_when_it_is_over():
    """N-MAPX-4, ND-105: an X-token action without a sale: before the turn ends the harbor offers the sale (or
    pass); a player who already sold is not asked."""
    gs, seat = on_map("4")
    gs.players[seat].hand = (412,)
    put(gs, seat, make_building("enclosure-1", (0, 11)))
    game = at_turn(gs, seat)
    game.play("x-token cards")
    assert game.decision is not None and game.decision.kind == "harbor-sale"
    assert set(game.legal_moves()) == {Discard(412), Pass()}
    game.play("pass")
    assert game.state.current != seat  # the turn went on
    sold = at_turn(gs, seat)
    sold.play("discard 412")
    sold.play("x-token cards")
    assert sold.state.current != seat


def test_n_mapx_5_park_restaurant_income_for_each_covered_space_beside_it():
    """N-MAPX-5, map 5: an enclosure on (3,4)+(3,6) and a kiosk on (5,6), all beside the restaurant (4,5): the
    break income adds 3 money (spaces, not buildings). ND-101: the restaurant's space is rock, and an enclosure
    beside it touches that rock."""
    gs, seat = on_map("5")
    assert load_map("5").terrain((4, 5)) == "rock"
    assert count_adjacent_terrain(load_map("5"), enclosure((3, 4), (3, 6)), "rock") >= 1
    put(gs, seat, enclosure((3, 4), (3, 6)), make_building("kiosk", (5, 6)))
    money = gs.players[seat].money
    events = n_mapx_5_park_restaurant(gs, seat)
    assert gs.players[seat].money == money + 3 and {e.rule for e in events} == {"N-MAPX-5"}
    gs2, other = on_map("A")
    assert n_mapx_5_park_restaurant(gs2, other) == []


def test_n_mapx_6_research_institute_an_animal_one_condition_short_may_be_played():
    """N-MAPX-6, ND-103, map 6: the Shoebill (498) needs 2 science icons. With one (a science-reputation university) and
    (0,11) covered it may be played, and an event says a condition was ignored; with none, or the institute
    unconnected, it may not (N-ANIM-3)."""
    gs, seat = on_map("6")
    p = gs.players[seat]
    p.hand, p.universities = (498,), ("science-reputation",)
    put(gs, seat, make_building("enclosure-1", (4, 9)))
    assert "N-ANIM-2" in at_turn(gs, seat).check("animals").rules  # unconnected: nothing can be played (N-TURN-5)
    put(gs, seat, make_building("enclosure-1", (0, 11)))
    game = at_turn(gs, seat)
    game.play("animals")
    events = game.play("play 498 in 4,9")
    assert [(e.rule, e.data["short"]) for e in events if e.kind == "condition-ignored"] == [("N-MAPX-6", 1)]
    p.universities, p.hand = (), (498, 424)  # the Dingo (424) keeps the action possible (N-TURN-5)
    put(gs, seat, enclosure((4, 5), (4, 7)))
    two_short = at_turn(gs, seat)
    two_short.play("animals")
    assert "N-ANIM-3" in two_short.check("play 498 in 4,9").rules


def test_n_mapx_7_ice_cream_parlors_all_three_covered_each_kiosk_pays_at_breaks():
    """N-MAPX-7, map 7: kiosks on two parlor spaces earn nothing extra; on all three, each break adds 1 money per
    kiosk (3). Covering a parlor space says how many are covered (ND-97: the icon gives nothing by itself)."""
    gs, seat = on_map("7")
    put(gs, seat, make_building("kiosk", (1, 2)))
    events = place(gs, seat, make_building("kiosk", (5, 4)))
    assert [(e.kind, e.data["count"]) for e in events if e.rule == "N-MAPX-7"] == [("parlor", 2)]
    assert n_mapx_7_ice_cream_parlors(gs, seat) == []
    events = place(gs, seat, make_building("kiosk", (5, 10)))
    assert "parlors-open" in kinds(events)
    money = gs.players[seat].money
    assert {e.rule for e in n_mapx_7_ice_cream_parlors(gs, seat)} == {"N-MAPX-7"}
    assert gs.players[seat].money == money + 3


def test_n_mapx_8_hollywood_hills_an_h_space_fetches_the_first_sponsor_all_three_lower_the_level():
    """N-MAPX-8, ND-104, map 8: covering the H space (6,9) turns up 401, 402 and takes the sponsor 223; the two
    animals go on the discard pile. With all three H covered, Science Institute (223, level 3) may be played with
    Sponsors I at strength 2, which is refused on a map without the hills (N-SPON-1)."""
    gs, seat = on_map("8")
    gs.deck = (401, 402, 223, 404, *(c for c in gs.deck if c not in (401, 402, 223, 404)))
    for c in (401, 402, 223, 404):
        gs.discard = tuple(x for x in gs.discard if x != c)
        gs.display = tuple(None if x == c else x for x in gs.display)
        for q in gs.players:
            q.hand = tuple(x for x in q.hand if x != c)
    gs.players[seat].hand = ()
    events = place(gs, seat, make_building("enclosure-1", (6, 9)))
    assert gs.players[seat].hand == (223,) and gs.discard[-2:] == (401, 402)
    assert [(e.rule, e.data["card"]) for e in events if e.kind == "hills"] == [("N-MAPX-8", 223)]
    assert n_mapx_8_sponsor_level(gs, seat) == 0
    place(gs, seat, make_building("enclosure-1", (1, 10)))
    events = place(gs, seat, make_building("enclosure-1", (4, 11)))
    assert "hills-complete" in kinds(events) and n_mapx_8_sponsor_level(gs, seat) == 1
    gs.players[seat].hand = (223,)
    gs.players[seat].action_cards = ("animals", "sponsors", "cards", "association", "build")
    gs.pending = ()
    game = at_turn(gs, seat)
    game.play("sponsors")
    assert game.is_legal("sponsor 223")
    plain, other = on_map("A")
    plain.players[other].hand = (223,)
    plain.players[other].action_cards = ("animals", "sponsors", "cards", "association", "build")
    refused = at_turn(plain, other)
    refused.play("sponsors")
    assert "N-SPON-1" in refused.check("sponsor 223").rules


# ------------------------------------------------------------------------------- the icons (ND-93 … ND-100)
def test_nd_m2_the_sponsor_bonus_plays_one_sponsor_from_the_hand_at_once():
    """ND-93, map 2's space (1,12) "X + @": covering it asks to play a sponsor card from the hand by the Sponsors I
    rules at the Sponsors card's strength (slot 5 here), or pass."""
    gs, seat = on_map("2")
    gs.players[seat].hand = (223,)
    place(gs, seat, enclosure((1, 12), (2, 11)))
    game = Game.from_state(gs)
    assert game.decision is not None and game.decision.kind == "sponsor-bonus"
    assert set(game.legal_moves()) == {Sponsor(223), Pass()}
    game.play("sponsor 223")
    assert game.state.players[seat].sponsors == (223,)


def test_nd_m3_map_3s_unnamed_left_icon_is_an_upgrade():
    """ND-94: map 3's left slot 3 (an action card turning over) upgrades an action card when uncovered."""
    gs, seat = on_map("3")
    slot = load_map("3").left_edge[3]
    with engine.one_change(gs):
        gain_bonus(gs, seat, slot.bonus.type, slot.bonus.value, "N-MAP-4")
    assert [d.kind for d in gs.pending] == ["upgrade"]


def test_nd_m4_map_7s_animal_head_2_tucks_up_to_two_cards_under_the_map():
    """ND-95: map 7's left slot 3 (Pouch 2): up to 2 hand cards go face down under the map, 2 appeal each; the cards
    stay in the game's count (they are out of play)."""
    gs, seat = on_map("7")
    gs.players[seat].hand = (401, 402, 403)
    appeal = gs.players[seat].appeal
    slot = load_map("7").left_edge[3]
    with engine.one_change(gs):
        gain_bonus(gs, seat, slot.bonus.type, slot.bonus.value, "N-MAP-4")
    game = Game.from_state(gs)
    assert game.decision is not None and game.decision.kind == "map-pouch"
    game.play("discard 402")
    game.play("discard 401")
    p = game.state.players[seat]
    assert p.under_map == (402, 401) and p.hand == (403,) and p.appeal == appeal + 4
    assert game.decision is None or game.decision.kind != "map-pouch"
    assert game.state.zoo_cards() == gs.zoo_cards()


def test_nd_m5_map_5s_left_slot_builds_a_reptile_house_or_aviary_free_even_with_build_i():
    """ND-96: map 5's left slot 3: a free reptile house or large bird aviary, with Build still on level I."""
    gs, seat = on_map("5")
    assert "build" not in gs.players[seat].upgraded
    with engine.one_change(gs):
        gain_bonus(gs, seat, "free_special_enclosure", 1, "N-MAP-4")
    game = Game.from_state(gs)
    assert game.decision is not None and game.decision.kind == "place-building"
    offered = {m.kind for m in game.legal_moves() if isinstance(m, Build)}
    assert offered == {"reptile-house", "large-bird-aviary"}
    money = gs.players[seat].money
    move = next(m for m in game.legal_moves() if isinstance(m, Build) and m.kind == "reptile-house")
    game.play(move)
    assert game.state.players[seat].money >= money and any(b.type == "reptile-house"
                                                           for b in game.state.players[seat].buildings)
    assert placement_of(move).cells <= {h for b in game.state.players[seat].buildings for h in b.cells}


def test_nd_m7_map_4s_x2_space_gives_one_multiplier_token():
    """ND-98: covering map 4's "x2" space (7,4) asks for the card of one multiplier token, not two."""
    gs, seat = on_map("4")
    place(gs, seat, make_building("enclosure-1", (7, 4)))
    assert [d.kind for d in gs.pending] == ["multiplier-card"]


def test_nd_m8_nd_m9_university_and_partner_zoo_icons_are_the_bonus_tiles_choices():
    """ND-99: map 4's left slot 3 (columns) takes a university as the bonus tile does; ND-100: map 2's handshake
    space (1,2) a partner zoo, both without a worker."""
    gs, seat = on_map("4")
    slot = load_map("4").left_edge[3]
    with engine.one_change(gs):
        gain_bonus(gs, seat, slot.bonus.type, slot.bonus.value, "N-MAP-4")
    assert [d.kind for d in gs.pending] == ["bonus-university"]
    gs, seat = on_map("2")
    place(gs, seat, make_building("enclosure-1", (1, 2)))
    assert [d.kind for d in gs.pending] == ["bonus-partner-zoo"]


# --------------------------------------------------------------------------------- seeded games, every map
@settings(max_examples=20)
@given(map_id=st.sampled_from([*ADVANCED_MAPS, "advanced", "advanced-pick"]), seed=st.integers(0, 2**16),
       steps=st.integers(0, 300), move=any_move)
def test_on_every_map_a_listed_move_is_legal_a_refused_one_changes_nothing_and_saves_round_trip(
        map_id: str, seed: int, steps: int, move: Move) -> None:
    """The maps' questions and options (N-MAPX-4's sale, the map choice, the sponsor bonus, the pouch …) keep the
    engine's contract: ``legal_moves`` and ``check`` agree, a refused move changes nothing, saves replay exactly."""
    game, bot = Game.new(players=2, seed=seed, map=map_id), RandomBot(seed)
    for _ in range(steps):
        if game.phase == "over":
            break
        game.play(bot.choose(game))
    before, legal = game.state, game.legal_moves()
    verdict = game.check(move)
    assert verdict.legal == (move in legal), (move, verdict)
    if not verdict.legal:
        with pytest.raises(IllegalMove):
            game.play(move)
        assert game.state == before
    for m in random.Random(seed).sample(legal, min(5, len(legal))):
        assert game.check(m).legal
    again = Game.from_json(game.to_json())
    assert again.state == game.state and again.legal_moves() == legal



ABILITY_EVENTS = {"1": "tower", "2": "gate", "3": "money", "4": "harbor", "5": "restaurant",
                  "6": "condition-ignored", "7": "parlors", "8": "hills"}


@pytest.mark.parametrize("map_id", ADVANCED_MAPS)
def test_n_mapx_1_to_8_a_seeded_game_on_each_advanced_map_fires_its_ability(map_id: str):
    """N-MAPX-1 … N-MAPX-8: random seeded 2-player games on each advanced map reach the end with every invariant,
    and one of the first seeds shows the map's ability in an event under its rule id."""
    rule = f"N-MAPX-{map_id}"
    for seed in range(6):
        game, bot = Game.new(players=2, seed=seed, map=map_id), RandomBot(seed)
        fired = []
        while game.phase != "over":
            fired += [e for e in game.play(bot.choose(game)) if e.rule == rule]
        check_invariants(game.state, game.card_pool)
        if any(e.kind == ABILITY_EVENTS[map_id] for e in fired):
            return
    raise AssertionError(f"no seed of 0–5 shows map {map_id}'s ability ({rule})")


def test_n_set_11_the_command_line_offers_every_map_and_the_drafts(monkeypatch: pytest.MonkeyPatch,
                                                                    capsys: pytest.CaptureFixture[str]) -> None:
    """``arkwidgets nova play --map``: every map id and the two drafts; a draft asks ``choose map N`` at setup."""
    import io
    import sys

    from arkwidgets.cli import main

    monkeypatch.setattr(sys, "stdin", io.StringIO("moves\nquit\n"))
    assert main(["nova", "play", "--map", "advanced", "--seed", "2", "--players", "2", "--bots", "random"]) == 0
    assert "choose map" in capsys.readouterr().out
    monkeypatch.setattr(sys, "stdin", io.StringIO("quit\n"))
    assert main(["nova", "play", "--map", "8", "--seed", "2", "--players", "2", "--bots", "random"]) == 0
    with pytest.raises(SystemExit) as stop:
        main(["nova", "play", "--map", "9"])
    assert stop.value.code == 2


def test_n_set_11_the_widget_takes_every_map_and_the_drafts() -> None:
    """``GameWidget(map=...)`` passes the map on to ``Game.new``: a list of maps, or a draft asked at setup."""
    pytest.importorskip("ipywidgets")
    from arkwidgets.nova.widgets.game_widget import GameWidget

    assert [p.map_id for p in GameWidget(seed=1, map=["5", "8"], bots=1).session.game.players] == ["5", "8"]
    decision = GameWidget(seed=1, map="advanced", bots=1).session.game.decision
    assert decision is not None and decision.kind == "map-choice"
