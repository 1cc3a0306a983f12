"""Sponsor card effects as a table: each ``structured`` key of ``sponsors.csv`` → one small function (N-SPON-2, -10).

A sponsor's effects are data (``imm_money=3;inc_money=3``): ``imm_`` when it is played, ``inc_`` at every break
(N-BREAK-11), ``end_`` in final scoring (N-END-7), ``on_own_icon`` / ``on_any_icon`` / ``on_new_icon_type`` when a
card adds icons to a zoo (N-EFF-5, -6). This module registers one function per key in :data:`EFFECTS`; a sponsor is
executed when every key of its card is in the table and every effect its card shows has a key
(:func:`missing_effects`), which is what :mod:`arkwidgets.nova.coverage` reports. The Sponsors action
(:mod:`.sponsors`) and the hooks below are the only callers.

The effects that reach into other actions live in modules by theme, registered through this table's public seam
(:func:`effect`, :func:`rule_part`, :func:`register_icon_word`, :func:`register_ongoing`): :mod:`.sponsor_zoo`
(the map and buildings), :mod:`.sponsor_animals` (playing animals), :mod:`.sponsor_projects` (the Association
action) and :mod:`.sponsor_hand` (effects that use the hand).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ...i18n import N_
from ..buildings import building_type, buildings_adjacent, covers_all
from ..cards import CATEGORIES, CONTINENTS, Ability, AnimalCard, SponsorCard, card
from ..events import Event, event
from ..hexes import Hex
from ..memo import remember
from ..state import GameState
from ..words import CardName
from ..zoomap import load_map
from .bonuses import (
    gain_appeal,
    gain_cp,
    gain_money,
    gain_reputation,
    gain_x,
    hire_worker,
    take_card,
)
from .breaks import INCOME_HOOKS
from .ending import ENDGAME_HOOKS
from .triggers import ICON_HOOKS, OWN_EFFECT_HOOKS
from .zoo_icons import zoo_icons

__all__ = ["EFFECTS", "ICON_WORDS", "ONGOING_WITHOUT_KEY", "SponsorEffect", "effect", "icons_added", "is_immune",
           "missing_effects", "register_icon_word", "register_ongoing", "resolve_sponsor", "rule_part", "size_class",
           "sponsor_endgame", "sponsor_income", "sponsor_values", "take_token", "tokens_on"]

Now = Callable[[GameState, int, int, str], list[Event]]
End = Callable[[GameState, int, int, str], int]
Icon = Callable[[GameState, int, int, str, int, Counter[str], Counter[str]], list[Event]]


@dataclass(frozen=True, slots=True)
class SponsorEffect:
    """One key of the ``structured`` column: when it acts (``now``, ``income``, ``end``, ``icon`` or ``rule`` for
    a part another function of the engine reads) and its function."""

    key: str
    when: str
    run: Callable[..., Any] | None


EFFECTS: dict[str, SponsorEffect] = {}
#: Ongoing effects a card shows but its data gives no key for (Engineer, Archaeologist …): card → what runs it.
ONGOING_WITHOUT_KEY: dict[int, str] = {}


def effect(key: str, when: str) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    """Register the function of the data key ``key``, acting ``when`` (``now``, ``income``, ``end``, ``icon``)."""
    def register(fn: Callable[..., Any]) -> Callable[..., Any]:
        EFFECTS[key] = SponsorEffect(key, when, fn)
        return fn

    return register


def rule_part(key: str) -> None:
    """A key executed by another function (the action's placement, the CP gain that pays the others, a hook in
    another action …)."""
    EFFECTS[key] = SponsorEffect(key, "rule", None)


def register_ongoing(number: int, where: str) -> None:
    """Card ``number``'s ongoing effect, which its data has no key for, is executed by ``where`` (a function name)."""
    ONGOING_WITHOUT_KEY[number] = where


def sponsor_values(gs: GameState, seat: int, key: str) -> tuple[tuple[int, str], ...]:
    """``(card, value)`` of every sponsor of ``seat`` whose data has ``key``, in the zoo's order: how a hook asks
    "does a card of this zoo change my rule, and by how much?"."""
    sponsors = gs.players[seat].sponsors
    if not sponsors:
        return ()
    seen = _VALUES.get(id(sponsors))  # the hooks ask this for every card judged: every key answered once per zoo
    if seen is None or seen[0] is not sponsors:
        seen = _remember_values(sponsors)
    return seen[1].get(key, ())


Values = dict[str, tuple[tuple[int, str], ...]]


def _remember_values(sponsors: tuple[int, ...]) -> tuple[tuple[int, ...], Values]:
    """Every key's ``(card, value)`` pairs of a zoo's sponsors (each card's value as :meth:`SponsorCard.effect` reads
    it), kept by the identity of the sponsors tuple, which the entry keeps alive (its id is not reused); at most
    1024 zoos, the oldest forgotten first."""
    found: dict[str, list[tuple[int, str]]] = {}
    for number in sponsors:
        c = card(number)
        for key in dict.fromkeys(k for k, _ in c.structured):  # type: ignore[union-attr]
            value = c.effect(key)  # type: ignore[union-attr]
            if value is not None:
                found.setdefault(key, []).append((number, value))
    return remember(_VALUES, id(sponsors), (sponsors, {key: tuple(pairs) for key, pairs in found.items()}), 1024)


_VALUES: dict[int, tuple[tuple[int, ...], Values]] = {}


def tokens_on(gs: GameState, seat: int, number: int) -> int:
    """Player tokens lying on the sponsor ``number`` of ``seat`` (Breeding Program, Okapi Stable)."""
    return dict(gs.players[seat].sponsor_tokens).get(number, 0)


def _set_tokens(gs: GameState, seat: int, number: int, count: int) -> None:
    p = gs.players[seat]
    rest = tuple((n, k) for n, k in p.sponsor_tokens if n != number)
    p.sponsor_tokens = (*rest, (number, count)) if count else rest


def take_token(gs: GameState, seat: int, number: int, rule: str) -> list[Event]:
    """One token leaves the sponsor ``number`` for the general supply (the caller judged there is one)."""
    left = tokens_on(gs, seat, number) - 1
    _set_tokens(gs, seat, number, left)
    return [event("sponsor-token", rule, N_("{player} spends a token of {card} ({left} left on it)"),
                  player=_name(gs, seat), card=CardName(number), left=left)]


def missing_effects(number: int) -> tuple[str, ...]:
    """Why sponsor ``number`` is not executed: its keys outside the table, and effects its card shows without a
    key (empty = executed)."""
    c = card(number)
    if not isinstance(c, SponsorCard):
        return ()
    keys = [k for k, _ in c.structured]
    missing = [k for k in keys if k not in EFFECTS]
    missing += [f"{k}={v}" for k, v in c.structured
                if k in ("on_own_icon", "on_any_icon") and _icon_effect(v.split(":", 1)[1]) is None]
    plain = [k for k in keys if not k.startswith(("imm_", "inc_", "end_"))] + [ONGOING_WITHOUT_KEY.get(number, "")]
    plain = [k for k in plain if k]
    printed = c.appeal or c.conservation or c.reputation  # the bottom-left gains are the one-time effect then
    if c.has_immediate and not printed and not any(k.startswith("imm_") for k in keys):
        missing.append("immediate effect without data")
    if c.has_ongoing and not plain:
        missing.append("ongoing effect without data")
    if c.has_income and not any(k.startswith("inc_") for k in keys):
        missing.append("income without data")
    if c.has_endgame and not any(k.startswith("end_") for k in keys):
        missing.append("end-game effect without data")
    return tuple(missing)


# ------------------------------------------------------------------------------------------------ reading values
def _ints(text: str) -> tuple[int, ...]:
    return tuple(int(x) for x in text.split("/"))


def _table(count: int, at: tuple[int, ...], give: tuple[int, ...]) -> int:
    """``at`` thresholds with ``give`` rewards (``3/6:1/2``): the reward of the highest threshold reached."""
    got = 0
    for threshold, reward in zip(at, give, strict=False):
        if count >= threshold:
            got = reward
    return got


def size_class(c: AnimalCard) -> str:
    """ND-55: ``small`` (standard size ≤ 2, petting-zoo animals included), ``large`` (≥ 4) or ``middle``."""
    if c.size <= 2 or (c.special_enclosure == "petting" and not c.standard_enclosure_allowed):
        return "small"
    return "large" if c.size >= 4 else "middle"


def _animals(gs: GameState, seat: int) -> list[AnimalCard]:
    return [c for c in (card(a.card) for a in gs.players[seat].animals) if isinstance(c, AnimalCard)]


def _kinds(icons: Counter[str]) -> int:
    """Different continent and category icon types (N-ICON-12: bear and petting zoo count)."""
    return sum(1 for k in CONTINENTS + CATEGORIES if icons[k])


def _name(gs: GameState, seat: int) -> str:
    return gs.players[seat].name


# ----------------------------------------------------------------------------------------- when played (imm_)
@effect("imm_take_card", "now")
def _imm_take_card(gs: GameState, seat: int, number: int, value: str) -> list[Event]:
    return take_card(gs, seat, int(value), "N-SPON-2")


@effect("imm_money", "now")
def _imm_money(gs: GameState, seat: int, number: int, value: str) -> list[Event]:
    return gain_money(gs, seat, int(value), "N-SPON-2")


@effect("imm_xtoken", "now")
def _imm_xtoken(gs: GameState, seat: int, number: int, value: str) -> list[Event]:
    return gain_x(gs, seat, int(value), "N-SPON-2")


@effect("imm_hire_worker", "now")
def _imm_hire_worker(gs: GameState, seat: int, number: int, value: str) -> list[Event]:
    return [e for _ in range(int(value)) for e in hire_worker(gs, seat, "N-SPON-2")]


@effect("imm_money_by_universities", "now")
def _imm_money_by_universities(gs: GameState, seat: int, number: int, value: str) -> list[Event]:
    at, give = value.split(":")
    return gain_money(gs, seat, _table(len(gs.players[seat].universities), _ints(at), _ints(give)), "N-SPON-2")


@effect("imm_money_per_icon", "now")
def _imm_money_per_icon(gs: GameState, seat: int, number: int, value: str) -> list[Event]:
    icons = zoo_icons(gs, seat)
    total = 0
    for part in value.split(","):
        icon, each = part.split(":")
        total += icons[icon] * int(each)
    return gain_money(gs, seat, total, "N-SPON-2")


@effect("imm_appeal_per_icon", "now")
def _imm_appeal_per_icon(gs: GameState, seat: int, number: int, value: str) -> list[Event]:
    icon, each = value.split(":")
    return gain_appeal(gs, seat, zoo_icons(gs, seat)[icon] * int(each), "N-SPON-2")


@effect("imm_appeal_per_icons", "now")
def _imm_appeal_per_icons(gs: GameState, seat: int, number: int, value: str) -> list[Event]:
    """``rock:2:3``: 3 appeal for every 2 rock icons."""
    icon, per, each = value.split(":")
    return gain_appeal(gs, seat, zoo_icons(gs, seat)[icon] // int(per) * int(each), "N-SPON-2")


@effect("imm_tokens", "now")
def _imm_tokens(gs: GameState, seat: int, number: int, value: str) -> list[Event]:
    """Breeding Program, Okapi Stable: player tokens from the supply onto the card, spent by its ongoing effect."""
    _set_tokens(gs, seat, number, tokens_on(gs, seat, number) + int(value))
    return [event("sponsor-token", "N-SPON-2", N_("{player} puts {count} tokens on {card}"), player=_name(gs, seat),
                  count=int(value), card=CardName(number))]


@effect("imm_appeal_per_supported_project", "now")
def _imm_appeal_per_project(gs: GameState, seat: int, number: int, value: str) -> list[Event]:
    return gain_appeal(gs, seat, gs.players[seat].projects_supported * int(value), "N-SPON-2")


def _cp_paying_others(gs: GameState, seat: int, number: int, cp: int) -> list[Event]:
    """CP for the player; every other player gets the card's money per CP (``others_money_per_cp``)."""
    each = int(card(number).effect("others_money_per_cp") or 0)  # type: ignore[union-attr]
    events = gain_cp(gs, seat, cp, "N-SPON-2")
    for other in range(gs.n):
        if other != seat:
            events += gain_money(gs, other, cp * each, "N-SPON-2")
    return events


@effect("imm_cp_per_distinct_icon_types", "now")
def _imm_cp_per_kinds(gs: GameState, seat: int, number: int, value: str) -> list[Event]:
    per, each = (int(x) for x in value.split(":"))
    return _cp_paying_others(gs, seat, number, _kinds(zoo_icons(gs, seat)) // per * each)


@effect("imm_cp_per_icon", "now")
def _imm_cp_per_icon(gs: GameState, seat: int, number: int, value: str) -> list[Event]:
    icon, each, cap = value.split(":")
    return _cp_paying_others(gs, seat, number, min(int(cap.removeprefix("max")),
                                                   zoo_icons(gs, seat)[icon] * int(each)))


@effect("imm_money_per_distinct_icon_type", "now")
def _imm_money_per_kind(gs: GameState, seat: int, number: int, value: str) -> list[Event]:
    return gain_money(gs, seat, _kinds(zoo_icons(gs, seat)) * int(value), "N-SPON-2")


def _per_size(size: str, gain: Callable[..., list[Event]]) -> Now:
    def run(gs: GameState, seat: int, number: int, value: str) -> list[Event]:
        count = sum(1 for c in _animals(gs, seat) if size_class(c) == size)
        return gain(gs, seat, count * int(value), "N-SPON-2")

    return run


EFFECTS["imm_money_per_small_animal"] = SponsorEffect("imm_money_per_small_animal", "now",
                                                      _per_size("small", gain_money))
EFFECTS["imm_appeal_per_small_animal"] = SponsorEffect("imm_appeal_per_small_animal", "now",
                                                       _per_size("small", gain_appeal))
EFFECTS["imm_appeal_per_large_animal"] = SponsorEffect("imm_appeal_per_large_animal", "now",
                                                       _per_size("large", gain_appeal))
for _key in ("imm_unique_building", "placement", "others_money_per_cp", "immune"):
    rule_part(_key)  # the Sponsors action places the building; _cp_paying_others pays; is_immune answers


def is_immune(gs: GameState, seat: int, keyword: str) -> bool:
    """Does a sponsor of ``seat`` make the zoo immune to the interactive ``keyword`` (Quarantine Lab)? Interactive
    abilities ask this before they touch a zoo."""
    for s in gs.players[seat].sponsors:
        words = card(s).effect("immune")  # type: ignore[union-attr]
        if words and keyword.lower() in words.split(","):
            return True
    return False


# -------------------------------------------------------------------------------------------- income (inc_)
@effect("inc_take_card", "income")
def _inc_take_card(gs: GameState, seat: int, number: int, value: str) -> list[Event]:
    return take_card(gs, seat, int(value), "N-BREAK-11")


@effect("inc_money", "income")
def _inc_money(gs: GameState, seat: int, number: int, value: str) -> list[Event]:
    return gain_money(gs, seat, int(value), "N-BREAK-11")


@effect("inc_cp", "income")
def _inc_cp(gs: GameState, seat: int, number: int, value: str) -> list[Event]:
    return gain_cp(gs, seat, int(value), "N-BREAK-11")


@effect("inc_xtoken", "income")
def _inc_xtoken(gs: GameState, seat: int, number: int, value: str) -> list[Event]:
    return gain_x(gs, seat, int(value), "N-BREAK-11")


@effect("inc_money_by_icon", "income")
def _inc_money_by_icon(gs: GameState, seat: int, number: int, value: str) -> list[Event]:
    icon, at, give = value.split(":")
    return gain_money(gs, seat, _table(zoo_icons(gs, seat)[icon], _ints(at), _ints(give)), "N-BREAK-11")


@effect("inc_money_per_adjacent_building", "income")
def _inc_side_entrance(gs: GameState, seat: int, number: int, value: str) -> list[Event]:
    """Side Entrance: money per building touching it; an empty standard enclosure does not count."""
    p = gs.players[seat]
    homes = {a.home for a in p.animals}
    mine = [b for b in p.buildings if building_type(b.type).sponsor == number]
    count = sum(1 for u in mine for b in p.buildings if b is not u and buildings_adjacent(u, b)
                and (building_type(b.type).category != "standard" or b.anchor in homes))
    return gain_money(gs, seat, count * int(value), "N-BREAK-11")


def sponsor_income(gs: GameState, seat: int) -> list[Event]:
    """N-BREAK-11, N-SPON-10: the income of every sponsor of ``seat``, card by card."""
    events: list[Event] = []
    for number in gs.players[seat].sponsors:
        for key, value in card(number).structured:  # type: ignore[union-attr]
            effect = EFFECTS.get(key)
            if effect is not None and effect.when == "income":
                events += effect.run(gs, seat, number, value)  # type: ignore[misc]
    return events


INCOME_HOOKS.append(sponsor_income)


# ---------------------------------------------------------------------------------------------- the end (end_)
def _end_cp(measure: Callable[[GameState, int], int]) -> End:
    """``at:cp`` read against ``measure``: the CP once the measure reaches ``at``."""
    def run(gs: GameState, seat: int, number: int, value: str) -> int:
        at, cp = (int(x) for x in value.split(":"))
        return cp if measure(gs, seat) >= at else 0

    return run


def _covered(gs: GameState, seat: int) -> set[Hex]:
    return {h for b in gs.players[seat].buildings for h in b.cells}


_MEASURES: dict[str, Callable[[GameState, int], int]] = {
    "end_cp_if_universities": lambda gs, s: len(gs.players[s].universities),
    "end_cp_if_distinct_categories": lambda gs, s: sum(1 for c in CATEGORIES if zoo_icons(gs, s)[c]),
    "end_cp_if_distinct_continents": lambda gs, s: sum(1 for c in CONTINENTS if zoo_icons(gs, s)[c]),
    "end_cp_if_kiosks": lambda gs, s: sum(1 for b in gs.players[s].buildings if b.type == "kiosk"),
    "end_cp_if_occupied_size1": lambda gs, s: sum(
        1 for b in gs.players[s].buildings
        if b.type == "enclosure-1" and any(a.home == b.anchor for a in gs.players[s].animals)),
    "end_cp_if_supported_projects": lambda gs, s: gs.players[s].projects_supported,
    "end_cp_if_reputation": lambda gs, s: gs.players[s].reputation,
}
for _key, _measure in _MEASURES.items():
    EFFECTS[_key] = SponsorEffect(_key, "end", _end_cp(_measure))


@effect("end_cp_by_icon", "end")
def _end_cp_by_icon(gs: GameState, seat: int, number: int, value: str) -> int:
    icon, at, give = value.split(":")
    return _table(zoo_icons(gs, seat)[icon], _ints(at), _ints(give))


@effect("end_cp_if_icons", "end")
def _end_cp_if_icons(gs: GameState, seat: int, number: int, value: str) -> int:
    icon, at, cp = value.split(":")
    return int(cp) if zoo_icons(gs, seat)[icon] >= int(at) else 0


@effect("end_cp_if_all_border_covered", "end")
def _end_cp_border(gs: GameState, seat: int, number: int, value: str) -> int:
    """Archaeologist: every border hex that can be built on is covered (as Architectural Zoo reads it, ND-49)."""
    zoomap = load_map(gs.players[seat].map_id)
    return int(value) if (zoomap.border & zoomap.building_hexes) <= _covered(gs, seat) else 0


@effect("end_appeal_per_xtoken", "end")
def _end_appeal_per_x(gs: GameState, seat: int, number: int, value: str) -> int:
    """ND-55: end-game appeal is added in final scoring step 2, before VP."""
    gain_appeal(gs, seat, gs.players[seat].x_tokens * int(value), "N-END-7")
    return 0


@effect("end_appeal_if_map_covered", "end")
def _end_appeal_if_covered(gs: GameState, seat: int, number: int, value: str) -> int:
    p = gs.players[seat]
    if covers_all(load_map(p.map_id), p.buildings):
        gain_appeal(gs, seat, int(value), "N-END-7")
    return 0


def sponsor_endgame(gs: GameState, seat: int) -> int:
    """N-END-7, N-SPON-10: the CP of the end-game effects of every sponsor of ``seat``."""
    total = 0
    for number in gs.players[seat].sponsors:
        for key, value in card(number).structured:  # type: ignore[union-attr]
            effect = EFFECTS.get(key)
            if effect is not None and effect.when == "end":
                total += effect.run(gs, seat, number, value)  # type: ignore[misc]
    return total


ENDGAME_HOOKS.append(sponsor_endgame)


# ------------------------------------------------------------------------------- icons added (N-EFF-5, -6)
def _gain_word(gs: GameState, seat: int, word: str, times: int, number: int) -> list[Event]:
    """``appeal+2``, ``money+3``, ``reputation+1``, ``cp+1``, ``xtoken+1`` … ``times`` times."""
    kind, _, amount = word.partition("+")
    total = int(amount) * times
    gains = {"appeal": gain_appeal, "money": gain_money, "reputation": gain_reputation, "cp": gain_cp,
             "xtoken": gain_x}
    return gains[kind](gs, seat, total, "N-EFF-6")


def _ability_word(gs: GameState, seat: int, word: str, times: int, number: int) -> list[Event]:
    """An effect written as an ability (``clever``, ``perception2``, ``sunbathing2``, ``hunter_x_own_predators``)."""
    from .abilities import run_ability

    if word == "hunter_x_own_predators":
        a = Ability("Hunter", zoo_icons(gs, seat)["predator"], None)
    else:
        keyword = word.rstrip("0123456789")
        level = word[len(keyword):]
        a = Ability(keyword.title(), int(level) if level else None, None)
    return [e for _ in range(times) for e in run_ability(gs, seat, number, a)]


def n_eff_6_may_build(gs: GameState, seat: int, word: str, times: int, number: int) -> list[Event]:
    """``free_kiosk``, ``free_pavilion``, ``free_enclosure_1`` (Experts on the Americas, Asia, Europe): for each icon
    its owner *may* place one such building for free (ND-34); each can be declined with ``pass`` (ND-73)."""
    from .new_building import ask_free_building

    kind = {"free_kiosk": "kiosk", "free_pavilion": "pavilion", "free_enclosure_1": "enclosure-1"}[word]
    return ask_free_building(gs, seat, (kind,), "N-EFF-6", times=times, optional=True)


IconWord = Callable[[GameState, int, str, int, int], list[Event]]
#: Effect words of ``on_own_icon`` / ``on_any_icon`` → ``(gs, owner, word, times, card) -> events``.
ICON_WORDS: dict[str, IconWord] = {
    "clever": _ability_word, "perception2": _ability_word, "sunbathing2": _ability_word,
    "hunter_x_own_predators": _ability_word,
    "free_kiosk": n_eff_6_may_build, "free_pavilion": n_eff_6_may_build, "free_enclosure_1": n_eff_6_may_build,
}


def register_icon_word(word: str, run: IconWord) -> None:
    """Register what an icon-triggered effect word does (``pouch1``, ``play_sponsor_for_level_money`` …)."""
    ICON_WORDS[word] = run


def _icon_effect(word: str) -> IconWord | None:
    if "+" in word and word.partition("+")[0] in ("appeal", "money", "reputation", "cp", "xtoken"):
        return _gain_word
    return ICON_WORDS.get(word)


@effect("on_own_icon", "icon")
def _on_own_icon(gs: GameState, owner: int, number: int, value: str, adder: int, icons: Counter[str],
                 before: Counter[str]) -> list[Event]:
    if adder != owner:
        return []
    icon, word = value.split(":", 1)
    return _icon_effect(word)(gs, owner, word, icons[icon], number) if icons[icon] else []  # type: ignore[misc]


@effect("on_any_icon", "icon")
def _on_any_icon(gs: GameState, owner: int, number: int, value: str, adder: int, icons: Counter[str],
                 before: Counter[str]) -> list[Event]:
    icon, word = value.split(":", 1)
    return _icon_effect(word)(gs, owner, word, icons[icon], number) if icons[icon] else []  # type: ignore[misc]


@effect("on_new_icon_type", "icon")
def _on_new_kind(gs: GameState, owner: int, number: int, value: str, adder: int, icons: Counter[str],
                 before: Counter[str]) -> list[Event]:
    """Explorer: each continent or category icon type the zoo did not have before."""
    if adder != owner:
        return []
    new = sum(1 for k in CONTINENTS + CATEGORIES if icons[k] and not before[k])
    return [e for word in value.split(",") for e in _gain_word(gs, owner, word, new, number)] if new else []


def icons_added(gs: GameState, adder: int, icons: Counter[str]) -> list[Event]:
    """N-EFF-5, -6: ``icons`` were just added to the zoo of ``adder``; every sponsor whose effect they trigger acts,
    the adder's first, then the other zoos clockwise ("any player" effects)."""
    parts = [(owner, number, value, run) for owner in gs.seats_from(adder)
             for number in gs.players[owner].sponsors for value, run in _icon_parts(number)]
    if not parts:
        return []
    # the zoo before them, read before any effect runs; only the Explorer's part reads it, so it is counted only
    # when one of the parts is the Explorer's
    before = zoo_icons(gs, adder) - icons if any(run is _on_new_kind for _, _, _, run in parts) else _NOT_READ
    events: list[Event] = []
    for owner, number, value, run in parts:
        events += run(gs, owner, number, value, adder, icons, before)
    return events


#: What :func:`icons_added` hands as the zoo before the icons when no part reads it.
_NOT_READ: Counter[str] = Counter()


def _icon_parts(number: int) -> tuple[tuple[str, Callable[..., list[Event]]], ...]:
    """The parts of sponsor ``number`` that icons trigger and this engine executes (value, function),
    in the card's order. Kept per card once every rule module has registered its keys and words (the first game
    needs :func:`.load`): the card and the tables are fixed from then on, and there are at most as many entries as
    cards."""
    parts = _ICON_PARTS.get(number)
    if parts is None:
        found = []
        for key, value in card(number).structured:  # type: ignore[union-attr]
            effect = EFFECTS.get(key)
            if effect is None or effect.when != "icon" or effect.run is None:
                continue
            if key != "on_new_icon_type" and _icon_effect(value.split(":", 1)[1]) is None:
                continue
            found.append((value, effect.run))
        parts = _ICON_PARTS[number] = tuple(found)
    return parts


_ICON_PARTS: dict[int, tuple[tuple[str, Callable[..., list[Event]]], ...]] = {}


# ----------------------------------------------------------------------------------------- a sponsor played
def resolve_sponsor(gs: GameState, seat: int, number: int) -> list[Event]:
    """N-SPON-2: the one-time effects of a sponsor just played, in the order its data lists them."""
    c = card(number)
    if not isinstance(c, SponsorCard):
        return []
    events: list[Event] = []
    for key, value in c.structured:
        effect = EFFECTS.get(key)
        if effect is not None and effect.when == "now":
            events += effect.run(gs, seat, number, value)  # type: ignore[misc]
    missing = missing_effects(number)
    if missing:
        events.append(event("ability-not-executed", "ND-53", N_("{player}: part of {card} is not executed by this "
                                                                "engine ({parts}); it does nothing"),
                            player=_name(gs, seat), card=CardName(number), parts=", ".join(missing)))
    return events


OWN_EFFECT_HOOKS.append(resolve_sponsor)
ICON_HOOKS.append(icons_added)
