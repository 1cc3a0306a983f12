"""The offline JupyterLite site (tools/lite.py, docs/lite.md) in a real browser: every notebook of notebooks/ runs in
Pyodide with its checked outputs as stored, every widget draws its board, the board answers the mouse, no console or
page error, no cell runs longer than :data:`CELL_TIMEOUT`, the rule links open their page inside the site, the site's
widgets are the versions the package pins, and the page asks no other host than the site's own for anything.
``$ARKWIDGETS_LITE_NOTEBOOKS`` (globs, e.g. ``"0*.ipynb"``) runs only some notebooks.

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
TIMEOUT = 900_000  # ms for one notebook (Pyodide starts, notebook 04 plays a few hundred games), on a busy machine
KERNEL_TIMEOUT = 480  # s from the page load to a ready kernel (Pyodide started, IPython imported), on a busy machine
CELL_TIMEOUT = 300  # s one cell may run (the longest, notebook 04's statistics, takes about a minute in Pyodide)
BOARD = ".ark-board-box svg.ark-board"  # what the board widget of both games draws (arkwidgets/ui/static/board.js)
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
#: console messages that fail the test beside every console error: a widget front end the kernel's widgets do not
#: satisfy (the site's extension and the browser's ipywidgets of other versions)
BAD_WARNINGS = ("Unsatisfied version",)
CHECK = "NBVAL_CHECK_OUTPUT"
LANES = 2  # notebooks run at once (the machine has two cores; each Pyodide kernel runs in one worker thread)
# heavy notebooks early, so that the two lanes finish together
HEAVY = ("04_inside_the_engine.ipynb", "07_ark_nova_rules_tour.ipynb", "10_coach.ipynb", "06_ark_nova_first_zoo.ipynb")
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

# How far "run all" got: [code cells run, code cells, the index and first line of the cell running now (-1: none)].
PROGRESS = """() => {
  const w = window.jupyterapp.shell.currentWidget;
  const code = [...w.content.model.cells].map((c, k) => [c, k]).filter(([c]) => c.type === 'code');
  const done = code.filter(([c]) => c.executionCount !== null).length;
  const last = Math.max(-1, ...code.filter(([c]) => c.executionCount !== null).map(([, k]) => k));
  const next = code.find(([c, k]) => k > last && c.executionCount === null && c.sharedModel.getSource().trim());
  return [done, code.length, next ? next[1] : -1, next ? next[0].sharedModel.getSource().split('\\n')[0] : ''];
}"""
# Every code cell with a widget view among its outputs: how many views, how many boards drawn in its output area
# (an <svg class="ark-board"> with content), and whether the output area says a widget failed to display.
BOARDS = """([board, mime]) => {
  const nb = window.jupyterapp.shell.currentWidget.content;
  const found = [];
  nb.widgets.forEach((cell, k) => {
    if (cell.model.type !== 'code') return;
    const outputs = cell.model.outputs;
    let views = 0;
    for (let j = 0; j < outputs.length; j++) if (mime in outputs.get(j).data) views++;
    if (!views) return;
    const boards = [...cell.node.querySelectorAll(board)].filter(svg => svg.childElementCount > 0).length;
    const text = cell.node.querySelector('.jp-Cell-outputArea')?.textContent ?? '';
    found.push({cell: k, views, boards, failed: /Error displaying widget|Error rendering/.test(text)});
  });
  return found;
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
        self.errors: list[str] = watch_errors(self.page)
        self.progress: list = []
        self.moved = 0.0  # when the run last moved on by a cell

    def open(self, path: str) -> None:
        """Reset the storage on a page of the site without the app, then open `path` in JupyterLite's lab."""
        self.page.goto(f"{self.url}/jupyter-lite.json", timeout=TIMEOUT)
        self.page.evaluate(RESET_STORAGE)
        self.path, self.stage, self.timings, self.progress = path, "kernel", {}, []
        self.errors.clear()
        self.start = time.monotonic()
        self.page.goto(f"{self.url}/lab/index.html?path={path}", timeout=TIMEOUT)

    def step(self) -> dict | None:
        """Advance without blocking: kernel ready -> clear the stored outputs and run all -> finished. Returns the
        notebook as run when it has finished."""
        page, elapsed = self.page, time.monotonic() - self.start
        if elapsed > TIMEOUT / 1000:
            pytest.fail(f"{self.path}: not finished after {elapsed:.0f} s (stage {self.stage!r}, {self.timings})")
        if self.errors:
            pytest.fail(f"{self.path}: errors in the browser (stage {self.stage!r}): {self.errors[:10]}")
        if self.stage == "kernel":
            if page.evaluate(KERNEL_IDLE, self.path):
                self.timings["kernel ready"] = elapsed
                page.evaluate("() => window.jupyterapp.commands.execute('notebook:clear-all-cell-outputs')")
                page.evaluate("() => window.jupyterapp.commands.execute('notebook:run-all-cells')")
                self.stage, self.moved = "run", time.monotonic()
            elif elapsed > KERNEL_TIMEOUT:
                pytest.fail(f"{self.path}: the kernel was not ready after {elapsed:.0f} s")
        elif self.stage == "run":
            if "first board" not in self.timings and page.query_selector(BOARD):
                self.timings["first board"] = elapsed
            progress = page.evaluate(PROGRESS)
            if progress[0] != (self.progress or [None])[0]:
                self.progress, self.moved = progress, time.monotonic()
            elif time.monotonic() - self.moved > CELL_TIMEOUT:
                done, total, cell, line = progress
                pytest.fail(f"{self.path}: cell {cell} ({line!r}) still running after {CELL_TIMEOUT} s "
                            f"({done} of {total} code cells run)")
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

    def boards(self) -> list[dict]:
        """Every widget cell of the notebook run, waiting (up to a minute) for its boards to be drawn."""
        deadline = time.monotonic() + 60
        while True:
            found = self.page.evaluate(BOARDS, [BOARD, WIDGET_VIEW])
            if all(f["boards"] >= 1 or f["failed"] for f in found) or time.monotonic() > deadline:
                return found
            time.sleep(0.5)


def watch_errors(page) -> list[str]:
    """A list that collects the page's console errors (and :data:`BAD_WARNINGS`) and uncaught exceptions."""
    errors: list[str] = []

    def console(message) -> None:
        if message.type == "error" or (message.type == "warning" and any(w in message.text for w in BAD_WARNINGS)):
            where = message.location.get("url", "") if isinstance(message.location, dict) else ""
            if where.endswith("/favicon.ico"):  # asked for by the page of jupyter-lite.json the lanes reset storage on
                return
            errors.append(f"console {message.type}: {message.text[:500]} ({where})")

    page.on("console", console)
    page.on("pageerror", lambda error: errors.append(f"page error: {str(error)[:500]}"))
    return errors


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


HAND_CARD = '.ark-board-box [data-zone="hand"][data-card]'


def play_a_card(page) -> str:
    """On the GameWidget's board: wait for our turn, click a hand card, click a legal cabin; the card is on the ark."""
    status = ".ark-status"
    page.wait_for_selector("svg.ark-board", timeout=TIMEOUT)
    # our turn: the board offers our hand cards to click, and the status line says so once it is on screen
    # (JupyterLab skips drawing cells out of view, content-visibility: auto, so innerText reads '' until then)
    page.wait_for_selector(f'{HAND_CARD}[data-player="0"]', timeout=TIMEOUT)
    page.locator(status).scroll_into_view_if_needed()
    page.wait_for_function(f"() => /Your turn/.test(document.querySelector('{status}')?.innerText)", timeout=TIMEOUT)
    hand = page.locator(HAND_CARD)
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
    """Every notebook, in two lanes (pages in two contexts) at once: open it, run all cells (none may run longer than
    CELL_TIMEOUT), compare the checked outputs, find a drawn board in every cell with a widget; in the game notebook,
    then play a card by mouse. No console or page error, no request leaves the site."""
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
            widgets = lane.boards()
            blank = [w for w in widgets if w["boards"] < 1 or w["failed"]]
            if blank:
                failures.append(f"{path}: widget cells without a drawn board: {blank}")
            if lane.errors:
                failures.append(f"{path}: errors in the browser: {lane.errors[:10]}")
            line = (f"{path}: " + ", ".join(f"{k} {v:.1f} s" for k, v in lane.timings.items())
                    + f" after the page load; {checked} checked cells equal; {len(widgets)} widget cells, "
                    + f"{sum(w['boards'] for w in widgets)} boards drawn")
            if path == GAME_NOTEBOOK:
                t0 = time.monotonic()
                card = play_a_card(lane.page)
                line += f"; played {card} by mouse in {time.monotonic() - t0:.1f} s"
                if lane.errors:
                    failures.append(f"{path}: errors in the browser while playing: {lane.errors[:10]}")
            report.append(line)
            print(line, flush=True)
            lane.path = None
        time.sleep(0.25)  # the poll interval of the lanes (each step asks its page, without waiting)
    assert lite_browser.elsewhere == [], f"requests to other hosts: {lite_browser.elsewhere[:20]}"
    print(f"\nJupyterLite site {_size_mb(lite_site):.1f} MB; {len(report)} notebooks in {LANES} lanes in "
          f"{time.monotonic() - start:.0f} s:\n" + "\n".join(report))
    assert not failures, "\n\n".join(failures)


#: rule links to follow inside the site: (notebook, the page its first link of that name opens)
RULE_LINKS = (("02_rules_tour.ipynb", "docs/rules.md"), ("zh/02_rules_tour.ipynb", "docs/rules.md"),
              ("07_ark_nova_rules_tour.ipynb", "docs/nova-rules.md"))
# The shell's current document and the text of its node
CURRENT = """() => {
  const w = window.jupyterapp?.shell?.currentWidget;
  return w?.context ? [w.context.path, w.node.textContent] : null;
}"""


def test_a_rule_link_opens_its_page_inside_the_site(lite_site, lite_url, lite_browser):
    """Issue 27: the notebooks' rule links (``../docs/rules.md#s-1``) said "Path docs/rules.md does not exist" in
    the site. A click on the first rule link of a notebook (a translation in a subfolder too) opens the page in the
    site, with its heading, and no error dialog, console or page error."""
    page = lite_browser().new_page()
    errors = watch_errors(page)
    for notebook, doc in RULE_LINKS:
        page.goto(f"{lite_url}/jupyter-lite.json", timeout=TIMEOUT)
        page.evaluate(RESET_STORAGE)
        page.goto(f"{lite_url}/lab/index.html?path={notebook}", timeout=TIMEOUT)
        link = page.locator(f'.jp-RenderedMarkdown a[href*="{doc.rsplit("/", 1)[-1]}"]').first
        link.wait_for(timeout=120_000)
        link.scroll_into_view_if_needed()
        link.click()
        heading = (lite_site / "files" / doc).read_text(encoding="utf-8").splitlines()[0].lstrip("# ")
        page.wait_for_function(f"() => {{ const c = ({CURRENT})(); return c && c[0] === {json.dumps(doc)}; }}",
                               timeout=60_000)
        page.wait_for_function(f"() => ({CURRENT})()[1].includes({json.dumps(heading)})", timeout=60_000)
        dialogs = page.locator(".jp-Dialog")
        assert dialogs.count() == 0, f"{notebook}: {dialogs.first.inner_text()}"
        assert not errors, f"{notebook} -> {doc}: {errors}"
    assert lite_browser.elsewhere == [], f"requests to other hosts: {lite_browser.elsewhere[:20]}"


def test_the_sites_widgets_are_the_versions_the_package_pins(lite_site):
    """Issue 27: the site shipped ipywidgets 8.1.9 and jupyterlab-widgets 3.0.17 where pyproject.toml's widgets extra
    pins 8.1.5 and 3.0.13. In the built site: every package of that extra in the browser's lock file is at a version
    the extra allows, and each widget front end (JupyterLab extension) is the one inside the wheel the browser's
    Python gets."""
    import tomllib
    import zipfile

    from packaging.requirements import Requirement
    from packaging.utils import canonicalize_name

    extras = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["optional-dependencies"]
    pinned = {canonicalize_name(r.name): r for r in map(Requirement, extras["widgets"])}
    pyodide = lite_site / "static" / "pyodide"
    lock = json.loads((pyodide / "pyodide-lock.json").read_text())["packages"]
    shipped = {name: lock[name]["version"] for name in pinned if name in lock}
    assert set(shipped) == set(pinned), f"widget packages missing from the site: {set(pinned) - set(shipped)}"
    wrong = {name: (version, str(pinned[name].specifier)) for name, version in shipped.items()
             if not pinned[name].specifier.contains(version, prereleases=True)}
    assert not wrong, f"the site's versions are not the package's pins: {wrong}"
    for package, extension in (("jupyterlab-widgets", "@jupyter-widgets/jupyterlab-manager"),
                               ("anywidget", "anywidget")):
        in_site = json.loads((lite_site / "extensions" / extension / "package.json").read_text())["version"]
        with zipfile.ZipFile(pyodide / lock[package]["file_name"]) as wheel:
            name = next(n for n in wheel.namelist()
                        if n.endswith(f"/labextensions/{extension}/package.json") and ".data/" in n)
            in_wheel = json.loads(wheel.read(name))["version"]
        assert in_site == in_wheel, f"{extension}: the site's front end is {in_site}, {package}'s wheel has {in_wheel}"
