"""Undo never reveals (D-25, ND-109; issue 25): whether :func:`arkwidgets.takeback.revealing` lets an undo through
is a function of what the seat knows. A game and a twin whose hidden cards were dealt again for the seat (the
seat cannot tell them apart) get the same answer, over seeded random games, across moves the seat could not read (a
bot's secret pet) as well as draws and refills. Ark Nova's face-down keeps: tests/nova/test_undo_reveals.py."""

from __future__ import annotations

import random

import pytest

from arkwidgets import ark
from arkwidgets.takeback import revealing


def answers(game, seat: int = 0, most: int = 4) -> list[int | None]:
    """For undoing 1…``most`` moves: the index of the first move that would reveal something, or None."""
    out = []
    for count in range(1, most + 1):
        found = revealing(game, count, [seat])
        out.append(None if found is None else found.index)
    return out


@pytest.mark.parametrize("seed", range(12))
def test_ark_pets_phase_answers_depend_only_on_what_seat_0_saw(seed: int) -> None:
    """Five players into the pets phase (R-1): the bots' pets are ``pet ?`` to seat 0, so a twin with other pets
    must get the same answers (the seed-229 finding was one of these)."""
    game = ark.Game.new(5, seed=200 + seed)
    rng = random.Random(seed)
    while game.phase not in {"pets", "over"}:
        game.play(rng.choice(game.legal_moves()))
    for _ in range(rng.randrange(1, 4)):
        if game.phase == "pets":
            game.play(rng.choice(game.legal_moves()))
    hidden = [a != b for a, b in zip(map(str, game.moves), map(str, game.seen_by(0).moves), strict=True)]
    twin = game.resample(0, random.Random(seed))
    assert answers(game) == answers(twin), f"seed {seed}: a hidden move {hidden.count(True)} decides the undo"


def test_the_property_can_fail_a_draw_is_refused() -> None:
    """The answers are not all None: undoing seat 0's own draw is refused (it saw the card), T-1."""
    game = ark.Game.new(3, seed=4)
    game.play("draw 1")
    found = revealing(game, 1, [0])
    assert found is not None and found.index == 0 and found.seat == 0
