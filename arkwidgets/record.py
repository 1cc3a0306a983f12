"""What both games' ``Game`` façades keep of a game played so far: the setup events and every move with its events.

Ark's and Ark Nova's games differ in everything but this: each keeps ``_setup_events`` (a tuple of events) and
``_past`` (a list of ``(HistoryEntry, state before)`` pairs, newest last), and each answers the same four questions
about them, and where the game stood at each event of a move (:meth:`MoveRecord.positions`). :class:`MoveRecord`
answers them once. Standard library only, like both engines.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any, ClassVar, Generic, Self, TypeVar

from .events import filming
from .verdicts import GameError

__all__ = ["MoveRecord"]

Entry = TypeVar("Entry")  # the game's HistoryEntry
Event = TypeVar("Event")  # the game's Event
Move = TypeVar("Move")  # the game's Move


class MoveRecord(Generic[Entry, Event, Move]):
    """A mixin for a game façade with ``_state``, ``_setup_events`` and ``_past``; adds :attr:`history`,
    :attr:`moves`, :attr:`setup_events`, :attr:`events`, :meth:`undo`, :meth:`copy` and :meth:`positions`.

    A game gives two hooks: ``_apply_again(state, move)`` carries out an already judged move on ``state`` (a copy of
    the state before it) and returns its events, as ``play`` did; ``_copy_at(state, past)`` is a copy of the game at
    ``state`` (copied) whose moves are ``past`` (pairs of entry and state before). ``_cannot_undo`` is what
    :meth:`undo` says where the state before a move is not kept.
    """

    __slots__ = ()
    _cannot_undo: ClassVar[str]
    _state: Any
    _setup_events: tuple[Event, ...]
    _past: list[tuple[Entry, Any]]

    @property
    def history(self) -> tuple[Entry, ...]:
        """Every move played, oldest first, as entries of (player, move, events)."""
        return tuple(entry for entry, _ in self._past)

    @property
    def moves(self) -> tuple[Any, ...]:
        """Every move played, oldest first."""
        return tuple(entry.move for entry, _ in self._past)  # type: ignore[attr-defined]

    @property
    def setup_events(self) -> tuple[Event, ...]:
        """The events of setup, before the first move."""
        return self._setup_events

    @property
    def events(self) -> tuple[Event, ...]:
        """Every event from setup on, in order."""
        out = list(self._setup_events)
        for entry, _ in self._past:
            out.extend(entry.events)  # type: ignore[attr-defined]
        return tuple(out)

    def _apply_again(self, state: Any, move: Any) -> list[Any]:
        """Carry out ``move`` (already judged legal once) on ``state`` in place; its events (the game's hook)."""
        raise NotImplementedError

    def _copy_at(self, state: Any, past: list[tuple[Entry, Any]]) -> Self:
        """A copy of the game at ``state`` (copied) with ``past`` as its moves (the game's hook)."""
        raise NotImplementedError

    def kept_from(self) -> int:
        """How many moves stand before the earliest position this game kept: 0 when every move can be undone, more
        for a sample whose earlier moves are known only as a seat may read them (undo, positions and a step-through
        stop there)."""
        start = len(self._past)
        while start and self._past[start - 1][1] is not None:
            start -= 1
        return start

    def copy(self) -> Self:
        """An independent game with the same state and history (for what-ifs)."""
        return self._copy_at(self._state, self._past)

    def undo(self) -> Move:
        """Step back one move; returns the move undone. Repeatable to the start of the game."""
        if not self._past:
            raise GameError("nothing to undo: the game is at the end of setup")
        entry, before = self._past[-1]
        if before is None:
            raise GameError(self._cannot_undo)
        self._past.pop()
        self._state = before
        return entry.move  # type: ignore[attr-defined]

    def positions(self, number: int) -> tuple[Self, ...]:
        """The game at each event of move ``number`` (1 is the first move), one copy per event of that move.

        The move is carried out again on a copy of the state before it while :func:`arkwidgets.events.filming`
        records the state as each event is made: the position at an event is the game once that event (and
        everything before it) happened and nothing after it, so a step-through shows the money paid before the
        animal is in the zoo, the placements one by one and the display refilled only at the refill. The last event
        of the move stands for the whole move done: its position is the game after the move, whose history is the
        first ``number`` moves. Inside the move, the last entry of a position's history is the move with only the
        events told so far, so the history always agrees with the position (a seat's view reads from the events
        what it knows of the other hands). A game whose earlier states are not kept (a seat's view, a what-if
        sample's past) raises :class:`~arkwidgets.verdicts.GameError`, as ``undo`` would.
        """
        if type(number) is not int or not 1 <= number <= len(self._past):
            raise ValueError(f"no move {number!r}: moves are numbered 1 to {len(self._past)}")
        entry: Any
        entry, before = self._past[number - 1]
        if before is None:
            raise GameError("this game keeps no state before that move (a seat's view or a what-if sample): its "
                            "positions cannot be rebuilt")
        working = before.copy()
        with filming(working.copy) as tape:
            events = self._apply_again(working, entry.move)
        told = tuple(entry.events)
        done = self._past[:number]
        if [(e.kind, e.rule, e.data) for e in events] != [(e.kind, e.rule, e.data) for e in told]:
            # carried out again it told another story (a save from an older engine): every event shows the move done
            return tuple(self._copy_at(working, done) for _e in told)
        out = []
        last = before
        for k, e in enumerate(events):
            if k == len(events) - 1:
                out.append(self._copy_at(working, done))
                break
            frame = tape.frame_of(e)
            last = frame if frame is not None else last  # an event made outside the tape: the position before it
            under_way = [*self._past[:number - 1], (replace(entry, events=told[:k + 1]), before)]
            out.append(self._copy_at(last, under_way))
        return tuple(out)
