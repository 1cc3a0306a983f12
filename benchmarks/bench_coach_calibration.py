"""Is the coach's win chance honest? Predicted against actual over seeded games, printed beside the aims
(run: python benchmarks/bench_coach_calibration.py [--games N] [--per-game K] [--rounds R] [--only ark|nova]).

For each game (Ark with 4 players, Ark Nova with 2), seeded greedy-against-greedy games are played to the end; at
``--per-game`` moments spread over each game the coach (:func:`arkwidgets.coach.coach`, seeing only the seat to act)
is asked about the move the greedy bot then plays, and its predicted win chance for that move is set beside what
happened: the seat's win share at the end of that very game (a shared win counts as a fraction).

Printed: the Brier score against the constant guess (1 / players) and its skill, and a reliability table (the
predictions in bins of 20 %: their mean beside the actual rate with its 95 % Wilson interval). Aims:

- the Brier score below the constant guess's (skill > 0): the coach knows something;
- in every bin with ≥ 10 positions, the mean prediction inside the actual rate's 95 % interval: honest;
- ≥ 500 positions per game for the figures to mean much (the issue's aim; the default run is smaller, to stay within
  a few minutes on one core: pass ``--games 50 --per-game 10``).

The chance shown is the playouts' mean shrunk toward 1 / players (:func:`arkwidgets.coach.honest`, each adapter's
``prior_strength``); the playouts' plain mean is scored beside it. ``--fit`` prints the prior strength that fits a
run best: run it on seeds that are not the benchmark's (the adapters' were fitted with ``--seed 5000``). ``--save``
keeps every position, ``--from`` reports on saved runs again (a long run cut in pieces, merged).

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
from arkwidgets.coach import Coach, coaching_for, honest
from arkwidgets.nova.greedy import GreedyBot as NovaGreedy

BINS = 5


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95 % Wilson score interval of a proportion."""
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


class Position(NamedTuple):
    """One position asked about: the playouts' plain mean win share for the move played and how many playouts it
    rests on, the win chance the coach shows (:func:`arkwidgets.coach.honest`), and the seat's actual win share."""

    raw: float
    samples: int
    shown: float
    actual: float


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
    return [Position(raw, n, shown, share[seat]) for seat, raw, n, shown in asked]


def brier(pairs: list[tuple[float, float]]) -> float:
    return sum((p - y) ** 2 for p, y in pairs) / len(pairs)


def fit(results: list[Position], players: int) -> float:
    """The prior strength (in playouts) whose shown win chances have the lowest Brier score on ``results``: what
    the adapters' ``prior_strength`` is set from (on seeds that are not the benchmark's)."""
    chance = 1.0 / players
    grid = [k / 4 for k in range(161)]  # 0 … 40 playouts

    def score(a: float) -> float:
        return brier([((r.raw * r.samples + a * chance) / (r.samples + a), r.actual) for r in results])

    return min(grid, key=score)


def report(kind: str, players: int, results: list[Position], seconds: float, strength: float) -> None:
    n = len(results)
    base = 1.0 / players
    brier0 = brier([(base, r.actual) for r in results])
    print(f"\n== {kind}: {n} positions ({players} players), {seconds:.0f} s "
          f"(load {os.getloadavg()[0]:.1f})")
    print(f"{'measure':<44} {'result':<12} aim")
    for name, pick in (("shown win chance", lambda r: r.shown), ("playouts' plain mean (before the prior)",
                                                                 lambda r: r.raw)):
        score = brier([(pick(r), r.actual) for r in results])
        skill = 1 - score / brier0 if brier0 else 0.0
        print(f"{'Brier, ' + name:<44} {score:<12.3f} below the constant guess's ({brier0:.3f})")
        print(f"{'skill, ' + name:<44} {skill:<12.2f} > 0")
    print(f"{'positions':<44} {n:<12} ≥ 500")
    print(f"{'prior strength (playouts)':<44} {strength:<12} fitted on other seeds (docs/coach.md)")
    print("\nreliability of the shown win chance (aim: in every bin with ≥ 10 positions the mean prediction inside "
          "the actual rate's 95 % interval)")
    print(f"{'predicted':<12} {'n':>5} {'mean predicted':>15} {'actual (95 % interval)':>26}  honest?")
    for b in range(BINS):
        low, high = b / BINS, (b + 1) / BINS
        inside = [r for r in results if low <= r.shown < high or (b == BINS - 1 and r.shown == 1.0)]
        if not inside:
            print(f"{f'{low:.0%}–{high:.0%}':<12} {0:>5}")
            continue
        m = len(inside)
        mean = sum(r.shown for r in inside) / m
        wins = sum(r.actual for r in inside)
        lo, hi = wilson(wins, m)
        verdict = "yes" if lo <= mean <= hi else "NO"
        if m < 10:
            verdict += " (too few)"
        print(f"{f'{low:.0%}–{high:.0%}':<12} {m:>5} {mean:>15.2f} {wins / m:>10.2f} ({lo:.2f}–{hi:.2f}){'':>6}  "
              f"{verdict}")


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
                        help="also print the prior strength that fits these games best (run it on seeds that are "
                             "not the benchmark's: the adapters' prior_strength was fitted with --seed 5000)")
    parser.add_argument("--save", help="write every position (raw mean, samples, shown, actual) to this JSON file")
    parser.add_argument("--from", dest="saved", nargs="+", metavar="JSON",
                        help="report on positions saved by --save (runs cut in pieces, merged), the shown chance "
                             "worked out again with the adapters' prior strength now")
    args = parser.parse_args(argv)
    if args.saved:
        from_saved(args.saved, args.only, args.fit)
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
            strength = float(getattr(coaching_for(GAMES[kind](args.seed)[0]), "prior_strength", 0.0))
            report(kind, players, results, time.perf_counter() - started, strength)
            if args.fit:
                print(f"fitted prior strength for {kind}: {fit(results, players)} playouts")


def from_saved(paths: list[str], only: str | None, fit_too: bool) -> None:
    """The report on positions saved by earlier runs, the shown chance worked out with the prior strength now."""
    merged: dict[str, list[list[float]]] = {}
    for path in paths:
        with open(path, encoding="utf-8") as saved:
            for kind, rows in json.load(saved).items():
                merged.setdefault(kind, []).extend(rows)
    for kind, rows in sorted(merged.items()):
        if only and kind != only:
            continue
        players = 4 if kind == "ark" else 2
        strength = float(getattr(coaching_for(GAMES[kind](0)[0]), "prior_strength", 0.0))
        results = []
        for raw, samples, _shown, actual in rows:
            shown = honest(raw * samples, int(samples), 1.0 / players, strength)[0]
            results.append(Position(raw, int(samples), shown, actual))
        report(kind, players, results, 0.0, strength)
        if fit_too:
            print(f"fitted prior strength for {kind}: {fit(results, players)} playouts")


if __name__ == "__main__":
    main()
