"""Step-through at event granularity, in both games: the board at step k is the game as it stood at event k.

``Game.positions(m)`` carries move ``m`` out again on a copy of the state before it and keeps the state as each
event is made (``arkwidgets.events.filming``). These tests hold what that promises: one position per event, the
last one the game after the move, every position a state that can be drawn and whose history agrees with it (only
the events told so far), and — the point of it — each event's position shows what that event tells and nothing
told after it: an animal's money paid before it is in the zoo, the cards of a play placed one by one, a new cabin
opened before its card is in it, the display refilled only at the refill. The widgets step through those positions.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from arkwidgets import ark, nova
from arkwidgets.events import filming
from arkwidgets.ui.steps import at_event, undone_to
from arkwidgets.verdicts import GameError


def ark_game(seed: int, moves: int = 400) -> ark.Game:
    g = ark.Game.new(4, seed=seed)
    bot = ark.GreedyBot()
    while g.phase != "over" and len(g.history) < moves:
        g.play(bot.choose(g))
    return g


def nova_game(seed: int, moves: int = 90) -> nova.Game:
    g = nova.Game.new(2, seed=seed)
    bot = nova.RandomBot(seed)
    while g.phase != "over" and len(g.history) < moves:
        g.play(bot.choose(g))
    return g


GAMES: dict[str, Callable[..., Any]] = {"ark": ark_game, "nova": nova_game}


@pytest.mark.parametrize("kind", GAMES)
@pytest.mark.parametrize("seed", [1, 2])
def test_one_position_per_event_and_the_last_is_the_move_done(kind: str, seed: int) -> None:
    g = GAMES[kind](seed)
    for m, entry in enumerate(g.history, start=1):
        positions = g.positions(m)
        assert len(positions) == len(entry.events), (m, entry.move)
        if not positions:
            continue
        assert positions[-1].state_dict() == undone_to(g, m).state_dict(), m
        assert positions[-1].history == g.history[:m]
        for k, p in enumerate(positions[:-1]):
            # the history agrees with the position: the moves before, then this move told up to this event
            assert p.history[:-1] == g.history[: m - 1] and p.history[-1].move == entry.move
            assert p.history[-1].events == entry.events[: k + 1]
    assert len(g.history) > 20  # a game long enough to have met most kinds of move


@pytest.mark.parametrize("kind", GAMES)
def test_every_position_can_be_drawn_from_every_seat(kind: str) -> None:
    g = GAMES[kind](3, 60)
    render = ark.render if kind == "ark" else nova.render
    for m in range(1, len(g.history) + 1):
        for p in g.positions(m):
            for viewer in (None, 0, 1):
                assert render(p, viewer=viewer).startswith("<svg")


def test_the_game_and_its_moves_are_untouched() -> None:
    g = nova_game(4, 30)
    saved = g.to_json()
    for m in range(1, len(g.history) + 1):
        g.positions(m)
    assert g.to_json() == saved
    with pytest.raises(ValueError, match="no move"):
        g.positions(0)
    with pytest.raises(ValueError, match="no move"):
        g.positions(len(g.history) + 1)


def test_a_seats_view_keeps_no_earlier_state_to_rebuild_from() -> None:
    g = ark_game(5, 12)
    with pytest.raises(GameError):
        g.seen_by(0).positions(3)


def test_filming_records_every_event_with_the_state_as_it_was_made() -> None:
    """The engine makes an event right after the change it tells of: the snapshot at a "pay" event (N-ANIM-4 …)
    holds the money already paid, the one before it not yet."""
    g = nova_game(6, 200)
    seen = 0
    for m, (entry) in enumerate(g.history, start=1):
        pays = [k for k, e in enumerate(entry.events) if e.kind == "pay"]
        if not pays:
            continue
        before = undone_to(g, m - 1)
        working = before.state
        from arkwidgets.nova.rules import engine

        with filming(working.copy) as tape:
            events = engine.apply(working, entry.move)
        for k in pays:
            e = events[k]
            seat = g.names.index(e.data["player"])
            at = tape.frame_of(e)
            earlier = tape.frame_of(events[k - 1]) if k else before.state
            assert at.players[seat].money == earlier.players[seat].money - e.data["amount"], (m, k)
            seen += 1
    assert seen > 5


# ------------------------------------------------------------------------------------------------ what each shows
def ark_cards_in_ark(p: ark.Game) -> set[str]:
    return {c.id for c in p.ark.cards()}


def test_ark_cards_of_a_play_are_placed_one_by_one_and_a_new_cabin_opens_before_its_card() -> None:
    """P-7 and T-2: at "opens the new cabin" the disc has moved and the card is still in the hand; at its "place"
    event the card is in the ark and out of the hand; a second card of the same move is not placed yet."""
    opened = placed_apart = 0
    for seed in range(1, 9):
        g = ark_game(seed)
        for m, entry in enumerate(g.history, start=1):
            if not isinstance(entry.move, ark.Play):
                continue
            positions = g.positions(m)
            before = undone_to(g, m - 1)
            mover = g.names.index(entry.player)
            placed_ids = [e.data["card"] for e in entry.events if e.kind == "place"]
            for k, e in enumerate(entry.events):
                p = positions[k]
                hand = {c.id for c in p.players[mover].hand} if k < len(positions) - 1 else None
                if e.kind == "open":
                    card = next(pl.card for pl in entry.move.placements if pl.cabin == e.data["cabin"])
                    assert card not in ark_cards_in_ark(p) and hand is not None and card in hand
                    earlier = positions[k - 1] if k else before
                    assert p.players[mover].discs == earlier.players[mover].discs - 1  # the disc for the cabin
                    opened += 1
                if e.kind == "place":
                    later = placed_ids[placed_ids.index(e.data["card"]) + 1:]
                    assert e.data["card"] in ark_cards_in_ark(p)
                    assert hand is None or e.data["card"] not in hand
                    assert not set(later) & ark_cards_in_ark(p)  # the next card of the play is still to come
                    placed_apart += bool(later)
    assert opened and placed_apart


def test_ark_display_refills_only_at_the_refill() -> None:
    """T-1: after a card is taken from the display the display is short until the "refill" event."""
    checked = 0
    for seed in range(1, 6):
        g = ark_game(seed)
        for m, entry in enumerate(g.history, start=1):
            kinds = [e.kind for e in entry.events]
            if "refill" not in kinds:
                continue
            positions = g.positions(m)
            r = kinds.index("refill")
            after = positions[r] if r < len(positions) - 1 else undone_to(g, m)
            assert len(after.display) > len(positions[r - 1].display)
            checked += 1
    assert checked > 10


def test_nova_an_animal_is_paid_for_before_it_is_in_the_zoo() -> None:
    """N-ANIM-4 then N-ANIM-9: at "pays" the card has left the hand or the display and is not in the zoo yet; at
    "plays … into" it is in the zoo."""
    checked = 0
    for seed in range(1, 12):
        g = nova_game(seed, 160)
        for m, entry in enumerate(g.history, start=1):
            if not isinstance(entry.move, nova.moves.PlayAnimal):
                continue
            positions = g.positions(m)
            kinds = [e.kind for e in entry.events]
            seat = g.names.index(entry.player)
            a = kinds.index("animal")
            zoo = [{x.card for x in p.players[seat].animals} for p in positions]
            assert entry.move.card in zoo[a]
            if "pay" in kinds[:a]:
                assert entry.move.card not in zoo[kinds.index("pay")]
                checked += 1
    assert checked >= 3


# ------------------------------------------------------------------------------------------------ the widgets
def test_ark_widget_steps_through_the_position_of_each_event() -> None:
    """The board drawn at a step is the position at that step's event: the slider and the caption agree."""
    w = ark.GameWidget(players=["You"], bots=2, seed=11, autoplay=False, bot=ark.GreedyBot())
    for _ in range(30):
        w.run_bots()
        if w.game.phase == "over":
            break
        w.act("play", w.game.legal_moves()[0])
    t = w.session.timeline
    for i, step in enumerate(t.steps):
        if step.moves == 0 or i == len(t.steps) - 1:
            continue
        w.session.step_to(i)
        w.refresh()
        expected = at_event(w.game, step)
        assert t.board_at(i).state_dict() == expected.state_dict()
        assert f"<b>{i + 1}/{len(t.steps)}</b>" in w.status.value and w.step_count.value == f"<b>{i + 1}/{len(t)}</b>"
        move = w.game.history[step.moves - 1].move
        if step.event.kind == "open":  # the opened cabin is drawn empty: its card comes with the next event
            card = next(pl.card for pl in move.placements if pl.cabin == step.event.data["cabin"])
            assert f'data-card="{card}" data-zone="ark"' not in w.board.svg
        if step.event.kind == "place":
            assert f'data-card="{step.event.data["card"]}" data-zone="ark"' in w.board.svg


def test_nova_widget_steps_through_the_position_of_each_event() -> None:
    w = nova.GameWidget(players=["You"], bots=1, seed=5, autoplay=False, bot="greedy")
    rng_moves = 0
    while w.game.phase != "over" and rng_moves < 40:
        if not w.session.live.bot_to_act:
            w.press(f"play:{w.game.legal_moves()[0]}")
        else:
            w.bot_step()
        rng_moves += 1
    t = w.session.timeline
    shown: list[Any] = []
    for i in range(len(t.steps) - 1):
        w.session.step_to(i)
        w.refresh()
        step = t.steps[i]
        assert t.position(i).state_dict() == at_event(w.game, step).state_dict()
        assert w.slider.value == i and w.step_count.value == f"<b>{i + 1}/{len(t)}</b>"
        assert f"<b>{i + 1}/{len(t)}</b>" in w.status.value
        shown.append(w.board.svg)
    assert len(set(shown)) > len({s.moves for s in t.steps})  # more boards than moves: the events inside moves
