"""Judging and applying moves: turns (T), placements (P-7 and the hand/disc side of it), abilities (A), rain and
pets (R), the final round (F) and the end of the game (E).

:func:`judge` is the one way to judge a move, with a mode: *fast* stops at the first violation (``Game.is_legal``,
move generation), *reporting* lists every one (``Game.check``). :func:`attempt` judges a move in reporting mode and
carries it out on a state the caller owns, so a two-card play is judged card by card on the state the first card
leaves behind (T-2b). A single placement of a turn is one :class:`Candidate` value, judged by the game's rules below
(one small function each, named after its rule id) and then by the placement rules on the ark
(:mod:`arkwidgets.ark.placement`). Move generation (:mod:`arkwidgets.ark.movegen`) judges its candidates with the same
:func:`judge_candidate`, so "listed as legal" and "accepted by play" are decided by the same code.
"""

from __future__ import annotations

import difflib
from collections.abc import Callable, Sequence
from typing import NamedTuple

from ..events import Event
from ..i18n import N_
from ..verdicts import Violation
from .cabins import HALF_NAMES, cabin_id, parse_cabin
from .cards import TYPES, Card, Deck
from .events import make
from .moves import BOOST_TYPES, Draw, Move, Pass, Pet, Placement, Play, fast_placement
from .placement import Found, Pending, judge_spot, spot
from .scoring import Scores, score
from .state import RAIN, RAIN_CARDS, Phase, State, Table
from .words import CardLabel, Phrase, Term

__all__ = [
    "Table",
    "Candidate",
    "GAME_RULES",
    "attempt",
    "judge",
    "judge_candidate",
    "judge_placement",
    "place_partial",
    "apply",
    "apply_placement",
    "final_scores",
    "pet_problem",
    "fast_placement",
    "BOOST_CHOICES",
]

_FOX_DISCS = 2
_HEAVY = TYPES.index("heavy")


def _in(c: Card, cards: Sequence[Card]) -> bool:
    return any(x is c for x in cards)


def _unknown(rule: str, deck: Deck, card_id: str) -> Violation:
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
                      card=CardLabel(c.card), type=Term("type", c.card.type)),)


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
    return lambda: (
        Violation(
            "T-2b",
            N_("the first card went into {cabin}; two cards of one turn go into two different cabins"),
            cabin=c.where,
        ),
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
        return [_unknown("T-2", deck, pl.card)]
    target: Card | None = None
    if pl.evict is not None:
        target = deck.get(pl.evict)
        if target is None:
            return [_unknown("A-8", deck, pl.evict)]
    h, i = parse_cabin(pl.cabin)
    return judge_candidate(Candidate(table, s, p, c, h, i, target, pl.boost, pl.take, pl.plain, first_cabin), fast)


# --------------------------------------------------------------------------------------------------- whole moves
def judge(table: Table, s: State, move: Move, player: int | None = None, fast: bool = False) -> list[Violation]:
    """The one way to judge a move for the player to act (``player``, if given, must be that player): every rule
    it breaks, or in ``fast`` mode the first one found. Nothing changes: a play is tried on a copy of ``s``."""
    if _is_own_play(s, move, player):
        return _play(table, s.copy(), move, fast)[0]  # type: ignore[arg-type]
    return _judge_other(table, s, move, player, fast)


def attempt(table: Table, s: State, move: Move, player: int | None = None) -> tuple[list[Violation], list[Event]]:
    """Judge a move (reporting every violation) and carry it out on ``s``, a state the caller owns and throws away
    if anything is broken. Returns (violations, events): every violation and no events, or none and the events."""
    if _is_own_play(s, move, player):
        return _play(table, s, move, False)  # type: ignore[arg-type]
    problems = _judge_other(table, s, move, player, False)
    return (problems, []) if problems else ([], apply(table, s, move))


def place_partial(table: Table, s: State, pl: Placement, first_cabin: tuple[int, int] | None) -> list[Violation]:
    """Judge one card of a turn in progress and, when legal, place it on ``s`` without ending the turn (how a front
    end previews a two-card play: ``first_cabin`` is the first card's cabin when this is the second). Returns the
    violations; ``s`` is unchanged when there are any."""
    if s.phase not in ("play", "final"):
        return [_phase_violation(s, "play")]
    problems = list(judge_placement(table, s, s.current, pl, first_cabin))
    if not problems:
        apply_placement(table, s, s.current, pl, None)
    return problems


def _is_own_play(s: State, move: Move, player: int | None) -> bool:
    return isinstance(move, Play) and s.phase in ("play", "final") and (player is None or player == s.current)


def _judge_other(table: Table, s: State, move: Move, player: int | None, fast: bool) -> list[Violation]:
    """Everything but a play by the player to act: draws, pets, passes, and a play out of turn or phase."""
    out: list[Violation] = []
    names = table.names
    if s.phase == Phase.OVER:
        return [Violation("E-5", N_("the game is over; no more moves"))]
    if player is not None and player != s.current:
        out.append(Violation("S-2", N_("it is {player}'s turn, not {other}'s"), player=names[s.current],
                             other=names[player]))
        if fast:
            return out
    p = s.current
    if isinstance(move, Draw):
        if s.phase != Phase.PLAY:
            out.append(_phase_violation(s, "draw"))
        elif move.slot > len(s.display):
            out.append(Violation("T-1", N_("the display has {count} card(s); there is no card {slot}"),
                                 count=len(s.display), slot=move.slot))
        return out
    if isinstance(move, Play):
        if s.phase == Phase.PETS:
            out.append(_phase_violation(s, "play"))
            return out
        return out + _play(table, s.copy(), move, fast)[0]
    if isinstance(move, Pet):
        if s.phase != Phase.PETS:
            out.append(_phase_violation(s, "pet"))
            return out
        if move.card is not None:
            problem = pet_problem(table, s, p, move.card)
            if problem:
                out.append(problem)
        return out
    if isinstance(move, Pass):
        if s.phase == Phase.PETS:
            out.append(Violation("R-1", N_("it is time to choose a pet: write 'pet CARD' or 'pet none'")))
        elif s.phase == Phase.PLAY:
            from .movegen import can_play_anything

            if s.display or can_play_anything(table, s):
                out.append(Violation("D-7", N_("a normal turn may be passed only when you can neither draw nor play")))
        return out
    out.append(Violation("T-2", N_("{move} is not a move"), move=repr(move)))
    return out


def _composition(table: Table, s: State, move: Play) -> list[Violation]:
    """F-2 (one card in the final round) and T-2a (a slow or food card is the only card of its turn)."""
    out: list[Violation] = []
    placements = move.placements
    if s.phase == Phase.FINAL and len(placements) > 1:
        out.append(Violation("F-2", N_("in the final round a player places only one card per turn")))
    if len(placements) == 2:
        first = table.deck.get(placements[0].card)
        second = table.deck.get(placements[1].card)
        if first is not None and first.solo:
            out.append(Violation("T-2a", N_("a {type} card played first is the only card of the turn ({card})"),
                                 card=CardLabel(first), type=Term("type", first.type)))
        if second is not None and second.solo:
            out.append(Violation("T-2a", N_("a second card may not be slow or food: {card} ({type})"),
                                 card=CardLabel(second), type=Term("type", second.type)))
    return out


def _play(table: Table, s: State, move: Play, fast: bool) -> tuple[list[Violation], list[Event]]:
    """Judge a play card by card and carry it out on ``s`` (T-2b: each card on the state the previous one left)."""
    out = _composition(table, s, move)
    if out and fast:
        return out[:1], []
    p = s.current
    events: list[Event] = []
    first_cabin: tuple[int, int] | None = None
    for pl in move.placements:
        problems = judge_placement(table, s, p, pl, first_cabin, fast)
        if problems or out:
            return out + list(problems), []
        first_cabin = parse_cabin(pl.cabin)
        apply_placement(table, s, p, pl, events)
    _after_play(table, s, events)
    return [], events


def _phase_violation(s: State, verb: str) -> Violation:
    if s.phase == Phase.PETS:
        return Violation("R-1", N_("the 2nd rain card has appeared: choose a pet ('pet CARD' or 'pet none') first"))
    if s.phase == Phase.FINAL:
        if verb == "draw":
            return Violation("F-2", N_("no drawing in the final round: place one card for an action disc, or pass"))
        return Violation("F-2", N_("pets were chosen at the 2nd rain; in the final round place one card or pass"))
    return Violation("R-1", N_("a pet is chosen only when the 2nd rain card appears"))


def pet_problem(table: Table, s: State, p: int, card_id: str) -> Violation | None:
    """Why this card cannot be the player's pet (R-1, R-2), or None."""
    c = table.deck.get(card_id)
    if c is None:
        return _unknown("R-1", table.deck, card_id)
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


# --------------------------------------------------------------------------------------------------- applying
def apply(table: Table, s: State, move: Move) -> list[Event]:
    """Carry out a move already judged legal; returns the events in order."""
    events: list[Event] = []
    p = s.current
    deck = table.deck
    name = table.names[p]
    if isinstance(move, Draw):
        c = s.display.pop(move.slot - 1)
        s.hands[p].append(c)
        events.append(make("draw-display", "T-1", deck, player=name, card=c.id))
        top = _turn_over(table, s, events)
        if top is not None:
            s.hands[p].append(top)
            events.append(make("draw-deck", "T-1", deck, player=name, card=top.id))
        _end_normal_turn(table, s, events)
    elif isinstance(move, Play):
        for pl in move.placements:
            apply_placement(table, s, p, pl, events)
        _after_play(table, s, events)
    elif isinstance(move, Pet):
        if move.card is not None:
            c = deck.card(move.card)
            s.hands[p].remove(c)
            s.pets[p] = c
        events.append(make("pet", "R-1", deck, player=name, chose=move.card is not None, card=move.card))
        s.pet_queue.pop(0)
        if s.pet_queue:
            s.current = s.pet_queue[0]
        elif s.final_pending:
            _begin_final(table, s, events)
        else:
            s.phase = Phase.PLAY
            s.current = s.left(s.trigger)
            s.turn += 1
            events.append(make("turn", "T-1", deck, player=table.names[s.current]))
    elif isinstance(move, Pass):
        if s.phase == Phase.FINAL:
            s.passed[p] = True
            events.append(make("pass", "F-2", deck, player=name, final=True))
            _next_final_turn(table, s, events)
        else:
            events.append(make("pass", "D-7", deck, player=name, final=False))
            _end_normal_turn(table, s, events)
    return events


def _after_play(table: Table, s: State, events: list[Event]) -> None:
    if s.phase == Phase.PLAY:
        _end_normal_turn(table, s, events)
    else:
        _next_final_turn(table, s, events)


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


def _turn_over(table: Table, s: State, events: list[Event]) -> Card | None:
    """T-1a: turn deck cards over until one is not rain. None when the 5th rain stops everything (T-1c)."""
    while s.deck:
        top = s.deck.pop()
        if top == RAIN:
            s.rain += 1
            events.append(make("rain", "T-1a", table.deck, number=s.rain))
            if s.rain == 2:
                s.pet_queue = [(s.current + k) % s.players for k in range(s.players)]
            if s.rain == RAIN_CARDS:
                s.final_pending = True
                return None
            continue
        return top  # type: ignore[return-value]
    return None


def _end_normal_turn(table: Table, s: State, events: list[Event]) -> None:
    """Refill the display (T-1, P-7), then hand over to pets (R-1), the final round (F-1) or the left neighbour."""
    refill: list[str] = []
    while not s.final_pending and len(s.display) < 3 and s.deck:
        c = _turn_over(table, s, events)
        if c is None:
            break
        s.display.append(c)
        refill.append(c.id)
    if refill:
        events.append(make("refill", "T-1", table.deck, cards=refill))
    s.trigger = s.current
    if s.pet_queue:
        s.phase = Phase.PETS
        s.current = s.pet_queue[0]
        events.append(make("pets-begin", "T-1b", table.deck, player=table.names[s.current]))
    elif s.final_pending:
        _begin_final(table, s, events)
    else:
        s.current = s.left(s.current)
        s.turn += 1
        events.append(make("turn", "T-1", table.deck, player=table.names[s.current]))


def _begin_final(table: Table, s: State, events: list[Event]) -> None:
    s.phase = Phase.FINAL
    s.final_pending = False
    s.passed = [False] * s.players
    s.current = s.left(s.trigger)
    s.turn += 1
    events.append(make("final-begin", "F-1", table.deck, player=table.names[s.current]))


def _next_final_turn(table: Table, s: State, events: list[Event]) -> None:
    n = s.players
    for k in range(1, n + 1):
        q = (s.current + k) % n
        if not s.passed[q]:
            s.current = q
            s.turn += 1
            events.append(make("turn", "F-1", table.deck, player=table.names[q]))
            return
    s.phase = Phase.OVER
    _end_game(table, s, events)


def _end_game(table: Table, s: State, events: list[Event]) -> None:
    for p, pet in enumerate(s.pets):
        if pet is not None:
            events.append(make("reveal", "E-1", table.deck, player=table.names[p], card=pet.id, type=pet.type))
    result = final_scores(table, s)
    best = max(result.totals.values())
    events.append(make("game-over", "E-5", table.deck, winners=list(result.winners), total=str(best)))


def final_scores(table: Table, s: State) -> Scores:
    """E-1 … E-5 from the state: pets revealed and counted, majorities, discs, the tie-break."""
    n = s.players
    counts = [[s.token_count(t, p) for p in range(n)] for t in range(len(TYPES))]
    tokens_used = [sum(s.singles[t][p] + s.stacks[t][p] for t in range(len(TYPES))) for p in range(n)]
    for p, pet in enumerate(s.pets):
        if pet is not None:
            counts[pet.type_index][p] += 1
            tokens_used[p] += 1
    animals = [sum(1 for c in s.hands[p] if c.is_animal) for p in range(n)]
    pets = {table.names[p]: (pet.id if pet else None) for p, pet in enumerate(s.pets)}
    return score(table.names, counts, s.discs, animals, tokens_used, pets)


BOOST_CHOICES: tuple[str | None, ...] = (None, *BOOST_TYPES)
