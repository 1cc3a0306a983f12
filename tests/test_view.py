"""SeatView: what one seat may see, and the determinizer that fills in the rest."""

from __future__ import annotations

import random

import pytest

import arkwidgets as ark
from arkwidgets.ark.state import RAIN, RAIN_CARDS
from arkwidgets.ark.view import pet_eligible, view_of


def advance(seed: int, moves: int, players: int = 4) -> ark.Game:
    g = ark.Game.new(players, seed=seed)
    bot = ark.RandomBot(seed)
    for _ in range(moves):
        if g.phase == "over":
            break
        g.play(bot.choose(g))
    return g


def positions(count: int = 12):
    for k in range(count):
        yield advance(100 + k, (k * 7) % 60, players=3 + k % 3)


def test_view_shows_own_cards_and_public_table_only():
    g = advance(3, 10)
    seat = g.current_index
    v = view_of(g)
    assert v.seat == seat and v.to_act
    assert v.hand == g.players[seat].hand
    assert v.ark == g.ark and v.display == g.display
    assert v.hand_sizes == tuple(len(p.hand) for p in g.players)
    assert v.deck_size == g.deck_size and v.rain_drawn == g.rain_drawn
    # The view holds no other hand and no deck order.
    assert not hasattr(v, "hands") and not hasattr(v, "deck_order")
    for p, known in enumerate(v.known):
        if p == seat:
            assert known == ()
        for c in known:
            assert c in g.players[p].hand or c == g.players[p].pet


def test_view_of_other_seat_and_bad_seat():
    g = advance(4, 3)
    other = (g.current_index + 1) % 4
    v = view_of(g, other)
    assert v.hand == g.players[other].hand and not v.to_act
    with pytest.raises(ValueError):
        view_of(g, 9)


def test_display_draw_becomes_known_to_others():
    g = ark.Game.new(4, seed=11)
    mover = g.current_index
    taken = g.display[0]
    g.play("draw 1")
    v = view_of(g)  # the next seat
    assert taken in v.known[mover]


@pytest.mark.parametrize("g", list(positions()), ids=lambda g: f"seed{g.seed}-{len(g.history)}")
def test_determinization_is_consistent(g):
    v = view_of(g)
    rng = random.Random(5)
    for _ in range(5):
        s = v.determinize(rng)
        s.validate(g.deck)
        assert len(s.deck) == g.deck_size
        assert [len(h) for h in s.hands] == [len(p.hand) for p in g.players]
        assert s.hands[v.seat] == list(v.hand) and s.pets[v.seat] == v.pet
        assert [p is not None for p in s.pets] == [p.pet is not None for p in g.players]
        assert sum(1 for x in s.deck if x == RAIN) == RAIN_CARDS - g.rain_drawn
        for p, known in enumerate(v.known):
            for c in known:
                assert c in s.hands[p] or c == s.pets[p]
        for p, pet in enumerate(s.pets):
            if p != v.seat and pet is not None:
                assert pet_eligible(pet) or pet in v.known[p]
        if g.rain_drawn == 0:  # S-8: the first rain card's position is public
            depth = v.first_rain_depth
            assert s.deck[-(depth + 1)] == RAIN == g.snapshot().deck[-(depth + 1)]
            assert RAIN not in s.deck[len(s.deck) - depth :]
        # The sample plays: the engine accepts the seat's legal moves in it.
        sample = ark.Game.from_state(g.table, s)
        assert {str(m) for m in sample.legal_moves()} == {str(m) for m in g.legal_moves()}


def test_sample_game_plays_to_the_end():
    g = advance(8, 20)
    sample = view_of(g).sample_game(3)
    ark.play_out(sample, ark.RandomBot(1))
    assert sample.phase == "over"


def test_view_survives_saving():
    g = advance(12, 15, players=5)
    again = ark.Game.from_json(g.to_json())
    assert view_of(again) == view_of(g)


def test_game_view_is_the_seat_view():
    import arkwidgets as ark
    from arkwidgets.ark.view import view_of

    game = ark.Game.new(4, seed=3)
    assert game.view() == view_of(game, game.current_index)
    assert game.view("Ann") == view_of(game, 0) and game.view(2) == view_of(game, 2)
