"""Helpers for the rule tests (tests/test_rules_*.py): build exact, valid game positions.

``make_game`` builds a :class:`arkwidgets.Game` in any phase from a short description. Every card of the deck that
the description does not place goes into the draw pile, below the cards named in ``deck_top``; the rain cards that
are neither drawn nor named in ``deck_top`` lie at the very bottom of the pile. The result always passes
``State.validate`` (55 cards once each, 5 rain cards, 22 orange discs), so the engine sees a position it could
really reach card-wise.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping, Sequence

import arkwidgets as ark
from arkwidgets.ark.cards import TYPES
from arkwidgets.ark.game import Game
from arkwidgets.ark.state import RAIN, RAIN_CARDS, TOTAL_DISCS, State, Table

NAMES = ("Ann", "Ben", "Cleo", "Dev", "Eva")

#: A plain, legal ark used when a test does not care about the ark (tilt 0, no carnivore).
QUIET_ARK = "T: porcupine, donkey / B: llama, sloth"


def cards(ids: Iterable[str], deck: ark.Deck = ark.DECK) -> list[ark.Card]:
    return [deck.card(i) for i in ids]


def make_game(
    ark_text: str = QUIET_ARK,
    *,
    players: int = 3,
    hands: Mapping[int, Sequence[str]] | None = None,
    display: Sequence[str] = ("hay", "grain", "nuts"),
    deck_top: Sequence[str] = (),
    discs: Sequence[int] | None = None,
    tokens: Mapping[tuple[str, int], int] | None = None,
    stacks: Mapping[tuple[str, int], int] | None = None,
    pets: Mapping[int, str] | None = None,
    evicted: Sequence[str] = (),
    phase: str = "play",
    rain: int = 0,
    current: int = 0,
    passed: Sequence[bool] | None = None,
    pet_queue: Sequence[int] | None = None,
    trigger: int | None = None,
    leftover_to: int | None = None,
    deck: ark.Deck = ark.DECK,
    seed: int = 1,
) -> Game:
    """A game in an exact position.

    - ``ark_text``: ark notation; ``hands``: player → card ids; ``display``: card ids (slot 1 first).
    - ``deck_top``: the top of the draw pile, top card first; may contain ``"rain"``.
    - ``discs``: action discs per player (default 4 each); the reserve is whatever the 22 discs leave over
      after the supplies and the 1.5 stacks (``stacks``: (type, player) → number of stacks).
    - ``tokens``: (type, player) → plain tokens on that scoring card.
    - ``rain``: rain cards already drawn. ``leftover_to``: put every unplaced card into this player's hand instead
      of the deck (to build an exhausted deck).
    """
    n = players
    names = list(NAMES[:n])
    hands = hands or {}
    a = ark.Ark.parse(ark_text, deck=deck)
    placed: set[str] = set()

    def take(ids: Iterable[str], where: str) -> list[ark.Card]:
        out = []
        for i in ids:
            if i in placed:
                raise ValueError(f"make_game: {i} placed twice (again in {where})")
            placed.add(i)
            out.append(deck.card(i))
        return out

    for c in a.cards():
        placed.add(c.id)
    hand_cards = [take(hands.get(p, ()), f"hand {p}") for p in range(n)]
    display_cards = take(display, "display")
    pet_cards: list[ark.Card | None] = [None] * n
    for p, pet in (pets or {}).items():
        pet_cards[p] = take([pet], f"pet {p}")[0]
    evicted_cards = take(evicted, "evicted")
    top = list(deck_top)
    top_cards: list[ark.Card | str] = []
    for x in top:
        top_cards.append(RAIN if x == RAIN else take([x], "deck_top")[0])
    rest = [c for c in deck if c.id not in placed]
    rain_left = RAIN_CARDS - rain - sum(1 for x in top if x == RAIN)
    if rain_left < 0:
        raise ValueError("make_game: too many rain cards")
    if leftover_to is not None:
        hand_cards[leftover_to].extend(rest)
        rest = []
    # The list's END is the top of the deck.
    pile: list[ark.Card | str] = [RAIN] * rain_left + rest + list(reversed(top_cards))

    discs = list(discs) if discs is not None else [4] * n
    plain = [[0] * n for _ in TYPES]
    stack = [[0] * n for _ in TYPES]
    for (t, p), k in (tokens or {}).items():
        plain[TYPES.index(t)][p] = k
    for (t, p), k in (stacks or {}).items():
        stack[TYPES.index(t)][p] = k
    reserve = TOTAL_DISCS - sum(discs) - sum(map(sum, stack))
    if reserve < 0:
        raise ValueError(f"make_game: {sum(discs)} discs in supplies and stacks; only {TOTAL_DISCS} exist")

    s = object.__new__(State)
    s.deck = pile
    s.display = display_cards
    s.hands = hand_cards
    s.pets = pet_cards
    s.discs = discs
    s.reserve = reserve
    s.singles = plain
    s.stacks = stack
    s.ark = a
    s.rain = rain
    s.phase = phase
    s.current = current
    s.passed = list(passed) if passed is not None else [False] * n
    if pet_queue is None:
        pet_queue = [(current + k) % n for k in range(n)] if phase == "pets" else []
    s.pet_queue = list(pet_queue)
    s.trigger = current if trigger is None else trigger
    s.final_pending = False
    s.evicted = evicted_cards
    s.turn = 0
    s.validate(deck)
    return Game.from_state(Table(names, deck), s, seed=seed, rng_state=random.Random(seed).getstate())


def rules_of(error: BaseException) -> tuple[str, ...]:
    """The rule ids an IllegalMove / IllegalPlacement carries."""
    return tuple(v.rule for v in error.violations)  # type: ignore[attr-defined]


def message_for(verdict_or_error, rule: str) -> str:
    """All messages of one rule id in a verdict or an exception, joined."""
    return " | ".join(v.message for v in verdict_or_error.violations if v.rule == rule)


def refused(g: Game, move: str, rule: str, *words: str, player=None):
    """Assert that ``move`` is refused with ``rule`` (by check and by play), that every word of ``words`` appears
    in that rule's message, and that the game is unchanged. Returns the verdict."""
    before = g.to_json()
    verdict = g.check(move) if player is None else g.check(move, player=player)
    assert not verdict.legal, f"{move!r} should be refused"
    assert rule in verdict.rules, f"{move!r}: expected {rule}, got {verdict.violations}"
    text = message_for(verdict, rule)
    for w in words:
        assert w in text, f"{move!r}: {rule} message {text!r} should mention {w!r}"
    try:
        if player is None:
            g.play(move)
        else:
            g.play(move, player=player)
    except ark.IllegalMove as error:
        assert rule in rules_of(error)
    else:  # pragma: no cover - the assertion message is the point
        raise AssertionError(f"{move!r} was played although check refused it")
    assert g.to_json() == before, "a refused move changed the game"
    if player is None:
        assert str(ark.Move.parse(move)) not in {str(m) for m in g.legal_moves()}, f"{move!r} listed as legal"
    return verdict


def accepted(g: Game, move: str, player=None):
    """Assert that ``move`` is legal (checked, listed) and play it; returns its events."""
    verdict = g.check(move)
    assert verdict.legal, f"{move!r} should be legal: {verdict}"
    assert str(ark.Move.parse(move)) in {str(m) for m in g.legal_moves()}, f"{move!r} not listed by legal_moves"
    return g.play(move) if player is None else g.play(move, player=player)


def kinds(events) -> list[str]:
    return [e.kind for e in events]


def event(events, kind: str):
    found = [e for e in events if e.kind == kind]
    assert found, f"no {kind!r} event in {[e.kind for e in events]}"
    return found[0]


def check_accounting(g: Game) -> None:
    """55 cards once each, 5 rain cards, 22 discs."""
    g.snapshot().validate(g.deck)


def ids(cards_: Iterable[ark.Card]) -> list[str]:
    return [c.id for c in cards_]
