"""The ``arkwidgets`` subcommands lab, app, render and play (simulate is tested in test_simulate.py)."""

from __future__ import annotations

import io
import os
import sys
from pathlib import Path

import pytest

import arkwidgets as ark
from arkwidgets.ark.cli import ark_table, play_session
from arkwidgets.cli import find_notebooks, main

ROOT = Path(__file__).resolve().parent.parent


@pytest.mark.parametrize("command", ["lab", "app", "render", "play"])
def test_every_subcommand_has_help(command, capsys):
    with pytest.raises(SystemExit) as stop:
        main([command, "--help"])
    assert stop.value.code == 0
    out = capsys.readouterr().out
    assert out.startswith(f"usage: arkwidgets {command}")


def test_top_level_help_lists_the_subcommands(capsys):
    with pytest.raises(SystemExit):
        main(["--help"])
    out = capsys.readouterr().out
    for command in ("simulate", "lab", "app", "render", "play"):
        assert command in out


# ------------------------------------------------------------------------------------------------ lab, app
@pytest.fixture
def notebooks(tmp_path):
    folder = tmp_path / "notebooks"
    folder.mkdir()
    for name in ("01_first_game.ipynb", "05_classroom_app.ipynb"):
        (folder / name).write_text("{}", encoding="utf-8")
    return folder


def test_lab_dry_run_prints_the_command(notebooks, capsys):
    assert main(["lab", "--dry-run", "--notebooks", str(notebooks)]) == 0
    out = capsys.readouterr().out
    assert out.startswith("$ ")
    assert "-m jupyter lab" in out and "01_first_game.ipynb" in out


def test_lab_finds_the_notebooks_folder_in_the_current_directory(notebooks, monkeypatch, capsys):
    monkeypatch.chdir(notebooks.parent)
    assert find_notebooks() == notebooks.resolve()
    assert main(["lab", "--dry-run"]) == 0
    assert str(notebooks.resolve() / "01_first_game.ipynb") in capsys.readouterr().out


def test_lab_finds_the_repository_notebooks():
    if not (ROOT / "notebooks" / "01_first_game.ipynb").exists():
        pytest.skip("no notebooks in this checkout")
    assert find_notebooks(str(ROOT)) == ROOT / "notebooks"


def test_lab_without_notebooks_says_what_to_do(tmp_path, capsys):
    assert main(["lab", "--dry-run", "--notebooks", str(tmp_path)]) == 2
    assert "does not exist" in capsys.readouterr().err


def test_app_dry_run_serves_the_classroom_notebook_with_voila(notebooks, capsys):
    assert main(["app", "--dry-run", "--notebooks", str(notebooks), "--port", "8900", "--no-browser"]) == 0
    out = capsys.readouterr().out
    assert "-m voila" in out and "05_classroom_app.ipynb" in out
    assert "--port=8900" in out and "--no-browser" in out


def _as_user(monkeypatch, euid):
    monkeypatch.setattr("os.geteuid", lambda: euid, raising=False)


def test_lab_passes_jupyter_options_through_and_says_where_the_notebook_opens(notebooks, monkeypatch, capsys):
    _as_user(monkeypatch, 1000)
    argv = ["lab", "--dry-run", "--notebooks", str(notebooks), "--port", "9000", "--no-browser", "--ip=0.0.0.0"]
    assert main([*argv, "--", "--ServerApp.token=x", "--debug"]) == 0
    out, err = capsys.readouterr()
    command = out.splitlines()[0]
    assert command.startswith("$ ") and "-m jupyter lab" in command
    for option in ("--port=9000", "--no-browser", "--ip=0.0.0.0", "--ServerApp.token=x", "--debug"):
        assert option in command
    assert "--allow-root" not in command and "root" not in err
    # JupyterLab serves the clone, not notebooks/: the notebooks' links to docs/ work, and the URL says so
    assert f"--ServerApp.root_dir={notebooks.parent}" in command
    assert "http://localhost:9000/lab/tree/notebooks/01_first_game.ipynb" in out


def test_lab_as_root_adds_allow_root_and_says_so(notebooks, monkeypatch, capsys):
    _as_user(monkeypatch, 0)
    assert main(["lab", "--dry-run", "--notebooks", str(notebooks)]) == 0
    out, err = capsys.readouterr()
    assert out.count("--allow-root") == 1
    assert "running as root" in err and "--allow-root" in err
    assert main(["lab", "--dry-run", "--notebooks", str(notebooks), "--allow-root"]) == 0
    out, err = capsys.readouterr()
    assert out.count("--allow-root") == 1 and "running as root" not in err
    assert "localhost:8888/lab/tree/notebooks/01_first_game.ipynb" in out


def test_lab_keeps_the_readers_own_root_dir(notebooks, capsys):
    assert main(["lab", "--dry-run", "--notebooks", str(notebooks), f"--ServerApp.root_dir={notebooks}"]) == 0
    out = capsys.readouterr().out
    assert out.count("root_dir") == 1 and "lab/tree/01_first_game.ipynb" in out


def test_app_serves_with_the_offline_template_and_asks_no_cdn(notebooks, capsys):
    """Issue 15 point 9: the classroom app uses the ``ark`` Voila template, whose pages link nothing off the server."""
    from arkwidgets.voila import VOILA_TEMPLATE, VOILA_TEMPLATES, voila_command

    assert main(["app", "--dry-run", "--notebooks", str(notebooks)]) == 0
    assert f"--template={VOILA_TEMPLATE}" in capsys.readouterr().out
    template = VOILA_TEMPLATES / "voila" / "templates" / VOILA_TEMPLATE
    page = (template / "index.html.j2").read_text(encoding="utf-8")
    links = [line for line in page.splitlines() if "https://" in line]
    # Voila's page links two stylesheets on a CDN; the template exists to cut them out, and names no other host
    assert links and all(line.strip().startswith("| replace('<link") and line.rstrip(" )}").endswith("''")
                         for line in links), links
    _command, env = voila_command("x.ipynb", env={"JUPYTER_PATH": "/elsewhere"})
    assert env["JUPYTER_PATH"].split(os.pathsep) == [str(VOILA_TEMPLATES), "/elsewhere"]


def test_app_passes_voila_options_through(notebooks, capsys):
    assert main(["app", "--dry-run", "--notebooks", str(notebooks), "--Voila.ip=0.0.0.0", "--", "--theme=dark"]) == 0
    out = capsys.readouterr().out
    assert "-m voila" in out and "--Voila.ip=0.0.0.0" in out and "--theme=dark" in out


@pytest.mark.parametrize("command", [["render", "-o", "x.svg"], ["play"], ["simulate", "--games", "0"]])
def test_other_commands_still_refuse_unknown_options(command, capsys):
    with pytest.raises(SystemExit) as stop:
        main([*command, "--no-such-option"])
    assert stop.value.code == 2
    assert "unrecognized arguments: --no-such-option" in capsys.readouterr().err


@pytest.mark.parametrize(("command", "module", "extra"), [("lab", "jupyterlab", "lab"), ("app", "voila", "voila")])
def test_lab_and_app_without_their_extra_name_it(command, module, extra, notebooks, monkeypatch, capsys):
    import subprocess

    monkeypatch.setitem(sys.modules, module, None)  # as if the extra were not installed
    monkeypatch.setattr(subprocess, "call", lambda *a, **k: pytest.fail("launched without the program"))
    assert main([command, "--notebooks", str(notebooks)]) == 2
    err = capsys.readouterr().err
    assert f"pip install -e '.[{extra}]'" in err and module in err
    assert "No module named" not in err


# ------------------------------------------------------------------------------------------------ render
def test_render_a_seeded_game_to_svg(tmp_path, capsys):
    out = tmp_path / "table.svg"
    assert main(["render", "--seed", "3", "--players", "3", "--moves", "10", "-o", str(out)]) == 0
    svg = out.read_text(encoding="utf-8")
    assert svg.startswith(("<svg", "<?xml"))
    assert "ark-board" in svg
    assert "10 moves" in capsys.readouterr().out
    again = tmp_path / "again.svg"
    main(["render", "--seed", "3", "--players", "3", "--moves", "10", "-o", str(again)])
    assert again.read_text(encoding="utf-8") == svg  # seeded: the same picture


def test_render_a_saved_game_to_png(tmp_path):
    pytest.importorskip("cairosvg")
    game = ark.Game.new(4, seed=2)
    bot = ark.RandomBot(seed=5)
    for _ in range(8):
        game.play(bot.choose(game))
    saved = tmp_path / "game.json"
    saved.write_text(game.to_json(), encoding="utf-8")
    out = tmp_path / "table.png"
    assert main(["render", "--load", str(saved), "--viewer", "0", "--theme", "dark", "-o", str(out)]) == 0
    assert out.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_render_refuses_other_formats_and_bad_files(tmp_path, capsys):
    assert main(["render", "-o", str(tmp_path / "table.jpg")]) == 2
    assert ".svg or .png" in capsys.readouterr().err
    bad = tmp_path / "bad.json"
    bad.write_text("{not json", encoding="utf-8")
    assert main(["render", "--load", str(bad), "-o", str(tmp_path / "x.svg")]) == 2
    assert "arkwidgets render:" in capsys.readouterr().err
    assert main(["render", "--viewer", "9", "-o", str(tmp_path / "x.svg")]) == 2
    assert "viewer" in capsys.readouterr().err


def test_render_png_without_cairosvg_is_a_clear_error(tmp_path, monkeypatch, capsys):
    monkeypatch.setitem(sys.modules, "cairosvg", None)  # import cairosvg now raises ImportError
    assert main(["render", "-o", str(tmp_path / "x.png")]) == 2
    err = capsys.readouterr().err
    assert "cairosvg" in err and "pip install -e '.[png]'" in err  # the extra that installs it (part of 'lab')


# ------------------------------------------------------------------------------------------------ play
def _session(script: str, *args: str) -> str:
    from arkwidgets.ark.cli import cmd_play
    from arkwidgets.cli import build_parser

    parsed = build_parser().parse_args(["play", *args])
    out = io.StringIO()
    assert cmd_play(parsed, stdin=io.StringIO(script), stdout=out) == 0
    return out.getvalue()


def test_play_a_scripted_session_with_an_illegal_move():
    text = _session("help\nmoves draw\nplay lion@T9\nplay zebra T1\ndraw 1\nundo\ndraw 2\nquit\n", "--seed", "5")
    assert "seed 5" not in text  # never said before the game is over: it rebuilds every hand (issue 25)
    assert "Your hand:" in text and "legal moves" in text
    assert "play lion@T2" in text  # the help text
    assert "  draw 1\n  draw 2\n  draw 3\n3 legal moves" in text
    assert "Illegal: play lion@T9" in text
    assert "  P-7: T9 does not exist" in text  # the engine's rule id and sentence
    assert "Not a move:" in text
    assert "You: draw 1" in text and "[T-1] You takes" in text
    assert "Undo refused (D-F1)" in text  # the draw showed a card: taking it back would reveal the next one
    assert "You: draw 2" in text
    assert text.rstrip().endswith("Bye.")


def test_play_reads_stdin_and_writes_stdout_through_main(monkeypatch, capsys):
    monkeypatch.setattr(sys, "stdin", io.StringIO("undo\nquit\n"))
    assert main(["play", "--seed", "1", "--players", "4", "--bots", "greedy"]) == 0
    out = capsys.readouterr().out
    assert "Nothing to undo" in out and "Bot 3" in out


def test_play_end_of_input_ends_the_session():
    assert "(end of input)" in _session("", "--seed", "2")


def test_play_a_whole_game_to_the_scores():
    """A human seat that always plays the first legal move reaches the end and sees the score table."""
    game = ark.Game.new(["You", "Bot 1", "Bot 2"], seed=11)
    seats = [None, ark.RandomBot(1), ark.RandomBot(2)]

    class FirstMove(io.StringIO):
        def readline(self, *_):
            return str(game.legal_moves()[-1]) + "\n"

    out = io.StringIO()
    assert play_session(game, seats, 0, FirstMove(), out) == 0
    text = out.getvalue()
    assert game.phase == "over"
    assert "The game is over." in text and "total" in text


def test_ark_table_shows_cabins_weights_and_tilt():
    table = ark_table(ark.Ark.parse("T: zebra+gazelle, penguin / B: elephant"))
    assert table.splitlines() == [
        "   1                 | 2         | 3",
        "T  zebra 2+gazelle 1 | penguin 1 | (new)",
        "B  elephant 4        | (new)",
        "tilt 0  (top 4 − bottom 4; the track runs −2 … +2)",
    ]


def test_play_speaks_the_language_chosen_with_lang():
    """Issue 7: --lang before or after the subcommand; the narration, prompts and refusals follow it."""
    import io
    import re

    from arkwidgets.cli import main

    for argv in (["--lang", "zh", "play", "--seed", "5"], ["play", "--seed", "5", "--lang", "zh"]):
        import sys

        out = io.StringIO()
        stdin, stdout = sys.stdin, sys.stdout
        sys.stdin, sys.stdout = io.StringIO("play unicorn@T1\nquit\n"), out
        try:
            assert main(argv) == 0
        finally:
            sys.stdin, sys.stdout = stdin, stdout
        text = out.getvalue()
        assert "你的手牌" in text and "T-2: 这副牌中没有 'unicorn'" in text and "再见。" in text
        # nothing English is left but card ids, notation, player names and commands
        leftovers = set(re.findall(r"[A-Za-z]{3,}", text)) - {
            "You", "Bot", "play", "unicorn", "quit", "help", "moves", "draw", "seed", "take", "pet", "none",
        }
        card_ids = {c.id for c in __import__("arkwidgets").DECK}
        assert {w for w in leftovers if w.lower() not in card_ids and not any(w in i for i in card_ids)} == set()
