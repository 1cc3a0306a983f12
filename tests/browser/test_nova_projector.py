"""Ark Nova's classroom app on a projector (issues 15, 24), measured in a real browser as Ark's is (test_projector.py).

The app (notebooks/08_ark_nova_classroom_app.ipynb) is served by Voila with the offline ``ark`` template. At
1920×1080 and 1280×800, without scrolling, the board, the status line and the dock's controls (the answer buttons,
Undo and the language menu) have bounding boxes inside the viewport — board.js fits the board to the room beside
the dock, as it does in Ark — and the status line has a background of its own (board.css), not the page showing
through. The board is the classroom board (issue 24): the eight cards dealt are drawn to click, no text on it is
under 11 px at 1920×1080 (9 px at 1280×800), and a hex of the seat's own zoo is at least 48 px across at 1920×1080.
"""

from __future__ import annotations

import pytest
from conftest import ROOT, serve_app
from test_projector import fmt, inside

pytestmark = pytest.mark.browser

TIMEOUT = 180_000  # ms: a cold Voila start on two cores takes about a minute
APP = ROOT / "notebooks" / "08_ark_nova_classroom_app.ipynb"
SIZES = [(1920, 1080), (1280, 800)]

WIDGET = ".nova-game-widget"
STATUS = f"{WIDGET} .nova-status-text"
CONTROLS = f"{WIDGET} .nova-dock .jupyter-button, {WIDGET} .nova-dock select"  # hidden ones have no box
#: The smallest text on the board (px) and the narrowest hex of the own zoo (px, across its flats), per screen.
FLOORS = {(1920, 1080): (11.0, 48.0), (1280, 800): (9.0, 30.0)}
BOARD_TEXT = """() => {
    const svg = document.querySelector('.nova-game-widget svg.nova-board');
    let least = 1e9;
    for (const t of svg.querySelectorAll('text')) {
        if (!t.getClientRects().length) continue;
        least = Math.min(least, parseFloat(t.getAttribute('font-size')) * t.getScreenCTM().a);
    }
    const hex = svg.querySelector('g[data-zoo] [data-hex] path').getBoundingClientRect();
    return {least, hex: Math.min(hex.width, hex.height), faces: svg.querySelectorAll('[data-zone="choice"]').length};
}"""


def bounds(page, selector: str) -> dict | None:
    """The union of the bounding boxes (viewport coordinates) of every element ``selector`` finds, or None."""
    rects = [r for r in (page.locator(selector).nth(k).bounding_box() for k in range(page.locator(selector).count()))
             if r and r["width"] > 0]
    if not rects:
        return None
    return {"left": min(r["x"] for r in rects), "top": min(r["y"] for r in rects),
            "right": max(r["x"] + r["width"] for r in rects), "bottom": max(r["y"] + r["height"] for r in rects)}


@pytest.fixture(scope="module")
def app_url(chromium_path, tmp_path_factory):
    """Voila serving Ark Nova's classroom app with the offline `ark` template."""
    yield from serve_app(APP, tmp_path_factory, "voila-nova-app")


def settle(page) -> None:
    """Wait until the board has refitted to the viewport (two animation frames with the same size)."""
    page.wait_for_function("""() => new Promise((done) => {
        const board = () => document.querySelector('.nova-game-widget svg.nova-board');
        const size = () => JSON.stringify(board().getBoundingClientRect());
        const a = size(); requestAnimationFrame(() => requestAnimationFrame(() => done(a === size())));
    })""", timeout=10_000)


def opaque(colour: str) -> bool:
    """A computed background colour that paints something (not transparent, not fully see-through)."""
    if colour in ("transparent", "rgba(0, 0, 0, 0)"):
        return False
    parts = colour[colour.index("(") + 1:-1].replace("/", ",").split(",")
    return len(parts) < 4 or float(parts[3]) > 0


def test_board_status_and_controls_fit_one_screen(app_url, chromium):
    page = chromium.new_page(viewport={"width": 1920, "height": 1080})
    try:
        page.goto(app_url, timeout=TIMEOUT)
        page.wait_for_selector(".nova-game-widget svg.nova-board", timeout=TIMEOUT)
        page.wait_for_selector(".nova-game-widget .nova-status-text", timeout=TIMEOUT)
        for width, height in SIZES:
            page.set_viewport_size({"width": width, "height": height})
            settle(page)
            status = page.locator(STATUS)
            b = {"board": bounds(page, f"{WIDGET} svg.nova-board"), "status": bounds(page, STATUS),
                 "controls": bounds(page, CONTROLS), "language": bounds(page, f"{WIDGET} .nova-dock select"),
                 "scroll": page.evaluate("() => ({x: window.scrollX, y: window.scrollY})"),
                 "statusBackground": status.evaluate("(el) => getComputedStyle(el).backgroundColor"),
                 "statusFont": status.evaluate("(el) => parseFloat(getComputedStyle(el).fontSize)"),
                 "text": page.evaluate(BOARD_TEXT)}
            view = {"width": width, "height": height}
            print(f"\n{width}x{height}: board {fmt(b['board'])}, status {fmt(b['status'])}, controls "
                  f"{fmt(b['controls'])}, language {fmt(b['language'])}, status background "
                  f"{b['statusBackground']}, status font {b['statusFont']} px, board {b['text']}")
            assert b["scroll"] == {"x": 0, "y": 0}
            for name in ("board", "status", "controls", "language"):
                assert inside(b[name], view), f"{width}x{height}: {name} {b[name]} is not inside the {view} viewport"
            board_height = b["board"]["bottom"] - b["board"]["top"]
            assert board_height >= 240, f"{width}x{height}: the board shrank to {b['board']}"
            assert opaque(b["statusBackground"]), f"the status line has no background: {b['statusBackground']}"
            assert b["statusFont"] >= 16
            least, hex_px = FLOORS[(width, height)]
            assert b["text"]["faces"] == 8, "the eight cards dealt are drawn to click (keep 4 of 8)"
            assert b["text"]["least"] >= least, f"{width}x{height}: a board text of {b['text']['least']:.1f} px"
            assert b["text"]["hex"] >= hex_px, f"{width}x{height}: a hex of {b['text']['hex']:.1f} px"
    finally:
        page.close()
