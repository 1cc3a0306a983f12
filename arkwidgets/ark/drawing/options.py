"""Checking the keyword options of :func:`arkwidgets.ark.drawing.render` once, in one place.

Every bad value raises ``ValueError`` naming the option, so a notebook user sees which argument to fix instead of
a traceback from deep inside the drawing code.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from ...i18n import LANGUAGES, get_language
from ...verdicts import Verdict
from ..cabins import TILT_LIMIT, Ark, parse_cabin
from .themes import Theme, get_theme

__all__ = ["Options", "check_options", "MAX_SCALE"]

#: The largest size factor: a table 50 times its size is already tens of thousands of pixels wide.
MAX_SCALE = 50


@dataclass(frozen=True, slots=True)
class Options:
    viewer: int | None
    theme: Theme
    scale: float
    targets: Mapping[str, Verdict]
    selected: str | None
    highlight_last: int  # how many of the last moves to outline (0: none)
    preview: int | None
    lang: str = "en"


def check_options(
    ark: Ark | None,
    players: int | None,
    viewer: Any = None,
    theme: Any = "light",
    scale: Any = 1.0,
    targets: Any = None,
    selected: Any = None,
    highlight_last: Any = True,
    preview: Any = None,
    lang: Any = None,
) -> Options:
    """Validate and normalise the options; ``ark`` and ``players`` bound cabin ids and seat numbers."""
    check_viewer(viewer, players)
    th = get_theme(theme)
    if (isinstance(scale, bool) or not isinstance(scale, (int, float)) or not math.isfinite(scale)
            or not 0 < scale <= MAX_SCALE):
        raise ValueError(f"scale must be a number above 0 and at most {MAX_SCALE}, got {scale!r}")
    checked: dict[str, Verdict] = {}
    if targets is not None:
        if not isinstance(targets, Mapping):
            raise ValueError(f"targets must be a mapping of cabin id to Verdict, got {type(targets).__name__}")
        places = set(ark.cabins) | set(ark.new_cabins()) if ark is not None else set()
        for key, value in targets.items():
            try:
                parse_cabin(key)
            except ValueError:
                raise ValueError(f"targets: {key!r} is not a cabin id like 'T1' or 'B3'") from None
            if ark is not None and key not in places:
                raise ValueError(f"targets: the ark has no cabin or new-cabin place {key!r}")
            if not isinstance(value, Verdict):
                raise ValueError(f"targets[{key!r}] must be a Verdict, got {type(value).__name__}")
            checked[key] = value
    if selected is not None and not isinstance(selected, str):
        raise ValueError(f"selected must be a card id (str) or None, got {selected!r}")
    if isinstance(highlight_last, bool):
        highlight_last = int(highlight_last)
    elif not isinstance(highlight_last, int) or highlight_last < 0:
        raise ValueError(f"highlight_last must be True, False or a number of moves (0 or more), got {highlight_last!r}")
    if preview is not None and (
        isinstance(preview, bool) or not isinstance(preview, int) or not -TILT_LIMIT <= preview <= TILT_LIMIT
    ):
        raise ValueError(f"preview must be a tilt from -{TILT_LIMIT} to {TILT_LIMIT} or None, got {preview!r}")
    if lang is None:
        lang = get_language()
    elif not isinstance(lang, str) or lang not in LANGUAGES:
        raise ValueError(f"lang must be one of {', '.join(map(repr, LANGUAGES))} or None, got {lang!r}")
    return Options(viewer, th, float(scale), checked, selected, highlight_last, preview, lang)


def check_viewer(viewer: Any, players: int | None) -> None:
    """``ValueError`` unless ``viewer`` is None (a spectator) or a seat index below ``players`` (both games)."""
    if viewer is not None:
        if isinstance(viewer, bool) or not isinstance(viewer, int):
            raise ValueError(f"viewer must be a seat index (int) or None, got {viewer!r}")
        if players is not None and not 0 <= viewer < players:
            raise ValueError(f"viewer must be a seat index from 0 to {players - 1} or None, got {viewer}")
        if viewer < 0:
            raise ValueError(f"viewer must be a seat index (>= 0) or None, got {viewer}")
