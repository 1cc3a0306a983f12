"""The fixed positions of the golden-file tests, and the command that regenerates their SVGs.

Run ``python -m arkwidgets.ark.drawing.golden`` from the repository root to rewrite ``tests/golden/*.svg`` (and the
README picture ``docs/table.png``) after an intended change of the drawing (then look at the diff, and at a PNG,
before committing). The positions come from seeded games, so they also change if the engine's setup or the random
bot changes.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path

from ...ui.svg import golden_main, write_png_of, write_svgs
from ..bots import RandomBot, play_out
from ..cabins import Ark
from ..game import Game
from ..state import Phase
from .renderer import render

__all__ = ["mid_game", "late_game", "finished_game", "teaching_ark", "readme_table", "CASES", "write_all", "write_png"]

TEACHING_ARK = "T: zebra+lion, penguin / B: elephant, polar-bear"


def mid_game(seed: int = 7, moves: int = 24, players: int = 4) -> Game:
    """A seeded game stopped after ``moves`` random moves."""
    game = Game.new(players, seed=seed)
    bot = RandomBot(seed)
    for _ in range(moves):
        if game.phase == Phase.OVER:
            break
        game.play(bot.choose(game))
    return game


def finished_game(seed: int = 7, players: int = 4) -> Game:
    game = Game.new(players, seed=seed)
    return play_out(game, RandomBot(seed))


def late_game(seed: int = 7, players: int = 4) -> Game:
    """A full late-game table: the finished game one move before its end (all hands and cabins still there)."""
    game = finished_game(seed, players)
    game.undo()
    return game


def teaching_ark() -> tuple[Ark, dict]:
    """The ark of the contract's notation example, with every target judged for a camel."""
    ark = Ark.parse(TEACHING_ARK)
    targets = {cabin: ark.check("camel", cabin) for cabin in (*ark.cabins, *ark.new_cabins())}
    return ark, targets


def readme_table(theme: str = "light") -> str:
    """The README picture: a seeded mid-game seen by seat 0 (Ann, to act), with the llama selected and every
    cabin judged for it (✓ and the tilt after, or ✗ and the broken rule ids), the tilt of the first legal
    target shown as a ghost disc."""
    game = mid_game(seed=19, moves=16)
    card = game.players[0].hand[0]
    targets = {cabin: game.ark.check(card, cabin) for cabin in (*game.ark.cabins, *game.ark.new_cabins())}
    preview = next((v.tilt_after for v in targets.values() if v.legal), None)
    return render(game, viewer=0, selected=card.id, targets=targets, preview=preview, theme=theme)


def write_png(path: str | Path = "docs/table.png") -> Path:
    """Rasterize :func:`readme_table` with cairosvg (the README's picture)."""
    return write_png_of(readme_table(), path)


def _cases() -> dict[str, Callable[[], str]]:
    from ..cards import card

    def ark_targets() -> str:
        ark, targets = teaching_ark()
        return render(ark, targets=targets, preview=targets["T3"].tilt_after, theme="contrast")

    return {
        "card_lion": lambda: render(card("lion")),
        "card_bananas_dark": lambda: render(card("bananas"), theme="dark"),
        "ark_targets": ark_targets,
        "mid_game_viewer0": lambda: render(mid_game(), viewer=0, selected=mid_game().players[0].hand[0].id),
        "finished_game_dark": lambda: render(finished_game(), theme="dark"),
        "readme_table": readme_table,
    }


CASES = _cases()


def write_all(directory: str | Path = "tests/golden") -> list[Path]:
    """Write every golden SVG into ``directory``; returns the paths written."""
    return write_svgs(CASES, directory)


if __name__ == "__main__":  # pragma: no cover
    golden_main(write_all, write_png, sys.argv[1:])
