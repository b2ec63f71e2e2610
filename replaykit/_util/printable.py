"""Text made printable: every character that could act on a terminal escaped (issue 32, item 10).

What is escaped, and why, is told in replaykit/ui/terminal.py (which applies it to every command's
output); this is the one function, low enough for every layer (error text from a server, a name
in a message) to use.
"""

from __future__ import annotations

import re

_UNSAFE = "\x00-\x08\x0b-\x1f\x7f-\x9f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069\ud800-\udfff"
_KEEP_LINES = re.compile(f"[{_UNSAFE}]")
_ONE_LINE = re.compile(f"[\n\t{_UNSAFE}]")


def _escape(match: re.Match[str]) -> str:
    c = match.group()
    return repr(c)[1:-1] if c < "\x7f" else f"\\u{ord(c):04x}"


def printable(text: str, *, lines: bool = False) -> str:
    """``text`` with every character that could act on a terminal escaped (replaykit/ui/terminal.py says which and why); newlines
    and tabs stay when ``lines`` (multi-line output), else they are escaped too (one line, a table cell)."""
    return (_KEEP_LINES if lines else _ONE_LINE).sub(_escape, text)


def is_printable(text: str) -> bool:
    return _ONE_LINE.search(text) is None
