"""Bots: ``RandomBot``, ``GreedyBot`` and the search bot ``MonteCarloBot`` (alias ``SearchBot``).

Every bot but the random one decides from a :class:`~arkwidgets.view.SeatView` — what its seat may see — so it
cannot cheat; see docs/bots.md.
"""

from .core import Candidate, Candidates, Heuristic
from .greedy import GreedyBot, ViewBot
from .random_bot import Bot, RandomBot, play_out
from .search import MonteCarloBot, SearchBot, evaluate

__all__ = [
    "Bot",
    "Candidate",
    "Candidates",
    "GreedyBot",
    "Heuristic",
    "MonteCarloBot",
    "RandomBot",
    "SearchBot",
    "ViewBot",
    "evaluate",
    "play_out",
]
