"""Issue 28: notebook 07 (the Ark Nova rules tour) and its zh/fr twins read the engine only through ``from arkwidgets
import nova`` and names the package exports: no import from the engine's modules, nothing underscored, nothing from
``nova.rules`` (the rule functions) or ``nova.hexes``, and every ``nova.<module>.<name>`` it uses is listed in that
module's ``__all__``."""

from __future__ import annotations

import importlib
import re
from pathlib import Path

import nbformat
import pytest

ROOT = Path(__file__).resolve().parents[1]
PATHS = [ROOT / "notebooks" / sub / "07_ark_nova_rules_tour.ipynb" for sub in ("", "zh", "fr")]


def code(path: Path) -> str:
    return "\n".join(c.source for c in nbformat.read(path, as_version=4).cells if c.cell_type == "code")


@pytest.mark.parametrize("path", PATHS, ids=["en", "zh", "fr"])
def test_notebook_07_imports_only_the_nova_package(path: Path) -> None:
    source = code(path)
    imports = re.findall(r"^\s*(?:from\s+(\S+)\s+import|import\s+(\S+))", source, re.MULTILINE)
    modules = {a or b for a, b in imports}
    assert modules <= {"arkwidgets", "dataclasses", "IPython.display"}, modules  # SVG shows a drawing
    assert not re.search(r"\.\s*_[A-Za-z]", source), "an underscored attribute is read"
    assert not re.search(r"\bnova\.(rules|hexes)\b", source)


def test_every_nova_module_name_notebook_07_uses_is_exported() -> None:
    """Each ``nova.<module>.<name>`` of the English notebook is in the module's ``__all__`` (so a rename inside the
    engine that drops it from the public list fails here, not in a learner's notebook)."""
    used = set(re.findall(r"\bnova\.([a-z]+)\.([A-Za-z_]+)", code(PATHS[0])))
    assert used, "the notebook reads no nova module name at all"
    for module, name in sorted(used):
        exported = importlib.import_module(f"arkwidgets.nova.{module}").__all__
        assert name in exported, f"nova.{module}.{name} is not exported"
