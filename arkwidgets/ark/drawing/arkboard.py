"""The ark: the bow card with the tilt track, the two halves of cabins, the new-cabin places, teaching overlays.

Geometry follows rules.md: cabins grow from the bow (left) toward the stern (right); the top half sits above the
centre line and the bottom half below it, so ``Tn`` is drawn straight above ``Bn`` (opposite), beside ``T(n±1)``
(next to) and corner to corner with ``B(n±1)`` (diagonal) — the three relations P-6 talks about can be seen.
The tilt track is vertical, +2 at the top: the disc moves toward the heavier half, as on the real bow card.

A long ark (late game) is wrapped into *bands* of at most ``MAX_COLUMNS`` columns, each band a strip of the same
hull with both halves, so the drawing stays readable at notebook width; the cabin ids say where each band resumes.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import lru_cache

from ...i18n import _, get_language
from ...ui import marks
from ...ui.svg import esc, fit_size, num, text, text_width
from ..cabins import Ark, ArkVerdict
from ..positions import cabin_id
from ..rulebook import titled, worded
from ..words import tilt_text
from .cardfaces import CARD_H, CARD_W, SMALL_TEXT, local_name, place_card
from .themes import ArkTheme

__all__ = ["draw_ark", "ark_columns", "ark_size", "ark_size_of", "ark_slots", "band_height", "cabin_height",
           "MAX_COLUMNS", "STACK", "TIGHT_PITCH", "clear_caches"]

PAD = 4
LABEL_H = 18
SLOT = CARD_H + 3
#: The step between two cards of a cabin in the compact ark (the classroom's wide table, issue 24): a card lies on
#: the one before it, which keeps its top in sight (weight, icons and name; its bottom line stays in its title), so
#: a full cabin of two is 17 units shorter than one of cards side by side (SLOT apart) and the board draws larger.
STACK = 45
CABIN_W = CARD_W + 2 * PAD
CABIN_H = LABEL_H + 3 * SLOT + PAD  # a cabin of three slots (P-1: a cabin holds at most three cards)
PITCH = CABIN_W + 8
#: The columns of the compact ark (the wide table): 2 units closer.
TIGHT_PITCH = CABIN_W + 6
KEEL = 14  # gap between the halves (the centre line)
BOW_W = 142
BAND_H = 2 * CABIN_H + KEEL + 16
BAND_GAP = 14
MAX_COLUMNS = 9
TRACK_STEP = 34
#: Where the bow's point ends (a share of its width): blunt enough that its words ("top − bottom") stay inside.
POINT = 0.3


def cabin_height(slots: int = 3, stack: int = SLOT) -> int:
    """A cabin drawn with room for ``slots`` cards (three in the notebook's table; the wide table draws as many as
    the fullest cabin holds, :func:`ark_slots`, so the ark is no taller than its cards need), ``stack`` apart (SLOT:
    side by side; :data:`STACK`: overlapping)."""
    return LABEL_H + SLOT + (slots - 1) * stack + PAD


def band_height(slots: int = 3, stack: int = SLOT) -> int:
    """A band of cabins (top half, keel, bottom half) of ``slots`` slots a cabin, their cards ``stack`` apart."""
    return 2 * cabin_height(slots, stack) + KEEL + 16


def ark_slots(ark: Ark) -> int:
    """The slots the wide table draws a cabin with: as many as the fullest cabin holds, at least two (the bow's tilt
    track needs that height) and at most three (P-1). A cabin without a free slot keeps its verdict's rule ids in
    its label row, as a full one does."""
    fullest = max((len(cabin) for half in ark.halves for cabin in half), default=0)
    return min(3, max(2, fullest))


def _layout(ark: Ark, most: int = MAX_COLUMNS) -> tuple[int, int]:
    """(bands, columns per band) for this ark, at most ``most`` columns a band; every half has its cabins plus one
    new-cabin place."""
    columns = max(len(ark.halves[0]), len(ark.halves[1])) + 1
    bands = -(-columns // most)
    return bands, -(-columns // bands)


def ark_columns(ark: Ark) -> int:
    """How many columns the ark draws: its longer half's cabins and the new-cabin place."""
    return max(len(ark.halves[0]), len(ark.halves[1])) + 1


def ark_size(ark: Ark, most: int = MAX_COLUMNS, slots: int = 3, stack: int = SLOT, pitch: int = PITCH
             ) -> tuple[int, int]:
    """Width and height of the drawn ark, at most ``most`` columns a band, ``slots`` a cabin, ``stack`` apart, its
    columns ``pitch`` apart."""
    return ark_size_of(ark_columns(ark), most, slots, stack, pitch)


def ark_size_of(columns: int, most: int = MAX_COLUMNS, slots: int = 3, stack: int = SLOT, pitch: int = PITCH
                ) -> tuple[int, int]:
    """Width and height of an ark of ``columns`` columns drawn at most ``most`` columns a band."""
    bands = -(-columns // most)
    per = -(-columns // bands)
    return BOW_W + per * pitch + 8, bands * band_height(slots, stack) + (bands - 1) * BAND_GAP


_fmt_tilt = tilt_text


def _bow(x: float, y: float, ark: Ark, th: ArkTheme, preview: int | None, band_h: float = BAND_H) -> str:
    """The bow card: a pointed hull end holding the tilt track −2 … +2 and the yellow disc."""
    top, bottom = y + 2, y + band_h - 2
    keel = y + band_h / 2
    w = BOW_W - 8
    out = [
        '<g data-zone="bow"><title>'
        + esc(_("The bow card: tilt {tilt} (top weight {top} − bottom weight {bottom}); P-3 keeps it within −2 … +2")
              .format(tilt=_fmt_tilt(ark.tilt), top=ark.weight(0), bottom=ark.weight(1)))
        + "</title>"
        f'<path d="M{num(x)} {num(keel)}L{num(x + w * POINT)} {num(top)}H{num(x + w)}V{num(bottom)}'
        f'H{num(x + w * POINT)}Z" fill="{th.hull}" stroke="{th.hull_stroke}" stroke-width="{num(2 * th.line_width)}" '
        f'stroke-linejoin="round"/>'
    ]
    cx = x + w * 0.66
    room = 2 * (x + w - cx) - 6  # centred on the track, within the bow card
    label = _("TILT")
    out.append(
        text(
            cx,
            top + 16,
            label,
            fit_size(label, 12.5, room - 1.5 * len(label) - 12, True, minimum=SMALL_TEXT),
            th.ink,
            "middle",
            True,
            ' letter-spacing="1.5"',
        )
    )
    label = _("top − bottom")
    out.append(text(cx, top + 31, label, fit_size(label, SMALL_TEXT, room + 2, minimum=SMALL_TEXT - 1), th.muted,
                    "middle"))
    track_top = keel - 2 * TRACK_STEP
    out.append(
        f'<rect x="{num(cx - 14)}" y="{num(track_top - 16)}" width="28" height="{4 * TRACK_STEP + 32}" rx="14" '
        f'fill="{th.tilt_track}" stroke="{th.hull_stroke}" stroke-width="{num(th.line_width)}"/>'
    )
    for t in range(2, -3, -1):
        cy = keel - t * TRACK_STEP
        out.append(
            f'<circle cx="{num(cx)}" cy="{num(cy)}" r="11" fill="none" stroke="{th.hull_stroke}" '
            f'stroke-width="1" stroke-dasharray="2 2"/>'
        )
        label = {2: "+2", 1: "+1", 0: "0", -1: "−1", -2: "−2"}[t]
        out.append(text(cx - 19, cy + 4.5, label, 12.5, th.ink, "end", True))
    if preview is not None and preview != ark.tilt:
        cy = keel - preview * TRACK_STEP
        out.append(
            f'<g class="ark-preview" data-preview="{preview}"><circle cx="{num(cx)}" cy="{num(cy)}" r="10" '
            f'fill="{th.tilt_disc}" fill-opacity="0.35" stroke="{th.ink}" stroke-width="1.5" '
            f'stroke-dasharray="3 2"/>'
            + text(cx + 17, cy + 4, f"→ {_fmt_tilt(preview)}", SMALL_TEXT, th.ink, "start", True)
            + "</g>"
        )
    cy = keel - ark.tilt * TRACK_STEP
    out.append(
        f'<g class="ark-tilt" data-tilt="{ark.tilt}"><circle cx="{num(cx)}" cy="{num(cy)}" r="10" '
        f'fill="{th.tilt_disc}" stroke="{th.ink}" stroke-width="1.5"/>'
        f'<circle cx="{num(cx)}" cy="{num(cy)}" r="3" fill="{th.ink}"/></g>'
    )
    for dy, label in ((22, _("top {weight}").format(weight=ark.weight(0))),
                      (8, _("bottom {weight}").format(weight=ark.weight(1)))):
        out.append(text(cx, bottom - dy, label, fit_size(label, SMALL_TEXT, room, minimum=SMALL_TEXT - 1), th.ink,
                        "middle"))
    out.append("</g>")
    return "".join(out)


def _rule_key(rule: str) -> tuple[str, int]:
    letter, _, number = rule.partition("-")
    return letter, int(number) if number.isdigit() else 0


#: The text of a verdict's pill on a cabin's free line: as wide as the cabin leaves (the pill's ends inside it), and
#: the smallest size its rule words take before the ids replace them.
PILL_W = CABIN_W - 10
WORDS_MIN = SMALL_TEXT - 0.6


def _rule_ids(rules: list[str], room: float) -> str:
    """The refused rules' ids that fit ``room`` at the board's smallest text, then "+n" for the rest."""
    for k in range(len(rules), 0, -1):
        label = " ".join(rules[:k]) + (f" +{len(rules) - k}" if k < len(rules) else "")
        if text_width(label, SMALL_TEXT, bold=True) <= room:
            return label
    return f"{rules[0]} +{len(rules) - 1}" if len(rules) > 1 else rules[0]


def _verdict_badge(
    x_right: float, y: float, verdict: ArkVerdict, th: ArkTheme, cid: str, inward: float, full: bool = False
) -> tuple[str, str]:
    """The ✓ + "→ +1" or ✗ + "P-4 P-6" badge in a cabin's label row, and the words for its title.

    When the text does not fit beside the cabin id at a readable size, it moves one line inward (``inward`` is
    +1 for a top cabin, whose label row is at its top, and −1 for a bottom cabin).
    """
    room = CABIN_W - 10 - text_width(cid, 12.5, bold=True) - 24
    if verdict.legal:
        color, size = th.legal, 12.5
        if verdict.tilt_after is not None:
            label = f"→ {_fmt_tilt(verdict.tilt_after)}"
            words = _("legal target, tilt after {tilt}").format(tilt=_fmt_tilt(verdict.tilt_after))
        else:
            label = _("legal")
            words = _("legal target")
    else:
        rules = sorted(dict.fromkeys(verdict.rules), key=_rule_key)
        color, size = th.illegal, SMALL_TEXT
        label = " ".join(worded(rule) for rule in rules)  # "P-5 food": words from the rulebook
        # (the words may shrink a little, to WORDS_MIN: "P-5 provision" is the longest in the three languages)
        if (full and text_width(label, size, bold=True) > room) or fit_size(label, size, PILL_W, True) < WORDS_MIN:
            # no room for the words at a readable size: the ids (their words in the title), as many as fit and
            # how many more (never smaller than the board's smallest text, issue 24)
            label = _rule_ids(rules, room if full else PILL_W)
            size = fit_size(label, SMALL_TEXT, room if full else PILL_W, bold=True, minimum=SMALL_TEXT - 1)
        words = _("illegal: {reasons}").format(reasons=_("; ").join(str(v) for v in verdict.violations))
    base = 12.5 if verdict.legal else SMALL_TEXT  # the size before it was fitted to the label row
    w = text_width(label, size, bold=True)
    # rule words take the pill on the free line (the same in every language); a full cabin has no free line, so
    # its rule ids stay in the label row rather than cover its top card
    if (w <= room) if verdict.legal else full:
        mx, ty, tx = x_right - w - 10, y, x_right
        anchor = "end"
    else:  # mark stays in the label row, the text takes the next line on a light pill
        mx, ty = x_right - 8, y + inward * 17
        size = fit_size(label, base, PILL_W, bold=True, minimum=WORDS_MIN)
        w = text_width(label, size, bold=True)
        tx = x_right
        anchor = "end"
    mark = marks.check_mark(mx, y, 7, color) if verdict.legal else marks.cross_mark(mx, y, 6.5, color)
    pill = ""
    if ty != y:
        pill = (
            f'<rect x="{num(tx - w - 4)}" y="{num(ty - 8)}" width="{num(w + 8)}" height="16" rx="4" '
            f'fill="{th.cabin}" stroke="{color}" stroke-width="1"/>'
        )
    badge = mark + pill + text(tx, ty + 4, label, size, color, anchor, True)
    if not verdict.legal:  # each rule id with its one-line summary, from the rulebook
        tip = "\n".join(titled(rule) for rule in sorted(dict.fromkeys(verdict.rules), key=_rule_key))
        badge = f'<g class="ark-rules"><title>{esc(tip)}</title>{badge}</g>'
    return badge, words


def _marks(verdict: ArkVerdict | None, last: bool, rank: int | None = None) -> str:
    """Machine-readable overlay state on a cabin group (for the widget and for tests)."""
    out = "" if rank is None else f' data-coach="{rank}"'
    if verdict is not None:
        out += f' data-verdict="{"legal" if verdict.legal else "illegal"}"'
        if not verdict.legal:
            out += f' data-rules="{" ".join(sorted(dict.fromkeys(verdict.rules), key=_rule_key))}"'
    if last:
        out += ' class="ark-last"'
    return out


def _cabin_frame(x: float, y: float, color: str, width: float, dash: str = "", double: bool = False,
                 ch: float = CABIN_H) -> str:
    d = f' stroke-dasharray="{dash}"' if dash else ""
    out = (
        f'<rect x="{num(x - 3)}" y="{num(y - 3)}" width="{CABIN_W + 6}" height="{num(ch + 6)}" rx="8" fill="none" '
        f'stroke="{color}" stroke-width="{num(width)}"{d}/>'
    )
    if double:
        out += (
            f'<rect x="{num(x - 8)}" y="{num(y - 8)}" width="{CABIN_W + 16}" height="{num(ch + 16)}" rx="11" '
            f'fill="none" stroke="{color}" stroke-width="{num(width * 0.6)}"/>'
        )
    return out


def _position_words(h: int, i: int) -> str:
    return _position_in(h, i, get_language())


@lru_cache(maxsize=512)
def _position_in(h: int, i: int, lang: str) -> str:
    """Where cabin (h, i) is, in ``lang`` (cached per language; the caller has set ``lang`` as current)."""
    other = cabin_id(1 - h, i)
    near = _(", ").join(cabin_id(h, j) for j in (i - 1, i + 1) if j >= 0)
    if h == 0:
        words = _("top half, cabin {number} from the bow; opposite {other}; next to {near}")
    else:
        words = _("bottom half, cabin {number} from the bow; opposite {other}; next to {near}")
    return words.format(number=i + 1, other=other, near=near)


def clear_caches() -> None:
    """Forget the cached position words (see :func:`arkwidgets.ark.drawing.clear_caches`)."""
    _position_in.cache_clear()


def draw_ark(
    ark: Ark,
    th: ArkTheme,
    x0: float = 0,
    y0: float = 0,
    targets: Mapping[str, ArkVerdict] | None = None,
    last: frozenset[str] = frozenset(),
    preview: int | None = None,
    selected: str | None = None,
    final: bool = False,
    most: int = MAX_COLUMNS,
    slots: int = 3,
    stack: int = SLOT,
    pitch: int = PITCH,
    coach: Mapping[str, int] | None = None,
) -> str:
    """The whole ark at (x0, y0) as SVG text (size: :func:`ark_size`). ``final``: the final round, where opening a
    cabin costs two discs (F-2 to play, P-7 for the cabin); ``most``: the columns a band holds at most; ``slots``:
    the cards a cabin is drawn with room for; ``stack``: how far apart its cards are (:data:`STACK`: each lies on
    the one before it, farther from the keel, whose top stays in sight); ``pitch``: how far apart its columns are;
    ``coach``: cabin id → the rank of the coach's move that plays there (a numbered diamond beside the cabin's
    id)."""
    bands, per = _layout(ark, most)
    ch, bh = cabin_height(slots, stack), band_height(slots, stack)
    targets = targets or {}
    coach = coach or {}
    out: list[str] = []
    hull_right = BOW_W + per * pitch
    lang = get_language()
    comma = _(", ")
    cabin_title = _("{cabin}: {cards} (weight {weight})")
    touched = _("{position}; touched by the last move")
    for b in range(bands):
        by = y0 + b * (bh + BAND_GAP)
        keel = by + bh / 2
        # the hull strip behind this band's cabins
        out.append(
            f'<rect x="{num(x0 + BOW_W - 14)}" y="{num(by + 2)}" width="{num(hull_right - BOW_W + 14)}" '
            f'height="{num(bh - 4)}" rx="18" fill="{th.hull}" stroke="{th.hull_stroke}" '
            f'stroke-width="{num(2 * th.line_width)}"/>'
            f'<path d="M{num(x0 + BOW_W - 6)} {num(keel)}H{num(x0 + hull_right - 4)}" stroke="{th.hull_stroke}" '
            f'stroke-width="{num(2 * th.line_width)}" stroke-dasharray="8 4"/>'
        )
        if b == 0:
            out.append(_bow(x0, by, ark, th, preview, bh))
        else:
            out.append(text(x0 + BOW_W - 22, keel + 4, "…", 18, th.ink, "end", True))
        for h in (0, 1):
            cabins = ark.halves[h]
            for col in range(per):
                i = b * per + col
                if i > len(cabins):
                    break
                cid = cabin_id(h, i)
                cx = x0 + BOW_W + col * pitch
                cy = by + 8 if h == 0 else keel + KEEL / 2
                if h == 0:
                    cy = keel - KEEL / 2 - ch
                verdict = targets.get(cid)
                badge, words = ("", "")
                label_y = cy + LABEL_H / 2 + 1 if h == 0 else cy + ch - LABEL_H / 2 - 1
                if verdict is not None:
                    badge, words = _verdict_badge(cx + CABIN_W - 5, label_y, verdict, th, cid, 1 if h == 0 else -1,
                                                  i < len(cabins) and len(cabins[i]) >= slots)
                rank = coach.get(cid)
                coached = _coach_beside_id(cid, cx, label_y, rank, th)
                if i == len(cabins):
                    out.append(_new_cabin(cid, h, i, cx, cy, label_y, th, badge, words, verdict, final, ch, rank))
                    continue
                cards = cabins[i]
                weight = sum(c.weight for c in cards)
                title = cabin_title.format(
                    cabin=cid, cards=comma.join([local_name(c, lang) for c in cards]), weight=weight
                )
                desc = _position_words(h, i)
                if words:
                    title += f" — {words}"
                if cid in last:
                    desc = touched.format(position=desc)
                if rank is not None:
                    title += " — " + _("the coach's move {rank}").format(rank=rank)
                out.append(
                    f'<g data-cabin="{cid}"{_marks(verdict, cid in last, rank)}><title>{esc(title)}</title>'
                    f"<desc>{esc(desc)}</desc>"
                    f'<rect x="{num(cx)}" y="{num(cy)}" width="{CABIN_W}" height="{num(ch)}" rx="6" fill="{th.cabin}" '
                    f'stroke="{th.cabin_stroke}" stroke-width="{num(th.line_width)}"/>'
                )
                out.append(text(cx + 6, label_y + 4.5, cid, 12.5, th.ink, "start", True))
                # the card farther from the keel first, so that a card stacked on it leaves its top in sight
                order = range(len(cards) - 1, -1, -1) if h == 0 and stack < SLOT else range(len(cards))
                for k in order:
                    c = cards[k]
                    ky = cy + ch - PAD - SLOT + 3 - k * stack if h == 0 else cy + PAD + k * stack
                    out.append(place_card(c, cx + PAD, ky, th, "ark", selected=c.id == selected))
                if cid in last:
                    out.append(_cabin_frame(cx, cy, th.last, 2.5, double=True, ch=ch))
                out.append(_verdict_marks(cx, cy, th, verdict, badge, ch) + coached)
                out.append("</g>")
    return "".join(out)


def _new_cabin(
    cid: str,
    h: int,
    i: int,
    cx: float,
    cy: float,
    label_y: float,
    th: ArkTheme,
    badge: str,
    words: str,
    verdict: ArkVerdict | None,
    final: bool = False,
    ch: float = CABIN_H,
    rank: int | None = None,
) -> str:
    """The dashed place where a half can open its next cabin (P-7, D-1); in the final round it costs two discs.
    ``rank``: the coach's move that opens this cabin, if one does."""
    title = (
        _("{cabin}: place to open a new cabin (final round: a disc to play, F-2, and one for the cabin, P-7)")
        if final
        else _("{cabin}: place to open a new cabin (P-7: costs an action disc)")
    ).format(cabin=cid)
    if words:
        title += f" — {words}"
    if rank is not None:
        title += " — " + _("the coach's move {rank}").format(rank=rank)
    out = [
        f'<g data-cabin="{cid}" data-new="1"{_marks(verdict, False, rank)}><title>{esc(title)}</title>'
        f"<desc>{esc(_position_words(h, i))}</desc>"
        f'<rect x="{num(cx)}" y="{num(cy)}" width="{CABIN_W}" height="{num(ch)}" rx="6" fill="{th.cabin}" '
        f'fill-opacity="0.35" stroke="{th.new_cabin_stroke}" stroke-width="{num(1.5 * th.line_width)}" '
        f'stroke-dasharray="6 4"/>',
        # the ink, not the muted grey: these words sit on the hull seen through the place (AA in every theme)
        text(cx + 6, label_y + 4.5, cid, 12.5, th.ink, "start", True),
    ]
    cost = _("(2 discs)") if final else _("(1 disc)")
    for dy, label, size in ((-2, _("new cabin"), 12.5), (13, cost, SMALL_TEXT)):
        out.append(text(cx + CABIN_W / 2, cy + ch / 2 + dy, label,
                        fit_size(label, size, CABIN_W - 10, minimum=SMALL_TEXT), th.ink,
                        "middle"))
    out.append(_verdict_marks(cx, cy, th, verdict, badge, ch) + _coach_beside_id(cid, cx, label_y, rank, th))
    out.append("</g>")
    return "".join(out)


#: The size of the coach's rank (board units): the cabin ids' size, above every floor of the classroom board.
COACH_TEXT = 12.5


def coach_badge(x: float, y: float, rank: int, th: ArkTheme, place: str) -> str:
    """The coach's ``rank`` in its diamond centred at (x, y) (:func:`arkwidgets.ui.marks.coach_mark`), at
    ``place`` (a cabin id, ``display-2``: what tests and the widget find it by)."""
    return marks.coach_mark(x, y, 11, rank, place, th, COACH_TEXT)


def _coach_beside_id(cid: str, cx: float, label_y: float, rank: int | None, th: ArkTheme) -> str:
    """The coach's mark just after a cabin's id in its label row, so it never covers a verdict's badge, which sits
    at the row's other end."""
    if rank is None:
        return ""
    return coach_badge(cx + 6 + text_width(cid, 12.5, bold=True) + 14, label_y, rank, th, cid)


def _verdict_marks(cx: float, cy: float, th: ArkTheme, verdict: ArkVerdict | None, badge: str,
                   ch: float = CABIN_H) -> str:
    """A teaching overlay's frame (solid for a legal target, dashed for an illegal one) and its ✓/✗ badge."""
    if verdict is None:
        return ""
    color = th.legal if verdict.legal else th.illegal
    return _cabin_frame(cx, cy, color, 3.5, "" if verdict.legal else "7 4", ch=ch) + badge
