"""Every Ark Nova card has a name in three languages (issue 23, item 4): the data's English name and the project's
Chinese and French names of ``data/names.csv``, complete, distinct within a language and free of English; and the
name in the chosen language is the one the drawing, the widget, narration and verdicts show."""

from __future__ import annotations

import random
import re
import xml.etree.ElementTree as ET

import pytest

from arkwidgets.events import Event
from arkwidgets.i18n import language
from arkwidgets.nova import Game
from arkwidgets.nova.cards import (
    ANIMALS,
    FINAL_SCORING_CARDS,
    PROJECTS,
    SPONSORS,
    CardDataError,
    card,
    card_name,
    load_names,
)
from arkwidgets.nova.data import read_text
from arkwidgets.nova.drawing import render
from arkwidgets.nova.moves import PlayAnimal, Sponsor
from arkwidgets.nova.words import CardName
from arkwidgets.verdicts import Violation

CARDS: list[int] = [c.number for cards in (ANIMALS, SPONSORS, PROJECTS, FINAL_SCORING_CARDS) for c in cards]
#: French names a French reader writes as the English do (the same word in both languages, or an acronym).
SAME_IN_FRENCH = {"Lion", "Caracal", "Jaguar", "Dugong", "Koala", "Mandrill", "Lama", "Aquarium",
                  "Europe", "Primates", "Reptiles", "Herbivores", "Jungle"}
LATIN = re.compile(r"[A-Za-z]")
LANGS = ("en", "zh", "fr")


def test_every_card_has_a_name_in_each_language() -> None:
    """128 animals, 64 sponsors, 32 projects (12 base and 20 deck) and 11 final scoring cards: 235 names each."""
    assert len(CARDS) == 235 == len(set(CARDS))
    for lang in ("en", "zh", "fr"):
        with language(lang):
            names = [card_name(n) for n in CARDS]
        assert all(name.strip() == name and name for name in names), lang


@pytest.mark.parametrize("lang", ["en", "zh", "fr"])
def test_names_are_distinct_within_a_language(lang: str) -> None:
    with language(lang):
        names = [card_name(n) for n in CARDS]
    twice = {name for name in names if names.count(name) > 1}
    assert not twice, (lang, twice)


def test_no_english_is_left_in_the_chinese_names() -> None:
    with language("zh"):
        latin = {n: card_name(n) for n in CARDS if LATIN.search(card_name(n))}
    assert not latin, latin


def test_french_names_are_french() -> None:
    """A French name differs from the English one, except for words both languages spell alike."""
    same = {}
    for n in CARDS:
        with language("en"):
            english = card_name(n)
        with language("fr"):
            french = card_name(n)
        if french == english and french not in SAME_IN_FRENCH:
            same[n] = french
    assert not same, same


def test_a_cards_label_follows_the_language() -> None:
    """A card's ``str()`` is its number and its name in the language in force (the cheetah, 401); a final scoring
    card is named from the same file (1, the large animal zoo)."""
    assert str(card(401)) == "401 Cheetah" and card_name(1) == "Large Animal Zoo"
    with language("zh"):
        assert str(card(401)) == "401 猎豹" and card_name(1) == "大型动物园"
    with language("fr"):
        assert str(card(401)) == "401 Guépard" and card_name(1) == "Zoo des grands animaux"
    assert card_name(401, "fr") == "Guépard"  # an explicit language wins over the one in force


def test_the_rulebooks_chinese_names_are_used() -> None:
    """Where the Chinese rulebook shows a card, the name is its spelling (P.3, P.12, P.13, P.15, P.19)."""
    expected = {401: "猎豹", 500: "长喙兀鹫", 480: "宽吻凯门鳄", 482: "亚马逊森蚺", 419: "欧洲獾", 445: "非洲冕豪猪",
                471: "苏卡达陆龟", 512: "雕鸮", 418: "猞猁", 413: "美洲狮", 201: "科学实验室", 243: "狐獴窝",
                101: "物种多样化", 109: "爬行类", 116: "塞伦盖蒂国家公园", 131: "大型动物", 8: "慈善动物园",
                9: "综合性动物园"}
    with language("zh"):
        assert {n: card_name(n) for n in expected} == expected


def test_the_names_file_refuses_a_card_named_twice_or_missing() -> None:
    """The file is checked when it is read: an unknown or repeated number, or a missing card, names the problem."""
    text = read_text("names.csv")
    lines = text.splitlines()
    with pytest.raises(CardDataError, match="named twice"):
        load_names("\n".join([*lines, lines[1]]) + "\n")
    with pytest.raises(CardDataError, match="no names"):
        load_names("\n".join(lines[:-1]) + "\n")
    with pytest.raises(CardDataError, match="999 is not a card"):
        load_names("\n".join([*lines, "999,无,Rien"]) + "\n")
    assert load_names(text)[401] == {"zh": "猎豹", "fr": "Guépard"}


# ------------------------------------------------------------------------------------ names where a learner reads
def _texts(svg: str) -> str:
    """Every text a reader sees in an SVG (text nodes and titles), entities decoded."""
    return "\n".join(t for e in ET.fromstring(svg).iter() for t in (e.text, e.tail) if t and t.strip())


@pytest.mark.parametrize("lang", LANGS)
def test_the_drawing_names_the_dealt_cards_in_the_chosen_language(lang: str) -> None:
    """Setup of a seeded 2-player game (N-SET-17): the owner's table shows each of the 8 dealt cards by its name in
    ``lang``, and in Chinese or French no dealt card's English name is drawn when the two differ."""
    game = Game.new(["Aiko", "Bruno"], seed=9)
    assert game.decision is not None
    dealt = game.decision["cards"]
    shown = _texts(render(game, viewer=game.current_index, lang=lang))
    assert all(card_name(n, lang) in shown for n in dealt), [card_name(n, lang) for n in dealt]
    if lang != "en":
        english = [card_name(n, "en") for n in dealt if card_name(n, "en") != card_name(n, lang)]
        assert english and not [name for name in english if name in shown]


@pytest.mark.parametrize("lang", LANGS)
def test_the_widget_offers_the_dealt_cards_by_their_names_in_its_language(lang: str) -> None:
    """A widget opened in ``lang`` (seed 3, one bot) asks the human to keep 4 of 8 cards: each card's button reads
    its number and its name in ``lang``; switching the menu to another language relabels the buttons at once."""
    pytest.importorskip("anywidget")
    from .widget_driver import button, new_widget

    w = new_widget(lang=lang)
    w.run_bots()
    dealt = w.game.decision["cards"]
    assert [button(w, f"tick:{n}").description.split(" ", 1)[1] for n in dealt] == \
        [f"{n} {card_name(n, lang)}" for n in dealt]
    if lang == "zh":
        assert not any(LATIN.search(button(w, f"tick:{n}").description) for n in dealt)
    other = "fr" if lang != "fr" else "zh"
    w.language.value = other
    assert [button(w, f"tick:{n}").description.split(" ", 1)[1] for n in dealt] == \
        [f"{n} {card_name(n, other)}" for n in dealt]


def _played_cards(seed: int) -> tuple[list[Event], list[Violation]]:
    """A seeded 2-player game that plays an animal or a sponsor whenever it can: the events that carry a card among
    their facts, and the refusals (N-ANIM-1) of each legal animal placement tried with an animal not in the hand."""
    rng = random.Random(seed)
    game = Game.new(["Aiko", "Bruno"], seed=seed)
    events: list[Event] = []
    refusals: list[Violation] = []
    for _ in range(400):
        d = game.decision
        if d is None or len(events) >= 6:
            break
        moves = game.legal_moves()
        cards = [m for m in moves if isinstance(m, (PlayAnimal, Sponsor))]
        for m in cards[:1]:
            if isinstance(m, PlayAnimal):
                stranger = next(c.number for c in ANIMALS if c.number not in game.players[d.player].hand)
                tried = str(m).replace(f"play {m.card} ", f"play {stranger} ", 1)
                refusals += [v for v in game.check(tried, player=d.player).violations
                             if any(isinstance(a, CardName) for _k, a in v.args)]
        for e in game.play(rng.choice(cards or moves), player=d.player):
            if isinstance(e.data.get("card"), CardName):
                events.append(e)
    return events, refusals


def test_narration_and_verdicts_name_cards_in_every_language() -> None:
    """Seeded game 4: each event that plays, snaps or discards a card, and each refusal of an animal not in the hand
    (N-ANIM-1), is written once as data (the card is its number) and read in English, Chinese and French: each
    reading holds the card's name in that language, and an event never its bare number."""
    events, refusals = _played_cards(4)
    assert len(events) >= 3 and refusals
    for e in events:
        number = int(e.data["card"])
        assert e.data["card"] == number and (401 <= number <= 528 or 201 <= number <= 264)
        for lang in LANGS:
            with language(lang):
                text = e.text
            assert card_name(number, lang) in text, (lang, text)
            assert not re.search(rf"(?<!\d){number}(?!\d)", text), (lang, text)
        with language("zh"):
            assert card_name(number, "en") not in e.text, e.text
    for v in refusals:
        (number,) = {int(a) for _k, a in v.args if isinstance(a, CardName)}
        for lang in LANGS:
            assert card_name(number, lang) in v.message_in(lang), (lang, v.message_in(lang))
