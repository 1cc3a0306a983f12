"""Ark's step-through: every event from setup on, and the board at each of them.

The list, the move starts and the cache per viewer are the shared :class:`arkwidgets.ui.Timeline`; this module
keeps what is Ark's own: the caption of a step, the partial ark drawn while setup builds it (S-5, S-6), the
redaction of hidden cards (:func:`arkwidgets.ark.redact.public_history`) and the setup board's missing "new cabin".
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from ...ui import steps
from ..cabins import Ark
from ..cards import Card
from ..game import Game
from ..redact import public_history


# ------------------------------------------------------------------------------------------------ step through
@dataclass(frozen=True)
class Step(steps.Step):
    """One entry of Ark's timeline: the shared step (an event, the moves played once it happened, who moved and
    the move in notation) plus the index of a setup event, and Ark's caption."""

    setup_index: int | None = None


def ark_steps(g: Game) -> list[Step]:
    """Every setup event and every event of every move; a setup step until the deal carries the ark as the
    captions have built it so far (``extra["ark"]``, see :func:`board_at`)."""
    out: list[Step] = []
    cabins: dict[str, Card] = {}
    full = False
    tilt: int | None = None  # the disc is set on the track only by S-6
    for k, e in enumerate(g.setup_events):
        if e.kind in ("reshuffle", "deal", "display", "rain-stack", "turn"):
            full = True
        if e.kind == "turn-over" and e.data.get("kept"):
            cabins[e.data["cabin"]] = g.deck.card(e.data["card"])
        if e.kind == "tilt-set":
            tilt = int(e.data["tilt"])
        extra = {} if full else {"ark": _partial_ark(cabins, g.deck, tilt)}
        out.append(Step(e, 0, extra=extra, setup_index=k))
    for number, entry in enumerate(g.history, start=1):
        out.extend(Step(e, number, entry.player, str(entry.move), index=k) for k, e in enumerate(entry.events))
    return out


def ark_steps_seen(g: Game, viewer: int | None) -> list[Step]:
    """The steps as seat ``viewer`` (None: a spectator) may see them: hidden card ids and pets left out."""
    setup, history = public_history(g, viewer)
    out = [Step(e, 0, setup_index=k) for k, e in enumerate(setup)]
    for number, entry in enumerate(history, start=1):
        out.extend(Step(e, number, entry.player, str(entry.move), index=k) for k, e in enumerate(entry.events))
    return out


def board_at(g: Game, step: Step) -> Ark | Game:
    """What the board shows at ``step``: the ark being built during setup, else the game as it stood at that event
    (:func:`arkwidgets.ui.steps.at_event`: the cards of a move placed one by one, the display refilled only at the
    refill)."""
    ark = step.extra.get("ark")
    return ark if ark is not None else steps.at_event(g, step)


class Timeline(steps.Timeline[Step]):
    """Every event from setup to now, and the board at each one: the shared :class:`arkwidgets.ui.Timeline` over
    Ark's steps.

    :attr:`steps` holds the game's own events (for code); everything a person reads — captions, narration, the
    log — comes from :meth:`seen_by`, the same steps as one seat may see them (:func:`arkwidgets.ark.redact`).
    """

    game: Game

    def __init__(self, game: Game):
        super().__init__(game, ark_steps, board_at, seen_by=ark_steps_seen)

    def board_at(self, i: int) -> Ark | Game:
        """The board at step ``i`` (the name Ark's tests and notebooks use for :meth:`position`)."""
        return self.position(i)


def _partial_ark(cabins: Mapping[str, Card], deck: Any, tilt: int | None = None) -> Ark:
    """The ark during setup: the four starting cabins (S-5), each empty until its card is kept, so a cabin the
    caption fills is drawn in its place (B2 is filled before B1); the tilt disc at 0 until S-6 sets it."""
    halves = tuple(tuple((cabins[c],) if c in cabins else () for c in row) for row in (("T1", "T2"), ("B1", "B2")))
    # Setup may pass through an unbalanced ark (S-6 only reads the tilt off at the end): no P-3 check here.
    return Ark.unchecked((halves[0], halves[1]), 0 if tilt is None else tilt, deck)


_NEW_CABIN = re.compile(r'<g data-cabin="[A-Z][0-9]+" data-new="1"[^>]*>.*?</g>', re.S)


def without_new_cabins(svg: str) -> str:
    """A setup board's drawing without the places to open a new cabin: nobody may open one during setup (P-7 is
    a move of a turn), so "new cabin (1 disc)" is not shown there."""
    return _NEW_CABIN.sub("", svg)


