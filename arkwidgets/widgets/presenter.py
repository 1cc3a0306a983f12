"""HTML and words the game widget shows about a game: the banner, the final score table, a card's facts.

Pure functions of a game (or a card) in the language of the moment: the controllers decide *what* happened and
call these to write it, and a test can read them without a widget. Everything a user typed (player names) is
escaped here, before it reaches HTML.
"""

from __future__ import annotations

from ..cards import TYPES, Card
from ..game import Game
from ..i18n import _, join_names, pgettext
from ..markup import esc
from ..state import Phase

__all__ = ["game_banner", "scores_table", "card_facts"]


def game_banner(game: Game) -> str:
    """The one line above the board: the rain so far, the pets phase, the final round, or the winner (plain text)."""
    if game.phase == Phase.OVER:
        try:
            winners = list(game.scores().winners)
        except Exception:  # a banner never breaks the widget
            winners = []
        if len(winners) == 1:
            return _("Game over — {player} wins").format(player=winners[0])
        return _("Game over — {players} share the win").format(players=join_names(winners))
    if game.phase == Phase.PETS:
        return _("Rain 2 of 5 — choose a pet ({player})").format(player=game.current_player.name)
    if game.phase == Phase.FINAL:
        return _("Rain 5 of 5 — final round")
    if game.rain_drawn:
        return _("Rain {number} of 5").format(number=game.rain_drawn)
    return ""


def scores_table(game: Game) -> str:
    """The final score table (E-1 … E-5) as HTML: one column per player, the pets, and who wins."""
    sc = game.scores()
    head = "".join(f"<th>{esc(line.player)}</th>" for line in sc.lines)
    rows = []
    for t in TYPES:
        cells = "".join(f"<td>{float(line.cards[t][1]):g} ({float(line.cards[t][0]):g})</td>" for line in sc.lines)
        rows.append("<tr><th>{}</th>{}</tr>".format(esc(pgettext("type", t)), cells))
    discs = "".join(f"<td>{line.discs}</td>" for line in sc.lines)
    rows.append("<tr><th>{}</th>{}</tr>".format(esc(_("discs (E-4)")), discs))
    totals = "".join(f"<td><b>{float(line.total):g}</b></td>" for line in sc.lines)
    rows.append("<tr><th>{}</th>{}</tr>".format(esc(_("total")), totals))

    def pet(card_id: str | None) -> str:
        if not card_id:
            return _("no pet")
        found = game.deck.get(card_id)
        return found.local_name if found is not None else card_id

    pets = _(", ").join(_("{player}: {pet}").format(player=esc(k), pet=esc(pet(v))) for k, v in sc.pets.items())
    winners = esc(join_names(list(sc.winners)))
    if len(sc.winners) == 1:
        verdict = _("<b>{player} wins</b> (E-5).").format(player=winners)
    else:
        verdict = _("<b>{players} share the win</b> (E-5).").format(players=winners)
    corner = esc(_("E-2/E-3 points (tokens)"))
    pets_line = _("Pets (E-1): {pets}.").format(pets=pets)
    return (f'<table class="ark-scores"><tr><th>{corner}</th>{head}</tr>{"".join(rows)}</table>'
            f"<p>{pets_line} {verdict}</p>")


def card_facts(c: Card) -> str:
    """ "Lion (weight 3, hot, carnivore, heavy)" in the current language (HTML-escaped)."""
    facts = [_("weight {weight}").format(weight=c.weight), pgettext("climate", c.climate)]
    if c.diet:
        facts.append(pgettext("diet", c.diet))
    facts.append(pgettext("type", c.type))
    if c.ability:
        facts.append(pgettext("ability", c.ability))
    return esc(_("{card} ({facts})").format(card=c.local_name, facts=_(", ").join(facts)))
