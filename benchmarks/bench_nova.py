"""Ark Nova engine speed, printed beside the aims of issue 13 (run: python benchmarks/bench_nova.py).

- full random 2-player games per second on one core (aim ≥ 20/s);
- ``check`` with every violation per second (aim ≥ 20,000/s);
- legal build placements on an empty map A (aim < 5 ms), when the foundation's ``legal_placements`` exists.

While actions are still stand-ins (``rules/stubs.py``) 2-player games cannot end; the game figure is then measured
on a fixed stretch of 300 moves and says so.
"""

from __future__ import annotations

import argparse
import time

from arkwidgets.nova import Game, Move
from arkwidgets.nova.bots import RandomBot
from arkwidgets.nova.rules import ACTIONS, load


def _per_second(fn, seconds: float = 2.0) -> float:  # type: ignore[no-untyped-def]
    count, start = 0, time.perf_counter()
    while time.perf_counter() - start < seconds:
        fn()
        count += 1
    return count / (time.perf_counter() - start)


def games_per_second(seconds: float = 4.0) -> tuple[float, bool, float]:
    load()
    complete = not any(a.owner.endswith(".stubs") for a in ACTIONS.values())
    seed = [0]
    moves = [0]

    def one() -> None:
        seed[0] += 1
        game, bot = Game.new(players=2, seed=seed[0]), RandomBot(seed[0])
        for _ in range(20_000 if complete else 300):
            if game.phase == "over":
                break
            game.play(bot.choose(game))
            moves[0] += 1

    rate = _per_second(one, seconds)
    return rate, complete, moves[0] / max(seed[0], 1)


def checks_per_second() -> float:
    game, bot = Game.new(players=2, seed=5), RandomBot(5)
    for _ in range(60):
        game.play(bot.choose(game))
    bad = [Move.parse(t) for t in ("discard 999", "snap 6", "cards x5", "build kiosk 0,0", "keep 401")]
    k = [0]

    def one() -> None:
        game.check(bad[k[0] % len(bad)])
        k[0] += 1

    return _per_second(one)


def build_placements_ms() -> float:
    """Every type of the Build action placed on map A with no building yet (the first building: border hexes)."""
    from arkwidgets.nova.buildings import BUILD_II_TYPES
    from arkwidgets.nova.rules.build_sites import legal_placements
    from arkwidgets.nova.zoomap import load_map

    zoomap = load_map("A")

    def all_types() -> None:
        for t in BUILD_II_TYPES:
            legal_placements(zoomap, (), t, build_ii=True)

    return 1000 / _per_second(all_types, 1.0)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seconds", type=float, default=4.0, help="time spent on the games figure (default 4)")
    args = parser.parse_args(argv)
    rate, complete, moves = games_per_second(args.seconds)
    what = "full random 2-player games" if complete else "2-player stretches of 300 moves (actions missing)"
    print(f"{what:<52} {rate:10.1f} /s   aim ≥ 20 /s   ({moves:.0f} moves each)")
    print(f"{'check with every violation':<52} {checks_per_second():10.0f} /s   aim ≥ 20,000 /s")
    print(f"{'legal build placements, every type, empty map A':<52} {build_placements_ms():10.2f} ms  aim < 5 ms")


if __name__ == "__main__":
    main()
