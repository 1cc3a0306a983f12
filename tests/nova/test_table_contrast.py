"""Issue 24, item 6, for the whole table (``nova.render(game)``, the notebooks' drawing): every text reaches WCAG
AA (4.5:1; 3:1 from 24 px) against what it is drawn on, measured on the SVG as the classroom board's test measures
it (test_focus.texts), in the light, dark and contrast boards, in English and Chinese. Before the fix 92 of 429 texts
of one light table did not (the column letters in the map's green, "Appeal" in its orange, white "+3" on orange
badges, dark ink on the dark theme's action cards, chips and enclosure signs)."""

from __future__ import annotations

import pytest

from arkwidgets import nova
from arkwidgets.nova.drawing.palette import palette

from .test_focus import games, texts


@pytest.mark.parametrize("theme", ["light", "dark", "contrast"])
@pytest.mark.parametrize("lang", ["en", "zh"])
def test_every_text_of_the_whole_table_reaches_aa(theme: str, lang: str) -> None:
    for game in games():
        svg = nova.render(game, viewer=0, theme=theme, lang=lang)
        found = texts(svg, palette(theme).background)
        assert len(found) > 300
        faint = [(w, round(c, 2)) for w, s, c in found if c < (3.0 if s >= 24 else 4.5)]
        assert not faint, faint[:5]
