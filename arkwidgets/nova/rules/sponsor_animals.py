"""Sponsor effects on playing animals (N-SPON-2; ND-55, ND-81, ND-82, ND-83, ND-88).

- WAZA Special Assignment (227): its player marks small or large animals and takes the first animal of that size
  turned up from the deck; from then on the other size cannot be played, and each animal of the marked size played
  gives appeal (ND-81).
- WAZA Small Animals Program (228): an Animals action that played only small animals may play one more small animal
  from the hand, then take a small animal from the display (ND-82).
- Expert in Small Animals (229), Expert in Large Animals (230): small / large animals cost less (ND-83).
- WAZA Large Animal Program (263): a free size-5 enclosure that may be declined; a large animal may be played with
  one of its conditions unmet (ND-88).

Sizes are those of ND-55 (:func:`.sponsor_effects.size_class`): small ≤ 2, large ≥ 4, a size-3 animal is neither.
The Animals action asks these effects through its hooks (:data:`.animals.COST_HOOKS`, ``CONDITION_HOOKS``,
``END_HOOKS``); an animal entering a zoo sets off WAZA's appeal through :data:`.triggers.PLAYED_HOOKS`.
"""

from __future__ import annotations

from collections.abc import Callable

from ...i18n import N_, Nn_
from ...verdicts import Violation
from ..cards import AnimalCard, card, requirement_counts
from ..decisions import Decision
from ..events import Event, event
from ..moves import Choose, Move, Pass, PlayAnimal, Take
from ..state import GameState
from ..words import CardName, Either, SizeName
from . import register_question
from .animals import (
    CONDITION_HOOKS,
    COST_HOOKS,
    END_HOOKS,
    n_anim_3_conditions,
    n_anim_5_money,
    n_anim_11_source,
    play_animal,
)
from .bonuses import add_cards, gain_appeal
from .deck import discard, draw, take_from_display
from .housing import homes, housing_violations
from .new_building import ask_free_building
from .sponsor_effects import effect, register_ongoing, rule_part, size_class, sponsor_values
from .triggers import PLAYED_HOOKS
from .zoo_icons import zoo_icons

__all__ = [
    "SIZES",
    "WAZA_SMALL_PROGRAM",
    "nd_s9_marked_size_only",
    "nd_s9_marked_size_appeal",
    "nd_s9_search_deck",
    "nd_s10_small_program",
    "nd_s11_size_discount",
    "nd_s16_ignore_one_condition",
    "unmet_conditions",
]

#: The two sizes WAZA Special Assignment may mark.
SIZES = ("small", "large")
WAZA_SMALL_PROGRAM = 228
#: WAZA Special Assignment, whose marked size (ND-81) limits the animals played after it.
WAZA_SPECIAL_ASSIGNMENT = 227


def _name(gs: GameState, seat: int) -> str:
    return gs.players[seat].name


def _animal(number: int | None) -> AnimalCard | None:
    c = card(number) if number is not None else None
    return c if isinstance(c, AnimalCard) else None


# ---------------------------------------------------------------------- Experts in Small / Large Animals
def nd_s11_size_discount(gs: GameState, seat: int, c: AnimalCard) -> int:
    """ND-83: Expert in Small (Large) Animals: money off a small (large) animal, after the partner-zoo discount; the
    cost never drops below 0 (:func:`.animals.animal_cost`)."""
    if not gs.players[seat].sponsors:  # asked of every animal judged: a zoo without sponsors has no expert
        return 0
    size = size_class(c)
    if size not in SIZES:
        return 0
    return sum(int(value) for _, value in sponsor_values(gs, seat, f"{size}_animal_discount"))


rule_part("small_animal_discount")
rule_part("large_animal_discount")
COST_HOOKS.append(nd_s11_size_discount)


# ------------------------------------------------------------------------------ WAZA Large Animal Program
def unmet_conditions(gs: GameState, seat: int, c: AnimalCard) -> int:
    """How many printed conditions of ``c`` the zoo does not meet: each missing icon counts, and the partner zoo and
    the Animals-II condition count one each (N-ANIM-3, -13)."""
    p = gs.players[seat]
    have = zoo_icons(gs, seat)
    unmet = 0
    for need, count in requirement_counts(c):
        if need == "animals_ii":
            unmet += "animals" not in p.upgraded
        elif need == "partner_zoo":
            unmet += not set(c.continents) & set(p.partner_zoos)
        else:
            unmet += max(0, count - have[need])
    return unmet


def nd_s16_ignore_one_condition(gs: GameState, seat: int, c: AnimalCard, found: list[Violation]) -> list[Violation]:
    """ND-88: with WAZA Large Animal Program a large animal may be played with one of its conditions unmet."""
    if not found or size_class(c) != "large":
        return found
    allowed = sum(int(v) for _, v in sponsor_values(gs, seat, "large_animal_ignore_conditions"))
    if allowed and unmet_conditions(gs, seat, c) <= allowed:
        return [v for v in found if v.rule not in ("N-ANIM-3", "N-ANIM-13")]
    return found


@effect("imm_free_enclosure", "now")
def _imm_free_enclosure(gs: GameState, seat: int, number: int, value: str) -> list[Event]:
    """ND-73: "may place" a standard enclosure of the card's size for free: it can be declined with ``pass``."""
    return ask_free_building(gs, seat, (f"enclosure-{int(value)}",), "N-SPON-2", optional=True)


rule_part("large_animal_ignore_conditions")
CONDITION_HOOKS.append(nd_s16_ignore_one_condition)


# -------------------------------------------------------------------------------- WAZA Special Assignment
@effect("imm_choose_size_class", "now")
def _imm_choose_size(gs: GameState, seat: int, number: int, value: str) -> list[Event]:
    """ND-81: the player marks one of the sizes the card offers; the deck search follows the choice."""
    gs.push(Decision("waza-size", seat, card=number, sizes=tuple(value.split("|"))))
    return []


def nd_s9_search_deck(gs: GameState, seat: int, size: str) -> list[Event]:
    """ND-81: deck cards are turned up one at a time until an animal of ``size`` appears, which joins the hand; the
    others go face up to the discard pile. The discard pile is reshuffled as in any draw (ND-23), but the cards just
    turned up are not in it yet, so the search ends when deck and pile are spent."""
    turned: list[int] = []
    events: list[Event] = []
    found = None
    while found is None:
        drawn, more = draw(gs, 1, "ND-81")
        events += more
        if not drawn:
            break
        c = _animal(drawn[0])
        if c is not None and size_class(c) == size:
            found = drawn[0]
        else:
            turned.append(drawn[0])
    discard(gs, tuple(turned))
    if found is None:
        events.append(event("waza-search", "ND-81", Nn_("{player} turns up {count} card: no {size} animal is left",
                                                    "{player} turns up {count} cards: no {size} animal is left"),
                            player=_name(gs, seat), count=len(turned), size=SizeName(size)))
        return events
    add_cards(gs, seat, (found,))
    events.append(event("waza-search", "ND-81", Nn_("{player} turns up {count} card and takes the {size} "
                                                    "animal {card}", "{player} turns up {count} cards and takes the "
                                                    "{size} animal {card}"),
                        player=_name(gs, seat), count=len(turned) + 1,
                        size=SizeName(size), card=CardName(found)))
    return events


def _size_violations(gs: GameState, d: Decision, move: Move, report: bool) -> list[Violation]:
    assert isinstance(move, Choose)
    if move.option not in d["sizes"] or move.arg is not None:
        return [Violation("ND-81", N_("{card} marks one size: {options}"), card=CardName(d["card"]),
                          options=Either(SizeName(s) for s in d["sizes"]))]
    return []


def _size_apply(gs: GameState, d: Decision, move: Move) -> list[Event]:
    assert isinstance(move, Choose)
    gs.players[d.player].size_choice = move.option
    return [event("waza-size", "ND-81", N_("{player} marks {size} animals on {card}"), player=_name(gs, d.player),
                  size=SizeName(move.option), card=CardName(d["card"])), *nd_s9_search_deck(gs, d.player, move.option)]


def nd_s9_marked_size_only(gs: GameState, seat: int, c: AnimalCard, found: list[Violation]) -> list[Violation]:
    """ND-81: once a size is marked, an animal of the other size cannot be played (a size-3 animal still can)."""
    marked = gs.players[seat].size_choice
    if not marked:
        return found
    size = size_class(c)
    if size in SIZES and size != marked:
        return [*found, Violation("ND-81", N_("{card} is a {size} animal; {sponsor} allows only {marked} "
                                              "ones"), card=CardName(c.number), size=SizeName(size),
                                  sponsor=CardName(WAZA_SPECIAL_ASSIGNMENT), marked=SizeName(marked))]
    return found


def nd_s9_marked_size_appeal(gs: GameState, seat: int, number: int) -> list[Event]:
    """ND-81: each animal of the marked size played into the zoo gives the card's appeal."""
    c = _animal(number)
    marked = gs.players[seat].size_choice
    if c is None or not marked or size_class(c) != marked:
        return []
    events: list[Event] = []
    for _, word in sponsor_values(gs, seat, f"on_play_{marked}"):
        events += gain_appeal(gs, seat, int(word.partition("+")[2]), "ND-81")
    return events


for _key in ("imm_search_deck", "forbid_other_kind", "on_play_small", "on_play_large"):
    rule_part(_key)  # the size question searches; the condition and played hooks forbid and pay
register_question("waza-size", candidates=lambda gs, d: [Choose(s) for s in d["sizes"]], violations=_size_violations,
                  apply=_size_apply, moves=(Choose,), rule="ND-81",
                  description=N_("{player}: {card}: mark small or large animals"),
                  words={"card": CardName})
CONDITION_HOOKS.append(nd_s9_marked_size_only)
PLAYED_HOOKS.append(nd_s9_marked_size_appeal)


# ---------------------------------------------------------------------------- WAZA Small Animals Program
def _small_display(gs: GameState) -> list[int]:
    """Display folders holding a small animal (any folder: the card names no reputation range)."""
    return [f for f, n in enumerate(gs.display, start=1) if (c := _animal(n)) is not None and size_class(c) == "small"]


def _level(gs: GameState, d: Decision) -> str:
    """The level of the Animals action the extra animal belongs to (its decision carries it, N-UPG-2, ND-90)."""
    return str(d.get("level", gs.players[d.player].level("animals")))


def _extra_moves(gs: GameState, d: Decision) -> list[Move]:
    seat = d.player
    out: list[Move] = []
    for number in sorted(set(gs.players[seat].hand)):
        c = _animal(number)
        if c is None or size_class(c) != "small":
            continue
        if n_anim_3_conditions(gs, seat, c, _level(gs, d)) or n_anim_5_money(gs, seat, c, None):
            continue
        out += [PlayAnimal(number, home) for home in homes(gs, seat, c)]
    return out


def nd_s10_small_program(gs: GameState, d: Decision) -> list[Event]:
    """ND-82: an Animals action that played only small animals: one more small animal from the hand once its own
    allowance is used, then a small animal from the display; each may be declined."""
    seat = d.player
    played = d.get("played_cards", ())
    if WAZA_SMALL_PROGRAM not in gs.players[seat].sponsors or not played:
        return []
    if any(size_class(c) != "small" for c in map(_animal, played) if c is not None):
        return []
    if d["left"] == 0 and not d.get("extra") and _extra_moves(gs, d):
        gs.push(Decision("waza-small-extra", seat, **d.data))
    elif _small_display(gs):
        gs.push(Decision("waza-small-take", seat))
    return []


def _extra_violations(gs: GameState, d: Decision, move: Move, report: bool) -> list[Violation]:
    if isinstance(move, Pass):
        return []
    assert isinstance(move, PlayAnimal)
    c = _animal(move.card)
    if c is None or size_class(c) != "small" or move.folder is not None:
        return [Violation("ND-82", N_("{card} adds one small animal from the hand"),
                          card=CardName(WAZA_SMALL_PROGRAM))]
    found: list[Violation] = []
    rules: tuple[Callable[[], list[Violation]], ...] = (
        lambda: n_anim_11_source(gs, d, move.card, None),
        lambda: n_anim_3_conditions(gs, d.player, c, _level(gs, d)),
        lambda: n_anim_5_money(gs, d.player, c, None),
        lambda: housing_violations(gs, d.player, c, move.home),
    )
    for rule in rules:
        found += rule()
        if found and not report:
            break
    return found


def _extra_apply(gs: GameState, d: Decision, move: Move) -> list[Event]:
    if isinstance(move, Pass):
        if _small_display(gs):
            gs.push(Decision("waza-small-take", d.player))
        return []
    assert isinstance(move, PlayAnimal)
    return play_animal(gs, Decision("animals", d.player, **d.with_(left=1, extra=True).data), move)


def _take_violations(gs: GameState, d: Decision, move: Move, report: bool) -> list[Violation]:
    if isinstance(move, Pass):
        return []
    assert isinstance(move, Take)
    if move.folder not in _small_display(gs):
        return [Violation("ND-82", N_("display folder {folder} holds no small animal"), folder=move.folder)]
    return []


def _take_apply(gs: GameState, d: Decision, move: Move) -> list[Event]:
    if isinstance(move, Pass):
        return []
    assert isinstance(move, Take)
    number = take_from_display(gs, move.folder)
    add_cards(gs, d.player, (number,))
    return [event("take", "ND-82", N_("{player} takes the small animal {card} from display folder {folder}"),
                  player=_name(gs, d.player), card=CardName(number), folder=move.folder)]


register_ongoing(WAZA_SMALL_PROGRAM, "nd_s10_small_program")
END_HOOKS.append(nd_s10_small_program)
register_question("waza-small-extra", candidates=lambda gs, d: [*_extra_moves(gs, d), Pass()],
                  violations=_extra_violations, apply=_extra_apply, moves=(PlayAnimal, Pass), rule="ND-82",
                  description=N_("{player}: {card}: play one more small animal from your hand, "
                                 "or pass"),
                  words={"card": lambda _card: CardName(WAZA_SMALL_PROGRAM)})
register_question("waza-small-take", candidates=lambda gs, d: [*map(Take, _small_display(gs)), Pass()],
                  violations=_take_violations, apply=_take_apply, moves=(Take, Pass), rule="ND-82",
                  description=N_("{player}: {card}: take a small animal from the display, or "
                                 "pass"),
                  words={"card": lambda _card: CardName(WAZA_SMALL_PROGRAM)})
