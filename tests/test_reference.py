"""The reference pages of both games (``docs/reference/``): generated from the engine's data, so they cannot drift.

Each test reads the committed pages and figures, or regenerates them with the games' own modules
(``arkwidgets.ark.reference``, ``arkwidgets.nova.reference``), and holds one promise of the pages: they
are what the generators write now; every card appears with its English, Chinese and French names; every field and
icon of the card figure is named and the key names every symbol; every rule id cited exists and links to its
anchor; the pages speak their language.
"""

from __future__ import annotations

import csv
import re
import xml.etree.ElementTree as ET
from pathlib import Path
from types import ModuleType

import pytest

from arkwidgets import reference
from arkwidgets.ark import cards as ark_cards
from arkwidgets.ark import reference as ark_reference
from arkwidgets.ark import rulebook as ark_rulebook
from arkwidgets.i18n import LANGUAGES, language
from arkwidgets.nova import cards as nova_cards
from arkwidgets.nova import reference as nova_reference
from arkwidgets.nova import rulebook as nova_rulebook
from arkwidgets.nova.words import icon_word

ROOT = Path(__file__).resolve().parents[1]
DOCS = ROOT / "docs" / "reference"
GAMES: dict[str, ModuleType] = {"ark": ark_reference, "nova": nova_reference}
BOOKS = {"ark": (ark_rulebook.RULES, ROOT / "docs" / "rules.md"),
         "nova": (nova_rulebook.RULES, ROOT / "docs" / "nova-rules.md")}
LINK = re.compile(r"\[([A-Za-z0-9-]+)\]\(\.\./([a-z-]+\.md)#([a-z0-9-]+)\)")
SVG = "{http://www.w3.org/2000/svg}"


def page(game: str, lang: str) -> str:
    return (DOCS / f"{game}.{lang}.md").read_text(encoding="utf-8")


def rows(text: str) -> set[tuple[str, ...]]:
    """The cells of every table row of a page (escaped pipes kept as one cell)."""
    return {tuple(c.strip().replace("\\|", "|") for c in re.split(r"(?<!\\)\|", line)[1:-1])
            for line in text.splitlines() if line.startswith("| ")}


@pytest.mark.parametrize("game", sorted(GAMES))
def test_the_committed_pages_and_figures_are_what_the_generator_writes(game: str, tmp_path: Path) -> None:
    """Regenerate every language's page and figures: the committed files are byte for byte the same, and nothing
    in docs/reference/ is left over from an older page."""
    module = GAMES[game]
    written = reference.write(tmp_path, game, module.build,
                              f"python -m arkwidgets.{game}.reference --write docs/reference")
    assert len([p for p in written if p.suffix == ".md"]) == 3 and len(written) >= 9  # a page and its figures
    for path in written:
        committed = DOCS / path.name
        assert committed.exists(), f"run `python -m arkwidgets.{game}.reference --write docs/reference`"
        assert committed.read_text(encoding="utf-8") == path.read_text(encoding="utf-8"), (
            f"{path.name} is stale: run `python -m arkwidgets.{game}.reference --write docs/reference`")
    assert {p.name for p in DOCS.iterdir() if p.name.startswith(f"{game}.")} == {p.name for p in written}


def test_the_command_prints_one_page_in_the_language_asked(capsys: pytest.CaptureFixture[str]) -> None:
    assert reference.main("nova", nova_reference.build, ["--lang", "zh"]) == 0
    assert capsys.readouterr().out == page("nova", "zh")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_ark_card_appears_with_its_three_names(lang: str) -> None:
    """Every card of cards.csv, read here on its own, is a row: id, English, Chinese and French names."""
    with (ROOT / "arkwidgets" / "ark" / "data" / "cards.csv").open(encoding="utf-8") as handle:
        expected = [(r["id"], r["name"], r["name_zh"], r["name_fr"]) for r in csv.DictReader(handle)]
    table = {row[:4] for row in rows(page("ark", lang))}
    assert len(expected) == len(ark_cards.DECK) == 55
    assert [names for names in expected if names not in table] == []
    assert all(all(names) for names in expected)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_ark_nova_card_appears_with_its_three_names(lang: str) -> None:
    """Every card of names.csv (zoo deck, base projects, final scoring cards) is a row with its number, the data's
    English name and the Chinese and French names of names.csv."""
    with (ROOT / "arkwidgets" / "nova" / "data" / "names.csv").open(encoding="utf-8") as handle:
        names = {int(r["number"]): (r["name_zh"], r["name_fr"]) for r in csv.DictReader(handle)}
    finals = {c.number for c in nova_cards.FINAL_SCORING_CARDS}
    table = {row[:4] for row in rows(page("nova", lang))}
    assert len(names) == 212 + 12 + 11
    for number, (zh, fr) in names.items():
        english = nova_cards.card_name(number, "en")
        label = f"F{number}" if number in finals else str(number)
        assert (label, english, zh, fr) in table, number


def _callout_names(svg: str) -> list[str]:
    """The names listed beside a card figure, in the order of their numbers."""
    root = ET.fromstring(svg)
    legend = next(g for g in root.iter(f"{SVG}g") if g.get("class") == "ark-legend")
    texts = [t.text or "" for t in legend.iter(f"{SVG}text")]
    numbers, words = texts[0::2], texts[1::2]
    assert numbers == [str(k) for k in range(1, len(numbers) + 1)]
    marks = [g for g in root.iter(f"{SVG}g") if g.get("data-callout")]
    assert len(marks) == len(words), "one numbered disc on the card per name"
    return words


def _inside(point: tuple[float, float], box: reference.Box) -> bool:
    return box[0] - 0.5 <= point[0] <= box[2] + 0.5 and box[1] - 0.5 <= point[1] <= box[3] + 0.5


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize(("number", "figure"), [(nova_reference.SAMPLE, "card"), (nova_reference.SPONSOR, "sponsor"),
                                               (nova_reference.PROJECT, "project")])
def test_every_field_of_the_nova_card_figures_is_named(lang: str, number: int, figure: str) -> None:
    """Each icon, cost, level, size, effect, gain and project level the drawing puts on the sample animal, sponsor
    and project has a callout named with the drawing's own words for it, and every drawn text of the card lies
    under some callout."""
    from arkwidgets.nova.drawing.bigcards import place_big
    from arkwidgets.nova.drawing.palette import PALETTES

    with language(lang):
        face = ET.fromstring(place_big(number, 0, 0, PALETTES["light"], "t"))
        inner = "".join(ET.tostring(e, encoding="unicode") for e in face if e.tag != "title")
        callouts = nova_reference.callouts(number)
        names = _callout_names((DOCS / f"nova.{figure}.{lang}.svg").read_text(encoding="utf-8"))
        assert names == [c.name for c in callouts]
        drawn_icons = [e.get("data-icon", "") for e in face if e.get("data-icon")]
        assert drawn_icons, "the sample card shows icons"
        for icon in drawn_icons:
            assert any(icon_word(icon) in name for name in names), icon
        for element in face:
            title = element.find("title")
            if title is not None and title.text:
                assert any(title.text in name for name in names), title.text
        for element, box in reference.boxes(inner):
            if element.tag == "text" or any(k.startswith("data-") for k in element.attrib):
                centre = ((box[0] + box[2]) / 2, (box[1] + box[3]) / 2)
                assert any(_inside(centre, c.box) for c in callouts), ET.tostring(element, encoding="unicode")


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize(("card_id", "figure", "fields"), [(ark_reference.SAMPLE, "card", 7),
                                                           (ark_reference.FOOD_SAMPLE, "food", 5)])
def test_every_field_of_the_ark_card_figures_is_named(lang: str, card_id: str, figure: str, fields: int) -> None:
    """The sample animal's weight, diet, type, ability mark, climate, name and ability, and the food card's weight,
    type, climate, name and band, each have a callout named in the page's language with the catalog's word for the
    value, and every drawn text and symbol lies under a callout."""
    from arkwidgets.ark.drawing.cardfaces import card_face
    from arkwidgets.ark.drawing.themes import THEMES
    from arkwidgets.i18n import pgettext

    sample = ark_cards.card(card_id)
    with language(lang):
        names = _callout_names((DOCS / f"ark.{figure}.{lang}.svg").read_text(encoding="utf-8"))
        callouts = ark_reference.callouts(sample)
        assert names == [c.name for c in callouts] and len(names) == fields
        for context, value in (("diet", sample.diet), ("type", sample.type), ("climate", sample.climate),
                               ("ability", sample.ability)):
            if value:
                assert any(pgettext(context, value) in name for name in names), value
        for element, box in reference.boxes(card_face(sample, THEMES["light"])):
            if element.tag in ("text", "g"):
                centre = ((box[0] + box[2]) / 2, (box[1] + box[3]) / 2)
                assert any(_inside(centre, c.box) for c in callouts), ET.tostring(element, encoding="unicode")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_keys_draw_and_name_every_symbol(lang: str) -> None:
    """Ark's key has every diet, type and climate, Ark Nova's every icon, each drawn with its name beside it."""
    from arkwidgets.i18n import pgettext

    with language(lang):
        expected = {
            "ark.symbols": [pgettext("diet", d) for d in ark_cards.DIETS]
            + [pgettext("type", t) for t in ark_cards.TYPES] + [pgettext("climate", c) for c in ark_cards.CLIMATES],
            "nova.icons": [icon_word(i) for i in nova_cards.ICONS],
        }
    for stem, words in expected.items():
        root = ET.fromstring((DOCS / f"{stem}.{lang}.svg").read_text(encoding="utf-8"))
        symbols = [g for g in root.iter(f"{SVG}g") if g.get("data-symbol")]
        named = [[t.text for t in g.iter(f"{SVG}text")][-1] for g in symbols]
        assert named == words
        assert all(len(list(g)) >= 2 for g in symbols), "each symbol is drawn, not only named"


@pytest.mark.parametrize("game", sorted(GAMES))
@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_rule_id_cited_exists_and_links_to_its_anchor(game: str, lang: str) -> None:
    rules, doc = BOOKS[game]
    anchors = {line[4:].strip().lower() for line in doc.read_text(encoding="utf-8").splitlines()
               if line.startswith("### ")}
    cited = LINK.findall(page(game, lang))
    assert len(cited) > 30
    for rule_id, target, anchor in cited:
        assert rule_id in rules, rule_id
        assert target == doc.name and anchor == rule_id.lower() and anchor in anchors, (rule_id, target, anchor)
    if game == "ark":  # the summary is the rulebook's: every rule of S, T, P, A, R, F, E is on the page
        listed = {rule_id for rule_id, _t, _a in cited}
        assert {r for r in rules if r.split("-")[0] in ark_reference.RULE_AREAS} <= listed


@pytest.mark.parametrize("game", sorted(GAMES))
def test_the_pages_speak_their_language(game: str) -> None:
    """The prose of the Chinese page is Chinese and the French page's differs from the English: the headings,
    every line of the rules summary and the glossary's meanings are translated."""
    english, chinese, french = (page(game, lang) for lang in LANGUAGES)
    cjk = re.compile(r"[\u4e00-\u9fff]")
    for line in chinese.splitlines():
        if line.startswith(("#", "- ", "**")) and not line.startswith("<!--"):
            assert cjk.search(line), line
    english_lines = {line for line in english.splitlines() if line.startswith(("## ", "- "))}
    french_lines = {line for line in french.splitlines() if line.startswith(("## ", "- "))}
    assert not english_lines & french_lines
    assert "[English](" in chinese and "[中文](" in french and "[Français](" in english


def test_the_readme_and_the_teachers_kit_link_the_pages() -> None:
    for doc, prefix in ((ROOT / "README.md", "docs/reference/"), (ROOT / "docs" / "teaching" / "README.md",
                                                                  "../reference/")):
        text = doc.read_text(encoding="utf-8")
        for game in GAMES:
            assert f"{prefix}{game}.en.md" in text, (doc.name, game)


def test_a_table_cell_keeps_a_pipe_and_a_line_break_inside_it() -> None:
    lines = reference.table(("a", "b"), [("x | y", "one\ntwo")])
    assert lines == ["| a | b |", "|---|---|", "| x \\| y | one two |"]
    assert rows("\n".join(lines)) == {("a", "b"), ("x | y", "one two")}


def test_boxes_find_each_drawn_element_and_skip_what_draws_nothing() -> None:
    fragment = ('<title>t</title><circle cx="10" cy="10" r="5"/><rect x="1" y="2" width="3" height="4"/>'
                '<g transform="translate(10 20) scale(2)"><circle cx="1" cy="1" r="1"/></g>'
                '<path d="M0 0L4 6"/><text x="50" y="20" font-size="10" text-anchor="middle">ab</text>')
    found = [(e.tag, box) for e, box in reference.boxes(fragment)]
    assert [tag for tag, _b in found] == ["circle", "rect", "g", "path", "text"]
    assert found[0][1] == (5, 5, 15, 15) and found[1][1] == (1, 2, 4, 6) and found[2][1] == (10, 20, 14, 24)
    assert found[3][1] == (0, 0, 4, 6)
    left, top, right, bottom = found[4][1]
    assert left < 50 < right and top < 20 < bottom + 0.01


@pytest.mark.parametrize("path", sorted(DOCS.glob("*.md")), ids=lambda p: p.name)
def test_the_rule_linker_finds_no_bare_rule_id(path: Path) -> None:
    """tools/link_rules.py would change nothing: a rule id a summary cites is a link too (A-2 cites P-4)."""
    import importlib.util

    spec = importlib.util.spec_from_file_location("link_rules", ROOT / "tools" / "link_rules.py")
    assert spec and spec.loader
    linker = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(linker)
    text = path.read_text(encoding="utf-8")
    assert linker.linked(path, "../rules.md") == text
