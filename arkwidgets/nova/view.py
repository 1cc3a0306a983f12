"""What one seat may know (N-TURN-8), and how to fill in the rest at random: Ark Nova's seat view.

A :class:`SeatView` holds exactly what a player at the table knows — or, for ``seat=None``, what a spectator
knows: the public table (zoos, action cards, tracks, the display, the association board, the discard pile …), the
seat's own hand and final scoring cards, the *counts* of every hidden pile (each other hand and final scoring hand,
the deck, the final scoring deck, cards another player is choosing from), and the cards known to be in another hand
because everybody saw them taken from the display. It never holds another hand's unknown cards, the order of a deck
or the random state.

Everything a seat is shown is computed from its view, in the same three ways as Ark's (:mod:`arkwidgets.ark.view`,
:mod:`arkwidgets.ark.redact`, :mod:`arkwidgets.ark.redeal`):

* :meth:`SeatView.determinize` samples one complete state consistent with the view: the cards the seat cannot see
  (gathered, *sorted*, then shuffled) are dealt again to the other hands (known cards stay where everybody saw them
  go), to the cards another player put face down under a map, to cards in limbo, to the deck; the other players'
  final scoring cards and the final scoring deck likewise; a fresh random state. Bots decide on such samples, so
  they cannot cheat even by accident.
* :func:`redact` is the game *as the seat sees it*: a sample drawn with a fixed generator, so two games that differ
  only in what the seat cannot see give byte-identical pictures, states and lists of moves.
* :func:`resample` is a playable what-if: a sample drawn with a generator of the caller's choosing.

:func:`public_move` writes a move of the history as the seat may read it: another player's kept cards and their
face-down final scoring card are not named. Once the game is over nothing is hidden any more.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from ..seats import check_viewer
from ..verdicts import GameError
from .decisions import Decision
from .events import HistoryEntry, history_entry
from .moves import Discard, Keep, Move
from .state import GameState

if TYPE_CHECKING:
    from ..events import Event
    from .game import Game

__all__ = ["HiddenMove", "PlayerView", "SeatView", "never_seen", "public_entry", "public_move", "redact",
           "redeal_history", "resample", "view_of"]

#: Player fields everyone sees (N-TURN-8: played animals and sponsors are public).
PUBLIC_PLAYER_FIELDS = (
    "name", "map_id", "buildings", "action_cards", "upgraded", "money", "appeal", "cp", "reputation", "x_tokens",
    "workers", "workers_lying", "workers_on", "animals", "sponsors", "partner_zoos", "universities", "edge_tokens",
    "projects_supported", "card_tokens", "sponsor_tokens", "tucked", "size_choice", "once",
)
#: Table fields everyone sees.
PUBLIC_TABLE_FIELDS = (
    "current", "start_player", "phase", "turn", "break_pos", "break_len", "break_due", "discard", "display",
    "base_projects", "project_row", "supports", "offer_partner_zoos", "offer_universities", "donations",
    "donations_covered", "tiles", "end_trigger", "final_turns", "cp10_done", "solo_left", "solo_rows",
    "venom_removed",
)
#: Events by which a card goes from the display (public) into the hand of the player named in the event.
PUBLIC_INTAKE = ("take", "snap")
#: The keys of an event's facts that name zoo cards.
CARD_KEYS = ("card", "cards", "animal", "tucked")
#: The canonical filling of hidden cards depends on the view only; this fixes the generator it uses.
CANONICAL_SEED = 0


@dataclass(frozen=True)
class PlayerView:
    """One player as seen from a seat: the public fields, the counts of the hidden cards, the cards known to be in
    the hand, and the hand and final scoring cards only for the seat itself."""

    seat: int
    public: dict[str, Any]
    hand_size: int
    final_cards_count: int
    known: tuple[int, ...] = ()
    hand: tuple[int, ...] | None = None
    final_cards: tuple[int, ...] | None = None


@dataclass(frozen=True)
class SeatView:
    """The table from ``seat`` (None: a spectator). ``question`` and ``legal_moves`` are given only when this seat
    must answer."""

    seat: int | None
    players: tuple[PlayerView, ...]
    table: dict[str, Any]
    deck_size: int
    final_deck_size: int
    to_answer: int
    limbo: tuple[tuple[int, int], ...] = ()  # (seat, how many cards) another player is choosing from
    question: Decision | None = None
    legal_moves: tuple[Move, ...] = field(default=())

    @property
    def me(self) -> PlayerView:
        """The seat's own player (a spectator has none)."""
        if self.seat is None:
            raise ValueError("a spectator's view belongs to no seat")
        return self.players[self.seat]

    def to_dict(self) -> dict[str, Any]:
        """The view as plain data: what the engine panel shows and a seat's save holds."""
        return {
            "seat": self.seat,
            "players": [{"seat": p.seat, **p.public, "hand_size": p.hand_size,
                         "final_cards_count": p.final_cards_count, "known": list(p.known),
                         **({"hand": list(p.hand), "final_cards": list(p.final_cards or ())} if p.hand is not None
                            else {})} for p in self.players],
            "table": self.table,
            "deck_size": self.deck_size,
            "final_deck_size": self.final_deck_size,
            "to_answer": self.to_answer,
            "limbo": [list(x) for x in self.limbo],
            "question": self.question.to_dict() if self.question is not None else None,
            "legal_moves": [str(m) for m in self.legal_moves],
        }


# ------------------------------------------------------------------------------------------------ the view
def view_of(game: Game, seat: int | None) -> SeatView:
    """What ``seat`` (None: a spectator) may know of ``game``."""
    seat = check_viewer(seat, len(game.names))
    gs = game.state  # a copy: the view never holds the live state
    full = gs.to_dict()
    known = known_cards(game, seat)
    players = []
    for i, p in enumerate(gs.players):
        raw = full["players"][i]
        mine = i == seat
        public = {k: raw[k] for k in PUBLIC_PLAYER_FIELDS}
        public["under_map"] = list(p.under_map) if mine else len(p.under_map)  # face down: its owner's to know
        players.append(PlayerView(
            seat=i, public=public, hand_size=len(p.hand),
            final_cards_count=len(p.final_cards), known=() if mine else known[i],
            hand=p.hand if mine else None, final_cards=p.final_cards if mine else None))
    top = gs.top
    answering = top is not None and seat is not None and top.player == seat
    table = {k: full[k] for k in PUBLIC_TABLE_FIELDS}
    if gs.phase == "setup":  # N-SET-3: the display lies face down until everyone has kept 4 cards (N-SET-17)
        table["display"] = [None] * len(gs.display)
    limbo = tuple((d.player, len(d["cards"])) for d in gs.pending + gs.after if _hidden_from(d, seat))
    return SeatView(
        seat=seat, players=tuple(players), table=table, deck_size=len(gs.deck),
        final_deck_size=len(gs.final_deck), to_answer=top.player if top is not None else -1, limbo=limbo,
        question=top if answering else None, legal_moves=tuple(game.legal_moves()) if answering else ())


def _hidden_from(d: Decision, seat: int | None) -> bool:
    """Does ``d`` hold cards another player is choosing from (dealt or drawn, not kept yet), hidden from ``seat``?"""
    return d.player != seat and (d.kind == "keep" or bool(d.get("limbo"))) and "cards" in d.data


def known_cards(game: Game, seat: int | None) -> list[tuple[int, ...]]:
    """Per player, the cards everybody saw go into their hand (taken or snapped from the display) that are in no
    public place now, in the order taken. Only public facts are read; a hand someone drew from at random (Pilfering)
    keeps no known card, since nobody but the two players knows which one went."""
    names = game.names
    seat_of = {name: k for k, name in enumerate(names)}
    taken: list[list[int]] = [[] for _ in names]
    for entry in game.history:
        for e in entry.events:
            player = seat_of.get(e.data.get("player", ""))
            named = _cards_named(e)
            if e.kind in PUBLIC_INTAKE and player is not None:
                taken[player].extend(named)
                continue
            for cards in taken:  # a known card named again in public is seen leaving the hand (played, discarded,
                for c in named:  # sold, tucked...), even if it later goes on to a hidden place (Scavenging)
                    if c in cards:
                        cards.remove(c)
            if e.kind == "pilfer" and e.data.get("other") in seat_of and "amount" not in e.data:
                taken[seat_of[e.data["other"]]] = []
            elif e.kind == "pouch" and player is not None and "tucked" not in e.data:
                taken[player] = []  # a card tucked face down under the map: any known card may be the one
    public = _public_cards(game.state)
    return [tuple(c for c in cards if c not in public) if p != seat else () for p, cards in enumerate(taken)]


def _cards_named(e: Event) -> list[int]:
    """The zoo cards an event names, as plain numbers (a sentence's card words, CardName, are ints that name
    themselves; a bool is no card)."""
    out: list[int] = []
    for key in CARD_KEYS:
        value = e.data.get(key)
        for c in value if isinstance(value, tuple | list) else (value,):
            if isinstance(c, int) and not isinstance(c, bool):
                out.append(int(c))
    return out


def _public_cards(gs: GameState) -> set[int]:
    """Every card lying face up: zoos, sponsors, tucked cards, the display, the discard pile, the projects."""
    cards = {*gs.discard, *(c for c in gs.display if c is not None), *gs.project_row}
    for p in gs.players:
        cards.update(a.card for a in p.animals)
        cards.update(p.sponsors)
        cards.update(c for pair in p.tucked for c in pair)
    return cards


# ------------------------------------------------------------------------------------------------ sampling
def determinize(game: Game, seat: int | None, rng: random.Random) -> GameState:
    """The game's state with everything ``seat`` (None: a spectator) cannot see dealt again at random.

    The hidden cards are gathered and *sorted* before they are shuffled, and the cards known to be in a hand stay
    there, so the result depends only on what the seat may know and on ``rng``: two games that differ only in their
    hidden cards give the same sample."""
    gs = game.state
    known = known_cards(game, seat)
    setup = gs.phase == "setup"
    pool: list[int] = list(gs.deck) + ([c for c in gs.display if c is not None] if setup else [])
    for i, p in enumerate(gs.players):
        if i != seat:
            pool += [*p.hand, *p.under_map]
    for d in gs.pending + gs.after:
        if _hidden_from(d, seat):
            pool += d["cards"]
    # A known card the seat cannot find among the cards hidden from it is not held back (the set of hidden cards
    # is what the seat does not see, so this reads nothing secret): a sample never fails on an unforeseen path.
    for i, cards in enumerate(known):
        held = []
        for c in cards[: len(gs.players[i].hand)]:
            if c in pool:
                pool.remove(c)
                held.append(c)
        known[i] = tuple(held)
    finals = list(gs.final_deck) + [c for i, p in enumerate(gs.players) if i != seat for c in p.final_cards]
    pool.sort()
    finals.sort()
    rng.shuffle(pool)
    rng.shuffle(finals)
    deal = iter(pool)
    deal_finals = iter(finals)

    def take(it: Iterator[int], n: int) -> tuple[int, ...]:
        return tuple(next(it) for _ in range(n))

    if setup:
        gs.display = tuple(None if c is None else next(deal) for c in gs.display)
    players = []
    for i, p in enumerate(gs.players):
        q = p.copy()
        if i != seat:
            q.hand = known[i] + take(deal, len(p.hand) - len(known[i]))
            q.under_map = take(deal, len(p.under_map))
            q.final_cards = take(deal_finals, len(p.final_cards))
        players.append(q)
    gs.players = tuple(players)
    gs.pending = tuple(d.with_(cards=tuple(sorted(take(deal, len(d["cards"]))))) if _hidden_from(d, seat) else d
                       for d in gs.pending)
    gs.after = tuple(d.with_(cards=tuple(sorted(take(deal, len(d["cards"]))))) if _hidden_from(d, seat) else d
                     for d in gs.after)
    gs.deck = tuple(deal)
    gs.final_deck = tuple(deal_finals)
    gs.rng = random.Random(rng.getrandbits(64)).getstate()
    return gs


def resample(game: Game, viewer: int | None, rng: random.Random | int | None = None, past: bool = True) -> Game:
    """A playable game at this position whose hidden cards (for ``viewer``; None: a spectator) are dealt again at
    random, *with its whole past*: the cards the seat never saw are dealt again in the state after setup and every
    move is played again (:func:`redeal_history`), so the sample can be stepped through, undone and branched like the
    game itself, and every step of it looks to the seat exactly like that step of the game. When no such re-deal
    replays the moves (a random effect of the past, a reshuffle, came out otherwise in every try) or the game keeps
    no earlier states, the sample is of now alone: its history is the game's public history, which cannot be undone
    past the moment it was drawn. Once the game is over nothing is hidden and the game itself is copied."""
    viewer = check_viewer(viewer, len(game.names))
    if not isinstance(rng, random.Random):
        rng = random.Random(rng)
    if game.phase == "over":
        return game.copy()
    twin = redeal_history(game, viewer, rng) if past else None
    if twin is not None:
        return twin
    return type(game).sampled(determinize(game, viewer, rng), game, viewer)


def redact(game: Game, viewer: int | None) -> Game:
    """``game`` as ``viewer`` (None: a spectator) may see it: every hidden card filled canonically from the view
    alone, so no output built from it can show what the seat may not know. (A sample of now: drawing it needs no
    past states, so the whole game is not played again for every picture.)"""
    viewer = check_viewer(viewer, len(game.names))
    if game.phase == "over":
        return game.copy()
    return type(game).sampled(determinize(game, viewer, random.Random(CANONICAL_SEED)), game, viewer)


# ------------------------------------------------------------------------------------------------ the whole past
#: How many re-deals of the whole game :func:`redeal_history` tries before it gives up.
REDEAL_ATTEMPTS = 2


def _hidden_cards(gs: GameState, seat: int | None) -> tuple[set[int], set[int]]:
    """(zoo cards, final scoring cards) lying where ``seat`` cannot see them in ``gs``."""
    zoo = set(gs.deck)
    if gs.phase == "setup":
        zoo.update(c for c in gs.display if c is not None)
    finals = set(gs.final_deck)
    for i, p in enumerate(gs.players):
        if i != seat:
            zoo.update(p.hand)
            zoo.update(p.under_map)
            finals.update(p.final_cards)
    for d in gs.pending + gs.after:
        if _hidden_from(d, seat):
            zoo.update(d["cards"])
    return zoo, finals


def _named(value: Any) -> Iterator[int]:
    """Every whole number in an event's or a move's data (over-counting only keeps a card where it is)."""
    if isinstance(value, bool):
        return
    if isinstance(value, int):
        yield value
    elif isinstance(value, (tuple, list)):
        for v in value:
            yield from _named(v)
    elif isinstance(value, dict):
        for v in value.values():
            yield from _named(v)


def never_seen(game: Game, viewer: int | None, states: tuple[GameState, ...]) -> tuple[set[int], set[int]]:
    """(zoo cards, final scoring cards) ``viewer`` never saw in the whole game: hidden from it in every state from
    setup on (``states``: before each move, then now) and named by no event and no move it may read. Only these may
    be dealt again over the whole past; every other card stays where it was, at every step."""
    zoo, finals = _hidden_cards(states[0], viewer)
    for gs in states[1:]:
        z, f = _hidden_cards(gs, viewer)
        zoo &= z
        finals &= f
    named: set[int] = set()
    for e in game.setup_events:
        named.update(_named(e.data))
    over = game.phase == "over"
    for entry in game.history:
        for e in entry.events:
            named.update(_named(e.data))
        move = public_move(entry, viewer, over)
        if move is entry.move:
            named.update(_named({f: getattr(move, f) for f in getattr(move, "__slots__", ())}))
    return zoo - named, finals


def _slots(gs: GameState, seat: int | None, cards: set[int], finals: bool) -> list[int]:
    """The cards of ``cards`` in the order of where they lie now, a place the seat cannot see: the deck (top first),
    then each other player's hand, cards under the map (final scoring cards: each other player's), then cards another
    player is choosing from. The order depends on the places only, never on which card lies there."""
    out: list[int] = []
    if finals:
        out += [c for c in gs.final_deck if c in cards]
        for i, p in enumerate(gs.players):
            if i != seat:
                out += [c for c in p.final_cards if c in cards]
    else:
        out += [c for c in gs.deck if c in cards]
        out += [c for c in gs.display if c in cards]
        for i, p in enumerate(gs.players):
            if i != seat:
                out += [c for c in (*p.hand, *p.under_map) if c in cards]
        for d in gs.pending + gs.after:
            if _hidden_from(d, seat):
                out += [c for c in d["cards"] if c in cards]
    return out + sorted(cards - set(out))  # none should be left: kept where the state holds them, in number order


def _deal(order: list[int], rng: random.Random) -> dict[int, int]:
    """Card → the card dealt in its place: the same cards, sorted, shuffled, laid out in ``order``'s places."""
    pool = sorted(order)
    rng.shuffle(pool)
    return dict(zip(order, pool, strict=True))


def _relabel_state(gs: GameState, zoo: dict[int, int], finals: dict[int, int]) -> GameState:
    """``gs`` (a copy) with every card exchanged by the maps; a decision's cards stay sorted when they were."""
    out = gs.copy()

    def z(cards: tuple[int, ...]) -> tuple[int, ...]:
        return tuple(zoo.get(c, c) for c in cards)

    out.deck = z(gs.deck)
    out.final_deck = tuple(finals.get(c, c) for c in gs.final_deck)
    out.display = tuple(None if c is None else zoo.get(c, c) for c in gs.display)
    players = []
    for p in gs.players:
        q = p.copy()
        q.hand = z(p.hand)
        q.under_map = z(p.under_map)
        q.final_cards = tuple(finals.get(c, c) for c in p.final_cards)
        players.append(q)
    out.players = tuple(players)

    def decision(d: Decision) -> Decision:
        cards = d.get("cards")
        if not isinstance(cards, tuple) or not any(c in zoo for c in cards if isinstance(c, int)):
            return d
        new = z(cards)
        return d.with_(cards=tuple(sorted(new)) if list(cards) == sorted(cards) else new)

    out.pending = tuple(decision(d) for d in gs.pending)
    out.after = tuple(decision(d) for d in gs.after)
    return out


def _relabel_move(move: Move, zoo: dict[int, int], finals: dict[int, int], final_question: bool) -> Move:
    """A hidden move (kept cards, a final scoring card put face down) with its cards exchanged by the maps."""
    if isinstance(move, Keep):
        return Keep(tuple(sorted(zoo.get(c, finals.get(c, c) if final_question else c) for c in move.cards)))
    if isinstance(move, Discard):
        return Discard(finals.get(move.card, move.card) if final_question else zoo.get(move.card, move.card))
    return move


def _seen_now(gs: GameState, seat: int | None) -> tuple[Any, ...]:
    """Everything ``seat`` sees of ``gs`` (what :func:`view_of` reads of the state), as one comparable value."""
    public = tuple((tuple(getattr(p, k) for k in PUBLIC_PLAYER_FIELDS),
                    (p.hand, p.final_cards, p.under_map) if i == seat else
                    (len(p.hand), len(p.final_cards), len(p.under_map))) for i, p in enumerate(gs.players))
    table = tuple(getattr(gs, k) for k in PUBLIC_TABLE_FIELDS if k != "display")
    display = tuple(None for _c in gs.display) if gs.phase == "setup" else gs.display  # face down (N-SET-3)
    top = gs.top
    question = top if top is not None and top.player == seat else None
    limbo = tuple((d.player, len(d["cards"])) for d in gs.pending + gs.after if _hidden_from(d, seat))
    answering = None if top is None else top.player
    return public, table, display, len(gs.deck), len(gs.final_deck), limbo, question, answering


def redeal_history(game: Game, viewer: int | None, rng: random.Random) -> Game | None:
    """``game`` dealt again for ``viewer`` over its whole past, or None when no re-deal replays it.

    The cards the seat never saw (:func:`never_seen`) are exchanged, by place (:func:`_slots`, so the sample depends
    only on what the seat saw and on ``rng``), in the state after setup and in the hidden moves (another player's
    kept cards, a final scoring card put face down); the state after setup gets a fresh random state (the real one
    would foretell the real game's shuffles); then every move is played again with the full rules. The sample is
    kept only if every step of it looks to the seat exactly like that step of the game: same events, same view."""
    states = game.past_states()
    if states is None:
        return None
    zoo_cards, final_cards = never_seen(game, viewer, states)
    now = states[-1]
    history = game.history
    seen = [_seen_now(gs, viewer) for gs in states]
    for _attempt in range(REDEAL_ATTEMPTS):
        zoo = _deal(_slots(now, viewer, zoo_cards, False), rng)
        finals = _deal(_slots(now, viewer, final_cards, True), rng)
        start = _relabel_state(states[0], zoo, finals)
        start.rng = random.Random(rng.getrandbits(64)).getstate()
        moves = [_relabel_move(e.move, zoo, finals, e.question.kind in HIDDEN_DISCARDS or "final" in e.question.kind)
                 if e.question.player != viewer else e.move for e in history]
        try:
            twin = type(game).replayed(start, game, ())
            for k, (entry, move) in enumerate(zip(history, moves, strict=True)):
                if _seen_now(twin.state, viewer) != seen[k]:
                    break
                events = twin.play(move)
                if [(e.kind, e.rule, e.data) for e in events] != [(e.kind, e.rule, e.data) for e in entry.events]:
                    break
            else:
                if _seen_now(twin.state, viewer) == seen[-1]:
                    return twin
        except GameError:  # IllegalMove: a random effect came out otherwise and the next move does not fit
            continue
    return None


# ------------------------------------------------------------------------------------------------ the history
#: Questions whose answer goes face down: the final scoring card a player gives up (N-CP-5, N-END-6, ND-63).
HIDDEN_DISCARDS = ("final-discard",)


@dataclass(frozen=True, slots=True)
class HiddenMove(Move):
    """Another player's move as the rest of the table reads it: what they did, without the cards nobody else saw."""

    text: str

    def __str__(self) -> str:
        return self.text


def public_move(entry: HistoryEntry, viewer: int | None, over: bool = False) -> Move:
    """A move of the history as ``viewer`` may read it: another player's kept cards and a final scoring card put
    face down are counted, not named (N-SET-17, N-TURN-8), until the game is over."""
    move = entry.move
    if over or entry.question.player == viewer:
        return move
    if isinstance(move, Keep):
        return HiddenMove(f"keep ({len(move.cards)} cards, hidden)")
    if isinstance(move, Discard) and entry.question.kind in HIDDEN_DISCARDS:
        return HiddenMove("discard (face down)")
    return move


def public_entry(entry: HistoryEntry, viewer: int | None, over: bool = False) -> HistoryEntry:
    """One move of the history as ``viewer`` may read it: its move (:func:`public_move`), and its question without
    the cards another player was choosing from (its events name no hidden card)."""
    mine = over or entry.question.player == viewer
    question = entry.question if mine else Decision(entry.question.kind, entry.question.player)
    return history_entry(entry.player, public_move(entry, viewer, over), entry.events, question)
