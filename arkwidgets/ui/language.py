"""The language dropdown every game's widget shows (each language named in itself; needs ipywidgets).

Ark's ``widgets.game_widget.language_picker`` is the same dropdown and moves here (issue 12).
"""

from __future__ import annotations

import ipywidgets as W

from ..i18n import language

__all__ = ["LANGUAGE_OPTIONS", "language_picker"]

#: Each language named in itself, so a learner finds their own whatever the widget speaks now.
LANGUAGE_OPTIONS = (("English", "en"), ("中文", "zh"), ("Français", "fr"))


def language_picker(lang: str | None) -> W.Dropdown:
    """A dropdown set to ``lang`` (None: the process's language); the widget observes its ``value``."""
    with language(lang) as current:
        return W.Dropdown(options=LANGUAGE_OPTIONS, value=current, description="🌐",
                          layout=W.Layout(width="150px"), style={"description_width": "initial"})
