"""Every sponsor runs (issue 23): the twenty sponsors whose effects reach into other actions, the icons of partner zoos
and universities firing other cards' effects (N-ASSOC-7, -9), and the "may" effects that can be declined (ND-73).

Each test sets up a position on a real state, asks the public game and checks the outcome; each also shows one
refused answer that names its rule and changes nothing. The last tests play seeded 2-player games in which every
one of the twenty sponsors is played, with every invariant checked after every move.
"""

from __future__ import annotations

import random

import pytest

from arkwidgets.nova import Decision, Game, GameState
from arkwidgets.nova.buildings import Building, make_building
from arkwidgets.nova.cards import ANIMALS, AnimalCard, card
from arkwidgets.nova.hexes import neighbours
from arkwidgets.nova.moves import (
    Build,
    Choose,
    ChooseAction,
    Move,
    PartnerZoo,
    Pass,
    PlayAnimal,
    Project,
    Sponsor,
    Take,
    University,
)
from arkwidgets.nova.rules.new_building import free_placements
from arkwidgets.nova.rules.sponsor_effects import sponsor_endgame, tokens_on
from arkwidgets.nova.state import Support, ZooAnimal
from arkwidgets.nova.zoomap import load_map
from arkwidgets.verdicts import IllegalMove

from .helpers import animal, asking, at_turn, project, question, sponsor, started
from .invariants import check_invariants

VETERINARIAN, EXPERT_AMERICAS, EXPERT_EUROPE, EXPERT_AUSTRALIA, EXPERT_ASIA = 203, 210, 211, 212, 213
SPOKESPERSON, SCIENCE_MUSEUM, SCIENCE_LIBRARY, SCIENCE_INSTITUTE = 202, 204, 208, 223
BREEDING_COOPERATION, ENGINEER, BREEDING_PROGRAM, DIVERSITY_RESEARCHER = 215, 217, 218, 219
ARCHAEOLOGIST, MIGRATION_RECORDING, WAZA_SPECIAL, WAZA_SMALL = 221, 224, 227, 228
EXPERT_SMALL, EXPERT_LARGE, HYDROLOGIST, GEOLOGIST, OKAPI_STABLE = 229, 230, 241, 242, 253
NATIVE_SEABIRDS, NATIVE_LIZARDS, NATIVE_FARM, WAZA_LARGE, FREE_RANGE_MONKEYS, EXPLORER = 258, 259, 260, 263, 264, 262
FEDERAL_GRANTS = 220  # level 4, no condition: +3 money
BADGER, PORCUPINE, POND_TURTLE = 419, 445, 484  # small animals without conditions (the turtle needs 1 water)
WOLF, SECRETARY_BIRD, DOUC, SUMATRAN_TIGER = 417, 495, 459, 407  # large; the douc needs 1 science, the tiger 2
GIRAFFE = 428  # Africa, size 3
SMALL_ANIMALS = frozenset(a.number for a in ANIMALS if a.size <= 2)
NEW = (VETERINARIAN, EXPERT_AUSTRALIA, BREEDING_COOPERATION, ENGINEER, BREEDING_PROGRAM, DIVERSITY_RESEARCHER,
       ARCHAEOLOGIST, MIGRATION_RECORDING, WAZA_SPECIAL, WAZA_SMALL, EXPERT_SMALL, EXPERT_LARGE, HYDROLOGIST, GEOLOGIST,
       OKAPI_STABLE, NATIVE_SEABIRDS, NATIVE_LIZARDS, NATIVE_FARM, WAZA_LARGE, FREE_RANGE_MONKEYS)


# ------------------------------------------------------------------------------------------------ helpers
def turn(action: str, slot: int = 5, level: str = "I", players: int = 2, seed: int = 4, **player: object
         ) -> tuple[Game, int]:
    """A game at the start of a turn whose ``action`` card lies in ``slot`` on ``level``; ``player`` sets fields of
    the player whose turn it is (``upgraded`` given there replaces the level's)."""
    game = started(players, seed)
    gs, seat = game.state, game.current_index
    p = gs.players[seat]
    others = [c for c in p.action_cards if c != action]
    p.action_cards = (*others[: slot - 1], action, *others[slot - 1:])
    p.upgraded = (action,) if level == "II" else ()
    for name, value in player.items():
        setattr(p, name, value)
    return at_turn(gs, seat), seat


def refused(game: Game, move: Move | str, rule: str) -> None:
    """``move`` is refused under ``rule``, is not listed, and trying it changes nothing."""
    before = game.state.to_dict()
    assert rule in game.check(move).rules, game.check(move).rules
    assert move not in game.legal_moves()
    with pytest.raises(IllegalMove):
        game.play(move)
    assert game.state.to_dict() == before


def add_building(gs: GameState, seat: int, kind: str, pick: int = 0) -> Building:
    """A legal ``kind`` placed in the zoo of ``seat`` (without its placement bonuses), for the position only."""
    b = free_placements(gs, seat, kind)[pick]
    gs.players[seat].buildings = (*gs.players[seat].buildings, b)
    return b


def add_animal(gs: GameState, seat: int, number: int) -> None:
    """Animal ``number`` living in a new standard enclosure of its size (for the icons a position needs)."""
    c = animal(number)
    b = add_building(gs, seat, f"enclosure-{c.size}")
    gs.players[seat].animals = (*gs.players[seat].animals, ZooAnimal(number, b.anchor))
    take_out(gs, number)


def take_out(gs: GameState, number: int) -> None:
    """Remove card ``number`` from wherever it lies (deck, display, hands, discard) so it can be placed elsewhere."""
    gs.deck = tuple(c for c in gs.deck if c != number)
    gs.discard = tuple(c for c in gs.discard if c != number)
    gs.display = tuple(None if c == number else c for c in gs.display)
    for p in gs.players:
        p.hand = tuple(c for c in p.hand if c != number)


def holding(game: Game, seat: int, *cards: int, **player: object) -> Game:
    """The same position with ``cards`` moved into the hand of ``seat`` (taken out of their places first)."""
    gs = game.state
    for number in cards:
        take_out(gs, number)
    p = gs.players[seat]
    p.hand = (*p.hand, *cards)
    for name, value in player.items():
        setattr(p, name, value)
    return Game.from_state(gs)


def with_sponsors(game: Game, seat: int, *cards: int) -> Game:
    """The same position with ``cards`` already played in the zoo of ``seat``."""
    gs = game.state
    for number in cards:
        take_out(gs, number)
    gs.players[seat].sponsors = (*gs.players[seat].sponsors, *cards)
    return Game.from_state(gs)


def gains(before: Game, after: Game, seat: int) -> dict[str, int]:
    a, b = before.state.players[seat], after.state.players[seat]
    return {k: getattr(b, k) - getattr(a, k) for k in ("money", "appeal", "cp", "reputation", "x_tokens")}


def answer_bonuses(game: Game, kind: str) -> None:
    """Answer the questions a gain asked (a CP threshold …) with their first answer until ``kind`` is asked."""
    for _ in range(10):
        if question(game).kind == kind:
            return
        game.play(game.legal_moves()[0])
    raise AssertionError(f"{kind} is never asked")


def animals_question(game: Game, seat: int, strength: int = 3) -> Game:
    """The same position asking Animals I at ``strength`` (even where the action could not be chosen, so that the
    refused animal can be asked about)."""
    return asking(game.state, Decision("animals", seat, level="I", strength=strength, left=1, played=0, rep=False))


def play_all(game: Game, *moves: Move | str) -> Game:
    for move in moves:
        game.play(move)
    return game


# ------------------------------------------------------------------------ icons of partner zoos and universities
def test_n_assoc_7_nd_s2_a_partner_zoos_icon_fires_explorer_as_a_card_would() -> None:
    """N-ASSOC-7, ND-74, N-EFF-5: the player owns Explorer (a new continent or category icon type: +1 appeal,
    +2 money) and has no Asia icon. Taking an Asia partner zoo fires it exactly as an Asia card would: +1 appeal and
    +2 money more than the same task without Explorer. A partner zoo of a continent already held is refused under
    N-ASSOC-6."""
    plain, seat = turn("association", slot=3)
    game = with_sponsors(plain, seat, EXPLORER)
    for g in (plain, game):
        g.play("association")
        g.play(PartnerZoo("asia"))
    assert gains(plain, game, seat) == {"money": 2, "appeal": 1, "cp": 0, "reputation": 0, "x_tokens": 0}
    game, seat = turn("association", slot=3, partner_zoos=("asia",))
    game = with_sponsors(game, seat, EXPLORER)
    game.play("association")
    refused(game, PartnerZoo("asia"), "N-ASSOC-6")


def test_n_assoc_9_nd_s2_a_universitys_icons_fire_every_science_effect_like_a_card_with_the_same_icons() -> None:
    """N-ASSOC-9, ND-74, N-EFF-5, -6: the player owns Spokesperson (+1 reputation per science icon added) and Science
    Museum (+1 CP each); the opponent owns Science Library (+2 money for any science icon added to any zoo). Taking
    the 2-science university gives +2 reputation and +2 CP more, and the opponent +4 money, exactly what playing
    Science Institute (2 science icons, no effect of its own) gives. A university already held is refused."""
    base_task, seat = turn("association", slot=4)
    base_card, _ = turn("sponsors", slot=4)
    base_card = holding(base_card, seat, SCIENCE_INSTITUTE)
    task = with_sponsors(with_sponsors(base_task, seat, SPOKESPERSON, SCIENCE_MUSEUM), 1 - seat, SCIENCE_LIBRARY)
    by_card = with_sponsors(with_sponsors(base_card, seat, SPOKESPERSON, SCIENCE_MUSEUM), 1 - seat, SCIENCE_LIBRARY)
    for game in (base_task, task):
        play_all(game, "association", University("science-2"))
    for game in (base_card, by_card):
        play_all(game, "sponsors", Sponsor(SCIENCE_INSTITUTE))
    mine, theirs = gains(base_task, task, seat), gains(base_task, task, 1 - seat)
    assert (mine["reputation"], mine["cp"], theirs["money"]) == (2, 2, 4)
    assert (mine, theirs) == (gains(base_card, by_card, seat), gains(base_card, by_card, 1 - seat))
    game, seat = turn("association", slot=4, universities=("science-2",))
    game.play("association")
    refused(game, University("science-2"), "N-ASSOC-8")


# ------------------------------------------------------------------------------- "may" effects can be declined
@pytest.mark.parametrize(("expert", "continent", "building"),
                         [(EXPERT_ASIA, "asia", "pavilion"), (EXPERT_EUROPE, "europe", "enclosure-1")])
def test_n_eff_6_nd_s1_an_experts_free_building_may_be_declined(expert: int, continent: str, building: str) -> None:
    """N-EFF-6, ND-73: an Expert on a continent "may" build a free building for each icon of its continent added.
    Taking that continent's partner zoo offers the building with ``pass`` among the answers: passing builds nothing,
    placing builds it for free. Another kind of building is refused under N-BUILD-18."""
    game, seat = turn("association", slot=3)
    game = with_sponsors(game, seat, expert)
    play_all(game, "association", PartnerZoo(continent))
    assert question(game).kind == "place-building" and Pass() in game.legal_moves()
    other = "enclosure-1" if building == "pavilion" else "pavilion"
    place = next(m for m in game.legal_moves() if isinstance(m, Build))
    refused(game, Build(other, place.hex), "N-BUILD-18")
    declined = Game.from_state(game.state)
    count = len(game.state.players[seat].buildings)
    declined.play(Pass())
    assert len(declined.state.players[seat].buildings) == count
    money = game.state.players[seat].money
    game.play(place)
    p = game.state.players[seat]
    assert len(p.buildings) == count + 1 and p.buildings[-1].type == building and p.money >= money


def test_nd_s1_an_offer_that_fits_nowhere_ends_quietly() -> None:
    """ND-73: Expert on the Americas offers a free kiosk for an Americas icon; on a map where no kiosk fits (the start
    kiosk's spacing, N-BUILD-10) the offer ends with an event and asks nothing."""
    game, seat = turn("association", slot=3)
    assert not free_placements(game.state, seat, "kiosk")
    game = with_sponsors(game, seat, EXPERT_AMERICAS)
    game.play("association")
    events = game.play(PartnerZoo("americas"))
    assert any(e.kind == "pass" and e.rule == "N-EFF-6" for e in events)
    assert game.current_index != seat


# --------------------------------------------------------------------------------- Veterinarian (ND-75)
def research_row(game: Game, seat: int, **player: object) -> Game:
    """The same position with the Research project (science icons) in the row and 2 science icons in the zoo."""
    gs = game.state
    take_out(gs, 132)
    gs.project_row = (132,)
    p = gs.players[seat]
    p.universities = ("science-2",)
    gs.offer_universities = tuple(u for u in gs.offer_universities if u != "science-2")
    for name, value in player.items():
        setattr(p, name, value)
    return Game.from_state(gs)


def test_nd_s3_veterinarian_supports_a_project_at_association_strength_4() -> None:
    """ND-75: with 2 science icons the Research project's lowest level can be supported. At Association I strength
    4 that is refused under N-ASSOC-2 (the project task is worth 5); with Veterinarian it is worth 4 and the support
    is made. At Association II strength 6 it takes 4 of the 6, so the reputation task (2) still fits after it."""
    plain, seat = turn("association", slot=4)
    plain = research_row(plain, seat)
    plain.play("association")
    move = Project(132, 3, 3)
    refused(plain, move, "N-ASSOC-2")
    game, seat = turn("association", slot=4)
    game = with_sponsors(research_row(game, seat), seat, VETERINARIAN)
    game.play("association")
    assert move in game.legal_moves()
    game.play(move)
    assert any(s.project == 132 and s.owner == seat for s in game.state.supports)
    game, seat = turn("association", slot=5, level="II", x_tokens=1, workers=2)
    game = with_sponsors(research_row(game, seat), seat, VETERINARIAN)
    play_all(game, "association x1", move)
    answer_bonuses(game, "association")
    assert question(game)["left"] == 2 and "reputation" in map(str, game.legal_moves())


# -------------------------------------------------------------------------- Breeding Cooperation / Program (ND-76)
def habitat(game: Game, seat: int, **player: object) -> Game:
    """A 3-player position whose base projects start with Habitat Diversity (continents), nothing blocked."""
    gs = game.state
    gs.base_projects = (102, *(b for b in gs.base_projects if b != 102))[:3]
    gs.supports = ()
    for name, value in player.items():
        setattr(gs.players[seat], name, value)
    return Game.from_state(gs)


def test_nd_s4_breeding_program_puts_2_tokens_and_one_stands_in_for_a_missing_icon() -> None:
    """ND-76: Breeding Program (2 science icons needed) puts 2 tokens on itself. With 2 continents (partner zoos)
    the lowest level of Habitat Diversity (3 continents) is refused under N-PROJ-6 without it; with it, a token
    stands in for the third continent and is spent (1 left). A level met without a token spends none."""
    game, seat = turn("sponsors", slot=4, players=3, universities=("science-2",))
    game = holding(game, seat, BREEDING_PROGRAM)
    play_all(game, "sponsors", Sponsor(BREEDING_PROGRAM))
    assert tokens_on(game.state, seat, BREEDING_PROGRAM) == 2
    move = Project(102, 3, 3)
    plain, seat = turn("association", slot=5, players=3)
    plain = habitat(plain, seat, partner_zoos=("africa", "asia"))
    plain.play("association")
    refused(plain, move, "N-PROJ-6")
    gs = habitat(plain, seat).state
    gs.players[seat].sponsors, gs.players[seat].sponsor_tokens = (BREEDING_PROGRAM,), ((BREEDING_PROGRAM, 2),)
    game = Game.from_state(gs)
    cp = game.state.players[seat].cp
    game.play(move)
    assert tokens_on(game.state, seat, BREEDING_PROGRAM) == 1 and game.state.players[seat].cp > cp
    gs = habitat(plain, seat, partner_zoos=("africa", "asia", "europe")).state
    gs.players[seat].sponsors, gs.players[seat].sponsor_tokens = (BREEDING_PROGRAM,), ((BREEDING_PROGRAM, 2),)
    game = Game.from_state(gs)
    game.play(move)
    assert tokens_on(game.state, seat, BREEDING_PROGRAM) == 2


def test_nd_s4_breeding_cooperation_needs_2_partner_zoos_and_lends_no_icon_without_tokens() -> None:
    """ND-76, N-SPON-1: Breeding Cooperation needs 2 partner zoos (refused with 1) and puts 2 tokens on itself; once
    its tokens are spent it lends nothing (the level is refused under N-PROJ-6 again)."""
    game, seat = turn("sponsors", slot=4, players=3, partner_zoos=("africa",))
    game = holding(game, seat, BREEDING_COOPERATION)
    game.play("sponsors")
    refused(game, Sponsor(BREEDING_COOPERATION), "N-SPON-1")
    game, seat = turn("sponsors", slot=4, players=3, partner_zoos=("africa", "asia"))
    game = holding(game, seat, BREEDING_COOPERATION)
    play_all(game, "sponsors", Sponsor(BREEDING_COOPERATION))
    assert tokens_on(game.state, seat, BREEDING_COOPERATION) == 2
    game, seat = turn("association", slot=5, players=3)
    gs = habitat(game, seat, partner_zoos=("africa", "asia")).state
    gs.players[seat].sponsors = (BREEDING_COOPERATION,)
    game = Game.from_state(gs)
    game.play("association")
    refused(game, Project(102, 3, 3), "N-PROJ-6")


# ------------------------------------------------------------------------------ Migration Recording (ND-77)
def test_nd_s5_migration_recording_supports_a_release_project_again_with_1_cp_more() -> None:
    """ND-77: the player supported level 1 of Serengeti (release an Africa animal) and has a size-3 Africa animal.
    Supporting level 2 of the same project is refused under N-PROJ-4 without Migration Recording; with it the
    animal is released and the level's CP come with 1 CP more."""
    game, seat = turn("association", slot=5)
    gs = game.state
    take_out(gs, 116)
    gs.project_row = (116,)
    gs.supports = (*gs.supports, Support(116, 1, seat))
    add_animal(gs, seat, GIRAFFE)
    move = Project(116, 2, 3, release=GIRAFFE)
    plain = Game.from_state(gs)
    plain.play("association")
    refused(plain, move, "N-PROJ-4")
    game = with_sponsors(Game.from_state(gs), seat, MIGRATION_RECORDING)
    game.play("association")
    cp = game.state.players[seat].cp
    game.play(move)
    p = game.state.players[seat]
    assert GIRAFFE not in [a.card for a in p.animals]
    assert p.cp == cp + project(116).tiers[1].cp + 1


# ------------------------------------------------------------------------------------------ Engineer (ND-78)
def test_nd_s6_engineer_buys_one_more_building_of_a_kind_the_build_action_placed() -> None:
    """ND-78: Build I at strength 2 places one pavilion. Without Engineer the turn is then over; with it one more
    pavilion may be bought at its price (2 money) outside the strength, or declined. An enclosure is refused (a kind
    the action did not place)."""
    plain, seat = turn("build", slot=2)
    place = Build("pavilion", (0, 5))
    plain.play("build")
    plain.play(place)
    assert plain.current_index != seat
    game, seat = turn("build", slot=2)
    game = with_sponsors(game, seat, ENGINEER)
    play_all(game, "build", place)
    assert question(game).kind == "engineer-build" and Pass() in game.legal_moves()
    refused(game, Build("enclosure-1", (1, 6)), "ND-78")
    money, appeal = game.state.players[seat].money, game.state.players[seat].appeal
    game.play(Build("pavilion", (1, 6)))
    p = game.state.players[seat]
    assert [b.type for b in p.buildings].count("pavilion") == 2
    assert p.money == money - 2 and p.appeal == appeal + 1


# ------------------------------------------------------------------------------ Diversity Researcher (ND-79)
def test_nd_s7_diversity_researcher_builds_on_water_and_lifts_every_terrain_need() -> None:
    """ND-79: a pavilion on the water hex 2,11 (next to the start enclosure) is refused under N-BUILD-7; with
    Diversity Researcher it is built. A pond turtle (1 water next to its enclosure) is refused in a size-1 enclosure
    that touches no water under N-ANIM-6, and may live there with the card."""
    plain, seat = turn("build", slot=2)
    plain.play("build")
    refused(plain, Build("pavilion", (2, 11)), "N-BUILD-7")
    game = with_sponsors(turn("build", slot=2)[0], seat, DIVERSITY_RESEARCHER)
    play_all(game, "build", Build("pavilion", (2, 11)))
    assert (2, 11) in {h for b in game.state.players[seat].buildings for h in b.cells}
    game, seat = turn("animals", slot=3)
    gs = game.state
    water = load_map(gs.players[seat].map_id).water
    dry = next(b for b in free_placements(gs, seat, "enclosure-1") if not set(neighbours(b.anchor)) & water)
    gs.players[seat].buildings = (*gs.players[seat].buildings, dry)
    plain = holding(Game.from_state(gs), seat, POND_TURTLE, money=20)
    plain.play("animals")
    refused(plain, PlayAnimal(POND_TURTLE, dry.anchor), "N-ANIM-6")
    game = with_sponsors(Game.from_state(plain.state), seat, DIVERSITY_RESEARCHER)
    assert PlayAnimal(POND_TURTLE, dry.anchor) in game.legal_moves()


def test_nd_s7_nd_55_diversity_researcher_ends_with_2_appeal_per_water_and_rock_pair() -> None:
    """ND-79, ND-55: with 2 water icons (Aquarium) and 2 rock icons (Cable Car) Diversity Researcher adds 4 appeal
    in final scoring; with a third rock icon still 4 (pairs need both)."""
    for extra, expected in (((), 4), ((255,), 4)):  # Adventure Playground: one more rock icon
        game, seat = turn("sponsors")
        gs = with_sponsors(game, seat, DIVERSITY_RESEARCHER, 245, 246, *extra).state
        appeal = gs.players[seat].appeal
        sponsor_endgame(gs, seat)
        assert gs.players[seat].appeal - appeal == expected


# ---------------------------------------------------------------------------------- Archaeologist (ND-80)
def test_nd_s8_archaeologist_gives_a_further_placement_bonus_for_a_border_bonus() -> None:
    """ND-80: an enclosure over the border hex 0,3 (1 X token) gives its bonus; with Archaeologist the player then
    picks the bonus of any uncovered bonus hex, here 10 money, and that hex keeps its own bonus. A bonus no
    uncovered hex shows is refused under ND-80."""
    game, seat = turn("build", slot=2, money=20)
    game = with_sponsors(game, seat, ARCHAEOLOGIST)
    play_all(game, "build", Build("enclosure-2", (0, 3), 0))
    assert question(game).kind == "archaeologist-bonus"
    assert Choose("bonus", "money-10") in game.legal_moves()
    refused(game, Choose("bonus", "money-3"), "ND-80")
    money = game.state.players[seat].money
    game.play(Choose("bonus", "money-10"))
    p = game.state.players[seat]
    assert p.money == money + 10 and not p.took("hex-8,5")


# ------------------------------------------------------------------------------- Hydrologist, Geologist (ND-84)
@pytest.mark.parametrize(("owned", "terrain"), [(HYDROLOGIST, "water"), (GEOLOGIST, "rock")])
def test_nd_s12_money_for_each_new_hex_touching_water_or_rock(owned: int, terrain: str) -> None:
    """ND-84: each hex of a new building that touches a water (rock) hex gives Hydrologist's (Geologist's) owner
    1 money. Build I at strength 5: a building whose hexes touch that terrain pays its price (less the money bonuses
    it covers) and gets 1 back per touching hex; one that touches none gets nothing back. A building the action
    cannot build is refused under N-BUILD-2."""
    game, seat = turn("build", slot=5, money=30)
    zoomap = load_map(game.state.players[seat].map_id)
    hexes = zoomap.water if terrain == "water" else zoomap.rock

    def cells(m: Build) -> frozenset:
        return make_building(m.kind, m.hex, m.rotation or 0, m.mirrored).cells

    def touching(m: Build) -> int:
        return sum(1 for h in cells(m) if set(neighbours(h)) & hexes)

    game.play("build")
    builds = [m for m in game.legal_moves() if isinstance(m, Build)]
    near = max(builds, key=touching)
    far = next(m for m in builds if not touching(m))
    assert touching(near) >= 1
    for move in (near, far):
        game, seat = turn("build", slot=5, money=30)
        game = with_sponsors(game, seat, owned)
        money = game.state.players[seat].money
        play_all(game, "build", move)
        bonus = sum(b.value for h in cells(move) if (b := zoomap.placement_bonus(h)) and b.type == "money")
        assert game.state.players[seat].money == money - 2 * len(cells(move)) + bonus + touching(move)
    game, seat = turn("build", slot=5)
    game = with_sponsors(game, seat, owned)
    game.play("build")
    refused(game, Build("reptile-house", (0, 3), 0), "N-BUILD-2")


@pytest.mark.parametrize(("owned", "terrain"), [(HYDROLOGIST, "water"), (GEOLOGIST, "rock")])
def test_nd_s12_nd_49_1_cp_when_every_water_or_rock_hex_is_connected(owned: int, terrain: str) -> None:
    """ND-84, ND-49: at the end 1 CP when every water (rock) hex touches one of the player's buildings: none at the
    start, 1 once a kiosk stands next to each of them."""
    game, seat = turn("sponsors")
    gs = with_sponsors(game, seat, owned).state
    assert sponsor_endgame(gs, seat) == 0
    zoomap = load_map(gs.players[seat].map_id)
    hexes = zoomap.water if terrain == "water" else zoomap.rock
    near = {next(n for n in sorted(neighbours(h)) if n in zoomap.building_hexes) for h in hexes}
    gs.players[seat].buildings = (*gs.players[seat].buildings, *(make_building("kiosk", h) for h in sorted(near)))
    assert sponsor_endgame(gs, seat) == 1


# ---------------------------------------------------------------- Native Seabirds / Lizards / Farm / Monkeys (ND-85)
def _touched(gs: GameState, seat: int) -> tuple[set, set]:
    covered = {h for b in gs.players[seat].buildings for h in b.cells}
    return covered, covered | {n for h in covered for n in neighbours(h)}


@pytest.mark.parametrize("owned", [NATIVE_SEABIRDS, NATIVE_LIZARDS, NATIVE_FARM, FREE_RANGE_MONKEYS])
def test_nd_s13_natives_appeal_for_connected_hexes_now_and_cp_for_the_rest_at_the_end(owned: int) -> None:
    """ND-85, ND-49: playing the card gives 1 appeal per uncovered hex of its kind (water, rock, empty border building
    hex, placement-bonus hex) that one of the player's buildings touches; at the end Seabirds, Lizards and Monkeys give
    1 CP per 2 such hexes no building touches, Farm Animals 1 CP per 6 touching empty building hexes. At appeal 26
    the card is refused (N-SPON-1: at most 25)."""
    game, seat = turn("sponsors", appeal=10)
    game = holding(game, seat, owned)
    gs = game.state
    zoomap = load_map(gs.players[seat].map_id)
    covered, touched = _touched(gs, seat)
    kinds = {NATIVE_SEABIRDS: zoomap.water, NATIVE_LIZARDS: zoomap.rock,
             NATIVE_FARM: zoomap.border & zoomap.building_hexes,
             FREE_RANGE_MONKEYS: frozenset(h for h, _ in zoomap.bonuses)}
    spaces = set(kinds[owned]) - covered
    assert spaces & touched
    appeal = gs.players[seat].appeal
    play_all(game, "sponsors", Sponsor(owned))
    assert game.state.players[seat].appeal - appeal == len(spaces & touched)
    end = sponsor_endgame(game.state, seat)
    if owned != NATIVE_FARM:
        assert end == len(spaces - touched) // 2
    else:
        assert end == sum(size // 6 for size in groups(set(zoomap.building_hexes) - covered))
    game, seat = turn("sponsors", appeal=26)
    game = holding(game, seat, owned)
    game.play("sponsors")
    refused(game, Sponsor(owned), "N-SPON-1")


def groups(cells: set) -> list[int]:
    """Sizes of the groups of touching hexes among ``cells`` (a plain flood fill for the test)."""
    left, sizes = set(cells), []
    while left:
        todo, size = [left.pop()], 0
        while todo:
            size += 1
            for n in neighbours(todo.pop()):
                if n in left:
                    left.remove(n)
                    todo.append(n)
        sizes.append(size)
    return sizes


# ------------------------------------------------------------------ Experts in Small / Large Animals (ND-83)
@pytest.mark.parametrize(("expert", "number", "off"), [(EXPERT_SMALL, BADGER, 3), (EXPERT_LARGE, WOLF, 4)])
def test_nd_s11_experts_take_3_off_a_small_and_4_off_a_large_animal(expert: int, number: int, off: int) -> None:
    """ND-83, ND-55: the badger (size 2) costs 5, the wolf (size 4) 12. With 3 (4) money less than that it is refused
    under N-ANIM-5; with Expert in Small (Large) Animals it costs 3 (4) less and is played for that."""
    c = animal(number)
    game, seat = turn("animals", slot=3)
    gs = game.state
    home = add_building(gs, seat, f"enclosure-{c.size}").anchor
    plain = holding(Game.from_state(gs), seat, number, money=c.cost - off)
    refused(animals_question(plain, seat), PlayAnimal(number, home), "N-ANIM-5")
    game = with_sponsors(plain, seat, expert)
    play_all(game, "animals", PlayAnimal(number, home))
    assert game.state.players[seat].money == 0 and number in [a.card for a in game.state.players[seat].animals]


# ------------------------------------------------------------------- WAZA Large Animal Program (ND-88, ND-73)
def test_nd_s16_nd_s1_waza_large_program_offers_a_size_5_enclosure_and_waives_one_condition() -> None:
    """ND-73: played with Sponsors II at reputation 6, WAZA Large Animal Program offers a free size-5 enclosure that
    may be declined. ND-88: afterwards a large animal with one unmet condition (the douc: 1 science icon) may be
    played; one with three unmet (the lion: 3 predator icons) is still refused under N-ANIM-3."""
    game, seat = turn("sponsors", level="II", reputation=6)
    game = holding(game, seat, WAZA_LARGE)
    play_all(game, "sponsors", Sponsor(WAZA_LARGE))
    assert question(game).kind == "place-building" and Pass() in game.legal_moves()
    count = len(game.state.players[seat].buildings)
    placed = Game.from_state(game.state)
    placed.play(next(m for m in placed.legal_moves() if isinstance(m, Build)))
    assert placed.state.players[seat].buildings[-1].type == "enclosure-5"
    game.play(Pass())
    assert len(game.state.players[seat].buildings) == count
    game, seat = turn("animals", slot=3)
    gs = game.state
    home = add_building(gs, seat, "enclosure-4").anchor
    plain = holding(Game.from_state(gs), seat, DOUC, 402, money=40)
    refused(animals_question(plain, seat), PlayAnimal(DOUC, home), "N-ANIM-3")
    game = with_sponsors(plain, seat, WAZA_LARGE)
    game.play("animals")
    assert PlayAnimal(DOUC, home) in game.legal_moves()
    refused(game, PlayAnimal(402, home), "N-ANIM-3")


# ------------------------------------------------------------------------ WAZA Special Assignment (ND-81)
def test_nd_s9_waza_special_assignment_marks_a_size_and_searches_the_deck() -> None:
    """ND-81: played at reputation 6 (level 6: strength 5 and an X token), the card asks small or large. Marking small
    turns up deck cards until the first animal of size 2 or less, which joins the hand; the cards turned up before it
    go face up on the discard pile. A size it does not offer is refused."""
    game, seat = turn("sponsors", reputation=6, x_tokens=1)
    game = holding(game, seat, WAZA_SPECIAL)
    play_all(game, "sponsors x1", Sponsor(WAZA_SPECIAL))
    assert question(game).kind == "waza-size"
    refused(game, Choose("middle"), "ND-81")
    deck, discard, hand = game.state.deck, game.state.discard, game.state.players[seat].hand
    first = next(i for i, n in enumerate(deck) if isinstance(c := card(n), AnimalCard) and c.size <= 2)
    game.play(Choose("small"))
    gs = game.state
    assert gs.players[seat].hand == (*hand, deck[first]) and gs.players[seat].size_choice == "small"
    assert gs.discard == discard + deck[:first]


def test_nd_s9_the_marked_size_gives_appeal_and_the_other_size_is_refused() -> None:
    """ND-81: with small marked, the wolf (size 4) is refused under ND-81 and the badger (size 2) gives 2 appeal more
    than without the mark."""
    results = []
    for marked in ("", "small"):
        game, seat = turn("animals", slot=3)
        gs = game.state
        home = add_building(gs, seat, "enclosure-4").anchor
        game = holding(Game.from_state(gs), seat, BADGER, WOLF, size_choice=marked, money=30)
        if marked:
            game = with_sponsors(game, seat, WAZA_SPECIAL)
            game.play("animals")
            refused(game, PlayAnimal(WOLF, home), "ND-81")
        else:
            game.play("animals")
        appeal = game.state.players[seat].appeal
        game.play(PlayAnimal(BADGER, home))
        results.append(game.state.players[seat].appeal - appeal)
    assert results[1] == results[0] + 2


# ---------------------------------------------------------------------- WAZA Small Animals Program (ND-82)
def test_nd_s10_waza_small_program_plays_one_more_small_animal_then_takes_one() -> None:
    """ND-82: Animals I at strength 3 allows one animal. After the badger (small) the turn would end; with WAZA Small
    Animals Program the fennec fox (small) from the hand may follow (the wolf, large, is refused under ND-82), then a
    small animal of the display (folder 6: out of reach by reputation, but the card names no range) is taken."""
    game, seat = turn("animals", slot=3)
    gs = game.state
    add_building(gs, seat, "enclosure-4")
    for n in (PORCUPINE,):
        take_out(gs, n)
    gs.display = (*gs.display[:5], PORCUPINE)
    plain = holding(Game.from_state(gs), seat, BADGER, 405, WOLF, money=40)
    plain.play("animals")
    plain.play(PlayAnimal(BADGER, (0, 9)))
    assert question(plain).kind != "waza-small-extra"
    game = with_sponsors(Game.from_state(gs), seat, WAZA_SMALL)
    game = holding(game, seat, BADGER, 405, WOLF, money=40)
    play_all(game, "animals", PlayAnimal(BADGER, (0, 9)))
    assert question(game).kind == "waza-small-extra" and Pass() in game.legal_moves()
    home = next(m.home for m in game.legal_moves() if isinstance(m, PlayAnimal))
    refused(game, PlayAnimal(WOLF, home), "ND-82")
    game.play(PlayAnimal(405, home))
    assert question(game).kind == "waza-small-take"
    gs = game.state
    refused(game, Take(next(f for f, n in enumerate(gs.display, 1) if n not in (PORCUPINE, *SMALL_ANIMALS))), "ND-82")
    game.play(Take(6))
    p = game.state.players[seat]
    assert {BADGER, 405} <= {a.card for a in p.animals} and PORCUPINE in p.hand


# --------------------------------------------------------------------------- Expert on Australia (ND-87)
def test_nd_s15_expert_on_australia_tucks_a_hand_card_for_2_appeal() -> None:
    """ND-87, N-ASSOC-7: taking an Australia partner zoo adds an Australia icon; Expert on Australia then offers to
    tuck a hand card under itself for 2 appeal. The card leaves the hand for good (still one of the game's cards);
    a card not in the hand is refused under ND-87, and ``pass`` keeps the hand."""
    game, seat = turn("association", slot=3)
    game = with_sponsors(game, seat, EXPERT_AUSTRALIA)
    play_all(game, "association", PartnerZoo("australia"))
    assert question(game).kind == "tuck-card" and Pass() in game.legal_moves()
    hand = game.state.players[seat].hand
    refused(game, Choose("tuck", "999"), "ND-87")
    passed = Game.from_state(game.state)
    passed.play(Pass())
    assert passed.state.players[seat].hand == hand
    appeal = game.state.players[seat].appeal
    game.play(Choose("tuck", str(hand[0])))
    p = game.state.players[seat]
    assert hand[0] not in p.hand and (EXPERT_AUSTRALIA, hand[0]) in p.tucked and p.appeal == appeal + 2
    assert sorted(game.state.zoo_cards()) == sorted(passed.state.zoo_cards())


# ---------------------------------------------------------------------------------- Okapi Stable (ND-86)
def test_nd_s14_okapi_stable_returns_a_token_to_play_a_sponsor_for_its_level() -> None:
    """ND-86: Okapi Stable (level 6) puts 3 tokens on itself; its own herbivore icon then offers to return one and
    play a sponsor of the hand for its level in money: Federal Grants (level 4, +3 money) costs 4. A sponsor offered
    from the display is refused under ND-86."""
    game, seat = turn("sponsors", x_tokens=1, money=20)
    game = holding(game, seat, OKAPI_STABLE, FEDERAL_GRANTS)
    game.play("sponsors x1")
    game.play(next(m for m in game.legal_moves() if isinstance(m, Sponsor) and m.card == OKAPI_STABLE))
    assert question(game).kind == "okapi-sponsor" and tokens_on(game.state, seat, OKAPI_STABLE) == 3
    assert {Sponsor(FEDERAL_GRANTS), Pass()} <= set(game.legal_moves())
    refused(game, Sponsor(FEDERAL_GRANTS, 1), "ND-86")
    money = game.state.players[seat].money
    game.play(Sponsor(FEDERAL_GRANTS))
    p = game.state.players[seat]
    assert FEDERAL_GRANTS in p.sponsors and p.money == money - 4 + 3
    assert tokens_on(game.state, seat, OKAPI_STABLE) == 2


# ------------------------------------------------------------------------------------ seeded 2-player games
def prepared(seed: int, number: int) -> Game:
    """A seeded 2-player game right after setup in which the player to move holds sponsor ``number`` and meets its
    conditions: the Sponsors card in slot 5 (upgraded if the card needs Sponsors II), the reputation it asks, its
    partner zoos and science icons, an X token for a level-6 card."""
    game = started(2, seed)
    gs, seat = game.state, game.current_index
    c = sponsor(number)
    p = gs.players[seat]
    take_out(gs, number)
    p.hand = (*p.hand, number)
    p.action_cards = (*(a for a in p.action_cards if a != "sponsors"), "sponsors")
    if "sponsors_ii" in c.requirements:
        p.upgraded = (*p.upgraded, "sponsors")
    p.reputation = max(p.reputation, c.min_reputation or 0)
    p.x_tokens = max(p.x_tokens, c.level - 5)
    zoos = c.requirements.count("partner_zoo")
    p.partner_zoos = gs.offer_partner_zoos[:zoos]
    gs.offer_partner_zoos = gs.offer_partner_zoos[zoos:]
    if "science" in c.requirements:
        p.universities = ("science-2",)
        gs.offer_universities = tuple(u for u in gs.offer_universities if u != "science-2")
    return Game.from_state(gs)


def eager(game: Game, number: int, rng: random.Random) -> Move:
    """A seeded random player that plays sponsor ``number`` as soon as it can (choosing Sponsors with every X token)."""
    moves = game.legal_moves()
    plays = [m for m in moves if isinstance(m, Sponsor) and m.card == number]
    if plays:
        return plays[0]
    if not any(number in p.sponsors for p in game.state.players):
        actions = [m for m in moves if isinstance(m, ChooseAction) and m.card == "sponsors"]
        if actions:
            return max(actions, key=lambda m: m.x)
    return moves[rng.randrange(len(moves))]


@pytest.mark.parametrize("number", NEW)
def test_n_spon_2_every_new_sponsor_is_played_in_a_seeded_2_player_game(number: int) -> None:
    """N-SPON-2, ND-53: in a seeded 2-player game the sponsor is played (from a position where its player holds it and
    meets its conditions), with no ND-53 notice, and the game then goes on for 120 moves of seeded random play with
    every invariant checked after every move. At most 5 seeds are tried."""
    for seed in range(5):
        game, rng = prepared(seed, number), random.Random(seed)
        pool = game.state.zoo_cards()
        played_at = None
        for k in range(200):
            if game.phase == "over" or (played_at is not None and k > played_at + 120):
                break
            events = game.play(eager(game, number, rng))
            assert not any(e.rule == "ND-53" for e in events)
            check_invariants(game.state, pool)
            if played_at is None and any(number in p.sponsors for p in game.state.players):
                played_at = k
        if played_at is not None:
            return
    pytest.fail(f"sponsor {number} was not played in seeds 0-4")


def test_every_sponsor_is_executed() -> None:
    """ND-53: the coverage ledger lists every one of the 64 sponsors as executed, these twenty included."""
    from arkwidgets.nova.rules import load
    from arkwidgets.nova.rules.sponsor_effects import missing_effects

    load()
    assert {number: missing_effects(number) for number in range(201, 265) if missing_effects(number)} == {}
