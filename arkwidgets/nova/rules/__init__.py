"""The rules of Ark Nova as plug-ins: a registry of questions, effects, actions and bonuses.

Every pending decision (see :mod:`arkwidgets.nova.decisions`) has a *kind*, and each kind is owned by one rule module
that registers what the engine needs to know about it:

- a **question** (a decision a player answers) registers three functions, ``candidates(gs, d)`` (the exact legal
  answers), ``violations(gs, d, move, report)`` (every broken rule; ``report=False`` may stop at the first) and
  ``apply(gs, d, move)`` (changes ``gs``, a copy, and returns the events), plus the move classes that can answer it;
- an **effect** (an entry that needs no answer) registers ``resolve(gs, d)``; the engine runs it as soon as it is on
  top of the stack;
- an **action card** registers ``can_act(gs, seat, level, strength)`` (why the action would be empty, N-TURN-5,
  ND-25) and ``start(gs, seat, level, strength)`` (pushes the action's first question);
- a **bonus type** (a placement bonus, a left-edge space, a bonus tile …) registers ``gain(gs, seat, value, rule)``.

The engine (:mod:`.engine`) asks only this registry, so a new action or effect is a new module that registers itself
and is listed in :data:`RULE_MODULES`; no other file changes. See docs/nova-architecture.md, "How to add an action
or an effect".
"""

from __future__ import annotations

import functools
import importlib
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from ...verdicts import Violation
from ..decisions import Decision, register_description
from ..events import Event
from ..moves import Move
from ..state import GameState

__all__ = [
    "ACTIONS",
    "ACTION_MODULES",
    "BONUSES",
    "EFFECTS",
    "QUESTIONS",
    "RULE_MODULES",
    "Action",
    "Apply",
    "Bonus",
    "Candidates",
    "Effect",
    "Question",
    "Resolve",
    "Violations",
    "load",
    "register_action",
    "register_bonus",
    "register_effect",
    "register_question",
]

Candidates = Callable[[GameState, Decision], Iterable[Move]]
Violations = Callable[[GameState, Decision, Move, bool], list[Violation]]
Apply = Callable[[GameState, Decision, Move], list[Event]]
Resolve = Callable[[GameState, Decision], list[Event]]
CanAct = Callable[[GameState, int, str, int], list[Violation]]
#: ``(gs, seat, level, strengths) -> index``: the first of the (rising) strengths at which ``can_act`` finds nothing,
#: None if none (an action whose test has a part no strength changes reads that part once for them all).
FirstActing = Callable[[GameState, int, str, Iterable[int]], "int | None"]
Start = Callable[[GameState, int, str, int], list[Event]]
Gain = Callable[[GameState, int, int, str], list[Event]]


@dataclass(frozen=True, slots=True)
class Question:
    """A decision a player answers. ``rule`` is the id a wrong kind of answer is refused under."""

    kind: str
    candidates: Candidates
    violations: Violations
    apply: Apply
    moves: tuple[type[Move], ...]
    rule: str
    owner: str


@dataclass(frozen=True, slots=True)
class Effect:
    """A stack entry resolved without a question."""

    kind: str
    resolve: Resolve
    owner: str


@dataclass(frozen=True, slots=True)
class Action:
    """An action card's action (N-TURN-2)."""

    name: str
    can_act: CanAct
    start: Start
    owner: str
    first_acting: FirstActing | None = None

    def first_able(self, gs: GameState, seat: int, level: str, strengths: Iterable[int]) -> int | None:
        """The index of the first of ``strengths`` at which the action can act (``can_act`` finds nothing), or
        None: what the action question asks of every card, at every X it could spend (N-TURN-5)."""
        if self.first_acting is not None:
            return self.first_acting(gs, seat, level, strengths)
        return next((i for i, power in enumerate(strengths) if not self.can_act(gs, seat, level, power)), None)


@dataclass(frozen=True, slots=True)
class Bonus:
    """A kind of gain named by the data (``money``, ``xtoken``, ``free_enclosure_size2`` …)."""

    kind: str
    gain: Gain
    owner: str


QUESTIONS: dict[str, Question] = {}
EFFECTS: dict[str, Effect] = {}
ACTIONS: dict[str, Action] = {}
BONUSES: dict[str, Bonus] = {}

#: Which module implements each action card's action.
ACTION_MODULES: dict[str, str] = {
    "animals": "animals", "build": "build", "cards": "cards_action", "association": "association",
    "sponsors": "sponsors",
}
#: Every rule module, imported by :func:`load` in this order (a missing one is skipped; see :mod:`.stubs`).
RULE_MODULES: tuple[str, ...] = (
    "bonuses", "turn", "cards_action", "build", "animals", "association", "projects", "sponsors", "sponsor_effects",
    "sponsor_zoo", "sponsor_animals", "sponsor_projects", "sponsor_hand", "abilities", "interactions", "maps",
    "breaks", "ending", "solo",
)


def _owner(fn: object) -> str:
    return getattr(fn, "__module__", "?") or "?"


def _fresh(table: dict[str, Any], kind: str, what: str, owner: str) -> None:
    old = table.get(kind)
    if old is not None and old.owner != owner and not old.owner.endswith(".stubs"):
        raise ValueError(f"{what} {kind!r} is registered twice: by {old.owner} and by {owner}")


def register_question(kind: str, *, candidates: Candidates, violations: Violations, apply: Apply,
                      moves: tuple[type[Move], ...], rule: str, description: str | None = None,
                      words: Mapping[str, Callable[[Any], object]] | None = None) -> None:
    """Register the question ``kind``: its exact answers, its judge, its effect, the move classes that answer it,
    the rule id a wrong kind of answer breaks, and (optionally) the question in words (an ``N_`` template, and how
    the data ids it names are written: ``words={"cards": CardNames}``)."""
    owner = _owner(apply)
    _fresh(QUESTIONS, kind, "question", owner)
    QUESTIONS[kind] = Question(kind, candidates, violations, apply, tuple(moves), rule, owner)
    if description is not None:
        register_description(kind, description, words)


def register_effect(kind: str, resolve: Resolve) -> None:
    """Register the automatic stack entry ``kind``."""
    _fresh(EFFECTS, kind, "effect", _owner(resolve))
    EFFECTS[kind] = Effect(kind, resolve, _owner(resolve))


def register_action(name: str, *, can_act: CanAct, start: Start, first_acting: FirstActing | None = None) -> None:
    """Register an action card's action (``name`` is one of ``moves.ACTIONS``); ``first_acting``, if given, must
    answer exactly as asking ``can_act`` at each strength in turn would (:meth:`Action.first_able`), only faster."""
    _fresh(ACTIONS, name, "action", _owner(start))
    ACTIONS[name] = Action(name, can_act, start, _owner(start), first_acting)


def first_reaching(least: int | None, strengths: Iterable[int]) -> int | None:
    """The index of the first of ``strengths`` that is at least ``least`` (None: no strength acts): the
    ``first_acting`` of an action whose only use of the strength is a ceiling on what it may do (a building's size,
    a task's value), so that the least strength that acts is found once and compared."""
    if least is None:
        return None
    for i, power in enumerate(strengths):
        if power >= least:
            return i
    return None


def register_bonus(kind: str, gain: Gain) -> None:
    """Register a kind of bonus the data names, so every source (map, track, tile, card) can give it."""
    _fresh(BONUSES, kind, "bonus", _owner(gain))
    BONUSES[kind] = Bonus(kind, gain, _owner(gain))


@functools.cache
def load() -> None:
    """Import every rule module once, so each registers itself; then stub the actions nobody implements yet."""
    for name in RULE_MODULES:
        try:
            importlib.import_module(f"{__name__}.{name}")
        except ModuleNotFoundError as e:
            if e.name != f"{__name__}.{name}":
                raise
    from . import stubs

    stubs.fill()
