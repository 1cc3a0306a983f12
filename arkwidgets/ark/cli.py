"""Ark's commands of ``arkwidgets``: ``simulate``, ``render`` and ``play``, one small function per subcommand.

``arkwidgets simulate --games 1000 --bots greedy,random,random,random`` runs a tournament and prints win rates with
95 % confidence intervals and mean scores. Each subcommand is a ``_add_NAME(subparsers)`` function that declares the
arguments and a ``cmd_NAME(args)`` function that runs it, both listed in :data:`COMMANDS`, which the front door
(:mod:`arkwidgets.cli`) registers.
"""

from __future__ import annotations

import argparse
import sys
import time
import unicodedata
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, TextIO

from ..clitools import (
    BOT_KINDS,
    add_play_options,
    add_render_options,
    list_moves,
    new_seed,
    read_command,
    seat_names,
    seed_line,
    unwritable,
    write_drawing,
)
from ..extras import install_command
from ..i18n import N_, _, ngettext, pgettext
from .state import Phase

if TYPE_CHECKING:  # the engine is imported inside each command, so that --help stays instant
    from .cabins import Ark
    from .cards import Card
    from .game import Game

__all__ = ["COMMANDS", "ark_table", "cmd_play", "play_session"]



# ------------------------------------------------------------------------------------------------ simulate
def _add_simulate(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> argparse.ArgumentParser:
    p = sub.add_parser(
        "simulate",
        help="play many games between bots and print win rates",
        description="Play many games between bots in parallel and print each seat's win rate (95% Wilson "
        "interval) and mean score. Bots: random, greedy, search (alias mc; budget as search:200 playouts or "
        "search:0.5s).",
    )
    p.add_argument("--games", type=int, default=100, help="number of games (default 100)")
    p.add_argument(
        "--bots",
        default="greedy,random,random,random",
        help="one bot per seat, comma-separated (default greedy,random,random,random)",
    )
    p.add_argument("--seed", type=int, default=0, help="master seed; game i is seeded from (seed, i) (default 0)")
    p.add_argument("--workers", type=int, default=None, help="worker processes (default: every core)")
    p.add_argument(
        "--executor",
        default=None,
        metavar="KIND",
        help="what plays the games: processes (default), threads, serial, dask (a Dask cluster on this machine) or "
        "dask:ADDRESS (an existing Dask scheduler, e.g. dask:tcp://10.0.0.5:8786); the records are the same",
    )
    p.add_argument("--chunk-size", type=int, default=None, metavar="N", help="games per task sent to the executor")
    p.add_argument("--no-progress", action="store_true", help="no progress bar on stderr")
    p.add_argument("--json", metavar="FILE", help="also write one JSON record per game to FILE (JSON lines)")
    return p


def cmd_simulate(args: argparse.Namespace) -> int:
    from .simulate import open_executor, simulate, text_progress

    bots = [b.strip() for b in args.bots.split(",") if b.strip()]
    if args.games < 0:
        print("arkwidgets simulate: --games must be 0 or more", file=sys.stderr)
        return 2
    problem = unwritable(args.json) if args.json else None
    if problem:  # checked before the games are played, not after
        print(f"arkwidgets simulate: --json {problem}", file=sys.stderr)
        return 2
    show = args.games >= 20 and not args.no_progress
    started = time.perf_counter()
    try:
        with open_executor(args.executor, args.workers) as how:
            records = simulate(
                args.games, bots=bots, seed=args.seed, chunk_size=args.chunk_size,
                progress=text_progress() if show else None, **how,
            )
    except (ValueError, TypeError) as error:
        print(f"arkwidgets simulate: {error}", file=sys.stderr)
        return 2
    elapsed = time.perf_counter() - started
    print(records.table())
    print(f"seed {args.seed}, {elapsed:.1f} s")
    if args.json:
        import json

        with open(args.json, "w", encoding="utf-8") as out:
            for r in records:
                out.write(json.dumps(r.to_dict()) + "\n")
    return 0


# ------------------------------------------------------------------------------------------------ render
def _add_render(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> argparse.ArgumentParser:
    p = sub.add_parser(
        "render",
        help="draw a seeded or saved game as SVG or PNG",
        description="Draw the table of a game to an .svg or .png file: a new game from --seed after --moves "
        "moves played by random bots, or a game saved with Game.to_json (--load). PNG needs cairosvg, from the 'png' "
        f"extra (part of 'lab'): {install_command('png')}.",
    )
    add_render_options(p, players=(3, 4, 5), default_players=4)
    return p


def cmd_render(args: argparse.Namespace) -> int:
    from .bots import RandomBot
    from .game import Game
    return write_drawing("arkwidgets render", args, Game, RandomBot, "arkwidgets.ark.drawing",
                         lambda game: f", tilt {game.ark.tilt:+d}")


# ------------------------------------------------------------------------------------------------ play
PLAY_HELP = N_("""\
Type a move in the engine's notation, or a command:
  draw 2                          take display card 2, then the top card of the deck (T-1)
  play lion@T2                    put the lion into cabin T2 (T-2)
  play zebra@T3 take fruit        open the new cabin T3 and take the fruit from the display (P-7)
  play gazelle@B1, zebra@T2       two cards in one turn (T-2a)
  play skunk@T1 evict lion        the skunk evicts the lion (A-5, A-8)
  pet koala | pet none | pass     at the 2nd rain (R-1) / in the final round (F-2)
  moves [WORD]                    list the legal moves (those containing WORD)
  card NAME                       what a card is: climate, weight, diet, type, ability
  board                           show the table again
  undo                            take back your last move (and the bots' moves after it)
  help                            this text
  quit                            leave the game""")


def _add_play(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> argparse.ArgumentParser:
    p = sub.add_parser(
        "play",
        help="play a text game in the terminal against bots",
        description="Play Ark in the terminal against bots. You type moves in the engine's notation "
        "('draw 2', 'play lion@T2'); the engine narrates every event with its rule id and explains refused moves. "
        "Type 'help' during the game.",
    )
    add_play_options(p, players=(3, 4, 5), default_players=3, bots=BOT_KINDS)
    return p


def ark_table(a: Ark) -> str:
    """The ark as a compact text grid: one column per cabin position, the top half above the bottom half."""
    width = max(len(a.halves[0]), len(a.halves[1])) + 1
    cells = []
    for half in a.halves:
        row = ["+".join(f"{c.id} {c.weight}" for c in cabin) for cabin in half]
        row.append(_("(new)"))
        row += [""] * (width - len(row))
        cells.append(row)
    col = [max(8, len(str(k + 1)), *(_width(cells[h][k]) for h in range(2))) for k in range(width)]
    lines = ["   " + " | ".join(str(k + 1).ljust(col[k]) for k in range(width))]
    for h, letter in enumerate("TB"):
        used = len(a.halves[h]) + 1  # no separators after the half's new-cabin place
        lines.append(f"{letter}  " + " | ".join(_ljust(cells[h][k], col[k]) for k in range(used)))
    tilt = f"{a.tilt:+d}" if a.tilt else "0"
    lines.append(
        _("tilt {tilt}  (top {top} − bottom {bottom}; the track runs −2 … +2)").format(
            tilt=tilt, top=a.weight(0), bottom=a.weight(1)
        )
    )
    return "\n".join(line.rstrip() for line in lines)


def _show_table(g: Game, me: int, out: TextIO) -> None:
    """The table as seat ``me`` may see it, written from that seat's view (:func:`arkwidgets.ark.view.view_of`)."""
    from .cards import TYPES
    from .view import view_of

    v = view_of(g, me)
    print("\n" + _("Ark: {ark}").format(ark=v.ark), file=out)
    print(ark_table(v.ark), file=out)
    display = ", ".join(f"{k}:{c.id}" for k, c in enumerate(v.display, start=1)) or _("empty")
    print(
        _("Display {display} · deck {deck} cards · rain {rain}/5 · reserve {reserve} discs").format(
            display=display, deck=v.deck_size, rain=v.rain_drawn, reserve=v.reserve
        ),
        file=out,
    )
    for p, name in enumerate(v.names):
        counts = ((t, v.singles[k][p] + 1.5 * v.stacks[k][p]) for k, t in enumerate(TYPES))
        tokens = " ".join(f"{pgettext('type', t)} {n:g}" for t, n in counts if n)
        cards = ngettext("{count} card", "{count} cards", v.hand_sizes[p]).format(count=v.hand_sizes[p])
        discs = ngettext("{count} disc", "{count} discs", v.discs[p]).format(count=v.discs[p])
        line = _("{player}: {cards}, {discs}; tokens {tokens}").format(
            player=name, cards=cards, discs=discs, tokens=tokens or _("none")
        )
        if v.has_pet[p]:
            line += _(" · a pet")
        print("  " + line, file=out)
    hand = ", ".join(f"{c.id} ({_describe_short(c)})" for c in v.hand)
    print(_("Your hand: {hand}").format(hand=hand or _("empty")), file=out)
    if v.pet is not None:
        print(_("Your pet: {card}").format(card=v.pet.id), file=out)


def _describe_short(c: Card) -> str:
    """"狮子, 热, 3, 肉食, 重型" — the card's name and features in the current language."""
    parts = [c.local_name, pgettext("climate", c.climate), str(c.weight)]
    if c.diet:  # food has no diet: its type says it all
        parts.append(pgettext("diet", c.diet))
    parts.append(pgettext("type", c.type))
    if c.ability:
        parts.append("!" + pgettext("ability", c.ability))
    return ", ".join(parts)


def _width(text: str) -> int:
    return sum(2 if unicodedata.east_asian_width(ch) in "WF" else 1 for ch in text)


def _ljust(text: str, width: int) -> str:
    return text + " " * max(0, width - _width(text))


def _narrate(events: Sequence, out: TextIO, skip_turn: bool = True) -> None:
    for e in events:
        if skip_turn and e.kind == "turn":
            continue
        print(f"  {e}", file=out)


def card_lookup(game: Game, words: str) -> str:
    """``card NAME``: the card of the game's deck with this id or printed name (in any language), described in the
    current one; or what to type instead."""
    wanted = " ".join(words.split()).casefold()
    if not wanted:
        return _("Type 'card' and a card's name, e.g. 'card lion'.")
    for c in game.table.deck:
        if wanted in {c.id.casefold(), c.name.casefold(), c.name_zh.casefold(), c.name_fr.casefold()} - {""}:
            return f"{c.id}: {c.describe()}"
    close = sorted({c.id for c in game.table.deck if wanted in c.id or wanted in c.local_name.casefold()})
    if close:
        return _("No card is called '{name}'; did you mean {cards}?").format(name=words.strip(), cards=", ".join(close))
    return _("No card is called '{name}'.").format(name=words.strip())


def play_session(game: Game, seats: list, me: int, stdin: TextIO, stdout: TextIO, replay: str | None = None) -> int:
    """The text game loop: bots move on their own, the human at seat ``me`` types moves or commands.

    Reads lines from ``stdin`` and writes to ``stdout`` (any text streams), so a test can script a whole session.
    Returns 0; end of input counts as ``quit``. ``replay`` (the command that started the game, without its seed)
    makes the session end by saying the seed, so the game can be dealt again.
    """
    try:
        return _play(game, seats, me, stdin, stdout)
    finally:
        if replay is not None and game.seed is not None:
            print(seed_line(game.seed, replay), file=stdout)


def _play(game: Game, seats: list, me: int, stdin: TextIO, stdout: TextIO) -> int:
    from ..verdicts import GameError
    from .events import HistoryEntry
    from .moves import Move
    from .redact import public_entry

    out = stdout
    print(
        _("Ark — {players}. You are {player}. Type 'help' for the notation.").format(
            players=", ".join(game.names), player=game.names[me]
        ),
        file=out,
    )
    print(_("Setup:"), file=out)
    _narrate([e for e in game.setup_events if e.kind in ("start-player", "tilt-set", "display")], out)
    shown = False
    while game.phase != Phase.OVER:
        p = game.current_index
        if seats[p] is not None:
            move = seats[p].choose(game)
            who = game.names[p]
            events = game.play(move)
            seen = public_entry(HistoryEntry(who, move, tuple(events)), game.names[me], game.phase == Phase.OVER)
            print(f"{who}: {seen.move}", file=out)  # another seat's pet reads "pet ?" (D-3)
            _narrate(seen.events, out)
            shown = False
            continue
        if not shown:
            _show_table(game, me, out)
            count = len(game.legal_moves())
            print(
                ngettext(
                    "{player} to act ({phase}): {count} legal move. Type a move, 'moves', 'help' or 'quit'.",
                    "{player} to act ({phase}): {count} legal moves. Type a move, 'moves', 'help' or 'quit'.",
                    count,
                ).format(player=game.names[p], phase=pgettext("phase", game.phase), count=count),
                file=out,
            )
            shown = True
        text = read_command(stdin, out)
        if text is None:
            return 0
        word, _space, rest = text.partition(" ")
        if not text:
            continue
        if word in ("help", "?", "h"):
            print(_(PLAY_HELP), file=out)
            continue
        if word == "board":
            shown = False
            continue
        if word == "moves":
            list_moves([str(m) for m in game.legal_moves()], rest.strip(), out)
            continue
        if word == "card":
            print(card_lookup(game, rest), file=out)
            continue
        if word == "undo":
            if not any(entry.player == game.names[me] for entry in game.history):
                print(_("Nothing to undo: you have not moved yet."), file=out)
                continue
            if _undo_mine(game, seats, me, out):
                shown = False
            continue
        try:
            move = Move.parse(text)
        except GameError as error:
            print(_("Not a move: {error}. Type 'help' for the notation.").format(error=error), file=out)
            continue
        verdict = game.check(move)
        if not verdict.legal:
            print(_("Illegal: {move}").format(move=move), file=out)
            for v in verdict.violations:
                print(f"  {v.rule}: {v.message}", file=out)
            continue
        events = game.play(move)
        print(f"{game.names[me]}: {move}", file=out)
        _narrate(events, out)
        shown = False
    print("\n" + _("The game is over."), file=out)
    print(game.scores().table(), file=out)
    return 0


def _undo_mine(game: Game, seats: list, me: int, out: TextIO) -> bool:
    """Take back the human's last move and the bots' moves after it; refused (D-25) when that would hide again
    cards the human has seen (a draw, a refilled display, a card a bot played). True when something was undone."""
    from ..takeback import revealing
    from .redact import public_entry

    back, count = game.copy(), 0
    while back.history:
        entry = back.history[-1]
        back.undo()
        count += 1
        if entry.player == game.names[me] and back.current_index == me:
            break
    found = revealing(game, count, [me]) if any(s is not None for s in seats) else None
    if found is not None:
        shown = public_entry(found.entry, game.names[me], game.phase == Phase.OVER)
        print(_("Undo refused (D-25): taking back {player}'s “{move}” would hide again cards that {seat} has "
                "seen.").format(player=shown.player, move=shown.move, seat=game.names[me]) + " "
              + _("Play on from here (a what-if in the widget deals the hidden cards again)."), file=out)
        return False
    for _k in range(count):
        game.undo()
    print(_("Undone: your move {move} and what came after it.").format(move=entry.move), file=out)
    return True


def cmd_play(args: argparse.Namespace, stdin: TextIO | None = None, stdout: TextIO | None = None) -> int:
    from ..ui.names import build_seats
    from .bots import GreedyBot, RandomBot, SearchBot
    from .game import Game

    seed = new_seed(args.seed)
    try:
        game = Game.new(seat_names(args.name, args.players), seed=seed)
    except ValueError as error:
        print(f"arkwidgets play: {error}", file=sys.stderr)
        return 2
    # the widget's bots (arkwidgets.ui.names.build_seats): seat i's bot is seeded from the game's seed
    seats = build_seats(args.players, [0], args.bots, seed, {"random": RandomBot, "greedy": GreedyBot,
                                                              "search": SearchBot})
    replay = f"arkwidgets play --players {args.players} --bots {args.bots}"
    return play_session(game, seats, 0, stdin if stdin is not None else sys.stdin,
                        stdout if stdout is not None else sys.stdout, replay=replay)


#: name → (declare arguments, run): Ark's subcommands, registered by :mod:`arkwidgets.cli`.
COMMANDS: dict[str, tuple[Callable, Callable[[argparse.Namespace], int]]] = {
    "simulate": (_add_simulate, cmd_simulate),
    "render": (_add_render, cmd_render),
    "play": (_add_play, cmd_play),
}
