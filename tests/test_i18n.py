"""Languages (issue 7, engine part): complete catalogs with matching placeholders, compiled catalogs up to date,
and narration and verdicts with no English left in Chinese and French."""

from __future__ import annotations

import gettext
import re
import subprocess
import sys
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

import arkwidgets as ark
from arkwidgets.i18n import DOMAIN, LOCALE_DIR, extract_options, get_language, language, set_language

PLACEHOLDER = re.compile(r"\{[a-z_]+\}")
LANGS = ("zh", "fr")


def catalog(lang: str):
    with open(LOCALE_DIR / lang / "LC_MESSAGES" / "arkwidgets.po", "rb") as handle:
        return read_po(handle, locale=lang)


def template():
    with open(LOCALE_DIR / "arkwidgets.pot", "rb") as handle:
        return read_po(handle)


def ids(cat) -> set:
    return {(m.context, m.id) for m in cat if m.id}


@pytest.mark.parametrize("lang", LANGS)
def test_every_message_is_translated_with_the_same_placeholders(lang):
    cat = catalog(lang)
    assert ids(template()) <= ids(cat), "run `python -m arkwidgets.i18n update` and translate the new messages"
    for message in cat:
        if not message.id:
            continue
        originals = message.id if isinstance(message.id, tuple) else (message.id,)
        translations = message.string if isinstance(message.string, tuple) else (message.string,)
        assert all(t.strip() for t in translations), f"untranslated in {lang}: {message.id!r}"
        expected = set(PLACEHOLDER.findall(originals[-1]))
        for t in translations:
            assert set(PLACEHOLDER.findall(t)) == expected, (lang, message.id, t)


@pytest.mark.parametrize("domain", ["arkwidgets", "nova"])
def test_french_plurals_read_as_plurals_for_two_or_more(domain):
    """French catalogs have three plural forms (0 and 1; millions; the rest): "2 erreurs", never "2 erreur". The
    form for 2, 3, 4… is the plural, like the millions form; only the first form is singular."""
    with open(LOCALE_DIR / "fr" / "LC_MESSAGES" / f"{domain}.mo", "rb") as mo:
        compiled = gettext.GNUTranslations(mo)
    with open(LOCALE_DIR / "fr" / "LC_MESSAGES" / f"{domain}.po", "rb") as handle:
        plurals = [m for m in read_po(handle, locale="fr") if isinstance(m.id, tuple) and m.string]
    assert plurals
    for m in plurals:
        two, million = (compiled.npgettext(m.context, *m.id, n) if m.context else compiled.ngettext(*m.id, n)
                        for n in (2, 1_000_000))
        assert two == million != m.string[0] or m.string[0] == m.string[1], m.id


UNAGREED = re.compile(r"\w\((?:s|es|e|x)\)")


@pytest.mark.parametrize("domain", ["arkwidgets", "nova", "notebooks"])
def test_no_message_leaves_a_noun_to_agree_with_its_number(domain):
    """"card(s)" is nobody's grammar: a message with a number says it with ``Nn_``/``ngettext`` (or a
    :class:`~arkwidgets.i18n.Counted` argument), singular and plural written out, in English, Chinese and French."""
    texts: list[tuple[object, str]] = []
    with open(LOCALE_DIR / f"{domain}.pot", "rb") as handle:
        texts += [(m.id, t) for m in read_po(handle) if m.id for t in ((m.id,) if isinstance(m.id, str) else m.id)]
    for lang in LANGS:
        with open(LOCALE_DIR / lang / "LC_MESSAGES" / f"{domain}.po", "rb") as handle:
            texts += [(m.id, t) for m in read_po(handle, locale=lang) if m.id
                      for t in ((m.string,) if isinstance(m.string, str) else m.string)]
    assert len(texts) > 100
    assert not [(i, t) for i, t in texts if UNAGREED.search(t)]


# The learner is "vous" in French (D-28, docs/languages.md): no tu/ton/ta/tes/toi/te nor an elided t’ before a word
# (\b keeps "ta" inside "tâche" or "resta" out), and none of the second-person singular verb forms that have no other
# reading in the engine's sentences (a bot speaking as "je" keeps its own first person).
TU_WORD = re.compile(r"\b(?:tu|ton|ta|tes|toi|te)\b|\bt['’](?=\w)", re.IGNORECASE)
TU_VERB = re.compile(
    r"(?<!\bje )(?<!\bj’)(?<!\bj')\b(?:choisis|clique|cliques|appuie|coche|tape|prends|vends|reviens|écris|fais"
    r"|vois|construis|mets|rends|joues|pioches|essaie|survole)\b(?!-vous)",
    re.IGNORECASE,
)


@pytest.mark.parametrize("domain", ["arkwidgets", "nova", "notebooks"])
def test_french_speaks_to_the_learner_as_vous(domain):
    """D-28: every French text addresses the learner in one register, "vous" (the notebooks, the teacher's notes and
    the rulebook's French do): "Choisissez une carte de votre main", never "Choisis une carte de ta main". Checked on
    every French catalog, plural forms included. ("choisis" as a participle, "Animaux domestiques choisis", is the
    only reading of these verbs the catalogs may keep: it follows a noun, never starts a clause.)"""
    with open(LOCALE_DIR / "fr" / "LC_MESSAGES" / f"{domain}.po", "rb") as handle:
        messages = [m for m in read_po(handle, locale="fr") if m.id and m.string]
    assert messages
    tu = []
    for m in messages:
        for text in m.string if isinstance(m.string, tuple) else (m.string,):
            clauses = re.split(r"[:;,.!?—(«]\s*|\bou\s|\bpuis\s|\bet\s", text)
            verbs = [c for c in clauses if TU_VERB.match(c.strip())]
            if TU_WORD.search(text) or verbs:
                tu.append(text)
    assert not tu, f"{len(tu)} French messages say tu in {domain}.po: {tu[:5]}"


def test_the_vous_check_reads_the_tu_forms_it_forbids():
    """The register check above can fail: it finds the tu forms the catalogs used before D-28 and lets words that
    merely contain "ta" or "te" pass."""
    assert TU_WORD.search("Choisis d'abord une carte de ta main") and TU_WORD.search("Tu n’as rien à annuler.")
    assert TU_WORD.search("tu ne peux t’arrêter qu’après avoir joué un mécène")
    assert not TU_WORD.search("Votre tâche : restez en tête, la carte est posée")
    assert TU_VERB.match("clique-le dans votre main") and TU_VERB.match("prends 5 argent")
    assert not TU_VERB.match("cliquez-le dans votre main") and not TU_VERB.match("je prends la carte")


@pytest.mark.parametrize("lang", LANGS)
def test_compiled_catalogs_match_their_sources(lang):
    with open(LOCALE_DIR / lang / "LC_MESSAGES" / "arkwidgets.mo", "rb") as mo:
        compiled = gettext.GNUTranslations(mo)
    for message in catalog(lang):
        if not message.id or isinstance(message.id, tuple):
            continue
        got = compiled.pgettext(message.context, message.id) if message.context else compiled.gettext(message.id)
        assert got == message.string, f"stale .mo for {lang}: run `python -m arkwidgets.i18n compile`"


def test_the_template_lists_every_marked_message(tmp_path: Path):
    """A message marked in the code but missing from the template would silently stay English."""
    out = tmp_path / "fresh.pot"
    subprocess.run(
        [sys.executable, "-m", "babel.messages.frontend", "extract", "--no-location", *extract_options(DOMAIN),
         "-o", str(out), str(Path(ark.__file__).parent)],
        check=True, capture_output=True,
    )
    with open(out, "rb") as handle:
        fresh = ids(read_po(handle))
    assert fresh <= ids(template()), sorted(fresh - ids(template()))[:5]


def played_game() -> ark.Game:
    game = ark.Game.new(["安", "本", "克"], seed=3)
    ark.play_out(game, ark.RandomBot(3))
    return game


ENGLISH_WORD = re.compile(r"[A-Za-z]{3,}")


def test_chinese_narration_has_no_english_left():
    game = played_game()
    with language("zh"):
        for event in game.events:
            assert not ENGLISH_WORD.search(event.text), event.text
        assert not ENGLISH_WORD.search(game.scores().table())


def test_french_narration_is_french():
    game = played_game()
    english = re.compile(r"\b(the|takes|and|puts|turn|passes|wins|deck)\b")
    with language("fr"):
        for event in game.events:
            assert not english.search(event.text), event.text
    texts_en = [e.text for e in game.events]
    with language("fr"):
        texts_fr = [e.text for e in game.events]
    assert sum(a != b for a, b in zip(texts_en, texts_fr, strict=False)) == len(texts_en)


@pytest.mark.parametrize(
    "ark_text, card, cabin, evict",
    [
        ("T: zebra, penguin / B: elephant", "lion", "T1", None),
        ("T: zebra, penguin / B: elephant", "gazelle", "T2", None),
        ("T: zebra, penguin / B: elephant", "hay", "T1", None),
        ("T: zebra / B: lion", "gazelle", "B2", None),
        ("T: lion+deer / B: elephant", "spider", "T1", "lion"),
        ("T: zebra / B: -", "mosquito", "T2", "zebra"),
        ("T: zebra+hay+horse / B: elephant, moose", "cow", "T1", None),
        ("T: fox / B: -", "skunk", "T1", "fox"),
    ],
)
def test_verdicts_speak_every_language(ark_text, card, cabin, evict):
    a = ark.Ark.parse(ark_text)
    english = a.check(card, cabin, evict)
    assert not english.legal
    with language("zh"):
        chinese = a.check(card, cabin, evict)
        assert ark.card(card).name_zh in str(chinese) or ark.card(evict or card).name_zh in str(chinese) or "T2" in str(
            chinese
        )
        for v in chinese.violations:
            assert not ENGLISH_WORD.search(v.message.replace(card, "").replace(evict or "", "")), v.message
        chinese_text = str(chinese)  # a verdict is written in the language in force when it is read
    with language("fr"):
        french = a.check(card, cabin, evict)
        french_text = str(french)
    assert english.rules == chinese.rules == french.rules
    assert len({str(english), chinese_text, french_text}) == 3
    # the same verdict, read again in another language, is the one judged there: no need to judge again
    assert [v.message_in("zh") for v in english.violations] == [v.message_in("zh") for v in chinese.violations]


def test_language_is_chosen_per_process_and_per_block():
    assert get_language() == "en"
    with language("zh"):
        assert get_language() == "zh"
        with language("fr"):
            assert ark.card("lion").describe() == "Lion — chaud, poids 3, carnivore, lourd"
        assert ark.card("lion").describe() == "狮子 — 热、重量3、肉食、重型"
    try:
        set_language("fr")
        assert get_language() == "fr"
        assert str(ark.Ark.parse("T: - / B: deer").check("lion", "T1")) == "permis (inclinaison après : +1)"
    finally:
        set_language("en")
    with pytest.raises(ValueError, match="unknown language 'de'"):
        set_language("de")
    assert str(ark.Ark.parse("T: - / B: deer").check("lion", "T1")) == "legal (tilt after: +1)"


@pytest.mark.parametrize(
    "bad_move", ["", "jump", "draw 4", "play", "play lion", "play lion@X2", "play lion@T1 jump", "pet", "pass now"]
)
def test_notation_errors_speak_chinese(bad_move):
    with language("zh"), pytest.raises(ark.NotationError) as info:
        ark.Move.parse(bad_move)
    message = str(info.value).replace(repr(bad_move), "")
    words = set(ENGLISH_WORD.findall(message)) - {"draw", "play", "pet", "none", "pass", "lion", "evict", "boost",
                                                  "take", "plain", "polar", "bear", "jump", "now"}
    assert not words, message


def test_ark_notation_errors_speak_french():
    with language("fr"), pytest.raises(ark.NotationError) as info:
        ark.Ark.parse("T: lino / B: -")
    assert "aucune carte" in str(info.value) and "lion" in str(info.value)


def test_join_sentences_puts_a_space_between_sentences_except_in_chinese():
    from arkwidgets.i18n import join_sentences

    with ark.language("fr"):
        assert join_sentences(["Un.", "", "Deux."]) == "Un. Deux."
    with ark.language("zh"):
        assert join_sentences(["一。", "", "二。"]) == "一。二。"
