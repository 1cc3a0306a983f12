"""Every trait a widget tree syncs to the browser: what the re-deal properties of both games compare."""

from __future__ import annotations

import json


def synced(root) -> list[tuple[str, str]]:
    """Every trait every widget under ``root`` syncs to the browser, in tree order (references to other widgets,
    whose ids differ between two widgets, are left out; the widgets they name are walked)."""
    out: list[tuple[str, str]] = []
    seen: set[int] = set()

    def walk(w) -> None:
        if id(w) in seen:
            return
        seen.add(id(w))
        kept = {}
        for key, value in w.get_state().items():
            text = json.dumps(value, default=str, sort_keys=True)
            if "IPY_MODEL_" not in text:
                kept[key] = text
        out.append((type(w).__name__, json.dumps(kept, sort_keys=True)))
        for child in getattr(w, "children", ()) or ():
            walk(child)

    walk(root)
    return out


def open_widget(widget_class, game):
    """A game widget on ``game`` with "Inside the engine" open, so the panel's traits are filled and compared too."""
    w = widget_class(game=game, autoplay=False)
    w.inside.selected_index = 0
    w.refresh()
    return w


def assert_same(a, b, where: str) -> None:
    """Two widget trees send the browser the very same traits (a tree of fewer than 50 widgets is no real test), and
    the two games export the very same text for the seat on screen (``export``: its record while the game is on,
    D-26/ND-110)."""
    ta, tb = synced(a), synced(b)
    assert len(ta) == len(tb) > 50, where
    for (name, x), (_name, y) in zip(ta, tb, strict=True):
        assert x == y, (where, name, x[:300], y[:300])
    ea, eb = a.export(), b.export()
    assert ea == eb, (where, "export", ea[:300], eb[:300])
