"""Fixtures for the real-browser tests: Voila, JupyterLab 4 and Notebook 7 serving a small notebook, and Debian's
chromium via Playwright."""

from __future__ import annotations

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

CHROMIUM = "/usr/bin/chromium"
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


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args):  # for pytest-playwright's own fixtures, if used
    return {**browser_type_launch_args, "executable_path": CHROMIUM, "args": CHROMIUM_ARGS}


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture(scope="module")
def voila_url(tmp_path_factory):
    """Start Voila on 127.0.0.1 at a free port serving tests/browser/game.ipynb; stop it afterwards."""
    pytest.importorskip("voila")
    port = _free_port()
    yield from _serve(
        [sys.executable, "-m", "voila", "--no-browser", f"--port={port}", "--Voila.ip=127.0.0.1",
         "--show_tracebacks=True", str(HERE / "game.ipynb")],
        HERE, port, f"http://127.0.0.1:{port}/", tmp_path_factory.mktemp("voila") / "voila.log")


@pytest.fixture(scope="module")
def lab_url(tmp_path_factory):
    """JupyterLab on 127.0.0.1 at a free port, on a copy of game.ipynb (Lab may autosave), app exposed to scripts."""
    pytest.importorskip("jupyterlab")
    root, port = _notebook_copy(tmp_path_factory, "lab"), _free_port()
    yield from _serve(
        _jupyter_command("jupyterlab", "LabApp", root, port)
        + ["--LabApp.news_url=", "--LabApp.check_for_updates_class=jupyterlab.NeverCheckForUpdate"],
        root, port, f"http://127.0.0.1:{port}/lab/tree/game.ipynb", root / "lab.log")


@pytest.fixture(scope="module")
def notebook_url(tmp_path_factory):
    """Notebook 7 on 127.0.0.1 at a free port, on a copy of game.ipynb, its (JupyterLab) app exposed to scripts."""
    pytest.importorskip("notebook", minversion="7", reason="the notebook package (Notebook 7) is not installed")
    root, port = _notebook_copy(tmp_path_factory, "notebook"), _free_port()
    yield from _serve(
        _jupyter_command("notebook", "JupyterNotebookApp", root, port),
        root, port, f"http://127.0.0.1:{port}/notebooks/game.ipynb", root / "notebook.log")


def _notebook_copy(tmp_path_factory, name: str) -> Path:
    """A fresh folder holding a copy of game.ipynb (the frontends may autosave into it)."""
    root = tmp_path_factory.mktemp(name)
    shutil.copy(HERE / "game.ipynb", root / "game.ipynb")
    return root


def _jupyter_command(module: str, app: str, root: Path, port: int) -> list[str]:
    """Start JupyterLab or Notebook 7 (`app` names its config class) as root, with no token or password, serving
    `root` with its own settings and workspaces, and the frontend's application exposed as `window.jupyterapp`.

    Notebook 7 reads `--JupyterNotebookApp.expose_app_in_browser`; `--NotebookApp.…` is not applied."""
    return [sys.executable, "-m", module, "--no-browser", f"--port={port}", "--ServerApp.ip=127.0.0.1",
            "--allow-root", "--IdentityProvider.token=", "--ServerApp.password=", f"--{app}.expose_app_in_browser=True",
            "--ServerApp.disable_check_xsrf=True", f"--ServerApp.root_dir={root}",
            f"--{app}.workspaces_dir={root / 'workspaces'}", f"--{app}.user_settings_dir={root / 'settings'}"]


def _serve(command: list[str], cwd: Path, port: int, url: str, log_path: Path):
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
        try:
            os.killpg(proc.pid, signal.SIGTERM)
        except ProcessLookupError:
            pass
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
    try:
        proc.wait(timeout=0.25)
    except subprocess.TimeoutExpired:
        pass


@pytest.fixture(scope="module")
def chromium():
    if not os.path.exists(CHROMIUM):
        pytest.skip(f"{CHROMIUM} is missing (apt-get install chromium); never `playwright install` here")
    sync_api = pytest.importorskip("playwright.sync_api")
    with sync_api.sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
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
