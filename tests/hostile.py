"""Hostile input shared by both games' suites (tests/test_hostile_input.py, tests/nova/test_hostile_input.py): a
save mutated at up to three of its places by any JSON value. Imports neither game."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

from hypothesis import strategies as st

json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-2**70, 2**70) | st.floats(allow_nan=True) | st.text(max_size=30),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=12,
)


def paths(value: Any, prefix: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    """Every place of a JSON value, as the keys and indexes that lead there (the value itself first: ``()``)."""
    yield prefix
    if isinstance(value, dict):
        for k, v in value.items():
            yield from paths(v, (*prefix, k))
    elif isinstance(value, list):
        for k, v in enumerate(value):
            yield from paths(v, (*prefix, k))


def save_edits(save: dict[str, Any]) -> st.SearchStrategy[list[tuple[tuple[Any, ...], Any]]]:
    """One to three (place, new value) edits of ``save``."""
    places = [p for p in paths(save) if p]
    return st.lists(st.tuples(st.sampled_from(places), json_values), min_size=1, max_size=3)


def mutated(save: dict[str, Any], edits: list[tuple[tuple[Any, ...], Any]]) -> str | None:
    """The text of ``save`` with ``edits`` made (an edit whose place an earlier edit removed is skipped); None when
    the result is not JSON text."""
    save = json.loads(json.dumps(save))
    for path, value in edits:
        target = save
        try:
            for key in path[:-1]:
                target = target[key]
            target[path[-1]] = value
        except (KeyError, IndexError, TypeError):
            continue
    try:
        return json.dumps(save)
    except ValueError:
        return None
