"""The ark: two halves of cabins, the tilt, the notation, and the questions "may this card go there?".

An :class:`Ark` is immutable: :meth:`Ark.place` returns a new ark. That makes what-if questions free ("what if the
lion went to T2?" never disturbs the real game) and lets the game keep every earlier ark for undo at no cost.

The placement rules themselves live in :mod:`arkwidgets.ark.placement`, one function per rule; :meth:`Ark.check` and
:meth:`Ark.is_legal` run them through its one judge, in reporting and in fast mode.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass

from ..i18n import N_, _, pgettext
from ..verdicts import IllegalPlacement, NotationError, Verdict, Violation
from .cards import DECK, MAX_CARDS, MAX_ID, Card, Deck, drawn
from .placement import judge_spot, p_2_climate, p_4_predators, p_5_food, spot, violations_of
from .positions import (
    HALF_LETTERS,
    HALF_NAMES,
    MAX_CABIN,
    TILT_LIMIT,
    Cabin,
    Half,
    beside,
    cabin_id,
    facing,
    parse_cabin,
)
from .words import CardLabel, tilt_text

__all__ = ["Ark", "ArkVerdict"]

# Sized for the largest deck (MAX_CARDS cards of MAX_ID characters), so every ark a game can reach can be saved and
# read back, while hostile input stays bounded.
_MAX_NOTATION = MAX_CARDS * (MAX_ID + 3) + 100
_MAX_CABINS_PER_HALF = MAX_CARDS

#: Violations that mean the eviction asked for cannot happen (no tilt is shown for such a placement).
_EVICTION_RULES = frozenset({"A-3", "A-5", "A-6", "A-8"})



@dataclass(frozen=True, slots=True)
class ArkVerdict(Verdict):
    """Ark's answer to "may I play this?": every violation, and the tilt the ark would have after a placement (None
    for a move that places nothing, or a placement that cannot happen)."""

    tilt_after: int | None = None

    def __str__(self) -> str:
        if self.legal and self.tilt_after is not None:
            return _("legal (tilt after: {tilt})").format(tilt=tilt_text(self.tilt_after))
        return Verdict.__str__(self)


def _half(h: int) -> str:
    return pgettext("half", HALF_NAMES[h])


class Ark:
    """Two halves of cabins. ``str(ark)`` is the canonical notation; ``Ark.parse(str(ark)) == ark``."""

    __slots__ = ("halves", "tilt", "deck", "_roomy", "_places", "_open")

    halves: tuple[Half, Half]
    tilt: int
    deck: Deck
    _roomy: tuple[tuple[int, ...], tuple[int, ...]] | None
    _places: dict[str, str] | None
    _open: dict[int, tuple[tuple[int, ...], tuple[int, ...]]] | None

    def __init__(self, top: Sequence[Sequence[Card]] = (), bottom: Sequence[Sequence[Card]] = (), deck: Deck = DECK):
        halves = (tuple(tuple(c) for c in top), tuple(tuple(c) for c in bottom))
        seen: dict[str, str] = {}
        for h, half in enumerate(halves):
            if len(half) > _MAX_CABINS_PER_HALF:
                raise ValueError(f"the {HALF_NAMES[h]} half has {len(half)} cabins; at most {_MAX_CABINS_PER_HALF}")
            for i, cabin in enumerate(half):
                where = cabin_id(h, i)
                if not cabin:
                    raise ValueError(_("cabin {cabin} is empty; every cabin holds 1 to 3 cards").format(cabin=where))
                if len(cabin) > MAX_CABIN:
                    raise ValueError(
                        "P-1: " + _("cabin {cabin} holds {count} cards; a cabin holds at most 3").format(
                            cabin=where, count=len(cabin)
                        )
                    )
                for c in cabin:
                    if not isinstance(c, Card):
                        raise TypeError(f"cabin {where} holds {c!r}, not a Card")
                    if c.id in seen:
                        raise ValueError(
                            _("{card} is in both {first} and {second}; each card exists once").format(
                                card=c.label, first=seen[c.id], second=where
                            )
                        )
                    seen[c.id] = where
        tilt = _half_weight(halves[0]) - _half_weight(halves[1])
        if abs(tilt) > TILT_LIMIT:
            raise ValueError("P-3: " + _("the tilt would be {tilt}, off the track −2 … +2").format(tilt=f"{tilt:+d}"))
        self.halves = halves
        self.tilt = tilt
        self.deck = deck
        self._roomy = None
        self._places = None
        self._open = None

    @classmethod
    def unchecked(cls, halves: tuple[Half, Half], tilt: int, deck: Deck) -> Ark:
        """Build without validation: only for arks derived from valid ones by a legal placement."""
        ark = object.__new__(cls)
        ark.halves = halves
        ark.tilt = tilt
        ark.deck = deck
        ark._roomy = None
        ark._places = None
        ark._open = None
        return ark

    # ----------------------------------------------------------------------------------------------- notation
    @classmethod
    def parse(cls, text: str, deck: Deck = DECK) -> Ark:
        """Read ark notation: ``"T: zebra+lion, penguin / B: elephant, polar-bear"``; an empty half is ``-``."""
        if not isinstance(text, str):
            raise NotationError(f"ark notation is text, got {type(text).__name__}")
        if len(text) > _MAX_NOTATION:
            raise NotationError(f"ark notation longer than {_MAX_NOTATION} characters")
        parts = text.split("/")
        if len(parts) != 2:
            raise NotationError(
                _(
                    "{text}: expected the top half, ' / ', then the bottom half "
                    "(like 'T: zebra+lion / B: elephant'); found {count} '/'"
                ).format(text=repr(text), count=len(parts) - 1)
            )
        halves: list[list[list[Card]]] = []
        for h, part in enumerate(parts):
            body = part.strip()
            letter = HALF_LETTERS[h]
            if body[:2].upper() in ("T:", "B:"):
                if body[0].upper() != letter:
                    message = (
                        _("{text}: the top half must come first and start with '{letter}:', not {found}")
                        if h == 0
                        else _("{text}: the bottom half must come second and start with '{letter}:', not {found}")
                    )
                    raise NotationError(message.format(text=repr(text), letter=letter, found=repr(body[:2])))
                body = body[2:].strip()
            if body == "-":
                halves.append([])
                continue
            if not body:
                raise NotationError(
                    _("{text}: the {half} half is blank; write '-' for an empty half").format(
                        text=repr(text), half=_half(h)
                    )
                )
            cabins: list[list[Card]] = []
            for i, cabin_text in enumerate(body.split(",")):
                where = cabin_id(h, i)
                ids = [x.strip() for x in cabin_text.split("+")]
                if any(not x for x in ids):
                    raise NotationError(
                        _("{text}: cabin {cabin} ({part}) has an empty card name").format(
                            text=repr(text), cabin=where, part=repr(cabin_text.strip())
                        )
                    )
                cabin = []
                for card_id in ids:
                    try:
                        cabin.append(deck.card(card_id))
                    except KeyError as error:
                        raise NotationError(
                            _("{text}: in cabin {cabin}, {error}").format(text=repr(text), cabin=where, error=error)
                        ) from None
                cabins.append(cabin)
            halves.append(cabins)
        try:
            return cls(halves[0], halves[1], deck=deck)
        except (ValueError, TypeError) as error:
            raise NotationError(f"{text!r}: {error}") from None

    def __str__(self) -> str:
        return " / ".join(
            f"{HALF_LETTERS[h]}: " + (", ".join("+".join(c.id for c in cabin) for cabin in half) if half else "-")
            for h, half in enumerate(self.halves)
        )

    def __repr__(self) -> str:
        return f"Ark.parse({str(self)!r})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Ark) and self.halves == other.halves

    def __hash__(self) -> int:
        return hash(self.halves)

    # ----------------------------------------------------------------------------------------------- structure
    @property
    def top(self) -> Half:
        return self.halves[0]

    @property
    def bottom(self) -> Half:
        return self.halves[1]

    @property
    def cabins(self) -> Mapping[str, Cabin]:
        """Cabin id → cards, top half first, each half from the bow."""
        return {cabin_id(h, i): cabin for h, half in enumerate(self.halves) for i, cabin in enumerate(half)}

    def cabin(self, cabin: str) -> Cabin:
        h, i = parse_cabin(cabin)
        if i >= len(self.halves[h]):
            raise KeyError(f"cabin {cabin} does not exist ({self._size_phrase(h)})")
        return self.halves[h][i]

    def new_cabins(self) -> tuple[str, str]:
        """The two places where a new cabin may open (D-1): right after the last cabin of each half."""
        return (cabin_id(0, len(self.halves[0])), cabin_id(1, len(self.halves[1])))

    def positions(self) -> list[str]:
        """Every target a card may be aimed at: existing cabins and the two new-cabin places."""
        out: list[str] = []
        for h, half in enumerate(self.halves):
            out.extend(cabin_id(h, i) for i in range(len(half) + 1))
        return out

    def roomy(self) -> tuple[tuple[int, ...], tuple[int, ...]]:
        """Per half, the positions of cabins with room for another card (cached: arks never change)."""
        if self._roomy is None:
            top, bottom = (tuple(i for i, cabin in enumerate(half) if len(cabin) < MAX_CABIN) for half in self.halves)
            self._roomy = (top, bottom)
        return self._roomy

    def open_to(self, card: Card) -> tuple[tuple[int, ...], tuple[int, ...]]:
        """Per half, the cabins with room where ``card`` would meet no climate clash (P-2) and no food clash (P-5).

        What move generation offers a card that evicts nobody: the other cabins are certainly illegal for it, and
        leaving them out makes a random legal placement about a third cheaper to find. Cached by the card's climate
        and food class (arks never change); every candidate left is still judged by every rule.
        """
        key = card.climate_bit * 3 + (2 if not card.is_animal else 1 if card.eats_plants else 0)
        cache = self._open
        if cache is None:
            cache = self._open = {}
        found = cache.get(key)
        if found is None:
            top, bottom = (
                tuple(i for i in roomy if _open(self.halves[h][i], card)) for h, roomy in enumerate(self.roomy())
            )
            found = cache[key] = (top, bottom)
        return found

    def weight(self, half: str | int) -> int:
        """Total weight of a half ("top"/"bottom" or 0/1)."""
        h = HALF_NAMES.index(half) if isinstance(half, str) else half
        return _half_weight(self.halves[h])

    def cards(self) -> Iterator[Card]:
        for half in self.halves:
            for cabin in half:
                yield from cabin

    def where(self, card: Card | str) -> str | None:
        """The cabin holding a card, or None (a card id → cabin map, built once: arks never change)."""
        places = self._places
        if places is None:
            places = self._places = {
                c.id: cabin_id(h, i)
                for h, half in enumerate(self.halves)
                for i, cabin in enumerate(half)
                for c in cabin
            }
        return places.get(card.id if isinstance(card, Card) else card)

    def __len__(self) -> int:
        return sum(len(cabin) for half in self.halves for cabin in half)

    def __contains__(self, card: object) -> bool:
        if isinstance(card, (Card, str)):
            return self.where(card) is not None
        return False

    @staticmethod
    def opposite(cabin: str) -> str:
        """``T2`` ↔ ``B2``: the cabin facing this one across the centre line (P-6)."""
        return cabin_id(*facing(*parse_cabin(cabin)))

    @staticmethod
    def next_to(cabin: str) -> tuple[str, ...]:
        """The cabins beside this one in its own half (``T1`` and ``T3`` for ``T2``) (P-6)."""
        return tuple(cabin_id(h, j) for h, j in beside(*parse_cabin(cabin)))

    def _size_phrase(self, h: int) -> str:
        n = len(self.halves[h])
        return f"the {HALF_NAMES[h]} half has {n} cabin{'s' if n != 1 else ''}"

    # ----------------------------------------------------------------------------------------------- rules
    def _resolve(self, card: Card | str) -> Card:
        if isinstance(card, Card):
            return card
        return self.deck.card(card)

    def check(self, card: Card | str, cabin: str, evict: Card | str | None = None) -> ArkVerdict:
        """Judge placing ``card`` in ``cabin`` (a new cabin if it is the next one of a half), evicting ``evict``.

        Returns every broken rule and the tilt afterwards (None when the position does not exist or the eviction
        cannot happen). Nothing changes, and no sentence is written until a violation's message is read.
        """
        c = self._resolve(card)
        target = self._resolve(evict) if evict is not None else None
        problems: list[Violation] = []
        where = self.where(c)
        if where is not None:
            problems.append(Violation("T-2", N_("{card} is already on the ark, in {cabin}; each card exists once"),
                                      card=CardLabel(c), cabin=where))
        try:
            h, i = parse_cabin(cabin)
        except NotationError:
            return ArkVerdict((Violation("P-7", N_("{text} is not a cabin: write T or B and a position from the bow, "
                                               "like 'T1' or 'B2'"), text=repr(cabin)),), None)
        candidate = spot(self, c, h, i, target)
        problems.extend(judge_spot(candidate, fast=False))
        eviction_refused = any(v.rule in _EVICTION_RULES for v in problems)
        tilt = None if not candidate.exists or eviction_refused else candidate.tilt
        return ArkVerdict(tuple(problems), tilt)

    def is_legal(self, card: Card, cabin: str, evict: Card | None = None) -> bool:
        """Fast yes/no version of :meth:`check` (stops at the first broken rule)."""
        try:
            h, i = parse_cabin(cabin)
        except NotationError:  # not a cabin: the same "no" as check's P-7 answer
            return False
        return card not in self and not judge_spot(spot(self, card, h, i, evict), fast=True)

    def place(self, card: Card | str, cabin: str, evict: Card | str | None = None) -> Ark:
        """A new ark with the card placed; ``IllegalPlacement`` listing every broken rule otherwise."""
        verdict = self.check(card, cabin, evict)
        if not verdict.legal:
            raise IllegalPlacement(verdict.violations, f"{self._resolve(card).id}@{cabin}")
        h, i = parse_cabin(cabin)
        return self.placed(self._resolve(card), h, i, self._resolve(evict) if evict is not None else None)

    def placed(self, c: Card, h: int, i: int, target: Card | None) -> Ark:
        """The ark after a placement already judged legal (no checks: the hot path)."""
        half = self.halves[h]
        if i == len(half):
            new_half = (*half, (c,))
            delta = c.weight
        else:
            cabin = half[i]
            if target is None:
                new_cabin = (*cabin, c)
                delta = c.weight
            else:
                new_cabin = tuple(c if x is target or x == target else x for x in cabin)
                delta = c.weight - target.weight
            new_half = (*half[:i], new_cabin, *half[i + 1:])
        halves = (new_half, self.halves[1]) if h == 0 else (self.halves[0], new_half)
        return Ark.unchecked(halves, self.tilt + (delta if h == 0 else -delta), self.deck)

    def problems(self) -> list[Violation]:
        """Rules the cards already on this ark break together (P-2, P-4, P-5), e.g. in a hand-typed ark (D-15).

        Each card is judged against the ones before it in its cabin, by the cabin-content rules only (no tilt, no
        neighbours), with the cabin's real id in the message.
        """
        out: list[Violation] = []
        for h, half in enumerate(self.halves):
            for i, cabin in enumerate(half):
                for k, c in enumerate(cabin[1:], start=1):
                    before: Half = (*half[:i], cabin[:k])
                    lone = Ark.unchecked((before, ()) if h == 0 else ((), before), 0, self.deck)
                    candidate = spot(lone, c, h, i)
                    for rule in (p_2_climate, p_4_predators, p_5_food):
                        out.extend(violations_of(rule, candidate))
        return out

    # ----------------------------------------------------------------------------------------------- display
    _repr_svg_ = drawn


def _open(cabin: Cabin, card: Card) -> bool:
    """No P-2 or P-5 clash between ``card`` and the cards of ``cabin`` (see :meth:`Ark.open_to`)."""
    bit = card.climate_bit
    eats_plants = card.is_animal and card.eats_plants
    food = not card.is_animal
    for x in cabin:
        if bit and x.climate_bit and x.climate_bit != bit:
            return False
        if (eats_plants and not x.is_animal) or (food and x.eats_plants):
            return False
    return True


def _half_weight(half: Half) -> int:
    return sum(c.weight for cabin in half for c in cabin)


