"""The offline JupyterLite site (tools/lite.py, docs/lite.md) in a real browser: every notebook of notebooks/ runs in
Pyodide with its checked outputs as stored, the board answers the mouse, and the page asks no other host than the
site's own for anything. ``$ARKWIDGETS_LITE_NOTEBOOKS`` (globs, e.g. ``"0*.ipynb"``) runs only some notebooks.

The site is built once per session into a temporary folder (``python tools/lite.py build --out ...``), or taken
from ``$ARKWIDGETS_LITE_SITE`` (a folder ``tools/lite.py build`` made). The build needs npm and a Python >= 3.12;
without them this test skips, saying which is missing. Served with ``http.server`` on 127.0.0.1 in a thread."""

from __future__ import annotations

import fnmatch
import functools
import http.server
import importlib.util
import json
import os
import re
import shutil
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import ClassVar
from urllib.parse import urlsplit

import pytest

pytestmark = pytest.mark.browser

SITE_ENV = "ARKWIDGETS_LITE_SITE"
NOTEBOOKS_ENV = "ARKWIDGETS_LITE_NOTEBOOKS"  # e.g. "0*.ipynb": run only the notebooks matching these globs (spaces)
ROOT = Path(__file__).resolve().parents[2]
# conftest's chromium flags, plus: no host name resolves (only 127.0.0.1 is reachable at all)
CHROMIUM_ARGS = ["--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync",
                 "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1"]
NOTEBOOKS = ROOT / "notebooks"
GAME_NOTEBOOK = "01_first_game.ipynb"  # the Ark notebook with a GameWidget, played by mouse
TIMEOUT = 600_000  # ms for one notebook (Pyodide starts, notebook 04 plays a few hundred games), on a busy machine
CHECK = "NBVAL_CHECK_OUTPUT"
LANES = 2  # notebooks run at once (the machine has two cores; each Pyodide kernel runs in one worker thread)
# heavy notebooks early, so that the two lanes finish together
HEAVY = ("04_inside_the_engine.ipynb", "07_ark_nova_rules_tour.ipynb", "06_ark_nova_first_zoo.ipynb")
BACKSPACE = re.compile(r"[^\n]\b")
CARRIAGE_RETURN = re.compile(r"[^\n]*\r(?!\n)")


def _lite_tool():
    spec = importlib.util.spec_from_file_location("arkwidgets_lite_tool", ROOT / "tools" / "lite.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="session")
def lite_site(chromium_path, tmp_path_factory) -> Path:
    """The built site: $ARKWIDGETS_LITE_SITE, or a fresh build (skips when npm or a Python >= 3.12 is missing)."""
    given = os.environ.get(SITE_ENV, "").strip()
    if given:
        site = Path(given).resolve()
        if not (site / "jupyter-lite.json").is_file():
            pytest.fail(f"${SITE_ENV}={given!r} is not a site built by tools/lite.py (no jupyter-lite.json)")
        return site
    if shutil.which("npm") is None:
        pytest.skip("the Lite site cannot be built: npm is not on the PATH (Pyodide comes from the npm package)")
    lite = _lite_tool()
    try:
        lite.find_python()
    except lite.BuildError as e:
        pytest.skip(f"the Lite site cannot be built: {e}")
    site = tmp_path_factory.mktemp("lite") / "site"
    start = time.monotonic()
    done = subprocess.run([sys.executable, str(ROOT / "tools" / "lite.py"), "build", "--out", str(site)],
                          capture_output=True, text=True, check=False)
    if done.returncode:
        pytest.fail(f"tools/lite.py build failed:\n{done.stdout[-4000:]}\n{done.stderr[-4000:]}")
    print(f"\nLite site built in {time.monotonic() - start:.0f} s ({_size_mb(site):.1f} MB)")
    return site


def _size_mb(site: Path) -> float:
    return sum(p.stat().st_size for p in site.rglob("*") if p.is_file()) / 1e6


class _QuietHandler(http.server.SimpleHTTPRequestHandler):
    extensions_map: ClassVar[dict[str, str]] = {**http.server.SimpleHTTPRequestHandler.extensions_map,
        ".mjs": "text/javascript", ".js": "text/javascript", ".wasm": "application/wasm", ".json": "application/json"}

    def log_message(self, format, *args):
        pass


@pytest.fixture(scope="module")
def lite_url(lite_site):
    """`python -m http.server`'s handler serving the site on 127.0.0.1 at a free port, in a thread."""
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(_QuietHandler,
                                                                                 directory=str(lite_site)))
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()
        server.server_close()
        thread.join(timeout=10)


@pytest.fixture(scope="module")
def lite_browser(chromium_path, lite_url):
    """chromium, and a maker of contexts in which every request to another host than the site's is aborted and
    recorded (the browser cannot resolve any host name either)."""
    sync_api = pytest.importorskip("playwright.sync_api", reason="the playwright python package is not installed")
    own = urlsplit(lite_url).netloc
    elsewhere: list[str] = []

    def foreign(url: str) -> bool:
        parts = urlsplit(url)
        return parts.scheme in ("http", "https", "ws", "wss") and parts.netloc != own

    def guard(route):
        if foreign(route.request.url):
            elsewhere.append(route.request.url)
            route.abort()
        else:
            route.continue_()

    def new_context():
        context = browser.new_context(viewport={"width": 1400, "height": 1000})
        context.route("**/*", guard)
        context.on("request", lambda r: foreign(r.url) and elsewhere.append(r.url))
        return context

    with sync_api.sync_playwright() as p:
        browser = p.chromium.launch(executable_path=chromium_path, args=CHROMIUM_ARGS)
        new_context.elsewhere = elsewhere
        try:
            yield new_context
        finally:
            browser.close()


def _notebooks() -> list[str]:
    paths = sorted(p.relative_to(NOTEBOOKS).as_posix() for p in NOTEBOOKS.rglob("*.ipynb")
                   if ".ipynb_checkpoints" not in p.parts)
    globs = os.environ.get(NOTEBOOKS_ENV, "").split()
    if globs:
        paths = [p for p in paths if any(fnmatch.fnmatch(p, g) for g in globs)]
        assert paths, f"${NOTEBOOKS_ENV}={' '.join(globs)!r} matches no notebook"
    # the game first (it measures the cold first load), then the heavy ones
    return sorted(paths, key=lambda p: (p != GAME_NOTEBOOK, p not in HEAVY))


def _text(value) -> str:
    return "".join(value) if isinstance(value, list) else value


def text_outputs(outputs: list[dict]) -> list[tuple[str, str]]:
    """nbval's view of a cell's outputs, text only: streams of one name merged (\\b and lone \\r applied), then each
    output's stream text or text/plain, in order."""
    merged: list[dict] = []
    streams: dict[str, dict] = {}
    for out in outputs:
        if out["output_type"] == "stream":
            if out["name"] in streams:
                streams[out["name"]]["text"] += _text(out["text"])
                continue
            stream = {**out, "text": _text(out["text"])}
            streams[out["name"]] = stream
            merged.append(stream)
        else:
            merged.append(out)
    for out in streams.values():
        text = None
        while text != out["text"]:
            text, out["text"] = out["text"], BACKSPACE.sub("", out["text"])
        out["text"] = CARRIAGE_RETURN.sub("", out["text"])
    result = []
    for out in merged:
        if out["output_type"] == "stream":
            result.append((out["name"], out["text"]))
        elif out["output_type"] in ("execute_result", "display_data") and "text/plain" in out.get("data", {}):
            result.append(("text/plain", _text(out["data"]["text/plain"])))
        elif out["output_type"] == "error":
            result.append(("error", f"{out['ename']}: {out['evalue']}"))
    return result


KERNEL_IDLE = """(path) => {
  const w = window.jupyterapp?.shell?.currentWidget;
  if (w?.context?.path !== path) return false;
  const kernel = w?.sessionContext?.session?.kernel;
  return !!(w?.content?.model && kernel && kernel.connectionStatus === 'connected' && kernel.status === 'idle');
}"""
# Done when the last code cell has run, or a cell failed (a failed cell stops "run all").
RUN_STATE = """() => {
  const w = window.jupyterapp.shell.currentWidget;
  const cells = [...w.content.model.cells].filter(c => c.type === 'code');
  const failed = cells.findIndex(c => [...Array(c.outputs.length).keys()]
    .some(k => c.outputs.get(k).type === 'error'));
  const last = cells[cells.length - 1];
  return failed >= 0 ? 'failed' : (last.executionCount !== null && w.sessionContext.session.kernel.status === 'idle'
    ? 'done' : '');
}"""


RESET_STORAGE = """async () => {
  localStorage.clear();
  sessionStorage.clear();
  for (const db of await indexedDB.databases()) {
    await new Promise(done => {
      const request = indexedDB.deleteDatabase(db.name);
      request.onsuccess = request.onerror = request.onblocked = done;
    });
  }
}"""


class Lane:
    """One page running notebooks one after the other; two lanes share the machine's two cores. Between notebooks
    the lane clears the site's browser storage (JupyterLite keeps its workspace there, and would reopen the notebook
    before, with a kernel) but keeps the HTTP cache (Pyodide's runtime is fetched and compiled once per lane)."""

    def __init__(self, context, url: str):
        self.page = context.new_page()
        self.url = url
        self.path: str | None = None
        self.stage = ""
        self.start = 0.0
        self.timings: dict[str, float] = {}

    def open(self, path: str) -> None:
        """Reset the storage on a page of the site without the app, then open `path` in JupyterLite's lab."""
        self.page.goto(f"{self.url}/jupyter-lite.json", timeout=TIMEOUT)
        self.page.evaluate(RESET_STORAGE)
        self.path, self.stage, self.timings = path, "kernel", {}
        self.start = time.monotonic()
        self.page.goto(f"{self.url}/lab/index.html?path={path}", timeout=TIMEOUT)

    def step(self) -> dict | None:
        """Advance without blocking: kernel ready -> clear the stored outputs and run all -> finished. Returns the
        notebook as run when it has finished."""
        page, elapsed = self.page, time.monotonic() - self.start
        if elapsed > TIMEOUT / 1000:
            pytest.fail(f"{self.path}: not finished after {elapsed:.0f} s (stage {self.stage!r}, {self.timings})")
        if self.stage == "kernel" and page.evaluate(KERNEL_IDLE, self.path):
            self.timings["kernel ready"] = elapsed
            page.evaluate("() => window.jupyterapp.commands.execute('notebook:clear-all-cell-outputs')")
            page.evaluate("() => window.jupyterapp.commands.execute('notebook:run-all-cells')")
            self.stage = "run"
        elif self.stage == "run":
            board = self.path == GAME_NOTEBOOK and "first board" not in self.timings
            if board and page.query_selector("svg.ark-board"):
                self.timings["first board"] = elapsed
            state = page.evaluate(RUN_STATE)
            if state:
                self.timings["all cells run"] = elapsed
                nb = page.evaluate("() => window.jupyterapp.shell.currentWidget.context.model.toJSON()")
                if state == "failed":
                    errors = [(k, text_outputs(c["outputs"])) for k, c in enumerate(nb["cells"])
                              if c["cell_type"] == "code" and any(o["output_type"] == "error" for o in c["outputs"])]
                    pytest.fail(f"{self.path}: a cell failed in JupyterLite: {errors}")
                self.stage = "done"
                return nb
        return None


def compare_checked(path: str, ran: dict) -> int:
    """Every NBVAL_CHECK_OUTPUT cell printed in Lite what the notebook stores. Returns how many were compared."""
    stored = json.loads((NOTEBOOKS / path).read_text(encoding="utf-8"))
    assert len(stored["cells"]) == len(ran["cells"])
    checked = 0
    for k, (ref, got) in enumerate(zip(stored["cells"], ran["cells"], strict=True)):
        if ref["cell_type"] != "code" or CHECK not in _text(ref["source"]):
            continue
        assert text_outputs(got["outputs"]) == text_outputs(ref["outputs"]), f"{path}, cell {k}"
        checked += 1
    return checked


def play_a_card(page) -> str:
    """On the GameWidget's board: wait for our turn, click a hand card, click a legal cabin; the card is on the ark."""
    status = ".ark-status"
    page.wait_for_selector("svg.ark-board", timeout=TIMEOUT)
    page.wait_for_function(f"() => document.querySelector('{status}')?.innerText.includes('Your turn')",
                           timeout=TIMEOUT)
    hand = page.locator('.ark-board-box [data-zone="hand"][data-card]')
    assert hand.count() >= 1
    for k in range(hand.count()):
        card = hand.nth(k).get_attribute("data-card")
        rev = page.evaluate("() => document.querySelector('.ark-board-box').dataset.rev")
        hand.nth(k).click()
        page.wait_for_function(f"() => document.querySelector('.ark-board-box').dataset.rev !== '{rev}'",
                               timeout=60_000)
        legal = page.locator('.ark-board-box [data-cabin][data-verdict="legal"]')
        if legal.count():
            break
    else:
        pytest.fail("no hand card has a legal cabin")
    existing = page.locator('.ark-board-box [data-cabin][data-verdict="legal"]:not([data-new])')
    target = existing.first if existing.count() else legal.first
    cabin = target.get_attribute("data-cabin")
    board_before = page.inner_html(".ark-board-box")
    target.click()
    on_ark = page.locator(f'.ark-board-box [data-cabin="{cabin}"] [data-zone="ark"][data-card="{card}"]')
    choice = page.locator(".ark-choice:visible")
    on_ark.or_(choice).first.wait_for(timeout=60_000)
    if choice.count():  # a new cabin first asks for the display card or ability
        choice.first.click()
    on_ark.wait_for(timeout=60_000)
    assert page.inner_html(".ark-board-box") != board_before
    return card


def test_every_notebook_runs_offline_in_jupyterlite(lite_site, lite_url, lite_browser):
    """Every notebook, in two lanes (pages in two contexts) at once: open it, run all cells, compare the checked
    outputs; in the game notebook, then play a card by mouse. No request leaves the site."""
    start = time.monotonic()
    queue = _notebooks()
    lanes = [Lane(lite_browser(), lite_url) for _ in range(LANES)]
    report, failures = [], []
    while queue or any(lane.path for lane in lanes):
        for lane in lanes:
            if lane.path is None:
                if queue:
                    lane.open(queue.pop(0))
                continue
            nb = lane.step()
            if nb is None:
                continue
            path = lane.path
            try:
                checked = compare_checked(path, nb)
            except AssertionError as e:
                failures.append(str(e))
                checked = "NOT ALL"
            line = (f"{path}: " + ", ".join(f"{k} {v:.1f} s" for k, v in lane.timings.items())
                    + f" after the page load; {checked} checked cells equal")
            if path == GAME_NOTEBOOK:
                t0 = time.monotonic()
                card = play_a_card(lane.page)
                line += f"; played {card} by mouse in {time.monotonic() - t0:.1f} s"
            report.append(line)
            print(line, flush=True)
            lane.path = None
        time.sleep(0.25)  # the poll interval of the lanes (each step asks its page, without waiting)
    assert lite_browser.elsewhere == [], f"requests to other hosts: {lite_browser.elsewhere[:20]}"
    print(f"\nJupyterLite site {_size_mb(lite_site):.1f} MB; {len(report)} notebooks in {LANES} lanes in "
          f"{time.monotonic() - start:.0f} s:\n" + "\n".join(report))
    assert not failures, "\n\n".join(failures)
