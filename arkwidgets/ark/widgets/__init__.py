"""Notebook widgets: the board (anywidget), the game widget and the what-if widget.

Reached lazily from ``arkwidgets`` (``ark.GameWidget``, ``ark.WhatIfWidget``): they need ipywidgets and anywidget.
The decisions live in :mod:`arkwidgets.ark.widgets.controller`, which imports neither, and importing it does not load
them either (the names below are loaded on first use).
"""

from __future__ import annotations

from typing import Any

from ...extras import require

__all__ = ["Board", "GameWidget", "WhatIfWidget", "Session", "PlayController", "Timeline", "ArkSandbox"]

_WHERE = {
    "Board": "board",
    "GameWidget": "game_widget",
    "WhatIfWidget": "whatif_widget",
    "Session": "controller",
    "PlayController": "controller",
    "Timeline": "controller",
    "ArkSandbox": "controller",
}


def __getattr__(name: str) -> Any:
    if name in _WHERE:
        value = getattr(require(f"{__name__}.{_WHERE[name]}", "widgets", "a widget"), name)
        globals()[name] = value
        return value
    raise AttributeError(f"module 'arkwidgets.ark.widgets' has no attribute {name!r}")
