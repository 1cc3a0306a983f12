"""The classroom board of Ark Nova (``render(game, part="focus")``): one seat's view with that seat's zoo as the hero,
in large print, for a projector (issue 24).

The whole table (``render(game)``) draws everything at once, which on a screen is 6–7 px text. This board keeps what
a turn needs, big enough for the back row, on one canvas of :data:`WIDTH` units (about one pixel a unit at
1920×1080, three quarters of one at 1280×800):

* the banner: the turn, who answers, the last move;
* the display (six folders) — or, while a question's answers are cards no other part shows (keep 4 of the 8 dealt
  at setup, cards drawn to choose from), those cards, to click;
* the players: money, appeal, conservation, reputation, points, X tokens and hand of each seat, one row each, and
  the break; a click on another seat's row shows that seat's zoo in the hero's place (``zoom``), a click on your
  own row brings yours back;
* the hero zoo, 1.6 times the table's (a hex is 51 units across), with the ghost, the ✓ / ✗ targets and the
  partner zoos, universities and workers beside it;
* the seat's action cards (the card being looked at marks where each card goes after its use, N-TURN-4), the
  association board, the hand and the final scoring cards, and the conservation projects.

No text is smaller than :data:`~.bigcards.FLOOR` units and no card name than 14: the floor the browser tests
measure. Everything is read from the seat's view (``Game.view``), as the table is.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ...i18n import _, ngettext
from ...ui import marks
from ...ui.svg import esc, fit_size, num, text
from ..cards import CONTINENTS, ProjectCard, card, card_name
from ..game import Game
from ..hexes import parse_hex
from ..moves import ACTIONS, Keep
from ..rules.donations import BLOCKED, FREE
from ..state import TASKS, Support
from ..tracks import TRACKS
from ..words import action_word, university_word
from . import glyphs
from .bigcards import BIG_H, BIG_W, FLOOR, clipped, place_big, place_big_back, place_big_final
from .cardfaces import describe
from .options import Options, judge_ghost, judge_targets
from .palette import NovaPalette, seat_color
from .strip import after_use
from .table import phase_word, zoo_of
from .zoo import Zoo, draw_zoo

__all__ = ["WIDTH", "ZOO_SCALE", "card_choices", "draw_focus"]

WIDTH = 1200
M = 8  # the gap between panels
BANNER_H = 40
ROW1_H = 220  # the display (or the cards to choose from) and the players
ROW2_H = 350  # the hero zoo, the action cards and the association board
ROW3_H = 200  # the hand and the final scoring cards, the projects
#: The hero zoo's size against the table's (a hex 1.6 × 32 units across; its words then at FLOOR / 1.6 units).
ZOO_SCALE = 1.6
RIGHT_X = 662  # where the column right of the hero zoo starts
STEP = BIG_W + 8  # a card and the gap to the next
COL = 46  # a column of numbers in the players' panel
#: Names that already say "you" in the three languages: the viewer's row then needs no "(you)" after them.
_YOU = frozenset({"you", "toi", "vous", "你", "您"})


def _panel(zone: str, x: float, y: float, w: float, h: float, heading: str, pal: NovaPalette,
           extra: str = "") -> str:
    """Opens ``<g data-zone>`` (the caller closes it): a rounded panel with its heading at the top left."""
    return (f'<g data-zone="{zone}"{extra}><rect x="{num(x)}" y="{num(y)}" width="{num(w)}" height="{num(h)}" rx="8" '
            f'fill="{pal.panel}" stroke="{pal.panel_stroke}" stroke-width="{num(pal.line_width)}"/>'
            + text(x + 10, y + 18, heading, fit_size(heading, 15, w - 20, True, FLOOR), pal.ink, "start", True))


# ------------------------------------------------------------------------------------------------ choices
def card_choices(view: Any) -> tuple[str, tuple[int, ...]]:
    """(what to do, the cards) when the seat's question is answered with cards the board shows nowhere else: the
    cards dealt to keep (N-SET-17, N-KEY-1) or any other card its answers name that is not in its hand, on the
    display or among the projects; ("", ()) otherwise. Read from the seat's view only (its question and answers)."""
    d = view.question
    if d is None:
        return "", ()
    if d.kind == "keep" and "cards" in d.data:
        return "keep", tuple(d["cards"])
    shown = set(view.me.hand or ()) | set(view.me.final_cards or ()) | {c for c in view.table["display"] if c}
    shown |= set(view.table["base_projects"]) | set(view.table["project_row"])
    named: list[int] = []
    for m in view.legal_moves:
        number = getattr(m, "card", None)
        if isinstance(m, Keep):
            named.extend(m.cards)
        elif isinstance(number, int):
            named.append(number)
    extra = tuple(dict.fromkeys(c for c in named if c not in shown))
    return ("pick", extra) if extra else ("", ())


def _choices(kind: str, cards: Sequence[int], d: Any, kept: Sequence[int], y: float, pal: NovaPalette) -> str:
    if kind == "keep":
        need = d["count"] if d is not None and "count" in d.data else len(cards)
        heading = _("Keep {count} of these {total} cards ({kept} ticked): click a card to tick it").format(
            count=need, total=len(cards), kept=len([c for c in kept if c in cards]))
    else:
        heading = _("Your choice: these cards")
    out = [_panel("choices", 0, y, WIDTH, ROW1_H, heading, pal)]
    step = min(STEP, (WIDTH - 20 - BIG_W) / max(1, len(cards) - 1)) if len(cards) > 1 else STEP
    for i, number in enumerate(cards):
        x = 10 + i * step
        ticked = number in kept
        mark = ' class="nova-selected"' if ticked else ""
        out.append(place_big(number, x, y + 30, pal, "choice", f' data-choice="{i}"{mark}'))
        if ticked:
            out.append(f'<rect x="{num(x - 3)}" y="{num(y + 27)}" width="{BIG_W + 6}" height="{BIG_H + 6}" rx="10" '
                       f'fill="none" stroke="{pal.selected}" stroke-width="4"/>'
                       f'<circle cx="{num(x + BIG_W - 14)}" cy="{num(y + 44)}" r="13" fill="{pal.selected}"/>'
                       + text(x + BIG_W - 14, y + 50, "✓", 17, "#ffffff", "middle", True))
    return "".join(out) + "</g>"


# ------------------------------------------------------------------------------------------------ row 1
def _display(display: Sequence[int | None], face_down: bool, y: float, pal: NovaPalette,
             selected: int | None) -> str:
    w = 6 * STEP + 12
    out = [_panel("display", 0, y, w, ROW1_H, _("Display"), pal)]
    for i, number in enumerate(display):
        folder = i + 1
        low = TRACKS.folder_reputation[i][0]
        cx, cy = 8 + i * STEP, y + 42
        label = _("{folder} · reputation {low}+").format(folder=folder, low=low)
        out.append(f'<g data-folder="{folder}">'
                   + text(cx + BIG_W / 2, y + 36, label, fit_size(label, FLOOR, BIG_W, False, FLOOR), pal.ink,
                          "middle"))
        if face_down:
            out.append(place_big_back(cx, cy, pal, "display-back"))
        elif number is None:
            out.append(f'<rect x="{num(cx)}" y="{num(cy)}" width="{BIG_W}" height="{BIG_H}" rx="8" fill="none" '
                       f'stroke="{pal.muted}" stroke-dasharray="6 5"/>{glyphs.title(_("an empty folder"))}')
        else:
            sel = ' class="nova-selected"' if selected == number else ""
            out.append(place_big(number, cx, cy, pal, "display", f' data-slot="{folder}"{sel}'))
            if selected == number:
                out.append(f'<rect x="{num(cx - 3)}" y="{num(cy - 3)}" width="{BIG_W + 6}" height="{BIG_H + 6}" '
                           f'rx="10" fill="none" stroke="{pal.selected}" stroke-width="4"/>')
        out.append("</g>")
    return "".join(out) + "</g>"


#: The players' columns: (key, heading).
def _columns() -> list[tuple[str, str]]:
    return [("money", _("money")), ("appeal", _("appeal")), ("cp", _("CP")), ("reputation", _("rep.")),
            ("points", _("points"))]


def _players(view: Any, game: Game, x: float, y: float, w: float, h: float, pal: NovaPalette, viewer: int | None,
             hero: int) -> str:
    """One row per seat with its numbers; a row is a ``data-expand`` target: a click shows that seat's zoo."""
    table = view.table
    heading = _("Players")
    if table["break_len"]:
        heading += "  ·  " + _("break {pos} of {length}").format(pos=table["break_pos"], length=table["break_len"])
    else:
        heading += "  ·  " + ngettext("solo: {count} token left", "solo: {count} tokens left",
                                      table["solo_left"]).format(count=table["solo_left"])
    out = [_panel("players", x, y, w, h, heading, pal)]
    cols = _columns()
    name_w = w - 16 - COL * len(cols)
    top = y + 40
    for k, (_key, word) in enumerate(cols):
        cx = x + 8 + name_w + COL * k + COL / 2
        out.append(text(cx, top - 4, word, fit_size(word, FLOOR, COL - 2, True, FLOOR), pal.muted, "middle", True))
    row_h = min(38.0, (y + h - top - 4) / max(1, len(view.players)))
    for i, pv in enumerate(view.players):
        p = pv.public
        ry = top + 4 + i * row_h
        current = game.phase != "over" and i == game.current_index
        mine = viewer == i
        words = _("Show the zoo of {player}").format(player=p["name"]) if i != hero else \
            _("The zoo of {player} is shown").format(player=p["name"])
        fill = pal.background if i == hero else pal.panel
        stroke = pal.current if current else pal.panel_stroke
        mark = ' data-current="1"' if current else ""
        out.append(f'<g data-expand="{i}"{mark}>{glyphs.title(words)}'
                   f'<rect x="{num(x + 4)}" y="{num(ry)}" width="{num(w - 8)}" height="{num(row_h - 3)}" rx="5" '
                   f'fill="{fill}" stroke="{stroke}" stroke-width="{2.5 if current else 1}"/>')
        out.append(glyphs.marker(x + 18, ry + row_h / 2 - 1.5, 9, seat_color(pal, i), i, pal, "", "", FLOOR))
        you = mine and p["name"].casefold() not in _YOU  # "You (you)" would say it twice
        name = p["name"] + (" " + _("(you)") if you else "") + (" ◀" if current else "")
        out.append(text(x + 32, ry + row_h / 2 + 3.5, clipped(name, FLOOR + 1, name_w - 28, True), FLOOR + 1, pal.ink,
                        "start", True))
        values = {"money": p["money"], "appeal": p["appeal"], "cp": p["cp"], "reputation": p["reputation"],
                  "points": p["appeal"] - TRACKS.target(p["cp"])}
        for k, key in enumerate(values):
            cx = x + 8 + name_w + COL * k + COL / 2
            out.append(text(cx, ry + row_h / 2 + 4, str(values[key]), 14, pal.ink, "middle", key == "points"))
        out.append("</g>")
    return "".join(out) + "</g>"


# ------------------------------------------------------------------------------------------------ row 2
def _strip(cards: Sequence[str], upgraded: Sequence[str], x_tokens: int, card_tokens: Sequence[Sequence[str]],
           x: float, y: float, pal: NovaPalette, preview: str | None, seat: int,
           coach: Mapping[str, int] | None = None) -> str:
    """The action cards in slots 1–5 (strength = slot, N-TURN-3), large; ``preview``: the card being looked at,
    and where each card goes after it is used (N-TURN-4: "→ 3"); ``coach``: the rank of the coach's moves that use
    a card, in a diamond between its slot and its level."""
    w = WIDTH - x
    out = [f'<g data-strip="{seat}">',
           text(x + 2, y + 15, _("Action cards (strength = slot)"), FLOOR, pal.muted, "start", True)]
    after = {name: k + 1 for k, name in enumerate(after_use(cards, preview))} if preview else {}
    cw = (w - 70) / 5 - 6
    for i, name in enumerate(cards):
        slot = i + 1
        level = "II" if name in upgraded else "I"
        cx, cy = x + i * (cw + 6), y + 24
        tokens = [kind for c, kind in card_tokens if c == name]
        words = _("{action} {level} in slot {slot}: strength {slot}").format(action=action_word(name), level=level,
                                                                            slot=slot)
        used = ' data-used="1"' if name == preview else ""
        out.append(f'<g data-action="{name}" data-slot="{slot}" data-level="{level}"{used}>{glyphs.title(words)}'
                   f'<rect x="{num(cx)}" y="{num(cy)}" width="{num(cw)}" height="76" rx="7" fill="{pal.action(name)}" '
                   f'stroke="{pal.selected if name == preview else pal.card_stroke}" '
                   f'stroke-width="{4 if name == preview else pal.card_stroke_width}"/>')
        word = action_word(name)
        card_ink = glyphs.legible("#1d1b16", pal.action(name))
        out.append(text(cx + cw / 2, cy + 20, word, fit_size(word, 15, cw - 8, True, FLOOR), card_ink, "middle",
                        True))
        out.append(f'<circle cx="{num(cx + 18)}" cy="{num(cy + 50)}" r="14" fill="#ffffff" stroke="#1d1b16"/>'
                   + text(cx + 18, cy + 57, str(slot), 20, "#1d1b16", "middle", True))
        badge = "#1d1b16" if level == "II" else "#ffffff"
        out.append(f'<rect x="{num(cx + cw - 30)}" y="{num(cy + 40)}" width="24" height="20" rx="4" fill="{badge}" '
                   f'stroke="#1d1b16"/>' + text(cx + cw - 18, cy + 55, level, FLOOR + 1,
                                                "#ffffff" if level == "II" else "#1d1b16", "middle", True))
        if tokens:
            sign = {"multiplier": "×2", "venom": "V", "constriction": "C"}
            label = " ".join(sign.get(t, "?") for t in tokens)
            out.append(text(cx + cw / 2, cy + 72, label, FLOOR, card_ink, "middle", True))
        rank = (coach or {}).get(name)
        if rank is not None:
            out.append(marks.coach_mark(cx + cw / 2 + 1, cy + 50, 12, rank, name, pal, FLOOR + 1))
        if name in after and name != preview:
            out.append(text(cx + cw / 2, cy + 92, f"→ {after[name]}", FLOOR + 1, pal.ink, "middle", True))
        elif name == preview:
            out.append(text(cx + cw / 2, cy + 92, "→ 1", FLOOR + 1, pal.selected, "middle", True))
        out.append("</g>")
    xx = x + 5 * (cw + 6) + 4
    tip = glyphs.title(ngettext("{count} X token", "{count} X tokens", x_tokens).format(count=x_tokens))
    out.append(f'<g data-x-tokens="{x_tokens}">{tip}' + glyphs.x_token(xx + 30, y + 50, 16, pal)
               + text(xx + 30, y + 84, f"× {x_tokens}", 15, pal.ink, "middle", True) + "</g>")
    return "".join(out) + "</g>"


def _association(view: Any, x: float, y: float, w: float, h: float, pal: NovaPalette) -> str:
    table = view.table
    out = [_panel("association", x, y, w, h, _("Association board"), pal)]
    workers_on = [(pv.seat, tuple(pv.public["workers_on"])) for pv in view.players]
    values = {"reputation": 2, "partner-zoo": 3, "university": 4, "project": 5}
    words = {"reputation": _("reputation"), "partner-zoo": _("partner zoo"), "university": _("university"),
             "project": _("conservation project")}
    tw = 250
    for i, task in enumerate(TASKS):
        tx, ty = x + 8, y + 28 + i * 38
        placed = [(seat, counts[i]) for seat, counts in workers_on if counts[i]]
        tip = _("task {value}: {task}").format(value=values[task], task=words[task])
        out.append(f'<g data-task="{task}" data-value="{values[task]}">{glyphs.title(tip)}'
                   f'<rect x="{num(tx)}" y="{num(ty)}" width="{tw}" height="34" rx="5" '
                   f'fill="{pal.action("association")}" fill-opacity="0.35" stroke="{pal.panel_stroke}"/>'
                   f'<circle cx="{num(tx + 17)}" cy="{num(ty + 17)}" r="13" fill="#ffffff" stroke="#1d1b16"/>'
                   + text(tx + 17, ty + 23, str(values[task]), 16, "#1d1b16", "middle", True)
                   + text(tx + 36, ty + 22, clipped(words[task], FLOOR + 1, tw - 44 - 14 * len(placed), True),
                          FLOOR + 1, pal.ink, "start", True))
        k = 0
        for seat, count in placed:
            for _n in range(count):
                out.append(f'<g data-worker="{seat}">' + glyphs.worker(tx + tw - 12 - k * 14, ty + 20, 14,
                                                                       seat_color(pal, seat), pal.ink) + "</g>")
                k += 1
        out.append("</g>")
    ox = x + tw + 20
    ow = w - tw - 28
    out.append(text(ox, y + 42, _("Partner zoos"), fit_size(_("Partner zoos"), FLOOR, ow, True, FLOOR), pal.muted,
                    "start", True))
    for i, cont in enumerate(table["offer_partner_zoos"][:6]):
        out.append(f'<g data-partner-zoo="{esc(cont)}">'
                   + glyphs.icon(cont, ox + 12 + i * 28, y + 60, 12, pal, continent=True, floor=FLOOR) + "</g>")
    out.append(text(ox, y + 94, _("Universities"), fit_size(_("Universities"), FLOOR, ow, True, FLOOR), pal.muted,
                    "start", True))
    for i, kind in enumerate(table["offer_universities"][:3]):
        ux = ox + i * 54
        science = 2 if kind == "science-2" else 1
        extra = "+2R" if kind == "science-reputation" else ("✋5" if kind == "science-hand" else "")
        out.append(f'<g data-university="{esc(kind)}">{glyphs.title(university_word(kind))}'
                   f'<rect x="{num(ux)}" y="{num(y + 100)}" width="50" height="46" rx="4" fill="{pal.panel}" '
                   f'stroke="{pal.ink}" stroke-width="0.8"/>')
        for k in range(science):
            out.append(glyphs.icon("science", ux + 13 + k * 23, y + 114, 10, pal, floor=FLOOR))
        if extra:
            out.append(text(ux + 25, y + 141, extra, FLOOR, pal.ink, "middle", True))
        out.append("</g>")
    out.append(text(ox, y + 166, _("Donations"), fit_size(_("Donations"), FLOOR, ow, True, FLOOR), pal.muted,
                    "start", True))
    for i, (value, owner) in enumerate(zip(table["donations"], table["donations_covered"], strict=False)):
        dx, dy = ox + (i % 4) * 30, y + 172 + (i // 4) * 30
        if owner == FREE:
            state, tip = "free", _("donation {cost}").format(cost=value)
        elif owner == BLOCKED:
            state, tip = "blocked", _("donation {cost}: blocked").format(cost=value)
        else:
            state, tip = "covered", _("donation {cost}: made by player {seat}").format(cost=value, seat=owner + 1)
        out.append(f'<g data-donation="{i}" data-cost="{value}" data-state="{state}">{glyphs.title(tip)}'
                   + glyphs.coin(dx + 13, dy + 13, 13, value, pal, FLOOR))
        if owner == BLOCKED:
            out.append(f'<path d="M{num(dx + 2)} {num(dy + 2)}l22 22M{num(dx + 24)} {num(dy + 2)}l-22 22" '
                       f'stroke="{pal.blocked}" stroke-width="3"/>')
        elif owner != FREE:
            out.append(glyphs.marker(dx + 22, dy + 5, 7, seat_color(pal, owner), owner, pal, "", "", FLOOR))
        out.append("</g>")
    return "".join(out) + "</g>"


# ------------------------------------------------------------------------------------------------ row 3
def _hand(pv: Any, mine: bool, x: float, y: float, w: float, pal: NovaPalette, selected: int | None,
          answers: set[int]) -> str:
    n = pv.hand_size
    out = [_panel("hand-panel", x, y, w, ROW3_H, _("Hand: {count}").format(count=n), pal)]
    finals = pv.final_cards if mine else None
    fw = BIG_W + 12 if pv.final_cards_count else 0
    room = w - 16 - fw
    step = STEP if n <= 1 else min(STEP, (room - BIG_W) / (n - 1))
    out.append(f'<g data-zone="hand" data-player="{pv.seat}" data-count="{n}">')
    for i in range(n):
        hx, hy = x + 8 + i * step, y + 24
        if mine and pv.hand is not None:
            number = pv.hand[i]
            sel = ' class="nova-selected"' if selected == number else ""
            out.append(place_big(number, hx, hy, pal, "hand", f' data-player="{pv.seat}"{sel}'))
            if selected == number or number in answers:
                color = pal.selected if selected == number else pal.legal
                out.append(f'<rect x="{num(hx - 3)}" y="{num(hy - 3)}" width="{BIG_W + 6}" height="{BIG_H + 6}" '
                           f'rx="10" fill="none" stroke="{color}" stroke-width="4"/>')
        else:
            out.append(place_big_back(hx, hy, pal, "hand-back", f' data-player="{pv.seat}"'))
    out.append("</g>")
    if fw:
        fx = x + w - fw
        out.append(text(fx, y + 18, _("Final scoring: {count}").format(count=pv.final_cards_count), FLOOR, pal.muted,
                        "start", True))
        out.append(f'<g data-zone="finals" data-player="{pv.seat}" data-count="{pv.final_cards_count}">')
        for i in range(pv.final_cards_count):
            fy = y + 26 + i * 58
            if finals is not None:
                out.append(place_big_final(finals[i], fx, fy, pal, pv.seat))
            else:
                out.append(place_big_back(fx, fy, pal, "final-back", f' data-player="{pv.seat}"', BIG_W, 52))
        out.append("</g>")
    return "".join(out) + "</g>"


def _projects(view: Any, names: tuple[str, ...], x: float, y: float, w: float, pal: NovaPalette) -> str:
    table = view.table
    supports = tuple(Support.from_dict(s) for s in table["supports"])
    cards = [(c, "base") for c in table["base_projects"]] + [(c, "row") for c in table["project_row"]]
    out = [_panel("projects", x, y, w, ROW3_H, _("Conservation projects"), pal)]
    cols = 2
    cw = (w - 16 - (cols - 1) * 6) / cols
    rows = max(1, -(-len(cards) // cols))
    ch = min(52.0, (ROW3_H - 30) / rows - 4)
    for i, (number, kind) in enumerate(cards):
        p = card(number)
        cx, cy = x + 8 + (i % cols) * (cw + 6), y + 26 + (i // cols) * (ch + 4)
        mine = [s for s in supports if s.project == number]
        out.append(f'<g data-card="{number}" data-kind="{p.kind}" data-zone="projects" data-project="{number}" '
                   f'data-row="{kind}">{glyphs.title(describe(number))}'
                   f'<rect x="{num(cx)}" y="{num(cy)}" width="{num(cw)}" height="{num(ch)}" rx="5" '
                   f'fill="{pal.project}" '
                   f'stroke="{pal.card_stroke}"/>')
        icon = getattr(p, "required_icon", None)
        lx = cx + 8
        if icon and not icon.startswith("size"):
            out.append(glyphs.icon(icon, cx + 16, cy + ch / 2, 10, pal, continent=icon in CONTINENTS, floor=FLOOR))
            lx = cx + 32
        levels = p.tiers if isinstance(p, ProjectCard) else ()
        tiers = "  ".join(f"{t.threshold.replace('>=', '≥').replace('<=', '≤')}→{t.cp}" for t in levels)
        ink = glyphs.legible("#1d1b16", pal.project)
        out.append(text(lx, cy + 17, clipped(f"{number} {card_name(number)}", FLOOR, cx + cw - lx - 4, True), FLOOR,
                        ink, "start", True))
        out.append(text(lx, cy + 35, clipped(tiers, FLOOR, cx + cw - lx - 4 - 18 * len(mine)), FLOOR, ink))
        for k, s in enumerate(mine):
            who = names[s.owner] if 0 <= s.owner < len(names) else _("blocked")
            out.append(glyphs.marker(cx + cw - 12 - 18 * k, cy + 30, 8, seat_color(pal, s.owner), s.owner, pal,
                                     _("level {tier} supported by {player}").format(tier=s.level, player=who),
                                     f' data-support="{s.level}"', FLOOR))
        out.append("</g>")
    return "".join(out) + "</g>"


# ------------------------------------------------------------------------------------------------ the board
def _banner(game: Game, view: Any, names: tuple[str, ...], pal: NovaPalette, viewer: int | None) -> str:
    parts = [phase_word(game.phase)]
    if game.phase != "over":
        parts.append(_("turn {turn}").format(turn=view.table["turn"] + 1))
        parts.append(_("{player} to answer").format(player=names[game.current_index]))
    words = " — ".join(parts)
    out = [f'<g data-zone="phase" data-phase="{game.phase}">'
           f'<rect x="0" y="0" width="{WIDTH}" height="{BANNER_H - 4}" rx="8" fill="{pal.banner}"/>',
           glyphs.marker(20, 18, 11, seat_color(pal, game.current_index), game.current_index, pal, "", "", FLOOR),
           text(38, 24, words, fit_size(words, 17, WIDTH * 0.5, True, FLOOR), pal.banner_ink, "start", True)]
    if game.history:
        entry = game.history[-1]
        move = str(entry.move)
        if isinstance(entry.move, Keep) and game.phase != "over":
            move = _("keep (hidden)")
        last = _("last move: {player} — {move}").format(player=entry.player, move=move)
        out.append(text(WIDTH - 12, 24, clipped(last, FLOOR + 1, WIDTH * 0.44), FLOOR + 1, pal.banner_ink, "end"))
    return "".join(out) + "</g>"


def _hero(zoo: Zoo, name: str, mine: bool, y: float, pal: NovaPalette, targets: Any, ghost: Any,
          coach: Mapping[str, int]) -> str:
    heading = _("Your zoo") if mine else _("The zoo of {player} — click your row to see yours").format(player=name)
    out = [text(4, y + 14, clipped(heading, 15, RIGHT_X - 12, True), 15, pal.ink, "start", True)]
    floor = FLOOR / ZOO_SCALE
    out.append(draw_zoo(zoo, 0, y + 22, pal, targets, ghost, floor=floor, scale=ZOO_SCALE, ghost_words=False,
                        coach={parse_hex(k): rank for k, rank in coach.items() if k not in ACTIONS} if mine else None))
    return "".join(out)


def draw_focus(game: Game, opts: Options) -> tuple[list[tuple[str, str]], float, float, str]:
    """Layers, width, height and description of the classroom board (see the module doc)."""
    pal = opts.pal
    viewer = opts.viewer
    view = game.view(viewer if viewer is not None else 0) if viewer is not None else game.view(None)
    names = tuple(pv.public["name"] for pv in view.players)
    hero = opts.zoom if opts.zoom is not None else (viewer if viewer is not None else game.current_index)
    zoos = {pv.seat: zoo_of(pv.public, pv.seat) for pv in view.players}
    mine = viewer is not None and hero == viewer
    ghost = judge_ghost(opts.ghost, zoos[hero]) if opts.ghost is not None and mine else None
    targets = judge_targets(opts.targets, zoos[hero]) if opts.targets is not None and mine else None

    layers: list[tuple[str, str]] = [("banner", _banner(game, view, names, pal, viewer))]
    y1 = BANNER_H
    kind, cards = card_choices(view) if viewer is not None else ("", ())
    if cards:
        row1 = _choices(kind, cards, view.question, opts.kept, y1, pal)
    else:
        dw = 6 * STEP + 12
        row1 = (_display(view.table["display"], game.phase == "setup", y1, pal, opts.selected)
                + _players(view, game, dw + M, y1, WIDTH - dw - M, ROW1_H, pal, viewer, hero))
    layers.append(("row1", row1))
    y2 = y1 + ROW1_H + M
    seat = viewer if viewer is not None else game.current_index
    me = view.players[seat].public
    coach = opts.coach if viewer is not None else {}
    row2 = [_hero(zoos[hero], names[hero], mine, y2, pal, targets, ghost, coach),
            _strip(me["action_cards"], me["upgraded"], me["x_tokens"], me["card_tokens"], RIGHT_X, y2, pal,
                   opts.preview if viewer is not None else None, seat, coach),
            _association(view, RIGHT_X, y2 + 130, WIDTH - RIGHT_X, ROW2_H - 130, pal)]
    layers.append(("row2", "".join(row2)))
    y3 = y2 + ROW2_H + M
    answers: set[int] = set()
    if viewer is not None:
        answers = {c for c in (getattr(m, "card", None) for m in view.legal_moves) if isinstance(c, int)}
    pw = WIDTH - RIGHT_X
    hand_w = WIDTH - pw - M
    row3 = (_hand(view.players[seat], viewer is not None, 0, y3, hand_w, pal, opts.selected, answers)
            + _projects(view, names, hand_w + M, y3, pw, pal))
    layers.append(("row3", row3))
    height = y3 + ROW3_H
    desc = _("Ark Nova, {phase}: {players}").format(
        phase=phase_word(game.phase),
        players="; ".join(_("{player} appeal {appeal}, CP {cp}, reputation {rep}, money {money}").format(
            player=pv.public["name"], appeal=pv.public["appeal"], cp=pv.public["cp"], rep=pv.public["reputation"],
            money=pv.public["money"]) for pv in view.players))
    return layers, WIDTH, height, desc
