"""Judging and applying moves: turns (T), placements (P-7 and the hand/disc side of it), abilities (A), rain and
pets (R), the final round (F) and the end of the game (E).

Two functions matter: :func:`judge` lists what a move breaks (every rule in reporting mode, the first in fast
mode), and :func:`apply` carries out a move already judged legal and returns its events. Move generation
(:mod:`arkwidgets.movegen`) calls :func:`judge_placement` in fast mode, so "listed as legal" and "accepted by
play" are decided by the same code.
"""

from __future__ import annotations

import difflib
from typing import Sequence

from .ark import HALF_NAMES, assess, cabin_id, parse_cabin
from .cards import EVICTORS, TYPES, Card, Deck
from .events import Event, make
from .i18n import _, pgettext
from .moves import BOOST_TYPES, Draw, Move, Pass, Pet, Placement, Play
from .scoring import Scores, score
from .state import RAIN, RAIN_CARDS, State
from .verdicts import Violation

__all__ = ["Table", "attempt", "judge", "judge_placement", "judge_raw", "apply", "apply_placement", "final_scores", "pet_problem"]

_FAIL: list[Violation] = [Violation("?", "fast check failed")]
_FOX_DISCS = 2
_HEAVY = TYPES.index("heavy")


class Table:
    """The fixed facts of one game: the players' names and the deck."""

    __slots__ = ("names", "deck")

    def __init__(self, names: Sequence[str], deck: Deck):
        self.names = tuple(names)
        self.deck = deck


def _in(c: Card, cards: Sequence[Card]) -> bool:
    for x in cards:
        if x is c:
            return True
    return False


def _unknown(deck: Deck, card_id: str) -> str:
    close = difflib.get_close_matches(card_id, list(deck.ids), n=3, cutoff=0.6)
    if close:
        return _("there is no card '{id}' in this deck (did you mean {close}?)").format(id=card_id, close=", ".join(close))
    return _("there is no card '{id}' in this deck").format(id=card_id)


def _whereabouts(table: Table, s: State, c: Card, p: int) -> str:
    """Where a card that is not in the player's hand actually is (for a helpful message)."""
    if _in(c, s.display):
        return _("it is in the display")
    cabin = s.ark.where(c)
    if cabin:
        return _("it is on the ark in {cabin}").format(cabin=cabin)
    if _in(c, s.removed):
        return _("it was evicted and has left the game")
    if s.pets[p] is c:
        return _("it is your pet")
    return _("it is not yours to play")


# --------------------------------------------------------------------------------------------------- judging
def judge(table: Table, s: State, move: Move, player: int | None = None, report: bool = True) -> list[Violation]:
    """Every rule the move breaks for the player to act (``player``, if given, must be that player)."""
    out: list[Violation] = []
    names = table.names
    if s.phase == "over":
        return [Violation("E-5", _("the game is over; no more moves"))]
    if player is not None and player != s.current:
        out.append(Violation("S-2", _("it is {player}'s turn, not {other}'s").format(player=names[s.current], other=names[player])))
        if not report:
            return out
    p = s.current
    if isinstance(move, Draw):
        if s.phase != "play":
            out.append(_phase_violation(s, "draw"))
        elif move.slot > len(s.display):
            out.append(
                Violation("T-1", _("the display has {count} card(s); there is no card {slot}").format(
                    count=len(s.display), slot=move.slot))
            )
        return out
    if isinstance(move, Play):
        if s.phase == "pets":
            out.append(_phase_violation(s, "play"))
            return out
        return out + attempt(table, s.copy(), move)[0]
    if isinstance(move, Pet):
        if s.phase != "pets":
            out.append(_phase_violation(s, "pet"))
            return out
        if move.card is not None:
            problem = pet_problem(table, s, p, move.card)
            if problem:
                out.append(problem)
        return out
    if isinstance(move, Pass):
        if s.phase == "pets":
            out.append(Violation("R-1", _("it is time to choose a pet: write 'pet CARD' or 'pet none'")))
        elif s.phase == "play":
            from .movegen import can_play_anything

            if s.display or can_play_anything(table, s):
                out.append(
                    Violation("D-7", _("a normal turn may be passed only when you can neither draw nor play"))
                )
        return out
    out.append(Violation("T-2", _("{move} is not a move").format(move=repr(move))))
    return out


def attempt(table: Table, s: State, move: Move, player: int | None = None) -> tuple[list[Violation], list[Event]]:
    """Judge a move and carry it out on ``s``, a state the caller owns and throws away if anything is broken.

    Returns (violations, events): every violation and no events, or no violation and the events. A two-card play is
    judged card by card on the state the first card leaves behind (T-2b), so judging and playing share one pass.
    """
    if not isinstance(move, Play) or s.phase in ("pets", "over") or (player is not None and player != s.current):
        problems = judge(table, s, move, player, True)
        return (problems, []) if problems else ([], apply(table, s, move))
    out: list[Violation] = []
    placements = move.placements
    if s.phase == "final" and len(placements) > 1:
        out.append(Violation("F-2", _("in the final round a player places only one card per turn")))
    if len(placements) == 2:
        first = table.deck.get(placements[0].card)
        second = table.deck.get(placements[1].card)
        if first is not None and first.solo:
            out.append(
                Violation("T-2a", _("a {type} card played first is the only card of the turn ({card})").format(
                    card=first.label, type=pgettext("type", first.type)))
            )
        if second is not None and second.solo:
            out.append(
                Violation("T-2a", _("a second card may not be slow or food: {card} ({type})").format(
                    card=second.label, type=pgettext("type", second.type)))
            )
    p = s.current
    events: list[Event] = []
    first_cabin: tuple[int, int] | None = None
    for pl in placements:
        problems = judge_placement(table, s, p, pl, first_cabin, True)
        if problems or out:
            return out + problems, []
        first_cabin = parse_cabin(pl.cabin)
        apply_placement(table, s, p, pl, events)
    _after_play(table, s, events)
    return [], events


def _phase_violation(s: State, verb: str) -> Violation:
    if s.phase == "pets":
        return Violation("R-1", _("the 2nd rain card has appeared: choose a pet ('pet CARD' or 'pet none') first"))
    if s.phase == "final":
        if verb == "draw":
            return Violation("F-2", _("no drawing in the final round: place one card for an action disc, or pass"))
        return Violation("F-2", _("pets were chosen at the 2nd rain; in the final round place one card or pass"))
    return Violation("R-1", _("a pet is chosen only when the 2nd rain card appears"))


def pet_problem(table: Table, s: State, p: int, card_id: str) -> Violation | None:
    """Why this card cannot be the player's pet (R-1, R-2), or None."""
    c = table.deck.get(card_id)
    if c is None:
        return Violation("R-1", _unknown(table.deck, card_id))
    if not _in(c, s.hands[p]):
        return Violation("R-1", _("a pet comes from your hand; {card} is not in it").format(card=c.label))
    if not c.is_animal:
        return Violation("R-2", _("food ({card}) cannot be a pet; a pet must be an animal").format(card=c.label))
    if c.weight > 2:
        return Violation("R-2", _("{card} weighs {weight}; a pet weighs 0, 1 or 2").format(card=c.label, weight=c.weight))
    if c.ability:
        return Violation("R-2", _("{card} has a special ability ({ability}); a pet has none").format(
            card=c.label, ability=pgettext("ability", c.ability)))
    return None


def judge_placement(
    table: Table, s: State, p: int, pl: Placement, first_cabin: tuple[int, int] | None, report: bool
) -> list[Violation]:
    """What placing ``pl`` breaks for player ``p`` in state ``s``; ``first_cabin`` is the cabin of the turn's first
    card when this is the second (T-2b). The turn's composition (T-2a) is judged by :func:`judge`."""
    deck = table.deck
    c = deck.get(pl.card)
    if c is None:
        return [Violation("T-2", _unknown(deck, pl.card))]
    target: Card | None = None
    if pl.evict is not None:
        target = deck.get(pl.evict)
        if target is None:
            return [Violation("A-8", _unknown(deck, pl.evict))]
    h, i = parse_cabin(pl.cabin)
    return judge_raw(table, s, p, c, h, i, target, pl.boost, pl.take, pl.plain, first_cabin, report)


def judge_raw(
    table: Table,
    s: State,
    p: int,
    c: Card,
    h: int,
    i: int,
    target: Card | None,
    boost: str | None,
    take: str | None,
    plain: bool,
    first_cabin: tuple[int, int] | None,
    report: bool,
) -> list[Violation]:
    """:func:`judge_placement` on resolved parts; move generation calls this directly on its candidates."""
    out: list[Violation] = []
    for x in s.hands[p]:
        if x is c:
            break
    else:
        if not report:
            return _FAIL
        out.append(
            Violation("T-2", _("{card} is not in {player}'s hand; {where}").format(
                card=c.label, player=table.names[p], where=_whereabouts(table, s, c, p)))
        )
    final = s.phase == "final"
    discs = s.discs[p]
    if final:
        if c.solo:
            if not report:
                return _FAIL
            out.append(
                Violation("F-3", _("slow animals and food cannot be played in the final round: {card} ({type})").format(
                    card=c.label, type=pgettext("type", c.type)))
            )
        if discs < 1:
            if not report:
                return _FAIL
            out.append(
                Violation("F-2", _("a card in the final round costs an action disc and {player} has none").format(
                    player=table.names[p]))
            )
    n = len(s.ark.halves[h])
    opening = i == n
    if first_cabin is not None and first_cabin == (h, i):
        if not report:
            return _FAIL
        out.append(
            Violation("T-2b", _("the first card went into {cabin}; two cards of one turn go into two different cabins").format(
                cabin=cabin_id(h, i)))
        )
    if opening:
        need = 2 if final else 1
        if discs < need:
            if not report:
                return _FAIL
            message = (
                _("opening {cabin} costs a disc to play and a disc for the new cabin; {player} has {discs}")
                if final
                else _("opening {cabin} costs an action disc; {player} has {discs}")
            )
            out.append(Violation("P-7", message.format(cabin=cabin_id(h, i), player=table.names[p], discs=discs)))
        if not final:
            if s.display and take is None:
                if not report:
                    return _FAIL
                ids = ", ".join(x.id for x in s.display)
                out.append(
                    Violation("P-7", _("opening {cabin} takes a display card: add 'take CARD' ({ids})").format(
                        cabin=cabin_id(h, i), ids=ids))
                )
            elif take is not None and not any(x.id == take for x in s.display):
                if not report:
                    return _FAIL
                shown = ", ".join(x.id for x in s.display) if s.display else _("it is empty")
                out.append(Violation("P-7", _("{card} is not in the display ({shown})").format(card=take, shown=shown)))
        elif take is not None:
            if not report:
                return _FAIL
            out.append(Violation("D-4", _("opening a cabin in the final round takes no display card")))
    elif take is not None and i < n:
        if not report:
            return _FAIL
        out.append(
            Violation("P-7", _("'take' goes only with opening a new cabin, and {cabin} already exists").format(
                cabin=cabin_id(h, i)))
        )
    if plain and c.ability not in ("fox", "dinosaur"):
        if not report:
            return _FAIL
        out.append(
            Violation("D-10", _("'plain' declines the fox's or the dinosaur's ability; {card} has none to decline").format(
                card=c.label))
        )
    if boost is not None:
        problem = _boost_problem(s, p, c, target, boost)
        if problem:
            if not report:
                return _FAIL
            out.append(problem)
    ark_problems = assess(s.ark, c, h, i, target, report)
    if ark_problems and not report:
        return _FAIL
    out.extend(ark_problems)
    return out


def _boost_problem(s: State, p: int, c: Card, target: Card | None, boost: str) -> Violation | None:
    """A-7 (and A-8 for an evicted chimpanzee): a disc under one of your plain tokens, not on food."""
    by_chimp = c.ability == "chimpanzee"
    by_eviction = target is not None and target.ability == "chimpanzee" and c.ability in EVICTORS
    if not (by_chimp or by_eviction):
        return Violation("A-7", _("only the chimpanzee (or evicting it) slides a disc under a token; {card} does not").format(
            card=c.label))
    if s.reserve <= 0:
        return Violation("A-7", _("the reserve has no orange disc left to slide under a token"))
    t = TYPES.index(boost)
    available = s.plain[t][p] + (c.type_index == t) + (target is not None and target.type_index == t)
    if available <= 0:
        return Violation("A-7", _("you have no plain token on the {type} scoring card to put a disc under").format(
            type=pgettext("type", boost)))
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
            s.phase = "play"
            s.current = s.left(s.trigger)
            s.turn += 1
            events.append(make("turn", "T-1", deck, player=table.names[s.current]))
    elif isinstance(move, Pass):
        if s.phase == "final":
            s.passed[p] = True
            events.append(make("pass", "F-2", deck, player=name, final=True))
            _next_final_turn(table, s, events)
        else:
            events.append(make("pass", "D-7", deck, player=name, final=False))
            _end_normal_turn(table, s, events)
    return events


def _after_play(table: Table, s: State, events: list[Event]) -> None:
    if s.phase == "play":
        _end_normal_turn(table, s, events)
    else:
        _next_final_turn(table, s, events)


def apply_placement(table: Table, s: State, p: int, pl: Placement, events: list[Event] | None) -> None:
    """Place one card (judged legal) with its fees, tokens, abilities and display pick."""
    deck = table.deck
    name = table.names[p]
    c = deck.card(pl.card)
    hand = s.hands[p]
    for k, x in enumerate(hand):
        if x is c:
            del hand[k]
            break
    h, i = parse_cabin(pl.cabin)
    opening = i == len(s.ark.halves[h])
    if s.phase == "final":
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
    s.ark = s.ark._with(c, h, i, target)
    if events is not None:
        events.append(make("place", "T-2", deck, player=name, card=c.id, cabin=pl.cabin, tilt=s.ark.tilt, half=HALF_NAMES[h]))
    if target is not None:
        s.removed.append(target)
        if events is not None:
            rule = {"mosquito": "A-3", "skunk": "A-5", "spider": "A-6"}[c.ability or "skunk"]
            events.append(make("evict", rule, deck, player=name, card=c.id, evicted=target.id, cabin=pl.cabin))
    # T-3 (or A-4 for the dinosaur): a token for the placed card.
    _token(table, s, p, c, c.ability == "dinosaur" and not pl.plain, "T-3", events)
    if target is not None:  # a token for the evicted animal too
        _token(table, s, p, target, target.ability == "dinosaur", "A-8", events)
    if pl.boost is not None:
        t = TYPES.index(pl.boost)
        s.plain[t][p] -= 1
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
        s.plain[t][p] += 1
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
        s.phase = "pets"
        s.current = s.pet_queue[0]
        events.append(make("pets-begin", "T-1b", table.deck, player=table.names[s.current]))
    elif s.final_pending:
        _begin_final(table, s, events)
    else:
        s.current = s.left(s.current)
        s.turn += 1
        events.append(make("turn", "T-1", table.deck, player=table.names[s.current]))


def _begin_final(table: Table, s: State, events: list[Event]) -> None:
    s.phase = "final"
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
    s.phase = "over"
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
    tokens_used = [sum(s.plain[t][p] + s.stacks[t][p] for t in range(len(TYPES))) for p in range(n)]
    for p, pet in enumerate(s.pets):
        if pet is not None:
            counts[pet.type_index][p] += 1
            tokens_used[p] += 1
    animals = [sum(1 for c in s.hands[p] if c.is_animal) for p in range(n)]
    pets = {table.names[p]: (pet.id if pet else None) for p, pet in enumerate(s.pets)}
    return score(table.names, counts, s.discs, animals, tokens_used, pets)


# Names other modules use for building placements quickly without re-validating notation.
def fast_placement(card: str, cabin: str, evict: str | None, boost: str | None, take: str | None, plain: bool) -> Placement:
    pl = object.__new__(Placement)
    setter = object.__setattr__
    setter(pl, "card", card)
    setter(pl, "cabin", cabin)
    setter(pl, "evict", evict)
    setter(pl, "boost", boost)
    setter(pl, "take", take)
    setter(pl, "plain", plain)
    return pl


BOOST_CHOICES: tuple[str | None, ...] = (None,) + BOOST_TYPES
