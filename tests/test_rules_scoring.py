"""End and scoring, E-1 … E-5 of rules.md, with the three tie-sharing examples of E-3."""

from __future__ import annotations

import random
from fractions import Fraction

from rulehelpers import event, make_game

import arkwidgets as ark
from arkwidgets.ark.cards import TYPES


def ended(**kw):
    """A game that ends when Ann (0) passes: everyone else has passed already."""
    kw.setdefault("phase", "final")
    kw.setdefault("passed", [False, True, True])
    g = make_game(**kw)
    events = g.play("pass")
    assert g.phase == "over"
    return g, events


# ---------------------------------------------------------------------------------------------------- E-1
def test_E1_pets_are_revealed_and_each_adds_a_token():
    g, events = ended(pets={0: "deer", 2: "koala"}, tokens={("shy", 1): 1})
    reveals = [e for e in events if e.kind == "reveal"]
    assert [(e.rule, e.data["player"], e.data["card"]) for e in reveals] == [
        ("E-1", "Ann", "deer"),
        ("E-1", "Cleo", "koala"),
    ]
    s = g.scores()
    assert s["Ann"].cards["shy"] == (1, 8) and s["Ben"].cards["shy"] == (1, 8)
    assert s["Cleo"].cards["slow"] == (1, 10)
    assert s.pets == {"Ann": "deer", "Ben": None, "Cleo": "koala"}
    assert s["Ann"].tokens_used == 1 and s["Ben"].tokens_used == 1


def test_E1_reveal_comes_before_the_final_score():
    _g, events = ended(pets={0: "deer"})
    kinds = [e.kind for e in events]
    assert kinds.index("reveal") < kinds.index("game-over")


# ---------------------------------------------------------------------------------------------------- E-2
def test_E2_most_10_second_6_every_other_with_a_token_2_none_0():
    assert ark.majority_points({"Ann": 5, "Ben": 3, "Cy": 2, "Dee": 1, "Eve": 0}) == {
        "Ann": 10, "Ben": 6, "Cy": 2, "Dee": 2, "Eve": 0}
    assert ark.majority_points({"Ann": 0, "Ben": 0, "Cy": 0}) == {"Ann": 0, "Ben": 0, "Cy": 0}
    assert ark.majority_points({"Ann": 0, "Ben": 1, "Cy": 0}) == {"Ann": 0, "Ben": 10, "Cy": 0}


def test_E2_stacks_count_one_and_a_half():
    assert ark.majority_points({"Ann": 1.5, "Ben": 1, "Cy": 2}) == {"Ann": 6, "Ben": 2, "Cy": 10}
    assert ark.majority_points({"Ann": 2.5, "Ben": 3}) == {"Ann": 6, "Ben": 10}
    g = make_game(tokens={("heavy", 0): 1, ("heavy", 1): 2}, stacks={("heavy", 0): 1})
    assert g.scores()["Ann"].cards["heavy"] == (2.5, 10)
    assert g.scores()["Ben"].cards["heavy"] == (2, 6)


def test_E2_each_scoring_card_is_ranked_on_its_own():
    g = make_game(tokens={("heavy", 0): 3, ("heavy", 1): 1, ("shy", 1): 2, ("shy", 2): 1, ("food", 2): 1})
    s = g.scores()
    assert {t: s["Ann"].cards[t][1] for t in TYPES} == {"heavy": 10, "slow": 0, "shy": 0, "useful": 0, "food": 0}
    assert {t: s["Ben"].cards[t][1] for t in TYPES} == {"heavy": 6, "slow": 0, "shy": 10, "useful": 0, "food": 0}
    assert {t: s["Cleo"].cards[t][1] for t in TYPES} == {"heavy": 0, "slow": 0, "shy": 6, "useful": 0, "food": 10}


def test_E2_scores_of_random_full_games_agree_with_the_tokens():
    for seed in range(3):
        g = ark.Game.new(4, seed=seed)
        rng = random.Random(seed)
        while g.phase != "over":
            g.play(g.random_move(rng))
        s = g.scores()
        for t in TYPES:
            counts = {name: g.players[i].tokens[t] + (1 if g.players[i].pet and g.players[i].pet.type == t else 0)
                      for i, name in enumerate(g.names)}
            points = ark.majority_points(counts)
            for name in g.names:
                assert s[name].cards[t] == (counts[name], points[name])
        for i, name in enumerate(g.names):
            assert s[name].total == sum(p for _, p in s[name].cards.values()) + g.players[i].discs


# ---------------------------------------------------------------------------------------------------- E-3
def test_E3_two_tied_first_share_10_plus_6():
    assert ark.majority_points({"Ann": 3, "Ben": 3, "Cy": 1}) == {"Ann": 8, "Ben": 8, "Cy": 2}


def test_E3_two_tied_second_share_6_plus_2():
    assert ark.majority_points({"Ann": 3, "Ben": 2, "Cy": 2}) == {"Ann": 10, "Ben": 4, "Cy": 4}


def test_E3_three_tied_first_share_10_plus_6_plus_2():
    assert ark.majority_points({"Ann": 2, "Ben": 2, "Cy": 2}) == {"Ann": 6, "Ben": 6, "Cy": 6}


def test_E3_more_ties():
    # three tied second: (6 + 2 + 2) / 3, kept exact
    assert ark.majority_points({"Ann": 4, "Ben": 1, "Cy": 1, "Dee": 1}) == {
        "Ann": 10, "Ben": Fraction(10, 3), "Cy": Fraction(10, 3), "Dee": Fraction(10, 3)}
    # four tied first: (10 + 6 + 2 + 2) / 4
    assert set(ark.majority_points({"A": 1, "B": 1, "C": 1, "D": 1}).values()) == {5}
    # ties at 1.5
    assert ark.majority_points({"Ann": 1.5, "Ben": 1.5, "Cy": 1}) == {"Ann": 8, "Ben": 8, "Cy": 2}
    # two tied last with a token: 2 each
    assert ark.majority_points({"Ann": 3, "Ben": 2, "Cy": 1, "Dee": 1}) == {"Ann": 10, "Ben": 6, "Cy": 2, "Dee": 2}


def test_E3_in_a_game():
    g = make_game(tokens={("useful", 0): 2, ("useful", 1): 2, ("useful", 2): 1})
    s = g.scores()
    assert [s[n].cards["useful"][1] for n in ("Ann", "Ben", "Cleo")] == [8, 8, 2]


# ---------------------------------------------------------------------------------------------------- E-4
def test_E4_each_action_disc_left_scores_one_point():
    g, _ = ended(discs=[5, 3, 0])
    s = g.scores()
    assert [s[n].discs for n in g.names] == [5, 3, 0]
    assert [s[n].total for n in g.names] == [5, 3, 0]
    assert g.winners == ("Ann",)


# ---------------------------------------------------------------------------------------------------- E-5
def test_E5_highest_total_wins():
    g, events = ended(tokens={("heavy", 1): 1})
    assert g.scores()["Ben"].total == 14
    assert g.winners == ("Ben",)
    over = event(events, "game-over")
    assert over.rule == "E-5" and over.data["winners"] == ["Ben"]
    assert "Ben wins" in over.text


def test_E5_tie_break_fewer_animal_cards_in_hand_food_not_counted():
    g, events = ended(
        tokens={("heavy", 0): 2, ("heavy", 1): 2},
        hands={0: ["deer", "koala"], 1: ["lion", "hay", "grain", "nuts"]},
        display=["fish", "fruit", "bananas"],
    )
    s = g.scores()
    assert s["Ann"].total == s["Ben"].total == 12
    assert (s["Ann"].animals_in_hand, s["Ben"].animals_in_hand) == (2, 1)
    assert g.winners == ("Ben",) == s.winners
    assert event(events, "game-over").data["winners"] == ["Ben"]


def test_E5_still_tied_they_share_the_win():
    g, events = ended(
        tokens={("heavy", 0): 2, ("heavy", 1): 2},
        hands={0: ["deer", "hay"], 1: ["lion"]},
        display=["fish", "fruit", "bananas"],
    )
    assert g.winners == ("Ann", "Ben")
    assert "share the win" in event(events, "game-over").text


def test_E5_all_players_tied_share():
    g, _ = ended()
    assert g.winners == ("Ann", "Ben", "Cleo")


def test_E5_no_winner_before_the_end():
    g = make_game()
    assert g.winners == ()
