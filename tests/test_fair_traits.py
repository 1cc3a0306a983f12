"""Issue 25, point 5: Ark's re-deal property over *every* synced trait of the GameWidget.

``test_fair_view.py`` compares what Ark shows a seat output by output; this compares every trait of every widget
in the tree (hidden buttons, tooltips, options and values included) between a game and a twin whose hidden cards
were dealt again for seat 0 (:meth:`Game.resample`, which keeps the public history): live, at steps of the
step-through, after an undo against bots (refused when it would reveal, D-25), in the what-if, after "Branch here"
and at a step of the branched game; and the text the seat may export there (``export``, D-26). A trait that carries
one hidden card makes the two differ.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

pytest.importorskip("ipywidgets")
pytest.importorskip("anywidget")

import arkwidgets as ark
from arkwidgets.ark.bots import RandomBot

sys.path.insert(0, str(Path(__file__).parent))
from traits import assert_same, open_widget, synced


def widget(game: ark.Game) -> ark.GameWidget:
    return open_widget(ark.GameWidget, game)


@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 10**6), st.integers(0, 60), st.sampled_from([3, 4, 5]), st.integers(0, 10**6))
def test_every_synced_trait_is_the_same_whatever_the_cards_seat_0_cannot_see(seed, moves, players, deal):
    game = ark.Game.new(players, seed=seed)
    bot = RandomBot(seed)
    for _ in range(moves):
        if game.phase == "over":
            break
        game.play(bot.choose(game))
    twin = game.resample(0, random.Random(deal))
    a, b = widget(game), widget(twin)
    assert_same(a, b, "live")
    steps = len(a.session.timeline)
    for k in sorted({0, steps // 3, 2 * steps // 3}):
        for w in (a, b):
            w.session.step_to(k)
            w.refresh()
        assert_same(a, b, f"step {k}")
    for w in (a, b):
        w.session.now()
        w.session.act(lambda c: c.undo())  # against bots: refused when it would reveal (D-25), else done
        w.refresh()
    assert_same(a, b, "undo against bots")
    for w in (a, b):
        w.session.start_whatif()
        w.refresh()
    assert_same(a, b, "what-if")
    for w in (a, b):
        w.session.branch()
        w.refresh()
    assert_same(a, b, "branch")
    branched = len(a.session.timeline)
    for w in (a, b):
        w.session.step_to(branched // 2)
        w.refresh()
    assert_same(a, b, f"branched, step {branched // 2}")


def test_the_comparison_sees_a_hand_that_differs():
    """The property can fail: a twin re-dealt for another seat gives seat 0 other cards, and some trait shows it."""
    game = ark.Game.new(3, seed=4)
    twin = game.resample(1, random.Random(2))
    assert game.view(0).to_dict() != twin.view(0).to_dict()
    assert synced(widget(game)) != synced(widget(twin))


def test_an_undo_across_a_bots_secret_pet_gets_the_same_answer_whatever_the_pet():
    """D-25: in the pets phase of a 5-player game (seed 229, 24 random moves), undo against bots takes back Ann's
    "pet none" and a bot's secret pet. The answer (done or refused) must not depend on which pet the bot chose,
    which seat 0 has not seen: a re-dealt twin where the bot chose another pet must get the same answer."""
    game = ark.Game.new(5, seed=229)
    bot = RandomBot(229)
    for _ in range(24):
        game.play(bot.choose(game))
    twin = game.resample(0, random.Random(0))
    a, b = widget(game), widget(twin)
    for w in (a, b):
        w.session.act(lambda c: c.undo())
    assert len(a.session.game.moves) == len(b.session.game.moves)
