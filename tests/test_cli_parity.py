"""One command line for both games (issue 27): ``arkwidgets play`` (Ark) and ``arkwidgets nova play`` (Ark Nova)
accept the same options with the same defaults, refuse bad options and bad names in the same way before a game
starts, and in a session answer bad input with a clear line that changes nothing."""

from __future__ import annotations

import io
import re
from collections.abc import Callable
from typing import Any

import pytest

from arkwidgets.cli import build_parser, main
from arkwidgets.clitools import BOT_KINDS, DEFAULT_BOTS, seat_names
from arkwidgets.ui.names import build_seats

GAMES = {"ark": ["play"], "nova": ["nova", "play"]}
#: Options only one game has, and why: Ark Nova is played on a map, Ark has none.
ONLY = {"ark": set(), "nova": {"--map"}}


def _parsed(game: str) -> dict[str, Any]:
    """What ``arkwidgets … play`` with no option gives: every option's default (and the command's own parser)."""
    return vars(build_parser().parse_args(GAMES[game]))


def _options(game: str) -> dict[str, str]:
    """Each option of the game's ``play`` and its value in the usage line (``--bots {random,greedy}``)."""
    usage = " ".join(_parsed(game)["command_parser"].format_usage().split())
    return dict(re.findall(r"\[(--[\w-]+)(?: ([^\]]+))?\]", usage))


def test_both_games_play_accept_the_same_options_with_the_same_defaults() -> None:
    ark, nova = _options("ark"), _options("nova")
    assert set(ark) - ONLY["ark"] == set(nova) - ONLY["nova"]
    assert {"--players", "--seed", "--bots", "--name", "--lang"} <= set(ark)
    assert (ark["--seed"], ark["--name"]) == (nova["--seed"], nova["--name"]) == ("SEED", "NAME")
    assert ark["--lang"] == nova["--lang"] == "{en,zh,fr}"
    defaults = {game: _parsed(game) for game in GAMES}
    for option in ("seed", "bots", "name", "lang"):
        assert defaults["ark"][option] == defaults["nova"][option], option
    assert defaults["ark"]["bots"] == DEFAULT_BOTS
    # each game offers the bots it has, in the same order and words (Ark Nova has no search bot yet)
    for game, options in (("ark", ark), ("nova", nova)):
        choices = tuple(options["--bots"].strip("{}").split(","))
        assert choices == BOT_KINDS[: len(choices)] and len(choices) >= 2, game


class Untouched(io.StringIO):
    """A stdin that fails the test if read: a refused option must stop before a game starts."""

    def readline(self, size: int | None = -1) -> str:  # type: ignore[override]
        pytest.fail("a game started although its options were refused")


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize(("argv", "error"), [
    (["--players", "9"], "argument --players: invalid choice: 9"),
    (["--players", "two"], "argument --players: invalid int value: 'two'"),
    (["--seed", "x"], "argument --seed: invalid int value: 'x'"),
    (["--bots", "strong"], "argument --bots: invalid choice: 'strong'"),
    (["--lang", "de"], "argument --lang: invalid choice: 'de'"),
    (["--no-such-option"], "unrecognized arguments: --no-such-option"),
])
def test_a_bad_option_is_refused_with_the_usage_and_one_reason_before_any_game(
        game: str, argv: list[str], error: str, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr("sys.stdin", Untouched())
    with pytest.raises(SystemExit) as stop:
        main([*GAMES[game], *argv])
    assert stop.value.code == 2
    out, err = capsys.readouterr()
    command = "arkwidgets " + " ".join(GAMES[game])
    assert out == ""
    assert err.startswith(f"usage: {command} ")
    assert err.rstrip().splitlines()[-1].startswith(f"{command}: error: {error}")


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("name", ["", "   ", "\t"])
def test_a_name_with_nothing_visible_is_refused_in_the_same_words(game: str, name: str,
                                                                  monkeypatch: pytest.MonkeyPatch,
                                                                  capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr("sys.stdin", Untouched())
    assert main([*GAMES[game], "--name", name, "--seed", "1"]) == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert re.fullmatch(rf"arkwidgets {' '.join(GAMES[game])}: player name '.*': a name is non-empty text with a "
                        r"visible character\n", err, re.S), err


@pytest.mark.parametrize("game", GAMES)
def test_your_name_is_never_a_bots_in_either_game(game: str) -> None:
    """``--name "Bot 1"``: the bots move along (Bot 2, Bot 3 …) so every seat keeps a name of its own."""
    names = seat_names("Bot 1", 3)
    assert names[0] == "Bot 1" and len(set(names)) == 3


# ------------------------------------------------------------------------------------------------ inside a session
def _ark() -> tuple[Any, list[Any], Callable[..., int], list[str]]:
    from arkwidgets.ark import Game
    from arkwidgets.ark.bots import RandomBot
    from arkwidgets.ark.cli import play_session

    game = Game.new(seat_names(None, 3), seed=5)
    seats = build_seats(3, [0], "random", 5, {"random": RandomBot})
    return game, seats, play_session, ["play lion@T9", "card unicorn"]


def _nova() -> tuple[Any, list[Any], Callable[..., int], list[str]]:
    from arkwidgets.nova import Game
    from arkwidgets.nova.bots import RandomBot
    from arkwidgets.nova.cli import play_session

    game = Game.new(players=seat_names(None, 2), seed=3)
    seats = build_seats(2, [0], "random", 3, {"random": RandomBot})
    return game, seats, play_session, ["build enclosure-3 3,2 r0", "card 999"]


SESSIONS = {"ark": _ark, "nova": _nova}
#: What every game answers the same way: no such command, no matching move, a lookup without its argument.
BAD_LINES = ["xyzzy", "moves nothing-like-this", "card"]


@pytest.mark.parametrize("game", GAMES)
def test_bad_input_in_a_session_gets_a_clear_line_and_changes_nothing(game: str) -> None:
    """The same seed played with only ``quit``, and with bad lines first: the same game afterwards (the bots' moves
    included), and each bad line answered with a line of its own; an illegal move names its rule."""
    plain, seats, session, illegal = SESSIONS[game]()
    session(plain, seats, 0, io.StringIO("quit\n"), io.StringIO())
    tried, seats, session, illegal = SESSIONS[game]()
    out = io.StringIO()
    session(tried, seats, 0, io.StringIO("\n".join([*BAD_LINES, *illegal, "quit"]) + "\n"), out)
    assert tried.to_json() == plain.to_json()
    assert len(tried.history) == len(plain.history)
    text = out.getvalue()
    assert "Not a move" in text  # xyzzy
    assert "No legal move contains 'nothing-like-this'" in text
    assert re.search(r"Type 'card' and a card's (name|number)", text)
    assert re.search(r"\b(N|ND|P|T|S)-[A-Z0-9]+(-\d+)?\b", text.split(illegal[0], 1)[1])  # the refusal's rule id
