"""The session behind ``nova.GameWidget``: live play, step-through and what-if over one game, and what "Inside the
engine" shows — all from the seat's view (plain Python, no ipywidgets).

Step-through uses the shared :class:`arkwidgets.ui.Timeline`: the steps are every setup event and every event of
every move (each with its rule id), and the board at a step is the game with the later moves undone. Narration
and captions never show another seat's hidden cards: a kept hand is written "keeps 4 cards".
"""

from __future__ import annotations

import json
import threading
from collections.abc import Sequence
from typing import Any

from ...i18n import _, language, ngettext
from ...ui import Step, Timeline, esc
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
    g = game.copy()
    for _k in range(len(g.history) - step.moves):
        g.undo()
    return g


def _mark(game: Game) -> Any:
    history = game.history
    return len(history), (id(history[-1]) if history else None)


class NovaSession:
    """Live play + step-through + what-if over one game: what the widget shows and forwards to."""

    def __init__(self, game: Game, seats: Sequence[Any], viewer: int | None = 0, lang: str | None = None):
        self._lang = lang
        self.live = NovaPlay(game, seats, viewer, lang=lang)
        self.timeline = Timeline(game, nova_steps, position_at, _mark)
        self.mode = "live"  # "live" | "replay" | "whatif"
        self.step_index = len(self.timeline) - 1
        self.whatif: NovaPlay | None = None
        self.branches: list[Game] = []
        self.lock = threading.RLock()

    # ------------------------------------------------------------------------------------------ language
    @property
    def lang(self) -> str | None:
        return self._lang

    @lang.setter
    def lang(self, lang: str | None) -> None:
        with language(lang):  # refuses an unknown language before anything changes
            pass
        with self.lock:
            self._lang = lang
            for c in (self.live, self.whatif):
                if c is not None:
                    c.lang = lang
                    c.line.changed()

    @property
    def game(self) -> Game:
        return self.live.game

    @property
    def active(self) -> NovaPlay:
        return self.whatif if self.mode == "whatif" and self.whatif is not None else self.live

    def token(self) -> tuple:
        """Changes whenever the game a click would act on changes (a move, an undo, a mode switch)."""
        return (self.mode, id(self.active), self.active.moves)

    # ------------------------------------------------------------------------------------------ input
    def _follow(self) -> None:
        self.timeline.refresh()
        if self.mode == "live":
            self.step_index = len(self.timeline) - 1

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
            self._follow()
            return changed

    # ------------------------------------------------------------------------------------------ step through
    def step_to(self, i: int) -> None:
        with self.lock:
            self.timeline.refresh()
            self.step_index = self.timeline.clamp(i)
            if self.mode != "whatif":
                self.mode = "live" if self.step_index == len(self.timeline) - 1 else "replay"

    def step(self, delta: int) -> None:
        self.step_to(self.step_index + delta)

    def step_move(self, delta: int) -> None:
        self.step_to(self.timeline.next_move(self.step_index, delta))

    def now(self) -> None:
        self.step_to(len(self.timeline) - 1)

    # ------------------------------------------------------------------------------------------ what-if
    def start_whatif(self) -> bool:
        """Try moves on a copy of the position shown (the present or a past step); every seat is played by hand,
        the screen shows whoever is to answer, and the real game does not change."""
        with self.lock:
            base = self.timeline.position(self.step_index) if self.mode == "replay" else self.game.copy()
            self.whatif = NovaPlay(base, [None] * len(base.names), viewer=None, lang=self.lang)
            self.whatif.say(lambda: _("What-if: every seat is yours and the real game is untouched. Try moves, "
                                      "then “Branch here” to continue from there, or “Back to the game”."))
            self.mode = "whatif"
            return True

    def end_whatif(self) -> bool:
        with self.lock:
            self.whatif = None
            self.mode = "live"
            self.now()
            live = self.live
            live.say(lambda: _("Back to the game.") + " " + esc(live.prompt()))
            return True

    def branch(self) -> bool:
        """Continue the real game from the what-if position; the old game is kept in :attr:`branches`."""
        with self.lock:
            if self.whatif is None:
                return False
            self.branches.append(self.live.game)
            live = self.live = NovaPlay(self.whatif.game, self.live.seats, self.live.viewer, lang=self.lang)
            live.say(lambda: _("Branched: the game goes on from the what-if position (the old one is in "
                               "widget.branches).") + " " + esc(live.prompt()))
            self.whatif = None
            self.mode = "live"
            self.timeline = Timeline(live.game, nova_steps, position_at, _mark)
            self.now()
            return True

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
        s = self.timeline.steps[i]
        return (f"<b>{i + 1}/{len(self.timeline)}</b> · {esc(self.caption(i))} · "
                f"<code>{esc(s.event.rule)}</code> {esc(s.event.text)}")

    def status(self) -> tuple[str, str]:
        with language(self.lang):
            if self.mode == "replay":
                return self.narration(self.step_index), "replay"
            prefix = "<b>[{}]</b> ".format(esc(_("what-if"))) if self.mode == "whatif" else ""
            return prefix + self.active.status, self.active.status_kind

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
            return [f"{i + 1}. [{s.event.rule}] {s.event.text}" for i, s in enumerate(self.timeline.steps)]

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
