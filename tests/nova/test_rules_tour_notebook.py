"""The Ark Nova rules tour (notebooks/07_ark_nova_rules_tour.ipynb), checked without a kernel.

Running it is nbval's job (``pytest --nbval-lax notebooks/07_ark_nova_rules_tour.ipynb``); these checks read its
JSON: every rule id of every N- area appears in it (the areas and ids come from ``arkwidgets/nova/rule_ids.txt``),
each rulebook example EX-1 … EX-21 is replayed in a checked code cell of its own, and every checked cell keeps the
output nbval compares. Compare tests/test_notebooks.py, which checks the Ark tour the same way.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

import arkwidgets.nova

ROOT = Path(__file__).resolve().parents[2]
TOUR = ROOT / "notebooks" / "07_ark_nova_rules_tour.ipynb"
IDS = Path(arkwidgets.nova.__file__).parent / "rule_ids.txt"
CHECK = "# NBVAL_CHECK_OUTPUT"

#: Rule ids the tour names but cannot show with the engine. Keep this short, each with its reason.
NOT_SHOWN = {
    # The solo challenge is a series of three games from one shrinking set of cards; the engine plays one game at
    # a time, so there is no position in which these rules act (the tour says so in its closing cell).
    "N-SOLO-14": "the three-game solo challenge is outside a single game",
    "N-SOLO-15": "the third challenge game's bonus tiles: outside a single game",
    "N-SOLO-16": "the challenge's removed cards and total score: outside a single game",
}


def load() -> dict:
    return json.loads(TOUR.read_text(encoding="utf-8"))


def source(cell: dict) -> str:
    return "".join(cell["source"]) if isinstance(cell["source"], list) else cell["source"]


def rule_ids() -> list[str]:
    """Every N-<AREA>-n id of the rule book, in its order (decisions ND-, examples EX- and NC- are not areas)."""
    lines = [line.strip() for line in IDS.read_text(encoding="utf-8").splitlines()]
    return [line for line in lines if re.fullmatch(r"N-[A-Z]+-\d+", line)]


def mentioned(text: str, rule: str) -> bool:
    return re.search(rf"(?<![\w-]){re.escape(rule)}(?![\w-])", text) is not None


def test_every_rule_id_appears_in_the_tour() -> None:
    ids = rule_ids()
    assert len(ids) > 150 and {"N-COMP-1", "N-BUILD-18", "N-SOLO-16", "N-KEY-7"} <= set(ids)
    assert set(NOT_SHOWN) <= set(ids), "the allow-list names an id the rule book does not have"
    text = "\n".join(source(c) for c in load()["cells"])
    missing = [rule for rule in ids if rule not in NOT_SHOWN and not mentioned(text, rule)]
    assert not missing, f"the tour never names {missing}"


def test_every_area_has_checked_engine_output_naming_its_ids() -> None:
    """Most ids appear in what the engine itself printed (a verdict or an event), not only in the prose."""
    shown = "\n".join("".join(o.get("text", "")) for c in load()["cells"] if c["cell_type"] == "code"
                      for o in c.get("outputs", []))
    printed = set(re.findall(r"\b(N-[A-Z]+-\d+)\b", shown))
    areas = {rule.rsplit("-", 1)[0] for rule in rule_ids()}
    assert all(any(p.startswith(area + "-") for p in printed) for area in areas - {"N-ICON"})
    assert len(printed) >= 120


@pytest.mark.parametrize("number", range(1, 22))
def test_every_worked_example_has_its_own_checked_cell(number: int) -> None:
    example = f"EX-{number}"
    cells = [c for c in load()["cells"] if c["cell_type"] == "code" and mentioned(source(c), example)]
    own = [c for c in cells if set(re.findall(r"\bEX-\d+\b", source(c))) == {example}]
    assert own, f"no code cell of its own replays {example}"
    for cell in own:
        assert source(cell).startswith(CHECK), f"{example}'s cell is not checked by nbval"
        assert cell["outputs"], f"{example}'s cell has no stored output"


def test_checked_cells_keep_their_output_and_no_other_cell_does() -> None:
    nb = load()
    assert nb["metadata"]["kernelspec"]["name"] == "python3" and "widgets" not in nb["metadata"]
    checked = 0
    for cell in (c for c in nb["cells"] if c["cell_type"] == "code"):
        text = source(cell)
        if text.startswith(CHECK):
            checked += 1
            assert cell["outputs"] and cell["execution_count"] is not None, text
            for output in cell["outputs"]:
                assert output["output_type"] == "stream", (output["output_type"], text)
                assert "0x" not in "".join(output.get("text", "")), f"an object address would change:\n{text}"
        else:
            assert not cell["outputs"], f"only checked cells keep outputs:\n{text}"
    assert checked >= 60


def test_every_game_is_seeded_and_no_underscored_engine_attribute_is_used() -> None:
    code = "\n".join(source(c) for c in load()["cells"] if c["cell_type"] == "code")
    calls = re.findall(r"(?:Game\.new|RandomBot|GameWidget|simulate)\(([^()]*(?:\([^()]*\)[^()]*)*)\)", code)
    assert calls and all("seed" in call for call in calls), calls
    assert not re.search(r"\.\s*_[a-z]", code), "the tour reads an underscored attribute"
