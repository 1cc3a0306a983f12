"""A plain stand-in for ``arkwidgets.render`` so the widgets work (and are testable) without svgwrite.

It follows the renderer contract closely enough for the widgets: root ``<svg class="ark-board">``, cabins with
``data-cabin`` (new-cabin places also ``data-new="1"``), cards with ``data-card`` / ``data-zone`` / ``data-player`` /
``data-slot``, the deck with ``data-zone="deck"`` and scoring cards with ``data-type``. The real renderer replaces it
as soon as ``arkwidgets.render`` can be imported (see :func:`arkwidgets.widgets.controller.render`).
"""

from __future__ import annotations

from html import escape
from typing import Any, Mapping

from ..ark import Ark, parse_cabin
from ..cards import TYPES, Card
from ..game import Game

_CW, _CH = 112, 96  # cabin size
_FILL = {"hot": "#fde2b3", "cold": "#cfe3fb", "any": "#e3f2d9"}


def _card_box(c: Card, x: float, y: float, w: float, h: float, attrs: str, selected: bool = False) -> str:
    stroke = "#d33" if selected else "#555"
    sw = 3 if selected else 1
    return (
        f'<g class="ark-card" data-card="{escape(c.id)}" {attrs}>'
        f'<rect x="{x}" y="{y}" width="{w}" height="{h}" rx="4" fill="{_FILL.get(c.climate, "#eee")}" '
        f'stroke="{stroke}" stroke-width="{sw}"/>'
        f'<text x="{x + 4}" y="{y + 13}" font-size="11">{escape(c.name)} {c.weight}</text></g>'
    )


def _back(x: float, y: float, w: float, h: float, attrs: str = "") -> str:
    return f'<rect x="{x}" y="{y}" width="{w}" height="{h}" rx="4" fill="#8a6d4b" stroke="#555" {attrs}/>'


def _ark(a: Ark, x0: float, y0: float, targets: Mapping[str, Any] | None, selected: str | None) -> tuple[str, float]:
    out = []
    width = (max(len(a.top), len(a.bottom)) + 1) * (_CW + 6)
    out.append(f'<text x="{x0}" y="{y0 - 6}" font-size="12">Ark — tilt {a.tilt:+d}</text>')
    out.append(f'<line x1="{x0}" y1="{y0 + _CH + 3}" x2="{x0 + width}" y2="{y0 + _CH + 3}" stroke="#333"/>')
    for cabin in a.positions():
        h, i = parse_cabin(cabin)
        x = x0 + i * (_CW + 6)
        y = y0 + h * (_CH + 6)
        new = i == len(a.halves[h])
        cards = () if new else a.halves[h][i]
        dash = ' stroke-dasharray="4 3"' if new else ""
        extra = ' data-new="1"' if new else ""
        verdict = (targets or {}).get(cabin)
        if verdict is not None:
            extra += f' data-verdict="{"legal" if verdict.legal else "illegal"}"'
            if not verdict.legal:
                extra += f' data-rules="{" ".join(dict.fromkeys(verdict.rules))}"'
        out.append(
            f'<g class="ark-cabin" data-cabin="{cabin}"{extra}>'
            f'<rect x="{x}" y="{y}" width="{_CW}" height="{_CH}" fill="#fff8ee" stroke="#777"{dash}/>'
            f'<text x="{x + 3}" y="{y + _CH - 4}" font-size="10" fill="#777">{cabin}</text>'
        )
        for k, c in enumerate(cards):
            out.append(_card_box(c, x + 4, y + 4 + k * 22, _CW - 8, 20, 'data-zone="ark"', c.id == selected))
        if verdict is not None:
            if verdict.legal:
                tilt = "" if verdict.tilt_after is None else f" {verdict.tilt_after:+d}"
                mark = f'<text class="ark-ok" x="{x + _CW - 40}" y="{y + _CH - 4}" font-size="13" fill="#1a7f37">✓{tilt}</text>'
            else:
                mark = (
                    f'<text class="ark-bad" x="{x + 30}" y="{y + _CH - 4}" font-size="10" fill="#c62828">'
                    f'✗ {escape(" ".join(dict.fromkeys(verdict.rules)))}</text>'
                )
            out.append(mark)
        out.append("</g>")
    return "".join(out), y0 + 2 * _CH + 12


def render(
    obj: Any,
    *,
    viewer: int | None = None,
    theme: str = "light",
    scale: float = 1.0,
    targets: Mapping[str, Any] | None = None,
    selected: str | None = None,
    highlight_last: bool = True,
    preview: int | None = None,
) -> str:
    parts: list[str] = []
    if isinstance(obj, Card):
        parts.append(_card_box(obj, 2, 2, 110, 30, 'data-zone="card"'))
        return _wrap(parts, 114, 34, scale)
    if isinstance(obj, Ark):
        body, h = _ark(obj, 8, 22, targets, selected)
        width = 16 + (max(len(obj.top), len(obj.bottom)) + 1) * (_CW + 6)
        return _wrap([body], width, h + 4, scale)
    if not isinstance(obj, Game):
        raise TypeError(f"render draws a Card, an Ark or a Game, not {type(obj).__name__}")
    g = obj
    y = 4
    # display and deck
    parts.append(f'<text x="8" y="{y + 14}" font-size="12">Display</text>')
    for k, c in enumerate(g.display):
        parts.append(_card_box(c, 70 + k * 118, y, 112, 22, f'data-zone="display" data-slot="{k + 1}"'))
    parts.append(f'<g data-zone="deck">{_back(70 + 3 * 118, y, 60, 22)}'
                 f'<text x="{74 + 3 * 118}" y="{y + 15}" font-size="11" fill="#fff">deck {g.deck_size}</text></g>')
    parts.append(f'<text x="{140 + 3 * 118}" y="{y + 15}" font-size="11">rain {g.rain_drawn}/5</text>')
    y += 34
    # scoring cards
    for k, t in enumerate(TYPES):
        counts = " ".join(f"{v:g}" for v in (p.tokens[t] for p in g.players))
        parts.append(
            f'<g data-type="{t}"><rect x="{8 + k * 104}" y="{y}" width="100" height="22" fill="#eee" stroke="#777"/>'
            f'<text x="{12 + k * 104}" y="{y + 15}" font-size="11">{t}: {counts}</text></g>'
        )
    y += 44
    body, y = _ark(g.ark, 8, y, targets, selected)
    parts.append(body)
    # players
    for p in g.players:
        mark = "▶ " if p.index == g.current_index and g.phase != "over" else ""
        pet = "" if p.pet is None else (f" pet: {p.pet.name}" if p.index == viewer or g.phase == "over" else " pet: ?")
        parts.append(f'<text x="8" y="{y + 14}" font-size="12">{mark}{escape(p.name)} ({p.color}) '
                     f'discs {p.discs}{escape(pet)}</text>')
        for k, c in enumerate(p.hand):
            x = 200 + k * 118
            if p.index == viewer:
                parts.append(_card_box(c, x, y, 112, 20, f'data-zone="hand" data-player="{p.index}"', c.id == selected))
            else:
                parts.append(_back(x, y, 112, 20, f'data-zone="hand" data-player="{p.index}"'))
        y += 26
    width = max(8 + 5 * 104, 200 + 118 * max([len(p.hand) for p in g.players] + [3]),
                16 + (max(len(g.ark.top), len(g.ark.bottom)) + 1) * (_CW + 6))
    return _wrap(parts, width, y + 4, scale)


def _wrap(parts: list[str], width: float, height: float, scale: float) -> str:
    return (
        f'<svg class="ark-board" xmlns="http://www.w3.org/2000/svg" width="{width * scale:g}" '
        f'height="{height * scale:g}" viewBox="0 0 {width} {height}" font-family="sans-serif">'
        + "".join(parts)
        + "</svg>"
    )
