"""Export: a state as an ``.svg`` file, a recorded game as frames or as one CSS-animated SVG.

The animation uses CSS only (no script, no SMIL): every frame is a group shown in turn by one shared
``@keyframes`` rule with a per-frame ``animation-delay``, which browsers, slide tools and GitHub's image viewer all
play. Frames are rebuilt by stepping a copy of the game back with ``undo()``, so the game passed in is untouched.
"""

from __future__ import annotations

import os
from typing import Any

from ...i18n import _, language, ngettext
from ...ui.svg import document, esc, num
from ..game import Game
from ..redact import redact
from ..state import Phase
from .cardfaces import shared_faces
from .renderer import options_for, render, render_parts
from .table import public_move

__all__ = ["save_svg", "frames", "animate"]


def save_svg(obj: Any, path: str | os.PathLike[str], **options: Any) -> str:
    """Render ``obj`` and write it to ``path`` (UTF-8); returns the SVG text."""
    svg = render(obj, **options)
    with open(path, "w", encoding="utf-8", newline="\n") as handle:
        handle.write(svg)
    return svg


def _states(game: Game) -> list[Game]:
    """The game after setup and after every move, oldest first."""
    if not isinstance(game, Game):
        raise TypeError(f"frames and animate take a Game, not {type(game).__name__}")
    work = game.copy()
    states = [work.copy()]
    while work.history:
        work.undo()
        states.append(work.copy())
    states.reverse()
    return states


def frames(game: Game, **options: Any) -> list[str]:
    """One SVG per position: after setup, then after each move (``len(game.history) + 1`` frames)."""
    return [render(state, **options) for state in _states(game)]


def animate(game: Game, *, seconds_per_frame: float = 1.5, **options: Any) -> str:
    """One SVG that plays the game move by move with CSS animation, looping.

    ``options`` are those of :func:`render` (``targets`` does not apply to a whole game and is refused).
    """
    if isinstance(seconds_per_frame, bool) or not isinstance(seconds_per_frame, (int, float)) or not (
        0 < seconds_per_frame <= 3600
    ):
        raise ValueError(f"seconds_per_frame must be a positive number of seconds, got {seconds_per_frame!r}")
    if options.get("targets"):
        raise ValueError("targets: an animation shows a whole game and takes no targets")
    opts = options_for(game, **options)
    states = [redact(state, opts.viewer) for state in _states(game)]  # each frame as the viewer saw it
    with language(opts.lang):
        return _animate(states, opts, seconds_per_frame)


def _animate(states: list[Game], opts: Any, seconds_per_frame: float) -> str:
    with shared_faces() as faces:
        parts = [render_parts(state, opts) for state in states]
    width = max(p[1] for p in parts)
    height = max(p[2] for p in parts)
    n = len(parts)
    total = n * seconds_per_frame
    share = 100 / n
    # Frame k is visible during [k·d, (k+1)·d) of each cycle. Negative delays start every frame's animation at once
    # (already in phase), so the base style below matters only where animations do not run: there the last frame,
    # the final position, is what a static converter (cairosvg) or a reduced-motion reader shows.
    css = (
        f"@keyframes ark-anim-show{{0%{{visibility:visible}}{num(share)}%{{visibility:hidden}}"
        f"100%{{visibility:hidden}}}}"
        f".ark-anim-frame{{visibility:hidden;animation:ark-anim-show {num(total)}s step-end infinite}}"
        f".ark-anim-last{{visibility:visible}}"
        f"@media (prefers-reduced-motion: reduce){{.ark-anim-frame{{animation:none}}}}"
    )
    body = []
    for k, (layers, _w, _h, _title, _desc, _zoom) in enumerate(parts):
        cls = "ark-anim-frame ark-anim-last" if k == n - 1 else "ark-anim-frame"
        state = states[k]
        if k == 0:
            label = _("after setup")
        else:
            label = _("after move {number}: {move}").format(
                number=k, move=public_move(state.history[-1].move, state.phase == Phase.OVER))
        inner = "".join(f'<g class="ark-{name}">{fragment}</g>' for name, fragment in layers)
        body.append(
            f'<g class="{cls}" data-frame="{k}" style="animation-delay:{num(k * seconds_per_frame - total)}s">'
            f"<title>{esc(label)}</title>{inner}</g>"
        )
    th = opts.theme
    desc = ngettext("The game replayed move by move: {count} frame, {seconds} s each.",
                    "The game replayed move by move: {count} frames, {seconds} s each.", n).format(
        count=n, seconds=num(seconds_per_frame))
    defs = f'<defs>{"".join(faces[k] for k in sorted(faces))}</defs>'
    return document(width, height, opts.scale, th.background, _("Ark — a game replayed"), desc,
                    [("faces", defs), ("animation", "".join(body))], css, theme=th.name,
                    lang=opts.lang)
