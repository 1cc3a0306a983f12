"""The ``arkwidgets`` command, the front door of both games: one table of subcommands.

Ark's commands (``simulate``, ``render``, ``play``: :mod:`arkwidgets.ark.cli`) sit at the top level, Ark Nova's under
``arkwidgets nova`` (:mod:`arkwidgets.nova.cli`); ``lab`` and ``app`` open the notebooks and the classroom app
whatever the game. A subcommand is a pair of functions — one declares its arguments, one runs it — listed in
:data:`SUBCOMMANDS`.
"""

from __future__ import annotations

import argparse
import os
import secrets
import sys
from collections.abc import Callable, Sequence

from . import __version__
from .ark import cli as ark_cli
from .clitools import (
    NOTEBOOK_APP,
    NOTEBOOK_FIRST,
    SERVERS,
    add_app_options,
    add_lang,
    extra_problem,
    find_notebooks,
    free_port,
    launch,
    notebook_path,
    option,
    root_options,
    serve_app,
)
from .extras import install_command
from .i18n import language
from .nova import cli as nova_cli

__all__ = ["main", "build_parser", "SUBCOMMANDS", "find_notebooks"]


# ------------------------------------------------------------------------------------------------ lab, app
#: The options that set JupyterLab's token (the reader's own then goes into the address printed).
TOKEN_OPTIONS = ("ServerApp.token", "IdentityProvider.token", "NotebookApp.token", "token")
PASSTHROUGH = (
    "Any other option goes to {program} unchanged (write options with a value as --name=value, or put them after "
    "--): e.g. {example}."
)


def _add_lab(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> argparse.ArgumentParser:
    p = sub.add_parser(
        "lab",
        help="open the first notebook in JupyterLab",
        description=f"Open notebooks/{NOTEBOOK_FIRST} in JupyterLab (needs the 'lab' extra: "
        f"{install_command('lab')}). The notebooks folder is looked for in the current directory, then next to the "
        "package; JupyterLab serves the folder above it (the clone), so the notebooks' links to docs/ work. "
        "As root (containers, Binder-like hosts) --allow-root is added. "
        + PASSTHROUGH.format(program="JupyterLab", example="--no-browser --ip=0.0.0.0 --ServerApp.token=''"),
    )
    p.add_argument("notebook", nargs="?", default=NOTEBOOK_FIRST, help=f"notebook to open (default {NOTEBOOK_FIRST})")
    p.add_argument("--notebooks", metavar="DIR", help="the notebooks folder (default: found automatically)")
    p.add_argument("--port", type=int, default=None, help="port to serve on (default: JupyterLab's, 8888)")
    p.add_argument("--dry-run", action="store_true", help="print the command without running it")
    p.set_defaults(passthrough=[])
    return p


def cmd_lab(args: argparse.Namespace) -> int:
    """JupyterLab on the clone, with a token this command chooses (or the reader's own): the address printed once
    the server listens opens the notebook on the first click."""
    if not args.dry_run:
        problem = extra_problem("JupyterLab", "arkwidgets lab")
        if problem:  # said once, before anything else
            print(problem, file=sys.stderr)
            return 2
    path = notebook_path(args.notebook, args.notebooks)
    if path is None:
        return 2
    options = list(args.passthrough)
    env = dict(os.environ)
    chosen_port = option(options, "port", "ServerApp.port")
    port = args.port if args.port is not None else int(chosen_port) if chosen_port and chosen_port.isdigit() else None
    if port is None:
        port = free_port(SERVERS["JupyterLab"][2])
    if not chosen_port:
        options.append(f"--port={port}")
    if option(options, "port_retries", "ServerApp.port_retries") is None:
        options.append("--ServerApp.port_retries=0")  # the address below is where it serves, or it says why not
    options += root_options(options, "arkwidgets lab", "JupyterLab")
    token = option(options, *TOKEN_OPTIONS)
    if token is None:  # a token of our own, passed in the environment (not on the command line, which ps shows)
        token = env["JUPYTER_TOKEN"] = env.get("JUPYTER_TOKEN") or secrets.token_hex(24)
    root = path.resolve().parent.parent
    chosen = ("root_dir", "root-dir", "notebook_dir", "notebook-dir")  # the reader picked the folder to serve
    if not any(word in o for o in options for word in chosen):
        options.append(f"--ServerApp.root_dir={root}")
    else:
        root = path.resolve().parent  # the reader's own choice: the URL below is only a guess then
    where = path.resolve().relative_to(root).as_posix()
    address = f"http://localhost:{port}/lab/tree/{where}"
    url = f"{address}?token={token}" if token and not args.dry_run else address
    note = f"JupyterLab serves {root} and opens {where}" + (
        f": {address} (with the token chosen when it starts)" if args.dry_run else "")
    return launch([sys.executable, "-m", "jupyter", "lab", str(path), *options], args.dry_run, "JupyterLab", note,
                  env=env, ready=(port, f"JupyterLab is ready: {url} (Ctrl+C stops it)"))


def _add_app(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> argparse.ArgumentParser:
    p = sub.add_parser(
        "app",
        help="the classroom app: play against bots in the browser (Voila)",
        description=f"Serve notebooks/{NOTEBOOK_APP} with Voila: one big board, play against bots, no code "
        f"(needs the 'voila' extra: {install_command('voila')}). "
        + PASSTHROUGH.format(program="Voila", example="--Voila.ip=0.0.0.0 --theme=dark"),
    )
    add_app_options(p)
    return p


def cmd_app(args: argparse.Namespace) -> int:
    return serve_app(NOTEBOOK_APP, args)


# ------------------------------------------------------------------------------------------------ wiring
#: name → (declare arguments, run). Add a subcommand by adding a pair here.
SUBCOMMANDS: dict[str, tuple[Callable, Callable[[argparse.Namespace], int]]] = {
    "simulate": ark_cli.COMMANDS["simulate"],
    "lab": (_add_lab, cmd_lab),
    "app": (_add_app, cmd_app),
    "render": ark_cli.COMMANDS["render"],
    "play": ark_cli.COMMANDS["play"],
    "nova": (nova_cli.add_commands, nova_cli.run),
}


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="arkwidgets",
        description="Learn the board games Ark (2005) and Ark Nova (2021): tools around the rules engines.",
    )
    parser.add_argument("--version", action="version", version=f"arkwidgets {__version__}")
    add_lang(parser, default="en")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    for (declare, run) in SUBCOMMANDS.values():
        command = declare(sub)
        # also accepted after the subcommand (arkwidgets play --lang zh; Ark Nova's add it to their own commands)
        add_lang(command)
        # the parser of the command typed (Ark Nova's set their own): its usage goes with an unknown option's error
        command.set_defaults(run=run, command_parser=command)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of the ``arkwidgets`` console script; returns the exit status."""
    parser = build_parser()
    words = list(sys.argv[1:] if argv is None else argv)
    head, tail = (words[: words.index("--")], words[words.index("--") + 1 :]) if "--" in words else (words, [])
    args, unknown = parser.parse_known_args(head)
    if getattr(args, "passthrough", None) is not None:  # lab, app: the rest goes to JupyterLab or Voila
        args.passthrough = [*unknown, *tail]
    elif unknown or tail:  # every other command: an unknown option is an error, said with that command's usage
        getattr(args, "command_parser", parser).error("unrecognized arguments: " + " ".join([*unknown, *tail]))
    if not getattr(args, "run", None):
        parser.print_help()
        return 0
    with language(args.lang):
        return int(args.run(args) or 0)


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
