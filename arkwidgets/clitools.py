"""What the commands of both games share: checking an output path, finding the notebooks, launching a program.

``arkwidgets …`` (Ark, :mod:`arkwidgets.cli`) and ``arkwidgets nova …`` (:mod:`arkwidgets.nova.cli`) use these, so
a missing folder or program reads the same whatever the game.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

from .extras import install_command, missing
from .voila import voila_command

__all__ = ["NOTEBOOK_APP", "NOTEBOOK_FIRST", "find_notebooks", "launch", "notebook_path", "root_options", "serve_app",
           "unwritable", "write_drawing"]

#: The first notebook (``arkwidgets lab``) and the Ark classroom app (``arkwidgets app``).
NOTEBOOK_FIRST = "01_first_game.ipynb"
NOTEBOOK_APP = "05_classroom_app.ipynb"


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


#: ``python -m NAME`` → (the module that must be installed, the extra that installs it).
PROGRAMS = {"jupyter": ("jupyterlab", "lab"), "voila": ("voila", "voila")}


def launch(command: list[str], dry_run: bool, what: str, note: str | None = None,
           env: Mapping[str, str] | None = None) -> int:
    """Print the command (and ``note``), then run it (unless ``dry_run``); a missing program is a clear message,
    not a traceback.

    A ``python -m jupyter``/``voila`` command is checked first: without JupyterLab or Voila the message names the
    extra to install (``pip install -e '.[lab]'``) instead of Python's "No module named jupyter"."""
    import shlex
    import subprocess

    print("$ " + " ".join(shlex.quote(part) for part in command), flush=True)
    if note:  # what the program will do, said before its own output starts
        print(note, flush=True)
    if dry_run:
        return 0
    if len(command) > 2 and command[1] == "-m" and command[2] in PROGRAMS:
        problem = missing(*PROGRAMS[command[2]], f"starting {what}")
        if problem:
            print(f"arkwidgets: {problem}", file=sys.stderr)
            return 2
    try:
        return subprocess.call(command, env=None if env is None else dict(env))
    except FileNotFoundError as error:
        print(f"arkwidgets: cannot start {what}: {error}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:  # pragma: no cover - Ctrl+C stops the server: a normal way to leave
        return 0


def root_options(options: list[str], command: str, what: str) -> list[str]:
    """``["--allow-root"]`` when running as root (a container, a Binder-like host) and ``options`` lack it, said on
    stderr; else nothing. Jupyter's server refuses to start as root without it ("Running as root is not
    recommended")."""
    geteuid = getattr(os, "geteuid", None)  # not on Windows
    if geteuid is None or geteuid() != 0 or "--allow-root" in options:
        return []
    print(f"{command}: running as root (as in a container), so --allow-root is passed to {what}", file=sys.stderr)
    return ["--allow-root"]


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



def write_drawing(prog: str, args: Any, open_game: Callable[[], Any], draw: Callable[[Any], str],
                  summary: Callable[[Any], str]) -> int:
    """The ``render`` command of both games: check the output path, open or play the game, draw it, write SVG or PNG.

    ``open_game()`` loads ``--load`` or plays ``--moves`` random moves from ``--seed``; ``draw(game)`` returns the
    SVG (it imports the drawing, so a missing ``svgwrite`` is reported here, naming the extra); ``summary(game)``
    ends the "wrote …" line. Every problem is one line on stderr and exit code 2; nothing is written then.
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
        game = open_game()
    except (OSError, ValueError) as error:
        return _fail(prog, str(error))
    try:
        svg = draw(game)
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


def serve_app(notebook: str, args: Any) -> int:
    """Both games' ``app`` command: the classroom notebook in Voila (``--port``, ``--no-browser``, and Voila's own
    options in ``args.passthrough`` when the command line collected them)."""
    path = notebook_path(notebook, args.notebooks)
    if path is None:
        return 2
    options = [f"--port={args.port}"] if args.port is not None else []
    if args.no_browser:
        options.append("--no-browser")
    command, env = voila_command(path, *options, *getattr(args, "passthrough", []))
    return launch(command, args.dry_run, "Voila", env=env)
