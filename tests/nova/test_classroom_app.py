"""Notebook 08's app, ``nova.ClassroomApp``: against a bot or solo, with words that follow the language menu.

Issue 15 (a classroom projector): the app's introduction and its controls follow the language the learner picks;
a new mode deals the same seeded game again, in the language in force.
"""

from __future__ import annotations

import pytest

pytest.importorskip("ipywidgets")

from arkwidgets import nova
from arkwidgets.verdicts import GameError


def test_the_intro_and_the_mode_switch_follow_the_language_menu() -> None:
    app = nova.ClassroomApp(seed=2026)
    assert app.mode.value == "bot" and [label for label, _v in app.mode.options] == ["Against a bot", "Solo"]
    english = app.intro.value
    assert "against one bot" in english and "<b>action cards</b>" in english
    app.table.language.value = "fr"  # what the menu under the board does
    assert app.lang == "fr" and "contre un robot" in app.intro.value and "cartes Action" in app.intro.value
    assert [label for label, _v in app.mode.options] == ["Contre un robot", "Solo"]
    assert app.mode.value == "bot" and len(app.table.game.names) == 2  # relabelling starts no new game
    app.table.language.value = "zh"
    assert ("对战机器人", "bot") in app.mode.options
    assert "行动卡" in app.intro.value and "。 " not in app.intro.value
    app.table.language.value = "en"
    assert app.intro.value == english


def test_solo_deals_the_same_seed_again_in_the_language_in_force_and_the_intro_follows_the_new_table() -> None:
    app = nova.ClassroomApp(seed=2026, lang="fr")
    first = app.table
    app.mode.value = "solo"
    assert app.table is not first and app.children[-1] is app.table
    assert len(app.table.game.names) == 1 and app.lang == "fr"
    assert "seul" in app.intro.value
    solo_again = nova.GameWidget(bots=0, seed=2026, lang="fr")
    assert app.table.game.state == solo_again.game.state  # the whole class gets the same deal
    first.language.value = "zh"  # the old table's menu no longer moves the app
    assert app.lang == "fr" and "seul" in app.intro.value
    app.table.language.value = "zh"
    assert "独自" in app.intro.value and ("单人", "solo") in app.mode.options
    app.mode.value = "bot"
    assert len(app.table.game.names) == 2 and app.lang == "zh" and "机器人" in app.intro.value


def test_bad_arguments_are_refused_with_the_option_named() -> None:
    with pytest.raises(ValueError, match="mode"):
        nova.ClassroomApp(seed=1, mode="duel")
    with pytest.raises(ValueError, match="unknown language 'klingon'"):
        nova.ClassroomApp(seed=1, lang="klingon")


def test_default_names_follow_the_language_menu_and_typed_ones_never_change() -> None:
    """Issue 15.7 in Ark Nova: "Player 1" (never "You wins") becomes "Joueur 1" / "玩家1"; the same game is replayed."""
    w = nova.GameWidget(bots=1, seed=3, autoplay=False)
    assert w.game.names == ("Player 1", "Bot 1")
    w.run_bots()
    before = w.game
    w.language.value = "fr"
    assert w.game.names == ("Joueur 1", "Robot 1") and w.game.moves == before.moves
    assert w.game.state_dict()["players"] != before.state_dict()["players"]  # the names, and nothing else:
    assert {k: v for k, v in w.game.state_dict().items() if k != "players"} == {
        k: v for k, v in before.state_dict().items() if k != "players"}
    assert "Joueur 1" in w.board.svg and "Player 1" not in w.board.svg
    w.language.value = "en"
    assert w.game.to_json() == before.to_json()  # there and back: the same save
    typed = nova.GameWidget(players=["Eve"], bots=1, seed=3, autoplay=False)
    typed.lang = "zh"
    assert typed.game.names == ("Eve", "机器人1")


def test_renamed_replays_the_same_zoo_and_refuses_a_hand_made_state() -> None:
    game = nova.Game.new(["Ann", "Ben"], seed=5)
    for _k in range(6):
        game.play(game.legal_moves()[0])
    other = game.renamed(["Xu", "Yan"])
    assert other.names == ("Xu", "Yan") and other.moves == game.moves and game.names == ("Ann", "Ben")
    with pytest.raises(ValueError, match="one per seat"):
        game.renamed(["Xu"])
    with pytest.raises(GameError, match="cannot be renamed"):
        nova.Game.from_state(game.state).renamed(["Xu", "Yan"])


def test_the_mode_switch_and_intro_sit_in_the_dock_and_the_page_title_follows_the_language() -> None:
    """Issue 24: the board gets the screen (the mode switch and the introduction at the foot of the dock beside it,
    in the new table's dock after a new mode too); the page's title follows the language menu."""
    app = nova.ClassroomApp(seed=2026)
    assert list(app.children) == [app.table]
    assert app.mode in app.table.side.children and app.intro in app.table.side.children
    assert app.table.board.page_title == "Ark Nova — the classroom board"
    app.table.language.value = "fr"
    assert app.table.board.page_title == "Ark Nova — le plateau pour la classe"
    app.mode.value = "solo"
    assert app.mode in app.table.side.children and app.intro in app.table.side.children
