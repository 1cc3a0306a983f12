"""``GameWidget``: play Ark in a notebook, step through the game, try what-ifs, look inside the engine.

A thin view over :class:`~arkwidgets.ark.widgets.controller.Session`: every click and button goes to the session, and
:meth:`GameWidget.refresh` copies what the session says into the widgets. The widgets are built once; each step only
changes trait values (the board's SVG, texts, which buttons show), so nothing flashes or is rebuilt.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import ipywidgets as W

from ...i18n import _, language
from ...markup import esc
from ...ui.board import Board
from ...ui.keys import BoardKeys
from ...ui.names import build_seats, default_name
from ...ui.shell import Shell, button, label
from ..bots import GreedyBot, RandomBot, SearchBot
from ..game import Game
from .common import BOARD_TARGETS, show_choice_buttons
from .play import PlayController
from .session import Session

__all__ = ["BOTS", "ArkKeys", "GameWidget"]

_CHOICES = 24  # a fixed pool of choice buttons, shown and hidden as needed

#: What Tab walks on the board (each answers Enter/Space as a click): cabins and new-cabin places, the viewer's hand,
#: the display, the deck, a face-up pet and any choice drawn on the board.
KEYBOARD_TARGETS = ('[data-cabin],[data-zone="hand"][data-card],[data-zone="display"][data-card],[data-zone="deck"],'
                    '[data-zone="pet"][data-card],[data-choice]')
#: The widget's sizes: "auto" (classroom size in Voila, notebook size elsewhere), "classroom", "notebook".
SIZES = ("auto", "classroom", "notebook")
#: The data- attributes of a board target that say its state, not which it is (a cabin keeps the keyboard focus
#: when its verdict goes after the card is placed, or a new cabin's place its disc count).
VOLATILE = ["verdict", "rules", "new", "discs", "rain"]


class ArkKeys(BoardKeys):
    """The shared keyboard/hover bridge carrying Ark's own stylesheet (cabins, the rain notices, the sandbox hand):
    the kernel's board.css knows no Ark fact."""

    _css = Path(__file__).parent / "static" / "ark.css"

#: What each button does: the controller method it calls (``GameWidget.act(name, *args)``).
ACTIONS: dict[str, Callable[..., bool]] = {
    "end_turn": PlayController.end_turn, "cancel": PlayController.cancel, "undo": PlayController.undo,
    "pass_turn": PlayController.pass_turn, "pet": PlayController.pet, "reveal": PlayController.reveal,
    "choose": PlayController.choose, "play": PlayController.play, "draw": PlayController.draw,
}
#: The bots a seat may be given by name (``bot="greedy"``); the first is the default.
BOTS: dict[str, Callable[[int | None], Any]] = {"random": RandomBot, "greedy": GreedyBot, "search": SearchBot}


class GameWidget(Shell, W.VBox):
    """Play a game of Ark with the mouse.

    ``GameWidget(players=["You"], bots=2)``: you against two bots (``RandomBot`` unless ``bot=`` gives one object
    with ``.choose(game)``, or a list of them). ``players=["Ann", "Ben", "Cy"], bots=0``: hot-seat. ``game=``
    continues a game: seats named in ``players`` are played by hand, the others by bots (if no name matches,
    seat ``viewer`` is yours). ``pace`` is the seconds between bot moves when auto-play is on. ``lang`` is the
    widget's language (``"en"``, ``"zh"``, ``"fr"``; None: the process's, see ``ark.set_language``); the dropdown
    in the widget switches it live, and so does setting :attr:`lang`.

    ``theme`` is the board's colours: ``"light"``, ``"dark"``, ``"contrast"``, or ``"auto"`` (the default): the
    notebook's theme (JupyterLab Dark draws the board dark; elsewhere the browser's colour-scheme and contrast
    preferences), light until a browser shows the widget. ``size`` is ``"auto"`` (the classroom size in Voila,
    notebook size elsewhere), ``"classroom"`` (status and controls at 18–20 px) or ``"notebook"``. Either way the
    board is sized to the screen, with the status line and the actions docked beside it (under it on a narrow or
    portrait screen), and every clickable part of the board is reachable with Tab and played with Enter or Space.

    The **Coach** toggle (off at first) shows, on a human seat's own turn, the coach's three best moves from that
    seat's view with their win chances and reasons (``docs/coach.md``); ``coach=False`` hides it, and the default
    (None) follows the classroom app's teacher's switch: ``arkwidgets app --coach`` offers it, without the option
    the app has no coach (``arkwidgets.voila.COACH_SWITCH``); in a notebook it is there.
    """

    def __init__(
        self,
        game: Game | None = None,
        players: Sequence[str] | None = None,
        bots: int = 2,
        seed: int | None = None,
        bot: Any = None,
        pace: float = 0.6,
        viewer: int | None = 0,
        theme: str = "auto",
        autoplay: bool = True,
        lang: str | None = None,
        size: str = "auto",
        coach: bool | None = None,
    ):
        if size not in SIZES:
            raise ValueError(f"size must be one of {', '.join(SIZES)}, got {size!r}")
        theme_auto, theme = theme in ("auto", None), theme if theme not in ("auto", None) else "light"
        defaults: dict[int, tuple[str, int]] = {}  # the seats named by the widget: their names follow its language
        with language(lang):  # the default names are those of the widget's language ("Player 1", "玩家 1", …)
            you = default_name("player", 1)  # a name, not a pronoun: "Player 1 wins" in every language
            if isinstance(players, str):
                players = [players]
            if game is None:
                if players is None:
                    defaults[0] = ("player", 1)
                players = list(players) if players is not None else [you]
                for k in range(bots):
                    defaults[len(players) + k] = ("bot", k + 1)
                names = list(players) + [default_name("bot", k + 1) for k in range(bots)]
                game = Game.new(names, seed=seed)
                humans = list(range(len(players)))
            else:
                if not isinstance(game, Game):
                    raise TypeError(f"game must be an ark.Game, not {type(game).__name__}")
                players = list(players) if players is not None else ["You", you]
                humans = [i for i, n in enumerate(game.names) if n in players] or [viewer or 0]
        if viewer is not None and viewer not in humans:
            viewer = humans[0] if humans else None
        seats = build_seats(len(game.names), humans, bot, seed, BOTS)
        self.session = Session(game, seats, viewer=viewer, theme=theme, lang=lang, autoplay=autoplay,
                               defaults=defaults)
        self._start_shell(theme_auto, lang)

        # ---- the board and what is around it
        self.banner = W.HTML()
        self.board = Board(on_click=self._on_board_click, targets=BOARD_TARGETS)
        self.status = W.HTML()
        self.status.add_class("ark-status")
        self.choice_buttons = [button() for _ in range(_CHOICES)]
        for k, b in enumerate(self.choice_buttons):
            b.on_click(lambda _b, k=k: self.act("choose", k))
            b.layout.display = "none"
            b.add_class("ark-choice")
        self.choice_box = W.HBox(self.choice_buttons, layout=W.Layout(flex_flow="row wrap"))

        self.end_turn = button("primary")
        self.cancel = button()
        self.no_pet = button()
        self.pass_button = button()
        self.reveal = button()
        self.undo = button()
        self.bot_step_button = button()
        self.autoplay = W.ToggleButton(value=autoplay, layout=W.Layout(width="auto"))
        self.pace = W.FloatSlider(value=pace, min=0.0, max=3.0, step=0.1, readout_format=".1f",
                                  continuous_update=False, layout=W.Layout(width="260px"))
        self.end_turn.on_click(lambda _b: self.act("end_turn"))
        self.cancel.on_click(lambda _b: self.act("cancel"))
        self.no_pet.on_click(lambda _b: self.act("pet", None))
        self.pass_button.on_click(lambda _b: self.act("pass_turn"))
        self.reveal.on_click(lambda _b: self.act("reveal"))
        self.undo.on_click(lambda _b: self.act("undo"))
        self.bot_step_button.on_click(lambda _b: self.bot_step())
        self.autoplay.observe(self._on_autoplay, "value")
        self._make_rematch()
        self.controls = W.HBox([self.end_turn, self.cancel, self.no_pet, self.pass_button, self.reveal, self.undo,
                                self.bot_step_button, self.rematch], layout=W.Layout(flex_flow="row wrap"))
        self.controls.add_class("ark-controls")  # ark.css keeps its row's height while it is empty
        self.tools = W.HBox([self.autoplay, self.pace, self.language], layout=W.Layout(flex_flow="row wrap"))
        self.scores = W.HTML()
        self.coach_box = self._build_coach(coach)

        super().__init__()
        self._lay_out(size)
        self.refresh()
        self._after_change()

    def _lay_out(self, size: str) -> None:
        self.board.observe(self._on_page_theme, "page_theme")
        self.keyboard = ArkKeys(root=".ark-game-widget", clickable=KEYBOARD_TARGETS, handled=BOARD_TARGETS,
                                volatile=VOLATILE)
        # The board on the left, sized to the screen; the banner, the status line, the choices, the actions, the
        # step-through and the what-if docked beside it (board.css; under it on a narrow screen); the engine below.
        self.add_class("ark-game-widget")
        for half in (self.controls, self.coach_box, self.tools, self.stepper, self.whatif_box):
            half.add_class("ark-dock-half")  # two a row in the dock under the board (ark.css)
        self._lay_out_shell([self.banner, self.status, self.choice_box, self.controls, self.scores,
                             self.coach_box, self.tools, self.stepper, self.whatif_box, self.keyboard], size)

    # ---------------------------------------------------------------------------------------- handlers
    def _make_rematch(self) -> None:
        self.rematch = button("success")  # shown once the game is over
        self.rematch.on_click(lambda _b: self._run(self.session.rematch))

    def act(self, name: str, *args: Any) -> None:
        """Do what a button does: ``act("end_turn")``, ``act("choose", 0)``, ``act("play", move)`` (one of
        :data:`ACTIONS`)."""
        action = ACTIONS.get(name)
        if action is None:
            raise ValueError(f"no button {name!r}; the buttons are {', '.join(ACTIONS)}")
        self._run(self.session.act, lambda c: action(c, *args))

    def _play_selected(self) -> None:
        move = self.moves_list.value
        if move:
            self.act("play", move)

    # ---------------------------------------------------------------------------------------- the view
    def _write_labels(self) -> None:
        """Every fixed label in the current language (the shell calls it once per language)."""
        label(self.end_turn, _("End turn"), _("Finish a one-card play (T-2)"))
        label(self.cancel, _("Cancel"), _("Forget the selected card and the cards placed this turn"))
        label(self.no_pet, _("No pet"), _("R-1: keep no pet"))
        label(self.pass_button, _("Pass"), _("F-2: stop playing for the rest of the final round"))
        label(self.reveal, _("Show my hand"), _("Hot-seat: the next player takes the screen"))
        label(self.undo, _("Undo"),
               _("Take back the card placed this turn, or your last move (and the bots' after it)"))
        label(self.rematch, _("New game / Rematch"), _("The same players and bots, a new deal"))
        self.autoplay.tooltip = _("Bots move on their own, one every “Pace” seconds")
        self.slider.description = _("Event")
        nav = [(_("|◀ Start"), _("The start of setup")), ("◀◀", _("One move back")), ("◀", _("One event back")),
               ("▶", _("One event forward")), ("▶▶", _("One move forward")),
               (_("Now ▶|"), _("Back to the game as it is now"))]
        for b, (text, tip) in zip(self.nav_buttons, nav, strict=False):
            label(b, text, tip)
        self.moves_filter.placeholder = _("filter, e.g. lion or draw")
        headings = [_("<b>Legal moves</b> for the player to act"), _("<b>Checks of the last attempt</b>"),
                    _("<b>Event log</b> (click an entry to jump there)"), _("<b>State</b> (hidden cards shown as ?)")]
        for widget, text in zip(self.inside_headings, headings, strict=False):
            widget.value = text

    def _refresh(self) -> None:
        s = self.session
        c = s.active
        banner = s.banner()
        kind = {"whatif": "ark-whatif", "over": "ark-over", "rain-final": "ark-rain-final", "replay": "ark-replay",
                "alert": "ark-rain-final ark-alert"}.get(s.banner_kind(), "")
        role = ' role="alert"' if s.banner_kind() == "alert" else ""
        self.banner.value = f'<div class="ark-banner-text {kind}"{role}>{esc(banner)}</div>' if banner else ""
        text, kind = s.status()
        self.status.value = f'<div class="ark-status-text ark-{kind}">{text}</div>'
        live = s.mode != "replay"
        show_choice_buttons(self.choice_buttons, c.choice_labels() if live else [])
        shown = c.buttons() if live else {}
        for key, b in (("end_turn", self.end_turn), ("cancel", self.cancel), ("no_pet", self.no_pet),
                       ("pass", self.pass_button), ("reveal", self.reveal), ("undo", self.undo),
                       ("bot_step", self.bot_step_button), ("rematch", self.rematch)):
            b.layout.display = "" if shown.get(key) else "none"
        if shown.get("reveal"):
            self.reveal.description = _("Show {player}'s hand").format(player=c.game.current_player.name)
        has_bots = any(x is not None for x in c.seats)
        self.autoplay.layout.display = "" if has_bots and s.mode == "live" and c.game.phase != "over" else "none"
        self.autoplay.description = _("Auto-play: on") if self.autoplay.value else _("Auto-play: off")
        self.pace.layout.display = self.autoplay.layout.display
        self.scores.value = c.scores_html() if s.mode != "replay" else ""
        self._show_steps(len(s.timeline))
        self._refresh_coach()
        self._refresh_inside()
        self._show_board()
