"""The Ark Nova cards as immutable values, loaded from the numbers-only CSV files in ``data/``.

Every column of the CSVs becomes a typed attribute (lists become tuples, blanks become ``None``), so the rules code
never parses text. The files are checked while they are read: a bad cell raises :class:`CardDataError` naming the
file, the line and the column, because a silent default would turn a typo in the data into a wrong rule.

Card numbers are the printed ones: animals 401–528, sponsors 201–264, conservation projects 101–132 (base projects
101–112, the 20 deck projects 113–132), final scoring cards 1–11. Abilities are short keyword records
(:class:`Ability`); what each keyword does belongs to the rules modules, not here.
"""

from __future__ import annotations

import csv
import difflib
import io
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from functools import lru_cache
from types import MappingProxyType
from typing import Literal, TypeVar

from ..i18n import get_language
from .data import read_text

__all__ = [
    "ACTIONS",
    "ANIMALS",
    "BASE_PROJECTS",
    "CATEGORIES",
    "CONTINENTS",
    "DECK_PROJECTS",
    "FINAL_SCORING_CARDS",
    "ICONS",
    "OTHER_ICONS",
    "PROJECTS",
    "ROCK",
    "SCIENCE",
    "SPECIAL_ENCLOSURES",
    "SPONSORS",
    "WATER",
    "ZOO_DECK_NUMBERS",
    "Ability",
    "AnimalCard",
    "CardDataError",
    "FinalScoringCard",
    "ProjectCard",
    "ProjectTier",
    "SponsorCard",
    "ZooCard",
    "card",
    "card_as",
    "card_name",
    "final_scoring_card",
    "load_animals",
    "load_final_scoring",
    "load_names",
    "load_projects",
    "load_sponsors",
    "requirement_counts",
    "zoo_icons",
]

# ----------------------------------------------------------------------------------------------- icon vocabulary
# One place for the words the data uses for icons (README "Field meanings"); every rule module imports them.
CONTINENTS: tuple[str, ...] = ("africa", "americas", "asia", "australia", "europe")
CATEGORIES: tuple[str, ...] = ("predator", "herbivore", "bird", "reptile", "primate", "bear", "petting_zoo")
SCIENCE = "science"
ROCK = "rock"
WATER = "water"
OTHER_ICONS: tuple[str, ...] = (SCIENCE, ROCK, WATER)
ICONS: tuple[str, ...] = CONTINENTS + CATEGORIES + OTHER_ICONS
SPECIAL_ENCLOSURES: tuple[str, ...] = ("petting", "reptile", "large-bird")
ACTIONS: tuple[str, ...] = ("animals", "build", "cards", "association", "sponsors")

_ANIMAL_CONDITIONS = frozenset(ICONS) | {"partner_zoo", "animals_ii"}
_SPONSOR_CONDITIONS = frozenset(ICONS) | {"partner_zoo", "sponsors_ii"}
_PROJECT_KINDS = ("base", "release", "breeding", "icon")


class CardDataError(ValueError):
    """A data file holds a value the loader cannot accept; the message names file, line and column."""


# ------------------------------------------------------------------------------------------------------ values
@dataclass(frozen=True, slots=True)
class Ability:
    """One printed keyword ability: ``Sprint 3`` is ``Ability("Sprint", 3, None)``.

    ``level`` is the printed number (``None`` when the keyword has none); ``target`` names what the keyword acts on
    where the card prints it: an action for Boost/Action/Multiplier, a continent for Iconic Animal, ``bear`` or
    ``primate`` for the two Inventive variants.
    """

    keyword: str
    level: int | None
    target: str | None


class _Printed:
    """A card of the box: ``str(card)`` is its number and its name in the language in force ("402 Cheetah")."""

    __slots__ = ()
    number: int

    def __str__(self) -> str:
        return f"{self.number} {card_name(self.number)}"


@dataclass(frozen=True, slots=True)
class AnimalCard(_Printed):
    """An animal card (401–528): what it needs, what it costs, what it gives.

    ``size``, ``rock`` and ``water`` are the standard-enclosure needs (N-ICON-1); ``special_enclosure`` is ``None``
    or the special enclosure kind the animal may also live in (``'petting'``, ``'reptile'``, ``'large-bird'``),
    with ``special_enclosure_size`` player tokens there. ``requirements`` are the printed conditions: icons (one
    entry per icon needed), ``partner_zoo`` and ``animals_ii``.
    """

    number: int
    name: str
    latin_name: str
    cost: int
    size: int
    rock: int
    water: int
    standard_enclosure_allowed: bool
    special_enclosure: str | None
    special_enclosure_size: int | None
    continents: tuple[str, ...]
    categories: tuple[str, ...]
    requirements: tuple[str, ...]
    appeal: int
    conservation: int
    reputation: int
    abilities: tuple[Ability, ...]
    interaction: bool
    solo_ability: str | None
    ability_summary: str

    @property
    def kind(self) -> Literal["animal"]:
        return "animal"

    @property
    def keywords(self) -> tuple[str, ...]:
        """The ability keywords, in printed order."""
        return tuple(a.keyword for a in self.abilities)


@dataclass(frozen=True, slots=True)
class SponsorCard(_Printed):
    """A sponsor card (201–264).

    ``place_next_to_rock``/``place_next_to_water`` are the rock/water hexes its unique building must touch (they
    also count as zoo icons, N-EFF-5); ``unique_building_size`` is ``None`` for cards without a building.
    ``requirements`` are icons, ``partner_zoo`` and ``sponsors_ii``. ``structured`` holds the data's simple
    machine-readable effect parts as ``(key, value)`` pairs, in file order.
    """

    number: int
    name: str
    level: int
    place_next_to_rock: int
    place_next_to_water: int
    unique_building_size: int | None
    requirements: tuple[str, ...]
    min_reputation: int | None
    max_appeal: int | None
    icons: tuple[str, ...]
    appeal: int
    conservation: int
    reputation: int
    has_immediate: bool
    has_ongoing: bool
    has_income: bool
    has_endgame: bool
    immediate: str
    ongoing: str
    income: str
    endgame: str
    structured: tuple[tuple[str, str], ...]

    @property
    def kind(self) -> Literal["sponsor"]:
        return "sponsor"

    def effect(self, key: str) -> str | None:
        """The value of the structured effect part ``key`` (``"imm_money"``), or ``None`` (the first part of that
        key; the rules ask this for every sponsor of a zoo at every judgement, so it is a lookup in a table made once
        per card)."""
        known = _EFFECT_TABLES.get(id(self))
        if known is None or known[0] is not self:
            table: dict[str, str] = {}
            for k, v in self.structured:
                table.setdefault(k, v)
            known = _EFFECT_TABLES[id(self)] = (self, table)
        return known[1].get(key)


#: id(card) → (the card, its structured parts by key): the card is kept beside its table, so an id is never reused.
_EFFECT_TABLES: dict[int, tuple[SponsorCard, dict[str, str]]] = {}


@dataclass(frozen=True, slots=True)
class ProjectTier:
    """One level of a conservation project: tier 1 is the leftmost, richest one.

    ``threshold`` is kept as printed because its meaning depends on the project kind: an icon count (``"5"``),
    a release size class (``">=4"``, ``"3"``, ``"<=2"``, ND-11) or ``"1"`` for breeding programs.
    """

    tier: int
    threshold: str
    cp: int
    reputation: int

    @property
    def count(self) -> int:
        """The threshold as a number (icon counts, breeding); ValueError for a release size class."""
        if not self.threshold.isdigit():
            raise ValueError(f"tier {self.tier} threshold {self.threshold!r} is a size class, not a count")
        return int(self.threshold)

    def admits_size(self, size: int) -> bool:
        """For release projects: does an animal of standard size ``size`` fit this tier (ND-11)?"""
        t = self.threshold
        if t.startswith(">="):
            return size >= int(t[2:])
        if t.startswith("<="):
            return size <= int(t[2:])
        return size == int(t)


@dataclass(frozen=True, slots=True)
class ProjectCard(_Printed):
    """A conservation project (101–132): 12 base projects (green back) and 20 in the zoo deck.

    ``kind`` of the data (``base``, ``release``, ``breeding``, ``icon``) is ``project_kind`` here, so that ``kind``
    answers the same question on every card: ``'project'``.
    """

    number: int
    name: str
    project_kind: str
    requirement_type: str
    required_icon: str | None
    tiers: tuple[ProjectTier, ProjectTier, ProjectTier]
    play_bonus_reputation: int
    count_notes: str

    @property
    def kind(self) -> Literal["project"]:
        return "project"

    @property
    def is_base(self) -> bool:
        return self.project_kind == "base"


@dataclass(frozen=True, slots=True)
class FinalScoringCard(_Printed):
    """A final scoring card (1–11): a measure and the CP it gives at thresholds (N-END-7, N-ICON-9).

    ``cp_rewards`` is empty and ``cp_rule`` names the rule when the card gives a count instead of a table
    (Diverse Species Zoo: ``"1_per_category_max_4"``).
    """

    number: int
    name: str
    measure: str
    condition: str
    thresholds: tuple[int, ...]
    cp_rewards: tuple[int, ...]
    cp_rule: str | None
    max_cp: int
    solo_usable: bool

    @property
    def kind(self) -> Literal["final_scoring"]:
        return "final_scoring"

    def cp_for(self, value: int) -> int:
        """The CP for a measured value on a threshold card (EX-19: 3 | 6 | 8 | 10 → 1 | 2 | 3 | 4)."""
        if not self.thresholds:
            raise ValueError(f"final scoring card {self.number} ({self.name}) has no threshold table")
        cp = 0
        for threshold, reward in zip(self.thresholds, self.cp_rewards, strict=True):
            if value >= threshold:
                cp = reward
        return min(cp, self.max_cp)


ZooCard = AnimalCard | SponsorCard | ProjectCard


# ----------------------------------------------------------------------------------------------------- parsing
class _Row:
    """One CSV record with typed accessors that name file, line and column when a cell is wrong."""

    __slots__ = ("cells", "line", "source")

    def __init__(self, source: str, line: int, cells: dict[str, str]) -> None:
        self.source, self.line, self.cells = source, line, cells

    def fail(self, column: str, problem: str) -> CardDataError:
        value = self.cells.get(column, "")
        return CardDataError(f"{self.source} line {self.line}, column {column!r}: {problem} (value {value!r})")

    def text(self, column: str, *, required: bool = False) -> str:
        value = self.cells.get(column)
        if value is None:
            raise self.fail(column, "column missing")
        if required and not value:
            raise self.fail(column, "must not be empty")
        return value

    def opt_text(self, column: str) -> str | None:
        return self.text(column) or None

    def whole(self, column: str, lo: int, hi: int) -> int:
        value = self.text(column)
        try:
            n = int(value)
        except ValueError:
            raise self.fail(column, "expected a whole number") from None
        if not lo <= n <= hi:
            raise self.fail(column, f"expected a number from {lo} to {hi}")
        return n

    def opt_whole(self, column: str, lo: int, hi: int) -> int | None:
        return None if self.text(column) == "" else self.whole(column, lo, hi)

    def flag(self, column: str) -> bool:
        value = self.text(column)
        if value not in ("0", "1"):
            raise self.fail(column, "expected 0 or 1")
        return value == "1"

    def words(self, column: str, allowed: frozenset[str] | tuple[str, ...]) -> tuple[str, ...]:
        items = tuple(x for x in self.text(column).split(";") if x)
        for item in items:
            if item not in allowed:
                raise self.fail(column, f"unknown word {item!r}")
        return items

    def choice(self, column: str, allowed: tuple[str, ...]) -> str:
        value = self.text(column)
        if value not in allowed:
            raise self.fail(column, f"expected one of {', '.join(allowed)}")
        return value


def _rows(text: str, source: str, columns: tuple[str, ...]) -> Iterator[_Row]:
    """The records of a CSV text, after checking that its header has exactly the expected columns."""
    reader = csv.DictReader(io.StringIO(text, newline=""))
    header = tuple(reader.fieldnames or ())
    if header != columns:
        missing = [c for c in columns if c not in header]
        extra = [c for c in header if c not in columns]
        raise CardDataError(f"{source} line 1: header differs from the expected columns "
                            f"(missing {missing}, extra {extra})")
    for cells in reader:
        if None in cells:  # more cells than columns
            raise CardDataError(f"{source} line {reader.line_num}: more cells than the {len(columns)} columns")
        yield _Row(source, reader.line_num, cells)


_C = TypeVar("_C", AnimalCard, SponsorCard, ProjectCard, FinalScoringCard)


def _load(text: str | None, source: str, columns: tuple[str, ...], build: Callable[[_Row], _C],
          numbers: range) -> tuple[_C, ...]:
    """All cards of one file, checked: each number once, exactly the printed number range."""
    if text is None:
        text = read_text(source)
    cards: list[_C] = []
    seen: set[int] = set()
    for row in _rows(text, source, columns):
        c = build(row)
        if c.number in seen:
            raise row.fail("number", "number appears twice")
        seen.add(c.number)
        cards.append(c)
    if seen != set(numbers):
        missing = sorted(set(numbers) - seen)
        raise CardDataError(f"{source}: numbers must be exactly {numbers.start}–{numbers.stop - 1}; missing {missing}")
    return tuple(sorted(cards, key=lambda c: c.number))


_ANIMAL_COLUMNS = (
    "number", "name", "latin_name", "cost", "size", "rock", "water", "standard_enclosure_allowed",
    "special_enclosure", "special_enclosure_size", "continents", "categories", "requirements", "appeal",
    "conservation", "reputation", "ability_keyword", "ability_level", "ability_target", "ability2_keyword",
    "ability2_level", "ability2_target", "interaction", "solo_ability", "ability_summary",
)  # fmt: skip


def _ability(row: _Row, prefix: str) -> Ability | None:
    keyword = row.text(f"{prefix}_keyword")
    level = row.opt_whole(f"{prefix}_level", 1, 9)
    target = row.opt_text(f"{prefix}_target")
    if not keyword:
        if level is not None or target is not None:
            raise row.fail(f"{prefix}_keyword", "a level or target without a keyword")
        return None
    if target is not None and target not in ACTIONS and target not in CONTINENTS and target not in CATEGORIES:
        raise row.fail(f"{prefix}_target", "expected an action, a continent or a category")
    return Ability(keyword, level, target)


def _animal(row: _Row) -> AnimalCard:
    special = row.choice("special_enclosure", ("none", *SPECIAL_ENCLOSURES))
    special_size = row.opt_whole("special_enclosure_size", 0, 5)
    if (special == "none") != (special_size is None):
        raise row.fail("special_enclosure_size", "must be given exactly when a special enclosure is")
    abilities = tuple(a for a in (_ability(row, "ability"), _ability(row, "ability2")) if a is not None)
    categories = row.words("categories", CATEGORIES)
    if not categories:
        raise row.fail("categories", "an animal shows at least one category")
    return AnimalCard(
        number=row.whole("number", 401, 528),
        name=row.text("name", required=True),
        latin_name=row.text("latin_name"),
        cost=row.whole("cost", 0, 99),
        size=row.whole("size", 1, 5),
        rock=row.whole("rock", 0, 5),
        water=row.whole("water", 0, 5),
        standard_enclosure_allowed=row.flag("standard_enclosure_allowed"),
        special_enclosure=None if special == "none" else special,
        special_enclosure_size=special_size,
        continents=row.words("continents", CONTINENTS),
        categories=categories,
        requirements=row.words("requirements", _ANIMAL_CONDITIONS),
        appeal=row.whole("appeal", 0, 99),
        conservation=row.whole("conservation", 0, 9),
        reputation=row.whole("reputation", 0, 9),
        abilities=abilities,
        interaction=row.flag("interaction"),
        solo_ability=row.opt_text("solo_ability"),
        ability_summary=row.text("ability_summary"),
    )


_SPONSOR_COLUMNS = (
    "number", "name", "level", "place_next_to_rock", "place_next_to_water", "unique_building_size", "requirements",
    "min_reputation", "max_appeal", "icons", "appeal", "conservation", "reputation", "has_immediate", "has_ongoing",
    "has_income", "has_endgame", "immediate", "ongoing", "income", "endgame", "structured",
)  # fmt: skip


def _structured(row: _Row) -> tuple[tuple[str, str], ...]:
    parts: list[tuple[str, str]] = []
    for item in (x for x in row.text("structured").split(";") if x):
        key, sep, value = item.partition("=")
        if not sep or not key:
            raise row.fail("structured", f"item {item!r} is not key=value")
        parts.append((key, value))
    return tuple(parts)


def _sponsor(row: _Row) -> SponsorCard:
    return SponsorCard(
        number=row.whole("number", 201, 264),
        name=row.text("name", required=True),
        level=row.whole("level", 1, 9),
        place_next_to_rock=row.whole("place_next_to_rock", 0, 5),
        place_next_to_water=row.whole("place_next_to_water", 0, 5),
        unique_building_size=row.opt_whole("unique_building_size", 1, 5),
        requirements=row.words("requirements", _SPONSOR_CONDITIONS),
        min_reputation=row.opt_whole("min_reputation", 0, 15),
        max_appeal=row.opt_whole("max_appeal", 0, 113),
        icons=row.words("icons", ICONS),
        appeal=row.whole("appeal", 0, 99),
        conservation=row.whole("conservation", 0, 9),
        reputation=row.whole("reputation", 0, 9),
        has_immediate=row.flag("has_immediate"),
        has_ongoing=row.flag("has_ongoing"),
        has_income=row.flag("has_income"),
        has_endgame=row.flag("has_endgame"),
        immediate=row.text("immediate"),
        ongoing=row.text("ongoing"),
        income=row.text("income"),
        endgame=row.text("endgame"),
        structured=_structured(row),
    )


_PROJECT_COLUMNS = (
    "number", "name", "kind", "requirement_type", "required_icon",
    "tier1_threshold", "tier1_cp", "tier1_reputation", "tier2_threshold", "tier2_cp", "tier2_reputation",
    "tier3_threshold", "tier3_cp", "tier3_reputation", "play_bonus_reputation", "count_notes",
)  # fmt: skip


def _tier(row: _Row, t: int) -> ProjectTier:
    threshold = row.text(f"tier{t}_threshold", required=True)
    bare = threshold[2:] if threshold.startswith((">=", "<=")) else threshold
    if not bare.isdigit():
        raise row.fail(f"tier{t}_threshold", "expected a count or a size class like >=4, 3, <=2")
    return ProjectTier(t, threshold, row.whole(f"tier{t}_cp", 0, 9), row.whole(f"tier{t}_reputation", 0, 9))


def _project(row: _Row) -> ProjectCard:
    return ProjectCard(
        number=row.whole("number", 101, 132),
        name=row.text("name", required=True),
        project_kind=row.choice("kind", _PROJECT_KINDS),
        requirement_type=row.text("requirement_type", required=True),
        required_icon=row.opt_text("required_icon"),
        tiers=(_tier(row, 1), _tier(row, 2), _tier(row, 3)),
        play_bonus_reputation=row.whole("play_bonus_reputation", 0, 9),
        count_notes=row.text("count_notes"),
    )


_FINAL_COLUMNS = ("number", "name", "measure", "condition", "thresholds", "cp_rewards", "max_cp", "solo_usable")


def _ints(row: _Row, column: str) -> tuple[int, ...]:
    items = [x for x in row.text(column).split(";") if x]
    if not all(x.isdigit() for x in items):
        raise row.fail(column, "expected ;-separated whole numbers")
    return tuple(int(x) for x in items)


def _final(row: _Row) -> FinalScoringCard:
    raw = row.text("cp_rewards", required=True)
    numeric = all(x.isdigit() for x in raw.split(";"))
    thresholds = _ints(row, "thresholds")
    rewards = _ints(row, "cp_rewards") if numeric else ()
    if thresholds and len(thresholds) != len(rewards):
        raise row.fail("cp_rewards", f"expected one reward per threshold ({len(thresholds)})")
    return FinalScoringCard(
        number=row.whole("number", 1, 11),
        name=row.text("name", required=True),
        measure=row.text("measure", required=True),
        condition=row.text("condition"),
        thresholds=thresholds,
        cp_rewards=rewards,
        cp_rule=None if numeric else raw,
        max_cp=row.whole("max_cp", 1, 9),
        solo_usable=row.flag("solo_usable"),
    )


def load_animals(text: str | None = None, source: str = "animals.csv") -> tuple[AnimalCard, ...]:
    """The 128 animal cards, from the package data or from ``text`` (for checking another copy)."""
    return _load(text, source, _ANIMAL_COLUMNS, _animal, range(401, 529))


def load_sponsors(text: str | None = None, source: str = "sponsors.csv") -> tuple[SponsorCard, ...]:
    """The 64 sponsor cards."""
    return _load(text, source, _SPONSOR_COLUMNS, _sponsor, range(201, 265))


def load_projects(text: str | None = None, source: str = "projects.csv") -> tuple[ProjectCard, ...]:
    """The 32 conservation projects."""
    return _load(text, source, _PROJECT_COLUMNS, _project, range(101, 133))


def load_final_scoring(text: str | None = None, source: str = "final_scoring.csv") -> tuple[FinalScoringCard, ...]:
    """The 11 final scoring cards."""
    return _load(text, source, _FINAL_COLUMNS, _final, range(1, 12))


# --------------------------------------------------------------------------------------------------- the cards
ANIMALS: tuple[AnimalCard, ...] = load_animals()
SPONSORS: tuple[SponsorCard, ...] = load_sponsors()
PROJECTS: tuple[ProjectCard, ...] = load_projects()
BASE_PROJECTS: tuple[ProjectCard, ...] = tuple(p for p in PROJECTS if p.is_base)
DECK_PROJECTS: tuple[ProjectCard, ...] = tuple(p for p in PROJECTS if not p.is_base)
FINAL_SCORING_CARDS: tuple[FinalScoringCard, ...] = load_final_scoring()

#: The numbers of the 212 cards shuffled into the zoo deck (N-COMP-1): animals, sponsors and deck projects.
_DECK: tuple[ZooCard, ...] = (*ANIMALS, *SPONSORS, *DECK_PROJECTS)
ZOO_DECK_NUMBERS: tuple[int, ...] = tuple(sorted(c.number for c in _DECK))

_ALL: tuple[ZooCard, ...] = (*ANIMALS, *SPONSORS, *PROJECTS)
_BY_NUMBER: Mapping[int, ZooCard] = MappingProxyType({c.number: c for c in _ALL})
_FINAL_BY_NUMBER: Mapping[int, FinalScoringCard] = MappingProxyType({c.number: c for c in FINAL_SCORING_CARDS})


def _close(number: int, known: Mapping[int, object]) -> str:
    near = difflib.get_close_matches(str(number), [str(n) for n in known], n=3, cutoff=0.6)
    return f"; did you mean {', '.join(near)}?" if near else ""


def card(number: int) -> ZooCard:
    """The animal, sponsor or conservation project printed with ``number``.

    Raises KeyError naming the number, the valid ranges and close matches, so a typo in a move is easy to fix.
    """
    try:
        return _BY_NUMBER[number]
    except (KeyError, TypeError):
        raise KeyError(
            f"no Ark Nova card numbered {number!r} (animals 401–528, sponsors 201–264, projects 101–132)"
            + (_close(number, _BY_NUMBER) if isinstance(number, int) else "")
        ) from None


def card_as(kind: type[_C], number: int) -> _C | None:
    """Card ``number`` if it is a ``kind`` (``AnimalCard``, ``SponsorCard``, ``ProjectCard``): None for a card of
    another kind or a number no card has, where a rule only asks "is this an animal?"."""
    try:
        found = _BY_NUMBER[number]  # as card() reads it, without the message of its KeyError: none is shown here
    except (KeyError, TypeError):
        return None
    return found if isinstance(found, kind) else None


def final_scoring_card(number: int) -> FinalScoringCard:
    """The final scoring card ``number`` (1–11); its numbers overlap nothing in :func:`card` only by range."""
    try:
        return _FINAL_BY_NUMBER[number]
    except (KeyError, TypeError):
        raise KeyError(f"no final scoring card numbered {number!r} (1–11)") from None


# ------------------------------------------------------------------------------------------------- card names
def load_names(text: str, source: str = "names.csv") -> Mapping[int, dict[str, str]]:
    """The project's Chinese and French card names (``data/names.csv``: number, name_zh, name_fr), by number: the
    numbers-only shared data names each card in English only. Every card must be named once, and no other number."""
    known = {c.number for c in _ALL} | {c.number for c in FINAL_SCORING_CARDS}
    out: dict[int, dict[str, str]] = {}
    for row in _rows(text, source, ("number", "name_zh", "name_fr")):
        number = row.whole("number", 1, 999)
        if number not in known or number in out:
            raise row.fail("number", f"{number} is not a card, or is named twice")
        out[number] = {"zh": row.text("name_zh", required=True), "fr": row.text("name_fr", required=True)}
    if set(out) != known:
        raise CardDataError(f"{source}: no names for the cards {sorted(known - set(out))[:10]}")
    return MappingProxyType(out)


_NAMES: Mapping[int, dict[str, str]] = load_names(read_text("names.csv"))


def card_name(number: int, lang: str | None = None) -> str:
    """A card's name in ``lang`` (default: the language in force): the data's English name, or the project's Chinese
    or French one (``data/names.csv``). Zoo cards and final scoring cards alike; an unknown number raises KeyError."""
    lang = lang or get_language()
    names = _NAMES.get(number)
    if names is None:
        card(number)  # raises the KeyError that names the valid ranges
    if lang in ("zh", "fr") and names is not None:
        return names[lang]
    english = _BY_NUMBER.get(number) or _FINAL_BY_NUMBER[number]
    return english.name


def requirement_counts(c: AnimalCard | SponsorCard) -> tuple[tuple[str, int], ...]:
    """The printed conditions of ``c`` counted: ``(condition, how many)`` in the order they first appear."""
    return _counted(c.requirements)


@lru_cache(maxsize=1024)
def _counted(words: tuple[str, ...]) -> tuple[tuple[str, int], ...]:
    counts: dict[str, int] = {}
    for w in words:
        counts[w] = counts.get(w, 0) + 1
    return tuple(counts.items())


def zoo_icons(c: ZooCard) -> tuple[str, ...]:
    """The icons a played card adds to its owner's zoo (N-EFF-5), one entry per printed icon.

    Animals: the top-right category and continent icons plus one ``rock``/``water`` per requirement icon.
    Sponsors: their top-right icons plus the rock/water icons of their building's placement need. Projects add
    none: they are never in a zoo. Condition icons on a card's left side are never counted.
    """
    if isinstance(c, AnimalCard):
        return c.categories + c.continents + (ROCK,) * c.rock + (WATER,) * c.water
    if isinstance(c, SponsorCard):
        return c.icons + (ROCK,) * c.place_next_to_rock + (WATER,) * c.place_next_to_water
    return ()
