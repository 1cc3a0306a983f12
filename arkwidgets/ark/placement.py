"""The rules of placing a card on an ark: P-1 … P-7 and the eviction rules A-2, A-3, A-6, A-8, one function each.

A :class:`Spot` is one candidate placement — a card, a half, a position, and the animal it would evict — together
with the facts every rule reads (the cards that would share the cabin after the swap, the tilt afterwards). Each
rule is a small function named after its id that takes the spot and returns None when the rule holds, or else a
function that builds its violations (:data:`Found`), so a rule can be read, tested and changed on its own.
:func:`judge_spot` runs them in one of two modes: *fast* stops at the first broken rule without building anything
(move generation, ``is_legal``), *reporting* builds and collects every violation (``check``, ``play``). A violation
is data — a rule id, a message id, arguments — and its sentence is written only when read, so reporting costs no more
words than anybody reads, and no rule ever looks at a sentence.

Whether an eviction really swaps two cards is decided by the cards alone (D-9): the evicted card is taken out when
it is in the cabin the card enters, and only then; otherwise the placement is judged as a plain one, beside the
violation that says why the eviction cannot happen.

The skunk (A-5) adds no condition beyond A-8, so it has no function of its own; A-1 (fox) and A-4 (dinosaur) never
refuse a placement: they say what happens after it (:mod:`arkwidgets.ark.turns`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, NamedTuple

from ..i18n import N_, Counted, Nn_
from ..verdicts import Violation
from .cards import Card
from .positions import MAX_CABIN, TILT_LIMIT, Cabin, beside, cabin_id, facing
from .words import CardLabel, CardNames, Phrase, Phrases, Term, Terms, Tilt, TypeOf

if TYPE_CHECKING:
    from .cabins import Ark

__all__ = [
    "Spot",
    "spot",
    "judge_spot",
    "violations_of",
    "Pending",
    "Found",
    "ARK_RULES",
    "a_2_exempt",
    "a_3_mosquito",
    "a_6_spider",
    "a_8_eviction",
    "p_1_capacity",
    "p_2_climate",
    "p_3_balance",
    "p_4_predators",
    "p_5_food",
    "p_6_shy",
    "p_7_new_cabin",
]

#: What a rule returns: None when it holds, else a function that builds its violations. The fast judge only needs
#: to know that a rule is broken, so it never pays for building them; the reporting judge calls the function.
Found = Callable[[], tuple[Violation, ...]] | None
_new = tuple.__new__
HALVES = ("top", "bottom")


class Spot(NamedTuple):
    """One candidate placement and the facts its rules read. Make one with :func:`spot`."""

    ark: Ark
    card: Card
    half: int
    index: int  # type: ignore[assignment]  # a field shadowing tuple.index, as the rules' own word for a position
    #: the card the player asked to evict (None for a plain placement)
    evict: Card | None
    #: False when ``index`` is past the place where the half may open a new cabin (P-7, D-1)
    exists: bool
    #: True when the card opens a new cabin
    opening: bool
    #: the cards in the cabin before the placement (empty for a new cabin)
    cabin: Cabin
    #: the evicted card when the swap really happens (it is in ``cabin``), else None
    swapped: Card | None
    #: the cards that would share the cabin with ``card`` (after the swap)
    others: Cabin
    #: the tilt afterwards
    tilt: int

    @property
    def where(self) -> str:
        return cabin_id(self.half, self.index)


def spot(ark: Ark, card: Card, half: int, index: int, evict: Card | None = None) -> Spot:
    """The candidate ``card`` at ``half``/``index`` of ``ark``, evicting ``evict``: every fact the rules read."""
    cabins = ark.halves[half]
    n = len(cabins)
    if index < 0 or index > n:
        return Spot(ark, card, half, index, evict, False, False, (), None, (), ark.tilt)
    if index == n:
        cabin: Cabin = ()
        swapped = None
        others: Cabin = ()
    else:
        cabin = cabins[index]
        swapped = None
        others = cabin
        if evict is not None:
            for x in cabin:
                if x is evict or x == evict:
                    swapped = x
                    others = tuple(y for y in cabin if y is not x)
                    break
    delta = card.weight - (swapped.weight if swapped is not None else 0)
    # tuple.__new__ rather than Spot(...): the same value, without the generated constructor's cost (hot path)
    return _new(Spot, (ark, card, half, index, evict, True, index == n, cabin, swapped, others,
                       ark.tilt + delta if half == 0 else ark.tilt - delta))


# ------------------------------------------------------------------------------------------------ the rules
def p_7_new_cabin(s: Spot) -> Found:
    """P-7 (D-1): a new cabin opens only right after the last cabin of a half; nothing is inserted or skipped."""
    if s.exists:
        return None
    n = len(s.ark.halves[s.half])
    return lambda: (Violation(
        "P-7",
        N_("{cabin} does not exist and cannot be opened: the {half} half has {count}, so a new cabin there "
           "would be {new} (D-1)"),
        cabin=s.where, half=Term("half", HALVES[s.half]), count=Counted(n, Nn_("{count} cabin", "{count} cabins")),
        new=cabin_id(s.half, n),
    ),)


def a_8_eviction(s: Spot) -> Found:
    """A-8: only the mosquito, skunk and spider evict; from an existing cabin; an animal that is there, never
    food, never a fox, spider or mosquito."""
    target = s.evict
    if target is None:
        return None
    c = s.card
    if not c.evictor:
        return lambda: (Violation(
            "A-8", N_("{card} cannot evict: only the mosquito, the skunk and the spider evict animals"),
            card=CardLabel(c)),)
    if s.opening:
        return lambda: (Violation("A-8", N_("{cabin} would be a new cabin; eviction needs an existing cabin"),
                                  cabin=s.where),)
    if s.swapped is None:
        return lambda: (Violation("A-8", N_("{card} is not in {cabin} ({cards})"),
                                  card=CardLabel(target), cabin=s.where, cards=CardNames(s.cabin)),)
    if not target.is_animal:
        return lambda: (Violation("A-8", N_("food ({card}) is not an animal and is never evicted"),
                                  card=CardLabel(target)),)
    if not target.evictable:
        return lambda: (Violation("A-8", N_("{card} can never be evicted (fox, spider and mosquito stay)"),
                                  card=CardLabel(target)),)
    return None


def a_3_mosquito(s: Spot) -> Found:
    """A-3: the mosquito evicts only an animal of weight 2."""
    out = s.swapped
    if out is None or s.card.ability != "mosquito" or not out.evictable or out.weight == 2:
        return None
    return lambda: (Violation("A-3", N_("the mosquito evicts only an animal of weight 2; {card} weighs {weight}"),
                              card=CardLabel(out), weight=out.weight),)


def a_6_spider(s: Spot) -> Found:
    """A-6: the spider evicts only a shy animal."""
    out = s.swapped
    if out is None or s.card.ability != "spider" or not out.evictable or out.shy:
        return None
    return lambda: (Violation("A-6", N_("the spider evicts only a shy animal; {card} is {type}"),
                              card=CardLabel(out), type=TypeOf(out)),)


def p_1_capacity(s: Spot) -> Found:
    """P-1: a cabin holds at most 3 cards (a swap leaves the count unchanged)."""
    if s.swapped is not None or len(s.others) < MAX_CABIN:
        return None
    return lambda: (Violation("P-1", N_("{cabin} already holds 3 cards ({cards}); a cabin holds at most 3"),
                              cabin=s.where, cards=CardNames(s.others)),)


def p_3_balance(s: Spot) -> Found:
    """P-3: the tilt stays on the track −2 … +2 (it moves toward the half that got heavier)."""
    if -TILT_LIMIT <= s.tilt <= TILT_LIMIT:
        return None
    return lambda: (_p_3_words(s),)


def _p_3_words(s: Spot) -> Violation:
    c = s.card
    half = Term("half", HALVES[s.half])
    if s.swapped is None:
        return Violation("P-3", N_("the tilt would be {tilt}, off the track −2 … +2 (now {now}; {card} adds {weight} "
                                   "to the {half} half)"),
                         tilt=Tilt(s.tilt), now=Tilt(s.ark.tilt), card=CardLabel(c), weight=c.weight, half=half)
    return Violation("P-3", N_("the tilt would be {tilt}, off the track −2 … +2 (now {now}; swapping {old} "
                               "({old_weight}) for {card} ({weight}) in the {half} half)"),
                     tilt=Tilt(s.tilt), now=Tilt(s.ark.tilt), old=CardLabel(s.swapped), old_weight=s.swapped.weight,
                     card=CardLabel(c), weight=c.weight, half=half)


def p_2_climate(s: Spot) -> Found:
    """P-2: hot and cold cards never share a cabin (D-19: food's printed climate counts too)."""
    bit = s.card.climate_bit
    if not bit:
        return None
    for x in s.others:
        if x.climate_bit and x.climate_bit != bit:
            return lambda: (_p_2_words(s),)
    return None


def _p_2_words(s: Spot) -> Violation:
    c = s.card
    clash = tuple(x for x in s.others if x.climate_bit and x.climate_bit != c.climate_bit)
    return Violation(
        "P-2",
        N_("{card} ({climate}) cannot share {cabin} with {others} ({other_climate}); "
           "hot and cold cards never share a cabin"),
        card=CardLabel(c), climate=Term("climate", c.climate), cabin=s.where, others=CardNames(clash),
        other_climate=Term("climate", clash[0].climate),
    )


def a_2_exempt(c: Card) -> bool:
    """A-2: the hedgehog and the turtle share a cabin with any carnivore or omnivore (P-4 does not apply)."""
    return c.exempt


def _p_4_clash(c: Card, x: Card) -> int:
    """0 when ``c`` may share a cabin with ``x`` under P-4; else 1 (two meat-eaters), 2 (``c`` is not lighter than
    ``x``) or 3 (``x`` eats meat and is not lighter than ``c``)."""
    if not x.is_animal or a_2_exempt(x):
        return 0
    if c.predator:
        if x.predator:
            return 1
        if c.weight >= x.weight:
            return 2
    if x.predator and x.weight >= c.weight:
        return 3
    return 0


def p_4_predators(s: Spot) -> Found:
    """P-4: a carnivore or omnivore is strictly lighter than every other animal in its cabin, checked both ways;
    food is no animal; A-2 exempts the hedgehog and the turtle."""
    c = s.card
    if not c.is_animal or a_2_exempt(c):
        return None
    for x in s.others:
        if (x.predator or c.predator) and _p_4_clash(c, x):
            return lambda: (_p_4_words(s),)
    return None


def _p_4_words(s: Spot) -> Violation:
    c = s.card
    reasons = tuple(_p_4_phrase(c, x, kind, s.where) for x in s.others if (kind := _p_4_clash(c, x)))
    return Violation("P-4", N_("{reasons}"), reasons=Phrases(N_("; "), reasons))


def _p_4_phrase(c: Card, x: Card, kind: int, where: str) -> Phrase:
    if kind == 1:
        return Phrase.of(N_("{card} ({diet}) cannot share {cabin} with {other} ({other_diet}): "
                            "a cabin holds at most one carnivore or omnivore"),
                         card=CardLabel(c), diet=Term("diet", c.diet or ""), cabin=where, other=CardLabel(x),
                         other_diet=Term("diet", x.diet or ""))
    if kind == 2:
        return Phrase.of(N_("{card} ({weight}) would not be lighter than {other} ({other_weight}) in {cabin}"),
                         card=CardLabel(c), weight=c.weight, other=CardLabel(x), other_weight=x.weight, cabin=where)
    template = (
        N_("{card} ({weight}) would not be heavier than {other} ({other_weight}), a carnivore, in {cabin}")
        if x.carnivore
        else N_("{card} ({weight}) would not be heavier than {other} ({other_weight}), an omnivore, in {cabin}")
    )
    return Phrase.of(template, card=CardLabel(c), weight=c.weight, other=CardLabel(x), other_weight=x.weight,
                     cabin=where)


def p_5_food(s: Spot) -> Found:
    """P-5: herbivores and omnivores never share a cabin with food."""
    c = s.card
    if c.is_animal:
        if c.eats_plants:
            for x in s.others:
                if not x.is_animal:
                    return lambda: (_p_5_words(s),)
        return None
    for x in s.others:
        if x.eats_plants:
            return lambda: (_p_5_words(s),)
    return None


def _p_5_words(s: Spot) -> Violation:
    c = s.card
    if c.is_animal:
        return Violation("P-5", N_("{card} ({diet}) cannot share {cabin} with food ({food})"),
                         card=CardLabel(c), diet=Term("diet", c.diet or ""), cabin=s.where,
                         food=CardNames(tuple(x for x in s.others if not x.is_animal)))
    eaters = tuple(x for x in s.others if x.eats_plants)
    return Violation("P-5", N_("food ({card}) cannot go into {cabin} with {animals} ({diets})"),
                     card=CardLabel(c), cabin=s.where, animals=CardNames(eaters),
                     diets=Terms("diet", tuple(sorted({x.diet or "" for x in eaters}))))


def p_6_shy(s: Spot) -> Found:
    """P-6: a shy animal is not placed into, next to or opposite a cabin holding a carnivore (diagonals are fine;
    omnivores do not count). D-21: a shy evictor obeys it too."""
    if not s.card.shy:
        return None
    halves = s.ark.halves
    h, i = s.half, s.index
    # (relation, half, position, carnivores there): the cabin itself, then its neighbours, then the one opposite
    near = [(N_("{cabin} holds a carnivore ({cards})"), h, i, tuple(x for x in s.others if x.carnivore))]
    for hh, j in beside(h, i):
        if j < len(halves[hh]):
            near.append((N_("{cabin} is next to {cards} in {other}"), hh, j,
                         tuple(x for x in halves[hh][j] if x.carnivore)))
    hh, j = facing(h, i)
    if j < len(halves[hh]):
        near.append((N_("{cabin} is opposite {cards} in {other}"), hh, j,
                     tuple(x for x in halves[hh][j] if x.carnivore)))
    meat = [entry for entry in near if entry[3]]
    if not meat:
        return None
    where = s.where
    return lambda: (Violation(
        "P-6", N_("{card} is shy and {reasons}"), card=CardLabel(s.card),
        reasons=Phrases(N_("; and "), tuple(Phrase.of(relation, cabin=where, cards=CardNames(cards),
                                                      other=cabin_id(hh, j)) for relation, hh, j, cards in meat)),
    ),)


Rule = Callable[[Spot], Found]

#: The rules of a placement on an ark, in the order their violations are reported. P-7 comes first in the judge:
#: a position that does not exist cannot be judged by the others.
ARK_RULES: tuple[Rule, ...] = (
    a_8_eviction, a_3_mosquito, a_6_spider, p_1_capacity, p_3_balance, p_2_climate, p_4_predators, p_5_food, p_6_shy,
)

#: The same rules in the order that finds a broken one soonest in random placements (the tilt and a full cabin
#: break most often): the fast mode only needs to know that one is broken, whichever it is.
ARK_RULES_FAST: tuple[Rule, ...] = (
    p_3_balance, p_1_capacity, p_2_climate, p_4_predators, p_5_food, p_6_shy, a_8_eviction, a_3_mosquito, a_6_spider,
)
#: The eviction rules (A-3, A-6, A-8) speak only of an eviction: without one, the fast mode skips them.
_PLAIN_RULES_FAST: tuple[Rule, ...] = ARK_RULES_FAST[:6]


def violations_of(rule: Callable[[Spot], Found], s: Spot) -> tuple[Violation, ...]:
    """What one rule says about a spot: its violations, or none."""
    found = rule(s)
    return found() if found is not None else ()


class Pending(Sequence[Violation]):
    """The violations of the first broken rule, as the fast judge returns them: true at once, built only if read.

    The fast judge answers yes or no; this lets it answer "no" without writing down why, while whoever does look
    still finds the real violations (rebuilt on each read: they are pure data).
    """

    __slots__ = ("_build",)

    def __init__(self, build: Callable[[], tuple[Violation, ...]]):
        self._build = build

    def __bool__(self) -> bool:
        return True

    def __len__(self) -> int:
        return len(self._build())

    def __getitem__(self, k: Any) -> Any:  # one signature for Sequence's int and slice overloads
        return self._build()[k]

    def __eq__(self, other: object) -> bool:
        return list(self) == (list(other) if isinstance(other, Sequence) else other)

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"Pending({list(self)!r})"


def judge_spot(s: Spot, fast: bool) -> Sequence[Violation]:
    """Every violation of the placement, in the order of :data:`ARK_RULES` (``fast=False``); or, in fast mode, as
    soon as one rule is broken, that rule's violations as a :class:`Pending` sequence that builds them only if read
    (an empty list when every rule holds)."""
    found = p_7_new_cabin(s)
    if found is not None:
        return list(found())
    if fast:
        for rule in ARK_RULES_FAST if s.evict is not None else _PLAIN_RULES_FAST:
            found = rule(s)
            if found is not None:
                return Pending(found)
        return []
    out: list[Violation] = []
    for rule in ARK_RULES:
        found = rule(s)
        if found is not None:
            out.extend(found())
    return out
