"""The shared step-through and what-if (``arkwidgets.ui.replay``, ``arkwidgets.ui.steps``) over a tiny fake game.

Nothing here is Ark or Ark Nova: the game is a list of moves, so these tests show the shared pieces need only what
:class:`arkwidgets.ui.replay.Controller` and :class:`arkwidgets.ui.Timeline` ask for.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pytest

from arkwidgets.i18n import language
from arkwidgets.ui import Step, Timeline
from arkwidgets.ui.replay import Replay
from arkwidgets.ui.steps import history_mark, narrate, undone_to


@dataclass(frozen=True)
class Said:
    """An event as the fake game narrates it: a rule id and a sentence."""

    rule: str
    text: str


class Entry:
    """One history entry: a move and the events it caused (compared by value, like a dataclass would be)."""

    def __init__(self, move: str):
        self.move = move
        self.events = [Said("R-1", f"{move} starts"), Said("R-1", f"{move} ends")]

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Entry) and other.move == self.move

    __hash__ = None  # type: ignore[assignment]


class Tally:
    """A tiny game: one setup event, then moves; undo pops the last move."""

    def __init__(self, moves: list[str] | None = None, names: tuple[str, ...] = ("Ann", "Ben")):
        self.names = names
        self.history: list[Entry] = [Entry(m) for m in moves or []]

    def play(self, move: str) -> None:
        self.history.append(Entry(move))

    def undo(self) -> None:
        self.history.pop()

    def kept_from(self) -> int:
        """A tally keeps every move (the contract's: how many moves stand before the earliest kept position)."""
        return 0

    def copy(self) -> Tally:
        twin = Tally(names=self.names)
        twin.history = list(self.history)
        return twin

    def resample(self, viewer: int | None, rng: Any, past: bool = True) -> Tally:
        """Nothing is hidden in a tally: a sample is a copy (the what-if plays on it)."""
        return self.copy()


def tally_steps(game: Tally) -> list[Step]:
    out = [Step(Said("R-0", "set up"), 0)]
    for number, entry in enumerate(game.history, start=1):
        out.extend(Step(e, number, "p", entry.move) for e in entry.events)
    return out


class Player:
    """A fake controller: plays moves on its game and keeps what it said."""

    def __init__(self, game: Tally, label: str = "live", lang: str | None = None):
        self.game, self.label, self.lang = game, label, lang
        self.seats: list[Any] = [None] * len(game.names)
        self.viewer: int | None = 0
        self.moves = 0
        self.said: list[str] = []
        self.relabelled = 0
        self.status, self.status_kind, self.bot_to_act = "", "info", False
        self.autoplay = False

    def say(self, writer: Any, kind: str = "info") -> None:
        self.said.append(writer() if callable(writer) else writer)

    def changed(self) -> None:
        self.relabelled += 1

    def seat_shown(self) -> int | None:
        return self.viewer

    def may_see_moves(self) -> bool:
        return True

    def attempt_seen(self) -> tuple[str, tuple[Any, ...]]:
        return "", ()

    def banner(self) -> str:
        return ""

    def bot_step(self) -> bool:
        return False

    def click(self, msg: Any) -> bool:
        return False

    def prompt(self) -> str:
        return "<your move>"

    def play(self, move: str) -> None:
        self.game.play(move)
        self.moves += 1


class TallySession(Replay[Player, Tally]):
    """The fake game's session: only the two hooks it needs (its timeline and its controllers)."""

    def __init__(self, game: Tally, lang: str | None = None):
        super().__init__(Player(game, lang=lang), lang)

    def new_timeline(self, game: Tally) -> Timeline[Step]:
        return Timeline(game, tally_steps, lambda g, step: undone_to(g, step.moves))

    def new_controller(self, game: Tally, seats: Any, viewer: int | None, whatif: bool = False) -> Player:
        return Player(game, "what-if" if whatif else "branched", self.lang)


def session(moves: tuple[str, ...] = ("a", "b", "c")) -> TallySession:
    return TallySession(Tally(list(moves)))


def test_stepping_back_is_a_replay_and_the_last_step_is_live_again():
    s = session()  # steps: setup, a×2, b×2, c×2
    assert (len(s.timeline), s.step_index, s.mode) == (7, 6, "live")
    s.step(-1)
    assert (s.step_index, s.mode) == (5, "replay")
    s.step_to(-40)
    assert (s.step_index, s.mode) == (0, "replay")
    s.step_to(99)
    assert (s.step_index, s.mode) == (6, "live")
    s.step_to(2)
    s.now()
    assert (s.step_index, s.mode) == (6, "live")


def test_a_move_at_a_time_lands_on_the_first_step_of_each_move():
    s = session()
    s.step_move(-1)
    assert s.step_index == 5 and s.mode == "replay"  # c's first event
    s.step_move(-1)
    s.step_move(-1)
    assert s.step_index == 1  # a's first event
    s.step_move(-1)
    s.step_move(-1)
    assert s.step_index == 0  # setup, and no further
    s.step_move(+1)
    assert s.step_index == 1
    s.step_to(5)
    s.step_move(+1)
    assert (s.step_index, s.mode) == (6, "live")


def test_the_timeline_follows_live_play_but_not_a_replay():
    s = session()
    s.live.play("d")
    s.follow()
    assert (len(s.timeline), s.step_index, s.mode) == (9, 8, "live")
    s.step_to(3)
    s.live.play("e")
    s.follow()
    assert (len(s.timeline), s.step_index, s.mode) == (11, 3, "replay")


def test_the_token_changes_with_a_move_and_with_the_mode():
    s = session()
    first = s.token()
    s.live.play("d")
    assert s.token() != first
    moved = s.token()
    s.step(-1)
    assert s.token() != moved
    s.now()
    assert s.token() == moved


def test_a_whatif_starts_at_the_step_shown_and_leaves_the_real_game_untouched():
    s = session()
    s.step_to(3)  # during b: two moves played
    assert s.start_whatif() is True
    assert s.mode == "whatif" and s.active is s.whatif and s.whatif is not None
    assert [e.move for e in s.whatif.game.history] == ["a", "b"]
    s.whatif.play("x")
    assert [e.move for e in s.game.history] == ["a", "b", "c"]
    s.step_to(1)  # stepping during a what-if moves the slider only
    assert s.mode == "whatif"
    assert s.end_whatif() is True
    assert (s.mode, s.whatif, s.step_index) == ("live", None, 6)
    assert s.live.said[-1] == "Back to the game. &lt;your move&gt;"


def test_branch_goes_on_from_the_whatif_and_keeps_the_old_game():
    s = session()
    old = s.game
    assert s.branch() is False and s.branches == [] and s.game is old  # no what-if: nothing changes
    s.start_whatif()
    assert s.whatif is not None
    s.whatif.play("z")
    assert s.branch() is True
    assert s.branches == [old] and s.mode == "live" and s.whatif is None
    assert [e.move for e in s.game.history] == ["a", "b", "c", "z"] and s.live.label == "branched"
    assert s.live.said[-1].startswith("Branched: the game continues from the what-if position")
    assert s.timeline.game is s.game and s.step_index == len(s.timeline) - 1 == 8


def test_switching_language_relabels_every_controller_and_an_unknown_one_changes_nothing():
    s = session()
    s.start_whatif()
    s.lang = "fr"
    assert s.live.lang == "fr" and s.whatif is not None and s.whatif.lang == "fr"
    assert (s.live.relabelled, s.whatif.relabelled) == (1, 1)
    with pytest.raises(ValueError, match="unknown language 'xx'"):
        s.lang = "xx"
    assert s.lang == "fr" and s.live.lang == "fr" and s.live.relabelled == 1


def test_the_mark_compares_the_last_entry_by_identity():
    """An undone move played again is a new entry even when it equals the old one: the timeline rebuilds."""
    g = Tally(["a"])
    before = history_mark(g)
    g.undo()
    g.play("a")
    assert g.history[0] == before[2] and history_mark(g) != before
    assert history_mark(g) == history_mark(g)


def test_seen_by_is_built_once_per_viewer_until_the_game_changes():
    calls: list[Any] = []

    def hidden(game: Tally, viewer: Any) -> list[Step]:
        calls.append(viewer)
        return [Step("set up", 0)] + [Step("?", k, "p", "?") for k in range(1, len(game.history) + 1)]

    g = Tally(["a"])
    t = Timeline(g, tally_steps, lambda game, step: None, seen_by=hidden)
    assert [s.event for s in t.seen_by(0)] == ["set up", "?"] and t.seen_by(0) is t.seen_by(0)
    t.seen_by(1)
    assert calls == [0, 1]
    g.play("b")
    t.refresh()
    assert len(t.seen_by(0)) == 3 and calls == [0, 1, 0]
    plain = Timeline(g, tally_steps, lambda game, step: None)
    assert plain.seen_by(0) is plain.steps  # nothing hidden: everyone sees the steps themselves


def test_moment_and_undone_to_copy_the_game():
    g = Tally(["a", "b"])
    t = Timeline(g, tally_steps, lambda game, step: "a drawing")
    assert t.position(2) == "a drawing"
    assert [e.move for e in t.moment(2).history] == ["a"] and len(g.history) == 2
    assert undone_to(g, 0).history == [] and len(g.history) == 2


def test_narrate_numbers_the_step_and_escapes_the_words():
    said = Said("R-1", "Ann's <move>")
    assert narrate(2, 9, "Move 1 — <b>", said) == (
        "<b>3/9</b> · Move 1 — &lt;b&gt; · <code>R-1</code> Ann's &lt;move&gt;")
    with language("en"):
        assert narrate(0, 1, "x", said, escape=str) == "<b>1/1</b> · x · <code>R-1</code> Ann's <move>"


def test_the_shared_pieces_import_no_game():
    """``arkwidgets.ui`` is game-agnostic: its modules import only the standard library, the widget libraries and
    the kernel (each other, ``arkwidgets.i18n``, ``arkwidgets.verdicts`` …) — never Ark's or Ark Nova's code."""
    import ast
    from pathlib import Path

    import arkwidgets.ui

    games = ("arkwidgets.ark", "arkwidgets.nova")
    for path in Path(arkwidgets.ui.__file__).parent.glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom):
                name = ("arkwidgets.ui." if node.level == 1 else "arkwidgets." if node.level == 2 else "") + (
                    node.module or "")
                names = [name]
            elif isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            else:
                continue
            for name in names:
                if name.startswith("arkwidgets"):
                    assert not any(name == g or name.startswith(g + ".") for g in games), (path.name, name)


def test_the_log_lists_every_step_as_the_viewer_sees_it_and_a_whatif_is_marked():
    s = session(("a",))
    assert s.timeline.log() == ["1. [R-0] set up", "2. [R-1] a starts", "3. [R-1] a ends"]
    assert s.mode_prefix() == ""
    s.start_whatif()
    with language("fr"):
        assert s.mode_prefix() == "<b>[et si…]</b> "
