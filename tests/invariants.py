"""Conservation laws of a game, checked after every move by the property and random-game tests."""

from __future__ import annotations

import arkwidgets as ark
from arkwidgets.ark.state import RAIN, TOTAL_DISCS

CARDS = 55
RAIN_CARDS = 5


def check_invariants(game: ark.Game) -> None:
    """No card, rain card, disc or token is created or lost; the tilt stays on the track; the phase is sane."""
    s = game.snapshot()
    places = (
        [c for c in s.deck if isinstance(c, ark.Card)]  # every other entry is a rain card
        + list(s.display)
        + [c for hand in s.hands for c in hand]
        + [p for p in s.pets if p is not None]
        + list(s.ark.cards())
        + list(s.evicted)
    )
    assert len(places) == CARDS and len({c.id for c in places}) == CARDS, "55 cards, each exactly once"
    assert sum(1 for c in s.deck if c == RAIN) + s.rain == RAIN_CARDS, "5 rain cards"
    assert sum(s.discs) + s.reserve + sum(map(sum, s.stacks)) == TOTAL_DISCS, "22 orange discs"
    assert min(s.discs) >= 0 and s.reserve >= 0
    assert -2 <= s.ark.tilt <= 2 and s.ark.tilt == s.ark.weight(0) - s.ark.weight(1)
    assert all(1 <= len(cabin) <= 3 for half in s.ark.halves for cabin in half)
    # Tokens: one per card placed (T-3, A-4) plus one per eviction; pets are added only when scoring (E-1).
    placed = sum(1 for e in game.events if e.kind == "place")
    evicted = len(s.evicted)
    tokens = sum(map(sum, s.singles)) + sum(map(sum, s.stacks))
    assert tokens == placed + evicted, "a token for every card placed and every eviction"
    assert len(s.display) <= 3 and 0 <= s.rain <= 5
    assert s.phase in ("play", "pets", "final", "over")
    if s.phase == "play":
        assert s.rain < 5
    if s.phase in ("final", "over"):
        assert s.rain == 5
