"""Languages: English, Chinese and French, from gettext message catalogs.

Every learner-facing sentence of the engine is written as an English message id (``_("... {card} ...")``) and
translated through the standard library's :mod:`gettext` from catalogs in ``arkwidgets/locale/<lang>/LC_MESSAGES``.
The catalogs are maintained with Babel (``python -m arkwidgets.i18n --help``), so the engine needs nothing beyond the
standard library at run time.

The language is chosen per process (:func:`set_language`), or for a block of code (``with language("zh"): ...``),
which is how a single render call or widget can speak another language than the rest of the process. Each game
writes its terms as the printed rules do (Ark's 小木屋 / cabine; Ark Nova's 饲养区 / enclos) in its own catalog.
"""

from __future__ import annotations

import gettext as _gettext
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from functools import cache
from pathlib import Path
from typing import Any

__all__ = [
    "LANGUAGES",
    "set_language",
    "get_language",
    "language",
    "_",
    "N_",
    "Nn_",
    "Counted",
    "ngettext",
    "pgettext",
    "join_names",
    "join_sentences",
]

LANGUAGES = ("en", "zh", "fr")
LOCALE_DIR = Path(__file__).parent / "locale"
DOMAIN = "arkwidgets"
#: Each game keeps its own catalog (Ark's in ``arkwidgets``, Ark Nova's in ``nova``), so one game's catalog can be
#: complete while the other's is still being written; :func:`_` looks a message up in both.
DOMAINS: dict[str, tuple[str, ...]] = {"arkwidgets": ("nova",), "nova": ()}
#: Where each domain's messages are extracted from (relative to the package), and which folders it leaves out.
DOMAIN_SOURCES: dict[str, tuple[str, str]] = {"arkwidgets": (".", "nova"), "nova": ("nova", "")}
#: Each domain's Babel mapping (in ``locale/``): its Python modules and its game's rulebook, a TSV file.
DOMAIN_MAPPINGS: dict[str, str] = {"arkwidgets": "babel.cfg", "nova": "babel-nova.cfg"}

_default = "en"
_scoped: ContextVar[str | None] = ContextVar("arkwidgets_language", default=None)


def _check(lang: str) -> str:
    if lang not in LANGUAGES:
        raise ValueError(f"unknown language {lang!r}; arkwidgets speaks {', '.join(LANGUAGES)}")
    return lang


def set_language(lang: str) -> None:
    """Choose the language of the whole process (``"en"``, ``"zh"`` or ``"fr"``)."""
    global _default  # noqa: PLW0603 - the process-wide language is one setting, read by every module
    _default = _check(lang)


def get_language() -> str:
    """The language in force here: the innermost :func:`language` block, else the process's."""
    return _scoped.get() or _default


@contextmanager
def language(lang: str | None) -> Iterator[str]:
    """Speak ``lang`` inside the block (``None`` keeps the current language)."""
    if lang is None:
        yield get_language()
        return
    token = _scoped.set(_check(lang))
    try:
        yield lang
    finally:
        _scoped.reset(token)


@cache
def _translation(lang: str) -> _gettext.NullTranslations:
    if lang == "en":
        return _gettext.NullTranslations()
    translation = _gettext.translation(DOMAIN, localedir=str(LOCALE_DIR), languages=[lang], fallback=True)
    for other in DOMAINS[DOMAIN]:
        translation.add_fallback(
            _gettext.translation(other, localedir=str(LOCALE_DIR), languages=[lang], fallback=True)
        )
    return translation


def _(message: str) -> str:
    """Translate a message id into the current language."""
    return _translation(get_language()).gettext(message)


def N_(message: str) -> str:
    """Mark a message for extraction without translating it yet (translated later with :func:`_`)."""
    return message


def Nn_(singular: str, plural: str) -> tuple[str, str]:
    """Mark a message and its plural for extraction without translating them yet (an event's sentence whose count is
    known only when it is read: ``Nn_("{player} keeps {count} card", "{player} keeps {count} cards")``)."""
    return singular, plural


def ngettext(singular: str, plural: str, n: int) -> str:
    return _translation(get_language()).ngettext(singular, plural, n)


class Counted(int):
    """A number with the words that agree with it, written when read in the language in force ("1 card", "2 cards";
    "1 carte", "2 cartes"): a sentence's argument that stays a number for whoever reads the data (``e.data["x"] ==
    2``). ``forms`` is an ``Nn_(singular, plural)`` pair with a ``{count}`` placeholder; ``words`` fill its others."""

    forms: tuple[str, str]
    words: dict[str, object]

    def __new__(cls, count: int, forms: tuple[str, str], **words: object) -> Counted:
        made = super().__new__(cls, count)
        made.forms, made.words = forms, words
        return made

    def __str__(self) -> str:
        count = int(self)
        return ngettext(*self.forms, count).format(count=count, **{k: str(v) for k, v in self.words.items()})

    def __repr__(self) -> str:
        return f"Counted({int(self)}, {self.forms[1]!r})"

    def __reduce__(self) -> tuple[Any, ...]:
        return (_counted, (int(self), self.forms, tuple(self.words.items())))


def _counted(count: int, forms: tuple[str, str], words: tuple[tuple[str, object], ...]) -> Counted:
    return Counted(count, forms, **dict(words))


def pgettext(context: str, message: str) -> str:
    """Translate a short word whose meaning depends on ``context`` (``pgettext("type", "slow")``)."""
    return _translation(get_language()).pgettext(context, message)


def join_names(labels: list[str]) -> str:
    """"a, b and c" in the current language."""
    if len(labels) <= 1:
        return "".join(labels)
    return _("{items} and {last}").format(items=_(", ").join(labels[:-1]), last=labels[-1])


def join_sentences(sentences: Iterable[str]) -> str:
    """Sentences as one paragraph in the current language: a space between them, none in Chinese (each sentence
    already ends in a full-width stop). Empty ones are left out."""
    glue = "" if get_language() == "zh" else " "
    return glue.join(s for s in sentences if s)


# -------------------------------------------------------------------------------------------- maintenance
def extract_options(domain: str) -> list[str]:
    """Babel's keyword and folder options for extracting ``domain``'s messages (the tests use the same)."""
    skipped = DOMAIN_SOURCES[domain][1]
    ignore = " ".join([".*", "._", *([skipped] if skipped else [])])
    mapping = ["-F", str(LOCALE_DIR / DOMAIN_MAPPINGS[domain])]  # each game's rulebook is a TSV file
    return ["-k", "_", "-k", "N_", "-k", "Nn_:1,2", "-k", "ngettext:1,2", "-k", "pgettext:1c,2",
            f"--ignore-dirs={ignore}", *mapping]


def main(argv: list[str] | None = None) -> int:
    """Maintain the catalogs with Babel: ``extract`` → ``update`` → (translate) → ``compile``."""
    import argparse
    import subprocess
    import sys

    parser = argparse.ArgumentParser(prog="python -m arkwidgets.i18n", description=main.__doc__)
    parser.add_argument("step", choices=["extract", "update", "compile", "all"])
    parser.add_argument("--domain", choices=sorted(DOMAINS), default=DOMAIN, help="which game's catalog")
    args = parser.parse_args(argv)
    domain = args.domain
    source, _skipped = DOMAIN_SOURCES[domain]
    package = (Path(__file__).parent / source).resolve()
    pot = LOCALE_DIR / f"{domain}.pot"
    steps = ["extract", "update", "compile"] if args.step == "all" else [args.step]
    for step in steps:
        if step == "extract":
            cmd = [
                "pybabel", "extract", "--no-location", "--sort-output", "--project=arkwidgets",
                *extract_options(domain), "-o", str(pot), str(package),
            ]
        elif step == "update":
            cmd = ["pybabel", "update", "--no-fuzzy-matching", "-D", domain, "-i", str(pot), "-d", str(LOCALE_DIR)]
        else:
            cmd = ["pybabel", "compile", "-D", domain, "-d", str(LOCALE_DIR)]
        print("+", " ".join(cmd), file=sys.stderr)
        subprocess.run(cmd, check=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
