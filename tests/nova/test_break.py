"""The break track and the break (EX-12, EX-14, N-BREAK-1 … -13, ND-35, ND-42)."""

from __future__ import annotations

from arkwidgets.nova import Decision, Game
from arkwidgets.nova.buildings import buildings_adjacent, make_building
from arkwidgets.nova.rules.bonuses import gain_money
from arkwidgets.nova.rules.breaks import INCOME_HOOKS, kiosk_income
from arkwidgets.nova.state import ZooAnimal
from arkwidgets.nova.tracks import TRACKS

from .helpers import at_turn, question, started


def break_state(players: int = 2, seed: int = 3, **player_changes):  # type: ignore[no-untyped-def]
    """A state at the end of a turn with a break due, after changing the state of the player to act."""
    game = started(players, seed)
    gs, seat = game.state, game.current_index
    for name, value in player_changes.items():
        setattr(gs.players[seat], name, value)
    gs.pending = (Decision("end-turn", seat),)
    gs.break_due = True
    gs.break_pos = gs.break_len
    return gs, seat


def breaking(players: int = 2, seed: int = 3, **player_changes):  # type: ignore[no-untyped-def]
    """A game at the first question of that break (the steps without questions already done)."""
    gs, seat = break_state(players, seed, **player_changes)
    return Game.from_state(gs), seat


def finish_break(game: Game) -> list:
    events = []
    while question(game).kind != "action":
        events += game.play(game.legal_moves()[0])
    return events


def test_n_break_1_2_3_cards_advance_and_the_end_gives_an_x_token_nd_42() -> None:
    """Rule N-BREAK-2."""
    game = started(2, 3)
    gs, seat = game.state, game.current_index
    assert gs.break_pos == 0 and gs.break_len == TRACKS.break_length(2)  # N-SET-1
    gs.players[seat].action_cards = ("cards", "animals", "build", "association", "sponsors")
    gs.break_pos = gs.break_len - 1
    game = at_turn(gs, seat)
    events = game.play("cards")
    assert game.state.break_pos == gs.break_len and game.state.break_due  # excess ignored
    assert game.state.players[seat].x_tokens == 1 and any(e.rule == "N-BREAK-3" for e in events)
    assert not any(e.kind == "break" for e in events)  # the break follows the turn


def test_n_break_4_5_nd_35_hand_limit_discards_clockwise_from_the_trigger() -> None:
    gs, seat = break_state(players=3)
    for p in gs.players:
        p.hand = gs.deck[:5]
        gs.deck = gs.deck[5:]
    gs.players[(seat + 2) % 3].universities = ("reputation-hand",)  # limit 5 (N-ASSOC-9, ND-47)
    game = Game.from_state(gs)
    asked = []
    while question(game).kind == "discard":
        asked.append(game.current_index)
        game.play(game.legal_moves()[0])
    assert asked == [seat, seat, (seat + 1) % 3, (seat + 1) % 3]
    assert [len(p.hand) for p in game.state.players] == [
        5 if i == (seat + 2) % 3 else 3 for i in range(3)]


def test_n_break_6_7_tokens_removed_workers_back_board_refilled() -> None:
    gs, seat = break_state(players=2, workers=0, workers_on=(1, 0, 0, 0), card_tokens=(("build", "venom"),),
                           partner_zoos=("africa",))
    gs.players[1 - seat].partner_zoos = ("africa",)
    gs.players[1 - seat].universities = ("science-2",)
    gs.offer_partner_zoos, gs.offer_universities = (), ()
    game = Game.from_state(gs)
    events = finish_break(game)
    s = game.state
    assert s.players[seat].workers == 1 and s.players[seat].workers_on == (0, 0, 0, 0)
    assert s.players[seat].card_tokens == ()
    assert "africa" not in s.offer_partner_zoos and len(s.offer_partner_zoos) == 4  # everyone owns Africa
    assert "science-2" in s.offer_universities
    assert any(e.rule == "N-BREAK-6" for e in events) and any(e.rule == "N-BREAK-7" for e in events)


def test_n_break_8_n_disp_7_folders_1_and_2_discarded_then_slide_and_refill() -> None:
    """Rule N-DISP-7."""
    game, _ = breaking()
    d = game.state.display
    finish_break(game)
    s = game.state
    assert s.display[:4] == d[2:] and None not in s.display and set(d[:2]) <= set(s.discard)


def test_ex_12_n_break_9_appeal_7_pays_11() -> None:
    game, seat = breaking(appeal=7)
    money = game.state.players[seat].money
    events = finish_break(game)
    income = [e for e in events if e.rule == "N-BREAK-9" and e.kind == "money" and e.data["player"] ==
              game.state.players[seat].name]
    assert income[0].data["amount"] == 11 and game.state.players[seat].money >= money + 11


def test_ex_14_n_break_10_two_kiosks_next_to_two_paying_buildings_each() -> None:
    """EX-14: 2 money per kiosk; an empty standard enclosure pays nothing, an occupied one and a pavilion do."""
    game = started(2, 3)
    gs, seat = game.state, game.current_index
    p = gs.players[seat]
    start = {b.type: b for b in p.buildings}
    kiosk_a, enclosure = start["kiosk"], start["enclosure-3"]
    kiosk_b = make_building("kiosk", (4, 7))
    pav_a, pav_b = make_building("pavilion", (0, 5)), make_building("pavilion", (4, 5))
    occupied, empty = make_building("enclosure-1", (3, 8)), make_building("enclosure-1", (5, 6))
    assert buildings_adjacent(kiosk_a, pav_a) and buildings_adjacent(kiosk_a, enclosure)
    assert buildings_adjacent(kiosk_b, occupied) and buildings_adjacent(kiosk_b, empty)
    p.buildings = (enclosure, kiosk_a, kiosk_b, pav_a, pav_b, occupied, empty)
    p.animals = (ZooAnimal(404, enclosure.anchor), ZooAnimal(405, occupied.anchor))
    assert kiosk_income(gs, seat) == 4
    p.animals = ()
    assert kiosk_income(gs, seat) == 2  # only the pavilions


def test_n_break_11_uncovered_income_spaces_and_sponsor_income_hooks() -> None:
    gs, seat = break_state(edge_tokens=(True, True, False, False, True, False, True))
    game = Game.from_state(gs)
    cp, money = gs.players[seat].cp, gs.players[seat].money

    def sponsor_income(gs2, s):  # type: ignore[no-untyped-def]
        return gain_money(gs2, s, 3, "N-BREAK-11") if s == seat else []

    INCOME_HOOKS.append(sponsor_income)
    try:
        events = finish_break(game)
    finally:
        INCOME_HOOKS.remove(sponsor_income)
    mine = [e for e in events if e.rule == "N-BREAK-11" and e.data.get("player") == gs.players[seat].name]
    assert sorted((e.kind, e.data["amount"]) for e in mine) == [("cp", 1), ("money", 3), ("money", 5)]
    s = game.state.players[seat]
    assert s.cp == cp + 1 and s.money == money + TRACKS.income(s.appeal) + 8  # the 12-money space pays once only


def test_n_break_12_13_token_back_and_play_goes_on_left_of_the_trigger() -> None:
    """Rule N-BREAK-13."""
    game, seat = breaking(players=3)
    finish_break(game)
    s = game.state
    assert s.break_pos == 0 and not s.break_due and not s.in_break
    assert game.current_index == (seat + 1) % 3 and game.decision.kind == "action"
