"""Ark (2005), the first game of arkwidgets: its engine, bots, drawing and widgets.

The engine (cards, the ark's cabins, moves, game, scoring) uses only the standard library; drawing (``render``) and
widgets (``GameWidget``) are imported on first use, so ``import arkwidgets.ark`` stays light and works without
Jupyter. ``import arkwidgets as ark`` reaches the same names (the package root hands them on lazily).
"""

from __future__ import annotations

from ..events import Event
from ..extras import lazy
from ..i18n import LANGUAGES, get_language, language, set_language
from ..verdicts import GameError, IllegalMove, IllegalPlacement, NotationError, Verdict, Violation
from .bots import Bot, GreedyBot, RandomBot, SearchBot, evaluate, play_out
from .cabins import Ark, ArkVerdict
from .cards import ABILITIES, CLIMATES, DECK, DIETS, TYPES, Card, Deck, UnknownCardError, card
from .events import HistoryEntry
from .game import Game, Player
from .moves import Draw, Move, Pass, Pet, Placement, Play
from .positions import TILT_LIMIT, cabin_id, parse_cabin
from .redact import redact
from .redeal import resample
from .scoring import Scores, majority_points
from .simulate import GameRecord, simulate
from .view import SeatView, spectator_view, view_of

#: Ark's name for the kernel's :class:`~arkwidgets.verdicts.GameError`, the base of every error raised on purpose.
ArkError = GameError

#: ``import arkwidgets as ark`` reaches the same names (the root lists them too; tests/test_layout.py checks that
#: both lists agree).
__all__ = [
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
    # loaded on first use (they need svgwrite, ipywidgets and anywidget): see __getattr__ below
    "render", "save_svg", "animate", "GameWidget", "WhatIfWidget", "classroom_intro",
]

#: Loaded on first use: the drawing needs svgwrite, the widgets ipywidgets and anywidget.
__getattr__ = lazy(__name__, {"render": ".drawing", "save_svg": ".drawing", "animate": ".drawing",
                              "GameWidget": ".widgets", "WhatIfWidget": ".widgets",
                              "classroom_intro": ".widgets.classroom"})
