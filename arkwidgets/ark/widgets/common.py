"""Helpers the widget controllers share: drawing without ever failing, choice buttons, violation text, and texts
that can be written again in another language (the widgets switch language live: :class:`Text` and the status
line come from :mod:`arkwidgets.ui.status`, shared with Ark Nova; ``Text`` is re-exported here for older imports)."""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from functools import wraps
from typing import Any, TypeVar

from ...i18n import _, get_language, language, pgettext
from ...markup import clip, esc
from ...ui.status import Speaks, Text
from ...verdicts import Violation
from ..cards import Card
from ..moves import Placement
from ..rulebook import short_name, titled

F = TypeVar("F", bound=Callable[..., Any])


# ------------------------------------------------------------------------------------------------ languages
def speaks(method: F) -> F:
    """Run a controller method in the controller's language (``self.lang``; None: the process's language)."""

    @wraps(method)
    def inner(self: Any, *args: Any, **kwargs: Any) -> Any:
        with language(getattr(self, "lang", None)):
            return method(self, *args, **kwargs)

    return inner  # type: ignore[return-value]


#: "no rule broken" (also the words of a check in any language)
NO_CHECK: Text[tuple[Violation, ...]] = Text(lambda: ())


class Speaking(Speaks):
    """An Ark controller's words (:class:`~arkwidgets.ui.status.Speaks`: the status line, ``_status`` and
    ``status_kind``) plus the rules the last attempt broke (``_checks``), all written again in another language."""

    _checks: Text[tuple[Violation, ...]]

    @property
    def last_check(self) -> tuple[Violation, ...]:
        """The rules the last attempt broke, with their messages in this controller's language."""
        with language(self.lang):
            return self._checks()

    @last_check.setter
    def last_check(self, violations: Sequence[Violation]) -> None:
        found = tuple(violations)
        self._checks = Text(lambda: found) if violations else NO_CHECK


# ------------------------------------------------------------------------------------------------ clicks
#: The fields a click on the board may carry (the ``data-`` attributes board.js reports).
CLICK_FIELDS = ("card", "zone", "player", "slot", "cabin", "new", "type")
_MAX_CLICK_FIELD = 40  # a card id, a cabin id or a zone name is never longer


#: What a click on Ark's board reports: cabins and new-cabin places, cards, the deck and zones, scoring cards, choices.
BOARD_TARGETS = "[data-cabin],[data-card],[data-zone],[data-type],[data-choice]"

def read_click(msg: Any, players: int | None = None) -> dict[str, str]:
    """The fields of a board message as short texts; ``ValueError`` naming the field (never echoing it whole).

    A message comes from the browser and may have been forged: every field must be text (or a whole number) of at
    most 40 characters, ``player`` a seat number, ``slot`` a display slot.
    """
    if not isinstance(msg, Mapping):
        raise ValueError(f"a click is an object of fields, not {type(msg).__name__}")
    out: dict[str, str] = {}
    for key in CLICK_FIELDS:
        value = msg.get(key)
        if value is None:
            continue
        if isinstance(value, bool) or not isinstance(value, (str, int)):
            raise ValueError(f"{key}: expected text, got {type(value).__name__}")
        text = str(value)
        if len(text) > _MAX_CLICK_FIELD:
            raise ValueError(f"{key}: {len(text)} characters, at most {_MAX_CLICK_FIELD}")
        out[key] = text
    player = out.get("player")
    if player is not None and (not re.fullmatch(r"[0-9]{1,2}", player)
                               or (players is not None and int(player) >= players)):
        raise ValueError(f"player {clip(player, 12)!r} is not a seat number")
    if "slot" in out and out["slot"] not in ("1", "2", "3"):
        raise ValueError(f"slot {clip(out['slot'], 12)!r} is not a display slot (1, 2 or 3)")
    return out


# ------------------------------------------------------------------------------------------------ rendering
def render(obj: Any, **options: Any) -> str:
    """:func:`arkwidgets.render` in the current language, except that a drawing bug never takes the game down: the
    board then shows the error (the game, its status line and its controls keep working)."""
    from ..drawing import render as draw

    try:
        return draw(obj, **options)
    except Exception as error:
        message = esc(_("The board could not be drawn: {error}").format(error=repr(error)))
        return (
            '<svg class="ark-board" xmlns="http://www.w3.org/2000/svg" width="640" height="40">'
            f'<text x="8" y="24" font-family="sans-serif" font-size="13">{message}</text></svg>'
        )


def card_word(card_id: str | None, deck: Any) -> str:
    """A card as a button names it: its id in English (the move notation: "evict lion"), its printed name in
    Chinese and French ("逐出狮子")."""
    if card_id is None:
        return ""
    if get_language() == "en":
        return card_id
    found = deck.get(card_id) if hasattr(deck, "get") else None
    return found.local_name if found is not None else card_id


@dataclass(frozen=True)
class Choice:
    """One button of a pending choice: what it places, and the card placed (for the label)."""

    placement: Placement | None = None
    card: Card | None = None
    deck: Any = None

    @property
    def label(self) -> str:
        """The button's words in the current language."""
        if self.placement is None:
            return ""
        return _variant_label(self.placement, self.card, self.deck)


def _variant_label(pl: Placement, c: Card | None, deck: Any = None) -> str:
    if deck is None:
        from ..cards import DECK

        deck = DECK
    bits = []
    if pl.evict:
        bits.append(_("evict {card}").format(card=card_word(pl.evict, deck)))
    if pl.boost:
        bits.append(_("boost {type}").format(type=pgettext("type", pl.boost)))
    if pl.take:
        bits.append(_("take {card}").format(card=card_word(pl.take, deck)))
    if pl.plain:
        if c is not None and c.ability:
            bits.append(_("no {ability} (plain)").format(ability=pgettext("ability", c.ability)))
        else:
            bits.append(_("no ability (plain)"))
    if not bits:
        if c is not None and c.evictor:
            return _("no eviction")
        if c is not None and c.declinable and c.ability is not None:
            return _("use the {ability}").format(ability=pgettext("ability", c.ability))
        return _("place it")
    return " · ".join(bits)


def rule_title(rule: str) -> str:
    """The ``title=`` attribute that shows a rule's one-line summary as a tooltip (:mod:`~arkwidgets.ark.rulebook`)."""
    return f' title="{esc(titled(rule))}"'


def violations_html(violations: Sequence[Violation]) -> str:
    """Each broken rule as "<b>P-5</b> food — the message" (its id, its short name, what is wrong)."""
    return _("; ").join(
        f"<span{rule_title(v.rule)}><b>{esc(v.rule)}</b> {_reason(v)}</span>" for v in violations
    )


def _reason(v: Violation) -> str:
    name = short_name(v.rule)
    return f"{esc(name)} — {esc(v.message)}" if name else esc(v.message)


def cabin_reasons(targets: Mapping[str, Any]) -> list[tuple[str, str]]:
    """Every illegal cabin of a selection with its reasons in words: ``("T1", "<b>P-5</b> food — …")``, …"""
    return [(cabin, violations_html(verdict.violations)) for cabin, verdict in targets.items() if not verdict.legal]


def show_choice_buttons(buttons: Sequence[Any], labels: Sequence[str]) -> None:
    """Label the first buttons with the pending choices and hide the rest, emptied (the buttons are never rebuilt;
    a hidden button's words still reach the page, and a cancelled choice names a card of its player's hand)."""
    for k, button in enumerate(buttons):
        if k < len(labels):
            button.description = button.tooltip = labels[k]
            button.layout.display = ""
        else:
            button.description = button.tooltip = ""
            button.layout.display = "none"
