"""Pieces every game's widgets share (game-agnostic): nothing here knows Ark or Ark Nova.

* :mod:`.status` — "say, changed, done": a status line written again in any language, and a change counter
  (:class:`~.status.Text`, the :class:`~.status.Speaks` mixin of every controller, :class:`StatusLine`).
* :mod:`.steps` — a timeline of steps (events from setup on) with callbacks that list the steps, draw the board
  at any step and, where a seat may not see everything, list the steps as that seat sees them.
* :mod:`.replay` — :class:`Replay`, the base of both games' widget sessions: live play, step-through (a step or a
  move at a time, back to now), what-if (start, end, branch), the change token and the live language switch; a
  game adds only its timeline, how a what-if starts, how a branch goes on and how its status is written again.
* :mod:`.language` — the language dropdown (English / 中文 / Français).
* :mod:`.intro` — a classroom app's introduction, written again whenever the language menu changes.
* :mod:`.shell` — the mixin under both games' ``GameWidget``: buttons and labels, the error guard, the language
  switch, the stale-click check, board revisions, the auto-play loop, the step-through/what-if rows and the engine
  panel.
* :mod:`.keys` — :class:`BoardKeys`, an anywidget that makes any board's ``data-`` elements keyboard- and
  hover-aware (Tab, Enter/Space, letter keys, hover) without changing the board's own ES module.

Ark Nova's widgets (``arkwidgets.nova.widgets``) are built on all of these. Ark's widgets use the language menu,
the keys, :mod:`.steps` (``widgets.timeline`` keeps only Ark's captions, its setup boards and its redaction),
:mod:`.replay` (``widgets.session.Session``) and :mod:`.shell`; their controllers' status line is
:class:`.status.Speaks` (``widgets.common.Speaking`` adds the rules the last attempt broke). The anywidget SVG board
itself is generic and is imported from :mod:`arkwidgets.ui.board` by both games. :mod:`.names` gives both
games' default seat names ("Player 1", "Bot 2").

Only :mod:`.language`, :mod:`.intro`, :mod:`.shell` and :mod:`.keys` need ipywidgets/anywidget; the others are
plain Python.
"""

from __future__ import annotations

from .replay import Replay
from .status import StatusLine
from .steps import Step, Timeline

__all__ = ["Replay", "StatusLine", "Step", "Timeline"]
