"""One card played in a turn, judged and carried out: the rules of a turn that read one placement (T-2, T-2b, F-2,
F-3, P-7, D-4, D-10, A-7, one small function per id), the pet's (R-1, R-2), and placing the card with its fees,
tokens, abilities and display pick.

Both the whole-move judge (:mod:`arkwidgets.ark.turns`) and move generation (:mod:`arkwidgets.ark.movegen`) stand on
this module, so neither imports the other to judge a card: the rules of one placement are stated once, here, and the
rules of the ark (P-, A-) in :mod:`arkwidgets.ark.placement`.
"""

from __future__ import annotations

import difflib
from collections.abc import Callable, Sequence
from typing import NamedTuple

from ..events import Event
from ..i18n import N_
from ..verdicts import Violation
from .cards import TYPES, Card, Deck
from .events import make
from .moves import BOOST_TYPES, Placement
from .placement import Found, Pending, judge_spot, spot
from .positions import HALF_NAMES, cabin_id, parse_cabin
from .state import Phase, State, Table
from .words import CardLabel, Phrase, Term, TypeOf

__all__ = [
    "BOOST_CHOICES",
    "Candidate",
    "GAME_RULES",
    "apply_placement",
    "judge_candidate",
    "judge_placement",
    "pet_problem",
    "unknown_card",
]

_FOX_DISCS = 2

def _in(c: Card, cards: Sequence[Card]) -> bool:
    return any(x is c for x in cards)


def unknown_card(rule: str, deck: Deck, card_id: str) -> Violation:
    close = difflib.get_close_matches(card_id, list(deck.ids), n=3, cutoff=0.6)
    if close:
        return Violation(rule, N_("there is no card '{id}' in this deck (did you mean {close}?)"),
                         id=card_id, close=", ".join(close))
    return Violation(rule, N_("there is no card '{id}' in this deck"), id=card_id)


def _whereabouts(s: State, c: Card, p: int) -> Phrase:
    """Where a card that is not in the player's hand actually is (for a helpful message)."""
    if _in(c, s.display):
        return Phrase.of(N_("it is in the display"))
    cabin = s.ark.where(c)
    if cabin:
        return Phrase.of(N_("it is on the ark in {cabin}"), cabin=cabin)
    if _in(c, s.evicted):
        return Phrase.of(N_("it was evicted and has left the game"))
    if s.pets[p] is c:
        return Phrase.of(N_("it is your pet"))
    return Phrase.of(N_("it is not yours to play"))


# --------------------------------------------------------------------------------------------------- one placement
class Candidate(NamedTuple):
    """One placement of a turn for one player, with its parts resolved to cards: what the game's rules read.

    ``first_cabin`` is the (half, position) of the turn's first card when this is the second one (T-2b).
    """

    table: Table
    state: State
    player: int
    card: Card
    half: int
    index: int  # type: ignore[assignment]  # a field shadowing tuple.index, as the rules' own word for a position
    evict: Card | None = None
    boost: str | None = None
    take: str | None = None
    plain: bool = False
    first_cabin: tuple[int, int] | None = None

    @property
    def final(self) -> bool:
        return self.state.phase == Phase.FINAL

    @property
    def opening(self) -> bool:
        return self.index == len(self.state.ark.halves[self.half])

    @property
    def where(self) -> str:
        return cabin_id(self.half, self.index)


def t_2_in_hand(c: Candidate) -> Found:
    """T-2: a card is played from the player's own hand."""
    if _in(c.card, c.state.hands[c.player]):
        return None
    return lambda: (Violation("T-2", N_("{card} is not in {player}'s hand; {where}"), card=CardLabel(c.card),
                      player=c.table.names[c.player], where=_whereabouts(c.state, c.card, c.player)),)


def f_3_no_slow_or_food(c: Candidate) -> Found:
    """F-3: slow animals and food cannot be played in the final round."""
    if not (c.card.solo and c.final):
        return None
    return lambda: (Violation("F-3", N_("slow animals and food cannot be played in the final round: {card} ({type})"),
                      card=CardLabel(c.card), type=TypeOf(c.card)),)


def f_2_final_payment(c: Candidate) -> Found:
    """F-2: a card in the final round costs an action disc (paid to the reserve)."""
    if not c.final or c.state.discs[c.player] >= 1:
        return None
    return lambda: (Violation("F-2", N_("a card in the final round costs an action disc and {player} has none"),
                      player=c.table.names[c.player]),)


def t_2b_two_cabins(c: Candidate) -> Found:
    """T-2b: the two cards of one turn go into two different cabins."""
    if c.first_cabin is None or c.first_cabin != (c.half, c.index):
        return None
    return lambda: (t_2b_violation(c.where),)


def t_2b_violation(cabin: str) -> Violation:
    """T-2b's verdict on a second card sent into ``cabin``, the first card's cabin. Also read when the first card is
    refused: the second is then not judged on an ark that cannot exist, but the same cabin twice breaks T-2b on any
    ark, and a verdict lists every rule a move breaks."""
    return Violation(
        "T-2b",
        N_("the first card went into {cabin}; two cards of one turn go into two different cabins"),
        cabin=cabin,
    )


def p_7_fee(c: Candidate) -> Found:
    """P-7 (with F-2): opening a cabin costs an action disc, and in the final round one more to play at all."""
    if not c.opening:
        return None
    discs = c.state.discs[c.player]
    need = 2 if c.final else 1
    if discs >= need:
        return None
    template = (
        N_("opening {cabin} costs a disc to play and a disc for the new cabin; {player} has {discs}")
        if c.final
        else N_("opening {cabin} costs an action disc; {player} has {discs}")
    )
    return lambda: (Violation("P-7", template, cabin=c.where, player=c.table.names[c.player], discs=discs),)


def p_7_display_pick(c: Candidate) -> Found:
    """P-7: outside the final round, opening a cabin takes a display card of the player's choice; only opening
    takes one."""
    take = c.take
    display = c.state.display
    if c.opening:
        if c.final:
            return None  # D-4 speaks
        if display and take is None:
            return lambda: (Violation("P-7", N_("opening {cabin} takes a display card: add 'take CARD' ({ids})"),
                              cabin=c.where, ids=", ".join(x.id for x in display)),)
        if take is not None and not any(x.id == take for x in display):
            if display:
                return lambda: (Violation("P-7", N_("{card} is not in the display ({shown})"), card=take,
                                  shown=", ".join(x.id for x in display)),)
            return lambda: (Violation("P-7", N_("{card} is not in the display ({shown})"), card=take,
                              shown=Phrase.of(N_("it is empty"))),)
        return None
    if take is not None and c.index < len(c.state.ark.halves[c.half]):
        return lambda: (Violation("P-7", N_("'take' goes only with opening a new cabin, and {cabin} already exists"),
                          cabin=c.where),)
    return None


def d_4_no_pick_in_final(c: Candidate) -> Found:
    """D-4: in the final round no card enters a hand, so opening a cabin takes no display card."""
    if c.take is None or not c.final or not c.opening:
        return None
    return lambda: (Violation("D-4", N_("opening a cabin in the final round takes no display card")),)


def _evicts_dinosaur(c: Candidate) -> bool:
    target = c.evict
    return target is not None and target.ability == "dinosaur" and c.card.evictor


def d_10_plain(c: Candidate) -> Found:
    """D-10 (and D-12 as revised): ``plain`` declines the fox's discs or the dinosaur's 1.5 stack, a played
    dinosaur's or an evicted one's; a card with neither has nothing to decline."""
    if not c.plain or c.card.declinable or _evicts_dinosaur(c):
        return None
    return lambda: (
        Violation(
            "D-10",
            N_(
                "'plain' declines the fox's discs or a dinosaur's 1.5 stack (played or evicted); "
                "{card} has none to decline"
            ),
            card=CardLabel(c.card),
        ),
    )


def a_7_boost(c: Candidate) -> Found:
    """A-7 (and A-8 for an evicted chimpanzee): a disc from the reserve under one of the player's plain tokens,
    not on food. In the final round the disc just paid for the card is already in the reserve (F-2, D-20)."""
    boost = c.boost
    if boost is None:
        return None
    card, target = c.card, c.evict
    by_chimp = card.ability == "chimpanzee"
    by_eviction = target is not None and target.ability == "chimpanzee" and card.evictor
    if not (by_chimp or by_eviction):
        return lambda: (
            Violation(
                "A-7",
                N_("only the chimpanzee (or evicting it) slides a disc under a token; {card} does not"),
                card=CardLabel(card),
            ),
        )
    s = c.state
    if s.reserve + (1 if c.final else 0) <= 0:
        return lambda: (Violation("A-7", N_("the reserve has no orange disc left to slide under a token")),)
    t = TYPES.index(boost)
    available = s.singles[t][c.player] + (card.type_index == t) + (target is not None and target.type_index == t)
    if available <= 0:
        return lambda: (Violation("A-7", N_("you have no plain token on the {type} scoring card to put a disc under"),
                          type=Term("type", boost)),)
    return None


GameRule = Callable[[Candidate], Found]

#: The game's rules of one placement, in the order their violations are reported; the placement rules on the
#: ark (:data:`arkwidgets.ark.placement.ARK_RULES`) follow.
GAME_RULES: tuple[GameRule, ...] = (
    t_2_in_hand, f_3_no_slow_or_food, f_2_final_payment, t_2b_two_cabins, p_7_fee, p_7_display_pick,
    d_4_no_pick_in_final, d_10_plain, a_7_boost,
)


def judge_candidate(c: Candidate, fast: bool) -> Sequence[Violation]:
    """Every violation of one placement (``fast=False``); in fast mode, as soon as one rule is broken, its
    violations as a :class:`~arkwidgets.ark.placement.Pending` sequence built only if read (empty when legal)."""
    if fast:
        for rule in GAME_RULES:
            found = rule(c)
            if found is not None:
                return Pending(found)
        return judge_spot(spot(c.state.ark, c.card, c.half, c.index, c.evict), True)
    out: list[Violation] = []
    for rule in GAME_RULES:
        found = rule(c)
        if found is not None:
            out.extend(found())
    out.extend(judge_spot(spot(c.state.ark, c.card, c.half, c.index, c.evict), False))
    return out


def judge_placement(
    table: Table, s: State, p: int, pl: Placement, first_cabin: tuple[int, int] | None, fast: bool = False
) -> Sequence[Violation]:
    """What placing ``pl`` breaks for player ``p`` in state ``s`` (card ids resolved here); ``first_cabin`` is the
    cabin of the turn's first card when this is the second (T-2b). The turn's composition (T-2a) is judged by
    :func:`judge`."""
    deck = table.deck
    c = deck.get(pl.card)
    if c is None:
        return [unknown_card("T-2", deck, pl.card)]
    target: Card | None = None
    if pl.evict is not None:
        target = deck.get(pl.evict)
        if target is None:
            return [unknown_card("A-8", deck, pl.evict)]
    h, i = parse_cabin(pl.cabin)
    return judge_candidate(Candidate(table, s, p, c, h, i, target, pl.boost, pl.take, pl.plain, first_cabin), fast)


def pet_problem(table: Table, s: State, p: int, card_id: str) -> Violation | None:
    """Why this card cannot be the player's pet (R-1, R-2), or None."""
    c = table.deck.get(card_id)
    if c is None:
        return unknown_card("R-1", table.deck, card_id)
    if not _in(c, s.hands[p]):
        return Violation("R-1", N_("a pet comes from your hand; {card} is not in it"), card=CardLabel(c))
    if not c.is_animal:
        return Violation("R-2", N_("food ({card}) cannot be a pet; a pet must be an animal"), card=CardLabel(c))
    if c.weight > 2:
        return Violation("R-2", N_("{card} weighs {weight}; a pet weighs 0, 1 or 2"), card=CardLabel(c),
                         weight=c.weight)
    if c.ability:
        return Violation("R-2", N_("{card} has a special ability ({ability}); a pet has none"), card=CardLabel(c),
                         ability=Term("ability", c.ability))
    return None


def apply_placement(table: Table, s: State, p: int, pl: Placement, events: list[Event] | None) -> None:
    """Place one card (judged legal) with its fees, tokens, abilities and display pick."""
    deck = table.deck
    name = table.names[p]
    c = deck.card(pl.card)
    hand = s.hands[p]
    h, i = parse_cabin(pl.cabin)
    opening = i == len(s.ark.halves[h])
    if s.phase == Phase.FINAL:
        s.discs[p] -= 1
        s.reserve += 1
        if events is not None:
            events.append(make("pay", "F-2", deck, player=name))
    if opening:
        right = s.right(p)
        s.discs[p] -= 1
        s.discs[right] += 1
        if events is not None:
            events.append(make("open", "P-7", deck, player=name, cabin=pl.cabin, to=table.names[right]))
    target = deck.card(pl.evict) if pl.evict is not None else None
    # The card leaves the hand as it enters the ark (after the fee and the disc for a new cabin), so the state at
    # every event of a move holds every card once (a step-through draws it; Game.positions).
    for k, x in enumerate(hand):
        if x is c:
            del hand[k]
            break
    s.ark = s.ark.placed(c, h, i, target)
    if events is not None:
        events.append(
            make("place", "T-2", deck, player=name, card=c.id, cabin=pl.cabin, tilt=s.ark.tilt, half=HALF_NAMES[h])
        )
    if target is not None:
        s.evicted.append(target)
        if events is not None:
            rule = {"mosquito": "A-3", "skunk": "A-5", "spider": "A-6"}[c.ability or "skunk"]
            events.append(make("evict", rule, deck, player=name, card=c.id, evicted=target.id, cabin=pl.cabin))
    # T-3 (or A-4 for the dinosaur): a token for the placed card.
    _token(table, s, p, c, c.ability == "dinosaur" and not pl.plain, "T-3", events)
    if target is not None:  # a token for the evicted animal too
        _token(table, s, p, target, target.ability == "dinosaur" and not pl.plain, "A-8", events)
    if pl.boost is not None:
        t = TYPES.index(pl.boost)
        s.singles[t][p] -= 1
        s.stacks[t][p] += 1
        s.reserve -= 1
        if events is not None:
            events.append(make("boost", "A-7", deck, player=name, type=pl.boost))
    if c.ability == "fox" and not pl.plain:
        gained = min(_FOX_DISCS, s.reserve)
        s.reserve -= gained
        s.discs[p] += gained
        if events is not None:
            events.append(make("fox", "A-1", deck, player=name, discs=gained))
    if pl.take is not None:
        for k, x in enumerate(s.display):
            if x.id == pl.take:
                del s.display[k]
                hand.append(x)
                break
        if events is not None:
            events.append(make("take", "P-7", deck, player=name, card=pl.take))


def _token(table: Table, s: State, p: int, c: Card, stack: bool, rule: str, events: list[Event] | None) -> None:
    t = c.type_index
    if stack and s.reserve > 0:
        s.reserve -= 1
        s.stacks[t][p] += 1
        if events is not None:
            events.append(make("stack", "A-4", table.deck, player=table.names[p], type=TYPES[t], card=c.id))
    else:
        s.singles[t][p] += 1
        if events is not None:
            events.append(make("token", rule, table.deck, player=table.names[p], type=TYPES[t], card=c.id))


BOOST_CHOICES: tuple[str | None, ...] = (None, *BOOST_TYPES)
