"""The one way text reaches a page as markup: :func:`esc`.

Player names, card names, move text, engine messages and anything else a user can type (or a saved game or a
custom deck can carry) are put into HTML and SVG only through :func:`esc`, so a name like
``<img src=x onerror=alert(1)>`` is shown as those characters and never becomes an element. The widgets, the
drawing and every ``_repr_html_`` use it; the markup around the text is the project's own and always writes
attributes in double quotes, which is why ``'`` need not be escaped (and SVG output stays byte-identical to the
golden files). Standard library only: the engine may use it for its ``_repr_html_``.
"""

from __future__ import annotations

from xml.sax.saxutils import escape as _escape

__all__ = ["MAX_ECHO", "MAX_MESSAGE", "clip", "esc"]

#: The most characters of a user's input repeated in a message.
MAX_ECHO = 60
#: The longest refusal a loader passes on from deeper checks: each check clips what it echoes (MAX_ECHO), and the
#: loader clips the whole message once more, so a check that forgot to cannot repeat a megabyte of a hostile save.
MAX_MESSAGE = 400

_ATTR_ENTITIES = {'"': "&quot;"}


def esc(value: object) -> str:
    """``value`` as text safe inside an element or a double-quoted attribute (``& < > "`` escaped; None is
    nothing)."""
    s = "" if value is None else str(value)
    if "&" in s or "<" in s or ">" in s or '"' in s:
        return _escape(s, _ATTR_ENTITIES)
    return s


def clip(value: object, limit: int = MAX_ECHO) -> str:
    """``value`` as text of at most ``limit`` characters (cut with "…"): how much of an input a message repeats."""
    s = value if isinstance(value, str) else repr(value)
    return s if len(s) <= limit else s[: limit - 1] + "…"
