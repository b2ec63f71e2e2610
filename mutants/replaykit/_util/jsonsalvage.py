"""The one JSON salvage from model output, with the two readings replaykit needs.

- ``first_value`` (generation): the first JSON value in the text, plain, fenced, embedded in
  prose or cut off at max_tokens (closed, and reported as truncated); lenient strings
  (grammar-constrained output may hold raw newlines).
- ``first_object`` (answer parsing, the reference's reading): only an object, from the first
  fenced block, else the whole reply, else the first ``{`` that decodes to one.
"""

from __future__ import annotations

import json
import re
from typing import Any

_LENIENT = json.JSONDecoder(strict=False)  # strict=False: grammar-constrained strings may hold raw newlines
_STRICT = json.JSONDecoder()
_GEN_FENCE = re.compile(r"```(?:json)?\s*(.*?)```", re.S)
_ANSWER_FENCE = re.compile(r"```(?:json|JSON)?[ \t]*\n?(.*?)```", re.DOTALL)
_CLOSERS = {"{": "}", "[": "]"}


def _loads(text: str) -> Any:
    return json.loads(text, strict=False)


def first_value(text: str) -> tuple[Any, bool]:
    """(value, truncated): the first JSON value in ``text`` or None; ``truncated`` when it was cut off and closed."""
    if not isinstance(text, str):
        return None, False
    t = text.strip()
    try:
        return _loads(t), False
    except ValueError:
        pass
    m = _GEN_FENCE.search(t)
    if m:
        try:
            return _loads(m.group(1).strip()), False
        except ValueError:
            pass
    first = True
    for i, ch in enumerate(t):
        if ch in "{[":
            try:
                return _LENIENT.raw_decode(t, i)[0], False
            except ValueError:
                pass
            if first:  # the outermost value may just be cut off: close it before looking at inner values
                first = False
                closed = close_truncated_json(t[i:])
                if closed:  # an empty {} or [] carries nothing; keep looking
                    return closed, True
    return None, False


def close_truncated_json(text: str) -> Any:
    """Parse JSON that was cut off (e.g. at max_tokens): keep the longest prefix that closes into valid JSON.

    Grammar-constrained output from a weak model is valid JSON up to the point where the
    token limit stops it, so the items before the cut are still usable.
    """
    start = next((i for i, ch in enumerate(text) if ch in "{["), None)
    if start is None:
        return None
    s = text[start:]
    stack: list[str] = []
    cuts: list[tuple[int, tuple[str, ...]]] = []  # (prefix end, open brackets at that point)
    in_str = esc = False
    for i, ch in enumerate(s):
        if in_str:
            if esc:
                esc = False
            elif ch == "\\":
                esc = True
            elif ch == '"':
                in_str = False
            continue
        if ch == '"':
            in_str = True
        elif ch in "{[":
            stack.append(ch)
            cuts.append((i + 1, tuple(stack)))
        elif ch in "}]":
            if not stack:
                return None
            stack.pop()
            if not stack:
                return None  # a complete value: first_value would have found it
            cuts.append((i + 1, tuple(stack)))
        elif ch == ",":
            cuts.append((i, tuple(stack)))
    tail = s[:-1] if esc else s
    candidates = [(tail + ('"' if in_str else ""), tuple(stack))]
    candidates += [(s[:end], st) for end, st in reversed(cuts)]
    for prefix, st in candidates[:200]:
        try:
            return _loads(prefix.rstrip().rstrip(",") + "".join(_CLOSERS[c] for c in reversed(st)))
        except ValueError:
            continue
    return None


def first_object(raw: str) -> dict | None:
    """The JSON object a reply carries, or None.

    Tries, in order: the body of the first fenced block, the whole reply, then the first
    ``{`` from which a complete JSON object decodes (text around it is ignored).
    """
    if not isinstance(raw, str):
        return None
    candidates: list[str] = []
    m = _ANSWER_FENCE.search(raw)
    if m:
        candidates.append(m.group(1).strip())
    candidates.append(raw.strip())
    for text in candidates:
        try:
            obj = json.loads(text)
        except (ValueError, RecursionError):
            continue
        if isinstance(obj, dict):
            return obj
    # an object embedded in text (fenced body first, then the whole reply)
    for text in candidates:
        start = text.find("{")
        while start != -1:
            try:
                obj, _ = _STRICT.raw_decode(text, start)
            except (ValueError, RecursionError):
                start = text.find("{", start + 1)
                continue
            if isinstance(obj, dict):
                return obj
            start = text.find("{", start + 1)
    return None
