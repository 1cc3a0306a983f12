"""Strength and speed of the bots (a script, not a timed test).

    python benchmarks/bench_bots.py                      # everything, as reported in docs/bots.md
    python benchmarks/bench_bots.py --greedy-games 200 --search-minutes 2   # a quicker look

Reports:
1. GreedyBot against three RandomBots, 4 players (aim ≥ 60 %; chance is 25 %).
2. The search bot at its default budget against three GreedyBots (aim ≥ 40 %), as many games as fit in the time
   limit (up to --search-games), with its time per move measured inside those games.
3. Playouts per second (the search bot's playout policy, from the start of a 4-player game, one process).
4. The search bot's time per move in one process (as in the widget).
5. The speed-up of ``simulate`` from 1 to 2 workers.
6. The worst decision on the largest legal save (1000 cards, 150-card hands): time and peak memory of each bot.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import arkwidgets as ark
from arkwidgets.ark.bots.search import rollout
from arkwidgets.ark.simulate import Records


def line(name: str, records: Records, seat: int = 0) -> str:
    s = records.summary()[seat]
    return (
        f"{name}: {100 * s.win_rate:.1f}% wins (95% CI {100 * s.win_low:.1f}–{100 * s.win_high:.1f}%) over "
        f"{s.games} games; mean score {s.mean:.2f} vs opponents "
        + ", ".join(f"{o.mean:.2f}" for o in records.summary() if o.seat != seat)
    )


def greedy_vs_random(games: int, workers: int, seed: int) -> None:
    started = time.perf_counter()
    records = ark.simulate(games, bots="greedy,random,random,random", seed=seed, workers=workers)
    print(line("GreedyBot vs 3 RandomBots", records), f"[{time.perf_counter() - started:.0f} s]")


def search_vs_greedy(max_games: int, minutes: float, workers: int, seed: int) -> None:
    deadline = time.perf_counter() + 60 * minutes
    records = ark.simulate(0, bots="search,greedy,greedy,greedy", seed=seed, workers=1)
    chunk = 2 * workers
    while len(records) < max_games and time.perf_counter() < deadline:
        part = ark.simulate(
            min(chunk, max_games - len(records)),
            bots="search,greedy,greedy,greedy",
            seed=seed,
            workers=workers,
            first=len(records),
        )
        records.extend(part)
        print(f"\r  search vs greedy: {len(records)} games", end="", file=sys.stderr, flush=True)
    print(file=sys.stderr)
    print(line("Search bot (default budget) vs 3 GreedyBots", records))
    decisions = sum(r.decisions[0] for r in records)
    seconds = sum(r.seconds[0] for r in records)
    per = [r.seconds[0] / r.decisions[0] for r in records if r.decisions[0]]
    print(
        f"Search bot time per move: {seconds / max(1, decisions):.3f} s on average over {decisions} moves "
        f"(per-game averages from {min(per):.3f} to {max(per):.3f} s; {workers} games running at once)"
    )
    greedy_moves = sum(sum(r.decisions[1:]) for r in records)
    greedy_seconds = sum(sum(r.seconds[1:]) for r in records)
    print(f"GreedyBot time per move: {1000 * greedy_seconds / max(1, greedy_moves):.1f} ms")


def playouts_per_second(count: int) -> None:
    started = time.perf_counter()
    for k in range(count):
        g = ark.Game.new(4, seed=k)
        rollout(g.table, g.snapshot(), random.Random(k))
    elapsed = time.perf_counter() - started
    print(f"Playouts per second (whole 4-player games, playout policy, 1 process): {count / elapsed:.0f}")


def move_time(games: int, seed: int) -> None:
    """The search bot's time per decision at its default budget, in this one process (as in the widget)."""
    times: list[float] = []
    for k in range(games):
        g = ark.Game.new(4, seed=seed + k)
        bots = [ark.SearchBot(seed + k)] + [ark.GreedyBot() for _ in range(3)]
        while g.phase != "over":
            p = g.current_index
            started = time.perf_counter()
            move = bots[p].choose(g)
            if p == 0:
                times.append(time.perf_counter() - started)
            g.play(move)
    times.sort()
    print(
        f"Search bot time per move (1 process, {len(times)} moves in {games} games): "
        f"mean {sum(times) / len(times):.3f} s, median {times[len(times) // 2]:.3f} s, "
        f"90th percentile {times[int(0.9 * len(times))]:.3f} s, max {times[-1]:.3f} s"
    )


def speedup(games: int, seed: int) -> None:
    times = {}
    results = {}
    for workers in (1, 2):
        started = time.perf_counter()
        results[workers] = ark.simulate(games, bots="greedy,random,random,random", seed=seed, workers=workers)
        times[workers] = time.perf_counter() - started
    same = list(results[1]) == list(results[2])
    print(
        f"simulate {games} games greedy+3 random: 1 worker {times[1]:.1f} s, 2 workers {times[2]:.1f} s, "
        f"speed-up {times[1] / times[2]:.2f}x; identical records: {same}"
    )


def largest_save() -> None:
    """Report 6: every bot's decision on the largest legal position, with its time and peak memory (tracemalloc)."""
    import dataclasses
    import tracemalloc

    from arkwidgets.ark.bots import GreedyBot, RandomBot, SearchBot
    from arkwidgets.ark.cards import MAX_CARDS
    from arkwidgets.ark.state import Table

    deck = ark.Deck([dataclasses.replace(c, id=f"{c.id}-{k}") for k in range(30) for c in ark.DECK][:MAX_CARDS])
    game = ark.Game.new(3, seed=1, deck=deck)
    s = game.snapshot()
    for hand in s.hands:
        while len(hand) < 150:
            hand.append(s.deck.pop(next(i for i, c in enumerate(s.deck) if getattr(c, "id", "rain") != "rain")))
    game = ark.Game.from_state(Table(game.names, deck), s)
    for bot in (RandomBot(1), GreedyBot(), SearchBot(seed=1), SearchBot(seed=1, playouts=0, seconds=2.0)):
        tracemalloc.start()
        started = time.perf_counter()
        move = bot.choose(game)
        took = time.perf_counter() - started
        peak = tracemalloc.get_traced_memory()[1]
        tracemalloc.stop()
        print(f"largest save, {bot!r}: {took:.2f} s, peak {peak / 2**20:.0f} MiB, legal: {game.is_legal(move)}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--greedy-games", type=int, default=1000, help="games of report 1 (default %(default)s)")
    parser.add_argument("--search-games", type=int, default=1000, help="at most this many games in report 2 "
                        "(default %(default)s)")
    parser.add_argument("--search-minutes", type=float, default=10.0, help="time limit of report 2 "
                        "(default %(default)s)")
    parser.add_argument("--playouts", type=int, default=300, help="playouts timed in report 3 (default %(default)s)")
    parser.add_argument("--speedup-games", type=int, default=200, help="games of report 5 (default %(default)s)")
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1, help="worker processes (default: every "
                        "core)")
    parser.add_argument("--seed", type=int, default=2026, help="master seed (default %(default)s)")
    parser.add_argument("--movetime-games", type=int, default=3, help="games of report 4 (default %(default)s)")
    parser.add_argument("--only", choices=("greedy", "search", "playouts", "movetime", "speedup", "largest"),
                        action="append",
                        help="run only this report (repeatable; default: all)")
    args = parser.parse_args()
    only = set(args.only or ("greedy", "search", "playouts", "movetime", "speedup", "largest"))
    print(f"# bench_bots: {os.cpu_count()} cores, load average {os.getloadavg()[0]:.1f}, seed {args.seed}")
    if "greedy" in only:
        greedy_vs_random(args.greedy_games, args.workers, args.seed)
    if "playouts" in only:
        playouts_per_second(args.playouts)
    if "movetime" in only:
        move_time(args.movetime_games, args.seed)
    if "speedup" in only:
        speedup(args.speedup_games, args.seed)
    if "largest" in only:
        largest_save()
    if "search" in only:
        search_vs_greedy(args.search_games, args.search_minutes, args.workers, args.seed)
    print(f"# load average at the end {os.getloadavg()[0]:.1f}")


if __name__ == "__main__":
    main()
