"""Ark Nova moves and their text notation (the whole grammar is in docs/nova.md).

A move is a small frozen value that answers the current question (see :mod:`.decisions`). Moves hold numbers and
words, never cards or states, so they can be typed, stored, compared and sent over the wire; the rules resolve them
when they judge. ``Move.parse(text)`` reads any move and ``str(move)`` writes its one canonical spelling, so
``Move.parse(str(m)) == m`` for every move. Bad text raises :class:`NotationError` naming the word that is wrong.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import MISSING, dataclass, fields
from typing import Any, ClassVar

from ..i18n import N_, _
from ..markup import clip
from ..movetext import move_words
from ..verdicts import NotationError

__all__ = [
    "ACTIONS",
    "BUILDINGS",
    "CONTINENTS",
    "SPECIAL_ENCLOSURES",
    "Build",
    "Choose",
    "ChooseAction",
    "Discard",
    "Donate",
    "DrawDeck",
    "Hex",
    "Keep",
    "Move",
    "MoveAnimal",
    "PartnerZoo",
    "Pass",
    "PlayAnimal",
    "Project",
    "Reputation",
    "Snap",
    "Sponsor",
    "SponsorsMoney",
    "Stop",
    "Take",
    "University",
    "XTokenAction",
    "format_hex",
]

#: The five action cards, by the names the notation uses.
ACTIONS = ("animals", "build", "cards", "association", "sponsors")
#: Special enclosures: an animal may live "in" one of them (N-ANIM-8).
SPECIAL_ENCLOSURES = ("petting-zoo", "reptile-house", "large-bird-aviary")
#: Every building the Build action can place (N-BUILD-1): kiosk, pavilion, five standard sizes, three specials.
BUILDINGS = ("kiosk", "pavilion", *(f"enclosure-{n}" for n in range(1, 6)), *SPECIAL_ENCLOSURES)
CONTINENTS = ("africa", "americas", "asia", "australia", "europe")
Hex = tuple[int, int]

_MAX_TEXT = 300
NUMBER_RE = re.compile(r"[0-9]{1,4}")
WORD_RE = re.compile(r"[a-z][a-z0-9]*(?:-[a-z0-9]+)*")


class Move:
    """Base of all moves. ``Move.parse(text)`` reads any move; ``str(move)`` writes it back."""

    __slots__ = ()
    verb: ClassVar[str] = ""

    @staticmethod
    def parse(text: str | Move) -> Move:
        if isinstance(text, Move):
            return text
        words = [w.lower() for w in move_words(text, _MAX_TEXT, "'cards' or 'build kiosk 3,4'",
                                               _("an empty move; write e.g. 'cards', 'build kiosk 3,4' or 'stop'"))]
        assert isinstance(text, str)  # move_words refused anything else
        return read(text, words)


# ------------------------------------------------------------------------------------------------ values
def format_hex(h: Hex) -> str:
    return f"{h[0]},{h[1]}"


def _check_hex(h: object) -> None:
    if not (isinstance(h, tuple) and len(h) == 2 and all(type(v) is int and 0 <= v <= 99 for v in h)):
        raise NotationError(f"a hex is a pair of small whole numbers (x, y), got {clip(repr(h))}")


def _check_card(c: object) -> None:
    if type(c) is not int or not 1 <= c <= 999:
        raise NotationError(f"a card number is a whole number from 1 to 999, got {clip(repr(c))}")


def _check_folder(f: object) -> None:
    if f is not None and (type(f) is not int or not 1 <= f <= 6):
        raise NotationError(f"a display folder is 1 to 6, got {clip(repr(f))}")


def _orientation(rotation: int | None, mirrored: bool) -> str:
    return (f" r{rotation}" if rotation is not None else "") + (" m" if mirrored else "")


def _check_orientation(rotation: object, mirrored: object) -> None:
    if rotation is not None and (type(rotation) is not int or not 0 <= rotation <= 5):
        raise NotationError(f"a rotation is 0 to 5 (sixths of a turn), got {clip(repr(rotation))}")
    if type(mirrored) is not bool:
        raise NotationError(f"mirrored is true or false, got {clip(repr(mirrored))}")


@dataclass(frozen=True, slots=True)
class ChooseAction(Move):
    """N-TURN-2, N-X-2: use an action card, spending ``x`` X tokens on it (strength = slot + x)."""

    card: str
    x: int = 0

    def __post_init__(self) -> None:
        if self.card not in ACTIONS:
            raise NotationError(f"{clip(repr(self.card))} is not an action card; choose one of {', '.join(ACTIONS)}")
        if type(self.x) is not int or not 0 <= self.x <= 5:
            raise NotationError(f"at most 5 X tokens can be spent (N-X-1), got {clip(repr(self.x))}")

    def __str__(self) -> str:
        return self.card + (f" x{self.x}" if self.x else "")


@dataclass(frozen=True, slots=True)
class XTokenAction(Move):
    """N-X-5: move an action card to slot 1 and take 1 X token instead of acting."""

    card: str

    def __post_init__(self) -> None:
        if self.card not in ACTIONS:
            raise NotationError(f"{clip(repr(self.card))} is not an action card; choose one of {', '.join(ACTIONS)}")

    def __str__(self) -> str:
        return f"x-token {self.card}"


@dataclass(frozen=True, slots=True)
class Build(Move):
    """N-BUILD: place ``kind`` with its anchor on ``hex``, turned ``rotation`` sixths, ``mirrored`` (specials only)."""

    kind: str
    hex: Hex
    rotation: int | None = None
    mirrored: bool = False

    def __post_init__(self) -> None:
        if self.kind not in BUILDINGS:
            raise NotationError(f"{clip(repr(self.kind))} is not a building; choose one of {', '.join(BUILDINGS)}")
        _check_hex(self.hex)
        _check_orientation(self.rotation, self.mirrored)

    def __str__(self) -> str:
        return f"build {self.kind} {format_hex(self.hex)}{_orientation(self.rotation, self.mirrored)}"


@dataclass(frozen=True, slots=True)
class PlayAnimal(Move):
    """N-ANIM: play animal ``card`` (from the hand, or display ``folder`` with Animals II) into ``home``.

    ``home`` is the anchor hex of a standard enclosure, or the name of a special enclosure.
    """

    card: int
    home: Hex | str
    folder: int | None = None

    def __post_init__(self) -> None:
        _check_card(self.card)
        _check_folder(self.folder)
        if isinstance(self.home, str):
            if self.home not in SPECIAL_ENCLOSURES:
                raise NotationError(
                    f"{clip(repr(self.home))} is not a special enclosure ({', '.join(SPECIAL_ENCLOSURES)})")
        else:
            _check_hex(self.home)

    def __str__(self) -> str:
        where = self.home if isinstance(self.home, str) else format_hex(self.home)
        source = f" from {self.folder}" if self.folder is not None else ""
        return f"play {self.card}{source} in {where}"


@dataclass(frozen=True, slots=True)
class MoveAnimal(Move):
    """N-BUILD-17, N-ANIM-15: move an animal of your zoo into the special enclosure just built."""

    card: int

    def __post_init__(self) -> None:
        _check_card(self.card)

    def __str__(self) -> str:
        return f"move {self.card}"


@dataclass(frozen=True, slots=True)
class DrawDeck(Move):
    """Take ``count`` cards from the top of the deck (N-CARDS-2, N-CARDS-4, card bonuses)."""

    count: int = 1

    def __post_init__(self) -> None:
        if type(self.count) is not int or not 1 <= self.count <= 9:
            raise NotationError(f"draw 1 to 9 cards, got {clip(repr(self.count))}")

    def __str__(self) -> str:
        return "draw deck" + (f" {self.count}" if self.count != 1 else "")


@dataclass(frozen=True, slots=True)
class Take(Move):
    """N-CARDS-4: take the card of display ``folder`` within your reputation range."""

    folder: int

    def __post_init__(self) -> None:
        _check_folder(self.folder)

    def __str__(self) -> str:
        return f"take {self.folder}"


@dataclass(frozen=True, slots=True)
class Snap(Move):
    """N-CARDS-3/-5, N-KEY-2: take the card of any display ``folder``, whatever your reputation."""

    folder: int

    def __post_init__(self) -> None:
        _check_folder(self.folder)

    def __str__(self) -> str:
        return f"snap {self.folder}"


@dataclass(frozen=True, slots=True)
class Discard(Move):
    """Discard ``card`` from your hand (Cards, hand limit) or a final scoring card (N-CP-5, N-CP-6)."""

    card: int

    def __post_init__(self) -> None:
        _check_card(self.card)

    def __str__(self) -> str:
        return f"discard {self.card}"


@dataclass(frozen=True, slots=True)
class Keep(Move):
    """N-SET-17 (keep 4 of 8), N-KEY-1 (keep 1): the cards kept, in rising order."""

    cards: tuple[int, ...]

    def __post_init__(self) -> None:
        if not isinstance(self.cards, tuple) or not self.cards:
            raise NotationError("keep names at least one card")
        for c in self.cards:
            _check_card(c)
        if len(set(self.cards)) != len(self.cards):
            raise NotationError(f"keep names each card once, got {' '.join(map(str, self.cards))}")
        if list(self.cards) != sorted(self.cards):
            object.__setattr__(self, "cards", tuple(sorted(self.cards)))

    def __str__(self) -> str:
        return "keep " + " ".join(str(c) for c in self.cards)


@dataclass(frozen=True, slots=True)
class Reputation(Move):
    """Association task 2 (N-ASSOC-4), or Animals II's +1 reputation at the start (N-ANIM-12)."""

    def __str__(self) -> str:
        return "reputation"


@dataclass(frozen=True, slots=True)
class PartnerZoo(Move):
    """Association task 3 (N-ASSOC-5): take a partner zoo of ``continent``."""

    continent: str

    def __post_init__(self) -> None:
        if self.continent not in CONTINENTS:
            raise NotationError(f"{clip(repr(self.continent))} is not a continent ({', '.join(CONTINENTS)})")

    def __str__(self) -> str:
        return f"partner-zoo {self.continent}"


@dataclass(frozen=True, slots=True)
class University(Move):
    """Association task 4 (N-ASSOC-8): take a university of ``kind``."""

    kind: str

    def __post_init__(self) -> None:
        if not isinstance(self.kind, str) or not WORD_RE.fullmatch(self.kind):
            raise NotationError(f"{clip(repr(self.kind))} is not a university kind")

    def __str__(self) -> str:
        return f"university {self.kind}"


@dataclass(frozen=True, slots=True)
class Project(Move):
    """Association task 5 (N-PROJ-3 … -8): support ``level`` of project ``card`` with the token of left-edge
    space ``token`` (1–7 top to bottom; 0 = from the supply, ND-13). ``source``: ``None`` for a project in play,
    ``"hand"`` or a display folder to play a project card first; ``release``: the animal released (N-PROJ-7)."""

    card: int
    level: int
    token: int
    source: int | str | None = None
    release: int | None = None

    def __post_init__(self) -> None:
        _check_card(self.card)
        if type(self.level) is not int or not 1 <= self.level <= 3:
            raise NotationError(f"a project level is 1, 2 or 3, got {clip(repr(self.level))}")
        if type(self.token) is not int or not 0 <= self.token <= 7:
            raise NotationError(f"a token is a left-edge space 1–7 or 0 for the supply, got {clip(repr(self.token))}")
        if self.source != "hand":
            _check_folder(self.source)
        if self.release is not None:
            _check_card(self.release)

    def __str__(self) -> str:
        source = "" if self.source is None else " from-hand" if self.source == "hand" else f" from {self.source}"
        token = "supply" if self.token == 0 else str(self.token)
        release = f" release {self.release}" if self.release is not None else ""
        return f"project {self.card}{source} level {self.level} token {token}{release}"


@dataclass(frozen=True, slots=True)
class Donate(Move):
    """N-ASSOC-12: donate at the smallest visible donation space (Association II)."""

    def __str__(self) -> str:
        return "donate"


@dataclass(frozen=True, slots=True)
class Sponsor(Move):
    """N-SPON: play sponsor ``card`` (from display ``folder`` with Sponsors II), placing its unique building with
    its anchor on ``hex`` when it has one (N-SPON-9)."""

    card: int
    folder: int | None = None
    hex: Hex | None = None
    rotation: int | None = None
    mirrored: bool = False

    def __post_init__(self) -> None:
        _check_card(self.card)
        _check_folder(self.folder)
        if self.hex is not None:
            _check_hex(self.hex)
        elif self.rotation is not None or self.mirrored:
            raise NotationError("a rotation needs a hex for the building")
        _check_orientation(self.rotation, self.mirrored)

    def __str__(self) -> str:
        out = f"sponsor {self.card}" + (f" from {self.folder}" if self.folder is not None else "")
        if self.hex is not None:
            out += f" {format_hex(self.hex)}{_orientation(self.rotation, self.mirrored)}"
        return out


@dataclass(frozen=True, slots=True)
class SponsorsMoney(Move):
    """N-SPON-3, N-SPON-6: the Sponsors money alternative (break +X, money X or 2X)."""

    def __str__(self) -> str:
        return "sponsors money"


@dataclass(frozen=True, slots=True)
class Choose(Move):
    """An answer to a choice the rules offer: ``choose upgrade build``, ``choose worker``, ``choose money``,
    ``choose tile 1``, ``choose effect 2`` …; what is on offer is the current question's ``legal_moves()``."""

    option: str
    arg: str | None = None

    def __post_init__(self) -> None:
        if not isinstance(self.option, str) or not WORD_RE.fullmatch(self.option):
            raise NotationError(f"{clip(repr(self.option))} is not an option word")
        if self.arg is not None and not (
            isinstance(self.arg, str) and (WORD_RE.fullmatch(self.arg) or NUMBER_RE.fullmatch(self.arg))
        ):
            raise NotationError(f"{clip(repr(self.arg))} is not an option word or number")

    def __str__(self) -> str:
        return f"choose {self.option}" + (f" {self.arg}" if self.arg is not None else "")


@dataclass(frozen=True, slots=True)
class Stop(Move):
    """End an action that may do more (Build II, Animals, Association II, Sponsors II) once it did something."""

    def __str__(self) -> str:
        return "stop"


@dataclass(frozen=True, slots=True)
class Pass(Move):
    """Decline an optional offer (a bonus that may be refused, moving animals into a new special enclosure)."""

    def __str__(self) -> str:
        return "pass"


def _quick_init(cls: type[Move]) -> None:
    """Give the frozen move class ``cls`` an ``__init__`` that sets each field through its slot's own setter, then
    checks the move (``__post_init__``): what the dataclass's ``__init__`` does (same parameters and defaults),
    without an ``object.__setattr__`` call per field (the rules make moves by the hundred for every question)."""
    found = fields(cls)  # type: ignore[arg-type]  # every class given here is a dataclass
    if not found or any(f.default_factory is not MISSING for f in found):
        return  # nothing to set, or a default made per move: the dataclass's own __init__ stays
    params = ", ".join(f.name if f.default is MISSING else f"{f.name}=default_{f.name}" for f in found)
    lines = [f"def __init__(self, {params}):", *(f"    set_{f.name}(self, {f.name})" for f in found)]
    if hasattr(cls, "__post_init__"):
        lines.append("    self.__post_init__()")
    scope: dict[str, Any] = {f"set_{f.name}": cls.__dict__[f.name].__set__ for f in found}
    scope.update((f"default_{f.name}", f.default) for f in found if f.default is not MISSING)
    exec("\n".join(lines), scope)  # generated from the class's own field declaration
    init = scope["__init__"]
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    cls.__init__ = init  # type: ignore[method-assign]


for _name in __all__:
    _class = globals()[_name]
    if isinstance(_class, type) and issubclass(_class, Move) and _class is not Move:
        _quick_init(_class)


# ------------------------------------------------------------------------------------------------ reading the notation
# The move notation is read word by word (the grammar is in docs/nova.md); each error names the word that is wrong
# and what was expected there, in the language in force. Moves and their notation are one module, as in Ark's
# :mod:`arkwidgets.ark.moves`: each class writes itself (``__str__``) and the reader below reads it back.
_HEX = re.compile(r"([0-9]{1,2}),([0-9]{1,2})")
_ROT = re.compile(r"r([0-5])")
_X = re.compile(r"x([0-9]{1,2})")


def read(text: str, words: list[str]) -> Move:
    """The move written by ``words`` (``text`` split and lower-cased)."""
    return _Reader(text, words).move()

class _Reader:
    """Reads one move word by word, so each error can point at the word that is wrong."""

    def __init__(self, text: str, words: list[str]):
        self.text = text
        self.words = words
        self.k = 1

    def fail(self, problem: str, **args: object) -> NotationError:
        """The error for ``problem`` (a message id marked with ``N_``), translated into the language in force."""
        return NotationError(_("{text}: ") .format(text=repr(clip(self.text))) + _(problem).format(**args))

    def skip(self, word: str) -> bool:
        """Read ``word`` if it comes next (an optional keyword such as ``from``)."""
        if self.peek() != word:
            return False
        self.k += 1
        return True

    def keyword(self, word: str, problem: str) -> None:
        """Read the keyword ``word``, or fail with ``problem`` (which names the word found as ``{word}``)."""
        found = self.word(repr(clip(word)))
        if found != word:
            raise self.fail(problem, word=repr(clip(found)))

    def source_folder(self) -> int | None:
        """``from N``: the display folder a card is taken from, if the move names one."""
        return self.folder() if self.skip("from") else None

    def more(self) -> bool:
        return self.k < len(self.words)

    def peek(self) -> str | None:
        return self.words[self.k] if self.more() else None

    def word(self, what: str) -> str:
        if not self.more():
            raise self.fail(N_("expected {what} after {last}"), what=what, last=repr(clip(self.words[-1])))
        w = self.words[self.k]
        self.k += 1
        return w

    def number(self, what: str, low: int = 0, high: int = 9999) -> int:
        w = self.word(what)
        if not NUMBER_RE.fullmatch(w) or not low <= int(w) <= high:
            raise self.fail(N_("{word} is not {what}"), word=repr(clip(w)), what=what)
        return int(w)

    def card(self) -> int:
        return self.number(_("a card number (101–132 projects, 201–264 sponsors, 401–528 animals)"), 1, 999)

    def folder(self) -> int:
        return self.number(_("a display folder (1–6)"), 1, 6)

    def hex(self) -> Hex:
        w = self.word(_("a hex written x,y"))
        m = _HEX.fullmatch(w)
        if not m:
            raise self.fail(N_("{word} is not a hex; write x,y like 3,4"), word=repr(clip(w)))
        return int(m.group(1)), int(m.group(2))

    def choice(self, options: tuple[str, ...], what: str) -> str:
        w = self.word(what)
        if w not in options:
            raise self.fail(N_("{word} is not {what}; choose one of: {options}"), word=repr(clip(w)), what=what,
                            options=", ".join(options))
        return w

    def orientation(self) -> tuple[int | None, bool]:
        rotation: int | None = None
        if self.more() and _ROT.fullmatch(self.words[self.k]):
            rotation = int(self.words[self.k][1])
            self.k += 1
        return rotation, self.skip("m")

    def end(self) -> None:
        if self.more():
            raise self.fail(N_("unexpected {word} at the end"), word=repr(clip(self.words[self.k])))

    def move(self) -> Move:
        verb = self.words[0]
        reader = _VERBS.get(verb)
        if reader is None:
            raise self.fail(
                N_("unknown move {word}; a move starts with one of: {verbs}"), word=repr(clip(verb)),
                verbs=", ".join(_VERBS)
            )
        move = reader(self)
        self.end()
        return move


def _action(r: _Reader) -> Move:
    x = 0
    if r.more():
        w = r.word("x N")
        m = _X.fullmatch(w)
        if not m:
            raise r.fail(N_("{word}: write x and the X tokens to spend, like 'x2'"), word=repr(clip(w)))
        x = int(m.group(1))
    return ChooseAction(r.words[0], x)


def _build(r: _Reader) -> Move:
    kind = r.choice(BUILDINGS, _("a building"))
    where = r.hex()
    rotation, mirrored = r.orientation()
    return Build(kind, where, rotation, mirrored)


def _play(r: _Reader) -> Move:
    card = r.card()
    folder = r.source_folder()
    r.keyword("in", N_("expected 'in' and an enclosure, found {word}"))
    if r.peek() in SPECIAL_ENCLOSURES:
        return PlayAnimal(card, r.word(""), folder)
    return PlayAnimal(card, r.hex(), folder)


def _draw(r: _Reader) -> Move:
    r.keyword("deck", N_("{word}: write 'draw deck' (or 'take N' for a display folder)"))
    return DrawDeck(r.number(_("a number of cards"), 1, 9) if r.more() else 1)


def _cards(r: _Reader) -> list[int]:
    out = [r.card()]
    while r.more():
        out.append(r.card())
    return out


def _project(r: _Reader) -> Move:
    card = r.card()
    source: int | str | None = "hand" if r.skip("from-hand") else r.source_folder()
    r.keyword("level", N_("expected 'level' and 1, 2 or 3, found {word}"))
    level = r.number(_("a project level (1, 2 or 3)"), 1, 3)
    r.keyword("token", N_("expected 'token' and a left-edge space (1–7) or 'supply', found {word}"))
    token = 0 if r.skip("supply") else r.number(_("a left-edge space (1–7) or 'supply'"), 1, 7)
    release = r.card() if r.skip("release") else None
    return Project(card, level, token, source, release)


def _sponsor(r: _Reader) -> Move:
    card = r.card()
    folder = r.source_folder()
    if not r.more():
        return Sponsor(card, folder)
    where = r.hex()
    rotation, mirrored = r.orientation()
    return Sponsor(card, folder, where, rotation, mirrored)


def _sponsors(r: _Reader) -> Move:
    if not r.more():
        return ChooseAction("sponsors", 0)
    if r.skip("money"):
        return SponsorsMoney()
    return _action(r)


def _choose(r: _Reader) -> Move:
    w = r.word(_("an option"))
    if not WORD_RE.fullmatch(w):
        raise r.fail(N_("{word} is not an option word"), word=repr(clip(w)))
    arg = None
    if r.more():
        arg = r.word("")
        if not (WORD_RE.fullmatch(arg) or NUMBER_RE.fullmatch(arg)):
            raise r.fail(N_("{word} is not an option word or number"), word=repr(clip(arg)))
    return Choose(w, arg)


def _xtoken(r: _Reader) -> Move:
    return XTokenAction(r.choice(ACTIONS, _("an action card")))


_VERBS: dict[str, Callable[[_Reader], Move]] = {
    "animals": _action, "build": lambda r: _build(r) if r.more() and not _X.fullmatch(r.words[1]) else _action(r),
    "cards": _action, "association": _action, "sponsors": _sponsors, "x-token": _xtoken,
    "play": _play, "move": lambda r: MoveAnimal(r.card()),
    "draw": _draw, "take": lambda r: Take(r.folder()), "snap": lambda r: Snap(r.folder()),
    "discard": lambda r: Discard(r.card()), "keep": lambda r: Keep(tuple(_cards(r))),
    "reputation": lambda r: Reputation(),
    "partner-zoo": lambda r: PartnerZoo(r.choice(CONTINENTS, _("a continent"))),
    "university": lambda r: University(r.word(_("a university kind"))),
    "project": _project, "donate": lambda r: Donate(),
    "sponsor": _sponsor, "choose": _choose, "stop": lambda r: Stop(), "pass": lambda r: Pass(),
}
