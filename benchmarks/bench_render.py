"""Benchmark: median time to render a full late-game table, beside python-chess's board in the same run.

    python benchmarks/bench_render.py [--repeat 200]

The yardstick is ``chess.svg.board(chess.Board())``, a well-known pure-Python SVG renderer: the ratio says how
our table compares with drawing a chess board on the same machine at the same moment. Issue 3 aims for a full
table under 20 ms and within 3× of the chess board.
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections.abc import Callable


def median_ms(fn: Callable[[], object], repeat: int) -> float:
    fn()  # warm up (imports, caches)
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return statistics.median(times) * 1000


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=200, help="renders per measurement (default %(default)s)")
    args = parser.parse_args()

    import chess
    import chess.svg

    from arkwidgets.ark.drawing import render
    from arkwidgets.ark.drawing.golden import late_game

    game = late_game()
    board = chess.Board()
    cabins = len(game.ark.cabins)
    cards = sum(len(c) for c in game.ark.cabins.values())
    ours = median_ms(lambda: render(game, viewer=0), args.repeat)
    spectator = median_ms(lambda: render(game), args.repeat)
    first = _cold(game)
    theirs = median_ms(lambda: chess.svg.board(board), args.repeat)
    print(f"late-game table ({cabins} cabins, {cards} cards on the ark, {len(game.names)} players)")
    print(f"  arkwidgets render(game, viewer=0): {ours:7.2f} ms median over {args.repeat}")
    print(f"  arkwidgets render(game) spectator: {spectator:7.2f} ms median")
    print(f"  arkwidgets first render (cold card caches): {first:7.2f} ms")
    print(f"  chess.svg.board(chess.Board()):    {theirs:7.2f} ms median over {args.repeat}")
    print(f"  ratio arkwidgets / chess:          {ours / theirs:7.2f}x")
    print(f"  SVG size: {len(render(game, viewer=0)) / 1024:.0f} KiB")


def _cold(game: object) -> float:
    """One render with the per-card caches emptied, as in a fresh kernel."""
    from arkwidgets.ark.drawing import clear_caches, render

    clear_caches()
    start = time.perf_counter()
    render(game, viewer=0)  # type: ignore[arg-type]
    return (time.perf_counter() - start) * 1000


if __name__ == "__main__":
    main()
