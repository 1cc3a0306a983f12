"""The Build action and placing buildings (EX-3, EX-4, EX-14; N-BUILD-1 … -18, N-MAP-1/-2/-3/-10, ND-7, ND-8, ND-33,
ND-34, ND-37, ND-59), played through the public game on map A."""

from __future__ import annotations

import pytest

from arkwidgets.nova import Game
from arkwidgets.nova.buildings import BUILDING_TYPES, Building, make_building
from arkwidgets.nova.hexes import distance
from arkwidgets.nova.moves import Build, Move, MoveAnimal, Pass, Stop
from arkwidgets.nova.rules.bonuses import gain_bonus
from arkwidgets.nova.rules.breaks import kiosk_income
from arkwidgets.nova.rules.engine import one_change, settle
from arkwidgets.nova.state import ZooAnimal
from arkwidgets.nova.zoomap import load_map
from arkwidgets.verdicts import NotationError

from .helpers import at_turn, question, refused, started

MAP_A = load_map("A")
KIOSK, ENCLOSURE = (0, 7), (0, 9)  # map A's start buildings (N-SET-10)


def build_turn(slot: int = 5, level: str = "I", money: int = 25, x: int = 0, extra: tuple[Building, ...] = (),
               buildings: tuple[Building, ...] | None = None, seed: int = 3) -> tuple[Game, int]:
    """A game at the start of a turn whose Build card lies in ``slot`` on ``level``, with chosen money/buildings."""
    game = started(2, seed)
    gs, seat = game.state, game.current_index
    p = gs.players[seat]
    others = [c for c in p.action_cards if c != "build"]
    p.action_cards = (*others[:slot - 1], "build", *others[slot - 1:])
    p.upgraded = ("build",) if level == "II" else ()
    p.money, p.x_tokens = money, x
    p.buildings = (p.buildings if buildings is None else buildings) + extra
    return at_turn(gs, seat), seat


def cells_of(move: Move) -> frozenset:
    assert isinstance(move, Build)
    return make_building(move.kind, move.hex, move.rotation or 0, move.mirrored).cells


def covering_all_but(*free: tuple[int, int]) -> tuple[Building, ...]:
    """Map A's start buildings plus a size-1 enclosure on every other building hex except ``free``."""
    game = started(2, 3)
    start = game.state.players[game.current_index].buildings
    taken = {h for b in start for h in b.cells} | set(free)
    return start + tuple(make_building("enclosure-1", h) for h in sorted(MAP_A.building_hexes - taken))


# ------------------------------------------------------------------------------------------------ Build I
def test_n_build_1_sizes_of_every_building_type() -> None:
    """N-BUILD-1, ND-1: kiosk 1, pavilion 1, enclosures 1–5, petting zoo 3, reptile house 5, aviary 5."""
    sizes = {name: t.size for name, t in BUILDING_TYPES.items() if t.category != "unique"}
    assert sizes == {"kiosk": 1, "pavilion": 1, "enclosure-1": 1, "enclosure-2": 2, "enclosure-3": 3,
                     "enclosure-4": 4, "enclosure-5": 5, "petting-zoo": 3, "reptile-house": 5,
                     "large-bird-aviary": 5}
    game, seat = build_turn(slot=5, level="II")
    game.play("build")
    move = next(m for m in game.legal_moves() if isinstance(m, Build) and m.kind == "enclosure-4")
    game.play(move)
    placed = game.state.players[seat].buildings[-1]
    assert placed.type == "enclosure-4" and len(placed.cells) == 4 and game.state.players[seat].money == 25 - 8


def test_n_build_2_level_i_one_building_within_strength() -> None:
    """N-BUILD-2: Build I places exactly one building of size ≤ strength; no reptile house or aviary."""
    game, seat = build_turn(slot=3)
    game.play("build")
    kinds = {m.kind for m in game.legal_moves() if isinstance(m, Build)}
    # no kiosk: every free hex next to the start buildings is within 2 of the start kiosk (N-BUILD-10)
    assert kinds == {"pavilion", "enclosure-1", "enclosure-2", "enclosure-3", "petting-zoo"}
    assert Stop() not in game.legal_moves()
    assert refused(game, "build enclosure-4 1,4 r0")[0] == "N-BUILD-2"
    assert refused(game, "stop") == ("N-TURN-5",)
    game5, _ = build_turn(slot=5)
    game5.play("build")
    assert refused(game5, "build reptile-house 4,5 r0")[0] == "N-BUILD-2"
    game.play("build pavilion 1,6")
    assert game.current_index != seat  # one building and the action is over


def test_n_build_3_and_nd_7_level_ii_different_buildings_total_size() -> None:
    """N-BUILD-3, ND-7: Build II builds different buildings (kind, and size for enclosures), total ≤ strength."""
    game, seat = build_turn(slot=5, level="II")
    game.play("build")
    assert refused(game, "stop") == ("N-TURN-5",)
    game.play("build enclosure-1 1,6")
    assert Stop() in game.legal_moves()
    assert refused(game, "build enclosure-1 1,8") == ("N-BUILD-3",)  # the same building twice
    assert refused(game, "build enclosure-5 3,4 r0")[0] == "N-BUILD-3"  # 1 + 5 > 5
    game.play("build pavilion 1,8")
    game.play("stop")
    assert game.current_index != seat and len(game.state.players[seat].buildings) == 4


def test_n_build_4_cost_two_per_hex_from_money_held() -> None:
    """N-BUILD-4, N-EFF-4: 2 money per hex, paid before placing; a building one cannot pay is refused."""
    three = next(m for m in _moves_after_build(build_turn(slot=3)[0]) if isinstance(m, Build)
                 and m.kind == "enclosure-3")
    game, seat = build_turn(slot=3, money=5)
    game.play("build")
    assert not any(isinstance(m, Build) and m.kind in ("enclosure-3", "petting-zoo") for m in game.legal_moves())
    assert refused(game, three) == ("N-BUILD-4",)
    two = next(m for m in game.legal_moves() if isinstance(m, Build) and m.kind == "enclosure-2"
               and not any(MAP_A.placement_bonus(h) for h in cells_of(m)))
    game.play(two)
    assert game.state.players[seat].money == 5 - 4


def _moves_after_build(game: Game) -> list[Move]:
    game.play("build")
    return game.legal_moves()


def _bonus_money(game: Game, seat: int) -> int:
    """Money from placement bonuses covered by the last building (N-BUILD-13)."""
    last = game.state.players[seat].buildings[-1]
    return sum(b.value for h, b in MAP_A.bonuses if h in last.cells and b.type == "money")


def test_n_build_5_and_n_anim_14_one_special_enclosure_of_each_kind() -> None:
    """N-BUILD-5, N-ANIM-14: a second petting zoo is refused; kiosks and enclosures are unlimited."""
    pettings = [m for m in _moves_after_build(build_turn(slot=5)[0])
                if isinstance(m, Build) and m.kind == "petting-zoo"]
    first = pettings[0]
    second = next(m for m in pettings if not cells_of(m) & cells_of(first))
    game, _ = build_turn(slot=5, extra=(make_building("petting-zoo", first.hex, first.rotation or 0),))
    game.play("build")
    assert not any(isinstance(m, Build) and m.kind == "petting-zoo" for m in game.legal_moves())
    assert any(isinstance(m, Build) and m.kind == "enclosure-1" for m in game.legal_moves())
    assert refused(game, second) == ("N-BUILD-5",)


def test_n_build_6_unique_buildings_only_by_their_sponsor() -> None:
    """N-BUILD-6: no Build move names a unique building; Build never offers one."""
    with pytest.raises(NotationError):
        Build("unique-243", (3, 4), 0)
    game, _ = build_turn(slot=5, level="II")
    game.play("build")
    assert all(not m.kind.startswith("unique") for m in game.legal_moves() if isinstance(m, Build))


def test_n_build_7_n_map_1_never_on_rock_water_buildings_or_off_the_map() -> None:
    """N-BUILD-7, N-MAP-1: rock, water, another building and hexes off the map are refused."""
    game, _ = build_turn(slot=2, extra=(make_building("enclosure-1", (2, 9)),))
    game.play("build")
    assert MAP_A.terrain((2, 11)) == "water" and refused(game, "build pavilion 2,11") == ("N-BUILD-7",)
    assert MAP_A.terrain((1, 12)) == "rock" and refused(game, "build pavilion 1,12") == ("N-BUILD-7",)
    assert refused(game, "build pavilion 2,9") == ("N-BUILD-7",)  # covered
    assert (0, 13) not in MAP_A.cells
    assert refused(game, "build enclosure-2 0,11 r0") == ("N-BUILD-7", "N-BUILD-7")  # off the map and covered
    assert refused(game, "build pavilion 2,8")[0] == "N-BUILD-7"  # not a hex at all


def test_n_build_8_n_map_10_adjacent_or_a_border_hex_for_the_first() -> None:
    """N-BUILD-8, N-MAP-10, ND-33: next to a building; a zoo with no building starts on a border hex."""
    game, _ = build_turn(slot=2)
    game.play("build")
    assert refused(game, "build pavilion 4,5") == ("N-BUILD-8",)
    assert game.check("build pavilion 1,6").legal
    empty, _ = build_turn(slot=2, buildings=())
    empty.play("build")
    assert 4 not in (0, 8) and refused(empty, "build pavilion 4,5") == ("N-BUILD-8",)
    assert (0, 5) in MAP_A.border and empty.check("build pavilion 0,5").legal
    assert all(cells_of(m) & MAP_A.border for m in empty.legal_moves())


def test_n_build_9_n_map_2_build_ii_hexes() -> None:
    """N-BUILD-9, N-MAP-2: Build-II hexes only with the Build card on level II."""
    assert {(7, 12), (8, 11)} <= MAP_A.build_ii_hexes
    around = covering_all_but((6, 11), (7, 12), (8, 11))
    game, _ = build_turn(slot=2, buildings=(), extra=around)
    game.play("build")
    assert refused(game, "build pavilion 7,12") == ("N-BUILD-9",)
    pavilions = [str(m) for m in game.legal_moves() if isinstance(m, Build) and m.kind == "pavilion"]
    assert pavilions == ["build pavilion 6,11"]
    game2, _ = build_turn(slot=2, level="II", buildings=(), extra=around)
    game2.play("build")
    assert game2.check("build pavilion 7,12").legal


def test_ex_3_n_build_10_nd_6_kiosks_at_least_three_apart() -> None:
    """EX-3, N-BUILD-10, ND-6: a second kiosk at distance 1 or 2 from the first is refused, at 3 allowed."""
    game, _ = build_turn(slot=2, extra=(make_building("enclosure-1", (2, 9)),))
    game.play("build")
    for hex_, d in (((1, 8), 1), ((2, 7), 2), ((3, 10), 3)):
        assert distance(KIOSK, hex_) == d
        rules = game.check(f"build kiosk {hex_[0]},{hex_[1]}").rules
        assert rules == (("N-BUILD-10",) if d < 3 else ())
        assert (Build("kiosk", hex_) in game.legal_moves()) == (d >= 3)
    assert refused(game, "build kiosk 1,8") == ("N-BUILD-10",)
    assert game.check("build pavilion 1,8").legal  # only kiosks keep apart


def test_n_build_11_nothing_placeable_nothing_built() -> None:
    """N-BUILD-11: when no building fits, the Build action cannot be chosen (only Build-II hexes are left)."""
    around = covering_all_but((7, 12), (8, 11))
    game, _ = build_turn(slot=5, buildings=(), extra=around)
    assert refused(game, "build") == ("N-BUILD-11",)
    game2, _ = build_turn(slot=5, level="II", buildings=(), extra=around)
    game2.play("build")
    assert {str(m) for m in game2.legal_moves() if isinstance(m, Build) and m.kind == "kiosk"} == \
        {"build kiosk 7,12", "build kiosk 8,11"}


def test_n_build_12_a_new_standard_enclosure_is_empty() -> None:
    """N-BUILD-12: a standard enclosure is placed empty: no animal lives there and it pays no kiosk income."""
    game, seat = build_turn(slot=1)
    game.play("build")
    game.play("build enclosure-1 0,5")
    p = game.state.players[seat]
    assert p.buildings[-1].type == "enclosure-1" and all(a.home != (0, 5) for a in p.animals)
    assert kiosk_income(game.state, seat) == 0  # the kiosk touches two empty enclosures


# --------------------------------------------------------------------------------- bonuses and appeal
@pytest.mark.parametrize("bonus_first", [True, False])
def test_ex_4_n_build_13_placement_bonus_pays_the_next_building(bonus_first: bool) -> None:
    """EX-4, N-BUILD-3, -4, -13, ND-7: Build II at 5 with 7 money: a size-2 and a size-3 enclosure, the first on a
    5-money bonus; 7 − cost + 5 − cost = 2 left whichever is first; without the bonus the second cannot be paid."""
    game, seat = build_turn(slot=5, level="II", money=7)
    game.play("build")
    bonus_hex = (2, 9)
    bonus = MAP_A.placement_bonus(bonus_hex)
    assert bonus is not None and bonus.type == "money" and bonus.value == 5
    first_kind, second_kind = ("enclosure-2", "enclosure-3") if bonus_first else ("enclosure-3", "enclosure-2")
    first = next(m for m in game.legal_moves() if isinstance(m, Build) and m.kind == first_kind
                 and bonus_hex in cells_of(m) and len({h for h in cells_of(m) if MAP_A.placement_bonus(h)}) == 1)
    game.play(first)
    assert game.state.players[seat].money == 7 - 2 * len(cells_of(first)) + 5
    second = next(m for m in game.legal_moves() if isinstance(m, Build) and m.kind == second_kind
                  and not any(MAP_A.placement_bonus(h) for h in cells_of(m)))
    game.play(second)
    assert game.state.players[seat].money == 2
    assert game.current_index != seat  # 2 + 3 = 5: nothing is left to build
    # without the bonus: 7 − 4 = 3 cannot pay for the size-3 enclosure
    game, seat = build_turn(slot=5, level="II", money=7)
    game.play("build")
    plain = next(m for m in game.legal_moves() if isinstance(m, Build) and m.kind == "enclosure-2"
                 and not any(MAP_A.placement_bonus(h) for h in cells_of(m)))
    game.play(plain)
    assert not any(isinstance(m, Build) and m.kind == "enclosure-3" for m in game.legal_moves())
    three = next(m for m in _moves_after_build(build_turn(slot=5, level="II", money=30)[0])
                 if isinstance(m, Build) and m.kind == "enclosure-3" and not (cells_of(m) & cells_of(plain)))
    assert "N-BUILD-4" in game.check(three).rules


def test_n_build_13_n_map_3_nd_37_each_bonus_once_and_questions_before_the_next_building() -> None:
    """N-BUILD-13, N-MAP-3, ND-37: a card bonus is asked before the next building; a bonus hex pays once."""
    game, seat = build_turn(slot=5, level="II")
    game.play("build")
    bonus = MAP_A.placement_bonus((2, 5))
    assert bonus is not None and bonus.type == "take_card"
    card_hex = next(m for m in game.legal_moves() if isinstance(m, Build) and m.kind == "enclosure-1"
                    and cells_of(m) == {(1, 6)})
    game.play(card_hex)
    move = next(m for m in game.legal_moves() if isinstance(m, Build) and cells_of(m) == {(2, 5)}
                and m.kind == "pavilion")
    game.play(move)
    assert question(game).kind == "take-card"
    game.play(game.legal_moves()[0])
    assert question(game).kind == "build"
    assert "hex-2,5" in game.state.players[seat].once


def test_n_build_14_pavilion_gives_one_appeal() -> None:
    """N-BUILD-14: +1 appeal when a pavilion is built (a kiosk gives none)."""
    game, seat = build_turn(slot=2)
    appeal = game.state.players[seat].appeal
    game.play("build")
    game.play("build pavilion 1,6")
    assert game.state.players[seat].appeal == appeal + 1
    game, seat = build_turn(slot=2, extra=(make_building("enclosure-1", (2, 9)),))
    game.play("build")
    game.play("build kiosk 3,10")
    assert game.state.players[seat].appeal == appeal


def test_ex_14_n_build_15_kiosks_built_earn_two_each_at_a_break() -> None:
    """EX-14, N-BUILD-15, N-BREAK-10: two kiosks built by the Build action, each next to exactly two paying
    buildings (an occupied enclosure and a pavilion; an empty enclosure pays nothing), earn 4 money at step 5b."""
    occupied, empty = make_building("enclosure-1", (2, 9)), make_building("enclosure-1", (3, 8))
    paying = (make_building("enclosure-3", ENCLOSURE), make_building("pavilion", (1, 8)), occupied,
              make_building("pavilion", (4, 9)), empty)
    game, seat = build_turn(slot=2, buildings=paying)
    gs = game.state
    gs.players[seat].animals = (ZooAnimal(404, ENCLOSURE), ZooAnimal(405, occupied.anchor))
    game = at_turn(gs, seat)
    game.play("build")
    game.play("build kiosk 0,7")
    assert kiosk_income(game.state, seat) == 2
    gs = game.state
    gs.players[seat].action_cards = ("animals", "build", "cards", "association", "sponsors")
    game = at_turn(gs, seat)
    game.play("build")
    game.play("build kiosk 3,10")
    assert kiosk_income(game.state, seat) == 4


def test_n_build_16_full_coverage_gives_seven_appeal_once() -> None:
    """N-BUILD-16, ND-37: covering the last building hex gives 7 appeal, once (Build-II hexes included)."""
    around = covering_all_but((1, 6))
    game, seat = build_turn(slot=2, level="II", buildings=(), extra=around)
    appeal = game.state.players[seat].appeal
    game.play("build")
    events = game.play("build enclosure-1 1,6")
    assert any(e.rule == "N-BUILD-16" for e in events)
    assert game.state.players[seat].appeal == appeal + 7 and "full-cover" in game.state.players[seat].once
    game2, _ = build_turn(slot=2, level="II", buildings=(), extra=covering_all_but((1, 6), (0, 5)))
    game2.play("build")
    events = game2.play("build enclosure-1 1,6")
    assert not any(e.rule == "N-BUILD-16" for e in events)


# ------------------------------------------------------------------------- moving animals (N-BUILD-17)
def test_n_build_17_n_anim_15_move_reptiles_into_a_new_reptile_house() -> None:
    """N-BUILD-17, N-ANIM-15, ND-10: after building a reptile house, a reptile may move in from a standard enclosure;
    other animals may not; pass ends the offer. Situation: the wall lizard (1 rock) in the start enclosure (the only
    occupied one next to rock), a fennec fox in a size-1 enclosure without rock. Outcome: the lizard moves in and the
    start enclosure, the smallest occupied one that suits it, is empty again (which one is freed: tests/nova/
    test_housing.py)."""
    pond = make_building("enclosure-1", (2, 9))
    game, seat = build_turn(slot=5, level="II", money=30, extra=(pond,))
    gs = game.state
    gs.players[seat].animals = (ZooAnimal(486, ENCLOSURE), ZooAnimal(405, pond.anchor))  # wall lizard, fennec fox
    game = at_turn(gs, seat)
    game.play("build")
    house = next(m for m in game.legal_moves() if isinstance(m, Build) and m.kind == "reptile-house")
    game.play(house)
    while question(game).kind == "take-card":
        game.play(game.legal_moves()[0])
    assert question(game).kind == "move-animals"
    assert set(game.legal_moves()) == {MoveAnimal(486), Pass()}
    assert refused(game, "move 405") == ("N-ANIM-15",)
    game.play("move 486")
    lizard = next(a for a in game.state.players[seat].animals if a.card == 486)
    assert lizard.home == "reptile-house" and lizard.tokens == 0  # the wall lizard needs 0 spaces there
    assert [a.home for a in game.state.players[seat].animals if a.card != 486] == [pond.anchor]


# ---------------------------------------------------------------------- placing by an effect (ND-34)
def test_n_build_18_nd_34_free_enclosure_bonus_follows_every_placement_rule() -> None:
    """N-BUILD-18, ND-34: the left edge's free size-2 enclosure costs nothing and follows N-BUILD-7 … -10."""
    game, seat = build_turn(slot=2)
    gs = game.state
    with one_change(gs):
        gain_bonus(gs, seat, "free_enclosure_size2", 1, "N-MAP-4")
    settle(gs)
    game = Game.from_state(gs)
    assert question(game).kind == "place-building"
    assert all(isinstance(m, Build) and m.kind == "enclosure-2" for m in game.legal_moves())
    assert refused(game, "build enclosure-2 4,5 r0") == ("N-BUILD-8",)
    assert refused(game, "build pavilion 1,6") == ("N-BUILD-18",)
    money = game.state.players[seat].money
    move = game.legal_moves()[0]
    game.play(move)
    assert game.state.players[seat].money == money + _bonus_money(game, seat)
    assert game.state.players[seat].buildings[-1].type == "enclosure-2"


def test_nd_59_one_spelling_per_footprint() -> None:
    """ND-8, ND-59: a kiosk takes no rotation; an enclosure is written in its canonical spelling only."""
    game, _ = build_turn(slot=3)
    game.play("build")
    assert refused(game, "build kiosk 1,6 r0") == ("ND-8",)
    assert refused(game, "build enclosure-2 1,4") == ("ND-8",)
    legal = next(m for m in game.legal_moves() if isinstance(m, Build) and m.kind == "enclosure-2")
    same = [Build("enclosure-2", h, r) for h in MAP_A.cells for r in range(6)
            if Build("enclosure-2", h, r) != legal and (h[0] + h[1]) % 2
            and make_building("enclosure-2", h, r).cells == cells_of(legal)]
    assert same and all(refused(game, m) == ("ND-8",) for m in same)
    assert refused(game, "build enclosure-2 1,4 r0 m") == ("ND-8",)


def test_nd_43_nd_34_a_free_enclosure_that_fits_nowhere_is_lost() -> None:
    """ND-34, ND-43: a free size-2 enclosure with no legal place is lost, with an event saying so."""
    game, seat = build_turn(slot=2, buildings=(), extra=covering_all_but((7, 12)))
    gs = game.state
    gs.pending = gs.pending[:-1]  # no question on top: the effect resolves at once
    with one_change(gs):
        gain_bonus(gs, seat, "free_enclosure_size2", 1, "N-MAP-4")
    events = settle(gs)
    assert [e.rule for e in events if e.kind == "lost"] == ["ND-43"]
    assert all(d.kind != "place-building" for d in gs.pending)
