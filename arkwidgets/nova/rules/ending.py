"""The end (N-END-1 … -10): the trigger, checked after every change (ND-17), and final scoring.

The trigger is met when a player's appeal reaches the target of their CP (VP ≥ 0, N-END-2). The turn in progress is
finished and every other player takes one more turn (N-END-3; everyone, if the trigger came during a break, N-END-4);
:mod:`.turn` counts those turns. Final scoring: if nobody reached 10 CP each player first discards a final scoring
card (N-END-6, N-CP-6); then the final scoring cards and end-game card effects give CP (N-END-7); VP = appeal −
target(CP) (N-END-8); the highest VP wins, ties broken by projects supported, else shared (N-END-9, ND-13, ND-19).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ...i18n import N_
from ..decisions import Decision
from ..events import Event, event
from ..state import GameState
from ..tracks import TRACKS
from . import register_effect
from .engine import AFTER_CHANGE

__all__ = ["ENDGAME_HOOKS", "check_trigger", "final_card_cp", "ranking", "victory_points", "winners"]

#: ``(gs, seat) -> CP`` from end-game (hourglass) card effects (N-END-7); the sponsors module appends to it.
ENDGAME_HOOKS: list[Callable[[GameState, int], int]] = []


def check_trigger(gs: GameState) -> Sequence[Event]:
    """N-END-2, ND-17: the first time any player's markers meet, the player whose turn it is triggers the end.
    (Asked after every change of every game: nothing is made when nothing happens.)"""
    if gs.end_trigger is not None or gs.phase not in _PLAYING:
        return ()
    met = TRACKS.end_triggered
    for p in gs.players:
        if met(p.appeal, p.cp):
            gs.end_trigger = gs.current
            gs.end_in_break = gs.in_break
            return [event("end-trigger", "N-END-2", N_("{player}'s appeal ({appeal}) reaches the target of {cp} CP "
                                                       "({target}): the end is triggered"), player=p.name,
                          appeal=p.appeal, cp=p.cp, target=TRACKS.target(p.cp))]
    return ()


#: The phases in which the end can be triggered.
_PLAYING = frozenset({"play", "final"})


AFTER_CHANGE.append(check_trigger)


def final_card_cp(gs: GameState, seat: int, number: int) -> int:
    """The CP one final scoring card gives (N-END-7, 1–4 CP); see :mod:`.final_scoring` for the measures."""
    from .final_scoring import final_card_cp as measure

    return measure(gs, seat, number)


def victory_points(gs: GameState, seat: int) -> int:
    p = gs.players[seat]
    return TRACKS.victory_points(p.appeal, p.cp)


def ranking(gs: GameState) -> list[int]:
    """Seats best first: VP, then projects supported (N-END-9)."""
    return sorted(range(gs.n), key=lambda s: (-victory_points(gs, s), -gs.players[s].projects_supported, s))


def winners(gs: GameState) -> tuple[int, ...]:
    """The seats that win (several when they tie on VP and projects: a shared victory, N-END-9, ND-19)."""
    if gs.phase != "over":
        return ()
    if gs.n == 1:  # N-SOLO-12: a solo game is won with VP ≥ 0 after final scoring
        return (0,) if victory_points(gs, 0) >= 0 else ()
    order = ranking(gs)

    def key(s: int) -> tuple[int, int]:
        return victory_points(gs, s), gs.players[s].projects_supported

    return tuple(s for s in order if key(s) == key(order[0]))


def _final_scoring(gs: GameState, d: Decision) -> list[Event]:
    """N-END-6: without a CP-10 discard, everyone discards a final scoring card first; then scoring."""
    events = [event("final-scoring", "N-END-3", N_("the last turn is played: final scoring"))]
    if not gs.cp10_done:
        events.append(event("final-discard-all", "N-END-6", N_("nobody reached 10 CP: every player discards one "
                                                               "final scoring card")))
        gs.push(*(Decision("final-discard", s, rule="N-END-6") for s in gs.seats_from(gs.start_player)
                  if len(gs.players[s].final_cards) > 1))
    gs.push(Decision("score", d.player))
    return events


def _score(gs: GameState, d: Decision) -> list[Event]:
    """N-END-7 … -9. CP gained here trigger no threshold: the game is over."""
    events: list[Event] = []
    for seat in range(gs.n):
        p = gs.players[seat]
        cp = sum(final_card_cp(gs, seat, c) for c in p.final_cards) + sum(h(gs, seat) for h in ENDGAME_HOOKS)
        p.cp += cp
        events.append(event("final-cp", "N-END-7", N_("{player} scores {cp} CP from final scoring and end-game "
                                                      "effects (now {total})"), player=p.name, cp=cp, total=p.cp))
    gs.phase = "over"
    for seat in range(gs.n):
        p = gs.players[seat]
        events.append(event("vp", "N-END-8", N_("{player}: appeal {appeal} − target {target} = {vp} VP"),
                            player=p.name, appeal=p.appeal, target=TRACKS.target(p.cp), vp=victory_points(gs, seat)))
    won = winners(gs)
    if gs.n == 1 and not won:
        events.append(event("game-over", "N-SOLO-12", N_("the game is over: {player} ends below 0 VP and loses"),
                            player=gs.players[0].name))
    else:
        events.append(event("game-over", "N-END-9", N_("the game is over, won by {players}"),
                            players=tuple(gs.players[s].name for s in won)))
    return events


register_effect("final-scoring", _final_scoring)
register_effect("score", _score)
