"""Ark Nova's words read as the language they claim to be: notation errors, counted nouns, narration (issue 12)."""

from __future__ import annotations

import re

import pytest

from arkwidgets.i18n import language
from arkwidgets.nova import Move, NotationError
from arkwidgets.nova.drawing.palette import LIGHT

from .helpers import asking, at_turn, started

_CARDS = ("animals", "build", "cards", "association", "sponsors")

#: Words of the notation itself, which stay as they are in every language.
_NOTATION = {"build", "kiosk", "play", "in", "from", "deck", "draw", "level", "token", "supply", "choose", "take",
             "x-token", "fly", "away", "cards", "sponsors", "money", "x", "xx", "x2", "r9", "zz", "N", "x,y",
             "draw deck", "animals", "association", "move", "snap", "discard", "keep", "reputation", "partner-zoo",
             "university", "project", "donate", "sponsor", "stop", "pass", "release", "from-hand", "m"}
_LATIN = re.compile(r"[A-Za-z][A-Za-z-]+")


@pytest.mark.parametrize("bad", ["fly away", "build kiosk", "build kiosk 3;4", "play 401 zz", "draw 3",
                                 "project 101 level 9", "project 101 zz", "project 101 level 1 zz", "cards xx",
                                 "choose ??", "pass now", "x-token fly"])
def test_nova_notation_errors_speak_chinese(bad: str) -> None:
    with language("zh"), pytest.raises(NotationError) as info:
        Move.parse(bad)
    message = str(info.value).replace(repr(bad), "")
    english = {w for w in _LATIN.findall(message) if w.lower() not in _NOTATION and w not in bad.split()}
    assert not english, message


def test_nova_notation_errors_speak_french() -> None:
    with language("fr"), pytest.raises(NotationError) as info:
        Move.parse("build kiosk 3;4")
    assert "n’est pas une case" in str(info.value)
    with language("fr"), pytest.raises(NotationError) as info:
        Move.parse("fly away")
    assert "coup inconnu" in str(info.value)


# ------------------------------------------------------------------------------------------ counted nouns (ngettext)
def test_one_x_token_is_singular_in_english_and_french() -> None:
    from arkwidgets.nova.drawing.strip import draw_strip

    assert "<title>1 X token</title>" in draw_strip(_CARDS, (), 1, (), 0, 0, LIGHT)
    assert "<title>2 X tokens</title>" in draw_strip(_CARDS, (), 2, (), 0, 0, LIGHT)
    with language("fr"):
        assert "<title>1 jeton X</title>" in draw_strip(_CARDS, (), 1, (), 0, 0, LIGHT)


def test_the_deck_and_the_discard_pile_each_have_their_own_tooltip() -> None:
    from arkwidgets.nova.drawing import render

    svg = render(started(), viewer=0)
    deck = re.search(r'<g data-zone="deck" data-count="(\d+)"><title>([^<]*)</title>', svg)
    assert deck is not None
    assert deck.group(2) == f"deck: {deck.group(1)} cards"
    discard = re.search(r'<g data-zone="discard" data-count="(\d+)"><title>([^<]*)</title>', svg)
    assert discard is not None
    assert discard.group(2) == f"discard pile: {discard.group(1)} cards" != deck.group(2)


# ------------------------------------------------------------------------------------------ labels that fit (fr, zh)
def _labels(svg: str) -> list[tuple[float, float, str]]:
    """(left x, right x, words) of every start-anchored bold label, measured as the drawing measures them."""
    from arkwidgets.ui.svg import text_width

    out = []
    for x, size, words in re.findall(r'<text x="([\d.]+)" y="[\d.]+" font-size="([\d.]+)" fill="[^"]+" '
                                     r'font-weight="bold">([^<]+)</text>', svg):
        out.append((float(x), float(x) + text_width(words, float(size), True), words))
    return out


@pytest.mark.parametrize("lang", ["en", "fr", "zh"])
def test_the_side_column_headings_do_not_run_into_each_other(lang: str) -> None:
    from arkwidgets.nova.drawing import render
    from arkwidgets.nova.zoomap import load_map

    with language(lang):
        from arkwidgets.i18n import _

        partner, workers = _("Partner zoos"), _("Workers")
        svg = render(load_map("A"), lang=lang)
    labels = {words: (left, right) for left, right, words in _labels(svg)}
    assert labels[partner][1] <= labels[workers][0], (partner, labels[partner], workers, labels[workers])


@pytest.mark.parametrize("lang", ["en", "fr", "zh"])
def test_the_pile_labels_fit_over_their_piles(lang: str) -> None:
    from arkwidgets.nova.drawing import render
    from arkwidgets.ui.svg import text_width

    svg = render(started(), viewer=0, lang=lang)
    for zone in ("deck", "discard"):
        found = re.search(rf'<g data-zone="{zone}" data-count="\d+">.*?<text x="[\d.]+" y="[\d.]+" '
                          r'font-size="([\d.]+)"[^>]*>([^<]+)</text>', svg)
        assert found is not None, zone
        assert text_width(found.group(2), float(found.group(1)), True) <= 60, (zone, found.group(2))


# ------------------------------------------------------------------------------------------ the widget's sentences
def test_a_free_enclosure_is_named_in_words_with_the_right_article() -> None:
    """N-BUILD-18 / ND-34: the free-building question and its refusals name "a size-3 enclosure", never
    "a enclosure-3"; the same in French and Chinese."""
    from arkwidgets.nova import Decision
    from arkwidgets.nova.moves import Build
    from arkwidgets.nova.widgets.labels import question_text
    from arkwidgets.nova.widgets.play import violations_html

    game = asking(started().state, Decision("place-building", 0, types=("enclosure-3",), rule="N-BUILD-18"))
    d = game.decision
    assert d is not None and "size-3 enclosure" in game.question and "enclosure-3" not in game.question
    assert "place your free size-3 enclosure" in question_text(d, game.names)
    verdict = game.check(Build("kiosk", (3, 4)))
    assert "N-BUILD-18" in verdict.rules
    words = violations_html(verdict.violations)
    assert "places a size-3 enclosure, not a kiosk" in words and "enclosure-3" not in words
    for lang, term in (("fr", "enclos de taille 3"), ("zh", "3格饲养区")):
        with language(lang):
            assert term in question_text(d, game.names) and "enclosure-3" not in question_text(d, game.names)
            assert term in violations_html(verdict.violations)


def test_the_prompt_offers_the_x_token_action_only_when_it_is_legal() -> None:
    """N-X-6: with 5 X tokens the X-token action is not an answer, so the prompt does not offer it."""
    from arkwidgets.nova.moves import XTokenAction
    from arkwidgets.nova.widgets.play import NovaPlay

    gs = started().state
    gs.players[gs.current].x_tokens = 5
    game = at_turn(gs)
    assert not any(isinstance(m, XTokenAction) for m in game.legal_moves())
    assert "X-token action" not in NovaPlay(game, viewer=gs.current, curtain=False).prompt()
    gs.players[gs.current].x_tokens = 1
    game = at_turn(gs)
    assert any(isinstance(m, XTokenAction) for m in game.legal_moves())
    assert "X-token action" in NovaPlay(game, viewer=gs.current, curtain=False).prompt()


def test_a_bots_move_is_narrated_in_the_readers_words() -> None:
    """The bot's move is its button label in French, not the raw notation ('play 401 in 3,4')."""
    from arkwidgets.nova import RandomBot
    from arkwidgets.nova.widgets.labels import move_label
    from arkwidgets.nova.widgets.play import NovaPlay

    game = started()
    play = NovaPlay(game, seats=[RandomBot(seed=1), RandomBot(seed=2)], viewer=None, lang="fr")
    assert play.bot_step()
    move = game.moves[-1]
    with language("fr"):
        label = move_label(move)
    assert label in play.status
    if str(move) != label:
        assert str(move) not in play.status


@pytest.mark.parametrize(("lang", "continent", "university"),
                         [("en", "Africa", "science and 2 reputation"), ("fr", "Afrique", None), ("zh", "非洲", None)])
def test_association_answers_name_continents_and_universities_in_words(lang: str, continent: str,
                                                                      university: str | None) -> None:
    """The buttons (and the narration that repeats them) never show the data ids 'africa' or 'science-reputation'."""
    from arkwidgets.nova.moves import PartnerZoo, University
    from arkwidgets.nova.widgets.labels import move_label

    with language(lang):
        zoo, uni = move_label(PartnerZoo("africa")), move_label(University("science-reputation"))
    assert continent in zoo and "africa" not in zoo
    assert "science-reputation" not in uni and (university is None or university in uni)


@pytest.mark.parametrize("lang", ["en", "fr", "zh"])
def test_a_sponsors_effect_chips_hold_their_words(lang: str) -> None:
    """Each effect chip of a sponsor card is 20 wide (4 of them side by side): its word fits inside (French
    "permanent" used to run over its neighbour), measured as the drawing measures text."""
    from arkwidgets.nova.cards import SponsorCard, card
    from arkwidgets.nova.drawing import render
    from arkwidgets.ui.svg import text_width

    sponsors = []
    for number in range(201, 265):
        try:
            c = card(number)
        except (KeyError, ValueError):
            continue
        if isinstance(c, SponsorCard) and sum((c.has_immediate, c.has_ongoing, c.has_income, c.has_endgame)) > 1:
            sponsors.append(c)
    assert sponsors
    for c in sponsors:
        svg = render(c, lang=lang)
        chips = re.findall(r'<g data-effect="\w+"><rect x="[\d.]+" y="92" width="20"[^>]*/><text [^>]*'
                           r'font-size="([\d.]+)"[^>]*>([^<]+)</text>', svg)
        assert chips, c.number
        for size, word in chips:
            assert text_width(word, float(size)) <= 20, (c.number, word, size)


def test_spending_one_x_token_is_said_in_the_singular() -> None:
    """N-X-2: choosing 1 X token to spend says "1 X token", in English and French."""
    from arkwidgets.nova.widgets.play import NovaPlay

    gs = started().state
    gs.players[gs.current].x_tokens = 2
    play = NovaPlay(at_turn(gs), viewer=gs.current, curtain=False)  # one screen, no hot-seat curtain
    assert play.set_x(1)
    assert "Spending 1 X token (" in play.status
    french = NovaPlay(at_turn(gs), viewer=gs.current, lang="fr", curtain=False)
    assert french.set_x(1)
    assert "1 jeton X (" in french.status


def test_a_counted_noun_agrees_with_its_number_and_stays_a_number() -> None:
    """Issue 23 item 4 (agreement): a sentence's counted noun is written when read, singular or plural in the
    reader's language ("1 card", "2 cards"; "1 carte", "2 cartes"; "2张卡牌"), with its other words in that language
    too; for whoever reads the event's data it is the number itself."""
    from arkwidgets.nova.words import CARDS, ICONS, Counted, IconName

    one, two = Counted(1, CARDS), Counted(2, CARDS)
    assert (one, two + 1, {"x": two} == {"x": 2}) == (1, 3, True)
    with language("en"):
        assert (str(one), str(two)) == ("1 card", "2 cards")
        assert str(Counted(2, ICONS, icon=IconName("water"))) == "2 water icons"
    with language("fr"):
        assert (str(one), str(two)) == ("1 carte", "2 cartes")
        icons = str(Counted(2, ICONS, icon=IconName("water")))
        assert icons.startswith("2 icônes ") and "water" not in icons
    with language("zh"):
        assert str(two).startswith("2张卡")  # the measure word of cards, whichever catalog writes it


def test_drawing_and_x_token_events_count_in_words() -> None:
    """N-CARDS-2, N-X-2: along a seeded random game, every "draws N cards" and "spends N X tokens" event is told in
    the singular for one and the plural for more, in English and French, and never with a "(s)"."""
    from arkwidgets.nova import Game
    from arkwidgets.nova.bots import RandomBot

    game, bot = Game.new(players=2, seed=8), RandomBot(8)
    seen: dict[tuple[str, bool], int] = {}
    while game.phase != "over" and len(seen) < 4:
        for e in game.play(bot.choose(game)):
            if e.kind not in ("draw", "x-spent") or (e.kind == "draw" and "count" not in e.data):
                continue
            many = int(e.data["count"] if e.kind == "draw" else e.data["x"]) > 1
            seen[(e.kind, many)] = seen.get((e.kind, many), 0) + 1
            with language("en"):
                en = e.text
            with language("fr"):
                fr = e.text
            noun_en = {"draw": "cards" if many else "card ", "x-spent": "X tokens" if many else "X token "}[e.kind]
            noun_fr = {"draw": "cartes" if many else "carte", "x-spent": "jetons X" if many else "jeton X"}[e.kind]
            assert noun_en in en + " " and noun_fr in fr, (en, fr)
            assert "(s)" not in en + fr
    assert {("draw", False), ("draw", True), ("x-spent", False)} <= set(seen)


@pytest.mark.parametrize("lang", ["en", "zh", "fr"])
def test_every_project_reads_as_words(lang: str) -> None:
    """N-PROJ-1: each conservation project in words names what it counts and each level's need and CP, in the
    reader's language and punctuation; no data id ("size>=4", "distinct_categories") is left in it."""
    from arkwidgets.nova.cards import PROJECTS
    from arkwidgets.nova.words import project_in_words

    with language(lang):
        said = {p.number: project_in_words(p) for p in PROJECTS}
    assert len(said) == 32
    for text in said.values():
        assert not re.search(r"size[<>]|_|>=|<=", text), text
        assert text.count("→") == 3, text
        assert ("；" in text) == (lang == "zh"), text
    large = said[131]
    assert {"en": "animals of size ≥ 4", "fr": "≥ 4", "zh": "≥4"}[lang] in large
