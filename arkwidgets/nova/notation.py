"""Reading the Ark Nova move notation word by word (the grammar is in docs/nova.md).

:meth:`arkwidgets.nova.moves.Move.parse` calls :func:`read`; each error names the word that is wrong and what was
expected there, in the language in force.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from ..i18n import N_, _
from ..verdicts import NotationError
from . import moves
from .moves import ACTIONS, BUILDINGS, CONTINENTS, NUMBER_RE, SPECIAL_ENCLOSURES, WORD_RE, Hex, Move

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
        """The error for ``problem`` (a message id marked with ``N_``), translated into the language in force."""
        return NotationError(_("{text}: ") .format(text=repr(self.text)) + _(problem).format(**args))

    def skip(self, word: str) -> bool:
        """Read ``word`` if it comes next (an optional keyword such as ``from``)."""
        if self.peek() != word:
            return False
        self.k += 1
        return True

    def keyword(self, word: str, problem: str) -> None:
        """Read the keyword ``word``, or fail with ``problem`` (which names the word found as ``{word}``)."""
        found = self.word(repr(word))
        if found != word:
            raise self.fail(problem, word=repr(found))

    def source_folder(self) -> int | None:
        """``from N``: the display folder a card is taken from, if the move names one."""
        return self.folder() if self.skip("from") else None

    def more(self) -> bool:
        return self.k < len(self.words)

    def peek(self) -> str | None:
        return self.words[self.k] if self.more() else None

    def word(self, what: str) -> str:
        if not self.more():
            raise self.fail(N_("expected {what} after {last}"), what=what, last=repr(self.words[-1]))
        w = self.words[self.k]
        self.k += 1
        return w

    def number(self, what: str, low: int = 0, high: int = 9999) -> int:
        w = self.word(what)
        if not NUMBER_RE.fullmatch(w) or not low <= int(w) <= high:
            raise self.fail(N_("{word} is not {what}"), word=repr(w), what=what)
        return int(w)

    def card(self) -> int:
        return self.number(_("a card number (101–132 projects, 201–264 sponsors, 401–528 animals)"), 1, 999)

    def folder(self) -> int:
        return self.number(_("a display folder (1–6)"), 1, 6)

    def hex(self) -> Hex:
        w = self.word(_("a hex written x,y"))
        m = _HEX.fullmatch(w)
        if not m:
            raise self.fail(N_("{word} is not a hex; write x,y like 3,4"), word=repr(w))
        return int(m.group(1)), int(m.group(2))

    def choice(self, options: tuple[str, ...], what: str) -> str:
        w = self.word(what)
        if w not in options:
            raise self.fail(N_("{word} is not {what}; choose one of: {options}"), word=repr(w), what=what,
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
            raise self.fail(N_("unexpected {word} at the end"), word=repr(self.words[self.k]))

    def move(self) -> Move:
        verb = self.words[0]
        reader = _VERBS.get(verb)
        if reader is None:
            raise self.fail(
                N_("unknown move {word}; a move starts with one of: {verbs}"), word=repr(verb), verbs=", ".join(_VERBS)
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
            raise r.fail(N_("{word}: write x and the X tokens to spend, like 'x2'"), word=repr(w))
        x = int(m.group(1))
    return moves.ChooseAction(r.words[0], x)


def _build(r: _Reader) -> Move:
    kind = r.choice(BUILDINGS, _("a building"))
    where = r.hex()
    rotation, mirrored = r.orientation()
    return moves.Build(kind, where, rotation, mirrored)


def _play(r: _Reader) -> Move:
    card = r.card()
    folder = r.source_folder()
    r.keyword("in", N_("expected 'in' and an enclosure, found {word}"))
    if r.peek() in SPECIAL_ENCLOSURES:
        return moves.PlayAnimal(card, r.word(""), folder)
    return moves.PlayAnimal(card, r.hex(), folder)


def _draw(r: _Reader) -> Move:
    r.keyword("deck", N_("{word}: write 'draw deck' (or 'take N' for a display folder)"))
    return moves.DrawDeck(r.number(_("a number of cards"), 1, 9) if r.more() else 1)


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
    return moves.Project(card, level, token, source, release)


def _sponsor(r: _Reader) -> Move:
    card = r.card()
    folder = r.source_folder()
    if not r.more():
        return moves.Sponsor(card, folder)
    where = r.hex()
    rotation, mirrored = r.orientation()
    return moves.Sponsor(card, folder, where, rotation, mirrored)


def _sponsors(r: _Reader) -> Move:
    if not r.more():
        return moves.ChooseAction("sponsors", 0)
    if r.skip("money"):
        return moves.SponsorsMoney()
    return _action(r)


def _choose(r: _Reader) -> Move:
    w = r.word(_("an option"))
    if not WORD_RE.fullmatch(w):
        raise r.fail(N_("{word} is not an option word"), word=repr(w))
    arg = None
    if r.more():
        arg = r.word("")
        if not (WORD_RE.fullmatch(arg) or NUMBER_RE.fullmatch(arg)):
            raise r.fail(N_("{word} is not an option word or number"), word=repr(arg))
    return moves.Choose(w, arg)


def _xtoken(r: _Reader) -> Move:
    return moves.XTokenAction(r.choice(ACTIONS, _("an action card")))


_VERBS: dict[str, Callable[[_Reader], Move]] = {
    "animals": _action, "build": lambda r: _build(r) if r.more() and not _X.fullmatch(r.words[1]) else _action(r),
    "cards": _action, "association": _action, "sponsors": _sponsors, "x-token": _xtoken,
    "play": _play, "move": lambda r: moves.MoveAnimal(r.card()),
    "draw": _draw, "take": lambda r: moves.Take(r.folder()), "snap": lambda r: moves.Snap(r.folder()),
    "discard": lambda r: moves.Discard(r.card()), "keep": lambda r: moves.Keep(tuple(_cards(r))),
    "reputation": lambda r: moves.Reputation(),
    "partner-zoo": lambda r: moves.PartnerZoo(r.choice(CONTINENTS, _("a continent"))),
    "university": lambda r: moves.University(r.word(_("a university kind"))),
    "project": _project, "donate": lambda r: moves.Donate(),
    "sponsor": _sponsor, "choose": _choose, "stop": lambda r: moves.Stop(), "pass": lambda r: moves.Pass(),
}
