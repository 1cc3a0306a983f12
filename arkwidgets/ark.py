"""The ark: two halves of cabins, the tilt, the notation, and the placement rules P-1 … P-7 and A-2 … A-8.

An :class:`Ark` is immutable: :meth:`Ark.place` returns a new ark. That makes what-if questions free ("what if the
lion went to T2?" never disturbs the real game) and lets the game keep every earlier ark for undo at no cost.

The placement check is the engine's hot path. It is written once, in :func:`assess`, and runs in two modes: a fast
yes/no mode that stops at the first broken rule (bots, move generation) and a reporting mode that collects every
broken rule with a sentence a learner can read. Sharing one function keeps the two modes from ever disagreeing.
"""

from __future__ import annotations

import re
from typing import Iterable, Iterator, Mapping, Sequence

from .cards import DECK, EVICTORS, MAX_CARDS, MAX_ID, Card, Deck
from .i18n import N_, _, join_names, pgettext
from .verdicts import IllegalPlacement, NotationError, Verdict, Violation

__all__ = ["Ark", "TILT_LIMIT", "cabin_id", "parse_cabin", "assess"]

#: The tilt track runs from -TILT_LIMIT to +TILT_LIMIT (P-3).
TILT_LIMIT = 2
MAX_CABIN = 3  # P-1
HALF_NAMES = ("top", "bottom")
HALF_LETTERS = ("T", "B")
# Sized for the largest deck (MAX_CARDS cards of MAX_ID characters), so every ark a game can reach can be saved and
# read back, while hostile input stays bounded.
_MAX_NOTATION = MAX_CARDS * (MAX_ID + 3) + 100
_MAX_CABINS_PER_HALF = MAX_CARDS

Cabin = tuple[Card, ...]
Half = tuple[Cabin, ...]

_CABIN_RE = re.compile(r"([TB])([1-9][0-9]{0,2})")
_cabin_cache: dict[str, tuple[int, int]] = {}


def parse_cabin(text: str) -> tuple[int, int]:
    """``"T3"`` → ``(0, 2)``: the half (0 top, 1 bottom) and the 0-based position from the bow."""
    try:
        return _cabin_cache[text]
    except (KeyError, TypeError):
        pass
    if not isinstance(text, str):
        raise NotationError(f"a cabin is written like 'T1' or 'B2', got {text!r}")
    match = _CABIN_RE.fullmatch(text.strip())
    if not match:
        raise NotationError(
            f"{text!r} is not a cabin: write T or B and a position from the bow, like 'T1' or 'B2'"
        )
    result = (HALF_LETTERS.index(match.group(1)), int(match.group(2)) - 1)
    if len(_cabin_cache) < 2_000:
        _cabin_cache[text] = result
    return result


def cabin_id(half: int, index: int) -> str:
    """``(0, 2)`` → ``"T3"``."""
    return f"{HALF_LETTERS[half]}{index + 1}"


def _names(cards: Iterable[Card]) -> str:
    return join_names([c.label for c in cards])


def _half(h: int) -> str:
    return pgettext("half", HALF_NAMES[h])


class Ark:
    """Two halves of cabins. ``str(ark)`` is the canonical notation; ``Ark.parse(str(ark)) == ark``."""

    __slots__ = ("halves", "tilt", "deck", "_roomy")

    halves: tuple[Half, Half]
    tilt: int
    deck: Deck

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

    @classmethod
    def _make(cls, halves: tuple[Half, Half], tilt: int, deck: Deck) -> "Ark":
        """Build without validation: only for arks derived from valid ones by a legal placement."""
        ark = object.__new__(cls)
        ark.halves = halves
        ark.tilt = tilt
        ark.deck = deck
        ark._roomy = None
        return ark

    # ----------------------------------------------------------------------------------------------- notation
    @classmethod
    def parse(cls, text: str, deck: Deck = DECK) -> "Ark":
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
                    _("{text}: the {half} half is blank; write '-' for an empty half").format(text=repr(text), half=_half(h))
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
        out = []
        for h, half in enumerate(self.halves):
            out.extend(cabin_id(h, i) for i in range(len(half) + 1))
        return out

    def roomy(self) -> tuple[tuple[int, ...], tuple[int, ...]]:
        """Per half, the positions of cabins with room for another card (cached: arks never change)."""
        if self._roomy is None:
            self._roomy = tuple(
                tuple(i for i, cabin in enumerate(half) if len(cabin) < MAX_CABIN) for half in self.halves
            )  # type: ignore[assignment]
        return self._roomy  # type: ignore[return-value]

    def weight(self, half: str | int) -> int:
        """Total weight of a half ("top"/"bottom" or 0/1)."""
        h = HALF_NAMES.index(half) if isinstance(half, str) else half
        return _half_weight(self.halves[h])

    def cards(self) -> Iterator[Card]:
        for half in self.halves:
            for cabin in half:
                yield from cabin

    def where(self, card: Card | str) -> str | None:
        """The cabin holding a card, or None."""
        card_id = card.id if isinstance(card, Card) else card
        for h, half in enumerate(self.halves):
            for i, cabin in enumerate(half):
                if any(c.id == card_id for c in cabin):
                    return cabin_id(h, i)
        return None

    def __len__(self) -> int:
        return sum(len(cabin) for half in self.halves for cabin in half)

    def __contains__(self, card: object) -> bool:
        if isinstance(card, (Card, str)):
            return self.where(card) is not None
        return False

    @staticmethod
    def opposite(cabin: str) -> str:
        """``T2`` ↔ ``B2``: the cabin facing this one across the centre line."""
        h, i = parse_cabin(cabin)
        return cabin_id(1 - h, i)

    @staticmethod
    def next_to(cabin: str) -> tuple[str, ...]:
        """The cabins beside this one in its own half (``T1`` and ``T3`` for ``T2``)."""
        h, i = parse_cabin(cabin)
        return tuple(cabin_id(h, j) for j in (i - 1, i + 1) if j >= 0)

    @staticmethod
    def diagonal(cabin: str) -> tuple[str, ...]:
        """``T(n)`` and ``B(n±1)``: diagonal cabins, which P-6 does not care about."""
        h, i = parse_cabin(cabin)
        return tuple(cabin_id(1 - h, j) for j in (i - 1, i + 1) if j >= 0)

    def _size_phrase(self, h: int) -> str:
        n = len(self.halves[h])
        return f"the {HALF_NAMES[h]} half has {n} cabin{'s' if n != 1 else ''}"

    # ----------------------------------------------------------------------------------------------- rules
    def _resolve(self, card: Card | str) -> Card:
        if isinstance(card, Card):
            return card
        return self.deck.card(card)

    def check(self, card: Card | str, cabin: str, evict: Card | str | None = None) -> Verdict:
        """Judge placing ``card`` in ``cabin`` (a new cabin if it is the next one of a half), evicting ``evict``.

        Returns every broken rule and the tilt afterwards. Nothing changes.
        """
        c = self._resolve(card)
        target = self._resolve(evict) if evict is not None else None
        problems: list[Violation] = []
        if c in self:
            problems.append(
                Violation("T-2", _("{card} is already on the ark, in {cabin}; each card exists once").format(
                    card=c.label, cabin=self.where(c)))
            )
        try:
            h, i = parse_cabin(cabin)
        except NotationError as error:
            return Verdict((Violation("P-7", str(error)),), None)
        problems.extend(assess(self, c, h, i, target, True))
        return Verdict(tuple(problems), self._tilt_after(c, h, i, target, problems))

    def _tilt_after(self, c: Card, h: int, i: int, target: Card | None, problems: list[Violation]) -> int | None:
        if i > len(self.halves[h]) or any(v.rule in ("A-3", "A-5", "A-6", "A-8") for v in problems):
            return None
        delta = c.weight - (target.weight if target is not None else 0)
        return self.tilt + (delta if h == 0 else -delta)

    def is_legal(self, card: Card, cabin: str, evict: Card | None = None) -> bool:
        """Fast yes/no version of :meth:`check` (stops at the first broken rule)."""
        try:
            h, i = parse_cabin(cabin)
        except NotationError:  # not a cabin: the same "no" as check's P-7 answer
            return False
        return not assess(self, card, h, i, evict, False) and card not in self

    def place(self, card: Card | str, cabin: str, evict: Card | str | None = None) -> "Ark":
        """A new ark with the card placed; ``IllegalPlacement`` listing every broken rule otherwise."""
        verdict = self.check(card, cabin, evict)
        if not verdict.legal:
            raise IllegalPlacement(verdict.violations, f"{self._resolve(card).id}@{cabin}")
        h, i = parse_cabin(cabin)
        return self._with(self._resolve(card), h, i, self._resolve(evict) if evict is not None else None)

    def _with(self, c: Card, h: int, i: int, target: Card | None) -> "Ark":
        """The ark after a placement already judged legal (no checks: the hot path)."""
        half = self.halves[h]
        if i == len(half):
            new_half = half + ((c,),)
            delta = c.weight
        else:
            cabin = half[i]
            if target is None:
                new_cabin = cabin + (c,)
                delta = c.weight
            else:
                new_cabin = tuple(c if x is target or x == target else x for x in cabin)
                delta = c.weight - target.weight
            new_half = half[:i] + (new_cabin,) + half[i + 1 :]
        halves = (new_half, self.halves[1]) if h == 0 else (self.halves[0], new_half)
        return Ark._make(halves, self.tilt + (delta if h == 0 else -delta), self.deck)

    def problems(self) -> list[Violation]:
        """Rules the cards already on this ark break together (P-2, P-4, P-5), e.g. in a hand-typed ark."""
        out: list[Violation] = []
        for h, half in enumerate(self.halves):
            for i, cabin in enumerate(half):
                for k, c in enumerate(cabin):
                    rest = cabin[:k]
                    if rest:
                        # Judge each card against the ones before it in a lone copy of the cabin, so that only
                        # the cabin-content rules speak (no tilt, no neighbours).
                        shell = Ark._make(((rest,), ()), 0, self.deck)
                        for v in assess(shell, c, 0, 0, None, True):
                            if v.rule in ("P-2", "P-4", "P-5"):
                                out.append(Violation(v.rule, v.message.replace("T1", cabin_id(h, i))))
        return out

    # ----------------------------------------------------------------------------------------------- display
    def _repr_svg_(self) -> str:  # pragma: no cover - exercised by the rendering tests
        from .drawing import render

        return render(self)


def _half_weight(half: Half) -> int:
    return sum(c.weight for cabin in half for c in cabin)


_FAIL: list[Violation] = [Violation("?", "fast check failed")]


def assess(ark: Ark, c: Card, h: int, i: int, target: Card | None, report: bool) -> list[Violation]:
    """Every rule that placing ``c`` at half ``h``, position ``i`` (evicting ``target``) would break.

    With ``report=False`` it returns a non-empty list at the first broken rule without building messages.
    Evictions are judged after the swap (D-9): the evicted card is gone and ``c`` stands in its cabin.
    """
    out: list[Violation] = []
    half = ark.halves[h]
    n = len(half)
    where = cabin_id(h, i) if report else ""
    if i > n or i < 0:
        if not report:
            return _FAIL
        out.append(
            Violation(
                "P-7",
                _(
                    "{cabin} does not exist and cannot be opened: the {half} half has {count} cabin(s), "
                    "so a new cabin there would be {new} (D-1)"
                ).format(cabin=where, half=_half(h), count=n, new=cabin_id(h, n)),
            )
        )
        return out
    opening = i == n
    others: Cabin = () if opening else half[i]

    # ---- eviction
    if target is not None:
        bad = _eviction_problem(c, target, others, opening, where, report)
        if bad:
            if not report:
                return _FAIL
            out.extend(bad)
            if any(v.rule == "A-8" and "not in" in v.message for v in bad) or opening:
                target = None  # nothing to swap: judge the plain placement below
        if target is not None:
            others = tuple(x for x in others if x is not target and x != target)

    # ---- P-1 capacity
    if target is None and len(others) >= MAX_CABIN:
        if not report:
            return _FAIL
        out.append(
            Violation("P-1", _("{cabin} already holds 3 cards ({cards}); a cabin holds at most 3").format(
                cabin=where, cards=_names(others)))
        )

    # ---- P-3 balance
    delta = c.weight - (target.weight if target is not None else 0)
    tilt = ark.tilt + (delta if h == 0 else -delta)
    if tilt > TILT_LIMIT or tilt < -TILT_LIMIT:
        if not report:
            return _FAIL
        if target is None:
            change = _("{card} adds {weight} to the {half} half").format(card=c.label, weight=c.weight, half=_half(h))
        else:
            change = _("swapping {old} ({old_weight}) for {card} ({weight}) in the {half} half").format(
                old=target.label, old_weight=target.weight, card=c.label, weight=c.weight, half=_half(h)
            )
        out.append(
            Violation("P-3", _("the tilt would be {tilt}, off the track −2 … +2 (now {now}; {change})").format(
                tilt=f"{tilt:+d}", now=f"{ark.tilt:+d}", change=change))
        )

    if others:
        # ---- P-2 climate
        bit = c.climate_bit
        if bit:
            clash = [x for x in others if x.climate_bit and x.climate_bit != bit]
            if clash:
                if not report:
                    return _FAIL
                out.append(
                    Violation(
                        "P-2",
                        _(
                            "{card} ({climate}) cannot share {cabin} with {others} ({other_climate}); "
                            "hot and cold cards never share a cabin"
                        ).format(
                            card=c.label,
                            climate=pgettext("climate", c.climate),
                            cabin=where,
                            others=_names(clash),
                            other_climate=pgettext("climate", clash[0].climate),
                        ),
                    )
                )
        # ---- P-4 predators and P-5 food
        if c.is_animal:
            p4: list[str] = []
            p5: list[Card] = []
            for x in others:
                if not x.is_animal:
                    if c.eats_plants:
                        p5.append(x)
                    continue
                if c.exempt or x.exempt:
                    continue
                both = c.predator and x.predator
                too_heavy = c.predator and c.weight >= x.weight
                too_light = x.predator and x.weight >= c.weight
                if not (both or too_heavy or too_light):
                    continue
                if not report:
                    return _FAIL  # the fast mode never builds a sentence
                p4.append(_p4_sentence(c, x, where, both, too_heavy))
            if p4:
                out.append(Violation("P-4", _("; ").join(p4)))
            if p5:
                if not report:
                    return _FAIL
                out.append(
                    Violation("P-5", _("{card} ({diet}) cannot share {cabin} with food ({food})").format(
                        card=c.label, diet=pgettext("diet", c.diet or ""), cabin=where, food=_names(p5)))
                )
        else:
            eaters = [x for x in others if x.eats_plants]
            if eaters:
                if not report:
                    return _FAIL
                out.append(
                    Violation(
                        "P-5",
                        _("food ({card}) cannot go into {cabin} with {animals} ({diets})").format(
                            card=c.label,
                            cabin=where,
                            animals=_names(eaters),
                            diets=_(", ").join(pgettext("diet", d) for d in sorted({x.diet or "" for x in eaters})),
                        ),
                    )
                )

    # ---- P-6 shy
    if c.shy:
        reasons: list[str] = []
        in_cabin = [x for x in others if x.carnivore]
        if in_cabin:
            if not report:
                return _FAIL
            reasons.append(_("{cabin} holds a carnivore ({cards})").format(cabin=where, cards=_names(in_cabin)))
        near: list[tuple[str, int, int]] = [
            (N_("{cabin} is next to {cards} in {other}"), h, j) for j in (i - 1, i + 1) if 0 <= j < n and j != i
        ]
        if i < len(ark.halves[1 - h]):
            near.append((N_("{cabin} is opposite {cards} in {other}"), 1 - h, i))
        for relation, hh, j in near:
            meat = [x for x in ark.halves[hh][j] if x.carnivore]
            if meat:
                if not report:
                    return _FAIL
                reasons.append(_(relation).format(cabin=where, cards=_names(meat), other=cabin_id(hh, j)))
        if reasons:
            out.append(
                Violation("P-6", _("{card} is shy and {reasons}").format(card=c.label, reasons=_("; and ").join(reasons)))
            )
    return out


def _p4_sentence(c: Card, x: Card, where: str, both: bool, too_heavy: bool) -> str:
    """Why ``c`` and ``x`` cannot share a cabin under P-4, naming both cards and their weights or diets."""
    if both:
        return _(
            "{card} ({diet}) cannot share {cabin} with {other} ({other_diet}): "
            "a cabin holds at most one carnivore or omnivore"
        ).format(
            card=c.label,
            diet=pgettext("diet", c.diet or ""),
            cabin=where,
            other=x.label,
            other_diet=pgettext("diet", x.diet or ""),
        )
    if too_heavy:
        return _("{card} ({weight}) would not be lighter than {other} ({other_weight}) in {cabin}").format(
            card=c.label, weight=c.weight, other=x.label, other_weight=x.weight, cabin=where
        )
    message = (
        _("{card} ({weight}) would not be heavier than {other} ({other_weight}), a carnivore, in {cabin}")
        if x.carnivore
        else _("{card} ({weight}) would not be heavier than {other} ({other_weight}), an omnivore, in {cabin}")
    )
    return message.format(card=c.label, weight=c.weight, other=x.label, other_weight=x.weight, cabin=where)


def _eviction_problem(
    c: Card, target: Card, others: Cabin, opening: bool, where: str, report: bool
) -> list[Violation]:
    """Why ``c`` may not evict ``target`` here (empty when it may)."""
    if c.ability not in EVICTORS:
        if not report:
            return _FAIL
        return [
            Violation(
                "A-8", _("{card} cannot evict: only the mosquito, the skunk and the spider evict animals").format(card=c.label)
            )
        ]
    if opening:
        if not report:
            return _FAIL
        return [Violation("A-8", _("{cabin} would be a new cabin; eviction needs an existing cabin").format(cabin=where))]
    if not any(x is target or x == target for x in others):
        if not report:
            return _FAIL
        return [
            Violation("A-8", _("{card} is not in {cabin} ({cards})").format(card=target.label, cabin=where, cards=_names(others)))
        ]
    if not target.is_animal:
        if not report:
            return _FAIL
        return [Violation("A-8", _("food ({card}) is not an animal and is never evicted").format(card=target.label))]
    if not target.evictable:
        if not report:
            return _FAIL
        return [
            Violation("A-8", _("{card} can never be evicted (fox, spider and mosquito stay)").format(card=target.label))
        ]
    if c.ability == "mosquito" and target.weight != 2:
        if not report:
            return _FAIL
        return [
            Violation("A-3", _("the mosquito evicts only an animal of weight 2; {card} weighs {weight}").format(
                card=target.label, weight=target.weight))
        ]
    if c.ability == "spider" and not target.shy:
        if not report:
            return _FAIL
        return [
            Violation("A-6", _("the spider evicts only a shy animal; {card} is {type}").format(
                card=target.label, type=pgettext("type", target.type)))
        ]
    return []
