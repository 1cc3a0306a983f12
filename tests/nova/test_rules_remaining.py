"""Verdicts reported under the rule they break: an upgrade refused under N-UPG-1 whatever bonus granted it, and the
solo Sponsors money narrated without a break token (N-SOLO-7)."""

from __future__ import annotations

from arkwidgets.nova.moves import Choose

from .helpers import at_turn, question, started
from .test_association import association


def _upgrade_from_a_partner_zoo_slot():  # type: ignore[no-untyped-def]
    """A game asking which action card to upgrade, Build already on level II, the question granted by map A's 2nd
    partner-zoo slot (N-MAP-5)."""
    game, seat = association(slot=3, partner_zoos=("africa",), upgraded=("build",))
    game.play("partner-zoo americas")
    assert question(game).kind == "upgrade"
    return game, seat


def test_n_upg_1_an_upgrade_flips_a_level_i_card_a_level_ii_one_is_refused_under_n_upg_1() -> None:
    """N-UPG-1: the player picks a level-I card to flip; picking a card already on level II is refused under
    N-UPG-1, not under N-MAP-5 (the slot that granted the upgrade), and changes nothing."""
    game, seat = _upgrade_from_a_partner_zoo_slot()
    assert set(game.check(Choose("upgrade", "build")).rules) == {"N-UPG-1"}
    assert game.state.players[seat].upgraded == ("build",)
    events = game.play(Choose("upgrade", "cards"))
    assert set(game.state.players[seat].upgraded) == {"build", "cards"}
    assert any(e.kind == "upgrade" for e in events)


def test_n_solo_7_n_spon_3_the_solo_sponsors_money_is_not_described_as_a_break_advance() -> None:
    """N-SOLO-7: solo has no break token, so the Sponsors money (N-SPON-3: X money at level I) says no 'break +X';
    the two-player game's narration keeps the advance (N-SPON-3)."""
    gs = started(1, seed=2).state
    p = gs.players[0]
    others = [c for c in p.action_cards if c != "sponsors"]
    p.action_cards, p.upgraded = (*others[:3], "sponsors", *others[3:]), ()
    game = at_turn(gs, 0)
    game.play("sponsors")
    money = game.state.players[0].money
    events = game.play("sponsors money")
    told = [e for e in events if e.kind == "sponsors-money"]
    assert told and told[0].rule == "N-SOLO-7" and "break +" not in str(told[0]) and "x" not in told[0].data
    assert game.state.players[0].money == money + 4 and game.state.break_pos == 0
