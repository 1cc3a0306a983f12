"""Hypothesis properties of the engine (issue 2): placement checks agree with placing, undo is exact, saves
round-trip, nothing is created or lost, the tilt stays on the track."""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from invariants import check_invariants
from strategies import arks, cabin_ids, cards, games_in_progress

import arkwidgets as ark

SLOW_OK = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@given(arks(), cards, cabin_ids, st.none() | cards)
@settings(max_examples=400, deadline=None)
def test_check_agrees_with_place(a: ark.Ark, card: ark.Card, cabin: str, evict: ark.Card | None):
    verdict = a.check(card, cabin, evict)
    try:
        placed = a.place(card, cabin, evict)
    except ark.IllegalPlacement as error:
        assert not verdict.legal
        assert error.violations == verdict.violations
        assert all(v.rule and v.message for v in verdict.violations)
        return
    assert verdict.legal and verdict.tilt_after == placed.tilt
    assert -2 <= placed.tilt <= 2
    assert card in placed and (evict is None or evict not in placed)
    assert ark.Ark.parse(str(placed)) == placed
    assert str(a) != str(placed)  # the original ark is never changed in place


@given(arks(), cards, cabin_ids, st.none() | cards)
@settings(max_examples=300, deadline=None)
def test_fast_check_agrees_with_reporting_check(a, card, cabin, evict):
    h, i = ark.parse_cabin(cabin)
    from arkwidgets.ark.placement import judge_spot, spot

    candidate = spot(a, card, h, i, evict)
    assert (not judge_spot(candidate, fast=True)) == (not judge_spot(candidate, fast=False))


@given(games_in_progress(), st.integers(0, 2**32 - 1))
@SLOW_OK
def test_undo_restores_the_exact_prior_state(game: ark.Game, seed: int):
    if game.phase == "over":
        return
    before = game.to_json()
    rng = random.Random(seed)
    for _ in range(3):
        if game.phase == "over":
            break
        move = game.random_move(rng)
        assert move is not None  # the game is not over
        game.play(move)
    for _ in range(len(game.history) - len(ark.Game.from_json(before).history)):
        game.undo()
    assert game.to_json() == before


@given(games_in_progress())
@SLOW_OK
def test_json_round_trips(game: ark.Game):
    text = game.to_json()
    loaded = ark.Game.from_json(text)
    assert loaded.to_json() == text
    assert loaded.legal_moves() == game.legal_moves()


@given(games_in_progress(), st.integers(0, 2**32 - 1))
@SLOW_OK
def test_nothing_is_created_or_lost_and_tilt_stays_on_track(game: ark.Game, seed: int):
    rng = random.Random(seed)
    check_invariants(game)
    for _ in range(15):
        if game.phase == "over":
            break
        move = game.random_move(rng, uniform=bool(rng.getrandbits(1)))
        assert move is not None  # the game is not over
        game.play(move)
        check_invariants(game)


@given(games_in_progress(), st.integers(0, 2**32 - 1))
@SLOW_OK
def test_a_refused_move_changes_nothing(game: ark.Game, seed: int):
    rng = random.Random(seed)
    deck_ids = list(ark.DECK.ids)
    before = game.to_json()
    for _ in range(10):
        text = f"play {rng.choice(deck_ids)}@{rng.choice('TB')}{rng.randint(1, 9)}"
        try:
            game.play(text)
        except ark.IllegalMove as error:
            assert error.violations
            assert game.to_json() == before
        else:
            return
