"""The Ark Nova game: the public face of the engine (the shape of Ark's ``Game``).

``Game`` owns a :class:`~arkwidgets.nova.state.GameState` and hands out copies only. Every move is judged in full
before anything changes and then applied to a copy that replaces the state only when all went well, so a refused
move changes nothing and ``undo()`` restores the exact earlier state. The game always asks one question
(:attr:`Game.question`); :meth:`Game.legal_moves` lists exactly its answers.
"""

from __future__ import annotations

import random
import unicodedata
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from itertools import repeat
from operator import is_
from typing import Any, Literal

from ..extras import needs
from ..i18n import N_, join_names
from ..i18n import _ as translate  # `_` is a loop's throwaway name in this module
from ..markup import clip
from ..record import MoveRecord
from ..seats import check_names
from ..verdicts import GameError, IllegalMove, Verdict
from . import setup as _setup
from .cards import ZOO_DECK_NUMBERS
from .coverage import executed_deck
from .decisions import Decision, describe
from .events import Event, HistoryEntry, history_entry
from .moves import Move
from .rules import engine, load
from .rules.ending import ranking, victory_points, winners
from .state import GameState, PlayerState
from .tracks import TRACKS
from .view import SeatView, public_entry, public_move, redact, resample, view_of

__all__ = ["CARD_POOLS", "DEFAULT_NAMES", "Game", "HistoryEntry", "Score", "Scores"]

#: The card pools a game can shuffle: the cards the engine executes (the default), or the whole base game (ND-53).
CARD_POOLS = ("executed", "all")

DEFAULT_NAMES = ("Ann", "Ben", "Cleo", "Dev")


@dataclass(frozen=True, slots=True)
class Score:
    """A player's standing: VP = appeal − target(CP) (N-END-8); ``projects`` breaks ties (N-END-9)."""

    name: str
    appeal: int
    cp: int
    target: int
    vp: int
    projects: int

    def __str__(self) -> str:
        """"Ann: 12 VP (appeal 40 − target 28 at 15 CP; 2 projects)"."""
        return translate(SCORE_LINE).format(
            player=self.name, vp=_signed(self.vp), appeal=self.appeal, target=self.target, cp=self.cp,
            projects=self.projects)


SCORE_LINE = N_("{player}: {vp} VP (appeal {appeal} − target {target} at {cp} CP; {projects} projects)")
#: What the score table says under its rows.
OUTCOMES = {"on": N_("The game is not over: these are the points so far."), "won": N_("{player} wins."),
            "shared": N_("{players} share the win."),
            "lost": N_("{player} ends below 0 VP: the solo game is lost (N-SOLO-12).")}
#: The rows of the score table: a label, and the Score field it shows.
SCORE_ROWS = ((N_("appeal"), "appeal"), (N_("CP"), "cp"), (N_("target"), "target"), (N_("VP"), "vp"),
              (N_("projects"), "projects"))


class Scores(tuple[Score, ...]):
    """Every player's :class:`Score`, best first (N-END-8, N-END-9): a tuple that prints as a table, as Ark's
    scores do (``print(game.scores())``), with the winners under it once the game is over."""

    winners: tuple[str, ...]
    over: bool

    def __new__(cls, scores: Iterable[Score] = (), winners: Iterable[str] = (), over: bool = False) -> Scores:
        self = super().__new__(cls, scores)
        self.winners, self.over = tuple(winners), over
        return self

    def __getnewargs__(self) -> tuple[tuple[Score, ...], tuple[str, ...], bool]:  # copy and pickle keep them
        return tuple(self), self.winners, self.over

    def table(self) -> str:
        """A plain-text table: one column per player (best first), appeal, CP, target, VP and projects supported;
        then who won, or that the game goes on."""
        labels = [translate(label) for label, _field in SCORE_ROWS]
        width = max(6, *(_width(s.name) for s in self)) if self else 6
        left = max(8, *(_width(label) + 1 for label in labels))
        rows = [" " * left + "".join(_rjust(s.name, width + 2) for s in self)]
        for label, (_label, field) in zip(labels, SCORE_ROWS, strict=True):
            cells = (_signed(getattr(s, field)) if field == "vp" else str(getattr(s, field)) for s in self)
            rows.append(label + " " * (left - _width(label)) + "".join(_rjust(c, width + 2) for c in cells))
        rows.append(self._outcome())
        return "\n".join(rows)

    def _outcome(self) -> str:
        if not self.over:
            return translate(OUTCOMES["on"])
        if len(self.winners) == 1:
            return translate(OUTCOMES["won"]).format(player=self.winners[0])
        if self.winners:
            return translate(OUTCOMES["shared"]).format(players=join_names(list(self.winners)))
        return translate(OUTCOMES["lost"]).format(player=self[0].name if self else "")

    def __str__(self) -> str:
        return self.table()


def _signed(vp: int) -> str:
    """VP as the track shows them: −94 with a minus sign, +3 with a plus."""
    return f"{vp:+d}".replace("-", "−")


def _width(text: str) -> int:
    """Columns a text takes in a terminal (Chinese characters take two)."""
    return sum(2 if unicodedata.east_asian_width(ch) in "WF" else 1 for ch in text)


def _rjust(text: str, width: int) -> str:
    return " " * max(0, width - _width(text)) + text


class Game(MoveRecord[HistoryEntry, Event, Move]):
    """A game of Ark Nova for 1–4 players. Create one with :meth:`Game.new` or :meth:`Game.from_json`."""

    __slots__ = ("_initial", "_legal", "_options", "_past", "_seed", "_setup_events", "_state")
    _state: GameState
    _initial: GameState
    _setup_events: tuple[Event, ...]
    _past: list[tuple[HistoryEntry, GameState | None]]  # (entry, state before; None in a sample's public past)
    _seed: int | None
    _options: dict[str, Any]
    _legal: tuple[GameState, list[Move], _Listed] | None  # the answers of the installed state
    _cannot_undo = ("this game was dealt again for a seat (a what-if or a seat's view): the moves before it cannot be "
                    "undone; undo the game itself")

    def __init__(self) -> None:
        raise TypeError("create a game with nova.Game.new(players=..., seed=...) or nova.Game.from_json(text)")

    @classmethod
    def new(cls, players: int | Sequence[str] = 2, seed: int | None = None, map: str | Sequence[str] = "A",
            solo_appeal: int = 20, cards: str | Sequence[int] = "executed", tiles: Sequence[str] | None = None,
            base_projects: Sequence[int] | None = None) -> Game:
        """A game right after setup (N-SET-1 … -16); the first questions are each player's 4 of 8 (N-SET-17).

        ``cards="executed"`` (the default) shuffles only the cards whose every ability the engine executes (the
        coverage ledger, :func:`arkwidgets.nova.coverage`); ``cards="all"`` shuffles the whole base game, and a card
        whose ability is not executed is announced by an event when it is played (ND-53), never skipped silently.
        ``cards`` may also be the numbers of the zoo cards to shuffle, ``tiles`` the bonus tiles to draw the 4 from
        and ``base_projects`` the base projects to reveal from: what is left for the next game of a solo challenge
        (N-SOLO-14, :class:`arkwidgets.nova.SoloChallenge`).

        ``map`` (N-SET-10, -11): ``"A"`` (the standard game), ``"0"`` or an advanced map ``"1"`` … ``"8"`` for every
        player; a list with one map per player (``["1", "4"]``: players may use different maps); or the advanced
        set-up as questions of the setup phase: ``"advanced"`` (each player is dealt 2 of maps 1–8 and keeps 1,
        ``choose map 4``) or ``"advanced-pick"`` (players + 1 maps revealed, picked in reverse turn order)."""
        names = _player_names(players)
        if seed is None:
            seed = random.SystemRandom().randrange(2**32)
        if type(seed) is not int or not 0 <= seed < 2**64:
            raise ValueError(f"seed must be a whole number from 0 to 2**64 - 1, got {clip(seed)}")
        maps = _setup.check_maps(map, len(names))
        deck, cards = _card_pool(cards, solo=len(names) == 1)
        options: dict[str, Any] = {"map": map if isinstance(map, str) else list(maps), "solo_appeal": solo_appeal,
                         "cards": cards}
        if tiles is not None:
            options["tiles"] = tiles = _setup.check_tile_pool(tiles)
        if base_projects is not None:
            options["base_projects"] = base_projects = _setup.check_base_pool(base_projects, len(names))
        load()
        state, events = _setup.setup(names, seed, maps, solo_appeal, deck, tiles, base_projects)
        return cls._build(state, events, seed, options)

    @classmethod
    def from_state(cls, state: GameState) -> Game:
        """A game that starts from a state built by hand (tests, what-ifs); it has no seed to replay from."""
        load()
        if not isinstance(state, GameState):
            raise TypeError(f"expected a GameState, got {type(state).__name__}")
        state = state.copy()
        engine.settle(state)
        return cls._build(state, [], None, {})

    @classmethod
    def sampled(cls, state: GameState, game: Game, viewer: int | None) -> Game:
        """A game at ``state`` (a sample of ``game``'s hidden cards, :mod:`arkwidgets.nova.view`) whose history is
        ``game``'s as ``viewer`` may read it. Moves can be played and undone from here, not before: the history
        before the sample has no states (the real ones hold what ``viewer`` may not see), and the game cannot be
        saved or renamed (no seed leads to it)."""
        load()
        over = game.phase == "over"
        past = [(public_entry(entry, viewer, over), None) for entry in game.history]
        return cls._build(state, list(game.setup_events), None, dict(game.options), past)

    @classmethod
    def replayed(cls, initial: GameState, game: Game, moves: Iterable[Move]) -> Game:
        """A game from ``initial`` (``game``'s state after setup with its hidden cards dealt again,
        :func:`arkwidgets.nova.view.resample`) with ``game``'s setup events and options, and ``moves`` played on it
        with the full rules (``IllegalMove`` if one is refused): a sample that keeps every earlier state, so it can be
        stepped through and undone like the game itself, but cannot be saved or renamed (no seed leads to it)."""
        load()
        twin = cls._build(initial.copy(), list(game.setup_events), None, dict(game.options))
        for move in moves:
            twin.play(move)
        return twin

    def past_states(self) -> tuple[GameState, ...] | None:
        """The state before each move (copies), oldest first, then the state now; None when the states before some
        move are not kept (a sample's public past, :meth:`sampled`)."""
        if any(before is None for _entry, before in self._past):
            return None
        return (*(before.copy() for _entry, before in self._past if before is not None), self._state.copy())

    @classmethod
    def _build(cls, state: GameState, setup_events: list[Event], seed: int | None, options: dict[str, Any],
               past: Iterable[tuple[HistoryEntry, GameState | None]] = ()) -> Game:
        game = object.__new__(cls)
        game._state = state
        game._initial = state.copy()
        game._setup_events = tuple(setup_events)
        game._past = list(past)  # (HistoryEntry, state before)
        game._seed = seed
        game._options = dict(options)
        game._legal = None
        return game

    # ------------------------------------------------------------------------------------------ reading
    @property
    def phase(self) -> str:
        """``"setup"`` (keeping 4 of 8), ``"play"``, ``"final"`` (the last turns) or ``"over"``."""
        return self._state.phase

    @property
    def seed(self) -> int | None:
        return self._seed

    @property
    def options(self) -> dict[str, Any]:
        return dict(self._options)

    @property
    def card_pool(self) -> tuple[int, ...]:
        """The numbers of the zoo cards this game was shuffled from (``cards=`` of :meth:`new`), in number order."""
        if "cards" in self._options:
            return _card_pool(self._options["cards"], solo=len(self._state.players) == 1)[0]
        return self._initial.zoo_cards()  # a game built from a state holds the cards that state holds

    @property
    def names(self) -> tuple[str, ...]:
        return self._state.names()

    @property
    def players(self) -> tuple[PlayerState, ...]:
        """Copies of every seat's state (changing them changes nothing in the game)."""
        return tuple(p.copy() for p in self._state.players)

    @property
    def state(self) -> GameState:
        """A copy of the whole state (hidden information included: use :meth:`view` to show a seat)."""
        return self._state.copy()

    def state_dict(self) -> dict[str, Any]:
        """The whole state as plain data (what a save holds and the internals panel shows; hidden cards included)."""
        return self._state.to_dict()

    @property
    def current_index(self) -> int:
        """The seat that must answer the current question (not always the player whose turn it is)."""
        top = self._state.top
        return top.player if top is not None else self._state.current

    @property
    def current_player(self) -> PlayerState:
        return self._state.players[self.current_index].copy()

    @property
    def turn_player(self) -> int:
        """The seat whose turn it is."""
        return self._state.current

    @property
    def decision(self) -> Decision | None:
        """The current question as data (``None`` when the game is over)."""
        return self._state.top

    @property
    def question(self) -> str:
        """The current question in words."""
        top = self._state.top
        return describe(top, self.names) if top is not None else "the game is over"

    def log(self, reveal: bool | None = None, viewer: int | None = None) -> str:
        """The game as text, one event per line with its rule id, as ``viewer`` (None: a spectator) may read it:
        another player's kept cards and face-down final scoring cards stay hidden until the game is over (or
        ``reveal=True``)."""
        show = self.phase == "over" if reveal is None else reveal
        lines = ["Setup"] + [f"  {e}" for e in self._setup_events]
        for number, (entry, _) in enumerate(self._past, start=1):
            lines.append(f"{number}. {entry.player}: {public_move(entry, viewer, show)}")
            lines.extend(f"  {e}" for e in entry.events)
        return "\n".join(lines)

    # ------------------------------------------------------------------------------------------ moves
    def _seat(self, player: int | str | None) -> int | None:
        if player is None:
            return None
        if isinstance(player, int) and not isinstance(player, bool) and 0 <= player < len(self.names):
            return player
        if isinstance(player, str) and player in self.names:
            return self.names.index(player)
        raise ValueError(f"no player {player!r}; players are {', '.join(self.names)}")

    def legal_moves(self) -> list[Move]:
        """Every legal answer to the current question, exactly."""
        return list(self._answers()[0])

    def first_legal_moves(self, limit: int) -> tuple[list[Move], bool]:
        """At most ``limit`` legal answers, and whether they are all of them (the game contract's bounded listing;
        Ark Nova's questions are bounded by its fixed cards, so the answers are listed whole first)."""
        moves = self._answers()[0]
        return list(moves[: max(0, limit)]), len(moves) <= limit

    def _answers(self) -> tuple[list[Move], _Listed]:
        """The legal answers of the installed state, computed once: a state is never changed once installed (a move
        replaces it with a changed copy), so its identity keys the cache."""
        cached = self._legal
        if cached is None or cached[0] is not self._state:
            moves = engine.candidates(self._state)
            cached = self._legal = (self._state, moves, _Listed(moves))
        return cached[1], cached[2]

    def check(self, move: Move | str, player: int | str | None = None) -> Verdict:
        """Judge a move without playing it: every broken rule, each with its N- id."""
        return Verdict(tuple(engine.violations(self._state, Move.parse(move), self._seat(player), True)))

    def is_legal(self, move: Move | str) -> bool:
        return not engine.violations(self._state, Move.parse(move), None, False)

    def play(self, move: Move | str, player: int | str | None = None) -> list[Event]:
        """Play a move (a :class:`Move` or its text); returns its events. A refused move raises
        :class:`IllegalMove` naming every broken rule, and the game is unchanged."""
        parsed = Move.parse(move)
        before = self._state
        seat = self._seat(player)
        cached = self._legal
        listed = cached is not None and cached[0] is before and parsed in cached[2]  # candidates are exact
        if not listed or (seat is not None and seat != self.current_index):
            found = engine.violations(before, parsed, seat, True)
            if found:
                raise IllegalMove(found, str(parsed))
        working = before.copy()
        question = working.top
        assert question is not None
        events = engine.apply(working, parsed)
        self._state = working
        self._past.append((history_entry(before.players[question.player].name, parsed, tuple(events), question),
                           before))
        return events

    def renamed(self, names: Sequence[str]) -> Game:
        """The same game under other player names: the same seed, options and moves, dealt and played again.

        Names are labels, never part of the rules: a widget's default names ("Player 1", "Bot 1") follow its
        language this way. Refused (``GameError``) for a game built from a hand-made state (no seed to replay from);
        ``ValueError`` when the names are not one distinct, visible name per seat. ``self`` is unchanged.
        """
        if self._seed is None:
            raise GameError("this game cannot be renamed: it was built from a hand-made state, with no seed to replay")
        checked = _player_names(list(names))
        if len(checked) != len(self.names):
            raise ValueError(f"renamed needs {len(self.names)} names, one per seat, got {len(checked)}")
        other = Game.new(checked, seed=self._seed, **self._options)
        for move in self.moves:
            other.play(move)
        return other

    def _apply_again(self, state: GameState, move: Move) -> list[Event]:
        return engine.apply(state, move)

    def _copy_at(self, state: GameState, past: list[tuple[HistoryEntry, GameState | None]]) -> Game:
        """The same game at ``state`` (copied) with the moves ``past``."""
        other = object.__new__(Game)
        other._state = state.copy()
        other._initial = self._initial
        other._setup_events = self._setup_events
        other._past = list(past)
        other._seed = self._seed
        other._options = dict(self._options)
        other._legal = None
        return other

    def view(self, seat: int | str | Literal["to answer"] | None = "to answer") -> SeatView:
        """What one seat may know (its hand and final scoring cards, the public table, counts of the rest): what bots
        and front ends decide and draw from. ``seat`` defaults to the seat that must answer; None is a spectator."""
        return view_of(self, self.current_index if seat == "to answer" else self._seat(seat))

    def seen_by(self, viewer: int | None) -> Game:
        """This game as ``viewer`` (None: a spectator) may see it: every hidden card filled canonically from the
        view alone (:func:`arkwidgets.nova.view.redact`), so nothing drawn or listed from it can leak."""
        return redact(self, self._seat(viewer))

    def resample(self, viewer: int | None, rng: random.Random | int | None = None, past: bool = True) -> Game:
        """A playable copy whose hidden cards (for ``viewer``; None: a spectator) are dealt again at random, its
        whole past included when it replays (:func:`arkwidgets.nova.view.resample`): what a what-if plays on.
        ``past=False``: a sample of now alone, its history the public one (what bots and the coach play out: they
        never step back, and re-dealing the past replays every move of the game)."""
        return resample(self, self._seat(viewer), rng, past)

    # ------------------------------------------------------------------------------------------ the end
    def scores(self) -> Scores:
        """Every player's VP now (final once the game is over), best first (N-END-8, N-END-9); prints as a table."""
        s = self._state
        return Scores((Score(s.players[i].name, s.players[i].appeal, s.players[i].cp, TRACKS.target(s.players[i].cp),
                             victory_points(s, i), s.players[i].projects_supported) for i in ranking(s)),
                      self.winners, s.phase == "over")

    @property
    def winners(self) -> tuple[str, ...]:
        return tuple(self._state.players[i].name for i in winners(self._state))

    # ------------------------------------------------------------------------------------------ saving
    def to_json(self, indent: int | None = None) -> str:
        from .saving import game_to_json

        return game_to_json(self, indent)

    @classmethod
    def from_json(cls, text: str | bytes) -> Game:
        from .saving import game_from_json

        return game_from_json(text)

    def __repr__(self) -> str:
        s = self._state
        return (f"<nova.Game {s.n} players, seed {self._seed}, {s.phase}, turn {s.turn}, "
                f"{self.names[self.current_index]} to answer, {len(self._past)} moves>")

    def _repr_svg_(self) -> str:  # pragma: no cover - exercised by the drawing tests
        """The table as a spectator sees it, for notebooks (the drawing is imported only when asked for)."""
        with needs("render", "drawing"):  # without svgwrite: the error names the extra
            from .drawing import render

        return render(self)


class _Listed:
    """Is a move among the listed answers? The very objects handed out by ``legal_moves()`` (what a bot plays back)
    are found by identity (a scan in C that stops at the move, and makes nothing: a set of ids built for every
    listing cost more than it saved); any other move by value, with the set of values made only when first needed."""

    __slots__ = ("moves", "values")

    def __init__(self, moves: list[Move]) -> None:
        self.moves = moves
        self.values: frozenset[Move] | None = None

    def __contains__(self, move: object) -> bool:
        if any(map(is_, self.moves, repeat(move))):
            return True
        if self.values is None:
            self.values = frozenset(self.moves)
        return move in self.values


def _card_pool(cards: str | Sequence[int], solo: bool) -> tuple[tuple[int, ...], str | tuple[int, ...]]:
    """(the zoo cards to shuffle in number order, the option as saved) for ``cards=`` of :meth:`Game.new`."""
    if isinstance(cards, str):
        if cards not in CARD_POOLS:
            raise ValueError(f"cards is 'executed' (the cards the engine executes), 'all', or a list of card numbers, "
                             f"got {cards!r:.40} (ND-53)")
        return (ZOO_DECK_NUMBERS if cards == "all" else executed_deck(solo=solo)), cards
    chosen: Sequence[int] = cards  # not text (answered above): mypy would forget that after the isinstance below
    if not isinstance(chosen, Sequence) or not all(type(n) is int for n in chosen):
        raise ValueError(f"cards is 'executed', 'all' or a list of zoo card numbers, got {chosen!r:.60}")
    numbers = tuple(sorted(chosen))
    strangers = sorted(set(numbers) - set(ZOO_DECK_NUMBERS))
    if strangers:
        raise ValueError(f"cards: {', '.join(map(str, strangers[:5]))} are not zoo cards (N-COMP-1)")
    if len(set(numbers)) != len(numbers):
        raise ValueError("cards: a zoo card is listed twice (each card exists once, N-COMP-1)")
    return numbers, numbers


def _player_names(players: int | Sequence[str] | Iterable[str]) -> list[str]:
    """1 to 4 default names, or the given ones checked (:func:`arkwidgets.seats.check_names`)."""
    if isinstance(players, bool):
        raise TypeError("players is a number (1 to 4) or a list of names")
    if isinstance(players, int):
        if not 1 <= players <= 4:
            raise ValueError(f"Ark Nova is played by 1 to 4 players (N-COMP-2), not {players}")
        return list(DEFAULT_NAMES[:players])
    if isinstance(players, str):
        raise TypeError("players is a number or a list of names, not a single string")
    return check_names(players, 1, 4, "Ark Nova (N-COMP-2)")
