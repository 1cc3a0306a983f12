"""Issue 15 (ready for a classroom projector), items 2, 4, 5, 6 and 7, in plain Python: the words a class reads,
the controls that say the truth, a step-through that agrees with itself."""

from __future__ import annotations

import random
import re

import pytest

pytest.importorskip("ipywidgets")
pytest.importorskip("anywidget")

from widget_driver import cabin_click, first_game_where, hand_click, new_widget, play_by_clicks, to_human_turn

import arkwidgets as ark
from arkwidgets.ark.rulebook import RULES, SHORT, short_name, worded
from arkwidgets.ark.widgets.timeline import Timeline


def rule_ids_in_docs() -> set[str]:
    from pathlib import Path

    text = (Path(__file__).parent.parent / "docs" / "rules.md").read_text(encoding="utf-8")
    return set(re.findall(r"^### ([STPAFRED]-[0-9]+[a-z]?)$", text, re.M))


def illegal_selection(w: ark.GameWidget) -> tuple[str, list[str]]:
    """Select hand cards until one has ✗ cabins; (card, the illegal cabins)."""
    c = w.session.live
    for x in w.game.current_player.hand:
        hand_click(w, x.id)
        bad = [k for k, v in c.targets().items() if not v.legal]
        if bad:
            return x.id, bad
    raise AssertionError("no card with an illegal cabin")


# ------------------------------------------------------------------------------------------------ 2. rules in words
def test_every_rule_id_has_a_short_name_in_every_language():
    ids = rule_ids_in_docs()
    assert ids and ids == set(RULES) == set(SHORT)
    for lang in ("en", "zh", "fr"):
        with ark.language(lang):
            names = {r: short_name(r) for r in ids}
            assert all(names.values()), [r for r, n in names.items() if not n]
            assert all(len(n.split()) <= 3 for n in names.values()) or lang == "zh"
    assert worded("P-5") == "P-5 food" and worded("P-3") == "P-3 tilt" and worded("X-9") == "X-9"
    with ark.language("fr"):
        assert worded("P-5") == "P-5 provision"
    with ark.language("zh"):
        assert worded("P-5") == "P-5 粮食"


def test_rule_pills_on_the_board_say_the_rule_in_words():
    a = ark.Ark.parse("T: zebra / B: lion")
    targets = {cab: a.check("dried-meat", cab) for cab in a.positions()}
    assert any("P-5" in v.rules for v in targets.values())
    svg = ark.render(a, targets=targets)
    assert "P-5 food</text>" in svg
    with ark.language("fr"):
        assert "P-5 provision</text>" in ark.render(a, targets=targets)


def test_pills_fit_in_the_cabin_and_a_full_cabin_keeps_its_label_row():
    from arkwidgets.ark.drawing.arkboard import CABIN_W
    from arkwidgets.ui.svg import text_width

    a = ark.Ark.parse("T: zebra+gazelle+llama / B: lion")
    targets = {cab: a.check("dried-meat", cab) for cab in a.positions()}
    svg = ark.render(a, targets=targets)
    for size, label in re.findall(r'font-size="([0-9.]+)"[^>]*font-weight="bold">([^<]*P-[0-9][^<]*)</text>', svg):
        assert text_width(label, float(size), bold=True) <= CABIN_W - 10, label
    full = re.search(r'<g data-cabin="T1"[^>]*data-rules="([^"]*)"', svg)
    assert full and len(full.group(1).split()) >= 2  # two rules: words would not fit in the label row
    # the full cabin's badge stays in its label row (no pill over the top card): no pill rect in that group
    group = svg[full.start():svg.index('<g data-cabin="T2"', full.start())]
    assert 'height="16" rx="4"' not in group


def test_the_status_lists_every_illegal_cabin_with_its_reasons_in_words():
    w, _moves = first_game_where(lambda g, m: g.phase == "play", seeds=range(3, 30))
    _card, bad = illegal_selection(w)
    status = w.status.value
    c = w.session.live
    for cabin in bad:
        assert f"<b>{cabin}</b>:" in status
        for v in c.targets()[cabin].violations:
            assert v.rule in status and short_name(v.rule) in status and v.message in status


# ------------------------------------------------------------------------------------------------ 4. nothing missed
def test_every_bot_move_since_your_last_turn_stays_in_the_status():
    for seed in range(11, 60):  # a round where a bot draws (its top card is hidden from you)
        w = new_widget(seed=seed)
        to_human_turn(w)
        play_by_clicks(w, ark.Draw(1))
        before = len(w.game.history)
        w.run_bots()
        bot_entries = w.game.history[before:]
        if any(isinstance(e.move, ark.Draw) for e in bot_entries):
            break
    assert len(bot_entries) >= 2 and w.session.live.human_to_act
    status = w.status.value
    assert "Since your last turn:" in status
    seen = w.session.live.since_last_turn()
    assert [e.player for e in seen] == [e.player for e in bot_entries]
    for e in seen:
        assert f"<b>{e.player}: {e.move}</b>" in status
    # never another seat's hidden card: a bot's drawn top card is told as the viewer may see it, not as it is
    from arkwidgets.ark.redact import public_events
    from arkwidgets.markup import esc

    hidden = 0
    for e in bot_entries:
        line = status.split(f"<b>{e.player}: {e.move}</b>")[1].split("<br>")[0].split("</div>")[0]
        for ev, seen_ev in zip(e.events, public_events(e.events, w.game.names[0]), strict=True):
            if ev.kind == "draw-deck" and ev.data.get("card") is not None:
                hidden += 1
                assert esc(seen_ev.text) in line
                assert w.game.deck.card(ev.data["card"]).local_name not in line
    assert hidden
    assert "Your turn" in status  # and then what to do now
    # ... and every cabin those bot moves touched is outlined on the board, not only the last move's
    import xml.etree.ElementTree as ET

    board = ET.fromstring(w.session.svg())
    marked = {e.get("data-cabin") for e in board.iter() if e.get("class") == "ark-last"}
    touched = {ev.data["cabin"] for e in bot_entries for ev in e.events
               if ev.kind in ("place", "evict", "open") and isinstance(ev.data.get("cabin"), str)}
    last_only = {ev.data["cabin"] for ev in bot_entries[-1].events if isinstance(ev.data.get("cabin"), str)}
    assert touched and marked == touched and touched != last_only  # more than the last move is marked


def test_rain_and_phase_changes_get_an_alert_banner():
    w, _moves = first_game_where(lambda g, m: g.phase == "pets", seeds=range(80))
    assert "ark-alert" in w.banner.value and 'role="alert"' in w.banner.value
    assert "Rain card 2 of 5" in w.banner.value and "Rain 2 of 5 — choose a pet" in w.banner.value


def test_a_rain_card_gives_an_alert_and_a_human_move_clears_it():
    for seed in range(40):
        w = new_widget(seed)
        rng = random.Random(seed)
        for _ in range(200):
            to_human_turn(w)
            if w.game.phase != "play" or w.game.rain_drawn:
                break
            play_by_clicks(w, rng.choice(w.game.legal_moves()))
        if w.game.phase == "play" and w.game.rain_drawn == 1:
            break
    else:
        raise AssertionError("no game with a first rain card")
    assert "ark-alert" in w.banner.value and "Rain card 1 of 5" in w.banner.value
    play_by_clicks(w, ark.Draw(1))
    if w.game.rain_drawn == 1:
        assert "ark-alert" not in w.banner.value


def test_the_pets_phase_names_the_cards_that_may_be_a_pet():
    w, _moves = first_game_where(lambda g, m: g.phase == "pets", seeds=range(80))
    c = w.session.live
    hand = w.game.current_player.hand
    may = [x for x in hand if x.can_be_pet]
    assert c.may_be_pets() == [x.id for x in may]
    if may:
        assert "May be a pet:" in w.status.value
        for x in may:
            assert x.local_name in w.status.value
        for x in hand:
            if not x.can_be_pet:
                assert f"{x.local_name}." not in w.status.value.split("May be a pet:")[1]
    else:
        assert "No card in this hand may be a pet." in w.status.value


def test_your_own_pet_stays_visible_to_you():
    w, moves = first_game_where(lambda g, m: g.phase == "pets" and any(isinstance(x, ark.Pet) and x.card for x in m),
                                seeds=range(80))
    pet = next(x for x in moves if isinstance(x, ark.Pet) and x.card)
    play_by_clicks(w, pet)
    w.run_bots()
    assert w.game.players[0].pet is not None and w.game.players[0].pet.id == pet.card
    to_human_turn(w)
    if w.game.phase != "over":  # the board draws it face down (D-3): the status names it for you
        assert f"Your pet: {w.game.players[0].pet.local_name}" in w.status.value


def test_an_error_keeps_the_instructions():
    w, _moves = first_game_where(lambda g, m: g.phase == "play", seeds=range(3, 30))
    _card, bad = illegal_selection(w)
    cabin_click(w, bad[0])
    status = w.status.value
    assert "ark-error" in status and "Nothing changed" in status
    assert 'class="ark-prompt"' in status and "Your turn" in status


# ------------------------------------------------------------------------------------------------ 5. controls
def test_with_auto_play_on_there_is_no_bot_step_prompt_nor_button():
    w = ark.GameWidget(seed=7, bots=2, autoplay=True)
    w.session.live.autoplay = True
    g = w.game
    if not w.session.live.bot_to_act:
        play_by_clicks(w, ark.Draw(1))
    assert w.session.live.bot_to_act
    w.refresh()
    assert "Bot step" not in w.status.value and w.bot_step_button.layout.display == "none"
    assert w.autoplay.description == "Auto-play: on"
    w.autoplay.value = False
    assert w.autoplay.description == "Auto-play: off"
    assert w.bot_step_button.layout.display != "none" and "Bot step" in w.session.live.prompt()
    assert g is w.game


def test_game_over_shows_one_plain_score_table_a_rematch_and_no_playing_controls():
    w = new_widget(seed=5)
    rng = random.Random(5)
    for _ in range(600):
        to_human_turn(w)
        if w.game.phase == "over":
            break
        play_by_clicks(w, rng.choice(w.game.legal_moves()))
    assert w.game.phase == "over"
    scores = w.scores.value
    assert scores.count("<table") == 1 and "E-2/E-3" not in scores and "(E-4)" not in scores
    assert "Heavy animals" in scores and "Food" in scores and ">Total<" in scores
    winner = w.game.scores().winners[0]
    assert re.search(rf'<p class="ark-winner"><b>{re.escape(winner)} (wins|share)', scores)
    for b in (w.end_turn, w.cancel, w.no_pet, w.pass_button, w.bot_step_button, w.autoplay, w.pace):
        assert b.layout.display == "none"
    assert w.rematch.layout.display != "none" and w.rematch.description == "New game / Rematch"
    names, seats, old = w.game.names, list(w.session.live.seats), w.game
    w.rematch.click()
    assert w.game is not old and w.game.names == names and w.session.live.seats == seats
    assert w.game.phase == "play" and not w.game.history and w.rematch.layout.display == "none"
    assert old in w.branches


# ------------------------------------------------------------------------------------------------ 6. step-through
def test_setup_drawing_agrees_with_the_caption():
    for seed in range(12):
        w = new_widget(seed)
        t = w.session.timeline
        for i, step in enumerate(t.steps):
            if step.setup_index is None:
                break
            w.session.step_to(i)
            w.refresh()
            if w.session.mode != "replay":  # the last step with no move yet is the present: new cabins open
                continue
            svg = w.board.svg
            assert 'data-new="1"' not in svg and "(1 disc)" not in svg  # nobody opens a cabin in setup
            e = step.event
            if e.kind == "turn-over" and e.data.get("kept"):  # the cabin the caption fills is drawn with its card
                m = re.search(rf'<g data-cabin="{e.data["cabin"]}".*?</g></g>', svg, re.S)
                assert m and f'data-card="{e.data["card"]}"' in m.group(0), (seed, i, e.data)
            board = t.board_at(i)
            if isinstance(board, ark.Ark):
                assert -2 <= board.tilt <= 2, (seed, i, board.tilt)  # the disc stays on the track


def test_the_slider_and_the_caption_count_the_same_step():
    w = new_widget(seed=3)
    w.nav_buttons[0].click()
    for _k in range(5):
        shown = re.search(r"<b>([0-9]+)/([0-9]+)</b>", w.status.value)
        assert shown and w.step_count.value == f"<b>{shown.group(1)}/{shown.group(2)}</b>"
        assert int(shown.group(1)) == w.slider.value + 1 and not w.slider.readout
        w.nav_buttons[3].click()


def test_inside_the_engine_shows_the_replayed_moment():
    w = new_widget(seed=7)
    to_human_turn(w)
    play_by_clicks(w, ark.Draw(1))
    w.run_bots()
    w.inside.selected_index = 0
    present = w.state_json.value
    starts = w.session.timeline.move_starts()
    w.slider.value = starts[1]  # during move 1: the state before the later moves
    assert w.session.mode == "replay"
    replayed = w.session.shown_game()
    assert len(replayed.history) < len(w.game.history)
    assert w.state_json.value != present
    assert f'"turn": {len(replayed.history)}' in w.state_json.value or w.state_json.value == w.session.state_json()


# ------------------------------------------------------------------------------------------------ 7. words
def test_the_default_player_is_a_name_not_a_pronoun_in_every_language():
    for lang, first in (("en", "Player 1"), ("zh", "玩家1"), ("fr", "Joueur 1")):
        w = new_widget(seed=7, lang=lang)
        assert w.game.names[0] == first
        assert "(you) (you)" not in w.board.svg and "You (you)" not in w.board.svg
    w = new_widget(seed=7)
    to_human_turn(w)
    assert "Your turn" in w.status.value


def test_default_names_follow_the_language_and_typed_names_never_change():
    """Issue 15.7: "Player 1" becomes "玩家1" / "Joueur 1" with the menu; the game is the same (seed, moves, state)."""
    w = new_widget(seed=7)
    to_human_turn(w)
    play_by_clicks(w, ark.Draw(1))
    w.run_bots()
    before = w.game
    w.language.value = "zh"
    assert w.game.names == ("玩家1", "机器人1", "机器人2")
    assert w.game.moves == before.moves and w.game.state_dict() == before.state_dict()
    assert "玩家1" in w.board.svg and "Player 1" not in w.board.svg and "Player 1" not in w.status.value
    assert [s.moves for s in w.session.timeline.steps] == [s.moves for s in Timeline(before).steps]
    assert all("Player 1" not in line for line in w.session.log_entries())
    w.language.value = "en"
    assert w.game.names == before.names and w.game.to_json() == before.to_json()  # there and back: the same save
    typed = new_widget(seed=7, players=["Eve"])
    typed.lang = "fr"
    assert typed.game.names == ("Eve", "Robot 1", "Robot 2")
    given = new_widget(game=ark.Game.new(["Ann", "Ben", "Cleo"], seed=3))
    given.lang = "zh"
    assert given.game.names == ("Ann", "Ben", "Cleo")  # a game passed in keeps the names it has


def test_renamed_replays_the_same_game_and_refuses_what_it_cannot():
    game = ark.Game.new(["Ann", "Ben", "Cleo"], seed=11)
    rng = random.Random(11)
    for _k in range(12):
        game.play(game.random_move(rng))
    other = game.renamed(["Xu", "Yan", "Zoe"])
    assert other.names == ("Xu", "Yan", "Zoe") and other.moves == game.moves
    assert other.state_dict() == game.state_dict() and game.names == ("Ann", "Ben", "Cleo")
    assert [e.player for e in other.history] == [{"Ann": "Xu", "Ben": "Yan", "Cleo": "Zoe"}[e.player]
                                                 for e in game.history]
    with pytest.raises(ValueError, match="one per seat"):
        game.renamed(["Xu", "Yan", "Zoe", "Ann"])
    with pytest.raises(ValueError):
        game.renamed(["Xu", "Xu", "Zoe"])
    with pytest.raises(ark.ArkError, match="cannot be renamed"):
        ark.resample(game, 0, random.Random(1)).renamed(["Xu", "Yan", "Zoe"])


def test_the_language_menu_has_a_text_label():
    w = new_widget(seed=7)
    assert w.language.description == "Language / 语言 / Langue"
    assert "🌐" not in w.language.description


def test_the_apps_intro_follows_the_language_menu():
    """Issue 15.7: the classroom app's introduction is written again in the language the learner picks."""
    w = new_widget(seed=7)
    intro = ark.classroom_intro(w)
    english = intro.value
    assert "You play as <b>" in english and "against 2 bots" in english and "End turn" in english
    assert "P-5 food" in english and "P-3 tilt" in english  # worded rule pills, each with its summary as a tooltip
    assert 'title="P-5: ' in english
    w.language.value = "fr"  # what the menu does
    assert intro.lang == "fr" and "Finir le tour" in intro.value and "P-5 provision" in intro.value
    assert w.lang == "fr"
    w.lang = "zh"  # and what a program does: the menu follows, so the intro does
    assert "结束回合" in intro.value and " " not in intro.value.split("</abbr>")[-1]
    w.language.value = "en"
    assert intro.value == english


def test_the_intro_escapes_a_typed_name_and_refuses_an_app_without_a_menu():
    w = new_widget(seed=7, players=["<b>Eve</b>"])
    assert "&lt;b&gt;Eve&lt;/b&gt;" in ark.classroom_intro(w).value
    from arkwidgets.ui.intro import FollowsLanguage

    with pytest.raises(TypeError, match="language menu"):
        FollowsLanguage(object(), lambda: "")  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="write must be a function"):
        FollowsLanguage(w, "text")  # type: ignore[arg-type]


def test_the_page_title_follows_the_language_menu():
    """Issue 24.8: in Voila the browser's tab names the app in the language picked (the board carries the words)."""
    w = new_widget(seed=7)
    ark.classroom_intro(w)
    assert w.board.page_title == "Ark — the table"
    w.language.value = "zh"
    assert w.board.page_title == "方舟 — 桌面"
