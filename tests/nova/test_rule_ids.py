"""Which rule ids the Ark Nova tests name: every id named must exist; the ids no test names yet are listed.

Run with ``pytest -s`` to see the list. Ids come from the package's copy of the specification's list,
``arkwidgets/nova/rule_ids.txt`` (``python tools/check_shared.py ../shared`` compares it with the specification
where that is beside the clone), plus the project's decisions in
``docs/nova-decisions.md`` and the project's own rules (``rulebook.OWN_AREAS``: the advanced maps, N-MAPX). A test
names an id in its text (``N-CARDS-3``, ``N-CARDS-3/-5``, ``N-CARDS-3, -5``) or in its function name
(``test_n_cards_3_…``, ``test_n_break_1_2_3_…``, ``test_ex_2_…``, ``test_nd_23_…``).
"""

from __future__ import annotations

import re
from pathlib import Path

import arkwidgets.nova
from arkwidgets.nova.rulebook import OWN_AREAS, RULES

ROOT = Path(__file__).resolve().parents[2]
COPY = Path(arkwidgets.nova.__file__).parent / "rule_ids.txt"
DECISIONS = ROOT / "docs" / "nova-decisions.md"
TESTS = Path(__file__).resolve().parent
PACKAGE = Path(arkwidgets.nova.__file__).parent

_NAMED = re.compile(r"\b(N-[A-Z]+|ND|EX)-(\d+)((?:\s*(?:/|,|…|and)\s*-\d+)*)")
_TEST_NAME = re.compile(r"(?<![a-z])(n_[a-z]+|nd|ex)((?:_\d+)+)(?=_|\b)")


def spec_ids() -> set[str]:
    ids = {line.strip() for line in COPY.read_text(encoding="utf-8").splitlines()
           if line.strip() and not line.startswith("#")}
    if DECISIONS.exists():
        ids |= {f"ND-{n}" for n in re.findall(r"^\| ND-(\d+) \|", DECISIONS.read_text(encoding="utf-8"), re.MULTILINE)}
    return ids | {r for r in RULES if r.rpartition("-")[0] in OWN_AREAS}


def named_in(text: str) -> set[str]:
    found = set()
    for prefix, number, more in _NAMED.findall(text):
        found.add(f"{prefix}-{number}")
        found.update(f"{prefix}-{m}" for m in re.findall(r"-(\d+)", more))
    for prefix, numbers in _TEST_NAME.findall(text):  # test_n_break_1_2_3_… names N-BREAK-1, -2 and -3
        found.update(f"{prefix.upper().replace('_', '-')}-{n}" for n in numbers.strip("_").split("_"))
    return found


def test_every_id_a_test_names_exists_and_list_the_unnamed_ones() -> None:
    known = spec_ids()
    named: dict[str, set[str]] = {}
    for path in sorted(TESTS.glob("*.py")):
        for rule in named_in(path.read_text(encoding="utf-8")):
            named.setdefault(rule, set()).add(path.name)
    unknown = {rule: sorted(files) for rule, files in named.items() if rule not in known}
    assert not unknown, f"tests name ids the specification does not define (typos?): {unknown}"
    rules = sorted((r for r in known if r.startswith("N-")), key=_order)
    missing = [r for r in rules if r not in named]
    examples = sorted((r for r in known if r.startswith("EX-")), key=_order)
    print(f"\nArk Nova rule ids named by tests: {len(rules) - len(missing)} of {len(rules)}; "
          f"examples: {sum(1 for e in examples if e in named)} of {len(examples)}")
    print("not named yet:", " ".join(missing) or "none")
    print("examples not named yet:", " ".join(e for e in examples if e not in named) or "none")


def test_every_rule_id_the_engine_uses_exists() -> None:
    """Violations and events carry ids of the specification or of docs/nova-decisions.md, never invented ones."""
    known = spec_ids()
    used: dict[str, set[str]] = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        for rule in re.findall(r"[\"'](N-[A-Z]+-\d+|ND-\d+)[\"']", path.read_text(encoding="utf-8")):
            used.setdefault(rule, set()).add(path.name)
    unknown = {rule: sorted(files) for rule, files in used.items() if rule not in known}
    assert not unknown, f"the engine uses ids the specification does not define: {unknown}"


def _order(rule: str) -> tuple[str, int]:
    head, _, number = rule.rpartition("-")
    return head, int(number)
