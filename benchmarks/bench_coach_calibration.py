"""Is the coach's win chance honest? Predicted against actual over seeded games, printed beside the aims
(run: python benchmarks/bench_coach_calibration.py [--games N] [--per-game K] [--rounds R] [--only ark|nova]).

For each game (Ark with 4 players, Ark Nova with 2), seeded greedy-against-greedy games are played to the end; at
``--per-game`` moments spread over each game the coach (:func:`arkwidgets.coach.coach`, seeing only the seat to act)
is asked about the move the greedy bot then plays, and its predicted win chance for that move is set beside what
happened: the seat's win share at the end of that very game (a shared win counts as a fraction).

Printed: the Brier score against the constant guess (1 / players) and its skill, and a reliability table (the
predictions in bins of 20 %: their mean beside the actual rate with its 95 % Wilson interval). Aims:

- the Brier score below the constant guess's (skill > 0): the coach knows something;
- in every bin worth ≥ 10 outcomes, the mean prediction inside the actual rate's 95 % interval: honest. The
  positions one seat is asked about in one game all share that game's outcome, so the interval is Wilson's on the
  bin's effective number of outcomes (:func:`effective_size`), not on its count of positions;
- ≥ 500 positions per game for the figures to mean much (the issue's aim; the default run is smaller, to stay within
  a few minutes on one core: pass ``--games 50 --per-game 10``).

The chance shown is the playouts' mean shrunk toward 1 / players and stretched in log-odds
(:func:`arkwidgets.coach.honest`, each adapter's ``prior_strength`` and ``slope``); the pull alone (slope 1, the map
before the slope) and the playouts' plain mean are scored beside it. ``--fit`` prints the two parameters that fit a
run best (lowest Brier score on a grid): run it on seeds that are not the benchmark's (the adapters' were fitted
with ``--seed 5000``). ``--save`` keeps every position, ``--from`` reports on saved runs again (a long run cut in
pieces, merged); ``--map A,B`` reports them with another prior strength and slope (``--map 4.5,1``: Ark's map
before the slope).

Game *i* uses seed ``seed + i``; a run is reproducible (the times are not).
"""

from __future__ import annotations

import argparse
import json
import math
import os
import time
from collections.abc import Callable
from typing import Any, NamedTuple

from arkwidgets import ark, nova
from arkwidgets.coach import Coach, calibrate, coaching_for, honest
from arkwidgets.nova.greedy import GreedyBot as NovaGreedy

BINS = 5


def wilson(wins: float, n: float, z: float = 1.96) -> tuple[float, float]:
    """The 95 % Wilson score interval of a proportion (``n`` may be an effective size, not a whole number)."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def ark_game(seed: int) -> tuple[Any, Callable[[Any], Any], Callable[[Any], bool]]:
    """A 4-player Ark game, the greedy bot for every seat, and which moments may be asked about (a real choice)."""
    bot = ark.GreedyBot()
    return ark.Game.new(4, seed=seed), bot.choose, lambda g: len(g.legal_moves()) > 1


def nova_game(seed: int) -> tuple[Any, Callable[[Any], Any], Callable[[Any], bool]]:
    """A 2-player Ark Nova game, the greedy bot for both seats, asked at action questions (a whole turn)."""
    bot = NovaGreedy(seed)
    return (nova.Game.new(2, seed=seed), bot.choose,
            lambda g: g.decision is not None and g.decision.kind == "action" and len(g.legal_moves()) > 1)


GAMES = {"ark": ark_game, "nova": nova_game}
#: The map before the slope, scored beside the chance shown: the pull toward 1 / players alone (prior strength in
#: playouts, slope 1) as each adapter had it before its fit (Ark until 2026-12-03, Ark Nova until 2026-12-04;
#: docs/coach.md, "Calibration").
PULL_ALONE = {"ark": 4.5, "nova": 3.5}


class Position(NamedTuple):
    """One position asked about: the playouts' plain mean win share for the move played and how many playouts it
    rests on, the win chance the coach shows (:func:`arkwidgets.coach.honest`), the seat's actual win share, and
    the game (its seed) and seat it was asked for: the positions of one seat in one game share one outcome, so they
    count as one observation, not several (:func:`effective_size`). -1 when unknown (runs saved before)."""

    raw: float
    samples: int
    shown: float
    actual: float
    game: int = -1
    seat: int = -1


def effective_size(positions: list[Position]) -> float:
    """How many independent outcomes ``positions`` are worth: Kish's ``n² / Σ mₖ²`` over the groups of positions
    that share one outcome (one seat in one game, ``mₖ`` positions each). The positions of a seat in a game have
    the very same outcome, so 8 of them tell what one does: Wilson's interval on the raw count would be far too
    narrow and call an honest bin dishonest. A position whose game is unknown counts alone."""
    groups: dict[tuple[int, int] | int, int] = {}
    for k, r in enumerate(positions):
        key = (r.game, r.seat) if r.game >= 0 else -1 - k
        groups[key] = groups.get(key, 0) + 1
    n = len(positions)
    return n * n / sum(m * m for m in groups.values()) if n else 0.0


def positions_of(kind: str, seed: int, per_game: int, rounds: int, candidates: int) -> list[Position]:
    """The coach's estimates for the move played at ``per_game`` moments of one game, beside the actual outcome."""
    game, choose, askable = GAMES[kind](seed)
    asked: list[tuple[int, float, int, float]] = []  # (seat, raw, samples, shown)
    moments = []
    while game.phase != "over":  # first the whole game, remembering where a question could be asked
        if askable(game):
            moments.append(len(game.moves))
        try:
            move = choose(game)
        except Exception as error:  # noqa: BLE001 - a bot's failure is reported, and the game left out
            print(f"{kind} game {seed}: the greedy bot failed at move {len(game.moves)} ({error!r}); left out")
            return []
        game.play(move)
    names = game.names
    share = {q: (1.0 / len(game.winners) if names[q] in game.winners else 0.0) for q in range(len(names))}
    if not moments:
        return []
    step = len(moments) / per_game
    picked = sorted({moments[min(len(moments) - 1, int(step * k + step / 2))] for k in range(per_game)})
    replay = game.copy()
    while len(replay.moves) > 0:
        replay.undo()
    played = list(game.moves)
    for at in picked:
        while len(replay.moves) < at:
            replay.play(played[len(replay.moves)])
        seat, move = replay.current_index, played[at]
        advice = Coach(replay, seat, rounds=rounds, seed=seed * 1000 + at, candidates=candidates, top=candidates,
                       also=[move], explain=False).run()
        mine = advice.find(move)
        if mine is not None and mine.win is not None and mine.raw_win is not None:
            asked.append((seat, mine.raw_win, mine.samples, mine.win))
    return [Position(raw, n, shown, share[seat], seed, seat) for seat, raw, n, shown in asked]


def brier(pairs: list[tuple[float, float]]) -> float:
    return sum((p - y) ** 2 for p, y in pairs) / len(pairs)


def log_loss(pairs: list[tuple[float, float]]) -> float:
    """The mean log-loss (natural log) of chances against win shares, the chances kept off 0 and 1 by 1e-6."""
    total = 0.0
    for chance, y in pairs:
        p = min(1 - 1e-6, max(1e-6, chance))
        total -= y * math.log(p) + (1 - y) * math.log(1 - p)
    return total / len(pairs)


def shown(results: list[Position], players: int, strength: float, slope: float) -> list[Position]:
    """The positions with the chance shown worked out again by :func:`arkwidgets.coach.honest` with these
    parameters."""
    return [r._replace(shown=honest(r.raw * r.samples, r.samples, 1.0 / players, strength, slope)[0])
            for r in results]


def fit(results: list[Position], players: int) -> tuple[float, float]:
    """The prior strength (in playouts) and the slope (in log-odds) whose shown win chances have the lowest Brier
    score on ``results``: what the adapters' ``prior_strength`` and ``slope`` are set from (on seeds that are not the
    benchmark's). A coarse grid (strength 0.25 … 20 playouts, slope 0.5 … 3), then a pattern search around its best
    down to steps of 0.05 playouts and 0.01 in slope; slope 1 is on the grid, so the fit is never worse on these
    positions than the best pull alone on it. The strength stays at 0.25 playouts or more, so that no chance shown is
    ever 0 or 1 (a few playouts never make a game sure). Positions with the same playouts are scored once, with their
    count."""
    chance = 1.0 / players
    groups: dict[tuple[float, int], list[float]] = {}
    for r in results:
        g = groups.setdefault((r.raw * r.samples, r.samples), [0.0, 0.0, 0.0])
        g[0] += 1
        g[1] += r.actual
        g[2] += r.actual * r.actual
    rows = [(wins, n, *g) for (wins, n), g in groups.items()]

    def score(a: float, b: float) -> float:
        total = 0.0
        for wins, n, count, ys, yy in rows:
            p = calibrate((wins + a * chance) / (n + a), chance, b)
            total += count * p * p - 2 * p * ys + yy
        return total / len(results)

    coarse = [(a, 0.5 + j / 10) for a in (0.25, 0.5, 1, 1.5, 2, 3, 4, 5, 6, 8, 10, 12, 16, 20) for j in range(26)]
    best = min(coarse, key=lambda ab: score(*ab))
    value, step_a, step_b = score(*best), 1.0, 0.1
    while step_a >= 0.05:
        moved = False
        for da, db in ((step_a, 0), (-step_a, 0), (0, step_b), (0, -step_b)):
            a, b = best[0] + da, best[1] + db
            if a >= 0.25 and b >= 0.05 and (v := score(a, b)) < value - 1e-12:
                best, value, moved = (a, b), v, True
        if not moved:
            step_a, step_b = step_a / 2, step_b / 2
    return round(best[0], 2), round(best[1], 2)


def report(kind: str, players: int, results: list[Position], seconds: float, strength: float, slope: float,
           before: float | None = None) -> None:
    """The Brier score, skill and log-loss of the chance shown (``strength``, ``slope``), of the pull alone
    (``before`` playouts, slope 1: the map before the slope; left out when None) and of the playouts' plain mean,
    and the reliability table of the chance shown."""
    n = len(results)
    base = 1.0 / players
    brier0 = brier([(base, r.actual) for r in results])
    print(f"\n== {kind}: {n} positions ({players} players), {seconds:.0f} s "
          f"(load {os.getloadavg()[0]:.1f})")
    print(f"{'measure':<44} {'result':<12} aim")
    chances: list[tuple[str, list[float]]] = [("shown win chance", [r.shown for r in results])]
    if before is not None:
        pulled = shown(results, players, before, 1.0)
        chances.append((f"pull alone ({before:g}, slope 1)", [r.shown for r in pulled]))
    chances.append(("playouts' plain mean (before the map)", [r.raw for r in results]))
    for name, ps in chances:
        pairs = [(p, r.actual) for p, r in zip(ps, results, strict=True)]
        score = brier(pairs)
        skill = 1 - score / brier0 if brier0 else 0.0
        print(f"{'Brier, ' + name:<44} {score:<12.3f} below the constant guess's ({brier0:.3f})")
        print(f"{'skill, ' + name:<44} {skill:<12.2f} > 0")
        print(f"{'log-loss, ' + name:<44} {log_loss(pairs):<12.3f} below the constant guess's "
              f"({log_loss([(base, r.actual) for r in results]):.3f})")
    print(f"{'positions':<44} {n:<12} ≥ 500")
    print(f"{'prior strength (playouts), slope':<44} {f'{strength:g}, {slope:g}':<12} fitted on other seeds "
          "(docs/coach.md)")
    print("\nreliability of the shown win chance (aim: in every bin worth ≥ 10 outcomes the mean prediction inside "
          "the actual rate's 95 % interval; outcomes: the positions' effective number, one seat's positions in one "
          "game sharing one outcome)")
    print(f"{'predicted':<12} {'n':>5} {'outcomes':>9} {'mean predicted':>15} {'actual (95 % interval)':>26}  honest?")
    for b in range(BINS):
        low, high = b / BINS, (b + 1) / BINS
        inside = [r for r in results if low <= r.shown < high or (b == BINS - 1 and r.shown == 1.0)]
        if not inside:
            print(f"{f'{low:.0%}–{high:.0%}':<12} {0:>5}")
            continue
        m = len(inside)
        mean = sum(r.shown for r in inside) / m
        wins = sum(r.actual for r in inside)
        size = effective_size(inside)
        lo, hi = wilson(wins / m * size, size)
        verdict = "yes" if lo <= mean <= hi else "NO"
        if size < 10:
            verdict += " (too few)"
        print(f"{f'{low:.0%}–{high:.0%}':<12} {m:>5} {size:>9.0f} {mean:>15.2f} {wins / m:>10.2f} "
              f"({lo:.2f}–{hi:.2f}){'':>6}  {verdict}")


def parameters(kind: str) -> tuple[float, float]:
    """The adapter's prior strength and slope (:func:`arkwidgets.coach.honest`)."""
    coaching = coaching_for(GAMES[kind](0)[0])
    return float(getattr(coaching, "prior_strength", 0.0)), float(getattr(coaching, "slope", 1.0))


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description="The coach's win chances against the outcomes of seeded greedy "
                                                 "games: Brier score and reliability table, beside the aims.")
    parser.add_argument("--games", type=int, default=4, help="games per kind (default 4)")
    parser.add_argument("--per-game", type=int, default=8, help="positions asked about per game (default 8)")
    parser.add_argument("--rounds", type=int, default=8, help="the coach's samples per candidate (default 8)")
    parser.add_argument("--candidates", type=int, default=3, help="moves the coach weighs (default 3)")
    parser.add_argument("--seed", type=int, default=100, help="seed of the first game (default 100)")
    parser.add_argument("--only", choices=sorted(GAMES), help="one game only")
    parser.add_argument("--fit", action="store_true",
                        help="also print the prior strength and slope that fit these games best (run it on seeds "
                             "that are not the benchmark's: the adapters' were fitted with --seed 5000)")
    parser.add_argument("--save", help="write every position (raw mean, samples, shown, actual) to this JSON file")
    parser.add_argument("--from", dest="saved", nargs="+", metavar="JSON",
                        help="report on positions saved by --save (runs cut in pieces, merged), the shown chance "
                             "worked out again with the adapters' prior strength and slope now")
    parser.add_argument("--map", help="with --from: report with this prior strength and slope instead of the "
                                      "adapter's, as A,B (4.5,1: Ark's pull alone)")
    args = parser.parse_args(argv)
    if args.saved:
        chosen = tuple(float(x) for x in args.map.split(",")) if args.map else None
        if chosen is not None and len(chosen) != 2:
            parser.error("--map is A,B: a prior strength and a slope")
        from_saved(args.saved, args.only, args.fit, chosen)
        return
    saved: dict[str, list[list[float]]] = {}
    for kind in [args.only] if args.only else sorted(GAMES):
        started = time.perf_counter()
        results: list[Position] = []
        for i in range(args.games):
            results += positions_of(kind, args.seed + i, args.per_game, args.rounds, args.candidates)
            if args.save:
                saved[kind] = [list(r) for r in results]
                with open(args.save, "w", encoding="utf-8") as out:
                    json.dump(saved, out)
        players = 4 if kind == "ark" else 2
        if results:
            strength, slope = parameters(kind)
            report(kind, players, results, time.perf_counter() - started, strength, slope, PULL_ALONE[kind])
            if args.fit:
                print_fit(kind, results, players)


def print_fit(kind: str, results: list[Position], players: int) -> None:
    """The two parameters that fit ``results`` best, and the best pull alone (slope 1) beside them."""
    a, b = fit(results, players)
    grid = [k / 4 for k in range(1, 81)]
    alone = min(grid, key=lambda x: brier([(p.shown, p.actual) for p in shown(results, players, x, 1.0)]))
    print(f"fitted for {kind}: prior strength {a:g} playouts, slope {b:g} "
          f"(the pull alone fits best at {alone:g} playouts)")


def from_saved(paths: list[str], only: str | None, fit_too: bool, chosen: tuple[float, ...] | None = None) -> None:
    """The report on positions saved by earlier runs, the shown chance worked out with the adapter's prior strength
    and slope now (or ``chosen``)."""
    merged: dict[str, list[list[float]]] = {}
    for path in paths:
        with open(path, encoding="utf-8") as saved:
            for kind, rows in json.load(saved).items():
                merged.setdefault(kind, []).extend(rows)
    for kind, rows in sorted(merged.items()):
        if only and kind != only:
            continue
        players = 4 if kind == "ark" else 2
        strength, slope = parameters(kind) if chosen is None else chosen
        results = shown([Position(raw, int(samples), 0.0, actual, *(int(x) for x in rest))
                         for raw, samples, _shown, actual, *rest in rows], players, strength, slope)
        report(kind, players, results, 0.0, strength, slope, PULL_ALONE[kind])
        if fit_too:
            print_fit(kind, results, players)


if __name__ == "__main__":
    main()
