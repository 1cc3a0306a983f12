"""The Animals action (EX-5, EX-6, EX-7; N-ANIM-1 … -16, N-EFF-4/-5, N-DISP-3/-6, N-ICON-1, ND-9, ND-22, ND-41,
ND-56, ND-57), played through the public game on map A."""

from __future__ import annotations

import dataclasses

import pytest

from arkwidgets.nova import Game
from arkwidgets.nova.buildings import Building, count_adjacent_terrain, make_building
from arkwidgets.nova.events import event
from arkwidgets.nova.moves import Keep, PlayAnimal, Reputation, Stop
from arkwidgets.nova.rules.animals import (
    ANIMALS_PER_STRENGTH,
    animal_cost,
    animals_allowed,
)
from arkwidgets.nova.rules.build_sites import legal_placements
from arkwidgets.nova.rules.housing import SPECIAL_CAPACITY
from arkwidgets.nova.rules.triggers import OWN_EFFECT_HOOKS
from arkwidgets.nova.rules.zoo_icons import zoo_icons
from arkwidgets.nova.state import ZooAnimal
from arkwidgets.nova.zoomap import load_map

from .helpers import animal, at_turn, question, refused, started

MAP_A = load_map("A")
ENCLOSURE = (0, 9)  # map A's empty size-3 start enclosure: 1 water (2,11) and 1 rock (1,12) next to it
SIZE_1, SIZE_2 = make_building("enclosure-1", (1, 8)), make_building("enclosure-2", (1, 6), 0)  # no water, no rock
LIZARD, TURTLE, GOAT, CAIMAN, OWL, LYNX, BADGER, PORCUPINE, MARABOU = 486, 484, 519, 480, 512, 418, 419, 445, 496
MARTEN = 410  # size 1, no water or rock, cost 7


def animals_turn(slot: int = 5, level: str = "I", money: int = 50, hand: tuple[int, ...] = (), x: int = 0,
                 extra: tuple[Building, ...] = (SIZE_1, SIZE_2), animals: tuple[ZooAnimal, ...] = (),
                 partner_zoos: tuple[str, ...] = (), reputation: int = 1, display: dict[int, int] | None = None,
                 deck_top: tuple[int, ...] = ()) -> tuple[Game, int]:
    """A game at the start of a turn whose Animals card lies in ``slot`` on ``level``, with the facts chosen."""
    game = started(2, 5)
    gs, seat = game.state, game.current_index
    p = gs.players[seat]
    others = [c for c in p.action_cards if c != "animals"]
    p.action_cards = (*others[:slot - 1], "animals", *others[slot - 1:])
    p.upgraded = ("animals",) if level == "II" else ()
    p.money, p.x_tokens, p.reputation, p.partner_zoos = money, x, reputation, partner_zoos
    p.buildings = p.buildings + extra
    p.animals = animals
    wanted = set(hand) | set((display or {}).values()) | set(deck_top) | {a.card for a in animals}
    for q in gs.players:  # take the wanted cards out of wherever they are (N-SET-17 kept hands)
        q.hand = tuple(c for c in q.hand if c not in wanted)
    deck = [c for c in gs.deck if c not in wanted]
    shown = [None if c in wanted else c for c in gs.display]
    for f, c in (display or {}).items():
        old = shown[f - 1]
        if old is not None:
            deck.append(old)
        shown[f - 1] = c
    for i, number in enumerate(shown):
        if number is None:
            shown[i] = deck.pop()
    gs.display = tuple(shown)
    gs.deck = tuple(deck_top) + tuple(deck)
    gs.discard = tuple(c for c in gs.discard if c not in wanted) + p.hand
    p.hand = tuple(hand)
    return at_turn(gs, seat), seat


def placement(kind: str, water: int = 0, rock: int = 0, avoid: frozenset = frozenset(),
              buildings: tuple[Building, ...] = ()) -> Building:
    """A legal placement of ``kind`` on map A next to at least this much water and rock, off ``avoid``."""
    start = started(2, 5).state
    own = start.players[start.current].buildings + buildings
    for b in legal_placements(MAP_A, own, kind, True):
        if count_adjacent_terrain(MAP_A, b, "water") >= water and count_adjacent_terrain(MAP_A, b, "rock") >= rock \
                and not b.cells & avoid:
            return b
    raise AssertionError(f"no {kind} placement with water {water} and rock {rock}")


def answer_until_turn_ends(game: Game, seat: int) -> None:
    """Answer every remaining question of ``seat``'s turn with its first legal move."""
    while game.turn_player == seat and game.phase != "over":
        game.play(game.legal_moves()[0])


# ------------------------------------------------------------------------------- how many, one at a time
def test_nd_56_n_anim_1_the_table_of_animals_per_strength() -> None:
    """N-ANIM-1, NC-2, ND-56, ND-24: level I 0/1/1/1/2, level II 1/1/2/2/2; strength 5 plays 2 at both levels."""
    assert ANIMALS_PER_STRENGTH == {"I": (0, 1, 1, 1, 2), "II": (1, 1, 2, 2, 2)}
    assert animals_allowed("I", 5) == animals_allowed("II", 5) == 2 and animals_allowed("II", 8) == 2


@pytest.mark.parametrize("level", ["I", "II"])
@pytest.mark.parametrize("strength", [1, 2, 3, 4, 5])
def test_n_anim_1_animals_played_per_strength(level: str, strength: int) -> None:
    """N-ANIM-1, N-TURN-5: Animals I at strength 1 cannot act; otherwise the table's number of animals."""
    game, seat = animals_turn(slot=strength, level=level, hand=(LIZARD, PORCUPINE, 405))
    count = animals_allowed(level, strength)
    if count == 0:
        assert refused(game, "animals") == ("N-ANIM-1",)
        return
    game.play("animals")
    if level == "II" and strength == 5:
        game.play("reputation")
    played = 0
    while game.turn_player == seat and question(game).kind == "animals":
        game.play(next(m for m in game.legal_moves() if isinstance(m, PlayAnimal)))
        played += 1
        answer_others(game, seat)
    assert played == count


def answer_others(game: Game, seat: int) -> None:
    """Answer questions an ability asks (first legal answer) until the next animal or the end of the turn."""
    while game.turn_player == seat and question(game).kind not in ("animals", "action"):
        game.play(game.legal_moves()[0])


def test_n_anim_1_only_cards_in_hand_and_only_animals() -> None:
    """N-ANIM-1: the animal must be in the hand (level I) and be an animal card."""
    game, _ = animals_turn(slot=2, hand=(MARTEN, 201))
    game.play("animals")
    assert refused(game, "play 405 in 1,8") == ("N-ANIM-1",)
    assert refused(game, "play 201 in 1,8") == ("N-ANIM-1",)
    assert game.check("play 410 in 1,8").legal


def test_n_anim_2_at_least_one_then_stop_or_go_on() -> None:
    """N-ANIM-2, N-TURN-5: stop is refused before the first animal and allowed after it."""
    game, seat = animals_turn(slot=5, hand=(MARTEN, PORCUPINE))
    game.play("animals")
    assert refused(game, "stop") == ("N-ANIM-2",)
    game.play("play 410 in 1,8")
    answer_others(game, seat)
    assert Stop() in game.legal_moves() and game.check("play 445 in 1,6").legal
    game.play("stop")
    assert game.turn_player != seat and PORCUPINE in game.state.players[seat].hand


# ----------------------------------------------------------------------------------- conditions and cost
def test_n_anim_3_n_eff_5_conditions_icons_and_partner_zoo() -> None:
    """N-ANIM-3, N-EFF-5: the lynx needs 2 Europe icons in the zoo (a partner zoo counts); the owl a partner zoo
    of its continent."""
    game, _ = animals_turn(slot=2, hand=(LYNX, OWL, MARTEN))
    game.play("animals")
    assert refused(game, "play 418 in 0,9") == ("N-ANIM-3",)
    assert refused(game, "play 512 in 1,6") == ("N-ANIM-3",)
    game, seat = animals_turn(slot=2, hand=(LYNX, OWL), partner_zoos=("europe",),
                              animals=(ZooAnimal(LIZARD, SIZE_1.anchor),))
    assert zoo_icons(game.state, seat)["europe"] == 2
    game.play("animals")
    assert game.check("play 418 in 0,9").legal and game.check("play 512 in 1,6").legal


def test_n_anim_4_nd_9_partner_zoo_discount_never_below_zero() -> None:
    """N-ANIM-4, ND-9: −3 per continent icon of a partner-zoo continent, never below 0, condition icons aside."""
    game, seat = animals_turn(slot=2, money=10, hand=(BADGER,), partner_zoos=("europe",))
    game.play("animals")
    game.play("play 419 in 1,6")
    assert game.state.players[seat].money == 10 - (5 - 3)
    cheap = dataclasses.replace(animal(486), cost=2)
    assert animal_cost(game.state, seat, cheap) == 0
    assert animal_cost(game.state, 1 - seat, animal(486)) == 4  # the other player has no partner zoo


def test_n_anim_5_n_eff_4_the_cost_from_money_held() -> None:
    """N-ANIM-5, N-EFF-4: an animal one cannot pay from money already held is refused and not offered."""
    game, _ = animals_turn(slot=2, money=6, hand=(MARTEN,))
    assert refused(game, "animals") == ("N-ANIM-2",)
    game, seat = animals_turn(slot=2, money=7, hand=(MARTEN, PORCUPINE))
    game.play("animals")
    assert not any(isinstance(m, PlayAnimal) and m.card == PORCUPINE for m in game.legal_moves())
    assert refused(game, "play 445 in 1,6") == ("N-ANIM-5",)
    game.play("play 410 in 1,8")
    assert game.state.players[seat].money == 0


# ------------------------------------------------------------------------------------------------- housing
def test_n_anim_6_n_icon_1_standard_enclosure_size_water_rock() -> None:
    """N-ANIM-6, N-ICON-1: an empty standard enclosure at least the card's size, next to enough water and rock."""
    assert count_adjacent_terrain(MAP_A, SIZE_1, "water") == 0
    game, _ = animals_turn(slot=2, hand=(TURTLE, BADGER, LIZARD))
    game.play("animals")
    assert refused(game, "play 484 in 1,8") == ("N-ANIM-6",)  # the pond turtle needs water
    assert game.check("play 484 in 0,9").legal  # the start enclosure touches water
    assert refused(game, "play 419 in 1,8") == ("N-ANIM-6",)  # size 2 into size 1
    assert refused(game, "play 486 in 2,9") == ("N-ANIM-6",)  # no enclosure there
    assert {m.home for m in game.legal_moves() if isinstance(m, PlayAnimal) and m.card == BADGER} == \
        {SIZE_2.anchor, ENCLOSURE}


def test_n_anim_16_one_animal_one_enclosure() -> None:
    """N-ANIM-16, N-ANIM-6, ND-10: the animal's home is recorded and its enclosure is occupied from then on."""
    game, seat = animals_turn(slot=5, hand=(MARTEN, PORCUPINE))
    game.play("animals")
    game.play("play 410 in 1,8")
    answer_others(game, seat)
    assert ZooAnimal(MARTEN, SIZE_1.anchor) in game.state.players[seat].animals
    assert refused(game, "play 445 in 1,8") == ("N-ANIM-6",)


def test_n_anim_7_petting_zoo_animals_only_in_the_petting_zoo() -> None:
    """N-ANIM-7, N-ANIM-8: a goat never goes into a standard enclosure; into the petting zoo it takes 1 space."""
    petting = placement("petting-zoo", buildings=(SIZE_1, SIZE_2))
    game, seat = animals_turn(slot=2, hand=(GOAT,), extra=(SIZE_1, SIZE_2, petting))
    game.play("animals")
    assert refused(game, "play 519 in 1,8") == ("N-ANIM-7",)
    assert refused(game, "play 519 in reptile-house") == ("N-ANIM-7",)
    game.play("play 519 in petting-zoo")
    assert ZooAnimal(GOAT, "petting-zoo", 1) in game.state.players[seat].animals


def test_ex_5_n_anim_6_8_caiman_in_an_enclosure_or_the_reptile_house() -> None:
    """EX-5, N-ANIM-6, N-ANIM-8, N-ICON-1, ND-57: an empty size-5 enclosure next to water and a reptile house next to
    water with ≥ 2 free spaces are both legal homes; the reptile house takes 2 tokens and the enclosure stays empty."""
    house = placement("reptile-house", water=1, buildings=(SIZE_1, SIZE_2))
    five = placement("enclosure-5", water=1, avoid=house.cells, buildings=(SIZE_1, SIZE_2, house))
    game, seat = animals_turn(slot=5, hand=(CAIMAN, 401), extra=(SIZE_1, SIZE_2, house, five))
    game.play("animals")
    homes = {m.home for m in game.legal_moves() if isinstance(m, PlayAnimal) and m.card == CAIMAN}
    assert homes == {five.anchor, "reptile-house"}
    game.play("play 480 in reptile-house")
    assert ZooAnimal(CAIMAN, "reptile-house", 2) in game.state.players[seat].animals
    answer_others(game, seat)
    assert PlayAnimal(401, five.anchor) in game.legal_moves()  # the cheetah (size 5) can still use it
    assert SPECIAL_CAPACITY["reptile-house"] == 5


def test_n_anim_8_special_enclosure_needs_free_spaces_and_its_terrain() -> None:
    """N-ANIM-8, ND-57: a reptile house with fewer free spaces than the card shows is refused."""
    house = placement("reptile-house", water=1, buildings=(SIZE_1, SIZE_2))
    full = (ZooAnimal(469, "reptile-house", 3), ZooAnimal(471, "reptile-house", 2))  # 5 of 5 spaces used
    game, _ = animals_turn(slot=2, hand=(CAIMAN,), extra=(SIZE_1, SIZE_2, house), animals=full)
    assert refused(game, "animals") == ("N-ANIM-2",)
    game, _ = animals_turn(slot=2, hand=(CAIMAN, MARTEN), extra=(SIZE_1, SIZE_2, house), animals=full)
    game.play("animals")
    assert refused(game, "play 480 in reptile-house") == ("N-ANIM-8",)
    assert refused(game, "play 480 in large-bird-aviary") == ("N-ANIM-8",)


# ------------------------------------------------------------------------------- the card enters the zoo
def test_n_anim_9_10_into_the_zoo_then_gains_then_abilities() -> None:
    """N-ANIM-9, N-ANIM-10, N-EFF-5: the card is in the zoo (its icons count) and its appeal, CP and reputation are
    gained before its ability and the effects it triggers run (triggers.card_played)."""
    seen: list[tuple[int, int, bool]] = []

    def watch(gs, seat, number):  # type: ignore[no-untyped-def]
        p = gs.players[seat]
        seen.append((number, p.appeal, any(a.card == number for a in p.animals)))
        return [event("watch", "N-ANIM-10", "watched")]  # an ability that says something, so it is resolved

    shoebill = 498  # appeal 3, CP 1, needs 2 science icons (given by a university)
    game, seat = animals_turn(slot=2, hand=(shoebill,))
    gs = game.state
    gs.players[seat].universities = ("science-2",)
    game = at_turn(gs, seat)
    appeal, cp = gs.players[seat].appeal, gs.players[seat].cp
    OWN_EFFECT_HOOKS.append(watch)
    try:
        game.play("animals")
        game.play("play 498 in 1,8")
    finally:
        OWN_EFFECT_HOOKS.remove(watch)
    p = game.state.players[seat]
    assert p.appeal == appeal + 3 and p.cp == cp + 1
    # the last call is the real one: before it, N-EFF-3 tried the effects on copies to see whether order matters
    # (it does not here, so nothing is asked and the rules' order holds: gains first)
    assert seen[-1] == (shoebill, appeal + 3, True) and question(game).kind != "effect-order"
    assert zoo_icons(game.state, seat)["bird"] == 1 and shoebill not in p.hand


# ------------------------------------------------------------------------------------- level II, display
def test_n_anim_11_n_disp_6_from_the_display_with_level_ii_paying_the_folder() -> None:
    """N-ANIM-11, N-DISP-3, N-DISP-6: only Animals II plays from the display, within range, cost + folder number."""
    game, _ = animals_turn(slot=2, hand=(MARTEN,), display={1: PORCUPINE})
    game.play("animals")
    assert refused(game, "play 445 from 1 in 1,6") == ("N-ANIM-11",)
    game, seat = animals_turn(slot=2, level="II", money=20, hand=(MARTEN,), display={1: PORCUPINE, 4: BADGER},
                              reputation=3)
    game.play("animals")
    assert refused(game, "play 419 from 4 in 1,6") == ("N-DISP-3",)
    assert refused(game, "play 445 from 2 in 1,6") == ("N-ANIM-11",)
    game.play("play 445 from 1 in 1,6")
    assert game.state.players[seat].money == 20 - 8 - 1 and game.state.display[0] is None


def test_n_anim_12_reputation_only_first_with_level_ii_at_strength_5() -> None:
    """N-ANIM-12, N-REP-6: +1 reputation only with Animals II at strength ≥ 5, and only before the first animal."""
    game, _ = animals_turn(slot=5, hand=(MARTEN, PORCUPINE))
    game.play("animals")
    assert refused(game, "reputation") == ("N-ANIM-12",)
    game, _ = animals_turn(slot=4, level="II", hand=(MARTEN, PORCUPINE))
    game.play("animals")
    assert refused(game, "reputation") == ("N-ANIM-12",)
    game, seat = animals_turn(slot=5, level="II", hand=(MARTEN, PORCUPINE))
    game.play("animals")
    assert Reputation() in game.legal_moves()
    game.play("play 410 in 1,8")
    answer_others(game, seat)
    assert refused(game, "reputation") == ("N-ANIM-12",)


def test_n_anim_13_nd_22_animals_ii_condition() -> None:
    """N-ANIM-13, ND-22: an animal showing the Animals-II condition needs the Animals card on level II."""
    four = placement("enclosure-4", water=1, buildings=(SIZE_1, SIZE_2))
    eagle = 505  # Bald Eagle: size 4, 1 water, Animals II
    game, _ = animals_turn(slot=2, hand=(eagle, MARTEN), extra=(SIZE_1, SIZE_2, four))
    game.play("animals")
    assert refused(game, f"play 505 in {four.anchor[0]},{four.anchor[1]}") == ("N-ANIM-13",)
    game, _ = animals_turn(slot=2, level="II", hand=(eagle, MARTEN), extra=(SIZE_1, SIZE_2, four))
    game.play("animals")
    assert game.check(f"play 505 in {four.anchor[0]},{four.anchor[1]}").legal


def test_n_upg_2_nd_22_an_upgrade_during_the_action_does_not_unlock_its_second_animal() -> None:
    """N-UPG-2, ND-22, N-ANIM-13: P.8 "从你的下一个行动开始" — an upgraded card is used from the next action on.
    Situation: Animals I at strength 5 (2 animals), CP 1; the shoebill's CP reaches CP 2 and the player flips the
    Animals card; the Bald Eagle (Animals-II condition) is the intended second animal. Outcome: in this action the
    eagle is not offered and is refused (N-UPG-2), the marten still is; in the next Animals action, on level II, the
    eagle is legal."""
    four = placement("enclosure-4", water=1, buildings=(SIZE_1, SIZE_2))
    eagle, shoebill = 505, 498  # shoebill: CP 1, needs 2 science icons (a university gives them)
    game, seat = animals_turn(slot=5, hand=(shoebill, eagle, MARTEN), extra=(SIZE_1, SIZE_2, four))
    gs = game.state
    gs.players[seat].universities, gs.players[seat].cp = ("science-2",), 1
    game = at_turn(gs, seat)
    game.play("animals")
    game.play("play 498 in 1,8")
    assert question(game).kind == "cp-2"
    game.play("choose upgrade animals")
    assert question(game).kind == "animals" and question(game)["level"] == "I"
    where = f"{four.anchor[0]},{four.anchor[1]}"
    offered = {m.card for m in game.legal_moves() if isinstance(m, PlayAnimal)}
    assert eagle not in offered and MARTEN in offered
    assert refused(game, f"play 505 in {where}") == ("N-UPG-2",)
    gs = game.state
    gs.players[seat].action_cards = ("build", "cards", "association", "sponsors", "animals")
    game = at_turn(gs, seat)
    game.play("animals")
    assert question(game)["level"] == "II" and game.check(f"play 505 in {where}").legal


def test_ex_7_animals_ii_reputation_then_badger_from_folder_3_and_porcupine() -> None:
    """EX-7, N-ANIM-11, N-ANIM-12, N-DISP-3, -5, -6, ND-41: reputation 3 → 4 widens the range to folder 3; the
    badger from folder 3 costs 5 + 3; the porcupine comes from the hand; both housed, appeal gained, the display
    refilled at the end of the turn before the next player."""
    game, seat = animals_turn(slot=5, level="II", money=30, hand=(PORCUPINE,), reputation=3,
                              display={3: BADGER})
    game.play("animals")
    assert refused(game, "play 419 from 3 in 1,6") == ("N-DISP-3",)
    appeal = game.state.players[seat].appeal
    game.play("reputation")
    assert game.state.players[seat].reputation == 4
    game.play("play 419 from 3 in 1,6")
    assert game.state.players[seat].money == 30 - 8 and game.state.display[2] is None
    answer_others(game, seat)
    game.play("play 445 in 1,8")
    p = game.state.players[seat]
    assert {a.card for a in p.animals} == {BADGER, PORCUPINE} and p.appeal >= appeal + 3 + 3
    answer_until_turn_ends(game, seat)
    assert None not in game.state.display and BADGER not in game.state.display


def test_ex_6_n_eff_1_an_immediate_effect_resolves_before_the_second_animal() -> None:
    """EX-6, N-ANIM-1, -2, -10, N-EFF-1: Animals at strength 5 (2 animals); the Eurasian eagle-owl flips the size-2
    enclosure, gives 4 appeal and its Perception draws cards, keeping the lynx; the lynx is then the second animal."""
    deck = (LYNX, 402, 403, 404)
    game, seat = animals_turn(slot=5, hand=(OWL, MARABOU), partner_zoos=("europe",), deck_top=deck)
    appeal = game.state.players[seat].appeal
    game.play("animals")
    assert not any(isinstance(m, PlayAnimal) and m.card == LYNX for m in game.legal_moves())
    game.play("play 512 in 1,6")
    p = game.state.players[seat]
    assert p.appeal == appeal + 4 and ZooAnimal(OWL, SIZE_2.anchor) in p.animals
    assert p.money == 50 - (10 - 3)
    assert question(game).kind == "keep" and LYNX in question(game)["cards"]
    game.play(Keep((LYNX, 402)))
    assert question(game).kind == "animals" and LYNX in game.state.players[seat].hand
    assert PlayAnimal(LYNX, ENCLOSURE) in game.legal_moves()
    game.play("play 418 in 0,9")
    assert {a.card for a in game.state.players[seat].animals} == {OWL, LYNX}
    assert MARABOU in game.state.players[seat].hand
