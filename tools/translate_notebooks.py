"""The Chinese and French notebooks, generated from the English ones through the ``notebooks`` gettext catalog.

The English notebook is the one source. Its prose becomes message ids of the ``notebooks`` domain: every paragraph
of a markdown cell (a heading, a paragraph, a whole list), every comment and docstring of a code cell, and the few
string literals a learner sees printed (:data:`LITERALS`). The catalogs live beside the engine's, in
``arkwidgets/locale`` (``notebooks.pot``, ``zh/LC_MESSAGES/notebooks.po`` and ``.mo``, the same for ``fr``), and are
maintained with Babel. ``write`` then builds ``notebooks/<lang>/<name>.ipynb``: the same cells, the prose looked up in
the compiled catalog, ``ark.set_language("<lang>")`` after ``import arkwidgets as ark``, ``lang="<lang>"`` passed to
the widgets, and links to ``../docs/`` rewritten to ``../../docs/``, so verdicts, narration and widgets all speak the
notebook's language.

    python tools/translate_notebooks.py extract            # English prose → notebooks.pot, merged into zh/fr .po
    # translate the new entries of arkwidgets/locale/{zh,fr}/LC_MESSAGES/notebooks.po
    python tools/translate_notebooks.py compile            # .po → .mo
    python tools/translate_notebooks.py write --refresh    # notebooks/zh, notebooks/fr; re-executes what changed
    python tools/translate_notebooks.py check              # exit 1 if a generated notebook is stale or untranslated

``write`` keeps the stored outputs of a code cell whose source did not change; ``--refresh`` re-executes every
notebook whose code changed with ``tools/refresh_notebooks.py`` (outputs come only from running the notebook).
tests/test_notebook_translations.py runs the same comparison as ``check``.
"""

from __future__ import annotations

import argparse
import gettext
import io
import re
import subprocess
import sys
import tokenize
from datetime import UTC, datetime
from pathlib import Path

import nbformat
from babel.messages.catalog import Catalog
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOKS = ROOT / "notebooks"
LOCALE_DIR = ROOT / "arkwidgets" / "locale"
DOMAIN = "notebooks"
POT = LOCALE_DIR / f"{DOMAIN}.pot"
#: The notebooks that have a Chinese and a French twin, and the languages they are made in.
SOURCES = ("01_first_game", "02_rules_tour", "03_whatif_lab", "04_inside_the_engine", "05_classroom_app",
           "06_ark_nova_first_zoo", "07_ark_nova_rules_tour", "08_ark_nova_classroom_app", "09_ark_nova_one_turn",
           "10_coach", "11_ark_nova_to_the_end")
TARGETS = ("zh", "fr")
#: String literals of the code cells that a learner reads in an output or on a widget (their content, as written
#: between the quotes, f-string fields included: a translation keeps every ``{field}``). Other literals are ids,
#: moves or notation, the same in every language.
LITERALS = frozenset({
    "You", "Bot 1", "Bot 2",
    "| tilt", "{a}    tilt {a.tilt:+d}",
    "{c.id}: {c.climate}, weight {c.weight}, {c.diet or 'no diet (food)'}, {c.type}", ", ability {c.ability}",
    "cards in the deck (the 5 rain cards come on top of these)",
    "discs with 3 players:", "discs with 4 players, in turn order:", "starting ark:",
    "{p.name} to act, holds: {', '.join(c.id for c in p.hand)}; display: {', '.join(c.id for c in game.display)}",
    "not a move — {error}",
    "discs before:", "discs after: ", "| reserve:",
    "rain cards so far:", "move {number}: {entry.player} played {entry.move}",
    "tilt unchanged (R-3):", "| pet of",
    "played", "| discs:",
    "two tied first:   ", "two tied second:  ", "three tied first: ", "a 1.5 stack wins: ", "three tied second:",
    "Your turn: replace None with an answer such as 'lion@T3'.", "  {text}: legal → {a}  (tilt {a.tilt:+d})",
    "✘ every placement is legal, but the tilt ends at {a.tilt:+d}, not {tilt:+d}", "✔ correct",
    "Your turn: replace None with your answer.",
    "✘ not quite: {len(set(answer) & truth)} of {len(truth)} found, {len(set(answer) - truth)} wrong",
    "✘ not quite: look again at {', '.join(wrong)}", "tilt now:",
    "5. {ok} {c1}@{t1}, {c2}@{t2}: first {first}; second {second if second is not None else '—'}",
    "phase:", "| to act:", "| rain:", "| deck:", "ark:", "| tilt:", "display:", "legal moves", "| moves played:",
    "the copy moved on:", "| the game did not:", "replayed: same game as before?",
    "characters; equal after loading:", "| undo works:",
    "HeavyBot (seat Ann) won {wins} of 20 games against two random bots",
    "[text chart: matplotlib is not installed here] {title}",
    "final scores of 200 games between four random bots: {who}", "every player", "the winner",
    "final score (points)", "players", "Scores of 200 games between four random bots",
    "win rate by place in turn order (no advantage: 25%)", "no advantage", "place in turn order", "win rate",
    "rules broken by {tries} candidate placements", "share of tried placements",
    "Rules broken by {tries} candidate placements", "legal: {first['legal'] / tries:.0%}", "win rate of each seat",
    "win rate (95% CI)",
    # Ark Nova (06 onward)
    "{cp:2} CP: target appeal {TRACKS.target(cp)}", "ways to keep 4 of 8", "slot {slot}: {card}",
    "X tokens:", "| money:", "hand:", "money:", "action cards:",
    "money {ann.money}, appeal {ann.appeal}, CP {ann.cp}, hand: {named(ann.hand)}",
    "{score.name}: appeal {score.appeal} - target {score.target} (CP {score.cp}) = VP {score.vp}",
    # 07: the rules tour's printed labels
    "N-COMP-1 zoo deck:", "animals +", "sponsors +", "projects; apart:", "base projects,", "final scoring cards",
    "the default deck holds the cards the engine executes:", "| cards='all':", "1 player:", "{players} players:",
    "| action cards:",
    "N-COMP-3 maps:", "N-COMP-4 sizes:", "unique buildings", "N-COMP-5 on offer:",
    "N-COMP-6 four of the 9 bonus tiles lie beside CP 5 and CP 8:", "N-SET-13 appeal in turn order:", "N-SET-10 map",
    "buildings:", "N-SET-14 left-edge tokens:", "| N-SET-15 workers available/lying:", "| N-SET-16 money:",
    "final scoring cards:", "N-SET-5 association board:", "N-SET-8 final scoring deck:", "cards face down",
    "N-SET-11 map 0:", "N-SET-11 advanced set-up:", "N-MAP-1 rock:", "water:", "N-MAP-2 Build-II hexes:",
    "N-MAP-3 placement bonuses:", "N-MAP-4 left edge:", "N-MAP-5/-6 partner-zoo slots:", "(II from slot",
    ") | university slots:", "N-MAP-7 worker slots:", "N-MAP-8 notepad:", "N-MAP-9 map A ability:", "legal:",
    "the other player:", "before:", "after: ", "N-TURN-6: level of each card:", "| cards in hand:", "| final cards:",
    "deck:", "cards, face down", "N-X-4: strength", "draws", "(the table stops at 5)", "| slots:", "strength stays",
    "with", "X tokens held", "slots:", "| on level II:", "Cards {level} at strength 3:", "answers:",
    "Cards I table, strength 1–5 (draw, discard):", "table:", "to take,", "to discard", "gaps stay (N-DISP-4):",
    "display before:", "display after: ", "← folders 3, 5, 6 now in 2, 3, 4; 5 and 6 new", "strength {slot}:",
    "N-CARDS-8: hand after taking 4 and before the discard:", "N-DISP-2 folder of each reputation 1–15:",
    "N-REP-2 bonus spaces:", "on level II:", "N-DISP-1 display folders 1–6:",
    "N-DISP-8 discard pile, last discarded on top:", "kinds offered:", "money left:", "Build {level}:",
    "N-BUILD-12 animals living at 0,5:", "bonus at 2,9:", "| spent", "| sizes 2 + 3 = 5", "homes:", "money: 10 →",
    "N-ANIM-16 homes:", "homes offered:", "caiman:", "zoo:", "| still in hand:", "money: 20 →", "Animals {level}:",
    "money: 30 →", "| appeal", "| display:", "{workers} available, {on[0]} already on task 2:", "donation spaces:",
    "covered by:", "(-2 blocked, -1 free)", "money 20 →", "next donation costs", "money 30 →", "levels offered:",
    "row:", "| 125 discarded:", "| base projects unchanged:", "other player's map space 1 still open:", "CP",
    "| X tokens", "appeal 20 →", "| tortoise discarded:", "Association {level}:", "money 10 →", "blocked levels:",
    "of", "blocked donation spaces:", "legal places, e.g.", "appeal:", "| sponsors in the zoo:",
    "strength {slot}, reputation {reputation}:", "| end game:", "N-ICON-10 categories:", "N-ICON-13 continents:",
    "| other icons:", "N-APP-3 income by appeal:", "N-APP-1 where appeal meets CP: target(CP) =", "| tiles:",
    "tiles now:", "| answers:", "N-BREAK-1 track length by player count:", r"\ndisplay after: ", "workers available",
    "on tasks", "| partner zoos on offer:", "| VP now:", "phase after Red's turn:", "one more turn each:", "| then:",
    "N-END-4 one more turn each, trigger included:", "{count:>2} sponsors →", "CP from the card:",
    "solo games dealt card 9:", "N-SOLO-2 base projects:", "blocked:", "| N-SOLO-3 timer tokens:", "break track:",
    "N-SOLO-4 appeal:", "| harder:", "| X tokens:", "turns per round:",
    "turns | donation spaces covered by the timer:", "| left column now:", "| winners:", "pays at breaks", "once",
    "{c.number} {card_name(number)}: size {c.size}, water {c.water}, rock {c.rock}, special {special}, ",
    "cost {c.cost}, {icons(c.categories + c.continents)}, needs {needs}, appeal {c.appeal}, ",
    "abilities {', '.join(ability_word(a) for a in c.abilities) or '-'}",
    "{c.number} {card_name(number)}: level {c.level}, reputation ≥ {c.min_reputation or 0}, ",
    "icons {icons(c.icons)}; effects: {', '.join(kinds) or '-'}", "{cp} CP with {count} {icon_word(icon)} icons",
    "| money unchanged (N-CARDS-7):", "| folder 1 now:", "(cost 5 + folder 3) | display:", "| CP", "| reputation",
    "| universities", "| CP 3 →", "| money 0 →", "| zoo:", "thresholds", "→ CP", "| phase:", "| solo:",
    "(−10 cost, +3 Jumping) | break token:", "workers {p.workers}, money {p.money}, X tokens {p.x_tokens}",
    "{len(game.players[seat].hand)} cards", "reputation {reputation}", "money {money} →",
    # 09: the checked questions (arkwidgets.exercises)
    "build one building that covers a placement bonus.",
    "It is legal, but the hexes it covers hold no bonus: look for the round discs.", "Question {number}:",
    # 10: the coach
    "playouts:", "| their mean:", "shown:", "| the sum again:", "    lost:", "| less one standard error:",
    # 11: the moves of a whole game
    "move {len(game.moves)}, {game.names[seat]}: {move}", "move {len(game.moves) + 1}, {game.names[seat]}: {move}",
})
#: The widgets (and apps) that are given ``lang=``: a widget speaks its own language, not only the process's.
WIDGETS = ("GameWidget", "WhatIfWidget", "ClassroomApp")
#: Matplotlib draws with DejaVu Sans, which has no Chinese glyphs: after ``import matplotlib.pyplot as plt`` the
#: Chinese notebooks add the installed CJK fonts as fallbacks (none installed: the labels stay boxes, nothing fails).
CJK_FONTS = {"zh": (
    "\nfrom matplotlib import font_manager  # 图中的中文需要含汉字的字体（Debian: fonts-noto-cjk）"
    '\nplt.rcParams["font.family"] = ["sans-serif", *sorted({f.name for f in font_manager.fontManager.ttflist'
    '\n                                                   if "CJK SC" in f.name})]'
)}
_PYPLOT = re.compile(r"^( *)import matplotlib\.pyplot as plt$", re.MULTILINE)
_FENCE = re.compile(r"^\s*(```|~~~)")
_PARAGRAPH_BREAK = re.compile(r"\n[ \t]*\n")
_LETTER = re.compile(r"[^\W\d_]")
_TAGS = re.compile(r"</?[A-Za-z][^>]*>")
_KEEP_COMMENT = re.compile(r"^(NBVAL_|noqa|type:)")


# ----------------------------------------------------------------------------------------- what is prose
def paragraphs(markdown: str) -> list[str]:
    """A markdown cell cut at its blank lines (a fenced code block stays in one piece, blank lines and all)."""
    blocks: list[str] = []
    current: list[str] = []
    fenced = False
    for line in markdown.split("\n"):
        if _FENCE.match(line):
            fenced = not fenced
        if not fenced and not line.strip():
            if current:
                blocks.append("\n".join(current))
            current = []
        else:
            current.append(line)
    if current:
        blocks.append("\n".join(current))
    return blocks


def is_prose(text: str) -> bool:
    """A paragraph with words to translate: not a fenced code block, and not markup alone (``</details>``)."""
    return bool(_LETTER.search(_TAGS.sub("", text))) and not _FENCE.match(text)


def _string_parts(token: str) -> tuple[str, str, str]:
    """A string token as (prefix and opening quote, content, closing quote)."""
    m = re.match(r"(?is)^([a-z]*)('''|\"\"\"|'|\")(.*)\2$", token)
    if m is None:  # pragma: no cover - tokenize only yields well-formed strings
        raise ValueError(token)
    return m.group(1) + m.group(2), m.group(3), m.group(2)


def code_messages(code: str) -> list[tuple[tuple[int, int], tuple[int, int], str, str, str]]:
    """The translatable pieces of a code cell: (start, end, text before, message id, text after) for every comment,
    docstring and listed literal, in source order. A cell that does not tokenize (a magic) has none."""
    pieces = []
    try:
        tokens = list(tokenize.generate_tokens(io.StringIO(code).readline))
    except (tokenize.TokenError, SyntaxError, IndentationError):
        return []
    for tok in tokens:
        if tok.type == tokenize.COMMENT:
            text = tok.string[1:].strip()
            if is_prose(text) and not _KEEP_COMMENT.match(text):
                pieces.append((tok.start, tok.end, "# ", text, ""))
        elif tok.type == tokenize.STRING:
            opening, content, closing = _string_parts(tok.string)
            if (len(closing) == 3 and is_prose(content)) or content in LITERALS:
                pieces.append((tok.start, tok.end, opening, content, closing))
    return pieces


def messages(nb: nbformat.NotebookNode) -> list[tuple[int, str, str]]:
    """Every message id of a notebook: (cell number, kind, message id), in reading order."""
    found = []
    for number, cell in enumerate(nb.cells):
        if cell.cell_type == "markdown":
            found += [(number, "markdown", p) for p in paragraphs(cell.source) if is_prose(p)]
        elif cell.cell_type == "code":
            found += [(number, "code", piece[3]) for piece in code_messages(cell.source)]
    return found


def read(name: str) -> nbformat.NotebookNode:
    return nbformat.read(NOTEBOOKS / f"{name}.ipynb", as_version=4)


# ----------------------------------------------------------------------------------------- the catalog
def template() -> Catalog:
    """The ``notebooks`` template: one message per paragraph, comment, docstring or literal, located by cell."""
    catalog = Catalog(project="arkwidgets", domain=DOMAIN, creation_date=datetime.now(UTC), fuzzy=True)
    for name in SOURCES:
        for number, kind, msgid in messages(read(name)):
            comment = "markdown" if kind == "markdown" else "code: keep the quotes' content valid Python, every {field}"
            message = catalog.get(msgid)
            if message is None:
                catalog.add(msgid, locations=[(f"{name}.ipynb", number + 1)], auto_comments=[comment])
            elif (f"{name}.ipynb", number + 1) not in message.locations:
                message.locations.append((f"{name}.ipynb", number + 1))
    return catalog


def babel(*args: str) -> None:
    cmd = [sys.executable, "-m", "babel.messages.frontend", *args]
    print("+ pybabel", " ".join(args), file=sys.stderr)
    subprocess.run(cmd, check=True)


def extract() -> None:
    """Write the template, then merge it into each language's catalog (``pybabel init`` the first time)."""
    with open(POT, "wb") as handle:
        write_po(handle, template())
    for lang in TARGETS:
        if (LOCALE_DIR / lang / "LC_MESSAGES" / f"{DOMAIN}.po").exists():
            babel("update", "--no-fuzzy-matching", "-D", DOMAIN, "-l", lang, "-i", str(POT), "-d", str(LOCALE_DIR))
        else:
            babel("init", "-D", DOMAIN, "-l", lang, "-i", str(POT), "-d", str(LOCALE_DIR))


def compile_catalogs() -> None:
    babel("compile", "-D", DOMAIN, "-d", str(LOCALE_DIR))


def catalog(lang: str) -> Catalog:
    """The translations of ``lang`` as written (the .po file)."""
    with open(LOCALE_DIR / lang / "LC_MESSAGES" / f"{DOMAIN}.po", "rb") as handle:
        return read_po(handle, locale=lang)


def translations(lang: str) -> gettext.GNUTranslations:
    """The compiled catalog of ``lang`` (no fallback: a missing .mo is an error, not English notebooks)."""
    with open(LOCALE_DIR / lang / "LC_MESSAGES" / f"{DOMAIN}.mo", "rb") as handle:
        return gettext.GNUTranslations(handle)


# ----------------------------------------------------------------------------------------- writing
def relink(text: str) -> str:
    """Links to the repository's docs, one folder deeper."""
    return re.sub(r"\]\(\.\./", "](../../", text)


def translate_markdown(source: str, tr: gettext.GNUTranslations) -> str:
    out = []
    for block in paragraphs(source):
        out.append(relink(tr.gettext(block)) if is_prose(block) else block)
    return "\n\n".join(out)


def _offset(lines: list[str], position: tuple[int, int]) -> int:
    row, col = position
    return sum(len(line) for line in lines[: row - 1]) + col


def _close_paren(code: str, start: int) -> int:
    """The index of the parenthesis closing the one at ``start`` (strings with parentheses are not expected)."""
    depth = 0
    for k in range(start, len(code)):
        depth += {"(": 1, ")": -1}.get(code[k], 0)
        if depth == 0:
            return k
    raise ValueError("unbalanced call")


def speak(code: str, lang: str) -> str:
    """Choose the notebook's language: after ``import arkwidgets as ark``, and on every widget."""
    lines = code.split("\n")
    if "import arkwidgets as ark" in lines:  # after the imports that follow it
        k = lines.index("import arkwidgets as ark") + 1
        while k < len(lines) and lines[k].startswith(("import ", "from ")):
            k += 1
        code = "\n".join([*lines[:k], f'ark.set_language("{lang}")', *lines[k:]])
    if lang in CJK_FONTS:
        code = _PYPLOT.sub(lambda m: m.group(0) + CJK_FONTS[lang].replace("\n", "\n" + m.group(1)), code)
    for m in reversed(list(re.finditer(rf"\b(?:{'|'.join(WIDGETS)})\(", code))):
        close = _close_paren(code, m.end() - 1)
        inside = code[m.end():close]
        if "lang=" not in inside:
            glue = ", " if inside.strip() else ""
            code = code[:close] + f'{glue}lang="{lang}"' + code[close:]
    return code


def translate_code(source: str, tr: gettext.GNUTranslations, lang: str) -> str:
    lines = source.splitlines(keepends=True)
    code = source
    for start, end, before, msgid, after in reversed(code_messages(source)):
        a, b = _offset(lines, start), _offset(lines, end)
        code = code[:a] + before + tr.gettext(msgid) + after + code[b:]
    return speak(code, lang)


def translated(name: str, lang: str, tr: gettext.GNUTranslations | None = None) -> nbformat.NotebookNode:
    """The notebook ``write`` makes for ``lang`` (cells and metadata; no outputs)."""
    tr = tr or translations(lang)
    nb = read(name)
    first_code = True
    for cell in nb.cells:
        if cell.cell_type == "markdown":
            cell.source = translate_markdown(cell.source, tr)
        elif cell.cell_type == "code":
            cell.source = translate_code(cell.source, tr, lang)
            if first_code and f'ark.set_language("{lang}")' not in cell.source:
                cell.source = f'import arkwidgets as ark\nark.set_language("{lang}")\n' + cell.source
            first_code = False
            cell.outputs, cell.execution_count = [], None
    nb.metadata["arkwidgets"] = {
        "generated_from": f"../{name}.ipynb",
        "language": lang,
        "by": "tools/translate_notebooks.py write (edit the English notebook and the notebooks catalog instead)",
    }
    return nb


def _shown(path: Path) -> str:
    return str(path.relative_to(ROOT)) if path.is_relative_to(ROOT) else str(path)


def target(name: str, lang: str) -> Path:
    return NOTEBOOKS / lang / f"{name}.ipynb"


def sources(nb: nbformat.NotebookNode) -> list[tuple[str, str]]:
    return [(cell.cell_type, cell.source) for cell in nb.cells]


def merge_streams(path: Path) -> None:
    """Join the consecutive chunks of one stream in each stored output (the kernel cuts them where it likes, so
    merging them keeps a re-execution from changing the file when nothing printed changed)."""
    nb = nbformat.read(path, as_version=4)
    for cell in nb.cells:
        if cell.cell_type != "code":
            continue
        merged: list[nbformat.NotebookNode] = []
        for output in cell.outputs:
            last = merged[-1] if merged else None
            if last is not None and output.output_type == last.output_type == "stream" and output.name == last.name:
                last.text += output.text
            else:
                merged.append(output)
        cell.outputs = merged
    nbformat.write(nb, path)


def write(refresh: bool = False) -> list[Path]:
    """Write every translated notebook; keep the outputs of unchanged code cells. Returns the notebooks whose code
    changed (their outputs must come from running them: ``--refresh`` does it)."""
    changed = []
    for lang in TARGETS:
        tr = translations(lang)
        for name in SOURCES:
            path = target(name, lang)
            new = translated(name, lang, tr)
            old = nbformat.read(path, as_version=4) if path.exists() else None
            old_cells = old.cells if old is not None else []
            code_changed = old is None or len(old_cells) != len(new.cells)
            for k, cell in enumerate(new.cells):
                if k < len(old_cells) and cell.cell_type == "code" == old_cells[k].cell_type:
                    if old_cells[k].source == cell.source:
                        cell.outputs, cell.execution_count = old_cells[k].outputs, old_cells[k].execution_count
                    else:
                        code_changed = True
            path.parent.mkdir(exist_ok=True)
            if old is None or sources(old) != sources(new) or old.metadata != new.metadata:
                nbformat.write(new, path)
                print("wrote", _shown(path))
            if code_changed:
                changed.append(path)
    if changed and refresh:
        subprocess.run([sys.executable, str(ROOT / "tools" / "refresh_notebooks.py"), *map(str, changed)], check=True)
        for path in changed:
            merge_streams(path)
    elif changed:
        print("code changed: run python tools/refresh_notebooks.py", *(str(_shown(p)) for p in changed))
    return changed


# ----------------------------------------------------------------------------------------- checking
def problems() -> list[str]:
    """What ``check`` reports: untranslated messages and generated notebooks that ``write`` would change."""
    found = []
    wanted = {msgid for name in SOURCES for _n, _k, msgid in messages(read(name))}
    for lang in TARGETS:
        tr = translations(lang)
        done = {m.id for m in catalog(lang) if m.id and m.string}
        found += [f"{lang}: no translation for {msgid[:60]!r}" for msgid in sorted(wanted - done)]
        for name in SOURCES:
            path = target(name, lang)
            if not path.exists():
                found.append(f"{_shown(path)} is missing")
            elif sources(nbformat.read(path, as_version=4)) != sources(translated(name, lang, tr)):
                found.append(f"{_shown(path)} is stale")
    return found


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python tools/translate_notebooks.py", description=__doc__.split("\n")[0])
    parser.add_argument("step", choices=["extract", "compile", "write", "check"])
    parser.add_argument("--refresh", action="store_true", help="write: re-execute the notebooks whose code changed")
    args = parser.parse_args(argv)
    if args.step == "extract":
        extract()
    elif args.step == "compile":
        compile_catalogs()
    elif args.step == "write":
        write(refresh=args.refresh)
    else:
        found = problems()
        for problem in found:
            print(problem)
        if found:
            print("run: python tools/translate_notebooks.py extract, translate, compile, write --refresh")
            return 1
        print("the translated notebooks are up to date")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
