"""How the classroom apps are served: Voila with the project's offline ``ark`` template, for a whole lesson.

Voila's own page asks a CDN for FontAwesome stylesheets that nothing on the page uses; a classroom behind a school
firewall, or a laptop with no network, would wait for them. The ``ark`` template (in
``arkwidgets/ui/static/jupyter/voila/templates/ark``) is Voila's "lab" template without those links, so the
app makes no request outside its own server. ``arkwidgets app``, ``arkwidgets nova app`` and the browser tests serve
through :func:`voila_command`. Standard library only: the command line must work before Voila is installed, to say
which extra installs it.

A server that lasts a lesson: every page load starts a kernel (about 70 MB). Voila's page asks for its kernel to be
shut down when it is closed or reloaded, but the request needs an XSRF cookie that Voila's page never receives, so
it was refused and the kernels piled up. The template gives the page that cookie (a random value the page sets for
its own origin, the double-submit check tornado makes), and :data:`VOILA_OPTIONS` cull, as a safety net, any kernel
no page is connected to and that has been idle for :data:`CULL_IDLE` seconds (a laptop closed without unloading
its page): a closed or reloaded page's kernel is gone within a minute.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Mapping
from pathlib import Path

__all__ = ["COACH_SWITCH", "CULL_IDLE", "CULL_INTERVAL", "VOILA_OPTIONS", "VOILA_TEMPLATE", "VOILA_TEMPLATES",
           "coach_allowed", "voila_command"]

#: A folder for ``JUPYTER_PATH`` holding the ``ark`` Voila template.
VOILA_TEMPLATES = Path(__file__).parent / "ui" / "static" / "jupyter"
VOILA_TEMPLATE = "ark"
#: Seconds a kernel with no page connected may stay idle before it is shut down, and how often that is checked.
CULL_IDLE, CULL_INTERVAL = 40, 10
#: Notebook 7's JupyterLab extension has nothing to do in Voila (its interface switcher fails to start there); a
#: kernel whose page is gone is culled (a connected one never is: a learner may think for as long as they like).
VOILA_OPTIONS = ('--VoilaConfiguration.extension_denylist=["@jupyter-notebook/lab-extension"]',
                 f"--MappingKernelManager.cull_idle_timeout={CULL_IDLE}",
                 f"--MappingKernelManager.cull_interval={CULL_INTERVAL}",
                 "--MappingKernelManager.cull_connected=False")

#: The teacher's switch of the classroom apps: ``arkwidgets app --coach`` (and ``arkwidgets nova app --coach``) serve
#: with this variable "on", without the option "off"; the kernels Voila starts inherit it, and a game widget built
#: with ``coach=None`` (the default) shows its Coach toggle only when it is not "off". Unset (a notebook, a test):
#: the toggle is there, off until the learner turns it on.
COACH_SWITCH = "ARKWIDGETS_COACH"
_ON, _OFF = ("on", "1", "yes", "true"), ("off", "0", "no", "false")


def coach_allowed(default: bool = True, env: Mapping[str, str] | None = None) -> bool:
    """Whether the teacher lets the coach in (:data:`COACH_SWITCH` in ``env``, default this process's); ``default``
    when it is unset or unreadable."""
    value = (os.environ if env is None else env).get(COACH_SWITCH, "").strip().lower()
    return True if value in _ON else False if value in _OFF else default


def voila_command(notebook: str | Path, *options: str, python: str | None = None,
                  env: Mapping[str, str] | None = None, coach: bool | None = None) -> tuple[list[str], dict[str, str]]:
    """The command line and the environment that serve ``notebook`` with Voila and the offline ``ark`` template:
    ``subprocess.run(*voila_command("notebooks/05_classroom_app.ipynb", "--port=8866"))`` takes the pair as
    ``args, env``. ``env`` (default: this process's) gets :data:`VOILA_TEMPLATES` in front of ``JUPYTER_PATH``, and
    with ``coach`` True or False the teacher's switch :data:`COACH_SWITCH` "on" or "off" (None leaves it alone)."""
    base = dict(os.environ if env is None else env)
    if coach is not None:
        base[COACH_SWITCH] = "on" if coach else "off"
    base["JUPYTER_PATH"] = os.pathsep.join(filter(None, [str(VOILA_TEMPLATES), base.get("JUPYTER_PATH")]))
    return [python or sys.executable, "-m", "voila", f"--template={VOILA_TEMPLATE}", *VOILA_OPTIONS, *options,
            str(notebook)], base
