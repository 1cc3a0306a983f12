"""``arkwidgets nova play|render|app``: a scripted terminal game to the end, what the human is (not) shown, the
commands, and bad input answered with a message and exit code 2."""

from __future__ import annotations

import io
import re
from pathlib import Path

import pytest

from arkwidgets import nova
from arkwidgets.cli import main
from arkwidgets.nova.bots import RandomBot
from arkwidgets.nova.cards import card
from arkwidgets.nova.cli import play_session


class Scripted(io.StringIO):
    """The human at seat 0: first the given lines, then a random legal move whenever asked (a seeded bot)."""

    def __init__(self, game: nova.Game, lines: list[str], out: io.StringIO, seed: int = 0) -> None:
        super().__init__()
        self.game, self.lines, self.out, self.bot = game, list(lines), out, RandomBot(seed)

    def readline(self, size: int | None = -1) -> str:  # type: ignore[override]
        if self.lines:
            return self.lines.pop(0) + "\n"
        return str(self.bot.choose(self.game)) + "\n"


def test_a_scripted_solo_game_runs_to_the_final_score() -> None:
    game = nova.Game.new(players=1, seed=4)
    out = io.StringIO()
    stdin = Scripted(game, ["help", "board", "moves keep", "keep 1 2 3 4", "quit-not"], out)
    assert play_session(game, [None], 0, stdin, out) == 0
    text = out.getvalue()
    assert game.phase == "over" and "VP" in text.splitlines()[-1]
    assert "moves [WORD]" in text  # help
    assert "Not a move" in text  # "quit-not" is no command and no move
    assert "✗ N-SET-17" in text or "✗" in text  # keep 1 2 3 4: cards not offered, refused with the rule id
    assert re.search(r"\[N-[A-Z]+-\d+\]", text)  # narration carries rule ids


def test_why_explains_and_changes_nothing_and_undo_takes_back_the_last_move() -> None:
    game = nova.Game.new(players=1, seed=6)
    while game.phase == "setup":
        game.play(game.legal_moves()[0])
    before = game.to_json()
    out = io.StringIO()
    stdin = Scripted(game, ["why build kiosk 0,1", "why cards", "cards", "undo", "quit"], out)
    play_session(game, [None], 0, stdin, out)
    text = out.getvalue()
    assert "✗ N-BUILD" in text or "✗ ND-" in text or "✗ N-TURN" in text
    assert "cards: legal" in text
    assert "Undone" in text and game.to_json() == before


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_n_turn_8_the_terminal_never_shows_a_bots_hidden_cards(seed: int) -> None:
    """Whatever was printed at each prompt names no card that the human could not know: a bot's hand is shown
    only as a count, and the deck never."""
    game = nova.Game.new(players=2, seed=seed)
    out = io.StringIO()
    known: set[int] = set()
    checked = 0

    class Watching(Scripted):
        def readline(self, size: int | None = -1) -> str:  # type: ignore[override]
            nonlocal checked
            state = game.state
            known.update(state.players[0].hand, (c for c in state.display if c), state.discard)
            known.update(a.card for p in state.players for a in p.animals)
            known.update(n for p in state.players for n in p.sponsors)
            known.update(state.project_row)
            secret = (set(state.players[1].hand) | set(state.deck)) - known
            printed = out.getvalue()
            for n in secret:
                assert f"{n} {card(n).name}" not in printed, (n, card(n).name)
            checked += 1
            if checked > 150:
                return "quit\n"
            return super().readline(size)

    stdin = Watching(game, [], out, seed)
    play_session(game, [None, nova.RandomBot(seed)], 0, stdin, out)
    assert checked > 5


def test_nova_render_writes_svg_and_png(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    svg, png = tmp_path / "t.svg", tmp_path / "t.png"
    assert main(["nova", "render", "-o", str(svg), "--players", "2", "--moves", "30", "--viewer", "0"]) == 0
    assert svg.read_text(encoding="utf-8").startswith("<svg")
    pytest.importorskip("cairosvg")
    assert main(["nova", "render", "-o", str(png), "--players", "1"]) == 0
    assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    saved = tmp_path / "g.json"
    saved.write_text(nova.Game.new(players=3, seed=2).to_json(), encoding="utf-8")
    assert main(["nova", "render", "-o", str(svg), "--load", str(saved)]) == 0
    assert "wrote" in capsys.readouterr().out


@pytest.mark.parametrize("argv, message", [
    (["nova", "render", "-o", "x.gif"], "must end in .svg or .png"),
    (["nova", "render", "-o", "missing/dir/x.svg"], "missing"),
    (["nova", "render", "-o", "x.svg", "--moves", "-1"], "0 or more"),
    (["nova", "render", "-o", "x.svg", "--load", "no-such.json"], "no-such.json"),
])
def test_nova_render_refuses_bad_input_with_a_message(argv: list[str], message: str, tmp_path: Path,
                                                      monkeypatch: pytest.MonkeyPatch,
                                                      capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.chdir(tmp_path)
    assert main(argv) == 2
    assert message in capsys.readouterr().err


def test_nova_app_serves_notebook_08_with_voila(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["nova", "app", "--dry-run", "--no-browser"]) == 0
    line = capsys.readouterr().out
    assert "voila" in line and "08_ark_nova_classroom_app.ipynb" in line and "--no-browser" in line


def test_nova_app_passes_voilas_own_options_through(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["nova", "app", "--dry-run", "--theme=dark", "--", "--Voila.ip=0.0.0.0"]) == 0
    line = capsys.readouterr().out
    assert line.split().index("--theme=dark") > line.split().index("-m") and "--Voila.ip=0.0.0.0" in line


def test_nova_help_lists_its_commands(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stop:
        main(["nova", "--help"])
    assert stop.value.code == 0
    help_text = capsys.readouterr().out
    assert all(word in help_text for word in ("play", "render", "app"))


# ------------------------------------------------------------------------------------------------ one CLI, two games
def _parse(*argv: str) -> dict[str, object]:
    from arkwidgets.cli import build_parser

    return vars(build_parser().parse_args(list(argv)))


def test_both_games_play_take_the_same_options_in_the_same_places(capsys: pytest.CaptureFixture[str]) -> None:
    """Issue 27: ``--lang`` before or after any command word, and ``play``'s ``--players``, ``--seed``, ``--bots``,
    ``--name`` with the same defaults in both games (the widgets' bots and names)."""
    ark, nova_play = _parse("play"), _parse("nova", "play")
    for key in ("seed", "bots", "name", "lang"):
        assert ark[key] == nova_play[key], key
    assert (ark["bots"], ark["name"], ark["seed"], ark["lang"]) == ("random", None, None, "en")
    for argv in (["--lang", "zh", "play"], ["play", "--lang", "zh"], ["--lang", "zh", "nova", "play"],
                 ["nova", "--lang", "zh", "play"], ["nova", "play", "--lang", "zh"], ["nova", "render", "--lang",
                                                                                    "zh", "-o", "x.svg"]):
        assert _parse(*argv)["lang"] == "zh", argv
    helps = []
    for argv in (["play", "--help"], ["nova", "play", "--help"]):
        with pytest.raises(SystemExit):
            main(argv)
        helps.append(capsys.readouterr().out)
    for option in ("--players", "--seed SEED", "--bots {random,greedy", "--name NAME", "--lang {en,zh,fr}"):
        assert all(option in text for text in helps), option


def test_nova_play_speaks_the_language_chosen_after_the_command(monkeypatch: pytest.MonkeyPatch,
                                                                capsys: pytest.CaptureFixture[str]) -> None:
    """``arkwidgets nova play --lang zh`` (refused before issue 27): the table, the names and the question in
    Chinese; the default names are the widgets' (玩家1, 机器人1)."""
    from arkwidgets.i18n import language
    from arkwidgets.ui.names import default_name

    monkeypatch.setattr("sys.stdin", io.StringIO("quit\n"))
    assert main(["nova", "play", "--seed", "3", "--lang", "zh"]) == 0
    text = capsys.readouterr().out
    with language("zh"):
        you, bot = default_name("player", 1), default_name("bot", 1)
    assert f"{you}：" in text or f"{you}:" in text
    assert bot in text and "Player 1" not in text


def _nova_session(lines: list[str], *argv: str) -> str:
    from arkwidgets.cli import build_parser
    from arkwidgets.nova.cli import cmd_play

    out = io.StringIO()
    assert cmd_play(build_parser().parse_args(["nova", "play", *argv]), stdin=io.StringIO("\n".join(lines) + "\n"),
                    stdout=out) == 0
    return out.getvalue()


def test_nova_terminal_names_cards_beside_numbers_and_looks_them_up() -> None:
    """The keep question lists its eight cards with their names; ``card N`` describes a card (a zoo card, a final
    scoring card), and anything else gets a clear line."""
    text = _nova_session(["card 402", "card 3", "card 999", "card lion", "quit"], "--seed", "3")
    question = text.split("keep 4 of these cards: ", 1)[1].splitlines()
    offered = [int(line.split()[0]) for line in question[1:9]]
    assert question[1:9] == [f"  {n} {card(n).name}" for n in offered]
    assert question[0].rstrip() == ", ".join(card(n).name for n in offered[:-1]) + f" and {card(offered[-1]).name}"
    assert "Lion (402), animal; cost 16" in text or "402 Lion (animal)" in text
    assert "> card 3\n3 " in text and "Count" in text.split("> card 3\n", 1)[1].splitlines()[0]  # its condition
    assert "no Ark Nova card numbered 999" in text
    assert "Type 'card' and a card's number, e.g. 'card 402'." in text
    assert text.count("keep 4 of these cards") == 5 and text.count(f"  {offered[0]} {card(offered[0]).name}") == 1


def test_nova_moves_are_one_per_line_with_a_count_and_a_line_when_none_matches() -> None:
    text = _nova_session(["moves keep", "moves zzz", "quit"], "--seed", "3")
    listed = text.split("> moves keep\n", 1)[1].split("\n\n", 1)[0].splitlines()
    assert all(line.startswith("  keep ") for line in listed[:-1]) and len(listed) == 71
    assert listed[-1] == "70 legal moves contain 'keep'"
    assert "No legal move contains 'zzz'; there are 70 legal moves ('moves' lists them)." in text


def test_nova_says_the_seed_at_the_end_only() -> None:
    """The seed deals every hidden card again: said when the session ends, with the command that replays it."""
    text = _nova_session(["quit"], "--seed", "3", "--players", "3", "--bots", "greedy")
    *_, bye, last = text.rstrip().splitlines()
    assert bye == "Bye."
    assert last == "Seed 3: `arkwidgets nova play --players 3 --bots greedy --map A --seed 3` deals this game again."
    assert "--seed" not in text[: text.rindex(last)]


def test_nova_bots_offer_search_only_when_ark_nova_has_a_search_bot(monkeypatch: pytest.MonkeyPatch,
                                                                   capsys: pytest.CaptureFixture[str]) -> None:
    import importlib.machinery
    import importlib.util
    import sys
    import types

    from arkwidgets.nova import cli as nova_cli

    if importlib.util.find_spec(nova_cli.SEARCH_MODULE) is None:
        with pytest.raises(SystemExit):
            main(["nova", "play", "--bots", "search"])
        assert "invalid choice: 'search'" in capsys.readouterr().err
        with pytest.raises(SystemExit):
            main(["nova", "play", "--help"])
        assert "no search bot for Ark Nova yet" in capsys.readouterr().out
        assert list(nova_cli.bot_kinds()) == ["random", "greedy"]
    fake = types.ModuleType(nova_cli.SEARCH_MODULE)
    fake.__spec__ = importlib.machinery.ModuleSpec(nova_cli.SEARCH_MODULE, None)

    class SearchBot(RandomBot):  # stands in for the search bot another change brings
        pass

    fake.SearchBot = SearchBot  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, nova_cli.SEARCH_MODULE, fake)
    assert list(nova_cli.bot_kinds()) == ["random", "greedy", "search"]
    assert nova_cli.bot_kinds()["search"] is SearchBot
    monkeypatch.setattr("sys.stdin", io.StringIO("quit\n"))
    assert main(["nova", "play", "--bots", "search", "--seed", "1"]) == 0


# ------------------------------------------------------------------------------------------------ the score table
def test_nova_scores_print_as_a_table_like_arks() -> None:
    """Issue 27: ``print(game.scores())`` is a table (one column per player, best first, appeal, CP, target, VP,
    projects, then who won), still a tuple of Score; a Score prints as one line (N-END-8, N-END-9)."""
    game = nova.Game.new(players=2, seed=2)
    nova.bots.play_out(game, RandomBot(1))
    scores = game.scores()
    assert isinstance(scores, tuple) and scores[0].vp >= scores[1].vp and len(scores) == 2
    rows = str(scores).splitlines()
    assert rows[0].split() == [s.name for s in scores]
    assert [row.split()[0] for row in rows[1:6]] == ["appeal", "CP", "target", "VP", "projects"]
    assert rows[4].split()[1:] == [f"{s.vp:+d}".replace("-", "−") for s in scores]
    assert rows[3].split()[1:] == [str(s.target) for s in scores]
    assert all(s.vp == s.appeal - s.target for s in scores)
    winners = game.winners
    assert rows[-1] == (f"{winners[0]} wins." if len(winners) == 1 else f"{winners[0]} and {winners[1]} share the win.")
    assert str(scores[0]).startswith(f"{scores[0].name}: {scores[0].vp:+d} VP (appeal {scores[0].appeal}".replace(
        "-", "−"))
    assert str(nova.Game.new(players=1, seed=2).scores()).splitlines()[-1] == (
        "The game is not over: these are the points so far.")
