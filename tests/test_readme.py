"""The README's ten-line tour must run, and print what its comments say."""

from __future__ import annotations

import contextlib
import io
import re
from pathlib import Path

README = Path(__file__).resolve().parents[1] / "README.md"


def test_readme_tour_runs_and_prints_what_it_claims():
    text = README.read_text(encoding="utf-8")
    block = re.search(r"## The engine in ten lines\s+```python\n(.*?)```", text, re.S).group(1)
    assert len([line for line in block.splitlines() if line.strip()]) <= 11
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        exec(compile(block, "README.md", "exec"), {})
    printed = out.getvalue()
    for claim in re.findall(r"print\(a\.check.*?#\s*(.*)", block):
        assert claim.split(":")[0].split(" (")[0] in printed
    assert "illegal — P-4: the lion (3) would not be lighter than the zebra (2) in T1" in printed
    assert "legal (tilt after: +2)" in printed
    assert "wins" in printed or "share the win" in printed


def test_readme_names_the_two_commands_and_the_reconstruction():
    text = README.read_text(encoding="utf-8")
    assert "pip install -e '.[test]' && pytest" in text
    assert "pip install -e '.[lab]'" in text
    assert "reconstruction" in text
    ci = (README.parent / ".ci" / "run").read_text(encoding="utf-8")
    assert "pip install -q -e '.[test]'" in ci and "\npytest" in ci
