"""The Game façade: setup (N-SET, N-SOLO-2…-5), questions, check/play/undo, refused moves change nothing."""

from __future__ import annotations

import pytest

from arkwidgets.nova import Game, IllegalMove
from arkwidgets.nova.cards import BASE_PROJECTS, ZOO_DECK_NUMBERS, final_scoring_card
from arkwidgets.nova.coverage import executed_deck
from arkwidgets.nova.moves import ChooseAction, Keep
from arkwidgets.nova.tracks import TRACKS
from arkwidgets.verdicts import GameError

from .helpers import question, started


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_n_set_setup_numbers(players: int) -> None:
    """N-SET-3, N-SET-6, N-SET-12 … N-SET-16:
    deck, display, base projects, slots, markers, money, workers, final cards."""
    game = Game.new(players=players, seed=7)
    s = game.state
    assert game.phase == "setup"
    assert len(s.display) == 6 and None not in s.display
    assert len(s.base_projects) == (4 if players == 4 else 3)
    assert all(b in {p.number for p in BASE_PROJECTS} for b in s.base_projects)
    for p in s.players:
        assert p.action_cards[0] == "animals" and sorted(p.action_cards) == sorted(
            ("animals", "build", "cards", "association", "sponsors"))
        assert (p.money, p.cp, p.reputation, p.workers, p.workers_lying) == (25, 0, 1, 1, 3)
        assert len(p.final_cards) == 2 and p.edge_tokens == (True,) * 7 and p.upgraded == ()
        assert {b.type for b in p.buildings} == {"kiosk", "enclosure-3"}  # N-SET-10, map A
    dealt = sum(len(d["cards"]) for d in s.pending if d.kind == "keep")
    assert dealt == 8 * players  # N-SET-17
    assert len(s.deck) + 6 + dealt == len(game.card_pool) == len(executed_deck(solo=players == 1))


def test_n_set_13_appeal_by_turn_order() -> None:
    s = Game.new(players=4, seed=3).state
    order = [(s.start_player + k) % 4 for k in range(4)]
    assert [s.players[i].appeal for i in order] == [0, 1, 2, 3]


def test_n_set_7_two_player_blocking() -> None:
    """N-SET-7, EX-18: left level of the left base project, middle of the middle, right of the right; left
    donation column."""
    s = Game.new(players=2, seed=5).state
    left, middle, right = s.base_projects
    assert {(x.project, x.level, x.owner) for x in s.supports} == {(left, 1, -1), (middle, 2, -1), (right, 3, -1)}
    blocked = [i for i, owner in enumerate(s.donations_covered) if owner == -2]
    assert [s.donations[i] for i in blocked] == [5, 7, 10]  # the left column (ND-48)
    assert [s.donations[i] for i, owner in enumerate(s.donations_covered) if owner == -1] == [2, 5, 7, 10, 12]
    assert Game.new(players=3, seed=5).state.supports == ()


def test_n_solo_2_3_4_5_solo_setup() -> None:
    """N-SOLO-4:
    N-SOLO-2 (3 base projects, no blocking), -3 (7 timer tokens), -4 (20 appeal), -5 (no inapplicable card)."""
    for seed in range(30):
        s = Game.new(players=1, seed=seed).state
        assert len(s.base_projects) == 3 and s.supports == () and s.solo_left == 7 and s.break_len == 0
        assert s.players[0].appeal == 20
        assert all(final_scoring_card(c).solo_usable for c in s.players[0].final_cards)
    assert Game.new(players=1, seed=1, solo_appeal=0).state.players[0].appeal == 0


def test_n_set_17_keep_4_of_8_for_each_player_then_the_display_turns() -> None:
    game = Game.new(players=3, seed=11)
    asked = []
    while game.phase == "setup":
        d = question(game)
        asked.append(d.player)
        assert len(game.legal_moves()) == 70  # C(8, 4)
        game.play(Keep(tuple(d["cards"][4:])))
    s = game.state
    assert asked == [(s.start_player + k) % 3 for k in range(3)]
    assert all(len(p.hand) == 4 for p in s.players) and len(s.discard) == 12
    assert game.phase == "play" and question(game).kind == "action" and game.current_index == s.start_player


def test_n_set_17_keep_refuses_other_cards_and_counts() -> None:
    game = Game.new(players=2, seed=1)
    offered = question(game)["cards"]
    stranger = next(c for c in ZOO_DECK_NUMBERS if c not in offered)
    verdict = game.check(Keep((stranger, *offered[:3])))
    assert verdict.rules == ("N-SET-17",)
    assert "N-SET-17" in game.check(Keep(offered[:3])).rules


def test_same_seed_same_game_and_player_names() -> None:
    a, b = Game.new(players=["Zoe", "Yan"], seed=99), Game.new(players=["Zoe", "Yan"], seed=99)
    assert a.state == b.state and a.names == ("Zoe", "Yan")
    assert Game.new(players=2, seed=98).state != a.state


@pytest.mark.parametrize("bad", [0, 5, True, "Ann", ["A", "A"], ["", "B"], [1, 2]])
def test_bad_player_counts_and_names_are_refused(bad: object) -> None:
    with pytest.raises((ValueError, TypeError)):
        Game.new(players=bad)  # type: ignore[arg-type]


@pytest.mark.parametrize("bad", [{"seed": -1}, {"seed": 1.5}, {"map": "Z"}, {"map": 3}, {"solo_appeal": 7}])
def test_bad_options_are_refused(bad: dict) -> None:
    with pytest.raises(ValueError):
        Game.new(players=1, **bad)


def test_play_undo_history_and_a_refused_move_changes_nothing() -> None:
    game = started(2, seed=4)
    before, past = game.state, game.history
    with pytest.raises(IllegalMove) as e:
        game.play("discard 999")
    assert e.value.rules == ("N-TURN-2",)
    assert game.state == before and game.history == past
    events = game.play("cards")
    assert any(ev.rule == "N-CARDS-1" for ev in events)
    last = game.history[-1]
    assert isinstance(last.move, ChooseAction) and last.move.card == "cards" and last.question.kind == "action"
    game.undo()
    assert game.state == before
    with pytest.raises(GameError):
        Game.new(players=2, seed=1).undo()


def test_the_wrong_player_is_told_whose_decision_it_is() -> None:
    game = started(2, seed=4)
    other = 1 - game.current_index
    assert game.check("cards", player=other).rules == ("N-TURN-1",)
    assert game.check("cards", player=game.current_index).legal


def test_question_and_log_speak_and_hide_kept_hands() -> None:
    game = Game.new(players=2, seed=2)
    assert "keep 4" in game.question
    started_game = started(2, seed=2)
    assert "keep (4 cards, hidden)" in started_game.log()
    assert "[N-SET-17]" in started_game.log()


def test_legal_moves_all_pass_check_on_a_game_in_progress() -> None:
    from arkwidgets.nova.bots import RandomBot

    game, bot = started(3, seed=8), RandomBot(8)
    for _ in range(150):
        for move in game.legal_moves():
            assert game.check(move).legal, (move, game.check(move))
        game.play(bot.choose(game))


def test_scores_are_vp_best_first() -> None:
    game = started(2, seed=1)
    scores = game.scores()
    assert [s.vp for s in scores] == sorted((s.vp for s in scores), reverse=True)
    assert all(s.vp == s.appeal - TRACKS.target(s.cp) for s in scores)
    assert game.winners == ()


def test_n_set_10_11_map_a_map_0_and_the_advanced_maps() -> None:
    """N-SET-10: map A has a kiosk and a size-3 enclosure; N-SET-11: map 0 and the advanced maps start with none
    (map 7's ability is N-MAPX-7, tests/nova/test_maps.py)."""
    s = Game.new(players=2, seed=1, map="0").state
    assert all(p.map_id == "0" and p.buildings == () for p in s.players)
    s = Game.new(players=2, seed=1, map="7").state
    assert all(p.map_id == "7" and p.buildings == () for p in s.players)


def test_n_comp_2_one_to_four_players_and_n_comp_7_nd_2_supplies_never_run_out() -> None:
    """N-COMP-2: 1–4 players. N-COMP-7, ND-2: component counts are no limit (money and X tokens come from a
    supply that never runs out; only per-player limits apply)."""
    from arkwidgets.nova.rules.bonuses import gain_money

    for n in (1, 2, 3, 4):
        assert len(Game.new(players=n, seed=n).names) == n
    gs = started(4, seed=1).state
    for seat in range(4):
        gain_money(gs, seat, 500, "N-COMP-7")
    assert all(p.money >= 500 for p in gs.players)


def test_n_set_4_n_map_8_everything_else_is_supply_and_the_notepad_holds_workers_money_x() -> None:
    """N-SET-4, N-MAP-8: a player's notepad is workers, money and X tokens; the rest of the table starts empty."""
    s = started(2, seed=3).state
    for p in s.players:
        assert (p.workers, p.money, p.x_tokens) == (1, 25, 0)
        assert p.animals == () and p.sponsors == () and p.partner_zoos == () and p.universities == ()
    assert s.project_row == () and s.break_pos == 0
