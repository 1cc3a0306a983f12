"""The notebook widgets, driven without a browser by the click messages board.js sends."""

from __future__ import annotations

import json
import random

import pytest

pytest.importorskip("ipywidgets")
pytest.importorskip("anywidget")

from widget_driver import (
    cabin_click,
    features,
    first_game_where,
    hand_click,
    new_widget,
    play_by_clicks,
    send,
    to_human_turn,
)

import arkwidgets as ark
from arkwidgets.ark.widgets.session import Session


# ------------------------------------------------------------------------------------------------ basics
def test_lazy_exports_and_board_is_an_anywidget():
    import anywidget

    w = new_widget()
    assert isinstance(w.board, anywidget.AnyWidget)
    assert w.board.svg.startswith("<svg") and 'class="ark-board"' in w.board.svg
    esm = str(w.board._esm)  # anywidget loads the file's text
    assert "model.send" in esm and 'model.get("targets")' in esm  # the kernel's board reports what the game says
    assert w.board.targets == "[data-cabin],[data-card],[data-zone],[data-type],[data-choice]"
    assert ark.WhatIfWidget.__name__ == "WhatIfWidget"


def test_widgets_are_built_once_and_only_values_change():
    w = new_widget()
    children = list(w.children)
    buttons = list(w.choice_buttons)
    board = w.board
    to_human_turn(w)
    g = w.game
    play_by_clicks(w, g.legal_moves()[0])
    to_human_turn(w)
    assert list(w.children) == children and w.board is board and list(w.choice_buttons) == buttons


# ------------------------------------------------------------------------------------------------ step through
def test_setup_stepping_narrates_every_event_with_its_rule():
    w = new_widget(seed=3)
    setup = w.game.setup_events
    w.nav_buttons[0].click()  # ⏮ the start of setup
    assert w.session.mode == "replay" and w.slider.value == 0
    assert "S-1" in w.status.value and "Stepping through" in w.banner.value
    seen_rules, arks = [], []
    for k in range(len(setup)):
        assert w.slider.value == k
        step = w.session.timeline.steps[k]
        assert step.event is setup[k]
        if k < len(w.session.timeline) - 1:  # the last event is "now": the live game's status line
            assert f"<code>{setup[k].rule}</code>" in w.status.value
        seen_rules.append(setup[k].rule)
        board = w.session.timeline.board_at(k)
        if isinstance(board, ark.Ark):
            arks.append(len(board))
        w.nav_buttons[3].click()  # ▶ one event forward
    assert {"S-1", "S-2", "S-3", "S-4", "S-5", "S-6", "S-7", "S-8"} <= set(seen_rules)
    assert arks and arks == sorted(arks) and max(arks) == 4  # the four starting cabins fill one by one
    turned = [e for e in setup if e.kind == "turn-over"]
    assert any(not e.data["kept"] for e in turned) or len(turned) == 4
    # a click while stepping changes nothing
    w.nav_buttons[2].click()  # ◀ one event back
    assert w.session.mode == "replay"
    before = w.game.to_json()
    send(w, card=w.game.display[0].id, zone="display", slot="1")
    assert w.game.to_json() == before and "stepping through" in w.status.value.lower()
    w.nav_buttons[5].click()  # Now
    assert w.session.mode == "live" and w.slider.value == w.slider.max


def test_step_by_move_and_slider_and_log_jump():
    w = new_widget(seed=5)
    rng = random.Random(1)
    for _ in range(4):
        to_human_turn(w)
        play_by_clicks(w, rng.choice(w.game.legal_moves()))
    n_setup = len(w.game.setup_events)
    w.slider.value = n_setup + 1
    assert w.session.mode == "replay" and w.session.step_index == n_setup + 1
    w.nav_buttons[1].click()  # ◀◀ one move back
    starts = w.session.timeline.move_starts()
    assert w.session.step_index in starts
    shown = w.session.timeline.board_at(w.session.step_index)
    assert isinstance(shown, ark.Game) and len(shown.history) == w.session.timeline.steps[w.session.step_index].moves
    w.inside.selected_index = 0  # open "Inside the engine"
    assert len(w.log_list.options) == len(w.game.events)
    w.log_list.index = 2  # click an entry: jump there
    assert w.session.step_index == 2 and w.slider.value == 2
    w.nav_buttons[4].click()  # ▶▶
    assert w.session.step_index in starts
    w.nav_buttons[5].click()
    assert w.session.mode == "live"


# ------------------------------------------------------------------------------------------------ playing
def test_select_card_marks_every_cabin_with_verdicts():
    w, _ = first_game_where(lambda g, m: g.phase == "play")
    c = w.session.live
    card = w.game.current_player.hand[0].id
    hand_click(w, card)
    targets = c.targets()
    assert set(targets) == set(w.game.ark.positions())
    legal = {p.placements[0].cabin for p in w.game.legal_placements(card)}
    assert {k for k, v in targets.items() if v.legal} == legal
    for v in targets.values():
        if v.legal:
            assert v.tilt_after is not None
        else:
            assert v.rules and all(r[0] in "TPAFRSDE" for r in v.rules)
    assert f'data-card="{card}"' in w.board.svg
    hand_click(w, card)  # again: deselect
    assert c.selected is None and not c.targets()


def test_draw_by_clicking_a_display_card():
    w, _ = first_game_where(lambda g, m: g.phase == "play")
    g = w.game
    hand = len(g.current_player.hand)
    me = g.current_index
    taken = g.display[1].id
    send(w, card=taken, zone="display", slot="2")
    assert g.history[-1].move == ark.Draw(2)
    assert taken in [x.id for x in g.players[me].hand] and len(g.players[me].hand) >= hand + 1
    assert "T-1" in w.status.value


def test_two_card_play():
    w, moves = first_game_where(lambda g, m: any(isinstance(x, ark.Play) and len(x.placements) == 2 for x in m))
    move = next(x for x in moves if isinstance(x, ark.Play) and len(x.placements) == 2)
    c = w.session.live
    first = move.placements[0]
    hand_click(w, first.card)
    cabin_click(w, first.cabin)
    if c.choices:
        c.choose([ch.placement for ch in c.choices].index(first))
        w.refresh()
    assert c.draft == [first] and len(w.game.history) == len(w.game.history)  # not played yet
    assert w.end_turn.layout.display != "none"
    # the board shows the mid-turn position: the first card is on the ark already
    assert c.context().ark.where(first.card) == first.cabin
    before = len(w.game.history)
    second = move.placements[1]
    hand_click(w, second.card)
    assert not c.targets()[first.cabin].legal and "T-2b" in c.targets()[first.cabin].rules
    cabin_click(w, second.cabin)
    if c.choices:
        w.choice_buttons[[ch.placement for ch in c.choices].index(second)].click()
    assert len(w.game.history) == before + 1 and w.game.history[-1].move == move


def test_new_cabin_with_a_display_pick_by_clicking_the_display():
    def has_take(g, m):
        return g.phase == "play" and len(g.display) >= 2 and any(
            isinstance(x, ark.Play) and len(x.placements) == 1 and x.placements[0].take for x in m)

    w, moves = first_game_where(has_take)
    move = next(x for x in moves if isinstance(x, ark.Play) and len(x.placements) == 1 and x.placements[0].take)
    pl = move.placements[0]
    c = w.session.live
    hand_click(w, pl.card)
    cabin_click(w, pl.cabin)
    assert c.choices and any(ch.placement.take for ch in c.choices)
    visible = [b.description for b in w.choice_buttons if b.layout.display != "none"]
    assert visible == [ch.label for ch in c.choices] and any("take" in v for v in visible)
    g = w.game
    slot = [x.id for x in g.display].index(pl.take) + 1
    send(w, card=pl.take, zone="display", slot=str(slot))  # pick it on the board
    if c.choices:  # other options (a boost, plain) remain
        w.choice_buttons[[ch.placement for ch in c.choices].index(pl)].click()
    if c.draft:
        w.end_turn.click()
    last = g.history[-1].move
    assert isinstance(last, ark.Play) and last.placements[0] == pl
    assert pl.take in [x.id for x in g.players[g.names.index(g.history[-1].player)].hand]
    assert any(e.kind == "open" and e.rule == "P-7" for e in g.history[-1].events)
    assert any(e.kind == "take" for e in g.history[-1].events)


def test_eviction_choice():
    w, moves = first_game_where(
        lambda g, m: any(isinstance(x, ark.Play) and len(x.placements) == 1 and x.placements[0].evict for x in m),
        seeds=range(60))
    move = next(x for x in moves if isinstance(x, ark.Play) and len(x.placements) == 1 and x.placements[0].evict)
    pl = move.placements[0]
    c = w.session.live
    hand_click(w, pl.card)
    cabin_click(w, pl.cabin)
    labels = [ch.label for ch in c.choices]
    assert f"evict {pl.evict}" in " ".join(labels)
    w.choice_buttons[[ch.placement for ch in c.choices].index(pl)].click()
    if c.draft:
        w.end_turn.click()
    events = w.game.history[-1].events
    assert any(e.kind == "evict" and e.data["evicted"] == pl.evict for e in events)
    assert pl.evict not in w.game.ark


def test_pet_choice_is_hidden_from_the_others():
    def pet_time(g, m):
        return g.phase == "pets" and any(isinstance(x, ark.Pet) and x.card for x in m)

    w, moves = first_game_where(pet_time, seeds=range(80))
    assert w.banner.value and "Rain 2 of 5 — choose a pet" in w.banner.value
    assert w.no_pet.layout.display != "none"
    pet = next(x for x in moves if isinstance(x, ark.Pet) and x.card)
    me = w.game.current_index
    hand_click(w, pet.card)
    assert w.game.players[me].pet is not None and w.game.players[me].pet.id == pet.card
    # the bots choose after; the state JSON shown to the human hides their pets
    w.run_bots()
    shown = json.loads(w.session.state_json())
    if w.game.phase != "over":
        assert shown["pets"][me] == pet.card
        assert all(p in (None, "?") for i, p in enumerate(shown["pets"]) if i != me)
        assert isinstance(shown["deck"], str)


def test_illegal_click_changes_nothing_and_names_the_rule():
    w, _ = first_game_where(lambda g, m: g.phase == "play")
    c = w.session.live
    g = w.game
    bad = []
    for x in g.current_player.hand:
        hand_click(w, x.id)
        bad = [k for k, v in c.targets().items() if not v.legal]
        if bad:
            break
    assert bad
    before_json, before_svg, before_moves = g.to_json(), w.board.svg, len(g.history)
    cabin_click(w, bad[0])
    assert g.to_json() == before_json and len(g.history) == before_moves
    assert w.board.svg == before_svg  # the board is unchanged (the card stays selected)
    rules = c.targets()[bad[0]].rules
    assert rules[0] in w.status.value and "Nothing changed" in w.status.value
    assert "ark-error" in w.status.value
    w.inside.selected_index = 0
    assert rules[0] in w.checks.value


def test_a_bot_turn_click_and_junk_messages_change_nothing():
    w = new_widget(seed=11)
    g = w.game
    if w.session.live.human_to_act:
        play_by_clicks(w, ark.Draw(1))
    assert w.session.live.bot_to_act
    before = g.to_json()
    send(w, card=g.display[0].id, zone="display", slot="1")
    assert g.to_json() == before and "bot" in w.status.value
    for junk in ({}, {"kind": "click"}, {"kind": "click", "zone": "nowhere"}, {"kind": "nope", "cabin": "T1"},
                 {"kind": "click", "cabin": "Z9"}, {"kind": "click", "card": 5, "zone": "hand"}, "text", None):
        w.board._handle_custom_msg(junk, [])
    assert g.to_json() == before


def test_random_rapid_clicks_never_corrupt_the_game():
    w = new_widget(seed=13)
    rng = random.Random(2)
    deck_ids = [c.id for c in ark.DECK]
    for _ in range(600):
        g = w.game
        if g.phase == "over":
            break
        if w.session.live.bot_to_act and rng.random() < 0.5:
            w.bot_step()
            continue
        kind = rng.random()
        stale = rng.random() < 0.1
        rev = w.board.rev - (1 if stale else 0)
        positions = g.ark.positions()
        if kind < 0.35 and g.current_player.hand:
            msg = {"card": rng.choice(g.current_player.hand).id, "zone": "hand", "player": str(g.current_index)}
        elif kind < 0.7:
            msg = {"cabin": rng.choice([*positions, "T9", "B0"])}
        elif kind < 0.8 and g.display:
            k = rng.randrange(len(g.display))
            msg = {"card": g.display[k].id, "zone": "display", "slot": str(k + 1)}
        elif kind < 0.9:
            msg = {"card": rng.choice(deck_ids), "zone": rng.choice(["hand", "ark", "pet", "display"])}
        else:
            button = rng.choice([w.end_turn, w.cancel, w.undo, w.no_pet, w.pass_button, *w.choice_buttons[:3]])
            button.click()
            continue
        w.board._handle_custom_msg({"kind": "click", "rev": rev, **msg}, [])
        ark.Game.from_json(g.to_json())  # always a consistent game
        assert "Traceback" not in w.status.value
    assert len(w.game.history) > 5


def test_stale_click_after_a_move_is_ignored():
    w, _ = first_game_where(lambda g, m: g.phase == "play")
    g = w.game
    old_rev = w.board.rev
    send(w, card=g.display[0].id, zone="display", slot="1")  # a draw: the game moves on
    moved = g.to_json()
    # a second click that was aimed at the old board arrives late
    w.board._handle_custom_msg({"kind": "click", "rev": old_rev, "card": g.display[0].id, "zone": "display",
                                "slot": "1"}, [])
    assert g.to_json() == moved and "changed before that click" in w.status.value


class Passer:
    """A bot that passes whenever it may (the final round): its moves show nothing hidden."""

    def choose(self, game):
        return ark.Pass() if game.is_legal(ark.Pass()) else ark.RandomBot(0).choose(game)


def test_undo_takes_back_my_move_and_the_bots_after_it():
    """D-25: nothing hidden was shown (a card of my hand placed, the bots passed), so the undo goes through."""
    w, moves = first_game_where(lambda g, m: g.phase == "final" and any(isinstance(x, ark.Play) for x in m))
    w.session.live.seats[1] = w.session.live.seats[2] = Passer()
    g = w.game
    before = g.to_json()
    play_by_clicks(w, next(x for x in moves if isinstance(x, ark.Play)))
    w.run_bots()
    assert g.to_json() != before
    w.undo.click()
    assert g.to_json() == before and w.session.live.human_to_act and "Undone" in w.status.value


def test_undo_of_a_draw_against_bots_is_refused_and_says_why():
    """D-25: the draw showed the top card of the deck; taking it back would tell where that card is."""
    w, _ = first_game_where(lambda g, m: g.phase == "play")
    g = w.game
    play_by_clicks(w, ark.Draw(1))
    w.run_bots()
    after = g.to_json()
    w.undo.click()
    assert g.to_json() == after and "D-25" in w.status.value and "What-if from here" in w.status.value


def test_undo_inside_a_two_card_turn_takes_back_the_first_card():
    w, moves = first_game_where(lambda g, m: any(isinstance(x, ark.Play) and len(x.placements) == 2 for x in m))
    move = next(x for x in moves if isinstance(x, ark.Play) and len(x.placements) == 2)
    c = w.session.live
    before = w.game.to_json()
    hand_click(w, move.placements[0].card)
    cabin_click(w, move.placements[0].cabin)
    if c.choices:
        c.choose([ch.placement for ch in c.choices].index(move.placements[0]))
    assert c.draft
    w.undo.click()
    assert not c.draft and w.game.to_json() == before


def test_whole_game_by_clicks_to_the_score_table():
    """Every decision of the human is made with clicks, the bots play the other seats."""
    covered: set[str] = set()
    for seed in range(4):
        w = new_widget(seed=seed)
        rng = random.Random(seed)
        banners = set()
        while True:
            to_human_turn(w)
            g = w.game
            if g.phase == "over":
                break
            banners.add(w.banner.value)
            moves = g.legal_moves()
            wanted = [m for m in moves if features(m, g) - covered]
            move = rng.choice(wanted) if wanted and rng.random() < 0.7 else rng.choice(moves)
            covered |= features(move, g)
            play_by_clicks(w, move)
        assert "Game over" in w.banner.value
        assert "ark-scores" in w.scores.value and "E-5" in w.scores.value
        for name in g.names:
            assert name in w.scores.value
        if any("final round" in b for b in banners):
            assert any("Rain 5 of 5 — final round" in b for b in banners)
    assert {"draw", "two-card", "take", "evict", "pass", "final-play"} <= covered, covered


# ------------------------------------------------------------------------------------------------ what-if
def test_whatif_leaves_the_game_alone_undo_and_back():
    w, moves = first_game_where(lambda g, m: g.phase == "play")
    real = w.game.to_json()
    w.whatif_start.click()
    assert w.session.mode == "whatif" and "WHAT-IF" in w.banner.value
    wi = w.session.whatif
    play_by_clicks(w, next(m for m in moves if isinstance(m, ark.Play)) if any(isinstance(m, ark.Play) for m in moves)
                   else ark.Draw(1))
    assert w.game.to_json() == real and len(wi.game.history) == len(w.game.history) + 1
    # every seat is played by hand in a what-if
    play_by_clicks(w, wi.game.legal_moves()[0])
    w.undo.click()
    assert len(wi.game.history) == len(w.game.history) + 1
    w.whatif_back.click()
    assert w.session.mode == "live" and w.game.to_json() == real


def test_whatif_from_a_past_position_and_branch_here():
    w = new_widget(seed=21)
    rng = random.Random(3)
    for _ in range(3):
        to_human_turn(w)
        play_by_clicks(w, rng.choice(w.game.legal_moves()))
    old = w.game
    starts = w.session.timeline.move_starts()
    w.slider.value = starts[2]  # during move 2
    w.whatif_start.click()
    wi = w.session.whatif
    assert len(wi.game.history) == w.session.timeline.steps[starts[2]].moves
    play_by_clicks(w, wi.game.legal_moves()[-1])
    branched = wi.game
    w.whatif_branch.click()
    assert w.game is branched and w.branches == [old] and w.session.mode == "live"
    assert w.session.live.seats[1] is not None  # bots keep their seats
    assert len(w.session.timeline) == len(branched.events)
    to_human_turn(w)  # and the game goes on from there


def test_whatif_widget_on_an_ark_typed_in_notation():
    x = ark.WhatIfWidget("T: zebra / B: lion", hand=["gazelle", "penguin", "skunk"])
    assert 'class="ark-board"' in x.board.svg and 'data-card="gazelle"' in x.board.svg
    x.click(card="gazelle", zone="hand")
    assert "legal in" in x.status.value
    x.click(cabin="T1")  # the gazelle is shy and the lion sits opposite
    assert "P-6" in x.status.value and str(x.ark) == "T: zebra / B: lion"
    x.click(cabin="T2")
    assert str(x.ark) == "T: zebra, gazelle / B: lion"
    x.click(card="skunk", zone="hand")
    x.click(cabin="B1")
    labels = [b.description for b in x.choice_buttons if b.layout.display != "none"]
    if labels:
        assert any("evict lion" in label for label in labels)
        x.choice_buttons[labels.index(next(label for label in labels if "evict lion" in label))].click()
        assert "lion" not in x.ark
    x.undo.click()
    assert str(x.ark) == "T: zebra, gazelle / B: lion"
    x.reset.click()
    assert str(x.ark) == "T: zebra / B: lion"


def test_whatif_widget_on_a_game_branches():
    g = ark.Game.new(["A", "B", "C"], seed=4)
    x = ark.WhatIfWidget(g)
    gw = x.game_widget
    assert gw.session.mode == "whatif"
    play_by_clicks(gw, gw.session.whatif.game.legal_moves()[0])
    assert len(g.history) == 0
    gw.whatif_branch.click()
    assert len(gw.game.history) == 1 and len(g.history) == 0


# ------------------------------------------------------------------------------------------------ hot-seat
def test_hot_seat_hides_hands_until_the_player_takes_the_screen():
    w = ark.GameWidget(players=["Ann", "Ben", "Cy"], bots=0, seed=2, autoplay=False)
    c = w.session.live
    assert c.hotseat and c.curtained and c.seat_shown() is None
    assert w.reveal.layout.display != "none" and c.game.current_player.name in w.reveal.description
    before = w.game.to_json()
    send(w, card=w.game.display[0].id, zone="display", slot="1")
    assert w.game.to_json() == before  # nobody plays before taking the screen
    w.reveal.click()
    me = w.game.current_index
    assert c.seat_shown() == me and not c.curtained
    play_by_clicks(w, ark.Draw(1))
    assert c.curtained and c.seat_shown() is None and w.game.current_index != me


# ------------------------------------------------------------------------------------------------ the controller alone
def test_controller_works_without_widgets():
    g = ark.Game.new(["You", "B1", "B2"], seed=9)
    s = Session(g, [None, ark.RandomBot(1), ark.RandomBot(2)])
    c = s.live
    while c.bot_to_act:
        assert s.bot_step()
    card = g.current_player.hand[0].id
    s.click({"card": card, "zone": "hand", "player": str(g.current_index)})
    assert c.selected == card and s.svg().startswith("<svg")
    s.act(lambda c: c.cancel())
    assert c.selected is None
    s.click({"card": g.display[0].id, "zone": "display", "slot": "1"})
    assert isinstance(g.history[-1].move, ark.Draw)
    assert s.legal_moves()[0] >= 0 and "E-" not in s.checks_html()


def test_timeline_follows_undo_and_a_different_move():
    def plain(move) -> bool:  # a card from my hand, nothing taken from the display: it shows nothing hidden (D-25)
        return isinstance(move, ark.Play) and not any(pl.take for pl in move.placements)

    w, moves = first_game_where(lambda g, m: g.phase == "play" and len(g.display) == 3 and any(map(plain, m)))
    play_by_clicks(w, next(x for x in moves if plain(x)))
    w.undo.click()
    assert "Undone" in w.status.value
    play_by_clicks(w, ark.Draw(2))
    events = w.game.events
    assert [s.event for s in w.session.timeline.steps] == list(events)
    assert w.slider.max == len(events) - 1 and w.session.mode == "live"


def test_errors_in_the_renderer_or_a_bot_do_not_escape(monkeypatch):
    w = new_widget(seed=7)

    class Broken:
        def choose(self, game):
            raise RuntimeError("bot bug")

    w.session.live.seats[1] = Broken()
    w.session.live.seats[2] = Broken()
    w.run_bots()  # falls back to a random legal move and says so
    assert w.session.live.human_to_act or w.game.phase == "over"
    from arkwidgets.ark.widgets import common

    def boom(*a, **k):
        raise ValueError("drawing bug")

    monkeypatch.setattr("arkwidgets.ark.drawing.render", boom, raising=False)
    svg = common.render(w.game, viewer=0)
    assert svg.startswith("<svg") and "could not be drawn" in svg and "drawing bug" in svg


def test_inside_the_engine_hides_other_hands():
    w = new_widget(seed=7)
    w.inside.selected_index = 0
    if w.session.live.human_to_act:
        play_by_clicks(w, ark.Draw(1))
    assert w.session.live.bot_to_act
    assert w.moves_list.options == () and "not listed" in w.moves_count.value
    w.run_bots()
    w.inside.selected_index = None
    w.inside.selected_index = 0
    assert len(w.moves_list.options) > 0 and "not listed" not in w.moves_count.value
    w.moves_filter.value = "draw"
    assert all("draw" in m for m in w.moves_list.options) and len(w.moves_list.options) == len(w.game.display)
    w.moves_list.value = "draw 1"
    w.moves_play.click()
    assert w.game.history[-1].move == ark.Draw(1) or w.game.history[-1].player != w.game.names[0]


def test_final_round_banner_and_pass():
    w, moves = first_game_where(lambda g, m: g.phase == "final", seeds=range(10))
    assert "Rain 5 of 5 — final round" in w.banner.value
    assert w.pass_button.layout.display != "none" and w.no_pet.layout.display == "none"
    me = w.game.current_index
    plays = [m for m in moves if isinstance(m, ark.Play)]
    if plays:  # one card for a disc (F-2): a second card is never offered
        pl = plays[0].placements[0]
        hand_click(w, pl.card)
        for other in w.game.current_player.hand:
            if other.solo:
                hand_click(w, other.id)
                assert any(r == "F-3" for v in w.session.live.targets().values() for r in v.rules)
                hand_click(w, pl.card)
                break
        w.cancel.click()
        discs = w.game.players[me].discs
        play_by_clicks(w, plays[0])
        assert w.game.players[me].discs < discs
        w.run_bots()
    if w.game.phase == "final" and w.session.live.human_to_act:
        w.pass_button.click()
        assert any(e.kind == "pass" and e.rule == "F-2" for e in w.game.history[-1].events)
    w.run_bots()
    while w.game.phase != "over":
        w.pass_button.click()
        w.run_bots()
    assert "Game over" in w.banner.value and "ark-scores" in w.scores.value


def test_choice_pending_blocks_a_draw():
    def has_evict(g, m):
        return any(isinstance(x, ark.Play) and len(x.placements) == 1 and x.placements[0].evict for x in m)

    w, moves = first_game_where(has_evict, seeds=range(60))
    pl = next(x for x in moves if isinstance(x, ark.Play) and len(x.placements) == 1 and x.placements[0].evict)
    pl = pl.placements[0]
    hand_click(w, pl.card)
    cabin_click(w, pl.cabin)
    assert w.session.live.choices
    before = w.game.to_json()
    send(w, card=w.game.display[0].id, zone="display", slot="1")
    assert w.game.to_json() == before and "Finish the choice first" in w.status.value


def test_controller_imports_without_ipywidgets():
    import subprocess
    import sys as _sys

    code = ("import sys, arkwidgets.ark.widgets.session, arkwidgets.ark.widgets.sandbox; "
            "assert 'ipywidgets' not in sys.modules and 'anywidget' not in sys.modules, sorted(sys.modules)")
    subprocess.run([_sys.executable, "-c", code], check=True)


def test_selecting_a_card_late_in_a_game_says_one_short_line_and_folds_the_reasons():
    """Issue 24: at turn 21 a selected card's status once listed every refused cabin's reasons (3,835 characters,
    Cancel and Undo pushed off the screen); now one sentence — where it is legal, how many cabins refused it — and
    a folded list with one line per refused cabin, its rule ids in it. The board is the wide table."""
    game = ark.Game.new(["Player 1", "Bot 1", "Bot 2"], seed=2026)
    greedy = ark.GreedyBot()
    while game.turn < 21 or game.current_index != 0 or game.phase != "play":
        game.play(greedy.choose(game))
    w = ark.GameWidget(game=game, players=["Player 1"], bot=ark.GreedyBot(), autoplay=False)
    live = w.session.live
    longest = 0
    for card in game.current_player.hand:
        hand_click(w, card.id)
        targets = live.targets()
        refused = [cabin for cabin, verdict in targets.items() if not verdict.legal]
        line, _sep, folded = live.status.partition("<details")
        longest = max(longest, len(line))
        assert len(line) < 300, line
        assert folded.count("<li>") == len(refused)
        for cabin in refused:
            assert f"<li><b>{cabin}</b>: " in folded and all(r in folded for r in targets[cabin].rules)
        hand_click(w, card.id)  # unselected again
    assert longest > 60 and 'data-verdict' not in w.board.svg
    assert w.board.svg.count("<text") > 100 and 'class="ark-name"' in w.board.svg
