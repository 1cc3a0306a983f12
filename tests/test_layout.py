"""The house has two games side by side: a kernel that knows neither game, and ``ark/`` and ``nova/`` as siblings.

The kernel is every module of ``arkwidgets`` outside ``ark/`` and ``nova/`` except the two front doors: the package
root, which hands on Ark's public names so ``import arkwidgets as ark`` keeps working, and ``cli.py``, the one
command of both games. These tests hold the layout: which module may import which, and that loading Ark Nova (or
the kernel) loads no module of Ark.
"""

from __future__ import annotations

import ast
import re
import subprocess
import sys
from pathlib import Path

import arkwidgets
import arkwidgets.ark

PACKAGE = Path(arkwidgets.__file__).parent
FRONT_DOORS = {"__init__.py", "cli.py"}
GAMES = ("arkwidgets.ark", "arkwidgets.nova")


def kernel_files() -> list[Path]:
    """Every Python module of the kernel (the package less the two games and the two front doors)."""
    return sorted(p for p in PACKAGE.rglob("*.py")
                  if p.relative_to(PACKAGE).parts[0] not in ("ark", "nova")
                  and not (p.parent == PACKAGE and p.name in FRONT_DOORS))


def imported(path: Path) -> set[str]:
    """The absolute names of the modules ``path`` imports (relative imports resolved), anywhere in the file."""
    module = ".".join(("arkwidgets", *path.relative_to(PACKAGE).with_suffix("").parts))
    package = module if path.name == "__init__.py" else module.rsplit(".", 1)[0]
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom):
            base = package.split(".")
            if node.level:
                base = base[: len(base) - node.level + 1]
                name = ".".join([*base, *(node.module.split(".") if node.module else [])])
            else:
                name = node.module or ""
            found.add(name)
            found.update(f"{name}.{a.name}" for a in node.names)
        elif isinstance(node, ast.Import):
            found.update(a.name for a in node.names)
    return found


def test_the_kernel_imports_neither_game() -> None:
    for path in kernel_files():
        for name in imported(path):
            assert not any(name == g or name.startswith(g + ".") for g in GAMES), (path.name, name)


def test_ark_nova_imports_no_module_of_ark() -> None:
    for path in (PACKAGE / "nova").rglob("*.py"):
        for name in imported(path):
            assert not (name == "arkwidgets.ark" or name.startswith("arkwidgets.ark.")), (path, name)


def test_loading_ark_nova_and_drawing_a_game_loads_no_ark_module() -> None:
    script = (
        "import sys\n"
        "import arkwidgets.nova as nova\n"
        "game = nova.Game.new(2, seed=1)\n"
        "nova.render(game)\n"
        "game.play(game.legal_moves()[0])\n"
        "print(sorted(m for m in sys.modules if m == 'arkwidgets.ark' or m.startswith('arkwidgets.ark.')))\n"
    )
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True, timeout=120)
    assert done.stdout.strip() == "[]", done.stdout


def test_the_kernel_states_no_ark_fact() -> None:
    """No kernel module names a thing only Ark has (its cabins, tilt, pets, rain cards, evictions, card features);
    a docstring may say which game a kernel piece serves, so only code lines are read."""
    ark_words = re.compile(r"\b(cabins?|tilt|pets?|rain|evict\w*|climate|diet|hull)\b", re.I)
    for path in kernel_files():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        docstrings = {id(n.body[0].value) for n in ast.walk(tree)
                      if isinstance(n, (ast.Module, ast.FunctionDef, ast.ClassDef, ast.AsyncFunctionDef))
                      and n.body and isinstance(n.body[0], ast.Expr) and isinstance(n.body[0].value, ast.Constant)}
        for node in ast.walk(tree):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docstrings:
                assert not ark_words.search(node.value), (path.name, node.value[:80])
            if isinstance(node, ast.Name | ast.Attribute | ast.FunctionDef | ast.ClassDef):
                name = str(getattr(node, "id", None) or getattr(node, "attr", None) or getattr(node, "name", ""))
                assert not ark_words.search(name.replace("_", " ")), (path.name, name)


def test_the_root_hands_on_exactly_arks_public_names() -> None:
    assert [n for n in arkwidgets.__all__ if n != "__version__"] == list(arkwidgets.ark.__all__)
    for name in arkwidgets.ark.__all__:
        assert getattr(arkwidgets, name) is getattr(arkwidgets.ark, name), name


def test_no_two_modules_share_a_name_for_two_ideas() -> None:
    """A module name says one idea: the same name twice is allowed only for the same idea in each game (its
    ``game``, ``moves``, ``events`` … each game has its own) or a package's face."""
    same_idea = {"__init__", "game", "moves", "events", "view", "saving", "cards", "state", "setup", "cli", "golden",
                 "rulebook", "reference", "table", "cardfaces", "options", "session", "play", "game_widget",
                 "classroom",
                 "words", "bots", "greedy", "palette", "themes",
                     # the coach's adapter of each game (found by arkwidgets.coach.coaching_for) and its search bot
                     "coaching", "search",
                 # a drawing module is named after what it draws: Ark Nova's tracks and association board
                 "tracks", "association"}
    seen: dict[str, list[str]] = {}
    for path in PACKAGE.rglob("*.py"):
        seen.setdefault(path.stem, []).append(str(path.relative_to(PACKAGE)))
    clashes = {name: paths for name, paths in seen.items() if len(paths) > 1 and name not in same_idea}
    assert not clashes, clashes
