"""One player's area at the table: the zoo map, the action-card strip, the notepad (money, X tokens, workers), the
played animals and sponsors, the hand and the final scoring cards.

Only the viewer's own hand and final scoring cards are drawn face up, and only from the seat view
(``Game.view(seat)``): every other hand is a row of backs with no number, title or description (N-TURN-8).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from ...i18n import _
from ...ui.svg import fit_size, num, text
from ...verdicts import Violation
from ..cards import card
from ..hexes import Hex
from ..words import card_word
from . import glyphs
from .cardfaces import CARD_H, CARD_W, place_back, place_card, place_final
from .palette import NovaPalette, seat_color
from .strip import draw_strip, strip_size
from .zoo import ZOO_W, Ghost, Zoo, draw_zoo, zoo_size

__all__ = ["PANEL_W", "draw_player", "panel_size"]

PANEL_W = 800
_HAND_SCALE = 0.6
_RIGHT = ZOO_W + 16


def panel_size(ghost: Ghost | None, preview: bool) -> tuple[float, float]:
    _zw, zh = zoo_size(ghost)
    _sw, sh = strip_size(preview)
    right = 26 + sh + 10 + 24 + 8 + 30 + CARD_H * _HAND_SCALE + 12
    return PANEL_W, max(zh + 30, right) + 6


def _chip(number: int, x: float, y: float, pal: NovaPalette) -> str:
    """A played card beside the map, as a small chip with its number and name (public, N-TURN-8)."""
    from .cardfaces import describe

    c = card(number)
    color = {"animal": pal.animal, "sponsor": pal.sponsor}.get(c.kind, pal.project)
    th = pal
    return (f'<g data-card="{number}" data-kind="{c.kind}" data-zone="zoo">{glyphs.title(describe(number))}'
            f'<rect x="{num(x)}" y="{num(y)}" width="46" height="14" rx="3" fill="{color}" stroke="{th.card_stroke}" '
            f'stroke-width="0.6"/>' + text(x + 3, y + 10, card_word(number), fit_size(card_word(number), 7, 40),
                                             glyphs.legible("#1d1b16", color)) + "</g>")


def draw_player(seat: int, public: Mapping, zoo: Zoo, x: float, y: float, pal: NovaPalette, *,
                hand: Sequence[int] | None, hand_size: int, finals: Sequence[int] | None, finals_count: int,
                current: bool, viewer: bool,
                targets: Mapping[Hex, Sequence[Violation]] | None = None, ghost: Ghost | None = None,
                preview: str | None = None, selected: int | None = None) -> str:
    th = pal
    w, h = panel_size(ghost, preview is not None)
    color = seat_color(pal, seat)
    stroke = th.current if current else th.panel_stroke
    mark = ' data-current="1"' if current else ""
    out = [(f'<g data-player-area="{seat}"{mark}>'
           f'<rect x="{num(x)}" y="{num(y)}" width="{num(w)}" height="{num(h)}" rx="8" fill="{th.panel}" '
           f'stroke="{stroke}" stroke-width="{num((2.5 if current else 1) * th.line_width)}"/>'),
           glyphs.marker(x + 14, y + 13, 7, color, seat, pal)]
    name = public["name"]
    label = name + ("  " + _("(you)") if viewer else "") + ("  ◀ " + _("to answer") if current else "")
    out.append(text(x + 26, y + 17, label, fit_size(label, 11, ZOO_W - 30, True), th.ink, "start", True))
    out.append(draw_zoo(zoo, x + 4, y + 26, pal, targets, ghost))
    # right column: strip, notepad, played cards, hand, final scoring cards
    rx, ry = x + _RIGHT, y + 8
    out.append(draw_strip(public["action_cards"], public["upgraded"], public["x_tokens"], public["card_tokens"], rx,
                          ry, pal, preview, seat))
    ry += strip_size(preview is not None)[1] + 8
    workers = public["workers"]
    money_words = _("{money} money").format(money=public["money"])
    notes = _("money {money} · workers available {workers} · appeal {appeal} · CP {cp} · reputation {rep}").format(
        money=public["money"], workers=workers, appeal=public["appeal"], cp=public["cp"], rep=public["reputation"])
    out.append(f'<g data-zone="notepad" data-player="{seat}">{glyphs.title(notes)}'
               f'<g>{glyphs.title(money_words)}{glyphs.coin(rx + 10, ry + 8, 9, public["money"], pal)}</g>')
    for k in range(workers):
        out.append(glyphs.worker(rx + 30 + k * 12, ry + 9, 12, color, th.ink))
    out.append(text(rx + 30 + max(workers, 1) * 12 + 4, ry + 12, notes, fit_size(notes, 8, 330), th.ink))
    out.append("</g>")
    ry += 24
    played = [a["card"] for a in public["animals"]] + list(public["sponsors"])
    out.append(f'<g data-zone="played" data-player="{seat}">')
    if not played:
        out.append(text(rx, ry + 10, _("no animals or sponsors played yet"), 7.5, th.muted))
    for i, number in enumerate(played[:16]):
        out.append(_chip(number, rx + (i % 8) * 49, ry + (i // 8) * 16, pal))
    if len(played) > 16:
        out.append(text(rx + 392, ry + 26, f"+{len(played) - 16}", 8, th.ink, "end", True))
    out.append("</g>")
    ry += 36
    # hand (face up only for the viewer) and final scoring cards
    cw, chh = CARD_W * _HAND_SCALE, CARD_H * _HAND_SCALE
    out.append(text(rx, ry + 4, _("Hand: {count}").format(count=hand_size), 8, th.muted, "start", True))
    out.append(f'<g data-zone="hand" data-player="{seat}" data-count="{hand_size}">')
    step = min(cw + 3, (240 - cw) / max(1, hand_size - 1))
    for i in range(hand_size):
        hx, hy = rx + i * step, ry + 8
        if hand is not None:
            sel = ' class="nova-selected"' if selected == hand[i] else ""
            out.append(f'<g transform="translate({num(hx)} {num(hy)}) scale({_HAND_SCALE})">'
                       + place_card(hand[i], 0, 0, pal, "hand", f' data-player="{seat}"{sel}') + "</g>")
            if selected == hand[i]:
                out.append(f'<rect x="{num(hx - 2)}" y="{num(hy - 2)}" width="{num(cw + 4)}" height="{num(chh + 4)}" '
                           f'rx="5" fill="none" stroke="{th.selected}" stroke-width="2.5"/>')
        else:
            out.append(place_back(hx, hy, pal, "hand-back", f' data-player="{seat}"', cw, chh))
    out.append("</g>")
    fx = rx + 250
    out.append(text(fx, ry + 4, _("Final scoring: {count}").format(count=finals_count), 8, th.muted, "start", True))
    out.append(f'<g data-zone="finals" data-player="{seat}" data-count="{finals_count}">')
    for i in range(finals_count):
        if finals is not None:
            out.append(f'<g transform="translate({num(fx + i * (cw + 3))} {num(ry + 8)}) scale({_HAND_SCALE})">'
                       + place_final(finals[i], 0, 0, pal, seat) + "</g>")
        else:
            out.append(place_back(fx + i * (cw * 0.5 + 3), ry + 8, pal, "final-back", f' data-player="{seat}"',
                                  cw * 0.5, chh * 0.5))
    out.append("</g></g>")

    return "".join(out)
