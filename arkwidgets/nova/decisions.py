"""The questions a game asks: each pending decision is a small frozen value with a kind and its data.

A turn of Ark Nova is a chain of small choices (which action, which building where, which card to discard, "CP 2:
upgrade or worker?"). The game state holds a **stack** of them (``GameState.pending``); the top one is the current
question and ``legal_moves()`` lists exactly its answers. Some stack entries are *effects*: they need no answer and
the engine resolves them as soon as they reach the top (the end of an action, a break step), which is how "after
this, do that" is written as data instead of as nested calls.

Decision data are plain values (numbers, words, tuples of them), so the stack is hashable, copied for free and
saved as JSON.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from ..i18n import N_, _

__all__ = ["Decision", "describe", "freeze", "register_description"]


#: The plain types a decision's data holds as they are (the common case, checked first: decisions are made often).
_SCALARS = frozenset({int, str, bool, type(None)})


def freeze(value: Any) -> Any:
    """A JSON value made immutable: lists become tuples, recursively (dicts are refused: use pairs)."""
    if type(value) in _SCALARS:
        return value
    if isinstance(value, (list, tuple)):
        return tuple(freeze(v) for v in value)
    if value is None or isinstance(value, (bool, int, str)):
        return value
    raise TypeError(f"decision data must be numbers, words, None or tuples of them, got {type(value).__name__}")


@dataclass(frozen=True, slots=True, init=False)
class Decision:
    """One pending question (or automatic effect) for ``player``: ``Decision("discard", 0, count=1)``.

    ``kind`` names the rule module's handler (:mod:`arkwidgets.nova.rules` registry); ``args`` are its data, read with
    ``d["count"]`` or ``d.get("count", 0)`` and changed with ``d.with_(count=0)`` (a new value).
    """

    kind: str
    player: int
    args: tuple[tuple[str, Any], ...]
    #: ``args`` by name, for reading (the rules read a decision's data at every judgement); not part of the value
    _named: dict[str, Any] = field(compare=False, repr=False)

    def __init__(self, kind: str, player: int, /, **args: Any) -> None:
        if args:  # half the decisions made have no data (the turn's own steps): nothing to freeze or sort
            for k, v in args.items():  # ``args`` is this call's own dict: frozen in place, then kept for reading
                if type(v) not in _SCALARS:
                    args[k] = freeze(v)
            _fill(self, kind, player, tuple(sorted(args.items())) if len(args) > 1 else tuple(args.items()), args)
        else:
            _fill(self, kind, player, (), args)

    def __getitem__(self, name: str) -> Any:
        try:
            return self._named[name]
        except KeyError:
            raise KeyError(f"decision {self.kind!r} has no {name!r} (it has {', '.join(self._named)})") from None

    def get(self, name: str, default: Any = None) -> Any:
        return self._named.get(name, default)

    @property
    def data(self) -> dict[str, Any]:
        return dict(self._named)

    def with_(self, **changes: Any) -> Decision:
        """The same decision with some data changed (e.g. one card fewer left to discard)."""
        merged = dict(self._named)
        merged.update(changes)
        return Decision(self.kind, self.player, **merged)

    def to_dict(self) -> dict[str, Any]:
        return {"kind": self.kind, "player": self.player, "args": {k: _plain(v) for k, v in self.args}}

    @staticmethod
    def from_dict(d: Any) -> Decision:
        if not isinstance(d, dict) or set(d) != {"kind", "player", "args"}:
            raise ValueError(f"a decision is an object with kind, player and args, got {d!r:.80}")
        kind, player, args = d["kind"], d["player"], d["args"]
        if not isinstance(kind, str) or type(player) is not int or not isinstance(args, dict):
            raise ValueError(f"a decision's kind is text, its player a number and its args an object: {d!r:.80}")
        return Decision(kind, player, **{str(k): freeze(v) for k, v in args.items()})

    def __str__(self) -> str:
        return describe(self)


def _setter(name: str) -> Callable[[Decision, Any], None]:
    """The slot ``name``'s own setter: how a frozen value sets a field once, in ``__init__`` (a call cheaper than
    ``object.__setattr__``, which looks the name up first; a game makes thousands of decisions)."""
    setter: Callable[[Decision, Any], None] = Decision.__dict__[name].__set__
    return setter


_set_kind, _set_player, _set_args, _set_named = map(_setter, ("kind", "player", "args", "_named"))


def _fill(d: Decision, kind: str, player: int, args: tuple[tuple[str, Any], ...], named: dict[str, Any]) -> None:
    """Set the fields of a new decision (its data already frozen)."""
    _set_kind(d, kind)
    _set_player(d, player)
    _set_args(d, args)
    _set_named(d, named)


def _plain(v: Any) -> Any:
    return [_plain(x) for x in v] if isinstance(v, tuple) else v


_DESCRIPTIONS: dict[str, str] = {}
#: How a question's data ids are written (``{"cards": CardNames}``): decision data stay plain values (saved as JSON),
#: so the words are made when the question is read, never stored.
_WRITERS: dict[str, Mapping[str, Callable[[Any], object]]] = {}


def register_description(kind: str, template: str, words: Mapping[str, Callable[[Any], object]] | None = None) -> None:
    """The question of ``kind`` in words: an ``N_`` template filled from the decision's data when read; ``words``
    turns the data ids it names into values that write themselves (:mod:`arkwidgets.nova.words`)."""
    _DESCRIPTIONS[kind] = template
    if words:
        _WRITERS[kind] = dict(words)


def describe(decision: Decision, names: tuple[str, ...] | None = None) -> str:
    """The decision as a sentence in the current language (``{player}`` is the player's name when known)."""
    template = _DESCRIPTIONS.get(decision.kind)
    if template is None:
        return f"{decision.kind} ({', '.join(f'{k}={v}' for k, v in decision.args)})"
    player = names[decision.player] if names and 0 <= decision.player < len(names) else f"player {decision.player + 1}"
    writers = _WRITERS.get(decision.kind, {})
    values = {k: writers[k](v) if k in writers else (" ".join(map(str, v)) if isinstance(v, tuple) else v)
              for k, v in decision.args}
    values.update((k, write(None)) for k, write in writers.items() if k not in values)  # words the kind implies
    try:
        return _(template).format(player=player, **values)
    except (KeyError, IndexError, ValueError):
        return f"{_(template)} ({decision.kind})"


register_description("action", N_("{player}: choose an action card (and any X tokens to spend), or the X-token action"))
