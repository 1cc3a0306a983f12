"""A server that lasts a lesson (issue 24, item 7), measured on both classroom apps served as ``arkwidgets app`` and
``arkwidgets nova app`` serve them (Voila, the offline ``ark`` template, arkwidgets.voila's options).

* Both apps open ready on every load: Ark's app (notebooks/05_classroom_app.ipynb) loaded 20 times says "Your turn"
  with the learner's hand drawn; Ark Nova's (notebooks/08_ark_nova_classroom_app.ipynb) loaded 30 times shows the
  eight cards to keep and their nine answer buttons, labelled (the frozen first load showed blank buttons).
* A closed or reloaded page's kernel is shut down or culled within a minute: the loads alternate between reloading
  the page (its kernel is asked to shut down as the page unloads) and closing it without unloading (no request: the
  cull of arkwidgets.voila.VOILA_OPTIONS must find it). After the loads (30 for Ark Nova, 20 for Ark) and the last
  page closed, the server's kernels (counted as its child processes) are back to none within 60 s, and the memory of
  the server and its kernels (resident set sizes) back within 120 MB of where it started.

Both tests load pages for several minutes: the long lane (conftest.py's LONG).
"""

from __future__ import annotations

import time

import pytest
from conftest import ROOT, serve_app

pytestmark = pytest.mark.browser

TIMEOUT = 180_000  # ms: a cold Voila start on two cores takes about a minute
ARK_APP = ROOT / "notebooks" / "05_classroom_app.ipynb"
NOVA_APP = ROOT / "notebooks" / "08_ark_nova_classroom_app.ipynb"
ARK_LOADS, NOVA_LOADS = 20, 30
GONE_WITHIN = 60  # s: a closed or reloaded page's kernel is gone within a minute
MEMORY_SLACK = 120  # MB: the server's own growth over a lesson (caches, logs) allowed above where it started


def server_process(port: int):
    """The Voila process serving ``port`` (found by its command line)."""
    psutil = pytest.importorskip("psutil")
    for proc in psutil.process_iter(["cmdline"]):
        cmdline = proc.info["cmdline"] or []
        if f"--port={port}" in cmdline and any("voila" in part for part in cmdline):
            return proc
    raise AssertionError(f"no Voila process serves port {port}")


def kernels(server) -> list:
    """The kernels the server started: its child processes running ipykernel."""
    out = []
    for child in server.children(recursive=True):
        try:
            if any("ipykernel" in part for part in child.cmdline()):
                out.append(child)
        except Exception:  # noqa: BLE001 - a kernel that ended between the listing and the look
            continue
    return out


def memory_mb(server) -> float:
    """Resident memory of the server and every process under it, in MB."""
    total = 0
    for proc in [server, *server.children(recursive=True)]:
        try:
            total += proc.memory_info().rss
        except Exception:  # noqa: BLE001 - ended meanwhile
            continue
    return total / 2**20


def port_of(url: str) -> int:
    return int(url.rsplit(":", 1)[1].strip("/"))


def wait_gone(server, within: float) -> tuple[int, float]:
    """Wait until the server has no kernel left (or ``within`` seconds pass): (kernels left, seconds waited)."""
    start = time.monotonic()
    while kernels(server) and time.monotonic() - start < within:
        time.sleep(1)
    return len(kernels(server)), time.monotonic() - start


@pytest.fixture(scope="module")
def ark_app_url(chromium_path, tmp_path_factory):
    yield from serve_app(ARK_APP, tmp_path_factory, "voila-lesson-ark")


@pytest.fixture(scope="module")
def nova_app_url(chromium_path, tmp_path_factory):
    yield from serve_app(NOVA_APP, tmp_path_factory, "voila-lesson-nova")


def ark_ready(page) -> None:
    page.wait_for_function(
        "() => (document.querySelector('.ark-status-text')?.innerText || '').includes('Your turn')"
        " && document.querySelectorAll('.ark-board-box [data-zone=\"hand\"][data-player=\"0\"]').length > 0",
        timeout=TIMEOUT)


def nova_ready(page) -> None:
    page.wait_for_function(
        "() => document.querySelectorAll('.nova-game-widget [data-zone=\"choice\"]').length === 8"
        " && [...document.querySelectorAll('.nova-game-widget button.nova-offer')]"
        "      .filter((b) => b.offsetParent && b.innerText.trim()).length === 9",
        timeout=TIMEOUT)


def lesson(chromium, url: str, loads: int, ready, where: str) -> dict:
    """Load the app ``loads`` times: a new page, then reloaded (its kernel asked to shut down as it unloads), then
    closed without unloading (no request: the cull must find its kernel), and so on; every load must be ready. Then
    wait for the server's kernels to go. Returns the figures."""
    server = server_process(port_of(url))
    before_kernels, before_mb = len(kernels(server)), memory_mb(server)
    peak_kernels, peak_mb = before_kernels, before_mb
    times: list[float] = []
    page = chromium.new_page(viewport={"width": 1280, "height": 800})
    try:
        for k in range(loads):
            start = time.monotonic()
            if k % 2 == 0:
                page.goto(url, timeout=TIMEOUT)
            else:
                page.reload(timeout=TIMEOUT)
            ready(page)
            times.append(time.monotonic() - start)
            peak_kernels, peak_mb = max(peak_kernels, len(kernels(server))), max(peak_mb, memory_mb(server))
            if k % 2 == 1:
                page.close(run_before_unload=False)
                page = chromium.new_page(viewport={"width": 1280, "height": 800})
    finally:
        page.close(run_before_unload=False)
    left, waited = wait_gone(server, GONE_WITHIN + 30)
    after_mb = memory_mb(server)
    figures = {"loads": loads, "median_ready_s": round(sorted(times)[len(times) // 2], 1),
               "max_ready_s": round(max(times), 1), "kernels_before": before_kernels, "kernels_peak": peak_kernels,
               "kernels_left": left, "gone_after_s": round(waited), "mb_before": round(before_mb),
               "mb_peak": round(peak_mb), "mb_after": round(after_mb)}
    print(f"\n{where}: {figures}")
    return figures


def check(figures: dict) -> None:
    assert figures["kernels_left"] == 0, f"kernels still running: {figures}"
    assert figures["gone_after_s"] <= GONE_WITHIN, figures
    assert figures["mb_after"] <= figures["mb_before"] + MEMORY_SLACK, figures


def test_ark_app_opens_ready_on_every_load_and_its_kernels_go(ark_app_url, chromium):
    check(lesson(chromium, ark_app_url, ARK_LOADS, ark_ready, "Ark's app"))


def test_nova_app_opens_ready_on_every_load_and_its_kernels_go(nova_app_url, chromium):
    check(lesson(chromium, nova_app_url, NOVA_LOADS, nova_ready, "Ark Nova's app"))
