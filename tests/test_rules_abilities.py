"""Special animals, A-1 … A-8 of rules.md (and D-9, evictions judged after the swap), played in real games."""

from __future__ import annotations

import pytest
from rulehelpers import accepted, check_accounting, event, ids, make_game, refused

import arkwidgets as ark

# discs [4, 9, 9] leave the reserve empty; [4, 9, 8] leave one disc in it
EMPTY_RESERVE = [4, 9, 9]
ONE_IN_RESERVE = [4, 9, 8]


def moves_of(g):
    return {str(m) for m in g.legal_moves()}


# ----------------------------------------------------------------------------------------------------
def test_A1_fox_takes_two_discs_from_the_reserve():
    g = make_game(hands={0: ["fox"]})
    assert g.reserve == 10
    events = accepted(g, "play fox@T2")
    assert g.players[0].discs == 6 and g.reserve == 8
    fox = event(events, "fox")
    assert fox.rule == "A-1" and fox.data["discs"] == 2
    check_accounting(g)


def test_A1_fox_takes_fewer_when_the_reserve_is_short():
    g = make_game(hands={0: ["fox"]}, discs=ONE_IN_RESERVE)
    events = accepted(g, "play fox@T2")
    assert g.players[0].discs == 5 and g.reserve == 0
    assert event(events, "fox").data["discs"] == 1
    g = make_game(hands={0: ["fox"]}, discs=EMPTY_RESERVE)
    events = accepted(g, "play fox@T2")
    assert g.players[0].discs == 4 and g.reserve == 0
    assert event(events, "fox").data["discs"] == 0
    check_accounting(g)


def test_A1_fox_ability_may_be_declined():
    g = make_game(hands={0: ["fox"]})
    assert {"play fox@T2", "play fox@T2 plain"} <= moves_of(g)
    accepted(g, "play fox@T2 plain")
    assert g.players[0].discs == 4 and g.reserve == 10
    assert g.tokens("shy")["Ann"] == (1, 0)


def test_A1_plain_is_refused_for_an_animal_without_that_ability():
    g = make_game(hands={0: ["deer"]})
    v = refused(g, "play deer@T1 plain", "D-10", "deer")
    assert v.rules == ("D-10",)


# ----------------------------------------------------------------------------------------------------
def test_A2_hedgehog_and_turtle_share_with_any_carnivore_in_a_game():
    g = make_game("T: tiger / B: cow", hands={0: ["hedgehog"], 1: ["turtle"]})
    accepted(g, "play hedgehog@T1")
    assert g.ark.cabins["T1"] == (ark.card("tiger"), ark.card("hedgehog"))
    g = make_game("T: lion / B: camel", hands={0: ["turtle"]})
    accepted(g, "play turtle@T1")


# ----------------------------------------------------------------------------------------------------
def test_A3_mosquito_evicts_an_animal_of_weight_2():
    g = make_game("T: zebra / B: sheep", hands={0: ["mosquito"]})
    events = accepted(g, "play mosquito@T1 evict zebra")
    assert g.ark.cabins["T1"] == (ark.card("mosquito"),)
    assert g.ark.tilt == -1
    assert ids(g.evicted) == ["zebra"]
    ev = event(events, "evict")
    assert ev.rule == "A-3" and ev.data["evicted"] == "zebra"
    assert g.tokens("shy")["Ann"] == (2, 0)  # one for the mosquito (T-3), one for the zebra
    check_accounting(g)


@pytest.mark.parametrize("victim, weight", [("camel", "3"), ("gazelle", "1"), ("elephant", "4")])
def test_A3_refusal_mosquito_evicts_only_weight_2(victim, weight):
    g = make_game(f"T: {victim} / B: sheep, donkey", hands={0: ["mosquito"]})
    refused(g, f"play mosquito@T1 evict {victim}", "A-3", "weight 2", victim, weight)


def test_A3_mosquito_cannot_stay_with_a_carnivore_after_the_swap():
    # the dog (1) is lighter than the donkey (2); after the swap the mosquito (0) is not heavier than the dog
    g = make_game("T: donkey+dog / B: cow", hands={0: ["mosquito"]})
    v = refused(g, "play mosquito@T1 evict donkey", "P-4", "mosquito", "dog")
    assert "P-6" in v.rules  # the mosquito is shy, and the cabin holds a carnivore


# ----------------------------------------------------------------------------------------------------
def test_A4_dinosaur_scores_a_1_5_stack_with_a_disc_from_the_reserve():
    g = make_game("T: sheep / B: cow", hands={0: ["dinosaur"]})
    events = accepted(g, "play dinosaur@T2 take hay")
    assert g.tokens("heavy")["Ann"] == (0, 1)
    assert g.players[0].tokens["heavy"] == 1.5
    assert g.reserve == 9
    stack = event(events, "stack")
    assert stack.rule == "A-4" and stack.data["type"] == "heavy"
    assert not [e for e in events if e.kind == "token"], "the stack replaces the usual T-3 token"
    check_accounting(g)


def test_A4_dinosaur_with_an_empty_reserve_scores_a_plain_token():
    g = make_game("T: sheep / B: cow", hands={0: ["dinosaur"]}, discs=EMPTY_RESERVE)
    accepted(g, "play dinosaur@T2 take hay")
    assert g.tokens("heavy")["Ann"] == (1, 0)
    assert g.reserve == 0
    check_accounting(g)


def test_A4_dinosaur_ability_may_be_declined():
    g = make_game("T: sheep / B: cow", hands={0: ["dinosaur"]})
    assert {"play dinosaur@T2 take hay", "play dinosaur@T2 plain take hay"} <= moves_of(g)
    g.play("play dinosaur@T2 plain take hay")
    assert g.tokens("heavy")["Ann"] == (1, 0) and g.reserve == 10


def test_A4_the_stack_counts_1_5_in_scoring():
    g = make_game(stacks={("heavy", 0): 1}, tokens={("heavy", 1): 1})
    s = g.scores()
    assert s["Ann"].cards["heavy"] == (1.5, 10)
    assert s["Ben"].cards["heavy"] == (1, 6)


# ----------------------------------------------------------------------------------------------------
def test_A5_skunk_evicts_any_animal_worked_example_weight_3_moves_the_tilt_by_2():
    """rules.md: the skunk (1) evicting an animal of weight 3 moves the tilt by 2 toward the other half."""
    g = make_game("T: horse / B: sheep", hands={0: ["skunk"]})
    assert g.ark.tilt == 2
    events = accepted(g, "play skunk@T1 evict horse")
    assert g.ark.tilt == 0
    assert g.ark.cabins["T1"] == (ark.card("skunk"),)
    assert event(events, "evict").rule == "A-5"
    assert g.tokens("slow")["Ann"] == (1, 0) and g.tokens("useful")["Ann"] == (1, 0)
    g = make_game("T: sheep / B: cow", hands={0: ["skunk"]})
    assert g.ark.tilt == -2
    accepted(g, "play skunk@B1 evict cow")
    assert g.ark.tilt == 0


def test_A5_worked_example_with_an_elephant_of_weight_3():
    """The issue's wording (an elephant of weight 3) with a custom deck in which the elephant weighs 3."""
    cards = [c if c.id != "elephant" else ark.Card(id="elephant", name="Elephant", kind="animal", climate="hot",
                                                    weight=3, diet="herbivore", type="heavy") for c in ark.DECK]
    deck = ark.Deck(cards)
    a = ark.Ark.parse("T: elephant / B: sheep", deck=deck)
    assert a.tilt == 2
    v = a.check("skunk", "T1", evict="elephant")
    assert v.legal and v.tilt_after == 0
    b = ark.Ark.parse("T: sheep / B: elephant", deck=deck)
    assert b.place("skunk", "B1", evict="elephant").tilt == 0
    g = make_game("T: elephant / B: sheep", hands={0: ["skunk"]}, deck=deck)
    g.play("play skunk@T1 evict elephant")
    assert g.ark.tilt == 0 and g.tokens("heavy")["Ann"] == (1, 0)


def test_A5_skunk_cannot_stay_with_food_after_the_swap():
    g = make_game("T: lion+dried-meat / B: cow, donkey", hands={0: ["skunk"]})
    v = refused(g, "play skunk@T1 evict lion", "P-5", "skunk", "dried meat")
    assert v.rules == ("P-5",)


def test_A5_skunk_after_the_swap_must_be_lighter_than_the_rest():
    g = make_game("T: donkey+hen / B: cow", hands={0: ["skunk"]})
    refused(g, "play skunk@T1 evict donkey", "P-4", "skunk", "hen")


# ----------------------------------------------------------------------------------------------------
def test_A6_spider_evicts_a_shy_animal():
    g = make_game("T: zebra / B: sheep", hands={0: ["spider"]})
    events = accepted(g, "play spider@T1 evict zebra")
    assert g.ark.cabins["T1"] == (ark.card("spider"),) and g.ark.tilt == -1
    assert event(events, "evict").rule == "A-6"
    assert g.tokens("useful")["Ann"] == (1, 0) and g.tokens("shy")["Ann"] == (1, 0)


def test_A6_refusal_spider_evicts_only_shy_animals():
    g = make_game("T: donkey / B: sheep", hands={0: ["spider"]})
    refused(g, "play spider@T1 evict donkey", "A-6", "shy", "donkey", "useful")


def test_A6_spider_cannot_stay_with_an_omnivore_after_the_swap():
    g = make_game("T: deer+hen / B: donkey", hands={0: ["spider"]})
    v = refused(g, "play spider@T1 evict deer", "P-4", "spider", "hen")
    assert v.rules == ("P-4",)


# ----------------------------------------------------------------------------------------------------
def test_A7_chimpanzee_slides_a_disc_under_one_of_your_tokens():
    g = make_game("T: elephant / B: hippopotamus", hands={0: ["chimpanzee"]}, tokens={("heavy", 0): 2})
    events = accepted(g, "play chimpanzee@T1 boost heavy")
    assert g.tokens("heavy")["Ann"] == (1, 1)
    assert g.players[0].tokens["heavy"] == 2.5
    assert g.tokens("useful")["Ann"] == (1, 0)
    assert g.reserve == 9
    assert event(events, "boost").rule == "A-7"
    check_accounting(g)


def test_A7_chimpanzee_may_boost_its_own_new_token():
    g = make_game("T: elephant / B: hippopotamus", hands={0: ["chimpanzee"]})
    accepted(g, "play chimpanzee@T1 boost useful")
    assert g.tokens("useful")["Ann"] == (0, 1)


def test_A7_boost_is_optional_and_every_non_food_card_is_offered():
    g = make_game("T: elephant / B: hippopotamus", hands={0: ["chimpanzee"]},
                  tokens={("heavy", 0): 1, ("slow", 0): 1, ("shy", 0): 1, ("food", 0): 1})
    offered = {
        m.placements[0].boost for m in g.legal_moves() if isinstance(m, ark.Play) and m.placements[0].cabin == "T1"
    }
    assert offered == {None, "heavy", "slow", "shy", "useful"}


def test_A7_refusal_never_on_food():
    g = make_game("T: elephant / B: hippopotamus", hands={0: ["chimpanzee"]}, tokens={("food", 0): 1})
    before = g.to_json()
    with pytest.raises(ark.NotationError, match="food"):
        g.play("play chimpanzee@T1 boost food")
    with pytest.raises(ark.NotationError):
        ark.Placement("chimpanzee", "T1", boost="food")
    assert g.to_json() == before


def test_A7_refusal_no_token_of_yours_on_that_card():
    g = make_game("T: elephant / B: hippopotamus", hands={0: ["chimpanzee"]}, tokens={("shy", 1): 3})
    refused(g, "play chimpanzee@T1 boost shy", "A-7", "shy")


def test_A7_refusal_empty_reserve():
    g = make_game("T: elephant / B: hippopotamus", hands={0: ["chimpanzee"]}, tokens={("heavy", 0): 1},
                  discs=EMPTY_RESERVE)
    refused(g, "play chimpanzee@T1 boost heavy", "A-7", "reserve")
    accepted(g, "play chimpanzee@T1")


def test_A7_refusal_only_the_chimpanzee_boosts():
    g = make_game(hands={0: ["deer"]}, tokens={("heavy", 0): 1})
    refused(g, "play deer@T1 boost heavy", "A-7", "chimpanzee")


# ----------------------------------------------------------------------------------------------------
def test_A8_evicted_animal_leaves_the_game_and_the_evictor_takes_its_place():
    g = make_game("T: donkey+deer / B: cow", hands={0: ["skunk"]})
    assert g.ark.tilt == 1
    accepted(g, "play skunk@T1 evict donkey")
    assert g.ark.cabins["T1"] == (ark.card("skunk"), ark.card("deer"))
    assert ark.card("donkey") in g.evicted and ark.card("donkey") not in g.ark
    assert g.ark.tilt == 0
    check_accounting(g)


def test_A8_evictor_scores_the_evicted_type_and_existing_tokens_stay():
    g = make_game("T: horse / B: sheep", hands={0: ["skunk"]}, tokens={("useful", 1): 1, ("useful", 0): 1})
    g.play("play skunk@T1 evict horse")
    assert g.tokens("useful") == {"Ann": (2, 0), "Ben": (1, 0), "Cleo": (0, 0)}
    assert g.tokens("slow")["Ann"] == (1, 0)
    tokens = [e for e in g.history[-1].events if e.kind == "token"]
    assert [(e.rule, e.data["type"]) for e in tokens] == [("T-3", "slow"), ("A-8", "useful")]


def test_A8_evicted_dinosaur_scores_a_1_5_stack():
    g = make_game("T: dinosaur / B: sheep, donkey", hands={0: ["skunk"]})
    accepted(g, "play skunk@T1 evict dinosaur")
    assert g.ark.tilt == -2
    assert g.tokens("heavy")["Ann"] == (0, 1) and g.reserve == 9
    g = make_game("T: dinosaur / B: sheep, donkey", hands={0: ["skunk"]}, discs=EMPTY_RESERVE)
    g.play("play skunk@T1 evict dinosaur")
    assert g.tokens("heavy")["Ann"] == (1, 0)


def test_A8_evicted_chimpanzee_gives_a_disc_under_a_token():
    """AMBIGUITY: "for a chimpanzee, an orange disc under one of their tokens as in A-7". The engine reads it as:
    the usual token on the useful card (A-8) *plus*, if the player asks (``boost TYPE``), a disc from the reserve
    under one of their plain tokens on a non-food card; the boost is optional like the chimpanzee's own (D-6)."""
    g = make_game("T: chimpanzee+elephant / B: hippopotamus, donkey", hands={0: ["skunk"]},
                  tokens={("heavy", 0): 1})
    assert {"play skunk@T1 evict chimpanzee", "play skunk@T1 evict chimpanzee boost useful",
            "play skunk@T1 evict chimpanzee boost heavy", "play skunk@T1 evict chimpanzee boost slow"} <= moves_of(g)
    accepted(g, "play skunk@T1 evict chimpanzee boost heavy")
    assert g.tokens("heavy")["Ann"] == (0, 1)
    assert g.tokens("useful")["Ann"] == (1, 0)
    assert g.reserve == 9
    check_accounting(g)


@pytest.mark.parametrize("victim", ["fox", "spider", "mosquito"])
def test_A8_fox_spider_and_mosquito_are_never_evicted(victim):
    g = make_game(f"T: {victim}+donkey / B: cow", hands={0: ["skunk"]})
    refused(g, f"play skunk@T1 evict {victim}", "A-8", victim, "never")


def test_A8_spider_cannot_evict_the_shy_mosquito_or_fox():
    g = make_game("T: mosquito+donkey / B: cow", hands={0: ["spider"]})
    refused(g, "play spider@T1 evict mosquito", "A-8", "mosquito")


def test_A8_food_is_never_evicted():
    g = make_game("T: lion+dried-meat / B: cow, donkey", hands={0: ["skunk"]})
    refused(g, "play skunk@T1 evict dried-meat", "A-8", "dried meat", "food")


def test_A8_eviction_needs_an_existing_cabin():
    g = make_game(hands={0: ["skunk"]})
    refused(g, "play skunk@T3 evict donkey take hay", "A-8", "new cabin")


def test_A8_the_evicted_card_must_be_in_that_cabin():
    g = make_game(hands={0: ["skunk"]})
    refused(g, "play skunk@T1 evict donkey", "A-8", "donkey", "not in T1")


def test_A8_only_mosquito_skunk_and_spider_evict():
    g = make_game(hands={0: ["deer"]})
    refused(g, "play deer@T2 evict donkey", "A-8", "deer", "only")


def test_A8_eviction_costs_no_disc_and_takes_no_display_card():
    g = make_game("T: horse / B: sheep", hands={0: ["skunk"]})
    g.play("play skunk@T1 evict horse")
    assert [p.discs for p in g.players] == [4, 4, 4]
    assert ids(g.players[0].hand) == []


# ---------------------------------------------------------------------------------------------------- D-9
def test_D9_capacity_is_judged_after_the_swap():
    g = make_game("T: donkey+deer+llama / B: cow, horse", hands={0: ["skunk"]})
    refused(g, "play skunk@T1", "P-1")
    accepted(g, "play skunk@T1 evict donkey")
    assert len(g.ark.cabins["T1"]) == 3


def test_D9_the_evicted_predator_is_gone_when_P4_is_judged():
    g = make_game("T: elephant+lion / B: hippopotamus, camel", hands={0: ["skunk"]})
    refused(g, "play skunk@T1", "P-4", "skunk", "lion")
    accepted(g, "play skunk@T1 evict lion")
    assert g.ark.cabins["T1"] == (ark.card("elephant"), ark.card("skunk"))


def test_D9_tilt_is_judged_after_the_swap():
    g = make_game("T: horse / B: sheep", hands={0: ["skunk"]})
    refused(g, "play skunk@T1", "P-3", "+3")
    accepted(g, "play skunk@T1 evict horse")


def test_D9_climate_and_shyness_judged_after_the_swap():
    """The hot, shy mosquito evicting the cold carnivorous seal (2): once the seal is gone, nothing is broken."""
    g = make_game("T: seal / B: donkey", hands={0: ["mosquito"]})
    v = refused(g, "play mosquito@T1", "P-2")
    assert {"P-2", "P-4", "P-6"} <= set(v.rules)
    accepted(g, "play mosquito@T1 evict seal")
    assert g.ark.tilt == -2


def test_D9_evictor_is_judged_with_its_new_neighbours():
    """Engine reading: A-8 says the evicting card obeys every P rule "in that cabin"; the engine also applies P-6's
    neighbour clause to a shy evictor (the mosquito), as for any placement of a shy animal."""
    g = make_game("T: zebra, lion / B: sheep, camel", hands={0: ["mosquito"]})
    refused(g, "play mosquito@T1 evict zebra", "P-6", "lion", "T2")
