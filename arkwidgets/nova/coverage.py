"""The coverage ledger: which Ark Nova cards the engine executes, computed from the rule modules' own tables.

Nothing here is a hand-kept list. An animal is executed when every ability it uses is in the ability table
(:data:`arkwidgets.nova.rules.abilities.ABILITIES`; solo boxes counted for solo, N-SOLO-5); a sponsor when every key
of its data is in the sponsor effect table and every effect its card shows has data
(:func:`arkwidgets.nova.rules.sponsor_effects.missing_effects`); a conservation project when its requirement type is
one the projects module judges (:data:`arkwidgets.nova.rules.project_conditions.REQUIREMENT_TYPES`); a final scoring
card when :mod:`arkwidgets.nova.rules.final_scoring` measures it. :func:`executed_deck` is the zoo deck of executed
cards that ``Game.new(cards="executed")`` shuffles (ND-53).

``python -m arkwidgets.nova.coverage > docs/nova-coverage.md`` writes the ledger; a test fails when the file is stale.
"""

from __future__ import annotations

from dataclasses import dataclass

from .cards import (
    ANIMALS,
    DECK_PROJECTS,
    FINAL_SCORING_CARDS,
    PROJECTS,
    SPONSORS,
    ZOO_DECK_NUMBERS,
    FinalScoringCard,
    ProjectCard,
)

__all__ = ["Entry", "coverage", "executed_deck", "markdown"]


@dataclass(frozen=True, slots=True)
class Entry:
    """One card of the ledger: ``executed``, and if not, ``why`` (the parts the engine does not execute)."""

    kind: str
    number: int
    name: str
    executed: bool
    why: str = ""
    solo_executed: bool | None = None  # animals with a solo box: is the solo version executed?


def _rules() -> None:
    from .rules import load

    load()


def _animal(number: int, name: str) -> Entry:
    from .rules.abilities import missing_keywords

    missing, solo = missing_keywords(number), missing_keywords(number, solo=True)
    why = "ability not executed: " + ", ".join(missing) if missing else ""
    return Entry("animal", number, name, not missing, why, not solo)


def _sponsor(number: int, name: str) -> Entry:
    from .rules.sponsor_effects import missing_effects

    missing = missing_effects(number)
    return Entry("sponsor", number, name, not missing, "not executed: " + ", ".join(missing) if missing else "")


def _project(p: ProjectCard) -> Entry:
    try:
        from .rules.project_conditions import REQUIREMENT_TYPES
    except ImportError:  # the projects module is not there: nothing is judged
        REQUIREMENT_TYPES = frozenset()
    ok = p.requirement_type in REQUIREMENT_TYPES
    return Entry("project", p.number, p.name, ok, "" if ok else f"requirement type {p.requirement_type} not judged")


def _final(c: FinalScoringCard) -> Entry:
    from .rules.final_scoring import DIRECT, MEASURES

    ok = c.measure in MEASURES or c.measure in DIRECT
    return Entry("final", c.number, c.name, ok, "" if ok else f"measure {c.measure} not written")


def coverage() -> tuple[Entry, ...]:
    """The ledger as data: every animal, sponsor, conservation project and final scoring card, in number order."""
    _rules()
    return (tuple(_animal(a.number, a.name) for a in ANIMALS) + tuple(_sponsor(s.number, s.name) for s in SPONSORS)
            + tuple(_project(p) for p in PROJECTS) + tuple(_final(c) for c in FINAL_SCORING_CARDS))


def executed_deck(solo: bool = False) -> tuple[int, ...]:
    """The zoo deck (N-COMP-1) without the cards the engine does not execute (ND-53), in number order.

    ``solo``: animals count as executed when the abilities they use in a solo game are (N-SOLO-5). Every new game
    asks, so the answer is kept while the rule tables it is read from hold the same keys (a test may take a keyword
    out of them for a while)."""
    key = (solo, _tables())
    found = _DECKS.get(key)
    if found is None:
        done = {e.number for e in coverage()
                if (e.solo_executed if solo and e.solo_executed is not None else e.executed)}
        found = _DECKS[key] = tuple(n for n in ZOO_DECK_NUMBERS if n in done)
    return found


#: :func:`executed_deck`'s answers by (solo, :func:`_tables`).
_DECKS: dict[tuple[bool, tuple[tuple[str, ...], ...]], tuple[int, ...]] = {}


def _tables() -> tuple[tuple[str, ...], ...]:
    """The keys of every table the ledger reads: what decides which cards are executed."""
    _rules()
    from .rules.abilities import ABILITIES
    from .rules.final_scoring import DIRECT, MEASURES
    from .rules.sponsor_effects import EFFECTS

    try:
        from .rules.project_conditions import REQUIREMENT_TYPES
    except ImportError:
        REQUIREMENT_TYPES = frozenset()
    return (tuple(ABILITIES), tuple(EFFECTS), tuple(sorted(REQUIREMENT_TYPES)), tuple(MEASURES), tuple(DIRECT))


_KINDS = (("animal", "Animals (401–528)"), ("sponsor", "Sponsors (201–264)"),
          ("project", "Conservation projects (101–132)"), ("final", "Final scoring cards (1–11)"))


def markdown() -> str:
    """The ledger as the Markdown page ``docs/nova-coverage.md``."""
    entries = coverage()
    lines = ["# Ark Nova: which cards the engine executes", "",
             ("Generated by `python -m arkwidgets.nova.coverage > docs/nova-coverage.md` from the engine's own tables "
             "(abilities, sponsor effects, project requirement types, final scoring measures); "
             "`tests/nova/test_coverage.py` fails when this page is stale. A game shuffles only executed cards "
             "unless it is created with `cards=\"all\"`; there an unexecuted part of a card is announced by an "
             "event when the card is played (ND-53), never skipped silently."), "", "| cards | executed | of |",
             "|---|---:|---:|"]
    for kind, title in _KINDS:
        mine = [e for e in entries if e.kind == kind]
        lines.append(f"| {title} | {sum(e.executed for e in mine)} | {len(mine)} |")
    deck, solo = executed_deck(), executed_deck(solo=True)
    lines += ["", (f"Default zoo deck: {len(deck)} of {len(ZOO_DECK_NUMBERS)} cards ({len(solo)} in a solo game, "
              f"where solo boxes replace interactive abilities). Deck projects: "
              f"{sum(1 for p in DECK_PROJECTS if p.number in deck)} of {len(DECK_PROJECTS)}."), ""]
    for kind, title in _KINDS:
        lines += [f"## {title}", "", "| card | name | executed | why not |", "|---:|---|---|---|"]
        for e in entries:
            if e.kind == kind:
                mark = "yes" if e.executed else ("solo only" if e.solo_executed else "no")
                lines.append(f"| {e.number} | {e.name} | {mark} | {e.why} |")
        lines.append("")
    return "\n".join(lines)


if __name__ == "__main__":
    print(markdown(), end="")
