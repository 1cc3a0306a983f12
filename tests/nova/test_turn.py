"""The turn: strength, slots, X tokens, upgrades and the end-of-turn order (EX-1, N-TURN, N-X, N-UPG, N-EFF-2)."""

from __future__ import annotations

from arkwidgets.nova import Decision, Game
from arkwidgets.nova.moves import Choose, ChooseAction, XTokenAction
from arkwidgets.nova.rules.bonuses import gain_cp, gain_x

from .helpers import asking, at_turn, question, started


def _base(players: int = 2, seed: int = 3):
    game = started(players, seed)
    return game, game.state, game.current_index


def test_ex_1_n_turn_3_n_turn_4_strength_is_the_slot_and_the_card_goes_to_slot_1() -> None:
    """EX-1: slots [a, b, c, X, e], X used from slot 4 without X tokens → strength 4; slots [X, a, b, c, e]."""
    game, gs, seat = _base()
    gs.players[seat].action_cards = ("animals", "build", "association", "cards", "sponsors")
    game = at_turn(gs, seat)
    events = game.play("cards")
    assert next(e for e in events if e.kind == "action").data["strength"] == 4
    while question(game).kind != "action" or game.current_index == seat:
        game.play(game.legal_moves()[0])
    assert game.state.players[seat].action_cards == ("cards", "animals", "build", "association", "sponsors")


def test_n_x_2_spent_x_tokens_add_strength_and_leave() -> None:
    game, gs, seat = _base()
    gs.players[seat].action_cards = ("cards", "animals", "build", "association", "sponsors")
    gs.players[seat].x_tokens = 3
    game = at_turn(gs, seat)
    assert ChooseAction("cards", 3) in game.legal_moves() and ChooseAction("cards", 4) not in game.legal_moves()
    game.play("cards x2")
    assert question(game)["strength"] == 3 and game.state.players[seat].x_tokens == 1
    assert game.check("cards x4", player=seat).rules  # not the question any more


def test_n_x_2_spending_more_than_held_is_refused() -> None:
    game, gs, seat = _base()
    gs.players[seat].x_tokens = 1
    game = at_turn(gs, seat)
    assert game.check("cards x2").rules == ("N-X-2",)


def test_n_x_3_strength_is_fixed_before_the_action() -> None:
    """N-X-3, ND-42: the X token from reaching the break track's end does not raise the running action."""
    game, gs, seat = _base()
    gs.players[seat].action_cards = ("cards", "animals", "build", "association", "sponsors")
    gs.break_pos = gs.break_len - 1
    game = at_turn(gs, seat)
    game.play("cards")
    assert game.state.players[seat].x_tokens == 1
    assert question(game)["strength"] == 1


def test_n_x_5_x_token_action_moves_any_card_to_slot_1_and_gives_1_x() -> None:
    """Rule N-X-5."""
    game, gs, seat = _base()
    gs.players[seat].action_cards = ("animals", "build", "association", "cards", "sponsors")
    game = at_turn(gs, seat)
    game.play(XTokenAction("sponsors"))
    p = game.state.players[seat]
    assert p.action_cards == ("sponsors", "animals", "build", "association", "cards") and p.x_tokens == 1
    assert game.current_index != seat  # the X-token action is the whole turn (N-TURN-2)


def test_n_x_6_no_x_token_action_with_5_and_n_x_1_never_more_than_5() -> None:
    game, gs, seat = _base()
    gs.players[seat].x_tokens = 5
    game = at_turn(gs, seat)
    assert game.check("x-token build").rules == ("N-X-6",)
    assert not any(isinstance(m, XTokenAction) for m in game.legal_moves())
    gs2 = game.state
    events = gain_x(gs2, seat, 3, "N-X-7")
    assert gs2.players[seat].x_tokens == 5 and events[-1].rule == "N-X-1"


def test_n_turn_2_a_turn_is_one_action_and_the_answer_must_fit_the_question() -> None:
    game, gs, seat = _base()
    game = at_turn(gs, seat)
    assert game.check("draw deck").rules == ("N-TURN-2",)
    assert game.check("choose money").rules == ("N-TURN-2",)


def test_n_turn_5_an_action_that_cannot_act_is_not_offered() -> None:
    """N-TURN-5, ND-25: an action module says why its action would be empty; such a card is refused."""
    game, gs, seat = _base()
    gs.deck, gs.discard, gs.display = (), (), (None,) * 6
    game = at_turn(gs, seat)
    assert "N-CARDS-1" in game.check("cards").rules
    assert not any(isinstance(m, ChooseAction) and m.card == "cards" for m in game.legal_moves())
    assert XTokenAction("cards") in game.legal_moves()  # ND-25: the X-token action remains


def test_n_cp_3_n_upg_1_upgrade_flips_a_level_i_card_in_its_slot() -> None:
    game, gs, seat = _base()
    gs.pending = ()
    gain_cp(gs, seat, 2, "TEST")
    game = Game.from_state(gs)
    assert question(game).kind == "cp-2"
    assert set(game.legal_moves()) == {Choose("upgrade", c) for c in gs.players[seat].action_cards} | {
        Choose("worker")}
    slots = gs.players[seat].action_cards
    game.play("choose upgrade cards")
    p = game.state.players[seat]
    assert p.upgraded == ("cards",) and p.level("cards") == "II" and p.action_cards == slots


def test_n_cp_3_worker_and_n_upg_3_lost_upgrade() -> None:
    """N-CP-3: hire a worker; N-UPG-3, ND-43: an upgrade with every card on level II is lost."""
    game, gs, seat = _base()
    gs.pending = ()
    gs.players[seat].upgraded = ("animals", "build", "cards", "association", "sponsors")
    gain_cp(gs, seat, 2, "TEST")
    game = Game.from_state(gs)
    assert game.legal_moves() == [Choose("worker")]
    game.play("choose worker")
    assert (game.state.players[seat].workers, game.state.players[seat].workers_lying) == (2, 2)


def test_n_upg_2_nd_22_the_running_action_keeps_its_level() -> None:
    """N-UPG-2, ND-22: an upgrade during the action is used from the next action on."""
    game, gs, seat = _base()
    gs.players[seat].action_cards = ("cards", "animals", "build", "association", "sponsors")
    game = at_turn(gs, seat)
    game.play("cards")
    gs = game.state
    gs.players[seat].upgraded = ("cards",)
    game = Game.from_state(gs)
    assert question(game)["level"] == "I"


def test_n_turn_7_nd_16_end_of_turn_order() -> None:
    """N-TURN-7, ND-16: card to slot 1, then the display refill, then the break, then the next player."""
    game, gs, seat = _base()
    gs.players[seat].action_cards = ("animals", "build", "association", "cards", "sponsors")
    gs.break_pos = gs.break_len - 2
    game = at_turn(gs, seat)
    events = list(game.play("cards"))
    while game.current_index == seat and question(game).kind != "discard":
        events += game.play(game.legal_moves()[0])
    while question(game).kind == "discard" and game.current_index == seat and game.state.in_break is False:
        events += game.play(game.legal_moves()[0])
    kinds = [e.kind for e in events]
    assert kinds.index("slot-1") < kinds.index("break")
    refill = [i for i, e in enumerate(events) if e.kind == "refill" and e.rule == "N-DISP-5"]
    assert not refill or refill[0] < kinds.index("break")


def test_n_eff_2_after_effects_wait_for_slot_1_and_the_player_orders_them() -> None:
    """N-EFF-2, N-EFF-3, ND-50: "after the action" effects wait for slot 1; triggered together, their player orders
    them."""
    game, gs, seat = _base()
    gs.players[seat].action_cards = ("animals", "build", "association", "cards", "sponsors")
    game = at_turn(gs, seat)
    game.play("cards")
    gs = game.state
    gs.after = (Decision("refill", seat), Decision("break-income", seat))
    game = Game.from_state(gs)
    while question(game).kind != "after-order":
        game.play(game.legal_moves()[0])
    assert game.state.players[seat].action_cards[0] == "cards"
    assert game.legal_moves() == [Choose("effect", "1"), Choose("effect", "2")]
    assert game.check("choose effect 3").rules == ("N-EFF-2",)
    events = game.play("choose effect 2")
    assert any(e.rule == "N-BREAK-9" for e in events)  # the chosen one resolved first


def test_question_asks_the_player_who_must_answer() -> None:
    game, gs, seat = _base(players=3)
    gs.pending = ()
    other = (seat + 1) % 3
    game = asking(gs, Decision("discard", other, count=1, rule="N-BREAK-5"))
    assert game.current_index == other and game.turn_player == seat
