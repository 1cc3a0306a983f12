"""The Build action (N-BUILD-1 … -18, ND-7, ND-22, ND-24, ND-25, ND-33): what may be built, what it costs, in order.

Level I builds exactly one kiosk, pavilion, standard enclosure or petting zoo of size ≤ strength (N-BUILD-2).
Level II builds one or more buildings, all different (ND-7: a kind, and for standard enclosures a size), of total
size ≤ strength, and adds the reptile house and the large bird aviary (N-BUILD-3). Each building is paid (2 money
a hex, N-BUILD-4) and placed before the next is chosen, and what placing it sets off — its placement bonuses first
(N-BUILD-13, EX-4) — is answered before the next building too: the continuation is the effect ``build-next``,
which reaches the top of the stack only once those questions are answered, and asks again only if something can
still be built. Strength above 5 counts in full for the size (ND-24); the level and the strength are those the
action began with (ND-22).

``legal_moves()`` is exact: every legal placement (:mod:`.placing`, foundation bitmasks) of every type the player
may still build and can pay for, each footprint once in its canonical spelling.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator

from ...i18n import N_
from ...verdicts import Violation
from ..buildings import BUILD_I_TYPES, BUILD_II_TYPES, Building, BuildingType, building_type
from ..decisions import Decision
from ..events import Event, event
from ..memo import remember
from ..moves import Build, Move, Stop
from ..state import GameState
from ..tracks import TRACKS
from ..words import ABuilding
from ..zoomap import ZooMap
from . import first_reaching, register_action, register_effect, register_question
from .bonuses import pay
from .build_sites import legal_placements
from .housing import special_building
from .new_building import (
    build_ii_allowed,
    build_move,
    building_map,
    free_placements,
    place_building,
    placement_of,
    where_violations,
)

__all__ = [
    "END_HOOKS",
    "buildable_types",
    "building_cost",
    "n_build_2_level_i",
    "n_build_3_level_ii",
    "n_build_4_cost",
    "n_build_5_one_special_each",
]


#: ``(gs, seat, built) -> events``: run once when a Build action has placed its buildings, with the types it placed
#: (Engineer's extra building, ND-78).
END_HOOKS: list[Callable[[GameState, int, tuple[str, ...]], list[Event]]] = []


def _ended(gs: GameState, seat: int, built: tuple[str, ...]) -> list[Event]:
    events: list[Event] = []
    for hook in END_HOOKS:
        events += hook(gs, seat, built)
    return events


def building_cost(t: BuildingType) -> int:
    """N-BUILD-4: 2 money per hex."""
    return TRACKS.build_cost_per_space * t.size


# ------------------------------------------------------------------------------------------ rule functions
def n_build_2_level_i(d: Decision, t: BuildingType) -> list[Violation]:
    """N-BUILD-2: Build I places one kiosk, pavilion, standard enclosure or petting zoo of size ≤ strength."""
    not_build_i, too_big = _level_i_faults(d, t)
    found = []
    if not_build_i:
        found.append(Violation("N-BUILD-2", N_("Build I cannot build {building}; it needs Build II"),
                               building=ABuilding(t.name)))
    if too_big:
        found.append(Violation("N-BUILD-2", N_("{building} has size {size}, more than the strength {strength}"),
                               building=ABuilding(t.name), size=t.size, strength=d["strength"]))
    return found


def _level_i_faults(d: Decision, t: BuildingType) -> tuple[bool, bool]:
    """N-BUILD-2's tests (not a Build I type, larger than the strength); neither applies at level II."""
    if d["level"] != "I":
        return False, False
    return t not in BUILD_I_TYPES, t.size > d["strength"]


def n_build_3_level_ii(d: Decision, t: BuildingType) -> list[Violation]:
    """N-BUILD-3, ND-7: Build II places different buildings of total size ≤ strength."""
    not_build_ii, built, too_big = _level_ii_faults(d, t)
    found = []
    if not_build_ii:
        found.append(Violation("N-BUILD-3", N_("the Build action cannot build {building}"), building=ABuilding(t.name)))
    if built:
        found.append(Violation("N-BUILD-3", N_("{building} was already built in this action; Build II builds "
                                               "different buildings (ND-7)"), building=ABuilding(t.name)))
    if too_big:
        found.append(Violation("N-BUILD-3", N_("{building} has size {size}; only {left} of the strength "
                                               "{strength} is left"), building=ABuilding(t.name), size=t.size,
                               left=d["left"],
                               strength=d["strength"]))
    return found


def _level_ii_faults(d: Decision, t: BuildingType) -> tuple[bool, bool, bool]:
    """N-BUILD-3's tests (not a Build II type, built already in this action, larger than the strength left);
    none applies at level I."""
    if d["level"] != "II":
        return False, False, False
    return t not in BUILD_II_TYPES, t.name in d["built"], t.size > d["left"]


def n_build_5_one_special_each(gs: GameState, seat: int, t: BuildingType) -> list[Violation]:
    """N-BUILD-5, N-ANIM-14: at most one petting zoo, one reptile house and one aviary per zoo."""
    if _second_special(gs, seat, t):
        return [Violation("N-BUILD-5", N_("{player} already has {building}; a zoo has at most one"),
                          player=gs.players[seat].name, building=ABuilding(t.name))]
    return []


def _second_special(gs: GameState, seat: int, t: BuildingType) -> bool:
    """N-BUILD-5's test: ``t`` is a special enclosure the zoo already has."""
    return t.category == "special" and special_building(gs.players[seat], t.name) is not None


def n_build_4_cost(gs: GameState, seat: int, t: BuildingType) -> list[Violation]:
    """N-BUILD-4, N-EFF-4: the cost is paid before placing, from money already held."""
    cost, money = building_cost(t), gs.players[seat].money
    if money < cost:
        return [Violation("N-BUILD-4", N_("{building} costs {cost} money; {player} has {money}"),
                          building=ABuilding(t.name),
                          cost=cost, player=gs.players[seat].name, money=money)]
    return []


def _type_violations(gs: GameState, d: Decision, t: BuildingType, report: bool) -> list[Violation]:
    found = _unpriced_violations(gs, d, t, report)  # the rules in order; without report, stop at the first broken
    if found and not report:
        return found
    return found + n_build_4_cost(gs, d.player, t)


def _unpriced_violations(gs: GameState, d: Decision, t: BuildingType, report: bool) -> list[Violation]:
    """The type's rules before its cost (N-BUILD-2, -3, -5)."""
    found = n_build_2_level_i(d, t)
    if found and not report:
        return found
    found += n_build_3_level_ii(d, t)
    if found and not report:
        return found
    return found + n_build_5_one_special_each(gs, d.player, t)


def _unpriced_allowed(gs: GameState, d: Decision, t: BuildingType) -> bool:
    """Is :func:`_unpriced_violations` empty? Told by the same tests without writing violations: the Build
    question judges every type at every step, and most are refused."""
    return not (any(_level_i_faults(d, t)) or any(_level_ii_faults(d, t)) or _second_special(gs, d.player, t))


# ---------------------------------------------------------------------------------------------- the question
def buildable_types(gs: GameState, d: Decision) -> Iterator[BuildingType]:
    """The building types this Build action may still place and pay for (placement not judged)."""
    for t in BUILD_II_TYPES if d["level"] == "II" else BUILD_I_TYPES:
        if _unpriced_allowed(gs, d, t) and not n_build_4_cost(gs, d.player, t):
            yield t


def _building_moves(gs: GameState, d: Decision) -> Iterator[Move]:
    zoo, zoomap, build_ii = gs.players[d.player].buildings, building_map(gs, d.player), build_ii_allowed(gs, d.player)
    for t in buildable_types(gs, d):  # what free_placements reads, read once for every type
        for b in legal_placements(zoomap, zoo, t, build_ii):
            yield build_move(b)


def _candidates(gs: GameState, d: Decision) -> list[Move]:
    moves = list(_building_moves(gs, d))
    if d["built"]:
        moves.append(Stop())
    return moves


def _violations(gs: GameState, d: Decision, move: Move, report: bool) -> list[Violation]:
    if isinstance(move, Stop):
        if d["built"]:
            return []
        return [Violation("N-TURN-5", N_("the Build action must place at least one building (ND-25)"))]
    assert isinstance(move, Build)
    t = building_type(move.kind)
    found = _type_violations(gs, d, t, report)
    if found and not report:
        return found
    return found + where_violations(gs, d.player, move, report)


def _apply(gs: GameState, d: Decision, move: Move) -> list[Event]:
    if isinstance(move, Stop):
        stop = event("stop", "N-BUILD-3", N_("{player} stops building"), player=gs.players[d.player].name)
        return [stop, *_ended(gs, d.player, d["built"])]
    assert isinstance(move, Build)
    b = placement_of(move)
    t = building_type(b.type)
    rule = "N-BUILD-2" if d["level"] == "I" else "N-BUILD-3"
    events = pay(gs, d.player, building_cost(t), "N-BUILD-4")
    events += place_building(gs, d.player, b, rule)
    if d["level"] == "II":
        gs.push(Decision("build-next", d.player, level="II", strength=d["strength"], left=d["left"] - t.size,
                         built=d["built"] + (t.name,)))
    else:  # N-BUILD-2: Build I places one building
        events += _ended(gs, d.player, (t.name,))
    return events


def _next(gs: GameState, d: Decision) -> list[Event]:
    """Build II goes on only once the last building's effects are answered, and only if something still fits."""
    again = Decision("build", d.player, **d.data)
    if next(iter(_building_moves(gs, again)), None) is not None:
        gs.push(again)
        return []
    return _ended(gs, d.player, d["built"])


register_question("build", candidates=_candidates, violations=_violations, apply=_apply, moves=(Build, Stop),
                  rule="N-BUILD-2",
                  description=N_("{player}: Build {level} at strength {strength}: place a building (size left "
                                 "{left}) or stop"))
register_effect("build-next", _next)


# ------------------------------------------------------------------------------------------------ the action
def _can_act(gs: GameState, seat: int, level: str, strength: int) -> list[Violation]:
    """N-TURN-5, ND-25, N-BUILD-11: some building can be paid for and placed legally at this strength."""
    d = Decision("build", seat, level=level, strength=strength, left=strength, built=())
    payable = False
    for t in buildable_types(gs, d):  # one type that fits somewhere answers: the rest are not judged
        if free_placements(gs, seat, t.name):
            return []
        payable = True
    if not payable:
        return [Violation("N-BUILD-4", N_("{player} cannot pay for any building of size at most {strength}"),
                          player=gs.players[seat].name, strength=strength)]
    return [Violation("N-BUILD-11", N_("no building {player} can build at strength {strength} fits anywhere on the "
                                       "map"), player=gs.players[seat].name, strength=strength)]


#: A strength no building's size reaches: the probe of :func:`_least_strength` caps nothing.
UNCAPPED = 99


def _least_strength(gs: GameState, seat: int, level: str) -> int | None:
    """The least strength at which Build at ``level`` can place something (what :func:`_can_act` asks at each
    strength): the strength only caps a building's size (N-BUILD-2, N-BUILD-3 with nothing built yet), so it is the
    size of the smallest building that can be paid for and fits somewhere (N-BUILD-4, N-BUILD-5, N-BUILD-11). The
    cost grows with the size (N-BUILD-4), so when the smallest building that fits cannot be paid for, no larger one
    can: only that one is priced."""
    t = _smallest_fitting(gs, seat, level)
    return None if t is None or n_build_4_cost(gs, seat, t) else t.size


#: The answers of :func:`_smallest_fitting` for recent zoos, by the identity of the zoo's buildings tuple (checked
#: with ``is``; the entry keeps it alive, so its id cannot be reused), the map built on (kept and checked with
#: ``is``), whether Build II hexes are open, and the level: all that the answer reads.
_SMALLEST: dict[tuple[int, str, bool], tuple[tuple[Building, ...], ZooMap, BuildingType | None]] = {}
_SMALLEST_MAX = 256


def _smallest_fitting(gs: GameState, seat: int, level: str) -> BuildingType | None:
    """The smallest building type of ``level`` that N-BUILD-2, -3 and -5 allow with nothing built yet and no cap,
    and that fits somewhere (N-BUILD-7 … -11); its cost is not judged."""
    zoo, zoomap, build_ii = gs.players[seat].buildings, building_map(gs, seat), build_ii_allowed(gs, seat)
    key = (id(zoo), level, build_ii)
    known = _SMALLEST.get(key)
    if known is not None and known[0] is zoo and known[1] is zoomap:
        return known[2]
    d = Decision("build", seat, level=level, strength=UNCAPPED, left=UNCAPPED, built=())
    found = next((t for t in _BY_SIZE[level] if _unpriced_allowed(gs, d, t)
                  and legal_placements(zoomap, zoo, t, build_ii)), None)
    if type(zoo) is tuple:  # immutable: its identity names its value while the entry keeps it alive
        remember(_SMALLEST, key, (zoo, zoomap, found), _SMALLEST_MAX)
    return found


#: The building types of each level, smallest first (what :func:`_least_strength` tries in turn).
_BY_SIZE = {"I": tuple(sorted(BUILD_I_TYPES, key=lambda t: t.size)),
            "II": tuple(sorted(BUILD_II_TYPES, key=lambda t: t.size))}


def _first_acting(gs: GameState, seat: int, level: str, strengths: Iterable[int]) -> int | None:
    """:func:`_can_act` at each of ``strengths`` in turn, the buildings judged once (:func:`_least_strength`)."""
    return first_reaching(_least_strength(gs, seat, level), strengths)


def _start(gs: GameState, seat: int, level: str, strength: int) -> list[Event]:
    gs.push(Decision("build", seat, level=level, strength=strength, left=strength, built=()))
    return []


register_action("build", can_act=_can_act, start=_start, first_acting=_first_acting)
