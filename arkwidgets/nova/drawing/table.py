"""The whole Ark Nova table for 1–4 players, as one seat sees it (``Game.view(seat)``) or as a spectator.

Top to bottom: the banner (phase, turn, who answers, the question when the viewer answers, the last move), the board
row (tracks, association board, display), the projects with the deck and discard pile, then one area per player
(two per row). Everything about the players and the table is read from the seat view, so hidden cards cannot leak
into the drawing: the viewer's own hand and final scoring cards are the only private things drawn face up.
"""

from __future__ import annotations

from typing import Any

from ...i18n import _, ngettext, pgettext
from ...ui.svg import fit_size, num, text
from ..buildings import Building
from ..game import Game
from ..moves import Keep
from ..state import Support, ZooAnimal
from ..words import card_name
from ..zoomap import load_map
from . import glyphs
from .association import (
    association_size,
    display_size,
    draw_association,
    draw_display,
    draw_projects,
    projects_size,
)
from .cardfaces import CARD_H, place_back
from .options import Options, judge_ghost, judge_targets
from .palette import seat_color
from .player import PANEL_W, draw_player, panel_size
from .tracks import draw_tracks, tracks_size
from .zoo import Zoo

__all__ = ["PARTS", "draw_part", "draw_table", "phase_word", "zoo_of"]

#: The pieces of the table that ``render(game, part=...)`` draws alone ("focus": the classroom board, .focus).
PARTS = ("table", "tracks", "association", "display", "projects", "focus")

M = 10
BANNER_H = 40
WIDTH = 2 * PANEL_W + 3 * M


def phase_word(phase: str) -> str:
    words = {"setup": _("setup"), "play": pgettext("game phase", "play"), "final": _("final turns"),
             "over": _("game over")}
    return words.get(phase, phase)


def zoo_of(public: dict[str, Any], seat: int) -> Zoo:
    """A drawable zoo from a player's public fields (a seat view's, or ``PlayerState.to_dict()``)."""
    return Zoo(
        zoomap=load_map(public["map_id"]), seat=seat, name=public["name"],
        buildings=tuple(Building.from_dict(b) for b in public["buildings"]),
        animals=tuple(ZooAnimal.from_dict(a) for a in public["animals"]),
        edge_tokens=tuple(public["edge_tokens"]), partner_zoos=tuple(public["partner_zoos"]),
        universities=tuple(public["universities"]), workers_lying=public["workers_lying"],
        build_ii="build" in public["upgraded"])


def _banner(game: Game, view: Any, opts: Options, names: tuple[str, ...]) -> str:
    th = opts.pal
    answering = game.current_index
    color = seat_color(opts.pal, answering)
    parts = [phase_word(game.phase)]
    if game.phase != "over":
        parts.append(_("turn {turn}").format(turn=view.table["turn"] + 1))
        parts.append(_("{player} to answer").format(player=names[answering]))
    words = " — ".join(parts)
    out = [(f'<g data-zone="phase" data-phase="{game.phase}">'
           f'<rect x="{M}" y="{M}" width="{WIDTH - 2 * M}" height="{BANNER_H - 6}" rx="8" fill="{th.banner}"/>'),
           glyphs.marker(M + 18, M + 17, 8, color, answering, opts.pal),
           text(M + 34, M + 22, words, fit_size(words, 14, WIDTH * 0.4, True), th.banner_ink, "start", True)]
    if opts.viewer is not None and view.question is not None:  # only the seat that answers sees its question
        # (it may name its own cards, like the 8 dealt at setup); a spectator never does
        q = game.question
        out.append(text(M + WIDTH * 0.42, M + 22, q, fit_size(q, 10, WIDTH * 0.3), th.banner_ink))
    if game.history:
        entry = game.history[-1]
        move = str(entry.move)
        if isinstance(entry.move, Keep) and game.phase != "over":
            move = _("keep (hidden)")
        last = _("last move: {player} — {move}").format(player=entry.player, move=move)
        out.append(text(WIDTH - M - 10, M + 15, last, fit_size(last, 9, WIDTH * 0.25), th.banner_ink, "end"))
    seen = _("spectator view") if opts.viewer is None else _("seen by {player}").format(player=names[opts.viewer])
    out.append(text(WIDTH - M - 10, M + 28, seen, 9, th.banner_ink, "end"))
    return "".join(out) + "</g>"


def _piles(view: Any, x: float, y: float, opts: Options) -> str:
    th = opts.pal
    discard = view.table["discard"]
    deck_tip = glyphs.title(ngettext("deck: {count} card", "deck: {count} cards", view.deck_size).format(
        count=view.deck_size))
    discard_tip = glyphs.title(ngettext("discard pile: {count} card", "discard pile: {count} cards",
                                        len(discard)).format(count=len(discard)))
    deck_label = _("Deck {count}").format(count=view.deck_size)
    discard_label = _("Discard {count}").format(count=len(discard))
    out = [f'<g data-zone="deck" data-count="{view.deck_size}">{deck_tip}',
           place_back(x, y + 20, opts.pal, "deck-back", "", 60, 84),
           text(x + 30, y + 14, deck_label, fit_size(deck_label, 9, 60, True), th.ink, "middle", True), "</g>",
           f'<g data-zone="discard" data-count="{len(discard)}">'
           f'{discard_tip}'
           f'<rect x="{num(x + 70)}" y="{num(y + 20)}" width="60" height="84" rx="5" fill="none" stroke="{th.muted}" '
           f'stroke-dasharray="4 3"/>'
           + text(x + 100, y + 14, discard_label, fit_size(discard_label, 9, 60, True), th.ink, "middle", True)]
    if discard:
        top = card_name(discard[-1])
        out.append(text(x + 100, y + 66, top, fit_size(top, 12, 54, True), th.ink, "middle", True))
    out.append("</g>")
    return "".join(out)


def _scores(game: Game, x: float, y: float, opts: Options) -> tuple[str, float]:
    th = opts.pal
    rows = game.scores()
    out = [(f'<g data-zone="scores"><rect x="{num(x)}" y="{num(y)}" width="{WIDTH - 2 * M}" '
           f'height="{num(24 + 16 * len(rows))}" rx="8" fill="{th.panel}" stroke="{th.panel_stroke}"/>'),
           text(x + 10, y + 16, _("Final score: victory points = appeal − the appeal your conservation still needs"),
                10, th.ink, "start", True)]
    for i, s in enumerate(rows):
        line = _("{rank}. {player}: {vp} VP (appeal {appeal}, CP {cp})").format(
            rank=i + 1, player=s.name, vp=s.vp, appeal=s.appeal, cp=s.cp)
        out.append(text(x + 20, y + 32 + 16 * i, line, 10, th.ink, "start", i == 0))
    return "".join(out) + "</g>", 24 + 16 * len(rows) + M


def draw_table(game: Game, opts: Options) -> tuple[list[tuple[str, str]], float, float, str]:
    pal = opts.pal
    view = game.view(opts.viewer if opts.viewer is not None else 0)
    names = tuple(p.public["name"] for p in view.players)
    table = view.table
    seats = [(p.seat, p.public) for p in view.players]
    active = opts.viewer if opts.viewer is not None else game.current_index
    zoos = {seat: zoo_of(public, seat) for seat, public in seats}
    ghost = judge_ghost(opts.ghost, zoos[active]) if opts.ghost is not None else None
    targets = judge_targets(opts.targets, zoos[active]) if opts.targets is not None else None

    y: float = M + BANNER_H
    board = [draw_tracks(M, y, seats, table["tiles"], table["break_len"], table["break_pos"], table["solo_left"], pal)]
    ax = M + tracks_size()[0] + M
    board.append(draw_association([(s, tuple(p["workers_on"])) for s, p in seats], table["offer_partner_zoos"],
                                  table["offer_universities"], table["donations"], table["donations_covered"], ax, y,
                                  pal))
    dx = ax + association_size()[0] + M
    face_down = game.phase == "setup"
    board.append(draw_display(table["display"], face_down, dx, y, pal, opts.selected))
    y += max(tracks_size()[1], association_size()[1], display_size()[1]) + M
    supports = tuple(Support.from_dict(s) for s in table["supports"])
    projects = list(table["base_projects"]) + list(table["project_row"])
    board.append(draw_projects(table["base_projects"], table["project_row"], supports, names, M, y, pal))
    px = M + projects_size(len(projects))[0] + M
    board.append(_piles(view, px, y, opts))
    y += CARD_H + 24 + M
    score_layer = ""
    if game.phase == "over":
        score_layer, used = _scores(game, M, y, opts)
        y += used
    players = []
    n = len(seats)
    for row in range((n + 1) // 2):
        heights = []
        for col in range(2):
            i = row * 2 + col
            if i >= n:
                continue
            seat, public = seats[i]
            pv = view.players[seat]
            mine = opts.viewer == seat
            g = ghost if seat == active else None
            t = targets if seat == active else None
            pr = opts.preview if seat == active else None
            players.append(draw_player(
                seat, public, zoos[seat], M + col * (PANEL_W + M), y, pal, hand=pv.hand if mine else None,
                hand_size=pv.hand_size, finals=pv.final_cards if mine else None, finals_count=pv.final_cards_count,
                current=seat == game.current_index and game.phase != "over", viewer=mine, targets=t, ghost=g,
                preview=pr, selected=opts.selected))
            heights.append(panel_size(g, pr is not None)[1])
        y += max(heights) + M
    desc = _("Ark Nova, {phase}: {players}").format(
        phase=phase_word(game.phase),
        players="; ".join(_("{player} appeal {appeal}, CP {cp}, reputation {rep}, money {money}").format(
            player=p["name"], appeal=p["appeal"], cp=p["cp"], rep=p["reputation"], money=p["money"])
            for _s, p in seats))
    layers = [("banner", _banner(game, view, opts, names)), ("board", "".join(board)), ("scores", score_layer),
              ("players", "".join(players))]
    return layers, WIDTH, y, desc


def draw_part(game: Game, opts: Options, part: str) -> tuple[list[tuple[str, str]], float, float, str]:
    """One piece of the table on its own (the same drawing as in the table), from the same seat view."""
    pal = opts.pal
    view = game.view(opts.viewer if opts.viewer is not None else 0)
    table = view.table
    seats = [(p.seat, p.public) for p in view.players]
    names = tuple(p.public["name"] for p in view.players)
    if part == "tracks":
        (w, h), layer = tracks_size(), draw_tracks(M, M, seats, table["tiles"], table["break_len"],
                                                    table["break_pos"], table["solo_left"], pal)
        desc = _("The tracks: appeal, conservation, reputation and break")
    elif part == "association":
        (w, h), layer = association_size(), draw_association(
            [(s, tuple(p["workers_on"])) for s, p in seats], table["offer_partner_zoos"],
            table["offer_universities"], table["donations"], table["donations_covered"], M, M, pal)
        desc = _("The association board")
    elif part == "display":
        (w, h), layer = display_size(), draw_display(table["display"], game.phase == "setup", M, M, pal,
                                                     opts.selected)
        desc = _("The display, folders 1 to 6")
    else:
        supports = tuple(Support.from_dict(s) for s in table["supports"])
        count = len(table["base_projects"]) + len(table["project_row"])
        (w, h), layer = projects_size(count), draw_projects(table["base_projects"], table["project_row"], supports,
                                                            names, M, M, pal)
        desc = _("The conservation projects")
    return [(part, layer)], w + 2 * M, h + 2 * M, desc
