"""The session behind ``nova.GameWidget``: the shared :class:`arkwidgets.ui.replay.Replay` over Ark Nova's game.

Live play, step-through, the fair what-if and what "Inside the engine" shows are the kernel's
(:class:`~arkwidgets.ui.replay.Replay`); this module gives only Ark Nova's own: its timeline — every setup event and
every event of every move, each with its rule id, another seat's hidden move read as that seat may read it
(:func:`arkwidgets.nova.view.public_move`) — its controller, and its board.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ...i18n import language
from ...ui import Step, Timeline
from ...ui.replay import Replay
from ...ui.steps import at_event, undone_to
from ..game import Game
from ..rulebook import titled
from ..view import public_move
from .picture import draw
from .play import NovaPlay

__all__ = ["NovaSession", "nova_steps", "nova_steps_seen"]


def nova_steps(game: Game) -> list[Step]:
    """Every setup event (0 moves) and every event of every move, with who moved and the move as text."""
    return nova_steps_seen(game, None, reveal=True)


def nova_steps_seen(game: Game, viewer: int | None, reveal: bool = False) -> list[Step]:
    """The steps as ``viewer`` (None: a spectator) may read them: another seat's kept cards and face-down final
    scoring card are counted, not named (the events name no hidden card)."""
    over = reveal or game.phase == "over"
    steps = [Step(e, 0) for e in game.setup_events]
    for number, entry in enumerate(game.history, start=1):
        move = str(public_move(entry, viewer, over))
        steps.extend(Step(e, number, entry.player, move, index=k) for k, e in enumerate(entry.events))
    return steps


def nova_position(game: Game, step: Step) -> Game:
    """The game at ``step`` (:func:`at_event`). A sample that kept no state before some move (a branch from a
    what-if whose sample could not replay the moves before it) still lists and narrates every step, as the real
    game does, but shows the earliest position it kept for the steps up to it."""
    kept = game.kept_from()
    if kept and step.moves <= kept:
        return undone_to(game, step.moves)
    return at_event(game, step)


class NovaSession(Replay[NovaPlay, Game]):
    """Live play + step-through + what-if over one game: what :class:`~arkwidgets.nova.widgets.GameWidget` shows
    and forwards to."""

    def __init__(self, game: Game, seats: Sequence[Any], viewer: int | None = 0, lang: str | None = None,
                 defaults: Mapping[int, tuple[str, int]] | None = None, theme: str = "light",
                 autoplay: bool = False, view: str = "focus"):
        live = NovaPlay(game, seats, viewer, lang=lang)
        live.autoplay = autoplay
        super().__init__(live, lang, defaults, theme)
        self.view = view  # "focus": the classroom board; "table": the whole table
        self.zoom: int | None = None  # the seat whose zoo the classroom board shows large (None: the seat's own)

    # ------------------------------------------------------------------------------------------ Replay's hooks
    def new_timeline(self, game: Game) -> Timeline[Step]:
        return Timeline(game, nova_steps, nova_position, seen_by=nova_steps_seen)

    def new_controller(self, game: Game, seats: Sequence[Any], viewer: int | None, whatif: bool = False) -> NovaPlay:
        """A controller for ``game``; in a what-if every seat is played by hand and the screen shows whoever is to
        answer."""
        play = NovaPlay(game, seats, None if whatif else viewer, lang=self.lang)
        play.autoplay = not whatif and self.live.autoplay
        return play

    def rule_words(self, rule: str) -> str:
        return titled(rule)

    def svg(self) -> str:
        """The board: the classroom board (``view == "focus"``) or the whole table, from the seat on screen."""
        with self.lock, language(self.lang):
            part = "focus" if self.view == "focus" else "table"
            if self.mode == "replay":
                board = self.timeline.position(self.step_index)
                return draw(board, self.live.seat_shown(), None, None, {}, theme=self.theme, part=part,
                            zoom=self.zoom)
            c = self.active
            d = c.game.decision
            choosing = c.mine and d is not None and d.kind == "action"
            return draw(c.game, c.seat_shown(), c.picker, c.verdict, c.targets(), c.action if choosing else None,
                        c.animal[0] if c.animal is not None else None, theme=self.theme, part=part, zoom=self.zoom,
                        kept=c.kept, coach=self.coach_marks if self.mode == "live" else None)
