"""Invariants every Ark Nova state keeps, checked after every move of the random and property tests.

Cards in limbo (dealt at setup, revealed by an ability and not yet kept) live in the ``cards`` data of a pending
decision; every other card is in exactly one place.
"""

from __future__ import annotations

from collections import Counter

from arkwidgets.nova import GameState
from arkwidgets.nova.cards import BASE_PROJECTS, FINAL_SCORING_CARDS, ZOO_DECK_NUMBERS
from arkwidgets.nova.rules.housing import SPECIAL_CAPACITY
from arkwidgets.nova.tracks import TRACKS

BASE = frozenset(p.number for p in BASE_PROJECTS)


def card_places(gs: GameState) -> Counter[int]:
    """Every card on the table counted where it lies (base projects taken into play by an ability included, ND-72)."""
    places: Counter[int] = Counter()
    places.update(gs.deck)
    places.update(gs.discard)
    places.update(c for c in gs.display if c is not None)
    places.update(gs.project_row)
    for p in gs.players:
        places.update(p.hand)
        places.update(a.card for a in p.animals)
        places.update(p.sponsors)
        places.update(c for _, c in p.tucked)  # ND-71, ND-87: tucked under a card of the zoo
        places.update(p.under_map)  # face down under a map (map 7's slot 3)
    for d in gs.pending + gs.after:
        if d.kind == "keep" or d.get("limbo"):
            places.update(d["cards"])
    return places


def zoo_card_places(gs: GameState) -> Counter[int]:
    """The zoo cards among :func:`card_places` (a base project comes from the box, not the zoo deck)."""
    return Counter({c: n for c, n in card_places(gs).items() if c not in BASE})


def check_invariants(gs: GameState, pool: tuple[int, ...] = ZOO_DECK_NUMBERS) -> None:
    """``pool``: the zoo cards the game was shuffled from (``Game.card_pool``)."""
    for p in gs.players:
        for name in ("money", "appeal", "cp", "x_tokens", "workers", "workers_lying", "projects_supported"):
            assert getattr(p, name) >= 0, (p.name, name, getattr(p, name))
        assert p.x_tokens <= TRACKS.x_token_max, (p.name, p.x_tokens)  # N-X-1
        assert p.workers + p.workers_lying + sum(p.workers_on) <= TRACKS.setup.workers_total  # N-MAP-7
        assert TRACKS.reputation_min <= p.reputation <= TRACKS.reputation_max
        if "cards" not in p.upgraded:
            assert p.reputation <= TRACKS.reputation_cap  # N-REP-3
        assert len(p.partner_zoos) == len(set(p.partner_zoos)) <= 4
        assert len(p.universities) == len(set(p.universities)) <= 3
        assert sorted(p.action_cards) == sorted(("animals", "build", "cards", "association", "sponsors"))
        cells = [h for b in p.buildings for h in b.cells]
        assert len(cells) == len(set(cells)), f"{p.name}'s buildings overlap"
        # N-ANIM-16, ND-10: every animal lives in a building of its zoo; special enclosures hold at most their spaces
        standard = {b.anchor for b in p.buildings if b.building_type.category == "standard"}
        special = {b.type for b in p.buildings if b.building_type.category == "special"}
        for a in p.animals:
            assert (a.home in special) if isinstance(a.home, str) else (a.home in standard), (p.name, a)
        for name in special:
            assert sum(a.tokens for a in p.animals if a.home == name) <= SPECIAL_CAPACITY[name], (p.name, name)
    places = zoo_card_places(gs)
    assert sorted(places.elements()) == sorted(pool), "zoo cards are not conserved"
    taken = Counter({c: n for c, n in card_places(gs).items() if c in BASE})  # ND-72: out of the box, once
    assert all(n == 1 for n in taken.values()) and not set(taken) & set(gs.base_projects), taken
    finals = list(gs.final_deck) + [c for p in gs.players for c in p.final_cards]
    assert sorted(finals) == sorted(c.number for c in FINAL_SCORING_CARDS), "final scoring cards are not conserved"
    assert 0 <= gs.break_pos <= gs.break_len
    assert len(gs.display) == 6
    if gs.phase != "over":
        assert gs.pending, "a game in progress always asks a question"
    top = gs.top  # None exactly when nothing is pending
    if top is None or top.kind in ("action",):
        assert None not in gs.display or not (gs.deck or gs.discard), "gaps only during a turn"
