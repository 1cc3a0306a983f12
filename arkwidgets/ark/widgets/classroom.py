"""The classroom app's introduction for Ark (notebook 05): how to play, in the language the app's menu shows.

The notebook's markdown cell keeps only its title. The words live here, as messages of the ``arkwidgets`` catalog,
so a learner who switches the app to 中文 or Français reads the introduction in that language too (issue 15: the
app's intro follows the chosen language). The rule examples are worded pills ("P-5 food") linked to their rules.
"""

from __future__ import annotations

from typing import Any, Protocol

from ...i18n import _, join_sentences, ngettext, pgettext
from ...markup import esc
from ...ui.intro import FollowsLanguage, HasLanguageMenu
from ..game import Game
from ..rulebook import titled, worded

__all__ = ["classroom_intro", "intro_html"]

#: The rules the introduction names as examples of a refusal: the two a first game meets most.
EXAMPLE_RULES = ("P-5", "P-3")


class ClassroomApp(HasLanguageMenu, Protocol):
    """An Ark game widget as the introduction reads it: the game, and its session (whose ``live.viewer`` is you)."""

    @property
    def game(self) -> Game: ...

    session: Any


def _rule(rule_id: str) -> str:
    """"P-5 food", with the rule's summary as its tooltip (a link would depend on where the notebook sits)."""
    return f'<abbr title="{esc(titled(rule_id))}">{esc(worded(rule_id))}</abbr>'


def intro_html(game: Game, viewer: int | None, same_deal: bool = True) -> str:
    """The introduction as HTML, in the language in force: who you are, how to draw and play, what a refusal says.

    Player names are escaped; ``same_deal`` adds that the whole class plays the same seeded deal.
    """
    bots = len(game.names) - 1
    you = esc(game.names[viewer]) if viewer is not None else ""
    who = ngettext("You play as <b>{name}</b> against {count} bot.",
                   "You play as <b>{name}</b> against {count} bots.", bots).format(name=you, count=bots)
    how = pgettext("classroom",
                   "<b>Draw:</b> click a display card. <b>Play:</b> click a card in your hand — every cabin shows ✓ "
                   "(legal, with the tilt afterwards) or ✗ with the rules it breaks — then click a ✓ cabin; add a "
                   "second card or press <b>End turn</b>. <b>Undo</b> takes a move back.")
    why = pgettext("classroom", "Every refusal names its rule ({examples}, …).").format(
        examples=_(", ").join(_rule(rule) for rule in EXAMPLE_RULES))
    text = [who if viewer is not None else "", how, why]
    if same_deal:
        text.append(pgettext("classroom", "Everyone in the class gets the same deal, so you can compare your games."))
    return f'<p style="margin: 0">{join_sentences(text)}</p>'


def classroom_intro(app: ClassroomApp, same_deal: bool = True) -> FollowsLanguage:
    """The introduction above ``app`` (an ``ark.GameWidget``), written again whenever its language menu changes."""
    # the page's title (the browser's tab, in Voila) follows the language too: the board's own title words
    return FollowsLanguage(app, lambda: intro_html(app.game, app.session.live.viewer, same_deal),
                           title=lambda: _("Ark — the table"))
