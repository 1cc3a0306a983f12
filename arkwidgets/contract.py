"""The contract both games' ``Game`` façades keep: what the kernel, the widgets' shell, the bots and the coach may ask
of a game without knowing which game it is.

A game is a sequence of questions, each answered by one seat: :attr:`~GameContract.question` says what is asked and
:attr:`~GameContract.current_index` who answers; :meth:`~GameContract.legal_moves` lists exactly the answers;
:meth:`~GameContract.check` judges any move with every broken rule's id, :meth:`~GameContract.play` plays it (a
refused move changes nothing) and :meth:`~GameContract.undo` takes it back exactly. What a seat may see is its
:meth:`~GameContract.view` (None: a spectator); :meth:`~GameContract.seen_by` is the game filled in canonically from
that view (for everything drawn or listed) and :meth:`~GameContract.resample` a playable sample of it (what a
what-if and a bot's look-ahead play on). Both games are checked against this one contract by
``tests/test_contract.py``; ``docs/architecture.md`` explains it.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any, Protocol, Self, runtime_checkable

from .events import Event
from .verdicts import Verdict

__all__ = ["GameContract", "SeatViewContract"]


@runtime_checkable
class SeatViewContract(Protocol):
    """What one seat (or a spectator) may know of a game, as a value; ``to_dict`` is what a panel or a save shows."""

    def to_dict(self) -> dict[str, Any]: ...


@runtime_checkable
class GameContract(Protocol):
    """A game of either kind (:class:`arkwidgets.ark.Game`, :class:`arkwidgets.nova.Game`)."""

    @property
    def names(self) -> tuple[str, ...]: ...

    @property
    def phase(self) -> str: ...

    @property
    def current_index(self) -> int: ...

    @property
    def question(self) -> str: ...

    @property
    def history(self) -> tuple[Any, ...]: ...

    @property
    def moves(self) -> tuple[Any, ...]: ...

    @property
    def setup_events(self) -> tuple[Event, ...]: ...

    @property
    def events(self) -> tuple[Event, ...]: ...

    @property
    def winners(self) -> tuple[str, ...]: ...

    def legal_moves(self) -> list[Any]: ...

    def first_legal_moves(self, limit: int) -> tuple[list[Any], bool]: ...

    def check(self, move: Any, player: Any = None) -> Verdict: ...

    def is_legal(self, move: Any) -> bool: ...

    def play(self, move: Any, player: Any = None) -> list[Event]: ...

    def undo(self) -> Any: ...

    def kept_from(self) -> int: ...

    def copy(self) -> Self: ...

    def log(self) -> str: ...

    def scores(self) -> Any: ...

    def to_json(self, indent: int | None = None) -> str: ...

    @classmethod
    def from_json(cls, text: str | bytes) -> Self: ...

    def view(self, seat: Any = ...) -> SeatViewContract: ...

    def seen_by(self, viewer: int | None) -> Self: ...

    def resample(self, viewer: int | None, rng: random.Random | int | None = None, past: bool = True) -> Self: ...

    def renamed(self, names: Sequence[str]) -> Self: ...
