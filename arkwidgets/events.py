"""Events: every change of a game, with the rule id that caused it, its facts, and a sentence written when read.

Both games describe what happened the same way: an :class:`Event` carries a short ``kind`` that tests and
front ends match (``"place"``, ``"money"``), the ``rule`` id that made it happen (``"P-7"``, ``"N-BREAK-9"``), its
``data`` (player names, card ids, numbers) and a :class:`Narrator` — the game's own way of putting such data into
words. The sentence is written only when someone reads :attr:`Event.text`, in the language in force then, so random
games never pay for words nobody reads, a saved game can be narrated again in another language, and tests assert on
facts, never on phrasing. Standard library only: both engines make events.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass
from typing import Any, Generic, NamedTuple, Protocol, TypeVar

__all__ = ["Event", "HistoryEntry", "Narrator", "Tape", "filmed", "filming"]

Move = TypeVar("Move")  # the game's Move


class Narrator(Protocol):
    """A game's way of writing an event's sentence from its kind and data, in the language in force."""

    def sentence(self, kind: str, data: Mapping[str, Any]) -> str: ...


class Event(NamedTuple):
    """One state change: ``kind`` (what happened), ``rule`` (the id that made it happen), ``data`` (its facts) and
    the ``narrator`` that words it.

    A named tuple rather than a dataclass: immutable all the same, and several times cheaper to create, which
    matters because every move makes half a dozen of them.
    """

    kind: str
    rule: str
    data: Mapping[str, Any]
    narrator: Narrator

    @property
    def text(self) -> str:
        """The sentence in the language in force now; an event whose data does not fit its words is named rather
        than hidden (events come from saved files too)."""
        try:
            text = self.narrator.sentence(self.kind, self.data)
        # An unknown kind or a missing field (KeyError), a field of the wrong type (TypeError, AttributeError,
        # ValueError, IndexError): say what it is rather than fail. Anything else is a bug in a sentence and is raised.
        except (KeyError, TypeError, AttributeError, ValueError, IndexError):
            return f"({self.kind}: {dict(self.data)})"
        return text[:1].upper() + text[1:]  # a sentence may open with a card: "The sloth, …"

    def __str__(self) -> str:
        return f"[{self.rule}] {self.text}"

    def to_dict(self) -> dict[str, Any]:
        """The facts as plain data (what a save or the engine panel shows): kind, rule and data."""
        return {"kind": self.kind, "rule": self.rule,
                "data": {k: list(v) if isinstance(v, tuple) else v for k, v in self.data.items()}}


@dataclass(frozen=True)  # no slots: a frozen, slotted generic cannot be made through its alias (HistoryEntry[M](…))
class HistoryEntry(Generic[Move]):
    """One move as played: who played it, the move, the events it caused and, in a game whose moves answer questions
    (Ark Nova's :class:`~arkwidgets.nova.decisions.Decision`), the question it answered."""

    player: str
    move: Move
    events: tuple[Event, ...]
    question: Any = None


class Tape:
    """What :func:`filming` records: every event made while it runs, each with what ``snapshot()`` returned at that
    moment (a copy of the state being changed), in the order the events were made."""

    __slots__ = ("frames", "snapshot")

    def __init__(self, snapshot: Callable[[], Any]) -> None:
        self.snapshot = snapshot
        self.frames: list[tuple[Event, Any]] = []

    def frame_of(self, event: Event) -> Any:
        """The snapshot taken when ``event`` (this very object) was made; ``None`` if it was not made on this tape."""
        for made, frame in self.frames:
            if made is event:
                return frame
        return None


_TAPE: ContextVar[Tape | None] = ContextVar("arkwidgets_tape", default=None)


def filmed(event: Event) -> Event:
    """Hand ``event`` back, and record it with a snapshot of the state if :func:`filming` runs (both games' event
    factories pass every event they make through here; outside :func:`filming` this costs one lookup).

    An engine makes an event right after the change it tells of, so the snapshot is the position *at* that event:
    what a step-through shows for it (the board as it was when "pays 8 money" happened, before the animal that
    money paid for is placed)."""
    tape = _TAPE.get()
    if tape is not None:
        tape.frames.append((event, tape.snapshot()))
    return event


@contextmanager
def filming(snapshot: Callable[[], Any]) -> Iterator[Tape]:
    """Record every event made inside the block with ``snapshot()`` taken as it is made (see :func:`filmed`)."""
    tape = Tape(snapshot)
    token = _TAPE.set(tape)
    try:
        yield tape
    finally:
        _TAPE.reset(token)
