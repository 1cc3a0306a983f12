"""The two lanes (the repository's ``conftest.py``): ``pytest`` leaves the long lane out and says so, ``pytest
--long`` runs it after the quick lane, a long test's file named on the command line runs alone, and ``.ci/run`` and
the README run and name both."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

pytest_plugins = ["pytester"]

ROOT = Path(__file__).resolve().parents[1]
#: Verbose, without the plugins the tiny repository does not need (pytest-playwright's assertions cannot nest).
QUIET = ("-v", "-p", "no:nbval", "-p", "no:cacheprovider", "-p", "no:playwright", "-p", "no:base_url")


@pytest.fixture
def repo(pytester: pytest.Pytester) -> pytest.Pytester:
    """A tiny repository under the real ``conftest.py``: a quick test, a slow-marked one, a file the long lane lists
    whole (``tests/test_binder.py``) and a parametrized test of which the long lane lists one case."""
    pytester.makeconftest((ROOT / "conftest.py").read_text(encoding="utf-8"))
    pytester.makeini("[pytest]\nmarkers =\n    slow: long\n    browser: chromium\n")
    tests = pytester.mkdir("tests")
    (tests / "test_quick.py").write_text("def test_quick():\n    pass\n")
    (tests / "test_heavy.py").write_text(
        "import pytest\n\n@pytest.mark.slow\ndef test_hundreds_of_games():\n    pass\n")
    (tests / "test_binder.py").write_text("def test_binder_image():\n    pass\n")
    (tests / "test_random_games.py").write_text(
        "import pytest\n\n@pytest.mark.parametrize('players', [3, 4, 5])\n"
        "def test_random_full_games_reach_the_end_with_a_valid_score(players):\n    pass\n")
    return pytester


def _ran(result: pytest.RunResult) -> list[str]:
    return re.findall(r"^(tests/\S+) PASSED", result.stdout.str(), re.M)


def test_pytest_runs_the_quick_lane_and_says_what_it_left_out(repo: pytest.Pytester) -> None:
    result = repo.runpytest_subprocess(*QUIET)
    result.assert_outcomes(passed=2, deselected=4)
    assert _ran(result) == ["tests/test_quick.py::test_quick",
                            "tests/test_random_games.py::test_random_full_games_reach_the_end_with_a_valid_score[3]"]
    result.stdout.fnmatch_lines(["*lane: quick*pytest --long also runs the long lane*",
                                 "long lane not run: 4 tests (pytest --long runs them*"])


def test_long_runs_everything_quick_lane_first_then_the_long_lane_in_its_order(repo: pytest.Pytester) -> None:
    result = repo.runpytest_subprocess(*QUIET, "--long")
    result.assert_outcomes(passed=6)
    ran = _ran(result)
    assert ran[:2] == ["tests/test_quick.py::test_quick",
                       "tests/test_random_games.py::test_random_full_games_reach_the_end_with_a_valid_score[3]"]
    # the tests marked slow first, then LONG's order: more random games before Binder's environment
    assert ran[2] == "tests/test_heavy.py::test_hundreds_of_games"
    assert ran[3:5] == [f"tests/test_random_games.py::test_random_full_games_reach_the_end_with_a_valid_score[{n}]"
                        for n in (4, 5)]
    assert ran[5] == "tests/test_binder.py::test_binder_image"
    assert "long lane not run" not in result.stdout.str()


def test_long_with_m_slow_runs_the_long_lane_alone(repo: pytest.Pytester) -> None:
    """What .ci/run runs after the README's command: every long test is marked slow, so -m slow selects them."""
    result = repo.runpytest_subprocess(*QUIET, "--long", "-m", "slow")
    result.assert_outcomes(passed=4, deselected=2)
    assert "tests/test_quick.py::test_quick" not in _ran(result)


def test_a_long_file_named_on_the_command_line_runs_without_the_switch(repo: pytest.Pytester) -> None:
    result = repo.runpytest_subprocess(*QUIET, "tests/test_binder.py")
    result.assert_outcomes(passed=1)
    # a folder of both lanes names only the quick lane
    result = repo.runpytest_subprocess(*QUIET, "tests")
    result.assert_outcomes(passed=2, deselected=4)


def test_ci_runs_the_readme_command_and_the_long_lane_and_the_readme_names_both() -> None:
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    commands = [line.split("pytest", 1)[1] for line in ci.splitlines() if "pytest" in line.split(" ", 2)[:2]]
    assert commands[-2:] == ["", " --long -m slow"]  # the README's command, then the long lane (500 Nova games)
    assert "ARKWIDGETS_NOVA_GAMES=500 pytest --long -m slow" in ci
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert "`pytest --long`" in readme and "under ten minutes" in readme
    contributing = (ROOT / "CONTRIBUTING.md").read_text(encoding="utf-8")
    assert "pytest --long" in contributing


def test_every_english_notebook_is_in_the_readme_command_and_every_twin_in_the_long_lane() -> None:
    """The README promises nbval on every English notebook in its command (under ten minutes), and on the Chinese and
    French twins in the long lane (test_notebook_translations checks in the quick lane that each twin is what its
    source and the catalog make)."""
    import importlib.util

    spec = importlib.util.spec_from_file_location("lanes", ROOT / "conftest.py")
    assert spec is not None and spec.loader is not None
    lanes = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(lanes)
    keys = [key for _why, group in lanes.LONG for key in group]
    notebooks = sorted(path.relative_to(ROOT).as_posix() for path in (ROOT / "notebooks").glob("**/*.ipynb"))
    assert len(notebooks) >= 22

    def long(nb: str) -> bool:
        return any(lanes.long_key_matches(nb + "::Cell 0", key) for key in keys)

    english = [nb for nb in notebooks if nb.count("/") == 1]
    twins = [nb for nb in notebooks if nb.startswith(("notebooks/zh/", "notebooks/fr/"))]
    assert len(twins) == 2 * len(english)
    assert not [nb for nb in english if long(nb)]
    assert all(long(nb) for nb in twins)
