"""The board: an anywidget that shows an SVG string and reports clicks on its ``data-`` elements."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import anywidget
import traitlets

_STATIC = Path(__file__).parent / "static"


class Board(anywidget.AnyWidget):
    """Shows ``svg`` (replacing only the board's inner HTML on change) and calls ``on_click(msg)`` for each click.

    ``msg`` holds ``kind="click"``, ``rev`` (the board revision that was clicked) and every ``data-`` attribute of
    the clicked element and its ancestors (innermost first), for a click on an element ``targets`` (a CSS selector
    the game gives) selects.

    ``page_theme`` is set by the browser: ``"light"``, ``"dark"`` or ``"contrast"``, the theme of the page the board
    sits in (JupyterLab's theme, else the browser's colour-scheme and contrast preferences); ``""`` until a browser
    shows the board. A game widget observes it to draw the board in the notebook's theme.

    ``page_title``: in a Voila page (a classroom app), the title of the page (the browser's tab), so it follows the
    app's language; elsewhere (JupyterLab keeps its own title) and while empty, nothing.
    """

    _esm = _STATIC / "board.js"
    _css = _STATIC / "board.css"
    svg = traitlets.Unicode("").tag(sync=True)
    targets = traitlets.Unicode("").tag(sync=True)  # a CSS selector: the elements a click on reports (the game's)
    rev = traitlets.Int(0).tag(sync=True)
    page_theme = traitlets.Unicode("").tag(sync=True)
    page_title = traitlets.Unicode("").tag(sync=True)

    def __init__(self, on_click: Callable[[dict], Any] | None = None, **kwargs: Any):
        super().__init__(**kwargs)
        self.on_click = on_click
        self.on_msg(self._receive)

    def _receive(self, _widget: Any, content: Any, _buffers: Any) -> None:
        if isinstance(content, dict) and content.get("kind") == "click" and self.on_click is not None:
            self.on_click(content)

    def show(self, svg: str) -> None:
        """Replace the picture (one message: the new revision and the SVG together)."""
        with self.hold_sync():
            self.rev += 1
            self.svg = svg
