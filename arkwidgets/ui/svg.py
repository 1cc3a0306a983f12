"""Low-level SVG text helpers and the document shell.

Why two ways of writing SVG: the document shell (root ``<svg>``, ``<title>``/``<desc>``, ``<style>``, the layer
groups) is built with svgwrite, the project's chosen SVG library, so the root carries correct namespaces and
attributes. The hundreds of repeated shapes inside (cards, tokens, cabins) are written as text fragments, most of
them cached per card and theme: building one svgwrite element costs ~10 µs, and a late-game table holds over a
thousand shapes, which would put a render far above the 20 ms budget. Layers are filled in by replacing each empty
placeholder group that svgwrite wrote with the fragment text.

Nothing here creates automatic ids: output depends only on the input, so it is byte-for-byte reproducible.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from functools import lru_cache
from pathlib import Path

from ..extras import svgwrite  # without it: MissingExtra naming the 'render' extra
from ..markup import esc

__all__ = ["FONT", "FONTS", "esc", "num", "text", "document", "text_width", "fit_size", "write_svgs", "write_png_of",
           "golden_main"]

#: Generic fallbacks last, including CJK-capable ones: no web fonts, nothing to download.
FONT = "'DejaVu Sans', 'Noto Sans', 'Noto Sans CJK SC', 'Segoe UI', Arial, 'Microsoft YaHei', sans-serif"

#: Chinese text starts with the common CJK system fonts (Linux, macOS, Windows), so every glyph comes from one font
#: even in renderers that take only the first installed family and do no per-glyph fallback (cairosvg).
FONTS = {
    "zh": "'Noto Sans CJK SC', 'Source Han Sans SC', 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', "
          "'WenQuanYi Micro Hei', 'DejaVu Sans', 'Segoe UI', Arial, sans-serif",
}

def num(x: float) -> str:
    """A coordinate as short, stable text: ``3`` not ``3.0``, at most two decimals."""
    if x.__class__ is int:
        return str(x)
    r = round(x, 2)
    i = int(r)
    return str(i) if i == r else repr(r)


#: Advance widths (em) measured on DejaVu Sans, the boards' first font (fontTools, the averages of each class):
#: capitals are wider than the lower case, and bold capitals widest (bold A–Z 0.755 em, regular 0.673; lower case
#: about 0.62 and 0.57 on average, spaces and stops narrower), so "ANIMAL DOMESTIQUE" is not taken for a shorter label
#: than it is (issue 24: it ran into "MAIN (5)").
_PER = {False: (0.57, 0.68, 0.64, 0.33), True: (0.62, 0.76, 0.70, 0.38)}  # lower case and the rest, A-Z, 0-9, narrow
_NARROW = frozenset(" .,:;!'|()[]")


def text_width(s: str, size: float, bold: bool = False) -> float:
    """Rough rendered width of ``s`` in a sans-serif font (no font metrics are available offline): per character,
    a capital (Latin, Greek, Cyrillic), a digit, a space or stop, a CJK character (about one em) or any other."""
    return _width(s, bold) * size


@lru_cache(maxsize=8192)
def _width(s: str, bold: bool) -> float:
    rest, caps, digits, narrow = _PER[bold]
    total = 0.0
    for ch in s:
        if ch in _NARROW:
            total += narrow
        elif ch.isdigit() and ch.isascii():
            total += digits
        elif ord(ch) > 0x2E80:  # CJK characters and full-width forms are about one em wide
            total += 1.0
        elif ch.isupper():
            total += caps
        else:
            total += rest
    return total


@lru_cache(maxsize=4096)
def fit_size(s: str, size: float, width: float, bold: bool = False, minimum: float = 6.0) -> float:
    """The largest font size up to ``size`` at which ``s`` fits in ``width`` (cached: labels repeat every render)."""
    w = text_width(s, size, bold)
    if w <= width:
        return size
    return max(minimum, round(size * width / w, 1))


def text(
    x: float,
    y: float,
    content: str,
    size: float,
    fill: str,
    anchor: str = "start",
    bold: bool = False,
    extra: str = "",
) -> str:
    """One ``<text>`` element (content escaped)."""
    weight = ' font-weight="bold"' if bold else ""
    a = "" if anchor == "start" else f' text-anchor="{anchor}"'
    return (
        f'<text x="{num(x)}" y="{num(y)}" font-size="{num(size)}" fill="{fill}"{a}{weight}{extra}>'
        f"{esc(content)}</text>"
    )


def document(
    width: float,
    height: float,
    scale: float,
    background: str,
    title: str,
    desc: str,
    layers: Sequence[tuple[str, str]],
    css: str = "",
    theme: str = "light",
    lang: str = "en",
) -> str:
    """The whole SVG: an svgwrite shell whose placeholder layer groups are replaced by the fragment text.

    ``layers`` are (name, fragment) pairs, drawn in order; each becomes ``<g class="ark-<name>">``. ``lang`` sets
    the root's ``xml:lang`` (browsers pick Chinese glyph forms with it) and the font list.
    """
    dwg = svgwrite.Drawing(
        size=(num(width * scale), num(height * scale)),
        viewBox=f"0 0 {num(width)} {num(height)}",
        profile="full",
        debug=False,
    )
    dwg.attribs["class"] = "ark-board"
    dwg.attribs["data-theme"] = theme
    dwg.attribs["xml:lang"] = "zh-Hans" if lang == "zh" else lang  # simplified characters, as on the cards
    dwg.attribs["font-family"] = FONTS.get(lang, FONT)
    dwg.set_desc(title=title, desc=desc)
    if css:
        dwg.defs.add(dwg.style(css))
    dwg.add(dwg.rect(insert=(0, 0), size=(num(width), num(height)), fill=background))
    for i in range(len(layers)):
        dwg.add(dwg.g(id=f"ark-placeholder-{i}"))
    shell = dwg.tostring()
    # The placeholders are the last children of the root: cut them out once and splice the fragments in
    # (one pass over the text instead of one str.replace per layer over a string of a hundred kilobytes).
    start = shell.index('<g id="ark-placeholder-0" />')
    expected = "".join(f'<g id="ark-placeholder-{i}" />' for i in range(len(layers))) + "</svg>"
    if shell[start:] != expected:  # pragma: no cover - svgwrite changed its serialisation
        raise RuntimeError("unexpected svgwrite output around the layer placeholders")
    parts = [shell[:start]]
    for name, fragment in layers:
        parts.append(f'<g class="ark-{name}">')
        parts.append(fragment)
        parts.append("</g>")
    parts.append("</svg>")
    return "".join(parts)


def write_svgs(cases: Mapping[str, Callable[[], str]], directory: str | Path) -> list[Path]:
    """Write ``name.svg`` for each case (a function drawing it) into ``directory``, with Unix line ends, as both
    games' golden files are kept; returns the paths written."""
    folder = Path(directory)
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for name, make in cases.items():
        path = folder / f"{name}.svg"
        path.write_text(make(), encoding="utf-8", newline="\n")
        written.append(path)
    return written


def write_png_of(svg: str, path: str | Path) -> Path:
    """Rasterize ``svg`` into ``path`` with cairosvg (the ``png`` extra): how both games' docs pictures are made."""
    import cairosvg

    out = Path(path)
    out.parent.mkdir(parents=True, exist_ok=True)
    cairosvg.svg2png(bytestring=svg.encode("utf-8"), write_to=str(out))
    return out


def golden_main(write_all: Callable[..., list[Path]], write_png: Callable[[], Path], argv: Sequence[str]) -> None:
    """``python -m <game>.drawing.golden [DIR]``, for both games: every golden SVG into DIR (the tests' folder by
    default) and, when no DIR is given, the docs picture too."""
    for path in write_all(*argv[:1]):
        print(f"wrote {path}")
    if not argv:
        print(f"wrote {write_png()}")

