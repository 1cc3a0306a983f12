"""``nova.position``: the public what-if door (arkwidgets/nova/whatif.py, docs/nova.md "What-if positions").

A built position holds every invariant the random games hold (tests/nova/invariants.py) with each card in exactly one
place; it sets exactly what was asked; a refused argument raises ``PositionError`` naming the problem (and the rule
that sets the bound) and changes nothing — not the started game, not the caller's arguments.
"""

from __future__ import annotations

import copy
from collections import Counter
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from arkwidgets import nova
from arkwidgets.nova.buildings import make_building, start_buildings
from arkwidgets.nova.cards import ANIMALS, SPONSORS, ZOO_DECK_NUMBERS
from arkwidgets.nova.state import ZooAnimal
from arkwidgets.nova.zoomap import load_map

from .invariants import card_places, check_invariants

START = start_buildings(load_map("A"))
FAR = ((8, 5), (8, 7), (8, 9), (7, 4), (7, 6), (7, 8), (6, 3))
STANDARD_ANIMALS = [a.number for a in ANIMALS if not a.special_enclosure][:40]


def holds(game: nova.Game) -> None:
    """Every invariant of the random games, and each card in exactly one place."""
    gs = game.state
    check_invariants(gs, game.card_pool)
    places = card_places(gs)
    assert all(n == 1 for n in places.values()), {c: n for c, n in places.items() if n > 1}


def seat_of(players: int = 2, seed: int = 3) -> int:
    return nova.started(players=players, seed=seed).turn_player


# ------------------------------------------------------------------------------------------ what it sets
def test_the_acting_seat_gets_the_action_card_its_level_and_its_facts() -> None:
    game = nova.position(seed=3, action="cards", slot=5, level="II", reputation=7, money=40, x_tokens=2,
                         hand=(405, 415))
    seat = game.turn_player
    p = game.players[seat]
    assert (p.slot("cards"), p.level("cards"), p.reputation, p.money, p.x_tokens, p.hand) == (5, "II", 7, 40, 2,
                                                                                               (405, 415))
    assert p.action_cards == ("animals", "build", "association", "sponsors", "cards")  # the others keep their order
    assert game.decision is not None and (game.decision.kind, game.decision.player) == ("action", seat)
    holds(game)


def test_every_named_card_is_taken_from_where_it_lay() -> None:
    table = nova.started(seed=3).state
    other = 1 - table.current
    theirs, shown, deep = table.players[other].hand[0], table.display[2], table.deck[-1]
    game = nova.position(seed=3, hand=(theirs, shown), deck_top=(deep,))
    gs = game.state
    assert gs.players[gs.current].hand == (theirs, shown)
    assert theirs not in gs.players[other].hand and shown not in gs.display and gs.deck[0] == deep
    assert None not in gs.display  # the folder it left was refilled
    holds(game)


def test_display_folders_and_the_replaced_card_goes_under_the_deck() -> None:
    before = nova.started(seed=3).state.display
    game = nova.position(seed=3, display={1: 445, 4: 419})
    gs = game.state
    assert gs.display[0] == 445 and gs.display[3] == 419 and gs.deck[-2:] == (before[0], before[3])
    holds(game)


def test_zoo_buildings_animals_sponsors_and_another_seats_facts() -> None:
    seat = seat_of()
    buildings = START + tuple(make_building("enclosure-1", h) for h in FAR[:2])
    game = nova.position(seed=3, buildings=buildings, animals=((401, FAR[0]), ZooAnimal(402, FAR[1])),
                         sponsors=(220,), partner_zoos=("europe",), universities=("science-2",),
                         others={1 - seat: {"cp": 18, "appeal": 79, "hand": (403,)}})
    p, q = game.players[seat], game.players[1 - seat]
    assert [a.card for a in p.animals] == [401, 402] and p.sponsors == (220,) and p.buildings == buildings
    assert (q.cp, q.appeal, q.hand) == (18, 79, (403,))
    holds(game)


def test_workers_not_available_nor_placed_lie_below_the_notepad() -> None:
    game = nova.position(seed=3, workers=2, workers_on=(1, 0, 0, 0))
    p = game.players[game.turn_player]
    assert (p.workers, p.workers_on, p.workers_lying) == (2, (1, 0, 0, 0), 1)
    holds(game)


def test_new_base_projects_carry_the_two_player_blocking_tokens() -> None:
    game = nova.position(seed=3, base_projects=(109, 101, 102))
    blocked = sorted((s.project, s.level) for s in game.state.supports if s.owner == -1)
    assert blocked == [(101, 2), (102, 3), (109, 1)]
    holds(game)


def test_final_cards_are_swapped_with_the_final_deck() -> None:
    game = nova.position(seed=3, final_cards=(8,))
    assert game.players[game.turn_player].final_cards == (8,)
    holds(game)


def test_a_break_due_runs_the_break_at_once() -> None:
    game = nova.position(seed=3, break_due=True, appeal=7)
    seat = game.turn_player
    assert game.decision is not None and game.decision.kind != "action"  # step 1 asks for discards (N-BREAK-5)
    events = []
    while game.decision is not None and game.decision.kind != "action":
        events += game.play(game.legal_moves()[0])
    assert any(e.rule == "N-BREAK-9" and game.names[seat] in str(e) for e in events)  # EX-12: appeal 7 pays
    assert game.state.break_pos == 0 and game.turn_player != seat  # the token is back; the next player acts
    holds(game)


def test_scoring_now_ends_the_game() -> None:
    plain = [s.number for s in SPONSORS if not s.has_endgame and not s.has_income]
    game = nova.position(seed=3, cp=0, final_cards=(8,), sponsors=tuple(plain[:3]), scoring=True)
    assert game.phase == "over" and game.players[game.turn_player].cp == 1  # EX-19: 3 sponsors, 1 CP
    holds(game)


def test_break_left_puts_the_token_that_far_from_the_end() -> None:
    game = nova.position(seed=3, break_left=2)
    assert game.state.break_len - game.state.break_pos == 2


def test_started_is_the_seeded_game_after_every_player_kept_their_lowest_four() -> None:
    game = nova.started(players=3, seed=2)
    assert game.phase == "play" and all(len(p.hand) == 4 for p in game.players)
    assert nova.started(players=3, seed=2).state == game.state


# ------------------------------------------------------------------------------------------ what it refuses
REFUSED: list[tuple[dict[str, Any], str]] = [
    ({"mony": 3}, "unknown field 'mony'"),
    ({"others": {1: {"apeal": 3}}}, "unknown field 'apeal'"),
    ({"hand": (405,), "display": {1: 405}}, "card 405 is named twice"),
    ({"hand": (405, 405)}, "card 405 is named twice"),
    ({"x_tokens": 6}, "(N-X-1)"),
    ({"money": -1}, "money -1 is out of range"),
    ({"reputation": 12}, "(N-REP-3)"),
    ({"reputation": 16}, "(N-REP-1)"),
    ({"action": "cards", "slot": 6}, "(N-TURN-3)"),
    ({"action": "fly"}, "action: 'fly'"),
    ({"level": "II"}, "name the action card too"),
    ({"action": "cards", "level": "III"}, "level must be"),
    ({"action": "cards", "level": "I", "upgraded": ("cards",)}, "contradicts upgraded"),
    ({"action_cards": ("cards", "cards", "build", "animals", "sponsors")}, "(N-COMP-2)"),
    ({"workers": 3, "workers_on": (2, 0, 0, 0)}, "(N-MAP-7)"),
    ({"workers_on": (4, 0, 0, 0)}, "(N-ASSOC-1)"),
    ({"partner_zoos": ("europe", "europe")}, "names a word twice"),
    ({"partner_zoos": ("atlantis",)}, "'atlantis' is not one of"),
    ({"universities": ("science-3",)}, "'science-3' is not one of"),
    ({"project_row": (125, 128, 132)}, "(N-PROJ-10)"),
    ({"project_row": (405,)}, "not a project card"),
    ({"sponsors": (405,)}, "not a sponsor card"),
    ({"animals": ((220, (0, 9)),)}, "not an animal card"),
    ({"hand": (99999,)}, "not a zoo card"),
    ({"animals": ((401, (8, 5)),)}, "(N-ANIM-16)"),
    ({"animals": ((401, (0, 9)), (402, (0, 9)))}, "(N-ANIM-8, N-ANIM-16)"),
    ({"buildings": (*START, make_building("enclosure-1", (0, 7)))}, "(N-BUILD-7)"),
    ({"buildings": (*START, make_building("enclosure-1", (1, 0)))}, "off the map, rock or water (N-BUILD-7)"),
    ({"buildings": (*START, make_building("petting-zoo", (0, 3), 5), make_building("petting-zoo", (8, 11), 3))},
     "(N-BUILD-5)"),
    ({"buildings": ("kiosk",)}, "sequence of buildings"),
    ({"edge_tokens": (True,) * 6}, "(N-MAP-4)"),
    ({"final_cards": (99,)}, "not a final scoring card"),
    ({"final_cards": (8,), "others": {1: {"final_cards": (8,)}}}, "named twice"),
    ({"display": {7: 405}}, "(N-DISP-1)"),
    ({"display": (405, 406)}, "(N-DISP-1)"),
    ({"base_projects": (109, 101)}, "(N-SET-6)"),
    ({"base_projects": (125, 101, 102)}, "not a base project"),
    ({"supports": ((132, 1, 0),)}, "(N-PROJ-2)"),
    ({"supports": ((101, 1, 0),)}, "two tokens on level 1"),
    ({"supports": ((101, 3, 0), (107, 1, 0), (107, 3, 0))}, "supports project 107 twice"),
    ({"supports": ((101, 4, 0),)}, "(N-PROJ-1)"),
    ({"donations_covered": (-1,)}, "one value per donation space"),
    ({"break_left": 10}, "(N-BREAK-1)"),
    ({"break_due": True, "scoring": True}, "two different moments"),
    ({"break_due": True, "break_left": 3}, "contradicts"),
    ({"seat": 2}, "seat 2 is out of range 0–1"),
    ({"players": 5}, "(N-COMP-2)"),
    ({"card_tokens": (("cards", "glue"),)}, "card_tokens"),
]


@pytest.mark.parametrize(("kwargs", "message"), REFUSED, ids=[m for _, m in REFUSED])
def test_a_wrong_argument_is_refused_with_a_message_naming_it(kwargs: dict[str, Any], message: str) -> None:
    if "others" in kwargs:  # name the seat that is not the acting one
        kwargs = {**kwargs, "others": {1 - seat_of(): v for v in kwargs["others"].values()}}
    with pytest.raises(nova.PositionError) as caught:
        nova.position(seed=3, **kwargs)
    assert message in str(caught.value)


def test_others_may_not_name_the_acting_seat() -> None:
    with pytest.raises(nova.PositionError, match="the acting seat"):
        nova.position(seed=3, others={seat_of(): {"cp": 3}})


def test_a_refusal_is_a_value_error_and_changes_nothing() -> None:
    before = nova.started(seed=3).state
    good = nova.position(seed=3, hand=(405,), money=9).state
    hand, display = [405, 406], {1: 405}
    with pytest.raises(ValueError, match="named twice"):
        nova.position(seed=3, hand=hand, display=display, money=9)
    assert hand == [405, 406] and display == {1: 405}
    assert nova.started(seed=3).state == before
    assert nova.position(seed=3, hand=(405,), money=9).state == good


# ------------------------------------------------------------------------------------------ hypothesis
@st.composite
def orders(draw: st.DrawFn) -> dict[str, Any]:
    """Valid arguments of :func:`nova.position` for the two-player seed-3 table, any combination of them."""
    cards = draw(st.lists(st.sampled_from(ZOO_DECK_NUMBERS), unique=True, max_size=14))
    animals = draw(st.lists(st.sampled_from(STANDARD_ANIMALS), unique=True, max_size=len(FAR)))
    cards = [c for c in cards if c not in animals]
    kwargs: dict[str, Any] = {}
    cut = draw(st.lists(st.integers(0, len(cards)), min_size=3, max_size=3).map(sorted))
    kwargs["hand"] = tuple(cards[: cut[0]])
    kwargs["deck_top"] = tuple(cards[cut[0]: cut[1]])
    kwargs["display"] = dict(zip(draw(st.permutations(range(1, 7))), cards[cut[1]: cut[2]],
                                                strict=False))
    kwargs["others"] = {1 - seat_of(): {"hand": tuple(cards[cut[2]:])}}
    kwargs["buildings"] = START + tuple(make_building("enclosure-1", h) for h in FAR[: len(animals)])
    kwargs["animals"] = tuple(zip(animals, FAR, strict=False))
    action = draw(st.sampled_from(("animals", "build", "cards", "association", "sponsors")))
    upgraded = draw(st.booleans())
    kwargs |= {"action": action, "slot": draw(st.integers(1, 5)), "level": "II" if upgraded else "I"}
    kwargs["money"] = draw(st.integers(0, 200))
    kwargs["appeal"] = draw(st.integers(0, 113))
    kwargs["cp"] = draw(st.integers(0, 40))
    kwargs["reputation"] = draw(st.integers(1, 15 if upgraded and action == "cards" else 9))
    kwargs["x_tokens"] = draw(st.integers(0, 5))
    workers = draw(st.integers(0, 4))
    kwargs["workers"], kwargs["workers_on"] = workers, (draw(st.integers(0, min(3, 4 - workers))), 0, 0, 0)
    kwargs["partner_zoos"] = tuple(draw(st.lists(st.sampled_from(("africa", "asia", "europe")), unique=True)))
    kwargs["final_cards"] = tuple(draw(st.lists(st.integers(1, 11), unique=True, min_size=1, max_size=2)))
    kwargs["break_left"] = draw(st.integers(0, 9))
    return kwargs


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(kwargs=orders(), steps=st.integers(0, 6))
def test_a_built_position_holds_every_invariant_and_what_was_asked(kwargs: dict[str, Any], steps: int) -> None:
    game = nova.position(seed=3, **kwargs)
    holds(game)
    p = game.players[game.turn_player]
    assert p.hand == kwargs["hand"] and p.money == kwargs["money"] and p.slot(kwargs["action"]) == kwargs["slot"]
    assert p.level(kwargs["action"]) == kwargs["level"] and p.final_cards == kwargs["final_cards"]
    gs = game.state
    assert all(gs.display[f - 1] == c for f, c in kwargs["display"].items())
    assert gs.deck[: len(kwargs["deck_top"])] == kwargs["deck_top"]
    for _ in range(steps):  # and the rules keep them from there
        if game.phase == "over":
            break
        game.play(game.legal_moves()[0])
        check_invariants(game.state, game.card_pool)


BAD = st.one_of(
    st.builds(lambda v: {"x_tokens": v}, st.integers(6, 50)),
    st.builds(lambda v: {"money": v}, st.integers(-50, -1)),
    st.builds(lambda v: {"reputation": v}, st.integers(16, 30) | st.integers(-5, 0)),
    st.builds(lambda v: {"action": "cards", "slot": v}, st.integers(6, 20) | st.integers(-5, 0)),
    st.builds(lambda c: {"hand": (c,), "deck_top": (c,)}, st.sampled_from(ZOO_DECK_NUMBERS)),
    st.builds(lambda name: {name: 1}, st.text("abcdefghijklmnopqrstuvwxyz_", min_size=1, max_size=12).filter(
        lambda n: n not in nova.whatif.PLAYER_FIELDS and n not in {
            "players", "seed", "map", "seat", "action", "slot", "level", "action_cards", "others", "display",
            "deck_top", "base_projects", "project_row", "supports", "donations_covered", "offer_partner_zoos",
            "offer_universities", "break_left", "break_due", "scoring"})),
)


@settings(max_examples=40, deadline=None)
@given(bad=BAD, good=orders())
def test_a_refused_argument_raises_without_side_effects(bad: dict[str, Any], good: dict[str, Any]) -> None:
    before = nova.started(seed=3).state
    kwargs = {**good, **bad}
    if "hand" in bad:  # the card named twice must not be named a third time by the good part
        named = {*good["deck_top"], *good["display"].values(), *(c for c, _ in good["animals"]),
                 *good["others"][1 - seat_of()]["hand"]} - {bad["hand"][0]}
        kwargs = {**good, "hand": bad["hand"], "deck_top": bad["deck_top"],
                  "display": {f: c for f, c in good["display"].items() if c in named},
                  "others": {k: {"hand": tuple(c for c in v["hand"] if c != bad["hand"][0])}
                             for k, v in good["others"].items()},
                  "animals": tuple(a for a in good["animals"] if a[0] != bad["hand"][0])}
    frozen = copy.deepcopy(kwargs)
    with pytest.raises(nova.PositionError):
        nova.position(seed=3, **kwargs)
    assert kwargs == frozen
    assert nova.started(seed=3).state == before
    assert Counter(card_places(before)) == Counter(card_places(nova.started(seed=3).state))
