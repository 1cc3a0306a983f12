"""The Ark Nova drawing (issue 14, part 1): golden SVGs, validity, counts against the state, verdicts taken from the
engine, hidden information, determinism, options and escaping.

Regenerate the golden files after an intended drawing change with ``python -m arkwidgets.nova.drawing.golden``
(or ``NOVA_REGEN_GOLDEN=1 python -m pytest tests/nova/test_drawing.py``), then review the diff.
"""

from __future__ import annotations

import os
import random
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from arkwidgets.nova import Game
from arkwidgets.nova.buildings import make_building
from arkwidgets.nova.cards import card, card_name
from arkwidgets.nova.drawing import render
from arkwidgets.nova.drawing.golden import CASES, mid_game, mid_player, started
from arkwidgets.nova.drawing.strip import after_use
from arkwidgets.nova.rules.build_sites import legal_placements, placement_violations
from arkwidgets.nova.zoomap import load_map
from arkwidgets.verdicts import Verdict, Violation

from .helpers import question

GOLDEN = Path(__file__).parent / "golden"
SVG = "{http://www.w3.org/2000/svg}"


def parse(svg: str) -> ET.Element:
    root = ET.fromstring(svg)
    assert root.tag == f"{SVG}svg"
    return root


def having(root: ET.Element, attr: str) -> list[ET.Element]:
    return [e for e in root.iter() if attr in e.attrib]


def text_of(e: ET.Element | None) -> str:
    """The text of an element found (the test fails here if there is no such element, or it has no text)."""
    assert e is not None and e.text is not None, "no such element, or no text in it"
    return e.text


def assert_self_contained(svg: str) -> None:
    assert "href=" not in svg and "<image" not in svg and "@import" not in svg and "url(" not in svg
    assert "<script" not in svg and "@font-face" not in svg and "http://www.w3.org/2000/svg" in svg


@pytest.fixture(scope="module")
def mid() -> Game:
    return mid_game()


# ------------------------------------------------------------------------------------------------ golden files
@pytest.mark.parametrize("name", sorted(CASES))
def test_golden(name: str) -> None:
    svg = CASES[name]()
    path = GOLDEN / f"{name}.svg"
    if os.environ.get("NOVA_REGEN_GOLDEN"):
        path.write_text(svg, encoding="utf-8", newline="\n")
    assert path.exists(), f"missing {path}: run python -m arkwidgets.nova.drawing.golden"
    assert svg == path.read_text(encoding="utf-8"), f"{name} differs from {path} (regenerate if intended)"


@pytest.mark.parametrize("name", sorted(CASES))
def test_valid_self_contained_and_described(name: str) -> None:
    svg = CASES[name]()
    root = parse(svg)
    assert_self_contained(svg)
    assert "nova-board" in root.get("class", "")
    assert text_of(root.find(f"{SVG}title"))
    assert text_of(root.find(f"{SVG}desc"))
    assert ' id="' not in svg  # no automatic ids


# ------------------------------------------------------------------------------------------------- the zoo
@pytest.mark.parametrize("map_id", ["A", "0", "7"])
def test_one_hex_element_per_map_cell(map_id: str) -> None:
    zoomap = load_map(map_id)
    root = parse(render(zoomap))
    hexes = {e.get("data-hex") for e in having(root, "data-hex")}
    assert len(having(root, "data-hex")) == len(zoomap.cells)
    assert hexes == {f"{x},{y}" for x, y in zoomap.cells}
    terrain = {e.get("data-hex"): e.get("data-terrain") for e in having(root, "data-hex")}
    assert {h for h, t in terrain.items() if t == "rock"} == {f"{x},{y}" for x, y in zoomap.rock}
    assert {h for h, t in terrain.items() if t == "water"} == {f"{x},{y}" for x, y in zoomap.water}


def test_rock_and_water_carry_a_letter_not_only_a_colour() -> None:
    root = parse(render(load_map("A")))
    for e in having(root, "data-terrain"):
        letters = [t.text for t in e.iter(f"{SVG}text")]
        if e.get("data-terrain") == "rock":
            assert "R" in letters
        if e.get("data-terrain") == "water":
            assert "W" in letters


def test_placement_bonuses_and_build_ii_hexes_are_marked() -> None:
    zoomap = load_map("A")
    root = parse(render(zoomap))
    cells = {e.get("data-hex"): e for e in having(root, "data-hex")}
    for h, bonus in zoomap.bonuses:
        group = cells[f"{h[0]},{h[1]}"]
        assert [b.get("data-bonus") for b in having(group, "data-bonus")] == [bonus.type]
    for h in zoomap.build_ii_hexes:
        assert "II" in [t.text for t in cells[f"{h[0]},{h[1]}"].iter(f"{SVG}text")]


def test_every_building_kind_rotation_and_mirror_is_drawn_once() -> None:
    player = mid_player()
    root = parse(render(player))
    drawn = having(root, "data-building")
    assert len(drawn) == len(player.buildings)
    assert [(e.get("data-building"), e.get("data-anchor"), e.get("data-rotation"), e.get("data-mirrored"))
            for e in drawn] == [(b.type, f"{b.anchor[0]},{b.anchor[1]}", str(b.rotation), str(int(b.mirrored)))
                                for b in player.buildings]
    kinds = {b.building_type.category for b in player.buildings}
    assert kinds == {"kiosk", "pavilion", "standard", "special", "unique"}
    assert {b.rotation for b in player.buildings} == {0, 1, 2, 3, 4, 5}
    assert {b.type for b in player.buildings if b.mirrored} >= {"reptile-house", "large-bird-aviary"}


def test_occupied_and_empty_sides_follow_the_animals() -> None:
    player = mid_player()
    root = parse(render(player))
    states = {e.attrib["data-anchor"] + e.attrib["data-building"]: e.get("data-state")
              for e in having(root, "data-building")}
    homes = {a.home for a in player.animals}
    for b in player.buildings:
        key = f"{b.anchor[0]},{b.anchor[1]}{b.type}"
        if b.building_type.category == "standard":
            assert states[key] == ("occupied" if b.anchor in homes else "empty")
        if b.building_type.category == "special":
            assert states[key] == ("occupied" if b.type in homes else "empty")


def test_left_edge_tokens_show_covered_and_uncovered_with_their_bonus() -> None:
    player = mid_player()
    root = parse(render(player))
    edges = having(root, "data-edge")
    assert [e.get("data-covered") for e in edges] == [str(int(c)) for c in player.edge_tokens]
    zoomap = load_map(player.map_id)
    for e, slot in zip(edges, zoomap.left_edge, strict=True):
        assert [b.get("data-bonus") for b in having(e, "data-bonus")] == [slot.bonus.type]
        assert len(having(e, "data-player")) == int(player.edge_tokens[slot.index])


def test_partner_zoo_and_university_columns() -> None:
    player = mid_player()
    root = parse(render(player))
    filled = [e.get("data-slot") for e in having(root, "data-slot") if e.get("data-filled") == "1"]
    assert filled.count("partner-zoo-1") + filled.count("partner-zoo-2") == len(player.partner_zoos)
    assert "university-1" in filled and "university-2" not in filled


# ------------------------------------------------------------------------------------------- verdict overlays
def test_ghost_verdict_is_the_engines_with_a_word_per_rule() -> None:
    """N-BUILD-7 / N-BUILD-8: the ghost shows exactly the rule ids placement_violations finds, each with a word."""
    player = mid_player()
    zoomap = load_map("A")
    expected = placement_violations(zoomap, player.buildings, "enclosure-3", (3, 2), 0, False, True)
    root = parse(render(player, ghost="enclosure-3 3,2 r0"))
    (ghost,) = having(root, "data-ghost")
    assert ghost.get("data-verdict") == "illegal"
    assert ghost.attrib["data-rules"].split() == list(dict.fromkeys(v.rule for v in expected))
    labels = [text_of(t) for t in ghost.iter(f"{SVG}text") if t.get("data-rule")]
    assert labels and all(label.split()[0].startswith("N-BUILD-") and len(label.split()) >= 2 for label in labels)
    assert text_of(ghost.find(f"{SVG}title")).count("N-BUILD") == len(expected)


def test_ghost_on_water_says_water() -> None:
    """N-BUILD-7: a building over water is labelled with the word water."""
    zoomap = load_map("A")
    (h,) = sorted(zoomap.water)[:1]
    root = parse(render(load_map("A"), ghost=f"enclosure-1 {h[0]},{h[1]}"))
    labels = [t.text for t in having(root, "data-rule")]
    assert "N-BUILD-7 water" in labels


def test_legal_ghost_has_a_check_and_no_rules() -> None:
    root = parse(render(mid_player(), ghost="build enclosure-2 8,7 r0"))
    (ghost,) = having(root, "data-ghost")
    assert ghost.get("data-verdict") == "legal" and ghost.get("data-rules") == ""


def test_a_given_verdict_is_shown_as_given() -> None:
    verdict = Verdict((Violation("N-BUILD-10", "too close"),))
    root = parse(render(mid_player(), ghost=(make_building("kiosk", (8, 7)), verdict)))
    (ghost,) = having(root, "data-ghost")
    assert ghost.get("data-rules") == "N-BUILD-10"
    assert "N-BUILD-10 kiosk distance" in [t.text for t in having(ghost, "data-rule")]


def test_targets_mark_every_legal_anchor() -> None:
    player = mid_player()
    anchors = {b.anchor for b in legal_placements(load_map("A"), player.buildings, "enclosure-2", True)}
    root = parse(render(player, targets="enclosure-2"))
    marks = having(root, "data-target")
    assert {tuple(map(int, m.attrib["data-target"].split(","))) for m in marks} == anchors
    assert all(m.get("data-verdict") == "legal" for m in marks)


def test_targets_from_verdicts_show_rule_ids() -> None:
    bad = Verdict((Violation("N-ANIM-6", "needs water"),))
    root = parse(render(mid_player(), targets={"0,9": bad, "8,7": Verdict()}))
    marks = {m.get("data-target"): m for m in having(root, "data-target")}
    assert marks["0,9"].get("data-verdict") == "illegal" and marks["0,9"].get("data-rules") == "N-ANIM-6"
    assert marks["8,7"].get("data-verdict") == "legal"


# ------------------------------------------------------------------------------------------- strip and tracks
def test_strip_shows_slots_levels_tokens_and_the_turn_after_use() -> None:
    """N-TURN-3, N-TURN-4: strength = slot; the preview row is the engine's order after the card is used."""
    player = mid_player()
    root = parse(render(player, preview="build"))
    (strip,) = having(root, "data-strip")
    (preview,) = having(root, "data-preview")
    now = [e for e in having(strip, "data-action") if e not in having(preview, "data-action")]
    assert [(e.get("data-action"), e.get("data-slot"), e.get("data-level")) for e in now] == [
        (c, str(i + 1), "II" if c in player.upgraded else "I") for i, c in enumerate(player.action_cards)]
    after = [e.get("data-action") for e in having(preview, "data-action")]
    assert tuple(after) == after_use(player.action_cards, "build") and after[0] == "build"
    assert [e.get("data-token") for e in having(strip, "data-token")] == ["multiplier", "multiplier"]
    assert having(strip, "data-x-tokens")[0].get("data-x-tokens") == str(player.x_tokens)


def test_track_markers_stand_on_each_players_values(mid: Game) -> None:
    root = parse(render(mid, part="tracks"))
    for track, field in (("appeal", "appeal"), ("cp", "cp"), ("reputation", "reputation")):
        marks = {e.get("data-player"): e.get("data-value") for e in having(root, "data-track")
                 if e.get("data-track") == track}
        assert marks == {str(i): str(getattr(p, field)) for i, p in enumerate(mid.players)}
    (brk,) = [e for e in having(root, "data-zone") if e.get("data-zone") == "break-track"]
    assert brk.get("data-break") == str(mid.state.break_pos) and brk.get("data-length") == str(mid.state.break_len)
    assert {e.get("data-threshold") for e in having(root, "data-threshold")} == {"2", "5", "8", "10"}
    tiles = having(root, "data-tile")
    assert [t.get("data-kind") for t in tiles] == list(mid.state.tiles)


def test_solo_break_is_the_timer() -> None:
    root = parse(render(started(1, seed=3), part="tracks"))
    (brk,) = [e for e in having(root, "data-zone") if e.get("data-zone") == "break-track"]
    assert brk.get("data-solo") == "7"


# ------------------------------------------------------------------------------------ display and association
def test_display_folders_hold_the_display_cards(mid: Game) -> None:
    root = parse(render(mid, part="display"))
    folders = having(root, "data-folder")
    assert [f.get("data-folder") for f in folders] == ["1", "2", "3", "4", "5", "6"]
    shown = [int(e.attrib["data-card"]) for e in having(root, "data-card")]
    assert shown == list(mid.state.display)
    for number in shown:
        assert card(number).name in render(mid, part="display")


def test_display_lies_face_down_during_setup() -> None:
    game = Game.new(2, seed=4)
    svg = render(game, viewer=0)
    root = parse(svg)
    assert not [e for e in having(root, "data-card") if e.get("data-zone") == "display"]
    for number in game.state.display:
        assert f'data-card="{number}"' not in svg


def test_association_board_workers_offers_and_donations(mid: Game) -> None:
    root = parse(render(mid, part="association"))
    gs = mid.state
    for i, task in enumerate(("reputation", "partner-zoo", "university", "project")):
        (group,) = [e for e in having(root, "data-task") if e.get("data-task") == task]
        assert len(having(group, "data-worker")) == sum(p.workers_on[i] for p in gs.players)
    assert [e.get("data-partner-zoo") for e in having(root, "data-partner-zoo")] == list(gs.offer_partner_zoos)
    assert [e.get("data-university") for e in having(root, "data-university")] == list(gs.offer_universities)
    states = [e.get("data-state") for e in having(root, "data-donation")]
    expected = ["free" if c == -1 else "blocked" if c == -2 else "covered" for c in gs.donations_covered]
    assert states == expected


def test_projects_show_their_supports(mid: Game) -> None:
    root = parse(render(mid, part="projects"))
    gs = mid.state
    assert [int(e.attrib["data-project"]) for e in having(root, "data-project")] == list(gs.base_projects) + list(
        gs.project_row)
    assert len(having(root, "data-support")) == len(gs.supports)


# ------------------------------------------------------------------------------------------------ the table
@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_table_has_one_area_per_player_and_their_zoos(players: int) -> None:
    game = started(players, seed=players)
    root = parse(render(game, viewer=0))
    assert len(having(root, "data-player-area")) == players
    zoos = having(root, "data-zoo")
    assert len(zoos) == players
    for z in zoos:
        seat = int(z.attrib["data-zoo"])
        assert len(having(z, "data-hex")) == len(load_map(game.players[seat].map_id).cells)
        assert len(having(z, "data-building")) == len(game.players[seat].buildings)


def test_hands_are_face_up_only_for_the_viewer(mid: Game) -> None:
    """N-TURN-8: only the viewer's hand and final scoring cards carry numbers."""
    svg = render(mid, viewer=0)
    root = parse(svg)
    hand = [int(e.attrib["data-card"]) for e in having(root, "data-card") if e.get("data-zone") == "hand"]
    assert hand == list(mid.players[0].hand)
    finals = [int(e.attrib["data-final"]) for e in having(root, "data-final")]
    assert finals == list(mid.players[0].final_cards)
    backs = [e for e in having(root, "data-zone") if e.get("data-zone") == "hand-back"]
    assert len(backs) == len(mid.players[1].hand)
    spectator = parse(render(mid))
    assert not [e for e in having(spectator, "data-card") if e.get("data-zone") == "hand"]
    assert not having(spectator, "data-final")


def _redealt(game: Game, seed: int) -> Game:
    """The same public table with every card hidden from seat 0 dealt again: seat 1's hand and final scoring
    cards swapped with unseen cards, and the deck shuffled."""
    gs = game.state
    rng = random.Random(seed)
    p1 = gs.players[1].copy()
    unseen = list(gs.deck) + list(p1.hand)
    rng.shuffle(unseen)
    p1.hand, rest = tuple(unseen[: len(p1.hand)]), unseen[len(p1.hand):]
    gs.deck = tuple(rest)
    finals = list(gs.final_deck) + list(p1.final_cards)
    rng.shuffle(finals)
    p1.final_cards, gs.final_deck = tuple(finals[: len(p1.final_cards)]), tuple(finals[len(p1.final_cards):])
    gs.set_player(1, p1)
    return Game.from_state(gs)


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_hidden_cards_dealt_again_leave_the_picture_unchanged(mid: Game, seed: int) -> None:
    """N-TURN-8: re-dealing what seat 0 cannot see changes no byte of seat 0's picture."""
    base = Game.from_state(mid.state)
    other = _redealt(base, seed)
    assert other.players[1].hand != base.players[1].hand
    assert render(base, viewer=0) == render(other, viewer=0)
    assert render(base) == render(other)


def test_deterministic() -> None:
    assert render(mid_game(), viewer=1, theme="dark") == render(mid_game(), viewer=1, theme="dark")
    assert render(load_map("0"), lang="fr") == render(load_map("0"), lang="fr")


def test_hostile_player_names_are_escaped() -> None:
    names = ['<script>alert("x")</script>', "Ben & <b>"]
    game = Game.new(names, seed=3)
    svg = render(game, viewer=0)
    root = parse(svg)
    assert "<script" not in svg and "<b>" not in svg
    texts = "".join(t.text or "" for t in root.iter(f"{SVG}text"))
    assert names[0] in texts and names[1] in texts


@pytest.mark.parametrize("theme", ["light", "dark", "contrast"])
def test_every_theme_draws_the_same_structure(theme: str, mid: Game) -> None:
    light = parse(render(mid, viewer=0))
    other = parse(render(mid, viewer=0, theme=theme))
    assert other.get("data-theme") == theme
    assert [e.attrib.get("data-hex") for e in light.iter()] == [e.attrib.get("data-hex") for e in other.iter()]


# ------------------------------------------------------------------------------------------------- options
@pytest.mark.parametrize(("options", "word"), [
    ({"viewer": 5}, "viewer"), ({"viewer": "0"}, "viewer"), ({"theme": "neon"}, "theme"), ({"scale": 0}, "scale"),
    ({"lang": "de"}, "lang"), ({"ghost": "tower 3,4"}, "ghost"), ({"ghost": 12}, "ghost"),
    ({"preview": "sleep"}, "preview"), ({"selected": "402"}, "selected"), ({"part": "floor"}, "part"),
    ({"targets": {"3,3": Verdict()}}, "targets"), ({"targets": {"0,1": "yes"}}, "targets"),
])
def test_bad_options_name_the_option(options: dict, word: str, mid: Game) -> None:
    with pytest.raises(ValueError, match=word):
        render(mid, **options)


def test_unknown_objects_and_keywords() -> None:
    with pytest.raises(TypeError, match="nova render draws"):
        render("a zoo")
    with pytest.raises(TypeError):
        render(load_map("A"), colour="red")  # type: ignore[call-arg]


def test_scale_changes_only_the_size() -> None:
    small, big = parse(render(load_map("A"))), parse(render(load_map("A"), scale=2))
    assert small.get("viewBox") == big.get("viewBox")
    assert float(big.attrib["width"]) == 2 * float(small.attrib["width"])


def test_display_hook_draws_the_game_and_the_map() -> None:
    game = started(2)
    assert game._repr_svg_() == render(game)
    assert load_map("A")._repr_svg_() == render(load_map("A"))


def test_game_over_shows_the_scores_best_first(mid: Game) -> None:
    """N-END-8: the final table lists every player's VP in the game's own ranking."""
    gs = mid.state
    gs.phase, gs.pending = "over", ()
    game = Game.from_state(gs)
    root = parse(render(game, viewer=0))
    (scores,) = [e for e in having(root, "data-zone") if e.get("data-zone") == "scores"]
    lines = [text_of(t) for t in scores.iter(f"{SVG}text")][1:]
    assert [line.split(": ")[0].split(". ")[1] for line in lines] == [s.name for s in game.scores()]
    assert all(f"{s.vp} VP" in line for s, line in zip(game.scores(), lines, strict=True))


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_random_games_draw_every_cell_building_and_animal(players: int) -> None:
    """Real positions from the engine (RandomBot, seeded): every zoo has one element per map cell and per building,
    every animal appears in its zoo, and only the viewer's hand is face up."""
    from arkwidgets.nova import RandomBot

    game, bot = Game.new(players, seed=20 + players), RandomBot(players)
    for step in range(1, 241):
        if game.phase == "over":
            break
        game.play(bot.choose(game))
        if step % 60:
            continue
        viewer = step // 60 % players
        root = parse(render(game, viewer=viewer))
        for zoo in having(root, "data-zoo"):
            p = game.players[int(zoo.attrib["data-zoo"])]
            assert len(having(zoo, "data-hex")) == len(load_map(p.map_id).cells)
            assert len(having(zoo, "data-building")) == len(p.buildings)
        for seat, p in enumerate(game.players):
            (played,) = [e for e in having(root, "data-zone") if e.get("data-zone") == "played"
                         and e.get("data-player") == str(seat)]
            chips = [int(e.attrib["data-card"]) for e in having(played, "data-card")]
            assert chips == ([a.card for a in p.animals] + list(p.sponsors))[:16]
        hands = {e.get("data-player") for e in having(root, "data-card") if e.get("data-zone") == "hand"}
        assert hands <= {str(viewer)}


def test_a_spectator_never_reads_a_dealt_hand_in_the_question() -> None:
    """N-SET-17, N-TURN-8: during setup the question names the 8 dealt cards; only their owner sees it."""
    game = Game.new(2, seed=9)
    dealt = [card_name(n) for n in question(game)["cards"]]

    def banner(svg: str) -> str:
        (phase,) = [e for e in having(parse(svg), "data-zone") if e.get("data-zone") == "phase"]
        return " ".join(t.text or "" for t in phase.iter(f"{SVG}text"))

    owner = banner(render(game, viewer=game.current_index))
    assert all(n in owner for n in dealt)
    for svg in (render(game), render(game, viewer=1 - game.current_index)):
        assert not any(n in banner(svg) for n in dealt)
        assert not any(f'data-card="{n}"' in svg for n in dealt)


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10_000), count=st.integers(0, 14), map_id=st.sampled_from(["A", "0"]))
def test_any_grown_zoo_draws_each_building_once_with_the_engines_verdicts(seed: int, count: int, map_id: str) -> None:
    """Zoos grown by legal placements (N-BUILD-7 … -10): one element per building, valid XML, and a random ghost
    judged exactly as placement_violations judges it."""
    from arkwidgets.nova.buildings import BUILD_II_TYPES, start_buildings
    from arkwidgets.nova.state import PlayerState

    rnd = random.Random(seed)
    zoomap = load_map(map_id)
    zoo = list(start_buildings(zoomap))
    for _ in range(count):
        options = legal_placements(zoomap, zoo, rnd.choice(BUILD_II_TYPES), True)
        if options:
            zoo.append(rnd.choice(options))
    player = PlayerState("Zed", map_id=map_id, buildings=tuple(zoo), upgraded=("build",) if seed % 2 else ())
    kind = rnd.choice(BUILD_II_TYPES)
    anchor = rnd.choice(sorted(zoomap.cells))
    rotation = rnd.randrange(6)
    root = parse(render(player, ghost=make_building(kind, anchor, rotation)))
    assert len(having(root, "data-building")) == len(zoo)
    (ghost,) = having(root, "data-ghost")
    found = placement_violations(zoomap, zoo, kind, anchor, rotation, False, bool(seed % 2))
    assert ghost.get("data-verdict") == ("illegal" if found else "legal")
    assert ghost.attrib["data-rules"].split() == list(dict.fromkeys(v.rule for v in found))
