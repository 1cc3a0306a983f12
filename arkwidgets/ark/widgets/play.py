"""Live play: clicks on the board (the ``data-`` attributes the ES module sends) become moves of a game.

Pick a card, see every cabin judged, place, a second card, draw, choices (evictions, boosts, the display card for a
new cabin), pets, passing, bots, undo, hot-seat. Nothing here raises at the user: errors become status lines, and
an illegal action changes nothing.
"""

from __future__ import annotations

import threading
from collections.abc import Mapping, Sequence
from typing import Any

from ...i18n import _, get_language, language, ngettext, pgettext
from ...markup import clip, esc
from ...takeback import revealing
from ...ui.status import verdict_summary
from ...verdicts import GameError, IllegalMove, Violation
from ..bots import RandomBot
from ..cabins import ArkVerdict
from ..cards import Card
from ..events import HistoryEntry
from ..game import Game
from ..moves import Draw, Move, Pass, Pet, Placement, Play
from ..redact import public_entry, public_move
from ..state import Phase
from .common import NO_CHECK, Speaking, Text, cabin_reasons, read_click, render, speaks, violations_html
from .picker import Choose, NoCard, PicksPlacements, Placed, PlacementPicker, Refused
from .presenter import card_facts, game_banner, scores_table

#: The table a widget draws: the wide one, the panels around the ark in the shape of the room a screen leaves the
#: board beside its dock (issue 24: the ark uses the screen; the replay draws the same).
BOARD_LAYOUT = "wide"


# ------------------------------------------------------------------------------------------------ judging a turn
class TurnJudge:
    """What is legal in the turn being built, for the :class:`~arkwidgets.ark.widgets.picker.PlacementPicker`.

    Before the first card the position is the real game; after it, the game's own preview of the unfinished turn
    (T-2b), so the second card is judged exactly as the engine will judge the whole move.
    """

    def __init__(self, owner: PlayController):
        self.owner = owner
        self._preview: tuple[tuple[int, tuple[Placement, ...]], Game] | None = None

    def context(self) -> Game:
        """The real game, or the mid-turn copy after a first card."""
        owner = self.owner
        if not owner.draft:
            return owner.game
        key = (owner.version, tuple(owner.draft))
        if self._preview is None or self._preview[0] != key:
            self._preview = (key, owner.game.preview(owner.draft))
        return self._preview[1]

    def hand(self) -> tuple[Card, ...]:
        return self.context().current_player.hand

    def positions(self) -> list[str]:
        return list(self.context().ark.positions())

    def stamp(self) -> tuple[int, tuple[Placement, ...]]:
        return (self.owner.version, tuple(self.owner.draft))

    def variants(self, card_id: str) -> list[Placement]:
        """Every legal placement of this card now (all cabins, evictions, boosts, takes, plain)."""
        ctx = self.context()
        draft = self.owner.draft
        try:
            found = [p.placements[0] for p in ctx.legal_placements(card_id)]
        except (KeyError, GameError, ValueError):
            return []
        if draft:
            c = ctx.deck.card(card_id)
            first = ctx.deck.card(draft[0].card)
            if c.solo or first.solo or self.owner.game.phase != Phase.PLAY:
                return []
            found = [pl for pl in found if pl.cabin != draft[0].cabin]
        return found

    def tilt_after(self, placement: Placement) -> int | None:
        return self.context().ark.check(placement.card, placement.cabin, placement.evict).tilt_after

    def why_not(self, card_id: str, cabin: str) -> ArkVerdict:
        """The engine's verdict on the whole turn with this card in this cabin (a new cabin takes a display card)."""
        ctx = self.context()
        opening = cabin in ctx.ark.new_cabins()
        take = ctx.display[0].id if opening and ctx.phase == Phase.PLAY and ctx.display else None
        try:
            verdict = self.owner.game.check(Play((*self.owner.draft, Placement(card_id, cabin, take=take))))
        except GameError as error:
            return ArkVerdict((Violation("T-2", str(error)),), None)
        if verdict.legal:  # legal only with a choice the generator did not offer: say so rather than lie
            return ArkVerdict((Violation("T-2", _("not a legal placement in this turn")),), None)
        return verdict


# ------------------------------------------------------------------------------------------------ playing
class PlayController(PicksPlacements, Speaking):
    """Clicks → moves for one game. ``seats[i]`` is None for a human or an object with ``.choose(game)``."""

    def __init__(
        self,
        game: Game,
        seats: Sequence[Any] | None = None,
        viewer: int | None = 0,
        label: str = "",
        curtain: bool = True,
        lang: str | None = None,
        autoplay: bool = False,
    ):
        self.game = game
        with language(lang):  # an unknown language fails here, not at the first click
            pass
        self.lang = lang  # None: the process's language (ark.set_language)
        self.curtain = curtain  # hot-seat: hide hands until the next human takes the screen
        self.revealed: int | None = None  # hot-seat: the human whose hand is face up
        n = len(game.names)
        self.seats: list[Any] = list(seats) if seats is not None else [None] * n
        if len(self.seats) != n:
            raise ValueError(f"{len(self.seats)} seats for {n} players")
        self.viewer = viewer
        self.label = label
        self.lock = threading.RLock()
        self.draft: list[Placement] = []
        self.version = 0  # bumped on every change the board shows
        self.moves = 0  # bumped on every change of the game itself (a move played or undone)
        self.turn = TurnJudge(self)
        self.picker = PlacementPicker(self.turn, game.deck)
        self.status_kind = "info"
        self._status = Text("")
        self._checks: Text = NO_CHECK
        self.last_attempt = ""
        self.attempt_by: int | None = None  # the seat that made the last attempt
        self.autoplay = autoplay  # the bots move on their own (the widget's toggle): no "press Bot step" then
        self._alert: Text | None = None  # a rain card or a new phase, shown until a human has moved after it
        self.say(lambda: _("Welcome.") + " " + esc(self.prompt()))

    # ----------------------------------------------------------------------------------------- words
    def _stamp(self) -> tuple:
        return (self.moves, tuple(self.draft), self.selected)

    def _recheck(self, first: tuple[Violation, ...], again: Any) -> Text:
        """The violations of an attempt: ``first`` in the language of the moment, ``again()`` in another one
        (the same check made again, as long as nothing changed; after a change, the first words stay)."""
        stamp, lang = self._stamp(), get_language()

        def write() -> tuple[Violation, ...]:
            if get_language() == lang or self._stamp() != stamp:
                return first
            try:
                return tuple(again()) or first
            except Exception:
                return first

        return Text(write)

    # ----------------------------------------------------------------------------------------- who is who
    @property
    def humans(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s is None]

    def is_human(self, seat: int) -> bool:
        return self.seats[seat] is None

    @property
    def human_to_act(self) -> bool:
        return self.game.phase != Phase.OVER and self.is_human(self.game.current_index)

    @property
    def bot_to_act(self) -> bool:
        return self.game.phase != Phase.OVER and not self.is_human(self.game.current_index)

    @property
    def hotseat(self) -> bool:
        return len(self.humans) > 1

    @property
    def curtained(self) -> bool:
        """Hot-seat: the next human has not yet taken the screen (hands stay hidden)."""
        return self.curtain and self.hotseat and self.human_to_act and self.revealed != self.game.current_index

    def seat_shown(self) -> int | None:
        if self.hotseat:
            if self.game.phase == Phase.OVER:
                return self.viewer
            if not self.curtain:
                return self.game.current_index if self.human_to_act else self.viewer
            return self.revealed if self.revealed is not None and self.is_human(self.revealed) else None
        if self.viewer is None and self.human_to_act:
            return self.game.current_index
        return self.viewer

    def may_see_moves(self) -> bool:
        """May the screen list the legal moves (they show the hand of the player to act, and even how many there
        are says something of it)?"""
        return self.game.phase != Phase.OVER and not self.curtained and self.seat_shown() == self.game.current_index

    def _name(self, seat: int | None = None) -> str:
        return self.game.names[self.game.current_index if seat is None else seat]

    @speaks
    def prompt(self) -> str:
        """What the player to act may do now (plain text, not HTML); a human's own pet is named, since the board
        draws every pet face down until the end (D-3)."""
        text = self._prompt()
        seat = self.game.current_index
        pet = self.game.players[seat].pet
        if pet is not None and self.human_to_act and not self.curtained and self.seat_shown() == seat:
            text += " " + _("Your pet: {card} (face down for the others).").format(card=pet.local_name)
        return text

    def _prompt(self) -> str:
        g = self.game
        if g.phase == Phase.OVER:
            return _("The game is over — see the scores.")
        who = self._name()
        if self.bot_to_act:
            if self.autoplay:
                return _("{player} (bot) is moving; your turn comes next.").format(player=who)
            return _("{player} (bot) is to move: press “Bot step” or switch on auto-play.").format(player=who)
        if self.curtained:
            return _("Pass the screen to {player}, then press “Show {player}'s hand”.").format(player=who)
        if g.phase == Phase.PETS:
            if self.hotseat:
                text = _("Rain 2: {player} may choose a pet (R-2: an animal of weight 0–2 without ability) — click it "
                         "in hand, or “No pet”.").format(player=who)
            else:
                text = _("Rain 2: you may choose a pet (R-2: an animal of weight 0–2 without ability) — click it in "
                         "hand, or “No pet”.")
            return text + " " + self._pet_cards()
        if g.phase == Phase.FINAL:
            if self.hotseat:
                return _("Final round: {player} may place one card for an action disc (F-2), or “Pass”.").format(
                    player=who)
            return _("Final round: you may place one card for an action disc (F-2), or “Pass”.")
        if self.draft:
            return _("Click a second card (not slow or food) and a cabin, or “End turn”.")
        if self.hotseat:
            return _("{player}'s turn: click a card in hand to see where it may go, or a display card to draw "
                     "(T-1).").format(player=who)
        return _("Your turn: click a card in hand to see where it may go, or a display card to draw (T-1).")

    def _pet_cards(self) -> str:
        """Which cards of the hand on screen may be a pet (:attr:`Card.can_be_pet`, R-2)."""
        pets = [c.local_name for c in self.game.current_player.hand if c.can_be_pet]
        if not pets:
            return _("No card in this hand may be a pet.")
        return _("May be a pet: {cards}.").format(cards=_(", ").join(pets))

    def may_be_pets(self) -> list[str]:
        """The ids of the hand cards that may be chosen as a pet now (empty outside the pets phase, or when the
        hand is not on screen)."""
        if self.game.phase != Phase.PETS or not self.human_to_act or self.curtained:
            return []
        return [c.id for c in self.game.current_player.hand if c.can_be_pet]

    def say(self, text: Any, kind: str = "info") -> None:
        """Set the status line; an error keeps the instructions: the error, then what to do now."""
        if kind == "error":
            first = text if isinstance(text, Text) else Text(text)
            text = Text(lambda: f'{first()}<br><span class="ark-prompt">{esc(self.prompt())}</span>')
        super().say(text, kind)

    def changed(self) -> None:
        self.version += 1

    # ----------------------------------------------------------------------------------------- clicks
    @speaks
    def click(self, msg: Mapping[str, Any]) -> bool:
        """One click on the board: the data attributes of the clicked element and its ancestors."""
        with self.lock:
            try:
                return self._click(msg)
            except Exception as error:  # never a traceback in the widget
                detail = esc(str(error))
                return self.answer(lambda: _("Something went wrong: {error}").format(error=detail), "error")

    def _click(self, msg: Mapping[str, Any]) -> bool:
        g = self.game
        try:
            msg = read_click(msg, len(g.names))
        except ValueError as error:  # a forged or broken message: say so, change nothing
            problem = esc(str(error))
            return self.answer(lambda: _("That click could not be read ({problem}); nothing changed.").format(
                problem=problem), "error")
        zone = msg.get("zone")
        card = msg.get("card")
        cabin = msg.get("cabin")
        if g.phase == Phase.OVER:
            return self.answer(lambda: _("The game is over — see the scores. Undo steps back into it."))
        if msg.get("type") and not card and not cabin:
            t = str(msg.get("type"))
            counts = [(p.name, p.tokens.get(t, 0)) for p in g.players]
            return self.answer(lambda: _("Scoring card <b>{type}</b> (E-2): tokens — {counts}.").format(
                type=esc(pgettext("type", t)),
                counts=esc(_(", ").join(f"{name} {n:g}" for name, n in counts))))
        if not self.human_to_act:
            if self.autoplay:
                return self.answer(lambda: _("It is {player}'s turn (a bot): it moves on its own.").format(
                    player=esc(self._name())))
            return self.answer(lambda: _("It is {player}'s turn (a bot): press “Bot step” or switch on "
                                         "auto-play.").format(player=esc(self._name())))
        if self.curtained:
            return self.answer(lambda: esc(self.prompt()))
        if zone == "deck":
            return self.answer(lambda: _("Draw by clicking one of the three display cards: you take it and then "
                                         "the top card (T-1)."))
        if zone == "display" and card:
            if self.picker.offers_take(str(card)):
                return self._narrow_take(str(card))
            if self.choices:
                return self.answer(lambda: _("Finish the choice first (the buttons under the board), or “Cancel”."),
                                   "error")
            if self.draft or self.selected:
                if self.draft:
                    return self.answer(lambda: _("You are in the middle of a play: finish it (“End turn”) or “Cancel”; "
                                        "a turn is a draw or a play, never both (T-1, T-2)."), "error")
                self.picker.clear()
            slot = msg.get("slot")
            try:
                slot_n = int(slot) if slot is not None else [c.id for c in g.display].index(card) + 1
            except (ValueError, TypeError):
                slot_n = 0
            return self.play(Draw(slot_n) if 1 <= slot_n <= 3 else f"draw {slot}")
        if cabin and (self.selected or not card or zone == "ark"):
            return self.place_at(str(cabin))
        if card and zone in ("hand", None, "pet"):
            player = msg.get("player")
            if player is not None and str(player) != str(g.current_index):
                owner = int(player)
                return self.answer(lambda: _("That card belongs to {owner}; it is {player}'s turn.").format(
                    owner=esc(self._name(owner)), player=esc(self._name())), "error")
            return self.select(str(card))
        if card and zone == "ark":
            return self.answer(lambda: _("That card is already on the ark. Pick a card from your hand."))
        return False

    # ----------------------------------------------------------------------------------------- selecting
    def context(self) -> Game:
        """The game the next click is judged in: the real one, or the mid-turn copy after a first card."""
        return self.turn.context()

    @speaks
    def select(self, card_id: str) -> bool:
        with self.lock:
            g = self.game
            if g.phase == Phase.PETS:
                return self.play(Pet(card_id))
            if not self.picker.in_hand(card_id):
                return self.answer(lambda: _("{card} is not in {player}'s hand.").format(
                    card=esc(card_id), player=esc(self._name())), "error")
            if not self.picker.toggle(card_id):
                return self.answer(lambda: esc(self.prompt()))
            self.changed()
            ok = self.picker.legal_cabins(get_language())
            c = g.deck.card(card_id)
            if ok:
                self.say(lambda: self._summary(card_facts(c), ok))
            else:
                rules = sorted({r for v in self.targets().values() for r in v.rules})
                self.say(lambda: self._summary(card_facts(c), [], _("{card} has no legal place now ({rules}).").format(
                    card=card_facts(c), rules=", ".join(rules))), "error")
            return True

    def _summary(self, card: str, legal: list[str], nowhere: str = "") -> str:
        """The selected card's verdicts in one short line — where it is legal, how many cabins refused it — with
        every refused cabin's reasons folded in a list under it (issue 24: the kernel's
        :func:`~arkwidgets.ui.status.verdict_summary`, the board shows each ✗ with its rules too)."""
        refused = cabin_reasons(self.targets())
        count = ngettext("{count} cabin refused", "{count} cabins refused", len(refused)).format(count=len(refused))
        return verdict_summary(card, legal, refused, count, nowhere)

    @speaks
    def targets(self) -> dict[str, ArkVerdict]:
        """Every cabin judged for the selected card: legal (with the tilt after) or the broken rules."""
        return self.picker.targets(get_language())

    # ----------------------------------------------------------------------------------------- placing
    @speaks
    def place_at(self, cabin: str) -> bool:
        with self.lock:
            outcome = self.picker.place_at(cabin)
            if isinstance(outcome, NoCard):
                if self.draft:
                    return self.answer(lambda: _("Pick the second card from your hand first, or “End turn”."))
                return self.answer(lambda: _("Pick a card from your hand first, then a cabin."))
            self.last_attempt, self.attempt_by = f"{self.selected}@{cabin}", self.game.current_index
            if isinstance(outcome, Refused):
                c = outcome.card
                checks = self._checks = self._recheck(outcome.verdict.violations, outcome.again)
                return self.answer(lambda: _("{card} cannot go in {cabin}: {violations}. Nothing changed.").format(
                    card=esc(c.local_name), cabin=esc(cabin), violations=violations_html(checks())), "error")
            self.last_check = ()
            if isinstance(outcome, Placed):
                return self._commit(outcome.placement)
            return self._offer(outcome)

    def _offer(self, outcome: Choose) -> bool:
        c, choices = outcome.card, outcome.choices
        message = (_("{card} → {cabin}: choose — {choices} (or click a display card).") if outcome.takes
                   else _("{card} → {cabin}: choose — {choices}."))
        return self.answer(lambda: message.format(
            card=esc(c.local_name), cabin=esc(outcome.cabin), choices=_(", ").join(esc(ch.label) for ch in choices)))

    @speaks
    def choice_labels(self) -> list[str]:
        """The words of the open choice buttons, in this controller's language."""
        return [ch.label for ch in self.choices]

    def _narrow_take(self, card_id: str) -> bool:
        outcome = self.picker.narrow_to_take(card_id)
        if isinstance(outcome, Placed):
            return self._commit(outcome.placement)
        assert isinstance(outcome, Choose)
        taken, matching = outcome.card, outcome.choices
        return self.answer(lambda: _("Taking {card}; now choose: {choices}").format(
            card=esc(taken.local_name), choices=_(", ").join(esc(c.label) for c in matching)))

    @speaks
    def choose(self, index: int) -> bool:
        """Press choice button ``index``."""
        with self.lock:
            if not 0 <= index < len(self.choices):
                return self.answer(lambda: _("That choice is no longer open."), "error")
            placement = self.picker.choose(index)
            return self._commit(placement) if placement is not None else False

    def _second_possible(self) -> bool:
        try:
            return self._second_card_exists()
        except Exception:  # a preview that fails: plays become one-card plays rather than break the widget
            return False

    def _second_card_exists(self) -> bool:
        if len(self.draft) != 1 or self.game.phase != Phase.PLAY:
            return False
        ctx = self.turn.context()
        if ctx.deck.card(self.draft[0].card).solo:
            return False
        return any(not c.solo and self.turn.variants(c.id) for c in ctx.current_player.hand)

    def _commit(self, pl: Placement) -> bool:
        self.draft.append(pl)
        self.picker.clear()
        self.changed()
        if self._second_possible():
            self.say(lambda: _("{placement}: placed (the turn is not over). Click a second card (not slow or food) "
                                "and a cabin, or “End turn”.").format(placement=esc(str(pl))), "ok")
            return True
        return self.end_turn()

    @speaks
    def end_turn(self) -> bool:
        with self.lock:
            if not self.draft:
                return self.answer(lambda: _("Nothing placed yet: pick a card and a cabin, or draw from the display."))
            move = Play(tuple(self.draft))
            self.draft = []
            self.picker.clear()
            return self.play(move)

    @speaks
    def cancel(self) -> bool:
        with self.lock:
            self.draft = []
            self.picker.clear()
            return self.answer(lambda: _("Cancelled.") + " " + esc(self.prompt()))

    # ----------------------------------------------------------------------------------------- moves
    @speaks
    def play(self, move: Move | str) -> bool:
        """Play a whole move for the player to act; an illegal one changes nothing and shows why."""
        with self.lock:
            g = self.game
            mover = g.current_index
            secret = self.seat_shown() != mover  # the move of a seat the screen does not show
            phase, rain = g.phase, g.rain_drawn
            try:
                parsed = Move.parse(move)
                self.last_attempt, self.attempt_by = str(parsed), mover
                events = g.play(parsed)
            except IllegalMove as error:
                tried = parsed
                shown = str(public_move(tried, not secret))
                if shown != str(tried):  # another seat's secret choice: its reasons would name the card
                    self.last_check = ()
                    return self.answer(lambda: _("“{move}”: {error}. Nothing changed.").format(
                        move=esc(shown), error=esc(_("not allowed"))), "error")
                checks = self._checks = self._recheck(error.violations, lambda: g.check(tried).violations)
                return self.answer(lambda: _("“{move}” is not allowed: {violations}. Nothing changed.").format(
                    move=esc(clip(move)), violations=violations_html(checks())), "error")
            except (GameError, ValueError, KeyError) as error:
                self.last_check = ()
                detail = esc(str(error))  # the engine's words, in the language of the moment
                return self.answer(lambda: _("“{move}”: {error}. Nothing changed.").format(
                    move=esc(clip(move)), error=detail), "error")
            self.last_check = ()
            self.moves += 1
            self.draft = []
            self.picker.clear()
            if self.revealed is not None and self.game.current_index != self.revealed:
                self.revealed = None
            self._note_alert(phase, rain, self.is_human(mover))
            if self.is_human(mover) or g.phase == Phase.OVER:
                seen = public_entry(HistoryEntry(self._name(mover), parsed, tuple(events)), self._viewer_name(),
                                    g.phase == Phase.OVER)
                return self.answer(lambda: self._narrate(mover, seen), "ok")
            return self.answer(self._narrate_since, "ok")

    def _note_alert(self, phase: str, rain: int, by_human: bool) -> None:
        """A rain card or a change of phase: a notice that stays until a human has moved after it."""
        g = self.game
        if g.phase == Phase.OVER:
            self._alert = None
        elif g.phase != phase and g.phase == Phase.PETS:
            self._alert = Text(lambda: _("Rain card 2 of 5! Every player may now keep a pet (R-1)."))
        elif g.phase != phase and g.phase == Phase.FINAL:
            self._alert = Text(lambda: _("Rain card 5 of 5! Normal play is over: the final round begins (F-1)."))
        elif g.phase != phase and phase == Phase.PETS:
            self._alert = Text(lambda: _("Pets chosen: normal play goes on."))
        elif g.rain_drawn != rain:
            n = g.rain_drawn
            self._alert = Text(lambda: _("Rain card {number} of 5 turned over (T-1a).").format(number=n))
        elif by_human:
            self._alert = None

    def moves_since_last_turn(self) -> int:
        """How many moves came since the last move of the seat the screen is for (the human to act, else the
        viewer), at most the last 12: what the status lists and the board outlines."""
        me = self._name() if self.human_to_act else self._viewer_name()
        count = 0
        for entry in reversed(self.game.history):
            if entry.player == me or count >= 12:
                break
            count += 1
        return count

    def since_last_turn(self) -> list[HistoryEntry]:
        """Those moves (:meth:`moves_since_last_turn`) as the seat may see them
        (:func:`arkwidgets.ark.redact.public_entry`)."""
        g = self.game
        viewer, over = self._viewer_name(), g.phase == Phase.OVER
        n = self.moves_since_last_turn()
        return [public_entry(entry, viewer, over) for entry in g.history[len(g.history) - n:]]

    def _narrate_since(self) -> str:
        """Every move since your last turn (one line each, as you may see it), then what to do now."""
        lines = [self._move_line(entry) for entry in self.since_last_turn()]
        since = esc(_("Since your last turn:"))
        head = f"<b>{since}</b><br>" if len(lines) > 1 else ""
        return (f'<div class="ark-since">{head}{"<br>".join(lines)}</div>'
                + esc(self.prompt()))

    def _viewer_name(self) -> str | None:
        """The name of the seat the screen shows now (None: nobody's, a spectator's view)."""
        viewer = self.seat_shown()
        return None if viewer is None else self.game.names[viewer]

    def attempt_seen(self) -> tuple[str, tuple[Violation, ...]]:
        """The last attempt and the rules it broke, as the seat the screen shows may read them: another seat's
        secret choice (a pet) reads ``pet ?`` and its reasons are not given."""
        if not self.last_attempt:
            return "", ()
        if self.attempt_by is None or self.attempt_by == self.seat_shown():
            return self.last_attempt, self.last_check
        try:
            move = Move.parse(self.last_attempt)
        except GameError:
            return self.last_attempt, self.last_check
        shown = str(public_move(move, False, self.game.phase == Phase.OVER))
        return (shown, ()) if shown != self.last_attempt else (self.last_attempt, self.last_check)

    def _narrate(self, mover: int, seen: HistoryEntry) -> str:
        """A move as the seat on screen saw it (:func:`arkwidgets.ark.redact.public_entry`), with its events."""
        return self._move_line(seen) + " " + esc(self.prompt())

    @staticmethod
    def _move_line(seen: HistoryEntry) -> str:
        keep = [e for e in seen.events if e.kind not in ("token", "turn", "stack")]
        text = " ".join(f"[{esc(e.rule)}] {esc(e.text)}" for e in keep[:6])
        return f"<b>{esc(seen.player)}: {esc(str(seen.move))}</b> — {text}"

    def draw(self, slot: int) -> bool:
        return self.play(Draw(slot))

    def pet(self, card_id: str | None) -> bool:
        return self.play(Pet(card_id))

    def pass_turn(self) -> bool:
        return self.play(Pass())

    @speaks
    def bot_step(self) -> bool:
        """One move of the bot to act (False when a human is to act or the game is over)."""
        with self.lock:
            if not self.bot_to_act:
                return False
            bot = self.seats[self.game.current_index]
            try:
                move = bot.choose(self.game.copy())
            except Exception as error:  # a broken bot: say so, and let a fallback move
                detail = esc(repr(error))
                self.say(lambda: _("The bot failed ({error}); a random legal move is played instead.").format(
                    error=detail), "error")
                move = RandomBot(self.version).choose(self.game)
            return self.play(move)

    @speaks
    def bot_thoughts(self) -> str:
        """The reasoning of the bot to act: it names the cards in its hand, so only that seat's screen shows it."""
        seat = self.game.current_index
        bot = self.seats[seat] if self.game.phase != Phase.OVER and self.seat_shown() == seat else None
        explain = getattr(bot, "explain", None)
        if explain is None:
            return ""
        try:
            return str(explain(self.game.copy()))
        except Exception as error:
            return _("(explain failed: {error})").format(error=repr(error))

    @speaks
    def undo(self) -> bool:
        """Undo the card placed this turn, else the last move — and the bots' moves after a human's last move.

        Never a reveal (D-25): with a bot at the table, an undo that would take back a move after which a human saw
        something hidden at the position it returns to (a draw, a refilled display, a rain card, a card a bot
        played from its hand) is refused, naming that move; a what-if from there deals the hidden cards again."""
        with self.lock:
            if self.draft:
                pl = self.draft.pop()
                self.picker.clear()
                return self.answer(lambda: _("Took back {placement}.").format(placement=esc(str(pl))) + " "
                                   + esc(self.prompt()))
            g = self.game
            if not g.history:
                return self.answer(lambda: _("Nothing to undo: this is the end of setup."), "error")
            count = self.undo_count()
            bots = len(self.humans) < len(self.seats)
            found = revealing(g, count, self.humans) if bots and self.humans else None
            if found is not None:  # D-25: an undo never shows where a card seen is hidden again
                taken = found.entry
                move = str(public_entry(taken, self._viewer_name(), g.phase == Phase.OVER).move)
                seat = g.names[found.seat]
                return self.answer(lambda: _("Undo refused (D-25): taking back {player}'s “{move}” would hide again "
                                             "cards that {seat} has seen.").format(
                    player=esc(taken.player), move=esc(move), seat=esc(seat)) + " " + _(
                    "To try another move there, step back to it and press “What-if from here”: a what-if deals "
                    "the hidden cards again."), "error")
            entries = []
            for _k in range(count):
                entries.append(g.history[-1])
                g.undo()
            self.moves += 1
            self.picker.clear()
            self._alert = None
            self.revealed = None  # hot-seat: the screen is covered until the player to act takes it again
            viewer = self._viewer_name()
            undone = [f"{e.player}: {public_entry(e, viewer).move}" for e in entries]
            return self.answer(lambda: _("Undone: {moves}.").format(moves=esc(_("; ").join(reversed(undone)))) + " "
                      + esc(self.prompt()))

    def undo_count(self) -> int:
        """How many moves :meth:`undo` takes back: the last one, and the bots' before it down to a human's."""
        names = list(self.game.names)
        count = 0
        for entry in reversed(self.game.history):
            count += 1
            if self.is_human(names.index(entry.player)) or not self.humans:
                break
        return count

    @speaks
    def reveal(self) -> bool:
        with self.lock:
            if self.human_to_act:
                self.revealed = self.game.current_index
                return self.answer(lambda: esc(self.prompt()))
            return False

    # ----------------------------------------------------------------------------------------- what to show
    @speaks
    def svg(self, theme: str = "light", scale: float = 1.0, coach: Mapping[str, int] | None = None) -> str:
        """The board from the seat on screen; ``coach``: the coach's marks (place → rank), drawn on the real game
        only, never over a move being built (whose draft is another position)."""
        g = self.context()
        # Every move since your last turn stays outlined (issue 15: nothing missed); mid-turn, your own first card.
        marked = max(1, self.moves_since_last_turn()) if g is self.game else True
        return render(g, viewer=self.seat_shown(), theme=theme, scale=scale, targets=self.targets() or None,
                      selected=self.selected, highlight_last=marked, layout=BOARD_LAYOUT,
                      coach=coach if g is self.game else None)

    @speaks
    def banner(self) -> str:
        """The line above the board: a pending notice (a rain card, a new phase) first, else the game's banner."""
        banner = game_banner(self.game)
        if self._alert is not None and self.game.phase != Phase.OVER:
            return f"{self._alert()} · {banner}" if banner else self._alert()
        return banner

    def banner_kind(self) -> str:
        """How the banner looks: "alert" (a notice that cannot be missed), "over", "rain-final" or ""."""
        if self._alert is not None and self.game.phase != Phase.OVER:
            return "alert"
        if self.game.phase == Phase.OVER:
            return "over"
        return "rain-final" if self.game.phase in (Phase.PETS, Phase.FINAL) else ""

    def buttons(self) -> dict[str, bool]:
        """Which action buttons make sense now."""
        g = self.game
        human = self.human_to_act and not self.curtained
        return {
            "end_turn": human and bool(self.draft),
            "cancel": human and bool(self.draft or self.selected or self.choices),
            "no_pet": human and g.phase == Phase.PETS,
            "pass": human and (g.phase == Phase.FINAL
                               or (g.phase == Phase.PLAY and not g.display and g.is_legal(Pass()))),
            "undo": bool(self.draft or g.history),
            "bot_step": self.bot_to_act and not self.autoplay,
            "reveal": self.curtained,
            "rematch": g.phase == Phase.OVER,
        }

    @speaks
    def scores_html(self) -> str:
        return scores_table(self.game) if self.game.phase == Phase.OVER else ""
