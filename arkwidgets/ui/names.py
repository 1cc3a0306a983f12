"""The names a game widget gives the seats nobody named ("Player 1", "Bot 2"), in the language in force.

A name, not a pronoun: "Player 1 wins" is grammatical in every language, where a default "You" would give
"You wins" (issue 15). Both games' widgets use these, and a name the widget gave follows its language menu;
a name the user typed never changes.
"""

from __future__ import annotations

from ..i18n import N_, _

__all__ = ["DEFAULT_NAMES", "default_name"]

#: The default names by kind, numbered from 1.
DEFAULT_NAMES = {"player": N_("Player {number}"), "bot": N_("Bot {number}")}


def default_name(kind: str, number: int) -> str:
    """A default seat name in the language in force: ``default_name("bot", 2)`` → "Bot 2", "机器人2", "Robot 2"."""
    if kind not in DEFAULT_NAMES:
        raise ValueError(f"kind must be one of {', '.join(map(repr, DEFAULT_NAMES))}, got {kind!r}")
    return _(DEFAULT_NAMES[kind]).format(number=number)
