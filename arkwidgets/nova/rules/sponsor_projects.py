"""Sponsor effects on the Association action and conservation projects (N-SPON-2; ND-75, ND-76, ND-77).

- Veterinarian (203): the project task is worth 4 to its owner instead of 5 (ND-75).
- Breeding Cooperation (215), Breeding Program (218): 2 tokens on the card; supporting a base project, one token of
  each such card may stand in for one icon the level lacks, and is then spent (ND-76).
- Migration Recording (224): a release project may be supported again (on another level), and each release support
  gives 1 CP more (ND-77).

They act through the hooks of :mod:`.association` (:data:`~.association.TASK_VALUE_HOOKS`) and :mod:`.projects`
(``LENT_ICON_HOOKS``, ``REPEAT_HOOKS``, ``SUPPORTED_HOOKS``).
"""

from __future__ import annotations

from ..cards import ProjectCard
from ..events import Event
from ..moves import Project
from ..state import GameState
from .association import TASK_VALUE_HOOKS
from .bonuses import gain_cp
from .project_conditions import COUNTED, counted
from .projects import LENT_ICON_HOOKS, RELEASE, REPEAT_HOOKS, SUPPORTED_HOOKS
from .sponsor_effects import rule_part, sponsor_values, take_token, tokens_on

__all__ = [
    "RELEASE",
    "nd_s3_project_task_value",
    "nd_s4_lent_icons",
    "nd_s4_spend_tokens",
    "nd_s5_release_again",
    "nd_s5_release_cp",
]


# ------------------------------------------------------------------------------------------- Veterinarian
def nd_s3_project_task_value(gs: GameState, seat: int, task: str, value: int) -> int:
    """ND-75: Veterinarian: supporting a project needs strength 4, at level I and in the level-II sum alike."""
    if task != "project":
        return value
    found = sponsor_values(gs, seat, "project_support_strength")
    return min([value, *(int(v) for _, v in found)]) if found else value


rule_part("project_support_strength")
TASK_VALUE_HOOKS.append(nd_s3_project_task_value)


# ---------------------------------------------------------------------------- Breeding Cooperation / Program
def _lenders(gs: GameState, seat: int, p: ProjectCard) -> list[int]:
    """The cards of ``seat`` that may lend an icon to ``p`` now: a base project counted by icons, a token left."""
    if not p.is_base or p.requirement_type not in COUNTED:
        return []
    return [n for n, _ in sponsor_values(gs, seat, "wildcard_icon_for_base_project") if tokens_on(gs, seat, n)]


def nd_s4_lent_icons(gs: GameState, seat: int, p: ProjectCard) -> int:
    """ND-76: each Breeding card with a token left may stand in for one icon of a base project's count."""
    return len(_lenders(gs, seat, p))


def nd_s4_spend_tokens(gs: GameState, seat: int, move: Project, p: ProjectCard) -> list[Event]:
    """ND-76: after the support, one token of a lending card is spent for each icon the level lacked, no more."""
    lenders = _lenders(gs, seat, p)
    short = max(0, p.tiers[move.level - 1].count - counted(gs, seat, p)) if lenders else 0
    return [e for number in lenders[:short] for e in take_token(gs, seat, number, "ND-76")]


rule_part("wildcard_icon_for_base_project")
LENT_ICON_HOOKS.append(nd_s4_lent_icons)
SUPPORTED_HOOKS.append(nd_s4_spend_tokens)


# ------------------------------------------------------------------------------------- Migration Recording
def nd_s5_release_again(gs: GameState, seat: int, p: ProjectCard) -> bool:
    """ND-77: Migration Recording lifts "once per project" for release projects (a covered level stays covered)."""
    return p.requirement_type == RELEASE and bool(sponsor_values(gs, seat, "release_repeat_allowed"))


def nd_s5_release_cp(gs: GameState, seat: int, move: Project, p: ProjectCard) -> list[Event]:
    """ND-77: each support of a release project gives Migration Recording's extra CP."""
    if p.requirement_type != RELEASE:
        return []
    extra = sum(int(v) for _, v in sponsor_values(gs, seat, "release_support_extra_cp"))
    return gain_cp(gs, seat, extra, "ND-77")


rule_part("release_support_extra_cp")
rule_part("release_repeat_allowed")
REPEAT_HOOKS.append(nd_s5_release_again)
SUPPORTED_HOOKS.append(nd_s5_release_cp)
