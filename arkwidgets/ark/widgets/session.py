"""The session behind :class:`~arkwidgets.ark.widgets.GameWidget`: live play, step-through and what-if over one game."""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from ...i18n import N_, _, ngettext
from ...markup import esc
from ...ui.replay import Replay
from ..game import Game
from ..redeal import resample
from ..view import seat_state
from .common import render, rule_title, speaks
from .play import PlayController
from .timeline import Timeline, without_new_cabins


# ------------------------------------------------------------------------------------------------ the session
class Session(Replay[PlayController, Game]):
    """Live play + step-through + what-if over one game: what :class:`GameWidget` shows and forwards to.

    Moving between live play, step-through and what-if is the shared :class:`arkwidgets.ui.replay.Replay`; this
    class adds Ark's own: the hint shown when a click meets the past, what-ifs on a re-dealt sample of the hidden
    cards, rematches, autoplay and what "Inside the engine" shows."""

    def __init__(self, game: Game, seats: Sequence[Any], viewer: int | None = 0, theme: str = "light",
                 lang: str | None = None, autoplay: bool = False,
                 defaults: Mapping[int, tuple[str, int]] | None = None):
        self.theme = theme
        self.note = ""  # a hint shown under the narration while stepping through (a message id, see N_)
        self.samples = 0  # what-ifs started: the n-th is dealt with generator n (the same view, the same sample)
        super().__init__(PlayController(game, seats, viewer, lang=lang, autoplay=autoplay), lang, defaults)

    timeline: Timeline  # always Ark's (new_timeline)

    # ---------------------------------------------------------------------------------------- Replay's hooks
    def new_timeline(self, game: Game) -> Timeline:
        return Timeline(game)

    def escape(self, text: Any) -> str:
        return esc(text)

    def relabel(self, controller: PlayController) -> None:
        controller.changed()

    def open_whatif(self) -> PlayController:
        """Try moves from the moment shown, every seat played by hand, on a *sample* of the hidden cards: the other
        hands, pets and deck are re-dealt consistently with what the viewer may see (:func:`arkwidgets.ark.redeal.
        resample`), so a what-if never shows a real hidden card, and leaving it keeps no knowledge."""
        real = self.timeline.moment(self.step_index) if self.mode == "replay" else self.game
        viewer = self.live.board_viewer()
        base = resample(real, viewer, random.Random(self.samples))
        self.samples += 1
        whatif = PlayController(base, [None] * len(base.names), viewer=viewer, label="what-if", curtain=False,
                                lang=self.lang)
        whatif.say(lambda: _("What-if: every seat is yours, the real game is untouched. Try moves, Undo, "
                             "then “Branch here” to continue from this position or “Back to the game”."))
        return whatif

    def continue_from(self, game: Game) -> PlayController:
        old = self.live
        live = PlayController(game, old.seats, old.viewer, lang=self.lang, autoplay=old.autoplay)
        live.say(lambda: _("Branched: the game continues from the what-if position (the old game is in "
                           "widget.branches).") + " " + esc(live.prompt()))
        return live

    # ---------------------------------------------------------------------------------------- Ark's own
    @property
    def autoplay(self) -> bool:
        """The bots move on their own (the widget's toggle): the prompts and the buttons say so."""
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

    def rematch(self, seed: int | None = None) -> bool:
        """A new game with the same players and bots on a new deal (``seed``; None: a fresh random one); the
        finished game is kept in :attr:`branches`."""
        with self.lock:
            old = self.live
            if seed is None:
                seed = random.SystemRandom().randrange(1, 2**31)
            self.branches.append(old.game)
            game = Game.new(list(old.game.names), seed=seed)
            live = PlayController(game, old.seats, old.viewer, lang=self.lang, autoplay=old.autoplay)
            live.say(lambda: _("New game: the same players, a new deal.") + " " + esc(live.prompt()))
            self.restart(live)
            return True

    def token(self) -> tuple:
        """Changes whenever the game a click would act on changes (a move, an undo, a mode switch, a card added
        to the draft)."""
        return (*super().token(), len(self.active.draft))

    def step_to(self, i: int) -> None:
        """Show step ``i`` (see :meth:`Replay.step_to`); a hint about clicks in the past is forgotten."""
        with self.lock:
            super().step_to(i)
            self.note = ""

    def end_whatif(self) -> bool:
        with self.lock:
            super().end_whatif()
            self.live.changed()
            return True

    # ---------------------------------------------------------------------------------------- forwarding
    def click(self, msg: Mapping[str, Any]) -> bool:
        with self.lock:
            if self.mode == "replay":
                self.note = N_("You are stepping through the game: clicks do not play. Press “Now ▶|” (or drag the "
                               "slider to the end) to play on, or “What-if from here” to try moves.")
                return True
            changed = self.active.click(msg)
            self.follow()
            return changed

    def act(self, name: str, *args: Any) -> bool:
        """A button: ``end_turn``, ``cancel``, ``undo``, ``pass_turn``, ``pet``, ``reveal``, ``choose``,
        ``bot_step``."""
        with self.lock:
            if self.mode == "replay" and name not in ("bot_step",):
                self.now()
            target = self.active
            method: Callable[..., bool] | None = getattr(target, name, None)
            if method is None:
                return False
            try:
                changed = method(*args)
            except Exception as error:
                detail = esc(str(error))
                target.say(lambda: _("Something went wrong: {error}").format(error=detail), "error")
                target.changed()
                changed = True
            self.follow()
            return changed

    def bot_step(self) -> bool:
        with self.lock:
            if self.mode == "replay":
                return False
            changed = self.active.bot_step()
            self.follow()
            return changed

    # ---------------------------------------------------------------------------------------- the view
    @speaks
    def svg(self) -> str:
        with self.lock:
            if self.mode == "replay":  # the past as the seat on screen now saw it (hot-seat: nobody's hand)
                board = self.timeline.board_at(self.step_index)
                svg = render(board, viewer=self.live.board_viewer(), theme=self.theme)
                return without_new_cabins(svg) if self.timeline.steps[self.step_index].setup_index is not None else svg
            return self.active.svg(self.theme)

    @speaks
    def status(self) -> tuple[str, str]:
        c = self.active
        if self.mode == "replay":
            note = f"<br><i>{esc(_(self.note))}</i>" if self.note else ""
            return self.timeline.narration(self.step_index, self.live.board_viewer()) + note, "replay"
        return self.mode_prefix() + c.status, c.status_kind

    @speaks
    def banner(self) -> str:
        if self.mode == "replay":
            step = self.timeline.seen_by(self.live.board_viewer())[self.step_index]
            return _("Stepping through — {caption}").format(caption=step.caption)
        b = self.active.banner()
        if self.mode == "whatif":
            return _("WHAT-IF — {banner}").format(banner=b) if b else _("WHAT-IF")
        return b

    def banner_kind(self) -> str:
        """How the banner looks: "whatif", "replay", or the controller's kind ("alert", "over", "rain-final", "")."""
        if self.mode == "whatif":
            return "whatif"
        if self.mode == "replay":
            return "replay"
        return self.active.banner_kind()

    def shown_game(self) -> Game:
        """The game at the moment on screen: while stepping through, the replayed one (after the moves completed at
        the step shown), else the game a click acts on."""
        if self.mode == "replay":
            return self.timeline.moment(self.step_index)
        return self.active.game

    def legal_moves(self, filter_text: str = "", limit: int = 400) -> tuple[int, list[str]]:
        """(how many, the moves as text); nothing when they would show a hand the viewer may not see (even how
        many there are says something about that hand)."""
        g = self.shown_game()
        if g.phase == "over" or not self.moves_visible():
            return 0, []
        moves = [str(m) for m in g.legal_moves()]
        f = filter_text.strip().lower()
        shown = [m for m in moves if f in m] if f else moves
        return len(moves), shown[:limit]

    def moves_visible(self) -> bool:
        """May the viewer see the list of legal moves (it shows the hand of the player to act)?"""
        c = self.active
        return not c.curtained and c.board_viewer() == self.shown_game().current_index

    @speaks
    def checks_html(self) -> str:
        attempt, checks = self.active.attempt_seen()
        if not attempt:
            return "<i>{}</i>".format(esc(_("No attempt yet.")))
        if not checks:
            return "<code>{}</code>: ✓ {}".format(esc(attempt), esc(_("legal")))
        items = "".join(f"<li{rule_title(v.rule)}><b>{esc(v.rule)}</b> {esc(v.message)}</li>" for v in checks)
        return f"<code>{esc(attempt)}</code>: ✗<ul>{items}</ul>"

    @speaks
    def log_entries(self) -> list[str]:
        return self.timeline.log(self.live.board_viewer())

    @speaks
    def state_json(self) -> str:
        """The state as the seat on screen may see it (:func:`arkwidgets.ark.view.seat_state`): other hands and pets
        as ``?``, the deck as a count, until the game is over."""
        c = self.active
        data = seat_state(self.shown_game(), c.board_viewer())
        if isinstance(data["deck"], int):
            n = data["deck"]
            data["deck"] = ngettext("{count} card face down", "{count} cards face down", n).format(count=n)
        return json.dumps(data, indent=1, ensure_ascii=False)
