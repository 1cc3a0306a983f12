"""The widget in a real browser: Voila, JupyterLab 4 and Notebook 7 serve tests/browser/game.ipynb, Debian's chromium
clicks the board."""

from __future__ import annotations

import re
import statistics

import pytest

pytestmark = pytest.mark.browser

TIMEOUT = 180_000  # ms: a cold Voila start on two cores takes about a minute

# Records when a click happens (capture phase, before board.js sees it) and when the board is updated, and keeps every
# status line shown (with auto-play on, a bot moves `pace` seconds after our turn ends and replaces the status line).
INSTRUMENT = """
() => {
  const box = document.querySelector('.ark-board-box');
  const status = document.querySelector('.ark-status');
  window.__ark = {click: 0, render: 0, statuses: []};
  document.addEventListener('click', () => { window.__ark.click = performance.now(); }, true);
  // board.js replaces the picture, then stamps the revision: either mutation means the board was updated
  new MutationObserver(() => { window.__ark.render = performance.now(); })
    .observe(box, {childList: true, attributes: true, attributeFilter: ['data-rev']});
  new MutationObserver(() => { window.__ark.statuses.push(status.innerText); })
    .observe(status, {childList: true, subtree: true, characterData: true});
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


def status_count(page) -> int:
    return page.evaluate("() => window.__ark.statuses.length")


def wait_for_status(page, since: int, *alternatives: list[str], timeout: float = 30_000) -> str:
    """The first status line shown after the first `since` ones (it may be gone already) that holds all the texts of
    one of the `alternatives`."""
    return page.wait_for_function(
        "([since, alternatives]) => window.__ark.statuses.slice(since)"
        ".find(s => alternatives.some(texts => texts.every(t => s.includes(t))))",
        arg=[since, list(alternatives)], timeout=timeout).json_value()


def wait_for_your_turn(page, timeout: float = TIMEOUT) -> None:
    page.wait_for_function(f"() => document.querySelector('{STATUS}')?.innerText.includes('Your turn')",
                           timeout=timeout)


def run_all_cells(page, url: str) -> None:
    """Open the notebook in JupyterLab or Notebook 7 (both expose `window.jupyterapp`), wait for its kernel, run all
    cells, wait until the board is there and it is our turn."""
    page.goto(url, timeout=TIMEOUT)
    page.wait_for_function("() => window.jupyterapp && document.querySelector('.jp-NotebookPanel .jp-Cell')",
                           timeout=TIMEOUT)
    page.wait_for_function(
        "() => window.jupyterapp.shell.currentWidget?.sessionContext?.session?.kernel?.connectionStatus"
        " === 'connected'", timeout=TIMEOUT)
    page.evaluate("() => window.jupyterapp.commands.execute('notebook:run-all-cells')")
    page.wait_for_selector("svg.ark-board", timeout=TIMEOUT)
    wait_for_your_turn(page)


def toggle_hand_cards(page, clicks: int = 6) -> list[float]:
    """Click → updated board (ms) for `clicks` clicks on the first two hand cards (each shows a new board, nothing
    is played)."""
    hand = page.locator('.ark-board-box [data-zone="hand"][data-card]')
    assert hand.count() >= 2
    return [timed_click(page, hand.nth(k % 2)) for k in range(clicks)]


def board_drawing(page) -> str:
    """The board's drawing without what only focus and fitting change: inline sizes (board.js fits the board to the
    room the status line leaves) and the roving tabindex (the clicked target takes the one tab stop)."""
    return re.sub(r'\s(?:style|tabindex)="[^"]*"', "", page.inner_html(".ark-board-box"))


def illegal_then_legal(page, times: list[float]) -> tuple[str, str]:
    """Select a hand card with both a legal and an illegal cabin; click the illegal one (the rule id shows in the status
    line, the board is unchanged), then a legal one (the card lands on the ark, the status line names it).
    Appends the click → updated board times (ms) to `times`; returns the card played and the status line after."""
    hand = page.locator('.ark-board-box [data-zone="hand"][data-card]')
    assert hand.count() >= 2
    chosen = None
    for k in range(hand.count()):
        card = hand.nth(k).get_attribute("data-card")
        times.append(timed_click(page, hand.nth(k)))
        legal = page.locator('.ark-board-box [data-cabin][data-verdict="legal"]')
        illegal = page.locator('.ark-board-box [data-cabin][data-verdict="illegal"]')
        if legal.count() and illegal.count():
            chosen = card
            break
    assert chosen, "no hand card with both a legal and an illegal cabin in this seed"

    # An illegal cabin: the rule id shows in the status line, the board is unchanged.
    bad = page.locator('.ark-board-box [data-cabin][data-verdict="illegal"]').first
    rules = bad.get_attribute("data-rules").split()
    board_before = board_drawing(page)
    status_before = page.inner_text(STATUS)
    times.append(timed_click(page, bad))  # the board is stamped last: once it is, the status line is there too
    page.wait_for_function(
        f"() => document.querySelector('{STATUS}').innerText.includes('Nothing changed')", timeout=30_000)
    status = page.inner_text(STATUS)
    assert status != status_before and rules[0] in status
    assert board_drawing(page) == board_before

    # A legal cabin (an existing one if possible, so no display pick is needed): the card lands on the ark.
    legal = page.locator('.ark-board-box [data-cabin][data-verdict="legal"]:not([data-new])')
    target = legal.first if legal.count() else page.locator('.ark-board-box [data-cabin][data-verdict="legal"]').first
    cabin = target.get_attribute("data-cabin")
    seen = status_count(page)
    times.append(timed_click(page, target))
    on_ark = page.locator(f'.ark-board-box [data-cabin="{cabin}"] [data-zone="ark"][data-card="{chosen}"]')
    choice = page.locator(".ark-choice:visible")
    # A new cabin first asks for the display card / ability. Its buttons are other widgets than the board, and may show
    # a moment after the new board: wait for either them or the card on the ark.
    on_ark.or_(choice).first.wait_for(timeout=30_000)
    if choice.count():
        choice.first.click()
    on_ark.wait_for(timeout=30_000)
    # "You: play …" if the turn is over (a bot may have replaced it already), "… placed" if a second card may follow
    status_after = wait_for_status(page, seen, [chosen, "You: play"], [chosen, "placed"])
    assert status_after != status
    return chosen, status_after


def print_times(where: str, times: list[float]) -> None:
    print(f"\n{where}: click -> updated board in chromium (ms): median {statistics.median(times):.1f}, "
          f"min {min(times):.1f}, max {max(times):.1f}, n={len(times)}: {[round(t, 1) for t in times]}")


def test_click_card_then_cabin_in_voila(voila_url, chromium_page):
    page = chromium_page
    page.goto(voila_url, timeout=TIMEOUT)
    page.wait_for_selector("svg.ark-board", timeout=TIMEOUT)
    wait_for_your_turn(page)
    page.evaluate(INSTRUMENT)
    times = toggle_hand_cards(page)
    illegal_then_legal(page, times)
    end_turn = page.locator("button:has-text('End turn'):visible")
    if end_turn.count():
        end_turn.click()
    wait_for_status(page, 0, ["You: play"])
    # the bots answer on their own (auto-play runs in the kernel's event loop), then it is our turn again
    wait_for_your_turn(page, timeout=60_000)
    print_times("Voila", times)


def test_board_works_in_jupyterlab(lab_url, chromium_page):
    """The same notebook run in JupyterLab 4: the anywidget board shows up and answers a click."""
    page = chromium_page
    run_all_cells(page, lab_url)
    page.evaluate(INSTRUMENT)
    card = page.locator('.ark-board-box [data-zone="hand"][data-card]').first
    name = card.get_attribute("data-card")
    ms = timed_click(page, card)
    page.wait_for_selector(".ark-board-box [data-cabin][data-verdict]", timeout=30_000)
    assert name.split("-")[0] in page.inner_text(STATUS).lower()
    print(f"\nJupyterLab: click -> updated board {ms:.1f} ms")


def test_play_a_card_in_notebook7(notebook_url, chromium_page):
    """The same notebook run in Notebook 7 (/notebooks/game.ipynb): a card goes to a legal cabin, an illegal cabin
    shows its rule id and changes nothing."""
    page = chromium_page
    run_all_cells(page, notebook_url)
    assert page.evaluate("() => window.jupyterapp.name") == "Jupyter Notebook"  # Notebook 7, not Lab's page
    page.evaluate(INSTRUMENT)
    times = toggle_hand_cards(page)
    illegal_then_legal(page, times)
    print_times("Notebook 7", times)
