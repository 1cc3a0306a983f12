"""Animal abilities: one small function per keyword, in a table keyword → implementation (N-KEY, ND-51).

An animal's ability resolves when the card is in the zoo and its printed gains are taken (N-EFF-1); "after the
action" abilities (Boost, Clever, Action) are queued and resolve once the action card has moved to slot 1 (N-EFF-2).
:func:`resolve_animal` is what :func:`.triggers.card_played` runs for a new animal. In a solo game a card with a solo
box uses that ability instead of its interactive one (N-SOLO-5, N-KEY-6, ND-39); in every other game the interactive
keywords (Venom, Constriction, Hypnosis, Pilfering) are run by :mod:`.interactions`, which adds them to the table.

Whether a keyword is executed is *this table*: :mod:`arkwidgets.nova.coverage` reads it, and a keyword missing from
it is announced by an event when a card with it is played (ND-53), never skipped silently.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ...i18n import N_, Nn_
from ...verdicts import Violation
from ..cards import BASE_PROJECTS, Ability, AnimalCard, SponsorCard, card, final_scoring_card
from ..decisions import Decision
from ..events import Event, event
from ..moves import ACTIONS as ACTION_NAMES
from ..moves import Choose, ChooseAction, Discard, Move, Pass
from ..state import GameState
from ..words import ActionName, ActionNames, CardName, CardNames, Either, KeywordName, MoveName, Words
from . import ACTIONS, load, register_bonus, register_effect, register_question
from .bonuses import add_cards, gain_appeal, gain_money, gain_x, hire_worker, snap_card
from .breaks import advance_break
from .deck import discard, draw, refill_display, shuffle, take_from_display
from .new_building import ask_free_building
from .triggers import OWN_EFFECT_HOOKS
from .zoo_icons import icon_count

__all__ = [
    "ABILITIES",
    "INTERACTIVE",
    "AbilityRule",
    "abilities_in_play",
    "base_projects_in_game",
    "missing_keywords",
    "register_ability",
    "resolve_animal",
    "run_ability",
    "solo_ability",
]

Run = Callable[[GameState, int, int, Ability], list[Event]]


@dataclass(frozen=True, slots=True)
class AbilityRule:
    """How one keyword is executed: ``run(gs, seat, card, ability)``, the rule id its events carry, and whether it
    waits until after the action (N-EFF-2). ``summary`` says what it does, in the project's words."""

    keyword: str
    run: Run
    rule: str
    after: bool
    summary: str


#: Every executed keyword (the data's spelling) → its implementation.
ABILITIES: dict[str, AbilityRule] = {}
#: Interactive keywords (yellow octagon, N-ICON-5): a solo box replaces exactly these (N-SOLO-5).
INTERACTIVE = frozenset({"Venom", "Constriction", "Hypnosis", "Pilfering"})


def _ability(keyword: str, summary: str, rule: str = "ND-51", after: bool = False) -> Callable[[Run], Run]:
    def register(run: Run) -> Run:
        ABILITIES[keyword] = AbilityRule(keyword, run, rule, after, summary)
        return run

    return register


#: Other rule modules add keywords to the table with this decorator (:mod:`.interactions`).
register_ability = _ability


# ------------------------------------------------------------------------------------------------ which ones
def solo_ability(c: AnimalCard) -> Ability | None:
    """The solo box of ``c`` as an ability (the data writes ``sprint:1``, ``clever`` …), or None."""
    if not c.solo_ability:
        return None
    word, _, level = c.solo_ability.partition(":")
    keyword = word.replace("-", " ").replace("_", " ").title()
    return Ability(keyword, int(level) if level else None, None)


def abilities_in_play(c: AnimalCard, solo: bool) -> tuple[Ability, ...]:
    """The abilities ``c`` uses: its printed ones, with the solo box in place of the interactive one in a solo game
    (N-SOLO-5)."""
    box = solo_ability(c) if solo else None
    if box is None:
        return c.abilities
    return tuple(box if a.keyword in INTERACTIVE else a for a in c.abilities)


def missing_keywords(number: int, solo: bool = False) -> tuple[str, ...]:
    """The keywords of card ``number`` the engine does not execute (empty = every ability is executed)."""
    load()  # every rule module has added its keywords
    c = card(number)
    if not isinstance(c, AnimalCard):
        return ()
    return tuple(a.keyword for a in abilities_in_play(c, solo) if a.keyword not in ABILITIES)


# ------------------------------------------------------------------------------------------------ resolving
def run_ability(gs: GameState, seat: int, number: int, a: Ability) -> list[Event]:
    """Resolve one ability of card ``number`` now, or queue it when it acts after the action (N-EFF-1, -2)."""
    rule = ABILITIES.get(a.keyword)
    if rule is None:
        return [event("ability-not-executed", "ND-53", N_("{player}: the ability {keyword} of {card} is not executed "
                                                          "by this engine; it does nothing"),
                      player=gs.players[seat].name, keyword=KeywordName(a.keyword), card=CardName(number))]
    if rule.after:
        gs.queue_after(Decision("ability-after", seat, card=number, keyword=a.keyword, level=a.level,
                                target=a.target))
        return []
    return rule.run(gs, seat, number, a)


def resolve_animal(gs: GameState, seat: int, number: int) -> list[Event]:
    """The own abilities of a newly played animal (sponsors are :mod:`.sponsors`' business)."""
    c = card(number)
    if isinstance(c, SponsorCard) or not isinstance(c, AnimalCard):
        return []
    events: list[Event] = []
    for a in abilities_in_play(c, gs.n == 1):
        events += run_ability(gs, seat, number, a)
    return events


def _after(gs: GameState, d: Decision) -> list[Event]:
    a = Ability(d["keyword"], d["level"], d["target"])
    return ABILITIES[a.keyword].run(gs, d.player, d["card"], a)


OWN_EFFECT_HOOKS.append(resolve_animal)
register_effect("ability-after", _after)


def _name(gs: GameState, seat: int) -> str:
    return gs.players[seat].name


def _level(a: Ability) -> int:
    return a.level if a.level is not None else 1


# ---------------------------------------------------------------------------------------- the rulebook's (N-KEY)
@_ability("Scavenging", N_("shuffle the discard pile, draw X cards from it, keep 1 and discard the rest"),
          rule="N-KEY-1")
def n_key_1_scavenging(gs: GameState, seat: int, number: int, a: Ability) -> list[Event]:
    """N-KEY-1: the discard pile is shuffled, X cards drawn from it; one is kept, the others go back on it."""
    pile = shuffle(gs, gs.discard)
    drawn, gs.discard = pile[: _level(a)], pile[_level(a):]
    events = [event("scavenging", "N-KEY-1", Nn_("{player} shuffles the discard pile and draws {count} card "
                                                 "from it", "{player} shuffles the discard pile and draws {count} "
                                                 "cards from it"), player=_name(gs, seat), count=len(drawn))]
    return events + _keep(gs, seat, drawn, 1, "N-KEY-1")


@_ability("Snapping", N_("take X cards, one at a time, from any display folders (reputation does not matter)"),
          rule="N-KEY-2")
def n_key_2_snapping(gs: GameState, seat: int, number: int, a: Ability) -> list[Event]:
    """N-KEY-2, ND-5: X free takes from any folder; the gaps stay until the end of the turn (N-DISP-4)."""
    filled = sum(1 for c in gs.display if c is not None)
    return snap_card(gs, seat, min(_level(a), filled), "N-KEY-2")


@_ability("Posturing", N_("up to X times, build a kiosk or a pavilion for free"))
def posturing(gs: GameState, seat: int, number: int, a: Ability) -> list[Event]:
    """ND-63: each free kiosk or pavilion obeys every placement rule (ND-34) and may be declined (``pass``)."""
    return ask_free_building(gs, seat, ("kiosk", "pavilion"), "ND-63", times=_level(a), optional=True)


@_ability("Resistance", N_("draw 2 final scoring cards, keep one and put the other under the final scoring deck"))
def resistance(gs: GameState, seat: int, number: int, a: Ability) -> list[Event]:
    """ND-63: the two cards come from the top of the final scoring deck; the one not kept goes under it, as at
    CP 10 (N-CP-5). In a solo game a card that does not apply in solo is put under the deck and replaced, as at
    setup (N-SOLO-5)."""
    p = gs.players[seat]
    drawn: list[int] = []
    deck = list(gs.final_deck)
    skipped = 0
    while deck and len(drawn) < 2 and skipped <= len(deck):
        top = deck.pop(0)
        if gs.n == 1 and not final_scoring_card(top).solo_usable:
            deck.append(top)
            skipped += 1
            continue
        drawn.append(top)
    gs.final_deck = tuple(deck)
    p.final_cards = p.final_cards + tuple(drawn)
    events = [event("final-draw", "ND-63", Nn_("{player} draws {count} final scoring card",
                                                   "{player} draws {count} final scoring cards"), player=p.name,
                    count=len(drawn))]
    if len(drawn) == 2:
        gs.push(Decision("final-discard", seat, rule="ND-63", among=tuple(drawn)))
    return events


@_ability("Multiplier", N_("put a ×2 multiplier token on the action card the ability names"))
def multiplier(gs: GameState, seat: int, number: int, a: Ability) -> list[Event]:
    """ND-64: the token lies on the named action card until that card's next use, which then runs twice."""
    p = gs.players[seat]
    target = a.target or "animals"
    p.card_tokens = (*p.card_tokens, (target, "multiplier"))
    return [event("multiplier", "ND-64", N_("{player} puts a multiplier token on the {card} card"), player=p.name,
                  card=ActionName(target))]


def _multiplier_bonus(gs: GameState, seat: int, value: int, rule: str) -> list[Event]:
    """The multiplier bonus tile (ND-46, ND-64): its player chooses the action card the token goes on."""
    for _ in range(max(0, value)):
        gs.push(Decision("multiplier-card", seat, rule=rule))
    return []


def _multiplier_moves(gs: GameState, d: Decision) -> list[Move]:
    return [Choose("multiplier", name) for name in gs.players[d.player].action_cards]


def _multiplier_violations(gs: GameState, d: Decision, move: Move, report: bool) -> list[Violation]:
    if move in _multiplier_moves(gs, d):
        return []
    return [Violation("ND-64", N_("the multiplier token goes on one of your action cards: {cards}"),
                      cards=Either(ActionName(c) for c in ACTION_NAMES))]


def _multiplier_apply(gs: GameState, d: Decision, move: Move) -> list[Event]:
    assert isinstance(move, Choose) and move.arg is not None
    p = gs.players[d.player]
    p.card_tokens = (*p.card_tokens, (move.arg, "multiplier"))
    return [event("multiplier", "ND-64", N_("{player} puts a multiplier token on the {card} card"), player=p.name,
                  card=ActionName(move.arg or ""))]


register_bonus("multiplier", _multiplier_bonus)
register_question("multiplier-card", candidates=_multiplier_moves, violations=_multiplier_violations,
                  apply=_multiplier_apply, moves=(Choose,), rule="ND-64",
                  description=N_("{player}: put the multiplier token on one of your action cards"))


@_ability("Flock Animal", N_("may also live in an occupied standard enclosure of size X or more that holds a "
                               "herbivore"))
def flock_animal(gs: GameState, seat: int, number: int, a: Ability) -> list[Event]:
    """ND-65: nothing happens when the card is played; :mod:`.housing` offers it the shared enclosures."""
    return []


@_ability("Determination", N_("after the action, you may carry out one other action card's action at the "
                                "strength of its slot"), after=True)
def determination(gs: GameState, seat: int, number: int, a: Ability) -> list[Event]:
    """ND-66: like Action, but the player picks the card (any but the one just used)."""
    gs.push(Decision("other-action", seat))
    return []


@_ability("Peacocking", N_("build a large bird aviary for free, if it fits"))
def peacocking(gs: GameState, seat: int, number: int, a: Ability) -> list[Event]:
    """ND-66: a free large bird aviary, placed by every placement rule (ND-34); lost when none fits (ND-43)."""
    return ask_free_building(gs, seat, ("large-bird-aviary",), "ND-66")


@_ability("Jumping", N_("advance the break token X spaces and gain X money (solo: only the money)"), rule="N-KEY-3")
def n_key_3_jumping(gs: GameState, seat: int, number: int, a: Ability) -> list[Event]:
    """N-KEY-3, ND-29: the break token moves X (solo: it does not exist, N-SOLO-7), the money comes in full."""
    return advance_break(gs, seat, _level(a), "N-KEY-3") + gain_money(gs, seat, _level(a), "N-KEY-3")


def _keep(gs: GameState, seat: int, cards: tuple[int, ...], count: int, rule: str) -> list[Event]:
    """Keep ``count`` of ``cards`` (taken out of the deck or pile): ask when there is a choice, the rest discarded."""
    if len(cards) <= count:
        add_cards(gs, seat, cards)
        return [event("keep", rule, Nn_("{player} keeps {count} card", "{player} keeps {count} cards"),
                      player=_name(gs, seat), count=len(cards))]
    gs.push(Decision("keep", seat, cards=tuple(sorted(cards)), count=count, rule=rule))
    return []


@_ability("Pouch", N_("tuck up to X cards from your hand under this animal, one at a time; +2 appeal each"),
          rule="ND-71")
def pouch(gs: GameState, seat: int, number: int, a: Ability) -> list[Event]:
    """ND-71: each tuck is a choice of its own and may be declined (``pass``); with an empty hand nothing is asked."""
    if gs.players[seat].hand:
        gs.push(Decision("pouch", seat, card=number, left=_level(a)))
    return []


def base_projects_in_game(gs: GameState) -> frozenset[int]:
    """The base projects of this game (ND-72): those laid out at setup and any that an ability took into play (in a
    hand, the row, the deck, the display or the discard pile). Every other base project is unused (in the box)."""
    base = {p.number for p in BASE_PROJECTS}
    return frozenset(gs.base_projects) | (base & set(gs.table_cards()))


@_ability("Assertion", N_("you may take any one unused base conservation project into your hand"), rule="ND-72")
def assertion(gs: GameState, seat: int, number: int, a: Ability) -> list[Event]:
    """ND-72, N-SOLO-16: any base project not in this game, even one a solo challenge removed, may be taken."""
    used = base_projects_in_game(gs)
    return _offer_base(gs, seat, tuple(p.number for p in BASE_PROJECTS if p.number not in used))


#: The base project Dominance names.
PRIMATES = next(p.number for p in BASE_PROJECTS if p.name == "Primates")


@_ability("Dominance", N_("if the base project Primates is not in the game, you may take it into your hand"),
          rule="ND-72")
def dominance(gs: GameState, seat: int, number: int, a: Ability) -> list[Event]:
    """ND-72: Assertion limited to the Primates base project."""
    return _offer_base(gs, seat, () if PRIMATES in base_projects_in_game(gs) else (PRIMATES,))


def _offer_base(gs: GameState, seat: int, among: tuple[int, ...]) -> list[Event]:
    if not among:
        return [event("no-base-project", "ND-72", N_("{player}: no base project is left to take"),
                      player=_name(gs, seat))]
    gs.push(Decision("base-project", seat, among=among))
    return []


# -------------------------------------------------------------------------------------------- cards and money
@_ability("Sprint", N_("draw X cards from the deck"))
def sprint(gs: GameState, seat: int, number: int, a: Ability) -> list[Event]:
    cards, events = draw(gs, _level(a), "ND-51")
    add_cards(gs, seat, cards)
    return [*events, event("draw", "ND-51", Nn_("{player} draws {count} card from the deck",
                                                 "{player} draws {count} cards from the deck"),
                           player=_name(gs, seat), count=len(cards))]


@_ability("Perception", N_("draw X cards from the deck, keep half of them, discard the rest"))
def perception(gs: GameState, seat: int, number: int, a: Ability) -> list[Event]:
    cards, events = draw(gs, _level(a), "ND-51")
    events.append(event("draw", "ND-51", Nn_("{player} draws {count} card to choose from",
                                                "{player} draws {count} cards to choose from"), player=_name(gs, seat),
                        count=len(cards)))
    return events + _keep(gs, seat, cards, max(1, _level(a) // 2), "ND-51")


@_ability("Hunter", N_("reveal the top X cards of the deck, keep one animal among them, discard the rest"))
def hunter(gs: GameState, seat: int, number: int, a: Ability) -> list[Event]:
    cards, events = draw(gs, _level(a), "ND-51")
    animals = tuple(c for c in cards if isinstance(card(c), AnimalCard))
    others = tuple(c for c in cards if c not in animals)
    discard(gs, others)
    events.append(event("reveal", "ND-51", N_("{player} reveals {cards}; the non-animals are discarded"),
                        player=_name(gs, seat), cards=CardNames(cards)))
    return events + _keep(gs, seat, animals, 1, "ND-51")


@_ability("Sponsor Magnet", N_("take every sponsor card in the display into your hand"))
def sponsor_magnet(gs: GameState, seat: int, number: int, a: Ability) -> list[Event]:
    taken = []
    for folder in range(1, 7):
        c = gs.display[folder - 1]
        if c is not None and isinstance(card(c), SponsorCard):
            taken.append(take_from_display(gs, folder))
    add_cards(gs, seat, tuple(taken))
    return [event("take", "ND-51", N_("{player} takes the sponsors of the display: {cards}"), player=_name(gs, seat),
                  cards=CardNames(taken))]


@_ability("Sunbathing", N_("sell up to X cards from your hand for 4 money each"))
def sunbathing(gs: GameState, seat: int, number: int, a: Ability) -> list[Event]:
    if gs.players[seat].hand:
        gs.push(Decision("sunbathing", seat, left=_level(a)))
    return []


@_ability("Digging", N_("up to X times: discard a display card (the display refills at once) or discard a hand "
                        "card and draw one from the deck"))
def digging(gs: GameState, seat: int, number: int, a: Ability) -> list[Event]:
    gs.push(Decision("digging", seat, left=_level(a)))
    return []


# -------------------------------------------------------------------------------------------- appeal and tokens
@_ability("Pack", N_("+1 appeal per predator icon in your zoo (this animal's included)"))
def pack(gs: GameState, seat: int, number: int, a: Ability) -> list[Event]:
    return gain_appeal(gs, seat, icon_count(gs, seat, "predator"), "ND-51")


@_ability("Petting Zoo Animal", N_("+3 appeal per petting-zoo icon in your zoo (this animal's included)"))
def petting_zoo_animal(gs: GameState, seat: int, number: int, a: Ability) -> list[Event]:
    return gain_appeal(gs, seat, 3 * icon_count(gs, seat, "petting_zoo"), "ND-51")


@_ability("Iconic Animal", N_("+1 appeal per icon of its continent in all zoos, at most 8"))
def iconic_animal(gs: GameState, seat: int, number: int, a: Ability) -> list[Event]:
    assert a.target is not None
    return gain_appeal(gs, seat, min(8, sum(icon_count(gs, s, a.target) for s in range(gs.n))), "ND-51")


@_ability("Inventive", N_("gain X X tokens; the bear version 1 per bear icon in all zoos (at most 3); the primate "
                          "version 1/2/3 with 1/3/5 primate icons in your zoo"))
def inventive(gs: GameState, seat: int, number: int, a: Ability) -> list[Event]:
    if a.target == "bear":
        amount = min(3, sum(icon_count(gs, s, "bear") for s in range(gs.n)))
    elif a.target == "primate":
        primates = icon_count(gs, seat, "primate")
        amount = sum(1 for at in (1, 3, 5) if primates >= at)
    else:
        amount = _level(a)
    return gain_x(gs, seat, amount, "ND-51")


@_ability("Full-throated", N_("hire an association worker"))
def full_throated(gs: GameState, seat: int, number: int, a: Ability) -> list[Event]:
    return hire_worker(gs, seat, "ND-51")


# ------------------------------------------------------------------------------------ after the action (N-EFF-2)
@_ability("Boost", N_("after the action, you may move its action card to slot 1 or slot 5"), after=True)
def boost(gs: GameState, seat: int, number: int, a: Ability) -> list[Event]:
    gs.push(Decision("boost", seat, card=a.target))
    return []


@_ability("Clever", N_("after the action, you may move any one action card to slot 1"), after=True)
def clever(gs: GameState, seat: int, number: int, a: Ability) -> list[Event]:
    gs.push(Decision("clever", seat))
    return []


@_ability("Action", N_("after the action, you may carry out its action at the strength of that card's slot"),
          after=True)
def action(gs: GameState, seat: int, number: int, a: Ability) -> list[Event]:
    gs.push(Decision("extra-action", seat, card=a.target))
    return []


# ---------------------------------------------------------------------------------------------- the questions
def _offered(candidates: Callable[[GameState, Decision], list[Move]],
             rule: str) -> Callable[[GameState, Decision, Move, bool], list[Violation]]:
    def violations(gs: GameState, d: Decision, move: Move, report: bool) -> list[Violation]:
        options = candidates(gs, d)
        if move in options:
            return []
        return [Violation(rule, N_("{move} is not on offer; choose one of: {options}"), move=MoveName(str(move)),
                          options=Words(MoveName(str(o)) for o in options))]

    return violations


def _sunbathing_moves(gs: GameState, d: Decision) -> list[Move]:
    return [Discard(c) for c in sorted(set(gs.players[d.player].hand))] + [Pass()]


def _sunbathing_apply(gs: GameState, d: Decision, move: Move) -> list[Event]:
    if isinstance(move, Pass):
        return []
    assert isinstance(move, Discard)
    _from_hand(gs, d.player, move.card)
    events = [event("sell", "ND-51", N_("{player} sells {card} from the hand"), player=_name(gs, d.player),
                    card=CardName(move.card)), *gain_money(gs, d.player, 4, "ND-51")]
    if d["left"] > 1 and gs.players[d.player].hand:
        gs.push(d.with_(left=d["left"] - 1))
    return events


def _from_hand(gs: GameState, seat: int, number: int) -> None:
    p = gs.players[seat]
    hand = list(p.hand)
    hand.remove(number)
    p.hand = tuple(hand)
    discard(gs, (number,))


def _digging_moves(gs: GameState, d: Decision) -> list[Move]:
    moves: list[Move] = [Choose("folder", str(f)) for f in range(1, 7) if gs.display[f - 1] is not None]
    if gs.deck or gs.discard:
        moves += [Discard(c) for c in sorted(set(gs.players[d.player].hand))]
    return [*moves, Pass()]


def _digging_apply(gs: GameState, d: Decision, move: Move) -> list[Event]:
    if isinstance(move, Pass):
        return []
    name = _name(gs, d.player)
    if isinstance(move, Discard):
        _from_hand(gs, d.player, move.card)
        cards, events = draw(gs, 1, "ND-51")
        add_cards(gs, d.player, cards)
        events.append(event("dig", "ND-51", N_("{player} discards {card} and draws a card from the deck"),
                            player=name, card=CardName(move.card)))
    else:
        assert isinstance(move, Choose) and move.arg is not None
        gone = take_from_display(gs, int(move.arg))
        discard(gs, (gone,))
        events = [event("dig", "ND-51", N_("{player} discards {card} from display folder {folder}"), player=name,
                        card=CardName(gone), folder=move.arg), *refill_display(gs, "ND-51")]
    if d["left"] > 1:
        gs.push(d.with_(left=d["left"] - 1))
    return events


def _boost_moves(gs: GameState, d: Decision) -> list[Move]:
    return [Choose("slot", "1"), Choose("slot", "5"), Pass()]


def _boost_apply(gs: GameState, d: Decision, move: Move) -> list[Event]:
    if isinstance(move, Pass):
        return []
    assert isinstance(move, Choose)
    p = gs.players[d.player]
    rest = tuple(c for c in p.action_cards if c != d["card"])
    p.action_cards = (d["card"], *rest) if move.arg == "1" else (*rest, d["card"])
    return [event("slot", "ND-51", N_("{player} moves {card} to slot {slot} ({order})"), player=p.name,
                  card=ActionName(d["card"]), slot=move.arg, order=ActionNames(p.action_cards))]


def _clever_moves(gs: GameState, d: Decision) -> list[Move]:
    return [Choose(c) for c in gs.players[d.player].action_cards[1:]] + [Pass()]


def _clever_apply(gs: GameState, d: Decision, move: Move) -> list[Event]:
    if isinstance(move, Pass):
        return []
    assert isinstance(move, Choose)
    p = gs.players[d.player]
    p.action_cards = (move.option, *(c for c in p.action_cards if c != move.option))
    return [event("slot", "ND-51", N_("{player} moves {card} to slot 1 ({order})"), player=p.name,
                  card=ActionName(move.option),
                  slot=1, order=ActionNames(p.action_cards))]


def _extra_moves(gs: GameState, d: Decision) -> list[Move]:
    from .turn import n_turn_5_non_empty

    moves: list[Move] = []
    if not n_turn_5_non_empty(gs, d.player, d["card"], 0):
        moves.append(ChooseAction(d["card"]))
    return [*moves, Pass()]


def _extra_apply(gs: GameState, d: Decision, move: Move) -> list[Event]:
    if isinstance(move, Pass):
        return []
    return _carry_out(gs, d.player, d["card"], "ND-51")


def _carry_out(gs: GameState, seat: int, card: str, rule: str) -> list[Event]:
    """An extra action: ``card``'s action at the strength of its slot now, no X tokens; then the card to slot 1."""
    from .turn import strength

    p = gs.players[seat]
    level, power = p.level(card), strength(gs, seat, card, 0)
    events = [event("action", rule, N_("{player} carries out {card} ({level}) at strength {strength}"),
                    player=p.name, card=ActionName(card), level=level, strength=power)]
    events += ACTIONS[card].start(gs, seat, level, power)
    gs.push(Decision("finish-action", seat, card=card))
    return events


def _other_moves(gs: GameState, d: Decision) -> list[Move]:
    """Determination (ND-66): any action card but the one just used (it lies in slot 1 now) that can act."""
    from .turn import n_turn_5_non_empty

    cards = gs.players[d.player].action_cards[1:]
    return [ChooseAction(c) for c in cards if not n_turn_5_non_empty(gs, d.player, c, 0)] + [Pass()]


def _other_apply(gs: GameState, d: Decision, move: Move) -> list[Event]:
    if isinstance(move, Pass):
        return []
    assert isinstance(move, ChooseAction)
    return _carry_out(gs, d.player, move.card, "ND-66")


def _pouch_moves(gs: GameState, d: Decision) -> list[Move]:
    return [Choose("tuck", str(c)) for c in sorted(set(gs.players[d.player].hand))] + [Pass()]


def _pouch_apply(gs: GameState, d: Decision, move: Move) -> list[Event]:
    """ND-71: the card leaves the hand for good and lies under the animal; +2 appeal."""
    if isinstance(move, Pass):
        return []
    assert isinstance(move, Choose) and move.arg is not None
    p, tucked = gs.players[d.player], int(move.arg)
    hand = list(p.hand)
    hand.remove(tucked)
    p.hand, p.tucked = tuple(hand), (*p.tucked, (d["card"], tucked))
    events = [event("pouch", "ND-71", N_("{player} tucks {tucked} under {card}"), player=p.name,
                    tucked=CardName(tucked),
                    card=CardName(d["card"])), *gain_appeal(gs, d.player, 2, "ND-71")]
    if d["left"] > 1 and p.hand:
        gs.push(d.with_(left=d["left"] - 1))
    return events


def _base_moves(gs: GameState, d: Decision) -> list[Move]:
    return [Choose("project", str(n)) for n in d["among"]] + [Pass()]


def _base_apply(gs: GameState, d: Decision, move: Move) -> list[Event]:
    """ND-72: the base project becomes a card of the hand, played later like any project card (task 5)."""
    if isinstance(move, Pass):
        return []
    assert isinstance(move, Choose) and move.arg is not None
    add_cards(gs, d.player, (int(move.arg),))
    return [event("base-project", "ND-72", N_("{player} takes the base project {card} into the hand"),
                  player=_name(gs, d.player), card=CardName(int(move.arg)))]


#: How the ability questions' data ids are written: an action card, an animal card, base projects.
_WORDS: dict[str, dict[str, Callable[[Any], object]]] = {
    "boost": {"card": ActionName}, "extra-action": {"card": ActionName}, "pouch": {"card": CardName},
    "base-project": {"among": CardNames},
}
for _kind, _moves, _apply, _classes, _text in (
    ("sunbathing", _sunbathing_moves, _sunbathing_apply, (Discard, Pass),
     N_("{player}: sell a card from your hand for 4 money ({left} more at most), or pass")),
    ("digging", _digging_moves, _digging_apply, (Choose, Discard, Pass),
     N_("{player}: discard a display card or a hand card for a new one ({left} more at most), or pass")),
    ("boost", _boost_moves, _boost_apply, (Choose, Pass), N_("{player}: move {card} to slot 1 or slot 5, or pass")),
    ("clever", _clever_moves, _clever_apply, (Choose, Pass), N_("{player}: move any action card to slot 1, or pass")),
    ("extra-action", _extra_moves, _extra_apply, (ChooseAction, Pass),
     N_("{player}: carry out the {card} action now, or pass")),
    ("other-action", _other_moves, _other_apply, (ChooseAction, Pass),
     N_("{player}: carry out one other action card's action at the strength of its slot, or pass")),
    ("pouch", _pouch_moves, _pouch_apply, (Choose, Pass),
     N_("{player}: tuck a hand card under {card} for 2 appeal ({left} more at most), or pass")),
    ("base-project", _base_moves, _base_apply, (Choose, Pass),
     N_("{player}: take one of the base projects {among} into your hand, or pass")),
):
    _rule = {"other-action": "ND-66", "pouch": "ND-71", "base-project": "ND-72"}.get(_kind, "ND-51")
    register_question(_kind, candidates=_moves, violations=_offered(_moves, _rule), apply=_apply, moves=_classes,
                      rule=_rule, description=_text, words=_WORDS.get(_kind))

