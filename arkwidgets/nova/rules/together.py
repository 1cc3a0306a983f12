"""Effects that trigger together, in the order their player chooses (N-EFF-3; P.11, P.15; ND-50, revised 2026-12-03).

The rulebook leaves the order of simultaneous effects to their player: an animal's appeal, CP, reputation, its own
ability and the effects it triggers in other cards (P.11 "如果有多个效果同时生效，由你选择执行的顺序"), and a project
level's reward and the bonus of the uncovered map space (P.15 "你可以选择在获得保护项目酬谢之前或之后拿取奖励"). A rule
hands such a group to :func:`together` as *parts*, each a short tuple of gains written as data. When the order cannot
change anything the parts simply resolve in the order given (the rules' own order, so nothing is asked); when it
can, the player is asked which part comes first (``choose first N``), that part resolves completely (its own questions
included), and the rest is judged again.

"Can the order change anything?" is answered by trying it, never by reading what a gain is called: for every two
parts A and B, the state after A then B must equal the state after B then A (counters, cards, buildings and the
questions waiting, in their order); and the first question A raises (once automatic steps have run) must offer the
same answers whether B came before it or not, each answer leading to the same state either way (one question deep;
with more than :data:`LOOKAHEAD` answers the order is treated as mattering). Trials run on copies of the state.
"""

from __future__ import annotations

from collections.abc import Sequence

from ...i18n import N_
from ...verdicts import Violation
from ..decisions import Decision
from ..events import Event, event
from ..moves import Choose, Move
from ..state import GameState
from ..words import EffectLabels, MoveName
from . import QUESTIONS, Apply, register_effect, register_question
from .bonuses import gain_bonus
from .engine import settle
from .triggers import own_effects, triggered_effects

__all__ = ["LOOKAHEAD", "Gain", "Part", "order_matters", "pair_matters", "run_part", "together"]

#: One gain of a part: ``(kind, value, rule)``. ``kind`` is a bonus kind of the registry (``appeal``, ``cp``,
#: ``money`` …), or ``ability`` (value: a card number; its own immediate ability, N-EFF-1) or ``triggered``
#: (value: a card number; the ongoing effects of other cards it sets off, its printed icons' included, N-EFF-5, -6).
Gain = tuple[str, int, str]
#: A part: gains that belong together (e.g. one bonus), resolved in their order.
Part = tuple[Gain, ...]
#: Answers tried per question when judging whether the order matters; beyond it the player is asked. A free
#: building's places (a few hundred at most on a map) stay within it.
LOOKAHEAD = 600


def run_part(gs: GameState, seat: int, part: Part) -> list[Event]:
    """Resolve one part now (questions it raises are pushed, as any gain's are)."""
    events: list[Event] = []
    for kind, value, rule in part:
        if kind == "ability":
            events += own_effects(gs, seat, value)
        elif kind == "triggered":
            events += triggered_effects(gs, seat, value)
        else:
            events += gain_bonus(gs, seat, kind, value, rule)
    return events


class _Judge:
    """The trials of one state ``gs`` being judged for ``seat``, each remembered: judging the pairs tries the same
    orders several times, and neither a trial nor ``gs`` changes while the judging lasts (trials are read, never
    changed; ``together`` changes ``gs`` only once the judging is over; :meth:`unchanged` sets its stack aside for
    one comparison and puts it back). A judge lives for one judging only.

    A trial of several parts continues the trial of all but the last one (a copy of it, the last part resolved
    after what is waiting), which is what resolving them all in one go does: each part sees the state the parts
    before it left, and the parts' pushes go in below those before them."""

    __slots__ = ("asked_", "gs", "seat", "trials")

    def __init__(self, gs: GameState, seat: int) -> None:
        self.gs, self.seat = gs, seat
        self.trials: dict[tuple[Part, ...], tuple[GameState, list[Event]]] = {}
        self.asked_: dict[tuple[Part, ...], GameState] = {}

    def trial(self, parts: tuple[Part, ...]) -> tuple[GameState, list[Event]]:
        """A copy of ``gs`` with an empty stack after resolving ``parts`` (one or more) in order, and the events
        they said; questions are pushed below each other as the engine would ask them (the first raised on top)."""
        found = self.trials.get(parts)
        if found is None:
            if len(parts) > 1:
                before, said = self.trial(parts[:-1])
                t = before.copy()
            else:
                t, said = self.gs.copy(), []
                t.pending = ()
            found = self.trials[parts] = (t, said + _resolve_after(t, self.seat, parts[-1]))
        return found

    def asked(self, parts: tuple[Part, ...]) -> GameState:
        """The trial of ``parts`` once the automatic steps on top of its stack have run, so that a question (or
        nothing) is on top; the trial itself when nothing is to run (it is read, never changed)."""
        found = self.asked_.get(parts)
        if found is None:
            found = self.asked_[parts] = _asked(self.trial(parts)[0])
        return found

    def first_question_agrees(self, a: Part, b: Part) -> bool:
        """Does ``b``, resolved before it, leave the first question ``a`` raises and every answer to it as they
        are?"""
        after_a = self.asked((a,))
        if not after_a.pending:
            return True
        q = after_a.pending[-1]
        question = QUESTIONS[q.kind]
        answers = list(question.candidates(after_a, q))
        if len(answers) > LOOKAHEAD:
            return False
        after_ab = self.asked((a, b))
        if not after_ab.pending or after_ab.pending[-1] != q or list(question.candidates(after_ab, q)) != answers:
            return False
        apply, rest_a, rest_ab = question.apply, after_a.pending[:-1], after_ab.pending[:-1]
        for move in answers:
            then_b = _answer(after_a, rest_a, apply, q, move)
            _resolve_after(then_b, self.seat, b)
            if then_b != _answer(after_ab, rest_ab, apply, q, move):
                return False
        return True

    def pair_matters(self, a: Part, b: Part) -> bool:
        """Could the order of the two parts ``a`` and ``b`` change anything now (see the module's docstring)?"""
        if self.trial((a, b))[0] != self.trial((b, a))[0]:
            return True
        return not self.first_question_agrees(a, b) or not self.first_question_agrees(b, a)

    def dependent(self, parts: Sequence[Part]) -> set[int]:
        """The indices of the parts whose order relative to another part matters."""
        found: set[int] = set()
        for i, a in enumerate(parts):
            for j in range(i + 1, len(parts)):
                if (i not in found or j not in found) and self.pair_matters(a, parts[j]):
                    found |= {i, j}
        return found

    def effective(self, parts: Sequence[Part]) -> list[Part]:
        """The parts that would do or say something now (an empty gain is no effect to order)."""
        out = []
        for part in parts:
            t, events = self.trial((part,))
            if events or not self.unchanged(t):
                out.append(part)
        return out

    def unchanged(self, t: GameState) -> bool:
        """Is the trial ``t`` what ``gs`` is with an empty stack (the trial of no part)? Compared with ``gs`` itself,
        its stack set aside for the comparison only, rather than with a copy made for it."""
        if t.pending:
            return False
        pending, self.gs.pending = self.gs.pending, ()
        try:
            return t == self.gs
        finally:
            self.gs.pending = pending


def _resolve_after(t: GameState, seat: int, part: Part) -> list[Event]:
    """Resolve ``part`` in ``t`` (a trial, changed) after everything already waiting (its questions asked last)."""
    t.mark = 0
    events = run_part(t, seat, part)
    t.mark = -1
    return events


def _asked(t: GameState) -> GameState:
    """``t`` once the automatic steps on top of its stack have run, so that a question (or nothing) is on top: a
    copy of ``t`` settled, or ``t`` itself when nothing is to run."""
    if not t.pending or t.pending[-1].kind in QUESTIONS:
        return t
    t = t.copy()
    settle(t)
    return t


def _answer(t: GameState, rest: tuple[Decision, ...], apply: Apply, q: Decision, move: Move) -> GameState:
    """A copy of ``t`` after answering ``q``, the question on top of it (``rest`` is the stack below), with ``move``
    (what it pushes is asked before what was there)."""
    t = t.copy()
    t.pending = rest
    outer = t.mark  # one_change, written out (as the engine's apply does): this runs for every answer tried
    if outer < 0:
        t.mark = len(rest)
    apply(t, q, move)
    t.mark = outer
    return t


def pair_matters(gs: GameState, seat: int, a: Part, b: Part) -> bool:
    """Could the order of the two parts ``a`` and ``b`` change anything now (see the module's docstring)?"""
    return _Judge(gs, seat).pair_matters(a, b)


def order_matters(gs: GameState, seat: int, parts: Sequence[Part]) -> bool:
    """Could the player's order of ``parts`` change anything now?"""
    return bool(_Judge(gs, seat).dependent(parts))


def _label(part: Part) -> str:
    return "+".join(f"{kind}:{value}" for kind, value, _ in part)


def together(gs: GameState, seat: int, parts: Sequence[Part]) -> list[Event]:
    """N-EFF-3: resolve ``parts`` (effects of ``seat`` triggered together), asking ``seat`` for the order when it
    matters; otherwise in the order given. Returns the events of what resolved now.

    Parts whose order relative to every other part changes nothing resolve at once, in the order given; the player
    is asked only among the others."""
    parts = [p for p in parts if p]
    dependent: set[int] = set()
    if len(parts) > 1:
        judge = _Judge(gs, seat)
        parts = judge.effective(parts)
        dependent = judge.dependent(parts) if len(parts) > 1 else set()
    events: list[Event] = []
    for i, part in enumerate(parts):
        if i not in dependent:
            events += run_part(gs, seat, part)
    if dependent:
        asked = tuple(part for i, part in enumerate(parts) if i in dependent)
        labels = " ".join(f"{i}={_label(p)}" for i, p in enumerate(asked, start=1))
        gs.push(Decision("effect-order", seat, parts=asked, labels=labels))
        events.append(event("effect-order", "N-EFF-3", N_("{player} chooses the order of effects that happen "
                                                          "together ({labels})"), player=gs.players[seat].name,
                            labels=EffectLabels(labels)))
    return events


def _parts(d: Decision) -> list[Part]:
    return [tuple((str(k), int(v), str(r)) for k, v, r in part) for part in d["parts"]]


def _order_candidates(gs: GameState, d: Decision) -> list[Move]:
    return [Choose("first", str(i)) for i in range(1, len(d["parts"]) + 1)]


def _order_violations(gs: GameState, d: Decision, move: Move, report: bool) -> list[Violation]:
    if move in _order_candidates(gs, d):
        return []
    return [Violation("N-EFF-3", N_("{move}: choose which of the effects that happen together comes first, 1 to "
                                    "{count} ({labels})"), move=MoveName(str(move)), count=len(d["parts"]),
                      labels=EffectLabels(d["labels"]))]


def _order_apply(gs: GameState, d: Decision, move: Move) -> list[Event]:
    """The chosen part resolves completely (its questions first), then the rest is judged again."""
    assert isinstance(move, Choose) and move.arg is not None
    parts = _parts(d)
    chosen = parts.pop(int(move.arg) - 1)
    events = run_part(gs, d.player, chosen)
    if parts:
        gs.push(Decision("effect-order-rest", d.player, parts=tuple(parts)))
    return events


def _rest(gs: GameState, d: Decision) -> list[Event]:
    return together(gs, d.player, _parts(d))


register_question("effect-order", candidates=_order_candidates, violations=_order_violations, apply=_order_apply,
                  moves=(Choose,), rule="N-EFF-3",
                  description=N_("{player}: these effects happen together; choose which comes first ({labels})"),
                  words={"labels": EffectLabels})
register_effect("effect-order-rest", _rest)
