"""Notebook 11 (``11_ark_nova_to_the_end``) teaches the rest of Ark Nova by stopping a seeded game of two greedy bots
at the first event of each idea. If the engine or the bots change, the game may change; these tests say which lesson
lost its moment, and that the two questions stay answerable, before nbval reports a mere output difference."""

from __future__ import annotations

import functools

from arkwidgets import nova
from arkwidgets.exercises import IsLegal, WhichLegal

#: The rule ids the notebook stops at, in the order it teaches them.
TAUGHT = ("N-ASSOC-5", "N-ASSOC-8", "N-BREAK-4", "N-BREAK-9", "N-BREAK-10", "N-MAP-5", "N-X-5", "N-BUILD-3",
          "N-REP-2", "N-PROJ-5", "N-ASSOC-12", "N-REP-4", "N-END-2", "N-END-3", "N-END-7", "N-END-8", "N-END-9")


def new_game() -> tuple[nova.Game, list[nova.GreedyBot]]:
    return nova.Game.new(["Ann", "Ben"], seed=1, map="A", cards="all"), [nova.GreedyBot(1), nova.GreedyBot(101)]


def bot_move(game: nova.Game, bots: list[nova.GreedyBot]) -> None:
    game.play(bots[game.current_index].choose(game))


@functools.cache
def played() -> dict[int, nova.Game]:
    """The notebook's game, once: copies at the two questions (moves 22 and 141) and the finished game (key -1)."""
    game, bots = new_game()
    kept = {}
    while game.phase != "over":
        if len(game.moves) in (22, 141):
            kept[len(game.moves)] = game.copy()
        bot_move(game, bots)
    kept[-1] = game
    return kept


def whole_game() -> nova.Game:
    return played()[-1]


def test_the_notebooks_game_shows_every_rule_it_teaches_in_order():
    """Each taught rule fires, and the first time each does comes in the order the notebook's sections follow."""
    firsts: dict[str, int] = {}
    for k, entry in enumerate(whole_game().history):
        for e in entry.events:
            firsts.setdefault(e.rule, k)
    missing = [rule for rule in TAUGHT if rule not in firsts]
    assert not missing, f"the seeded game no longer shows {missing}"
    order = [firsts[rule] for rule in ("N-ASSOC-5", "N-ASSOC-8", "N-BREAK-4", "N-MAP-5", "N-X-5", "N-PROJ-5",
                                       "N-REP-4", "N-END-2", "N-END-9")]
    assert order == sorted(order)


def test_the_winner_leads_on_both_tracks_as_the_prose_says():
    """N-END-8: the notebook's closing paragraph says Ann wins with more appeal and 10 CP more."""
    ann, ben = whole_game().players
    assert whole_game().winners == ("Ann",)
    assert ann.appeal > ben.appeal and ann.cp - ben.cp == 10


def test_the_end_is_triggered_by_a_pavilion_as_the_prose_says():
    """N-END-2 / N-BUILD-14: the section on the end says Ann triggers it with a pavilion worth 1 appeal."""
    for entry in whole_game().history:
        rules = [e.rule for e in entry.events]
        if "N-END-2" in rules:
            assert rules[rules.index("N-END-2") - 1] == "N-BUILD-14"
            assert str(entry.move).startswith("build pavilion")
            return
    raise AssertionError("the end was never triggered")


def test_question_1_partner_zoos_and_task_values():
    """N-ASSOC-6 / N-ASSOC-2: at move 22 Ann's Association I (strength 4) may take a new continent or reputation, not
    Africa again and not a project (worth 5)."""
    game = played()[22].copy()
    game.play("association")
    q1 = WhichLegal(game, ["partner-zoo africa", "partner-zoo europe", "project 104 level 1 token 1", "reputation"])
    assert q1.answer([2, 4]).correct and not q1.answer([2]).correct
    assert "N-ASSOC-6" in game.check("partner-zoo africa").rules
    assert "N-ASSOC-2" in game.check("project 104 level 1 token 1").rules


def test_question_2_a_blocked_level_breaks_two_rules():
    """N-PROJ-12 and N-PROJ-6: at move 141 level 2 of the Americas project is blocked in a 2-player game and needs
    more Americas icons than Ann has; level 3, which the bot plays, is legal."""
    game = played()[141]
    q2 = IsLegal(game, "project 104 level 2 token 1")
    assert set(q2.verdict.rules) == {"N-PROJ-12", "N-PROJ-6"}
    assert q2.answer("N-PROJ-6 N-PROJ-12").correct and not q2.answer("legal").correct
    assert game.is_legal("project 104 level 3 token 6")
