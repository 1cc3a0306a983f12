"""Ark's side of the coach (:mod:`arkwidgets.coach`): moves as a learner thinks of them, the playout policy, the final
points, and reasons from the engine's own events.

* **Moves as a learner thinks of them.** An Ark turn is one engine move, and a learner weighs a *draw* (which display
  card) against a *placement* (which card into which cabin, one or two of them), or a pet, or a pass. The candidates
  are the greedy heuristic's best moves (:class:`~arkwidgets.ark.bots.Heuristic`, from the seat's view), plus its best
  draw so that drawing is always weighed — what :class:`~arkwidgets.ark.bots.SearchBot` weighs.
* **Playouts.** An Ark game is short: every playout goes to the end, with the search bot's playout policy
  (:func:`arkwidgets.ark.bots.search.playout_move`: the engine's cheap random turns, any allowed pet, and in the final
  round a card only when its majority gain beats the disc it costs), applied by the engine's own ``apply``. A
  playout's outcome is the seat's win share and final points (E-1 … E-5), its value the win share plus the points
  margin over the best opponent / 40 (the search bot's, to break near-ties).

Standard library only, like the rest of the engine.
"""

from __future__ import annotations

import random
from collections.abc import Generator, Sequence
from typing import Any, NamedTuple

from ..coach import Line, Outcome, Phrase, Reason, signed
from ..i18n import N_, _, join_names, pgettext
from . import movegen, turns
from .bots.heuristic import Heuristic, fast_result, public_base
from .bots.search import MARGIN_WEIGHT, playout_move
from .cards import TYPES, Card, card_label
from .game import Game
from .moves import Draw, Move, Pass, Pet, Play
from .state import Phase
from .words import CardLabel, Term

__all__ = ["COACHING", "PRIOR_STRENGTH", "SLOPE", "ArkCoaching"]

#: Playout moves played between two pauses of the coach (an Ark move is a fraction of a millisecond).
CHUNK = 8
#: Events whose own sentence is a reason as it is (the engine's words and rule id).
TOLD = ("open", "take", "evict", "fox", "boost", "stack", "pay", "draw-display")


class Placed(NamedTuple):
    """The placements of a move, "the lion in T3 (taking the zebra) and the hay in B2", written when read."""

    placements: tuple[Any, ...]
    cards: tuple[Card, ...]  # every card the placements name

    def __str__(self) -> str:
        deck = {c.id: c for c in self.cards}

        def name(card_id: str) -> str:
            return card_label(deck[card_id]) if card_id in deck else card_id

        words = []
        for p in self.placements:
            text = _("{card} in {cabin}").format(card=name(p.card), cabin=p.cabin)
            extras = []
            if p.evict is not None:
                extras.append(_("evicting {card}").format(card=name(p.evict)))
            if p.take is not None:
                extras.append(_("taking {card}").format(card=name(p.take)))
            if p.boost is not None:
                extras.append(_("boosting {type}").format(type=pgettext("type", p.boost)))
            if p.plain:
                extras.append(_("without its ability"))
            words.append(f"{text} ({_(', ').join(extras)})" if extras else text)
        return join_names(words)


class EventText(NamedTuple):
    """An event's own sentence (the engine's narration), written when read."""

    event: Any

    def __str__(self) -> str:
        return str(self.event.text).rstrip(".。")


def label(game: Game, move: Move) -> tuple[Phrase, str]:
    """How a move reads and what kind it is: a draw, a placement, a pet, a pass."""
    if isinstance(move, Draw):
        card = game.display[move.slot - 1]
        return Phrase(N_("draw {card} (display slot {slot}) and the top card"),
                      {"card": CardLabel(card), "slot": move.slot}), "draw"
    if isinstance(move, Play):
        deck = game.deck
        named = {x for p in move.placements for x in (p.card, p.evict, p.take) if x is not None}
        placed = Placed(move.placements, tuple(deck.card(c) for c in sorted(named)))
        return Phrase(N_("play {placements}"), {"placements": placed}), "play"
    if isinstance(move, Pet):
        if move.card is None:
            return Phrase(N_("no pet")), "pet"
        return Phrase(N_("choose {card} as your pet"), {"card": CardLabel(game.deck.card(move.card))}), "pet"
    if isinstance(move, Pass):
        return Phrase(N_("pass")), "pass"
    return Phrase("{move}", {"move": str(move)}), "move"


#: The two parameters of the shown win chance (:func:`arkwidgets.coach.honest`): how many playouts the prior toward
#: 1 / players is worth, and the slope in log-odds after it. The playouts are played by the fast playout policy while
#: the games are played by stronger players, so a few playouts' mean is not the chance itself: it is too sure at both
#: ends. Fitted together (the lowest Brier score, grid then pattern search) on 1,000 positions of 100 seeded greedy
#: games, seeds 5000–5099, 8 playouts each (``python benchmarks/bench_coach_calibration.py --only ark --games 50
#: --per-game 10 --seed 5000 --save a.json``, the same from 5050, then ``--from a.json b.json --fit``); the
#: benchmark's own seeds (100 on) are not used for it. Almost no pull and a squeeze (slope below 1): 8 of 8 playouts
#: show 0.83, 0 of 8 show 0.04. The pull alone (4.5 playouts, slope 1) scored a little worse on the benchmark
#: (docs/coach.md, "Calibration"). Fitted at 8 playouts; at other numbers of playouts the map is unmeasured.
PRIOR_STRENGTH = 0.25
SLOPE = 0.55


class ArkCoaching:
    """Ark's :class:`~arkwidgets.coach.Coaching` (see the module's docstring)."""

    prior_strength = PRIOR_STRENGTH
    slope = SLOPE

    def lines(self, game: Game, seat: int, limit: int) -> Generator[None, None, list[Line]]:
        view = game.view(seat)
        base = public_base(view)
        h = Heuristic(view.table, view.own_seat)
        ranked = h.rank(base, movegen.legal_moves(view.table, base))
        yield
        chosen = ranked[:limit]
        if not any(isinstance(m, Draw) for _, m, _, _ in chosen):
            chosen += [r for r in ranked if isinstance(r[1], Draw)][:1]
        return [self.line_of(game, [m], value) for value, m, _, _ in chosen]

    def line_of(self, game: Game, moves: Sequence[Any], prior: float = 0.0) -> Line:
        move = Move.parse(moves[0])
        words, group = label(game, move)
        return Line((move,), words, group, prior)

    def places(self, game: Game, moves: Sequence[Any]) -> tuple[str, ...]:
        """The cabins a play fills (a new cabin's place included) or the display slot a draw takes from
        (``display-2``), as :func:`arkwidgets.ark.render`'s ``coach=`` names them; a pet or a pass has none."""
        found: list[str] = []
        for text in moves:
            move = Move.parse(text)
            if isinstance(move, Play):
                found += [p.cabin for p in move.placements]
            elif isinstance(move, Draw):
                found.append(f"display-{move.slot}")
        return tuple(dict.fromkeys(found))

    def learner_moves(self, game: Game, seat: int) -> list[tuple[int, int]]:
        name = game.names[seat]
        return [(i, 1) for i, entry in enumerate(game.history) if entry.player == name]

    def playout(self, game: Game, seat: int, rng: random.Random) -> Generator[None, None, Outcome]:
        table, s = game.table, game.snapshot()
        played = 0
        while s.phase != Phase.OVER:
            turns.apply(table, s, playout_move(table, s, rng))
            played += 1
            if played % CHUNK == 0:
                yield
        totals, winners = fast_result(s)
        win = 1.0 / len(winners) if seat in winners else 0.0
        best_other = max(totals[q] for q in range(len(totals)) if q != seat)
        return Outcome(win, totals[seat], win + MARGIN_WEIGHT * (totals[seat] - best_other))

    def reasons(self, game: Game, line: Line, seat: int) -> list[Reason]:
        """The move's events on the seat's view: the engine's own sentences for cabins, evictions and abilities,
        and what it does to the majorities (E-2, E-3), the discs (E-4), the hand (T-1), the tilt room (P-3)."""
        g = game.copy()
        before = g.snapshot()
        move = line.moves[0]
        events = g.play(move)
        after = g.snapshot()
        name = game.names[seat]
        out = [Reason(e.rule, Phrase("{told}", {"told": EventText(e)})) for e in events
               if e.kind in TOLD and e.data.get("player", name) == name]
        h = Heuristic(g.table, seat)
        count0, count1 = h.counts(before), h.counts(after)
        _, per0 = h.points(before)
        _, per1 = h.points(after)
        for t, type_ in enumerate(TYPES):
            gain = per1[t][seat] - per0[t][seat]
            mine, others = count1[t][seat], [c for q, c in enumerate(count1[t]) if q != seat]
            if count1[t][seat] == count0[t][seat]:
                continue
            if mine > max(others) >= count0[t][seat]:
                words = N_("takes the lead on {type}: {points} points now")
                rule = "E-2"
            elif mine == max(others) and count0[t][seat] < max(others):
                words = N_("ties for first on {type}: {points} points now")
                rule = "E-3"
            else:
                words = N_("one more token on {type}: {points} points now")
                rule = "T-3"
            out.append(Reason(rule, Phrase(words, {"type": Term("type", type_),
                                                   "points": signed(gain) if gain else "±0"})))
        if isinstance(move, Draw):
            out.append(Reason("T-1", Phrase(N_("hand {before} → {after} cards: more to play later"),
                                            {"before": len(before.hands[seat]),
                                             "after": len(after.hands[seat])})))
        elif isinstance(move, Pet) and move.card is not None:
            out.append(Reason("R-4", Phrase(N_("a secret token on {type} at the end"),
                                            {"type": Term("type", g.deck.card(move.card).type)})))
        elif isinstance(move, Pass) and before.phase == Phase.FINAL:
            out.append(Reason("E-4", Phrase(N_("keeps {discs} action discs: a point each at the end"),
                                            {"discs": before.discs[seat]})))
        if isinstance(move, Play) and after.phase == Phase.PLAY and abs(after.ark.tilt) == 2:
            out.append(Reason("P-3", Phrase(N_("tilt {tilt}: no room left for a heavier card on that side"),
                                            {"tilt": f"{after.ark.tilt:+d}"})))
        if not out:
            out.append(Reason("T-2", Phrase(N_("no majority changes now"))))
        return out

    def turn(self, game: Game) -> int:
        return game.turn


#: The coach's adapter for Ark (found by :func:`arkwidgets.coach.coaching_for`).
COACHING = ArkCoaching()
