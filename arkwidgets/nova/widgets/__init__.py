"""Ark Nova in a notebook: ``nova.GameWidget`` and the plain-Python controllers behind it.

The decisions live in :mod:`.play` (:class:`NovaPlay`, clicks → moves) and :mod:`.session` (:class:`NovaSession`:
live play, step-through, what-if, "Inside the engine"), which import neither ipywidgets nor anywidget; the widget
(:mod:`.game_widget`) is a thin shell over them; :mod:`.classroom` is notebook 08's app around it. Names load
on first use.
"""

from __future__ import annotations

from ...extras import lazy

__all__ = ["ClassroomApp", "GameWidget", "NovaPlay", "NovaSession"]

__getattr__ = lazy(__name__, {"ClassroomApp": ".classroom", "GameWidget": ".game_widget", "NovaPlay": ".play",
                              "NovaSession": ".session"}, "widgets", "a widget")
