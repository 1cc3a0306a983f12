"""Undo never reveals in Ark Nova (ND-109; issue 25): a game and a twin re-dealt for seat 0 get the same answer
from :func:`arkwidgets.takeback.revealing`, across the other player's face-down keep (N-SET-17). The answers are
compared as tests/test_takeback.py compares Ark's, by its ``answers``."""

from __future__ import annotations

import random

import pytest
from test_takeback import answers  # tests/: how Ark's are compared

from .helpers import played


@pytest.mark.parametrize("seed", range(6))
def test_nova_answers_depend_only_on_what_seat_0_saw(seed: int) -> None:
    """Two-player Ark Nova from the opening keeps (N-SET-17: the other keep is face down) into the first turns."""
    game = played(["Ann", "Ben"], seed, 2 + 3 * seed)
    twin = game.resample(0, random.Random(seed))
    assert answers(game) == answers(twin)
