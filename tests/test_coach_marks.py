"""Issue 26, point 3: the coach's moves marked on the board — "shows the coach's moves beside the board and marks
them on it". Each game's drawing takes ``coach=`` (place → rank) and draws the rank in a diamond where the move
plays (Ark: the cabins a play fills, the display slot a draw takes; Ark Nova's classroom board: the action card and
the hex of the seat's own zoo); :func:`arkwidgets.coach.board_marks` turns the coach's answer into those places; the
widgets draw them while the Coach is on, on the live board only, from the seat's own view.
"""

from __future__ import annotations

import asyncio
import xml.etree.ElementTree as ET
from typing import Any

import pytest
from nova.test_focus import texts

from arkwidgets import ark, nova
from arkwidgets.coach import board_marks, coach, coaching_for
from arkwidgets.nova.drawing.palette import palette
from arkwidgets.ui.themes import THEMES

pytest.importorskip("ipywidgets")
pytest.importorskip("anywidget")

from test_widget_coach import GAMES, MARK, make, played  # the coach widgets' own helpers

NS = "{http://www.w3.org/2000/svg}"


def marks_in(svg: str) -> dict[str, int]:
    """The coach's marks drawn on a board: place → rank."""
    return {place: int(rank) for rank, place in MARK.findall(svg)}


def nova_started(seed: int = 5) -> nova.Game:
    game = nova.Game.new(2, seed=seed)
    while game.phase == "setup":
        question = game.decision
        assert question is not None
        game.play(nova.Keep(tuple(sorted(question["cards"])[:4])))
    return game


# ------------------------------------------------------------------------------------------------ the drawings
def test_ark_draws_each_rank_on_its_cabin_and_display_slot_and_nothing_without_marks() -> None:
    game = ark.Game.new(3, seed=1)
    plain = ark.render(game, viewer=0, layout="wide")
    assert "ark-coach-mark" not in plain and plain == ark.render(game, viewer=0, layout="wide", coach={})
    svg = ark.render(game, viewer=0, layout="wide", coach={"T3": 1, "B1": 2, "display-2": 3})
    assert marks_in(svg) == {"T3": 1, "B1": 2, "display-2": 3}
    root = ET.fromstring(svg)
    t3 = root.find(f".//{NS}g[@data-cabin='T3']")
    assert t3 is not None and t3.get("data-coach") == "1"  # the cabin says so too (a new cabin's place here)
    assert "the coach's move 1" in (t3.findtext(f"{NS}title") or "")
    b1 = root.find(f".//{NS}g[@data-cabin='B1']")
    assert b1 is not None and b1.get("data-coach") == "2"


def test_nova_draws_each_rank_on_its_action_card_and_hex_of_the_seats_own_zoo() -> None:
    game = nova_started()
    seat = game.current_index
    svg = nova.render(game, viewer=seat, part="focus", coach={"build": 1, " 2,9": 1, "animals": 2})
    assert marks_in(svg) == {"build": 1, "2,9": 1, "animals": 2}  # a hex written loosely is named as the map does
    zoo = ET.fromstring(svg).find(f".//{NS}g[@data-zoo='{seat}']")
    assert zoo is not None and zoo.find(f".//{NS}g[@data-place='2,9']") is not None  # inside the seat's own zoo
    # another seat's zoo shown large carries no mark of this seat's coach; a spectator's board has none at all
    other = nova.render(game, viewer=seat, part="focus", zoom=1 - seat, coach={"build": 1, "2,9": 1})
    assert marks_in(other) == {"build": 1}
    assert marks_in(nova.render(game, viewer=None, part="focus", coach={"build": 1})) == {}


@pytest.mark.parametrize("theme", sorted(THEMES))
def test_the_rank_reaches_aa_on_its_diamond_in_every_theme(theme: str) -> None:
    """The rank is text on the board like any other: AA against the diamond under it, never under the floor."""
    svg = ark.render(ark.Game.new(3, seed=1), viewer=0, layout="wide", theme=theme, coach={"T3": 1, "display-1": 2})
    ranks = [(w, s, c) for w, s, c in texts(svg, THEMES[theme].background) if w in ("1", "2") and c > 0]
    assert ranks and all(c >= 4.5 and s >= 12 for _w, s, c in ranks), ranks
    svg = nova.render(nova_started(), viewer=0, part="focus", theme=theme, coach={"cards": 3, "2,9": 3})
    threes = [(s, c) for w, s, c in texts(svg, palette(theme).background) if w == "3" and c >= 4.5]
    assert len([1 for w, _s, _c in texts(svg, palette(theme).background) if w == "3"]) >= 2 and threes


@pytest.mark.parametrize(("draw", "bad", "words"), [
    ("ark", {"X9": 1}, "not a cabin id"),
    ("ark", {"T1": 0}, "must be a rank"),
    ("ark", {"T1": True}, "must be a rank"),
    ("ark", ["T1"], "mapping of place to rank"),
    ("nova", {"zoo": 1}, "not an action card"),
    ("nova", {"2,2": 1}, "not an action card"),  # not a cell: x + y must be odd
    ("nova", {"build": "1"}, "must be a rank"),
])
def test_a_bad_mark_is_refused_naming_the_option(draw: str, bad: Any, words: str) -> None:
    with pytest.raises(ValueError, match=words):
        if draw == "ark":
            ark.render(ark.Game.new(3, seed=1), coach=bad)
        else:
            nova.render(nova_started(), viewer=0, part="focus", coach=bad)


# ------------------------------------------------------------------------------------------------ the places
def test_ark_places_are_the_cabins_a_play_fills_and_the_slot_a_draw_takes() -> None:
    game = ark.Game.new(3, seed=1)
    advice = coach(game, 0, rounds=2, seed=1)
    places = coaching_for(game)
    for move in advice.moves:
        found = places.places(game, move.moves)
        engine = ark.Move.parse(move.moves[0])
        if isinstance(engine, ark.Play):
            assert found == tuple(dict.fromkeys(p.cabin for p in engine.placements))
        elif isinstance(engine, ark.Draw):
            assert found == (f"display-{engine.slot}",)
    marks = board_marks(advice, game, 3)
    best = places.places(game, advice.best.moves)
    assert best and all(marks[p] == 1 for p in best)
    assert set(marks.values()) <= {1, 2, 3} and board_marks(None, game, 3) == {}


def test_nova_places_are_the_action_card_and_the_hex_of_the_line() -> None:
    game = nova_started()
    places = coaching_for(game)
    assert places.places(game, ["build", "build pavilion 2,9"]) == ("build", "2,9")
    assert places.places(game, ["animals", "play 405 in 1,8"]) == ("animals", "1,8")
    assert places.places(game, ["animals", "play 405 in reptile-house"]) == ("animals",)
    assert places.places(game, ["x-token build"]) == ("build",)
    assert places.places(game, ["sponsors", "sponsors money"]) == ("sponsors",)


# ------------------------------------------------------------------------------------------------ the widgets
@pytest.mark.parametrize("kind", GAMES)
def test_the_widget_marks_the_coachs_moves_on_the_board_while_the_coach_is_on(kind: str) -> None:
    w = make(kind, game=played(kind, 4))  # past Ark Nova's setup, whose keep has no place on the board
    assert marks_in(w.board.svg) == {}
    w.coach = True
    advice = w.advice
    assert advice is not None
    expected = board_marks(advice, w.game, 3)
    assert expected and marks_in(w.board.svg) == expected
    assert 1 in expected.values()  # the best move has a place on the board here
    w.coach = False
    assert marks_in(w.board.svg) == {}


@pytest.mark.parametrize("kind", GAMES)
def test_no_marks_while_stepping_through_the_past_or_on_a_bots_turn(kind: str) -> None:
    w = make(kind, game=played(kind, 6))
    w.coach = True
    now = marks_in(w.board.svg)
    assert now
    w.session.step_to(0)  # the past: what happened then, not the coach's advice now
    w.refresh()
    assert marks_in(w.board.svg) == {}
    w.session.now()
    w.refresh()
    assert marks_in(w.board.svg) == now
    bots = make(kind, game=played(kind, 0, to_act=1))
    bots.coach = True
    assert bots.session.live.bot_to_act and marks_in(bots.board.svg) == {}


def test_in_a_kernel_the_board_is_marked_once_the_coach_has_an_answer() -> None:
    game = played("nova", 4)
    plain = make("nova", game=game.copy())
    plain.coach = True

    async def main() -> tuple[dict[str, int], dict[str, int]]:
        w = make("nova", game=game.copy())
        w.coach = True
        first = marks_in(w.board.svg)
        task = w.coach_task
        assert task is not None
        await asyncio.wait_for(task, 60)
        return first, marks_in(w.board.svg)

    first, last = asyncio.run(main())
    assert first == {} and last == marks_in(plain.board.svg) != {}
