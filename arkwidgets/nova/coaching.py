"""Ark Nova's side of the coach (:mod:`arkwidgets.coach`): moves as a learner thinks of them, the playout policy,
the evaluation at a horizon, and reasons from the engine's own events.

* **Moves as a learner thinks of them.** At the action question a learner chooses an action card, its strength
  (slot plus X tokens) and a target at once: a candidate is the action *and* its first answer ("Build at strength
  4: build enclosure-2 3,8 r1"), two engine moves; the rest of the turn (bonuses, a card to discard) is left to the
  policy. Candidates come from the greedy evaluation (:mod:`arkwidgets.nova.greedy`): every action card at every
  strength, its best targets by one move ahead, each finished to the end of the turn by the quick policy and scored.
* **Playouts.** The quick policy (:func:`quick_move`): at the action question, each action card without X tokens
  (and the X-token action) is tried with its best first answer of a few, scored by the greedy evaluation; at every
  other question the best of a few seeded answers one move ahead. A whole game is far too long (about 90 turns), so a
  playout stops ``horizon`` turns after the seat's own turn and the position is scored (:func:`outcome`).
* **The evaluation at the horizon.** Each player's standing is the greedy evaluation without its opponents' term:
  appeal + conservation points (what the end score counts, N-END-1) + what their resources are still worth. The
  seat's margin over the best opponent becomes a win chance through a logistic curve whose spread shrinks as the end
  nears (:data:`SPREAD`, set by hand and checked against greedy games by ``benchmarks/bench_coach_calibration.py``); the
  forecast of final points is the standing minus the end score (VP = appeal − target, N-END-8).

Standard library only, like the rest of the engine.
"""

from __future__ import annotations

import math
import random
from collections.abc import Generator, Sequence
from typing import Any, NamedTuple

from ..coach import Line, Outcome, Phrase, Reason, signed
from ..i18n import N_, _, pgettext
from ..verdicts import GameError
from .cards import card_name
from .events import Event
from .game import Game
from .greedy import GreedyBot, evaluate, future, progress, score, weights
from .hexes import format_hex
from .moves import ChooseAction, Keep, Move, PlayAnimal, XTokenAction
from .rules.zoo_icons import hand_limit
from .state import GameState
from .tracks import TRACKS

__all__ = ["COACHING", "PRIOR_STRENGTH", "SLOPE", "SPREAD", "NovaCoaching", "outcome", "quick_move", "standing"]

#: The spread of the logistic that turns a margin of standing (points) into a win chance: ``a + b × r``, where r is
#: the share of the end score still to go for the leader (1 at the start, 0 at the end). Set by hand; its honesty is
#: measured on seeded greedy-against-greedy games (``python benchmarks/bench_coach_calibration.py --only nova``).
SPREAD: tuple[float, float] = (4.0, 16.0)
#: The two parameters of the shown win chance (:func:`arkwidgets.coach.honest`): how many playouts the prior toward
#: 1 / players is worth, and the slope in log-odds after it. Fitted (lowest Brier score) at the default horizon
#: (2 turns) with 8 playouts on 1,920 positions of 240 seeded games, seeds 5000–5119 and 200–319 (``python
#: benchmarks/bench_coach_calibration.py --from FIT.json BENCH.json --fit`` on runs saved with ``--save``), and
#: tested on 960 positions of 120 other games, seeds 400–519: Brier 0.197 against 0.201 for the pull alone used
#: before (3.5 playouts, slope 1), every reliability bin honest against two (docs/coach.md, "Calibration"). The
#: playouts cut at the horizon and scored are not overconfident, as first thought, but a little too sure at the
#: ends only: almost no pull, a slight squeeze. Another horizon keeps it, unmeasured.
PRIOR_STRENGTH = 0.25
SLOPE = 0.82
#: Who proposes the candidates: ``"coach"`` weighs every action card at every strength with its best first answers
#: (what a learner is shown); ``"greedy"`` takes the greedy bot's own best answers with the first step of its plan
#: (a few times cheaper); ``"varied"`` the same ranking, the best answer of each kind first (each action card, the
#: X-token action) before the next best overall, so the candidates are real alternatives, not the same action at
#: several strengths or X tokens taken with any card.
PROPOSERS = ("coach", "greedy", "varied")
#: The questions whose first answer is part of the action chosen (the action card's own question).
ACTION_QUESTION = "action"


# ------------------------------------------------------------------------------------------------ words
class ActionWord(NamedTuple):
    """An action card's name, written when read (the drawing's own words, ``nova action`` context)."""

    card: str

    def __str__(self) -> str:
        words = {
            "animals": lambda: pgettext("nova action", "Animals"), "build": lambda: pgettext("nova action", "Build"),
            "cards": lambda: pgettext("nova action", "Cards"),
            "association": lambda: pgettext("nova action", "Association"),
            "sponsors": lambda: pgettext("nova action", "Sponsors"),
        }
        return words[self.card]() if self.card in words else self.card


#: Buildings as the widget's buttons name them (the same message ids: one translation).
BUILDING_WORDS = {
    "kiosk": N_("kiosk"), "pavilion": N_("pavilion"), "enclosure-1": N_("enclosure (1 hex)"),
    "enclosure-2": N_("enclosure (2 hexes)"), "enclosure-3": N_("enclosure (3 hexes)"),
    "enclosure-4": N_("enclosure (4 hexes)"), "enclosure-5": N_("enclosure (5 hexes)"),
    "petting-zoo": N_("petting zoo"), "reptile-house": N_("reptile house"),
    "large-bird-aviary": N_("large bird aviary"),
}


class BuildingWord(NamedTuple):
    """A building's name, written when read."""

    kind: str

    def __str__(self) -> str:
        return _(BUILDING_WORDS[self.kind]) if self.kind in BUILDING_WORDS else self.kind


class CardsWord(NamedTuple):
    """Cards named, written when read in the language in force ("Lion, Zebra", "狮子、斑马"): a setup move reads
    as the cards it keeps, not their numbers."""

    numbers: tuple[int, ...]

    def __str__(self) -> str:
        return _(", ").join(card_name(n) for n in self.numbers)


# ------------------------------------------------------------------------------------------------ evaluation
def standing(gs: GameState) -> list[float]:
    """Every player's standing: appeal + conservation points + what their resources are still worth (the greedy
    evaluation without its opponents' term), in points."""
    w = weights(future(gs))
    out = []
    for seat in range(gs.n):
        terms = evaluate(gs, seat)
        out.append(math.fsum(w[k] * v for k, v in terms.items() if k != "opponents"))
    return out


def win_chance(margin: float, gs: GameState) -> float:
    """The chance that a lead of ``margin`` points of standing wins (:data:`SPREAD`)."""
    to_go = max(0, TRACKS.end_score - max(progress(p) for p in gs.players)) / TRACKS.end_score
    spread = SPREAD[0] + SPREAD[1] * to_go
    z = max(-50.0, min(50.0, margin / spread))
    return 1.0 / (1.0 + math.exp(-z))


def outcome(game: Game, seat: int) -> Outcome:
    """The outcome for ``seat``: at the end of the game its win share and VP; before it, the win chance of its
    margin of standing over the best opponent (alone: over the end score) and the forecast of its final VP."""
    names = game.names
    if game.phase == "over":
        winners = game.winners
        win = 1.0 / len(winners) if names[seat] in winners else 0.0
        vp = next(s.vp for s in game.scores() if s.name == names[seat])
        return Outcome(win, float(vp), win)
    gs = game.state
    stand = standing(gs)
    best_other = max((stand[q] for q in range(len(stand)) if q != seat), default=float(TRACKS.end_score))
    win = win_chance(stand[seat] - best_other, gs)
    return Outcome(win, stand[seat] - TRACKS.end_score, win)


# ------------------------------------------------------------------------------------------------ the policy
def _value(game: Game, seat: int, w: dict[str, float]) -> float:
    return score(evaluate(game.state, seat), w)


def _best_one_ahead(game: Game, moves: Sequence[Move], seat: int, w: dict[str, float]) -> tuple[Move, float]:
    best, best_value = moves[0], -math.inf
    for m in moves:
        game.play(m)
        v = _value(game, seat, w)
        game.undo()
        if v > best_value:
            best, best_value = m, v
    return best, best_value


def quick_move(game: Game, rng: random.Random, width: int = 3, actions: int = 3) -> Move:
    """The playout policy's answer to the current question (see the module's docstring); fast, seeded by ``rng``."""
    moves = game.legal_moves()
    if len(moves) == 1:
        return moves[0]
    decision = game.decision
    assert decision is not None
    seat = decision.player
    w = weights(future(game.state))
    if decision.kind != ACTION_QUESTION:
        picks = moves if len(moves) <= width else rng.sample(moves, width)
        return _best_one_ahead(game, picks, seat, w)[0]
    tried = [m for m in moves if (isinstance(m, ChooseAction) and m.x == 0) or isinstance(m, XTokenAction)]
    if len(tried) > actions:
        tried = rng.sample(tried, actions)
    best, best_value = tried[0] if tried else moves[0], -math.inf
    for m in tried or moves[:1]:
        game.play(m)
        if game.phase != "over" and game.current_index == seat and game.decision is not None \
                and game.decision.kind != ACTION_QUESTION:
            answers = game.legal_moves()
            picks = answers if len(answers) <= width else rng.sample(answers, width)
            v = _best_one_ahead(game, picks, seat, w)[1]
        else:
            v = _value(game, seat, w)
        game.undo()
        if v > best_value:
            best, best_value = m, v
    return best


# ------------------------------------------------------------------------------------------------ the adapter
class NovaCoaching:
    """Ark Nova's :class:`~arkwidgets.coach.Coaching`: ``horizon`` turns played after the seat's turn before the
    evaluation; ``width`` answers weighed per question by the quick policy; ``targets`` first answers kept per action
    card and strength; ``proposer`` (:data:`PROPOSERS`); ``plan``: with the greedy bot's proposers, how many steps of
    its plan a candidate carries (the first is the target the line reads as; the playouts start after the last)."""

    prior_strength = PRIOR_STRENGTH
    slope = SLOPE

    def __init__(self, horizon: int = 2, width: int = 3, targets: int = 2, proposer: str = "coach", plan: int = 1):
        if proposer not in PROPOSERS:
            raise ValueError(f"proposer is one of {', '.join(PROPOSERS)}, not {proposer!r}")
        self.horizon = horizon
        self.width = width
        self.targets = targets
        self.proposer = proposer
        self.plan = plan

    # ------------------------------------------------------------------------------------------ candidates
    def _finish_turn(self, game: Game, seat: int, turn: int, rng: random.Random, limit: int = 12) -> int:
        """Answer the rest of ``seat``'s turn with the quick policy; returns how many moves were played."""
        played = 0
        while played < limit and game.phase != "over" and game.current_index == seat \
                and game.turn_player == turn and (game.decision is None or game.decision.kind != ACTION_QUESTION):
            game.play(quick_move(game, rng, self.width))
            played += 1
        return played

    def _score_line(self, game: Game, seat: int, moves: Sequence[Move], w: dict[str, float], before: float) -> float:
        """The greedy value of a line finished to the end of the turn (on ``game``, restored afterwards)."""
        turn = game.turn_player
        for m in moves:
            game.play(m)
        extra = self._finish_turn(game, seat, turn, random.Random(0))
        value = _value(game, seat, w) - before
        for _step in range(len(moves) + extra):
            game.undo()
        return value

    def _targets(self, game: Game, seat: int, first: Move) -> list[Move]:
        """The answers of the question ``first`` opens when it is the same action's own question (the target)."""
        if not isinstance(first, ChooseAction):
            return []
        decision = game.decision
        if game.phase == "over" or decision is None or decision.player != seat or decision.kind != first.card:
            return []
        return game.legal_moves()

    def lines(self, game: Game, seat: int, limit: int) -> Generator[None, None, list[Line]]:
        if self.proposer in ("greedy", "varied"):
            return (yield from self._greedy_lines(game, limit))
        moves = game.legal_moves()
        w = weights(future(game.state))
        before = _value(game, seat, w)
        decision = game.decision
        found: list[Line] = []
        if decision is None or decision.kind != ACTION_QUESTION:
            for m in moves:
                found.append(self.line_of(game, [m], self._score_line(game, seat, [m], w, before)))
                yield
            found.sort(key=lambda line: -line.prior)
            return found[:limit]
        for first in moves:
            game.play(first)
            answers = self._targets(game, seat, first)
            if answers:
                values = []
                for k, m in enumerate(answers):
                    values.append((_value_after(game, m, seat, w), k, m))
                    if k % 8 == 7:
                        yield
                ranked = sorted(values, key=lambda t: (-t[0], t[1]))
                game.undo()
                for _v, _k, second in ranked[: self.targets + 1]:
                    found.append(self.line_of(game, [first, second],
                                              self._score_line(game, seat, [first, second], w, before)))
                    yield
            else:
                game.undo()
                found.append(self.line_of(game, [first], self._score_line(game, seat, [first], w, before)))
            yield
        return _diverse(found, limit)

    def _greedy_lines(self, game: Game, limit: int) -> Generator[None, None, list[Line]]:
        """The greedy bot's best ``limit`` answers, an action with the first ``plan`` steps of the greedy plan after
        it (the line reads as the action and its first step; the playouts start after all of them)."""
        ranked = GreedyBot(0).ranked(game)
        yield
        found = []
        varied = self.proposer == "varied"
        for choice in ranked if varied else ranked[:limit]:
            if choice.score == -math.inf:
                continue
            moves: list[Move] = [choice.move]
            for step in choice.plan[: self.plan]:
                try:
                    moves.append(Move.parse(step))
                except GameError:  # a plan's keep is written without its cards
                    break
            line = self.line_of(game, moves[:2], choice.score)
            found.append(line._replace(moves=tuple(moves)) if self.plan > 1 else line)
        return _diverse(found, limit) if varied else found

    def line_of(self, game: Game, moves: Sequence[Any], prior: float = 0.0) -> Line:
        parsed = [Move.parse(m) for m in moves]
        first = parsed[0]
        if isinstance(first, XTokenAction):
            return Line((first,), Phrase(N_("X-token action: {action} to slot 1, +1 X"),
                                         {"action": ActionWord(first.card)}), "x-token", prior)
        if isinstance(first, Keep):  # the setup's (and a break's) keep: the cards by name (N-SET-17)
            return Line((first,), Phrase(N_("keep {cards}"), {"cards": CardsWord(first.cards)}),
                        game.decision.kind if game.decision else "", prior)
        if not isinstance(first, ChooseAction):
            return Line((first,), Phrase("{move}", {"move": str(first)}), game.decision.kind if game.decision
                        else "", prior)
        seat = game.current_index
        events = game.play(first)
        strength = next((e.data.get("strength") for e in events if e.kind == "action"), None)
        target = parsed[1] if len(parsed) > 1 and self._targets(game, seat, first) else None
        game.undo()
        args: dict[str, Any] = {"action": ActionWord(first.card), "strength": strength}
        if target is None:
            return Line((first,), Phrase(N_("{action} at strength {strength}"), args), first.card, prior)
        args["target"] = str(target)
        return Line((first, target), Phrase(N_("{action} at strength {strength}: {target}"), args), first.card,
                    prior)

    def places(self, game: Game, moves: Sequence[Any]) -> tuple[str, ...]:
        """The action card a line uses and the hex of its own zoo it builds on or plays an animal into (``x,y``),
        as :func:`arkwidgets.nova.render`'s ``coach=`` names them; other answers have no place on the board."""
        found: list[str] = []
        for text in moves:
            move = Move.parse(text)
            if isinstance(move, (ChooseAction, XTokenAction)):
                found.append(move.card)
            where = getattr(move, "home", None) if isinstance(move, PlayAnimal) else getattr(move, "hex", None)
            if isinstance(where, tuple):
                found.append(format_hex(where))
        return tuple(dict.fromkeys(found))

    def learner_moves(self, game: Game, seat: int) -> list[tuple[int, int]]:
        """Each of the seat's turns: from its action question to its last answer before another player's (the
        questions outside a turn — keeping cards at setup, discarding at a break — are the policy's)."""
        history = game.history
        spans = []
        i = 0
        while i < len(history):
            question = history[i].question
            if question.player != seat or question.kind != ACTION_QUESTION:
                i += 1
                continue
            j = i + 1
            while j < len(history) and history[j].question.player == seat \
                    and history[j].question.kind != ACTION_QUESTION:
                j += 1
            spans.append((i, j - i))
            i = j
        return spans

    # ------------------------------------------------------------------------------------------ playouts
    def playout(self, game: Game, seat: int, rng: random.Random) -> Generator[None, None, Outcome]:
        """The rest of the seat's turn, then ``horizon`` more turns, by the quick policy; then :func:`outcome`.

        The cut is the same for every candidate of one position, whether its line ended the seat's turn or not: the
        turn counter (N-TURN-1) is read, not the moves played."""
        decision = game.decision
        ongoing = game.turn_player == seat and not (decision is not None and decision.kind == ACTION_QUESTION)
        cut = game.state.turn + self.horizon + (1 if ongoing else 0)
        while game.phase != "over" and game.state.turn < cut:
            game.play(quick_move(game, rng, self.width))
            yield
        return outcome(game, seat)

    # ------------------------------------------------------------------------------------------ reasons
    def reasons(self, game: Game, line: Line, seat: int) -> list[Reason]:
        """What the line and the rest of its turn (the policy's answers) do for the seat, event by event."""
        g = game.copy()
        before = g.state
        turn = g.turn_player
        events: list[Event] = []
        for m in line.moves:
            try:
                events.extend(g.play(m))
            except Exception:  # noqa: BLE001 - a line from another position: say what is known
                break
        rng = random.Random(0)
        for _step in range(12):
            if g.phase == "over" or g.current_index != seat or g.turn_player != turn \
                    or (g.decision is not None and g.decision.kind == ACTION_QUESTION):
                break
            events.extend(g.play(quick_move(g, rng, self.width)))
        return event_reasons(events, before, g.state, seat)

    def turn(self, game: Game) -> int:
        return game.state.turn


def _value_after(game: Game, move: Move, seat: int, w: dict[str, float]) -> float:
    game.play(move)
    v = _value(game, seat, w)
    game.undo()
    return v


def _diverse(found: list[Line], limit: int) -> list[Line]:
    """The best line of each kind first (a learner sees the alternatives), then the next best overall."""
    ranked = sorted(found, key=lambda line: -line.prior)
    chosen: list[Line] = []
    groups: set[str] = set()
    for line in ranked:
        if line.group not in groups:
            groups.add(line.group)
            chosen.append(line)
    chosen = sorted(chosen, key=lambda line: -line.prior)[:limit]
    for line in ranked:
        if len(chosen) >= limit:
            break
        if line not in chosen:
            chosen.append(line)
    return sorted(chosen, key=lambda line: -line.prior)


# ------------------------------------------------------------------------------------------------ reasons
#: The reason of each kind of event that gives something (the amount summed per rule id).
GAINS = {
    "appeal": N_("appeal {amount}"),
    "cp": N_("conservation points {amount}"),
    "money": N_("money {amount}"),
    "pay": N_("money {amount}"),
    "x-token": N_("X tokens {amount}"),
    "x-spent": N_("X tokens {amount}"),
}
#: The reason of each kind of event that does something, with the data it names.
DEEDS = {
    "animal": N_("plays animal {card}"),
    "sponsor": N_("plays sponsor {card}"),
    "build": N_("builds: {building} on {hexes}"),
    "upgrade": N_("upgrades its {card} action card"),
    "partner-zoo": N_("takes a partner zoo: {continent}"),
    "university": N_("takes a university: {university}"),
    "support": N_("supports conservation project {card}"),
    "take": N_("takes card {card} from the display"),
    "snap": N_("takes card {card} from the display"),
    "draw": N_("cards drawn from the deck: {count}"),
    "worker": N_("hires an association worker"),
    "tile": N_("takes a bonus tile"),
    "break-due": N_("brings on the break"),
    "end-trigger": N_("starts the end of the game"),
    "x-token-action": N_("moves its {card} action card to slot 1"),
}
_SIGN_OF = {"pay": -1, "x-spent": -1}
_AMOUNT_OF = {"x-spent": "x"}


def _word(kind: str, key: str, value: Any) -> Any:
    """An event's datum as a reason shows it: action cards and buildings in words, the rest as it is."""
    if key == "card" and kind in ("upgrade", "x-token-action"):
        return ActionWord(value)
    if key == "building":
        return BuildingWord(value)
    return value


def event_reasons(events: Sequence[Event], before: GameState, after: GameState, seat: int) -> list[Reason]:
    """The seat's events in words, each under its rule id: gains summed per kind and rule ("+5 appeal
    (N-ANIM-10)"), deeds named ("plays animal 491 (N-ANIM-9)"), reputation as it moves, the break's pull."""
    name = before.players[seat].name
    gains: dict[tuple[str, str], int] = {}
    out: list[Reason] = []
    reputation: dict[str, int] = {}
    for e in events:
        if e.data.get("player") not in (name, None):
            continue
        if e.kind in GAINS and e.data.get("player") == name:
            amount = e.data.get(_AMOUNT_OF.get(e.kind, "amount"))
            if isinstance(amount, int):
                key = (e.kind, e.rule)
                gains[key] = gains.get(key, 0) + _SIGN_OF.get(e.kind, 1) * amount
        elif e.kind == "reputation" and e.data.get("player") == name:
            reputation[e.rule] = e.data.get("total", 0)
        elif e.kind in DEEDS and (e.data.get("player") == name or e.kind == "break-advance"):
            args = {k: _word(e.kind, k, v) for k, v in e.data.items() if k != "player"}
            out.append(Reason(e.rule, Phrase(DEEDS[e.kind], args)))
    for (kind, rule), amount in gains.items():
        if amount:
            out.append(Reason(rule, Phrase(GAINS[kind], {"amount": signed(amount)})))
    start = before.players[seat].reputation
    for rule, total in reputation.items():
        if total != start:
            out.append(Reason(rule, Phrase(N_("reputation {before} → {after}"), {"before": start, "after": total})))
            start = total
    p = after.players[seat]
    if after.phase not in ("final", "over") and after.break_len:
        spaces = after.break_len - after.break_pos
        over = len(p.hand) - hand_limit(after, seat)
        if 0 < spaces <= 4 and over > 0:
            out.append(Reason("N-BREAK-5", Phrase(N_("{count} cards above the hand limit with the break {spaces} "
                                                     "spaces away"), {"count": over, "spaces": spaces})))
        elif 0 < spaces <= 4:
            out.append(Reason("N-BREAK-9", Phrase(N_("keeps {money} money with the break {spaces} spaces away"),
                                                  {"money": p.money, "spaces": spaces})))
    if not out:
        out.append(Reason("N-TURN-4", Phrase(N_("changes nothing but the order of the action cards"))))
    return out


#: The coach's adapter for Ark Nova (found by :func:`arkwidgets.coach.coaching_for`).
COACHING = NovaCoaching()
