"""The shared, game-agnostic widget pieces in ``arkwidgets.ui`` (status line, timeline, escaping, key bridge)."""

from __future__ import annotations

import pytest

from arkwidgets.i18n import _, language
from arkwidgets.markup import esc
from arkwidgets.ui import StatusLine, Step, Timeline


def test_esc_makes_markup_and_quotes_literal():
    assert esc('<b a="1">x</b>') == "&lt;b a=&quot;1&quot;&gt;x&lt;/b&gt;"
    assert esc(None) == "" and esc(3) == "3"


def test_status_line_is_written_again_in_another_language_from_the_same_facts():
    line = StatusLine()
    facts = {"n": 1}
    line.say(lambda: _("Undo") + f" {facts['n']}", "error", lang="fr")
    assert line.kind == "error" and line.version == 1
    fr = line.text("fr")
    facts["n"] = 2  # a later fact: the French text already written does not change
    assert line.text("fr") == fr == "Annuler le coup 1"
    assert line.text("zh").startswith("撤销")
    line.changed()
    assert line.version == 2


def test_status_line_takes_plain_text_too():
    line = StatusLine()
    line.say("<b>ready</b>")
    with language("zh"):
        assert line.text() == "<b>ready</b>"


class Counter:
    """A tiny game: a list of moves, undo by slicing (shows the timeline knows nothing of Ark or Ark Nova)."""

    def __init__(self, moves):
        self.moves = list(moves)


def steps_of(game):
    return [Step("setup", 0)] + [Step(f"event {k}", k, "p", m) for k, m in enumerate(game.moves, start=1)
                                 for _twice in range(2)]


def test_timeline_lists_steps_rebuilds_positions_and_finds_move_starts():
    g = Counter(["a", "b"])
    t = Timeline(g, steps_of, lambda game, step: game.moves[: step.moves], lambda game: len(game.moves))
    assert len(t) == 5 and t.move_starts() == [0, 1, 3]
    assert t.position(3) == ["a", "b"] and t.position(0) == []
    assert t.next_move(1, +1) == 3 and t.next_move(3, -1) == 1 and t.next_move(0, -1) == 0
    assert t.clamp(99) == 4 and t.clamp(-3) == 0
    g.moves.append("c")
    t.refresh()
    assert len(t) == 7


def test_board_keys_reports_keys_hover_and_clicks_to_python():
    pytest.importorskip("anywidget")
    from arkwidgets.ui.keys import BoardKeys

    seen = []
    k = BoardKeys(on_key=lambda key: seen.append(("key", key)), on_hover=lambda m: seen.append(("hover", m)),
                  on_click=lambda m: seen.append(("click", m["hex"])), letters=["r"])
    for msg in ({"kind": "key", "key": "r"}, {"kind": "hover", "hex": "3,4"}, {"kind": "click", "hex": "1,2"},
                {"kind": "key", "key": 5}, "junk"):
        k._handle_custom_msg(msg, [])
    assert seen == [("key", "r"), ("hover", {"hex": "3,4"}), ("click", "1,2")]
    esm = k._esm if isinstance(k._esm, str) else k._esm.read_text()
    # one tab stop (a roving tabindex), arrows between targets, Enter/Space to click, hover reported
    assert 'n === node ? "0" : "-1"' in esm and "ArrowRight" in esm and 'event.key === "Enter"' in esm
    assert "mouseover" in esm
