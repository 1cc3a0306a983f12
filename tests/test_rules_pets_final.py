"""Pets R-1 … R-4 and the final round F-1 … F-3 of rules.md (with D-3, D-4 where they shape these rules)."""

from __future__ import annotations

import pytest
from rulehelpers import accepted, event, ids, kinds, make_game, refused

import arkwidgets as ark


def second_rain_game():
    """Ben (1) draws the 2nd rain; everyone has a mixed hand."""
    g = make_game(
        hands={0: ["snail", "hay", "elephant"], 1: ["koala", "hedgehog"], 2: ["deer", "lion"]},
        display=["grain", "nuts", "fish"],
        deck_top=["rain", "zebra", "fruit"],
        rain=1,
        current=1,
    )
    g.play("draw 1")
    assert g.phase == "pets"
    return g


# ----------------------------------------------------------------------------------------------------
def test_R1_each_player_may_choose_one_pet_in_turn_order_from_the_drawer():
    g = second_rain_game()
    order = []
    for move in ("pet koala", "pet deer", "pet snail"):
        order.append(g.current_index)
        events = accepted(g, move)
        assert event(events, "pet").rule == "R-1"
    assert order == [1, 2, 0]  # D-3
    assert [p.pet.id for p in g.players] == ["snail", "koala", "deer"]
    assert ark.card("koala") not in g.players[1].hand
    assert g.phase == "play" and g.current_index == 2, "play resumes with the drawer's left neighbour"


def test_R1_a_player_may_take_no_pet():
    g = second_rain_game()
    accepted(g, "pet none")
    assert g.players[1].pet is None and len(g.players[1].hand) == 4


def test_R1_refusal_pet_outside_the_pets_phase():
    g = make_game(hands={0: ["koala"]})
    refused(g, "pet koala", "R-1", "2nd rain")
    refused(g, "pet none", "R-1")


def test_R1_refusal_pet_not_in_hand():
    g = second_rain_game()
    refused(g, "pet deer", "R-1", "deer", "hand")
    refused(g, "pet unicorn", "R-1", "unicorn")


def test_R1_refusal_other_moves_while_pets_are_chosen():
    g = second_rain_game()
    refused(g, "draw 1", "R-1")
    refused(g, "play koala@T1", "R-1")
    refused(g, "pass", "R-1")
    refused(g, "pet deer", "S-2", player=2)


# ----------------------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "card, words",
    [("hay", ["hay", "food", "animal"]), ("elephant", ["elephant", "4", "0, 1 or 2"])],
)
def test_R2_refusal_food_and_heavy_cards(card, words):
    g = second_rain_game()
    g.play("pet none")
    g.play("pet none")
    assert g.current_index == 0
    refused(g, f"pet {card}", "R-2", *words)


def test_R2_refusal_weight_3():
    g = make_game(hands={0: ["lion", "camel", "koala"]}, phase="pets")
    refused(g, "pet lion", "R-2", "lion", "3")
    refused(g, "pet camel", "R-2", "camel", "3")


def test_R2_refusal_special_ability():
    g = second_rain_game()
    refused(g, "pet hedgehog", "R-2", "hedgehog", "ability")
    g2 = make_game(hands={0: ["fox", "skunk", "spider", "mosquito", "turtle", "chimpanzee"]}, phase="pets")
    for c in ("fox", "skunk", "spider", "mosquito", "turtle", "chimpanzee"):
        refused(g2, f"pet {c}", "R-2", c)
    assert [str(m) for m in g2.legal_moves()] == ["pet none"]


def test_R2_animals_of_weight_0_1_2_without_ability_are_fine():
    g = make_game(hands={0: ["snail", "koala", "deer", "hay", "lion", "hedgehog"]}, phase="pets",
                  display=["grain", "nuts", "fish"])
    assert {str(m) for m in g.legal_moves()} == {"pet snail", "pet koala", "pet deer", "pet none"}


# ----------------------------------------------------------------------------------------------------
def test_R3_a_pet_is_not_on_the_ark():
    g = second_rain_game()
    before = g.ark
    g.play("pet koala")
    assert g.ark == before and g.ark.tilt == before.tilt
    assert ark.card("koala") not in g.ark
    assert g.tokens("slow")["Ben"] == (0, 0), "no token before the end"


# ----------------------------------------------------------------------------------------------------
def test_R4_pet_scores_one_token_on_its_type_at_the_end():
    g = make_game(pets={1: "koala"}, tokens={("slow", 0): 1}, phase="final", passed=[True, False, True], current=1)
    assert g.scores()["Ben"].cards["slow"] == (1, 8)  # tied with Ann: (10+6)/2
    events = g.play("pass")
    assert g.phase == "over"
    reveal = event(events, "reveal")
    assert reveal.rule == "E-1" and reveal.data["card"] == "koala" and reveal.data["type"] == "slow"
    assert "koala" in reveal.text.lower()
    assert g.scores()["Ben"].cards["slow"] == (1, 8)


def test_R4_at_most_one_pet_per_player():
    g = second_rain_game()
    g.play("pet koala")
    assert all(isinstance(m, ark.Pet) and m.card != "koala" for m in g.legal_moves())
    g.play("pet deer")
    g.play("pet none")
    # the 2nd rain comes once: a later chance to choose a pet never arises
    assert g.phase == "play"
    refused(g, "pet lion", "R-1")
    g2 = make_game(pets={0: "koala"}, hands={0: ["deer"]}, deck_top=["rain", "zebra"], rain=2)
    g2.play("draw 1")
    assert g2.phase == "play" and g2.rain_drawn == 3


def test_D3_pet_stays_hidden_until_the_end():
    g = second_rain_game()
    events = g.play("pet koala")
    text = " ".join(e.text for e in events).lower()
    assert "koala" not in text and "face down" in text


# ---------------------------------------------------------------------------------------------------- F-1
def test_F1_final_round_starts_with_the_left_neighbour_and_goes_on_until_all_passed():
    g = make_game(
        hands={0: ["deer", "gazelle"], 1: ["sheep"], 2: ["okapi"]},
        display=["grain", "nuts", "fish"],
        deck_top=["rain", "zebra"],
        rain=4,
        current=1,
    )
    events = g.play("draw 1")
    assert g.phase == "final" and event(events, "final-begin").rule == "F-1"
    seen = [g.current_index]  # Cleo, the drawer's left neighbour
    g.play("pass")
    seen.append(g.current_index)
    g.play("play deer@T1")
    seen.append(g.current_index)
    g.play("pass")  # Ben, the drawer, also takes final turns
    seen.append(g.current_index)
    g.play("play gazelle@B2")
    seen.append(g.current_index)
    events = g.play("pass")
    assert seen == [2, 0, 1, 0, 0], "clockwise, skipping players who passed"
    assert g.phase == "over"
    assert kinds(events)[-1] == "game-over" and events[-1].rule == "E-5"


# ---------------------------------------------------------------------------------------------------- F-2
def final_game(**kw):
    base = {
        "hands": {0: ["deer", "gazelle", "koala", "hay"], 1: ["okapi"]},
        "phase": "final",
        "display": ["grain", "nuts", "fish"],
    }
    base.update(kw)
    return make_game(**base)


def test_F2_placing_a_card_pays_one_disc_to_the_reserve():
    g = final_game()
    events = accepted(g, "play deer@T1")
    assert g.players[0].discs == 3 and g.reserve == 11
    assert event(events, "pay").rule == "F-2"
    assert g.tokens("shy")["Ann"] == (1, 0)
    assert ids(g.display) == ["grain", "nuts", "fish"] and g.current_index == 1


def test_F2_only_one_card_per_final_turn():
    g = final_game()
    refused(g, "play deer@T1, gazelle@B2", "F-2", "one card")


def test_F2_no_drawing_in_the_final_round():
    g = final_game()
    refused(g, "draw 1", "F-2", "no drawing")


def test_F2_passing_is_final():
    g = final_game()
    events = accepted(g, "pass")
    assert event(events, "pass").rule == "F-2"
    assert g.players[0].passed
    g.play("play okapi@T1", player=1)
    assert g.current_index == 2, "Ann, who passed, is skipped"
    g.play("pass")
    assert g.current_index == 1
    refused(g, "play deer@T2", "S-2", player=0)
    g.play("pass")
    assert g.phase == "over"


def test_F2_opening_a_cabin_costs_a_second_disc_to_the_right_hand_neighbour_and_takes_no_display_card():
    g = final_game()
    events = accepted(g, "play deer@T3")
    assert [p.discs for p in g.players] == [2, 4, 5]
    assert g.reserve == 11
    assert ids(g.players[0].hand) == ["gazelle", "koala", "hay"], "no display card (D-4)"
    assert ids(g.display) == ["grain", "nuts", "fish"]
    assert event(events, "open").data["to"] == "Cleo"


def test_F2_refusal_opening_with_a_single_disc():
    g = final_game(discs=[1, 4, 4])
    refused(g, "play deer@T3", "P-7", "T3", "1")
    accepted(g, "play deer@T1")
    assert g.players[0].discs == 0


def test_F2_refusal_taking_a_display_card_in_the_final_round_D4():
    g = final_game()
    refused(g, "play deer@T3 take grain", "D-4", "display")


def test_F2_every_P_and_A_rule_still_holds():
    g = final_game(ark_text="T: lion / B: camel", hands={0: ["deer", "fox"]})
    refused(g, "play deer@T1", "P-4")
    refused(g, "play deer@B1", "P-6")
    events = accepted(g, "play fox@B2")
    assert g.players[0].discs == 4 - 1 - 1 + 2, "pay one, open for one, the fox brings two"
    assert event(events, "fox").rule == "A-1"


# ---------------------------------------------------------------------------------------------------- F-3
@pytest.mark.parametrize("card, kind", [("koala", "slow"), ("hay", "food")])
def test_F3_slow_animals_and_food_cannot_be_played(card, kind):
    g = final_game()
    refused(g, f"play {card}@T1" if kind == "slow" else f"play {card}@T3", "F-3", kind)
    assert not any(isinstance(m, ark.Play) and m.placements[0].card == card for m in g.legal_moves())


def test_F3_a_player_who_cannot_pay_must_pass():
    g = final_game(discs=[0, 4, 4])
    refused(g, "play deer@T1", "F-2", "Ann", "none")
    assert [str(m) for m in g.legal_moves()] == ["pass"]
    accepted(g, "pass")


def test_F3_a_player_with_only_slow_and_food_cards_must_pass():
    g = final_game(hands={0: ["koala", "hay"]})
    assert [str(m) for m in g.legal_moves()] == ["pass"]


def test_F2_A1_the_disc_paid_to_the_reserve_is_there_when_the_fox_takes():
    """Engine reading (rules.md does not order them): in the final round the disc is paid to the reserve as the
    card is placed, then the fox takes from the reserve, so with an empty reserve the fox brings back that one disc."""
    g = final_game(hands={0: ["fox"]}, discs=[4, 9, 9])
    assert g.reserve == 0
    events = accepted(g, "play fox@T2")
    assert [e.kind for e in events].index("pay") < [e.kind for e in events].index("fox")
    assert event(events, "fox").data["discs"] == 1
    assert g.players[0].discs == 4 and g.reserve == 0
