"""Live play: clicks on the board (the ``data-`` attributes the ES module sends) become moves of a game.

Pick a card, see every cabin judged, place, a second card, draw, choices (evictions, boosts, the display card for a
new cabin), pets, passing, bots, undo, hot-seat. Nothing here raises at the user: errors become status lines, and
an illegal action changes nothing.
"""

from __future__ import annotations

import html
import threading
from typing import Any, Mapping, Sequence

from ..bots import RandomBot
from ..cards import Card
from ..events import Event
from ..game import Game
from ..moves import Draw, Move, Pass, Pet, Placement, Play
from ..verdicts import ArkError, IllegalMove, Verdict, Violation

from .common import Choice, _variant_label, _violations_html, mid_turn, render


# ------------------------------------------------------------------------------------------------ playing
class PlayController:
    """Clicks → moves for one game. ``seats[i]`` is None for a human or an object with ``.choose(game)``."""

    def __init__(
        self,
        game: Game,
        seats: Sequence[Any] | None = None,
        viewer: int | None = 0,
        label: str = "",
        curtain: bool = True,
    ):
        self.game = game
        self.curtain = curtain  # hot-seat: hide hands until the next human takes the screen
        self.revealed: int | None = None  # hot-seat: the human whose hand is face up
        n = len(game.names)
        self.seats: list[Any] = list(seats) if seats is not None else [None] * n
        if len(self.seats) != n:
            raise ValueError(f"{len(self.seats)} seats for {n} players")
        self.viewer = viewer
        self.label = label
        self.lock = threading.RLock()
        self.selected: str | None = None
        self.draft: list[Placement] = []
        self.choices: list[Choice] = []
        self.status = "Welcome. " + self._prompt()
        self.status_kind = "info"
        self.last_attempt = ""
        self.last_check: tuple[Violation, ...] = ()
        self.version = 0  # bumped on every change the board shows
        self.moves = 0  # bumped on every change of the game itself (a move played or undone)
        self._targets_cache: tuple[tuple, dict[str, Verdict]] | None = None
        self._mid: tuple[tuple, Game] | None = None

    # ----------------------------------------------------------------------------------------- who is who
    @property
    def humans(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s is None]

    def is_human(self, seat: int) -> bool:
        return self.seats[seat] is None

    @property
    def human_to_act(self) -> bool:
        return self.game.phase != "over" and self.is_human(self.game.current_index)

    @property
    def bot_to_act(self) -> bool:
        return self.game.phase != "over" and not self.is_human(self.game.current_index)

    @property
    def hotseat(self) -> bool:
        return len(self.humans) > 1

    @property
    def curtained(self) -> bool:
        """Hot-seat: the next human has not yet taken the screen (hands stay hidden)."""
        return self.curtain and self.hotseat and self.human_to_act and self.revealed != self.game.current_index

    def board_viewer(self) -> int | None:
        if self.hotseat:
            if self.game.phase == "over":
                return self.viewer
            if not self.curtain:
                return self.game.current_index if self.human_to_act else self.viewer
            return self.revealed if self.revealed is not None and self.is_human(self.revealed) else None
        if self.viewer is None and self.human_to_act:
            return self.game.current_index
        return self.viewer

    def _name(self, seat: int | None = None) -> str:
        return self.game.names[self.game.current_index if seat is None else seat]

    def _prompt(self) -> str:
        g = self.game
        if g.phase == "over":
            return "The game is over — see the scores."
        who = self._name()
        if self.bot_to_act:
            return f"{who} (bot) is to move: press “Bot step” or switch on auto-play."
        if self.curtained:
            return f"Pass the screen to {who}, then press “Show {who}'s hand”."
        you = "you" if not self.hotseat else who
        if g.phase == "pets":
            return f"Rain 2: {you} may choose a pet — click a card in hand (weight 0–2, no ability) or “No pet”."
        if g.phase == "final":
            return f"Final round: {you} may place one card for an action disc (F-2), or “Pass”."
        if self.draft:
            return "Click a second card (not slow or food) and a cabin, or “End turn”."
        return f"{'Your' if who == 'You' else who + chr(39) + 's'} turn: click a card in hand to see where it may go, or a display card to draw (T-1)."

    def _say(self, text: str, kind: str = "info") -> None:
        self.status, self.status_kind = text, kind

    def _changed(self) -> None:
        self.version += 1
        self._targets_cache = None

    # ----------------------------------------------------------------------------------------- clicks
    def click(self, msg: Mapping[str, Any]) -> bool:
        """One click on the board: the data attributes of the clicked element and its ancestors."""
        with self.lock:
            try:
                return self._click(msg)
            except Exception as error:  # never a traceback in the widget
                self._say(f"Something went wrong: {html.escape(str(error))}", "error")
                self._changed()
                return True

    def _click(self, msg: Mapping[str, Any]) -> bool:
        if not isinstance(msg, Mapping):
            return False
        g = self.game
        zone = msg.get("zone")
        card = msg.get("card")
        cabin = msg.get("cabin")
        if g.phase == "over":
            self._say("The game is over — see the scores. Undo steps back into it.")
            self._changed()
            return True
        if msg.get("type") and not card and not cabin:
            t = str(msg.get("type"))
            counts = ", ".join(f"{p.name} {p.tokens.get(t, 0):g}" for p in g.players)
            self._say(f"Scoring card <b>{html.escape(t)}</b> (E-2): tokens — {html.escape(counts)}.")
            self._changed()
            return True
        if not self.human_to_act:
            self._say(f"It is {html.escape(self._name())}'s turn (a bot): press “Bot step” or switch on auto-play.")
            self._changed()
            return True
        if self.curtained:
            self._say(html.escape(self._prompt()))
            self._changed()
            return True
        if zone == "deck":
            self._say("Draw by clicking one of the three display cards: you take it and then the top card (T-1).")
            self._changed()
            return True
        if zone == "display" and card:
            if self.choices and any(c.placement and c.placement.take == card for c in self.choices):
                return self._narrow_take(str(card))
            if self.choices:
                self._say("Finish the choice first (the buttons under the board), or “Cancel”.", "error")
                self._changed()
                return True
            if self.draft or self.selected:
                if self.draft:
                    self._say("You are in the middle of a play: finish it (“End turn”) or “Cancel”; "
                              "a turn is a draw or a play, never both (T-1, T-2).", "error")
                    self._changed()
                    return True
                self.selected = None
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
                self._say(f"That card belongs to {html.escape(self._name(int(player)))}; "
                          f"it is {html.escape(self._name())}'s turn.", "error")
                self._changed()
                return True
            return self.select(str(card))
        if card and zone == "ark":
            self._say("That card is already on the ark. Pick a card from your hand.")
            self._changed()
            return True
        return False

    # ----------------------------------------------------------------------------------------- selecting
    def hand_now(self) -> tuple[Card, ...]:
        """The hand of the player to act, minus the cards already placed this turn (plus any taken)."""
        return self.context().current_player.hand

    def context(self) -> Game:
        """The game the next click is judged in: the real one, or the mid-turn copy after a first card."""
        if not self.draft:
            return self.game
        key = (self.version, tuple(self.draft))
        if self._mid is None or self._mid[0] != key:
            self._mid = (key, mid_turn(self.game, self.draft))
        return self._mid[1]

    def select(self, card_id: str) -> bool:
        with self.lock:
            g = self.game
            if g.phase == "pets":
                return self.play(Pet(card_id))
            hand = self.hand_now()
            if not any(c.id == card_id for c in hand):
                self._say(f"{html.escape(card_id)} is not in {html.escape(self._name())}'s hand.", "error")
                self._changed()
                return True
            if self.selected == card_id:
                self.selected = None
                self.choices = []
                self._say(self._prompt())
                self._changed()
                return True
            self.selected = card_id
            self.choices = []
            self._changed()
            targets = self.targets()
            ok = sorted(c for c, v in targets.items() if v.legal)
            c = g.deck.card(card_id)
            what = f"{html.escape(c.name)} (weight {c.weight}, {c.climate}, {c.diet or 'food'}, {c.type}" + (
                f", {c.ability}" if c.ability else "") + ")"
            if ok:
                self._say(f"{what}: legal in {', '.join(ok)} — click a ✓ cabin; ✗ cabins show the broken rules.")
            else:
                rules = sorted({r for v in targets.values() for r in v.rules})
                self._say(f"{what} has no legal place now ({', '.join(rules)}).", "error")
            return True

    def targets(self) -> dict[str, Verdict]:
        """Every cabin judged for the selected card: legal (with the tilt after) or the broken rules."""
        if self.selected is None:
            return {}
        key = (self.version, self.selected, tuple(self.draft))
        if self._targets_cache is not None and self._targets_cache[0] == key:
            return self._targets_cache[1]
        ctx = self.context()
        out: dict[str, Verdict] = {}
        variants = self._variants(self.selected)
        for cabin in ctx.ark.positions():
            legal = [pl for pl in variants if pl.cabin == cabin]
            if legal:
                pl = legal[0]
                tilt = ctx.ark.check(pl.card, cabin, pl.evict).tilt_after
                out[cabin] = Verdict((), tilt)
            else:
                out[cabin] = self._why_not(self.selected, cabin)
        self._targets_cache = (key, out)
        return out

    def _variants(self, card_id: str) -> list[Placement]:
        """Every legal placement of this card now (all cabins, evictions, boosts, takes, plain)."""
        ctx = self.context()
        try:
            found = [p.placements[0] for p in ctx.legal_placements(card_id)]
        except (KeyError, ArkError, ValueError):
            return []
        if self.draft:
            c = ctx.deck.card(card_id)
            first = ctx.deck.card(self.draft[0].card)
            if c.solo or first.solo or self.game.phase != "play":
                return []
            found = [pl for pl in found if pl.cabin != self.draft[0].cabin]
        return found

    def _why_not(self, card_id: str, cabin: str) -> Verdict:
        ctx = self.context()
        opening = cabin in ctx.ark.new_cabins()
        take = None
        if opening and ctx.phase == "play" and ctx.display:
            take = ctx.display[0].id
        try:
            move = Play(tuple(self.draft) + (Placement(card_id, cabin, take=take),))
            verdict = self.game.check(move)
        except ArkError as error:
            return Verdict((Violation("T-2", str(error)),), None)
        if verdict.legal:  # legal only with a choice the generator did not offer: say so rather than lie
            return Verdict((Violation("T-2", "not a legal placement in this turn"),), None)
        return verdict

    # ----------------------------------------------------------------------------------------- placing
    def place_at(self, cabin: str) -> bool:
        with self.lock:
            if self.selected is None:
                if self.draft:
                    self._say("Pick the second card from your hand first, or “End turn”.")
                else:
                    self._say("Pick a card from your hand first, then a cabin.")
                self._changed()
                return True
            card_id = self.selected
            variants = [pl for pl in self._variants(card_id) if pl.cabin == cabin]
            self.last_attempt = f"{card_id}@{cabin}"
            if not variants:
                verdict = self.targets().get(cabin) or self._why_not(card_id, cabin)
                self.last_check = verdict.violations
                self._say(f"{html.escape(card_id)} cannot go in {html.escape(cabin)}: "
                          f"{_violations_html(verdict.violations)}. Nothing changed.", "error")
                self._changed()
                return True
            self.last_check = ()
            c = self.game.deck.card(card_id)
            if len(variants) == 1:
                return self._commit(variants[0])
            variants.sort(key=lambda pl: (pl.plain, pl.evict is not None, pl.boost or "", pl.take or ""))
            self.choices = [Choice(_variant_label(pl, c), pl) for pl in variants]
            self._say(f"{html.escape(c.name)} → {cabin}: choose — "
                      + ", ".join(html.escape(ch.label) for ch in self.choices)
                      + (" (or click a display card)" if any(pl.take for pl in variants) else "") + ".")
            self._changed()
            return True

    def _narrow_take(self, card_id: str) -> bool:
        matching = [ch for ch in self.choices if ch.placement and ch.placement.take == card_id]
        if len(matching) == 1:
            return self.choose(self.choices.index(matching[0]))
        self.choices = matching
        self._say(f"Taking {html.escape(card_id)}; now choose: " + ", ".join(html.escape(c.label) for c in matching))
        self._changed()
        return True

    def choose(self, index: int) -> bool:
        """Press choice button ``index``."""
        with self.lock:
            if not 0 <= index < len(self.choices):
                self._say("That choice is no longer open.", "error")
                self._changed()
                return True
            choice = self.choices[index]
            self.choices = []
            if choice.placement is not None:
                return self._commit(choice.placement)
            return False

    def _second_possible(self) -> bool:
        try:
            return self._second_card_exists()
        except Exception:  # mid_turn leans on engine internals: if they change, plays become one-card plays
            return False

    def _second_card_exists(self) -> bool:
        if len(self.draft) != 1 or self.game.phase != "play":
            return False
        ctx = self.context()
        if ctx.deck.card(self.draft[0].card).solo:
            return False
        for c in ctx.current_player.hand:
            if not c.solo and self._variants(c.id):
                return True
        return False

    def _commit(self, pl: Placement) -> bool:
        self.draft.append(pl)
        self.selected = None
        self.choices = []
        self._changed()
        if self._second_possible():
            self._say(f"{html.escape(str(pl))}: placed (the turn is not over). Click a second card (not slow or "
                      "food) and a cabin, or “End turn”.", "ok")
            return True
        return self.end_turn()

    def end_turn(self) -> bool:
        with self.lock:
            if not self.draft:
                self._say("Nothing placed yet: pick a card and a cabin, or draw from the display.")
                self._changed()
                return True
            move = Play(tuple(self.draft))
            self.draft = []
            self.selected = None
            self.choices = []
            return self.play(move)

    def cancel(self) -> bool:
        with self.lock:
            self.draft, self.selected, self.choices = [], None, []
            self._say("Cancelled. " + self._prompt())
            self._changed()
            return True

    # ----------------------------------------------------------------------------------------- moves
    def play(self, move: Move | str) -> bool:
        """Play a whole move for the player to act; an illegal one changes nothing and shows why."""
        with self.lock:
            g = self.game
            mover = g.current_index
            try:
                parsed = Move.parse(move)
                self.last_attempt = str(parsed)
                events = g.play(parsed)
            except IllegalMove as error:
                self.last_check = error.violations
                self._say(f"“{html.escape(str(move))}” is not allowed: {_violations_html(error.violations)}. "
                          "Nothing changed.", "error")
                self._changed()
                return True
            except (ArkError, ValueError, KeyError) as error:
                self.last_check = ()
                self._say(f"“{html.escape(str(move))}”: {html.escape(str(error))}. Nothing changed.", "error")
                self._changed()
                return True
            self.last_check = ()
            self.moves += 1
            self.draft, self.selected, self.choices = [], None, []
            if self.revealed is not None and self.game.current_index != self.revealed:
                self.revealed = None
            self._say(self._narrate(mover, parsed, events), "ok")
            self._changed()
            return True

    def _narrate(self, mover: int, move: Move, events: Sequence[Event]) -> str:
        hidden = isinstance(move, Pet) and self.board_viewer() != mover
        shown = "pet ?" if hidden else str(move)
        keep = [e for e in events if e.kind not in ("token", "turn", "stack")]
        if hidden:
            keep = [e for e in keep if e.kind != "pet"] + [
                e for e in events if e.kind == "pet"]  # the pet event says only "keeps a card face down"
        text = " ".join(f"[{html.escape(e.rule)}] {html.escape(e.text)}" for e in keep[:6])
        return f"<b>{html.escape(self._name(mover))}: {html.escape(shown)}</b> — {text} " + html.escape(self._prompt())

    def draw(self, slot: int) -> bool:
        return self.play(Draw(slot))

    def pet(self, card_id: str | None) -> bool:
        return self.play(Pet(card_id))

    def pass_turn(self) -> bool:
        return self.play(Pass())

    def bot_step(self) -> bool:
        """One move of the bot to act (False when a human is to act or the game is over)."""
        with self.lock:
            if not self.bot_to_act:
                return False
            bot = self.seats[self.game.current_index]
            try:
                move = bot.choose(self.game.copy())
            except Exception as error:  # a broken bot: say so, and let a fallback move
                self._say(f"The bot failed ({html.escape(repr(error))}); a random legal move is played instead.",
                          "error")
                move = RandomBot(self.version).choose(self.game)
            return self.play(move)

    def explain_bot(self) -> str:
        bot = self.seats[self.game.current_index] if self.game.phase != "over" else None
        explain = getattr(bot, "explain", None)
        if explain is None:
            return ""
        try:
            return str(explain(self.game.copy()))
        except Exception as error:
            return f"(explain failed: {error!r})"

    def undo(self) -> bool:
        """Undo the card placed this turn, else the last move — and the bots' moves after a human's last move."""
        with self.lock:
            if self.draft:
                pl = self.draft.pop()
                self.selected, self.choices = None, []
                self._say(f"Took back {html.escape(str(pl))}. " + self._prompt())
                self._changed()
                return True
            g = self.game
            if not g.history:
                self._say("Nothing to undo: this is the end of setup.", "error")
                self._changed()
                return True
            undone = []
            names = list(g.names)
            while g.history:
                entry = g.history[-1]
                g.undo()
                undone.append(f"{entry.player}: {entry.move}")
                seat = names.index(entry.player)
                if self.is_human(seat) or not self.humans:
                    break
            self.moves += 1
            self.selected, self.choices = None, []
            self.revealed = g.current_index if self.hotseat and self.human_to_act else None
            self._say(f"Undone: {html.escape('; '.join(reversed(undone)))}. " + self._prompt())
            self._changed()
            return True

    def reveal(self) -> bool:
        with self.lock:
            if self.human_to_act:
                self.revealed = self.game.current_index
                self._say(self._prompt())
                self._changed()
                return True
            return False

    # ----------------------------------------------------------------------------------------- what to show
    def board_game(self) -> Game:
        return self.context()

    def svg(self, theme: str = "light", scale: float = 1.0) -> str:
        g = self.board_game()
        return render(g, viewer=self.board_viewer(), theme=theme, scale=scale, targets=self.targets() or None,
                      selected=self.selected)

    def banner(self) -> str:
        g = self.game
        if g.phase == "over":
            try:
                winners = g.scores().winners
            except Exception:
                winners = ()
            return "Game over — " + (f"{winners[0]} wins" if len(winners) == 1 else " and ".join(winners) + " share the win")
        if g.phase == "pets":
            return f"Rain 2 of 5 — choose a pet ({g.current_player.name})"
        if g.phase == "final":
            return "Rain 5 of 5 — final round"
        if g.rain_drawn:
            return f"Rain {g.rain_drawn} of 5"
        return ""

    def buttons(self) -> dict[str, bool]:
        """Which action buttons make sense now."""
        g = self.game
        human = self.human_to_act and not self.curtained
        return {
            "end_turn": human and bool(self.draft),
            "cancel": human and bool(self.draft or self.selected or self.choices),
            "no_pet": human and g.phase == "pets",
            "pass": human and (g.phase == "final" or (g.phase == "play" and not g.display and g.is_legal(Pass()))),
            "undo": bool(self.draft or g.history),
            "bot_step": self.bot_to_act,
            "reveal": self.curtained,
        }

    def scores_html(self) -> str:
        g = self.game
        if g.phase != "over":
            return ""
        from ..cards import TYPES

        sc = g.scores()
        head = "".join(f"<th>{html.escape(line.player)}</th>" for line in sc.lines)
        rows = []
        for t in TYPES:
            cells = "".join(f"<td>{line.cards[t][1]:g} ({line.cards[t][0]:g})</td>" for line in sc.lines)
            rows.append(f"<tr><th>{t}</th>{cells}</tr>")
        rows.append("<tr><th>discs (E-4)</th>" + "".join(f"<td>{line.discs}</td>" for line in sc.lines) + "</tr>")
        rows.append("<tr><th>total</th>" + "".join(f"<td><b>{float(line.total):g}</b></td>" for line in sc.lines)
                    + "</tr>")
        pets = ", ".join(f"{html.escape(k)}: {html.escape(v or 'none')}" for k, v in sc.pets.items())
        verb = "wins" if len(sc.winners) == 1 else "share the win"
        return (f'<table class="ark-scores"><tr><th>E-2/E-3 points (tokens)</th>{head}</tr>{"".join(rows)}</table>'
                f"<p>Pets (E-1): {pets}. <b>{html.escape(' and '.join(sc.winners))} {verb}</b> (E-5).</p>")


