"""The break track and the break (N-BREAK-1 … -13).

The break token advances (Cards: 2, Sponsors' money: X, some abilities); reaching the last space gives the mover 1 X
token at once (ND-42) and makes a break due when the turn is over (N-BREAK-3). The break runs its six steps as
effects on the decision stack, in order, each for every player clockwise from the player whose turn it was
(N-BREAK-4, ND-35); a step that needs a choice (hand-limit discards, an income bonus that asks) pushes its
questions, and they are answered before the next step.

Hooks for other modules: :data:`INCOME_HOOKS` (sponsor income, N-BREAK-11) and :data:`KIOSK_INCOME` (the kiosk
adjacency count, N-BREAK-10) are called with ``(gs, seat)`` and return events.
"""

from __future__ import annotations

from collections.abc import Callable

from ...i18n import N_
from ..buildings import BUILDING_TYPES, Building, adjacent_hexes
from ..cards import CONTINENTS
from ..decisions import Decision
from ..events import Event, event
from ..hexes import Hex
from ..state import GameState
from ..tracks import TRACKS
from ..words import CardNames
from ..zoomap import load_map
from . import register_effect
from .bonuses import gain_bonus, gain_money, gain_x
from .deck import discard, refill_display
from .zoo_icons import UNIVERSITIES, hand_limit

__all__ = ["INCOME_HOOKS", "STEPS", "advance_break", "kiosk_income", "refill_association_board"]

#: ``(gs, seat) -> events`` for income shown on sponsor cards (N-BREAK-11); the sponsors module appends to it.
INCOME_HOOKS: list[Callable[[GameState, int], list[Event]]] = []

STEPS = ("N-BREAK-5", "N-BREAK-6", "N-BREAK-7", "N-BREAK-8", "N-BREAK-9", "N-BREAK-12")


def advance_break(gs: GameState, seat: int, spaces: int, rule: str) -> list[Event]:
    """Move the break token ``spaces`` toward the end (N-BREAK-2); excess is ignored, reaching the end gives the
    mover an X token and makes a break due (N-BREAK-3, ND-42). Solo has no break token (N-SOLO-7)."""
    if gs.n == 1 or spaces <= 0:
        return []
    if gs.break_due:
        return [event("break-full", "N-BREAK-3", N_("the break token is already at the end; the advance is "
                                                    "ignored"))]
    gs.break_pos = min(gs.break_len, gs.break_pos + spaces)
    events = [event("break-advance", rule, N_("the break token advances {spaces} (now {pos} of {length})"),
                    spaces=spaces, pos=gs.break_pos, length=gs.break_len)]
    if gs.break_pos >= gs.break_len:
        gs.break_due = True
        events.append(event("break-due", "N-BREAK-3", N_("{player} moves the break token to the end: a break "
                                                         "follows this turn"), player=gs.players[seat].name))
        events.extend(gain_x(gs, seat, 1, "N-BREAK-3"))
    return events


def _break(gs: GameState, d: Decision) -> list[Event]:
    """N-BREAK-4: the player whose turn it was runs the steps, in order."""
    gs.in_break = True
    gs.push(*(Decision("break-step", d.player, step=i) for i in range(len(STEPS))))
    return [event("break", "N-BREAK-4", N_("a break: {player} takes the break token"),
                  player=gs.players[d.player].name)]


def _step(gs: GameState, d: Decision) -> list[Event]:
    return _STEP_FUNCTIONS[d["step"]](gs, d.player)


def n_break_5_hand_limit(gs: GameState, first: int) -> list[Event]:
    from .cards_action import ask_discard

    for seat in gs.seats_from(first):
        ask_discard(gs, seat, len(gs.players[seat].hand) - hand_limit(gs, seat), "N-BREAK-5")
    return []


def n_break_6_tokens(gs: GameState, first: int) -> list[Event]:
    had = [p.name for p in gs.players if p.card_tokens]
    for p in gs.players:
        p.card_tokens = ()
    if not had:
        return []
    return [event("tokens-back", "N-BREAK-6", N_("multiplier, venom and constriction tokens go back to the supply "
                                                 "({players})"), players=tuple(had))]


def refill_association_board(gs: GameState) -> None:
    """Every partner-zoo continent and university kind on offer again, except those every player owns (N-BREAK-7)."""
    gs.offer_partner_zoos = tuple(c for c in CONTINENTS if not all(c in p.partner_zoos for p in gs.players))
    gs.offer_universities = tuple(u for u in UNIVERSITIES if not all(u in p.universities for p in gs.players))


def n_break_7_workers(gs: GameState, first: int) -> list[Event]:
    for p in gs.players:
        p.workers += sum(p.workers_on)
        p.workers_on = (0, 0, 0, 0)
    refill_association_board(gs)
    return [event("workers-back", "N-BREAK-7", N_("every worker returns to its notepad; the association board is "
                                                  "refilled"))]


def n_break_8_display(gs: GameState, first: int) -> list[Event]:
    gone = tuple(c for c in gs.display[:2] if c is not None)
    discard(gs, gone)
    gs.display = (None, None, *gs.display[2:])
    return [event("display-discard", "N-BREAK-8", N_("display folders 1 and 2 are discarded ({cards})"),
                  cards=CardNames(gone)), *refill_display(gs, "N-BREAK-8")]


def n_break_9_income(gs: GameState, first: int) -> list[Event]:
    gs.push(*(Decision("break-income", seat) for seat in gs.seats_from(first)))
    return []


def kiosk_income(gs: GameState, seat: int) -> int:
    """N-BREAK-10: for each kiosk separately, 1 money per adjacent unique building, special enclosure, pavilion and
    occupied standard enclosure (an enclosure is occupied when an animal lives there, ND-10)."""
    p = gs.players[seat]
    around_kiosks = [adjacent_hexes(k) for k in p.buildings if k.type == "kiosk"]  # each read once, not per pair
    if not around_kiosks:
        return 0
    homes = {a.home for a in p.animals if isinstance(a.home, tuple)}
    paying = [b.cells for b in p.buildings if _pays(b, homes)]
    return sum(1 for around in around_kiosks for cells in paying if not around.isdisjoint(cells))


def _pays(b: Building, homes: set[Hex]) -> bool:
    category = BUILDING_TYPES[b.type].category
    if category == "standard":
        return b.anchor in homes
    return category in ("unique", "special", "pavilion")


def _income(gs: GameState, d: Decision) -> list[Event]:
    """Step 5 for one player: 5a appeal, 5b kiosks, 5c sponsors and the uncovered left-edge spaces; then refill."""
    seat = d.player
    p = gs.players[seat]
    events = gain_money(gs, seat, TRACKS.income(p.appeal), "N-BREAK-9")
    events += gain_money(gs, seat, kiosk_income(gs, seat), "N-BREAK-10")
    for hook in INCOME_HOOKS:
        events += hook(gs, seat)
    for slot, covered in zip(load_map(p.map_id).left_edge, p.edge_tokens, strict=False):
        if not covered and slot.pays_at_breaks:
            events += gain_bonus(gs, seat, slot.bonus.type, slot.bonus.value, "N-BREAK-11")
    gs.push(Decision("refill", seat))
    return events


def _refill(gs: GameState, d: Decision) -> list[Event]:
    return refill_display(gs, "N-BREAK-9")


def n_break_12_token_back(gs: GameState, first: int) -> list[Event]:
    gs.break_pos = 0
    gs.break_due = False
    gs.in_break = False
    return [event("break-end", "N-BREAK-12", N_("the break token goes back to its start space"))]


_STEP_FUNCTIONS = (n_break_5_hand_limit, n_break_6_tokens, n_break_7_workers, n_break_8_display, n_break_9_income,
                   n_break_12_token_back)

register_effect("break", _break)
register_effect("break-step", _step)
register_effect("break-income", _income)
register_effect("refill", _refill)
