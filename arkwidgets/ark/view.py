"""What one seat may see, and how to fill in the rest at random (determinization).

A :class:`SeatView` holds exactly the information a player at the table has: their own hand and pet, the public
table (ark, display, discs, reserve, tokens, evicted animals, rain cards drawn, whose turn it is), the *counts* of
the hidden cards (each other hand, the deck), who has a pet, and the cards known to be in another player's hand
because everybody saw them taken from the display (a draw's display card, a new cabin's ``take``). It never
contains the deck order, another hand's unknown cards or another player's pet.

Bots decide from a view only, so a bot cannot cheat even by accident: two games that differ only in what the seat
cannot see give equal views, hence (for a seeded bot) the same choice.

:meth:`SeatView.determinize` samples one complete state consistent with the view:

* the *unseen* cards are the deck's cards minus everything the seat can see (ark, display, own hand and pet,
  evicted animals) minus the cards known to be in other hands;
* each other player gets their known cards plus random unseen cards up to their hand size; a player who chose a
  pet gets a random pet among the unseen cards a pet may be (R-2: an animal of weight 0–2 without ability);
* the rest form the deck, with the rain cards where S-8 allows them to be: before the first rain card appears its
  position is public knowledge (the middle of the initial pile, so exactly ``cards above it`` from the top) and the
  other four are shuffled uniformly into the lower pile; once the first rain card is out, every card left is in the
  lower pile, so the remaining rain cards are shuffled uniformly among them. The number of rain cards left is
  always ``5 - rain_drawn``.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from .cabins import Ark
from .cards import TYPES, Card, Deck
from .state import RAIN, RAIN_CARDS, Phase, State, Table

if TYPE_CHECKING:
    from .game import Game

__all__ = ["SeatView", "view_of", "spectator_view", "seat_state", "pet_eligible"]


def pet_eligible(c: Card) -> bool:
    """R-2: an animal of weight 0, 1 or 2 without a special ability (:attr:`Card.can_be_pet`)."""
    return c.can_be_pet


@dataclass(frozen=True)
class SeatView:
    """Everything seat ``seat`` may know about a game, and nothing more. Build one with :func:`view_of`.

    ``seat`` is None for a spectator (:func:`spectator_view`): no hand, no pet, only the public table.
    """

    seat: int | None
    names: tuple[str, ...]
    deck: Deck  # the cards the game is played with (not their order)
    phase: str
    current: int
    turn: int
    hand: tuple[Card, ...]
    pet: Card | None
    ark: Ark
    display: tuple[Card, ...]
    discs: tuple[int, ...]
    reserve: int
    singles: tuple[tuple[int, ...], ...]  # [type index][player] single tokens
    stacks: tuple[tuple[int, ...], ...]
    hand_sizes: tuple[int, ...]
    has_pet: tuple[bool, ...]
    known: tuple[tuple[Card, ...], ...]  # per player: cards seen entering their hand and not played since
    deck_size: int
    rain_drawn: int
    first_rain_depth: int | None  # before the 1st rain: how many cards lie above it (S-8); else None
    evicted: tuple[Card, ...]
    passed: tuple[bool, ...]
    pet_queue: tuple[int, ...]
    trigger: int
    final_pending: bool
    _table: Table = field(compare=False, repr=False, default=None)  # type: ignore[assignment]
    kind: type[Game] | None = field(compare=False, repr=False, default=None)  # the game class a sample is made of

    # ------------------------------------------------------------------------------------------ reading
    @property
    def players(self) -> int:
        return len(self.names)

    @property
    def to_act(self) -> bool:
        """Is it this seat's turn (or pet choice)?"""
        return self.current == self.seat and self.phase != Phase.OVER

    @property
    def own_seat(self) -> int:
        """The seat this view belongs to; a spectator's view has none (what a bot decides from is always a seat's)."""
        if self.seat is None:
            raise ValueError("a spectator's view belongs to no seat")
        return self.seat

    @property
    def table(self) -> Table:
        return self._table if self._table is not None else Table(self.names, self.deck)

    def unseen(self) -> list[Card]:
        """Cards this seat cannot see: in the deck, in other hands (known ones included) or other pets."""
        seen = {c.id for c in self.ark.cards()}
        seen.update(c.id for c in self.display)
        seen.update(c.id for c in self.hand)
        seen.update(c.id for c in self.evicted)
        if self.pet is not None:
            seen.add(self.pet.id)
        return [c for c in self.deck if c.id not in seen]

    # ------------------------------------------------------------------------------------------ sampling
    def determinize(self, rng: random.Random) -> State:
        """One complete state consistent with this view (see the module doc); a fresh, playable :class:`State`."""
        n = self.players
        known_ids = {c.id for hand in self.known for c in hand}
        pool = [c for c in self.unseen() if c.id not in known_ids]
        rng.shuffle(pool)
        hands: list[list[Card]] = [[] for _ in range(n)]
        pets: list[Card | None] = [None] * n
        if self.seat is not None:
            hands[self.seat] = list(self.hand)
            pets[self.seat] = self.pet
        for p in range(n):
            if p == self.seat:
                continue
            known = list(self.known[p])
            size = self.hand_sizes[p]
            if self.has_pet[p]:
                if len(known) > size:  # one of the known cards must be the pet
                    options = [k for k, c in enumerate(known) if pet_eligible(c)] or list(range(len(known)))
                    pets[p] = known.pop(options[int(rng.random() * len(options))])
                else:
                    options = [k for k, c in enumerate(pool) if pet_eligible(c)]
                    mine = [k for k, c in enumerate(known) if pet_eligible(c)]
                    if options:
                        pets[p] = pool.pop(options[int(rng.random() * len(options))])
                    elif mine:  # no unseen card may be a pet: it is one of the cards known in that hand
                        pets[p] = known.pop(mine[int(rng.random() * len(mine))])
                    elif pool:
                        pets[p] = pool.pop()
            hand = known[:size]
            while len(hand) < size and pool:
                hand.append(pool.pop())
            hands[p] = hand
        rain_left = RAIN_CARDS - self.rain_drawn
        deck: list[Card | str]
        if self.first_rain_depth is not None and rain_left == RAIN_CARDS:
            above = self.first_rain_depth
            upper, lower_cards = pool[:above], pool[above:]
            lower: list[Card | str] = list(lower_cards) + [RAIN] * (RAIN_CARDS - 1)
            rng.shuffle(lower)
            deck = [*lower, RAIN, *list(upper)]
        else:
            deck = list(pool) + [RAIN] * rain_left
            rng.shuffle(deck)
        s = object.__new__(State)
        s.deck = deck
        s.display = list(self.display)
        s.hands = hands
        s.pets = pets
        s.discs = list(self.discs)
        s.reserve = self.reserve
        s.singles = [list(row) for row in self.singles]
        s.stacks = [list(row) for row in self.stacks]
        s.ark = self.ark
        s.rain = self.rain_drawn
        s.phase = self.phase
        s.current = self.current
        s.passed = list(self.passed)
        s.pet_queue = list(self.pet_queue)
        s.trigger = self.trigger
        s.final_pending = self.final_pending
        s.evicted = list(self.evicted)
        s.turn = self.turn
        return s

    def sample_game(self, rng: random.Random | int | None = None) -> Game:
        """A playable :class:`Game` built from one determinization (no history: it starts at this position)."""
        if not isinstance(rng, random.Random):
            rng = random.Random(rng)
        if self.kind is None:
            raise ValueError("this view was made without its game: it cannot deal a playable sample")
        return self.kind.from_state(self.table, self.determinize(rng))

    def to_dict(self) -> dict[str, Any]:
        """The view as plain data, like :meth:`Game.state_dict`: the seat's own hand and pet, ``"?"`` for every other
        card in a hand or on a pet, and the deck as the number of cards in it (its order is nobody's to see)."""
        view = self
        n = view.players

        def pet(p: int) -> str | None:
            if p == view.seat:
                return view.pet.id if view.pet is not None else None
            return "?" if view.has_pet[p] else None

        return {
            "deck": view.deck_size,
            "display": [c.id for c in view.display],
            "hands": [[c.id for c in view.hand] if p == view.seat else ["?"] * view.hand_sizes[p] for p in range(n)],
            "pets": [pet(p) for p in range(n)],
            "discs": list(view.discs),
            "reserve": view.reserve,
            "tokens": {t: {"singles": list(view.singles[k]), "stacks": list(view.stacks[k])}
                       for k, t in enumerate(TYPES)},
            "ark": str(view.ark),
            "tilt": view.ark.tilt,
            "rain": view.rain_drawn,
            "phase": view.phase,
            "current": view.current,
            "passed": list(view.passed),
            "pet_queue": list(view.pet_queue),
            "trigger": view.trigger,
            "final_pending": view.final_pending,
            "evicted": [c.id for c in view.evicted],
            "turn": view.turn,
        }

    def __repr__(self) -> str:
        who = "spectator" if self.seat is None else self.names[self.seat]
        return (
            f"<SeatView {who}: hand {', '.join(c.id for c in self.hand) or '-'}, "
            f"{self.phase}, rain {self.rain_drawn}/5, deck {self.deck_size}>"
        )


def _first_rain_depth(game: Game) -> int | None:
    """Cards above the first rain card now, if it has not appeared yet (S-8: it sits in the middle)."""
    if game.rain_drawn:
        return None
    pile = None
    for e in game.setup_events:
        if e.kind == "rain-stack":
            pile = e.data.get("pile")
    if pile is None:  # a game without setup events: S-8 arithmetic on the public counts
        pile = (len(game.deck) - 4 - 2 * len(game.names) - 3) // 2
    initial = 2 * pile + RAIN_CARDS
    drawn = initial - game.deck_size
    return max(0, min(pile - drawn, game.deck_size - RAIN_CARDS))


def _known_cards(game: Game) -> list[list[Card]]:
    """Per player, cards everybody saw entering their hand (display draws, takes) and not placed since.

    Only public facts are read: the display card of a draw and the card taken for a new cabin. The top card of a
    draw and the card chosen as a pet are never looked at.
    """
    index = {name: k for k, name in enumerate(game.names)}
    deck = game.deck
    known: list[list[Card]] = [[] for _ in game.names]
    for entry in game.history:
        p = index[entry.player]
        for e in entry.events:
            if e.kind in ("draw-display", "take"):
                known[p].append(deck.card(e.data["card"]))
            elif e.kind == "place":
                cid = e.data["card"]
                known[p] = [c for c in known[p] if c.id != cid]
    return known


def view_of(game: Game, seat: int | None = None) -> SeatView:
    """What ``seat`` (default: the player to act) may see of ``game``."""
    if seat is None:
        seat = game.current_index
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < len(game.names):
        raise ValueError(f"no seat {seat!r}; seats are 0 … {len(game.names) - 1}")
    return _view(game, seat)


def spectator_view(game: Game) -> SeatView:
    """What somebody watching the table may see of ``game``: no hand and no pet, only public facts and counts."""
    return _view(game, None)


def _view(game: Game, seat: int | None) -> SeatView:
    s = game.snapshot()
    known = _known_cards(game)
    # The seat's own known cards are simply its hand; and a card known to a hand that is now (secretly) on a hidden
    # pet stays "known to be in hand or pet" (the determinizer handles that).
    own_hand_ids = {c.id for c in s.hands[seat]} if seat is not None else set()
    if seat is not None:
        known[seat] = []
    for p in range(len(known)):
        # A known card that the seat itself now sees (it cannot be, unless the data is odd) is dropped.
        known[p] = [c for c in known[p] if c.id not in own_hand_ids]
    return SeatView(
        seat=seat,
        names=tuple(game.names),
        deck=game.deck,
        phase=s.phase,
        current=s.current,
        turn=s.turn,
        hand=tuple(s.hands[seat]) if seat is not None else (),
        pet=s.pets[seat] if seat is not None else None,
        ark=s.ark,
        display=tuple(s.display),
        discs=tuple(s.discs),
        reserve=s.reserve,
        singles=tuple(tuple(row) for row in s.singles),
        stacks=tuple(tuple(row) for row in s.stacks),
        hand_sizes=tuple(len(h) for h in s.hands),
        has_pet=tuple(p is not None for p in s.pets),
        known=tuple(tuple(k) for k in known),
        deck_size=len(s.deck),
        rain_drawn=s.rain,
        first_rain_depth=_first_rain_depth(game),
        evicted=tuple(s.evicted),
        passed=tuple(s.passed),
        pet_queue=tuple(s.pet_queue),
        trigger=s.trigger,
        final_pending=s.final_pending,
        _table=game.table,
        kind=type(game),
    )


def seat_state(game: Game, viewer: int | None) -> dict[str, Any]:
    """The state as plain data, like :meth:`Game.state_dict`, as seat ``viewer`` (None: a spectator) may see it
    (:meth:`SeatView.to_dict`); once the game is over nothing is hidden any more and the whole state is given."""
    if game.phase == Phase.OVER:
        return game.state_dict()
    return (spectator_view(game) if viewer is None else view_of(game, viewer)).to_dict()
