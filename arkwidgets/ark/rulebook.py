"""Every Ark rule id and decision with its one-line summary: the one source of the tooltips on rule ids.

The drawing (an SVG ``<title>``) and the widgets (an HTML ``title=``) show these summaries wherever a rule id
appears, and ``docs/rules.md`` states each rule in full under the same id, with the same one-line summary (a test
keeps the two in step). The summaries are English message ids, translated when read.
"""

from __future__ import annotations

from ..i18n import N_
from ..rulewords import titled_with, translated

__all__ = ["RULES", "SHORT", "summary", "short_name", "worded", "titled", "DOC", "anchor"]

#: Where the rules are written out in full, relative to the repository root.
DOC = "docs/rules.md"

#: Rule id → one-line summary (an English message id). Order: setup, turns, placing, abilities, pets, final round,
#: scoring, then the decisions.
RULES: dict[str, str] = {
    "S-1": N_("The ark card lies in the middle with the five scoring cards beside it."),
    "S-2": N_("A random player starts; play passes to the left, clockwise."),
    "S-3": N_("Action discs: 4 each with 3 players; with 4 or 5, the first three take 3 and the rest 4."),
    "S-4": N_("Each player takes the 17 animal tokens of one colour."),
    "S-5": N_("The starting cabins T1, T2, B2, B1 get one card each, of weight 1 or 2, never a third of one type."),
    "S-6": N_("The tilt starts at the weight of the top half minus that of the bottom half."),
    "S-7": N_("Shuffle again, deal 2 secret cards to each player and lay 3 face up as the display."),
    "S-8": N_("The rain cards go into the draw pile: the first exactly in the middle, the others below it."),
    "T-1": N_("Draw: take a display card and the top card of the deck, then refill the display to 3."),
    "T-1a": N_("A rain card turned over is laid aside and the next card is taken instead."),
    "T-1b": N_("The 2nd rain card lets every player choose a pet once the draw is over."),
    "T-1c": N_("The 5th rain card ends normal play at once and starts the final round."),
    "T-2": N_("Play: place 1 or 2 cards from your hand on the ark."),
    "T-2a": N_("A slow animal or food played first is the turn's only card; a second card is never slow or food."),
    "T-2b": N_("Two cards of one turn go into two different cabins, each legal when it is placed."),
    "T-3": N_("Every card placed puts one of your tokens on the scoring card of its type."),
    "P-1": N_("A cabin holds at most 3 cards."),
    "P-2": N_("Hot and cold cards never share a cabin; cards of any climate go with both."),
    "P-3": N_("The tilt must stay between −2 and +2."),
    "P-4": N_("A carnivore or omnivore must be strictly lighter than every other animal in its cabin."),
    "P-5": N_("Herbivores and omnivores never share a cabin with food."),
    "P-6": N_("A shy animal may not go into a cabin with a carnivore, or next to or opposite one."),
    "P-7": N_("A new cabin opens at the end of a half for an action disc paid to your right-hand neighbour."),
    "A-1": N_("Fox: take 2 orange discs from the reserve as action discs (fewer if it holds fewer)."),
    "A-2": N_("Hedgehog and turtle: P-4 does not apply to them."),
    "A-3": N_("Mosquito: evicts an animal of weight 2 from the cabin it enters."),
    "A-4": N_("Dinosaur: its token stands on an orange disc from the reserve and counts 1.5."),
    "A-5": N_("Skunk: evicts any one animal from the cabin it enters."),
    "A-6": N_("Spider: evicts a shy animal from the cabin it enters."),
    "A-7": N_("Chimpanzee: slide a reserve disc under one of your tokens, not on food; it counts 1.5."),
    "A-8": N_("Eviction: the evictor takes the animal's place, you score its token, and every P rule still holds."),
    "R-1": N_("At the 2nd rain card each player may keep one hand card face down as a pet."),
    "R-2": N_("A pet is an animal of weight 0–2 without a special ability."),
    "R-3": N_("A pet is not on the ark: it changes neither the tilt nor any cabin."),
    "R-4": N_("At the end each pet scores one token on its type; one pet per player."),
    "F-1": N_("After the 5th rain card, players take final turns from the drawer's left until all have passed."),
    "F-2": N_("A final turn: pass for good, or place one card for an action disc paid to the reserve."),
    "F-3": N_("No slow animals or food in the final round; a player who cannot pay must pass."),
    "E-1": N_("Pets are revealed and each scores one token."),
    "E-2": N_("On each scoring card the most tokens score 10, the second most 6, every other player with one 2."),
    "E-3": N_("Tied players add the prizes of the places they fill and share them equally."),
    "E-4": N_("Each action disc still held scores 1 point."),
    "E-5": N_("The highest total wins; on a tie, fewer animal cards left in hand wins."),
    "D-1": N_("A new cabin opens only right after the last cabin of a half."),
    "D-2": N_("Your right-hand neighbour played just before you and receives the P-7 disc."),
    "D-3": N_("Pets stay hidden until the end; they are chosen in turn order from the player who drew the 2nd rain."),
    "D-4": N_("A cabin opened in the final round takes no display card."),
    "D-5": N_("The 17 tokens are no hard limit: an 18th still scores."),
    "D-6": N_("Special abilities are optional."),
    "D-7": N_("A normal turn may be passed only when the player can neither draw nor play."),
    "D-8": N_("When the 2nd and 5th rain cards come in one draw, pets come first, then the final round."),
    "D-9": N_("An eviction is judged after the swap."),
    "D-10": N_("'plain' declines the fox's discs or a dinosaur's 1.5 stack."),
    "D-11": N_("The chimpanzee's disc goes after its own token, under a plain token only."),
    "D-12": N_("An evicted chimpanzee's disc and an evicted dinosaur's 1.5 stack are both optional."),
    "D-13": N_("A card taken for a new cabin may be the turn's second card."),
    "D-14": N_("A second new cabin in one turn is allowed."),
    "D-15": N_("A typed ark may break the content rules; problems() lists what it breaks."),
    "D-16": N_("A custom deck with an odd pile puts the extra card in the upper pile."),
    "D-17": N_("While pets are chosen, the player choosing is the player to act."),
    "D-18": N_("Points are exact fractions."),
    "D-19": N_("P-2 reads the climate printed on food cards too."),
    "D-20": N_("The final-round disc reaches the reserve before an ability takes discs from it."),
    "D-21": N_("A shy evictor obeys P-6 in the cabin it enters."),
    "D-22": N_("Once the game is over, every card is revealed to everyone."),
    "D-23": N_("Hot-seat: after Undo or while stepping back with the screen covered, every hand is face down."),
    "D-24": N_("A what-if with hidden cards is played on a fresh deal of what the viewer cannot see."),
}

#: Rule id → its name in one or two words (an English message id), for the places too small for a summary: the
#: rule pills on the board ("P-5 food") and the status line's list of a card's illegal cabins.
SHORT: dict[str, str] = {
    "S-1": N_("ark layout"),
    "S-2": N_("first player"),
    "S-3": N_("action discs"),
    "S-4": N_("tokens"),
    "S-5": N_("start cabins"),
    "S-6": N_("start tilt"),
    "S-7": N_("deal"),
    "S-8": N_("rain cards"),
    "T-1": N_("draw"),
    "T-1a": N_("rain drawn"),
    "T-1b": N_("pets rain"),
    "T-1c": N_("last rain"),
    "T-2": N_("play"),
    "T-2a": N_("one slow card"),
    "T-2b": N_("two cabins"),
    "T-3": N_("score token"),
    "P-1": N_("full"),
    "P-2": N_("climate"),
    "P-3": N_("tilt"),
    "P-4": N_("weight"),
    "P-5": N_("food"),
    "P-6": N_("shy"),
    "P-7": N_("new cabin"),
    "A-1": N_("fox discs"),
    "A-2": N_("no P-4"),
    "A-3": N_("mosquito"),
    "A-4": N_("dinosaur"),
    "A-5": N_("skunk"),
    "A-6": N_("spider"),
    "A-7": N_("chimpanzee"),
    "A-8": N_("eviction"),
    "R-1": N_("choose pet"),
    "R-2": N_("pet kind"),
    "R-3": N_("pet off ark"),
    "R-4": N_("pet scores"),
    "F-1": N_("final round"),
    "F-2": N_("final turn"),
    "F-3": N_("no slow"),
    "E-1": N_("pets revealed"),
    "E-2": N_("card prizes"),
    "E-3": N_("ties"),
    "E-4": N_("disc points"),
    "E-5": N_("winner"),
    "D-1": N_("where to open"),
    "D-2": N_("right neighbour"),
    "D-3": N_("pets hidden"),
    "D-4": N_("no take"),
    "D-5": N_("18th token"),
    "D-6": N_("optional ability"),
    "D-7": N_("passing"),
    "D-8": N_("two rains"),
    "D-9": N_("after the swap"),
    "D-10": N_("plain"),
    "D-11": N_("chimp disc"),
    "D-12": N_("evicted extras"),
    "D-13": N_("taken card"),
    "D-14": N_("two new cabins"),
    "D-15": N_("typed ark"),
    "D-16": N_("odd pile"),
    "D-17": N_("pet chooser"),
    "D-18": N_("exact points"),
    "D-19": N_("food climate"),
    "D-20": N_("disc order"),
    "D-21": N_("shy evictor"),
    "D-22": N_("all revealed"),
    "D-23": N_("hands covered"),
    "D-24": N_("fresh deal"),
}



def summary(rule_id: str) -> str:
    """The rule's one-line summary in the language in force (empty for an id the rulebook does not know)."""
    return translated(RULES, rule_id)


def short_name(rule_id: str) -> str:
    """The rule's name in one or two words in the language in force (``"food"`` for P-5); empty when unknown."""
    return translated(SHORT, rule_id)


def worded(rule_id: str) -> str:
    """``"P-5 food"``: a rule id with its short name, as a rule pill shows it (the id alone when unknown)."""
    name = short_name(rule_id)
    return f"{rule_id} {name}" if name else rule_id


def titled(rule_id: str) -> str:
    """``"P-4: A carnivore or omnivore must be …"``: a rule id with its summary, for a tooltip."""
    return titled_with(rule_id, summary(rule_id))


def anchor(rule_id: str) -> str:
    """The link to the rule in ``docs/rules.md`` (relative to the repository root): ``docs/rules.md#p-4``."""
    return f"{DOC}#{rule_id.lower()}"
