"""The optional parts of arkwidgets and the extras that install them: a missing one is named, never a bare traceback.

The engine needs only the standard library; drawing needs svgwrite (the ``render`` extra), the widgets ipywidgets
and anywidget (``widgets``), PNG output cairosvg (``png``), ``arkwidgets lab`` JupyterLab (``lab``) and
``arkwidgets app`` Voila (``voila``). Where one of them is imported, :func:`require` (or :func:`needs`, around a
block of imports) turns ``ModuleNotFoundError: No module named 'svgwrite'`` into :class:`MissingExtra`, whose
message is the command that fixes it: ``pip install -e '.[render]'``, run in the clone (the package is not on a
package index). ``from arkwidgets.extras import svgwrite`` does the same as one import line. Standard library only:
the engine may import it (the optional modules are imported only when asked for).
"""

from __future__ import annotations

import importlib
import importlib.util
import sys
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from types import ModuleType
from typing import Any

__all__ = ["EXTRAS", "USES", "MissingExtra", "install_command", "lazy", "missing", "needs", "require"]

#: The extra that installs each optional top-level module (as pyproject.toml's optional-dependencies say).
EXTRAS = {
    "svgwrite": "render",
    "ipywidgets": "widgets",
    "anywidget": "widgets",
    "cairosvg": "png",
    "jupyterlab": "lab",
    "voila": "voila",
}


#: What each of them is for, as the message says it ("drawing needs the Python package 'svgwrite', …").
USES = {
    "svgwrite": "drawing",
    "ipywidgets": "a widget",
    "anywidget": "a widget",
    "cairosvg": "PNG output",
    "jupyterlab": "arkwidgets lab",
    "voila": "arkwidgets app",
}


class MissingExtra(ModuleNotFoundError):
    """An optional dependency is not installed; the message names the extra and the pip command that installs it.

    A :class:`ModuleNotFoundError` (so an ``except ImportError`` still catches it), with the missing module's
    ``name``."""


def install_command(extra: str) -> str:
    """``pip install -e '.[render]'``: the quoted command, run from the clone of the repository."""
    return f"pip install -e '.[{extra}]'"


def _message(module: str, extra: str, what: str | None) -> str:
    needs_it = f"{what} needs" if what else "this needs"
    return (
        f"{needs_it} the Python package {module!r}, which the '{extra}' extra installs: "
        f"{install_command(extra)} (from the clone of the repository)"
    )


@contextmanager
def needs(extra: str, what: str | None = None) -> Iterator[None]:
    """Around imports: a third-party module missing there becomes :class:`MissingExtra` naming ``extra``.

    A missing ``arkwidgets`` module is a real bug and goes through unchanged."""
    try:
        yield
    except MissingExtra:
        raise
    except ModuleNotFoundError as error:
        top = (error.name or "").partition(".")[0]
        if not top or top == "arkwidgets":
            raise
        raise MissingExtra(_message(top, EXTRAS.get(top, extra), what), name=top) from error


def require(module: str, extra: str, what: str | None = None) -> ModuleType:
    """Import ``module`` (absolute, e.g. ``"svgwrite"`` or ``"arkwidgets.ui.board"``) and return it, or raise
    :class:`MissingExtra` naming the extra that installs what it lacks."""
    with needs(extra, what):
        return importlib.import_module(module)


def missing(module: str, extra: str, what: str | None = None) -> str | None:
    """The message naming the extra when ``module`` is not installed (found without importing it), else None.

    For programs started in another process (JupyterLab, Voila): checked before they are launched."""
    try:
        found = importlib.util.find_spec(module) is not None
    except (ImportError, ValueError):  # a parent package missing, or a module whose spec is None
        found = False
    return None if found else _message(module, extra, what)


def __getattr__(name: str) -> ModuleType:
    """``from arkwidgets.extras import svgwrite``: the optional module, or :class:`MissingExtra` naming its extra.

    One line at the top of a module that needs it, before the imports that would fail without it."""
    if name in EXTRAS:
        return require(name, EXTRAS[name], USES[name])
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def lazy(package: str, names: Mapping[str, str], extra: str | None = None, what: str | None = None
         ) -> Callable[[str], Any]:
    """A ``__getattr__`` for ``package`` that loads each of ``names`` (name → module, relative to the package) on
    first use, so importing the package stays light: the drawing needs svgwrite, the widgets ipywidgets. With
    ``extra``, a missing optional module is :class:`MissingExtra` naming it. The one way a package of arkwidgets hands
    on names lazily (the root, each game, their widgets)."""

    def __getattr__(name: str) -> Any:
        where = names.get(name)
        if where is None:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        absolute = importlib.util.resolve_name(where, package)
        module = require(absolute, extra, what) if extra is not None else importlib.import_module(absolute)
        value = getattr(module, name)
        setattr(sys.modules[package], name, value)  # found once: the next lookup is the module's own attribute
        return value

    return __getattr__
