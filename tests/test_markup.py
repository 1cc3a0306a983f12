"""Issue 11, point 2: nothing a user typed reaches the page as markup.

Player names, custom card names (in all three languages) and anything a click message carries are put into HTML
and SVG through one helper, :func:`arkwidgets.markup.esc`. These tests fill every place a user can type into with
hostile strings, play whole games through both widgets, and parse every HTML-valued trait at many moments: the only
elements are the project's own, and no attribute is an event handler.
"""

from __future__ import annotations

import dataclasses
from html.parser import HTMLParser

import pytest

pytest.importorskip("ipywidgets")
pytest.importorskip("anywidget")

import ipywidgets as W
from widget_driver import send

import arkwidgets as ark
from arkwidgets.markup import clip, esc

HOSTILE = ["<img src=x onerror=alert(1)>", '"><script>alert(1)</script>', "x' onmouseover='alert(1)", "A&amp;<b>B"]
#: Every element the widgets and the drawing write themselves.
OURS = {"svg", "g", "rect", "circle", "ellipse", "path", "line", "polyline", "polygon", "text", "tspan", "title",
        "desc", "use", "defs", "style", "div", "b", "i", "code", "ul", "li", "br", "pre", "table", "tr", "th", "td",
        "p", "symbol", "lineargradient", "stop", "clippath", "span", "pattern", "radialgradient", "mask",
        "details", "summary"}  # the status line folds a verdict's reasons (ui/status.verdict_summary)


class Tags(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.tags: set[str] = set()
        self.handlers: list[str] = []

    def handle_starttag(self, tag, attrs):
        self.tags.add(tag)
        self.handlers += [name for name, _value in attrs if name.lower().startswith("on")]


def html_traits(widget) -> list[str]:
    """Every HTML-valued trait in a widget tree: HTML widgets and the board's SVG."""
    out: list[str] = []

    def walk(x) -> None:
        if isinstance(x, (W.HTML, W.HTMLMath)):
            out.append(x.value)
        if x.has_trait("svg"):
            out.append(x.svg)
        for child in getattr(x, "children", ()):
            walk(child)

    walk(widget)
    return out


def assert_inert(widget, where: str) -> None:
    for value in html_traits(widget):
        parser = Tags()
        parser.feed(value)
        assert parser.tags <= OURS, (where, parser.tags - OURS)
        assert not parser.handlers, (where, parser.handlers)
        for bad in HOSTILE:  # an apostrophe is harmless text: every attribute is double-quoted (the parser checks)
            if any(ch in bad for ch in '<>"&'):
                assert bad not in value, (where, bad)


def hostile_deck() -> ark.Deck:
    """The default deck with hostile printed names (every language) on a dozen cards."""
    cards = []
    for k, c in enumerate(ark.DECK):
        bad = HOSTILE[k % len(HOSTILE)]
        cards.append(dataclasses.replace(c, name=bad, name_zh=bad, name_fr=bad) if k % 5 == 0 else c)
    return ark.Deck(cards)


def test_esc_is_the_one_escape_and_clip_bounds_echoes():
    assert esc('<img src="x">&') == "&lt;img src=&quot;x&quot;&gt;&amp;"
    assert esc(5) == "5" and esc("plain") == "plain"
    assert len(clip("x" * 1000)) == 60 and clip("short") == "short"
    from arkwidgets.ui import svg

    assert svg.esc is esc  # the drawing uses the same helper


def test_a_card_id_cannot_carry_markup():
    for bad in HOSTILE:
        with pytest.raises(ValueError, match="is not an id"):
            dataclasses.replace(ark.card("lion"), id=bad)


@pytest.mark.parametrize("lang", ["en", "zh", "fr"])
def test_hostile_names_and_cards_stay_text_through_a_whole_game(lang):
    names = [HOSTILE[0], HOSTILE[1], HOSTILE[2]]
    game = ark.Game.new(names, seed=4, deck=hostile_deck())
    w = ark.GameWidget(game=game, players=[HOSTILE[0]], autoplay=False, lang=lang)
    w.inside.selected_index = 0
    assert_inert(w, "welcome")  # the first status line: "Welcome. … is to move"
    turns = 0
    while w.game.phase != "over" and turns < 400:
        turns += 1
        w.run_bots()
        assert_inert(w, "after the bots")
        if w.game.phase == "over":
            break
        g = w.game
        hand = g.current_player.hand
        if hand:
            send(w, card=hand[0].id, zone="hand", player=str(g.current_index))  # a card's facts and targets
            assert_inert(w, "a card selected")
            send(w, cabin="T1")  # often illegal: the broken rules name the card
            assert_inert(w, "a placement tried")
            w.cancel.click()
        send(w, card=HOSTILE[0][:40], zone="hand", player="0")  # a forged card id in a click
        assert_inert(w, "a forged click")
        w.act("play", str(g.legal_moves()[0]))
        assert_inert(w, "a move played")
        if turns % 7 == 0:
            w.nav_buttons[1].click()  # stepping back: captions and narration
            assert_inert(w, "stepping through")
            w.whatif_start.click()
            assert_inert(w, "what-if")
            w.whatif_back.click()
    assert w.game.phase == "over"
    assert_inert(w, "game over: scores and pets")
    assert "&lt;img src=x onerror=alert(1)&gt;" in w.scores.value  # shown, as text


def test_hot_seat_with_hostile_names():
    w = ark.GameWidget(players=HOSTILE[:3], bots=0, seed=6, autoplay=False)
    assert_inert(w, "covered screen")
    w.reveal.click()
    assert_inert(w, "hand shown")
    w.act("play", "draw 1")
    assert_inert(w, "after a draw")
    w.undo.click()
    assert_inert(w, "after undo")


def test_whatif_widget_with_hostile_card_names():
    deck = hostile_deck()
    named = [c for c in deck if c.name in HOSTILE]
    x = ark.WhatIfWidget(ark.Ark.parse("T: zebra / B: lion", deck) if "zebra" in deck and "lion" in deck
                         else ark.Ark([[named[0]]], [[named[1]]], deck=deck), hand=[c.id for c in named[2:6]])
    assert_inert(x, "what-if start")
    for c in named[2:6]:
        x.click(card=c.id, zone="hand")
        assert_inert(x, "what-if card")
        x.click(cabin="T1")
        assert_inert(x, "what-if placement")
    x.click(card=HOSTILE[1], zone="hand")
    assert_inert(x, "what-if forged click")
