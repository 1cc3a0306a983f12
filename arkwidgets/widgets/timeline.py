"""Step through: every event from setup on, and the board at each of them."""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from ..ark import Ark
from ..cards import Card
from ..events import Event
from ..game import Game
from ..i18n import _
from ..markup import esc
from ..redact import public_history


# ------------------------------------------------------------------------------------------------ step through
@dataclass(frozen=True)
class Step:
    """One entry of the timeline: an event, the number of moves played once it happened, and a caption."""

    event: Event
    moves: int  # moves completed after this event's move (0 during setup)
    player: str = ""  # who made the move (empty during setup)
    move: str = ""  # the move in notation (the same in every language)
    setup_index: int | None = None

    @property
    def caption(self) -> str:
        """"Setup" or "Move 3 — Ann: draw 1", in the current language."""
        if self.setup_index is not None or not self.move:
            return _("Setup")
        return _("Move {number} — {player}: {move}").format(number=self.moves, player=self.player, move=self.move)


class Timeline:
    """Every event from setup to now, and the board at each one.

    :attr:`steps` holds the game's own events (for code); everything a person reads — captions, narration, the
    log — comes from :meth:`seen_by`, the same steps as one seat may see them (:func:`arkwidgets.redact`).
    """

    def __init__(self, game: Game):
        self.game = game
        self.steps: list[Step] = []
        self._arks: list[Ark | None] = []
        self._seen_by: dict[int | None, list[Step]] = {}
        self._rebuild()

    def _rebuild(self) -> None:
        g = self.game
        steps: list[Step] = []
        arks: list[Ark | None] = []
        cabins: dict[str, Card] = {}
        full = False
        tilt: int | None = None  # the disc is set on the track only by S-6
        for k, e in enumerate(g.setup_events):
            if e.kind in ("reshuffle", "deal", "display", "rain-stack", "turn"):
                full = True
            if e.kind == "turn-over" and e.data.get("kept"):
                cabins[e.data["cabin"]] = g.deck.card(e.data["card"])
            if e.kind == "tilt-set":
                tilt = int(e.data["tilt"])
            arks.append(None if full else _partial_ark(cabins, g.deck, tilt))
            steps.append(Step(e, 0, setup_index=k))
        for number, entry in enumerate(g.history, start=1):
            for e in entry.events:
                steps.append(Step(e, number, entry.player, str(entry.move)))
                arks.append(None)
        self.steps, self._arks = steps, arks
        self._seen_by = {}
        self._seen = self._mark()

    def seen_by(self, viewer: int | None) -> list[Step]:
        """The steps as seat ``viewer`` (None: a spectator) may see them: hidden card ids and pets left out."""
        steps = self._seen_by.get(viewer)
        if steps is None:
            setup, history = public_history(self.game, viewer)
            steps = [Step(e, 0, setup_index=k) for k, e in enumerate(setup)]
            for number, entry in enumerate(history, start=1):
                steps.extend(Step(e, number, entry.player, str(entry.move)) for e in entry.events)
            self._seen_by[viewer] = steps
        return steps

    def _mark(self) -> tuple[int, Any]:
        history = self.game.history
        return len(history), (history[-1] if history else None)

    def refresh(self) -> None:
        """Rebuild if the game moved on or was undone (the last history entry is compared by identity)."""
        length, last = self._mark()
        if length != self._seen[0] or last is not self._seen[1]:
            self._rebuild()

    def __len__(self) -> int:
        return len(self.steps)

    def narration(self, i: int, viewer: int | None = None) -> str:
        """Step ``i`` in words (HTML), as ``viewer`` may see it."""
        s = self.seen_by(viewer)[i]
        return (f"<b>{i + 1}/{len(self.steps)}</b> · {esc(s.caption)} · "
                f"<code>{esc(s.event.rule)}</code> {esc(s.event.text)}")

    def game_at(self, moves: int) -> Game:
        g = self.game.copy()
        for _k in range(len(g.history) - moves):
            g.undo()
        return g

    def board_at(self, i: int) -> Ark | Game:
        a = self._arks[i]
        if a is not None:
            return a
        return self.game_at(self.steps[i].moves)

    def move_starts(self) -> list[int]:
        """The index of the first event of setup and of every move (for "one move at a time")."""
        out, last = [], None
        for i, s in enumerate(self.steps):
            if s.moves != last:
                out.append(i)
                last = s.moves
        return out


def _partial_ark(cabins: Mapping[str, Card], deck: Any, tilt: int | None = None) -> Ark:
    """The ark during setup: the four starting cabins (S-5), each empty until its card is kept, so a cabin the
    caption fills is drawn in its place (B2 is filled before B1); the tilt disc at 0 until S-6 sets it."""
    halves = tuple(tuple((cabins[c],) if c in cabins else () for c in row) for row in (("T1", "T2"), ("B1", "B2")))
    # Setup may pass through an unbalanced ark (S-6 only reads the tilt off at the end): no P-3 check here.
    return Ark.unchecked((halves[0], halves[1]), 0 if tilt is None else tilt, deck)


_NEW_CABIN = re.compile(r'<g data-cabin="[A-Z][0-9]+" data-new="1"[^>]*>.*?</g>', re.S)


def without_new_cabins(svg: str) -> str:
    """A setup board's drawing without the places to open a new cabin: nobody may open one during setup (P-7 is
    a move of a turn), so "new cabin (1 disc)" is not shown there."""
    return _NEW_CABIN.sub("", svg)


