"""What every saved game of either game has in common: its header, its JSON text, and replaying its moves.

Ark's :mod:`arkwidgets.ark.saving` and Ark Nova's :mod:`arkwidgets.nova.saving` differ in what a save holds beyond its
moves (Ark keeps its setup and generator state, Ark Nova only a seed and options), but both write ``format`` and
``version`` first, refuse a file whose header or field names are not theirs, and replay every move with the full
rules, naming the move that fails. That part is written here once. Standard library only, and game-agnostic: the
game and the notation reader are handed in.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Mapping
from typing import Any, Protocol, TypeVar

from .markup import MAX_MESSAGE, clip
from .verdicts import GameError, IllegalMove, NotationError

__all__ = ["SEAT_RECORD", "Replayable", "check_header", "dump", "replay", "seat_record"]

#: The format of what a seat may export of a game that is not over (D-26, ND-110): its record, not a save.
SEAT_RECORD = "arkwidgets-seat-record"

M = TypeVar("M", contravariant=True)


class Replayable(Protocol[M]):
    """A game that plays one move at a time, raising :class:`IllegalMove` (and changing nothing) on a bad one."""

    def play(self, move: M, /) -> Any: ...


def dump(format_name: str, version: int, fields: Mapping[str, Any], indent: int | None = None) -> str:
    """The save as JSON text: ``format`` and ``version`` first, then ``fields`` in their order; non-ASCII names
    (Chinese players) stay readable."""
    return json.dumps({"format": format_name, "version": version, **fields}, indent=indent, ensure_ascii=False)


def check_header(data: Mapping[str, Any], format_name: str, version: int, fields: Iterable[str], what: str) -> None:
    """``ValueError`` unless ``data`` is a save of ``format_name`` (``what`` names it: "an arkwidgets saved game"),
    at ``version`` exactly (a whole number: ``true`` and ``1.0`` are not 1 in a save), with no field outside
    ``fields``."""
    if data.get("format") != format_name:
        raise ValueError(f"not {what} (format is {clip(repr(data.get('format')))}, expected {format_name!r})")
    found = data.get("version")
    if type(found) is not int or found != version:  # true == 1 and 1.0 == 1 in Python, not in a save
        raise ValueError(f"unknown save version {clip(found)}; this arkwidgets reads version {version} (a whole "
                         "number)")
    extra = set(data) - set(fields)
    if extra:
        raise ValueError(f"unknown field(s) in saved game: {clip(', '.join(sorted(map(str, extra))))}")


def replay(game: Replayable[M], moves_text: Iterable[Any], parse: Callable[[str], M]) -> None:
    """Play every saved move on ``game``; ``ValueError`` names the first one that is not text, does not parse or
    is illegal (``move 3 ('draw 4') is illegal in the saved game: …``)."""
    for number, move_text in enumerate(moves_text, start=1):
        if not isinstance(move_text, str):
            raise ValueError(f"move {number}: expected text, got {type(move_text).__name__}")
        try:
            move = parse(move_text)
        except NotationError as error:
            raise ValueError(f"move {number}: {clip(str(error), MAX_MESSAGE)}") from None
        try:
            game.play(move)
        except IllegalMove as error:
            raise ValueError(f"move {number} ({clip(repr(move_text))}) is illegal in the saved game: "
                             f"{clip(str(error), MAX_MESSAGE)}") from None


def seat_record(game: Any, seat: int | None, indent: int | None = None) -> str:
    """What ``seat`` (None: a spectator) may export of ``game`` (D-26, ND-110), for both games through the game
    contract only.

    Once the game is over nothing is hidden (D-22) and this is the full save (``game.to_json``). Before that it is
    the seat's *record* (format :data:`SEAT_RECORD`): the players, every move as the seat may read it (the moves of
    ``game.seen_by(seat)``: another player's kept cards, pet or face-down card counted, never named) and the seat's
    view now (``game.view(seat).to_dict()``: its own cards, the public table, counts of the rest). A save holds every
    hidden card (the referee's record, ``Game.to_json``); a record holds nothing that depends on a card the seat
    cannot see, so a game and a twin whose hidden cards were dealt again give the very same text. A record is for
    reading and sharing, not for loading: it holds no hidden card to play on with. A finished game whose hidden
    cards were sampled (a what-if, a branch of one) has no save and gives its record too."""
    if game.phase == "over":
        try:
            return str(game.to_json(indent))
        except GameError:  # a sample: no seed and setup lead to it
            pass
    shown = game.seen_by(seat)
    return dump(SEAT_RECORD, 1, {"players": list(game.names), "seat": seat,
                                 "moves": [str(move) for move in shown.moves],
                                 "view": game.view(seat).to_dict()}, indent)
