"""Issue 25, point 5: a hypothesis suite of hostile input against Ark Nova — mutated saves, move texts, player names
and forged board messages. Each gets a clear error (a ValueError or a GameError, never another exception), echoes
no more than a clipped piece of what it was given, and changes nothing; what loads is a real, consistent game.
(Ark's own suite is tests/test_hostile_input.py.)
"""

from __future__ import annotations

import json

import pytest
from hostile import mutated, save_edits
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from arkwidgets import nova
from arkwidgets.seats import MAX_NAME
from arkwidgets.verdicts import GameError

from .helpers import played

#: The longest an error message may grow with its input: its own words plus echoes clipped to 60 characters.
LONGEST_ERROR = 600


BASE = played(["Ann", "Ben"], seed=8, moves=30)
BASE_SAVE = json.loads(BASE.to_json())

def consistent(game: nova.Game) -> None:
    """A loaded game saves to the very text it reloads from."""
    text = game.to_json()
    assert nova.Game.from_json(text).to_json() == text


# ------------------------------------------------------------------------------------------------ saves
@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(save_edits(BASE_SAVE))
def test_fuzz_a_mutated_save_loads_as_a_consistent_game_or_is_a_clear_value_error(edits):
    text = mutated(BASE_SAVE, edits)
    if text is None:
        return
    try:
        game = nova.Game.from_json(text)
    except ValueError as error:  # refused: NotationError and the rule errors are ValueErrors too
        assert 0 < len(str(error)) <= LONGEST_ERROR
        return
    consistent(game)


def edited(**fields) -> str:
    return json.dumps({**BASE_SAVE, **fields})


def building_typed(value: object) -> str:
    """The base save with its first player's first building of type ``value``."""
    save = json.loads(json.dumps(BASE_SAVE))
    save["state"]["players"][0]["buildings"][0]["type"] = value
    return json.dumps(save)


@pytest.mark.parametrize("text", [
    "", "[]", "null", "{", "x" * 10_000, "\ud800",
    '{"format": "' + "a" * 100_000 + '"}',  # the format was echoed whole
    edited(seed=int("9" * 4000)),  # the seed was echoed whole
    edited(moves=["discard " + "9" * 250]),  # the illegal move was echoed whole
    building_typed({"0" * 40: [{"x" * 40: 1e16}] * 5}),  # the building type was echoed whole (found by the fuzz)
    edited(**{"z" * 5000: 1}), edited(options={"z" * 5000: 1}),  # unknown field and option names
    edited(players=["x" * 5000, "Ben"]), edited(players=["Ann\nBen: wins", "Ben"]),
])
def test_a_hostile_save_is_a_short_value_error(text):
    """Issue 25, item 9: a refusal echoes at most a clipped piece of its input (60 characters per echo)."""
    with pytest.raises(ValueError) as caught:
        nova.Game.from_json(text)
    assert len(str(caught.value)) <= LONGEST_ERROR
    assert "a" * 100 not in str(caught.value) and "9" * 100 not in str(caught.value)


# ------------------------------------------------------------------------------------------------ moves
move_words = st.sampled_from(["keep", "discard", "play", "build", "animals", "cards", "association", "sponsors",
                              "snap", "x", "pass", "break", "@", "#", "+", "-", "1", "101", "504", "A1", "R0",
                              "\x00", "\u202e", "\n", "🦒"])


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(move_words | st.text(max_size=12), max_size=8).map(" ".join), st.integers(0, 60))
@example("discard " + "9" * 4000, 0)
@example("keep 1 2 3 4\nplay 504", 5)
def test_fuzz_any_move_text_is_played_or_refused_with_nothing_changed(text, moves):
    game = played(["Ann", "Ben"], seed=3, moves=moves)
    before = game.to_json()
    try:
        move = nova.Move.parse(text)
    except ValueError as error:
        assert 0 < len(str(error)) <= LONGEST_ERROR
        assert len(text) <= 60 or text not in str(error)  # a long text is echoed clipped
        return
    verdict = game.check(move)
    if not verdict.legal:
        with pytest.raises(GameError):
            game.play(move)
        assert game.to_json() == before
        assert all(v.rule for v in verdict.violations)
    else:
        game.play(move)
        consistent(game)


# ------------------------------------------------------------------------------------------------ names
@settings(max_examples=150, deadline=None)
@given(st.text(max_size=80))
@example("Ann\nBen: plays 504")
@example("\u202eevil")
@example("a\x00b")
@example("\ud800")
@example("x" * 1000)
def test_fuzz_a_player_name_is_shown_as_typed_or_refused_with_a_clipped_echo(name):
    try:
        game = nova.Game.new([name, "Ben"], seed=1)
    except ValueError as error:
        assert len(str(error)) <= 300  # the name echoed at most 60 characters
        return
    assert game.names[0] == name
    assert len(name) <= MAX_NAME and "\n" not in name and "\x00" not in name and "\u202e" not in name
    consistent(game)


# ------------------------------------------------------------------------------------------------ board messages
board_keys = st.sampled_from(["kind", "rev", "card", "zone", "folder", "action", "hex", "playerArea", "zoo", "x",
                              "building", "slot"])
board_values = (st.none() | st.booleans() | st.integers(-5, 10**6) | st.floats() | st.text(max_size=50)
                | st.sampled_from(["hand", "display", "click", "animals", "cards", "build", "association",
                                   "sponsors", "3,4", "0,0", "1", "0", "504", "-1"])
                | st.lists(st.integers(), max_size=2))


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.dictionaries(board_keys, board_values, max_size=6), min_size=1, max_size=8),
       st.randoms(use_true_random=False))
def test_fuzz_forged_board_messages_never_raise_and_keep_the_game_consistent(messages, rng):
    pytest.importorskip("ipywidgets")
    pytest.importorskip("anywidget")
    w = nova.GameWidget(players=["You"], bots=1, seed=rng.randrange(50), autoplay=False)
    w.run_bots()
    for message in messages:
        before = w.game.to_json()
        stale = rng.random() < 0.5
        msg = {**message, "kind": "click", "rev": w.board.rev - 1 if stale else w.board.rev}
        w.board._handle_custom_msg(msg, [])
        if stale:
            assert w.game.to_json() == before  # a click on an old board is never played
        assert "Traceback" not in w.status.value and "Error(" not in w.status.value
        assert len(w.status.value) < 2000
    consistent(w.game)


def test_the_loader_clips_a_deeper_checks_message_once_more(monkeypatch):
    """Each check clips what it echoes (MAX_ECHO); the loader clips the whole message it passes on (MAX_MESSAGE),
    so a check that forgot cannot repeat a hostile save whole."""
    from arkwidgets.markup import MAX_MESSAGE
    from arkwidgets.nova import saving

    def shouting(_data):
        raise ValueError("x" * 5000)

    monkeypatch.setattr(saving.GameState, "from_dict", staticmethod(shouting))
    with pytest.raises(ValueError, match=r"^state: x+…$") as error:
        nova.Game.from_json(json.dumps(BASE_SAVE))
    assert len(str(error.value)) == len("state: ") + MAX_MESSAGE
