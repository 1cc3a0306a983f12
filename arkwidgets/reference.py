"""The reference pages of both games, the part they share: Markdown building blocks, the annotated card figure, the
key of symbols, and the command line that writes the pages into ``docs/reference/``.

Each game has a thin module that fills a :class:`Page` from its own data (``ark/reference.py``,
``nova/reference.py``): how to read a card (a card drawn by the game's own drawing code, with a numbered
callout on every field and icon), the rules on one page (each line cites rule ids that link to the rules page),
a glossary, and every card's name in English, Chinese and French. Nothing is copied by hand, so a page cannot drift
from the engine; ``tests/test_reference.py`` regenerates every page and figure and compares them with the files::

    python -m arkwidgets.ark.reference --write docs/reference      # every language, pages and figures
    python -m arkwidgets.nova.reference --lang zh                  # one page on standard output

This module knows neither game (``tests/test_layout.py``). The figures are plain SVG text (the kernel's
:func:`arkwidgets.ui.svg.document`), imported only when a figure is drawn, so the pages' text needs only the
standard library.
"""

from __future__ import annotations

import argparse
import re
import sys
import xml.etree.ElementTree as ET
from collections.abc import Callable, Container, Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from .i18n import LANGUAGES, _, get_language, language

__all__ = ["Box", "Callout", "Page", "Section", "boxes", "callout_table", "card_figure", "cell", "generated_note",
           "headings", "in_every_language", "key_figure", "language_columns", "link_ids", "main", "render",
           "rule_link", "rule_links", "table", "union", "write", "LANGUAGE_NAMES"]

#: Each language named in itself, for the links between the three versions of a page.
LANGUAGE_NAMES = {"en": "English", "zh": "中文", "fr": "Français"}
#: The ink, the callout discs and the paper of the figures (the same in every theme: a page is printed once).
INK = "#1d1b16"
CALLOUT = "#1f4e79"
PAPER = "#ffffff"
#: The bounding box of a drawn element: left, top, right, bottom.
Box = tuple[float, float, float, float]


@dataclass(frozen=True)
class Callout:
    """One numbered label on a card figure: where it points (a box on the card) and what it names."""

    box: Box
    name: str
    rules: tuple[str, ...] = ()
    meaning: str = ""


@dataclass(frozen=True)
class Section:
    """A heading and its Markdown lines."""

    heading: str
    lines: Sequence[str]


@dataclass
class Page:
    """A whole reference page of one game in one language, and the figures it shows (file name → SVG text)."""

    title: str
    intro: str
    sections: list[Section] = field(default_factory=list)
    figures: dict[str, str] = field(default_factory=dict)


# ------------------------------------------------------------------------------------------------- Markdown
def headings() -> dict[str, str]:
    """The four sections every reference page has, and the words of its tables, in the language in force."""
    return {"card": _("How to read a card"), "rules": _("The rules on one page"), "glossary": _("Glossary"),
            "cards": _("Every card in three languages"), "field": _("on the card"), "decides": _("what it decides"),
            "rule ids": _("rules"), "meaning": _("meaning"), "kind": _("kind"), "name": _("name"),
            "name means": _("The card's name in the language of the drawing.")}


def page(title: str, card: Callable[[str], Sequence[str]], rules: Callable[[], Sequence[str]],
         glossary: Callable[[], Sequence[str]], cards: Callable[[], Sequence[str]],
         figures: Callable[[], dict[str, str]]) -> Page:
    """A game's reference page in the language in force: the four sections every page has, in the order a learner
    reads them (each game writes the sections; ``card`` is given the language, for its figure's file name)."""
    words = headings()
    return Page(title=title, intro=generated_note(),
                sections=[Section(words["card"], card(get_language())), Section(words["rules"], rules()),
                          Section(words["glossary"], glossary()), Section(words["cards"], cards())],
                figures=figures())


def generated_note() -> str:
    """The sentence that tells a reader where a page comes from."""
    return _("This page is generated from the engine's own data (its rulebook, its vocabulary, its cards and its "
             "drawing), so it says what the engine does; each rule id links to the rules page.")


def cell(words: object) -> str:
    """A table cell: ``|`` escaped and line breaks flattened, so any name fits in one cell."""
    return str(words).replace("|", "\\|").replace("\n", " ")


def table(header: Sequence[str], rows: Iterable[Sequence[object]]) -> list[str]:
    """A Markdown table."""
    out = ["| " + " | ".join(cell(h) for h in header) + " |", "|" + "---|" * len(header)]
    out += ["| " + " | ".join(cell(c) for c in row) + " |" for row in rows]
    return out


def rule_link(rule_id: str, anchor: str) -> str:
    """``[P-4](../rules.md#p-4)``: a rule id linked from ``docs/reference/`` (``anchor`` is relative to the
    repository root, as each game's rulebook gives it)."""
    return f"[{rule_id}](../{anchor.removeprefix('docs/')})"


def rule_links(rules: Iterable[str], anchor: Callable[[str], str]) -> str:
    """The rule ids, each linked (:func:`rule_link`) to where the game's rulebook ``anchor`` puts it."""
    return ", ".join(rule_link(r, anchor(r)) for r in rules)


def callout_table(callouts: Sequence[Callout], anchor: Callable[[str], str]) -> list[str]:
    """A card figure's key: each callout's number, what it names, what it decides and the rules behind it."""
    rows = [(k, c.name, c.meaning, rule_links(c.rules, anchor)) for k, c in enumerate(callouts, start=1)]
    words = headings()
    return table(("#", words["field"], words["decides"], words["rule ids"]), rows)


def in_every_language(word: Callable[[], str]) -> tuple[str, ...]:
    """``word()`` said in each language of :data:`~arkwidgets.i18n.LANGUAGES`: a glossary row's first columns."""
    named = []
    for lang in LANGUAGES:
        with language(lang):
            named.append(word())
    return tuple(named)


def language_columns(*more: str) -> tuple[str, ...]:
    """A glossary table's header: each language named in itself, then ``more``."""
    return (*(LANGUAGE_NAMES[lang] for lang in LANGUAGES), *more)


def link_ids(text: str, pattern: re.Pattern[str], known: Container[str], anchor: Callable[[str], str]) -> str:
    """``text`` with every rule id ``pattern`` finds (group 1) that ``known`` holds made a link (:func:`rule_link`):
    a summary that cites another rule points to it too."""
    return pattern.sub(lambda m: rule_link(m.group(1), anchor(m.group(1))) if m.group(1) in known else m.group(0),
                       text)


def render(page: Page, stem: str, lang: str, command: str) -> str:
    """The page as Markdown: a note saying how it is made, links to its other languages, then its sections."""
    others = " · ".join(LANGUAGE_NAMES[other] if other == lang else f"[{LANGUAGE_NAMES[other]}]({stem}.{other}.md)"
                        for other in LANGUAGES)
    out = [f"<!-- Generated by `{command}`; tests/test_reference.py fails when this page is stale. -->", "",
           f"# {page.title}", "", others, "", page.intro, ""]
    for section in page.sections:
        out += [f"## {section.heading}", "", *section.lines, ""]
    return "\n".join(out).rstrip("\n") + "\n"


# -------------------------------------------------------------------------------------------------- figures
_PAIR = re.compile(r"[MLT]\s*(-?[\d.]+)[ ,](-?[\d.]+)")
_TRANSLATE = re.compile(r"translate\((-?[\d.]+)[ ,](-?[\d.]+)\)(?:\s*scale\((-?[\d.]+)\))?")


def _box(element: ET.Element) -> Box | None:
    """The rough bounding box of one drawn element (a group: the union of its children), or None for what draws
    nothing (a title)."""
    tag = element.tag
    f = element.get
    if tag == "circle":
        cx, cy, r = float(f("cx", 0)), float(f("cy", 0)), float(f("r", 0))
        return cx - r, cy - r, cx + r, cy + r
    if tag == "rect":
        x, y = float(f("x", 0)), float(f("y", 0))
        return x, y, x + float(f("width", 0)), y + float(f("height", 0))
    if tag == "text":
        from .ui.svg import text_width

        x, y, size = float(f("x", 0)), float(f("y", 0)), float(f("font-size", 10))
        w = text_width(element.text or "", size, f("font-weight") == "bold")
        left = x - w / 2 if f("text-anchor") == "middle" else x - w if f("text-anchor") == "end" else x
        return left, y - size * 0.8, left + w, y + size * 0.2
    if tag == "path":
        pairs = [(float(a), float(b)) for a, b in _PAIR.findall(f("d", ""))]
        if not pairs:
            return None
        xs, ys = [p[0] for p in pairs], [p[1] for p in pairs]
        return min(xs), min(ys), max(xs), max(ys)
    if tag == "g":
        inner = [b for b in (_box(child) for child in element) if b]
        if not inner:
            return None
        left, top = min(b[0] for b in inner), min(b[1] for b in inner)
        right, bottom = max(b[2] for b in inner), max(b[3] for b in inner)
        moved = _TRANSLATE.search(f("transform", ""))
        if moved:
            dx, dy, s = float(moved.group(1)), float(moved.group(2)), float(moved.group(3) or 1)
            return dx + left * s, dy + top * s, dx + right * s, dy + bottom * s
        return left, top, right, bottom
    return None


def boxes(fragment: str) -> list[tuple[ET.Element, Box]]:
    """Every top-level element of an SVG fragment with its bounding box, in drawing order (what draws nothing is
    left out): how a game finds the fields its own drawing placed on a card, to point at them."""
    root = ET.fromstring(f"<g>{fragment}</g>")
    return [(element, box) for element in root if (box := _box(element)) is not None]


def union(found: Sequence[Box]) -> Box:
    """The box around several boxes."""
    return (min(b[0] for b in found), min(b[1] for b in found), max(b[2] for b in found), max(b[3] for b in found))


def _legend_row(x: float, y: float, number: int, words: str) -> str:
    from .ui.svg import num, text

    return (f'<circle cx="{num(x)}" cy="{num(y - 4.5)}" r="9" fill="{CALLOUT}"/>'
            + text(x, y, str(number), 11, PAPER, "middle", True) + text(x + 16, y, words, 13, INK))


def card_figure(face: str, width: float, height: float, callouts: Sequence[Callout], title: str, lang: str,
                scale: float = 2.5) -> str:
    """A card (``face``: its SVG at the origin, ``width`` × ``height``) drawn ``scale`` times larger with a numbered
    disc at the top left of every callout's box, and the numbers' names listed beside it."""
    from .ui.svg import document, num, text, text_width

    margin = 16.0
    legend_x = margin * 2 + width * scale + 12
    rows = [f"{c.name}" for c in callouts]
    legend_w = max((text_width(r, 13) for r in rows), default=0) + 40
    w = legend_x + legend_w
    h = max(height * scale + 2 * margin, 30 + 24 * len(rows))
    marks = []
    for k, c in enumerate(callouts, start=1):
        cx, cy = margin + c.box[0] * scale - 3, margin + c.box[1] * scale - 3  # beside the field, not on it
        marks.append(f'<g data-callout="{k}"><circle cx="{num(cx)}" cy="{num(cy)}" r="9" fill="{CALLOUT}" '
                     f'stroke="{PAPER}" stroke-width="1.5"/>' + text(cx, cy + 4, str(k), 11, PAPER, "middle", True)
                     + "</g>")
    legend = "".join(_legend_row(legend_x, 28 + 24 * k, k + 1, r) for k, r in enumerate(rows))
    card = f'<g transform="translate({num(margin)} {num(margin)}) scale({num(scale)})">{face}</g>'
    return document(w, h, 1, PAPER, title, " · ".join(f"{k}: {r}" for k, r in enumerate(rows, start=1)),
                    [("card", card), ("callouts", "".join(marks)), ("legend", legend)], lang=lang) + "\n"


def key_figure(items: Sequence[tuple[str, str]], title: str, lang: str, columns: int = 3) -> str:
    """Every symbol with its name: ``items`` are (a drawing in a 24 × 24 box at the origin, its name), laid out in
    ``columns``; each symbol and its name are one ``<g data-symbol>``."""
    from .ui.svg import document, num, text, text_width

    col_w = max((text_width(name, 13) for _drawing, name in items), default=0) + 48
    rows = (len(items) + columns - 1) // columns
    cells = []
    for k, (drawing, name) in enumerate(items):
        x, y = 12 + (k % columns) * col_w, 12 + (k // columns) * 34
        cells.append(f'<g data-symbol="{k}" transform="translate({num(x)} {num(y)})">{drawing}'
                     + text(32, 17, name, 13, INK) + "</g>")
    return document(24 + columns * col_w, 24 + rows * 34, 1, PAPER, title, " · ".join(n for _d, n in items),
                    [("key", "".join(cells))], lang=lang) + "\n"


# ---------------------------------------------------------------------------------------------- command line
def write(directory: Path, stem: str, build: Callable[[], Page], command: str) -> list[Path]:
    """Every language's page ``<stem>.<lang>.md`` and its figures into ``directory``; returns the paths written."""
    directory.mkdir(parents=True, exist_ok=True)
    written = []
    for lang in LANGUAGES:
        with language(lang):
            page = build()
            files = {f"{stem}.{lang}.md": render(page, stem, lang, command), **page.figures}
        for name, content in files.items():
            path = directory / name
            path.write_text(content, encoding="utf-8", newline="\n")
            written.append(path)
    return written


def main(stem: str, build: Callable[[], Page], argv: Sequence[str] | None = None) -> int:
    """``python -m arkwidgets.<game>.reference``: ``--lang L`` prints one page, ``--write DIR`` writes them all."""
    command = f"python -m arkwidgets.{stem}.reference --write docs/reference"
    parser = argparse.ArgumentParser(prog=f"python -m arkwidgets.{stem}.reference",
                                     description="Write the game's reference pages (Markdown and SVG figures).")
    parser.add_argument("--lang", choices=LANGUAGES, default="en", help="the page's language (printed)")
    parser.add_argument("--write", metavar="DIR", help="write every language's page and figures into DIR")
    args = parser.parse_args(argv)
    if args.write:
        for path in write(Path(args.write), stem, build, command):
            print(path)
        return 0
    with language(args.lang):
        sys.stdout.write(render(build(), stem, args.lang, command))
    return 0

