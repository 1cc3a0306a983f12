"""The drawing in Chinese and French (issue 7): ``render(..., lang=...)`` translates every label, name and tooltip.

These tests read the compiled catalogs in ``arkwidgets/locale`` (``python -m arkwidgets.i18n compile``); they need
no CJK font (nothing is rasterised here).
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest

import arkwidgets as ark
from arkwidgets import RandomBot
from arkwidgets.ark.cards import DECK, TYPES
from arkwidgets.ark.drawing import animate, render
from arkwidgets.ark.drawing.golden import finished_game, mid_game, teaching_ark
from arkwidgets.i18n import pgettext

SVG = "{http://www.w3.org/2000/svg}"
ZH_NAMES = ["安娜", "本杰明", "克莱奥", "黛芙"]
FR_NAMES = ["Amélie", "Benoît", "Céline", "Dédé"]
#: Words of the move notation, which is the same in every language (docs/languages.md), as in "play lion@T2".
NOTATION = {"draw", "play", "pet", "pass", "none", "evict", "boost", "take", "plain"}
CARD_IDS = {part for c in DECK for part in c.id.split("-")}
WORD = re.compile(r"[A-Za-z]{3,}")


def _game(names: list[str], seed: int = 7, moves: int = 24) -> ark.Game:
    game = ark.Game.new(names, seed=seed)
    bot = RandomBot(seed)
    for _ in range(moves):
        game.play(bot.choose(game))
    return game


@pytest.fixture(scope="module")
def zh_game() -> ark.Game:
    return _game(ZH_NAMES)


@pytest.fixture(scope="module")
def fr_game() -> ark.Game:
    return _game(FR_NAMES)


def _texts(svg: str, tags: tuple[str, ...] = ("text",)) -> list[str]:
    root = ET.fromstring(svg)
    return ["".join(el.itertext()) for tag in tags for el in root.iter(SVG + tag)]


def _structure(svg: str) -> list[tuple[str, tuple[tuple[str, str], ...]]]:
    """Every element's tag with its ids, classes and data- attributes: what must not depend on the language (a
    card's name that takes two lines in one language has its second line in a tspan, which carries none)."""
    root = ET.fromstring(svg)
    keep = ("id", "class")
    return [
        (el.tag, tuple(sorted((k, v) for k, v in el.attrib.items() if k in keep or k.startswith("data-"))))
        for el in root.iter()
        if el.tag != SVG + "tspan"
    ]


def _english_words(texts: list[str], names: tuple[str, ...] = ()) -> set[str]:
    """Latin words of 3+ letters that are not card ids, notation or the players' ``names``."""
    words = set()
    for text in texts:
        t = text
        for name in names:
            t = t.replace(name, " ")
        for w in WORD.findall(t):
            if w.lower() not in CARD_IDS and w not in NOTATION:
                words.add(w)
    return words


def _visible_cards(game: ark.Game, viewer: int) -> list:
    return [c for cabin in game.ark.cabins.values() for c in cabin] + list(game.players[viewer].hand) + list(
        game.display
    )


# --------------------------------------------------------------------------------------------------------- Chinese
def test_chinese_table_has_chinese_names_and_titles(zh_game):
    svg = render(zh_game, viewer=0, lang="zh")
    texts = _texts(svg)
    joined = "\n".join(texts)
    for c in _visible_cards(zh_game, 0):
        assert c.name_zh in texts, c.id
    for title in ("公开的卡", "牌堆", "雨卡", "后备", "宠物"):
        assert title in texts, title
    for t in TYPES:
        with ark.language("zh"):
            assert pgettext("type", t) in texts
    assert "手牌（" in joined and "轮到" in joined and "个行动标记" in joined
    assert "安娜（你）" in texts


def test_chinese_table_has_no_english_words(zh_game):
    for viewer in (0, None):
        svg = render(zh_game, viewer=viewer, lang="zh")
        assert _english_words(_texts(svg, ("text", "title"))) == set(), viewer


def test_chinese_finished_game_and_score_table():
    game = finished_game()
    with ark.language("zh"):
        expected = [pgettext("type", t) for t in TYPES] + ["行动标记", "总分", "最终得分（E-1 … E-5）"]
        names = set(game.names)
    texts = _texts(render(game, viewer=0, lang="zh"))
    for word in expected:
        assert word in texts, word
    assert any(t.startswith("游戏结束") for t in texts)
    leftovers = {w for w in _english_words(texts) if w not in names}
    assert leftovers == set()


def test_chinese_overlays_keep_rule_ids():
    a, targets = teaching_ark()
    en = render(a, targets=targets, lang="en")
    with ark.language("zh"):  # a Verdict's sentences speak the language in force when it was checked
        a, targets = teaching_ark()
    zh = render(a, targets=targets, lang="zh")
    assert _structure(en) == _structure(zh)  # data-verdict, data-rules, data-cabin … are the same
    assert re.findall(r'data-rules="([^"]*)"', zh) == re.findall(r'data-rules="([^"]*)"', en)
    texts = _texts(zh, ("text", "title"))
    assert any("P-4" in t for t in _texts(zh))
    assert any(t.startswith("T") and "不合规" in t for t in texts)
    assert "新小木屋" in texts and "（1个行动标记）" in texts
    assert _english_words(texts) == set()


def test_chinese_font_list():
    svg = render(ark.card("lion"), lang="zh")
    root = ET.fromstring(svg)
    families = [f.strip() for f in root.get("font-family").split(",")]
    assert families[0] == "'Noto Sans CJK SC'" and "'Microsoft YaHei'" in families and "'PingFang SC'" in families
    assert families[-1] == "sans-serif"
    assert root.get("{http://www.w3.org/XML/1998/namespace}lang") == "zh-Hans"
    # no element sets its own font: every text inherits the root's list
    assert all("font-family" not in el.attrib for el in root.iter() if el is not root)
    assert "url(" not in svg and "@font-face" not in svg


# ---------------------------------------------------------------------------------------------------------- French
def test_french_table_has_french_names_and_titles(fr_game):
    svg = render(fr_game, viewer=0, lang="fr")
    texts = _texts(svg)
    joined = "\n".join(texts)
    for c in _visible_cards(fr_game, 0):
        assert c.name_fr in texts, c.id
    for title in ("CARTES VISIBLES", "PIOCHE", "CARTES PLUIE", "RÉSERVE", "ANIMAL DOMESTIQUE"):
        assert title in texts, title
    for t in TYPES:
        with ark.language("fr"):
            assert pgettext("type", t).upper() in texts
    assert "MAIN (" in joined and "Amélie (vous)" in texts and "sur 5 tirées" in joined


def test_french_table_has_no_english_left(fr_game):
    """No word of the English drawing is left, apart from those French spells the same way."""
    same = {"carnivore", "herbivore", "omnivore", "total", "points", "Bison", "Lion", "Koala", "Okapi",
            "place", "table", "orange", "face"}
    names = tuple(FR_NAMES)
    for viewer in (0, None):
        english = _english_words(_texts(render(fr_game, viewer=viewer, lang="en"), ("text", "title")), names)
        french = _english_words(_texts(render(fr_game, viewer=viewer, lang="fr"), ("text", "title")), names)
        left = french & english - same
        assert left == set(), viewer


# ------------------------------------------------------------------------------------------------- the lang option
def test_lang_none_follows_the_current_language(zh_game):
    with ark.language("fr"):
        assert render(zh_game, viewer=1) == render(zh_game, viewer=1, lang="fr")
        assert render(ark.card("lion")) == render(ark.card("lion"), lang="fr")
    previous = ark.get_language()
    ark.set_language("zh")
    try:
        assert render(zh_game) == render(zh_game, lang="zh")
    finally:
        ark.set_language(previous)
    english = render(zh_game)
    assert english == render(zh_game, lang="en")
    # an explicit lang wins over the block
    with ark.language("zh"):
        assert render(zh_game, lang="en") == english
        assert "狮子" not in _texts(render(ark.card("lion"), lang="en"), ("text", "title"))


@pytest.mark.parametrize("bad", ["de", "EN", "", 1, ("zh",)])
def test_bad_lang_is_a_value_error_naming_the_option(bad, zh_game):
    for obj in (ark.card("lion"), teaching_ark()[0], zh_game):
        with pytest.raises(ValueError, match="lang"):
            render(obj, lang=bad)
    with pytest.raises(ValueError, match="lang"):
        animate(mid_game(moves=2), lang=bad)


def test_languages_do_not_leak_through_caches(zh_game):
    """Card faces, titles and cabin descriptions are cached per language: one render never changes another."""
    from arkwidgets.ark.drawing import clear_caches

    english = render(zh_game, viewer=0, lang="en")
    french = render(zh_game, viewer=0, lang="fr")
    chinese = render(zh_game, viewer=0, lang="zh")
    assert len({english, french, chinese}) == 3
    assert render(zh_game, viewer=0, lang="en") == english
    assert render(zh_game, viewer=0, lang="fr") == french
    clear_caches()
    assert render(zh_game, viewer=0, lang="zh") == chinese  # built afresh: the same as when it came after others
    assert render(zh_game, viewer=0, lang="en") == english
    lion = ark.card("lion")
    assert "狮子" in _texts(render(lion, lang="zh")) and "Lion" in _texts(render(lion, lang="en"))
    assert "狮子" not in _texts(render(lion, lang="en"))


def test_structure_is_the_same_in_every_language(zh_game):
    """Ids, classes and data- attributes (what the widget clicks on) do not depend on the language."""
    en = _structure(render(zh_game, viewer=0, selected=zh_game.players[0].hand[0].id, lang="en"))
    for lang in ("zh", "fr"):
        assert _structure(render(zh_game, viewer=0, selected=zh_game.players[0].hand[0].id, lang=lang)) == en


def test_render_is_deterministic_per_language(zh_game):
    for lang in ("zh", "fr"):
        assert render(zh_game, viewer=2, lang=lang) == render(zh_game, viewer=2, lang=lang)


def test_animation_in_chinese():
    game = mid_game(moves=3)
    svg = animate(game, lang="zh")
    ET.fromstring(svg)
    assert "准备之后" in svg and "第1步之后" in svg
    assert 'id="ark-face-light-zh-' in svg and 'id="ark-face-light-lion"' not in svg
    english = animate(game)
    assert 'id="ark-face-light-' in english and "-zh-" not in english
    assert english == animate(game, lang="en")
