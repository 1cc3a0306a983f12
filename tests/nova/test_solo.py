"""Solo play: the timer, solo breaks and the end (EX-17, N-SOLO-1 … -13, ND-20, ND-36)."""

from __future__ import annotations

from arkwidgets.nova import Game
from arkwidgets.nova.rules.breaks import advance_break
from arkwidgets.nova.rules.donations import next_donation
from arkwidgets.nova.tracks import TRACKS

from .helpers import at_turn, question, started


def play_solo(game: Game) -> tuple[list[int], list[int | None]]:
    """Play first legal answers to the end; the turns of each round and the uncovered donation costs at breaks."""
    rounds: list[int] = []
    turns = 0
    donations: list[int | None] = []  # None: a token beside the 12 space
    while game.phase != "over":
        if question(game).kind == "action":
            turns += 1
        events = game.play(game.legal_moves()[0])
        for e in events:
            if e.rule == "N-SOLO-9":
                rounds.append(turns)
                turns = 0
                donations.append(e.data.get("cost"))
    rounds.append(turns)
    return rounds, donations


def test_ex_17_n_solo_8_9_10_11_rounds_of_7_6_5_4_3_2_turns_and_5_breaks() -> None:
    """N-SOLO-8:
    EX-17: 27 turns in 6 rounds, 5 solo breaks each covering the lowest empty donation space, then scoring."""
    game = started(1, seed=4)
    assert game.state.solo_left == 7  # N-SOLO-3
    before = next_donation(game.state)[1]
    rounds, donations = play_solo(game)
    assert rounds == [7, 6, 5, 4, 3, 2] and sum(rounds) == 27
    costs = [c for c in donations if c is not None]
    assert costs == donations and donations[0] == before and costs == sorted(costs) and len(costs) == 5
    assert sum(1 for owner in game.state.donations_covered if owner == -2) == 5
    assert game.phase == "over" and game.state.turn == 27


def test_n_solo_10_a_solo_break_runs_steps_1_to_5_not_6() -> None:
    game = started(1, seed=2)
    kinds: list[str] = []
    while not any(r == "N-SOLO-10" for r in kinds):
        kinds += [e.rule for e in game.play(game.legal_moves()[0])]
    while question(game).kind != "action":
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
    while question(game).kind != "action":
        events += game.play(game.legal_moves()[0])
    solo = [e for e in events if e.rule == "N-SOLO-9"]
    assert solo and "cost" not in solo[0].data and game.state.donations_covered[-1] == -1


def test_n_solo_7_no_break_token_and_no_x_token_for_a_break() -> None:
    game = started(1, seed=2)
    gs = game.state
    assert advance_break(gs, 0, 5, "N-CARDS-1") == [] and gs.break_pos == 0 and gs.players[0].x_tokens == 0


def test_n_solo_12_13_nd_20_the_regular_trigger_ends_a_solo_game_after_the_turn() -> None:
    """Rule N-SOLO-13."""
    game = started(1, seed=2)
    gs = game.state
    gs.players[0].appeal, gs.players[0].cp = TRACKS.target(3), 3
    game = at_turn(gs)
    game.play("cards")
    assert game.state.end_trigger == 0
    while game.phase != "over":
        assert question(game).kind != "action"  # no other turn
        game.play(game.legal_moves()[0])
    assert game.scores()[0].vp >= 0 and game.winners == ("Ann",)  # N-SOLO-12: the win test VP ≥ 0


def test_n_solo_12_below_0_vp_the_solo_game_is_lost() -> None:
    game = started(1, seed=4)
    play_solo(game)
    assert game.scores()[0].vp < 0 and game.winners == ()
    assert game.history[-1].events[-1].rule == "N-SOLO-12"


def _solo_turn(card: str, level: str = "I", slot: int = 5, seed: int = 2):  # type: ignore[no-untyped-def]
    game = started(1, seed=seed)
    gs = game.state
    p = gs.players[0]
    others = [c for c in p.action_cards if c != card]
    p.action_cards = (*others[:slot - 1], card, *others[slot - 1:])
    p.upgraded = (card,) if level == "II" else ()
    return gs


def test_ex_16_a_n_key_3_n_solo_7_jumping_in_solo_gives_money_only() -> None:
    """N-KEY-3: EX-16 A: the puma (Cougar 413) with Jumping 3 in solo: +3 money, no break movement, no X token."""
    gs = _solo_turn("animals")
    cougar = 413
    gs.deck = tuple(c for c in gs.deck if c != cougar)
    gs.discard = tuple(c for c in gs.discard if c != cougar)
    gs.display = tuple(c for c in gs.display if c != cougar) + (None,) * (cougar in gs.display)
    gs.players[0].hand += (cougar,)
    game = at_turn(gs, 0)
    game.play("animals")
    money = game.state.players[0].money
    events = game.play("play 413 in 0,9")
    jump = [e for e in events if e.kind == "money" and e.data.get("amount") == 3]
    assert jump, [str(e) for e in events]
    s = game.state
    assert s.players[0].money == money - 10 + 3 and s.break_pos == 0 and s.players[0].x_tokens == 0


def test_ex_16_b_n_spon_6_n_solo_7_sponsors_ii_money_at_strength_4_gives_8() -> None:
    """EX-16 B: Sponsors II at strength 4, money alternative: +8 money (2X), no break token to move."""
    gs = _solo_turn("sponsors", level="II", slot=4)
    game = at_turn(gs, 0)
    game.play("sponsors")
    money = game.state.players[0].money
    game.play("sponsors money")
    s = game.state
    assert s.players[0].money == money + 8 and s.break_pos == 0 and s.players[0].x_tokens == 0
