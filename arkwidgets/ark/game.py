"""The game: setup, moves, undo, history, scores, saving — the public face of the engine.

``Game`` owns a :class:`~arkwidgets.ark.state.State` and never hands it out: callers see frozen snapshots
(:class:`Player`, tuples of cards, immutable :class:`~arkwidgets.ark.cabins.Ark`), so nothing outside the engine can
corrupt a game. Every move is judged in full before anything changes, and the state before each move is kept,
so an illegal move changes nothing and ``undo()`` restores the exact earlier state.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any, Literal

from ..events import Event
from ..i18n import _
from ..markup import clip
from ..record import MoveRecord
from ..verdicts import GameError, IllegalMove
from . import movegen, turns
from .cabins import Ark, ArkVerdict
from .cards import DECK, TYPES, Card, Deck, drawn
from .events import HistoryEntry
from .moves import Move, Pet, Placement, Play
from .positions import parse_cabin
from .redact import redact
from .redeal import resample
from .saving import game_from_json, game_to_json
from .scoring import Scores
from .setup import setup
from .state import COLORS, Phase, State, Table, player_names
from .view import SeatView, spectator_view, view_of

__all__ = ["Game", "Player", "HistoryEntry"]

@dataclass(frozen=True, slots=True)
class Player:
    """A snapshot of one seat. ``pet`` is the real card: hide it yourself when showing a table to others (D-3)."""

    index: int
    name: str
    color: str
    hand: tuple[Card, ...]
    discs: int
    pet: Card | None
    passed: bool
    tokens: dict[str, float]

    def __str__(self) -> str:
        return self.name


class Game(MoveRecord[HistoryEntry, Event, Move]):
    """A game of Ark for 3–5 players. Create one with :meth:`Game.new` or :meth:`Game.from_json`."""

    __slots__ = ("_table", "_state", "_initial", "_setup_events", "_past", "_seed", "_rng_state")
    _table: Table
    _state: State
    _initial: State
    _setup_events: tuple[Event, ...]
    _past: list[tuple[HistoryEntry, State | None]]  # (entry, state before; None in a snapshot)
    _seed: int
    _rng_state: tuple[Any, ...] | None  # random.getstate() after setup; None for a sampled game
    _cannot_undo = "this is a seat's view of a game (a snapshot): it cannot be undone; undo the game itself"

    def __init__(self) -> None:
        raise TypeError("create a game with Game.new(players=..., seed=...) or Game.from_json(text)")

    @classmethod
    def new(cls, players: int | Sequence[str] = 3, seed: int | None = None, deck: Deck = DECK) -> Game:
        """A game right after setup (S-1 … S-8). The same seed gives the same game on every machine."""
        names = player_names(players)
        if seed is None:
            seed = random.SystemRandom().randrange(2**32)
        if type(seed) is not int or not 0 <= seed < 2**64:
            raise ValueError(f"seed must be a whole number from 0 to 2**64 - 1, got {clip(seed)}")
        if not isinstance(deck, Deck):
            raise TypeError(f"deck must be a Deck, got {type(deck).__name__}")
        rng = random.Random(seed)
        state, events = setup(deck, names, rng)
        return cls.from_state(Table(names, deck), state, setup_events=events, seed=seed, rng_state=rng.getstate())

    @classmethod
    def from_state(
        cls,
        table: Table,
        state: State,
        *,
        setup_events: Iterable[Event] = (),
        history: Iterable[HistoryEntry] = (),
        seed: int = 0,
        rng_state: tuple[Any, ...] | None = None,
    ) -> Game:
        """A game at a given position: the supported way to build one from a :class:`~arkwidgets.ark.state.State`.

        The state is validated (``ValueError`` if a card, rain card or disc is missing, doubled or invented) and
        copied, so the caller keeps no handle on the game's insides. This is how a save is loaded
        (:mod:`arkwidgets.ark.saving`), a seat's view becomes a game (:func:`arkwidgets.ark.redact.redact`),
        a hidden hand
        is dealt again (:mod:`arkwidgets.ark.redeal`) and the rule tests set up their positions.

        ``history`` without earlier states makes a *snapshot*: it shows its history but cannot be undone or saved.
        ``rng_state`` is the generator state after setup (``random.getstate()``); None marks a game whose hidden
        cards were invented (a what-if sample), which has no seed to save.
        """
        if not isinstance(table, Table) or not isinstance(state, State):
            raise TypeError("Game.from_state takes a Table and a State")
        state.validate(table.deck)
        game = object.__new__(cls)
        game._table = table
        game._state = state.copy()
        game._initial = state.copy()
        game._setup_events = tuple(setup_events)
        game._past = [(entry, None) for entry in history]
        game._seed = seed
        game._rng_state = rng_state
        return game

    # ------------------------------------------------------------------------------------------ reading
    def snapshot(self) -> State:
        """The current state as a value: a copy, so changing it changes nothing in the game.

        For the modules that read the whole state (a seat's view, scoring shortcuts for bots, the tests); the
        ordinary reader wants the properties below, which hand out frozen pieces."""
        return self._state.copy()

    def initial_state(self) -> State:
        """The state right after setup (a copy), where the saved moves start from."""
        return self._initial.copy()

    @property
    def table(self) -> Table:
        """The fixed facts of this game: the players' names and the deck (both immutable)."""
        return self._table

    @property
    def rng_state(self) -> tuple[Any, ...] | None:
        """The random generator's state after setup (what a save holds); None for a sampled game."""
        return self._rng_state

    @property
    def savable(self) -> bool:
        """False for a seat's view of a game (a snapshot: no earlier states) or a sampled what-if (no seed)."""
        return self._rng_state is not None and all(before is not None for _entry, before in self._past)

    @property
    def phase(self) -> str:
        """``"play"``, ``"pets"``, ``"final"`` or ``"over"``."""
        return self._state.phase

    @property
    def seed(self) -> int:
        return self._seed

    @property
    def deck(self) -> Deck:
        """The cards this game is played with."""
        return self._table.deck

    @property
    def names(self) -> tuple[str, ...]:
        return self._table.names

    @property
    def players(self) -> tuple[Player, ...]:
        return tuple(self._player(i) for i in range(len(self._table.names)))

    def _player(self, i: int) -> Player:
        s = self._state
        return Player(
            index=i,
            name=self._table.names[i],
            color=COLORS[i],
            hand=tuple(s.hands[i]),
            discs=s.discs[i],
            pet=s.pets[i],
            passed=s.passed[i] if s.phase == Phase.FINAL else False,
            tokens={t: s.token_count(k, i) for k, t in enumerate(TYPES)},
        )

    @property
    def question(self) -> str:
        """What the game asks now, in words: who answers and what they may do (T-1, R-1, F-2)."""
        s = self._state
        who = self._table.names[s.current]
        if s.phase == Phase.OVER:
            return _("the game is over")
        if s.phase == Phase.PETS:
            return _("{player} may choose a pet or none (R-1)").format(player=who)
        if s.phase == Phase.FINAL:
            return _("{player} may place one card for an action disc, or pass (F-2)").format(player=who)
        return _("{player} draws cards or places up to two (T-1, T-2)").format(player=who)

    @property
    def current_player(self) -> Player:
        """The player to act (the one choosing a pet during the pets phase)."""
        return self._player(self._state.current)

    @property
    def current_index(self) -> int:
        """The seat number of the player to act (cheaper than building a :class:`Player`)."""
        return self._state.current

    @property
    def ark(self) -> Ark:
        return self._state.ark

    @property
    def display(self) -> tuple[Card, ...]:
        return tuple(self._state.display)

    @property
    def rain_drawn(self) -> int:
        return self._state.rain

    @property
    def deck_size(self) -> int:
        """Cards left in the draw pile, rain cards included."""
        return len(self._state.deck)

    @property
    def reserve(self) -> int:
        """Orange discs in the reserve."""
        return self._state.reserve

    @property
    def evicted(self) -> tuple[Card, ...]:
        """Animals evicted from the ark (A-8): out of the game."""
        return tuple(self._state.evicted)

    def tokens(self, type_: str) -> dict[str, tuple[int, int]]:
        """Per player on one scoring card: (single tokens, 1.5 stacks)."""
        t = TYPES.index(type_)
        s = self._state
        return {name: (s.singles[t][i], s.stacks[t][i]) for i, name in enumerate(self._table.names)}

    @property
    def turn(self) -> int:
        """How many turns have been completed."""
        return self._state.turn

    def log(self, reveal_pets: bool | None = None) -> str:
        """The whole game as readable text, one event per line with its rule id.

        Pets stay hidden (D-3) until the game is over: a ``pet CARD`` move is written ``pet (face down)`` unless
        ``reveal_pets`` is true (default: only once the game is over).
        """
        from ..i18n import _

        reveal = self._state.phase == Phase.OVER if reveal_pets is None else reveal_pets
        lines = [_("Setup")] + [f"  {e}" for e in self._setup_events]
        for number, (entry, _state) in enumerate(self._past, start=1):
            move = entry.move
            shown = _("pet (face down)") if isinstance(move, Pet) and move.card and not reveal else str(move)
            lines.append(f"{number}. {entry.player}: {shown}")
            lines.extend(f"  {e}" for e in entry.events)
        return "\n".join(lines)

    # ------------------------------------------------------------------------------------------ moves
    def _player_index(self, player: int | str | Player | None) -> int | None:
        if player is None:
            return None
        if isinstance(player, Player):
            return player.index
        if isinstance(player, int) and not isinstance(player, bool) and 0 <= player < len(self._table.names):
            return player
        if isinstance(player, str) and player in self._table.names:
            return self._table.names.index(player)
        raise ValueError(f"no player {player!r}; players are {', '.join(self._table.names)}")

    def check(self, move: Move | str, player: int | str | Player | None = None) -> ArkVerdict:
        """Judge a move for the player to act without playing it: every broken rule, and the tilt after."""
        parsed = Move.parse(move)
        working = self._state.copy()
        violations, _ = turns.attempt(self._table, working, parsed, self._player_index(player))
        tilt = working.ark.tilt if not violations and isinstance(parsed, Play) else None
        return ArkVerdict(tuple(violations), tilt)

    def is_legal(self, move: Move | str) -> bool:
        """Yes or no, for the player to act."""
        return not turns.judge(self._table, self._state, Move.parse(move), fast=True)

    def play(self, move: Move | str, player: int | str | Player | None = None) -> list[Event]:
        """Play a move (a :class:`Move` or its text) for the player to act; returns the events it caused.

        An illegal move raises :class:`IllegalMove` listing every reason, and the game is unchanged: the move is
        judged and carried out on a copy of the state, which replaces the state only when all went well.
        """
        parsed = Move.parse(move)
        before = self._state
        working = before.copy()
        mover = self._table.names[working.current]
        violations, events = turns.attempt(self._table, working, parsed, self._player_index(player))
        if violations:
            raise IllegalMove(violations, str(parsed))
        self._state = working
        self._past.append((HistoryEntry(mover, parsed, tuple(events)), before))
        return events

    def preview(self, placements: Sequence[Placement | str]) -> Game:
        """A copy of this game with the first card(s) of a turn placed and the turn *not* ended.

        This is how a front end shows a turn in progress: after the first card of a two-card play the board, hand,
        discs and display change at once, and the second card is judged on that state (T-2b). Each placement is
        judged first; an illegal one raises :class:`IllegalMove`. The real game is never touched.
        """
        copy = self.copy()
        first_cabin = None
        for placement in placements:
            pl = Placement.parse(placement) if isinstance(placement, str) else placement
            problems = turns.place_partial(self._table, copy._state, pl, first_cabin)  # noqa: SLF001 - its own copy
            if problems:
                raise IllegalMove(problems, str(pl))
            first_cabin = parse_cabin(pl.cabin)
        return copy

    def view(self, seat: int | str | Player | Literal["to act"] | None = "to act") -> SeatView:
        """What one seat may know (its hand and pet, the public table, counts of hidden cards): what bots see.

        ``seat`` defaults to the player to act; None is a spectator. See :mod:`arkwidgets.ark.view`.
        """
        if seat == "to act":
            return view_of(self, self.current_index)
        chosen = self._player_index(seat)
        return spectator_view(self) if chosen is None else view_of(self, chosen)

    def seen_by(self, viewer: int | None) -> Game:
        """This game as ``viewer`` (None: a spectator) may see it: hidden cards filled canonically from the view
        alone (:func:`arkwidgets.ark.redact.redact`), so nothing drawn or listed from it can leak."""
        return redact(self, viewer)

    def resample(self, viewer: int | None, rng: random.Random | int | None = None, past: bool = True) -> Game:
        """A playable copy whose hidden cards (for ``viewer``; None: a spectator) are dealt again at random,
        history included (:func:`arkwidgets.ark.redeal.resample`): what a what-if plays on. (``past`` is the
        contract's: an Ark sample always carries its past, which re-deals in well under a millisecond a move.)"""
        return resample(self, viewer, rng)

    def legal_moves(self) -> list[Move]:
        """Every legal move for the player to act: each plays, and every other well-formed move is refused."""
        return movegen.legal_moves(self._table, self._state)

    def first_legal_moves(self, limit: int) -> tuple[list[Move], bool]:
        """At most ``limit`` legal moves for the player to act, and whether they are all of them: a bounded share
        of a huge position (a 1000-card deck with 150-card hands has about 250,000 moves), judging at most
        :data:`~arkwidgets.ark.bots.candidates.MAX_JUDGED` placements (draws, single cards, then two-card plays).
        Whenever everything fits it is exactly :meth:`legal_moves`. What the engine panel lists."""
        from .bots.candidates import bounded_moves

        return bounded_moves(self._table, self._state, limit)

    def legal_placements(self, card: Card | str | None = None) -> list[Play]:
        """Every legal one-card play for the player to act (optionally of one card)."""
        cards = None
        if card is not None:
            c = card if isinstance(card, Card) else self._table.deck.card(card)
            cards = [c]
        return [Play((pl,)) for pl in movegen.legal_placements(self._table, self._state, cards)]

    def random_move(self, rng: random.Random, uniform: bool = True) -> Move | None:
        """A random legal move, found without listing every two-card combination.

        ``uniform=True``: every legal move is equally likely. ``uniform=False``: the cheaper one-decision-at-a-time
        policy of :func:`arkwidgets.ark.movegen.random_turn` (what :class:`RandomBot` plays).
        """
        if uniform:
            return movegen.random_move(self._table, self._state, rng)
        return movegen.random_turn(self._table, self._state, rng)

    def random_placement(self, rng: random.Random) -> Play | None:
        """A uniformly random legal one-card play, or None."""
        return movegen.random_placement(self._table, self._state, rng)

    def _apply_again(self, state: State, move: Move) -> list[Event]:
        return turns.apply(self._table, state, move)

    def _copy_at(self, state: State, past: list[tuple[HistoryEntry, State | None]]) -> Game:
        """A game of the same table at ``state`` (copied) with the moves ``past``."""
        other = object.__new__(Game)
        other._table = self._table
        other._state = state.copy()
        other._initial = self._initial
        other._setup_events = self._setup_events
        other._past = list(past)
        other._seed = self._seed
        other._rng_state = self._rng_state
        return other

    def renamed(self, names: Sequence[str]) -> Game:
        """The same game under other player names: the same seed, deck and moves, dealt and played again.

        Names are labels, never part of the rules: a widget's default names ("Player 1", "Bot 1") follow its
        language this way. Refused (``GameError``) for a game no seed leads to (a what-if's sample, a seat's view);
        ``ValueError`` when the names are not one distinct, visible name per seat. ``self`` is unchanged.
        """
        if not self.savable:
            raise GameError("this game cannot be renamed: its hidden cards were sampled (or it is a seat's view), "
                           "so no seed and setup lead to it")
        checked = player_names(list(names))
        if len(checked) != len(self.names):
            raise ValueError(f"renamed needs {len(self.names)} names, one per seat, got {len(checked)}")
        other = Game.new(checked, seed=self.seed, deck=self.deck)
        for move in self.moves:
            other.play(move)
        return other

    # ------------------------------------------------------------------------------------------ the end
    def scores(self) -> Scores:
        """E-1 … E-5. During a game this is the score *if the game ended now* (pets included)."""
        return turns.final_scores(self._table, self._state)

    @property
    def winners(self) -> tuple[str, ...]:
        if self._state.phase != Phase.OVER:
            return ()
        return self.scores().winners

    # ------------------------------------------------------------------------------------------ saving
    def to_json(self, indent: int | None = None) -> str:
        """The game as JSON text: its setup, its moves and its state (:mod:`arkwidgets.ark.saving`)."""
        return game_to_json(self, indent)

    @classmethod
    def from_json(cls, text: str | bytes) -> Game:
        """The game a save holds, every move replayed by the rules; ``ValueError`` names what is wrong."""
        return game_from_json(text, cls)

    def state_dict(self) -> dict[str, Any]:
        """The current state as plain data (what the internals panel shows)."""
        return self._state.to_dict()

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Game):
            return False
        try:
            return self.to_json() == other.to_json()
        except GameError:  # a sample or a snapshot has no save: only itself is equal to it
            return self is other

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        s = self._state
        return (
            f"<Game {len(self._table.names)} players, seed {self._seed}, {s.phase}, "
            f"{self._table.names[s.current]} to act, rain {s.rain}/5, tilt {s.ark.tilt:+d}, "
            f"{len(self._past)} moves>"
        )

    _repr_svg_ = drawn
