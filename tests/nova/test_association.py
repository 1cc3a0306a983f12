"""The Association action (N-ASSOC-1 … -16, EX-10, ND-24, ND-27, ND-43, ND-44, ND-47, ND-48, ND-61).

Positions are real states with the example's facts set; every verdict is read through the public game (``check``,
``legal_moves``, ``play``), and every refused move is shown to change nothing.
"""

from __future__ import annotations

import pytest

from arkwidgets.nova import Game
from arkwidgets.nova.moves import Donate, PartnerZoo, Reputation, Stop, University
from arkwidgets.nova.rules import load
from arkwidgets.nova.rules.bonuses import gain_bonus
from arkwidgets.nova.rules.donations import BLOCKED, cover_donation, next_donation
from arkwidgets.nova.rules.zoo_icons import UNIVERSITIES, hand_limit, icon_count
from arkwidgets.verdicts import IllegalMove

from .helpers import at_turn, question, rules_of, started

OTHERS = ("animals", "build", "cards", "sponsors")


def association(players: int = 2, seed: int = 1, slot: int = 5, level: str = "I", x: int = 0,
                **changes) -> tuple[Game, int]:  # type: ignore[no-untyped-def]
    """A game at the association question of the player to act: the Association card in ``slot``, on ``level``,
    ``x`` X tokens spent, after changing that player's state."""
    game = started(players, seed)
    gs, seat = game.state, game.current_index
    p = gs.players[seat]
    cards = list(OTHERS)
    cards.insert(slot - 1, "association")
    p.action_cards = tuple(cards)
    p.upgraded = ("association",) if level == "II" else ()
    p.x_tokens = max(p.x_tokens, x)
    for name, value in changes.items():
        setattr(p, name, value)
    game = at_turn(gs, seat)
    game.play(f"association x{x}" if x else "association")
    assert question(game).kind == "association"
    return game, seat


def refused_changes_nothing(game: Game, move: str) -> set[str]:
    """Play a move that must be refused; return its rule ids after checking the state did not change."""
    before = game.state
    with pytest.raises(IllegalMove):
        game.play(move)
    assert game.state == before
    return rules_of(game, move)


def test_n_assoc_1_one_worker_then_two_then_the_task_is_closed() -> None:
    """N-ASSOC-1: 1 worker on an empty task, 2 when one of yours is there, closed with 3; others never matter."""
    game, seat = association(level="II", workers=3)
    gs = game.state
    gs.players[1 - seat].workers_on = (3, 0, 0, 0)  # another colour's workers never matter
    game = Game.from_state(gs)
    game.play("reputation")
    assert game.state.players[seat].workers == 2 and game.state.players[seat].workers_on[0] == 1
    game, seat = association(level="II", workers=1, workers_on=(1, 0, 0, 0))
    assert "N-ASSOC-1" in refused_changes_nothing(game, "reputation")
    assert Reputation() not in game.legal_moves()
    game, seat = association(level="II", workers=2, workers_on=(1, 0, 0, 0))
    game.play("reputation")
    assert game.state.players[seat].workers_on[0] == 3 and game.state.players[seat].workers == 0
    game, seat = association(level="II", workers=4, workers_on=(3, 0, 0, 0))
    assert refused_changes_nothing(game, "reputation") == {"N-ASSOC-1"}


def test_n_assoc_2_level_i_does_one_task_worth_at_most_the_strength() -> None:
    """N-ASSOC-2: task values 2/3/4/5; Association I at strength 3 takes a partner zoo but no university."""
    game, seat = association(slot=3)
    moves = game.legal_moves()
    assert Reputation() in moves and PartnerZoo("asia") in moves
    assert not any(isinstance(m, University) for m in moves)
    assert refused_changes_nothing(game, "university science-2") == {"N-ASSOC-2"}
    assert "N-ASSOC-2" in refused_changes_nothing(game, "project 101 level 3 token 1")
    assert refused_changes_nothing(game, "stop") == {"N-ASSOC-2"}
    assert refused_changes_nothing(game, "donate") == {"N-ASSOC-15"}  # N-ASSOC-15: level I allows no donation
    game.play("partner-zoo asia")
    assert question(game).kind != "association"  # exactly one task: the action is over
    assert game.state.players[seat].action_cards[0] == "association"


def test_n_assoc_3_nd_27_level_ii_does_different_tasks_adding_up_to_the_strength() -> None:
    """N-ASSOC-3, ND-27: different tasks one at a time, their values adding up to at most the strength."""
    game, seat = association(level="II", workers=3, money=1)  # too poor to donate (2-player: 2 first)
    game.play("reputation")
    assert question(game)["left"] == 3 and question(game)["done"] == ("reputation",)
    assert "N-ASSOC-3" in refused_changes_nothing(game, "reputation")  # each task once per action
    assert refused_changes_nothing(game, "university science-2") == {"N-ASSOC-3"}  # 2 + 4 > 5
    game.play("partner-zoo europe")  # 2 + 3 = 5
    assert question(game).kind != "association"  # nothing is left to do: the action ends by itself
    p = game.state.players[seat]
    assert p.partner_zoos == ("europe",) and p.workers_on[:2] == (1, 1)


def test_n_assoc_3_stop_ends_level_ii_only_after_a_task() -> None:
    """N-ASSOC-3, ND-25: Association II stops when the player says so, but only after at least one task."""
    game, _seat = association(level="II", workers=3)
    assert "N-ASSOC-3" in refused_changes_nothing(game, "stop")
    assert Stop() not in game.legal_moves()
    game.play("reputation")
    assert Stop() in game.legal_moves()
    game.play("stop")
    assert question(game).kind != "association"


def test_n_assoc_4_reputation_task_and_nd_43_at_the_cap() -> None:
    """N-ASSOC-4, N-REP-6: +2 reputation; ND-43: at 9 without Cards II the gain is lost but the task is still legal."""
    game, seat = association(slot=2, reputation=3)
    game.play("reputation")
    assert game.state.players[seat].reputation == 5
    game, seat = association(slot=2, reputation=9)
    events = game.play("reputation")
    assert game.state.players[seat].reputation == 9
    assert any(e.kind == "lost" and e.rule == "N-REP-3" for e in events)


def test_n_assoc_5_n_map_5_6_partner_zoo_goes_to_the_lowest_slot_with_its_bonus() -> None:
    """N-ASSOC-5, N-MAP-5, N-MAP-6: the partner zoo leaves the board; the 2nd slot of map A gives an upgrade."""
    game, seat = association(slot=3, partner_zoos=("africa",))
    game.play("partner-zoo americas")
    s = game.state
    assert s.players[seat].partner_zoos == ("africa", "americas")
    assert "americas" not in s.offer_partner_zoos
    assert question(game).kind == "upgrade"  # the slot bonus is asked at once


def test_n_assoc_6_nd_44_continents_you_lack_four_at_most_third_needs_association_ii() -> None:
    """N-ASSOC-6, N-MAP-6, ND-44, ND-22: a continent you lack, on offer; the 3rd and 4th need Association II."""
    game, seat = association(slot=3, partner_zoos=("africa",))
    assert PartnerZoo("africa") not in game.legal_moves()
    assert refused_changes_nothing(game, "partner-zoo africa") == {"N-ASSOC-6"}
    game, seat = association(slot=3, partner_zoos=("africa", "asia"))
    assert refused_changes_nothing(game, "partner-zoo europe") == {"N-MAP-6"}
    game, seat = association(slot=3, level="II", partner_zoos=("africa", "asia"))
    game.play("partner-zoo europe")
    assert game.state.players[seat].partner_zoos[-1] == "europe"
    game, seat = association(slot=3, level="II", partner_zoos=("africa", "asia", "europe", "americas"))
    assert refused_changes_nothing(game, "partner-zoo australia") == {"N-ASSOC-6"}
    # ND-44: the board offers only continents the player has: task 3 is impossible
    gs = started(2, 1).state
    seat = gs.current
    gs.players[seat].partner_zoos = ("africa",)
    gs.offer_partner_zoos = ("africa",)
    gs.players[seat].action_cards = ("animals", "build", "association", "cards", "sponsors")
    gs.players[seat].reputation = 9  # task 2 is still possible (ND-43), so the action is offered
    game = at_turn(gs, seat)
    game.play("association")
    assert game.legal_moves() == [Reputation()]
    assert refused_changes_nothing(game, "partner-zoo asia") == {"N-ASSOC-5"}


def test_n_assoc_7_a_partner_zoo_gives_its_continent_icon() -> None:
    """N-ASSOC-7, N-EFF-5: a partner zoo counts as one continent icon."""
    game, seat = association(slot=3)
    before = icon_count(game.state, seat, "asia")
    game.play("partner-zoo asia")
    assert icon_count(game.state, seat, "asia") == before + 1


def test_n_assoc_8_nd_47_university_slot_bonus_and_reputation() -> None:
    """N-ASSOC-8, ND-47: a kind you lack, in the lowest slot (map A's 2nd gives an upgrade), and its reputation."""
    game, seat = association(slot=4, reputation=1)
    game.play("university science-reputation")
    p = game.state.players[seat]
    assert p.universities == ("science-reputation",) and p.reputation == 3
    assert "science-reputation" not in game.state.offer_universities
    game, seat = association(slot=4, universities=("science-2",))
    assert refused_changes_nothing(game, "university science-2") == {"N-ASSOC-8"}
    assert refused_changes_nothing(game, "university nonsense") == {"N-ASSOC-8"}
    game.play("university reputation-hand")
    assert game.state.players[seat].universities == ("science-2", "reputation-hand")
    assert question(game).kind == "upgrade"  # the 2nd university slot's bonus (N-MAP-6)
    gs = game.state
    gs.offer_universities = ()
    game, seat = association(slot=4)
    gs = game.state
    gs.offer_universities = ("science-2",)
    gs.players[seat].universities = ()
    game = Game.from_state(gs)
    assert refused_changes_nothing(game, "university reputation-hand") == {"N-ASSOC-8"}  # not on offer


def test_n_assoc_9_nd_47_universities_give_science_icons_and_the_hand_limit() -> None:
    """N-ASSOC-9, ND-47, N-BREAK-5: science icons 1/0/2; only the reputation-hand university raises the limit to 5."""
    gs = started(2, 1).state
    assert set(UNIVERSITIES) == {"science-reputation", "reputation-hand", "science-2"}
    assert hand_limit(gs, 0) == 3
    gs.players[0].universities = ("science-reputation", "science-2")
    assert hand_limit(gs, 0) == 3 and icon_count(gs, 0, "science") == 3
    gs.players[0].universities += ("reputation-hand",)
    assert hand_limit(gs, 0) == 5 and icon_count(gs, 0, "science") == 3


def test_ex_10_association_ii_university_reputation_and_a_donation_at_strength_6() -> None:
    """EX-10: Association II in slot 5 with 1 X token (strength 6): university (4) + reputation (2) = 6, then a
    donation of 5 (the next costs 7). Ids N-X-2, N-ASSOC-1, -3, -4, -8, -12."""
    game, seat = association(players=2, slot=5, level="II", x=1, workers=2, money=20, reputation=2, cp=0)
    assert question(game)["strength"] == 6
    gs = game.state
    other = 1 - seat
    space, cost = next_donation(gs)
    assert space is not None
    assert cost == 2  # the 2-player blocking leaves 2, 5, 7, 10 (ND-48); the 2 is taken by the other player
    gs.donations_covered = (*gs.donations_covered[:space], other, *gs.donations_covered[space + 1:])
    game = Game.from_state(gs)
    assert next_donation(game.state)[1] == 5
    game.play("university science-2")
    s = game.state.players[seat]
    assert s.universities == ("science-2",) and s.workers_on[2] == 1
    game.play("reputation")
    assert game.state.players[seat].reputation == 4
    game.play("donate")
    p = game.state.players[seat]
    assert p.money == 15 and p.cp == 1
    assert next_donation(game.state)[1] == 7
    assert seat in game.state.donations_covered


def test_n_assoc_12_nd_61_a_donation_may_open_the_action_but_the_action_needs_a_task() -> None:
    """N-ASSOC-12, ND-61 (revised 2026-12-03): P.16 asks for a task *in the same action*, not before the donation.
    Situation: Association II, 3 workers, 30 money, nothing done yet. Outcome: the donation is offered first and
    costs the smallest visible value (2 with 3 players); the action cannot stop until a task is done; one donation
    per action; without the money it is refused."""
    game, seat = association(players=3, level="II", workers=3, money=30)
    assert Donate() in game.legal_moves()
    game.play("donate")
    p = game.state.players[seat]
    assert (p.money, p.cp) == (28, 1)
    assert Stop() not in game.legal_moves() and refused_changes_nothing(game, "stop") == {"N-ASSOC-3"}
    assert refused_changes_nothing(game, "donate") == {"N-ASSOC-12"}
    game.play("reputation")
    assert Stop() in game.legal_moves() and Donate() not in game.legal_moves()
    game, seat = association(players=3, level="II", workers=3, money=1)
    assert refused_changes_nothing(game, "donate") == {"N-ASSOC-12"}


def test_nd_61_a_donation_first_only_when_a_task_surely_follows() -> None:
    """ND-61 (revised): judged when it is made, a first donation needs a task that no effect of the donation can
    take away. Situation: CP 4, so the donation's CP reaches the CP-5 bonus (a tile there may take a partner zoo or
    a university); the reputation task is closed by 3 workers. Outcome: donating first is refused, the partner zoo
    first then the donation is legal; with the reputation task open (or without the CP-5 bonus ahead) the donation
    may come first."""
    closed = (3, 0, 0, 0)
    game, _ = association(players=3, level="II", workers=3, money=30, cp=4, workers_on=closed)
    assert Donate() not in game.legal_moves()
    assert refused_changes_nothing(game, "donate") == {"ND-61"}
    game.play(next(m for m in game.legal_moves() if isinstance(m, PartnerZoo)))
    assert Donate() in game.legal_moves()
    game, _ = association(players=3, level="II", workers=3, money=30, cp=4)
    assert Donate() in game.legal_moves()
    game, _ = association(players=3, level="II", workers=3, money=30, cp=2, workers_on=closed)
    assert Donate() in game.legal_moves()


def test_nd_48_donation_costs_by_player_count() -> None:
    """ND-48 (revised 2026-12-03), N-ASSOC-12, -13, N-SET-7: the right column 2, 5, 7, 10, the left column 5, 7, 10
    between them and the 12 that is never covered. Outcome: with 3 or 4 players the donations cost 2, 5, 5, 7, 7,
    10, 10 and then 12 for ever; with 2 players (left column blocked) 2, 5, 7, 10, then 12."""
    for players, costs in ((3, [2, 5, 5, 7, 7, 10, 10, 12, 12]), (4, [2, 5, 5, 7, 7, 10, 10, 12, 12]),
                           (2, [2, 5, 7, 10, 12, 12])):
        gs = Game.new(players=players, seed=1).state
        paid = []
        for _ in costs:
            space, cost = next_donation(gs)
            paid.append(cost)
            if space is not None:
                cover_donation(gs, space, 0)
        assert paid == costs, players


def test_n_assoc_13_when_only_the_last_space_is_left_each_donation_costs_12_without_a_token() -> None:
    """N-ASSOC-13: every space but the last covered: a donation costs 12 and places no token."""
    game, seat = association(players=3, level="II", workers=3, money=30)
    gs = game.state
    other = (seat + 1) % 3
    gs.donations_covered = tuple(other if i < len(gs.donations) - 1 else -1 for i in range(len(gs.donations)))
    game = Game.from_state(gs)
    game.play("reputation")
    events = game.play("donate")
    assert game.state.players[seat].money == 18 and game.state.donations_covered == gs.donations_covered
    assert any(e.rule == "N-ASSOC-13" for e in events)


def test_n_assoc_14_n_set_7_blocked_spaces_count_as_covered() -> None:
    """N-ASSOC-14, ND-28, N-SET-7: with 2 players the left column is blocked; the first donation costs 2 from the
    right column, and never a blocked space."""
    game, seat = association(players=2, level="II", workers=3, money=30)
    blocked = [i for i, o in enumerate(game.state.donations_covered) if o == BLOCKED]
    assert len(blocked) == 3
    game.play("reputation")
    game.play("donate")
    covered = game.state.donations_covered
    assert [i for i, o in enumerate(covered) if o == BLOCKED] == blocked
    assert covered.count(seat) == 1 and covered.index(seat) not in blocked


def test_n_cp_3_a_donation_can_reach_cp_2() -> None:
    """N-CP-1, N-CP-3: the donation's CP moves the marker; reaching 2 asks for the upgrade-or-worker choice."""
    game, seat = association(players=3, level="II", workers=3, money=30, cp=1)
    game.play("reputation")
    game.play("donate")
    assert game.state.players[seat].cp == 2 and question(game).kind == "cp-2"


def test_n_assoc_16_n_break_7_workers_return_at_the_break() -> None:
    """N-ASSOC-16, N-BREAK-7: workers placed by the action come back at the break and the board is refilled."""
    game, seat = association(slot=3, workers=1)
    gs = game.state
    gs.break_due = True  # a break follows this turn
    gs.break_pos = gs.break_len
    game = Game.from_state(gs)
    game.play("partner-zoo asia")
    assert game.state.in_break
    while question(game).kind != "action" or game.state.in_break:
        game.play(game.legal_moves()[0])
    s = game.state
    assert s.players[seat].workers == 1 and s.players[seat].workers_on == (0, 0, 0, 0)
    assert "asia" in s.offer_partner_zoos


def test_nd_25_association_needs_a_possible_task() -> None:
    """ND-25, N-TURN-5: with no available worker the Association action is not offered and is refused."""
    gs = started(2, 1).state
    seat = gs.current
    gs.players[seat].workers = 0
    game = at_turn(gs, seat)
    assert not any(str(m).startswith("association") for m in game.legal_moves())
    assert "N-ASSOC-2" in rules_of(game, "association")


def test_n_cp_4_partner_zoo_and_university_bonus_tiles_ask_without_a_worker() -> None:
    """N-CP-4, N-ASSOC-5, -8: a partner-zoo or university bonus asks for one of the kinds you lack, no worker."""
    load()
    game = started(2, 1)
    gs, seat = game.state, game.current_index
    gs.players[seat].partner_zoos = ("africa",)
    gs.mark = -1
    gain_bonus(gs, seat, "partner_zoo", 1, "N-CP-4")
    game = Game.from_state(gs)
    assert question(game).kind == "bonus-partner-zoo"
    assert PartnerZoo("africa") not in game.legal_moves() and len(game.legal_moves()) == 4
    workers = game.state.players[seat].workers
    game.play("partner-zoo asia")
    assert game.state.players[seat].partner_zoos == ("africa", "asia")
    assert game.state.players[seat].workers == workers
    gs = game.state
    gs.players[seat].universities = tuple(UNIVERSITIES)
    events = gain_bonus(gs, seat, "university", 1, "N-CP-4")
    assert [e.rule for e in events] == ["ND-43"]  # nothing left to take: lost


def test_candidates_agree_with_the_judge_in_association_positions() -> None:
    """Every listed association answer has no violation (the invariant test's promise, on chosen positions)."""
    for level in ("I", "II"):
        for slot in (2, 3, 4, 5):
            game, _seat = association(players=3, slot=slot, level=level, workers=3, money=30,
                                     partner_zoos=("africa", "asia"), x_tokens=0)
            for m in game.legal_moves():
                assert not game.check(m).rules, (level, slot, str(m), game.check(m).rules)
