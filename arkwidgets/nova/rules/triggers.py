"""What happens when a card enters a zoo: its own ability and the effects it triggers (N-EFF-1, -3, -5, -6).

The Animals action and the Sponsors action call :func:`card_played` once a card is in the zoo and its printed gains
are taken. This module knows no ability itself: it asks the ability table (:mod:`.abilities`) and the sponsor effect
table (:mod:`.sponsors`) through the hooks they register, so a new ability is one new entry there.
"""

from __future__ import annotations

from collections.abc import Callable

from ..events import Event
from ..state import GameState

__all__ = ["OWN_EFFECT_HOOKS", "TRIGGER_HOOKS", "card_played"]

#: ``(gs, seat, number) -> events``: the card's own immediate / after-the-action ability (N-EFF-1, -2).
OWN_EFFECT_HOOKS: list[Callable[[GameState, int, int], list[Event]]] = []
#: ``(gs, seat, number) -> events``: ongoing effects of cards already in a zoo, triggered by the new card's icons
#: (N-EFF-5, -6).
TRIGGER_HOOKS: list[Callable[[GameState, int, int], list[Event]]] = []


def card_played(gs: GameState, seat: int, number: int) -> list[Event]:
    """Resolve everything the card ``number`` just put in the zoo of ``seat`` sets off; returns the events.

    A card without an ability triggers only other cards' ongoing effects; choices are pushed as decisions and
    "after the action" effects queued with ``gs.queue_after`` (N-EFF-2).
    """
    events: list[Event] = []
    for hook in OWN_EFFECT_HOOKS:
        events += hook(gs, seat, number)
    for hook in TRIGGER_HOOKS:
        events += hook(gs, seat, number)
    return events
