"""Ark's events: the kernel's :class:`~arkwidgets.events.Event`, worded by :class:`ArkNarrator`.

Events carry data (player names, card ids, numbers); the sentence is written from that data by the sentence of
its kind in :data:`KINDS`, in the language in force when it is read. Keeping the words apart from the facts lets a
saved game be narrated again in any language, and lets tests assert on facts rather than on phrasing.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, NamedTuple

from .. import events
from ..events import Event, filmed
from ..i18n import _, join_names, ngettext, pgettext
from .cards import DECK, Deck
from .moves import Move
from .words import feminine_type, tilt_text

__all__ = ["ArkNarrator", "HistoryEntry", "KINDS", "make"]


#: One move of Ark as played: who played it, the move, and the events it caused.
HistoryEntry = events.HistoryEntry[Move]


class ArkNarrator(NamedTuple):
    """Writes an Ark event's sentence: the :data:`KINDS` sentence of its kind, naming cards from ``deck``."""

    deck: Deck

    def sentence(self, kind: str, data: Mapping[str, Any]) -> str:
        return KINDS[kind](data, self.deck)


def _card(deck: Deck, card_id: object) -> str:
    found = deck.get(card_id) if isinstance(card_id, str) else None
    return found.label if found is not None else str(card_id)


def _cards(deck: Deck, ids: object) -> str:
    labels = [_card(deck, x) for x in ids] if isinstance(ids, (list, tuple)) else []
    return join_names(labels) if labels else _("nothing")


def _type(name: str) -> str:
    return pgettext("type", name)


Narrator = Callable[[Mapping[str, Any], Deck], str]

_SLOTS = {"T1": "A", "T2": "B", "B2": "C", "B1": "D"}


def _turn_over(d: Mapping[str, Any], k: Deck) -> str:
    args = {
        "slot": _SLOTS.get(d["cabin"], "?"),
        "cabin": d["cabin"],
        "card": _card(k, d["card"]),
        "weight": d["weight"],
    }
    if d["kept"]:
        return _(
            "For cabin {slot} ({cabin}) {card} (weight {weight}) is turned over and kept: it opens {cabin}."
        ).format(**args)
    if d.get("reason_kind") == "type":
        reason = _("it would be the third {type} card among the four").format(type=feminine_type(d["type"]))
    else:
        reason = _("S-5 needs weight 1 or 2, and it weighs {weight}").format(weight=d["weight"])
    return _("For cabin {slot} ({cabin}) {card} (weight {weight}) is turned over and put back: {reason}.").format(
        reason=reason, **args
    )


def _rain(d: Mapping[str, Any], k: Deck) -> str:
    if d["number"] == 2:
        return _("Rain card 2 of 5 is turned over and laid beside the deck — every player may now choose a pet.")
    if d["number"] == 5:
        return _("Rain card 5 of 5 is turned over and laid beside the deck — normal play ends at once; "
                 "the final round begins.")
    return _("Rain card {number} of 5 is turned over and laid beside the deck.").format(number=d["number"])


def _game_over(d: Mapping[str, Any], k: Deck) -> str:
    if len(d["winners"]) == 1:
        return _("The game is over. {player} wins with {total} points.").format(
            player=d["winners"][0], total=d["total"]
        )
    return _("The game is over. {players} share the win with {total} points.").format(
        players=join_names(list(d["winners"])), total=d["total"]
    )


# One sentence per kind of event. Each takes the event's data and the deck that names its cards.
KINDS: dict[str, Narrator] = {
    "ark": lambda d, k: _(
        "The ark card goes in the middle with the five scoring cards beside it: heavy, slow, shy, useful and food."
    ),
    "start-player": lambda d, k: _("{player} is chosen at random to start; play goes clockwise ({order}).").format(
        player=d["player"], order=" → ".join(d["order"])
    ),
    "discs": lambda d, k: ngettext(
        "{player} takes {count} action disc.", "{player} takes {count} action discs.", d["discs"]
    ).format(player=d["player"], count=d["discs"]),
    "reserve": lambda d, k: _("The other {count} orange discs form the reserve.").format(count=d["reserve"]),
    "tokens": lambda d, k: _("{player} takes the 17 {color} animal tokens.").format(
        player=d["player"], color=pgettext("color", d["color"])
    ),
    "shuffle": lambda d, k: _("The rain cards are set aside and the other {count} cards are shuffled.").format(
        count=d["cards"]
    ),
    "turn-over": _turn_over,
    "tilt-set": lambda d, k: _("The tilt disc is set to ({a} + {b}) − ({d} + {c}) = {tilt}.").format(
        a=d["a"], b=d["b"], c=d["c"], d=d["d"], tilt=tilt_text(d["tilt"])
    ),
    "reshuffle": lambda d, k: _("The deck ({count} cards) is shuffled again, rain still aside.").format(
        count=d["cards"]
    ),
    "deal": lambda d, k: _("{player} is dealt {count} cards as a secret hand.").format(
        player=d["player"], count=len(d["cards"])
    ),
    "display": lambda d, k: _("{cards} are laid face up as the display.").format(cards=_cards(k, d["cards"])),
    "rain-stack": lambda d, k: _(
        "The deck is split into two piles of {pile}; four rain cards are shuffled into one, the fifth goes on top of "
        "it and the other pile on top of that: the first rain card is card {first} of {count}."
    ).format(pile=d["pile"], first=d["first_rain"], count=d["cards"]),
    "turn": lambda d, k: _("Now playing: {player}.").format(player=d["player"]),
    "draw-display": lambda d, k: _("{player} takes {card} from the display.").format(
        player=d["player"], card=_card(k, d["card"])
    ),
    "draw-deck": lambda d, k: _("{player} takes the top card of the deck.").format(player=d["player"]),
    "rain": _rain,
    "refill": lambda d, k: ngettext(
        "{cards} refills the display.", "{cards} refill the display.", len(d["cards"])
    ).format(cards=_cards(k, d["cards"])),
    "place": lambda d, k: _("{player} puts {card} in {cabin}; the tilt is now {tilt}.").format(
        player=d["player"], card=_card(k, d["card"]), cabin=d["cabin"], tilt=tilt_text(d["tilt"])
    ),
    "open": lambda d, k: _("{player} opens the new cabin {cabin} and gives an action disc to {other}.").format(
        player=d["player"], cabin=d["cabin"], other=d["to"]
    ),
    "take": lambda d, k: _("{player} takes {card} from the display for opening a cabin.").format(
        player=d["player"], card=_card(k, d["card"])
    ),
    "token": lambda d, k: _("{player} puts a token on the {type} scoring card.").format(
        player=d["player"], type=_type(d["type"])
    ),
    "stack": lambda d, k: _(
        "{player} puts a token on an orange disc on the {type} scoring card (it counts 1.5)."
    ).format(player=d["player"], type=_type(d["type"])),
    "fox": lambda d, k: (
        ngettext(
            "The fox brings {player} {count} action disc from the reserve.",
            "The fox brings {player} {count} action discs from the reserve.",
            d["discs"],
        )
        if d["discs"]
        else _("The fox brings {player} nothing: the reserve has no orange disc left.")
    ).format(player=d["player"], count=d["discs"]),
    "boost": lambda d, k: _(
        "{player} slides an orange disc under a token on the {type} scoring card (it now counts 1.5)."
    ).format(player=d["player"], type=_type(d["type"])),
    "evict": lambda d, k: _("{card} evicts {other} from {cabin}; {other} leaves the game.").format(
        card=_card(k, d["card"]), other=_card(k, d["evicted"]), cabin=d["cabin"]
    ),
    "pay": lambda d, k: _("{player} pays an action disc to the reserve to play in the final round.").format(
        player=d["player"]
    ),
    "pets-begin": lambda d, k: _("Everyone may now choose a pet, starting with {player}.").format(player=d["player"]),
    "pet": lambda d, k: (
        _("{player} keeps a card face down as a pet.") if d["chose"] else _("{player} takes no pet.")
    ).format(player=d["player"]),
    "final-begin": lambda d, k: _(
        "The final round begins with {player}: each player in turn places one card for an action disc, or passes."
    ).format(player=d["player"]),
    "pass": lambda d, k: (
        _("{player} passes and is out of the final round.") if d.get("final") else _("{player} passes.")
    ).format(player=d["player"]),
    "reveal": lambda d, k: _("{player} reveals the pet {card}: a token on {type}.").format(
        player=d["player"], card=_card(k, d["card"]), type=_type(d["type"])
    ),
    "game-over": _game_over,
}


def make(kind: str, rule: str, deck: Deck = DECK, **data: Any) -> Event:
    """An Ark event of ``kind`` under ``rule``, whose cards are named from ``deck``."""
    return filmed(Event(kind, rule, data, ArkNarrator(deck)))
