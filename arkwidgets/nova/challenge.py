"""The solo challenge (N-SOLO-14 … -16): three solo games in a row, each played with what the earlier ones left.

After each game every zoo card that was in play leaves the challenge — the discard pile, the display, the cards of
the player (hand and zoo), the project row and the base projects (ND-32) — together with the 4 bonus tiles used. The
next game is set up from what is left: its deck is the rest of the zoo cards, its 4 bonus tiles come from the tiles
left, and the third game, which finds only one tile left, completes its 4 with 3 of the removed tiles drawn at
random (N-SOLO-15). Final scoring cards are not removed (ND-32). The challenge is won when the three games' VP add
up to at least 0 (N-SOLO-16).

Each game is an ordinary :class:`Game` (``Game.new`` with ``cards=``, ``tiles=`` and ``base_projects=``), so it
plays, undoes, saves and shows itself as any other; the challenge only decides what each game starts with (ND-62).
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from .cards import BASE_PROJECTS
from .game import Game
from .rules.abilities import base_projects_in_game
from .rules.bonuses import TILE_BONUSES
from .setup import TILES_ON_BOARD

__all__ = ["GAMES", "SoloChallenge"]

#: Games in a challenge (N-SOLO-14).
GAMES = 3


@dataclass(frozen=True, slots=True)
class _Left:
    """What the challenge still holds for its next game."""

    cards: tuple[int, ...]
    tiles: tuple[str, ...]
    removed_tiles: tuple[str, ...]
    base_projects: tuple[int, ...]


class SoloChallenge:
    """Three solo games in a row (N-SOLO-14): ``SoloChallenge(seed=1)``, play ``challenge.game`` to its end, then
    ``challenge.next_game()``; ``challenge.total`` adds up the VP and ``challenge.won`` says whether it is ≥ 0.

    ``seed`` seeds everything: game ``k`` is set up with ``seed + k`` and the third game's tiles are drawn from a
    ``random.Random(seed)``. ``name``, ``map``, ``solo_appeal`` and ``cards`` are passed to every ``Game.new``.
    """

    def __init__(self, seed: int, name: str | None = None, map: str = "A", solo_appeal: int = 20,
                 cards: str = "executed") -> None:
        self._seed, self._map, self._appeal = seed, map, solo_appeal
        self._players: int | list[str] = 1 if name is None else [name]
        first = Game.new(players=self._players, seed=seed, map=map, solo_appeal=solo_appeal, cards=cards)
        self._games = [first]
        self._left = _Left(first.card_pool, tuple(TILE_BONUSES), (), tuple(p.number for p in BASE_PROJECTS))

    @property
    def games(self) -> tuple[Game, ...]:
        """The games started so far, the current one last."""
        return tuple(self._games)

    @property
    def game(self) -> Game:
        """The game in progress (or the last one, when the challenge is over)."""
        return self._games[-1]

    @property
    def over(self) -> bool:
        return len(self._games) == GAMES and self.game.phase == "over"

    @property
    def total(self) -> int:
        """The VP of the finished games, added up (N-SOLO-16)."""
        return sum(g.scores()[0].vp for g in self._games if g.phase == "over")

    @property
    def won(self) -> bool | None:
        """True when the three games add up to at least 0 VP, False when not, None while the challenge goes on."""
        return self.total >= 0 if self.over else None

    def removed_after(self, game: Game) -> tuple[int, ...]:
        """N-SOLO-14, ND-32: the zoo cards a finished game takes out of the challenge: every card not in its deck."""
        state = game.state
        return tuple(sorted(set(game.card_pool) - set(state.deck)))

    def next_game(self) -> Game:
        """Set up the next game from what is left (N-SOLO-14, -15); ValueError while the current game goes on."""
        current = self.game
        if current.phase != "over":
            raise ValueError(f"game {len(self._games)} of the challenge is not over yet (N-SOLO-14)")
        if len(self._games) == GAMES:
            raise ValueError(f"the challenge has {GAMES} games; it is over (N-SOLO-16)")
        state = current.state
        used_tiles = tuple(t for t in state.tiles if t is not None)
        left = _Left(
            cards=tuple(sorted(set(self._left.cards) - set(self.removed_after(current)))),
            tiles=tuple(t for t in self._left.tiles if t not in used_tiles),
            removed_tiles=self._left.removed_tiles + used_tiles,
            # its base projects leave, with any an ability took into play (ND-72)
            base_projects=tuple(p for p in self._left.base_projects if p not in base_projects_in_game(state)),
        )
        tiles = left.tiles
        if len(tiles) < TILES_ON_BOARD:  # N-SOLO-15: the third game completes its 4 from the removed tiles
            rng = random.Random(self._seed)
            tiles += tuple(rng.sample(sorted(left.removed_tiles), TILES_ON_BOARD - len(tiles)))
        game = Game.new(players=self._players, seed=self._seed + len(self._games), map=self._map,
                        solo_appeal=self._appeal, cards=left.cards, tiles=tiles, base_projects=left.base_projects)
        self._left = left
        self._games.append(game)
        return game
