"""Live play of Ark Nova: clicks, buttons and keys become moves of a game (plain Python, no ipywidgets).

The engine always asks one question and ``legal_moves()`` lists its answers; this controller turns them into what a
learner can press: the action cards (with their strength, and an X-token control), a building to pick, rotate and
place, an animal to pick and an enclosure to click, and a button for every other answer. Every attempt is judged by
the engine (``Game.check``): an illegal one shows its rule ids in words and changes nothing. Everything is read from
the seat's view, so a hidden card never reaches a label, a status line or the board.
"""

from __future__ import annotations

import threading
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ...i18n import _, language, ngettext
from ...markup import esc
from ...takeback import revealing
from ...ui import StatusLine
from ...ui.status import verdict_summary
from ...verdicts import Verdict, Violation
from ..game import Game
from ..hexes import format_hex, parse_hex
from ..moves import (
    ACTIONS,
    Build,
    ChooseAction,
    Discard,
    Keep,
    Move,
    PlayAnimal,
    Snap,
    Sponsor,
    Take,
    XTokenAction,
)
from ..view import HiddenMove, public_move
from ..words import building_noun
from .building_picker import Picker
from .labels import action_word, card_word, move_label, question_text
from .picture import draw

__all__ = ["NovaPlay", "Offer", "violations_html"]

MAX_BUTTONS = 40  # more answers than this: the first ones as buttons, all of them in "Inside the engine"


@dataclass(frozen=True)
class Offer:
    """One button: ``key`` is what :meth:`NovaPlay.press` receives, ``label`` its words, ``style`` its look
    (``"primary"`` for the way forward, ``"info"`` for a selection, ``""`` otherwise)."""

    key: str
    label: str
    style: str = ""


def violations_html(violations: Sequence[Violation]) -> str:
    """The broken rules: each id in bold, then its sentence (in the language in force, buildings in words)."""
    return _("; ").join(f"<b>{esc(v.rule)}</b> {esc(v.message)}" for v in violations)


class NovaPlay:
    """Clicks → moves for one game. ``seats[i]`` is None for a human or a bot with ``.choose(game)``; ``viewer`` is
    the seat whose cards the screen shows (None: whoever is to answer, as in a what-if).

    Hot-seat (several humans at one screen, ``curtain`` true — the default when a viewer is given): the screen
    shows nobody's hand until the human who must answer presses “Show … 's hand” (:meth:`reveal`), and is covered
    again whenever another seat must answer, after an undo, and at the start (Ark's D-23)."""

    def __init__(self, game: Game, seats: Sequence[Any] | None = None, viewer: int | None = 0,
                 lang: str | None = None, curtain: bool | None = None):
        with language(lang):  # an unknown language fails here, not at the first click
            pass
        self.game = game
        self.lang = lang
        n = len(game.names)
        self.seats: list[Any] = list(seats) if seats is not None else [None] * n
        if len(self.seats) != n:
            raise ValueError(f"{len(self.seats)} seats for {n} players")
        self.viewer = viewer
        self.curtain = viewer is not None if curtain is None else curtain
        self.revealed: int | None = None  # hot-seat: the human whose hand is face up
        self.lock = threading.RLock()
        self.line = StatusLine()
        self.x = 0  # X tokens to spend on the next action card (N-X-2)
        self.action: str | None = None  # the action card selected on the strip
        self.picker: Picker | None = None  # the building being placed
        self.verdict: Verdict | None = None  # the engine's verdict on the picker's anchor
        self.animal: tuple[int, int | None] | None = None  # (card, display folder or None for the hand)
        self.kept: tuple[int, ...] = ()  # cards ticked for a Keep question
        self.last_attempt = ""
        self.last_check: tuple[Violation, ...] = ()
        self.thoughts = ""  # the last bot move's reasons, if the bot explains itself
        self.autoplay = False  # the bots move on their own (the widget's switch): no "press Bot step" then
        self.moves = 0  # bumped whenever the game itself changes (a move played or undone)
        self._legal: tuple[int, list[Move]] | None = None
        self._targets: tuple[tuple, dict[str, Verdict]] | None = None
        self.say(lambda: _("Welcome.") + " " + esc(self.prompt()))

    # ------------------------------------------------------------------------------------------ who is who
    def is_human(self, seat: int) -> bool:
        return self.seats[seat] is None

    @property
    def human_to_act(self) -> bool:
        return self.game.phase != "over" and self.is_human(self.game.current_index)

    @property
    def bot_to_act(self) -> bool:
        return self.game.phase != "over" and not self.is_human(self.game.current_index)

    @property
    def humans(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s is None]

    @property
    def hotseat(self) -> bool:
        """Several humans share the screen, each hand shown only to its player (see the class doc)."""
        return self.curtain and len(self.humans) > 1

    @property
    def curtained(self) -> bool:
        """Hot-seat: the human to answer has not taken the screen yet (every hand is face down)."""
        return self.hotseat and self.human_to_act and self.revealed != self.game.current_index

    def seat_shown(self) -> int | None:
        """The seat whose hand the screen shows: the viewer, or (no fixed viewer) the human to answer; in a
        hot-seat game the human who took the screen, None (nobody's hand) while it is covered."""
        g = self.game
        if self.hotseat:
            if g.phase == "over":
                return self.viewer
            return self.revealed if self.revealed is not None and self.is_human(self.revealed) else None
        if self.viewer is not None:
            return self.viewer
        return g.current_index if self.human_to_act else next((i for i in range(len(g.names)) if self.is_human(i)), 0)

    @property
    def mine(self) -> bool:
        """Is the seat on screen the one that must answer now (so its question and answers may be shown)?"""
        return self.human_to_act and self.seat_shown() == self.game.current_index

    def legal(self) -> list[Move]:
        """The answers of the seat on screen (empty when another seat must answer: they could show its hand)."""
        if not self.mine:
            return []
        if self._legal is None or self._legal[0] != self.moves:
            self._legal = (self.moves, self.game.legal_moves())
        return self._legal[1]

    def may_see_moves(self) -> bool:
        """May the screen list the legal moves (only the answers of the seat on screen: they show its hand)?"""
        return self.mine

    def bot_thoughts(self) -> str:
        """The reasons of the last bot move, if the seat on screen may read that move (see :meth:`bot_step`)."""
        return self.thoughts

    def attempt_seen(self) -> tuple[str, tuple[Violation, ...]]:
        """The last attempt and the rules it broke (only the seat on screen attempts: it is its own)."""
        return self.last_attempt, self.last_check

    # ------------------------------------------------------------------------------------------ words
    def say(self, writer: Any, kind: str = "info") -> None:
        self.line.say(writer, kind, self.lang)

    def changed(self) -> None:
        """The status must be written again (the language changed): the line is written afresh when read."""
        self.line.changed()

    @property
    def status(self) -> str:
        return self.line.text(self.lang)

    @property
    def status_kind(self) -> str:
        return self.line.kind

    def prompt(self) -> str:
        """What to do now, as plain text in the current language (never another seat's hidden cards)."""
        g = self.game
        if g.phase == "over":
            return _("The game is over — see the scores.")
        who = g.names[g.current_index]
        if self.bot_to_act:
            if self.autoplay:
                return _("{player} (a bot) is moving: it plays on its own.").format(player=who)
            return _("{player} (a bot) is to move: press “Bot step” or switch on auto-play.").format(player=who)
        if self.curtained:
            return _("Pass the screen to {player}, then press “Show {player}'s hand”.").format(player=who)
        if not self.mine:
            return _("{player} is answering.").format(player=who)
        d = g.decision
        kind = d.kind if d is not None else ""
        if kind == "action":  # the X-token action only when it is an answer (N-X-6: not with 5 X tokens)
            if any(isinstance(m, XTokenAction) for m in self.legal()):
                return _("Your turn: choose an action card (its strength is its slot plus the X tokens you spend), "
                         "or an X-token action.")
            return _("Your turn: choose an action card (its strength is its slot plus the X tokens you spend).")
        if d is not None and kind == "keep":
            return _("Keep {count} of these cards: tick them, then press “Keep these”.").format(count=d["count"])
        if self.picker is not None:
            return _("Place the {building}: point at or click a hex to see it judged, click it again to build; "
                     "R or “Rotate” turns it.").format(building=building_noun(self.picker.kind))
        if self.animal is not None:
            return _("Click a ✓ enclosure for {card}, or another card.").format(card=card_word(self.animal[0]))
        if any(isinstance(m, Build) for m in self.legal()):
            return _("Build: pick a building below, then a hex on your map.")
        if any(isinstance(m, PlayAnimal) for m in self.legal()):
            return _("Animals: pick a card to see which enclosures fit it.")
        return question_text(d, g.names) if d is not None else g.question

    def banner(self) -> str:
        g = self.game
        if g.phase == "over":
            best = g.scores()[0]
            return _("Game over — {player} has the most points ({vp}).").format(player=best.name, vp=best.vp)
        if g.phase == "setup":
            return _("Setup — each player keeps 4 of 8 cards")
        if g.phase == "final":
            return _("The last turns — the end was triggered")
        p = g.players[g.turn_player]
        return _("Turn: {player} · appeal {appeal} · conservation {cp} · reputation {reputation}").format(
            player=p.name, appeal=p.appeal, cp=p.cp, reputation=p.reputation)

    # ------------------------------------------------------------------------------------------ what is offered
    def strengths(self) -> dict[str, int]:
        """Each action card's strength now: its slot plus the X tokens chosen (N-TURN-3, N-X-2)."""
        p = self.game.players[self.game.current_index]
        return {name: p.slot(name) + self.x for name in p.action_cards}

    def offers(self) -> list[Offer]:
        """The buttons for the question now, in the current language."""
        moves = self.legal()
        if not moves:
            return []
        out: list[Offer] = []
        d = self.game.decision
        kind = d.kind if d is not None else ""
        if kind == "action":
            strength = self.strengths()
            playable = {m.card for m in moves if isinstance(m, ChooseAction) and m.x == self.x}
            for name in self.game.players[self.game.current_index].action_cards:
                label = move_label(ChooseAction(name), strength[name]) + ("" if name in playable else " ✗")
                out.append(Offer(f"action:{name}", label, "primary" if name == self.action else ""))
            rest = [m for m in moves if not isinstance(m, ChooseAction)]
        elif d is not None and kind == "keep":
            for c in d["cards"]:
                out.append(Offer(f"tick:{c}", ("☑ " if c in self.kept else "☐ ") + card_word(c),
                                 "info" if c in self.kept else ""))
            out.append(Offer("keep", _("Keep these ({count} of {need})").format(count=len(self.kept),
                                                                                  need=d["count"]), "primary"))
            return out
        else:
            rest = []
            kinds = sorted({m.kind for m in moves if isinstance(m, Build)}, key=_build_order)
            for k in kinds:
                chosen = self.picker is not None and self.picker.sponsor is None and self.picker.kind == k
                out.append(Offer(f"building:{k}", building_noun(k), "info" if chosen else ""))
            animals = sorted({(m.card, m.folder) for m in moves if isinstance(m, PlayAnimal)},
                             key=lambda cf: (cf[1] or 0, cf[0]))
            for c, f in animals:
                label = card_word(c) + (" · " + _("folder {folder}").format(folder=f) if f else "")
                out.append(Offer(f"animal:{c}:{f or 0}", label, "info" if self.animal == (c, f) else ""))
            placed = sorted({(m.card, m.folder) for m in moves if isinstance(m, Sponsor) and m.hex is not None},
                            key=lambda cf: (cf[1] or 0, cf[0]))
            for c, f in placed:
                out.append(Offer(f"sponsor:{c}:{f or 0}", _("Play sponsor {card}").format(card=card_word(c)),
                                 "info" if self.picker is not None and self.picker.sponsor == c else ""))
            rest = [m for m in moves if not isinstance(m, (Build, PlayAnimal))
                    and not (isinstance(m, Sponsor) and m.hex is not None)]
        for m in rest[:MAX_BUTTONS]:
            out.append(Offer(f"play:{m}", move_label(m)))
        if self.picker is not None:
            if self.picker.turns:
                out.append(Offer("rotate", _("Rotate (R)")))
            if self.picker.may_mirror:
                out.append(Offer("mirror", _("Turn over")))
        if self.picker is not None or self.animal is not None or self.action is not None:
            out.append(Offer("cancel", _("Cancel")))
        return out

    def targets(self) -> dict[str, Verdict]:
        """✓ / ✗ marks for the board: the enclosures judged for the selected animal, or the legal anchors of the
        building being placed (each hex text → the engine's verdict)."""
        key = (self.moves, self.animal, self.picker and (self.picker.kind, self.picker.rotation,
                                                         self.picker.mirrored, self.picker.sponsor))
        if self._targets is not None and self._targets[0] == key:
            return self._targets[1]
        out: dict[str, Verdict] = {}
        if self.animal is not None and self.mine:
            card, folder = self.animal
            for home, anchor in self._enclosures():
                out[format_hex(anchor)] = self.game.check(PlayAnimal(card, home, folder))
        elif self.picker is not None and self.mine:
            for m in self.legal():
                if isinstance(m, (Build, Sponsor)) and m.hex is not None and self._same_orientation(m):
                    out[format_hex(m.hex)] = Verdict()
        self._targets = (key, out)
        return out

    def _same_orientation(self, m: Move) -> bool:
        p = self.picker
        assert p is not None
        rotation = p.rotation if p.turns else None
        if p.sponsor is not None:
            return isinstance(m, Sponsor) and m.card == p.sponsor and m.folder == p.folder \
                and m.rotation == rotation and m.mirrored == p.mirrored
        return isinstance(m, Build) and m.kind == p.kind and m.rotation == rotation and m.mirrored == p.mirrored

    def _enclosures(self) -> list[tuple[tuple[int, int] | str, tuple[int, int]]]:
        """(home as the notation names it, anchor hex) of every enclosure of the seat to answer."""
        out: list[tuple[tuple[int, int] | str, tuple[int, int]]] = []
        for b in self.game.players[self.game.current_index].buildings:
            if b.type.startswith("enclosure-"):
                out.append((b.anchor, b.anchor))
            elif b.building_type.category == "special":
                out.append((b.type, b.anchor))
        return out

    def _building_at(self, h: tuple[int, int]) -> Any:
        for b in self.game.players[self.game.current_index].buildings:
            if h in b.cells:
                return b
        return None

    def svg(self, theme: str = "light") -> str:
        with language(self.lang):
            choosing = self.mine and self.game.decision is not None and self.game.decision.kind == "action"
            return draw(self.game, self.seat_shown(), self.picker, self.verdict, self.targets(),
                        self.action if choosing else None,
                        self.animal[0] if self.animal is not None else None, theme=theme)

    # ------------------------------------------------------------------------------------------ input
    def click(self, msg: Mapping[str, Any]) -> bool:
        """One click on the board: every ``data-`` attribute of the clicked element and its ancestors."""
        with self.lock, language(self.lang):
            if not isinstance(msg, Mapping):
                return False
            if not self._may_act():
                return True
            if msg.get("action") in ACTIONS:
                return self._click_action(str(msg["action"]))
            h = _where(msg)
            if h is not None:
                area = _int(msg.get("playerArea", msg.get("zoo")))
                if area is not None and area != self.game.current_index:
                    self.say(lambda: _("That is the zoo of {player}: click in your own zoo.").format(
                        player=esc(self.game.names[area])))
                    return True
                return self._click_hex(h)
            if msg.get("folder") is not None or msg.get("card") is not None:
                return self._click_card(_int(msg.get("card")), _int(msg.get("folder")), msg.get("zone"))
            self.say(lambda: esc(self.prompt()))
            return True

    def hover(self, msg: Mapping[str, Any]) -> bool:
        """The pointer (or the keyboard focus) is on a hex: judge the building there. False if nothing changes."""
        with self.lock, language(self.lang):
            h = _where(msg) if isinstance(msg, Mapping) else None
            if self.picker is None or h is None or not self.mine or h == self.picker.hex:
                return False
            self._judge(h)
            return True

    def key(self, key: str) -> bool:
        """A key press reported by the board: R rotates, M turns over, Escape cancels."""
        with self.lock, language(self.lang):
            if key == "r":
                return self.press("rotate")
            if key == "m":
                return self.press("mirror")
            if key == "escape":
                return self.press("cancel")
            return False

    def set_x(self, x: int) -> bool:
        """The X tokens to spend on the next action card (0–5; N-X-1, N-X-2)."""
        with self.lock, language(self.lang):
            x = max(0, min(5, int(x)))
            if x == self.x or not self.mine:
                return False
            self.x = x
            self._targets = None
            have = self.game.players[self.game.current_index].x_tokens
            self.say(lambda: ngettext("Spending {x} X token (you hold {have}): every action card is {x} stronger.",
                                      "Spending {x} X tokens (you hold {have}): every action card is {x} stronger.",
                                      x).format(x=x, have=have))
            return True

    def press(self, key: str) -> bool:
        """A button (an :class:`Offer` key, or ``rotate``/``mirror``/``cancel``)."""
        with self.lock, language(self.lang):
            if not self._may_act():
                return True
            head, _sep, rest = key.partition(":")
            if head == "play":
                return self.attempt(Move.parse(rest))
            if head == "action":
                return self.attempt(ChooseAction(rest, self.x))
            if head == "building":
                return self._pick(Picker(rest))
            if head == "sponsor":
                card, folder = (int(v) for v in rest.split(":"))
                return self._pick(Picker(f"unique-{card}", sponsor=card, folder=folder or None))
            if head == "animal":
                card, folder = (int(v) for v in rest.split(":"))
                return self._select_animal(card, folder or None)
            if head == "tick":
                return self._tick(int(rest))
            if head == "keep":
                if not self.kept:
                    self.say(lambda: _("Tick the cards to keep first."), "error")
                    return True
                return self.attempt(Keep(self.kept))
            if head in ("rotate", "mirror") and self.picker is not None:
                self.picker = self.picker.rotated() if head == "rotate" else self.picker.flipped()
                self._targets = None
                if self.picker.hex is not None:
                    self._judge(self.picker.hex)
                else:
                    self.say(lambda: _("Turned: rotation {rotation}.").format(rotation=self.picker.rotation))
                return True
            if head == "cancel":
                self._clear()
                self.say(lambda: esc(self.prompt()))
                return True
            return False

    def _tick(self, c: int) -> bool:
        """Tick or untick card ``c`` for a Keep question: only a card the question offers (N-SET-17 deals them)."""
        d = self.game.decision
        if d is None or d.kind != "keep":
            self.say(lambda: esc(self.prompt()))
            return True
        if c not in d["cards"]:
            self.say(lambda: _("{card} is not one of the cards to choose from: tick the cards shown on the buttons.")
                     .format(card=esc(card_word(c))), "error")
            return True
        self.kept = tuple(sorted(set(self.kept) ^ {c}))
        self.say(lambda: esc(self.prompt()))
        return True

    def reveal(self) -> bool:
        """Hot-seat: the human to answer has taken the screen; show their hand."""
        with self.lock, language(self.lang):
            if not self.curtained:
                return False
            self.revealed = self.game.current_index
            self.say(lambda: esc(self.prompt()))
            return True

    # ------------------------------------------------------------------------------------------ steps
    def _may_act(self) -> bool:
        g = self.game
        if g.phase == "over":
            self.say(lambda: _("The game is over — see the scores. Undo steps back into it."))
            return False
        if not self.mine:
            self.say(lambda: esc(self.prompt()))
            return False
        return True

    def _click_action(self, name: str) -> bool:
        d = self.game.decision
        if d is None or d.kind != "action":
            self.say(lambda: _("The action cards are chosen at the start of a turn; now: {question}").format(
                question=esc(self.prompt())))
            return True
        if self.action == name:
            return self.attempt(ChooseAction(name, self.x))
        self.action = name
        strength = self.strengths()[name]
        verdict = self.game.check(ChooseAction(name, self.x))
        level = self.game.players[self.game.current_index].level(name)
        if verdict.legal:
            self.say(lambda: _("{action} {level}: strength {strength}. Click it again (or its button) to use it.")
                     .format(action=action_word(name), level=level, strength=strength), "ok")
        else:
            self.last_attempt, self.last_check = f"{ChooseAction(name, self.x)}", verdict.violations
            self.say(lambda: _("{action} {level}: strength {strength} — ✗ {rules}").format(
                action=action_word(name), level=level, strength=strength,
                rules=violations_html(verdict.violations)), "error")
        return True

    def _click_hex(self, h: tuple[int, int] | None) -> bool:
        if h is None:
            return False
        if self.picker is not None:
            if self.picker.hex == h:
                move = self.picker.move()
                assert move is not None
                return self.attempt(move)
            self._judge(h)
            return True
        if self.animal is not None:
            b = self._building_at(h)
            if b is None:
                self.say(lambda: _("{hex} is not an enclosure: click a ✓ enclosure.").format(hex=format_hex(h)))
                return True
            home = b.anchor if b.type.startswith("enclosure-") else b.type
            return self.attempt(PlayAnimal(self.animal[0], home, self.animal[1]))
        self.say(lambda: _("{hex}: nothing to do there now. {prompt}").format(hex=format_hex(h),
                                                                             prompt=esc(self.prompt())))
        return True

    def _click_card(self, card: int | None, folder: int | None, zone: Any) -> bool:
        moves = self.legal()
        if folder is not None:
            for m in moves:
                if isinstance(m, (Take, Snap)) and m.folder == folder:
                    return self.attempt(m)
            if any(isinstance(m, PlayAnimal) and m.folder == folder for m in moves) and card is not None:
                return self._select_animal(card, folder)
            sponsor = [m for m in moves if isinstance(m, Sponsor) and m.folder == folder]
            if sponsor:
                return self._sponsor(sponsor)
            return self.attempt(Take(folder))
        if card is None:
            return False
        d = self.game.decision
        if d is not None and d.kind == "keep":
            return self.press(f"tick:{card}")
        if Discard(card) in moves:
            return self.attempt(Discard(card))
        if any(isinstance(m, PlayAnimal) and m.card == card and m.folder is None for m in moves):
            return self._select_animal(card, None)
        sponsor = [m for m in moves if isinstance(m, Sponsor) and m.card == card and m.folder is None]
        if sponsor:
            return self._sponsor(sponsor)
        named = [m for m in moves if getattr(m, "card", None) == card]
        if len(named) == 1:  # a card drawn among a question's answers (the classroom board draws them): that answer
            return self.attempt(named[0])
        self.say(lambda: _("{card}: nothing to do with it now. {prompt}").format(card=esc(card_word(card)),
                                                                                prompt=esc(self.prompt())))
        return True

    def _sponsor(self, moves: Sequence[Move]) -> bool:
        first = moves[0]
        assert isinstance(first, Sponsor)
        if first.hex is None:
            return self.attempt(first)
        return self._pick(Picker(f"unique-{first.card}", sponsor=first.card, folder=first.folder))

    def _pick(self, picker: Picker) -> bool:
        self._clear()
        self.picker = picker
        self.say(lambda: esc(self.prompt()))
        return True

    def _select_animal(self, card: int, folder: int | None) -> bool:
        self._clear()
        self.animal = (card, folder)
        marks = self.targets()
        fit = [k for k, v in marks.items() if v.legal]

        def line() -> str:
            """One short line and the refused enclosures' reasons folded under it, as Ark says a card's verdicts
            (the kernel's :func:`~arkwidgets.ui.status.verdict_summary`)."""
            refused = [(k, violations_html(v.violations)) for k, v in marks.items() if not v.legal]
            count = ngettext("{count} enclosure refused", "{count} enclosures refused", len(refused))
            return verdict_summary(esc(card_word(card)), fit, refused, count.format(count=len(refused)))

        self.say(line, "ok" if fit else "error")
        return True

    def _judge(self, h: tuple[int, int]) -> None:
        """Put the picker's anchor on ``h`` and show the engine's verdict (✓, or ✗ with every rule id)."""
        assert self.picker is not None
        self.picker = self.picker.at(h)
        move = self.picker.move()
        assert move is not None
        self.verdict = verdict = self.game.check(move)
        self.last_attempt, self.last_check = str(move), verdict.violations
        what = building_noun(self.picker.kind)
        if verdict.legal:
            self.say(lambda: _("✓ the {building} fits at {hex}: click it again to build.").format(
                building=what, hex=format_hex(h)), "ok")
        else:
            self.say(lambda: _("✗ the {building} does not fit at {hex}: {rules}").format(
                building=what, hex=format_hex(h), rules=violations_html(verdict.violations)), "error")

    def attempt(self, move: Move) -> bool:
        """Judge ``move`` and play it if it is legal; an illegal one shows its rule ids and changes nothing."""
        g = self.game
        verdict = g.check(move)
        self.last_attempt, self.last_check = str(move), verdict.violations
        if not verdict.legal:
            self.say(lambda: _("✗ {move}: {rules}. Nothing changed.").format(
                move=esc(move_label(move)), rules=violations_html(verdict.violations)), "error")
            return True
        who = g.names[g.current_index]
        g.play(move)
        self._played()
        label = self._seen_words(move)  # hot-seat: the screen is now the next player's (a kept hand stays secret)
        self.say(lambda: _("{player}: {move}.").format(player=esc(who), move=esc(label)) + " " + esc(self.prompt()),
                 "ok")
        return True

    def _seen_words(self, move: Move) -> str:
        """The move just played, in words, as the seat on screen may read it: another seat's kept hand is a count
        and its face-down final scoring card is not named (N-SET-17), any other move in full."""
        g = self.game
        seen = public_move(g.history[-1], self.seat_shown(), g.phase == "over")
        if isinstance(seen, HiddenMove) and isinstance(move, Keep):
            return ngettext("keeps {count} card", "keeps {count} cards", len(move.cards)).format(
                count=len(move.cards))
        if isinstance(seen, HiddenMove):
            return _("puts a final scoring card face down")
        return move_label(move)

    def bot_step(self) -> bool:
        """One move of the bot to act (False when a human is to act or the game is over)."""
        with self.lock, language(self.lang):
            if not self.bot_to_act:
                return False
            g = self.game
            who = g.current_index
            bot = self.seats[who]
            move = bot.choose(g)
            explain = getattr(bot, "explain", None)
            # Written before the move, shown after it: a bot explains only a move the seat on screen may read (its
            # reasons about a secret keep or a face-down card would tell what it is).
            reasons = explain(g, move) if callable(explain) else ""
            g.play(move)
            self._played()
            name = g.names[who]
            seen = public_move(g.history[-1], self.seat_shown(), g.phase == "over")
            self.thoughts = reasons if seen is move else ""
            shown = self._seen_words(move)  # a kept hand and a face-down card stay secret (N-SET-17)
            self.say(lambda: _("{player} (bot): {move}.").format(player=esc(name), move=esc(shown)) + " "
                     + esc(self.prompt()))
            return True

    def undo(self) -> bool:
        """Take back the last move, and the bots' moves after the last human one (so a human is to act again).

        Never a reveal (ND-109): with a bot at the table, an undo that would take back a move after which a human
        saw something hidden at the position it returns to (a card drawn, a display refilled, a card a bot
        played from its hand) is refused, naming that move; a what-if from there deals the hidden cards again."""
        with self.lock, language(self.lang):
            g = self.game
            if not g.history:
                self.say(lambda: _("Nothing to undo: the game is at the end of setup."), "error")
                return True
            count = self.undo_count()
            found = revealing(g, count, self.humans) if len(self.humans) < len(self.seats) else None
            if found is not None:
                entry = found.entry
                move = move_label(public_move(entry, self.seat_shown(), g.phase == "over"))
                seat = g.names[found.seat]
                self.say(lambda: _("Undo refused (ND-109): taking back {player}'s “{move}” would hide again cards "
                                   "that {seat} has seen.").format(player=esc(entry.player), move=esc(move),
                                                                   seat=esc(seat))
                         + " " + _("To try another move there, step back to it and press “What-if from here”: a "
                                   "what-if deals the hidden cards again."), "error")
                return True
            for _k in range(count):
                g.undo()
            self._played()
            self.revealed = None  # hot-seat: the screen is covered until the player to answer takes it again
            self.say(lambda: _("Undone.") + " " + esc(self.prompt()))
            return True

    def undo_count(self) -> int:
        """How many moves :meth:`undo` takes back: the last one, and the bots' before it down to a human's."""
        back = self.game.copy()
        count = 0
        while back.history:
            back.undo()
            count += 1
            if back.phase != "over" and self.is_human(back.current_index):
                break
        return count

    def _played(self) -> None:
        self.moves += 1
        self._clear()
        self.kept = ()
        if self.revealed is not None and self.game.current_index != self.revealed:
            self.revealed = None  # hot-seat: another seat answers now, the screen is covered

    def _clear(self) -> None:
        self.action, self.picker, self.verdict, self.animal = None, None, None, None
        self._targets = None


_BUILD_ORDER = ("kiosk", "pavilion", "enclosure-1", "enclosure-2", "enclosure-3", "enclosure-4", "enclosure-5",
                "petting-zoo", "reptile-house", "large-bird-aviary")


def _build_order(kind: str) -> int:
    return _BUILD_ORDER.index(kind) if kind in _BUILD_ORDER else len(_BUILD_ORDER)


def _where(msg: Mapping[str, Any]) -> tuple[int, int] | None:
    """The hex a board message points at: a map cell, a ✓ / ✗ mark, or a building or the ghost (its anchor)."""
    for key in ("hex", "target", "anchor"):
        if msg.get(key) is not None:
            return _hex(msg[key])
    return None


def _hex(value: Any) -> tuple[int, int] | None:
    try:
        return parse_hex(str(value))
    except (ValueError, TypeError):
        return None


def _int(value: Any) -> int | None:
    try:
        return int(value)
    except (TypeError, ValueError):
        return None
