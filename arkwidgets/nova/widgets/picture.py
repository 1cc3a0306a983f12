"""The board picture of the widget: Ark Nova's drawing of the table with what the controller is showing on it.

The widget asks for one picture per change: the table as ``viewer`` may see it (the drawing reads only the seat's
view), the ghost footprint being judged with the engine's verdict, the ✓ / ✗ targets, the action card being looked
at and the card picked.
"""

from __future__ import annotations

from collections.abc import Mapping

from ...verdicts import Verdict
from ..buildings import make_building
from ..drawing import render
from ..game import Game
from .building_picker import Picker

__all__ = ["draw"]


def draw(game: Game, viewer: int | None, picker: Picker | None, verdict: Verdict | None,
         targets: Mapping[str, Verdict], preview: str | None = None,
         selected: int | None = None, theme: str = "light", part: str = "table", zoom: int | None = None,
         kept: tuple[int, ...] = (), coach: Mapping[str, int] | None = None) -> str:
    """The board as SVG text, in the language in force: the table (``part="focus"``: the classroom board) from
    ``viewer``'s seat, the ghost footprint with the engine's verdict, the ✓ / ✗ targets, the action card being
    looked at, the card picked, the cards ticked to keep; ``zoom``: the seat whose zoo the classroom board shows
    large; ``coach``: the coach's marks (place → rank), which the classroom board draws."""
    ghost = None
    if picker is not None and picker.hex is not None:
        building = make_building(picker.kind, picker.hex, picker.rotation if picker.turns else 0, picker.mirrored)
        ghost = (building, verdict if verdict is not None else Verdict())
    focus = part == "focus"
    return _pointer_through_ghost(render(game, viewer=viewer, targets=dict(targets) or None, preview=preview,
                                         selected=selected, ghost=ghost, theme=theme, part=part,
                                         zoom=zoom if focus else None, kept=tuple(kept) if focus else (),
                                         coach=coach if focus else None))


def _pointer_through_ghost(svg: str) -> str:
    """Let the pointer through the ghost footprint to the hexes and ✓ / ✗ marks under it.

    The ghost is drawn over the map; if it caught the pointer, pointing at a hex it covers would report the ghost's
    own anchor, so the ghost could not be moved there and a click on a ✓ mark under it would try the ghost's anchor
    instead of the hex clicked. Its texts (rule ids and words, the sentences in its title) are in the status line too.
    """
    return svg.replace("<g data-ghost=", '<g pointer-events="none" data-ghost=', 1)
