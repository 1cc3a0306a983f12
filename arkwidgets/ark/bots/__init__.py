"""Bots: ``RandomBot``, ``GreedyBot`` and the search bot ``SearchBot`` (determinized Monte-Carlo).

Every bot but the random one decides from a :class:`~arkwidgets.ark.view.SeatView` — what its seat may see — so it
cannot cheat; see docs/bots.md.
"""

from .base import Bot, ViewBot, play_out
from .greedy import GreedyBot
from .heuristic import Candidate, Candidates, Heuristic
from .random_bot import RandomBot
from .search import SearchBot, evaluate

__all__ = [
    "Bot",
    "Candidate",
    "Candidates",
    "GreedyBot",
    "Heuristic",
    "RandomBot",
    "SearchBot",
    "ViewBot",
    "evaluate",
    "play_out",
]
