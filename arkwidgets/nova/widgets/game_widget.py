"""``nova.GameWidget``: play Ark Nova in a notebook — a thin ipywidgets/anywidget shell over :class:`NovaSession`.

Every click, hover, key and button goes to the session; :meth:`GameWidget.refresh` copies what the session says
into the widgets. The widgets are built once and only their values change, so nothing flashes. The board is Ark's
generic anywidget board (:class:`arkwidgets.ui.board.Board`); keyboard access, the R key and hover come from
the shared :class:`arkwidgets.ui.keys.BoardKeys`; the language dropdown from :mod:`arkwidgets.ui.language`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import ipywidgets as W

from ...i18n import _, language
from ...markup import esc
from ...ui.board import Board
from ...ui.keys import VOLATILE as SHARED_VOLATILE
from ...ui.keys import BoardKeys
from ...ui.names import build_seats, default_name
from ...ui.shell import Shell, button, label
from ...ui.themes import get_theme
from ..bots import RandomBot
from ..game import Game
from .session import NovaSession

__all__ = ["GameWidget", "NovaKeys"]

POOL = 48  # a fixed pool of answer buttons, shown and hidden as needed (never rebuilt)
CLICKABLE = ("[data-hex],[data-target],[data-building],[data-ghost],[data-card],[data-action],[data-folder],"
             "[data-task],[data-project],[data-expand]")
#: What the board shows: the classroom board (the seat's own zoo large, ``nova.render(game, part="focus")``) or the
#: whole table (``nova.render(game)``).
VIEWS = ("focus", "table")
HOVERABLE = "[data-hex],[data-target],[data-building],[data-ghost]"
#: The data- attributes that say a board target's state, not which it is (the keyboard focus stays on a target
#: whose state changes): the shared ones, and ``used``, the action card selected (drawing/focus.py marks it).
VOLATILE = (*SHARED_VOLATILE, "used")


class NovaKeys(BoardKeys):
    """The shared keyboard/hover bridge with Ark Nova's classroom stylesheet."""

    _css = Path(__file__).parent / "static" / "nova.css"


def greedy_bot(seed: int | None) -> Any:
    """A :class:`~arkwidgets.nova.greedy.GreedyBot` (imported when first asked for: it is the larger module)."""
    from ..greedy import GreedyBot

    return GreedyBot(seed)


def search_bot(seed: int | None) -> Any:
    """A :class:`~arkwidgets.nova.search.SearchBot` (1 s a decision; imported when first asked for)."""
    from ..search import SearchBot

    return SearchBot(seed)


#: The bots a seat may be given by name; the first is the default.
BOTS: dict[str, Callable[[int | None], Any]] = {"random": RandomBot, "greedy": greedy_bot, "search": search_bot}


class GameWidget(Shell, W.VBox):
    """Play Ark Nova with the mouse or the keyboard.

    ``GameWidget(players=["You"], bots=1, seed=3)``: you against one bot (``RandomBot`` unless ``bot=`` gives an
    object with ``.choose(game)`` — and optionally ``.explain(game)`` — or ``"greedy"``/``"random"``, or a list of
    them; ``bot="greedy"`` is :class:`~arkwidgets.nova.greedy.GreedyBot`, which explains its moves); ``bots=0`` and one
    name: a solo game. ``map`` is the zoo map (``"A"``, ``"0"``, an advanced map ``"1"`` … ``"8"``, a list of one per
    player, or ``"advanced"``/``"advanced-pick"`` to choose one at setup); ``lang`` the widget's language (``"en"``,
    ``"zh"``, ``"fr"``; None: the process's); ``game=`` continues a game (the first ``len(players)`` seats are
    human). ``autoplay`` lets bots move on their own every ``pace`` seconds inside a kernel.

    The **Coach** toggle (off at first) shows, on a human seat's own turn, the coach's three best moves from that
    seat's view with their win chances and reasons (``docs/coach.md``); ``coach=False`` hides it, and the default
    (None) follows the classroom app's teacher's switch: ``arkwidgets app --coach`` offers it, without the option
    the app has no coach (``arkwidgets.voila.COACH_SWITCH``); in a notebook it is there.
    """

    def __init__(self, players: Sequence[str] | str | None = None, bots: int = 1, seed: int | None = None,
                 map: str | Sequence[str] = "A", lang: str | None = None, bot: Any = None, game: Game | None = None,
                 pace: float = 0.6, autoplay: bool = True, viewer: int | None = 0, theme: str = "auto",
                 view: str = "focus", coach: bool | None = None):
        defaults: dict[int, tuple[str, int]] = {}  # the seats named by the widget: their names follow its language
        with language(lang):
            if isinstance(players, str):
                players = [players]
            # a name, not a pronoun ("Player 1 wins", never "You wins"), as in Ark's widget
            humans = list(players) if players is not None else [default_name("player", 1)]
            if game is None:
                if players is None:
                    defaults[0] = ("player", 1)
                defaults.update({len(humans) + k: ("bot", k + 1) for k in range(bots)})
                names = humans + [default_name("bot", k + 1) for k in range(bots)]
                game = Game.new(names, seed=seed, map=map)
            seats = build_seats(len(game.names), range(min(len(humans), len(game.names))), bot, seed, BOTS)
        if view not in VIEWS:
            raise ValueError(f"view must be one of {', '.join(VIEWS)}, got {view!r}")
        theme_auto = theme in ("auto", None)
        if not theme_auto:
            get_theme(theme)  # refuses an unknown theme before anything is built
        self.session = NovaSession(game, seats, viewer, lang=lang, defaults=defaults,
                                   theme="light" if theme_auto else theme, autoplay=autoplay, view=view)
        self._start_shell(theme_auto, lang)

        self.banner = W.HTML()
        self.board = Board(on_click=self._on_board_click, targets=CLICKABLE)
        self.board.observe(self._on_page_theme, "page_theme")
        self.board_keys = NovaKeys(on_key=self._on_key, on_hover=self._on_hover, on_click=self._on_board_click,
                                  root=".nova-game-widget", clickable=CLICKABLE, handled=CLICKABLE,
                                  hoverable=HOVERABLE,
                                  letters=["r", "m", "escape"], volatile=VOLATILE)
        self.status = W.HTML()
        self.status.add_class("nova-status")
        self.x_tokens = W.ToggleButtons(options=[("0", 0), ("1", 1), ("2", 2), ("3", 3), ("4", 4), ("5", 5)],
                                        value=0, style={"button_width": "42px"})
        self.x_tokens.observe(self._on_x, "value")
        self.x_label = W.HTML()
        self.x_box = W.HBox([self.x_label, self.x_tokens])
        self.x_box.add_class("nova-x")
        self.offer_buttons = [button() for _k in range(POOL)]
        self._offer_keys = [""] * POOL
        for k, b in enumerate(self.offer_buttons):
            b.add_class("nova-offer")
            b.on_click(lambda _b, k=k: self._press(self._offer_keys[k]))
        self.offers = W.HBox(self.offer_buttons, layout=W.Layout(flex_flow="row wrap"))
        self.offers.add_class("nova-offers")
        # Cancel (a card or a building chosen) sits in the row of Undo, not among the answers: a selection adds no
        # row to the dock, so on a portrait tablet (the dock under the board) the board keeps its size (issue 24)
        self.cancel = button()
        self.cancel.add_class("nova-cancel")
        self.cancel.on_click(lambda _b: self._press("cancel"))
        self.undo = button()
        self.undo.on_click(lambda _b: self._act(lambda c: c.undo()))
        self.reveal = button("primary")  # hot-seat: the next player takes the screen
        self.reveal.on_click(lambda _b: self._act(lambda c: c.reveal()))
        self.bot_step_button = button()
        self.bot_step_button.on_click(lambda _b: self.bot_step())
        self.whole = W.ToggleButton(value=view == "table", layout=W.Layout(width="auto"))
        self.whole.observe(self._on_whole, "value")
        self.autoplay = W.Checkbox(value=autoplay, indent=False, layout=W.Layout(width="auto"))
        self.autoplay.observe(self._on_autoplay, "value")
        self.pace = W.FloatSlider(value=pace, min=0.0, max=3.0, step=0.1, layout=W.Layout(width="100%"))
        self.coach_box = self._build_coach(coach)
        # the Coach toggle in the row of Undo and Whole table (its panel stays under the row): one row less in the
        # dock, so every control of a turn stays on a 1280×800 screen (test_nova_projector.py)
        self.coach_box.children = (self.coach_panel,)
        self.actions = W.HBox([self.reveal, self.cancel, self.undo, self.bot_step_button, self.whole,
                               self.coach_toggle], layout=W.Layout(flex_flow="row wrap"))
        self.tools = W.HBox([self.autoplay, self.pace, self.language], layout=W.Layout(flex_flow="row wrap"))
        self.scores = W.HTML()

        super().__init__()
        self.add_class("nova-game-widget")
        # the board beside everything else (board.css): the banner, the status line, the answers, the tools, the
        # step-through and the what-if in the dock, all on one screen
        self._lay_out_shell([self.banner, self.status, self.x_box, self.offers, self.actions, self.scores,
                             self.coach_box, self.tools, self.stepper, self.whatif_box, self.board_keys])
        self.dock = self.side
        self.dock.add_class("nova-dock")
        self.refresh()
        self._after_change()

    # ------------------------------------------------------------------------------------------ public API
    @property
    def offer_keys(self) -> tuple[str, ...]:
        """The key each of ``offer_buttons`` answers with, in order (``""`` for a hidden button): see :meth:`press`.
        Cancel is not among them: it has its own button, ``cancel``, beside Undo."""
        return tuple(self._offer_keys)

    def hover(self, hex: str) -> None:
        """Point at a hex (what moving the mouse over it does): the footprint there is judged."""
        self._on_hover({"hex": hex})

    def key(self, key: str) -> None:
        """Press a key on the board: ``"r"`` rotates, ``"m"`` turns over, ``"escape"`` cancels."""
        self._on_key(key)

    def press(self, key: str) -> None:
        """Press the answer button whose key is ``key`` (see ``widget.session.active.offers()``)."""
        self._press(key)

    # ------------------------------------------------------------------------------------------ handlers
    def _act(self, action: Any) -> Any:
        """Run a controller method on the controller a click acts on (see :meth:`Replay.act`)."""
        return self._run(self.session.act, action)

    def _press(self, key: str) -> None:
        if key:
            self.session.zoom = None
            self._act(lambda c: c.press(key))

    def _play_selected(self) -> None:
        if self.moves_list.value:
            self._press(f"play:{self.moves_list.value}")

    def _on_hover(self, msg: dict) -> None:
        """The pointer or the keyboard focus is on a hex: the footprint there is judged (not while stepping
        through: the past has nothing to judge)."""
        s = self.session
        with s.lock:
            if s.mode != "replay" and s.active.hover(msg):
                self.refresh()

    def _on_key(self, key: str) -> None:
        s = self.session
        with s.lock:
            if s.mode != "replay" and s.active.key(key):
                self.refresh()

    def _on_board_click(self, msg: Any) -> None:
        """A click on the board; a click on a player's row of the classroom board shows that seat's zoo large (a
        look, not a move: the game is untouched); any other click plays as usual, and the seat's own zoo comes
        back."""
        if isinstance(msg, dict) and msg.get("expand") is not None:
            s = self.session
            with s.lock:
                try:
                    seat = int(msg["expand"])
                except (TypeError, ValueError):
                    return
                if 0 <= seat < len(s.game.names):
                    s.zoom = None if seat == s.live.seat_shown() else seat
                self.refresh()
            return
        self.session.zoom = None
        super()._on_board_click(msg)

    def _on_whole(self, change: dict) -> None:
        """The "whole table" switch: the classroom board or the whole table (``nova.render(game)``)."""
        if not self._quiet:
            with self.session.lock:
                self.session.view = "table" if change["new"] else "focus"
                self.refresh()

    def _on_x(self, change: dict) -> None:
        if not self._quiet:
            self._act(lambda c: c.set_x(change["new"]))

    # ------------------------------------------------------------------------------------------ the view
    def _write_labels(self) -> None:
        """Every fixed label in the current language (the shell calls it once per language)."""
        label(self.undo, _("Undo"), _("Take back your last move (and the bots' moves after it)"))
        label(self.whole, _("Whole table"), _("Show every zoo and the whole board at once (small print)"))
        self.autoplay.description = _("Auto-play bots")
        self.x_label.value = "<b>{}</b>".format(esc(_("X tokens to spend:")))
        self.x_tokens.tooltips = [_("Spend {x} X tokens: +{x} strength").format(x=x) for x in range(6)]
        self.slider.description = _("Step")
        nav = [(_("|◀ Start"), _("The start of setup")), ("◀◀", _("One move back")), ("◀", _("One step back")),
               ("▶", _("One step forward")), ("▶▶", _("One move forward")), (_("Now ▶|"), _("Back to now"))]
        for b, (text, tip) in zip(self.nav_buttons, nav, strict=True):
            label(b, text, tip)
        self.moves_filter.placeholder = _("filter, e.g. build or 404")
        headings = [_("Legal moves of the player to act"), _("Checks of the last attempt"),
                    _("Event log (click an entry to jump there)"), _("State as your seat sees it")]
        for widget, text in zip(self.inside_headings, headings, strict=True):
            widget.value = f"<b>{esc(text)}</b>"

    def _refresh(self) -> None:
        s = self.session
        c = s.active
        banner = s.banner()
        kind = "nova-whatif" if s.mode == "whatif" else "nova-over" if c.game.phase == "over" else ""
        self.banner.value = f'<div class="nova-banner-text {kind}">{esc(banner)}</div>' if banner else ""
        text, status_kind = s.status()
        # Ark's status line style (board.css: a background and a bar per kind), shared rather than copied
        self.status.value = (f'<div class="ark-status-text ark-{status_kind} nova-status-text nova-{status_kind}" '
                             f'role="status">{text}</div>')
        live = s.mode != "replay"
        offers = c.offers() if live else []
        cancel = next((o for o in offers if o.key == "cancel"), None)
        offers = [o for o in offers if o.key != "cancel"]  # Cancel has its own button, beside Undo
        label(self.cancel, cancel.label if cancel else "")
        self.cancel.layout.display = "" if cancel else "none"
        for k, b in enumerate(self.offer_buttons):
            if k < len(offers):
                o = offers[k]
                self._offer_keys[k] = o.key
                label(b, o.label)
                b.button_style = o.style
                b.layout.display = ""
            else:  # hidden and emptied: a hidden button's words still reach the page (they could name a card)
                self._offer_keys[k] = ""
                label(b, "")
                b.button_style = ""
                b.layout.display = "none"
        deciding = live and c.mine and c.game.decision is not None and c.game.decision.kind == "action"
        self.x_box.layout.display = "" if deciding else "none"
        self.x_tokens.value = c.x
        self.undo.layout.display = "" if live and c.game.history else "none"
        if live and c.curtained:
            who = c.game.names[c.game.current_index]
            label(self.reveal, _("Show {player}'s hand").format(player=who), _("Hot-seat: the next player takes the "
                                                                               "screen"))
            self.reveal.layout.display = ""
        else:
            label(self.reveal, "")
            self.reveal.layout.display = "none"
        has_bots = any(x is not None for x in c.seats)
        self.bot_step_button.layout.display = "" if live and c.bot_to_act and not c.autoplay else "none"
        self.autoplay.layout.display = self.pace.layout.display = "" if has_bots and s.mode == "live" else "none"
        self.scores.value = self._scores_html() if c.game.phase == "over" and live else ""
        self._show_steps(len(s.timeline))
        self._refresh_coach()
        self._refresh_inside()
        self._show_board()

    def _scores_html(self) -> str:
        rows = "".join(f"<tr><td>{esc(sc.name)}</td><td>{sc.appeal}</td><td>{sc.cp}</td><td>{sc.vp}</td></tr>"
                       for sc in self.session.active.game.scores())
        head = "".join(f"<th>{esc(h)}</th>" for h in (_("Player"), _("Appeal"), _("Conservation"), _("Points")))
        return f'<table class="ark-scores"><tr>{head}</tr>{rows}</table>'
