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
    "render",
]


def __getattr__(name: str):  # the bots are imported only when asked for
    if name == "RandomBot":
        from .bots import RandomBot

        return RandomBot
    if name == "GreedyBot":
        from .greedy import GreedyBot

        return GreedyBot
    if name == "render":  # the drawing needs svgwrite: loaded only when asked for
        from .drawing import render

        return render
    if name == "GameWidget":  # the widget needs ipywidgets and anywidget: loaded only when asked for
        from .widgets import GameWidget

        return GameWidget
    if name == "ClassroomApp":  # notebook 08's app: the game widget, a mode switch and an intro
        from .widgets import ClassroomApp

        return ClassroomApp
    raise AttributeError(f"module 'arkwidgets.nova' has no attribute {name!r}")
