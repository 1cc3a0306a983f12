"""The README: every Python block runs (both games) and prints what its comments say; its commands and links
are what the tools and CI use."""

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


# ------------------------------------------------------------------------------------------------ a newcomer's path
def _tool(name: str):  # the scripts under tools/ are not a package
    import importlib.util

    spec = importlib.util.spec_from_file_location(name, README.parent / "tools" / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _two_commands(text: str) -> str:
    found = re.search(r"## Two commands\n(.*?)\n## ", text, re.S)
    assert found is not None
    return found.group(1)


def test_readme_sets_up_the_environment_before_the_two_commands():
    section = _two_commands(README.read_text(encoding="utf-8"))
    blocks = re.findall(r"```bash\n(.*?)```", section, re.S)
    assert len(blocks) == 2, "one block sets up the virtual environment, one holds the two commands"
    setup, commands = blocks
    assert "Python 3.11 or newer" in section.split("```")[0]
    assert "python3 -m venv .venv" in setup and ". .venv/bin/activate" in setup
    run = [line for line in commands.splitlines() if line.strip() and not line.startswith("#")]
    assert run == ["pip install -e '.[lab]' && arkwidgets lab", "pip install -e '.[test]' && pytest"]


def test_readme_says_how_the_browser_tests_find_chromium():
    section = _two_commands(README.read_text(encoding="utf-8"))
    conftest = (README.parent / "tests" / "browser" / "conftest.py").read_text(encoding="utf-8")
    assert "$ARKWIDGETS_CHROMIUM" in section and '"ARKWIDGETS_CHROMIUM"' in conftest
    for name in ("chromium", "chromium-browser", "google-chrome", "/usr/bin/chromium"):
        assert f"`{name}`" in section and name in conftest
    assert "one real-browser test" not in README.read_text(encoding="utf-8")


def test_readme_installs_only_from_the_clone_and_quotes_extras():
    text = README.read_text(encoding="utf-8")
    for command in re.findall(r"pip install [^`\n]*", text):
        if command == "pip install -e":  # the sentence that says so
            continue
        assert command.startswith("pip install -e '."), command  # quoted, and from the clone: no package index has it
    assert "g.log()` returns" in text and "print(g.log())" in text


def test_readme_badges_are_what_the_tool_writes_from_pyproject():
    badges = _tool("badges")
    text = README.read_text(encoding="utf-8")
    pyproject = (README.parent / "pyproject.toml").read_text(encoding="utf-8")
    assert text == badges.expected(text, pyproject), "run: python tools/badges.py write"
    assert "OWNER/REPO" not in text
    if badges.repository(pyproject) is None:
        assert "public address is not known yet" in text
    assert "docs/lite.md" in text and "python tools/lite.py build" in text


def test_the_badge_tool_links_binder_to_the_address():
    badges = _tool("badges")
    known = '[project.urls]\nRepository = "https://github.com/ann/arkwidgets"\n'
    assert badges.repository(known) == "https://github.com/ann/arkwidgets"
    assert badges.repository('[tool.arkwidgets]\nrepository = ""\n') is None
    block = badges.block("https://github.com/ann/arkwidgets")
    assert "https://mybinder.org/v2/gh/ann/arkwidgets/main?urlpath=lab/tree/notebooks/01_first_game.ipynb" in block
    assert "urlpath=voila/render/notebooks/05_classroom_app.ipynb" in block
    assert block.startswith(badges.START) and block.endswith(badges.END)
    readme = f"# x\n\n{badges.START}\nold\n{badges.END}\n\nrest\n"
    assert badges.expected(readme, known) == f"# x\n\n{block}\n\nrest\n"
    import pytest

    with pytest.raises(ValueError, match="not a public"):
        badges.repository('[project.urls]\nRepository = "OWNER/REPO"\n')


def test_the_badge_tool_check_fails_on_a_stale_readme(tmp_path):
    badges = _tool("badges")
    readme = tmp_path / "README.md"
    readme.write_text(f"{badges.START}\n[![Binder](https://mybinder.org/v2/gh/OWNER/REPO/main)]\n{badges.END}\n")
    pyproject = tmp_path / "pyproject.toml"
    pyproject.write_text('[tool.arkwidgets]\nrepository = ""\n')
    paths = ["--readme", str(readme), "--pyproject", str(pyproject)]
    assert badges.main(["check", *paths]) == 1
    assert badges.main(["write", *paths]) == 0
    assert badges.main(["check", *paths]) == 0
    assert "not known yet" in readme.read_text()


def test_every_benchmark_answers_help_quickly():
    import subprocess
    import sys

    scripts = sorted((README.parent / "benchmarks").glob("*.py"))
    assert scripts
    for script in scripts:
        result = subprocess.run(
            [sys.executable, str(script), "--help"], capture_output=True, text=True, timeout=60, check=False
        )
        assert result.returncode == 0, (script.name, result.stderr)
        assert result.stdout.startswith(f"usage: {script.name}"), (script.name, result.stdout[:200])


# ------------------------------------------------------------------------------------------------ every code block
def _python_blocks(text: str) -> list[str]:
    return re.findall(r"```python\n(.*?)```", text, re.S)


def _claims(block: str) -> list[tuple[str, list[str]]]:
    """Each ``print(...)  # claim`` line: the claim's fragments between "…", without a closing remark in
    parentheses ("(a table)"), each of which the printed output must hold."""
    found = []
    for line in block.splitlines():
        code, _, comment = line.partition("#")
        if code.lstrip().startswith("print(") and comment.strip():
            claim = re.sub(r"\s*\([^()]*\)$", "", comment.strip())
            found.append((line, [piece.strip() for piece in claim.split("…") if piece.strip()]))
    return found


def test_every_python_block_of_the_readme_runs_in_order(tmp_path, monkeypatch):
    """Issue 27: not only the ten-line tour, every block, both games: the widgets, loading a deck from a CSV (the
    package's own cards, under the name the README uses, with the columns its comment lists), Ark Nova's tour."""
    text = README.read_text(encoding="utf-8")
    blocks = _python_blocks(text)
    assert len(blocks) >= 4 and any("from arkwidgets import nova" in block for block in blocks)
    cards = README.parent / "arkwidgets" / "ark" / "data" / "cards.csv"
    deck_block = next(block for block in blocks if "my_cards.csv" in block)
    assert deck_block.split("# columns: ", 1)[1].split()[0] == cards.read_text(encoding="utf-8").splitlines()[0]
    (tmp_path / "my_cards.csv").write_text(cards.read_text(encoding="utf-8"), encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    namespace: dict = {}
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        for block in blocks:
            exec(compile(block, "README.md", "exec"), namespace)
    assert len(namespace["deck"]) == 55 and namespace["g"].phase != "over"  # the 4-player game on that deck
    assert "<svg" in namespace["svg"]


def test_the_ark_nova_block_prints_what_its_comments_say():
    block = next(block for block in _python_blocks(README.read_text(encoding="utf-8"))
                 if "from arkwidgets import nova" in block)
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        exec(compile(block, "README.md", "exec"), {})
    printed = " ".join(out.getvalue().split())  # the score table's columns are padded
    claims = _claims(block)
    assert len(claims) == 4  # the question, a refusal, an event, the scores
    for line, pieces in claims:
        for piece in pieces:
            assert piece in printed, (line, piece)
