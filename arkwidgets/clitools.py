"""What the commands of both games share: checking an output path, finding the notebooks, launching a program.

``arkwidgets …`` (Ark, :mod:`arkwidgets.cli`) and ``arkwidgets nova …`` (:mod:`arkwidgets.nova.cli`) use these, so
a missing folder or program reads the same whatever the game.
"""

from __future__ import annotations

import sys
from pathlib import Path

__all__ = ["NOTEBOOK_APP", "NOTEBOOK_FIRST", "find_notebooks", "launch", "notebook_path", "unwritable"]

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


def launch(command: list[str], dry_run: bool, what: str) -> int:
    """Print the command, then run it (unless ``dry_run``); a missing program is a clear message, not a traceback."""
    import shlex
    import subprocess

    print("$ " + " ".join(shlex.quote(part) for part in command), flush=True)
    if dry_run:
        return 0
    try:
        return subprocess.call(command)
    except FileNotFoundError as error:
        print(f"arkwidgets: cannot start {what}: {error}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:  # pragma: no cover - Ctrl+C stops the server: a normal way to leave
        return 0


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

