"""The placement picker: a building type, its rotation and face, and the anchor hex under the pointer.

Build (and a sponsor whose unique building must be placed) asks "which building, turned how, where?". The picker
holds the answer being formed and turns it into the engine's move; the controller asks the engine to judge it
(``Game.check``), so the ✓ / ✗ and the rule ids the learner sees are the engine's own verdict — the widget never
decides a rule itself. A picker is a small immutable value: every change returns a new one.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from ..buildings import BUILDING_TYPES, footprint
from ..moves import Build, Hex, Move, Sponsor

__all__ = ["Picker"]


@dataclass(frozen=True)
class Picker:
    """``kind``: the building type; ``sponsor``/``folder``: the sponsor card whose unique building this is (None
    for Build); ``hex``: the anchor judged now (None until the pointer is on the map)."""

    kind: str
    rotation: int = 0
    mirrored: bool = False
    hex: Hex | None = None
    sponsor: int | None = None
    folder: int | None = None

    @property
    def turns(self) -> bool:
        """Does turning change anything? (A one-hex building looks the same in every rotation.)"""
        return BUILDING_TYPES[self.kind].size > 1

    @property
    def may_mirror(self) -> bool:
        return BUILDING_TYPES[self.kind].may_mirror

    def rotated(self) -> Picker:
        """A sixth of a turn clockwise (the R key)."""
        return replace(self, rotation=(self.rotation + 1) % 6) if self.turns else self

    def flipped(self) -> Picker:
        return replace(self, mirrored=not self.mirrored) if self.may_mirror else self

    def at(self, h: Hex | None) -> Picker:
        return replace(self, hex=h)

    def move(self, h: Hex | None = None) -> Move | None:
        """The move that places the building with its anchor on ``h`` (default: the hex judged now)."""
        anchor = self.hex if h is None else h
        if anchor is None:
            return None
        rotation = self.rotation if self.turns else None
        if self.sponsor is not None:
            return Sponsor(self.sponsor, self.folder, anchor, rotation, self.mirrored)
        return Build(self.kind, anchor, rotation, self.mirrored)

    def cells(self) -> frozenset[Hex]:
        """The hexes the building would cover (the ghost footprint); empty before the pointer is on the map."""
        if self.hex is None:
            return frozenset()
        return footprint(self.kind, self.hex, self.rotation if self.turns else 0, self.mirrored)
