"""Test-wide settings (the two lanes, ``pytest`` and ``pytest --long``, are the repository's ``conftest.py``).

Hypothesis: no per-example deadline (a shared 2-core CI machine has slow moments; speed is measured in
``benchmarks/``, never in tests). On CI (``CI`` set) examples are derandomized, so a run is reproducible; locally
they are random, so every run explores new cases.
"""

import os

import pytest
from hypothesis import settings

settings.register_profile("ci", deadline=None, derandomize=True, print_blob=True)
settings.register_profile("dev", deadline=None, print_blob=True)
settings.load_profile("ci" if os.environ.get("CI") else "dev")


@pytest.fixture
def progress(request: pytest.FixtureRequest):
    """``progress(line)`` writes ``line`` to the terminal at once, while a long test runs (pytest shows a test's own
    output only after it, and only when it fails or with ``-s``): the Lite and Binder tests say each step as it
    ends, so a run of many minutes is never silent."""
    reporter = request.config.pluginmanager.get_plugin("terminalreporter")
    capture = request.config.pluginmanager.get_plugin("capturemanager")

    def say(line: str) -> None:
        if reporter is None or capture is None:
            print(line, flush=True)
            return
        with capture.global_and_fixture_disabled():
            reporter.ensure_newline()
            reporter.write_line(f"    {request.node.name}: {line}")

    return say
