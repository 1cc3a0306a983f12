"""Sponsor effects triggered by icons that use the hand (N-EFF-6; ND-73, ND-86, ND-87).

- Expert on Australia (212), ``pouch1``: for each Australia icon added to its owner's zoo, one hand card may be
  tucked under the card for 2 appeal; tucked cards stay there for the rest of the game (ND-87).
- Okapi Stable (253), ``play_sponsor_for_level_money``: 3 tokens on the card; for each herbivore icon added, one
  token may go back to play a sponsor from the hand, paying money equal to its level (ND-86).

Both may be declined with ``pass`` (ND-73). They are icon words of :data:`.sponsor_effects.ICON_WORDS`, run by
:func:`.sponsor_effects.icons_added` like every icon-triggered effect.
"""

from __future__ import annotations

from ...i18n import N_, Nn_
from ...verdicts import Violation
from ..cards import SponsorCard, card
from ..decisions import Decision
from ..events import Event, event
from ..moves import Choose, Move, Pass, Sponsor
from ..state import GameState
from ..words import CardName, CardNames, Counted
from . import register_effect, register_question
from .bonuses import gain_appeal, pay
from .sponsor_effects import register_icon_word, take_token, tokens_on
from .sponsors import n_spon_1_conditions, n_spon_9_building, play_sponsor, sponsor_placements, unique_type

__all__ = ["POUCH_APPEAL", "nd_s14_okapi", "nd_s15_tuck", "okapi_plays"]

#: Appeal for each card tucked by Pouch (the data's own-words summary of Expert on Australia).
POUCH_APPEAL = 2


def _name(gs: GameState, seat: int) -> str:
    return gs.players[seat].name


# ------------------------------------------------------------------------------------ Expert on Australia
def nd_s15_tuck(gs: GameState, seat: int, word: str, times: int, number: int) -> list[Event]:
    """ND-87: ``times`` offers to tuck one hand card under card ``number`` for 2 appeal each (Pouch 1)."""
    gs.push(Decision("tuck", seat, card=number, left=times * int(word.removeprefix("pouch") or 1)))
    return []


def _tuck_resolve(gs: GameState, d: Decision) -> list[Event]:
    if gs.players[d.player].hand:
        gs.push(Decision("tuck-card", d.player, **d.data))
        return []
    return [event("pass", "ND-87", N_("{player} has no hand card to tuck under {card}"), player=_name(gs, d.player),
                  card=CardName(d["card"]))]


def _tuck_violations(gs: GameState, d: Decision, move: Move, report: bool) -> list[Violation]:
    if isinstance(move, Pass):
        return []
    assert isinstance(move, Choose)
    hand = gs.players[d.player].hand
    if move.option != "tuck" or move.arg is None or not move.arg.isdigit() or int(move.arg) not in hand:
        return [Violation("ND-87", N_("tuck a card of your hand under {card} (your hand: {hand})"),
                          card=CardName(d["card"]), hand=CardNames(hand))]
    return []


def _tuck_apply(gs: GameState, d: Decision, move: Move) -> list[Event]:
    if isinstance(move, Pass):
        return [event("pass", "ND-87", N_("{player} tucks no card under {card}"), player=_name(gs, d.player),
                      card=CardName(d["card"]))]
    assert isinstance(move, Choose) and move.arg is not None
    p = gs.players[d.player]
    tucked = int(move.arg)
    hand = list(p.hand)
    hand.remove(tucked)
    p.hand = tuple(hand)
    p.tucked = (*p.tucked, (d["card"], tucked))
    events = [event("tuck", "ND-87", N_("{player} tucks a hand card under {card} for good"), player=p.name,
                    card=CardName(d["card"])), *gain_appeal(gs, d.player, POUCH_APPEAL, "ND-87")]
    if d["left"] > 1:
        gs.push(Decision("tuck", d.player, card=d["card"], left=d["left"] - 1))
    return events


register_icon_word("pouch1", nd_s15_tuck)
register_effect("tuck", _tuck_resolve)
register_question("tuck-card", candidates=lambda gs, d: [*(Choose("tuck", str(n)) for n in sorted(set(
                      gs.players[d.player].hand))), Pass()],
                  violations=_tuck_violations, apply=_tuck_apply, moves=(Choose, Pass), rule="ND-87",
                  description=N_("{player}: tuck a hand card under {card} for 2 appeal ({left}), or pass"),
                  words={"card": CardName, "left": lambda n: Counted(n, Nn_("{count} offer left",
                                                                             "{count} offers left"))})


# ------------------------------------------------------------------------------------------- Okapi Stable
def nd_s14_okapi(gs: GameState, seat: int, word: str, times: int, number: int) -> list[Event]:
    """ND-86: ``times`` offers to return a token of card ``number`` and play a sponsor for its level in money."""
    gs.push(Decision("okapi", seat, card=number, left=times))
    return []


def _sponsor_of(number: int) -> SponsorCard | None:
    c = card(number)
    return c if isinstance(c, SponsorCard) else None


def _card_violations(gs: GameState, seat: int, c: SponsorCard) -> list[Violation]:
    """N-SPON-1, -7 and the price: the card's conditions hold (the Sponsors-II icon needs the upgraded card), and
    its level in money is there (N-EFF-4)."""
    p = gs.players[seat]
    found = n_spon_1_conditions(gs, seat, c)
    if "sponsors_ii" in c.requirements and "sponsors" not in p.upgraded:
        found.append(Violation("N-SPON-7", N_("{card} can only be played with Sponsors II"), card=CardName(c.number)))
    if p.money < c.level:
        found.append(Violation("ND-86", N_("{card} costs its level, {cost} money, here; {player} has {money}"),
                               card=CardName(c.number), cost=c.level, player=p.name, money=p.money))
    return found


def okapi_plays(gs: GameState, seat: int) -> list[Move]:
    """Every sponsor of the hand Okapi Stable could play now, with each place of its unique building."""
    out: list[Move] = []
    for number in sorted(set(gs.players[seat].hand)):
        c = _sponsor_of(number)
        if c is None or _card_violations(gs, seat, c):
            continue
        if unique_type(c) is None:
            out.append(Sponsor(number))
        else:
            out += [Sponsor(number, None, b.anchor, b.rotation) for b in sponsor_placements(gs, seat, c)]
    return out


def _okapi_resolve(gs: GameState, d: Decision) -> list[Event]:
    if tokens_on(gs, d.player, d["card"]) and okapi_plays(gs, d.player):
        gs.push(Decision("okapi-sponsor", d.player, **d.data))
        return []
    return [event("pass", "ND-86", N_("{player}: {card} has no token left or no sponsor of the hand can be played "
                                       "with it"), player=_name(gs, d.player), card=CardName(d["card"]))]


def _okapi_violations(gs: GameState, d: Decision, move: Move, report: bool) -> list[Violation]:
    if isinstance(move, Pass):
        return []
    assert isinstance(move, Sponsor)
    c = _sponsor_of(move.card)
    if c is None or move.card not in gs.players[d.player].hand or move.folder is not None:
        return [Violation("ND-86", N_("{okapi} plays a sponsor card of your hand; {card} is not one"),
                          okapi=CardName(d["card"]), card=CardName(move.card))]
    found = _card_violations(gs, d.player, c)
    if found and not report:
        return found
    return found + n_spon_9_building(gs, d.player, c, move, report)


def _okapi_apply(gs: GameState, d: Decision, move: Move) -> list[Event]:
    if isinstance(move, Pass):
        return [event("pass", "ND-86", N_("{player} plays no sponsor with {card}"), player=_name(gs, d.player),
                      card=CardName(d["card"]))]
    assert isinstance(move, Sponsor)
    c = _sponsor_of(move.card)
    assert c is not None
    events = take_token(gs, d.player, d["card"], "ND-86") + pay(gs, d.player, c.level, "ND-86")
    events += play_sponsor(gs, d.player, move)
    if d["left"] > 1:
        gs.push(Decision("okapi", d.player, card=d["card"], left=d["left"] - 1))
    return events


register_icon_word("play_sponsor_for_level_money", nd_s14_okapi)
register_effect("okapi", _okapi_resolve)
register_question("okapi-sponsor", candidates=lambda gs, d: [*okapi_plays(gs, d.player), Pass()],
                  violations=_okapi_violations, apply=_okapi_apply, moves=(Sponsor, Pass), rule="ND-86",
                  description=N_("{player}: {card}: return a token to play a sponsor of your hand for its level "
                                 "in money, or pass"),
                  words={"card": CardName})
