"""The Ark Nova catalog (``nova`` domain): every message of the template translated into Chinese and French with the
same placeholders, the compiled ``.mo`` files up to date with their ``.po`` sources, and no English left in Chinese
except what a learner types or reads as an id."""

from __future__ import annotations

import gettext
import re

import pytest
from babel.messages.pofile import read_po

from arkwidgets.i18n import LOCALE_DIR
from arkwidgets.nova.rulebook import RULES

DOMAIN = "nova"
PLACEHOLDER = re.compile(r"\{[a-z_]+\}")
LANGS = ("zh", "fr")


def catalog(lang: str):
    with open(LOCALE_DIR / lang / "LC_MESSAGES" / f"{DOMAIN}.po", "rb") as handle:
        return read_po(handle, locale=lang)


def template():
    with open(LOCALE_DIR / f"{DOMAIN}.pot", "rb") as handle:
        return read_po(handle)


def ids(cat) -> set:
    return {(m.context, m.id) for m in cat if m.id}


def strings(message) -> tuple[str, ...]:
    return message.string if isinstance(message.string, tuple) else (message.string,)


@pytest.mark.parametrize("lang", LANGS)
def test_every_message_is_translated_with_the_same_placeholders(lang):
    cat = catalog(lang)
    assert ids(template()) <= ids(cat), "run `python -m arkwidgets.i18n update --domain nova` and translate"
    for message in template():
        if not message.id:
            continue
        translated = cat.get(message.id, message.context)
        originals = message.id if isinstance(message.id, tuple) else (message.id,)
        translations = strings(translated)
        if isinstance(message.id, tuple):
            assert len(translations) == cat.num_plurals, f"{lang}: plural forms missing for {message.id!r}"
        assert all(t.strip() for t in translations), f"untranslated in {lang}: {message.id!r}"
        assert not translated.fuzzy, f"fuzzy in {lang} (compile leaves it out): {message.id!r}"
        expected = sorted(PLACEHOLDER.findall(originals[-1]))
        for t in translations:
            # the same names, each as often as in the English: str.format would fail or drop a value otherwise
            assert sorted(PLACEHOLDER.findall(t)) == expected, (lang, message.id, t)


@pytest.mark.parametrize("lang", LANGS)
def test_compiled_catalogs_match_their_sources(lang):
    with open(LOCALE_DIR / lang / "LC_MESSAGES" / f"{DOMAIN}.mo", "rb") as mo:
        compiled = gettext.GNUTranslations(mo)
    stale = "stale .mo for {}: run `python -m arkwidgets.i18n compile --domain nova`".format
    for message in catalog(lang):
        if not message.id:
            continue
        if isinstance(message.id, tuple):
            singular, plural = message.id[0], message.id[1]
            for n in range(12):
                if message.context:
                    got = compiled.npgettext(message.context, singular, plural, n)
                else:
                    got = compiled.ngettext(singular, plural, n)
                assert got == message.string[compiled.plural(n)], stale(lang)
            continue
        got = compiled.pgettext(message.context, message.id) if message.context else compiled.gettext(message.id)
        assert got == message.string, stale(lang)


#: What a Chinese sentence may keep in Latin letters (4 or more of them; X, II, CP-like short marks are not
#: counted): the move notation and the command words of the command line, which a learner types exactly as shown
#: ("build kiosk 3,4", "sponsor 227 2,5 r1", "choose multiplier animals", "choose tuck 412", "choose bonus money-5",
#: "release N", "draw deck", "take N", "discard N" (a harbor sale, a card tucked under a map), a
#: project's "level", "token" and "supply",
#: "sponsors money", "moves", "card", "why", "board", "undo", "help", "quit"). Rule ids (N-TURN-5, ND-34), placeholders
#: and file or attribute names (docs/nova.md, widget.branches) are removed before the check.
NOTATION_WORDS = {
    "animals", "build", "cards", "association", "sponsors", "sponsor", "play", "stop", "pass", "choose",
    "multiplier", "kiosk", "enclosure", "money", "supply", "release", "level", "token", "deck", "take", "draw",
    "discard",
    "moves", "card", "board", "undo", "help", "quit", "tuck", "bonus",
}
RULE_ID = re.compile(r"\b(?:N|ND|NC|EX)(?:-[A-Z]+)?-\d+\b")
CODE_NAME = re.compile(r"\b[\w-]+(?:[./][\w-]+)+\b")
ENGLISH_WORD = re.compile(r"[A-Za-z]{4,}")


def test_chinese_has_no_english_left():
    leftovers = []
    for message in catalog("zh"):
        if not message.id:
            continue
        english = message.id if isinstance(message.id, str) else " ".join(message.id)
        for text in strings(message):
            rest = CODE_NAME.sub("", RULE_ID.sub("", PLACEHOLDER.sub("", text)))
            for word in ENGLISH_WORD.findall(rest):
                # an allowed word is notation copied from the English message, never a word left untranslated
                if word.lower() not in NOTATION_WORDS or not re.search(rf"\b{word}\b", english):
                    leftovers.append((message.id, word))
    assert not leftovers, leftovers[:5]


def test_the_template_holds_every_rule_summary():
    """The rulebook's one-line summaries (arkwidgets/nova/rulebook.tsv) are extracted into the ``nova`` template
    by babel-nova.cfg, so N-ANIM-4's tooltip can be translated like any other message."""
    missing = sorted(rule_id for rule_id, text in RULES.items() if (None, text) not in ids(template()))
    assert not missing, f"run `python -m arkwidgets.i18n extract --domain nova`: {missing[:5]}"


def test_rule_summaries_speak_the_language_in_force():
    """Issue 26: N-ANIM-4's tooltip (``summary``/``titled``) was English in every language; it now follows
    ``language()``, and every Ark Nova rule id has its own Chinese and French summary (none falls back to English)."""
    from arkwidgets.i18n import language
    from arkwidgets.nova.rulebook import summary, titled

    said = {}
    for lang in ("en", *LANGS):
        with language(lang):
            said[lang] = summary("N-ANIM-4")
            assert titled("N-ANIM-4") == f"N-ANIM-4: {said[lang]}"
    assert said["en"] == RULES["N-ANIM-4"]
    assert len(set(said.values())) == 3, said
    assert "合作动物园" in said["zh"] and "zoos partenaires" in said["fr"]
    for lang in LANGS:
        with language(lang):
            english = sorted(rule_id for rule_id, text in RULES.items() if summary(rule_id) in ("", text))
        assert not english, f"{lang}: {len(english)} summaries still English, e.g. {english[:5]}"

