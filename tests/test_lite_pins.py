"""The JupyterLite site's widget versions and the package's pins agree (issue 27): the site shipped ipywidgets 8.1.9
and jupyterlab-widgets 3.0.17 (its Python wheel in the browser and the front-end extension) while pyproject.toml's
``widgets`` extra pins ipywidgets 8.1.5 and jupyterlab_widgets 3.0.13, so a pupil in Lite ran other widgets than a
local install. tools/lite.py's pins are compared here without building; tests/browser/test_lite.py compares the built
site's own files."""

from __future__ import annotations

import importlib.util
import tomllib
from pathlib import Path
from types import ModuleType

from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

ROOT = Path(__file__).resolve().parent.parent


def lite_tool() -> ModuleType:
    spec = importlib.util.spec_from_file_location("arkwidgets_lite_tool", ROOT / "tools" / "lite.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def widget_requirements() -> dict[str, Requirement]:
    extras = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["optional-dependencies"]
    return {str(canonicalize_name(r.name)): r for r in map(Requirement, extras["widgets"])}


def test_every_widget_package_the_site_ships_is_one_the_package_pins_allow() -> None:
    """Each package of the widgets extra that tools/lite.py ships as a wheel in the browser is at a version the
    extra allows: ipywidgets and jupyterlab-widgets exactly at the pins, anywidget within its range."""
    lite = lite_tool()
    shipped = {str(canonicalize_name(name)): version for name, version in lite.EXTRA_WHEELS.items()}
    pinned = widget_requirements()
    compared = {name: (shipped[name], str(req.specifier)) for name, req in pinned.items() if name in shipped}
    assert {"ipywidgets", "jupyterlab-widgets", "anywidget"} <= set(compared), compared
    wrong = {name: pair for name, pair in compared.items()
             if not pinned[name].specifier.contains(pair[0], prereleases=True)}
    assert not wrong, f"the site ships versions the package's widgets extra does not allow: {wrong}"


def test_the_sites_front_end_extensions_are_the_versions_of_the_wheels_beside_them() -> None:
    """The build venv's jupyterlab-widgets and anywidget (whose JupyterLab extensions ``jupyter lite build`` copies
    into the site) are the versions of the wheels the browser's Python gets: the two halves of a widget agree."""
    lite = lite_tool()
    tools = {str(canonicalize_name(name)): version for name, version in lite.TOOLS.items()}
    wheels = {str(canonicalize_name(name)): version for name, version in lite.EXTRA_WHEELS.items()}
    for name in ("jupyterlab-widgets", "anywidget"):
        assert tools[name] == wheels[name], f"{name}: front end {tools[name]}, Python wheel {wheels[name]}"
