"""The session behind ``nova.GameWidget``: live play, step-through and what-if over one game, and what "Inside the
engine" shows — all from the seat's view (plain Python, no ipywidgets).

Moving between live play, step-through and what-if is the shared :class:`arkwidgets.ui.replay.Replay`, over the
shared :class:`arkwidgets.ui.Timeline`: the steps are every setup event and every event of
every move (each with its rule id), and the board at a step is the game with the later moves undone. Narration
and captions never show another seat's hidden cards: a kept hand is written "keeps 4 cards".
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from typing import Any

from ...i18n import _, language, ngettext
from ...ui import Step, Timeline, esc
from ...ui.replay import Replay
from ...ui.steps import narrate, undone_to
from ..game import Game
from ..moves import Keep
from .picture import draw
from .play import NovaPlay

__all__ = ["NovaSession", "nova_steps", "position_at"]


def nova_steps(game: Game) -> list[Step]:
    """Every setup event (0 moves) and every event of every move, with who moved and the move as text."""
    steps = [Step(e, 0) for e in game.setup_events]
    for number, entry in enumerate(game.history, start=1):
        for e in entry.events:
            steps.append(Step(e, number, entry.player, str(entry.move),
                              extra={"seat": entry.question.player, "keep": isinstance(entry.move, Keep),
                                     "count": len(entry.move.cards) if isinstance(entry.move, Keep) else 0}))
    return steps


def position_at(game: Game, step: Step) -> Game:
    """The game as it was once ``step`` happened (a copy with the later moves undone)."""
    return undone_to(game, step.moves)


class NovaSession(Replay[NovaPlay, Game]):
    """Live play + step-through + what-if over one game: what the widget shows and forwards to.

    Moving between live play, step-through and what-if is the shared :class:`arkwidgets.ui.replay.Replay`; this
    class adds Ark Nova's own: its timeline, what-ifs on a plain copy, captions that hide a kept hand, and what
    "Inside the engine" shows."""

    def __init__(self, game: Game, seats: Sequence[Any], viewer: int | None = 0, lang: str | None = None,
                 defaults: Mapping[int, tuple[str, int]] | None = None):
        super().__init__(NovaPlay(game, seats, viewer, lang=lang), lang, defaults)

    # ------------------------------------------------------------------------------------------ Replay's hooks
    def new_timeline(self, game: Game) -> Timeline[Step]:
        return Timeline(game, nova_steps, position_at)

    def relabel(self, controller: NovaPlay) -> None:
        controller.line.changed()

    def open_whatif(self) -> NovaPlay:
        """Try moves on a copy of the position shown (the present or a past step); every seat is played by hand,
        the screen shows whoever is to answer, and the real game does not change."""
        base = self.timeline.position(self.step_index) if self.mode == "replay" else self.game.copy()
        whatif = NovaPlay(base, [None] * len(base.names), viewer=None, lang=self.lang)
        whatif.say(lambda: _("What-if: every seat is yours and the real game is untouched. Try moves, "
                             "then “Branch here” to continue from there, or “Back to the game”."))
        return whatif

    def continue_from(self, game: Game) -> NovaPlay:
        live = NovaPlay(game, self.live.seats, self.live.viewer, lang=self.lang)
        live.say(lambda: _("Branched: the game goes on from the what-if position (the old one is in "
                           "widget.branches).") + " " + esc(live.prompt()))
        return live

    # ------------------------------------------------------------------------------------------ input
    def forward(self, name: str, *args: Any) -> bool:
        """Forward an input (``click``, ``hover``, ``key``, ``press``, ``set_x``, ``undo``, ``bot_step``) to the
        controller in use; while stepping through, the board does not play."""
        with self.lock:
            if self.mode == "replay":
                if name in ("hover", "key", "set_x"):
                    return False
                self.live.say(lambda: _("You are stepping through the game: the board does not play. Press "
                                        "“Now ▶|” to play on, or “What-if from here” to try moves."))
                return True
            changed = bool(getattr(self.active, name)(*args))
            self.follow()
            return changed

    # ------------------------------------------------------------------------------------------ the view
    def svg(self) -> str:
        with self.lock, language(self.lang):
            if self.mode == "replay":
                board = self.timeline.position(self.step_index)
                return draw(board, self.live.seat_shown(), None, None, {}, {})
            return self.active.svg()

    def caption(self, i: int) -> str:
        s = self.timeline.steps[i]
        if not s.move:
            return _("Setup")
        return _("Move {number} — {player}: {move}").format(number=s.moves, player=s.player, move=self._move_text(s))

    def _move_text(self, s: Step) -> str:
        if s.extra.get("keep") and s.extra.get("seat") != self.live.seat_shown():
            return _("keeps {count} cards").format(count=s.extra.get("count", 0))
        return s.move

    def narration(self, i: int) -> str:
        return narrate(i, len(self.timeline), self.caption(i), self.timeline.steps[i].event)

    def status(self) -> tuple[str, str]:
        with language(self.lang):
            if self.mode == "replay":
                return self.narration(self.step_index), "replay"
            return self.mode_prefix() + self.active.status, self.active.status_kind

    def banner(self) -> str:
        with language(self.lang):
            if self.mode == "replay":
                return _("Stepping through — {caption}").format(caption=self.caption(self.step_index))
            b = self.active.banner()
            return _("WHAT-IF — {banner}").format(banner=b) if self.mode == "whatif" else b

    # ------------------------------------------------------------------------------------------ inside the engine
    def legal_moves(self, filter_text: str = "", limit: int = 400) -> tuple[int, list[str]]:
        """(how many, the moves as text) — listed only when the seat on screen must answer (they show its cards)."""
        c = self.active
        moves = [str(m) for m in c.legal()]
        f = filter_text.strip().lower()
        shown = [m for m in moves if f in m] if f else moves
        return len(moves), shown[:limit]

    def checks_html(self) -> str:
        with language(self.lang):
            c = self.active
            if not c.last_attempt:
                return "<i>{}</i>".format(esc(_("No attempt yet.")))
            if not c.last_check:
                return "<code>{}</code>: ✓ {}".format(esc(c.last_attempt), esc(_("legal")))
            items = "".join(f"<li><b>{esc(v.rule)}</b> {esc(v.message)}</li>" for v in c.last_check)
            return f"<code>{esc(c.last_attempt)}</code>: ✗<ul>{items}</ul>"

    def log_entries(self) -> list[str]:
        with language(self.lang):
            return self.timeline.log()

    def state_json(self) -> str:
        """The state as the seat on screen may know it (``Game.view``): other hands and the deck are counts."""
        c = self.active
        return json.dumps(c.game.view(c.seat_shown()).to_dict(), indent=1, ensure_ascii=False)

    def moves_note(self) -> str:
        with language(self.lang):
            c = self.active
            count, _shown = self.legal_moves()
            if not c.mine and c.game.phase != "over":
                return esc(_("Not listed: {player} is answering, and the list would show their cards.").format(
                    player=c.game.names[c.game.current_index]))
            return ngettext("<b>{count}</b> legal move", "<b>{count}</b> legal moves", count).format(count=count)
