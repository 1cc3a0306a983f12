"""Driving the notebook widgets without a browser: the click messages board.js sends, and buttons pressed.

Shared by tests/test_widget.py and tests/test_widget_i18n.py.
"""

from __future__ import annotations

import random
from typing import Any

import arkwidgets as ark


def send(w: Any, **data: Any) -> None:
    """A click on the board exactly as board.js reports it (through the widget's comm handler)."""
    w.board._handle_custom_msg({"kind": "click", "rev": w.board.rev, **data}, [])


def hand_click(w: Any, card: str) -> None:
    g = w.session.active.game
    send(w, card=card, zone="hand", player=str(g.current_index))


def cabin_click(w: Any, cabin: str) -> None:
    ctx = w.session.active.context()
    extra = {"new": "1"} if cabin in ctx.ark.new_cabins() else {}
    send(w, cabin=cabin, **extra)


def play_by_clicks(w: Any, move: ark.Move, use_display_click: bool = True) -> None:
    """Carry out ``move`` for the player to act with clicks and buttons only; assert it was played as is."""
    c = w.session.active
    g = c.game
    before = len(g.history)
    if isinstance(move, ark.Draw):
        card = g.display[move.slot - 1].id
        send(w, card=card, zone="display", slot=str(move.slot))
    elif isinstance(move, ark.Pet):
        if move.card is None:
            assert w.no_pet.layout.display != "none"
            w.no_pet.click()
        else:
            hand_click(w, move.card)
    elif isinstance(move, ark.Pass):
        assert w.pass_button.layout.display != "none"
        w.pass_button.click()
    else:
        assert isinstance(move, ark.Play)
        for k, pl in enumerate(move.placements):
            hand_click(w, pl.card)
            assert c.selected == pl.card, c.status
            assert c.targets()[pl.cabin].legal, c.targets()[pl.cabin]
            cabin_click(w, pl.cabin)
            if c.choices:
                if use_display_click and pl.take and len({ch.placement.take for ch in c.choices}) > 1:
                    ctx = c.context()
                    slot = [x.id for x in ctx.display].index(pl.take) + 1
                    send(w, card=pl.take, zone="display", slot=str(slot))
                if c.choices:
                    labels = c.choice_labels()  # in the widget's language
                    index = [ch.placement for ch in c.choices].index(pl)
                    button = w.choice_buttons[index]
                    assert button.layout.display != "none" and button.description == labels[index]
                    button.click()
            assert c.draft[: k + 1] == list(move.placements[: k + 1]) or len(g.history) > before, c.status
        if len(g.history) == before:
            assert w.end_turn.layout.display != "none", c.status
            w.end_turn.click()
    assert len(g.history) == before + 1, c.status
    assert g.history[-1].move == move, (str(g.history[-1].move), str(move), c.status)



def features(move: ark.Move, game: ark.Game) -> set[str]:
    out: set[str] = set()
    if isinstance(move, ark.Draw):
        out.add("draw")
    elif isinstance(move, ark.Pet):
        out.add("pet" if move.card else "pet-none")
    elif isinstance(move, ark.Pass):
        out.add("pass")
    elif isinstance(move, ark.Play):
        if len(move.placements) == 2:
            out.add("two-card")
        for pl in move.placements:
            out |= {name for name in ("take", "evict", "boost") if getattr(pl, name)}
        if game.phase == "final":
            out.add("final-play")
    return out


def new_widget(seed: int = 7, **options) -> ark.GameWidget:
    options.setdefault("bots", 2)
    return ark.GameWidget(seed=seed, autoplay=False, **options)


def to_human_turn(w: ark.GameWidget) -> None:
    w.run_bots()
    assert w.session.live.human_to_act or w.game.phase == "over"


def first_game_where(predicate, seeds=range(40), max_moves=400, **options):
    """A widget whose human is to act and ``predicate(game, legal_moves)`` holds (human moves: random draws)."""
    for seed in seeds:
        w = new_widget(seed, **options)
        rng = random.Random(seed)
        for _ in range(max_moves):
            to_human_turn(w)
            g = w.game
            if g.phase == "over":
                break
            moves = g.legal_moves()
            if predicate(g, moves):
                return w, moves
            play_by_clicks(w, rng.choice(moves))
    raise AssertionError("no position found")


