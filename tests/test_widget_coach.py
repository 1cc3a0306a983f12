"""Issue 26, point 3: the Coach toggle both games' widgets get from the kernel shell (``arkwidgets/ui/shell.py``).

The toggle is off at first; on, it shows the coach's three best moves — with win chances and reasons whose rule ids
carry the rule's words — only when a human seat is to act and is the seat on screen (never on a bot's turn, never
behind the hot-seat curtain); ``coach=False`` hides it. Fair play: the advice is the same whatever the cards the
seat cannot see (``game.resample``). Budgets are tiny (2 samples a move) so each test takes a second or two.
"""

from __future__ import annotations

import asyncio
import random
import re
from typing import Any

import pytest

pytest.importorskip("ipywidgets")
pytest.importorskip("anywidget")

from arkwidgets import ark, nova
from arkwidgets.nova.greedy import GreedyBot as NovaGreedy

GAMES = ["ark", "nova"]
ROUNDS = 2  # samples per candidate in these tests (the widget's own budget is COACH_ROUNDS)
#: A coach's mark on a board (arkwidgets.ui.marks.coach_mark): its rank and the place it marks.
MARK = re.compile(r'<g class="ark-coach-mark" data-rank="(\d+)" data-place="([^"]+)"')


def make(kind: str, game: Any = None, players: Any = ("Ann",), **options: Any) -> Any:
    """A widget with autoplay off (nothing moves unless the test says so) and a tiny coach budget."""
    if kind == "ark":
        w = ark.GameWidget(game=game, players=list(players), bots=2, seed=3, autoplay=False, lang="en", **options)
    else:
        w = nova.GameWidget(game=game, players=list(players), bots=1, seed=3, autoplay=False, lang="en", **options)
    w.coach_rounds = ROUNDS
    return w


def played(kind: str, moves: int, seed: int = 5, to_act: int = 0) -> Any:
    """A game a few (seeded, greedy) moves in with seat ``to_act`` to act (seat 0 is the widgets' human)."""
    g: Any
    if kind == "ark":
        g = ark.Game.new(["Ann", "Bot 1", "Bot 2"], seed=seed)
        bot: Any = ark.GreedyBot(seed)
    else:
        g = nova.Game.new(["Ann", "Bot 1"], seed=seed)
        bot = NovaGreedy(seed)
    for _k in range(moves):
        g.play(bot.choose(g))
    while g.current_index != to_act:
        g.play(bot.choose(g))
    return g


def rule_ids(html: str) -> list[str]:
    return re.findall(r'class="ark-coach-rule" title="([^"]*)"><b>([^<]*)</b>', html)


@pytest.mark.parametrize("kind", GAMES)
def test_the_toggle_is_off_at_first_and_on_shows_three_ranked_moves_for_the_human_to_act(kind: str) -> None:
    w = make(kind)
    assert w.coach_toggle.value is False and w.coach_panel.value == "" and w.advice is None
    assert w.coach_toggle.description == "Coach" and w.coach_toggle.layout.display == ""
    w.coach = True  # what clicking the toggle does
    advice = w.advice
    assert advice is not None and advice.seat == w.game.current_index == 0 and advice.done
    assert len(advice.moves) == 3 and all(m.win is not None and m.samples == ROUNDS for m in advice.moves)
    html = w.coach_panel.value
    assert w.coach_panel.layout.display == "" and "Coach for Ann" in html
    assert html.count("<li data-moves=") == 3 and html.count("% (") == 3  # each move with its win chance and interval
    for m in advice.moves:
        assert m.text in html
    links = rule_ids(html)
    assert links, html  # reasons name their rules, each id with the rule's words as its tooltip
    for title, rule in links:
        assert title.startswith(f"{rule}: ") and len(title) > len(rule) + 5
    w.coach = False
    assert w.coach_panel.value == "" and w.advice is None


@pytest.mark.parametrize("kind", GAMES)
def test_nothing_is_shown_on_a_bots_turn_and_it_comes_back_on_the_humans(kind: str) -> None:
    w = make(kind, game=played(kind, 4, to_act=1))
    w.coach = True
    assert w.session.live.bot_to_act and w.game.current_index == 1
    assert w.coach_seat() is None and w.advice is None
    assert w.coach_panel.value == "" and w.coach_panel.layout.display == "none"
    w.run_bots()
    assert w.game.current_index == 0 and w.advice is not None and w.advice.seat == 0 and w.coach_panel.value


@pytest.mark.parametrize("kind", GAMES)
def test_hot_seat_no_advice_while_the_screen_is_covered(kind: str) -> None:
    """Two humans: nobody's view is on screen until the player to act takes it, so the coach says nothing."""
    w = make(kind, players=("Ann", "Ben"))
    w.coach = True
    c = w.session.live
    assert c.curtained
    assert w.advice is None and w.coach_panel.value == ""
    w.reveal.click()  # "Show Ann's hand": Ann takes the screen
    assert not w.session.live.curtained
    assert w.advice is not None and w.advice.seat == w.game.current_index


@pytest.mark.parametrize("kind", GAMES)
def test_a_teacher_hides_the_coach_with_coach_false(kind: str) -> None:
    w = make(kind, coach=False)
    assert w.coach_box.layout.display == "none" and w.coach_toggle.layout.display == "none"
    with pytest.raises(ValueError, match="coach=False"):
        w.coach = True
    w.coach_toggle.value = True  # even a forged toggle shows nothing
    w.refresh()
    assert w.coach_panel.value == "" and w.advice is None


@pytest.mark.parametrize("kind", GAMES)
@pytest.mark.parametrize("deal", [1, 2])
def test_the_advice_is_the_same_whatever_the_cards_the_seat_cannot_see(kind: str, deal: int) -> None:
    """Fair play: a twin whose hidden cards were dealt again for seat 0 (``game.resample``) gets the same panel and
    the same marks on the board (tests/test_coach_marks.py)."""
    game = played(kind, 6)
    twin = game.resample(0, random.Random(deal))
    a, b = make(kind, game=game), make(kind, game=twin)
    a.coach = b.coach = True
    assert a.coach_panel.value and a.coach_panel.value == b.coach_panel.value
    assert MARK.findall(a.board.svg) and MARK.findall(a.board.svg) == MARK.findall(b.board.svg)


@pytest.mark.parametrize("kind", GAMES)
def test_the_comparison_can_fail_a_redeal_for_another_seat_changes_the_advice(kind: str) -> None:
    """The property above can fail: re-dealt for seat 1, seat 0 holds other cards and the coach says so."""
    game = played(kind, 0)
    twin = game.resample(1, random.Random(2))
    assert game.view(0).to_dict() != twin.view(0).to_dict()
    a, b = make(kind, game=game), make(kind, game=twin)
    a.coach = b.coach = True
    assert a.coach_panel.value != b.coach_panel.value


@pytest.mark.parametrize("kind", GAMES)
def test_the_panels_words_are_escaped(kind: str) -> None:
    w = make(kind, players=("<script>x</script>",))
    w.coach = True
    html = w.coach_panel.value
    assert "<script>" not in html and "&lt;script&gt;" in html


@pytest.mark.parametrize("kind", GAMES)
def test_the_panel_follows_the_language(kind: str) -> None:
    w = make(kind)
    w.coach = True
    w.set_language("zh")
    assert "教练" in w.coach_panel.value and "教练" in w.coach_toggle.description
    w.set_language("fr")
    assert "Coach" in w.coach_panel.value and "Coach for" not in w.coach_panel.value


def test_in_a_kernel_the_coach_works_in_the_background_and_ends_with_the_same_advice() -> None:
    """With an event loop running (a kernel), the toggle answers at once ("thinking"), the coach works in slices
    between the loop's other messages, and its final answer is the one plain Python computes at once."""
    plain = make("ark")
    plain.coach = True

    async def main() -> tuple[str, str, bool]:
        w = make("ark")
        w.coach = True
        first = w.coach_panel.value
        task = w.coach_task
        assert task is not None and not task.done()  # the click returned before the coach finished …
        assert w.advice is None and "<li" not in first  # … before it even found its candidates
        await asyncio.wait_for(task, 30)
        return first, w.coach_panel.value, bool(w.advice and w.advice.done)

    first, last, done = asyncio.run(main())
    assert "Coach for Ann" in first and "thinking" in first
    assert done and last == plain.coach_panel.value


@pytest.mark.parametrize("kind", GAMES)
def test_in_a_kernel_the_review_works_in_the_background_and_ends_as_in_plain_python(kind: str) -> None:
    """Issue 26: "Review my game" returns at once in a kernel (the board keeps answering), the summary counts the
    moves reviewed so far, and the finished review is the one plain Python computes at once, move for move."""
    plain = make(kind, game=played(kind, 8 if kind == "ark" else 6))
    plain.coach = True
    whole = plain.review_game()
    assert whole is not None

    async def main() -> tuple[object, str, list[str], str]:
        w = make(kind, game=played(kind, 8 if kind == "ark" else 6))
        w.coach = True
        returned = w.review_game()
        task = w.review_task
        assert task is not None and not task.done()  # the click returned before the review finished
        seen = []
        while not task.done():
            seen.append(w.review_summary.value)
            await asyncio.sleep(0)
        return returned, w.review_summary.value, seen, str(w.coach_review)

    returned, summary, seen, done = asyncio.run(main())
    assert returned is None and any("Reviewing: 0 of" in value for value in seen)
    assert done == str(whole) and summary == plain.review_summary.value


def test_turning_the_coach_off_stops_a_review_at_work() -> None:
    async def main() -> bool:
        w = make("ark", game=played("ark", 8))
        w.coach = True
        w.review_game()
        task = w.review_task
        await asyncio.sleep(0)
        w.coach = False
        await asyncio.sleep(0)
        return task is not None and task.cancelled() and w.review_task is None and w.coach_review is None

    assert asyncio.run(main())


@pytest.mark.parametrize("kind", GAMES)
@pytest.mark.parametrize(("switch", "offered"), [("off", False), ("on", True), (None, True)])
def test_the_classroom_apps_teacher_switch_decides_whether_the_coach_is_offered(
        kind: str, switch: str | None, offered: bool, monkeypatch: pytest.MonkeyPatch) -> None:
    """``arkwidgets app`` serves with ARKWIDGETS_COACH "off" (no coach in class against the bots) unless the teacher
    gives ``--coach`` ("on"); the kernels inherit it and a widget built with the default ``coach=None`` follows it.
    Unset (a notebook) the toggle is there, off at first; an explicit ``coach=`` wins over the switch."""
    from arkwidgets.voila import COACH_SWITCH

    if switch is None:
        monkeypatch.delenv(COACH_SWITCH, raising=False)
    else:
        monkeypatch.setenv(COACH_SWITCH, switch)
    w = make(kind)
    assert w.coach_enabled is offered and w.coach_toggle.value is False
    assert (w.coach_box.layout.display == "none") is not offered
    if not offered:
        with pytest.raises(ValueError, match="coach=False"):
            w.coach = True
    assert make(kind, coach=True).coach_enabled and not make(kind, coach=False).coach_enabled


@pytest.mark.parametrize("switch", ["off", "on"])
def test_the_nova_classroom_app_follows_the_switch_in_both_modes(switch: str,
                                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    from arkwidgets.voila import COACH_SWITCH

    monkeypatch.setenv(COACH_SWITCH, switch)
    app = nova.ClassroomApp(seed=3, lang="en")
    assert app.table.coach_enabled is (switch == "on")
    app.mode.value = "solo"  # a new game in the other mode keeps the teacher's choice
    assert app.table.coach_enabled is (switch == "on")
    assert nova.ClassroomApp(seed=3, lang="en", coach=True).table.coach_enabled


@pytest.mark.parametrize(("argv", "coach"), [(["app"], "off"), (["app", "--coach"], "on"),
                                             (["nova", "app"], "off"), (["nova", "app", "--coach"], "on")])
def test_the_app_commands_pass_the_teachers_switch_to_voila(argv: list[str], coach: str,
                                                            monkeypatch: pytest.MonkeyPatch,
                                                            capsys: pytest.CaptureFixture[str]) -> None:
    """``arkwidgets app [--coach]`` and ``arkwidgets nova app [--coach]``: the Voila server (and so its kernels) gets
    ARKWIDGETS_COACH, and the command says whether the coach is offered."""
    from arkwidgets import clitools
    from arkwidgets.cli import main
    from arkwidgets.voila import COACH_SWITCH

    seen: dict[str, Any] = {}

    def launch(command: list[str], dry_run: bool, what: str, note: str | None = None, env: Any = None,
               ready: Any = None) -> int:
        seen.update(command=command, env=env, note=note)
        return 0

    monkeypatch.setattr(clitools, "launch", launch)
    monkeypatch.setattr(clitools, "extra_problem", lambda *a: None)
    main([*argv, "--no-browser", "--port", "8899"])
    assert seen["env"][COACH_SWITCH] == coach
    assert ("--coach" in seen["note"]) and (("offered" in seen["note"]) is (coach == "on"))


def inside_moves(w: Any) -> list[str]:
    """Open "inside the engine" (the legal moves are listed only while it is open) and return its moves."""
    w.inside.selected_index = 0
    return list(w.moves_list.options)


@pytest.mark.parametrize("kind", GAMES)
def test_the_learners_selected_move_is_weighed_and_compared_with_the_best(kind: str) -> None:
    """Issue 26, point 3: a move picked in "inside the engine" is the learner's move; the coach weighs it with the
    same seed (its own moves keep their estimates) and the panel says what it costs: "−12 % win chance against …"."""
    w = make(kind)
    w.coach = True
    before = w.advice
    assert before is not None and "Your move" not in w.coach_panel.value
    best = tuple(str(m) for m in before.best.moves)
    chosen = next(m for m in inside_moves(w) if m != best[0])
    w.moves_list.value = chosen
    after = w.advice
    assert after is not None and w.selected_move() == chosen
    mine = after.find(chosen)
    assert mine is not None and mine.asked and mine.win is not None and mine.samples == ROUNDS
    assert [(m.text, m.win) for m in after.moves[:3]] == [(m.text, m.win) for m in before.moves[:3]]
    html = w.coach_panel.value
    assert "Your move: " in html and after.compare(chosen) in html.replace("&#x27;", "'")
    gap = f"{100 * (mine.win - after.best.win):+.0f} %".replace("-", "−")
    assert mine is after.best or gap in html
    w.moves_list.value = None
    assert "Your move" not in w.coach_panel.value


@pytest.mark.parametrize("kind", GAMES)
def test_a_review_marks_the_timeline_and_a_mark_jumps_to_its_moment(kind: str) -> None:
    """Issue 26, point 4: "Review my game" weighs the seat's moves (a small budget), shows the summary and one
    button per marked move; a mark's button takes the step-through to the step where that move was played."""
    from dataclasses import replace

    from arkwidgets.coach import Review

    w = make(kind, game=played(kind, 8 if kind == "ark" else 6))
    assert w.review_box.layout.display == "none"  # the coach is off: no review either
    w.coach = True
    assert w.review_box.layout.display == "" and w.review_button.description == "Review my game"
    result = w.review_game()
    assert result is not None and len(result) >= 1 and all(r.index < len(w.game.moves) for r in result)
    assert result.summary in w.review_summary.value.replace("&#x27;", "'")
    assert len(w.review_marks.children) == sum(1 for r in result if r.mark != "good")
    marked = replace(result[-1], mark="mistake")  # a mark where the seat played: its button must jump there
    w.show_review(Review(result.seat, result.player, [marked]))
    (jump,) = w.review_marks.children
    assert jump.description == f"turn {marked.turn}: mistake" and jump.button_style == "warning"
    jump.click()
    s = w.session
    assert s.mode == "replay" and s.timeline.steps[s.step_index].moves == marked.index + 1
    assert s.step_index == 0 or s.timeline.steps[s.step_index - 1].moves == marked.index  # the move's first step


@pytest.mark.parametrize("lang", ["en", "zh", "fr"])
def test_nova_setup_move_names_the_cards_kept_in_the_widgets_language(lang: str) -> None:
    """N-SET-17: at setup the coach's moves are "keep …" — named by the cards, in the widget's language (before,
    a learner read "keep 131 208 433 495")."""
    from arkwidgets.i18n import language
    from arkwidgets.nova.cards import card_name

    w = nova.GameWidget(players=["Ann"], bots=1, seed=3, autoplay=False, lang=lang)
    w.coach_rounds = ROUNDS
    w.coach = True
    advice = w.advice
    assert advice is not None and w.game.decision is not None and w.game.decision.kind == "keep"
    html = w.coach_panel.value
    for m in advice.moves[:3]:
        kept = m.moves[0].cards
        with language(lang):  # a label is written when read, in the language in force (the panel's: the widget's)
            text = m.text
        assert not re.search(r"\d{3}", text), text
        assert all(card_name(n, lang) in text for n in kept), text
        assert text in html.replace("&#x27;", "'")
