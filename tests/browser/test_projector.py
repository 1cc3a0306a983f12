"""Ready for a classroom projector (issue 15), measured in a real browser.

The classroom app (notebooks/05_classroom_app.ipynb) is served by Voila with the offline ``ark`` template; one page
is driven through three screen sizes (the board refits on resize), three themes and a keyboard-only turn; then the
test notebook's GameWidget is checked in JupyterLab. Measured, not looked at:

* one screen: the ark, the player's own hand, the status line and the action buttons (Cancel, Undo, …) have
  bounding boxes inside the viewport, without scrolling, at 1920×1080, 1280×800 and 768×1024, before and after
  selecting a card, on the first turn and at turn 21 (a second app serving the same deal played on by bots); status and
  controls at 16 px or more in the classroom app; the status line after selecting a card is a short summary
  ("legal in …; 3 cabins refused — hover a ✗ …") with the reasons folded in a ``<details>`` list (issue 24);
* the board uses the screen (issue 24): at 1920×1080 no board text is under 12 px and the card names reach 14 px,
  on the first turn and at turn 21; at 1280×800 and on a 768×1024 portrait tablet the sizes are measured against the
  floors in FLOORS and LATE_FLOORS (printed; the report beside the aims is in docs/widget.md);
* every status and banner kind reaches 4.5:1 (WCAG AA), computed from getComputedStyle colours, in the light, dark
  (the page's dark theme, followed by the board) and contrast (prefers-contrast: more) themes;
* one whole turn with the keyboard alone: Tab to a hand card (role=button, its name as label), Space, Shift+Tab to
  a legal cabin (its label says "legal"), Enter, Tab to End turn if needed, Enter;
* no request to any host but 127.0.0.1; click → updated board median under 100 ms.

A screenshot of the app at 1920×1080 (a card selected) is saved to docs/classroom.png when it is missing or
``ARK_SAVE_SCREENSHOT=1`` is set (so a test run leaves the work tree as it was).
"""

from __future__ import annotations

import os
import statistics
from pathlib import Path
from urllib.parse import urlparse

import pytest
from conftest import ROOT, serve_app
from test_widget_browser import (
    INSTRUMENT,
    TIMEOUT,
    run_all_cells,
    status_count,
    timed_click,
    wait_for_status,
    wait_for_your_turn,
)

pytestmark = pytest.mark.browser

APP = ROOT / "notebooks" / "05_classroom_app.ipynb"
SCREENSHOT = ROOT / "docs" / "classroom.png"
SAVE_SCREENSHOT = "ARK_SAVE_SCREENSHOT"  # set (=1) to write docs/classroom.png again; it is written when missing
#: The classroom sizes issue 24 measures, and a portrait tablet (the dock under the board, as Ark Nova's test has it).
SIZES = [(1920, 1080), (1280, 800)]
TABLET = (768, 1024)
HAND = '.ark-board-box [data-zone="hand"][data-card][data-player="0"]'
#: The smallest board text (px) and the median card name (px) on the first turn, per screen, as measured (issue 24's
#: aims: 12 and 14 px at 1920×1080 — met, 17.8 / 21.2 px; 11 px at 1280×800 — met, 11.7 / 14.0 px; the portrait tablet
#: 8.8 / 10.5 px before and after selecting a card: the dock under the board keeps its height (the status line three
#: lines, the actions row one) and sets its controls two a row (ark.css), where it grew and shrank the board from 7.8
#: to 6.5 px). Before the compact ark (cards overlapping in a cabin, closer columns, issue 24): 16.9 / 20.1, 11.5 /
#: 13.7 and 8.6 / 10.2 px.
FLOORS = {(1920, 1080): (17.7, 21.1), (1280, 800): (11.6, 13.9), TABLET: (8.7, 10.4)}
#: The same at turn 21 (a 3-player ark of 13 columns in two bands, five cards in hand; the app's folded "For the
#: teacher" line above the board included): 13.7 / 16.3 px at 1920×1080 (the aims, met); 9.2 / 11.0 px at 1280×800
#: (the aim of 9 px, met) and 6.6 / 7.8 px on the tablet before and after selecting a card (4.7 px, then 3.3 px once
#: a card was selected, when the dock grew), below the aims (the known gap of docs/widget.md), held so they never get
#: worse. Before the compact ark: 12.7 / 15.0, 8.7 / 10.4 and 6.0 / 7.1 px.
LATE_FLOORS = {(1920, 1080): (13.6, 16.2), (1280, 800): (9.1, 10.9), TABLET: (6.5, 7.7)}
#: The smallest card name (px) at turn 21 where issue 24 aims at 14 px: 14.6 px measured at 1920×1080 (13.0 before
#: the compact ark, when "Mountain goat" took two lines at 12.5 units).
LATE_NAME_FLOORS = {(1920, 1080): 14.5}
#: The board's texts in screen pixels: the smallest, and the card names (smallest and median).
BOARD_TEXT = """() => {
    const svg = document.querySelector('.ark-board-box svg.ark-board');
    const px = (t) => parseFloat(t.getAttribute('font-size')) * t.getScreenCTM().a;
    const shown = [...svg.querySelectorAll('text')].filter((t) => t.getClientRects().length);
    const names = shown.filter((t) => t.classList.contains('ark-name')).map(px).sort((a, b) => a - b);
    const least = Math.min(...shown.map(px));
    const smallest = shown.filter((t) => px(t) === least).map((t) => t.textContent).slice(0, 3);
    const ark = [...svg.querySelectorAll('[data-cabin]')].map((el) => el.getBoundingClientRect());
    return {least, smallest, texts: shown.length, nameMin: names[0], nameMedian: names[names.length >> 1],
            ark: [Math.max(...ark.map((r) => r.right)) - Math.min(...ark.map((r) => r.left)),
                  Math.max(...ark.map((r) => r.bottom)) - Math.min(...ark.map((r) => r.top))]};
}"""
#: The status line's own sentence (without the folded list) and whether the list is there.
STATUS_TEXT = """() => {
    const status = document.querySelector('.ark-status-text');
    const list = status.querySelector('details');
    const own = status.innerText.length - (list ? list.innerText.length : 0);
    return {own, folded: !!list, open: !!(list && list.open)};
}"""

# Bounding boxes (page coordinates at scroll 0 of the window) of what a learner must see, and the viewport.
BOXES = """
() => {
  const box = (el) => { if (!el) return null; const r = el.getBoundingClientRect();
    return {left: r.left, top: r.top, right: r.right, bottom: r.bottom, width: r.width, height: r.height}; };
  const union = (els) => { const rs = els.map(box).filter((r) => r && r.width > 0);
    if (!rs.length) return null;
    return {left: Math.min(...rs.map((r) => r.left)), top: Math.min(...rs.map((r) => r.top)),
            right: Math.max(...rs.map((r) => r.right)), bottom: Math.max(...rs.map((r) => r.bottom))}; };
  const root = document.querySelector('.ark-board-box');
  const cabins = [...root.querySelectorAll('[data-cabin]'), ...root.querySelectorAll('[data-zone="bow"]')];
  const hand = [...root.querySelectorAll('[data-zone="hand"][data-card][data-player="0"]')];
  const buttons = [...document.querySelectorAll('.ark-side .jupyter-button')].filter((b) => b.offsetParent);
  const status = document.querySelector('.ark-status-text');
  return {
    viewport: {width: window.innerWidth, height: window.innerHeight},
    scroll: {x: window.scrollX, y: window.scrollY},
    ark: union(cabins), hand: union(hand), status: box(status), buttons: union(buttons),
    nbuttons: buttons.length,
    statusFont: parseFloat(getComputedStyle(status).fontSize),
    buttonFont: Math.min(...buttons.map((b) => parseFloat(getComputedStyle(b).fontSize))),
    board: box(root.querySelector('svg.ark-board')),
  };
}
"""

# WCAG contrast of every status and banner kind (samples put in the dock, where the real ones are) and of the real
# status line and buttons: foreground from `color`, background from the first opaque background-color up the tree
# (translucent ones composited over it).
CONTRAST = """
() => {
  const side = document.querySelector('.ark-side');
  const parse = (c) => {
    const m = c.match(/rgba?\\(([^)]+)\\)/); if (!m) return [0, 0, 0, 0];
    const p = m[1].split(/[\\s,\\/]+/).filter(Boolean).map(Number);
    return [p[0], p[1], p[2], p.length > 3 ? p[3] : 1]; };
  const lin = (v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4); };
  const lum = (c) => 0.2126 * lin(c[0]) + 0.7152 * lin(c[1]) + 0.0722 * lin(c[2]);
  const over = (top, under) => [0, 1, 2].map((i) => top[i] * top[3] + under[i] * (1 - top[3]));
  const ground = (el) => { const layers = [];
    for (let n = el; n; n = n.parentElement) { const c = parse(getComputedStyle(n).backgroundColor);
      if (c[3] > 0) { layers.push(c); if (c[3] >= 1) break; } }
    let base = [255, 255, 255];
    for (const c of layers.reverse()) base = over(c, base);
    return base; };
  const ratio = (el) => { const fg = parse(getComputedStyle(el).color); const bg = ground(el);
    const a = lum(over(fg, bg)), b = lum(bg); return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05); };
  const out = {};
  const probe = document.createElement('div');
  side.appendChild(probe);
  for (const kind of ['info', 'ok', 'error', 'replay']) {
    probe.innerHTML = `<div class="ark-status-text ark-${kind}">Sample <b>text</b></div>`;
    out['status ' + kind] = ratio(probe.firstChild);
  }
  for (const kind of ['', 'ark-rain-final', 'ark-rain-final ark-alert', 'ark-over', 'ark-whatif']) {
    probe.innerHTML = `<div class="ark-banner-text ${kind}">Sample</div>`;
    out['banner ' + (kind || 'play')] = ratio(probe.firstChild);
  }
  probe.innerHTML = '<table class="ark-scores"><tr><td>1</td></tr></table>';
  out['scores'] = ratio(probe.querySelector('td'));
  probe.remove();
  out['status line shown'] = ratio(document.querySelector('.ark-status-text'));
  [...side.querySelectorAll('.jupyter-button')].filter((b) => b.offsetParent).forEach((b, k) => {
    out['button ' + (b.innerText.trim() || k)] = ratio(b); });
  return out;
}
"""


@pytest.fixture(scope="module")
def app_url(chromium_path, tmp_path_factory):
    """Voila serving the classroom app with the offline `ark` template."""
    yield from serve_app(APP, tmp_path_factory, "voila-app")


@pytest.fixture(scope="module")
def app(app_url, chromium):
    """One page on the classroom app at 1920×1080, every request and console line recorded."""
    page = chromium.new_page(viewport={"width": 1920, "height": 1080})
    page.requests, page.console = [], []
    page.on("request", lambda r: page.requests.append(r.url))
    page.on("console", lambda m: page.console.append(f"{m.type}: {m.text}"))
    page.goto(app_url, timeout=TIMEOUT)
    page.wait_for_selector("svg.ark-board", timeout=TIMEOUT)
    wait_for_your_turn(page)
    page.evaluate(INSTRUMENT)
    page.times = []
    try:
        yield page
    finally:
        page.close()


def settle(page) -> None:
    """Wait until the board has refitted to the viewport (two animation frames with the same size)."""
    page.wait_for_function("""() => new Promise((done) => {
        const board = () => document.querySelector('.ark-board-box svg.ark-board');
        const svg = () => JSON.stringify(board().getBoundingClientRect());
        const a = svg(); requestAnimationFrame(() => requestAnimationFrame(() => done(a === svg())));
    })""", timeout=10_000)


def inside(box: dict | None, view: dict) -> bool:
    if not box:
        return False
    return (box["left"] >= -0.5 and box["top"] >= -0.5 and box["right"] <= view["width"] + 0.5
            and box["bottom"] <= view["height"] + 0.5)


def check_one_screen(page, where: str, classroom: bool = True) -> dict:
    b = page.evaluate(BOXES)
    view = b["viewport"]
    if classroom:
        b["text"] = page.evaluate(BOARD_TEXT)
        t = b["text"]
        print(f"\n{where}: board texts {t['texts']}, smallest {t['least']:.1f} px {t['smallest']}, card names "
              f"{t['nameMin']:.1f}–median {t['nameMedian']:.1f} px, ark {t['ark'][0]:.0f}×{t['ark'][1]:.0f} px")
    print(f"\n{where}: viewport {view}, board {fmt(b['board'])}, ark {fmt(b['ark'])}, hand {fmt(b['hand'])}, "
          f"status {fmt(b['status'])}, buttons {fmt(b['buttons'])} (n={b['nbuttons']}), "
          f"fonts status {b['statusFont']} px, buttons {b['buttonFont']} px")
    assert b["scroll"] == {"x": 0, "y": 0}
    for name in ("ark", "hand", "status", "buttons"):
        assert inside(b[name], view), f"{where}: {name} {b[name]} is not inside the {view} viewport"
    if classroom:
        assert b["statusFont"] >= 16 and b["buttonFont"] >= 16
    return b


def fmt(box: dict | None) -> str:
    if not box:
        return "none"
    return f"[{box['left']:.0f},{box['top']:.0f} → {box['right']:.0f},{box['bottom']:.0f}]"


def check_sizes(b: dict, where: str, floors: tuple[float, float]) -> None:
    least, name = floors
    assert b["text"]["least"] >= least, f"{where}: a board text of {b['text']['least']:.1f} px"
    assert b["text"]["nameMedian"] >= name, f"{where}: card names of {b['text']['nameMedian']:.1f} px"


def check_summary(page, where: str) -> None:
    """After selecting a card the status line is one short sentence; the refused cabins' reasons are folded."""
    s = page.evaluate(STATUS_TEXT)
    print(f"\n{where}: status sentence {s['own']} characters, reasons folded: {s['folded']}")
    assert s["own"] <= 260 and not s["open"], s


def select_card(page, k: int, selected: bool = True) -> None:
    """Click the k-th hand card (timed): it is selected (the cabins show verdicts) or, clicked again, unselected."""
    page.times.append(timed_click(page, page.locator(HAND).nth(k)))
    marks = page.locator(".ark-board-box [data-cabin][data-verdict]")
    if selected:
        marks.first.wait_for(timeout=30_000)
    else:
        page.wait_for_function("() => !document.querySelector('.ark-board-box [data-cabin][data-verdict]')",
                               timeout=30_000)


def test_one_screen_at_projector_and_laptop_sizes(app):
    page = app
    for k, (width, height) in enumerate([*SIZES, TABLET]):
        page.set_viewport_size({"width": width, "height": height})
        settle(page)
        b = check_one_screen(page, f"{width}x{height} before selecting", classroom=True)
        check_sizes(b, f"{width}x{height} before selecting", FLOORS[(width, height)])
        select_card(page, k % 2)
        settle(page)
        b = check_one_screen(page, f"{width}x{height} card selected", classroom=True)
        check_sizes(b, f"{width}x{height} card selected", FLOORS[(width, height)])
        check_summary(page, f"{width}x{height} card selected")
        if (width, height) == (1920, 1080) and (os.environ.get(SAVE_SCREENSHOT) or not SCREENSHOT.exists()):
            SCREENSHOT.parent.mkdir(exist_ok=True)
            page.screenshot(path=str(SCREENSHOT))
        select_card(page, k % 2, selected=False)  # the same card again: unselected
    page.set_viewport_size({"width": 1920, "height": 1080})
    settle(page)


#: The classroom app at turn 21: the same deal, played on by greedy bots in every seat until the human's turn.
LATE_CELL = """import arkwidgets as ark
from IPython.display import HTML, display

display(HTML("<style>.ark-board-box svg.ark-board { width: 100%; max-width: 1400px; height: auto; }</style>"))
game = ark.Game.new(["Player 1", "Bot 1", "Bot 2"], seed=2026)
greedy = ark.GreedyBot()
while game.turn < 21 or game.current_index != 0 or game.phase != "play":
    game.play(greedy.choose(game))
app = ark.GameWidget(game=game, players=["Player 1"], bot=ark.GreedyBot(), pace=0.8)
display(ark.classroom_intro(app))
app"""


@pytest.fixture(scope="module")
def late_url(chromium_path, tmp_path_factory):
    """Voila serving the classroom app on a game at turn 21 (a copy of the app notebook, its game played on)."""
    import json

    book = json.loads(APP.read_text(encoding="utf-8"))
    code = next(c for c in book["cells"] if c["cell_type"] == "code")
    code["source"], code["outputs"] = LATE_CELL, []
    path = tmp_path_factory.mktemp("late-app") / "late_app.ipynb"
    path.write_text(json.dumps(book), encoding="utf-8")
    yield from serve_app(path, tmp_path_factory, "voila-late-app")


def test_late_in_a_game_everything_stays_on_one_screen(late_url, chromium):
    """Turn 21 (14 columns of cabins in two bands): ark, hand, status and every control of the step on screen at
    both sizes, before and after selecting a card; the status is summarised; the text sizes reach LATE_FLOORS."""
    page = chromium.new_page(viewport={"width": 1920, "height": 1080})
    try:
        page.goto(late_url, timeout=TIMEOUT)
        page.wait_for_selector("svg.ark-board", timeout=TIMEOUT)
        wait_for_your_turn(page)
        page.evaluate(INSTRUMENT)
        page.times = []
        for width, height in [*SIZES, TABLET]:
            page.set_viewport_size({"width": width, "height": height})
            settle(page)
            where = f"turn 21, {width}x{height}"
            b = check_one_screen(page, f"{where} before selecting")
            check_sizes(b, where, LATE_FLOORS[(width, height)])
            for k in range(page.locator(HAND).count()):  # a card some cabins refuse: the long status of the issue
                select_card(page, k)
                if page.locator('.ark-board-box [data-cabin][data-verdict="illegal"]').count() >= 3:
                    break
                select_card(page, k, selected=False)
            settle(page)
            b = check_one_screen(page, f"{where} card selected")
            check_sizes(b, f"{where} card selected", LATE_FLOORS[(width, height)])
            if (width, height) in LATE_NAME_FLOORS:
                least = LATE_NAME_FLOORS[(width, height)]
                assert b["text"]["nameMin"] >= least, f"{where}: a card name of {b['text']['nameMin']:.1f} px"
            check_summary(page, f"{where} card selected")
            page.locator(".ark-side button:has-text('Cancel')").click()
            page.wait_for_function("() => !document.querySelector('.ark-board-box [data-cabin][data-verdict]')",
                                   timeout=30_000)
    finally:
        page.close()


#: The labels of each player's panel (name, colours, discs, "PET", "HAND (5)", …: the texts drawn straight in the
#: panel, not on a card), each with its getBBox: no two on one line overlap (French's "ANIMAL DOMESTIQUE" ran into
#: "MAIN (5)"; lines above one another are the estimate's test, tests/test_label_overlap.py).
LABEL_OVERLAPS = """() => {
    const out = [];
    let count = 0;
    for (const row of document.querySelectorAll('.ark-board-box svg.ark-board [data-player-row]')) {
        const labels = [...row.querySelectorAll('text')].filter((t) => !t.closest('[data-card], [transform]'));
        const boxes = labels.map((t) => ({t: t.textContent, y: parseFloat(t.getAttribute('y')), b: t.getBBox()}));
        count += boxes.length;
        for (let i = 0; i < boxes.length; i++) for (let j = i + 1; j < boxes.length; j++) {
            const a = boxes[i].b, c = boxes[j].b;  // two labels on one line ("PET" and "HAND (5)") side by side
            if (Math.abs(boxes[i].y - boxes[j].y) < 4 && a.x < c.x + c.width - 0.5 && c.x < a.x + a.width - 0.5)
                out.push([boxes[i].t, boxes[j].t]);
        }
    }
    return {count, out};
}"""


def test_the_panel_labels_do_not_overlap_in_any_language(app):
    page = app
    select = page.locator(".ark-side select").first
    try:
        for lang in ("Français", "中文", "English"):
            rev = page.evaluate("() => document.querySelector('.ark-board-box').dataset.rev")
            select.select_option(lang)
            page.wait_for_function(f"() => document.querySelector('.ark-board-box').dataset.rev !== '{rev}'",
                                   timeout=30_000)
            found = page.evaluate(LABEL_OVERLAPS)
            print(f"\n{lang}: {found['count']} panel labels, overlapping: {found['out']}")
            assert found["count"] >= 12 and not found["out"], (lang, found)
    finally:
        select.select_option("English")


def test_every_status_kind_reads_at_4_5_to_1_in_every_theme(app):
    page = app
    worst = {}
    themes = [("light", lambda: None),
              ("dark", lambda: page.evaluate("() => { document.body.dataset.jpThemeLight = 'false'; }")),
              ("contrast", lambda: page.emulate_media(contrast="more"))]
    for theme, switch in themes:
        switch()
        # the page's theme reaches Python, which redraws the board in it and marks the widget
        page.wait_for_selector(f".ark-game-widget.ark-theme-{theme} svg.ark-board[data-theme='{theme}']",
                               timeout=30_000)
        ratios = page.evaluate(CONTRAST)
        low = {k: round(v, 2) for k, v in ratios.items() if v < 4.5}
        worst[theme] = min(ratios.values())
        print(f"\n{theme}: min contrast {worst[theme]:.2f}: " + ", ".join(f"{k} {v:.1f}" for k, v in ratios.items()))
        assert not low, f"{theme}: below 4.5:1: {low}"
    page.emulate_media(contrast="no-preference")
    page.evaluate("() => { delete document.body.dataset.jpThemeLight; }")
    page.wait_for_selector(".ark-game-widget.ark-theme-light", timeout=30_000)


def tab_to(page, predicate: str, back: bool = False, limit: int = 120) -> None:
    """Press Tab (Shift+Tab) until the focused element satisfies the JS `predicate(el)`."""
    for _ in range(limit):
        page.keyboard.press("Shift+Tab" if back else "Tab")
        if page.evaluate(f"() => {{ const el = document.activeElement; return !!el && ({predicate})(el); }}"):
            return
    raise AssertionError(f"Tab never reached an element with {predicate}")


#: Which arrow keys lead from the focused board target towards the first target satisfying a predicate (the board is
#: one tab stop with a roving tabindex, issue 24): "done" when the focus is on it, else the keys along the longer
#: axis first.
TOWARDS = """(predicate) => {
    const test = eval(predicate);
    const here = document.activeElement;
    const box = document.querySelector('.ark-board-box');
    const target = [...box.querySelectorAll('[role="button"]')].find((el) => test(el));
    if (!target) return ["missing"];
    if (here === target) return ["done"];
    const a = here.getBoundingClientRect(), b = target.getBoundingClientRect();
    const dx = (b.left + b.width / 2) - (a.left + a.width / 2), dy = (b.top + b.height / 2) - (a.top + a.height / 2);
    const h = dx > 0 ? "ArrowRight" : "ArrowLeft", v = dy > 0 ? "ArrowDown" : "ArrowUp";
    return Math.abs(dx) >= Math.abs(dy) ? [h, v] : [v, h];
}"""


def rove_to(page, predicate: str, limit: int = 80) -> int:
    """Tab into the board (its one tab stop), then arrow keys to the target satisfying the JS ``predicate(el)``;
    the number of key presses it took."""
    presses = 0
    if not page.evaluate("() => !!document.activeElement?.closest('.ark-board-box')"):
        tab_to(page, "(el) => !!el.closest('.ark-board-box')")
        presses += 1
    for _ in range(limit):
        keys = page.evaluate(TOWARDS, predicate)
        assert keys[0] != "missing", f"no board target with {predicate}"
        if keys[0] == "done":
            return presses
        before = page.evaluate("() => document.activeElement?.outerHTML.slice(0, 200)")
        for key in keys:
            page.keyboard.press(key)
            presses += 1
            if page.evaluate("() => document.activeElement?.outerHTML.slice(0, 200)") != before:
                break
    raise AssertionError(f"the arrow keys never reached an element with {predicate}")


def test_one_whole_turn_with_the_keyboard_alone(app):
    page = app
    wait_for_your_turn(page)
    page.evaluate("() => { document.activeElement && document.activeElement.blur(); window.scrollTo(0, 0); }")
    hand = page.locator(HAND)
    chosen = None
    for k in range(hand.count()):
        card = hand.nth(k).get_attribute("data-card")
        rove_to(page, f"(el) => el.dataset.zone === 'hand' && el.dataset.card === '{card}' "
                      "&& el.dataset.player === '0'")
        focused = page.evaluate("() => [document.activeElement.getAttribute('role'), "
                                "document.activeElement.getAttribute('aria-label')]")
        assert focused[0] == "button" and focused[1]
        rev = page.evaluate("() => document.querySelector('.ark-board-box').dataset.rev")
        page.keyboard.press(" ")
        page.wait_for_function(f"() => document.querySelector('.ark-board-box').dataset.rev !== '{rev}'")
        if page.locator('.ark-board-box [data-cabin][data-verdict="legal"]:not([data-new])').count():
            chosen = card
            break
    assert chosen, "no hand card with a legal existing cabin"
    rove_to(page, "(el) => el.dataset.cabin && el.dataset.verdict === 'legal' && !el.dataset.new")
    seen = status_count(page)
    role, label, cabin = page.evaluate("() => [document.activeElement.getAttribute('role'), "
                                       "document.activeElement.getAttribute('aria-label'), "
                                       "document.activeElement.dataset.cabin]")
    assert role == "button" and "legal" in label and cabin in label
    page.keyboard.press("Enter")
    page.locator(f'.ark-board-box [data-cabin="{cabin}"] [data-zone="ark"][data-card="{chosen}"]').wait_for(
        timeout=30_000)
    if page.locator(".ark-side button:has-text('End turn'):visible").count():
        tab_to(page, "(el) => el.tagName === 'BUTTON' && el.innerText.includes('End turn')")
        page.keyboard.press("Enter")
    wait_for_status(page, seen, ["Player 1: play", chosen])
    wait_for_your_turn(page, timeout=60_000)  # the bots answered: the turn went round
    print(f"\nkeyboard turn: {chosen} into {cabin}, announced as {label!r}")


def test_click_to_board_stays_under_100_ms(app):
    page = app
    page.set_viewport_size({"width": 1920, "height": 1080})
    settle(page)
    page.times = []  # this test's clicks only: at the projector's size, after the resizes of the first test
    for _ in range(6):
        select_card(page, 0)
        select_card(page, 0, selected=False)
    times = page.times
    median = statistics.median(times)
    print(f"\nclassroom app: click -> updated board median {median:.1f} ms, max {max(times):.1f}, n={len(times)}")
    assert median < 100


def test_no_request_outside_its_own_server(app):
    page = app
    outside = [u for u in page.requests
               if urlparse(u).scheme not in ("blob", "data") and urlparse(u).hostname != "127.0.0.1"]
    assert not outside, outside
    unsatisfied = [c for c in page.console if "Unsatisfied version" in c or "does not satisfy" in c]
    print(f"\n{len(page.requests)} requests, all to 127.0.0.1; console 'Unsatisfied version' lines: {len(unsatisfied)}")


def test_console_has_no_unsatisfied_version(app):
    """Holds once Voila and JupyterLab (and the widget extensions) are pinned to builds that agree."""
    unsatisfied = [c for c in app.console if "Unsatisfied version" in c or "does not satisfy" in c]
    if unsatisfied:
        pytest.xfail(f"{len(unsatisfied)} 'Unsatisfied version' lines (Voila bundles JupyterLab 4.2.5): "
                     f"{unsatisfied[0][:160]}")


def test_a_notebook_game_widget_fits_in_jupyterlab(lab_url, chromium):
    """tests/browser/game.ipynb run in JupyterLab 4 at 1920×1080: with the widget's top scrolled into view, the
    ark, the hand, the status line and the buttons are on screen, before and after selecting a card; JupyterLab
    Dark draws the board dark and its status kinds still read at 4.5:1."""
    page = chromium.new_page(viewport={"width": 1920, "height": 1080})
    try:
        run_all_cells(page, lab_url)
        page.evaluate(INSTRUMENT)

        def measure(where: str) -> None:
            page.evaluate("() => document.querySelector('.ark-game-widget').scrollIntoView({block: 'start'})")
            settle(page)
            b = page.evaluate(BOXES)
            print(f"\nJupyterLab {where}: board {fmt(b['board'])}, ark {fmt(b['ark'])}, hand {fmt(b['hand'])}, "
                  f"status {fmt(b['status'])}, buttons {fmt(b['buttons'])}")
            for name in ("ark", "hand", "status", "buttons"):
                assert inside(b[name], b["viewport"]), f"JupyterLab {where}: {name} {b[name]}"

        measure("before selecting")
        timed_click(page, page.locator(HAND).first)
        page.wait_for_selector(".ark-board-box [data-cabin][data-verdict]", timeout=30_000)
        measure("card selected")
        page.evaluate("() => window.jupyterapp.commands.execute('apputils:change-theme', {theme: 'JupyterLab Dark'})")
        page.wait_for_selector(".ark-game-widget.ark-theme-dark svg.ark-board[data-theme='dark']", timeout=60_000)
        ratios = page.evaluate(CONTRAST)
        print(f"\nJupyterLab Dark: min contrast {min(ratios.values()):.2f}: {ratios}")
        assert min(ratios.values()) >= 4.5, ratios
    finally:
        page.close()


def test_screenshot_saved():
    assert SCREENSHOT.exists() and SCREENSHOT.stat().st_size > 10_000
    assert Path(SCREENSHOT).read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"

