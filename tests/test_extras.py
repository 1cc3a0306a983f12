"""A missing optional dependency names the extra that installs it (issue 16): never a bare ModuleNotFoundError.

Each test hides a module the way a plain ``pip install -e .`` lacks it: ``sys.modules[name] = None`` makes
``import name`` fail with ModuleNotFoundError. Displays and widgets are tried in a fresh interpreter, so the drawing
and widget modules already loaded by other tests do not hide the import.
"""

from __future__ import annotations

import subprocess
import sys
import textwrap

import pytest

from arkwidgets.extras import EXTRAS, MissingExtra, install_command, missing, needs, require


def test_require_names_the_extra_and_the_pip_command(monkeypatch):
    monkeypatch.setitem(sys.modules, "svgwrite", None)
    with pytest.raises(MissingExtra) as caught:
        require("svgwrite", "render", "drawing")
    message = str(caught.value)
    assert "drawing needs the Python package 'svgwrite'" in message
    assert "pip install -e '.[render]'" in message
    assert caught.value.name == "svgwrite"
    assert isinstance(caught.value, ImportError)  # old `except ImportError` handlers still catch it


def test_needs_takes_the_extra_of_the_module_that_is_missing(monkeypatch):
    monkeypatch.setitem(sys.modules, "anywidget", None)
    with pytest.raises(MissingExtra, match=r"'anywidget', which the 'widgets' extra"), needs("lab"):
        import anywidget  # noqa: F401


def test_an_optional_module_imports_from_extras_or_names_its_extra(monkeypatch):
    import json

    from arkwidgets import extras

    monkeypatch.setitem(sys.modules, "svgwrite", json)  # any module stands in for an installed one
    from arkwidgets.extras import svgwrite

    assert svgwrite is json
    monkeypatch.setitem(sys.modules, "cairosvg", None)
    with pytest.raises(MissingExtra, match=r"PNG output needs .*pip install -e '\.\[png\]'"):
        from arkwidgets.extras import cairosvg  # noqa: F401
    with pytest.raises(AttributeError):
        extras.no_such_name  # noqa: B018


def test_a_missing_arkwidgets_module_is_a_bug_not_an_extra():
    with pytest.raises(ModuleNotFoundError) as caught:
        require("arkwidgets.no_such_module", "render")
    assert not isinstance(caught.value, MissingExtra)


def test_missing_finds_without_importing(monkeypatch):
    assert missing("json", "lab") is None
    monkeypatch.setitem(sys.modules, "voila", None)
    assert "pip install -e '.[voila]'" in (missing("voila", "voila", "arkwidgets app") or "")
    assert install_command("png") == "pip install -e '.[png]'"


def test_every_extra_named_exists_in_pyproject():
    import tomllib
    from pathlib import Path

    pyproject = tomllib.loads((Path(__file__).resolve().parents[1] / "pyproject.toml").read_text(encoding="utf-8"))
    extras = pyproject["project"]["optional-dependencies"]
    for module, extra in EXTRAS.items():
        assert any(module in requirement.lower() for requirement in extras[extra]) or extra == "lab", (module, extra)


HIDDEN = """
import sys
for name in {hidden!r}:
    sys.modules[name] = None
import arkwidgets as ark

def message(call):
    try:
        call()
    except ModuleNotFoundError as error:
        return type(error).__name__ + ": " + str(error)
    return "no error"

{body}
"""


def _run_hidden(hidden: list[str], body: str) -> str:
    script = HIDDEN.format(hidden=hidden, body=textwrap.dedent(body))
    result = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=120, check=False)
    assert result.returncode == 0, result.stderr
    return result.stdout


def test_displays_without_svgwrite_name_the_render_extra():
    out = _run_hidden(
        ["svgwrite"],
        """
        from arkwidgets import nova
        game = ark.Game.new(3, seed=1)
        print(message(game._repr_svg_))
        print(message(game.ark._repr_svg_))
        from arkwidgets.ark.cards import card
        print(message(card("lion")._repr_svg_))
        print(message(nova.Game.new(players=1, seed=1)._repr_svg_))
        print(message(lambda: ark.render(game)))
        print(message(lambda: nova.render(nova.Game.new(players=1, seed=1))))
        """,
    )
    lines = out.splitlines()
    assert len(lines) == 6, out
    for line in lines:
        assert line.startswith("MissingExtra: drawing needs the Python package 'svgwrite'"), line
        assert "pip install -e '.[render]'" in line


def test_widgets_without_ipywidgets_name_the_widgets_extra():
    out = _run_hidden(
        ["ipywidgets", "anywidget"],
        """
        print(message(lambda: ark.GameWidget(players=["You"], bots=2, seed=1)))
        print(message(lambda: ark.WhatIfWidget("T: zebra / B: lion")))
        """,
    )
    lines = out.splitlines()
    assert len(lines) == 2, out
    for line in lines:
        assert line.startswith("MissingExtra:"), line
        assert "pip install -e '.[widgets]'" in line
