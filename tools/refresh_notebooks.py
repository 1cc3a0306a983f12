"""Re-execute the notebooks and keep only the outputs nbval checks (cells marked ``# NBVAL_CHECK_OUTPUT``).

Run after a deliberate change of the engine's wording, then read the diff: a changed verdict in a checked cell is
either the intended new wording or a bug.

    python tools/refresh_notebooks.py                 # every notebook
    python tools/refresh_notebooks.py notebooks/02_rules_tour.ipynb notebooks/06_ark_nova_first_zoo.ipynb

Every notebook in ``notebooks/`` is found by glob (Ark's 01–05 and Ark Nova's 06 onward alike). Each run prints how
long the notebook took: keep a notebook under about 20 seconds, CI runs them all on shared cores.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

import nbformat
from nbclient import NotebookClient
from nbconvert.preprocessors import CoalesceStreamsPreprocessor

NOTEBOOKS = Path(__file__).resolve().parents[1] / "notebooks"


def refresh(path: Path) -> None:
    nb = nbformat.read(path, as_version=4)
    start = time.perf_counter()
    NotebookClient(nb, timeout=300, kernel_name="python3", resources={"metadata": {"path": str(path.parent)}}).execute()
    # one stream output per cell, however the kernel's writes were split in time on a busy machine
    nb, _ = CoalesceStreamsPreprocessor().preprocess(nb, {})
    for cell in nb.cells:
        cell.metadata.pop("execution", None)  # timestamps: volatile
        if cell.cell_type == "code" and "# NBVAL_CHECK_OUTPUT" not in cell.source:
            cell.outputs, cell.execution_count = [], None  # nbval needs the count of checked cells: keep it
    nb.metadata.pop("widgets", None)
    nbformat.write(nb, path)
    print(f"refreshed {path} ({time.perf_counter() - start:.1f} s)")


def main(paths: list[str]) -> None:
    for path in [Path(p) for p in paths] or sorted(NOTEBOOKS.glob("*.ipynb")):
        refresh(path)


if __name__ == "__main__":
    main(sys.argv[1:])
