"""The widget's labels for Ark Nova: every kind of move as a button, and the sentences a status line repeats.

Every word of the data (an action card, a building, a continent, a card's name, a hex) comes from the one Nova
vocabulary, :mod:`arkwidgets.nova.words`; this module only adds what a button needs besides: the action card's
strength beside its name. The move notation stays what a learner types; a label is what a
learner reads ("Build: kiosk at D3", never "build kiosk 3,4").
"""

from __future__ import annotations

from ...i18n import _
from .. import moves
from ..decisions import Decision, describe
from ..moves import Move
from ..words import action_word, card_word, move_in_words

__all__ = ["action_word", "card_word", "move_label", "question_text"]


def question_text(decision: Decision, names: tuple[str, ...]) -> str:
    """The question ``decision`` asks, in the language in force."""
    return describe(decision, names)


def move_label(move: Move, strength: int | None = None) -> str:
    """The button for ``move`` in the current language (``strength``: the action card's strength, if known)."""
    if isinstance(move, moves.ChooseAction) and strength is not None:
        return _("{action} · strength {strength}").format(action=action_word(move.card), strength=strength)
    return move_in_words(move)
