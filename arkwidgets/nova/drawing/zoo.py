"""A player's zoo map: the hex grid, its printed spaces, the buildings on it, and the teaching overlays.

The printed map (hexes, rock and water, Build-II hexes, placement bonuses) depends only on the map, the theme and the
language, so it is built once per triple and cached; buildings, tokens and overlays are drawn on top at every
render. Every map cell is one ``<g data-hex="x,y">`` and every building one ``<g data-building="…">``, so a widget maps
a click to a hex or a building and a test counts them against the state.

Verdicts are the engine's: a ghost building is judged by ``buildings.placement_violations`` (or by a verdict the
caller got from ``Game.check``), never by the drawing. The drawing only adds a short word to each broken rule, read
from the violation's data (the hexes it names, which argument it carries) and the map's printed facts.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache

from ...i18n import _, get_language, ngettext
from ...markup import clip
from ...ui import marks
from ...ui.svg import esc, fit_size, num, text
from ...ui.themes import Theme
from ...verdicts import Violation
from ..buildings import Building
from ..hexes import Hex, format_hex, parse_hex
from ..state import ZooAnimal
from ..words import (
    COLUMNS,
    abbreviation,
    bonus_words,
    building_word,
    card_name,
    hex_label,
    icon_word,
    initial,
    rule_word,
    terrain_word,
    university_word,
)
from ..zoomap import Bonus, ZooMap, load_map
from . import glyphs
from .geometry import SQRT3, R, centre, centroid, hex_path, outline_path
from .palette import NovaPalette, seat_color

__all__ = ["ZOO_W", "Ghost", "Zoo", "draw_zoo", "rule_label", "zoo_size"]

LEFT = 40  # the left-edge column
PAD = 6
MAP_W = 8 * 1.5 * R + 2 * R + 2 * PAD
MAP_H = 13 * SQRT3 / 2 * R + SQRT3 * R / 2 + 2 * PAD
SIDE = 104  # partner zoos, universities, worker supply
ZOO_W = LEFT + MAP_W + SIDE
LINE = 12
#: The side column in large print (a classroom board, ``floor`` > 0): wider, slots in rows, every word legible.
SIDE_LARGE = 128


@dataclass(frozen=True, slots=True)
class Zoo:
    """What the drawing needs to know about one zoo (built from a ``PlayerState`` or a seat view's public part)."""

    zoomap: ZooMap
    seat: int = 0
    name: str = ""
    buildings: tuple[Building, ...] = ()
    animals: tuple[ZooAnimal, ...] = ()
    edge_tokens: tuple[bool, ...] = (True,) * 7
    partner_zoos: tuple[str, ...] = ()
    universities: tuple[str, ...] = ()
    workers_lying: int = 3
    build_ii: bool = False


@dataclass(frozen=True, slots=True)
class Ghost:
    """A building shown where it would go, with the engine's verdict on it (empty ``violations`` = legal)."""

    building: Building
    violations: tuple[Violation, ...]

    @property
    def legal(self) -> bool:
        return not self.violations


def zoo_size(ghost: Ghost | None, floor: float = 0.0) -> tuple[float, float]:
    """Width and height of a zoo drawn by :func:`draw_zoo` (``floor`` > 0: in large print)."""
    lines = 0 if ghost is None else 1 + len(ghost.violations)
    return (LEFT + MAP_W + SIDE_LARGE if floor else ZOO_W), MAP_H + 4 + lines * LINE


def _origin(x: float, y: float) -> tuple[float, float]:
    """Where hex (0, 0) would be drawn (the grid's origin) for a zoo drawn at (x, y)."""
    return x + LEFT + PAD + R, y + PAD + SQRT3 / 2 * R


# ---------------------------------------------------------------------------------------------- the printed map
def _hex_title(zoomap: ZooMap, h: Hex) -> str:
    parts = [_("hex {hex}").format(hex=hex_label(h)), terrain_word(zoomap.terrain(h))]
    b = zoomap.placement_bonus(h)
    if b is not None:
        parts.append(_("placement bonus: {bonus}").format(bonus=bonus_words(b.type, b.value)))
    if h in zoomap.build_ii_hexes:
        parts.append(_("Build II only"))
    return " — ".join(parts)


def _rock(cx: float, cy: float, pal: NovaPalette) -> str:
    s = R * 0.42
    return (f'<path d="M{num(cx - s * 1.5)} {num(cy + s)}L{num(cx - s * 0.5)} {num(cy - s * 0.6)}'
            f'L{num(cx + s * 0.3)} {num(cy + s)}ZM{num(cx)} {num(cy + s)}L{num(cx + s * 0.8)} {num(cy - s * 0.2)}'
            f'L{num(cx + s * 1.6)} {num(cy + s)}Z" fill="none" stroke="{pal.rock_ink}" stroke-width="1"/>')


def _water(cx: float, cy: float, pal: NovaPalette) -> str:
    s = R * 0.45
    waves = "".join(
        f"M{num(cx - s * 1.4)} {num(cy + dy)}q{num(s * 0.35)} {num(-s * 0.4)} {num(s * 0.7)} 0"
        f"t{num(s * 0.7)} 0t{num(s * 0.7)} 0t{num(s * 0.7)} 0" for dy in (-s * 0.1, s * 0.75))
    return f'<path d="{waves}" fill="none" stroke="{pal.water_ink}" stroke-width="1"/>'


@lru_cache(maxsize=64)
def _printed_map(map_id: str, pal: NovaPalette, lang: str, floor: float = 0.0) -> str:
    """The printed map at the origin (0, 0): one group per cell, in a fixed order. Cached per language. In large
    print (``floor`` > 0) the bonus discs are larger and no sign is smaller than ``floor``."""
    zoomap = load_map(map_id)
    th = pal
    ox, oy = _origin(0, 0)
    out = [(f'<rect x="{LEFT}" y="0" width="{num(MAP_W)}" height="{num(MAP_H)}" rx="6" fill="{pal.grass}" '
           f'fill-opacity="0.35" stroke="{pal.grass_stroke}" stroke-width="{num(th.line_width)}"/>')]
    # ND-108: the column letters the sentences name hexes by (D3: column D, third hex from the top), on the frame
    letter_size = max(6.0, floor)
    for column, letter in enumerate(COLUMNS):
        cx, _cy = centre((column, 0), ox, oy)
        out.append(text(cx, max(5.4, letter_size * 0.72), letter, letter_size,
                        pal.ink, "middle", True,
                        ' data-column="1"'))
    rock_letter = initial(terrain_word("rock"))
    water_letter = initial(terrain_word("water"))
    for h in sorted(zoomap.cells):
        cx, cy = centre(h, ox, oy)
        terrain = zoomap.terrain(h)
        fill = {"rock": pal.rock, "water": pal.water}.get(terrain, pal.grass)
        border = ' data-border="1"' if h in zoomap.border else ""
        out.append(f'<g data-hex="{format_hex(h)}" data-terrain="{terrain}"{border}>'
                   f'{glyphs.title(_hex_title(zoomap, h))}'
                   f'<path d="{hex_path(cx, cy, R - 0.6)}" fill="{fill}" stroke="{pal.grass_stroke}" '
                   f'stroke-width="{num(0.8 * th.line_width)}"/>')
        if terrain == "rock":
            out.append(_rock(cx, cy + R * 0.25, pal))
            out.append(text(cx, cy - R * 0.3, rock_letter, R * 0.6, pal.rock_ink, "middle", True))
        elif terrain == "water":
            out.append(_water(cx, cy + R * 0.2, pal))
            out.append(text(cx, cy - R * 0.3, water_letter, R * 0.6, pal.water_ink, "middle", True))
        if h in zoomap.build_ii_hexes:
            out.append(f'<path d="{hex_path(cx, cy, R * 0.78)}" fill="none" stroke="{pal.build_ii}" '
                       f'stroke-width="1.4" stroke-dasharray="3 2"/>'
                       + text(cx, cy + R * 0.62, "II", R * 0.5, pal.build_ii, "middle", True))
        b = zoomap.placement_bonus(h)
        if b is not None:
            out.append(glyphs.bonus(b.type, b.value, cx, cy - R * 0.05, R * (0.52 if floor else 0.42), pal,
                                    floor=floor))
        out.append("</g>")
    return "".join(out)


# --------------------------------------------------------------------------------------------------- buildings
def _home_of(building: Building, animal: ZooAnimal) -> bool:
    if isinstance(animal.home, tuple):
        return building.building_type.category == "standard" and tuple(animal.home) == building.anchor
    return building.building_type.category == "special" and building.type.startswith(animal.home)


def _building_fill(b: Building, occupied: bool, pal: NovaPalette) -> str:
    category = b.building_type.category
    if category == "standard":
        return pal.enclosure_full if occupied else pal.enclosure
    return {"kiosk": pal.kiosk, "pavilion": pal.pavilion, "special": pal.special}.get(category, pal.unique)


def _building_label(b: Building, living: list[ZooAnimal]) -> str:
    category = b.building_type.category
    if category == "standard":
        return " · ".join(card_name(a.card) for a in living) if living else str(b.size)
    if category == "special":
        tokens = sum(a.tokens for a in living)
        return f"{abbreviation(building_word(b.type))} {tokens}" if living else abbreviation(building_word(b.type))
    if category == "unique" and b.building_type.sponsor is not None:
        return abbreviation(card_name(b.building_type.sponsor))
    return initial(building_word(b.type))


def _building_title(b: Building, living: list[ZooAnimal]) -> str:
    words = [building_word(b.type), _("at {hex}").format(hex=hex_label(b.anchor))]
    if b.size > 1:
        words.append(_("rotation {rotation}").format(rotation=b.rotation))
    if b.mirrored:
        words.append(_("mirrored"))
    if b.building_type.category == "standard":
        words.append(_("occupied by {animals}").format(animals=", ".join(card_name(a.card) for a in living))
                     if living else _("empty"))
    elif b.building_type.category == "special" and living:
        tokens = sum(a.tokens for a in living)
        words.append(_("{animals}, {tokens}").format(
            animals=ngettext("{count} animal", "{count} animals", len(living)).format(count=len(living)),
            tokens=ngettext("{count} token", "{count} tokens", tokens).format(count=tokens)))
    return " — ".join(words)


def _building(b: Building, animals: Sequence[ZooAnimal], ox: float, oy: float, pal: NovaPalette,
              floor: float = 0.0) -> str:
    th = pal
    living = [a for a in animals if _home_of(b, a)]
    category = b.building_type.category
    state = ("occupied" if living else "empty") if category in ("standard", "special") else "built"
    fill = _building_fill(b, bool(living), pal)
    body = "".join(hex_path(*centre(h, ox, oy), R - 0.6) for h in sorted(b.cells))
    cx, cy = centroid(b.cells, ox, oy)
    label = _building_label(b, living)
    size = max(floor, R * (0.8 if len(label) <= 3 else 0.55))
    if category == "standard" and living:  # an animal by its name, fitted to the enclosure (all of it in the title)
        label = clip(label, 14)
        size = fit_size(label, R * 0.55, 2 * R * 0.92, True, minimum=max(4.5, floor))
    ink = th.ink if th.name != "dark" or (category == "standard" and not living) else "#ffffff"
    if th.name == "dark" and category == "standard" and not living:
        ink = "#f3ead6"
    ink = glyphs.legible(ink, fill)
    out = (f'<g data-building="{esc(b.type)}" data-anchor="{format_hex(b.anchor)}" data-rotation="{b.rotation}" '
           f'data-mirrored="{int(b.mirrored)}" data-state="{state}">{glyphs.title(_building_title(b, living))}'
           f'<path d="{body}" fill="{fill}"/>'
           f'<path d="{outline_path(b.cells, ox, oy)}" stroke="{pal.building_stroke}" '
           f'stroke-width="{num(2 * th.line_width)}" stroke-linecap="round"/>')
    if category == "standard" and not living:  # the empty side shows its size in hex dots as well as a number
        out += text(cx, cy + size * 0.36, label, size, ink, "middle", True)
    else:
        out += text(cx, cy + size * 0.36, label, size, ink, "middle", True)
    if b.mirrored:
        out += text(cx, cy + size * 1.3, "⇋", max(floor, size * 0.8), ink, "middle")
    return out + "</g>"


# ------------------------------------------------------------------------------------------------ the edges
def _left_edge(zoo: Zoo, x: float, y: float, pal: NovaPalette, floor: float = 0.0) -> str:
    th = pal
    slots = zoo.zoomap.left_edge
    step = (MAP_H - 20) / max(1, len(slots))
    out = []
    for slot in slots:
        cy = y + 16 + step * slot.index + step / 2 - 6
        cx = x + LEFT / 2
        covered = slot.index < len(zoo.edge_tokens) and zoo.edge_tokens[slot.index]
        words = bonus_words(slot.bonus.type, slot.bonus.value)
        if slot.pays_at_breaks:
            words = _("{bonus}, again at every break").format(bonus=words)
        state = _("covered") if covered else _("uncovered")
        tip = glyphs.title(_("left edge {n}: {bonus} ({state})").format(n=slot.index + 1, bonus=words, state=state))
        out.append(f'<g data-edge="{slot.index}" data-covered="{int(covered)}">'
                   f'{tip}')
        if slot.pays_at_breaks:
            out.append(f'<circle cx="{num(cx - 5)}" cy="{num(cy)}" r="{num(R * 0.72)}" fill="none" '
                       f'stroke="{pal.money}" stroke-width="1.6" stroke-dasharray="2 1.5"/>')
        out.append(glyphs.bonus(slot.bonus.type, slot.bonus.value, cx - 5, cy, R * 0.5, pal, floor=floor))
        if covered:
            color = seat_color(pal, zoo.seat)
            out.append(glyphs.marker(cx + 10, cy - 5, R * (0.42 if floor else 0.36), color, zoo.seat, pal,
                                     floor=floor))
        out.append("</g>")
    out.append(text(x + LEFT / 2, y + 10, "▼", max(8, floor), th.muted, "middle"))
    return "".join(out)


def _slot(name: str, filled: bool, words: list[str], x: float, y: float, th: Theme, w: int = 42, h: int = 19) -> str:
    """Opens ``<g data-slot data-filled>`` (the caller closes it): a side slot's frame, its words as the tooltip."""
    return (f'<g data-slot="{name}" data-filled="{int(filled)}">{glyphs.title(" — ".join(words))}'
            f'<rect x="{num(x)}" y="{num(y)}" width="{w}" height="{h}" rx="3" fill="{th.panel}" '
            f'stroke="{th.panel_stroke}" stroke-width="{num(th.line_width)}"/>')


#: Room for a side column's heading: up to the workers' column (French "Zoos partenaires" is twice as wide as
#: "Workers"); the font may shrink further than elsewhere rather than run into its neighbour.
_SIDE_HEADING_W = 52


def _side_heading(x: float, y: float, word: str, th: Theme, width: float = _SIDE_HEADING_W) -> str:
    return text(x, y, word, fit_size(word, 7.5, width, True, 5.0), th.muted, "start", True)


def _slot_words(slot: Bonus | None, *labels: str) -> list[str]:
    """A side slot's tooltip so far: its labels, then the bonus printed on it (if any)."""
    return [*labels] if slot is None else [*labels, bonus_words(slot.type, slot.value)]


def _side(zoo: Zoo, x: float, y: float, pal: NovaPalette) -> str:
    """Partner zoos (4 slots, the last two marked II), universities (3) and the worker supply (3)."""
    th = pal
    zm = zoo.zoomap
    out = [_side_heading(x + 4, y + 10, _("Partner zoos"), th)]
    for i, slot in enumerate(zm.partner_zoo_slots):
        sy = y + 14 + i * 22
        owned = zoo.partner_zoos[i] if i < len(zoo.partner_zoos) else None
        words = _slot_words(slot, _("partner-zoo slot {n}").format(n=i + 1))
        if i >= zm.partner_zoo_ii_from:
            words.append(_("needs Association II"))
        if owned:
            words.append(icon_word(owned))
        out.append(_slot(f"partner-zoo-{i + 1}", bool(owned), words, x + 4, sy, th))
        if slot is not None:
            out.append(glyphs.bonus(slot.type, slot.value, x + 36, sy + 9.5, 6.5, pal))
        if i >= zm.partner_zoo_ii_from:
            out.append(text(x + 7, sy + 17, "II", 6, pal.build_ii, "start", True))
        if owned:
            out.append(glyphs.icon(owned, x + 18, sy + 9.5, 7, pal, continent=True))
        out.append("</g>")
    uy = y + 14 + 4 * 22 + 4
    out.append(_side_heading(x + 4, uy + 8, _("Universities"), th))
    for i, slot in enumerate(zm.university_slots):
        sy = uy + 12 + i * 22
        owned = zoo.universities[i] if i < len(zoo.universities) else None
        words = _slot_words(slot, _("university slot {n}").format(n=i + 1))
        if owned:
            words.append(university_word(owned))
        out.append(_slot(f"university-{i + 1}", bool(owned), words, x + 4, sy, th))
        if slot is not None:
            out.append(glyphs.bonus(slot.type, slot.value, x + 36, sy + 9.5, 6.5, pal))
        if owned:
            science = 2 if owned == "science-2" else 1
            for k in range(science):
                out.append(glyphs.icon("science", x + 12 + 12 * k, sy + 9.5, 5.5, pal))
        out.append("</g>")
    wx = x + 58
    out.append(_side_heading(wx + 2, y + 10, _("Workers"), th, 40))
    hired = len(zm.worker_slots) - zoo.workers_lying
    for i, slot in enumerate(zm.worker_slots):
        sy = y + 14 + i * 26
        lying = i >= hired
        words = _slot_words(slot, _("worker space {n}").format(n=i + 1),
                            _("a worker waits here") if lying else _("hired"))
        out.append(_slot(f"worker-{i + 1}", lying, words, wx, sy, th, 36, 22))
        if slot is not None:
            out.append(glyphs.bonus(slot.type, slot.value, wx + 28, sy + 11, 6, pal))
        if lying:
            out.append(glyphs.worker(wx + 11, sy + 11, 13, seat_color(pal, zoo.seat), th.ink))
        out.append("</g>")
    return "".join(out)


def _side_large(zoo: Zoo, x: float, y: float, pal: NovaPalette, floor: float) -> str:
    """The side column in large print: partner zoos two by two, the universities and the worker supply in rows,
    each under a heading as wide as the column; every slot's words in its tooltip, as in :func:`_side`."""
    th = pal
    zm = zoo.zoomap
    w = SIDE_LARGE - 8
    out = []

    def heading(hy: float, word: str) -> None:
        out.append(text(x + 4, hy, word, fit_size(word, floor, w, True, floor), th.muted, "start", True))

    heading(y + floor, _("Partner zoos"))
    top = y + floor + 4
    for i, slot in enumerate(zm.partner_zoo_slots):
        sx, sy = x + 4 + (i % 2) * (w / 2 + 1), top + (i // 2) * 27
        owned = zoo.partner_zoos[i] if i < len(zoo.partner_zoos) else None
        words = _slot_words(slot, _("partner-zoo slot {n}").format(n=i + 1))
        if i >= zm.partner_zoo_ii_from:
            words.append(_("needs Association II"))
        if owned:
            words.append(icon_word(owned))
        out.append(_slot(f"partner-zoo-{i + 1}", bool(owned), words, sx, sy, th, int(w / 2 - 1), 24))
        if owned:
            out.append(glyphs.icon(owned, sx + 13, sy + 12, 9, pal, continent=True, floor=floor))
        elif i >= zm.partner_zoo_ii_from:
            out.append(text(sx + 13, sy + 12 + floor * 0.36, "II", floor, pal.build_ii, "middle", True))
        if slot is not None:
            out.append(glyphs.bonus(slot.type, slot.value, sx + w / 2 - 14, sy + 12, 9, pal, floor=floor))
        out.append("</g>")
    uy = top + 2 * 27 + 4
    heading(uy + floor, _("Universities"))
    top = uy + floor + 4
    for i, slot in enumerate(zm.university_slots):
        sx, sy = x + 4 + i * (w / 3), top
        owned = zoo.universities[i] if i < len(zoo.universities) else None
        words = _slot_words(slot, _("university slot {n}").format(n=i + 1))
        if owned:
            words.append(university_word(owned))
        out.append(_slot(f"university-{i + 1}", bool(owned), words, sx, sy, th, int(w / 3 - 2), 24))
        if owned:
            science = 2 if owned == "science-2" else 1
            for k in range(science):
                out.append(glyphs.icon("science", sx + 10 + 15 * k, sy + 12, 7, pal, floor=floor))
        elif slot is not None:
            out.append(glyphs.bonus(slot.type, slot.value, sx + w / 6 - 1, sy + 12, 9, pal, floor=floor))
        out.append("</g>")
    wy = top + 24 + 4
    heading(wy + floor, _("Workers"))
    top = wy + floor + 4
    hired = len(zm.worker_slots) - zoo.workers_lying
    n = max(1, len(zm.worker_slots))
    for i, slot in enumerate(zm.worker_slots):
        sx, sy = x + 4 + i * (w / n), top
        lying = i >= hired
        words = _slot_words(slot, _("worker space {n}").format(n=i + 1),
                            _("a worker waits here") if lying else _("hired"))
        out.append(_slot(f"worker-{i + 1}", lying, words, sx, sy, th, int(w / n - 2), 26))
        if lying:
            out.append(glyphs.worker(sx + w / n / 2 - 1, sy + 13, 15, seat_color(pal, zoo.seat), th.ink))
        elif slot is not None:
            out.append(glyphs.bonus(slot.type, slot.value, sx + w / n / 2 - 1, sy + 13, 9, pal, floor=floor))
        out.append("</g>")
    return "".join(out)


# ------------------------------------------------------------------------------------------------ overlays
def rule_label(v: Violation, zoo: Zoo) -> str:
    """"N-BUILD-7 water": the rule id and a short word read from the violation's data and the map's facts."""
    args = v.arguments
    word = ""
    if v.rule == "N-BUILD-7":
        hexes = _hexes_of(args.get("hexes"))
        if "map" in args:
            word = rule_word("off-map")
        elif "other" in args:
            word = rule_word("occupied")
        elif hexes and hexes <= zoo.zoomap.rock:
            word = rule_word("rock")
        elif hexes and hexes <= zoo.zoomap.water:
            word = rule_word("water")
        else:
            word = rule_word("N-BUILD-7")
    elif v.rule == "N-BUILD-8":
        word = rule_word("not-adjacent" if zoo.buildings else "border")
    else:
        word = rule_word(v.rule)
    return f"{v.rule} {word}" if word else v.rule


def _hexes_of(value: object) -> frozenset[Hex]:
    if not isinstance(value, str):
        return frozenset()
    try:
        return frozenset(parse_hex(part) for part in value.split())
    except ValueError:
        return frozenset()


def _targets(targets: Mapping[Hex, Sequence[Violation]], ox: float, oy: float, zoo: Zoo, pal: NovaPalette) -> str:
    th = pal
    out = []
    for h in sorted(targets):
        found = targets[h]
        cx, cy = centre(h, ox, oy)
        if found:
            rules = " ".join(dict.fromkeys(v.rule for v in found))
            words = "; ".join(str(v) for v in found)
            out.append(f'<g data-target="{format_hex(h)}" data-verdict="illegal" data-rules="{esc(rules)}">'
                       f'{glyphs.title(words)}{marks.cross_mark(cx, cy, R * 0.36, th.illegal)}</g>')
        else:
            tip = glyphs.title(_("{hex}: a legal anchor").format(hex=hex_label(h)))
            out.append(f'<g data-target="{format_hex(h)}" data-verdict="legal">'
                       f'{tip}'
                       f'<circle cx="{num(cx)}" cy="{num(cy)}" r="{num(R * 0.62)}" fill="none" stroke="{th.legal}" '
                       f'stroke-width="{num(1.6 * th.line_width)}"/>'
                       f'{marks.check_mark(cx, cy, R * 0.34, th.legal)}</g>')
    return "".join(out)


def _ghost(ghost: Ghost, zoo: Zoo, ox: float, oy: float, x: float, y: float, pal: NovaPalette,
           words: bool = True) -> str:
    th = pal
    b = ghost.building
    color = th.legal if ghost.legal else th.illegal
    verdict = "legal" if ghost.legal else "illegal"
    labels = [rule_label(v, zoo) for v in ghost.violations]
    rules = " ".join(dict.fromkeys(v.rule for v in ghost.violations))
    head = _("{building} at {hex}, rotation {rotation}").format(
        building=building_word(b.type), hex=hex_label(b.anchor), rotation=b.rotation)
    sentences = [head] + ([_("legal")] if ghost.legal else [str(v) for v in ghost.violations])
    body = "".join(hex_path(*centre(h, ox, oy), R - 1.2) for h in sorted(b.cells))
    cx, cy = centroid(b.cells, ox, oy)
    dash = "" if ghost.legal else ' stroke-dasharray="4 3"'
    out = [(f'<g data-ghost="{esc(b.type)}" data-anchor="{format_hex(b.anchor)}" data-rotation="{b.rotation}" '
           f'data-mirrored="{int(b.mirrored)}" data-verdict="{verdict}" data-rules="{esc(rules)}">'
           f'{glyphs.title(". ".join(sentences))}'
           f'<path d="{body}" fill="{color}" fill-opacity="0.3"/>'
           f'<path d="{outline_path(b.cells, ox, oy)}" stroke="{color}" stroke-width="{num(2.4 * th.line_width)}" '
           f'stroke-linecap="round"{dash}/>')]
    mark = marks.check_mark if ghost.legal else marks.cross_mark
    out.append(mark(cx, cy, R * 0.45, color))
    if not words:
        return "".join(out) + "</g>"
    ly = y + MAP_H + 4 + LINE - 3
    summary = "✓ " + _("fits") if ghost.legal else "✗ " + head
    if ghost.legal:
        summary = "✓ " + head
    out.append(text(x + LEFT, ly, summary, 9, color, "start", True))
    for i, label in enumerate(labels):
        out.append(text(x + LEFT + 10, ly + LINE * (i + 1), label, 9, th.ink, "start", True,
                        f' data-rule="{esc(ghost.violations[i].rule)}"'))
    out.append("</g>")
    return "".join(out)


def draw_zoo(zoo: Zoo, x: float, y: float, pal: NovaPalette, targets: Mapping[Hex, Sequence[Violation]] | None = None,
             ghost: Ghost | None = None, floor: float = 0.0, scale: float = 1.0, ghost_words: bool = True,
             coach: Mapping[Hex, int] | None = None) -> str:
    """The zoo at (x, y): printed map, left edge, side columns, buildings, then the overlays.

    Everything inside is drawn at the origin and moved by one ``transform``, so the parts that repeat from render
    to render (the printed map, the edges, each building with its animals) are cached per language and palette.
    ``floor`` > 0 draws it in large print (no text smaller than ``floor``, in the zoo's own units) and ``scale``
    enlarges it: a classroom board draws the seat's own zoo so (:mod:`.focus`), without the ghost's verdict lines
    under the map (``ghost_words``: the status line says them there). ``coach``: hex → the rank of the coach's move
    that plays there (a numbered diamond at the top of the hex, over the targets and the ghost).
    """
    lang = get_language()
    ox, oy = _origin(0, 0)
    zoom = f" scale({num(scale)})" if scale != 1.0 else ""
    out = [f'<g data-zoo="{zoo.seat}" data-map="{esc(zoo.zoomap.id)}" transform="translate({num(x)} {num(y)}){zoom}">',
           _printed_map(zoo.zoomap.id, pal, lang, floor),
           _edges(zoo.zoomap.id, zoo.seat, zoo.edge_tokens, zoo.partner_zoos, zoo.universities, zoo.workers_lying,
                  pal, lang, floor)]
    out.extend(_building_cached(b, tuple(a for a in zoo.animals if _home_of(b, a)), pal, lang, floor)
               for b in zoo.buildings)
    if targets:
        out.append(_targets(targets, ox, oy, zoo, pal))
    if ghost is not None:
        out.append(_ghost(ghost, zoo, ox, oy, 0, 0, pal, ghost_words))
    coached = _("{hex}: the coach's move {rank}")  # (no calls inside f-strings: Babel would not extract them)
    for h, rank in sorted((coach or {}).items()):
        cx, cy = centre(h, ox, oy)
        out.append(marks.coach_mark(cx, cy - R * 0.42, R * 0.5, rank, format_hex(h), pal, max(floor, 9.0),
                                    coached.format(hex=hex_label(h), rank=rank)))
    out.append("</g>")
    return "".join(out)


@lru_cache(maxsize=512)
def _edges(map_id: str, seat: int, edge_tokens: tuple[bool, ...], partner_zoos: tuple[str, ...],
           universities: tuple[str, ...], workers_lying: int, pal: NovaPalette, lang: str,
           floor: float = 0.0) -> str:
    zoo = Zoo(load_map(map_id), seat, "", (), (), edge_tokens, partner_zoos, universities, workers_lying)
    side = _side_large(zoo, LEFT + MAP_W, 0, pal, floor) if floor else _side(zoo, LEFT + MAP_W, 0, pal)
    return _left_edge(zoo, 0, 0, pal, floor) + side


@lru_cache(maxsize=4096)
def _building_cached(b: Building, living: tuple[ZooAnimal, ...], pal: NovaPalette, lang: str,
                     floor: float = 0.0) -> str:
    ox, oy = _origin(0, 0)
    return _building(b, living, ox, oy, pal, floor)
