"""The engine's speed-ups change nothing a player or a bot can see (issue 23, item 5 "Speed").

Seeded games of random and greedy bots on several maps and player counts are played, and at every step the list of
``legal_moves()`` (in its order), the events the played move tells, and at every 5th step the verdicts of ``check()``
for a set of illegal probes (each violation's rule id and message) are folded into one digest per game. The digests
were recorded with the engine as it was at commit 799a91d, before the speed-ups (``same_moves.json``), by this very
file run as a script:

    PYTHONPATH=/path/to/a/checkout/of/799a91d python tests/nova/test_same_moves.py > tests/nova/same_moves.json

Re-recorded once since, when the keep events learnt their plural (issue 28: "keeps 1 card", no more "card(s)"):
before that, all 110 games played with the two keep sentences worded as before still gave the 799a91d digests, so
only those words changed. Re-recorded a second time when every counted noun learnt its plural (issue 23: "draws 2
cards", "spends 1 X token", no more "(s)"): before that, a digest of the same 110 games blind to words (moves, rule
ids, event kinds and their data as numbers) was the same with the old and the new wording, so only words changed.

A speed-up that reorders the moves, adds or drops one, changes a verdict's rule or words, or makes a bot choose
otherwise changes a digest. The quick lane plays a few of the games; the ``slow`` mark plays all of them.
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path
from typing import Any

import pytest

from arkwidgets.nova import Game, Move
from arkwidgets.nova.bots import RandomBot
from arkwidgets.nova.greedy import GreedyBot

RECORDING = Path(__file__).with_name("same_moves.json")
MAPS = ("A", "0", "1", "2", "3", "4", "5", "6", "7", "8")
#: Illegal moves of every kind, judged at every 5th step (as benchmarks/bench_nova.py's check figure does).
PROBES = ("discard 999", "snap 6", "cards x5", "build kiosk 0,0", "keep 401", "stop", "animals x1", "sponsors x2",
          "build pavilion 1,4", "play 449 in 0,9", "sponsor 242", "x-token build", "partner-zoo africa",
          "build enclosure-2 3,3", "association x2", "reputation")


def games() -> list[tuple[str, dict[str, Any]]]:
    """The games compared: (bot kind, Game.new options): 104 random games of 1–4 players on the ten maps (the whole
    deck in every other game), and 6 games with greedy bots (made cheap: narrow and shallow)."""
    out: list[tuple[str, dict[str, Any]]] = []
    for i in range(104):
        players = (1, 2, 1, 2, 3, 4, 2, 1)[i % 8]
        out.append(("random", {"players": players, "seed": 900 + i, "map": MAPS[i % len(MAPS)],
                               "cards": "all" if i % 2 else "executed"}))
    for i in range(6):
        out.append(("greedy", {"players": 1 + i % 2, "seed": 70 + i, "map": MAPS[(3 * i) % len(MAPS)],
                               "cards": "all" if i % 2 else "executed"}))
    return out


def _verdict(game: Game, move: Move) -> str:
    return "|".join(f"{v.rule}:{v}" for v in game.check(move).violations)


def digest(kind: str, options: dict[str, Any]) -> str:
    """The sha256 of everything seen along one seeded game (see the module's docstring)."""
    game = Game.new(**options)
    seed = options["seed"]
    bots = [GreedyBot(seed + i, width=2, roll=2, depth=3) if kind == "greedy" and i == 0 else RandomBot(seed + i)
            for i in range(options["players"])]
    probes = [Move.parse(p) for p in PROBES]
    sha = hashlib.sha256()
    before: list[Move] = []
    step = 0
    while game.phase != "over":
        legal = game.legal_moves()
        sha.update("\n".join(map(str, legal)).encode())
        if step % 5 == 0:
            for move in (*probes, *before[:12], *legal[:3]):
                sha.update(_verdict(game, move).encode())
                sha.update(b"1" if game.is_legal(move) else b"0")
        move = bots[game.current_index].choose(game)
        events = game.play(move)
        sha.update(f"#{move}:".encode())
        sha.update("\n".join(map(str, events)).encode())
        before = legal
        step += 1
    sha.update(repr([(s.name, s.vp) for s in game.scores()]).encode())
    return f"{step}:{sha.hexdigest()}"


def _key(kind: str, options: dict[str, Any]) -> str:
    return f"{kind} {json.dumps(options, sort_keys=True)}"


def _recorded() -> dict[str, str]:
    return json.loads(RECORDING.read_text())


GAMES = games()
QUICK = [g for i, g in enumerate(GAMES) if i % 13 == 0 and g[1]["players"] <= 2]


@pytest.mark.parametrize(("kind", "options"), QUICK, ids=[_key(*g) for g in QUICK])
def test_same_moves_verdicts_and_events_as_before_the_speed_ups(kind: str, options: dict[str, Any]) -> None:
    """A few seeded games play exactly as they did at 799a91d: same legal moves in the same order, same verdicts
    (rule ids and messages), same events."""
    assert digest(kind, options) == _recorded()[_key(kind, options)]


@pytest.mark.slow
@pytest.mark.parametrize(("kind", "options"), GAMES, ids=[_key(*g) for g in GAMES])
def test_every_recorded_game_is_the_same(kind: str, options: dict[str, Any]) -> None:
    """All 110 recorded games (random and greedy, 1–4 players, ten maps) play exactly as they did at 799a91d."""
    assert digest(kind, options) == _recorded()[_key(kind, options)]


if __name__ == "__main__":  # record: run with a checkout of the reference engine first on PYTHONPATH
    recorded = {}
    for kind, options in GAMES:
        recorded[_key(kind, options)] = digest(kind, options)
        print(_key(kind, options), recorded[_key(kind, options)], file=sys.stderr)
    print(json.dumps(recorded, indent=1, sort_keys=True))
