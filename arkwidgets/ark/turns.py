"""Judging and applying moves: turns (T), placements (P-7 and the hand/disc side of it), abilities (A), rain and
pets (R), the final round (F) and the end of the game (E).

:func:`judge` is the one way to judge a move, with a mode: *fast* stops at the first violation (``Game.is_legal``,
move generation), *reporting* lists every one (``Game.check``). :func:`attempt` judges a move in reporting mode and
carries it out on a state the caller owns, so a two-card play is judged card by card on the state the first card
leaves behind (T-2b). A single placement of a turn is judged by :mod:`arkwidgets.ark.card_play` (the turn's rules
that read one card) and the placement rules on the ark (:mod:`arkwidgets.ark.placement`); move generation
(:mod:`arkwidgets.ark.movegen`) judges its candidates with the same code, so "listed as legal" and "accepted by
play" are decided once. The other moves — a draw, a pet, a pass, anything out of turn — are judged by the small
functions below, one per rule id.
"""

from __future__ import annotations

from ..events import Event
from ..i18n import N_, Counted, Nn_
from ..verdicts import GameError, Violation
from .card_play import apply_placement, judge_placement, pet_problem, t_2b_violation
from .cards import TYPES, Card
from .events import make
from .movegen import can_play_anything
from .moves import Draw, Move, Pass, Pet, Placement, Play
from .positions import parse_cabin
from .scoring import Scores, score
from .state import RAIN, RAIN_CARDS, Phase, State, Table
from .words import CardLabel, Feminine, TypeOf

__all__ = [
    "attempt",
    "judge",
    "place_partial",
    "apply",
    "final_scores",
]




# --------------------------------------------------------------------------------------------------- whole moves
def judge(table: Table, s: State, move: Move, player: int | None = None, fast: bool = False) -> list[Violation]:
    """The one way to judge a move for the player to act (``player``, if given, must be that player): every rule
    it breaks, or in ``fast`` mode the first one found. Nothing changes: a play is tried on a copy of ``s``."""
    if _is_own_play(s, move, player):
        return _play(table, s.copy(), move, fast)[0]  # type: ignore[arg-type]
    return _judge_other(table, s, move, player, fast)


def attempt(table: Table, s: State, move: Move, player: int | None = None) -> tuple[list[Violation], list[Event]]:
    """Judge a move (reporting every violation) and carry it out on ``s``, a state the caller owns and throws away
    if anything is broken. Returns (violations, events): every violation and no events, or none and the events."""
    if _is_own_play(s, move, player):
        return _play(table, s, move, False)  # type: ignore[arg-type]
    problems = _judge_other(table, s, move, player, False)
    return (problems, []) if problems else ([], apply(table, s, move))


def place_partial(table: Table, s: State, pl: Placement, first_cabin: tuple[int, int] | None) -> list[Violation]:
    """Judge one card of a turn in progress and, when legal, place it on ``s`` without ending the turn (how a front
    end previews a two-card play: ``first_cabin`` is the first card's cabin when this is the second). Returns the
    violations; ``s`` is unchanged when there are any."""
    if s.phase not in ("play", "final"):
        return [_phase_violation(s, "play")]
    problems = list(judge_placement(table, s, s.current, pl, first_cabin))
    if not problems:
        apply_placement(table, s, s.current, pl, None)
    return problems


def _is_own_play(s: State, move: Move, player: int | None) -> bool:
    return isinstance(move, Play) and s.phase in ("play", "final") and (player is None or player == s.current)


def _judge_other(table: Table, s: State, move: Move, player: int | None, fast: bool) -> list[Violation]:
    """Everything but a play by the player to act: a draw, a pet, a pass, and a play out of turn or phase."""
    if s.phase == Phase.OVER:
        return [e_5_no_move_after_the_end()]
    out = s_2_whose_turn(table, s, player)
    if out and fast:
        return out
    if isinstance(move, Draw):
        return out + t_1_draw(s, move)
    if isinstance(move, Play):
        return out + (r_1_pets_first(s, "play") or _play(table, s.copy(), move, fast)[0])
    if isinstance(move, Pet):
        return out + r_1_pet(table, s, move)
    if isinstance(move, Pass):
        return out + d_7_pass(table, s)
    return [*out, Violation("T-2", N_("{move} is not a move"), move=repr(move))]


def e_5_no_move_after_the_end() -> Violation:
    """E-5: once the game is over, no move is played."""
    return Violation("E-5", N_("the game is over; no more moves"))


def s_2_whose_turn(table: Table, s: State, player: int | None) -> list[Violation]:
    """S-2: play goes round the table; only the player to act moves."""
    if player is None or player == s.current:
        return []
    return [Violation("S-2", N_("it is {player}'s turn, not {other}'s"), player=table.names[s.current],
                      other=table.names[player])]


def t_1_draw(s: State, move: Draw) -> list[Violation]:
    """T-1: a draw takes a display card that exists, in a normal turn."""
    if s.phase != Phase.PLAY:
        return [_phase_violation(s, "draw")]
    if move.slot > len(s.display):
        return [Violation("T-1", N_("the display has {count}; there is no card {slot}"),
                          count=Counted(len(s.display), Nn_("{count} card", "{count} cards")), slot=move.slot)]
    return []


def r_1_pets_first(s: State, verb: str) -> list[Violation]:
    """R-1: once the 2nd rain card is out, pets are chosen before anything else is played."""
    return [_phase_violation(s, verb)] if s.phase == Phase.PETS else []


def r_1_pet(table: Table, s: State, move: Pet) -> list[Violation]:
    """R-1, R-2: a pet is chosen only at the 2nd rain card, from the hand, and must be a plain light animal."""
    if s.phase != Phase.PETS:
        return [_phase_violation(s, "pet")]
    problem = pet_problem(table, s, s.current, move.card) if move.card is not None else None
    return [problem] if problem else []


def d_7_pass(table: Table, s: State) -> list[Violation]:
    """D-7 (and R-1): a normal turn may be passed only when you can neither draw nor play; at the 2nd rain card the
    answer is a pet (or none), not a pass."""
    if s.phase == Phase.PETS:
        return [Violation("R-1", N_("it is time to choose a pet: write 'pet CARD' or 'pet none'"))]
    if s.phase == Phase.PLAY and (s.display or can_play_anything(table, s)):
        return [Violation("D-7", N_("a normal turn may be passed only when you can neither draw nor play"))]
    return []


def _composition(table: Table, s: State, move: Play) -> list[Violation]:
    """F-2 (one card in the final round) and T-2a (a slow or food card is the only card of its turn)."""
    out: list[Violation] = []
    placements = move.placements
    if s.phase == Phase.FINAL and len(placements) > 1:
        out.append(Violation("F-2", N_("in the final round a player places only one card per turn")))
    if len(placements) == 2:
        first = table.deck.get(placements[0].card)
        second = table.deck.get(placements[1].card)
        if first is not None and first.solo:
            out.append(Violation("T-2a", N_("a {type} card played first is the only card of the turn ({card})"),
                                 card=CardLabel(first), type=Feminine(first.type)))
        if second is not None and second.solo:
            out.append(Violation("T-2a", N_("a second card may not be slow or food: {card} ({type})"),
                                 card=CardLabel(second), type=TypeOf(second)))
    return out


def _play(table: Table, s: State, move: Play, fast: bool) -> tuple[list[Violation], list[Event]]:
    """Judge a play card by card and carry it out on ``s`` (T-2b: each card on the state the previous one left)."""
    out = _composition(table, s, move)
    if out and fast:
        return out[:1], []
    p = s.current
    events: list[Event] = []
    first_cabin: tuple[int, int] | None = None
    for k, pl in enumerate(move.placements):
        problems = judge_placement(table, s, p, pl, first_cabin, fast)
        if problems or out:
            return out + list(problems) + ([] if fast else _unjudged_same_cabin(move, k)), []
        first_cabin = parse_cabin(pl.cabin)
        apply_placement(table, s, p, pl, events)
    _after_play(table, s, events)
    return [], events


def _unjudged_same_cabin(move: Play, refused: int) -> list[Violation]:
    """T-2b for a second card left unjudged because the first was refused: the same cabin twice breaks it on any
    ark (a cabin the notation cannot read is T-2's or P-7's to report, not this)."""
    if refused != 0 or len(move.placements) != 2:
        return []
    first, second = move.placements
    try:
        same = parse_cabin(first.cabin) == parse_cabin(second.cabin)
    except GameError:
        return []
    return [t_2b_violation(second.cabin.strip())] if same else []


def _phase_violation(s: State, verb: str) -> Violation:
    if s.phase == Phase.PETS:
        return Violation("R-1", N_("the 2nd rain card has appeared: choose a pet ('pet CARD' or 'pet none') first"))
    if s.phase == Phase.FINAL:
        if verb == "draw":
            return Violation("F-2", N_("no drawing in the final round: place one card for an action disc, or pass"))
        return Violation("F-2", N_("pets were chosen at the 2nd rain; in the final round place one card or pass"))
    return Violation("R-1", N_("a pet is chosen only when the 2nd rain card appears"))


# --------------------------------------------------------------------------------------------------- applying
def apply(table: Table, s: State, move: Move) -> list[Event]:
    """Carry out a move already judged legal; returns the events in order."""
    events: list[Event] = []
    p = s.current
    deck = table.deck
    name = table.names[p]
    if isinstance(move, Draw):
        c = s.display.pop(move.slot - 1)
        s.hands[p].append(c)
        events.append(make("draw-display", "T-1", deck, player=name, card=c.id))
        top = _turn_over(table, s, events)
        if top is not None:
            s.hands[p].append(top)
            events.append(make("draw-deck", "T-1", deck, player=name, card=top.id))
        _end_normal_turn(table, s, events)
    elif isinstance(move, Play):
        for pl in move.placements:
            apply_placement(table, s, p, pl, events)
        _after_play(table, s, events)
    elif isinstance(move, Pet):
        if move.card is not None:
            c = deck.card(move.card)
            s.hands[p].remove(c)
            s.pets[p] = c
        events.append(make("pet", "R-1", deck, player=name, chose=move.card is not None, card=move.card))
        s.pet_queue.pop(0)
        if s.pet_queue:
            s.current = s.pet_queue[0]
        elif s.final_pending:
            _begin_final(table, s, events)
        else:
            s.phase = Phase.PLAY
            s.current = s.left(s.trigger)
            s.turn += 1
            events.append(make("turn", "T-1", deck, player=table.names[s.current]))
    elif isinstance(move, Pass):
        if s.phase == Phase.FINAL:
            s.passed[p] = True
            events.append(make("pass", "F-2", deck, player=name, final=True))
            _next_final_turn(table, s, events)
        else:
            events.append(make("pass", "D-7", deck, player=name, final=False))
            _end_normal_turn(table, s, events)
    return events


def _after_play(table: Table, s: State, events: list[Event]) -> None:
    if s.phase == Phase.PLAY:
        _end_normal_turn(table, s, events)
    else:
        _next_final_turn(table, s, events)


def _turn_over(table: Table, s: State, events: list[Event]) -> Card | None:
    """T-1a: turn deck cards over until one is not rain. None when the 5th rain stops everything (T-1c)."""
    while s.deck:
        top = s.deck.pop()
        if top == RAIN:
            s.rain += 1
            events.append(make("rain", "T-1a", table.deck, number=s.rain))
            if s.rain == 2:
                s.pet_queue = [(s.current + k) % s.players for k in range(s.players)]
            if s.rain == RAIN_CARDS:
                s.final_pending = True
                return None
            continue
        return top  # type: ignore[return-value]
    return None


def _end_normal_turn(table: Table, s: State, events: list[Event]) -> None:
    """Refill the display (T-1, P-7), then hand over to pets (R-1), the final round (F-1) or the left neighbour."""
    refill: list[str] = []
    while not s.final_pending and len(s.display) < 3 and s.deck:
        c = _turn_over(table, s, events)
        if c is None:
            break
        s.display.append(c)
        refill.append(c.id)
    if refill:
        events.append(make("refill", "T-1", table.deck, cards=refill))
    s.trigger = s.current
    if s.pet_queue:
        s.phase = Phase.PETS
        s.current = s.pet_queue[0]
        events.append(make("pets-begin", "T-1b", table.deck, player=table.names[s.current]))
    elif s.final_pending:
        _begin_final(table, s, events)
    else:
        s.current = s.left(s.current)
        s.turn += 1
        events.append(make("turn", "T-1", table.deck, player=table.names[s.current]))


def _begin_final(table: Table, s: State, events: list[Event]) -> None:
    s.phase = Phase.FINAL
    s.final_pending = False
    s.passed = [False] * s.players
    s.current = s.left(s.trigger)
    s.turn += 1
    events.append(make("final-begin", "F-1", table.deck, player=table.names[s.current]))


def _next_final_turn(table: Table, s: State, events: list[Event]) -> None:
    n = s.players
    for k in range(1, n + 1):
        q = (s.current + k) % n
        if not s.passed[q]:
            s.current = q
            s.turn += 1
            events.append(make("turn", "F-1", table.deck, player=table.names[q]))
            return
    s.phase = Phase.OVER
    _end_game(table, s, events)


def _end_game(table: Table, s: State, events: list[Event]) -> None:
    for p, pet in enumerate(s.pets):
        if pet is not None:
            events.append(make("reveal", "E-1", table.deck, player=table.names[p], card=pet.id, type=pet.type))
    result = final_scores(table, s)
    best = max(result.totals.values())
    events.append(make("game-over", "E-5", table.deck, winners=list(result.winners), total=str(best)))


def final_scores(table: Table, s: State) -> Scores:
    """E-1 … E-5 from the state: pets revealed and counted, majorities, discs, the tie-break."""
    n = s.players
    counts = [[s.token_count(t, p) for p in range(n)] for t in range(len(TYPES))]
    tokens_used = [sum(s.singles[t][p] + s.stacks[t][p] for t in range(len(TYPES))) for p in range(n)]
    for p, pet in enumerate(s.pets):
        if pet is not None:
            counts[pet.type_index][p] += 1
            tokens_used[p] += 1
    animals = [sum(1 for c in s.hands[p] if c.is_animal) for p in range(n)]
    pets = {table.names[p]: (pet.id if pet else None) for p, pet in enumerate(s.pets)}
    return score(table.names, counts, s.discs, animals, tokens_used, pets)
