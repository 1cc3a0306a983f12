"""What happens when a card enters a zoo: its own ability and the effects it triggers (N-EFF-1, -3, -5, -6).

The Animals action and the Sponsors action call :func:`card_played` once a card is in the zoo and its printed gains
are taken. The association tasks call :func:`icons_added` when a partner zoo or a university adds icons (N-EFF-5).
This module knows no ability itself: the ability table (:mod:`.abilities`) and the sponsor effect table
(:mod:`.sponsor_effects`) register their hooks here, so a new ability is one new entry there.

Order (ND-50): the new card's own ability first, then the ongoing effects its icons trigger, the adder's cards first
and then every other zoo clockwise ("any player" effects). The Animals action hands the two, with the card's printed
gains, to :func:`.together.together`, which asks its player for the order when it matters (N-EFF-3). Choices are
pushed as decisions in that order; "after the action" effects are queued with ``gs.queue_after`` (N-EFF-2).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable

from ..events import Event
from ..state import GameState
from .zoo_icons import card_icon_count

__all__ = ["ICON_HOOKS", "MAP_HOOKS", "OWN_EFFECT_HOOKS", "PLAYED_HOOKS", "card_played", "icons_added",
           "own_effects", "triggered_effects"]

#: ``(gs, seat, number) -> events``: the card's own immediate / after-the-action ability (N-EFF-1, -2).
OWN_EFFECT_HOOKS: list[Callable[[GameState, int, int], list[Event]]] = []
#: ``(gs, seat, number) -> events``: what the player's own map does when the card enters the zoo (an enclosure
#: flipped to occupied beside map 1's tower, N-MAPX-1); with the card's own ability, before the effects it triggers.
MAP_HOOKS: list[Callable[[GameState, int, int], list[Event]]] = []
#: ``(gs, seat, number) -> events``: ongoing effects of the zoo's cards that the card itself sets off by entering the
#: zoo (WAZA Special Assignment: an animal of the marked size), after its own ability and before its icons.
PLAYED_HOOKS: list[Callable[[GameState, int, int], list[Event]]] = []
#: ``(gs, seat, icons) -> events``: ongoing effects triggered by icons just added to the zoo of ``seat``
#: (N-EFF-5, -6); ``icons`` counts each printed copy.
ICON_HOOKS: list[Callable[[GameState, int, Counter[str]], list[Event]]] = []


def card_played(gs: GameState, seat: int, number: int) -> list[Event]:
    """Resolve everything the card ``number`` just put in the zoo of ``seat`` sets off; returns the events.

    A card without an ability triggers only other cards' ongoing effects (through the icons it adds, N-EFF-6).
    """
    return own_effects(gs, seat, number) + triggered_effects(gs, seat, number)


def own_effects(gs: GameState, seat: int, number: int) -> list[Event]:
    """The card's own immediate ability, or its "after the action" ability queued (N-EFF-1, -2)."""
    events: list[Event] = []
    for hook in OWN_EFFECT_HOOKS:
        events += hook(gs, seat, number)
    for hook in MAP_HOOKS:
        events += hook(gs, seat, number)
    return events


def triggered_effects(gs: GameState, seat: int, number: int) -> list[Event]:
    """The ongoing effects of the zoo's cards that card ``number`` sets off by entering it (:data:`PLAYED_HOOKS`),
    then those its printed icons trigger (N-EFF-5, -6)."""
    events: list[Event] = []
    for hook in PLAYED_HOOKS:
        events += hook(gs, seat, number)
    return events + icons_added(gs, seat, card_icon_count(number))  # read, never changed, by the hooks


def icons_added(gs: GameState, seat: int, icons: Counter[str]) -> list[Event]:
    """``icons`` were just added to the zoo of ``seat`` (a card, a partner zoo, a university): run every ongoing
    effect they trigger (N-EFF-5)."""
    events: list[Event] = []
    if max(icons.values(), default=0) > 0:  # what ``+icons`` is truthy for, without building it
        for hook in ICON_HOOKS:
            events += hook(gs, seat, icons)
    return events
