"""The whole table of a game, as one player (``viewer``) or a spectator sees it.

Top to bottom: the phase banner (whose turn, the phase, the last move), the ark, the display / deck / rain /
reserve, the five scoring cards with every player's tokens, one row per player (name, colour, discs, pet, hand),
and the final score table once the game is over. Hidden information stays hidden *in the SVG text too*: face-down
cards carry no card id, title or description, so nobody can read another hand from the page source.
"""

from __future__ import annotations

from functools import lru_cache

from ...i18n import _, join_names, ngettext, pgettext
from ...ui.svg import esc, fit_size, num, text, text_width
from ..cards import TYPES, Card
from ..game import Game, Player
from ..moves import Move, Pet
from ..redact import SecretPet
from ..scoring import Scores
from ..state import COLORS, Phase
from ..words import tilt_text
from . import icons
from .arkboard import STACK, TIGHT_PITCH, ark_columns, ark_size, ark_size_of, ark_slots, coach_badge, draw_ark
from .cardfaces import CARD_H, CARD_W, SMALL_TEXT, place_back, place_card
from .options import Options
from .themes import PLAYER_COLORS, ArkTheme

__all__ = ["draw_table", "last_cabins", "phase_words", "public_move"]

M = 10  # outer margin
BANNER_H = 44
SCORE_W = 190
SCORE_GAP = 10
ROW_H = CARD_H + 30
HAND_X = 330
PET_DX = 182  # a player panel's pet and hand, from the panel's left edge
HAND_DX = HAND_X - M
BACK_STEP = 26
#: The smallest words the table writes (rule ids, labels, the legend), the cards' own smallest text (issue 24).
SMALL = SMALL_TEXT


def _fitted(label: str, width: float) -> str:
    """``label`` shortened with an ellipsis until it fits ``width`` at :data:`SMALL` (a long last move)."""
    if text_width(label, SMALL) <= width:
        return label
    while len(label) > 1 and text_width(label + "…", SMALL) > width:
        label = label[:-1]
    return label.rstrip() + "…"


def last_cabins(game: Game, moves: int = 1) -> frozenset[str]:
    """Cabins the last ``moves`` moves touched (placements, evictions, openings), from their events: with
    ``moves`` = the moves since a learner's last turn, every bot move they missed stays marked on the ark."""
    if moves <= 0:
        return frozenset()
    return frozenset(
        e.data["cabin"]
        for entry in game.history[-moves:]
        for e in entry.events
        if e.kind in ("place", "evict", "open") and isinstance(e.data.get("cabin"), str)
    )


#: Names that already say "you" in the three languages: the viewer's row then needs no "(you)" after them.
_YOU = frozenset({"you", "toi", "vous", "你", "您"})


def public_move(move: Move, over: bool) -> str:
    """A move's text as everyone at the table may read it: a pet stays a secret until the end (D-3)."""
    if isinstance(move, SecretPet) or (isinstance(move, Pet) and move.card is not None and not over):
        return _("pet (a card face down)")
    return str(move)


def _fmt(x: float) -> str:
    return str(int(x)) if float(x).is_integer() else f"{x:g}"


def _points(p: object) -> str:
    from fractions import Fraction

    if isinstance(p, Fraction):
        whole, rest = divmod(p.numerator, p.denominator)
        return f"{whole} {rest}/{p.denominator}" if whole else f"{rest}/{p.denominator}"
    return str(p)


def phase_words(game: Game, scores: Scores | None) -> str:
    """The banner's sentence: the phase and who acts."""
    who = game.names[game.current_index]
    phase = game.phase
    # the phase names are those of pgettext("phase", ...):
    # 出牌 / jeu, 宠物 / animaux domestiques, 最后一轮 / dernier tour
    if phase == Phase.PLAY:
        return _("Play — {player} to act: draw, or play 1–2 cards").format(player=who)
    if phase == Phase.PETS:
        return _("Pets (R-1) — {player} may choose a pet").format(player=who)
    if phase == Phase.FINAL:
        return _("Final round (F) — {player} to act: play one card for a disc, or pass").format(player=who)
    assert scores is not None
    best = _points(max(line.total for line in scores.lines))
    if len(scores.winners) == 1:
        return _("Game over — {player} wins with {points} points").format(player=scores.winners[0], points=best)
    return _("Game over — {players} share the win with {points} points").format(
        players=join_names(list(scores.winners)), points=best)


def _panel(x: float, y: float, w: float, h: float, th: ArkTheme, label: str = "", stroke: str = "",
           width: float = 1.0) -> str:
    out = (
        f'<rect x="{num(x)}" y="{num(y)}" width="{num(w)}" height="{num(h)}" rx="8" fill="{th.panel}" '
        f'stroke="{stroke or th.panel_stroke}" stroke-width="{num(width * th.line_width)}"/>'
    )
    if label:
        size = fit_size(label, 12.5, w - 20 - 0.5 * len(label), True, minimum=SMALL)
        out += text(x + 10, y + 16, label, size, th.muted, "start", True, ' letter-spacing="0.5"')
    return out


def _banner(game: Game, width: float, th: ArkTheme, scores: Scores | None, viewer: int | None) -> str:
    color = PLAYER_COLORS[COLORS[game.current_index]]
    words = phase_words(game, scores)
    out = [
        f'<g data-zone="phase" data-phase="{game.phase}">'
        f'<rect x="{M}" y="{M}" width="{num(width - 2 * M)}" height="{BANNER_H - 6}" rx="8" fill="{th.banner}"/>'
    ]
    if game.phase != Phase.OVER:
        out.append(icons.token(M + 20, M + BANNER_H / 2 - 3, 8, color, th.banner_ink))
    out.append(text(M + 36, M + 24, words, fit_size(words, 15, width * 0.62, True), th.banner_ink, "start", True))
    if game.history:
        entry = game.history[-1]
        last = _("last move: {player} — {move}").format(
            player=entry.player, move=public_move(entry.move, game.phase == Phase.OVER))
        last = _fitted(last, width * 0.36)  # the whole move stays in the status line and the history
        out.append(text(width - M - 12, M + 18, last, SMALL, th.banner_ink, "end"))
    seen = _("spectator view") if viewer is None else _("seen by {player}").format(player=game.names[viewer])
    moves = len(game.history)
    info = " · ".join((
        seen,
        _("turn {turn}").format(turn=game.turn),
        ngettext("{count} move", "{count} moves", moves).format(count=moves),
        _("tilt {tilt}").format(tilt=f"{game.ark.tilt:+d}"),
    ))
    out.append(text(width - M - 12, M + 32, _fitted(info, width * 0.36), SMALL, th.banner_ink, "end"))
    out.append("</g>")
    return "".join(out)


#: The supply panels' widths: the display (three cards), the deck, the rain cards and the reserve.
DISPLAY_W = 3 * (CARD_W + 12) + 14
DECK_W = CARD_W + 66
RAIN_W = 160
RESERVE_W = 170
SUPPLY_H = CARD_H + 44


def _display_panel(game: Game, x: float, y: float, th: ArkTheme, opts: Options) -> str:
    """The three face-up cards to draw from."""
    out: list[str] = []
    # TRANSLATORS: the three face-up cards beside the deck (公开的卡 / cartes visibles)
    label = _("DISPLAY")  # (no calls inside f-strings: Babel would not extract them)
    out.append(f'<g data-zone="display-area">{_panel(x, y, DISPLAY_W, SUPPLY_H, th, label)}</g>')
    slot = _("slot {number}")
    for k, c in enumerate(game.display):
        cx = x + 12 + k * (CARD_W + 12)
        out.append(text(cx + CARD_W / 2, y + 32, slot.format(number=k + 1), SMALL, th.muted, "middle"))
        out.append(place_card(c, cx, y + 36, th, "display", f' data-slot="{k + 1}"', c.id == opts.selected))
        rank = opts.coach.get(f"display-{k + 1}")
        if rank is not None:  # the coach would draw this card: its rank beside the slot's words, above the card
            out.append(coach_badge(cx + CARD_W - 11, y + 24, rank, th, f"display-{k + 1}"))
    return "".join(out)


def _deck_panel(game: Game, x: float, y: float, th: ArkTheme) -> str:
    w = DECK_W
    n = game.deck_size
    out = [_panel(x, y, w, SUPPLY_H, th, _("DECK"))]
    out.append(place_back(x + 12, y + 36, th, ' data-zone="deck"',
                          ngettext("the deck: {count} card left", "the deck: {count} cards left", n).format(count=n)))
    out.append(text(x + 12 + CARD_W + 6, y + 62, str(n), 18, th.ink, "start", True))
    label = ngettext("card", "cards", n)
    out.append(text(x + 12 + CARD_W + 6, y + 78, label, fit_size(label, SMALL, w - CARD_W - 20, minimum=SMALL - 1),
                    th.muted))
    return "".join(out)


def _rain_panel(game: Game, x: float, y: float, th: ArkTheme) -> str:
    w = RAIN_W
    out = [
        f'<g data-zone="rain" data-rain="{game.rain_drawn}"><title>'
        + esc(_("Rain cards drawn: {count} of 5 (2nd: pets, R-1; 5th: final round, F-1)").format(
            count=game.rain_drawn))
        + "</title>"
        + _panel(x, y, w, SUPPLY_H, th, _("RAIN"))
    ]
    for k in range(5):
        out.append(icons.rain_drop(x + 12 + k * 26, y + 34, 22, k < game.rain_drawn, th))
    count = _("{count} of 5 drawn").format(count=game.rain_drawn)
    hint = _("2nd: pets · 5th: final")
    first, dot, second = hint.partition("·")
    # the two reminders on two lines in every language (the same elements), never shrunk
    lines = [(86.0, first.strip() + " ·"), (100.0, second.strip())] if dot else [(97.0, hint)]
    out.append(text(x + 12, y + (80 if len(lines) == 1 else 72), count, fit_size(count, 13, w - 20, True), th.ink,
                    "start", True))
    for dy, label in lines:
        out.append(text(x + 12, y + dy, label, fit_size(label, SMALL, w - 20, minimum=SMALL - 1), th.muted))
    out.append("</g>")
    return "".join(out)


def _reserve_panel(game: Game, x: float, y: float, th: ArkTheme) -> str:
    w = RESERVE_W
    n = game.reserve
    out = [_panel(x, y, w, SUPPLY_H, th, _("RESERVE"))]
    out.append(
        f'<g data-zone="reserve" data-discs="{n}"><title>'
        + esc(ngettext("{count} orange disc in the reserve", "{count} orange discs in the reserve", n).format(count=n))
        + f"</title>{icons.orange_disc(x + 24, y + 46, 11, th)}</g>"
    )
    label = ngettext("× {count} disc", "× {count} discs", n).format(count=n)
    out.append(text(x + 42, y + 51, label, fit_size(label, 13, w - 50, True), th.ink, "start", True))
    evicted = game.evicted
    if evicted:
        line = _("evicted: {cards}").format(cards=_(", ").join(c.local_name for c in evicted))
    else:
        line = _("evicted: none")
    if fit_size(line, SMALL, w - 20) < SMALL and evicted:  # the names on a line of their own
        out.append(text(x + 12, y + 80, _("evicted: {cards}").format(cards="").strip(), SMALL, th.muted))
        line = _(", ").join(c.local_name for c in evicted)
        out.append(text(x + 12, y + 96, _fitted(line, w - 20), SMALL, th.muted))
    else:
        out.append(text(x + 12, y + 80, line, SMALL, th.muted))
    return "".join(out)


def _supply_row(game: Game, y: float, th: ArkTheme, opts: Options) -> tuple[str, float]:
    """Display, deck, rain cards drawn, reserve and evicted animals, side by side."""
    x = M
    out = [_display_panel(game, x, y, th, opts)]
    x += DISPLAY_W + 10
    out.append(_deck_panel(game, x, y, th))
    x += DECK_W + 10
    out.append(_rain_panel(game, x, y, th))
    x += RAIN_W + 10
    out.append(_reserve_panel(game, x, y, th))
    return "".join(out), SUPPLY_H


def _pet_of_type(pet: Card | None, type_: str) -> bool:
    return pet is not None and pet.type == type_


def _scoring_h(game: Game) -> float:
    """The height of a scoring card's panel: a title and a line per player."""
    return 34 + len(game.names) * 18 + 6


def _scoring_card(game: Game, t: str, x: float, y: float, th: ArkTheme, w: float = SCORE_W) -> str:
    """One scoring card at (x, y): one token per plain token and a token on an orange disc per 1.5 stack."""
    names = game.names
    over = game.phase == Phase.OVER
    pets = [p.pet if over else None for p in game.players]
    h = _scoring_h(game)
    counts = game.tokens(t)
    word = pgettext("type", t)
    summary = _(", ").join(
        f"{name} {_fmt(p + 1.5 * s + (1 if _pet_of_type(pets[i], t) else 0))}"
        for i, (name, (p, s)) in enumerate(counts.items())
    )
    out = [
        f'<g data-type="{t}"><title>'
        + esc(_("The {type} scoring card: {tokens}").format(type=word, tokens=summary))
        + "</title>"
        + _panel(x, y, w, h, th)
        + icons.type_icon(t, x + 8, y + 6, 20, th)
        + text(x + 34, y + 22, word.upper(), fit_size(word.upper(), 13, w - 42 - len(word), True), th.ink,
               "start", True, ' letter-spacing="1"')
    ]
    for i, name in enumerate(names):
        plain, stacks = counts[name]
        pet = _pet_of_type(pets[i], t)
        color = PLAYER_COLORS[COLORS[i]]
        ry = y + 40 + i * 18
        out.append(text(x + 8, ry + 4, name, fit_size(name, SMALL, 58, minimum=SMALL - 1), th.ink))
        slots = plain + stacks + (1 if pet else 0)
        # the tokens from x + 72 to x + w - 44 at most (the total, right-aligned, keeps its room)
        step = 11.0 if slots <= 1 else max(4.0, min(11.0, (w - 116 - 3 * stacks) / (slots - 1)))
        tx: float = x + 72
        for _k in range(stacks):
            out.append(icons.stack(tx, ry, 4.6, color, th, f' data-token="stack" data-player="{i}"'))
            tx += step + 3
        for _k in range(plain):
            out.append(icons.token(tx, ry, 5, color, th.icon_ink, f' data-token="plain" data-player="{i}"'))
            tx += step
        if pet:  # E-1: the revealed pet adds one token at the end (not on the engine's scoring cards)
            out.append(
                f'<g data-token="pet" data-player="{i}"><title>'
                + esc(_("{player}'s pet, revealed: one more token").format(player=name))
                + f"</title>{icons.token(tx, ry, 5, color, th.icon_ink)}"
                f'<circle cx="{num(tx)}" cy="{ry}" r="7.5" fill="none" stroke="{th.ink}" stroke-width="1" '
                f'stroke-dasharray="2 1.5"/></g>'
            )
            tx += step + 3
        total = plain + 1.5 * stacks + (1 if pet else 0)
        out.append(text(x + w - 8, ry + 4, _fmt(total), 12.5, th.ink, "end", True))
    out.append("</g>")
    return "".join(out)


def _legend(game: Game, x: float, legend_y: float, th: ArkTheme, part: str = "all") -> tuple[str, float]:
    """The tokens' legend on one line from (x, baseline): its SVG and its width. ``part``: "tokens" (what a token
    counts) or "points" (what the tokens score) alone, for the wide table, which places the two halves apart."""
    start = x
    out = ['<g class="ark-legend">']
    if part == "points":
        last = _("most tokens 10 points, second 6, others 2 (E-2)")
        return f'<g class="ark-legend">{text(x, legend_y, last, SMALL, th.muted)}</g>', text_width(last, SMALL)
    out.append(icons.token(x + 5, legend_y - 4, 5, th.muted, th.icon_ink))
    english = "a token counts 1"
    label = _("a token counts 1")
    out.append(text(x + 14, legend_y, label, SMALL, th.muted))
    x += _advance(112, english, label)
    out.append(icons.stack(x + 5, legend_y - 4, 4.6, th.muted, th))
    english = "a token on an orange disc counts 1.5 (A-4, A-7)"
    label = _("a token on an orange disc counts 1.5 (A-4, A-7)")
    out.append(text(x + 16, legend_y, label, SMALL, th.muted))
    x += _advance(280, english, label)
    if game.phase == Phase.OVER:
        out.append(icons.token(x + 5, legend_y - 4, 5, th.muted, th.icon_ink))
        out.append(f'<circle cx="{num(x + 5)}" cy="{num(legend_y - 4)}" r="7.5" fill="none" stroke="{th.ink}" '
                   f'stroke-dasharray="2 1.5"/>')
        english = "revealed pet (E-1)"
        label = _("revealed pet (E-1)")
        out.append(text(x + 16, legend_y, label, SMALL, th.muted))
        x += _advance(130, english, label)
    if part == "tokens":
        out.append("</g>")
        return "".join(out), x - start - 14
    last = _("most tokens 10 points, second 6, others 2 (E-2)")
    out.append(text(x, legend_y, last, SMALL, th.muted))
    out.append("</g>")
    return "".join(out), x + text_width(last, SMALL) - start


#: The legend's lines in the wide table: one item a line, so it fits in the room beside your panel (issue 24).
LEGEND_LINE = 18


def _legend_lines(game: Game, x: float, y: float, th: ArkTheme) -> tuple[str, float, float]:
    """What a token counts, one item a line from (x, the first baseline ``y``): its SVG, width and height."""
    items = [(icons.token(x + 5, y - 4, 5, th.muted, th.icon_ink), 14, _("a token counts 1")),
             (icons.stack(x + 5, y - 4 + LEGEND_LINE, 4.6, th.muted, th), 16,
              _("a token on an orange disc counts 1.5 (A-4, A-7)"))]
    if game.phase == Phase.OVER:
        ry = y - 4 + 2 * LEGEND_LINE
        items.append((icons.token(x + 5, ry, 5, th.muted, th.icon_ink)
                      + f'<circle cx="{num(x + 5)}" cy="{num(ry)}" r="7.5" fill="none" stroke="{th.ink}" '
                        f'stroke-dasharray="2 1.5"/>', 16, _("revealed pet (E-1)")))
    out = ['<g class="ark-legend">']
    for k, (icon, dx, label) in enumerate(items):
        out.append(icon + text(x + dx, y + k * LEGEND_LINE, label, SMALL, th.muted))
    out.append("</g>")
    width = max(dx + text_width(label, SMALL) for _i, dx, label in items)
    return "".join(out), width, (len(items) - 1) * LEGEND_LINE + 16


def _scoring_row(game: Game, y: float, th: ArkTheme) -> tuple[str, float]:
    """The five scoring cards side by side, the legend under them."""
    h = _scoring_h(game)
    out = [_scoring_card(game, t, M + k * (SCORE_W + SCORE_GAP), y, th) for k, t in enumerate(TYPES)]
    legend, _w = _legend(game, M + 4, y + h + 14, th)
    out.append(legend)
    return "".join(out), h + 20


@lru_cache(maxsize=64)
def _advance(fixed: float, english: str, label: str) -> float:
    """How far the legend moves on after an item: its English step (``fixed`` at 10 px, drawn at :data:`SMALL`),
    plus what a longer translation needs."""
    return fixed * SMALL / 10 + max(0.0, text_width(label, SMALL) - text_width(english, SMALL))


#: Other players share a row two by two (a compact strip), so your own hand sits right under the ark (issue 15).
STRIP_COLUMNS = 2
STRIP_GAP = 8


def _player_row(game: Game, p: Player, x: float, y: float, w: float, th: ArkTheme, opts: Options) -> str:
    """One player's panel at (x, y), ``w`` wide: name and colour, action discs, pet and hand (face up for the viewer;
    backs for the others, closer together when the panel is narrow)."""
    out: list[str] = []
    over = game.phase == Phase.OVER
    color = PLAYER_COLORS[p.color]
    current = p.index == game.current_index and not over
    out.append(f'<g data-player-row="{p.index}">')
    out.append(_panel(x, y, w, ROW_H, th, "", color if current else "", 3 if current else 1))
    out.append(f'<rect x="{num(x)}" y="{num(y)}" width="8" height="{ROW_H}" rx="3" fill="{color}"/>')
    out.append(icons.token(x + 26, y + 20, 8, color, th.icon_ink))
    label = p.name
    if opts.viewer == p.index and p.name.casefold() not in _YOU:
        label = _("{player} (you)").format(player=p.name)  # "You (you)" says it twice
    out.append(text(x + 40, y + 25, label, fit_size(label, 15, 150, True), th.ink, "start", True))
    label = _("{color} tokens").format(color=pgettext("color", p.color))
    out.append(text(x + 40, y + 39, label, fit_size(label, SMALL, 150, minimum=SMALL - 1), th.muted))
    status = ""
    if current:
        status = "▶ " + _("to act")
    elif p.passed:
        status = _("passed (out)")
    if status:
        out.append(text(x + 20, y + 78, status, fit_size(status, 12.5, PET_DX - 34, True, minimum=SMALL),
                        th.current if current else th.muted, "start", True))
    # action discs
    shown = min(p.discs, 6)
    holds = ngettext("{player} holds {count} action disc", "{player} holds {count} action discs", p.discs)
    out.append(f'<g data-zone="discs" data-player="{p.index}" data-discs="{p.discs}"><title>'
               f"{esc(holds.format(player=p.name, count=p.discs))}</title>")
    for d in range(shown):
        out.append(icons.orange_disc(x + 26 + d * 9, y + 55, 7, th))
    label = ngettext("{count} disc", "{count} discs", p.discs).format(count=p.discs)
    size = fit_size(label, 12.5, PET_DX - 54 - shown * 9, True, minimum=SMALL)
    out.append(text(x + 40 + shown * 9, y + 59, label, size,
                    th.ink, "start", True))
    out.append("</g>")
    # pet
    px = x + PET_DX
    label = _("PET")
    pet_room = HAND_DX - PET_DX - 4  # up to the hand's label ("ANIMAL DOMESTIQUE" beside "MAIN (5)")
    bold = text_width(label, SMALL - 1, True) <= pet_room  # too long in bold even a little smaller: in regular weight
    out.append(text(px, y + 16, label, fit_size(label, SMALL, pet_room, bold, minimum=SMALL - 1), th.muted, "start",
                    bold))
    if p.pet is None:
        out.append(
            f'<rect x="{num(px)}" y="{num(y + 22)}" width="{CARD_W}" height="{CARD_H}" rx="5" fill="none" '
            f'stroke="{th.panel_stroke}" stroke-dasharray="4 3"/>'
            + text(px + CARD_W / 2, y + 56, _("no pet"), fit_size(_("no pet"), SMALL, CARD_W - 8), th.muted, "middle")
        )
    elif over or opts.viewer == p.index:  # the end reveals every pet; your own you always see (D-3)
        out.append(place_card(p.pet, px, y + 22, th, "pet", f' data-player="{p.index}"'))
    else:
        out.append(place_back(px, y + 22, th, f' data-zone="pet" data-player="{p.index}"',
                              _("{player}'s pet, face down until the end (D-3)").format(player=p.name)))
    # hand
    hx = x + HAND_DX
    n = len(p.hand)
    out.append(text(hx, y + 16, _("HAND ({count})").format(count=n), SMALL, th.muted, "start", True))
    if opts.viewer == p.index:
        for k, c in enumerate(p.hand):
            out.append(place_card(c, hx + k * (CARD_W + 6), y + 22, th, "hand", f' data-player="{p.index}"',
                                  c.id == opts.selected))
    else:
        room = x + w - 8 - hx - CARD_W  # the backs overlap more in a narrow panel, never past its edge
        step = BACK_STEP if n <= 1 else min(BACK_STEP, max(room, 0) / (n - 1))
        back = _("a card in {player}'s hand").format(player=p.name)
        for k in range(n):
            out.append(place_back(hx + k * step, y + 22, th, f' data-zone="hand" data-player="{p.index}"', back))
    out.append("</g>")
    return "".join(out)


def _your_row(game: Game, y: float, width: float, th: ArkTheme, opts: Options) -> tuple[str, float]:
    """The viewer's own panel, the whole width, right under the ark: the hand you play from (empty for a spectator)."""
    if opts.viewer is None:
        return "", 0
    return _player_row(game, game.players[opts.viewer], M, y, width - 2 * M, th, opts), ROW_H


def _others_strip(game: Game, y: float, width: float, th: ArkTheme, opts: Options) -> tuple[str, float]:
    """Every other player (everyone, for a spectator) in a compact strip, :data:`STRIP_COLUMNS` panels a row."""
    others = [p for p in game.players if p.index != opts.viewer]
    if not others:
        return "", 0
    cell = (width - 2 * M - (STRIP_COLUMNS - 1) * STRIP_GAP) / STRIP_COLUMNS
    out = []
    for k, p in enumerate(others):
        row, col = divmod(k, STRIP_COLUMNS)
        out.append(_player_row(game, p, M + col * (cell + STRIP_GAP), y + row * (ROW_H + STRIP_GAP), cell, th, opts))
    rows = -(-len(others) // STRIP_COLUMNS)
    return "".join(out), rows * (ROW_H + STRIP_GAP) - STRIP_GAP


def _score_table(game: Game, scores: Scores, y: float, th: ArkTheme, x: float = M) -> tuple[str, float]:
    """The final score table (E-1 … E-5): points (tokens) per scoring card, discs, total; winners marked."""
    lines = scores.lines
    col = 120
    w = 110 + col * len(lines)
    rows = [*TYPES, "discs", "total"]
    h = 30 + 20 * (len(rows) + 1) + 10
    out = ['<g data-zone="scores"><title>' + esc(_("Final scores")) + "</title>",
           _panel(x, y, w, h, th, _("FINAL SCORES (E-1 … E-5)"))]
    # the row names are the engine's words (its text score table uses the same): 重型 / lourd …, 行动标记 / disques
    names = {t: pgettext("type", t) for t in TYPES}
    names["discs"], names["total"] = _("discs"), _("total")
    tokens = _("{points}  ({count} tok.)")
    top = y + 44
    for j, line in enumerate(lines):
        cx = x + 110 + j * col + col / 2
        name = line.player + (" ★" if line.player in scores.winners else "")
        out.append(text(cx, top, name, 12.5, th.ink, "middle", True))
    for r, row in enumerate(rows):
        ry = top + 20 * (r + 1)
        if r % 2 == 0:
            out.append(f'<rect x="{num(x + 4)}" y="{num(ry - 14)}" width="{w - 8}" height="20" fill="{th.background}" '
                       f'fill-opacity="0.6"/>')
        size = fit_size(names[row], 12.5, 96, row == "total", minimum=SMALL)
        out.append(text(x + 12, ry, names[row], size, th.ink, "start", row == "total"))
        for j, line in enumerate(lines):
            cx = x + 110 + j * col + col / 2
            if row in TYPES:
                count, pts = line.cards[row]
                cell = tokens.format(points=_points(pts), count=_fmt(count))
            elif row == "discs":
                cell = str(line.discs)
            else:
                cell = _points(line.total)
            out.append(text(cx, ry, cell, 12.5, th.ink, "middle", row == "total"))
    out.append("</g>")
    return "".join(out), h


def draw_table(game: Game, opts: Options) -> tuple[list[tuple[str, str]], float, float, str]:
    """Layers, width, height and a one-line description of the table."""
    if opts.layout == "wide":
        return _draw_wide(game, opts)
    th = opts.theme
    aw, ah = ark_size(game.ark)
    longest_hand = max((len(p.hand) for p in game.players), default=0)
    viewer_hand = len(game.players[opts.viewer].hand) if opts.viewer is not None else 0
    hand_w = max(viewer_hand * (CARD_W + 6), longest_hand * BACK_STEP + CARD_W)
    width = max(aw + 2 * M, 5 * SCORE_W + 4 * SCORE_GAP + 2 * M, HAND_X + hand_w + 2 * M, 3 * 108 + 14 + 520 + 2 * M)
    over = game.phase == Phase.OVER
    scores = game.scores() if over else None
    layers: list[tuple[str, str]] = [("banner", _banner(game, width, th, scores, opts.viewer))]
    y: float = M + BANNER_H + 4
    last = last_cabins(game, opts.highlight_last)
    layers.append(("ark", draw_ark(game.ark, th, M, y, opts.targets, last, opts.preview, opts.selected,
                                       game.phase == Phase.FINAL, coach=opts.coach)))
    y += ah + 12
    yours, h = _your_row(game, y, width, th, opts)
    if h:
        layers.append(("you", yours))
        y += h + 12
    supply, h = _supply_row(game, y, th, opts)
    layers.append(("supply", supply))
    y += h + 12
    scoring, h = _scoring_row(game, y, th)
    layers.append(("scoring", scoring))
    y += h + 12
    others, h = _others_strip(game, y, width, th, opts)
    layers.append(("players", others))
    y += h + 12
    if scores is not None:
        table, h = _score_table(game, scores, y, th)
        layers.append(("scores", table))
        y += h + 12
    return layers, width, y, _description(game, scores)


def _description(game: Game, scores: Scores | None) -> str:
    return _("{phase}. Ark: {ark}. Tilt {tilt}. Rain {count} of 5.").format(
        phase=phase_words(game, scores), ark=game.ark, tilt=tilt_text(game.ark.tilt), count=game.rain_drawn)


# ------------------------------------------------------------------------------------------------ the wide table
#: The rooms a classroom app leaves the board beside its dock (px; measured in tests/browser/test_projector.py): a
#: 1920×1080 projector and a 1280×800 laptop. The wide table takes, among the arrangements that keep the projector's
#: smallest text at 12 px (PROJECTOR_SCALE), the one drawn largest on the laptop; when none does, the one drawn
#: largest in both at once (the product of its two scales), so neither screen pays alone (issue 24). The laptop's
#: room is 984 px wide since Ark's dock takes 250 px there (ark.css; 942 px beside the shell's 280 px dock).
WIDE_ROOMS = ((1574.0, 965.0), (984.0, 666.0))
PROJECTOR_SCALE = 12.1 / SMALL
#: The shapes (width ÷ height) the wide table keeps between: those of its rooms.
WIDE_ASPECT = (min(w / h for w, h in WIDE_ROOMS), max(w / h for w, h in WIDE_ROOMS))
GAP = 8
#: A scoring card in the wide table: two side by side no wider than the display beside the ark (issue 24).
WIDE_SCORE_W = 170
#: The narrowest panel of another player (name, discs, pet and the backs of the hand, overlapping).
OTHER_W = HAND_DX + CARD_W + BACK_STEP + 8

def _wide_blocks(game: Game, opts: Options, scores: Scores | None) -> list[tuple[str, float, float, object]]:
    """What the wide table places around the ark, in reading order: your own panel first (the hand you play
    from), the supply, the scoring cards and their legend, the other players, the final scores."""
    th = opts.theme
    blocks: list[tuple[str, float, float, object]] = []
    if opts.viewer is not None:
        me = game.players[opts.viewer]
        w = max(HAND_DX + len(me.hand) * (CARD_W + 6) + 8, OTHER_W)
        blocks.append(("you", w, ROW_H, lambda x, y, w=w: _player_row(game, me, x, y, w, th, opts)))
    blocks += [
        ("supply", DISPLAY_W, SUPPLY_H, lambda x, y: _display_panel(game, x, y, th, opts)),
        ("supply", DECK_W, SUPPLY_H, lambda x, y: _deck_panel(game, x, y, th)),
        ("supply", RAIN_W, SUPPLY_H, lambda x, y: _rain_panel(game, x, y, th)),
        ("supply", RESERVE_W, SUPPLY_H, lambda x, y: _reserve_panel(game, x, y, th)),
    ]
    sh = _scoring_h(game)
    for t in TYPES:
        blocks.append(("scoring", WIDE_SCORE_W, sh,
                       lambda x, y, t=t: _scoring_card(game, t, x, y, th, WIDE_SCORE_W)))
    _svg, lw, lh = _legend_lines(game, 0, 0, th)  # what a token counts, one item a line
    blocks.append(("scoring", lw + 8, lh + 6, lambda x, y: _legend_lines(game, x + 4, y + 15, th)[0]))
    _svg, lw = _legend(game, 0, 0, th, "points")
    blocks.append(("scoring", lw + 8, 22, lambda x, y: _legend(game, x + 4, y + 15, th, "points")[0]))
    for p in game.players:
        if p.index != opts.viewer:
            w = max(HAND_DX + CARD_W + max(len(p.hand) - 1, 0) * BACK_STEP + 8, OTHER_W)
            blocks.append(("players", w, ROW_H, lambda x, y, p=p, w=w: _player_row(game, p, x, y, w, th, opts)))
    if scores is not None:
        sw = 110 + 120 * len(scores.lines)
        _t, h = _score_table(game, scores, 0, th)
        blocks.append(("scores", sw, h, lambda x, y: _score_table(game, scores, y, th, x)[0]))
    return blocks


def _pack(blocks: tuple[tuple[float, float], ...], aw: float, ah: float, width: float
          ) -> tuple[list[tuple[int, float, float]], float]:
    """Shelf-pack the blocks beside the ark (x from ``aw``, while they fit above its foot), then under it across
    the whole ``width``: each block's (index, x, y) and the height used (below the banner)."""
    placed: list[tuple[int, float, float]] = []
    right = width - M
    # beside the ark
    x0 = M + aw + GAP
    shelf_y, shelf_h, cx = 0.0, 0.0, x0
    rest = []
    for k, (w, h) in enumerate(blocks):
        if x0 + w > right:
            rest.append(k)
            continue
        if cx + w > right:  # a new shelf
            if shelf_y + shelf_h + GAP + h > ah:
                rest.append(k)
                continue
            shelf_y, shelf_h, cx = shelf_y + shelf_h + GAP, 0.0, x0
        elif shelf_y + h > ah:
            rest.append(k)
            continue
        placed.append((k, cx, shelf_y))
        cx += w + GAP
        shelf_h = max(shelf_h, h)
    # under the ark
    y = ah + GAP
    shelf_h, cx = 0.0, float(M)
    for k in rest:
        w, h = blocks[k]
        if cx + w > right and cx > M:
            y, shelf_h, cx = y + shelf_h + GAP, 0.0, float(M)
        placed.append((k, cx, y))
        cx += w + GAP
        shelf_h = max(shelf_h, h)
    bottom = max(ah, y + shelf_h) if rest else ah
    return placed, bottom


@lru_cache(maxsize=256)
def _arrange(sizes: tuple[tuple[float, float], ...], columns: int, slots: int, top: float
             ) -> tuple[tuple[tuple[int, float, float], ...], float, float, int]:
    """Where the blocks of these ``sizes`` go around an ark of ``columns`` columns and cabins of ``slots`` slots (in
    one, two or three bands):
    the arrangement drawn largest in the rooms of :data:`WIDE_ROOMS` (as it says). Each block's
    (index, x, y below ``top``), the width, the height, the columns a band holds. (Cached: a click that changes
    only the verdicts keeps the shape.)"""
    widest = max(w for w, _h in sizes)
    best: tuple[tuple[bool, float], float, list[tuple[int, float, float]], float, int] | None = None
    for bands in range(1, min(3, columns) + 1):  # a long ark in one band, or wrapped in two or three
        most = -(-columns // bands)
        aw, ah = ark_size_of(columns, most, slots, STACK, TIGHT_PITCH)
        start = int(max(aw, widest) + 2 * M)
        for trial in range(start, int(aw + 2 * M + sum(w for w, _h in sizes)) + 40, 10):
            placed, used = _pack(sizes, aw, ah, trial)
            height = top + used + M
            projector, laptop = (min(rw / trial, rh / height) for rw, rh in WIDE_ROOMS)  # the board's scales
            fill = (True, laptop) if projector >= PROJECTOR_SCALE else (False, projector * laptop)
            if best is None or fill[0] > best[0][0] or (fill[0] == best[0][0] and fill[1] > best[0][1] + 1e-9):
                best = (fill, trial, placed, height, most)
            if trial > WIDE_ASPECT[1] * height:  # wider only loses from here
                break
    assert best is not None
    _fill, width, placed, height, most = best
    return tuple(placed), width, height, most


def _draw_wide(game: Game, opts: Options) -> tuple[list[tuple[str, str]], float, float, str]:
    """The table for a screen (the classroom app): the ark at the left, the other panels beside it and under it,
    in the width drawn largest in the rooms of :data:`WIDE_ROOMS` — so a board fitted to the room beside the dock is
    drawn as large as it can be (issue 24: the ark uses the screen, card names ≥ 14 px at 1920×1080)."""
    th = opts.theme
    over = game.phase == Phase.OVER
    scores = game.scores() if over else None
    blocks = _wide_blocks(game, opts, scores)
    top = M + BANNER_H + 4
    slots = ark_slots(game.ark)  # cabins as tall as the fullest needs: one free slot, at most three (P-1)
    sizes = tuple((w, h) for _n, w, h, _d in blocks)
    placed, width, height, most = _arrange(sizes, ark_columns(game.ark), slots, top)
    layers: list[tuple[str, str]] = [("banner", _banner(game, width, th, scores, opts.viewer))]
    last = last_cabins(game, opts.highlight_last)
    layers.append(("ark", draw_ark(game.ark, th, M, top, opts.targets, last, opts.preview, opts.selected,
                                       game.phase == Phase.FINAL, most, slots, STACK, TIGHT_PITCH,
                                       coach=opts.coach)))
    parts: dict[str, list[str]] = {}
    for k, x, y in placed:
        name, _w, _h, draw = blocks[k]
        parts.setdefault(name, []).append(draw(x, top + y))  # type: ignore[operator]
    layers += [(name, "".join(svg)) for name, svg in parts.items()]
    return layers, width, height, _description(game, scores)
