"""Arguments of a verdict's message that write themselves when read, in the language in force then.

A :class:`~arkwidgets.verdicts.Violation` keeps a message id and its arguments; the sentence is written only when
someone reads it. Numbers and cabin ids read the same in every language, but a card's name, a climate, a diet, a
list of names joined with "and", or a clause of a longer sentence must be written in the reader's language — so
they travel as these small immutable values, whose ``str()`` translates at that moment. Re-reading a verdict in
Chinese therefore gives Chinese card names without judging the placement again.

They are named tuples: immutable, hashable, comparable, and cheap to make on the engine's hot path.
"""

from __future__ import annotations

from typing import NamedTuple

from ..i18n import _, get_language, join_names, pgettext
from .cards import Card, card_label

__all__ = ["FRENCH_FEMININE", "CardLabel", "CardNames", "Feminine", "Term", "Terms", "Tilt", "TypeOf", "Phrase",
           "Phrases", "feminine_type", "tilt_text"]

#: The cards whose French name (``cards.csv`` ``name_fr``) is feminine: an adjective that describes one of them
#: agrees with it ("Gazelle est peureuse", "Lion est lourd"). ``cards.csv`` stays the specification's copy, so the
#: grammatical gender lives here, next to the words that need it.
FRENCH_FEMININE: frozenset[str] = frozenset({
    "giraffe", "turtle", "skunk", "gazelle", "mountain-goat", "otter", "spider", "cow", "hen", "grain", "nuts",
    "dried-meat", "bananas",
})


def tilt_text(tilt: int) -> str:
    """A tilt as the track shows it: ``+1``, ``0``, ``−2`` (level is ``0``, never ``+0``)."""
    return f"{tilt:+d}" if tilt else "0"


class CardLabel(NamedTuple):
    """A card as a sentence names it ("the lion", "狮子", "Lion")."""

    card: Card

    def __str__(self) -> str:
        return card_label(self.card)


class CardNames(NamedTuple):
    """Several cards, "the lion, the zebra and the hay" in the reader's language."""

    cards: tuple[Card, ...]

    def __str__(self) -> str:
        return join_names([card_label(c) for c in self.cards])


class Term(NamedTuple):
    """A word that comes from data (a climate, a diet, a type, a half), translated with its context."""

    context: str
    word: str

    def __str__(self) -> str:
        return pgettext(self.context, self.word)


def feminine_type(word: str) -> str:
    """A card type ("heavy") as an adjective of a feminine noun: French "lourde"; the other languages' usual word."""
    table = {
        "heavy": pgettext("type, feminine", "heavy"), "slow": pgettext("type, feminine", "slow"),
        "shy": pgettext("type, feminine", "shy"), "useful": pgettext("type, feminine", "useful"),
        "food": pgettext("type, feminine", "food"),
    }
    return table.get(word, word)


class TypeOf(NamedTuple):
    """A card's type as a sentence says it of that card, agreeing with its name: "Lion est lourd", "Gazelle est
    peureuse" (a feminine French name takes the feminine form, :data:`FRENCH_FEMININE`)."""

    card: Card

    def __str__(self) -> str:
        if get_language() == "fr" and self.card.id in FRENCH_FEMININE:
            return feminine_type(self.card.type)
        return pgettext("type", self.card.type)


class Feminine(NamedTuple):
    """A card type describing a feminine noun of the sentence itself ("une carte lourde jouée en premier")."""

    word: str

    def __str__(self) -> str:
        return feminine_type(self.word)


class Terms(NamedTuple):
    """Several data words of one context, separated by commas ("herbivore, omnivore")."""

    context: str
    words: tuple[str, ...]

    def __str__(self) -> str:
        return _(", ").join(pgettext(self.context, w) for w in self.words)


class Tilt(NamedTuple):
    """A tilt value written as the track shows it (:func:`tilt_text`)."""

    value: int

    def __str__(self) -> str:
        return tilt_text(self.value)


class Phrase(NamedTuple):
    """A clause of a longer message: its own message id (marked with ``N_``) and arguments."""

    template: str
    args: tuple[tuple[str, object], ...]

    @classmethod
    def of(cls, template: str, /, **args: object) -> Phrase:
        return cls(template, tuple(sorted(args.items())))

    def __str__(self) -> str:
        text = _(self.template)
        return text.format(**{name: str(value) for name, value in self.args}) if self.args else text


class Phrases(NamedTuple):
    """Clauses joined by a separator that is itself translated (``"; "``, ``"; and "``)."""

    separator: str
    phrases: tuple[Phrase, ...]

    def __str__(self) -> str:
        return _(self.separator).join(str(p) for p in self.phrases)
