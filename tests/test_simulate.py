"""simulate: one record per game, reproducible, independent of the number of workers, of the executor and of the
chunking; the CLI around it."""

from __future__ import annotations

import multiprocessing
import sys
from concurrent.futures import ProcessPoolExecutor, ThreadPoolExecutor
from contextlib import contextmanager

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import arkwidgets as ark
from arkwidgets.ark.simulate import GameRecord, Records, derive_seed, make_bot, open_executor
from arkwidgets.cli import main

BOTS = ["greedy", "random", "random", "random"]


def test_records_describe_each_game():
    records = ark.simulate(4, bots=BOTS, seed=1, workers=1)
    assert len(records) == 4 and all(isinstance(r, GameRecord) for r in records)
    for k, r in enumerate(records):
        assert r.index == k and r.players == ("Ann", "Ben", "Cleo", "Dev") and r.bots == tuple(BOTS)
        assert len(r.totals) == 4 and r.winners and all(0 <= w < 4 for w in r.winners)
        assert max(r.totals) == r.totals[r.winners[0]]
        assert len(r.rain_moves) == 5 and list(r.rain_moves) == sorted(r.rain_moves)
        assert r.moves >= r.rain_moves[-1] and r.turns > 0
        assert all(x >= 0 for x in r.discs_spent) and sum(r.cards_played) > 0
        assert r.to_dict()["index"] == k
    # The record matches replaying the game by hand.
    g = ark.Game.new(4, seed=records[0].seed)
    assert g.seed == derive_seed(1, 0, "game")


def test_same_seed_same_records_whatever_the_workers():
    one = ark.simulate(6, bots=BOTS, seed=7, workers=1)
    two = ark.simulate(6, bots=BOTS, seed=7, workers=2)
    assert list(one) == list(two)
    other = ark.simulate(6, bots=BOTS, seed=8, workers=1)
    assert list(other) != list(one)
    # A run split in pieces equals the whole run.
    assert list(ark.simulate(2, bots=BOTS, seed=7, workers=1, first=4)) == list(one)[4:]
    assert all(sum(r.decisions) == r.moves and len(r.seconds) == 4 for r in one)


def test_progress_and_summary():
    seen = []
    records = ark.simulate(3, players=["A", "B", "C"], bots="greedy,random,random", seed=2, workers=1,
                           progress=lambda done, total: seen.append((done, total)))
    assert seen == [(1, 3), (2, 3), (3, 3)]
    summary = records.summary()
    assert [s.player for s in summary] == ["A", "B", "C"]
    assert abs(sum(s.wins for s in summary) - 3) < 1e-9
    assert all(0 <= s.win_low <= s.win_rate <= s.win_high <= 1 for s in summary)
    assert "win rate" in records.table() and "<table>" in records._repr_html_()


def test_bad_arguments():
    with pytest.raises(ValueError):
        ark.simulate(2, bots=["greedy", "nobody", "random"], workers=1)
    with pytest.raises(ValueError):
        ark.simulate(2, players=4, bots=["greedy", "random", "random"], workers=1)
    with pytest.raises(ValueError):
        make_bot("search:lots")
    assert make_bot("search:0.2s").seconds == 0.2 and make_bot("mc:50").playouts == 50


def test_cli_simulate_prints_a_table(capsys):
    assert main(["simulate", "--games", "3", "--bots", "greedy,random,random", "--workers", "1", "--seed", "4"]) == 0
    out = capsys.readouterr().out
    assert "win rate" in out and "greedy" in out and "3 games" in out


def test_cli_help_and_errors(capsys):
    for argv in (["--help"], ["simulate", "--help"]):
        with pytest.raises(SystemExit) as stop:
            main(argv)
        assert stop.value.code == 0
    assert "simulate" in capsys.readouterr().out
    assert main([]) == 0
    assert main(["simulate", "--games", "2", "--bots", "greedy,wizard,random"]) == 2
    assert "wizard" in capsys.readouterr().err


def test_cli_writes_json_lines(tmp_path):
    target = tmp_path / "games.jsonl"
    assert main(["simulate", "--games", "2", "--bots", "random,random,random", "--workers", "1",
                 "--json", str(target), "--no-progress"]) == 0
    lines = target.read_text().splitlines()
    assert len(lines) == 2 and '"winners"' in lines[0]


# ------------------------------------------------------------------------------------------------ executors
# The same seed gives the same records whatever plays the games: this process, a thread pool, a process pool (spawned,
# so the work must travel by pickling), or a Dask cluster through client.get_executor(); and however they are chunked.

MIXED = "greedy,random,random"
QUICK = "random,random,random"  # about 5 times faster than with a greedy seat
SEED = 21


@pytest.fixture(scope="module")
def reference():
    """8 games played one after the other in this process: what every executor must reproduce."""
    return list(ark.simulate(8, bots=MIXED, seed=SEED, workers=1))


@pytest.fixture(scope="module")
def quick():
    """The same for 20 quicker games."""
    return list(ark.simulate(20, bots=QUICK, seed=SEED, workers=1))


@contextmanager
def _dask_client(processes: bool):
    distributed = pytest.importorskip(
        "distributed", reason="dask.distributed is not installed (pip install 'dask[distributed]' to run these)"
    )
    with distributed.LocalCluster(
        n_workers=2, threads_per_worker=1, processes=processes, dashboard_address=None
    ) as cluster, distributed.Client(cluster) as client:
        yield client


@contextmanager
def _dask(processes: bool):
    with _dask_client(processes) as client:
        yield client.get_executor()


@contextmanager
def _executor(kind: str):
    if kind == "threads":
        with ThreadPoolExecutor(2) as pool:
            yield pool
    elif kind == "processes":
        with ProcessPoolExecutor(2, mp_context=multiprocessing.get_context("spawn")) as pool:
            yield pool
    else:
        with _dask(processes=kind == "dask-processes") as executor:
            yield executor


@pytest.mark.parametrize("kind", ["threads", "processes", "dask-threads", "dask-processes"])
def test_same_records_on_every_executor(kind, reference):
    seen = []
    with _executor(kind) as executor:
        records = ark.simulate(8, bots=MIXED, seed=SEED, executor=executor, chunk_size=3,
                               progress=lambda done, total: seen.append((done, total)))
        assert list(records) == reference and isinstance(records, Records)
        # the default chunking, and a run split in two pieces, give the same records again
        assert list(ark.simulate(8, bots=MIXED, seed=SEED, executor=executor)) == reference
        assert list(ark.simulate(3, bots=MIXED, seed=SEED, executor=executor, first=5)) == reference[5:]
        # the executor is the caller's: still open after simulate
        assert executor.submit(sum, [1, 2]).result() == 3
    assert [done for done, _ in seen] == sorted(done for done, _ in seen) and seen[-1] == (8, 8)
    assert len(seen) == 3  # one call per chunk: games 0-2, 3-5, 6-7


def test_the_default_pool_chunks_the_same(quick):
    assert list(ark.simulate(20, bots=QUICK, seed=SEED, workers=2, chunk_size=6)) == quick


@pytest.fixture(scope="module")
def threads():
    with ThreadPoolExecutor(2) as pool:
        yield pool


@settings(max_examples=25)
@given(first=st.integers(0, 8), games=st.integers(0, 12), chunk=st.integers(1, 15) | st.none())
def test_chunking_does_not_change_the_records(threads, quick, first, games, chunk):
    records = ark.simulate(games, bots=QUICK, seed=SEED, executor=threads, chunk_size=chunk, first=first)
    assert list(records) == quick[first:first + games]
    assert [r.index for r in records] == list(range(first, first + games))


class _NotAFuture:
    def submit(self, fn, *args):
        return 42


def test_bad_executors(threads):
    with pytest.raises(TypeError, match="pass an instance"):
        ark.simulate(2, bots=MIXED, executor=ThreadPoolExecutor)
    with pytest.raises(TypeError, match="open_executor"):
        ark.simulate(2, bots=MIXED, executor="dask")
    with pytest.raises(TypeError, match=r"concurrent\.futures\.Executor"):
        ark.simulate(2, bots=MIXED, executor=object())
    with pytest.raises(TypeError, match=r"not a concurrent\.futures\.Future"):
        ark.simulate(2, bots=MIXED, executor=_NotAFuture())
    with pytest.raises(ValueError, match="not both"):
        ark.simulate(2, bots=MIXED, executor=threads, workers=2)
    for bad in (0, -1, True, 2.5):
        with pytest.raises(ValueError, match="chunk_size"):
            ark.simulate(2, bots=MIXED, executor=threads, chunk_size=bad)
    closed = ThreadPoolExecutor(1)
    closed.shutdown()
    with pytest.raises(ValueError, match="refused"):
        ark.simulate(2, bots=MIXED, executor=closed)
    # a bad bot is reported before any game is sent
    with pytest.raises(ValueError, match="wizard"):
        ark.simulate(2, bots="greedy,wizard,random", executor=threads)


def test_a_dask_client_is_not_an_executor():
    with _dask_client(processes=False) as client, pytest.raises(TypeError, match=r"client\.get_executor\(\)"):
        ark.simulate(2, bots=MIXED, executor=client)


def test_open_executor_names(quick):
    with open_executor("serial") as how:
        assert how == {"workers": 1}
    with open_executor(None, 3) as how:
        assert how == {"workers": 3}
    with open_executor("THREADS", 2) as how:
        assert list(ark.simulate(5, bots=QUICK, seed=SEED, **how)) == quick[:5]
    for spec, problem in [("bogus", "unknown executor 'bogus'"), ("threads:4", "unknown executor"),
                          ("dask:", "name the scheduler"), ("serial", "workers must be 1")]:
        with pytest.raises(ValueError, match=problem), open_executor(spec, 4 if spec == "serial" else None):
            pass
    with pytest.raises(ValueError, match="workers must be a whole number"), open_executor("threads", 0):
        pass


def test_open_executor_without_dask_names_the_extra(monkeypatch):
    monkeypatch.setitem(sys.modules, "distributed", None)  # as if not installed: importing it raises ImportError
    for spec in ("dask", "dask:tcp://127.0.0.1:8786"):
        with pytest.raises(ValueError, match=r"dask\[distributed\]"), open_executor(spec):
            pass
    assert main(["simulate", "--games", "2", "--executor", "dask"]) == 2


def test_cli_executor(capsys):
    table = []
    for kind in ("serial", "threads"):
        assert main(["simulate", "--games", "4", "--bots", QUICK, "--seed", str(SEED), "--executor", kind,
                     "--chunk-size", "3"]) == 0
        table.append(capsys.readouterr().out.split("\nseed")[0])
    assert table[0] == table[1] and "4 games" in table[0]
    assert main(["simulate", "--games", "2", "--executor", "cloud"]) == 2
    assert "unknown executor 'cloud'" in capsys.readouterr().err
    assert main(["simulate", "--games", "2", "--executor", "serial", "--workers", "2"]) == 2
    assert "workers must be 1" in capsys.readouterr().err
