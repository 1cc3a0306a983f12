"""Small Ark Nova symbols drawn with plain shapes: bonuses, icons, markers, tokens, coins.

Each symbol carries its meaning twice: a shape or short text on screen and a word in its ``<title>`` (the tooltip
and what a screen reader says), in the language in force. Ark's ✓ / ✗ marks are reused from
:mod:`arkwidgets.ark.drawing.icons` so both games teach with the same shapes.
"""

from __future__ import annotations

from ...ui.svg import esc, num, text
from ..words import abbreviation, bonus_word, icon_word
from .palette import NovaPalette

__all__ = ["BONUS_SIGNS", "bonus", "coin", "contrast", "icon", "legible", "marker", "panel", "title", "worker",
           "x_token"]

#: What a bonus shows on its disc: a short sign (numbers are added for counted bonuses).
BONUS_SIGNS = {
    "money": "$", "xtoken": "X", "reputation": "R", "cp": "CP", "take_card": "+▯", "snap_display_card": "▯↑",
    "hire_worker": "W", "activate_extra_worker": "W", "upgrade_action_card": "↑", "free_enclosure_size2": "⬡2",
    "free_enclosure_size3": "⬡3", "kiosk_parlor": "K", "sponsor_bonus": "S", "sponsor_tile": "S", "clever": "↶",
    "partner_zoo": "PZ", "university": "U", "multiplier": "×2", "take_card_deck_or_range": "+▯", "cp_1": "CP",
    "xtoken_1": "X", "unidentified_icon": "?",
}
_COUNTED = {"money", "xtoken", "reputation", "cp", "take_card"}


def title(words: str) -> str:
    return f"<title>{esc(words)}</title>"


def panel(zone: str, x: float, y: float, w: float, h: float, heading: str, pal: NovaPalette) -> str:
    """Opens ``<g data-zone>`` (the caller closes it) with a board's rounded panel and its heading at the top left:
    the display, the association board and the projects share this frame."""
    th = pal
    return (f'<g data-zone="{zone}"><rect x="{num(x)}" y="{num(y)}" width="{num(w)}" height="{num(h)}" rx="8" '
            f'fill="{th.panel}" stroke="{th.panel_stroke}" stroke-width="{num(th.line_width)}"/>'
            + text(x + 10, y + 15, heading, 11, th.muted, "start", True))


def _luminance(color: str) -> float:
    """The relative luminance of a ``#rrggbb`` colour (WCAG 2)."""
    c = color.lstrip("#")
    if len(c) == 3:
        c = "".join(x * 2 for x in c)
    rgb = [int(c[i:i + 2], 16) / 255 for i in (0, 2, 4)]
    lin = [v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4 for v in rgb]
    return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]


def contrast(a: str, b: str) -> float:
    """The WCAG contrast ratio of two ``#rrggbb`` colours (1 to 21)."""
    la, lb = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def legible(ink: str, fill: str) -> str:
    """``ink`` if it reaches AA (4.5:1) on ``fill``, else white or black, whichever reads better there: a sign
    drawn on a coloured disc stays readable in every theme."""
    if not (ink.startswith("#") and fill.startswith("#")) or contrast(ink, fill) >= 4.5:
        return ink
    return max(("#ffffff", "#000000"), key=lambda c: contrast(c, fill))


def _bonus_fill(kind: str, pal: NovaPalette) -> str:
    if kind in ("money",):
        return pal.money
    if kind in ("reputation",):
        return pal.reputation
    if kind in ("cp", "cp_1"):
        return pal.cp
    if kind in ("xtoken", "xtoken_1"):
        return pal.x_token
    return pal.panel


def bonus(kind: str, value: int, cx: float, cy: float, r: float, pal: NovaPalette, extra: str = "",
          floor: float = 0.0) -> str:
    """A bonus disc: its sign (and amount) on screen, "money 5" in words in the title; its sign is never smaller
    than ``floor`` (large print: a classroom board's smallest text)."""
    th = pal
    fill = _bonus_fill(kind, pal)
    if fill == th.panel and th.name == "dark":
        fill = "#e8e4da"  # a light disc, so the dark ink of its sign stays readable
    sign = BONUS_SIGNS.get(kind, "?")
    if kind == "money":
        label = str(value)
    elif kind in _COUNTED:
        label = f"{value}{sign}"
    else:
        label = sign
    ink = "#ffffff" if fill in (pal.reputation, pal.cp, pal.x_token) else "#1d1b16"
    if fill == pal.x_token and th.name == "dark":
        ink = th.background
    ink = legible(ink, fill)
    words = bonus_word(kind) if kind not in _COUNTED else f"{value} {bonus_word(kind)}"
    size = max(floor, r * (1.1 if len(label) <= 1 else 0.95 if len(label) == 2 else 0.75))
    return (
        f'<g data-bonus="{esc(kind)}"{extra}>{title(words)}'
        f'<circle cx="{num(cx)}" cy="{num(cy)}" r="{num(r)}" fill="{fill}" stroke="{th.ink}" '
        f'stroke-width="{num(0.6 * th.line_width)}"/>'
        + text(cx, cy + size * 0.36, label, size, ink, "middle", True) + "</g>"
    )


_ICON_FILLS = {
    "africa": "#e0a040", "americas": "#c0504d", "asia": "#7aa63c", "australia": "#d2691e", "europe": "#4f81bd",
    "predator": "#b5523b", "herbivore": "#6aa84f", "bird": "#3d85c6", "reptile": "#8e7cc3", "primate": "#a0785a",
    "bear": "#7f6000", "petting_zoo": "#e69138", "science": "#4a90a4", "rock": "#9b8f82", "water": "#5fa8df",
    "partner_zoo": "#999999", "animals_ii": "#999999", "sponsors_ii": "#999999",
}


def icon(word: str, cx: float, cy: float, r: float, pal: NovaPalette, continent: bool = False,
         floor: float = 0.0) -> str:
    """A zoo icon: a continent as a rounded square, anything else as a disc, with its two letters (never smaller
    than ``floor``) and its word."""
    th = pal
    fill = _ICON_FILLS.get(word, th.panel)
    name = icon_word(word)
    if continent:
        shape = (f'<rect x="{num(cx - r)}" y="{num(cy - r)}" width="{num(2 * r)}" height="{num(2 * r)}" '
                 f'rx="{num(r * 0.35)}" fill="{fill}" stroke="{th.ink}" stroke-width="{num(0.5 * th.line_width)}"/>')
    else:
        shape = (f'<circle cx="{num(cx)}" cy="{num(cy)}" r="{num(r)}" fill="{fill}" stroke="{th.ink}" '
                 f'stroke-width="{num(0.5 * th.line_width)}"/>')
    short = abbreviation(name)
    return (f'<g data-icon="{esc(word)}">{title(name)}{shape}'
            + text(cx, cy + r * 0.38, short, max(floor, r * (1.05 if len(short) == 1 else 0.95)),
                   legible("#ffffff", fill), "middle", True)
            + "</g>")


def marker(cx: float, cy: float, r: float, color: str, seat: int, pal: NovaPalette, words: str = "",
           extra: str = "", floor: float = 0.0) -> str:
    """A player's marker or token: their colour and their seat number (colour is never the only clue; the number
    never smaller than ``floor``)."""
    th = pal
    ink = legible("#000000" if color in (pal.player("yellow"),) else pal.marker_ink, color)
    label = "" if seat < 0 else str(seat + 1)
    stroke = "#ffffff" if th.name == "dark" else th.ink
    out = f'<g data-player="{seat}"{extra}>' + (title(words) if words else "")
    out += (f'<circle cx="{num(cx)}" cy="{num(cy)}" r="{num(r)}" fill="{color}" stroke="{stroke}" '
            f'stroke-width="{num(0.8 * th.line_width)}"/>')
    if label:
        out += text(cx, cy + r * 0.4, label, max(floor, r * 1.15), ink, "middle", True)
    return out + "</g>"


def x_token(cx: float, cy: float, r: float, pal: NovaPalette) -> str:
    th = pal
    ink = th.background if th.name == "dark" else "#ffffff"
    return (f'<circle cx="{num(cx)}" cy="{num(cy)}" r="{num(r)}" fill="{pal.x_token}"/>'
            + text(cx, cy + r * 0.42, "X", r * 1.2, ink, "middle", True))


def coin(cx: float, cy: float, r: float, amount: int, pal: NovaPalette, floor: float = 0.0) -> str:
    th = pal
    size = max(floor, r * (1.05 if amount < 10 else 0.85))
    return (f'<circle cx="{num(cx)}" cy="{num(cy)}" r="{num(r)}" fill="{pal.money}" stroke="{th.ink}" '
            f'stroke-width="{num(0.6 * th.line_width)}"/>'
            + text(cx, cy + r * 0.38, str(amount), size, "#1d1b16", "middle", True))


def worker(cx: float, cy: float, s: float, color: str, stroke: str) -> str:
    """An association worker: a little person (head and body)."""
    return (f'<circle cx="{num(cx)}" cy="{num(cy - s * 0.45)}" r="{num(s * 0.3)}" fill="{color}" stroke="{stroke}" '
            f'stroke-width="0.6"/>'
            f'<path d="M{num(cx - s * 0.45)} {num(cy + s * 0.55)}Q{num(cx)} {num(cy - s * 0.35)} {num(cx + s * 0.45)} '
            f'{num(cy + s * 0.55)}Z" fill="{color}" stroke="{stroke}" stroke-width="0.6"/>')
