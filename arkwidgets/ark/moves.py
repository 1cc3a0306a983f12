"""Moves and their text notation (see docs/notation.md for the full grammar).

::

    draw 2                                   take display card 2, then the top card of the deck (T-1)
    play lion@T2                             one card into an existing cabin (T-2)
    play zebra@T3 take fruit, gazelle@B1     open T3, take the fruit from the display (P-7), then a second card
    play skunk@T1 evict lion                 an eviction (A-5, A-8)
    play chimpanzee@B2 boost heavy           the chimpanzee's disc under a token on "heavy" (A-7)
    play fox@T3 plain                        decline the fox's or the dinosaur's ability (D-10)
    pet koala / pet none                     choose a pet at the 2nd rain (R-1)
    pass                                     end your part in the final round (F-2)

Moves hold card ids, not cards, so they are plain values independent of any deck: they can be typed, stored,
compared and sent over the wire. The game resolves the ids when it judges the move.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ..i18n import _
from ..markup import clip
from ..movetext import move_words
from ..verdicts import NotationError
from .cards import TYPES

__all__ = ["Move", "Draw", "Play", "Placement", "Pet", "Pass", "BOOST_TYPES"]

#: Scoring cards a chimpanzee may boost: every type except food (A-7).
BOOST_TYPES = tuple(t for t in TYPES if t != "food")
_MAX_MOVE_TEXT = 500
_ID = r"[a-z0-9]+(?:-[a-z0-9]+)*"
_ID_RE = re.compile(_ID)
_CABIN_RE = re.compile(r"[TB][1-9][0-9]{0,2}")
_CLAUSES = ("evict", "boost", "take")


class Move:
    """Base of all moves. ``Move.parse(text)`` reads any move; ``str(move)`` writes its canonical notation."""

    __slots__ = ()

    @staticmethod
    def parse(text: str | Move) -> Move:
        if isinstance(text, Move):
            return text
        words = move_words(text, _MAX_MOVE_TEXT, "'draw 2' or 'play lion@T2'",
                           _("an empty move; write e.g. 'draw 1', 'play lion@T2', 'pet none' or 'pass'"))
        assert isinstance(text, str)  # move_words refused anything else
        verb, rest = words[0].lower(), words[1:]
        if verb == "draw":
            if len(rest) != 1 or rest[0] not in ("1", "2", "3"):
                raise NotationError(_("{text}: write 'draw 1', 'draw 2' or 'draw 3' (the display card to take)").format(
                    text=repr(clip(text))))
            return Draw(int(rest[0]))
        if verb == "pass":
            if rest:
                raise NotationError(_("{text}: 'pass' takes nothing after it").format(text=repr(clip(text))))
            return Pass()
        if verb == "pet":
            if len(rest) != 1:
                raise NotationError(_("{text}: write 'pet CARD' or 'pet none'").format(text=repr(clip(text))))
            if rest[0] == "none":
                return Pet(None)
            _check_id(rest[0], text)
            return Pet(rest[0])
        if verb == "play":
            body = text.strip()[4:].strip()
            if not body:
                raise NotationError(_("{text}: name a card and a cabin, like 'play lion@T2'").format(
                    text=repr(clip(text))))
            parts = [p.strip() for p in body.split(",")]
            if len(parts) > 2:
                raise NotationError(
                    _("{text}: at most 2 cards are played in one turn (T-2); found {count}").format(
                        text=repr(clip(text)), count=len(parts)
                    )
                )
            return Play(tuple(Placement.parse(p, text) for p in parts))
        raise NotationError(
            _("{text}: unknown move {verb}; a move starts with draw, play, pet or pass").format(
                text=repr(clip(text)), verb=repr(clip(verb))
            )
        )


def _check_id(card_id: str, text: str) -> None:
    if not _ID_RE.fullmatch(card_id):
        raise NotationError(
            _("{text}: {id} is not a card id (lowercase words joined by '-', like 'polar-bear')").format(
                text=repr(clip(text)), id=repr(clip(card_id))
            )
        )


@dataclass(frozen=True, slots=True)
class Draw(Move):
    """T-1: take display card ``slot`` (1–3), then the top card of the deck."""

    slot: int

    def __post_init__(self) -> None:
        if type(self.slot) is not int or not 1 <= self.slot <= 3:
            raise NotationError(f"the display has slots 1, 2 and 3; got {self.slot!r}")

    def __str__(self) -> str:
        return f"draw {self.slot}"


@dataclass(frozen=True, slots=True)
class Placement:
    """One card aimed at one cabin, with the choices that go with it."""

    card: str
    cabin: str
    evict: str | None = None
    boost: str | None = None
    take: str | None = None
    plain: bool = False

    def __post_init__(self) -> None:
        for name in ("card", "evict", "take"):
            value = getattr(self, name)
            if value is not None and (not isinstance(value, str) or not _ID_RE.fullmatch(value)):
                raise NotationError(f"{name} {clip(value)} is not a card id")
        if not isinstance(self.cabin, str) or not _CABIN_RE.fullmatch(self.cabin):
            raise NotationError(f"{clip(self.cabin)} is not a cabin: write T or B and a number, like 'T1' or 'B3'")
        if self.boost is not None and self.boost not in BOOST_TYPES:
            raise NotationError(
                f"boost {self.boost!r}: a boost names a scoring card other than food ({', '.join(BOOST_TYPES)})"
            )

    @classmethod
    def trusted(
        cls, card: str, cabin: str, evict: str | None, boost: str | None, take: str | None, plain: bool
    ) -> Placement:
        """A placement built from parts the engine itself produced (move generation), skipping the validation
        that protects against typed input: the hot path of random games."""
        pl = object.__new__(cls)
        setter = object.__setattr__
        setter(pl, "card", card)
        setter(pl, "cabin", cabin)
        setter(pl, "evict", evict)
        setter(pl, "boost", boost)
        setter(pl, "take", take)
        setter(pl, "plain", plain)
        return pl

    @staticmethod
    def parse(text: str, whole: str | None = None) -> Placement:
        whole = whole if whole is not None else text
        words = text.split()
        if not words or "@" not in words[0]:
            raise NotationError(
                _("{text}: {part} should start with CARD@CABIN, like 'lion@T2'").format(
                    text=repr(clip(whole)), part=repr(clip(text))
                )
            )
        card_id, _at, cabin = words[0].partition("@")
        _check_id(card_id, whole)
        if not _CABIN_RE.fullmatch(cabin):
            raise NotationError(
                _("{text}: {cabin} is not a cabin; write T or B and a number, like 'T1' or 'B3'").format(
                    text=repr(clip(whole)), cabin=repr(clip(cabin))
                )
            )
        clauses: dict[str, str] = {}
        plain = False
        k = 1
        while k < len(words):
            word = words[k]
            if word == "plain":
                if plain:
                    raise NotationError(_("{text}: 'plain' is given twice").format(text=repr(clip(whole))))
                plain = True
                k += 1
                continue
            if word not in _CLAUSES:
                raise NotationError(
                    _(
                        "{text}: unexpected {word} after {placement}; "
                        "expected evict CARD, boost TYPE, take CARD, plain, or ',' before a second card"
                    ).format(text=repr(clip(whole)), word=repr(clip(word)), placement=clip(f"{card_id}@{cabin}"))
                )
            if word in clauses:
                raise NotationError(
                    _("{text}: {word} is given twice for {card}").format(
                        text=repr(clip(whole)), word=repr(clip(word)), card=clip(card_id)
                    )
                )
            if k + 1 >= len(words):
                message = _("{text}: {word} needs a type after it") if word == "boost" else _(
                    "{text}: {word} needs a card after it"
                )
                raise NotationError(message.format(text=repr(clip(whole)), word=repr(clip(word))))
            value = words[k + 1]
            if word == "boost":
                if value not in BOOST_TYPES:
                    raise NotationError(
                        _("{text}: boost {value}: choose a scoring card other than food ({types})").format(
                            text=repr(clip(whole)), value=repr(clip(value)), types=", ".join(BOOST_TYPES)
                        )
                    )
            else:
                _check_id(value, whole)
            clauses[word] = value
            k += 2
        return Placement(card_id, cabin, clauses.get("evict"), clauses.get("boost"), clauses.get("take"), plain)

    def __str__(self) -> str:
        out = f"{self.card}@{self.cabin}"
        if self.evict:
            out += f" evict {self.evict}"
        if self.boost:
            out += f" boost {self.boost}"
        if self.plain:
            out += " plain"
        if self.take:
            out += f" take {self.take}"
        return out


@dataclass(frozen=True, slots=True)
class Play(Move):
    """T-2: one or two placements, in the order they are made."""

    placements: tuple[Placement, ...]

    def __post_init__(self) -> None:
        if not isinstance(self.placements, tuple) or not 1 <= len(self.placements) <= 2:
            raise NotationError("a play places 1 or 2 cards (T-2)")
        for pl in self.placements:
            if not isinstance(pl, Placement):
                raise NotationError(
                    f"a play holds Placement values (Placement('lion', 'T2') or Placement.parse('lion@T2')), "
                    f"got {type(pl).__name__} {clip(pl)}"
                )

    def __str__(self) -> str:
        return "play " + ", ".join(str(p) for p in self.placements)


@dataclass(frozen=True, slots=True)
class Pet(Move):
    """R-1: keep a card from hand face down as a pet (``None``: no pet)."""

    card: str | None

    def __post_init__(self) -> None:
        if self.card is not None and (not isinstance(self.card, str) or not _ID_RE.fullmatch(self.card)):
            raise NotationError(f"a pet is a card id like 'koala', or None for no pet; got {clip(self.card)}")

    def __str__(self) -> str:
        return f"pet {self.card or 'none'}"


@dataclass(frozen=True, slots=True)
class Pass(Move):
    """F-2: stop playing for the rest of the final round (or D-7: a turn with nothing possible)."""

    def __str__(self) -> str:
        return "pass"
