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


def test_voila_json_says_what_arkwidgets_app_passes_on_its_command_line() -> None:
    config = json.loads((BINDER / "voila.json").read_text(encoding="utf-8"))
    expected: dict[str, dict[str, object]] = {"VoilaConfiguration": {"template": VOILA_TEMPLATE}}
    for option in VOILA_OPTIONS:
        name, _, value = option.removeprefix("--").partition("=")
        section, _, key = name.partition(".")
        expected.setdefault(section, {})[key] = json.loads(value.replace("False", "false").replace("True", "true"))
    assert config == expected


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
    assert template == VOILA_TEMPLATE and denylist == ["@jupyter-notebook/lab-extension"]
    assert Path(paths[0]) == VOILA_TEMPLATES / "voila" / "templates" / VOILA_TEMPLATE
