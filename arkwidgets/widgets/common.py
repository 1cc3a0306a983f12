"""Helpers the widget controllers share: drawing without ever failing, choice buttons, violation text."""

from __future__ import annotations

import html
from dataclasses import dataclass
from typing import Any, Sequence

from ..cards import Card
from ..game import Game
from ..moves import Placement
from ..verdicts import Violation


# ------------------------------------------------------------------------------------------------ rendering
def render(obj: Any, **options: Any) -> str:
    """:func:`arkwidgets.render`, except that a drawing bug never takes the game down: the board then shows the
    error (the game, its status line and its controls keep working)."""
    from ..drawing import render as draw

    try:
        return draw(obj, **options)
    except Exception as error:  # noqa: BLE001 - shown to the user instead of a traceback
        message = html.escape(f"The board could not be drawn: {error!r}")
        return (
            '<svg class="ark-board" xmlns="http://www.w3.org/2000/svg" width="640" height="40">'
            f'<text x="8" y="24" font-family="sans-serif" font-size="13">{message}</text></svg>'
        )


def mid_turn(game: Game, placements: Sequence[Placement]) -> Game:
    """The game with the first card(s) of an unfinished turn placed (T-2b), from :meth:`Game.preview`."""
    return game.preview(placements)


@dataclass(frozen=True)
class Choice:
    """One button of a pending choice: a label and what it does."""

    label: str
    placement: Placement | None = None
    action: str = "place"


def _variant_label(pl: Placement, c: Card | None) -> str:
    bits = []
    if pl.evict:
        bits.append(f"evict {pl.evict}")
    if pl.boost:
        bits.append(f"boost {pl.boost}")
    if pl.take:
        bits.append(f"take {pl.take}")
    if pl.plain:
        bits.append(f"no {c.ability if c and c.ability else 'ability'} (plain)")
    if not bits:
        if c is not None and c.ability in ("mosquito", "skunk", "spider"):
            return "no eviction"
        if c is not None and c.ability in ("fox", "dinosaur"):
            return f"use the {c.ability}"
        return "place it"
    return " · ".join(bits)


def _violations_html(violations: Sequence[Violation]) -> str:
    return "; ".join(f"<b>{html.escape(v.rule)}</b> {html.escape(v.message)}" for v in violations)


