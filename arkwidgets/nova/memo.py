"""Bounded tables of recent answers: what every cache of the engine does when it learns a new answer.

The engine keeps answers that many questions of a game ask again (a zoo's enclosures, its legal placements, its
icons), most of them keyed by the identity of immutable tuples the entry keeps alive. Each table is bounded, the
oldest entry forgotten first, so a long session of games never grows it; this module states that once."""

from __future__ import annotations

from typing import TypeVar

__all__ = ["remember"]

K = TypeVar("K")
V = TypeVar("V")


def remember(table: dict[K, V], key: K, value: V, most: int) -> V:
    """Keep ``value`` under ``key`` in ``table``, forgetting the oldest entry first when ``most`` are kept (first in,
    first out: a dict keeps its insertion order); returns ``value``."""
    if len(table) >= most:
        table.pop(next(iter(table)))
    table[key] = value
    return value
