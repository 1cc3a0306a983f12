"""The solo challenge (N-SOLO-14 … -16, ND-32, ND-62): three solo games, each set up from what the earlier ones left."""

from __future__ import annotations

import pytest

from arkwidgets import nova
from arkwidgets.nova.bots import RandomBot
from arkwidgets.nova.rules.bonuses import TILE_BONUSES

from .invariants import check_invariants


def finish(game: nova.Game, seed: int) -> None:
    bot = RandomBot(seed)
    for _ in range(6000):
        if game.phase == "over":
            return
        game.play(bot.choose(game))
    raise AssertionError("a solo game did not end")


@pytest.fixture(scope="module")
def challenge() -> nova.SoloChallenge:
    ch = nova.SoloChallenge(seed=21)
    for k in range(3):
        if k:
            ch.next_game()
        finish(ch.game, 21 + k)
    return ch


def test_n_solo_14_every_card_in_play_leaves_the_challenge(challenge: nova.SoloChallenge) -> None:
    seen: set[int] = set()
    for game in challenge.games:
        pool = set(game.card_pool)
        assert not pool & seen, "a card removed by an earlier game came back (N-SOLO-16)"
        removed = set(challenge.removed_after(game))
        state = game.state
        p = state.players[0]
        in_play = set(state.discard) | {c for c in state.display if c} | set(p.hand) | set(state.project_row) \
            | {a.card for a in p.animals} | set(p.sponsors) | {c for _, c in p.tucked}
        assert removed == in_play  # ND-32: discard pile, display, the player's cards (tucked ones too), the projects
        seen |= removed
    first, second, third = challenge.games
    assert set(second.card_pool) == set(first.card_pool) - set(challenge.removed_after(first))
    assert set(third.card_pool) == set(second.card_pool) - set(challenge.removed_after(second))


def test_n_solo_14_base_projects_and_bonus_tiles_used_are_removed(challenge: nova.SoloChallenge) -> None:
    first, second, third = (g.state for g in challenge.games)
    assert not set(first.base_projects) & set(second.base_projects)
    assert not (set(first.base_projects) | set(second.base_projects)) & set(third.base_projects)
    assert not set(first.tiles) & set(second.tiles)
    left = set(TILE_BONUSES) - set(first.tiles) - set(second.tiles)
    assert len(left) == 1


def test_n_solo_15_the_third_game_completes_its_tiles_from_the_removed_ones(challenge: nova.SoloChallenge) -> None:
    first, second, third = (g.state for g in challenge.games)
    left = set(TILE_BONUSES) - set(first.tiles) - set(second.tiles)
    assert left <= set(third.tiles) and len(set(third.tiles)) == 4
    assert len(set(third.tiles) & (set(first.tiles) | set(second.tiles))) == 3


def test_n_solo_16_won_when_the_three_scores_add_up_to_at_least_0(challenge: nova.SoloChallenge) -> None:
    assert challenge.over
    total = sum(g.scores()[0].vp for g in challenge.games)
    assert challenge.total == total and challenge.won is (total >= 0)


def test_nd_62_each_game_is_an_ordinary_game_that_saves_and_reloads(challenge: nova.SoloChallenge) -> None:
    third = challenge.games[2]
    again = nova.Game.from_json(third.to_json())
    assert again.to_json() == third.to_json() and again.card_pool == third.card_pool
    check_invariants(again.state, again.card_pool)


def test_n_solo_14_the_next_game_only_after_the_current_one_and_never_a_fourth() -> None:
    ch = nova.SoloChallenge(seed=3)
    before = ch.game.to_json()
    with pytest.raises(ValueError, match="not over yet"):
        ch.next_game()
    assert ch.game.to_json() == before and len(ch.games) == 1 and ch.won is None
    for k in range(3):
        finish(ch.game, k)
        if k < 2:
            ch.next_game()
    with pytest.raises(ValueError, match="over"):
        ch.next_game()


def test_pools_of_game_new_are_checked_by_name() -> None:
    with pytest.raises(ValueError, match="not zoo cards"):
        nova.Game.new(players=1, seed=1, cards=[401, 999])
    with pytest.raises(ValueError, match="twice"):
        nova.Game.new(players=1, seed=1, cards=[401, 401, *range(402, 430)])
    with pytest.raises(ValueError, match="at least 14 zoo cards"):
        nova.Game.new(players=1, seed=1, cards=[401, 402])
    with pytest.raises(ValueError, match="unknown bonus tile"):
        nova.Game.new(players=1, seed=1, tiles=["gold", *list(TILE_BONUSES)[:3]])
    with pytest.raises(ValueError, match="4 different bonus tiles"):
        nova.Game.new(players=1, seed=1, tiles=list(TILE_BONUSES)[:3])
    with pytest.raises(ValueError, match="not base projects"):
        nova.Game.new(players=1, seed=1, base_projects=[401, 402, 403])
