"""Driving ``nova.GameWidget`` without a browser: the clicks the board sends, keys, hovers and buttons pressed.

``play_by_clicks(w, move)`` carries out any legal move with the widget's own controls only (the board for action
cards, hexes, enclosures and hand cards; the answer buttons for the rest) and checks it was played exactly.
"""

from __future__ import annotations

from typing import Any

from arkwidgets import nova
from arkwidgets.nova.moves import (
    Build,
    ChooseAction,
    Discard,
    Keep,
    PlayAnimal,
    Sponsor,
    XTokenAction,
    format_hex,
)


def send(w: Any, **data: Any) -> None:
    """A click exactly as board.js reports it (through the board's comm message handler)."""
    w.board._handle_custom_msg({"kind": "click", "rev": w.board.rev, **{k: str(v) for k, v in data.items()}}, [])


def button(w: Any, key: str) -> Any:
    """The visible answer button whose key is ``key`` (None if not shown); Cancel has its own button, beside Undo."""
    if key == "cancel":
        return w.cancel if w.cancel.layout.display != "none" else None
    for k, b in zip(w.offer_keys, w.offer_buttons, strict=True):
        if k == key and b.layout.display != "none":
            return b
    return None


def press(w: Any, key: str) -> None:
    b = button(w, key)
    assert b is not None, (key, [k for k in w.offer_keys if k], w.status.value)
    b.click()


def features_of(move: Any) -> str:
    return type(move).__name__


def play_by_clicks(w: Any, move: Any) -> str:
    """Play ``move`` (legal now, for the human on screen) with clicks, keys and buttons; returns how it was done."""
    c = w.session.active
    g = c.game
    before = len(g.history)
    how = "button"
    if isinstance(move, Keep):
        for card in move.cards:
            press(w, f"tick:{card}")
        press(w, "keep")
    elif isinstance(move, ChooseAction):
        w.x_tokens.value = move.x  # the X-token control
        send(w, action=move.card)  # select on the strip: the strength shows
        assert c.action == move.card and c.strengths()[move.card] == g.players[g.current_index].slot(move.card) + move.x
        send(w, action=move.card)  # click again: use it
        how = "strip"
    elif isinstance(move, XTokenAction):
        press(w, f"play:{move}")
    elif isinstance(move, (Build, Sponsor)) and move.hex is not None:
        if isinstance(move, Build):
            press(w, f"building:{move.kind}")
        else:
            press(w, f"sponsor:{move.card}:{move.folder or 0}")
        while (c.picker.rotation if c.picker.turns else None) != move.rotation:
            w.key("r")
        if c.picker.mirrored != move.mirrored:
            w.key("m")
        w.hover(format_hex(move.hex))  # the footprint is judged
        assert c.verdict is not None and c.verdict.legal, (str(move), c.status)
        send(w, hex=format_hex(move.hex))  # a click on the judged hex builds
        how = "board"
    elif isinstance(move, PlayAnimal):
        if move.folder is None:
            send(w, card=move.card, zone="hand")
        else:
            send(w, card=move.card, folder=move.folder, zone="display")
        assert c.animal == (move.card, move.folder), c.status
        anchor = move.home if isinstance(move.home, tuple) else next(
            b.anchor for b in g.players[g.current_index].buildings if b.type == move.home)
        assert c.targets()[format_hex(anchor)].legal
        send(w, hex=format_hex(anchor))
        how = "board"
    elif isinstance(move, Discard) and button(w, f"play:{move}") is None:
        send(w, card=move.card, zone="hand")
        how = "board"
    elif button(w, f"play:{move}") is not None:
        press(w, f"play:{move}")
    else:  # more answers than buttons: "Inside the engine", Play selected move
        w.inside.selected_index = 0
        w.moves_filter.value = ""
        w.moves_list.value = str(move)
        w.moves_play.click()
        how = "engine panel"
    assert len(g.history) == before + 1, (str(move), w.status.value)
    assert g.history[-1].move == move, (str(g.history[-1].move), str(move))
    return how


def new_widget(seed: int = 3, **options: Any) -> Any:
    options.setdefault("bots", 1)
    return nova.GameWidget(seed=seed, autoplay=False, **options)
