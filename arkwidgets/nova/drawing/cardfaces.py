"""Ark Nova cards drawn from their numbers and icons (never scanned art): animals, sponsors, projects, final scoring.

Every face is built from the card's data (cost, size, rock and water, icons, conditions, appeal / CP / reputation,
ability keyword; a sponsor's level, icons and kinds of effect; a project's three levels) and cached per card,
palette and language; placing it is one ``<g transform>`` carrying ``data-card``. A face-down card is a plain back
with no number, title or description, so the page source never tells a hidden card.
"""

from __future__ import annotations

from functools import lru_cache

from ...i18n import N_, _, get_language
from ...ui.svg import esc, fit_size, num, text, text_width
from ..cards import (
    CONTINENTS,
    Ability,
    AnimalCard,
    FinalScoringCard,
    ProjectCard,
    SponsorCard,
    card,
    final_scoring_card,
)
from ..state import Support
from ..words import (
    building_word,
    card_name,
    effect_chip,
    effect_word,
    icon_word,
    keyword_word,
    project_in_words,
    project_level_word,
    project_target_word,
)
from . import glyphs
from .palette import NovaPalette, seat_color

__all__ = ["CARD_H", "CARD_W", "back", "describe", "face_ink", "frame", "place_back", "place_card", "place_final",
           "tier_centre", "wrap_lines"]

CARD_W = 92
CARD_H = 128


def face_ink(pal: NovaPalette) -> str:
    """The ink of a face's words: the palette's card ink, white on the dark board's dark faces."""
    return "#ffffff" if pal.name == "dark" else pal.card_ink


def frame(fill: str, pal: NovaPalette, scale: float = 1.0, w: float = CARD_W, h: float = CARD_H,
          head: float = 20) -> str:
    """A card's face and its head band in the card's colour, ``w``×``h`` with a band ``head`` high; ``scale`` is
    how much larger than the table's card the face is drawn (its corners and outline grow with it): the table's
    cards use 1, the classroom board's large print (:mod:`.bigcards`) more."""
    return (f'<rect width="{num(w)}" height="{num(h)}" rx="{num(6 * scale)}" fill="{pal.card_face}" '
            f'stroke="{pal.card_stroke}" stroke-width="{num(pal.card_stroke_width * scale)}"/>'
            f'<rect x="2" y="2" width="{num(w - 4)}" height="{num(head)}" rx="{num(5 * scale)}" fill="{fill}"/>')


def back(pal: NovaPalette, w: float = CARD_W, h: float = CARD_H, scale: float = 1.0, size: float | None = None) -> str:
    """A face-down card's drawing (no number, no title, nothing a page source could betray), ``scale`` times the
    table's card; ``size``: its word's size (default: what fits, at most 10 × ``scale``)."""
    inset = 4 * scale
    size = size if size is not None else min(10 * scale, w / 6)
    return (f'<rect width="{num(w)}" height="{num(h)}" rx="{num(5 * scale)}" fill="{pal.back}" '
            f'stroke="{pal.card_stroke}" stroke-width="{num(pal.card_stroke_width)}"/>'
            f'<rect x="{num(inset)}" y="{num(inset)}" width="{num(w - 2 * inset)}" height="{num(h - 2 * inset)}" '
            f'rx="{num(3 * scale)}" fill="none" stroke="{pal.back_ink}" stroke-width="{num(0.8 * scale)}"/>'
            + text(w / 2, h / 2 + 4 * scale, "ARK NOVA", size, glyphs.legible(pal.back_ink, pal.back), "middle",
                   True))


def _ability(a: Ability) -> str:
    """An ability as the card prints it, in the reader's language: "Sprint 3", "冲刺 3"."""
    return f"{keyword_word(a.keyword)} {a.level}" if a.level else keyword_word(a.keyword)


def _name(number: int, name: str, pal: NovaPalette) -> str:
    th = pal
    return (text(5, 10, str(number), 7, face_ink(th), "start", True)
            + text(5, 19, name, fit_size(name, 8.5, CARD_W - 10, True), face_ink(th),
                   "start", True))


def _values(appeal: int, cp: int, rep: int, y: float, pal: NovaPalette) -> str:
    """Appeal, conservation and reputation a card gives, each as a coloured badge with a letter and a title."""
    out = []
    x = 6
    for kind, value, color, letter in (("appeal", appeal, pal.appeal, _("appeal")), ("cp", cp, pal.cp, _("CP")),
                                       ("reputation", rep, pal.reputation, _("reputation"))):
        if not value:
            continue
        words = f"+{value} {letter}"
        out.append(f'<g data-gain="{kind}">{glyphs.title(words)}<rect x="{num(x)}" y="{num(y)}" width="26" height="13" '
                   f'rx="3" fill="{color}"/>'
                   + text(x + 13, y + 10, f"+{value}", 9, glyphs.legible("#ffffff", color), "middle", True) + "</g>")
        x += 29
    return "".join(out)


def _animal_desc(c: AnimalCard) -> str:
    parts = [_("{name} ({number}), animal").format(name=card_name(c.number), number=c.number),
             _("cost {cost}").format(cost=c.cost)]
    if c.standard_enclosure_allowed:
        parts.append(_("enclosure size {size}").format(size=c.size))
    if c.rock:
        parts.append(_("{count} rock").format(count=c.rock))
    if c.water:
        parts.append(_("{count} water").format(count=c.water))
    if c.special_enclosure:
        parts.append(building_word({"petting": "petting-zoo", "reptile": "reptile-house",
                                    "large-bird": "large-bird-aviary"}[c.special_enclosure]))
    parts.append(", ".join(icon_word(i) for i in c.categories + c.continents))
    if c.requirements:
        parts.append(_("needs {icons}").format(icons=", ".join(icon_word(i) for i in c.requirements)))
    parts.append(_("appeal {appeal}, CP {cp}, reputation {rep}").format(appeal=c.appeal, cp=c.conservation,
                                                                        rep=c.reputation))
    if c.abilities:
        parts.append(", ".join(_ability(a) for a in c.abilities))
    return "; ".join(parts)


def _icons_row(icons: tuple[str, ...], y: float, pal: NovaPalette, right: float = CARD_W - 8) -> str:
    out = []
    for i, word in enumerate(reversed(icons)):
        out.append(glyphs.icon(word, right - i * 14, y, 6, pal, continent=word in CONTINENTS))
    return "".join(out)


def _animal(c: AnimalCard, pal: NovaPalette) -> str:
    th = pal
    out = [frame(pal.animal, pal), _name(c.number, card_name(c.number), pal)]
    tip = glyphs.title(_("cost {cost}").format(cost=c.cost))
    out.append(f'<g data-cost="{c.cost}">{tip}'
               + glyphs.coin(14, 36, 9, c.cost, pal) + "</g>")
    out.append(_icons_row(c.categories + c.continents, 32, pal))
    # the enclosure it needs: a hex with its size, then rock and water icons (N-ANIM-6)
    y = 56
    if c.standard_enclosure_allowed:
        from .geometry import hex_path
        tip = glyphs.title(_("enclosure size {size}").format(size=c.size))
        out.append(f'<g data-size="{c.size}">{tip}'
                   f'<path d="{hex_path(14, y, 9)}" fill="{pal.enclosure}" stroke="{pal.building_stroke}" '
                   f'stroke-width="1.2"/>' + text(14, y + 3.5, str(c.size), 10,
                                               glyphs.legible("#1d1b16", pal.enclosure), "middle", True) + "</g>")
    for k in range(c.rock):
        out.append(glyphs.icon("rock", 31 + 13 * k, y, 5.5, pal))
    for k in range(c.water):
        out.append(glyphs.icon("water", 31 + 13 * (c.rock + k), y, 5.5, pal))
    if c.special_enclosure:
        name = building_word({"petting": "petting-zoo", "reptile": "reptile-house",
                              "large-bird": "large-bird-aviary"}[c.special_enclosure])
        label = f"{name} {c.special_enclosure_size}"
        out.append(text(6, y + 13, label, fit_size(label, 7, CARD_W - 12),
                        face_ink(th)))
    # conditions (N-ANIM-2): their own row under the enclosure, after a "needs" mark
    if c.requirements:
        out.append(text(6, 82, "⚑", 8, th.illegal, "start", True))
    for k, word in enumerate(c.requirements):
        out.append(glyphs.icon(word, 21 + 13 * k, 79, 5.5, pal, continent=word in CONTINENTS)
                   if word not in ("partner_zoo", "animals_ii") else
                   text(16 + 13 * k, 82, "PZ" if word == "partner_zoo" else "II", 7, th.illegal, "start", True))
    if c.abilities:
        a = c.abilities[0]
        words = " · ".join(_ability(x) for x in c.abilities)
        out.append(f'<rect x="2" y="88" width="{CARD_W - 4}" height="14" fill="{pal.animal}" fill-opacity="0.6"/>'
                   + text(CARD_W / 2, 98, words, fit_size(words, 8, CARD_W - 8, True),
                          face_ink(th), "middle", True))
        del a
    out.append(_values(c.appeal, c.conservation, c.reputation, 108, pal))
    return "".join(out)


def _sponsor_desc(c: SponsorCard) -> str:
    parts = [_("{name} ({number}), sponsor level {level}").format(name=card_name(c.number), number=c.number,
                                                                  level=c.level)]
    if c.icons:
        parts.append(", ".join(icon_word(i) for i in c.icons))
    if c.requirements:
        parts.append(_("needs {icons}").format(icons=", ".join(icon_word(i) for i in c.requirements)))
    if c.unique_building_size:
        parts.append(_("a unique building of size {size}").format(size=c.unique_building_size))
    kinds = [effect_word(k) for k, on in (("immediate", c.has_immediate), ("ongoing", c.has_ongoing),
                                          ("income", c.has_income), ("endgame", c.has_endgame)) if on]
    if kinds:
        parts.append(_("effects: {kinds}").format(kinds=", ".join(kinds)))
    return "; ".join(parts)


def _sponsor(c: SponsorCard, pal: NovaPalette) -> str:
    th = pal
    ink = face_ink(th)
    out = [frame(pal.sponsor, pal), _name(c.number, card_name(c.number), pal)]
    tip = glyphs.title(_("level {level}").format(level=c.level))
    out.append(f'<g data-level="{c.level}">{tip}'
               f'<circle cx="14" cy="36" r="9" fill="{pal.action("sponsors")}" stroke="#1d1b16" stroke-width="1"/>'
               + text(14, 40, str(c.level), 11, glyphs.legible("#1d1b16", pal.action("sponsors")), "middle", True)
               + "</g>")
    out.append(_icons_row(c.icons + ("rock",) * c.place_next_to_rock + ("water",) * c.place_next_to_water, 32, pal))
    for k, word in enumerate(c.requirements):
        if word in ("partner_zoo", "sponsors_ii"):
            out.append(text(6 + 16 * k, 62, "PZ" if word == "partner_zoo" else "II", 7, th.illegal, "start", True))
        else:
            out.append(glyphs.icon(word, 11 + 14 * k, 58, 5.5, pal, continent=word in CONTINENTS))
    y = 74
    if c.unique_building_size:
        label = _("building {size}").format(size=c.unique_building_size)
        out.append(text(6, y, label, 7.5, ink, "start", True))
        y += 10
    if c.min_reputation:
        out.append(text(6, y, _("reputation ≥ {n}").format(n=c.min_reputation), 7, ink))
        y += 9
    if c.max_appeal is not None:
        out.append(text(6, y, _("appeal ≤ {n}").format(n=c.max_appeal), 7, ink))
    kinds = [kind for kind, on in (("immediate", c.has_immediate), ("ongoing", c.has_ongoing),
                                   ("income", c.has_income), ("endgame", c.has_endgame)) if on]
    for i, kind in enumerate(kinds):
        word = effect_chip(kind)
        out.append(f'<g data-effect="{kind}"><rect x="{num(4 + i * 22)}" y="92" width="20" height="11" rx="2" '
                   f'fill="{pal.sponsor}" stroke="#1d1b16" stroke-width="0.5"/>'
                   + text(14 + i * 22, 100, word, fit_size(word, 6.5, 18, minimum=4.5),
                          glyphs.legible("#1d1b16", pal.sponsor), "middle") + "</g>")
    out.append(_values(c.appeal, c.conservation, c.reputation, 108, pal))
    return "".join(out)


def tier_centre(tier: int) -> tuple[float, float]:
    """The centre of a project level's box on the card (tier 1 is the leftmost, richest)."""
    return 6 + 14 + (tier - 1) * 28.7, 92


def _project(p: ProjectCard, pal: NovaPalette) -> str:
    th = pal
    ink = face_ink(th)
    out = [frame(pal.project, pal), _name(p.number, card_name(p.number), pal)]
    kind = {"base": _("base project"), "release": _("release into the wild"), "breeding": _("breeding program"),
            "icon": _("icon project")}.get(p.project_kind, p.project_kind)
    out.append(text(6, 34, kind, fit_size(kind, 7.5, CARD_W - 12), ink, "start", True))
    icon = p.required_icon
    if icon and not icon.startswith("size"):
        out.append(glyphs.icon(icon, CARD_W / 2, 54, 10, pal, continent=icon in CONTINENTS))
    else:
        need = project_target_word(p)
        out.append(text(CARD_W / 2, 56, need, fit_size(need, 8, CARD_W - 10), ink, "middle", True))
    for t in p.tiers:
        cx, cy = tier_centre(t.tier)
        need = t.threshold.replace(">=", "≥").replace("<=", "≤")
        words = project_level_word(p, t)
        tip = glyphs.title(words)
        out.append(f'<g data-tier="{t.tier}">{tip}'
                   f'<rect x="{num(cx - 13)}" y="{num(cy - 20)}" width="26" height="38" rx="3" fill="{pal.card_face}" '
                   f'stroke="{pal.cp}" stroke-width="1"/>'
                   + text(cx, cy - 9, need, fit_size(need, 9, 24, True), ink, "middle", True)
                   + f'<rect x="{num(cx - 11)}" y="{num(cy + 4)}" width="22" height="12" rx="2" fill="{pal.cp}"/>'
                   + text(cx, cy + 13, f"{t.cp}", 9, glyphs.legible("#ffffff", pal.cp), "middle", True) + "</g>")
    if p.play_bonus_reputation:
        out.append(_values(0, 0, p.play_bonus_reputation, 112, pal))
    return "".join(out)


@lru_cache(maxsize=1024)
def _face(number: int, pal: NovaPalette, lang: str) -> tuple[str, str]:
    """(face SVG, description) of a zoo card, in ``lang`` (the caller has set it as current)."""
    c = card(number)
    if isinstance(c, AnimalCard):
        return _animal(c, pal), _animal_desc(c)
    if isinstance(c, SponsorCard):
        return _sponsor(c, pal), _sponsor_desc(c)
    return _project(c, pal), project_in_words(c)


def describe(number: int) -> str:
    return _face(number, _any_palette(), get_language())[1]


def _any_palette() -> NovaPalette:
    from .palette import PALETTES

    return PALETTES["light"]


def place_card(number: int, x: float, y: float, pal: NovaPalette, zone: str, extra: str = "",
               supports: tuple[Support, ...] = (), names: tuple[str, ...] = ()) -> str:
    """A face-up zoo card at (x, y) with ``data-card`` and its zone; project supports drawn on their levels."""
    face, desc = _face(number, pal, get_language())
    kind = card(number).kind
    out = (f'<g data-card="{number}" data-kind="{kind}" data-zone="{zone}"{extra} '
           f'transform="translate({num(x)} {num(y)})">{glyphs.title(desc)}{face}')
    for s in supports:
        cx, cy = tier_centre(s.level)
        who = names[s.owner] if 0 <= s.owner < len(names) else _("blocked")
        words = _("level {tier} supported by {player}").format(tier=s.level, player=who) if s.owner >= 0 else \
            _("level {tier} blocked").format(tier=s.level)
        out += glyphs.marker(cx, cy - 11, 5.5, seat_color(pal, s.owner), s.owner, pal, words,
                             f' data-support="{s.level}"')
    return out + "</g>"


def place_back(x: float, y: float, pal: NovaPalette, zone: str, extra: str = "", w: float = CARD_W,
               h: float = CARD_H) -> str:
    """A face-down card placed at (x, y) in ``zone``."""
    return f'<g data-zone="{zone}"{extra} transform="translate({num(x)} {num(y)})">{back(pal, w, h)}</g>'


def wrap_lines(words: str, size: float, width: float, bold: bool = False, most: int = 6) -> list[str]:
    """``words`` broken into at most ``most`` lines that fit ``width`` at ``size`` (CJK text breaks anywhere);
    the last line keeps whatever is left (the tooltip has it all)."""
    units = words.split(" ") if " " in words else list(words)
    joiner = " " if " " in words else ""
    lines: list[str] = []
    for unit in units:
        if lines and text_width(lines[-1] + joiner + unit, size, bold) <= width:
            lines[-1] += joiner + unit
        else:
            lines.append(unit)
    return [*lines[:most - 1], joiner.join(lines[most - 1:])] if len(lines) > most else lines


def _paragraph(lines: list[str], x: float, y: float, size: float, ink: str) -> str:
    """One centred ``<text>`` whose lines are ``<tspan>``s (a language may need more lines than another)."""
    spans = "".join(f'<tspan x="{num(x)}" dy="{num(0 if k == 0 else size * 1.3)}">{esc(line)}</tspan>'
                    for k, line in enumerate(lines))
    return f'<text x="{num(x)}" y="{num(y)}" font-size="{num(size)}" fill="{ink}" text-anchor="middle">{spans}</text>'


#: The rule of a final scoring card that has no threshold table, in words (the others print their table).
FINAL_RULE_WORDS = {
    "map_conditions": N_("1 CP each: all water joined, all rock joined, the border built on, the map covered"),
    "categories_beating_right_neighbour": N_("1 CP per category in which you beat your right neighbour, at most 4"),
}


@lru_cache(maxsize=256)
def _final_face(number: int, pal: NovaPalette, lang: str) -> tuple[str, str]:
    th = pal
    c: FinalScoringCard = final_scoring_card(number)
    ink = face_ink(th)
    table = " | ".join(f"{t}→{cp}" for t, cp in zip(c.thresholds, c.cp_rewards, strict=False))
    if not table:  # a card without a threshold table says its rule in words (N-ICON-9)
        table = _(FINAL_RULE_WORDS.get(c.measure, c.condition))
    face = (frame(pal.final, pal) + _name(c.number, card_name(c.number), pal)
            + text(CARD_W / 2, 50, _("final scoring"), 8, ink, "middle", True)
            + _paragraph(wrap_lines(table, 7.5, CARD_W - 10), CARD_W / 2, 70, 7.5, ink))
    if c.thresholds:
        desc = _("final scoring card {number}: {name}; {table} CP").format(number=c.number, name=card_name(c.number),
                                                                           table=table)
    else:
        desc = _("final scoring card {number}: {name}; {rule}").format(number=c.number, name=card_name(c.number),
                                                                       rule=table)
    return face, desc


def place_final(number: int, x: float, y: float, pal: NovaPalette, seat: int) -> str:
    face, desc = _final_face(number, pal, get_language())
    return (f'<g data-final="{number}" data-zone="final" data-player="{seat}" transform="translate({num(x)} {num(y)})">'
            f'{glyphs.title(desc)}{face}</g>')

