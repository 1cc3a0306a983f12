"""Build an offline JupyterLite site of the teaching notebooks: a classroom that runs in any browser, from any static
host or a USB stick, with no server and no network (see docs/lite.md).

    python tools/lite.py build [--out DIR]        # default build/lite; always a clean build
    python tools/lite.py serve [--dir DIR] [--port 8000]

What ``build`` does, from PyPI and the npm registry only (no CDN, nothing fetched by the browser from outside):

1. finds a Python >= 3.12 (``--python``, ``$ARKWIDGETS_LITE_PYTHON``, ``python3.13``/``python3.12`` on the PATH, or
   pyenv's versions) and creates or reuses a venv (``build/lite-venv``) holding the pinned JupyterLite tools below;
2. takes Pyodide's core from the npm package ``pyodide@<the version the Pyodide kernel pins>`` (``npm pack``);
3. downloads from PyPI the pure-Python wheels the site needs at the versions Pyodide's lock file pins (micropip,
   IPython and its dependencies, jedi, svgwrite, ...), plus anywidget, ipywidgets, comm, jupyterlab_widgets, psygnal
   and a wheel of arkwidgets built from this checkout, and writes a lock file listing only those, pointing at them;
4. copies every notebook under ``notebooks/`` (recursively: translations in subfolders too) into the site, its
   multi-line strings normalized, and the pages their links point at (``docs/rules.md``, ...) beside them, where
   JupyterLab resolves the links;
5. runs ``jupyter lite build`` with the PyPI fallback of piplite disabled, then checks that the site points at its
   own Pyodide (no http(s) URL in its configuration) and that every wheel in the lock file is there.

Every Python package of the site is pinned here; change a pin only together with a build and ``pytest
tests/browser/test_lite.py`` (a real browser runs every notebook of the site).
"""

from __future__ import annotations

import argparse
import email.parser
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import tarfile
import tempfile
import time
import zipfile
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOKS = ROOT / "notebooks"
DEFAULT_OUT = ROOT / "build" / "lite"
DEFAULT_VENV = ROOT / "build" / "lite-venv"
CACHE = ROOT / "build" / "lite-cache"  # downloads (npm tarball, wheels), reused between builds; the site is not
MIN_PYTHON = (3, 12)  # jupyterlite-core 0.8 needs it
PYTHON_ENV = "ARKWIDGETS_LITE_PYTHON"
INDEX_URL = "https://pypi.org/simple"

# The build tools, installed in the venv. anywidget and jupyterlab_widgets are there for their JupyterLab extensions
# (the front-end half of the widgets), which `jupyter lite build` copies into the site.
TOOLS = {
    "jupyterlite-core": "0.8.6",
    "jupyterlite-pyodide-kernel": "0.8.6",
    "jupyterlab-widgets": "3.0.13",  # = the package's pin (pyproject's widgets extra), as in EXTRA_WHEELS
    "anywidget": "0.11.0",
    "hatchling": "1.27.0",  # builds the arkwidgets wheel (no build isolation: nothing fetched behind our back)
    "packaging": "26.4",
    "jupyter-server": "2.21.1",  # jupyter lite build indexes the notebooks with it
}
# Pure-Python wheels for the browser that Pyodide's lock file does not list (same versions as the Python half of the
# JupyterLab extensions above). Everything else comes at the version Pyodide's lock file pins. ipywidgets and
# jupyterlab-widgets are the versions pyproject.toml's widgets extra pins (==): the site teaches with the widgets a
# local install gets (tests/test_lite_tool.py compares them; the built site is checked by tests/browser/test_lite.py).
EXTRA_WHEELS = {
    "anywidget": "0.11.0",
    "ipywidgets": "8.1.5",
    "comm": "0.2.3",
    "jupyterlab-widgets": "3.0.13",
    "psygnal": "0.16.1",  # its py3-none-any wheel: the compiled ones are for CPython only
    "ipython-pygments-lexers": "1.1.1",  # IPython 9 needs it; Pyodide's lock leaves it out
}
# Packages of Pyodide's lock file the kernel needs (with everything they depend on): micropip and piplite's needs,
# IPython and jedi for the kernel, svgwrite for arkwidgets' drawings.
LOCK_ROOTS = ["micropip", "packaging", "ipython", "jedi", "traitlets", "svgwrite", "typing-extensions"]
# The Pyodide kernel's own wheels (shipped in its JupyterLab extension) that go into the lock file too, so that
# Pyodide loads the whole kernel in one batch at start (PRELOAD) instead of piplite resolving it package by package.
KERNEL_WHEELS = ("piplite", "pyodide_kernel", "ipykernel")
PRELOAD = ["micropip", "piplite", "ipykernel", "comm", "pyodide-kernel", "jedi", "ipython"]  # the worker's names
# Requirements satisfied in the browser by the Pyodide kernel's own stub wheels (it ships widgetsnbextension 4.0.999).
STUBBED = {"widgetsnbextension"}
# Extras of our own package to follow: the site plays with widgets.
OWN_EXTRAS = {"arkwidgets": ["widgets"]}
PYODIDE_FILES = ("pyodide.mjs", "pyodide.js", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip",
                 "package.json")
SITE_NAME = "Ark classroom"
KERNEL_PLUGIN = "@jupyterlite/pyodide-kernel-extension:kernel"
PYODIDE_KERNELSPEC = {"name": "python", "display_name": "Python (Pyodide)", "language": "python"}


class BuildError(RuntimeError):
    """A build step failed; the message says what to do."""


def log(message: str) -> None:
    print(f"[lite] {message}", flush=True)


def run(cmd: list[str | Path], **kwargs: Any) -> subprocess.CompletedProcess:
    log("$ " + " ".join(str(c) for c in cmd))
    try:
        return subprocess.run([str(c) for c in cmd], check=True, **kwargs)
    except FileNotFoundError as e:
        raise BuildError(f"{cmd[0]} not found: {e}") from None
    except subprocess.CalledProcessError as e:
        raise BuildError(f"command failed with exit code {e.returncode}: {' '.join(map(str, cmd))}") from None


def pip_env() -> dict[str, str]:
    """pip with PyPI alone: no configured extra indexes or local wheel folders (PIP_CONFIG_FILE=devnull)."""
    env = {k: v for k, v in os.environ.items()
           if not k.startswith("PIP_") or k in {"PIP_CERT", "PIP_DEFAULT_TIMEOUT", "PIP_CLIENT_CERT"}}
    env["PIP_CONFIG_FILE"] = os.devnull
    env["PIP_DISABLE_PIP_VERSION_CHECK"] = "1"
    return env


def pip_args() -> list[str]:
    return ["--index-url", INDEX_URL]


# ------------------------------------------------------------------ finding a Python >= 3.12 and the venv

def python_version(python: str) -> tuple[int, int] | None:
    try:
        out = subprocess.run([python, "-c", "import sys; print(*sys.version_info[:2])"], capture_output=True,
                             text=True, timeout=30, check=True).stdout.split()
    except (OSError, subprocess.SubprocessError):
        return None
    return int(out[0]), int(out[1])


def candidate_pythons() -> list[str]:
    found = []
    for name in ("python3.14", "python3.13", "python3.12"):
        path = shutil.which(name)
        if path:
            found.append(path)
    roots = [os.environ.get("PYENV_ROOT", ""), str(Path.home() / ".pyenv")]
    for root in filter(None, roots):
        versions = Path(root) / "versions"
        if versions.is_dir():
            for v in sorted(versions.iterdir(), key=lambda p: [int(x) if x.isdigit() else 0
                                                                 for x in re.split(r"[.\-]", p.name)], reverse=True):
                if re.fullmatch(r"3\.\d+\.\d+", v.name) and (v / "bin" / "python3").exists():
                    found.append(str(v / "bin" / "python3"))
    found.append(sys.executable)
    return found


def find_python(explicit: str | None = None) -> str:
    """A Python >= 3.12 to build the venv with, or a BuildError saying how to get one."""
    explicit = explicit or os.environ.get(PYTHON_ENV, "").strip() or None
    if explicit:
        version = python_version(explicit)
        if version is None or version < MIN_PYTHON:
            raise BuildError(f"{explicit} is not a Python >= {'.'.join(map(str, MIN_PYTHON))} (found {version})")
        return explicit
    for python in candidate_pythons():
        version = python_version(python)
        if version is not None and version >= MIN_PYTHON:
            return python
    raise BuildError(
        "the JupyterLite build tools need Python >= 3.12 and none was found (looked for python3.14/3.13/3.12 on the "
        f"PATH, in pyenv's versions, and at {sys.executable}): install one (e.g. `pyenv install 3.12`, or Debian's "
        f"python3.12) or name it with --python or ${PYTHON_ENV}")


def venv_python(venv: Path) -> Path:
    return venv / "bin" / "python"


def ensure_venv(venv: Path, python: str | None) -> Path:
    """Create or reuse the build venv; (re)install the pinned tools when the pins changed."""
    stamp = venv / "arkwidgets-lite-pins.json"
    wanted = json.dumps(TOOLS, sort_keys=True)
    vpy = venv_python(venv)
    usable = vpy.exists() and (python_version(str(vpy)) or (0,)) >= MIN_PYTHON
    if usable and stamp.exists() and stamp.read_text() == wanted:
        log(f"reusing {venv}")
        return vpy
    base = find_python(python)
    if venv.exists():
        shutil.rmtree(venv)
    log(f"creating {venv} with {base}")
    run([base, "-m", "venv", venv])
    run([vpy, "-m", "pip", "install", "-q", *pip_args(), *(f"{k}=={v}" for k, v in TOOLS.items())], env=pip_env())
    stamp.write_text(wanted)
    return vpy


# ------------------------------------------------------------------ the build proper (runs inside the venv)

def pyodide_pins() -> tuple[str, str]:
    """(the Pyodide version the installed Pyodide kernel pins, its Python's major.minor)."""
    from jupyterlite_pyodide_kernel import constants  # type: ignore[import-not-found]  # the build venv has it

    return constants.PYODIDE_VERSION, constants.PYODIDE_PYTHON_VERSION


def fetch_pyodide(version: str, dest: Path) -> None:
    """Pyodide's core (the runtime, its standard library, its lock file) from the npm package, into `dest`."""
    npm = shutil.which("npm")
    if npm is None:
        raise BuildError("npm not found: the Pyodide core comes from the npm package pyodide (install Node.js and npm)")
    cache = CACHE / "npm"
    cache.mkdir(parents=True, exist_ok=True)
    tgz = cache / f"pyodide-{version}.tgz"
    if not tgz.exists():
        run([npm, "pack", f"pyodide@{version}", "--pack-destination", cache], stdout=subprocess.DEVNULL)
    dest.mkdir(parents=True, exist_ok=True)
    with tarfile.open(tgz) as tar:
        for name in (*PYODIDE_FILES, "pyodide-lock.json"):
            src = tar.extractfile(tar.getmember(f"package/{name}"))
            if src is None:
                raise BuildError(f"the npm package pyodide@{version} holds no file {name}")
            with src, open(dest / name, "wb") as out:
                shutil.copyfileobj(src, out)


def canonical(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def download(specs: dict[str, str], python_version: str) -> dict[str, Path]:
    """Pure-Python wheels from PyPI, {name: version} -> {name: wheel}, in one pip call (cached in
    build/lite-cache/wheels)."""
    cache = CACHE / "wheels"
    cache.mkdir(parents=True, exist_ok=True)

    def cached() -> dict[tuple[str, str], Path]:
        return {(canonical(w.name.split("-")[0]), w.name.split("-")[1]): w for w in cache.glob("*.whl")}

    missing = [f"{n}=={v}" for n, v in specs.items() if (canonical(n), v) not in cached()]
    if missing:
        run([sys.executable, "-m", "pip", "download", "-q", "--no-deps", "--only-binary=:all:", "--platform", "any",
             "--python-version", python_version, "--implementation", "py", "--abi", "none", *pip_args(),
             "-d", cache, *missing], env=pip_env())
    have = cached()
    return {n: have[canonical(n), v] for n, v in specs.items()}


def wheel_metadata(wheel: Path) -> tuple[email.message.Message, list[str]]:
    """(the wheel's METADATA, its top-level import names)."""
    with zipfile.ZipFile(wheel) as z:
        names = z.namelist()
        meta_name = next(n for n in names if n.count("/") == 1 and n.endswith(".dist-info/METADATA"))
        meta = email.parser.Parser().parsestr(z.read(meta_name).decode("utf-8"))
    tops = set()
    for n in names:
        first = n.split("/")[0]
        if first.endswith((".dist-info", ".data")):
            continue
        if "/" in n and n.split("/")[1] == "__init__.py":
            tops.add(first)
        elif "/" not in n and n.endswith(".py"):
            tops.add(n[:-3])
    return meta, sorted(tops)


def requirements(meta: email.message.Message, extras: list[str], python_version: str) -> list[str]:
    """The canonical names the wheel needs in Pyodide (markers evaluated for Pyodide's Python on emscripten)."""
    from packaging.requirements import Requirement

    env = {"python_version": python_version, "python_full_version": f"{python_version}.0", "sys_platform":
           "emscripten", "platform_system": "Emscripten", "platform_machine": "wasm32", "os_name": "posix",
           "implementation_name": "cpython", "platform_python_implementation": "CPython"}
    names = []
    for line in meta.get_all("Requires-Dist") or []:
        req = Requirement(line)
        if req.marker is None or any(req.marker.evaluate({**env, "extra": e}) for e in ["", *extras]):
            names.append(canonical(req.name))
    return names


def sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def build_own_wheel(dest: Path) -> Path:
    run([sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "--no-build-isolation", "-w", dest, ROOT],
        env=pip_env())
    (wheel,) = dest.glob("arkwidgets-*.whl")
    return wheel


def write_lock(pyodide_dir: Path, python_version: str, own_wheel: Path) -> list[str]:
    """Rewrite Pyodide's lock file: only the packages the site ships, each pointing at a wheel beside it. Returns the
    package names."""
    lock_path = pyodide_dir / "pyodide-lock.json"
    lock = json.loads(lock_path.read_text())
    available = {canonical(k): v for k, v in lock["packages"].items()}
    entries: dict[str, dict] = {}

    def add_wheel(wheel: Path, extras: list[str] | None = None) -> list[str]:
        meta, imports = wheel_metadata(wheel)
        name = canonical(meta["Name"])
        deps = [d for d in requirements(meta, extras or [], python_version) if d not in STUBBED]
        entries[name] = {"name": meta["Name"], "version": meta["Version"], "file_name": wheel.name,
                         "install_dir": "site", "sha256": sha256(wheel), "package_type": "package",
                         "imports": imports, "depends": deps, "unvendored_tests": False}
        shutil.copy2(wheel, pyodide_dir / wheel.name)
        return deps

    todo = list(LOCK_ROOTS)
    for wheel in download(EXTRA_WHEELS, python_version).values():
        todo += add_wheel(wheel)
    todo += add_wheel(own_wheel, OWN_EXTRAS["arkwidgets"])
    kernel_pypi = Path(sys.prefix) / "share/jupyter/labextensions/@jupyterlite/pyodide-kernel-extension/static/pypi"
    for stem in KERNEL_WHEELS:
        (wheel,) = kernel_pypi.glob(f"{stem}-*-py3-none-any.whl")
        todo += add_wheel(wheel)
    needed: dict[str, dict] = {}
    while todo:  # the closure of what the site needs over the lock file's own dependencies
        name = canonical(todo.pop())
        if name in entries or name in needed:
            continue
        if name not in available:
            raise BuildError(f"{name} is needed in the browser but is neither in Pyodide's lock file nor pinned in "
                             "EXTRA_WHEELS of tools/lite.py")
        pinned = available[name]
        if not pinned["file_name"].endswith("-none-any.whl"):
            raise BuildError(f"{name} is a compiled package in Pyodide ({pinned['file_name']}): this offline site "
                             "takes pure-Python wheels from PyPI only")
        needed[name] = pinned
        todo += list(pinned.get("depends", []))
    wheels = download({name: pinned["version"] for name, pinned in needed.items()}, python_version)
    for name, pinned in needed.items():
        entries[name] = {**pinned, "file_name": wheels[name].name, "sha256": sha256(wheels[name])}
        shutil.copy2(wheels[name], pyodide_dir / wheels[name].name)
    for entry in entries.values():  # dependencies named as the lock file's keys
        entry["depends"] = sorted({canonical(d) for d in entry["depends"]})
        missing = [d for d in entry["depends"] if d not in entries]
        if missing:
            raise BuildError(f"{entry['name']} needs {missing}, which the site does not ship")
    lock["packages"] = dict(sorted(entries.items()))
    lock_path.write_text(json.dumps(lock, indent=1, sort_keys=True) + "\n")
    return sorted(entries)


def notebook_paths() -> list[Path]:
    return sorted(p for p in NOTEBOOKS.rglob("*.ipynb") if ".ipynb_checkpoints" not in p.parts)


def joined(value: Any) -> Any:
    """nbformat's multi-line string: a list of lines is one string."""
    return "".join(value) if isinstance(value, list) else value


def normalized(nb: dict) -> dict:
    """The notebook with every multi-line string as one string, as JupyterLab itself saves it: nbformat allows a list
    of lines for sources, streams and non-JSON output data, and JupyterLite shows such a stored output as the list it
    is (a comma at the start of every line after the first) until the cell runs again."""
    for cell in nb.get("cells", []):
        cell["source"] = joined(cell.get("source", ""))
        for out in cell.get("outputs", []):
            if "text" in out:
                out["text"] = joined(out["text"])
            if "traceback" in out:
                out["traceback"] = list(out["traceback"])
            data = out.get("data", {})
            for mime, value in data.items():
                if not (mime == "application/json" or mime.endswith("+json")):
                    data[mime] = joined(value)
    return nb


def copy_notebooks(dest: Path) -> list[Path]:
    """Every notebook under notebooks/ (subfolders too), its kernelspec set to the Pyodide kernel and its multi-line
    strings normalized (:func:`normalized`)."""
    copied = []
    for path in notebook_paths():
        nb = normalized(json.loads(path.read_text(encoding="utf-8")))
        nb.setdefault("metadata", {})["kernelspec"] = dict(PYODIDE_KERNELSPEC)
        target = dest / path.relative_to(NOTEBOOKS)
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(json.dumps(nb, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
        copied.append(target)
    return copied


LINK = re.compile(r"\]\(([^)\s#]+)(?:#[^)\s]*)?\)")  # a markdown link's target, its fragment left out


def linked_docs() -> dict[str, Path]:
    """The repository's files the notebooks' markdown links point at (the rule links: ``../docs/rules.md#s-1`` from
    a notebook in notebooks/, ``../../docs/...`` from a translation), and the files those pages link to in turn, as
    {path in the site: file}. The site's contents folder stands for the repository root's place: JupyterLab resolves
    ``../docs/rules.md`` from the top notebook folder to ``docs/rules.md``, so the page shipped there is the one the
    link opens."""
    sources: list[tuple[Path, str]] = []
    for path in notebook_paths():
        nb = json.loads(path.read_text(encoding="utf-8"))
        sources += [(path, joined(c.get("source", ""))) for c in nb.get("cells", [])
                    if c.get("cell_type") == "markdown"]
    found: dict[str, Path] = {}
    while sources:
        path, text = sources.pop()
        for target in LINK.findall(text):
            if "://" in target or target.startswith(("mailto:", "/")):
                continue
            file = (path.parent / target).resolve()
            if not file.is_relative_to(ROOT) or file.is_relative_to(NOTEBOOKS):
                continue
            if not file.is_file():
                raise BuildError(f"{path.relative_to(ROOT)} links to {target}, which is not in the repository")
            name = file.relative_to(ROOT).as_posix()
            if name not in found:
                found[name] = file
                if file.suffix == ".md":
                    sources.append((file, file.read_text(encoding="utf-8")))
    return dict(sorted(found.items()))


def copy_linked_docs(dest: Path) -> list[str]:
    """The pages the notebooks link to (docs/rules.md, docs/nova-rules.md, ...), into the site's contents."""
    docs = linked_docs()
    for name, file in docs.items():
        target = dest / name
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(file, target)
    return list(docs)


def lite_config() -> dict:
    return {
        "jupyter-lite-schema-version": 0,
        "jupyter-config-data": {
            "appName": SITE_NAME,
            "exposeAppInBrowser": True,  # window.jupyterapp: the browser test runs all cells through it
            "litePluginSettings": {KERNEL_PLUGIN: {"disablePyPIFallback": True,
                                                   "loadPyodideOptions": {"packages": PRELOAD}}},
        },
    }


def check_site(out: Path, packages: list[str], notebooks: int, docs: list[str]) -> None:
    """The site points at its own Pyodide and ships every wheel its lock file names and every page the notebooks link
    to; no http(s) URL in its config."""
    problems = []
    configs = sorted(out.rglob("jupyter-lite.json"))
    if not configs:
        problems.append("no jupyter-lite.json in the site")
    for config in configs:
        text = config.read_text(encoding="utf-8")
        for url in re.findall(r"https?://[^\"'\s]+", text):
            problems.append(f"{config.relative_to(out)} names {url}")
    root = json.loads((out / "jupyter-lite.json").read_text())["jupyter-config-data"]
    settings = root.get("litePluginSettings", {}).get(KERNEL_PLUGIN, {})
    url = settings.get("pyodideUrl", "")
    if not url.startswith("./") or not (out / url).is_file():
        problems.append(f"pyodideUrl is {url!r}, not the site's own ./static/pyodide/pyodide.mjs")
    if settings.get("disablePyPIFallback") is not True:
        problems.append("piplite's PyPI fallback is not disabled")
    lock = json.loads((out / "static" / "pyodide" / "pyodide-lock.json").read_text())
    for name, entry in lock["packages"].items():
        wheel = out / "static" / "pyodide" / entry["file_name"]
        if "://" in entry["file_name"] or not wheel.is_file():
            problems.append(f"lock entry {name} points at {entry['file_name']}, not a file of the site")
        elif sha256(wheel) != entry["sha256"]:
            problems.append(f"lock entry {name}: sha256 differs from {wheel.name}")
    if sorted(lock["packages"]) != packages:
        problems.append("the lock file in the site is not the one written")
    shipped = len(list((out / "files").rglob("*.ipynb")))
    if shipped != notebooks:
        problems.append(f"{shipped} notebooks in the site, {notebooks} in notebooks/")
    for name in docs:
        if not (out / "files" / name).is_file():
            problems.append(f"the notebooks link to {name}, which the site does not ship")
    if problems:
        raise BuildError("the site fails its checks:\n  " + "\n  ".join(problems))


def build_inside(out: Path) -> None:
    """The build, run by the venv's Python (it imports jupyterlite_pyodide_kernel and packaging)."""
    start = time.monotonic()
    version, python_version = pyodide_pins()
    log(f"Pyodide {version} (Python {python_version}) as pinned by jupyterlite-pyodide-kernel "
        f"{TOOLS['jupyterlite-pyodide-kernel']}")
    if out.exists():
        shutil.rmtree(out)
    out.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="arkwidgets-lite-") as tmp:
        work = Path(tmp) / "lite"
        pyodide_dir = work / "static" / "pyodide"  # the well-known place the Pyodide addon copies from
        fetch_pyodide(version, pyodide_dir)
        own = build_own_wheel(Path(tmp) / "wheel")
        packages = write_lock(pyodide_dir, python_version, own)
        log(f"{len(packages)} packages in the lock file: {', '.join(packages)}")
        unknown = [p for p in PRELOAD if p not in packages]
        if unknown:
            raise BuildError(f"PRELOAD names packages the lock file lacks: {unknown}")
        copied = copy_notebooks(work / "files")
        docs = copy_linked_docs(work / "files")
        log(f"{len(copied)} notebooks; the pages they link to: {', '.join(docs)}")
        (work / "jupyter-lite.json").write_text(json.dumps(lite_config(), indent=2) + "\n")
        run([Path(sys.executable).parent / "jupyter-lite", "build", "--lite-dir", work, "--contents", work / "files",
             "--output-dir", out, "--no-sourcemaps", "--no-unused-shared-packages"], cwd=work)
    check_site(out, packages, len(copied), docs)
    size = sum(p.stat().st_size for p in out.rglob("*") if p.is_file())
    log(f"site built in {time.monotonic() - start:.0f} s: {out} ({size / 1e6:.1f} MB); "
        f"serve it with `python tools/lite.py serve --dir {out}`")


def build(args: argparse.Namespace) -> None:
    out = Path(args.out).resolve()
    venv = Path(args.venv).resolve()
    if out == NOTEBOOKS or ROOT.is_relative_to(out):
        raise BuildError(f"refusing to remove {out}: choose an output folder of its own")
    vpy = ensure_venv(venv, args.python)
    run([vpy, Path(__file__).resolve(), "_build", "--out", out])


def serve(args: argparse.Namespace) -> None:
    directory = Path(args.dir).resolve()
    if not (directory / "jupyter-lite.json").exists():
        raise BuildError(f"{directory} is not a built site: run `python tools/lite.py build` first")
    print(f"serving {directory} at http://{args.bind}:{args.port}/lab/index.html (Ctrl-C stops)")
    os.execv(sys.executable, [sys.executable, "-m", "http.server", str(args.port), "--bind", args.bind,
                              "--directory", str(directory)])


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python tools/lite.py", description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    b = sub.add_parser("build", help="build the offline JupyterLite site (always clean)")
    b.add_argument("--out", default=str(DEFAULT_OUT), help="output folder (removed first; default build/lite)")
    b.add_argument("--venv", default=str(DEFAULT_VENV), help="the build tools' venv (default build/lite-venv)")
    b.add_argument("--python", help=f"a Python >= 3.12 for the venv (default: ${PYTHON_ENV}, PATH, pyenv)")
    inner = sub.add_parser("_build")  # the build proper, run by the venv's Python
    inner.add_argument("--out", required=True)
    s = sub.add_parser("serve", help="serve a built site with python -m http.server")
    s.add_argument("--dir", default=str(DEFAULT_OUT))
    s.add_argument("--port", type=int, default=8000)
    s.add_argument("--bind", default="127.0.0.1")
    args = parser.parse_args(argv)
    try:
        if args.command == "build":
            build(args)
        elif args.command == "_build":
            build_inside(Path(args.out))
        else:
            serve(args)
    except BuildError as e:
        print(f"tools/lite.py: error: {e}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
