"""Gains as data: money, appeal, CP with its thresholds, reputation with its cap and bonuses, X tokens, workers,
upgrades and every bonus the map, the tracks and the tiles name.

Every rule gains through these functions, so each limit is written once: X tokens stop at 5 (N-X-1, ND-21), the
reputation marker at 9 without Cards II (N-REP-3, ND-4) and past 15 turns into appeal (N-REP-4), appeal never goes
below 0 (ND-26), a once-bonus is gained once per player (N-EFF-8, ND-37), and a gain that cannot be taken is lost
(ND-43). A gain that needs a choice pushes a question (``gs.push``); the engine asks it before anything pushed after.
"""

from __future__ import annotations

from ...i18n import N_, Nn_
from ...verdicts import Violation
from ..cards import SponsorCard, card_as
from ..decisions import Decision
from ..events import Event, event
from ..moves import ACTIONS, Choose, Discard, DrawDeck, Move, Pass, Snap, Sponsor, Take
from ..state import GameState
from ..tracks import TRACKS
from ..words import CARDS, X_TOKENS, ActionName, CardName, Counted, MoveName, TileName, Words
from ..zoomap import load_map
from . import BONUSES, QUESTIONS, load, register_bonus, register_question
from .deck import draw, range_folders, take_from_display
from .engine import AFTER_CHANGE

__all__ = [
    "TILE_BONUSES",
    "add_cards",
    "bonus_known",
    "gain_appeal",
    "gain_bonus",
    "gain_cp",
    "gain_money",
    "gain_reputation",
    "gain_x",
    "hire_worker",
    "lose_appeal",
    "pay",
    "snap_card",
    "sponsor_tile",
    "take_card",
    "take_once",
    "upgrade",
]

#: The 9 bonus tiles (N-SET-2, NC-8; tracks.json's list, ND-46) and the bonus each gives when taken at CP 5 or 8.
#: Every one is executed (revised ND-46): ``sponsor_tile`` plays a sponsor from the hand for its level in money.
TILE_BONUSES: dict[str, tuple[str, int]] = {
    "partner-zoo": ("partner_zoo", 1), "university": ("university", 1), "multiplier": ("multiplier", 1),
    "money-10": ("money", 10), "reputation-2": ("reputation", 2), "x-tokens-3": ("xtoken", 3),
    "enclosure-3": ("free_enclosure_size3", 1), "cards-3": ("take_card", 3), "sponsor": ("sponsor_tile", 1),
}


def _name(gs: GameState, seat: int) -> str:
    return gs.players[seat].name


def take_once(gs: GameState, seat: int, key: str) -> bool:
    """Mark the once-bonus ``key`` as taken; False if it already was (N-EFF-8, ND-37)."""
    p = gs.players[seat]
    if key in p.once:
        return False
    p.once = (*p.once, key)
    return True


def add_cards(gs: GameState, seat: int, cards: tuple[int, ...]) -> None:
    p = gs.players[seat]
    p.hand = p.hand + tuple(cards)


# --------------------------------------------------------------------------------------------- plain gains
def gain_money(gs: GameState, seat: int, amount: int, rule: str) -> list[Event]:
    if amount <= 0:
        return []
    gs.players[seat].money += amount
    return [event("money", rule, N_("{player} gains {amount} money"), player=_name(gs, seat), amount=amount)]


def pay(gs: GameState, seat: int, amount: int, rule: str) -> list[Event]:
    """Pay to the general supply; the caller has judged that the money is there (N-EFF-4)."""
    p = gs.players[seat]
    if amount > p.money:
        raise ValueError(f"{p.name} cannot pay {amount} with {p.money} money (the rule should have refused)")
    if amount <= 0:
        return []
    p.money -= amount
    return [event("pay", rule, N_("{player} pays {amount} money"), player=p.name, amount=amount)]


def gain_appeal(gs: GameState, seat: int, amount: int, rule: str) -> list[Event]:
    if amount <= 0:
        return []
    gs.players[seat].appeal += amount
    return [event("appeal", rule, N_("{player} gains {amount} appeal (now {total})"), player=_name(gs, seat),
                  amount=amount, total=gs.players[seat].appeal), *_changed(gs)]


def _changed(gs: GameState) -> list[Event]:
    """ND-17: the end trigger is checked the moment appeal or CP change, not only after the move."""
    return [e for hook in AFTER_CHANGE for e in hook(gs)]


def lose_appeal(gs: GameState, seat: int, amount: int, rule: str) -> list[Event]:
    """Appeal goes back, never below 0 (ND-26)."""
    p = gs.players[seat]
    lost = min(amount, p.appeal)
    p.appeal -= lost
    return [event("appeal-lost", rule, N_("{player} loses {amount} appeal (now {total})"), player=p.name,
                  amount=lost, total=p.appeal)]


def gain_x(gs: GameState, seat: int, amount: int, rule: str) -> list[Event]:
    """X tokens, never more than 5 held (N-X-1, ND-21): the excess is not gained."""
    p = gs.players[seat]
    got = max(0, min(amount, TRACKS.x_token_max - p.x_tokens))
    p.x_tokens += got
    out = []
    if got:
        out.append(event("x-token", rule, N_("{player} gains {amount} (now {total})"), player=p.name,
                         amount=Counted(got, X_TOKENS), total=p.x_tokens))
    if got < amount:
        out.append(event("lost", "N-X-1", N_("{player} already holds {total} X tokens: {lost} more are not gained"),
                         player=p.name, total=p.x_tokens, lost=amount - got))
    return out


def gain_reputation(gs: GameState, seat: int, amount: int, rule: str) -> list[Event]:
    """Reputation space by space: bonuses once (N-REP-2), cap 9 without Cards II (N-REP-3, ND-4), past 15 appeal
    (N-REP-4)."""
    p = gs.players[seat]
    events: list[Event] = []
    limit = TRACKS.reputation_limit("cards" in p.upgraded)
    gained = lost = 0
    for _ in range(max(0, amount)):
        if p.reputation >= TRACKS.reputation_max:
            events.extend(gain_appeal(gs, seat, 1, "N-REP-4"))
            continue
        if p.reputation >= limit:
            lost += 1
            continue
        p.reputation += 1
        gained += 1
        bonus = TRACKS.reputation_bonuses.get(p.reputation)
        if bonus is not None and take_once(gs, seat, f"rep-{p.reputation}"):
            kind, value = _REPUTATION_BONUS.get(bonus, (bonus, 1))
            events.append(event("reputation", rule, N_("{player}'s reputation reaches {total}"), player=p.name,
                                total=p.reputation))
            gained = 0
            events.extend(gain_bonus(gs, seat, kind, value, "N-REP-2"))
    if gained:
        events.append(event("reputation", rule, N_("{player}'s reputation reaches {total}"), player=p.name,
                            total=p.reputation))
    if lost:
        events.append(event("lost", "N-REP-3", N_("{player}'s reputation cannot pass {limit} without Cards II: "
                                                  "{lost} reputation lost"), player=p.name, limit=limit, lost=lost))
    return events


_REPUTATION_BONUS = {"cp_1": ("cp", 1), "xtoken_1": ("xtoken", 1), "take_card_deck_or_range": ("take_card", 1),
                     "activate_extra_worker": ("hire_worker", 1)}


def gain_cp(gs: GameState, seat: int, amount: int, rule: str) -> list[Event]:
    """CP with the thresholds reached or passed, in rising order (N-CP-2 … -5, ND-38)."""
    if amount <= 0:
        return []
    p = gs.players[seat]
    old, p.cp = p.cp, p.cp + amount
    events = [event("cp", rule, N_("{player} gains {amount} CP (now {total})"), player=p.name, amount=amount,
                    total=p.cp), *_changed(gs)]
    for t in TRACKS.conservation_thresholds:
        if not old < t.at <= p.cp:
            continue
        if t.at == 10:
            if not gs.cp10_done:
                gs.cp10_done = True
                events.append(event("cp-10", "N-CP-5", N_("{player} is the first to reach 10 CP: every player puts "
                                                          "one final scoring card under the deck"), player=p.name))
                gs.push(*(Decision("final-discard", s, rule="N-CP-5") for s in gs.seats_from(seat)
                          if gs.players[s].final_cards))
        elif take_once(gs, seat, f"cp-{t.at}"):
            if t.at == 2:
                if len(gs.players[seat].upgraded) < len(ACTIONS) or gs.players[seat].workers_lying:
                    gs.push(Decision("cp-2", seat, rule="N-CP-3"))
                else:
                    events.append(event("lost", "ND-43", N_("{player} can neither upgrade nor hire: the CP-2 bonus "
                                                            "is lost"), player=p.name))
            else:
                gs.push(Decision("cp-bonus", seat, at=t.at))
    return events


def hire_worker(gs: GameState, seat: int, rule: str) -> list[Event]:
    """Take the lowest lying worker onto the notepad (N-MAP-7); its space's bonus (hiring the last: CP) at once."""
    p = gs.players[seat]
    if p.workers_lying <= 0:
        return [event("lost", "ND-43", N_("{player} has no worker left to hire: the gain is lost"), player=p.name)]
    k = 3 - p.workers_lying
    p.workers_lying -= 1
    p.workers += 1
    events = [event("worker", rule, N_("{player} hires a worker ({total} available)"), player=p.name,
                    total=p.workers)]
    slots = load_map(p.map_id).worker_slots
    bonus = slots[k] if 0 <= k < len(slots) else None
    if bonus is not None:
        events.extend(gain_bonus(gs, seat, bonus.type, bonus.value, "N-MAP-7"))
    return events


def upgrade(gs: GameState, seat: int, rule: str) -> list[Event]:
    """Ask which level-I action card to flip (N-UPG-1); lost when none is left (N-UPG-3, ND-43)."""
    p = gs.players[seat]
    if len(p.upgraded) >= len(ACTIONS):
        return [event("lost", "N-UPG-3", N_("{player} has no level-I action card left: the upgrade is lost"),
                      player=p.name)]
    gs.push(Decision("upgrade", seat, rule=rule))
    return []


def take_card(gs: GameState, seat: int, count: int, rule: str) -> list[Event]:
    """Ask for ``count`` cards, each from the deck or the display within reputation range."""
    gs.push(Decision("take-card", seat, count=count, rule=rule))
    return []


def snap_card(gs: GameState, seat: int, count: int, rule: str) -> list[Event]:
    """Ask for a card from any display folder (N-KEY-2, the left-edge snap bonus)."""
    if any(c is not None for c in gs.display):
        gs.push(Decision("snap-card", seat, count=count, rule=rule))
    return []


# --------------------------------------------------------------------------------------- named bonuses
def bonus_known(kind: str) -> bool:
    """Can a bonus of this kind be gained (is it implemented)? Unknown bonuses are never offered."""
    load()
    return kind in BONUSES


def gain_bonus(gs: GameState, seat: int, kind: str, value: int, rule: str, once: str | None = None) -> list[Event]:
    """Gain a bonus the data names (``money``, ``xtoken``, ``take_card`` …), once only if ``once`` is a key."""
    if once is not None and not take_once(gs, seat, once):
        return []
    found = BONUSES.get(kind)
    if found is None:
        raise NotImplementedError(f"the bonus {kind!r} ({rule}) is not implemented yet")
    return found.gain(gs, seat, value, rule)


register_bonus("money", gain_money)
register_bonus("appeal", gain_appeal)
register_bonus("cp", gain_cp)
register_bonus("reputation", gain_reputation)
register_bonus("xtoken", gain_x)
register_bonus("hire_worker",
               lambda gs, seat, value, rule: [e for _ in range(value) for e in hire_worker(gs, seat, rule)])
register_bonus("upgrade_action_card", lambda gs, seat, value, rule: upgrade(gs, seat, rule))
register_bonus("take_card", take_card)
register_bonus("snap_display_card", snap_card)


# -------------------------------------------------------------------------------------------- questions
def _upgrade_moves(gs: GameState, d: Decision) -> list[Move]:
    p = gs.players[d.player]
    return [Choose("upgrade", c) for c in ACTIONS if c not in p.upgraded]


def _upgrade_apply(gs: GameState, d: Decision, move: Move) -> list[Event]:
    assert isinstance(move, Choose)
    if move.option == "worker":
        return hire_worker(gs, d.player, "N-CP-3")
    p = gs.players[d.player]
    p.upgraded = tuple(c for c in ACTIONS if c in p.upgraded or c == move.arg)
    return [event("upgrade", d.get("rule", "N-UPG-1"), N_("{player} upgrades {card} to level II"), player=p.name,
                  card=ActionName(move.arg or ""))]


def n_upg_1_refusal_rule(d: Decision) -> str:
    """N-UPG-1: a refused upgrade choice breaks the upgrade rule, whatever bonus (a map slot, N-MAP-5) granted it;
    other questions are refused under the rule that asked them."""
    if d.kind == "upgrade":
        return "N-UPG-1"
    return str(d.get("rule", _RULES[d.kind]))


def _choice_violations(gs: GameState, d: Decision, move: Move, report: bool) -> list[Violation]:
    options = _CANDIDATES[d.kind](gs, d)
    if move in options:
        return []
    return [Violation(n_upg_1_refusal_rule(d), N_("{move} is not on offer; choose one of: {options}"),
                      move=MoveName(str(move)), options=Words(MoveName(str(o)) for o in options))]


def _cp2_moves(gs: GameState, d: Decision) -> list[Move]:
    moves = _upgrade_moves(gs, d)
    if gs.players[d.player].workers_lying > 0:
        moves.append(Choose("worker"))
    return moves


def _tile_slots(gs: GameState, at: int) -> tuple[int, int]:
    return (0, 1) if at == 5 else (2, 3)


def _cp_bonus_moves(gs: GameState, d: Decision) -> list[Move]:
    moves: list[Move] = [Choose("money")]
    for side, slot in enumerate(_tile_slots(gs, d["at"]), start=1):
        tile = gs.tiles[slot]
        if tile is not None and bonus_known(TILE_BONUSES[tile][0]):
            moves.append(Choose("tile", str(side)))
    return moves


def _cp_bonus_apply(gs: GameState, d: Decision, move: Move) -> list[Event]:
    assert isinstance(move, Choose)
    if move.option == "money":
        return gain_money(gs, d.player, 5, "N-CP-4")
    slot = _tile_slots(gs, d["at"])[int(move.arg or 1) - 1]
    tile = gs.tiles[slot]
    assert tile is not None
    gs.tiles = (*gs.tiles[:slot], None, *gs.tiles[slot + 1:])
    kind, value = TILE_BONUSES[tile]
    return [event("tile", "N-CP-4", N_("{player} takes the bonus tile {tile}; it leaves the game"),
                  player=_name(gs, d.player), tile=TileName(tile)), *gain_bonus(gs, d.player, kind, value, "N-CP-4")]


# ------------------------------------------------------------------------------- the sponsor tile (ND-46)
def sponsor_tile(gs: GameState, seat: int, value: int, rule: str) -> list[Event]:
    """The sponsor bonus tile (ND-46): its player may at once play one sponsor card from the hand, paying its level
    in money, with every usual rule of playing it (conditions, unique building) but outside any action: the
    Sponsors card neither moves nor needs the strength. Declined with ``pass``; lost when no sponsor can be played."""
    if not _sponsor_tile_plays(gs, seat):
        return [event("lost", "ND-43", N_("{player} has no sponsor card that can be played now: the sponsor tile "
                                          "does nothing"), player=_name(gs, seat))]
    gs.push(Decision("sponsor-tile", seat, rule=rule))
    return []


def _sponsor_probe(gs: GameState, seat: int, level: int) -> Decision:
    """The Sponsors action's own question for one card of ``level`` (so every rule of playing a sponsor is judged
    in one place): one card already played, its level exactly what is left, the card's present side deciding
    Sponsors-II conditions (a condition, not the running action, ND-22)."""
    return Decision("sponsors", seat, level=gs.players[seat].level("sponsors"), strength=level, left=level,
                    played=1)


def _sponsor_tile_plays(gs: GameState, seat: int) -> list[Move]:
    p = gs.players[seat]
    moves: list[Move] = []
    for level in sorted({c.level for c in (card_as(SponsorCard, n) for n in set(p.hand)) if c is not None}):
        if level > p.money:
            break
        moves += [m for m in QUESTIONS["sponsors"].candidates(gs, _sponsor_probe(gs, seat, level))
                  if isinstance(m, Sponsor) and m.folder is None and m.card in p.hand
                  and getattr(card_as(SponsorCard, m.card), "level", None) == level]
    return moves


def _sponsor_tile_moves(gs: GameState, d: Decision) -> list[Move]:
    return [*_sponsor_tile_plays(gs, d.player), Pass()]


def _sponsor_tile_violations(gs: GameState, d: Decision, move: Move, report: bool) -> list[Violation]:
    if isinstance(move, Pass):
        return []
    assert isinstance(move, Sponsor)
    c = card_as(SponsorCard, move.card)
    p = gs.players[d.player]
    if c is None or move.folder is not None:
        return [Violation("ND-46", N_("the sponsor tile plays a sponsor card from the hand: {move} is not one"),
                          move=MoveName(str(move)))]
    found = []
    if p.money < c.level:
        found.append(Violation("ND-46", N_("{card} costs its level, {cost} money, with the sponsor tile; {player} has "
                                           "{money}"), card=CardName(c.number), cost=c.level, player=p.name,
                               money=p.money))
        if not report:
            return found
    return found + QUESTIONS["sponsors"].violations(gs, _sponsor_probe(gs, d.player, c.level), move, report)


def _sponsor_tile_apply(gs: GameState, d: Decision, move: Move) -> list[Event]:
    if isinstance(move, Pass):
        return [event("pass", "ND-46", N_("{player} plays no sponsor with the sponsor tile"),
                      player=_name(gs, d.player))]
    assert isinstance(move, Sponsor)
    c = card_as(SponsorCard, move.card)
    assert c is not None
    events = [event("sponsor-tile", "ND-46", N_("{player} plays {card} with the sponsor tile for {cost} money"),
                    player=_name(gs, d.player), card=CardName(c.number), cost=c.level), *pay(gs, d.player, c.level,
                                                                                             "ND-46")]
    return events + QUESTIONS["sponsors"].apply(gs, _sponsor_probe(gs, d.player, c.level), move)


def _take_moves(gs: GameState, d: Decision) -> list[Move]:
    moves: list[Move] = [DrawDeck()] if gs.deck or gs.discard else []
    moves += [Take(f) for f in range_folders(gs, d.player) if gs.display[f - 1] is not None]
    return moves


def _take_apply(gs: GameState, d: Decision, move: Move) -> list[Event]:
    name = _name(gs, d.player)
    if d["count"] > 1:
        gs.push(d.with_(count=d["count"] - 1))
    if isinstance(move, DrawDeck):
        cards, events = draw(gs, 1, d["rule"])
        add_cards(gs, d.player, cards)
        return [*events, event("draw", d["rule"], N_("{player} draws a card from the deck"), player=name)]
    assert isinstance(move, (Take, Snap))
    card = take_from_display(gs, move.folder)
    add_cards(gs, d.player, (card,))
    return [event("take", d["rule"], N_("{player} takes {card} from display folder {folder}"), player=name,
                  card=CardName(card), folder=move.folder)]


def _snap_moves(gs: GameState, d: Decision) -> list[Move]:
    return [Snap(f) for f in range(1, 7) if gs.display[f - 1] is not None]


def _final_discard_moves(gs: GameState, d: Decision) -> list[Move]:
    among = d.get("among")  # Resistance: one of the two cards just drawn (ND-63)
    return [Discard(c) for c in gs.players[d.player].final_cards if among is None or c in among]


def _final_discard_apply(gs: GameState, d: Decision, move: Move) -> list[Event]:
    assert isinstance(move, Discard)
    p = gs.players[d.player]
    p.final_cards = tuple(c for c in p.final_cards if c != move.card)
    gs.final_deck = (*gs.final_deck, move.card)
    return [event("final-discard", d["rule"], N_("{player} puts a final scoring card face down under the deck"),
                  player=p.name)]


_CANDIDATES = {"upgrade": _upgrade_moves, "cp-2": _cp2_moves, "cp-bonus": _cp_bonus_moves, "take-card": _take_moves,
               "snap-card": _snap_moves, "final-discard": _final_discard_moves}
_RULES = {"upgrade": "N-UPG-1", "cp-2": "N-CP-3", "cp-bonus": "N-CP-4", "take-card": "N-REP-2",
          "snap-card": "N-KEY-2", "final-discard": "N-CP-5"}

register_question("upgrade", candidates=_upgrade_moves, violations=_choice_violations, apply=_upgrade_apply,
                  moves=(Choose,), rule="N-UPG-1",
                  description=N_("{player}: choose an action card to upgrade to level II"))
register_question("cp-2", candidates=_cp2_moves, violations=_choice_violations, apply=_upgrade_apply,
                  moves=(Choose,), rule="N-CP-3",
                  description=N_("{player} reached 2 CP: upgrade an action card or hire a worker"))
register_question("cp-bonus", candidates=_cp_bonus_moves, violations=_choice_violations, apply=_cp_bonus_apply,
                  moves=(Choose,), rule="N-CP-4",
                  description=N_("{player} reached {at} CP: take 5 money or a bonus tile beside that space"))
register_bonus("sponsor_tile", sponsor_tile)
register_question("sponsor-tile", candidates=_sponsor_tile_moves, violations=_sponsor_tile_violations,
                  apply=_sponsor_tile_apply, moves=(Sponsor, Pass), rule="ND-46",
                  description=N_("{player}: you may play a sponsor card from your hand for its level in money (the "
                                 "sponsor tile), or pass"))
register_question("take-card", candidates=_take_moves, violations=_choice_violations, apply=_take_apply,
                  moves=(DrawDeck, Take), rule="N-REP-2",
                  description=N_("{player}: take {count}"),
                  words={"count": lambda n: Counted(n, Nn_("{count} card from the deck or the display in range",
                                                           "{count} cards, each from the deck or the display in "
                                                           "range"))})
register_question("snap-card", candidates=_snap_moves, violations=_choice_violations, apply=_take_apply,
                  moves=(Snap,), rule="N-KEY-2",
                  description=N_("{player}: take {count} from any display folder"),
                  words={"count": lambda n: Counted(n, CARDS)})
register_question("final-discard", candidates=_final_discard_moves, violations=_choice_violations,
                  apply=_final_discard_apply, moves=(Discard,), rule="N-CP-5",
                  description=N_("{player}: put one of your final scoring cards under the final scoring deck"))
