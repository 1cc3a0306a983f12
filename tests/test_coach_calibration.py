"""The win chance shown by the coach (:func:`arkwidgets.coach.honest`, issue 26 item 5): a pull toward 1 / players
and a slope in log-odds (:func:`arkwidgets.coach.calibrate`), two parameters each game's adapter states once.

The map must be monotone (a move that won more playouts is never shown a lower chance), keep the constant guess
where it is, never show 0 or 1 after a few playouts, keep the chance shown inside its interval, and the benchmark's
``--fit`` must find the parameters the data say (here: data made with a known truth). How honest the fitted map is
on real games is measured by ``benchmarks/bench_coach_calibration.py``, never here.
"""

from __future__ import annotations

import importlib.util
import itertools
import json
import random
import sys
from pathlib import Path
from typing import Any

import pytest
from hypothesis import example, given
from hypothesis import strategies as st

from arkwidgets import ark, nova
from arkwidgets.ark import coaching as ark_coaching
from arkwidgets.coach import Coach, calibrate, coaching_for, honest, honest_scale
from arkwidgets.nova import coaching as nova_coaching

ROOT = Path(__file__).resolve().parents[1]


def _bench() -> Any:
    """The calibration benchmark (``benchmarks/`` is no package: loaded from its file, as tests/test_lite_tool.py
    loads tools/lite.py)."""
    spec = importlib.util.spec_from_file_location("arkwidgets_bench_coach_calibration",
                                                  ROOT / "benchmarks" / "bench_coach_calibration.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # NamedTuple and dataclasses look their module up
    spec.loader.exec_module(module)
    return module


BENCH = _bench()
Position, fit = BENCH.Position, BENCH.fit

ADAPTERS = {"ark": (ark_coaching, 4), "nova": (nova_coaching, 2)}
chances = st.floats(min_value=0.001, max_value=0.999)
slopes = st.floats(min_value=0.2, max_value=4.0)


@given(chances, chances, chances, slopes)
@example(0.999, 0.5, 0.03125, 4.0)  # the logistic rounded to 1.0 there (found by the README's run)
def test_the_map_is_monotone_and_keeps_the_constant_guess(p: float, q: float, chance: float, slope: float) -> None:
    """A higher chance is never mapped lower; 1 / players (any constant guess) is mapped to itself; (0, 1) stays
    inside (0, 1); slope 1 changes nothing."""
    low, high = sorted((p, q))
    assert calibrate(low, chance, slope) <= calibrate(high, chance, slope) + 1e-12
    assert abs(calibrate(chance, chance, slope) - chance) < 1e-9
    assert 0.0 < calibrate(p, chance, slope) < 1.0
    assert calibrate(p, chance, 1.0) == p


@pytest.mark.parametrize("kind", sorted(ADAPTERS))
def test_each_adapter_states_its_two_parameters_and_the_coach_uses_them(kind: str) -> None:
    """The prior strength and the slope come from the game's adapter (its module's PRIOR_STRENGTH and SLOPE), and
    the chance the coach shows is honest() with them: a real coach's answer worked out again by hand."""
    module, players = ADAPTERS[kind]
    game = ark.Game.new(4, seed=3) if kind == "ark" else nova.Game.new(2, seed=3)
    adapter = coaching_for(game)
    assert (adapter.prior_strength, adapter.slope) == (module.PRIOR_STRENGTH, module.SLOPE)  # type: ignore[attr-defined]
    assert module.PRIOR_STRENGTH > 0 and module.SLOPE > 0
    c = Coach(game, rounds=2, seed=1, candidates=2, top=2, explain=False)
    assert (c.strength, c.slope) == (module.PRIOR_STRENGTH, module.SLOPE)
    best = c.run().best
    assert best.raw_win is not None and best.win is not None and best.win_low is not None
    again = honest(best.raw_win * best.samples, best.samples, 1 / players, module.PRIOR_STRENGTH, module.SLOPE)
    assert (best.win, best.win_low, best.win_high) == pytest.approx(again)


@pytest.mark.parametrize("kind", sorted(ADAPTERS))
@pytest.mark.parametrize("n", [1, 2, 8, 16, 64])
def test_the_shown_chance_is_monotone_in_wins_stays_off_0_and_1_and_inside_its_interval(kind: str, n: int) -> None:
    """With each adapter's parameters: 0 of n playouts won is shown above 0, n of n below 1, one more playout won
    never lowers the chance, the chance lies inside its interval, and a mean at 1 / players is shown as 1 / players."""
    module, players = ADAPTERS[kind]
    a, b, chance = module.PRIOR_STRENGTH, module.SLOPE, 1 / players
    shown = [honest(w / 2, n, chance, a, b) for w in range(2 * n + 1)]  # half wins too: shared wins
    assert shown[0][0] > 0.0 and shown[-1][0] < 1.0
    assert all(x[0] <= y[0] for x, y in itertools.pairwise(shown))
    assert all(low <= win <= high for win, low, high in shown)
    assert honest(chance * n, n, chance, a, b)[0] == pytest.approx(chance)


def test_a_review_reads_a_gap_on_the_scale_of_the_chances_shown() -> None:
    """The review's loss is the paired gap scaled as the shown chance is: with slope 1 by n / (n + strength) (the
    pull alone), with a slope by the map's secant, so the mark agrees with the two chances beside it."""
    assert honest_scale(0.3, 8, 0.6, 0.25, 4.0, 1.0) == pytest.approx(8 / 12)
    at, n, a, b, chance = 0.7, 8, 2.0, 1.6, 0.5
    shrunk = 0.3 * n / (n + a)
    gap = 0.3 * honest_scale(0.3, n, at, chance, a, b)
    assert gap == pytest.approx(calibrate(at, chance, b) - calibrate(at - shrunk, chance, b))
    assert honest_scale(0.0, n, at, chance, a, b) > 0  # no gap: the map's slope at that point


def made(truth: float, slope: float, seed: int, count: int = 400, playouts: int = 8) -> list[Any]:
    """Positions with a known truth: each position's chance p is drawn, its raw mean is the mean of ``playouts``
    draws at p *stretched* in log-odds (the playouts too sure by ``1 / slope``), and its outcome is drawn at p."""
    rng = random.Random(seed)
    out = []
    for _ in range(count):
        p = rng.betavariate(2, 2 / truth - 2) if truth != 0.5 else rng.betavariate(2, 2)
        seen = calibrate(p, truth, 1 / slope)
        raw = sum(rng.random() < seen for _ in range(playouts)) / playouts
        out.append(Position(raw, playouts, 0.0, 1.0 if rng.random() < p else 0.0))
    return out


def test_the_fit_finds_a_squeeze_when_playouts_are_too_sure_and_keeps_the_constant_guess() -> None:
    """Positions whose playouts are twice as sure as the truth (in log-odds): the fitted map pulls their mean
    back (slope × pull below 1 at the ends) and shows a raw mean of 1 / 2 as 1 / 2; calibrated playouts are fitted
    with a light map."""
    a, b = fit(made(0.5, 0.5, seed=1), 2)
    assert honest(8, 8, 0.5, a, b)[0] < 0.9 and honest(0, 8, 0.5, a, b)[0] > 0.1
    assert honest(4, 8, 0.5, a, b)[0] == pytest.approx(0.5)
    a, b = fit(made(0.25, 1.0, seed=2, playouts=64), 4)
    assert honest(32, 64, 0.25, a, b)[0] == pytest.approx(0.5, abs=0.08)  # many honest playouts: shown near them


def test_positions_sharing_one_outcome_count_once_in_the_reliability_interval() -> None:
    """A seat's positions in one game share the game's outcome: 8 of them are worth one observation (Kish's
    effective size), so the bin's interval is as wide as one game's; positions of other games or seats count apart,
    and a position saved without its game counts alone."""
    effective_size, wilson = BENCH.effective_size, BENCH.wilson
    one_game = [Position(0.5, 8, 0.5, 1.0, game=7, seat=0) for _ in range(8)]
    assert effective_size(one_game) == pytest.approx(1.0)
    both_seats = one_game + [Position(0.5, 8, 0.5, 0.0, game=7, seat=1) for _ in range(8)]
    assert effective_size(both_seats) == pytest.approx(2.0)
    uneven = [Position(0.5, 8, 0.5, 1.0, game=g, seat=0) for g in (1, 1, 1, 2)]
    assert effective_size(uneven) == pytest.approx(16 / 10)
    unknown = [Position(0.5, 8, 0.5, 1.0) for _ in range(8)]
    assert effective_size(unknown) == pytest.approx(8.0)
    assert effective_size([]) == 0.0
    many = [Position(0.5, 8, 0.5, float(g % 2), game=g, seat=0) for g in range(40) for _ in range(8)]
    low, high = wilson(20, effective_size(many))
    naive_low, naive_high = wilson(160, len(many))
    assert low < naive_low and high > naive_high and low < 0.5 < high


def test_a_saved_run_is_read_with_or_without_its_games(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """``--from`` reads the rows saved before positions knew their game (four numbers) and after (six)."""
    old = tmp_path / "old.json"
    new = tmp_path / "new.json"
    old.write_text(json.dumps({"nova": [[0.6, 8, 0.0, float(k % 2)] for k in range(12)]}), encoding="utf-8")
    new.write_text(json.dumps({"nova": [[0.6, 8, 0.0, float(k % 2), 3, k % 2] for k in range(12)]}), encoding="utf-8")
    BENCH.main(["--from", str(old), "--map", "3.5,1"])
    alone = capsys.readouterr().out
    BENCH.main(["--from", str(new), "--map", "3.5,1"])
    shared = capsys.readouterr().out
    row = next(line for line in alone.splitlines() if line.startswith("40%–60%"))
    assert row.split()[1:3] == ["12", "12"] and "yes" in row
    row = next(line for line in shared.splitlines() if line.startswith("40%–60%"))
    assert row.split()[1:3] == ["12", "2"] and "too few" in row


@given(p=st.floats(min_value=0.0, max_value=1.0), slope=slopes)
@example(p=0.3, slope=0.82)
def test_a_sure_constant_guess_leaves_the_chance_as_it_is(p: float, slope: float) -> None:
    """The log-odds of the map have no centre at a chance of 0 or 1: there the map is the identity (and never
    fails), whatever the slope."""
    assert calibrate(p, 1.0, slope) == p and calibrate(p, 0.0, slope) == p


def test_alone_the_constant_guess_is_an_even_chance_and_the_coach_answers() -> None:
    """Ark Nova's solo game is won by reaching its own goal: the coach's constant guess there is 1 / 2, not 1 / 1
    (a sure win is no guess to shrink toward), and with the adapter's slope its answer is a chance inside its
    interval, off 0 and 1 — the Nova widget's coach in a solo game (tests/browser/test_coach_browser.py)."""
    from arkwidgets.coach import constant_guess

    assert [constant_guess(n) for n in (1, 2, 4)] == [0.5, 0.5, 0.25]
    game = nova.Game.new(["You"], seed=3)
    game.play(game.legal_moves()[0])  # the setup's keep: the first turn's action question is next
    c = Coach(game, 0, rounds=2, seed=0, candidates=2, top=2, explain=False)
    assert c.chance == 0.5
    advice = c.run()
    assert advice.moves
    for m in advice.moves:
        assert m.win is not None and m.win_low is not None and m.win_high is not None
        assert 0.0 < m.win_low <= m.win <= m.win_high < 1.0
