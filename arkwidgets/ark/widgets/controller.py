"""Everything the widgets decide, in plain Python (no ipywidgets): testable without a browser or a kernel.

* :class:`PlayController` (:mod:`.play`) turns clicks on the board into moves of a game.
* :class:`PlacementPicker` (:mod:`.picker`) is the select → judge → place → choose flow both the game and the
  what-if use, asking a judge (:class:`~.play.TurnJudge` or :class:`~.sandbox.ArkJudge`) what is legal.
* :mod:`.presenter` writes the banner, the score table and a card's facts from a game.
* :class:`Timeline` (:mod:`.timeline`) lists every event from setup on and rebuilds the board at any of them.
* :class:`ArkSandbox` (:mod:`.sandbox`) is the what-if over a bare ark and a hand of cards.
* :class:`Session` (:mod:`.session`) ties them together for :class:`~arkwidgets.ark.widgets.GameWidget`.

The widgets are thin views: they forward clicks and button presses here and show :meth:`Session.view`.
"""

from __future__ import annotations

from .common import Choice, render
from .picker import PlacementPicker
from .play import PlayController
from .sandbox import ArkSandbox
from .session import Session
from .timeline import Step, Timeline

__all__ = ["PlayController", "PlacementPicker", "Timeline", "Step", "ArkSandbox", "Session", "Choice", "render"]
