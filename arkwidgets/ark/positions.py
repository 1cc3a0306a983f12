"""Where a card can be on the ark: cabin ids (``T3``), the halves, neighbours across and along, and the bounds the
rules set (P-1 three cards a cabin, P-3 a tilt of −2 … +2).

These are facts of the ark's layout, not of any card on it, so both the ark value (:mod:`.cabins`) and the rules that
judge a placement on it (:mod:`.placement`) read them from here.
"""

from __future__ import annotations

import re

from ..verdicts import NotationError
from .cards import Card

__all__ = ["HALF_LETTERS", "HALF_NAMES", "MAX_CABIN", "TILT_LIMIT", "Cabin", "Half", "beside", "cabin_id", "facing",
           "parse_cabin"]

#: The tilt track runs from -TILT_LIMIT to +TILT_LIMIT (P-3).
TILT_LIMIT = 2
MAX_CABIN = 3  # P-1
HALF_NAMES = ("top", "bottom")
HALF_LETTERS = ("T", "B")

#: The cards of one cabin, and the cabins of one half from the bow.
Cabin = tuple[Card, ...]
Half = tuple[Cabin, ...]

_CABIN_RE = re.compile(r"([TB])([1-9][0-9]{0,2})")
_cabin_cache: dict[str, tuple[int, int]] = {}


def parse_cabin(text: str) -> tuple[int, int]:
    """``"T3"`` → ``(0, 2)``: the half (0 top, 1 bottom) and the 0-based position from the bow."""
    try:
        return _cabin_cache[text]
    except (KeyError, TypeError):
        pass
    if not isinstance(text, str):
        raise NotationError(f"a cabin is written like 'T1' or 'B2', got {text!r}")
    match = _CABIN_RE.fullmatch(text.strip())
    if not match:
        raise NotationError(
            f"{text!r} is not a cabin: write T or B and a position from the bow, like 'T1' or 'B2'"
        )
    result = (HALF_LETTERS.index(match.group(1)), int(match.group(2)) - 1)
    if len(_cabin_cache) < 2_000:
        _cabin_cache[text] = result
    return result


def cabin_id(half: int, index: int) -> str:
    """``(0, 2)`` → ``"T3"``."""
    return f"{HALF_LETTERS[half]}{index + 1}"


def beside(half: int, index: int) -> tuple[tuple[int, int], ...]:
    """The positions next to (half, index) in its own half, as P-6 means "next to" (some may not exist yet)."""
    return tuple((half, j) for j in (index - 1, index + 1) if j >= 0)


def facing(half: int, index: int) -> tuple[int, int]:
    """The position opposite (half, index) across the centre line, as P-6 means "opposite" (it may not exist)."""
    return (1 - half, index)
