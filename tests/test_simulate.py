"""simulate: one record per game, reproducible, independent of the number of workers; the CLI around it."""

from __future__ import annotations

import pytest

import arkwidgets as ark
from arkwidgets.cli import main
from arkwidgets.simulate import GameRecord, derive_seed, make_bot

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
