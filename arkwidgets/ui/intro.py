"""A short text that follows a game widget's language menu (needs ipywidgets).

A classroom app's introduction ("how to play") is read before the first click, so it must speak the language the
learner picks in the menu, as every other text of the app does. A markdown cell cannot: it is written once. This
widget is an HTML block written by a function, written again in the chosen language whenever the app's language
menu changes, and styled for a projector like the status line. Both games' apps use it; nothing here knows a game.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

import ipywidgets as W

from ..i18n import language

__all__ = ["FollowsLanguage", "HasLanguageMenu"]


class HasLanguageMenu(Protocol):
    """What the intro needs from an app: its language dropdown (``ui.language.language_picker``)."""

    language: W.Dropdown


#: A paragraph's own line height, not the widget row's 28 px, so the intro stays short above the board.
_LOOK = "line-height: 1.45; margin: 0 0 0.4em"


def _menu_of(app: object) -> W.Dropdown:
    menu = getattr(app, "language", None)
    if not isinstance(menu, W.Dropdown):
        raise TypeError(f"app must have a language menu (a Dropdown named 'language'), got {type(app).__name__}")
    return menu


class FollowsLanguage(W.HTML):
    """HTML written by ``write()`` in the language ``app.language`` shows, again on every change of the menu.

    ``write`` is called with the language in force (``arkwidgets.language``), so its ``_()`` messages, names and
    rule words come out in that language; it returns HTML and must escape anything a user typed. ``title`` (plain
    text, written the same way) is the page's title in a Voila page: the app's board shows it in the browser's tab.
    """

    def __init__(self, app: HasLanguageMenu, write: Callable[[], str], title: Callable[[], str] | None = None,
                 **kwargs: Any):
        if not callable(write):
            raise TypeError(f"write must be a function returning HTML, got {type(write).__name__}")
        menu = _menu_of(app)
        super().__init__(**kwargs)
        self.add_class("ark-intro")
        self._write = write
        self._title = title
        self._app: Any = app
        self._menu = menu
        menu.observe(self._on_language, "value")
        self.refresh()

    def follow(self, app: HasLanguageMenu) -> None:
        """Follow another app's menu from now on (an app that replaces its game widget, e.g. a new mode)."""
        menu = _menu_of(app)
        self._menu.unobserve(self._on_language, "value")
        self._app = app
        self._menu = menu
        menu.observe(self._on_language, "value")
        self.refresh()

    @property
    def lang(self) -> str:
        """The language the text is written in now: the app's menu value."""
        return str(self._menu.value)

    def refresh(self) -> None:
        """Write the text again in the menu's language (the app calls nothing: the menu's change does it)."""
        with language(self.lang):
            # a paragraph's own line height, not the widget row's 28 px: the intro stays short
            self.value = f'<div class="ark-intro-text" style="{_LOOK}">{self._write()}</div>'
            board = getattr(self._app, "board", None)
            if self._title is not None and board is not None and hasattr(board, "page_title"):
                board.page_title = self._title()


    def _on_language(self, change: dict) -> None:
        if change["new"] != change["old"]:
            self.refresh()
