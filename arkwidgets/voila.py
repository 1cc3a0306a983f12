"""How the classroom apps are served: Voila with the project's offline ``ark`` template.

Voila's own page asks a CDN for FontAwesome stylesheets that nothing on the page uses; a classroom behind a school
firewall, or a laptop with no network, would wait for them. The ``ark`` template (in
``arkwidgets/ui/static/jupyter/voila/templates/ark``) is Voila's "lab" template without those links, so the
app makes no request outside its own server. ``arkwidgets app``, ``arkwidgets nova app`` and the browser tests serve
through :func:`voila_command`. Standard library only: the command line must work before Voila is installed, to say
which extra installs it.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Mapping
from pathlib import Path

__all__ = ["VOILA_OPTIONS", "VOILA_TEMPLATE", "VOILA_TEMPLATES", "voila_command"]

#: A folder for ``JUPYTER_PATH`` holding the ``ark`` Voila template.
VOILA_TEMPLATES = Path(__file__).parent / "ui" / "static" / "jupyter"
VOILA_TEMPLATE = "ark"
#: Notebook 7's JupyterLab extension has nothing to do in Voila (its interface switcher fails to start there).
VOILA_OPTIONS = ('--VoilaConfiguration.extension_denylist=["@jupyter-notebook/lab-extension"]',)


def voila_command(notebook: str | Path, *options: str, python: str | None = None,
                  env: Mapping[str, str] | None = None) -> tuple[list[str], dict[str, str]]:
    """The command line and the environment that serve ``notebook`` with Voila and the offline ``ark`` template:
    ``subprocess.run(*voila_command("notebooks/05_classroom_app.ipynb", "--port=8866"))`` takes the pair as
    ``args, env``. ``env`` (default: this process's) gets :data:`VOILA_TEMPLATES` in front of ``JUPYTER_PATH``."""
    base = dict(os.environ if env is None else env)
    base["JUPYTER_PATH"] = os.pathsep.join(filter(None, [str(VOILA_TEMPLATES), base.get("JUPYTER_PATH")]))
    return [python or sys.executable, "-m", "voila", f"--template={VOILA_TEMPLATE}", *VOILA_OPTIONS, *options,
            str(notebook)], base
