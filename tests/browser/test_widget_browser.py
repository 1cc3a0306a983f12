"""The widget in a real browser: Voila serves tests/browser/game.ipynb, Debian's chromium clicks the board."""

from __future__ import annotations

import statistics

import pytest

pytestmark = pytest.mark.browser

TIMEOUT = 180_000  # ms: a cold Voila start on two cores takes about a minute

# Records when a click happens (capture phase, before board.js sees it) and when the board is updated.
INSTRUMENT = """
() => {
  const box = document.querySelector('.ark-board-box');
  window.__ark = {click: 0, render: 0};
  document.addEventListener('click', () => { window.__ark.click = performance.now(); }, true);
  // board.js replaces the picture, then stamps the revision: either mutation means the board was updated
  new MutationObserver(() => { window.__ark.render = performance.now(); })
    .observe(box, {childList: true, attributes: true, attributeFilter: ['data-rev']});
  return box.dataset.rev;
}
"""
REV = "() => document.querySelector('.ark-board-box').dataset.rev"
STATUS = ".ark-status"


def wait_new_board(page, old_rev: str) -> str:
    page.wait_for_function(f"() => document.querySelector('.ark-board-box').dataset.rev !== '{old_rev}'",
                           timeout=30_000)
    return page.evaluate(REV)


def timed_click(page, locator) -> float:
    """Click, wait until the board shows a new picture, return click → new board in ms (measured in the page)."""
    old = page.evaluate(REV)
    page.evaluate("() => { window.__ark.render = 0; }")
    locator.click()
    wait_new_board(page, old)
    page.wait_for_function("() => window.__ark.render > 0", timeout=30_000)
    return page.evaluate("() => window.__ark.render - window.__ark.click")


def test_click_card_then_cabin_in_voila(voila_url, chromium_page):
    page = chromium_page
    page.goto(voila_url, timeout=TIMEOUT)
    page.wait_for_selector("svg.ark-board", timeout=TIMEOUT)
    page.wait_for_function("() => document.querySelector('.ark-status')?.innerText.includes('Your turn')",
                           timeout=TIMEOUT)
    page.evaluate(INSTRUMENT)
    hand = page.locator('.ark-board-box [data-zone="hand"][data-card]')
    assert hand.count() >= 2

    # Click → updated board: select and deselect hand cards (each shows a new board, nothing is played).
    times = []
    for k in range(6):
        times.append(timed_click(page, hand.nth(k % 2)))
    # pick a card with both a legal and an illegal cabin
    chosen = None
    for k in range(hand.count()):
        card = hand.nth(k).get_attribute("data-card")
        old = page.evaluate(REV)
        hand.nth(k).click()
        wait_new_board(page, old)
        legal = page.locator('.ark-board-box [data-cabin][data-verdict="legal"]')
        illegal = page.locator('.ark-board-box [data-cabin][data-verdict="illegal"]')
        if legal.count() and illegal.count():
            chosen = card
            break
    assert chosen, "no hand card with both a legal and an illegal cabin in this seed"

    # An illegal cabin: the rule id shows in the status line, the board is unchanged.
    bad = page.locator('.ark-board-box [data-cabin][data-verdict="illegal"]').first
    rules = bad.get_attribute("data-rules").split()
    board_before = page.inner_html(".ark-board-box")
    status_before = page.inner_text(STATUS)
    bad.click()
    page.wait_for_function(
        f"() => document.querySelector('{STATUS}').innerText.includes('Nothing changed')", timeout=30_000)
    status = page.inner_text(STATUS)
    assert status != status_before and rules[0] in status
    assert page.inner_html(".ark-board-box") == board_before

    # A legal cabin (an existing one if possible, so no display pick is needed): the card lands on the ark.
    legal = page.locator('.ark-board-box [data-cabin][data-verdict="legal"]:not([data-new])')
    target = legal.first if legal.count() else page.locator('.ark-board-box [data-cabin][data-verdict="legal"]').first
    cabin = target.get_attribute("data-cabin")
    times.append(timed_click(page, target))
    if page.locator(".ark-choice:visible").count():  # a new cabin: pick the display card / ability
        page.locator(".ark-choice:visible").first.click()
    page.wait_for_selector(f'.ark-board-box [data-cabin="{cabin}"] [data-zone="ark"][data-card="{chosen}"]',
                           timeout=30_000)
    status_after = page.inner_text(STATUS)
    assert status_after != status and chosen in status_after
    end_turn = page.locator("button:has-text('End turn'):visible")
    if end_turn.count():
        end_turn.click()
    page.wait_for_function(f"() => document.querySelector('{STATUS}').innerText.includes('You: play')",
                           timeout=30_000)
    # the bots answer on their own (auto-play runs in the kernel's event loop), then it is our turn again
    page.wait_for_function(f"() => document.querySelector('{STATUS}').innerText.includes('Your turn')",
                           timeout=60_000)
    print(f"\nclick -> updated board in chromium (ms): median {statistics.median(times):.1f}, "
          f"min {min(times):.1f}, max {max(times):.1f}, n={len(times)}: {[round(t, 1) for t in times]}")


def test_board_works_in_jupyterlab(lab_url, chromium_page):
    """The same notebook run in JupyterLab 4: the anywidget board shows up and answers a click."""
    page = chromium_page
    page.goto(lab_url, timeout=TIMEOUT)
    page.wait_for_function("() => window.jupyterapp && document.querySelector('.jp-NotebookPanel .jp-Cell')",
                           timeout=TIMEOUT)
    page.wait_for_function(
        "() => window.jupyterapp.shell.currentWidget?.sessionContext?.session?.kernel?.connectionStatus"
        " === 'connected'", timeout=TIMEOUT)
    page.evaluate("() => window.jupyterapp.commands.execute('notebook:run-all-cells')")
    page.wait_for_selector("svg.ark-board", timeout=TIMEOUT)
    page.wait_for_function("() => document.querySelector('.ark-status')?.innerText.includes('Your turn')",
                           timeout=TIMEOUT)
    page.evaluate(INSTRUMENT)
    card = page.locator('.ark-board-box [data-zone="hand"][data-card]').first
    name = card.get_attribute("data-card")
    ms = timed_click(page, card)
    page.wait_for_selector(".ark-board-box [data-cabin][data-verdict]", timeout=30_000)
    assert name.split("-")[0] in page.inner_text(STATUS).lower()
    print(f"\nJupyterLab: click -> updated board {ms:.1f} ms")
