"""What-if over a bare ark and a hand of cards, with no game around it."""

from __future__ import annotations

import html
import threading
from typing import Any, Mapping, Sequence

from ..ark import Ark
from ..cards import DECK, Card
from ..moves import Placement
from ..verdicts import ArkError, Verdict, Violation

from .common import Choice, _variant_label, _violations_html, render


# ------------------------------------------------------------------------------------------------ bare-ark what-if
class ArkSandbox:
    """What-if over an ark and a hand, no game: place cards freely (P and A rules only), undo, start over."""

    def __init__(self, ark: Ark | str, hand: Sequence[str | Card] = (), deck: Any = DECK):
        self.start = Ark.parse(ark, deck) if isinstance(ark, str) else ark
        if not isinstance(self.start, Ark):
            raise TypeError(f"an Ark or ark notation, not {type(ark).__name__}")
        self.deck = self.start.deck
        cards = [c if isinstance(c, Card) else self.deck.card(c) for c in hand]
        self.start_hand = tuple(cards)
        self.ark = self.start
        self.hand: list[Card] = list(cards)
        self.past: list[tuple[Ark, list[Card], str]] = []
        self.selected: str | None = None
        self.choices: list[Choice] = []
        self.status = "Click a card below, then a cabin. Nothing here touches a real game."
        self.status_kind = "info"
        self.last_check: tuple[Violation, ...] = ()
        self.lock = threading.RLock()
        self.version = 0

    def _say(self, text: str, kind: str = "info") -> None:
        self.status, self.status_kind = text, kind
        self.version += 1

    def click(self, msg: Mapping[str, Any]) -> bool:
        with self.lock:
            try:
                card, cabin, zone = msg.get("card"), msg.get("cabin"), msg.get("zone")
                if cabin and (self.selected or zone == "ark" or not card):
                    return self.place_at(str(cabin))
                if card and zone != "ark":
                    return self.select(str(card))
                if card:
                    self._say("That card is on the ark already.")
                    return True
                return False
            except Exception as error:
                self._say(f"Something went wrong: {html.escape(str(error))}", "error")
                return True

    def select(self, card_id: str) -> bool:
        if not any(c.id == card_id for c in self.hand):
            self._say(f"{html.escape(card_id)} is not in the what-if hand.", "error")
            return True
        self.selected = None if self.selected == card_id else card_id
        self.choices = []
        if self.selected:
            ok = sorted(c for c, v in self.targets().items() if v.legal)
            self._say(f"{html.escape(card_id)}: legal in {', '.join(ok) or 'no cabin'}.", "info" if ok else "error")
        else:
            self._say("Click a card, then a cabin.")
        return True

    def _evictions(self, c: Card, cabin: str) -> list[str | None]:
        options: list[str | None] = [None]
        if c.ability in ("mosquito", "skunk", "spider") and cabin in self.ark.cabins:
            options += [x.id for x in self.ark.cabin(cabin) if x.is_animal]
        return options

    def targets(self) -> dict[str, Verdict]:
        if self.selected is None:
            return {}
        out = {}
        for cabin in self.ark.positions():
            verdicts = [self.ark.check(self.selected, cabin, e) for e in self._evictions(self.deck.card(self.selected), cabin)]
            legal = [v for v in verdicts if v.legal]
            out[cabin] = legal[0] if legal else verdicts[0]
        return out

    def place_at(self, cabin: str) -> bool:
        if self.selected is None:
            self._say("Pick a card first.")
            return True
        c = self.deck.card(self.selected)
        options = [(e, self.ark.check(c, cabin, e)) for e in self._evictions(c, cabin)]
        legal = [e for e, v in options if v.legal]
        if not legal:
            self.last_check = options[0][1].violations
            self._say(f"{html.escape(c.id)} cannot go in {html.escape(cabin)}: {_violations_html(self.last_check)}. "
                      "Nothing changed.", "error")
            return True
        self.last_check = ()
        if len(legal) > 1:
            self.choices = [Choice(_variant_label(Placement(c.id, cabin, evict=e), c), Placement(c.id, cabin, evict=e))
                            for e in legal]
            self._say("Choose: " + ", ".join(ch.label for ch in self.choices))
            return True
        return self._apply(Placement(c.id, cabin, evict=legal[0]))

    def choose(self, index: int) -> bool:
        with self.lock:
            if not 0 <= index < len(self.choices):
                return False
            pl = self.choices[index].placement
            self.choices = []
            return self._apply(pl) if pl else False

    def _apply(self, pl: Placement) -> bool:
        c = self.deck.card(pl.card)
        before = self.ark
        try:
            self.ark = self.ark.place(c, pl.cabin, pl.evict)
        except ArkError as error:
            self._say(html.escape(str(error)), "error")
            return True
        self.past.append((before, list(self.hand), str(pl)))
        self.hand = [x for x in self.hand if x.id != c.id]
        self.selected, self.choices = None, []
        self._say(f"{html.escape(str(pl))}: tilt {self.ark.tilt:+d}. Undo to take it back.", "ok")
        return True

    def undo(self) -> bool:
        with self.lock:
            if not self.past:
                self._say("Nothing to undo.", "error")
                return True
            self.ark, self.hand, text = self.past.pop()
            self.selected, self.choices = None, []
            self._say(f"Took back {html.escape(text)}.")
            return True

    def reset(self) -> bool:
        with self.lock:
            self.ark, self.hand, self.past = self.start, list(self.start_hand), []
            self.selected, self.choices = None, []
            self._say("Back to the start.")
            return True

    def svg(self, theme: str = "light", scale: float = 1.0) -> str:
        board = render(self.ark, theme=theme, scale=scale, targets=self.targets() or None, selected=self.selected)
        cards = "".join(
            f'<div class="ark-whatif-card{" ark-selected" if c.id == self.selected else ""}" data-card="{c.id}" '
            f'data-zone="hand" title="{html.escape(c.describe() if hasattr(c, "describe") else c.name)}">'
            f"{render(c, theme=theme, scale=0.6 * scale)}</div>"
            for c in self.hand
        )
        return f'{board}<div class="ark-whatif-hand">{cards}</div>'


