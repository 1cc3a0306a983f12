"""Ark's reference page in three languages, generated from the engine's data (:mod:`arkwidgets.reference`).

How to read a card is a card drawn by Ark's own drawing code with a numbered callout on each field, and a key that
draws every diet, type and climate symbol with its name; the rules on one page are the rulebook's one-line
summaries (``rulebook.tsv``, already translated), each linked to ``docs/rules.md``; the glossary gives each word of
the game in English, Chinese and French with its meaning; the card table lists every card of the deck with its
three names (``data/cards.csv``)::

    python -m arkwidgets.ark.reference --write docs/reference
    python -m arkwidgets.ark.reference --lang zh > docs/reference/ark.zh.md
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections.abc import Sequence
from functools import partial

from ..i18n import LANGUAGES, N_, _, get_language, pgettext
from ..reference import (
    LANGUAGE_NAMES,
    Box,
    Callout,
    Page,
    boxes,
    callout_table,
    card_figure,
    headings,
    in_every_language,
    key_figure,
    language_columns,
    link_ids,
    main,
    page,
    rule_link,
    rule_links,
    table,
    union,
)
from . import rulebook
from .cards import ABILITIES, CLIMATES, DECK, DIETS, TYPES, Card, card

__all__ = ["FOOD_SAMPLE", "GLOSSARY", "RULE_AREAS", "SAMPLE", "build", "callouts", "card_rows", "figures",
           "glossary_terms"]

#: The card the figure draws: an animal with every field a card can have (weight, diet, type, climate, ability).
SAMPLE = "fox"
#: The food card the second figure draws.
FOOD_SAMPLE = "fish"
#: The groups of rules the summary gives (the decisions D-… stay on the rules page).
RULE_AREAS = ("S", "T", "P", "A", "R", "F", "E")
_AREA_HEADINGS = {
    "S": N_("Setting up"), "T": N_("A turn"), "P": N_("Placing a card"), "A": N_("Special animals"),
    "R": N_("Pets"), "F": N_("The final round"), "E": N_("End and scoring"),
}

def _terms() -> dict[str, str]:
    """The glossary's words in the language in force (literal calls with the context ``ark term``, so Babel finds
    them)."""
    return {
        "ark": pgettext("ark term", "ark"), "cabin": pgettext("ark term", "cabin"),
        "tilt": pgettext("ark term", "tilt"), "display": pgettext("ark term", "display"),
        "rain card": pgettext("ark term", "rain card"), "action disc": pgettext("ark term", "action disc"),
        "token": pgettext("ark term", "token"), "scoring card": pgettext("ark term", "scoring card"),
        "pet": pgettext("ark term", "pet"), "climate": pgettext("ark term", "climate"),
        "weight": pgettext("ark term", "weight"), "diet": pgettext("ark term", "diet"),
        "type": pgettext("ark term", "type"), "special ability": pgettext("ark term", "special ability"),
    }


#: The words of the game (keys of :func:`_terms`), what each means (in the project's words), and the rules behind
#: it.
GLOSSARY: tuple[tuple[str, str, tuple[str, ...]], ...] = (
    ("ark", N_("The shared board: two halves of cabins on either side of a centre line."), ("S-1",)),
    ("cabin", N_("A room of the ark holding up to 3 cards; T1, T2 … on top, B1, B2 … below."), ("P-1", "P-7")),
    ("tilt", N_("The weight of the top half minus that of the bottom half; it must stay between −2 and +2."),
     ("S-6", "P-3")),
    ("display", N_("The 3 face-up cards anyone may take when drawing."), ("S-7", "T-1")),
    ("rain card", N_("Five cards shuffled into the deck; the 2nd brings pets, the 5th the final round."),
     ("S-8", "T-1b", "T-1c")),
    ("action disc", N_("An orange disc: the price of a new cabin or of a final turn, 1 point at the end."),
     ("S-3", "P-7", "E-4")),
    ("token", N_("A player's marker put on the scoring card of each card's type when the card is placed."),
     ("S-4", "T-3")),
    ("scoring card", N_("One card per type; the most tokens on it score 10, the second most 6."), ("E-2",)),
    ("pet", N_("A light animal without ability kept face down from the 2nd rain card; it scores one token."),
     ("R-1", "R-4")),
    ("climate", N_("Hot, cold or any: hot and cold cards never share a cabin."), ("P-2",)),
    ("weight", N_("0 to 4: it moves the tilt, and a meat-eater must be lighter than its cabin-mates."),
     ("P-3", "P-4")),
    ("diet", N_("Herbivore, carnivore or omnivore: it decides who may live with whom, and with food."),
     ("P-4", "P-5", "P-6")),
    ("type", N_("Heavy, slow, shy, useful or food: the scoring card where the card's token goes."), ("T-3",)),
    ("special ability", N_("What one of eight animals does when it is played."), ("A-1", "A-8")),
)

#: What each field of a card decides, and the rules that read it.
_FIELDS = {
    "weight": (N_("weight: {value}"), N_("Moves the tilt; a carnivore or omnivore must be the lightest of its cabin."),
               ("P-3", "P-4")),
    "food weight": (N_("weight: {value}"), N_("Moves the tilt."), ("P-3",)),
    "diet": (N_("diet: {value}"), N_("Leaf, bone, or both: who may share a cabin with whom, and with food."),
             ("P-4", "P-5", "P-6")),
    "type": (N_("type: {value}"), N_("The scoring card that gets a token when the card is placed."), ("T-3", "E-2")),
    "mark": (N_("special ability"), N_("The red “!” says the animal has an ability."), ("A-1",)),
    "climate": (N_("climate: {value}"), N_("Sun, snowflake, or both, and the colour of the card."), ("P-2",)),
    "ability": (N_("ability: {value}"), N_("What the animal does when it is played."), ("A-1",)),
    "band": (N_("food band"),
             N_("With the thick brown frame, it marks a food card: no herbivore or omnivore shares its cabin."),
             ("P-5",)),
}


#: An Ark rule id standing on its own in a sentence (as tools/link_rules.py reads one).
_ID = re.compile(r"(?<![\w-])([STPARFED]-\d+[a-c]?)(?![\w-])")


def _signature(fragment: str) -> set[tuple[str, tuple[tuple[str, str], ...]]]:
    """The shapes of a drawing, whatever moves or scales it: how a symbol is recognised on a card."""
    root = ET.fromstring(f"<g>{fragment}</g>")
    return {(e.tag, tuple(sorted(e.attrib.items()))) for e in root.iter() if e.tag != "g" and e is not root}


def callouts(c: Card) -> list[Callout]:
    """The fields of ``c`` as Ark's drawing places them, each with a numbered callout, in reading order."""
    from .drawing import icons
    from .drawing.cardfaces import CARD_H, CARD_W, card_face
    from .drawing.themes import THEMES

    th = THEMES["light"]
    found: dict[str, list[Box]] = {}
    diet_shapes = _signature(icons.diet_icon(c.diet, 0, 0, 16, th)) if c.diet else set()
    type_shapes = _signature(icons.type_icon(c.type, 0, 0, 16, th))
    for element, box in boxes(card_face(c, th)):
        words = element.text or ""
        shapes = _signature(ET.tostring(element, encoding="unicode")) if element.tag == "g" else set()
        if element.tag == "text" and words == str(c.weight) and "weight" not in found:
            kind = "food weight" if c.kind == "food" else "weight"
        elif shapes and shapes & diet_shapes and not shapes & type_shapes:
            kind = "diet"
        elif shapes and type_shapes <= shapes:
            kind = "type"
        elif element.tag == "text" and words == "!":
            kind = "mark"
        elif element.tag == "text" and words.startswith("! "):
            kind = "ability"
        elif element.tag == "text" and c.kind == "food" and words == pgettext("type", "food").upper():
            kind = "band"
        elif element.tag == "text" and words and words in c.local_name:
            kind = "name"
        elif (element.tag in ("path", "circle") and (box[0] + box[2]) / 2 > CARD_W * 0.75
              and (box[1] + box[3]) / 2 < CARD_H * 0.4):
            kind = "climate"
        else:
            continue
        found.setdefault(kind, []).append(box)
    values = {"weight": str(c.weight), "type": pgettext("type", c.type), "climate": pgettext("climate", c.climate)}
    if c.diet:
        values["diet"] = pgettext("diet", c.diet)
    if c.ability:
        values["ability"] = pgettext("ability", c.ability)
    page_words = headings()
    if c.kind == "food":  # a food card's weight only tilts the ark: P-4 compares animals
        values["food weight"] = values["weight"]
    fields = {**{kind: (_(label).format(value=values.get(kind, "")), rules, _(meaning))
                     for kind, (label, meaning, rules) in _FIELDS.items()},
              "name": (page_words["name"], (), page_words["name means"])}
    order = ("food weight" if c.kind == "food" else "weight", "diet", "type", "mark", "climate", "name", "ability",
             "band")
    return [Callout(union(found[kind]), *fields[kind]) for kind in order if kind in found]


def _key() -> list[tuple[str, str]]:
    """Every symbol of a card, drawn by Ark's icons in a 24 × 24 box, with its name."""
    from .drawing import icons
    from .drawing.themes import THEMES

    th = THEMES["light"]
    items = [(icons.diet_icon(diet, 2, 2, 20, th), pgettext("diet", diet)) for diet in DIETS]
    items += [(icons.type_icon(kind, 2, 2, 20, th), pgettext("type", kind)) for kind in TYPES]
    items += [(icons.climate_glyph(climate, 12, 12, 8, th), pgettext("climate", climate)) for climate in CLIMATES]
    return items


def figures() -> dict[str, str]:
    """The page's figures in the language in force (file name → SVG)."""
    from .drawing.cardfaces import CARD_H, CARD_W, card_face
    from .drawing.themes import THEMES

    lang = get_language()
    sample, food = card(SAMPLE), card(FOOD_SAMPLE)
    return {
        f"ark.card.{lang}.svg": card_figure(card_face(sample, THEMES["light"]), CARD_W, CARD_H, callouts(sample),
                                            _("How to read an Ark card"), lang),
        f"ark.food.{lang}.svg": card_figure(card_face(food, THEMES["light"]), CARD_W, CARD_H, callouts(food),
                                            _("How to read a food card"), lang),
        f"ark.symbols.{lang}.svg": key_figure(_key(), _("The symbols of Ark's cards"), lang),
    }


def _card_section(lang: str) -> list[str]:
    sample, food = card(SAMPLE), card(FOOD_SAMPLE)
    return [
        _("Every card is an animal or a food card. The figure draws the {card} as the board shows it; each number "
          "names one thing printed on it.").format(card=sample.local_name),
        "",
        "![{alt}](ark.card.{lang}.svg)".format(alt=_("How to read an Ark card"), lang=lang),
        "",
        *callout_table(callouts(sample), rulebook.anchor),
        "",
        _("A food card has a weight, a climate and the food type, but no diet; a thick brown frame and a band mark "
          "it. Here, the {card}:").format(card=food.local_name),
        "",
        "![{alt}](ark.food.{lang}.svg)".format(alt=_("How to read a food card"), lang=lang),
        "",
        *callout_table(callouts(food), rulebook.anchor),
        "",
        _("Every symbol a card can show:"),
        "",
        "![{alt}](ark.symbols.{lang}.svg)".format(alt=_("The symbols of Ark's cards"), lang=lang),
    ]


def _rules_section() -> list[str]:
    out = [_("Each line is the rulebook's summary of one rule; the id links to the full rule.")]
    current = ""
    for rule_id in rulebook.RULES:
        area = rule_id.split("-")[0]
        if area not in RULE_AREAS:
            continue
        if area != current:
            current = area
            out += ["", f"**{_(_AREA_HEADINGS[area])}**", ""]
        summary = link_ids(rulebook.summary(rule_id), _ID, rulebook.RULES, rulebook.anchor)
        out.append(f"- {rule_link(rule_id, rulebook.anchor(rule_id))} {summary}")
    return out


def glossary_terms() -> list[tuple[str, ...]]:
    """Each word of the glossary in English, Chinese and French (the columns of the page's table)."""
    return [in_every_language(partial(_term, term)) for term, _meaning, _rules in GLOSSARY]


def _term(word: str) -> str:
    return _terms()[word]


def _glossary_section() -> list[str]:
    rows = [(*names, _(meaning), rule_links(rules, rulebook.anchor))
            for names, (_word, meaning, rules) in zip(glossary_terms(), GLOSSARY, strict=True)]
    words = [(*in_every_language(partial(pgettext, context, value)),
              _term("special ability" if context == "ability" else context))
             for context, values in (("climate", CLIMATES), ("diet", DIETS), ("type", TYPES), ("ability", ABILITIES))
             for value in values]
    return [
        *table(language_columns(headings()["meaning"], headings()["rule ids"]), rows),
        "",
        _("The values a card prints:"),
        "",
        *table(language_columns(headings()["kind"]), words),
    ]


def card_rows() -> list[tuple[str, ...]]:
    """Every card of the deck: its id, its three names, its type."""
    return [(c.id, c.name, c.name_zh, c.name_fr, pgettext("type", c.type)) for c in DECK]


def _cards_section() -> list[str]:
    return [
        _("All {n} cards of the deck. The id is what a move names (play lion@T2).").format(n=len(DECK)),
        "",
        *table(("id", *(LANGUAGE_NAMES[lang] for lang in LANGUAGES), _terms()["type"]), card_rows()),
    ]


def build() -> Page:
    """Ark's reference page in the language in force."""
    return page(_("Ark: reference"), _card_section, _rules_section, _glossary_section, _cards_section, figures)


def _main(argv: Sequence[str] | None = None) -> int:
    return main("ark", build, argv)


if __name__ == "__main__":  # pragma: no cover - python -m arkwidgets.ark.reference
    raise SystemExit(_main())
