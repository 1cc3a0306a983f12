"""Hygiene of the teaching notebooks (running them is nbval's job: ``pytest --nbval-lax notebooks/``).

These checks are fast and need no kernel: the notebooks exist, are committed without volatile outputs, keep the
checked outputs nbval compares, cover every rule id, and the classroom app shows no code but one cell.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

NOTEBOOKS = Path(__file__).resolve().parent.parent / "notebooks"
NAMES = ["01_first_game", "02_rules_tour", "03_whatif_lab", "04_inside_the_engine", "05_classroom_app"]
CHECK = "# NBVAL_CHECK_OUTPUT"


def load(name: str) -> dict:
    return json.loads((NOTEBOOKS / f"{name}.ipynb").read_text(encoding="utf-8"))


def source(cell: dict) -> str:
    return "".join(cell["source"]) if isinstance(cell["source"], list) else cell["source"]


def code_cells(nb: dict) -> list[dict]:
    return [c for c in nb["cells"] if c["cell_type"] == "code"]


@pytest.mark.parametrize("name", NAMES)
def test_committed_without_volatile_outputs(name):
    nb = load(name)
    assert nb["metadata"]["kernelspec"]["name"] == "python3"
    assert "widgets" not in nb["metadata"], "widget state is volatile: strip it"
    for cell in code_cells(nb):
        text = source(cell)
        if text.startswith(CHECK):
            assert cell["outputs"], f"{name}: a checked cell has no stored output to compare:\n{text}"
            assert cell["execution_count"] is not None, "nbval refuses a checked cell without an execution count"
            for output in cell["outputs"]:
                assert output["output_type"] in ("stream", "execute_result"), output["output_type"]
                assert "widget-view" not in json.dumps(output)
        else:
            assert not cell["outputs"], f"{name}: only checked cells keep outputs:\n{text}"


@pytest.mark.parametrize("name", NAMES)
def test_every_game_is_seeded(name):
    code = "\n".join(source(c) for c in code_cells(load(name)))
    calls = re.findall(r"(?:Game\.new|RandomBot|GameWidget|simulate)\(([^()]*(?:\([^()]*\)[^()]*)*)\)", code)
    assert calls, f"{name} starts no game"
    for call in calls:
        assert "seed" in call, f"{name}: unseeded call ({call})"


def test_the_rules_tour_covers_every_rule_id():
    text = "\n".join(source(c) for c in load("02_rules_tour")["cells"])
    ids = ([f"S-{k}" for k in range(1, 9)] + [f"T-{k}" for k in range(1, 4)] + [f"P-{k}" for k in range(1, 8)]
           + [f"A-{k}" for k in range(1, 9)] + [f"R-{k}" for k in range(1, 5)] + [f"F-{k}" for k in range(1, 4)]
           + [f"E-{k}" for k in range(1, 6)])
    missing = [rule for rule in ids if not re.search(rf"\b{rule}\b", text)]
    assert not missing
    assert "majority_points" in text
    checked = [source(c) for c in code_cells(load("02_rules_tour")) if source(c).startswith(CHECK)]
    assert len(checked) >= 25


def test_the_classroom_app_is_one_cell_under_a_title():
    nb = load("05_classroom_app")
    kinds = [c["cell_type"] for c in nb["cells"]]
    assert kinds == ["markdown", "code"]
    assert "GameWidget" in source(nb["cells"][1])


def test_the_plots_are_not_compared():
    for cell in code_cells(load("04_inside_the_engine")):
        if "plt." in source(cell):
            assert not source(cell).startswith(CHECK)
