"""Ark Nova's rules live in the repository: docs/nova-rules.md lists every id of the rulebook (rule_ids.txt) with the
one-line summary of arkwidgets/nova/rulebook.py, is generated from it, and the docs link every Ark Nova id there
(tools/link_rules.py), without ever mistaking one for an Ark id."""

from __future__ import annotations

import ast
import importlib.util
import re
import subprocess
import sys
from pathlib import Path

import pytest

import arkwidgets.nova
from arkwidgets.nova import rulebook
from arkwidgets.nova.rulebook import OWN_AREAS, RULES, anchor, summary, titled

ROOT = Path(__file__).resolve().parents[2]
DOCS = ROOT / "docs"
PAGE = DOCS / "nova-rules.md"
IDS = [
    line.strip()
    for line in (Path(arkwidgets.nova.__file__).parent / "rule_ids.txt").read_text(encoding="utf-8").splitlines()
    if line.strip() and not line.startswith("#")
]
_ENTRY = re.compile(r"^### ((?:N-[A-Z]+|ND|EX|NC)-\d+)\n\n> (.*)$", re.MULTILINE)
_LINK = re.compile(r"\[([^\]]*)\]\(([^)\s]*)\)")


def _linker():
    spec = importlib.util.spec_from_file_location("link_rules", ROOT / "tools" / "link_rules.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)  # type: ignore[union-attr]
    return module


def _anchors(text: str) -> set[str]:
    """The anchors GitHub makes for a page's headings (enough for the headings of these pages)."""
    out = set()
    for heading in re.findall(r"^#+ (.+)$", text, flags=re.MULTILINE):
        slug = re.sub(r"[^\w\- ]", "", heading.strip().lower()).replace(" ", "-")
        out.add(slug)
    return out


def _own_decisions() -> list[str]:
    text = (DOCS / "nova-decisions.md").read_text(encoding="utf-8")
    return [f"ND-{n}" for n in re.findall(r"^\| ND-(\d+) \|", text, flags=re.MULTILINE)]


def _own_rule(rule_id: str) -> bool:
    return rule_id.rpartition("-")[0] in OWN_AREAS


def test_the_page_lists_exactly_the_rule_ids_in_order_each_with_its_summary():
    """The rulebook's ids (rule_ids.txt) in order, and the project's own rule ids (N-MAPX-1 … -8, the advanced maps'
    abilities) in their own area after N-MAP."""
    page = PAGE.read_text(encoding="utf-8")
    entries = _ENTRY.findall(page)
    assert [rule_id for rule_id, _ in entries] == list(RULES), "docs/nova-rules.md lists the rulebook's ids, in order"
    assert [r for r in RULES if not _own_rule(r)] == IDS
    own = [r for r in RULES if _own_rule(r)]
    assert own == [f"N-MAPX-{n}" for n in range(1, 9)] and not set(own) & set(IDS)
    assert list(RULES).index("N-MAPX-1") == list(RULES).index("N-MAP-10") + 1
    for rule_id, line in entries:
        assert line.strip() and line == RULES[rule_id], rule_id
    assert len(IDS) == 314 and IDS.count("ND-44") == 1 and "ND-45" not in RULES


def test_the_page_is_what_the_generator_writes():
    done = subprocess.run(
        [sys.executable, "-m", "arkwidgets.nova.rulebook"],
        capture_output=True, text=True, encoding="utf-8", cwd=ROOT, timeout=60, check=True,
    )  # fmt: skip
    assert done.stdout == PAGE.read_text(encoding="utf-8"), (
        "docs/nova-rules.md is stale: python -m arkwidgets.nova.rulebook > docs/nova-rules.md"
    )


def test_the_page_lists_the_projects_own_decisions_by_linking_to_nova_decisions_md():
    page = PAGE.read_text(encoding="utf-8")
    listed = re.findall(r"^- \[(ND-\d+)\]\(nova-decisions\.md\): \S", page, flags=re.MULTILINE)
    assert listed == _own_decisions() and listed[0] == "ND-45"
    assert "### ND-45" not in page  # they stay in docs/nova-decisions.md


def test_summaries_titles_and_anchors():
    assert summary("N-BUILD-10").startswith("Two of your kiosks stand at least 3 hexes apart")
    assert titled("N-BUILD-10") == f"N-BUILD-10: {summary('N-BUILD-10')}"
    assert anchor("N-SET-3") == "docs/nova-rules.md#n-set-3"
    assert anchor("ND-44") == "docs/nova-rules.md#nd-44" and anchor("EX-4") == "docs/nova-rules.md#ex-4"
    assert anchor("ND-45") == "docs/nova-decisions.md"
    unknown = "N-SET-" + "99"  # spelled in two pieces: tests/nova/test_rule_ids.py rejects unknown ids in tests
    assert summary(unknown) == "" and titled(unknown) == unknown
    assert all(text and "\n" not in text and "\t" not in text for text in RULES.values())


def test_the_rulebook_is_standard_library_only():
    tree = ast.parse(Path(rulebook.__file__).read_text(encoding="utf-8"))
    imports = {alias.name for node in ast.walk(tree) if isinstance(node, ast.Import) for alias in node.names}
    imports |= {"." * node.level + (node.module or "") for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)}
    # ..rulewords (the words both rulebooks give a rule) imports only the standard library and ..i18n itself
    assert imports <= {"__future__", "re", "textwrap", "pathlib", "..i18n", "..rulewords", "sys"}, imports
    words = ast.parse(Path(rulebook.__file__).parent.parent.joinpath("rulewords.py").read_text(encoding="utf-8"))
    assert {"." * n.level + (n.module or "") for n in ast.walk(words) if isinstance(n, ast.ImportFrom)} \
        <= {"__future__", ".i18n", "collections.abc", "dataclasses", "pathlib", "typing"}


# The summaries' wording is compared with the specification (beside some clones only) by a tool, not a test:
# python tools/check_shared.py ../shared (it says which summary repeats a run of 9 of the specification's words).


# ------------------------------------------------------------------------------------------------ the linker
NOVA_DOCS = sorted(DOCS.glob("nova*.md"))


@pytest.mark.parametrize("path", NOVA_DOCS, ids=lambda p: p.name)
def test_the_linker_leaves_the_nova_docs_unchanged(path: Path):
    linker = _linker()
    text = path.read_text(encoding="utf-8")
    assert linker.linked(path, "rules.md") == text, f"run python tools/link_rules.py ({path.name} has a bare id)"
    assert "shared/spec" not in text


@pytest.mark.parametrize("path, target", _linker().targets(), ids=lambda x: getattr(x, "name", str(x)))
def test_every_link_to_an_ark_nova_rule_reaches_an_existing_anchor(path: Path, target: str):
    anchors = _anchors(PAGE.read_text(encoding="utf-8"))
    own = set(_own_decisions())
    for label, href in _LINK.findall(path.read_text(encoding="utf-8")):
        page, _, fragment = href.partition("#")
        if (page.endswith("nova-rules.md") and fragment) or (path == PAGE and page == "" and fragment):
            assert fragment in anchors, (path.name, href)
            if re.fullmatch(r"(?:N-[A-Z]+|ND|EX|NC)-\d+", label):
                assert fragment == label.lower() and label in RULES, (path.name, label, href)
        elif page.endswith("nova-decisions.md") and re.fullmatch(r"ND-\d+", label):
            assert label in own and not fragment, (path.name, label, href)


def test_every_rule_id_of_the_page_is_an_anchor():
    anchors = _anchors(PAGE.read_text(encoding="utf-8"))
    assert {rule_id.lower() for rule_id in RULES} <= anchors


def test_nova_ids_in_code_headings_and_links_stay_unlinked():
    linker = _linker()
    text = (
        "# N-SET-3 heading\nsee N-SET-3 and `N-SET-4` and [N-SET-5](x.md)\n```\nN-SET-6\n```\n"
        "`code EX-4` then EX-4, NC-9 and ND-24"
    )
    assert linker.link_markdown(text, "rules.md", nova_target="nova-rules.md") == (
        "# N-SET-3 heading\nsee [N-SET-3](nova-rules.md#n-set-3) and `N-SET-4` and [N-SET-5](x.md)\n```\nN-SET-6\n"
        "```\n`code EX-4` then [EX-4](nova-rules.md#ex-4), [NC-9](nova-rules.md#nc-9) and [ND-24](nova-rules.md#nd-24)"
    )


def test_a_nova_id_is_never_taken_for_an_ark_id():
    """ "N-SET-1" holds "T-1" and "ND-12" holds "D-12": each id is read whole."""
    linker = _linker()
    text = "N-SET-1, ND-12, N-X-1 and N-TURN-1 beside Ark's T-1 and D-12"
    assert linker.link_markdown(text, "rules.md") == (
        "N-SET-1, ND-12, N-X-1 and N-TURN-1 beside Ark's [T-1](rules.md#t-1) and [D-12](rules.md#d-12)"
    )
    assert linker.link_markdown(text, "rules.md", nova_target="nova-rules.md") == (
        "[N-SET-1](nova-rules.md#n-set-1), [ND-12](nova-rules.md#nd-12), [N-X-1](nova-rules.md#n-x-1) and "
        "[N-TURN-1](nova-rules.md#n-turn-1) beside Ark's [T-1](rules.md#t-1) and [D-12](rules.md#d-12)"
    )


def test_the_projects_decisions_link_to_their_page_and_unknown_ids_stay_bare():
    linker = _linker()
    unknown = ", ".join(prefix + "999" for prefix in ("ND-", "N-SET-", "EX-", "NC-"))  # not written whole: see above
    out = linker.link_markdown(f"ND-45, ND-44, {unknown}", "../docs/rules.md", nova_target="../docs/nova-rules.md")
    assert out == f"[ND-45](../docs/nova-decisions.md), [ND-44](../docs/nova-rules.md#nd-44), {unknown}"


def test_the_decisions_page_keeps_its_own_rows_bare():
    """docs/nova-decisions.md's first column stays ``| ND-45 |`` (tests/nova/test_rule_ids.py reads it)."""
    text = (DOCS / "nova-decisions.md").read_text(encoding="utf-8")
    assert len(_own_decisions()) >= 17
    assert "[ND-45](" not in text
