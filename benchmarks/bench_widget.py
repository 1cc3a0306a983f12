"""Widget update time: controller step + render (+ the widget refresh), per click, button and bot step.

    python benchmarks/bench_widget.py [games]

Plays whole games (the human's moves chosen at random among the legal moves and made with clicks, the bots'
with ``bot_step``) and prints the median, 95th percentile and max time of each kind of update.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

import arkwidgets as ark
from arkwidgets.ark.widgets.session import Session


def stats(name: str, xs: list[float]) -> None:
    xs = sorted(x * 1000 for x in xs)
    if not xs:
        print(f"{name:44s} (none)")
        return
    p95 = xs[min(len(xs) - 1, int(0.95 * len(xs)))]
    print(f"{name:44s} n={len(xs):5d}  median {statistics.median(xs):6.2f} ms  p95 {p95:6.2f} ms  max {xs[-1]:6.2f} ms")


def click_move(send, game: ark.Game, move: ark.Move, session: Session, times: dict[str, list[float]]) -> None:
    c = session.live

    def timed(kind: str, fn, *args) -> None:
        t = time.perf_counter()
        fn(*args)
        if fn is not send:  # buttons: render the board they leave behind too
            session.svg()
        times[kind].append(time.perf_counter() - t)

    if isinstance(move, ark.Draw):
        timed("draw click", send, {"card": game.display[move.slot - 1].id, "zone": "display", "slot": str(move.slot)})
    elif isinstance(move, (ark.Pet, ark.Pass)):
        timed("pet / pass", lambda: session.act(lambda c: c.play(move)))
    elif isinstance(move, ark.Play):
        for pl in move.placements:
            timed("select a hand card (all cabins judged)", send,
                  {"card": pl.card, "zone": "hand", "player": str(game.current_index)})
            timed("click a cabin (place / choices)", send, {"cabin": pl.cabin})
            if c.choices:
                index = [ch.placement for ch in c.choices].index(pl)
                timed("choice button", lambda index=index: session.act(lambda c: c.choose(index)))
        if c.draft:
            timed("end turn", lambda: session.act(lambda c: c.end_turn()))


def bench_controller(games: int) -> None:
    print("Controller + render (no ipywidgets):")
    times: dict[str, list[float]] = {k: [] for k in (
        "select a hand card (all cabins judged)", "click a cabin (place / choices)", "choice button", "end turn",
        "draw click", "pet / pass", "bot step")}
    render_times: list[float] = []
    for seed in range(games):
        g = ark.Game.new(["You", "Bot 1", "Bot 2"], seed=seed)
        s = Session(g, [None, ark.RandomBot(seed), ark.RandomBot(seed + 100)])
        rng = random.Random(seed)

        def send(msg: dict, s: Session = s) -> None:
            s.click(msg)
            t = time.perf_counter()
            s.svg()
            render_times.append(time.perf_counter() - t)

        while g.phase != "over":
            if s.live.bot_to_act:
                t = time.perf_counter()
                s.bot_step()
                s.svg()
                times["bot step"].append(time.perf_counter() - t)
                continue
            click_move(send, g, rng.choice(g.legal_moves()), s, times)
    for k, v in times.items():
        stats(k, v)
    stats("  of which render", render_times)


def bench_widget(games: int) -> None:
    print("GameWidget (controller + render + widget refresh; 'Inside the engine' closed / open):")
    for open_panel in (False, True):
        clicks: list[float] = []
        bots: list[float] = []
        for seed in range(games):
            w = ark.GameWidget(players=["You"], bots=2, seed=seed, autoplay=False)
            if open_panel:
                w.inside.selected_index = 0
            rng = random.Random(seed)
            g = w.game
            while g.phase != "over":
                if w.session.live.bot_to_act:
                    t = time.perf_counter()
                    w.bot_step()
                    bots.append(time.perf_counter() - t)
                    continue
                move = rng.choice(g.legal_moves())
                if isinstance(move, ark.Play):
                    pl = move.placements[0]
                    t = time.perf_counter()
                    w.click(card=pl.card, zone="hand", player=str(g.current_index))
                    clicks.append(time.perf_counter() - t)
                    t = time.perf_counter()
                    w.click(card=pl.card, zone="hand", player=str(g.current_index))  # deselect
                    clicks.append(time.perf_counter() - t)
                w.session.act("play", move)
                w.refresh()
        label = "open" if open_panel else "closed"
        stats(f"click on a hand card (panel {label})", clicks)
        stats(f"bot step (panel {label})", bots)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("games", type=int, nargs="?", default=5, help="games played (default 5; half as many "
                        "through the widget itself)")
    n = parser.parse_args(argv).games
    bench_controller(n)
    bench_widget(max(1, n // 2))


if __name__ == "__main__":
    main()
