"""Binder as it really is: repo2docker's own Python 3.11 environment first, ``binder/`` on top of it, then the
classroom app at Binder's Voila address and every notebook.

What repo2docker does, step by step, on this machine: a fresh virtual environment with the Python that
``binder/runtime.txt`` names (found among pyenv's versions or on PATH; the test is skipped, saying so, when it is
absent), then

1. repo2docker's base environment: the exact versions of its conda environment for that Python
   (``tests/repo2docker-py3.11-pins.txt``, facts taken from repo2docker's lock file, its source named there),
   installed from PyPI without dependencies, and ``pip check`` clean: JupyterLab 4.4, Notebook 7.4, ipywidgets 8.1.7...;
2. ``pip install -r binder/requirements.txt`` run from a copy of the repository root (the requirements are relative
   to the root: ``.`` is arkwidgets itself): no package of the base changes version (nothing downgraded, nothing
   upgraded) and ``pip check`` is still clean;
3. Binder's Voila address, ``/voila/render/notebooks/05_classroom_app.ipynb`` (and Ark Nova's 08): a Jupyter server
   started through ``binder/start`` (as repo2docker starts it), whose Voila server extension executes the notebook
   and sends the app: its heading, the widget's view, no error output, the project's offline ``ark`` template and no
   address of a CDN;
4. ``pytest --nbval-lax`` runs every notebook in ``notebooks/`` (translations included) with that environment's
   kernel, in two pytest processes at once (half of the notebooks each). pytest and nbval are the only packages added
   to the Binder environment, after the app was served.

Nothing comes from this checkout's own environment: the copy holds the repository's files (``git ls-files``: what
Binder would clone, as they are in the working tree, with the new files git does not ignore), and Jupyter's
configuration and data directories are empty temporary ones. pip's cache (its default place, or ``PIP_CACHE_DIR``)
is used as usual, so on CI the packages the suite's own install fetched are not downloaded again; ``--no-compile``
leaves the byte-code of the thousands of modules no notebook imports uncompiled (Python compiles the others on first
import). The duration of each step is printed to stderr as it ends (shown with ``pytest -s``). It needs PyPI (the
long lane's ``pytest --long`` runs it).
"""

from __future__ import annotations

import glob
import json
import os
import re
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
NOVA_APP = "notebooks/08_ark_nova_classroom_app.ipynb"
#: repo2docker's conda environment for binder/runtime.txt's Python, as name==version lines (see the file's header)
BASE_PINS = ROOT / "tests" / "repo2docker-py3.11-pins.txt"
#: a script or stylesheet the page loads from another host (Voila's own templates ask cdn.jsdelivr.net for
#: FontAwesome; the offline ``ark`` template does not)
FOREIGN_LOAD = re.compile(r'<(?:script|link)\b[^>]*\b(?:src|href)="((?:https?:)?//[^"]+)"')
#: Voila's front end loads MathJax from cdnjs unless both are null, as binder/jupyter_server_config.json makes them
#: on Binder (Voila's own command line, `arkwidgets app`, leaves them null)
MATHJAX_OFF = ('"fullMathjaxUrl": null', '"mathjaxConfig": null')
#: the ``ark`` template's own mark in the page (arkwidgets/ui/static/jupyter/voila/templates/ark/index.html.j2)
ARK_TEMPLATE_MARK = "data-ark-scheme"
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


def pins(path: Path) -> dict[str, str]:
    """{canonical name: version} of a file of ``name==version`` lines (comments and blank lines skipped)."""
    found = {}
    for raw in path.read_text(encoding="utf-8").splitlines():
        line = raw.split("#")[0].strip()
        if line:
            name, _, version = line.partition("==")
            assert version, f"{path.name}: {line!r} is not name==version"
            found[canonical(name)] = version
    return found


def canonical(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def installed(python: str, cwd: Path, env: dict[str, str]) -> dict[str, str]:
    """{canonical name: version} of what ``pip list`` sees in the environment."""
    listed = subprocess.run([python, "-m", "pip", "list", "--format=json"], cwd=cwd, env=env, capture_output=True,
                            text=True, timeout=120, check=True).stdout
    return {canonical(p["name"]): p["version"] for p in json.loads(listed)}


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
    subprocess.run([python, "-m", "venv", str(venv)], check=True, timeout=600)  # ensurepip; slow on a loaded machine
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

    # 1. repo2docker's base environment, as its lock file pins it
    step = time.monotonic()
    base = pins(BASE_PINS)
    run([vpython, "-m", "pip", "install", "-q", "--no-compile", "--no-deps", "-r", str(BASE_PINS)], cwd=repo,
        env=env, timeout=900, what="pip install of repo2docker's base environment")
    run([vpython, "-m", "pip", "check"], cwd=repo, env=env, timeout=60, what="pip check of the base environment")
    before = installed(vpython, repo, env)
    assert {name: before.get(name) for name in base} == base, "the base environment is not the lock file's"
    done(f"repo2docker's base environment ({len(base)} packages)", step)

    # 2. repo2docker's install: the requirements file, from the repository root, on top
    step = time.monotonic()
    run([vpython, "-m", "pip", "install", "-q", "--no-compile", "-r", "binder/requirements.txt"], cwd=repo, env=env,
        timeout=900, what="pip install -r binder/requirements.txt")
    run([vpython, "-m", "pip", "check"], cwd=repo, env=env, timeout=60, what="pip check")
    after = installed(vpython, repo, env)
    moved = {name: f"{version} -> {after.get(name)}" for name, version in base.items() if after.get(name) != version}
    assert not moved, f"binder/requirements.txt changes repo2docker's environment: {moved}"
    where = run([vpython, "-c", "import arkwidgets, sys; print(arkwidgets.__file__)"], cwd=tmp_path, env=env,
                timeout=60, what="import arkwidgets")
    assert str(venv) in where, f"arkwidgets should come from the Binder environment, not {where}"
    done(f"pip install -r binder/requirements.txt (added: {', '.join(sorted(set(after) - set(before)))})", step)

    # 3. the classroom apps at Binder's Voila address: a Jupyter server started through binder/start
    step = time.monotonic()
    port, token = free_port(), "binder-test"
    log = tmp_path / "server.log"
    with log.open("w") as out:
        server = subprocess.Popen(
            ["bash", "binder/start", str(bin_dir / "jupyter"), "server", "--no-browser", f"--port={port}",
             "--ServerApp.ip=127.0.0.1", f"--IdentityProvider.token={token}", f"--ServerApp.root_dir={repo}",
             *(["--allow-root"] if hasattr(os, "geteuid") and os.geteuid() == 0 else [])],  # Binder's user is not root
            cwd=repo, env=env, stdout=out, stderr=subprocess.STDOUT, text=True,
        )
        try:
            pages = {app: fetch(f"http://127.0.0.1:{port}/voila/render/{app}?token={token}",
                                time.monotonic() + 300, server, log) for app in (APP, NOVA_APP)}
        finally:
            server.terminate()
            try:
                server.wait(timeout=20)
            except subprocess.TimeoutExpired:
                server.kill()
                server.wait(timeout=20)
    for app, page in pages.items():
        markers = APP_MARKERS if app == APP else APP_MARKERS[1:]
        for marker in (*markers, ARK_TEMPLATE_MARK):
            assert marker in page, f"{app}: the Voila page lacks {marker!r}:\n{page[-4000:]}"
        for error in APP_ERRORS:
            assert error not in page, f"{app}: the Voila page shows an error ({error!r}):\n{page[-6000:]}"
        assert FOREIGN_LOAD.findall(page) == [], f"{app}: the Voila page loads files from other hosts"
        for setting in MATHJAX_OFF:
            assert setting in page, f"{app}: the page would load MathJax from cdnjs (no {setting})"
    done("Binder's Voila address serves both apps with the offline template", step)

    # 4. every notebook, with the Binder environment's kernel
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
