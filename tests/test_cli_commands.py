"""The ``arkwidgets`` subcommands lab, app, render and play (simulate is tested in test_simulate.py)."""

from __future__ import annotations

import contextlib
import io
import os
import re
import signal
import socket
import sys
import time
import urllib.request
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
    assert "--ServerApp.port_retries=0" in out  # the port of the address printed is the one it serves on
    assert "token" not in out.splitlines()[0]  # the token goes in the environment, which ps does not show


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
    assert re.search(r"http://localhost:(\d+)/lab/tree/notebooks/01_first_game\.ipynb", out)  # 8888, or the next free


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


@pytest.mark.parametrize(("command", "module", "extra"), [(["lab"], "jupyterlab", "lab"), (["app"], "voila", "voila"),
                                                       (["nova", "app"], "voila", "voila")])
def test_lab_and_app_without_their_extra_say_so_once_before_anything_else(command, module, extra, notebooks,
                                                                          monkeypatch, capsys):
    """Issue 27: no launch command, no address, then the missing extra: the one line naming it, and nothing else."""
    import subprocess

    monkeypatch.setitem(sys.modules, module, None)  # as if the extra were not installed
    monkeypatch.setattr(subprocess, "Popen", lambda *a, **k: pytest.fail("launched without the program"))
    assert main([*command, "--notebooks", str(notebooks)]) == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert err.count("\n") == 1 and err.count(f"pip install -e '.[{extra}]'") == 1 and module in err
    assert err.startswith(f"arkwidgets {' '.join(command)} needs the Python package {module!r}")
    assert "No module named" not in err


def test_render_without_svgwrite_says_so_once_not_nested(tmp_path):
    """``render`` in a Python without svgwrite: one line naming the extra (not the message inside itself)."""
    import subprocess

    code = ("import sys; sys.modules['svgwrite'] = None\nfrom arkwidgets.cli import main\n"
            f"sys.exit(main(['render', '-o', {str(tmp_path / 'x.svg')!r}]))")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120, check=False,
                          env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert done.returncode == 2, done.stderr
    assert done.stderr.count("\n") == 1 and done.stderr.count("pip install -e '.[render]'") == 1, done.stderr
    assert done.stderr.startswith("arkwidgets render: drawing needs the Python package 'svgwrite'")
    assert not (tmp_path / "x.svg").exists()


# ------------------------------------------------------------------------------------------------ stopping servers
FAKE_SERVER = """
import os, signal, sys, time
pid_file, stubborn = sys.argv[1], sys.argv[2] == "stubborn"
def stop(signum, frame):
    if not stubborn:
        sys.exit(0)
signal.signal(signal.SIGTERM, stop)
signal.signal(signal.SIGINT, signal.SIG_IGN)  # as JupyterLab asks before it stops on one Ctrl+C
open(pid_file + ".tmp", "w").write(str(os.getpid()))
os.replace(pid_file + ".tmp", pid_file)
while True:
    time.sleep(0.1)
"""


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    with contextlib.suppress(OSError):  # a zombie (exited, not yet reaped by its parent) is gone for good
        if Path(f"/proc/{pid}/stat").read_text().split(") ", 1)[1].startswith("Z"):
            return False
    return True


def _wait_gone(pid: int, seconds: float = 20) -> bool:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if not _alive(pid):
            return True
        time.sleep(0.05)
    return False


def _start_command(tmp_path, stubborn: bool = False):
    """``launch`` of arkwidgets.clitools running a fake server in a process of its own: (that process, the fake
    server's pid)."""
    import subprocess

    pid_file = tmp_path / "server.pid"
    script = tmp_path / "fake_server.py"
    script.write_text(FAKE_SERVER, encoding="utf-8")
    code = ("import sys\nfrom arkwidgets.clitools import launch\n"
            f"sys.exit(launch([sys.executable, {str(script)!r}, {str(pid_file)!r}, "
            f"{'stubborn' if stubborn else 'polite'!r}], False, 'a fake server'))")
    command = subprocess.Popen([sys.executable, "-c", code], env={**os.environ, "PYTHONPATH": str(ROOT)},
                               stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    deadline = time.monotonic() + 60
    while not pid_file.exists():
        assert command.poll() is None, command.communicate()[0]
        assert time.monotonic() < deadline, "the fake server did not start"
        time.sleep(0.05)
    return command, int(pid_file.read_text())


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="POSIX signals")
@pytest.mark.parametrize("how", ["SIGTERM", "SIGINT", "SIGHUP"])
def test_stopping_the_command_stops_the_server_it_started(how, tmp_path):
    """Issue 27: ``kill`` (or Ctrl+C, or closing the terminal) on ``arkwidgets lab``/``app`` reaches the server:
    the command passes the signal on as SIGTERM, waits for the server to end, and ends itself with status 0."""
    command, server = _start_command(tmp_path)
    command.send_signal(getattr(signal, how))
    assert command.wait(timeout=30) == 0
    assert _wait_gone(server), f"the server {server} outlived the command"


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="PR_SET_PDEATHSIG is Linux's")
def test_a_server_never_outlives_its_command_even_killed_outright(tmp_path):
    """``kill -9`` gives the command no chance to say anything: the kernel then sends the server SIGTERM."""
    command, server = _start_command(tmp_path)
    command.kill()
    command.wait(timeout=30)
    assert _wait_gone(server), f"the server {server} outlived the command"


def test_a_second_signal_stops_a_server_that_would_not(tmp_path):
    command, server = _start_command(tmp_path, stubborn=True)
    command.send_signal(signal.SIGTERM)
    time.sleep(0.5)
    assert _alive(server)  # it ignored the first
    command.send_signal(signal.SIGTERM)
    assert command.wait(timeout=30) == 0
    assert _wait_gone(server)


def _read_until(process, marker: str, seconds: float) -> str:
    """The command's output up to the line holding ``marker`` (read in a thread, so a silent server times out)."""
    import queue
    import threading

    lines: queue.Queue[str] = queue.Queue()
    def pump() -> None:
        for line in process.stdout:
            lines.put(line)

    threading.Thread(target=pump, daemon=True).start()
    seen: list[str] = []
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        try:
            line = lines.get(timeout=0.5)
        except queue.Empty:
            assert process.poll() is None, "".join(seen)
            continue
        seen.append(line)
        if marker in line:
            return "".join(seen)
    pytest.fail(f"no {marker!r} within {seconds:.0f} s:\n{''.join(seen)[-3000:]}")


def _children(pid: int) -> list[int]:
    """Every process below ``pid`` (Linux's /proc)."""
    found, todo = [], [pid]
    while todo:
        parent = todo.pop()
        for stat in Path("/proc").glob("[0-9]*/stat"):
            with contextlib.suppress(OSError, IndexError):
                if int(stat.read_text().split(") ", 1)[1].split()[1]) == parent:
                    child = int(stat.parent.name)
                    found.append(child)
                    todo.append(child)
    return found


@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="lists processes through /proc")
def test_lab_prints_an_address_that_opens_the_notebook_and_stops_with_the_command(tmp_path):
    """Issue 27: a real JupyterLab, started as a newcomer does (``arkwidgets lab --no-browser``). The address it
    prints, token included, opens the notebook on the first request; without the token the server asks for a
    login. SIGTERM on the command stops JupyterLab: no process of it is left."""
    pytest.importorskip("jupyterlab")
    import subprocess
    import urllib.error
    import urllib.request

    env = {**os.environ, "PYTHONPATH": str(ROOT), "JUPYTER_CONFIG_DIR": str(tmp_path / "config"),
           "JUPYTER_DATA_DIR": str(tmp_path / "data"), "JUPYTER_RUNTIME_DIR": str(tmp_path / "runtime")}
    env.pop("JUPYTER_TOKEN", None)
    command = subprocess.Popen([sys.executable, "-m", "arkwidgets.cli", "lab", "--no-browser",
                                "--notebooks", str(ROOT / "notebooks"), "--LabApp.news_url=",
                                "--LabApp.check_for_updates_class=jupyterlab.NeverCheckForUpdate"],
                               env=env, cwd=tmp_path, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    try:
        said = _read_until(command, "JupyterLab is ready: ", 240)
        url = said.split("JupyterLab is ready: ", 1)[1].split()[0]
        address, _, token = url.partition("?token=")
        assert address.endswith("/lab/tree/notebooks/01_first_game.ipynb") and len(token) >= 32
        assert token not in " ".join(line for line in said.splitlines() if line.startswith("$ "))  # not in ps
        with urllib.request.urlopen(url, timeout=60) as page:  # the first click
            assert page.status == 200 and page.url == url
        opener = urllib.request.build_opener(NoRedirect())
        with pytest.raises(urllib.error.HTTPError) as refused:
            opener.open(address, timeout=60)
        assert refused.value.code == 302 and "/login" in refused.value.headers["Location"]
        servers = _children(command.pid)
        assert servers
    finally:
        command.send_signal(signal.SIGTERM)
        status = command.wait(timeout=60)
    assert status == 0
    for pid in servers:
        assert _wait_gone(pid, 60), f"process {pid} of JupyterLab outlived arkwidgets lab"


class NoRedirect(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, *args, **kwargs):
        return None


@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="lists processes through /proc")
def test_app_says_its_address_when_voila_listens_and_ctrl_c_stops_voila(tmp_path):
    pytest.importorskip("voila")
    import subprocess

    env = {**os.environ, "PYTHONPATH": str(ROOT), "JUPYTER_CONFIG_DIR": str(tmp_path / "config"),
           "JUPYTER_DATA_DIR": str(tmp_path / "data"), "JUPYTER_RUNTIME_DIR": str(tmp_path / "runtime")}
    command = subprocess.Popen([sys.executable, "-m", "arkwidgets.cli", "app", "--no-browser",
                                "--notebooks", str(ROOT / "notebooks")],
                               env=env, cwd=tmp_path, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    try:
        said = _read_until(command, "The classroom app is ready: ", 240)
        port = int(said.split("The classroom app is ready: http://localhost:", 1)[1].split("/")[0])
        servers = _children(command.pid)
        assert servers
    finally:
        command.send_signal(signal.SIGINT)
        status = command.wait(timeout=60)
    assert status == 0
    for pid in servers:
        assert _wait_gone(pid, 60), f"process {pid} of Voila outlived arkwidgets app"
    with pytest.raises(OSError), socket.create_connection(("127.0.0.1", port), timeout=2):
        pass


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
    assert "Your hand:" in text and "legal moves" in text
    assert "play lion@T2" in text and "card NAME" in text  # the help text
    assert "  draw 1\n  draw 2\n  draw 3\n3 legal moves contain 'draw'\n" in text  # one per line, then the count
    assert "Illegal: play lion@T9" in text
    assert "  P-7: T9 does not exist" in text  # the engine's rule id and sentence
    assert "Not a move:" in text
    # the widgets' default name, a name and not a pronoun: "Player 1 takes", never "You takes"
    assert "Player 1: draw 1" in text and "[T-1] Player 1 takes" in text and "You takes" not in text
    assert "Undo refused (D-25)" in text  # the draw showed a card: taking it back would reveal the next one
    assert "Player 1: draw 2" in text
    *_, bye, seed = text.rstrip().splitlines()
    assert bye == "Bye."
    # the seed is said at the end (it deals every hidden card again), never before
    assert seed == "Seed 5: `arkwidgets play --players 3 --bots random --seed 5` deals this game again."
    assert text.count("5") and "--seed 5" not in text[: text.rindex(seed)]


def test_play_lists_moves_one_per_line_and_says_when_none_matches():
    text = _session("moves\nmoves nothing-like-this\nquit\n", "--seed", "5")
    listed = text.split("> moves\n", 1)[1].split("\n> ", 1)[0].splitlines()
    assert all(line.startswith("  ") for line in listed[:-1]) and len(listed) > 5
    assert listed[-1] == f"{len(listed) - 1} legal moves"
    count = len(listed) - 1
    assert f"No legal move contains 'nothing-like-this'; there are {count} legal moves ('moves' lists them)." in text


def test_play_card_looks_a_card_up_by_id_or_printed_name_in_every_language():
    text = _session("card lion\ncard 狮子\ncard Lion\ncard li\ncard unicorn\ncard\nquit\n", "--seed", "5")
    assert text.count("lion: Lion — hot, weight 3, carnivore, heavy") == 3
    assert "No card is called 'li'; did you mean" in text and "lion" in text.split("did you mean", 1)[1]
    assert "No card is called 'unicorn'." in text
    assert "Type 'card' and a card's name, e.g. 'card lion'." in text
    from arkwidgets.i18n import language

    with language("zh"):
        assert "lion: 狮子 — " in _session("card lion\nquit\n", "--seed", "5")


@pytest.mark.parametrize("bots", ["random", "greedy", "search"])
def test_play_reads_stdin_and_writes_stdout_through_main(bots, monkeypatch, capsys):
    monkeypatch.setattr(sys, "stdin", io.StringIO("undo\nquit\n"))
    assert main(["play", "--seed", "1", "--players", "4", "--bots", bots]) == 0
    out = capsys.readouterr().out
    assert "Nothing to undo" in out and "Bot 3" in out


def test_play_end_of_input_ends_the_session():
    assert "(end of input)" in _session("", "--seed", "2")


def test_play_a_whole_game_to_the_scores():
    """A human seat that always plays the first legal move reaches the end and sees the score table."""
    game = ark.Game.new(["Player 1", "Bot 1", "Bot 2"], seed=11)
    seats = [None, ark.RandomBot(1), ark.RandomBot(2)]

    class FirstMove(io.StringIO):
        def readline(self, *_):
            return str(game.legal_moves()[-1]) + "\n"

    out = io.StringIO()
    assert play_session(game, seats, 0, FirstMove(), out, replay="arkwidgets play") == 0
    text = out.getvalue()
    assert game.phase == "over"
    assert "The game is over." in text and "total" in text
    assert text.rstrip().splitlines()[-1] == "Seed 11: `arkwidgets play --seed 11` deals this game again."


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
            "play", "unicorn", "quit", "help", "moves", "draw", "seed", "take", "pet", "none", "arkwidgets", "players",
            "bots", "random", "card",
        }
        card_ids = {c.id for c in __import__("arkwidgets").DECK}
        assert {w for w in leftovers if w.lower() not in card_ids and not any(w in i for i in card_ids)} == set()
