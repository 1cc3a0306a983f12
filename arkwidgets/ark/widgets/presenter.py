"""HTML and words the game widget shows about a game: the banner, the final score table, a card's facts.

Pure functions of a game (or a card) in the language of the moment: the controllers decide *what* happened and
call these to write it, and a test can read them without a widget. Everything a user typed (player names) is
escaped here, before it reaches HTML.
"""

from __future__ import annotations

from ...i18n import N_, _, join_names, pgettext
from ...markup import esc
from ..cards import TYPES, Card
from ..game import Game
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


#: The rows of the score table in plain words, one per scoring card (an English message id each: the grammar of
#: "Heavy animals" and "Food" differs from language to language).
SCORE_ROWS = {
    "heavy": N_("Heavy animals"),
    "slow": N_("Slow animals"),
    "shy": N_("Shy animals"),
    "useful": N_("Useful animals"),
    "food": N_("Food"),
}


def scores_table(game: Game) -> str:
    """The final score table as HTML, in plain words: one column per player; a row per scoring card with its
    points and (in brackets) the tokens on it, the action discs left, the pet, the total; the winner right under."""
    sc = game.scores()
    head = "".join(f"<th>{esc(line.player)}</th>" for line in sc.lines)
    rows = []
    for t in TYPES:
        cells = "".join(f"<td>{float(line.cards[t][1]):g} ({float(line.cards[t][0]):g})</td>" for line in sc.lines)
        rows.append(f"<tr><th>{esc(_(SCORE_ROWS[t]))}</th>{cells}</tr>")
    discs = "".join(f"<td>{line.discs}</td>" for line in sc.lines)
    rows.append("<tr><th>{}</th>{}</tr>".format(esc(_("Action discs left: 1 point each")), discs))

    def pet(card_id: str | None) -> str:
        if not card_id:
            return _("no pet")
        found = game.deck.get(card_id)
        return found.local_name if found is not None else card_id

    pets = "".join(f"<td>{esc(pet(sc.pets.get(line.player)))}</td>" for line in sc.lines)
    rows.append("<tr><th>{}</th>{}</tr>".format(esc(_("Pet (1 token on its card)")), pets))
    totals = "".join(f"<td><b>{float(line.total):g}</b></td>" for line in sc.lines)
    rows.append('<tr class="ark-total"><th>{}</th>{}</tr>'.format(esc(_("Total")), totals))
    winners = esc(join_names(list(sc.winners)))
    best = max((float(line.total) for line in sc.lines), default=0.0)
    if len(sc.winners) == 1:
        verdict = _("<b>{player} wins</b> with {points} points (E-5).").format(player=winners, points=f"{best:g}")
    else:
        verdict = _("<b>{players} share the win</b> with {points} points each (E-5).").format(
            players=winners, points=f"{best:g}")
    corner = esc(_("Points (tokens)"))
    return (f'<p class="ark-winner">{verdict}</p>'
            f'<table class="ark-scores"><tr><th>{corner}</th>{head}</tr>{"".join(rows)}</table>')


def card_facts(c: Card) -> str:
    """ "Lion (weight 3, hot, carnivore, heavy)" in the current language (HTML-escaped)."""
    facts = [_("weight {weight}").format(weight=c.weight), pgettext("climate", c.climate)]
    if c.diet:
        facts.append(pgettext("diet", c.diet))
    facts.append(pgettext("type", c.type))
    if c.ability:
        facts.append(pgettext("ability", c.ability))
    return esc(_("{card} ({facts})").format(card=c.local_name, facts=_(", ").join(facts)))
