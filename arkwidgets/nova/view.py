"""What one seat may know (N-TURN-8): the public table, its own hand and final scoring cards, counts of the rest.

Bots and front ends decide from a :class:`SeatView`, never from the state, so they cannot peek at other hands, the
other players' final scoring cards, the order of the deck or the final scoring deck, or the random state.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from .decisions import Decision
from .moves import Move

if TYPE_CHECKING:
    from .game import Game

__all__ = ["SeatView", "PlayerView", "view_of"]

#: Player fields everyone sees (N-TURN-8: played animals and sponsors are public).
PUBLIC_PLAYER_FIELDS = (
    "name", "map_id", "buildings", "action_cards", "upgraded", "money", "appeal", "cp", "reputation", "x_tokens",
    "workers", "workers_lying", "workers_on", "animals", "sponsors", "partner_zoos", "universities", "edge_tokens",
    "projects_supported", "card_tokens", "once",
)
#: Table fields everyone sees.
PUBLIC_TABLE_FIELDS = (
    "current", "start_player", "phase", "turn", "break_pos", "break_len", "break_due", "discard", "display",
    "base_projects", "project_row", "supports", "offer_partner_zoos", "offer_universities", "donations",
    "donations_covered", "tiles", "end_trigger", "final_turns", "cp10_done", "solo_left", "solo_rows",
)


@dataclass(frozen=True)
class PlayerView:
    """One player as seen from a seat: the public fields, and the hand only for the seat itself."""

    seat: int
    public: dict[str, Any]
    hand_size: int
    final_cards_count: int
    hand: tuple[int, ...] | None = None
    final_cards: tuple[int, ...] | None = None


@dataclass(frozen=True)
class SeatView:
    """The table from ``seat``. ``question``/``legal_moves`` are given only when this seat must answer."""

    seat: int
    players: tuple[PlayerView, ...]
    table: dict[str, Any]
    deck_size: int
    final_deck_size: int
    to_answer: int
    question: Decision | None = None
    legal_moves: tuple[Move, ...] = field(default=())

    @property
    def me(self) -> PlayerView:
        return self.players[self.seat]

    def to_dict(self) -> dict[str, Any]:
        return {
            "seat": self.seat,
            "players": [{"seat": p.seat, **p.public, "hand_size": p.hand_size,
                         "final_cards_count": p.final_cards_count,
                         **({"hand": list(p.hand), "final_cards": list(p.final_cards or ())} if p.hand is not None
                            else {})} for p in self.players],
            "table": self.table,
            "deck_size": self.deck_size,
            "final_deck_size": self.final_deck_size,
            "to_answer": self.to_answer,
            "question": self.question.to_dict() if self.question is not None else None,
            "legal_moves": [str(m) for m in self.legal_moves],
        }


def view_of(game: Game, seat: int) -> SeatView:
    gs = game.state  # a copy: the view never holds the live state
    full = gs.to_dict()
    players = []
    for i, p in enumerate(gs.players):
        raw = full["players"][i]
        players.append(PlayerView(
            seat=i, public={k: raw[k] for k in PUBLIC_PLAYER_FIELDS}, hand_size=len(p.hand),
            final_cards_count=len(p.final_cards),
            hand=p.hand if i == seat else None, final_cards=p.final_cards if i == seat else None))
    top = gs.top
    mine = top is not None and top.player == seat
    table = {k: full[k] for k in PUBLIC_TABLE_FIELDS}
    if gs.phase == "setup":  # N-SET-3: the display lies face down until everyone has kept 4 cards (N-SET-17)
        table["display"] = [None] * len(gs.display)
    return SeatView(
        seat=seat, players=tuple(players), table=table, deck_size=len(gs.deck),
        final_deck_size=len(gs.final_deck), to_answer=top.player if top is not None else -1,
        question=top if mine else None, legal_moves=tuple(game.legal_moves()) if mine else ())
