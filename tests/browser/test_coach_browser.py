"""Issue 26 in a real browser: both games' widgets served by Voila (tests/browser/game.ipynb, nova_game.ipynb), the
learner clicks Coach, sees the coach's ranked moves with their reasons, sees them marked on the board, and plays the
best one through "Inside the engine" — while the coach thinks, a click on the board still answers at once — then
asks for a review of the game so far. Both classroom apps (notebooks 05 and 08), served with the teacher's switch on
(``arkwidgets app --coach``), offer the same Coach.

Click → board times are measured in the page and printed (never asserted: speed is a benchmark's business); the
figures are quoted in docs/coach.md.
"""

from __future__ import annotations

import os
import re
import statistics

import pytest
from conftest import ROOT, serve_app

from arkwidgets.voila import COACH_SWITCH

pytestmark = pytest.mark.browser

TIMEOUT = 180_000  # ms: a cold Voila start on two cores takes about a minute
PANEL = ".ark-coach"
MOVES = f"{PANEL} ol.ark-coach-moves > li"
MARKS = ".ark-board-box .ark-coach-mark"
# when a click happens (capture phase) and when the board first shows what the click asked for (``want``, a CSS
# selector), measured in the page: the coach redraws the board on its own too, so a new revision alone proves nothing
INSTRUMENT = """
() => {
  const box = document.querySelector('.ark-board-box');
  window.__coach = {click: 0, want: '', seen: 0};
  document.addEventListener('click', () => { window.__coach.click = performance.now(); }, true);
  new MutationObserver(() => {
    const c = window.__coach;
    if (c.want && !c.seen && box.querySelector(c.want)) { c.seen = performance.now(); }
  }).observe(box, {childList: true, subtree: true, attributes: true});
}
"""


def open_page(page, url: str) -> None:
    page.goto(url, timeout=TIMEOUT)
    page.wait_for_selector("svg.ark-board", timeout=TIMEOUT)
    page.evaluate(INSTRUMENT)


def click_to_board(page, locator, want: str) -> float:
    """Click, wait until the board shows ``want`` (a CSS selector), return click → that board in ms."""
    page.evaluate("(w) => { window.__coach.want = w; window.__coach.seen = 0; }", want)
    locator.click()
    page.wait_for_function("() => window.__coach.seen > 0", timeout=30_000)
    return page.evaluate("() => window.__coach.seen - window.__coach.click")


def coach_toggle(page):
    return page.locator("button.widget-toggle-button", has_text=re.compile(r"^\s*Coach\s*$"))


def finished_advice(page) -> list[dict]:
    """Wait until the coach has finished; its ranked moves: the words, the engine notation, the rule ids."""
    page.wait_for_function(
        f"() => document.querySelectorAll('{MOVES}').length >= 3 && "
        f"!document.querySelector('{PANEL}').innerText.includes('thinking')", timeout=120_000)
    return page.evaluate(f"""() => [...document.querySelectorAll('{MOVES}')].map((li) => ({{
        text: li.querySelector('b').innerText, moves: li.dataset.moves,
        rules: [...li.querySelectorAll('.ark-coach-rule')].map((r) => [r.innerText, r.title]),
        chance: li.innerText}}))""")


def board_marks(page) -> dict[str, int]:
    return page.evaluate(f"""() => Object.fromEntries([...document.querySelectorAll('{MARKS}')]
        .map((g) => [g.dataset.place, Number(g.dataset.rank)]))""")


def play_in_engine_panel(page, notation: str) -> None:
    """"Inside the engine": filter the legal moves down to ``notation``, select it, "Play selected move"."""
    panel = page.locator(".jupyter-widget-Collapse-contents:visible, .p-Collapse-contents:visible").first
    if not panel.count():
        page.get_by_text("Inside the engine").first.click()
        panel = page.locator(".jupyter-widget-Collapse-contents:visible, .p-Collapse-contents:visible").first
    box = panel.locator("input[type=text]").first
    box.fill(notation)
    select = panel.locator("select").first
    page.wait_for_function(
        "(n) => [...document.querySelectorAll('.jupyter-widget-Collapse-contents select option')]"
        ".some((o) => o.value === n)", arg=notation, timeout=30_000)
    # the list is drawn again when its options arrive: select until the selection holds, then play it
    for _try in range(10):
        select.select_option(notation)
        page.wait_for_timeout(200)
        if select.evaluate("(s) => s.selectedIndex >= 0 && s.value !== ''"):
            break
    panel.get_by_role("button", name="Play selected move").click()


def check_advice(advice: list[dict], marks: dict[str, int]) -> None:
    assert len(advice) >= 3
    for move in advice:
        assert move["moves"] and "%" in move["chance"], move  # each move with its notation and win chance
    reasons = [rule for move in advice for rule in move["rules"]]
    assert reasons, advice  # reasons name their rules, each with the rule's words as its tooltip
    for rule, words in reasons:
        assert words.startswith(f"{rule}: "), (rule, words)
    assert 1 in marks.values(), marks  # the best move is marked where it plays


def test_ark_coach_in_voila_ranks_marks_and_plays_the_best_move(voila_url, chromium_page):
    page = chromium_page
    open_page(page, voila_url)
    page.wait_for_function("() => document.querySelector('.ark-status')?.innerText.includes('Your turn')",
                           timeout=TIMEOUT)
    coach_toggle(page).click()
    # while the coach thinks, a card picked in hand is drawn at once (the coach works between the kernel's messages)
    hand = page.locator('.ark-board-box [data-zone="hand"][data-card][data-player="0"]')
    cards = [hand.nth(k).get_attribute("data-card") for k in range(2)]
    times = [click_to_board(page, hand.nth(k % 2), f'.ark-selected[data-zone="hand"][data-card="{cards[k % 2]}"]')
             for k in range(4)]
    advice = finished_advice(page)
    page.wait_for_selector(MARKS, timeout=30_000)
    marks = board_marks(page)
    check_advice(advice, marks)
    best = advice[0]["moves"]
    played = re.findall(r"(\S+)@(T\d+|B\d+)", best) or re.findall(r"(\S+) (?:in|to) (T\d+|B\d+)", best)
    play_in_engine_panel(page, best)
    for card, cabin in played:  # a play: each card is in its cabin now
        page.wait_for_function("([k, c]) => !!document.querySelector(`.ark-board-box [data-cabin='${c}'] "
                               "[data-card='${k}']`)", arg=[card, cabin], polling=100, timeout=30_000)
    page.wait_for_function("() => document.querySelector('.ark-status').innerText.includes('You')", timeout=30_000)
    # the review of the moves so far: worked in the background, its summary when done
    page.wait_for_function("() => document.querySelector('.ark-status')?.innerText.includes('Your turn')",
                           timeout=TIMEOUT)
    page.get_by_role("button", name="Review my game").click()
    page.wait_for_function("() => { const s = document.querySelector('.ark-review-summary'); "
                           "return s && s.innerText.trim() && !s.innerText.includes('Reviewing'); }", timeout=120_000)
    summary = page.inner_text(".ark-review-summary")
    print(f"\nArk, Voila: click -> board while the coach thinks (ms): median {statistics.median(times):.1f}, "
          f"max {max(times):.1f}: {[round(t, 1) for t in times]}; best move {best!r}; marks {marks}; "
          f"review: {summary!r}")


def test_nova_coach_in_voila_ranks_marks_and_plays_the_best_line(nova_voila_url, chromium_page):
    page = chromium_page
    open_page(page, nova_voila_url)
    coach_toggle(page).click()
    strip = page.locator('.ark-board-box [data-strip] [data-action]')
    names = [strip.nth(k).get_attribute("data-action") for k in range(2)]
    # look at action cards while it thinks: each click shows that card's use on the board (N-TURN-4)
    times = [click_to_board(page, strip.nth(k), f'[data-strip] [data-action="{names[k]}"][data-used="1"]')
             for k in (0, 1, 0, 1)]
    advice = finished_advice(page)
    page.wait_for_selector(MARKS, timeout=30_000)
    marks = board_marks(page)
    check_advice(advice, marks)
    line = advice[0]["moves"].split(" | ")
    card = line[0].split()[-1] if line[0].startswith("x-token") else line[0].split()[0]
    assert marks.get(card) == 1, (marks, line)  # the best line's action card carries its rank
    for notation in line:
        play_in_engine_panel(page, notation)
        page.wait_for_function(
            "(n) => ![...document.querySelectorAll('.jupyter-widget-Collapse-contents select option')]"
            ".some((o) => o.value === n)", arg=notation, timeout=30_000)
    # N-TURN-4: the action card used goes to slot 1
    page.wait_for_selector(f'.ark-board-box [data-strip] [data-action="{card}"][data-slot="1"]', timeout=30_000)
    print(f"\nArk Nova, Voila: click -> board while the coach thinks (ms): median {statistics.median(times):.1f}, "
          f"max {max(times):.1f}: {[round(t, 1) for t in times]}; best line {line}; marks {marks}")


# ------------------------------------------------------------------------------------------------ the classroom apps
@pytest.fixture(scope="module")
def coached_apps(chromium_path, tmp_path_factory):
    """Both classroom apps served as ``arkwidgets app --coach`` serves them (the teacher's switch on)."""
    saved = os.environ.get(COACH_SWITCH)
    os.environ[COACH_SWITCH] = "on"
    try:
        ark_app = serve_app(ROOT / "notebooks" / "05_classroom_app.ipynb", tmp_path_factory, "voila-coach-ark")
        nova_app = serve_app(ROOT / "notebooks" / "08_ark_nova_classroom_app.ipynb", tmp_path_factory,
                             "voila-coach-nova")
        yield next(ark_app), next(nova_app)
        for server in (nova_app, ark_app):  # the last started first: each puts back the environment it found
            server.close()
    finally:
        if saved is None:
            os.environ.pop(COACH_SWITCH, None)
        else:
            os.environ[COACH_SWITCH] = saved


def test_both_classroom_apps_offer_the_coach_with_the_teachers_switch_on(coached_apps, chromium):
    ark_url, nova_url = coached_apps
    for game, url in (("ark", ark_url), ("nova", nova_url)):
        page = chromium.new_page(viewport={"width": 1920, "height": 1080})
        try:
            open_page(page, url)
            if game == "nova":  # the setup's keep (not a turn): the first four cards offered
                for k in range(4):
                    page.locator('.ark-board-box [data-zone="choice"]').nth(k).click()
                    page.wait_for_timeout(300)
                page.locator(".nova-game-widget button.nova-offer:visible:has-text('Keep')").click()
            page.wait_for_function("() => (document.querySelector('.ark-status, .nova-status')?.innerText || '')"
                                   ".includes('Your turn')", timeout=TIMEOUT)
            coach_toggle(page).click()
            advice = finished_advice(page)
            page.wait_for_selector(MARKS, timeout=30_000)
            check_advice(advice, board_marks(page))
            print(f"\n{game} classroom app: {[move['text'] for move in advice]}; marks {board_marks(page)}")
        finally:
            page.close()
