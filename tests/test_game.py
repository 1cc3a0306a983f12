"""The game API (issue 2, parts 3-6): creation, determinism, moves, undo, history, events, saving and bad input."""

from __future__ import annotations

import json
import random

import pytest

import arkwidgets as ark
from arkwidgets.ark.state import RAIN


def played(seed: int = 11, players: int = 4, moves: int = 12) -> ark.Game:
    game = ark.Game.new(players, seed=seed)
    rng = random.Random(seed)
    for _ in range(moves):
        if game.phase == "over":
            break
        move = game.random_move(rng, uniform=False)
        assert move is not None  # the game is not over
        game.play(move)
    return game


# ----------------------------------------------------------------------------------------------- creation
def test_same_seed_same_game_other_seed_other_game():
    assert ark.Game.new(4, seed=3).to_json() == ark.Game.new(4, seed=3).to_json()
    assert ark.Game.new(4, seed=3).to_json() != ark.Game.new(4, seed=4).to_json()


def test_setup_is_pinned_across_machines_and_versions():
    """The seeded setup is part of the contract ("the same seed gives the same game, on every machine"): a change
    here breaks every teacher's saved exercise, so it must be deliberate."""
    game = ark.Game.new(4, seed=1)
    assert str(game.ark) == "T: chimpanzee, fish / B: koala, hay"
    assert game.current_player.name == "Ben"
    assert [c.id for c in game.display] == ["sloth", "grain", "horse"]


@pytest.mark.parametrize("players", [2, 6, 0, -1])
def test_three_to_five_players(players):
    with pytest.raises(ValueError, match="3 to 5 players"):
        ark.Game.new(players, seed=1)


@pytest.mark.parametrize(
    "players, words",
    [(["Ann", "Ann", "Cy"], "must differ"), (["Ann", "", "Cy"], "non-empty"), (["A", "B", "C" * 41], "at most 40")],
)
def test_player_names_are_checked(players, words):
    with pytest.raises(ValueError, match=words):
        ark.Game.new(players, seed=1)


@pytest.mark.parametrize("seed", [-1, 2**64, 1.5, "7", True])
def test_seed_is_checked(seed):
    with pytest.raises(ValueError, match="seed"):
        ark.Game.new(3, seed=seed)


def test_reading_a_game_never_exposes_mutable_state():
    game = played()
    hand = game.players[0].hand
    assert isinstance(hand, tuple) and isinstance(game.display, tuple)
    before = game.to_json()
    game.state_dict()["hands"][0].clear()
    assert game.to_json() == before


# ----------------------------------------------------------------------------------------------- moves
def test_play_returns_events_and_records_history():
    game = ark.Game.new(3, seed=2)
    mover = game.current_player.name
    events = game.play("draw 1")
    assert [e.kind for e in events][:2] == ["draw-display", "draw-deck"]
    assert all(e.rule and e.text for e in events)
    assert game.history[-1].player == mover and str(game.history[-1].move) == "draw 1"
    assert game.moves == (ark.Draw(1),)
    assert "1. " + mover + ": draw 1" in game.log()


def test_every_listed_move_plays_and_check_agrees():
    game = played(seed=5, moves=20)
    moves = game.legal_moves()
    assert len(set(moves)) == len(moves), "no duplicates"
    for move in moves:
        assert game.check(move).legal, move
        copy = game.copy()
        copy.play(move)
    assert game.to_json() == played(seed=5, moves=20).to_json()


def candidate_moves(game: ark.Game) -> list[ark.Move]:
    """A wide superset of well-formed moves: every card in sight aimed at every cabin and one beyond, with every
    combination of clauses that could possibly matter."""
    s = game.snapshot()
    cards = {c.id for c in s.hands[s.current]} | {c.id for c in s.display} | {c.id for c in game.ark.cards()}
    cards |= {"lion", "hay", "skunk", "chimpanzee", "fox", "dinosaur"}
    cabins = [*game.ark.positions(), ark.cabin_id(0, len(game.ark.top) + 1)]
    out: list[ark.Move] = [ark.Draw(k) for k in (1, 2, 3)] + [ark.Pass(), ark.Pet(None)]
    out += [ark.Pet(c) for c in cards]
    display = [None] + [c.id for c in s.display] + ["lion"]
    for card_id in sorted(cards):
        card = game.deck.card(card_id)
        for cabin in cabins:
            h, i = ark.parse_cabin(cabin)
            half = game.ark.halves[h]
            evicts = [None] + ([c.id for c in half[i]] if i < len(half) else []) + ["hay"]
            boosts = (
                [None, "heavy", "useful"] if card.ability in ("chimpanzee", "skunk", "mosquito") else [None, "slow"]
            )
            for evict in evicts:
                for boost in boosts:
                    for take in display:
                        for plain in (False, True):
                            out.append(ark.Play((ark.Placement(card_id, cabin, evict, boost, take, plain),)))
    return out


@pytest.mark.parametrize(
    "seed, moves", [(1, 0), (2, 9), (3, 17), (7, 15), (4, 30), (7, 45), (8, 34)]
)  # (8, 34): a final round
def test_legal_moves_is_exact(seed, moves):
    """Every listed move plays; every well-formed move not listed is refused with at least one rule id."""
    game = played(seed=seed, moves=moves)
    listed = set(game.legal_moves())
    for move in listed:
        assert game.is_legal(move)
    singles = candidate_moves(game)
    one_step = {m for m in listed if not (isinstance(m, ark.Play) and len(m.placements) == 2)}
    assert one_step <= set(singles), "the candidate superset must cover every listed one-step move"
    assert len(one_step) >= 2
    for move in singles:
        verdict = game.check(move)
        assert verdict.legal == (move in listed), (str(move), str(verdict))
        if not verdict.legal:
            assert verdict.rules and all(rule for rule in verdict.rules)
    # Two-card plays: every legal first card followed by every candidate second card.
    firsts = [m for m in listed if isinstance(m, ark.Play) and len(m.placements) == 1]
    rng = random.Random(seed)
    for first in rng.sample(firsts, min(6, len(firsts))):
        for second in rng.sample(singles, min(300, len(singles))):
            if not isinstance(second, ark.Play):
                continue
            move = ark.Play(first.placements + second.placements)
            assert game.is_legal(move) == (move in listed), str(move)


def test_random_move_is_uniform_over_legal_moves():
    game = played(seed=21, moves=3)
    legal = game.legal_moves()
    assert 5 <= len(legal) <= 400
    rng = random.Random(0)
    draws = 40 * len(legal)
    counts = dict.fromkeys(legal, 0)
    for _ in range(draws):
        counts[game.random_move(rng)] += 1  # a KeyError would mean an illegal move
    expected = draws / len(legal)
    chi2 = sum((c - expected) ** 2 / expected for c in counts.values())
    k = len(legal) - 1
    # Wilson-Hilferty: the 99.9th percentile of chi-square with k degrees of freedom.
    limit = k * (1 - 2 / (9 * k) + 3.09 * (2 / (9 * k)) ** 0.5) ** 3
    assert chi2 < limit, (chi2, limit)


def test_random_placement_and_random_turn_are_legal():
    game = played(seed=4, moves=6)
    rng = random.Random(1)
    placements = set(game.legal_placements())
    for _ in range(200):
        assert game.random_placement(rng) in placements
        assert game.is_legal(game.random_move(rng, uniform=False))


# ----------------------------------------------------------------------------------------------- bad input
BAD_MOVES = [
    ("play unicorn@T1", "T-2", "no card 'unicorn'"),
    ("play lion@T1", "T-2", "not in"),
    ("play {card}@T9", "P-7", "does not exist"),
    ("pet {card}", "R-1", "2nd rain"),
    ("pass", "D-7", "neither draw nor play"),
    ("draw 3", None, None),  # legal: control case
]


def test_bad_moves_are_refused_with_reasons_and_change_nothing():
    game = ark.Game.new(4, seed=1)
    card = game.current_player.hand[0].id
    before = game.to_json()
    for template, rule, words in BAD_MOVES:
        text = template.format(card=card)
        if rule is None:
            assert game.check(text).legal
            continue
        with pytest.raises(ark.IllegalMove) as info:
            game.play(text)
        assert rule in info.value.rules and words in str(info.value), (text, str(info.value))
        assert game.to_json() == before
    with pytest.raises(ark.NotationError):
        game.play("play lion T1")
    assert game.to_json() == before


def test_a_move_by_the_wrong_player_is_refused():
    game = ark.Game.new(3, seed=1)
    other = (game.current_index + 1) % 3
    before = game.to_json()
    with pytest.raises(ark.IllegalMove, match="S-2"):
        game.play("draw 1", player=other)
    with pytest.raises(ValueError, match="no player"):
        game.play("draw 1", player="Zed")
    assert game.to_json() == before
    game.play("draw 1", player=game.current_player.name)


def test_undo_to_the_start_and_nothing_more():
    game = played(seed=9, moves=25)
    snapshots = []
    replay = ark.Game.new(4, seed=9)
    for move in game.moves:
        snapshots.append(replay.to_json())
        replay.play(move)
    for expected in reversed(snapshots):
        game.undo()
        assert game.to_json() == expected
    with pytest.raises(ark.ArkError, match="nothing to undo"):
        game.undo()


# ----------------------------------------------------------------------------------------------- saving
def test_json_round_trip_is_exact_and_continues_identically():
    game = played(seed=13, moves=30)
    text = game.to_json()
    loaded = ark.Game.from_json(text)
    assert loaded.to_json() == text
    assert [str(e) for e in loaded.events] == [str(e) for e in game.events]
    a, b = random.Random(4), random.Random(4)
    while game.phase != "over":
        game.play(game.random_move(a, uniform=False))
        loaded.play(loaded.random_move(b, uniform=False))
    assert loaded.to_json() == game.to_json()
    loaded.undo()  # undo works after loading: the history is rebuilt
    assert json.loads(text)["version"] == 1


def test_a_save_that_calls_the_evicted_animals_removed_still_loads():
    """Issue 12 gave the evicted animals one name ("evicted"); saves written before call the list "removed"."""
    game = played(seed=13, moves=30)
    data = json.loads(game.to_json())
    if "state" not in data:
        pytest.skip("this save format keeps no state")
    data["state"]["removed"] = data["state"].pop("evicted")
    loaded = ark.Game.from_json(json.dumps(data))
    assert loaded.to_json() == game.to_json() and loaded.evicted == game.evicted


def _corrupt(game: ark.Game, change) -> str:
    data = json.loads(game.to_json())
    change(data)
    return json.dumps(data)


def _move_card_twice(d):
    d["state"]["display"].append(d["state"]["hands"][0][0])


def _six_rain(d):
    d["state"]["deck"].append(RAIN)


def _tilt(d):
    d["state"]["tilt"] = d["state"]["tilt"] + 1 if d["state"]["tilt"] < 2 else 1


@pytest.mark.parametrize(
    "change, words",
    [
        (_move_card_twice, "both in"),
        (_six_rain, "rain cards"),
        (_tilt, "tilt"),
        (lambda d: d.update(version=2), "unknown save version 2"),
        (lambda d: d.update(format="chess"), "not an arkwidgets saved game"),
        (lambda d: d["state"].update(reserve=d["state"]["reserve"] + 1), "orange discs"),
        (lambda d: d["state"]["discs"].__setitem__(0, 10**30), "out of range"),
        (lambda d: d["moves"].append("play unicorn@T9"), "illegal in the saved game"),
        (lambda d: d["moves"].append("dance"), "move"),
        (lambda d: d["state"].update(phase="lunch"), "phase"),
        (lambda d: d.update(seed=d["seed"] + 1), "setup.state is not the setup"),
        (lambda d: d["state"]["hands"][0].append("unicorn"), "no card with id 'unicorn'"),
        (lambda d: d.update(players=["Ann", "Ben"]), "3 to 5 players"),
        (lambda d: d.update(extra=1), "unknown field"),
        (lambda d: d["rng"].__setitem__(1, [0] * 3), "625"),
        (lambda d: d["state"].update(turn="7"), "whole number"),
        (lambda d: d["state"].update(current=9), "out of range"),
    ],
)
def test_corrupt_or_inconsistent_saves_are_refused(change, words):
    game = played(seed=17, moves=10)
    with pytest.raises(ValueError) as info:
        ark.Game.from_json(_corrupt(game, change))
    assert words in str(info.value)


def test_a_state_the_moves_do_not_lead_to_is_refused():
    game = played(seed=17, moves=10)
    data = json.loads(game.to_json())
    data["moves"] = data["moves"][:-1]
    with pytest.raises(ValueError, match="does not match the moves replayed"):
        ark.Game.from_json(json.dumps(data))


@pytest.mark.parametrize(
    "text, words",
    [
        ("", "not valid JSON"),
        ("[" * 100_000 + "]" * 100_000, "nested"),
        ('{"a": ' * 50 + "1" + "}" * 50, "nested deeper"),
        ('{"format": "arkwidgets-game", "version": ' + "9" * 5000 + "}", "not valid JSON"),
        ("x" * 2_100_000, "at most"),
        ('"just a string"', "expected an object"),
        (b"\xff\xfe", "UTF-8"),
    ],
)
def test_hostile_json_is_refused_cleanly(text, words):
    with pytest.raises(ValueError) as info:
        ark.Game.from_json(text)
    assert words in str(info.value)


def test_saves_are_plain_json_never_pickle():
    game = played()
    text = game.to_json()
    assert json.loads(text)["format"] == "arkwidgets-game"
    with pytest.raises(TypeError):
        ark.Game.from_json(123)  # type: ignore[arg-type]
