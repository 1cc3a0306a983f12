"""How both games' rulebooks put a rule into words: a summary looked up and translated, an id titled with it.

Each game keeps its own table of rule ids (:mod:`arkwidgets.ark.rulebook` for Ark, :mod:`arkwidgets.nova.rulebook` for
Ark Nova); what a tooltip or a pill shows from such a table is written here once. Standard library only.
"""

from __future__ import annotations

from collections.abc import Mapping

from .i18n import _

__all__ = ["titled_with", "translated"]


def translated(table: Mapping[str, str], rule_id: str) -> str:
    """``table``'s English words for ``rule_id`` in the language in force; empty for an id it does not know."""
    text = table.get(rule_id)
    return _(text) if text is not None else ""


def titled_with(rule_id: str, words: str) -> str:
    """``"P-4: A carnivore …"``: the id and its words for a tooltip (the id alone when there are none)."""
    return f"{rule_id}: {words}" if words else rule_id
