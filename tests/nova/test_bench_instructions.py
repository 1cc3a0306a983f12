"""The instruction count of benchmarks/bench_nova.py (issue 23, "Speed"): without valgrind it says so and measures
nothing; with valgrind it prints a count per game. The count itself is a benchmark figure, never asserted."""

from __future__ import annotations

import importlib.util
import shutil
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def bench():
    spec = importlib.util.spec_from_file_location("bench_nova_under_test", ROOT / "benchmarks" / "bench_nova.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def test_without_valgrind_the_count_is_not_measured_and_says_why(monkeypatch, capsys) -> None:
    module = bench()
    monkeypatch.setattr(module.shutil, "which", lambda name: None)
    module.instructions_section()
    out = capsys.readouterr().out
    assert "not measured" in out and "valgrind is not installed" in out


@pytest.mark.slow
@pytest.mark.skipif(shutil.which("valgrind") is None, reason="valgrind is not installed")
def test_with_valgrind_a_count_per_game_is_printed(monkeypatch, capsys) -> None:
    module = bench()
    monkeypatch.setattr(module, "INSTRUCTION_GAMES", 1)
    module.instructions_section()
    out = capsys.readouterr().out
    count = float(out.split("instructions per game")[1].split("M")[0])
    assert count > 1, out  # a game runs millions of instructions: the parse found the count, not a stray number
