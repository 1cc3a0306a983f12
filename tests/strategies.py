"""Hypothesis strategies shared by the property tests: arks, moves and played-out games."""

from __future__ import annotations

import random

from hypothesis import assume
from hypothesis import strategies as st

import arkwidgets as ark
from arkwidgets.ark.moves import BOOST_TYPES

card_ids = st.sampled_from(ark.DECK.ids)
cards = st.sampled_from(list(ark.DECK))
cabin_ids = st.builds(lambda h, n: f"{h}{n}", st.sampled_from("TB"), st.integers(1, 9))


@st.composite
def arks(draw, max_cards: int = 14) -> ark.Ark:
    """Any physically possible ark: distinct cards, 1-3 per cabin, tilt on the track (content rules not enforced)."""
    chosen = draw(st.lists(cards, unique=True, max_size=max_cards))
    halves: list[list[list[ark.Card]]] = [[], []]
    for c in chosen:
        half = halves[draw(st.integers(0, 1))]
        if half and len(half[-1]) < 3 and draw(st.booleans()):
            half[-1].append(c)
        else:
            half.append([c])
    weight = [sum(c.weight for cabin in half for c in cabin) for half in halves]
    assume(abs(weight[0] - weight[1]) <= 2)
    return ark.Ark(halves[0], halves[1])


placements = st.builds(
    ark.Placement,
    card=card_ids,
    cabin=cabin_ids,
    evict=st.none() | card_ids,
    boost=st.none() | st.sampled_from(BOOST_TYPES),
    take=st.none() | card_ids,
    plain=st.booleans(),
)

moves = st.one_of(
    st.builds(ark.Draw, st.integers(1, 3)),
    st.builds(lambda ps: ark.Play(tuple(ps)), st.lists(placements, min_size=1, max_size=2)),
    st.builds(ark.Pet, st.none() | card_ids),
    st.just(ark.Pass()),
)


@st.composite
def games_in_progress(draw, players=st.integers(3, 5)) -> ark.Game:
    """A seeded game advanced by a random number of random legal moves (possibly to the end)."""
    n = draw(players)
    seed = draw(st.integers(0, 2**32 - 1))
    steps = draw(st.integers(0, 80))
    game = ark.Game.new(n, seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if game.phase == "over":
            break
        move = game.random_move(rng, uniform=rng.random() < 0.3)
        assert move is not None  # the game is not over
        game.play(move)
    return game
