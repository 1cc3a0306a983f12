"""Events: every change of a game, with the rule id that caused it, its facts, and a sentence written when read.

Both games describe what happened the same way: an :class:`Event` carries a short ``kind`` that tests and
front ends match (``"place"``, ``"money"``), the ``rule`` id that made it happen (``"P-7"``, ``"N-BREAK-9"``), its
``data`` (player names, card ids, numbers) and a :class:`Narrator` — the game's own way of putting such data into
words. The sentence is written only when someone reads :attr:`Event.text`, in the language in force then, so random
games never pay for words nobody reads, a saved game can be narrated again in another language, and tests assert on
facts, never on phrasing. Standard library only: both engines make events.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, NamedTuple, Protocol

__all__ = ["Event", "Narrator"]


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
