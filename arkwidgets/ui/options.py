"""The drawing options both games' ``render`` take alike — scale, language, the coach's marks — checked once, in one
place.

Each game checks its own options (cabins to mark, a ghost building) in its drawing package and the viewer with
:func:`arkwidgets.seats.check_viewer`; a bad value raises ``ValueError`` naming the option, so a notebook user sees
which argument to fix instead of a traceback from deep inside the drawing.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping

from ..i18n import LANGUAGES, get_language

__all__ = ["MAX_SCALE", "check_coach_marks", "check_lang", "check_scale"]

#: The largest size factor: a table 50 times its size is already tens of thousands of pixels wide.
MAX_SCALE = 50


def check_scale(scale: object) -> float:
    """``scale`` as a float if it is a number above 0 and at most :data:`MAX_SCALE`; ``ValueError`` otherwise."""
    if (isinstance(scale, bool) or not isinstance(scale, (int, float)) or not math.isfinite(scale)
            or not 0 < scale <= MAX_SCALE):
        raise ValueError(f"scale must be a number above 0 and at most {MAX_SCALE}, got {scale!r:.60}")
    return float(scale)


def check_lang(lang: object) -> str:
    """``lang`` if it is a language of the package, the language in force for None; ``ValueError`` otherwise."""
    if lang is None:
        return get_language()
    if not isinstance(lang, str) or lang not in LANGUAGES:
        raise ValueError(f"lang must be one of {', '.join(map(repr, LANGUAGES))} or None, got {lang!r:.60}")
    return lang


def check_coach_marks(coach: object, place: Callable[[str], str], places: str) -> dict[str, int]:
    """The coach's marks a drawing is asked for (``{place: rank}``, :func:`arkwidgets.coach.board_marks`), checked:
    ``place`` names a place as the game's drawing does (and raises ``ValueError`` for what is none), ``places`` says
    in words what a place is; a rank is a whole number from 1 (the coach's best move). None: no marks."""
    if coach is None:
        return {}
    if not isinstance(coach, Mapping):
        raise ValueError(f"coach must be a mapping of place to rank, got {type(coach).__name__}")
    checked: dict[str, int] = {}
    for given, rank in coach.items():
        try:
            named = place(given)
        except (ValueError, TypeError, AttributeError):
            raise ValueError(f"coach: {given!r:.40} is not {places}") from None
        if isinstance(rank, bool) or not isinstance(rank, int) or rank < 1:
            raise ValueError(f"coach[{given!r:.40}] must be a rank (1 is the coach's best move), got {rank!r:.40}")
        checked[named] = rank
    return checked
