"""The game board's tracks: appeal (with income hints), conservation (thresholds 2/5/8/10 and bonus tiles),
reputation (display-folder stretches and bonuses), and the break track for the player count (or the solo timer).

Every number comes from :data:`arkwidgets.nova.tracks.TRACKS`; every marker is a ``<g data-track="…"
data-player="…" data-value="…">`` in the player's colour with the seat number, stacked when markers share a space.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import lru_cache

from ...i18n import _, get_language, ngettext
from ...ui.svg import esc, fit_size, num, text
from ...ui.themes import Theme
from ..tracks import TRACKS
from ..words import bonus_word, tile_word
from . import glyphs
from .palette import NovaPalette, seat_color

__all__ = ["TRACKS_W", "draw_tracks", "tracks_size"]

TRACKS_W = 660
_LABEL = 80
_ROW = 44
_TILE_KIND = {"partner-zoo": "partner_zoo", "university": "university", "multiplier": "multiplier",
              "money-10": "money", "reputation-2": "reputation", "x-tokens-3": "xtoken",
              "enclosure-3": "free_enclosure_size3", "cards-3": "take_card", "sponsor": "sponsor_tile"}
_TILE_VALUE = {"money-10": 10, "reputation-2": 2, "x-tokens-3": 3, "cards-3": 3}


def tracks_size() -> tuple[float, float]:
    return TRACKS_W, 16 + 4 * _ROW + 8


def _markers(track: str, values: Sequence[tuple[int, int, str]], pos, y: float, pal: NovaPalette) -> str:
    """Markers (seat, value, name) at ``pos(value)``, stacked upwards when they share a space."""
    out = []
    stack: dict[int, int] = {}
    for seat, value, name in values:
        k = stack.get(value, 0)
        stack[value] = k + 1
        words = _("{player}: {track} {value}").format(player=name, track=_track_word(track), value=value)
        out.append(glyphs.marker(pos(value), y - 9 - 8 * k, 5.2, seat_color(pal, seat), seat, pal, words,
                                 f' data-track="{track}" data-value="{value}"'))
    return "".join(out)


def _track_word(track: str) -> str:
    return {"appeal": _("appeal"), "cp": _("conservation"), "reputation": _("reputation"),
            "break": _("break")}[track]


def _heading(x: float, y: float, word: str, color: str, ground: str) -> str:
    """A track's name in the label column, shrunk to fit it (French and Chinese names are longer or wider), in its
    track's colour where that reads at AA on the ``ground`` (else black or white: glyphs.legible)."""
    return text(x, y + 4, word, fit_size(word, 10, _LABEL - 6, True), glyphs.legible(color, ground), "start", True)


def _bar(x: float, y: float, width: float, color: str, opacity: str, th: Theme) -> str:
    """The tinted band of a linear track (appeal, conservation), right of the label column."""
    return (f'<rect x="{num(x + _LABEL)}" y="{num(y - 4)}" width="{num(width)}" height="10" rx="3" fill="{color}" '
            f'fill-opacity="{opacity}" stroke="{color}" stroke-width="{num(th.line_width)}"/>')


def _linear(x: float, top: int) -> Callable[[int], float]:
    step = (TRACKS_W - _LABEL - 10) / (top + 1)
    return lambda v: x + _LABEL + (min(v, top) + 0.5) * step


def _appeal(x: float, y: float, pal: NovaPalette) -> str:
    th = pal
    width = TRACKS_W - _LABEL - 10
    top = TRACKS.appeal_max
    pos = _linear(x, top)

    tip = glyphs.title(_("Appeal track 0–{max}; the small numbers are the income at a break").format(max=top))
    out = [f'<g data-zone="appeal-track">{tip}',
           _heading(x, y, _("Appeal"), pal.appeal, pal.panel),
           _bar(x, y, width, pal.appeal, "0.25", th)]
    ticks = []
    for v in range(0, top + 1, 5):
        h = 10 if v % 10 == 0 else 5
        ticks.append(f"M{num(pos(v))} {num(y - 4)}v{h}")
    out.append(f'<path d="{"".join(ticks)}" stroke="{pal.appeal}" stroke-width="0.8"/>')
    for v in range(0, top + 1, 10):
        out.append(text(pos(v), y + 15, str(v), 6.5, th.ink, "middle"))
        out.append(text(pos(v), y + 23, f"${TRACKS.income(v)}", 6, th.muted, "middle"))
    out.append(text(x, y + 14, _("income"), 6.5, th.muted))
    return "".join(out) + "</g>"


def _conservation(x: float, y: float, pal: NovaPalette) -> str:
    th = pal
    width = TRACKS_W - _LABEL - 10
    top = TRACKS.conservation_max
    step = width / (top + 1)
    pos = _linear(x, top)

    tip = glyphs.title(_("Conservation track 0–{max}: rewards at 2, 5, 8 and 10").format(max=top))
    out = [f'<g data-zone="cp-track">{tip}',
           _heading(x, y, _("Conservation"), pal.cp, pal.panel),
           _bar(x, y, width, pal.cp, "0.2", th)]
    for v in range(top + 1):
        if v % 5 == 0:
            out.append(text(pos(v), y + 15, str(v), 6.5, th.ink, "middle"))
    for t in TRACKS.conservation_thresholds:
        cx = pos(t.at)
        if t.choices:
            words = _("CP {at}: choose {choices}").format(at=t.at, choices=" / ".join(
                bonus_word(c) if not c.startswith("bonus_tile") else _("a bonus tile") for c in t.choices))
        else:
            words = _("CP {at}: the first to reach it makes everyone discard a final scoring card").format(at=t.at)
        out.append(f'<g data-threshold="{t.at}">{glyphs.title(words)}<rect x="{num(cx - step / 2)}" y="{num(y - 6)}" '
                   f'width="{num(step)}" height="14" fill="none" stroke="{th.ink}" stroke-width="1.4"/>'
                   + text(cx, y - 8, "★", 7, glyphs.legible(pal.cp, pal.panel), "middle") + "</g>")
    return "".join(out) + "</g>"


def _tiles(x: float, y: float, tiles: Sequence[str | None], pal: NovaPalette) -> str:
    th = pal
    pos = _linear(x, TRACKS.conservation_max)
    out = []
    # bonus tiles: two beside CP 5, two beside CP 8 (N-SET-2)
    for i, tile in enumerate(tiles):
        at = 5 if i < 2 else 8
        tx = pos(at) + (i % 2) * 16 - 8
        ty = y + 19
        if tile is None:
            tip = glyphs.title(_("bonus tile taken"))
            out.append(f'<g data-tile="{i}" data-taken="1">{tip}'
                       f'<rect x="{num(tx - 7)}" y="{num(ty)}" width="14" height="12" rx="2" fill="none" '
                       f'stroke="{th.muted}" stroke-dasharray="2 2"/></g>')
            continue
        kind = _TILE_KIND.get(tile, tile)
        tip = glyphs.title(_("bonus tile beside CP {at}: {tile}").format(at=at, tile=tile_word(tile)))
        out.append(f'<g data-tile="{i}" data-kind="{esc(tile)}">{tip}'
                   f'<rect x="{num(tx - 7)}" y="{num(ty)}" width="14" height="12" rx="2" fill="{th.panel}" '
                   f'stroke="{th.ink}" stroke-width="0.7"/>'
                   + glyphs.bonus(kind, _TILE_VALUE.get(tile, 1), tx, ty + 6, 4.6, pal) + "</g>")
    return "".join(out)


_REP_STEP = 30.0


def _rep_pos(x: float) -> Callable[[int], float]:
    low, high = TRACKS.reputation_min, TRACKS.reputation_max
    return lambda v: x + _LABEL + (min(max(v, low), high) - low + 0.5) * _REP_STEP


def _reputation(x: float, y: float, pal: NovaPalette) -> str:
    th = pal
    low, high = TRACKS.reputation_min, TRACKS.reputation_max
    step = _REP_STEP
    pos = _rep_pos(x)

    tip = glyphs.title(_("Reputation track {low}–{high}: the display folders you may use, and bonuses")
                       .format(low=low, high=high))
    out = [f'<g data-zone="reputation-track">{tip}',
           _heading(x, y, _("Reputation"), pal.reputation, pal.panel)]
    for v in range(low, high + 1):
        cx = pos(v)
        out.append(f'<rect x="{num(cx - step / 2 + 1)}" y="{num(y - 4)}" width="{num(step - 2)}" height="10" rx="2" '
                   f'fill="{pal.reputation}" fill-opacity="{0.15 if v <= TRACKS.reputation_cap else 0.35}" '
                   f'stroke="{pal.reputation}" stroke-width="0.6"/>'
                   + text(cx, y + 4, str(v), 7, th.ink, "middle", True))
        bonus = TRACKS.reputation_bonuses.get(v)
        if bonus:
            out.append(glyphs.bonus(bonus, 1, cx + 9, y - 9, 4.5, pal))
    for folder, (a, b) in enumerate(TRACKS.folder_reputation, start=1):
        x1, x2 = pos(a) - step / 2 + 2, pos(b) + step / 2 - 2
        words = _("folder {folder}: reputation {low}–{high}").format(folder=folder, low=a, high=b)
        out.append(f'<g data-folder-range="{folder}">{glyphs.title(words)}'
                   f'<path d="M{num(x1)} {num(y + 9)}v4H{num(x2)}v-4" fill="none" stroke="{th.ink}" '
                   f'stroke-width="0.8"/>'
                   + text((x1 + x2) / 2, y + 21, f"▯{folder}", 7, th.ink, "middle") + "</g>")
    cap = pos(TRACKS.reputation_cap) + step / 2
    tip = glyphs.title(_("above {cap} only with Cards II").format(cap=TRACKS.reputation_cap))
    out.append(f'<g data-zone="reputation-cap">{tip}'
               f'<path d="M{num(cap)} {num(y - 8)}v22" stroke="{th.illegal}" stroke-width="1.5" '
               f'stroke-dasharray="3 2"/>'
               + text(cap + 3, y + 21, "II", 7, th.illegal, "start", True) + "</g>")
    return "".join(out) + "</g>"


def _break(x: float, y: float, length: int, position: int, solo_left: int, pal: NovaPalette) -> str:
    th = pal
    if length == 0:  # solo: the timer (N-SOLO-3)
        words = ngettext("solo timer: {count} token left", "solo timer: {count} tokens left", solo_left).format(
            count=solo_left)
        out = [f'<g data-zone="break-track" data-solo="{solo_left}">{glyphs.title(words)}',
               _heading(x, y, _("Break"), pal.break_, pal.panel)]
        for k in range(7):
            filled = k < solo_left
            out.append(f'<circle cx="{num(x + _LABEL + 8 + k * 18)}" cy="{num(y + 1)}" r="6" '
                       f'fill="{pal.break_ if filled else "none"}" stroke="{pal.break_}" stroke-width="1"/>')
        out.append(text(x + _LABEL + 140, y + 4, words, 8, th.ink))
        return "".join(out) + "</g>"
    words = _("break track: {pos} of {length}; a break comes when the token reaches the end").format(
        pos=position, length=length)
    out = [f'<g data-zone="break-track" data-break="{position}" data-length="{length}">{glyphs.title(words)}',
           _heading(x, y, _("Break"), pal.break_, pal.panel)]
    for k in range(length + 1):
        cx = x + _LABEL + 8 + k * 18
        last = k == length
        out.append(f'<rect x="{num(cx - 8)}" y="{num(y - 6)}" width="16" height="14" rx="2" fill="{th.panel}" '
                   f'stroke="{th.illegal if last else pal.break_}" stroke-width="{1.6 if last else 0.8}"/>')
        if last:
            out.append(glyphs.bonus("xtoken", 1, cx, y + 1, 5, pal))
    cx = x + _LABEL + 8 + min(position, length) * 18
    out.append(f'<g data-token="break" data-value="{position}"><path d="M{num(cx)} {num(y - 9)}l-5 -8h10Z" '
               f'fill="{pal.break_}" stroke="{th.ink}" stroke-width="0.6"/></g>')
    out.append(text(x + _LABEL + 8 + (length + 1) * 18, y + 4, f"{position}/{length}", 8, th.ink))
    return "".join(out) + "</g>"


@lru_cache(maxsize=16)
def _static(pal: NovaPalette, lang: str) -> str:
    th = pal
    w, h = tracks_size()
    return (f'<rect x="0" y="0" width="{num(w)}" height="{num(h)}" rx="8" fill="{th.panel}" '
            f'stroke="{th.panel_stroke}" stroke-width="{num(th.line_width)}"/>'
            + _appeal(8, _Y[0], pal) + _conservation(8, _Y[1], pal) + _reputation(8, _Y[2], pal))


_Y = (28, 28 + _ROW, 28 + 2 * _ROW + 4, 28 + 3 * _ROW + 4)


def draw_tracks(x: float, y: float, players: Sequence[tuple[int, dict]], tiles: Sequence[str | None],
                break_len: int, break_pos: int, solo_left: int, pal: NovaPalette) -> str:
    """``players``: (seat, public fields) pairs with ``appeal``, ``cp``, ``reputation`` and ``name``.

    The tracks themselves are drawn once per palette and language (cached); markers, tiles and the break token
    are drawn on them at every render.
    """
    appeal = [(s, min(p["appeal"], TRACKS.appeal_max), p["name"]) for s, p in players]
    cp = [(s, min(p["cp"], TRACKS.conservation_max), p["name"]) for s, p in players]
    rep = [(s, p["reputation"], p["name"]) for s, p in players]
    return (f'<g data-zone="tracks" transform="translate({num(x)} {num(y)})">' + _static(pal, get_language())
            + _markers("appeal", appeal, _linear(8, TRACKS.appeal_max), _Y[0], pal)
            + _tiles(8, _Y[1], tiles, pal)
            + _markers("cp", cp, _linear(8, TRACKS.conservation_max), _Y[1], pal)
            + _markers("reputation", rep, _rep_pos(8), _Y[2], pal)
            + _break(8, _Y[3], break_len, break_pos, solo_left, pal) + "</g>")
