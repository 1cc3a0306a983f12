"""Issue 11, point 1: what a seat sees is a function of what it may know, across the widget, the CLI and the drawing.

The property: take a game, re-deal every card the viewer cannot see (other hands, other pets, the deck order, the
cards the others drew), consistently with all the viewer knows (:func:`arkwidgets.ark.redeal.resample`: same public
history, same own cards); then every output shown to that viewer — the board, the status line, the banner, the
narration and captions while stepping through, "Inside the engine" (checks of the last attempt, legal moves, log,
state JSON), the what-if sandbox, the terminal game, a drawn table or animation — is byte-identical. A leak of one
hidden card anywhere makes two of these differ.
"""

from __future__ import annotations

import contextlib
import io
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

pytest.importorskip("ipywidgets")
pytest.importorskip("anywidget")

from widget_driver import play_by_clicks

import arkwidgets as ark
from arkwidgets.ark.cli import play_session
from arkwidgets.ark.redact import redact
from arkwidgets.ark.redeal import resample
from arkwidgets.ark.view import seat_state, spectator_view, view_of
from arkwidgets.ark.widgets.timeline import Timeline

WINDOW = 6  # moves played inside the widget (bots and the human), after the game was set up to that point


class Done(Exception):
    """The recorded moves ran out."""


class Script:
    """A seat that plays the moves a game recorded (so a twin game can be driven through its own moves)."""

    def __init__(self, moves: tuple[ark.Move, ...]):
        self.moves = moves

    def choose(self, game: ark.Game) -> ark.Move:
        k = len(game.history)
        if k >= len(self.moves):
            raise Done
        return self.moves[k]


def played_to(seed: int, target: str) -> ark.Game:
    """A random game stopped at a moment of the ``target`` phase (the pets just chosen, the final round …)."""
    g = ark.Game.new(3 + seed % 3, seed=seed)
    bot = ark.RandomBot(seed)
    rng = random.Random(seed)
    stop = rng.randrange(5, 40) if target == "play" else None
    seen_pets = False
    while g.phase != "over":
        if stop is not None and len(g.history) >= stop:
            break
        if target == "pets" and seen_pets and g.phase != "pets":
            break
        if target == "final" and g.phase == "final" and rng.random() < 0.3:
            break
        seen_pets = seen_pets or g.phase == "pets"
        g.play(bot.choose(g))
    return g


def back(game: ark.Game, moves: int) -> ark.Game:
    early = game.copy()
    for _ in range(min(moves, len(early.history))):
        early.undo()
    return early


def surfaces(widget) -> list[tuple[str, str, str]]:
    """Every value a person can read or click in a widget tree: texts, HTML, SVG, options, titles, visibility."""
    out: list[tuple[str, str, str]] = []

    def walk(x, path: str) -> None:
        for name in ("value", "description", "tooltip", "options", "svg", "placeholder", "max", "index"):
            if x.has_trait(name):
                out.append((path, name, repr(getattr(x, name))))
        if x.has_trait("layout"):
            out.append((path, "display", repr(x.layout.display)))
        for k, child in enumerate(getattr(x, "children", ())):
            walk(child, f"{path}/{k}")
        if hasattr(x, "get_title"):
            out.append((path, "title", repr(x.get_title(0))))

    walk(widget, "")
    return out


def same(a, b, where: str) -> None:
    sa, sb = surfaces(a), surfaces(b)
    differing = [(x, y) for x, y in zip(sa, sb, strict=False) if x != y]
    assert len(sa) == len(sb) and not differing, f"{where}: {differing[:2]}"


def twin_widgets(real: ark.Game, twin: ark.Game, humans: list[str]):
    early_real, early_twin = back(real, WINDOW), back(twin, WINDOW)
    widgets = []
    for start, full in ((early_real, real), (early_twin, twin)):
        w = ark.GameWidget(game=start, players=humans, bot=Script(full.moves), autoplay=False)
        w.inside.selected_index = 0  # "Inside the engine" open: legal moves, checks, log, state JSON
        widgets.append(w)
    return widgets


def drive(pair, real: ark.Game, twin: ark.Game, human: int) -> None:
    """Play the recorded window in both widgets: bots by "Bot step", the human by clicks; compare after each."""
    a, b = pair
    while len(a.game.history) < len(real.history):
        k = len(a.game.history)
        if a.game.current_index == human:
            assert real.moves[k] == twin.moves[k]  # the viewer's own moves are the same in both games
            play_by_clicks(a, real.moves[k])
            play_by_clicks(b, twin.moves[k])
        else:
            a.bot_step()
            b.bot_step()
        same(a, b, f"live, after move {k + 1}")


def steps_and_whatifs(pair) -> None:
    a, b = pair
    n = len(a.session.timeline)
    for i in sorted({0, n // 3, n // 2, max(0, n - 8), max(0, n - 3), max(0, n - 2), n - 1}):
        for w in pair:
            w.slider.value = i
        same(a, b, f"stepping through, event {i}")
    for w in pair:  # a what-if from a past position, a move in it, then back
        w.slider.value = max(0, n - 4)
        w.whatif_start.click()
    same(a, b, "what-if from the past")
    whatif = a.session.whatif.game
    if whatif.phase != "over":
        move = whatif.legal_moves()[0]
        for w in pair:
            w.act("play", str(move))
        same(a, b, f"what-if, after {move}")
    for w in pair:
        w.whatif_back.click()
    same(a, b, "back from the what-if")
    for w in pair:  # a what-if from now: "draw 1" shows a sampled top card, the same in both
        w.whatif_start.click()
        if w.session.whatif.game.phase == "play":
            w.act("play", "draw 1")
    same(a, b, "what-if from now")
    for w in pair:
        w.whatif_back.click()
    same(a, b, "back to the game")


CASES = [(seed, target) for target in ("play", "pets", "final", "over") for seed in (1, 12, 23)]


@pytest.mark.parametrize("seed,target", CASES)
def test_a_seat_sees_the_same_whatever_the_hidden_cards(seed, target):
    real = played_to(seed, target)
    human = 0
    twin = resample(real, human, random.Random(seed))
    assert view_of(twin, human) == view_of(real, human) and len(twin.history) == len(real.history)
    if real.phase != "over":  # the re-deal really moved hidden cards (else the test would prove nothing)
        assert twin.state_dict()["hands"] != real.state_dict()["hands"] or twin.state_dict() != real.state_dict()
    # the drawing, as that seat and as a spectator
    assert ark.render(real, viewer=human) == ark.render(twin, viewer=human)
    spectator_twin = resample(real, None, random.Random(seed + 1))
    assert ark.render(real) == ark.render(spectator_twin)
    # the widget, live with bots, stepping through, what-ifs
    pair = twin_widgets(real, twin, [real.names[human]])
    same(*pair, "at the start of the window")
    drive(pair, real, twin, human)
    steps_and_whatifs(pair)


@pytest.mark.parametrize("seed,target", [(2, "play"), (5, "pets"), (8, "final")])
def test_the_animation_and_frames_hide_the_same_things(seed, target):
    real = played_to(seed, target)
    twin = resample(real, 1, random.Random(seed))
    assert ark.animate(real, viewer=1) == ark.animate(twin, viewer=1)


@pytest.mark.parametrize("seed,target", [(3, "play"), (4, "pets"), (6, "final"), (7, "over")])
def test_hot_seat_screen_covered_shows_nothing_of_anybody(seed, target):
    """Hot-seat: while the screen waits for the next player, the outputs are a spectator's: ◀, Undo included."""
    real = played_to(seed, target)
    twin = resample(real, None, random.Random(seed))
    assert spectator_view(twin) == spectator_view(real)
    pair = twin_widgets(real, twin, list(real.names))
    a, b = pair
    while True:
        if a.session.live.curtained or a.game.phase == "over":
            same(a, b, f"covered screen after {len(a.game.history)} moves")
            for w in pair:
                w.nav_buttons[2].click()  # ◀ one event back: still nobody's hand
            same(a, b, "stepping back on a covered screen")
            for w in pair:
                w.nav_buttons[5].click()  # Now ▶|
        k = len(a.game.history)
        if k >= len(real.history):
            break
        for w, game in ((a, real), (b, twin)):
            if w.session.live.curtained:
                w.reveal.click()
            play_by_clicks(w, game.moves[k])
    if a.game.history and a.game.phase != "over":
        for w in pair:
            w.undo.click()  # takes back the last move: the screen stays covered
        assert a.session.live.curtained or not a.session.live.human_to_act
        same(a, b, "after Undo")


@pytest.mark.parametrize("seed,target", [(9, "play"), (10, "pets"), (11, "final")])
def test_the_terminal_game_prints_the_same_for_the_human(seed, target):
    real = played_to(seed, target)
    me = 0
    twin = resample(real, me, random.Random(seed))
    transcripts = []
    for game in (real, twin):
        start = back(game, WINDOW)
        mine = [str(m) for entry, m in zip(game.history, game.moves, strict=False) if entry.player == game.names[me]]
        lines = mine[sum(1 for e in start.history if e.player == game.names[me]):]
        stdin = io.StringIO("board\nmoves\n" + "\n".join(lines) + "\nquit\n")
        out = io.StringIO()
        seats = [None if p == me else Script(game.moves) for p in range(len(game.names))]
        with contextlib.suppress(Done):
            play_session(start, seats, me, stdin, out)
        transcripts.append(out.getvalue())
    assert transcripts[0] == transcripts[1]
    for p, player in enumerate(real.players):
        if p != me and player.pet is not None and real.phase != "over":
            assert f"{player.name}: pet {player.pet.id}" not in transcripts[0]


def test_a_bot_pet_never_reaches_the_human_screen():
    """The three leaks of the issue, named: checks of the last attempt, the step-through caption, the CLI line."""
    real = played_to(1, "pets")
    pair = twin_widgets(real, real, [real.names[0]])
    w = pair[0]
    drive((w, pair[1]), real, real, 0)
    pets = {p.pet.id for i, p in enumerate(real.players) if i != 0 and p.pet is not None}
    assert pets, "the window must contain a bot's pet"
    texts = [value for _path, _name, value in surfaces(w)]
    n = len(w.session.timeline)
    for i in range(max(0, n - 40), n):  # stepping through the moves of the window
        w.slider.value = i
        texts += [value for _path, _name, value in surfaces(w)]
    for pet in pets:
        assert not any(f"pet {pet}" in text for text in texts), pet


@settings(max_examples=40)
@given(st.integers(0, 10**6), st.integers(0, 160), st.sampled_from([None, 0, 1, 2]))
def test_many_seeds_the_drawing_the_state_and_the_narration_depend_on_the_view_only(seed, moves, viewer):
    """The cheap surfaces over many more seeds and moments: table, seat state, redacted game, every narration."""
    g = ark.Game.new(3 + seed % 3, seed=seed)
    bot = ark.RandomBot(seed)
    for _ in range(moves):
        if g.phase == "over":
            break
        g.play(bot.choose(g))
    twin = resample(g, viewer, random.Random(seed))
    assert ark.render(g, viewer=viewer) == ark.render(twin, viewer=viewer)
    assert seat_state(g, viewer) == seat_state(twin, viewer)
    a, b = redact(g, viewer), redact(twin, viewer)
    assert a.state_dict() == b.state_dict() and a.log() == b.log()
    ta, tb = Timeline(g), Timeline(twin)
    assert [ta.narration(i, viewer) for i in range(len(ta))] == [tb.narration(i, viewer) for i in range(len(tb))]
