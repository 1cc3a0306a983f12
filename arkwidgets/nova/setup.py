"""Setting up a game of Ark Nova (N-SET-1 … -17; solo N-SOLO-2 … -5), as events with rule ids.

Everything random is drawn from one ``random.Random(seed)`` in a fixed order, so a seed gives the same game on
every machine; its state is kept in the game state for later reshuffles (ND-23). The last step, keeping 4 of 8
cards (N-SET-17), is a decision of each player: the game starts in phase ``"setup"`` with those questions pending.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from itertools import combinations

from ..i18n import N_, Nn_
from ..markup import clip
from ..verdicts import Violation
from .buildings import start_buildings
from .cards import (
    BASE_PROJECTS,
    CONTINENTS,
    FINAL_SCORING_CARDS,
    ZOO_DECK_NUMBERS,
    final_scoring_card,
)
from .decisions import Decision
from .events import Event, event
from .moves import ACTIONS, Choose, Keep, Move
from .rules import register_effect, register_question
from .rules.bonuses import TILE_BONUSES
from .rules.deck import discard
from .rules.donations import BLOCKED, DONATION_VALUES, FREE, LEFT_COLUMN
from .rules.turn import start_turn
from .rules.zoo_icons import UNIVERSITIES
from .state import GameState, PlayerState, Support
from .tracks import TRACKS
from .words import ActionNames, CardName, CardNames, Either, MapName, MoveName, TileName
from .zoomap import ADVANCED_MAPS, MAP_IDS, load_map

__all__ = ["MAP_DRAFTS", "PLAYABLE_MAPS", "SOLO_APPEALS", "TILES_ON_BOARD", "check_base_pool", "check_maps",
           "check_tile_pool", "setup"]

#: Maps a game can be set up with: the standard map A, map 0 and the advanced maps 1–8 (N-SET-10, -11).
PLAYABLE_MAPS = MAP_IDS
#: The two ways of the advanced set-up (N-SET-11): ``"advanced"`` deals each player 2 of maps 1–8 to keep 1;
#: ``"advanced-pick"`` reveals one more map than there are players, picked one each in reverse turn order.
MAP_DRAFTS = ("advanced", "advanced-pick")
#: Bonus tiles laid beside CP 5 and CP 8 (N-SET-2).
TILES_ON_BOARD = 4
#: Solo starting appeal: 20 normally, 10 or 0 for harder games (N-SOLO-4).
SOLO_APPEALS = (20, 10, 0)


def check_tile_pool(tiles: Sequence[str]) -> tuple[str, ...]:
    """The bonus tiles a game may draw its 4 from (N-SET-2): known tiles, each once, at least 4."""
    if isinstance(tiles, str) or not isinstance(tiles, Sequence) or not all(isinstance(t, str) for t in tiles):
        raise ValueError(f"tiles is a list of bonus tile names, got {tiles!r:.60}")
    strangers = sorted(set(tiles) - set(TILE_BONUSES))
    if strangers:
        raise ValueError(f"tiles: unknown bonus tile(s) {', '.join(s[:20] for s in strangers[:4])}; the tiles are "
                         f"{', '.join(TILE_BONUSES)}")
    if len(set(tiles)) != len(tiles) or len(tiles) < TILES_ON_BOARD:
        raise ValueError(f"tiles: {TILES_ON_BOARD} different bonus tiles at least are needed (N-SET-2), got "
                         f"{len(tiles)}")
    return tuple(tiles)


def check_base_pool(projects: Sequence[int], players: int) -> tuple[int, ...]:
    """The base projects a game may reveal its 3 (4 with 4 players) from (N-SET-6): known ones, each once."""
    if not isinstance(projects, Sequence) or not all(type(n) is int for n in projects):
        raise ValueError(f"base_projects is a list of base project numbers, got {projects!r:.60}")
    known = {p.number for p in BASE_PROJECTS}
    strangers = sorted(set(projects) - known)
    if strangers:
        raise ValueError(f"base_projects: {', '.join(map(str, strangers[:5]))} are not base projects "
                         f"({min(known)}–{max(known)})")
    need = 4 if players == 4 else 3
    if len(set(projects)) != len(projects) or len(projects) < need:
        raise ValueError(f"base_projects: {need} different base projects at least are needed (N-SET-6), got "
                         f"{len(projects)}")
    return tuple(projects)


def check_maps(maps: object, players: int) -> str | tuple[str, ...]:
    """``map=`` of ``Game.new`` made exact (N-SET-10, -11): a draft word of :data:`MAP_DRAFTS`, or one map id per
    seat (a single id is every player's map; a list gives each seat its own, players may differ)."""
    if isinstance(maps, str):
        if maps in MAP_DRAFTS:
            return maps
        if maps in PLAYABLE_MAPS:
            return (maps,) * players
        raise ValueError(f"zoo map {clip(repr(maps))} cannot be played: choose one of {', '.join(PLAYABLE_MAPS)}, "
                         f"a list of one map per player, or {' / '.join(MAP_DRAFTS)} (N-SET-10, -11)")
    if not isinstance(maps, Sequence) or not all(isinstance(m, str) for m in maps):
        raise ValueError(f"map is a map id ({', '.join(PLAYABLE_MAPS)}), a list of one per player, or "
                         f"{' / '.join(MAP_DRAFTS)}; got {maps!r:.60}")
    if len(maps) != players:
        raise ValueError(f"map: one map per player is needed, {players} in all; got {len(maps)}")
    strangers = [m for m in maps if m not in PLAYABLE_MAPS]
    if strangers:
        raise ValueError(f"map: {', '.join(repr(m)[:12] for m in strangers[:4])} are no zoo maps; the maps are "
                         f"{', '.join(PLAYABLE_MAPS)} (N-SET-10, -11)")
    return tuple(maps)


def setup(names: list[str], seed: int, map_id: str | Sequence[str] = "A", solo_appeal: int = 20,
          deck: tuple[int, ...] = ZOO_DECK_NUMBERS, tiles: tuple[str, ...] | None = None,
          base_pool: tuple[int, ...] | None = None) -> tuple[GameState, list[Event]]:
    """The state right after setup and its events. ``deck``, ``tiles`` and ``base_pool``: the zoo cards, bonus
    tiles and base projects to draw from (the whole box unless a solo challenge removed some, N-SOLO-14).
    ``map_id``: see :func:`check_maps`."""
    maps = check_maps(map_id, len(names))
    if solo_appeal not in SOLO_APPEALS:
        raise ValueError(f"solo starting appeal is 20, 10 or 0 (N-SOLO-4), not {solo_appeal!r}")
    rng = random.Random(seed)
    n = len(names)
    if len(deck) < 6 + TRACKS.setup.hand_draw * n:
        raise ValueError(f"a game of {n} needs at least {6 + TRACKS.setup.hand_draw * n} zoo cards (6 for the "
                         f"display, {TRACKS.setup.hand_draw} per player, N-SET-3, -17); got {len(deck)}")
    events: list[Event] = []
    gs = GameState(players=tuple(PlayerState(name, maps[0] if isinstance(maps, tuple) else ADVANCED_MAPS[0])
                                 for name in names))
    # N-SET-1: the break track (solo: the timer, N-SOLO-3)
    if n == 1:
        gs.solo_left = gs.solo_rows = 7
        events.append(event("setup", "N-SOLO-3", N_("7 timer tokens go in the left column of the solo tile")))
    else:
        gs.break_len = TRACKS.break_length(n)
        events.append(event("setup", "N-SET-1", N_("the break token starts {length} spaces from the end of its "
                                                   "track"), length=gs.break_len))
    # N-SET-2: 4 of the 9 bonus tiles beside CP 5 and CP 8 (ND-3)
    drawn = list(TILE_BONUSES if tiles is None else tiles)
    rng.shuffle(drawn)
    gs.tiles = tuple(drawn[:TILES_ON_BOARD])
    laid = gs.tiles
    events.append(event("setup", "N-SET-2", N_("bonus tiles beside CP 5: {a} and {b}; beside CP 8: {c} and {d}"),
                        a=TileName(laid[0]), b=TileName(laid[1]), c=TileName(laid[2]), d=TileName(laid[3])))
    # N-SET-3: the deck, 6 face down in the display
    cards = list(deck)
    rng.shuffle(cards)
    gs.display, gs.deck = tuple(cards[:6]), tuple(cards[6:])
    events.append(event("setup", "N-SET-3", N_("the {count} zoo cards are shuffled; 6 lie face down in the "
                                               "display"), count=len(cards)))
    # N-SET-5: the association board
    gs.offer_partner_zoos, gs.offer_universities = CONTINENTS, tuple(UNIVERSITIES)
    gs.donations, gs.donations_covered = DONATION_VALUES, (FREE,) * len(DONATION_VALUES)
    # N-SET-6: base projects (3, or 4 with 4 players)
    base = [p.number for p in BASE_PROJECTS] if base_pool is None else list(base_pool)
    rng.shuffle(base)
    gs.base_projects = tuple(base[: 4 if n == 4 else 3])
    events.append(event("setup", "N-SET-6", N_("base projects revealed: {projects}"),
                        projects=CardNames(gs.base_projects)))
    # N-SET-7: two players block one level of each base project and the left donation column
    if n == 2:
        left, middle, right = gs.base_projects
        gs.supports = (Support(left, 1, -1), Support(middle, 2, -1), Support(right, 3, -1))
        gs.donations_covered = tuple(BLOCKED if i in LEFT_COLUMN else FREE for i in range(len(DONATION_VALUES)))
        events.append(event("setup", "N-SET-7", N_("two players: tokens block the left level of {a}, the middle "
                                                   "level of {b}, the right level of {c} and the left donation "
                                                   "column"), a=CardName(left), b=CardName(middle), c=CardName(right)))
    # N-SET-8: the final scoring deck
    finals = [c.number for c in FINAL_SCORING_CARDS]
    rng.shuffle(finals)
    # N-SET-9: the start player
    gs.start_player = gs.current = rng.randrange(n)
    order = list(gs.seats_from(gs.start_player))
    events.append(event("setup", "N-SET-9", N_("{player} starts; play goes clockwise"),
                        player=names[gs.start_player]))
    choices = _deal_maps(gs, maps, order, rng) if isinstance(maps, str) else []
    for position, seat in enumerate(order):
        p = gs.players[seat]
        if isinstance(maps, tuple):
            p.map_id = maps[seat]
            p.buildings = start_buildings(load_map(p.map_id))  # N-SET-10
        others = list(ACTIONS[1:])
        rng.shuffle(others)
        p.action_cards = ("animals", *others)  # N-SET-12
        p.appeal = TRACKS.appeal_start(position, n) if n > 1 else solo_appeal  # N-SET-13, N-SOLO-4
        p.reputation = TRACKS.reputation_start
        p.money = TRACKS.setup.money  # N-SET-16
        p.workers, p.workers_lying = TRACKS.setup.workers_start_active, TRACKS.setup.workers_total - 1  # N-SET-15
        p.final_cards, finals = tuple(finals[:2]), finals[2:]
        if n == 1:  # N-SOLO-5: a card not applicable in solo is replaced by a new draw
            while any(not final_scoring_card(c).solo_usable for c in p.final_cards):
                bad = next(c for c in p.final_cards if not final_scoring_card(c).solo_usable)
                p.final_cards = (*(c for c in p.final_cards if c != bad), finals[0])
                finals = [*finals[1:], bad]
                events.append(event("setup", "N-SOLO-5", N_("a final scoring card that does not apply in solo is "
                                                            "replaced")))
        events.append(event("setup", "N-SET-12", N_("{player}: action cards {cards}, appeal {appeal}, 25 money, "
                                                    "1 worker, 2 final scoring cards"), player=p.name,
                            cards=ActionNames(p.action_cards), appeal=p.appeal))
    gs.final_deck = tuple(finals)
    # N-SET-17: deal 8, each keeps 4
    keeps = []
    for seat in order:
        dealt, gs.deck = gs.deck[: TRACKS.setup.hand_draw], gs.deck[TRACKS.setup.hand_draw:]
        keeps.append(Decision("keep", seat, cards=tuple(sorted(dealt)), count=TRACKS.setup.hand_keep,
                              rule="N-SET-17"))
    gs.push(*choices, *keeps, Decision("start-play", gs.start_player))
    gs.rng = rng.getstate()
    gs.phase = "setup"
    return gs, events


# ------------------------------------------------------------------------------------- advanced maps (N-SET-11)
def _deal_maps(gs: GameState, draft: str, order: list[int], rng: random.Random) -> list[Decision]:
    """N-SET-11: the map questions of an advanced set-up, asked before the cards are kept (N-SET-17).

    ``advanced``: each player, in turn order, is dealt 2 of the shuffled maps 1–8 and keeps 1. ``advanced-pick``:
    players + 1 maps are revealed and the players pick one each in reverse turn order (the last player first), each
    from what is left. Until a player has chosen, the first map offered lies in front of them."""
    pile = list(ADVANCED_MAPS)
    rng.shuffle(pile)
    if draft == "advanced":
        out = []
        for k, seat in enumerate(order):
            offered = tuple(sorted(pile[2 * k: 2 * k + 2]))
            gs.players[seat].map_id = offered[0]
            out.append(Decision("map-choice", seat, maps=offered, then=(), rule="N-SET-11"))
        return out
    offered = tuple(sorted(pile[: len(order) + 1]))
    pickers = tuple(reversed(order))
    for seat in pickers:
        gs.players[seat].map_id = offered[0]
    return [Decision("map-choice", pickers[0], maps=offered, then=pickers[1:], rule="N-SET-11")]


def _map_candidates(gs: GameState, d: Decision) -> list[Move]:
    return [Choose("map", m) for m in d["maps"]]


def _map_violations(gs: GameState, d: Decision, move: Move, report: bool) -> list[Violation]:
    if move in _map_candidates(gs, d):
        return []
    return [Violation("N-SET-11", N_("{move}: choose one of the maps offered: {maps}"), move=MoveName(str(move)),
                      maps=Either(MapName(m) for m in d["maps"]))]


def _map_apply(gs: GameState, d: Decision, move: Move) -> list[Event]:
    """The chosen map goes in front of the player (advanced maps have no start buildings); in the pick variant the
    next player picks from the maps left."""
    assert isinstance(move, Choose) and move.arg is not None
    p = gs.players[d.player]
    p.map_id = move.arg
    p.buildings = start_buildings(load_map(move.arg))
    left = tuple(m for m in d["maps"] if m != move.arg)
    if d["then"]:
        gs.push(Decision("map-choice", d["then"][0], maps=left, then=d["then"][1:], rule="N-SET-11"))
    return [event("map", "N-SET-11", N_("{player} takes the map {name}"), player=p.name, map=move.arg,
                  name=MapName(move.arg))]


register_question("map-choice", candidates=_map_candidates, violations=_map_violations, apply=_map_apply,
                  moves=(Choose,), rule="N-SET-11",
                  description=N_("{player}: choose your zoo map among {maps}"),
                  words={"maps": lambda maps: Either(MapName(m) for m in maps)})


# ------------------------------------------------------------------------------------------------ keep
def _keep_candidates(gs: GameState, d: Decision) -> list[Move]:
    return [Keep(c) for c in combinations(d["cards"], d["count"])]


def _keep_violations(gs: GameState, d: Decision, move: Move, report: bool) -> list[Violation]:
    assert isinstance(move, Keep)
    found = []
    if len(move.cards) != d["count"]:
        found.append(Violation(d["rule"], N_("keep exactly {count} cards, not {kept}"), count=d["count"],
                               kept=len(move.cards)))
    strangers = [c for c in move.cards if c not in d["cards"]]
    if strangers:
        found.append(Violation(d["rule"], N_("{cards} are not among the cards to choose from ({offered})"),
                               cards=CardNames(strangers), offered=CardNames(d["cards"])))
    return found


def _keep_apply(gs: GameState, d: Decision, move: Move) -> list[Event]:
    assert isinstance(move, Keep)
    p = gs.players[d.player]
    p.hand = p.hand + move.cards
    gone = tuple(c for c in d["cards"] if c not in move.cards)
    discard(gs, gone)
    return [event("keep", d["rule"], Nn_("{player} keeps {count} card and discards {cards} face up",
                                            "{player} keeps {count} cards and discards {cards} face up"),
                  player=p.name, count=len(move.cards), cards=CardNames(gone))]


def _start_play(gs: GameState, d: Decision) -> list[Event]:
    gs.phase = "play"
    return [event("display", "N-SET-17", N_("the display is turned face up: {cards}"),
                  cards=CardNames(c for c in gs.display if c is not None)),
            *start_turn(gs, gs.start_player)]


register_question("keep", candidates=_keep_candidates, violations=_keep_violations, apply=_keep_apply,
                  moves=(Keep,), rule="N-SET-17",
                  description=N_("{player}: keep {count} of these cards: {cards}"),
                  words={"cards": CardNames})
register_effect("start-play", _start_play)
