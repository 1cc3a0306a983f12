"""Engine speed, printed (never asserted): random games per second, legal-move generation, placement checks,
and python-chess's perft on the same machine in the same run as a yardstick. Each figure is printed beside its aim
(issue 10): machines differ, so the placement checks are compared with perft measured in the same run.

    python benchmarks/bench_engine.py [--games N]     # needs: pip install -e '.[bench]'
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

import arkwidgets as ark
from arkwidgets.ark.placement import judge_spot, spot
from arkwidgets.ark.positions import parse_cabin


def median_time(fn, repeats: int = 5) -> float:
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def random_games(n: int, players: int = 4, uniform: bool = False) -> None:
    for seed in range(n):
        game = ark.Game.new(players, seed=seed)
        ark.play_out(game, ark.RandomBot(seed, uniform=uniform))


def mid_game_positions(count: int = 40) -> list[ark.Game]:
    """Games stopped between the 10th and the 30th move, in normal play: what a learner usually looks at."""
    out: list[ark.Game] = []
    seed = 0
    while len(out) < count:
        game = ark.Game.new(4, seed=seed)
        rng = random.Random(seed)
        stop = rng.randint(10, 30)
        while game.phase != "over" and len(game.history) < stop:
            move = game.random_move(rng, uniform=False)
            assert move is not None  # the game is not over
            game.play(move)
        if game.phase == "play":
            out.append(game)
        seed += 1
    return out


def chess_perft_nodes_per_second(depth: int = 3) -> float | None:
    try:
        import chess
    except ImportError:
        return None

    def perft(board, d):
        if d == 0:
            return 1
        total = 0
        for move in board.legal_moves:
            board.push(move)
            total += perft(board, d - 1)
            board.pop()
        return total

    board = chess.Board()
    start = time.perf_counter()
    nodes = perft(board, depth)
    return nodes / (time.perf_counter() - start)


def aim(ok: bool) -> str:
    return "meets the aim" if ok else "MISSES the aim"


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=100, help="random games per games/s run (default 100)")
    n = parser.parse_args(argv).games
    print("arkwidgets engine benchmark (one core, medians)")
    rates = []
    for _ in range(3):
        rates.append(n / median_time(lambda: random_games(n), repeats=1))
    rate = statistics.median(rates)
    print(
        f"  random 4-player games/s (RandomBot default policy), median of 3 runs: {rate:8.1f}"
        f"   aim >= 350: {aim(rate >= 350)}"
        f"  (runs: {', '.join(f'{r:.0f}' for r in rates)})"
    )
    t = median_time(lambda: random_games(n, uniform=True), repeats=1)
    print(f"  random 4-player games/s (uniform over whole moves): {n / t:8.1f}")

    positions = mid_game_positions()
    per_position = []
    counts = []
    for game in positions:
        counts.append(len(game.legal_moves()))
        per_position.append(median_time(game.legal_moves, repeats=3))
    worst = max(per_position) * 1e3
    print(
        f"  legal_moves() in mid-game positions: median {statistics.median(per_position) * 1e3:.2f} ms, "
        f"max {worst:.2f} ms (median {statistics.median(counts):.0f} moves, max {max(counts)})   "
        f"aim: max < 5 ms: {aim(worst < 5)}"
    )

    sampled = []
    for game in positions:
        rng = random.Random(7)
        sampled.append(
            median_time(lambda game=game, rng=rng: [game.random_move(rng) for _ in range(10)], repeats=3) / 10
        )
    print(
        f"  random_move() uniform over whole moves, same positions: median {statistics.median(sampled) * 1e3:.2f} ms, "
        f"max {max(sampled) * 1e3:.2f} ms (no two-card enumeration)"
    )

    rng = random.Random(1)
    trials = []
    for game in positions:
        a = game.ark
        for _ in range(200):
            cabin = rng.choice(a.positions())
            trials.append((a, rng.choice(list(ark.DECK)), cabin, *parse_cabin(cabin)))

    def fast_checks():
        for a, c, _cabin, h, i in trials:
            judge_spot(spot(a, c, h, i), fast=True)

    def full_checks():
        for a, c, cabin, _h, _i in trials:
            a.check(c, cabin)

    def full_checks_read():
        for a, c, cabin, _h, _i in trials:
            for v in a.check(c, cabin).violations:
                v.message  # noqa: B018 - writing every sentence is what is measured

    fast = len(trials) / median_time(fast_checks)
    full = len(trials) / median_time(full_checks)
    read = len(trials) / median_time(full_checks_read)
    print(f"  placement checks/s: {fast:,.0f} yes/no (fast judge), {full:,.0f} Ark.check with every violation, "
          f"{read:,.0f} Ark.check with every message written")

    chess_rate = chess_perft_nodes_per_second()
    if chess_rate is None:
        print("  python-chess not installed: pip install -e '.[bench]' for the yardstick")
    else:
        print(f"  python-chess perft(3) nodes/s on this machine: {chess_rate:,.0f}")
        print(f"  yes/no checks per perft node: {fast / chess_rate:.1f}x   aim >= 5x: {aim(fast >= 5 * chess_rate)}")
        print(f"  full Ark.check per perft node: {full / chess_rate:.1f}x   aim >= 1x: {aim(full >= chess_rate)}")


if __name__ == "__main__":
    main()
