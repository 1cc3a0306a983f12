"""The Sponsors action (N-SPON-1 … -10): play sponsor cards, or take the money and advance the break.

Level I plays one card from the hand whose level is at most the strength; level II plays one or more, one at a time,
whose levels add up to at most strength + 1, each from the hand or from the display within reputation range for its
folder number in money (N-SPON-4, -5), and admits the cards whose condition is the Sponsors-II icon (N-SPON-7).
Strength counts in full, above 5 too (N-SPON-8, ND-24). The alternative advances the break token X spaces and gives
X money (level II: 2X), in full even past the end of the track and in solo, where there is no token (N-SPON-3, -6,
N-SOLO-7).

A sponsor with a unique building is played with the building's place (``sponsor 243 2,5 r1``): every placement rule
holds (ND-34) and the card's rock/water need (N-SPON-9); without a legal place the card cannot be played (ND-54).
Once the card is in the zoo its printed gains are taken and :func:`.triggers.card_played` resolves its one-time
effect and every ongoing effect its icons trigger (N-SPON-2, N-EFF-6); income and end-game effects are
:mod:`.sponsor_effects`' hooks (N-SPON-10).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Iterator

from ...i18n import N_, Nn_
from ...verdicts import Violation
from ..buildings import UNIQUE_TYPES, Building, canonical, count_adjacent_terrain, make_building
from ..cards import SPONSORS, SponsorCard, card_as
from ..decisions import Decision
from ..events import Event, event
from ..hexes import format_hex, is_cell
from ..moves import Move, Sponsor, SponsorsMoney, Stop
from ..state import GameState
from ..words import HEXES, ICONS, CardName, Counted, HexName, HexNames, IconName, MoveName
from ..zoomap import load_map
from . import register_action, register_question
from .bonuses import gain_appeal, gain_cp, gain_money, gain_reputation, pay
from .breaks import advance_break
from .build_sites import free_standing_placements, legal_placements, placement_violations
from .deck import in_range, range_folders, take_from_display
from .housing import terrain_waived
from .new_building import build_ii_allowed, building_map, place_building
from .triggers import card_played
from .zoo_icons import zoo_icons

__all__ = [
    "LEVEL_HOOKS",
    "counted_level",
    "n_spon_1_conditions",
    "n_spon_1_level",
    "n_spon_3_money",
    "n_spon_4_level_sum",
    "n_spon_5_source",
    "n_spon_7_sponsors_ii",
    "n_spon_9_building",
    "play_sponsor",
    "sponsor_placements",
    "unique_type",
]

#: The lowest sponsor level: a level-II action goes on while at least this much of its level sum is left.
LOWEST_LEVEL = min(s.level for s in SPONSORS)
_LOWEST = min(SPONSORS, key=lambda s: s.level)  # a card of that level, to count it as the player's map does
_UNIQUE = {t.sponsor: t for t in UNIQUE_TYPES}
#: Each sponsor's icon and partner-zoo conditions counted, in the order N-SPON-1 reports them (the Sponsors-II icon
#: is N-SPON-7's): read once from the printed cards, asked for every card judged.
_ICON_NEEDS: dict[int, tuple[tuple[str, int], ...]] = {
    s.number: tuple(sorted(Counter(r for r in s.requirements if r != "sponsors_ii").items())) for s in SPONSORS}
#: ``(gs, seat) -> levels off``: a map ability that makes every sponsor its player plays count lower (map 8, N-MAPX-8).
LEVEL_HOOKS: list[Callable[[GameState, int], int]] = []


def counted_level(gs: GameState, seat: int, c: SponsorCard) -> int:
    """The level ``c`` counts as for N-SPON-1 and N-SPON-4 when ``seat`` plays it: printed, less what
    :data:`LEVEL_HOOKS` take off, never below 0."""
    off = 0
    for hook in LEVEL_HOOKS:
        off += hook(gs, seat)
    return max(0, c.level - off)


def unique_type(c: SponsorCard) -> str | None:
    """The building type a sponsor places (``unique-243``), or None."""
    t = _UNIQUE.get(c.number)
    return t.name if t is not None else None


def _name(gs: GameState, seat: int) -> str:
    return gs.players[seat].name


# ---------------------------------------------------------------------------------------------- placements
def _special_violations(gs: GameState, seat: int, c: SponsorCard, b: Building) -> list[Violation]:
    """N-SPON-9: the card's rock/water need (unless a card of the zoo lifts it, ND-79) and its border rule (Zoo
    School, Side Entrance)."""
    zoomap = load_map(gs.players[seat].map_id)
    found = []
    needs = [(terrain, need) for terrain, need in (("rock", c.place_next_to_rock), ("water", c.place_next_to_water))
             if need]  # a need of 0 holds anywhere: its hexes are not counted
    if needs and terrain_waived(gs, seat):
        needs = []
    for terrain, need in needs:
        have = count_adjacent_terrain(zoomap, b.cells, terrain)
        if have < need:
            found.append(Violation("N-SPON-9", N_("{card} needs its building next to at least {need}; at {hexes} "
                                                  "it touches {have}"), card=CardName(c.number),
                                   need=Counted(need, HEXES, terrain=IconName(terrain)), terrain=IconName(terrain),
                                   have=have, hexes=HexNames(_hexes(b))))
    rule = c.effect("placement") or ""
    if not rule.startswith(("min_2_border", "2_border")):
        return found
    border = len(b.cells & zoomap.border)
    if (rule.startswith("min_2_border") and border < 2) or (rule.startswith("2_border") and border < len(b.cells)):
        found.append(Violation("N-SPON-9", N_("{card} places its building on {need} border hexes; at {hexes} it "
                                              "covers {have}"), card=CardName(c.number), have=border,
                               hexes=HexNames(_hexes(b)),
                               need=2 if rule.startswith("min_2") else len(b.cells)))
    return found


def _hexes(b: Building) -> str:
    return " ".join(format_hex(h) for h in sorted(b.cells))


def _free_standing(c: SponsorCard) -> bool:
    """Side Entrance: its building need not touch another building."""
    return "no_adjacency_needed" in (c.effect("placement") or "")


def _placement(gs: GameState, seat: int, c: SponsorCard, b: Building, report: bool) -> list[Violation]:
    p = gs.players[seat]
    free = _free_standing(c)
    # a free-standing building drops the adjacency rule (N-BUILD-8 is not judged) and is judged in full
    found = placement_violations(building_map(gs, seat), p.buildings, b.type, b.anchor, b.rotation, b.mirrored,
                                 build_ii_allowed(gs, seat), report or free, adjacency=not free)
    return found + _special_violations(gs, seat, c, b)


def sponsor_placements(gs: GameState, seat: int, c: SponsorCard) -> list[Building]:
    """Every legal place of the unique building of ``c`` in the zoo of ``seat`` (canonical, ND-8)."""
    name = unique_type(c)
    if name is None:
        return []
    zoomap = building_map(gs, seat)
    # the map's fast enumeration (without N-BUILD-8 for a free-standing building, as :func:`_placement` judges
    # it), then the card's own needs (N-SPON-9)
    places = free_standing_placements if _free_standing(c) else legal_placements
    placed = places(zoomap, gs.players[seat].buildings, name, build_ii_allowed(gs, seat))
    return sorted((b for b in placed if not _special_violations(gs, seat, c, b)), key=lambda b: (b.anchor, b.rotation))


# ------------------------------------------------------------------------------------------ rule functions
def n_spon_1_level(d: Decision, c: SponsorCard, level: int | None = None) -> list[Violation]:
    """N-SPON-1, N-SPON-8: at level I the card's level (``level``: as it counts, :func:`counted_level`) is at most
    the strength (X tokens count in full)."""
    level = c.level if level is None else level
    if d["level"] == "I" and level > d["strength"]:
        return [Violation("N-SPON-1", N_("{card} is level {card_level}; Sponsors I at strength {strength} plays "
                                         "level {strength} at most"), card=CardName(c.number), card_level=level,
                          strength=d["strength"])]
    return []


def n_spon_4_level_sum(d: Decision, c: SponsorCard, level: int | None = None) -> list[Violation]:
    """N-SPON-4: at level II the levels played add up to at most strength + 1."""
    level = c.level if level is None else level
    if d["level"] == "II" and level > d["left"]:
        return [Violation("N-SPON-4", N_("{card} is level {card_level}; Sponsors II at strength {strength} has "
                                         "{left} of its {total} levels left"), card=CardName(c.number),
                          card_level=level,
                          strength=d["strength"], left=d["left"], total=d["strength"] + 1)]
    return []


def n_spon_7_sponsors_ii(gs: GameState, d: Decision, c: SponsorCard) -> list[Violation]:
    """N-SPON-7: a card whose condition is the Sponsors-II icon needs the upgraded action."""
    if "sponsors_ii" in c.requirements and d["level"] != "II":
        return [Violation("N-SPON-7", N_("{card} can only be played with Sponsors II"), card=CardName(c.number))]
    return []


def n_spon_1_conditions(gs: GameState, seat: int, c: SponsorCard) -> list[Violation]:
    """N-SPON-1: the card's left-side conditions (reputation at least, appeal at most, icons, partner zoos)."""
    p = gs.players[seat]
    found = []
    if c.min_reputation is not None and p.reputation < c.min_reputation:
        found.append(Violation("N-SPON-1", N_("{card} needs reputation {need}; {player} has {have}"),
                               card=CardName(c.number),
                               need=c.min_reputation, player=p.name, have=p.reputation))
    if c.max_appeal is not None and p.appeal > c.max_appeal:
        found.append(Violation("N-SPON-1", N_("{card} can be played only with at most {most} appeal; {player} has "
                                              "{have}"), card=CardName(c.number), most=c.max_appeal, player=p.name,
                               have=p.appeal))
    icons = zoo_icons(gs, seat)
    for icon, count in _ICON_NEEDS[c.number]:
        have = len(p.partner_zoos) if icon == "partner_zoo" else icons[icon]
        if have < count:
            found.append(Violation("N-SPON-1", N_("{card} needs {count} in the zoo; {player} has {have}"),
                                   card=CardName(c.number), count=Counted(count, ICONS, icon=IconName(icon)),
                                   icon=IconName(icon),
                                   player=p.name,
                                   have=have))
    return found


def n_spon_5_source(gs: GameState, d: Decision, number: int, folder: int | None) -> list[Violation]:
    """N-SPON-1, -5: from the hand; at level II also from the display within range, paying the folder number."""
    seat = d.player
    p = gs.players[seat]
    if folder is None:
        if number not in p.hand:
            return [Violation("N-SPON-1", N_("{card} is not in {player}'s hand"), card=CardName(number),
                              player=p.name)]
        return []
    if d["level"] == "I":
        return [Violation("N-SPON-5", N_("Sponsors I plays from the hand only; display cards need Sponsors II"))]
    found = []
    if gs.display[folder - 1] != number:
        found.append(Violation("N-SPON-5", N_("display folder {folder} does not hold {card}"), folder=folder,
                               card=CardName(number)))
    if not in_range(gs, seat, folder):
        found.append(Violation("N-DISP-3", N_("folder {folder} is beyond {player}'s reputation range"),
                               folder=folder, player=p.name))
    if p.money < folder:
        found.append(Violation("N-SPON-5", N_("a sponsor from folder {folder} costs {folder} money; {player} has "
                                              "{money}"), folder=folder, player=p.name, money=p.money))
    return found


def n_spon_9_building(gs: GameState, seat: int, c: SponsorCard, move: Sponsor, report: bool) -> list[Violation]:
    """N-SPON-9, ND-34, ND-54: a unique building needs a legal place given in the move, spelled canonically."""
    name = unique_type(c)
    if name is None:
        if move.hex is not None:
            return [Violation("N-SPON-9", N_("{card} places no building: it is played without a hex"),
                              card=CardName(c.number))]
        return []
    if move.hex is None:
        return [Violation("N-SPON-9", N_("{card} places its unique building: choose its hex and rotation"),
                          card=CardName(c.number))]
    if not is_cell(move.hex):
        return [Violation("N-BUILD-7", N_("{hex} is not a hex (x + y must be odd)"), hex=HexName(format_hex(move.hex)))]
    if move.mirrored:
        return [Violation("ND-8", N_("a unique building is placed face up; it cannot be mirrored"))]
    b = make_building(name, move.hex, move.rotation or 0)
    right = Building(name, *canonical(name, b.cells), b.cells)
    if move.rotation is None or (right.anchor, right.rotation) != (move.hex, move.rotation):
        return [Violation("ND-8", N_("these hexes are placed as {right}"),
                          right=MoveName(str(Sponsor(c.number, move.folder, right.anchor, right.rotation))))]
    return _placement(gs, seat, c, b, report)


def n_spon_3_money(d: Decision) -> list[Violation]:
    """N-SPON-3, -6: the money alternative replaces playing cards; it is the whole action."""
    if d["played"]:
        return [Violation("N-SPON-3", N_("the money alternative replaces playing sponsors; {played}"),
                          played=Counted(d["played"], Nn_("{count} card already played",
                                                          "{count} cards already played")))]
    return []


# -------------------------------------------------------------------------------------------- the question
def _sources(gs: GameState, d: Decision) -> Iterator[tuple[SponsorCard, int | None]]:
    p = gs.players[d.player]
    for number in sorted(set(p.hand)):
        c = card_as(SponsorCard, number)
        if c is not None:
            yield c, None
    if d["level"] == "II":
        reach = range_folders(gs, d.player)  # N-DISP-3 (in_range), the range read once for the six folders
        for folder in range(1, 7):
            shown = gs.display[folder - 1]
            c = card_as(SponsorCard, shown) if shown is not None else None
            if c is not None and folder in reach and p.money >= folder:
                yield c, folder


def _card_violations(gs: GameState, d: Decision, c: SponsorCard, report: bool) -> list[Violation]:
    level = counted_level(gs, d.player, c)
    found = n_spon_1_level(d, c, level)
    if found and not report:
        return found
    found += n_spon_4_level_sum(d, c, level)
    if found and not report:
        return found
    found += n_spon_7_sponsors_ii(gs, d, c)
    if found and not report:
        return found
    return found + n_spon_1_conditions(gs, d.player, c)


def _plays(gs: GameState, d: Decision) -> Iterator[Move]:
    for c, folder in _sources(gs, d):
        if _card_violations(gs, d, c, report=False):
            continue
        if unique_type(c) is None:
            yield Sponsor(c.number, folder)
        else:
            for b in sponsor_placements(gs, d.player, c):
                yield Sponsor(c.number, folder, b.anchor, b.rotation)


def _candidates(gs: GameState, d: Decision) -> list[Move]:
    moves: list[Move] = [SponsorsMoney()] if not d["played"] else []
    moves += _plays(gs, d)
    if d["played"]:
        moves.append(Stop())
    return moves


def _violations(gs: GameState, d: Decision, move: Move, report: bool) -> list[Violation]:
    if isinstance(move, SponsorsMoney):
        return n_spon_3_money(d)
    if isinstance(move, Stop):
        if not d["played"]:
            return [Violation("N-SPON-4", N_("stop only after playing a sponsor; play one or take the money "
                                             "(ND-25)"))]
        return []
    assert isinstance(move, Sponsor)
    c = card_as(SponsorCard, move.card)
    if c is None:
        return [Violation("N-SPON-1", N_("{card} is not a sponsor card"), card=CardName(move.card))]
    found = n_spon_5_source(gs, d, move.card, move.folder)
    if found and not report:
        return found
    found += _card_violations(gs, d, c, report)
    if found and not report:
        return found
    return found + n_spon_9_building(gs, d.player, c, move, report)


def n_solo_7_sponsors_money(gs: GameState, seat: int, x: int, amount: int, rule: str) -> list[Event]:
    """The Sponsors money's narration: the break token advances X (N-SPON-3, -6), except in solo, which has no
    break token and pays the money in full (N-SOLO-7)."""
    name = gs.players[seat].name
    if gs.n == 1:
        return [event("sponsors-money", "N-SOLO-7", N_("{player} takes the Sponsors money: {amount} money (no break "
                                                       "token in solo)"), player=name, amount=amount)]
    return [event("sponsors-money", rule, N_("{player} takes the Sponsors money: break +{x}, {amount} money"),
                  player=name, x=x, amount=amount)]


def _apply(gs: GameState, d: Decision, move: Move) -> list[Event]:
    seat = d.player
    if isinstance(move, Stop):
        return []
    if isinstance(move, SponsorsMoney):
        x = d["strength"]
        rule = "N-SPON-3" if d["level"] == "I" else "N-SPON-6"
        amount = x if d["level"] == "I" else 2 * x
        return n_solo_7_sponsors_money(gs, seat, x, amount, rule) + advance_break(gs, seat, x, rule) \
            + gain_money(gs, seat, amount, rule)
    assert isinstance(move, Sponsor)
    c = card_as(SponsorCard, move.card)
    assert c is not None
    level = counted_level(gs, seat, c)  # as it counted when judged, before its own building covers anything
    events = play_sponsor(gs, seat, move)
    if d["level"] == "II" and d["left"] - level >= counted_level(gs, seat, _LOWEST):
        gs.push(d.with_(left=d["left"] - level, played=d["played"] + 1))
    return events


def play_sponsor(gs: GameState, seat: int, move: Sponsor) -> list[Event]:
    """N-SPON-2, -5, -9: a sponsor judged legal enters the zoo of ``seat`` from the hand or the display (paying the
    folder), places its unique building, gives its printed gains, then its effects resolve (:func:`card_played`).
    The Sponsors action and effects that play a sponsor outside it (Okapi Stable) both call this."""
    p = gs.players[seat]
    c = card_as(SponsorCard, move.card)
    assert c is not None
    events = []
    if move.folder is None:
        hand = list(p.hand)
        hand.remove(move.card)
        p.hand = tuple(hand)
    else:
        take_from_display(gs, move.folder)
        events += pay(gs, seat, move.folder, "N-SPON-5")
    events.append(event("sponsor", "N-SPON-2", N_("{player} plays the sponsor {card}"), player=p.name,
                        card=CardName(move.card)))
    p.sponsors = (*p.sponsors, move.card)
    name = unique_type(c)
    if name is not None:
        assert move.hex is not None
        events += place_building(gs, seat, make_building(name, move.hex, move.rotation or 0), "N-SPON-9")
    events += gain_appeal(gs, seat, c.appeal, "N-SPON-2") + gain_cp(gs, seat, c.conservation, "N-SPON-2")
    events += gain_reputation(gs, seat, c.reputation, "N-SPON-2")
    return events + card_played(gs, seat, move.card)


def _can_act(gs: GameState, seat: int, level: str, strength: int) -> list[Violation]:
    """ND-25: Sponsors can always act: the money alternative is there when no card can be played."""
    return []


def _first_acting(gs: GameState, seat: int, level: str, strengths: Iterable[int]) -> int | None:
    """:func:`_can_act` finds nothing at any strength: the first one acts."""
    return None if next(iter(strengths), None) is None else 0


def _start(gs: GameState, seat: int, level: str, strength: int) -> list[Event]:
    gs.push(Decision("sponsors", seat, level=level, strength=strength, left=strength + 1 if level == "II" else
                     strength, played=0))
    return []


register_question("sponsors", candidates=_candidates, violations=_violations, apply=_apply,
                  moves=(Sponsor, SponsorsMoney, Stop), rule="N-SPON-1",
                  description=N_("{player}: Sponsors {level} at strength {strength}: play a sponsor ({left} levels "
                                 "left), take the money, or stop"))
register_action("sponsors", can_act=_can_act, start=_start, first_acting=_first_acting)
