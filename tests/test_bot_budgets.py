"""Issue 25, point 3 (limits): every bot's work per decision is bounded, whatever the position.

The budgets are counted, never timed: candidate placements judged by the rules (``judge_candidate`` calls),
moves weighed by the heuristic (``Heuristic.after`` calls) and playouts. The largest legal position — a 1000-card
custom deck and 150-card hands, about 250,000 legal moves — made ``GreedyBot`` weigh every one of them (32 s,
2.7 GB) and ``SearchBot`` overrun its time limit; now both stay within :data:`MAX_MOVES` and :data:`MAX_JUDGED` and
still play legal moves, and on an ordinary position the bounded list is exactly the engine's legal-move list.
"""

from __future__ import annotations

import dataclasses
import math
import random

import pytest

import arkwidgets as ark
from arkwidgets.ark import movegen
from arkwidgets.ark.bots import GreedyBot, RandomBot, SearchBot
from arkwidgets.ark.bots import search as search_module
from arkwidgets.ark.bots.candidates import MAX_JUDGED, MAX_MOVES, candidates
from arkwidgets.ark.bots.heuristic import Heuristic
from arkwidgets.ark.bots.search import MAX_PLAYOUTS
from arkwidgets.ark.cards import MAX_CARDS
from arkwidgets.ark.moves import Draw
from arkwidgets.ark.state import Table


def huge_game(hand: int = 150, players: int = 3, seed: int = 1) -> ark.Game:
    """The largest position a save can hold: 1000 cards (the default deck copied under new ids), ``hand`` cards in
    every hand, taken from the deck after an ordinary setup."""
    cards = [dataclasses.replace(c, id=f"{c.id}-{k}") for k in range(30) for c in ark.DECK][:MAX_CARDS]
    deck = ark.Deck(cards)
    game = ark.Game.new(players, seed=seed, deck=deck)
    s = game.snapshot()
    for p in range(players):
        while len(s.hands[p]) < hand:
            k = next(i for i, c in enumerate(s.deck) if getattr(c, "id", None) not in (None, "rain"))
            s.hands[p].append(s.deck.pop(k))
    return ark.Game.from_state(Table(game.names, deck), s)


@pytest.fixture(scope="module")
def huge() -> ark.Game:
    return huge_game()


class Counter:
    """Counts the calls of a wrapped function."""

    def __init__(self, monkeypatch, owner, name: str):
        self.n = 0
        inner = getattr(owner, name)

        def counted(*args, **kwargs):
            self.n += 1
            return inner(*args, **kwargs)

        monkeypatch.setattr(owner, name, counted)


def ordinary_positions(seeds=range(8), every: int = 3):
    for seed in seeds:
        game = ark.Game.new(3 + seed % 3, seed=seed)
        bot = RandomBot(seed)
        k = 0
        while game.phase != "over":
            if k % every == 0:
                yield game.copy()
            game.play(bot.choose(game))
            k += 1


def test_on_ordinary_positions_the_bounded_list_is_the_engines_legal_move_list():
    """Budgets change nothing in play with the default deck: every move, in the engine's order."""
    seen = 0
    for game in ordinary_positions():
        s = game.snapshot()
        assert candidates(game.table, s) == movegen.legal_moves(game.table, s)
        seen += 1
    assert seen > 100


def test_the_largest_position_lists_at_most_max_moves_from_at_most_max_judged_placements(huge, monkeypatch):
    """150-card hands: about 250,000 legal moves. The bounded list judges at most MAX_JUDGED placements, holds at
    most MAX_MOVES moves, every draw and single card first, and every move in it is legal."""
    s = huge.snapshot()
    assert movegen.candidate_count(s) > 500  # the position is huge indeed
    judged = Counter(monkeypatch, movegen, "judge_candidate")
    moves = candidates(huge.table, s)
    assert judged.n <= MAX_JUDGED
    assert len(moves) == MAX_MOVES
    assert [m for m in moves if isinstance(m, Draw)] == [Draw(k) for k in range(1, len(s.display) + 1)]
    monkeypatch.undo()
    assert all(huge.is_legal(m) for m in moves[::37])


def test_greedy_weighs_at_most_max_moves_on_the_largest_position_and_plays_a_legal_move(huge, monkeypatch):
    """Before the budget GreedyBot weighed all ~250,000 moves (32 s, 2.7 GB); now MAX_MOVES at most."""
    judged = Counter(monkeypatch, movegen, "judge_candidate")
    weighed = Counter(monkeypatch, Heuristic, "after")
    move = GreedyBot().choose(huge)  # no time limit: the counts are the budget's alone (D-27)
    assert weighed.n == MAX_MOVES
    assert judged.n <= MAX_JUDGED
    monkeypatch.undo()
    assert huge.is_legal(move)
    assert GreedyBot().choose(huge) == move  # deterministic within its budget


def test_search_weighs_and_lists_within_the_budget_on_the_largest_position(huge, monkeypatch):
    """The search bot chooses its candidates among at most MAX_MOVES moves listed from at most MAX_JUDGED
    placements, plays no more playouts than its budget allows, and plays a legal move."""
    weighed = Counter(monkeypatch, Heuristic, "after")
    listed = Counter(monkeypatch, search_module, "candidates")
    played = Counter(monkeypatch, search_module, "rollout")
    bot = SearchBot(seed=3, playouts=4, seconds=2.0, candidates=3)
    move = bot.choose(huge)
    assert listed.n == 1
    assert weighed.n <= MAX_MOVES
    assert played.n <= 4 + 2 * 4  # the budget, plus one round per stage (2 stages, 4 candidates with the draw)
    monkeypatch.undo()
    assert huge.is_legal(move)


@pytest.mark.parametrize(("playouts", "candidates_"), [(40, 8), (12, 3), (1, 5)])
def test_search_plays_at_most_its_budget_plus_one_round_per_stage(playouts, candidates_, monkeypatch):
    """Successive halving gives every candidate at least one playout per stage: the documented bound is the budget
    plus (stages × candidates), where the candidates include the best draw."""
    game = ark.Game.new(4, seed=8)
    played = Counter(monkeypatch, search_module, "rollout")
    weighed = Counter(monkeypatch, Heuristic, "after")
    move = SearchBot(seed=1, playouts=playouts, candidates=candidates_).choose(game)
    tallied = candidates_ + 1
    stages = max(1, math.ceil(math.log2(tallied)))
    assert 0 < played.n <= playouts + stages * tallied
    assert weighed.n <= MAX_MOVES
    monkeypatch.undo()
    assert game.is_legal(move)


def test_a_playouts_budget_alone_reads_no_clock(monkeypatch):
    """docs/bots.md, D-27: a search with only a playouts budget, and the greedy bot without a time limit, never read
    the clock, so a busy machine cannot change their moves (a CI run on a loaded machine found the greedy bot's old
    2-second cut changing a simulated game): every clock the Ark bots could read raises while they decide."""
    game = ark.Game.new(4, seed=8)

    class NoClock:
        @staticmethod
        def perf_counter() -> float:
            raise AssertionError("the clock was read")

    for module in ("search", "heuristic", "candidates", "greedy"):
        monkeypatch.setattr(f"arkwidgets.ark.bots.{module}.time", NoClock)
    move = SearchBot(seed=1, playouts=24, candidates=3).choose(game)
    greedy = GreedyBot().choose(game)  # D-27: the greedy bot's budget is counted too
    monkeypatch.undo()
    assert game.is_legal(move) and game.is_legal(greedy)
    assert move == SearchBot(seed=1, playouts=24, candidates=3).choose(game)


def test_playouts_above_the_ceiling_are_refused():
    with pytest.raises(ValueError, match=f"from 0 to {MAX_PLAYOUTS}"):
        SearchBot(playouts=MAX_PLAYOUTS + 1)
    assert SearchBot(playouts=MAX_PLAYOUTS).playouts == MAX_PLAYOUTS


def test_rollouts_stop_within_their_move_budget():
    """A playout applies at most ``max_moves`` engine moves: a game that would need more is an error, not a hang."""
    game = ark.Game.new(3, seed=2)
    with pytest.raises(RuntimeError, match="did not end"):
        search_module.rollout(game.table, game.snapshot(), random.Random(1), max_moves=3)


def test_random_bot_on_the_largest_position_judges_little_and_plays_legally(huge, monkeypatch):
    judged = Counter(monkeypatch, movegen, "judge_candidate")
    moves = [RandomBot(seed).choose(huge) for seed in range(20)]
    assert judged.n <= 20 * MAX_JUDGED
    monkeypatch.undo()
    assert all(huge.is_legal(m) for m in moves)


@pytest.mark.parametrize("seconds", [0, -1, float("nan"), float("inf"), True, "1"])
def test_greedy_time_limit_must_be_a_finite_positive_number(seconds):
    with pytest.raises(ValueError, match="seconds must be"):
        GreedyBot(seconds=seconds)


def test_bots_still_play_only_legal_moves_in_ordinary_games():
    for game in ordinary_positions(seeds=range(2), every=11):
        for bot in (GreedyBot(), SearchBot(seed=1, playouts=8, candidates=3)):
            assert game.is_legal(bot.choose(game))


def test_the_engine_panel_lists_a_bounded_share_of_the_largest_position(huge, monkeypatch):
    """The panel's legal-move list enumerated all ~250,000 moves of the largest position (53 s to open); it now
    lists at most PANEL_MOVES, says "3000+", and never asks for the whole list."""
    pytest.importorskip("ipywidgets")
    pytest.importorskip("anywidget")
    from arkwidgets.ui.replay import PANEL_MOVES

    w = ark.GameWidget(game=huge, autoplay=False)
    whole = Counter(monkeypatch, movegen, "legal_moves")
    judged = Counter(monkeypatch, movegen, "judge_candidate")
    w.inside.selected_index = 0  # open "Inside the engine"
    w.refresh()
    assert whole.n == 0
    assert judged.n <= 4 * MAX_JUDGED  # a bounded listing for the list and one for its count, twice at most
    assert f"{PANEL_MOVES}+" in w.moves_count.value
    assert 0 < len(w.moves_list.options) <= 400


def test_the_engine_panel_counts_an_ordinary_position_exactly():
    pytest.importorskip("ipywidgets")
    pytest.importorskip("anywidget")
    game = ark.Game.new(3, seed=4)
    w = ark.GameWidget(game=game, autoplay=False)
    w.inside.selected_index = 0
    w.refresh()
    count = len(game.legal_moves())
    assert f"<b>{count}</b>" in w.moves_count.value and "+" not in w.moves_count.value


# ------------------------------------------------------------------------------------------------ Ark Nova
def nova_huge_question(seed: int = 2, cards: int = 14, keep: int = 7):
    """A hand-made Ark Nova question with thousands of answers: a seat keeps ``keep`` of ``cards`` cards (14 and 7:
    3,432 answers; an ordinary game's longest list is about 130, a build action)."""
    from arkwidgets import nova
    from arkwidgets.nova.decisions import Decision

    game = nova.Game.new(["You", "Bot"], seed=seed)
    s = game.state
    top = s.pending[-1]
    extra = cards - len(top["cards"])
    dealt = tuple(sorted(top["cards"] + s.deck[:extra]))
    s.pending = (*s.pending[:-1], Decision("keep", top.player, cards=dealt, count=keep, rule="N-SET-17"))
    s.deck = s.deck[extra:]
    return nova.Game.from_state(s)


def test_nova_greedy_plays_at_most_its_counted_budget_on_a_question_of_thousands_of_answers(monkeypatch):
    """Ark Nova's GreedyBot judges at most MAX_JUDGED answers (a sample drawn from the seat's view), rolls at most
    MAX_ROLLED forward, and so plays at most work_bound() moves on its sample in one decision — counted on the
    engine's ``Game.play``, never timed; its move is legal, and the answers it did not judge are listed last."""
    from arkwidgets import nova
    from arkwidgets.nova.greedy import MAX_JUDGED, GreedyBot, work_bound

    game = nova_huge_question()
    assert len(game.legal_moves()) == 3432 > MAX_JUDGED
    plays = Counter(monkeypatch, nova.Game, "play")
    bot = GreedyBot(seed=1)
    ranked = bot.ranked(game)
    assert plays.n == bot.work <= work_bound()
    assert sum("not judged (over MAX_JUDGED)" in c.reasons for c in ranked) == 3432 - MAX_JUDGED
    assert all("not judged (over MAX_JUDGED)" in c.reasons for c in ranked[MAX_JUDGED:])
    assert game.is_legal(bot.choose(game))


def test_nova_greedy_judges_every_answer_of_ordinary_positions_within_its_budget(monkeypatch):
    """In ordinary games every answer is judged (the bound changes no choice there) and a decision's work stays
    within work_bound()."""
    from arkwidgets import nova
    from arkwidgets.nova.greedy import MAX_JUDGED, GreedyBot, work_bound

    worst = 0
    for seed in range(2):
        game = nova.Game.new(["You", "Bot"], seed=seed)
        rng = random.Random(seed)
        while game.phase != "over" and len(game.history) < 60:
            moves = game.legal_moves()
            if len(moves) > 1:
                bot = GreedyBot(seed=seed)
                ranked = bot.ranked(game)
                assert len(moves) <= MAX_JUDGED
                assert not any("not judged (over MAX_JUDGED)" in c.reasons for c in ranked)
                assert bot.work <= work_bound()
                worst = max(worst, bot.work)
            game.play(rng.choice(moves))
    assert worst > 0
