"""Live play, step-through and what-if over one game: the widget session both games share, written once.

A widget session shows one of three things: the live game (``mode == "live"``), a past step of it while stepping
through (``"replay"``), or a what-if — moves tried on a sample, the real game untouched (``"whatif"``). The rules of
moving between them, and most of what a session shows, are the same for every game, so they are written here once in
:class:`Replay`:

* step-through over a :class:`~arkwidgets.ui.steps.Timeline`: :meth:`~Replay.step_to`, :meth:`~Replay.step`,
  :meth:`~Replay.step_move` (a move at a time), :meth:`~Replay.now`; reaching the last step is "live" again;
* input: :meth:`~Replay.act` runs a controller method on the controller a click acts on (no name looked up as text);
  while stepping through nothing plays and a note says why;
* the fair what-if: :meth:`~Replay.start_whatif` plays on the game's ``resample(viewer, rng)`` — the hidden cards
  dealt again from what the seat on screen may know, never the real ones — and :meth:`~Replay.branch` goes on from
  there; :meth:`~Replay.end_whatif` leaves it;
* what the screen shows of the moment: status, banner, and the engine panel's moves, checks, log and state, each
  from the seat on screen's view;
* the change token a widget compares to know it must redraw, and switching the language live.

A game's session subclasses :class:`Replay` and gives only what is its own: its timeline
(:meth:`~Replay.new_timeline`), how a controller is made (:meth:`~Replay.new_controller`), and the board
(:meth:`~Replay.svg`). Nothing here knows Ark or Ark Nova: a game is reached through the contract of
:mod:`arkwidgets.contract`, a controller through :class:`Controller`.
"""

from __future__ import annotations

import json
import random
import threading
from collections.abc import Callable, Mapping, Sequence
from typing import Any, Generic, Protocol, TypeVar

from ..i18n import N_, _, language, ngettext
from ..markup import esc
from ..savefile import seat_record
from ..verdicts import GameError, Violation
from .names import DEFAULT_NAMES, default_name
from .steps import Timeline

__all__ = ["PANEL_MOVES", "Controller", "Replay"]


class Controller(Protocol):
    """What :class:`Replay` needs of a game's play controller (both games' controllers have it)."""

    game: Any
    seats: list[Any]  # None for a human, else a bot with ``.choose(game)``
    viewer: int | None  # the seat whose cards the screen shows (None: whoever is to answer)
    moves: int  # bumped whenever the game itself changes (a move played or undone)
    lang: str | None
    autoplay: bool  # the bots move on their own (the widget's switch)

    @property
    def status(self) -> str: ...

    @property
    def status_kind(self) -> str: ...

    @property
    def bot_to_act(self) -> bool: ...

    def say(self, writer: Any, kind: str = ...) -> None: ...

    def prompt(self) -> str: ...

    def changed(self) -> None: ...

    def seat_shown(self) -> int | None: ...

    def may_see_moves(self) -> bool: ...

    def attempt_seen(self) -> tuple[str, tuple[Violation, ...]]: ...

    def banner(self) -> str: ...

    def bot_step(self) -> bool: ...

    def click(self, msg: Mapping[str, Any]) -> bool: ...


C = TypeVar("C", bound=Controller)  # the game's play controller
G = TypeVar("G")  # the game's game (what the controller plays)

#: What a click or a button says while the screen shows the past.
#: The most legal moves the engine panel lists and filters (more are counted as "3000+").
PANEL_MOVES = 3000

STEPPING_THROUGH = N_("You are stepping through the game: clicks do not play. Press “Now ▶|” (or drag the slider to "
                      "the end) to play on, or “What-if from here” to try moves.")


class Replay(Generic[C, G]):
    """Live play + step-through + what-if over one game ``G``, played with a controller type ``C`` the game
    defines."""

    def __init__(self, live: C, lang: str | None = None, defaults: Mapping[int, tuple[str, int]] | None = None,
                 theme: str = "light"):
        """``defaults``: seat → (kind, number) for the seats whose names the widget gave (:func:`.names.
        default_name`); those names follow the language. ``theme``: the board's colours."""
        self.defaults = dict(defaults or {})
        for seat, (kind, _number) in self.defaults.items():
            if kind not in DEFAULT_NAMES or not 0 <= seat < len(live.game.names):
                raise ValueError(f"defaults: seat {seat} of kind {kind!r} is not a default name of this game")
        self._lang = lang
        self.theme = theme
        self.note = ""  # a hint shown under the narration while stepping through (a message id, see N_)
        self.samples = 0  # what-ifs started: the n-th is dealt with generator n (the same view, the same sample)
        self.live: C = live
        self.timeline: Timeline[Any] = self.new_timeline(self.game)
        self.mode = "live"  # "live" | "replay" | "whatif"
        self.step_index = len(self.timeline) - 1
        self.whatif: C | None = None
        self.branches: list[G] = []  # the games left behind by a branch (or a rematch), oldest first
        # the coach's ranked moves marked on the live board (place → rank, :func:`arkwidgets.coach.board_marks`);
        # the widget's shell sets them while its Coach is on, each game's ``svg`` draws them in the live game only
        self.coach_marks: dict[str, int] = {}
        # One lock for everything a session changes: a widget's callbacks and its auto-play loop (an asyncio task
        # in the kernel's event loop) may reach the session from different turns of the loop, and a browser's
        # messages arrive on the kernel's thread; the lock keeps a move, a redraw and a step-through from
        # interleaving.
        self.lock = threading.RLock()

    # ------------------------------------------------------------------------------------------ the game's part
    def new_timeline(self, game: G) -> Timeline[Any]:
        """The timeline of ``game`` (every step from setup on)."""
        raise NotImplementedError

    def new_controller(self, game: G, seats: Sequence[Any], viewer: int | None, whatif: bool = False) -> C:
        """A controller playing ``game`` with ``seats`` (None: a human) for ``viewer``; ``whatif``: every seat is
        played by hand on a sample."""
        raise NotImplementedError

    def svg(self) -> str:
        """The board of the moment shown, as SVG, from the seat on screen's view."""
        raise NotImplementedError

    def rule_words(self, rule: str) -> str:
        """A rule id with its words, for a tooltip (the game's rulebook; the id alone by default)."""
        return rule

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
                    c.changed()

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
        except GameError:  # no seed leads to this game (a sample, a hand-made state): it keeps its names
            return False
        self.live.game = renamed
        self.timeline = self.new_timeline(renamed)
        self.step_index = self.timeline.clamp(self.step_index)
        return True

    @property
    def autoplay(self) -> bool:
        """The bots move on their own (the widget's switch): the prompt then never says "press Bot step"."""
        return self.live.autoplay

    @autoplay.setter
    def autoplay(self, on: bool) -> None:
        with self.lock:
            live = self.live
            if live.autoplay != bool(on):
                live.autoplay = bool(on)
                if live.bot_to_act:  # the prompt of now: "press Bot step" only when it is true
                    live.say(lambda: esc(live.prompt()))
            live.changed()

    @property
    def game(self) -> G:
        """The real game (never the what-if's)."""
        return self.live.game

    @property
    def active(self) -> C:
        """The controller a click acts on: the what-if's during a what-if, else the live one."""
        return self.whatif if self.mode == "whatif" and self.whatif is not None else self.live

    def viewer(self) -> int | None:
        """The seat whose view the screen shows now (None: a spectator's)."""
        return self.live.seat_shown() if self.mode == "replay" else self.active.seat_shown()

    def shown_game(self) -> Any:
        """The game at the moment on screen: while stepping through, the game once the step shown happened, else
        the game a click acts on."""
        if self.mode == "replay":
            return self.timeline.moment(self.step_index)
        return self.active.game

    def mode_prefix(self) -> str:
        """What goes before the status line: "[what-if]" in bold during a what-if, else nothing."""
        return "<b>[{}]</b> ".format(esc(_("what-if"))) if self.mode == "whatif" else ""

    def token(self) -> tuple[Any, ...]:
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

    # ------------------------------------------------------------------------------------------ input
    def act(self, action: Callable[[C], bool]) -> bool:
        """Run ``action`` (a controller method, ``lambda c: c.undo()``) on the controller a click acts on; while
        stepping through nothing plays and a note says how to play on. True when something changed."""
        with self.lock:
            if self.mode == "replay":
                self.note = STEPPING_THROUGH
                return True
            changed = bool(action(self.active))
            self.follow()
            return changed

    def click(self, msg: Mapping[str, Any]) -> bool:
        """A click on the board (every ``data-`` attribute of the element clicked and its ancestors)."""
        return self.act(lambda c: c.click(msg))

    def bot_step(self) -> bool:
        """One move of the bot to act (nothing while stepping through)."""
        with self.lock:
            if self.mode == "replay":
                return False
            return self.act(lambda c: c.bot_step())

    # ------------------------------------------------------------------------------------------ step through
    def step_to(self, i: int) -> None:
        """Show step ``i`` (clamped to the timeline); the last step is the live game, an earlier one a replay.
        During a what-if only the step shown moves (the what-if stays). A note about clicks is forgotten."""
        with self.lock:
            self.timeline.refresh()
            self.step_index = self.timeline.clamp(i)
            self.note = ""
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
        """Try moves from the moment shown, every seat played by hand, on a *sample* of the hidden cards: the other
        hands and the deck are dealt again from what the seat on screen may know (the game's ``resample``), so a
        what-if never shows a real hidden card and leaving it keeps no knowledge. The real game does not change."""
        with self.lock:
            real = self.shown_game()
            viewer = self.viewer()
            base = real.resample(viewer, random.Random(self.samples))
            self.samples += 1
            whatif = self.new_controller(base, [None] * len(base.names), viewer, whatif=True)
            whatif.say(lambda: _("What-if: every seat is yours, the real game is untouched, and the cards nobody "
                                 "at your seat could see are dealt again. Try moves, Undo, then “Branch here” to "
                                 "continue from this position or “Back to the game”."))
            self.whatif = whatif
            self.mode = "whatif"
            return True

    def end_whatif(self) -> bool:
        """Leave the what-if (nothing of it is kept) and show the live game."""
        with self.lock:
            self.whatif = None
            self.mode = "live"
            self.now()
            live = self.live
            live.say(lambda: _("Back to the game.") + " " + esc(live.prompt()))
            live.changed()
            return True

    def branch(self) -> bool:
        """Continue the real game from the what-if position (with the players of now); the old game is kept in
        :attr:`branches`."""
        with self.lock:
            if self.whatif is None:
                return False
            self.branches.append(self.game)
            old = self.live
            live = self.new_controller(self.whatif.game, old.seats, old.viewer)
            live.say(lambda: _("Branched: the game continues from the what-if position (the old game is in "
                               "widget.branches).") + " " + esc(live.prompt()))
            self.restart(live)
            return True

    # ------------------------------------------------------------------------------------------ what is shown
    def status(self) -> tuple[str, str]:
        """(the status line as HTML, its kind): the narration of the step while stepping through (and the note of
        a click there), else the controller's line."""
        with language(self.lang):
            if self.mode == "replay":
                note = f"<br><i>{esc(_(self.note))}</i>" if self.note else ""
                return self.timeline.narration(self.step_index, self.live.seat_shown()) + note, "replay"
            c = self.active
            return self.mode_prefix() + c.status, c.status_kind

    def banner(self) -> str:
        """The line above the board: the step's caption while stepping through, "WHAT-IF — …" in a what-if."""
        with language(self.lang):
            if self.mode == "replay":
                step = self.timeline.seen_by(self.live.seat_shown())[self.step_index]
                return _("Stepping through — {caption}").format(caption=step.caption)
            b = self.active.banner()
            if self.mode == "whatif":
                return _("WHAT-IF — {banner}").format(banner=b) if b else _("WHAT-IF")
            return b

    def moves_visible(self) -> bool:
        """May the seat on screen see the legal moves of the moment shown (they show the hand of whoever answers;
        even how many there are says something of that hand)?"""
        if self.mode == "replay":
            g = self.shown_game()
            return g.phase != "over" and self.live.seat_shown() == g.current_index
        return self.active.may_see_moves()

    def legal_moves(self, filter_text: str = "", limit: int = 400) -> tuple[int, list[str]]:
        """(how many, the moves as text, at most ``limit`` of them); nothing when :meth:`moves_visible` says no.
        At most :data:`PANEL_MOVES` moves are listed and filtered (a huge custom-deck position has hundreds of
        thousands); the count is then that bound (:meth:`moves_note` says "more than")."""
        g = self.shown_game()
        if g.phase == "over" or not self.moves_visible():
            return 0, []
        count, shown, _complete = self._listed(g, filter_text, limit)
        return count, shown

    @staticmethod
    def _listed(g: Any, filter_text: str, limit: int) -> tuple[int, list[str], bool]:
        listed, complete = g.first_legal_moves(PANEL_MOVES)
        moves = [str(m) for m in listed]
        f = filter_text.strip().lower()
        shown = [m for m in moves if f in m.lower()] if f else moves
        return len(moves), shown[:limit], complete

    def moves_note(self, filter_text: str = "") -> str:
        """"12 legal moves (showing 5)", or why they are not listed."""
        with language(self.lang):
            g = self.shown_game()
            if not self.moves_visible() and g.phase != "over":
                return esc(_("not listed: they would show {player}'s hand").format(
                    player=g.names[g.current_index]))
            if g.phase == "over":
                return ngettext("<b>{count}</b> legal move", "<b>{count}</b> legal moves", 0).format(count=0)
            count, shown, complete = self._listed(g, filter_text, 400)
            more = " " + _("(showing {count})").format(count=len(shown)) if len(shown) != count else ""
            return ngettext("<b>{count}</b> legal move", "<b>{count}</b> legal moves", count).format(
                count=count if complete else f"{count}+") + more

    def checks_html(self) -> str:
        """The last attempt and every rule it broke, as the seat on screen may read them."""
        with language(self.lang):
            attempt, checks = self.active.attempt_seen()
            if not attempt:
                return "<i>{}</i>".format(esc(_("No attempt yet.")))
            if not checks:
                return "<code>{}</code>: ✓ {}".format(esc(attempt), esc(_("legal")))
            items = "".join(f'<li title="{esc(self.rule_words(v.rule))}"><b>{esc(v.rule)}</b> {esc(v.message)}</li>'
                            for v in checks)
            return f"<code>{esc(attempt)}</code>: ✗<ul>{items}</ul>"

    def log_entries(self) -> list[str]:
        """Every step as one line of the log, as the seat on screen may read it."""
        with language(self.lang):
            return self.timeline.log(self.live.seat_shown())

    def export(self, indent: int | None = None) -> str:
        """What the seat on screen may take away of the real game (D-26, ND-110): its record while the game is on,
        the full save once it is over (:func:`arkwidgets.savefile.seat_record`)."""
        with self.lock:
            return seat_record(self.game, self.live.seat_shown(), indent)

    def state_json(self) -> str:
        """The state of the moment shown as the seat on screen may know it (the game's seat view)."""
        return json.dumps(self.shown_game().view(self.viewer()).to_dict(), indent=1, ensure_ascii=False)
