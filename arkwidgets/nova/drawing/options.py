"""Checking the options of :func:`arkwidgets.nova.drawing.render` once, in one place.

Every bad value raises ``ValueError`` naming the option (an unknown keyword is a ``TypeError``), so a notebook user
sees which argument to fix. The ghost building and the target anchors are turned into engine verdicts here:
``buildings.placement_violations`` and ``buildings.legal_placements`` judge, the drawing only shows.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from ...seats import check_viewer
from ...ui.options import check_coach_marks, check_lang, check_scale
from ...verdicts import Verdict, Violation
from ..buildings import BUILDING_TYPES, Building, make_building
from ..hexes import Hex, format_hex, is_cell, parse_hex
from ..moves import ACTIONS, Build
from ..rules.build_sites import legal_placements, placement_violations
from .palette import NovaPalette, palette
from .zoo import Ghost, Zoo

__all__ = ["Options", "coach_place", "check_options", "judge_ghost", "judge_targets", "parse_ghost"]


@dataclass(frozen=True, slots=True)
class Options:
    viewer: int | None
    pal: NovaPalette
    scale: float
    lang: str
    ghost: Any
    targets: Any
    preview: str | None
    selected: int | None
    part: str = "table"
    zoom: int | None = None  # the classroom board: the seat whose zoo is shown large (None: the viewer's)
    kept: tuple[int, ...] = ()  # the classroom board: the cards ticked in a "keep" question
    coach: Mapping[str, int] = field(default_factory=dict)  # the classroom board: action card or hex → coach's rank


def check_options(players: int | None, viewer: Any = None, theme: Any = "light", scale: Any = 1.0,
                  lang: Any = None, ghost: Any = None, targets: Any = None, preview: Any = None,
                  selected: Any = None, part: str = "table", zoom: Any = None, kept: Any = (),
                  coach: Any = None) -> Options:
    check_viewer(viewer, players)
    if zoom is not None:
        check_viewer(zoom, players)
    if not isinstance(kept, (tuple, list)) or not all(type(c) is int for c in kept):
        raise ValueError(f"kept must be a list of card numbers, got {kept!r:.60}")
    pal = palette(theme)
    size = check_scale(scale)
    lang = check_lang(lang)
    if ghost is not None:
        parse_ghost(ghost)  # raises early, naming the option
    if preview is not None and preview not in ACTIONS:
        raise ValueError(f"preview must be an action card ({', '.join(ACTIONS)}) or None, got {preview!r}")
    if selected is not None and (isinstance(selected, bool) or not isinstance(selected, int)):
        raise ValueError(f"selected must be a card number or None, got {selected!r}")
    return Options(viewer, pal, size, lang, ghost, targets, preview, selected, part, zoom, tuple(kept),
                   check_coach_marks(coach, coach_place, f"an action card ({', '.join(ACTIONS)}) or a hex like '3,4'"))


def coach_place(place: str) -> str:
    """A place the coach's marks may name on the classroom board: an action card, or a hex of the seat's own zoo
    (``3,4``, named as the map names it); ``ValueError`` otherwise."""
    return place if place in ACTIONS else format_hex(parse_hex(place))


def parse_ghost(ghost: Any) -> tuple[Building, tuple[Violation, ...] | None]:
    """A ghost as (building, verdict or None): a ``Building``, a ``Build`` move, text like ``"enclosure-3 2,5 r1"``
    (``build`` first and ``m`` for mirrored allowed), a :class:`Ghost`, or a (building, Verdict) pair."""
    verdict: tuple[Violation, ...] | None = None
    if isinstance(ghost, Ghost):
        return ghost.building, ghost.violations
    if isinstance(ghost, tuple) and len(ghost) == 2 and isinstance(ghost[1], Verdict):
        verdict = ghost[1].violations
        ghost = ghost[0]
    try:
        if isinstance(ghost, Building):
            return ghost, verdict
        if isinstance(ghost, Build):
            return make_building(ghost.kind, ghost.hex, ghost.rotation or 0, ghost.mirrored), verdict
        if isinstance(ghost, str):
            return _building_from_text(ghost), verdict
    except ValueError as e:
        raise ValueError(f"ghost: {ghost!r} is not a building placement ({e})") from None
    raise ValueError(f"ghost must be a Building, a Build move, text like 'enclosure-3 2,5 r1' or a "
                     f"(building, Verdict) pair, got {type(ghost).__name__}")


def _building_from_text(ghost: str) -> Building:
    """``"enclosure-3 2,5 r1"`` (``build`` first and ``m`` for mirrored allowed) as a building; ValueError if not."""
    words = ghost.split()
    if words and words[0] == "build":
        words = words[1:]
    if len(words) < 2 or words[0] not in BUILDING_TYPES:
        raise ValueError("expected a building type and an anchor")
    rotation, mirrored = 0, False
    for w in words[2:]:
        if w == "m":
            mirrored = True
        elif w.startswith("r") and w[1:].isdigit():
            rotation = int(w[1:])
        else:
            raise ValueError(f"unexpected {w!r}")
    return make_building(words[0], parse_hex(words[1]), rotation, mirrored)


def judge_ghost(ghost: Any, zoo: Zoo) -> Ghost:
    """The ghost with the engine's verdict (``placement_violations``, every rule) unless one was given."""
    building, verdict = parse_ghost(ghost)
    if verdict is None:
        verdict = tuple(placement_violations(zoo.zoomap, zoo.buildings, building.type, building.anchor,
                                             building.rotation, building.mirrored, zoo.build_ii, report=True))
    return Ghost(building, verdict)


def judge_targets(targets: Any, zoo: Zoo) -> dict[Hex, tuple[Violation, ...]]:
    """Target anchors: a building type name (every anchor of a legal placement, from ``legal_placements``), a
    mapping of hex → Verdict, or hexes taken as legal."""
    if targets is None:
        return {}
    if isinstance(targets, str):
        if targets not in BUILDING_TYPES:
            raise ValueError(f"targets: {targets!r} is not a building type")
        return {b.anchor: () for b in legal_placements(zoo.zoomap, zoo.buildings, targets, zoo.build_ii)}
    out: dict[Hex, tuple[Violation, ...]] = {}
    items: Iterable[tuple[Any, Any]]
    items = targets.items() if isinstance(targets, Mapping) else ((h, None) for h in targets)
    for key, value in items:
        try:
            h = parse_hex(key) if isinstance(key, str) else (int(key[0]), int(key[1]))
        except (ValueError, TypeError, IndexError) as e:
            raise ValueError(f"targets: {key!r} is not a hex ({e})") from None
        if not is_cell(h):
            raise ValueError(f"targets: {key!r} is not a hex")
        if value is not None and not isinstance(value, Verdict):
            raise ValueError(f"targets[{key!r}] must be a Verdict or None, got {type(value).__name__}")
        out[h] = value.violations if value is not None else ()
    return out
