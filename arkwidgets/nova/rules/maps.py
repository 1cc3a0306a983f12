"""The advanced maps' own abilities (N-MAPX-1 … -8) and the map bonuses the rulebook never explains (NC-9, NC-18).

The rulebook says only that each advanced map has its own ability (N-MAP-9); the abilities are printed on the boards
and are in the data (``maps/<id>.json``, ``map_ability``). Each is one small function named after the project's own
rule id, hooked where the engine already has a hook, and does nothing on another map:

- N-MAPX-1 Observation Tower: an enclosure flipped to occupied beside the tower (``triggers.MAP_HOOKS``);
- N-MAPX-2 Outdoor Areas: enclosures beside the gate count 2 hexes larger (``housing.SIZE_HOOKS``);
- N-MAPX-3 Silver Lake: the lake's 2-money spaces (``placing.BONUS_READINGS``);
- N-MAPX-4 Commercial Harbor: once a turn, a hand card for 3 money (``turn.TURN_OPTIONS``, ``turn.TURN_END_QUESTIONS``);
- N-MAPX-5 Park Restaurant and N-MAPX-7 Ice Cream Parlors: break income (``breaks.INCOME_HOOKS``);
- N-MAPX-6 Research Institute: one missing condition of an animal ignored (``animals.CONDITION_WAIVERS``);
- N-MAPX-8 Hollywood Hills: a sponsor for each H space, then sponsors a level lower (``placing.COVER_HOOKS``,
  ``sponsors.LEVEL_HOOKS``).

The bonus kinds only the maps print are registered here too (``clever``, ``sponsor_bonus``, ``unidentified_icon``,
``free_special_enclosure``, ``kiosk_parlor``), so covering or uncovering any printed space always pays at once
(N-MAP-3, N-MAP-4); what each icon does is a decision of the project (docs/nova-decisions.md, ND-92 … ND-107).
"""

from __future__ import annotations

from ...i18n import N_, Nn_
from ...verdicts import Violation
from ..buildings import Building, building_type
from ..cards import AnimalCard, SponsorCard, card
from ..decisions import Decision
from ..events import Event, event
from ..hexes import Hex, format_hex
from ..moves import Discard, Move, Pass, Sponsor
from ..state import GameState
from ..words import CardName, CardNames, HexName, MoveName
from ..zoomap import Bonus, MapAbility, ZooMap, load_map
from . import QUESTIONS, register_bonus, register_question
from .animals import CONDITION_WAIVERS
from .bonuses import add_cards, gain_appeal, gain_money, upgrade
from .breaks import INCOME_HOOKS
from .deck import discard, draw
from .housing import SIZE_HOOKS, building_of, special_building
from .new_building import BONUS_READINGS, COVER_HOOKS, ask_free_building
from .sponsors import LEVEL_HOOKS
from .triggers import MAP_HOOKS
from .turn import TURN_END_QUESTIONS, TURN_OPTIONS, TurnOption

__all__ = [
    "ABILITY_RULES",
    "UNNAMED_ICONS",
    "harbor_connected",
    "institute_connected",
    "n_mapx_1_observation_tower",
    "n_mapx_2_gate_needed",
    "n_mapx_2_outdoor_areas",
    "n_mapx_3_silver_lake",
    "n_mapx_4_harbor_sale",
    "n_mapx_5_park_restaurant",
    "n_mapx_6_research_institute",
    "n_mapx_7_ice_cream_parlors",
    "n_mapx_8_hollywood_hills",
    "n_mapx_8_sponsor_level",
]

#: Each advanced map's ability (the data's ``kind``) and the rule id it acts under.
ABILITY_RULES = {
    "observation_tower": "N-MAPX-1", "outdoor_areas": "N-MAPX-2", "silver_lake": "N-MAPX-3",
    "commercial_harbor": "N-MAPX-4", "park_restaurant": "N-MAPX-5", "research_institute": "N-MAPX-6",
    "ice_cream_parlors": "N-MAPX-7", "hollywood_hills": "N-MAPX-8",
}
#: Observation Tower: appeal for each enclosure flipped to occupied beside the tower.
TOWER_APPEAL = 2
#: Outdoor Areas: the hexes an enclosure beside the gate counts larger.
GATE_SIZE = 2
#: Commercial Harbor: the money for the hand card.
HARBOR_MONEY = 3
#: Map 7's Pouch space (ND-95): appeal for each card tucked under the map.
POUCH_APPEAL = 2
#: What the left-edge icon no source names (``unidentified_icon``) is on each map that prints it (ND-94, ND-95).
UNNAMED_ICONS = {"3": "upgrade", "7": "pouch"}


def _ability(zoomap: ZooMap, kind: str) -> MapAbility | None:
    ability = zoomap.ability
    return ability if ability is not None and ability.kind == kind else None


def _mine(gs: GameState, seat: int, kind: str) -> MapAbility | None:
    """The ability ``kind`` if the map of ``seat`` has it, else None (asked at every turn and more: one call)."""
    ability = load_map(gs.players[seat].map_id).ability
    return ability if ability is not None and ability.kind == kind else None


def _name(gs: GameState, seat: int) -> str:
    return gs.players[seat].name


def _covered(gs: GameState, seat: int) -> frozenset[Hex]:
    return frozenset(h for b in gs.players[seat].buildings for h in b.cells)


def _only(cells: frozenset[Hex]) -> Hex:
    (h,) = cells
    return h


# ------------------------------------------------------------------------------- N-MAPX-1 Observation Tower
def n_mapx_1_observation_tower(gs: GameState, seat: int, number: int) -> list[Event]:
    """N-MAPX-1: an animal just moved into an *empty* standard enclosure that touches the tower space: the
    enclosure is flipped to occupied, so 2 appeal. An animal joining an occupied enclosure (Flock Animal) flips
    nothing; an enclosure emptied by a release and filled again flips again. Special enclosures never count."""
    tower = _mine(gs, seat, "observation_tower")
    if tower is None or not isinstance(card(number), AnimalCard):
        return []
    p = gs.players[seat]
    home = next((a.home for a in p.animals if a.card == number), None)
    if not isinstance(home, tuple) or sum(1 for a in p.animals if a.home == home) != 1:
        return []
    b = building_of(p, home)
    spot = _only(tower.cells)
    if b is None or not b.cells & set(load_map(p.map_id).adjacent(spot)):
        return []
    return [event("tower", "N-MAPX-1", N_("{player}'s enclosure at {hex} beside the observation tower is flipped to "
                                          "occupied"), player=p.name, hex=HexName(format_hex(home))),
            *gain_appeal(gs, seat, TOWER_APPEAL, "N-MAPX-1")]


# ----------------------------------------------------------------------------------- N-MAPX-2 Outdoor Areas
def n_mapx_2_outdoor_areas(gs: GameState, seat: int, b: Building) -> int:
    """N-MAPX-2: a standard enclosure touching the gate space counts 2 hexes larger for the animals it may hold
    (ND-102: housing only; an animal's own size, which projects and scoring count, never changes)."""
    zoomap = load_map(gs.players[seat].map_id)
    known = _BESIDE_GATE.get(zoomap.id)  # read at every enclosure's size: the table first, without a call
    beside = known[1] if known is not None and known[0] is zoomap else _beside_gate(zoomap)
    if beside is None or building_type(b.type).category != "standard":
        return 0
    return GATE_SIZE if b.cells & beside else 0


#: Per map id: the map and the hexes beside its gate (None: no gate), kept with the map and checked with ``is`` so
#: that another map of the same id is never confused; the size of every enclosure is read through it.
_BESIDE_GATE: dict[str, tuple[ZooMap, frozenset[Hex] | None]] = {}


def _beside_gate(zoomap: ZooMap) -> frozenset[Hex] | None:
    """N-MAPX-2: the hexes touching the gate space, or None on a map without Outdoor Areas."""
    known = _BESIDE_GATE.get(zoomap.id)
    if known is None or known[0] is not zoomap:
        gate = _ability(zoomap, "outdoor_areas")
        known = _BESIDE_GATE[zoomap.id] = (zoomap, None if gate is None else
                                           frozenset(zoomap.adjacent(_only(gate.cells))))
    return known[1]


def n_mapx_2_gate_needed(gs: GameState, seat: int, number: int) -> list[Event]:
    """N-MAPX-2 as an event: the animal just moved into an enclosure beside the gate that it fits only because the
    gate makes it larger (nothing is gained; the log shows why the move was legal)."""
    c = card(number)
    if _mine(gs, seat, "outdoor_areas") is None or not isinstance(c, AnimalCard):
        return []
    p = gs.players[seat]
    home = next((a.home for a in p.animals if a.card == number), None)
    b = building_of(p, home) if isinstance(home, tuple) else None
    if b is None or b.size >= c.size or not n_mapx_2_outdoor_areas(gs, seat, b):
        return []
    return [event("gate", "N-MAPX-2", N_("{player}'s enclosure at {hex} beside the gate counts as size {size} for "
                                         "{card}"), player=p.name, hex=HexName(format_hex(b.anchor)),
                  size=b.size + GATE_SIZE, card=CardName(c.number))]


# ------------------------------------------------------------------------------------- N-MAPX-3 Silver Lake
def n_mapx_3_silver_lake(map_id: str, h: Hex, bonus: Bonus) -> tuple[str, int, str] | None:
    """N-MAPX-3: the lake's printed 2-money spaces are the map's ability; they pay like any placement bonus (at
    once, once, N-MAP-3), under the ability's id."""
    lake = _ability(load_map(map_id), "silver_lake")
    if lake is None or h not in lake.cells:
        return None
    return bonus.type, bonus.value, "N-MAPX-3"


def nd_m7_one_multiplier_token(map_id: str, h: Hex, bonus: Bonus) -> tuple[str, int, str] | None:
    """ND-98: map 4's "x2" space gives one multiplier token; the 2 is the ×2 printed on the token (ND-64)."""
    if bonus.type != "multiplier":
        return None
    return "multiplier", 1, "N-BUILD-13"


# ------------------------------------------------------------------------------- N-MAPX-4 Commercial Harbor
def harbor_connected(gs: GameState, seat: int) -> bool:
    """N-MAPX-4: the harbor is connected once a building of the player covers the one space touching it."""
    harbor = _mine(gs, seat, "commercial_harbor")
    return harbor is not None and _only(harbor.cells) in _covered(gs, seat)


def _sale_key(gs: GameState) -> str:
    return f"harbor@{gs.turn}"


def n_mapx_4_harbor_sale(gs: GameState, seat: int, move: Move) -> list[Violation] | None:
    """N-MAPX-4: once the harbor is connected, once in each of its owner's turns, a card from the hand is discarded
    for 3 money. ``None`` when the player's map has no harbor (the move is then no harbor sale)."""
    harbor = _mine(gs, seat, "commercial_harbor")
    if harbor is None or not isinstance(move, Discard):
        return None
    p = gs.players[seat]
    if not harbor_connected(gs, seat):
        return [Violation("N-MAPX-4", N_("the harbor sells a card only once a building of yours covers {hex}"),
                          hex=HexName(format_hex(_only(harbor.cells))))]
    if _sale_key(gs) in p.once:
        return [Violation("N-MAPX-4", N_("{player} already sold a card at the harbor this turn"), player=p.name)]
    if move.card not in p.hand:
        return [Violation("N-MAPX-4", N_("{card} is not in {player}'s hand"), card=CardName(move.card),
                          player=p.name)]
    return []


def _sale_moves(gs: GameState, seat: int) -> list[Move]:
    p = gs.players[seat]
    if not harbor_connected(gs, seat) or _sale_key(gs) in p.once:
        return []
    return [Discard(c) for c in sorted(set(p.hand))]


def _sell(gs: GameState, seat: int, move: Move) -> list[Event]:
    assert isinstance(move, Discard)
    p = gs.players[seat]
    hand = list(p.hand)
    hand.remove(move.card)
    p.hand = tuple(hand)
    discard(gs, (move.card,))
    p.once = (*(k for k in p.once if not k.startswith("harbor@")), _sale_key(gs))
    return [event("harbor", "N-MAPX-4", N_("{player} sells {card} at the harbor"), player=p.name,
                  card=CardName(move.card)),
            *gain_money(gs, seat, HARBOR_MONEY, "N-MAPX-4")]


def _harbor_offer(gs: GameState, seat: int) -> list[Decision]:
    """ND-105: the sale not made before the action is offered once more when the action is over."""
    return [Decision("harbor-sale", seat)] if _sale_moves(gs, seat) else []


def _harbor_candidates(gs: GameState, d: Decision) -> list[Move]:
    return [*_sale_moves(gs, d.player), Pass()]


def _harbor_violations(gs: GameState, d: Decision, move: Move, report: bool) -> list[Violation]:
    if isinstance(move, Pass):
        return []
    return n_mapx_4_harbor_sale(gs, d.player, move) or []


def _harbor_apply(gs: GameState, d: Decision, move: Move) -> list[Event]:
    if isinstance(move, Pass):
        return []
    return _sell(gs, d.player, move)


# -------------------------------------------------------------------------------- N-MAPX-5 Park Restaurant
def n_mapx_5_park_restaurant(gs: GameState, seat: int) -> list[Event]:
    """N-MAPX-5: at each break's income, 1 money per space touching the restaurant that a building of the player
    covers (spaces, not buildings: one building on two of them pays 2; any building, occupied or not)."""
    restaurant = _mine(gs, seat, "park_restaurant")
    if restaurant is None:
        return []
    around = set(load_map(gs.players[seat].map_id).adjacent(_only(restaurant.cells)))
    count = len(around & _covered(gs, seat))
    if not count:
        return []
    return [event("restaurant", "N-MAPX-5", Nn_("{player}'s park restaurant: {count} covered space beside it",
                                                      "{player}'s park restaurant: {count} covered spaces beside it"),
                  player=_name(gs, seat), count=count), *gain_money(gs, seat, count, "N-MAPX-5")]


# ----------------------------------------------------------------------------- N-MAPX-6 Research Institute
def institute_connected(gs: GameState, seat: int) -> bool:
    """N-MAPX-6: the institute is connected once a building of the player covers the one space touching it."""
    institute = _mine(gs, seat, "research_institute")
    return institute is not None and _only(institute.cells) in _covered(gs, seat)


def n_mapx_6_research_institute(gs: GameState, seat: int, c: AnimalCard, short: int) -> str | None:
    """N-MAPX-6: once connected, an animal may be played one printed condition short (ND-103: one icon, the partner
    zoo or Animals II); its rock and water needs are its enclosure's (N-ANIM-6) and are never ignored."""
    return "N-MAPX-6" if short == 1 and institute_connected(gs, seat) else None


# ----------------------------------------------------------------------------- N-MAPX-7 Ice Cream Parlors
def n_mapx_7_ice_cream_parlors(gs: GameState, seat: int) -> list[Event]:
    """N-MAPX-7: once buildings of the player cover all three parlor spaces, each break's income adds 1 money per
    kiosk the player owns."""
    parlors = _mine(gs, seat, "ice_cream_parlors")
    if parlors is None or not parlors.cells <= _covered(gs, seat):
        return []
    kiosks = sum(1 for b in gs.players[seat].buildings if b.type == "kiosk")
    if not kiosks:
        return []
    return [event("parlors", "N-MAPX-7", Nn_("{player}'s ice-cream parlors: 1 money for {count} kiosk",
                                                  "{player}'s ice-cream parlors: 1 money for each of {count} kiosks"),
                  player=_name(gs, seat), count=kiosks), *gain_money(gs, seat, kiosks, "N-MAPX-7")]


def _parlor_covered(gs: GameState, seat: int, value: int, rule: str) -> list[Event]:
    """The parlor icon (``kiosk_parlor``): ND-97, it gives nothing by itself; covering it counts toward N-MAPX-7."""
    parlors = _mine(gs, seat, "ice_cream_parlors")
    if parlors is None:
        return []
    done = len(parlors.cells & _covered(gs, seat))
    out = [event("parlor", "N-MAPX-7", N_("{player} covers an ice-cream parlor space ({count} of {total})"),
                 player=_name(gs, seat), count=done, total=len(parlors.cells))]
    if done == len(parlors.cells):
        out.append(event("parlors-open", "N-MAPX-7", N_("{player}'s parlors are all covered: every break now pays 1 "
                                                        "money per kiosk"), player=_name(gs, seat)))
    return out


# ------------------------------------------------------------------------------- N-MAPX-8 Hollywood Hills
def n_mapx_8_hollywood_hills(gs: GameState, seat: int, b: Building) -> list[Event]:
    """N-MAPX-8: each H space the new building covers turns up deck cards one by one until a sponsor appears; the
    player takes it, the other cards go face up on the discard pile (the deck reshuffles as always, ND-23; when deck
    and discard pile hold no sponsor, none is found, ND-104). An H is no placement bonus."""
    hills = _mine(gs, seat, "hollywood_hills")
    if hills is None:
        return []
    events: list[Event] = []
    for h in sorted(b.cells & hills.cells):
        events += _search_sponsor(gs, seat, h)
    if hills.cells & b.cells and hills.cells <= _covered(gs, seat):
        events.append(event("hills-complete", "N-MAPX-8", N_("{player} has covered all three H spaces: the sponsors "
                                                             "{player} plays count one level lower"),
                            player=_name(gs, seat)))
    return events


def _search_sponsor(gs: GameState, seat: int, h: Hex) -> list[Event]:
    turned: list[int] = []
    found: int | None = None
    events: list[Event] = []
    while found is None and (gs.deck or gs.discard):
        cards, drew = draw(gs, 1, "N-MAPX-8")  # the cards turned up stay aside, so a reshuffle never meets them
        events += drew
        if isinstance(card(cards[0]), SponsorCard):
            found = cards[0]
        else:
            turned.append(cards[0])
    discard(gs, tuple(turned))
    if found is None:
        return [*events, event("hills", "N-MAPX-8", Nn_("{player} covers the H space {hex}: {count} card turned up, "
                                                        "not a sponsor", "{player} covers the H space {hex}: {count} "
                                                        "cards turned up, no sponsor among them"),
                               player=_name(gs, seat),
                               hex=HexName(format_hex(h)), count=len(turned))]
    add_cards(gs, seat, (found,))
    return [*events, event("hills", "N-MAPX-8", N_("{player} covers the H space {hex}: takes the sponsor {card}, "
                                                   "discards {cards}"), player=_name(gs,
                                                                                     seat), hex=HexName(format_hex(h)),
                           card=CardName(found), cards=CardNames(turned))]


def n_mapx_8_sponsor_level(gs: GameState, seat: int) -> int:
    """N-MAPX-8: once all three H spaces are covered, every sponsor the player plays counts one level lower (for
    N-SPON-1 and N-SPON-4, never below 0, ND-104)."""
    hills = _mine(gs, seat, "hollywood_hills")
    return 1 if hills is not None and hills.cells <= _covered(gs, seat) else 0


# --------------------------------------------------------------------- the bonuses only maps print (NC-9)
def _in_own_action(gs: GameState, seat: int) -> bool:
    """Is an action of ``seat`` under way (its card not yet moved to slot 1, N-TURN-4)?"""
    return any(d.kind == "finish-action" and d.player == seat for d in gs.pending)


def nd_m1_clever(gs: GameState, seat: int, value: int, rule: str) -> list[Event]:
    """ND-92: the Clever icon (a placement space, map 6's left slot ×2): ``value`` times, the player may move any
    action card to slot 1. Gained during the player's action it acts after the action, like the Clever ability
    (N-EFF-2); gained outside an action (at a break) it acts at once."""
    for _ in range(max(0, value)):
        if _in_own_action(gs, seat):
            gs.queue_after(Decision("clever", seat))
        else:
            gs.push(Decision("clever", seat))
    return [event("clever", rule, Nn_("{player} may move an action card to slot 1 ({count} time)",
                                "{player} may move an action card to slot 1 ({count} times)"),
                  player=_name(gs, seat), count=value)]


def _probe(gs: GameState, seat: int) -> Decision:
    """The Sponsors I play the sponsor bonus allows (ND-93): one card from the hand at the Sponsors card's slot."""
    strength = gs.players[seat].slot("sponsors")
    return Decision("sponsors", seat, level="I", strength=strength, left=strength, played=0)


def _sponsor_candidates(gs: GameState, d: Decision) -> list[Move]:
    plays = [m for m in QUESTIONS["sponsors"].candidates(gs, _probe(gs, d.player)) if isinstance(m, Sponsor)]
    return [*plays, Pass()]


def nd_m2_sponsor_bonus(gs: GameState, seat: int, value: int, rule: str) -> list[Event]:
    """ND-93: the "X + @" icon lets the player play one sponsor card from the hand at once, by the Sponsors I rules
    at the strength of the Sponsors card's slot, or pass; lost when no sponsor can be played (ND-43)."""
    if len(_sponsor_candidates(gs, Decision("sponsor-bonus", seat))) == 1:
        return [event("lost", "ND-43", N_("{player} can play no sponsor card now: the sponsor bonus is lost"),
                      player=_name(gs, seat))]
    for _ in range(max(0, value)):
        gs.push(Decision("sponsor-bonus", seat, rule=rule))
    return []


def _sponsor_violations(gs: GameState, d: Decision, move: Move, report: bool) -> list[Violation]:
    if isinstance(move, Pass):
        return []
    return QUESTIONS["sponsors"].violations(gs, _probe(gs, d.player), move, report)


def _sponsor_apply(gs: GameState, d: Decision, move: Move) -> list[Event]:
    if isinstance(move, Pass):
        return [event("pass", d["rule"], N_("{player} plays no sponsor with the bonus"), player=_name(gs, d.player))]
    return list(QUESTIONS["sponsors"].apply(gs, _probe(gs, d.player), move))


def nd_m3_m4_unidentified_icon(gs: GameState, seat: int, value: int, rule: str) -> list[Event]:
    """The two left-edge icons no source names (``unidentified_icon``): ND-94, map 3's action card turning over is an
    upgrade; ND-95, map 7's animal head with 2 is Pouch 2 (up to 2 hand cards tucked under the map, 2 appeal each)."""
    if UNNAMED_ICONS[gs.players[seat].map_id] == "pouch":
        if not gs.players[seat].hand:
            return [event("lost", "ND-43", N_("{player} has no hand card to tuck under the map"),
                          player=_name(gs, seat))]
        gs.push(Decision("map-pouch", seat, left=value, rule=rule))
        return []
    return [e for _ in range(max(0, value)) for e in upgrade(gs, seat, rule)]


def _pouch_candidates(gs: GameState, d: Decision) -> list[Move]:
    return [*(Discard(c) for c in sorted(set(gs.players[d.player].hand))), Pass()]


def _pouch_violations(gs: GameState, d: Decision, move: Move, report: bool) -> list[Violation]:
    if move in _pouch_candidates(gs, d):
        return []
    return [Violation(d["rule"], N_("{move}: tuck a card of your hand under the map, or pass"),
                      move=MoveName(str(move)))]


def _pouch_apply(gs: GameState, d: Decision, move: Move) -> list[Event]:
    if isinstance(move, Pass):
        return []
    assert isinstance(move, Discard)
    p = gs.players[d.player]
    hand = list(p.hand)
    hand.remove(move.card)
    p.hand = tuple(hand)
    p.under_map = (*p.under_map, move.card)
    if d["left"] > 1 and p.hand:
        gs.push(d.with_(left=d["left"] - 1))
    return [event("pouch", d["rule"], N_("{player} tucks a card under the map"), player=p.name),
            *gain_appeal(gs, d.player, POUCH_APPEAL, d["rule"])]


def nd_m5_free_special_enclosure(gs: GameState, seat: int, value: int, rule: str) -> list[Event]:
    """ND-96: map 5's left slot builds a reptile house or a large bird aviary for free, even with Build on level I,
    by every placement rule (ND-34) and only of a kind the player does not have yet (N-BUILD-5)."""
    p = gs.players[seat]
    kinds = tuple(k for k in ("reptile-house", "large-bird-aviary") if special_building(p, k) is None)
    if not kinds:
        return [event("lost", "ND-43", N_("{player} already has a reptile house and a large bird aviary: the free "
                                          "special enclosure is lost"), player=p.name)]
    return ask_free_building(gs, seat, kinds, rule, times=max(1, value))


# ------------------------------------------------------------------------------------------- registration
MAP_HOOKS.extend((n_mapx_1_observation_tower, n_mapx_2_gate_needed))
SIZE_HOOKS.append(n_mapx_2_outdoor_areas)
BONUS_READINGS.extend((n_mapx_3_silver_lake, nd_m7_one_multiplier_token))
TURN_OPTIONS.append(TurnOption(_sale_moves, n_mapx_4_harbor_sale, _sell))
TURN_END_QUESTIONS.append(_harbor_offer)
INCOME_HOOKS.extend((n_mapx_5_park_restaurant, n_mapx_7_ice_cream_parlors))
CONDITION_WAIVERS.append(n_mapx_6_research_institute)
COVER_HOOKS.append(n_mapx_8_hollywood_hills)
LEVEL_HOOKS.append(n_mapx_8_sponsor_level)

register_bonus("clever", nd_m1_clever)
register_bonus("sponsor_bonus", nd_m2_sponsor_bonus)
register_bonus("unidentified_icon", nd_m3_m4_unidentified_icon)
register_bonus("free_special_enclosure", nd_m5_free_special_enclosure)
register_bonus("kiosk_parlor", _parlor_covered)
register_question("harbor-sale", candidates=_harbor_candidates, violations=_harbor_violations, apply=_harbor_apply,
                  moves=(Discard, Pass), rule="N-MAPX-4",
                  description=N_("{player}: sell a hand card at the harbor for 3 money, or pass"))
register_question("sponsor-bonus", candidates=_sponsor_candidates, violations=_sponsor_violations,
                  apply=_sponsor_apply, moves=(Sponsor, Pass), rule="N-SPON-1",
                  description=N_("{player}: play a sponsor card from your hand with the sponsor bonus, or pass"))
register_question("map-pouch", candidates=_pouch_candidates, violations=_pouch_violations, apply=_pouch_apply,
                  moves=(Discard, Pass), rule="N-MAP-4",
                  description=N_("{player}: tuck a hand card under your map for 2 appeal ({left} more at most), or "
                                 "pass"))
