"""Effects that trigger together, in the order their player chooses (N-EFF-3, P.11, P.15, ND-50 revised).

The engine asks for the order only when trying both orders shows a difference; otherwise the rules' order holds and
nothing is asked. Positions are real states with the facts of each situation set; verdicts come from the public game.
"""

from __future__ import annotations

from arkwidgets.nova.moves import Choose

from .helpers import at_turn, question
from .test_animals import SIZE_1, SIZE_2, animals_turn, placement
from .test_projects import task5, zoo

VULTURE = 500  # Long-billed Vulture: size 4, 1 rock, 1 science icon needed; appeal 5, CP 1, reputation 1; Scavenging 3


def test_n_eff_3_p11_an_animals_effects_in_the_players_order_when_it_matters() -> None:
    """N-EFF-3, N-ANIM-10, ND-50 (revised 2026-12-03): P.11 "如果有多个效果同时生效，由你选择执行的顺序".
    Situation: CP 1; the vulture gives 1 CP (reaching the CP-2 choice) and its Scavenging asks which card to keep.
    Outcome: its appeal and reputation, whose order changes nothing, are gained at once; the player is asked whether
    the CP or the ability comes first; choosing the ability asks Scavenging's question before the CP-2 choice."""
    four = placement("enclosure-4", rock=1, buildings=(SIZE_1, SIZE_2))
    game, seat = animals_turn(slot=2, hand=(VULTURE,), extra=(SIZE_1, SIZE_2, four))
    gs = game.state
    gs.players[seat].universities, gs.players[seat].cp = ("science-2",), 1
    appeal, reputation = gs.players[seat].appeal, gs.players[seat].reputation
    game = at_turn(gs, seat)
    game.play("animals")
    game.play(f"play {VULTURE} in {four.anchor[0]},{four.anchor[1]}")
    d = question(game)
    assert d.kind == "effect-order" and d["parts"] == ((("cp", 1, "N-ANIM-10"),),
                                                       (("ability", VULTURE, "N-ANIM-10"),))
    assert game.legal_moves() == [Choose("first", "1"), Choose("first", "2")]
    assert "N-EFF-3" in game.check("choose first 3").rules
    p = game.state.players[seat]
    assert (p.appeal, p.reputation, p.cp) == (appeal + 5, reputation + 1, 1)
    game.play("choose first 2")
    assert question(game).kind not in ("cp-2", "effect-order") and game.state.players[seat].cp == 1
    while question(game).kind != "cp-2":
        game.play(game.legal_moves()[0])
    assert game.state.players[seat].cp == 2


def test_n_proj_5_p15_reward_before_or_after_the_map_bonus() -> None:
    """N-PROJ-5, N-EFF-3, ND-50 (revised): P.15 "你可以选择在获得保护项目酬谢之前或之后拿取奖励". Situation: CP 1 and
    reputation 8 without Cards II; Reptiles level 2 (4 CP) supported with the token of the "2 reputation" space.
    Outcome: the order matters (the reward reaches the CP-2 upgrade, which can lift the reputation cap of 9), so the
    player is asked; reward first, upgrading Cards, then the 2 reputation: reputation 10. Bonus first: reputation 9,
    1 lost."""
    table = {"base_projects": (109, 101, 102)}
    reptiles = zoo(470, 471, 472, 474)
    for first, reputation in (("1", 10), ("2", 9)):
        game, seat = task5(table=table, animals=reptiles, cp=1, reputation=8)
        game.play("project 109 level 2 token 5")
        assert question(game).kind == "effect-order"
        game.play(f"choose first {first}")
        while game.turn_player == seat and question(game).kind != "action":
            d = question(game)
            if d.kind == "cp-2":
                game.play("choose upgrade cards")
            elif d.kind == "cp-bonus":
                game.play("choose money")
            else:
                game.play(game.legal_moves()[0])
        assert game.state.players[seat].reputation == reputation, first


def test_n_eff_3_nothing_is_asked_when_the_order_cannot_matter() -> None:
    """N-EFF-3, ND-50: Situation: CP 10 (no threshold ahead), Reptiles level 2 (4 CP) with the token of the
    "12 money" space. Outcome: CP and money commute, so nothing is asked: CP 14 and 12 money more at once."""
    game, seat = task5(table={"base_projects": (109, 101, 102)}, animals=zoo(470, 471, 472, 474), cp=10, money=0)
    game.play("project 109 level 2 token 6")
    p = game.state.players[seat]
    assert (p.cp, p.money) == (14, 12) and question(game).kind != "effect-order"
