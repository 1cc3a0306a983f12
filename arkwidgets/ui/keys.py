"""Keyboard and hover for any anywidget SVG board (needs anywidget), without changing the board's ES module.

Put a :class:`BoardKeys` in the same widget tree as an :class:`arkwidgets.ui.board.Board`, under an element
with the CSS class ``root``: its ES module (``static/board_keys.js``) finds the board there and

* makes the board **one tab stop** (a roving tabindex, the WAI-ARIA grid pattern): every element matching
  ``clickable`` is a ``role="button"`` named by its ``<title>``, one of them holds ``tabindex="0"``, the arrow keys
  move to the nearest target in their direction (Home and End: the first and the last) and **Enter/Space** sends
  the same click the mouse would; Tab leaves the board;
* keeps the keyboard focus on the same element when the board is redrawn (an element is known by its ``data-``
  attributes less the ``volatile`` ones, which say its state: a target keeps its focus when its verdict changes),
  and gives the tab stop to the first target marked ``data-verdict="legal"`` when a redraw brings new ones;
* draws the focus as a 3 px ring in a halo over the focused target (``.ark-focus-ring`` in board.css);
* reports clicks on clickable elements the board's own module ignores (``handled`` is the board module's selector:
  a click it handles is not sent twice), as ``on_click({"kind": "click", "rev": …, "hex": "3,4", …})``;
* reports the keys listed in ``letters`` (``on_key("r")``) and hover or focus on an element matching
  ``hoverable`` (``on_hover({"hex": "3,4", ...})`` with every ``data-`` attribute, innermost first).

Game-agnostic: each game's widget says which elements are its targets and which of their attributes are state.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import anywidget
import traitlets

__all__ = ["VOLATILE", "BoardKeys"]

_STATIC = Path(__file__).parent / "static"

#: The data- attributes (as the browser's ``dataset`` names them) that say a target's state, not which it is.
VOLATILE = ("verdict", "rules", "state", "selected")


class BoardKeys(anywidget.AnyWidget):
    """Keyboard access and hover for the board inside the element of class ``root`` (see the module doc)."""

    _esm = _STATIC / "board_keys.js"
    root = traitlets.Unicode(".ark-shell").tag(sync=True)
    clickable = traitlets.Unicode("[data-card],[data-hex]").tag(sync=True)
    hoverable = traitlets.Unicode("[data-hex]").tag(sync=True)
    handled = traitlets.Unicode("").tag(sync=True)  # what the board itself reports a click on (its ``targets``)
    letters = traitlets.List(traitlets.Unicode(), default_value=[]).tag(sync=True)
    volatile = traitlets.List(traitlets.Unicode(), default_value=list(VOLATILE)).tag(sync=True)

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
