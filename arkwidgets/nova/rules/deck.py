"""The zoo deck, the discard pile and the display (N-DISP, ND-23): the card movements every rule shares.

Drawing reshuffles the discard pile into a new deck when the deck runs out (ND-23), using the game's own seeded
random state, so a game is still reproduced exactly from its seed and moves.
"""

from __future__ import annotations

import functools
import random

from ...i18n import N_
from ..events import Event, event
from ..state import GameState
from ..tracks import TRACKS
from ..words import CardNames

__all__ = ["discard", "draw", "in_range", "range_folders", "refill_display", "shuffle", "take_from_display"]


def shuffle(gs: GameState, cards: tuple[int, ...]) -> tuple[int, ...]:
    """``cards`` in a random order drawn from the game's seeded random state (which advances)."""
    rng = random.Random()
    rng.setstate(gs.rng)
    out = list(cards)
    rng.shuffle(out)
    gs.rng = rng.getstate()
    return tuple(out)


def draw(gs: GameState, count: int, rule: str) -> tuple[tuple[int, ...], list[Event]]:
    """Take ``count`` cards from the top of the deck; reshuffle the discard pile when it runs out (ND-23).

    Returns the cards (fewer if deck and discard pile are both exhausted) and the events.
    """
    events: list[Event] = []
    taken: list[int] = []
    while len(taken) < count:
        if not gs.deck:
            if not gs.discard:
                events.append(event("deck-empty", "ND-23", N_("the deck and the discard pile are empty")))
                break
            gs.deck = shuffle(gs, gs.discard)
            gs.discard = ()
            events.append(event("reshuffle", "ND-23", N_("the discard pile ({count} cards) is shuffled into a new "
                                                        "deck"), count=len(gs.deck)))
        k = min(count - len(taken), len(gs.deck))
        taken.extend(gs.deck[:k])
        gs.deck = gs.deck[k:]
    return tuple(taken), events


def take_from_display(gs: GameState, folder: int) -> int:
    """Remove the card of ``folder`` (1–6), leaving a gap until the end of the turn (N-DISP-4)."""
    card = gs.display[folder - 1]
    if card is None:
        raise ValueError(f"display folder {folder} is empty")
    gs.display = (*gs.display[:folder - 1], None, *gs.display[folder:])
    return card


def refill_display(gs: GameState, rule: str = "N-DISP-5") -> list[Event]:
    """Slide the cards toward folder 1 keeping their order, then fill the empty folders from the deck (N-DISP-5)."""
    if None not in gs.display:  # a full display (asked at every turn's end): nothing slides, nothing is drawn
        return []
    kept = tuple(c for c in gs.display if c is not None)
    missing = len(gs.display) - len(kept)
    if not missing:
        return []
    new, events = draw(gs, missing, rule)
    gs.display = kept + new + (None,) * (missing - len(new))
    events.append(event("refill", rule, N_("the display slides toward folder 1 and is refilled with {cards}"),
                        cards=CardNames(new)))
    return events


def discard(gs: GameState, cards: tuple[int, ...]) -> None:
    """Put cards face up on the discard pile (N-DISP-8)."""
    gs.discard = gs.discard + tuple(cards)


def range_folders(gs: GameState, seat: int) -> range:
    """The folders within the player's reputation range (N-DISP-3), judged now (ND-41)."""
    return _range_of(gs.players[seat].reputation)


@functools.cache
def _range_of(reputation: int) -> range:
    """:meth:`Tracks.reputation_range`, read once per reputation: the track is data read once, so the answer for a
    reputation never changes; the cache holds at most one entry per space of the track (an off-track reputation
    raises and is not kept)."""
    return TRACKS.reputation_range(reputation)


def in_range(gs: GameState, seat: int, folder: int) -> bool:
    return folder in range_folders(gs, seat)
