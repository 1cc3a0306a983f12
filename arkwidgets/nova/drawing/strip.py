"""The action-card strip: five cards in slots 1–5, their strength, level, tokens, and the rotation after use.

A card's strength is its slot number (N-TURN-3), printed large in its corner; level II cards carry a filled "II"
badge as well as the word. The optional preview draws the order *after* using a card, computed by the engine's own
``move_to_slot_1`` (N-TURN-4), with arrows from each card's old slot to its new one.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from ...i18n import _, get_language, ngettext
from ...ui.svg import esc, fit_size, num, text
from ..rules.turn import move_to_slot_1
from ..state import GameState, PlayerState
from ..words import action_word
from . import glyphs
from .palette import NovaPalette

__all__ = ["CARD_H", "CARD_W", "after_use", "draw_strip", "strip_size"]

CARD_W = 58
CARD_H = 50
GAP = 6
X_W = 70


def after_use(cards: Sequence[str], used: str) -> tuple[str, ...]:
    """The slots after ``used`` is played, as the engine moves them (N-TURN-4)."""
    gs = GameState(players=(PlayerState("", action_cards=tuple(cards)),))
    move_to_slot_1(gs, 0, used)
    return gs.players[0].action_cards


def strip_size(preview: bool) -> tuple[float, float]:
    rows = 2 if preview else 1
    return 5 * (CARD_W + GAP) + X_W, 14 + rows * CARD_H + (rows - 1) * 26


def _token_word(kind: str) -> str:
    return {"multiplier": _("multiplier token"), "venom": _("venom token"),
            "constriction": _("constriction token")}.get(kind, kind)


def _card(name: str, slot: int, level: str, tokens: Sequence[str], x: float, y: float, pal: NovaPalette,
          extra: str = "", ghost: bool = False) -> str:
    th = pal
    color = pal.action(name)
    word = action_word(name)
    words = _("{action} {level} in slot {slot}: strength {slot}").format(action=word, level=level, slot=slot)
    if tokens:
        words += " — " + ", ".join(_token_word(t) for t in tokens)
    opacity = ' opacity="0.85"' if ghost else ""
    out = [f'<g data-action="{name}" data-slot="{slot}" data-level="{level}"{extra}{opacity}>{glyphs.title(words)}'
           f'<rect x="{num(x)}" y="{num(y)}" width="{CARD_W}" height="{CARD_H}" rx="5" fill="{color}" '
           f'stroke="{th.card_stroke}" stroke-width="{num(th.card_stroke_width)}"'
           + (' stroke-dasharray="4 2"' if ghost else "") + "/>",
           text(x + CARD_W / 2, y + 15, word, fit_size(word, 10, CARD_W - 8, True), glyphs.legible("#1d1b16", color),
                "middle", True),
           (f'<circle cx="{num(x + 13)}" cy="{num(y + CARD_H - 14)}" r="10" fill="#ffffff" stroke="#1d1b16" '
           f'stroke-width="1"/>'),
           text(x + 13, y + CARD_H - 9.5, str(slot), 13, "#1d1b16", "middle", True)]
    if level == "II":
        out.append(f'<rect x="{num(x + CARD_W - 22)}" y="{num(y + CARD_H - 22)}" width="18" height="14" rx="3" '
                   f'fill="#1d1b16"/>' + text(x + CARD_W - 13, y + CARD_H - 11.5, "II", 10, "#ffffff", "middle", True))
    else:
        out.append(f'<rect x="{num(x + CARD_W - 22)}" y="{num(y + CARD_H - 22)}" width="18" height="14" rx="3" '
                   f'fill="#ffffff" stroke="#1d1b16" stroke-width="1"/>'
                   + text(x + CARD_W - 13, y + CARD_H - 11.5, "I", 10, "#1d1b16", "middle", True))
    for i, t in enumerate(tokens):
        sign = {"multiplier": "×2", "venom": "V", "constriction": "C"}.get(t, "?")
        cx = x + 30 + i * 10
        out.append(f'<g data-token="{esc(t)}">{glyphs.title(_token_word(t))}<circle cx="{num(cx)}" '
                   f'cy="{num(y + 27)}" r="5" fill="#ffffff" stroke="#1d1b16" stroke-width="0.8"/>'
                   + text(cx, y + 29.5, sign, 6, "#1d1b16", "middle", True) + "</g>")
    out.append("</g>")
    return "".join(out)


def draw_strip(cards: Sequence[str], upgraded: Sequence[str], x_tokens: int, card_tokens: Sequence[tuple[str, str]],
               x: float, y: float, pal: NovaPalette, preview: str | None = None, seat: int = 0) -> str:
    """The strip at (x, y); ``preview``: an action card whose use is shown as a second row (N-TURN-4)."""
    return (f'<g data-strip="{seat}" transform="translate({num(x)} {num(y)})">'
            + _strip(tuple(cards), tuple(upgraded), x_tokens, tuple(tuple(t) for t in card_tokens), pal, preview,
                     get_language()) + "</g>")


@lru_cache(maxsize=1024)
def _strip(cards: tuple[str, ...], upgraded: tuple[str, ...], x_tokens: int, card_tokens: tuple[tuple[str, str], ...],
           pal: NovaPalette, preview: str | None, lang: str) -> str:
    """The strip's content at the origin, cached: it changes once a turn."""
    th = pal
    x = y = 0
    out = [text(x, y + 9, _("Action cards (strength = slot)"), 8, th.muted, "start", True)]
    top = y + 14
    for i, name in enumerate(cards):
        tokens = [kind for card, kind in card_tokens if card == name]
        out.append(_card(name, i + 1, "II" if name in upgraded else "I", tokens, x + i * (CARD_W + GAP), top, pal))
    xx = x + 5 * (CARD_W + GAP) + 2
    tip = glyphs.title(ngettext("{count} X token", "{count} X tokens", x_tokens).format(count=x_tokens))
    out.append(f'<g data-x-tokens="{x_tokens}">{tip}')
    for k in range(x_tokens):
        out.append(glyphs.x_token(xx + 9 + (k % 3) * 15, top + 10 + (k // 3) * 16, 6.5, pal))
    if not x_tokens:
        out.append(text(xx + 4, top + 14, _("no X token"), 7, th.muted))
    out.append(text(xx + 4, top + CARD_H - 4, _("X tokens: {count}").format(count=x_tokens), 7.5, th.ink, "start",
                    True) + "</g>")
    if preview is not None:
        after = after_use(cards, preview)
        py = top + CARD_H + 26
        out.append(f'<g data-preview="{preview}">')
        label = _("after {action}: the used card goes to slot 1, the cards left of it move right").format(
            action=action_word(preview))
        out.append(text(x, py - 8, label, fit_size(label, 8, 5 * (CARD_W + GAP) + X_W), th.ink, "start", True))
        old = {name: i for i, name in enumerate(cards)}
        for j, name in enumerate(after):
            i = old[name]
            if i != j:
                x1, x2 = x + i * (CARD_W + GAP) + CARD_W / 2, x + j * (CARD_W + GAP) + CARD_W / 2
                out.append(f'<path d="M{num(x1)} {num(top + CARD_H + 1)}L{num(x2)} {num(py - 13)}" '
                           f'stroke="{th.muted}" stroke-width="1" marker-end="none"/>'
                           f'<circle cx="{num(x2)}" cy="{num(py - 13)}" r="1.8" fill="{th.muted}"/>')
            tokens = [kind for card, kind in card_tokens if card == name]
            used = ' data-used="1"' if name == preview else ""
            out.append(_card(name, j + 1, "II" if name in upgraded else "I", tokens, x + j * (CARD_W + GAP), py, pal,
                             used, ghost=True))
        out.append("</g>")
    return "".join(out)
