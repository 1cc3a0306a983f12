"""The placement picker: select a card, see every cabin judged, place it, pick among variants.

Both the game (:class:`~arkwidgets.ark.widgets.play.PlayController`) and the what-if over a bare ark
(:class:`~arkwidgets.ark.widgets.sandbox.ArkSandbox`) let a learner place a card the same way; only *what is legal*
differs — a whole game (takes, boosts, a second card, the phase) or the placing rules alone. So the flow lives here
once and asks a :class:`PlacementJudge` for the facts. The picker never speaks: it returns an outcome, and each
controller says it in its own words. It changes nothing but its own selection, so a refused placement leaves the
game or the ark exactly as it was.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from ...verdicts import Violation
from ..cabins import ArkVerdict
from ..cards import Card
from ..moves import Placement
from .common import Choice

__all__ = ["PlacementJudge", "PlacementPicker", "PicksPlacements", "NoCard", "Refused", "Choose", "Placed", "Outcome"]


class PlacementJudge(Protocol):
    """What the picker needs to know about the position it places in."""

    def hand(self) -> Sequence[Card]:
        """The cards that may be picked now."""

    def positions(self) -> Sequence[str]:
        """Every cabin a card could be aimed at (existing and new ones)."""

    def variants(self, card_id: str) -> list[Placement]:
        """Every legal placement of the card now, in every cabin, with every choice it allows."""

    def tilt_after(self, placement: Placement) -> int | None:
        """The tilt a legal placement leaves (shown on a ✓ cabin)."""

    def why_not(self, card_id: str, cabin: str) -> ArkVerdict:
        """Why the card may not go in the cabin: the broken rules, in the language of the moment."""

    def stamp(self) -> Hashable:
        """A value that changes whenever the position changes (the key of the picker's cache)."""


@dataclass(frozen=True)
class NoCard:
    """A cabin was clicked with no card selected."""


@dataclass(frozen=True)
class Refused:
    """The selected card may not go in the cabin. ``again()`` makes the same check anew (in another language)."""

    card: Card
    cabin: str
    verdict: ArkVerdict
    again: Callable[[], tuple[Violation, ...]]


@dataclass(frozen=True)
class Choose:
    """Several legal placements in the cabin (evictions, boosts, takes, declining an ability): pick one."""

    card: Card
    cabin: str
    choices: tuple[Choice, ...]

    @property
    def takes(self) -> bool:
        """A choice names a display card, which the learner may also click."""
        return any(ch.placement is not None and ch.placement.take for ch in self.choices)


@dataclass(frozen=True)
class Placed:
    """Exactly one placement was chosen; the controller commits it."""

    placement: Placement


Outcome = NoCard | Refused | Choose | Placed


def _variant_order(pl: Placement) -> tuple[bool, bool, str, str]:
    """The plain placement first, then evictions, boosts and takes by name: the order the buttons are shown in."""
    return (pl.plain, pl.evict is not None, pl.boost or "", pl.take or "")


class PlacementPicker:
    """The selection and the open choices of one controller, judged by ``judge`` against ``deck``."""

    def __init__(self, judge: PlacementJudge, deck: Any):
        self.judge = judge
        self.deck = deck
        self.selected: str | None = None
        self.choices: list[Choice] = []
        self._targets: tuple[Hashable, dict[str, ArkVerdict]] | None = None

    def clear(self) -> None:
        """Nothing selected, no choice open."""
        self.selected, self.choices = None, []

    def in_hand(self, card_id: str) -> bool:
        return any(c.id == card_id for c in self.judge.hand())

    def toggle(self, card_id: str) -> bool:
        """Select the card, or unselect it when it was selected; True when it is selected now."""
        self.selected = None if self.selected == card_id else card_id
        self.choices = []
        return self.selected is not None

    def targets(self, language: str = "") -> dict[str, ArkVerdict]:
        """Every cabin judged for the selected card: legal (with the tilt after) or the broken rules."""
        if self.selected is None:
            return {}
        key = (self.judge.stamp(), self.selected, language)
        if self._targets is not None and self._targets[0] == key:
            return self._targets[1]
        variants = self.judge.variants(self.selected)
        out: dict[str, ArkVerdict] = {}
        for cabin in self.judge.positions():
            legal = [pl for pl in variants if pl.cabin == cabin]
            out[cabin] = (ArkVerdict((), self.judge.tilt_after(legal[0])) if legal
                          else self.judge.why_not(self.selected, cabin))
        self._targets = (key, out)
        return out

    def legal_cabins(self, language: str = "") -> list[str]:
        return sorted(c for c, v in self.targets(language).items() if v.legal)

    def place_at(self, cabin: str) -> Outcome:
        """The selected card aimed at ``cabin``: refused with the reasons, a choice to make, or one placement."""
        if self.selected is None:
            return NoCard()
        card_id = self.selected
        card = self.deck.card(card_id)
        variants = sorted((pl for pl in self.judge.variants(card_id) if pl.cabin == cabin), key=_variant_order)
        if not variants:
            verdict = self.targets().get(cabin) or self.judge.why_not(card_id, cabin)
            return Refused(card, cabin, verdict, lambda: self.judge.why_not(card_id, cabin).violations)
        if len(variants) == 1:
            return Placed(variants[0])
        self.choices = [Choice(pl, card, self.deck) for pl in variants]
        return Choose(card, cabin, tuple(self.choices))

    def choose(self, index: int) -> Placement | None:
        """Press choice button ``index``: its placement, or None when no such choice is open."""
        if not 0 <= index < len(self.choices):
            return None
        placement = self.choices[index].placement
        self.choices = []
        return placement

    def offers_take(self, card_id: str) -> bool:
        """An open choice takes this display card (clicking it narrows the choice)."""
        return any(ch.placement is not None and ch.placement.take == card_id for ch in self.choices)

    def narrow_to_take(self, card_id: str) -> Outcome:
        """Keep the choices that take this display card: one left is placed, else the rest are offered."""
        matching = [ch for ch in self.choices if ch.placement is not None and ch.placement.take == card_id]
        if len(matching) == 1 and matching[0].placement is not None:
            self.choices = []
            return Placed(matching[0].placement)
        self.choices = matching
        taken = self.deck.card(card_id)
        return Choose(taken, "", tuple(matching))


class PicksPlacements:
    """What a controller with a :class:`PlacementPicker` in ``self.picker`` shows of it: the selection and the open
    choices (read-only: only the picker changes them)."""

    picker: PlacementPicker

    @property
    def selected(self) -> str | None:
        """The card picked in hand (its cabins are judged on the board)."""
        return self.picker.selected

    @property
    def choices(self) -> list[Choice]:
        """The open choice buttons (evictions, boosts, takes, declining an ability)."""
        return self.picker.choices
