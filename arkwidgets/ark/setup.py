"""Setup, S-1 … S-8, as a sequence of fine-grained events a learner can step through."""

from __future__ import annotations

import random

from ..events import Event
from .cabins import Ark
from .cards import TYPES, Card, Deck
from .events import make
from .state import COLORS, RAIN, RAIN_CARDS, TOTAL_DISCS, Phase, State

__all__ = ["setup", "starting_discs"]

#: The order in which S-5 fills the starting cabins: A, B, C, D.
START_CABINS = ("T1", "T2", "B2", "B1")


def starting_discs(players: int) -> list[int]:
    """S-3, in turn order from the start player: 3 players take 4 each; with 4–5 the first three take 3."""
    if players == 3:
        return [4, 4, 4]
    return [3, 3, 3] + [4] * (players - 3)


def cards_needed(players: int) -> int:
    """The fewest cards setup can work with: 4 starting cabins (S-5), 2 per hand and 3 on display (S-7)."""
    return 4 + 2 * players + 3


def setup(deck: Deck, names: list[str], rng: random.Random) -> tuple[State, list[Event]]:
    n = len(names)
    if len(deck) < cards_needed(n):
        raise ValueError(
            f"S-7: a deck of {len(deck)} cards is too small for {n} players: setup needs at least "
            f"{cards_needed(n)} (4 starting cabins, 2 cards per hand, 3 on display), {cards_needed(n) - len(deck)} "
            "more"
        )
    events: list[Event] = [make("ark", "S-1", deck)]

    # S-2: a random start player; play goes clockwise (to the left, the next index).
    start = rng.randrange(n)
    order = [names[(start + k) % n] for k in range(n)]
    events.append(make("start-player", "S-2", deck, player=names[start], order=order))

    # S-3: action discs in turn order; the rest form the reserve.
    discs = [0] * n
    for k, amount in enumerate(starting_discs(n)):
        seat = (start + k) % n
        discs[seat] = amount
        events.append(make("discs", "S-3", deck, player=names[seat], discs=amount))
    reserve = TOTAL_DISCS - sum(discs)
    events.append(make("reserve", "S-3", deck, reserve=reserve))

    # S-4: tokens.
    for seat in range(n):
        events.append(make("tokens", "S-4", deck, player=names[seat], color=COLORS[seat]))

    # S-5: shuffle the 55 cards and fill A, B, C, D with cards of weight 1 or 2, never a third of one type.
    pile: list[Card] = list(deck)
    rng.shuffle(pile)
    events.append(make("shuffle", "S-5", deck, cards=len(pile)))
    chosen: dict[str, Card] = {}
    type_count = [0] * len(TYPES)
    unseen_since_kept = 0
    for cabin in START_CABINS:
        while True:
            if unseen_since_kept > len(pile):
                raise ValueError(f"S-5: the deck has too few cards of weight 1 or 2 to fill cabin {cabin}")
            c = pile.pop()
            reason = ""
            if c.weight not in (1, 2):
                reason = "weight"
            elif type_count[c.type_index] >= 2:
                reason = "type"
            kept = not reason
            events.append(
                make(
                    "turn-over", "S-5", deck,
                    cabin=cabin, card=c.id, weight=c.weight, type=c.type, kept=kept, reason_kind=reason,
                )
            )
            if kept:
                chosen[cabin] = c
                type_count[c.type_index] += 1
                unseen_since_kept = 0
                break
            pile.insert(0, c)  # back into the deck, face down (S-7 shuffles it anyway)
            unseen_since_kept += 1
    ark = Ark([[chosen["T1"]], [chosen["T2"]]], [[chosen["B1"]], [chosen["B2"]]], deck=deck)

    # S-6: the tilt.
    w = {k: chosen[k].weight for k in START_CABINS}
    events.append(make("tilt-set", "S-6", deck, a=w["T1"], b=w["T2"], c=w["B2"], d=w["B1"], tilt=ark.tilt))

    # S-7: shuffle again, deal two cards each, three to the display.
    rng.shuffle(pile)
    events.append(make("reshuffle", "S-7", deck, cards=len(pile)))
    hands: list[list[Card]] = [[] for _ in range(n)]
    for k in range(n):
        seat = (start + k) % n
        hands[seat] = [pile.pop(), pile.pop()]
        events.append(make("deal", "S-7", deck, player=names[seat], cards=[c.id for c in hands[seat]]))
    display = [pile.pop() for _ in range(3)]
    events.append(make("display", "S-7", deck, cards=[c.id for c in display]))

    # S-8: two equal piles; four rain cards shuffled into the lower one, the fifth on top of it.
    half = len(pile) // 2
    upper, lower = pile[half:], pile[:half]  # the list's end is the top of the deck
    lower_with_rain: list[Card | str] = list(lower) + [RAIN] * (RAIN_CARDS - 1)
    rng.shuffle(lower_with_rain)
    stacked: list[Card | str] = [*lower_with_rain, RAIN, *list(upper)]
    events.append(make("rain-stack", "S-8", deck, pile=half, first_rain=len(upper) + 1, cards=len(stacked)))

    s = object.__new__(State)
    s.deck = stacked
    s.display = display
    s.hands = hands
    s.pets = [None] * n
    s.discs = discs
    s.reserve = reserve
    s.singles = [[0] * n for _ in TYPES]
    s.stacks = [[0] * n for _ in TYPES]
    s.ark = ark
    s.rain = 0
    s.phase = Phase.PLAY
    s.current = start
    s.passed = [False] * n
    s.pet_queue = []
    s.trigger = start
    s.final_pending = False
    s.evicted = []
    s.turn = 0
    events.append(make("turn", "T-1", deck, player=names[start]))
    return s, events
