"""Reading the Ark Nova move notation word by word (the grammar is in docs/nova.md).

:meth:`arkwidgets.nova.moves.Move.parse` calls :func:`read`; each error names the word that is wrong and what was
expected there, in the language in force.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from ..i18n import _
from ..verdicts import NotationError
from .moves import (
    ACTIONS,
    BUILDINGS,
    CONTINENTS,
    NUMBER_RE,
    SPECIAL_ENCLOSURES,
    WORD_RE,
    Build,
    Choose,
    ChooseAction,
    Discard,
    Donate,
    DrawDeck,
    Hex,
    Keep,
    Move,
    MoveAnimal,
    PartnerZoo,
    Pass,
    PlayAnimal,
    Project,
    Reputation,
    Snap,
    Sponsor,
    SponsorsMoney,
    Stop,
    Take,
    University,
    XTokenAction,
)

__all__ = ["read"]

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
        return NotationError(_("{text}: ") .format(text=repr(self.text)) + _(problem).format(**args))

    def more(self) -> bool:
        return self.k < len(self.words)

    def peek(self) -> str | None:
        return self.words[self.k] if self.more() else None

    def word(self, what: str) -> str:
        if not self.more():
            raise self.fail("expected {what} after {last}", what=what, last=repr(self.words[-1]))
        w = self.words[self.k]
        self.k += 1
        return w

    def number(self, what: str, low: int = 0, high: int = 9999) -> int:
        w = self.word(what)
        if not NUMBER_RE.fullmatch(w) or not low <= int(w) <= high:
            raise self.fail("{word} is not {what}", word=repr(w), what=what)
        return int(w)

    def card(self) -> int:
        return self.number(_("a card number (101–132 projects, 201–264 sponsors, 401–528 animals)"), 1, 999)

    def folder(self) -> int:
        return self.number(_("a display folder (1–6)"), 1, 6)

    def hex(self) -> Hex:
        w = self.word(_("a hex written x,y"))
        m = _HEX.fullmatch(w)
        if not m:
            raise self.fail("{word} is not a hex; write x,y like 3,4", word=repr(w))
        return int(m.group(1)), int(m.group(2))

    def choice(self, options: tuple[str, ...], what: str) -> str:
        w = self.word(what)
        if w not in options:
            raise self.fail("{word} is not {what}; choose one of: {options}", word=repr(w), what=what,
                            options=", ".join(options))
        return w

    def orientation(self) -> tuple[int | None, bool]:
        rotation: int | None = None
        mirrored = False
        if self.more() and _ROT.fullmatch(self.words[self.k]):
            rotation = int(self.words[self.k][1])
            self.k += 1
        if self.peek() == "m":
            mirrored = True
            self.k += 1
        return rotation, mirrored

    def end(self) -> None:
        if self.more():
            raise self.fail("unexpected {word} at the end", word=repr(self.words[self.k]))

    def move(self) -> Move:
        verb = self.words[0]
        reader = _VERBS.get(verb)
        if reader is None:
            raise self.fail(
                "unknown move {word}; a move starts with one of: {verbs}", word=repr(verb), verbs=", ".join(_VERBS)
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
            raise r.fail("{word}: write x and the X tokens to spend, like 'x2'", word=repr(w))
        x = int(m.group(1))
    return ChooseAction(r.words[0], x)


def _build(r: _Reader) -> Move:
    kind = r.choice(BUILDINGS, _("a building"))
    where = r.hex()
    rotation, mirrored = r.orientation()
    return Build(kind, where, rotation, mirrored)


def _play(r: _Reader) -> Move:
    card = r.card()
    folder = None
    if r.peek() == "from":
        r.k += 1
        folder = r.folder()
    w = r.word("'in'")
    if w != "in":
        raise r.fail("expected 'in' and an enclosure, found {word}", word=repr(w))
    if r.peek() in SPECIAL_ENCLOSURES:
        return PlayAnimal(card, r.word(""), folder)
    return PlayAnimal(card, r.hex(), folder)


def _draw(r: _Reader) -> Move:
    w = r.word("'deck'")
    if w != "deck":
        raise r.fail("{word}: write 'draw deck' (or 'take N' for a display folder)", word=repr(w))
    return DrawDeck(r.number(_("a number of cards"), 1, 9) if r.more() else 1)


def _cards(r: _Reader) -> list[int]:
    out = [r.card()]
    while r.more():
        out.append(r.card())
    return out


def _project(r: _Reader) -> Move:
    card = r.card()
    source: int | str | None = None
    if r.peek() == "from-hand":
        r.k += 1
        source = "hand"
    elif r.peek() == "from":
        r.k += 1
        source = r.folder()
    w = r.word("'level'")
    if w != "level":
        raise r.fail("expected 'level' and 1, 2 or 3, found {word}", word=repr(w))
    level = r.number(_("a project level (1, 2 or 3)"), 1, 3)
    w = r.word("'token'")
    if w != "token":
        raise r.fail("expected 'token' and a left-edge space (1–7) or 'supply', found {word}", word=repr(w))
    if r.peek() == "supply":
        r.k += 1
        token = 0
    else:
        token = r.number(_("a left-edge space (1–7) or 'supply'"), 1, 7)
    release = None
    if r.peek() == "release":
        r.k += 1
        release = r.card()
    return Project(card, level, token, source, release)


def _sponsor(r: _Reader) -> Move:
    card = r.card()
    folder = None
    if r.peek() == "from":
        r.k += 1
        folder = r.folder()
    if not r.more():
        return Sponsor(card, folder)
    where = r.hex()
    rotation, mirrored = r.orientation()
    return Sponsor(card, folder, where, rotation, mirrored)


def _sponsors(r: _Reader) -> Move:
    if not r.more():
        return ChooseAction("sponsors", 0)
    w = r.peek()
    if w == "money":
        r.k += 1
        return SponsorsMoney()
    return _action(r)


def _choose(r: _Reader) -> Move:
    w = r.word(_("an option"))
    if not WORD_RE.fullmatch(w):
        raise r.fail("{word} is not an option word", word=repr(w))
    arg = None
    if r.more():
        arg = r.word("")
        if not (WORD_RE.fullmatch(arg) or NUMBER_RE.fullmatch(arg)):
            raise r.fail("{word} is not an option word or number", word=repr(arg))
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
