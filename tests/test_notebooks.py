"""Hygiene of the teaching notebooks (running them is nbval's job: ``pytest --nbval-lax notebooks/``).

These checks are fast and need no kernel: every notebook in ``notebooks/`` and its language subfolders (found by
glob, so a new one is covered the day it lands) is committed without volatile outputs, keeps the checked outputs
nbval compares and seeds every game; the Ark rules tour covers every rule id; the classroom apps (Ark and Ark Nova,
in English, Chinese and French) show no code but one cell; the first Ark Nova notebook plays the Cards, Build
and Animals actions with checked verdicts.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

NOTEBOOKS = Path(__file__).resolve().parent.parent / "notebooks"
#: The English notebooks and, as "zh/01_first_game" …, their generated Chinese and French twins (subfolders).
NAMES = sorted(
    path.relative_to(NOTEBOOKS).with_suffix("").as_posix()
    for path in NOTEBOOKS.glob("**/*.ipynb")
    if not any(part.startswith(".") for part in path.relative_to(NOTEBOOKS).parts)
)
TRANSLATED = sorted({name.split("/")[0] for name in NAMES if "/" in name})
CLASSROOM_APPS = ["05_classroom_app", "08_ark_nova_classroom_app"]  # Voila shows their outputs only
CLASSROOM_APPS += [f"{lang}/{app}" for lang in TRANSLATED for app in ("05_classroom_app", "08_ark_nova_classroom_app")]
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
    starts = r"(?:Game\.new|RandomBot|GameWidget|ClassroomApp|simulate)"
    calls = re.findall(starts + r"\(([^()]*(?:\([^()]*\)[^()]*)*)\)", code)
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


def test_every_notebook_is_found():
    assert {"01_first_game", "05_classroom_app", "06_ark_nova_first_zoo", "08_ark_nova_classroom_app"} <= set(NAMES)
    for lang in ("zh", "fr"):
        twins = ["01_first_game", "02_rules_tour", "03_whatif_lab", "04_inside_the_engine", "05_classroom_app",
                 "06_ark_nova_first_zoo", "08_ark_nova_classroom_app"]
        assert {f"{lang}/{name}" for name in twins} <= set(NAMES)


@pytest.mark.parametrize("name", CLASSROOM_APPS)
def test_the_classroom_app_is_one_cell_under_a_title(name):
    nb = load(name)
    kinds = [c["cell_type"] for c in nb["cells"]]
    assert kinds == ["markdown", "code"]
    assert re.search(r"\b(GameWidget|ClassroomApp)\(", source(nb["cells"][1]))
    assert not nb["cells"][1]["outputs"]


def test_the_nova_classroom_app_plays_against_a_bot_or_solo():
    code = source(load("08_ark_nova_classroom_app")["cells"][1])
    # the app's two modes are tested in tests/nova/test_classroom_app.py
    assert "from arkwidgets import nova" in code and re.search(r"nova\.ClassroomApp\(seed=\d+\)", code)


def test_the_first_zoo_plays_cards_build_and_animals():
    nb = load("06_ark_nova_first_zoo")
    code = "\n".join(source(c) for c in code_cells(nb))
    checked = [c for c in code_cells(nb) if source(c).startswith(CHECK)]
    shown = "\n".join("".join(o.get("text", "")) for c in checked for o in c["outputs"])
    for action in ("cards", "build", "animals"):
        assert re.search(rf"\] Ann uses {action}\b", shown, re.IGNORECASE), \
            f"06 does not play the {action} action in a checked cell"
    assert re.search(r"illegal — N-BUILD-8", shown), "06 shows no refused building with its rule id"
    assert re.search(r"build enclosure-3 \S+ r\d", code) and "game.check(" in code
    assert "[N-BUILD-2]" in shown and "[N-ANIM-9]" in shown and "[N-CARDS-2]" in shown
    assert "N-SOLO-10" in shown, "06 reaches the break"
    assert "nova.render(" in code and "nova.GameWidget(" in code
    for cell in code_cells(nb):  # pictures and widgets are never compared
        if "nova.render(" in source(cell) or "GameWidget(" in source(cell):
            assert not source(cell).startswith(CHECK)
    assert len(checked) >= 12


def test_the_plots_are_not_compared():
    for cell in code_cells(load("04_inside_the_engine")):
        if "plt." in source(cell):
            assert not source(cell).startswith(CHECK)
