"""Conservation projects (N-PROJ-1 … -13): supporting a level, playing a project card into the row, releasing.

Association task 5 (N-ASSOC-10) answers the association question with a :class:`~arkwidgets.nova.moves.Project`
move; :mod:`.association` asks this module whether it is legal (:func:`project_violations`), which are legal
(:func:`project_candidates`) and what it does (:func:`support`). The move names everything a support needs: the
project, the level (1 = the leftmost, richest), the left-edge space whose token moves (0 = a token from the supply
when the edge is empty, ND-13), where a new card comes from (hand, or a display folder with Association II) and, for
a release project, the animal released.

Order of a support: a new card is paid for and enters the row (pushing the oldest out, N-PROJ-9, -10), its player
bonus is gained (N-PROJ-13, ND-12); the released animal leaves (N-PROJ-8); the token moves onto the level; then the
level's reward and the bonus of the uncovered map space, in either order (N-PROJ-5, N-MAP-4, P.15): its player
chooses when the order matters (:mod:`.together`, N-EFF-3, ND-50).
"""

from __future__ import annotations

from collections.abc import Callable

from ...i18n import N_, Nn_
from ...verdicts import Violation
from ..cards import AnimalCard, ProjectCard, card, card_as
from ..events import Event, event
from ..hexes import format_hex
from ..moves import Project
from ..state import GameState, Support
from ..words import (
    BonusName,
    CardName,
    CardNames,
    Counted,
    EnclosureAt,
    HexName,
    IconName,
    NeedName,
    SizeClass,
    TheBuilding,
)
from ..zoomap import load_map
from .bonuses import bonus_known, gain_reputation, lose_appeal, pay
from .deck import discard, in_range, range_folders, take_from_display
from .housing import leave_standard
from .project_conditions import (
    REQUIREMENT_TYPES,
    breeding_animals,
    counted,
    printed_size,
    releasable,
)
from .together import Part, together

__all__ = [
    "LENT_ICON_HOOKS",
    "REPEAT_HOOKS",
    "RELEASE",
    "REQUIREMENT_TYPES",
    "SUPPORTED_HOOKS",
    "ROW_LIMITS",
    "can_support",
    "n_assoc_11_from_display",
    "n_proj_2_in_play",
    "n_proj_3_from_hand",
    "n_proj_4_level_free",
    "n_proj_4_once_per_project",
    "n_proj_5_token",
    "n_proj_6_condition",
    "n_proj_10_row_limit",
    "n_proj_12_blocked",
    "project_candidates",
    "project_violations",
    "projects_in_play",
    "row_limit",
    "support",
]

#: How many project cards the row above the association board holds, by player count (N-PROJ-10, ND-31).
ROW_LIMITS = {1: 2, 2: 2, 3: 3, 4: 4}
#: The requirement type of a project supported by releasing an animal (N-PROJ-7).
RELEASE = "release_animal_standard_size"
BLOCKER = -1  # the owner of a 2-player blocking token (N-SET-7)
#: Cards of a zoo that change supporting a project (the sponsors' ongoing effects, ND-76, ND-77):
#: ``(gs, seat, project) -> n``: icons lent to a counted project's condition (Breeding Program's tokens);
LENT_ICON_HOOKS: list[Callable[[GameState, int, ProjectCard], int]] = []
#: ``(gs, seat, project) -> bool``: may ``seat`` support ``project`` again (Migration Recording);
REPEAT_HOOKS: list[Callable[[GameState, int, ProjectCard], bool]] = []
#: ``(gs, seat, move, project) -> events``: after the level's reward (spending a lent icon, extra CP).
SUPPORTED_HOOKS: list[Callable[[GameState, int, Project, ProjectCard], list[Event]]] = []


def row_limit(gs: GameState) -> int:
    return ROW_LIMITS[gs.n]


def projects_in_play(gs: GameState) -> tuple[int, ...]:
    """Base projects below the board, then the project cards of the row (N-PROJ-2)."""
    return gs.base_projects + gs.project_row


def _name(gs: GameState, seat: int) -> str:
    return gs.players[seat].name


# ------------------------------------------------------------------------------------------- rule functions
def n_proj_2_in_play(gs: GameState, move: Project) -> list[Violation]:
    """N-PROJ-2: a project supported without playing it must be in play (a base project or in the row)."""
    if move.source is None and move.card not in projects_in_play(gs):
        return [Violation("N-PROJ-2", N_("project {card} is not in play (in play: {projects})"),
                          card=CardName(move.card),
                          projects=CardNames(projects_in_play(gs)))]
    return []


def n_proj_3_from_hand(gs: GameState, seat: int, move: Project) -> list[Violation]:
    """N-PROJ-3, ND-12: a project card played from the hand must be a project card in that hand."""
    if move.source != "hand":
        return []
    found = []
    if move.card not in gs.players[seat].hand:
        found.append(Violation("N-PROJ-3", N_("{card} is not in {player}'s hand"), card=CardName(move.card),
                               player=_name(gs, seat)))
    if card_as(ProjectCard, move.card) is None:  # a base project an ability took into the hand is one too (ND-72)
        found.append(Violation("N-PROJ-3", N_("{card} is not a conservation project card"), card=CardName(move.card)))
    return found


def n_assoc_11_from_display(gs: GameState, seat: int, move: Project, level: str) -> list[Violation]:
    """N-ASSOC-11: with Association II a project card may come from the display, within reputation range, paying
    its folder number."""
    folder = move.source
    if not isinstance(folder, int):
        return []
    if level != "II":
        return [Violation("N-ASSOC-11", N_("a project card from the display needs Association II"))]
    found = []
    held = gs.display[folder - 1]
    p = card_as(ProjectCard, held) if held is not None else None
    if held != move.card or p is None or p.is_base:
        found.append(Violation("N-ASSOC-11", N_("display folder {folder} does not hold project card {card}"),
                               folder=folder, card=CardName(move.card)))
    if not in_range(gs, seat, folder):
        found.append(Violation("N-DISP-3", N_("folder {folder} is beyond {player}'s reputation range"),
                               folder=folder, player=_name(gs, seat)))
    if gs.players[seat].money < folder:
        found.append(Violation("N-ASSOC-11", N_("a card from folder {folder} costs {folder} money; {player} has "
                                                "{money}"), folder=folder, player=_name(gs, seat),
                               money=gs.players[seat].money))
    return found


def n_proj_4_once_per_project(gs: GameState, seat: int, move: Project) -> list[Violation]:
    """N-PROJ-4: no player supports the same project twice (unless a card of the zoo allows it, ND-77)."""
    if not _once_free(gs, seat, move.card):
        return [Violation("N-PROJ-4", N_("{player} already has a token on project {card}"), player=_name(gs, seat),
                          card=CardName(move.card))]
    return []


def _once_free(gs: GameState, seat: int, number: int) -> bool:
    """N-PROJ-4 without its words: ``seat`` has no token on project ``number`` yet, or a card of the zoo lets it
    support that project again (ND-77)."""
    p = card_as(ProjectCard, number)
    if p is not None and any(hook(gs, seat, p) for hook in REPEAT_HOOKS):
        return True
    return not any(s.project == number and s.owner == seat for s in gs.supports)


def _token_on_level(gs: GameState, number: int, level: int, blocker: bool) -> bool:
    """Is level ``level`` of project ``number`` covered by the 2-player blocking token (``blocker``) or by a
    player's token (not ``blocker``)?"""
    return any(s.project == number and s.level == level and (s.owner == BLOCKER) == blocker for s in gs.supports)


def n_proj_12_blocked(gs: GameState, move: Project) -> list[Violation]:
    """N-PROJ-12, N-SET-7: a level blocked in a 2-player game can never be supported."""
    if _token_on_level(gs, move.card, move.level, blocker=True):
        return [Violation("N-PROJ-12", N_("level {level} of project {card} is blocked for the two-player game"),
                          level=move.level, card=CardName(move.card))]
    return []


def n_proj_4_level_free(gs: GameState, move: Project) -> list[Violation]:
    """N-PROJ-4: the level must not be covered by a token already."""
    if _token_on_level(gs, move.card, move.level, blocker=False):
        return [Violation("N-PROJ-4", N_("level {level} of project {card} is already covered"),
                          level=move.level, card=CardName(move.card))]
    return []


def n_proj_6_condition(gs: GameState, seat: int, move: Project, p: ProjectCard) -> list[Violation]:
    """N-PROJ-6, -7, ND-11: the level's condition must be met (a count, a release, a breeding pair)."""
    tier = p.tiers[move.level - 1]
    kind = p.requirement_type
    if kind == RELEASE:
        return _release_condition(gs, seat, move, p)
    if move.release is not None:
        return [Violation("N-PROJ-7", N_("only a release project releases an animal; {card} is not one"),
                          card=CardName(move.card))]
    if kind == "icon_plus_partner_zoo":
        if breeding_animals(gs, seat, p):
            return []
        return [Violation("N-PROJ-4", N_("project {card} needs an animal with the {icon} icon and a partner zoo of "
                                         "that animal's continent"), card=CardName(move.card),
                          icon=IconName(p.required_icon or ""))]
    have = _have(gs, seat, p)
    if have < tier.count:
        return [Violation("N-PROJ-6", N_("level {level} of project {card} needs {need} ({what}); {player} has "
                                         "{have}"), level=move.level, card=CardName(move.card), need=tier.count,
                          what=NeedName(p.required_icon or kind), player=_name(gs, seat), have=have)]
    return []


def _have(gs: GameState, seat: int, p: ProjectCard) -> int:
    """What a counted project's condition finds in the zoo of ``seat``, icons lent by its cards included (ND-76)."""
    return counted(gs, seat, p) + sum(hook(gs, seat, p) for hook in LENT_ICON_HOOKS)


def _levels_met(gs: GameState, seat: int, p: ProjectCard) -> tuple[bool, ...]:
    """:func:`n_proj_6_condition` without its words, level by level, for a project that releases no animal: the
    zoo is read once for all its levels."""
    if p.requirement_type == "icon_plus_partner_zoo":
        return (bool(breeding_animals(gs, seat, p)),) * len(p.tiers)
    have = _have(gs, seat, p)
    return tuple(have >= tier.count for tier in p.tiers)


def _release_condition(gs: GameState, seat: int, move: Project, p: ProjectCard) -> list[Violation]:
    tier = p.tiers[move.level - 1]
    if move.release is None:
        return [Violation("N-PROJ-7", N_("project {card} is supported by releasing an animal: "
                                         "name the animal to release"), card=CardName(move.card))]
    if move.release not in [z.card for z in gs.players[seat].animals]:
        return [Violation("N-PROJ-7", N_("{animal} is not an animal in {player}'s zoo"), animal=CardName(move.release),
                          player=_name(gs, seat))]
    if move.release not in [z.card for z in releasable(gs, seat, p, tier)]:
        a = card(move.release)
        size = printed_size(a) if isinstance(a, AnimalCard) else "-"
        return [Violation("N-PROJ-7", N_("level {level} of project {card} releases an animal with the {icon} icon "
                                         "and standard size {sizes}; {animal} has size {size}"),
                          level=move.level, card=CardName(move.card), icon=IconName(p.required_icon or ""),
                          sizes=SizeClass(tier.threshold), animal=CardName(move.release), size=size)]
    return []


def n_proj_5_token(gs: GameState, seat: int, move: Project) -> list[Violation]:
    """N-PROJ-5, N-MAP-4, ND-13: the token comes from a covered left-edge space, or from the supply only when the
    edge is empty; a space whose bonus the engine cannot give yet is refused, never silently skipped."""
    edge = gs.players[seat].edge_tokens
    if move.token == 0:
        if any(edge):
            return [Violation("ND-13", N_("a token from the supply is used only when the left edge is empty; "
                                          "{player} still has tokens on spaces {spaces}"), player=_name(gs, seat),
                              spaces=" ".join(str(i + 1) for i, c in enumerate(edge) if c))]
        return []
    if not edge[move.token - 1]:
        return [Violation("N-PROJ-5", N_("left-edge space {space} of {player}'s map holds no token any more"),
                          space=move.token, player=_name(gs, seat))]
    bonus = load_map(gs.players[seat].map_id).left_edge[move.token - 1].bonus
    if not bonus_known(bonus.type):
        return [Violation("N-MAP-4", N_("the bonus of left-edge space {space} ({bonus}) is not implemented yet"),
                          space=move.token, bonus=BonusName(bonus.type))]
    return []


def n_proj_10_row_limit(gs: GameState) -> int | None:
    """N-PROJ-10, ND-31: the row card a new card pushes out (the rightmost when the row is full), if any."""
    if len(gs.project_row) >= row_limit(gs):
        return gs.project_row[-1]
    return None


# ------------------------------------------------------------------------------------------------ judging
def project_violations(gs: GameState, seat: int, move: Project, level: str, report: bool = True) -> list[Violation]:
    """Every broken rule of supporting ``move`` now with Association ``level`` (``report=False``: the first)."""
    found = n_proj_2_in_play(gs, move) + n_proj_3_from_hand(gs, seat, move) + \
        n_assoc_11_from_display(gs, seat, move, level)
    p = card_as(ProjectCard, move.card)
    if p is None:
        return found or [Violation("N-PROJ-2", N_("{card} is not a conservation project"), card=CardName(move.card))]
    if found and not report:
        return found
    found += n_proj_4_once_per_project(gs, seat, move) + n_proj_12_blocked(gs, move) + n_proj_4_level_free(gs, move)
    if found and not report:
        return found
    found += n_proj_6_condition(gs, seat, move, p)
    if found and not report:
        return found
    return found + n_proj_5_token(gs, seat, move)


def _sources(gs: GameState, seat: int, level: str) -> list[tuple[int, int | str | None]]:
    """Where a project to support may come from: exactly those :func:`n_proj_2_in_play`, :func:`n_proj_3_from_hand`
    and :func:`n_assoc_11_from_display` allow."""
    out: list[tuple[int, int | str | None]] = [(c, None) for c in projects_in_play(gs)]
    for c in sorted(set(gs.players[seat].hand)):
        if card_as(ProjectCard, c) is not None:  # base projects too, taken by Assertion or Dominance (ND-72)
            out.append((c, "hand"))
    if level == "II":
        reach = range_folders(gs, seat)  # N-DISP-3 (in_range), the range read once for the six folders
        for folder, held in enumerate(gs.display, start=1):
            p = card_as(ProjectCard, held) if held is not None else None
            if p is not None and not p.is_base and folder in reach and gs.players[seat].money >= folder:
                out.append((p.number, folder))
    return out


def _tokens(gs: GameState, seat: int) -> list[int]:
    """The tokens :func:`n_proj_5_token` allows (none when every covered left-edge space has a bonus the engine
    cannot give yet)."""
    edge = gs.players[seat].edge_tokens
    if not any(edge):
        return [0]
    slots = load_map(gs.players[seat].map_id).left_edge
    return [i + 1 for i, c in enumerate(edge) if c and bonus_known(slots[i].bonus.type)]


def _releases(gs: GameState, seat: int, p: ProjectCard, level: int) -> list[int | None]:
    """The releases a level allows: none for a project that releases nothing; else exactly the animals
    :func:`_release_condition` admits."""
    if p.requirement_type != RELEASE:
        return [None]
    return [z.card for z in releasable(gs, seat, p, p.tiers[level - 1])]


def project_candidates(gs: GameState, seat: int, level: str, first: bool = False) -> list[Project]:
    """Every legal task-5 move now (``first``: stop at the first one found).

    The rules of :func:`project_violations` are asked where they can change: the token once (:func:`_tokens`), the
    source once (:func:`_sources` lists only what its rules allow), "once per project" once a project, the tokens
    on a level once a level, the condition once a project (:func:`_levels_met`; a release project's animals are
    listed by :func:`_releases` as its condition admits them)."""
    tokens = _tokens(gs, seat)
    out: list[Project] = []
    if not tokens:
        return out
    for number, source in _sources(gs, seat, level):
        p = card_as(ProjectCard, number)
        assert p is not None
        if not _once_free(gs, seat, number):
            continue
        met: tuple[bool, ...] | None = None
        covered = {s.level for s in gs.supports if s.project == number}  # by the blocker or a player (_token_on_level)
        for lvl in (1, 2, 3):
            if lvl in covered:
                continue
            if p.requirement_type != RELEASE:
                met = _levels_met(gs, seat, p) if met is None else met
                if not met[lvl - 1]:
                    continue
            for release in _releases(gs, seat, p, lvl):
                out.extend(Project(number, lvl, t, source, release) for t in tokens)
                if first and out:
                    return out
    return out


def can_support(gs: GameState, seat: int, level: str) -> bool:
    """Can task 5 do anything now (ND-25)?"""
    return bool(project_candidates(gs, seat, level, first=True))


# ----------------------------------------------------------------------------------------------- applying
def _into_row(gs: GameState, seat: int, number: int) -> list[Event]:
    """N-PROJ-9, -10: the new card takes the leftmost slot; a card pushed beyond the limit is discarded and its
    tokens go back to their owners' supplies (the map spaces stay uncovered)."""
    out = n_proj_10_row_limit(gs)
    gs.project_row = (number, *gs.project_row)
    events = [event("project-row", "N-PROJ-9", N_("{player} plays project {card} into the leftmost slot of the "
                                                  "row"), player=_name(gs, seat), card=CardName(number))]
    if out is not None:
        gs.project_row = gs.project_row[:-1]
        owners = tuple(gs.players[s.owner].name for s in gs.supports if s.project == out and s.owner >= 0)
        gs.supports = tuple(s for s in gs.supports if s.project != out)
        discard(gs, (out,))
        events.append(event("project-out", "N-PROJ-10", N_("project {card} is pushed out of the row and discarded; "
                                                           "its tokens go back to their owners' supplies "
                                                           "({players})"), card=CardName(out), players=owners))
    return events


def _play_card(gs: GameState, seat: int, move: Project, p: ProjectCard) -> list[Event]:
    player = gs.players[seat]
    events: list[Event] = []
    if move.source == "hand":
        hand = list(player.hand)
        hand.remove(move.card)
        player.hand = tuple(hand)
    else:
        assert isinstance(move.source, int)
        take_from_display(gs, move.source)
        events += pay(gs, seat, move.source, "N-ASSOC-11")
    events += _into_row(gs, seat, move.card)
    return events + gain_reputation(gs, seat, p.play_bonus_reputation, "N-PROJ-13")


def _release(gs: GameState, seat: int, animal: int) -> list[Event]:
    """N-PROJ-8, ND-10, ND-26, ND-89: appeal back by the animal's appeal, its housing freed, the card discarded.

    A special enclosure gives back the animal's tokens; otherwise the smallest occupied standard enclosure that meets
    its needs goes back to empty (P.15), which need not be the one it was housed in (:func:`.housing.leave_standard`).
    """
    player = gs.players[seat]
    gone = next(z for z in player.animals if z.card == animal)
    a = card(animal)
    assert isinstance(a, AnimalCard)
    if isinstance(gone.home, str):
        player.animals = tuple(z for z in player.animals if z is not gone)
        where: object = TheBuilding(gone.home)
    else:
        freed = leave_standard(gs, seat, gone, None)
        if freed is None:
            discard(gs, (animal,))
            return [event("release", "ND-65", N_("{player} releases {animal} into the wild; its enclosure at {hex} "
                                                 "stays occupied by the animal it shared it with; the card is "
                                                 "discarded"), player=player.name, animal=CardName(animal),
                          hex=HexName(format_hex(gone.home))), *lose_appeal(gs, seat, a.appeal, "N-PROJ-8")]
        where = EnclosureAt(format_hex(freed))
    discard(gs, (animal,))
    events = [event("release", "N-PROJ-8", N_("{player} releases {animal} into the wild: {home} is freed "
                                              "({tokens}); the card is discarded"),
                    player=player.name, animal=CardName(animal), home=where,
                    tokens=Counted(gone.tokens, Nn_("{count} token back to the supply",
                                                    "{count} tokens back to the supply")))]
    return events + lose_appeal(gs, seat, a.appeal, "N-PROJ-8")


def support(gs: GameState, seat: int, move: Project) -> list[Event]:
    """Apply a task-5 move judged legal (see the module's docstring for the order)."""
    p = card_as(ProjectCard, move.card)
    assert p is not None
    events: list[Event] = []
    if move.source is not None:
        events += _play_card(gs, seat, move, p)
    if move.release is not None:
        events += _release(gs, seat, move.release)
    player = gs.players[seat]
    gs.supports = (*gs.supports, Support(move.card, move.level, seat))
    player.projects_supported += 1
    if move.token:
        player.edge_tokens = tuple(c and i != move.token - 1 for i, c in enumerate(player.edge_tokens))
        events.append(event("support", "N-PROJ-5", N_("{player} supports level {level} of project {card} with the "
                                                      "token of left-edge space {space}"), player=player.name,
                            level=move.level, card=CardName(move.card), space=move.token))
    else:
        events.append(event("support", "ND-13", N_("{player} supports level {level} of project {card} with a token "
                                                    "from the supply (the left edge is empty)"), player=player.name,
                            level=move.level, card=CardName(move.card)))
    tier = p.tiers[move.level - 1]
    reward: Part = (("cp", tier.cp, "N-PROJ-5"), ("reputation", tier.reputation, "N-PROJ-5"))
    parts = [reward]
    if move.token:
        bonus = load_map(player.map_id).left_edge[move.token - 1].bonus
        parts.append(((bonus.type, bonus.value, "N-MAP-4"),))
    events += together(gs, seat, parts)  # P.15: the reward and the bonus in either order (N-EFF-3)
    for hook in SUPPORTED_HOOKS:
        events += hook(gs, seat, move, p)
    return events
