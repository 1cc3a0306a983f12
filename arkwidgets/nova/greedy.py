"""GreedyBot for Ark Nova: tries every answer to the current question and says why it likes each.

Fair play: the bot decides from what its seat may know. The seat view's :func:`~arkwidgets.nova.view.determinize`
turns the game into a *sample* — every card the seat cannot see dealt again at random, the cards everybody saw go
into a hand left there — with a seed taken from the bot's seed and the seat's view only. Nothing hidden reaches the
choice: re-dealing the hidden cards gives the same sample, so the same move (``tests/nova/test_greedy.py``).

Look-ahead: each legal answer is played on the sample through the engine's own ``play``/``undo``; the rest of the
same turn (the action's own questions, bonus choices) is answered by a quick policy — the best of a few seeded
answers by the evaluation one move ahead — until the turn passes on. The position reached is scored by
:func:`evaluate`, a readable sum of terms from the mover's point of view (see ``docs/bots.md``).
"""

from __future__ import annotations

import hashlib
import json
import math
import random
from dataclasses import dataclass, field

from ..verdicts import IllegalMove
from .cards import AnimalCard, SponsorCard, card
from .game import Game
from .moves import Keep, Move
from .rules.zoo_icons import hand_limit
from .state import GameState, PlayerState
from .tracks import TRACKS
from .view import determinize

__all__ = ["MAX_JUDGED", "MAX_ROLLED", "Choice", "Explanation", "GreedyBot", "WEIGHTS", "evaluate", "score",
           "work_bound"]

#: Weights of the evaluation's terms. ``points`` (appeal + the points of conservation, the VP formula N-END-8) and
#: the opponents' points count in full; resources are worth points only while there is time to use them, so they are
#: multiplied by :func:`future` (1 early, falling to 0.15 as the end approaches, 0 in the final turns).
WEIGHTS: dict[str, float] = {
    "appeal": 1.0,  # per appeal point
    "conservation": 1.0,  # per point the conservation track is worth (2 per CP to 10, then 3)
    "opponents": -1.0,  # per point of the best opponent (0.6) and the opponents' mean (0.4)
    "money": 0.3,
    "income": 0.5,  # per coin of income at a break (N-BREAK-9, from appeal): about two breaks still to come
    "reputation": 0.6,
    "x tokens": 0.8,
    "cards": 1.0,  # per card's worth (see card_worth); less above the hand limit as the break comes (hand_worth)
    "upgrades": 3.0,  # per action card on level II
    "workers": 2.0,  # per association worker hired
    "partners": 1.5,  # per partner zoo and university
    "room": 0.4,  # per space of an empty standard enclosure (where an animal can go)
    "covered": 0.1,  # per hex of the zoo map covered by a building
}
FUTURE_TERMS = ("money", "income", "reputation", "x tokens", "cards", "upgrades", "workers", "partners", "room",
                "covered")
IDLE_PENALTY = 0.5  # the turn changes nothing of the mover's but the order of the action cards
OVER_LIMIT_WORTH = 0.2  # share of its worth a card above the hand limit keeps when the break is due (N-BREAK-5)
END_GAP = 40  # points from the end at which resources start to lose their worth
#: The most legal answers :meth:`GreedyBot.ranked` judges one move ahead in one decision (issue 25, limits). A
#: longer list is cut to a sample of this many, drawn with the bot's seed and the seat's view (so still fair and
#: reproducible); the others are listed last, "not judged". Ordinary games have at most about 130 answers (a build
#: action), all judged; the hand-made position of ``tests/test_bot_budgets.py`` has more.
MAX_JUDGED = 200
#: The most answers rolled forward through the rest of the turn in one decision (the action question's included).
MAX_ROLLED = 40


def work_bound(width: int = 5, depth: int = 10) -> int:
    """The most moves one decision of a ``GreedyBot(width=, depth=)`` plays on its sample (its ``work``): every
    judged answer twice (one move ahead, then again to be scored), and for each rolled answer the rest of the turn,
    at most ``depth`` questions of at most ``width`` answers tried plus the one kept. (Listing a question's answers
    is the engine's, bounded by the fixed cards of the game.)"""
    return 2 * MAX_JUDGED + MAX_ROLLED * depth * (width + 1)


def progress(p: PlayerState) -> int:
    """Appeal plus the points of conservation: the game ends when someone reaches ``TRACKS.end_score`` (N-END-1)."""
    return p.appeal + TRACKS.cp_points(p.cp)


def future(gs: GameState) -> float:
    """How much resources are still worth: 1 while every player is ``END_GAP`` points or more from the end, then
    down to 0.15 at the end trigger, and 0 once the end is triggered (the last turns) or the game is over."""
    if gs.phase in ("final", "over") or gs.end_trigger is not None:
        return 0.0
    gap = TRACKS.end_score - max(progress(p) for p in gs.players)
    return max(0.15, min(1.0, gap / END_GAP))


def card_worth(number: int) -> float:
    """A card in hand: 1, plus a little for what it brings when played (appeal, CP, reputation) for its cost."""
    c = card(number)
    if isinstance(c, AnimalCard):
        return max(0.5, min(2.0, 1.0 + 0.1 * (c.appeal + 2 * c.conservation + c.reputation) - 0.04 * c.cost))
    if isinstance(c, SponsorCard):
        return max(0.5, min(2.0, 0.9 + 0.1 * (c.appeal + 2 * c.conservation + c.reputation)))
    return 1.1  # a conservation project


def hand_worth(gs: GameState, seat: int) -> float:
    """The cards in hand, best first: in full up to the hand limit; above it, falling to ``OVER_LIMIT_WORTH`` of
    their worth as the break token nears the end of its track (the break discards them, N-BREAK-5)."""
    worths = sorted((card_worth(c) for c in gs.players[seat].hand), reverse=True)
    limit = hand_limit(gs, seat)
    room = 1.0 - gs.break_pos / gs.break_len if gs.break_len else 0.5
    over = OVER_LIMIT_WORTH + (1.0 - OVER_LIMIT_WORTH) * room
    return math.fsum(worths[:limit]) + over * math.fsum(worths[limit:])


def _empty_room(p: PlayerState) -> int:
    homes = {a.home for a in p.animals}
    return sum(b.building_type.size for b in p.buildings
               if b.type.startswith("enclosure-") and b.anchor not in homes)


def evaluate(gs: GameState, seat: int) -> dict[str, float]:
    """The raw quantities the evaluation weighs, for ``seat`` (see :data:`WEIGHTS`; :func:`score` sums them)."""
    p = gs.players[seat]
    others = [progress(q) for i, q in enumerate(gs.players) if i != seat]
    return {
        "appeal": p.appeal,
        "conservation": TRACKS.cp_points(p.cp),
        "opponents": 0.6 * max(others) + 0.4 * math.fsum(others) / len(others) if others else 0.0,
        "money": p.money,
        "income": TRACKS.income(p.appeal),
        "reputation": p.reputation,
        "x tokens": p.x_tokens,
        "cards": hand_worth(gs, seat),
        "upgrades": len(p.upgraded),
        "workers": TRACKS.setup.workers_total - 1 - p.workers_lying,
        "partners": len(p.partner_zoos) + len(p.universities),
        "room": _empty_room(p),
        "covered": sum(len(b.cells) for b in p.buildings),
    }


def weights(fut: float) -> dict[str, float]:
    return {k: w * fut if k in FUTURE_TERMS else w for k, w in WEIGHTS.items()}


def score(terms: dict[str, float], w: dict[str, float]) -> float:
    """The weighted sum. ``math.fsum`` rounds it correctly, so a bot's choice between two near-equal moves is the
    same on every Python: plain ``sum`` of floats changed in 3.12 (compensated summation), which made the offline
    JupyterLite site's Python 3.14 play another game than the notebooks' Python 3.11."""
    return math.fsum(w[k] * v for k, v in terms.items())


# ------------------------------------------------------------------------------------------------ fairness
def view_seed(game: Game, seat: int, seed: int | None) -> int:
    """A seed from the bot's seed and the seat's view only (stable across processes: SHA-256, not ``hash``)."""
    text = json.dumps([seed, game.view(seat).to_dict()], sort_keys=True, default=str)
    return int.from_bytes(hashlib.sha256(text.encode()).digest()[:8], "big")


# ------------------------------------------------------------------------------------------------ explaining
@dataclass(frozen=True)
class Choice:
    """One candidate: the move, its score, the reasons in words and (in a full explanation) the rest of the turn
    the look-ahead played after it."""

    move: Move
    score: float
    reasons: tuple[str, ...]
    plan: tuple[str, ...] = field(default=())
    label: str = ""  # how the move is shown, when its text would show hidden cards (a keep)

    @property
    def reason(self) -> str:
        return "; ".join(self.reasons)

    def __str__(self) -> str:
        then = f"  (then: {', '.join(self.plan)})" if self.plan else ""
        return f"{self.label or str(self.move):<34} {self.score:+7.2f}  — {self.reason}{then}"

    def to_dict(self) -> dict[str, object]:
        return {"move": str(self.move), "score": self.score, "reasons": list(self.reasons), "plan": list(self.plan)}


class Explanation(list["Choice"]):
    """A list of :class:`Choice`, best first, that prints as a numbered table."""

    def __str__(self) -> str:
        return "\n".join(f"{k}. {c}" for k, c in enumerate(self, start=1))

    def to_dicts(self) -> list[dict[str, object]]:
        return [c.to_dict() for c in self]


_UNITS = {"appeal": "appeal", "money": "money", "income": "income", "reputation": "reputation", "x tokens": "X tokens",
          "upgrades": "upgrade", "workers": "worker", "partners": "partner zoo/university",
          "room": "enclosure space", "covered": "hexes covered"}


def _fmt(x: float) -> str:
    """A signed number with a true minus sign; whole numbers without decimals."""
    text = f"{x:+.0f}" if abs(x - round(x)) < 1e-9 else f"{x:+.1f}"
    return text.replace("-", "−")


def reasons(before: GameState, after: GameState, seat: int, w: dict[str, float]) -> list[str]:
    """The score's change in words: each term that moved, as the raw change and its worth in points."""
    a, b = evaluate(before, seat), evaluate(after, seat)
    out = []
    for k in WEIGHTS:
        delta = b[k] - a[k]
        if abs(delta) < 1e-9 or w[k] == 0:
            continue
        worth = _fmt(w[k] * delta)
        if k == "conservation":
            cp = after.players[seat].cp - before.players[seat].cp
            out.append(f"{_fmt(cp)} CP ({worth})")
        elif k == "cards":
            n = len(after.players[seat].hand) - len(before.players[seat].hand)
            noun = "card" if abs(n) == 1 else "cards"
            out.append(f"{_fmt(n)} {noun} in hand ({worth})" if n else f"cards in hand worth {worth}")
        elif k == "opponents":
            out.append(f"opponents {_fmt(delta)} points ({worth})")
        else:
            out.append(f"{_fmt(delta)} {_UNITS[k]} ({worth})")
    return out


def _public_label(move: Move) -> str:
    if not isinstance(move, Keep):
        return ""
    return f"keep {len(move.cards)} card" + ("s" if len(move.cards) != 1 else "")


# ------------------------------------------------------------------------------------------------ the bot
class GreedyBot:
    """Plays the answer whose look-ahead to the end of the turn scores best (see the module's docstring).

    ``width`` is how many answers the quick policy weighs at each later question of the turn; ``roll`` how many of
    the best answers (by one move ahead) are rolled forward when a question has more (the action question's
    answers are always all rolled forward). Deterministic for a seed: the seed and the seat's view fix every draw.
    """

    name = "greedy"

    def __init__(self, seed: int | None = None, width: int = 5, roll: int = 12, depth: int = 10):
        self.seed = seed
        self.width = width
        self.roll = roll
        self.depth = depth
        self.work = 0  # moves played on the sample by the last decision (at most work_bound(width, depth))

    # -------------------------------------------------------------------------------------- public
    def choose(self, game: Game) -> Move:
        moves = game.legal_moves()
        if not moves:
            raise ValueError("the game is over: there is no move to choose")
        if len(moves) == 1:
            return moves[0]
        return self.ranked(game)[0].move

    def explain(self, game: Game, move: Move | str | None = None) -> Explanation:
        """Every legal answer, best first, with its score and reasons. With ``move``, only that move's line, without
        the look-ahead's plan and with a keep shown as "keep N cards": what a widget may show about a bot's move
        once it is played (nothing of the bot's hidden cards)."""
        ranked = self.ranked(game)
        if move is None:
            return Explanation(ranked)
        wanted = Move.parse(move)
        return Explanation(Choice(c.move, c.score, c.reasons, (), _public_label(c.move))
                           for c in ranked if c.move == wanted)

    def ranked(self, game: Game) -> list[Choice]:
        """Every legal answer to the current question as a :class:`Choice`, best first (ties: the engine's order)."""
        moves = game.legal_moves()
        if not moves:
            raise ValueError("the game is over: there is no move to choose")
        seat = game.current_index
        rng = random.Random(view_seed(game, seat, self.seed))
        sim = Game.from_state(determinize(game, seat, rng))
        base = sim.state
        w = weights(future(base))
        before = score(evaluate(base, seat), w)
        key = self._turn_key(sim)
        self.work = 0
        # MAX_JUDGED: a longer list is cut to a sample drawn from the seat's view (the bot's rng), never timed
        judged = (set(range(len(moves))) if len(moves) <= MAX_JUDGED
                  else set(rng.sample(range(len(moves)), MAX_JUDGED)))
        one: list[tuple[float, int]] = []
        refused: set[int] = set()
        for i, m in enumerate(moves):
            if i not in judged:
                continue
            self.work += 1
            try:
                sim.play(m)
            except IllegalMove:  # cannot happen: the sample differs only in cards the question does not touch
                refused.add(i)
                one.append((float("-inf"), i))
                continue
            one.append((score(evaluate(sim.state, seat), w), i))
            sim.undo()
        kind = game.decision.kind if game.decision is not None else ""
        best_first = [i for _, i in sorted(one, key=lambda t: (-t[0], t[1])) if i not in refused]
        if kind == "action" or len(best_first) <= self.roll:
            rolled = set(best_first[:MAX_ROLLED])
        else:
            rolled = set(best_first[: min(self.roll, MAX_ROLLED)])
        choices: list[tuple[int, float, int, Choice]] = []
        for i, m in enumerate(moves):
            if i not in judged:
                choices.append((3, float("-inf"), i, Choice(m, float("-inf"), ("not judged (over MAX_JUDGED)",))))
                continue
            if i in refused:
                choices.append((2, float("-inf"), i, Choice(m, float("-inf"), ("refused in the sample",))))
                continue
            self.work += 1
            sim.play(m)
            plan: list[str] = []
            steps = 1
            if i in rolled:
                steps += self._roll_forward(sim, seat, key, w, rng, plan)
            after = sim.state
            value = score(evaluate(after, seat), w)
            words = reasons(base, after, seat, w)
            if self._idle(base, after, seat):
                value -= IDLE_PENALTY
                words.append(f"does nothing ({_fmt(-IDLE_PENALTY)})")
            if i not in rolled:
                words.append("one move ahead only")
            for _ in range(steps):
                sim.undo()
            value = round(value - before, 3)
            choices.append((0 if i in rolled else 1, value, i,
                            Choice(m, value, tuple(words) or ("no change",), tuple(plan))))
        choices.sort(key=lambda t: (t[0], -t[1], t[2]))
        return [c for *_, c in choices]

    # -------------------------------------------------------------------------------------- look-ahead
    @staticmethod
    def _turn_key(sim: Game) -> tuple[int, bool]:
        s = sim.state
        return s.turn, s.phase == "setup"

    def _roll_forward(self, sim: Game, seat: int, key: tuple[int, bool], w: dict[str, float],
                      rng: random.Random, plan: list[str]) -> int:
        """Answer the rest of the seat's turn with the quick policy; returns the number of moves played."""
        played = 0
        while played < self.depth and sim.phase != "over" and sim.current_index == seat \
                and self._turn_key(sim) == key:
            moves = sim.legal_moves()
            if len(moves) > self.width:
                moves = rng.sample(moves, self.width)
            best, best_value = moves[0], float("-inf")
            if len(moves) > 1:
                for m in moves:
                    self.work += 1
                    sim.play(m)
                    v = score(evaluate(sim.state, seat), w)
                    sim.undo()
                    if v > best_value:
                        best, best_value = m, v
            self.work += 1
            sim.play(best)
            played += 1
            plan.append(_public_label(best) or str(best))
        return played

    @staticmethod
    def _idle(before: GameState, after: GameState, seat: int) -> bool:
        a, b = before.players[seat].copy(), after.players[seat].copy()
        a.action_cards = b.action_cards
        return a == b

    def __repr__(self) -> str:
        return f"GreedyBot(seed={self.seed!r})"

