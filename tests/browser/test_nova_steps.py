"""Ark Nova's step-through in a real browser (issue 24, item 4): the board shown at step k is the board of the game
replayed to event k.

Voila serves tests/browser/nova_game.ipynb (a seeded solo game opened on a turn); chromium builds a size-2
enclosure by mouse (test_nova_browser's flow), then steps back one event at a time with "◀" to the start of the
game and forward again with "▶". At every step the board in the page is compared with the board the kernel's code
draws for that step on a widget made afresh here from the game replayed to the same point (the notebook's code run
in this process, the same Build played on the engine), element by element (tag, data- attributes, words); the
caption "k/N" beside the slider counts the same steps.
"""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest
from test_nova_browser import BOX, build_by_mouse, open_in_voila

pytestmark = pytest.mark.browser

NOTEBOOK = Path(__file__).parent / "nova_game.ipynb"
WIDGET = ".nova-game-widget"

# Every element of a board, in document order: its tag, its data- attributes (sorted) and its own words; what only
# the page adds (focus and fitting: tabindex, role, aria-label, style) is left out.
SIGNATURE = """([selector, markup]) => {
    const root = markup
        ? new DOMParser().parseFromString(markup, 'text/html').querySelector('svg')  // as board.js's innerHTML parses
        : document.querySelector(selector);
    const out = [];
    for (const el of [root, ...root.querySelectorAll('*')]) {
        const data = [...el.attributes].filter((a) => a.name.startsWith('data-')).map((a) => a.name + '=' + a.value)
            .sort().join(' ');
        const words = [...el.childNodes].filter((n) => n.nodeType === 3).map((n) => n.textContent).join('').trim();
        out.push(el.localName + '[' + data + ']' + words);
    }
    return out;
}"""
CAPTION = f"() => document.querySelector('{WIDGET} .ark-step-count').innerText.trim()"


def notebook_widget_code() -> str:
    """The notebook's code cell without its last line (the widget shown), to run here."""
    cells = json.loads(NOTEBOOK.read_text())["cells"]
    source = "".join(next(c["source"] for c in cells if c["cell_type"] == "code"))
    return source.rsplit("\nw\n", 1)[0] if "\nw\n" in source else source.rsplit("\n", 1)[0]


def replayed_widget(anchor: str):
    """A fresh widget on the notebook's game with the same Build played (size-2 enclosure, rotation 0, at
    ``anchor``) on the engine."""
    from arkwidgets import nova
    from arkwidgets.nova.hexes import format_hex
    from arkwidgets.nova.moves import Build, ChooseAction

    space: dict = {}
    exec(notebook_widget_code(), space)  # the test's own notebook
    game = space["opening"](space["seed"])
    game.play(ChooseAction("build"))
    build = next(m for m in game.legal_moves() if isinstance(m, Build) and m.kind == "enclosure-2"
                 and m.rotation == 0 and not m.mirrored and format_hex(m.hex) == anchor)
    game.play(build)
    return nova.GameWidget(players=["You"], bots=0, game=game)


SEEN: set[int] = set()  # the different boards the page showed


def same_board(page, widget, within: float = 10.0) -> bool:
    """The board in the page and the board ``widget`` draws now: the same elements, attributes and words? (The
    page's board may arrive a moment after the caption: it is compared again until ``within`` seconds pass.)"""
    drawn = page.evaluate(SIGNATURE, ["", widget.board.svg])
    deadline = time.monotonic() + within
    while True:
        shown = page.evaluate(SIGNATURE, [f"{BOX} svg.nova-board", ""])
        if shown == drawn:
            SEEN.add(hash(tuple(shown)))
            return True
        if time.monotonic() > deadline:
            diff = next((k for k, (a, b) in enumerate(zip(shown, drawn, strict=False)) if a != b), None)
            print(f"\n{len(shown)} vs {len(drawn)} elements; first difference at {diff}: "
                  f"{shown[diff] if diff is not None else ''} / {drawn[diff] if diff is not None else ''}")
            return False
        page.wait_for_timeout(100)


def click_nav(page, label: str) -> None:
    old = page.evaluate(CAPTION)
    page.locator(f"{WIDGET} .ark-stepper button:text-is('{label}')").click()
    page.wait_for_function(f"(old) => ({CAPTION})() !== old", arg=old, timeout=30_000)


def test_the_board_at_each_step_is_the_game_replayed_to_that_event(nova_voila_url, chromium_page):
    page = chromium_page
    open_in_voila(page, nova_voila_url)
    anchor = build_by_mouse(page, [])
    page.wait_for_function(f"() => ({CAPTION})()", timeout=30_000)
    shown, total = map(int, page.evaluate(CAPTION).split("/"))
    widget = replayed_widget(anchor)
    steps = len(widget.session.timeline)
    assert total == steps and shown == steps, f"caption {shown}/{total}, the replayed game has {steps} steps"
    checked = []
    k = steps - 1
    while True:  # back to the first step, one event at a time, then forward again to now
        widget.session.step_to(k)
        widget.refresh()
        assert page.evaluate(CAPTION) == f"{k + 1}/{steps}"
        assert same_board(page, widget), f"step {k + 1}/{steps}: the board differs from the game replayed to there"
        checked.append(k)
        if k == 0:
            break
        click_nav(page, "◀")
        k -= 1
    for k in range(1, steps):
        click_nav(page, "▶")
        widget.session.step_to(k)
        widget.refresh()
        assert page.evaluate(CAPTION) == f"{k + 1}/{steps}"
        assert same_board(page, widget), f"step {k + 1}/{steps} (forward): the board differs from the replayed game"
        checked.append(k)
    print(f"\nstep-through: {len(checked)} boards compared ({steps} steps back to the start and forward again), "
          f"each equal to the game replayed to its event; {len(SEEN)} different boards")
    assert len(SEEN) > steps // 2, "stepping through shows the moments, not one board"
