"""Issue 25, point 5: what a seat sees in Ark Nova is a function of what it may know (the re-deal property).

Take a game, re-deal every card seat 0 never saw (:meth:`Game.resample`: the other hands and final scoring cards,
the deck order, in the state after setup and in the hidden moves, then every move played again, so the twin keeps
its whole past and every step of it looks to seat 0 like that step of the game); then everything shown to seat 0 is
identical in the two games: every synced trait of every widget inside the GameWidget (hidden answer buttons and
their tooltips included, the board's SVG, the state JSON, the legal-move list, "Inside the engine") live, at steps
of the step-through, after an undo (refused against bots when it would reveal, ND-109; free in a solo game), in the
what-if, after "Branch here" and at a step of the branched game; every line the terminal game prints (table,
question, legal moves); and the save the seat may export. A leak of one hidden card anywhere makes the two differ.

When a random effect of the past whose outcome seat 0 saw (a discard pile shuffled by Scavenging, a reshuffle
followed by a refill) cannot be replayed on a fresh random state, ``resample`` gives a twin of now alone (no past
to step through): those draws are left out of the step-through part (``assume``), and
``test_a_re_dealt_twin_keeps_its_past`` makes sure most games keep it, so the property never goes vacuous.
"""

from __future__ import annotations

import io
import random
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, assume, example, given, settings
from hypothesis import strategies as st

pytest.importorskip("ipywidgets")
pytest.importorskip("anywidget")

from arkwidgets import nova
from arkwidgets.nova.cli import play_session
from arkwidgets.verdicts import GameError

sys.path.insert(0, str(Path(__file__).parents[1]))
from traits import assert_same, open_widget

from .helpers import played


def widget(game: nova.Game) -> nova.GameWidget:
    return open_widget(nova.GameWidget, game)


def both(a: nova.GameWidget, b: nova.GameWidget, action) -> None:
    """Do the same to both widgets' sessions, then redraw them."""
    for w in (a, b):
        action(w.session)
        w.refresh()


def test_a_re_dealt_twin_keeps_its_past():
    """The twin is a whole game: it has a state before every move, it was dealt other hidden cards than the game,
    and seat 0 sees the same at every step (most games; a replayed random effect may leave a twin of now alone)."""
    kept = 0
    for seed in range(8):
        game = played(["You", "Ben", "Cy"][: 2 + seed % 2], seed, 40 + 5 * seed)
        twin = game.resample(0, random.Random(seed))
        if twin.past_states() is None:
            continue
        kept += 1
        assert len(twin.history) == len(game.history)
        assert twin.state.deck != game.state.deck
        assert twin.state.players[1].hand != game.state.players[1].hand
        for k in (0, len(game.history) // 2, len(game.history)):
            back_g, back_t = game.copy(), twin.copy()
            for _ in range(len(game.history) - k):
                back_g.undo()
                back_t.undo()
            assert back_g.view(0) == back_t.view(0), k
    assert kept >= 6


@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 10**6), st.integers(0, 90), st.sampled_from([2, 3]), st.integers(0, 10**6))
@example(5, 40, 2, 1)
@example(234, 46, 2, 1)  # the what-if sample keeps no past: the branched game steps back only to where it starts
def test_step_through_undo_and_branch_show_the_same_whatever_the_cards_seat_0_cannot_see(seed, moves, players, deal):
    """At steps of the step-through, after an undo against bots (refused when it would reveal, ND-109, or done),
    after "Branch here" and at a step of the branched game: the two widgets send seat 0 the very same traits."""
    game = played(["You", "Ben", "Cy"][:players], seed, moves)
    twin = game.resample(0, random.Random(deal))
    assume(twin.past_states() is not None)
    a, b = widget(game), widget(twin)
    steps = len(a.session.timeline)
    assert len(b.session.timeline) == steps
    for k in sorted({0, steps // 3, 2 * steps // 3}):
        both(a, b, lambda s, k=k: s.step_to(k))
        assert_same(a, b, f"step {k}")
    both(a, b, lambda s: s.now())
    both(a, b, lambda s: s.act(lambda c: c.undo()))
    assert_same(a, b, "undo against bots")
    both(a, b, lambda s: s.start_whatif())
    both(a, b, lambda s: s.branch())
    assert_same(a, b, "branch")
    branched = len(a.session.timeline)
    both(a, b, lambda s: s.step_to(branched // 2))
    assert_same(a, b, f"branched, step {branched // 2}")


@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 10**6), st.integers(1, 60), st.integers(0, 10**6))
def test_a_solo_undo_shows_the_same_whatever_the_deck_order(seed, moves, deal):
    """Solo: nothing is hidden from another human, so undo is free (ND-109); after it the widget of the game and
    the widget of a twin with the deck and final scoring deck dealt again show the very same traits."""
    game = played(["You"], seed, moves)
    twin = game.resample(0, random.Random(deal))
    assume(twin.past_states() is not None and game.history)
    a, b = widget(game), widget(twin)
    assert_same(a, b, "solo live")
    played_moves = len(game.history)
    both(a, b, lambda s: s.act(lambda c: c.undo()))
    assert len(a.session.game.history) < played_moves  # the undo was done, not refused
    assert_same(a, b, "solo undo")


@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 10**6), st.integers(0, 90), st.sampled_from([2, 3]), st.integers(0, 10**6))
@example(44, 14, 2, 0)  # a twin of now alone: its step-through lists every step, as the game's does
@example(5, 40, 2, 1)  # the bot must answer
@example(0, 1, 3, 0)  # found while the coach branch was open (board drawn differently for a re-dealt twin)
@example(855, 86, 2, 0)  # a card taken in sight is known by its number, never by the sentence word naming it
def test_every_synced_trait_is_the_same_whatever_the_cards_seat_0_cannot_see(seed, moves, players, deal):
    """Live (whoever is to answer, bots included) and in the what-if: the widget of the real game and the widget of
    a re-dealt twin send seat 0 the very same traits."""
    game = played(["You", "Ben", "Cy"][:players], seed, moves)
    twin = game.resample(0, random.Random(deal))
    a, b = widget(game), widget(twin)
    assert_same(a, b, "live")
    if twin.past_states() is None:
        return  # a twin of now alone: its what-if is dealt from now, the game's from its whole past (see above)
    for w in (a, b):
        w.session.start_whatif()
        w.refresh()
    assert_same(a, b, "what-if")


def cli_lines(game: nova.Game, commands: str) -> str:
    out = io.StringIO()
    play_session(game, [None] + [object()] * (len(game.names) - 1), 0, io.StringIO(commands), out)
    return out.getvalue()


@settings(max_examples=15, deadline=None)
@given(st.integers(0, 10**6), st.integers(0, 90), st.sampled_from([2, 3]), st.integers(0, 10**6))
@example(0, 0, 2, 0)  # setup: the terminal printed the display, which lies face down until all have kept (N-SET-3)
def test_every_terminal_line_is_the_same_whatever_the_cards_seat_0_cannot_see(seed, moves, players, deal):
    """The terminal game at seat 0's turn: the table, the question, the legal moves and a refused move print the
    same for the real game and a re-dealt twin."""
    game = played(["You", "Ben", "Cy"][:players], seed, moves)
    rng = random.Random(seed)
    while game.phase != "over" and game.current_index != 0:
        game.play(rng.choice(game.legal_moves()))
    if game.phase == "over":
        return
    twin = game.resample(0, random.Random(deal))
    commands = "board\nmoves\nwhy discard 1\nhelp\nquit\n"
    assert cli_lines(game, commands) == cli_lines(twin, commands)


def after_my_draw(seed: int) -> nova.Game:
    """A 2-player game (You and a bot) where the last move You made drew cards from the deck (a ``draw`` event of
    yours) and the bot has answered since: You are to answer again, and Undo would take the draw back."""
    game = nova.Game.new(["You", "Ben"], seed=seed)
    rng = random.Random(seed)
    drew = False
    while True:
        if game.current_index == 0:
            if drew and game.phase == "play":
                return game
            events = game.play(rng.choice(game.legal_moves()))
            drew = game.current_index != 0 and any(e.kind == "draw" and e.data.get("player") == "You"
                                                   for e in events)
        else:
            game.play(rng.choice(game.legal_moves()))


def test_nd_109_an_undo_against_a_bot_that_would_hide_again_cards_you_saw_is_refused_in_widget_and_terminal():
    """ND-109: your last move drew from the deck, the bot answered; Undo would take your draw back (the cards you saw
    would be on the deck again, the next draw known). The widget and the terminal refuse it naming ND-109, and the
    game is unchanged; a what-if is the way to try another move."""
    game = after_my_draw(3)
    moves = game.moves
    w = widget(game)
    w.session.act(lambda c: c.undo())
    w.refresh()
    assert "ND-109" in w.session.status()[0]
    assert game.moves == moves
    out = cli_lines(game, "undo\nquit\n")
    assert "Undo refused (ND-109)" in out
    assert game.moves == moves


def test_n_turn_8_a_final_scoring_card_put_face_down_is_counted_never_named():
    """Issue 25, item 3 (N-TURN-8, N-CP-5): "Ben (bot): Discard 3." named the final scoring card Ben put face down.
    Every line of the history a seat reads (status, narration, step-through captions, log, terminal) goes through
    ``public_move``: another seat reads "discard (face down)", Ben reads his card, and everyone once the game is over;
    the keeps another player makes are counted the same way."""
    from arkwidgets.nova.decisions import Decision
    from arkwidgets.nova.events import HistoryEntry
    from arkwidgets.nova.moves import Discard, Keep
    from arkwidgets.nova.view import public_entry, public_move

    face_down = HistoryEntry("Ben", Discard(3), (), Decision("final-discard", 1, rule="N-CP-5"))
    assert str(public_move(face_down, 0)) == "discard (face down)"
    assert str(public_move(face_down, None)) == "discard (face down)"
    assert str(public_move(face_down, 1)) == "discard 3"
    assert str(public_move(face_down, 0, over=True)) == "discard 3"
    kept = HistoryEntry("Ben", Keep((208, 431)), (), Decision("keep", 1, cards=(208, 300, 431), count=2))
    assert str(public_move(kept, 0)) == "keep (2 cards, hidden)"
    assert "cards" not in public_entry(kept, 0).question.data  # nor the cards he chose from


def test_hot_seat_every_human_answers_from_the_widget_behind_a_covered_screen():
    """Issue 25, item 10: a hot-seat game (two names, ``bots=0``) gave the second player no way to answer. Each
    player's turn starts covered (nobody's hand on screen, "Show …'s hand" offered); pressing it shows that player's
    hand and the answer controls, and both players answer from the widget alone."""
    from .widget_driver import play_by_clicks

    w = nova.GameWidget(players=["Ann", "Ben"], bots=0, seed=4, autoplay=False)
    answered = set()
    last = None
    for _ in range(8):
        game = w.session.game
        seat = game.current_index
        if seat != last:  # the screen passes to the other player: covered, no hand shown, "Show …'s hand" offered
            assert w.reveal.layout.display != "none" and w.session.viewer() is None
            w.reveal.click()
        assert w.session.viewer() == seat
        play_by_clicks(w, game.legal_moves()[0])
        answered.add(seat)
        last = seat
    assert answered == {0, 1}


@pytest.mark.parametrize("rev", [None, "", "x", "-1", 10**30, 1.5])
def test_a_board_click_without_its_revision_or_forged_changes_nothing_and_shows_no_python_error(rev):
    """Issue 25, item 10: Ark Nova played a board click that carried no revision (Ark refuses it: the stale-click
    check cannot be made) and showed Python's error text for a forged click ("Something went wrong:
    NotationError(…)"). Both games now share the shell's strict reading: nothing changes, and the status names the
    problem in words."""
    game = nova.Game.new(["You", "Ben"], seed=3)
    while game.phase == "setup":
        game.play(game.legal_moves()[0])
    assert game.current_index == 0 and game.decision.kind == "action"
    w = widget(game)
    moves = game.moves
    msg = {"kind": "click", "action": "cards"}
    if rev is not None:
        msg["rev"] = rev
    w.board._handle_custom_msg(msg, [])
    w.board._handle_custom_msg({"kind": "click", "rev": w.board.rev, "hex": "99,x", "zone": "\x00" * 50}, [])
    w.refresh()
    assert game.moves == moves and w.session.active.action is None  # the action card was not even selected
    status = w.status.value
    assert "Something went wrong" not in status and "Error(" not in status
    w.board._handle_custom_msg({**msg, "rev": w.board.rev}, [])  # the same click with its revision selects it
    assert w.session.active.action == "cards"


def test_a_sample_without_its_past_steps_back_only_to_where_it_starts():
    """A what-if sample that keeps no state before it (``past=False``, or a replay that failed) is a game whose
    undo stops at the sample (ND-109's "undo the game itself"). Its step-through lists and narrates every step as
    the real game's does (so the two show seat 0 the same), and shows the earliest position it kept up to there."""
    game = played(["You", "Ben"], 3, 30)
    sample = game.resample(0, random.Random(7), past=False)
    assert sample.kept_from() == len(game.history) == 30 and game.kept_from() == 0
    sample.play(sample.legal_moves()[0])
    assert sample.kept_from() == 30
    w = widget(sample)
    timeline = w.session.timeline
    assert len(timeline) == len(widget(game).session.timeline) + len(sample.history[-1].events)
    for k in (0, len(timeline) // 2, len(timeline) - 1):
        w.session.step_to(k)
        w.refresh()
        assert len(timeline.moment(k).history) == max(30, timeline.steps[k].moves)
    sample.undo()
    with pytest.raises(GameError, match="cannot be"):
        sample.undo()
