"""The Cards action (N-CARDS-1 … -9) and the hand discard it shares with the break (N-BREAK-5).

Level I draws the table's number from the deck at once, or snaps at strength ≥ 5; level II takes its cards one at a
time, each from the deck or from the display within reputation range (judged at each take, ND-41), or snaps at
strength ≥ 3. A snap takes exactly one card and nothing is discarded (N-CARDS-6). Display cards taken leave gaps
until the end of the turn (N-DISP-4). The draw/discard tables are in :data:`TRACKS` (NC-2, ND-24).
"""

from __future__ import annotations

import functools
from collections.abc import Iterable

from ...i18n import N_, Nn_
from ...verdicts import Violation
from ..decisions import Decision
from ..events import Event, event
from ..moves import Discard, DrawDeck, Move, Snap, Take
from ..state import GameState
from ..tracks import TRACKS
from ..words import CARDS, CardName, Counted
from . import register_action, register_question
from .bonuses import add_cards
from .breaks import advance_break
from .deck import discard, draw, in_range, range_folders, take_from_display

__all__ = ["ask_discard", "n_cards_3_snap_strength", "n_cards_6_snap_alone", "n_disp_3_in_range"]


def _can_act(gs: GameState, seat: int, level: str, strength: int) -> list[Violation]:
    """Cards is never empty (ND-25) unless there is no card anywhere to take."""
    if _card_left(gs):
        return []
    return [Violation("N-CARDS-1", N_("there is no card in the deck, the discard pile or the display to take"))]


def _card_left(gs: GameState) -> bool:
    return bool(gs.deck or gs.discard or any(c is not None for c in gs.display))


def _first_acting(gs: GameState, seat: int, level: str, strengths: Iterable[int]) -> int | None:
    """:func:`_can_act` asks nothing of the strength: the first strength acts when a card is left, else none."""
    if not _card_left(gs) or next(iter(strengths), None) is None:
        return None
    return 0


def _start(gs: GameState, seat: int, level: str, strength: int) -> list[Event]:
    events = advance_break(gs, seat, TRACKS.cards_break_advance, "N-CARDS-1")
    count, drop = TRACKS.cards_draw(level, strength)
    gs.push(Decision("cards", seat, level=level, strength=strength, draw=count, discard=drop, taken=0))
    return events


def ask_discard(gs: GameState, seat: int, count: int, rule: str) -> None:
    """Ask ``seat`` to discard ``count`` cards from the hand, one at a time (N-CARDS-2, N-BREAK-5)."""
    count = min(count, len(gs.players[seat].hand))
    if count > 0:
        gs.push(Decision("discard", seat, count=count, rule=rule))


# ------------------------------------------------------------------------------------------ rule functions
def n_cards_3_snap_strength(d: Decision, folder: int) -> list[Violation]:
    """N-CARDS-3 / -5: a snap needs strength 5 at level I, 3 at level II."""
    need = TRACKS.snap_min_strength(d["level"])
    if d["strength"] < need:
        return [Violation("N-CARDS-3" if d["level"] == "I" else "N-CARDS-5",
                          N_("a snap with Cards {level} needs strength {need}; this one has {strength}"),
                          level=d["level"], need=need, strength=d["strength"])]
    return []


def n_cards_6_snap_alone(d: Decision) -> list[Violation]:
    """N-CARDS-6: a snap replaces all drawing, so it must be the action's first and only take."""
    if d["taken"]:
        return [Violation("N-CARDS-6", N_("a snap replaces all drawing: {taken}"),
                          taken=Counted(d["taken"], Nn_("{count} card already taken", "{count} cards already taken")))]
    return []


def n_disp_3_in_range(gs: GameState, seat: int, folder: int) -> list[Violation]:
    """N-DISP-3, ND-41: a display card taken with Cards II must lie within the reputation range now."""
    if in_range(gs, seat, folder):
        return []
    r = range_folders(gs, seat)
    return [Violation("N-DISP-3", N_("folder {folder} is beyond {player}'s reputation range (folders 1–{last})"),
                      folder=folder, player=gs.players[seat].name, last=r.stop - 1)]


def _folder_filled(gs: GameState, folder: int) -> list[Violation]:
    if gs.display[folder - 1] is None:
        return [Violation("N-DISP-4", N_("display folder {folder} is empty this turn"), folder=folder)]
    return []


# --------------------------------------------------------------------------------------------- the question
def _candidates(gs: GameState, d: Decision) -> list[Move]:
    seat = d.player
    filled = [f for f in range(1, 7) if gs.display[f - 1] is not None]
    moves: list[Move] = []
    if d["level"] == "I":
        if gs.deck or gs.discard:
            moves.append(DrawDeck(d["draw"]))
    else:
        if gs.deck or gs.discard:
            moves.append(DrawDeck())
        reach = range_folders(gs, seat)  # N-DISP-3 (in_range), the range read once for the six folders
        moves.extend(_TAKES[f] for f in filled if f in reach)
    if not d["taken"] and d["strength"] >= TRACKS.snap_min_strength(d["level"]):
        moves.extend(_SNAPS[f] for f in filled)
    return moves


#: The answers naming a display folder, made once (moves are values): ``_TAKES[folder]``, ``_SNAPS[folder]``.
_TAKES = {f: Take(f) for f in range(1, 7)}
_SNAPS = {f: Snap(f) for f in range(1, 7)}


def _violations(gs: GameState, d: Decision, move: Move, report: bool) -> list[Violation]:
    found: list[Violation] = []
    if isinstance(move, Snap):
        found += n_cards_3_snap_strength(d, move.folder) + n_cards_6_snap_alone(d) + _folder_filled(gs, move.folder)
    elif isinstance(move, Take):
        if d["level"] == "I":
            found.append(Violation("N-CARDS-2", N_("Cards I draws from the deck only; display cards need Cards II "
                                                   "or a snap")))
        found += n_disp_3_in_range(gs, d.player, move.folder) + _folder_filled(gs, move.folder)
    elif isinstance(move, DrawDeck):
        want = d["draw"] if d["level"] == "I" else 1
        if move.count != want:
            found.append(Violation("N-CARDS-2" if d["level"] == "I" else "N-CARDS-4",
                                   N_("Cards {level} at strength {strength} draws {want} here, not {count}"),
                                   level=d["level"], strength=d["strength"], want=Counted(want, CARDS),
                                   count=move.count))
        if not (gs.deck or gs.discard):
            found.append(Violation("ND-23", N_("the deck and the discard pile are empty")))
    return found


def _apply(gs: GameState, d: Decision, move: Move) -> list[Event]:
    seat = d.player
    name = gs.players[seat].name
    if isinstance(move, Snap):
        card = take_from_display(gs, move.folder)
        add_cards(gs, seat, (card,))
        return [event("snap", "N-CARDS-6", N_("{player} snaps {card} from display folder {folder}"), player=name,
                      card=CardName(card), folder=move.folder)]
    if isinstance(move, DrawDeck):
        cards, events = draw(gs, move.count, "N-CARDS-2")
        add_cards(gs, seat, cards)
        events.append(event("draw", "N-CARDS-2", Nn_("{player} draws {count} card from the deck",
                                                           "{player} draws {count} cards from the deck"), player=name,
                            count=len(cards)))
        taken = d["taken"] + move.count
    else:
        assert isinstance(move, Take)
        card = take_from_display(gs, move.folder)
        add_cards(gs, seat, (card,))
        events = [event("take", "N-CARDS-4", N_("{player} takes {card} from display folder {folder}"), player=name,
                        card=CardName(card), folder=move.folder)]
        taken = d["taken"] + 1
    again = d.with_(taken=taken) if taken < d["draw"] else None
    if again is not None and _candidates(gs, again):
        gs.push(again)
    else:
        ask_discard(gs, seat, d["discard"], "N-CARDS-4" if d["level"] == "II" else "N-CARDS-2")
    return events


register_question("cards", candidates=_candidates, violations=_violations, apply=_apply,
                  moves=(DrawDeck, Take, Snap), rule="N-CARDS-2",
                  description=N_("{player}: Cards {level} at strength {strength}: take {draw} ({taken}) or snap"),
                  words={"draw": lambda n: Counted(n, CARDS),
                         "taken": lambda n: Counted(n, Nn_("{count} taken so far", "{count} taken so far"))})
register_action("cards", can_act=_can_act, start=_start, first_acting=_first_acting)


# --------------------------------------------------------------------------------------- discarding cards
def _discard_candidates(gs: GameState, d: Decision) -> list[Move]:
    return [_discard_move(c) for c in sorted(set(gs.players[d.player].hand))]


@functools.cache
def _discard_move(number: int) -> Discard:
    """``discard <number>``, made once a card (moves are immutable values; at most one entry a card number)."""
    return Discard(number)


def _discard_violations(gs: GameState, d: Decision, move: Move, report: bool) -> list[Violation]:
    assert isinstance(move, Discard)
    if move.card in gs.players[d.player].hand:
        return []
    return [Violation(d["rule"], N_("{card} is not in {player}'s hand"), card=CardName(move.card),
                      player=gs.players[d.player].name)]


def _discard_apply(gs: GameState, d: Decision, move: Move) -> list[Event]:
    assert isinstance(move, Discard)
    p = gs.players[d.player]
    hand = list(p.hand)
    hand.remove(move.card)
    p.hand = tuple(hand)
    discard(gs, (move.card,))
    if d["count"] > 1:
        gs.push(d.with_(count=d["count"] - 1))
    return [event("discard", d["rule"], N_("{player} discards {card}"), player=p.name, card=CardName(move.card))]


register_question("discard", candidates=_discard_candidates, violations=_discard_violations, apply=_discard_apply,
                  moves=(Discard,), rule="N-CARDS-2",
                  description=N_("{player}: discard {count} from your hand"),
                  words={"count": lambda n: Counted(n, CARDS)})
