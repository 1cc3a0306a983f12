"""``render``: one entry point for an Ark Nova game, a zoo map, a player's zoo or a card."""

from __future__ import annotations

from typing import Any

from ...i18n import _, language
from ...ui.svg import document
from ..cards import AnimalCard, FinalScoringCard, ProjectCard, SponsorCard
from ..game import Game
from ..state import PlayerState
from ..zoomap import ZooMap
from .cardfaces import CARD_H, CARD_W, describe, place_card, place_final
from .focus import draw_focus
from .options import Options, check_options, judge_ghost, judge_targets
from .strip import draw_strip, strip_size
from .table import PARTS, draw_part, draw_table, zoo_of
from .zoo import Zoo, draw_zoo, zoo_size

__all__ = ["render"]

_M = 6


def _zoo_parts(zoo: Zoo, opts: Options, player: PlayerState | None) -> tuple[list[tuple[str, str]], float, float]:
    ghost = judge_ghost(opts.ghost, zoo) if opts.ghost is not None else None
    targets = judge_targets(opts.targets, zoo) if opts.targets is not None else None
    w, h = zoo_size(ghost)
    layers = [("zoo", draw_zoo(zoo, _M, _M, opts.pal, targets, ghost))]
    if player is not None:
        sw, sh = strip_size(opts.preview is not None)
        layers.append(("strip", draw_strip(player.action_cards, player.upgraded, player.x_tokens, player.card_tokens,
                                           _M, _M + h + 6, opts.pal, opts.preview)))
        h += sh + 6
        w = max(w, sw)
    return layers, w + 2 * _M, h + 2 * _M


def _parts(obj: Any, opts: Options) -> tuple[list[tuple[str, str]], float, float, str, str, float]:
    if isinstance(obj, Game):
        if opts.part == "focus":
            layers, w, h, desc = draw_focus(obj, opts)
            return layers, w, h, _("Ark Nova — the classroom board"), desc, 1.0
        if opts.part != "table":
            layers, w, h, desc = draw_part(obj, opts, opts.part)
            return layers, w, h, desc, desc, 1.5
        layers, w, h, desc = draw_table(obj, opts)
        return layers, w, h, _("Ark Nova — the table"), desc, 1.0
    if isinstance(obj, ZooMap):
        zoo = Zoo(obj, edge_tokens=(False,) * len(obj.left_edge))
        layers, w, h = _zoo_parts(zoo, opts, None)
        words = _("Zoo map {map}").format(map=obj.id)
        return layers, w, h, words, words, 2.0
    if isinstance(obj, PlayerState):
        zoo = zoo_of(obj.to_dict(), 0)
        layers, w, h = _zoo_parts(zoo, opts, obj)
        words = _("The zoo of {player}").format(player=obj.name)
        return layers, w, h, words, words, 1.6
    if isinstance(obj, (AnimalCard, SponsorCard, ProjectCard)):
        layer = place_card(obj.number, _M, _M, opts.pal, "card")
        words = describe(obj.number)
        return [("card", layer)], CARD_W + 2 * _M, CARD_H + 2 * _M, str(obj), words, 2.0
    if isinstance(obj, FinalScoringCard):
        layer = place_final(obj.number, _M, _M, opts.pal, -1)
        return [("card", layer)], CARD_W + 2 * _M, CARD_H + 2 * _M, str(obj), str(obj), 2.0
    raise TypeError(f"nova render draws a Game, a ZooMap, a PlayerState or a card, not {type(obj).__name__}")


def render(obj: Any, *, viewer: int | None = None, theme: str = "light", lang: str | None = None,
           scale: float = 1.0, ghost: Any = None, targets: Any = None, preview: str | None = None,
           selected: int | None = None, part: str = "table", zoom: int | None = None,
           kept: tuple[int, ...] | list[int] = (), coach: Any = None) -> str:
    """SVG text of an Ark Nova ``Game`` (the table), a ``ZooMap``, a ``PlayerState`` (that player's zoo and action
    cards) or a card.

    ``viewer``: the seat whose hand and final scoring cards are drawn face up (None: a spectator sees only backs);
    the table is drawn from ``Game.view(viewer)``. ``theme``: "light", "dark" or "contrast". ``lang``: "en", "zh",
    "fr" (None: the current language). ``scale`` multiplies width and height. ``ghost``: a building to show where it
    would go, judged by the engine (``"enclosure-3 2,5 r1"``, a ``Building``, a ``Build`` move, or a
    (building, Verdict) pair from ``Game.check``). ``targets``: anchors to mark — a building type (every anchor of a
    legal placement), or a mapping hex → Verdict. ``preview``: an action card whose use is shown (N-TURN-4).
    ``selected``: a card number to frame. ``part``: for a game, "table" (all of it) or one piece alone —
    "tracks", "association", "display", "projects" — or "focus", the classroom board (:mod:`.focus`: the viewer's
    view in large print, their zoo large; ``zoom`` shows another seat's zoo there, ``kept`` ticks cards of a "keep"
    question; ``coach``: the coach's best moves by rank, marked where they play on the classroom board — an action
    card or a hex of the viewer's own zoo → 1, 2, 3, a number in a diamond, :func:`arkwidgets.coach.board_marks`).
    The ghost, targets and preview go to the viewer's zoo (else the zoo of the player who answers). The
    same input gives byte-identical output.
    """
    players = len(obj.names) if isinstance(obj, Game) else None
    if part not in PARTS or (part != "table" and not isinstance(obj, Game)):
        raise ValueError(f"part must be one of {', '.join(PARTS)} (and only a Game has parts), got {part!r}")
    opts = check_options(players, viewer, theme, scale, lang, ghost, targets, preview, selected, part, zoom, kept,
                         coach)
    with language(opts.lang):
        layers, w, h, title, desc, factor = _parts(obj, opts)
        svg = document(w, h, opts.scale * factor, opts.pal.background, title, desc, layers,
                       theme=opts.pal.name, lang=opts.lang)
    return svg.replace('class="ark-board"', 'class="ark-board nova-board"', 1)
