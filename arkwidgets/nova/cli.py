"""``arkwidgets nova …``: Ark Nova on the command line — ``play`` in a terminal against bots, ``render`` a seeded or
saved game to SVG/PNG, ``app`` (the Voila classroom app of notebook 08).

The commands are Ark's (:mod:`arkwidgets.ark.cli`) with the same options in the same places (``--lang`` before or
after any command word; ``play``'s ``--players``, ``--seed``, ``--bots``, ``--name``; :mod:`arkwidgets.clitools`
declares them for both), the same default names and bots as the widgets, and the same commands in the game
(``moves``, ``card``, ``board``, ``undo``, ``help``, ``quit``). The terminal game prints only what the human seat
may know: the table is drawn from ``Game.view(seat)``, a bot's kept hand is "keeps 4 cards", and the legal moves
are listed only when it is the human who answers (they name the human's own cards). The seed is said when the game
ends, never before: it deals every hidden card again.
"""

from __future__ import annotations

import argparse
import importlib.util
import sys
from collections.abc import Callable, Sequence
from typing import Any, TextIO

from ..clitools import (
    BOT_KINDS,
    add_app_options,
    add_lang,
    add_play_options,
    add_render_options,
    list_moves,
    new_seed,
    read_command,
    seat_names,
    seed_line,
    serve_app,
    write_drawing,
)
from ..extras import MissingExtra
from ..i18n import N_, _, ngettext
from ..verdicts import NotationError
from .cards import card, card_name
from .game import Game
from .moves import Keep, Move
from .setup import MAP_DRAFTS
from .view import SeatView
from .words import action_word, card_word, final_condition_word
from .zoomap import MAP_IDS

__all__ = ["NOTEBOOK_APP", "add_commands", "play_session", "run"]

#: The Ark Nova classroom app (Voila).
NOTEBOOK_APP = "08_ark_nova_classroom_app.ipynb"
#: The module of Ark Nova's search bot, when there is one: ``--bots search`` is offered only then.
SEARCH_MODULE = "arkwidgets.nova.search"


def bot_kinds() -> dict[str, Callable[[int | None], Any]]:
    """The bots ``play --bots`` offers, by name, in :data:`arkwidgets.clitools.BOT_KINDS`' order: random and
    greedy, and search when Ark Nova has a search bot (``arkwidgets/nova/search.py``)."""
    from .bots import RandomBot
    from .greedy import GreedyBot

    kinds: dict[str, Callable[[int | None], Any]] = {"random": RandomBot, "greedy": GreedyBot}
    if importlib.util.find_spec(SEARCH_MODULE) is not None:
        search = importlib.import_module(SEARCH_MODULE)
        kinds["search"] = search.SearchBot
    return {name: kinds[name] for name in BOT_KINDS if name in kinds}


def _bot_names() -> tuple[str, ...]:
    """The bot names, without importing the bots (``--help`` stays instant)."""
    found = importlib.util.find_spec(SEARCH_MODULE) is not None
    return tuple(name for name in BOT_KINDS if name != "search" or found)

PLAY_HELP = N_("""\
Type a move in the engine's notation (docs/nova.md), or a command:
  cards | build x1 | animals      choose an action card (x1: spend one X token)
  build enclosure-3 2,5 r1        place a building: type, anchor hex, rotation
  play 402 in 2,5                 play an animal into the enclosure anchored at 2,5
  sponsors money | stop | pass    take the Sponsors money, end an action, decline an offer
  moves [WORD]                    list the legal moves (those containing WORD)
  card N                          what card N is: its cost, icons, needs, ability
  why MOVE                        the rules a move breaks, with their ids, without playing it
  board                           show the table again
  undo                            take back your last move (and the bots' moves after it)
  help                            this text
  quit                            leave the game""")


# ------------------------------------------------------------------------------------------------ parser
def add_commands(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> argparse.ArgumentParser:
    """Add ``nova`` with its own ``play``, ``render`` and ``app`` to the ``arkwidgets`` parser."""
    nova = sub.add_parser("nova", help="Ark Nova: play in the terminal, render a game, open the classroom app",
                          description="Ark Nova (2021), the zoo-building game: the same commands as Ark's.")
    commands = nova.add_subparsers(dest="nova_command", required=True, metavar="COMMAND")
    play = commands.add_parser("play", help="play Ark Nova in the terminal against bots",
                               description="A game of Ark Nova in the terminal: you against 0–3 bots (solo: "
                               "--players 1). Type moves in the engine's notation ('cards', 'build enclosure-3 2,5 "
                               "r1'); the engine narrates every event with its rule id and explains refused moves. "
                               "Type 'help' during the game.")
    bots = _bot_names()
    note = "" if "search" in bots else "; no search bot for Ark Nova yet (arkwidgets/nova/search.py)"
    add_play_options(play, players=(1, 2, 3, 4), default_players=2, bots=bots, bots_note=note)
    play.add_argument("--map", default="A", choices=(*MAP_IDS, *MAP_DRAFTS),
                      help="zoo map: A, 0, an advanced map 1-8, or advanced / advanced-pick to choose one (default A)")
    play.set_defaults(func=cmd_play)
    render = commands.add_parser("render", help="draw a seeded or saved Ark Nova game as SVG or PNG",
                                 description="Draw the table of a new game from --seed after --moves random moves, "
                                 "or of a game saved with Game.to_json (--load), to an .svg or .png file.")
    add_render_options(render, players=(1, 2, 3, 4), default_players=2)
    render.set_defaults(func=cmd_render)
    app = commands.add_parser("app", help="open the Ark Nova classroom app in Voila",
                              description=f"Serve notebooks/{NOTEBOOK_APP} with Voila: one board, no code.")
    add_app_options(app)
    app.set_defaults(func=cmd_app)
    for command in (play, render, app):
        add_lang(command)  # --lang after the command word too (arkwidgets adds it to `nova` itself)
        command.set_defaults(command_parser=command)  # an unknown option is refused with this command's usage
    return nova


def run(args: argparse.Namespace) -> int:
    """Run the ``nova`` subcommand the arguments name."""
    return int(args.func(args) or 0)


# ------------------------------------------------------------------------------------------------ app
def cmd_app(args: argparse.Namespace) -> int:
    return serve_app(NOTEBOOK_APP, args, command="arkwidgets nova app")


# ------------------------------------------------------------------------------------------------ render
def cmd_render(args: argparse.Namespace) -> int:
    from .bots import RandomBot
    return write_drawing("arkwidgets nova render", args, Game, RandomBot, "arkwidgets.nova.drawing", lambda _game: "")


# ------------------------------------------------------------------------------------------------ play
def _action(name: str) -> str:
    """An action card in the reader's words, with the word a move types when it differs ("动物 «animals»")."""
    word = action_word(name)
    return word if word.lower() == name else f"{word} «{name}»"


def card_lookup(words: str) -> str:
    """``card N``: what zoo card N (or final scoring card 1–11) is, described from its data in the current language;
    a clear line for anything else. Any card of the box may be looked up: it says what a card is, never where."""
    text = words.strip()
    if not text.isdigit():
        return _("Type 'card' and a card's number, e.g. 'card 402'.")
    number = int(text)
    try:
        if number <= 11:
            condition = final_condition_word(number)  # first: it names the final scoring cards' range when unknown
            return f"{number} {card_name(number)}: {condition}"
        found = card(number)
    except KeyError as error:
        return str(error.args[0])
    try:
        from .drawing.cardfaces import describe  # the card's facts in words (the drawing's own)

        lines = [describe(number)]
    except MissingExtra:  # no svgwrite: the name and kind only
        lines = [f"{card_word(number)} ({found.kind})"]
    summary = getattr(found, "ability_summary", "")
    effects = [getattr(found, part, "") for part in ("immediate", "ongoing", "income", "endgame")]
    lines += [f"  {line}" for line in (summary, *effects) if line]
    return "\n".join(lines)


def _offered(decision: Any) -> list[int]:
    """The cards a question names (a keep's eight, a choice among cards), to print beside their numbers."""
    numbers: list[int] = []
    for key, value in decision.args if decision is not None else ():
        if "card" not in key:
            continue
        for n in value if isinstance(value, tuple) else (value,):
            if isinstance(n, int) and not isinstance(n, bool) and n not in numbers:
                numbers.append(n)
    return numbers


def _question(game: Game, first: bool) -> str:
    """The question; the first time it is asked, every card it names under it with its name (``keep 4 of these
    cards: 124 125 …`` names eight)."""
    lines = [str(game.question)]
    for n in _offered(game.decision) if first else ():
        try:
            lines.append(f"  {card_word(n)}")
        except KeyError:  # a number that is no zoo card (a final scoring card's): its number is all there is
            continue
    return "\n".join(lines)


def show_table(view: SeatView, game: Game, seat: int, out: TextIO) -> None:
    """The table as ``seat`` may know it: every zoo's tracks, the display, and only this seat's hand."""
    print("", file=out)
    for p in view.players:
        pub = p.public
        line = _("{player}: appeal {appeal}, CP {cp}, reputation {reputation}, money {money}, X {x}; "
                 "{count} cards in hand").format(player=pub["name"], appeal=pub["appeal"], cp=pub["cp"],
                                                 reputation=pub["reputation"], money=pub["money"],
                                                 x=pub["x_tokens"], count=p.hand_size)
        print(line, file=out)
    me = game.players[seat]
    slots = "  ".join(f"{k}:{_action(name)}{'·II' if name in me.upgraded else ''}"
                      for k, name in enumerate(me.action_cards, start=1))
    print(_("Your action cards (slot = strength): {slots}").format(slots=slots), file=out)
    display = "  ".join(f"[{k}] {card_word(n)}" if n is not None else f"[{k}] —"
                        for k, n in enumerate(view.table["display"], start=1))  # face down in setup (N-SET-3)
    print(_("Display: {cards}").format(cards=display), file=out)
    mine = view.me.hand or ()
    print(_("Your hand: {cards}").format(cards=", ".join(card_word(n) for n in mine) or "—"), file=out)


def _event_line(entry: Any, seat: int, event: Any) -> str:
    """One narrated event; another seat's kept cards are a count (N-SET-17 keeps a hand secret)."""
    if isinstance(entry.move, Keep) and entry.question.player != seat:
        return ngettext("{player} keeps {count} card", "{player} keeps {count} cards", len(entry.move.cards)).format(
            player=entry.player, count=len(entry.move.cards))
    return f"  [{event.rule}] {event.text}"


def _narrate(game: Game, since: int, seat: int, out: TextIO) -> None:
    for entry in game.history[since:]:
        shown = set()
        for e in entry.events:
            line = _event_line(entry, seat, e)
            if line not in shown:
                print(line, file=out)
                shown.add(line)


def play_session(game: Game, seats: Sequence[Any], me: int, stdin: TextIO, stdout: TextIO,
                 max_moves: int = 20_000, replay: str | None = None) -> int:
    """Play ``game`` in the terminal: ``seats[i]`` is a bot (anything with ``choose(game)``) or None for the human
    at seat ``me``. Returns 0 when the game ends or the player quits. ``replay`` (the command that started the game,
    without its seed) makes the session end by saying the seed, so the game can be dealt again."""
    try:
        return _play(game, seats, me, stdin, stdout, max_moves)
    finally:
        if replay is not None and game.seed is not None:
            print(seed_line(game.seed, replay), file=stdout)


def _play(game: Game, seats: Sequence[Any], me: int, stdin: TextIO, stdout: TextIO, max_moves: int) -> int:
    seen = len(game.history)
    asked: tuple[int, Any] | None = None  # the question last printed in full: (moves played, decision)
    print(_("Welcome to Ark Nova. Type help for the commands."), file=stdout)
    show_table(game.view(me), game, me, stdout)
    for _step in range(max_moves):
        if game.phase == "over":
            _narrate(game, seen, me, stdout)
            print("", file=stdout)
            print(game.scores(), file=stdout)
            return 0
        seat = game.current_index
        bot = seats[seat]
        if bot is not None:
            game.play(bot.choose(game))
            continue
        _narrate(game, seen, me, stdout)
        seen = len(game.history)
        now = (len(game.history), game.decision)
        print(f"\n{_question(game, first=now != asked)}", file=stdout)
        asked = now
        text = read_command(stdin, stdout)
        if text is None:
            return 0
        word, _sp, rest = text.partition(" ")
        if word in ("help", "?"):
            print(_(PLAY_HELP), file=stdout)
            continue
        if word == "board":
            show_table(game.view(me), game, me, stdout)
            continue
        if word == "moves":
            list_moves([str(m) for m in game.legal_moves()], rest.strip(), stdout)
            continue
        if word == "card":
            print(card_lookup(rest), file=stdout)
            continue
        if word == "undo":
            seen = _undo_mine(game, seats, me, stdout)
            continue
        if word == "why":
            text = rest
        try:
            move = Move.parse(text)
        except NotationError as error:
            print(_("Not a move: {error}").format(error=error), file=stdout)
            continue
        verdict = game.check(move)
        if word == "why" or not verdict.legal:
            if verdict.legal:
                print(_("{move}: legal").format(move=move), file=stdout)
            for v in verdict.violations:
                print(f"  ✗ {v.rule}: {v.message}", file=stdout)
            continue
        game.play(move)
    return 0


def _undo_mine(game: Game, seats: Sequence[Any], me: int, out: TextIO) -> int:
    """Undo back to before the human's last move (the bots' answers after it go too); refused (ND-109) when that
    would hide again cards the human has seen (a card drawn, a refilled display, a card a bot played)."""
    from ..takeback import revealing
    from .view import public_move

    history = game.history
    mine = [k for k, entry in enumerate(history) if entry.question.player == me and seats[me] is None]
    if not mine:
        print(_("Nothing of yours to undo."), file=out)
        return len(history)
    count = len(history) - mine[-1]
    found = revealing(game, count, [me]) if any(s is not None for s in seats) else None
    if found is not None:
        move = public_move(found.entry, me, game.phase == "over")
        print(_("Undo refused (ND-109): taking back {player}'s “{move}” would hide again cards that {seat} has "
                "seen.").format(player=found.entry.player, move=move, seat=game.names[me]) + " "
              + _("Play on from here (a what-if in the widget deals the hidden cards again)."), file=out)
        return len(history)
    for _k in range(count):
        game.undo()
    print(_("Undone: the table is back before your last move."), file=out)
    show_table(game.view(me), game, me, out)
    return len(game.history)


def cmd_play(args: argparse.Namespace, stdin: TextIO | None = None, stdout: TextIO | None = None) -> int:
    from ..ui.names import build_seats

    seed = new_seed(args.seed)
    try:
        game = Game.new(players=seat_names(args.name, args.players), seed=seed, map=args.map)
    except ValueError as error:
        print(f"arkwidgets nova play: {error}", file=sys.stderr)
        return 2
    # the widget's bots (arkwidgets.ui.names.build_seats): seat i's bot is seeded from the game's seed
    seats = build_seats(args.players, [0], args.bots, seed, bot_kinds())
    replay = f"arkwidgets nova play --players {args.players} --bots {args.bots} --map {args.map}"
    return play_session(game, seats, 0, stdin or sys.stdin, stdout or sys.stdout, replay=replay)
