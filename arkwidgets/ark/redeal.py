"""A whole game re-dealt for one seat: same public history, hidden cards drawn at random (:func:`resample`).

A what-if tried "from here" must not be played on the real hidden cards (a bot's hand, the top of the deck): that
would show a learner what the table may not see. It is played on a sample instead: a complete, playable game with
the same history as far as the seat can tell, whose hidden cards are drawn at random consistently with everything
the seat knows. The sample is built from the seat's view alone (its :meth:`~arkwidgets.ark.view.SeatView.determinize`
and the public history), so two games the seat cannot tell apart give the very same sample for the same generator.

How the history is re-dealt, card by card, without looking at a hidden card of the real game:

1. sample the position now from the view (other hands, pets, deck order: ``determinize``);
2. each other player received hidden cards in *slots*, in public order: the two cards dealt at setup (S-7) and the
   top card of each of their draws (T-1). Every card they later played that nobody saw them take, and their pet,
   must have come from a slot opened before it was used; the sampled pet and the cards still held fill the slots:
   earliest free slot first, which always works because the real game shows the slots' timing admits an order;
3. the initial deck is the sampled deck now with, on top, every card drawn since setup in the order drawn (the
   other players' draws from their slots, the seat's own and the refills as they were, rain cards where they
   appeared);
4. the moves are replayed with the full rules, a hidden pet becoming the sampled one. A replay that fails (a rare
   ``pass`` that only the real hand allowed, D-7) is drawn again.

Once the game is over nothing is hidden and the game itself is copied.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from ..events import Event
from ..verdicts import GameError, IllegalMove
from .cards import Card
from .moves import Pet
from .redact import check_viewer
from .state import RAIN, RAIN_CARDS, Phase
from .view import pet_eligible, spectator_view, view_of

if TYPE_CHECKING:
    from .game import Game

__all__ = ["resample"]

_ATTEMPTS = 20


def resample(game: Game, viewer: int | None, rng: random.Random | int | None = None) -> Game:
    """A playable copy of ``game`` whose hidden cards (for ``viewer``; None: a spectator) are drawn at random."""
    viewer = check_viewer(game, viewer)
    if not isinstance(rng, random.Random):
        rng = random.Random(rng)
    if game.phase == Phase.OVER:
        return game.copy()
    view = spectator_view(game) if viewer is None else view_of(game, viewer)
    for _attempt in range(_ATTEMPTS):
        twin = _rebuild(game, view, rng)
        if twin is not None and _view(twin, viewer) == view:
            return twin
    raise GameError(f"no re-deal of the hidden cards replays this game's moves (tried {_ATTEMPTS} times)")


def _view(game: Game, viewer: int | None) -> Any:
    return spectator_view(game) if viewer is None else view_of(game, viewer)


class _Seat:
    """One other player's hidden cards, as the public history frames them."""

    def __init__(self, dealt: int):
        # (opened at move, key)
        self.slots: list[tuple[int, tuple[Any, ...]]] = [(0, ("deal", j)) for j in range(dealt)]
        self.public: dict[str, int] = {}  # cards everybody saw them take → the move they took it at
        self.uses: list[tuple[int, Card]] = []  # cards they placed that nobody saw them take, with the move
        self.pet_at: int | None = None  # the move at which they put a card face down as a pet

    def fit(self, uses: list[tuple[int, Card]]) -> list[tuple[int, tuple[Any, ...]]] | None:
        """The slots left free once every use took the earliest slot opened before it; None if one cannot."""
        free = list(self.slots)
        for time, _c in sorted(uses, key=lambda u: u[0]):
            k = next((k for k, (opened, _key) in enumerate(free) if opened < time), None)
            if k is None:
                return None
            free.pop(k)
        return free


def _frame(game: Game, viewer: int | None) -> dict[int, _Seat]:
    """Per other player: slots, public takes, hidden uses and the pet's move (public facts only)."""
    deck = game.deck
    index = {name: p for p, name in enumerate(game.names)}
    dealt = game.initial_state().hands
    seats = {p: _Seat(len(dealt[p])) for p in range(len(game.names)) if p != viewer}
    for time, entry in enumerate(game.history, start=1):
        seat = seats.get(index[entry.player])
        if seat is None:
            continue
        for e in entry.events:
            if e.kind in ("draw-display", "take"):
                seat.public[e.data["card"]] = time
            elif e.kind == "draw-deck":
                seat.slots.append((time, ("draw", time)))
            elif e.kind == "place" and e.data["card"] not in seat.public:
                seat.uses.append((time, deck.card(e.data["card"])))
        if isinstance(entry.move, Pet) and entry.move.card is not None:
            seat.pet_at = time
    return seats


def _rebuild(game: Game, view: Any, rng: random.Random) -> Game | None:
    """One re-deal of ``game`` for ``view``'s seat; None if this draw does not replay."""
    viewer = view.seat
    names = game.names
    deck = game.deck
    index = {name: p for p, name in enumerate(names)}
    seats = _frame(game, viewer)
    known_ids = {c.id for hand in view.known for c in hand}
    pool = [c for c in view.unseen() if c.id not in known_ids]
    rng.shuffle(pool)
    fill: dict[tuple[int, tuple[Any, ...]], Card] = {}
    pets: dict[int, Card] = {}
    for p, seat in seats.items():
        known = list(view.known[p])
        pet = None
        if seat.pet_at is not None:
            options: list[Card | None] = [c for c in known if pet_eligible(c) and seat.public.get(c.id, 10**9)
                                          < seat.pet_at]
            if seat.fit([*seat.uses, (seat.pet_at, known[0] if known else deck[0])]) is not None:
                options.append(None)  # a card nobody saw them take
            if not options:
                return None
            pet = options[int(rng.random() * len(options))]
            if pet is None:
                eligible = [k for k, c in enumerate(pool) if pet_eligible(c)]
                if not eligible:
                    return None
                pet = pool.pop(eligible[int(rng.random() * len(eligible))])
                free = seat.fit([*seat.uses, (seat.pet_at, pet)])
                hidden_uses = [*seat.uses, (seat.pet_at, pet)]
            else:
                known.remove(pet)
                free = seat.fit(seat.uses)
                hidden_uses = list(seat.uses)
            pets[p] = pet
        else:
            free = seat.fit(seat.uses)
            hidden_uses = list(seat.uses)
        if free is None or len(known) + len(free) != view.hand_sizes[p] or len(free) > len(pool):
            return None
        taken = list(seat.slots)
        for time, c in sorted(hidden_uses, key=lambda u: u[0]):
            k = next(k for k, (opened, _key) in enumerate(taken) if opened < time)
            fill[(p, taken.pop(k)[1])] = c
        for _opened, key in taken:
            fill[(p, key)] = pool.pop()
    rain_left = RAIN_CARDS - view.rain_drawn
    if view.first_rain_depth is not None and rain_left == RAIN_CARDS:
        upper, lower = pool[: view.first_rain_depth], pool[view.first_rain_depth:]
        below: list[Any] = list(lower) + [RAIN] * (RAIN_CARDS - 1)
        rng.shuffle(below)
        pile: list[Any] = [*below, RAIN, *list(upper)]
    else:
        pile = list(pool) + [RAIN] * rain_left
        rng.shuffle(pile)
    drawn: list[Any] = []
    for time, entry in enumerate(game.history, start=1):
        p = index[entry.player]
        later: list[Any] = []
        refill_ahead = any(e.kind == "refill" for e in entry.events)
        for e in entry.events:
            if e.kind == "rain":
                (later if e.data["number"] == RAIN_CARDS and refill_ahead else drawn).append(RAIN)
            elif e.kind == "draw-deck":
                drawn.append(fill[(p, ("draw", time))] if p in seats else deck.card(e.data["card"]))
            elif e.kind == "refill":
                drawn.extend(deck.card(x) for x in e.data["cards"])
                refill_ahead = False
                drawn.extend(later)
                later = []
        drawn.extend(later)
    initial = game.initial_state()
    start = initial.copy()
    start.deck = pile + drawn[::-1]
    for p in seats:
        start.hands[p] = [fill[(p, ("deal", j))] for j in range(len(initial.hands[p]))]
    try:
        start.validate(deck)
    except ValueError:
        return None
    setup = [_dealt(e, names, start.hands) for e in game.setup_events]
    twin = type(game).from_state(game.table, start, setup_events=setup)
    for entry in game.history:
        move = entry.move
        p = index[entry.player]
        if p in pets and isinstance(move, Pet) and move.card is not None:
            move = Pet(pets[p].id)
        try:
            twin.play(move)
        except IllegalMove:
            return None
    return twin


def _dealt(e: Event, names: tuple[str, ...], hands: list[list[Card]]) -> Event:
    """A setup event with the re-dealt hands (S-7)."""
    if e.kind != "deal" or e.data.get("player") not in names:
        return e
    p = names.index(e.data["player"])
    return e._replace(data={**e.data, "cards": [c.id for c in hands[p]]})
