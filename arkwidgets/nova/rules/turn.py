"""The turn (N-TURN, N-X, N-EFF-2): choose an action card or the X-token action, then the end of the turn in order.

A turn is a frame on the decision stack: ``action`` (the question), then ``end-turn`` (an effect). Choosing an action
card spends X tokens (N-X-2), fixes the strength as slot + X (N-TURN-3, N-X-3), lets the action's module push its
questions, and pushes ``finish-action``, which moves the card to slot 1 (N-TURN-4) and releases the queued "after"
effects (N-EFF-2). ``end-turn`` then refills the display, runs a break if one is due and passes the turn on
(N-TURN-7, ND-16); ``next-turn`` counts the final turns once the end is triggered (N-END-3, -4).

Tokens that other players' animals put on action cards (Venom, Constriction: :mod:`.interactions`) change how a card
is judged through three hook lists, so this module knows no token but the multiplier (ND-64): ``STRENGTH_HOOKS``
change a card's strength, ``USE_HOOKS`` run when a card is used, ``END_TURN_HOOKS`` when a turn ends.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ...i18n import N_
from ...verdicts import Violation
from ..decisions import Decision
from ..events import Event, event
from ..moves import ACTIONS as CARDS
from ..moves import Choose, ChooseAction, Discard, Move, XTokenAction
from ..state import GameState
from ..tracks import TRACKS
from ..words import X_TOKENS, ActionName, ActionNames, Counted, MoveName
from . import ACTIONS, register_effect, register_question
from .bonuses import gain_x
from .deck import refill_display

__all__ = ["END_TURN_HOOKS", "STRENGTH_HOOKS", "TURN_END_QUESTIONS", "TURN_OPTIONS", "USE_HOOKS", "TurnOption",
           "card_used", "move_to_slot_1", "n_turn_5_non_empty", "n_x_2_spend", "n_x_6_x_token_action", "start_turn",
           "strength"]

#: ``(gs, seat, card) -> change``: tokens on an action card that change its strength (Constriction, ND-68).
STRENGTH_HOOKS: list[Callable[[GameState, int, str], int]] = []
#: ``(gs, seat, card) -> events``: the action card ``card`` of ``seat`` is used (its action carried out, or taken for
#: an X token) and is about to move to slot 1 (Venom and Constriction tokens go, ND-67, ND-68).
USE_HOOKS: list[Callable[[GameState, int, str], list[Event]]] = []
#: ``(gs, seat) -> events``: the turn of ``seat`` ends, before the display is refilled (Venom, ND-67).
END_TURN_HOOKS: list[Callable[[GameState, int], list[Event]]] = []


@dataclass(frozen=True, slots=True)
class TurnOption:
    """Something a player may do at the action question besides choosing the action (Commercial Harbor's sale,
    N-MAPX-4): its answers now, its judge (``None``: the move is not this option's) and its effect. The action is
    asked again afterwards: an option is never the turn's action (N-TURN-2)."""

    candidates: Callable[[GameState, int], list[Move]]
    violations: Callable[[GameState, int, Move], list[Violation] | None]
    apply: Callable[[GameState, int, Move], list[Event]]


#: The options offered at the action question, besides the action cards (moves of the classes in ``_OPTION_MOVES``).
TURN_OPTIONS: list[TurnOption] = []
#: ``(gs, seat) -> decisions`` asked once the action and its "after" effects are done, before the display is refilled
#: (N-TURN-7): offers a map ability makes for any moment of its owner's turn (N-MAPX-4).
TURN_END_QUESTIONS: list[Callable[[GameState, int], list[Decision]]] = []
#: The move classes a turn option may answer with (``discard 412``).
_OPTION_MOVES = (Discard,)


def start_turn(gs: GameState, seat: int) -> list[Event]:
    """Open a turn for ``seat``: ask for an action, then end the turn (N-TURN-1)."""
    gs.current = seat
    gs.push(Decision("action", seat), Decision("end-turn", seat))
    return [event("turn", "N-TURN-1", N_("{player}'s turn"), player=gs.players[seat].name)]


def strength(gs: GameState, seat: int, card: str, x: int) -> int:
    """Slot number + X tokens spent (N-TURN-3, N-X-2); a token that weakens the card (Constriction) takes its part
    off, never below 1 (ND-68)."""
    return _power(gs.players[seat].slot(card), x, _change(gs, seat, card))


def strengths(gs: GameState, seat: int, card: str, most: int) -> Sequence[int]:
    """:func:`strength` at X = 0 … ``most``, the tokens on the card read once (what the action question asks)."""
    slot, change = gs.players[seat].slot(card), _change(gs, seat, card)
    if not change:
        return range(slot, slot + most + 1)  # _power without a change: slot + x
    return [_power(slot, x, change) for x in range(most + 1)]


def _change(gs: GameState, seat: int, card: str) -> int:
    change = 0
    for hook in STRENGTH_HOOKS:
        change += hook(gs, seat, card)
    return change


def _power(slot: int, x: int, change: int) -> int:
    return max(1, slot + x + change) if change else slot + x


def card_used(gs: GameState, seat: int, card: str) -> list[Event]:
    """``seat``'s action card ``card`` has been used: the tokens that last until its next use go (USE_HOOKS)."""
    return [e for hook in USE_HOOKS for e in hook(gs, seat, card)]


def move_to_slot_1(gs: GameState, seat: int, card: str) -> None:
    """The used card leaves its slot, the cards left of it move one slot right, it goes to slot 1 (N-TURN-4)."""
    p = gs.players[seat]
    p.action_cards = (card, *(c for c in p.action_cards if c != card))


# ------------------------------------------------------------------------------------------- rule functions
def n_x_2_spend(gs: GameState, seat: int, x: int) -> list[Violation]:
    """N-X-2: X tokens spent must be held."""
    held = gs.players[seat].x_tokens
    if x > held:
        return [Violation("N-X-2", N_("{player} spends {x} X tokens but holds {held}"),
                          player=gs.players[seat].name, x=x, held=held)]
    return []


def n_x_6_x_token_action(gs: GameState, seat: int) -> list[Violation]:
    """N-X-6: no X-token action while holding 5 X tokens."""
    p = gs.players[seat]
    if p.x_tokens >= TRACKS.x_token_max:
        return [Violation("N-X-6", N_("{player} holds {held} X tokens: the X-token action is not allowed"),
                          player=p.name, held=p.x_tokens)]
    return []


def n_turn_5_non_empty(gs: GameState, seat: int, card: str, x: int) -> list[Violation]:
    """N-TURN-5, ND-25: the action must be able to do something at this strength (the action module says why not)."""
    p = gs.players[seat]
    return ACTIONS[card].can_act(gs, seat, p.level(card), strength(gs, seat, card, x))


# ------------------------------------------------------------------------------------------- the question
def _candidates(gs: GameState, d: Decision) -> list[Move]:
    seat = d.player
    p = gs.players[seat]
    moves: list[Move] = []
    for card in CARDS:
        # more strength never makes an action impossible: find the least X that can act, every higher X can too
        # (N-TURN-5 asked at X = 0, 1, … as n_turn_5_non_empty asks it, the strength-free part read once)
        least = ACTIONS[card].first_able(gs, seat, p.level(card), strengths(gs, seat, card, p.x_tokens))
        if least is not None:
            moves.extend(_CHOICES[card][least:p.x_tokens + 1])
    if not n_x_6_x_token_action(gs, seat):
        moves.extend(_X_TOKEN_ACTIONS)
    for option in TURN_OPTIONS:
        moves.extend(option.candidates(gs, seat))
    return moves


#: The action question's answers, made once (moves are values): ``_CHOICES[card][x]`` and the X-token actions.
_CHOICES = {card: tuple(ChooseAction(card, x) for x in range(TRACKS.x_token_max + 1)) for card in CARDS}
_X_TOKEN_ACTIONS = tuple(XTokenAction(card) for card in CARDS)


def _violations(gs: GameState, d: Decision, move: Move, report: bool) -> list[Violation]:
    if isinstance(move, _OPTION_MOVES):
        for option in TURN_OPTIONS:
            found = option.violations(gs, d.player, move)
            if found is not None:
                return found
        return [Violation("N-TURN-2", N_("{move} is not an action: choose an action card or the X-token action"),
                          move=MoveName(str(move)))]
    if isinstance(move, XTokenAction):
        return n_x_6_x_token_action(gs, d.player)
    assert isinstance(move, ChooseAction)
    found = n_x_2_spend(gs, d.player, move.x)
    if found and not report:
        return found
    return found + n_turn_5_non_empty(gs, d.player, move.card, move.x)


def _apply(gs: GameState, d: Decision, move: Move) -> list[Event]:
    seat = d.player
    p = gs.players[seat]
    if isinstance(move, _OPTION_MOVES):  # an option, then the action is asked again
        option = next(o for o in TURN_OPTIONS if o.violations(gs, seat, move) is not None)
        events = option.apply(gs, seat, move)
        gs.push(d)
        return events
    if isinstance(move, XTokenAction):
        used = card_used(gs, seat, move.card)
        move_to_slot_1(gs, seat, move.card)
        return [*used, event("x-token-action", "N-X-5", N_("{player} moves {card} to slot 1 for an X token"),
                             player=p.name, card=ActionName(move.card)), *gain_x(gs, seat, 1, "N-X-5")]
    assert isinstance(move, ChooseAction)
    level, power = p.level(move.card), strength(gs, seat, move.card, move.x)
    events = []
    if move.x:
        p.x_tokens -= move.x
        events.append(event("x-spent", "N-X-2", N_("{player} spends {x} on {card}"), player=p.name,
                            x=Counted(move.x, X_TOKENS), card=ActionName(move.card)))
    events.append(event("action", "N-TURN-3", N_("{player} uses {card} ({level}) at strength {strength}"),
                        player=p.name, card=ActionName(move.card), level=level, strength=power))
    events.extend(ACTIONS[move.card].start(gs, seat, level, power))  # ND-22: level and strength fixed now
    if (move.card, "multiplier") in p.card_tokens:  # ND-64: the token makes this use run twice, then goes
        tokens = list(p.card_tokens)
        tokens.remove((move.card, "multiplier"))
        p.card_tokens = tuple(tokens)
        gs.push(Decision("repeat-action", seat, card=move.card, level=level, strength=power))
    gs.push(Decision("finish-action", seat, card=move.card))
    return events


def _repeat_action(gs: GameState, d: Decision) -> list[Event]:
    """ND-64: the second run of a multiplied action, at the level and strength of the first (before slot 1)."""
    seat, card, level, power = d.player, d["card"], d["level"], d["strength"]
    name = gs.players[seat].name
    why = ACTIONS[card].can_act(gs, seat, level, power)
    if why:
        return [event("repeat-action", "ND-64", N_("{player}'s multiplier token: {card} has nothing to do a second "
                                                   "time"), player=name, card=ActionName(card))]
    events = [event("repeat-action", "ND-64", N_("{player}'s multiplier token: {card} runs a second time at strength "
                                                 "{strength}"), player=name, card=ActionName(card), strength=power)]
    return events + ACTIONS[card].start(gs, seat, level, power)


register_question("action", candidates=_candidates, violations=_violations, apply=_apply,
                  moves=(ChooseAction, XTokenAction, *_OPTION_MOVES), rule="N-TURN-2")


# ------------------------------------------------------------------------------------------- the effects
def _finish_action(gs: GameState, d: Decision) -> list[Event]:
    """N-TURN-4 then N-EFF-2: the card to slot 1, then the "after" effects in the player's order. ``owner``: whose
    row the card lies in, when it is another player's (Hypnosis, ND-69)."""
    owner = d.get("owner", d.player)
    events = card_used(gs, owner, d["card"])
    move_to_slot_1(gs, owner, d["card"])
    events.append(event("slot-1", "N-TURN-4", N_("{player}'s {card} card moves to slot 1 ({order})"),
                        player=gs.players[owner].name, card=ActionName(d["card"]),
                        order=ActionNames(gs.players[owner].action_cards)))
    events.extend(_release_after(gs, d.player))
    return events


def _release_after(gs: GameState, seat: int) -> list[Event]:
    """ND-111: an action carried out by an "after the action" effect (Hypnosis, ND-69) finishes inside the first
    action's effects: while the first action's order question still waits on the stack, it orders what is left (a
    second question would find nothing left to order once the first was answered)."""
    if any(d.kind == "after-order" for d in gs.pending):
        return []
    if len(gs.after) == 1 or len(set(gs.after)) == 1:
        gs.push(*gs.after)
        gs.after = ()
    elif gs.after:
        gs.push(Decision("after-order", seat))
    return []


def _order_candidates(gs: GameState, d: Decision) -> list[Move]:
    return [Choose("effect", str(i)) for i in range(1, len(gs.after) + 1)]


def _order_violations(gs: GameState, d: Decision, move: Move, report: bool) -> list[Violation]:
    if move in _order_candidates(gs, d):
        return []
    return [Violation("N-EFF-2", N_("{move}: choose which 'after the action' effect resolves next, 1 to {count}"),
                      move=MoveName(str(move)), count=len(gs.after))]


def _order_apply(gs: GameState, d: Decision, move: Move) -> list[Event]:
    assert isinstance(move, Choose) and move.arg is not None
    i = int(move.arg) - 1
    chosen, gs.after = gs.after[i], gs.after[:i] + gs.after[i + 1:]
    gs.push(chosen)
    return _release_after(gs, d.player)


register_question("after-order", candidates=_order_candidates, violations=_order_violations, apply=_order_apply,
                  moves=(Choose,), rule="N-EFF-2",
                  description=N_("{player}: choose which 'after the action' effect resolves first"))


def _end_turn(gs: GameState, d: Decision) -> list[Event]:
    """N-TURN-7, ND-16: display refill, then a break if due (or the solo timer), then the next player. Offers for
    the end of the player's own turn (:data:`TURN_END_QUESTIONS`) are asked first, once."""
    if not d.get("offered"):
        offers = [q for hook in TURN_END_QUESTIONS for q in hook(gs, d.player)]
        if offers:
            gs.push(*offers, d.with_(offered=True))
            return []
    events = [e for hook in END_TURN_HOOKS for e in hook(gs, d.player)]
    events += refill_display(gs)
    if gs.n == 1:
        gs.push(Decision("solo-timer", d.player))
    elif gs.break_due:
        gs.push(Decision("break", d.player))
    gs.push(Decision("next-turn", d.player))
    return events


def _next_turn(gs: GameState, d: Decision) -> list[Event]:
    """N-TURN-1, N-BREAK-13, N-END-3/-4: the next player clockwise, or final scoring after the last final turn."""
    gs.turn += 1
    if gs.phase == "over":
        return []
    if gs.end_trigger is not None:
        if gs.final_turns is None:
            gs.final_turns = gs.n if gs.end_in_break else gs.n - 1
            gs.phase = "final"
        else:
            gs.final_turns -= 1
        if gs.final_turns <= 0:
            gs.push(Decision("final-scoring", d.player))
            return []
    return start_turn(gs, (d.player + 1) % gs.n)


register_effect("finish-action", _finish_action)
register_effect("repeat-action", _repeat_action)
register_effect("end-turn", _end_turn)
register_effect("next-turn", _next_turn)
