"""Every Ark rule id and decision with its one-line summary and its name in a word or two: the one source of the
tooltips and rule pills on rule ids, and of ``docs/rules.md``.

The rules are the rows of ``rulebook.tsv`` (the format both games' rulebooks share, :mod:`arkwidgets.rulewords`):
the drawing (an SVG ``<title>``) and the widgets (an HTML ``title=``) show a rule's summary wherever its id appears,
the rule pills its short name ("P-5 food"), and ``docs/rules.md`` is generated from the same rows::

    python -m arkwidgets.ark.rulebook > docs/rules.md

The summaries and short names are English message ids, translated when read (Babel finds them in the TSV file).
"""

from __future__ import annotations

from pathlib import Path

from ..rulewords import Rulebook, page

__all__ = ["BOOK", "DOC", "RULES", "SHORT", "anchor", "rules_page", "short_name", "summary", "titled",
           "worded"]

#: Where the rules are written out in full, relative to the repository root.
DOC = "docs/rules.md"
#: The rulebook: every id in the order of the page, with its summary, its short name and its note, and the page's
#: heading of each group of ids (setup, turns, placing, abilities, pets, final round, scoring, decisions).
BOOK = Rulebook.read(Path(__file__).with_name("rulebook.tsv"))
#: Rule id → one-line summary (an English message id). Order: setup, turns, placing, abilities, pets, final round,
#: scoring, then the decisions.
RULES = BOOK.rules
#: Rule id → its name in one or two words (an English message id), for the places too small for a summary: the
#: rule pills on the board ("P-5 food") and the status line's list of a card's illegal cabins.
SHORT = BOOK.short

PREAMBLE = """\
This is the rule book the engine follows, written out in the project's own words. Every rule and every referee's
decision has a stable id (S-, T-, P-, A-, R-, F-, E-, D-); verdicts, events, the drawing and the widgets cite these
ids, and each id below is an anchor (`docs/rules.md#p-4`), so a learner can always go from a verdict to the rule
behind it. The quoted line under each id is the rule's one-line summary: the same sentence the drawing and the
widgets show as a tooltip on a rule id. This page is generated from `arkwidgets/ark/rulebook.tsv` (`python -m
arkwidgets.ark.rulebook > docs/rules.md`; a test fails when it is stale): edit the rulebook, not the page. The
longer text explains the rule as the engine applies it. Decisions D-1 … D-9 settle what the printed rule texts
leave open; D-10 onward are the project's own, with their reasons in [decisions.md](decisions.md).

The game comes from a Chinese full rule text and a French summary. Where they differ or say nothing, a decision
below says what the engine does.

## The material and the ark

- 66 cards: 47 animals, 8 food cards, 5 rain cards, 5 scoring cards (heavy, slow, shy, useful, food) and the ark
  card, which carries the tilt track.
- 85 animal tokens, 17 in each of five colours; one yellow tilt disc; 22 orange discs.
- An animal or food card shows its **climate** (hot, cold, or any), its **weight** (0 to 4), for animals a **diet**
  (herbivore, carnivore, omnivore), exactly one **type** (heavy, slow, shy, useful, food) and perhaps a **special
  ability**: fox, hedgehog, mosquito, dinosaur, turtle, skunk, spider or chimpanzee.
- Orange discs are players' **action discs**, and also the "half" under a token that makes it count 1.5 (A-4, A-7,
  A-8).

The ark has two **halves**, top and bottom, on either side of its centre line (the Chinese text says upper and
lower, the French left and right). Each half is a row of **cabins** starting at the bow: `T1, T2, …` on top,
`B1, B2, …` below. `Tn` is **opposite** `Bn`, **next to** `T(n−1)` and `T(n+1)`, and **diagonal** to `B(n±1)`.
The halves may differ in length, and each has exactly one place where a new cabin may open: right after its last
cabin. The **tilt** is the weight of the top half minus the weight of the bottom half, shown by the yellow disc on
a track from −2 to +2."""


#: The rule's one-line summary in the language in force (empty for an id the rulebook does not know).
summary = BOOK.summary
#: The rule's name in one or two words in the language in force (``"food"`` for P-5); empty when unknown.
short_name = BOOK.short_name
#: ``"P-4: A carnivore or omnivore must be …"``: a rule id with its summary, for a tooltip.
titled = BOOK.titled


def worded(rule_id: str) -> str:
    """``"P-5 food"``: a rule id with its short name, as a rule pill shows it (the id alone when unknown)."""
    name = short_name(rule_id)
    return f"{rule_id} {name}" if name else rule_id


def anchor(rule_id: str) -> str:
    """The link to the rule in ``docs/rules.md`` (relative to the repository root): ``docs/rules.md#p-4``."""
    return f"{DOC}#{rule_id.lower()}"


def rules_page() -> str:
    """The whole of ``docs/rules.md``."""
    return page("The rules of Ark, by id", PREAMBLE, BOOK)


if __name__ == "__main__":  # pragma: no cover - the page generator: python -m arkwidgets.ark.rulebook
    print(rules_page(), end="")
