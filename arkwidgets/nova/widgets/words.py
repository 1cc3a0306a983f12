"""The widget's words for Ark Nova: action cards, buildings and every kind of move as a button label.

Every label is an English gettext id in the ``nova`` domain, translated with the rulebooks' own terms (Chinese:
魅力 appeal, 保护点数 conservation points, 声望 reputation, 强度 strength, 休息 break; French: attrait, points de
conservation, réputation, force, pause). Card numbers, hexes and the move notation stay as they are in every
language, so a label always matches the notation shown in "Inside the engine".
"""

from __future__ import annotations

from collections.abc import Mapping

from ...i18n import N_, _
from ...verdicts import Violation
from .. import moves
from ..cards import card
from ..decisions import Decision, describe
from ..drawing.words import icon_word, university_word
from ..moves import BUILDINGS, Move, format_hex

__all__ = ["ACTION_WORDS", "BUILDING_WORDS", "action_word", "building_noun", "building_word", "card_word", "data_words",
           "move_label", "question_text", "violation_text"]

#: The five action cards as the rulebooks name them.
ACTION_WORDS = {
    "animals": N_("Animals"),
    "build": N_("Build"),
    "cards": N_("Cards"),
    "association": N_("Association"),
    "sponsors": N_("Sponsors"),
}
#: Every building the Build action places.
BUILDING_WORDS = {
    "kiosk": N_("kiosk"),
    "pavilion": N_("pavilion"),
    "enclosure-1": N_("enclosure (1 hex)"),
    "enclosure-2": N_("enclosure (2 hexes)"),
    "enclosure-3": N_("enclosure (3 hexes)"),
    "enclosure-4": N_("enclosure (4 hexes)"),
    "enclosure-5": N_("enclosure (5 hexes)"),
    "petting-zoo": N_("petting zoo"),
    "reptile-house": N_("reptile house"),
    "large-bird-aviary": N_("large bird aviary"),
}


def action_word(name: str) -> str:
    return _(ACTION_WORDS[name]) if name in ACTION_WORDS else name


def building_word(kind: str) -> str:
    return _(BUILDING_WORDS[kind]) if kind in BUILDING_WORDS else kind


def building_noun(kind: str) -> str:
    """A building as a sentence names it: "size-3 enclosure" (so "a size-3 enclosure" reads right, where the
    engine's ``enclosure-3`` gave "a enclosure-3"); the other buildings by their :data:`BUILDING_WORDS`."""
    size = kind.removeprefix("enclosure-")
    if size != kind and size.isdigit():
        return _("size-{size} enclosure").format(size=size)
    return building_word(kind)


#: The arguments of a rule's or a question's sentence that may hold building types as the engine spells them.
_BUILDING_ARGS = ("building", "types", "home", "other")


def data_words(args: Mapping[str, object]) -> dict[str, object]:
    """``args`` with every building type the engine spells (``enclosure-3``, ``petting-zoo``; one, a tuple of them or
    a " / " list) written as :func:`building_noun`; hexes, numbers and anything else stay as they are."""
    out = dict(args)
    for key in _BUILDING_ARGS:
        value = out.get(key)
        parts = value.split(" / ") if isinstance(value, str) else value if isinstance(value, tuple) else None
        if parts and all(isinstance(p, str) and p in BUILDINGS for p in parts):
            out[key] = " / ".join(building_noun(p) for p in parts)
    return out


def violation_text(v: Violation) -> str:
    """A broken rule's sentence in the language in force, its building types in words (:func:`data_words`)."""
    try:
        return _(v.template).format(**{k: str(x) for k, x in data_words(v.arguments).items()})
    except (KeyError, IndexError, ValueError):
        return v.message


def question_text(decision: Decision, names: tuple[str, ...]) -> str:
    """The question ``decision`` asks, in the language in force, its building types in words."""
    return describe(Decision(decision.kind, decision.player, **data_words(decision.data)), names)


def card_word(number: int) -> str:
    """A card as a label shows it: its number and name ("404 …"); a number the data does not know stays a number."""
    try:
        return str(card(number))
    except (KeyError, ValueError):
        return str(number)


def _home(home: tuple[int, int] | str) -> str:
    return building_word(home) if isinstance(home, str) else format_hex(home)


def move_label(move: Move, strength: int | None = None) -> str:
    """The button for ``move`` in the current language (``strength``: the action card's strength, if known)."""
    if isinstance(move, moves.ChooseAction):
        return _("{action} · strength {strength}").format(action=action_word(move.card), strength=strength) \
            if strength is not None else action_word(move.card)
    if isinstance(move, moves.XTokenAction):
        return _("X-token action: {action} to slot 1, +1 X").format(action=action_word(move.card))
    if isinstance(move, moves.Build):
        rotation = f" r{move.rotation}" if move.rotation is not None else ""
        return _("Build: {building} at {hex}").format(building=building_word(move.kind),
                                                      hex=format_hex(move.hex)) + rotation
    if isinstance(move, moves.PlayAnimal):
        return _("Play {card} in {home}").format(card=card_word(move.card), home=_home(move.home))
    if isinstance(move, moves.MoveAnimal):
        return _("Move {card} into the new enclosure").format(card=card_word(move.card))
    if isinstance(move, moves.DrawDeck):
        return _("Draw {count} from the deck").format(count=move.count)
    if isinstance(move, moves.Take):
        return _("Take the card of folder {folder}").format(folder=move.folder)
    if isinstance(move, moves.Snap):
        return _("Snap the card of folder {folder}").format(folder=move.folder)
    if isinstance(move, moves.Discard):
        return _("Discard {card}").format(card=card_word(move.card))
    if isinstance(move, moves.Keep):
        return _("Keep {cards}").format(cards=", ".join(map(str, move.cards)))
    return _answer_label(move)


def _answer_label(move: Move) -> str:
    """:func:`move_label` for the association, sponsor and decision answers (and any other move)."""
    if isinstance(move, moves.Reputation):
        return _("+1 reputation")
    if isinstance(move, moves.PartnerZoo):
        return _("Partner zoo: {continent}").format(continent=icon_word(move.continent))
    if isinstance(move, moves.University):
        return _("University: {kind}").format(kind=university_word(move.kind))
    if isinstance(move, moves.Project):
        return _("Support project {card}, level {level}").format(card=card_word(move.card), level=move.level) \
            + (f" · {move}" if move.release is not None or move.source is not None else "")
    if isinstance(move, moves.Donate):
        return _("Donate")
    if isinstance(move, moves.Sponsor):
        where = f" · {format_hex(move.hex)}" if move.hex is not None else ""
        return _("Play sponsor {card}").format(card=card_word(move.card)) + where
    if isinstance(move, moves.SponsorsMoney):
        return _("Take money instead of a sponsor")
    if isinstance(move, moves.Choose):
        return _("Choose: {option}").format(option=" ".join(x for x in (move.option, move.arg) if x))
    if isinstance(move, moves.Stop):
        return _("Stop the action here")
    if isinstance(move, moves.Pass):
        return _("Pass")
    return str(move)
