"""Live play, step-through and what-if over one game: the part of a widget session every game shares.

A widget session shows one of three things: the live game (``mode == "live"``), a past step of it while stepping
through (``"replay"``), or a what-if — moves tried on a copy, the real game untouched (``"whatif"``). The rules of
moving between them are the same for every game, so they are written once here, in :class:`Replay`:

* step-through over a :class:`~arkwidgets.ui.steps.Timeline`: :meth:`~Replay.step_to`, :meth:`~Replay.step`,
  :meth:`~Replay.step_move` (a move at a time), :meth:`~Replay.now`; reaching the last step is "live" again;
* what-if: :meth:`~Replay.start_whatif`, :meth:`~Replay.end_whatif`, :meth:`~Replay.branch` (the real game goes
  on from the what-if position; the old one is kept in :attr:`~Replay.branches`);
* the change token a widget compares to know it must redraw, and switching the language live.

A game's session subclasses :class:`Replay` and gives what is its own: the controller it plays with (anything with
``game``, ``moves``, ``say(text)``, ``prompt()`` and a writable ``lang``), its timeline (:meth:`~Replay.
new_timeline`), how a what-if starts (:meth:`~Replay.open_whatif`), how a branch continues (:meth:`~Replay.
continue_from`) and how a controller's status is told it must be written again (:meth:`~Replay.relabel`). Nothing
here knows Ark or Ark Nova.
"""

from __future__ import annotations

import threading
from collections.abc import Mapping
from typing import Any, Generic, Protocol, TypeVar

from ..i18n import _, language
from ..verdicts import ArkError
from .escape import esc
from .names import DEFAULT_NAMES, default_name
from .steps import Timeline

__all__ = ["Controller", "Replay"]


class Controller(Protocol):
    """What :class:`Replay` needs of a game's play controller."""

    game: Any
    moves: int  # bumped whenever the game itself changes (a move played or undone)
    lang: str | None

    def say(self, writer: Any, kind: str = ...) -> None: ...

    def prompt(self) -> str: ...


C = TypeVar("C", bound=Controller)  # the game's play controller
G = TypeVar("G")  # the game's game (what the controller plays)


class Replay(Generic[C, G]):
    """Live play + step-through + what-if over one game ``G``, played with a controller type ``C`` the game
    defines."""

    def __init__(self, live: C, lang: str | None = None, defaults: Mapping[int, tuple[str, int]] | None = None):
        """``defaults``: seat → (kind, number) for the seats whose names the widget gave (:func:`.names.
        default_name`); those names follow the language."""
        self.defaults = dict(defaults or {})
        for seat, (kind, _number) in self.defaults.items():
            if kind not in DEFAULT_NAMES or not 0 <= seat < len(live.game.names):
                raise ValueError(f"defaults: seat {seat} of kind {kind!r} is not a default name of this game")
        self._lang = lang
        self.live: C = live
        self.timeline: Timeline[Any] = self.new_timeline(self.game)
        self.mode = "live"  # "live" | "replay" | "whatif"
        self.step_index = len(self.timeline) - 1
        self.whatif: C | None = None
        self.branches: list[G] = []  # the games left behind by a branch (or a rematch), oldest first
        self.lock = threading.RLock()

    # ------------------------------------------------------------------------------------------ the game's part
    def new_timeline(self, game: G) -> Timeline[Any]:
        """The timeline of ``game`` (every step from setup on)."""
        raise NotImplementedError

    def open_whatif(self) -> C:
        """A controller over a copy of the moment shown (a past step while stepping through, else now), every
        seat played by hand; it has said what a what-if is."""
        raise NotImplementedError

    def continue_from(self, game: G) -> C:
        """The live controller that goes on playing ``game`` (a what-if's) with the players of now; it has said
        so."""
        raise NotImplementedError

    def escape(self, text: Any) -> str:
        """``text`` as HTML shows it literally (a game may keep its own escape helper)."""
        return esc(text)

    def relabel(self, controller: C) -> None:
        """Tell ``controller`` its status must be written again (the language changed)."""
        raise NotImplementedError

    # ------------------------------------------------------------------------------------------ state
    @property
    def lang(self) -> str | None:
        """The language of everything this session writes (None: the process's language). Setting it switches
        live: the status lines are written again from the same facts; the game is the same, only the seat names the
        widget gave are written in the new language (:meth:`rename_defaults`)."""
        return self._lang

    @lang.setter
    def lang(self, lang: str | None) -> None:
        with language(lang):  # refuses an unknown language before anything changes
            pass
        with self.lock:
            self._lang = lang
            self.rename_defaults()
            for c in (self.live, self.whatif):
                if c is not None:
                    c.lang = lang
                    self.relabel(c)

    def rename_defaults(self) -> bool:
        """Write the default names in the session's language: the live game is replayed under the new names (the
        game's ``renamed``: same seed, same moves) and the timeline rebuilt, at the same step. A what-if keeps its
        names (a sample cannot be replayed), and so does a game whose new names would clash with a typed one."""
        if not self.defaults:
            return False
        game: Any = self.game
        with language(self.lang):
            names = list(game.names)
            for seat, (kind, number) in self.defaults.items():
                names[seat] = default_name(kind, number)
        if names == list(game.names) or len(set(names)) != len(names):
            return False
        try:
            renamed = game.renamed(names)
        except ArkError:  # no seed leads to this game (a sample, a hand-made state): it keeps its names
            return False
        self.live.game = renamed
        self.timeline = self.new_timeline(renamed)
        self.step_index = self.timeline.clamp(self.step_index)
        return True

    @property
    def game(self) -> G:
        """The real game (never the what-if's)."""
        return self.live.game

    @property
    def active(self) -> C:
        """The controller a click acts on: the what-if's during a what-if, else the live one."""
        return self.whatif if self.mode == "whatif" and self.whatif is not None else self.live

    def mode_prefix(self) -> str:
        """What goes before the status line: "[what-if]" in bold during a what-if, else nothing."""
        return "<b>[{}]</b> ".format(self.escape(_("what-if"))) if self.mode == "whatif" else ""

    def token(self) -> tuple:
        """Changes whenever the game a click would act on changes (a move, an undo, a mode switch)."""
        a = self.active
        return (self.mode, id(a), a.moves)

    def follow(self) -> None:
        """Keep the timeline in step with the live game while it is being played."""
        self.timeline.refresh()
        if self.mode == "live":
            self.step_index = len(self.timeline) - 1

    def restart(self, live: C) -> None:
        """Play on with ``live`` (a branch, a new game): no what-if, a new timeline, the last step shown."""
        with self.lock:
            self.live = live
            self.whatif = None
            self.mode = "live"
            self.timeline = self.new_timeline(self.game)
            self.now()

    # ------------------------------------------------------------------------------------------ step through
    def step_to(self, i: int) -> None:
        """Show step ``i`` (clamped to the timeline); the last step is the live game, an earlier one a replay.
        During a what-if only the step shown moves (the what-if stays)."""
        with self.lock:
            self.timeline.refresh()
            self.step_index = self.timeline.clamp(i)
            if self.mode != "whatif":
                self.mode = "live" if self.step_index == len(self.timeline) - 1 else "replay"

    def step(self, delta: int) -> None:
        self.step_to(self.step_index + delta)

    def step_move(self, delta: int) -> None:
        """One move back (``delta < 0``) or forward: to the first step of that move."""
        self.step_to(self.timeline.next_move(self.step_index, delta))

    def now(self) -> None:
        self.step_to(len(self.timeline) - 1)

    # ------------------------------------------------------------------------------------------ what-if
    def start_whatif(self) -> bool:
        """Try moves from the moment shown (:meth:`open_whatif`); the real game does not change."""
        with self.lock:
            self.whatif = self.open_whatif()
            self.mode = "whatif"
            return True

    def end_whatif(self) -> bool:
        """Leave the what-if (nothing of it is kept) and show the live game."""
        with self.lock:
            self.whatif = None
            self.mode = "live"
            self.now()
            live = self.live
            live.say(lambda: _("Back to the game.") + " " + self.escape(live.prompt()))
            return True

    def branch(self) -> bool:
        """Continue the real game from the what-if position; the old game is kept in :attr:`branches`."""
        with self.lock:
            if self.whatif is None:
                return False
            self.branches.append(self.game)
            self.restart(self.continue_from(self.whatif.game))
            return True
