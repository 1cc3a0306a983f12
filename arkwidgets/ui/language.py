"""The language dropdown every game's widget shows (each language named in itself; needs ipywidgets).

Both games' widgets use it (Ark's ``widgets.game_widget`` re-exports ``language_picker`` for older imports).
"""

from __future__ import annotations

import ipywidgets as W

from ..i18n import language

__all__ = ["LANGUAGE_LABEL", "LANGUAGE_OPTIONS", "language_picker"]

#: Each language named in itself, so a learner finds their own whatever the widget speaks now.
LANGUAGE_OPTIONS = (("English", "en"), ("中文", "zh"), ("Français", "fr"))
#: The menu's label, in every language at once (text, not an emoji a projector may draw as a box).
LANGUAGE_LABEL = "Language / 语言 / Langue"


def language_picker(lang: str | None) -> W.Dropdown:
    """A dropdown set to ``lang`` (None: the process's language); the widget observes its ``value``."""
    with language(lang) as current:
        return W.Dropdown(options=LANGUAGE_OPTIONS, value=current, description=LANGUAGE_LABEL,
                          layout=W.Layout(width="auto"), style={"description_width": "initial"})
