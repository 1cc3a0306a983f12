"""Every word Ark Nova's data names, in the language in force: the one vocabulary of the engine, drawing and widgets.

The data speaks in ids: action cards (``build``), buildings (``enclosure-3``, ``petting-zoo``, ``unique-243``), icons
and continents (``americas``), bonus kinds (``take_card``), bonus tiles, universities, terrain, card numbers and hexes
(``3,4``). A learner reads none of them: this module writes each as the rulebooks do (Chinese: 饲养区, 贩售亭,
合作动物园; French: enclos, kiosque, zoo partenaire), translated in the ``nova`` gettext domain with a context
(``pgettext("nova icon", "bird")``), because a bare word like "bird" or "money" may need another translation
elsewhere. Each table is built from literal calls, so Babel extracts it, and cached per language.

**Words that write themselves.** An event's or a violation's sentence is written only when it is read, in the language
in force then (Ark does the same with ``ark.words``). So a rule passes its data as the values below: each *is* the fact
it names (a :class:`CardName` is the card's number, an ``int``; a :class:`Building` is the building key, a ``str``),
so tests, the drawing and the seat views compare and save the facts exactly as before, while ``str()`` (and so
``format``) writes the words: ``str(Building("enclosure-3"))`` is "size-3 enclosure", "enclos de taille 3" or
"3格饲养区". French articles agree with their noun because each article form is its own message (``ABuilding``:
"une grande volière", ``TheBuilding``: "la grande volière"), and a language without articles writes the bare noun.

**Hexes** are written the way the drawing names them (ND-108): the map's nine columns are lettered A–I from the left
(the letters stand above the map) and the hexes of a column are counted from the top, so ``3,4`` is ``D3``; the
engine's ``x,y`` coordinates stay in the move notation only.

Standard library and the project's i18n only: no drawing or widget module is imported here.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from functools import lru_cache, partial
from typing import Any, ClassVar

from .. import i18n
from ..i18n import Counted, Nn_, _, get_language, join_names, ngettext, pgettext
from . import moves
from .cards import Ability, ProjectCard, ProjectTier, card_name, final_scoring_card
from .moves import Move

__all__ = [
    "ABuilding",
    "ActionName",
    "ActionNames",
    "BonusName",
    "BuildingName",
    "BuildingNames",
    "CardName",
    "CardNames",
    "CARDS",
    "Counted",
    "TOKENS",
    "X_TOKENS",
    "Either",
    "EffectLabels",
    "EnclosureAt",
    "HEXES",
    "HexName",
    "ICONS",
    "HexNames",
    "IconName",
    "IconNames",
    "KeywordName",
    "NeedName",
    "NumberedHexes",
    "PrintedBonus",
    "project_in_words",
    "project_level_word",
    "project_target_word",
    "SizeName",
    "SizeClass",
    "TaskName",
    "MapName",
    "MoveName",
    "TheBuilding",
    "TileName",
    "UniversityName",
    "abbreviation",
    "ability_word",
    "action_word",
    "bonus_word",
    "building_noun",
    "building_word",
    "bonus_words",
    "card_name",
    "card_word",
    "effect_chip",
    "effect_word",
    "final_condition_word",
    "hex_label",
    "hexes_label",
    "icon_word",
    "initial",
    "keyword_word",
    "need_word",
    "task_word",
    "map_word",
    "move_in_words",
    "rule_word",
    "size_word",
    "terrain_word",
    "tile_word",
    "university_word",
]


# ------------------------------------------------------------------------------------------------------ tables
@lru_cache(maxsize=8)
def _tables(lang: str) -> dict[str, dict[str, str]]:
    """Every data word of ``lang`` (the language in force, which keys the cache), one table a kind of word: the
    kind is the message context after "nova " (a building with its article, "a building"/"the building", is its own
    kind so French articles agree; an effect chip may abbreviate what the effect's tooltip writes whole)."""
    return {
        "action": {"animals": pgettext("nova action", "Animals"), "build": pgettext("nova action", "Build"),
            "cards": pgettext("nova action", "Cards"), "association": pgettext("nova action", "Association"),
            "sponsors": pgettext("nova action", "Sponsors")},
        "bonus": {"money": pgettext("nova bonus", "money"), "xtoken": pgettext("nova bonus", "X token"),
            "reputation": pgettext("nova bonus", "reputation"), "cp": pgettext("nova bonus", "conservation points"),
            "appeal": pgettext("nova bonus", "appeal"),
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
            "partner_zoo": pgettext("nova bonus", "a partner zoo"),
            "university": pgettext("nova bonus", "a university"),
            "multiplier": pgettext("nova bonus", "a multiplier token"),
            "take_card_deck_or_range": pgettext("nova bonus", "take a card (deck or reputation range)"),
            "cp_1": pgettext("nova bonus", "1 conservation point"), "xtoken_1": pgettext("nova bonus", "1 X token"),
            "unidentified_icon": pgettext("nova bonus", "a bonus not yet identified")},
        "icon": {"africa": pgettext("nova icon", "Africa"), "americas": pgettext("nova icon", "Americas"),
            "asia": pgettext("nova icon", "Asia"), "australia": pgettext("nova icon", "Australia"),
            "europe": pgettext("nova icon", "Europe"), "predator": pgettext("nova icon", "predator"),
            "herbivore": pgettext("nova icon", "herbivore"), "bird": pgettext("nova icon", "bird"),
            "reptile": pgettext("nova icon", "reptile"), "primate": pgettext("nova icon", "primate"),
            "bear": pgettext("nova icon", "bear"), "petting_zoo": pgettext("nova icon", "petting-zoo animal"),
            "science": pgettext("nova icon", "science"), "rock": pgettext("nova icon", "rock"),
            "water": pgettext("nova icon", "water"), "partner_zoo": pgettext("nova icon", "partner zoo"),
            "animals_ii": pgettext("nova icon", "Animals II"), "sponsors_ii": pgettext("nova icon", "Sponsors II")},
        "building": {"kiosk": pgettext("nova building", "kiosk"), "pavilion": pgettext("nova building", "pavilion"),
            "enclosure": pgettext("nova building", "enclosure"),
            "petting-zoo": pgettext("nova building", "petting zoo"),
            "reptile-house": pgettext("nova building", "reptile house"),
            "large-bird-aviary": pgettext("nova building", "large bird aviary"),
            "unique": pgettext("nova building", "unique building")},
        "a building": {"kiosk": pgettext("nova building, a", "a kiosk"),
            "pavilion": pgettext("nova building, a", "a pavilion"),
            "petting-zoo": pgettext("nova building, a", "a petting zoo"),
            "reptile-house": pgettext("nova building, a", "a reptile house"),
            "large-bird-aviary": pgettext("nova building, a", "a large bird aviary")},
        "the building": {"kiosk": pgettext("nova building, the", "the kiosk"),
            "pavilion": pgettext("nova building, the", "the pavilion"),
            "petting-zoo": pgettext("nova building, the", "the petting zoo"),
            "reptile-house": pgettext("nova building, the", "the reptile house"),
            "large-bird-aviary": pgettext("nova building, the", "the large bird aviary")},
        "terrain": {"rock": pgettext("nova terrain", "rock"), "water": pgettext("nova terrain", "water"),
            "normal": pgettext("nova terrain", "building hex")},
        "tile": {"partner-zoo": pgettext("nova tile", "partner zoo"), "university": pgettext("nova tile", "university"),
            "multiplier": pgettext("nova tile", "multiplier"), "money-10": pgettext("nova tile", "10 money"),
            "reputation-2": pgettext("nova tile", "2 reputation"), "x-tokens-3": pgettext("nova tile", "3 X tokens"),
            "enclosure-3": pgettext("nova tile", "free size-3 enclosure"), "cards-3": pgettext("nova tile", "3 cards"),
            "sponsor": pgettext("nova tile", "sponsor")},
        "university": {"science-reputation": pgettext("nova university", "science and 2 reputation"),
            "reputation-hand": pgettext("nova university", "reputation and hand limit 5"),
            "science-2": pgettext("nova university", "two science")},
        "rule word": {"off-map": pgettext("nova rule word", "off the map"), "rock": pgettext("nova rule word", "rock"),
            "water": pgettext("nova rule word", "water"), "occupied": pgettext("nova rule word", "occupied"),
            "N-BUILD-7": pgettext("nova rule word", "not free"),
            "not-adjacent": pgettext("nova rule word", "not adjacent"),
            "border": pgettext("nova rule word", "no border hex"), "N-BUILD-9": pgettext("nova rule word", "Build II"),
            "N-BUILD-10": pgettext("nova rule word", "kiosk distance")},
        "effect": {"immediate": pgettext("nova effect", "now"), "ongoing": pgettext("nova effect", "ongoing"),
            "income": pgettext("nova effect", "income"), "endgame": pgettext("nova effect", "end")},
        "effect chip": {"immediate": pgettext("nova effect chip", "now"),
            "ongoing": pgettext("nova effect chip", "ongoing"), "income": pgettext("nova effect chip", "income"),
            "endgame": pgettext("nova effect chip", "end")},
        "keyword": {"Action": pgettext("nova keyword", "Action"), "Assertion": pgettext("nova keyword", "Assertion"),
            "Boost": pgettext("nova keyword", "Boost"), "Clever": pgettext("nova keyword", "Clever"),
            "Constriction": pgettext("nova keyword", "Constriction"),
            "Determination": pgettext("nova keyword", "Determination"), "Digging": pgettext("nova keyword", "Digging"),
            "Dominance": pgettext("nova keyword", "Dominance"),
            "Flock Animal": pgettext("nova keyword", "Flock Animal"),
            "Full-throated": pgettext("nova keyword", "Full-throated"), "Hunter": pgettext("nova keyword", "Hunter"),
            "Hypnosis": pgettext("nova keyword", "Hypnosis"),
            "Iconic Animal": pgettext("nova keyword", "Iconic Animal"),
            "Inventive": pgettext("nova keyword", "Inventive"), "Jumping": pgettext("nova keyword", "Jumping"),
            "Multiplier": pgettext("nova keyword", "Multiplier"), "Pack": pgettext("nova keyword", "Pack"),
            "Peacocking": pgettext("nova keyword", "Peacocking"), "Perception": pgettext("nova keyword", "Perception"),
            "Petting Zoo Animal": pgettext("nova keyword", "Petting Zoo Animal"),
            "Pilfering": pgettext("nova keyword", "Pilfering"), "Posturing": pgettext("nova keyword", "Posturing"),
            "Pouch": pgettext("nova keyword", "Pouch"), "Resistance": pgettext("nova keyword", "Resistance"),
            "Scavenging": pgettext("nova keyword", "Scavenging"), "Snapping": pgettext("nova keyword", "Snapping"),
            "Sponsor Magnet": pgettext("nova keyword", "Sponsor Magnet"), "Sprint": pgettext("nova keyword", "Sprint"),
            "Sunbathing": pgettext("nova keyword", "Sunbathing"), "Venom": pgettext("nova keyword", "Venom")},
        "final": {"animals_size_ge4": pgettext("nova final scoring",
                "Count animals in your zoo whose standard enclosure size is 4 or more."),
            "animals_size_le2": pgettext("nova final scoring",
                "Count animals in your zoo whose standard enclosure size is 2 or less."),
            "science_icons": pgettext("nova final scoring", "Count science (research) icons in your zoo."),
            "map_conditions": pgettext("nova final scoring", "1 CP each: every water space connected; every rock "
                                       "space connected; every border space built on; whole map covered."),
            "supported_projects": pgettext("nova final scoring", "Count conservation projects you have supported."),
            "empty_buildable_spaces": pgettext("nova final scoring",
                "Count buildable spaces of your map left without a building."),
            "reputation": pgettext("nova final scoring", "Your reputation value."),
            "sponsor_cards": pgettext("nova final scoring", "Count sponsor cards in your zoo."),
            "categories_beating_right_neighbour": pgettext("nova final scoring", "1 CP per animal category in which "
                "you hold more icons than the player on your right (max 4). Not used in solo: draw another."),
            "rock_icons": pgettext("nova final scoring", "Count rock icons in your zoo."),
            "water_icons": pgettext("nova final scoring", "Count water icons in your zoo.")},
        "map": {"A": pgettext("nova map", "Map A"), "0": pgettext("nova map", "Map 0"),
            "1": pgettext("nova map", "Observation Tower"), "2": pgettext("nova map", "Outdoor Areas"),
            "3": pgettext("nova map", "Silver Lake"), "4": pgettext("nova map", "Commercial Harbor"),
            "5": pgettext("nova map", "Park Restaurant"), "6": pgettext("nova map", "Research Institute"),
            "7": pgettext("nova map", "Ice Cream Parlors"), "8": pgettext("nova map", "Hollywood Hills")},
        "task": {"reputation": pgettext("nova task", "reputation"), "partner-zoo": pgettext("nova task", "partner zoo"),
            "university": pgettext("nova task", "university"),
            "project": pgettext("nova task", "conservation project")},
        "choice": {"money": pgettext("nova choice", "money"), "card": pgettext("nova choice", "a card"),
            "worker": pgettext("nova choice", "hire a worker"), "upgrade": pgettext("nova choice", "upgrade"),
            "tile": pgettext("nova choice", "bonus tile"), "effect": pgettext("nova choice", "effect"),
            "first": pgettext("nova choice", "first"), "empty": pgettext("nova choice", "empty enclosure"),
            "folder": pgettext("nova choice", "display folder"), "player": pgettext("nova choice", "player"),
            "project": pgettext("nova choice", "project"), "slot": pgettext("nova choice", "slot"),
            "tuck": pgettext("nova choice", "tuck"), "multiplier": pgettext("nova choice", "multiplier token on"),
            "bonus": pgettext("nova choice", "bonus"), "small": pgettext("nova choice", "small animals"),
            "large": pgettext("nova choice", "large animals")},
        "size": {"small": pgettext("nova size", "small"), "large": pgettext("nova size", "large")},
        "need": {"size>=4": _("animals of size 4 or more"), "size<=2": _("animals of size 2 or less"),
            "distinct_categories": _("different animal categories"), "distinct_continents": _("different continents")},
    }


def _word(kind: str, key: str, default: str | None = None) -> str:
    """``key``'s word of ``kind`` in the language in force; a key the table does not know: ``default``, or else the
    key itself with spaces for underscores."""
    found = _tables(get_language())[kind].get(key)
    if found is not None:
        return found
    return key.replace("_", " ") if default is None else default


#: The special enclosures as the animal cards name them (``special_enclosure``), by their building keys.
_SPECIAL_HOMES = {"petting": "petting-zoo", "reptile": "reptile-house", "large-bird": "large-bird-aviary"}


# ------------------------------------------------------------------------------------------------- the words
def action_word(name: str) -> str:
    """An action card as the rulebooks name it ("Build", "建造", "Construction")."""
    return _word("action", name)


def bonus_word(kind: str) -> str:
    return _word("bonus", kind)


def need_word(what: str) -> str:
    """What a conservation project's levels count: an icon, animals of a size class, different categories or
    continents."""
    return _tables(get_language())["need"].get(what) or icon_word(what)


def task_word(task: str) -> str:
    """An association task ("partner zoo", "合作动物园", "zoo partenaire")."""
    return _word("task", task)


def map_word(map_id: str) -> str:
    """A zoo map by its board's name ("Silver Lake", "银湖", "Lac d’argent"); an unknown id as it is."""
    return _word("map", map_id, map_id)


def keyword_word(keyword: str) -> str:
    """An ability keyword as the cards print it ("Venom", "毒液", "Venin")."""
    return _word("keyword", keyword, keyword)


def icon_word(icon: str) -> str:
    """An icon or a continent ("Americas", "美洲", "Amériques"; "predator", "食肉类", "prédateur")."""
    return _word("icon", icon)


def ability_word(ability: Ability) -> str:
    """An ability as a card prints it, in the reader's language: its keyword with its number ("Perception 4",
    "感知 4") or with what it acts on ("Iconic Animal (Europe)", "Boost (Animals)"). The cards' ability sentences
    (``AnimalCard.ability_summary``) exist in English only; this is the name every language has."""
    words = keyword_word(ability.keyword)
    if ability.level is not None:
        words = f"{words} {ability.level}"
    if ability.target:
        target = action_word(ability.target) if ability.target in _tables(get_language())["action"] else \
            icon_word(ability.target)
        words = _("{ability} ({target})").format(ability=words, target=target)
    return words


def final_condition_word(number: int) -> str:
    """What final scoring card ``number`` counts, in the reader's language (the English is the data's
    ``condition``); an unknown number raises KeyError."""
    found = final_scoring_card(number)
    return _word("final", found.measure, found.condition)


def _unique_sponsor(key: str) -> int | None:
    number = key.removeprefix("unique-")
    return int(number) if number != key and number.isdigit() else None


def _enclosure_size(key: str) -> str | None:
    size = key.removeprefix("enclosure-")
    return size if size != key and size.isdigit() else None


def building_word(key: str) -> str:
    """A building as a label names it: ``enclosure-3`` → "enclosure 3"; ``unique-243`` → its sponsor's name."""
    key = _SPECIAL_HOMES.get(key, key)
    size = _enclosure_size(key)
    if size is not None:
        return f"{_word('building', 'enclosure')} {size}"
    sponsor = _unique_sponsor(key)
    if sponsor is not None:
        return _name_or(sponsor, key)
    return _word("building", key)


def building_noun(key: str) -> str:
    """A building as a sentence names it: "size-3 enclosure" (so "a size-3 enclosure" reads right, where the
    key gave "a enclosure-3"), a unique building by its sponsor's name, the others by :func:`building_word`."""
    key = _SPECIAL_HOMES.get(key, key)
    size = _enclosure_size(key)
    if size is not None:
        return _("size-{size} enclosure").format(size=size)
    return building_word(key)


def _with_article(key: str, kind: str) -> str:
    """A building with its article, ``kind`` "a building" ("a kiosk") or "the building" ("the kiosk"); a unique
    building is "the unique building …" either way."""
    key = _SPECIAL_HOMES.get(key, key)
    size = _enclosure_size(key)
    if size is not None:
        sized = _("a size-{size} enclosure") if kind == "a building" else _("the size-{size} enclosure")
        return sized.format(size=size)
    if _unique_sponsor(key) is not None:
        return _("the unique building {name}").format(name=building_word(key))
    return _tables(get_language())[kind].get(key) or building_noun(key)


#: Numbers with their nouns, each written once (:class:`Counted`).
CARDS = Nn_("{count} card", "{count} cards")
X_TOKENS = Nn_("{count} X token", "{count} X tokens")
TOKENS = Nn_("{count} token", "{count} tokens")
ICONS = Nn_("{count} {icon} icon", "{count} {icon} icons")  # words: icon
HEXES = Nn_("{count} {terrain} hex", "{count} {terrain} hexes")  # words: terrain


def bonus_words(kind: str, value: int) -> str:
    """A printed bonus with its value: "5 money", "1 X token", "2 conservation points"; a bonus without a count
    by its word alone."""
    if kind == "money":
        return ngettext("{count} money", "{count} money", value).format(count=value)
    if kind == "xtoken":
        return str(Counted(value, X_TOKENS))
    if kind == "reputation":
        return ngettext("{count} reputation", "{count} reputation", value).format(count=value)
    if kind == "cp":
        return ngettext("{count} conservation point", "{count} conservation points", value).format(count=value)
    if kind == "appeal":
        return ngettext("{count} appeal", "{count} appeal", value).format(count=value)
    if kind == "take_card":
        return ngettext("{count} card (deck or reputation range)", "{count} cards (deck or reputation range)",
                        value).format(count=value)
    return bonus_word(kind)


def project_level_word(p: ProjectCard, t: ProjectTier) -> str:
    """One level of a conservation project in words: "level 1: 5 → 5 CP", "level 2: release size ≥4 → 4 CP"."""
    need = t.threshold.replace(">=", "≥").replace("<=", "≤")
    if p.project_kind == "release":
        need = _("release size {size}").format(size=need)
    return _("level {tier}: {need} → {cp} CP").format(tier=t.tier, need=need, cp=t.cp)


def project_target_word(p: ProjectCard) -> str:
    """What a conservation project counts, in words: its icon ("reptile", "Africa"), or a measure of the zoo
    ("different categories", "animals of size ≥ 4"); empty for a project that names neither."""
    icon = p.required_icon
    if icon and not icon.startswith("size"):
        return icon_word(icon)
    measures = {"distinct_categories": _("different categories"), "distinct_continents": _("different continents"),
                "animal_count_size_le2": _("animals of size ≤ 2"), "animal_count_size_ge4": _("animals of size ≥ 4")}
    return measures.get(p.requirement_type, "")


def project_in_words(p: ProjectCard) -> str:
    """A conservation project as a sentence: its name and number, what it counts, and each level ("Reptiles (109),
    conservation project; reptile; level 1: 5 → 5 CP; …"), what the card's face says in the reader's language."""
    parts = [_("{name} ({number}), conservation project").format(name=card_name(p.number), number=p.number)]
    target = project_target_word(p)
    if target:
        parts.append(target)
    parts += [project_level_word(p, t) for t in p.tiers]
    return _("; ").join(parts)


def size_word(size: str) -> str:
    """An animal size class of the WAZA cards: "small" or "large"."""
    return _word("size", size, size)


def terrain_word(terrain: str) -> str:
    return _word("terrain", terrain)


def tile_word(tile: str) -> str:
    return _word("tile", tile)


def university_word(kind: str) -> str:
    return _word("university", kind)


def rule_word(key: str) -> str:
    return _word("rule word", key, "")


def effect_word(kind: str) -> str:
    return _word("effect", kind)


def effect_chip(kind: str) -> str:
    return _word("effect chip", kind)


def initial(word: str) -> str:
    """The letter that stands for a word on a hex or a token: its first character, upper-cased."""
    return word[:1].upper()


def abbreviation(word: str) -> str:
    """Two letters for an icon (``Af``), or one character of a CJK word (``非``)."""
    if word and ord(word[0]) > 0x2E80:
        return word[0]
    return word[:2].capitalize()


def _name_or(number: int, fallback: str) -> str:
    try:
        return card_name(number)
    except KeyError:
        return fallback


def card_word(number: int) -> str:
    """A card as a label shows it: its number and name ("404 Caracal", "404 狞猫"); a number the data does not
    know stays a number."""
    name = _name_or(number, "")
    return f"{number} {name}" if name else str(number)


# ------------------------------------------------------------------------------------------------------- hexes
COLUMNS = "ABCDEFGHI"


def hex_label(h: tuple[int, int] | str) -> str:
    """A hex as the drawing names it (ND-108): its column's letter (A–I from the left, printed above the map) and
    its place in that column counted from the top: ``(3, 4)`` or ``"3,4"`` → ``"D3"``. Not a hex: as it is."""
    if isinstance(h, str):
        try:
            x, y = (int(p) for p in h.split(","))
        except ValueError:
            return h
    else:
        x, y = h
    if not (0 <= x < len(COLUMNS) and y >= 0 and (x + y) % 2 == 1):
        return f"{x},{y}"
    return f"{COLUMNS[x]}{y // 2 + 1}"


def hexes_label(text: str) -> str:
    """Several hexes (``"3,4 4,5"``, as the rules list them) as the drawing names them: "D3, E3"."""
    return _(", ").join(hex_label(part) for part in text.split())


# ------------------------------------------------------------------------------------------------------- moves
def _choice(move: moves.Choose) -> str:
    """A ``choose`` answer in words: its option, and its argument as a card, an action card or a number."""
    option, arg = move.option, move.arg
    actions = _tables(get_language())["action"]
    if option in actions and arg is None:
        return action_word(option)
    word = _word("choice", option, option.replace("_", " ").replace("-", " "))
    if arg is None:
        return word
    if option == "bonus" and arg.rpartition("-")[2].isdigit():
        kind, _dash, value = arg.rpartition("-")
        return f"{word}: {bonus_words(kind.replace('-', '_'), int(value))}"
    if option == "map":
        return map_word(arg)
    if arg in actions:
        shown = action_word(arg)
    elif arg.isdigit() and option in ("project", "tuck"):
        shown = _name_or(int(arg), arg)
    else:
        shown = arg.replace("_", " ").replace("-", " ")
    return f"{word} {shown}"


def _home(home: tuple[int, int] | str) -> str:
    """Where an animal goes, as a sentence says it: "the petting zoo", "the enclosure at D3"."""
    if isinstance(home, str):
        return _with_article(home, "the building")
    return _("the enclosure at {hex}").format(hex=hex_label(home))


def move_in_words(move: Move) -> str:
    """A move in the reader's words, as a button or a sentence names it: "Build: kiosk at D3", "Play Lion in C2"
    (the notation, ``build kiosk 3,4``, is what a learner types; this is what a learner reads)."""
    if isinstance(move, moves.ChooseAction):
        return action_word(move.card)
    if isinstance(move, moves.XTokenAction):
        return _("X-token action: {action} to slot 1, +1 X").format(action=action_word(move.card))
    if isinstance(move, moves.Build):
        label = _("Build: {building} at {hex}").format(building=building_word(move.kind), hex=hex_label(move.hex))
        if move.rotation is not None:
            label += " · " + _("rotation {rotation}").format(rotation=move.rotation)
        return label + (" · " + _("mirrored") if move.mirrored else "")
    if isinstance(move, moves.PlayAnimal):
        return _("Play {card} in {home}").format(card=card_word(move.card), home=_home(move.home))
    if isinstance(move, moves.MoveAnimal):
        return _("Move {card} into the new enclosure").format(card=card_word(move.card))
    if isinstance(move, moves.DrawDeck):
        return _("Draw {count} from the deck").format(count=Counted(move.count, CARDS))
    if isinstance(move, moves.Take):
        return _("Take the card of folder {folder}").format(folder=move.folder)
    if isinstance(move, moves.Snap):
        return _("Snap the card of folder {folder}").format(folder=move.folder)
    if isinstance(move, moves.Discard):
        return _("Discard {card}").format(card=card_word(move.card))
    if isinstance(move, moves.Keep):
        return _("Keep {cards}").format(cards=i18n.join_names([card_word(c) for c in move.cards]))
    return _answer_words(move)


def _answer_words(move: Move) -> str:
    """:func:`move_in_words` for the association, sponsor and decision answers (and any other move)."""
    if isinstance(move, moves.Reputation):
        return _("+1 reputation")
    if isinstance(move, moves.PartnerZoo):
        return _("Partner zoo: {continent}").format(continent=icon_word(move.continent))
    if isinstance(move, moves.University):
        return _("University: {kind}").format(kind=university_word(move.kind))
    if isinstance(move, moves.Project):
        label = _("Support project {card}, level {level}").format(card=card_word(move.card), level=move.level)
        if isinstance(move.source, int):
            label += " · " + _("from folder {folder}").format(folder=move.source)
        if move.release is not None:
            label += " · " + _("releasing {card}").format(card=card_word(move.release))
        return label
    if isinstance(move, moves.Donate):
        return _("Donate")
    if isinstance(move, moves.Sponsor):
        where = f" · {hex_label(move.hex)}" if move.hex is not None else ""
        if move.hex is not None and move.rotation is not None:
            where += " · " + _("rotation {rotation}").format(rotation=move.rotation)
        return _("Play sponsor {card}").format(card=card_word(move.card)) + where
    if isinstance(move, moves.SponsorsMoney):
        return _("Take money instead of a sponsor")
    if isinstance(move, moves.Choose):
        return _("Choose: {option}").format(option=_choice(move))
    if isinstance(move, moves.Stop):
        return _("Stop the action here")
    if isinstance(move, moves.Pass):
        return _("Pass")
    return str(move)


# ------------------------------------------------------------------------------------- values that write words
class Words(tuple[Any, ...]):  # a tuple of any of the values below, joined when written
    """Several values (each a word class below), written "a, b and c" in the reader's language; still the tuple of
    the facts for every comparison."""

    __slots__ = ()

    def __str__(self) -> str:
        return join_names([str(w) for w in self]) if self else _("nothing")


class Either(tuple[Any, ...]):
    """Several values of which one is meant, written "a / b" (a choice, not a list); still the tuple of facts."""

    __slots__ = ()

    def __str__(self) -> str:
        return " / ".join(str(w) for w in self) if self else _("nothing")


class CardName(int):
    """A card number that writes the card's name in the reader's language (it equals the number)."""

    __slots__ = ()

    def __str__(self) -> str:
        return _name_or(int(self), int.__repr__(self))

    def __format__(self, spec: str) -> str:
        return str(self) if not spec else int.__format__(self, spec)


class _Word(str):
    """A data id (a ``str``) that writes its word in the reader's language: a subclass names the function that
    writes it (``class IconName(_Word, writer=icon_word)``) or writes it in its own :meth:`write`."""

    __slots__ = ()
    writer: ClassVar[Callable[[str], str]]

    def __init_subclass__(cls, writer: Callable[[str], str] | None = None) -> None:
        super().__init_subclass__()
        if writer is not None:
            cls.writer = writer

    def write(self) -> str:
        return type(self).writer(self)

    def __str__(self) -> str:
        return self.write()

    def __format__(self, spec: str) -> str:
        return format(self.write(), spec)


class BuildingName(_Word, writer=building_noun):
    """A building key ("enclosure-3") that writes its noun: "size-3 enclosure", "enclos de taille 3", "3格饲养区"."""

    __slots__ = ()


class ABuilding(_Word, writer=partial(_with_article, kind="a building")):
    """A building key that writes its noun with the indefinite article: "a kiosk", "une grande volière"."""

    __slots__ = ()


class TheBuilding(_Word, writer=partial(_with_article, kind="the building")):
    """A building key that writes its noun with the definite article: "the kiosk", "la mini-ferme"."""

    __slots__ = ()


class IconName(_Word, writer=icon_word):
    """An icon or continent id ("americas") that writes its word ("Americas", "美洲", "Amériques")."""

    __slots__ = ()


class TaskName(_Word, writer=task_word):
    """An association task's id ("partner-zoo") that writes the task's name."""

    __slots__ = ()


class MapName(_Word, writer=map_word):
    """A zoo map's id ("3") that writes the map's name ("Silver Lake")."""

    __slots__ = ()


class KeywordName(_Word, writer=keyword_word):
    """An ability keyword ("Venom") that writes itself as the cards print it in the reader's language."""

    __slots__ = ()


class ActionName(_Word, writer=action_word):
    """An action card's id ("build") that writes the card's name ("Build", "建造", "Construction")."""

    __slots__ = ()


class BonusName(_Word, writer=bonus_word):
    """A bonus kind of the data ("take_card") that writes what it gives."""

    __slots__ = ()


class TileName(_Word, writer=tile_word):
    """A bonus tile of the conservation track ("partner-zoo") that writes what it gives."""

    __slots__ = ()


class UniversityName(_Word, writer=university_word):
    """A university kind ("science-reputation") that writes what it gives."""

    __slots__ = ()


class HexName(_Word, writer=hex_label):
    """A hex as the rules keep it ("3,4") that writes the drawing's name for it ("D3")."""

    __slots__ = ()


class MoveName(_Word):
    """A move's notation ("build kiosk 3,4", the fact a verdict quotes) that writes the move in words
    (:func:`move_in_words`: "Build: kiosk at D3")."""

    __slots__ = ()

    def write(self) -> str:
        try:
            return move_in_words(Move.parse(str.__str__(self)))
        except ValueError:
            return str.__str__(self)


class EnclosureAt(_Word):
    """A hex ("3,4") naming the standard enclosure anchored there: "the enclosure at D3"."""

    __slots__ = ()

    def write(self) -> str:
        return _("the enclosure at {hex}").format(hex=hex_label(self))


class NumberedHexes(_Word):
    """Numbered hexes as a question lists them ("1=3,4 2=5,6") that write "1: D3, 2: E4"."""

    __slots__ = ()

    def write(self) -> str:
        parts = (part.partition("=") for part in str.split(self))
        return _(", ").join(f"{n}: {hex_label(h)}" for n, _eq, h in parts)


class NeedName(_Word, writer=need_word):
    """What a conservation project counts ("bird", "size>=4", "distinct_continents"), in words."""

    __slots__ = ()


class SizeClass(_Word):
    """A release project's size class (">=4", "3", "<=2", ND-11) as the card prints it: "4+", "3", "2−"."""

    __slots__ = ()

    def write(self) -> str:
        text = str.__str__(self)
        if text.startswith(">="):
            return text[2:] + "+"
        if text.startswith("<="):
            return text[2:] + "−"
        return text


class PrintedBonus(_Word):
    """A printed bonus as the data writes it ("money 5", a map's ``Bonus``) that writes "5 money"."""

    __slots__ = ()

    def write(self) -> str:
        kind, _space, value = str.__str__(self).partition(" ")
        return bonus_words(kind, int(value)) if value.isdigit() else bonus_word(kind)


class SizeName(_Word, writer=size_word):
    """An animal size class ("small", "large") of the WAZA cards, in words."""

    __slots__ = ()


def _effect_part(part: str) -> str:
    kind, _colon, value = part.partition(":")
    if kind == "ability" and value.isdigit():
        return _("the ability of {card}").format(card=_name_or(int(value), value))
    if kind == "triggered" and value.isdigit():
        return _("what {card} sets off in the zoo").format(card=_name_or(int(value), value))
    return bonus_words(kind, int(value)) if value.lstrip("-").isdigit() else bonus_word(kind)


class EffectLabels(_Word):
    """Numbered effects that happen together, as the rules label them ("1=appeal:4 2=ability:401+triggered:401"),
    written "1: 4 appeal; 2: the ability of Lion + what Lion sets off in the zoo"."""

    __slots__ = ()

    def write(self) -> str:
        out = []
        for entry in str.split(self):
            number, _eq, parts = entry.partition("=")
            out.append(f"{number}: " + " + ".join(_effect_part(p) for p in parts.split("+")))
        return _("; ").join(out)


class HexNames(_Word, writer=hexes_label):
    """Hexes as the rules list them ("3,4 4,5") that write the drawing's names ("D3, E3")."""

    __slots__ = ()


def CardNames(numbers: Iterable[int]) -> Words:
    """Several cards, "Lion, Cheetah and Caracal" in the reader's language (still the tuple of numbers)."""
    return Words(CardName(n) for n in numbers)


def BuildingNames(keys: Iterable[str]) -> Words:
    """Several building keys, written as nouns and joined."""
    return Words(BuildingName(k) for k in keys)


def IconNames(keys: Iterable[str]) -> Words:
    """Several icons or continents, written and joined."""
    return Words(IconName(k) for k in keys)


def ActionNames(keys: Iterable[str]) -> Words:
    """Several action cards, written and joined."""
    return Words(ActionName(k) for k in keys)
