"""What both games' ``Game`` façades keep of a game played so far: the setup events and every move with its events.

Ark's and Ark Nova's games differ in everything but this: each keeps ``_setup_events`` (a tuple of events) and
``_past`` (a list of ``(HistoryEntry, state before)`` pairs, newest last), and each answers the same four questions
about them. :class:`MoveRecord` answers them once. Standard library only, like both engines.
"""

from __future__ import annotations

from typing import Any, Generic, TypeVar

__all__ = ["MoveRecord"]

Entry = TypeVar("Entry")  # the game's HistoryEntry
Event = TypeVar("Event")  # the game's Event


class MoveRecord(Generic[Entry, Event]):
    """A mixin for a game façade with ``_setup_events`` and ``_past``; adds :attr:`history`, :attr:`moves`,
    :attr:`setup_events` and :attr:`events`."""

    __slots__ = ()
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
