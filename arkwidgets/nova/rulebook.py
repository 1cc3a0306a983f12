"""Every Ark Nova rule, rulebook decision and worked example with its one-line summary, and the page that lists them.

This is Ark Nova's counterpart of
:mod:`arkwidgets.ark.rulebook`: the one source of the short sentence behind each id the
engine cites (``N-BUILD-10``, ``ND-24``, ``EX-4``, ``NC-9``). ``docs/nova-rules.md`` is generated from this module,
so the page and the tooltips cannot drift apart::

    python -m arkwidgets.nova.rulebook > docs/nova-rules.md

The summaries are the project's own words (a paraphrase of the rulebook's rules, never its text). They are English;
:func:`summary` passes them through the message catalogs, so a translation added there is used, and English is
shown otherwise. The project's own decisions, ``ND-45`` onward, live in ``docs/nova-decisions.md`` and are linked
from the page, not repeated here. The project also gives ids to rules the rulebook leaves to the printed components
(:data:`OWN_AREAS`: the advanced maps' abilities, ``N-MAPX-1`` …); they are listed here like the others. Standard
library only.
"""

from __future__ import annotations

import re
from pathlib import Path

from ..rulewords import Rulebook, titled_with, translated
from ..rulewords import page as rules_page

__all__ = ["RULES", "NOTES", "AREAS", "OWN_AREAS", "DOC", "DECISIONS_DOC", "summary", "titled", "anchor", "page"]

#: Where the rules are written out, relative to the repository root.
DOC = "docs/nova-rules.md"
#: Where the project's own decisions (ND-45 onward) are, relative to the repository root.
DECISIONS_DOC = "docs/nova-decisions.md"

#: The groups of the page, in order: (id prefix, heading, a sentence introducing the group).
AREAS: tuple[tuple[str, str, str], ...] = (
    ("N-COMP", "Components (N-COMP)", "What is in the box, and which counts are limits."),
    (
        "N-SET",
        "Setup (N-SET)",
        "N-SET-1 … N-SET-9 set up the table for everyone; N-SET-10 … N-SET-17 set up each player.",
    ),
    (
        "N-TURN",
        "The turn (N-TURN)",
        "One action per turn, chosen among five action cards that rotate through five slots.",
    ),
    ("N-EFF", "Effects and icons (N-EFF)", "When effects happen, in which order, and which icons a zoo counts."),
    ("N-MAP", "The zoo map (N-MAP)", "Each player's own board: hexes to build on, bonus spaces, slots and workers."),
    (
        "N-MAPX",
        "The advanced maps' abilities (N-MAPX)",
        "The rulebook only says that maps 1–8 each have an ability (N-MAP-9, NC-18); these ids are the project's own, "
        "one per map, from the printed boards.",
    ),
    ("N-CARDS", "The Cards action (N-CARDS)", "Drawing, snapping and discarding."),
    ("N-REP", "Reputation (N-REP)", "The reputation track, its cap and what it opens."),
    ("N-DISP", "The display (N-DISP)", "The six face-up cards beside the reputation track."),
    ("N-BUILD", "The Build action (N-BUILD)", "Which buildings, where, and for how much."),
    ("N-ANIM", "The Animals action (N-ANIM)", "Playing animal cards into enclosures, step by step."),
    (
        "N-ASSOC",
        "The Association action (N-ASSOC)",
        "Sending workers to the association board's four tasks, and donating.",
    ),
    ("N-PROJ", "Conservation projects (N-PROJ)", "Supporting projects with the tokens of the map's left edge."),
    ("N-SPON", "The Sponsors action (N-SPON)", "Playing sponsor cards, or taking money instead."),
    ("N-X", "X tokens (N-X)", "The tokens that add strength, and the action that earns them."),
    ("N-UPG", "Upgrades (N-UPG)", "Turning an action card to its stronger side."),
    ("N-APP", "Appeal (N-APP)", "The appeal track."),
    ("N-CP", "The conservation track (N-CP)", "Conservation points and the spaces that do something."),
    ("N-BREAK", "The break (N-BREAK)", "The pause in play that pays income and tidies the board."),
    ("N-END", "End and scoring (N-END)", "When the game ends and how victory points are counted."),
    ("N-SOLO", "The solo game (N-SOLO)", "What changes when one person plays."),
    ("N-ICON", "Card anatomy and icons (N-ICON)", "Where each piece of information sits on a card."),
    ("N-KEY", "Keywords the rulebook explains (N-KEY)", "The few card abilities the rulebook itself describes."),
    (
        "ND",
        "The rulebook decisions (ND-1 … ND-44)",
        "Where the rulebook is silent, unclear or contradicts itself, these say what the engine does.",
    ),
    (
        "EX",
        "Worked examples (EX)",
        "The rulebook's own examples, each as a situation, an action and the expected result.",
    ),
    (
        "NC",
        "What the rulebook does not contain (NC)",
        "The facts a game needs that the rulebook never prints; the engine takes them from its data set (ND-40).",
    ),
)

#: The areas whose ids the project adds to the rulebook's (rules printed on the components, not in the rulebook).
OWN_AREAS: tuple[str, ...] = ("N-MAPX",)

#: The rulebook (the format both games' rulebooks share, :mod:`arkwidgets.rulewords`): every id in the order of the
#: page, with its one-line summary (English) and, for some, the short explanation the page gives under it (how the
#: engine applies the rule, or why a decision is what it is).
BOOK = Rulebook.read(Path(__file__).with_name("rulebook.tsv"))
RULES = BOOK.rules
NOTES = BOOK.notes

_DECISION_ROW = re.compile(r"^\| ND-(\d+) \| (.*?) \|", re.MULTILINE)
#: A rule, decision, example or gap id standing on its own in a sentence.
ID = re.compile(r"(?<![\w-])((?:N-[A-Z]+|ND|EX|NC)-\d+)(?![\w-])")


def summary(rule_id: str) -> str:
    """The rule's one-line summary in the language in force (empty for an id the rulebook does not know)."""
    return translated(RULES, rule_id)


def titled(rule_id: str) -> str:
    """``"N-BUILD-10: Two of your kiosks stand …"``: a rule id with its summary, for a tooltip."""
    return titled_with(rule_id, summary(rule_id))


def anchor(rule_id: str) -> str:
    """The link to the rule (relative to the repository root): ``docs/nova-rules.md#n-build-3``.

    The project's own decisions (ND-45 onward) are rows of a table in ``docs/nova-decisions.md``, which has no
    anchor per row, so they link to that page.
    """
    if rule_id.startswith("ND-") and rule_id[3:].isdigit() and int(rule_id[3:]) > 44:
        return DECISIONS_DOC
    return f"{DOC}#{rule_id.lower()}"


def _area(rule_id: str) -> str:
    return rule_id.rpartition("-")[0]


def own_decisions(text: str) -> list[tuple[str, str]]:
    """The project's decisions (id, question) listed in the text of ``docs/nova-decisions.md``, in order."""
    return [(f"ND-{n}", question) for n, question in _DECISION_ROW.findall(text)]


PREAMBLE = """\
<!-- Generated by `python -m arkwidgets.nova.rulebook > docs/nova-rules.md` from arkwidgets/nova/rulebook.tsv;
     tests/nova/test_rulebook.py fails when this page is stale. Edit the rulebook, not this page. -->

This is the rule book the Ark Nova engine follows, in the project's own words. Every rule has a stable id
(`N-<AREA>-n`), every point the rulebook leaves open is settled by a decision (`ND-1` … `ND-44`), the
rulebook's worked examples are `EX-n`, and the facts it never prints are `NC-n`. Verdicts, events and
tooltips cite these ids, and each id below is an anchor (`docs/nova-rules.md#n-build-10`). The quoted line
under each id is its one-line summary, the same sentence the engine shows as a tooltip
(`arkwidgets/nova/rulebook.py`, from which this page is generated); a short text follows where it helps.
Ids never change meaning, and a new rule gets a new id. The id spaces of Ark ([rules.md](rules.md)) and Ark
Nova do not overlap.

The game is the base game of Ark Nova (Feuerland, 2021), read from its official Chinese rulebook. The
numbers a game needs but the rulebook does not print (cards, tracks, maps, building shapes) are the
project's data set in `arkwidgets/nova/data/` ([nova-data.md](nova-data.md))."""


def page(decisions: str | None = None) -> str:
    """The whole of ``docs/nova-rules.md``; ``decisions`` is the text of ``docs/nova-decisions.md`` (None: omit)."""
    return rules_page("The rules of Ark Nova, by id", PREAMBLE, AREAS, BOOK, link=_linked,
                      after={"ND-44": _own_decisions_section(decisions)},
                      area=lambda rule_id: "ND" if rule_id.startswith("ND-") else _area(rule_id))


def _linked(text: str) -> str:
    """A note with the ids it cites linked: the page's own anchors, or nova-decisions.md for ND-45 onward."""

    def link(m: re.Match[str]) -> str:
        rule_id = m.group(1)
        if rule_id in RULES:
            return f"[{rule_id}](#{rule_id.lower()})"
        if anchor(rule_id) == DECISIONS_DOC:
            return f"[{rule_id}](nova-decisions.md)"
        return rule_id

    parts = text.split("`")
    parts[::2] = [ID.sub(link, part) for part in parts[::2]]  # even parts are outside code spans
    return "`".join(parts)


#: A Markdown link ``[words](target)``, whose words are kept when the link is dropped.
MARKDOWN_LINK = re.compile(r"\[([^\]]+)\]\([^)]+\)")


def _words(link: re.Match[str]) -> str:
    return link.group(1)


def _own_decisions_section(decisions: str | None) -> list[str]:
    out = [
        "## The project's own decisions (ND-45 onward)",
        "",
        "Where neither the rulebook nor the data settles a case, the project decides like a careful referee. These",
        "decisions continue the numbering from 45 and are kept, each with its question, decision and reason, in",
        "[nova-decisions.md](nova-decisions.md):",
        "",
    ]
    rows = own_decisions(decisions) if decisions else []
    # the decisions page links its ids already: the words only, linked again to this page's anchors
    out += [f"- [{rule_id}](nova-decisions.md): {_linked(MARKDOWN_LINK.sub(_words, question))}"
            for rule_id, question in rows]
    return [*out, ""]


def _decisions_text() -> str | None:
    path = Path(__file__).resolve().parents[2] / DECISIONS_DOC
    return path.read_text(encoding="utf-8") if path.exists() else None


def main() -> int:
    import sys

    sys.stdout.reconfigure(encoding="utf-8")  # type: ignore[union-attr]  # typeshed: TextIO; a TextIOWrapper here
    sys.stdout.write(page(_decisions_text()))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
