"""Every word the Ark Nova drawing prints, in the language in force (the ``nova`` gettext domain).

Words that come from data (a bonus type, an icon, a building type, an action card) are translated with a context
(``pgettext("nova icon", "bird")``), because a bare word like "bird" or "money" may need another translation
elsewhere. Each table is built from literal calls, so Babel extracts it, and cached per language, so a render does
not look a word up twice. Unknown data words are shown as they are, never dropped.
"""

from __future__ import annotations

from functools import lru_cache

from ...i18n import get_language, pgettext

__all__ = [
    "abbreviation",
    "action_word",
    "bonus_word",
    "building_word",
    "effect_chip",
    "effect_word",
    "icon_word",
    "initial",
    "rule_word",
    "terrain_word",
    "tile_word",
    "university_word",
]


@lru_cache(maxsize=8)
def _actions(lang: str) -> dict[str, str]:
    return {
        "animals": pgettext("nova action", "Animals"), "build": pgettext("nova action", "Build"),
        "cards": pgettext("nova action", "Cards"), "association": pgettext("nova action", "Association"),
        "sponsors": pgettext("nova action", "Sponsors"),
    }


@lru_cache(maxsize=8)
def _bonuses(lang: str) -> dict[str, str]:
    return {
        "money": pgettext("nova bonus", "money"), "xtoken": pgettext("nova bonus", "X token"),
        "reputation": pgettext("nova bonus", "reputation"), "cp": pgettext("nova bonus", "conservation points"),
        "take_card": pgettext("nova bonus", "take a card (deck or reputation range)"),
        "snap_display_card": pgettext("nova bonus", "take a card from the display"),
        "hire_worker": pgettext("nova bonus", "hire an association worker"),
        "activate_extra_worker": pgettext("nova bonus", "hire an association worker"),
        "upgrade_action_card": pgettext("nova bonus", "upgrade an action card"),
        "free_enclosure_size2": pgettext("nova bonus", "a free size-2 enclosure"),
        "free_enclosure_size3": pgettext("nova bonus", "a free size-3 enclosure"),
        "kiosk_parlor": pgettext("nova bonus", "ice-cream parlour space"),
        "sponsor_bonus": pgettext("nova bonus", "sponsor bonus"),
        "sponsor_tile": pgettext("nova bonus", "sponsor bonus"),
        "clever": pgettext("nova bonus", "move an action card to slot 1"),
        "partner_zoo": pgettext("nova bonus", "a partner zoo"), "university": pgettext("nova bonus", "a university"),
        "multiplier": pgettext("nova bonus", "a multiplier token"),
        "take_card_deck_or_range": pgettext("nova bonus", "take a card (deck or reputation range)"),
        "cp_1": pgettext("nova bonus", "1 conservation point"), "xtoken_1": pgettext("nova bonus", "1 X token"),
        "unidentified_icon": pgettext("nova bonus", "a bonus not yet identified"),
    }


@lru_cache(maxsize=8)
def _icons(lang: str) -> dict[str, str]:
    return {
        "africa": pgettext("nova icon", "Africa"), "americas": pgettext("nova icon", "Americas"),
        "asia": pgettext("nova icon", "Asia"), "australia": pgettext("nova icon", "Australia"),
        "europe": pgettext("nova icon", "Europe"), "predator": pgettext("nova icon", "predator"),
        "herbivore": pgettext("nova icon", "herbivore"), "bird": pgettext("nova icon", "bird"),
        "reptile": pgettext("nova icon", "reptile"), "primate": pgettext("nova icon", "primate"),
        "bear": pgettext("nova icon", "bear"), "petting_zoo": pgettext("nova icon", "petting-zoo animal"),
        "science": pgettext("nova icon", "science"), "rock": pgettext("nova icon", "rock"),
        "water": pgettext("nova icon", "water"), "partner_zoo": pgettext("nova icon", "partner zoo"),
        "animals_ii": pgettext("nova icon", "Animals II"), "sponsors_ii": pgettext("nova icon", "Sponsors II"),
    }


@lru_cache(maxsize=8)
def _buildings(lang: str) -> dict[str, str]:
    return {
        "kiosk": pgettext("nova building", "kiosk"), "pavilion": pgettext("nova building", "pavilion"),
        "enclosure": pgettext("nova building", "enclosure"),
        "petting-zoo": pgettext("nova building", "petting zoo"),
        "reptile-house": pgettext("nova building", "reptile house"),
        "large-bird-aviary": pgettext("nova building", "large bird aviary"),
        "unique": pgettext("nova building", "unique building"),
    }


@lru_cache(maxsize=8)
def _terrains(lang: str) -> dict[str, str]:
    return {"rock": pgettext("nova terrain", "rock"), "water": pgettext("nova terrain", "water"),
            "normal": pgettext("nova terrain", "building hex")}


@lru_cache(maxsize=8)
def _tiles(lang: str) -> dict[str, str]:
    return {
        "partner-zoo": pgettext("nova tile", "partner zoo"), "university": pgettext("nova tile", "university"),
        "multiplier": pgettext("nova tile", "multiplier"), "money-10": pgettext("nova tile", "10 money"),
        "reputation-2": pgettext("nova tile", "2 reputation"), "x-tokens-3": pgettext("nova tile", "3 X tokens"),
        "enclosure-3": pgettext("nova tile", "free size-3 enclosure"), "cards-3": pgettext("nova tile", "3 cards"),
        "sponsor": pgettext("nova tile", "sponsor"),
    }


@lru_cache(maxsize=8)
def _universities(lang: str) -> dict[str, str]:
    return {
        "science-reputation": pgettext("nova university", "science and 2 reputation"),
        "science-hand": pgettext("nova university", "science and hand limit 5"),
        "science-2": pgettext("nova university", "two science"),
    }


@lru_cache(maxsize=8)
def _rules(lang: str) -> dict[str, str]:
    return {
        "off-map": pgettext("nova rule word", "off the map"), "rock": pgettext("nova rule word", "rock"),
        "water": pgettext("nova rule word", "water"), "occupied": pgettext("nova rule word", "occupied"),
        "N-BUILD-7": pgettext("nova rule word", "not free"),
        "not-adjacent": pgettext("nova rule word", "not adjacent"),
        "border": pgettext("nova rule word", "no border hex"),
        "N-BUILD-9": pgettext("nova rule word", "Build II"),
        "N-BUILD-10": pgettext("nova rule word", "kiosk distance"),
    }


@lru_cache(maxsize=8)
def _effects(lang: str) -> dict[str, str]:
    return {"immediate": pgettext("nova effect", "now"), "ongoing": pgettext("nova effect", "ongoing"),
            "income": pgettext("nova effect", "income"), "endgame": pgettext("nova effect", "end")}


@lru_cache(maxsize=8)
def _effect_chips(lang: str) -> dict[str, str]:
    """The same effect words for a sponsor card's chips, 18 units wide: a language may abbreviate them there
    (French "imm.", "perm."), while tooltips keep the whole word."""
    return {"immediate": pgettext("nova effect chip", "now"), "ongoing": pgettext("nova effect chip", "ongoing"),
            "income": pgettext("nova effect chip", "income"), "endgame": pgettext("nova effect chip", "end")}


def _look(table: dict[str, str], word: str) -> str:
    return table.get(word, word.replace("_", " "))


def action_word(name: str) -> str:
    return _look(_actions(get_language()), name)


def bonus_word(kind: str) -> str:
    return _look(_bonuses(get_language()), kind)


def icon_word(icon: str) -> str:
    return _look(_icons(get_language()), icon)


def building_word(type_name: str) -> str:
    """``enclosure-3`` → "enclosure 3"; ``unique-243`` → "unique building 243"; other types by name."""
    table = _buildings(get_language())
    if type_name.startswith("enclosure-"):
        return f"{table['enclosure']} {type_name.split('-', 1)[1]}"
    if type_name.startswith("unique-"):
        return f"{table['unique']} {type_name.split('-', 1)[1]}"
    return _look(table, type_name)


def terrain_word(terrain: str) -> str:
    return _look(_terrains(get_language()), terrain)


def tile_word(tile: str) -> str:
    return _look(_tiles(get_language()), tile)


def university_word(kind: str) -> str:
    return _look(_universities(get_language()), kind)


def rule_word(key: str) -> str:
    return _rules(get_language()).get(key, "")


def effect_word(kind: str) -> str:
    return _look(_effects(get_language()), kind)


def effect_chip(kind: str) -> str:
    return _look(_effect_chips(get_language()), kind)


def initial(word: str) -> str:
    """The letter that stands for a word on a hex or a token: its first character, upper-cased."""
    return word[:1].upper()


def abbreviation(word: str) -> str:
    """Two letters for an icon (``Af``), or one character of a CJK word (``非``)."""
    if word and ord(word[0]) > 0x2E80:
        return word[0]
    return word[:2].capitalize()
