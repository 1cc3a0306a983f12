"""Honest seams: modules talk to each other through public names only.

A name that starts with an underscore belongs to the module (or class) that defines it. Reading
``game._state`` from ``saving.py``, or importing ``_player_names`` from ``game.py``, couples two modules
through a detail neither promises to keep; the supported way is a public seam (``Game.from_state``,
``Game.snapshot``, ``Game.state_dict`` …). This test reads the sources with :mod:`ast` and fails on

* ``obj._name`` where ``obj`` is not ``self`` or ``cls`` and ``_name`` is not defined in the same module;
* ``from module import _name`` (the gettext function ``_`` aside).

Dunder names and a few well-known library privates are allowed; the explicit allow-list below says why for
each of the rest. Both games are scanned: the package, the tests and the benchmarks.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent

# Underscored names that are public by convention in the libraries we use.
LIBRARY_PRIVATES = {
    "_repr_svg_", "_repr_html_", "_repr_mimebundle_", "_repr_png_", "_repr_markdown_",  # IPython display hooks
    "_asdict", "_replace", "_fields", "_make", "_field_defaults",  # namedtuple's public API
    "_exit",  # os._exit
    "_current_frames", "_getframe",  # sys: documented
    "_SubParsersAction",  # argparse's only name for the type add_subparsers() returns (annotations only)
}

# (file, attribute) pairs allowed with a reason. Keep this short.
ALLOWED: dict[tuple[str, str], str] = {
    # anywidget's message entry point is what the browser calls; tests stand in for the browser.
    ("tests/widget_driver.py", "_handle_custom_msg"): "the test driver plays the browser's part",
    ("tests/test_widget.py", "_handle_custom_msg"): "sends malformed messages as a browser could",
    ("tests/test_hostile_input.py", "_handle_custom_msg"): "sends hostile messages as a browser could",
    # anywidget's front-end module is a class attribute named by anywidget.
    ("tests/test_widget.py", "_esm"): "anywidget names the front-end module _esm",
    ("tests/nova/widget_driver.py", "_handle_custom_msg"): "the test driver plays the browser's part",
    ("tests/nova/test_widget.py", "_handle_custom_msg"): "sends a message as the browser would",
    ("tests/nova/test_widget_ui.py", "_handle_custom_msg"): "sends key messages as the browser would",
    ("tests/nova/test_hostile_input.py", "_handle_custom_msg"): "sends hostile messages as a browser could",
    ("tests/nova/test_fair_redeal.py", "_handle_custom_msg"): "sends a click without its revision as a browser could",
    ("tests/nova/test_widget_ui.py", "_esm"): "anywidget names the front-end module _esm",
}


def ark_sources() -> list[Path]:
    """Every module of the package (both games), every test module and every benchmark."""
    package = sorted((ROOT / "arkwidgets").rglob("*.py"))
    tests = sorted((ROOT / "tests").rglob("*.py"))
    return package + tests + sorted((ROOT / "benchmarks").glob("bench_*.py"))


def _private(name: str) -> bool:
    return name.startswith("_") and not (name.startswith("__") and name.endswith("__")) and name != "_"


def defined_names(tree: ast.AST) -> set[str]:
    """Every underscored name a module defines: functions, classes, attributes set on anything, slots."""
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            names.add(node.name)
        elif isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store):
            names.add(node.id)
        elif isinstance(node, ast.Attribute) and isinstance(node.ctx, ast.Store):
            names.add(node.attr)
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            names.add(node.target.id)
        elif isinstance(node, ast.Constant) and isinstance(node.value, str) and _private(node.value):
            names.add(node.value)  # __slots__ = ("_state", ...), setattr(obj, "_x", ...)
    return {n for n in names if _private(n)}


def crossings(path: Path, root: Path = ROOT) -> list[str]:
    """Each place where ``path`` reaches into another module's private names."""
    rel = path.relative_to(root).as_posix()
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=rel)
    own = defined_names(tree)
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and _private(node.attr):
            base = node.value
            if isinstance(base, ast.Name) and base.id in ("self", "cls"):
                continue
            if node.attr in own or node.attr in LIBRARY_PRIVATES or (rel, node.attr) in ALLOWED:
                continue
            found.append(f"{rel}:{node.lineno}: .{node.attr} on {ast.unparse(base)}")
        elif isinstance(node, ast.ImportFrom):
            for alias in node.names:
                if _private(alias.name):
                    found.append(f"{rel}:{node.lineno}: imports {alias.name} from {node.module}")
    return found


@pytest.mark.parametrize("path", ark_sources(), ids=lambda p: p.relative_to(ROOT).as_posix())
def test_no_private_access_across_modules(path: Path) -> None:
    assert crossings(path) == []


def test_the_scan_sees_a_crossing(tmp_path: Path) -> None:
    """The checker itself: a foreign private read and a private import are found; self and own names are not."""
    source = tmp_path / "sample.py"
    source.write_text(
        "from game import _helper\n"
        "class A:\n"
        "    def __init__(self):\n"
        "        self._mine = 1\n"
        "    def f(self, other, game):\n"
        "        return self._mine, other._mine, game._state\n",
        encoding="utf-8",
    )
    assert defined_names(ast.parse(source.read_text(encoding="utf-8"))) == {"_mine"}
    found = sorted(line.split(": ", 1)[1] for line in crossings(source, tmp_path))
    assert found == ["._state on game", "imports _helper from game"]


def test_the_allow_list_is_still_needed() -> None:
    """Every allow-list entry still matches a real access: stale exceptions are removed, not kept."""
    for rel, attr in ALLOWED:
        text = (ROOT / rel).read_text(encoding="utf-8")
        assert f".{attr}" in text, f"{rel} no longer uses .{attr}: drop it from ALLOWED"



def test_the_package_exports_every_public_name_it_promises() -> None:
    """``__all__`` lists the lazily loaded names too, and every name in it resolves (the lazy ones on first use)."""
    import arkwidgets as ark

    assert len(ark.__all__) == len(set(ark.__all__))
    assert {"render", "save_svg", "animate", "GameWidget", "WhatIfWidget"} <= set(ark.__all__)
    assert [name for name in ark.__all__ if getattr(ark, name, None) is None] == []
