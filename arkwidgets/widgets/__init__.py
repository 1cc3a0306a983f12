"""Notebook widgets: the board (anywidget), the game widget and the what-if widget.

Imported lazily by ``arkwidgets`` (``ark.GameWidget``, ``ark.WhatIfWidget``): they need ipywidgets and anywidget.
The decisions live in :mod:`arkwidgets.widgets.controller`, which imports neither.
"""

from .board import Board
from .controller import ArkSandbox, PlayController, Session, Timeline
from .game_widget import GameWidget
from .whatif_widget import WhatIfWidget

__all__ = ["Board", "GameWidget", "WhatIfWidget", "Session", "PlayController", "Timeline", "ArkSandbox"]
