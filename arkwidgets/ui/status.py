"""Say, changed, done: the status line of a controller, written again in another language from the same facts.

A widget that switches language live cannot keep the words it showed: a status line written in Chinese must be
written again in French from the same facts. So a text is kept as the *function* that writes it, and each
language's words are cached the first time they are read (:class:`Text`). A status line is such a text plus its
kind (``"info"``, ``"ok"``, ``"error"`` — the CSS class); a controller either holds one as an object
(:class:`StatusLine`, with a version number every change bumps: Ark Nova's controllers) or is one, as a mixin
(:class:`Speaks`: Ark's controllers, whose ``widgets.common.Speaking`` adds the rules the last attempt broke).

A choice judged everywhere at once (a card over every cabin, an animal over every enclosure) is told in one short
line by :func:`verdict_summary` — where it is legal, how many places refused it — with every refusal's reasons
folded in an expandable list under it, so a long list never pushes the controls off the screen (issue 24).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Generic, TypeVar

from ..i18n import _, get_language, language
from ..markup import esc

__all__ = ["Speaks", "StatusLine", "Text", "Writer", "verdict_summary"]

Writer = Callable[[], str]
T = TypeVar("T")


class Text(Generic[T]):
    """A text written by a function, once per language: a status line written in Chinese can be written again in
    French after a switch, from the same facts (an engine's verdicts and narration are built in the language in
    force when they are made, so the function makes them again rather than keeping their words). A value that is
    not callable is the text in every language."""

    __slots__ = ("write", "written")

    def __init__(self, write: Callable[[], T] | T):
        self.write: Callable[[], T] = write if callable(write) else (lambda text=write: text)  # type: ignore[misc]
        self.written: dict[str, T] = {}

    def __call__(self) -> T:
        """The text in the current language (written now if it was not yet)."""
        lang = get_language()
        text = self.written.get(lang)
        if text is None:
            text = self.written[lang] = self.write()
        return text


class StatusLine:
    """One status line: ``say(writer, kind)`` sets it, ``text(lang)`` reads it, ``changed()`` marks a new view.

    ``writer`` is a function returning HTML in the language in force when it is called (or a plain string, already
    HTML). It is called once at once (so it reads the facts of now, not later ones) and again for each other
    language asked for.
    """

    __slots__ = ("_text", "kind", "version")

    def __init__(self) -> None:
        self._text: Text[str] = Text("")
        self.kind = "info"
        self.version = 0

    def say(self, writer: Writer | str, kind: str = "info", lang: str | None = None) -> None:
        """Show a new status line (``kind``: ``"info"``, ``"ok"`` or ``"error"``) and mark the view changed."""
        self._text = Text(writer)
        self.kind = kind
        with language(lang):
            self._text()  # written now, while the facts are those of now
        self.changed()

    def text(self, lang: str | None = None) -> str:
        """The line in ``lang`` (None: the language in force), written now if it was not yet."""
        with language(lang):
            return self._text()

    def changed(self) -> None:
        """Something the view shows changed (the board, the buttons): bump the version."""
        self.version += 1


class Speaks:
    """A controller that is its own status line: ``say(text, kind)``, ``status`` (in ``self.lang``),
    ``status_kind``, ``changed()`` and ``answer()`` (say, changed, handled). The controller sets ``lang``,
    ``_status`` (a :class:`Text`) and ``status_kind`` when it is made, and overrides :meth:`changed` if it counts
    versions."""

    lang: str | None
    _status: Text[str]
    status_kind: str

    @property
    def status(self) -> str:
        """The status line (HTML) in this controller's language, written again after a language switch."""
        with language(self.lang):
            return self._status()

    def say(self, text: Any, kind: str = "info") -> None:
        """Set the status line: a function that writes it (in any language, from the facts of now) or a text."""
        status = text if isinstance(text, Text) else Text(text)
        with language(self.lang):
            status()  # written now, while the facts are those of now
        self._status, self.status_kind = status, kind

    def changed(self) -> None:
        """The board must be drawn again (a controller that counts versions bumps its count here)."""

    def answer(self, text: Any, kind: str = "info") -> bool:
        """Say ``text``, mark the board changed and report the click handled: how every handler ends."""
        self.say(text, kind)
        self.changed()
        return True


def verdict_summary(head: str, legal: Sequence[str], refused: Sequence[tuple[str, str]], refused_count: str,
                    nowhere: str = "") -> str:
    """A choice judged at every place, as one short status line (HTML) in the language in force, with the reasons
    folded away: "Fish: legal in B3, T1, T3 — click a ✓; 4 cabins refused — hover a ✗ for the reason", then a
    ``<details>`` list of every refused place with its reasons (the board shows each ✗ with its rule too).

    ``head`` is HTML (the thing chosen, escaped by the caller); ``legal`` the places where it may go; ``refused``
    pairs of a place and its reasons (HTML); ``refused_count`` how the game counts refused places ("{count} cabins
    refused", already in ``ngettext`` form for the count); ``nowhere`` the line when no place is legal (HTML; by
    default "… may go nowhere now"). The long list is never in the line itself: a status line stays short at any
    point of a game (issue 24: at turn 21 Ark's listed every cabin's reasons, 3,835 characters)."""
    places = esc(_(", ").join(legal))
    count = esc(refused_count)
    if legal and refused:
        line = _("{choice}: legal in {places} — click a ✓; {refused} — hover a ✗ for the reason.").format(
            choice=head, places=places, refused=count)
    elif legal:
        line = _("{choice}: legal in {places} — click a ✓.").format(choice=head, places=places)
    else:
        line = nowhere or _("{choice} may go nowhere now.").format(choice=head)
        if refused:
            line += " " + _("{refused} — hover a ✗ for the reason.").format(refused=count)
    if not refused:
        return line
    why = _("Why not, place by place ({count})").format(count=len(refused))
    items = "".join(f"<li><b>{esc(place)}</b>: {reasons}</li>" for place, reasons in refused)
    return (f'{line}<details class="ark-not-here"><summary>{esc(why)}</summary>'
            f'<ul style="margin: 2px 0; padding-left: 1.2em">{items}</ul></details>')
