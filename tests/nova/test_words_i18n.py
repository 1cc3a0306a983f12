"""Ark Nova's words read as the language they claim to be: notation errors, counted nouns, narration (issue 12)."""

from __future__ import annotations

import re

import pytest

from arkwidgets.i18n import language
from arkwidgets.nova import Move, NotationError

#: Words of the notation itself, which stay as they are in every language.
_NOTATION = {"build", "kiosk", "play", "in", "from", "deck", "draw", "level", "token", "supply", "choose", "take",
             "x-token", "fly", "away", "cards", "sponsors", "money", "x", "xx", "x2", "r9", "zz", "N", "x,y",
             "draw deck", "animals", "association", "move", "snap", "discard", "keep", "reputation", "partner-zoo",
             "university", "project", "donate", "sponsor", "stop", "pass", "release", "from-hand", "m"}
_LATIN = re.compile(r"[A-Za-z][A-Za-z-]+")


@pytest.mark.parametrize("bad", ["fly away", "build kiosk", "build kiosk 3;4", "play 401 zz", "draw 3",
                                 "project 101 level 9", "project 101 zz", "project 101 level 1 zz", "cards xx",
                                 "choose ??", "pass now", "x-token fly"])
def test_nova_notation_errors_speak_chinese(bad: str) -> None:
    with language("zh"), pytest.raises(NotationError) as info:
        Move.parse(bad)
    message = str(info.value).replace(repr(bad), "")
    english = {w for w in _LATIN.findall(message) if w.lower() not in _NOTATION and w not in bad.split()}
    assert not english, message


def test_nova_notation_errors_speak_french() -> None:
    with language("fr"), pytest.raises(NotationError) as info:
        Move.parse("build kiosk 3;4")
    assert "n’est pas une case" in str(info.value)
    with language("fr"), pytest.raises(NotationError) as info:
        Move.parse("fly away")
    assert "coup inconnu" in str(info.value)
