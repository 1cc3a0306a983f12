"""Saving and loading games as JSON (schema version 1; see docs/saving.md).

A save holds the setup (its state and events), every move in notation, and the current state. Loading validates
everything, replays the moves from the setup state with the full rules, and checks that the replay reaches exactly
the saved current state. A hand-edited or corrupted file therefore cannot smuggle in an impossible game: a card
twice, a tilt that does not match the cabins, a sixth rain card, an illegal move, or a state that the moves do not
lead to are all refused with a message that says what is wrong. JSON only: nothing is ever unpickled or evaluated.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..events import Event
from ..jsonchecks import expect, read_json_object
from ..markup import MAX_MESSAGE, clip
from ..savefile import check_header, dump, replay
from ..verdicts import GameError
from .cards import DECK, Deck
from .events import KINDS, ArkNarrator
from .moves import Move
from .state import State, Table, player_names

if TYPE_CHECKING:
    from .game import Game

__all__ = ["FORMAT", "VERSION", "game_to_json", "game_from_json"]

FORMAT = "arkwidgets-game"
VERSION = 1
MAX_JSON_CHARS = 2_000_000
MAX_MOVES = 5_000
#: Every field a save holds; any other is refused.
_FIELDS = ("format", "version", "players", "seed", "rng", "deck", "setup", "moves", "state")


def game_to_json(game: Game, indent: int | None = None) -> str:
    if not game.savable or game.rng_state is None:
        raise GameError(
            "this game cannot be saved: its hidden cards were sampled for a what-if (or it is a seat's view), so "
            "no seed and setup lead to it; save the real game instead"
        )
    version, internal, gauss = game.rng_state
    return dump(FORMAT, VERSION, {
        "players": list(game.names),
        "seed": game.seed,
        "rng": [version, list(internal), gauss],
        "deck": "default" if game.deck == DECK else game.deck.to_rows(),
        "setup": {
            "state": game.initial_state().to_dict(),
            "events": [e.to_dict() for e in game.setup_events],
        },
        "moves": [str(m) for m in game.moves],
        "state": game.state_dict(),
    }, indent)


def game_from_json(text: str | bytes, kind: type[Game]) -> Game:
    """The game of kind ``kind`` (:class:`~arkwidgets.ark.game.Game`) a save holds; see the module doc."""
    data = read_json_object(text, MAX_JSON_CHARS)
    check_header(data, FORMAT, VERSION, _FIELDS, "an arkwidgets saved game")

    try:
        names = player_names(expect(data.get("players"), list, "players"))
    except TypeError as error:
        raise ValueError(f"players: {clip(str(error), MAX_MESSAGE)}") from None
    seed = expect(data.get("seed"), int, "seed")
    if not 0 <= seed < 2**64:
        raise ValueError(f"seed {seed} is out of range 0 … 2**64 - 1")
    rng_state = _rng_state(data.get("rng"))

    raw_deck = data.get("deck")
    deck = DECK if raw_deck == "default" else Deck.from_rows(raw_deck)
    table = Table(names, deck)

    setup_data = expect(data.get("setup"), dict, "setup")
    initial = State.from_dict(setup_data.get("state"), deck, len(names))
    events = [_event(e, deck, k) for k, e in enumerate(expect(setup_data.get("events"), list, "setup.events"))]
    # Setup is a pure function of deck, names and seed: redo it and insist on the same result, events and generator
    # state included (an edited event or a corrupted generator is refused, not silently replaced).
    fresh = kind.new(names, seed=seed, deck=deck)
    if fresh.initial_state().to_dict() != initial.to_dict():
        raise ValueError("setup.state is not the setup that this seed, deck and player list produce")
    expected = [e.to_dict() for e in fresh.setup_events]
    if len(events) != len(expected):
        raise ValueError(f"setup.events: {len(events)} events, but this seed's setup has {len(expected)}")
    for k, (event, wanted) in enumerate(zip(events, expected, strict=False)):
        if event.to_dict() != wanted:
            raise ValueError(f"setup.events[{k}] ({clip(event.kind)}) is not the event this seed's setup produces")
    if rng_state != fresh.rng_state:
        raise ValueError("rng: not the generator state that this seed leaves after setup (the file was changed)")
    setup_events = list(fresh.setup_events)

    moves_text = expect(data.get("moves"), list, "moves")
    if len(moves_text) > MAX_MOVES:
        raise ValueError(f"more than {MAX_MOVES} moves")
    current = State.from_dict(data.get("state"), deck, len(names))

    game = kind.from_state(table, initial, setup_events=setup_events, seed=seed, rng_state=rng_state)
    replay(game, moves_text, Move.parse)
    replayed = game.state_dict()
    saved = current.to_dict()
    if replayed != saved:
        differing = [key for key in saved if saved[key] != replayed.get(key)]
        raise ValueError(
            "the saved state does not match the moves replayed from setup; differing: "
            + ", ".join(f"{k} (saved {saved[k]!r}, replayed {replayed[k]!r})" for k in differing[:3])
        )
    return game


def _rng_state(value: Any) -> tuple[Any, ...]:
    state = expect(value, list, "rng")
    if len(state) != 3 or state[0] != 3 or state[2] is not None:
        raise ValueError("rng: expected [3, [625 whole numbers], null] (Python's Mersenne Twister state)")
    internal = expect(state[1], list, "rng[1]")
    if len(internal) != 625 or any(type(x) is not int or not 0 <= x < 2**32 for x in internal):
        raise ValueError("rng[1]: expected 625 whole numbers from 0 to 2**32 - 1")
    if not 1 <= internal[-1] <= 624:
        raise ValueError("rng[1]: the position (last number) must be from 1 to 624")
    return (3, tuple(internal), None)


def _event(value: Any, deck: Deck, number: int) -> Event:
    entry = expect(value, dict, f"setup.events[{number}]")
    kind = expect(entry.get("kind"), str, f"setup.events[{number}].kind")
    if kind not in KINDS:
        raise ValueError(f"setup.events[{number}]: unknown kind {clip(kind)!r}")
    rule = expect(entry.get("rule"), str, f"setup.events[{number}].rule")
    if len(rule) > 6:
        raise ValueError(f"setup.events[{number}]: {clip(rule)!r} is not a rule id")
    data = expect(entry.get("data"), dict, f"setup.events[{number}].data")
    return Event(kind, rule, data, ArkNarrator(deck))
