"""Hex geometry in the data's doubled-row coordinates (N-MAP-1, N-MAP-10, ND-6, ND-8)."""

from __future__ import annotations

from collections import deque

import pytest
from hypothesis import given
from hypothesis import strategies as st

from arkwidgets.nova.hexes import DIRECTIONS, add, distance, format_hex, is_cell, mirror, neighbours, parse_hex, rotate


@st.composite
def cells(draw, span=12):
    x = draw(st.integers(-span, span))
    y = draw(st.integers(-2 * span, 2 * span))
    return (x, y if (x + y) % 2 else y + 1)


@st.composite
def offsets(draw, span=8):
    dx = draw(st.integers(-span, span))
    dy = draw(st.integers(-2 * span, 2 * span))
    return (dx, dy if (dx + dy) % 2 == 0 else dy + 1)


def _bfs_distance(a, b, limit=40):
    seen = {a: 0}
    todo = deque([a])
    while todo:
        h = todo.popleft()
        if h == b:
            return seen[h]
        if seen[h] < limit:
            for n in neighbours(h):
                if n not in seen:
                    seen[n] = seen[h] + 1
                    todo.append(n)
    raise AssertionError("not reached")


def test_n_map_10_neighbours_are_the_six_edge_sharing_cells():
    """N-MAP-10 / README: the neighbours of (x, y) are (x, y±2) and (x±1, y±1)."""
    assert set(neighbours((3, 4))) == {(3, 2), (3, 6), (2, 3), (2, 5), (4, 3), (4, 5)}
    assert all(is_cell(n) for n in neighbours((0, 1)))


@given(cells())
def test_neighbours_are_at_distance_1_and_symmetric(h):
    for n in neighbours(h):
        assert distance(h, n) == 1 and h in neighbours(n)
    assert len(set(neighbours(h))) == 6


@given(cells(span=5), cells(span=5))
def test_nd_6_distance_is_symmetric_and_matches_bfs(a, b):
    """ND-6 counts distance over any hexes: exactly the shortest path on the infinite grid."""
    assert distance(a, b) == distance(b, a) == _bfs_distance(a, b)


@given(offsets())
def test_rotate_six_times_is_identity_and_each_step_preserves_length(o):
    assert rotate(o, 6) == o and rotate(o, 0) == o and rotate(o, -1) == rotate(o, 5)
    r = o
    for _ in range(6):
        r = rotate(r, 1)
        assert distance((0, 1), add((0, 1), r)) == distance((0, 1), add((0, 1), o))
    assert r == o


@given(offsets(), offsets(), st.integers(0, 5), st.booleans())
def test_rotation_and_mirror_preserve_distance_between_two_offsets(a, b, steps, m):
    def t(o):
        o = mirror(o) if m else o
        return rotate(o, steps)

    origin = (0, 1)
    assert distance(add(origin, t(a)), add(origin, t(b))) == distance(add(origin, a), add(origin, b))


def test_rotate_turns_clockwise_through_the_six_directions():
    assert [rotate((0, 2), k) for k in range(6)] == list(DIRECTIONS)


@given(offsets())
def test_mirror_is_an_involution(o):
    assert mirror(mirror(o)) == o


def test_offsets_must_join_cells():
    with pytest.raises(ValueError, match="dx \\+ dy must be even"):
        rotate((1, 0), 1)
    with pytest.raises(ValueError, match="even"):
        distance((0, 1), (0, 2))


@pytest.mark.parametrize("text,h", [("3,4", (3, 4)), (" 0, 1 ", (0, 1)), ("8,11", (8, 11))])
def test_parse_and_format_round_trip(text, h):
    assert parse_hex(text) == h and parse_hex(format_hex(h)) == h


@pytest.mark.parametrize("text", ["3", "3,4,5", "a,b", "3,3", ""])
def test_parse_hex_names_bad_text(text):
    with pytest.raises(ValueError, match="is not a hex"):
        parse_hex(text)
