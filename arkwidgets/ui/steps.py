"""A timeline: every step of a game from setup on, and the board at any of them (game-agnostic).

The widget's step-through shows one step at a time: its caption, its narration and the board as it was. What a step
is and how a board is rebuilt depend on the game, so the game's widgets give two functions: ``steps_of(game)``
lists the steps, and ``position_at(game, step)`` returns the position to draw (usually a copy of the game with the
later moves undone). :class:`Timeline` keeps the list in step with a live game and finds move starts for "one move
back/forward". Ark's ``widgets.timeline.Timeline`` does the same for Ark and moves onto this class (issue 12).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

__all__ = ["Step", "Timeline"]


@dataclass(frozen=True)
class Step:
    """One entry: an event (any object the game narrates), the number of moves played once it happened (0 during
    setup), who moved and the move (as text the viewer may see), and any extra data the game needs."""

    event: Any
    moves: int
    player: str = ""
    move: str = ""
    extra: dict = field(default_factory=dict, compare=False)


class Timeline:
    """Every step of ``game`` from setup on. ``steps_of(game)`` lists them; ``position_at(game, step)`` rebuilds
    the position to draw; ``mark(game)`` is a cheap value that changes whenever the game moves or is undone."""

    def __init__(self, game: Any, steps_of: Callable[[Any], Sequence[Step]],
                 position_at: Callable[[Any, Step], Any], mark: Callable[[Any], Any]):
        self.game = game
        self._steps_of, self._position_at, self._mark = steps_of, position_at, mark
        self.steps: list[Step] = []
        self._seen: Any = object()
        self.refresh()

    def refresh(self) -> None:
        """Rebuild the list if the game moved on or was undone since the last look."""
        seen = self._mark(self.game)
        if seen != self._seen:
            self.steps = list(self._steps_of(self.game))
            self._seen = seen

    def __len__(self) -> int:
        return len(self.steps)

    def position(self, i: int) -> Any:
        """The position at step ``i`` (what the board shows there)."""
        return self._position_at(self.game, self.steps[i])

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
