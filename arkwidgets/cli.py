"""The ``arkwidgets`` command: one small function per subcommand.

``arkwidgets simulate --games 1000 --bots greedy,random,random,random`` runs a tournament and prints win rates with
95 % confidence intervals and mean scores. Other subcommands (``lab``, ``app``, ``render``, ``play``) plug in the
same way: a ``_add_NAME(subparsers)`` function that declares the arguments and a ``cmd_NAME(args)`` function that
runs it, both listed in :data:`SUBCOMMANDS`.
"""

from __future__ import annotations

import argparse
import sys
import time
from typing import Callable, Sequence

__all__ = ["main", "build_parser", "SUBCOMMANDS"]


# ------------------------------------------------------------------------------------------------ simulate
def _add_simulate(sub: "argparse._SubParsersAction[argparse.ArgumentParser]") -> argparse.ArgumentParser:
    p = sub.add_parser(
        "simulate",
        help="play many games between bots and print win rates",
        description="Play many games between bots in parallel and print each seat's win rate (95% Wilson "
        "interval) and mean score. Bots: random, greedy, search (alias mc; budget as search:200 playouts or "
        "search:0.5s).",
    )
    p.add_argument("--games", type=int, default=100, help="number of games (default 100)")
    p.add_argument(
        "--bots",
        default="greedy,random,random,random",
        help="one bot per seat, comma-separated (default greedy,random,random,random)",
    )
    p.add_argument("--seed", type=int, default=0, help="master seed; game i is seeded from (seed, i) (default 0)")
    p.add_argument("--workers", type=int, default=None, help="worker processes (default: every core)")
    p.add_argument("--no-progress", action="store_true", help="no progress bar on stderr")
    p.add_argument("--json", metavar="FILE", help="also write one JSON record per game to FILE (JSON lines)")
    return p


def cmd_simulate(args: argparse.Namespace) -> int:
    from .simulate import simulate, text_progress

    bots = [b.strip() for b in args.bots.split(",") if b.strip()]
    if args.games < 0:
        print("arkwidgets simulate: --games must be 0 or more", file=sys.stderr)
        return 2
    show = args.games >= 20 and not args.no_progress
    started = time.perf_counter()
    try:
        records = simulate(
            args.games, bots=bots, seed=args.seed, workers=args.workers, progress=text_progress() if show else None
        )
    except (ValueError, TypeError) as error:
        print(f"arkwidgets simulate: {error}", file=sys.stderr)
        return 2
    elapsed = time.perf_counter() - started
    print(records.table())
    print(f"seed {args.seed}, {elapsed:.1f} s")
    if args.json:
        import json

        with open(args.json, "w", encoding="utf-8") as out:
            for r in records:
                out.write(json.dumps(r.to_dict()) + "\n")
    return 0


# ------------------------------------------------------------------------------------------------ wiring
#: name → (declare arguments, run). Add a subcommand by adding a pair here.
SUBCOMMANDS: dict[str, tuple[Callable, Callable[[argparse.Namespace], int]]] = {
    "simulate": (_add_simulate, cmd_simulate),
}


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="arkwidgets", description="Learn the card game Ark (2005): tools around the rules engine."
    )
    from . import __version__

    parser.add_argument("--version", action="version", version=f"arkwidgets {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name, (declare, run) in SUBCOMMANDS.items():
        declare(sub).set_defaults(run=run)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of the ``arkwidgets`` console script; returns the exit status."""
    parser = build_parser()
    args = parser.parse_args(argv)
    if not getattr(args, "run", None):
        parser.print_help()
        return 0
    return int(args.run(args) or 0)


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
