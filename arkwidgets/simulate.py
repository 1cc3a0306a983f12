"""Many games between bots, in parallel processes, reproducibly.

``simulate(games, players, bots, seed)`` plays ``games`` games and returns one :class:`GameRecord` per game. Game
``i`` is seeded from ``(seed, i)`` alone (the game's setup and every bot's seed), so the records are identical
whatever the number of worker processes or the order in which the workers finish.

Bots are named by text so that they travel to worker processes: ``"random"``, ``"greedy"``, ``"search"`` (alias
``"mc"``), optionally with a budget: ``"search:200"`` (playouts per decision) or ``"search:0.5s"`` (seconds).
"""

from __future__ import annotations

import hashlib
import multiprocessing
import os
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass, field
from typing import Any

from .bots import GreedyBot, RandomBot
from .bots.search import MonteCarloBot
from .game import Game
from .markup import clip

__all__ = ["GameRecord", "Records", "simulate", "make_bot", "BOT_NAMES", "derive_seed"]

BOT_NAMES = ("random", "greedy", "search", "mc")


def derive_seed(*parts: object) -> int:
    """A 64-bit seed from any parts (stable across machines and Python versions: SHA-256, not ``hash``)."""
    digest = hashlib.sha256(":".join(str(p) for p in parts).encode()).digest()
    return int.from_bytes(digest[:8], "big")


def make_bot(spec: str, seed: int | None = None):
    """A bot from its name: ``random``, ``greedy``, ``search`` / ``mc`` (``search:200``, ``search:0.5s``)."""
    if not isinstance(spec, str):
        raise TypeError(f"a bot is named by text ({', '.join(BOT_NAMES)}), got {type(spec).__name__}")
    name, _, budget = spec.strip().lower().partition(":")
    if name == "random":
        return RandomBot(seed)
    if name == "greedy":
        return GreedyBot(seed)
    if name in ("search", "mc"):
        if not budget:
            return MonteCarloBot(seed)
        try:
            if budget.endswith("s"):
                return MonteCarloBot(seed, seconds=float(budget[:-1]), playouts=0)
            return MonteCarloBot(seed, playouts=int(budget))
        except ValueError:
            raise ValueError(
                f"bot {clip(spec)!r}: the budget is a number of playouts above 0 ('search:200') or of seconds "
                "above 0 ('search:0.5s')"
            ) from None
    raise ValueError(f"unknown bot {clip(spec)!r}; bots are {', '.join(BOT_NAMES)}")


@dataclass(frozen=True)
class GameRecord:
    """The outcome of one simulated game.

    ``totals`` and ``discs`` are per seat (in seat order, like ``players`` and ``bots``); ``winners`` are seat
    numbers (several on a shared win, E-5). ``moves`` counts every move (pets and passes included), ``turns`` the
    turns completed. ``discs_spent`` counts discs paid by each seat: new cabins (P-7) and final-round cards (F-2).
    ``rain_moves`` gives, for each rain card, the number of the move (1-based) during which it appeared.
    """

    index: int
    seed: int
    players: tuple[str, ...]
    bots: tuple[str, ...]
    start: int
    totals: tuple[float, ...]
    winners: tuple[int, ...]
    turns: int
    moves: int
    discs: tuple[int, ...]
    discs_spent: tuple[int, ...]
    cards_played: tuple[int, ...]
    rain_moves: tuple[int, ...]
    pets: tuple[str | None, ...]
    final_moves: int = 0
    decisions: tuple[int, ...] = ()  # moves chosen by each seat
    seconds: tuple[float, ...] = field(default=(), compare=False)  # time each seat's bot spent choosing

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


def _play_one(task: tuple[int, int, tuple[str, ...], tuple[str, ...]]) -> GameRecord:
    index, seed, players, bots = task
    game_seed = derive_seed(seed, index, "game")
    game = Game.new(list(players), seed=game_seed)
    seats = [make_bot(spec, derive_seed(seed, index, "bot", k)) for k, spec in enumerate(bots)]
    n = len(players)
    spent = [0] * n
    played = [0] * n
    rain: list[int] = []
    final_moves = 0
    moves = 0
    start = game.current_index
    decisions = [0] * n
    seconds = [0.0] * n
    clock = time.perf_counter
    while game.phase != "over":
        if moves > 10_000:
            raise RuntimeError(f"game {index} did not end")
        p = game.current_index
        final = game.phase == "final"
        began = clock()
        move = seats[p].choose(game)
        seconds[p] += clock() - began
        decisions[p] += 1
        events = game.play(move)
        moves += 1
        final_moves += final
        for e in events:
            kind = e.kind
            if kind == "rain":
                rain.append(moves)
            elif kind in ("open", "pay"):
                spent[p] += 1
            elif kind == "place":
                played[p] += 1
    scores = game.scores()
    names = list(players)
    return GameRecord(
        index=index,
        seed=game_seed,
        players=tuple(players),
        bots=tuple(bots),
        start=start,
        totals=tuple(float(line.total) for line in scores.lines),
        winners=tuple(names.index(w) for w in scores.winners),
        turns=game.turn,
        moves=moves,
        discs=tuple(line.discs for line in scores.lines),
        discs_spent=tuple(spent),
        cards_played=tuple(played),
        rain_moves=tuple(rain),
        pets=tuple(scores.pets[name] for name in names),
        final_moves=final_moves,
        decisions=tuple(decisions),
        seconds=tuple(seconds),
    )


@dataclass
class SeatSummary:
    seat: int
    player: str
    bot: str
    games: int
    wins: float
    win_low: float
    win_high: float
    mean: float
    mean_low: float
    mean_high: float

    @property
    def win_rate(self) -> float:
        return self.wins / self.games if self.games else 0.0


class Records(list):
    """The records of a simulation (a list of :class:`GameRecord`), with summaries."""

    def summary(self) -> list[SeatSummary]:
        """Per seat: win rate (shared wins count fractionally) with a 95 % Wilson interval, mean score with a 95 %
        interval."""
        from .bots.core import mean_ci, wilson

        if not self:
            return []
        first: GameRecord = self[0]
        out = []
        for k, (player, bot) in enumerate(zip(first.players, first.bots, strict=False)):
            wins = sum(1 / len(r.winners) for r in self if k in r.winners)
            lo, hi = wilson(wins, len(self))
            totals = [r.totals[k] for r in self]
            mean, mlo, mhi = mean_ci(sum(totals), sum(t * t for t in totals), len(totals))
            out.append(SeatSummary(k, player, bot, len(self), wins, lo, hi, mean, mlo, mhi))
        return out

    def table(self) -> str:
        """A plain-text table: one row per seat."""
        rows = [f"{'seat':<6}{'bot':<14}{'win rate':>10}  {'95% CI':<15}{'mean score':>11}  {'95% CI':<13}"]
        for s in self.summary():
            rows.append(
                f"{s.player:<6}{s.bot:<14}{100 * s.win_rate:>9.1f}%  "
                f"{f'{100 * s.win_low:.1f}–{100 * s.win_high:.1f}%':<15}{s.mean:>11.2f}  "
                f"{f'{s.mean_low:.2f}–{s.mean_high:.2f}':<13}"
            )
        if self:
            turns = sum(r.turns for r in self) / len(self)
            rows.append(f"{len(self)} games, {turns:.1f} turns per game on average")
        return "\n".join(rows)

    def __str__(self) -> str:
        return self.table()

    def _repr_html_(self) -> str:
        from .markup import esc

        head = "<tr><th>seat</th><th>bot</th><th>win rate (95% CI)</th><th>mean score (95% CI)</th></tr>"
        body = "".join(
            f"<tr><td>{esc(s.player)}</td><td>{esc(s.bot)}</td>"
            f"<td>{100 * s.win_rate:.1f}% ({100 * s.win_low:.1f}–{100 * s.win_high:.1f})</td>"
            f"<td>{s.mean:.2f} ({s.mean_low:.2f}–{s.mean_high:.2f})</td></tr>"
            for s in self.summary()
        )
        return f"<table>{head}{body}</table><p>{len(self)} games</p>"


def _player_names(players: int | Sequence[str], bots: Sequence[str]) -> tuple[str, ...]:
    if isinstance(players, bool):
        raise TypeError("players is a number (3, 4 or 5) or a list of names")
    if isinstance(players, int):
        if not 3 <= players <= 5:
            raise ValueError(f"Ark is played by 3 to 5 players, not {players}")
        return tuple(("Ann", "Ben", "Cleo", "Dev", "Eva")[:players])
    return tuple(players)


def simulate(
    games: int,
    players: int | Sequence[str] | None = None,
    bots: Sequence[str] | str = ("greedy", "random", "random", "random"),
    seed: int = 0,
    workers: int | None = None,
    progress: Callable[[int, int], None] | None = None,
    first: int = 0,
) -> Records:
    """Play ``games`` games between ``bots`` (one name per seat, e.g. ``["greedy", "random", "random"]``, or a
    comma-separated string) and return one :class:`GameRecord` per game, in game order.

    ``players``: a number or a list of names (default: one seat per bot). ``workers``: processes to use (default:
    every core; ``1`` runs in this process). Game ``i`` is seeded from ``(seed, i)``, so the result is the same for
    the same seed whatever ``workers`` is. ``progress(done, total)`` is called as games finish. ``first`` numbers
    the games from ``first`` on, so a long run can be split into pieces that together equal one run.
    """
    if isinstance(bots, str):
        bots = [b for b in bots.split(",") if b.strip()]
    bots = tuple(b.strip().lower() for b in bots)
    for spec in dict.fromkeys(bots):
        make_bot(spec, 0)  # fail early on a bad name or budget, before counting seats
    if players is None:
        players = len(bots)
    names = _player_names(players, bots)
    if len(names) != len(bots):
        raise ValueError(f"{len(names)} players but {len(bots)} bots: name one bot per seat")
    if not 3 <= len(names) <= 5:
        raise ValueError(f"Ark is played by 3 to 5 players, not {len(names)}")
    if type(games) is not int or games < 0:
        raise ValueError(f"games must be a whole number ≥ 0, got {games!r}")
    if workers is None:
        workers = os.cpu_count() or 1
    workers = max(1, min(int(workers), games or 1))
    tasks = [(i, seed, names, bots) for i in range(first, first + games)]
    records = Records()
    if workers == 1:
        for k, task in enumerate(tasks, start=1):
            records.append(_play_one(task))
            if progress:
                progress(k, games)
        return records
    chunk = max(1, min(16, games // (workers * 8) or 1))
    ctx = multiprocessing.get_context("fork" if "fork" in multiprocessing.get_all_start_methods() else "spawn")
    with ctx.Pool(workers) as pool:
        for k, record in enumerate(pool.imap(_play_one, tasks, chunksize=chunk), start=1):
            records.append(record)
            if progress:
                progress(k, games)
    return records


def text_progress(stream=None, width: int = 30) -> Callable[[int, int], None]:
    """A simple text progress bar on ``stream`` (default stderr), redrawn in place."""
    out = stream if stream is not None else sys.stderr
    state = {"last": -1}

    def show(done: int, total: int) -> None:
        filled = width * done // total if total else width
        percent = 100 * done // total if total else 100
        if percent == state["last"] and done != total:
            return
        state["last"] = percent
        out.write(f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{total} games ({percent}%)")
        if done == total:
            out.write("\n")
        out.flush()

    return show
