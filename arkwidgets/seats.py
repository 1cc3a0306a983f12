"""The seats of a table, checked once for both games: who sits there (their names) and who is looking.

A player's name is typed by a person (or read from a save), then shown, narrated, saved and compared, so every name
obeys one rule (:func:`check_names`): visible text on one line — no control, format or bidi character, no lone
surrogate, at most :data:`MAX_NAME` characters (:func:`text_problem`, which the printed names of a custom deck's
cards obey too) — and no two names that look alike. Everything a learner sees is
computed for a *viewer*: a seat number (what that player may know) or ``None``, a spectator who sees only the
public table (:func:`check_viewer`). Refusals repeat at most 60 characters of what they were given. Standard
library only: the engines use it.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable

from .markup import clip

__all__ = ["MAX_NAME", "check_names", "check_viewer", "name_problem", "text_problem"]

#: The longest player name, in characters.
MAX_NAME = 40


def text_problem(text: object, what: str = "a name", limit: int = MAX_NAME) -> str:
    """Why ``text`` cannot be shown as ``what`` (a player's name, a card's printed name), or "" if it can: visible
    text on one line — no control, format, private-use, unassigned or bidi character, no lone surrogate, no line or
    paragraph separator — of at most ``limit`` characters. Every name a person types goes through here, so one rule
    keeps a name from breaking the SVG (NUL), the page (a lone surrogate), the narration (a newline forging a line)
    or the reading order (a bidi override)."""
    if not isinstance(text, str):
        return f"{what} is text, not {type(text).__name__}"
    if not text.strip():
        return f"{what} is non-empty text with a visible character"
    if len(text) > limit:
        return f"{what} has at most {limit} characters, this one {len(text)}"
    for ch in text:
        category = unicodedata.category(ch)
        if category == "Cs":
            return f"a lone surrogate (U+{ord(ch):04X}) is no character and cannot be saved"
        if category in ("Cc", "Cf", "Co", "Cn") or (category.startswith("Z") and ch != " "):
            return (f"U+{ord(ch):04X} ({unicodedata.name(ch, 'a control or invisible character')}) is not allowed: "
                    f"{what} is letters, digits, punctuation and plain spaces on one line")
    return ""


def name_problem(name: object) -> str:
    """Why ``name`` cannot be a player's name, or "" if it can: every name is shown, saved and compared."""
    return text_problem(name, "a name", MAX_NAME)


def _looks(name: str) -> str:
    """What a name looks like, for telling names apart: compatibility forms folded, case folded, runs of spaces as
    one ("Ann" and "ＡＮＮ " look alike)."""
    return " ".join(unicodedata.normalize("NFKC", name).casefold().split())


def check_names(names: Iterable[object], low: int, high: int, game: str) -> list[str]:
    """``names`` as a list if there are ``low`` to ``high`` of them, each a name (:func:`name_problem`) and no two
    alike; ``ValueError`` naming the first problem otherwise (``game`` says whose table: "Ark")."""
    found = list(names)
    if not low <= len(found) <= high:
        raise ValueError(f"{game} is played by {low} to {high} players, not {len(found)}")
    for name in found:
        problem = name_problem(name)
        if problem:
            raise ValueError(f"player name {clip(name)!r}: {problem}")
    shown: dict[str, str] = {}
    for name in found:
        assert isinstance(name, str)  # name_problem refused anything else
        key = _looks(name)
        if key in shown:
            raise ValueError(f"player names must differ: {clip(shown[key])!r} and {clip(name)!r} look the same")
        shown[key] = name
    return [n for n in found if isinstance(n, str)]


def check_viewer(viewer: object, seats: int | None) -> int | None:
    """``viewer`` if it is a seat number below ``seats`` (any seat number when ``seats`` is None) or None;
    ``ValueError`` naming the seats otherwise."""
    if viewer is None:
        return None
    if isinstance(viewer, bool) or not isinstance(viewer, int) or viewer < 0 or (
            seats is not None and viewer >= seats):
        span = f"from 0 to {seats - 1}" if seats is not None else "(a whole number from 0)"
        raise ValueError(f"viewer must be a seat {span} or None, got {viewer!r:.60}")
    return viewer
