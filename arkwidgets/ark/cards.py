"""Cards as immutable data, and decks loaded from CSV.

The default deck ships as ``arkwidgets/ark/data/cards.csv``. The published card list of Ark is not available, so that
deck is a reconstruction that keeps every count of the rulebook (47 animals, 8 food, the 8 special animals, the 5
types). Anyone with the real list can load it with :meth:`Deck.from_csv`.

Every field a rule depends on is precomputed on the card (``predator``, ``eats_plants`` …) so the placement check,
the engine's hot path, reads plain attributes instead of comparing strings.
"""

from __future__ import annotations

import csv
import difflib
import io
import re
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from importlib import resources
from os import PathLike
from typing import Any

from ..extras import needs
from ..i18n import _, get_language, pgettext
from ..markup import clip
from ..seats import text_problem

__all__ = [
    "ABILITIES",
    "CLIMATES",
    "DIETS",
    "EVICTORS",
    "DECLINABLE",
    "KINDS",
    "TYPES",
    "Card",
    "Deck",
    "DECK",
    "card",
    "drawn",
]

KINDS = ("animal", "food")
CLIMATES = ("hot", "cold", "any")
DIETS = ("herbivore", "carnivore", "omnivore")
#: The five scoring cards, in the order they are drawn and scored.
TYPES = ("heavy", "slow", "shy", "useful", "food")
ABILITIES = ("fox", "hedgehog", "mosquito", "dinosaur", "turtle", "skunk", "spider", "chimpanzee")
#: Abilities that evict an animal (A-3, A-5, A-6).
EVICTORS = ("mosquito", "skunk", "spider")
#: Abilities a player may decline with ``plain`` (D-10): the fox's discs, the dinosaur's 1.5 stack.
DECLINABLE = ("fox", "dinosaur")
#: Animals that can never be evicted (A-8).
NEVER_EVICTED = ("fox", "spider", "mosquito")

_ID_PATTERN = re.compile(r"[a-z0-9]+(?:-[a-z0-9]+)*")
MAX_ID = 40
#: Words the notation and the saves give a meaning of their own: no card may be called so ("rain" marks a rain card
#: in a saved deck, "pet none" means no pet).
RESERVED_IDS = ("rain", "none")
_MAX_CSV_BYTES = 1_000_000
#: The most cards a deck may hold; the ark notation and the saves are sized for it (see ark.py).
MAX_CARDS = 1_000
_MAX_FIELD = 200
#: The longest printed name of a card, in any language (a card's name is drawn on its face and said in sentences).
MAX_CARD_NAME = 60
REQUIRED_COLUMNS = ("id", "name", "kind", "climate", "weight", "diet", "type", "ability")
OPTIONAL_COLUMNS = ("name_zh", "name_fr")


def drawn(thing: Any) -> str:  # pragma: no cover - exercised by the rendering tests
    """The display hook ``_repr_svg_`` of a card, an ark and a game: ``thing`` drawn, the drawing imported only now
    (without svgwrite the error names the extra)."""
    with needs("render", "drawing"):
        from .drawing import render

    return render(thing)


@dataclass(frozen=True, slots=True)
class Card:
    """One animal or food card. Immutable and hashable; two cards are equal when all their printed data is."""

    id: str
    name: str
    kind: str
    climate: str
    weight: int
    diet: str | None
    type: str
    ability: str | None = None
    name_zh: str = ""
    name_fr: str = ""
    # Derived flags for the hot path; not part of identity.
    is_animal: bool = field(init=False, repr=False, compare=False)
    predator: bool = field(init=False, repr=False, compare=False)  # carnivore or omnivore (P-4)
    eats_plants: bool = field(init=False, repr=False, compare=False)  # herbivore or omnivore (P-5)
    carnivore: bool = field(init=False, repr=False, compare=False)  # strictly carnivore (P-6)
    shy: bool = field(init=False, repr=False, compare=False)
    exempt: bool = field(init=False, repr=False, compare=False)  # hedgehog, turtle
    solo: bool = field(init=False, repr=False, compare=False)  # slow or food: only card of a turn (T-2a)
    evictable: bool = field(init=False, repr=False, compare=False)  # an animal but not fox/spider/mosquito
    evictor: bool = field(init=False, repr=False, compare=False)  # mosquito, skunk or spider: may evict
    declinable: bool = field(init=False, repr=False, compare=False)  # fox or dinosaur: ``plain`` declines it (D-10)
    can_be_pet: bool = field(init=False, repr=False, compare=False)  # an animal of weight 0-2 without ability
    climate_bit: int = field(init=False, repr=False, compare=False)  # hot 1, cold 2, any 0 (P-2)
    type_index: int = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        problems = _card_problems(self)
        if problems:
            column, message = problems[0]
            raise ValueError(f"card {self.id!r}, {column}: {message}")
        setter = object.__setattr__
        setter(self, "is_animal", self.kind == "animal")
        setter(self, "predator", self.diet in ("carnivore", "omnivore"))
        setter(self, "eats_plants", self.diet in ("herbivore", "omnivore"))
        setter(self, "carnivore", self.diet == "carnivore")
        setter(self, "shy", self.type == "shy")
        setter(self, "exempt", self.ability in ("hedgehog", "turtle"))
        setter(self, "solo", self.type in ("slow", "food"))
        setter(self, "evictable", self.kind == "animal" and self.ability not in NEVER_EVICTED)
        setter(self, "evictor", self.ability in EVICTORS)
        setter(self, "declinable", self.ability in DECLINABLE)
        setter(self, "can_be_pet", self.kind == "animal" and self.weight <= 2 and self.ability is None)
        setter(self, "climate_bit", {"hot": 1, "cold": 2, "any": 0}[self.climate])
        setter(self, "type_index", TYPES.index(self.type))

    @property
    def label(self) -> str:
        """The card as a rule message names it, in the current language: "the lion", "狮子", "Lion"."""
        return card_label(self)

    @property
    def local_name(self) -> str:
        """The printed name in the current language."""
        return card_name(self)

    def describe(self) -> str:
        """A one-line description for tooltips and screen readers: "Lion — hot, weight 3, carnivore, heavy"."""
        parts = [pgettext("climate", self.climate), _("weight {weight}").format(weight=self.weight)]
        if self.diet:
            parts.append(pgettext("diet", self.diet))
        parts.append(pgettext("type", self.type))
        if self.ability:
            parts.append(_("special: {ability}").format(ability=pgettext("ability", self.ability)))
        return f"{self.local_name} — {_(', ').join(parts)}"

    _repr_svg_ = drawn


def _card_problems(c: Card) -> list[tuple[str, str]]:
    """Every reason a card's data is invalid, as (column, message); empty when the card is fine."""
    problems: list[tuple[str, str]] = []
    if not isinstance(c.id, str) or len(c.id) > MAX_ID or not _ID_PATTERN.fullmatch(c.id):
        problems.append(("id", f"{clip(repr(c.id))} is not an id (lowercase letters, digits and single dashes, at most "
                               f"{MAX_ID})"))
    elif c.id in RESERVED_IDS:
        problems.append(("id", f"{c.id!r} is a word of the notation and of saved games; give the card another id"))
    for column in ("name", "name_zh", "name_fr"):  # the one rule for every name a person types (arkwidgets.seats)
        value = getattr(c, column)
        problem = text_problem(value, "a card's name", MAX_CARD_NAME) if value or column == "name" else ""
        if problem:
            problems.append((column, problem))
    if c.kind not in KINDS:
        problems.append(("kind", f"unknown kind {clip(repr(c.kind))}; expected one of {', '.join(KINDS)}"))
    if c.climate not in CLIMATES:
        problems.append(("climate", f"unknown climate {clip(repr(c.climate))}; expected one of {', '.join(CLIMATES)}"))
    if type(c.weight) is not int or not 0 <= c.weight <= 4:
        problems.append(("weight", f"weight {clip(c.weight)} is out of range 0–4"))
    if c.type not in TYPES:
        problems.append(("type", f"unknown type {clip(repr(c.type))}; expected one of {', '.join(TYPES)}"))
    if c.ability is not None and c.ability not in ABILITIES:
        problems.append(("ability", f"unknown ability {clip(repr(c.ability))}; expected one of {', '.join(ABILITIES)}"))
    if c.kind == "food":
        if c.diet is not None:
            problems.append(("diet", f"a food card has no diet, but {clip(repr(c.diet))} is given"))
        if c.type != "food":
            problems.append(("type", f"a food card has type 'food', not {clip(repr(c.type))}"))
        if c.ability is not None:
            problems.append(("ability", "a food card has no special ability"))
    elif c.kind == "animal":
        if c.diet not in DIETS:
            problems.append(("diet", f"an animal needs a diet ({', '.join(DIETS)}), got {clip(repr(c.diet))}"))
        if c.type == "food":
            problems.append(("type", "an animal cannot have type 'food'"))
    return problems


class Deck:
    """An ordered, immutable collection of distinct cards, looked up by id."""

    __slots__ = ("_cards", "_by_id")

    def __init__(self, cards: Iterable[Card]):
        cards = tuple(cards)
        if len(cards) > MAX_CARDS:
            raise ValueError(f"a deck holds at most {MAX_CARDS} cards (what a saved game can hold), not {len(cards)}")
        by_id: dict[str, Card] = {}
        for c in cards:
            if not isinstance(c, Card):
                raise TypeError(f"a deck holds Card objects, got {type(c).__name__}")
            if c.id in by_id:
                raise ValueError(f"duplicate card id {c.id!r}")
            by_id[c.id] = c
        self._cards = cards
        self._by_id = by_id

    @classmethod
    def from_csv(cls, source: str | PathLike[str] | io.TextIOBase) -> Deck:
        """Load a deck from a CSV file (or open text stream) with the columns of ``cards.csv``.

        Every row is validated; the first problem raises ``ValueError`` naming the line and the column.
        """
        if isinstance(source, io.TextIOBase):
            text = source.read(_MAX_CSV_BYTES + 1)
            where = str(getattr(source, "name", "<stream>"))
        elif isinstance(source, (str, PathLike)):  # not an int: open() would take it for a file descriptor
            where = str(source)
            with open(source, "rb") as handle:
                raw = handle.read(4 * _MAX_CSV_BYTES + 4)
            try:
                text = raw.decode("utf-8")
            except UnicodeDecodeError as error:
                raise ValueError(
                    f"{where}: not UTF-8 text (byte {error.start} is {raw[error.start:error.start + 1]!r}); save the "
                    "card list as CSV UTF-8"
                ) from None
        else:
            raise TypeError(f"from_csv takes a file path or an open text stream, not {type(source).__name__}")
        return cls.from_csv_text(text, where=where)

    @classmethod
    def from_csv_text(cls, text: str, where: str = "<text>") -> Deck:
        """Parse CSV text (see :meth:`from_csv`)."""
        if not isinstance(text, str):
            raise TypeError(f"from_csv_text takes text, not {type(text).__name__}")
        if len(text) > _MAX_CSV_BYTES:
            raise ValueError(f"{where}: the card list is larger than {_MAX_CSV_BYTES} characters")
        text = text.removeprefix("\ufeff")  # the byte-order mark spreadsheets write before "CSV UTF-8"
        reader = csv.reader(io.StringIO(text))
        try:
            header = next(reader)
        except StopIteration:
            raise ValueError(f"{where}: the file is empty; expected a header row") from None
        except csv.Error as error:
            raise ValueError(f"{where}, line 1: {error}") from None
        header = [h.strip() for h in header]
        doubled = sorted({h for h in header if header.count(h) > 1})
        if doubled:
            raise ValueError(f"{where}, line 1: column(s) given twice: {', '.join(map(clip, doubled))}")
        missing = [c for c in REQUIRED_COLUMNS if c not in header]
        if missing:
            raise ValueError(f"{where}, line 1: missing column(s) {', '.join(missing)}")
        unknown = [c for c in header if c not in REQUIRED_COLUMNS + OPTIONAL_COLUMNS]
        if unknown:
            raise ValueError(f"{where}, line 1: unknown column(s) {', '.join(map(clip, unknown))}")
        cards: list[Card] = []
        seen: dict[str, int] = {}
        rows = iter(reader)
        while True:
            try:
                row = next(rows)
            except StopIteration:
                break
            except csv.Error as error:  # a field over the csv module's limit, a stray NUL …
                raise ValueError(f"{where}, line {reader.line_num + 1}: {error}") from None
            line = reader.line_num
            if not row or all(not cell.strip() for cell in row):
                continue
            if len(cards) >= MAX_CARDS:
                raise ValueError(f"{where}, line {line}: more than {MAX_CARDS} cards")
            if len(row) != len(header):
                raise ValueError(f"{where}, line {line}: {len(row)} fields, expected {len(header)}")
            values = dict(zip(header, (cell.strip() for cell in row), strict=False))
            for column, value in values.items():
                if len(value) > _MAX_FIELD:
                    raise ValueError(f"{where}, line {line}, column {column!r}: longer than {_MAX_FIELD} characters")
            card_ = _card_from_row(values, where, line)
            if card_.id in seen:
                raise ValueError(
                    f"{where}, line {line}, column 'id': duplicate id {card_.id!r} (first on line {seen[card_.id]})"
                )
            seen[card_.id] = line
            cards.append(card_)
        if not cards:
            raise ValueError(f"{where}: no cards after the header")
        return cls(cards)

    def to_rows(self) -> list[dict[str, object]]:
        """The cards as plain dictionaries (the CSV columns), for saving a game played with a custom deck."""
        return [
            {col: getattr(c, col) for col in REQUIRED_COLUMNS + OPTIONAL_COLUMNS} for c in self._cards
        ]

    @classmethod
    def from_rows(cls, rows: object) -> Deck:
        """The inverse of :meth:`to_rows`, validating every field."""
        if not isinstance(rows, list) or len(rows) > MAX_CARDS:
            raise ValueError(f"a deck is a list of at most {MAX_CARDS} card rows")
        cards = []
        for number, row in enumerate(rows, start=1):
            if not isinstance(row, dict):
                raise ValueError(f"card row {number} is not an object")
            text_row = {}
            for key, value in row.items():
                if key not in REQUIRED_COLUMNS + OPTIONAL_COLUMNS:
                    raise ValueError(f"card row {number}: unknown column {key!r}")
                cell = "" if value is None else value
                if not isinstance(cell, (str, int)) or isinstance(cell, bool) or len(str(cell)) > _MAX_FIELD:
                    raise ValueError(f"card row {number}, column {key!r}: not a short string or number")
                text_row[key] = str(cell)
            for key in REQUIRED_COLUMNS:
                text_row.setdefault(key, "")
            cards.append(_card_from_row(text_row, "deck", number))
        return cls(cards)

    def card(self, card_id: str) -> Card:
        """The card with this id; ``KeyError`` naming the id and suggesting close ones otherwise."""
        try:
            return self._by_id[card_id]
        except (KeyError, TypeError):
            raise UnknownCardError(card_id, self._by_id) from None

    def get(self, card_id: str) -> Card | None:
        return self._by_id.get(card_id)

    @property
    def ids(self) -> tuple[str, ...]:
        return tuple(self._by_id)

    def __contains__(self, item: object) -> bool:
        if isinstance(item, Card):
            return self._by_id.get(item.id) == item
        return item in self._by_id

    def __iter__(self) -> Iterator[Card]:
        return iter(self._cards)

    def __len__(self) -> int:
        return len(self._cards)

    def __getitem__(self, index: int) -> Card:
        return self._cards[index]

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Deck) and self._cards == other._cards

    def __hash__(self) -> int:
        return hash(self._cards)

    def __repr__(self) -> str:
        animals = sum(c.is_animal for c in self._cards)
        return f"<Deck {len(self._cards)} cards: {animals} animals, {len(self._cards) - animals} food>"

    def counts(self) -> dict[str, object]:
        """How many animals, food cards and special animals, and how many cards of each type.

        The README's claim that the reconstructed deck keeps the rulebook's counts is tested against this.
        """
        by_type = {t: sum(1 for c in self._cards if c.type == t) for t in TYPES}
        return {
            "animals": sum(1 for c in self._cards if c.is_animal),
            "food": sum(1 for c in self._cards if not c.is_animal),
            "special": sum(1 for c in self._cards if c.ability is not None),
            "by_type": by_type,
        }


class UnknownCardError(KeyError):
    """An id that names no card; the message suggests the closest ids."""

    def __init__(self, card_id: object, known: Iterable[str]):
        self.card_id = card_id
        text = card_id if isinstance(card_id, str) else repr(card_id)
        # An id is at most 40 characters: a longer text is no misspelt id, and is not searched (nor echoed whole).
        close = difflib.get_close_matches(text, list(known), n=3, cutoff=0.6) if len(text) <= 2 * MAX_ID else []
        shown = repr(clip(card_id)) if isinstance(card_id, str) else clip(card_id)
        if close:
            self.message = _("no card with id {id}; did you mean {close}?").format(id=shown, close=", ".join(close))
        else:
            self.message = _("no card with id {id}").format(id=shown)
        super().__init__(self.message)

    def __str__(self) -> str:  # KeyError would quote the whole message
        return self.message


def _card_from_row(values: Mapping[str, str], where: str, line: int) -> Card:
    weight_text = values["weight"]
    if not re.fullmatch(r"[0-9]{1,3}", weight_text):
        raise ValueError(f"{where}, line {line}, column 'weight': {clip(repr(weight_text))} is not a whole number 0–4")
    fields = {
        "id": values["id"],
        "name": values["name"],
        "kind": values["kind"],
        "climate": values["climate"],
        "weight": int(weight_text),
        "diet": values["diet"] or None,
        "type": values["type"],
        "ability": values["ability"] or None,
        "name_zh": values.get("name_zh", ""),
        "name_fr": values.get("name_fr", ""),
    }
    probe = object.__new__(Card)
    for key, value in fields.items():
        object.__setattr__(probe, key, value)
    problems = _card_problems(probe)
    if problems:
        column, message = problems[0]
        raise ValueError(f"{where}, line {line}, column {column!r}: {message}")
    if not fields["name"]:
        raise ValueError(f"{where}, line {line}, column 'name': empty name")
    return Card(**fields)  # type: ignore[arg-type]


def _load_default() -> Deck:
    text = resources.files(__package__).joinpath("data").joinpath("cards.csv").read_text(encoding="utf-8")
    return Deck.from_csv_text(text, where="cards.csv")


#: The default 55-card deck (47 animals, 8 food).
DECK: Deck = _load_default()


def card(card_id: str) -> Card:
    """The default deck's card with this id (``KeyError`` with suggestions otherwise)."""
    return DECK.card(card_id)


def card_name(card: Card) -> str:
    """The card's printed name in the current language (``cards.csv`` has ``name_zh`` and ``name_fr``)."""
    lang = get_language()
    if lang == "zh" and card.name_zh:
        return card.name_zh
    if lang == "fr" and card.name_fr:
        return card.name_fr
    return card.name


def card_label(card: Card) -> str:
    """The card as a sentence names it: "the lion", "狮子", "Lion"."""
    if get_language() == "en":
        return f"the {card.name.lower()}" if card.name else card.id
    return card_name(card)


def _vocabulary() -> None:  # pragma: no cover - never called: it lists the data words for message extraction
    """Words that come from data (a card's climate, a scoring card's type …) are translated with a context, since a
    bare word like "slow" or "any" needs one; Babel only extracts literal calls, so they are listed here."""
    for word in (
        pgettext("climate", "hot"), pgettext("climate", "cold"), pgettext("climate", "any"),
        pgettext("diet", "herbivore"), pgettext("diet", "carnivore"), pgettext("diet", "omnivore"),
        pgettext("type", "heavy"), pgettext("type", "slow"), pgettext("type", "shy"), pgettext("type", "useful"),
        pgettext("type", "food"),
        pgettext("ability", "fox"), pgettext("ability", "hedgehog"), pgettext("ability", "mosquito"),
        pgettext("ability", "dinosaur"), pgettext("ability", "turtle"), pgettext("ability", "skunk"),
        pgettext("ability", "spider"), pgettext("ability", "chimpanzee"),
        pgettext("half", "top"), pgettext("half", "bottom"),
        pgettext("color", "red"), pgettext("color", "blue"), pgettext("color", "green"),
        pgettext("color", "yellow"), pgettext("color", "purple"),
        pgettext("phase", "play"), pgettext("phase", "pets"), pgettext("phase", "final"), pgettext("phase", "over"),
    ):
        del word
