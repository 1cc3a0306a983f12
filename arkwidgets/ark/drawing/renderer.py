"""``render``: one entry point for a card, an ark or a game."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...i18n import _, language
from ...ui.svg import document
from ...verdicts import Verdict
from ..cabins import Ark
from ..cards import Card
from ..game import Game
from ..redact import redact
from .arkboard import ark_size, draw_ark
from .cardfaces import CARD_H, CARD_W, place_card
from .options import Options, check_options
from .table import draw_table

__all__ = ["render", "render_parts"]

_CARD_MARGIN = 4
_CARD_ZOOM = 2.0  # a card on its own is shown twice its size on the table
_ARK_MARGIN = 10


def render_parts(obj: Any, opts: Options) -> tuple[list[tuple[str, str]], float, float, str, str, float]:
    """(layers, width, height, title, desc, size factor) for ``obj``; the shared core of render and animate."""
    with language(opts.lang):
        return _parts(obj, opts)


def _parts(obj: Any, opts: Options) -> tuple[list[tuple[str, str]], float, float, str, str, float]:
    th = opts.theme
    if isinstance(obj, Card):
        layer = place_card(obj, _CARD_MARGIN, _CARD_MARGIN, th, "card", selected=obj.id == opts.selected)
        cw, ch = CARD_W + 2 * _CARD_MARGIN, CARD_H + 2 * _CARD_MARGIN
        return [("card", layer)], cw, ch, obj.describe(), obj.describe(), _CARD_ZOOM
    if isinstance(obj, Ark):
        aw, ah = ark_size(obj)
        layer = draw_ark(obj, th, _ARK_MARGIN, _ARK_MARGIN, opts.targets, frozenset(), opts.preview, opts.selected,
                         coach=opts.coach)
        desc = _("Ark {ark} — tilt {tilt}").format(ark=obj, tilt=f"{obj.tilt:+d}")
        return [("ark", layer)], aw + 2 * _ARK_MARGIN, ah + 2 * _ARK_MARGIN, _("The ark"), desc, 1.0
    if isinstance(obj, Game):  # drawn from what the viewer may see, never from the full game (redact)
        layers, w, h, desc = draw_table(redact(obj, opts.viewer), opts)
        return layers, w, h, _("Ark — the table"), desc, 1.0
    raise TypeError(f"render draws a Card, an Ark or a Game, not {type(obj).__name__}")


def _ark_and_players(obj: Any) -> tuple[Ark | None, int | None]:
    if isinstance(obj, Game):
        return obj.ark, len(obj.names)
    if isinstance(obj, Ark):
        return obj, None
    if isinstance(obj, Card):
        return None, None
    raise TypeError(f"render draws a Card, an Ark or a Game, not {type(obj).__name__}")


def options_for(obj: Any, **options: Any) -> Options:
    ark, players = _ark_and_players(obj)
    unknown = set(options) - {"viewer", "theme", "scale", "targets", "selected", "highlight_last", "preview", "lang",
                              "layout", "coach"}
    if unknown:
        raise TypeError(f"render got unexpected options: {', '.join(sorted(unknown))}")
    return check_options(ark, players, **options)


def render(
    obj: Card | Ark | Game,
    *,
    viewer: int | None = None,
    theme: str = "light",
    scale: float = 1.0,
    targets: Mapping[str, Verdict] | None = None,
    selected: str | None = None,
    highlight_last: bool | int = True,
    preview: int | None = None,
    lang: str | None = None,
    layout: str = "tall",
    coach: Mapping[str, int] | None = None,
) -> str:
    """SVG text of a card, an ark or a whole game table.

    ``viewer``: the seat whose hand is shown face up (None: a spectator sees only backs). ``theme``: "light",
    "dark" or "contrast". ``scale`` multiplies the width and height. ``targets``: cabin id → Verdict for a
    candidate placement (✓ and the tilt after, or ✗ and the broken rule ids). ``selected``: a card id to
    highlight. ``highlight_last``: outline the cabins the last move touched (a number ``n``: the last ``n`` moves, so
    every bot move since a learner's turn stays marked; 0 or False: none). ``preview``: a tilt shown as a ghost
    disc on the tilt track. ``lang``: "en", "zh" or "fr" for every label, name and tooltip (None: the current
    language, see ``arkwidgets.set_language``). ``layout`` (a game only): "tall", the table top to bottom (a
    notebook's column), or "wide", the classroom app's, the panels beside and under the ark in the shape of the room a
    screen leaves the board. ``coach``: the coach's best moves by rank, marked where they play (a cabin id or
``display-2`` → 1, 2, 3: a number in a diamond, :func:`arkwidgets.coach.coach_marks`). The same input gives
byte-identical output.
    """
    ark, players = _ark_and_players(obj)
    opts = check_options(ark, players, viewer, theme, scale, targets, selected, highlight_last, preview, lang,
                         layout, coach)
    layers, w, h, title, desc, zoom = render_parts(obj, opts)
    return document(w, h, opts.scale * zoom, opts.theme.background, title, desc, layers, theme=opts.theme.name,
                    lang=opts.lang)
