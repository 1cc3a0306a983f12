"""Ark Nova's events: the kernel's :class:`~arkwidgets.events.Event`, worded by a :class:`Template`.

An Ark Nova event carries a rule id, its arguments and a message template (an English gettext id marked with
``N_``); the sentence is formatted only when someone reads :attr:`Event.text`, in the language in force then.
Random games and saved games never pay for words nobody reads, and tests assert on the facts (``kind``, ``rule``,
``data``), never on the phrasing.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, NamedTuple

from .. import events
from ..events import Event, filmed
from ..i18n import _
from .moves import Move

__all__ = ["Event", "HistoryEntry", "Template", "event"]


#: One move of Ark Nova as played: who answered, the move, the events it caused and the question it answered.
HistoryEntry = events.HistoryEntry[Move]


class Template(NamedTuple):
    """Writes an Ark Nova event's sentence: ``template`` (an English message id) translated and filled in."""

    template: str

    def sentence(self, kind: str, data: Mapping[str, Any]) -> str:
        return _(self.template).format(**{k: _word(v) for k, v in data.items()})


def _word(v: Any) -> str:
    if isinstance(v, tuple) and type(v) is tuple:  # a joined value of .words writes itself
        return ", ".join(str(x) for x in v) if v else _("nothing")
    return str(v)


def event(kind: str, rule: str, template: str, **args: Any) -> Event:
    """Make an event: ``event("money", "N-BREAK-9", N_("{player} gains {amount} money"), player=..., amount=3)``."""
    return filmed(Event(kind, rule, args, Template(template)))
