"""Solo play: the timer, solo breaks and the end (EX-17, N-SOLO-1 … -13, ND-20, ND-36)."""

from __future__ import annotations

from arkwidgets.nova import Game
from arkwidgets.nova.rules.board import next_donation
from arkwidgets.nova.rules.breaks import advance_break
from arkwidgets.nova.tracks import TRACKS

from .helpers import at_turn, started


def play_solo(game: Game) -> tuple[list[int], list[int]]:
    """Play first legal answers to the end; the turns of each round and the uncovered donation costs at breaks."""
    rounds, turns, donations = [], 0, []
    while game.phase != "over":
        if game.decision.kind == "action":
            turns += 1
        events = game.play(game.legal_moves()[0])
        for e in events:
            if e.rule == "N-SOLO-9":
                rounds.append(turns)
                turns = 0
                donations.append(e.args.get("cost"))
    rounds.append(turns)
    return rounds, donations


def test_ex_17_n_solo_8_9_10_11_rounds_of_7_6_5_4_3_2_turns_and_5_breaks() -> None:
    """EX-17: 27 turns in 6 rounds, 5 solo breaks each covering the lowest empty donation space, then scoring."""
    game = started(1, seed=4)
    assert game.state.solo_left == 7  # N-SOLO-3
    before = next_donation(game.state)[1]
    rounds, donations = play_solo(game)
    assert rounds == [7, 6, 5, 4, 3, 2] and sum(rounds) == 27
    assert donations[0] == before and donations == sorted(donations) and len(donations) == 5
    assert sum(1 for owner in game.state.donations_covered if owner == -2) == 5
    assert game.phase == "over" and game.state.turn == 27


def test_n_solo_10_a_solo_break_runs_steps_1_to_5_not_6() -> None:
    game = started(1, seed=2)
    kinds = []
    while not any(r == "N-SOLO-10" for r in kinds):
        kinds += [e.rule for e in game.play(game.legal_moves()[0])]
    while game.decision.kind != "action":
        kinds += [e.rule for e in game.play(game.legal_moves()[0])]
    assert {"N-BREAK-7", "N-BREAK-8", "N-BREAK-9"} <= set(kinds) and "N-BREAK-12" not in kinds
    assert game.state.solo_left == 6 and not game.state.in_break


def test_nd_36_n_solo_9_only_the_12_space_left_the_token_lies_beside_it() -> None:
    game = started(1, seed=2)
    gs = game.state
    gs.donations_covered = (-2,) * (len(gs.donations) - 1) + (-1,)
    gs.solo_left = 1
    game = at_turn(gs)
    game.play("cards")
    events = []
    while game.decision.kind != "action":
        events += game.play(game.legal_moves()[0])
    solo = [e for e in events if e.rule == "N-SOLO-9"]
    assert solo and "cost" not in solo[0].args and game.state.donations_covered[-1] == -1


def test_n_solo_7_no_break_token_and_no_x_token_for_a_break() -> None:
    game = started(1, seed=2)
    gs = game.state
    assert advance_break(gs, 0, 5, "N-CARDS-1") == [] and gs.break_pos == 0 and gs.players[0].x_tokens == 0


def test_n_solo_12_13_nd_20_the_regular_trigger_ends_a_solo_game_after_the_turn() -> None:
    game = started(1, seed=2)
    gs = game.state
    gs.players[0].appeal, gs.players[0].cp = TRACKS.target(3), 3
    game = at_turn(gs)
    game.play("cards")
    assert game.state.end_trigger == 0
    while game.phase != "over":
        assert game.decision.kind != "action"  # no other turn
        game.play(game.legal_moves()[0])
    assert game.scores()[0].vp >= 0 and game.winners == ("Ann",)  # N-SOLO-12: the win test VP ≥ 0


def test_n_solo_12_below_0_vp_the_solo_game_is_lost() -> None:
    game = started(1, seed=4)
    play_solo(game)
    assert game.scores()[0].vp < 0 and game.winners == ()
    assert game.history[-1].events[-1].rule == "N-SOLO-12"
