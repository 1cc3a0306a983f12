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


def test_a_choice_judged_everywhere_is_one_short_line_with_the_refusals_folded() -> None:
    """verdict_summary (issue 24): where it is legal and how many places refused, in one sentence; each refused
    place's reasons in a <details> list under it; none when nothing was refused; its own line when nothing is legal."""
    from arkwidgets.i18n import language
    from arkwidgets.ui.status import verdict_summary

    refused = [("T2", "<b>P-5</b> food — …"), ("B1", "<b>P-2</b> climate — …")]
    text = verdict_summary("Fish", ["B3", "T1"], refused, "2 cabins refused")
    line, folded = text.split("<details", 1)
    assert line == "Fish: legal in B3, T1 — click a ✓; 2 cabins refused — hover a ✗ for the reason."
    assert folded.count("<li>") == 2 and "<b>T2</b>: <b>P-5</b> food" in folded and "(2)" in folded
    assert verdict_summary("Fish", ["B3"], [], "") == "Fish: legal in B3 — click a ✓."
    nowhere = verdict_summary("Fish", [], refused, "2 cabins refused", "Fish has no legal place now (P-5).")
    assert nowhere.startswith("Fish has no legal place now (P-5). 2 cabins refused — hover") and "<details" in nowhere
    with language("fr"):
        assert "permis en" in verdict_summary("Poisson", ["B3"], refused, "2 cabines refusées")
