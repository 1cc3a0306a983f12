"""Both games' rulebooks in one format: a table of rule ids read from a TSV file, put into words, and written out
as the game's rules page.

Each game keeps its rulebook as ``rulebook.tsv`` beside its engine (``arkwidgets/ark/rulebook.tsv``,
``arkwidgets/nova/rulebook.tsv``): one id a line with its one-line summary (an English message id), its name in a
word or two (optional, for the places too small for a summary), and a note for the page (optional, one paragraph);
before the first id of each area (what stands before an id's number: ``P`` for P-4, ``N-BUILD`` for N-BUILD-10) a
line ``## <area>\t<heading>\t<introduction>`` gives the page's heading for it and a sentence introducing it.
:class:`Rulebook` reads it; :func:`page` writes the game's page (``docs/rules.md``, ``docs/nova-rules.md``) from it,
so the page and the tooltips on rule ids cannot drift; :func:`extract_rulebook` lets Babel find the summaries and
names to translate. Standard library only.
"""

from __future__ import annotations

import textwrap
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, BinaryIO

from .i18n import _

__all__ = ["Rulebook", "area_of", "extract_rulebook", "page", "titled_with", "translated"]

#: The columns of a rulebook file, in order (the first line that is not a comment names them).
COLUMNS = ("id", "summary", "short", "note")
#: How an area's line begins (a comment to :func:`_rows`, so Babel does not see it: the page is English).
AREA = "## "


def translated(table: Mapping[str, str], rule_id: str) -> str:
    """``table``'s English words for ``rule_id`` in the language in force; empty for an id it does not know."""
    text = table.get(rule_id)
    return _(text) if text else ""


def titled_with(rule_id: str, words: str) -> str:
    """``"P-4: A carnivore …"``: the id and its words for a tooltip (the id alone when there are none)."""
    return f"{rule_id}: {words}" if words else rule_id


@dataclass(frozen=True)
class Rulebook:
    """A game's rule ids, in the order of its page, each with its summary, its short name and its note; and its
    areas, each with the page's heading and introduction."""

    rules: Mapping[str, str]
    short: Mapping[str, str]
    notes: Mapping[str, str]
    areas: Mapping[str, tuple[str, str]]

    @classmethod
    def read(cls, path: Path) -> Rulebook:
        """The rulebook in the TSV file ``path`` (see the module's docstring); ``ValueError`` names a bad line."""
        rules: dict[str, str] = {}
        short: dict[str, str] = {}
        notes: dict[str, str] = {}
        text = path.read_text(encoding="utf-8")
        for number, row in _rows(text):
            rule_id, summary, name, note = (row.get(column, "") for column in COLUMNS)
            if not rule_id or not summary or rule_id in rules:
                raise ValueError(f"{path.name} line {number}: an id seen once, with its summary, is needed")
            rules[rule_id] = summary
            if name:
                short[rule_id] = name
            if note:
                notes[rule_id] = note
        areas = {}
        for line in text.splitlines():
            if line.startswith(AREA):
                key, heading, intro = (*line.removeprefix(AREA).split("\t"), "")[:3]
                areas[key] = (heading, intro)
        return cls(rules, short, notes, areas)

    def summary(self, rule_id: str) -> str:
        """The rule's one-line summary in the language in force (empty for an id the rulebook does not know)."""
        return translated(self.rules, rule_id)

    def short_name(self, rule_id: str) -> str:
        """The rule's name in a word or two in the language in force (empty when it has none)."""
        return translated(self.short, rule_id)

    def titled(self, rule_id: str) -> str:
        """``"P-4: A carnivore or omnivore must be …"``: a rule id with its summary, for a tooltip."""
        return titled_with(rule_id, self.summary(rule_id))


def _rows(text: str) -> Iterator[tuple[int, dict[str, str]]]:
    """(line number, column → text) of every rule line; the first line that is not a comment names the columns (a
    rulebook may leave out ``short`` or ``note``)."""
    header: list[str] | None = None
    for number, line in enumerate(text.splitlines(), start=1):
        if not line or line.startswith("#"):
            continue
        if header is None:
            header = line.split("\t")
            if header[:2] != list(COLUMNS[:2]) or not set(header) <= set(COLUMNS):
                raise ValueError(f"line {number}: the columns are {', '.join(COLUMNS)} (id and summary first)")
            continue
        yield number, dict(zip(header, line.split("\t"), strict=False))


def area_of(rule_id: str) -> str:
    """The group an id belongs to: what stands before its number (``P`` for P-4, ``N-BUILD`` for N-BUILD-10)."""
    return rule_id.rpartition("-")[0]


def page(title: str, preamble: str, book: Rulebook, link: Callable[[str], str] = str,
         after: Mapping[str, Sequence[str]] | None = None) -> str:
    """A game's rules page: the title, the ``preamble`` (Markdown), then every id of ``book`` under the heading of
    its area with its summary quoted and its note; ``link`` turns the ids a text cites into links, ``after`` adds
    lines after an id (a list kept elsewhere)."""
    out = [f"# {title}", "", preamble.strip(), ""]
    current = None
    for rule_id, summary in book.rules.items():
        key = area_of(rule_id)
        if key != current:
            current = key
            heading, intro = book.areas[key]
            out += [f"## {heading}", ""] + ([_fill(link(intro)), ""] if intro else [])
        out += [f"### {rule_id}", "", f"> {summary}", ""]
        if rule_id in book.notes:
            out += [_fill(link(book.notes[rule_id])), ""]
        out += list((after or {}).get(rule_id, ()))
    return "\n".join(out).rstrip("\n") + "\n"


def _fill(text: str) -> str:
    """A paragraph wrapped at 116 characters, never inside a word or a link."""
    return textwrap.fill(text, width=116, break_long_words=False, break_on_hyphens=False)


def extract_rulebook(fileobj: BinaryIO, keywords: Any, comment_tags: Any, options: Any
                     ) -> Iterator[tuple[int, None, str, list[str]]]:
    """A Babel extractor for a rulebook file: every summary and short name is a message to translate (the notes
    stay English: they explain the engine to the people who read its pages)."""
    del keywords, comment_tags, options
    for number, row in _rows(fileobj.read().decode("utf-8")):
        for column in ("summary", "short"):
            if row.get(column):
                yield number, None, row[column], []
