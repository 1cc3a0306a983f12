"""Events: every change of a game, with its rule id, its data and a plain-English sentence.

Events carry data (player names, card ids, numbers), and the sentence is written from that data by
:func:`narrate`. Keeping the words apart from the facts lets a saved game be re-narrated and, later, narrated in
other languages, and lets tests assert on facts rather than on phrasing.
"""

from __future__ import annotations

from typing import Any, Callable, Mapping, NamedTuple

from .cards import DECK, Deck

__all__ = ["Event", "narrate", "KINDS"]


class Event(NamedTuple):
    """One state change. ``rule`` is an id of rules.md; ``data`` holds names, card ids and numbers.

    A named tuple rather than a dataclass: immutable all the same, and several times cheaper to create, which
    matters because every move makes half a dozen of them.
    """

    kind: str
    rule: str
    data: Mapping[str, Any]
    deck: Deck = DECK

    @property
    def text(self) -> str:
        """The plain-English sentence, written on demand (random games never pay for words nobody reads)."""
        return narrate(self.kind, self.data, self.deck)

    def __str__(self) -> str:
        return f"[{self.rule}] {self.text}"

    def to_dict(self) -> dict[str, Any]:
        return {"kind": self.kind, "rule": self.rule, "data": dict(self.data)}


def _card(deck: Deck, card_id: object) -> str:
    found = deck.get(card_id) if isinstance(card_id, str) else None
    return found.label if found is not None else str(card_id)


def _cards(deck: Deck, ids: object) -> str:
    labels = [_card(deck, x) for x in ids] if isinstance(ids, (list, tuple)) else []
    if not labels:
        return "nothing"
    return labels[0] if len(labels) == 1 else ", ".join(labels[:-1]) + " and " + labels[-1]


def _plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


def _tilt(n: int) -> str:
    return f"{n:+d}" if n else "0"


Narrator = Callable[[Mapping[str, Any], Deck], str]

_SLOTS = {"T1": "A", "T2": "B", "B2": "C", "B1": "D"}

# One sentence per kind of event. Each takes the event's data and the deck that names its cards.
KINDS: dict[str, Narrator] = {
    "ark": lambda d, k: "The ark card goes in the middle with the five scoring cards beside it: "
    "heavy, slow, shy, useful and food.",
    "start-player": lambda d, k: f"{d['player']} is chosen at random to start; play goes clockwise "
    f"({' → '.join(d['order'])}).",
    "discs": lambda d, k: f"{d['player']} takes {_plural(d['discs'], 'action disc')}.",
    "reserve": lambda d, k: f"The other {_plural(d['reserve'], 'orange disc')} form the reserve.",
    "tokens": lambda d, k: f"{d['player']} takes the 17 {d['color']} animal tokens.",
    "shuffle": lambda d, k: f"The rain cards are set aside and the other {d['cards']} cards are shuffled.",
    "turn-over": lambda d, k: (
        f"For cabin {_SLOTS.get(d['cabin'], '?')} ({d['cabin']}) {_card(k, d['card'])} (weight {d['weight']}) "
        f"is turned over and "
        + ("kept: it opens " + d["cabin"] + "." if d["kept"] else f"put back: {d['reason']}.")
    ),
    "tilt-set": lambda d, k: f"The tilt disc is set to ({d['a']} + {d['b']}) − ({d['d']} + {d['c']}) = {_tilt(d['tilt'])}.",
    "reshuffle": lambda d, k: f"The deck ({_plural(d['cards'], 'card')}) is shuffled again, rain still aside.",
    "deal": lambda d, k: f"{d['player']} is dealt {_plural(len(d['cards']), 'card')} as a secret hand.",
    "display": lambda d, k: f"{_cards(k, d['cards'])} are laid face up as the display.",
    "rain-stack": lambda d, k: f"The deck is split into two piles of {d['pile']}; four rain cards are shuffled into "
    f"one, the fifth goes on top of it and the other pile on top of that: the first rain card is card "
    f"{d['first_rain']} of {d['cards']}.",
    "turn": lambda d, k: f"{d['player']}'s turn.",
    "draw-display": lambda d, k: f"{d['player']} takes {_card(k, d['card'])} from the display.",
    "draw-deck": lambda d, k: f"{d['player']} takes the top card of the deck.",
    "rain": lambda d, k: f"Rain card {d['number']} of 5 is turned over and laid beside the deck"
    + {2: " — every player may now choose a pet.", 5: " — normal play ends at once; the final round begins."}.get(
        d["number"], "."
    ),
    "refill": lambda d, k: f"{_cards(k, d['cards'])} refill the display.",
    "place": lambda d, k: f"{d['player']} puts {_card(k, d['card'])} in {d['cabin']}; the tilt is now "
    f"{_tilt(d['tilt'])}.",
    "open": lambda d, k: f"{d['player']} opens the new cabin {d['cabin']} and gives an action disc to "
    f"{d['to']}.",
    "take": lambda d, k: f"{d['player']} takes {_card(k, d['card'])} from the display for opening a cabin.",
    "token": lambda d, k: f"{d['player']} puts a token on the {d['type']} scoring card.",
    "stack": lambda d, k: f"{d['player']} puts a token on an orange disc on the {d['type']} scoring card "
    "(it counts 1.5).",
    "fox": lambda d, k: f"The fox brings {d['player']} {_plural(d['discs'], 'action disc')} from the reserve.",
    "boost": lambda d, k: f"{d['player']} slides an orange disc under a token on the {d['type']} scoring card "
    "(it now counts 1.5).",
    "evict": lambda d, k: f"{_card(k, d['card'])} evicts {_card(k, d['evicted'])} from {d['cabin']}; "
    f"{_card(k, d['evicted'])} leaves the game.",
    "pay": lambda d, k: f"{d['player']} pays an action disc to the reserve to play in the final round.",
    "pets-begin": lambda d, k: f"Everyone may now choose a pet, starting with {d['player']}.",
    "pet": lambda d, k: f"{d['player']} " + ("keeps a card face down as a pet." if d["chose"] else "takes no pet."),
    "final-begin": lambda d, k: f"The final round begins with {d['player']}: each player in turn places one card "
    "for an action disc, or passes.",
    "pass": lambda d, k: f"{d['player']} passes" + (" and is out of the final round." if d.get("final") else "."),
    "reveal": lambda d, k: f"{d['player']} reveals the pet {_card(k, d['card'])}: a token on {d['type']}.",
    "game-over": lambda d, k: "The game is over. "
    + (f"{d['winners'][0]} wins" if len(d["winners"]) == 1 else f"{' and '.join(d['winners'])} share the win")
    + f" with {d['total']} points.",
}


def narrate(kind: str, data: Mapping[str, Any], deck: Deck = DECK) -> str:
    """The sentence for an event; an unknown kind is named rather than hidden."""
    try:
        return KINDS[kind](data, deck)
    except Exception:  # unknown kind or data of the wrong shape: say what it is rather than fail
        return f"({kind}: {dict(data)})"


def make(kind: str, rule: str, deck: Deck = DECK, **data: Any) -> Event:
    return Event(kind, rule, data, deck)
