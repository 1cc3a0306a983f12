"""Drawing Ark as SVG: cards, the ark, the whole table, teaching overlays, export.

The package is called ``drawing`` rather than ``render`` so that importing it never shadows the function
``arkwidgets.render`` (Python binds a subpackage to its parent's attribute of the same name).

``render(obj, **options)`` is the one entry point; see :func:`arkwidgets.ark.drawing.renderer.render` for the options.
The engine never imports this package (it needs svgwrite); ``Card``, ``Ark`` and ``Game`` reach it lazily through
their ``_repr_svg_``.
"""

from __future__ import annotations

from ...extras import svgwrite as _svgwrite  # noqa: F401 - imported first: without it the error names the extra
from . import arkboard, cardfaces
from .export import animate, frames, save_svg
from .renderer import render
from .themes import THEMES

__all__ = ["render", "save_svg", "frames", "animate", "THEMES", "clear_caches"]


def clear_caches() -> None:
    """Empty the drawing caches (card faces and backs, titled cards, position words): the next render starts cold.

    The caches only ever hold finished SVG text keyed by its inputs, so this never changes what is drawn; the
    benchmark uses it to time a cold start and the tests to draw afresh after another language."""
    cardfaces.clear_caches()
    arkboard.clear_caches()
