"""nova.GameWidget driven without a browser: whole games by clicks, illegal clicks, hidden information, escaping,
step-through, what-if, keys and hover. Rule ids named here are the engine's (the widget shows them, never decides)."""

from __future__ import annotations

import json
import random
import re
from collections import Counter

import pytest

pytest.importorskip("ipywidgets")
pytest.importorskip("anywidget")

from arkwidgets import nova
from arkwidgets.nova.moves import Build, PlayAnimal
from arkwidgets.nova.widgets.labels import card_word

from .widget_driver import button, new_widget, play_by_clicks, press, send


def html_traits(w) -> list[str]:
    """Every trait the browser shows as HTML (banner, status, tables, panels, the board's SVG)."""
    w.inside.selected_index = 0  # open "Inside the engine" so its traits are filled too
    return [w.banner.value, w.status.value, w.scores.value, w.checks.value, w.moves_count.value,
            w.bot_thoughts.value, w.x_label.value, w.board.svg] + [h.value for h in w.inside_headings]


def all_traits(w) -> list[str]:
    """Every text the widget sends to the browser: the HTML ones and the plain-text ones (labels, lists, JSON)."""
    texts = [*html_traits(w), w.state_json.value]
    texts += [b.description + " " + b.tooltip for b in w.offer_buttons if b.layout.display != "none"]
    return texts + list(w.moves_list.options) + list(w.log_list.options)


def keep_first(w) -> None:
    """Answer the setup question (keep 4 of 8) by ticking the first four cards (the bots answer theirs first)."""
    w.run_bots()
    d = w.game.decision
    play_by_clicks(w, nova.Keep(tuple(sorted(d["cards"][: d["count"]]))))


def to_question(w, kind: str, rng: random.Random, limit: int = 400):
    """Play random human moves by clicks (bots move on their own) until the human must answer ``kind``."""
    for _k in range(limit):
        w.run_bots()
        g = w.game
        if g.phase == "over":
            return None
        if g.decision.kind == kind and w.session.live.mine:
            return g
        play_by_clicks(w, rng.choice(g.legal_moves()))
    return None


# ------------------------------------------------------------------------------------------------ whole games
def test_lazy_export_and_board_is_the_shared_anywidget_board():
    import anywidget

    from arkwidgets.ui.board import Board

    w = new_widget()
    assert nova.GameWidget is type(w) and isinstance(w.board, Board) and isinstance(w.board, anywidget.AnyWidget)
    assert w.board.svg.startswith("<svg") and "ark-board" in w.board.svg
    assert isinstance(w.board_keys, anywidget.AnyWidget) and "r" in w.board_keys.letters


def test_a_solo_game_to_the_end_by_clicks_only():
    w = new_widget(seed=5, players=["You"], bots=0)
    rng = random.Random(1)
    how = Counter()
    children, buttons, board = list(w.children), list(w.offer_buttons), w.board
    while w.game.phase != "over":
        move = rng.choice(w.game.legal_moves())
        how[play_by_clicks(w, move)] += 1
    assert w.game.phase == "over" and len(w.game.names) == 1
    assert "ark-scores" in w.scores.value and "Game over" in w.banner.value
    assert how["strip"] > 0 and how["button"] > 0 and how["board"] > 0  # every kind of control was used
    assert list(w.children) == children and list(w.offer_buttons) == buttons and w.board is board  # never rebuilt


def test_a_two_player_game_against_random_bot_to_the_end():
    w = new_widget(seed=2, players=["You"], bots=1)
    rng = random.Random(1)
    kinds = Counter()
    while True:
        w.run_bots()
        if w.game.phase == "over":
            break
        move = rng.choice(w.game.legal_moves())
        play_by_clicks(w, move)
        kinds[type(move).__name__] += 1
    assert w.game.phase == "over" and "ark-scores" in w.scores.value
    bot_moves = [e for e in w.game.history if e.player == "Bot 1"]
    assert bot_moves and sum(kinds.values()) + len(bot_moves) == len(w.game.history)
    assert kinds["Build"] and kinds["PlayAnimal"] and kinds["ChooseAction"]  # built and played animals by mouse


# ------------------------------------------------------------------------------------------------ action cards
def test_action_card_shows_its_strength_slot_plus_x_tokens_n_turn_3_n_x_2():
    w = new_widget(seed=3, players=["You"], bots=0)
    keep_first(w)
    c = w.session.active
    p = w.game.players[0]
    name = p.action_cards[3]
    send(w, action=name)
    assert c.action == name and f"strength {p.slot(name)}" in w.status.value
    assert f"strength {p.slot(name)}" in button(w, f"action:{name}").description
    assert len(w.game.history) == 1  # selecting changes nothing


def test_spending_x_tokens_you_do_not_hold_is_refused_and_changes_nothing_n_x_2():
    w = new_widget(seed=3, players=["You"], bots=0)
    keep_first(w)
    before = w.game.to_json()
    assert w.game.players[0].x_tokens == 0
    w.x_tokens.value = 2
    press(w, "action:build")
    assert "N-X-2" in w.status.value and "Nothing changed" in w.status.value
    assert w.game.to_json() == before
    assert "N-X-2" in w.checks.value if w.inside.selected_index == 0 else True


# ------------------------------------------------------------------------------------------------ build
def build_question(seed: int = 3):
    w = new_widget(seed=seed, players=["You"], bots=0)
    keep_first(w)
    press(w, "action:build")
    assert w.game.decision.kind == "build"
    return w


def test_build_pick_rotate_hover_judge_then_place():
    w = build_question()
    c = w.session.active
    legal = [m for m in w.game.legal_moves() if isinstance(m, Build) and m.rotation is not None]
    target = legal[0]
    press(w, f"building:{target.kind}")
    assert c.picker.kind == target.kind and "data-target" in w.board.svg  # legal anchors marked ✓
    for _k in range(6):
        if c.picker.rotation == target.rotation:
            break
        w.key("r")  # the R key turns the building
    assert c.picker.rotation == target.rotation
    w.hover(f"{target.hex[0]},{target.hex[1]}")
    assert "✓" in w.status.value and c.verdict.legal and len(w.game.history) == 2  # judged, not built
    assert 'data-ghost="' in w.board.svg
    send(w, hex=f"{target.hex[0]},{target.hex[1]}")
    assert w.game.history[-1].move == target


def test_illegal_build_shows_rule_ids_and_changes_nothing_n_build_7_n_build_8():
    w = build_question()
    c = w.session.active
    press(w, "building:enclosure-3" if button(w, "building:enclosure-3") else w.offer_keys[0])
    zoo = w.game.players[0]
    from arkwidgets.nova.zoomap import load_map

    rock = min(load_map(zoo.map_id).rock)
    before = w.game.to_json()
    where = f"{rock[0]},{rock[1]}"
    send(w, hex=where)  # judge
    send(w, hex=where)  # and try to build there
    assert "N-BUILD-7" in w.status.value and "✗" in w.status.value
    assert w.game.to_json() == before and c.verdict is not None and not c.verdict.legal
    assert 'data-verdict="illegal"' in w.board.svg  # the ghost shows ✗ with its rule ids
    assert "N-BUILD-7" in re.search(r'data-ghost="[^"]*"[^>]*data-rules="([^"]*)"', w.board.svg).group(1)


def test_rotate_button_and_cancel():
    w = build_question()
    c = w.session.active
    kind = next(k[len("building:"):] for k in w.offer_keys if k.startswith("building:enclosure-2"))
    press(w, f"building:{kind}")
    press(w, "rotate")
    assert c.picker.rotation == 1
    w.key("escape")
    assert c.picker is None and button(w, "rotate") is None


# ------------------------------------------------------------------------------------------------ animals
def test_animals_pick_a_card_see_which_enclosures_fit_and_why_not():
    rng = random.Random(4)
    for seed in range(6):
        w = new_widget(seed=seed, players=["You"], bots=1)
        g = to_question(w, "animals", rng)
        if g is None:
            continue
        plays = [m for m in g.legal_moves() if isinstance(m, PlayAnimal) and isinstance(m.home, tuple)]
        enclosures = [b for b in g.players[0].buildings if b.type.startswith("enclosure-")]
        if not plays or len(enclosures) < 2:
            continue
        move = plays[0]
        send(w, card=move.card, zone="hand") if move.folder is None else send(
            w, card=move.card, folder=move.folder, zone="display")
        marks = w.session.active.targets()
        fit = {k for k, v in marks.items() if v.legal}
        assert f"{move.home[0]},{move.home[1]}" in fit and f"{move.home[0]},{move.home[1]}" in w.status.value
        bad = [(k, v) for k, v in marks.items() if not v.legal]
        if bad:
            before = g.to_json()
            send(w, hex=bad[0][0])  # an enclosure that does not fit: its rule ids, nothing changes
            assert bad[0][1].rules[0] in w.status.value and g.to_json() == before
        send(w, hex=f"{move.home[0]},{move.home[1]}")
        assert g.history[-1].move == move
        return
    pytest.skip("no animals question with two enclosures within the seeds tried")


# ------------------------------------------------------------------------------------------------ safety
def test_hostile_names_are_escaped_everywhere():
    hostile = '<img src=x onerror="alert(1)">'
    w = nova.GameWidget(players=[hostile], bots=1, seed=3, autoplay=False)
    keep_first(w)
    w.run_bots()
    press(w, "action:cards") if button(w, "action:cards") else None
    for text in html_traits(w):
        assert "<img" not in text, text[:200]
    assert any("&lt;img" in text for text in html_traits(w))  # the name is shown, escaped


def test_hidden_information_is_absent_from_every_trait():
    """N-TURN-8: the bot's hand and final scoring cards, and the deck order, never reach the browser."""
    w = new_widget(seed=2, players=["You"], bots=1)
    rng = random.Random(3)
    for _step in range(25):
        w.run_bots()
        g = w.game
        if g.phase == "over":
            break
        bot = g.players[1]
        hidden = [card_word(n) for n in bot.hand] + [f'data-card="{n}"' for n in bot.hand]
        if g.decision.kind == "keep" and g.decision.player == 1:
            hidden += [card_word(n) for n in g.decision["cards"]]
        texts = all_traits(w)
        for text in texts:
            for secret in hidden:
                assert secret not in text, (secret, text[:120])
        state = json.loads(w.state_json.value)
        assert "hand" not in state["players"][1] and "final_cards" not in state["players"][1]
        assert "deck" not in state["table"]
        w.session.step_to(0)  # step-through shows the past from the same seat
        w.refresh()
        for text in all_traits(w):
            for secret in hidden:
                assert secret not in text
        w.session.now()
        w.refresh()
        play_by_clicks(w, rng.choice(g.legal_moves()))


def test_clicks_when_it_is_not_your_turn_change_nothing():
    w = new_widget(seed=2, players=["You"], bots=1)
    if not w.session.live.bot_to_act:
        keep_first(w)
    assert w.session.live.bot_to_act
    before = w.game.to_json()
    send(w, action="build")
    send(w, hex="3,4")
    assert w.game.to_json() == before and "bot" in w.status.value.lower()


def test_a_click_on_an_old_board_is_ignored():
    w = new_widget(seed=3, players=["You"], bots=0)
    old = w.board.rev
    keep_first(w)
    before = w.game.to_json()
    w.board._handle_custom_msg({"kind": "click", "rev": old, "action": "build"}, [])
    assert w.game.to_json() == before and "changed before that click" in w.status.value


# ------------------------------------------------------------------------------------------------ time
def test_step_through_setup_and_moves_with_rule_ids_then_whatif_and_branch():
    w = new_widget(seed=3, players=["You"], bots=0)
    keep_first(w)
    press(w, "action:cards")
    w.nav_buttons[0].click()  # |◀ Start
    first = w.game.setup_events[0]
    assert w.session.mode == "replay" and "Stepping through" in w.banner.value
    assert f"<code>{first.rule}</code>" in w.status.value and first.rule.startswith("N-")
    before = w.game.to_json()
    send(w, action="build")
    assert w.game.to_json() == before  # the board does not play while stepping
    w.nav_buttons[4].click()  # ▶▶ one move forward: the first move
    assert w.session.timeline.steps[w.session.step_index].moves == 1
    w.whatif_start.click()
    assert w.session.mode == "whatif" and "WHAT-IF" in w.banner.value
    moves = len(w.session.active.game.history)
    play_by_clicks(w, w.session.active.game.legal_moves()[0])
    assert len(w.session.active.game.history) == moves + 1 and w.game.to_json() == before
    w.whatif_branch.click()
    assert w.session.mode == "live" and len(w.branches) == 1 and len(w.game.history) == moves + 1


def test_undo_takes_back_your_move_and_the_bots_after_it():
    w = new_widget(seed=2, players=["You"], bots=1)
    w.run_bots()
    keep_first(w)
    w.run_bots()
    mine = len(w.game.history)
    play_by_clicks(w, w.game.legal_moves()[0])
    w.run_bots()
    w.undo.click()
    assert len(w.game.history) == mine and w.session.live.mine


def test_language_switch_keeps_the_game_and_rewrites_the_labels():
    w = new_widget(seed=3, players=["You"], bots=0, lang="fr")
    keep_first(w)
    before = w.game.to_json()
    fr = button(w, "action:build").description
    w.language.value = "zh"
    zh = button(w, "action:build").description
    assert w.game.to_json() == before and fr != zh
    assert "强度" in zh and "force" in fr
    w.language.value = "en"
    assert "strength" in button(w, "action:build").description
