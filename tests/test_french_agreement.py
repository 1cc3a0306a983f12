"""Issue 23 item 4: in French, a card's type agrees with the card it describes ("Gazelle est peureuse", "Lion est
lourd"), and a type that describes the word "carte" is feminine ("une carte lourde"). Chinese and English read the
same word for both genders."""

from __future__ import annotations

import pytest
from rulehelpers import make_game

import arkwidgets as ark
from arkwidgets.ark.cards import card_name
from arkwidgets.ark.words import FRENCH_FEMININE, TypeOf
from arkwidgets.i18n import language

#: (card id, its type in French as an adjective of that card): feminine and masculine names of every type.
CASES = [
    ("gazelle", "peureuse"), ("zebra", "peureux"),
    ("giraffe", "lourde"), ("lion", "lourd"),
    ("turtle", "lente"), ("snail", "lent"),
    ("cow", "utile"), ("donkey", "utile"),
    ("bananas", "provision"), ("hay", "provision"),
]


@pytest.mark.parametrize(("card_id", "french"), CASES)
def test_a_cards_type_agrees_with_its_french_name(card_id: str, french: str) -> None:
    c = ark.card(card_id)
    with language("fr"):
        assert str(TypeOf(c)) == french
    with language("en"):
        assert str(TypeOf(c)) == c.type
    with language("zh"):
        assert str(TypeOf(c)) == str(TypeOf(ark.card("lion" if c.type == "heavy" else card_id)))


def test_the_feminine_list_names_only_cards_of_the_deck_with_feminine_french_names() -> None:
    """Every id of the list is a card of the deck; each one's French name is one a reader takes as feminine (it
    ends in -e or -es, or is one of the plural feminine foods)."""
    for card_id in FRENCH_FEMININE:
        c = ark.card(card_id)
        with language("fr"):
            name = card_name(c)
        assert name.split()[0].endswith(("e", "es")) or name in ("Noix",), (card_id, name)


def test_a6_the_spider_refusal_says_the_type_of_a_feminine_card_in_the_feminine() -> None:
    """A-6: the spider evicts only a shy animal. Situation: a cabin holds the turtle (slow, "Tortue", feminine).
    Outcome: the French refusal says "Tortue est lente", and for the snail (masculine) "Escargot est lent"."""
    for evicted, said in (("turtle", "Tortue est lente"), ("snail", "Escargot est lent")):
        g = make_game(f"T: {evicted} / B: sheep", hands={0: ["spider"]})
        verdict = g.check(f"play spider@T1 evict {evicted}")
        (v,) = [v for v in verdict.violations if v.rule == "A-6"]
        assert said in v.message_in("fr"), v.message_in("fr")
        assert "lent" not in v.message_in("fr").replace(said, "")


def test_t2a_a_type_that_describes_the_card_is_feminine() -> None:
    """T-2a: "a slow card played first is the only card of the turn" reads "une carte lente" in French, whatever
    the card's own gender (the koala is masculine); the second card's type agrees with that card ("Koala (lent)")."""
    g = make_game(hands={0: ["koala", "deer"]})
    (v,) = [v for v in g.check("play koala@T1, deer@B2").violations if v.rule == "T-2a"]
    assert "une carte lente jouée en premier" in v.message_in("fr"), v.message_in("fr")
    g = make_game(hands={0: ["deer", "koala", "hay"]}, display=["grain", "nuts", "fish"])
    (v,) = [v for v in g.check("play deer@T1, koala@B2").violations if v.rule == "T-2a"]
    assert "Koala (lent)" in v.message_in("fr"), v.message_in("fr")
