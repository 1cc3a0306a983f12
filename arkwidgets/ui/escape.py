"""The one HTML escape helper of the widgets.

Anything a user typed (player names, a filter box) or a message carries (a verdict's sentence, an event's text)
goes through :func:`esc` before it is put into an HTML trait; quotes are escaped too, so the text is safe inside an
attribute as well. Ark's widgets call :func:`html.escape` directly today and move onto this helper (issue 12).
"""

from __future__ import annotations

import html
from typing import Any

__all__ = ["esc"]


def esc(value: Any) -> str:
    """``value`` as text that HTML shows literally (``<b>`` stays visible as ``<b>``; quotes are escaped)."""
    return html.escape("" if value is None else str(value), quote=True)
