"""Ark Nova events: every change of a game, with the rule id that caused it and a sentence written when read.

An event carries a rule id, a message template (an English gettext id marked with ``N_``) and its arguments; the
sentence is formatted only when someone reads :attr:`Event.text`, in the language in force then. Random games and
saved games never pay for words nobody reads, and tests assert on the facts (``kind``, ``rule``, ``args``), never
on the phrasing.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, NamedTuple

from ..i18n import _

__all__ = ["Event", "event"]


class Event(NamedTuple):
    """One state change. ``kind`` is a short word tests can match (``"money"``, ``"refill"``); ``rule`` an N- id."""

    kind: str
    rule: str
    template: str
    args: Mapping[str, Any]

    @property
    def text(self) -> str:
        """The sentence in the current language."""
        try:
            text = _(self.template).format(**{k: _word(v) for k, v in self.args.items()})
        except (KeyError, IndexError, ValueError):  # a template that does not fit its data: say what it is
            return f"({self.kind}: {dict(self.args)})"
        return text[:1].upper() + text[1:]

    def __str__(self) -> str:
        return f"[{self.rule}] {self.text}"

    def to_dict(self) -> dict[str, Any]:
        return {"kind": self.kind, "rule": self.rule, "template": self.template,
                "args": {k: list(v) if isinstance(v, tuple) else v for k, v in self.args.items()}}

    @staticmethod
    def from_dict(d: Any) -> Event:
        if not isinstance(d, dict) or set(d) != {"kind", "rule", "template", "args"}:
            raise ValueError(f"an event is an object with kind, rule, template and args, got {d!r:.80}")
        if not all(isinstance(d[k], str) for k in ("kind", "rule", "template")) or not isinstance(d["args"], dict):
            raise ValueError(f"an event's kind, rule and template are text and its args an object: {d!r:.80}")
        args = {k: tuple(v) if isinstance(v, list) else v for k, v in d["args"].items()}
        return Event(d["kind"], d["rule"], d["template"], args)


def _word(v: Any) -> str:
    if isinstance(v, tuple):
        return ", ".join(str(x) for x in v) if v else _("nothing")
    return str(v)


def event(kind: str, rule: str, template: str, **args: Any) -> Event:
    """Make an event: ``event("money", "N-BREAK-9", N_("{player} gains {amount} money"), player=..., amount=3)``."""
    return Event(kind, rule, template, args)
