"""Ark Nova engine speed, each figure printed beside its aim (issue 23, item 5 "Speed"): what a search bot and a coach
need. Timed and printed, never asserted (tests never time anything).

    python benchmarks/bench_nova.py                      # every figure (a few minutes)
    python benchmarks/bench_nova.py --only games check   # some of them
    python benchmarks/bench_nova.py --repeats 5          # more runs, a steadier best

Figures (the aims of issue 23):

- ``games``: seeded random 2-player games per second on one core (aim ≥ 25/s), and the same for 1, 3 and 4 players
  (no aim); a fixed set of seeds per player count, so two runs time the same games.
- ``latency``: every first ``legal_moves()`` call of each position (what a bot asks; later calls are cached) over 200
  seeded random games of 1–4 players on all ten maps, with the whole deck: 50th, 99th, 99.9th percentile and the
  maximum (aim: 99.9th percentile < 5 ms).
- ``first``: the first ``legal_moves()`` call in a fresh Python process (a subprocess per position), while the
  tables of a map are built, at a Build question and at an action question mid-game on each map: the worst position
  (aim < 50 ms).
- ``check``: ``check`` of illegal moves, each verdict listing every broken rule, per second (aim ≥ 100,000/s).
- ``instructions``: the interpreter's instructions per random 2-player game (seeds 1–5), counted by valgrind's
  callgrind when it is installed: a figure that does not depend on the machine's load, so two versions of the engine
  can be compared on a busy machine. The same count at commit b3190b9, when the best rate on an idle core was
  18.5 games/s, is printed beside it.

The machine is shared (2 cores, several sessions): a figure is the best of ``--repeats`` runs, the least disturbed
one, with the median of the runs beside it; for the latencies each call's best over the runs is taken, then the
percentiles. A quiet machine gives the same best; a busy one gives a worse median.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from arkwidgets.nova import Game, Move
from arkwidgets.nova.bots import RandomBot

MAPS = ("A", "0", "1", "2", "3", "4", "5", "6", "7", "8")
SECTIONS = ("games", "latency", "first", "check", "instructions")
#: Games per run for each player count (fixed seeds 1 … n): each run of 2-player games takes a few seconds.
GAMES = {1: 60, 2: 20, 3: 10, 4: 8}
AIM_GAMES = 25.0
AIM_P999_MS = 5.0
AIM_FIRST_MS = 50.0
AIM_CHECKS = 100_000.0
ROOT = Path(__file__).resolve().parent.parent


def line(what: str, value: str, aim: str = "", note: str = "") -> None:
    print(f"  {what:<46} {value:>16}   {aim:<16} {note}".rstrip())


def verdict(ok: bool) -> str:
    return "met" if ok else "NOT met"


# ------------------------------------------------------------------------------------------ games per second
def play_games(players: int, count: int) -> int:
    """Seeded random games 1 … ``count`` of ``players`` to the end; returns the moves played."""
    moves = 0
    for seed in range(1, count + 1):
        game, bot = Game.new(players=players, seed=seed), RandomBot(seed)
        while game.phase != "over":
            game.play(bot.choose(game))
            moves += 1
    return moves


def games_section(repeats: int, scale: float) -> None:
    print("Random games per second (one core; RandomBot on both sides; seeds 1 … n each run)")
    for players in (2, 1, 3, 4):
        count = max(1, round(GAMES[players] * scale))
        rates, moves = [], 0
        for _ in range(repeats):
            start = time.perf_counter()
            moves = play_games(players, count)
            rates.append(count / (time.perf_counter() - start))
        best = max(rates)
        aim = f"aim ≥ {AIM_GAMES:g}/s" if players == 2 else ""
        note = f"{verdict(best >= AIM_GAMES)}; " if players == 2 else ""
        line(f"{players}-player games ({count} a run, {moves / count:.0f} moves each)", f"{best:.1f} /s", aim,
             f"{note}median {statistics.median(rates):.1f} /s")


# ------------------------------------------------------------------------------------------ legal_moves latency
def latency_games(count: int) -> list[tuple[dict[str, Any], list[Move]]]:
    """``count`` seeded random games of 1–4 players on the ten maps, whole deck: (Game.new arguments, moves)."""
    out = []
    for i in range(count):
        options: dict[str, Any] = {"players": 1 + i % 4, "seed": 5000 + i, "map": MAPS[i % len(MAPS)], "cards": "all"}
        game, bot = Game.new(**options), RandomBot(i)
        while game.phase != "over":
            game.play(bot.choose(game))
        out.append((options, list(game.moves)))
    return out


def time_legal_moves(games: list[tuple[dict[str, Any], list[Move]]]) -> tuple[list[float], list[str]]:
    """Replay every game, timing the first ``legal_moves()`` call at each position (seconds), with its question."""
    times: list[float] = []
    kinds: list[str] = []
    clock = time.perf_counter
    for options, moves in games:
        game = Game.new(**options)
        for move in moves:
            start = clock()
            game.legal_moves()
            times.append(clock() - start)
            kinds.append(game.decision.kind if game.decision else "")
            game.play(move)
    return times, kinds


def percentile(ordered: Sequence[float], q: float) -> float:
    """The ``q`` quantile (0–1) of sorted values, nearest rank."""
    return ordered[min(len(ordered) - 1, max(0, round(q * len(ordered)) - 1))]


def latency_section(repeats: int, count: int) -> None:
    print(f"legal_moves(), first call at each position: {count} random games of 1–4 players, ten maps, whole deck")
    games = latency_games(count)
    best: list[float] = []
    kinds: list[str] = []
    for _ in range(repeats):
        times, kinds = time_legal_moves(games)
        best = times if not best else [min(a, b) for a, b in zip(best, times, strict=True)]
    ordered = sorted(best)
    ms = {q: 1000 * percentile(ordered, q) for q in (0.5, 0.99, 0.999)}
    worst = max(range(len(best)), key=best.__getitem__)
    line(f"calls timed (best of {repeats} runs each)", f"{len(best):,}")
    line("50th percentile", f"{ms[0.5]:.3f} ms")
    line("99th percentile", f"{ms[0.99]:.3f} ms")
    line("99.9th percentile", f"{ms[0.999]:.3f} ms", f"aim < {AIM_P999_MS:g} ms", verdict(ms[0.999] < AIM_P999_MS))
    line("maximum", f"{1000 * best[worst]:.3f} ms", "", f"at a {kinds[worst]!r} question")


# ------------------------------------------------------------------------------------------ the first call
_FIRST_CALL = """
import json, sys, time
from arkwidgets.nova import Game, GameState
state = json.load(open(sys.argv[1]))[int(sys.argv[2])]
game = Game.from_state(GameState.from_dict(state))
start = time.perf_counter()
game.legal_moves()
print(time.perf_counter() - start)
"""


def first_positions() -> list[tuple[str, str, dict]]:
    """Per map, the first Build question and the first action question after turn 10 of a seeded 2-player game."""
    out = []
    for i, zoomap in enumerate(MAPS):
        game, bot = Game.new(players=2, seed=300 + i, map=zoomap), RandomBot(i)
        wanted = {"build", "action"}
        while game.phase != "over" and wanted:
            kind = game.decision.kind if game.decision else ""
            if kind in wanted and game.state.turn >= 10:
                wanted.discard(kind)
                out.append((zoomap, kind, game.state_dict()))
            game.play(bot.choose(game))
    return out


def first_section(repeats: int) -> None:
    print("legal_moves(), the first call in a fresh process (tables built then), mid-game on each map")
    positions = first_positions()
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")])))
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "positions.json"
        path.write_text(json.dumps([state for _, _, state in positions]))
        results = []
        for k, (zoomap, kind, _) in enumerate(positions):
            runs = [float(subprocess.run([sys.executable, "-c", _FIRST_CALL, str(path), str(k)], env=env, check=True,
                                         capture_output=True, text=True).stdout) for _ in range(repeats)]
            results.append((min(runs), zoomap, kind))
    for kind in ("action", "build"):
        mine = sorted((r for r in results if r[2] == kind), reverse=True)
        if mine:
            line(f"worst first call at a {kind} question", f"{1000 * mine[0][0]:.1f} ms", "",
                 f"map {mine[0][1]}; median of maps {1000 * statistics.median(r[0] for r in mine):.1f} ms")
    worst = max(results)
    line("worst position", f"{1000 * worst[0]:.1f} ms", f"aim < {AIM_FIRST_MS:g} ms",
         f"{verdict(worst[0] * 1000 < AIM_FIRST_MS)} (best of {repeats} processes per position)")


# ------------------------------------------------------------------------------------------ check
PROBES = ("discard 999", "snap 6", "cards x5", "build kiosk 0,0", "keep 401", "stop", "animals x1", "sponsors x2",
          "build pavilion 1,4", "play 449 in 0,9", "sponsor 242", "x-token build", "partner-zoo africa")


def check_positions() -> list[tuple[Game, list[Move]]]:
    """Positions of seeded 2-player games on several maps, each with illegal moves: fixed probes (wrong kind, no
    such card or hex) and the moves legal at the position before (mostly wrong now)."""
    out = []
    for i, zoomap in enumerate(("A", "1", "4", "8")):
        game, bot = Game.new(players=2, seed=40 + i, map=zoomap), RandomBot(i)
        before: list[Move] = []
        step = 0
        while game.phase != "over":
            legal = game.legal_moves()
            if step % 25 == 0:
                wrong = [m for m in [*map(Move.parse, PROBES), *before[:10]] if not game.is_legal(m)]
                out.append((game.copy(), wrong))
            before = legal
            game.play(bot.choose(game))
            step += 1
    return out


def check_section(repeats: int) -> None:
    print("check() of illegal moves, every violation listed")
    positions = check_positions()
    calls = sum(len(moves) for _, moves in positions)
    rates = []
    for _ in range(repeats):
        start = time.perf_counter()
        for game, moves in positions:
            for move in moves:
                game.check(move)
        rates.append(calls / (time.perf_counter() - start))
    best = max(rates)
    line(f"checks ({calls:,} a run, {len(positions)} positions)", f"{best:,.0f} /s", f"aim ≥ {AIM_CHECKS:,.0f}/s",
         f"{verdict(best >= AIM_CHECKS)}; median {statistics.median(rates):,.0f} /s")


# ------------------------------------------------------------------------------------------ instructions
#: Instructions per game of the same seeds at commit b3190b9 (18.5 games/s at best on an idle core then).
BEFORE_INSTRUCTIONS = 428.7e6
INSTRUCTION_GAMES = 5
_PLAY = """
import sys
sys.path.insert(0, sys.argv[1])
from bench_nova import play_games
from arkwidgets.nova import Game
Game.new(players=2, seed=99)
play_games(2, int(sys.argv[2]))
"""


def _instructions(games: int, folder: str) -> int:
    """Instructions callgrind counts for importing the engine, one warm-up game set up, and ``games`` games."""
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")])))
    done = subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={folder}/cg.%p", sys.executable,
                           "-c", _PLAY, str(ROOT / "benchmarks"), str(games)], env=env, check=True,
                          capture_output=True, text=True)
    found = re.search(r"Collected : (\d+)", done.stderr)
    if found is None:
        raise RuntimeError(f"callgrind printed no count: {done.stderr[-300:]}")
    return int(found.group(1))


def instructions_section() -> None:
    print(f"Instructions per random 2-player game (callgrind, seeds 1–{INSTRUCTION_GAMES}; independent of load)")
    if shutil.which("valgrind") is None:
        line("not measured", "", "", "valgrind is not installed (apt-get install valgrind)")
        return
    with tempfile.TemporaryDirectory() as folder:
        per_game = (_instructions(INSTRUCTION_GAMES, folder) - _instructions(0, folder)) / INSTRUCTION_GAMES
    line("instructions per game", f"{per_game / 1e6:.1f} M", "",
         f"{100 * (per_game / BEFORE_INSTRUCTIONS - 1):+.1f} % against b3190b9 ({BEFORE_INSTRUCTIONS / 1e6:.1f} M, "
         f"18.5 games/s then)")


# ------------------------------------------------------------------------------------------ main
def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--only", nargs="+", choices=SECTIONS, default=list(SECTIONS), help="the figures to measure")
    parser.add_argument("--repeats", type=int, default=3, help="runs of each figure, the best kept (default 3)")
    parser.add_argument("--scale", type=float, default=1.0, help="more or fewer games per run (default 1)")
    parser.add_argument("--latency-games", type=int, default=200, help="games timed for the latencies (default 200)")
    args = parser.parse_args(argv)
    if args.repeats < 1 or args.scale <= 0 or args.latency_games < 1:
        parser.error("--repeats, --scale and --latency-games must be positive")
    print(f"Python {sys.version.split()[0]} on {os.cpu_count()} cores (shared: best of {args.repeats} runs, see "
          f"--help)")
    sections: dict[str, Callable[[], None]] = {
        "games": lambda: games_section(args.repeats, args.scale),
        "latency": lambda: latency_section(args.repeats, args.latency_games),
        "first": lambda: first_section(args.repeats),
        "check": lambda: check_section(args.repeats),
        "instructions": instructions_section,
    }
    for name in SECTIONS:
        if name in args.only:
            sections[name]()


if __name__ == "__main__":
    main()
