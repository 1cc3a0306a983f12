"""What an Ark Nova game is: plain dataclasses declared once, copied cheaply, converted to and from plain data.

Every field holds an immutable value (numbers, words, tuples, frozen values such as a placed building), so a copy
of the state only copies the field references (copy-on-write: whoever changes a field assigns a new tuple). That
makes ``GameState.copy()`` a few microseconds, which is what lets ``check`` and ``play`` judge every move on a copy
and ``undo`` keep the state before each move. ``to_dict``/``from_dict`` are derived from the same field declaration
(with a codec in a field's metadata where a value is not plain JSON), so a new field is saved without more code.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterator
from dataclasses import MISSING, Field, dataclass, field, fields
from typing import TYPE_CHECKING, Any, ClassVar, Self

from .decisions import Decision, freeze

if TYPE_CHECKING:
    from .buildings import Building

__all__ = ["PHASES", "TASKS", "GameState", "PlayerState", "Support", "ZooAnimal"]

#: The association tasks in order of value (N-ASSOC-2): 2, 3, 4, 5.
TASKS = ("reputation", "partner-zoo", "university", "project")
PHASES = ("setup", "play", "final", "over")


@dataclass(frozen=True, slots=True)
class ZooAnimal:
    """An animal of a zoo and where it lives (ND-10): ``home`` is the anchor ``(x, y)`` of its standard enclosure
    or the name of a special enclosure, holding ``tokens`` player tokens there."""

    card: int
    home: tuple[int, int] | str
    tokens: int = 0

    def to_dict(self) -> dict[str, Any]:
        return {"card": self.card, "home": list(self.home) if isinstance(self.home, tuple) else self.home,
                "tokens": self.tokens}

    @staticmethod
    def from_dict(d: Any) -> ZooAnimal:
        home = d["home"]
        return ZooAnimal(int(d["card"]), tuple(home) if isinstance(home, list) else str(home), int(d["tokens"]))


@dataclass(frozen=True, slots=True)
class Support:
    """A player token on a project level (N-PROJ-4): ``owner`` is a seat, or -1 for a 2-player blocking token."""

    project: int
    level: int
    owner: int

    def to_dict(self) -> dict[str, Any]:
        return {"project": self.project, "level": self.level, "owner": self.owner}

    @staticmethod
    def from_dict(d: Any) -> Support:
        return Support(int(d["project"]), int(d["level"]), int(d["owner"]))


# ----------------------------------------------------------------------------------------------- codecs
Codec = tuple[Callable[[Any], Any], Callable[[Any], Any]]


def _values(cls: Any) -> Codec:
    """A tuple of frozen values with ``to_dict``/``from_dict``."""
    return (lambda t: [v.to_dict() for v in t], lambda d: tuple(cls.from_dict(x) for x in d))


def _lazy_values(load: Callable[[], Any]) -> Codec:
    """Like :func:`_values` for a class defined in a module imported only when first needed."""
    return (lambda t: [v.to_dict() for v in t], lambda d: tuple(load().from_dict(x) for x in d))


def _building_class() -> Any:
    from .buildings import Building

    return Building


def _plain(v: Any) -> Any:
    return [_plain(x) for x in v] if isinstance(v, tuple) else v


@functools.cache
def _base_projects() -> frozenset[int]:
    from .cards import BASE_PROJECTS

    return frozenset(p.number for p in BASE_PROJECTS)


_DECISIONS: Codec = _values(Decision)
_PLAIN: Codec = (_plain, freeze)


def _codec(f: Any) -> Codec:
    codec: Codec = f.metadata.get("codec", _PLAIN)
    return codec


def _vfield(codec: Codec, default: Any = ()) -> Any:
    return field(default=default, metadata={"codec": codec})


def _generated(name: str, lines: list[str], scope: dict[str, Any]) -> Callable[..., Any]:
    exec("\n".join(lines), scope)  # generated from a class's own field names
    found: Callable[..., Any] = scope[name]
    return found


def _derive(cls: type, deep: tuple[str, type] | None = None) -> None:
    """Give the dataclass ``cls`` its ``copy`` and ``==``, generated once from its own field names and set on the
    class: one call per copy or comparison, several times faster than a loop over the fields or a lookup per call.

    ``copy`` copies every slot by reference (every value is immutable), except the field ``deep`` names: a tuple of
    values of the class it names, each copied by that class's own ``copy`` (the players of a game, changed in place).
    ``==`` compares the fields a dataclass compares, in declaration order, each first by identity: copies share
    their immutable field values, so most fields are the very same object. It answers exactly as the dataclass's
    ``==`` would (NotImplemented for another class)."""
    copied, item = deep if deep is not None else ("", object)
    names = [f.name for f in fields(cls)]
    lines = ["def copy(self):", "    new = new_(cls)",
             *(f"    new.{n} = tuple(map(copy_item, self.{n}))" if n == copied else f"    new.{n} = self.{n}"
               for n in names),
             "    return new"]
    scope: dict[str, Any] = {"new_": object.__new__, "cls": cls, "copy_item": getattr(item, "copy", None)}
    cls.copy = _generated("copy", lines, scope)  # type: ignore[attr-defined]
    tests = [f"(a.{f.name} is b.{f.name} or a.{f.name} == b.{f.name})" for f in fields(cls) if f.compare]
    lines = ["def __eq__(a, b):", "    if b.__class__ is not a.__class__:", "        return NotImplemented",
             "    return a is b or (" + "\n            and ".join(tests) + ")"]
    cls.__eq__ = _generated("__eq__", lines, {})  # type: ignore[method-assign]


class _Plain:
    """``copy``/``to_dict``/``from_dict`` and ``==`` derived from the dataclass fields (each fact declared once)."""

    __slots__ = ()
    __dataclass_fields__: ClassVar[dict[str, Field[Any]]]  # set by @dataclass on each subclass

    if TYPE_CHECKING:  # each class's own, generated by _derive

        def copy(self) -> Self:
            """A copy as good as a deep one: every field value is immutable (the players are copied)."""

    __hash__ = None  # type: ignore[assignment]  # mutable: unhashable, as the dataclass made it

    def to_dict(self) -> dict[str, Any]:
        return {f.name: _codec(f)[0](getattr(self, f.name))
                for f in fields(self) if not f.metadata.get("transient")}

    @classmethod
    def from_dict(cls, d: Any) -> Self:
        if not isinstance(d, dict):
            raise ValueError(f"{cls.__name__}: expected an object, got {type(d).__name__}")
        names = {f.name for f in fields(cls)}
        unknown = set(d) - names
        if unknown:
            raise ValueError(f"{cls.__name__}: unknown fields {', '.join(sorted(map(str, unknown)))}")
        values = {}
        for f in fields(cls):
            if f.metadata.get("transient"):
                continue
            if f.name in d:
                try:
                    values[f.name] = _codec(f)[1](d[f.name])
                except (TypeError, ValueError, KeyError, AttributeError) as e:
                    raise ValueError(f"{cls.__name__}.{f.name}: {e}") from None
            elif f.default is MISSING and f.default_factory is MISSING:
                raise ValueError(f"{cls.__name__}: missing field {f.name}")
        return cls(**values)


@dataclass(slots=True, eq=False)  # == and copy: generated by _derive below (the dataclass's ==, faster)
class PlayerState(_Plain):
    """One seat: the zoo map and its buildings, action cards, markers, notepad, cards and association pieces."""

    name: str
    map_id: str = "A"
    buildings: tuple[Building, ...] = _vfield(_lazy_values(_building_class))
    action_cards: tuple[str, ...] = ("animals", "build", "cards", "association", "sponsors")  # slot 1 … 5
    upgraded: tuple[str, ...] = ()  # action cards on level II (N-UPG-1)
    money: int = 0
    appeal: int = 0
    cp: int = 0
    reputation: int = 1
    x_tokens: int = 0
    workers: int = 1  # available on the notepad (N-MAP-8)
    workers_lying: int = 3  # in the worker supply below the notepad (N-MAP-7)
    workers_on: tuple[int, int, int, int] = (0, 0, 0, 0)  # on the association tasks, in TASKS order
    hand: tuple[int, ...] = ()
    final_cards: tuple[int, ...] = ()
    animals: tuple[ZooAnimal, ...] = _vfield(_values(ZooAnimal))
    sponsors: tuple[int, ...] = ()
    partner_zoos: tuple[str, ...] = ()
    universities: tuple[str, ...] = ()
    edge_tokens: tuple[bool, ...] = (True,) * 7  # left-edge spaces 1–7 still covered (N-MAP-4)
    projects_supported: int = 0  # tie-break count (N-END-9, ND-13)
    card_tokens: tuple[tuple[str, str], ...] = ()  # (action card, multiplier|venom|constriction) (N-BREAK-6)
    sponsor_tokens: tuple[tuple[int, int], ...] = ()  # player tokens lying on sponsor cards: (card, how many)
    tucked: tuple[tuple[int, int], ...] = ()  # cards tucked under a card of the zoo for good: (host card, card)
    size_choice: str = ""  # the size class marked on WAZA Special Assignment: "small" or "large" (ND-81)
    once: tuple[str, ...] = ()  # once-bonuses taken (N-EFF-8, ND-37): "cp-2", "rep-5", "hex-3,4", "full-cover" …
    under_map: tuple[int, ...] = ()  # zoo cards tucked face down under the map (map 7's Pouch space, N-MAPX-7)

    def level(self, card: str) -> str:
        """``"II"`` if the action card is upgraded, else ``"I"`` (N-TURN-6)."""
        return "II" if card in self.upgraded else "I"

    def slot(self, card: str) -> int:
        """The slot (1–5) of an action card (N-TURN-3)."""
        return self.action_cards.index(card) + 1

    def took(self, once_key: str) -> bool:
        return once_key in self.once


_derive(PlayerState)


@dataclass(slots=True, eq=False)  # == and copy: generated by _derive below (the dataclass's ==, faster)
class GameState(_Plain):
    """The whole table. ``pending`` is the stack of decisions (top = last), ``after`` the queued "after the action"
    effects (N-EFF-2); ``rng`` is the state of the game's ``random.Random`` (reshuffles, ND-23)."""

    players: tuple[PlayerState, ...] = _vfield(_values(PlayerState))
    current: int = 0  # whose turn it is
    start_player: int = 0
    phase: str = "setup"
    turn: int = 0  # turns completed
    break_pos: int = 0
    break_len: int = 0
    break_due: bool = False
    deck: tuple[int, ...] = ()
    discard: tuple[int, ...] = ()
    display: tuple[int | None, ...] = (None,) * 6  # folder 1 … 6; None = a gap during a turn (N-DISP-4)
    final_deck: tuple[int, ...] = ()
    base_projects: tuple[int, ...] = ()
    project_row: tuple[int, ...] = ()  # project cards above the association board, leftmost first (N-PROJ-9)
    supports: tuple[Support, ...] = _vfield(_values(Support))
    offer_partner_zoos: tuple[str, ...] = ()
    offer_universities: tuple[str, ...] = ()
    donations: tuple[int, ...] = ()  # costs of the donation spaces, cheapest first (NC-12)
    donations_covered: tuple[int, ...] = ()  # per space: -1 free, -2 blocked/solo timer, else the seat
    tiles: tuple[str | None, ...] = (None, None, None, None)  # CP-5 left/right, CP-8 left/right (N-SET-2, ND-3)
    pending: tuple[Decision, ...] = _vfield(_DECISIONS)
    after: tuple[Decision, ...] = _vfield(_DECISIONS)
    end_trigger: int | None = None  # the seat whose turn was in progress (ND-17)
    in_break: bool = False
    end_in_break: bool = False
    final_turns: int | None = None  # turns still to play once the end is triggered (N-END-3, -4)
    cp10_done: bool = False  # N-CP-5 happened
    solo_left: int = 0  # solo timer tokens in the left column (N-SOLO-3, -8)
    solo_rows: int = 0  # tokens the left column holds after the next solo break (N-SOLO-9, -11)
    venom_removed: bool = False  # the player whose turn it is has used a card with a venom token this turn (ND-67)
    rng: tuple[Any, ...] = ()  # random.Random().getstate(), as plain data
    mark: int = field(default=-1, compare=False, metadata={"transient": True})  # see push()

    # ------------------------------------------------------------------------------------------- the stack
    @property
    def top(self) -> Decision | None:
        """The current question (or effect to resolve), if any."""
        return self.pending[-1] if self.pending else None

    def push(self, *decisions: Decision) -> None:
        """Ask ``decisions`` next, in the order given, *after* everything already pushed by the same move.

        While the engine applies a move or resolves an effect it sets ``mark`` to the stack height it started from;
        pushes go in at the mark, below what the same move pushed earlier. So a rule pushes things in the order they
        must be asked: gain the placement bonus first (its question is pushed), then push "build again", and the
        bonus is asked before the next building; nested gains keep their order too. Outside the engine
        (``mark == -1``) pushes go on top.
        """
        new = decisions[::-1]
        mark = self.mark
        if mark < 0:
            self.pending += new
        else:
            pending = self.pending
            self.pending = pending[:mark] + new + pending[mark:]

    def pop(self) -> Decision:
        top = self.pending[-1]
        self.pending = self.pending[:-1]
        return top

    def queue_after(self, effect: Decision) -> None:
        """Queue an "after the action" effect (N-EFF-2): it resolves when the action card has moved to slot 1."""
        self.after = (*self.after, effect)

    # -------------------------------------------------------------------------------------------- helpers
    @property
    def n(self) -> int:
        return len(self.players)

    def player(self, seat: int) -> PlayerState:
        return self.players[seat]

    def set_player(self, seat: int, p: PlayerState) -> None:
        self.players = (*self.players[:seat], p, *self.players[seat + 1:])

    def seats_from(self, first: int) -> Iterator[int]:
        """Every seat clockwise starting with ``first`` (N-SET-9, ND-35)."""
        return ((first + k) % self.n for k in range(self.n))

    def names(self) -> tuple[str, ...]:
        return tuple(p.name for p in self.players)

    def table_cards(self) -> list[int]:
        """Every card of the zoo deck's kind on the table, wherever it lies: the deck, the discard pile, the display,
        the project row, hands, zoos, cards tucked under a card of the zoo or face down under a map, and the cards in
        limbo in a pending decision (dealt, revealed, not kept yet). A base project an ability took into a hand
        (ND-72) is among them."""
        cards = [*self.deck, *self.discard, *(c for c in self.display if c is not None), *self.project_row]
        for p in self.players:
            cards += [*p.hand, *(a.card for a in p.animals), *p.sponsors, *(c for _, c in p.tucked), *p.under_map]
        for d in self.pending + self.after:
            if d.kind == "keep" or d.get("limbo"):
                cards += d["cards"]
        return cards

    def zoo_cards(self) -> tuple[int, ...]:
        """Every zoo card on the table (:meth:`table_cards` without base projects, which come from the box, ND-72),
        in number order."""
        base = _base_projects()
        return tuple(sorted(c for c in self.table_cards() if c not in base))


_derive(GameState, deep=("players", PlayerState))
