"""The shell both games' GameWidgets stand on (arkwidgets.ui.shell): one language switch, one set of shared labels,
one fit contract with board.js, and Ark's status style on Ark Nova's status line."""

from __future__ import annotations

import pytest

pytest.importorskip("ipywidgets")

import arkwidgets
from arkwidgets import nova
from arkwidgets.ui.shell import Shell


@pytest.fixture(params=["ark", "nova"])
def widget(request):
    if request.param == "ark":
        return arkwidgets.GameWidget(players=["Ann"], bots=2, seed=1, autoplay=False, lang="en")
    return nova.GameWidget(players=["Ann"], bots=1, seed=1, autoplay=False, lang="en")


def test_both_widgets_switch_their_shared_labels_with_the_language(widget) -> None:
    assert isinstance(widget, Shell)
    assert widget.whatif_start.description == "What-if from here"
    widget.set_language("fr")
    assert widget.lang == "fr" and widget.language.value == "fr"
    assert widget.whatif_start.description not in ("", "What-if from here")
    assert widget.bot_step_button.description not in ("", "Bot step")
    widget.language.value = "zh"  # the dropdown does the same
    assert widget.lang == "zh"


def test_both_widgets_mark_what_board_js_fits(widget) -> None:
    """board.js sizes the board inside an .ark-fit root, leaving room for its .ark-fit-dock."""
    assert "ark-fit" in widget.get_state()["_dom_classes"]
    docks = [w for w in (getattr(widget, "side", None), getattr(widget, "dock", None)) if w is not None]
    assert any("ark-fit-dock" in d.get_state()["_dom_classes"] for d in docks)


def test_nova_status_line_wears_arks_status_style() -> None:
    w = nova.GameWidget(players=["Ann"], bots=1, seed=1, autoplay=False)
    assert 'class="ark-status-text ark-' in w.status.value and "nova-status-text" in w.status.value


def test_an_error_becomes_the_status_line_not_a_traceback(widget, monkeypatch) -> None:
    def broken(_index: int) -> None:
        raise RuntimeError("boom")

    monkeypatch.setattr(widget.session, "step_to", broken)
    widget.nav_buttons[0].click()  # "|◀ Start": the shell runs it under the error guard
    assert "boom" in widget.status.value and "error" in widget.status.value
