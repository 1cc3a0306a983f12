"""Ark Nova's search bot (:mod:`arkwidgets.nova.search`): legal, deterministic for a seed and the seat's view, blind
to what the seat cannot see, following its own plan within a turn, and offered by name in the widget.

Budgets are a round or two (the tests check behaviour; ``benchmarks/ladder_nova.py`` measures strength and time).
"""

from __future__ import annotations

from functools import cache

import pytest

from arkwidgets import nova
from arkwidgets.nova.greedy import GreedyBot
from arkwidgets.nova.moves import ChooseAction
from arkwidgets.nova.search import SearchBot


@cache
def _position(seed: int, moves: int) -> nova.Game:
    g = nova.Game.new(2, seed=seed)
    bot = GreedyBot(seed)
    played = 0
    while g.phase != "over" and (played < moves or g.decision is None or g.decision.kind != "action"):
        g.play(bot.choose(g))
        played += 1
    return g


def position(seed: int, moves: int) -> nova.Game:
    return _position(seed, moves).copy()


@pytest.mark.parametrize(("seed", "moves"), [(3, 9), (6, 30), (7, 60)])
def test_the_search_bot_plays_a_legal_move_the_same_for_its_seed(seed: int, moves: int) -> None:
    g = position(seed, moves)
    move = SearchBot(1, seconds=None, rounds=1).choose(g)
    assert g.is_legal(move)
    assert SearchBot(1, seconds=None, rounds=1).choose(g) == move
    bot = SearchBot(1, seconds=None, rounds=1)
    bot.choose(g)
    assert bot.last is not None and bot.last.best.moves[0] == move and bot.last.rounds == 1


@pytest.mark.parametrize(("seed", "moves"), [(3, 9), (6, 30)])
def test_hidden_cards_dealt_again_do_not_change_the_choice(seed: int, moves: int) -> None:
    """Fairness: the bot decides on ``game.resample(seat, rng)`` samples seeded from its view; a twin whose hidden
    cards (the other hand, the deck, the final scoring cards) are dealt again gets the same move."""
    g = position(seed, moves)
    seat = g.current_index
    move = SearchBot(2, seconds=None, rounds=1).choose(g)
    for k in (1, 2):
        twin = g.resample(seat, k)
        assert twin.view(seat).to_dict() == g.view(seat).to_dict()
        assert twin.state.players[1 - seat].hand != g.state.players[1 - seat].hand or twin.state.deck != g.state.deck
        assert SearchBot(2, seconds=None, rounds=1).choose(twin) == move


@pytest.mark.parametrize("settings", [{"proposer": "varied"}, {"plan": 9, "sure": 1.0}, {"proposer": "coach"}])
def test_every_proposer_and_setting_plays_a_legal_move_the_same_for_its_seed(settings: dict) -> None:
    """The settings the ladder names (``search:R:…``): still legal, deterministic, and fair to the seat's view."""
    g = position(7, 60)
    seat = g.current_index
    move = SearchBot(1, seconds=None, rounds=2, **settings).choose(g)
    assert g.is_legal(move)
    assert SearchBot(1, seconds=None, rounds=2, **settings).choose(g.resample(seat, 5)) == move


def test_a_varied_proposer_offers_each_kind_of_action_once_before_the_next_best() -> None:
    """``proposer="varied"``: the greedy ranking, the best of each action card (and the X-token action) first."""
    g = position(6, 30)
    bot = SearchBot(1, seconds=None, rounds=1, proposer="varied")
    bot.choose(g)
    assert bot.last is not None
    kinds = [m.group for m in bot.last.moves]
    assert len(kinds) == 4 and len(set(kinds)) == 4


def test_the_bot_plays_the_target_it_chose_with_its_action_card() -> None:
    g = position(6, 30)
    bot = SearchBot(4, seconds=None, rounds=1)
    first = bot.choose(g)
    assert isinstance(first, ChooseAction) or g.decision.kind == "action"  # type: ignore[union-attr]
    assert bot.last is not None
    line = bot.last.best.moves
    g.play(first)
    if len(line) > 1 and g.current_index == bot.last.seat:
        assert bot.choose(g) == line[1]


@pytest.mark.slow
def test_a_bot_plays_a_whole_game_against_greedy() -> None:
    g = nova.Game.new(2, seed=12)
    bots: list[SearchBot | GreedyBot] = [SearchBot(5, seconds=None, rounds=1, candidates=2, horizon=1), GreedyBot(6)]
    while g.phase != "over":
        g.play(bots[g.current_index].choose(g))
    assert g.winners


def test_the_budget_is_checked() -> None:
    with pytest.raises(ValueError, match="budget"):
        SearchBot(seconds=None, rounds=None)
    with pytest.raises(ValueError, match="seconds"):
        SearchBot(seconds=-1)
    with pytest.raises(ValueError, match="rounds"):
        SearchBot(seconds=None, rounds=0)
    with pytest.raises(ValueError, match="candidates"):
        SearchBot(candidates=0)
    for wrong in ({"horizon": -1}, {"width": 0}, {"sure": -1.0}, {"plan": 0}, {"proposer": "oracle"}):
        with pytest.raises(ValueError):
            SearchBot(**wrong)  # type: ignore[arg-type]
    assert "1.5 s" in repr(SearchBot(seconds=1.5))


def test_the_widget_offers_the_search_bot_by_name() -> None:
    from arkwidgets.nova.widgets.game_widget import BOTS

    bot = BOTS["search"](3)
    assert isinstance(bot, SearchBot) and bot.seed == 3
