"""Card faces and backs.

One compact landscape design (``CARD_W`` × ``CARD_H``) serves the ark's cabins, the display, the hands and a card
shown on its own (drawn larger by the viewBox), so a learner meets the same picture everywhere. Every feature a
rule reads is on it: climate as background *and* glyph (sun / snowflake), weight in a black disc, diet icon (leaf,
bone, both), type icon, "!" badge and ability name, and the diet and type spelled out in words. Food cards get a
thick brown frame and a "FOOD" band, so they stand out at a glance.

A card's face depends only on the card, the theme and the language, so its SVG text is built once per language and
cached (the language is part of every cache key); placing it costs a ``<g transform>`` around the cached text.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from functools import lru_cache

from ...i18n import _, get_language, pgettext
from ...ui.svg import esc, fit_size, num, text
from ..cards import Card
from . import icons
from .themes import ArkTheme

__all__ = [
    "CARD_W", "CARD_H", "local_name", "card_face", "card_back", "place_card", "place_back", "describe", "clear_caches",
]

CARD_W = 96
CARD_H = 60
_R = 5  # corner radius


def describe(card: Card) -> str:
    """The card's one-line description (``Card.describe``): the tooltip and screen-reader text."""
    return card.describe()


@lru_cache(maxsize=1024)
def local_name(card: Card, lang: str) -> str:
    """``card.local_name`` in ``lang`` (cached; the caller has set ``lang`` as current)."""
    return card.local_name


def _long_desc(card: Card) -> str:
    """The screen-reader text, in the current language; it also gives the card's names in the other languages."""
    local = card.local_name
    names = _(", ").join(dict.fromkeys(n for n in (card.name, card.name_zh, card.name_fr) if n and n != local))
    if card.kind == "food":
        parts = [_("{name} ({id}), food card").format(name=local, id=card.id)]
    else:
        parts = [_("{name} ({id}), animal card").format(name=local, id=card.id)]
    if names:
        parts.append(_("also called {names}").format(names=names))
    parts.append(_("climate {climate}, weight {weight}").format(
        climate=pgettext("climate", card.climate), weight=card.weight))
    if card.diet:
        parts.append(_("diet {diet}").format(diet=pgettext("diet", card.diet)))
    else:
        parts.append(_("no diet (food)"))
    parts.append(_("scores on the {type} scoring card").format(type=pgettext("type", card.type)))
    if card.ability:
        parts.append(_("special ability: {ability}").format(ability=pgettext("ability", card.ability)))
    return _("{sentence}.").format(sentence=_("; ").join(parts))


def _background(climate: str, th: ArkTheme) -> str:
    w, h, r = CARD_W, CARD_H, _R
    if climate == "hot":
        return f'<rect width="{w}" height="{h}" rx="{r}" fill="{th.hot}"/>'
    if climate == "cold":
        return f'<rect width="{w}" height="{h}" rx="{r}" fill="{th.cold}"/>'
    # any: split diagonally, yellow on the left, blue on the right
    return (
        f'<rect width="{w}" height="{h}" rx="{r}" fill="{th.hot}"/>'
        f'<path d="M{num(w * 0.62)} 0H{w - r}A{r} {r} 0 0 1 {w} {r}V{h - r}A{r} {r} 0 0 1 {w - r} {h}'
        f'H{num(w * 0.38)}Z" fill="{th.cold}"/>'
    )


def card_face(card: Card, th: ArkTheme) -> str:
    """The face of ``card`` at the origin, without title, in the current language."""
    return _face(card, th, get_language())


@lru_cache(maxsize=1024)
def _face(card: Card, th: ArkTheme, lang: str) -> str:
    """The face of ``card`` in ``lang`` (cached: cards are immutable; the caller has set ``lang`` as current)."""
    w, h = CARD_W, CARD_H
    food = card.kind == "food"
    parts = [_background(card.climate, th)]
    # weight: a black disc with the number
    parts.append(f'<circle cx="12" cy="12" r="9" fill="{th.weight_disc}"/>')
    parts.append(text(12, 16.2, str(card.weight), 12.5, th.weight_ink, "middle", True))
    x = 23
    if card.diet:
        parts.append(icons.diet_icon(card.diet, x, 4, 15, th))
        x += 17
    parts.append(icons.type_icon(card.type, x, 4, 15, th))
    if card.ability:
        parts.append(f'<circle cx="{x + 24}" cy="12" r="7" fill="{th.ability}" stroke="{th.card_stroke}" '
                     f'stroke-width="0.8"/>')
        parts.append(text(x + 24, 16.4, "!", 12.5, th.ability_ink, "middle", True))
    parts.append(icons.climate_glyph(card.climate, w - 12, 12, 6.5, th))
    parts.append(_name(card.local_name, w, th))
    frame = th.card_stroke_width * (3 if food else 1)
    if food:
        parts.append(  # a rounded band, its top corners squared by a second strip (two plain shapes)
            f'<rect y="44" width="{w}" height="{h - 44}" rx="{_R}" fill="{th.food_band}"/>'
            f'<rect y="44" width="{w}" height="{_R}" fill="{th.food_band}"/>'
        )
        band = pgettext("type", "food").upper()
        # inside the thick food frame (3 × the theme's stroke: 6 px in the contrast theme), not under it
        inset = max(4.0, frame + 1.0)
        spacing = 2 if len(band) <= 6 else 0  # a long word ("PROVISION") is not spaced, rather than written smaller
        size = fit_size(band, SMALL_TEXT, w - 2 * inset - spacing * len(band), bold=True)
        parts.append(text(w / 2, min(55.5, h - frame - 1.5), band, size, th.food_band_ink, "middle", True,
                          f' letter-spacing="{spacing}"'))
    elif card.ability:
        label = f"! {pgettext('ability', card.ability).upper()}"
        parts.append(f'<rect x="4" y="43" width="{w - 8}" height="15" rx="7.5" fill="{th.ability}"/>')
        # a long ability ("! DINOSAURE") in regular weight rather than smaller than the board's smallest text
        bold = fit_size(label, SMALL_TEXT, w - 10, True, minimum=6) >= SMALL_TEXT - 0.5
        size = fit_size(label, SMALL_TEXT, w - 10, bold, minimum=SMALL_TEXT - 1)
        parts.append(text(w / 2, 54.5, label, size, th.ability_ink, "middle", bold))
    else:
        parts.append(_words(card, w, th))
    stroke = th.food_border if food else th.card_stroke
    parts.append(
        f'<rect x="{num(frame / 2)}" y="{num(frame / 2)}" width="{num(w - frame)}" height="{num(h - frame)}" '
        f'rx="{_R}" fill="none" stroke="{stroke}" stroke-width="{num(frame)}"/>'
    )
    return "".join(parts)


#: The smallest text on a card face (and the size the bottom line aims at), in the card's own units: a card in
#: the classroom app's late-game ark is drawn at about 1.05 px a unit on a 1920×1080 projector (issue 24).
SMALL_TEXT = 12.2
#: Below this size a card's name takes two lines instead ("Chèvre des montagnes" stays readable): 13 units, so a
#: name reaches 14 px in the classroom's late-game ark at 1920×1080 (about 1.1 px a unit, issue 24).
_NAME_MIN = 13.0
#: A name on two lines: each at up to this size, the lines this far apart.
_TWO_LINES = 13.0
_LEADING = 13.0


def _words(card: Card, w: float, th: ArkTheme) -> str:
    """The bottom line of a plain animal: its diet and type in words ("herbivore · slow"); when both do not fit at
    :data:`SMALL_TEXT`, the type alone (the one a scoring card reads; the diet keeps its icon, and both stay in
    the card's title and description), so the line never shrinks below what a projector shows."""
    words = f"{pgettext('diet', card.diet or '')} · {pgettext('type', card.type)}"
    if fit_size(words, SMALL_TEXT, w - 6) < SMALL_TEXT:
        words = pgettext("type", card.type)
    return text(w / 2, 55, words, fit_size(words, SMALL_TEXT, w - 6, minimum=SMALL_TEXT - 1), th.card_ink, "middle")


def _name(name: str, w: float, th: ArkTheme) -> str:
    """The card's name, bold, centred under the icons: one line at up to 14.5 px, or, when that would shrink it
    below :data:`_NAME_MIN`, two lines split at the space nearest the middle (each at up to :data:`_TWO_LINES`)."""
    size = fit_size(name, 14.5, w - 6, bold=True)
    spaces = [k for k, ch in enumerate(name) if ch == " "]
    mark = ' class="ark-name"'  # a card's name, as the classroom test finds it (tests/browser/test_projector.py)
    if size >= _NAME_MIN or not spaces:
        return text(w / 2, 37, name, size, th.card_ink, "middle", True, mark)
    cut = min(spaces, key=lambda k: abs(k - len(name) / 2))
    first, second = name[:cut], name[cut + 1:]
    size = min(fit_size(first, _TWO_LINES, w - 6, bold=True), fit_size(second, _TWO_LINES, w - 6, bold=True))
    # one text, its second line a tspan (the space kept in it): the name reads whole, in every language the same
    # elements but the tspan
    line = text(w / 2, 29.5, first, size, th.card_ink, "middle", True, mark).removesuffix("</text>")
    return f'{line}<tspan x="{num(w / 2)}" dy="{num(_LEADING)}"> {esc(second)}</tspan></text>'


def card_back(th: ArkTheme) -> str:
    """The back of a card: the same for every card, so it gives nothing away."""
    return _back(th, get_language())


@lru_cache(maxsize=16)
def _back(th: ArkTheme, lang: str) -> str:
    w, h = CARD_W, CARD_H
    # TRANSLATORS: the game's name, printed large on the back of every card
    name = _("ARK")
    return (
        f'<rect width="{w}" height="{h}" rx="{_R}" fill="{th.back}" stroke="{th.card_stroke}" '
        f'stroke-width="{num(th.card_stroke_width)}"/>'
        f'<rect x="5" y="5" width="{w - 10}" height="{h - 10}" rx="3" fill="none" stroke="{th.back_ink}" '
        f'stroke-width="1" stroke-dasharray="3 2"/>'
        f'<path d="M14 40Q24 34 34 40T54 40T74 40T84 40" fill="none" stroke="{th.back_ink}" stroke-width="1.5"/>'
        + text(w / 2, 31, name, fit_size(name, 15, w - 20 - 3 * len(name), True), th.back_ink, "middle", True,
               ' letter-spacing="3"')
    )


def clear_caches() -> None:
    """Forget every drawn card face, back and titled card (the benchmark times a cold start; the tests draw afresh)."""
    for cached in (_face, _back, _titled):
        cached.cache_clear()


#: While an animation is built, card faces are written once into ``<defs>`` and referenced with ``<use>``:
#: a replayed game shows the same cards in every frame, and inlining them would make the file ten times larger.
#: A context variable (not a global flag) so that a render in another thread is never affected.
_SHARED_FACES: ContextVar[dict[str, str] | None] = ContextVar("ark_shared_faces", default=None)


@contextmanager
def shared_faces() -> Iterator[dict[str, str]]:
    """Within the block, faces are referenced; the dict collects id → ``<g id>`` definitions for ``<defs>``."""
    faces: dict[str, str] = {}
    token = _SHARED_FACES.set(faces)
    try:
        yield faces
    finally:
        _SHARED_FACES.reset(token)


@lru_cache(maxsize=4096)
def _titled(card: Card, th: ArkTheme, lang: str) -> str:
    """Title, description and face in ``lang`` (cached per language; the caller has set ``lang`` as current)."""
    return f"<title>{esc(card.describe())}</title><desc>{esc(_long_desc(card))}</desc>{_face(card, th, lang)}"


def _face_ref(card: Card, th: ArkTheme, faces: dict[str, str]) -> str:
    lang = get_language()
    # the language is in the id (except English, whose ids stay as they were): two animations in different
    # languages inlined in one notebook page must not pick up each other's faces
    ref = f"ark-face-{th.name}-{card.id}" if lang == "en" else f"ark-face-{th.name}-{lang}-{card.id}"
    if ref not in faces:
        faces[ref] = f'<g id="{esc(ref)}">{_face(card, th, lang)}</g>'
    return f'<title>{esc(card.describe())}</title><use xlink:href="#{esc(ref)}"/>'


def place_card(
    card: Card,
    x: float,
    y: float,
    th: ArkTheme,
    zone: str,
    extra_attrs: str = "",
    selected: bool = False,
) -> str:
    """A face-up card at (x, y) inside ``<g data-card data-zone>`` with its title and description."""
    mark = ""
    if selected:
        mark = (
            f'<rect x="-4" y="-4" width="{CARD_W + 8}" height="{CARD_H + 8}" rx="8" fill="none" '
            f'stroke="{th.selected}" stroke-width="3.5"/>'
        )
    cls = ' class="ark-selected"' if selected else ""
    faces = _SHARED_FACES.get()
    body = _titled(card, th, get_language()) if faces is None else _face_ref(card, th, faces)
    return (
        f'<g data-card="{esc(card.id)}" data-zone="{zone}"{extra_attrs}{cls} '
        f'transform="translate({num(x)} {num(y)})">{mark}{body}</g>'
    )


def place_back(x: float, y: float, th: ArkTheme, attrs: str = "", title: str | None = None) -> str:
    """A face-down card at (x, y); it carries no card id, so the SVG never leaks a hidden card."""
    if title is None:
        title = _("a face-down card")
    return (
        f'<g{attrs} transform="translate({num(x)} {num(y)})"><title>{esc(title)}</title>{card_back(th)}</g>'
    )
