"""A timeline: every step of a game from setup on, and the board at any of them (game-agnostic).

The widget's step-through shows one step at a time: its caption, its narration and the board as it was. What a step
is and how a board is rebuilt depend on the game, so the game's widgets give the functions: ``steps_of(game)``
lists the steps, ``position_at(game, step)`` returns the position to draw (usually :func:`at_event`: the game as it
stood at that very event, from ``Game.positions``), and, when some steps hide things from some seats,
``seen_by(game, viewer)``
lists the same steps as that seat may see them. :class:`Timeline` keeps the lists in step with a live game and finds
move starts for "one move back/forward". Both games' step-through is built on it (Ark's ``widgets.timeline`` adds
only Ark's captions, its setup boards and its redaction).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, Generic, TypeVar

from ..i18n import _
from ..markup import esc

__all__ = ["Step", "Timeline", "at_event", "history_mark", "narrate", "undone_to"]


@dataclass(frozen=True)
class Step:
    """One entry: an event (any object the game narrates), the number of moves played once it happened (0 during
    setup), who moved and the move (as text the viewer may see), the event's place among its move's events
    (``index``, from 0), and any extra data the game needs."""

    event: Any
    moves: int
    player: str = ""
    move: str = ""
    extra: dict = field(default_factory=dict, compare=False)
    index: int = 0

    @property
    def caption(self) -> str:
        """"Setup" or "Move 3 — Ann: draw 1", in the current language."""
        if not self.move:
            return _("Setup")
        return _("Move {number} — {player}: {move}").format(number=self.moves, player=self.player, move=self.move)


def history_mark(game: Any) -> tuple[int, int | None, Any]:
    """A mark for a game with a ``history`` list: the length and the last entry, compared by identity (the id
    first; the entry itself is held so its id cannot be reused while the mark is kept)."""
    history = game.history
    last = history[-1] if history else None
    return len(history), (None if last is None else id(last)), last


def undone_to(game: Any, moves: int) -> Any:
    """A copy of ``game`` (anything with the contract's ``copy``, ``history``, ``undo`` and ``kept_from``) with
    every move after the first ``moves`` undone: the position once those moves were played. A game that did not
    keep the states that far back (a sample's: ``kept_from``) goes back as far as it kept. The game itself is
    untouched."""
    g = game.copy()
    floor = game.kept_from()
    for _k in range(len(g.history) - max(moves, floor)):
        g.undo()
    return g


def at_event(game: Any, step: Step) -> Any:
    """The game as it stood at ``step``'s event: after setup for a setup step, else the position at that event of
    its move (``game.positions(step.moves)[step.index]``: what was placed, paid or drawn by then and nothing after,
    the last event of a move standing for the whole move). The game itself is untouched."""
    if step.moves == 0:
        return undone_to(game, 0)
    return game.positions(step.moves)[step.index]


def narrate(i: int, total: int, caption: str, event: Any, escape: Callable[[Any], str] = esc) -> str:
    """Step ``i`` of ``total`` in words (HTML): "3/40 · caption · <rule> text"; ``event`` has ``rule`` and
    ``text``. The caption and the event's words are escaped with ``escape`` (a game may keep its own)."""
    return f"<b>{i + 1}/{total}</b> · {escape(caption)} · <code>{escape(event.rule)}</code> {escape(event.text)}"


S = TypeVar("S", bound=Step)  # the game's step (Step, or a subclass with the game's own fields)


class Timeline(Generic[S]):
    """Every step of ``game`` from setup on. ``steps_of(game)`` lists them; ``position_at(game, step)`` rebuilds
    the position to draw; ``mark(game)`` is a cheap value that changes whenever the game moves or is undone;
    ``seen_by(game, viewer)`` (optional) lists the steps as ``viewer`` may see them (default: :attr:`steps`)."""

    def __init__(self, game: Any, steps_of: Callable[[Any], Sequence[S]],
                 position_at: Callable[[Any, S], Any], mark: Callable[[Any], Any] = history_mark,
                 seen_by: Callable[[Any, Any], Sequence[S]] | None = None):
        self.game = game
        self._steps_of, self._position_at, self._mark, self._seen_of = steps_of, position_at, mark, seen_by
        self.steps: list[S] = []
        self._seen: Any = object()
        self._seen_by: dict[Any, list[S]] = {}
        self.refresh()

    def refresh(self) -> None:
        """Rebuild the list if the game moved on or was undone since the last look."""
        seen = self._mark(self.game)
        if seen != self._seen:
            self.steps = list(self._steps_of(self.game))
            self._seen_by = {}
            self._seen = seen

    def __len__(self) -> int:
        return len(self.steps)

    def seen_by(self, viewer: Any) -> list[S]:
        """The steps as ``viewer`` may see them (built once per viewer until the game changes)."""
        if self._seen_of is None:
            return self.steps
        steps = self._seen_by.get(viewer)
        if steps is None:
            steps = self._seen_by[viewer] = list(self._seen_of(self.game, viewer))
        return steps

    def narration(self, i: int, viewer: Any = None) -> str:
        """Step ``i`` in words (HTML), as ``viewer`` may see it: "3/40 · caption · rule text"."""
        s = self.seen_by(viewer)[i]
        return narrate(i, len(self.steps), s.caption, s.event)

    def log(self, viewer: Any = None) -> list[str]:
        """Every step as one line of the log, as ``viewer`` may see it: "3. [rule] text"."""
        return [f"{i + 1}. [{s.event.rule}] {s.event.text}" for i, s in enumerate(self.seen_by(viewer))]

    def position(self, i: int) -> Any:
        """The position at step ``i`` (what the board shows there)."""
        return self._position_at(self.game, self.steps[i])

    def moment(self, i: int) -> Any:
        """The game once the move of step ``i`` is done (:func:`undone_to`), a position where a question is asked:
        where a what-if starts from and what "Inside the engine" lists the moves of. Inside a move the board shows
        the position at the event (:meth:`position`); a what-if cannot start half way through a move."""
        return undone_to(self.game, self.steps[i].moves)

    def move_starts(self) -> list[int]:
        """The index of the first step of setup and of every move (for "one move at a time")."""
        out, last = [], None
        for i, s in enumerate(self.steps):
            if s.moves != last:
                out.append(i)
                last = s.moves
        return out

    def clamp(self, i: int) -> int:
        return max(0, min(int(i), len(self.steps) - 1))

    def next_move(self, i: int, delta: int) -> int:
        """The step one move before (``delta < 0``) or after step ``i``."""
        starts = self.move_starts()
        if delta < 0:
            earlier = [s for s in starts if s < i]
            return earlier[-1] if earlier else 0
        later = [s for s in starts if s > i]
        return later[0] if later else len(self.steps) - 1
