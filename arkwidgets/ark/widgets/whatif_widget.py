"""``WhatIfWidget``: try placements on an ark typed in notation (or on a copy of a game) without touching anything."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import ipywidgets as W

from ...i18n import _, get_language, language
from ...markup import esc
from ...ui.board import Board
from ..cabins import Ark
from ..cards import Card
from ..game import Game
from .common import BOARD_TARGETS, show_choice_buttons
from .sandbox import ArkSandbox

__all__ = ["WhatIfWidget"]


class WhatIfWidget(W.VBox):
    """``WhatIfWidget("T: zebra / B: lion", hand=["gazelle", "penguin"])``: click a card, see every cabin judged,
    place it, undo, start over. The P and A rules apply; turn rules (draw or play, two cards) do not.

    ``WhatIfWidget(game)`` (or a ``GameWidget``): a what-if on a copy of the game where every seat is played by
    hand, with "Branch here" to continue playing from the what-if position (see :class:`GameWidget`).

    ``lang`` is the widget's language (``"en"``, ``"zh"``, ``"fr"``; None: the process's); the dropdown in the
    widget, or setting :attr:`lang`, switches it live.
    """

    def __init__(self, source: Ark | str | Game | Any, hand: Sequence[str | Card] = (), theme: str = "light",
                 lang: str | None = None, **game_options: Any):
        from ...ui.language import language_picker
        from .game_widget import GameWidget

        self.theme = theme
        self.sandbox: ArkSandbox | None = None
        self.game_widget: GameWidget | None = None
        if isinstance(source, GameWidget):
            if lang is None:
                lang = source.lang
            source = source.game
        if isinstance(source, Game):
            options = {"players": list(source.names), "autoplay": False, "theme": theme, "lang": lang,
                       **game_options}
            self.game_widget = GameWidget(source.copy(), **options)
            self.game_widget.session.start_whatif()
            self.game_widget.refresh()
            super().__init__([self.game_widget])
            return
        self.sandbox = ArkSandbox(source, hand, lang=lang)
        self._quiet = False
        self._labelled: str | None = None
        self.banner = W.HTML()
        self.board = Board(on_click=self._on_click, targets=BOARD_TARGETS)
        self.status = W.HTML()
        self.status.add_class("ark-status")
        self.notation = W.HTML()
        self.choice_buttons = [W.Button(layout=W.Layout(width="auto", display="none")) for _k in range(8)]
        for k, b in enumerate(self.choice_buttons):
            b.on_click(lambda _b, k=k: self._do(self.sandbox.choose, k))
        self.undo = W.Button(layout=W.Layout(width="auto"))
        self.reset = W.Button(layout=W.Layout(width="auto"))
        self.undo.on_click(lambda _b: self._do(self.sandbox.undo))
        self.reset.on_click(lambda _b: self._do(self.sandbox.reset))
        self.language = language_picker(lang)
        self.language.observe(self._on_language, "value")
        from .game_widget import KEYBOARD_TARGETS, VOLATILE, ArkKeys

        # ArkKeys brings Ark's stylesheet (the sandbox's hand) and the keyboard (cabins and cards, as in a game)
        self.keyboard = ArkKeys(root=".ark-whatif-widget", clickable=KEYBOARD_TARGETS, handled=BOARD_TARGETS,
                                volatile=VOLATILE)
        super().__init__([self.banner, self.board, self.status,
                          W.HBox([*self.choice_buttons, self.undo, self.reset, self.language]), self.notation,
                          self.keyboard])
        self.add_class("ark-whatif-widget")
        self.refresh()

    @property
    def lang(self) -> str | None:
        """The widget's language (None: the process's); setting it switches every text and the board live."""
        if self.game_widget is not None:
            return self.game_widget.lang
        assert self.sandbox is not None
        return self.sandbox.lang

    @lang.setter
    def lang(self, lang: str | None) -> None:
        if self.game_widget is not None:
            self.game_widget.lang = lang
            return
        assert self.sandbox is not None
        with language(lang):  # refuses an unknown language
            pass
        self.sandbox.lang = lang
        self.refresh()

    def set_language(self, lang: str | None) -> None:
        """Same as ``widget.lang = lang`` (what the dropdown does)."""
        self.lang = lang

    def _on_language(self, change: dict) -> None:
        if self._quiet or change["new"] == change["old"]:
            return
        self.lang = change["new"]

    @property
    def ark(self) -> Ark:
        """The ark as it stands in the what-if."""
        if self.sandbox is not None:
            return self.sandbox.ark
        assert self.game_widget is not None
        return self.game_widget.session.active.game.ark

    def click(self, **data: Any) -> None:
        """Click as the browser would: ``w.click(card="gazelle", zone="hand")`` then ``w.click(cabin="T1")``."""
        if self.game_widget is not None:
            self.game_widget.click(**data)
        else:
            self._on_click({"kind": "click", **data})

    @property
    def _box(self) -> ArkSandbox:
        """The sandbox of an ark what-if (a game what-if has a game widget instead)."""
        if self.sandbox is None:
            raise TypeError("this what-if plays a game: it has a game widget, not a sandbox")
        return self.sandbox

    def _on_click(self, msg: dict[str, Any]) -> None:
        self._do(self._box.click, msg)

    def _do(self, fn: Any, *args: Any) -> None:
        try:
            fn(*args)
        except Exception as error:
            detail = esc(repr(error))
            self._box.say(lambda: _("Something went wrong: {error}").format(error=detail), "error")
        self.refresh()

    def refresh(self) -> None:
        if self.game_widget is not None:
            self.game_widget.refresh()
            return
        sb = self._box
        with language(sb.lang):
            self._quiet = True
            try:
                self._refresh(sb)
            finally:
                self._quiet = False

    def _refresh(self, sb: ArkSandbox) -> None:
        lang = get_language()
        if self._labelled != lang:
            self._labelled = lang
            self.banner.value = '<div class="ark-banner-text ark-whatif">{}</div>'.format(esc(_("WHAT-IF")))
            self.undo.description = self.undo.tooltip = _("Undo")
            self.reset.description = self.reset.tooltip = _("Start over")
            self.language.tooltip = _("Language")
        self.language.value = lang
        self.board.show(sb.svg(self.theme))
        self.status.value = f'<div class="ark-status-text ark-{sb.status_kind}">{sb.status}</div>'
        show_choice_buttons(self.choice_buttons, sb.choice_labels())
        self.notation.value = "<code>{}</code> · {}".format(
            esc(str(sb.ark)), esc(_("tilt {tilt}").format(tilt=f"{sb.ark.tilt:+d}")))
