"""The shared status plumbing (arkwidgets.ui.status): a text kept as the function that writes it, written once per
language, for Ark's controllers (Speaks/Speaking) and Ark Nova's (StatusLine) alike."""

from __future__ import annotations

from arkwidgets.ark.widgets import common
from arkwidgets.i18n import _, language
from arkwidgets.ui.status import Speaks, StatusLine, Text


def test_text_is_written_once_per_language_and_again_in_another() -> None:
    calls: list[str] = []

    def write() -> str:
        calls.append("x")
        return _("Undo")

    text: Text[str] = Text(write)
    with language("fr"):
        first = text()
        assert text() == first  # cached: not written twice in one language
    with language("zh"):
        assert text() != first
    assert len(calls) == 2


def test_a_plain_value_is_the_text_in_every_language() -> None:
    text = Text("<b>7</b>")
    with language("zh"):
        assert text() == "<b>7</b>"


def test_status_line_is_written_now_and_again_after_a_switch() -> None:
    line = StatusLine()
    facts = {"n": 1}
    line.say(lambda: _("Pace (s)") + f" {facts['n']}", "ok", lang="en")
    facts["n"] = 2  # later facts do not leak into the language already written
    assert line.text("en") == "Pace (s) 1" and line.kind == "ok" and line.version == 1
    assert line.text("fr") != line.text("en")
    line.changed()
    assert line.version == 2


class _Controller(Speaks):
    def __init__(self) -> None:
        self.lang = "en"
        self.status_kind = "info"
        self._status = Text("")
        self.count = 0

    def changed(self) -> None:
        self.count += 1


def test_speaks_follows_the_controllers_language() -> None:
    c = _Controller()
    assert c.answer(lambda: _("Undo"), "error") is True
    assert (c.status, c.status_kind, c.count) == ("Undo", "error", 1)
    c.lang = "fr"
    assert c.status != "Undo"


def test_arks_names_are_the_shared_ones() -> None:
    """widgets.common keeps the names play.py, sandbox.py, presenter.py and whatif_widget.py import."""
    assert common.Text is Text
    assert issubclass(common.Speaking, Speaks)
