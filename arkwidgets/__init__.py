"""arkwidgets — learn the board games Ark (2005) and Ark Nova (2021) in Jupyter.

The package root is the kernel both games stand on (verdicts, events, saving, i18n, the widget shell, SVG
primitives); the games are siblings: :mod:`arkwidgets.ark` and :mod:`arkwidgets.nova`. ``import arkwidgets as ark``
still reaches every public name of Ark (``ark.Game``, ``ark.render``, ``ark.GameWidget`` …): they are handed on from
:mod:`arkwidgets.ark` on first use, so importing the kernel, or Ark Nova, loads no module of Ark.
"""

from __future__ import annotations

from .extras import lazy

__version__ = "0.1.0"

#: Ark's public names, reached as ``arkwidgets.NAME`` (each loaded from :mod:`arkwidgets.ark` when first asked for):
#: the same as ``arkwidgets.ark.__all__`` (tests/test_layout.py checks it).
__all__ = [
    "__version__",
    # cards and the ark
    "ABILITIES", "CLIMATES", "DECK", "DIETS", "TYPES", "Card", "Deck", "UnknownCardError", "card",
    "TILT_LIMIT", "Ark", "cabin_id", "parse_cabin",
    # moves, verdicts and a game
    "Move", "Draw", "Play", "Placement", "Pet", "Pass",
    "Verdict", "ArkVerdict", "Violation", "ArkError", "IllegalMove", "IllegalPlacement", "NotationError",
    "Game", "HistoryEntry", "Player", "Event", "Scores", "majority_points",
    # what one seat may see
    "SeatView", "view_of", "spectator_view", "redact", "resample",
    # bots and many games
    "Bot", "RandomBot", "GreedyBot", "SearchBot", "evaluate", "play_out", "simulate", "GameRecord",
    # languages
    "LANGUAGES", "get_language", "language", "set_language",
    # drawing and widgets (they need svgwrite, ipywidgets and anywidget)
    "render", "save_svg", "animate", "GameWidget", "WhatIfWidget", "classroom_intro",
]


__getattr__ = lazy(__name__, {name: ".ark" for name in __all__ if name != "__version__"})


def __dir__() -> list[str]:
    return sorted({*globals(), *__all__})
