"""tools/lite.py without building a site (the built site: tests/browser/test_lite.py).

The JupyterLite site's widget versions and the package's pins agree (issue 27): the site shipped ipywidgets 8.1.9
and jupyterlab-widgets 3.0.17 (its Python wheel in the browser and the front-end extension) while pyproject.toml's
``widgets`` extra pins ipywidgets 8.1.5 and jupyterlab_widgets 3.0.13, so a pupil in Lite ran other widgets than a
local install. tools/lite.py's pins are compared here without building; tests/browser/test_lite.py compares the built
site's own files."""

from __future__ import annotations

import importlib.util
import json
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


def test_stored_outputs_are_normalized_to_strings_when_the_site_is_built() -> None:
    """Issue 27: outputs stored as lists of lines showed a comma at the start of every line after the first in Lite.
    The build joins sources, streams and every non-JSON output, and leaves JSON outputs as they are."""
    lite = lite_tool()
    nb = {"cells": [{"cell_type": "code", "source": ["a = 1\n", "a"], "outputs": [
        {"output_type": "stream", "name": "stdout", "text": ["one\n", "two\n"]},
        {"output_type": "execute_result", "data": {"text/plain": ["x\n", "y"], "text/html": ["<b>\n", "</b>"],
                                                   "application/json": ["kept", "as a list"]}}]}]}
    cell = lite.normalized(nb)["cells"][0]
    assert cell["source"] == "a = 1\na"
    assert cell["outputs"][0]["text"] == "one\ntwo\n"
    assert cell["outputs"][1]["data"] == {"text/plain": "x\ny", "text/html": "<b>\n</b>",
                                          "application/json": ["kept", "as a list"]}


def test_every_notebook_is_stored_as_strings_once_normalized() -> None:
    """Every notebook the site ships, once normalized, holds no list of lines where JupyterLite would show one."""
    lite = lite_tool()
    for path in lite.notebook_paths():
        nb = lite.normalized(json.loads(path.read_text(encoding="utf-8")))
        for k, cell in enumerate(nb["cells"]):
            assert isinstance(cell["source"], str), (path.name, k)
            for out in cell.get("outputs", []):
                assert not isinstance(out.get("text", ""), list), (path.name, k)
                assert not any(isinstance(v, list) for m, v in out.get("data", {}).items()
                               if not m.endswith("json")), (path.name, k)


def test_every_rule_link_of_every_notebook_opens_a_page_the_site_ships() -> None:
    """Issue 27: about 786 rule links pointed into docs/, which the site did not ship. JupyterLab resolves a link
    from the notebook's folder and drops what climbs above the top (``../docs/rules.md`` from the top folder and
    ``../../docs/rules.md`` from ``zh/`` are both ``docs/rules.md``); every such page is among the pages the build
    copies into the site."""
    import posixpath

    lite = lite_tool()
    shipped = set(lite.linked_docs())
    links = 0
    for path in lite.notebook_paths():
        folder = path.parent.relative_to(lite.NOTEBOOKS).as_posix()
        nb = json.loads(path.read_text(encoding="utf-8"))
        for cell in nb["cells"]:
            if cell["cell_type"] != "markdown":
                continue
            for target in lite.LINK.findall(lite.joined(cell["source"])):
                if "://" in target or not target.split("/")[-1].endswith(".md"):
                    continue
                parts = [p for p in posixpath.normpath(posixpath.join("/", folder, target)).split("/") if p]
                assert "/".join(parts) in shipped, f"{path.name}: {target}"
                links += 1
    assert links > 500 and {"docs/rules.md", "docs/nova-rules.md"} <= shipped
