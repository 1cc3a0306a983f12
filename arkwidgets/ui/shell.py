"""What every game's ``GameWidget`` shell does the same way, whatever the game (needs ipywidgets).

Both games' widgets are thin views over a session (a :class:`~arkwidgets.ui.replay.Replay`): a click, a key or a
button goes to the session under its lock, errors become a status line instead of a traceback, and
:meth:`Shell.refresh` copies the session's view into widgets that are built once. This module holds that plumbing
once — buttons and their labels, the error guard, language switching, the stale-click check, the board's revision
bookkeeping, the auto-play loop, the theme (chosen, or following the page's), the Coach toggle (the kernel's
:mod:`arkwidgets.coach` for the human seat to act, from its own view) — so each game's shell keeps only its layout
and its game's details. It imports no game.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from typing import Any, TypeVar

import ipywidgets as W

from ..coach import Advice, Coach, CoachMove, Review, board_marks, coaching_for, mark_word, review
from ..i18n import _, get_language, language, ngettext
from ..markup import clip, esc
from ..verdicts import GameError
from ..voila import coach_allowed
from .language import language_picker
from .themes import get_theme

__all__ = ["Shell", "button", "label"]

T = TypeVar("T")

#: How many board revisions remember what the game looked like (a click on an older one is refused as stale).
_KEEP_TOKENS = 64
#: The themes a browser may report for its page (anything else is ignored).
PAGE_THEMES = ("light", "dark", "contrast")
#: The Coach toggle's fixed budget (see :class:`arkwidgets.coach.Coach`): samples per candidate, candidates weighed,
#: moves shown, the coach's seed (the same advice for positions the seat cannot tell apart) and a time cap in
#: seconds (a safety on a slow machine: the rounds are the budget). About 0.3 s on one core in either game.
COACH_ROUNDS = 8
COACH_CANDIDATES = 4
COACH_TOP = 3
COACH_SEED = 0
COACH_SECONDS = 5.0
#: The review's budget (samples per move of the seat, candidates weighed at each): small, so that a classroom game
#: is reviewed in seconds (docs/coach.md: a review with few samples is cautious, it marks only clear losses).
REVIEW_ROUNDS = 4
REVIEW_CANDIDATES = 3
#: How long the background coach works between two looks at the kernel's other messages (a click comes first).
_COACH_SLICE = 0.02


def button(style: str = "", description: str = "", tooltip: str = "") -> W.Button:
    """A button sized to its words; the words are usually set (and set again after a language switch) by
    :func:`label` in the shell's ``_write_labels``."""
    return W.Button(description=description, tooltip=tooltip or description, button_style=style,
                    layout=W.Layout(width="auto"))


def label(widget: W.Button, description: str, tooltip: str = "") -> None:
    """Write a button's words and its tooltip (the words again when no tooltip is given)."""
    widget.description = description
    widget.tooltip = tooltip or description


class Shell:
    """The mixin under each game's ``GameWidget`` (put it before ``ipywidgets.VBox`` in the bases).

    The shell sets ``session``, ``board`` (an :class:`arkwidgets.ui.board.Board`), ``autoplay`` and ``pace``
    (widgets with a ``value``) and ``inside`` (an accordion, ``selected_index`` None while closed), calls
    :meth:`_start_shell` before building widgets, and writes three methods: ``_write_labels`` (every fixed label in
    the language in force), ``_refresh`` (the rest of the view, ending with :meth:`_show_board`) and
    ``_fill_inside`` (the "inside the engine" panel, only computed while it is open). ``_bot_move`` is one bot
    move (what auto-play calls every ``pace`` seconds).
    """

    session: Any
    board: Any
    autoplay: Any
    pace: Any
    inside: Any
    slider: Any
    stepper: Any
    language: Any
    bot_step_button: Any
    side: Any
    coach_toggle: Any
    coach_panel: Any

    # ---------------------------------------------------------------------------------------- public API
    @property
    def game(self) -> Any:
        """The real game (a what-if never changes it)."""
        return self.session.game

    @property
    def lang(self) -> str | None:
        """The widget's language (None: the process's). Setting it switches every text and the board live; the
        game (its default seat names written anew, see :meth:`Replay.rename_defaults`), the step-through position
        and any what-if stay as they are."""
        return self.session.lang

    @lang.setter
    def lang(self, lang: str | None) -> None:
        self.session.lang = lang
        self.refresh()

    def set_language(self, lang: str | None) -> None:
        """Same as ``widget.lang = lang`` (what the dropdown does)."""
        self.lang = lang

    @property
    def theme(self) -> str:
        """The board's theme now ("light", "dark" or "contrast"); setting it stops following the page's."""
        return str(self.session.theme)

    @theme.setter
    def theme(self, theme: str) -> None:
        get_theme(theme)  # refuses an unknown theme before anything changes
        self._theme_auto = False
        self._set_theme(theme)

    def click(self, **data: Any) -> None:
        """Click the board as the browser would: ``w.click(card="lion", zone="hand")``, ``w.click(hex="3,4")``."""
        self._on_board_click({"kind": "click", "rev": self.board.rev, **data})

    def export(self, indent: int | None = None) -> str:
        """The game as the seat on screen may take it away (D-26, ND-110): while it is on, the seat's record (the
        moves as the seat read them and its view, never a hidden card), once it is over the full save
        (``Game.to_json``), which loads with ``Game.from_json``."""
        return self.session.export(indent)

    def bot_step(self) -> bool:
        """One bot move (what the auto-play does every ``pace`` seconds)."""
        return bool(self._run(self.session.bot_step))

    def run_bots(self, limit: int = 5000) -> int:
        """Let the bots move until a human is to act (or the game ends); returns the number of moves."""
        n = 0
        with self.session.lock:
            while n < limit and self.session.mode != "replay" and self.session.active.bot_to_act:
                if not self.session.bot_step():
                    break
                n += 1
        self.refresh()
        return n

    @property
    def coach(self) -> bool:
        """Is the Coach toggle on? (Off by default; setting it is what clicking the toggle does.)"""
        return bool(self.coach_enabled and self.coach_toggle.value)

    @coach.setter
    def coach(self, on: bool) -> None:
        if on and not self.coach_enabled:
            raise ValueError("the coach is switched off for this widget (coach=False)")
        self.coach_toggle.value = bool(on)

    def coach_seat(self) -> int | None:
        """The seat the coach may advise now, or None: only with the toggle on, in the live game (not while
        stepping through or in a what-if), and only when a human seat is to act *and* is the seat on screen (never
        on a bot's turn, never while another human's hand is behind the hot-seat curtain)."""
        s = self.session
        if not self.coach or s.mode != "live":
            return None
        c = s.live
        if c.game.phase == "over" or c.bot_to_act or not c.may_see_moves():
            return None
        seat = c.game.current_index
        return seat if c.seat_shown() == seat else None

    @property
    def advice(self) -> Advice | None:
        """The coach's answer shown now (None when it says nothing); it may still be improving (``advice.done``)."""
        return self._coach_advice if self.coach_seat() is not None else None

    @property
    def coach_task(self) -> asyncio.Task | None:
        """In a kernel, the background task working on the advice shown (None when the coach is not at work)."""
        task = self._coach_task
        return task if task is not None and not task.done() else None

    @property
    def branches(self) -> list[Any]:
        """Games left behind by "Branch here"."""
        return self.session.branches

    def _start_shell(self, theme_auto: bool = False, lang: str | None = None) -> None:
        """The shell's own state (nothing is being refreshed, no label written, no board shown, no bot loop) and the
        parts both games show alike: the language menu (set to ``lang``), the step-through, the what-if row and
        "inside the engine" (filled only while open)."""
        self._quiet = False  # True while refresh() writes values: observers must not treat them as the user's
        self._labelled: str | None = None  # the language the fixed labels are written in
        self._tokens: dict[int, Any] = {}  # board revision → what the game looked like (stale-click check)
        self._bot_task: asyncio.Task | None = None
        self._theme_auto = theme_auto
        self._theme_class = ""
        self._on_screen = False  # a browser has shown the board (it reported its page's theme)
        self.coach_enabled = True  # the teacher's switch (``coach=False``: no toggle at all)
        self.coach_rounds, self.coach_seconds = COACH_ROUNDS, COACH_SECONDS
        self._coach_key: tuple[Any, ...] | None = None  # the position the advice (or the work) is about
        self._coach: Coach | None = None  # the coach at work on it (None once finished)
        self._coach_advice: Advice | None = None  # its answer so far
        self._coach_task: asyncio.Task | None = None
        self.coach_review: Review | None = None  # the last review asked for (its marks jump the step-through)
        self.review_task: asyncio.Task | None = None  # a review at work in the background (in a kernel)
        self.language = language_picker(lang)
        self.language.observe(self._on_language, "value")
        self.stepper = self._build_stepper()
        self.whatif_box = self._build_whatif()
        self.inside = self._build_inside()

    # ---------------------------------------------------------------------------------------- shared parts
    def _build_stepper(self) -> W.VBox:
        """The step-through: a ``slider`` over the steps, the six ``nav_buttons`` (the start, a move back, an event
        back, an event on, a move on, now) and ``step_count``, "3/27" beside the slider, counted as the caption
        counts (the slider's own readout would say 2: it is hidden)."""
        s = self.session
        self.slider = W.IntSlider(min=0, max=0, value=0, readout=False, layout=W.Layout(width="100%"))
        self.slider.observe(self._on_slider, "value")
        self.step_count = W.HTML()
        self.step_count.add_class("ark-step-count")
        steps = [lambda: s.step_to(0), lambda: s.step_move(-1), lambda: s.step(-1), lambda: s.step(1),
                 lambda: s.step_move(1), s.now]
        self.nav_buttons = []
        for fn in steps:
            b = button()
            b.on_click(lambda _b, fn=fn: self._run(fn))
            self.nav_buttons.append(b)
        stepper = W.VBox([W.HBox([*self.nav_buttons, self.step_count]), self.slider])
        stepper.add_class("ark-stepper")
        return stepper

    def _build_whatif(self) -> W.HBox:
        """"What-if from here", "Branch here" and "Back to the game" (``whatif_start/branch/back``), in a row."""
        s = self.session
        self.whatif_start, self.whatif_branch, self.whatif_back = button(), button("warning"), button()
        self.whatif_start.on_click(lambda _b: self._run(s.start_whatif))
        self.whatif_branch.on_click(lambda _b: self._run(s.branch))
        self.whatif_back.on_click(lambda _b: self._run(s.end_whatif))
        return W.HBox([self.whatif_start, self.whatif_branch, self.whatif_back])

    def _build_inside(self) -> W.Accordion:
        """The "inside the engine" panel: legal moves (filtered, one playable), checks, the event log, the state
        and the bot's reasoning; closed at first, and filled only while open."""
        self.moves_count = W.HTML()
        self.moves_filter = W.Text(layout=W.Layout(width="260px"))
        self.moves_filter.observe(lambda _c: self._refresh_inside(), "value")
        self.moves_list = W.Select(options=[], rows=8, layout=W.Layout(width="95%"))
        self.moves_play = button()
        self.moves_play.on_click(lambda _b: self._play_selected())
        self.checks = W.HTML()
        self.log_list = W.Select(options=[], rows=10, layout=W.Layout(width="95%"))
        self.log_list.observe(self._on_log, "index")
        self.state_json = W.Textarea(layout=W.Layout(width="95%", height="220px"))
        self.bot_thoughts = W.HTML()
        self.inside_headings = [W.HTML() for _k in range(4)]
        panel = W.VBox([self.inside_headings[0], W.HBox([self.moves_count, self.moves_filter]), self.moves_list,
                        self.moves_play, self.inside_headings[1], self.checks, self.inside_headings[2],
                        self.log_list, self.inside_headings[3], self.state_json, self.bot_thoughts])
        inside = W.Accordion(children=[panel], selected_index=None)
        inside.observe(lambda _c: self._refresh_inside(), "selected_index")
        return inside

    def _build_coach(self, enabled: bool | None = None) -> W.VBox:
        """The Coach toggle (off at first) and the panel under it (``coach_toggle``, ``coach_panel``); with
        ``enabled`` false (the teacher's ``coach=False``) neither is ever shown; None follows the classroom app's
        teacher's switch (``arkwidgets app --coach``: :func:`arkwidgets.voila.coach_allowed`; in a notebook the
        toggle is there)."""
        enabled = coach_allowed() if enabled is None else bool(enabled)
        self.coach_enabled = enabled
        self.coach_toggle = W.ToggleButton(value=False, layout=W.Layout(width="auto"))
        self.coach_toggle.observe(self._on_coach, "value")
        self.coach_panel = W.HTML()
        self.coach_panel.add_class("ark-coach")
        # the review: a button, its summary and one button per marked move that takes the step-through there
        self.review_button = button()
        self.review_button.on_click(lambda _b: self.review_game())
        self.review_summary = W.HTML()
        self.review_marks = W.HBox(layout=W.Layout(flex_flow="row wrap"))
        self.review_marks.add_class("ark-review-marks")
        self.review_box = W.VBox([self.review_button, self.review_summary, self.review_marks])
        self.review_box.layout.display = "none"
        box = W.VBox([self.coach_toggle, self.coach_panel, self.review_box])
        box.layout.display = "" if enabled else "none"
        self._watching_moves = False  # the engine panel is built later: _refresh_coach starts watching its list
        return box

    def _on_autoplay(self, change: dict) -> None:
        with self.session.lock:
            self.session.autoplay = bool(change["new"])
            self.refresh()
        self._after_change()

    def _on_coach(self, change: dict) -> None:
        if not self._quiet:
            with self.session.lock:
                self.refresh()

    def _play_selected(self) -> None:
        """Play the move selected in "inside the engine" (each game says how)."""
        raise NotImplementedError

    def _lay_out_shell(self, side: list[Any], size: str = "auto") -> None:
        """The one-screen layout both games share (issues 15, 24): the board on the left, sized to the viewport by
        board.js; ``side`` — the banner, the status line and every control of the moment, the step-through and the
        what-if — docked beside it (under it on a narrow screen, board.css); "inside the engine" below."""
        board_col = W.VBox([self.board])
        board_col.add_class("ark-board-col")
        self.side = W.VBox(side)
        self.side.add_class("ark-side")
        self.side.add_class("ark-fit-dock")  # board.js fits the board beside (or above) it
        self.main = W.HBox([board_col, self.side])
        self.main.add_class("ark-main")
        self.children = (self.main, self.inside)
        for name in ("ark-shell", "ark-fit", *([f"ark-size-{size}"] if size != "auto" else [])):
            self.add_class(name)  # type: ignore[attr-defined]
        self._theme_changed()

    def add_to_side(self, *widgets: Any) -> None:
        """Show ``widgets`` at the foot of the dock beside the board: a classroom app's introduction or mode switch
        stays on screen with the game rather than pushing the board down."""
        self.side.children = (*self.side.children, *widgets)

    def _show_steps(self, count: int) -> None:
        """The slider at the step shown (of ``count``); step-through hidden and the what-if buttons shown in a
        what-if."""
        s = self.session
        whatif = s.mode == "whatif"
        self.slider.max = max(0, count - 1)
        self.slider.value = s.step_index
        self.step_count.value = f"<b>{s.step_index + 1}/{count}</b>"  # the caption's count: step 1 is slider 0
        self.stepper.layout.display = "none" if whatif else ""
        self.whatif_start.layout.display = "none" if whatif else ""
        self.whatif_branch.layout.display = self.whatif_back.layout.display = "" if whatif else "none"

    # ---------------------------------------------------------------------------------------- running things
    def _guard(self, fn: Any, *args: Any) -> Any:
        """``fn(*args)``, except that nothing escapes as a traceback into the notebook: an error is the status line."""
        try:
            return fn(*args)
        except (GameError, ValueError, TypeError) as error:  # a refusal: its own words, clipped, nothing changed
            refusal = esc(clip(str(error), 200))
            self.session.active.say(lambda: _("Refused: {reason}").format(reason=refusal), "error")
        except Exception as error:  # noqa: BLE001 - the learner sees the error, the game goes on
            kind = esc(clip(f"{type(error).__name__}: {error}", 120))
            self.session.active.say(lambda: _("Something went wrong ({error}); the game is as it was.").format(
                error=kind), "error")
        self.session.active.changed()
        return True

    def _run(self, fn: Any, *args: Any) -> Any:
        """Run ``fn`` under the session's lock and the error guard, show the result, and let bots move after it."""
        with self.session.lock:
            result = self._guard(fn, *args)
            self.refresh()
        self._after_change()
        return result

    def _on_language(self, change: dict) -> None:
        """The dropdown changed: switch the session (every text and the board follow in :meth:`refresh`)."""
        if not self._quiet and change["new"] != change["old"]:
            self._run(setattr, self.session, "lang", change["new"])

    def _on_slider(self, change: dict) -> None:
        if not self._quiet:
            self._run(self.session.step_to, change["new"])

    def _on_log(self, change: dict) -> None:
        if not self._quiet and change["new"] is not None:
            self._run(self.session.step_to, change["new"])

    def _board_is_current(self, rev: Any) -> bool:
        """Was the board revision ``rev`` drawn from the game as it is now? (A click on an older board is stale.)"""
        return type(rev) is int and bool(self._tokens.get(rev, "unknown") == self.session.token())

    def _on_board_click(self, msg: Any) -> None:
        """A click from the board: played only if it was made on the board drawn from the game as it is now (a
        click without a revision, or on an older board, is refused with a word and changes nothing)."""
        s = self.session
        with s.lock:
            rev = msg.get("rev") if isinstance(msg, dict) else None
            c = s.active
            if type(rev) is not int:  # no revision (or a forged one): the stale-click check cannot be made
                c.say(lambda: _("That click did not say which board it was made on; nothing changed."), "error")
                c.changed()
            elif not self._board_is_current(rev):  # clicked on a board older than the last move
                c.say(lambda: _("The board changed before that click arrived (a move was made): look, then click "
                                "again."))
                c.changed()
            else:
                self._guard(s.click, msg)
            self.refresh()
        self._after_change()

    # ---------------------------------------------------------------------------------------- theme
    def _on_page_theme(self, change: dict) -> None:
        """The browser says which theme the page has: follow it, unless a theme was chosen. It also says the board
        is on screen: the bots' auto-play may start (see :meth:`_after_change`)."""
        if self._theme_auto and change["new"] in PAGE_THEMES:
            self._set_theme(change["new"])
        if change["new"] and not self._on_screen:
            self._on_screen = True
            self._after_change()

    def _set_theme(self, theme: str) -> None:
        with self.session.lock:
            if self.session.theme != theme:
                self.session.theme = theme
                self._theme_changed()
                self.refresh()

    def _theme_changed(self) -> None:
        """The widget carries ``ark-theme-<theme>``: board.css picks the status and banner colours by it."""
        name = f"ark-theme-{self.session.theme}"
        if name != self._theme_class:
            if self._theme_class:
                self.remove_class(self._theme_class)  # type: ignore[attr-defined]
            self.add_class(name)  # type: ignore[attr-defined]
            self._theme_class = name

    # ---------------------------------------------------------------------------------------- bots
    def _bot_move(self) -> Any:
        """One bot move through the session; true when something changed."""
        return self.session.bot_step()

    def _after_change(self) -> None:
        """Start the auto-play loop if a bot is to act (only inside a running event loop, i.e. a kernel, and once a
        browser shows the board: a bot that moved while the page was still connecting would leave it showing the
        first position with buttons it never received — the widgets' first state is read in one go, the changes
        after it arrive one by one, and those sent before the page listens are lost)."""
        s = self.session
        if not self._on_screen or not self.autoplay.value or s.mode != "live" or not s.live.bot_to_act:
            return
        if self._bot_task is not None and not self._bot_task.done():
            return
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            return  # plain Python: bot_step() / run_bots()
        self._bot_task = loop.create_task(self._bot_loop())

    def _bots_to_move(self) -> bool:
        s = self.session
        return bool(self.autoplay.value and s.mode == "live" and s.live.bot_to_act)

    async def _bot_loop(self) -> None:
        while self._bots_to_move():
            await asyncio.sleep(max(0.0, float(self.pace.value)))
            if not self._bots_to_move():
                break
            self._run(self._bot_move)

    # ---------------------------------------------------------------------------------------- the view
    def refresh(self) -> None:
        """Copy the session's view into the widgets (only changed values travel to the browser)."""
        s = self.session
        with s.lock, language(s.lang):
            self._quiet = True
            try:
                self._relabel()
                self.language.value = get_language()
                self._refresh()
            finally:
                self._quiet = False

    def _relabel(self) -> None:
        """Write every fixed label in the current language, once per language (after a switch only these travel)."""
        lang = get_language()
        if self._labelled != lang:
            self._labelled = lang
            self._write_shared_labels()
            self._write_labels()

    def _write_shared_labels(self) -> None:
        """The labels both games' shells word the same: bot step, pace, language, what-if, the engine panel."""
        label(self.bot_step_button, _("Bot step"), _("Let the bot to act make one move"))
        self.pace.description = _("Pace (s)")
        self.language.tooltip = _("Language")
        label(self.whatif_start, _("What-if from here"), _("Try moves on a copy of the position shown"))
        label(self.whatif_branch, _("Branch here"), _("Continue the real game from the what-if position"))
        label(self.whatif_back, _("Back to the game"), _("Leave the what-if; the real game is as it was"))
        label(self.moves_play, _("Play selected move"))
        self.inside.set_title(0, _("Inside the engine"))
        label(self.coach_toggle, _("Coach"), _("Show the coach's best moves on your turn, judged from your own view"))
        label(self.review_button, _("Review my game"),
              _("Weigh each of your moves so far against the coach's best; a mark takes the step-through there"))
        if self.coach_review is not None:
            self.show_review(self.coach_review)

    def _write_labels(self) -> None:
        raise NotImplementedError

    def _refresh(self) -> None:
        raise NotImplementedError

    def _show_board(self) -> None:
        """Show the session's board and remember what the game looked like at this revision.

        The board goes last: a new board revision in the browser means the texts and buttons around it are up to
        date."""
        s = self.session
        svg = s.svg()
        if svg != self.board.svg:
            self.board.show(svg)
        else:
            self.board.rev += 1
        self._tokens[self.board.rev] = s.token()
        if len(self._tokens) > _KEEP_TOKENS:
            for old in sorted(self._tokens)[:-_KEEP_TOKENS // 2]:
                del self._tokens[old]

    # ---------------------------------------------------------------------------------------- the coach
    def _refresh_coach(self) -> None:
        """The Coach panel (each game's ``_refresh`` calls it): empty unless :meth:`coach_seat` names a seat; then
        the coach's top moves for that seat, worked out once per position with the fixed budget — in a kernel by a
        background task a few milliseconds at a time (a click is answered first; the panel improves as samples
        come in), in plain Python at once."""
        self.coach_toggle.layout.display = "" if self.coach_enabled else "none"
        if not self._watching_moves:  # a move picked in "inside the engine" is the learner's: weighed beside the best
            self._watching_moves = True
            self.moves_list.observe(self._on_coach, "value")
        self.review_box.layout.display = "" if self.coach and self.review_seat() is not None else "none"
        if not self.coach:
            self._stop_review()
        seat = self.coach_seat()
        if seat is None:
            self._stop_coach()
            self.coach_panel.value = ""
            self.coach_panel.layout.display = "none"
            self.session.coach_marks = {}
            return
        chosen = self.selected_move()
        key = (self.session.token(), seat, chosen)
        if key != self._coach_key:
            self._start_coach(key, seat, chosen)
        self.coach_panel.layout.display = ""
        if self._coach_advice is None and self._coach is not None:  # at work, nothing to show yet
            self.coach_panel.value = self._coach_html(None, str(self.session.live.game.names[seat]))
        else:
            self.coach_panel.value = self._coach_html(self._coach_advice)
        self._mark_board(redraw=False)  # the caller shows the board next

    def _mark_board(self, redraw: bool) -> None:
        """Mark the coach's top moves on the board (:func:`arkwidgets.coach.board_marks`: a rank where each plays);
        ``redraw``: show the board again when the marks changed (an improved answer while the coach thinks: the
        places rarely change, so the board is rarely drawn again)."""
        game = self.session.live.game
        marks = self._guard_coach(lambda: board_marks(self.advice, game, COACH_TOP)) or {}
        if marks != self.session.coach_marks:
            self.session.coach_marks = marks
            if redraw:
                self._show_board()

    def selected_move(self) -> str | None:
        """The learner's selected move: the legal move picked in "inside the engine" (None when none is)."""
        value = self.moves_list.value
        return value if value and value in self.moves_list.options else None

    def _start_coach(self, key: tuple[Any, ...], seat: int, chosen: str | None = None) -> None:
        self._stop_coach()
        self._coach_key = key
        self._coach_advice = None
        try:
            # the same seed with or without the learner's move: the coach's own moves keep their estimates
            work = Coach(self.session.live.game, seat, rounds=self.coach_rounds, seed=COACH_SEED,
                         candidates=COACH_CANDIDATES, top=COACH_TOP, also=[chosen] if chosen else [])
        except (GameError, ValueError, TypeError):  # no move to weigh: the coach has nothing to say
            return
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:  # plain Python: the whole (small) budget now
            self._coach_advice = self._guard_coach(work.run, self.coach_seconds)
            return
        self._coach = work  # the panel says "thinking" at once; even finding the candidates is done in slices
        self._coach_task = loop.create_task(self._coach_loop(work, key))

    def _guard_coach(self, fn: Callable[..., T], *args: Any) -> T | None:
        """The coach's answer, or None if it failed (the game goes on; the panel says nothing)."""
        try:
            return fn(*args)
        except Exception:  # noqa: BLE001 - advice is optional; a failure must never stop a game
            return None

    def _stop_coach(self) -> None:
        if self._coach is not None:
            self._coach.stop()
            self._coach = None
        if self._coach_task is not None and not self._coach_task.done():
            self._coach_task.cancel()
        self._coach_task = None
        self._coach_key = None

    async def _coach_loop(self, work: Coach, key: tuple[Any, ...]) -> None:
        """Step the coach a slice at a time, yielding to the kernel between slices; show each better answer."""
        started = time.perf_counter()
        shown = time.perf_counter()
        while self._coach is work and not work.done:
            more = self._guard_coach(lambda: work.step(_COACH_SLICE))
            await asyncio.sleep(0)
            out_of_time = time.perf_counter() - started > self.coach_seconds
            if out_of_time:
                work.stop()
            if self._coach is not work or self._coach_key != key:
                return
            if not more or work.done or (work.samples and time.perf_counter() - shown > 0.25):
                shown = time.perf_counter()
                with self.session.lock:
                    if self._coach_key != key:
                        return
                    self._coach_advice = self._guard_coach(work.best) or self._coach_advice
                    with language(self.session.lang):
                        self.coach_panel.value = self._coach_html(self._coach_advice)
                        self._mark_board(redraw=True)
            if not more:
                break
        if self._coach is work:
            self._coach = None

    def _coach_html(self, advice: Advice | None, thinking: str | None = None) -> str:
        """The coach's answer in the language in force: each move with its win chance and its reasons, every rule
        id with the rule's words as its tooltip (as the checks of an attempt show them); every word escaped.
        ``thinking``: no answer yet, the coach is at work for that player."""
        if advice is None and thinking is not None:
            head, note = _("Coach for {player}").format(player=thinking), _("(thinking: {progress} done)").format(
                progress="0 %")
            return f'<div class="ark-coach-text" role="status"><b>{esc(head)}</b> {esc(note)}</div>'
        if advice is None:
            silent = _("The coach has no advice here.")
            return f'<div class="ark-coach-text">{esc(silent)}</div>'
        head = _("Coach for {player}").format(player=advice.player)
        note = "" if advice.done else " " + _("(thinking: {progress} done)").format(
            progress=f"{100 * advice.progress:.0f} %")
        items = "".join(self._coach_item(m) for m in advice.moves[:COACH_TOP])
        return (f'<div class="ark-coach-text" role="status"><b>{esc(head)}</b>{esc(note)}'
                f'<ol class="ark-coach-moves">{items}</ol>{self._compare_html(advice)}</div>')

    def _compare_html(self, advice: Advice) -> str:
        """The learner's selected move beside the best: "Your move: … — −12 % win chance against …"."""
        chosen = self.selected_move()
        mine = advice.find(chosen) if chosen else None
        if chosen is None or mine is None:
            return ""
        words = _("Your move: {move} — {comparison}").format(move=mine.text, comparison=advice.compare(chosen))
        return f'<div class="ark-coach-compare">{esc(words)}</div>'

    # ---------------------------------------------------------------------------------------- the review
    def review_seat(self) -> int | None:
        """The seat a review is about: the human seat on screen (None behind the hot-seat curtain or with none)."""
        seat = self.session.live.seat_shown()
        return seat if isinstance(seat, int) else None

    def review_game(self) -> Review | None:
        """Review the moves of the seat on screen so far (:func:`arkwidgets.coach.review`, a small fixed budget):
        a summary and a button for each marked move that takes the step-through to it.

        In a kernel (an event loop running) the review works in the background, one move at a time between the
        loop's other messages, so the board keeps answering; the summary counts the moves reviewed so far and the
        method returns None at once (:attr:`review_task` is the work; the result is :attr:`coach_review`). Each move
        is reviewed with the seed the whole review gives it, so the background result is the one plain Python
        computes at once (and returns)."""
        seat = self.review_seat()
        if seat is None or not self.coach:
            return None
        with self.session.lock:
            game = self.session.live.game.copy()
        self._stop_review()
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:  # plain Python: the whole (small) review now
            return self._reviewed(self._guard_coach(lambda: self._review_part(game, seat)))
        self.review_task = loop.create_task(self._review_loop(game, seat))
        return None

    @staticmethod
    def _review_part(game: Any, seat: int, first: int = 0, last: int | None = None) -> Review:
        return review(game, seat, rounds=REVIEW_ROUNDS, candidates=REVIEW_CANDIDATES, seed=COACH_SEED, first=first,
                      last=last)

    def _reviewed(self, result: Review | None) -> Review | None:
        """Keep and show a finished review (None: it failed, the game goes on)."""
        if result is not None:
            self.coach_review = result
            with language(self.session.lang):
                self.show_review(result)
        return result

    def _stop_review(self) -> None:
        if self.review_task is not None and not self.review_task.done():
            self.review_task.cancel()
        self.review_task = None

    async def _review_loop(self, game: Any, seat: int) -> None:
        """Review ``seat``'s moves one at a time, yielding to the kernel between them; show the count as it goes."""
        total = len(coaching_for(game).learner_moves(game, seat))
        reviewed: list[Any] = []
        task = self.review_task
        for k in range(total):
            with language(self.session.lang):
                progress = ngettext("Reviewing: {done} of {total} move…", "Reviewing: {done} of {total} moves…",
                                    total).format(done=k, total=total)
            self.review_summary.value = f'<div class="ark-review-summary" role="status">{esc(progress)}</div>'
            await asyncio.sleep(0)
            if self.review_task is not task:  # asked again, or stopped
                return
            part = self._guard_coach(lambda k=k: self._review_part(game, seat, k, k + 1))
            if part is None:
                self.review_summary.value = ""
                return
            reviewed.extend(part)
        if self.review_task is task:
            self._reviewed(Review(seat, str(game.names[seat]), reviewed))
            self.review_task = None

    def review_step(self, index: int) -> int:
        """The step of the step-through where move ``index`` of the game (0 first) is played: its first event."""
        timeline = self.session.timeline
        timeline.refresh()
        for i, step in enumerate(timeline.steps):
            if step.moves == index + 1:
                return i
        return timeline.clamp(len(timeline) - 1)

    def show_review(self, result: Review) -> None:
        """Show ``result``: its summary and a button for each marked move (a click steps through to it)."""
        self.review_summary.value = f'<div class="ark-review-summary">{esc(result.summary)}</div>'
        marks = []
        for m in result:
            if m.mark == "good":
                continue
            b = button({"blunder": "danger", "mistake": "warning"}.get(m.mark, "info"),
                       _("turn {turn}: {mark}").format(turn=m.turn, mark=mark_word(m.mark)), str(m))
            b.on_click(lambda _b, at=m.index: self._run(self.session.step_to, self.review_step(at)))
            marks.append(b)
        self.review_marks.children = tuple(marks)

    def _coach_item(self, move: CoachMove) -> str:
        if move.win is None:
            chance = _("not played out yet")
        else:
            chance = _("win {win} ({low}–{high})").format(win=f"{100 * move.win:.0f} %",
                                                         low=f"{100 * (move.win_low or 0):.0f}",
                                                         high=f"{100 * (move.win_high or 0):.0f} %")
        reasons = _("; ").join(
            esc(r.phrase.text) + (f' (<span class="ark-coach-rule" title="{esc(self.session.rule_words(r.rule))}">'
                                  f'<b>{esc(r.rule)}</b></span>)' if r.rule else "")
            for r in move.reasons)
        why = f'<br><span class="ark-coach-why">{reasons}</span>' if reasons else ""
        # the engine's own notation too (what "inside the engine" lists and plays), so the move can be found there
        notation = esc(" | ".join(str(m) for m in move.moves))
        return f'<li data-moves="{notation}"><b>{esc(move.text)}</b> — {esc(chance)}{why}</li>'

    def _refresh_inside(self) -> None:
        """Fill "inside the engine" while it is open (closed: nothing computed; legal moves can be thousands)."""
        if self.inside.selected_index is None:
            return
        quiet, self._quiet = self._quiet, True
        try:
            with language(self.session.lang):
                self._fill_inside()
        finally:
            self._quiet = quiet

    def _fill_inside(self) -> None:
        """The engine panel: the legal moves (when the seat on screen may see them), the checks, the log, the state
        and the bot's reasoning (only about what the seat on screen may know)."""
        s = self.session
        _count, moves = s.legal_moves(self.moves_filter.value)
        self.moves_count.value = s.moves_note(self.moves_filter.value)
        self._show_engine(moves)
        thoughts = s.active.bot_thoughts() if s.mode != "replay" else ""
        self.bot_thoughts.value = (_("<b>The bot's reasoning</b> (it may name cards in its hand)")
                                   + f"<pre>{esc(thoughts)}</pre>" if thoughts else "")

    def _show_engine(self, moves: list[str]) -> None:
        """The parts of "inside the engine" every game fills alike from its session: the legal moves listed, the
        checks of the last attempt, the event log at the step shown, and the state (only changed values travel)."""
        s = self.session
        if tuple(self.moves_list.options) != tuple(moves):
            self.moves_list.options = moves
        self.checks.value = s.checks_html()
        entries = s.log_entries()
        if tuple(self.log_list.options) != tuple(entries):
            self.log_list.options = entries
        self.log_list.index = s.step_index if entries else None
        self.state_json.value = s.state_json()
