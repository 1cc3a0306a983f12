"""The exercises helper (``arkwidgets/exercises.py``): a question about a position, answered by a learner, judged by
the engine's own verdict with its rule ids, in both games.

Every expected answer here is read from ``game.check`` at test time, never written by hand: what is tested is that
the exercise agrees with the engine, teaches with the engine's reasons and never raises on what a learner types.
"""

from __future__ import annotations

import ast
import contextlib
import io
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import nbformat
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from arkwidgets import ark, nova
from arkwidgets.exercises import CardNames, FindMove, HowMany, IsLegal, Reply, WhichLegal, rule_id
from arkwidgets.i18n import language
from arkwidgets.verdicts import GameError

WATER_AND_ALONE = "build enclosure-3 4,1 r0"  # 06's example: over water, touching none of Ann's buildings
ALONE = "build enclosure-3 3,2 r0"  # on free hexes, touching nothing
BESIDE_THE_KIOSK = "build enclosure-3 2,7 r0"  # legal, over a 5-money bonus


def nova_build_question() -> Any:
    """Notebook 06's solo game at its first Build I (strength 3), the moment its map questions are asked."""
    game = nova.Game.new(players=1, seed=2, map="A", cards="all")
    for move in ("keep 466 526 231 131", "cards", "draw deck", "build"):
        game.play(move)
    return game


@pytest.fixture(scope="module")
def nova_game() -> Any:
    return nova_build_question()


@pytest.fixture(scope="module")
def ark_game() -> Any:
    return ark.Game.new(seed=1)


def test_rule_ids_are_read_as_the_rules_write_them() -> None:
    assert rule_id(" n-build-8 ") == "N-BUILD-8"
    assert rule_id("t-2B") == "T-2b"
    assert rule_id("nd-51") == "ND-51"
    assert rule_id("legal") is None and rule_id("N-BUILD") is None


def test_is_legal_accepts_the_engines_rule_ids_in_any_case_and_order(nova_game: Any) -> None:
    """N-BUILD-7 and N-BUILD-8 refuse the enclosure over water far from the zoo: naming both is right."""
    truth = nova_game.check(WATER_AND_ALONE).rules
    assert len(truth) >= 2
    exercise = IsLegal(nova_game, WATER_AND_ALONE)
    for answer in (", ".join(truth), " ".join(reversed(truth)).lower(), list(truth), "illegal " + "；".join(truth)):
        reply = exercise.answer(answer)
        assert reply.correct, (answer, str(reply))
        for rule in truth:  # the right answer is followed by the engine's reasons, each with its id
            assert rule in str(reply)


def test_is_legal_half_answers_say_what_is_missing_without_giving_it(nova_game: Any) -> None:
    truth = nova_game.check(WATER_AND_ALONE).rules
    exercise = IsLegal(nova_game, WATER_AND_ALONE)
    partial = exercise.answer(truth[0])
    assert not partial.correct
    assert f"1 of the {len(truth)}" in str(partial) and truth[1] not in str(partial)
    illegal_only = exercise.answer("illegal")
    assert not illegal_only.correct and not any(rule in str(illegal_only) for rule in truth)
    wrong_rule = exercise.answer("N-ANIM-7")
    assert not wrong_rule.correct and "N-ANIM-7" in str(wrong_rule)


def test_saying_legal_to_a_refused_move_is_answered_with_every_reason(nova_game: Any) -> None:
    verdict = nova_game.check(WATER_AND_ALONE)
    reply = IsLegal(nova_game, WATER_AND_ALONE).answer(True)
    assert not reply.correct
    assert [line.split(":")[0].strip() for line in reply.lines[1:]] == list(verdict.rules)


@pytest.mark.parametrize("word", ["legal", "YES", "合规", "合法", "permis", "légal"])
def test_a_legal_move_is_recognised_in_three_languages(nova_game: Any, word: str) -> None:
    assert nova_game.check(BESIDE_THE_KIOSK).legal
    exercise = IsLegal(nova_game, BESIDE_THE_KIOSK)
    assert exercise.answer(word).correct
    assert not exercise.answer("N-BUILD-8").correct
    assert not exercise.answer("illegal").correct


def test_is_legal_works_on_ark_through_the_same_contract(ark_game: Any) -> None:
    """Ark: 'play lion@T1' is judged by T-2 (not in hand) and the placement rules; its ids are the answer."""
    move = "play lion@T1"
    truth = ark_game.check(move).rules
    assert "T-2" in truth
    exercise = IsLegal(ark_game, move)
    assert exercise.answer(" ".join(truth)).correct
    assert not exercise.answer("T-2").correct or truth == ("T-2",)
    first = str(ark_game.legal_moves()[0])
    assert IsLegal(ark_game, first).answer("legal").correct


def test_the_exercise_keeps_the_position_it_was_asked_in() -> None:
    """The notebook plays on after asking; the question's answer does not move with it."""
    game = nova_build_question()
    exercise = IsLegal(game, BESIDE_THE_KIOSK)
    game.play(BESIDE_THE_KIOSK)
    assert not game.check(BESIDE_THE_KIOSK).legal  # the hexes are built now
    assert exercise.answer("legal").correct


def test_a_teachers_typo_is_an_error_at_once(nova_game: Any) -> None:
    with pytest.raises(GameError):
        IsLegal(nova_game, "bild enclosure-3 2,7 r0")


@settings(max_examples=60, deadline=None)
@given(st.one_of(st.none(), st.text(max_size=30), st.lists(st.text(max_size=8), max_size=4), st.integers(),
                 st.booleans()))
def test_no_answer_a_learner_types_raises(answer: Any) -> None:
    """A typo, an empty answer or nonsense is met with a Reply (friendly words), never a traceback."""
    game = nova_build_question()
    for exercise in (IsLegal(game, WATER_AND_ALONE), WhichLegal(game, [ALONE, BESIDE_THE_KIOSK]),
                     FindMove(game, "build something.")):
        reply = exercise.answer(answer)
        assert isinstance(reply, Reply) and reply.lines and all(reply.lines)


def test_which_legal_is_judged_by_the_engine(nova_game: Any) -> None:
    options = [ALONE, BESIDE_THE_KIOSK, WATER_AND_ALONE, "build enclosure-3 2,5 r1"]
    truth = {n for n, move in enumerate(options, start=1) if nova_game.check(move).legal}
    assert truth and truth != set(range(1, 5))
    exercise = WhichLegal(nova_game, options)
    assert exercise.legal == truth
    right = exercise.answer(sorted(truth))
    assert right.correct
    assert exercise.answer(" ".join(options[n - 1] for n in truth) if len(truth) == 1 else sorted(truth)).correct
    wrong_pick = min(set(range(1, 5)) - truth)
    reply = exercise.answer([*sorted(truth)[1:], wrong_pick])
    assert not reply.correct
    assert all(rule in str(reply) for rule in nova_game.check(options[wrong_pick - 1]).rules)
    if len(truth) > 1:
        assert "1 legal move is missing" in str(reply)
    assert not exercise.answer("7").correct and "from 1 to 4" in str(exercise.answer("7"))


def test_which_legal_accepts_none_is_legal(ark_game: Any) -> None:
    options = ["play lion@T1", "play camel@T1, turtle@T1"]
    assert not any(ark_game.check(m).legal for m in options)
    assert WhichLegal(ark_game, options).answer([]).correct


def test_a_folded_question_keeps_every_option_and_escapes_them(ark_game: Any) -> None:
    """Folded under a summary (notebook 05 keeps the projected board's height, issue 24): the question is whole in
    the text and in the HTML, a typed summary is escaped, and the default summary speaks the language in force."""
    options = ["play lion@T1", "play camel@T1, turtle@T1"]
    exercise = WhichLegal(ark_game, options)
    folded = exercise.folded("<b>Ask</b>")
    page = folded._repr_html_()
    assert page.startswith("<details><summary>&lt;b&gt;Ask&lt;/b&gt;</summary>") and page.endswith("</details>")
    assert all(option in page for option in options) and "<b>Ask</b>" not in page
    assert str(folded) == f"<b>Ask</b>\n{exercise.question}"
    with language("fr"):
        assert WhichLegal(ark_game, options).folded().summary == "Une question pour la classe"
    assert exercise.folded().summary == "A question for the class"


def test_find_move_checks_legality_then_the_goal(nova_game: Any) -> None:
    money = nova_game.players[0].money
    exercise = FindMove(nova_game, "build a size-3 enclosure that pays back money at once.",
                        goal=lambda after: after.players[0].money > money - 6, missed="no bonus under it")
    refused = exercise.answer(ALONE)
    assert not refused.correct and all(r in str(refused) for r in nova_game.check(ALONE).rules)
    assert "cannot read" in str(exercise.answer("bild"))
    found = exercise.answer(BESIDE_THE_KIOSK)
    assert found.correct and "[N-BUILD-13]" in str(found)  # what happened is told, with the bonus's rule
    plain = [str(m) for m in nova_game.legal_moves() if str(m).startswith("build enclosure-3")
             and str(m) not in exercise.solution().splitlines()]
    assert plain, "a legal size-3 enclosure without a bonus exists"
    missed = exercise.answer(plain[0])
    assert not missed.correct and "no bonus under it" in str(missed)
    for move in exercise.solution().splitlines():
        assert nova_game.check(move).legal
    assert BESIDE_THE_KIOSK in exercise.solution().splitlines()


def test_replies_speak_the_language_in_force(nova_game: Any) -> None:
    exercise = IsLegal(nova_game, WATER_AND_ALONE)
    english = str(exercise.answer("legal"))
    with language("fr"):
        french = str(exercise.answer("permis"))
        question = exercise.question
    with language("zh"):
        chinese = str(exercise.answer("合规"))
    assert english != french != chinese
    assert "Pas tout à fait" in french and "permis" in question
    assert "不对" in chinese
    assert "N-BUILD-7" in french and "N-BUILD-7" in chinese


def test_the_one_turn_notebooks_questions_each_have_a_right_answer() -> None:
    """09_ark_nova_one_turn asks three questions at its Build I (strength 4); each must stay answerable and not
    trivial: question 1 is refused with a rule id, question 2 has legal and illegal options, question 3 has a move
    that pays a placement bonus (N-BUILD-13) and a legal move that does not."""
    game = nova.Game.new(players=1, seed=5, map="A", cards="all")
    game.play("keep 486 473 460 241")
    q1 = IsLegal(game, "animals")
    assert q1.verdict.rules and q1.answer(list(q1.verdict.rules)).correct
    game.play("build")
    q2 = WhichLegal(game, ["build kiosk 1,6", "build enclosure-2 1,4 r0", "build pavilion 1,6", "build pavilion 0,7",
                           "build enclosure-1 8,9"])
    assert 0 < len(q2.legal) < 5 and q2.answer(sorted(q2.legal)).correct
    asked_at = len(game.events)
    q3 = FindMove(game, "build one building that covers a placement bonus.",
                  goal=lambda after: any(e.rule == "N-BUILD-13" for e in after.events[asked_at:]))
    paying = q3.solution().splitlines()
    assert paying and q3.answer(paying[0]).correct
    assert not q3.answer("build enclosure-2 1,6 r0").correct  # the move the notebook plays pays no bonus


def test_a_learners_words_reach_the_page_only_escaped(nova_game: Any) -> None:
    """What a learner typed is echoed in the reply; as HTML it is text, never markup."""
    reply = IsLegal(nova_game, WATER_AND_ALONE).answer("<img src=x onerror=alert(1)>")
    assert not reply.correct
    html = reply._repr_html_()
    assert "<img" not in html and "&lt;img" in html
    assert "<b" in IsLegal(nova_game, WATER_AND_ALONE)._repr_html_()


# --------------------------------------------------------------------------------- card names and typos (issue 28)
def ark_opening() -> Any:
    """Notebook 01's deal: seed 2026, three seats; the first player holds the fish and the turtle."""
    return ark.Game.new(["You", "Bot 1", "Bot 2"], seed=2026)


@pytest.mark.parametrize("lang, typed", [("en", "Fish"), ("zh", "鱼干"), ("fr", "poisson"), ("fr", "Poisson")])
def test_find_move_reads_a_card_by_its_printed_name_in_every_language(lang: str, typed: str) -> None:
    """A learner of the French or Chinese notebook names the card as it is printed there: the engine judges the
    same move as with the id (a card of the hand into a legal cabin: T-2 accepts it)."""
    game = ark_opening()
    legal = next(m for m in game.legal_moves() if str(m).startswith("play fish@"))
    exercise = FindMove(game, "play a card.")
    with language(lang):
        reply = exercise.answer(str(legal).replace("fish", typed))
    assert reply.correct, str(reply)
    assert game.check(legal).legal


def test_card_names_turn_every_card_place_of_a_move_into_ids() -> None:
    """Names before @ and after take, evict and pet, with accents, case and dashes as the learner types them."""
    names = CardNames(ark.DECK)
    assert names.read("play ours polaire@B3 take Lièvre arctique, lion@T2") == (
        "play polar-bear@B3 take arctic-hare, lion@T2", [])
    assert names.read("skunk@T1 evict éléphant") == ("skunk@T1 evict elephant", [])
    assert names.read("干草@B3")[0] == "hay@B3" and names.read("pet none") == ("pet none", [])
    assert names.read("draw 2") == ("draw 2", [])


@pytest.mark.parametrize("typed", ["play lino@T3", "play fsh@T3", "play xyzzy@T3"])
def test_a_misspelt_card_gets_a_friendly_sentence_not_a_traceback(typed: str) -> None:
    """A card nobody knows is answered by name, with the close names when there are any; the engine is not asked."""
    reply = FindMove(ark_opening(), "play a card.").answer(typed)
    assert not reply.correct
    assert typed.split()[1].split("@")[0] in str(reply)
    if typed != "play xyzzy@T3":
        assert "Did you mean" in str(reply)


def test_which_legal_options_may_be_named_in_the_notebooks_language() -> None:
    """WhichLegal reads an option written with a French name as the option itself."""
    game = ark_opening()
    legal = next(str(m) for m in game.legal_moves() if str(m).startswith("play fish@"))
    exercise = WhichLegal(game, ["play lion@T1", legal])
    assert exercise.answer(legal.replace("fish", "Poisson")).correct == (exercise.legal == {2})


def test_how_many_is_judged_by_the_engines_count_and_reads_written_numbers() -> None:
    """E-2/E-3 'score this table': the count comes from game.scores(); 8, '8', '8.0' and the French '8,0' agree;
    a wrong number says more or less without giving the answer; a word is not a number."""
    game = ark.Game.new(3, seed=1)
    ark.play_out(game, [ark.RandomBot(seed=s) for s in range(3)])
    name = game.names[0]
    truth = game.scores()[name].total
    exercise = HowMany(game, f"How many points does {name} score?", lambda g: g.scores()[name].total)
    for said in (truth, str(truth), f"{float(truth)}", f"{float(truth)}".replace(".", ",")):
        assert exercise.answer(said).correct, said
    low = exercise.answer(truth - 1)
    assert not low.correct and "more" in str(low) and str(truth) not in str(low).replace(str(truth - 1), "")
    assert not exercise.answer("eight").correct and "not a number" in str(exercise.answer("eight"))
    assert exercise.solution().startswith(str(truth))


# --------------------------------------------------------------------------------- the answer key (issue 28)
ROOT = Path(__file__).resolve().parents[1]
KEY = ROOT / "docs" / "teaching" / "answers.md"
KEY_ROW = re.compile(r"^\| (\d\d) \| `(\w+)` \| `(.+?)` \|", re.MULTILINE)
#: Notebook 03's puzzles are judged by its own helpers on an ark in notation (no game): how each is checked.
PUZZLES: dict[str, Callable[[dict[str, Any], Any], bool]] = {
    "answer1": lambda ns, a: ns["check_answer"](ns["puzzle1"], a),
    "answer2": lambda ns, a: ns["check_answer"](ns["puzzle2"], a, tilt=0),
    "answer3": lambda ns, a: ns["check_set"](a, ns["truth3"]),
    "answer4": lambda ns, a: ns["check_set"](a, ns["truth4"]),
    "answer5": lambda ns, a: ns["check_answer"](ns["puzzle5"], *a),
}


def key_rows() -> dict[str, dict[str, Any]]:
    """The answer key: notebook number → question name → the answer a student writes (a Python literal)."""
    rows: dict[str, dict[str, Any]] = {}
    for number, name, literal in KEY_ROW.findall(KEY.read_text(encoding="utf-8")):
        rows.setdefault(number, {})[name] = ast.literal_eval(literal)
    return rows


def asked(source: str) -> list[str]:
    """The questions a notebook asks: its exercises (``q1 = exercises.…``) or, in 03, its answer cells."""
    return re.findall(r"^(q\d+) = exercises\.", source, re.MULTILINE) or re.findall(
        r"^(answer\d+) = ", source, re.MULTILINE)


def run_notebook_until(path: Path, names: set[str]) -> dict[str, Any]:
    """Execute ``path``'s code cells (widgets left out) until every name in ``names`` is defined; printing muted."""
    nb = nbformat.read(path, as_version=4)
    namespace: dict[str, Any] = {}
    for cell in nb.cells:
        if cell.cell_type != "code" or "Widget(" in cell.source:
            continue
        with contextlib.redirect_stdout(io.StringIO()):
            exec(compile(cell.source, f"{path.name}:{cell.get('id')}", "exec"), namespace)
        if names <= namespace.keys():
            break
    return namespace


@pytest.mark.parametrize("number", ["01", "02", "03", "04", "06", "10", "11"])
def test_the_answer_key_answers_every_question_and_the_engine_agrees(number: str) -> None:
    """docs/teaching/answers.md holds one answer for every question notebook ``number`` asks, and running the
    notebook's own questions judges each of them right (the key is checked by the engine, never by hand)."""
    (path,) = (ROOT / "notebooks").glob(f"{number}_*.ipynb")
    source = "\n".join(c.source for c in nbformat.read(path, as_version=4).cells if c.cell_type == "code")
    questions = asked(source)
    key = key_rows().get(number, {})
    assert questions and sorted(key) == sorted(questions), (questions, sorted(key))
    with language("en"):
        namespace = run_notebook_until(path, set(questions) | ({"truth4"} if number == "03" else set()))
        for name, answer in key.items():
            if name in PUZZLES:
                with contextlib.redirect_stdout(io.StringIO()):
                    assert PUZZLES[name](namespace, answer), (number, name, answer)
            else:
                reply = namespace[name].answer(answer)
                assert reply.correct, (number, name, str(reply))
