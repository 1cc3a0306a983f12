"""``WhatIfWidget``: try placements on an ark typed in notation (or on a copy of a game) without touching anything."""

from __future__ import annotations

import html
from typing import Any, Sequence

import ipywidgets as W

from ..ark import Ark
from ..cards import Card
from ..game import Game
from .board import Board
from .controller import ArkSandbox

__all__ = ["WhatIfWidget"]


class WhatIfWidget(W.VBox):
    """``WhatIfWidget("T: zebra / B: lion", hand=["gazelle", "penguin"])``: click a card, see every cabin judged,
    place it, undo, start over. The P and A rules apply; turn rules (draw or play, two cards) do not.

    ``WhatIfWidget(game)`` (or a ``GameWidget``): a what-if on a copy of the game where every seat is played by
    hand, with "Branch here" to continue playing from the what-if position (see :class:`GameWidget`).
    """

    def __init__(self, source: Ark | str | Game | Any, hand: Sequence[str | Card] = (), theme: str = "light",
                 **game_options: Any):
        from .game_widget import GameWidget

        self.theme = theme
        self.sandbox: ArkSandbox | None = None
        self.game_widget: GameWidget | None = None
        if isinstance(source, GameWidget):
            source = source.game
        if isinstance(source, Game):
            options = {"players": list(source.names), "autoplay": False, "theme": theme, **game_options}
            self.game_widget = GameWidget(source.copy(), **options)
            self.game_widget.session.start_whatif()
            self.game_widget.refresh()
            super().__init__([self.game_widget])
            return
        self.sandbox = ArkSandbox(source, hand)
        self.board = Board(on_click=self._on_click)
        self.status = W.HTML()
        self.status.add_class("ark-status")
        self.notation = W.HTML()
        self.choice_buttons = [W.Button(layout=W.Layout(width="auto", display="none")) for _ in range(8)]
        for k, b in enumerate(self.choice_buttons):
            b.on_click(lambda _b, k=k: self._do(self.sandbox.choose, k))
        self.undo = W.Button(description="Undo", layout=W.Layout(width="auto"))
        self.reset = W.Button(description="Start over", layout=W.Layout(width="auto"))
        self.undo.on_click(lambda _b: self._do(self.sandbox.undo))
        self.reset.on_click(lambda _b: self._do(self.sandbox.reset))
        super().__init__([W.HTML('<div class="ark-banner-text ark-whatif">WHAT-IF</div>'), self.board, self.status,
                          W.HBox(self.choice_buttons + [self.undo, self.reset]), self.notation])
        self.refresh()

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

    def _on_click(self, msg: dict) -> None:
        self._do(self.sandbox.click, msg)

    def _do(self, fn: Any, *args: Any) -> None:
        try:
            fn(*args)
        except Exception as error:
            self.sandbox._say(f"Something went wrong: {html.escape(repr(error))}", "error")
        self.refresh()

    def refresh(self) -> None:
        if self.game_widget is not None:
            self.game_widget.refresh()
            return
        sb = self.sandbox
        self.board.show(sb.svg(self.theme))
        self.status.value = f'<div class="ark-status-text ark-{sb.status_kind}">{sb.status}</div>'
        for k, b in enumerate(self.choice_buttons):
            if k < len(sb.choices):
                b.description = sb.choices[k].label
                b.layout.display = ""
            else:
                b.layout.display = "none"
        self.notation.value = f"<code>{html.escape(str(sb.ark))}</code> · tilt {sb.ark.tilt:+d}"
