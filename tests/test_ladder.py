"""The ladder benchmark's arithmetic (benchmarks/bench_ladder.py, issue 26): the Elo fit and its bootstrap are
checked on results whose ratings are known, and one tiny ladder of each game runs end to end. Strength itself is
measured by the benchmark, never asserted here."""

from __future__ import annotations

import functools
import importlib.util
import math
import random
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


@functools.cache
def ladder():
    """The benchmark as a module (registered first: its dataclass looks itself up in ``sys.modules``)."""
    spec = importlib.util.spec_from_file_location("bench_ladder", ROOT / "benchmarks" / "bench_ladder.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def expected(ra: float, rb: float) -> float:
    return 1 / (1 + 10 ** ((rb - ra) / 400))


def test_the_fit_recovers_ratings_from_their_expected_scores() -> None:
    """With many games at exactly the expected scores, the fit gives back the ratings (up to the half-game
    smoothing, under 1 Elo point at 100,000 games a pairing)."""
    truth = {"random": 0.0, "greedy": 250.0, "search": 420.0}
    bots = list(truth)
    results = {(a, b): (expected(truth[a], truth[b]), 100_000) for i, a in enumerate(bots) for b in bots[i + 1:]}
    fitted = ladder().elo(bots, results)
    assert all(abs(fitted[bot] - truth[bot]) < 1.0 for bot in bots), fitted


def test_a_clean_sweep_gets_a_finite_rating_and_order_is_kept() -> None:
    fitted = ladder().elo(["a", "b", "c"], {("a", "b"): (0.0, 20), ("a", "c"): (0.0, 20), ("b", "c"): (0.3, 20)})
    assert fitted["a"] == 0 and all(math.isfinite(r) for r in fitted.values())
    assert fitted["c"] > fitted["b"] > fitted["a"]


def test_the_bootstrap_interval_holds_the_truth_and_narrows_with_games() -> None:
    module = ladder()
    truth = {"x": 0.0, "y": 200.0}
    rng = random.Random(5)
    widths = []
    for games in (40, 640):
        scores = tuple(float(rng.random() < expected(0, 200)) for _ in range(games))
        pairing = module.Pairing("x", "y", scores, {"x": [], "y": []})
        low, high = module.bootstrap(["x", "y"], [pairing], 200, seed=1)["y"]
        assert low <= truth["y"] <= high or games == 40
        widths.append(high - low)
    assert widths[1] < widths[0] / 2


@pytest.mark.parametrize("game", ["ark", pytest.param("nova", marks=pytest.mark.slow)])  # a Nova game: ~5 s
def test_a_tiny_ladder_runs_and_prints_its_table(game: str, capsys: pytest.CaptureFixture[str]) -> None:
    """One game a pairing of random against greedy, in this process: the table and the pairing line print."""
    ladder().main(["--game", game, "--games", "1", "--bots", "random,greedy", "--workers", "1", "--bootstrap", "5"])
    out = capsys.readouterr().out
    assert "random vs greedy" in " ".join(out.split())
    assert "Elo" in out and "greedy" in out.split("Elo", 1)[1]


def test_a_nova_search_bot_is_named_with_its_settings() -> None:
    """``search:R`` and its settings after it (``nova_bot``'s docstring): each letter sets one SearchBot argument, a
    proposer is named by name, and an unknown setting is refused."""
    from arkwidgets.nova.search import SearchBot

    bot = ladder().nova_bot("search:8:h4:c6:w2:z1.5:p9:varied", 3)
    assert isinstance(bot, SearchBot) and bot.seed == 3 and bot.rounds == 8 and bot.seconds is None
    assert (bot.coaching.horizon, bot.candidates, bot.coaching.width, bot.sure, bot.coaching.plan) == (4, 6, 2, 1.5, 9)
    assert bot.coaching.proposer == "varied"
    plain, default = ladder().nova_bot("search:16", 3), SearchBot(3, seconds=None, rounds=16)
    assert repr(plain) == repr(default) and plain.coaching.proposer == default.coaching.proposer
    assert ladder().nova_bot("search:16:greedy", 3).coaching.proposer == "greedy"
    with pytest.raises(ValueError, match="unknown setting"):
        ladder().nova_bot("search:8:q3", 3)


def test_a_recorded_ladder_resumes_without_playing_its_pairings_again(tmp_path: Path,
                                                                      capsys: pytest.CaptureFixture[str]) -> None:
    """``--record``: the finished pairings are kept; a second run with the same file plays none of them again and
    prints the same table; another seed or number of games is a different pairing."""
    record = tmp_path / "ark.json"
    argv = ["--game", "ark", "--games", "2", "--bots", "random,greedy", "--workers", "1", "--bootstrap", "5",
            "--record", str(record)]
    ladder().main(argv)
    first = capsys.readouterr().out
    assert "from the record" not in first and record.exists()
    ladder().main(argv)
    again = capsys.readouterr().out
    assert "from the record" in again
    table = lambda out: out.split("\n\n", 1)[1]  # noqa: E731 - the table after the pairings
    assert table(again) == table(first)
    ladder().main([*argv[:3], "3", *argv[4:]])
    assert "from the record" not in capsys.readouterr().out
