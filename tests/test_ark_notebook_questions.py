"""The checked questions of Ark's rules tour (02) and classroom app (05), issue 28: each stays answerable by its row of
the answer key, a wrong answer stays wrong, and the rules the answer key's "why" column names are the ones the engine
gives. If the seeded games or a rule change, these tests say which question lost its point before nbval reports a
mere output difference.

The positions are the notebooks' own: their code cells run (widgets built, printing muted) until the question exists.
"""

from __future__ import annotations

import ast
import contextlib
import functools
import io
import re
from pathlib import Path
from typing import Any

import nbformat

from arkwidgets.i18n import language

ROOT = Path(__file__).resolve().parents[1]
KEY_ROW = re.compile(r"^\| (\d\d) \| `(\w+)` \| `(.+?)` \|", re.MULTILINE)


def key(number: str) -> dict[str, Any]:
    """The answer key's rows for notebook ``number``: question name → the answer a student writes."""
    text = (ROOT / "docs" / "teaching" / "answers.md").read_text(encoding="utf-8")
    return {name: ast.literal_eval(answer) for n, name, answer in KEY_ROW.findall(text) if n == number}


@functools.cache
def notebook(name: str) -> dict[str, Any]:
    """The namespace of ``notebooks/<name>.ipynb`` after all its code cells ran (in English, SVGs not drawn)."""
    nb = nbformat.read(ROOT / "notebooks" / f"{name}.ipynb", as_version=4)
    namespace: dict[str, Any] = {}
    with language("en"), contextlib.redirect_stdout(io.StringIO()):
        for cell in nb.cells:
            if cell.cell_type == "code":
                exec(compile(cell.source, f"{name}:{cell.get('id')}", "exec"), namespace)
    return namespace


def asked(name: str) -> list[str]:
    nb = nbformat.read(ROOT / "notebooks" / f"{name}.ipynb", as_version=4)
    return re.findall(r"^(q\d+) = exercises\.", "\n".join(c.source for c in nb.cells if c.cell_type == "code"),
                      re.MULTILINE)


def rules_of(question: Any, option: int) -> set[str]:
    """The rule ids the engine gives against option ``option`` (1-based) of a WhichLegal question."""
    return set(question.game.check(question.options[option - 1]).rules)


def test_02_asks_in_every_section_in_reading_order_and_the_key_answers_each():
    """02 asks q1…q6 in order (placement ×2, special animals, pets, final round, scoring), one key row each."""
    assert asked("02_rules_tour") == ["q1", "q2", "q3", "q4", "q5", "q6"]
    assert sorted(key("02")) == ["q1", "q2", "q3", "q4", "q5", "q6"]
    ns = notebook("02_rules_tour")
    with language("en"):
        for name, answer in key("02").items():
            assert ns[name].answer(answer).correct, (name, str(ns[name].answer(answer)))


def test_02_q3_the_skunk_cannot_evict_the_spider_or_food_A_5_A_8():
    """A-5 / A-8 / P-5: Cleo holds only the skunk; evicting the sheep or the lion is legal, the spider never leaves
    (A-8) and the hay is food, never evicted, in a cabin with grain the skunk may not share (P-5)."""
    q3 = notebook("02_rules_tour")["q3"]
    with language("en"):
        assert not q3.answer([2]).correct and not q3.answer([1, 2, 4]).correct
    assert [c.id for c in q3.game.current_player.hand] == ["skunk"]
    assert "A-8" in rules_of(q3, 1)
    assert {"A-8", "P-5"} <= rules_of(q3, 3)
    assert q3.game.check("play skunk@T7 evict sheep").legal and q3.game.check("play skunk@T9 evict lion").legal


def test_02_q4_a_pet_weighs_at_most_2_and_pets_come_before_drawing_R_1_R_2():
    """R-2 / R-1: Ben may keep the lemur or no pet; the lion (weight 3) cannot be a pet and nobody draws meanwhile."""
    q4 = notebook("02_rules_tour")["q4"]
    assert q4.game.phase == "pets" and q4.game.current_player.name == "Ben"
    assert rules_of(q4, 2) == {"R-2"} and rules_of(q4, 3) == {"R-1"}
    with language("en"):
        assert not q4.answer([1]).correct and "R-2" in str(q4.answer([1, 2, 4]))


def test_02_q5_no_drawing_in_the_final_round_and_a_new_cabin_costs_one_more_disc_F_2_D_4():
    """F-2 / D-4: in the final round Ben cannot draw; he may pass, or open B13 for the moose, paying two discs."""
    q5 = notebook("02_rules_tour")["q5"]
    game = q5.game.copy()
    assert game.phase == "final" and "F-2" in rules_of(q5, 1)
    discs = game.current_player.discs
    game.play("play moose@B13")
    assert game.players[[p.name for p in game.players].index("Ben")].discs == discs - 2


def test_05_the_classroom_question_is_about_the_apps_first_deal_and_the_key_answers_it():
    """P-2 / P-5: the app's first player holds the fish and the turtle; the turtle (hot) may not join the cold seal,
    the fish (food) may not join the reindeer; the key's [1, 4] is judged right and a guess of [1] is not."""
    assert asked("05_classroom_app") == ["q1"] and sorted(key("05")) == ["q1"]
    ns = notebook("05_classroom_app")
    q1, app = ns["q1"], ns["app"]
    assert len(q1.game.moves) == 0 and q1.game.ark == app.game.copy().ark
    assert rules_of(q1, 2) == {"P-2"} and rules_of(q1, 3) == {"P-5"}
    with language("en"):
        assert q1.answer(key("05")["q1"]).correct and not q1.answer([1]).correct
