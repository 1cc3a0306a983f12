"""Compare the repository's copy of the project's shared truth files with the shared folder they were copied from.

    python tools/check_shared.py ../shared          # the folder holding nova/ and spec/ (default: ../shared)
    python tools/check_shared.py ../shared/nova     # the same: the folder above nova/ is taken

The repository carries everything its tests need; the shared folder (the cross-checked Ark Nova data in ``nova/``
and the rule specification ``spec/nova-rules.md``) lives beside some clones only. What was once a set of tests
skipped on every other clone is this tool, run by whoever has the folder, after changing either side:

1. every data file of ``arkwidgets/nova/data/`` (the CSV and JSON files, the maps, README.md, validate.py) is
   byte-identical to ``nova/<file>``;
2. ``arkwidgets/nova/rule_ids.txt`` lists exactly the ids ``spec/nova-rules.md`` defines;
3. every summary and note of ``arkwidgets/nova/rulebook.tsv`` is written in the project's own words: none repeats a
   run of 9 words of the specification's entry for the same id (lists of numbers or names may agree).

Exit status 0 when all agree, 1 when something differs (each difference one line), 2 when the folder is missing.
"""

from __future__ import annotations

import argparse
import filecmp
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT / "arkwidgets" / "nova" / "data"
RULE_IDS = ROOT / "arkwidgets" / "nova" / "rule_ids.txt"
#: The data files the package copies from ``nova/`` (its own ``__init__.py`` is not one of them).
DATA_FILES = (
    "animals.csv", "sponsors.csv", "projects.csv", "final_scoring.csv", "tracks.json", "README.md", "validate.py",
    *(f"maps/{m}.json" for m in ("A", "0", "1", "2", "3", "4", "5", "6", "7", "8")),
)  # fmt: skip
_DEFINED = re.compile(r"^- (N-[A-Z]+-\d+|ND-\d+|EX-\d+|NC-\d+) ", re.MULTILINE)
_ENTRY = re.compile(r"^- ((?:N-[A-Z]+|ND|EX|NC)-\d+) (.*?)(?=\n- |\n\n|\n## |\Z)", re.S | re.M)
RUN = 9  # words in a row that count as copied


def shared_root(path: Path) -> Path:
    """The folder holding ``nova/`` and ``spec/``: ``path`` itself, or its parent when ``path`` is ``…/nova``."""
    if not (path / "nova").is_dir() and path.name == "nova":
        return path.parent
    return path


def package_ids() -> set[str]:
    return {line.strip() for line in RULE_IDS.read_text(encoding="utf-8").splitlines()
            if line.strip() and not line.startswith("#")}


def data_differences(nova: Path) -> list[str]:
    """One line per data file that is missing from ``nova`` or differs from the package's copy."""
    problems = []
    for name in DATA_FILES:
        theirs = nova / name
        if not theirs.is_file():
            problems.append(f"{name}: not in {nova}")
        elif not filecmp.cmp(DATA / name, theirs, shallow=False):
            problems.append(f"{name}: arkwidgets/nova/data/{name} differs from {theirs} (copy it over)")
    return problems


def id_differences(spec_text: str) -> list[str]:
    """The ids the specification defines and rule_ids.txt lacks, and the other way round."""
    spec, copy = set(_DEFINED.findall(spec_text)), package_ids()
    problems = [f"{rule}: defined by the specification, missing from arkwidgets/nova/rule_ids.txt"
                for rule in sorted(spec - copy)]
    problems += [f"{rule}: in arkwidgets/nova/rule_ids.txt, not defined by the specification"
                 for rule in sorted(copy - spec)]
    return problems


def _words(text: str) -> list[str]:
    return re.findall(r"[\w'’-]+|[^\w\s]", text.lower())


def copied_runs(source: str, text: str, n: int = RUN) -> list[str]:
    """The runs of ``n`` words ``text`` shares with ``source`` (not counting lists of numbers or names)."""
    words = _words(" ".join(source.split()))
    grams = {tuple(words[i : i + n]) for i in range(len(words) - n + 1)}
    mine = _words(text)
    return [" ".join(gram) for gram in (tuple(mine[i : i + n]) for i in range(len(mine) - n + 1))
            if gram in grams and gram.count(",") < 3 and sum(t == "," or t.isdigit() for t in gram) < 4]


def wording_differences(spec_text: str) -> list[str]:
    """One line per summary or note of the rulebook that repeats the specification's words."""
    sys.path.insert(0, str(ROOT))  # this checkout's package, whatever is installed
    from arkwidgets.nova.rulebook import NOTES, RULES

    entries = dict(_ENTRY.findall(spec_text))
    problems = []
    for rule_id, source in entries.items():
        for what, text in (("summary", RULES.get(rule_id, "")), ("note", NOTES.get(rule_id, ""))):
            runs = copied_runs(source, text)
            if runs:
                problems.append(f"{rule_id}: the {what} repeats the specification ({len(runs)} runs of {RUN} words, "
                                f"first {runs[0]!r})")
    return problems


def check(shared: Path) -> list[str]:
    """Every difference between the repository and the shared folder, one line each (empty: they agree)."""
    spec = (shared / "spec" / "nova-rules.md").read_text(encoding="utf-8")
    return data_differences(shared / "nova") + id_differences(spec) + wording_differences(spec)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python tools/check_shared.py", description=__doc__.split("\n\n")[0])
    parser.add_argument("shared", nargs="?", default=str(ROOT.parent / "shared"),
                        help="the shared folder, holding nova/ and spec/ (default: ../shared beside the clone)")
    args = parser.parse_args(argv)
    shared = shared_root(Path(args.shared))
    missing = [p for p in (shared / "nova", shared / "spec" / "nova-rules.md") if not p.exists()]
    if missing:
        print(f"check_shared: {', '.join(map(str, missing))} not found: give the shared folder "
              "(the one holding nova/ and spec/)", file=sys.stderr)
        return 2
    problems = check(shared)
    for line in problems:
        print(line)
    print(f"{shared}: {len(DATA_FILES)} data files, the rule ids and the rulebook's wording: "
          + (f"{len(problems)} differences" if problems else "the repository agrees"))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
