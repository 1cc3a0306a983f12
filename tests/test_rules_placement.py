"""Placing a card, P-1 … P-7 of rules.md: each rule holding, and each refusal carrying its id and a message that
names the cards and numbers. Most positions are plain arks (``Ark.check`` / ``Ark.place``); P-7's disc and display
sides need a game."""

from __future__ import annotations

import pytest
from rulehelpers import accepted, event, ids, make_game, message_for, refused

import arkwidgets as ark


def legal(ark_text: str, card: str, cabin: str, tilt_after: int | None = None):
    a = ark.Ark.parse(ark_text)
    v = a.check(card, cabin)
    assert v.legal, f"{card}@{cabin} in {ark_text}: {v}"
    if tilt_after is not None:
        assert v.tilt_after == tilt_after
    placed = a.place(card, cabin)
    assert ark.card(card) in placed.cabins[cabin]
    assert str(a) == ark_text or ark.Ark.parse(ark_text) == a, "the original ark is never changed"
    return placed


def illegal(ark_text: str, card: str, cabin: str, rule: str, *words: str, only: bool = True):
    a = ark.Ark.parse(ark_text)
    v = a.check(card, cabin)
    assert not v.legal and rule in v.rules, f"{card}@{cabin} in {ark_text}: expected {rule}, got {v}"
    if only:
        assert v.rules == (rule,), f"only {rule} should be broken: {v}"
    text = message_for(v, rule)
    for w in words:
        assert w in text, f"{rule} message {text!r} should mention {w!r}"
    with pytest.raises(ark.IllegalPlacement) as info:
        a.place(card, cabin)
    assert rule in info.value.rules
    assert ark.Ark.parse(ark_text) == a
    return v


# ---------------------------------------------------------------------------------------------------- P-1
def test_P1_a_cabin_holds_up_to_three_cards():
    placed = legal("T: sheep+donkey / B: horse", "hen", "T1", tilt_after=0)
    assert len(placed.cabins["T1"]) == 3


def test_P1_refusal_fourth_card():
    illegal("T: sheep+donkey+hen / B: horse", "porcupine", "T1", "P-1", "T1", "3", "sheep", "donkey", "hen")


# ---------------------------------------------------------------------------------------------------- P-2
def test_P2_hot_and_cold_never_share():
    illegal("T: zebra / B: reindeer", "mountain-goat", "T1", "P-2", "mountain goat", "zebra", "cold", "hot")
    illegal("T: reindeer / B: zebra", "okapi", "T1", "P-2", "okapi", "reindeer")


def test_P2_any_climate_shares_with_either():
    legal("T: zebra / B: reindeer", "donkey", "T1", tilt_after=2)
    legal("T: zebra / B: reindeer", "donkey", "B1", tilt_after=-2)
    legal("T: donkey / B: sheep, cow", "reindeer", "T1", tilt_after=0)


def test_P2_an_any_animal_does_not_let_hot_and_cold_meet():
    illegal("T: donkey+zebra / B: horse, sheep", "arctic-hare", "T1", "P-2", "zebra")


def test_P2_food_climate_engine_reading():
    """AMBIGUITY: P-2 speaks of hot and cold *animals*, but food cards print a climate too. The engine applies
    P-2 to food as well: hot fruit and a cold polar bear may not share a cabin. 'any' food goes anywhere."""
    illegal("T: fruit / B: cow", "polar-bear", "T1", "P-2", "fruit")
    legal("T: dried-meat / B: cow", "polar-bear", "T1", tilt_after=2)


# ---------------------------------------------------------------------------------------------------- P-3
def test_P3_disc_moves_toward_the_heavier_half_by_the_weight_placed():
    a = ark.Ark.parse("T: donkey / B: sheep")
    assert a.tilt == 1
    assert a.check("cow", "B1").tilt_after == 1 - 3
    assert a.place("cow", "B1").tilt == -2
    assert a.check("hen", "T1").tilt_after == 1
    assert a.check("gazelle", "T2").tilt_after == 2  # a new cabin counts in its half too
    assert a.place("gazelle", "T2").weight("top") == 3


def test_P3_refusal_off_the_track_either_way():
    illegal("T: donkey / B: sheep", "cow", "T1", "P-3", "+4", "+1", "3")
    illegal("T: sheep / B: donkey", "rhinoceros", "B1", "P-3", "-5")
    illegal("T: sheep / B: donkey", "zebra", "B2", "P-3", "-3")


# ---------------------------------------------------------------------------------------------------- P-4
def test_P4_carnivore_strictly_lighter_than_every_animal_is_fine():
    legal("T: elephant / B: hippopotamus, donkey", "lion", "T1", tilt_after=1)


def test_P4_carnivore_cannot_enter_with_a_lighter_animal():
    illegal("T: zebra / B: camel", "lion", "T1", "P-4", "lion (3)", "zebra (2)", "lighter")


def test_P4_even_equal_weight_is_forbidden():
    illegal("T: giraffe / B: camel, sheep", "lion", "T1", "P-4", "lion (3)", "giraffe (3)")


def test_P4_other_direction_animal_cannot_join_an_equal_or_heavier_carnivore():
    illegal("T: lion / B: camel", "donkey", "T1", "P-4", "donkey (2)", "lion (3)", "carnivore")
    illegal("T: lion / B: camel, sheep", "horse", "T1", "P-4", "horse (3)", "lion (3)")
    legal("T: lion / B: camel, donkey", "elephant", "T1", tilt_after=2)


def test_P4_omnivore_obeys_the_same_rule_both_ways():
    illegal("T: sheep / B: cow", "pig", "T1", "P-4", "pig (2)", "sheep (1)")
    illegal("T: donkey / B: cow", "pig", "T1", "P-4", "pig (2)", "donkey (2)")
    legal("T: cow / B: horse, sheep", "pig", "T1", tilt_after=1)
    illegal("T: pig / B: horse", "sheep", "T1", "P-4", "sheep (1)", "pig (2)", "omnivore")
    legal("T: pig / B: horse", "cow", "T1", tilt_after=2)


def test_P4_at_most_one_carnivore_or_omnivore_per_cabin():
    illegal("T: elephant+tiger / B: hippopotamus, horse", "dog", "T1", "P-4", "dog", "tiger", "at most one")
    illegal("T: elephant+tiger / B: hippopotamus, horse", "pig", "T1", "P-4", "pig", "tiger")
    illegal("T: elephant+pig / B: hippopotamus, horse", "hen", "T1", "P-4", "hen", "pig")


def test_P4_food_is_not_an_animal_and_does_not_count():
    legal("T: dried-meat / B: cow", "lion", "T1", tilt_after=2)
    legal("T: lion / B: cow, sheep", "dried-meat", "T1", tilt_after=1)


def test_P4_hedgehog_and_turtle_are_exempt_A2():
    # both directions, and even at equal weight (turtle 1, skunk 1)
    legal("T: tiger / B: cow", "hedgehog", "T1", tilt_after=0)
    legal("T: hedgehog / B: donkey", "tiger", "T1", tilt_after=1)
    legal("T: lion / B: camel", "turtle", "T1", tilt_after=1)
    legal("T: turtle / B: donkey", "lion", "T1", tilt_after=2)
    legal("T: turtle / B: sheep", "skunk", "T1", tilt_after=1)


def test_P4_exempt_animal_does_not_open_the_cabin_to_a_second_predator():
    illegal("T: hedgehog+tiger / B: cow", "dog", "T1", "P-4", "dog", "tiger")


# ---------------------------------------------------------------------------------------------------- P-5
def test_P5_herbivore_never_shares_with_food_both_ways():
    illegal("T: fruit / B: sheep", "zebra", "T1", "P-5", "zebra", "herbivore", "fruit")
    illegal("T: zebra / B: donkey", "fruit", "T1", "P-5", "fruit", "zebra")


def test_P5_omnivore_never_shares_with_food():
    illegal("T: hay / B: donkey", "pig", "T1", "P-5", "pig", "omnivore", "hay")
    illegal("T: pig / B: donkey", "grain", "T1", "P-5", "grain", "pig")


def test_P5_exempt_animals_still_obey_P5():
    illegal("T: hay / B: donkey", "hedgehog", "T1", "P-5", "hedgehog", "hay")


def test_P5_carnivore_and_food_may_share():
    legal("T: dried-meat / B: cow", "lion", "T1")
    legal("T: dried-meat / B: cow", "hay", "T1", tilt_after=1)  # food with food


# ---------------------------------------------------------------------------------------------------- P-6
def test_P6_shy_animal_cannot_enter_a_cabin_holding_a_carnivore():
    # the penguin (1) is lighter than the mountain goat (2): P-4 is fine, only P-6 speaks
    illegal("T: penguin / B: llama", "mountain-goat", "T1", "P-6", "mountain goat", "shy", "penguin")


def test_P6_shy_animal_cannot_go_next_to_a_carnivore():
    illegal("T: lion, elephant / B: hippopotamus, camel", "zebra", "T2", "P-6", "zebra", "next to", "lion", "T1")


def test_P6_shy_animal_cannot_open_a_new_cabin_next_to_a_carnivore():
    illegal("T: elephant, lion / B: hippopotamus, camel", "gazelle", "T3", "P-6", "next to", "lion", "T2")


def test_P6_shy_animal_cannot_go_opposite_a_carnivore():
    illegal("T: donkey / B: lion", "zebra", "T1", "P-6", "opposite", "lion", "B1")


def test_P6_diagonal_is_fine():
    legal("T: donkey, cow / B: sheep, lion", "gazelle", "T1", tilt_after=2)


def test_P6_omnivores_do_not_count():
    legal("T: donkey, pig / B: sheep, cow", "gazelle", "T1", tilt_after=1)
    legal("T: hen / B: sheep", "gazelle", "T1", tilt_after=0)


def test_P6_the_shy_animals_own_diet_does_not_matter():
    illegal("T: penguin, llama / B: reindeer, sheep", "otter", "T2", "P-6", "otter", "penguin")
    illegal("T: penguin, llama / B: reindeer, sheep", "fox", "T2", "P-6", "fox", "penguin")


def test_P6_a_carnivore_may_later_join_or_neighbour_a_shy_animal_which_stays():
    after = legal("T: zebra / B: camel", "lion", "T2", tilt_after=2)
    assert ark.card("zebra") in after.cabins["T1"]
    after = legal("T: zebra / B: camel", "dog", "B1", tilt_after=-2)  # opposite
    assert ark.card("zebra") in after.cabins["T1"]
    after = legal("T: deer / B: sheep", "dog", "T1", tilt_after=2)  # into the shy animal's own cabin
    assert after.cabins["T1"] == (ark.card("deer"), ark.card("dog"))


def test_P6_non_shy_animals_are_not_limited():
    legal("T: lion, elephant / B: hippopotamus, camel", "donkey", "B3")
    legal("T: donkey / B: lion", "sheep", "T1")


def test_P_every_broken_rule_is_reported():
    """check() reports every broken rule, not just the first."""
    v = ark.Ark.parse("T: polar-bear+nuts+fish / B: cow, donkey").check("zebra", "T1")
    assert set(v.rules) == {"P-1", "P-2", "P-4", "P-5", "P-6"}
    assert v.tilt_after == 2


# ---------------------------------------------------------------------------------------------------- P-7
def test_P7_new_cabin_at_the_end_of_either_half():
    a = ark.Ark.parse("T: porcupine, donkey / B: llama")
    assert a.new_cabins() == ("T3", "B2")
    top = legal(str(a), "sheep", "T3")
    assert list(top.cabins)[:3] == ["T1", "T2", "T3"] and top.cabins["T3"] == (ark.card("sheep"),)
    bottom = legal(str(a), "sheep", "B2")
    assert bottom.cabins["B2"] == (ark.card("sheep"),)


def test_P7_refusal_a_cabin_that_is_not_next_in_line_D1():
    illegal("T: porcupine, donkey / B: llama", "sheep", "T4", "P-7", "T4", "T3", "D-1")
    illegal("T: porcupine, donkey / B: llama", "sheep", "B3", "P-7", "B3", "B2")


def test_P7_opening_costs_a_disc_to_the_right_hand_neighbour_and_takes_a_display_card():
    g = make_game(hands={0: ["deer"]}, display=["hay", "grain", "nuts"], deck_top=["fish"], discs=[4, 4, 4])
    events = accepted(g, "play deer@T3 take grain")
    assert [p.discs for p in g.players] == [3, 4, 5], "Ann's right-hand neighbour is Cleo (D-2)"
    assert ids(g.players[0].hand) == ["grain"]
    assert event(events, "open").rule == "P-7" and event(events, "open").data["to"] == "Cleo"
    assert event(events, "take").rule == "P-7"
    assert ids(g.display) == ["hay", "nuts", "fish"], "refilled at the end of the turn"


def test_P7_the_player_chooses_which_display_card():
    for _k, choice in enumerate(("hay", "grain", "nuts")):
        g = make_game(hands={0: ["deer"]}, display=["hay", "grain", "nuts"])
        g.play(f"play deer@T3 take {choice}")
        assert ids(g.players[0].hand) == [choice]
    g = make_game(hands={0: ["deer"]}, display=["hay", "grain", "nuts"])
    takes = {m.placements[0].take for m in g.legal_moves() if isinstance(m, ark.Play) and m.placements[0].cabin == "T3"}
    assert takes == {"hay", "grain", "nuts"}


def test_P7_refusal_opening_without_a_disc():
    g = make_game(hands={0: ["deer"]}, discs=[0, 4, 4])
    refused(g, "play deer@T3 take hay", "P-7", "T3", "Ann", "0")
    accepted(g, "play deer@T1")


def test_P7_refusal_opening_must_name_the_display_card():
    g = make_game(hands={0: ["deer"]}, display=["hay", "grain", "nuts"])
    refused(g, "play deer@T3", "P-7", "take", "hay", "grain", "nuts")
    refused(g, "play deer@T3 take fish", "P-7", "fish", "not in the display")


def test_P7_second_opening_chooses_among_the_cards_left_and_display_refilled_only_at_the_end():
    g = make_game(hands={0: ["deer", "gazelle"]}, display=["hay", "grain", "nuts"], deck_top=["fish", "fruit"])
    refused(g, "play deer@T3 take hay, gazelle@B3 take hay", "P-7", "hay", "grain, nuts")
    # the display is not refilled between the two openings: the top card is not on offer yet
    refused(g, "play deer@T3 take hay, gazelle@B3 take fish", "P-7", "fish")
    accepted(g, "play deer@T3 take hay, gazelle@B3 take nuts")
    assert ids(g.players[0].hand) == ["hay", "nuts"]
    assert ids(g.display) == ["grain", "fish", "fruit"]
    assert [p.discs for p in g.players] == [2, 4, 6]


def test_P7_second_opening_needs_a_second_disc():
    g = make_game(hands={0: ["deer", "gazelle"]}, discs=[1, 4, 4])
    refused(g, "play deer@T3 take hay, gazelle@B3 take grain", "P-7", "B3", "0")


def test_P7_card_taken_at_once_can_be_the_second_card():
    """Engine reading of "at once take one card ... into your hand": the taken card is in hand straight away, so it
    may be the turn's second card."""
    g = make_game(hands={0: ["deer"]}, display=["gazelle", "grain", "nuts"])
    accepted(g, "play deer@T3 take gazelle, gazelle@B2")
    assert ark.card("gazelle") in g.ark.cabins["B2"]


def test_P7_refusal_take_without_opening():
    g = make_game(hands={0: ["deer"]})
    refused(g, "play deer@T1 take hay", "P-7", "T1", "already exists")


def test_P6_opening_a_cabin_opposite_a_carnivore_in_the_longer_half():
    illegal("T: camel / B: sheep, dog", "gazelle", "T2", "P-6", "opposite", "dog", "B2")


def test_P7_opening_with_an_empty_display_takes_nothing():
    g = make_game(hands={0: ["deer"]}, display=[], leftover_to=1)
    refused(g, "play deer@T3 take hay", "P-7", "hay", "empty")
    accepted(g, "play deer@T3")
    assert g.players[0].discs == 3 and ids(g.players[0].hand) == []


def test_P_rules_hold_on_the_ark_throughout_random_games():
    """Every placement must leave P-1 … P-5 true, so a real game's ark never breaks them (P-6 limits only the shy
    animal's own placement, so it is not an invariant)."""
    import random

    for seed in range(10):
        g = ark.Game.new(3 + seed % 3, seed=100 + seed)
        rng = random.Random(seed)
        while g.phase != "over":
            g.play(g.random_move(rng))
            assert -2 <= g.ark.tilt <= 2
            assert g.ark.tilt == g.ark.weight("top") - g.ark.weight("bottom")
            assert all(1 <= len(c) <= 3 for c in g.ark.cabins.values())
            assert g.ark.problems() == []
            g.snapshot().validate(g.deck)
