"""Decisions D-1 … D-9 of rules.md and the project's further decisions D-10 … D-18 (docs/decisions.md).

D-9 (evictions judged after the swap) is tested beside the evictions in test_rules_abilities.py
(``test_D9_*``); D-3 and D-4 also appear in test_rules_pets_final.py.
"""

from __future__ import annotations

import pytest
from rulehelpers import accepted, event, ids, kinds, make_game, refused

import arkwidgets as ark
from arkwidgets.ark.state import RAIN


def moves_of(g):
    return {str(m) for m in g.legal_moves()}


# ---------------------------------------------------------------------------------------------------- D-1
def test_D1_each_half_opens_only_right_after_its_last_cabin():
    a = ark.Ark.parse("T: porcupine, donkey, sheep / B: llama")
    assert a.new_cabins() == ("T4", "B2")
    assert a.positions() == ["T1", "T2", "T3", "T4", "B1", "B2"]
    for cabin, rule in (("T5", "P-7"), ("B3", "P-7"), ("B7", "P-7")):
        v = a.check("deer", cabin)
        assert v.rules == (rule,) and "D-1" in v.violations[0].message
    assert a.check("deer", "B2").legal


def test_D1_nothing_is_inserted_between_cabins():
    a = ark.Ark.parse("T: porcupine, donkey / B: llama, sloth")
    after = a.place("deer", "T3")
    # the old cabins keep their names and cards; the new one is added at the stern end
    assert after.cabins["T1"] == a.cabins["T1"] and after.cabins["T2"] == a.cabins["T2"]
    assert after.cabins["T3"] == (ark.card("deer"),)
    v = a.check("deer", "T0")
    assert v.rules == ("P-7",) and "T0" in v.violations[0].message


def test_D1_D14_a_second_opening_in_the_same_half_opens_the_next_cabin():
    """D-14: the first card's new cabin counts as a cabin; the second card may open the one after it."""
    g = make_game("T: sheep / B: llama, porcupine", hands={0: ["deer", "gazelle"]})
    refused(g, "play deer@T2 take hay, gazelle@T2 take grain", "T-2b")
    accepted(g, "play deer@T2 take hay, gazelle@T3 take grain")
    assert list(g.ark.cabins)[:3] == ["T1", "T2", "T3"]
    assert g.players[0].discs == 2


# ---------------------------------------------------------------------------------------------------- D-2
@pytest.mark.parametrize("seat, receiver", [(0, 3), (1, 0), (2, 1), (3, 2)])
def test_D2_the_opening_fee_goes_to_the_player_who_played_just_before(seat, receiver):
    g = make_game(players=4, current=seat, hands={seat: ["deer"]}, discs=[3, 3, 3, 4])
    before = [p.discs for p in g.players]
    events = g.play("play deer@T3 take hay")
    after = [p.discs for p in g.players]
    assert after[seat] == before[seat] - 1 and after[receiver] == before[receiver] + 1
    assert event(events, "open").data["to"] == g.names[receiver]


def test_D2_right_hand_neighbour_played_just_before():
    g = make_game(players=4, current=3, hands={3: ["gazelle"], 0: ["deer"]}, discs=[3, 3, 3, 4])
    g.play("play gazelle@T1")
    assert g.current_index == 0
    g.play("play deer@B3 take hay")
    assert g.players[3].discs == 5


# ---------------------------------------------------------------------------------------------------- D-3
def test_D3_pets_in_turn_order_from_the_drawer_after_the_draw():
    g = make_game(players=4, current=2, rain=1, deck_top=["zebra", "rain", "fruit", "fish"],
                  hands={0: ["koala"], 1: ["snail"], 2: ["deer"], 3: ["sheep"]})
    g.play("draw 1")
    assert g.phase == "pets"
    assert len(g.display) == 3 and ids(g.players[2].hand) == ["deer", "hay", "zebra"], "the draw is complete first"
    order = []
    while g.phase == "pets":
        order.append(g.current_index)
        g.play("pet none")
    assert order == [2, 3, 0, 1]
    assert g.phase == "play" and g.current_index == 3  # D-17


def test_D3_D17_current_player_is_the_one_choosing():
    g = make_game(players=3, current=1, rain=1, deck_top=["rain", "zebra"], hands={1: ["koala"], 2: ["deer"]})
    g.play("draw 2")
    assert g.current_player.name == "Ben"
    g.play("pet koala")
    assert g.current_player.name == "Cleo"
    assert [str(m) for m in g.legal_moves()] == ["pet deer", "pet none"]


# ---------------------------------------------------------------------------------------------------- D-4
def test_D4_final_round_opening_takes_no_display_card():
    g = make_game(phase="final", hands={0: ["deer"]})
    openings = [m for m in g.legal_moves() if isinstance(m, ark.Play) and m.placements[0].cabin in ("T3", "B3")]
    assert openings and all(m.placements[0].take is None for m in openings)
    refused(g, "play deer@T3 take hay", "D-4", "no display card")
    accepted(g, "play deer@T3")
    assert ids(g.display) == ["hay", "grain", "nuts"] and ids(g.players[0].hand) == []


# ---------------------------------------------------------------------------------------------------- D-5
def test_D5_an_18th_token_still_scores_and_is_reported():
    g = make_game(hands={0: ["deer"]}, tokens={("heavy", 0): 10, ("shy", 0): 7})
    accepted(g, "play deer@T1")
    assert g.tokens("shy")["Ann"] == (8, 0)
    s = g.scores()
    assert s["Ann"].tokens_used == 18
    assert s["Ann"].cards["shy"] == (8, 10)


# ---------------------------------------------------------------------------------------------------- D-6
def test_D6_abilities_are_optional_both_moves_are_offered():
    g = make_game("T: horse / B: sheep, donkey", hands={0: ["skunk"]})
    assert {"play skunk@T1", "play skunk@T1 evict horse"} <= moves_of(g)
    g = make_game("T: zebra / B: sheep", hands={0: ["spider"]})
    assert {"play spider@T1", "play spider@T1 evict zebra"} <= moves_of(g)
    g = make_game("T: zebra / B: sheep", hands={0: ["mosquito"]})
    assert {"play mosquito@T1", "play mosquito@T1 evict zebra"} <= moves_of(g)
    g = make_game("T: elephant / B: hippopotamus", hands={0: ["chimpanzee"]})
    assert {"play chimpanzee@T1", "play chimpanzee@T1 boost useful"} <= moves_of(g)
    g = make_game(hands={0: ["fox"]})
    assert {"play fox@T2", "play fox@T2 plain"} <= moves_of(g)


def test_D6_an_unused_eviction_is_a_plain_placement():
    g = make_game("T: horse / B: sheep, donkey", hands={0: ["skunk"]})
    g.play("play skunk@T1")
    assert g.ark.cabins["T1"] == (ark.card("horse"), ark.card("skunk")) and g.evicted == ()


# ---------------------------------------------------------------------------------------------------- D-7
def _stuck(hand):
    """Display and deck hold no card (all rain cards still in the deck), Ann cannot place her hand."""
    return make_game(hands={0: hand}, display=[], leftover_to=1, rain=0)


def test_D7_pass_is_legal_only_when_nothing_else_is_possible():
    g = _stuck(["elephant"])  # weight 4 tips the ark anywhere
    assert [str(m) for m in g.legal_moves()] == ["pass"]
    events = accepted(g, "pass")
    assert event(events, "pass").rule == "D-7"
    # the turn ends normally: the refill turns over the rain cards left in the deck (D-8), so the game moves on
    assert g.rain_drawn == 5 and g.phase == "pets" and g.deck_size == 0


def test_D7_refusal_pass_while_a_draw_is_possible():
    g = make_game(hands={0: ["elephant"]})
    refused(g, "pass", "D-7", "neither draw nor play")


def test_D7_refusal_pass_while_a_card_can_be_played():
    g = _stuck(["deer"])
    refused(g, "pass", "D-7")


def test_D7_cannot_happen_before_the_5th_rain_in_a_normal_game():
    g = ark.Game.new(3, seed=5)
    assert g.display and g.deck_size and g.snapshot().deck.count(RAIN) == 5
    assert "pass" not in moves_of(g)


# ---------------------------------------------------------------------------------------------------- D-8
def test_D8_second_and_fifth_rain_in_one_draw_pets_first_then_the_final_round():
    g = make_game(hands={0: ["snail"], 1: ["koala"], 2: ["deer"]}, display=["grain", "nuts", "fish"],
                  deck_top=["rain", "rain", "rain", "rain", "zebra"], rain=1, current=1)
    events = g.play("draw 1")
    assert g.rain_drawn == 5
    assert [e.data["number"] for e in events if e.kind == "rain"] == [2, 3, 4, 5]
    assert ids(g.players[1].hand) == ["koala", "grain"], "T-1c: no card after the 5th rain"
    assert ids(g.display) == ["nuts", "fish"], "T-1c: no refill"
    assert g.phase == "pets" and g.current_index == 1
    g.play("pet koala")
    g.play("pet deer")
    events = g.play("pet snail")
    assert g.phase == "final" and g.current_index == 2
    assert event(events, "final-begin").rule == "F-1"
    assert [p.pet.id for p in g.players] == ["snail", "koala", "deer"]


def test_D8_rain_while_refilling_after_a_play_counts_like_any_other():
    g = make_game(hands={0: ["deer"], 1: ["koala"]}, deck_top=["rain", "fruit"], rain=1)
    events = g.play("play deer@T3 take hay")
    assert g.rain_drawn == 2 and g.phase == "pets" and g.current_index == 0
    assert ids(g.display) == ["grain", "nuts", "fruit"]
    assert kinds(events)[-1] == "pets-begin"


def test_D8_second_and_fifth_rain_while_refilling_after_a_play():
    g = make_game(hands={0: ["deer"]}, deck_top=["rain", "rain", "rain", "rain", "fruit"], rain=1)
    g.play("play deer@T3 take hay")
    assert g.rain_drawn == 5 and g.phase == "pets"
    assert ids(g.display) == ["grain", "nuts"]
    for _ in range(3):
        g.play("pet none")
    assert g.phase == "final" and g.current_index == 1


# ---------------------------------------------------------------------------------------------------- D-10
def test_D10_plain_declines_fox_and_dinosaur_and_is_refused_elsewhere():
    g = make_game(hands={0: ["fox", "deer"]})
    refused(g, "play deer@T1 plain", "D-10", "deer")
    accepted(g, "play fox@T2 plain")
    assert g.players[0].discs == 4
    assert str(ark.Move.parse("play fox@T3 plain take hay")) == "play fox@T3 plain take hay"


# ---------------------------------------------------------------------------------------------------- D-11
def test_D11_the_disc_goes_under_a_plain_token_only():
    g = make_game("T: elephant / B: hippopotamus", hands={0: ["chimpanzee"]}, stacks={("heavy", 0): 1})
    refused(g, "play chimpanzee@T1 boost heavy", "A-7", "heavy")
    accepted(g, "play chimpanzee@T1 boost useful")  # its own fresh token


# ---------------------------------------------------------------------------------------------------- D-12
def test_D12_evicted_chimpanzee_token_and_optional_disc():
    g = make_game("T: chimpanzee+elephant / B: hippopotamus, donkey", hands={0: ["skunk"]})
    g.play("play skunk@T1 evict chimpanzee")
    assert g.tokens("useful")["Ann"] == (1, 0) and g.reserve == 10
    g = make_game("T: chimpanzee+elephant / B: hippopotamus, donkey", hands={0: ["skunk"]})
    g.play("play skunk@T1 evict chimpanzee boost useful")
    assert g.tokens("useful")["Ann"] == (0, 1) and g.reserve == 9


# ---------------------------------------------------------------------------------------------------- D-13
def test_D13_the_card_taken_for_a_new_cabin_may_be_the_second_card():
    g = make_game(hands={0: ["deer"]}, display=["gazelle", "grain", "nuts"])
    accepted(g, "play deer@T3 take gazelle, gazelle@B2")
    g = make_game(hands={0: ["deer"]}, display=["koala", "grain", "nuts"])
    refused(g, "play deer@T3 take koala, koala@B2", "T-2a", "koala")


# ---------------------------------------------------------------------------------------------------- D-15
def test_D15_an_impossible_ark_can_be_typed_and_is_explained():
    a = ark.Ark.parse("T: zebra+reindeer, lion+sheep / B: hay+pig, cow")
    assert {v.rule for v in a.problems()} == {"P-2", "P-4", "P-5"}
    for bad in ("T: lion, lion / B: cow", "T: sheep+donkey+hen+snail / B: cow", "T: elephant / B: sheep"):
        with pytest.raises(ValueError):
            ark.Ark.parse(bad)


# ---------------------------------------------------------------------------------------------------- D-16
def test_D16_odd_pile_gives_the_upper_pile_the_extra_card():
    extra = ark.Card(id="yak", name="Yak", kind="animal", climate="cold", weight=3, diet="herbivore", type="heavy")
    deck = ark.Deck([*list(ark.DECK), extra])
    g = ark.Game.new(3, seed=2, deck=deck)
    pile = list(reversed(g.snapshot().deck))
    cards_only = len(pile) - 5
    assert cards_only % 2 == 1
    upper = cards_only // 2 + 1
    assert RAIN not in pile[:upper] and pile[upper] == RAIN


def test_D16_a_deck_that_cannot_fill_the_starting_cabins_is_refused():
    heavy = [ark.Card(id=f"beast-{k}", name=f"Beast {k}", kind="animal", climate="any", weight=3,
                      diet="herbivore", type="heavy") for k in range(40)]
    with pytest.raises(ValueError, match="S-5"):
        ark.Game.new(3, seed=1, deck=ark.Deck(heavy))


# ---------------------------------------------------------------------------------------------------- D-18
def test_D18_exact_fractions_keep_the_tie_break_honest():
    g = make_game(players=4, tokens={("heavy", 0): 3, ("heavy", 1): 1, ("heavy", 2): 1, ("heavy", 3): 1},
                  discs=[3, 3, 3, 3])
    s = g.scores()
    from fractions import Fraction

    assert s["Ben"].cards["heavy"][1] == Fraction(10, 3)
    assert s["Ben"].total == Fraction(10, 3) + 3


# ---------------------------------------------------------------------------------------------------- rule ids
KNOWN_IDS = (
    {f"S-{k}" for k in range(1, 9)}
    | {"T-1", "T-1a", "T-1b", "T-1c", "T-2", "T-2a", "T-2b", "T-3"}
    | {f"P-{k}" for k in range(1, 8)}
    | {f"A-{k}" for k in range(1, 9)}
    | {f"R-{k}" for k in range(1, 5)}
    | {f"F-{k}" for k in range(1, 4)}
    | {f"E-{k}" for k in range(1, 6)}
    | {f"D-{k}" for k in range(1, 19)}
)


def test_every_rule_id_the_engine_cites_exists():
    """Verdicts and events cite ids of rules.md (or of docs/decisions.md), so a learner can always look them up."""
    import pathlib
    import re

    source = "\n".join(p.read_text(encoding="utf-8") for p in pathlib.Path(ark.__file__).parent.rglob("*.py"))
    cited = set(re.findall(r'Violation\(\s*"([A-Z]-\d+[a-z]?)"', source))
    cited |= set(re.findall(r'make\(\s*"[a-z-]+",\s*"([A-Z]-\d+[a-z]?)"', source))
    assert cited and cited <= KNOWN_IDS, sorted(cited - KNOWN_IDS)


def test_every_event_of_random_games_carries_a_known_rule_id():
    import random

    for seed in range(4):
        g = ark.Game.new(3 + seed % 3, seed=seed)
        rng = random.Random(seed)
        while g.phase != "over":
            g.play(g.random_move(rng))
        rules = {e.rule for e in g.events}
        assert rules <= KNOWN_IDS, sorted(rules - KNOWN_IDS)
        assert all(e.text and not e.text.startswith("(") for e in g.events), "every event has a sentence"
