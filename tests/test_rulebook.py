"""Issue 10 point 6: the rules live in the repository (docs/rules.md, every id an anchor), the README, docs and
notebooks link their rule ids there, and the drawing's and the widget's rule-id labels carry the one-line summary
from the one source, arkwidgets/ark/rulebook.py."""

from __future__ import annotations

import importlib.util
import re
from pathlib import Path

import pytest

import arkwidgets as ark
from arkwidgets.ark.rulebook import RULES, anchor, summary, titled
from arkwidgets.i18n import language

ROOT = Path(__file__).resolve().parents[1]
RULES_MD = (ROOT / "docs" / "rules.md").read_text(encoding="utf-8")


def _linker():
    spec = importlib.util.spec_from_file_location("link_rules", ROOT / "tools" / "link_rules.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)  # type: ignore[union-attr]
    return module


def _entries() -> dict[str, str]:
    """Heading id → the quoted one-line summary under it, as docs/rules.md writes them."""
    return dict(re.findall(r"^### ([A-Z]-\d+[a-c]?)\n\n> (.+)$", RULES_MD, flags=re.M))


def test_docs_rules_md_is_what_the_rulebook_writes():
    """docs/rules.md is generated from arkwidgets/ark/rulebook.tsv, the format both games' rulebooks share."""
    from arkwidgets.ark.rulebook import rules_page

    assert rules_page() == RULES_MD, "docs/rules.md is stale: python -m arkwidgets.ark.rulebook > docs/rules.md"


def test_every_rule_and_decision_is_in_docs_rules_md_with_the_rulebooks_summary():
    entries = _entries()
    assert list(entries) == list(RULES), "docs/rules.md and arkwidgets/ark/rulebook.py list the same ids, in order"
    for rule_id, line in entries.items():
        assert line == RULES[rule_id], rule_id
    table = (ROOT / "docs" / "decisions.md").read_text(encoding="utf-8")
    decisions = sorted(set(re.findall(r"^\| \[(D-\d+)\]", table, flags=re.M)), key=lambda d: int(d[2:]))
    assert decisions == [f"D-{k}" for k in range(10, 10 + len(decisions))] and len(decisions) >= 15
    # S, T, P, A, R, F, E, the rulebook's D-1 … D-9 and every decision of docs/decisions.md
    assert len(RULES) == 8 + 8 + 7 + 8 + 4 + 3 + 5 + 9 + len(decisions)


def test_every_rule_id_the_engine_cites_is_in_the_rulebook():
    cited = set()
    for path in (ROOT / "arkwidgets" / "ark").glob("*.py"):
        source = path.read_text(encoding="utf-8")
        cited |= set(re.findall(r'Violation\(\s*"([A-Z]-\d+[a-c]?)"', source))
        cited |= set(re.findall(r'make\("[a-z-]+", "([A-Z]-\d+[a-c]?)"', source))
    assert len(cited) > 30 and cited <= set(RULES), sorted(cited - set(RULES))


@pytest.mark.parametrize("path, target", _linker().targets(), ids=lambda x: getattr(x, "name", str(x)))
def test_docs_readme_and_notebooks_link_every_rule_id_to_docs_rules_md(path: Path, target: str):
    """Running tools/link_rules.py would change nothing: every rule id in prose is a link to its anchor."""
    linker = _linker()
    text = path.read_text(encoding="utf-8")
    assert linker.linked(path, target) == text, f"run python tools/link_rules.py ({path.name} has a bare rule id)"
    assert "shared/spec" not in text  # the old link pointed outside the repository
    for rule_id in re.findall(r"\]\((?:\.\./)?(?:docs/)?rules\.md#([a-z]-\d+[a-c]?)\)", text):
        assert rule_id.upper() in RULES or rule_id.upper()[:-1] + rule_id[-1] in RULES, rule_id


def test_the_linker_leaves_code_headings_and_links_alone():
    linker = _linker()
    text = "# P-4 heading\nsee P-4 and `P-5` and [P-6](x.md)\n```\nP-7\n```\nND-45 stays, T-1a links"
    assert linker.link_markdown(text, "rules.md") == (
        "# P-4 heading\nsee [P-4](rules.md#p-4) and `P-5` and [P-6](x.md)\n```\nP-7\n```\n"
        "ND-45 stays, [T-1a](rules.md#t-1a) links"
    )


def test_summaries_translate_and_anchor():
    assert summary("P-3") == "The tilt must stay between −2 and +2."
    assert titled("P-3").startswith("P-3: The tilt")
    assert anchor("T-1a") == "docs/rules.md#t-1a"
    assert summary("Q-9") == "" and titled("Q-9") == "Q-9"
    with language("zh"):
        assert "倾斜" in summary("P-3")
    with language("fr"):
        assert "inclinaison" in summary("P-3")


def test_the_drawings_rule_ids_carry_their_summaries():
    a = ark.Ark.parse("T: zebra / B: elephant")
    targets = {"T1": a.check("lion", "T1"), "T2": a.check("lion", "T2")}
    assert "P-4" in targets["T1"].rules
    svg = ark.render(a, targets=targets)
    assert f"<title>{titled('P-4')}" in svg
    zh = ark.render(a, targets=targets, lang="zh")
    with language("zh"):
        assert f"<title>{titled('P-4')}" in zh


def test_the_widgets_rule_ids_carry_their_summaries():
    from arkwidgets.ark.widgets.common import rule_title

    assert rule_title("P-6") == f' title="{titled("P-6")}"'
    with language("fr"):
        assert "peureux" in rule_title("P-6")
