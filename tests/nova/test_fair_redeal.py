"""Issue 25, point 5: what a seat sees in Ark Nova is a function of what it may know (the re-deal property).

Take a game, re-deal every card seat 0 cannot see (:meth:`Game.resample`: the other hands and final scoring cards,
the deck order, consistently with seat 0's view); then everything shown to seat 0 is identical in the two games:
every synced trait of every widget inside the GameWidget (hidden answer buttons and their tooltips included, the
board's SVG, the state JSON, the legal-move list, "Inside the engine"), live and in the what-if, and every line the
terminal game prints (table, question, legal moves). A leak of one hidden card anywhere makes the two differ.
Step-through is checked by ``test_widget.test_hidden_information_is_absent_from_every_trait`` (a re-dealt game has
no past to step through).
"""

from __future__ import annotations

import io
import random
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

pytest.importorskip("ipywidgets")
pytest.importorskip("anywidget")

from arkwidgets import nova
from arkwidgets.nova.cli import play_session

sys.path.insert(0, str(Path(__file__).parents[1]))
from traits import assert_same, open_widget

from .helpers import played


def widget(game: nova.Game) -> nova.GameWidget:
    return open_widget(nova.GameWidget, game)


@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 10**6), st.integers(0, 90), st.sampled_from([2, 3]), st.integers(0, 10**6))
@example(5, 40, 2, 1)  # the bot must answer
@example(855, 86, 2, 0)  # a card taken in sight is known by its number, never by the sentence word naming it
def test_every_synced_trait_is_the_same_whatever_the_cards_seat_0_cannot_see(seed, moves, players, deal):
    """Live (whoever is to answer, bots included) and in the what-if: the widget of the real game and the widget of
    a re-dealt twin send seat 0 the very same traits."""
    game = played(["You", "Ben", "Cy"][:players], seed, moves)
    twin = game.resample(0, random.Random(deal))
    a, b = widget(game), widget(twin)
    assert_same(a, b, "live")
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
