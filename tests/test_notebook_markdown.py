"""Every notebook's Markdown renders in JupyterLab as its author meant it (issue 28, point 6), in every language.

JupyterLab renders Markdown cells with ``marked``, a CommonMark parser; markdown-it-py follows the same CommonMark
rules for emphasis, so it stands in for it here. CommonMark only closes ``**bold**`` when the closing ``**`` is
*right-flanking*: after punctuation it must be followed by a space or punctuation. Chinese writes no spaces, so
``**准备：**勾选`` shows its asterisks to the learner (the fix: ``**准备**：勾选``). The test renders every
Markdown cell of every notebook (English, Chinese, French) and fails on a ``**`` or ``__`` left in the rendered
text, code spans and code blocks aside (``*`` and ``__`` are legitimate there).
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import nbformat
import pytest

markdown_it = pytest.importorskip("markdown_it", reason="markdown-it-py (the test extras) renders the Markdown")

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOKS = sorted((ROOT / "notebooks").glob("*.ipynb")) + sorted((ROOT / "notebooks").glob("*/*.ipynb"))
#: CommonMark with the GitHub tables and strikethrough that JupyterLab's ``marked`` also reads.
PARSER = markdown_it.MarkdownIt("commonmark").enable(["table", "strikethrough"])
STRAY = ("**", "__")


def rendered_text(markdown: str) -> Iterator[str]:
    """The plain text a reader sees in ``markdown``, one piece per text run (code spans and blocks left out)."""
    for token in PARSER.parse(markdown):
        for child in token.children or ():
            if child.type == "text":
                yield child.content


def stray_marks(markdown: str) -> list[str]:
    """The rendered text runs of ``markdown`` that still show an emphasis mark."""
    return [text for text in rendered_text(markdown) if any(mark in text for mark in STRAY)]


def test_the_stand_in_parser_reads_the_chinese_bold_as_jupyterlab_does() -> None:
    """The case of issue 28: bold closed after a full-width colon, before a letter, stays asterisks; written with the
    colon outside the bold, it renders."""
    assert stray_marks("**准备：**勾选这个框。") == ["**准备：**勾选这个框。"]
    assert stray_marks("**准备**：勾选这个框。") == []
    assert stray_marks("Write `a**b` or `__init__`; **bold** and *italic* render.") == []


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: str(p.relative_to(ROOT / "notebooks")))
def test_no_emphasis_mark_shows_in_a_rendered_notebook(path: Path) -> None:
    """Every Markdown cell of ``path`` renders without a stray ``**`` or ``__`` (quoted with its cell number)."""
    nb = nbformat.read(path, as_version=4)
    found = [f"cell {number}: {text[:80]!r}" for number, cell in enumerate(nb.cells)
             if cell.cell_type == "markdown" for text in stray_marks(cell.source)]
    assert not found, "\n".join(found)
