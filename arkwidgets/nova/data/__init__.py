"""The Ark Nova data files, shipped inside the package.

A copy of the project's shared numbers-only data (see ``README.md`` here for sources and every disagreement);
``validate.py`` checks it. This module only says where the files are, so that each loader (cards, tracks, maps)
reads them the same way whether the package is installed from a wheel or used from a source tree.
"""

from __future__ import annotations

from importlib.resources import files
from importlib.resources.abc import Traversable

__all__ = ["data_file", "read_text"]


def data_file(name: str) -> Traversable:
    """The data file ``name`` (``"animals.csv"``, ``"maps/A.json"``), as an importlib resource."""
    resource = files(__name__)
    for part in name.split("/"):
        resource = resource.joinpath(part)
    return resource


def read_text(name: str) -> str:
    """The text of the data file ``name`` (UTF-8)."""
    return data_file(name).read_text(encoding="utf-8")
