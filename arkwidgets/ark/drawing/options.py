"""Checking the keyword options of :func:`arkwidgets.ark.drawing.render` once, in one place.

Every bad value raises ``ValueError`` naming the option, so a notebook user sees which argument to fix instead of
a traceback from deep inside the drawing code.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from ...seats import check_viewer
from ...ui.options import check_coach_marks, check_lang, check_scale
from ...verdicts import Verdict
from ..cabins import Ark, ArkVerdict
from ..positions import TILT_LIMIT, parse_cabin
from .themes import ArkTheme, get_theme

__all__ = ["DISPLAY_PLACE", "LAYOUTS", "Options", "coach_place", "check_options"]


@dataclass(frozen=True, slots=True)
class Options:
    viewer: int | None
    theme: ArkTheme
    scale: float
    targets: Mapping[str, ArkVerdict]
    selected: str | None
    highlight_last: int  # how many of the last moves to outline (0: none)
    preview: int | None
    lang: str = "en"
    layout: str = "tall"  # "tall": the notebook's table, top to bottom; "wide": the classroom app's, around the ark
    coach: Mapping[str, int] = field(default_factory=dict)  # place (cabin id, "display-2") → the coach's rank there


#: The table's layouts (:func:`arkwidgets.ark.drawing.render`'s ``layout``).
LAYOUTS = ("tall", "wide")


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
    layout: Any = "tall",
    coach: Any = None,
) -> Options:
    """Validate and normalise the options; ``ark`` and ``players`` bound cabin ids and seat numbers."""
    check_viewer(viewer, players)
    th = get_theme(theme)
    size = check_scale(scale)
    checked: dict[str, ArkVerdict] = {}
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
            checked[key] = value if isinstance(value, ArkVerdict) else ArkVerdict(value.violations)
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
    if layout not in LAYOUTS:
        raise ValueError(f"layout must be one of {', '.join(LAYOUTS)}, got {layout!r}")
    return Options(viewer, th, size, checked, selected, highlight_last, preview, check_lang(lang), layout,
                   check_coach_marks(coach, coach_place, "a cabin id like 'T1' or a display slot like 'display-2'"))


#: A display slot as a place the coach can mark (a draw takes from it): ``display-1`` … ``display-3``.
DISPLAY_PLACE = re.compile(r"display-[1-9]")


def coach_place(place: str) -> str:
    """A place the coach's marks may name on Ark's table: a cabin id (a new cabin's place included) or a display
    slot (``display-2``); ``ValueError`` otherwise."""
    if not isinstance(place, str):
        raise TypeError("a place is text")
    if not DISPLAY_PLACE.fullmatch(place):
        parse_cabin(place)
    return place
