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
