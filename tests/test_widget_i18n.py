"""The widgets in Chinese and French: labels, banners, status lines, verdicts and the board, switched live."""

from __future__ import annotations

import html
import random
import re

import pytest

pytest.importorskip("ipywidgets")
pytest.importorskip("anywidget")

from widget_driver import (
    cabin_click,
    first_game_where,
    hand_click,
    new_widget,
    play_by_clicks,
    to_human_turn,
)

import arkwidgets as ark
from arkwidgets.ark.cards import DECK

CJK = re.compile(r"[\u4e00-\u9fff]")
# Words that stay the same in every language: the move notation ("play lion@T2 boost slow", "pet none", "draw 1")
# and the card ids in it (docs/languages.md). Rule ids (P-4) and cabin ids (T1) have fewer than three letters.
NOTATION = {"play", "draw", "pet", "pass", "take", "evict", "boost", "plain", "none",
            "heavy", "slow", "shy", "useful", "food"}
CARD_IDS = {part for c in DECK for part in c.id.split("-")}


def visible_texts(w: ark.GameWidget) -> list[str]:
    """Everything a learner reads in the game widget (with "Inside the engine" open), as plain text."""
    buttons = [w.end_turn, w.cancel, w.no_pet, w.pass_button, w.reveal, w.undo, w.bot_step_button, w.moves_play,
               w.whatif_start, w.whatif_branch, w.whatif_back, *w.nav_buttons, *w.choice_buttons]
    texts = [w.banner.value, w.status.value, w.scores.value, w.autoplay.description, w.autoplay.tooltip,
             w.pace.description, w.slider.description, w.language.tooltip, w.inside.get_title(0),
             w.moves_filter.placeholder, w.moves_count.value, w.checks.value, w.bot_thoughts.value,
             *(h.value for h in w.inside_headings), *w.log_list.options]
    texts += [t for b in buttons if b.layout.display != "none" for t in (b.description, b.tooltip)]
    return [html.unescape(re.sub(r"<[^>]+>", " ", t)) for t in texts if t]


def english_words(texts: list[str]) -> set[str]:
    words = set()
    for t in texts:
        for word in re.findall(r"[A-Za-z]{3,}", t):
            if word.lower() not in NOTATION and word not in CARD_IDS:
                words.add(word)
    return words


def chinese(text: str) -> bool:
    return bool(CJK.search(text))


# ------------------------------------------------------------------------------------------------ Chinese
def test_a_chinese_widget_has_chinese_buttons_status_and_board():
    w = new_widget(seed=7, lang="zh")
    to_human_turn(w)
    assert w.lang == "zh" and w.language.value == "zh"
    assert w.game.names == ("玩家1", "机器人1", "机器人2")  # the default names are Chinese too
    assert (w.undo.description, w.end_turn.description, w.no_pet.description, w.pass_button.description) == (
        "撤销", "结束回合", "不要宠物", "放弃")
    assert w.whatif_start.description == "从这里试一试" and w.inside.get_title(0) == "引擎内部"
    assert "轮到你了" in w.status.value
    g = w.game
    for c in g.current_player.hand:  # the board names the cards in Chinese
        assert c.name_zh in w.board.svg
    for cabin in g.ark.cabins:
        for c in g.ark.cabin(cabin):
            assert c.name_zh in w.board.svg
    assert not english_words(visible_texts(w))


def test_chinese_banners_for_the_pets_and_the_final_round():
    w, _moves = first_game_where(lambda g, m: g.phase == "pets", lang="zh")
    assert "第2张雨卡（共5张） — 选择一只宠物" in w.banner.value and "宠物" in w.status.value
    assert w.no_pet.layout.display != "none" and w.no_pet.description == "不要宠物"
    w, _moves = first_game_where(lambda g, m: g.phase == "final", lang="zh")
    assert "第5张雨卡（共5张） — 最后一轮" in w.banner.value
    assert "最后一轮" in w.status.value and w.pass_button.description == "放弃"


def test_an_illegal_click_in_chinese_names_the_rule_then_switches_to_french():
    w, _moves = first_game_where(lambda g, m: g.phase == "play", lang="zh")
    c = w.session.live
    g = w.game
    bad: list[str] = []
    for x in g.current_player.hand:
        hand_click(w, x.id)
        bad = [k for k, v in c.targets().items() if not v.legal]
        if bad:
            break
    assert bad
    before = g.to_json()
    cabin_click(w, bad[0])
    assert g.to_json() == before
    rules = c.targets()[bad[0]].rules
    status = w.status.value
    assert rules[0] in status and "什么都没有改变" in status and "ark-error" in status
    message = re.search(rf"<b>{re.escape(rules[0])}</b>([^<]*)", status)
    assert message and chinese(message.group(1))  # the rule's message is Chinese, not only the frame
    w.inside.selected_index = 0
    assert rules[0] in w.checks.value and chinese(w.checks.value)
    assert not english_words(visible_texts(w))

    w.language.value = "fr"  # the same verdict, written again in French
    status = w.status.value
    assert rules[0] in status and "Rien n'a changé" in status and not chinese(status)
    assert rules[0] in w.checks.value and not chinese(w.checks.value)
    assert g.to_json() == before and c.selected is not None


def test_no_english_is_left_in_a_whole_chinese_game():
    w = new_widget(seed=21, lang="zh")
    w.inside.selected_index = 0
    rng = random.Random(21)
    seen: set[str] = set()
    banners = set()
    for _ in range(400):
        to_human_turn(w)
        w.refresh()
        seen |= english_words(visible_texts(w))
        banners.add(w.banner.value)
        if w.game.phase == "over":
            break
        moves = w.game.legal_moves()
        play_by_clicks(w, rng.choice(moves))
        seen |= english_words(visible_texts(w))
    assert w.game.phase == "over"
    assert "ark-scores" in w.scores.value and "总分" in w.scores.value and "获胜" in w.banner.value
    assert any("雨卡" in b for b in banners)
    w.nav_buttons[0].click()  # step through from the start of setup
    for _ in range(12):
        seen |= english_words(visible_texts(w))
        w.nav_buttons[3].click()
    assert "准备" in w.banner.value
    assert not seen, seen


# ------------------------------------------------------------------------------------------------ switching live
def test_the_dropdown_switches_everything_live_and_keeps_the_game():
    w = new_widget(seed=5, lang="zh")
    rng = random.Random(5)
    for _ in range(3):
        to_human_turn(w)
        play_by_clicks(w, rng.choice(w.game.legal_moves()))
    to_human_turn(w)
    g = w.game
    hand = g.current_player.hand[0]
    hand_click(w, hand.id)
    children, board, before, index = list(w.children), w.board, g.to_json(), w.session.step_index
    zh_svg = w.board.svg
    assert hand.name_zh in w.board.svg and chinese(w.status.value)

    w.language.value = "fr"
    assert w.lang == "fr" and w.session.live.lang == "fr"
    assert (w.undo.description, w.end_turn.description, w.cancel.description) == (
        "Annuler le coup", "Finir le tour", "Annuler")
    assert w.inside.get_title(0) == "Dans le moteur" and w.slider.description == "Événement"
    assert "permis en" in w.status.value or "aucune place permise" in w.status.value
    assert not chinese(w.status.value)
    assert hand.name_fr in w.board.svg and w.board.svg != zh_svg  # (a card's description also gives its other names)
    # the same game under its French default names (issue 15: names follow the language), the same selection,
    # the same widgets: nothing else rebuilt
    assert g.to_json() == before and w.board is board and list(w.children) == children
    assert w.game.names == ("Joueur 1", "Robot 1", "Robot 2") and w.game.moves == g.moves
    assert w.game.state_dict() == g.state_dict()
    assert w.session.live.selected == hand.id and w.session.step_index == index

    w.nav_buttons[0].click()  # stepping through speaks French as well, and switches back to Chinese in place
    assert "Pas à pas — Mise en place" in w.banner.value
    w.lang = "zh"
    assert "逐步回看 — 准备" in w.banner.value and w.session.mode == "replay" and w.slider.value == 0
    assert w.language.value == "zh"
    w.nav_buttons[5].click()
    assert w.session.mode == "live" and g.to_json() == before and w.game.names == g.names


def test_choice_buttons_and_whatif_follow_the_language():
    w = new_widget(seed=7, lang="fr")
    to_human_turn(w)
    w.whatif_start.click()
    assert "ET SI…" in w.banner.value and "[et si…]" in w.status.value
    assert w.whatif_back.description == "Retour à la partie" and w.whatif_branch.description == "Continuer d'ici"
    w.lang = "zh"
    assert "试走" in w.banner.value and w.whatif_back.description == "回到对局"
    w.whatif_back.click()
    assert w.session.mode == "live" and "回到对局" in w.status.value


def test_the_process_language_is_the_default():
    ark.set_language("fr")
    try:
        w = new_widget(seed=7)
        assert w.lang is None and w.language.value == "fr" and w.undo.description == "Annuler le coup"
        assert w.game.names[1] == "Robot 1"
    finally:
        ark.set_language("en")
    w.refresh()  # None follows the process
    assert w.undo.description == "Undo" and w.language.value == "en"
    with pytest.raises(ValueError):
        new_widget(seed=7, lang="de")


def test_english_is_unchanged_by_default():
    w = new_widget(seed=7)
    to_human_turn(w)
    assert w.game.names == ("Player 1", "Bot 1", "Bot 2") and w.undo.description == "Undo"
    assert "Your turn" in w.status.value and w.language.value == "en"


# ------------------------------------------------------------------------------------------------ what-if widget
def test_whatif_widget_in_french_then_chinese():
    x = ark.WhatIfWidget("T: zebra / B: lion", hand=["gazelle", "penguin", "skunk"], lang="fr")
    assert "ET SI…" in x.banner.value and x.undo.description == "Annuler le coup"
    assert x.reset.description == "Recommencer" and "Cliquez sur une carte" in x.status.value
    assert "Gazelle" in x.board.svg and "Zèbre" in x.board.svg
    x.click(card="gazelle", zone="hand")
    assert "permis en" in x.status.value
    x.click(cabin="T1")  # the gazelle is shy and the lion sits opposite
    assert "P-6" in x.status.value and "Rien n'a changé" in x.status.value
    assert str(x.ark) == "T: zebra / B: lion" and "inclinaison" in x.notation.value
    x.language.value = "zh"  # the verdict is written again in Chinese
    assert "P-6" in x.status.value and "什么都没有改变" in x.status.value and "瞪羚" in x.status.value
    assert "斑马" in x.board.svg and x.undo.description == "撤销" and "试走" in x.banner.value
    x.click(cabin="T2")
    x.click(card="skunk", zone="hand")
    x.click(cabin="B1")
    labels = [b.description for b in x.choice_buttons if b.layout.display != "none"]
    if labels:
        assert any("逐出狮子" in label for label in labels)
        x.lang = "fr"
        labels = [b.description for b in x.choice_buttons if b.layout.display != "none"]
        assert any("chasser Lion" in label for label in labels) and "Choisissez" in x.status.value


def test_whatif_widget_on_a_game_in_french():
    g = ark.Game.new(["Ann", "Ben", "Cy"], seed=4)
    x = ark.WhatIfWidget(g, lang="fr")
    gw = x.game_widget
    assert x.lang == "fr" and "ET SI…" in gw.banner.value and "[et si…]" in gw.status.value
    play_by_clicks(gw, gw.session.whatif.game.legal_moves()[0])
    assert len(g.history) == 0 and not chinese(gw.status.value)
    x.lang = "zh"
    assert chinese(gw.status.value) and gw.whatif_branch.description == "从这里接着下"


def test_an_error_line_is_written_again_after_a_switch(monkeypatch):
    w = new_widget(seed=7, lang="zh")
    to_human_turn(w)
    c = w.session.live

    def broken(msg):
        raise RuntimeError("boom")

    monkeypatch.setattr(c, "_click", broken)
    w.click(cabin="T1")
    assert "出错了" in w.status.value and "boom" in w.status.value
    w.lang = "fr"  # the error itself is gone by now: its words were kept, not the exception
    assert "Quelque chose s'est mal passé" in w.status.value and "boom" in w.status.value
