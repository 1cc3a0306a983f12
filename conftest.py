"""The two lanes of the test suite, for every test under ``tests/`` and every notebook under ``notebooks/``.

* ``pytest`` — the README's command: the engines, drawing, widgets, bots, command line, every notebook (English,
  Chinese, French) under nbval and the real-browser widget tests, in under ten minutes on a 2-core machine with
  nothing else running. The browser tests and the notebooks run after the other tests, so the progress line moves
  from the first seconds.
* ``pytest --long`` — the same, then the long lane: every test marked ``slow`` (hundreds of full games), then
  what :data:`LONG` lists (more randomized games, Dask, a real JupyterLab and Voila, the classroom apps on a
  projector, Binder's environment, the JupyterLite site: the longest last). ``.ci/run`` runs both commands.

A long test named on the command line runs without the switch (``pytest tests/browser/test_lite.py``). What the
lane left out is said at the end of the run.
"""

from __future__ import annotations

from pathlib import Path

import pytest

LONG_OPTION = "--long"

#: The long lane beside every test marked ``slow``, in the order it runs: why, and the node ids (a file, a folder
#: ending in "/", a test, or the start of a parametrized test's id ending in "[" or "-"). Randomized whole games keep
#: one case of each kind in the quick lane and play the others here.
LONG: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("more randomized whole games (the quick lane plays one of each kind)", (
        "tests/test_random_games.py::test_random_full_games_reach_the_end_with_a_valid_score[4]",
        "tests/test_random_games.py::test_random_full_games_reach_the_end_with_a_valid_score[5]",
        "tests/test_bots.py::test_greedy_and_random_play_only_legal_moves[4]",
        "tests/test_bots.py::test_greedy_and_random_play_only_legal_moves[5]",
        "tests/test_markup.py::test_hostile_names_and_cards_stay_text_through_a_whole_game[zh]",
        "tests/test_markup.py::test_hostile_names_and_cards_stay_text_through_a_whole_game[fr]",
        "tests/nova/test_random_games.py::test_random_games_finish_with_invariants[1-",
        "tests/nova/test_random_games.py::test_random_games_finish_with_invariants[2-",
        "tests/nova/test_interactive_animals.py::"
        "test_n_key_4_n_key_5_nd_a1_nd_a6_every_keyword_fires_between_two_random_players",
        "tests/nova/test_widget.py::test_a_two_player_game_against_random_bot_to_the_end",
        "tests/test_markup.py::test_hostile_names_and_cards_stay_text_through_a_whole_game[en]",
    )),
    ("Ark Nova's move-text and board-message fuzzers, the step-through replayed in chromium and Ark Nova's board in "
     "JupyterLab (the quick lane keeps the save fuzzer, Ark's fuzzers, and Ark Nova's board by mouse in Voila)", (
        "tests/nova/test_hostile_input.py::test_fuzz_any_move_text_is_played_or_refused_with_nothing_changed",
        "tests/nova/test_hostile_input.py::test_fuzz_forged_board_messages_never_raise_and_keep_the_game_consistent",
        "tests/browser/test_nova_steps.py",
        "tests/browser/test_nova_browser.py::test_build_by_mouse_in_jupyterlab",
    )),
    ("the same records on a Dask cluster (one started per kind)", (
        "tests/test_simulate.py::test_same_records_on_every_executor[dask-",
    )),
    ("a real JupyterLab and Voila started and stopped by arkwidgets lab and app (a fake server is the quick lane's)", (
        "tests/test_cli_commands.py::test_lab_prints_an_address_that_opens_the_notebook_and_stops_with_the_command",
        "tests/test_cli_commands.py::test_app_says_its_address_when_voila_listens_and_ctrl_c_stops_voila",
    )),
    ("both classroom apps on a projector: screen sizes, themes, the keyboard, in chromium", (
        "tests/browser/test_projector.py", "tests/browser/test_nova_projector.py")),
    ("a server that lasts a lesson: both classroom apps loaded 20 and 30 times, their kernels gone after", (
        "tests/browser/test_classroom_lesson.py",)),
    ("the Chinese and French notebooks under nbval (the quick lane runs the English ones, and "
     "tests/test_notebook_translations.py checks that each twin is what its source and the catalog make), and the "
     "catalog holding every Ark Nova rule summary (pybabel extraction)", (
        "notebooks/zh/", "notebooks/fr/", "tests/nova/test_catalog.py::test_the_template_holds_every_rule_summary")),
    ("repo2docker's Python 3.11 environment, Binder's requirements on top of it (PyPI), every notebook in it", (
        "tests/test_binder.py",)),
    ("the JupyterLite site: built (npm, PyPI), every notebook run in Pyodide in chromium", (
        "tests/browser/test_lite.py",)),
)


def long_key_matches(nodeid: str, key: str) -> bool:
    """Does ``key`` of :data:`LONG` name the test ``nodeid``?"""
    if not nodeid.startswith(key):
        return False
    return len(nodeid) == len(key) or key.endswith(("/", "[", "-")) or nodeid[len(key)] in "[:"


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(LONG_OPTION, action="store_true", default=False,
                     help="also run the long lane: the tests marked slow (hundreds of full games), the JupyterLite "
                          "site, Binder's environment and the projector checks (what .ci/run runs)")


def _long_rank(item: pytest.Item) -> int | None:
    """Where ``item`` runs in the long lane (0: first), or None when it belongs to the quick lane."""
    for rank, (_why, keys) in enumerate(LONG, start=1):
        if any(long_key_matches(item.nodeid, key) for key in keys):
            return rank
    return 0 if item.get_closest_marker("slow") else None


def _named(config: pytest.Config, item: pytest.Item) -> bool:
    """Was ``item`` asked for by name: its file, or a folder :data:`LONG` lists whole that holds it, given on the
    command line? (A folder of both lanes, ``tests`` or ``tests/browser``, names only the quick lane.)"""
    if config.args_source != pytest.Config.ArgsSource.ARGS:
        return False
    here = item.path.resolve()
    for arg in config.args:
        given = Path(config.invocation_params.dir, arg.split("::")[0]).resolve()
        if given == here:
            return True
        if given.is_dir() and here.is_relative_to(given):
            relative = given.relative_to(config.rootpath).as_posix() + "/" if given.is_relative_to(
                config.rootpath) else ""
            if any(key.endswith("/") and (relative + "x").startswith(key) for _why, keys in LONG for key in keys):
                return True
    return False


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Mark the long lane's tests slow, leave them out unless ``--long`` (or their file is named), and run the
    tests, then the real-browser ones (each starts a server), then the notebooks, then the long lane; each group in
    its own order (a notebook's cells stay in theirs)."""
    ranks = {item.nodeid: _long_rank(item) for item in items}
    for item in items:
        if ranks[item.nodeid] is not None:
            item.add_marker(pytest.mark.slow)
    if not config.getoption(LONG_OPTION):
        left = [item for item in items if ranks[item.nodeid] is not None and not _named(config, item)]
        if left:
            config.hook.pytest_deselected(items=left)
            gone = set(map(id, left))
            items[:] = [item for item in items if id(item) not in gone]
            config.stash[_LEFT] = len(left)

    def group(item: pytest.Item) -> tuple[int, int]:
        rank = ranks[item.nodeid]
        if rank is not None:
            return 3, rank
        if item.path.suffix == ".ipynb":
            return 2, 0
        return (1, 0) if item.get_closest_marker("browser") else (0, 0)

    items.sort(key=group)  # stable: within a group, the collection order


_LEFT = pytest.StashKey[int]()


def pytest_report_header(config: pytest.Config) -> str:
    if config.getoption(LONG_OPTION):
        return "lanes: quick, then long (--long): the tests marked slow, then " + "; ".join(why for why, _ in LONG)
    return f"lane: quick (the README's command); pytest {LONG_OPTION} also runs the long lane"


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter, config: pytest.Config) -> None:
    left = config.stash.get(_LEFT, 0)
    if left:
        terminalreporter.write_line(f"long lane not run: {left} tests (pytest {LONG_OPTION} runs them; "
                                    "CONTRIBUTING.md says what they cover)")
