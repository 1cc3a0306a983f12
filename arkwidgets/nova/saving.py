"""Saving and loading Ark Nova games as JSON (format ``arkwidgets-nova-game``, version 1; see docs/nova.md).

A save holds the players, the seed and options, every move in notation and the current state. Loading checks the
shape of everything, sets the game up again from the seed, replays every move with the full rules and insists that
the replay reaches exactly the saved state. A hand-edited file therefore cannot smuggle in an impossible game: any
problem raises ``ValueError`` saying what is wrong (which field, which move). JSON only: nothing is evaluated.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..jsonchecks import expect, read_json_object
from ..markup import MAX_MESSAGE, clip
from ..savefile import check_header, dump, replay
from .moves import Move
from .state import GameState

if TYPE_CHECKING:
    from .game import Game

__all__ = ["FORMAT", "VERSION", "game_to_json", "game_from_json", "MAX_JSON_CHARS", "MAX_MOVES"]

FORMAT = "arkwidgets-nova-game"
VERSION = 1
MAX_JSON_CHARS = 5_000_000
MAX_MOVES = 20_000
#: The options of ``Game.new`` a save may hold.
_OPTIONS = {"map", "solo_appeal", "cards", "tiles", "base_projects"}
_FIELDS = ("format", "version", "players", "seed", "options", "moves", "state")


def game_to_json(game: Game, indent: int | None = None) -> str:
    if game.seed is None:
        raise ValueError("a game built from a hand-made state has no seed and moves to replay; it cannot be saved")
    return dump(FORMAT, VERSION, {
        "players": list(game.names),
        "seed": game.seed,
        "options": game.options,
        "moves": [str(m) for m in game.moves],
        "state": game.state_dict(),
    }, indent)


def game_from_json(text: str | bytes) -> Game:
    from .game import Game

    data = read_json_object(text, MAX_JSON_CHARS)
    check_header(data, FORMAT, VERSION, _FIELDS, "a saved Ark Nova game")
    names = expect(data.get("players"), list, "players")
    seed = expect(data.get("seed"), int, "seed")
    options = expect(data.get("options"), dict, "options")
    if set(options) - _OPTIONS:
        raise ValueError(f"options: unknown option(s) {clip(', '.join(sorted(set(options) - _OPTIONS)))}")
    moves = expect(data.get("moves"), list, "moves")
    if len(moves) > MAX_MOVES:
        raise ValueError(f"a saved game has at most {MAX_MOVES} moves; this one has {len(moves)}")
    saved = expect(data.get("state"), dict, "state")
    try:
        GameState.from_dict(saved)
    except ValueError as error:
        raise ValueError(f"state: {clip(str(error), MAX_MESSAGE)}") from None
    try:
        game = Game.new(players=names, seed=seed, **options)
    except (TypeError, ValueError) as error:
        raise ValueError(f"players, seed or options: {clip(str(error), MAX_MESSAGE)}") from None
    replay(game, moves, Move.parse)
    replayed = game.state_dict()
    if replayed != saved:
        differing = [k for k in sorted(set(saved) | set(replayed)) if saved.get(k) != replayed.get(k)]
        raise ValueError("the saved state is not the one the moves lead to from the seed; differing: "
                         + ", ".join(differing[:5]))
    return game
