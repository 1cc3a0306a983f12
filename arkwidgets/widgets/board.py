"""The board: an anywidget that shows an SVG string and reports clicks on its ``data-`` elements."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

import anywidget
import traitlets

_STATIC = Path(__file__).parent / "static"


class Board(anywidget.AnyWidget):
    """Shows ``svg`` (replacing only the board's inner HTML on change) and calls ``on_click(msg)`` for each click.

    ``msg`` holds ``kind="click"``, ``rev`` (the board revision that was clicked) and every ``data-`` attribute of
    the clicked element and its ancestors (innermost first): ``card``, ``zone``, ``player``, ``slot``, ``cabin``,
    ``new``, ``type``.

    ``page_theme`` is set by the browser: ``"light"``, ``"dark"`` or ``"contrast"``, the theme of the page the board
    sits in (JupyterLab's theme, else the browser's colour-scheme and contrast preferences); ``""`` until a browser
    shows the board. A game widget observes it to draw the board in the notebook's theme.
    """

    _esm = _STATIC / "board.js"
    _css = _STATIC / "board.css"
    svg = traitlets.Unicode("").tag(sync=True)
    rev = traitlets.Int(0).tag(sync=True)
    page_theme = traitlets.Unicode("").tag(sync=True)

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


#: A folder for ``JUPYTER_PATH`` holding the ``ark`` Voila template: Voila's "lab" template without its FontAwesome
#: stylesheets from a CDN, so the classroom app makes no request outside its own server.
VOILA_TEMPLATES = _STATIC / "jupyter"
VOILA_TEMPLATE = "ark"
#: Notebook 7's JupyterLab extension has nothing to do in Voila (its interface switcher fails to start there).
VOILA_OPTIONS = ('--VoilaConfiguration.extension_denylist=["@jupyter-notebook/lab-extension"]',)


def voila_command(notebook: str | Path, *options: str, python: str | None = None,
                  env: Mapping[str, str] | None = None) -> tuple[list[str], dict[str, str]]:
    """The command line and the environment that serve ``notebook`` with Voila and the offline ``ark`` template:
    ``subprocess.run(*voila_command("notebooks/05_classroom_app.ipynb", "--port=8866"))`` takes the pair as
    ``args, env``. ``env`` (default: this process's) gets :data:`VOILA_TEMPLATES` in front of ``JUPYTER_PATH``."""
    import os
    import sys

    base = dict(os.environ if env is None else env)
    base["JUPYTER_PATH"] = os.pathsep.join(filter(None, [str(VOILA_TEMPLATES), base.get("JUPYTER_PATH")]))
    return [python or sys.executable, "-m", "voila", f"--template={VOILA_TEMPLATE}", *VOILA_OPTIONS, *options,
            str(notebook)], base
