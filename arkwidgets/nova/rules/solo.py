"""Solo play (N-SOLO-1 … -13): the timer instead of the break token.

Seven timer tokens start in the left column (N-SOLO-3). After each turn the topmost left token moves right
(N-SOLO-8); moving the last one starts a solo break: the topmost token covers the lowest empty donation space (or
lies beside the 12 space without effect), the others go back with one row fewer (N-SOLO-9, ND-36), and break
steps 1–5 run (N-SOLO-10). Rounds last 7, 6, 5, 4, 3, 2 turns; after the 2-turn round there is no break and final
scoring follows (N-SOLO-11). The regular end trigger ends the game too (N-SOLO-13, ND-20).
"""

from __future__ import annotations

from ...i18n import N_
from ..decisions import Decision
from ..events import Event, event
from ..state import GameState
from . import register_effect
from .donations import BLOCKED, cover_donation, next_donation

__all__ = ["LAST_ROUND", "SOLO_TIMER_TOKENS"]

SOLO_TIMER_TOKENS = 7
LAST_ROUND = 2


def _timer(gs: GameState, d: Decision) -> list[Event]:
    gs.solo_left -= 1
    events = [event("solo-timer", "N-SOLO-8", N_("a timer token moves right ({left} left in this round)"),
                    left=gs.solo_left)]
    if gs.solo_left > 0:
        return events
    if gs.solo_rows <= LAST_ROUND:
        events.append(event("solo-last", "N-SOLO-11", N_("the last round is over: no break, final scoring")))
        if gs.end_trigger is None:
            gs.end_trigger = d.player
        return events
    gs.push(Decision("solo-break", d.player))
    return events


def _solo_break(gs: GameState, d: Decision) -> list[Event]:
    """N-SOLO-9, ND-36: one token to the donations, the rest back one row fewer; then break steps 1–5."""
    space, cost = next_donation(gs)
    if space is not None:
        cover_donation(gs, space, BLOCKED)
        events = [event("solo-donation", "N-SOLO-9", N_("a timer token covers the donation space {cost}"),
                        cost=cost)]
    else:
        events = [event("solo-donation", "N-SOLO-9", N_("a timer token lies beside the 12 space, without effect"))]
    gs.solo_rows -= 1
    gs.solo_left = gs.solo_rows
    gs.in_break = True
    gs.push(*(Decision("break-step", d.player, step=i) for i in range(5)), Decision("solo-break-end", d.player))
    return [*events, event("break", "N-SOLO-10", N_("a solo break (steps 1–5); the next round has {turns} turns"),
                           turns=gs.solo_rows)]


def _solo_break_end(gs: GameState, d: Decision) -> list[Event]:
    gs.in_break = False
    return []


register_effect("solo-timer", _timer)
register_effect("solo-break", _solo_break)
register_effect("solo-break-end", _solo_break_end)
