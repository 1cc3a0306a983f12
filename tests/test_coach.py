"""The coach of both games (:mod:`arkwidgets.coach`): ranked moves that are legal, reasons from the engine's events
with their rule ids, an answer that improves, reports its progress and can be stopped, the same answer for a seed —
and for a re-deal of what the seat cannot see — and a review that marks moves by the win chance they lost.

Each test runs on Ark and Ark Nova alike, on positions reached by seeded greedy play. Budgets are tiny (a few
samples): the tests check behaviour, never strength or speed (``benchmarks/bench_coach*.py`` measure those).
"""

from __future__ import annotations

import random
import re
from collections.abc import Generator, Sequence
from functools import cache
from pathlib import Path
from typing import Any

import pytest

import arkwidgets
from arkwidgets import ark, nova
from arkwidgets.ark import rulebook as ark_rulebook
from arkwidgets.ark.coaching import ArkCoaching
from arkwidgets.coach import (
    MARKS,
    Advice,
    Coach,
    Coaching,
    Line,
    Outcome,
    Phrase,
    Reason,
    Review,
    coach,
    coaching_for,
    mark_of,
    review,
)
from arkwidgets.i18n import language
from arkwidgets.nova.coaching import NovaCoaching
from arkwidgets.nova.greedy import GreedyBot as NovaGreedy
from arkwidgets.verdicts import GameError


@cache
def ark_position(seed: int, moves: int) -> Any:
    g = ark.Game.new(4, seed=seed)
    bot = ark.GreedyBot()
    for _ in range(moves):
        if g.phase == "over":
            break
        g.play(bot.choose(g))
    return g


@cache
def nova_position(seed: int, moves: int) -> Any:
    """A 2-player game after ``moves`` greedy answers, stopped at an action question (a whole turn to coach)."""
    g = nova.Game.new(2, seed=seed)
    bot = NovaGreedy(seed)
    played = 0
    while g.phase != "over" and (played < moves or g.decision is None or g.decision.kind != "action"):
        g.play(bot.choose(g))
        played += 1
    return g


def position(kind: str, seed: int, moves: int) -> Any:
    return (ark_position if kind == "ark" else nova_position)(seed, moves).copy()


@cache
def rule_ids(kind: str) -> frozenset[str]:
    if kind == "ark":
        return frozenset(ark_rulebook.RULES)
    text = (Path(nova.__file__).parent / "rule_ids.txt").read_text(encoding="utf-8")
    return frozenset(line.strip() for line in text.splitlines() if line.strip() and not line.startswith("#"))


CASES = [pytest.param(kind, seed, moves, id=f"{kind}-{seed}-{moves}")
         for kind, positions in (("ark", ((3, 6), (5, 18))), ("nova", ((3, 9), (4, 40))))
         for seed, moves in positions]


def test_each_game_brings_its_coaching_and_the_kernel_names_neither() -> None:
    assert isinstance(coaching_for(ark.Game.new(3, seed=1)), ArkCoaching)
    assert isinstance(coaching_for(nova.Game.new(2, seed=1)), NovaCoaching)
    assert isinstance(ArkCoaching(), Coaching) and isinstance(NovaCoaching(), Coaching)
    with pytest.raises(TypeError, match="no coach"):
        coaching_for(object())
    source = (Path(arkwidgets.__file__).parent / "coach.py").read_text(encoding="utf-8")
    assert not re.search(r"^\s*(from|import)\s+(\.ark|\.nova|arkwidgets\.ark|arkwidgets\.nova)\b", source, re.M)


@pytest.mark.parametrize(("kind", "seed", "moves"), CASES)
def test_ranked_moves_are_legal_and_play_as_a_whole(kind: str, seed: int, moves: int) -> None:
    g = position(kind, seed, moves)
    advice = coach(g, rounds=2, seed=1)
    assert isinstance(advice, Advice) and advice.seat == g.current_index and 1 <= len(advice.moves) <= 5
    for m in advice.moves:
        assert g.is_legal(m.moves[0]), m.text
        twin = g.copy()
        for move in m.moves:  # the learner's move is the seat's own: every part is legal on the real game
            twin.play(move)
        assert m.samples == 2 and m.win is not None and 0.0 <= m.win_low <= m.win <= m.win_high <= 1.0  # type: ignore[operator]
        assert m.points_low <= m.points <= m.points_high  # type: ignore[operator]
    values = [m.value for m in advice.moves if m.value is not None]
    assert len(values) == len(advice.moves) and values == sorted(values, reverse=True)


@pytest.mark.parametrize(("kind", "seed", "moves"), CASES)
def test_reasons_are_words_under_rule_ids_from_the_moves_own_events(kind: str, seed: int, moves: int) -> None:
    g = position(kind, seed, moves)
    advice = Coach(g, rounds=1).best()
    known = rule_ids(kind)
    cited_from_events = 0
    for m in advice.moves:
        assert m.reasons, m.text
        for r in m.reasons:
            assert r.rule in known, r
            assert re.search(r"[^\W\d_]{3}", r.phrase.text), r  # words, never a bare number
            assert r.text.endswith(f"({r.rule})")
        seen = g.seen_by(g.current_index)
        rules = {e.rule for move in m.moves for e in seen.play(move)}
        cited_from_events += any(r.rule in rules for r in m.reasons)
    assert cited_from_events >= len(advice.moves) - 1  # a move whose events are all elsewhere (a pure draw) is rare


@pytest.mark.parametrize("kind", ["ark", "nova"])
def test_stopping_keeps_the_answer_reached_and_ends_the_work(kind: str) -> None:
    g = position(kind, 3, 9)
    c = Coach(g, rounds=1000, seed=2)
    first = c.best()
    assert first.rounds == 0 and all(m.win is None for m in first.moves) and not c.done
    while c.samples < 2:
        assert c.step(0.001)
    c.stop()
    assert c.done and not c.step() and c.samples < 1000
    after = c.best()
    assert after.rounds == c.samples >= 2 and not after.done
    assert all(m.samples == c.samples for m in after.moves)


@pytest.mark.parametrize("kind", ["ark", "nova"])
def test_progress_is_reported_and_answers_improve(kind: str) -> None:
    g = position(kind, 5 if kind == "ark" else 4, 18 if kind == "ark" else 40)
    heard: list[tuple[float, int]] = []
    final = Coach(g, rounds=3, seed=4).run(progress=lambda fraction, advice: heard.append((fraction, advice.rounds)),
                                           every=0.0)
    fractions = [f for f, _ in heard]
    assert len(heard) >= 3 and fractions == sorted(fractions) and fractions[0] == 0.0 and fractions[-1] == 1.0
    assert heard[0][1] == 0 and heard[-1][1] == 3 and final.done and final.progress == 1.0
    answers = list(Coach(g, rounds=2, seed=4).answers(every=0.0))
    assert answers[0].rounds == 0 and answers[-1].rounds == 2 and answers[-1].done


@pytest.mark.parametrize(("kind", "seed", "moves"), CASES)
def test_the_same_seed_gives_the_same_answer_and_a_redeal_of_hidden_cards_too(kind: str, seed: int,
                                                                               moves: int) -> None:
    """Fairness: the coach sees only the seat's view. A twin whose hidden cards are dealt again
    (``game.resample(seat, k)``) gets the very same answer for the same seed."""
    g = position(kind, seed, moves)
    seat = g.current_index
    answer = coach(g, rounds=2, seed=11).to_dicts()
    assert coach(g, rounds=2, seed=11).to_dicts() == answer
    for k in (1, 2):
        twin = g.resample(seat, k)
        assert twin.view(seat).to_dict() == g.view(seat).to_dict()
        assert coach(twin, rounds=2, seed=11).to_dicts() == answer


def test_a_move_asked_about_is_weighed_and_compared_with_the_best() -> None:
    g = position("ark", 5, 18)
    advice = coach(g, rounds=2, seed=1)
    worst = g.legal_moves()[-1]
    c = Coach(g, rounds=2, seed=1, top=1)
    c.add(worst)
    asked = c.run()
    found = asked.find(worst)
    assert found is not None and found.asked and found.samples == 2
    assert asked.moves[0].moves == advice.moves[0].moves  # asking about a move does not change the best
    if found is not asked.best:
        assert "win chance" in asked.compare(worst)
    assert asked.compare(asked.best.moves) == "this is the coach's best move"


def test_the_coach_refuses_a_finished_game_and_another_seat() -> None:
    g = ark.Game.new(3, seed=2)
    with pytest.raises(ValueError, match="seat to act"):
        Coach(g, seat=(g.current_index + 1) % 3)
    with pytest.raises(ValueError, match="rounds"):
        Coach(g, rounds=0)
    ark.play_out(g, ark.RandomBot(1))
    with pytest.raises(GameError, match="over"):
        Coach(g)


@pytest.mark.parametrize(("loss", "mark"), [(0.0, "good"), (0.049, "good"), (0.05, "inaccuracy"),
                                            (0.099, "inaccuracy"), (0.10, "mistake"), (0.199, "mistake"),
                                            (0.20, "blunder"), (0.9, "blunder")])
def test_marks_follow_the_documented_thresholds(loss: float, mark: str) -> None:
    assert {m: t for t, m in MARKS} == {"blunder": 0.20, "mistake": 0.10, "inaccuracy": 0.05}
    assert mark_of(loss) == mark


@pytest.mark.parametrize("kind", ["ark", "nova"])
def test_a_review_weighs_each_move_of_the_seat_and_sums_it_up(kind: str) -> None:
    if kind == "ark":
        g = ark.Game.new(3, seed=8)
        ark.play_out(g, ark.GreedyBot())
        seat, reviewed = 1, review(g, 1, rounds=3, seed=2, last=4)
        names = [entry.player for entry in g.history]
    else:
        g = nova_position(5, 30).copy()
        seat, reviewed = 0, review(g, 0, rounds=2, seed=2, first=1, last=3)
        names = [g.names[entry.question.player] for entry in g.history]
    assert isinstance(reviewed, Review) and 1 <= len(reviewed) <= 4
    assert [r.index for r in reviewed] == sorted(r.index for r in reviewed)
    for r in reviewed:
        assert names[r.index] == g.names[seat]
        assert tuple(map(str, r.played.moves)) == tuple(map(str, g.moves[r.index:r.index + len(r.played.moves)]))
        assert r.mark in {"good", *(m for _, m in MARKS)} and 0.0 <= r.after <= r.before <= 1.0
        assert r.mark == "good" or r.loss - r.error >= 0.05
    assert reviewed.summary and str(reviewed).startswith(reviewed.summary)
    with language("zh"):
        assert re.search(r"[\u4e00-\u9fff]", reviewed.summary)


def test_a_review_summary_names_the_biggest_loss() -> None:
    g = position("ark", 5, 18)
    mine = coach(g, rounds=2, seed=1)
    from arkwidgets.coach import ReviewedMove

    best, worse = mine.moves[0], mine.moves[-1]
    items = [ReviewedMove(3, 4, best, best, 0.5, 0.5, "good"), ReviewedMove(7, 12, worse, best, 0.6, 0.3, "blunder"),
             ReviewedMove(9, 14, worse, best, 0.5, 0.38, "mistake")]
    r = Review(0, "Ann", items)
    assert r.worst is items[1] and r.count("mistake") == 1
    assert r.summary.startswith("1 blunder and 1 mistake in 3 moves; the biggest at turn 12: ")
    assert worse.text in r.summary and best.text in r.summary and "−30 %" in r.summary
    assert Review(0, "Ann", items[:1]).summary.startswith("No mistake in 1 move")
    with language("fr"):
        assert "tour 12" in r.summary


# ------------------------------------------------------------------------------------------------ a race to ten
class Race:
    """A tiny game for the coach's own behaviour, with the calls :class:`Coach` and :func:`review` use: two seats add
    1 or 2 in turn to a shared total; who makes it exactly ``goal`` wins at once, who overshoots loses at once. Each
    seat holds a hidden card worth its number in points (so a coach that peeked would report other points)."""

    names = ("Ann", "Ben")

    def __init__(self, total: int, secrets: tuple[int, int], goal: int = 10, to_act: int = 0):
        self.total, self.secrets, self.goal, self.current_index = total, secrets, goal, to_act
        self.moves: list[str] = []
        self.movers: list[int] = []
        self.winner: int | None = None

    @property
    def phase(self) -> str:
        return "over" if self.winner is not None else "play"

    def legal_moves(self) -> list[str]:
        return [] if self.winner is not None else ["+1", "+2"]

    def is_legal(self, move: str) -> bool:
        return move in self.legal_moves()

    def play(self, move: str) -> list[Any]:
        if not self.is_legal(move):
            raise GameError(f"{move} is not legal")
        seat = self.current_index
        self.moves.append(move)
        self.movers.append(seat)
        self.total += int(move)
        if self.total >= self.goal:
            self.winner = seat if self.total == self.goal else 1 - seat
        self.current_index = 1 - seat
        return []

    def undo(self) -> None:
        move, seat = self.moves.pop(), self.movers.pop()
        self.total -= int(move)
        self.winner, self.current_index = None, seat

    def copy(self) -> Race:
        twin = Race(self.total, self.secrets, self.goal, self.current_index)
        twin.moves, twin.movers, twin.winner = list(self.moves), list(self.movers), self.winner
        return twin

    def resample(self, viewer: int, rng: int, past: bool = True) -> Race:
        """The other seat's card dealt again from what ``viewer`` may know (any of 1–9)."""
        twin = self.copy()
        secrets = list(self.secrets)
        secrets[1 - viewer] = random.Random(rng).randint(1, 9)
        twin.secrets = (secrets[0], secrets[1])
        return twin

    def seen_by(self, viewer: int) -> Race:
        twin = self.copy()
        secrets = list(self.secrets)
        secrets[1 - viewer] = 5
        twin.secrets = (secrets[0], secrets[1])
        return twin


class RaceCoaching:
    """The race's adapter: the policy's prior prefers +1 (so a ranking by playouts is seen), playouts take a win at
    once when there is one and else add at random."""

    def lines(self, game: Race, seat: int, limit: int) -> Generator[None, None, list[Line]]:
        yield
        return [self.line_of(game, [m], prior=1.0 if m == "+1" else 0.0) for m in game.legal_moves()][:limit]

    def line_of(self, game: Race, moves: Sequence[Any], prior: float = 0.0) -> Line:
        return Line((moves[0],), Phrase("add {n}", {"n": moves[0]}), "add", prior)

    def learner_moves(self, game: Race, seat: int) -> list[tuple[int, int]]:
        return [(i, 1) for i, who in enumerate(game.movers) if who == seat]

    def playout(self, game: Race, seat: int, rng: random.Random) -> Generator[None, None, Outcome]:
        while game.phase != "over":
            winning = "+1" if game.total + 1 == game.goal else "+2" if game.total + 2 == game.goal else None
            game.play(winning or rng.choice(game.legal_moves()))
            yield
        win = 1.0 if game.winner == seat else 0.0
        points = 10 * win + game.secrets[seat] - game.secrets[1 - seat]
        return Outcome(win, points, win)

    def reasons(self, game: Race, line: Line, seat: int) -> list[Reason]:
        return [Reason("R-1", Phrase("the total becomes {total}", {"total": game.total + int(line.moves[0])}))]

    def turn(self, game: Race) -> int:
        return len(game.moves) + 1

    def places(self, game: Race, moves: Sequence[Any]) -> tuple[str, ...]:
        return ()  # the race has no board to mark


RACE = RaceCoaching()


def test_the_coach_prefers_a_move_that_wins_at_once_over_the_policys_favourite() -> None:
    """At 8 of 10, +2 wins at once and +1 hands the opponent the win: the coach ranks +2 first with a win chance of
    1, though its policy's prior prefers +1."""
    advice = coach(Race(8, (3, 4)), rounds=6, seed=1, coaching=RACE)
    assert [m.moves for m in advice.moves] == [("+2",), ("+1",)]
    assert advice.best.win == 1.0 and advice.moves[1].win == 0.0
    assert advice.compare("+1").startswith("−100 %")


def test_the_coach_never_reads_the_other_seats_hidden_card() -> None:
    """Ben's hidden card changes Ann's points but the coach sees only Ann's view: the same advice for any card."""
    answers = {str(coach(Race(4, (3, ben)), rounds=8, seed=2, coaching=RACE).to_dicts()) for ben in (1, 5, 9)}
    assert len(answers) == 1


def test_a_review_flags_a_deliberately_bad_move_as_a_blunder() -> None:
    """From 6 Ann adds 2 (to 8, where Ben wins at once with +2; +1 wins for her whatever Ben does), then Ben at 8
    adds 1 instead of winning at once with +2: the review marks each a blunder against the coach's best, and a good
    move (Ann's +1 from 6 in a second game) good."""
    h = Race(6, (3, 4))
    for move in ("+2", "+1"):
        h.play(move)
    ben = review(h, 1, rounds=16, seed=3, coaching=RACE)
    assert [(r.index, r.mark) for r in ben] == [(1, "blunder")]
    assert ben[0].best.moves == ("+2",) and ben[0].played.moves == ("+1",)
    assert ben[0].before == 1.0 and ben[0].after == 0.0 and ben[0].loss == 1.0
    assert "1 blunder in 1 moves" in ben.summary and "add +1 instead of add +2" in ben.summary
    ann = review(h, 0, rounds=16, seed=3, coaching=RACE)
    assert [(r.index, r.mark, r.best.moves) for r in ann] == [(0, "blunder", ("+1",))]
    good = Race(6, (3, 4))
    good.play("+1")
    assert [(r.mark, r.before, r.after) for r in review(good, 0, rounds=16, seed=3, coaching=RACE)] == [
        ("good", 1.0, 1.0)]


@pytest.mark.parametrize("kind", ["ark", "nova"])
def test_a_stop_in_the_middle_of_a_round_leaves_every_move_on_the_same_samples(kind: str) -> None:
    """The coach counts a round (one sample, every move played out on it) whole or not at all: stopped after any
    piece of work, the moves shown were weighed on as many samples as the answer says — whatever the clock."""
    g = position(kind, 3, 9)
    for pieces in range(1, 60, 7):
        c = Coach(g, rounds=1000, seed=2)
        c.best()
        for _piece in range(pieces):
            c.step(0.0)  # one piece of work: a playout move, a sample dealt, a candidate weighed
        c.stop()
        after = c.best()
        assert all(m.samples == c.samples == after.rounds for m in after.moves), pieces
