"""The mutable state of a game in progress, its copies, and its conversion to and from plain data.

The state is deliberately dumb: lists and numbers, no rules. The rules live in :mod:`arkwidgets.ark.turns`; the public
face is
:class:`arkwidgets.ark.game.Game`. Copies are cheap (a handful of short lists) so that undo can keep one per move
and move generation can try a first card on a scratch copy.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from enum import StrEnum
from typing import Any

from ..jsonchecks import expect, expect_int
from ..seats import check_names
from .cabins import Ark
from .cards import TYPES, Card, Deck
from .positions import TILT_LIMIT

__all__ = ["State", "Table", "RAIN", "TOTAL_DISCS", "RAIN_CARDS", "PHASES", "Phase", "COLORS", "player_names"]

RAIN = "rain"  # a rain card in the deck list
TOTAL_DISCS = 22
RAIN_CARDS = 5


class Phase(StrEnum):
    """The phases of a game. A ``str``: ``Phase.PETS == "pets"``, and saves and events hold the plain words."""

    PLAY = "play"  # normal play (T-1 … T-3)
    PETS = "pets"  # after the 2nd rain card: each player may choose a pet
    FINAL = "final"  # after the 5th rain card: the final round (F-1 … F-3)
    OVER = "over"  # scored (E-1 … E-5)


PHASES = tuple(Phase)
#: Token colours of the five seats, in seating order.
COLORS = ("red", "blue", "green", "yellow", "purple")


class Table:
    """The fixed facts of one game: the players' names and the deck. It sits beside :class:`State` — the state is
    what changes, the table what does not — so that every module that reads a game's state can read its table
    without importing the rules."""

    __slots__ = ("names", "deck")

    def __init__(self, names: Sequence[str], deck: Deck):
        self.names = tuple(names)
        self.deck = deck


#: Every field of a :class:`State`, with how a copy takes it: ``"shared"`` (an immutable value: the same object),
#: ``"list"`` (a new list of the same items) or ``"rows"`` (a new list of new rows). The one declaration of the
#: fields: ``__slots__`` and :meth:`State.copy` are made from it, and the tests check ``to_dict``, ``from_dict`` and
#: the seat view against it.
FIELDS: dict[str, str] = {
    "deck": "list",
    "display": "list",
    "hands": "rows",
    "pets": "list",
    "discs": "list",
    "reserve": "shared",
    "singles": "rows",
    "stacks": "rows",
    "ark": "shared",
    "rain": "shared",
    "phase": "shared",
    "current": "shared",
    "passed": "list",
    "pet_queue": "list",
    "trigger": "shared",
    "final_pending": "shared",
    "evicted": "list",
    "turn": "shared",
}

_COPY_EXPRESSION = {"shared": "self.{0}", "list": "self.{0}.copy()", "rows": "list(map(list.copy, self.{0}))"}


def _make_copy(fields: Mapping[str, str]) -> Callable[[State], State]:
    """``State.copy`` written out from :data:`FIELDS`, one assignment per field: a copy is made for every
    candidate move the engine judges, so it is compiled once here rather than looped over field by field."""
    body = "\n".join(f"    other.{name} = {_COPY_EXPRESSION[how].format(name)}" for name, how in fields.items())
    source = f"def copy(self):\n    other = new(State)\n{body}\n    return other\n"
    namespace: dict[str, Any] = {"new": object.__new__, "State": State}
    exec(compile(source, "<State.copy from FIELDS>", "exec"), namespace)  # our own fixed source, no input
    return namespace["copy"]  # type: ignore[no-any-return]


class State:
    """Everything that changes during a game. The deck list's top card is its *last* element."""

    __slots__ = tuple(FIELDS)

    deck: list[Card | str]
    display: list[Card]
    hands: list[list[Card]]
    pets: list[Card | None]
    discs: list[int]
    reserve: int
    singles: list[list[int]]  # [type index][player] single tokens (not on an orange disc; a boost lifts one)
    stacks: list[list[int]]  # [type index][player] tokens on an orange disc (1.5 each)
    ark: Ark
    rain: int
    phase: str
    current: int
    passed: list[bool]
    pet_queue: list[int]
    trigger: int  # whose turn brought the 2nd (or 5th) rain
    final_pending: bool
    evicted: list[Card]  # evicted animals, out of the game
    turn: int

    def copy(self) -> State:
        """An independent copy: changing it changes nothing in this state (made from :data:`FIELDS`)."""
        return _copy(self)

    @property
    def players(self) -> int:
        return len(self.hands)

    def left(self, player: int) -> int:
        """The left neighbour, who plays next (S-2)."""
        return (player + 1) % len(self.hands)

    def right(self, player: int) -> int:
        """The right-hand neighbour, who played before and receives the P-7 fee (D-2)."""
        return (player - 1) % len(self.hands)

    def token_count(self, type_index: int, player: int) -> float:
        return self.singles[type_index][player] + 1.5 * self.stacks[type_index][player]

    # ------------------------------------------------------------------------------------------ plain data
    def to_dict(self) -> dict[str, Any]:
        return {
            "deck": [c if c == RAIN else c.id for c in self.deck],  # type: ignore[union-attr]
            "display": [c.id for c in self.display],
            "hands": [[c.id for c in h] for h in self.hands],
            "pets": [c.id if c else None for c in self.pets],
            "discs": list(self.discs),
            "reserve": self.reserve,
            "tokens": {
                t: {"singles": list(self.singles[k]), "stacks": list(self.stacks[k])} for k, t in enumerate(TYPES)
            },
            "ark": str(self.ark),
            "tilt": self.ark.tilt,
            "rain": self.rain,
            "phase": self.phase,
            "current": self.current,
            "passed": list(self.passed),
            "pet_queue": list(self.pet_queue),
            "trigger": self.trigger,
            "final_pending": self.final_pending,
            "evicted": [c.id for c in self.evicted],
            "turn": self.turn,
        }

    @classmethod
    def from_dict(cls, data: Any, deck: Deck, players: int) -> State:
        """Rebuild and validate a state; ``ValueError`` says what is wrong (a card twice, a tilt that does not
        match the cabins, six rain cards, discs created or lost …)."""
        d = expect(data, dict, "state")
        s = object.__new__(State)

        def card_list(key: str, value: Any) -> list[Card]:
            ids = expect(value, list, key)
            out = []
            for x in ids:
                if not isinstance(x, str):
                    raise ValueError(f"{key}: {x!r} is not a card id")
                try:
                    out.append(deck.card(x))
                except KeyError as error:
                    raise ValueError(f"{key}: {error}") from None
            return out

        raw_deck = expect(d.get("deck"), list, "state.deck")
        s.deck = []
        for x in raw_deck:
            if x == RAIN:
                s.deck.append(RAIN)
            elif isinstance(x, str):
                try:
                    s.deck.append(deck.card(x))
                except KeyError as error:
                    raise ValueError(f"state.deck: {error}") from None
            else:
                raise ValueError(f"state.deck: {x!r} is neither a card id nor 'rain'")
        s.display = card_list("state.display", d.get("display"))
        hands = expect(d.get("hands"), list, "state.hands")
        if len(hands) != players:
            raise ValueError(f"state.hands: {len(hands)} hands for {players} players")
        s.hands = [card_list(f"state.hands[{i}]", h) for i, h in enumerate(hands)]
        pets = expect(d.get("pets"), list, "state.pets")
        if len(pets) != players:
            raise ValueError(f"state.pets: {len(pets)} entries for {players} players")
        s.pets = [None if p is None else card_list(f"state.pets[{i}]", [p])[0] for i, p in enumerate(pets)]
        s.discs = [expect_int(x, "state.discs", 0, TOTAL_DISCS) for x in expect(d.get("discs"), list, "state.discs")]
        if len(s.discs) != players:
            raise ValueError(f"state.discs: {len(s.discs)} entries for {players} players")
        s.reserve = expect_int(d.get("reserve"), "state.reserve", 0, TOTAL_DISCS)
        tokens = expect(d.get("tokens"), dict, "state.tokens")
        if set(tokens) != set(TYPES):
            raise ValueError(f"state.tokens: expected the scoring cards {', '.join(TYPES)}")
        s.singles, s.stacks = [], []
        for t in TYPES:
            entry = expect(tokens[t], dict, f"state.tokens.{t}")
            # "singles" since issue 12 ("plain" in older saves, a word the notation keeps for declining an ability)
            single_key = "singles" if "singles" in entry or "plain" not in entry else "plain"
            for key, target in ((single_key, s.singles), ("stacks", s.stacks)):
                row = [expect_int(x, f"state.tokens.{t}.{key}", 0, 1000) for x in expect(entry.get(key), list, key)]
                if len(row) != players:
                    raise ValueError(f"state.tokens.{t}.{key}: {len(row)} entries for {players} players")
                target.append(row)
        ark_text = expect(d.get("ark"), str, "state.ark")
        try:
            s.ark = Ark.parse(ark_text, deck)
        except ValueError as error:
            raise ValueError(f"state.ark: {error}") from None
        tilt = expect_int(d.get("tilt"), "state.tilt", -TILT_LIMIT - 100, TILT_LIMIT + 100)
        if tilt != s.ark.tilt:
            raise ValueError(f"state.tilt is {tilt:+d} but the cabins weigh {s.ark.tilt:+d} (top − bottom)")
        s.rain = expect_int(d.get("rain"), "state.rain", 0, RAIN_CARDS)
        phase = expect(d.get("phase"), str, "state.phase")
        if phase not in PHASES:
            raise ValueError(f"state.phase {phase!r} is not one of {', '.join(PHASES)}")
        s.phase = Phase(phase)
        s.current = expect_int(d.get("current"), "state.current", 0, players - 1)
        s.passed = [expect(x, bool, "state.passed") for x in expect(d.get("passed"), list, "state.passed")]
        if len(s.passed) != players:
            raise ValueError(f"state.passed: {len(s.passed)} entries for {players} players")
        s.pet_queue = [expect_int(x, "state.pet_queue", 0, players - 1) for x in expect(d.get("pet_queue"), list, "q")]
        s.trigger = expect_int(d.get("trigger"), "state.trigger", 0, players - 1)
        s.final_pending = expect(d.get("final_pending"), bool, "state.final_pending")
        # "evicted" since issue 12; saves written before it call the same list "removed"
        key = "evicted" if "evicted" in d or "removed" not in d else "removed"
        s.evicted = card_list(f"state.{key}", d.get(key))
        s.turn = expect_int(d.get("turn"), "state.turn", 0, 100_000)
        s.validate(deck)
        return s

    def validate(self, deck: Deck) -> None:
        """Raise ``ValueError`` if any card, rain card or disc is missing, doubled or invented."""
        where: dict[str, str] = {}

        def note(c: Card, place: str) -> None:
            if c.id in where:
                raise ValueError(f"{c.label} ({c.id}) is both in {where[c.id]} and in {place}")
            where[c.id] = place

        for c in self.deck:
            if c != RAIN:
                note(c, "the deck")  # type: ignore[arg-type]
        for c in self.display:
            note(c, "the display")
        for i, hand in enumerate(self.hands):
            for c in hand:
                note(c, f"hand {i}")
        for i, pet in enumerate(self.pets):
            if pet is not None:
                note(pet, f"pet {i}")
        for c in self.ark.cards():
            note(c, "the ark")
        for c in self.evicted:
            note(c, "the evicted cards")
        missing = [c.id for c in deck if c.id not in where]
        if missing:
            raise ValueError(f"cards missing from the game: {', '.join(missing[:8])}")
        rain_in_deck = sum(1 for c in self.deck if c == RAIN)
        if rain_in_deck + self.rain != RAIN_CARDS:
            raise ValueError(
                f"{rain_in_deck} rain cards in the deck and {self.rain} drawn make {rain_in_deck + self.rain}; "
                f"the game has exactly {RAIN_CARDS}"
            )
        if len(self.display) > 3:
            raise ValueError(f"the display holds {len(self.display)} cards; at most 3")
        discs = sum(self.discs) + self.reserve + sum(sum(row) for row in self.stacks)
        if discs != TOTAL_DISCS:
            raise ValueError(
                f"{discs} orange discs in supplies, reserve and scoring stacks; the game has exactly {TOTAL_DISCS}"
            )


_copy = _make_copy(FIELDS)


def player_names(players: int | Sequence[str] | Iterable[str]) -> list[str]:
    """The players' names for a new or loaded game: 3 to 5 default names, or the given ones checked
    (:func:`arkwidgets.seats.check_names`); ``ValueError`` or ``TypeError`` says what is wrong."""
    if isinstance(players, bool):
        raise TypeError("players is a number (3, 4 or 5) or a list of names")
    if isinstance(players, int):
        if not 3 <= players <= 5:
            raise ValueError(f"Ark is played by 3 to 5 players, not {players}")
        return [("Ann", "Ben", "Cleo", "Dev", "Eva")[i] for i in range(players)]
    if isinstance(players, str):
        raise TypeError("players is a number or a list of names, not a single string")
    return check_names(players, 3, 5, "Ark")
