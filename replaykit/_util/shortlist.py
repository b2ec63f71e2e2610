"""A long list in a message: the first N items, then how many more ("a; b; and 3 more")."""

from __future__ import annotations

from typing import Sequence


def first_and_more(items: Sequence[str], n: int, sep: str = "; ") -> str:
    """The first ``n`` of ``items`` joined by ``sep``, then "and K more" when K were left out. A list of
    lines (``sep`` holds a newline, e.g. "\\n  ") ends with a line "... and K more"."""
    shown = sep.join(items[:n])
    if len(items) <= n:
        return shown
    return f"{shown}{sep}{'... ' if chr(10) in sep else ''}and {len(items) - n} more"
