"""Fixtures for the real-browser tests: Voila, JupyterLab 4 and Notebook 7 serving a small notebook (Ark's
``game.ipynb`` or Ark Nova's ``nova_game.ipynb``), and a chromium driven by Playwright.

Chromium is found as :func:`find_chromium` says: the path in ``$ARKWIDGETS_CHROMIUM``, else ``chromium``,
``chromium-browser`` or ``google-chrome`` on the PATH, else ``/usr/bin/chromium``. Without one the browser tests
skip, naming the variable. Never ``playwright install`` here (it downloads a browser)."""

from __future__ import annotations

import contextlib
import http.client
import os
import shutil
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest

CHROMIUM_ENV = "ARKWIDGETS_CHROMIUM"  # a chromium (or Chrome) executable to use instead of the one found
CHROMIUM_NAMES = ("chromium", "chromium-browser", "google-chrome")  # looked up on the PATH, in this order
CHROMIUM = "/usr/bin/chromium"  # the last resort (Debian's `apt-get install chromium`)
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-dev-shm-usage",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
HERE = Path(__file__).parent
ROOT = HERE.parent.parent


def find_chromium() -> tuple[str | None, str]:
    """(the chromium executable to launch, or None; how it was found, or why none was)."""
    chosen = os.environ.get(CHROMIUM_ENV, "").strip()
    if chosen:
        path = shutil.which(chosen) or (chosen if os.path.isfile(chosen) and os.access(chosen, os.X_OK) else None)
        if path is None:
            return None, f"${CHROMIUM_ENV}={chosen!r} is not an executable file"
        return path, f"${CHROMIUM_ENV}"
    for name in CHROMIUM_NAMES:
        path = shutil.which(name)
        if path:
            return path, f"{name} on the PATH"
    if os.path.isfile(CHROMIUM) and os.access(CHROMIUM, os.X_OK):
        return CHROMIUM, CHROMIUM
    return None, (f"no chromium found: set ${CHROMIUM_ENV} to a chromium or Chrome executable, or put one of "
                  f"{', '.join(CHROMIUM_NAMES)} on the PATH, or install {CHROMIUM} (apt-get install chromium); "
                  "never `playwright install` here")


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args):  # for pytest-playwright's own fixtures, if used
    return {**browser_type_launch_args, "executable_path": find_chromium()[0] or CHROMIUM, "args": CHROMIUM_ARGS}


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture(scope="module")
def voila_url(chromium_path, tmp_path_factory):
    """Start Voila on 127.0.0.1 at a free port serving tests/browser/game.ipynb; stop it afterwards."""
    yield from _voila(tmp_path_factory, "game.ipynb")


@pytest.fixture(scope="module")
def nova_voila_url(chromium_path, tmp_path_factory):
    """Voila serving tests/browser/nova_game.ipynb (Ark Nova); every page load runs the notebook in a new kernel."""
    yield from _voila(tmp_path_factory, "nova_game.ipynb")


@pytest.fixture(scope="module")
def lab_url(chromium_path, tmp_path_factory):
    """JupyterLab on 127.0.0.1 at a free port, on a copy of game.ipynb (Lab may autosave), app exposed to scripts."""
    yield from _lab(tmp_path_factory, "game.ipynb")


@pytest.fixture(scope="module")
def nova_lab_url(chromium_path, tmp_path_factory):
    """JupyterLab on a copy of nova_game.ipynb (Ark Nova)."""
    yield from _lab(tmp_path_factory, "nova_game.ipynb")


def _voila(tmp_path_factory, notebook: str):
    pytest.importorskip("voila")
    port = free_port()
    yield from serve(
        [sys.executable, "-m", "voila", "--no-browser", f"--port={port}", "--Voila.ip=127.0.0.1",
         "--show_tracebacks=True", str(HERE / notebook)],
        HERE, port, f"http://127.0.0.1:{port}/", tmp_path_factory.mktemp("voila") / "voila.log")


def serve_app(app: Path, tmp_path_factory, name: str):
    """Voila serving a classroom app (``notebooks/0N_…_app.ipynb``) with the offline ``ark`` template, as
    ``arkwidgets.voila.voila_command`` says; yields its URL (the projector tests of both games use it)."""
    pytest.importorskip("voila")
    from arkwidgets.voila import voila_command

    port = free_port()
    command, env = voila_command(app, "--no-browser", f"--port={port}", "--Voila.ip=127.0.0.1",
                                 "--show_tracebacks=True", python=sys.executable)
    log = tmp_path_factory.mktemp(name) / "voila.log"
    saved = dict(os.environ)
    os.environ.update(env)  # serve passes os.environ on (with PYTHONPATH)
    try:
        yield from serve(command, app.parent, port, f"http://127.0.0.1:{port}/", log)
    finally:
        os.environ.clear()
        os.environ.update(saved)


def _lab(tmp_path_factory, notebook: str):
    pytest.importorskip("jupyterlab")
    root, port = _notebook_copy(tmp_path_factory, "lab", notebook), free_port()
    yield from serve(
        [*_jupyter_command("jupyterlab", "LabApp", root, port), "--LabApp.news_url=",
         "--LabApp.check_for_updates_class=jupyterlab.NeverCheckForUpdate"],
        root, port, f"http://127.0.0.1:{port}/lab/tree/{notebook}", root / "lab.log")


@pytest.fixture(scope="module")
def notebook_url(chromium_path, tmp_path_factory):
    """Notebook 7 on 127.0.0.1 at a free port, on a copy of game.ipynb, its (JupyterLab) app exposed to scripts."""
    pytest.importorskip("notebook", minversion="7", reason="the notebook package (Notebook 7) is not installed")
    root, port = _notebook_copy(tmp_path_factory, "notebook"), free_port()
    yield from serve(
        _jupyter_command("notebook", "JupyterNotebookApp", root, port),
        root, port, f"http://127.0.0.1:{port}/notebooks/game.ipynb", root / "notebook.log")


def _notebook_copy(tmp_path_factory, name: str, notebook: str = "game.ipynb") -> Path:
    """A fresh folder holding a copy of the notebook (the frontends may autosave into it)."""
    root = tmp_path_factory.mktemp(name)
    shutil.copy(HERE / notebook, root / notebook)
    return root


def _jupyter_command(module: str, app: str, root: Path, port: int) -> list[str]:
    """Start JupyterLab or Notebook 7 (`app` names its config class) as root, with no token or password, serving
    `root` with its own settings and workspaces, and the frontend's application exposed as `window.jupyterapp`.

    Notebook 7 reads `--JupyterNotebookApp.expose_app_in_browser`; `--NotebookApp.…` is not applied."""
    return [sys.executable, "-m", module, "--no-browser", f"--port={port}", "--ServerApp.ip=127.0.0.1",
            "--allow-root", "--IdentityProvider.token=", "--ServerApp.password=", f"--{app}.expose_app_in_browser=True",
            "--ServerApp.disable_check_xsrf=True", f"--ServerApp.root_dir={root}",
            f"--{app}.workspaces_dir={root / 'workspaces'}", f"--{app}.user_settings_dir={root / 'settings'}"]


def serve(command: list[str], cwd: Path, port: int, url: str, log_path: Path):
    """Run a server in its own process group, wait until it answers HTTP, yield its URL, stop it."""
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")]))}
    log = open(log_path, "w")  # noqa: SIM115 - closed in teardown
    proc = subprocess.Popen(command, cwd=cwd, env=env, stdout=log, stderr=subprocess.STDOUT, start_new_session=True)
    try:
        deadline = time.monotonic() + 180
        while True:  # poll until the server answers (no fixed sleeps: each try waits on the socket)
            if proc.poll() is not None:
                raise RuntimeError(f"{command[2]} exited with {proc.returncode}; see {log_path}")
            try:
                if _http_status(port, "/api") > 0:  # any answer (a redirect here) means the server is up
                    break
            except OSError:
                if time.monotonic() > deadline:
                    raise RuntimeError(f"{command[2]} did not start within 180 s; see {log_path}") from None
                _wait_a_little(proc)
        yield url
    finally:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(proc.pid, signal.SIGTERM)
        try:
            proc.wait(timeout=20)
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait(timeout=10)
        log.close()


def _http_status(port: int, path: str) -> int:
    """One HTTP GET without following redirects (following / would start a kernel)."""
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=2)
    try:
        conn.request("GET", path)
        return conn.getresponse().status
    finally:
        conn.close()


def _wait_a_little(proc: subprocess.Popen) -> None:
    """Wait up to a quarter second for the server process (returns early if it exits)."""
    with contextlib.suppress(subprocess.TimeoutExpired):
        proc.wait(timeout=0.25)


@pytest.fixture(scope="session")
def chromium_path() -> str:
    """The chromium to launch; skips (before any server starts) when there is none."""
    path, how = find_chromium()
    if path is None:
        pytest.skip(how)
    return path


@pytest.fixture(scope="module")
def chromium(chromium_path):
    path = chromium_path
    sync_api = pytest.importorskip("playwright.sync_api", reason="the playwright python package is not installed")
    with sync_api.sync_playwright() as p:
        browser = p.chromium.launch(executable_path=path, args=CHROMIUM_ARGS)
        try:
            yield browser
        finally:
            browser.close()


@pytest.fixture
def chromium_page(chromium):
    page = chromium.new_page(viewport={"width": 1300, "height": 1000})
    try:
        yield page
    finally:
        page.close()
