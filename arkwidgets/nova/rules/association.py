"""The Association action (N-ASSOC-1 … -16): workers on four tasks, partner zoos, universities, donations.

Level I does exactly one task whose value (2 reputation, 3 partner zoo, 4 university, 5 conservation project) is at
most the strength (N-ASSOC-2). Level II does different tasks one at a time, their values adding up to at most the
strength (N-ASSOC-3, ND-24: the full strength counts), and may donate once, before or after its tasks, as long as
the action holds a task (N-ASSOC-12, ND-61); the player ends it with ``stop`` once a task is done. Each task takes
1 available worker, or 2 if one of the player's workers is already there; a task holding 3 is closed until the
break (N-ASSOC-1), judged when each task is done (ND-27).

The association question is answered by ``reputation``, ``partner-zoo <continent>``, ``university <kind>``, a
``project …`` move (judged and applied by :mod:`.projects`), ``donate`` or ``stop``. The bonus tiles and cards that
give "a partner zoo" or "a university" (N-CP-4) ask the same choice without a worker (:func:`ask_partner_zoo`,
:func:`ask_university`). The university kinds and the hand limit they raise are stated once, in :mod:`.icons`
(``UNIVERSITIES``, ``hand_limit``, ND-47).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable

from ...i18n import N_, Nn_
from ...verdicts import Violation
from ..cards import CONTINENTS
from ..decisions import Decision
from ..events import Event, event
from ..moves import Donate, Move, PartnerZoo, Project, Reputation, Stop, University
from ..state import TASKS, GameState, PlayerState
from ..tracks import TRACKS
from ..words import Counted, Either, IconName, IconNames, TaskName, UniversityName, Words
from ..zoomap import load_map
from . import first_reaching, register_action, register_bonus, register_effect, register_question
from .bonuses import gain_bonus, gain_cp, gain_reputation, pay
from .donations import cover_donation, next_donation
from .projects import project_candidates, project_violations, support
from .triggers import icons_added
from .zoo_icons import UNIVERSITIES, hand_limit, university_icons

__all__ = [
    "DONATION_CP",
    "PARTNER_ZOO_MAX",
    "TASK_VALUES",
    "TASK_VALUE_HOOKS",
    "ask_partner_zoo",
    "ask_university",
    "hand_limit",
    "n_assoc_1_workers",
    "n_assoc_2_3_value",
    "n_assoc_5_6_partner_zoo",
    "n_assoc_8_university",
    "n_assoc_12_donation",
    "task_value",
    "workers_needed",
]

#: Task values, in the order of ``state.TASKS`` (N-ASSOC-2).
TASK_VALUES: dict[str, int] = dict(zip(TASKS, (2, 3, 4, 5), strict=True))
#: CP a donation gives (N-ASSOC-12).
DONATION_CP = 1
#: Partner zoos a player may hold, all of different continents (N-ASSOC-6, N-MAP-5).
PARTNER_ZOO_MAX = 4
#: ``(gs, seat, task, value) -> value``: a card of the zoo that changes what a task is worth to its owner
#: (Veterinarian: the project task, ND-75).
TASK_VALUE_HOOKS: list[Callable[[GameState, int, str, int], int]] = []
_TASK_OF = {Reputation: "reputation", PartnerZoo: "partner-zoo", University: "university", Project: "project"}


def _name(gs: GameState, seat: int) -> str:
    return gs.players[seat].name


def task_value(gs: GameState, seat: int, task: str) -> int:
    """N-ASSOC-2: the strength ``task`` takes from ``seat`` (its printed value unless a card of the zoo changes it)."""
    value = TASK_VALUES[task]
    for hook in TASK_VALUE_HOOKS:
        value = hook(gs, seat, task, value)
    return value


def workers_needed(gs: GameState, seat: int, task: str) -> int | None:
    """N-ASSOC-1: 1 worker if none of yours is on the task, 2 if one is; None when 3 of yours close it."""
    on = gs.players[seat].workers_on[_TASK_INDEX[task]]
    if on >= 3:
        return None
    return 1 if on == 0 else 2


_TASK_INDEX = {task: i for i, task in enumerate(TASKS)}


def _staffed(gs: GameState, seat: int, task: str) -> bool:
    """N-ASSOC-1 without its words (what the candidates ask of every task at every turn): the task is open and
    enough workers are available."""
    need = workers_needed(gs, seat, task)
    return need is not None and gs.players[seat].workers >= need


def _value_fits(d: Decision, task: str, value: int) -> bool:
    """N-ASSOC-2, -3 without their words: level I: the task's value at most the strength; level II: a task not yet
    done, its value at most what is left."""
    cap: int = d["strength"] if d["level"] == "I" else d["left"]
    return value <= cap and (d["level"] == "I" or task not in d["done"])


def _partner_zoo_slot_open(p: PlayerState) -> bool:
    """N-ASSOC-6, N-MAP-6: the player's next partner zoo slot exists and is usable now (the 3rd and 4th need
    Association II)."""
    have = len(p.partner_zoos)
    return have < PARTNER_ZOO_MAX and (have < load_map(p.map_id).partner_zoo_ii_from or p.level("association") == "II")


def _continent_open(gs: GameState, p: PlayerState, continent: str) -> bool:
    """N-ASSOC-5, -6: a partner zoo of ``continent`` is on offer and the player has none there."""
    return continent not in p.partner_zoos and continent in gs.offer_partner_zoos


def _university_open(gs: GameState, p: PlayerState, kind: str) -> bool:
    """N-ASSOC-8, ND-47: ``kind`` is a university kind on offer that the player lacks."""
    return kind in UNIVERSITIES and kind not in p.universities and kind in gs.offer_universities


# ------------------------------------------------------------------------------------------- rule functions
def n_assoc_1_workers(gs: GameState, seat: int, task: str) -> list[Violation]:
    """N-ASSOC-1: enough available workers for the task, and the task not closed by 3 of yours."""
    if _staffed(gs, seat, task):
        return []
    need = workers_needed(gs, seat, task)
    if need is None:
        return [Violation("N-ASSOC-1", N_("3 of {player}'s workers are on the {task} task: it is closed until the "
                                          "next break"), player=_name(gs, seat), task=TaskName(task))]
    have = gs.players[seat].workers
    return [Violation("N-ASSOC-1", N_("the {task} task needs {need}; {player} has {have}"), task=TaskName(task),
                      need=Counted(need, Nn_("{count} available worker", "{count} available workers")),
                      player=_name(gs, seat), have=have)]


def n_assoc_2_3_value(d: Decision, task: str, value: int | None = None) -> list[Violation]:
    """N-ASSOC-2 (level I: one task, value ≤ strength) and N-ASSOC-3 (level II: different tasks, sum ≤ strength);
    ``value``: what the task is worth to this player (:func:`task_value`), the printed value if not given."""
    value = TASK_VALUES[task] if value is None else value
    if _value_fits(d, task, value):
        return []
    if d["level"] == "I":
        if value > d["strength"]:
            return [Violation("N-ASSOC-2", N_("the {task} task is worth {value}; Association I at strength "
                                              "{strength} allows at most {strength}"), task=TaskName(task), value=value,
                              strength=d["strength"])]
        return []
    found = []
    if task in d["done"]:
        found.append(Violation("N-ASSOC-3", N_("the {task} task was already done in this action"), task=TaskName(task)))
    if value > d["left"]:
        found.append(Violation("N-ASSOC-3", N_("the {task} task is worth {value}; only {left} of the strength "
                                               "{strength} is left"), task=TaskName(task), value=value, left=d["left"],
                               strength=d["strength"]))
    return found


def n_assoc_5_6_partner_zoo(gs: GameState, seat: int, continent: str) -> list[Violation]:
    """N-ASSOC-5, -6, N-MAP-5, -6, ND-44: a continent on offer that you lack, and a usable slot (the 3rd and 4th
    need Association II, judged now, ND-22)."""
    p = gs.players[seat]
    found = []
    if not _continent_open(gs, p, continent):
        if continent in p.partner_zoos:
            found.append(Violation("N-ASSOC-6", N_("{player} already has a partner zoo in {continent}"),
                                   player=p.name, continent=IconName(continent)))
        else:
            found.append(Violation("N-ASSOC-5", N_("no {continent} partner zoo is on the association board (on "
                                                   "offer: {offer})"), continent=IconName(continent),
                                   offer=IconNames(gs.offer_partner_zoos)))
    if not _partner_zoo_slot_open(p):
        have = len(p.partner_zoos)
        if have >= PARTNER_ZOO_MAX:
            found.append(Violation("N-ASSOC-6", N_("{player} already has {have} partner zoos, the most allowed"),
                                   player=p.name, have=have))
        else:
            found.append(Violation("N-MAP-6", N_("partner zoo slot {slot} is usable only with Association II"),
                                   slot=have + 1))
    return found


def n_assoc_8_university(gs: GameState, seat: int, kind: str) -> list[Violation]:
    """N-ASSOC-8, ND-47: a university kind on offer that you lack."""
    p = gs.players[seat]
    if _university_open(gs, p, kind):
        return []
    if kind not in UNIVERSITIES:
        return [Violation("N-ASSOC-8", N_("{kind} is not a university kind ({kinds})"), kind=UniversityName(kind),
                          kinds=Either(UniversityName(u) for u in UNIVERSITIES))]
    if kind in p.universities:
        return [Violation("N-ASSOC-8", N_("{player} already has the {kind} university"), player=p.name,
                          kind=UniversityName(kind))]
    return [Violation("N-ASSOC-8", N_("no {kind} university is on the association board (on offer: {offer})"),
                      kind=UniversityName(kind), offer=Words(UniversityName(u) for u in gs.offer_universities))]


def n_assoc_12_donation(gs: GameState, d: Decision) -> list[Violation]:
    """N-ASSOC-12 … -15, ND-28, ND-48, ND-61: level II only, once, with a task in the same action, paying the
    smallest visible cost.

    P.16 asks only that the action contains a task, not that the task comes first (ND-61, revised): the donation may
    open the action when a task can still follow it, judged now so that every legal move stays final. A task can
    follow when one is possible with the money the donation leaves; and when the donation's CP reaches a CP-5 or CP-8
    bonus not yet taken, that bonus (a partner zoo, a university, display cards, a sponsor) could take that task
    away, so then only the reputation task, which no bonus removes, is counted."""
    if d["level"] != "II":
        return [Violation("N-ASSOC-15", N_("Association I allows no donation"))]
    found = []
    if d["donated"]:
        found.append(Violation("N-ASSOC-12", N_("one donation per Association action; this one already donated")))
    _, cost = next_donation(gs)
    money = gs.players[d.player].money
    if money < cost:
        found.append(Violation("N-ASSOC-12", N_("the next donation costs {cost}; {player} has {money} money"),
                               cost=cost, player=_name(gs, d.player), money=money))
    elif not d["done"] and not d["donated"] and not _task_can_follow(gs, d, cost):
        found.append(Violation("ND-61", N_("a donation needs a task in the same action, and after this one no task "
                                           "could be done for sure: do a task first")))
    return found


def _task_can_follow(gs: GameState, d: Decision, cost: int) -> bool:
    """ND-61: after paying ``cost``, a task is still possible that the donation's own CP cannot take away. The
    reputation task, asked first, reads no money: it is asked of the game as it is, and the game is copied to pay
    the donation only when the other tasks must be asked. A task reads nothing of the donation itself, so ``d`` is
    asked as it is."""
    p = gs.players[d.player]
    bonus_ahead = any(t.at in (5, 8) and p.cp < t.at <= p.cp + DONATION_CP and f"cp-{t.at}" not in p.once
                      for t in TRACKS.conservation_thresholds)
    if _task_open(gs, d, "reputation"):
        return True
    if bonus_ahead:
        return False
    trial = gs.copy()
    trial.players[d.player].money -= cost
    return _some_task(trial, d)


def _stop_violations(d: Decision) -> list[Violation]:
    if d["level"] == "I":
        return [Violation("N-ASSOC-2", N_("Association I does exactly one task; it cannot stop before it"))]
    if not d["done"]:
        return [Violation("N-ASSOC-3", N_("an Association action does at least one task before it stops "
                                          "(ND-25)"))]
    return []


def _task_violations(gs: GameState, d: Decision, move: Move, report: bool) -> list[Violation]:
    task = _TASK_OF[type(move)]
    found = n_assoc_2_3_value(d, task, task_value(gs, d.player, task)) + n_assoc_1_workers(gs, d.player, task)
    if found and not report:
        return found
    if isinstance(move, PartnerZoo):
        found += n_assoc_5_6_partner_zoo(gs, d.player, move.continent)
    elif isinstance(move, University):
        found += n_assoc_8_university(gs, d.player, move.kind)
    elif isinstance(move, Project):
        found += project_violations(gs, d.player, move, d["level"], report)
    return found


def _violations(gs: GameState, d: Decision, move: Move, report: bool) -> list[Violation]:
    if isinstance(move, Stop):
        return _stop_violations(d)
    if isinstance(move, Donate):
        return n_assoc_12_donation(gs, d)
    return _task_violations(gs, d, move, report)


# ---------------------------------------------------------------------------------------------- candidates
def _partner_zoo_moves(gs: GameState, seat: int) -> list[Move]:
    """The continents :func:`n_assoc_5_6_partner_zoo` allows (its conditions, without building a verdict)."""
    p = gs.players[seat]
    if not _partner_zoo_slot_open(p):
        return []
    return [PartnerZoo(c) for c in CONTINENTS if _continent_open(gs, p, c)]


def _university_moves(gs: GameState, seat: int) -> list[Move]:
    """The kinds :func:`n_assoc_8_university` allows (its conditions, without building a verdict)."""
    p = gs.players[seat]
    return [University(k) for k in UNIVERSITIES if _university_open(gs, p, k)]


def _task_open(gs: GameState, d: Decision, task: str) -> bool:
    """:func:`n_assoc_2_3_value` and :func:`n_assoc_1_workers` find nothing (asked without their words)."""
    return _value_fits(d, task, task_value(gs, d.player, task)) and _staffed(gs, d.player, task)


def _offers(gs: GameState, seat: int, level: str, task: str) -> bool:
    """Has ``task`` something to take now (a partner zoo, a university, a project; the reputation task always)?"""
    if task == "reputation":
        return True
    if task == "partner-zoo":
        return bool(_partner_zoo_moves(gs, seat))
    if task == "university":
        return bool(_university_moves(gs, seat))
    return bool(project_candidates(gs, seat, level, first=True))


def _candidates(gs: GameState, d: Decision, first: bool = False) -> list[Move]:
    seat = d.player
    moves: list[Move] = []
    if _task_open(gs, d, "reputation"):
        moves.append(Reputation())  # always possible; a gain lost at the cap is still a task (ND-43)
    if _task_open(gs, d, "partner-zoo"):
        moves += _partner_zoo_moves(gs, seat)
    if _task_open(gs, d, "university"):
        moves += _university_moves(gs, seat)
    if first and moves:
        return moves
    if _task_open(gs, d, "project"):
        moves += project_candidates(gs, seat, d["level"], first=first)
    if d["level"] == "II" and not n_assoc_12_donation(gs, d):
        moves.append(Donate())
    if d["level"] == "II" and d["done"]:
        moves.append(Stop())
    return moves


def _some_task(gs: GameState, d: Decision) -> bool:
    """Does :func:`_candidates` (``first=True``) list a task, i.e. anything but a donation or stopping? Asked task by
    task in the same order, stopping at the first task that has a move (the action question asks this of every
    action card at every turn, N-TURN-5)."""
    return any(_task_open(gs, d, task) and _offers(gs, d.player, d["level"], task) for task in TASKS)


# ------------------------------------------------------------------------------------------------ applying
def _place_workers(gs: GameState, seat: int, task: str) -> list[Event]:
    need = workers_needed(gs, seat, task)
    assert need is not None
    p = gs.players[seat]
    i = TASKS.index(task)
    p.workers -= need
    on = list(p.workers_on)
    on[i] += need
    p.workers_on = (on[0], on[1], on[2], on[3])
    return [event("workers", "N-ASSOC-1", Nn_("{player} puts {count} worker on the {task} task",
                                                    "{player} puts {count} workers on the {task} task"), player=p.name,
                  count=need, task=TaskName(task))]


def take_partner_zoo(gs: GameState, seat: int, continent: str, rule: str) -> list[Event]:
    """The partner zoo leaves the board for the lowest empty slot; that slot's bonus at once (N-ASSOC-5, N-MAP-5)."""
    p = gs.players[seat]
    slot = len(p.partner_zoos)
    p.partner_zoos = (*p.partner_zoos, continent)
    gs.offer_partner_zoos = tuple(c for c in gs.offer_partner_zoos if c != continent)
    events = [event("partner-zoo", rule, N_("{player} takes a partner zoo in {continent} (slot {slot})"),
                    player=p.name, continent=IconName(continent), slot=slot + 1)]
    bonus = load_map(p.map_id).partner_zoo_slots[slot]
    if bonus is not None:
        events += gain_bonus(gs, seat, bonus.type, bonus.value, "N-MAP-5")
    return events + icons_added(gs, seat, Counter({continent: 1}))  # N-ASSOC-7, ND-74: as a card's icon would


def take_university(gs: GameState, seat: int, kind: str, rule: str) -> list[Event]:
    """The university to the lowest empty slot (slot bonus), and its reputation (N-ASSOC-8, -9, ND-47)."""
    p = gs.players[seat]
    slot = len(p.universities)
    p.universities = (*p.universities, kind)
    gs.offer_universities = tuple(u for u in gs.offer_universities if u != kind)
    events = [event("university", rule, N_("{player} takes the {university} university (slot {slot})"),
                    player=p.name, university=UniversityName(kind), slot=slot + 1)]
    slots = load_map(p.map_id).university_slots
    bonus = slots[slot] if slot < len(slots) else None
    if bonus is not None:
        events += gain_bonus(gs, seat, bonus.type, bonus.value, "N-MAP-5")
    events += gain_reputation(gs, seat, UNIVERSITIES[kind][1], "N-ASSOC-8")
    return events + icons_added(gs, seat, university_icons(kind))  # N-ASSOC-9, ND-74: its icons trigger effects


def _donate(gs: GameState, seat: int) -> list[Event]:
    space, cost = next_donation(gs)
    events = pay(gs, seat, cost, "N-ASSOC-12")
    if space is None:
        events.append(event("donate", "N-ASSOC-13", N_("{player} donates {cost}; every other space is covered, so "
                                                       "no token is placed"), player=_name(gs, seat), cost=cost))
    else:
        cover_donation(gs, space, seat)
        events.append(event("donate", "N-ASSOC-12", N_("{player} donates {cost} and covers that space with a "
                                                       "token"), player=_name(gs, seat), cost=cost))
    return events + gain_cp(gs, seat, DONATION_CP, "N-ASSOC-12")


def _apply(gs: GameState, d: Decision, move: Move) -> list[Event]:
    seat = d.player
    if isinstance(move, Stop):
        return [event("association-stop", "N-ASSOC-3", N_("{player} ends the Association action"),
                      player=_name(gs, seat))]
    if isinstance(move, Donate):
        events = _donate(gs, seat)
        gs.push(Decision("association-more", seat, **{**d.data, "donated": True}))
        return events
    task = _TASK_OF[type(move)]
    value = task_value(gs, seat, task)  # judged before the task is done (ND-22)
    events = _place_workers(gs, seat, task)
    if isinstance(move, Reputation):
        events += gain_reputation(gs, seat, 2, "N-ASSOC-4")
    elif isinstance(move, PartnerZoo):
        events += take_partner_zoo(gs, seat, move.continent, "N-ASSOC-5")
    elif isinstance(move, University):
        events += take_university(gs, seat, move.kind, "N-ASSOC-8")
    else:
        assert isinstance(move, Project)
        events += support(gs, seat, move)
    if d["level"] == "II":  # asked after every gain this task pushed (ND-27)
        gs.push(Decision("association-more", seat, **{**d.data, "done": d["done"] + (task,),
                                                      "left": d["left"] - value}))
    return events


def _more(gs: GameState, d: Decision) -> list[Event]:
    """Association II goes on while a task or the donation is still possible; otherwise it ends by itself."""
    question = Decision("association", d.player, **d.data)
    if any(not isinstance(m, Stop) for m in _candidates(gs, question, first=True)):
        gs.push(question)
        return []
    return [event("association-stop", "N-ASSOC-3", N_("{player} can do no more in this Association action"),
                  player=_name(gs, d.player))]


# --------------------------------------------------------------------------------------------- the action
def _start(gs: GameState, seat: int, level: str, strength: int) -> list[Event]:
    gs.push(Decision("association", seat, level=level, strength=strength, left=strength, done=(), donated=False))
    return []


def _can_act(gs: GameState, seat: int, level: str, strength: int) -> list[Violation]:
    """ND-25: the action must be able to do at least one task (a donation alone is not an action)."""
    probe = Decision("association", seat, level=level, strength=strength, left=strength, done=(), donated=False)
    if _some_task(gs, probe):
        return []
    return [Violation("N-ASSOC-2", N_("no association task can be done at strength {strength}: workers, the "
                                      "board or the projects allow none"), strength=strength)]


def _least_strength(gs: GameState, seat: int, level: str) -> int | None:
    """The least strength at which Association at ``level`` can do a task (what :func:`_can_act` asks at each
    strength): with nothing done yet the strength only caps a task's value (N-ASSOC-2, -3), so it is the least value
    of a task with the workers it needs (N-ASSOC-1) and something to take (:func:`_offers`). Both only read the
    game, so a task worth no less than the least found so far is not asked them."""
    least = None
    for task in TASKS:
        value = task_value(gs, seat, task)
        if (least is None or value < least) and _staffed(gs, seat, task) and _offers(gs, seat, level, task):
            least = value
    return least


def _first_acting(gs: GameState, seat: int, level: str, strengths: Iterable[int]) -> int | None:
    """:func:`_can_act` at each of ``strengths`` in turn, the tasks judged once (:func:`_least_strength`)."""
    return first_reaching(_least_strength(gs, seat, level), strengths)


register_action("association", can_act=_can_act, start=_start, first_acting=_first_acting)
register_question("association", candidates=_candidates, violations=_violations, apply=_apply,
                  moves=(Reputation, PartnerZoo, University, Project, Donate, Stop), rule="N-ASSOC-2",
                  description=N_("{player}: Association {level} at strength {strength}: choose a task ({left} of "
                                 "the strength left; done: {done}), donate or stop"),
                  words={"done": lambda done: Words(TaskName(t) for t in done)})
register_effect("association-more", _more)


# ---------------------------------------------------------------------------- partner zoo / university as a bonus
def ask_partner_zoo(gs: GameState, seat: int, value: int, rule: str) -> list[Event]:
    """A bonus "take a partner zoo" (a tile at CP 5/8, N-CP-4): the same choice without a worker; lost when none
    can be taken (ND-43)."""
    if not _partner_zoo_moves(gs, seat):
        return [event("lost", "ND-43", N_("{player} can take no partner zoo: the bonus is lost"),
                      player=_name(gs, seat))]
    gs.push(Decision("bonus-partner-zoo", seat, rule=rule))
    return []


def ask_university(gs: GameState, seat: int, value: int, rule: str) -> list[Event]:
    """A bonus "take a university": the same choice without a worker; lost when none can be taken (ND-43)."""
    if not _university_moves(gs, seat):
        return [event("lost", "ND-43", N_("{player} can take no university: the bonus is lost"),
                      player=_name(gs, seat))]
    gs.push(Decision("bonus-university", seat, rule=rule))
    return []


def _bonus_candidates(gs: GameState, d: Decision) -> list[Move]:
    if d.kind == "bonus-partner-zoo":
        return _partner_zoo_moves(gs, d.player)
    return _university_moves(gs, d.player)


def _bonus_violations(gs: GameState, d: Decision, move: Move, report: bool) -> list[Violation]:
    if isinstance(move, PartnerZoo):
        return n_assoc_5_6_partner_zoo(gs, d.player, move.continent)
    assert isinstance(move, University)
    return n_assoc_8_university(gs, d.player, move.kind)


def _bonus_apply(gs: GameState, d: Decision, move: Move) -> list[Event]:
    if isinstance(move, PartnerZoo):
        return take_partner_zoo(gs, d.player, move.continent, d["rule"])
    assert isinstance(move, University)
    return take_university(gs, d.player, move.kind, d["rule"])


register_bonus("partner_zoo", ask_partner_zoo)
register_bonus("university", ask_university)
register_question("bonus-partner-zoo", candidates=_bonus_candidates, violations=_bonus_violations,
                  apply=_bonus_apply, moves=(PartnerZoo,), rule="N-ASSOC-5",
                  description=N_("{player}: take a partner zoo of a continent you lack (a bonus, no worker)"))
register_question("bonus-university", candidates=_bonus_candidates, violations=_bonus_violations,
                  apply=_bonus_apply, moves=(University,), rule="N-ASSOC-8",
                  description=N_("{player}: take a university of a kind you lack (a bonus, no worker)"))
