"""The end and scoring (EX-13, EX-15, EX-19, EX-20, N-END-1 … -10, N-CP-5, -6, ND-13, ND-17 … ND-19)."""

from __future__ import annotations

from typing import Any

import pytest

from arkwidgets.nova import Decision, Game, GameState
from arkwidgets.nova.cards import ANIMALS, SPONSORS, final_scoring_card
from arkwidgets.nova.moves import Discard
from arkwidgets.nova.rules.bonuses import gain_cp
from arkwidgets.nova.rules.final_scoring import final_card_cp, right_neighbour
from arkwidgets.nova.state import ZooAnimal
from arkwidgets.nova.tracks import TRACKS

from .helpers import at_turn, question, started


def turn_with(players: int = 3, seed: int = 2, **changes: Any) -> tuple[GameState, int]:
    game = started(players, seed)
    gs, seat = game.state, game.current_index
    for name, value in changes.items():
        setattr(gs.players[seat], name, value)
    return gs, seat


def play_turns(game: Game) -> list[int]:
    """Play first legal answers until the game is over; the seats of the turns played."""
    seats = []
    while game.phase != "over":
        if question(game).kind == "action":
            seats.append(game.current_index)
        game.play(game.legal_moves()[0])
    return seats


def test_ex_13_n_end_2_3_trigger_then_one_more_turn_each() -> None:
    """N-END-3: EX-13: Red at appeal 64 and CP 20 triggers the end; Red finishes, every other player plays once more."""
    gs, red = turn_with(players=3, appeal=63, cp=20)
    assert TRACKS.target(20) == 64 and not TRACKS.end_triggered(63, 20)
    gs.players[red].appeal = 64
    game = at_turn(gs, red)
    events = game.play("cards")
    assert any(e.rule == "N-END-2" for e in events) and game.state.end_trigger == red
    while question(game).kind != "action":
        game.play(game.legal_moves()[0])
    assert game.phase == "final"
    assert TRACKS.victory_points(64, 20) == 0  # EX-13 derived: Red's VP is 0 before final scoring
    assert play_turns(game) == [(red + 1) % 3, (red + 2) % 3]


def test_nd_17_the_trigger_is_the_turn_player_whoever_met_and_only_the_first_counts() -> None:
    gs, seat = turn_with(players=2)
    other = 1 - seat
    gs.players[other].appeal, gs.players[other].cp = 85, 14
    assert TRACKS.end_triggered(85, 14)
    game = at_turn(gs, seat)
    game.play("cards")
    assert game.state.end_trigger == seat
    assert play_turns(game) == [other]


def test_n_end_4_trigger_during_a_break_everyone_plays_once_more() -> None:
    """Rule N-END-4."""
    gs, seat = turn_with(players=3, appeal=100)
    gs.players[seat].cp = 0
    gs.pending = (Decision("end-turn", seat),)
    gs.break_due, gs.break_pos = True, gs.break_len
    gs.players[seat].edge_tokens = (True, True, True, False, True, True, True)  # +1 CP at the break
    gs.players[seat].appeal = TRACKS.target(1)
    game = Game.from_state(gs)
    while game.state.end_trigger is None:
        game.play(game.legal_moves()[0])
    assert game.state.end_in_break
    assert play_turns(game) == [(seat + 1) % 3, (seat + 2) % 3, seat]


def test_ex_15_n_end_8_9_vp_and_ranking() -> None:
    """EX-15: Blue CP 16 appeal 72 → target 76, VP −4; Red CP 18 appeal 79 → target 70, VP +9; Red first."""
    assert (TRACKS.target(16), TRACKS.target(18)) == (76, 70)
    gs, blue = turn_with(players=2, cp=16, appeal=72)
    red = 1 - blue
    gs.players[red].cp, gs.players[red].appeal = 18, 79
    scores = Game.from_state(gs).scores()
    assert [(s.name, s.target, s.vp) for s in scores] == [
        (gs.players[red].name, 70, 9), (gs.players[blue].name, 76, -4)]


def _scored(gs) -> Game:  # type: ignore[no-untyped-def]
    gs.pending = (Decision("score", gs.current),)
    return Game.from_state(gs)


def test_n_end_9_nd_13_nd_19_tie_break_and_shared_victory() -> None:
    gs, a = turn_with(players=2, appeal=40, cp=5, projects_supported=2, final_cards=())
    b = 1 - a
    gs.players[b].appeal, gs.players[b].cp, gs.players[b].projects_supported = 40, 5, 1
    gs.final_deck += gs.players[b].final_cards
    gs.players[b].final_cards = ()
    game = _scored(gs.copy())
    assert game.phase == "over" and game.winners == (gs.players[a].name,)  # ND-19: negative VP still wins
    gs.players[b].projects_supported = 2
    assert set(_scored(gs).winners) == {gs.players[a].name, gs.players[b].name}


def test_n_cp_5_first_to_10_every_player_puts_a_final_card_under_once() -> None:
    gs, seat = turn_with(players=3, cp=9)
    gs.pending = ()
    gain_cp(gs, seat, 1, "TEST")
    game = Game.from_state(gs)
    asked = []
    while game.decision is not None and game.decision.kind == "final-discard":
        asked.append(game.current_index)
        move = game.legal_moves()[0]
        assert isinstance(move, Discard)
        card = move.card
        game.play(move)
        assert game.state.final_deck[-1] == card
    assert asked == [seat, (seat + 1) % 3, (seat + 2) % 3]
    gs = game.state
    gs.pending = ()
    other = (seat + 1) % 3
    gs.players[other].cp = 9
    gain_cp(gs, other, 3, "TEST")
    pending: tuple[Decision, ...] = gs.pending  # what gain_cp pushed on the stack emptied above
    assert not any(d.kind == "final-discard" for d in pending)  # once per game


def test_n_end_6_n_cp_6_nobody_at_10_everyone_discards_before_scoring() -> None:
    """Rule N-CP-6."""
    gs, seat = turn_with(players=2)
    gs.pending = (Decision("final-scoring", seat),)
    game = Game.from_state(gs)
    assert question(game).kind == "final-discard" and question(game)["rule"] == "N-END-6"
    while game.phase != "over":
        game.play(game.legal_moves()[0])
    assert all(len(p.final_cards) == 1 for p in game.state.players)


def _with_sponsors(count: int):  # type: ignore[no-untyped-def]
    gs, seat = turn_with(players=2)
    plain = [s.number for s in SPONSORS if not s.has_endgame and not s.has_income]  # no end-game CP of their own
    gs.players[seat].sponsors = tuple(plain[:count])
    return gs, seat


@pytest.mark.parametrize(("count", "cp"), [(2, 0), (3, 1), (7, 2), (8, 3), (12, 4)])
def test_ex_19_n_end_7_sponsored_zoo(count: int, cp: int) -> None:
    """EX-19: Sponsored Zoo, 3 | 6 | 8 | 10 sponsor cards → 1 | 2 | 3 | 4 CP."""
    assert final_scoring_card(8).name == "Sponsored Zoo"
    gs, seat = _with_sponsors(count)
    assert final_card_cp(gs, seat, 8) == cp


def _animal(category: str, n: int) -> list[int]:
    return [a.number for a in ANIMALS if a.categories == (category,)][:n]


def test_ex_20_n_icon_12_diverse_species_zoo_beats_the_right_neighbour() -> None:
    """N-ICON-12:
    EX-20: more icons than your right-hand neighbour (the player before you) in 5 categories → 4 CP (max 4)."""
    gs, seat = turn_with(players=3)
    neighbour = right_neighbour(gs, seat)
    assert neighbour == (seat - 1) % 3
    mine = [*(_animal("predator", 2)), *(_animal("bird", 1)), *(_animal("reptile", 1)), *(_animal("primate", 1)),
            *(_animal("herbivore", 1))]
    gs.players[seat].animals = tuple(ZooAnimal(c, (0, 0)) for c in mine)
    gs.players[neighbour].animals = tuple(ZooAnimal(c, (0, 0)) for c in _animal("predator", 3)[2:3])
    assert final_card_cp(gs, seat, 9) == 4
    gs.players[neighbour].animals = tuple(ZooAnimal(c, (0, 0)) for c in _animal("bird", 3)[1:3] +
                                          _animal("reptile", 3)[1:3])
    assert final_card_cp(gs, seat, 9) == 3  # birds and reptiles now lost: predator, primate, herbivore


def test_n_end_7_final_scoring_adds_card_cp_without_thresholds_and_the_game_is_over() -> None:
    gs, seat = _with_sponsors(8)
    gs.players[seat].final_cards = (8,)
    gs.cp10_done = True
    cp = gs.players[seat].cp
    game = _scored(gs)
    assert game.state.players[seat].cp == cp + 3 and game.phase == "over" and game.legal_moves() == []
    assert game.check("cards").rules == ("N-END-9",)


def test_n_end_5_nd_18_breaks_happen_during_the_final_turns() -> None:
    """Rule N-END-5."""
    gs, seat = turn_with(players=2, appeal=TRACKS.target(0), cp=0)
    gs.players[seat].action_cards = ("cards", "animals", "build", "association", "sponsors")
    gs.break_pos = gs.break_len - 2
    game = at_turn(gs, seat)
    rules = [e.rule for e in game.play("cards")]
    assert "N-END-2" in rules and "N-BREAK-3" in rules
    while game.phase != "over":
        rules += [e.rule for e in game.play(game.legal_moves()[0])]
    assert "N-BREAK-4" in rules and rules.index("N-BREAK-4") < rules.index("N-END-7")


def test_n_app_1_3_appeal_meets_cp_and_pays_income() -> None:
    """N-APP-1: the appeal marker meeting the CP marker ends the game (they meet at target(CP));
    N-APP-3: appeal pays at every break, more appeal never less (EX-12: 7 → 11)."""
    assert TRACKS.end_triggered(TRACKS.target(7), 7) and not TRACKS.end_triggered(TRACKS.target(7) - 1, 7)
    incomes = [TRACKS.income(a) for a in range(TRACKS.appeal_max + 1)]
    assert TRACKS.income(7) == 11 and incomes == sorted(incomes)


def test_nd_17_the_trigger_is_checked_the_moment_appeal_changes() -> None:
    """ND-17: appeal reaching the target then falling again (a release) in the same move still triggers."""
    from arkwidgets.nova.rules.bonuses import gain_appeal, lose_appeal

    gs, seat = turn_with(players=2, appeal=TRACKS.target(0) - 2, cp=0)
    gs.phase = "play"
    gain_appeal(gs, seat, 3, "TEST")
    lose_appeal(gs, seat, 3, "N-PROJ-8")
    assert gs.end_trigger == gs.current and not TRACKS.end_triggered(gs.players[seat].appeal, 0)
