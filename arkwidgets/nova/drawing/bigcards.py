"""Ark Nova cards in large print, for the classroom board (:mod:`.focus`): the same facts as :mod:`.cardfaces`, on a
larger face where no text is smaller than :data:`FLOOR` units and a card's name is :data:`NAME` units.

A face is built from the card's data (never scanned art) and cached per card, palette and language; placing it is
one ``<g transform>`` carrying ``data-card`` and its zone, like the table's cards, so a click, a test and a screen
reader find it the same way. The whole description is the card's tooltip (:func:`.cardfaces.describe`); the face
keeps what a player reads across a room: number and name, cost, enclosure, icons, conditions, the ability's
keyword and what the card gives. A face-down card is a plain back with no number, title or description.
"""

from __future__ import annotations

from functools import lru_cache

from ...i18n import _, get_language
from ...ui.svg import fit_size, num, text, text_width
from ..cards import CONTINENTS, AnimalCard, ProjectCard, SponsorCard, card, card_name, final_scoring_card
from ..state import Support
from ..words import abbreviation, building_word, effect_chip
from . import glyphs
from .cardfaces import FINAL_RULE_WORDS, back, describe, face_ink, frame, wrap_lines
from .geometry import hex_path
from .palette import NovaPalette, seat_color

__all__ = ["BIG_H", "BIG_W", "FLOOR", "NAME", "clipped", "place_big", "place_big_back", "place_big_final"]

BIG_W = 120
BIG_H = 172
#: No text on a large-print card (nor anywhere on the classroom board) is smaller than this, in board units.
FLOOR = 12.5
#: A card's name, at its largest.
NAME = 15.0
_HEAD = 46  # the band holding the number and the name


#: How much larger than the table's card a large-print face is drawn (its corners and outline).
SCALE = 1.4


def clipped(words: str, size: float, width: float, bold: bool = False) -> str:
    """``words`` cut with "…" so they fit ``width`` at ``size`` (the tooltip keeps them whole)."""
    if text_width(words, size, bold) <= width:
        return words
    while words and text_width(words + "…", size, bold) > width:
        words = words[:-1]
    return words.rstrip() + "…"


def _frame(fill: str, pal: NovaPalette) -> str:
    """The face and its head band, drawn by the table's own :func:`.cardfaces.frame` at :data:`SCALE`."""
    return frame(fill, pal, SCALE, BIG_W, BIG_H, _HEAD - 2)


def _head(number: int, name: str, pal: NovaPalette, badge: str = "") -> str:
    """The number (and a badge at the right: a sponsor's level) on the first line, the name under it: one line at
    up to :data:`NAME`, else two lines at no less than :data:`FLOOR`."""
    ink = face_ink(pal)
    out = [text(7, 16, str(number), FLOOR, ink, "start", True)]
    if badge:
        out.append(badge)
    room = BIG_W - 20  # the estimate of a bold name's width runs short in wide fonts (DejaVu): keep a margin
    size = fit_size(name, NAME, room, True, FLOOR)
    if text_width(name, size, True) <= room:
        out.append(text(7, 36, name, size, ink, "start", True))
    else:
        first, *rest = wrap_lines(name, FLOOR, BIG_W - 12, True, most=2)
        if not rest:  # it fits one line at the floor, within the card's own margin
            out.append(text(7, 36, first, FLOOR, ink, "start", True))
            return "".join(out)
        second = clipped(" ".join(rest) if " " in name else "".join(rest), FLOOR, BIG_W - 12, True)
        out.append(text(7, 30, first, FLOOR, ink, "start", True) + text(7, 43, second, FLOOR, ink, "start", True))
    return "".join(out)


def _gains(appeal: int, cp: int, rep: int, y: float, pal: NovaPalette) -> str:
    """What a card gives: appeal, conservation and reputation, each a badge with its amount and its letter."""
    out = []
    x = 5.0
    for kind, value, color, word in (("appeal", appeal, pal.appeal, _("appeal")), ("cp", cp, pal.cp, _("CP")),
                                     ("reputation", rep, pal.reputation, _("reputation"))):
        if not value:
            continue
        label = f"+{value}{abbreviation(word)[:1]}"
        w = max(34.0, text_width(label, FLOOR, True) + 8)
        out.append(f'<g data-gain="{kind}">{glyphs.title(f"+{value} {word}")}'
                   f'<rect x="{num(x)}" y="{num(y)}" width="{num(w)}" height="20" rx="4" fill="{color}"/>'
                   + text(x + w / 2, y + 14.5, label, FLOOR,
                          glyphs.legible("#ffffff" if kind != "appeal" else "#1d1b16", color), "middle", True)
                   + "</g>")
        x += w + 4
    return "".join(out)


def _icons(icons: tuple[str, ...], y: float, pal: NovaPalette, right: float = BIG_W - 14) -> str:
    """Icons right-aligned in a row, each a disc or a square with its letters (at :data:`FLOOR`)."""
    return "".join(glyphs.icon(word, right - i * 22, y, 10, pal, continent=word in CONTINENTS, floor=FLOOR)
                   for i, word in enumerate(reversed(icons[:4])))


def _animal(c: AnimalCard, pal: NovaPalette) -> str:
    ink = face_ink(pal)
    out = [_frame(pal.animal, pal), _head(c.number, card_name(c.number), pal)]
    out.append(f'<g data-cost="{c.cost}">{glyphs.title(_("cost {cost}").format(cost=c.cost))}'
               + glyphs.coin(18, _HEAD + 16, 14, c.cost, pal, FLOOR + 1) + "</g>")
    out.append(_icons(c.categories + c.continents, _HEAD + 16, pal))
    y: float = _HEAD + 44
    if c.standard_enclosure_allowed:
        out.append(f'<g data-size="{c.size}">{glyphs.title(_("enclosure size {size}").format(size=c.size))}'
                   f'<path d="{hex_path(18, y, 14)}" fill="{pal.enclosure}" stroke="{pal.building_stroke}" '
                   f'stroke-width="1.4"/>' + text(18, y + 5.5, str(c.size), FLOOR + 2, ink, "middle", True)
                   + "</g>")
    x: float = 40.0
    for word, count in (("rock", c.rock), ("water", c.water)):
        for _k in range(count):
            out.append(glyphs.icon(word, x, y, 9, pal, floor=FLOOR))
            x += 20
    if c.special_enclosure:
        word = building_word({"petting": "petting-zoo", "reptile": "reptile-house",
                              "large-bird": "large-bird-aviary"}[c.special_enclosure])
        label = clipped(f"{word} {c.special_enclosure_size}", FLOOR, BIG_W - x - 4)
        out.append(text(x, y + 4.5, label, FLOOR, ink))
    y += 24
    if c.requirements:
        out.append(text(6, y + 5, "⚑", FLOOR + 1, pal.illegal, "start", True))
        for k, word in enumerate(c.requirements[:4]):
            cx = 30 + 22 * k
            if word in ("partner_zoo", "animals_ii"):
                out.append(text(cx, y + 5, "PZ" if word == "partner_zoo" else "II", FLOOR, pal.illegal, "middle", True))
            else:
                out.append(glyphs.icon(word, cx, y, 9, pal, continent=word in CONTINENTS, floor=FLOOR))
        y += 22
    if c.abilities:
        words = " · ".join(f"{a.keyword} {a.level}" if a.level else a.keyword for a in c.abilities)
        out.append(f'<rect x="3" y="{num(y - 8)}" width="{BIG_W - 6}" height="20" fill="{pal.animal}" '
                   f'fill-opacity="0.6"/>' + text(BIG_W / 2, y + 6.5, clipped(words, FLOOR, BIG_W - 10, True),
                                                  FLOOR, ink, "middle", True))
    out.append(_gains(c.appeal, c.conservation, c.reputation, BIG_H - 22, pal))
    return "".join(out)


def _sponsor(c: SponsorCard, pal: NovaPalette) -> str:
    ink = face_ink(pal)
    level = (f'<g data-level="{c.level}">{glyphs.title(_("level {level}").format(level=c.level))}'
             f'<circle cx="{BIG_W - 16}" cy="12" r="10" fill="{pal.action("sponsors")}" stroke="#1d1b16"/>'
             + text(BIG_W - 16, 16.5, str(c.level), FLOOR, glyphs.legible("#1d1b16", pal.action("sponsors")), "middle",
                    True) + "</g>")
    out = [_frame(pal.sponsor, pal), _head(c.number, card_name(c.number), pal, level)]
    out.append(_icons(c.icons + ("rock",) * c.place_next_to_rock + ("water",) * c.place_next_to_water,
                      _HEAD + 16, pal))
    y: float = _HEAD + 16
    for k, word in enumerate(c.requirements[:2]):
        cx: float = 16 + 22 * k
        if word in ("partner_zoo", "sponsors_ii"):
            out.append(text(cx, y + 4.5, "PZ" if word == "partner_zoo" else "II", FLOOR, pal.illegal, "middle", True))
        else:
            out.append(glyphs.icon(word, cx, y, 9, pal, continent=word in CONTINENTS, floor=FLOOR))
    y += 30
    lines = []
    if c.unique_building_size:
        lines.append(_("building {size}").format(size=c.unique_building_size))
    if c.min_reputation:
        lines.append(_("reputation ≥ {n}").format(n=c.min_reputation))
    if c.max_appeal is not None:
        lines.append(_("appeal ≤ {n}").format(n=c.max_appeal))
    kinds = [kind for kind, on in (("immediate", c.has_immediate), ("ongoing", c.has_ongoing),
                                   ("income", c.has_income), ("endgame", c.has_endgame)) if on]
    # the chips sit on rows above the gains, from the bottom up: lay them out first, so the lines of conditions
    # stop above the highest row (a card with two rows of chips shows one line; its tooltip has them all)
    places: list[tuple[str, float, float, float]] = []
    cx, cy = 4.0, BIG_H - 50.0
    for kind in kinds:
        word = effect_chip(kind)
        w = text_width(word, FLOOR) + 8
        if cx + w > BIG_W - 4 and cx > 4.0:
            cx, cy = 4.0, cy - 22  # a second row of chips, above
        places.append((kind, cx, cy, w))
        cx += w + 3
    top = min((py for _k, _x, py, _w in places), default=BIG_H - 28.0)
    for line in lines[:2]:
        if y > top - 4:
            break
        out.append(text(7, y, clipped(line, FLOOR, BIG_W - 12), FLOOR, ink))
        y += 16
    for kind, px, py, w in places:
        word = effect_chip(kind)
        out.append(f'<g data-effect="{kind}"><rect x="{num(px)}" y="{num(py)}" width="{num(w)}" height="19" rx="3" '
                   f'fill="{pal.sponsor}" stroke="#1d1b16" stroke-width="0.7"/>'
                   + text(px + w / 2, py + 14, word, FLOOR, ink, "middle") + "</g>")
    out.append(_gains(c.appeal, c.conservation, c.reputation, BIG_H - 25, pal))
    return "".join(out)


def _project(p: ProjectCard, pal: NovaPalette) -> str:
    ink = face_ink(pal)
    out = [_frame(pal.project, pal), _head(p.number, card_name(p.number), pal)]
    kind = {"base": _("base project"), "release": _("release into the wild"), "breeding": _("breeding program"),
            "icon": _("icon project")}.get(p.project_kind, p.project_kind)
    out.append(text(7, _HEAD + 15, clipped(kind, FLOOR, BIG_W - 12), FLOOR, ink, "start", True))
    icon = p.required_icon
    if icon and not icon.startswith("size"):
        out.append(glyphs.icon(icon, BIG_W / 2, _HEAD + 40, 13, pal, continent=icon in CONTINENTS, floor=FLOOR + 2))
    else:
        need = {"distinct_categories": _("different categories"), "distinct_continents": _("different continents"),
                "animal_count_size_le2": _("animals of size ≤ 2"),
                "animal_count_size_ge4": _("animals of size ≥ 4")}.get(p.requirement_type, p.requirement_type)
        for k, line in enumerate(wrap_lines(need, FLOOR, BIG_W - 10, most=2)):
            out.append(text(BIG_W / 2, _HEAD + 36 + 15 * k, line, FLOOR, ink, "middle", True))
    for t in p.tiers:
        cx, cy = tier_centre(t.tier)
        need = t.threshold.replace(">=", "≥").replace("<=", "≤")
        words = _("level {tier}: {need} → {cp} CP").format(tier=t.tier, need=need, cp=t.cp)
        out.append(f'<g data-tier="{t.tier}">{glyphs.title(words)}'
                   f'<rect x="{num(cx - 17)}" y="{num(cy - 24)}" width="34" height="50" rx="4" fill="{pal.card_face}" '
                   f'stroke="{pal.cp}" stroke-width="1.3"/>'
                   + text(cx, cy - 7, need, fit_size(need, FLOOR + 1, 32, True, FLOOR), ink, "middle", True)
                   + f'<rect x="{num(cx - 15)}" y="{num(cy + 4)}" width="30" height="19" rx="3" fill="{pal.cp}"/>'
                   + text(cx, cy + 18.5, str(t.cp), FLOOR + 1, glyphs.legible("#ffffff", pal.cp), "middle", True)
                   + "</g>")
    return "".join(out)


def tier_centre(tier: int) -> tuple[float, float]:
    """The centre of a project level's box on a large-print card (level 1 is the leftmost)."""
    return 22 + (tier - 1) * 38, BIG_H - 32


@lru_cache(maxsize=1024)
def _face(number: int, pal: NovaPalette, lang: str) -> str:
    c = card(number)
    if isinstance(c, AnimalCard):
        return _animal(c, pal)
    if isinstance(c, SponsorCard):
        return _sponsor(c, pal)
    assert isinstance(c, ProjectCard)
    return _project(c, pal)


def place_big(number: int, x: float, y: float, pal: NovaPalette, zone: str, extra: str = "",
              supports: tuple[Support, ...] = (), names: tuple[str, ...] = ()) -> str:
    """A face-up zoo card in large print at (x, y), with ``data-card`` and its zone; project supports drawn on their
    levels."""
    c = card(number)
    out = (f'<g data-card="{number}" data-kind="{c.kind}" data-zone="{zone}"{extra} '
           f'transform="translate({num(x)} {num(y)})">{glyphs.title(describe(number))}'
           + _face(number, pal, get_language()))
    for s in supports:
        cx, cy = tier_centre(s.level)
        who = names[s.owner] if 0 <= s.owner < len(names) else _("blocked")
        words = _("level {tier} supported by {player}").format(tier=s.level, player=who) if s.owner >= 0 else \
            _("level {tier} blocked").format(tier=s.level)
        out += glyphs.marker(cx, cy - 30, 9, seat_color(pal, s.owner), s.owner, pal, words,
                             f' data-support="{s.level}"', FLOOR)
    return out + "</g>"


def place_big_back(x: float, y: float, pal: NovaPalette, zone: str, extra: str = "", w: float = BIG_W,
                   h: float = BIG_H) -> str:
    """A face-down card in large print: the table's :func:`.cardfaces.back` at :data:`SCALE`."""
    return (f'<g data-zone="{zone}"{extra} transform="translate({num(x)} {num(y)})">'
            + back(pal, w, h, SCALE, max(FLOOR, min(16, w / 7))) + "</g>")


@lru_cache(maxsize=256)
def _final_face(number: int, pal: NovaPalette, lang: str) -> str:
    """A final scoring card as a chip: its number and name (what it scores is its tooltip: the hand row of the
    classroom board has no room for two whole cards more)."""
    c = final_scoring_card(number)
    return (f'<rect width="{BIG_W}" height="52" rx="7" fill="{pal.final}" stroke="{pal.card_stroke}" '
            f'stroke-width="{num(pal.card_stroke_width * 1.4)}"/>' + _head(c.number, card_name(c.number), pal))


def place_big_final(number: int, x: float, y: float, pal: NovaPalette, seat: int) -> str:
    """A final scoring card face up in large print (only ever the viewer's own), as a chip 52 units high."""
    c = final_scoring_card(number)
    if c.thresholds:
        table = " | ".join(f"{t}→{cp}" for t, cp in zip(c.thresholds, c.cp_rewards, strict=False))
        desc = _("final scoring card {number}: {name}; {table} CP").format(number=c.number, name=card_name(c.number),
                                                                           table=table)
    else:
        rule = _(FINAL_RULE_WORDS.get(c.measure, c.condition))
        desc = _("final scoring card {number}: {name}; {rule}").format(number=c.number, name=card_name(c.number),
                                                                       rule=rule)
    return (f'<g data-final="{number}" data-zone="final" data-player="{seat}" '
            f'transform="translate({num(x)} {num(y)})">{glyphs.title(desc)}' + _final_face(number, pal, get_language())
            + "</g>")
