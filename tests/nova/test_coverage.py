"""The coverage ledger (ND-53): computed from the engine's tables, published in docs/, and obeyed by the deck.

A card the engine does not execute must never play silently: the default deck leaves it out, and a game with every
card announces the part that does nothing when the card is played.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

import pytest

from arkwidgets import nova
from arkwidgets.nova.bots import RandomBot
from arkwidgets.nova.cards import (
    ANIMALS,
    FINAL_SCORING_CARDS,
    PROJECTS,
    SPONSORS,
    ZOO_DECK_NUMBERS,
    FinalScoringCard,
    ZooCard,
)
from arkwidgets.nova.coverage import markdown
from arkwidgets.nova.rules.abilities import missing_keywords
from arkwidgets.nova.rules.sponsor_effects import missing_effects

DOC = Path(__file__).resolve().parents[2] / "docs" / "nova-coverage.md"


def test_nd_53_the_published_ledger_is_the_one_the_code_computes() -> None:
    assert DOC.read_text(encoding="utf-8") == markdown(), (
        "docs/nova-coverage.md is stale: python -m arkwidgets.nova.coverage > docs/nova-coverage.md")


def test_nd_53_the_ledger_lists_every_card_once_with_a_reason_for_each_gap() -> None:
    entries = nova.coverage()
    kinds: dict[str, Sequence[ZooCard | FinalScoringCard]] = {
        "animal": ANIMALS, "sponsor": SPONSORS, "project": PROJECTS, "final": FINAL_SCORING_CARDS}
    for kind, cards in kinds.items():
        assert [e.number for e in entries if e.kind == kind] == [c.number for c in cards]
    for entry in entries:
        assert entry.executed == (entry.why == ""), entry  # a card not executed always says why, an executed one never


def test_nd_53_an_animal_is_executed_exactly_when_the_ability_table_knows_its_keywords() -> None:
    for entry in nova.coverage():
        if entry.kind == "animal":
            assert entry.executed == (not missing_keywords(entry.number)), entry
            for keyword in missing_keywords(entry.number):
                assert keyword in entry.why
        if entry.kind == "sponsor":
            assert entry.executed == (not missing_effects(entry.number)), entry


def test_nd_53_the_default_deck_holds_only_executed_cards() -> None:
    executed = {e.number for e in nova.coverage() if e.executed}
    deck = nova.executed_deck()
    assert set(deck) <= executed & set(ZOO_DECK_NUMBERS)
    # issue 23: every card of the base game runs in every player count, so the default deck is the whole deck
    assert set(deck) == set(ZOO_DECK_NUMBERS) == set(nova.executed_deck(solo=True))
    game = nova.Game.new(players=2, seed=5)
    state = game.state
    everywhere = set(state.deck) | set(state.display) | {n for p in state.players for n in p.hand}
    everywhere |= {n for d in state.pending for n in d.get("cards", ())}
    assert everywhere <= set(deck)
    assert game.options["cards"] == "executed"


def test_nd_53_solo_counts_an_animal_by_its_solo_box() -> None:
    solo, regular = set(nova.executed_deck(solo=True)), set(nova.executed_deck())
    assert regular <= solo  # a solo box only ever replaces an interactive ability
    entries = {e.number: e for e in nova.coverage()}
    for number in solo - regular:
        assert entries[number].solo_executed and not entries[number].executed
    state = nova.Game.new(players=1, seed=3).state
    assert set(state.deck) <= solo


def test_nd_53_every_card_is_shuffled_when_asked_for() -> None:
    state = nova.Game.new(players=2, seed=5, cards="all").state
    everywhere = set(state.deck) | set(state.display) | {n for d in state.pending for n in d.get("cards", ())}
    assert everywhere == set(ZOO_DECK_NUMBERS)


def test_nd_53_an_unknown_card_pool_is_refused_by_name() -> None:
    with pytest.raises(ValueError, match=r"'executed'.*'all'"):
        nova.Game.new(players=2, seed=1, cards="some")


def test_nd_53_the_card_pool_survives_saving() -> None:
    game = nova.Game.new(players=2, seed=9, cards="all")
    again = nova.Game.from_json(game.to_json())
    assert again.options["cards"] == "all"
    assert again.to_json() == game.to_json()


def test_nd_53_no_card_has_a_gap_any_more() -> None:
    """Issue 23: every animal and sponsor of the base game is executed in every player count."""
    assert not [e.number for e in nova.coverage() if e.kind in ("animal", "sponsor") and not e.executed]


def test_nd_53_an_ability_the_engine_would_not_execute_is_announced_when_played(monkeypatch) -> None:
    """The safety net stays: were a keyword ever missing (here Sprint, taken out of the registry for the test), a
    card with it is still played, and an ND-53 event names it whenever it enters a zoo."""
    from arkwidgets.nova.rules import abilities

    monkeypatch.delitem(abilities.ABILITIES, "Sprint")
    gaps = {e.number for e in nova.coverage() if e.kind == "animal" and not e.executed}
    assert gaps and all("Sprint" in e.why for e in nova.coverage() if e.number in gaps)
    announced = 0
    for seed in range(8):
        game, bot = nova.Game.new(players=2, seed=seed, cards="all"), RandomBot(seed)
        for _ in range(1500):
            if game.phase == "over":
                break
            before = _in_zoos(game)
            events = game.play(bot.choose(game))
            played = _in_zoos(game) - before
            for number in played & gaps:
                assert any(e.rule == "ND-53" for e in events), f"card {number} played without its ND-53 notice"
                announced += 1
    assert announced > 0, "no Sprint card was played in eight games: the test proves nothing"


def _in_zoos(game: nova.Game) -> set[int]:
    return {n for p in game.players for n in (*(a.card for a in p.animals), *p.sponsors)}


def test_nd_53_card_pool_is_what_the_table_holds_and_stays_so() -> None:
    from .invariants import zoo_card_places

    for players, cards in ((1, "executed"), (3, "executed"), (2, "all")):
        game, bot = nova.Game.new(players=players, seed=11, cards=cards), RandomBot(11)
        for _ in range(120):
            if game.phase == "over":
                break
            assert game.state.zoo_cards() == tuple(sorted(zoo_card_places(game.state).elements())) == game.card_pool
            game.play(bot.choose(game))
