"""The first checks on a move typed as text, for both games' notation: text, not too long, not empty.

Ark's :meth:`arkwidgets.ark.moves.Move.parse` and Ark Nova's :meth:`arkwidgets.nova.moves.Move.parse` read different
grammars, but both refuse the same three things before reading a word, with a :class:`NotationError` that says
what a move looks like in that game. Standard library only (the engines import it).
"""

from __future__ import annotations

from .verdicts import NotationError

__all__ = ["move_words"]


def move_words(text: object, limit: int, example: str, empty: str) -> list[str]:
    """``text`` split into words; ``NotationError`` if it is not text (``example``: "'draw 2' or 'play lion@T2'"),
    longer than ``limit`` characters, or has no word (``empty``: that game's message, already translated)."""
    if not isinstance(text, str):
        raise NotationError(f"a move is text like {example}, got {type(text).__name__}")
    if len(text) > limit:
        raise NotationError(f"a move is at most {limit} characters; this one has {len(text)}")
    words = text.split()
    if not words:
        raise NotationError(empty)
    return words
