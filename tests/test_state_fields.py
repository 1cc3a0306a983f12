"""Issue 12: ``State`` declares its fields once (``arkwidgets.ark.state.FIELDS``); copying, saving and the seat view
follow that declaration, so a field added there cannot be forgotten by one of them."""

from __future__ import annotations

import random

import arkwidgets as ark
from arkwidgets.ark.state import FIELDS, State


def mid_game(seed: int = 5, moves: int = 25) -> ark.Game:
    game = ark.Game.new(4, seed=seed)
    rng = random.Random(seed)
    for _ in range(moves):
        move = game.random_move(rng)
        assert move is not None, "the seeded game ended early"
        game.play(move)
    return game


def test_the_slots_are_the_declared_fields():
    assert State.__slots__ == tuple(FIELDS)
    assert set(FIELDS.values()) <= {"shared", "list", "rows"}


def test_a_copy_has_every_field_and_shares_no_mutable_part():
    s = mid_game().snapshot()
    c = s.copy()
    for name, how in FIELDS.items():
        mine, theirs = getattr(s, name), getattr(c, name)
        assert mine == theirs, name
        if how == "list":
            assert mine is not theirs, name
        elif how == "rows":
            assert mine is not theirs and all(a is not b for a, b in zip(mine, theirs, strict=True)), name
    c.hands[0].append(c.hands[1][0])
    c.singles[0][0] += 1
    assert s.to_dict() != c.to_dict() and s.to_dict() == mid_game().snapshot().to_dict()


def test_saving_names_every_field():
    data = mid_game().snapshot().to_dict()
    # two fields are saved in one object ("tokens"), and the tilt is saved beside the ark as a check
    saved = {name for name in FIELDS if name not in ("singles", "stacks")}
    assert saved <= set(data) and "tokens" in data
    assert set(data) - saved == {"tokens", "tilt"}


def test_loading_restores_every_field():
    game = mid_game()
    s = game.snapshot()
    back = State.from_dict(s.to_dict(), game.deck, len(game.names))
    for name in FIELDS:
        assert getattr(back, name) == getattr(s, name), name


def test_the_seat_view_rebuilds_every_field():
    game = mid_game()
    sample = game.view(1).determinize(random.Random(2))
    for name in FIELDS:
        assert hasattr(sample, name), name
    public = ("display", "discs", "reserve", "singles", "stacks", "ark", "rain", "phase", "current", "passed",
              "pet_queue", "trigger", "final_pending", "evicted", "turn")
    hidden = {"deck", "hands", "pets"}  # the draw pile's order, other hands, other pets: sampled, not seen
    assert set(public) | hidden == set(FIELDS), "a new field must be sorted into public or hidden here"
    s = game.snapshot()
    for name in public:
        assert getattr(sample, name) == getattr(s, name), name
    assert sample.hands[1] == s.hands[1] and sample.pets[1] == s.pets[1]
