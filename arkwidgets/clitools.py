"""What the commands of both games share: the options of a terminal game, its seats, its list of moves and its
seed; checking an output path; finding the notebooks; launching JupyterLab or Voila and stopping it again.

``arkwidgets …`` (Ark, :mod:`arkwidgets.ark.cli`) and ``arkwidgets nova …`` (:mod:`arkwidgets.nova.cli`) use these,
so the two games take the same options in the same places and a missing folder, extra or program reads the same
whatever the game.
"""

from __future__ import annotations

import argparse
import contextlib
import importlib
import os
import signal
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterator, Mapping, Sequence
from pathlib import Path
from types import FrameType
from typing import Any, TextIO

from .extras import MissingExtra, install_command, missing
from .i18n import LANGUAGES, _, ngettext
from .voila import voila_command

__all__ = ["BOT_KINDS", "DEFAULT_BOTS", "NOTEBOOK_APP", "NOTEBOOK_FIRST", "add_app_options", "add_lang",
           "add_play_options", "add_render_options", "find_notebooks", "launch", "list_moves", "new_seed",
           "notebook_path", "read_command", "root_options", "seat_names", "seed_line", "serve_app", "unwritable",
           "write_drawing"]

#: The first notebook (``arkwidgets lab``) and the Ark classroom app (``arkwidgets app``).
NOTEBOOK_FIRST = "01_first_game.ipynb"
NOTEBOOK_APP = "05_classroom_app.ipynb"


# ------------------------------------------------------------------------------------------------ a terminal game
LANG_HELP = "language of the narration and the messages: en, zh or fr (default en)"
#: The bots a terminal game can seat, weakest first. Both games default to the first, as their widgets do.
BOT_KINDS = ("random", "greedy", "search")
DEFAULT_BOTS = BOT_KINDS[0]
#: The most moves ``moves`` lists at once (a Build question of Ark Nova has hundreds).
MOVES_SHOWN = 100


def add_lang(parser: argparse.ArgumentParser, default: str | None = None) -> None:
    """``--lang``: on the top-level parser with its default, on every subcommand without one (its value, when
    given, replaces the top-level one), so the option goes before or after any subcommand."""
    parser.add_argument("--lang", choices=LANGUAGES, default=argparse.SUPPRESS if default is None else default,
                        help=LANG_HELP)


def add_play_options(parser: argparse.ArgumentParser, players: Sequence[int], default_players: int,
                     bots: Sequence[str], bots_note: str = "") -> None:
    """The options both games' ``play`` take, in the same words: ``--players``, ``--seed``, ``--bots``, ``--name``
    (and ``--lang``, from :func:`add_lang`)."""
    parser.add_argument("--players", type=int, default=default_players, choices=players,
                        help=f"players including you (default {default_players})")
    parser.add_argument("--seed", type=int, default=None,
                        help="seed of the game and the bots (default: a new one, said when the game ends)")
    parser.add_argument("--bots", default=DEFAULT_BOTS, choices=bots,
                        help=f"the bots' strength: {', '.join(bots)} (default {DEFAULT_BOTS}){bots_note}")
    parser.add_argument("--name", default=None,
                        help="your name at the table (default: Player 1, in the language of --lang; the bots are "
                             "Bot 1, Bot 2, …)")


def seat_names(name: str | None, players: int) -> list[str]:
    """Your name (``--name``, else "Player 1") and the bots' ("Bot 1", "Bot 2" …), in the language in force: the
    names both games' widgets give (:mod:`arkwidgets.ui.names`). A name, not a pronoun, reads right in every
    sentence of the narration ("Player 1 takes …"). A bot never gets your name."""
    from .ui.names import default_name

    you = default_name("player", 1) if name is None else name
    bots: list[str] = []
    number = 1
    while len(bots) < players - 1:
        candidate = default_name("bot", number)
        number += 1
        if candidate.casefold() != you.casefold():
            bots.append(candidate)
    return [you, *bots]


def new_seed(seed: int | None) -> int:
    """``seed``, or a new one when None: every game has a seed it can be dealt again from."""
    import random

    return seed if seed is not None else random.SystemRandom().randrange(2**31)


def seed_line(seed: int, replay: str) -> str:
    """What the end of a terminal game says: the seed, and the command that deals the same game again. Said at the
    end, never at the start: the seed rebuilds every hidden card (the bots' hands, the deck)."""
    return _("Seed {seed}: `{command}` deals this game again.").format(seed=seed, command=f"{replay} --seed {seed}")


def read_command(stdin: TextIO, out: TextIO) -> str | None:
    """The line the player types after the prompt ``> ``, stripped, and echoed when it comes from a script (so a
    scripted session reads like a transcript); None when the session ends: at the end of the input, or on ``quit``,
    ``exit`` or ``q`` (said so on ``out``)."""
    print("> ", end="", file=out, flush=True)
    line = stdin.readline()
    if not line:
        print("\n" + _("(end of input)"), file=out)
        return None
    text = line.strip()
    if not getattr(stdin, "isatty", lambda: False)():
        print(text, file=out)
    if text.partition(" ")[0] in ("quit", "exit", "q"):
        print(_("Bye."), file=out)
        return None
    return text


def list_moves(moves: Sequence[str], word: str, out: TextIO) -> None:
    """``moves [WORD]`` of both games: the legal moves (those containing WORD) one per line, then how many; a line
    saying so when none contains WORD."""
    chosen = [m for m in moves if word in m] if word else list(moves)
    if not chosen:
        print(ngettext("No legal move contains '{word}'; there is {count} legal move ('moves' lists it).",
                       "No legal move contains '{word}'; there are {count} legal moves ('moves' lists them).",
                       len(moves)).format(word=word, count=len(moves)), file=out)
        return
    for move in chosen[:MOVES_SHOWN]:
        print(f"  {move}", file=out)
    if word:
        print(ngettext("{count} legal move contains '{word}'", "{count} legal moves contain '{word}'",
                       len(chosen)).format(count=len(chosen), word=word), file=out)
    else:
        print(ngettext("{count} legal move", "{count} legal moves", len(chosen)).format(count=len(chosen)), file=out)
    if len(chosen) > MOVES_SHOWN:
        print(_("(the first {shown} are listed; 'moves WORD' lists those containing WORD)").format(shown=MOVES_SHOWN),
              file=out)


# ------------------------------------------------------------------------------------------------ files, notebooks
def unwritable(path: str) -> str | None:
    """Why a file cannot be written at ``path`` (its folder is missing, or it is a folder), or None."""
    target = Path(path)
    folder = target.parent
    if target.is_dir():
        return f"{path} is a folder, not a file"
    if not folder.is_dir():
        return f"cannot write {path}: the folder {folder} does not exist"
    return None


def find_notebooks(start: str | None = None) -> Path | None:
    """The ``notebooks`` folder: in the current directory (or ``start``), else next to the installed package
    (an editable install or a clone), else None."""
    candidates = [Path(start or ".").resolve() / "notebooks", Path(__file__).resolve().parent.parent / "notebooks"]
    for folder in candidates:
        if (folder / NOTEBOOK_FIRST).is_file() or (folder / NOTEBOOK_APP).is_file():
            return folder
    return None


def notebook_path(name: str, folder: str | None) -> Path | None:
    base = Path(folder) if folder is not None else find_notebooks()
    if base is None:
        print(
            "arkwidgets: no notebooks folder found here or next to the package; run this from a clone of the "
            "repository or pass --notebooks DIR",
            file=sys.stderr,
        )
        return None
    path = base / name
    if not path.is_file():
        print(f"arkwidgets: {path} does not exist", file=sys.stderr)
        return None
    return path


def add_render_options(parser: argparse.ArgumentParser, players: Sequence[int], default_players: int) -> None:
    """The options both games' ``render`` take, in the same words (read by :func:`write_drawing`)."""
    parser.add_argument("-o", "--output", required=True, metavar="FILE", help="output file, .svg or .png")
    parser.add_argument("--seed", type=int, default=1, help="seed of the game and of the random bots (default 1)")
    parser.add_argument("--players", type=int, default=default_players, choices=players,
                        help=f"number of players (default {default_players})")
    parser.add_argument("--moves", type=int, default=0, metavar="K",
                        help="moves played by random bots first (default 0)")
    parser.add_argument("--load", metavar="GAME.json", help="draw a saved game instead (Game.to_json)")
    parser.add_argument("--viewer", type=int, default=None, metavar="I",
                        help="seat whose hand is shown (default: none)")
    parser.add_argument("--theme", default="light", choices=("light", "dark", "contrast"), help="colour theme")
    parser.add_argument("--scale", type=float, default=1.0, help="size factor (default 1)")


def _open_game(args: Any, game_type: Any, random_bot: Callable[[int], Any]) -> Any:
    """The game ``render`` draws: the one saved in ``--load`` (``game_type.from_json``), or a new game of
    ``--players`` from ``--seed`` after ``--moves`` moves of ``random_bot(seed)`` (fewer when it ends)."""
    if args.load:
        return game_type.from_json(Path(args.load).read_text(encoding="utf-8"))
    game = game_type.new(args.players, seed=args.seed)
    bot = random_bot(args.seed)
    for _move in range(args.moves):
        if game.phase == "over":
            break
        game.play(bot.choose(game))
    return game


def write_drawing(prog: str, args: Any, game_type: Any, random_bot: Callable[[int], Any],
                  drawing: str, summary: Callable[[Any], str]) -> int:
    """The ``render`` command of both games: check the output path, open or play the game, draw it, write SVG or PNG.

    The game is ``game_type``'s: loaded from ``--load``, or played ``--moves`` moves by ``random_bot(seed)`` from
    ``--seed``; the ``render`` of the package ``drawing`` draws it (imported here, so a missing ``svgwrite`` is
    reported naming the extra); ``summary(game)`` ends the "wrote …" line. Every problem is one line on stderr and
    exit code 2; nothing is written then.
    """
    out = Path(args.output)
    kind = out.suffix.lower()
    if kind not in (".svg", ".png"):
        return _fail(prog, f"the output must end in .svg or .png, not {out.name!r}")
    if args.moves < 0:
        return _fail(prog, "--moves must be 0 or more")
    problem = unwritable(args.output)
    if problem:
        return _fail(prog, problem)
    try:
        game = _open_game(args, game_type, random_bot)
    except (OSError, ValueError) as error:
        return _fail(prog, str(error))
    try:
        render = importlib.import_module(drawing).render
        svg = render(game, viewer=args.viewer, theme=args.theme, scale=args.scale)
    except MissingExtra as error:  # its message already names the package, the extra and the command: said once
        return _fail(prog, str(error))
    except ImportError as error:
        return _fail(prog, f"drawing needs svgwrite, from the 'render' extra: {install_command('render')} ({error})")
    except ValueError as error:
        return _fail(prog, str(error))
    if kind == ".png":
        try:
            import cairosvg
        except ImportError:
            return _fail(prog, "PNG output needs cairosvg, which the 'png' extra installs (part of 'lab'): "
                               f"{install_command('png')}; .svg works without it")
        except OSError as error:  # cairosvg is there, the cairo library it loads is not
            return _fail(prog, f"cairosvg cannot load the cairo library ({error}); install it (Debian: apt-get "
                               "install libcairo2) or write .svg, which needs neither")
        cairosvg.svg2png(bytestring=svg.encode("utf-8"), write_to=str(out))
    else:
        out.write_text(svg, encoding="utf-8", newline="\n")
    print(f"wrote {out} ({len(game.history)} moves, {game.phase}{summary(game)})")
    return 0


def _fail(prog: str, problem: str) -> int:
    print(f"{prog}: {problem}", file=sys.stderr)
    return 2


# ------------------------------------------------------------------------------------------------ servers
#: ``arkwidgets lab`` and ``app``: the module each starts, the extra that installs it, and the first port tried.
SERVERS = {"JupyterLab": ("jupyterlab", "lab", 8888), "Voila": ("voila", "voila", 8866)}
#: The signals that stop the command, and with it the server it started.
STOP_SIGNALS = tuple(getattr(signal, name) for name in ("SIGINT", "SIGTERM", "SIGHUP") if hasattr(signal, name))
READY_TIMEOUT = 300.0  # seconds to wait for the server's port before giving up on saying "ready"


def extra_problem(what: str, command: str) -> str | None:
    """The one message naming the extra when the program ``what`` ("JupyterLab", "Voila") is not installed, else
    None: said before anything else the command prints."""
    module, extra, _port = SERVERS[what]
    return missing(module, extra, command)


def option(options: Sequence[str], *names: str) -> str | None:
    """The value of the last ``--NAME=value`` among ``options`` whose NAME is one of ``names`` (case as given)."""
    found = None
    for word in options:
        key, equals, value = word.removeprefix("--").partition("=")
        if word.startswith("--") and equals and key in names:
            found = value
    return found


def free_port(start: int, tries: int = 50) -> int:
    """The first port from ``start`` on that nothing on 127.0.0.1 listens on (``start`` itself if all are taken:
    the server then says the port is in use)."""
    for port in range(start, start + tries):
        with socket.socket() as s:
            try:
                s.bind(("127.0.0.1", port))
            except OSError:
                continue
            return port
    return start


def root_options(options: list[str], command: str, what: str) -> list[str]:
    """``["--allow-root"]`` when running as root (a container, a Binder-like host) and ``options`` lack it, said on
    stderr; else nothing. Jupyter's server refuses to start as root without it ("Running as root is not
    recommended")."""
    geteuid = getattr(os, "geteuid", None)  # not on Windows
    if geteuid is None or geteuid() != 0 or "--allow-root" in options:
        return []
    print(f"{command}: running as root (as in a container), so --allow-root is passed to {what}", file=sys.stderr)
    return ["--allow-root"]


def launch(command: list[str], dry_run: bool, what: str, note: str | None = None,
           env: Mapping[str, str] | None = None, ready: tuple[int, str] | None = None) -> int:
    """Print the command (and ``note``), then run it (unless ``dry_run``) until it ends or this command is stopped;
    a program that cannot start is a clear message, not a traceback.

    ``ready`` is (port, line): the line is printed once the server listens on the port (the address that opens
    the notebook, token included). SIGINT (Ctrl+C), SIGTERM and SIGHUP are passed on to the server as SIGTERM, on
    which JupyterLab and Voila shut their kernels down and exit; a second signal kills the server. On Linux the
    server also gets SIGTERM if this process dies without a word (``kill -9``): no server outlives its command."""
    import shlex

    print("$ " + " ".join(shlex.quote(part) for part in command), flush=True)
    if note:  # what the program will do, said before its own output starts
        print(note, flush=True)
    if dry_run:
        return 0
    try:
        # preexec_fn runs one C call looked up before the fork (no lock, no allocation in Python's hands)
        server = subprocess.Popen(command, env=None if env is None else dict(env),
                                  preexec_fn=_die_with_parent())  # noqa: PLW1509
    except OSError as error:
        print(f"arkwidgets: cannot start {what}: {error}", file=sys.stderr)
        return 2
    return supervise(server, ready)


def supervise(server: subprocess.Popen[bytes], ready: tuple[int, str] | None = None) -> int:
    """Wait for ``server`` to end, passing SIGINT, SIGTERM and SIGHUP on (see :func:`launch`); its exit status, or
    0 when it ended because this command was asked to stop."""
    received: list[int] = []

    def stop(signum: int, _frame: FrameType | None) -> None:
        received.append(signum)
        with contextlib.suppress(ProcessLookupError):
            server.send_signal(signal.SIGTERM if len(received) == 1 else signal.SIGKILL)

    with _handling(STOP_SIGNALS, stop):
        if ready is not None:
            threading.Thread(target=_say_when_listening, args=(server, *ready), daemon=True).start()
        status = server.wait()
    return 0 if received else status


@contextlib.contextmanager
def _handling(signals: Sequence[int], handler: Callable[[int, FrameType | None], None]) -> Iterator[None]:
    """``handler`` for ``signals`` inside the block (only the main thread may set them: elsewhere, nothing)."""
    previous = {}
    try:
        for signum in signals:
            previous[signum] = signal.signal(signum, handler)
    except ValueError:  # not the main thread
        pass
    try:
        yield
    finally:
        for signum, old in previous.items():
            signal.signal(signum, old)


def _say_when_listening(server: subprocess.Popen[bytes], port: int, line: str) -> None:
    deadline = time.monotonic() + READY_TIMEOUT
    while server.poll() is None and time.monotonic() < deadline:
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=1):
                print(line, flush=True)
                return
        except OSError:
            time.sleep(0.25)


def _die_with_parent() -> Callable[[], None] | None:
    """On Linux, what the server runs before it starts: ask the kernel for SIGTERM when this process ends
    (``prctl(PR_SET_PDEATHSIG)``). The C function is looked up here, before the fork; elsewhere, None."""
    if not sys.platform.startswith("linux"):
        return None
    try:
        import ctypes

        prctl = ctypes.CDLL(None, use_errno=True).prctl
    except (OSError, AttributeError):
        return None
    pdeathsig = 1  # PR_SET_PDEATHSIG in <sys/prctl.h>

    def ask() -> None:
        prctl(pdeathsig, int(signal.SIGTERM), 0, 0, 0)

    return ask


def add_app_options(parser: argparse.ArgumentParser) -> None:
    """The options both games' ``app`` take (:func:`serve_app`): ``--port``, ``--no-browser``, ``--notebooks``,
    ``--dry-run``, and the teacher's switch ``--coach``, which offers the learners the Coach toggle (off without it:
    in class the coach is off by default against the bots; :data:`arkwidgets.voila.COACH_SWITCH`); Voila's own
    options (``--theme=dark``, …) pass through."""
    parser.add_argument("--port", type=int, default=None, help="port to serve on (default: Voila's, 8866)")
    parser.add_argument("--no-browser", action="store_true", help="do not open a browser window")
    parser.add_argument("--notebooks", metavar="DIR", help="the notebooks folder (default: found automatically)")
    parser.add_argument("--dry-run", action="store_true", help="print the command without running it")
    parser.add_argument("--coach", action="store_true",
                        help="offer the learners the Coach toggle (the best moves with win chances and reasons); "
                             "without it the app has no coach")
    parser.set_defaults(passthrough=[])


def serve_app(notebook: str, args: Any, command: str = "arkwidgets app") -> int:
    """Both games' ``app`` command: the classroom notebook in Voila (``--port``, ``--no-browser``, and Voila's own
    options in ``args.passthrough`` when the command line collected them). Voila serves without a token: the
    address it prints opens the app."""
    if not args.dry_run:
        problem = extra_problem("Voila", command)
        if problem:
            print(problem, file=sys.stderr)
            return 2
    path = notebook_path(notebook, args.notebooks)
    if path is None:
        return 2
    passthrough = list(getattr(args, "passthrough", []))
    chosen = option(passthrough, "port", "Voila.port")
    port = args.port if args.port is not None else int(chosen) if chosen and chosen.isdigit() else None
    if port is None:
        port = free_port(SERVERS["Voila"][2])
    options = [] if chosen else [f"--port={port}"]
    if option(passthrough, "port_retries", "Voila.port_retries") is None:
        options.append("--Voila.port_retries=0")  # the port said below is the one it serves on, or it says why not
    if args.no_browser:
        options.append("--no-browser")
    coach = bool(getattr(args, "coach", False))  # the teacher's switch: the coach is off in class unless asked for
    command_line, env = voila_command(path, *options, *passthrough, coach=coach)
    url = f"http://localhost:{port}/"
    note = f"Voila serves {path.name} at {url}; " + ("the Coach toggle is offered (--coach)" if coach else
                                                       "no coach (a teacher turns it on with --coach)")
    return launch(command_line, args.dry_run, "Voila", note=note, env=env,
                  ready=(port, f"The classroom app is ready: {url} (Ctrl+C stops it)"))
