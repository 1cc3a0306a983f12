"""Stand-ins for action cards whose rule module is not written yet: they refuse, never silently do nothing.

An unimplemented action is offered by no legal move and refused by ``check``/``play`` with a violation saying so,
under the action's own rule id. :func:`fill` registers a stub only for an action no module registered.
"""

from __future__ import annotations

from ...i18n import N_
from ...verdicts import Violation
from ..events import Event
from ..state import GameState
from ..words import ActionName
from . import ACTIONS, CanAct, Start, register_action

__all__ = ["STUB_RULES", "fill"]

#: The rule id each action's first rule has (the one a stub refuses under).
STUB_RULES = {"animals": "N-ANIM-1", "build": "N-BUILD-2", "cards": "N-CARDS-1", "association": "N-ASSOC-2",
              "sponsors": "N-SPON-1"}


def _stub(name: str) -> tuple[CanAct, Start]:
    def can_act(gs: GameState, seat: int, level: str, strength: int) -> list[Violation]:
        return [Violation(STUB_RULES[name], N_("the {action} action is not implemented yet"), action=ActionName(name))]

    def start(gs: GameState, seat: int, level: str, strength: int) -> list[Event]:
        raise NotImplementedError(f"the {name} action is not implemented yet")

    return can_act, start


def fill() -> None:
    for name in STUB_RULES:
        if name not in ACTIONS:
            can_act, start = _stub(name)
            register_action(name, can_act=can_act, start=start)
