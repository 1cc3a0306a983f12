"""Who sits where in a game widget: the names it gives the seats nobody named ("Player 1", "Bot 2"), in the
language in force, and the bot of each seat nobody plays by hand (:func:`build_seats`).

A name, not a pronoun: "Player 1 wins" is grammatical in every language, where a default "You" would give
"You wins" (issue 15). Both games' widgets use these, and a name the widget gave follows its language menu;
a name the user typed never changes.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping
from typing import Any

from ..i18n import N_, _
from ..markup import clip

__all__ = ["DEFAULT_NAMES", "build_seats", "default_name"]

#: The default names by kind, numbered from 1.
DEFAULT_NAMES = {"player": N_("Player {number}"), "bot": N_("Bot {number}")}


def default_name(kind: str, number: int) -> str:
    """A default seat name in the language in force: ``default_name("bot", 2)`` → "Bot 2", "机器人2", "Robot 2"."""
    if kind not in DEFAULT_NAMES:
        raise ValueError(f"kind must be one of {', '.join(map(repr, DEFAULT_NAMES))}, got {kind!r}")
    return _(DEFAULT_NAMES[kind]).format(number=number)


def build_seats(players: int, humans: Collection[int], bot: Any, seed: int | None,
                kinds: Mapping[str, Callable[[int | None], Any]]) -> list[Any]:
    """Who plays each seat: None for every seat in ``humans``, a bot for every other one.

    ``bot`` is None (each bot seat gets a new bot of the first of ``kinds``), a kind's name (``"greedy"``: a new bot
    of that kind per seat), an object with ``.choose(game)`` (shared by every bot seat), or a list of those (taken in
    turn). A new bot of seat ``i`` is seeded ``seed * 31 + i``, so the same seed gives the same bots. A bot that
    cannot choose, or an unknown kind, is refused (``TypeError``, ``ValueError``) naming what was given."""
    choices = list(bot) if isinstance(bot, (list, tuple)) else [bot]
    if isinstance(bot, (list, tuple)) and not bot:
        raise ValueError("bot=[] names no bot; give a bot, a list of bots, or None for the default bots")
    for b in choices:
        if isinstance(b, str):
            if b not in kinds:
                raise ValueError(f"bot is one of {', '.join(map(repr, kinds))} or an object with .choose(game), "
                                 f"not {clip(b)!r}")
        elif b is not None and not callable(getattr(b, "choose", None)):
            raise TypeError(f"every bot needs a .choose(game) method; {type(b).__name__} has none")
    default = next(iter(kinds.values()))
    seats: list[Any] = []
    bot_seats = [i for i in range(players) if i not in humans]
    for i in range(players):
        if i in humans:
            seats.append(None)
            continue
        chosen = choices[bot_seats.index(i) % len(choices)]
        seeded = None if seed is None else seed * 31 + i
        if chosen is None:
            seats.append(default(seeded))
        elif isinstance(chosen, str):
            seats.append(kinds[chosen](seeded))
        else:
            seats.append(chosen)
    return seats
