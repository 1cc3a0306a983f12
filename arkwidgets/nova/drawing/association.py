"""The shared boards: the display folders 1–6, the association board (tasks and workers, partner zoos and
universities on offer, donation spaces) and the projects (base projects and the row of project cards).

A folder that is empty during a turn (a gap, N-DISP-4) is drawn as a dashed place; before setup ends the display
lies face down (N-SET-3), drawn as backs with no number.
"""

from __future__ import annotations

from collections.abc import Sequence

from ...i18n import _, ngettext
from ...ui.svg import esc, fit_size, num, text
from ..rules.donations import BLOCKED, FREE
from ..state import TASKS, Support
from ..tracks import TRACKS
from ..words import university_word
from . import glyphs
from .cardfaces import CARD_H, CARD_W, place_back, place_card
from .palette import NovaPalette, seat_color

__all__ = [
    "association_size",
    "display_size",
    "draw_association",
    "draw_display",
    "draw_projects",
    "projects_size",
]

_GAP = 8
_TASK_VALUES = {"reputation": 2, "partner-zoo": 3, "university": 4, "project": 5}


def _task_word(task: str) -> str:
    return {"reputation": _("reputation"), "partner-zoo": _("partner zoo"), "university": _("university"),
            "project": _("conservation project")}.get(task, task)


def display_size() -> tuple[float, float]:
    return 6 * (CARD_W + _GAP) + _GAP, CARD_H + 40


def draw_display(display: Sequence[int | None], face_down: bool, x: float, y: float, pal: NovaPalette,
                 selected: int | None = None) -> str:
    th = pal
    w, h = display_size()
    out = [glyphs.panel("display", x, y, w, h, _("Display"), pal)]
    for i, number in enumerate(display):
        folder = i + 1
        low = TRACKS.folder_reputation[i][0]
        cx = x + _GAP + i * (CARD_W + _GAP)
        cy = y + 30
        label = _("folder {folder} · reputation {low}+").format(folder=folder, low=low)
        out.append(f'<g data-folder="{folder}">'
                   + text(cx + CARD_W / 2, y + 26, label, fit_size(label, 7.5, CARD_W), th.ink, "middle"))
        if face_down:
            out.append(place_back(cx, cy, pal, "display-back"))
        elif number is None:
            tip = glyphs.title(_("an empty folder"))
            out.append(f'<rect x="{num(cx)}" y="{num(cy)}" width="{CARD_W}" height="{CARD_H}" rx="6" fill="none" '
                       f'stroke="{th.muted}" stroke-dasharray="5 4"/>{tip}')
        else:
            sel = ' class="nova-selected"' if selected == number else ""
            out.append(place_card(number, cx, cy, pal, "display", f' data-slot="{folder}"{sel}'))
            if selected == number:
                out.append(f'<rect x="{num(cx - 3)}" y="{num(cy - 3)}" width="{CARD_W + 6}" height="{CARD_H + 6}" '
                           f'rx="8" fill="none" stroke="{th.selected}" stroke-width="3"/>')
        out.append("</g>")
    return "".join(out) + "</g>"


def association_size() -> tuple[float, float]:
    return 300, 236


def draw_association(workers_on: Sequence[tuple[int, tuple[int, ...]]], partner_zoos: Sequence[str],
                     universities: Sequence[str], donations: Sequence[int], covered: Sequence[int],
                     x: float, y: float, pal: NovaPalette) -> str:
    """``workers_on``: (seat, workers per task in TASKS order) for every player."""
    th = pal
    w, h = association_size()
    out = [glyphs.panel("association", x, y, w, h, _("Association board"), pal)]
    for i, task in enumerate(TASKS):
        tx, ty = x + 10, y + 24 + i * 34
        value = _TASK_VALUES[task]
        placed = [(seat, counts[i]) for seat, counts in workers_on if counts[i]]
        words = _("task {value}: {task}").format(value=value, task=_task_word(task))
        if placed:
            words += " — " + ", ".join(
                ngettext("player {seat}: {count} worker", "player {seat}: {count} workers", c).format(seat=s + 1,
                                                                                                     count=c)
                for s, c in placed)
        out.append(f'<g data-task="{task}" data-value="{value}">{glyphs.title(words)}'
                   f'<rect x="{num(tx)}" y="{num(ty)}" width="160" height="30" rx="4" '
                   f'fill="{pal.action("association")}" '
                   f'fill-opacity="0.35" stroke="{th.panel_stroke}"/>'
                   f'<circle cx="{num(tx + 14)}" cy="{num(ty + 15)}" r="10" fill="#ffffff" stroke="#1d1b16"/>'
                   + text(tx + 14, ty + 19.5, str(value), 12, "#1d1b16", "middle", True)
                   + text(tx + 30, ty + 13, _task_word(task), fit_size(_task_word(task), 8.5, 126, True), th.ink,
                          "start", True))
        k = 0
        for seat, count in placed:
            for _n in range(count):
                out.append(f'<g data-worker="{seat}">' + glyphs.worker(tx + 36 + k * 12, ty + 22, 10,
                                                                       seat_color(pal, seat), th.ink) + "</g>")
                k += 1
        out.append("</g>")
    # partner zoos and universities on offer
    ox = x + 180
    out.append(text(ox, y + 32, _("Partner zoos"), fit_size(_("Partner zoos"), 8, 110), th.muted, "start", True))
    for i, cont in enumerate(partner_zoos):
        out.append(f'<g data-partner-zoo="{esc(cont)}">'
                   + glyphs.icon(cont, ox + 9 + i * 22, y + 46, 8, pal, continent=True) + "</g>")
    out.append(text(ox, y + 72, _("Universities"), fit_size(_("Universities"), 8, 110), th.muted, "start", True))
    for i, kind in enumerate(universities):
        ux = ox + 4 + i * 36
        science = 2 if kind == "science-2" else 1
        extra = "+2R" if kind == "science-reputation" else ("✋5" if kind == "reputation-hand" else "")
        out.append(f'<g data-university="{esc(kind)}">{glyphs.title(university_word(kind))}'
                   f'<rect x="{num(ux)}" y="{num(y + 78)}" width="32" height="22" rx="3" fill="{th.panel}" '
                   f'stroke="{th.ink}" stroke-width="0.6"/>')
        for k in range(science):
            out.append(glyphs.icon("science", ux + 8 + k * 11, y + 89, 5, pal))
        if extra:
            out.append(text(ux + 29, y + 93, extra, 7, th.ink, "end", True))
        out.append("</g>")
    # donations (N-ASSOC-12 … -14)
    out.append(text(ox, y + 118, _("Donations"), fit_size(_("Donations"), 8, 110), th.muted, "start", True))
    for i, (value, owner) in enumerate(zip(donations, covered, strict=False)):
        dx = ox + (i % 4) * 27
        dy = y + 124 + (i // 4) * 28
        if owner == FREE:
            state, words = "free", _("donation {cost}").format(cost=value)
        elif owner == BLOCKED:
            state, words = "blocked", _("donation {cost}: blocked").format(cost=value)
        else:
            state, words = "covered", _("donation {cost}: made by player {seat}").format(cost=value, seat=owner + 1)
        out.append(f'<g data-donation="{i}" data-cost="{value}" data-state="{state}">{glyphs.title(words)}'
                   f'<rect x="{num(dx)}" y="{num(dy)}" width="24" height="24" rx="3" fill="{th.panel}" '
                   f'stroke="{pal.cp}" stroke-width="1"/>' + glyphs.coin(dx + 12, dy + 12, 8, value, pal))
        if owner == BLOCKED:
            out.append(f'<path d="M{num(dx + 3)} {num(dy + 3)}l18 18M{num(dx + 21)} {num(dy + 3)}l-18 18" '
                       f'stroke="{pal.blocked}" stroke-width="2.2"/>')
        elif owner != FREE:
            out.append(glyphs.marker(dx + 18, dy + 6, 5, seat_color(pal, owner), owner, pal))
        out.append("</g>")
    out.append(text(ox, y + h - 6, _("{count} on offer").format(count=len(partner_zoos) + len(universities)), 7,
                    th.muted))

    return "".join(out) + "</g>"


def projects_size(count: int) -> tuple[float, float]:
    return max(1, count) * (CARD_W + _GAP) + _GAP, CARD_H + 24


def draw_projects(base: Sequence[int], row: Sequence[int], supports: Sequence[Support], names: Sequence[str],
                  x: float, y: float, pal: NovaPalette) -> str:
    cards = list(base) + list(row)
    w, h = projects_size(len(cards))
    out = [glyphs.panel("projects", x, y, w, h, _("Conservation projects"), pal)]
    for i, number in enumerate(cards):
        kind = "base" if i < len(base) else "row"
        mine = tuple(s for s in supports if s.project == number)
        out.append(place_card(number, x + _GAP + i * (CARD_W + _GAP), y + 20, pal, "projects",
                              f' data-project="{number}" data-row="{kind}"', mine, tuple(names)))
    return "".join(out) + "</g>"
