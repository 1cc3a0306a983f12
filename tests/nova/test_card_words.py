"""A card's facts in the reader's words (issue 28): ability names, final scoring conditions, and the keep events
counted in the singular or the plural (N-KEY-1, N-SET-17)."""

from __future__ import annotations

import pytest

from arkwidgets.i18n import Nn_, language
from arkwidgets.nova import cards
from arkwidgets.nova.events import event
from arkwidgets.nova.words import ability_word, final_condition_word


def test_an_ability_is_named_with_its_number_or_its_target_in_every_language() -> None:
    lynx, owl, badger = (cards.card(n) for n in (418, 512, 419))
    assert [ability_word(a) for a in lynx.abilities] == ["Iconic Animal (Europe)"]  # type: ignore[union-attr]
    assert [ability_word(a) for a in owl.abilities] == ["Perception 4"]  # type: ignore[union-attr]
    assert [ability_word(a) for a in badger.abilities] == ["Boost (Animals)"]  # type: ignore[union-attr]
    with language("zh"):
        assert ability_word(lynx.abilities[0]) == "标志性动物（欧洲）"  # type: ignore[union-attr]
        assert ability_word(owl.abilities[0]).endswith(" 4")  # type: ignore[union-attr]
    with language("fr"):
        assert ability_word(lynx.abilities[0]) == "Animal emblématique (Europe)"  # type: ignore[union-attr]
        assert ability_word(badger.abilities[0]) == "Coup de pouce (Animaux)"  # type: ignore[union-attr]


@pytest.mark.parametrize("lang", ["zh", "fr"])
def test_every_ability_of_the_box_has_a_name_in_the_language(lang: str) -> None:
    english = {ability_word(a) for c in cards.ANIMALS for a in c.abilities}
    with language(lang):
        ours = {ability_word(a) for c in cards.ANIMALS for a in c.abilities}
    assert len(ours) == len(english)
    if lang == "zh":
        assert not any(w.isascii() and not w.replace(" ", "").isdigit() for w in ours), sorted(ours)


def test_a_final_scoring_condition_is_the_datas_in_english_and_translated_otherwise() -> None:
    for f in cards.FINAL_SCORING_CARDS:
        assert final_condition_word(f.number) == f.condition
        for lang in ("zh", "fr"):
            with language(lang):
                assert final_condition_word(f.number) != f.condition, (lang, f.number)
    with pytest.raises(KeyError):
        final_condition_word(12)


@pytest.mark.parametrize(("lang", "one", "two"), [("en", "Ann keeps 1 card", "Ann keeps 2 cards"),
                                                  ("fr", "Ann garde 1 carte", "Ann garde 2 cartes"),
                                                  ("zh", "Ann保留1张卡牌", "Ann保留2张卡牌")])
def test_a_keep_event_is_counted_in_the_readers_grammar(lang: str, one: str, two: str) -> None:
    keep = Nn_("{player} keeps {count} card", "{player} keeps {count} cards")
    with language(lang):
        assert event("keep", "N-KEY-1", keep, player="Ann", count=1).text == one
        assert event("keep", "N-KEY-1", keep, player="Ann", count=2).text == two


def test_a_plural_event_needs_its_count() -> None:
    with pytest.raises(TypeError):
        event("keep", "N-KEY-1", Nn_("{player} keeps a card", "{player} keeps cards"), player="Ann")


def test_the_scavenging_keep_of_one_card_is_singular() -> None:
    """N-KEY-1 (EX of notebook 07): the Marabou's Scavenging 2 keeps one card and says so in the singular."""
    from arkwidgets import nova

    game = nova.position(players=2, seed=3, action="animals", slot=5, money=50, hand=(496,))
    game.play("animals")
    game.play("play 496 in 0,9")
    assert game.decision is not None
    offered = game.decision["cards"]
    events = game.play(f"keep {offered[0]}")
    keep = next(e for e in events if e.kind == "keep")
    assert keep.data["count"] == 1
    assert "keeps 1 card and discards" in keep.text
    with language("fr"):
        assert "garde 1 carte et défausse" in keep.text


def test_the_command_line_says_a_final_scoring_cards_condition_in_the_language() -> None:
    from arkwidgets.nova.cli import card_lookup

    assert card_lookup("8") == "8 Sponsored Zoo: Count sponsor cards in your zoo."
    with language("fr"):
        assert card_lookup("8") == "8 Zoo parrainé: Comptez les cartes mécène de votre zoo."
    assert card_lookup("0") == "no final scoring card numbered 0 (1–11)"
