"""Link every rule id the README, the docs and the notebooks mention to its anchor in docs/rules.md.

A rule id in prose (``P-4``, ``T-1a``, ``D-12``) becomes ``[P-4](docs/rules.md#p-4)``, with the path relative to
the file. Ids inside code (backticks, fenced blocks), in headings or already inside a link are left alone, and only
ids the rulebook knows (:data:`arkwidgets.rulebook.RULES`) are linked. Running it twice changes nothing; the tests
run it on every file and fail if it would change one, so a new mention without a link is caught.

    python tools/link_rules.py            # rewrite the files in place
"""

from __future__ import annotations

import json
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
_TOKEN = re.compile(r"\[[^\]]*\]\([^)]*\)|<[^>]*>|(?<![\w-])([STPARFED]-\d+[a-c]?)(?![\w-])")


def _rules() -> dict[str, str]:
    import sys

    sys.path.insert(0, str(ROOT))
    from arkwidgets.rulebook import RULES

    return RULES


def link_line(line: str, target: str, known: dict[str, str]) -> str:
    """One line of markdown with its bare rule ids linked to ``target#id`` (code spans untouched)."""
    parts = line.split("`")
    for k in range(0, len(parts), 2):  # even parts are outside code spans
        parts[k] = _TOKEN.sub(
            lambda m: f"[{m.group(1)}]({target}#{m.group(1).lower()})" if m.group(1) in known else m.group(0),
            parts[k],
        )
    return "`".join(parts)


def link_markdown(text: str, target: str, known: dict[str, str] | None = None) -> str:
    """A markdown text with its bare rule ids linked (fenced code blocks and headings untouched)."""
    known = known if known is not None else _rules()
    out = []
    fenced = False
    for line in text.split("\n"):
        if line.lstrip().startswith("```"):
            fenced = not fenced
            out.append(line)
        elif fenced or line.lstrip().startswith("#"):
            out.append(line)
        else:
            out.append(link_line(line, target, known))
    return "\n".join(out)


def targets() -> list[tuple[Path, str]]:
    """The files to link and the path from each to docs/rules.md."""
    files = [(ROOT / "README.md", "docs/rules.md")]
    files += [(p, "rules.md") for p in sorted((ROOT / "docs").glob("*.md")) if p.name != "rules.md"]
    files += [(p, "../docs/rules.md") for p in sorted((ROOT / "notebooks").glob("*.ipynb"))]
    return files


def linked(path: Path, target: str) -> str:
    """The file's text with its rule ids linked (for a notebook: only its markdown cells)."""
    text = path.read_text(encoding="utf-8")
    known = _rules()
    if path.suffix != ".ipynb":
        return link_markdown(text, target, known)
    nb = json.loads(text)
    for cell in nb["cells"]:
        if cell["cell_type"] == "markdown":
            source = "".join(cell["source"])
            new = link_markdown(source, target, known)
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
