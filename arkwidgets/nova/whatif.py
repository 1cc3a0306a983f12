"""What-if positions: a seeded game past setup, with the facts a teacher names set, built through one checked door.

A rules lesson needs a position the dealt game never reaches on its own: Cards on level II in slot 5 with
reputation 7, the Meerkat Den in hand, a break due. Editing a copy of the engine's state does that, but it lets a
lesson build a table the rules can never show (a card in two places, seven workers, six X tokens) and ties every
notebook to field names the engine may rename. :func:`position` is the public way instead:

    >>> from arkwidgets import nova
    >>> game = nova.position(seed=3, action="cards", slot=5, level="II", reputation=7, hand=(405, 415))
    >>> seat = game.turn_player
    >>> game.players[seat].hand, game.players[seat].slot("cards"), game.players[seat].level("cards")
    ((405, 415), 5, 'II')
    >>> nova.position(seed=3, x_tokens=6)
    Traceback (most recent call last):
    ...
    arkwidgets.nova.whatif.PositionError: x_tokens 6 is out of range 0–5 (N-X-1)

It starts from :func:`started` (``Game.new`` with every player keeping the 4 lowest-numbered of their 8 cards,
N-SET-17), sets only what the keywords name, moves every named card from wherever it lay so each card is in the
game exactly once, and returns a :class:`~arkwidgets.nova.Game` (``Game.from_state``) at the start of the acting
seat's turn — or, with ``break_due=True``, at the end of it with a break due, or with ``scoring=True`` at the final
scoring. Every argument is checked before anything is built: a wrong one raises :class:`PositionError` naming the
problem (and the rule id where a rule sets the bound), and nothing is returned or changed.
"""

from __future__ import annotations

import functools
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field, fields
from typing import Any

from .buildings import Building
from .cards import (
    BASE_PROJECTS,
    CONTINENTS,
    FINAL_SCORING_CARDS,
    ZOO_DECK_NUMBERS,
    AnimalCard,
    ProjectCard,
    SponsorCard,
    card,
)
from .decisions import Decision
from .game import Game
from .moves import ACTIONS, Keep
from .rules.housing import SPECIAL_CAPACITY
from .rules.projects import ROW_LIMITS
from .rules.zoo_icons import UNIVERSITIES
from .state import GameState, PlayerState, Support, ZooAnimal
from .tracks import TRACKS
from .zoomap import load_map

__all__ = ["PLAYER_FIELDS", "PositionError", "position", "started"]

#: The fields of one seat a position may set, with what each holds (the keywords of :func:`position` and the keys of
#: its ``others``). Everything else of a seat stays as the started game dealt it.
PLAYER_FIELDS: dict[str, str] = {
    "hand": "the zoo cards in hand, exactly these",
    "money": "money on the notepad (N-MAP-8)",
    "appeal": "the appeal marker (N-APP-1)",
    "cp": "the conservation marker (N-CP-1)",
    "reputation": "the reputation marker (N-REP-1)",
    "x_tokens": "X tokens held (N-X-1)",
    "workers": "workers available on the notepad (N-MAP-8)",
    "workers_lying": "workers still lying below the notepad (N-MAP-7); by default the ones neither available nor on "
                     "a task",
    "workers_on": "workers on the association tasks reputation, partner zoo, university, project (N-ASSOC-1)",
    "partner_zoos": "partner zoos, by continent (N-ASSOC-5)",
    "universities": "universities, by kind (N-ASSOC-8)",
    "buildings": "every building of the zoo map (nova.buildings.make_building), the start buildings included",
    "animals": "the animals of the zoo: ZooAnimal(card, home, tokens) or (card, home[, tokens]) (N-ANIM-16)",
    "sponsors": "sponsor cards in the zoo (N-SPON-2)",
    "upgraded": "action cards on level II besides the acting card's level (N-UPG-1)",
    "final_cards": "the seat's secret final scoring cards (N-SET-16)",
    "edge_tokens": "for each of the 7 left-edge spaces, whether a token still covers it (N-MAP-4)",
    "once": "once-bonuses already taken, such as 'cp-2' or 'rep-5' (N-EFF-8)",
    "card_tokens": "tokens lying on action cards: (action card, 'multiplier'|'venom'|'constriction') (N-BREAK-6)",
}


class PositionError(ValueError):
    """A what-if position that cannot be built: the message names the argument, the problem and the rule."""


# ----------------------------------------------------------------------------------------------- the start
@functools.lru_cache(maxsize=32)
def _started_state(players: int, seed: int, map: str) -> GameState:
    game = Game.new(players=players, seed=seed, map=map)
    while game.phase == "setup":
        offered = game.decision["cards"] if game.decision is not None else ()
        game.play(Keep(tuple(sorted(offered)[:4])))
    return game.state


def started(players: int = 2, seed: int = 1, map: str = "A") -> Game:
    """A seeded game just past setup: every player kept the 4 lowest-numbered of their 8 cards (N-SET-17).

    It is the table every :func:`position` starts from; a lesson reads the seat to act (``turn_player``) and the
    dealt cards here before naming what to change. The kept cards are fixed (not chosen by a player) so that the same
    seed gives the same table in every notebook and test."""
    return Game.from_state(_started_state(players, seed, map))


# --------------------------------------------------------------------------------------------- the order
@dataclass
class _Order:
    """What :func:`position` was asked, sorted by concern (filled and checked before anything is built)."""

    seat: int
    seats: dict[int, dict[str, Any]] = field(default_factory=dict)
    action_cards: tuple[str, ...] | None = None
    upgraded: tuple[str, ...] | None = None
    display: dict[int, int] = field(default_factory=dict)
    deck_top: tuple[int, ...] = ()
    base_projects: tuple[int, ...] | None = None
    project_row: tuple[int, ...] | None = None
    supports: tuple[Support, ...] = ()
    donations_covered: tuple[int, ...] | None = None
    offer_partner_zoos: tuple[str, ...] | None = None
    offer_universities: tuple[str, ...] | None = None
    break_left: int | None = None
    moment: str = "turn"


def position(players: int = 2, seed: int = 1, map: str = "A", *, seat: int | None = None,
             action: str | None = None, slot: int = 5, level: str | None = None,
             action_cards: Sequence[str] | None = None, others: Mapping[int, Mapping[str, Any]] | None = None,
             display: Mapping[int, int] | Sequence[int] | None = None, deck_top: Sequence[int] = (),
             base_projects: Sequence[int] | None = None, project_row: Sequence[int] | None = None,
             supports: Iterable[Support | tuple[int, int, int]] = (),
             donations_covered: Sequence[int] | None = None, offer_partner_zoos: Sequence[str] | None = None,
             offer_universities: Sequence[str] | None = None, break_left: int | None = None,
             break_due: bool = False, scoring: bool = False, **player: Any) -> Game:
    """A game at a what-if position of the seeded game ``started(players, seed, map)``.

    The acting seat is ``seat`` (default: whoever's turn it is in the started game). Its action cards: ``action`` in
    ``slot`` (1–5, the others keeping their order, N-TURN-3) on ``level`` ``"I"`` or ``"II"``, or ``action_cards``,
    all five in slot order. Its other facts are keywords named in :data:`PLAYER_FIELDS` (``money=``, ``hand=`` …);
    ``others`` maps another seat to the same keywords for it.

    The table: ``display`` (folder → card, or all six cards; a replaced card goes to the bottom of the deck),
    ``deck_top`` (the next cards drawn, first first), ``base_projects``, ``project_row`` (leftmost first),
    ``supports`` (``Support`` or ``(project, level, owner)``; owner -1 is a two-player blocking token),
    ``donations_covered`` (per donation space: -1 free, -2 blocked, else the seat), ``offer_partner_zoos`` and
    ``offer_universities`` (the association board), ``break_left`` (spaces the break token still has to go).

    The moment: the start of the acting seat's turn; ``break_due=True``: the end of its turn with the break token at
    the end of its track, so the break runs at once (N-BREAK-3, -4); ``scoring=True``: the final scoring, with the
    CP-10 discard done (N-END-7).

    Every card named anywhere is taken from wherever it lay (hands, deck, discard pile, display, project row, zoos);
    a display folder it leaves is refilled from the deck, and a card the game was not shuffled with comes from the
    box. Raises :class:`PositionError` before building anything if an argument is unknown, out of range or
    contradicts another."""
    gs = _started_state(_player_count(players), _whole("seed", seed, 0), _map_id(map)).copy()
    order = _order(gs, seat, action, slot, level, action_cards, others, player, display, deck_top, base_projects,
                   project_row, supports, donations_covered, offer_partner_zoos, offer_universities, break_left,
                   break_due, scoring)
    _check_cards_once(gs, order)
    _check_reputation(gs, order)
    _check_homes(gs, order)
    _check_supports(gs, order)
    return Game.from_state(_built(gs, order))


# ------------------------------------------------------------------------------------------ small checks
def _fail(message: str) -> PositionError:
    """The one error a wrong argument raises, so a caller catches one class (it is a ``ValueError``)."""
    return PositionError(message)


def _whole(name: str, value: Any, low: int, high: int | None = None, rule: str = "") -> int:
    """``value`` as a whole number in ``low … high``; the message names the rule that sets the bound."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise _fail(f"{name} must be a whole number, got {value!r}")
    if value < low or (high is not None and value > high):
        span = f"{low}–{high}" if high is not None else f"at least {low}"
        raise _fail(f"{name} {value} is out of range {span}" + (f" ({rule})" if rule else ""))
    return value


def _numbers(name: str, values: Any) -> tuple[int, ...]:
    """A sequence of whole numbers (a single number or a string is refused: ``hand=405`` is a slip for ``(405,)``)."""
    if isinstance(values, (str, bytes, int)) or not isinstance(values, Iterable):
        raise _fail(f"{name} must be a sequence of card numbers, got {values!r}")
    return tuple(_whole(f"a card of {name}", v, 0) for v in values)


def _words(name: str, values: Any, allowed: Sequence[str], most: int | None = None, rule: str = "") -> tuple[str, ...]:
    """A sequence of distinct words from ``allowed``."""
    if isinstance(values, str) or not isinstance(values, Iterable):
        raise _fail(f"{name} must be a sequence of words, got {values!r}")
    words = tuple(values)
    for w in words:
        if w not in allowed:
            raise _fail(f"{name}: {w!r} is not one of {', '.join(allowed)}")
    if len(set(words)) != len(words):
        raise _fail(f"{name} names a word twice: {words}" + (f" ({rule})" if rule else ""))
    if most is not None and len(words) > most:
        raise _fail(f"{name} holds at most {most}, got {len(words)}" + (f" ({rule})" if rule else ""))
    return words


def _player_count(players: Any) -> int:
    """A position starts from ``Game.new(players=…)``, so a count only (names would make seeds harder to share)."""
    return _whole("players", players, 1, 4, "N-COMP-2")


def _map_id(map: Any) -> str:
    """One map id for every seat; ``Game.new`` says whether it exists (it is cached by this id)."""
    if not isinstance(map, str):
        raise _fail(f"map must be a map id such as 'A' or '0', got {map!r}")
    return map


def _zoo_card(name: str, number: int, kind: type | None = None) -> int:
    """A zoo card's number (of ``kind``, if given)."""
    if number not in _ZOO_DECK:
        raise _fail(f"{name}: {number} is not a zoo card")
    if kind is not None and not isinstance(card(number), kind):
        raise _fail(f"{name}: {number} is not a{'n' if kind is AnimalCard else ''} {_KIND_WORDS[kind]} card")
    return number


_ZOO_DECK = frozenset(ZOO_DECK_NUMBERS)
_BASE = tuple(p.number for p in BASE_PROJECTS)
_FINALS = tuple(c.number for c in FINAL_SCORING_CARDS)
_KIND_WORDS: dict[type, str] = {AnimalCard: "animal", SponsorCard: "sponsor", ProjectCard: "project"}


# --------------------------------------------------------------------------------------- sorting the order
def _order(gs: GameState, seat: int | None, action: str | None, slot: int, level: str | None,
           action_cards: Sequence[str] | None, others: Mapping[int, Mapping[str, Any]] | None,
           player: dict[str, Any], display: Mapping[int, int] | Sequence[int] | None, deck_top: Sequence[int],
           base_projects: Sequence[int] | None, project_row: Sequence[int] | None,
           supports: Iterable[Support | tuple[int, int, int]], donations_covered: Sequence[int] | None,
           offer_partner_zoos: Sequence[str] | None, offer_universities: Sequence[str] | None,
           break_left: int | None, break_due: bool, scoring: bool) -> _Order:
    """Every argument checked on its own and filed by concern."""
    acting = gs.current if seat is None else _whole("seat", seat, 0, gs.n - 1)
    order = _Order(seat=acting)
    order.seats[acting] = _seat_fields(gs, acting, player, "")
    for other, values in (others or {}).items():
        s = _whole("a seat of others", other, 0, gs.n - 1)
        if s == acting:
            raise _fail(f"others names seat {s}, the acting seat: give its fields as keywords")
        if not isinstance(values, Mapping):
            raise _fail(f"others[{s}] must map field names to values, got {values!r}")
        order.seats[s] = _seat_fields(gs, s, dict(values), f"others[{s}].")
    order.action_cards, order.upgraded = _action_cards(action, slot, level, action_cards,
                                                       order.seats[acting].pop("upgraded", None), gs.players[acting])
    order.display = _display(display)
    order.deck_top = _numbers("deck_top", deck_top)
    for n in order.deck_top:
        _zoo_card("deck_top", n)
    order.base_projects = None if base_projects is None else _base_projects(gs, base_projects)
    order.project_row = None if project_row is None else _project_row(gs, project_row)
    order.supports = tuple(_support(gs, s) for s in supports)
    order.donations_covered = None if donations_covered is None else _donations(gs, donations_covered)
    if offer_partner_zoos is not None:
        order.offer_partner_zoos = _words("offer_partner_zoos", offer_partner_zoos, CONTINENTS)
    if offer_universities is not None:
        order.offer_universities = _words("offer_universities", offer_universities, tuple(UNIVERSITIES))
    if break_left is not None:
        order.break_left = _whole("break_left", break_left, 0, gs.break_len, "N-BREAK-1")
    order.moment = _moment(gs, break_due, scoring, break_left)
    return order


def _moment(gs: GameState, break_due: bool, scoring: bool, break_left: int | None) -> str:
    """Which question the game asks first; two moments at once, or a break in solo, cannot be built."""
    if break_due and scoring:
        raise _fail("break_due and scoring are two different moments: give one")
    if break_due and gs.n == 1:
        raise _fail("break_due: a solo game has no break token; its breaks come from the timer (N-SOLO-3)")
    if break_due and break_left not in (None, 0):
        raise _fail(f"break_due puts the break token at the end of its track: break_left {break_left} contradicts it")
    return "break" if break_due else "scoring" if scoring else "turn"


def _seat_fields(gs: GameState, seat: int, given: dict[str, Any], label: str) -> dict[str, Any]:
    """One seat's keywords, each checked against its range."""
    unknown = sorted(set(given) - set(PLAYER_FIELDS))
    if unknown:
        raise _fail(f"unknown field {', '.join(map(repr, unknown))} (a seat's fields: {', '.join(PLAYER_FIELDS)}; "
                    "the table's are keywords of nova.position)")
    out: dict[str, Any] = {}
    for name, value in given.items():
        out[name] = _FIELD_CHECKS[name](label + name, value)
    _check_workers(gs.players[seat], out)
    return out


def _check_workers(p: PlayerState, out: dict[str, Any]) -> None:
    """N-MAP-7: a zoo has 4 workers in all; by default the ones neither available nor on a task lie below it."""
    total = TRACKS.setup.workers_total
    workers = out.get("workers", p.workers)
    on = out.get("workers_on", p.workers_on)
    if "workers_lying" not in out and ("workers" in out or "workers_on" in out):
        out["workers_lying"] = total - workers - sum(on)
    lying = out.get("workers_lying", p.workers_lying)
    if workers + lying + sum(on) > total or lying < 0:
        raise _fail(f"workers {workers} available + {sum(on)} on tasks + {max(lying, 0)} lying is more than the "
                    f"{total} workers of a zoo (N-MAP-7)")


def _check_hand(name: str, v: Any) -> tuple[int, ...]:
    """Any zoo card may be in a hand (N-CARDS-8: no limit until a break)."""
    return tuple(_zoo_card(name, n) for n in _numbers(name, v))


def _check_sponsors(name: str, v: Any) -> tuple[int, ...]:
    """Only sponsor cards lie in a zoo's sponsor row (N-SPON-2)."""
    return tuple(_zoo_card(name, n, SponsorCard) for n in _numbers(name, v))


def _check_animals(name: str, v: Any) -> tuple[ZooAnimal, ...]:
    """Animal cards with a home; whether the home exists is checked with the buildings (:func:`_check_homes`)."""
    if isinstance(v, (str, bytes)) or not isinstance(v, Iterable):
        raise _fail(f"{name} must be a sequence of ZooAnimal or (card, home[, tokens]), got {v!r}")
    animals = []
    for given in v:
        if isinstance(given, ZooAnimal):
            animal = given
        elif isinstance(given, tuple) and len(given) in (2, 3):
            animal = ZooAnimal(*given)
        else:
            raise _fail(f"{name}: {given!r} is neither a ZooAnimal nor (card, home[, tokens])")
        _zoo_card(name, _whole(f"a card of {name}", animal.card, 0), AnimalCard)
        animals.append(animal)
    return tuple(animals)


def _check_buildings(name: str, v: Any) -> tuple[Building, ...]:
    """Building values; where they lie is checked against the map (:func:`_check_on_map`)."""
    if isinstance(v, (str, bytes)) or not isinstance(v, Iterable) or not all(isinstance(b, Building) for b in v):
        raise _fail(f"{name} must be a sequence of buildings (nova.buildings.make_building), got {v!r}")
    return tuple(v)


def _check_flags(name: str, v: Any) -> tuple[bool, ...]:
    """The 7 left-edge spaces, each still covered or not (N-MAP-4)."""
    if isinstance(v, str) or not isinstance(v, Iterable) or not all(isinstance(b, bool) for b in v):
        raise _fail(f"{name} must be 7 True/False values, got {v!r}")
    flags = tuple(v)
    if len(flags) != 7:
        raise _fail(f"{name} must be 7 True/False values, one per left-edge space (N-MAP-4), got {len(flags)}")
    return flags


def _check_workers_on(name: str, v: Any) -> tuple[int, int, int, int]:
    """Workers on each of the 4 tasks; 3 on one closes it (N-ASSOC-1), so more cannot be there."""
    values = tuple(v) if isinstance(v, Iterable) and not isinstance(v, str) else ()
    if len(values) != 4:
        raise _fail(f"{name} must be 4 numbers, one per task (reputation, partner zoo, university, project)")
    a, b, c, d = (_whole(name, x, 0, 3, "N-ASSOC-1") for x in values)
    return a, b, c, d


def _check_finals(name: str, v: Any) -> tuple[int, ...]:
    """Final scoring cards by number; they are swapped with the final deck so all 11 stay in the game."""
    numbers = _numbers(name, v)
    for n in numbers:
        if n not in _FINALS:
            raise _fail(f"{name}: {n} is not a final scoring card ({min(_FINALS)}–{max(_FINALS)})")
    return numbers


def _check_card_tokens(name: str, v: Any) -> tuple[tuple[str, str], ...]:
    """The tokens a break takes off the action cards (N-BREAK-6), so a break lesson can show them leave."""
    tokens = tuple(v) if isinstance(v, Iterable) and not isinstance(v, str) else None
    if tokens is None or not all(isinstance(t, tuple) and len(t) == 2 and t[0] in ACTIONS
                                 and t[1] in ("multiplier", "venom", "constriction") for t in tokens):
        raise _fail(f"{name} must be (action card, 'multiplier'|'venom'|'constriction') pairs, got {v!r}")
    return tokens


def _check_once(name: str, v: Any) -> tuple[str, ...]:
    """Once-bonuses already taken (N-EFF-8), so an example can show a bonus *not* paid again."""
    if isinstance(v, str) or not isinstance(v, Iterable) or not all(isinstance(w, str) for w in v):
        raise _fail(f"{name} must be a sequence of once-bonus keys such as 'cp-2', got {v!r}")
    return tuple(v)


_FIELD_CHECKS: dict[str, Any] = {
    "hand": _check_hand,
    "money": lambda n, v: _whole(n, v, 0),
    "appeal": lambda n, v: _whole(n, v, 0, TRACKS.appeal_max, "N-APP-1"),
    "cp": lambda n, v: _whole(n, v, 0),
    "reputation": lambda n, v: _whole(n, v, TRACKS.reputation_min, TRACKS.reputation_max, "N-REP-1"),
    "x_tokens": lambda n, v: _whole(n, v, 0, TRACKS.x_token_max, "N-X-1"),
    "workers": lambda n, v: _whole(n, v, 0, TRACKS.setup.workers_total, "N-MAP-7"),
    "workers_lying": lambda n, v: _whole(n, v, 0, TRACKS.setup.workers_total, "N-MAP-7"),
    "workers_on": _check_workers_on,
    "partner_zoos": lambda n, v: _words(n, v, CONTINENTS, 4, "N-ASSOC-6"),
    "universities": lambda n, v: _words(n, v, tuple(UNIVERSITIES), 3, "N-ASSOC-8"),
    "buildings": _check_buildings,
    "animals": _check_animals,
    "sponsors": _check_sponsors,
    "upgraded": lambda n, v: _words(n, v, ACTIONS, rule="N-UPG-1"),
    "final_cards": _check_finals,
    "edge_tokens": _check_flags,
    "once": _check_once,
    "card_tokens": _check_card_tokens,
}
assert set(_FIELD_CHECKS) == set(PLAYER_FIELDS)


def _action_cards(action: str | None, slot: int, level: str | None, action_cards: Sequence[str] | None,
                  upgraded: tuple[str, ...] | None, p: PlayerState) -> tuple[tuple[str, ...] | None,
                                                                             tuple[str, ...] | None]:
    """The slots (N-TURN-3) and the level-II cards (N-UPG-1) asked for; None where nothing changes."""
    if action is not None and action_cards is not None:
        raise _fail("give action (with slot) or action_cards, not both")
    if level not in (None, "I", "II"):
        raise _fail(f"level must be 'I' or 'II', got {level!r}")
    if action is None and level is not None:
        raise _fail("level is the level of action: name the action card too")
    cards: tuple[str, ...] | None = None
    if action_cards is not None:
        cards = tuple(action_cards) if not isinstance(action_cards, str) else ()
        if sorted(cards) != sorted(ACTIONS):
            raise _fail(f"action_cards must be the five action cards once each, got {action_cards!r} (N-COMP-2)")
    if action is not None:
        if action not in ACTIONS:
            raise _fail(f"action: {action!r} is not one of {', '.join(ACTIONS)}")
        _whole("slot", slot, 1, 5, "N-TURN-3")
        rest = [c for c in p.action_cards if c != action]
        cards = (*rest[: slot - 1], action, *rest[slot - 1:])
        if upgraded is not None and level == "I" and action in upgraded:
            raise _fail(f"level 'I' contradicts upgraded, which names {action!r}")
        if level is not None or upgraded is not None:
            upgraded = tuple(c for c in (upgraded or ()) if c != action) + ((action,) if level == "II" else ())
    return cards, upgraded


def _display(display: Mapping[int, int] | Sequence[int] | None) -> dict[int, int]:
    """Folder → card: the folders an example needs (within a reputation range, N-DISP-3), the others as dealt."""
    if display is None:
        return {}
    if isinstance(display, Mapping):
        folders = dict(display)
    elif isinstance(display, (str, bytes)) or not isinstance(display, Iterable):
        raise _fail(f"display must map folders 1–6 to cards, or list all six, got {display!r}")
    else:
        listed = _numbers("display", display)
        if len(listed) != 6:
            raise _fail(f"display lists all six folders or maps some of them, got {len(listed)} cards (N-DISP-1)")
        folders = dict(enumerate(listed, start=1))
    for folder, number in folders.items():
        _whole("a display folder", folder, 1, 6, "N-DISP-1")
        _zoo_card(f"display folder {folder}", _whole(f"display folder {folder}", number, 0))
    return folders


def _base_projects(gs: GameState, numbers: Sequence[int]) -> tuple[int, ...]:
    """As many different base projects as the setup reveals (N-SET-6), so the blocking tokens can follow them."""
    base = _numbers("base_projects", numbers)
    for n in base:
        if n not in _BASE:
            raise _fail(f"base_projects: {n} is not a base project ({min(_BASE)}–{max(_BASE)})")
    if len(set(base)) != len(base) or len(base) != len(gs.base_projects):
        raise _fail(f"base_projects must be {len(gs.base_projects)} different base projects with {gs.n} "
                    f"player(s), got {base} (N-SET-6)")
    return base


def _project_row(gs: GameState, numbers: Sequence[int]) -> tuple[int, ...]:
    """Project cards of the deck, no more than the row holds with this many players."""
    row = _numbers("project_row", numbers)
    for n in row:
        _zoo_card("project_row", n, ProjectCard)
    limit = ROW_LIMITS[gs.n]
    if len(row) > limit:
        raise _fail(f"project_row holds at most {limit} cards with {gs.n} player(s), got {len(row)} "
                    f"({'N-SOLO-6' if gs.n == 1 else 'N-PROJ-10'})")
    return row


def _support(gs: GameState, s: Support | tuple[int, int, int]) -> Support:
    """A token on a project level; where it may lie is checked with the whole order (:func:`_check_supports`)."""
    if not isinstance(s, Support):
        if not isinstance(s, tuple) or len(s) != 3:
            raise _fail(f"a support is Support(project, level, owner) or (project, level, owner), got {s!r}")
        s = Support(*s)
    _whole("a support's level", s.level, 1, 3, "N-PROJ-1")
    _whole("a support's owner", s.owner, -1, gs.n - 1)
    if s.owner == -1 and gs.n != 2:
        raise _fail("a blocking token (owner -1) exists only with two players (N-SET-7)")
    return s


def _donations(gs: GameState, covered: Sequence[int]) -> tuple[int, ...]:
    """Who covers each donation space (NC-12), so an example can start where only the dearest one is left."""
    values = tuple(covered) if not isinstance(covered, str) else ()
    if len(values) != len(gs.donations):
        raise _fail(f"donations_covered needs one value per donation space ({len(gs.donations)}), got {covered!r}")
    return tuple(_whole("a donation space", v, -2, gs.n - 1) for v in values)


# ------------------------------------------------------------------------------- checks across arguments
def _named_cards(order: _Order) -> list[tuple[int, str]]:
    """Every zoo card the order names, with where (to say where a card named twice was named)."""
    named = [(n, f"display folder {f}") for f, n in order.display.items()]
    named += [(n, "deck_top") for n in order.deck_top]
    named += [(n, "project_row") for n in order.project_row or ()]
    for seat, values in order.seats.items():
        who = "" if seat == order.seat else f"others[{seat}]."
        for name in ("hand", "sponsors"):
            named += [(n, f"{who}{name}") for n in values.get(name, ())]
        named += [(a.card, f"{who}animals") for a in values.get("animals", ())]
    return named


def _check_cards_once(gs: GameState, order: _Order) -> None:
    """Each card is named at most once: a card is in one place (N-COMP-1)."""
    seen: dict[int, str] = {}
    for number, where in _named_cards(order):
        if number in seen:
            raise _fail(f"card {number} is named twice ({seen[number]} and {where}): a card is in one place")
        seen[number] = where
    finals: dict[int, int] = {}
    for seat, values in order.seats.items():
        for n in values.get("final_cards", ()):
            if n in finals:
                raise _fail(f"final scoring card {n} is named twice (seats {finals[n]} and {seat})")
            finals[n] = seat


def _check_reputation(gs: GameState, order: _Order) -> None:
    """Past the cap only with Cards on level II (N-REP-3)."""
    for seat, values in order.seats.items():
        p = gs.players[seat]
        upgraded = (order.upgraded if order.upgraded is not None else p.upgraded) if seat == order.seat \
            else values.get("upgraded", p.upgraded)
        reputation = values.get("reputation", p.reputation)
        if reputation > TRACKS.reputation_cap and "cards" not in upgraded:
            raise _fail(f"reputation {reputation} is past {TRACKS.reputation_cap}, which needs Cards on level II "
                        f"(N-REP-3)")


def _check_homes(gs: GameState, order: _Order) -> None:
    """Buildings on the map and apart; each animal in a building of its own zoo (N-ANIM-16, ND-10)."""
    for seat, values in order.seats.items():
        p = gs.players[seat]
        buildings = values.get("buildings", p.buildings)
        where = "buildings" if seat == order.seat else f"others[{seat}].buildings"
        _check_on_map(where, buildings, load_map(p.map_id).building_hexes)
        animals = values.get("animals", p.animals)
        standard = {b.anchor for b in buildings if b.building_type.category == "standard"}
        special = {b.type for b in buildings if b.building_type.category == "special"}
        homes: Counter[Any] = Counter()
        for a in animals:
            ok = (a.home in special) if isinstance(a.home, str) else (a.home in standard)
            if not ok:
                raise _fail(f"animal {a.card} lives at {a.home!r}, which is no standard enclosure's anchor nor "
                            f"special enclosure of that zoo (N-ANIM-16)")
            homes[a.home] += a.tokens if isinstance(a.home, str) else 1
        for home, used in homes.items():
            most = SPECIAL_CAPACITY[home] if isinstance(home, str) else 1
            if used > most:
                raise _fail(f"{used} {'tokens' if isinstance(home, str) else 'animals'} in {home!r}, which holds "
                            f"{most} (N-ANIM-8, N-ANIM-16)")


def _check_on_map(where: str, buildings: tuple[Building, ...], hexes: frozenset[tuple[int, int]]) -> None:
    """Buildings on buildable hexes, apart, one special or unique building of a kind (N-BUILD-5, -7). Adjacency
    (N-BUILD-8) is not asked: a lesson may show a zoo whatever order it was built in."""
    taken: dict[tuple[int, int], str] = {}
    kinds: Counter[str] = Counter()
    for b in buildings:
        for h in b.cells:
            if h not in hexes:
                raise _fail(f"{where}: {b.type} at {b.anchor} covers {h}, which is off the map, rock or water "
                            f"(N-BUILD-7)")
            if h in taken:
                raise _fail(f"{where}: {b.type} at {b.anchor} overlaps {taken[h]} at {h} (N-BUILD-7)")
            taken[h] = b.type
        if b.building_type.category in ("special", "unique"):
            kinds[b.type] += 1
    for kind, count in kinds.items():
        if count > 1:
            raise _fail(f"{where}: {count} buildings '{kind}'; a zoo has at most one (N-BUILD-5)")


def _check_supports(gs: GameState, order: _Order) -> None:
    """Supports lie on projects in play, one token per level, one level per project and player (N-PROJ-4)."""
    base = order.base_projects or gs.base_projects
    row = gs.project_row if order.project_row is None else order.project_row
    levels: set[tuple[int, int]] = set()
    owners: set[tuple[int, int]] = set()
    for s in _supports(gs, order, base):
        if s.project not in base + row:
            raise _fail(f"supports: project {s.project} is not in play (base projects {base}, row {row}) (N-PROJ-2)")
        if (s.project, s.level) in levels:
            raise _fail(f"supports: two tokens on level {s.level} of project {s.project} (N-PROJ-4)")
        if s.owner >= 0 and (s.project, s.owner) in owners:
            raise _fail(f"supports: seat {s.owner} supports project {s.project} twice (N-PROJ-4)")
        levels.add((s.project, s.level))
        owners.add((s.project, s.owner))


def _supports(gs: GameState, order: _Order, base: tuple[int, ...]) -> tuple[Support, ...]:
    """The started game's blocking tokens (N-SET-7), on the new base projects if they changed, then the order's."""
    blocking = tuple(Support(base[gs.base_projects.index(s.project)], s.level, s.owner)
                     for s in gs.supports if s.project in gs.base_projects)
    return blocking + order.supports


# ------------------------------------------------------------------------------------------- building it
def _built(gs: GameState, order: _Order) -> GameState:
    """The started state with the order applied (every check has passed: nothing here refuses)."""
    _fetch(gs, {n for n, _ in _named_cards(order)})
    _place_table(gs, order)
    for seat, values in order.seats.items():
        _place_seat(gs, seat, values)
    p = gs.players[order.seat]
    if order.action_cards is not None:
        p.action_cards = order.action_cards
    if order.upgraded is not None:
        p.upgraded = tuple(c for c in ACTIONS if c in order.upgraded)
    _set_moment(gs, order)
    return gs


def _fetch(gs: GameState, wanted: set[int]) -> None:
    """Take ``wanted`` out of every hand, zoo, the deck, the discard pile, the project row and the display (a display
    gap is filled from the bottom of the deck), so that each can be put where the order says."""
    for p in gs.players:
        p.hand = tuple(c for c in p.hand if c not in wanted)
        p.animals = tuple(a for a in p.animals if a.card not in wanted)
        p.sponsors = tuple(c for c in p.sponsors if c not in wanted)
    deck = [c for c in gs.deck if c not in wanted]
    gs.display = tuple((deck.pop() if deck else None) if c in wanted else c for c in gs.display)
    gs.deck, gs.discard = tuple(deck), tuple(c for c in gs.discard if c not in wanted)
    gs.project_row = tuple(c for c in gs.project_row if c not in wanted)


def _place_table(gs: GameState, order: _Order) -> None:
    """The display, the deck's top, the projects and their tokens, the donations, the board's offer, the break."""
    shown = list(gs.display)
    for folder, number in order.display.items():
        if shown[folder - 1] is not None:
            gs.deck += (shown[folder - 1],)  # type: ignore[operator]  # not None: checked
        shown[folder - 1] = number
    gs.display, gs.deck = tuple(shown), order.deck_top + gs.deck
    base = order.base_projects or gs.base_projects
    gs.supports = _supports(gs, order, base)
    gs.base_projects = base
    if order.project_row is not None:
        gs.deck += tuple(c for c in gs.project_row if c not in order.project_row)
        gs.project_row = order.project_row
    for name in ("donations_covered", "offer_partner_zoos", "offer_universities"):
        value = getattr(order, name)
        if value is not None:
            setattr(gs, name, value)
    if order.break_left is not None:
        gs.break_pos = gs.break_len - order.break_left


def _place_seat(gs: GameState, seat: int, values: dict[str, Any]) -> None:
    """One seat's checked fields; its former final scoring cards go back under the final deck."""
    p = gs.players[seat]
    if "final_cards" in values:
        wanted = set(values["final_cards"])
        for q in gs.players:
            q.final_cards = tuple(c for c in q.final_cards if c not in wanted)
        gs.final_deck = tuple(c for c in gs.final_deck if c not in wanted) + p.final_cards
        p.final_cards = ()
    for name, value in values.items():
        setattr(p, name, value)


def _set_moment(gs: GameState, order: _Order) -> None:
    """The question the game asks first: the acting seat's action (N-TURN-1), the end of its turn with a break due
    (N-BREAK-3), or the final scoring (N-END-7)."""
    gs.current, seat = order.seat, order.seat
    gs.after = ()
    if order.moment == "turn":
        gs.pending = (Decision("end-turn", seat), Decision("action", seat))
    elif order.moment == "break":
        gs.pending = (Decision("end-turn", seat),)
        gs.break_due, gs.break_pos = True, gs.break_len
    else:
        gs.cp10_done = True
        gs.pending = (Decision("score", seat),)


assert {f.name for f in fields(PlayerState)} >= set(PLAYER_FIELDS)
