"""Drawing Ark as SVG: cards, the ark, the whole table, teaching overlays, export.

``render(obj, **options)`` is the one entry point; see :func:`arkwidgets.render.core.render` for the options.
The engine never imports this package (it needs svgwrite); ``Card``, ``Ark`` and ``Game`` reach it lazily through
their ``_repr_svg_``.
"""

from __future__ import annotations

import sys as _sys
import types as _types

from .core import render
from .export import animate, frames, save_svg
from .themes import THEMES

__all__ = ["render", "save_svg", "frames", "animate", "THEMES"]


class _CallableModule(_types.ModuleType):
    """Makes ``arkwidgets.render`` callable as well as importable.

    ``arkwidgets`` exposes ``render`` lazily through its ``_LAZY`` table, but once anything imports this package
    (``Card._repr_svg_`` does), Python's import system sets the attribute ``arkwidgets.render`` to this *module*,
    shadowing the lazy function. A callable module keeps ``ark.render(obj, ...)`` working either way.
    """

    def __call__(self, obj: object, **options: object) -> str:
        return render(obj, **options)  # type: ignore[arg-type]


_sys.modules[__name__].__class__ = _CallableModule
