"""Many games between bots, in parallel processes, reproducibly.

``simulate(games, players, bots, seed)`` plays ``games`` games and returns one :class:`GameRecord` per game. Game
``i`` is seeded from ``(seed, i)`` alone (the game's setup and every bot's seed), so the records are identical
whatever the number of worker processes or the order in which the workers finish.

Bots are named by text so that they travel to worker processes: ``"random"``, ``"greedy"``, ``"search"`` (alias
``"mc"``), optionally with a budget: ``"search:200"`` (playouts per decision) or ``"search:0.5s"`` (seconds).

Beyond one machine: ``simulate(..., executor=ex)`` runs the games on any :class:`concurrent.futures.Executor` — a
thread or process pool, Dask's ``client.get_executor()``, Ray's ``RayExecutor`` — in chunks of consecutive games
(``chunk_size``), put back in game order, so the records are the same whatever runs them and however they are cut.
:func:`open_executor` makes one from a name (``processes``, ``threads``, ``serial``, ``dask``, ``dask:ADDRESS``),
as ``arkwidgets simulate --executor`` does.
"""

from __future__ import annotations

import hashlib
import multiprocessing
import os
import sys
import time
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import FIRST_COMPLETED, Executor, Future, ProcessPoolExecutor, ThreadPoolExecutor, wait
from contextlib import contextmanager
from dataclasses import asdict, dataclass, field
from typing import Any

from ..markup import clip
from .bots import GreedyBot, RandomBot
from .bots.search import SearchBot
from .game import Game
from .state import Phase, player_names

__all__ = [
    "GameRecord", "Records", "simulate", "make_bot", "BOT_NAMES", "derive_seed", "open_executor", "EXECUTOR_NAMES",
]

BOT_NAMES = ("random", "greedy", "search", "mc")
#: the names :func:`open_executor` knows (``dask`` also as ``dask:ADDRESS``)
EXECUTOR_NAMES = ("processes", "threads", "serial", "dask")
#: the most chunks handed to an executor at once (the rest are handed out as chunks finish)
MAX_PENDING = 1024


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
            return SearchBot(seed)
        try:
            if budget.endswith("s"):
                return SearchBot(seed, seconds=float(budget[:-1]), playouts=0)
            return SearchBot(seed, playouts=int(budget))
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
    while game.phase != Phase.OVER:
        if moves > 10_000:
            raise RuntimeError(f"game {index} did not end")
        p = game.current_index
        final = game.phase == Phase.FINAL
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


def _play_chunk(task: tuple[int, int, int, tuple[str, ...], tuple[str, ...]]) -> list[GameRecord]:
    """Games ``start`` to ``stop - 1`` of a run: the unit of work sent to an executor (a module-level function, so
    that it pickles by name)."""
    start, stop, seed, players, bots = task
    return [_play_one((i, seed, players, bots)) for i in range(start, stop)]


def _default_chunk_size(games: int) -> int:
    """Games per chunk on an executor of unknown size: about 500 chunks or more for long runs (enough to keep a
    cluster busy and balanced), never more than 100 games per chunk (about 15 s of greedy games on one core)."""
    return max(1, min(100, games // 512))


def _check_executor(executor: object) -> None:
    if isinstance(executor, type):
        raise TypeError(
            f"executor is the class {executor.__name__}; pass an instance, e.g. executor={executor.__name__}()"
        )
    if isinstance(executor, str):
        raise TypeError(
            f"executor is the text {clip(executor)!r}; pass a concurrent.futures.Executor (open_executor() makes one "
            f"from a name: {', '.join(EXECUTOR_NAMES)})"
        )
    if callable(getattr(executor, "get_executor", None)) and not isinstance(executor, Executor):
        raise TypeError("a Dask Client is not a concurrent.futures.Executor: pass executor=client.get_executor()")
    if not callable(getattr(executor, "submit", None)):
        raise TypeError(
            f"executor must be a concurrent.futures.Executor (ThreadPoolExecutor(), ProcessPoolExecutor(), Dask's "
            f"client.get_executor(), ...), not {type(executor).__name__}"
        )


def _run_chunks(
    executor: Executor,
    chunks: list[tuple[int, int]],
    seed: int,
    names: tuple[str, ...],
    bots: tuple[str, ...],
    progress: Callable[[int, int], None] | None,
) -> Records:
    """Play ``chunks`` on ``executor`` (at most :data:`MAX_PENDING` at once) and combine them in chunk order."""
    total = sum(stop - start for start, stop in chunks)
    results: list[list[GameRecord] | None] = [None] * len(chunks)
    pending: dict[Future[list[GameRecord]], int] = {}
    queue = iter(enumerate(chunks))
    done = 0

    def submit_next() -> None:
        for k, (start, stop) in queue:
            try:
                future = executor.submit(_play_chunk, (start, stop, seed, names, bots))
            except RuntimeError as error:  # "cannot schedule new futures after shutdown" and the like
                raise ValueError(f"the executor ({type(executor).__name__}) refused the games: {error}") from error
            if not isinstance(future, Future):
                raise TypeError(
                    f"executor.submit returned a {type(future).__name__}, not a concurrent.futures.Future: pass a "
                    "concurrent.futures.Executor (for Dask, client.get_executor())"
                )
            pending[future] = k
            return

    try:
        for _ in range(MAX_PENDING):
            submit_next()
        while pending:
            finished, _ = wait(pending, return_when=FIRST_COMPLETED)
            for future in finished:
                k = pending.pop(future)
                part = _checked(future.result(), *chunks[k])
                results[k] = part
                done += len(part)
                if progress:
                    progress(done, total)
                submit_next()
    except BaseException:
        for future in pending:  # ours to cancel; the executor itself belongs to the caller
            future.cancel()
        raise
    records = Records()
    for games in results:
        records.extend(games or ())
    return records


def _checked(part: list[GameRecord], start: int, stop: int) -> list[GameRecord]:
    if [r.index for r in part] != list(range(start, stop)):
        raise RuntimeError(f"the executor returned other games than games {start}–{stop - 1}")
    return part


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
        from ..coach import mean_interval, wilson

        if not self:
            return []
        first: GameRecord = self[0]
        out = []
        for k, (player, bot) in enumerate(zip(first.players, first.bots, strict=False)):
            wins = sum(1 / len(r.winners) for r in self if k in r.winners)
            lo, hi = wilson(wins, len(self))
            totals = [r.totals[k] for r in self]
            mean, mlo, mhi = mean_interval(sum(totals), sum(t * t for t in totals), len(totals))
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
        from ..markup import esc

        head = "<tr><th>seat</th><th>bot</th><th>win rate (95% CI)</th><th>mean score (95% CI)</th></tr>"
        body = "".join(
            f"<tr><td>{esc(s.player)}</td><td>{esc(s.bot)}</td>"
            f"<td>{100 * s.win_rate:.1f}% ({100 * s.win_low:.1f}–{100 * s.win_high:.1f})</td>"
            f"<td>{s.mean:.2f} ({s.mean_low:.2f}–{s.mean_high:.2f})</td></tr>"
            for s in self.summary()
        )
        return f"<table>{head}{body}</table><p>{len(self)} games</p>"


def simulate(
    games: int,
    players: int | Sequence[str] | None = None,
    bots: Sequence[str] | str = ("greedy", "random", "random", "random"),
    seed: int = 0,
    workers: int | None = None,
    progress: Callable[[int, int], None] | None = None,
    first: int = 0,
    executor: Executor | None = None,
    chunk_size: int | None = None,
) -> Records:
    """Play ``games`` games between ``bots`` (one name per seat, e.g. ``["greedy", "random", "random"]``, or a
    comma-separated string) and return one :class:`GameRecord` per game, in game order.

    ``players``: a number or a list of names (default: one seat per bot). ``workers``: processes to use (default:
    every core; ``1`` runs in this process). Game ``i`` is seeded from ``(seed, i)``, so the result is the same for
    the same seed whatever ``workers`` is. ``progress(done, total)`` is called as games finish. ``first`` numbers
    the games from ``first`` on, so a long run can be split into pieces that together equal one run.

    ``executor``: any :class:`concurrent.futures.Executor` to play the games on instead of this machine's processes
    (a thread or process pool, Dask's ``client.get_executor()``, Ray's ``RayExecutor``...). It belongs to the caller,
    who shuts it down; its workers need the same arkwidgets. The games are sent in chunks of ``chunk_size``
    consecutive games (default: about 500 chunks, at most 100 games each) and put back in game order, so the records
    are the same as with ``workers=1`` whatever the executor and the chunk size. Give ``workers`` or ``executor``,
    not both.
    """
    if isinstance(bots, str):
        bots = [b for b in bots.split(",") if b.strip()]
    bots = tuple(b.strip().lower() for b in bots)
    for spec in dict.fromkeys(bots):
        make_bot(spec, 0)  # fail early on a bad name or budget, before counting seats
    if players is None:
        players = len(bots)
    names = tuple(player_names(players))  # 3 to 5: the default names, or the given ones checked
    if len(names) != len(bots):
        raise ValueError(f"{len(names)} players but {len(bots)} bots: name one bot per seat")
    if type(games) is not int or games < 0:
        raise ValueError(f"games must be a whole number ≥ 0, got {games!r}")
    if chunk_size is not None and (type(chunk_size) is not int or chunk_size < 1):
        raise ValueError(f"chunk_size must be a whole number ≥ 1 (games per chunk), got {chunk_size!r}")
    if executor is not None:
        _check_executor(executor)
        if workers is not None:
            raise ValueError("give workers or executor, not both: the executor decides how many games run at once")
        size = chunk_size or _default_chunk_size(games)
        chunks = [(i, min(i + size, first + games)) for i in range(first, first + games, size)]
        return _run_chunks(executor, chunks, seed, names, bots, progress)
    if workers is None:
        workers = os.cpu_count() or 1
    workers = max(1, min(int(workers), games or 1))
    if workers == 1:
        records = Records()
        for k, index in enumerate(range(first, first + games), start=1):
            records.append(_play_one((index, seed, names, bots)))
            if progress:
                progress(k, games)
        return records
    size = chunk_size or max(1, min(16, games // (workers * 8) or 1))
    chunks = [(i, min(i + size, first + games)) for i in range(first, first + games, size)]
    ctx = multiprocessing.get_context("fork" if "fork" in multiprocessing.get_all_start_methods() else "spawn")
    pool = ProcessPoolExecutor(workers, mp_context=ctx)
    try:
        return _run_chunks(pool, chunks, seed, names, bots, progress)
    finally:
        pool.shutdown(wait=True, cancel_futures=True)


@contextmanager
def open_executor(spec: str | None, workers: int | None = None) -> Iterator[dict[str, Any]]:
    """The keyword arguments of :func:`simulate` for an executor named by text, with the executor open for the
    duration of the ``with`` block (shut down after it)::

        with open_executor("dask:tcp://10.0.0.5:8786") as how:
            records = simulate(100_000, bots="greedy,random,random", **how)

    ``processes`` (the default: ``workers`` processes, every core if ``None``), ``threads`` (a thread pool of
    ``workers`` threads: the same results, no faster than one process on a Python with a GIL), ``serial`` (this
    process), ``dask`` (a Dask cluster of ``workers`` processes on this machine) and ``dask:ADDRESS`` (an existing
    Dask scheduler, e.g. ``dask:tcp://10.0.0.5:8786``; its workers need the same arkwidgets). Dask needs
    ``dask[distributed]``.
    """
    text = "processes" if spec is None else str(spec).strip()
    name, colon, address = text.partition(":")
    name = name.lower()
    if name not in EXECUTOR_NAMES or (colon and name != "dask"):
        raise ValueError(
            f"unknown executor {clip(text)!r}; executors are processes, threads, serial, dask (a cluster on this "
            "machine) and dask:ADDRESS (an existing Dask scheduler, e.g. dask:tcp://10.0.0.5:8786)"
        )
    if name == "processes":
        yield {"workers": workers}
    elif name == "serial":
        if workers not in (None, 1):
            raise ValueError(f"the serial executor plays in this process: workers must be 1, not {workers}")
        yield {"workers": 1}
    elif workers is not None and (type(workers) is not int or workers < 1):
        raise ValueError(f"workers must be a whole number ≥ 1, got {workers!r}")
    elif name == "threads":
        with ThreadPoolExecutor(workers or os.cpu_count() or 1, thread_name_prefix="arkwidgets-simulate") as pool:
            yield {"executor": pool}
    else:
        with _dask_executor(address.strip() if colon else None, workers) as executor:
            yield {"executor": executor}


@contextmanager
def _dask_executor(address: str | None, workers: int | None) -> Iterator[Executor]:
    try:
        from distributed import Client, LocalCluster
    except ImportError:
        raise ValueError(
            "the dask executor needs Dask's distributed scheduler, which is not installed: "
            "pip install 'dask[distributed]'"
        ) from None
    if address is not None:
        if not address:
            raise ValueError("dask: name the scheduler's address, e.g. dask:tcp://10.0.0.5:8786 (or just 'dask')")
        if workers is not None:
            raise ValueError(
                f"workers does not apply to the Dask scheduler at {clip(address)}: its workers are the cluster's"
            )
        try:
            client = Client(address, timeout="10s")
        except (OSError, TimeoutError, ValueError) as error:
            raise ValueError(f"could not reach the Dask scheduler at {clip(address)}: {error}") from error
        with client:
            yield client.get_executor()
        return
    cluster = LocalCluster(
        n_workers=workers or os.cpu_count() or 1, threads_per_worker=1, processes=True, dashboard_address=None
    )
    with cluster, Client(cluster) as client:
        yield client.get_executor()


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
