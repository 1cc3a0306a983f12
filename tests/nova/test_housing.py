"""Which standard enclosure goes back to empty when an animal leaves it (N-ANIM-15, N-PROJ-8, ND-10, ND-65, ND-89).

The rulebook (P.12, P.15) does not flip back the animal's own enclosure but "the smallest occupied standard
enclosure that meets the animal's needs, water and rock included"; several equally small ones are the player's
choice. Positions are real zoos on map A built from legal placements; verdicts come from the public game.
"""

from __future__ import annotations

from arkwidgets.nova import Decision, Game
from arkwidgets.nova.buildings import Building, count_adjacent_terrain, make_building
from arkwidgets.nova.moves import Choose, MoveAnimal, Pass
from arkwidgets.nova.state import ZooAnimal
from arkwidgets.nova.zoomap import load_map

from .helpers import asking, question, rules_of, started
from .test_animals import ENCLOSURE, placement
from .test_projects import task5

MAP_A = load_map("A")
LIZARD, FENNEC, MARTEN, CARACAL, LION = 486, 405, 410, 404, 402  # sizes 1 (needs 1 rock), 1, 1, 2, 4
GIRAFFE, ZEBRA = 428, 429  # Africa herbivores: size 3, and size 2 with Flock Animal 2 (ND-65)


def somewhere(kind: str, rock: int, avoid: frozenset) -> Building:
    """A ``kind`` on building hexes of map A next to at least ``rock`` rock hexes, off ``avoid`` (a zoo set up for a
    housing question: where it stands is all that matters, not how it was built)."""
    for anchor in sorted(MAP_A.building_hexes):
        for rotation in range(6):
            b = make_building(kind, anchor, rotation)
            if b.cells <= MAP_A.building_hexes and not b.cells & avoid \
                    and count_adjacent_terrain(MAP_A, b, "rock") >= rock:
                return b
    raise AssertionError(f"no {kind} next to {rock} rock")


def rock_enclosures() -> tuple[Building, Building, Building]:
    """Two size-1 enclosures next to rock and a reptile house next to rock, apart from the start buildings."""
    taken = frozenset().union(*(b.cells for b in started(2, 5).state.players[0].buildings))
    first = somewhere("enclosure-1", 1, taken)
    second = somewhere("enclosure-1", 1, taken | first.cells)
    house = somewhere("reptile-house", 1, taken | first.cells | second.cells)
    return first, second, house


def zoo_with(buildings: tuple[Building, ...], animals: tuple[ZooAnimal, ...]) -> tuple[Game, int]:
    """A game whose player to act has these extra buildings and animals, asked to move animals into the new
    reptile house (N-BUILD-17)."""
    gs = started(2, 5).state
    seat = gs.current
    p = gs.players[seat]
    p.buildings = p.buildings + buildings
    p.animals = animals
    return asking(gs, Decision("move-animals", seat, home="reptile-house"), keep_stack=False), seat


def homes(game: Game, seat: int) -> dict[int, object]:
    return {a.card: a.home for a in game.state.players[seat].animals}


def test_n_anim_15_nd_10_a_move_frees_the_smallest_occupied_enclosure_that_suits_the_animal() -> None:
    """N-ANIM-15, ND-10 (P.12: 每转移一个动物，找出符合该动物饲养区需求（包括水域和岩石格）的已占用的
    最小标准饲养区，并将其翻回闲置的一面). Situation: the wall lizard (size 1, 1 rock) lives in the size-3 start
    enclosure (1 rock next to it); a fennec fox lives in a size-1 enclosure next to rock; a caracal in a size-2
    enclosure without rock. Outcome: moving the lizard into the new reptile house empties the fennec's size-1
    enclosure, not the lizard's own; the fennec is recorded in the start enclosure from then on; the caracal's
    enclosure (no rock) is not a candidate though it is smaller than the start enclosure."""
    small, _, house = rock_enclosures()
    taken = frozenset().union(small.cells, house.cells, *(b.cells for b in started(2, 5).state.players[0].buildings))
    two = next(b for b in (make_building("enclosure-2", h, 0) for h in sorted(MAP_A.building_hexes))
               if b.cells <= MAP_A.building_hexes and not b.cells & taken
               and count_adjacent_terrain(MAP_A, b, "rock") == 0)
    game, seat = zoo_with((small, two, house), (ZooAnimal(LIZARD, ENCLOSURE), ZooAnimal(FENNEC, small.anchor),
                                                ZooAnimal(CARACAL, two.anchor)))
    assert set(game.legal_moves()) == {MoveAnimal(LIZARD), Pass()}
    events = game.play("move 486")
    assert homes(game, seat) == {LIZARD: "reptile-house", FENNEC: ENCLOSURE, CARACAL: two.anchor}
    moved = next(e for e in events if e.kind == "move-animal")
    assert moved.rule == "N-ANIM-15" and moved.data["hex"] == f"{small.anchor[0]},{small.anchor[1]}"


def test_nd_c1_equally_small_enclosures_are_the_players_choice() -> None:
    """ND-10, ND-89: of several equally small suitable enclosures the player chooses the one that goes back to
    empty. Situation: the lizard in the start enclosure; a fennec and a marten each in a size-1 enclosure next to
    rock. Outcome: after the move the player is asked (choose empty 1 / 2); choosing 2 empties the marten's
    enclosure and the marten is recorded in the start enclosure; a choice not on offer is refused under ND-10."""
    first, second, house = rock_enclosures()
    game, seat = zoo_with((first, second, house), (ZooAnimal(LIZARD, ENCLOSURE), ZooAnimal(FENNEC, first.anchor),
                                                   ZooAnimal(MARTEN, second.anchor)))
    game.play("move 486")
    assert question(game).kind == "free-enclosure" and question(game)["ties"] == tuple(sorted((first.anchor,
                                                                                                second.anchor)))
    assert game.legal_moves() == [Choose("empty", "1"), Choose("empty", "2")]
    assert rules_of(game, "choose empty 3") == {"ND-10"}
    ties = question(game)["ties"]
    game.play("choose empty 2")
    emptied = ties[1]
    kept = ties[0]
    living = homes(game, seat)
    assert emptied not in living.values() and kept in living.values() and ENCLOSURE in living.values()
    assert living[LIZARD] == "reptile-house"


def test_n_proj_8_nd_10_a_release_frees_the_smallest_suitable_enclosure() -> None:
    """N-PROJ-8, ND-10 (P.15: 将满足该动物安置需求的已占用的最小标准饲养区翻回闲置的一面). Situation: a lion (size 4)
    lives in a size-5 enclosure and a caracal (size 2) in a size-4 one; Serengeti's level 1 (4+, Africa) is free.
    Outcome: releasing the lion empties the size-4 enclosure (the smallest occupied one of size 4 or more), the
    caracal is recorded in the size-5 one; the lion goes to the discard pile."""
    five = placement("enclosure-5")
    four = placement("enclosure-4", avoid=five.cells, buildings=(five,))
    game, seat = task5(table={"project_row": (116,)}, animals=(ZooAnimal(LION, five.anchor),
                                                               ZooAnimal(CARACAL, four.anchor)))
    gs = game.state
    gs.players[seat].buildings = (*gs.players[seat].buildings, five, four)
    game = Game.from_state(gs)
    events = game.play("project 116 level 1 token 1 release 402")
    release = next(e for e in events if e.kind == "release")
    assert release.rule == "N-PROJ-8" and release.data["home"] == f"{four.anchor[0]},{four.anchor[1]}"
    assert homes(game, seat) == {CARACAL: five.anchor} and LION in game.state.discard


def test_nd_65_a_released_flock_animal_leaves_its_shared_enclosure_occupied() -> None:
    """ND-65, ND-10: a Flock Animal that moved into an occupied enclosure flipped nothing, so its release flips
    nothing. Situation: Grevy's zebra (Flock Animal 2) shares a size-3 enclosure with a giraffe; Serengeti's level 3
    (2−) is free. Outcome: the zebra is released and discarded, the giraffe's enclosure stays occupied."""
    three = placement("enclosure-3")
    game, seat = task5(table={"project_row": (116,)}, animals=(ZooAnimal(GIRAFFE, three.anchor),
                                                               ZooAnimal(ZEBRA, three.anchor)))
    gs = game.state
    gs.players[seat].buildings = (*gs.players[seat].buildings, three)
    game = Game.from_state(gs)
    events = game.play("project 116 level 3 token 1 release 429")
    assert next(e for e in events if e.kind == "release").rule == "ND-65"
    assert homes(game, seat) == {GIRAFFE: three.anchor} and ZEBRA in game.state.discard
