"""Undo that never reveals, for both games: would taking moves back let a player know a hidden card?

Drawing a card and then undoing the draw puts the card back on the deck, and the player who saw it now knows what
comes next; undoing a bot's move puts the card it played back into its hand, where everybody now knows it is. A
game with bots therefore refuses an undo that would take back anything a human seat saw of the hidden cards
(Ark's D-25, Ark Nova's ND-109: ``docs/decisions.md``, ``docs/nova-decisions.md``); the way to try another move is a
what-if, which deals the hidden cards again. :func:`revealing` is that test, written once for both games from the
game contract (:mod:`arkwidgets.contract`) only.

How it knows, without knowing the game: a move taken back showed a seat something hidden exactly when what the seat
saw after it depends on the cards it could not see before. So the position the undo goes back to is dealt again
for the seat (the game's ``resample``: the seat's own cards and everything public kept, every hidden card dealt at
random), the same moves are played on each sample, and the seat's view (``view(seat)``) after every move is
compared with the real one. A move that cannot be played on a sample (a bot played a card the sample did not give
it) or a view that differs (a card drawn, a display refilled, a deck reshuffled) reveals. The samples are dealt from
the seat's view with fixed generators and compared with views the seat has seen, so the answer itself tells nothing:
two games the seat cannot tell apart get the same answer.

A move the seat could not read (a bot's secret pet, ``pet ?``; a card kept face down) is not replayed as it was
made: that would ask each sample whether it happens to hold the hidden card, and the answer would depend on it
(issue 25's finding). Each sample plays instead its own first legal move that the seat reads the same way
(``seen_by(seat)``), so only what the seat read of the moves counts. Standard library only.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from .verdicts import GameError

__all__ = ["MAX_ALIKE", "SAMPLES", "Revealing", "revealing"]

#: How many re-deals each seat's views are compared on. One differing sample is proof; a leak that several samples
#: all miss needs a card that each of them happened to deal where the real game has it (a few hidden cards left).
SAMPLES = 3
#: How many of a sample's legal moves are read to find its own version of a move the seat could not read (an Ark
#: pet: one per card in hand; a Nova keep: one per choice of cards).
MAX_ALIKE = 400


@dataclass(frozen=True)
class Revealing:
    """Why an undo is refused: the move at ``index`` in the history (``entry``, as the history holds it) showed seat
    ``seat`` something hidden at the position the undo would go back to."""

    index: int
    seat: int
    entry: Any


def revealing(game: Any, count: int, seats: Iterable[int], samples: int = SAMPLES) -> Revealing | None:
    """Would undoing the last ``count`` moves of ``game`` let one of ``seats`` know a card that is hidden at the
    position it goes back to? The first move (and seat) that would, or None. ``game`` is not changed."""
    history: Sequence[Any] = game.history
    count = max(0, min(count, len(history)))
    if not count:
        return None
    start = len(history) - count
    moves = list(game.moves[start:])
    back = game.copy()
    for _k in range(count):
        back.undo()
    for seat in seats:
        seen = _views(back, moves, seat)
        read = _readings(game, start, seat)
        for r in range(samples):
            found = _differs(back, moves, read, seat, seen, random.Random(r))
            if found is not None:
                return Revealing(start + found, seat, history[start + found])
    return None


def _views(back: Any, moves: list[Any], seat: int) -> list[Any]:
    """What ``seat`` saw after each of ``moves`` in the real game."""
    walk = back.copy()
    out = []
    for move in moves:
        walk.play(move)
        out.append(walk.view(seat))
    return out


def _readings(game: Any, start: int, seat: int) -> list[str]:
    """The moves of ``game`` from ``start`` on, as ``seat`` may read them (another player's pet: ``pet ?``)."""
    return [str(move) for move in game.seen_by(seat).moves[start:]]


def _read_as(game: Any, move: Any, seat: int) -> str:
    """How ``seat`` would read ``move`` if it were played on ``game`` now."""
    probe = game.copy()
    probe.play(move)
    return str(probe.seen_by(seat).moves[-1])


def _alike(twin: Any, reading: str, seat: int) -> Any | None:
    """The first of at most :data:`MAX_ALIKE` legal moves of ``twin`` that ``seat`` reads as ``reading``, or None:
    the sample's own version of a move the seat could not read (its order is the sample's, which only the seat's
    view and the fixed generator made)."""
    moves, _all = twin.first_legal_moves(MAX_ALIKE)
    return next((move for move in moves if _read_as(twin, move, seat) == reading), None)


def _differs(back: Any, moves: list[Any], read: list[str], seat: int, seen: list[Any],
             rng: random.Random) -> int | None:
    """The first of ``moves`` after which a re-deal of ``back`` for ``seat`` looks different to it (or cannot play
    the move), or None if the seat sees the very same on this sample. A move the seat read otherwise than it was
    made (``read``) is replaced by the sample's own move that reads the same."""
    twin = back.resample(seat, rng, past=False)  # played forward only: its past is not needed
    for k, made in enumerate(moves):
        move = made if read[k] == str(made) else _alike(twin, read[k], seat)
        if move is None:
            return k
        try:
            twin.play(move)
        except (GameError, ValueError):  # IllegalMove is a GameError: the sample did not hold what the move used
            return k
        if twin.view(seat) != seen[k]:
            return k
    return None
