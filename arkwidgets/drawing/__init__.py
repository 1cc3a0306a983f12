"""Drawing Ark as SVG: cards, the ark, the whole table, teaching overlays, export.

The package is called ``drawing`` rather than ``render`` so that importing it never shadows the function
``arkwidgets.render`` (Python binds a subpackage to its parent's attribute of the same name).

``render(obj, **options)`` is the one entry point; see :func:`arkwidgets.drawing.core.render` for the options.
The engine never imports this package (it needs svgwrite); ``Card``, ``Ark`` and ``Game`` reach it lazily through
their ``_repr_svg_``.
"""

from __future__ import annotations

from .core import render
from .export import animate, frames, save_svg
from .themes import THEMES

__all__ = ["render", "save_svg", "frames", "animate", "THEMES"]
