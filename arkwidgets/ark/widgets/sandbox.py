"""What-if over a bare ark and a hand of cards, with no game around it."""

from __future__ import annotations

import threading
from collections.abc import Mapping, Sequence
from typing import Any

from ...i18n import _, get_language, language
from ...markup import esc
from ...verdicts import GameError, Violation
from ..cabins import Ark, ArkVerdict
from ..cards import DECK, Card
from ..moves import Placement
from .common import NO_CHECK, Speaking, Text, read_click, render, speaks, violations_html
from .picker import Choose, NoCard, PicksPlacements, PlacementPicker, Refused


class ArkJudge:
    """What is legal on a bare ark, for the :class:`~arkwidgets.ark.widgets.picker.PlacementPicker`: the placing rules
    (P-1 … P-7) and the animals' abilities (A-1 … A-8), with no turn, display or phase around them."""

    def __init__(self, owner: ArkSandbox):
        self.owner = owner

    def hand(self) -> list[Card]:
        return self.owner.hand

    def positions(self) -> list[str]:
        return list(self.owner.ark.positions())

    def stamp(self) -> int:
        return self.owner.position

    def _evictions(self, c: Card, cabin: str) -> list[str | None]:
        ark = self.owner.ark
        options: list[str | None] = [None]
        if c.evictor and cabin in ark.cabins:
            options += [x.id for x in ark.cabin(cabin) if x.is_animal]
        return options

    def variants(self, card_id: str) -> list[Placement]:
        ark, c = self.owner.ark, self.owner.deck.card(card_id)
        return [Placement(c.id, cabin, evict=e) for cabin in ark.positions() for e in self._evictions(c, cabin)
                if ark.check(c, cabin, e).legal]

    def tilt_after(self, placement: Placement) -> int | None:
        return self.owner.ark.check(placement.card, placement.cabin, placement.evict).tilt_after

    def why_not(self, card_id: str, cabin: str) -> ArkVerdict:
        return self.owner.ark.check(card_id, cabin, None)


# ------------------------------------------------------------------------------------------------ bare-ark what-if
class ArkSandbox(PicksPlacements, Speaking):
    """What-if over an ark and a hand, no game: place cards freely (P and A rules only), undo, start over."""

    def __init__(self, ark: Ark | str, hand: Sequence[str | Card] = (), deck: Any = DECK, lang: str | None = None):
        with language(lang):  # an unknown language fails here
            pass
        self.lang = lang  # None: the process's language
        self.start = Ark.parse(ark, deck) if isinstance(ark, str) else ark
        if not isinstance(self.start, Ark):
            raise TypeError(f"an Ark or ark notation, not {type(ark).__name__}")
        self.deck = self.start.deck
        cards = [c if isinstance(c, Card) else self.deck.card(c) for c in hand]
        self.start_hand = tuple(cards)
        self.ark = self.start
        self.hand: list[Card] = list(cards)
        self.past: list[tuple[Ark, list[Card], str]] = []
        self.position = 0  # bumped whenever the ark or the hand changes (the picker's cache key)
        self.picker = PlacementPicker(ArkJudge(self), self.deck)
        self.status_kind = "info"
        self._checks = NO_CHECK
        self.lock = threading.RLock()
        self.version = 0
        self.say(lambda: _("Click a card below, then a cabin. Nothing here touches a real game."))

    def say(self, text: Any, kind: str = "info") -> None:
        super().say(text, kind)
        self.version += 1

    @speaks
    def choice_labels(self) -> list[str]:
        return [ch.label for ch in self.choices]

    @speaks
    def click(self, msg: Mapping[str, Any]) -> bool:
        with self.lock:
            try:
                msg = read_click(msg)
            except ValueError as error:  # a forged or broken message: say so, change nothing
                problem = esc(str(error))
                self.say(lambda: _("That click could not be read ({problem}); nothing changed.").format(
                    problem=problem), "error")
                return True
            try:
                card, cabin, zone = msg.get("card"), msg.get("cabin"), msg.get("zone")
                if cabin and (self.selected or zone == "ark" or not card):
                    return self.place_at(str(cabin))
                if card and zone != "ark":
                    return self.select(str(card))
                if not card:
                    return False
                self.say(lambda: _("That card is on the ark already."))
            except Exception as error:
                detail = esc(str(error))
                self.say(lambda: _("Something went wrong: {error}").format(error=detail), "error")
            return True

    @speaks
    def select(self, card_id: str) -> bool:
        if not self.picker.in_hand(card_id):
            self.say(lambda: _("{card} is not in the what-if hand.").format(card=esc(card_id)), "error")
            return True
        if self.picker.toggle(card_id):
            ok = self.picker.legal_cabins(get_language())
            name = self.deck.card(card_id).local_name
            if ok:
                self.say(lambda: _("{card}: legal in {cabins}.").format(card=esc(name), cabins=_(", ").join(ok)))
            else:
                self.say(lambda: _("{card}: legal in no cabin.").format(card=esc(name)), "error")
        else:
            self.say(lambda: _("Click a card, then a cabin."))
        return True

    @speaks
    def targets(self) -> dict[str, ArkVerdict]:
        return self.picker.targets(get_language())

    @speaks
    def place_at(self, cabin: str) -> bool:
        outcome = self.picker.place_at(cabin)
        if isinstance(outcome, NoCard):
            self.say(lambda: _("Pick a card first."))
            return True
        if isinstance(outcome, Refused):
            c, ark, first, first_lang = outcome.card, self.ark, outcome.verdict.violations, get_language()

            def again() -> tuple[Violation, ...]:  # the same check in another language, while the ark is the same
                if get_language() == first_lang or self.ark is not ark:
                    return first
                return outcome.again()

            checks = self._checks = Text(again)
            self.say(lambda: _("{card} cannot go in {cabin}: {violations}. Nothing changed.").format(
                card=esc(c.local_name), cabin=esc(cabin), violations=violations_html(checks())),
                "error")
            return True
        self._checks = NO_CHECK
        if isinstance(outcome, Choose):
            choices = outcome.choices
            self.say(lambda: _("Choose: {choices}").format(choices=_(", ").join(esc(ch.label) for ch in choices)))
            return True
        return self._apply(outcome.placement)

    @speaks
    def choose(self, index: int) -> bool:
        with self.lock:
            pl = self.picker.choose(index)
            return self._apply(pl) if pl else False

    def _apply(self, pl: Placement) -> bool:
        c = self.deck.card(pl.card)
        before = self.ark
        try:
            self.ark = self.ark.place(c, pl.cabin, pl.evict)
        except GameError as error:
            self.say(esc(str(error)), "error")  # the engine's words, in the language of the moment
            return True
        self.past.append((before, list(self.hand), str(pl)))
        self.hand = [x for x in self.hand if x.id != c.id]
        self.position += 1
        self.picker.clear()
        tilt = self.ark.tilt
        self.say(lambda: _("{placement}: tilt {tilt}. Undo to take it back.").format(
            placement=esc(str(pl)), tilt=f"{tilt:+d}"), "ok")
        return True

    @speaks
    def undo(self) -> bool:
        with self.lock:
            if not self.past:
                self.say(lambda: _("Nothing to undo."), "error")
                return True
            self.ark, self.hand, text = self.past.pop()
            self.position += 1
            self.picker.clear()
            self.say(lambda: _("Took back {placement}.").format(placement=esc(text)))
            return True

    @speaks
    def reset(self) -> bool:
        with self.lock:
            self.ark, self.hand, self.past = self.start, list(self.start_hand), []
            self.position += 1
            self.picker.clear()
            self.say(lambda: _("Back to the start."))
            return True

    @speaks
    def svg(self, theme: str = "light", scale: float = 1.0) -> str:
        board = render(self.ark, theme=theme, scale=scale, targets=self.targets() or None, selected=self.selected)
        cards = "".join(
            f'<div class="ark-whatif-card{" ark-selected" if c.id == self.selected else ""}" data-card="{c.id}" '
            f'data-zone="hand" title="{esc(c.describe() if hasattr(c, "describe") else c.name)}">'
            f"{render(c, theme=theme, scale=0.6 * scale)}</div>"
            for c in self.hand
        )
        return f'{board}<div class="ark-whatif-hand">{cards}</div>'


