"""Binder, proven: the environment built from ``binder/`` alone runs every notebook and serves the classroom app.

What repo2docker does, step by step, on this machine: a fresh virtual environment with the Python that
``binder/runtime.txt`` names (found among pyenv's versions or on PATH; the test is skipped, saying so, when it is
absent), ``pip install -r binder/requirements.txt`` run from a copy of the repository root (the requirements are
relative to the root: ``.`` is arkwidgets itself), then in that environment:

1. Voila serves ``notebooks/05_classroom_app.ipynb`` (executed server-side on the first GET) and the page holds the
   app: its heading, the widget's view and no error output;
2. ``pytest --nbval-lax`` runs every notebook in ``notebooks/`` (translations included) with that environment's
   kernel, in two pytest processes at once (half of the notebooks each). pytest and nbval are the only packages added
   to the Binder environment, after the app was served.

Nothing comes from this checkout's own environment: the copy holds the repository's files (``git ls-files``: what
Binder would clone, as they are in the working tree, with the new files git does not ignore), and Jupyter's
configuration and data directories are empty temporary ones. pip's cache (its default place, or ``PIP_CACHE_DIR``)
is used as usual, so on CI the packages the suite's own install fetched are not downloaded again; ``--no-compile``
leaves the byte-code of the thousands of modules no notebook imports uncompiled (Python compiles the others on first
import). The duration of each step is printed to stderr as it ends (shown with ``pytest -s``).
"""

from __future__ import annotations

import glob
import os
import shutil
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
BINDER = ROOT / "binder"
APP = "notebooks/05_classroom_app.ipynb"
# the markdown heading (Voila writes its dash as &#8212;), the widget's view and its text form in the output
APP_MARKERS = ("play against the bots", "application/vnd.jupyter.widget-view+json", "GameWidget(")
#: what Voila writes into the page when a cell raised (its error template or a traceback in an output)
APP_ERRORS = ("Traceback (most recent call last)", "There was an error when executing cell", '"output_type": "error"')

pytestmark = pytest.mark.slow


def runtime_version() -> str:
    """``3.11`` for a ``binder/runtime.txt`` of ``python-3.11``."""
    text = (BINDER / "runtime.txt").read_text(encoding="utf-8").strip()
    assert text.startswith("python-"), f"binder/runtime.txt should read python-X.Y, not {text!r}"
    return text.removeprefix("python-")


def find_python(version: str) -> str | None:
    """An interpreter of ``version`` (X.Y): pyenv's newest patch release first, then ``pythonX.Y`` on PATH."""
    home = Path(os.environ.get("PYENV_ROOT", Path.home() / ".pyenv"))
    candidates = sorted(glob.glob(str(home / "versions" / f"{version}.*" / "bin" / "python")), reverse=True)
    on_path = shutil.which(f"python{version}")
    for python in [*candidates, *([on_path] if on_path else [])]:
        probe = subprocess.run(
            [python, "-c", "import sys, venv, ensurepip; print('%d.%d' % sys.version_info[:2])"],
            capture_output=True, text=True, check=False,
        )
        if probe.returncode == 0 and probe.stdout.strip() == version:
            return python
    return None


def repository_files() -> list[Path]:
    """The files Binder would clone, as they are in the working tree: tracked by git, or new and not ignored."""
    listed = subprocess.run(["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"], cwd=ROOT,
                            capture_output=True, check=False)
    if listed.returncode != 0:  # not a git checkout (an sdist): everything but caches and environments
        skip = {".git", "__pycache__", ".pytest_cache", ".hypothesis", ".mypy_cache", ".ruff_cache"}
        return [p.relative_to(ROOT) for p in ROOT.rglob("*")
                if p.is_file() and not skip & set(p.parts) and not p.parts[len(ROOT.parts)].startswith(".venv")]
    return [Path(name) for name in listed.stdout.decode().split("\0") if name and (ROOT / name).is_file()]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def run(command: list[str], *, cwd: Path, env: dict[str, str], timeout: float, what: str) -> str:
    done = subprocess.run(command, cwd=cwd, env=env, capture_output=True, text=True, timeout=timeout, check=False)
    output = done.stdout + done.stderr
    assert done.returncode == 0, f"{what} failed ({' '.join(command)}):\n{output[-6000:]}"
    return output


def fetch(url: str, deadline: float, voila: subprocess.Popen[str], log: Path) -> str:
    """The page at ``url`` once Voila answers it (Voila executes the notebook before sending the page)."""
    last: object = None
    while time.monotonic() < deadline:
        if voila.poll() is not None:
            pytest.fail(f"voila stopped (status {voila.returncode}):\n{log.read_text(errors='replace')[-6000:]}")
        try:
            with urllib.request.urlopen(url, timeout=max(1.0, deadline - time.monotonic())) as answer:
                assert answer.status == 200, answer.status
                return answer.read().decode("utf-8", errors="replace")
        except (urllib.error.URLError, ConnectionError, TimeoutError) as error:
            last = error
            time.sleep(0.5)
    pytest.fail(f"voila did not serve {url} in time (last: {last}):\n{log.read_text(errors='replace')[-6000:]}")


def test_binder_environment_runs_the_notebooks_and_serves_the_app(tmp_path):
    version = runtime_version()
    python = find_python(version)
    if python is None:
        pytest.skip(f"binder/runtime.txt names Python {version}, and no python{version} is installed (pyenv or PATH)")
    timings: dict[str, float] = {}
    began = time.monotonic()

    def done(step: str, since: float) -> None:
        timings[step] = time.monotonic() - since
        print(f"[binder] {step}: {timings[step]:.1f} s", file=sys.stderr, flush=True)

    repo = tmp_path / "repo"
    for name in repository_files():
        target = repo / name
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(ROOT / name, target)
    assert (repo / "binder" / "requirements.txt").is_file(), "binder/requirements.txt is not in the repository"
    venv = tmp_path / "env"
    subprocess.run([python, "-m", "venv", str(venv)], check=True, timeout=120)
    bin_dir = venv / ("Scripts" if os.name == "nt" else "bin")
    unwanted = ("VIRTUAL_ENV", "PYTHONPATH", "PYTHONHOME", "CONDA_PREFIX", "PYTHONDONTWRITEBYTECODE")
    env = {k: v for k, v in os.environ.items() if k not in unwanted}
    env.update(
        PATH=f"{bin_dir}{os.pathsep}{env.get('PATH', '')}",
        VIRTUAL_ENV=str(venv),
        JUPYTER_CONFIG_DIR=str(tmp_path / "jupyter-config"),
        JUPYTER_DATA_DIR=str(tmp_path / "jupyter-data"),
        JUPYTER_RUNTIME_DIR=str(tmp_path / "jupyter-runtime"),
        IPYTHONDIR=str(tmp_path / "ipython"),
    )
    vpython = str(bin_dir / "python")
    done("copy + venv", began)

    # 1. repo2docker's install: the requirements file, from the repository root
    step = time.monotonic()
    run([vpython, "-m", "pip", "install", "-q", "--no-compile", "-r", "binder/requirements.txt"], cwd=repo, env=env,
        timeout=420, what="pip install -r binder/requirements.txt")
    run([vpython, "-m", "pip", "check"], cwd=repo, env=env, timeout=60, what="pip check")
    where = run([vpython, "-c", "import arkwidgets, sys; print(arkwidgets.__file__)"], cwd=tmp_path, env=env,
                timeout=60, what="import arkwidgets")
    assert str(venv) in where, f"arkwidgets should come from the Binder environment, not {where}"
    done("pip install -r binder/requirements.txt", step)

    # 2. the classroom app in Voila, as Binder's voila URL serves it
    step = time.monotonic()
    port = free_port()
    log = tmp_path / "voila.log"
    with log.open("w") as out:
        voila = subprocess.Popen(
            [str(bin_dir / "voila"), APP, "--no-browser", f"--port={port}", "--Voila.ip=127.0.0.1"],
            cwd=repo, env=env, stdout=out, stderr=subprocess.STDOUT, text=True,
        )
        try:
            page = fetch(f"http://127.0.0.1:{port}/", time.monotonic() + 180, voila, log)
        finally:
            voila.terminate()
            try:
                voila.wait(timeout=20)
            except subprocess.TimeoutExpired:
                voila.kill()
                voila.wait(timeout=20)
    for marker in APP_MARKERS:
        assert marker in page, f"the Voila page lacks {marker!r}:\n{page[-4000:]}"
    for error in APP_ERRORS:
        assert error not in page, f"the Voila page shows an error ({error!r}):\n{page[-6000:]}"
    done("voila serves the app", step)

    # 3. every notebook, with the Binder environment's kernel
    step = time.monotonic()
    run([vpython, "-m", "pip", "install", "-q", "--no-compile", "pytest>=8", "nbval>=0.11"], cwd=repo, env=env,
        timeout=240, what="pip install pytest nbval")
    notebooks = sorted((repo / "notebooks").rglob("*.ipynb"), key=lambda p: -p.stat().st_size)
    assert len(notebooks) >= 8, notebooks
    shards = [notebooks[0::2], notebooks[1::2]]  # biggest first, dealt alternately: about the same work each
    command = [vpython, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-o", "addopts=", "--nbval-lax",
               "--nbval-current-env"]
    runs = [subprocess.Popen([*command, *(str(p.relative_to(repo)) for p in shard)], cwd=repo, env=env, text=True,
                             stdout=subprocess.PIPE, stderr=subprocess.STDOUT) for shard in shards]
    reports = []
    for shard in runs:
        try:
            output, _ = shard.communicate(timeout=max(1.0, 600 - (time.monotonic() - step)))
        except subprocess.TimeoutExpired:
            for other in runs:
                other.kill()
            pytest.fail("the notebooks did not finish in 10 minutes")
        assert shard.returncode == 0, f"pytest --nbval-lax failed:\n{output[-6000:]}"
        reports.append(output.strip().splitlines()[-1].strip("= "))
    done(f"pytest --nbval-lax, {len(notebooks)} notebooks ({'; '.join(reports)})", step)
    done("total", began)
