"""No data id in any sentence (issue 23, item 4): seeded games of 1–4 players on several maps, with every card in the
deck, narrated, asked and judged in Chinese and French (and English), scanned for the engine's data ids (building
keys like ``enclosure-3``, continent and icon ids, bonus kinds, raw ``x,y`` hexes, a card number standing alone)
and, in Chinese and French, for any English word of the engine's vocabulary.

Situation: a few hundred random moves per game; at every question, the question itself, each event's sentence, the
words of a few legal answers (a button's label) and the verdict of a sample of illegal answers (every building at a
few hexes, each hand card in a few homes, each project and sponsor of the hand, every continent and university) are
read in the three languages. Outcome: no sentence in any language holds a data id, and no Chinese or French
sentence holds an English word of the list.
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterator

import pytest

from arkwidgets.i18n import language
from arkwidgets.nova import Game
from arkwidgets.nova.buildings import BUILDING_TYPES
from arkwidgets.nova.cards import (
    ANIMALS,
    CONTINENTS,
    FINAL_SCORING_CARDS,
    ICONS,
    PROJECTS,
    SPONSORS,
    FinalScoringCard,
    ZooCard,
    card_name,
)
from arkwidgets.nova.decisions import describe
from arkwidgets.nova.moves import BUILDINGS
from arkwidgets.nova.words import move_in_words

#: Players named so that no name is an English word of the list, in any script.
NAMES = ("Aiko", "Bruno", "Chen", "Dana")
GAMES = [(1, 3, "A"), (2, 5, "1"), (3, 7, "4"), (4, 11, "8"), (2, 13, "0")]
MOVES = 240
UNIVERSITIES = ("science-reputation", "reputation-hand", "science-2")
BONUS_KINDS = ("take_card", "snap_display_card", "hire_worker", "activate_extra_worker", "upgrade_action_card",
               "free_enclosure_size2", "free_enclosure_size3", "kiosk_parlor", "sponsor_bonus", "sponsor_tile",
               "partner_zoo", "take_card_deck_or_range", "xtoken", "petting_zoo", "animals_ii", "sponsors_ii")

#: Data ids: building keys, hyphenated or snake_case data words, raw hexes.
_IDS = re.compile("|".join([
    r"\b(?:" + "|".join(re.escape(k) for k in sorted(set(BUILDING_TYPES) | set(BUILDINGS), key=len, reverse=True)
                         if "-" in k) + r")\b(?! animal)",  # "a petting-zoo animal" is English, not a key
    r"\b(?:" + "|".join(BONUS_KINDS + UNIVERSITIES) + r")\b",
    r"\bpartner-zoo\b", r"\bunique-\d+\b",
    r"(?<![\d.])\d{1,2},\d{1,2}(?![\d.])",  # a raw hex "3,4"
]))
_CONTINENT_IDS = re.compile(r"\b(?:" + "|".join(CONTINENTS) + r")\b")  # lower-case ids; "Africa" is a word
#: Animal and sponsor numbers (projects' 101–132 are also appeal and target values): one that stands alone, not as
#: the number before the card's name a label shows ("402 Lion").
_CARD_NUMBERS = {c.number for c in ANIMALS} | {c.number for c in SPONSORS}
_ZOO_CARDS: tuple[ZooCard, ...] = (*ANIMALS, *SPONSORS, *PROJECTS)
_ALL_CARDS: tuple[ZooCard | FinalScoringCard, ...] = (*_ZOO_CARDS, *FINAL_SCORING_CARDS)
_NUMBER = re.compile(r"(?<![\d,.+−-])\b(\d{3})\b(?![\d,.])")


def _english_words(lang: str) -> re.Pattern[str]:
    """The engine's English vocabulary: data words as the English catalog writes them, and the English card names;
    a word that ``lang`` writes the same way ("Association", "Lion" in French) is not counted."""
    from arkwidgets.nova import words

    with language(lang):
        same = {words.action_word(a) for a in ("animals", "build", "cards", "association", "sponsors")}
        same |= {words.icon_word(i) for i in ICONS} | {card_name(c.number) for c in _ZOO_CARDS}
    with language("en"):
        vocabulary = {words.building_noun(k) for k in BUILDINGS} | {words.action_word(a) for a in
                                                                    ("animals", "build", "cards", "association",
                                                                     "sponsors")}
        vocabulary |= {words.icon_word(i) for i in ICONS} | {words.university_word(u) for u in UNIVERSITIES}
        vocabulary |= {"kiosk", "pavilion", "enclosure", "sponsor", "appeal", "reputation", "money", "partner zoo",
                       "university", "worker", "strength", "build", "choose", "display", "deck",
                       "player", "hand", "card", "cards", "level", "break", "token", "tokens", "the", "and", "of"}
        multi = {c.name for c in _ALL_CARDS if " " in c.name}
    vocabulary = {w for w in vocabulary | multi if w not in same}
    single = sorted({w for w in vocabulary if " " not in w and len(w) > 2}, key=len, reverse=True)
    phrases = sorted({w for w in vocabulary if " " in w}, key=len, reverse=True)
    return re.compile(r"\b(?:" + "|".join(map(re.escape, phrases + single)) + r")\b", re.I)


_ENGLISH = {lang: _english_words(lang) for lang in ("zh", "fr")}


def _illegal_tries(game: Game, rng: random.Random) -> Iterator[str]:
    """A sample of answers to the current question, most of them illegal, as move notation."""
    gs = game.state
    d = game.decision
    if d is None:
        return
    p = gs.players[d.player]
    hexes = [(rng.randrange(9), 0) for _ in range(3)]
    for x, _y in hexes:
        y = rng.randrange(6) * 2 + (1 - x % 2)
        for kind in rng.sample(BUILDINGS, 3):
            yield f"build {kind} {x},{y}"
    for c in list(p.hand)[:4]:
        x = rng.randrange(9)
        yield f"play {c} in {x},{rng.randrange(6) * 2 + 1 - x % 2}"
        yield f"play {c} in reptile-house"
        yield f"sponsor {c}"
        yield f"project {c} level 1"
        yield f"discard {c}"
    for continent in CONTINENTS[:2]:
        yield f"partner-zoo {continent}"
    yield f"university {rng.choice(UNIVERSITIES)}"
    yield from ("animals", "build", "cards", "association", "sponsors")
    yield "take 1"
    yield "snap 2"
    yield "choose money"


def _sentences(seed: int, players: int, map_id: str) -> Iterator[tuple[str, object]]:
    """(what, value) pairs to read: every event, every question, a sample of refusals of a random game."""
    rng = random.Random(seed)
    game = Game.new(list(NAMES[:players]), seed=seed, map=map_id, cards="all")
    for _ in range(MOVES):
        d = game.decision
        if d is None:
            return
        yield "question", d
        if rng.random() < 0.35:
            for text in _illegal_tries(game, rng):
                try:
                    verdict = game.check(text, player=d.player)
                except (ValueError, KeyError):
                    continue
                yield from (("violation", v) for v in verdict.violations)
        moves = game.legal_moves()
        if not moves:
            return
        yield from (("label", m) for m in rng.sample(moves, min(3, len(moves))))
        for e in game.play(rng.choice(moves), player=d.player):
            yield "event", e


def _read(what: str, value: object, names: tuple[str, ...]) -> str:
    if what == "question":
        return describe(value, names)  # type: ignore[arg-type]
    if what == "violation":
        return value.message  # type: ignore[attr-defined]
    if what == "label":
        return move_in_words(value)  # type: ignore[arg-type]
    return value.text  # type: ignore[attr-defined]


#: A noun that does not agree with its number: "card(s)", "jeton(s)", "hex(es)" (a counted noun is written by
#: :class:`arkwidgets.nova.words.Counted` or an ``Nn_`` event instead).
_UNAGREED = re.compile(r"\w\((?:s|es|e|x)\)")


def _problems(text: str, lang: str) -> list[str]:
    found = [m.group(0) for m in _IDS.finditer(text)] + [m.group(0) for m in _CONTINENT_IDS.finditer(text)]
    found += [m.group(0) for m in _UNAGREED.finditer(text)]
    found += [m.group(1) for m in _NUMBER.finditer(text) if int(m.group(1)) in _CARD_NUMBERS
              and not text[m.end():].startswith(" " + card_name(int(m.group(1))))]
    if lang != "en":
        found += [m.group(0) for m in _ENGLISH[lang].finditer(text)]
    return found


@pytest.mark.parametrize(("players", "seed", "map_id"), GAMES)
def test_no_sentence_holds_a_data_id_or_an_english_word(players: int, seed: int, map_id: str) -> None:
    """Issue 23 item 4: narration, questions and verdicts of a seeded game, in zh, fr and en, hold no data id and no
    noun left to agree with its number ("card(s)"); the Chinese and French ones hold no English word of the engine's
    vocabulary."""
    bad: dict[str, str] = {}
    seen = 0
    for what, value in _sentences(seed, players, map_id):
        for lang in ("zh", "fr", "en"):
            with language(lang):
                text = _read(what, value, NAMES[:players])
                problems = _problems(text, lang)
            if problems:
                bad.setdefault(f"{lang} {what} {getattr(value, 'rule', getattr(value, 'kind', ''))}",
                               f"{problems}: {text}")
        seen += 1
    assert seen > 100
    assert not bad, "\n".join(f"{k}: {v}" for k, v in sorted(bad.items()))
