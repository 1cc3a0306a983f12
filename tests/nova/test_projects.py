"""Conservation projects through Association task 5 (N-PROJ-1 … -13, EX-8, EX-9, EX-18, EX-21, ND-11 … -13, ND-26,
ND-31, ND-60). Positions are real states with the example's facts set; verdicts come from the public game."""

from __future__ import annotations

import pytest

from arkwidgets.nova import Game
from arkwidgets.nova.cards import PROJECTS
from arkwidgets.nova.moves import Project
from arkwidgets.nova.rules.project_conditions import REQUIREMENT_TYPES
from arkwidgets.nova.rules.projects import ROW_LIMITS, row_limit
from arkwidgets.nova.state import Support, ZooAnimal
from arkwidgets.verdicts import IllegalMove

from .helpers import at_turn, project, rules_of, started

OTHERS = ("animals", "build", "cards", "sponsors")


def zoo(*numbers: int) -> tuple[ZooAnimal, ...]:
    """Animals living in made-up standard enclosures (only their icons and sizes matter to projects)."""
    return tuple(ZooAnimal(n, (0, 2 * i)) for i, n in enumerate(numbers))


def task5(players: int = 3, seed: int = 2, level: str = "I", table: dict | None = None,
          **changes) -> tuple[Game, int]:  # type: ignore[no-untyped-def]
    """A game at the association question at strength 5 for the player to act, after setting the table's fields
    (``table``) and that player's fields (``changes``)."""
    game = started(players, seed)
    gs, seat = game.state, game.current_index
    for name, value in (table or {}).items():
        setattr(gs, name, value)
    p = gs.players[seat]
    p.action_cards = (*OTHERS, "association")
    p.upgraded = ("association",) if level == "II" else ()
    p.workers = max(p.workers, 2)
    for name, value in changes.items():
        setattr(p, name, value)
    game = at_turn(gs, seat)
    game.play("association")
    return game, seat


def refused(game: Game, move: str) -> set[str]:
    """The rule ids of a move that must be refused, after checking that playing it changes nothing."""
    before = game.state
    with pytest.raises(IllegalMove):
        game.play(move)
    assert game.state == before
    return rules_of(game, move)


def projects_of(game: Game) -> list[Project]:
    return [m for m in game.legal_moves() if isinstance(m, Project)]


def test_ex_21_n_proj_6_icon_project_needs_the_level_count() -> None:
    """EX-21, N-PROJ-4, N-PROJ-6: Reptiles (5 / 4 / 2 icons → 5 / 4 / 2 CP) with 4 reptile icons: the 4 or the 2
    level, not the 5."""
    reptiles = project(109)
    assert [(t.threshold, t.cp) for t in reptiles.tiers] == [("5", 5), ("4", 4), ("2", 2)]
    game, seat = task5(table={"base_projects": (109, 101, 102)}, animals=zoo(470, 471, 472, 474), cp=0)
    levels = {m.level for m in projects_of(game) if m.card == 109}
    assert levels == {2, 3}
    assert "N-PROJ-6" in refused(game, "project 109 level 1 token 1")
    game.play("project 109 level 2 token 3")  # space 3 of map A: 5 money
    p = game.state.players[seat]
    assert p.cp == 4 and Support(109, 2, seat) in game.state.supports


def test_n_proj_1_2_projects_in_play_are_the_base_projects_and_the_row() -> None:
    """N-PROJ-1, N-PROJ-2, N-SET-6: 3 base projects (4 with 4 players) and the row; others are not in play."""
    assert len(started(3, 2).state.base_projects) == 3 and len(started(4, 2).state.base_projects) == 4
    game, _seat = task5(table={"base_projects": (101, 102, 103), "project_row": (131,)}, animals=zoo(401, 402, 406))
    assert any(m.card == 131 and m.source is None for m in projects_of(game))
    assert "N-PROJ-2" in refused(game, "project 132 level 3 token 1")
    assert all(len(c.tiers) == 3 for c in PROJECTS)


def test_n_proj_3_nd_12_play_from_hand_and_support_at_once() -> None:
    """N-PROJ-3, ND-12: a project card from the hand is played into the row and supported in the same move."""
    game, seat = task5(table={"project_row": ()}, animals=zoo(401, 402, 406), hand=(131,))
    game.play("project 131 from-hand level 2 token 1")
    s = game.state
    assert s.project_row == (131,) and 131 not in s.players[seat].hand
    assert Support(131, 2, seat) in s.supports
    game, seat = task5(animals=zoo(401, 402, 406), hand=())
    assert "N-PROJ-3" in refused(game, "project 131 from-hand level 2 token 1")
    game, seat = task5(hand=(401,))
    assert "N-PROJ-3" in refused(game, "project 401 from-hand level 2 token 1")


def test_n_proj_4_one_token_per_project_per_player_and_free_levels_only() -> None:
    """N-PROJ-4: a level covered by anyone is taken; a project you support already is closed to you."""
    base = {"base_projects": (109, 101, 102)}
    game, seat = task5(table=base, animals=zoo(469, 470, 471, 472, 474))
    gs = game.state
    other = (seat + 1) % 3
    gs.supports = (Support(109, 3, other),)
    game = Game.from_state(gs)
    assert "N-PROJ-4" in refused(game, "project 109 level 3 token 1")
    gs.supports = (Support(109, 3, seat),)
    game = Game.from_state(gs)
    assert "N-PROJ-4" in refused(game, "project 109 level 1 token 1")
    assert not any(m.card == 109 for m in projects_of(game))


def test_n_proj_5_n_map_4_the_token_leaves_the_left_edge_and_its_bonus_is_gained() -> None:
    """N-PROJ-5, N-MAP-4, N-END-9: the chosen left-edge token moves, its space's bonus is gained, the tie-break
    count rises; an empty space has no token to move."""
    game, seat = task5(table={"base_projects": (109, 101, 102)}, animals=zoo(470, 472), money=0)
    game.play("project 109 level 3 token 6")  # map A space 6: 12 money
    p = game.state.players[seat]
    assert p.money == 12 and p.edge_tokens[5] is False and p.projects_supported == 1
    edge = (True, True, True, True, True, False, True)
    game, seat = task5(table={"base_projects": (109, 101, 102)}, animals=zoo(470, 472), edge_tokens=edge)
    assert refused(game, "project 109 level 3 token 6") == {"N-PROJ-5"}
    assert not any(m.token == 6 for m in projects_of(game))


def test_nd_13_a_token_from_the_supply_only_when_the_edge_is_empty() -> None:
    """ND-13, N-END-9: with the left edge empty a supply token supports and activates nothing; before that the
    supply is refused. The tie-break still counts the project."""
    game, seat = task5(table={"base_projects": (109, 101, 102)}, animals=zoo(470, 472))
    assert refused(game, "project 109 level 3 token supply") == {"ND-13"}
    game, seat = task5(table={"base_projects": (109, 101, 102)}, animals=zoo(470, 472), edge_tokens=(False,) * 7,
                       money=0, projects_supported=7)
    assert {m.token for m in projects_of(game)} == {0}
    game.play("project 109 level 3 token supply")
    p = game.state.players[seat]
    assert p.projects_supported == 8 and p.money == 0 and p.cp == 2


def test_ex_8_n_proj_9_10_playing_large_animals_into_a_full_row() -> None:
    """EX-8: 3 players, a full row (rightmost Reptile Breeding Program); Large Animals from the hand, supported on
    its middle level with the 3-X-token space. The rightmost card is discarded with its tokens back to their
    owners' supplies, the others shift right; +3 CP; +3 X tokens, capped at 5. Ids N-PROJ-3, -4, -5, -9, -10, N-X-1."""
    game, seat = task5(players=3, table={"project_row": (128, 132, 125)}, animals=zoo(401, 402, 406),
                       hand=(131,), x_tokens=3, cp=0)
    gs = game.state
    other = (seat + 1) % 3
    gs.supports = (*gs.supports, Support(125, 1, other))
    gs.players[other].edge_tokens = (False,) + (True,) * 6
    game = Game.from_state(gs)
    events = game.play("project 131 from-hand level 2 token 7")
    s = game.state
    assert s.project_row == (131, 128, 132)
    assert 125 in s.discard and not any(x.project == 125 for x in s.supports)
    assert s.players[other].edge_tokens[0] is False  # the map space stays uncovered (N-PROJ-10)
    p = s.players[seat]
    assert p.cp == 3 and p.x_tokens == 5 and p.edge_tokens[6] is False
    assert any(e.rule == "N-X-1" and e.kind == "lost" for e in events)
    assert [e.rule for e in events if e.kind in ("project-row", "project-out")] == ["N-PROJ-9", "N-PROJ-10"]


def test_ex_9_n_proj_7_8_releasing_the_tortoise_into_serengeti() -> None:
    """EX-9: Serengeti (Africa; 4+ / 3 / 2− → 5 / 4 / 3 CP) with two levels covered; Red's tortoise (Africa, size 3,
    2 tokens in the reptile house, appeal 6) released on the middle level with the 12-money token: appeal −6, CP +4,
    money +12, the 2 tokens freed, the tortoise discarded. Ids N-PROJ-4, -5, -7, -8, ND-10, ND-11."""
    serengeti = project(116)
    assert [(t.threshold, t.cp) for t in serengeti.tiers] == [(">=4", 5), ("3", 4), ("<=2", 3)]
    tortoise = ZooAnimal(471, "reptile-house", 2)
    game, seat = task5(players=3, table={"project_row": (116,)}, animals=(tortoise, *zoo(402)), appeal=20,
                       money=0, cp=3)
    gs = game.state
    yellow, blue = (seat + 1) % 3, (seat + 2) % 3
    gs.supports = (*gs.supports, Support(116, 1, yellow), Support(116, 3, blue))
    game = Game.from_state(gs)
    assert {(m.level, m.release) for m in projects_of(game) if m.card == 116} == {(2, 471)}
    events = game.play("project 116 level 2 token 6 release 471")
    p = game.state.players[seat]
    assert Support(116, 2, seat) in game.state.supports
    assert p.appeal == 14 and p.cp == 7 and p.money == 12
    assert [a.card for a in p.animals] == [402] and 471 in game.state.discard
    release = next(e for e in events if e.kind == "release")
    assert release.rule == "N-PROJ-8" and release.data["tokens"] == 2 and release.data["home"] == "reptile-house"


def test_n_proj_7_nd_11_release_needs_the_icon_and_the_size_class() -> None:
    """N-PROJ-7, ND-11: a release project names an animal of the zoo with its icon and a size in the level's class;
    other projects release nothing."""
    table = {"project_row": (116,), "base_projects": (109, 101, 102)}
    game, _seat = task5(table=table, animals=zoo(471, 402, 470, 472))
    assert refused(game, "project 116 level 2 token 1") == {"N-PROJ-7"}  # no animal named
    assert refused(game, "project 116 level 1 token 1 release 471") == {"N-PROJ-7"}  # size 3 is not 4+
    assert refused(game, "project 116 level 2 token 1 release 499") == {"N-PROJ-7"}  # not in the zoo
    game2, _ = task5(table=table, animals=zoo(406))  # Asia: not an Africa animal
    assert not any(m.card == 116 for m in projects_of(game2))
    assert refused(game, "project 109 level 3 token 1 release 471") == {"N-PROJ-7"}  # not a release project
    assert {m.release for m in projects_of(game) if m.card == 116 and m.level == 1} == {402}


def test_nd_26_a_release_stops_appeal_at_0() -> None:
    """N-PROJ-8, ND-26, N-APP-2: appeal moves back by the animal's appeal (the rulebook's only loss), never below
    0."""
    game, seat = task5(table={"project_row": (116,)}, animals=zoo(402), appeal=3)
    game.play("project 116 level 1 token 1 release 402")
    assert game.state.players[seat].appeal == 0


def test_n_proj_10_nd_31_row_limits_by_player_count() -> None:
    """N-PROJ-10, ND-31, N-SOLO-6: the row holds 2 cards with 1–2 players (solo too), 3 with 3, 4 with 4."""
    assert ROW_LIMITS == {1: 2, 2: 2, 3: 3, 4: 4}
    assert [row_limit(started(n, 1).state) for n in (1, 2, 3, 4)] == [2, 2, 3, 4]
    game, _seat = task5(players=2, table={"project_row": (128, 132)}, animals=zoo(401, 402, 406), hand=(131,))
    game.play("project 131 from-hand level 3 token 1")
    assert game.state.project_row == (131, 128) and 132 in game.state.discard


def test_n_proj_11_base_projects_never_move_or_leave() -> None:
    """N-PROJ-11: playing cards into the row never moves a base project; a fully supported one stays."""
    game, seat = task5(players=3, table={"project_row": (128, 132, 125), "base_projects": (109, 101, 102)},
                       animals=zoo(401, 402, 406), hand=(131,))
    gs = game.state
    others = [s for s in range(3) if s != seat]
    gs.supports = (Support(109, 1, others[0]), Support(109, 2, others[1]))
    game = Game.from_state(gs)
    game.play("project 131 from-hand level 3 token 1")
    assert game.state.base_projects == (109, 101, 102)
    assert len([s for s in game.state.supports if s.project == 109]) == 2


def test_ex_18_n_set_7_n_proj_12_two_players_block_one_level_of_each_base_project() -> None:
    """EX-18, N-SET-7, N-PROJ-12, N-ASSOC-14: left level of the left base project, middle of the middle, right of
    the right, and the left donation column, blocked for everyone."""
    game = started(2, 5)
    gs = game.state
    left, middle, right = gs.base_projects
    blocked = {(s.project, s.level) for s in gs.supports if s.owner == -1}
    assert blocked == {(left, 1), (middle, 2), (right, 3)}
    assert sum(1 for o in gs.donations_covered if o == -2) == 3
    game, _seat = task5(players=2, seed=5, animals=zoo(401, 402, 406, 426, 427, 453, 469, 494, 470),
                       partner_zoos=("africa", "asia", "europe"), universities=("science-2",))
    gs = game.state
    for m in projects_of(game):
        assert (m.card, m.level) not in blocked
    assert "N-PROJ-12" in refused(game, f"project {left} level 1 token 1")


def test_n_proj_13_release_card_gives_its_player_bonus_when_played() -> None:
    """N-PROJ-13, ND-12: Serengeti played from the hand gives its player +1 reputation at once."""
    game, seat = task5(table={"project_row": ()}, animals=zoo(402), hand=(116,), reputation=2)
    assert project(116).play_bonus_reputation == 1
    game.play("project 116 from-hand level 1 token 1 release 402")
    assert game.state.players[seat].reputation == 3


def test_n_assoc_10_11_project_from_the_display_with_association_ii_pays_its_folder() -> None:
    """N-ASSOC-10, N-ASSOC-11, N-DISP-3: Association II may take a project card from the display in range, paying
    the folder number; level I may not."""
    game = started(3, 2)
    display = (406, 131, 401, 402, 403, 404)
    game, seat = task5(level="II", table={"display": display, "project_row": ()}, animals=zoo(401, 402, 406),
                       money=10, reputation=3)
    game.play("project 131 from 2 level 3 token 1")
    s = game.state
    assert s.players[seat].money == 8 and s.display[1] is None and s.project_row == (131,)
    game, seat = task5(level="I", table={"display": display, "project_row": ()}, animals=zoo(401, 402, 406),
                       money=10, reputation=3)
    assert refused(game, "project 131 from 2 level 3 token 1") == {"N-ASSOC-11"}
    far = (406, 401, 402, 403, 404, 131)
    game, seat = task5(level="II", table={"display": far, "project_row": ()}, animals=zoo(401, 402, 406),
                       money=10, reputation=1)
    assert "N-DISP-3" in refused(game, "project 131 from 6 level 3 token 1")


def test_breeding_distinct_and_size_requirements() -> None:
    """N-PROJ-4, N-ASSOC-7, ND-15, ND-60: breeding needs an animal of the category and a partner zoo of its
    continent; diversity counts distinct categories/continents; Small Animals counts size ≤ 2 (petting zoo: 1)."""
    game, seat = task5(table={"project_row": (123,)}, animals=zoo(494))  # a bird of Africa, no partner zoo
    assert refused(game, "project 123 level 1 token 1") == {"N-PROJ-4"}
    game, seat = task5(table={"project_row": (123,)}, animals=zoo(494), partner_zoos=("africa",), cp=0,
                       reputation=1)
    game.play("project 123 level 1 token 3")
    assert game.state.players[seat].cp == 2 and game.state.players[seat].reputation == 3
    game, seat = task5(table={"base_projects": (101, 102, 103)}, animals=zoo(401, 426, 453, 469), partner_zoos=())
    assert {m.level for m in projects_of(game) if m.card == 101} == {2, 3}  # 4 categories: levels 4 and 3
    game, seat = task5(table={"project_row": (130,)}, animals=zoo(519, 520))  # petting-zoo animals: size 1
    assert {m.level for m in projects_of(game) if m.card == 130} == {3}


def test_every_requirement_type_of_the_data_is_implemented() -> None:
    """The coverage ledger reports projects from REQUIREMENT_TYPES; every card's type is in it."""
    assert {p.requirement_type for p in PROJECTS} <= REQUIREMENT_TYPES


def test_candidates_agree_with_the_judge_in_project_positions() -> None:
    """Every listed task-5 answer has no violation, in a rich position with hand, row, display and releases."""
    game, _seat = task5(players=4, level="II", table={"project_row": (116, 123, 130), "display": (131, 406, 401,
                                                                                                 402, 403, 404)},
                       animals=zoo(401, 402, 471, 494, 519), hand=(118, 129), partner_zoos=("africa",), money=20,
                       reputation=5)
    moves = projects_of(game)
    assert moves
    for m in moves:
        assert not game.check(m).rules, (str(m), game.check(m).rules)
