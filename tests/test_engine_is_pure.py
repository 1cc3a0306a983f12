"""The contract: the engine imports and plays without Jupyter, drawing or widget packages being imported."""

import subprocess
import sys

SCRIPT = """
import sys
import arkwidgets as ark
game = ark.Game.new(3, seed=1)
ark.play_out(game, ark.RandomBot(1))
ark.Game.from_json(game.to_json())
ark.Ark.parse("T: zebra / B: -").check("lion", "T1")
ark.GreedyBot().choose(ark.Game.new(3, seed=2))
with ark.language("zh"):
    game.log()
loaded = sorted(m for m in sys.modules if m.split(".")[0] in
                ("svgwrite", "ipywidgets", "anywidget", "traitlets", "IPython", "babel", "matplotlib", "cairosvg"))
assert not loaded, loaded
assert "arkwidgets.ark.drawing" not in sys.modules and "arkwidgets.ark.widgets" not in sys.modules
print("pure")
"""


def test_engine_needs_only_the_standard_library():
    result = subprocess.run([sys.executable, "-c", SCRIPT], capture_output=True, text=True, timeout=120, check=False)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "pure"
