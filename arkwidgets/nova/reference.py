"""Ark Nova's reference page in three languages, generated from the engine's data (:mod:`arkwidgets.reference`).

How to read a card is an animal card drawn by Ark Nova's own drawing code (large print) with a numbered callout on
each field and icon, each named by the drawing's own words, and a key that draws every icon with its name; the rules
on one page are short lines in the project's words, each citing the rule ids (``rulebook.tsv``) it sums up, linked
to ``docs/nova-rules.md``; the glossary gives each word in English, Chinese and French from the game's one
vocabulary (:mod:`arkwidgets.nova.words`); the card table lists every card with its three names
(``data/names.csv``)::

    python -m arkwidgets.nova.reference --write docs/reference
    python -m arkwidgets.nova.reference --lang zh > docs/reference/nova.zh.md

The drawing is imported only when a figure is drawn: the engine's modules never load it.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections.abc import Callable, Sequence
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
    main,
    page,
    rule_links,
    table,
    union,
)
from . import rulebook
from .cards import (
    ACTIONS,
    ANIMALS,
    BASE_PROJECTS,
    CONTINENTS,
    FINAL_SCORING_CARDS,
    ICONS,
    SPONSORS,
    ZOO_DECK_NUMBERS,
    AnimalCard,
    ProjectCard,
    card,
    card_name,
)
from .words import (
    action_word,
    bonus_word,
    building_word,
    effect_word,
    icon_word,
    keyword_word,
    map_word,
    task_word,
    tile_word,
)

__all__ = ["GLOSSARY", "PROJECT", "SAMPLE", "SPONSOR", "SUMMARY", "build", "callouts", "card_rows", "figures",
           "glossary_terms"]

#: The card the figure draws: an animal with every kind of field (icons, enclosure, rock, a condition, an ability,
#: appeal, CP and reputation).
SAMPLE = 500
#: The sponsor the second figure draws: a level, an icon, conditions, an effect, CP and reputation.
SPONSOR = 205
#: The conservation project the third figure draws: its kind, the icon it counts, its three levels.
PROJECT = 110

#: The rules on one page: (heading, [(rule ids, a line in the project's words)]).
SUMMARY: tuple[tuple[str, tuple[tuple[tuple[str, ...], str], ...]], ...] = (
    (N_("The goal"), (
        (("N-APP-1", "N-END-2"), N_("Appeal and conservation points run toward each other; when your appeal reaches "
                                    "the target of your conservation points, the end begins.")),
        (("N-END-8", "N-END-9"), N_("Victory points are appeal minus that target; the most victory points win.")),
    )),
    (N_("A turn"), (
        (("N-TURN-2",), N_("A turn is one action: one of your five action cards, or the X-token action.")),
        (("N-TURN-3", "N-X-2"), N_("A card's strength is its slot number (1 to 5), plus any X tokens you spend.")),
        (("N-TURN-4",), N_("The card you used goes back to slot 1; the cards left of it move one slot right.")),
        (("N-X-5",), N_("The X-token action moves any card to slot 1 without using it and gives 1 X token.")),
    )),
    (N_("The five actions"), (
        (("N-CARDS-2", "N-CARDS-3"), N_("Cards: draw cards (and discard), or at high strength take one from the "
                                        "display.")),
        (("N-BUILD-2", "N-BUILD-4", "N-BUILD-8"), N_("Build: place a building of size up to the strength, 2 money a "
                                                    "hex, touching your other buildings (the first one: the map's "
                                                    "edge).")),
        (("N-ANIM-3", "N-ANIM-4", "N-ANIM-6"), N_("Animals: meet the card's conditions, pay its cost and house it in "
                                                  "an empty enclosure big enough.")),
        (("N-ASSOC-2", "N-ASSOC-10"), N_("Association: send a worker to a task worth up to the strength: reputation, "
                                         "a partner zoo, a university, or a conservation project.")),
        (("N-SPON-1", "N-SPON-3"), N_("Sponsors: play a sponsor card of level up to the strength, or take money and "
                                      "move the break token.")),
    )),
    (N_("Growing stronger"), (
        (("N-UPG-1", "N-UPG-3"), N_("An upgrade turns an action card to its level-II side for good.")),
        (("N-REP-5", "N-DISP-3"), N_("Reputation sets which display cards are in your range.")),
        (("N-PROJ-4", "N-PROJ-5"), N_("Supporting a conservation project gives its conservation points and frees a "
                                      "bonus on your map.")),
    )),
    (N_("Breaks and the end"), (
        (("N-BREAK-3",), N_("When the break token reaches its last space, a break follows the turn.")),
        (("N-BREAK-5", "N-BREAK-9"), N_("At a break you discard down to your hand limit and collect income.")),
        (("N-END-3", "N-END-7"), N_("After the end is triggered everyone else plays one more turn; then final "
                                    "scoring cards add conservation points.")),
    )),
)

#: The glossary: (how the word is found, its meaning in the project's words, the rules behind it). A word comes
#: from the game's vocabulary (:mod:`.words`) where it has one, else from the context ``nova term``.
def _terms() -> dict[str, str]:
    """The words the vocabulary of :mod:`.words` does not hold, in the language in force (literal calls, so Babel
    finds them)."""
    return {
        "action card": pgettext("nova term", "action card"), "strength": pgettext("nova term", "strength"),
        "display": pgettext("nova term", "display"), "break": pgettext("nova term", "break"),
        "final scoring card": pgettext("nova term", "final scoring card"),
        "victory points": pgettext("nova term", "victory points"), "icon": pgettext("nova term", "icon"),
        "building": pgettext("nova term", "building"), "association task": pgettext("nova term", "association task"),
        "map": pgettext("nova term", "map"), "ability": pgettext("nova term", "ability"),
        "animal": pgettext("nova term", "animal"), "sponsor": pgettext("nova term", "sponsor"),
        "conservation project": pgettext("nova term", "conservation project"),
    }


def _term(word: str) -> str:
    return _terms()[word]


GLOSSARY: tuple[tuple[Callable[[], str], str, tuple[str, ...]], ...] = (
    (lambda: bonus_word("appeal"), N_("How attractive your zoo is: it pays income and counts toward victory."),
     ("N-APP-1", "N-APP-3")),
    (lambda: bonus_word("cp"), N_("Conservation points: they set the target your appeal must reach."),
     ("N-CP-1", "N-END-1")),
    (lambda: bonus_word("reputation"), N_("How far you reach into the display, and a condition of some sponsors."),
     ("N-REP-5",)),
    (lambda: _term("action card"), N_("One of the five cards that name your actions; its slot is its strength."),
     ("N-TURN-3",)),
    (lambda: _term("strength"), N_("The number an action works with: slot plus X tokens spent."), ("N-TURN-3",)),
    (lambda: bonus_word("xtoken"), N_("A token that adds 1 strength to an action; at most 5."), ("N-X-1", "N-X-2")),
    (lambda: _term("display"), N_("The six face-up cards beside the reputation track."), ("N-DISP-1",)),
    (lambda: _term("break"), N_("A pause in play that pays income and tidies the board."), ("N-BREAK-4",)),
    (lambda: building_word("enclosure"), N_("A building of 1 to 5 hexes where one animal lives."),
     ("N-BUILD-1", "N-ANIM-6")),
    (lambda: building_word("kiosk"), N_("A one-hex building that earns money at breaks."), ("N-BUILD-15",)),
    (lambda: building_word("pavilion"), N_("A one-hex building that gives 1 appeal."), ("N-BUILD-14",)),
    (lambda: tile_word("partner-zoo"), N_("A continent's zoo that makes its animals cheaper."), ("N-ASSOC-7",)),
    (lambda: tile_word("university"), N_("Brings research icons, reputation or a larger hand."), ("N-ASSOC-9",)),
    (lambda: task_word("project"), N_("A card you support with your tokens for conservation points."),
     ("N-PROJ-1", "N-PROJ-5")),
    (lambda: _term("final scoring card"), N_("A secret card that gives conservation points at the end."),
     ("N-ICON-9", "N-END-7")),
    (lambda: _term("victory points"), N_("Appeal minus the target of your conservation points."), ("N-END-8",)),
)


def _labels(element: ET.Element) -> str:
    """The words the drawing gave a group (its ``<title>``), or its text."""
    found = element.find("title")
    return (found.text if found is not None else element.text) or ""


def _face_parts(number: int) -> list[tuple[ET.Element, Box]]:
    """The top-level elements of a card's large-print face with their boxes (the group's own title left out)."""
    from .drawing.bigcards import place_big
    from .drawing.palette import PALETTES

    root = ET.fromstring(place_big(number, 0, 0, PALETTES["light"], "reference"))
    return boxes("".join(ET.tostring(e, encoding="unicode") for e in root if e.tag != "title"))


def _effect_meanings() -> dict[str, tuple[str, tuple[str, ...]]]:
    return {
        "immediate": (_("Happens once, when the sponsor is played."), ("N-ICON-7", "N-SPON-2")),
        "ongoing": (_("Holds for as long as the sponsor is in your zoo."), ("N-ICON-6", "N-SPON-2")),
        "income": (_("Pays at every break."), ("N-SPON-10",)),
        "endgame": (_("Scores at the end of the game."), ("N-ICON-7", "N-SPON-10")),
    }


def callouts(number: int = SAMPLE) -> list[Callout]:
    """Every field and icon of an animal or sponsor card as the large-print drawing places them, in drawing order,
    each named with the words the drawing itself gives it (its ``<title>``) or the data's words."""
    c = card(number)
    animal = c if isinstance(c, AnimalCard) else None
    project = isinstance(c, ProjectCard)
    full_name = card_name(number)
    out: list[Callout] = []
    names: list[Box] = []
    after_size = after_flag = False
    previous = ""

    def add(box: Box, name: str, rules: tuple[str, ...], meaning: str) -> None:
        if names and name != headings()["name"]:  # the name's lines end where the next field starts
            out.append(Callout(union(names), headings()["name"], (), headings()["name means"]))
            names.clear()
        out.append(Callout(box, name, rules, meaning))

    parts = _face_parts(number)
    middle = max(b[2] for _e, b in parts) / 2  # a sponsor's conditions stand left of it, its icons right
    for element, box in parts:
        words = _labels(element)
        data = {k.removeprefix("data-"): v for k, v in element.attrib.items() if k.startswith("data-")}
        centre_x = (box[0] + box[2]) / 2
        if element.tag == "text":
            if not out:
                out.append(Callout(box, _("card number {number}").format(number=words), (),
                                   _("Every card has a number; the notation names a card by it.")))
            elif words and words in full_name and not data and len(out) <= 2:
                names.append(box)
            elif words == "⚑":
                after_flag = True
                add(box, _("conditions"), ("N-ANIM-3",),
                    _("What your zoo must already have before you may play the animal."))
            elif previous == "rect" and animal:
                words = " · ".join(f"{keyword_word(a.keyword)} {a.level}" if a.level else keyword_word(a.keyword)
                                   for a in animal.abilities)  # the keywords in the page's language
                add(box, _("ability: {words}").format(words=words), ("N-ICON-5",),
                    _("The animal's effect, named by its keyword and level."))
            elif after_size and not after_flag and animal and animal.special_enclosure:
                home = f"{building_word(animal.special_enclosure)} {animal.special_enclosure_size}"
                add(box, _("or a special enclosure: {words}").format(words=home), ("N-ICON-1",),
                    _("A special enclosure that may house it instead, and the spaces it takes."))
            elif project:
                add(box, _("project kind: {words}").format(words=words), ("N-PROJ-1", "N-PROJ-2"),
                    _("A base project stays in play all game; a project card joins the row when it is played."))
            elif not animal:
                add(box, _("condition: {words}").format(words=words), ("N-ICON-6", "N-SPON-1"),
                    _("A condition to play the sponsor, or the size of its unique building."))
        elif "cost" in data:
            add(box, words, ("N-ICON-2", "N-ANIM-4"), _("The money you pay to play it."))
        elif "level" in data:
            add(box, words, ("N-ICON-6", "N-SPON-1"), _("Sponsors I plays a sponsor of level up to the strength."))
        elif "size" in data:
            after_size = True
            add(box, words, ("N-ICON-1", "N-ANIM-6"), _("The smallest empty standard enclosure that can house it."))
        elif "icon" in data and project:
            add(box, _("icon counted: {words}").format(words=words), ("N-PROJ-6",),
                _("The project counts this icon in your zoo."))
        elif "tier" in data:
            add(box, words, ("N-PROJ-4", "N-PROJ-5"),
                _("A level: the icons your zoo needs, and the conservation points it gives when you support it."))
        elif "icon" in data and (after_flag or (not animal and centre_x < middle)):
            add(box, _("condition: {words}").format(words=words), ("N-ANIM-3",) if animal else ("N-SPON-1",),
                _("An icon your zoo must already show."))
        elif "icon" in data and after_size:
            add(box, _("next to the enclosure: {words}").format(words=words), ("N-ICON-1", "N-ANIM-6"),
                _("The enclosure must touch a hex of this kind."))
        elif "icon" in data:
            add(box, _("icon: {words}").format(words=words), ("N-ICON-3", "N-ICON-10") if animal else ("N-ICON-6",),
                _("An icon your zoo gains: a category or a continent.") if animal
                else _("An icon your zoo gains with this sponsor."))
        elif "effect" in data:
            meaning, rules = _effect_meanings()[data["effect"]]
            add(box, _("effect: {words}").format(words=effect_word(data["effect"])), rules, meaning)
        elif "gain" in data:
            add(box, words, ("N-ICON-4", "N-ANIM-10") if animal else ("N-SPON-2",),
                _("What the card gives when it is played."))
        previous = element.tag
    return out


def _key() -> list[tuple[str, str]]:
    """Every icon of the game, drawn by Ark Nova's glyphs in a 24 × 24 box, with its name."""
    from .drawing import glyphs
    from .drawing.palette import PALETTES

    pal = PALETTES["light"]
    return [(glyphs.icon(word, 12, 12, 10, pal, continent=word in CONTINENTS), icon_word(word)) for word in ICONS]


def figures() -> dict[str, str]:
    """The page's figures in the language in force (file name → SVG)."""
    from .drawing.bigcards import BIG_H, BIG_W, place_big
    from .drawing.palette import PALETTES

    lang = get_language()
    return {
        f"nova.card.{lang}.svg": card_figure(place_big(SAMPLE, 0, 0, PALETTES["light"], "reference"), BIG_W, BIG_H,
                                             callouts(SAMPLE), _("How to read an Ark Nova card"), lang, scale=2.0),
        f"nova.sponsor.{lang}.svg": card_figure(place_big(SPONSOR, 0, 0, PALETTES["light"], "reference"), BIG_W,
                                                BIG_H, callouts(SPONSOR), _("How to read a sponsor card"), lang,
                                                scale=2.0),
        f"nova.project.{lang}.svg": card_figure(place_big(PROJECT, 0, 0, PALETTES["light"], "reference"), BIG_W,
                                                BIG_H, callouts(PROJECT), _("How to read a conservation project"),
                                                lang, scale=2.0),
        f"nova.icons.{lang}.svg": key_figure(_key(), _("The icons of Ark Nova"), lang),
    }


def _links(rules: Sequence[str]) -> str:
    return rule_links(rules, rulebook.anchor)


def _callout_table(number: int) -> list[str]:
    return callout_table(callouts(number), rulebook.anchor)


def _card_section(lang: str) -> list[str]:
    return [
        _("The zoo deck holds animals, sponsors and conservation projects. The figure draws the animal {card} as the "
          "classroom board shows it; each number names one thing printed on it.").format(card=card_name(SAMPLE)),
        "",
        "![{alt}](nova.card.{lang}.svg)".format(alt=_("How to read an Ark Nova card"), lang=lang),
        "",
        *_callout_table(SAMPLE),
        "",
        _("A sponsor card, {card}:").format(card=card_name(SPONSOR)),
        "",
        "![{alt}](nova.sponsor.{lang}.svg)".format(alt=_("How to read a sponsor card"), lang=lang),
        "",
        *_callout_table(SPONSOR),
        "",
        _("A conservation project, {card}:").format(card=card_name(PROJECT)),
        "",
        "![{alt}](nova.project.{lang}.svg)".format(alt=_("How to read a conservation project"), lang=lang),
        "",
        *_callout_table(PROJECT),
        "",
        _("Every icon a card can show (continents are squares, the others discs):"),
        "",
        "![{alt}](nova.icons.{lang}.svg)".format(alt=_("The icons of Ark Nova"), lang=lang),
    ]


def _rules_section() -> list[str]:
    out = [_("Each line sums up the rules whose ids follow it; the id links to the full rule.")]
    for heading, lines in SUMMARY:
        out += ["", f"**{_(heading)}**", ""]
        out += [f"- {_(line)} ({_links(rules)})" for rules, line in lines]
    return out


def glossary_terms() -> list[tuple[str, ...]]:
    """Each word of the glossary in English, Chinese and French (the columns of the page's table)."""
    return [in_every_language(word) for word, _meaning, _rules in GLOSSARY]


def _keywords() -> list[str]:
    return sorted({a.keyword for c in (*ANIMALS, *SPONSORS) for a in getattr(c, "abilities", ())})


def _vocabulary_rows() -> list[tuple[str, ...]]:
    """The rest of the game's words in three languages, each with what kind of word it is."""
    groups: list[tuple[str, Callable[[str], str], Sequence[str]]] = [
        ("action card", action_word, ACTIONS),
        ("icon", icon_word, ICONS),
        ("building", building_word, ("kiosk", "pavilion", "enclosure", "petting-zoo", "reptile-house",
                                         "large-bird-aviary")),
        ("association task", task_word, ("reputation", "partner-zoo", "university", "project")),
        ("map", map_word, ("A", "0", "1", "2", "3", "4", "5", "6", "7", "8")),
        ("ability", keyword_word, _keywords()),
    ]
    rows: list[tuple[str, ...]] = []
    for kind, word, keys in groups:
        rows += [(*in_every_language(partial(word, key)), _term(kind)) for key in keys]
    return rows


def _glossary_section() -> list[str]:
    rows = [(*names, _(meaning), _links(rules))
            for names, (_word, meaning, rules) in zip(glossary_terms(), GLOSSARY, strict=True)]
    return [
        *table(language_columns(headings()["meaning"], headings()["rule ids"]), rows),
        "",
        _("The names the game gives its actions, icons, buildings, tasks, maps and abilities:"),
        "",
        *table(language_columns(headings()["kind"]), _vocabulary_rows()),
    ]


def _kind(number: int) -> str:
    if number in {c.number for c in FINAL_SCORING_CARDS}:
        return _term("final scoring card")
    return _term({"animal": "animal", "sponsor": "sponsor", "project": "conservation project"}[card(number).kind])


def card_numbers() -> list[int]:
    """Every card of the box: the zoo deck, the base projects, the final scoring cards."""
    return [*ZOO_DECK_NUMBERS, *(p.number for p in BASE_PROJECTS), *(c.number for c in FINAL_SCORING_CARDS)]


def card_rows() -> list[tuple[object, ...]]:
    """Every card: its number, its three names and its kind. Final scoring cards are numbered F1 … F11."""
    finals = {c.number for c in FINAL_SCORING_CARDS}
    rows: list[tuple[object, ...]] = []
    for number in sorted(set(ZOO_DECK_NUMBERS) | {p.number for p in BASE_PROJECTS}):
        rows.append((number, *(card_name(number, lang) for lang in LANGUAGES), _kind(number)))
    for number in sorted(finals):
        rows.append((f"F{number}", *(card_name(number, lang) for lang in LANGUAGES), _kind(number)))
    return rows


def _cards_section() -> list[str]:
    return [
        _("All {n} cards: the {zoo} cards of the zoo deck, the {base} base projects and the {final} final scoring "
          "cards. The number is what a move names.").format(n=len(card_numbers()), zoo=len(ZOO_DECK_NUMBERS),
                                                             base=len(BASE_PROJECTS), final=len(FINAL_SCORING_CARDS)),
        "",
        *table(("#", *(LANGUAGE_NAMES[lang] for lang in LANGUAGES), headings()["kind"]), card_rows()),
    ]


def build() -> Page:
    """Ark Nova's reference page in the language in force."""
    return page(_("Ark Nova: reference"), _card_section, _rules_section, _glossary_section, _cards_section, figures)


def _main(argv: Sequence[str] | None = None) -> int:
    return main("nova", build, argv)


if __name__ == "__main__":  # pragma: no cover - python -m arkwidgets.nova.reference
    raise SystemExit(_main())
