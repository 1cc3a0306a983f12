"""Link every rule id the README, the docs and the notebooks mention to its anchor: Ark's and Ark Nova's.

An Ark rule id in prose (``P-4``, ``T-1a``, ``D-12``) becomes ``[P-4](docs/rules.md#p-4)``; an Ark Nova id
(``N-BUILD-10``, ``ND-24``, ``EX-4``, ``NC-9``) becomes ``[N-BUILD-10](docs/nova-rules.md#n-build-10)``, and one
of the project's own Ark Nova decisions (``ND-45`` onward) a link to ``docs/nova-decisions.md``, whose table has
no anchor per row. Paths are relative to the file. Ids inside code (backticks, fenced blocks), in headings or
already inside a link are left alone, and only ids a rulebook knows are linked (:data:`arkwidgets.ark.rulebook.RULES`;
:data:`arkwidgets.nova.rulebook.RULES` and the decisions table). An id is read whole, so ``N-SET-1`` is never Ark's
``T-1`` and ``ND-12`` never Ark's ``D-12``. Running it twice changes nothing; the tests run it on every file and fail
if it would change one, so a new mention without a link is caught.

    python tools/link_rules.py            # rewrite the files in place
"""

from __future__ import annotations

import json
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
#: A link, an HTML tag, or a rule id standing on its own: Ark Nova's (group 1) or Ark's (group 2).
_TOKEN = re.compile(
    r"\[[^\]]*\]\([^)]*\)|<[^>]*>|(?<![\w-])(?:((?:N-[A-Z]+|ND|EX|NC)-\d+)|([STPARFED]-\d+[a-c]?))(?![\w-])"
)
_DECISION_ROW = re.compile(r"^\| ND-(\d+) \|", re.MULTILINE)
#: Pages written by a generator, which links them itself or not at all: only Ark's ids are checked there.
GENERATED = {"nova-coverage.md"}


def _rules() -> dict[str, str]:
    import sys

    sys.path.insert(0, str(ROOT))
    from arkwidgets.ark.rulebook import RULES

    return dict(RULES)


def own_decisions() -> set[str]:
    """The project's Ark Nova decisions (ND-45 onward), as the table of docs/nova-decisions.md lists them."""
    path = ROOT / "docs" / "nova-decisions.md"
    text = path.read_text(encoding="utf-8") if path.exists() else ""
    return {f"ND-{n}" for n in _DECISION_ROW.findall(text)}


def nova_rules() -> dict[str, str]:
    """Every Ark Nova id the linker links: the rulebook's (to nova-rules.md) and the project's own decisions."""
    import sys

    sys.path.insert(0, str(ROOT))
    from arkwidgets.nova.rulebook import RULES

    return {**RULES, **dict.fromkeys(own_decisions(), "")}


def _nova_href(rule_id: str, nova_target: str) -> str:
    number = rule_id[3:]
    if rule_id.startswith("ND-") and int(number) > 44:  # the project's own: a row of docs/nova-decisions.md
        return nova_target.replace("nova-rules.md", "nova-decisions.md")
    return f"{nova_target}#{rule_id.lower()}"


def link_line(
    line: str, target: str, known: dict[str, str], nova_target: str | None = None, nova: dict[str, str] | None = None
) -> str:
    """One line of markdown with its bare rule ids linked (code spans untouched).

    Ark's ids go to ``target#id``; Ark Nova's only when ``nova_target`` (the path to nova-rules.md) is given, and
    only those in ``nova``.
    """

    def link(m: re.Match[str]) -> str:
        nova_id, ark_id = m.group(1), m.group(2)
        if ark_id is not None and ark_id in known:
            return f"[{ark_id}]({target}#{ark_id.lower()})"
        if nova_id is not None and nova_target is not None and nova is not None and nova_id in nova:
            return f"[{nova_id}]({_nova_href(nova_id, nova_target)})"
        return m.group(0)

    parts = line.split("`")
    for k in range(0, len(parts), 2):  # even parts are outside code spans
        parts[k] = _TOKEN.sub(link, parts[k])
    return "`".join(parts)


def link_markdown(
    text: str,
    target: str,
    known: dict[str, str] | None = None,
    nova_target: str | None = None,
    nova: dict[str, str] | None = None,
) -> str:
    """A markdown text with its bare rule ids linked (fenced code blocks and headings untouched).

    Without ``nova_target`` only Ark's ids are linked; with it Ark Nova's too (``nova`` defaults to every known
    Ark Nova id).
    """
    known = known if known is not None else _rules()
    if nova_target is not None and nova is None:
        nova = nova_rules()
    out = []
    fenced = False
    for line in text.split("\n"):
        if line.lstrip().startswith("```"):
            fenced = not fenced
            out.append(line)
        elif fenced or line.lstrip().startswith("#"):
            out.append(line)
        else:
            out.append(link_line(line, target, known, nova_target, nova))
    return "\n".join(out)


def targets() -> list[tuple[Path, str]]:
    """The files to link and the path from each to docs/rules.md (nova-rules.md lies beside it)."""
    files = [(ROOT / "README.md", "docs/rules.md")]
    files += [(p, "rules.md") for p in sorted((ROOT / "docs").glob("*.md")) if p.name != "rules.md"]
    files += [(p, "../docs/rules.md") for p in sorted((ROOT / "notebooks").glob("*.ipynb"))]
    return files


def nova_target(path: Path, target: str) -> str | None:
    """The path from ``path`` to docs/nova-rules.md, or None where Ark Nova ids are not linked (generated pages)."""
    if path.name in GENERATED:
        return None
    return target[: -len("rules.md")] + "nova-rules.md"


def linked(path: Path, target: str) -> str:
    """The file's text with its rule ids linked (for a notebook: only its markdown cells)."""
    text = path.read_text(encoding="utf-8")
    known = _rules()
    to_nova = nova_target(path, target)
    nova = nova_rules() if to_nova is not None else None
    if nova is not None and path.name == "nova-decisions.md":  # its own decisions are its rows: no self-links
        nova = {rule_id: s for rule_id, s in nova.items() if rule_id not in own_decisions()}
    if path.suffix != ".ipynb":
        return link_markdown(text, target, known, to_nova, nova)
    nb = json.loads(text)
    for cell in nb["cells"]:
        if cell["cell_type"] == "markdown":
            source = "".join(cell["source"])
            new = link_markdown(source, target, known, to_nova, nova)
            if new != source:
                cell["source"] = new.splitlines(keepends=True)
    return json.dumps(nb, indent=1, ensure_ascii=False) + "\n"


def main() -> int:
    for path, target in targets():
        new = linked(path, target)
        if new != path.read_text(encoding="utf-8"):
            path.write_text(new, encoding="utf-8")
            print("linked", path.relative_to(ROOT))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
