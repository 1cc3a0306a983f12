"""The README's Binder and JupyterLite links, made from the repository's public address written once in pyproject.toml.

    python tools/badges.py write    # rewrite the block between the README's badge markers
    python tools/badges.py check    # exit 1 (and say so) when the block is not what `write` would write

The address is ``Repository`` in ``[project.urls]``; until the repository is published it is not known, which
pyproject.toml marks with an empty ``repository = ""`` under ``[tool.arkwidgets]``, and the block then says so
plainly instead of linking to a made-up ``OWNER/REPO``. tests/test_readme.py runs the check, so the links cannot
drift from the address.
"""

from __future__ import annotations

import argparse
import re
import sys
import tomllib
from pathlib import Path
from urllib.parse import quote

ROOT = Path(__file__).resolve().parents[1]
README = ROOT / "README.md"
PYPROJECT = ROOT / "pyproject.toml"

START = "<!-- badges: start (written by `python tools/badges.py write` from pyproject.toml; do not edit by hand) -->"
END = "<!-- badges: end -->"

#: The branch Binder builds, and the notebooks the badges open.
BRANCH = "main"
FIRST = "notebooks/01_first_game.ipynb"
APP = "notebooks/05_classroom_app.ipynb"
NOVA_APP = "notebooks/08_ark_nova_classroom_app.ipynb"

LITE = (
    "The whole course also runs with no server at all, in the students' browsers: a JupyterLite site built with "
    "`python tools/lite.py build` and put on any static host ([docs/lite.md](docs/lite.md))."
)


def repository(pyproject: str) -> str | None:
    """The public address from pyproject.toml's text: ``[project.urls] Repository``, else the placeholder
    ``[tool.arkwidgets] repository``; None while it is empty (not known yet)."""
    data = tomllib.loads(pyproject)
    urls = data.get("project", {}).get("urls", {})
    address = urls.get("Repository") or data.get("tool", {}).get("arkwidgets", {}).get("repository") or ""
    address = address.strip().removesuffix("/").removesuffix(".git")
    if address and (not address.startswith("https://") or "OWNER" in address):
        raise ValueError(f"the repository address {address!r} is not a public https:// address")
    return address or None


def binder(address: str, urlpath: str) -> str:
    """The mybinder.org launch URL of ``address`` opening ``urlpath``."""
    github = "https://github.com/"
    # GitHub has its own provider; any other public git host goes through Binder's generic git provider
    spec = "gh/" + address.removeprefix(github) if address.startswith(github) else "git/" + quote(address, safe="")
    return f"https://mybinder.org/v2/{spec}/{BRANCH}?urlpath={urlpath}"


def _wrap(paragraph: str) -> list[str]:
    """A prose paragraph as README lines of at most 116 characters, never breaking inside a `code span`."""
    lines: list[str] = []
    for word in re.findall(r"`[^`]*`\S*|\S+", paragraph):
        if lines and len(lines[-1]) + 1 + len(word) <= 116:
            lines[-1] += " " + word
        else:
            lines.append(word)
    return lines


def block(address: str | None) -> str:
    """The Markdown between the markers (the markers included)."""
    if address is None:
        lines = [
            *_wrap(
                "**Binder:** this repository's public address is not known yet, so there are no launch badges here. "
                "Once it is, it is written once, as `Repository` under `[project.urls]` in `pyproject.toml`, and "
                "`python tools/badges.py write` puts the badges here. Any Binder can already build a copy of the "
                "repository: `binder/` keeps Binder's own Python 3.11 environment (JupyterLab 4.4, Notebook 7.4) and "
                "adds arkwidgets, Voila and matplotlib without changing any of its packages. The classroom app opens "
                "at the Binder address followed by `?urlpath=voila/render/notebooks/05_classroom_app.ipynb` (Ark "
                "Nova's: `08_ark_nova_classroom_app.ipynb`), with the project's offline page."
            ),
            "",
            *_wrap(LITE),
        ]
    else:
        lines = [
            "[![Launch in JupyterLab on Binder](https://mybinder.org/badge_logo.svg)]"
            f"({binder(address, 'lab/tree/' + FIRST)})",
            "[![Classroom app (Voila) on Binder](https://img.shields.io/badge/launch-classroom%20app-579ACA)]"
            f"({binder(address, 'voila/render/' + APP)})",
            "[![Ark Nova classroom app (Voila) on Binder](https://img.shields.io/badge/launch-Ark%20Nova%20app-579ACA)]"
            f"({binder(address, 'voila/render/' + NOVA_APP)})",
            f"(Binder builds `binder/`: arkwidgets and Voila on top of its own Python 3.11 environment, whose packages "
            f"stay as they are; the repository: {address})",
            "",
            *_wrap(LITE),
        ]
    return "\n".join([START, *lines, END])


def replace_block(readme: str, new_block: str) -> str:
    """``readme`` with the text from START to END replaced by ``new_block``; ValueError without the markers."""
    start = readme.find(START)
    end = readme.find(END, start)
    if start < 0 or end < 0:
        raise ValueError(f"README.md has no badge markers: put {START!r} and {END!r} where the badges go")
    return readme[:start] + new_block + readme[end + len(END) :]


def expected(readme: str, pyproject: str) -> str:
    """The README as ``write`` would leave it."""
    return replace_block(readme, block(repository(pyproject)))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("action", choices=("write", "check"), help="write the block, or check it is up to date")
    parser.add_argument("--readme", type=Path, default=README, help="the README (default: the repository's)")
    parser.add_argument("--pyproject", type=Path, default=PYPROJECT, help="pyproject.toml (default: the repository's)")
    args = parser.parse_args(argv)
    readme = args.readme.read_text(encoding="utf-8")
    try:
        want = expected(readme, args.pyproject.read_text(encoding="utf-8"))
    except ValueError as error:
        print(f"badges: {error}", file=sys.stderr)
        return 2
    if args.action == "check":
        if want != readme:
            print(f"badges: {args.readme} is stale: run python tools/badges.py write", file=sys.stderr)
            return 1
        print(f"badges: {args.readme} is up to date")
        return 0
    if want != readme:
        args.readme.write_text(want, encoding="utf-8", newline="\n")
        print(f"badges: wrote {args.readme}")
    else:
        print(f"badges: {args.readme} was already up to date")
    return 0


if __name__ == "__main__":
    sys.exit(main())
