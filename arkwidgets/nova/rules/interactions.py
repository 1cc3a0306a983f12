"""Interactive animal abilities (yellow octagon, N-ICON-5): Venom, Constriction, Hypnosis and Pilfering (N-KEY-4, -5;
ND-67 … ND-70), and what their tokens do to an action card.

An interactive ability reaches only other zoos with at least 5 appeal (N-EFF-7, ND-14) and not made immune by a
sponsor (Quarantine Lab, :func:`.sponsor_effects.is_immune`); a zoo it cannot reach is named in an event, never
skipped silently. In a solo game the card's solo box replaces the ability (N-SOLO-5,
:func:`.abilities.abilities_in_play`).

Hidden information (N-TURN-8): a choice that belongs to another zoo is a decision of that zoo's seat, so the engine
takes the answer from that seat only (N-TURN-1) and shows the question to nobody else; a card taken from a hand is
drawn at random by the game and named in no event, so only the two players concerned learn it, each from their own
hand. Venom and Constriction tokens lie face up on action cards (``PlayerState.card_tokens``) and act through the
turn's hooks (:data:`.turn.STRENGTH_HOOKS`, :data:`.turn.USE_HOOKS`, :data:`.turn.END_TURN_HOOKS`); the break takes
them back (N-BREAK-6).
"""

from __future__ import annotations

from collections.abc import Callable

from ...i18n import N_
from ...verdicts import Violation
from ..cards import Ability
from ..decisions import Decision
from ..events import Event, event
from ..moves import Choose, ChooseAction, Move, Pass
from ..state import GameState
from ..words import ActionName, ActionNames, CardName, Either, KeywordName, MoveName
from . import ACTIONS, register_question
from .abilities import register_ability
from .bonuses import add_cards, gain_money, pay
from .deck import shuffle
from .sponsor_effects import is_immune
from .turn import END_TURN_HOOKS, STRENGTH_HOOKS, USE_HOOKS, strength

__all__ = ["CONSTRICTION_PENALTY", "INTERACTIVE_MIN_APPEAL", "PILFER_MONEY", "VENOM_FINE", "ahead", "most",
           "n_eff_7_unreachable"]

#: A zoo with less appeal than this is not affected by interactive effects (N-EFF-7, N-APP-4).
INTERACTIVE_MIN_APPEAL = 5
#: What a player pays at the end of a turn in which they used no card with a venom token (ND-67).
VENOM_FINE = 2
#: The strength a constriction token takes off its action card (ND-68).
CONSTRICTION_PENALTY = 2
#: The money Pilfering takes instead of a card (ND-70).
PILFER_MONEY = 5
#: The two tracks the abilities compare, by the player field that holds them.
TRACKS = ("appeal", "cp")


def _name(gs: GameState, seat: int) -> str:
    return gs.players[seat].name


def _level(a: Ability) -> int:
    return a.level if a.level is not None else 1


# ------------------------------------------------------------------------------------------------- who is reached
def n_eff_7_unreachable(gs: GameState, target: int, keyword: str) -> Event | None:
    """N-EFF-7, ND-14: why ``keyword`` cannot reach the zoo of ``target`` (under 5 appeal, or immune by a sponsor,
    N-SPON-2), as an event; None when it can."""
    p = gs.players[target]
    if p.appeal < INTERACTIVE_MIN_APPEAL:
        return event("not-affected", "N-EFF-7", N_("{player} has less than {min} appeal: {keyword} does not affect "
                                                   "their zoo"), player=p.name, min=INTERACTIVE_MIN_APPEAL,
                     keyword=KeywordName(keyword))
    if is_immune(gs, target, keyword):
        return event("not-affected", "N-SPON-2", N_("a sponsor makes {player}'s zoo immune to {keyword}"),
                     player=p.name, keyword=KeywordName(keyword))
    return None


def ahead(gs: GameState, seat: int, track: str) -> tuple[int, ...]:
    """The other seats strictly ahead of ``seat`` on ``track`` (``appeal`` or ``cp``), clockwise from ``seat``."""
    mine = getattr(gs.players[seat], track)
    return tuple(s for s in gs.seats_from(seat) if s != seat and getattr(gs.players[s], track) > mine)


def most(gs: GameState, seat: int, track: str) -> tuple[int, ...]:
    """ND-69, ND-70: the other seats with the most of ``track`` of all players (a tie with ``seat`` included); none
    when ``seat`` alone has the most."""
    best = max(getattr(p, track) for p in gs.players)
    return tuple(s for s in gs.seats_from(seat) if s != seat and getattr(gs.players[s], track) == best)


def _reachable(gs: GameState, seats: tuple[int, ...], keyword: str) -> tuple[tuple[int, ...], list[Event]]:
    """The seats ``keyword`` reaches, and an event for each it does not (N-EFF-7)."""
    events: list[Event] = []
    reached = []
    for s in seats:
        why = n_eff_7_unreachable(gs, s, keyword)
        if why is None:
            reached.append(s)
        else:
            events.append(why)
    return tuple(reached), events


# ------------------------------------------------------------------------------------------------ the tokens
def _put_tokens(gs: GameState, target: int, kind: str, count: int, highest_first: bool) -> tuple[str, ...]:
    """Put up to ``count`` tokens of ``kind`` on the action cards of ``target`` that hold none yet, from slot 1 up
    (Venom) or slot 5 down (Constriction); a token with no card left for it stays in the supply."""
    p = gs.players[target]
    order = tuple(reversed(p.action_cards)) if highest_first else p.action_cards
    cards = tuple(c for c in order if (c, kind) not in p.card_tokens)[:count]
    p.card_tokens = (*p.card_tokens, *((c, kind) for c in cards))
    return cards


@register_ability("Venom", N_("every player ahead of you on appeal puts X venom tokens on their lowest action cards"),
                  rule="N-KEY-5")
def n_key_5_venom(gs: GameState, seat: int, number: int, a: Ability) -> list[Event]:
    """N-KEY-5, ND-67: each other player with more appeal than you (and at least 5, N-EFF-7) gets X venom tokens,
    one per action card, from slot 1 up. No one chooses anything, so nobody is asked."""
    seats, events = _reachable(gs, ahead(gs, seat, "appeal"), "Venom")
    if not seats and not events:
        events.append(event("no-target", "N-KEY-5", N_("{player}: nobody has more appeal; {keyword} affects no one"),
                            player=_name(gs, seat), keyword=KeywordName("Venom")))
    for target in seats:
        cards = _put_tokens(gs, target, "venom", _level(a), highest_first=False)
        events.append(event("venom", "N-KEY-5", N_("{player}'s {card} puts venom tokens on {other}'s action cards: "
                                                   "{cards}"), player=_name(gs, seat), card=CardName(number),
                            other=_name(gs, target), cards=ActionNames(cards)))
    return events


@register_ability("Constriction", N_("every player ahead of you gets a constriction token on their highest action card "
                                     "for each track, appeal or conservation, on which they lead you"), rule="N-KEY-4")
def n_key_4_constriction(gs: GameState, seat: int, number: int, a: Ability) -> list[Event]:
    """N-KEY-4, ND-68: 1 token per track on which the other player is strictly ahead (at least 5 appeal, N-EFF-7),
    from slot 5 down, on cards holding none yet."""
    leads = {s: sum(1 for t in TRACKS if s in ahead(gs, seat, t)) for s in gs.seats_from(seat) if s != seat}
    seats, events = _reachable(gs, tuple(s for s, n in leads.items() if n), "Constriction")
    if not leads or not any(leads.values()):
        events.append(event("no-target", "N-KEY-4", N_("{player}: nobody is ahead on appeal or conservation; "
                                                       "{keyword} affects no one"), player=_name(gs, seat),
                            keyword=KeywordName("Constriction")))
    for target in seats:
        cards = _put_tokens(gs, target, "constriction", leads[target], highest_first=True)
        events.append(event("constriction", "N-KEY-4", N_("{player}'s {card} puts constriction tokens on {other}'s "
                                                          "action cards: {cards}"), player=_name(gs, seat),
                            card=CardName(number), other=_name(gs, target), cards=ActionNames(cards)))
    return events


def nd_a2_constricted(gs: GameState, seat: int, card: str) -> int:
    """ND-68: a constriction token takes 2 off its card's strength (the turn keeps it at 1 at least)."""
    return -CONSTRICTION_PENALTY if (card, "constriction") in gs.players[seat].card_tokens else 0


def nd_a1_a2_tokens_go(gs: GameState, seat: int, card: str) -> list[Event]:
    """ND-67, ND-68: using a card (its action, also another player's use by Hypnosis, or the X-token action) sends
    its venom and constriction tokens back; a venom token the player sends back in their own turn spares the fine."""
    p = gs.players[seat]
    gone = [kind for c, kind in p.card_tokens if c == card and kind in ("venom", "constriction")]
    if not gone:
        return []
    p.card_tokens = tuple(t for t in p.card_tokens if not (t[0] == card and t[1] in gone))
    if "venom" in gone and seat == gs.current:
        gs.venom_removed = True
    return [event("token-back", "ND-67", N_("{player}'s {card} card was used: its venom token goes back to the "
                                            "supply"), player=p.name, card=ActionName(card)) if kind == "venom" else
            event("token-back", "ND-68", N_("{player}'s {card} card was used: its constriction token goes back to the "
                                            "supply"), player=p.name, card=ActionName(card)) for kind in gone]


def nd_a1_venom_fine(gs: GameState, seat: int) -> list[Event]:
    """ND-67: at the end of a turn whose player used no card with a venom token, holding venom tokens costs 2
    money (what is left if less)."""
    used, gs.venom_removed = gs.venom_removed, False
    p = gs.players[seat]
    if used or not any(kind == "venom" for _, kind in p.card_tokens):
        return []
    amount = min(VENOM_FINE, p.money)
    return [event("venom-fine", "ND-67", N_("{player} used no card with a venom token this turn and pays {amount} "
                                            "money for the venom"), player=p.name, amount=amount),
            *pay(gs, seat, amount, "ND-67")]


STRENGTH_HOOKS.append(nd_a2_constricted)
USE_HOOKS.append(nd_a1_a2_tokens_go)
END_TURN_HOOKS.append(nd_a1_venom_fine)


# ------------------------------------------------------------------------------- the player with the most …
def _target(gs: GameState, seat: int, keyword: str, track: str, number: int, level: int) -> list[Event]:
    """ND-69, ND-70: find the player with the most of ``track``; you choose among several (a question)."""
    top = most(gs, seat, track)
    seats, events = _reachable(gs, top, keyword)
    if not top:
        template = (N_("{player}: nobody else has the most appeal; {keyword} affects no one") if track == "appeal"
                    else N_("{player}: nobody else has the most conservation points; {keyword} affects no one"))
        events.append(event("no-target", RULES[keyword], template, player=_name(gs, seat),
                            keyword=KeywordName(keyword)))
    if len(seats) == 1:
        events += TARGETED[keyword](gs, seat, seats[0], number, level)
    elif seats:
        gs.push(Decision("interaction-target", seat, keyword=keyword, among=seats, card=number, level=level,
                         names=tuple(f"{_name(gs, s)} ({s + 1})" for s in seats)))
    return events


def _target_moves(gs: GameState, d: Decision) -> list[Move]:
    return [Choose("player", str(s + 1)) for s in d["among"]]


def _target_violations(gs: GameState, d: Decision, move: Move, report: bool) -> list[Violation]:
    if move in _target_moves(gs, d):
        return []
    return [Violation(RULES[d["keyword"]], N_("{keyword} affects one of the players tied for the most: choose one "
                                               "of {options}"), keyword=KeywordName(d["keyword"]),
                      options=Either(gs.players[s].name for s in d["among"]))]


def _target_apply(gs: GameState, d: Decision, move: Move) -> list[Event]:
    assert isinstance(move, Choose) and move.arg is not None
    return TARGETED[d["keyword"]](gs, d.player, int(move.arg) - 1, d["card"], d["level"])


# ------------------------------------------------------------------------------------------------ Hypnosis
@register_ability("Hypnosis", N_("after the action, you may carry out the action of one of the action cards in slots "
                                 "1 to X of the player with the most appeal"), rule="ND-69", after=True)
def nd_a3_hypnosis(gs: GameState, seat: int, number: int, a: Ability) -> list[Event]:
    """ND-69: after the action (N-EFF-2); the player with the most appeal is found when it resolves."""
    return _target(gs, seat, "Hypnosis", "appeal", number, _level(a))


def _hypnotise(gs: GameState, seat: int, target: int, number: int, slots: int) -> list[Event]:
    gs.push(Decision("hypnosis", seat, target=target, slots=slots, other=_name(gs, target)))
    return [event("hypnosis", "ND-69", N_("{player} may carry out the action of one of {other}'s cards in slots 1 to "
                                          "{slots}"), player=_name(gs, seat), other=_name(gs, target), slots=slots)]


def _hypnosis_power(gs: GameState, d: Decision, card: str) -> tuple[str, int]:
    """The level of the other player's card and the strength of its slot in their row (their tokens count)."""
    return gs.players[d["target"]].level(card), strength(gs, d["target"], card, 0)


def _hypnosis_moves(gs: GameState, d: Decision) -> list[Move]:
    row = gs.players[d["target"]].action_cards[: d["slots"]]
    return [ChooseAction(c) for c in row if not ACTIONS[c].can_act(gs, d.player, *_hypnosis_power(gs, d, c))] \
        + [Pass()]


def _hypnosis_violations(gs: GameState, d: Decision, move: Move, report: bool) -> list[Violation]:
    if move in _hypnosis_moves(gs, d):
        return []
    assert isinstance(move, ChooseAction)
    if move.x:
        return [Violation("ND-69", N_("an action carried out by {keyword} spends no X tokens"),
                          keyword=KeywordName("Hypnosis"))]
    if move.card not in gs.players[d["target"]].action_cards[: d["slots"]]:
        return [Violation("ND-69", N_("the {card} card is not in slots 1 to {slots} of {other}'s row"),
                          card=ActionName(move.card), slots=d["slots"], other=d["other"])]
    return ACTIONS[move.card].can_act(gs, d.player, *_hypnosis_power(gs, d, move.card))


def _hypnosis_apply(gs: GameState, d: Decision, move: Move) -> list[Event]:
    """ND-69: your action with the other player's card; then that card moves to slot 1 of its owner's row."""
    if isinstance(move, Pass):
        return []
    assert isinstance(move, ChooseAction)
    level, power = _hypnosis_power(gs, d, move.card)
    events = [event("action", "ND-69", N_("{player} carries out {other}'s {card} ({level}) at strength {strength}"),
                    player=_name(gs,
                                 d.player), other=d["other"], card=ActionName(move.card), level=level, strength=power)]
    events += ACTIONS[move.card].start(gs, d.player, level, power)
    gs.push(Decision("finish-action", d.player, card=move.card, owner=d["target"]))
    return events


# ------------------------------------------------------------------------------------------------ Pilfering
@register_ability("Pilfering", N_("the player with the most appeal (Pilfering 2: also the one with the most "
                                  "conservation points) gives you 5 money or a random card from their hand, as "
                                  "they choose"), rule="ND-70")
def nd_a4_pilfering(gs: GameState, seat: int, number: int, a: Ability) -> list[Event]:
    """ND-70: the player with the most appeal; Pilfering 2 also the player with the most CP (the same player twice
    if they lead both)."""
    events = _target(gs, seat, "Pilfering", "appeal", number, _level(a))
    if _level(a) >= 2:
        events += _target(gs, seat, "Pilfering", "cp", number, _level(a))
    return events


def _pilfer_options(gs: GameState, giver: int) -> tuple[str, ...]:
    """ND-70: money needs 5 (or an empty hand: then what is left); a card needs a card in the hand."""
    q = gs.players[giver]
    money = q.money >= PILFER_MONEY or (not q.hand and q.money > 0)
    return (("money",) if money else ()) + (("card",) if q.hand else ())


def _pilfer(gs: GameState, seat: int, target: int, number: int, level: int) -> list[Event]:
    options = _pilfer_options(gs, target)
    if len(options) == 1:
        return _give(gs, target, seat, options[0])
    if not options:
        return [event("pilfer", "ND-70", N_("{other} has neither cards nor money: {player} takes nothing"),
                      player=_name(gs, seat), other=_name(gs, target))]
    gs.push(Decision("pilfer", target, taker=seat, name=_name(gs, seat)))
    return [event("pilfer-asked", "ND-70", N_("{other} chooses what to give {player}: 5 money or a random card from "
                                              "the hand"), player=_name(gs, seat), other=_name(gs, target))]


def _give(gs: GameState, giver: int, taker: int, what: str) -> list[Event]:
    """The card is drawn at random and named in no event: the giver sees it leave, the taker sees it arrive."""
    q = gs.players[giver]
    if what == "money":
        amount = min(PILFER_MONEY, q.money)
        q.money -= amount
        return [event("pilfer", "ND-70", N_("{other} gives {player} {amount} money"), player=_name(gs, taker),
                      other=q.name, amount=amount), *gain_money(gs, taker, amount, "ND-70")]
    drawn = shuffle(gs, tuple(sorted(q.hand)))[0]
    hand = list(q.hand)
    hand.remove(drawn)
    q.hand = tuple(hand)
    add_cards(gs, taker, (drawn,))
    return [event("pilfer", "ND-70", N_("{player} draws a card at random from {other}'s hand"),
                  player=_name(gs, taker), other=q.name)]


def _pilfer_moves(gs: GameState, d: Decision) -> list[Move]:
    return [Choose(o) for o in _pilfer_options(gs, d.player)]


def _pilfer_violations(gs: GameState, d: Decision, move: Move, report: bool) -> list[Violation]:
    if move in _pilfer_moves(gs, d):
        return []
    return [Violation("ND-70", N_("{keyword}: give 5 money or a random card from your hand; on offer: {options}"),
                      keyword=KeywordName("Pilfering"), options=Either(MoveName(str(m)) for m in _pilfer_moves(gs, d)))]


def _pilfer_apply(gs: GameState, d: Decision, move: Move) -> list[Event]:
    assert isinstance(move, Choose)
    return _give(gs, d.player, d["taker"], move.option)


#: The rule id of each keyword that looks for "the player with the most …".
RULES = {"Hypnosis": "ND-69", "Pilfering": "ND-70"}
#: What each of them does to the player found.
TARGETED: dict[str, Callable[[GameState, int, int, int, int], list[Event]]] = {
    "Hypnosis": _hypnotise, "Pilfering": _pilfer}

register_question("interaction-target", candidates=_target_moves, violations=_target_violations,
                  apply=_target_apply, moves=(Choose,), rule="ND-70",
                  description=N_("{player}: choose which of the players tied for the most {keyword} affects: "
                                 "{names}"),
                  words={"keyword": KeywordName, "names": Either})
register_question("hypnosis", candidates=_hypnosis_moves, violations=_hypnosis_violations, apply=_hypnosis_apply,
                  moves=(ChooseAction, Pass), rule="ND-69",
                  description=N_("{player}: carry out the action of one of {other}'s cards in slots 1 to {slots} "
                                 "at the strength of its slot, or pass"))
register_question("pilfer", candidates=_pilfer_moves, violations=_pilfer_violations, apply=_pilfer_apply,
                  moves=(Choose,), rule="ND-70",
                  description=N_("{player}: give {name} 5 money or a random card from your hand"))
