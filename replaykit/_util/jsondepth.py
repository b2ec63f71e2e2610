"""How deep a JSON document nests, without parsing it (parsers recurse: a document nested some
thousands deep ends json, msgspec and pydantic in RecursionError)."""

from __future__ import annotations

import re

MAX_JSON_DEPTH = 256
"""Nesting replaykit accepts in JSON from outside (provider bodies, config and data files); real
API bodies nest under 10, OpenAI's strict schemas at most 10."""

# a JSON string (what a parser would take for one: escapes skipped; never across a backslash-newline),
# written as runs of plain characters between escapes: the same matches as "(?:[^"\\]|\\.)*", about
# four times faster in `re`
_STRING = re.compile(rb'"[^"\\]*(?:\\.[^"\\]*)*"')
_NOT_BRACKETS = bytes(c for c in range(256) if c not in b"[]{}")


def too_deep(data: bytes | str, limit: int = MAX_JSON_DEPTH) -> bool:
    """Whether ``data`` opens more than ``limit`` arrays/objects inside each other (strings skipped)."""
    if isinstance(data, str):
        data = data.encode("utf-8", "surrogatepass")
    if data.count(b"[") + data.count(b"{") <= limit:
        return False
    depth = 0
    for c in _STRING.sub(b"", data).translate(None, _NOT_BRACKETS):  # the brackets outside strings, in order
        if c == 0x5B or c == 0x7B:
            depth += 1
            if depth > limit:
                return True
        else:
            depth -= 1
    return False
