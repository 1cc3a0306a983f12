"""Ark Nova's classroom app (notebook 08): against a bot or solo, with an introduction in the menu's language.

What a class sees in Voila: a mode switch (against one bot / solo), a short "how to play" and the game widget. The
mode switch and the introduction are written again in the language the learner picks in the game's menu, and a
new mode starts a new game with the same seed and the language in force, so the whole class keeps comparable
deals. The words are messages of the ``nova`` catalog; the introduction is the shared :class:`ui.FollowsLanguage`.
"""

from __future__ import annotations

from typing import Any

import ipywidgets as W

from ...i18n import _, join_sentences, language
from ...markup import esc
from ...ui.intro import FollowsLanguage
from ..game import Game
from ..greedy import GreedyBot
from .game_widget import GameWidget

__all__ = ["ClassroomApp", "MODES", "intro_html"]

#: The two ways to play in class: against one bot, or alone (the solo rules, N-SOLO-*).
MODES = ("bot", "solo")


def intro_html(mode: str, you: str) -> str:
    """How to play, in the language in force; ``you`` is the learner's seat name (escaped here)."""
    who = (_("You play as <b>{name}</b> against one bot.") if mode == "bot"
           else _("You play as <b>{name}</b>, alone: you win with 0 points or more after six rounds."))
    parts = [
        who.format(name=esc(you)),
        _("On your turn, click one of your five <b>action cards</b>: its strength is its slot (1–5) plus the X "
          "tokens you spend; click it again to use it."),
        _("<b>Build:</b> pick a building under the board, then point at a hex of your map: it is judged ✓, or ✗ with "
          "the rules it breaks; <b>R</b> turns it and a second click builds."),
        _("<b>Animals:</b> click a card in your hand, then a ✓ enclosure. <b>Undo</b> takes a move back."),
        _("Appeal and conservation race towards each other: your points are your appeal minus the appeal your "
          "conservation points ask for."),
        _("Everyone in the class gets the same deal, so you can compare your zoos."),
    ]
    return f'<p style="margin: 0">{join_sentences(parts)}</p>'


class ClassroomApp(W.VBox):
    """A ``nova.GameWidget`` with the mode switch and the introduction in its dock (beside the board, so the board gets
    the screen); ``table`` is the game widget shown now.

    ``seed`` deals every game (the same for the whole class); ``bot`` plays the other seat in "bot" mode (default:
    a seeded greedy bot); ``lang`` is the first language (None: the process's); ``coach`` is the teacher's switch
    of the Coach toggle (None: ``arkwidgets nova app --coach`` offers it, without the option the app has none).
    ``game`` continues a game in the mode given (a lesson picked up where it stopped; the browser tests open the app
    late in a game): the first seat is the learner's; a new mode deals a new game from ``seed``.
    """

    def __init__(self, seed: int | None = None, mode: str = "bot", bot: Any = None, lang: str | None = None,
                 pace: float = 0.8, game: Game | None = None, coach: bool | None = None):
        if mode not in MODES:
            raise ValueError(f"mode must be one of {', '.join(map(repr, MODES))}, got {mode!r}")
        with language(lang):  # refuses an unknown language before anything is built
            pass
        self.seed, self._bot, self._pace, self._coach = seed, bot, pace, coach
        self._quiet = False
        self.mode = W.ToggleButtons(options=self._mode_options(lang), value=mode)
        self.mode.add_class("nova-mode")
        self.table = self._new_table(mode, lang, game)
        self.intro = FollowsLanguage(self.table, lambda: intro_html(self.mode.value, self._you()),
                                     title=lambda: _("Ark Nova — the classroom board"))
        self._watch(self.table)
        self.mode.observe(self._on_mode, "value")
        # the mode switch and the introduction at the foot of the dock beside the board: the board gets the screen
        self.table.add_to_side(self.mode, self.intro)
        super().__init__([self.table])
        self.add_class("nova-classroom-app")

    @property
    def lang(self) -> str | None:
        """The language shown now: the game widget's (its menu switches the whole app)."""
        return self.table.lang

    def _you(self) -> str:
        viewer = self.table.session.live.viewer
        return self.table.game.names[viewer] if viewer is not None else ""

    def _new_table(self, mode: str, lang: str | None, game: Game | None = None) -> GameWidget:
        if mode == "solo":
            return GameWidget(bots=0, seed=self.seed, lang=lang, game=game, coach=self._coach)
        bot = self._bot if self._bot is not None else GreedyBot(seed=self.seed)
        return GameWidget(bots=1, bot=bot, seed=self.seed, lang=lang, pace=self._pace, game=game, coach=self._coach)

    @staticmethod
    def _mode_options(lang: str | None) -> list[tuple[str, str]]:
        with language(lang):
            return [(_("Against a bot"), "bot"), (_("Solo"), "solo")]

    def _watch(self, table: GameWidget) -> None:
        table.language.observe(self._on_language, "value")

    def _on_language(self, change: dict) -> None:
        """Relabel the mode switch in the new language, keeping the mode (no new game)."""
        self._quiet = True
        try:
            value = self.mode.value
            self.mode.options = self._mode_options(change["new"])
            self.mode.value = value
        finally:
            self._quiet = False

    def _on_mode(self, change: dict) -> None:
        if self._quiet or change["new"] == change["old"]:
            return
        lang = self.table.lang
        self.table.language.unobserve(self._on_language, "value")
        self.table = self._new_table(change["new"], lang)
        self._watch(self.table)
        self.intro.follow(self.table)
        self.table.add_to_side(self.mode, self.intro)
        self.children = [self.table]
