"""The Ark Nova drawing in Chinese and French: every label of the drawing is in the ``nova`` catalog with the
rulebook's terms, the structure is the same in every language, and a language never leaks into the next render."""

from __future__ import annotations

import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from arkwidgets.i18n import LOCALE_DIR
from arkwidgets.nova.drawing import render
from arkwidgets.nova.drawing.golden import mid_game, mid_player

DRAWING = Path(__file__).resolve().parents[2] / "arkwidgets" / "nova" / "drawing"
#: The drawing's words of the data come from the one Nova vocabulary.
WORDS = DRAWING.parent / "words.py"
PLACEHOLDER = re.compile(r"\{(\w+)\}")

#: The Chinese rulebook's terms and the French edition's usual ones (issue 14, point 4).
TERMS = {
    "zh": ("魅力", "保护点数", "声望", "强度", "休息", "饲养区", "贩售亭", "休憩亭", "合作动物园", "大学"),
    "fr": ("attrait", "points de conservation", "réputation", "force", "pause", "enclos", "kiosque", "pavillon",
           "zoo partenaire", "université"),
}


def _drawing_messages(tmp_path: Path) -> list[tuple[str | None, str | tuple[str, ...]]]:
    pot = tmp_path / "drawing.pot"
    subprocess.run([sys.executable, "-m", "babel.messages.frontend", "extract", "--no-location", "-k", "_", "-k",
                    "N_", "-k", "ngettext:1,2", "-k", "pgettext:1c,2", "-o", str(pot), str(DRAWING), str(WORDS)],
                   check=True,
                   capture_output=True)
    found: list[tuple[str | None, str | tuple[str, ...]]] = []
    with open(pot, "rb") as handle:
        for m in read_po(handle):
            if m.id:
                found.append((m.context, m.id if isinstance(m.id, str) else tuple(m.id)))
    return found


@pytest.mark.parametrize("lang", ["zh", "fr"])
def test_every_drawing_label_is_translated_with_the_same_placeholders(lang: str, tmp_path: Path) -> None:
    with open(LOCALE_DIR / lang / "LC_MESSAGES" / "nova.po", "rb") as handle:
        catalog = {(m.context, m.id): m.string for m in read_po(handle) if m.id}
    messages = _drawing_messages(tmp_path)
    assert len(messages) > 150
    for key in messages:
        translated = catalog.get(key)
        assert translated, f"{lang}: no translation for {key}"
        if isinstance(key[1], str):  # a counted noun ("1 X token", "2 X tokens") has one translation per plural form
            assert isinstance(translated, str), key
            assert set(PLACEHOLDER.findall(key[1])) == set(PLACEHOLDER.findall(translated)), key
        else:
            for form in translated:
                assert form and set(PLACEHOLDER.findall(key[1][1])) == set(PLACEHOLDER.findall(form)), (key, form)


@pytest.mark.parametrize("lang", ["zh", "fr"])
def test_the_rulebook_terms_appear(lang: str) -> None:
    svg = render(mid_game(), viewer=0, lang=lang) + render(mid_player(), lang=lang)
    for term in TERMS[lang]:
        assert term in svg, f"{lang}: {term!r} missing"


def _structure(svg: str) -> list[tuple[str, tuple[tuple[str, str], ...]]]:
    root = ET.fromstring(svg)
    return [(e.tag, tuple(sorted((k, v) for k, v in e.attrib.items() if k.startswith("data-"))))
            for e in root.iter() if e.tag != "{http://www.w3.org/2000/svg}tspan"]  # line breaks differ by language


@pytest.mark.parametrize("lang", ["zh", "fr"])
def test_same_structure_and_data_attributes_in_every_language(lang: str) -> None:
    game = mid_game()
    assert _structure(render(game, viewer=0, lang=lang)) == _structure(render(game, viewer=0, lang="en"))


def test_chinese_root_and_fonts() -> None:
    root = ET.fromstring(render(mid_player(), lang="zh"))
    assert root.get("{http://www.w3.org/XML/1998/namespace}lang") == "zh-Hans"
    assert root.get("font-family", "").startswith("'Noto Sans CJK SC'")


def test_a_language_does_not_leak_into_the_next_render() -> None:
    """The caches are per language: Chinese first, then English has no CJK label of the drawing left."""
    render(mid_game(), viewer=0, lang="zh")
    english = render(mid_game(), viewer=0, lang="en")
    labels = "".join(t.text or "" for t in ET.fromstring(english).iter("{http://www.w3.org/2000/svg}text"))
    assert "Appeal" in labels and "Reputation" in labels
    assert not re.search(r"[\u4e00-\u9fff]", labels)
