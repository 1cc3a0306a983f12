"""The Animals action (N-ANIM-1 … -17, N-EFF-4/-5, N-DISP-6, ND-9, ND-22, ND-24, ND-41, ND-56).

Animals are played one at a time (N-ANIM-2): for each, its conditions (N-ANIM-3, -13), its cost less 3 per
continent icon of a partner zoo, never below 0 (N-ANIM-4, ND-9), paid from money already held (N-ANIM-5, N-EFF-4),
a home (:mod:`.housing`, N-ANIM-6 … -8), then the card enters the zoo (N-ANIM-9), its printed appeal, CP and
reputation are gained and its own ability and the effects it triggers in other cards resolve (N-ANIM-10): effects
that happen together, in the order its player chooses when that order matters (:mod:`.together`, N-EFF-3). The
next animal is chosen only after all that is answered: the continuation is the effect ``animals-next``, so an
ability that adds cards to the hand offers them for the second animal (EX-6).

Level II may play from the display within the reputation range, paying the folder number on top (N-ANIM-11,
N-DISP-6), and at strength ≥ 5 may first gain 1 reputation, which already widens the range (N-ANIM-12, ND-41).
How many animals each strength allows is printed on the card, not in the rulebook (NC-2); the table is
:data:`ANIMALS_PER_STRENGTH` (ND-56), strength above 5 read as 5 (ND-24).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from types import MappingProxyType

from ...i18n import N_, Nn_
from ...verdicts import Violation
from ..cards import AnimalCard, card, card_as, requirement_counts
from ..decisions import Decision
from ..events import Event, event
from ..moves import Move, PlayAnimal, Reputation, Stop
from ..state import GameState, ZooAnimal
from ..tracks import TRACKS
from ..words import ICONS, CardName, Counted, Either, EnclosureAt, IconName, TheBuilding
from . import register_action, register_effect, register_question
from .bonuses import gain_reputation, pay
from .deck import in_range, range_folders, take_from_display
from .housing import home_finder, housing_violations
from .together import Part, together
from .zoo_icons import zoo_icons

__all__ = [
    "ANIMALS_PER_STRENGTH",
    "CONDITION_WAIVERS",
    "CONDITION_HOOKS",
    "COST_HOOKS",
    "END_HOOKS",
    "PARTNER_ZOO_DISCOUNT",
    "animal_cost",
    "animals_allowed",
    "n_anim_3_conditions",
    "n_anim_5_money",
    "n_anim_11_source",
    "n_anim_12_reputation_first",
    "waived_condition",
    "play_animal",
]

#: Animals each strength 1–5 allows, per level (NC-2, ND-56: the printed action card, from two public sources).
ANIMALS_PER_STRENGTH = MappingProxyType({"I": (0, 1, 1, 1, 2), "II": (1, 1, 2, 2, 2)})
#: Money off per continent icon of the animal that matches one of the player's partner zoos (N-ANIM-4).
PARTNER_ZOO_DISCOUNT = 3
#: Animals II gains this reputation at the start from this strength on (N-ANIM-12).
REPUTATION_STRENGTH = 5
#: Cards of a zoo that change how its owner plays animals (the sponsors' ongoing effects):
#: ``(gs, seat, card) -> money off`` (Experts in Small / Large Animals, ND-83);
COST_HOOKS: list[Callable[[GameState, int, AnimalCard], int]] = []
#: ``(gs, seat, card, violations) -> violations``: conditions added or waived (WAZA programs, ND-81, ND-88);
CONDITION_HOOKS: list[Callable[[GameState, int, AnimalCard, list[Violation]], list[Violation]]] = []
#: ``(gs, d) -> events``: run once when an Animals action ends, with its last question (WAZA Small Animals
#: Program, ND-82); ``d["played_cards"]`` lists the animals it played.
END_HOOKS: list[Callable[[GameState, Decision], list[Event]]] = []
#: ``(gs, seat, card, short) -> rule id or None``: an ability that lets the player play an animal whose printed
#: conditions are ``short`` icons (or a partner zoo, or Animals II) short (map 6's institute, N-MAPX-6); the rule id
#: it acts under, or None when it does not help.
CONDITION_WAIVERS: list[Callable[[GameState, int, AnimalCard, int], str | None]] = []


def animals_allowed(level: str, strength: int) -> int:
    """N-ANIM-1, ND-24: the number of animals the action allows; strength above 5 counts as 5."""
    return ANIMALS_PER_STRENGTH[level][min(max(strength, 1), 5) - 1]


def animal_cost(gs: GameState, seat: int, c: AnimalCard) -> int:
    """N-ANIM-4, ND-9: printed cost − 3 per continent icon of a partner-zoo continent (and what the zoo's cards take
    off, ND-83), never below 0."""
    partners = gs.players[seat].partner_zoos  # a few names at most: a set would cost more than it saves
    off = 0
    for hook in COST_HOOKS:
        off += hook(gs, seat, c)
    matched = 0
    if partners:  # none in most turns of a game
        for k in c.continents:
            matched += k in partners
    return max(0, c.cost - PARTNER_ZOO_DISCOUNT * matched - off)


# ------------------------------------------------------------------------------------------ rule functions
def _shortfalls(gs: GameState, seat: int, c: AnimalCard, level: str) -> Iterator[tuple[str, int, int]]:
    """The printed conditions of ``c`` not met: ``(condition, printed count, condition icons short)`` each.

    ``level`` is the level of the running Animals action. The Animals-II condition is part of what the upgraded
    action does (P.13 lists it with the level-II action), and an upgrade is used "from your next action on" (P.8,
    N-UPG-2, ND-22): a card flipped during this action, even before its second animal, does not unlock it now."""
    counts = requirement_counts(c)
    if not counts:
        return
    p = gs.players[seat]
    have = zoo_icons(gs, seat)
    for need, count in counts:
        if need == "animals_ii":
            if level != "II":
                yield need, count, 1
        elif need == "partner_zoo":
            if not set(c.continents) & set(p.partner_zoos):
                yield need, count, 1
        elif have[need] < count:
            yield need, count, count - have[need]


def _broken_conditions(gs: GameState, seat: int, c: AnimalCard, level: str) -> tuple[list[Violation], int]:
    """The printed conditions not met (:func:`_shortfalls`), and by how many printed condition icons they fall short
    in all."""
    p = gs.players[seat]
    found: list[Violation] = []
    short = 0
    for need, count, missing in _shortfalls(gs, seat, c, level):
        short += missing
        if need == "animals_ii":
            if "animals" in p.upgraded:
                found.append(Violation("N-UPG-2", N_("{card} needs Animals II; the card was upgraded during this "
                                                     "action and works at level II from the next action on"),
                                       card=CardName(c.number)))
            else:
                found.append(Violation("N-ANIM-13", N_("{card} needs the Animals card on level II"),
                                       card=CardName(c.number)))
        elif need == "partner_zoo":
            found.append(Violation("N-ANIM-3", N_("{card} needs a partner zoo in {continent}"),
                                   card=CardName(c.number),
                                   continent=Either(IconName(k) for k in c.continents)))
        else:
            found.append(Violation("N-ANIM-3", N_("{card} needs {count} in the zoo; {player} has {have}"),
                                   card=CardName(c.number), count=Counted(count, ICONS, icon=IconName(need)),
                                   icon=IconName(need),
                                   player=p.name,
                                   have=count - missing))
    return found, short


def waived_condition(gs: GameState, seat: int, c: AnimalCard, level: str) -> tuple[str, int] | None:
    """(the rule id, the conditions short) when ``c`` misses printed conditions and an ability lets it be played
    anyway (:data:`CONDITION_WAIVERS`); None when nothing is missing or nothing helps."""
    found, short = _broken_conditions(gs, seat, c, level)
    rule = _waiver(gs, seat, c, short) if found else None
    return None if rule is None else (rule, short)


def _waiver(gs: GameState, seat: int, c: AnimalCard, short: int) -> str | None:
    return next((rule for waiver in CONDITION_WAIVERS if (rule := waiver(gs, seat, c, short)) is not None), None)


def n_anim_3_conditions(gs: GameState, seat: int, c: AnimalCard, level: str) -> list[Violation]:
    """N-ANIM-3, N-ANIM-13, N-EFF-5: icons in the zoo, a partner zoo of the animal's continent, Animals II at the
    level of the running action (:func:`_broken_conditions`), unless an ability waives what is missing
    (:func:`waived_condition`); the zoo's cards may add or lift conditions (:data:`CONDITION_HOOKS`)."""
    found, short = _broken_conditions(gs, seat, c, level)
    if found and _waiver(gs, seat, c, short) is not None:
        found = []
    for hook in CONDITION_HOOKS:
        found = hook(gs, seat, c, found)
    return found


def _conditions_met(gs: GameState, seat: int, c: AnimalCard, level: str) -> bool:
    """Is :func:`n_anim_3_conditions` empty? Answered without writing the violations when no card of the zoo adds
    or lifts conditions (:data:`CONDITION_HOOKS`): a hand's cards are asked at every turn, most of them failing."""
    if CONDITION_HOOKS:
        return not n_anim_3_conditions(gs, seat, c, level)
    short = sum(missing for _, _, missing in _shortfalls(gs, seat, c, level))
    return short == 0 or _waiver(gs, seat, c, short) is not None


def n_anim_5_money(gs: GameState, seat: int, c: AnimalCard, folder: int | None) -> list[Violation]:
    """N-ANIM-5, N-EFF-4, N-DISP-6: the cost (plus the folder number from the display) from money held."""
    cost = animal_cost(gs, seat, c) + (folder or 0)
    money = gs.players[seat].money
    if money < cost:
        return [Violation("N-ANIM-5", N_("{card} costs {cost} money here; {player} has {money}"),
                          card=CardName(c.number),
                          cost=cost, player=gs.players[seat].name, money=money)]
    return []


def n_anim_11_source(gs: GameState, d: Decision, number: int, folder: int | None) -> list[Violation]:
    """N-ANIM-1, N-ANIM-11, N-DISP-3: from the hand, or with Animals II from a display folder within range."""
    p = gs.players[d.player]
    if folder is None:
        if number in p.hand:
            return []
        return [Violation("N-ANIM-1", N_("{card} is not in {player}'s hand"), card=CardName(number), player=p.name)]
    found = []
    if d["level"] != "II":
        found.append(Violation("N-ANIM-11", N_("playing an animal from the display needs Animals II")))
    if gs.display[folder - 1] != number:
        found.append(Violation("N-ANIM-11", N_("display folder {folder} does not hold {card}"), folder=folder,
                               card=CardName(number)))
    if not in_range(gs, d.player, folder):
        found.append(Violation("N-DISP-3", N_("folder {folder} is beyond {player}'s reputation range (folders "
                                              "1–{last})"), folder=folder, player=p.name,
                               last=range_folders(gs, d.player).stop - 1))
    return found


def n_anim_12_reputation_first(d: Decision) -> list[Violation]:
    """N-ANIM-12: Animals II at strength ≥ 5 may gain 1 reputation, only at the very start of the action."""
    found = []
    if d["level"] != "II" or d["strength"] < REPUTATION_STRENGTH:
        found.append(Violation("N-ANIM-12", N_("the reputation of the Animals action needs Animals II at strength "
                                               "{need}"), need=REPUTATION_STRENGTH))
    elif not d["rep"] or d["played"]:
        found.append(Violation("N-ANIM-12", N_("the reputation of Animals II is gained only at the very start of "
                                               "the action")))
    return found


# ---------------------------------------------------------------------------------------------- the question
def _sources(gs: GameState, seat: int, level: str) -> Iterator[tuple[AnimalCard, int | None]]:
    p = gs.players[seat]
    for n in p.hand:
        c = card_as(AnimalCard, n)
        if c is not None:
            yield c, None
    if level == "II":
        for f in range_folders(gs, seat):
            shown = gs.display[f - 1]
            c = card_as(AnimalCard, shown) if shown is not None else None
            if c is not None:
                yield c, f


def _plays(gs: GameState, seat: int, level: str) -> Iterator[Move]:
    """Every animal ``seat`` can play now in an Animals action at ``level``, with each of its homes (the strength
    sets only how many, never which: N-ANIM-1)."""
    find_homes = home_finder(gs, seat)  # homes(), the zoo read once for every card
    for c, folder in _sources(gs, seat, level):
        # the cheap "no home at all" first: it is why most cards of a hand cannot be played
        if not find_homes.may_house(c) or not _conditions_met(gs, seat, c, level) or n_anim_5_money(gs, seat, c,
                                                                                                      folder):
            continue
        for home in find_homes(c):
            yield PlayAnimal(c.number, home, folder)


def _candidates(gs: GameState, d: Decision) -> list[Move]:
    moves: list[Move] = [Reputation()] if not n_anim_12_reputation_first(d) else []
    moves += _plays(gs, d.player, d["level"])
    if d["played"]:
        moves.append(Stop())
    return moves


def _violations(gs: GameState, d: Decision, move: Move, report: bool) -> list[Violation]:
    if isinstance(move, Stop):
        if d["played"]:
            return []
        return [Violation("N-ANIM-2", N_("the Animals action must play at least one animal (N-TURN-5)"))]
    if isinstance(move, Reputation):
        return n_anim_12_reputation_first(d)
    assert isinstance(move, PlayAnimal)
    c = card_as(AnimalCard, move.card)
    if c is None:
        return [Violation("N-ANIM-1", N_("{card} is not an animal card"), card=CardName(move.card))]
    found: list[Violation] = []
    rules: tuple[Callable[[], list[Violation]], ...] = (
        lambda: n_anim_11_source(gs, d, move.card, move.folder),
        lambda: n_anim_3_conditions(gs, d.player, c, d["level"]),
        lambda: n_anim_5_money(gs, d.player, c, move.folder),
        lambda: housing_violations(gs, d.player, c, move.home),
    )
    for rule in rules:
        found += rule()
        if found and not report:
            return found
    return found


def _apply(gs: GameState, d: Decision, move: Move) -> list[Event]:
    seat = d.player
    p = gs.players[seat]
    if isinstance(move, Stop):
        return [event("stop", "N-ANIM-2", N_("{player} stops playing animals"), player=p.name), *_ended(gs, d)]
    if isinstance(move, Reputation):
        events = gain_reputation(gs, seat, TRACKS.animals_ii_reputation_at_strength_5, "N-ANIM-12")
        gs.push(Decision("animals-next", seat, **d.with_(rep=False).data))
        return events
    assert isinstance(move, PlayAnimal)
    return play_animal(gs, d, move)


def play_animal(gs: GameState, d: Decision, move: PlayAnimal) -> list[Event]:
    """Steps 2–5 of N-ANIM for one animal already judged legal, then the continuation (N-ANIM-2)."""
    seat = d.player
    p = gs.players[seat]
    c = card(move.card)
    assert isinstance(c, AnimalCard)
    cost = animal_cost(gs, seat, c) + (move.folder or 0)
    waived = waived_condition(gs, seat, c, d["level"])  # judged before the card adds its own icons
    if move.folder is None:
        hand = list(p.hand)
        hand.remove(c.number)
        p.hand = tuple(hand)
    else:
        take_from_display(gs, move.folder)  # N-DISP-4: the gap stays until the end of the turn
    events = pay(gs, seat, cost, "N-DISP-6" if move.folder else "N-ANIM-4")
    if waived is not None:
        events.append(event("condition-ignored", waived[0], N_("{player} ignores {short} of {card}"), player=p.name,
                            short=Counted(waived[1], Nn_("{count} missing condition", "{count} missing conditions")),
                            card=CardName(c.number)))
    tokens = (c.special_enclosure_size or 0) if isinstance(move.home, str) else 0
    p.animals = (*p.animals, ZooAnimal(c.number, move.home, tokens))
    where = TheBuilding(move.home) if isinstance(move.home, str) else EnclosureAt(f"{move.home[0]},{move.home[1]}")
    events.append(event("animal", "N-ANIM-9", N_("{player} plays {card} into {home}"), player=p.name,
                        card=CardName(c.number),
                        home=where))
    gains = (("appeal", c.appeal), ("cp", c.conservation), ("reputation", c.reputation))
    parts: list[Part] = [((kind, value, "N-ANIM-10"),) for kind, value in gains if value > 0]
    parts += [(("ability", c.number, "N-ANIM-10"),), (("triggered", c.number, "N-ANIM-10"),)]
    events += together(gs, seat, parts)  # N-EFF-3, ND-50: the player orders them when the order matters
    gs.push(Decision("animals-next", seat, **d.with_(left=d["left"] - 1, played=d["played"] + 1, rep=False,
                                                     played_cards=(*d.get("played_cards", ()), c.number)).data))
    return events


def _next(gs: GameState, d: Decision) -> list[Event]:
    """N-ANIM-2, EX-6: ask for the next animal once everything the last one set off is answered."""
    again = Decision("animals", d.player, **d.data)
    if d["left"] > 0 and next(iter(_plays(gs, d.player, d["level"])), None) is not None:
        gs.push(again)
        return []
    return _ended(gs, again)


def _ended(gs: GameState, d: Decision) -> list[Event]:
    events: list[Event] = []
    for hook in END_HOOKS:
        events += hook(gs, d)
    return events


register_question("animals", candidates=_candidates, violations=_violations, apply=_apply,
                  moves=(PlayAnimal, Reputation, Stop), rule="N-ANIM-1",
                  description=N_("{player}: Animals {level} at strength {strength}: play an animal ({left} more "
                                 "allowed) or stop"))
register_effect("animals-next", _next)


# ------------------------------------------------------------------------------------------------ the action
def _reputation_first(level: str, strength: int) -> bool:
    """N-ANIM-12: the action at this level and strength may gain 1 reputation before its first animal."""
    return level == "II" and strength >= REPUTATION_STRENGTH


def _first(level: str, seat: int, strength: int) -> Decision:
    return Decision("animals", seat, level=level, strength=strength, left=animals_allowed(level, strength),
                    played=0, rep=_reputation_first(level, strength))


def _acts(gs: GameState, seat: int, level: str) -> Callable[[int], bool]:
    """Can Animals at ``level`` play an animal at a strength (N-TURN-5, ND-25)? The strength sets only how many
    animals (N-ANIM-1) and whether the +1 reputation of N-ANIM-12 comes first (ND-41); which animals can be played
    (:func:`_plays` reads the level, never the strength) is read once, when first needed, for every strength asked."""
    now: list[bool] = []  # an animal can be played as the zoo is
    after: list[bool] = []  # … after the +1 reputation

    def acts(strength: int) -> bool:
        if animals_allowed(level, strength) == 0:
            return False
        if not now:
            now.append(next(iter(_plays(gs, seat, level)), None) is not None)
        if now[0]:
            return True
        if not _reputation_first(level, strength):
            return False
        if not after:
            trial = gs.copy()
            gain_reputation(trial, seat, TRACKS.animals_ii_reputation_at_strength_5, "N-ANIM-12")
            after.append(next(iter(_plays(trial, seat, level)), None) is not None)
        return after[0]

    return acts


def _can_act(gs: GameState, seat: int, level: str, strength: int) -> list[Violation]:
    """N-TURN-5, ND-25: at least one animal can be played (counting the +1 reputation of N-ANIM-12, ND-41)."""
    if animals_allowed(level, strength) == 0:
        return [Violation("N-ANIM-1", N_("Animals {level} at strength {strength} plays no animal"), level=level,
                          strength=strength)]
    if _acts(gs, seat, level)(strength):
        return []
    return [Violation("N-ANIM-2", N_("{player} has no animal that can be played now (conditions, money, "
                                     "enclosures)"), player=gs.players[seat].name)]


def _first_acting(gs: GameState, seat: int, level: str, strengths: Iterable[int]) -> int | None:
    """:func:`_can_act` at each of ``strengths`` in turn, the animals that can be played read once."""
    acts = _acts(gs, seat, level)
    return next((i for i, power in enumerate(strengths) if acts(power)), None)


def _start(gs: GameState, seat: int, level: str, strength: int) -> list[Event]:
    gs.push(_first(level, seat, strength))
    return []


register_action("animals", can_act=_can_act, start=_start, first_acting=_first_acting)
