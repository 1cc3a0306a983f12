"""Placing a building by any means (N-BUILD-12 … -18, N-MAP-3, ND-34, ND-37) and what placing it sets off.

The Build action pays and then calls :func:`place_building`; effects that place a building for free call it too
(ND-34): the map's and the bonus tiles' free enclosures (:func:`ask_free_building`, registered as the bonus kinds
``free_enclosure_size2`` and ``free_enclosure_size3``) and the sponsors' unique buildings. Whoever places, the
same things follow, once each and in this order: a pavilion's appeal (N-BUILD-14), the placement bonuses of the
covered hexes (N-BUILD-13, N-MAP-3), full coverage (N-BUILD-16) and, for a new reptile house or aviary, the offer to
move animals into it (N-BUILD-17, N-ANIM-15).

Placement legality is the foundation's (:func:`arkwidgets.nova.buildings.placement_violations` and
:func:`~arkwidgets.nova.buildings.legal_placements`); :func:`placement_of` and :func:`spelling_violations` turn a
``build`` move into a building and insist on its one canonical spelling, so ``legal_moves()`` stays exact.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache

from ...i18n import N_
from ...verdicts import Violation
from ..buildings import Building, building_type, canonical, covers_all, make_building
from ..cards import AnimalCard, card
from ..decisions import Decision
from ..events import Event, event
from ..hexes import Hex, format_hex, is_cell
from ..memo import remember
from ..moves import Build, Move, MoveAnimal, Pass
from ..state import GameState, ZooAnimal
from ..tracks import TRACKS
from ..words import TOKENS, ABuilding, BuildingName, CardName, Counted, Either, HexName, HexNames, MoveName, TheBuilding
from ..zoomap import Bonus, ZooMap, load_map
from . import BONUSES, Gain, register_bonus, register_effect, register_question
from .bonuses import gain_appeal, gain_bonus, take_once
from .build_sites import legal_placements, placement_violations
from .housing import SPECIAL_OF_CARD, housing_violations, leave_standard

__all__ = [
    "BONUS_READINGS",
    "COVER_HOOKS",
    "MAP_HOOKS",
    "PLACED_HOOKS",
    "ask_free_building",
    "build_ii_allowed",
    "build_move",
    "building_map",
    "free_placements",
    "n_map_3_placement_bonuses",
    "place_building",
    "placement_of",
    "spelling_violations",
    "where_violations",
    "zoo_placement_violations",
]


#: ``(map id, hex, printed bonus) -> (kind, value, rule)`` or None: how a map's own rule reads a printed placement
#: bonus (Silver Lake's lake spaces pay under N-MAPX-3; map 4's ×2 space is one token); None = as printed, N-BUILD-13.
BONUS_READINGS: list[Callable[[str, Hex, Bonus], tuple[str, int, str] | None]] = []
#: ``(gs, seat, building) -> events``, run after a new building's placement bonuses: what covering hexes sets off on
#: the player's map beyond its placement bonuses (the H spaces of map 8, the connection space of maps 4 and 6).
COVER_HOOKS: list[Callable[[GameState, int, Building], list[Event]]] = []
#: ``(gs, seat, zoomap) -> zoomap``: a card of the zoo that changes where its owner may build (Diversity Researcher:
#: rock and water become building hexes, ND-79).
MAP_HOOKS: list[Callable[[GameState, int, ZooMap], ZooMap]] = []
#: ``(gs, seat, building) -> events``: what a building just placed sets off in the cards of its zoo, after its
#: placement bonuses (Hydrologist, Geologist, Archaeologist).
PLACED_HOOKS: list[Callable[[GameState, int, Building], list[Event]]] = []


def building_map(gs: GameState, seat: int) -> ZooMap:
    """The map ``seat`` builds on: the printed one, unless a card of the zoo changes it (:data:`MAP_HOOKS`)."""
    zoomap = load_map(gs.players[seat].map_id)
    for hook in MAP_HOOKS:
        zoomap = hook(gs, seat, zoomap)
    return zoomap


def build_ii_allowed(gs: GameState, seat: int) -> bool:
    """Build-II hexes are open once the Build card is on level II, at once (N-BUILD-9, ND-22)."""
    return "build" in gs.players[seat].upgraded


def build_move(b: Building) -> Build:
    """The one spelling of a placement: no rotation for one-hex buildings, else the canonical one (ND-8). Moves are
    values: the Build question lists the same placements (the same building objects of the map's tables) again and
    again, so each is spelled once, found by the building's identity before its value is hashed."""
    known = _SPELT.get(id(b))
    if known is not None and known[0] is b:
        return known[1]
    move = _spell(b)
    remember(_SPELT, id(b), (b, move), _SPELT_MAX)
    return move


#: The moves of buildings spelt lately, by the building's identity (checked with ``is``; the entry keeps the building
#: alive, so its id cannot be reused).
_SPELT: dict[int, tuple[Building, Build]] = {}
_SPELT_MAX = 1 << 14


@lru_cache(maxsize=1 << 14)
def _spell(b: Building) -> Build:
    if b.size == 1:
        return Build(b.type, b.anchor)
    return Build(b.type, b.anchor, b.rotation, b.mirrored)


def spelling_violations(move: Build) -> list[Violation]:
    """ND-8, ND-59: a move names each footprint once; a malformed or second spelling is refused with the right one."""
    t = building_type(move.kind)
    if not is_cell(move.hex):
        return [Violation("N-BUILD-7", N_("{hex} is not a hex (x + y must be odd)"), hex=HexName(format_hex(move.hex)))]
    if move.mirrored and not t.may_mirror:
        return [Violation("ND-8", N_("{building} cannot be placed mirrored; only special enclosures can"),
                          building=ABuilding(t.name))]
    if t.size == 1:
        if move.rotation is not None:
            return [Violation("ND-8", N_("{building} covers one hex: it is placed without a rotation"),
                                   building=ABuilding(t.name))]
        return []
    b = make_building(t, move.hex, move.rotation or 0, move.mirrored)
    right = build_move(Building(t.name, *canonical(t, b.cells), b.cells))
    if move.rotation is None or right != move:
        return [Violation("ND-8", N_("these hexes are placed as {right}"), right=MoveName(str(right)))]
    return []


def placement_of(move: Build) -> Building:
    """The building a well-spelled ``build`` move places (call :func:`spelling_violations` first)."""
    return make_building(move.kind, move.hex, move.rotation or 0, move.mirrored)


def zoo_placement_violations(gs: GameState, seat: int, b: Building, report: bool = True) -> list[Violation]:
    """N-BUILD-7 … -10 for ``b`` in the zoo of ``seat`` (N-BUILD-18: for every building, however placed)."""
    p = gs.players[seat]
    return placement_violations(building_map(gs, seat), p.buildings, b.type, b.anchor, b.rotation, b.mirrored,
                                build_ii_allowed(gs, seat), report)


def where_violations(gs: GameState, seat: int, move: Build, report: bool = True) -> list[Violation]:
    """What keeps ``move`` from placing its building in the zoo of ``seat``: its spelling first (ND-8, ND-59), then
    N-BUILD-7 … -10 for the building it spells."""
    return spelling_violations(move) or zoo_placement_violations(gs, seat, placement_of(move), report)


def free_placements(gs: GameState, seat: int, type_name: str) -> tuple[Building, ...]:
    """Every legal placement of ``type_name`` in the zoo of ``seat`` now (exact, canonical)."""
    return legal_placements(building_map(gs, seat), gs.players[seat].buildings, type_name, build_ii_allowed(gs, seat))


# ------------------------------------------------------------------------------------------- placing
def place_building(gs: GameState, seat: int, b: Building, rule: str) -> list[Event]:
    """Put ``b`` (already judged legal) into the zoo of ``seat`` and gain what it sets off, in order."""
    p = gs.players[seat]
    p.buildings = (*p.buildings, b)
    events = [event("build", rule, N_("{player} places {building} at {hexes}"), player=p.name,
                    building=ABuilding(b.type), hexes=HexNames(" ".join(format_hex(h) for h in sorted(b.cells))))]
    if b.type == "pavilion":
        events += gain_appeal(gs, seat, TRACKS.pavilion_appeal, "N-BUILD-14")
    events += n_map_3_placement_bonuses(gs, seat, b)
    for hook in (*COVER_HOOKS, *PLACED_HOOKS):
        events += hook(gs, seat, b)
    zoomap = load_map(p.map_id)
    if covers_all(zoomap, p.buildings) and take_once(gs, seat, "full-cover"):
        events.append(event("full-cover", "N-BUILD-16", N_("{player} has covered every building hex of the map"),
                            player=p.name))
        events += gain_appeal(gs, seat, TRACKS.full_cover_appeal, "N-BUILD-16")
    if b.type in ("reptile-house", "large-bird-aviary") and _movers(gs, seat, b.type):
        gs.push(Decision("move-animals", seat, home=b.type))
    return events


def n_map_3_placement_bonuses(gs: GameState, seat: int, b: Building) -> list[Event]:
    """N-BUILD-13, N-MAP-3: each covered bonus hex gives its bonus at once, once per player (ND-37). Every bonus the
    maps print is a registered kind (the test of the data checks it), so none is ever skipped."""
    zoomap = load_map(gs.players[seat].map_id)
    events: list[Event] = []
    for h in sorted(b.cells):
        bonus = zoomap.placement_bonus(h)
        if bonus is None:
            continue
        kind, value, rule = next((r for read in BONUS_READINGS if (r := read(zoomap.id, h, bonus)) is not None),
                                 (bonus.type, bonus.value, "N-BUILD-13"))
        events += gain_bonus(gs, seat, kind, value, rule, once=f"hex-{h[0]},{h[1]}")
    return events


# ---------------------------------------------------------------------------- a free building (ND-34)
def ask_free_building(gs: GameState, seat: int, types: tuple[str, ...], rule: str, times: int = 1,
                      optional: bool = False) -> list[Event]:
    """Ask ``seat`` to place one building of one of ``types`` for free (a bonus, ND-34); lost if none fits.

    ``optional``: "up to ``times`` times" (Posturing, ND-63): each placement may be declined (``pass`` ends them all)
    and an offer that fits nowhere ends quietly."""
    if optional:
        gs.push(Decision("free-building", seat, types=types, rule=rule, left=times))
    else:
        for _ in range(times):
            gs.push(Decision("free-building", seat, types=types, rule=rule))
    return []


def _free_resolve(gs: GameState, d: Decision) -> list[Event]:
    if _placements(gs, d):
        gs.push(Decision("place-building", d.player, **d.data))
        return []
    if d.get("left") is not None:  # an optional offer that nothing fits ends quietly
        return [event("pass", d["rule"], N_("{player} has no place for a free {building}"),
                      player=gs.players[d.player].name, building=Either(BuildingName(k) for k in d["types"]))]
    return [event("lost", "ND-43", N_("{player} cannot place the free {building} anywhere: the bonus is lost"),
                  player=gs.players[d.player].name, building=Either(BuildingName(k) for k in d["types"]))]


def _placements(gs: GameState, d: Decision) -> list[Move]:
    return [build_move(b) for t in d["types"] for b in free_placements(gs, d.player, t)]


def _free_candidates(gs: GameState, d: Decision) -> list[Move]:
    return _placements(gs, d) + ([Pass()] if d.get("left") is not None else [])


def _free_violations(gs: GameState, d: Decision, move: Move, report: bool) -> list[Violation]:
    if isinstance(move, Pass):
        if d.get("left") is not None:
            return []
        return [Violation("ND-43", N_("this free {types} must be placed; it is only lost when it fits nowhere"),
                          types=Either(BuildingName(k) for k in d["types"]))]
    assert isinstance(move, Build)
    found: list[Violation] = []
    if move.kind not in d["types"]:
        found.append(Violation("N-BUILD-18", N_("this bonus places {types}, not {building}"),
                               types=Either(ABuilding(k) for k in d["types"]), building=ABuilding(move.kind)))
        if not report:
            return found
    return found + where_violations(gs, d.player, move, report)


def _free_apply(gs: GameState, d: Decision, move: Move) -> list[Event]:
    if isinstance(move, Pass):
        return [event("pass", d["rule"], N_("{player} builds no more for free"), player=gs.players[d.player].name)]
    assert isinstance(move, Build)
    events = place_building(gs, d.player, placement_of(move), d["rule"])
    if d.get("left", 1) > 1:  # up to N times: the next one is asked after this placement's own bonuses
        gs.push(Decision("free-building", d.player, **d.with_(left=d["left"] - 1).data))
    return events


def _free_bonus(size: int) -> Gain:
    def gain(gs: GameState, seat: int, value: int, rule: str) -> list[Event]:
        for _ in range(max(0, value)):
            ask_free_building(gs, seat, (f"enclosure-{size}",), rule)
        return []

    gain.__module__ = __name__
    return gain


register_effect("free-building", _free_resolve)
register_question("place-building", candidates=_free_candidates, violations=_free_violations, apply=_free_apply,
                  moves=(Build, Pass), rule="N-BUILD-18",
                  description=N_("{player}: place your free {types} (it costs nothing, ND-34)"),
                  words={"types": lambda types: Either(BuildingName(k) for k in types)})
for _size in (2, 3):
    if f"free_enclosure_size{_size}" not in BONUSES:
        register_bonus(f"free_enclosure_size{_size}", _free_bonus(_size))


# ------------------------------------------------- moving animals into a new special enclosure (N-BUILD-17)
def _movers(gs: GameState, seat: int, home: str) -> list[int]:
    """Animals in standard enclosures that may move into the new ``home`` now (N-ANIM-15, ND-10): each whose card
    shows that special enclosure, with the spaces free and its water/rock need met by the new building."""
    out = []
    for a in gs.players[seat].animals:
        c = card(a.card)
        if not isinstance(c, AnimalCard) or not isinstance(a.home, tuple):
            continue
        if SPECIAL_OF_CARD.get(c.special_enclosure or "") == home and not housing_violations(gs, seat, c, home):
            out.append(a.card)
    return out


def _move_candidates(gs: GameState, d: Decision) -> list[Move]:
    return [MoveAnimal(n) for n in _movers(gs, d.player, d["home"])] + [Pass()]


def _move_violations(gs: GameState, d: Decision, move: Move, report: bool) -> list[Violation]:
    if isinstance(move, Pass) or move.card in _movers(gs, d.player, d["home"]):  # type: ignore[attr-defined]
        return []
    assert isinstance(move, MoveAnimal)
    p = gs.players[d.player]
    mine = next((a for a in p.animals if a.card == move.card), None)
    if mine is None or not isinstance(mine.home, tuple):
        return [Violation("N-ANIM-15", N_("{card} does not live in a standard enclosure of {player}'s zoo"),
                          card=CardName(move.card), player=p.name)]
    c = card(move.card)
    assert isinstance(c, AnimalCard)
    found = housing_violations(gs, d.player, c, d["home"])
    return [Violation("N-ANIM-15", v.template, **v.arguments) for v in found]


def _move_apply(gs: GameState, d: Decision, move: Move) -> list[Event]:
    """N-ANIM-15, ND-10, ND-89: the animal's tokens go into the new building and the smallest occupied standard
    enclosure that meets its needs goes back to empty (not necessarily the one it lived in, P.12)."""
    if isinstance(move, Pass):
        return []
    assert isinstance(move, MoveAnimal)
    p = gs.players[d.player]
    c = card(move.card)
    assert isinstance(c, AnimalCard)
    old = next(a for a in p.animals if a.card == move.card)
    tokens = c.special_enclosure_size or 0
    freed = leave_standard(gs, d.player, old, ZooAnimal(old.card, d["home"], tokens))
    gs.push(Decision("move-animals-next", d.player, **d.data))  # asked after a choice of enclosure (ND-89)
    if freed is None:
        return [event("move-animal", "ND-65", N_("{player} moves {card} into {home} ({tokens}); the enclosure it "
                                                 "shared stays occupied"), player=p.name,
                      card=CardName(c.number), home=TheBuilding(d["home"]), tokens=Counted(tokens, TOKENS))]
    return [event("move-animal", "N-ANIM-15", N_("{player} moves {card} into {home} ({tokens}); the enclosure at "
                                                 "{hex} is empty again"), player=p.name,
                  card=CardName(c.number), home=TheBuilding(d["home"]), tokens=Counted(tokens, TOKENS),
                  hex=HexName(format_hex(freed)))]


def _move_next(gs: GameState, d: Decision) -> list[Event]:
    """N-ANIM-15: the offer goes on, animal by animal, while another animal could move in."""
    if _movers(gs, d.player, d["home"]):
        gs.push(Decision("move-animals", d.player, **d.data))
    return []


register_effect("move-animals-next", _move_next)
register_question("move-animals", candidates=_move_candidates, violations=_move_violations, apply=_move_apply,
                  moves=(MoveAnimal, Pass), rule="N-BUILD-17",
                  description=N_("{player}: move animals of your zoo into the new {home}, or pass"),
                  words={"home": BuildingName})
