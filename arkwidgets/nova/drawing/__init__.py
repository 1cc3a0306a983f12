"""Drawing Ark Nova as SVG: zoo maps, action cards, tracks, cards, the association board and the whole table.

``render(obj, **options)`` is the one entry point (:func:`arkwidgets.nova.drawing.core.render`). It shares Ark's
SVG primitives and themes (:mod:`arkwidgets.ui.svg`, :mod:`arkwidgets.ark.drawing.themes`) and adds Ark Nova's own
colours (:mod:`.palette`). The engine never imports this package; ``Game`` and ``ZooMap`` reach it lazily through
their ``_repr_svg_``.
"""

from __future__ import annotations

from .core import render
from .palette import PALETTES
from .zoo import Ghost, Zoo

__all__ = ["PALETTES", "Ghost", "Zoo", "render"]
