"""The session behind :class:`~arkwidgets.ark.widgets.GameWidget`: the shared :class:`arkwidgets.ui.replay.Replay`
over Ark's game.

Live play, step-through, the fair what-if and what "Inside the engine" shows are the kernel's; this module gives
only Ark's own: its timeline (setup boards, redacted history), its controller (hot-seat curtain, auto-play), the
board, rematches, and the state as plain data with hidden cards as ``?``.
"""

from __future__ import annotations

import json
import random
from collections.abc import Mapping, Sequence
from typing import Any

from ...i18n import _, ngettext
from ...markup import esc
from ...ui.replay import Replay
from ..game import Game
from ..rulebook import titled
from ..view import seat_state
from .common import render, speaks
from .play import BOARD_LAYOUT, PlayController
from .timeline import Timeline, without_new_cabins


class Session(Replay[PlayController, Game]):
    """Live play + step-through + what-if over one game: what :class:`GameWidget` shows and forwards to."""

    def __init__(self, game: Game, seats: Sequence[Any], viewer: int | None = 0, theme: str = "light",
                 lang: str | None = None, autoplay: bool = False,
                 defaults: Mapping[int, tuple[str, int]] | None = None):
        super().__init__(PlayController(game, seats, viewer, lang=lang, autoplay=autoplay), lang, defaults, theme)

    timeline: Timeline  # always Ark's (new_timeline)

    # ---------------------------------------------------------------------------------------- Replay's hooks
    def new_timeline(self, game: Game) -> Timeline:
        return Timeline(game)

    def new_controller(self, game: Game, seats: Sequence[Any], viewer: int | None,
                       whatif: bool = False) -> PlayController:
        """A controller for ``game``; a what-if's has every seat by hand and no curtain (nothing real is hidden)."""
        if whatif:
            return PlayController(game, seats, viewer, label="what-if", curtain=False, lang=self.lang)
        return PlayController(game, seats, viewer, lang=self.lang, autoplay=self.live.autoplay)

    def rule_words(self, rule: str) -> str:
        return titled(rule)

    # ---------------------------------------------------------------------------------------- Ark's own
    def rematch(self, seed: int | None = None) -> bool:
        """A new game with the same players and bots on a new deal (``seed``; None: a fresh random one); the
        finished game is kept in :attr:`branches`."""
        with self.lock:
            old = self.live
            if seed is None:
                seed = random.SystemRandom().randrange(1, 2**31)
            self.branches.append(old.game)
            game = Game.new(list(old.game.names), seed=seed)
            live = self.new_controller(game, old.seats, old.viewer)
            live.say(lambda: _("New game: the same players, a new deal.") + " " + esc(live.prompt()))
            self.restart(live)
            return True

    def token(self) -> tuple[Any, ...]:
        """Changes whenever the game a click would act on changes (a move, an undo, a mode switch, a card added
        to the draft)."""
        return (*super().token(), len(self.active.draft))

    # ---------------------------------------------------------------------------------------- the view
    @speaks
    def svg(self) -> str:
        with self.lock:
            if self.mode == "replay":  # the past as the seat on screen now saw it (hot-seat: nobody's hand)
                board = self.timeline.board_at(self.step_index)
                svg = render(board, viewer=self.live.seat_shown(), theme=self.theme, layout=BOARD_LAYOUT)
                return without_new_cabins(svg) if self.timeline.steps[self.step_index].setup_index is not None else svg
            return self.active.svg(self.theme, coach=self.coach_marks if self.mode == "live" else None)

    def banner_kind(self) -> str:
        """How the banner looks: "whatif", "replay", or the controller's kind ("alert", "over", "rain-final", "")."""
        if self.mode == "whatif":
            return "whatif"
        if self.mode == "replay":
            return "replay"
        return self.active.banner_kind()

    @speaks
    def state_json(self) -> str:
        """The state as the seat on screen may see it (:func:`arkwidgets.ark.view.seat_state`): other hands and pets
        as ``?``, the deck as a count, until the game is over."""
        data = seat_state(self.shown_game(), self.viewer())
        if isinstance(data["deck"], int):
            n = data["deck"]
            data["deck"] = ngettext("{count} card face down", "{count} cards face down", n).format(count=n)
        return json.dumps(data, indent=1, ensure_ascii=False)
