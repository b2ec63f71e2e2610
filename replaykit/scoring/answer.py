"""Parsing the agent's answers to evaluation prompts (paper Appendix C.5), shared by the
episode runner and the importer.

- Overall and upper-bound prompts ask for ``{"answer": int}`` where the int is the
  1-based number of an answer choice. ``parse_choice`` returns the 0-based index, or
  None for a ``json_error`` (unparseable, no integer ``answer``, or out of range); the
  caller then scores the seeded ``fallback_choice``.
- The state-diagnosis prompt asks for ``{variable: chosen value, ...}``.
  ``parse_diagnosis`` returns, per variable, the value if it is one of the variable's
  choices (else None), and whether the reply is a ``json_error``.

What is accepted (a superset of the reference code, which only reads the body of a
```json fenced block or the whole reply): the first fenced block (```json or ```), else
the whole reply, else the first JSON object embedded in surrounding text.

Deliberate difference from the reference code: the reference indexes
``answer_choices[answer - 1]``, so ``0`` and negative answers silently select a choice
counted from the end. Here every answer outside ``1..n_choices`` is a json_error, as the
spec (issue 5) says. No reply in the peer run is affected.
"""

from __future__ import annotations

import json
import re

from replaykit._util import seeds
from replaykit._util.jsonsalvage import first_object as extract_json_object

__all__ = [
    "claim_text",
    "factual_recall_prompt",
    "parse_recall_verdicts",
    "extract_json_object",
    "fallback_choice",
    "parse_choice",
    "parse_diagnosis",
    "parse_diagnosis_fields",
]


def parse_choice(raw: str, n_choices: int) -> int | None:
    """0-based index of the chosen answer choice, or None (json_error).

    The reply must carry a JSON object whose ``answer`` is an integer (not a bool, float
    or string) in ``1..n_choices``.
    """
    obj = extract_json_object(raw)
    if obj is None or "answer" not in obj:
        return None
    ans = obj["answer"]
    if isinstance(ans, bool) or not isinstance(ans, int):
        return None
    if 1 <= ans <= n_choices:
        return ans - 1
    return None


def parse_diagnosis_fields(
    raw: str | dict, variables: dict[str, list[str]]
) -> tuple[dict[str, str | None], dict[str, bool]]:
    """Per variable: (value if it is one of its choices else None, missing).

    ``missing`` is True when the reply has no JSON object or the object lacks the
    variable's key; this is the reference code's per-variable ``json_error``. A present
    key whose value is not one of the choices (e.g. a list, or a made-up value) is not
    missing, but its value is None, so it never counts as a correct read.
    ``raw`` may be an object already read (the reference protocol's ``reference_diagnosis_object``).
    """
    obj = raw if isinstance(raw, dict) else extract_json_object(raw)
    values: dict[str, str | None] = {}
    missing: dict[str, bool] = {}
    for var, choices in variables.items():
        if obj is None or var not in obj:
            values[var] = None
            missing[var] = True
            continue
        val = obj[var]
        values[var] = val if isinstance(val, str) and val in choices else None
        missing[var] = False
    return values, missing


def parse_diagnosis(
    raw: str | dict, variables: dict[str, list[str]]
) -> tuple[dict[str, str | None], bool]:
    """The state-diagnosis reply: per variable the named value (None unless one of its
    choices), and json_error (no JSON object, or some variable's key is missing)."""
    values, missing = parse_diagnosis_fields(raw, variables)
    if not variables:
        return values, (not raw) if isinstance(raw, dict) else extract_json_object(raw) is None
    return values, any(missing.values())


def fallback_choice(
    seed: int, user: str, period: int, question: int, n_choices: int, salt: str = "overall"
) -> int:
    """Deterministic stand-in choice (0-based) for a json_error answer.

    Derived from sha256 over a canonical encoding of (salt, seed, user, period, question,
    n_choices): the same inputs give the same choice on every machine and run.

    Conventions shared by the runner and the importer: overall answers use
    ``salt="overall"`` (``"overall/r<k>"`` for replica k > 0); upper-bound answers pass the
    index of the answer choice whose variant was given as ``period`` and
    ``salt="upper_bound"``.
    """
    if n_choices < 1:
        raise ValueError(f"fallback_choice: n_choices must be >= 1, got {n_choices}")
    key = json.dumps([salt, int(seed), str(user), int(period), int(question), int(n_choices)],
                     separators=(",", ":"))  # ASCII, json.dumps's default
    return seeds.seed_int(key) % n_choices  # the digest's first 8 bytes (seed_int's default)


# -- factual recall judge (paper Appendix C.6 / E) -----------------------------------------


def claim_text(variable: str, value: str) -> str:
    """A state as a claim about the user, e.g. ("garden_size", "small_garden") ->
    "The user's garden size is small garden." """
    return f"The user's {variable.replace('_', ' ')} is {value.replace('_', ' ')}."


def factual_recall_prompt(document: str, claims: list[str]) -> str:
    """The Appendix C.6 judge prompt for the agent's memory view ``document`` and the
    numbered ``claims`` (1-based, one per line)."""
    # loaded on first use: importing this module stays light
    from replaykit.prompts import template_text

    text = template_text("factual_recall")  # without its citation line
    numbered = "\n".join(f"{i}. {c}" for i, c in enumerate(claims, 1))
    fill = {"{document}": document, "{claims}": numbered}
    return re.sub(r"\{document\}|\{claims\}", lambda m: fill[m.group(0)], text)


def parse_recall_verdicts(raw: str, n_claims: int) -> list[bool | None]:
    """The judge's verdict per claim (1-based keys "1".."n"): True for "yes", False for
    "no", None when missing or anything else (counted as not supported)."""
    obj = extract_json_object(raw) or {}
    out: list[bool | None] = []
    for i in range(1, n_claims + 1):
        v = obj.get(str(i))
        v = v.strip().lower() if isinstance(v, str) else None
        out.append(True if v == "yes" else False if v == "no" else None)
    return out
