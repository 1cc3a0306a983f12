"""Issue 28: no notebook builds a position by editing the engine's state. A lesson sets up a what-if with the public,
checked door (``nova.position``, docs/nova.md) and moves with ``play``; an assignment to a field of a state copy
(``gs.display = …``, ``game.state.players[0].money = …``) or any ``setattr`` would let it show a table the rules
cannot reach, and ties it to field names the engine may rename.

The check reads every notebook's code cells with :mod:`ast`. A name is *state-derived* when it is bound from an
expression that reads ``.state``, ``.players``, ``.current_player`` or ``.state_dict``, names ``GameState`` or
``PlayerState``, or uses another state-derived name (``p = game.players[seat]``, ``for q in gs.players``); assigning
to an attribute or item of such a name, or of an expression that reads ``.state``/``.players`` itself, fails, and so
does any call of ``setattr``.
"""

from __future__ import annotations

import ast
from pathlib import Path

import nbformat
import pytest

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOKS = sorted((ROOT / "notebooks").rglob("*.ipynb"))
STATE_ATTRIBUTES = frozenset({"state", "players", "current_player", "state_dict"})
STATE_CLASSES = frozenset({"GameState", "PlayerState"})


def code_cells(path: Path) -> list[tuple[int, str]]:
    """Each code cell's source without IPython's ``%`` and ``!`` lines, with its index."""
    cells = nbformat.read(path, as_version=4).cells
    return [(i, "\n".join(line for line in c.source.splitlines() if not line.lstrip().startswith(("%", "!"))))
            for i, c in enumerate(cells) if c.cell_type == "code"]


def reads_state(node: ast.AST, tainted: set[str]) -> bool:
    """Whether ``node`` reads the engine's state (or a name bound from it)."""
    for sub in ast.walk(node):
        if isinstance(sub, ast.Attribute) and sub.attr in STATE_ATTRIBUTES:
            return True
        if isinstance(sub, ast.Name) and (sub.id in tainted or sub.id in STATE_CLASSES):
            return True
    return False


def bound_names(target: ast.AST) -> list[str]:
    return [n.id for n in ast.walk(target) if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Store)]


def edits(target: ast.AST, tainted: set[str]) -> bool:
    """Whether assigning to ``target`` changes an attribute or item of something read from the state."""
    for sub in ast.walk(target):
        if isinstance(sub, (ast.Attribute, ast.Subscript)) and isinstance(sub.ctx, (ast.Store, ast.Del)) \
                and reads_state(sub.value, tainted):
            return True
    return False


def state_edits(source: str, tainted: set[str]) -> list[str]:
    """The statements of ``source`` that edit state, in order; ``tainted`` grows with the state-derived names."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "setattr":
            found.append(ast.unparse(node))
        targets: list[ast.AST] = []
        value: ast.AST | None = None
        if isinstance(node, ast.Assign):
            targets, value = list(node.targets), node.value
        elif isinstance(node, (ast.AugAssign, ast.AnnAssign)):
            targets, value = [node.target], node.value
        elif isinstance(node, ast.Delete):
            targets = list(node.targets)
        elif isinstance(node, (ast.For, ast.comprehension)):
            targets, value = [node.target], node.iter
        elif isinstance(node, ast.NamedExpr):
            targets, value = [node.target], node.value
        found += [ast.unparse(t) for t in targets if edits(t, tainted)]
        if value is not None and reads_state(value, tainted):
            for t in targets:
                tainted.update(bound_names(t))
    return found


def test_the_check_finds_an_edit_and_lets_reading_pass() -> None:
    assert state_edits("gs = game.state\ngs.display = (1,)", set()) == ["gs.display"]
    assert state_edits("game.state.players[0].money = 3", set()) == ["game.state.players[0].money"]
    assert state_edits("p = game.players[0]\np.money += 1", set()) == ["p.money"]
    assert state_edits("for q in gs.players:\n    q.hand = ()", {"gs"}) == ["q.hand"]
    assert state_edits("setattr(x, 'money', 3)", set()) == ["setattr(x, 'money', 3)"]
    assert state_edits("p = game.players[0]\nprint(p.money, game.state.display)", set()) == []
    assert state_edits("plt.rcParams['font.family'] = 'serif'\nself.moves = []", set()) == []


@pytest.mark.parametrize("path", NOTEBOOKS, ids=[str(p.relative_to(ROOT / "notebooks")) for p in NOTEBOOKS])
def test_no_notebook_edits_the_engine_state(path: Path) -> None:
    tainted: set[str] = set()
    found = [f"cell {i}: {edit}" for i, source in code_cells(path) for edit in state_edits(source, tainted)]
    assert not found, f"{path.name} edits the engine's state (use nova.position / play): {found}"
