"""Binder's Voila address serves the project's offline template (issue 27): ``binder/start`` (repo2docker runs it
before the Jupyter server) puts the ``ark`` template on ``JUPYTER_PATH`` and ``binder/`` on
``JUPYTER_CONFIG_PATH``, where Voila's server extension reads ``binder/voila.json``: the same template and options
``arkwidgets app`` passes on its command line (:mod:`arkwidgets.voila`). The image itself is built in the long lane
(``tests/test_binder.py``)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from arkwidgets.voila import VOILA_OPTIONS, VOILA_TEMPLATE, VOILA_TEMPLATES

ROOT = Path(__file__).resolve().parent.parent
BINDER = ROOT / "binder"


#: JupyterLab extensions of repo2docker's own environment that Voila's page must not load: built for JupyterLab 4.4,
#: they fail in Voila 0.5's bundled JupyterLab 4.2 (resource-usage throws "Shared module @jupyterlab/statusbar
#: doesn't exist", both add "Unsatisfied version" warnings) and have nothing to do in a classroom app.
BINDER_ONLY_DENIED = ["@jupyter-server/resource-usage", "jupyter-offlinenotebook"]


def test_voila_json_says_what_arkwidgets_app_passes_on_its_command_line() -> None:
    """The same template and options as `arkwidgets app`, and the extensions only Binder's environment has denied."""
    config = json.loads((BINDER / "voila.json").read_text(encoding="utf-8"))
    expected: dict[str, dict[str, object]] = {"VoilaConfiguration": {"template": VOILA_TEMPLATE}}
    for option in VOILA_OPTIONS:
        name, _, value = option.removeprefix("--").partition("=")
        section, _, key = name.partition(".")
        expected.setdefault(section, {})[key] = json.loads(value.replace("False", "false").replace("True", "true"))
    denied = expected["VoilaConfiguration"]["extension_denylist"]
    assert isinstance(denied, list)
    denied += BINDER_ONLY_DENIED
    assert config == expected


def test_binder_server_config_keeps_mathjax_off_the_cdn() -> None:
    """Voila's front end loads MathJax from cdnjs unless the server's mathjax_url and mathjax_config are both null
    (Voila's own command line leaves them null; a Jupyter server's Voila extension falls back to cdnjs):
    binder/jupyter_server_config.json, read from binder/ on JUPYTER_CONFIG_PATH, sets both."""
    config = json.loads((BINDER / "jupyter_server_config.json").read_text(encoding="utf-8"))
    assert config["ServerApp"]["tornado_settings"] == {"mathjax_url": None, "mathjax_config": None}


def test_the_start_script_hands_on_to_the_server_command() -> None:
    start = BINDER / "start"
    assert os.access(start, os.X_OK), "repo2docker runs binder/start as a program"
    assert start.read_text(encoding="utf-8").rstrip().splitlines()[-1] == 'exec "$@"'


@pytest.mark.skipif(sys.platform == "win32", reason="binder/start is a bash script, as on Binder")
def test_under_the_start_script_voilas_server_extension_picks_the_offline_template(tmp_path: Path) -> None:
    """What Voila's server extension (``/voila/render/…`` on Binder) reads at start: the configuration files on the
    Jupyter config path and the template folders on the data path, resolved in a process started by binder/start
    in an empty folder (so only binder/ can have supplied them) with empty Jupyter folders of its own."""
    probe = ("from voila.server_extension import load_config_file\n"
             "from voila.configuration import VoilaConfiguration\n"
             "from voila.paths import collect_template_paths\n"
             "import json\n"
             "c = VoilaConfiguration(config=load_config_file())\n"
             "print(json.dumps([c.template, list(c.extension_denylist),"
             " collect_template_paths(['voila', 'nbconvert'], c.template)]))\n")
    env = {**os.environ, "JUPYTER_CONFIG_DIR": str(tmp_path / "config"), "JUPYTER_DATA_DIR": str(tmp_path / "data"),
           "PATH": os.pathsep.join([str(Path(sys.executable).parent), os.environ.get("PATH", "")]),
           "PYTHONPATH": os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")]))}
    env.pop("JUPYTER_PATH", None)
    env.pop("JUPYTER_CONFIG_PATH", None)
    result = subprocess.run(["bash", str(BINDER / "start"), sys.executable, "-c", probe], cwd=tmp_path, env=env,
                            capture_output=True, text=True, timeout=120, check=False)
    assert result.returncode == 0, result.stderr
    template, denylist, paths = json.loads(result.stdout)
    assert template == VOILA_TEMPLATE and denylist == ["@jupyter-notebook/lab-extension", *BINDER_ONLY_DENIED]
    assert Path(paths[0]) == VOILA_TEMPLATES / "voila" / "templates" / VOILA_TEMPLATE


BASE_PINS = ROOT / "tests" / "repo2docker-py3.11-pins.txt"


def test_the_base_pins_are_repo2dockers_for_the_python_binder_asks_for() -> None:
    """tests/test_binder.py recreates repo2docker's environment from this file before installing binder/ on top:
    the file names its source (repo2docker's lock for the Python binder/runtime.txt names) and holds name==version
    lines only, JupyterLab 4 and Notebook 7 (what Binder's page needs) among them."""
    runtime = (BINDER / "runtime.txt").read_text(encoding="utf-8").strip().removeprefix("python-")
    text = BASE_PINS.read_text(encoding="utf-8")
    assert "jupyterhub/repo2docker" in text and f"environment.py-{runtime}-linux-64.lock" in text
    lines = [line for line in text.splitlines() if line.strip() and not line.startswith("#")]
    base = dict(line.split("==") for line in lines)
    assert all(name and version[0].isdigit() for name, version in base.items()), lines
    assert base["jupyterlab"].startswith("4.") and base["notebook"].startswith("7.") and "ipywidgets" in base


def test_binder_requirements_leave_the_widget_pins_of_the_package_out() -> None:
    """The package's widgets extra pins ipywidgets and jupyterlab_widgets exactly (for Voila's bundled front ends on
    a machine of our own); Binder's environment already has newer ones, and installing that extra there would
    downgrade them (issue 27), so binder/requirements.txt asks for arkwidgets with its render extra only."""
    lines = [line.split("#")[0].strip() for line in (BINDER / "requirements.txt").read_text().splitlines()]
    requirements = [line for line in lines if line]
    assert ".[render]" in requirements
    assert not any(line.startswith(".[") and ("widgets" in line or "lab" in line or "voila" in line)
                   for line in requirements), requirements
