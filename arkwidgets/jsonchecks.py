"""Reading JSON a user handed us (a saved game of either game, a state): the checks every loader makes first.

A save is untrusted text — edited by hand, truncated, or made to hurt (huge, deeply nested, with integers of a
million digits). Both games' loaders and :meth:`arkwidgets.ark.state.State.from_dict` take it through these functions,
so every refusal is a ``ValueError`` that names what is wrong, and the checks are written once. Standard library
only, and importing nothing else from the package, so any module may use it without an import cycle.
"""

from __future__ import annotations

import json
from typing import Any

__all__ = ["expect", "expect_int", "check_depth", "read_json_object", "MAX_DEPTH"]

#: Deeper JSON than this is refused before anything walks it (no save of either game nests half as deep).
MAX_DEPTH = 12

_KIND_NAMES = {dict: "an object", list: "a list", str: "text", int: "a whole number", bool: "true or false"}


def expect(value: Any, kind: type, what: str) -> Any:
    """``value`` if it has the JSON type ``kind``; ``ValueError`` naming ``what`` otherwise (``True`` is no int)."""
    ok = type(value) is int if kind is int else isinstance(value, kind)
    if not ok:
        raise ValueError(f"{what}: expected {_KIND_NAMES.get(kind, kind.__name__)}, got {type(value).__name__}")
    return value


def expect_int(value: Any, what: str, low: int, high: int) -> int:
    """``value`` if it is a whole number from ``low`` to ``high``; ``ValueError`` naming ``what`` otherwise."""
    if type(value) is not int:
        raise ValueError(f"{what}: expected a whole number, got {type(value).__name__}")
    if not low <= value <= high:
        raise ValueError(f"{what}: {value} is out of range {low}…{high}")
    return value


def check_depth(value: Any, limit: int = MAX_DEPTH, level: int = 0) -> None:
    """``ValueError`` if lists and objects nest deeper than ``limit``."""
    if level > limit:
        raise ValueError(f"the JSON is nested deeper than {limit} levels")
    if isinstance(value, dict):
        for v in value.values():
            check_depth(v, limit, level + 1)
    elif isinstance(value, list):
        for v in value:
            if isinstance(v, (list, dict)):
                check_depth(v, limit, level + 1)


def read_json_object(text: str | bytes, max_chars: int, what: str = "a saved game") -> dict[str, Any]:
    """Parse ``text`` (str, or UTF-8 bytes) as one JSON object of at most ``max_chars``, nested at most
    :data:`MAX_DEPTH` levels. ``TypeError`` for anything but text; ``ValueError`` naming the problem otherwise."""
    if isinstance(text, (bytes, bytearray)):
        if len(text) > max_chars:
            raise ValueError(f"{what} is at most {max_chars} bytes; this one has {len(text)}")
        try:
            text = bytes(text).decode("utf-8")
        except UnicodeDecodeError as error:
            raise ValueError(f"{what} is UTF-8 JSON: {error}") from None
    if not isinstance(text, str):
        raise TypeError(f"from_json takes JSON text, got {type(text).__name__}")
    if len(text) > max_chars:
        raise ValueError(f"{what} is at most {max_chars} characters; this one has {len(text)}")
    try:
        data = json.loads(text)
    except RecursionError:
        raise ValueError("the JSON is nested too deeply") from None
    except ValueError as error:  # JSONDecodeError, and integers with too many digits
        raise ValueError(f"not valid JSON: {error}") from None
    check_depth(data)
    return expect(data, dict, what)
