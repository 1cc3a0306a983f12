"""The one path from a game to what a seat may see of it: :func:`redact`.

Every viewer-facing output (the drawing, the widgets' status line, narration, step-through captions, the
"Inside the engine" panel, the terminal game) is made from ``redact(game, viewer)`` or from the same
:func:`public_entry` it uses for one move, never from the full game patched afterwards. What a seat may not see:

* the other players' hands (except the cards everybody saw them take from the display), the deck order, and the
  other players' pets (D-3);
* in the history: the cards dealt to the others at setup (S-7), the top card another player drew (T-1) and the
  pet another player chose (R-1). Their moves and events keep their place and their words ("… takes the top card
  of the deck", "… keeps a card face down as a pet"); only the card ids are replaced by ``"?"`` and a hidden pet
  move reads ``pet ?`` (:class:`SecretPet`).

The redacted game holds, where the hidden cards were, a *canonical* filling computed from the seat's view alone
(:meth:`~arkwidgets.ark.view.SeatView.determinize` with a fixed generator), so two games that differ only in what the
seat cannot see have byte-identical redactions: no output built from it can leak, whatever it prints. It is a
snapshot: its history can be read but not undone, and it cannot be saved. Once the game is over nothing is secret
any more (D-3 reveals the pets, and the game is decided; see docs/decisions.md D-22), so the game itself is shown.

``viewer`` is a seat number, or None for a spectator (the hot-seat screen while nobody has taken it).
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from .. import seats
from ..events import Event
from .events import HistoryEntry
from .moves import Move, Pet
from .state import Phase
from .view import spectator_view, view_of

if TYPE_CHECKING:
    from .game import Game

__all__ = [
    "HIDDEN",
    "SecretPet",
    "check_viewer",
    "public_entry",
    "public_events",
    "public_history",
    "public_move",
    "redact",
]

#: What replaces a card id the seat may not see.
HIDDEN = "?"
#: The canonical filling of hidden cards depends on the view only; this fixes the generator it uses.
_CANONICAL_SEED = 0


@dataclass(frozen=True, slots=True)
class SecretPet(Move):
    """Another player's pet choice as the rest of the table sees it: a card went face down (R-1, D-3)."""

    def __str__(self) -> str:
        return "pet ?"


def check_viewer(game: Game, viewer: object) -> int | None:
    """``viewer`` if it is a seat of ``game`` or None; ``ValueError`` naming the seats otherwise."""
    return seats.check_viewer(viewer, len(game.names))


def public_move(move: Move, mover_is_viewer: bool, over: bool = False) -> Move:
    """The move as the viewer may read it: another player's pet is a :class:`SecretPet` until the game is over."""
    if isinstance(move, Pet) and move.card is not None and not mover_is_viewer and not over:
        return SecretPet()
    return move


def public_events(events: Iterable[Event], viewer_name: str | None, over: bool = False) -> tuple[Event, ...]:
    """The events with every card id the viewer may not see replaced by :data:`HIDDEN` (same kinds, same order)."""
    out = []
    for event in events:
        e = event
        if not over and e.data.get("player") != viewer_name:
            if e.kind == "deal":
                e = e._replace(data={**e.data, "cards": [HIDDEN] * len(e.data.get("cards") or ())})
            elif e.kind in ("draw-deck", "pet") and e.data.get("card") is not None:
                e = e._replace(data={**e.data, "card": HIDDEN})
        out.append(e)
    return tuple(out)


def public_entry(entry: HistoryEntry, viewer_name: str | None, over: bool = False) -> HistoryEntry:
    """One move of the history as the viewer may see it (its move and its events)."""
    mine = entry.player == viewer_name
    return HistoryEntry(entry.player, public_move(entry.move, mine, over), public_events(entry.events,
                                                                                           viewer_name, over))


def public_history(game: Game, viewer: int | None) -> tuple[tuple[Event, ...], tuple[HistoryEntry, ...]]:
    """(setup events, history) of ``game`` as ``viewer`` may see them."""
    viewer = check_viewer(game, viewer)
    name = None if viewer is None else game.names[viewer]
    over = game.phase == Phase.OVER
    return (public_events(game.setup_events, name, over),
            tuple(public_entry(entry, name, over) for entry in game.history))


def redact(game: Game, viewer: int | None) -> Game:
    """``game`` as seat ``viewer`` (None: a spectator) may see it; see the module doc."""
    viewer = check_viewer(game, viewer)
    if game.phase == Phase.OVER:
        return game.copy()
    view = spectator_view(game) if viewer is None else view_of(game, viewer)
    state = view.determinize(random.Random(_CANONICAL_SEED))
    setup, history = public_history(game, viewer)
    return type(game).from_state(view.table, state, setup_events=setup, history=history)
