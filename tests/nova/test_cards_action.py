"""The Cards action, the display and reputation (EX-2, N-CARDS-1 … -9, N-DISP-1 … -8, N-REP-1 … -7, ND-23, ND-41)."""

from __future__ import annotations

import pytest

from arkwidgets.nova import Game
from arkwidgets.nova.moves import Discard, DrawDeck, Snap, Take
from arkwidgets.nova.rules.bonuses import gain_reputation
from arkwidgets.nova.tracks import TRACKS

from .helpers import at_turn, question, started


def cards_turn(slot: int = 1, level: str = "I", reputation: int = 1, x: int = 0, seed: int = 3, **state):
    """A game at the start of a turn whose Cards card lies in ``slot`` on ``level``."""
    game = started(2, seed)
    gs, seat = game.state, game.current_index
    p = gs.players[seat]
    others = [c for c in p.action_cards if c != "cards"]
    p.action_cards = (*others[:slot - 1], "cards", *others[slot - 1:])
    p.upgraded = ("cards",) if level == "II" else ()
    p.reputation, p.x_tokens = reputation, x
    for name, value in state.items():
        setattr(gs, name, value)
    return at_turn(gs, seat), seat


def test_n_cards_1_break_advances_2_without_money() -> None:
    game, seat = cards_turn()
    money, pos = game.state.players[seat].money, game.state.break_pos
    events = game.play("cards")
    assert game.state.break_pos == pos + 2 and game.state.players[seat].money == money
    assert any(e.rule == "N-CARDS-1" for e in events)


@pytest.mark.parametrize("strength", [1, 2, 3, 4, 5])
def test_n_cards_2_level_i_draws_and_discards_by_the_table(strength: int) -> None:
    """N-CARDS-2, NC-2: draw [1, 1, 2, 2, 3], discard [1, 0, 1, 0, 1] at strength 1–5, never more than 3."""
    game, seat = cards_turn(slot=strength)
    hand = len(game.state.players[seat].hand)
    game.play("cards")
    draw, drop = TRACKS.cards_draw("I", strength)
    assert DrawDeck(draw) in game.legal_moves() and draw <= 3
    assert "N-CARDS-2" in game.check(DrawDeck(draw + 1)).rules
    assert "N-CARDS-2" in game.check(Take(1)).rules
    game.play(DrawDeck(draw))
    assert len(game.state.players[seat].hand) == hand + draw
    if drop:
        assert game.decision.kind == "discard" and game.decision["count"] == drop
        game.play(game.legal_moves()[0])
    assert len(game.state.players[seat].hand) == hand + draw - drop
    assert game.current_index != seat


def test_n_cards_3_level_i_snap_needs_strength_5() -> None:
    game, _ = cards_turn(slot=4)
    game.play("cards")
    assert game.check("snap 6").rules == ("N-CARDS-3",)
    game, seat = cards_turn(slot=4, x=1)
    game.play("cards x1")
    card = game.state.display[5]
    game.play("snap 6")  # any folder, whatever the reputation (reputation 1 = folder 1 only)
    assert card in game.state.players[seat].hand and game.current_index != seat


def test_ex_2_cards_ii_strength_5_take_draw_take_discard() -> None:
    """EX-2, N-CARDS-4, N-DISP-3/-4/-5: take folder 2, draw 2, take folder 4, discard 1; gaps kept in the turn;
    at the end folders 3, 5, 6 slide to 2, 3, 4 and folders 5, 6 are refilled."""
    game, seat = cards_turn(slot=5, level="II", reputation=7)  # reputation 7 lies in folder 4
    d = game.state.display
    hand = len(game.state.players[seat].hand)
    game.play("cards")
    assert game.decision["draw"] == 4 and game.decision["discard"] == 1
    game.play("take 2")
    assert game.state.display[1] is None and game.state.display[2] == d[2]  # N-DISP-4: the gap stays
    assert Take(2) not in game.legal_moves() and Snap(1) not in game.legal_moves()  # N-CARDS-6
    game.play("draw deck")
    game.play("draw deck")
    game.play("take 4")
    assert game.state.display == (d[0], None, d[2], None, d[4], d[5])
    assert len(game.state.players[seat].hand) == hand + 4
    assert game.decision.kind == "discard"
    game.play(Discard(d[1]))
    s = game.state
    assert len(s.players[seat].hand) == hand + 3
    assert s.display[:4] == (d[0], d[2], d[4], d[5]) and None not in s.display
    assert d[1] in s.discard


def test_ex_2_variant_out_of_range_only_a_snap_and_then_nothing_else() -> None:
    """EX-2 variant, N-CARDS-5, -6, N-DISP-3: the Lion in folder 4 beyond the range can only be snapped, which at
    level II already works at strength 3; then no other card is taken and nothing is discarded."""
    game, seat = cards_turn(slot=3, level="II", reputation=2)  # range: folders 1–2
    d = game.state.display
    game.play("cards")
    assert game.check("take 4").rules == ("N-DISP-3",)
    assert Take(4) not in game.legal_moves() and Snap(4) in game.legal_moves()
    hand = len(game.state.players[seat].hand)
    game.play("snap 4")
    assert game.current_index != seat and len(game.state.players[seat].hand) == hand + 1
    assert d[3] in game.state.players[seat].hand
    game, _ = cards_turn(slot=2, level="II", reputation=2)
    game.play("cards")
    assert game.check("snap 4").rules == ("N-CARDS-5",)


def test_nd_41_range_is_judged_at_each_take() -> None:
    """ND-41, N-DISP-3: reputation gained in the same action widens the range at once."""
    game, seat = cards_turn(slot=5, level="II", reputation=3)
    game.play("cards")
    assert Take(3) not in game.legal_moves()
    gs = game.state
    gain_reputation(gs, seat, 1, "TEST")
    assert Take(3) in Game.from_state(gs).legal_moves()


def test_n_cards_7_taking_display_cards_is_free_and_n_cards_8_hand_has_no_limit_until_the_break() -> None:
    """Rule N-CARDS-7, N-CARDS-8."""
    game, seat = cards_turn(slot=5, level="II", reputation=15)
    money = game.state.players[seat].money
    game.play("cards")
    for _ in range(4):
        game.play(game.legal_moves()[1])  # display takes
    game.play(game.legal_moves()[0])
    assert game.state.players[seat].money == money
    assert len(game.state.players[seat].hand) == 4 + 3


def test_nd_23_empty_deck_reshuffles_the_discard_pile() -> None:
    game, _seat = cards_turn(slot=3)
    gs = game.state
    gs.discard, gs.deck = gs.deck[:5], ()
    game = Game.from_state(gs)
    game.play("cards")
    events = game.play(DrawDeck(2))
    assert any(e.rule == "ND-23" for e in events)
    assert len(game.state.deck) == 3


def test_n_rep_3_nd_4_cap_9_without_cards_ii_and_n_cards_9_with_it() -> None:
    """Rule N-CARDS-9."""
    game = started(2, 1)
    gs = game.state
    gs.players[0].reputation = 8
    events = gain_reputation(gs, 0, 3, "TEST")
    assert gs.players[0].reputation == 9 and any(e.rule == "N-REP-3" for e in events)
    gs.players[1].reputation, gs.players[1].upgraded = 8, ("cards",)
    gain_reputation(gs, 1, 3, "TEST")
    assert gs.players[1].reputation == 11


def test_n_rep_4_past_15_reputation_becomes_appeal_and_n_rep_2_bonuses_once() -> None:
    """Rule N-REP-4."""
    game = started(2, 1)
    gs = game.state
    gs.pending = ()
    p = gs.players[0]
    p.reputation, p.upgraded, p.once = 14, ("cards",), ("rep-15",)
    appeal, x = p.appeal, p.x_tokens
    gain_reputation(gs, 0, 3, "TEST")
    assert p.reputation == 15 and p.appeal == appeal + 2 and p.x_tokens == x  # rep-15 bonus already taken
    p.reputation, p.once = 11, ()
    gain_reputation(gs, 0, 1, "TEST")  # 12: X token
    assert p.x_tokens == x + 1 and "rep-12" in p.once
    p.reputation = 11
    gain_reputation(gs, 0, 1, "TEST")
    assert p.x_tokens == x + 1  # once only (N-EFF-8, ND-37)


def test_n_rep_2_n_rep_7_reputation_bonus_upgrade_asks_which_card() -> None:
    game = started(2, 1)
    gs = game.state
    gs.pending = ()
    gs.players[0].reputation = 4
    gain_reputation(gs, 0, 1, "N-ASSOC-4")
    game = Game.from_state(gs)
    assert question(game).kind == "upgrade" and len(game.legal_moves()) == 5


def test_n_disp_5_refill_slides_then_fills_the_highest_folders() -> None:
    game, _seat = cards_turn(slot=5, level="II", reputation=15)
    d = game.state.display
    game.play("cards")
    for move in ("take 1", "take 3", "take 6", "draw deck"):
        game.play(move)
    game.play(game.legal_moves()[0])
    s = game.state
    assert s.display[:3] == (d[1], d[3], d[4]) and None not in s.display


def test_n_disp_8_n_cards_2_discarded_cards_lie_face_up_and_are_named() -> None:
    """Rule N-DISP-8."""
    game, seat = cards_turn(slot=1)
    game.play("cards")
    game.play("draw deck")
    card = game.state.players[seat].hand[0]
    events = game.play(Discard(card))
    assert game.state.discard[-1] == card and events[0].data["card"] == card
    assert game.check("discard 999").rules  # not the question any more


def test_discarding_a_card_not_in_hand_is_refused() -> None:
    game, _seat = cards_turn(slot=1)
    game.play("cards")
    game.play("draw deck")
    stranger = game.state.display[0]
    assert game.check(Discard(stranger)).rules == ("N-CARDS-2",)


def test_n_turn_6_n_upg_4_the_level_decides_the_version() -> None:
    """N-TURN-6, N-UPG-4: at the same strength Cards II draws more, may take display cards and snap from 3."""
    one, _ = cards_turn(slot=3, level="I")
    two, _ = cards_turn(slot=3, level="II", reputation=4)
    one.play("cards")
    two.play("cards")
    assert (one.decision["draw"], two.decision["draw"]) == (2, 2)
    assert not any(isinstance(m, (Take, Snap)) for m in one.legal_moves())
    assert Take(1) in two.legal_moves() and Snap(6) in two.legal_moves()


def test_n_x_4_nd_24_strength_above_5_reads_as_5_in_the_cards_table() -> None:
    """Rule N-X-4."""
    game, _ = cards_turn(slot=5, x=2)
    game.play("cards x2")
    assert (game.decision["strength"], game.decision["draw"], game.decision["discard"]) == (7, 3, 1)


def test_n_rep_5_reputation_sets_the_range() -> None:
    """N-REP-5, N-DISP-2: reputation 4 lies in folder 3, reputation 10 in folder 5."""
    assert TRACKS.folder_of(4) == 3 and TRACKS.folder_of(10) == 5
    game, _ = cards_turn(slot=5, level="II", reputation=4)
    game.play("cards")
    assert {m.folder for m in game.legal_moves() if isinstance(m, Take)} == {1, 2, 3}
