"""The one judge: every "may I?" and every "do it" goes through here, so legal_moves, check and play agree.

The engine knows no rule itself. It looks up the current question in the registry (:mod:`arkwidgets.nova.rules`),
asks its module for the candidates, the violations or the effect of a move, and afterwards *settles* the state:
automatic effects on top of the stack are resolved until a question is on top again (or the game is over), and the
end trigger is checked after every change (ND-17).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager

from ...i18n import N_
from ...verdicts import Violation
from ..decisions import Decision, describe
from ..events import Event
from ..moves import Move
from ..state import GameState
from ..words import MoveName
from . import EFFECTS, QUESTIONS, Question, load

__all__ = ["AFTER_CHANGE", "MAX_SETTLE", "apply", "candidates", "settle", "violations"]

#: Functions run after every applied move or resolved effect (the end trigger, ND-17). Each returns events.
AFTER_CHANGE: list[Callable[[GameState], Iterable[Event]]] = []
#: A guard against a rule module that keeps pushing effects forever.
MAX_SETTLE = 10_000


def _question(gs: GameState) -> Question | None:
    load()
    top = gs.top
    if top is None:
        return None
    q = QUESTIONS.get(top.kind)
    if q is None:
        raise RuntimeError(f"the decision {top.kind!r} on top of the stack is no registered question")
    return q


def candidates(gs: GameState) -> list[Move]:
    """The exact legal answers to the current question (empty when the game is over, and in a state caught in the
    middle of a move, an effect still on top: what a step-through draws between two events asks nothing)."""
    top = gs.top
    if top is not None and top.kind in EFFECTS:
        return []
    q = _question(gs)
    if q is None or top is None:
        return []
    return list(q.candidates(gs, top))


def violations(gs: GameState, move: Move, seat: int | None = None, report: bool = True) -> list[Violation]:
    """Every broken rule if ``move`` were played now (by ``seat``, if given); ``report=False`` may stop early."""
    q = _question(gs)
    if q is None:
        return [Violation("N-END-9", N_("the game is over: no move can be played"))]
    top = gs.top
    assert top is not None
    found: list[Violation] = []
    if seat is not None and seat != top.player:
        found.append(Violation("N-TURN-1", N_("it is {player}'s decision, not {other}'s"),
                               player=gs.players[top.player].name, other=gs.players[seat].name))
        if not report:
            return found
    if not isinstance(move, q.moves):
        found.append(Violation(q.rule, N_("{move} does not answer the question: {question}"), move=MoveName(str(move)),
                               question=_Question(top, gs.names())))
        return found
    found.extend(q.violations(gs, top, move, report))
    return found


class _Question:
    """The question in words, written when the violation is read (in the language in force then)."""

    __slots__ = ("decision", "names")

    def __init__(self, decision: Decision, names: tuple[str, ...]) -> None:
        self.decision, self.names = decision, names

    def __str__(self) -> str:
        return describe(self.decision, self.names)


@contextmanager
def one_change(gs: GameState) -> Iterator[GameState]:
    """Everything pushed inside the block is asked in the order it was pushed (see ``GameState.push``).

    The engine wraps every move and effect in it; tests and tools that call rule functions directly use it too.
    """
    outer = gs.mark
    if outer < 0:
        gs.mark = len(gs.pending)
    try:
        yield gs
    finally:
        gs.mark = outer


def apply(gs: GameState, move: Move) -> list[Event]:
    """Play a move already judged legal: pop the question, apply the answer, settle. Changes ``gs`` in place."""
    q = _question(gs)
    assert q is not None
    decision = gs.pop()
    outer = gs.mark  # what one_change does, written out: this runs for every move and every effect
    if outer < 0:
        gs.mark = len(gs.pending)
    try:
        events = list(q.apply(gs, decision, move))
    finally:
        gs.mark = outer
    for hook in AFTER_CHANGE:
        events.extend(hook(gs))
    _settle(gs, events)
    return events


def settle(gs: GameState) -> list[Event]:
    """Resolve automatic effects on top of the stack until a question is on top or the stack is empty."""
    load()
    events: list[Event] = []
    _settle(gs, events)
    return events


def _settle(gs: GameState, events: list[Event]) -> None:
    """:func:`settle`, adding its events to ``events`` (the move's own list: one list a move, not two)."""
    for _ in range(MAX_SETTLE):
        pending = gs.pending
        if not pending:
            return
        top = pending[-1]
        if top.kind in QUESTIONS:
            return
        effect = EFFECTS.get(top.kind)
        if effect is None:
            raise RuntimeError(f"the stack entry {top.kind!r} is neither a registered question nor an effect")
        gs.pending = pending[:-1]  # gs.pop(), written out
        outer = gs.mark  # one_change, written out (see apply)
        if outer < 0:
            gs.mark = len(pending) - 1
        try:
            events.extend(effect.resolve(gs, top))
        finally:
            gs.mark = outer
        for hook in AFTER_CHANGE:
            events.extend(hook(gs))
    raise RuntimeError(f"more than {MAX_SETTLE} effects in a row: a rule keeps pushing effects")
