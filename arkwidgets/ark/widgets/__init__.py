"""Ark's notebook widgets: the game widget and the what-if widget, on the kernel's board and shell.

Reached lazily from ``arkwidgets`` (``ark.GameWidget``, ``ark.WhatIfWidget``): they need ipywidgets and anywidget.
The decisions live in plain-Python controllers that import neither — :mod:`.play` (clicks → moves), :mod:`.picker`,
:mod:`.sandbox` (the what-if over a bare ark), :mod:`.timeline`, :mod:`.session` (a :class:`arkwidgets.ui.replay.
Replay`) and :mod:`.presenter` — and importing this package loads none of them (the names below load on first use).
"""

from __future__ import annotations

from ...extras import lazy

__all__ = ["ArkSandbox", "Board", "GameWidget", "PlayController", "Session", "Timeline", "WhatIfWidget"]

__getattr__ = lazy(__name__, {"Board": "...ui.board", "GameWidget": ".game_widget", "WhatIfWidget": ".whatif_widget",
                              "Session": ".session", "PlayController": ".play", "Timeline": ".timeline",
                              "ArkSandbox": ".sandbox"}, "widgets", "a widget")
