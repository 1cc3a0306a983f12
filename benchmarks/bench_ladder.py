"""Bot ladders with Elo (issue 26, point 1): a round robin of each game's bots, printed beside the aims.

    python benchmarks/bench_ladder.py --game ark --games 200          # the issue's size: hours on two cores
    python benchmarks/bench_ladder.py --game nova --games 200
    python benchmarks/bench_ladder.py --game ark --games 20 --bots random,greedy,search:24   # a quick look
    python benchmarks/bench_ladder.py --game nova --games 200 --record nova.json   # stopped and run again: resumes

Every pairing of two bots plays ``--games`` seeded games. Ark (4 players) seats them A, B, A, B and every other
game B, A, B, A; Ark Nova (2 players) seats A, B and every other game B, A, so each bot starts as often. A game
scores for a bot the share of the win its seats hold (a shared win is split, E-5 / N-END-9), so the two bots'
scores in a game add up to 1. From the pairings' mean scores the Elo ratings are the Bradley–Terry maximum
likelihood fit (the expected score of A against B is ``1 / (1 + 10 ** ((R_B - R_A) / 400))``), the first bot
anchored at 0; the 95 % intervals are the 2.5th and 97.5th percentiles of the ratings refitted on ``--bootstrap``
resamples of each pairing's games (the games are what varies; a fixed seed gives the same table).

The aims (issue 26) are printed beside: Ark Nova's search bot wins ≥ 60 % of 2-player games against greedy; Ark's
search bot, as one of four against three greedy bots, wins ≥ 35 % (chance is 25 %): ``--one-of-four N`` plays those
games too (the search bot in each seat in turn). Times per decision are printed for every bot (they depend on the
machine and its load, printed beside them; the results do not: budgets are counted in playouts or samples, never in
seconds). ``--record FILE`` keeps each pairing's games in a JSON file as soon as the pairing is done, and a run with
the same file plays only the pairings it does not hold yet (same game, seed, games and bots), so a ladder of hours
survives a stop and its table can be printed again from the record.
"""

from __future__ import annotations

import argparse
import itertools
import json
import math
import os
import random
import statistics
import time
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass

from arkwidgets.ark.simulate import derive_seed, simulate

#: The issue's aims: (game, the bot measured, its opponents, the aim of its win share, the chance share).
AIMS = {"nova": ("search", "greedy", 0.60, 0.50), "ark": ("search", "greedy", 0.35, 0.25)}
DEFAULT_BOTS = {"ark": "random,greedy,search:60,search:240", "nova": "random,greedy,search:4,search:16"}


@dataclass(frozen=True)
class Pairing:
    """The games of bot ``a`` against bot ``b``: ``a``'s score in each (its seats' share of the win), and the time
    each bot spent per decision."""

    a: str
    b: str
    scores: tuple[float, ...]
    seconds: dict[str, list[float]]

    @property
    def mean(self) -> float:
        return statistics.fmean(self.scores) if self.scores else 0.5


# ------------------------------------------------------------------------------------------------ playing
#: The letters of a search bot's settings after its rounds (``search:16:h4:c6``): each a SearchBot argument.
NOVA_SEARCH_KNOBS = {"h": ("horizon", int), "c": ("candidates", int), "w": ("width", int), "z": ("sure", float),
                     "p": ("plan", int)}


def nova_bot(spec: str, seed: int):
    """An Ark Nova bot by name: ``random``, ``greedy``, ``search:R`` (R samples per candidate, no clock), and a
    search bot's other settings after it, each a letter and a number: ``h`` the horizon (turns), ``c`` the
    candidates, ``w`` the playout policy's width, ``z`` how sure the search must be to overrule the proposer's first
    choice (standard errors), ``p`` the steps of the greedy plan a candidate carries; or a proposer by name,
    ``varied``, ``greedy`` (greedy's own top moves: the bot before issue 26's pilot) or ``coach``
    (``search:16:h4:c6``, ``search:16:greedy``; what is not named keeps :class:`~arkwidgets.nova.search.SearchBot`'s
    default)."""
    from arkwidgets.nova.bots import RandomBot
    from arkwidgets.nova.coaching import PROPOSERS
    from arkwidgets.nova.greedy import GreedyBot
    from arkwidgets.nova.search import SearchBot

    name, _, budget = spec.partition(":")
    if name == "random":
        return RandomBot(seed)
    if name == "greedy":
        return GreedyBot(seed)
    if name == "search":
        rounds, *knobs = budget.split(":") if budget else [""]
        settings: dict[str, object] = {}
        for knob in knobs:
            if knob in PROPOSERS:
                settings["proposer"] = knob
            elif knob[:1] in NOVA_SEARCH_KNOBS:
                key, kind = NOVA_SEARCH_KNOBS[knob[:1]]
                settings[key] = kind(knob[1:])
            else:
                raise ValueError(f"unknown setting {knob!r} of {spec!r}: h, c, w, z or p followed by a number, "
                                 f"or a proposer ({', '.join(PROPOSERS)})")
        return SearchBot(seed, seconds=None, rounds=int(rounds or 8), **settings)  # type: ignore[arg-type]
    raise ValueError(f"unknown Ark Nova bot {spec!r}: random, greedy or search:R[:hH][:cC][:wW][:zZ][:pP][:proposer]")


def nova_game(task: tuple[int, tuple[str, str]]) -> tuple[tuple[float, float], tuple[tuple[float, int], ...]]:
    """One 2-player Ark Nova game of ``specs`` (seat order); each seat's win share and (seconds, decisions)."""
    from arkwidgets import nova

    seed, specs = task
    game = nova.Game.new(players=2, seed=seed)
    bots = [nova_bot(spec, derive_seed(seed, seat, spec)) for seat, spec in enumerate(specs)]
    spent = [[0.0, 0], [0.0, 0]]
    while game.phase != "over":
        seat = game.current_index
        started = time.perf_counter()
        move = bots[seat].choose(game)
        spent[seat][0] += time.perf_counter() - started
        spent[seat][1] += 1
        game.play(move)
    shares = tuple(1 / len(game.winners) if name in game.winners else 0.0 for name in game.names)
    return (shares[0], shares[1]), tuple((s, int(n)) for s, n in spent)


def play_pairing(game: str, a: str, b: str, games: int, seed: int, workers: int) -> Pairing:
    """``games`` games of ``a`` against ``b``, seats alternated (see the module's docstring)."""
    seconds: dict[str, list[float]] = {a: [], b: []}
    scores: list[float] = []
    if game == "ark":
        for turn, bots in enumerate(((a, b, a, b), (b, a, b, a))):
            count = games // 2 + (games % 2 if turn == 0 else 0)
            records = simulate(count, bots=",".join(bots), seed=derive_seed(seed, a, b, turn), workers=workers)
            for r in records:
                mine = sum(1 / len(r.winners) for w in r.winners if bots[w] == a)
                scores.append(mine)
                for seat, spec in enumerate(bots):
                    if r.decisions[seat]:
                        seconds[spec].append(r.seconds[seat] / r.decisions[seat])
        return Pairing(a, b, tuple(scores), seconds)
    tasks = [(derive_seed(seed, a, b, i), (a, b) if i % 2 == 0 else (b, a)) for i in range(games)]
    with ProcessPoolExecutor(max_workers=workers) as pool:
        for (game_seed, specs), (shares, spent) in zip(tasks, pool.map(nova_game, tasks), strict=True):
            del game_seed
            scores.append(shares[specs.index(a)])
            for seat, spec in enumerate(specs):
                if spent[seat][1]:
                    seconds[spec].append(spent[seat][0] / spent[seat][1])
    return Pairing(a, b, tuple(scores), seconds)


def record_key(game: str, seed: int, games: int, a: str, b: str) -> str:
    """What a recorded pairing is filed under: everything that decides its games (budgets are counted, never timed)."""
    return f"{game} seed {seed} games {games}: {a} vs {b}"


def load_record(path: str | None) -> dict[str, Pairing]:
    """The pairings a ``--record`` file holds (none when it does not exist yet)."""
    if path is None or not os.path.exists(path):
        return {}
    with open(path, encoding="utf-8") as saved:
        rows = json.load(saved)
    return {key: Pairing(row["a"], row["b"], tuple(row["scores"]), row["seconds"]) for key, row in rows.items()}


def save_record(path: str, pairings: dict[str, Pairing]) -> None:
    """Write every pairing to ``path`` (a temporary file renamed over it, so a stop never leaves half a file)."""
    rows = {key: {"a": p.a, "b": p.b, "scores": list(p.scores), "seconds": p.seconds} for key, p in pairings.items()}
    with open(path + ".tmp", "w", encoding="utf-8") as out:
        json.dump(rows, out)
    os.replace(path + ".tmp", path)


# ------------------------------------------------------------------------------------------------ Elo
def elo(bots: Sequence[str], results: dict[tuple[str, str], tuple[float, int]], rounds: int = 2000) -> dict[str, float]:
    """Bradley–Terry maximum-likelihood ratings on the Elo scale from ``results[(a, b)] = (a's mean score, games)``,
    ``bots[0]`` anchored at 0. Minorize–maximize iterations (Hunter 2004) on strengths ``10 ** (R / 400)``; a bot that
    won or lost everything gets a large finite rating rather than infinity (half a game is added to each side)."""
    wins = dict.fromkeys(bots, 0.0)
    games = {pair: n for pair, (_, n) in results.items()}
    for (a, b), (score, n) in results.items():
        wins[a] += score * n + 0.5
        wins[b] += (1 - score) * n + 0.5
    strength = dict.fromkeys(bots, 1.0)
    for _ in range(rounds):
        new = {}
        for bot in bots:
            total = sum((n + 1) / (strength[a] + strength[b]) for (a, b), n in games.items() if bot in (a, b))
            new[bot] = wins[bot] / total if total else strength[bot]
        anchor = new[bots[0]]
        done = all(abs(new[bot] / anchor - strength[bot]) < 1e-12 * strength[bot] for bot in bots)
        strength = {bot: new[bot] / anchor for bot in bots}
        if done:
            break
    return {bot: 400 * math.log10(strength[bot]) for bot in bots}


def bootstrap(bots: Sequence[str], pairings: Sequence[Pairing], samples: int,
              seed: int) -> dict[str, tuple[float, float]]:
    """The 95 % interval of each rating: the ratings refitted on resamples of each pairing's games."""
    rng = random.Random(seed)
    fits: dict[str, list[float]] = {bot: [] for bot in bots}
    for _ in range(samples):
        results = {}
        for p in pairings:
            drawn = [rng.choice(p.scores) for _ in p.scores]
            results[(p.a, p.b)] = (statistics.fmean(drawn), len(drawn))
        for bot, rating in elo(bots, results, rounds=400).items():
            fits[bot].append(rating)
    out = {}
    for bot, values in fits.items():
        values.sort()
        out[bot] = (values[int(0.025 * (len(values) - 1))], values[int(0.975 * (len(values) - 1))])
    return out


def wilson(share: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95 % Wilson interval of a proportion."""
    if n == 0:
        return 0.0, 1.0
    centre = (share + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(share * (1 - share) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


# ------------------------------------------------------------------------------------------------ report
def one_of_four(games: int, seed: int, workers: int, search: str) -> None:
    """Ark's aim: the search bot as one of four against three greedy bots, in each seat in turn."""
    scores: list[float] = []
    for seat in range(4):
        bots = ["greedy"] * 4
        bots[seat] = search
        count = games // 4 + (1 if seat < games % 4 else 0)
        for r in simulate(count, bots=",".join(bots), seed=derive_seed(seed, "one of four", seat), workers=workers):
            scores.append(1 / len(r.winners) if seat in r.winners else 0.0)
    share = statistics.fmean(scores) if scores else 0.0
    low, high = wilson(share, len(scores))
    print(f"Ark {search} as one of four against 3 greedy: {share:.1%} (95 % {low:.1%}–{high:.1%}) over "
          f"{len(scores)} games; aim ≥ 35 % (chance 25 %) {'✓' if low >= 0.35 else '✗' if high < 0.35 else '?'}")


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", choices=("ark", "nova"), default="ark")
    parser.add_argument("--games", type=int, default=200, help="games per pairing (the issue asks ≥ 200)")
    parser.add_argument("--bots", help="comma-separated bot names (default: random, greedy and search at two budgets)")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--bootstrap", type=int, default=200, help="resamples for the 95 %% intervals")
    parser.add_argument("--one-of-four", type=int, default=0, help="Ark: games of search as one of four vs greedy")
    parser.add_argument("--record", help="a JSON file that keeps each finished pairing; pairings it holds are not "
                                         "played again")
    args = parser.parse_args(argv)
    if args.games < 1:
        parser.error("--games must be at least 1")
    bots = [b.strip().lower() for b in (args.bots or DEFAULT_BOTS[args.game]).split(",") if b.strip()]
    if len(set(bots)) != len(bots) or len(bots) < 2:
        parser.error("--bots names two or more different bots")
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(f"{args.game} ladder: {', '.join(bots)}; {args.games} games per pairing, seed {args.seed}, "
          f"{args.workers} workers, load {load:.1f}")
    pairings = []
    recorded = load_record(args.record)
    for a, b in itertools.combinations(bots, 2):
        started = time.perf_counter()
        key = record_key(args.game, args.seed, args.games, a, b)
        p = recorded.get(key) or play_pairing(args.game, a, b, args.games, args.seed, args.workers)
        took = "from the record" if key in recorded else f"{time.perf_counter() - started:.0f} s"
        if args.record and key not in recorded:
            recorded[key] = p
            save_record(args.record, recorded)
        pairings.append(p)
        low, high = wilson(p.mean, len(p.scores))
        print(f"  {a:>12} vs {b:<12} {p.mean:6.1%} (95 % {low:.1%}–{high:.1%}) over {len(p.scores)} games "
              f"[{took}]", flush=True)
    ratings = elo(bots, {(p.a, p.b): (p.mean, len(p.scores)) for p in pairings})
    intervals = bootstrap(bots, pairings, args.bootstrap, args.seed)
    seconds: dict[str, list[float]] = {bot: [] for bot in bots}
    for p in pairings:
        for bot, values in p.seconds.items():
            seconds[bot].extend(values)
    print(f"\n{'bot':<12} {'Elo':>6}  95 % interval      s/decision   ({bots[0]} = 0)")
    for bot in sorted(bots, key=ratings.__getitem__, reverse=True):
        low, high = intervals[bot]
        per = statistics.fmean(seconds[bot]) if seconds[bot] else float("nan")
        print(f"{bot:<12} {ratings[bot]:6.0f}  [{low:6.0f}, {high:6.0f}]   {per:8.3f}")
    measured, opponent, aim, chance = AIMS[args.game]
    if args.game == "nova":
        for p in pairings:
            if {p.a.partition(":")[0], p.b.partition(":")[0]} == {measured, opponent} and p.a != p.b:
                share = p.mean if p.a.startswith(measured) else 1 - p.mean
                low, high = wilson(share, len(p.scores))
                name = p.a if p.a.startswith(measured) else p.b
                print(f"Ark Nova {name} against greedy, 2 players: {share:.1%} (95 % {low:.1%}–{high:.1%}); aim ≥ "
                      f"{aim:.0%} (chance {chance:.0%}) {'✓' if low >= aim else '✗' if high < aim else '?'}")
    elif args.one_of_four:
        strongest = max((b for b in bots if b.startswith(measured)), key=ratings.__getitem__, default="search")
        one_of_four(args.one_of_four, args.seed, args.workers, strongest)


if __name__ == "__main__":
    main()
