"""How deep a JSON document nests, without parsing it (parsers recurse: a document nested some
thousands deep ends json, msgspec and pydantic in RecursionError)."""

from __future__ import annotations

import re

MAX_JSON_DEPTH = 256
"""Nesting replaykit accepts in JSON from outside (provider bodies, config and data files); real
API bodies nest under 10, OpenAI's strict schemas at most 10."""
NESTING_CHECKED = "replaykit.nesting_checked"
"""The HTTP response extension by which the gateway's transport says it found the body nested at most
that many levels deep (the recorder then does not scan the same bytes again)."""

# a JSON string (what a parser would take for one: escapes skipped; never across a backslash-newline),
# written as runs of plain characters between escapes: the same matches as "(?:[^"\\]|\\.)*", about
# four times faster in `re`
_STRING = re.compile(rb'"[^"\\]*(?:\\.[^"\\]*)*"')
_NOT_BRACKETS = bytes(c for c in range(256) if c not in b"[]{}")
_PARENS = bytes.maketrans(b"[{]}", b"(())")


def too_deep(data: bytes | str, limit: int = MAX_JSON_DEPTH) -> bool:
    """Whether ``data`` opens more than ``limit`` arrays/objects inside each other (strings skipped)."""
    if isinstance(data, str):
        data = data.encode("utf-8", "surrogatepass")
    if data.count(b"[") + data.count(b"{") <= limit:
        return False
    brackets = _outside_strings(data)
    if brackets is None:
        brackets = _STRING.sub(b"", data)
    whole = brackets = brackets.translate(_PARENS, _NOT_BRACKETS)  # the brackets outside strings, as ( and )
    # each pass drops every innermost pair (a "()" is one, and they never overlap), so a well-nested run
    # nesting d deep is gone after exactly d passes, and any other run never is
    for _ in range(limit + 1):
        if not brackets:
            return False
        shorter = brackets.replace(b"()", b"")
        if len(shorter) == len(brackets):
            break
        brackets = shorter
    depth = 0
    for c in whole:  # deeper than limit, or not well nested: counted one by one
        if c == 0x28:
            depth += 1
            if depth > limit:
                return True
        else:
            depth -= 1
    return False


def _outside_strings(data: bytes) -> bytes | None:
    """What `_STRING` leaves of ``data`` outside strings, by splitting at its quotes (in C; the regular
    expression reads strings at about 200 MB/s, a tenth of the speed, and a run's result files are MBs of
    text), or None when that could differ: a backslash before a backslash or a line break (their strings
    are read by the expression), an odd number of quotes, or a backslash outside what looked like strings.
    Otherwise every backslash escapes the character after it, inside a string, so a quote it escapes
    (made into another escape here) never ends one, and every other quote opens or closes one in turn."""
    if b"\\\\" in data or b"\\\n" in data:
        return None
    parts = data.replace(b'\\"', b"\\'").split(b'"')
    if len(parts) % 2 == 0:
        return None
    outside = b"".join(parts[::2])
    return None if b"\\" in outside else outside
