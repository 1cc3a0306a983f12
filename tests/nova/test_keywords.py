"""The keyword abilities the rulebook explains (N-KEY-1 … -6) and the interactive effects (N-EFF-7, N-APP-4,
N-ANIM-17, ND-52), played through the public game.

Scavenging, Snapping, Venom and Constriction are executed (Venom and Constriction in detail in
``test_interactive_animals.py``); so are the solo boxes which replace the interactive ones in a solo game (N-KEY-6,
N-SOLO-5).
"""

from __future__ import annotations

from arkwidgets import nova
from arkwidgets.nova.moves import Build, Discard, Keep, Pass, PlayAnimal, Take
from arkwidgets.nova.rules.abilities import INTERACTIVE, abilities_in_play, missing_keywords

from .helpers import animal, at_turn, question
from .test_animals import ENCLOSURE, SIZE_1, animals_turn

MARABOU = 496  # size 3, Scavenging 2
CHAMELEON = 477  # size 1, Snapping 1
ANACONDA = 482  # Constriction; solo box: Clever
PLATYPUS = 449  # Venom 1; solo box: Inventive 1


def test_n_key_1_scavenging_draws_from_the_shuffled_discard_pile_and_keeps_one() -> None:
    game, seat = animals_turn(slot=3, hand=(MARABOU,))
    gs = game.state
    pile = gs.discard
    assert len(pile) >= 2
    game.play("animals")
    events = game.play(PlayAnimal(MARABOU, ENCLOSURE))
    assert any(e.rule == "N-KEY-1" for e in events)
    d = question(game)
    assert d.kind == "keep" and d["count"] == 1 and len(d["cards"]) == 2 and set(d["cards"]) <= set(pile)
    assert d["rule"] == "N-KEY-1"
    assert game.check(Keep(tuple(d["cards"]))).rules  # keep exactly one
    kept, other = d["cards"]
    game.play(Keep((kept,)))
    p = game.state.players[seat]
    assert kept in p.hand and other in game.state.discard and kept not in game.state.discard
    assert len(game.state.discard) == len(pile) - 1


def test_n_key_2_snapping_takes_a_display_card_from_any_folder_for_free() -> None:
    game, seat = animals_turn(slot=3, hand=(CHAMELEON,), reputation=1)  # reputation 1 reaches folder 1 only
    game.play("animals")
    money = game.state.players[seat].money - animal(CHAMELEON).cost
    game.play(PlayAnimal(CHAMELEON, SIZE_1.anchor))
    assert (question(game).kind, question(game)["rule"], question(game)["count"]) == ("snap-card", "N-KEY-2", 1)
    far = game.state.display[5]
    moves = game.legal_moves()
    assert any(str(m) == "snap 6" for m in moves), [str(m) for m in moves]
    assert Take(6) not in moves  # a take would need the reputation range: snapping ignores it
    game.play("snap 6")
    p = game.state.players[seat]
    assert far in p.hand and p.money == money  # no money for the folder


def test_n_key_4_n_key_5_n_eff_7_venom_and_constriction_are_executed_nd_52() -> None:
    """N-KEY-4, N-KEY-5, N-EFF-7, N-APP-4, N-ANIM-17, ND-52 (revised): every animal with an interactive keyword is
    executed and in the default deck; played, the Anaconda's Constriction acts instead of an ND-53 notice (here on
    nobody: the other zoo has less than 5 appeal, and an event says so)."""
    interactive = [a for a in nova.coverage() if a.kind == "animal"
                   and any(ab.keyword in INTERACTIVE for ab in animal(a.number).abilities)]
    assert {ab.keyword for a in interactive for ab in animal(a.number).abilities} >= set(INTERACTIVE)
    deck = set(nova.executed_deck())
    for a in interactive:
        assert a.executed and a.number in deck, a
    game, seat = animals_turn(slot=3, hand=(ANACONDA,), partner_zoos=("americas",))
    game.play("animals")
    events = game.play(PlayAnimal(ANACONDA, ENCLOSURE))  # size 3 next to water: fits the size-2 snake
    assert not any(e.rule == "ND-53" for e in events)
    assert any(e.rule in ("N-KEY-4", "N-EFF-7") for e in events)
    assert ANACONDA in {a.card for a in game.state.players[seat].animals}


def test_n_key_6_n_solo_5_a_solo_box_replaces_the_interactive_ability() -> None:
    """N-KEY-6: in a solo game the Anaconda's Constriction is replaced by its solo box (Clever), which is executed;
    the Platypus's Venom by Inventive 1 (gain 1 X token)."""
    anaconda, platypus = animal(ANACONDA), animal(PLATYPUS)
    assert [a.keyword for a in abilities_in_play(anaconda, solo=True)] == ["Clever"]
    assert [a.keyword for a in abilities_in_play(anaconda, solo=False)] == ["Constriction"]
    assert missing_keywords(ANACONDA) == () and missing_keywords(ANACONDA, solo=True) == ()
    assert ANACONDA in nova.executed_deck(solo=True) and ANACONDA in nova.executed_deck()
    assert [(a.keyword, a.level) for a in abilities_in_play(platypus, solo=True)] == [("Inventive", 1)]


MACAW = 508  # size 1, needs a partner zoo; Posturing 3
ELEPHANT = 426  # size 5, needs Animals II; Resistance


def test_nd_63_posturing_builds_up_to_x_kiosks_or_pavilions_for_free_and_may_stop() -> None:
    game, seat = animals_turn(slot=3, hand=(MACAW,), partner_zoos=("americas",))
    game.play("animals")
    game.play(PlayAnimal(MACAW, SIZE_1.anchor))
    before = game.state.players[seat]
    d = question(game)
    assert (d.kind, d["left"], d["rule"]) == ("place-building", 3, "ND-63")
    moves = game.legal_moves()
    kinds = {m.kind for m in moves if isinstance(m, Build)}
    assert Pass() in moves and "pavilion" in kinds and kinds <= {"kiosk", "pavilion"}  # kiosks keep N-BUILD-10
    pavilion = next(m for m in moves if isinstance(m, Build) and m.kind == "pavilion")
    assert "N-BUILD-18" in game.check(Build("enclosure-1", pavilion.hex)).rules  # only a kiosk or a pavilion
    game.play(pavilion)
    p = game.state.players[seat]
    assert p.money >= before.money  # the pavilion costs nothing
    assert p.appeal >= before.appeal + 1  # N-BUILD-14: a pavilion's appeal
    while question(game).kind != "place-building":  # a placement bonus the pavilion covered is asked first
        game.play(game.legal_moves()[0])
    assert question(game)["left"] == 2
    game.play(Pass())
    assert question(game).kind != "place-building"
    assert sum(b.type == "pavilion" for b in game.state.players[seat].buildings) == 1


def test_nd_43_a_free_bonus_building_cannot_be_declined() -> None:
    from arkwidgets.nova import Decision

    from .helpers import asking, started

    gs = started(2, 5).state
    seat = gs.current
    game = asking(gs, Decision("place-building", seat, types=("enclosure-2",), rule="N-BUILD-13"))
    assert game.check(Pass()).rules == ("ND-43",)
    assert Pass() not in game.legal_moves()


def test_nd_63_resistance_draws_two_final_cards_and_keeps_one_of_them() -> None:
    from .test_animals import SIZE_2, placement

    big = placement("enclosure-5", avoid=SIZE_1.cells | SIZE_2.cells, buildings=(SIZE_1, SIZE_2))
    game, seat = animals_turn(slot=4, level="II", hand=(ELEPHANT,), extra=(SIZE_1, SIZE_2, big))
    own = game.state.players[seat].final_cards
    top = game.state.final_deck[:2]
    game.play("animals")
    game.play(PlayAnimal(ELEPHANT, big.anchor))
    while question(game).kind != "final-discard":
        game.play(game.legal_moves()[0])
    assert game.legal_moves() == [Discard(c) for c in top]  # one of the two drawn, never an old one
    assert game.check(Discard(own[0])).rules == ("ND-63",)
    game.play(Discard(top[1]))
    s = game.state
    assert s.players[seat].final_cards == (*own, top[0]) and s.final_deck[-1] == top[1]


CASSOWARY = 516  # size 3, needs a partner zoo; Multiplier (build)


def test_nd_64_multiplier_puts_a_token_on_the_named_action_card() -> None:
    game, seat = animals_turn(slot=3, hand=(CASSOWARY,), partner_zoos=("australia", "asia"))
    game.play("animals")
    events = game.play(PlayAnimal(CASSOWARY, ENCLOSURE))
    assert ("build", "multiplier") in game.state.players[seat].card_tokens
    assert any(e.rule == "ND-64" and e.kind == "multiplier" for e in events)


def test_nd_64_a_multiplied_action_runs_twice_at_the_same_strength_and_the_token_goes() -> None:
    from .test_cards_action import cards_turn

    game, seat = cards_turn(slot=3)
    gs = game.state
    gs.players[seat].card_tokens = (("cards", "multiplier"),)
    game = at_turn(gs, seat)
    hand = len(game.state.players[seat].hand)
    events = game.play("cards")
    assert ("cards", "multiplier") not in game.state.players[seat].card_tokens
    draws = 0
    while game.turn_player == seat and game.phase != "over":
        d = question(game)
        if d.kind == "cards":
            draws += 1
        events += game.play(game.legal_moves()[0])
    assert draws == 2  # the Cards question was asked twice
    assert any(e.rule == "ND-64" and "second time" in str(e) for e in events)
    assert len(game.state.players[seat].hand) == hand + 2 * 1  # strength 3: draw 2, discard 1 — twice


def test_nd_64_the_multiplier_tile_lets_its_player_choose_the_card() -> None:
    from arkwidgets.nova import Decision
    from arkwidgets.nova.moves import Choose

    from .helpers import asking, started

    gs = started(2, 5).state
    seat = gs.current
    game = asking(gs, Decision("multiplier-card", seat, rule="N-CP-4"))
    assert len(game.legal_moves()) == 5 and Choose("multiplier", "sponsors") in game.legal_moves()
    assert game.check(Choose("multiplier", "zebra")).rules == ("ND-64",)
    game.play(Choose("multiplier", "sponsors"))
    assert ("sponsors", "multiplier") in game.state.players[seat].card_tokens


LAMA = 439  # size 2 herbivore, Flock Animal 2
REINDEER = 438  # size 3 herbivore, Flock Animal 3


def test_nd_65_a_flock_animal_shares_an_occupied_enclosure_holding_a_herbivore() -> None:
    from arkwidgets.nova.state import ZooAnimal

    from .test_animals import SIZE_2

    # the size-3 start enclosure holds a Lama (a herbivore): the Reindeer (Flock Animal 3) may join it
    game, seat = animals_turn(slot=3, hand=(REINDEER,), animals=(ZooAnimal(LAMA, ENCLOSURE),))
    game.play("animals")
    assert PlayAnimal(REINDEER, ENCLOSURE) in game.legal_moves()
    game.play(PlayAnimal(REINDEER, ENCLOSURE))
    assert {a.card for a in game.state.players[seat].animals if a.home == ENCLOSURE} == {LAMA, REINDEER}
    # a Lama (Flock Animal 2) may not join the size-2 enclosure of a predator, and names the rule
    game, seat = animals_turn(slot=3, hand=(LAMA,), animals=(ZooAnimal(410, SIZE_2.anchor),))
    game.play("animals")
    verdict = game.check(PlayAnimal(LAMA, SIZE_2.anchor))
    assert verdict.rules == ("ND-65",) and "herbivore" in verdict.violations[0].message


def test_n_anim_6_an_animal_without_flock_still_goes_alone() -> None:
    from arkwidgets.nova.state import ZooAnimal

    game, _ = animals_turn(slot=3, hand=(410,), animals=(ZooAnimal(LAMA, SIZE_1.anchor),))
    game.play("animals") if any(str(m).startswith("animals") for m in game.legal_moves()) else None
    assert "N-ANIM-6" in game.check(PlayAnimal(410, SIZE_1.anchor)).rules


EAGLE = 505  # size 4 next to water, Animals II; Determination
EMU = 514  # size 5, needs 2 Australia icons; Peacocking
DINGO = 424  # an Australian animal


def test_nd_66_determination_carries_out_one_other_action_after_the_action() -> None:
    from arkwidgets.nova.moves import ChooseAction

    from .test_animals import SIZE_2, placement

    big = placement("enclosure-4", water=1, avoid=SIZE_1.cells | SIZE_2.cells, buildings=(SIZE_1, SIZE_2))
    game, seat = animals_turn(slot=5, level="II", hand=(EAGLE,), extra=(SIZE_1, SIZE_2, big))
    game.play("animals")
    game.play(PlayAnimal(EAGLE, big.anchor))
    while question(game).kind != "other-action":
        assert game.turn_player == seat, "the turn ended without the Determination question"
        game.play(Pass() if Pass() in game.legal_moves() else game.legal_moves()[0])
    cards = game.state.players[seat].action_cards
    assert cards[0] == "animals"  # the used card is in slot 1 before the after-effect (N-EFF-2)
    offered = [m for m in game.legal_moves() if isinstance(m, ChooseAction)]
    assert offered and all(m.card != "animals" for m in offered) and Pass() in game.legal_moves()
    assert game.check(ChooseAction("animals")).rules == ("ND-66",)
    choice = next(m for m in offered if m.card == "cards") if ChooseAction("cards") in offered else offered[0]
    slot = cards.index(choice.card) + 1
    events = game.play(choice)
    assert any(e.rule == "ND-66" and f"strength {slot}" in e.text for e in events)


def test_nd_66_peacocking_builds_a_free_large_bird_aviary() -> None:
    from arkwidgets.nova.state import ZooAnimal

    from .test_animals import SIZE_2, placement

    big = placement("enclosure-5", avoid=SIZE_1.cells | SIZE_2.cells, buildings=(SIZE_1, SIZE_2))
    game, seat = animals_turn(slot=5, hand=(EMU,), extra=(SIZE_1, SIZE_2, big), partner_zoos=("australia",),
                              animals=(ZooAnimal(DINGO, SIZE_2.anchor),))
    money = game.state.players[seat].money
    game.play("animals")
    game.play(PlayAnimal(EMU, big.anchor))
    assert question(game).kind == "place-building" and question(game)["types"] == ("large-bird-aviary",)
    assert Pass() not in game.legal_moves()  # "if possible": it must be placed when it fits
    game.play(game.legal_moves()[0])
    p = game.state.players[seat]
    assert any(b.type == "large-bird-aviary" for b in p.buildings)
    assert p.money >= money - animal(EMU).cost  # the aviary itself cost nothing
