"""Say, changed, done: the status line of a controller, written again in another language from the same facts.

A widget that switches language live cannot keep the words it showed: a status line written in Chinese must be
written again in French from the same facts. So a status line is kept as the *function* that writes it, and each
language's words are cached the first time they are read. :class:`StatusLine` holds that function, its kind
(``"info"``, ``"ok"``, ``"error"`` — the CSS class) and a version number that every change bumps, which is how a
view knows it must redraw. Ark's ``widgets.common.Text``/``Speaking`` do the same inside Ark's widgets and move onto
this class (issue 12).
"""

from __future__ import annotations

from collections.abc import Callable

from ..i18n import get_language, language

__all__ = ["StatusLine", "Writer"]

Writer = Callable[[], str]


class StatusLine:
    """One status line: ``say(writer, kind)`` sets it, ``text(lang)`` reads it, ``changed()`` marks a new view.

    ``writer`` is a function returning HTML in the language in force when it is called (or a plain string, already
    HTML). It is called once at once (so it reads the facts of now, not later ones) and again for each other
    language asked for.
    """

    __slots__ = ("_writer", "_written", "kind", "version")

    def __init__(self) -> None:
        self._writer: Writer = lambda: ""
        self._written: dict[str, str] = {}
        self.kind = "info"
        self.version = 0

    def say(self, writer: Writer | str, kind: str = "info", lang: str | None = None) -> None:
        """Show a new status line (``kind``: ``"info"``, ``"ok"`` or ``"error"``) and mark the view changed."""
        if isinstance(writer, str):
            text = writer
            self._writer = lambda: text
        else:
            self._writer = writer
        self._written = {}
        self.kind = kind
        with language(lang):
            self._written[get_language()] = self._writer()
        self.changed()

    def text(self, lang: str | None = None) -> str:
        """The line in ``lang`` (None: the language in force), written now if it was not yet."""
        with language(lang) as current:
            found = self._written.get(current)
            if found is None:
                found = self._written[current] = self._writer()
            return found

    def changed(self) -> None:
        """Something the view shows changed (the board, the buttons): bump the version."""
        self.version += 1
