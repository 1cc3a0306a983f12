"""Everything the widgets decide, in plain Python (no ipywidgets): testable without a browser or a kernel.

* :class:`PlayController` turns clicks on the board (the ``data-`` attributes the ES module sends) into moves of
  a :class:`~arkwidgets.game.Game`: pick a card, see every cabin judged, place, a second card, draw, choices
  (evictions, boosts, the display card for a new cabin), pets, passing, bots, undo, hot-seat.
* :class:`Timeline` lists every event from setup on and rebuilds the board at any of them (step through).
* :class:`ArkSandbox` is the what-if over a bare ark and a hand of cards (no game around it).
* :class:`Session` ties them together for :class:`~arkwidgets.widgets.GameWidget`: live play, replay, what-if.

The widgets are thin views: they forward clicks and button presses here and show :meth:`Session.view`.
Nothing here raises at the user: errors become status lines, and an illegal action changes nothing.
"""

from __future__ import annotations

import html
import json
import threading
from dataclasses import dataclass
from typing import Any, Callable, Mapping, Sequence

from .. import turns
from ..ark import Ark
from ..bots import RandomBot
from ..cards import DECK, Card
from ..events import Event
from ..game import Game
from ..moves import Draw, Move, Pass, Pet, Placement, Play
from ..verdicts import ArkError, IllegalMove, Verdict, Violation

__all__ = ["PlayController", "Timeline", "ArkSandbox", "Session", "Choice", "render", "mid_turn"]


# ------------------------------------------------------------------------------------------------ rendering
def render(obj: Any, **options: Any) -> str:
    """``arkwidgets.render`` when it is available, else the plain stand-in of :mod:`._fallback`."""
    try:
        from ..render import render as real
    except ImportError:
        from ._fallback import render as real
    try:
        return real(obj, **options)
    except Exception as error:  # a drawing bug must not take the game down: show it instead
        from ._fallback import render as plain

        try:
            svg = plain(obj, **options)
        except Exception:
            svg = '<svg class="ark-board" xmlns="http://www.w3.org/2000/svg" width="10" height="10"></svg>'
        return svg.replace("</svg>", f"<!-- render error: {html.escape(repr(error))} --></svg>")


def mid_turn(game: Game, placements: Sequence[Placement]) -> Game:
    """A copy of ``game`` with the first card(s) of an unfinished turn placed (T-2b: the second card is judged on
    the state the first leaves behind). The turn is not ended: same player, display not yet refilled.

    The engine has no public "half a move" yet, so this applies the placements to the copy's state with the same
    function the engine uses when it plays them. Only ever on a copy; the real game is untouched.
    """
    tmp = game.copy()
    s = tmp._state  # noqa: SLF001 - engine feature request: Game.mid_turn(placements)
    for pl in placements:
        turns.apply_placement(tmp._table, s, s.current, pl, None)  # noqa: SLF001
    return tmp


@dataclass(frozen=True)
class Choice:
    """One button of a pending choice: a label and what it does."""

    label: str
    placement: Placement | None = None
    action: str = "place"


def _variant_label(pl: Placement, c: Card | None) -> str:
    bits = []
    if pl.evict:
        bits.append(f"evict {pl.evict}")
    if pl.boost:
        bits.append(f"boost {pl.boost}")
    if pl.take:
        bits.append(f"take {pl.take}")
    if pl.plain:
        bits.append(f"no {c.ability if c and c.ability else 'ability'} (plain)")
    if not bits:
        if c is not None and c.ability in ("mosquito", "skunk", "spider"):
            return "no eviction"
        if c is not None and c.ability in ("fox", "dinosaur"):
            return f"use the {c.ability}"
        return "place it"
    return " · ".join(bits)


def _violations_html(violations: Sequence[Violation]) -> str:
    return "; ".join(f"<b>{html.escape(v.rule)}</b> {html.escape(v.message)}" for v in violations)


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


# ------------------------------------------------------------------------------------------------ step through
@dataclass(frozen=True)
class Step:
    """One entry of the timeline: an event, the number of moves played once it happened, and a caption."""

    event: Event
    moves: int  # moves completed after this event's move (0 during setup)
    caption: str
    setup_index: int | None = None


class Timeline:
    """Every event from setup to now, and the board at each one."""

    def __init__(self, game: Game):
        self.game = game
        self.steps: list[Step] = []
        self._arks: list[Ark | None] = []
        self._rebuild()

    def _rebuild(self) -> None:
        g = self.game
        steps: list[Step] = []
        arks: list[Ark | None] = []
        cabins: dict[str, Card] = {}
        full = False
        for k, e in enumerate(g.setup_events):
            if e.kind in ("reshuffle", "deal", "display", "rain-stack", "turn"):
                full = True
            if e.kind == "turn-over" and e.data.get("kept"):
                cabins[e.data["cabin"]] = g.deck.card(e.data["card"])
            arks.append(None if full else _partial_ark(cabins, g.deck))
            steps.append(Step(e, 0, "Setup", k))
        for number, entry in enumerate(g.history, start=1):
            for e in entry.events:
                steps.append(Step(e, number, f"Move {number} — {entry.player}: {entry.move}"))
                arks.append(None)
        self.steps, self._arks = steps, arks
        self._seen = self._mark()

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
        s = self.steps[i]
        text = s.event.text
        if s.event.kind in ("deal",) and viewer is not None and s.event.data.get("player") != self.game.names[viewer]:
            text = f"{s.event.data.get('player')} is dealt 2 cards as a secret hand."
        return (f"<b>{i + 1}/{len(self.steps)}</b> · {html.escape(s.caption)} · "
                f"<code>{html.escape(s.event.rule)}</code> {html.escape(text)}")

    def game_at(self, moves: int) -> Game:
        g = self.game.copy()
        for _ in range(len(g.history) - moves):
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


def _partial_ark(cabins: Mapping[str, Card], deck: Any) -> Ark:
    top = [[cabins[c]] for c in ("T1", "T2") if c in cabins]
    bottom = [[cabins[c]] for c in ("B1", "B2") if c in cabins]
    if "B2" in cabins and "B1" not in cabins:  # C is filled before D: keep B2 in its place with B1 still empty
        bottom = []
    halves = (tuple(tuple(c) for c in top), tuple(tuple(c) for c in bottom))
    tilt = sum(c.weight for cab in halves[0] for c in cab) - sum(c.weight for cab in halves[1] for c in cab)
    # Setup may pass through an unbalanced ark (S-6 only reads the tilt off at the end): no P-3 check here.
    return Ark._make(halves, tilt, deck)  # noqa: SLF001


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


# ------------------------------------------------------------------------------------------------ the session
class Session:
    """Live play + step-through + what-if over one game: what :class:`GameWidget` shows and forwards to."""

    def __init__(self, game: Game, seats: Sequence[Any], viewer: int | None = 0, theme: str = "light"):
        self.live = PlayController(game, seats, viewer)
        self.theme = theme
        self.timeline = Timeline(game)
        self.mode = "live"  # "live" | "replay" | "whatif"
        self.step_index = len(self.timeline) - 1
        self.whatif: PlayController | None = None
        self.branches: list[Game] = []
        self.note = ""  # a hint shown under the narration while stepping through
        self.lock = threading.RLock()

    @property
    def game(self) -> Game:
        return self.live.game

    @property
    def active(self) -> PlayController:
        return self.whatif if self.mode == "whatif" and self.whatif is not None else self.live

    def token(self) -> tuple:
        """Changes whenever the game a click would act on changes (a move, an undo, a mode switch)."""
        a = self.active
        return (self.mode, id(a), a.moves, len(a.draft))

    # ---------------------------------------------------------------------------------------- forwarding
    def click(self, msg: Mapping[str, Any]) -> bool:
        with self.lock:
            if self.mode == "replay":
                self.note = ("You are stepping through the game: clicks do not play. Press “Now ▶|” (or drag the "
                             "slider to the end) to play on, or “What-if from here” to try moves.")
                return True
            changed = self.active.click(msg)
            self._follow()
            return changed

    def _follow(self) -> None:
        """Keep the timeline in step with the live game while it is being played."""
        self.timeline.refresh()
        if self.mode == "live":
            self.step_index = len(self.timeline) - 1

    def act(self, name: str, *args: Any) -> bool:
        """A button: ``end_turn``, ``cancel``, ``undo``, ``pass_turn``, ``pet``, ``reveal``, ``choose``, ``bot_step``."""
        with self.lock:
            if self.mode == "replay" and name not in ("bot_step",):
                self.now()
            target = self.active
            method: Callable[..., bool] | None = getattr(target, name, None)
            if method is None:
                return False
            try:
                changed = method(*args)
            except Exception as error:
                target._say(f"Something went wrong: {html.escape(str(error))}", "error")
                target._changed()
                changed = True
            self._follow()
            return changed

    def bot_step(self) -> bool:
        with self.lock:
            if self.mode == "replay":
                return False
            changed = self.active.bot_step()
            self._follow()
            return changed

    # ---------------------------------------------------------------------------------------- step through
    def step_to(self, i: int) -> None:
        with self.lock:
            self.timeline.refresh()
            n = len(self.timeline)
            i = max(0, min(int(i), n - 1))
            self.step_index = i
            self.note = ""
            if self.mode == "whatif":
                return
            self.mode = "live" if i == n - 1 else "replay"

    def step(self, delta: int) -> None:
        self.step_to(self.step_index + delta)

    def step_move(self, delta: int) -> None:
        starts = self.timeline.move_starts()
        i = self.step_index
        if delta < 0:
            earlier = [s for s in starts if s < i]
            self.step_to(earlier[-1] if earlier else 0)
        else:
            later = [s for s in starts if s > i]
            self.step_to(later[0] if later else len(self.timeline) - 1)

    def now(self) -> None:
        self.step_to(len(self.timeline) - 1)

    # ---------------------------------------------------------------------------------------- what-if
    def start_whatif(self) -> bool:
        """Try moves on a copy of the game at the moment shown (every seat played by hand)."""
        with self.lock:
            if self.mode == "replay":
                base = self.timeline.game_at(self.timeline.steps[self.step_index].moves)
            else:
                base = self.game.copy()
            seats = [None] * len(base.names)
            viewer = self.live.board_viewer()
            self.whatif = PlayController(base, seats, viewer=viewer, label="what-if", curtain=False)
            self.whatif._say("What-if: every seat is yours, the real game is untouched. Try moves, Undo, "
                             "then “Branch here” to continue from this position or “Back to the game”.")
            self.mode = "whatif"
            return True

    def end_whatif(self) -> bool:
        with self.lock:
            self.whatif = None
            self.mode = "live"
            self.now()
            self.live._say("Back to the game. " + self.live._prompt())
            self.live._changed()
            return True

    def branch(self) -> bool:
        """Continue the real game from the what-if position; the old game is kept in :attr:`branches`."""
        with self.lock:
            if self.whatif is None:
                return False
            self.branches.append(self.live.game)
            seats, viewer = self.live.seats, self.live.viewer
            self.live = PlayController(self.whatif.game, seats, viewer)
            self.live._say("Branched: the game continues from the what-if position (the old game is in "
                           "widget.branches). " + self.live._prompt())
            self.whatif = None
            self.mode = "live"
            self.timeline = Timeline(self.live.game)
            self.now()
            return True

    # ---------------------------------------------------------------------------------------- the view
    def svg(self) -> str:
        with self.lock:
            if self.mode == "replay":
                board = self.timeline.board_at(self.step_index)
                viewer = self.live.board_viewer()
                if viewer is None and self.live.viewer is not None:
                    viewer = self.live.viewer
                return render(board, viewer=viewer, theme=self.theme)
            return self.active.svg(self.theme)

    def status(self) -> tuple[str, str]:
        c = self.active
        if self.mode == "replay":
            note = f"<br><i>{html.escape(self.note)}</i>" if self.note else ""
            return self.timeline.narration(self.step_index, self.live.viewer) + note, "replay"
        prefix = "<b>[what-if]</b> " if self.mode == "whatif" else ""
        return prefix + c.status, c.status_kind

    def banner(self) -> str:
        if self.mode == "replay":
            step = self.timeline.steps[self.step_index]
            return f"Stepping through — {step.caption}"
        b = self.active.banner()
        return ("WHAT-IF — " + b) if self.mode == "whatif" else b

    def legal_moves(self, filter_text: str = "", limit: int = 400) -> tuple[int, list[str]]:
        """(how many, the moves as text); the list stays empty when it would show a hand the viewer may not see."""
        g = self.active.game
        if g.phase == "over" or self.active.curtained:  # hot-seat: the list would show the hidden hand
            return 0, []
        if not self.moves_visible():
            return len(g.legal_moves()), []
        moves = [str(m) for m in g.legal_moves()]
        f = filter_text.strip().lower()
        shown = [m for m in moves if f in m] if f else moves
        return len(moves), shown[:limit]

    def moves_visible(self) -> bool:
        """May the viewer see the list of legal moves (it shows the hand of the player to act)?"""
        c = self.active
        return not c.curtained and c.board_viewer() == c.game.current_index

    def checks_html(self) -> str:
        c = self.active
        if not c.last_attempt:
            return "<i>No attempt yet.</i>"
        if not c.last_check:
            return f"<code>{html.escape(c.last_attempt)}</code>: ✓ legal"
        items = "".join(f"<li><b>{html.escape(v.rule)}</b> {html.escape(v.message)}</li>" for v in c.last_check)
        return f"<code>{html.escape(c.last_attempt)}</code>: ✗<ul>{items}</ul>"

    def log_entries(self) -> list[str]:
        return [f"{i + 1}. [{s.event.rule}] {s.event.text}" for i, s in enumerate(self.timeline.steps)]

    def state_json(self) -> str:
        g = self.active.game
        data = g.state_dict()
        viewer = self.active.board_viewer()
        if g.phase != "over":  # hidden information stays hidden (D-3): other hands, pets and the deck order
            data = dict(data)
            data["hands"] = [h if i == viewer else ["?"] * len(h) for i, h in enumerate(data.get("hands", []))]
            data["pets"] = [p if i == viewer or p is None else "?" for i, p in enumerate(data.get("pets", []))]
            data["deck"] = f"{len(data.get('deck', []))} cards face down"
        return json.dumps(data, indent=1, ensure_ascii=False)
