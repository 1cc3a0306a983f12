"""Where an animal can live (N-ANIM-6 … -8, -14 … -16, N-ICON-1, ND-10, ND-57): enclosures, spaces and terrain.

The engine records each animal's home (``ZooAnimal.home``, N-ANIM-16): the anchor of a standard enclosure, which is
then occupied (flipped), or the name of a special enclosure with the player tokens it uses there. Everything here is
read from that record and the player's buildings, so "is this enclosure free?" is answered in one place for the
Animals action, the transfer into a new reptile house or aviary (N-BUILD-17) and the release of animals (N-PROJ-7).

When an animal leaves a standard enclosure (a release, N-PROJ-8, or a move into a new reptile house or aviary,
N-ANIM-15) the rulebook does not flip back *its* enclosure but the smallest occupied standard enclosure that meets its
needs (ND-10; P.12, P.15): :func:`enclosures_to_free` finds them, several equally small ones being the player's
choice (question ``free-enclosure``, ND-89), and :func:`rehome` keeps the record whole: the animals recorded in the
enclosure that goes back to empty are recorded, from then on, in the one the leaving animal vacated.

Special-enclosure capacities are not printed in the rulebook (NC-10); :data:`SPECIAL_CAPACITY` holds the spaces of
each tile (ND-57, docs/nova-decisions.md, with its sources).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from types import MappingProxyType

from ...i18n import N_, Nn_
from ...verdicts import Violation
from ..buildings import Building, building_type, count_adjacent_terrain
from ..cards import AnimalCard
from ..cards import card as card_of
from ..decisions import Decision
from ..events import Event, event
from ..hexes import format_hex
from ..memo import remember
from ..moves import SPECIAL_ENCLOSURES, Choose, Hex, Move
from ..state import GameState, PlayerState, ZooAnimal
from ..words import (
    HEXES,
    ABuilding,
    BuildingName,
    CardName,
    Counted,
    HexName,
    IconName,
    MoveName,
    NumberedHexes,
    TheBuilding,
)
from ..zoomap import load_map
from . import register_question

__all__ = [
    "SIZE_HOOKS",
    "SPECIAL_CAPACITY",
    "SPECIAL_OF_CARD",
    "TERRAIN_WAIVERS",
    "terrain_waived",
    "building_of",
    "enclosure_size",
    "enclosures_to_free",
    "free_spaces",
    "home_finder",
    "homes",
    "housing_violations",
    "is_occupied",
    "leave_standard",
    "meets_needs",
    "rehome",
    "special_building",
]

#: Player-token spaces of each special enclosure (NC-10, ND-57): petting zoo 3, reptile house 5, aviary 5.
SPECIAL_CAPACITY = MappingProxyType({"petting-zoo": 3, "reptile-house": 5, "large-bird-aviary": 5})
#: The card data's special-enclosure word → the building (and home) name the notation uses.
SPECIAL_OF_CARD = MappingProxyType({"petting": "petting-zoo", "reptile": "reptile-house",
                                    "large-bird": "large-bird-aviary"})
assert tuple(SPECIAL_CAPACITY) == SPECIAL_ENCLOSURES
#: ``(gs, seat) -> bool``: a card of the zoo that lifts every water/rock need in its owner's zoo, the animals' and
#: the unique buildings' (Diversity Researcher, ND-79).
TERRAIN_WAIVERS: list[Callable[[GameState, int], bool]] = []


def terrain_waived(gs: GameState, seat: int) -> bool:
    """Does a card of the zoo of ``seat`` lift every water/rock need there (:data:`TERRAIN_WAIVERS`)?"""
    return any(waived(gs, seat) for waived in TERRAIN_WAIVERS)


#: ``(gs, seat, enclosure) -> hexes more``: a map ability that makes a standard enclosure count larger for the
#: animals it holds (map 2's gate, N-MAPX-2). A hook reads only the map of ``seat`` and the enclosure: the sizes of a
#: zoo are kept with its buildings (:class:`HomeFinder`).
SIZE_HOOKS: list[Callable[[GameState, int, Building], int]] = []


def enclosure_size(gs: GameState, seat: int, b: Building) -> int:
    """The size a standard enclosure counts as when an animal moves in (N-ANIM-6): its hexes, plus what the map
    adds (:data:`SIZE_HOOKS`)."""
    size = b.size
    for hook in SIZE_HOOKS:
        size += hook(gs, seat, b)
    return size


def building_of(p: PlayerState, anchor: Hex) -> Building | None:
    """The player's building whose anchor is ``anchor``, if any."""
    for b in p.buildings:
        if b.anchor == anchor:
            return b
    return None


def special_building(p: PlayerState, name: str) -> Building | None:
    """The player's special enclosure ``name`` (at most one of each kind, N-BUILD-5), if built."""
    for b in p.buildings:
        if b.type == name:
            return b
    return None


def is_occupied(p: PlayerState, anchor: Hex) -> bool:
    """Is the standard enclosure with this anchor flipped to occupied, i.e. home of an animal (N-ANIM-6, ND-10)?"""
    return any(a.home == anchor for a in p.animals)


def free_spaces(p: PlayerState, name: str) -> int:
    """Free player-token spaces in the special enclosure ``name`` (0 when it is not built), N-ANIM-8."""
    if special_building(p, name) is None:
        return 0
    return SPECIAL_CAPACITY[name] - sum(a.tokens for a in p.animals if a.home == name)


def meets_needs(gs: GameState, seat: int, card: AnimalCard, b: Building) -> bool:
    """Does the standard enclosure ``b`` meet the needs of ``card`` (N-ANIM-6, N-ICON-1): its size at least the
    card's, and at least as many water and rock hexes next to it as the card shows? Occupation is not asked."""
    return b.size >= card.size and not _terrain_short(gs, seat, card, b)


def _terrain_short(gs: GameState, seat: int, card: AnimalCard, b: Building) -> list[str]:
    if card.water <= 0 and card.rock <= 0:
        return []  # no count of hexes is below 0: nothing to read, most animals ask for no water or rock
    if terrain_waived(gs, seat):
        return []
    zoomap = load_map(gs.players[seat].map_id)
    short = []
    if count_adjacent_terrain(zoomap, b, "water") < card.water:
        short.append("water")
    if count_adjacent_terrain(zoomap, b, "rock") < card.rock:
        short.append("rock")
    return short


def flock_size(card: AnimalCard) -> int | None:
    """The X of the card's Flock Animal X (ND-65), or None: the smallest occupied enclosure it may share."""
    known = _FLOCKS.get(card.number)
    if known is None or known[0] is not card:
        known = _FLOCKS[card.number] = (card, next((a.level or 1 for a in card.abilities
                                                    if a.keyword == "Flock Animal"), None))
    return known[1]


#: :func:`flock_size` by card number, with the card it was read from (a card's abilities never change).
_FLOCKS: dict[int, tuple[AnimalCard, int | None]] = {}


def _flock_fits(gs: GameState, seat: int, card: AnimalCard, b: Building, size: int) -> bool:
    """ND-65: a Flock Animal X may move into an occupied standard enclosure of size ≥ X holding a herbivore
    (``size``: the enclosure's, :func:`enclosure_size`)."""
    flock = flock_size(card)
    if flock is None or size < flock:
        return False
    living = [a.card for a in gs.players[seat].animals if a.home == b.anchor]
    return any(isinstance(c, AnimalCard) and "herbivore" in c.categories for c in map(card_of, living))


def _standard(gs: GameState, seat: int, card: AnimalCard, anchor: Hex) -> list[Violation]:
    """N-ANIM-6 (and -7): an empty standard enclosure, big enough, next to enough water and rock."""
    p = gs.players[seat]
    if not card.standard_enclosure_allowed:
        return [Violation("N-ANIM-7", N_("{card} is a petting-zoo animal: it lives only in a petting zoo"),
                          card=CardName(card.number))]
    b = building_of(p, anchor)
    if b is None or building_type(b.type).category != "standard":
        return [Violation("N-ANIM-6", N_("{player} has no standard enclosure with its anchor at {hex}"),
                          player=p.name, hex=HexName(format_hex(anchor)))]
    return _enclosure_violations(gs, seat, card, b, is_occupied(p, anchor), enclosure_size(gs, seat, b))


def _enclosure_violations(gs: GameState, seat: int, card: AnimalCard, b: Building, full: bool,
                          size: int) -> list[Violation]:
    """N-ANIM-6, ND-65 for a standard enclosure of the zoo, whether it is occupied and its size already read
    (:class:`HomeFinder` reads them once per zoo and asks :func:`_enclosure_faults` alone: it needs no words)."""
    crowded, small, short = _enclosure_faults(gs, seat, card, b, full, size)
    found = []
    if crowded:
        flock = flock_size(card)
        if flock is None:
            found.append(Violation("N-ANIM-6", N_("the enclosure at {hex} is occupied; an animal goes alone into an "
                                                  "empty one"), hex=_at(b)))
        else:
            found.append(Violation("ND-65", N_("{card} may share only an occupied enclosure of size {need} or more "
                                               "that holds a herbivore; the one at {hex} does not"),
                                   card=CardName(card.number),
                                   need=flock, hex=_at(b)))
    if small:
        found.append(Violation("N-ANIM-6", N_("{card} needs an enclosure of size {need}; the one at {hex} has size "
                                              "{size}"), card=CardName(card.number), need=card.size, hex=_at(b),
                               size=size))
    for terrain in short:
        need = card.water if terrain == "water" else card.rock
        found.append(Violation("N-ANIM-6", N_("{card} needs {need} next to its enclosure; the one at {hex} has "
                                              "fewer"), card=CardName(card.number),
                               need=Counted(need, HEXES, terrain=IconName(terrain)),
                               terrain=IconName(terrain),
                               hex=_at(b)))
    return found


def _enclosure_faults(gs: GameState, seat: int, card: AnimalCard, b: Building, full: bool,
                      size: int) -> tuple[bool, bool, list[str]]:
    """N-ANIM-6's and ND-65's tests: (occupied and not to be shared, too small, the terrains short)."""
    return full and not _flock_fits(gs, seat, card, b, size), size < card.size, _terrain_short(gs, seat, card, b)


def _at(b: Building) -> HexName:
    """The enclosure's anchor as a message names it (written only when a violation is)."""
    return HexName(format_hex(b.anchor))


def _special(gs: GameState, seat: int, card: AnimalCard, name: str) -> list[Violation]:
    """N-ANIM-7/-8, N-ANIM-14: the special enclosure the card shows, built, with the spaces and the terrain."""
    p = gs.players[seat]
    allowed = SPECIAL_OF_CARD.get(card.special_enclosure or "")
    if allowed != name:
        rule = "N-ANIM-7" if name == "petting-zoo" or allowed == "petting-zoo" else "N-ANIM-8"
        return [Violation(rule, N_("{card} cannot live in {home}"), card=CardName(card.number),
                          home=ABuilding(name))]
    b = special_building(p, name)
    if b is None:
        return [Violation("N-ANIM-8", N_("{player} has no {home}"), player=p.name, home=BuildingName(name))]
    need = card.special_enclosure_size or 0
    found = []
    free = free_spaces(p, name)
    if free < need:
        found.append(Violation("N-ANIM-8", N_("{card} needs {need} in {home}; it has {free}"),
                               card=CardName(card.number),
                               need=Counted(need, Nn_("{count} free space", "{count} free spaces")),
                               home=TheBuilding(name), free=free))
    for terrain in _terrain_short(gs, seat, card, b):
        found.append(Violation("N-ANIM-8", N_("{card} needs {terrain} next to {home}"), card=CardName(card.number),
                               terrain=IconName(terrain), home=TheBuilding(name)))
    return found


def housing_violations(gs: GameState, seat: int, card: AnimalCard, home: Hex | str) -> list[Violation]:
    """Every reason ``card`` cannot move into ``home`` in the zoo of ``seat`` now (empty = it can)."""
    if isinstance(home, str):
        return _special(gs, seat, card, home)
    return _standard(gs, seat, card, home)


def homes(gs: GameState, seat: int, card: AnimalCard) -> Iterator[Hex | str]:
    """Every home where ``card`` could live now: empty standard enclosures by anchor, then special enclosures."""
    return home_finder(gs, seat)(card)


def home_finder(gs: GameState, seat: int) -> HomeFinder:
    """:func:`homes` for many cards of one zoo as it is now (an Animals action asks for every card of the hand)."""
    return HomeFinder(gs, seat)


class HomeFinder:
    """The homes of many cards in one zoo as it is now (an Animals action asks for every card of the hand, the action
    question asks whether any card has one at every turn).

    Calling it with a card gives the card's homes (:func:`homes`); :meth:`may_house` is the cheap half of that
    question, asked first because most cards of a hand have no home at all and their conditions need not be read.
    The zoo's standard enclosures, whether each is occupied and its size are read once per zoo (:func:`_enclosures`),
    not once per question."""

    __slots__ = ("_gs", "_seat", "_table", "_spaces")

    def __init__(self, gs: GameState, seat: int) -> None:
        self._gs, self._seat = gs, seat
        self._table: _Enclosures | None = None
        self._spaces: dict[str, int] = {}  # free spaces of each special enclosure asked about

    def _enclosures(self) -> _Enclosures:
        if self._table is None:
            self._table = _enclosures(self._gs, self._seat)
        return self._table

    def may_house(self, card: AnimalCard) -> bool:
        """False when ``card`` surely has no home here: no standard enclosure empty (or, for a Flock Animal,
        shareable) and big enough, and its special enclosure without the spaces it needs. True says only "perhaps":
        the terrain and the rest are judged by :meth:`__call__`."""
        if card.standard_enclosure_allowed:
            table = self._table if self._table is not None else self._enclosures()
            # an empty one big enough suits any card; a Flock Animal may also share one (largest ≥ largest_empty)
            if card.size <= table.largest_empty or (card.size <= table.largest and flock_size(card) is not None):
                return True
        name = SPECIAL_OF_CARD.get(card.special_enclosure or "")
        if name is None:
            return False
        free = self._spaces.get(name)
        if free is None:
            free = self._spaces[name] = free_spaces(self._gs.players[self._seat], name)
        return free >= (card.special_enclosure_size or 0)

    def __call__(self, card: AnimalCard) -> Iterator[Hex | str]:
        gs, seat = self._gs, self._seat
        if card.standard_enclosure_allowed:
            flock = flock_size(card)
            for b, full, size in self._enclosures().rows:
                # the cheap tests first (occupied, size); _standard then says yes or no by the same rules
                if (full and flock is None) or size < card.size:
                    continue
                crowded, small, short = _enclosure_faults(gs, seat, card, b, full, size)
                if not (crowded or small or short):  # as _standard judges, without writing its violations
                    yield b.anchor
        name = SPECIAL_OF_CARD.get(card.special_enclosure or "")
        if name is not None and not _special(gs, seat, card, name):
            yield name


@dataclass(frozen=True, slots=True)
class _Enclosures:
    """A zoo's standard enclosures as the housing rules read them: (enclosure, occupied, size) in building order, and
    the largest size among the empty ones and among all (-1 when there is none)."""

    rows: tuple[tuple[Building, bool, int], ...]
    largest_empty: int
    largest: int


#: :func:`_enclosures` of recent zoos by the identity of their buildings and animals tuples, with the tuples (which
#: keeps them alive, so an id is never reused while its entry lasts) and the map: a zoo changes only when something
#: is built or an animal moves, while its enclosures are read at every action question.
_TABLES: dict[tuple[int, int], tuple[tuple[Building, ...], tuple[ZooAnimal, ...], str, _Enclosures]] = {}
_TABLES_MAX = 512


def _enclosures(gs: GameState, seat: int) -> _Enclosures:
    p = gs.players[seat]
    key = (id(p.buildings), id(p.animals))
    known = _TABLES.get(key)
    if known is not None and known[0] is p.buildings and known[1] is p.animals and known[2] == p.map_id:
        return known[3]
    occupied = {a.home for a in p.animals}
    rows = tuple((b, b.anchor in occupied, enclosure_size(gs, seat, b)) for b in p.buildings
                 if building_type(b.type).category == "standard")
    table = _Enclosures(rows, max((size for _, full, size in rows if not full), default=-1),
                        max((size for _, _, size in rows), default=-1))
    remember(_TABLES, key, (p.buildings, p.animals, p.map_id, table), _TABLES_MAX)
    return table


# ----------------------------------------------------- an animal leaves its standard enclosure (ND-10, ND-89)
def enclosures_to_free(gs: GameState, seat: int, animal: ZooAnimal) -> tuple[Hex, ...]:
    """The standard enclosures one of which goes back to empty when ``animal`` (still in the zoo, living in a
    standard enclosure) leaves it: ND-10, N-ANIM-15, N-PROJ-8, ND-89.

    The rulebook flips back "the smallest occupied standard enclosure that meets the animal's needs" (P.12, P.15),
    not the animal's own: the needs are those of N-ANIM-6 (size, and the water and rock hexes next to it, P.12
    "包括水域和岩石格"); several of that smallest size are all returned, sorted, for the player to choose (ND-89).
    Two cases return something else. An animal that shares its enclosure (Flock Animal, ND-65) flipped nothing when
    it moved in, so it flips nothing when it leaves: ``()``. And when no occupied enclosure meets its needs (which
    can happen only after an earlier leave recorded another animal in an enclosure that does not suit it), its own
    recorded enclosure goes back to empty, so one enclosure is freed for every animal that occupied one."""
    assert isinstance(animal.home, tuple)
    p = gs.players[seat]
    if any(z.home == animal.home and z is not animal for z in p.animals):
        return ()
    c = card_of(animal.card)
    assert isinstance(c, AnimalCard)
    occupied = {z.home for z in p.animals if isinstance(z.home, tuple)}
    suited = [b for b in p.buildings if building_type(b.type).category == "standard" and b.anchor in occupied
              and meets_needs(gs, seat, c, b)]
    if not suited:
        return (animal.home,)
    smallest = min(b.size for b in suited)
    return tuple(sorted(b.anchor for b in suited if b.size == smallest))


def rehome(gs: GameState, seat: int, vacated: Hex, freed: Hex) -> None:
    """The enclosure ``freed`` goes back to empty while ``vacated`` (just left by an animal) stays occupied: the
    animals recorded in ``freed`` are recorded in ``vacated`` from now on (ND-10, ND-89). Nothing else changes: the
    rulebook keeps no record of which animal lives where, only which enclosures are occupied."""
    if vacated == freed:
        return
    p = gs.players[seat]
    p.animals = tuple(ZooAnimal(z.card, vacated, z.tokens) if z.home == freed else z for z in p.animals)


def leave_standard(gs: GameState, seat: int, animal: ZooAnimal, new_home: ZooAnimal | None) -> Hex | None:
    """``animal`` leaves its standard enclosure: its record becomes ``new_home`` (a move into a special enclosure,
    N-ANIM-15) or goes (a release, N-PROJ-8), and the enclosure the rules name goes back to empty (ND-10, ND-89).

    Returns that enclosure, or None when nothing is flipped (a shared enclosure, ND-65). Of several equally small
    ones the first is flipped at once and the player is asked (``free-enclosure``) whether another should be instead,
    so the zoo never has an animal too many or an enclosure too few while the question waits."""
    assert isinstance(animal.home, tuple)
    ties = enclosures_to_free(gs, seat, animal)
    p = gs.players[seat]
    p.animals = tuple(z for z in (new_home if z is animal else z for z in p.animals) if z is not None)
    if not ties:
        return None
    freed = ties[0]
    rehome(gs, seat, animal.home, freed)
    if len(ties) > 1:
        c = card_of(animal.card)
        gs.push(Decision("free-enclosure", seat, ties=ties, freed=freed, card=CardName(c.number),
                         hexes=" ".join(f"{i}={format_hex(h)}" for i, h in enumerate(ties, start=1))))
    return freed


def _free_candidates(gs: GameState, d: Decision) -> list[Move]:
    return [Choose("empty", str(i)) for i in range(1, len(d["ties"]) + 1)]


def _free_violations(gs: GameState, d: Decision, move: Move, report: bool) -> list[Violation]:
    if move in _free_candidates(gs, d):
        return []
    return [Violation("ND-10", N_("{move}: choose which of the equally small enclosures goes back to empty, 1 to "
                                  "{count} ({hexes})"), move=MoveName(str(move)), count=len(d["ties"]),
                      hexes=NumberedHexes(d["hexes"]))]


def _free_apply(gs: GameState, d: Decision, move: Move) -> list[Event]:
    assert isinstance(move, Choose) and move.arg is not None
    chosen: Hex = d["ties"][int(move.arg) - 1]
    freed: Hex = d["freed"]
    rehome(gs, d.player, freed, chosen)
    return [event("free-enclosure", "ND-10", N_("{player} turns the enclosure at {hex} back to empty"),
                  player=gs.players[d.player].name, hex=HexName(format_hex(chosen)))]


register_question("free-enclosure", candidates=_free_candidates, violations=_free_violations, apply=_free_apply,
                  moves=(Choose,), rule="ND-10",
                  description=N_("{player}: {card} leaves its enclosure; choose which of the equally small "
                                 "enclosures that suit it goes back to empty ({hexes})"),
                  words={"card": CardName, "hexes": NumberedHexes})
