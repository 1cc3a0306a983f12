"""A turn, T-1 … T-3 of rules.md, and the guarantee that a refused move leaves the game unchanged."""

from __future__ import annotations

import pytest
from rulehelpers import accepted, event, ids, kinds, make_game, refused, rules_of

import arkwidgets as ark


# ---------------------------------------------------------------------------------------------------- T-1
def test_T1_draw_takes_the_display_card_then_the_top_card_then_refills():
    g = make_game(hands={0: ["lion"]}, display=["hay", "grain", "nuts"], deck_top=["zebra", "fruit", "fish"])
    size = g.deck_size
    events = accepted(g, "draw 2")
    assert ids(g.players[0].hand) == ["lion", "grain", "zebra"]
    assert ids(g.display) == ["hay", "nuts", "fruit"]
    assert g.deck_size == size - 2
    assert ids([g.snapshot().deck[-1]]) == ["fish"]
    assert kinds(events)[:3] == ["draw-display", "draw-deck", "refill"]
    assert {e.rule for e in events if e.kind in ("draw-display", "draw-deck", "refill")} == {"T-1"}
    assert g.current_index == 1


def test_T1_draw_is_one_action_never_draw_and_play():
    g = make_game(hands={0: ["lion", "zebra"]})
    with pytest.raises((ark.NotationError, ValueError)):
        g.play("draw 1, play zebra@T1")
    with pytest.raises((ark.NotationError, ValueError)):
        g.play("play zebra@T1, draw 1")
    # after a draw the turn is over: the same player cannot play
    g.play("draw 1")
    refused(g, "play zebra@T1", "S-2", "Ben", player=0)


def test_T1_refusal_display_slot_that_is_empty():
    g = make_game(display=["hay", "grain"], deck_top=["zebra"])
    refused(g, "draw 3", "T-1", "2", "3")


# ---------------------------------------------------------------------------------------------------- T-1a
def test_T1a_rain_while_drawing_is_laid_aside_and_the_next_card_taken():
    g = make_game(display=["hay", "grain", "nuts"], deck_top=["rain", "zebra", "fruit"])
    events = g.play("draw 1")
    assert g.rain_drawn == 1
    assert ids(g.players[0].hand) == ["hay", "zebra"]
    assert ids(g.display) == ["grain", "nuts", "fruit"]
    rain = event(events, "rain")
    assert rain.rule == "T-1a" and rain.data["number"] == 1
    assert "rain" not in list(g.snapshot().deck[-1:])


def test_T1a_again_and_again_until_not_rain():
    g = make_game(display=["hay", "grain", "nuts"], deck_top=["rain", "rain", "zebra", "fruit"], rain=0)
    events = g.play("draw 1")
    assert g.rain_drawn == 2
    assert ids(g.players[0].hand) == ["hay", "zebra"]
    assert [e.data["number"] for e in events if e.kind == "rain"] == [1, 2]


def test_T1a_rain_while_refilling_the_display():
    g = make_game(display=["hay", "grain", "nuts"], deck_top=["zebra", "rain", "fruit", "fish"])
    events = g.play("draw 3")
    assert g.rain_drawn == 1
    assert ids(g.players[0].hand) == ["nuts", "zebra"]
    assert ids(g.display) == ["hay", "grain", "fruit"]
    assert kinds(events).index("rain") > kinds(events).index("draw-deck")
    assert g.phase == "play" and g.current_index == 1


# ---------------------------------------------------------------------------------------------------- T-1b
def test_T1b_second_rain_opens_pets_after_the_draw_is_finished():
    g = make_game(display=["hay", "grain", "nuts"], deck_top=["rain", "zebra", "fruit"], rain=1, current=1)
    events = g.play("draw 1")
    assert g.rain_drawn == 2
    assert g.phase == "pets"
    # the draw was finished first: the deck card is in hand and the display is full again
    assert ids(g.players[1].hand) == ["hay", "zebra"]
    assert len(g.display) == 3
    assert kinds(events)[-1] == "pets-begin" and events[-1].rule == "T-1b"
    assert g.current_index == 1  # D-3: starting with the drawer


def test_T1b_first_rain_does_not_open_pets():
    g = make_game(deck_top=["rain", "zebra"], rain=0)
    g.play("draw 1")
    assert g.phase == "play" and g.rain_drawn == 1


# ---------------------------------------------------------------------------------------------------- T-1c
def test_T1c_fifth_rain_while_drawing_ends_the_turn_at_once():
    g = make_game(display=["hay", "grain", "nuts"], deck_top=["rain", "zebra", "fruit"], rain=4, current=1)
    events = g.play("draw 2")
    assert g.rain_drawn == 5
    assert ids(g.players[1].hand) == ["grain"], "the display card stays, but no deck card is taken"
    assert ids(g.display) == ["hay", "nuts"], "nothing is refilled"
    assert g.snapshot().deck[-1] == ark.card("zebra"), "nothing more is drawn"
    assert g.phase == "final"
    assert g.current_index == 2  # F-1: the left neighbour starts
    assert event(events, "final-begin").rule == "F-1"


def test_T1c_fifth_rain_while_refilling_stops_the_refill():
    g = make_game(display=["hay", "grain", "nuts"], deck_top=["zebra", "rain", "fruit"], rain=4)
    g.play("draw 1")
    assert ids(g.players[0].hand) == ["hay", "zebra"]
    assert ids(g.display) == ["grain", "nuts"]
    assert g.snapshot().deck[-1] == ark.card("fruit")
    assert g.phase == "final" and g.current_index == 1


def test_T1c_fifth_rain_after_a_play_while_refilling():
    """A play that opens a cabin takes a display card (P-7); the refill at the end turns over the 5th rain."""
    g = make_game(hands={0: ["deer"]}, display=["hay", "grain", "nuts"], deck_top=["rain", "fruit"], rain=4)
    g.play("play deer@T3 take hay")
    assert g.phase == "final" and ids(g.display) == ["grain", "nuts"]
    assert g.current_index == 1


# ---------------------------------------------------------------------------------------------------- T-2
def test_T2_play_one_card():
    g = make_game(hands={0: ["deer", "lion"]})
    events = accepted(g, "play deer@T1")
    assert ark.card("deer") in g.ark.cabins["T1"]
    assert ids(g.players[0].hand) == ["lion"]
    assert event(events, "place").rule == "T-2"
    assert g.current_index == 1


def test_T2_play_two_cards():
    g = make_game(hands={0: ["deer", "gazelle", "lion"]})
    accepted(g, "play deer@T1, gazelle@B2")
    assert ark.card("deer") in g.ark.cabins["T1"] and ark.card("gazelle") in g.ark.cabins["B2"]
    assert ids(g.players[0].hand) == ["lion"]


def test_T2_refusal_three_cards_is_malformed():
    g = make_game(hands={0: ["deer", "gazelle", "sheep"]})
    before = g.to_json()
    with pytest.raises(ark.NotationError, match="T-2"):
        g.play("play deer@T1, gazelle@B2, hen@B1")
    assert g.to_json() == before


def test_T2_refusal_card_not_in_hand_names_the_card_and_where_it_is():
    g = make_game(hands={0: ["deer"]}, display=["hay", "grain", "nuts"])
    refused(g, "play hay@T1", "T-2", "hay", "Ann's hand", "display")
    refused(g, "play donkey@T1", "T-2", "donkey", "on the ark in T2")


def test_T2_refusal_unknown_card_suggests_close_ids():
    g = make_game(hands={0: ["deer"]})
    v = refused(g, "play zebraa@T1", "T-2", "zebraa")
    assert "zebra" in v.violations[0].message.replace("zebraa", "")


# ---------------------------------------------------------------------------------------------------- T-2a
def test_T2a_slow_first_card_is_the_only_card():
    g = make_game(hands={0: ["koala", "deer"]})
    v = refused(g, "play koala@T1, deer@B2", "T-2a", "koala", "slow")
    assert "only card" in v.violations[0].message
    accepted(g, "play koala@T1")


def test_T2a_food_first_card_is_the_only_card():
    g = make_game("T: lion / B: tiger", hands={0: ["dried-meat", "dog"]})
    refused(g, "play dried-meat@T1, dog@B2 take hay", "T-2a", "dried meat", "food")


def test_T2a_second_card_may_not_be_slow_or_food():
    g = make_game(hands={0: ["deer", "koala", "hay"]}, display=["grain", "nuts", "fish"])
    refused(g, "play deer@T1, koala@B2", "T-2a", "koala", "slow")
    g2 = make_game("T: lion / B: tiger", hands={0: ["dog", "dried-meat"]}, display=["grain", "nuts", "fish"])
    refused(g2, "play dog@T2 take grain, dried-meat@T1", "T-2a", "dried meat", "food")


def test_T2a_two_cards_neither_slow_nor_food_are_fine():
    g = make_game(hands={0: ["deer", "gazelle"]})
    accepted(g, "play gazelle@T1, deer@B2")


def test_T2a_legal_moves_never_pair_a_slow_or_food_card():
    g = make_game(hands={0: ["koala", "deer", "hay", "gazelle"]}, display=["fish", "grain", "nuts"])
    for move in g.legal_moves():
        if isinstance(move, ark.Play) and len(move.placements) == 2:
            assert not any(ark.card(p.card).type in ("slow", "food") for p in move.placements)


# ---------------------------------------------------------------------------------------------------- T-2b
def test_T2b_two_cards_go_into_two_different_cabins():
    g = make_game(hands={0: ["deer", "gazelle"]})
    refused(g, "play deer@T1, gazelle@T1", "T-2b", "T1", "different cabins")


def test_T2b_two_new_cabins_in_one_half_are_different_cabins():
    """Two openings in one turn are two different cabins (one in each half); the same new cabin twice is refused."""
    g = make_game(hands={0: ["deer", "gazelle"]}, display=["hay", "grain", "nuts"])
    g2 = make_game("T: sheep / B: llama, porcupine", hands={0: ["deer", "gazelle"]})
    accepted(g2, "play deer@T2 take hay, gazelle@B3 take grain")
    assert len(g2.display) == 3 and g2.players[0].discs == 2
    refused(g, "play deer@T3 take hay, gazelle@T3 take grain", "T-2b", "T3")


def test_T2b_second_card_cannot_repair_the_tilt_the_first_broke():
    # tilt 0; the elephant (4) alone would tip the top half to +4; the horse (3) below would bring it back to +1.
    g = make_game(hands={0: ["rhinoceros", "cow"]})
    v = refused(g, "play rhinoceros@T1, cow@B1", "P-3", "+4")
    assert "T-2b" not in v.rules


def test_T2b_second_card_is_judged_on_the_ark_the_first_left():
    """The dog first makes the zebra's cabin opposite a carnivore (P-6); zebra first, then the dog, is fine."""
    g = make_game("T: cow / B: horse", hands={0: ["dog", "zebra"]})
    refused(g, "play dog@T1, zebra@B1", "P-6", "dog")
    accepted(g, "play zebra@B1, dog@T1")
    assert g.ark.cabins["T1"] == (ark.card("cow"), ark.card("dog"))


# ---------------------------------------------------------------------------------------------------- T-3
def test_T3_a_token_on_the_scoring_card_of_each_card_placed():
    g = make_game(hands={0: ["deer", "sheep"]})
    events = g.play("play deer@T1, sheep@B2")
    assert g.tokens("shy")["Ann"] == (1, 0)
    assert g.tokens("useful")["Ann"] == (1, 0)
    assert g.tokens("heavy")["Ann"] == (0, 0)
    tokens = [e for e in events if e.kind == "token"]
    assert [(e.rule, e.data["type"]) for e in tokens] == [("T-3", "shy"), ("T-3", "useful")]
    assert g.players[0].tokens["shy"] == 1


def test_T3_food_and_slow_cards_score_on_their_cards():
    g = make_game("T: lion / B: tiger", hands={0: ["dried-meat"], 1: ["koala"]})
    g.play("play dried-meat@T1")
    g.play("play koala@B2 take hay")
    assert g.tokens("food")["Ann"] == (1, 0)
    assert g.tokens("slow")["Ben"] == (1, 0)


# ---------------------------------------------------------------------------------------------------- bad input
def _pets_game():
    return make_game(hands={0: ["elephant", "deer"], 1: ["sheep"], 2: []}, phase="pets")


@pytest.mark.parametrize(
    "move, rule",
    [
        ("play unicorn@T1", "T-2"),  # unknown card id
        ("play lion@T1", "T-2"),  # not in hand
        ("play deer@T7", "P-7"),  # no such cabin, and not the next one either
        ("play deer@B9", "P-7"),
        ("play koala@T1, deer@B2", "T-2a"),  # a second card after a slow animal
        ("play deer@T1 evict sheep", "A-8"),  # the deer cannot evict
        ("play deer@T1 boost heavy", "A-7"),  # the deer cannot boost
        ("play deer@T3", "P-7"),  # opening without taking a display card
        ("play deer@T3 take lion", "P-7"),  # taking a card that is not in the display
        ("play deer@T1 take hay", "P-7"),  # 'take' without opening
        ("pet deer", "R-1"),  # wrong phase: pets only at the 2nd rain
        ("pass", "D-7"),  # a normal turn is not passed while something is possible
    ],
)
def test_bad_input_is_refused_with_its_rule_and_leaves_the_game_unchanged(move, rule):
    g = make_game(hands={0: ["deer", "koala"]}, display=["hay", "grain", "nuts"])
    refused(g, move, rule)


def test_bad_input_wrong_player_S2():
    g = make_game(hands={0: ["deer"], 1: ["gazelle"]})
    refused(g, "play gazelle@T1", "S-2", "Ann", "Ben", player=1)
    refused(g, "play deer@T1", "S-2", player="Ben")
    before = g.to_json()
    with pytest.raises(ValueError, match="Zed"):
        g.play("draw 1", player="Zed")
    assert g.to_json() == before


def test_bad_input_wrong_phase_in_pets():
    g = _pets_game()
    refused(g, "draw 1", "R-1", "pet")
    refused(g, "play deer@T1", "R-1")
    refused(g, "pass", "R-1")


def test_bad_input_pet_that_weighs_3_or_more():
    g = _pets_game()
    refused(g, "pet elephant", "R-2", "elephant", "4")


def test_bad_input_moves_after_the_game_is_over():
    g = make_game(phase="final", passed=[False, True, True])
    g.play("pass")
    assert g.phase == "over"
    for move in ("pass", "draw 1", "play sheep@T1", "pet none"):
        before = g.to_json()
        assert "E-5" in g.check(move).rules
        with pytest.raises(ark.IllegalMove):
            g.play(move)
        assert g.to_json() == before
    assert g.legal_moves() == []


@pytest.mark.parametrize(
    "text",
    ["", "   ", "dance", "draw", "draw 4", "draw two", "play", "play lion", "play lion@", "play lion@X1",
     "play Lion@T1", "play lion@T0", "pet", "pet koala koala", "pass now", "play lion@T1 evict",
     "play chimpanzee@T1 boost food", "play lion@T1 frobnicate zebra", "play lion@T1 take hay take nuts",
     "x" * 10_000],
)
def test_bad_input_malformed_notation_is_a_notation_error_and_changes_nothing(text):
    g = make_game(hands={0: ["lion"]})
    before = g.to_json()
    with pytest.raises(ark.NotationError):
        g.play(text)
    with pytest.raises(ValueError):  # NotationError is a ValueError
        g.check(text)
    assert g.to_json() == before


def test_bad_input_a_refused_two_card_move_does_not_half_happen():
    """The first card is legal, the second is not: nothing of the first may remain (hand, ark, tokens, discs)."""
    g = make_game(hands={0: ["deer", "lion"]}, display=["hay", "grain", "nuts"])
    before = g.to_json()
    with pytest.raises(ark.IllegalMove) as info:
        g.play("play deer@T3 take hay, lion@T1")
    assert "P-4" in rules_of(info.value)
    assert g.to_json() == before
    assert ids(g.display) == ["hay", "grain", "nuts"]
    assert g.players[0].discs == 4


# ---------------------------------------------------------------------------------------------- T-2, exact move lists
def _all_single_placements(g, extra=()):
    """Every well-formed placement of a hand card (and of ``extra`` cards) at any cabin or the cabin after the
    next, with every evict / boost / take / plain option."""
    s = g.snapshot()
    hand = [c.id for c in s.hands[s.current]] + list(extra)
    a = g.ark
    targets = [*a.positions(), f"T{len(a.top) + 2}", f"B{len(a.bottom) + 2}"]
    for c in hand:
        for cabin in targets:
            evicts = [None] + ([x.id for x in a.cabins[cabin]] if cabin in a.cabins else [])
            for e in evicts:
                for b in (None, "heavy", "slow", "shy", "useful"):
                    for t in [None, "lion"] + [x.id for x in s.display]:
                        for plain in (False, True):
                            yield ark.Placement(c, cabin, e, b, t, plain)


@pytest.mark.parametrize(
    "kw",
    [
        {"ark_text": "T: horse, zebra, sheep / B: lion+elephant", "tokens": {("heavy", 0): 1},
             "hands": {0: ["skunk", "chimpanzee", "fox", "deer", "fruit", "dinosaur"]}},
        {"ark_text": "T: horse, zebra, sheep / B: lion+elephant", "phase": "final", "discs": [2, 4, 4],
             "hands": {0: ["skunk", "mosquito", "fox", "deer", "fruit", "dinosaur", "spider"]}},
        {"ark_text": "T: dinosaur, zebra+pig / B: chimpanzee+elephant, deer", "discs": [4, 9, 9],
             "hands": {0: ["skunk", "mosquito", "spider", "gazelle", "turtle"]}, "tokens": {("heavy", 0): 1}},
    ],
)
def test_T2_legal_moves_lists_exactly_the_one_card_plays_that_check_accepts(kw):
    g = make_game(**kw)
    accepted_ = {str(ark.Play((p,))) for p in _all_single_placements(g) if g.check(ark.Play((p,))).legal}
    listed = {str(m) for m in g.legal_moves() if isinstance(m, ark.Play) and len(m.placements) == 1}
    assert accepted_ == listed


def test_T2_legal_moves_lists_exactly_the_two_card_plays_that_check_accepts():
    g = make_game("T: horse, zebra / B: camel+elephant", hands={0: ["deer", "gazelle", "dog"]},
                  display=["sheep", "fruit", "otter"])
    simple = [p for p in _all_single_placements(g, [x.id for x in g.display])
              if p.evict is None and p.boost is None and not p.plain and p.take != "lion"]
    pairs = [ark.Play((p, q)) for p in simple for q in simple if p.card != q.card]
    accepted_ = {str(m) for m in pairs if g.check(m).legal}
    listed = {str(m) for m in g.legal_moves() if isinstance(m, ark.Play) and len(m.placements) == 2}
    assert accepted_ == listed
    assert "play deer@T3 take otter, otter@T4 take fruit" in listed  # D-13, D-14


def test_T2_the_same_card_cannot_be_played_twice():
    g = make_game(hands={0: ["deer"]})
    refused(g, "play deer@T1, deer@B2", "T-2", "deer", "T1")


# ---------------------------------------------------------------------------------------------------- T-3 in real games
def test_T3_one_token_per_card_placed_and_per_animal_evicted_in_random_games():
    import random

    for seed in range(8):
        g = ark.Game.new(3 + seed % 3, seed=seed)
        rng = random.Random(seed)
        while g.phase != "over":
            move = g.random_move(rng)
            events = g.play(move)
            if isinstance(move, ark.Play):
                placed = sum(e.kind == "place" for e in events)
                evicted = sum(e.kind == "evict" for e in events)
                tokens = sum(e.kind in ("token", "stack") for e in events)
                assert placed == len(move.placements)
                assert tokens == placed + evicted


# ------------------------------------------------------------------------------------- T-2b, the first card's effects
def test_T2b_discs_from_a_first_fox_pay_for_a_second_card_opening():
    g = make_game(hands={0: ["fox", "deer"]}, discs=[0, 10, 10])
    assert g.reserve == 2
    accepted(g, "play fox@T2, deer@B3 take hay")
    assert [p.discs for p in g.players] == [1, 10, 11]


def test_T2b_with_an_empty_reserve_the_fox_brings_nothing_to_open_with():
    g = make_game(hands={0: ["fox", "deer"]}, discs=[0, 11, 11])
    refused(g, "play fox@T2, deer@B3 take hay", "P-7", "B3", "0")


def test_T2b_a_first_cards_token_can_take_the_second_cards_chimpanzee_disc():
    g = make_game("T: elephant / B: hippopotamus", hands={0: ["deer", "chimpanzee"]})
    refused(g, "play chimpanzee@T1 boost shy, deer@B2 take hay", "A-7", "shy")
    accepted(g, "play deer@B2 take hay, chimpanzee@T1 boost shy")
    assert g.tokens("shy")["Ann"] == (0, 1)


def test_T2b_a_dinosaur_taking_the_last_reserve_disc_leaves_none_for_a_chimpanzee():
    g = make_game("T: sheep / B: cow", hands={0: ["dinosaur", "chimpanzee"]}, discs=[4, 9, 8])
    assert g.reserve == 1
    refused(g, "play dinosaur@T2 take hay, chimpanzee@B1 boost heavy", "A-7", "reserve")
    accepted(g, "play dinosaur@T2 take hay, chimpanzee@B1")
    assert g.reserve == 0 and g.tokens("heavy")["Ann"] == (0, 1)


def test_T2b_is_listed_even_when_the_first_card_is_refused():
    """Issue 28: 'play camel@T1, turtle@T1' (seed 42, Cleo) broke T-2a, P-3 and P-5, and the verdict left out T-2b
    because the second card is never judged on an ark the refused first card cannot leave. Two cards into one cabin
    break T-2b on any ark, so the verdict lists it too; the fast path still stops at the first rule."""
    g = ark.Game.new(["Ann", "Ben", "Cleo"], seed=42)
    assert [c.id for c in g.current_player.hand] == ["camel", "turtle"]
    v = g.check("play camel@T1, turtle@T1")
    assert {"T-2a", "P-3", "P-5", "T-2b"} <= set(v.rules)
    assert "T-2b" not in g.check("play camel@T1, turtle@B1").rules
    assert not g.is_legal("play camel@T1, turtle@T1")
