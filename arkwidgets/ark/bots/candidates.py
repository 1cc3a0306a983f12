"""The moves a bot weighs: every legal move of an ordinary position, a bounded share of a huge one.

A custom deck may hold up to 1000 cards (:data:`arkwidgets.ark.cards.MAX_CARDS`), and Ark puts no limit on a hand,
so a legal position can have hundreds of thousands of two-card plays (150-card hands: about 250,000). No bot lists
them all. :func:`candidates` works within two counted budgets: it judges at most :data:`MAX_JUDGED` candidate
placements (:func:`arkwidgets.ark.movegen.candidate_count`) and returns at most :data:`MAX_MOVES` moves: every draw,
then single placements, then two-card plays, first card by first card. While the whole list fits — every position of
the default deck: the largest measured has about 2,300 moves from under 6,000 judged placements — it is exactly
:func:`arkwidgets.ark.movegen.legal_moves`, in the same order, so the bots decide as they always did.
"""

from __future__ import annotations

import time

from ..card_play import apply_placement
from ..movegen import candidate_count, legal_moves, legal_placements
from ..moves import Draw, Move, Pass, Play
from ..positions import parse_cabin
from ..state import Phase, State, Table

__all__ = ["MAX_JUDGED", "MAX_MOVES", "bounded_moves", "candidates"]

#: The most moves a bot weighs in one decision (draws and single cards first, then two-card plays).
MAX_MOVES = 3000
#: The most candidate placements judged by the rules while a bot lists its moves for one decision.
MAX_JUDGED = 20_000


def candidates(
    table: Table, s: State, limit: int = MAX_MOVES, deadline: float | None = None, judged: int = MAX_JUDGED
) -> list[Move]:
    """The legal moves of the player to act in ``s``: all of them (in the engine's order) when there are at most
    ``limit`` and listing them judges at most ``judged`` candidate placements; else the draws, then single
    placements, then two-card plays, at most ``limit`` moves in all and ``judged`` placements judged. Two-card plays
    also stop once ``time.perf_counter()`` passes ``deadline``. Never empty while the game is not over."""
    return bounded_moves(table, s, limit, deadline, judged)[0]


def bounded_moves(
    table: Table, s: State, limit: int = MAX_MOVES, deadline: float | None = None, judged: int = MAX_JUDGED
) -> tuple[list[Move], bool]:
    """:func:`candidates`, and whether the list is complete (exactly :func:`legal_moves`)."""
    if s.phase == Phase.PETS:  # one move per card in hand, no placement judged
        pets = legal_moves(table, s)
        return pets[:limit], len(pets) <= limit
    if s.phase == Phase.FINAL:  # single cards only (F-2), and the pass
        count = candidate_count(s)
        singles = legal_placements(table, s, limit=judged)
        complete = count <= judged and len(singles) < limit
        return [*(Play((pl,)) for pl in singles[: max(0, limit - 1)]), Pass()], complete
    if s.phase != Phase.PLAY:
        return [], True
    p = s.current
    draws: list[Move] = [Draw(k) for k in range(1, len(s.display) + 1)]
    budget = judged
    count = candidate_count(s)
    firsts = legal_placements(table, s, limit=budget)
    full = count <= budget
    budget -= min(budget, count)
    pairs: list[list[Move]] = []
    total = len(draws) + len(firsts)
    for first in firsts:
        if total >= limit or budget <= 0 or (deadline is not None and time.perf_counter() >= deadline):
            full = False
            break
        seconds: list[Move] = []
        if not table.deck.card(first.card).solo:
            scratch = s.copy()
            apply_placement(table, scratch, p, first, None)
            others = [x for x in scratch.hands[p] if not x.solo]
            count = candidate_count(scratch, others)
            seconds = [Play((first, second)) for second in
                       legal_placements(table, scratch, others, parse_cabin(first.cabin), limit=budget)]
            full = full and count <= budget
            budget -= min(budget, count)
        pairs.append(seconds)
        total += len(seconds)
    if full and total <= limit:  # everything fits: the engine's own order (a first card, then its pairs)
        moves = list(draws)
        for k, first in enumerate(firsts):
            moves.append(Play((first,)))
            moves.extend(pairs[k])
        return moves or [Pass()], True  # D-7
    moves = [*draws, *(Play((first,)) for first in firsts)][:limit]
    for group in pairs:
        moves.extend(group[: max(0, limit - len(moves))])
    if not moves:  # no legal first card among the judged share (never seen): the first legal one, found unbounded
        moves = [Play((pl,)) for pl in legal_placements(table, s)[:1]]
    return moves or [Pass()], False
