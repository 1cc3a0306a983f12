"""The Sponsors action (N-SPON-1 … -10, N-UPG-5, ND-24, ND-25, ND-54): one card or several, the money alternative,
unique buildings with their rock/water needs, income and end-game effects.

Each test puts the Sponsors card in a chosen slot with a chosen hand, asks the public game, and reads the answer
from ``check``/``play``/``legal_moves``.
"""

from __future__ import annotations

import pytest

from arkwidgets.nova import Game
from arkwidgets.nova.hexes import neighbours
from arkwidgets.nova.moves import Sponsor, SponsorsMoney, Stop
from arkwidgets.nova.rules.sponsors import sponsor_placements
from arkwidgets.nova.zoomap import load_map

from .helpers import at_turn, question, sponsor, started
from .test_break import break_state, finish_break

SCIENCE_INSTITUTE, QUARANTINE_LAB, GUIDED_TOURS = 223, 225, 261  # level 3, no condition, no building
FEDERAL_GRANTS = 220  # level 4: +3 money now, +3 money income, 1 CP at the end with reputation 9+
SCIENCE_LAB = 201  # level 5, condition: the Sponsors-II icon
FOREIGN_INSTITUTE = 226  # level 6
PRIMATES = 231  # level 3, needs a primate icon in the zoo
MEERKAT_DEN = 243  # level 5, reputation 3, a unique building next to at least 1 rock hex


def sponsors_turn(slot: int = 3, level: str = "I", hand: tuple[int, ...] = (), x: int = 0, seed: int = 4,
                  **player) -> tuple[Game, int]:
    """A game at the start of a turn whose Sponsors card lies in ``slot`` on ``level``, with ``hand``."""
    game = started(2, seed)
    gs, seat = game.state, game.current_index
    p = gs.players[seat]
    others = [c for c in p.action_cards if c != "sponsors"]
    p.action_cards = (*others[: slot - 1], "sponsors", *others[slot - 1 :])
    p.upgraded = ("sponsors",) if level == "II" else ()
    p.hand, p.x_tokens = tuple(hand), x
    for name, value in player.items():
        setattr(p, name, value)
    return at_turn(gs, seat), seat


def test_n_spon_1_level_i_plays_one_card_up_to_the_strength() -> None:
    game, seat = sponsors_turn(slot=3, hand=(SCIENCE_INSTITUTE, FEDERAL_GRANTS))
    game.play("sponsors")
    assert game.check(Sponsor(FEDERAL_GRANTS)).rules == ("N-SPON-1",)  # level 4 > strength 3
    assert Sponsor(SCIENCE_INSTITUTE) in game.legal_moves()
    assert Sponsor(FEDERAL_GRANTS) not in game.legal_moves()
    game.play(Sponsor(SCIENCE_INSTITUTE))
    assert game.state.players[seat].sponsors == (SCIENCE_INSTITUTE,)
    assert game.current_index != seat  # level I: one card, then the turn is over


def test_n_spon_1_conditions_and_the_hand_are_judged_by_name() -> None:
    game, _ = sponsors_turn(slot=3, hand=(PRIMATES,))
    game.play("sponsors")
    verdict = game.check(Sponsor(PRIMATES))
    assert verdict.rules == ("N-SPON-1",) and "primate" in verdict.violations[0].message
    assert game.check(Sponsor(SCIENCE_INSTITUTE)).rules == ("N-SPON-1",)  # not in the hand
    assert "N-SPON-1" in game.check(Sponsor(401)).rules  # an animal is not a sponsor


def test_n_spon_2_the_card_joins_the_zoo_with_its_gains_and_one_time_effect() -> None:
    game, seat = sponsors_turn(slot=4, hand=(FEDERAL_GRANTS, GUIDED_TOURS))
    before = game.state.players[seat]
    game.play("sponsors")
    events = game.play(Sponsor(FEDERAL_GRANTS))
    after = game.state.players[seat]
    assert FEDERAL_GRANTS in after.sponsors and FEDERAL_GRANTS not in after.hand
    assert after.money == before.money + 3  # its one-time effect
    assert any(e.rule == "N-SPON-2" and e.kind == "sponsor" for e in events)
    game, seat = sponsors_turn(slot=3, hand=(GUIDED_TOURS,))
    before = game.state.players[seat]
    game.play("sponsors")
    game.play(Sponsor(GUIDED_TOURS))
    after = game.state.players[seat]
    c = sponsor(GUIDED_TOURS)
    assert (after.appeal, after.cp) == (before.appeal + c.appeal, before.cp + c.conservation)


@pytest.mark.parametrize("slot", [1, 3, 5])
def test_n_spon_3_level_i_money_advances_the_break_and_pays_the_strength(slot: int) -> None:
    game, seat = sponsors_turn(slot=slot)
    money, pos = game.state.players[seat].money, game.state.break_pos
    game.play("sponsors")
    events = game.play(SponsorsMoney())
    assert game.state.players[seat].money == money + slot
    assert game.state.break_pos == min(pos + slot, game.state.break_len)
    assert any(e.rule == "N-SPON-3" for e in events)


def test_n_spon_3_the_full_money_even_when_the_break_track_is_almost_full() -> None:
    game, seat = sponsors_turn(slot=5)
    gs = game.state
    gs.break_pos = gs.break_len - 1
    game = at_turn(gs, seat)
    money = gs.players[seat].money
    game.play("sponsors")
    game.play(SponsorsMoney())
    assert game.state.players[seat].money == money + 5  # one space left, five money all the same


def test_n_spon_4_level_ii_plays_several_cards_up_to_strength_plus_one_one_at_a_time() -> None:
    game, seat = sponsors_turn(slot=5, level="II", hand=(SCIENCE_INSTITUTE, QUARANTINE_LAB, FEDERAL_GRANTS))
    game.play("sponsors")  # strength 5: levels adding up to 6
    assert Stop() not in game.legal_moves()
    assert "N-SPON-4" in game.check(Stop()).rules  # ND-25: play one or take the money first
    game.play(Sponsor(SCIENCE_INSTITUTE))  # 3 of 6
    assert question(game).kind == "sponsors" and question(game)["left"] == 3
    assert game.check(Sponsor(FEDERAL_GRANTS)).rules == ("N-SPON-4",)  # level 4 > the 3 left
    assert "N-SPON-3" in game.check(SponsorsMoney()).rules  # the money replaces the whole action
    game.play(Sponsor(QUARANTINE_LAB))  # 6 of 6: nothing is left, the action ends by itself
    assert game.state.players[seat].sponsors == (SCIENCE_INSTITUTE, QUARANTINE_LAB)
    assert game.current_index != seat


def test_n_spon_4_stop_ends_a_level_ii_action_after_one_card() -> None:
    game, seat = sponsors_turn(slot=5, level="II", hand=(SCIENCE_INSTITUTE, QUARANTINE_LAB))
    game.play("sponsors")
    game.play(Sponsor(SCIENCE_INSTITUTE))
    assert Stop() in game.legal_moves()
    game.play(Stop())
    assert game.state.players[seat].sponsors == (SCIENCE_INSTITUTE,) and game.current_index != seat


def test_n_spon_5_level_ii_takes_a_display_card_within_range_for_its_folder_number() -> None:
    game, seat = sponsors_turn(slot=5, level="II", reputation=5)
    gs = game.state
    gs.display = (gs.display[0], SCIENCE_INSTITUTE, *gs.display[2:])
    game = at_turn(gs, seat)
    money = gs.players[seat].money
    game.play("sponsors")
    assert Sponsor(SCIENCE_INSTITUTE, 2) in game.legal_moves()
    game.play(Sponsor(SCIENCE_INSTITUTE, 2))
    assert game.state.players[seat].money == money - 2
    assert SCIENCE_INSTITUTE in game.state.players[seat].sponsors


def test_n_spon_5_level_i_plays_from_the_hand_only_and_range_still_counts() -> None:
    game, seat = sponsors_turn(slot=5, reputation=5)
    gs = game.state
    gs.display = (gs.display[0], SCIENCE_INSTITUTE, *gs.display[2:])
    game = at_turn(gs, seat)
    game.play("sponsors")
    assert game.check(Sponsor(SCIENCE_INSTITUTE, 2)).rules == ("N-SPON-5",)
    game, seat = sponsors_turn(slot=5, level="II", reputation=1)
    gs = game.state
    gs.display = (*gs.display[:5], SCIENCE_INSTITUTE)
    game = at_turn(gs, seat)
    game.play("sponsors")
    assert "N-DISP-3" in game.check(Sponsor(SCIENCE_INSTITUTE, 6)).rules  # reputation 1 reaches folder 1 only


def test_n_spon_7_and_n_upg_5_the_sponsors_ii_icon_needs_the_upgraded_card() -> None:
    game, _ = sponsors_turn(slot=5, hand=(SCIENCE_LAB,))
    game.play("sponsors")
    assert game.check(Sponsor(SCIENCE_LAB)).rules == ("N-SPON-7",)
    game, seat = sponsors_turn(slot=5, level="II", hand=(SCIENCE_LAB,))
    game.play("sponsors")
    game.play(Sponsor(SCIENCE_LAB))
    assert SCIENCE_LAB in game.state.players[seat].sponsors


def test_n_spon_6_and_n_upg_5_level_ii_money_is_twice_the_strength() -> None:
    game, seat = sponsors_turn(slot=4, level="II")
    money = game.state.players[seat].money
    game.play("sponsors")
    events = game.play(SponsorsMoney())
    assert game.state.players[seat].money == money + 8 and any(e.rule == "N-SPON-6" for e in events)


def test_n_spon_8_x_tokens_lift_the_strength_above_5() -> None:
    """Rule N-SPON-8."""
    game, seat = sponsors_turn(slot=5, hand=(FOREIGN_INSTITUTE,), x=1)
    game.play("sponsors")  # strength 5: a level-6 card is out of reach
    assert game.check(Sponsor(FOREIGN_INSTITUTE)).rules == ("N-SPON-1",)
    game, seat = sponsors_turn(slot=5, hand=(FOREIGN_INSTITUTE,), x=1)
    game.play("sponsors x1")  # strength 6
    game.play(Sponsor(FOREIGN_INSTITUTE))
    assert FOREIGN_INSTITUTE in game.state.players[seat].sponsors
    game, seat = sponsors_turn(slot=5, x=1)
    money = game.state.players[seat].money
    game.play("sponsors x1")
    game.play(SponsorsMoney())
    assert game.state.players[seat].money == money + 6  # the money alternative counts the 6 in full


def test_n_spon_9_a_unique_building_needs_its_rock_and_a_legal_place() -> None:
    game, seat = sponsors_turn(slot=5, hand=(MEERKAT_DEN,), reputation=3)
    game.play("sponsors")
    assert "N-SPON-9" in game.check(Sponsor(MEERKAT_DEN)).rules  # no hex given
    places = [m for m in game.legal_moves() if isinstance(m, Sponsor) and m.card == MEERKAT_DEN]
    gs = game.state
    expected = sponsor_placements(gs, seat, sponsor(MEERKAT_DEN))
    assert places and len(places) == len(expected)
    zoomap = load_map(gs.players[seat].map_id)
    for b in expected:
        assert any(n in zoomap.rock for h in b.cells for n in neighbours(h)), f"{b} is not next to rock"
    move = places[0]
    game.play(move)
    p = game.state.players[seat]
    assert MEERKAT_DEN in p.sponsors and any(b.type == "unique-243" for b in p.buildings)


def test_n_spon_9_a_place_without_rock_is_refused_with_the_numbers() -> None:
    game, seat = sponsors_turn(slot=5, hand=(MEERKAT_DEN,), reputation=3)
    game.play("sponsors")
    gs = game.state
    zoomap = load_map(gs.players[seat].map_id)
    legal = {m.hex for m in game.legal_moves() if isinstance(m, Sponsor)}
    for anchor in sorted(zoomap.building_hexes):
        move = Sponsor(MEERKAT_DEN, None, anchor, 0)
        rules = game.check(move).rules
        if anchor not in legal and rules == ("N-SPON-9",):
            verdict = game.check(move)
            assert "rock" in verdict.violations[0].message and "touches 0" in verdict.violations[0].message
            break
    else:
        pytest.fail("no place on the map is refused for the rock alone")


def test_n_spon_10_income_pays_at_every_break() -> None:
    gs, seat = break_state(sponsors=(FEDERAL_GRANTS,))
    events = finish_break(Game.from_state(gs))
    name = gs.players[seat].name
    income = [e for e in events if e.kind == "money" and e.data.get("player") == name]
    assert any(e.data.get("amount") == 3 and e.rule in ("N-SPON-10", "N-BREAK-11") for e in income), income
    without = break_state()[0]
    plain = finish_break(Game.from_state(without))
    base = sum(e.data["amount"] for e in plain if e.kind == "money" and e.data.get("player") == name)
    assert sum(e.data["amount"] for e in income) == base + 3  # the sponsor's 3 on top of the usual income



def test_n_spon_9_side_entrance_skips_adjacency_only_and_keeps_the_build_ii_hexes() -> None:
    """Regression: the Side Entrance (257) needs no neighbouring building, but its place still obeys N-BUILD-9 (the
    II-only hexes): every listed place is one ``check`` accepts, at level I and II."""
    for level in ("I", "II"):
        game, seat = sponsors_turn(slot=3, level=level, hand=(257,))
        game.play("sponsors")
        places = [m for m in game.legal_moves() if isinstance(m, Sponsor) and m.card == 257]
        assert places
        for move in places:
            assert game.check(move).legal, (move, game.check(move).rules)
        zoomap = load_map(game.state.players[seat].map_id)
        far = [h for h in sorted(zoomap.building_hexes) if h in zoomap.build_ii_hexes] if level == "I" else []
        for h in far[:3]:
            assert "N-BUILD-9" in game.check(Sponsor(257, None, h, 0)).rules or Sponsor(257, None, h, 0) not in places
