"""Ark Nova's events: the kernel's :class:`~arkwidgets.events.Event`, worded by a :class:`Template`.

An Ark Nova event carries a rule id, its arguments and a message template (an English gettext id marked with
``N_``, or a singular and a plural marked with ``Nn_`` and chosen by the event's ``count``); the sentence is
formatted only when someone reads :attr:`Event.text`, in the language in force then. Random games and saved games
never pay for words nobody reads, and tests assert on the facts (``kind``, ``rule``, ``data``), never on the phrasing.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, NamedTuple

from .. import events
from ..events import Event, filmed
from ..i18n import _, ngettext
from .moves import Move

__all__ = ["Event", "HistoryEntry", "Template", "event", "history_entry"]


#: One move of Ark Nova as played: who answered, the move, the events it caused and the question it answered.
HistoryEntry = events.HistoryEntry[Move]


def history_entry(player: str, move: Move, made: tuple[Event, ...], question: Any) -> HistoryEntry:
    """A :data:`HistoryEntry`, made by the kernel's class itself: calling the subscripted alias goes through
    ``typing`` (and its failed attempt to tag a frozen value) at every move played, for the same value."""
    return events.HistoryEntry(player, move, made, question)


class Template(NamedTuple):
    """Writes an Ark Nova event's sentence: ``template`` (an English message id) translated and filled in; with a
    ``plural``, the form the event's ``count`` asks for in the reader's language ("keeps 1 card", "keeps 2 cards")."""

    template: str
    plural: str = ""

    def sentence(self, kind: str, data: Mapping[str, Any]) -> str:
        words = ngettext(self.template, self.plural, int(data["count"])) if self.plural else _(self.template)
        return words.format(**{k: _word(v) for k, v in data.items()})


def _word(v: Any) -> str:
    if isinstance(v, tuple) and type(v) is tuple:  # a joined value of .words writes itself
        return ", ".join(str(x) for x in v) if v else _("nothing")
    return str(v)


def event(kind: str, rule: str, template: str | tuple[str, str], **args: Any) -> Event:
    """Make an event: ``event("money", "N-BREAK-9", N_("{player} gains {amount} money"), player=..., amount=3)``;
    a template marked ``Nn_(singular, plural)`` is worded by the event's ``count`` (``count=...`` is then required)."""
    words = _TEMPLATES.get(template)
    if words is None:
        words = _TEMPLATES[template] = Template(*template) if isinstance(template, tuple) else Template(template)
    if words.plural and "count" not in args:
        raise TypeError(f"a plural event ({kind}) needs a count")
    return filmed(_new_event(Event, (kind, rule, args, words)))


#: How :func:`event` makes an :class:`Event`: the tuple itself, in field order (what the named tuple's own ``__new__``
#: does, without its extra Python call; a game makes thousands of events).
_new_event = tuple.__new__


#: One :class:`Template` per message id (the templates are the engine's own constants, a few hundred): a game makes
#: thousands of events with the same few words.
_TEMPLATES: dict[str | tuple[str, str], Template] = {}
