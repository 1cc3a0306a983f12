"""Ark Nova GreedyBot against RandomBot, printed beside its aims (run: python benchmarks/bench_nova_bots.py).

- GreedyBot's win rate over N seeded 2-player games against RandomBot, the greedy bot in each seat in turn, with a
  95 % Wilson interval (aim ≥ 60 %);
- the mean time per GreedyBot move (aim < 0.5 s), with the median, 90th percentile and maximum;
- the worst decision on the largest question (``--largest``): a hand-made keep of 7 of 14 cards, 3,432 answers
  (an ordinary game's longest list is about 130; a save replays from its seed, so its lists are the rules'): the
  time and peak memory (tracemalloc) of one GreedyBot decision, and the moves it played on its sample beside its
  counted bound (aims: < 2 s, < 100 MiB, work ≤ ``work_bound()``).

Game *i* uses the game seed ``seed + i`` and bot seeds derived from it, so a run is reproducible (the times are
not: they depend on the machine and its load, which is printed beside them).
"""

from __future__ import annotations

import argparse
import math
import os
import statistics
import time

from arkwidgets import nova
from arkwidgets.nova.bots import RandomBot
from arkwidgets.nova.decisions import Decision
from arkwidgets.nova.greedy import MAX_JUDGED, GreedyBot, work_bound


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95 % Wilson score interval of a proportion (sound near 0 and 1, unlike the normal approximation)."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def one_game(seed: int, greedy_seat: int, times: list[float]) -> tuple[float, int, int, int]:
    """Play one game; returns (greedy's win share, greedy's VP, random's VP, turns). A shared win counts ½."""
    game = nova.Game.new(players=2, seed=seed)
    bots: list[GreedyBot | RandomBot] = [RandomBot(seed * 2 + 1), RandomBot(seed * 2 + 1)]
    bots[greedy_seat] = GreedyBot(seed * 2)
    while game.phase != "over":
        seat = game.current_index
        started = time.perf_counter()
        move = bots[seat].choose(game)
        if seat == greedy_seat:
            times.append(time.perf_counter() - started)
        game.play(move)
    names = game.names
    vp = {s.name: s.vp for s in game.scores()}
    share = (1 / len(game.winners)) if names[greedy_seat] in game.winners else 0.0
    return share, vp[names[greedy_seat]], vp[names[1 - greedy_seat]], game.state.turn


def largest_question(seed: int = 2, cards: int = 14, keep: int = 7) -> nova.Game:
    """The largest question built for the budget (as in ``tests/test_bot_budgets.py``): keep ``keep`` of ``cards``."""
    game = nova.Game.new(["You", "Bot"], seed=seed)
    s = game.state
    top = s.pending[-1]
    extra = cards - len(top["cards"])
    dealt = tuple(sorted(top["cards"] + s.deck[:extra]))
    s.pending = (*s.pending[:-1], Decision("keep", top.player, cards=dealt, count=keep, rule="N-SET-17"))
    s.deck = s.deck[extra:]
    return nova.Game.from_state(s)


def largest() -> None:
    """The worst GreedyBot decision: time, peak memory and counted work on the largest question, beside the aims."""
    import tracemalloc

    game = largest_question()
    answers = len(game.legal_moves())
    bot = GreedyBot(seed=1)
    started = time.perf_counter()
    move = bot.choose(game)
    took = time.perf_counter() - started  # timed alone: tracemalloc slows Python down several times
    tracemalloc.start()
    GreedyBot(seed=1).choose(game)
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(f"Ark Nova GreedyBot, worst decision; load average {load:.1f}")
    print(f"{'measure':<44} {'result':<40} aim")
    print(f"{'largest question: answers (judged)':<44} {f'{answers} ({min(answers, MAX_JUDGED)})':<40} "
          f"judged ≤ {MAX_JUDGED}")
    print(f"{'GreedyBot worst decision: time':<44} {f'{took:.2f} s':<40} < 2 s")
    print(f"{'GreedyBot worst decision: peak memory':<44} {f'{peak / 2**20:.1f} MiB':<40} < 100 MiB")
    print(f"{'GreedyBot worst decision: moves played':<44} {bot.work:<40} ≤ {work_bound()}")
    print(f"{'its move is legal':<44} {game.is_legal(move)}")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description="Ark Nova: GreedyBot's win rate against RandomBot (2 players) "
                                                 "and its time per move, beside the aims (≥ 60 %, < 0.5 s).")
    parser.add_argument("--games", type=int, default=100, help="number of 2-player games (default 100)")
    parser.add_argument("--seed", type=int, default=2026, help="seed of the first game (default 2026)")
    parser.add_argument("--largest", action="store_true",
                        help="only the worst decision on the largest question (time, memory, counted work)")
    args = parser.parse_args(argv)
    if args.largest:
        largest()
        return
    if args.games < 1:
        parser.error("--games must be at least 1")

    times: list[float] = []
    wins = 0.0
    margins, turns = [], []
    started = time.perf_counter()
    for i in range(args.games):
        share, mine, theirs, t = one_game(args.seed + i, i % 2, times)
        wins += share
        margins.append(mine - theirs)
        turns.append(t)
    elapsed = time.perf_counter() - started
    low, high = wilson(wins, args.games)
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    ordered = sorted(times)
    p90 = ordered[min(len(ordered) - 1, int(0.9 * len(ordered)))]
    print(f"Ark Nova bots, {args.games} two-player games (seeds {args.seed}…{args.seed + args.games - 1}), "
          f"greedy in each seat in turn; load average {load:.1f}")
    print(f"{'measure':<44} {'result':<40} aim")
    print(f"{'GreedyBot vs RandomBot: win rate':<44} "
          f"{f'{100 * wins / args.games:.1f} % (95 % CI {100 * low:.1f}–{100 * high:.1f} %)':<40} ≥ 60 %")
    print(f"{'GreedyBot time per move: mean':<44} {f'{statistics.fmean(times):.4f} s over {len(times)} moves':<40}"
          f" < 0.5 s")
    print(f"{'  … median / 90th percentile / max':<44} "
          f"{statistics.median(times):.4f} / {p90:.4f} / {ordered[-1]:.4f} s")
    print(f"{'mean VP margin (greedy − random)':<44} {statistics.fmean(margins):+.1f}")
    print(f"{'mean turns per game':<44} {statistics.fmean(turns):.1f}")
    print(f"{'wall time per game':<44} {elapsed / args.games:.2f} s")


if __name__ == "__main__":
    main()
