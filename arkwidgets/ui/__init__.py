"""Pieces every game's widgets share (game-agnostic): nothing here knows Ark or Ark Nova.

* :mod:`.escape` — the one HTML escape helper for text a user typed (player names) or a message carries.
* :mod:`.status` — "say, changed, done": a status line written again in any language, and a change counter.
* :mod:`.steps` — a timeline of steps (events from setup on) with a callback that draws the board at any step.
* :mod:`.language` — the language dropdown (English / 中文 / Français).
* :mod:`.keys` — :class:`BoardKeys`, an anywidget that makes any board's ``data-`` elements keyboard- and
  hover-aware (Tab, Enter/Space, letter keys, hover) without changing the board's own ES module.

Ark Nova's widgets (``arkwidgets.nova.widgets``) are built on all of these; Ark's widgets use the language menu
and the keys, and keep their own status plumbing (``widgets.common.Speaking``) and timeline (``widgets.timeline``),
which hold Ark's replay details; moving those onto :mod:`.status` and :mod:`.steps` is the next step. The anywidget
SVG board itself is generic and is imported from :mod:`arkwidgets.widgets.board` by both games.

Only :mod:`.language` and :mod:`.keys` need ipywidgets/anywidget; the others are plain Python.
"""

from __future__ import annotations

from .escape import esc
from .status import StatusLine
from .steps import Step, Timeline

__all__ = ["StatusLine", "Step", "Timeline", "esc"]
