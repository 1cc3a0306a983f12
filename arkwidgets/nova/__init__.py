"""Ark Nova, the second game of arkwidgets (standard library only; never imports drawing or widgets).

    >>> from arkwidgets import nova
    >>> game = nova.Game.new(players=2, seed=1)
    >>> game.phase
    'setup'
    >>> game.play(game.legal_moves()[0]) and game.phase
    'setup'

See docs/nova.md (how to play from code, the move notation) and docs/nova-architecture.md (how it is built).
"""

from __future__ import annotations

from ..extras import lazy
from ..verdicts import IllegalMove, NotationError, Verdict, Violation
from .challenge import SoloChallenge
from .coverage import Entry as CoverageEntry
from .coverage import coverage, executed_deck
from .decisions import Decision
from .events import Event, HistoryEntry
from .game import Game, Score
from .moves import (
    Build,
    Choose,
    ChooseAction,
    Discard,
    Donate,
    DrawDeck,
    Keep,
    Move,
    MoveAnimal,
    PartnerZoo,
    Pass,
    PlayAnimal,
    Project,
    Reputation,
    Snap,
    Sponsor,
    SponsorsMoney,
    Stop,
    Take,
    University,
    XTokenAction,
)
from .state import GameState, PlayerState
from .whatif import PositionError, position, started

__all__ = [
    "Build",
    "Choose",
    "ChooseAction",
    "ClassroomApp",
    "CoverageEntry",
    "Decision",
    "Discard",
    "Donate",
    "DrawDeck",
    "Event",
    "Game",
    "GameState",
    "GameWidget",
    "GreedyBot",
    "HistoryEntry",
    "IllegalMove",
    "Keep",
    "Move",
    "MoveAnimal",
    "NotationError",
    "PartnerZoo",
    "Pass",
    "PlayAnimal",
    "PositionError",
    "PlayerState",
    "Project",
    "RandomBot",
    "Reputation",
    "Score",
    "Snap",
    "SoloChallenge",
    "Sponsor",
    "SponsorsMoney",
    "Stop",
    "Take",
    "University",
    "Verdict",
    "Violation",
    "XTokenAction",
    "coverage",
    "executed_deck",
    "position",
    "render",
    "started",
]


#: Loaded on first use: the bots are larger modules, the drawing needs svgwrite, the widgets ipywidgets and anywidget.
__getattr__ = lazy(__name__, {"RandomBot": ".bots", "GreedyBot": ".greedy", "render": ".drawing",
                              "GameWidget": ".widgets", "ClassroomApp": ".widgets"})
