"""Answer decoding as the reference code does it (answer protocol ``"reference"``).

The reference asks the overall and diagnosis questions as free text and reads the reply
with ``utils/json_utils.py`` ``parse_json``: the body of the first fenced block labelled
``json`` (```` ```json ... ``` ````, stripped), else the whole reply, through Python's
``json.loads``. Then:

- overall (``eval/overall.py``): ``answer_choices[parse_json(reply)["answer"] - 1]`` inside a
  bare ``except Exception``. Whatever raises is a ``json_error`` (no JSON, not an object, no
  ``answer`` key, a string, float or null answer, an index past either end); what does not
  raise is a choice, so ``0`` selects the last choice, ``-1`` the one before it, and ``true``
  the first, with no error flag. ``reference_choice`` reproduces exactly that by indexing
  the same way (a ``range`` indexes like a list).
- upper bound (``eval/upperbound.py``): the same indexing, but only a JSON decode error
  falls back; any other failure crashes the reference. Here it is a ``json_error`` too
  (named in docs/fidelity.md), never a crash.
- diagnosis (``eval/diagnosis.py``): a reply that does not parse counts as ``{}``, so
  every variable of the question is missing and scored wrong.

The fallback for a ``json_error`` is replaykit's seeded choice (``answer.fallback_choice``),
not the reference's process-global ``random.randint`` stream (which depends on call order).
"""

from __future__ import annotations

import json
import re
from typing import Any

__all__ = ["reference_parse_json", "reference_choice", "reference_diagnosis_object"]

_FENCE = re.compile(r"```json(.*?)```", re.DOTALL)
MAX_REPLY_CHARS = 1_000_000
"""Replies longer than this are not parsed (a json_error); the reference has no limit."""


def reference_parse_json(raw: str) -> Any:
    """``parse_json`` of the reference: the first ```json fenced body, else the whole reply.

    Raises ValueError (``json.JSONDecodeError``) or RecursionError as ``json.loads`` does.
    """
    if len(raw) > MAX_REPLY_CHARS:
        raise ValueError(f"reply of {len(raw)} characters is over the {MAX_REPLY_CHARS} parse limit")
    m = _FENCE.search(raw)
    if m:
        raw = m.group(1).strip()
    return json.loads(raw)


def reference_choice(raw: str, n_choices: int) -> int | None:
    """0-based index the reference selects for this overall reply, or None (its ``json_error``)."""
    if n_choices < 1:
        raise ValueError(f"reference_choice: n_choices must be >= 1, got {n_choices}")
    try:
        picked = range(n_choices)[reference_parse_json(raw)["answer"] - 1]
    except Exception:
        return None
    return picked


def reference_diagnosis_object(raw: str) -> dict:
    """The diagnosis reply as the reference reads it: the parsed object, or ``{}`` when it
    does not parse (or is not a JSON object)."""
    try:
        obj = reference_parse_json(raw)
    except Exception:
        return {}
    return obj if isinstance(obj, dict) else {}
