"""The Ark Nova board tracks and action tables as one immutable value, loaded from ``data/tracks.json``.

The rulebook leaves these numbers to the board (NC-2, NC-4 … NC-7, NC-12; ND-40), so the engine reads them from
data and asks :data:`TRACKS` instead of repeating a number anywhere: appeal income, the conservation track's
thresholds and its conversion into points, the end trigger, the reputation track with its bonuses and display
folders, break lengths, the Cards action table, donation costs and the setup numbers.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any

from ..markup import clip
from .data import read_text

__all__ = ["TRACKS", "ConservationThreshold", "Setup", "Tracks", "load_tracks"]

LEVELS = ("I", "II")


@dataclass(frozen=True, slots=True)
class ConservationThreshold:
    """A conservation-track space with a reward (N-CP): 2, 5 and 8 offer a choice, 10 has an effect for everyone."""

    at: int
    choices: tuple[str, ...]
    effect: str | None


@dataclass(frozen=True, slots=True)
class Setup:
    """Each player's starting numbers (N-SET-13 … -17, N-BREAK-5)."""

    money: int
    hand_draw: int
    hand_keep: int
    final_scoring_cards: int
    workers_start_active: int
    workers_total: int
    display_size: int
    hand_limit: int
    hand_limit_with_university: int


@dataclass(frozen=True, slots=True)
class Tracks:
    """Every track and table of the board and the action cards.

    Values past a track's printed end follow ND-45 (see ``docs/nova-decisions.md``): income is that of the last
    appeal space, and conservation keeps scoring 3 points per CP, the rate printed for every CP above 10.
    """

    appeal_max: int
    income_by_appeal: tuple[int, ...]
    appeal_start_by_turn_order: tuple[int, ...]
    solo_start_appeal: int
    conservation_max: int
    conservation_thresholds: tuple[ConservationThreshold, ...]
    cp_points_table: tuple[int, ...]
    end_score: int
    reputation_min: int
    reputation_max: int
    reputation_start: int
    reputation_cap: int
    reputation_bonuses: Mapping[int, str]
    folder_reputation: tuple[tuple[int, int], ...]
    break_lengths: Mapping[int, int]
    cards_break_advance: int
    cards_draw_table: Mapping[str, tuple[int, ...]]
    cards_discard_table: Mapping[str, tuple[int, ...]]
    cards_snap_min_strength: Mapping[str, int]
    build_cost_per_space: int
    kiosk_min_distance: int
    full_cover_appeal: int
    pavilion_appeal: int
    association_task_strength: Mapping[str, int]
    donation_costs_2p: tuple[int, ...]
    donation_overflow_cost: int
    animals_ii_reputation_at_strength_5: int
    x_token_max: int
    setup: Setup

    # ------------------------------------------------------------------------------------------------ appeal
    def income(self, appeal: int) -> int:
        """Money from appeal at a break (N-BREAK-9; EX-12: appeal 7 → 11)."""
        if appeal < 0:
            raise ValueError(f"appeal {appeal} is below 0 (ND-26)")
        return self.income_by_appeal[min(appeal, self.appeal_max)]

    def appeal_start(self, turn_position: int, players: int) -> int:
        """Starting appeal of the player at ``turn_position`` (0 = start player), N-SET-13; solo uses its own start."""
        if players == 1:
            return self.solo_start_appeal
        if not 0 <= turn_position < players <= len(self.appeal_start_by_turn_order):
            raise ValueError(f"no turn position {turn_position} in a {players}-player game")
        return self.appeal_start_by_turn_order[turn_position]

    # ---------------------------------------------------------------------------------------- conservation
    def cp_points(self, cp: int) -> int:
        """The score of a conservation value: the appeal it is worth towards the end score (N-END-1, NC-7)."""
        if cp < 0:
            raise ValueError(f"conservation {cp} is below 0")
        if cp < len(self.cp_points_table):
            return self.cp_points_table[cp]
        last = len(self.cp_points_table) - 1  # ND-45: past the track the printed rate of 3 per CP continues
        return self.cp_points_table[last] + 3 * (cp - last)

    def target(self, cp: int) -> int:
        """The lowest appeal in the scoring area of ``cp``: reaching it triggers the end (N-END-1, -10; EX-15)."""
        return self.end_score - self.cp_points(cp)

    def victory_points(self, appeal: int, cp: int) -> int:
        """VP = appeal − target(CP) (N-END-8); negative when the markers have not met."""
        return appeal - self.target(cp)

    def end_triggered(self, appeal: int, cp: int) -> bool:
        """Have the appeal and conservation markers met or crossed (N-END-2)? (:meth:`victory_points` ≥ 0, asked
        after every change of every game: written out)"""
        table = self.cp_points_table
        if 0 <= cp < len(table):  # cp_points, its common case written out
            return appeal + table[cp] >= self.end_score
        return appeal + self.cp_points(cp) >= self.end_score

    def conservation_threshold(self, at: int) -> ConservationThreshold | None:
        """The threshold on conservation space ``at``, if there is one."""
        for t in self.conservation_thresholds:
            if t.at == at:
                return t
        return None

    # ------------------------------------------------------------------------------------------ reputation
    def reputation_limit(self, cards_ii: bool) -> int:
        """The highest reputation the marker may reach: 9 without Cards II, else 15 (N-REP-3)."""
        return self.reputation_max if cards_ii else self.reputation_cap

    def reputation_bonus(self, space: int) -> str | None:
        """The once-bonus beside reputation space ``space`` (N-REP-2), or None."""
        self._check_reputation(space)
        return self.reputation_bonuses.get(space)

    def folder_of(self, reputation: int) -> int:
        """The display folder whose stretch of the track holds ``reputation`` (N-DISP-2)."""
        self._check_reputation(reputation)
        for folder, (low, high) in enumerate(self.folder_reputation, start=1):
            if low <= reputation <= high:
                return folder
        raise ValueError(f"reputation {reputation} lies in no display folder")  # pragma: no cover - data checked

    def reputation_range(self, reputation: int) -> range:
        """The folders a player may take from or play from (N-DISP-3): folder 1 up to :meth:`folder_of`."""
        return range(1, self.folder_of(reputation) + 1)

    def _check_reputation(self, reputation: int) -> None:
        if not self.reputation_min <= reputation <= self.reputation_max:
            raise ValueError(
                f"reputation {reputation} is off the track ({self.reputation_min}–{self.reputation_max})"
            )

    # ----------------------------------------------------------------------------------------- break, cards
    def break_length(self, players: int) -> int:
        """Spaces on the break track for ``players`` (N-SET-1, NC-4); solo has a timer instead (N-SOLO)."""
        try:
            return self.break_lengths[players]
        except KeyError:
            known = ", ".join(str(p) for p in sorted(self.break_lengths))
            raise ValueError(f"no break track for {players} players (known: {known}; solo uses its timer)") from None

    def cards_draw(self, level: str, strength: int) -> tuple[int, int]:
        """``(draw, discard)`` of the Cards action (N-CARDS-2, -4); strength above 5 reads as 5 (ND-24)."""
        self._check_level(level)
        if strength < 1:
            raise ValueError(f"strength {strength} is below 1 (N-TURN-3)")
        i = min(strength, 5) - 1
        return self.cards_draw_table[level][i], self.cards_discard_table[level][i]

    def snap_min_strength(self, level: str) -> int:
        """The least strength that allows a snap: 5 at level I, 3 at level II (N-CARDS-3, -5)."""
        self._check_level(level)
        return self.cards_snap_min_strength[level]

    def donation_cost(self, donations_made: int, players: int) -> int:
        """The cost of the next donation in a 2-player game, after ``donations_made`` (N-ASSOC-12, NC-12).

        Only the 2-player order is known (tracks.json); other counts raise, so no rule silently uses a guess.
        """
        if players != 2:
            raise ValueError(f"donation costs are known only for 2 players, not {players} (NC-12)")
        if donations_made < 0:
            raise ValueError(f"{donations_made} donations made is below 0")
        if donations_made < len(self.donation_costs_2p):
            return self.donation_costs_2p[donations_made]
        return self.donation_overflow_cost

    @staticmethod
    def _check_level(level: str) -> None:
        if level not in LEVELS:
            raise ValueError(f"action level {clip(repr(level))} is neither 'I' nor 'II'")


def _frozen(d: dict[Any, Any]) -> Mapping[Any, Any]:
    return MappingProxyType(d)


def load_tracks(text: str | None = None) -> Tracks:
    """The tracks from ``tracks.json`` (or from ``text``), checked for the shapes the rules rely on."""
    raw = json.loads(read_text("tracks.json") if text is None else text)
    appeal, cons, score, rep = raw["appeal"], raw["conservation"], raw["scoring"], raw["reputation"]
    income = tuple(int(v) for v in appeal["income_by_appeal"])
    if len(income) != appeal["max"] + 1:
        raise ValueError(f"tracks.json: appeal income has {len(income)} entries for appeal 0–{appeal['max']}")
    cp_table = tuple(int(score["cp_points"][str(c)]) for c in range(cons["max"] + 1))
    thresholds = tuple(
        ConservationThreshold(int(t["at"]), tuple(t.get("choice", ())), t.get("effect")) for t in cons["thresholds"]
    )
    folders = tuple(
        (int(low), int(high))
        for _, (low, high) in sorted(rep["display_range_by_folder"].items(), key=lambda kv: int(kv[0]))
    )
    covered = [r for low, high in folders for r in range(low, high + 1)]
    if covered != list(range(rep["min"], rep["max"] + 1)):
        raise ValueError("tracks.json: display folders must cover the reputation track once, in order")
    cards = raw["cards_action"]
    actions = raw["other_actions"]
    build, assoc = actions["build"], actions["association"]
    return Tracks(
        appeal_max=int(appeal["max"]),
        income_by_appeal=income,
        appeal_start_by_turn_order=tuple(appeal["start_by_turn_order"]),
        solo_start_appeal=int(appeal["solo_start_default"]),
        conservation_max=int(cons["max"]),
        conservation_thresholds=thresholds,
        cp_points_table=cp_table,
        end_score=100,  # tracks.json "end_trigger": appeal + cp_points >= 100 (jbargu TRIGGER_END_GAME_SCORE)
        reputation_min=int(rep["min"]),
        reputation_max=int(rep["max"]),
        reputation_start=int(rep["start"]),
        reputation_cap=int(rep["cap_without_cards_ii"]),
        reputation_bonuses=_frozen({int(k): v for k, v in rep["bonuses"].items()}),
        folder_reputation=folders,
        break_lengths=_frozen({int(k): int(v) for k, v in raw["break"]["track_length_by_players"].items()}),
        cards_break_advance=int(cards["break_advance"]),
        cards_draw_table=_frozen({k: tuple(v) for k, v in cards["draw_by_strength"].items()}),
        cards_discard_table=_frozen({k: tuple(v) for k, v in cards["discard_by_strength"].items()}),
        cards_snap_min_strength=_frozen(dict(cards["snap_min_strength"])),
        build_cost_per_space=int(build["cost_per_space"]),
        kiosk_min_distance=int(build["kiosk_min_distance"]),
        full_cover_appeal=int(build["full_cover_bonus_appeal"]),
        pavilion_appeal=int(build["pavilion_appeal"]),
        association_task_strength=_frozen(dict(assoc["task_strength"])),
        donation_costs_2p=tuple(assoc["donation_costs_2p"]),
        donation_overflow_cost=int(assoc["donation_overflow_cost"]),
        animals_ii_reputation_at_strength_5=int(actions["animals"]["II_reputation_at_strength_5"]),
        x_token_max=int(actions["x_token_max"]),
        setup=Setup(**{k: int(v) for k, v in raw["setup"].items() if k != "appeal_start_by_turn_order"}),
    )


#: The tracks of the base game, loaded once.
TRACKS: Tracks = load_tracks()
