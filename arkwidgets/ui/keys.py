"""Keyboard and hover for any anywidget SVG board (needs anywidget), without changing the board's ES module.

Put a :class:`BoardKeys` in the same widget tree as an :class:`arkwidgets.ui.board.Board`, under an element
with the CSS class ``root``: its ES module (``static/board_keys.js``) finds the board there and

* makes every element matching ``clickable`` focusable (``tabindex="0"``, ``role="button"``, its ``<title>`` as the
  accessible name), so Tab walks the board and **Enter/Space** sends the same click the mouse would;
* keeps the keyboard focus on the same element when the board is redrawn;
* reports clicks on clickable elements the board's own module ignores (``handled`` is the board module's selector:
  a click it handles is not sent twice), as ``on_click({"kind": "click", "rev": …, "hex": "3,4", …})``;
* reports the keys listed in ``letters`` (``on_key("r")``) and hover or focus on an element matching
  ``hoverable`` (``on_hover({"hex": "3,4", ...})`` with every ``data-`` attribute, innermost first).

Game-agnostic: Ark Nova's widget uses it for the R key (rotate a building) and the hover footprint; Ark's widget can
use it for keyboard access to cabins (issue 12).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import anywidget
import traitlets

__all__ = ["BoardKeys"]

_STATIC = Path(__file__).parent / "static"


class BoardKeys(anywidget.AnyWidget):
    """Keyboard access and hover for the board inside the element of class ``root`` (see the module doc)."""

    _esm = _STATIC / "board_keys.js"
    root = traitlets.Unicode(".ark-game-widget").tag(sync=True)
    clickable = traitlets.Unicode("[data-card],[data-hex]").tag(sync=True)
    hoverable = traitlets.Unicode("[data-hex]").tag(sync=True)
    handled = traitlets.Unicode("").tag(sync=True)  # what the board itself reports a click on (its ``targets``)
    letters = traitlets.List(traitlets.Unicode(), default_value=[]).tag(sync=True)

    def __init__(self, on_key: Callable[[str], Any] | None = None,
                 on_hover: Callable[[dict], Any] | None = None,
                 on_click: Callable[[dict], Any] | None = None, **kwargs: Any):
        super().__init__(**kwargs)
        self.on_key, self.on_hover, self.on_click = on_key, on_hover, on_click
        self.on_msg(self._receive)

    def _receive(self, _widget: Any, content: Any, _buffers: Any) -> None:
        if not isinstance(content, dict):
            return
        if content.get("kind") == "key" and self.on_key is not None and isinstance(content.get("key"), str):
            self.on_key(content["key"])
        elif content.get("kind") == "click" and self.on_click is not None:
            self.on_click(dict(content))
        elif content.get("kind") == "hover" and self.on_hover is not None:
            self.on_hover({k: v for k, v in content.items() if k != "kind"})
