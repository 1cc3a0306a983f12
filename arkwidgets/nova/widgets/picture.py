"""The board picture: the Ark Nova drawing when it is there, else a plain stand-in that is still playable.

The widget asks for one picture per change: the table as ``viewer`` may see it, the ghost footprint being judged
and the ✓ / ✗ targets. When :mod:`arkwidgets.nova.drawing` exists its ``render`` draws it; until then (and if it
ever fails) :func:`stand_in` draws a plain SVG with the same ``data-`` attributes (``data-hex``, ``data-action``,
``data-card``/``data-zone``, ``data-folder``), so every click, the keyboard and the tests work the same way. A drawing
bug never takes the game down: the board then says what went wrong and the controls keep working.
"""

from __future__ import annotations

import importlib
import inspect
import math
from collections.abc import Mapping
from typing import Any

from ...i18n import _
from ...ui import esc
from ...verdicts import Verdict
from ..buildings import make_building
from ..game import Game
from ..hexes import format_hex
from ..zoomap import load_map
from .placing import Picker
from .words import action_word, building_word, card_word

__all__ = ["draw", "stand_in"]

R = 22.0  # hex radius of the stand-in (px)


def _renderer() -> Any:
    try:
        module = importlib.import_module("arkwidgets.nova.drawing")
    except ImportError:
        return None
    return getattr(module, "render", None)


def draw(game: Game, viewer: int | None, picker: Picker | None, verdict: Verdict | None,
         targets: Mapping[str, Verdict], strength: Mapping[str, int], preview: str | None = None,
         selected: int | None = None) -> str:
    """The board as SVG text, in the language in force: the table from ``viewer``'s seat, the ghost footprint
    with the engine's verdict, the ✓ / ✗ targets, the action card being looked at and the card picked."""
    render = _renderer()
    if render is not None:
        try:
            options: dict[str, Any] = {"viewer": viewer, "targets": dict(targets) or None, "preview": preview,
                                       "selected": selected}
            if picker is not None and picker.hex is not None:
                building = make_building(picker.kind, picker.hex, picker.rotation if picker.turns else 0,
                                         picker.mirrored)
                options["ghost"] = (building, verdict if verdict is not None else Verdict())
            accepted = inspect.signature(render).parameters
            if not any(p.kind is p.VAR_KEYWORD for p in accepted.values()):
                options = {k: v for k, v in options.items() if k in accepted}
            return _pointer_through_ghost(render(game, **options))
        except Exception as error:  # noqa: BLE001 - shown on the board instead of a traceback
            return stand_in(game, viewer, picker, verdict, targets, strength,
                            note=_("The drawing failed ({error}); a plain board is shown.").format(error=repr(error)))
    return stand_in(game, viewer, picker, verdict, targets, strength)


def _pointer_through_ghost(svg: str) -> str:
    """Let the pointer through the ghost footprint to the hexes and ✓ / ✗ marks under it.

    The ghost is drawn over the map; if it caught the pointer, pointing at a hex it covers would report the ghost's
    own anchor, so the ghost could not be moved there and a click on a ✓ mark under it would try the ghost's anchor
    instead of the hex clicked. Its texts (rule ids and words, the sentences in its title) are in the status line too.
    """
    return svg.replace("<g data-ghost=", '<g pointer-events="none" data-ghost=', 1)


def _corners(cx: float, cy: float) -> str:
    return " ".join(f"{cx + R * math.cos(math.pi / 3 * k):.1f},{cy + R * math.sin(math.pi / 3 * k):.1f}"
                    for k in range(6))


def _centre(h: tuple[int, int]) -> tuple[float, float]:
    return 30 + h[0] * 1.5 * R, 30 + h[1] * math.sqrt(3) / 2 * R


def stand_in(game: Game, viewer: int | None, picker: Picker | None, verdict: Verdict | None,
             targets: Mapping[str, Verdict], strength: Mapping[str, int], note: str = "") -> str:
    """A plain, playable board drawn from the seat's view (hidden cards are never in it)."""
    seat = game.current_index if viewer is None else viewer
    view = game.view(seat)
    me = view.players[seat]
    zoo = load_map(me.public["map_id"])
    built: dict[tuple[int, int], str] = {}
    for b in game.players[seat].buildings:  # buildings are public (N-TURN-8)
        for c in b.cells:
            built[c] = b.type
    ghost = picker.cells() if picker is not None else frozenset()
    ok = verdict is not None and verdict.legal
    out = [('<svg class="ark-board nova-board" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 900 470" '
            'width="900" height="470" role="img" font-family="sans-serif">'),
           "<title>" + esc(_("Zoo of {player}").format(player=me.public["name"])) + "</title>"]
    for h in sorted(zoo.cells):
        cx, cy = _centre(h)
        terrain = zoo.terrain(h)
        key = format_hex(h)
        fill = {"rock": "#9e9e9e", "water": "#90caf9"}.get(terrain, "#f1f8e9")
        mark = {"rock": "R", "water": "W"}.get(terrain, "")
        if h in built:
            fill, mark = "#d7ccc8", building_word(built[h])[:1].upper()
        if h in ghost:
            fill, mark = ("#a5d6a7", "✓") if ok else ("#ef9a9a", "✗")
        judged = targets.get(key)
        stroke = "#1b5e20" if judged is not None and judged.legal else "#b71c1c" if judged is not None else "#555"
        what = {"rock": _("rock"), "water": _("water")}.get(terrain, "")
        title = " · ".join(x for x in (key, what, building_word(built[h]) if h in built else "") if x)
        verdict_attr = "" if judged is None else f' data-verdict="{"legal" if judged.legal else "illegal"}"'
        out.append(f'<g data-hex="{key}"{verdict_attr}><title>{esc(title)}</title>'
                   f'<polygon points="{_corners(cx, cy)}" fill="{fill}" stroke="{stroke}" '
                   f'stroke-width="{3 if judged is not None else 1}"/>'
                   f'<text x="{cx:.1f}" y="{cy + 5:.1f}" text-anchor="middle" font-size="14" fill="#111">'
                   f"{esc(mark)}</text></g>")
    x0 = 330
    p = me.public
    out.append(f'<text x="{x0}" y="24" font-size="15" fill="#111">{esc(p["name"])} · '
               + esc(_("money {money} · appeal {appeal} · conservation {cp} · reputation {reputation} · X {x}")
                     .format(money=p["money"], appeal=p["appeal"], cp=p["cp"], reputation=p["reputation"],
                             x=p["x_tokens"]))
               + " · " + esc(_("break {pos}/{length}").format(pos=view.table["break_pos"],
                                                             length=view.table["break_len"]))
               + "</text>")
    for k, name in enumerate(p["action_cards"]):
        level = "II" if name in p["upgraded"] else "I"
        x = x0 + k * 112
        label = f"{k + 1}: {action_word(name)} {level}"
        s = strength.get(name)
        out.append(f'<g data-action="{name}" data-slot="{k + 1}"><title>{esc(label)}</title>'
                   f'<rect x="{x}" y="36" width="106" height="52" rx="6" fill="#fff8e1" stroke="#5d4037"/>'
                   f'<text x="{x + 6}" y="56" font-size="14" fill="#111">{esc(label)}</text>'
                   + (f'<text x="{x + 6}" y="78" font-size="13" fill="#111">'
                      + esc(_("strength {strength}").format(strength=s)) + "</text>" if s is not None else "")
                   + "</g>")
    out.append(f'<text x="{x0}" y="112" font-size="14" fill="#111">' + esc(_("Display")) + "</text>")
    for k, number in enumerate(view.table["display"]):
        x = x0 + k * 94
        text = card_word(number) if number is not None else "—"
        attrs = f' data-card="{number}"' if number is not None else ""
        out.append(f'<g data-folder="{k + 1}" data-zone="display"{attrs}><title>{esc(text)}</title>'
                   f'<rect x="{x}" y="118" width="88" height="60" rx="5" fill="#e3f2fd" stroke="#0d47a1"/>'
                   f'<text x="{x + 4}" y="136" font-size="12" fill="#111">{k + 1}</text>'
                   f'<text x="{x + 4}" y="154" font-size="12" fill="#111">{esc(text[:13])}</text></g>')
    hand = me.hand if me.hand is not None else ()
    out.append(f'<text x="{x0}" y="204" font-size="14" fill="#111">'
               + esc(_("Your hand ({count})").format(count=len(hand))) + "</text>")
    for k, number in enumerate(hand):
        x, y = x0 + (k % 6) * 94, 210 + (k // 6) * 66
        out.append(f'<g data-card="{number}" data-zone="hand"><title>{esc(card_word(number))}</title>'
                   f'<rect x="{x}" y="{y}" width="88" height="60" rx="5" fill="#fffde7" stroke="#795548"/>'
                   f'<text x="{x + 4}" y="{y + 18}" font-size="12" fill="#111">{esc(card_word(number)[:13])}</text>'
                   "</g>")
    if note:
        out.append(f'<text x="8" y="462" font-size="13" fill="#b71c1c">{esc(note)}</text>')
    out.append("</svg>")
    return "".join(out)
