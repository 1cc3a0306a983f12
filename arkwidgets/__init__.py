"""arkwidgets — learn the card game Ark (2005) in Jupyter.

The engine (cards, ark, moves, game, scoring) uses only the standard library; drawing (``render``) and widgets
(``GameWidget``) are imported on first use, so ``import arkwidgets`` stays light and works without Jupyter.
"""

from __future__ import annotations

from typing import Any

from .ark import TILT_LIMIT, Ark, cabin_id, parse_cabin
from .bots import Bot, GreedyBot, RandomBot, SearchBot, evaluate, play_out
from .cards import ABILITIES, CLIMATES, DECK, DIETS, TYPES, Card, Deck, UnknownCardError, card
from .events import Event
from .game import Game, HistoryEntry, Player
from .i18n import LANGUAGES, get_language, language, set_language
from .moves import Draw, Move, Pass, Pet, Placement, Play
from .redact import redact
from .redeal import resample
from .scoring import Scores, majority_points
from .simulate import GameRecord, simulate
from .verdicts import ArkError, IllegalMove, IllegalPlacement, NotationError, Verdict, Violation
from .view import SeatView, spectator_view, view_of

__version__ = "0.1.0"

__all__ = [
    # cards and the ark
    "ABILITIES", "CLIMATES", "DECK", "DIETS", "TYPES", "Card", "Deck", "UnknownCardError", "card",
    "TILT_LIMIT", "Ark", "cabin_id", "parse_cabin",
    # moves, verdicts and a game
    "Move", "Draw", "Play", "Placement", "Pet", "Pass",
    "Verdict", "Violation", "ArkError", "IllegalMove", "IllegalPlacement", "NotationError",
    "Game", "HistoryEntry", "Player", "Event", "Scores", "majority_points",
    # what one seat may see
    "SeatView", "view_of", "spectator_view", "redact", "resample",
    # bots and many games
    "Bot", "RandomBot", "GreedyBot", "SearchBot", "evaluate", "play_out", "simulate", "GameRecord",
    # languages
    "LANGUAGES", "get_language", "language", "set_language",
    # loaded on first use (they need svgwrite, ipywidgets and anywidget): see _LAZY
    "render", "save_svg", "animate", "GameWidget", "WhatIfWidget", "classroom_intro",
]

_LAZY = {
    "render": ("drawing", "render"),
    "save_svg": ("drawing", "save_svg"),
    "animate": ("drawing", "animate"),
    "GameWidget": ("widgets", "GameWidget"),
    "WhatIfWidget": ("widgets", "WhatIfWidget"),
    "classroom_intro": ("widgets.classroom", "classroom_intro"),
}


def __getattr__(name: str) -> Any:
    """Load the drawing and widget layers only when asked for (they import svgwrite and ipywidgets)."""
    if name in _LAZY:
        module_name, attribute = _LAZY[name]
        from importlib import import_module

        value = getattr(import_module(f".{module_name}", __name__), attribute)
        globals()[name] = value
        return value
    raise AttributeError(f"module 'arkwidgets' has no attribute {name!r}")
