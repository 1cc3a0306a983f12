"""Sponsor effects on the zoo map and its buildings (N-SPON-2, -10; ND-78, ND-79, ND-80, ND-84, ND-85).

- Engineer (217): once a Build action has placed its buildings, one more of a kind it placed (kiosk, pavilion or
  standard enclosure of that size) may be bought, outside the strength (ND-78).
- Diversity Researcher (219): its owner builds on rock and water too, and no rock/water need applies in that zoo
  (:data:`.placing.MAP_HOOKS`, :data:`.housing.TERRAIN_WAIVERS`, ND-79).
- Archaeologist (221): each border hex whose placement bonus a building takes gives one more placement bonus, that
  of any uncovered bonus hex of the map (ND-80).
- Hydrologist (241), Geologist (242): money for each newly covered hex that touches water / rock; 1 CP at the end
  when every water / rock hex is connected (ND-84).
- Native Seabirds (258), Native Lizards (259), Native Farm Animals (260), Free-Range New World Monkeys (264): appeal
  for connected hexes now, CP for unconnected ones at the end (ND-85).

"Connected" is ND-49's reading: a hex one of the player's buildings covers or touches.
"""

from __future__ import annotations

from dataclasses import replace

from ...i18n import N_
from ...verdicts import Violation
from ..buildings import Building, building_type
from ..cards import ROCK, WATER
from ..decisions import Decision
from ..events import Event, event
from ..hexes import Hex
from ..moves import Build, Choose, Move, Pass
from ..state import GameState
from ..words import ABuilding, BuildingName, CardName, Either, PrintedBonus
from ..zoomap import Bonus, ZooMap, load_map
from . import BONUSES, register_effect, register_question
from .bonuses import gain_appeal, gain_bonus, gain_money, pay
from .build import END_HOOKS, building_cost
from .housing import TERRAIN_WAIVERS
from .new_building import (
    MAP_HOOKS,
    PLACED_HOOKS,
    build_move,
    free_placements,
    place_building,
    placement_of,
    where_violations,
)
from .sponsor_effects import effect, register_ongoing, rule_part, sponsor_values
from .zoo_icons import zoo_icons

__all__ = [
    "ARCHAEOLOGIST",
    "ENGINEER",
    "bonus_word",
    "connected",
    "nd_s6_engineer",
    "nd_s7_build_on_rock_water",
    "nd_s7_needs_waived",
    "nd_s8_archaeologist",
    "nd_s12_money_by_terrain",
]

ENGINEER, ARCHAEOLOGIST = 217, 221
#: Building kinds Engineer may buy again (special enclosures excluded).
ENGINEER_KINDS = ("kiosk", "pavilion", "standard")


def _name(gs: GameState, seat: int) -> str:
    return gs.players[seat].name


def _covered(gs: GameState, seat: int, but: Building | None = None) -> set[Hex]:
    return {h for b in gs.players[seat].buildings if b is not but for h in b.cells}


def connected(gs: GameState, seat: int) -> set[Hex]:
    """ND-49, ND-85: the hexes of the map one of the player's buildings covers or touches."""
    zoomap = load_map(gs.players[seat].map_id)
    covered = _covered(gs, seat)
    return covered | {n for h in covered for n in zoomap.adjacent(h)}


# ------------------------------------------------------------------------------------------ Engineer (217)
def nd_s6_engineer(gs: GameState, seat: int, built: tuple[str, ...]) -> list[Event]:
    """ND-78: when a Build action of Engineer's owner has placed its buildings, one more of a kind it placed."""
    if ENGINEER not in gs.players[seat].sponsors:
        return []
    kinds = tuple(t for t in dict.fromkeys(built) if building_type(t).category in ENGINEER_KINDS)
    if kinds:
        gs.push(Decision("engineer", seat, types=kinds))
    return []


def _engineer_moves(gs: GameState, d: Decision) -> list[Move]:
    money = gs.players[d.player].money
    return [build_move(b) for t in d["types"] if building_cost(building_type(t)) <= money
            for b in free_placements(gs, d.player, t)]


def _engineer_can_build(gs: GameState, d: Decision) -> bool:
    """Has :func:`_engineer_moves` a move (a kind paid for with a free place), without making the moves?"""
    money = gs.players[d.player].money
    return any(free_placements(gs, d.player, t) for t in d["types"] if building_cost(building_type(t)) <= money)


def _engineer_resolve(gs: GameState, d: Decision) -> list[Event]:
    if _engineer_can_build(gs, d):
        gs.push(Decision("engineer-build", d.player, types=d["types"]))
        return []
    return [event("pass", "ND-78", N_("{player}: {card} offers one more {types}, but none can be paid for and "
                                      "placed"), player=_name(gs, d.player), card=CardName(ENGINEER),
                  types=Either(BuildingName(k) for k in d["types"]))]


def _engineer_violations(gs: GameState, d: Decision, move: Move, report: bool) -> list[Violation]:
    if isinstance(move, Pass):
        return []
    assert isinstance(move, Build)
    found: list[Violation] = []
    if move.kind not in d["types"]:
        found.append(Violation("ND-78", N_("{card} buys one more building of a kind this action placed ({types}); "
                                           "not {building}"), card=CardName(ENGINEER),
                                   types=Either(BuildingName(k) for k in d["types"]), building=ABuilding(move.kind)))
    else:
        cost, money = building_cost(building_type(move.kind)), gs.players[d.player].money
        if money < cost:
            found.append(Violation("N-BUILD-4", N_("{building} costs {cost} money; {player} has {money}"),
                                   building=ABuilding(move.kind), cost=cost, player=_name(gs, d.player), money=money))
    if found and not report:
        return found
    return found + where_violations(gs, d.player, move, report)


def _engineer_apply(gs: GameState, d: Decision, move: Move) -> list[Event]:
    if isinstance(move, Pass):
        return [event("pass", "ND-78", N_("{player} builds nothing more with {card}"), player=_name(gs, d.player),
                      card=CardName(ENGINEER))]
    assert isinstance(move, Build)
    events = pay(gs, d.player, building_cost(building_type(move.kind)), "N-BUILD-4")
    return events + place_building(gs, d.player, placement_of(move), "ND-78")


register_ongoing(ENGINEER, "nd_s6_engineer")
END_HOOKS.append(nd_s6_engineer)
register_effect("engineer", _engineer_resolve)
register_question("engineer-build", candidates=lambda gs, d: [*_engineer_moves(gs, d), Pass()],
                  violations=_engineer_violations, apply=_engineer_apply, moves=(Build, Pass), rule="ND-78",
                  description=N_("{player}: {card}: buy one more {types} (it costs its usual price), or pass"),
                  words={"types": lambda types: Either(BuildingName(k) for k in types),
                         "card": lambda _card: CardName(ENGINEER)})


# ------------------------------------------------------------------------------- Diversity Researcher (219)
_OPEN_MAPS: dict[str, tuple[ZooMap, ZooMap]] = {}


def _open(zoomap: ZooMap) -> ZooMap:
    """The map with its rock and water hexes as building hexes (kept apart from the printed map's caches by id)."""
    known = _OPEN_MAPS.get(zoomap.id)
    if known is None or known[0] is not zoomap:
        opened = replace(zoomap, id=f"{zoomap.id}+rock+water", rock=frozenset(), water=frozenset(),
                         building_hexes=zoomap.building_hexes | zoomap.rock | zoomap.water)
        known = _OPEN_MAPS[zoomap.id] = (zoomap, opened)
    return known[1]


def nd_s7_build_on_rock_water(gs: GameState, seat: int, zoomap: ZooMap) -> ZooMap:
    """ND-79: Diversity Researcher's owner may cover rock and water hexes; every other placement rule holds."""
    return _open(zoomap) if sponsor_values(gs, seat, "build_on_rock_water") else zoomap


def nd_s7_needs_waived(gs: GameState, seat: int) -> bool:
    """ND-79: no rock/water need applies in Diversity Researcher's zoo (animals, unique buildings)."""
    return bool(sponsor_values(gs, seat, "ignore_rock_water_needs"))


@effect("end_appeal_per_rock_water_pair", "end")
def _end_pairs(gs: GameState, seat: int, number: int, value: str) -> int:
    """ND-55: appeal per pair of a water and a rock icon, at most the card's number of pairs."""
    each, cap = value.split(":")
    icons = zoo_icons(gs, seat)
    gain_appeal(gs, seat, min(icons[WATER], icons[ROCK], int(cap.removeprefix("max"))) * int(each), "N-END-7")
    return 0


rule_part("build_on_rock_water")
rule_part("ignore_rock_water_needs")
MAP_HOOKS.append(nd_s7_build_on_rock_water)
TERRAIN_WAIVERS.append(nd_s7_needs_waived)


# ------------------------------------------------------------------------------------- Archaeologist (221)
def bonus_word(bonus: Bonus) -> str:
    """How an answer names a placement bonus: ``money-5``, ``take-card-1``."""
    return f"{bonus.type}-{bonus.value}".replace("_", "-")


def _free_bonuses(gs: GameState, seat: int) -> dict[str, Bonus]:
    """The placement bonuses of the map's uncovered hexes the engine can give, by answer word."""
    zoomap = load_map(gs.players[seat].map_id)
    covered = _covered(gs, seat)
    return {bonus_word(b): b for h, b in sorted(zoomap.bonuses) if h not in covered and b.type in BONUSES}


def nd_s8_archaeologist(gs: GameState, seat: int, b: Building) -> list[Event]:
    """ND-80: each border hex of ``b`` whose placement bonus was gained gives one more placement bonus."""
    if ARCHAEOLOGIST not in gs.players[seat].sponsors:
        return []
    zoomap = load_map(gs.players[seat].map_id)
    for h in sorted(b.cells & zoomap.border):
        bonus = zoomap.placement_bonus(h)
        if bonus is not None and bonus.type in BONUSES:
            gs.push(Decision("archaeologist", seat))
    return []


def _archaeologist_resolve(gs: GameState, d: Decision) -> list[Event]:
    if _free_bonuses(gs, d.player):
        gs.push(Decision("archaeologist-bonus", d.player))
        return []
    return [event("lost", "ND-43", N_("{player}: {card} finds no uncovered placement bonus; the bonus is "
                                      "lost"), player=_name(gs, d.player), card=CardName(ARCHAEOLOGIST))]


def _archaeologist_violations(gs: GameState, d: Decision, move: Move, report: bool) -> list[Violation]:
    assert isinstance(move, Choose)
    offer = _free_bonuses(gs, d.player)
    if move.option != "bonus" or move.arg not in offer:
        return [Violation("ND-80", N_("{card} gives the bonus of an uncovered bonus hex of your map: "
                                      "{offer}"), card=CardName(ARCHAEOLOGIST),
                          offer=Either(PrintedBonus(str(b)) for b in offer.values()))]
    return []


def _archaeologist_apply(gs: GameState, d: Decision, move: Move) -> list[Event]:
    assert isinstance(move, Choose) and move.arg is not None
    bonus = _free_bonuses(gs, d.player)[move.arg]
    return [event("archaeologist", "ND-80", N_("{player}: {card} gives the bonus {bonus} once more"),
                  player=_name(gs, d.player), card=CardName(ARCHAEOLOGIST), bonus=PrintedBonus(str(bonus))),
            *gain_bonus(gs, d.player, bonus.type, bonus.value, "ND-80")]


register_ongoing(ARCHAEOLOGIST, "nd_s8_archaeologist")
PLACED_HOOKS.append(nd_s8_archaeologist)
register_effect("archaeologist", _archaeologist_resolve)
register_question("archaeologist-bonus",
                  candidates=lambda gs, d: [Choose("bonus", w) for w in _free_bonuses(gs, d.player)],
                  violations=_archaeologist_violations, apply=_archaeologist_apply, moves=(Choose,), rule="ND-80",
                  description=N_("{player}: {card}: choose the placement bonus of an uncovered hex"),
                  words={"card": lambda _card: CardName(ARCHAEOLOGIST)})


# -------------------------------------------------------------------------- Hydrologist, Geologist (241, 242)
def _terrain(zoomap: ZooMap, word: str) -> frozenset[Hex]:
    return zoomap.water if word == WATER else zoomap.rock


def nd_s12_money_by_terrain(gs: GameState, seat: int, b: Building) -> list[Event]:
    """ND-84: money for each hex of the new building that touches a water (rock) hex no other building covers."""
    events: list[Event] = []
    zoomap = load_map(gs.players[seat].map_id)
    for _, value in sponsor_values(gs, seat, "money_per_covered_space_next_to"):
        word, each = value.split(":")
        free = _terrain(zoomap, word) - _covered(gs, seat, but=b)
        count = sum(1 for h in b.cells if any(n in free for n in zoomap.adjacent(h)))
        events += gain_money(gs, seat, count * int(each), "ND-84")
    return events


def _all_connected(gs: GameState, seat: int, word: str) -> bool:
    """ND-84, ND-49: is every water (rock) hex of the map covered or touched by one of the player's buildings?"""
    return _terrain(load_map(gs.players[seat].map_id), word) <= connected(gs, seat)


@effect("end_cp_if_all_water_connected", "end")
def _end_water_connected(gs: GameState, seat: int, number: int, value: str) -> int:
    """Hydrologist: CP when every water hex is connected."""
    return int(value) if _all_connected(gs, seat, WATER) else 0


@effect("end_cp_if_all_rock_connected", "end")
def _end_rock_connected(gs: GameState, seat: int, number: int, value: str) -> int:
    """Geologist: CP when every rock hex is connected."""
    return int(value) if _all_connected(gs, seat, ROCK) else 0


rule_part("money_per_covered_space_next_to")
PLACED_HOOKS.append(nd_s12_money_by_terrain)


# ------------------------------------------------------------------- Native Seabirds / Lizards / Farm / Monkeys
def _spaces(gs: GameState, seat: int, what: str) -> set[Hex]:
    """The uncovered hexes a "connected" effect counts: water, rock, empty border building hexes, bonus hexes."""
    zoomap = load_map(gs.players[seat].map_id)
    spaces = {WATER: zoomap.water, ROCK: zoomap.rock, "empty_border_space": zoomap.border & zoomap.building_hexes,
              "placement_bonus_space": frozenset(h for h, _ in zoomap.bonuses)}[what]
    return set(spaces) - _covered(gs, seat)


@effect("imm_appeal_per_connected", "now")
def _imm_connected(gs: GameState, seat: int, number: int, value: str) -> list[Event]:
    """ND-85: appeal per uncovered hex of the kind that a building of the player touches."""
    what, each = value.split(":")
    return gain_appeal(gs, seat, len(_spaces(gs, seat, what) & connected(gs, seat)) * int(each), "N-SPON-2")


@effect("end_cp_per_unconnected", "end")
def _end_unconnected(gs: GameState, seat: int, number: int, value: str) -> int:
    """ND-85: CP per so many hexes of the kind that no building of the player covers or touches."""
    what, per, cp = value.split(":")
    return len(_spaces(gs, seat, what) - connected(gs, seat)) // int(per) * int(cp)


def _groups(cells: set[Hex], zoomap: ZooMap) -> list[int]:
    """The sizes of the groups of touching hexes among ``cells``."""
    left, sizes = set(cells), []
    while left:
        todo, size = [left.pop()], 0
        while todo:
            size += 1
            for n in zoomap.adjacent(todo.pop()):
                if n in left:
                    left.remove(n)
                    todo.append(n)
        sizes.append(size)
    return sizes


@effect("end_cp_per_empty_group", "end")
def _end_empty_groups(gs: GameState, seat: int, number: int, value: str) -> int:
    """ND-85: Native Farm Animals: each group of touching uncovered building hexes gives CP per so many hexes."""
    per, cp = (int(x) for x in value.split(":"))
    zoomap = load_map(gs.players[seat].map_id)
    empty = set(zoomap.building_hexes) - _covered(gs, seat)
    return sum(size // per for size in _groups(empty, zoomap)) * cp
