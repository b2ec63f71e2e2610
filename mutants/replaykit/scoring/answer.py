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


from mutmut.mutation.trampoline import wrap_in_trampoline as _mutmut_mutated, MutantDict
mutants_x_parse_choice__mutmut: MutantDict = {}  # type: ignore


@_mutmut_mutated(mutants_x_parse_choice__mutmut)
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


def x_parse_choice__mutmut_orig(raw: str, n_choices: int) -> int | None:
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


def x_parse_choice__mutmut_1(raw: str, n_choices: int) -> int | None:
    """0-based index of the chosen answer choice, or None (json_error).

    The reply must carry a JSON object whose ``answer`` is an integer (not a bool, float
    or string) in ``1..n_choices``.
    """
    obj = None
    if obj is None or "answer" not in obj:
        return None
    ans = obj["answer"]
    if isinstance(ans, bool) or not isinstance(ans, int):
        return None
    if 1 <= ans <= n_choices:
        return ans - 1
    return None


def x_parse_choice__mutmut_2(raw: str, n_choices: int) -> int | None:
    """0-based index of the chosen answer choice, or None (json_error).

    The reply must carry a JSON object whose ``answer`` is an integer (not a bool, float
    or string) in ``1..n_choices``.
    """
    obj = extract_json_object(None)
    if obj is None or "answer" not in obj:
        return None
    ans = obj["answer"]
    if isinstance(ans, bool) or not isinstance(ans, int):
        return None
    if 1 <= ans <= n_choices:
        return ans - 1
    return None


def x_parse_choice__mutmut_3(raw: str, n_choices: int) -> int | None:
    """0-based index of the chosen answer choice, or None (json_error).

    The reply must carry a JSON object whose ``answer`` is an integer (not a bool, float
    or string) in ``1..n_choices``.
    """
    obj = extract_json_object(raw)
    if obj is None and "answer" not in obj:
        return None
    ans = obj["answer"]
    if isinstance(ans, bool) or not isinstance(ans, int):
        return None
    if 1 <= ans <= n_choices:
        return ans - 1
    return None


def x_parse_choice__mutmut_4(raw: str, n_choices: int) -> int | None:
    """0-based index of the chosen answer choice, or None (json_error).

    The reply must carry a JSON object whose ``answer`` is an integer (not a bool, float
    or string) in ``1..n_choices``.
    """
    obj = extract_json_object(raw)
    if obj is not None or "answer" not in obj:
        return None
    ans = obj["answer"]
    if isinstance(ans, bool) or not isinstance(ans, int):
        return None
    if 1 <= ans <= n_choices:
        return ans - 1
    return None


def x_parse_choice__mutmut_5(raw: str, n_choices: int) -> int | None:
    """0-based index of the chosen answer choice, or None (json_error).

    The reply must carry a JSON object whose ``answer`` is an integer (not a bool, float
    or string) in ``1..n_choices``.
    """
    obj = extract_json_object(raw)
    if obj is None or "XXanswerXX" not in obj:
        return None
    ans = obj["answer"]
    if isinstance(ans, bool) or not isinstance(ans, int):
        return None
    if 1 <= ans <= n_choices:
        return ans - 1
    return None


def x_parse_choice__mutmut_6(raw: str, n_choices: int) -> int | None:
    """0-based index of the chosen answer choice, or None (json_error).

    The reply must carry a JSON object whose ``answer`` is an integer (not a bool, float
    or string) in ``1..n_choices``.
    """
    obj = extract_json_object(raw)
    if obj is None or "ANSWER" not in obj:
        return None
    ans = obj["answer"]
    if isinstance(ans, bool) or not isinstance(ans, int):
        return None
    if 1 <= ans <= n_choices:
        return ans - 1
    return None


def x_parse_choice__mutmut_7(raw: str, n_choices: int) -> int | None:
    """0-based index of the chosen answer choice, or None (json_error).

    The reply must carry a JSON object whose ``answer`` is an integer (not a bool, float
    or string) in ``1..n_choices``.
    """
    obj = extract_json_object(raw)
    if obj is None or "answer" in obj:
        return None
    ans = obj["answer"]
    if isinstance(ans, bool) or not isinstance(ans, int):
        return None
    if 1 <= ans <= n_choices:
        return ans - 1
    return None


def x_parse_choice__mutmut_8(raw: str, n_choices: int) -> int | None:
    """0-based index of the chosen answer choice, or None (json_error).

    The reply must carry a JSON object whose ``answer`` is an integer (not a bool, float
    or string) in ``1..n_choices``.
    """
    obj = extract_json_object(raw)
    if obj is None or "answer" not in obj:
        return None
    ans = None
    if isinstance(ans, bool) or not isinstance(ans, int):
        return None
    if 1 <= ans <= n_choices:
        return ans - 1
    return None


def x_parse_choice__mutmut_9(raw: str, n_choices: int) -> int | None:
    """0-based index of the chosen answer choice, or None (json_error).

    The reply must carry a JSON object whose ``answer`` is an integer (not a bool, float
    or string) in ``1..n_choices``.
    """
    obj = extract_json_object(raw)
    if obj is None or "answer" not in obj:
        return None
    ans = obj["XXanswerXX"]
    if isinstance(ans, bool) or not isinstance(ans, int):
        return None
    if 1 <= ans <= n_choices:
        return ans - 1
    return None


def x_parse_choice__mutmut_10(raw: str, n_choices: int) -> int | None:
    """0-based index of the chosen answer choice, or None (json_error).

    The reply must carry a JSON object whose ``answer`` is an integer (not a bool, float
    or string) in ``1..n_choices``.
    """
    obj = extract_json_object(raw)
    if obj is None or "answer" not in obj:
        return None
    ans = obj["ANSWER"]
    if isinstance(ans, bool) or not isinstance(ans, int):
        return None
    if 1 <= ans <= n_choices:
        return ans - 1
    return None


def x_parse_choice__mutmut_11(raw: str, n_choices: int) -> int | None:
    """0-based index of the chosen answer choice, or None (json_error).

    The reply must carry a JSON object whose ``answer`` is an integer (not a bool, float
    or string) in ``1..n_choices``.
    """
    obj = extract_json_object(raw)
    if obj is None or "answer" not in obj:
        return None
    ans = obj["answer"]
    if isinstance(ans, bool) and not isinstance(ans, int):
        return None
    if 1 <= ans <= n_choices:
        return ans - 1
    return None


def x_parse_choice__mutmut_12(raw: str, n_choices: int) -> int | None:
    """0-based index of the chosen answer choice, or None (json_error).

    The reply must carry a JSON object whose ``answer`` is an integer (not a bool, float
    or string) in ``1..n_choices``.
    """
    obj = extract_json_object(raw)
    if obj is None or "answer" not in obj:
        return None
    ans = obj["answer"]
    if isinstance(ans, bool) or isinstance(ans, int):
        return None
    if 1 <= ans <= n_choices:
        return ans - 1
    return None


def x_parse_choice__mutmut_13(raw: str, n_choices: int) -> int | None:
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
    if 2 <= ans <= n_choices:
        return ans - 1
    return None


def x_parse_choice__mutmut_14(raw: str, n_choices: int) -> int | None:
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
    if 1 < ans <= n_choices:
        return ans - 1
    return None


def x_parse_choice__mutmut_15(raw: str, n_choices: int) -> int | None:
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
    if 1 <= ans < n_choices:
        return ans - 1
    return None


def x_parse_choice__mutmut_16(raw: str, n_choices: int) -> int | None:
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
        return ans + 1
    return None


def x_parse_choice__mutmut_17(raw: str, n_choices: int) -> int | None:
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
        return ans - 2
    return None

mutants_x_parse_choice__mutmut['_mutmut_orig'] = x_parse_choice__mutmut_orig # type: ignore # mutmut generated
mutants_x_parse_choice__mutmut['x_parse_choice__mutmut_1'] = x_parse_choice__mutmut_1 # type: ignore # mutmut generated
mutants_x_parse_choice__mutmut['x_parse_choice__mutmut_2'] = x_parse_choice__mutmut_2 # type: ignore # mutmut generated
mutants_x_parse_choice__mutmut['x_parse_choice__mutmut_3'] = x_parse_choice__mutmut_3 # type: ignore # mutmut generated
mutants_x_parse_choice__mutmut['x_parse_choice__mutmut_4'] = x_parse_choice__mutmut_4 # type: ignore # mutmut generated
mutants_x_parse_choice__mutmut['x_parse_choice__mutmut_5'] = x_parse_choice__mutmut_5 # type: ignore # mutmut generated
mutants_x_parse_choice__mutmut['x_parse_choice__mutmut_6'] = x_parse_choice__mutmut_6 # type: ignore # mutmut generated
mutants_x_parse_choice__mutmut['x_parse_choice__mutmut_7'] = x_parse_choice__mutmut_7 # type: ignore # mutmut generated
mutants_x_parse_choice__mutmut['x_parse_choice__mutmut_8'] = x_parse_choice__mutmut_8 # type: ignore # mutmut generated
mutants_x_parse_choice__mutmut['x_parse_choice__mutmut_9'] = x_parse_choice__mutmut_9 # type: ignore # mutmut generated
mutants_x_parse_choice__mutmut['x_parse_choice__mutmut_10'] = x_parse_choice__mutmut_10 # type: ignore # mutmut generated
mutants_x_parse_choice__mutmut['x_parse_choice__mutmut_11'] = x_parse_choice__mutmut_11 # type: ignore # mutmut generated
mutants_x_parse_choice__mutmut['x_parse_choice__mutmut_12'] = x_parse_choice__mutmut_12 # type: ignore # mutmut generated
mutants_x_parse_choice__mutmut['x_parse_choice__mutmut_13'] = x_parse_choice__mutmut_13 # type: ignore # mutmut generated
mutants_x_parse_choice__mutmut['x_parse_choice__mutmut_14'] = x_parse_choice__mutmut_14 # type: ignore # mutmut generated
mutants_x_parse_choice__mutmut['x_parse_choice__mutmut_15'] = x_parse_choice__mutmut_15 # type: ignore # mutmut generated
mutants_x_parse_choice__mutmut['x_parse_choice__mutmut_16'] = x_parse_choice__mutmut_16 # type: ignore # mutmut generated
mutants_x_parse_choice__mutmut['x_parse_choice__mutmut_17'] = x_parse_choice__mutmut_17 # type: ignore # mutmut generated
mutants_x_parse_diagnosis_fields__mutmut: MutantDict = {}  # type: ignore


@_mutmut_mutated(mutants_x_parse_diagnosis_fields__mutmut)
def parse_diagnosis_fields(
    raw: str, variables: dict[str, list[str]]
) -> tuple[dict[str, str | None], dict[str, bool]]:
    """Per variable: (value if it is one of its choices else None, missing).

    ``missing`` is True when the reply has no JSON object or the object lacks the
    variable's key; this is the reference code's per-variable ``json_error``. A present
    key whose value is not one of the choices (e.g. a list, or a made-up value) is not
    missing, but its value is None, so it never counts as a correct read.
    """
    obj = extract_json_object(raw)
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


def x_parse_diagnosis_fields__mutmut_orig(
    raw: str, variables: dict[str, list[str]]
) -> tuple[dict[str, str | None], dict[str, bool]]:
    """Per variable: (value if it is one of its choices else None, missing).

    ``missing`` is True when the reply has no JSON object or the object lacks the
    variable's key; this is the reference code's per-variable ``json_error``. A present
    key whose value is not one of the choices (e.g. a list, or a made-up value) is not
    missing, but its value is None, so it never counts as a correct read.
    """
    obj = extract_json_object(raw)
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


def x_parse_diagnosis_fields__mutmut_1(
    raw: str, variables: dict[str, list[str]]
) -> tuple[dict[str, str | None], dict[str, bool]]:
    """Per variable: (value if it is one of its choices else None, missing).

    ``missing`` is True when the reply has no JSON object or the object lacks the
    variable's key; this is the reference code's per-variable ``json_error``. A present
    key whose value is not one of the choices (e.g. a list, or a made-up value) is not
    missing, but its value is None, so it never counts as a correct read.
    """
    obj = None
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


def x_parse_diagnosis_fields__mutmut_2(
    raw: str, variables: dict[str, list[str]]
) -> tuple[dict[str, str | None], dict[str, bool]]:
    """Per variable: (value if it is one of its choices else None, missing).

    ``missing`` is True when the reply has no JSON object or the object lacks the
    variable's key; this is the reference code's per-variable ``json_error``. A present
    key whose value is not one of the choices (e.g. a list, or a made-up value) is not
    missing, but its value is None, so it never counts as a correct read.
    """
    obj = extract_json_object(None)
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


def x_parse_diagnosis_fields__mutmut_3(
    raw: str, variables: dict[str, list[str]]
) -> tuple[dict[str, str | None], dict[str, bool]]:
    """Per variable: (value if it is one of its choices else None, missing).

    ``missing`` is True when the reply has no JSON object or the object lacks the
    variable's key; this is the reference code's per-variable ``json_error``. A present
    key whose value is not one of the choices (e.g. a list, or a made-up value) is not
    missing, but its value is None, so it never counts as a correct read.
    """
    obj = extract_json_object(raw)
    values: dict[str, str | None] = None
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


def x_parse_diagnosis_fields__mutmut_4(
    raw: str, variables: dict[str, list[str]]
) -> tuple[dict[str, str | None], dict[str, bool]]:
    """Per variable: (value if it is one of its choices else None, missing).

    ``missing`` is True when the reply has no JSON object or the object lacks the
    variable's key; this is the reference code's per-variable ``json_error``. A present
    key whose value is not one of the choices (e.g. a list, or a made-up value) is not
    missing, but its value is None, so it never counts as a correct read.
    """
    obj = extract_json_object(raw)
    values: dict[str, str | None] = {}
    missing: dict[str, bool] = None
    for var, choices in variables.items():
        if obj is None or var not in obj:
            values[var] = None
            missing[var] = True
            continue
        val = obj[var]
        values[var] = val if isinstance(val, str) and val in choices else None
        missing[var] = False
    return values, missing


def x_parse_diagnosis_fields__mutmut_5(
    raw: str, variables: dict[str, list[str]]
) -> tuple[dict[str, str | None], dict[str, bool]]:
    """Per variable: (value if it is one of its choices else None, missing).

    ``missing`` is True when the reply has no JSON object or the object lacks the
    variable's key; this is the reference code's per-variable ``json_error``. A present
    key whose value is not one of the choices (e.g. a list, or a made-up value) is not
    missing, but its value is None, so it never counts as a correct read.
    """
    obj = extract_json_object(raw)
    values: dict[str, str | None] = {}
    missing: dict[str, bool] = {}
    for var, choices in variables.items():
        if obj is None and var not in obj:
            values[var] = None
            missing[var] = True
            continue
        val = obj[var]
        values[var] = val if isinstance(val, str) and val in choices else None
        missing[var] = False
    return values, missing


def x_parse_diagnosis_fields__mutmut_6(
    raw: str, variables: dict[str, list[str]]
) -> tuple[dict[str, str | None], dict[str, bool]]:
    """Per variable: (value if it is one of its choices else None, missing).

    ``missing`` is True when the reply has no JSON object or the object lacks the
    variable's key; this is the reference code's per-variable ``json_error``. A present
    key whose value is not one of the choices (e.g. a list, or a made-up value) is not
    missing, but its value is None, so it never counts as a correct read.
    """
    obj = extract_json_object(raw)
    values: dict[str, str | None] = {}
    missing: dict[str, bool] = {}
    for var, choices in variables.items():
        if obj is not None or var not in obj:
            values[var] = None
            missing[var] = True
            continue
        val = obj[var]
        values[var] = val if isinstance(val, str) and val in choices else None
        missing[var] = False
    return values, missing


def x_parse_diagnosis_fields__mutmut_7(
    raw: str, variables: dict[str, list[str]]
) -> tuple[dict[str, str | None], dict[str, bool]]:
    """Per variable: (value if it is one of its choices else None, missing).

    ``missing`` is True when the reply has no JSON object or the object lacks the
    variable's key; this is the reference code's per-variable ``json_error``. A present
    key whose value is not one of the choices (e.g. a list, or a made-up value) is not
    missing, but its value is None, so it never counts as a correct read.
    """
    obj = extract_json_object(raw)
    values: dict[str, str | None] = {}
    missing: dict[str, bool] = {}
    for var, choices in variables.items():
        if obj is None or var in obj:
            values[var] = None
            missing[var] = True
            continue
        val = obj[var]
        values[var] = val if isinstance(val, str) and val in choices else None
        missing[var] = False
    return values, missing


def x_parse_diagnosis_fields__mutmut_8(
    raw: str, variables: dict[str, list[str]]
) -> tuple[dict[str, str | None], dict[str, bool]]:
    """Per variable: (value if it is one of its choices else None, missing).

    ``missing`` is True when the reply has no JSON object or the object lacks the
    variable's key; this is the reference code's per-variable ``json_error``. A present
    key whose value is not one of the choices (e.g. a list, or a made-up value) is not
    missing, but its value is None, so it never counts as a correct read.
    """
    obj = extract_json_object(raw)
    values: dict[str, str | None] = {}
    missing: dict[str, bool] = {}
    for var, choices in variables.items():
        if obj is None or var not in obj:
            values[var] = ""
            missing[var] = True
            continue
        val = obj[var]
        values[var] = val if isinstance(val, str) and val in choices else None
        missing[var] = False
    return values, missing


def x_parse_diagnosis_fields__mutmut_9(
    raw: str, variables: dict[str, list[str]]
) -> tuple[dict[str, str | None], dict[str, bool]]:
    """Per variable: (value if it is one of its choices else None, missing).

    ``missing`` is True when the reply has no JSON object or the object lacks the
    variable's key; this is the reference code's per-variable ``json_error``. A present
    key whose value is not one of the choices (e.g. a list, or a made-up value) is not
    missing, but its value is None, so it never counts as a correct read.
    """
    obj = extract_json_object(raw)
    values: dict[str, str | None] = {}
    missing: dict[str, bool] = {}
    for var, choices in variables.items():
        if obj is None or var not in obj:
            values[var] = None
            missing[var] = None
            continue
        val = obj[var]
        values[var] = val if isinstance(val, str) and val in choices else None
        missing[var] = False
    return values, missing


def x_parse_diagnosis_fields__mutmut_10(
    raw: str, variables: dict[str, list[str]]
) -> tuple[dict[str, str | None], dict[str, bool]]:
    """Per variable: (value if it is one of its choices else None, missing).

    ``missing`` is True when the reply has no JSON object or the object lacks the
    variable's key; this is the reference code's per-variable ``json_error``. A present
    key whose value is not one of the choices (e.g. a list, or a made-up value) is not
    missing, but its value is None, so it never counts as a correct read.
    """
    obj = extract_json_object(raw)
    values: dict[str, str | None] = {}
    missing: dict[str, bool] = {}
    for var, choices in variables.items():
        if obj is None or var not in obj:
            values[var] = None
            missing[var] = False
            continue
        val = obj[var]
        values[var] = val if isinstance(val, str) and val in choices else None
        missing[var] = False
    return values, missing


def x_parse_diagnosis_fields__mutmut_11(
    raw: str, variables: dict[str, list[str]]
) -> tuple[dict[str, str | None], dict[str, bool]]:
    """Per variable: (value if it is one of its choices else None, missing).

    ``missing`` is True when the reply has no JSON object or the object lacks the
    variable's key; this is the reference code's per-variable ``json_error``. A present
    key whose value is not one of the choices (e.g. a list, or a made-up value) is not
    missing, but its value is None, so it never counts as a correct read.
    """
    obj = extract_json_object(raw)
    values: dict[str, str | None] = {}
    missing: dict[str, bool] = {}
    for var, choices in variables.items():
        if obj is None or var not in obj:
            values[var] = None
            missing[var] = True
            break
        val = obj[var]
        values[var] = val if isinstance(val, str) and val in choices else None
        missing[var] = False
    return values, missing


def x_parse_diagnosis_fields__mutmut_12(
    raw: str, variables: dict[str, list[str]]
) -> tuple[dict[str, str | None], dict[str, bool]]:
    """Per variable: (value if it is one of its choices else None, missing).

    ``missing`` is True when the reply has no JSON object or the object lacks the
    variable's key; this is the reference code's per-variable ``json_error``. A present
    key whose value is not one of the choices (e.g. a list, or a made-up value) is not
    missing, but its value is None, so it never counts as a correct read.
    """
    obj = extract_json_object(raw)
    values: dict[str, str | None] = {}
    missing: dict[str, bool] = {}
    for var, choices in variables.items():
        if obj is None or var not in obj:
            values[var] = None
            missing[var] = True
            continue
        val = None
        values[var] = val if isinstance(val, str) and val in choices else None
        missing[var] = False
    return values, missing


def x_parse_diagnosis_fields__mutmut_13(
    raw: str, variables: dict[str, list[str]]
) -> tuple[dict[str, str | None], dict[str, bool]]:
    """Per variable: (value if it is one of its choices else None, missing).

    ``missing`` is True when the reply has no JSON object or the object lacks the
    variable's key; this is the reference code's per-variable ``json_error``. A present
    key whose value is not one of the choices (e.g. a list, or a made-up value) is not
    missing, but its value is None, so it never counts as a correct read.
    """
    obj = extract_json_object(raw)
    values: dict[str, str | None] = {}
    missing: dict[str, bool] = {}
    for var, choices in variables.items():
        if obj is None or var not in obj:
            values[var] = None
            missing[var] = True
            continue
        val = obj[var]
        values[var] = None
        missing[var] = False
    return values, missing


def x_parse_diagnosis_fields__mutmut_14(
    raw: str, variables: dict[str, list[str]]
) -> tuple[dict[str, str | None], dict[str, bool]]:
    """Per variable: (value if it is one of its choices else None, missing).

    ``missing`` is True when the reply has no JSON object or the object lacks the
    variable's key; this is the reference code's per-variable ``json_error``. A present
    key whose value is not one of the choices (e.g. a list, or a made-up value) is not
    missing, but its value is None, so it never counts as a correct read.
    """
    obj = extract_json_object(raw)
    values: dict[str, str | None] = {}
    missing: dict[str, bool] = {}
    for var, choices in variables.items():
        if obj is None or var not in obj:
            values[var] = None
            missing[var] = True
            continue
        val = obj[var]
        values[var] = val if (isinstance(val, str) and val in choices) and False else None
        missing[var] = False
    return values, missing


def x_parse_diagnosis_fields__mutmut_15(
    raw: str, variables: dict[str, list[str]]
) -> tuple[dict[str, str | None], dict[str, bool]]:
    """Per variable: (value if it is one of its choices else None, missing).

    ``missing`` is True when the reply has no JSON object or the object lacks the
    variable's key; this is the reference code's per-variable ``json_error``. A present
    key whose value is not one of the choices (e.g. a list, or a made-up value) is not
    missing, but its value is None, so it never counts as a correct read.
    """
    obj = extract_json_object(raw)
    values: dict[str, str | None] = {}
    missing: dict[str, bool] = {}
    for var, choices in variables.items():
        if obj is None or var not in obj:
            values[var] = None
            missing[var] = True
            continue
        val = obj[var]
        values[var] = val if (isinstance(val, str) and val in choices) or True else None
        missing[var] = False
    return values, missing


def x_parse_diagnosis_fields__mutmut_16(
    raw: str, variables: dict[str, list[str]]
) -> tuple[dict[str, str | None], dict[str, bool]]:
    """Per variable: (value if it is one of its choices else None, missing).

    ``missing`` is True when the reply has no JSON object or the object lacks the
    variable's key; this is the reference code's per-variable ``json_error``. A present
    key whose value is not one of the choices (e.g. a list, or a made-up value) is not
    missing, but its value is None, so it never counts as a correct read.
    """
    obj = extract_json_object(raw)
    values: dict[str, str | None] = {}
    missing: dict[str, bool] = {}
    for var, choices in variables.items():
        if obj is None or var not in obj:
            values[var] = None
            missing[var] = True
            continue
        val = obj[var]
        values[var] = val if isinstance(val, str) or val in choices else None
        missing[var] = False
    return values, missing


def x_parse_diagnosis_fields__mutmut_17(
    raw: str, variables: dict[str, list[str]]
) -> tuple[dict[str, str | None], dict[str, bool]]:
    """Per variable: (value if it is one of its choices else None, missing).

    ``missing`` is True when the reply has no JSON object or the object lacks the
    variable's key; this is the reference code's per-variable ``json_error``. A present
    key whose value is not one of the choices (e.g. a list, or a made-up value) is not
    missing, but its value is None, so it never counts as a correct read.
    """
    obj = extract_json_object(raw)
    values: dict[str, str | None] = {}
    missing: dict[str, bool] = {}
    for var, choices in variables.items():
        if obj is None or var not in obj:
            values[var] = None
            missing[var] = True
            continue
        val = obj[var]
        values[var] = val if isinstance(val, str) and val not in choices else None
        missing[var] = False
    return values, missing


def x_parse_diagnosis_fields__mutmut_18(
    raw: str, variables: dict[str, list[str]]
) -> tuple[dict[str, str | None], dict[str, bool]]:
    """Per variable: (value if it is one of its choices else None, missing).

    ``missing`` is True when the reply has no JSON object or the object lacks the
    variable's key; this is the reference code's per-variable ``json_error``. A present
    key whose value is not one of the choices (e.g. a list, or a made-up value) is not
    missing, but its value is None, so it never counts as a correct read.
    """
    obj = extract_json_object(raw)
    values: dict[str, str | None] = {}
    missing: dict[str, bool] = {}
    for var, choices in variables.items():
        if obj is None or var not in obj:
            values[var] = None
            missing[var] = True
            continue
        val = obj[var]
        values[var] = val if isinstance(val, str) and val in choices else None
        missing[var] = None
    return values, missing


def x_parse_diagnosis_fields__mutmut_19(
    raw: str, variables: dict[str, list[str]]
) -> tuple[dict[str, str | None], dict[str, bool]]:
    """Per variable: (value if it is one of its choices else None, missing).

    ``missing`` is True when the reply has no JSON object or the object lacks the
    variable's key; this is the reference code's per-variable ``json_error``. A present
    key whose value is not one of the choices (e.g. a list, or a made-up value) is not
    missing, but its value is None, so it never counts as a correct read.
    """
    obj = extract_json_object(raw)
    values: dict[str, str | None] = {}
    missing: dict[str, bool] = {}
    for var, choices in variables.items():
        if obj is None or var not in obj:
            values[var] = None
            missing[var] = True
            continue
        val = obj[var]
        values[var] = val if isinstance(val, str) and val in choices else None
        missing[var] = True
    return values, missing

mutants_x_parse_diagnosis_fields__mutmut['_mutmut_orig'] = x_parse_diagnosis_fields__mutmut_orig # type: ignore # mutmut generated
mutants_x_parse_diagnosis_fields__mutmut['x_parse_diagnosis_fields__mutmut_1'] = x_parse_diagnosis_fields__mutmut_1 # type: ignore # mutmut generated
mutants_x_parse_diagnosis_fields__mutmut['x_parse_diagnosis_fields__mutmut_2'] = x_parse_diagnosis_fields__mutmut_2 # type: ignore # mutmut generated
mutants_x_parse_diagnosis_fields__mutmut['x_parse_diagnosis_fields__mutmut_3'] = x_parse_diagnosis_fields__mutmut_3 # type: ignore # mutmut generated
mutants_x_parse_diagnosis_fields__mutmut['x_parse_diagnosis_fields__mutmut_4'] = x_parse_diagnosis_fields__mutmut_4 # type: ignore # mutmut generated
mutants_x_parse_diagnosis_fields__mutmut['x_parse_diagnosis_fields__mutmut_5'] = x_parse_diagnosis_fields__mutmut_5 # type: ignore # mutmut generated
mutants_x_parse_diagnosis_fields__mutmut['x_parse_diagnosis_fields__mutmut_6'] = x_parse_diagnosis_fields__mutmut_6 # type: ignore # mutmut generated
mutants_x_parse_diagnosis_fields__mutmut['x_parse_diagnosis_fields__mutmut_7'] = x_parse_diagnosis_fields__mutmut_7 # type: ignore # mutmut generated
mutants_x_parse_diagnosis_fields__mutmut['x_parse_diagnosis_fields__mutmut_8'] = x_parse_diagnosis_fields__mutmut_8 # type: ignore # mutmut generated
mutants_x_parse_diagnosis_fields__mutmut['x_parse_diagnosis_fields__mutmut_9'] = x_parse_diagnosis_fields__mutmut_9 # type: ignore # mutmut generated
mutants_x_parse_diagnosis_fields__mutmut['x_parse_diagnosis_fields__mutmut_10'] = x_parse_diagnosis_fields__mutmut_10 # type: ignore # mutmut generated
mutants_x_parse_diagnosis_fields__mutmut['x_parse_diagnosis_fields__mutmut_11'] = x_parse_diagnosis_fields__mutmut_11 # type: ignore # mutmut generated
mutants_x_parse_diagnosis_fields__mutmut['x_parse_diagnosis_fields__mutmut_12'] = x_parse_diagnosis_fields__mutmut_12 # type: ignore # mutmut generated
mutants_x_parse_diagnosis_fields__mutmut['x_parse_diagnosis_fields__mutmut_13'] = x_parse_diagnosis_fields__mutmut_13 # type: ignore # mutmut generated
mutants_x_parse_diagnosis_fields__mutmut['x_parse_diagnosis_fields__mutmut_14'] = x_parse_diagnosis_fields__mutmut_14 # type: ignore # mutmut generated
mutants_x_parse_diagnosis_fields__mutmut['x_parse_diagnosis_fields__mutmut_15'] = x_parse_diagnosis_fields__mutmut_15 # type: ignore # mutmut generated
mutants_x_parse_diagnosis_fields__mutmut['x_parse_diagnosis_fields__mutmut_16'] = x_parse_diagnosis_fields__mutmut_16 # type: ignore # mutmut generated
mutants_x_parse_diagnosis_fields__mutmut['x_parse_diagnosis_fields__mutmut_17'] = x_parse_diagnosis_fields__mutmut_17 # type: ignore # mutmut generated
mutants_x_parse_diagnosis_fields__mutmut['x_parse_diagnosis_fields__mutmut_18'] = x_parse_diagnosis_fields__mutmut_18 # type: ignore # mutmut generated
mutants_x_parse_diagnosis_fields__mutmut['x_parse_diagnosis_fields__mutmut_19'] = x_parse_diagnosis_fields__mutmut_19 # type: ignore # mutmut generated
mutants_x_parse_diagnosis__mutmut: MutantDict = {}  # type: ignore


@_mutmut_mutated(mutants_x_parse_diagnosis__mutmut)
def parse_diagnosis(
    raw: str, variables: dict[str, list[str]]
) -> tuple[dict[str, str | None], bool]:
    """The state-diagnosis reply: per variable the named value (None unless one of its
    choices), and json_error (no JSON object, or some variable's key is missing)."""
    values, missing = parse_diagnosis_fields(raw, variables)
    if not variables:
        return values, extract_json_object(raw) is None
    return values, any(missing.values())


def x_parse_diagnosis__mutmut_orig(
    raw: str, variables: dict[str, list[str]]
) -> tuple[dict[str, str | None], bool]:
    """The state-diagnosis reply: per variable the named value (None unless one of its
    choices), and json_error (no JSON object, or some variable's key is missing)."""
    values, missing = parse_diagnosis_fields(raw, variables)
    if not variables:
        return values, extract_json_object(raw) is None
    return values, any(missing.values())


def x_parse_diagnosis__mutmut_1(
    raw: str, variables: dict[str, list[str]]
) -> tuple[dict[str, str | None], bool]:
    """The state-diagnosis reply: per variable the named value (None unless one of its
    choices), and json_error (no JSON object, or some variable's key is missing)."""
    values, missing = None
    if not variables:
        return values, extract_json_object(raw) is None
    return values, any(missing.values())


def x_parse_diagnosis__mutmut_2(
    raw: str, variables: dict[str, list[str]]
) -> tuple[dict[str, str | None], bool]:
    """The state-diagnosis reply: per variable the named value (None unless one of its
    choices), and json_error (no JSON object, or some variable's key is missing)."""
    values, missing = parse_diagnosis_fields(None, variables)
    if not variables:
        return values, extract_json_object(raw) is None
    return values, any(missing.values())


def x_parse_diagnosis__mutmut_3(
    raw: str, variables: dict[str, list[str]]
) -> tuple[dict[str, str | None], bool]:
    """The state-diagnosis reply: per variable the named value (None unless one of its
    choices), and json_error (no JSON object, or some variable's key is missing)."""
    values, missing = parse_diagnosis_fields(raw, None)
    if not variables:
        return values, extract_json_object(raw) is None
    return values, any(missing.values())


def x_parse_diagnosis__mutmut_4(
    raw: str, variables: dict[str, list[str]]
) -> tuple[dict[str, str | None], bool]:
    """The state-diagnosis reply: per variable the named value (None unless one of its
    choices), and json_error (no JSON object, or some variable's key is missing)."""
    values, missing = parse_diagnosis_fields(variables)
    if not variables:
        return values, extract_json_object(raw) is None
    return values, any(missing.values())


def x_parse_diagnosis__mutmut_5(
    raw: str, variables: dict[str, list[str]]
) -> tuple[dict[str, str | None], bool]:
    """The state-diagnosis reply: per variable the named value (None unless one of its
    choices), and json_error (no JSON object, or some variable's key is missing)."""
    values, missing = parse_diagnosis_fields(raw, )
    if not variables:
        return values, extract_json_object(raw) is None
    return values, any(missing.values())


def x_parse_diagnosis__mutmut_6(
    raw: str, variables: dict[str, list[str]]
) -> tuple[dict[str, str | None], bool]:
    """The state-diagnosis reply: per variable the named value (None unless one of its
    choices), and json_error (no JSON object, or some variable's key is missing)."""
    values, missing = parse_diagnosis_fields(raw, variables)
    if variables:
        return values, extract_json_object(raw) is None
    return values, any(missing.values())


def x_parse_diagnosis__mutmut_7(
    raw: str, variables: dict[str, list[str]]
) -> tuple[dict[str, str | None], bool]:
    """The state-diagnosis reply: per variable the named value (None unless one of its
    choices), and json_error (no JSON object, or some variable's key is missing)."""
    values, missing = parse_diagnosis_fields(raw, variables)
    if not variables:
        return values, extract_json_object(None) is None
    return values, any(missing.values())


def x_parse_diagnosis__mutmut_8(
    raw: str, variables: dict[str, list[str]]
) -> tuple[dict[str, str | None], bool]:
    """The state-diagnosis reply: per variable the named value (None unless one of its
    choices), and json_error (no JSON object, or some variable's key is missing)."""
    values, missing = parse_diagnosis_fields(raw, variables)
    if not variables:
        return values, extract_json_object(raw) is not None
    return values, any(missing.values())


def x_parse_diagnosis__mutmut_9(
    raw: str, variables: dict[str, list[str]]
) -> tuple[dict[str, str | None], bool]:
    """The state-diagnosis reply: per variable the named value (None unless one of its
    choices), and json_error (no JSON object, or some variable's key is missing)."""
    values, missing = parse_diagnosis_fields(raw, variables)
    if not variables:
        return values, extract_json_object(raw) is None
    return values, any(None)

mutants_x_parse_diagnosis__mutmut['_mutmut_orig'] = x_parse_diagnosis__mutmut_orig # type: ignore # mutmut generated
mutants_x_parse_diagnosis__mutmut['x_parse_diagnosis__mutmut_1'] = x_parse_diagnosis__mutmut_1 # type: ignore # mutmut generated
mutants_x_parse_diagnosis__mutmut['x_parse_diagnosis__mutmut_2'] = x_parse_diagnosis__mutmut_2 # type: ignore # mutmut generated
mutants_x_parse_diagnosis__mutmut['x_parse_diagnosis__mutmut_3'] = x_parse_diagnosis__mutmut_3 # type: ignore # mutmut generated
mutants_x_parse_diagnosis__mutmut['x_parse_diagnosis__mutmut_4'] = x_parse_diagnosis__mutmut_4 # type: ignore # mutmut generated
mutants_x_parse_diagnosis__mutmut['x_parse_diagnosis__mutmut_5'] = x_parse_diagnosis__mutmut_5 # type: ignore # mutmut generated
mutants_x_parse_diagnosis__mutmut['x_parse_diagnosis__mutmut_6'] = x_parse_diagnosis__mutmut_6 # type: ignore # mutmut generated
mutants_x_parse_diagnosis__mutmut['x_parse_diagnosis__mutmut_7'] = x_parse_diagnosis__mutmut_7 # type: ignore # mutmut generated
mutants_x_parse_diagnosis__mutmut['x_parse_diagnosis__mutmut_8'] = x_parse_diagnosis__mutmut_8 # type: ignore # mutmut generated
mutants_x_parse_diagnosis__mutmut['x_parse_diagnosis__mutmut_9'] = x_parse_diagnosis__mutmut_9 # type: ignore # mutmut generated
mutants_x_fallback_choice__mutmut: MutantDict = {}  # type: ignore


@_mutmut_mutated(mutants_x_fallback_choice__mutmut)
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
                     separators=(",", ":"), ensure_ascii=True)
    return seeds.seed_int(key, nbytes=8) % n_choices


def x_fallback_choice__mutmut_orig(
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
                     separators=(",", ":"), ensure_ascii=True)
    return seeds.seed_int(key, nbytes=8) % n_choices


def x_fallback_choice__mutmut_1(
    seed: int, user: str, period: int, question: int, n_choices: int, salt: str = "XXoverallXX"
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
                     separators=(",", ":"), ensure_ascii=True)
    return seeds.seed_int(key, nbytes=8) % n_choices


def x_fallback_choice__mutmut_2(
    seed: int, user: str, period: int, question: int, n_choices: int, salt: str = "OVERALL"
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
                     separators=(",", ":"), ensure_ascii=True)
    return seeds.seed_int(key, nbytes=8) % n_choices


def x_fallback_choice__mutmut_3(
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
    if n_choices <= 1:
        raise ValueError(f"fallback_choice: n_choices must be >= 1, got {n_choices}")
    key = json.dumps([salt, int(seed), str(user), int(period), int(question), int(n_choices)],
                     separators=(",", ":"), ensure_ascii=True)
    return seeds.seed_int(key, nbytes=8) % n_choices


def x_fallback_choice__mutmut_4(
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
    if n_choices < 2:
        raise ValueError(f"fallback_choice: n_choices must be >= 1, got {n_choices}")
    key = json.dumps([salt, int(seed), str(user), int(period), int(question), int(n_choices)],
                     separators=(",", ":"), ensure_ascii=True)
    return seeds.seed_int(key, nbytes=8) % n_choices


def x_fallback_choice__mutmut_5(
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
        raise ValueError(None)
    key = json.dumps([salt, int(seed), str(user), int(period), int(question), int(n_choices)],
                     separators=(",", ":"), ensure_ascii=True)
    return seeds.seed_int(key, nbytes=8) % n_choices


def x_fallback_choice__mutmut_6(
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
    key = None
    return seeds.seed_int(key, nbytes=8) % n_choices


def x_fallback_choice__mutmut_7(
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
    key = json.dumps(None,
                     separators=(",", ":"), ensure_ascii=True)
    return seeds.seed_int(key, nbytes=8) % n_choices


def x_fallback_choice__mutmut_8(
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
                     separators=None, ensure_ascii=True)
    return seeds.seed_int(key, nbytes=8) % n_choices


def x_fallback_choice__mutmut_9(
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
                     separators=(",", ":"), ensure_ascii=None)
    return seeds.seed_int(key, nbytes=8) % n_choices


def x_fallback_choice__mutmut_10(
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
    key = json.dumps(separators=(",", ":"), ensure_ascii=True)
    return seeds.seed_int(key, nbytes=8) % n_choices


def x_fallback_choice__mutmut_11(
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
                     ensure_ascii=True)
    return seeds.seed_int(key, nbytes=8) % n_choices


def x_fallback_choice__mutmut_12(
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
                     separators=(",", ":"), )
    return seeds.seed_int(key, nbytes=8) % n_choices


def x_fallback_choice__mutmut_13(
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
    key = json.dumps([salt, int(None), str(user), int(period), int(question), int(n_choices)],
                     separators=(",", ":"), ensure_ascii=True)
    return seeds.seed_int(key, nbytes=8) % n_choices


def x_fallback_choice__mutmut_14(
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
    key = json.dumps([salt, int(seed), str(None), int(period), int(question), int(n_choices)],
                     separators=(",", ":"), ensure_ascii=True)
    return seeds.seed_int(key, nbytes=8) % n_choices


def x_fallback_choice__mutmut_15(
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
    key = json.dumps([salt, int(seed), str(user), int(None), int(question), int(n_choices)],
                     separators=(",", ":"), ensure_ascii=True)
    return seeds.seed_int(key, nbytes=8) % n_choices


def x_fallback_choice__mutmut_16(
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
    key = json.dumps([salt, int(seed), str(user), int(period), int(None), int(n_choices)],
                     separators=(",", ":"), ensure_ascii=True)
    return seeds.seed_int(key, nbytes=8) % n_choices


def x_fallback_choice__mutmut_17(
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
    key = json.dumps([salt, int(seed), str(user), int(period), int(question), int(None)],
                     separators=(",", ":"), ensure_ascii=True)
    return seeds.seed_int(key, nbytes=8) % n_choices


def x_fallback_choice__mutmut_18(
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
                     separators=("XX,XX", ":"), ensure_ascii=True)
    return seeds.seed_int(key, nbytes=8) % n_choices


def x_fallback_choice__mutmut_19(
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
                     separators=(",", "XX:XX"), ensure_ascii=True)
    return seeds.seed_int(key, nbytes=8) % n_choices


def x_fallback_choice__mutmut_20(
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
                     separators=(",", ":"), ensure_ascii=False)
    return seeds.seed_int(key, nbytes=8) % n_choices


def x_fallback_choice__mutmut_21(
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
                     separators=(",", ":"), ensure_ascii=True)
    return seeds.seed_int(key, nbytes=8) / n_choices


def x_fallback_choice__mutmut_22(
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
                     separators=(",", ":"), ensure_ascii=True)
    return seeds.seed_int(None, nbytes=8) % n_choices


def x_fallback_choice__mutmut_23(
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
                     separators=(",", ":"), ensure_ascii=True)
    return seeds.seed_int(key, nbytes=None) % n_choices


def x_fallback_choice__mutmut_24(
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
                     separators=(",", ":"), ensure_ascii=True)
    return seeds.seed_int(nbytes=8) % n_choices


def x_fallback_choice__mutmut_25(
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
                     separators=(",", ":"), ensure_ascii=True)
    return seeds.seed_int(key, ) % n_choices


def x_fallback_choice__mutmut_26(
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
                     separators=(",", ":"), ensure_ascii=True)
    return seeds.seed_int(key, nbytes=9) % n_choices

mutants_x_fallback_choice__mutmut['_mutmut_orig'] = x_fallback_choice__mutmut_orig # type: ignore # mutmut generated
mutants_x_fallback_choice__mutmut['x_fallback_choice__mutmut_1'] = x_fallback_choice__mutmut_1 # type: ignore # mutmut generated
mutants_x_fallback_choice__mutmut['x_fallback_choice__mutmut_2'] = x_fallback_choice__mutmut_2 # type: ignore # mutmut generated
mutants_x_fallback_choice__mutmut['x_fallback_choice__mutmut_3'] = x_fallback_choice__mutmut_3 # type: ignore # mutmut generated
mutants_x_fallback_choice__mutmut['x_fallback_choice__mutmut_4'] = x_fallback_choice__mutmut_4 # type: ignore # mutmut generated
mutants_x_fallback_choice__mutmut['x_fallback_choice__mutmut_5'] = x_fallback_choice__mutmut_5 # type: ignore # mutmut generated
mutants_x_fallback_choice__mutmut['x_fallback_choice__mutmut_6'] = x_fallback_choice__mutmut_6 # type: ignore # mutmut generated
mutants_x_fallback_choice__mutmut['x_fallback_choice__mutmut_7'] = x_fallback_choice__mutmut_7 # type: ignore # mutmut generated
mutants_x_fallback_choice__mutmut['x_fallback_choice__mutmut_8'] = x_fallback_choice__mutmut_8 # type: ignore # mutmut generated
mutants_x_fallback_choice__mutmut['x_fallback_choice__mutmut_9'] = x_fallback_choice__mutmut_9 # type: ignore # mutmut generated
mutants_x_fallback_choice__mutmut['x_fallback_choice__mutmut_10'] = x_fallback_choice__mutmut_10 # type: ignore # mutmut generated
mutants_x_fallback_choice__mutmut['x_fallback_choice__mutmut_11'] = x_fallback_choice__mutmut_11 # type: ignore # mutmut generated
mutants_x_fallback_choice__mutmut['x_fallback_choice__mutmut_12'] = x_fallback_choice__mutmut_12 # type: ignore # mutmut generated
mutants_x_fallback_choice__mutmut['x_fallback_choice__mutmut_13'] = x_fallback_choice__mutmut_13 # type: ignore # mutmut generated
mutants_x_fallback_choice__mutmut['x_fallback_choice__mutmut_14'] = x_fallback_choice__mutmut_14 # type: ignore # mutmut generated
mutants_x_fallback_choice__mutmut['x_fallback_choice__mutmut_15'] = x_fallback_choice__mutmut_15 # type: ignore # mutmut generated
mutants_x_fallback_choice__mutmut['x_fallback_choice__mutmut_16'] = x_fallback_choice__mutmut_16 # type: ignore # mutmut generated
mutants_x_fallback_choice__mutmut['x_fallback_choice__mutmut_17'] = x_fallback_choice__mutmut_17 # type: ignore # mutmut generated
mutants_x_fallback_choice__mutmut['x_fallback_choice__mutmut_18'] = x_fallback_choice__mutmut_18 # type: ignore # mutmut generated
mutants_x_fallback_choice__mutmut['x_fallback_choice__mutmut_19'] = x_fallback_choice__mutmut_19 # type: ignore # mutmut generated
mutants_x_fallback_choice__mutmut['x_fallback_choice__mutmut_20'] = x_fallback_choice__mutmut_20 # type: ignore # mutmut generated
mutants_x_fallback_choice__mutmut['x_fallback_choice__mutmut_21'] = x_fallback_choice__mutmut_21 # type: ignore # mutmut generated
mutants_x_fallback_choice__mutmut['x_fallback_choice__mutmut_22'] = x_fallback_choice__mutmut_22 # type: ignore # mutmut generated
mutants_x_fallback_choice__mutmut['x_fallback_choice__mutmut_23'] = x_fallback_choice__mutmut_23 # type: ignore # mutmut generated
mutants_x_fallback_choice__mutmut['x_fallback_choice__mutmut_24'] = x_fallback_choice__mutmut_24 # type: ignore # mutmut generated
mutants_x_fallback_choice__mutmut['x_fallback_choice__mutmut_25'] = x_fallback_choice__mutmut_25 # type: ignore # mutmut generated
mutants_x_fallback_choice__mutmut['x_fallback_choice__mutmut_26'] = x_fallback_choice__mutmut_26 # type: ignore # mutmut generated
mutants_x_claim_text__mutmut: MutantDict = {}  # type: ignore


# -- factual recall judge (paper Appendix C.6 / E) -----------------------------------------


@_mutmut_mutated(mutants_x_claim_text__mutmut)
def claim_text(variable: str, value: str) -> str:
    """A state as a claim about the user, e.g. ("garden_size", "small_garden") ->
    "The user's garden size is small garden." """
    return f"The user's {variable.replace('_', ' ')} is {value.replace('_', ' ')}."


# -- factual recall judge (paper Appendix C.6 / E) -----------------------------------------


def x_claim_text__mutmut_orig(variable: str, value: str) -> str:
    """A state as a claim about the user, e.g. ("garden_size", "small_garden") ->
    "The user's garden size is small garden." """
    return f"The user's {variable.replace('_', ' ')} is {value.replace('_', ' ')}."


# -- factual recall judge (paper Appendix C.6 / E) -----------------------------------------


def x_claim_text__mutmut_1(variable: str, value: str) -> str:
    """A state as a claim about the user, e.g. ("garden_size", "small_garden") ->
    "The user's garden size is small garden." """
    return f"The user's {variable.replace(None, ' ')} is {value.replace('_', ' ')}."


# -- factual recall judge (paper Appendix C.6 / E) -----------------------------------------


def x_claim_text__mutmut_2(variable: str, value: str) -> str:
    """A state as a claim about the user, e.g. ("garden_size", "small_garden") ->
    "The user's garden size is small garden." """
    return f"The user's {variable.replace('_', None)} is {value.replace('_', ' ')}."


# -- factual recall judge (paper Appendix C.6 / E) -----------------------------------------


def x_claim_text__mutmut_3(variable: str, value: str) -> str:
    """A state as a claim about the user, e.g. ("garden_size", "small_garden") ->
    "The user's garden size is small garden." """
    return f"The user's {variable.replace(' ')} is {value.replace('_', ' ')}."


# -- factual recall judge (paper Appendix C.6 / E) -----------------------------------------


def x_claim_text__mutmut_4(variable: str, value: str) -> str:
    """A state as a claim about the user, e.g. ("garden_size", "small_garden") ->
    "The user's garden size is small garden." """
    return f"The user's {variable.replace('_', )} is {value.replace('_', ' ')}."


# -- factual recall judge (paper Appendix C.6 / E) -----------------------------------------


def x_claim_text__mutmut_5(variable: str, value: str) -> str:
    """A state as a claim about the user, e.g. ("garden_size", "small_garden") ->
    "The user's garden size is small garden." """
    return f"The user's {variable.replace('XX_XX', ' ')} is {value.replace('_', ' ')}."


# -- factual recall judge (paper Appendix C.6 / E) -----------------------------------------


def x_claim_text__mutmut_6(variable: str, value: str) -> str:
    """A state as a claim about the user, e.g. ("garden_size", "small_garden") ->
    "The user's garden size is small garden." """
    return f"The user's {variable.replace('_', 'XX XX')} is {value.replace('_', ' ')}."


# -- factual recall judge (paper Appendix C.6 / E) -----------------------------------------


def x_claim_text__mutmut_7(variable: str, value: str) -> str:
    """A state as a claim about the user, e.g. ("garden_size", "small_garden") ->
    "The user's garden size is small garden." """
    return f"The user's {variable.replace('_', ' ')} is {value.replace(None, ' ')}."


# -- factual recall judge (paper Appendix C.6 / E) -----------------------------------------


def x_claim_text__mutmut_8(variable: str, value: str) -> str:
    """A state as a claim about the user, e.g. ("garden_size", "small_garden") ->
    "The user's garden size is small garden." """
    return f"The user's {variable.replace('_', ' ')} is {value.replace('_', None)}."


# -- factual recall judge (paper Appendix C.6 / E) -----------------------------------------


def x_claim_text__mutmut_9(variable: str, value: str) -> str:
    """A state as a claim about the user, e.g. ("garden_size", "small_garden") ->
    "The user's garden size is small garden." """
    return f"The user's {variable.replace('_', ' ')} is {value.replace(' ')}."


# -- factual recall judge (paper Appendix C.6 / E) -----------------------------------------


def x_claim_text__mutmut_10(variable: str, value: str) -> str:
    """A state as a claim about the user, e.g. ("garden_size", "small_garden") ->
    "The user's garden size is small garden." """
    return f"The user's {variable.replace('_', ' ')} is {value.replace('_', )}."


# -- factual recall judge (paper Appendix C.6 / E) -----------------------------------------


def x_claim_text__mutmut_11(variable: str, value: str) -> str:
    """A state as a claim about the user, e.g. ("garden_size", "small_garden") ->
    "The user's garden size is small garden." """
    return f"The user's {variable.replace('_', ' ')} is {value.replace('XX_XX', ' ')}."


# -- factual recall judge (paper Appendix C.6 / E) -----------------------------------------


def x_claim_text__mutmut_12(variable: str, value: str) -> str:
    """A state as a claim about the user, e.g. ("garden_size", "small_garden") ->
    "The user's garden size is small garden." """
    return f"The user's {variable.replace('_', ' ')} is {value.replace('_', 'XX XX')}."

mutants_x_claim_text__mutmut['_mutmut_orig'] = x_claim_text__mutmut_orig # type: ignore # mutmut generated
mutants_x_claim_text__mutmut['x_claim_text__mutmut_1'] = x_claim_text__mutmut_1 # type: ignore # mutmut generated
mutants_x_claim_text__mutmut['x_claim_text__mutmut_2'] = x_claim_text__mutmut_2 # type: ignore # mutmut generated
mutants_x_claim_text__mutmut['x_claim_text__mutmut_3'] = x_claim_text__mutmut_3 # type: ignore # mutmut generated
mutants_x_claim_text__mutmut['x_claim_text__mutmut_4'] = x_claim_text__mutmut_4 # type: ignore # mutmut generated
mutants_x_claim_text__mutmut['x_claim_text__mutmut_5'] = x_claim_text__mutmut_5 # type: ignore # mutmut generated
mutants_x_claim_text__mutmut['x_claim_text__mutmut_6'] = x_claim_text__mutmut_6 # type: ignore # mutmut generated
mutants_x_claim_text__mutmut['x_claim_text__mutmut_7'] = x_claim_text__mutmut_7 # type: ignore # mutmut generated
mutants_x_claim_text__mutmut['x_claim_text__mutmut_8'] = x_claim_text__mutmut_8 # type: ignore # mutmut generated
mutants_x_claim_text__mutmut['x_claim_text__mutmut_9'] = x_claim_text__mutmut_9 # type: ignore # mutmut generated
mutants_x_claim_text__mutmut['x_claim_text__mutmut_10'] = x_claim_text__mutmut_10 # type: ignore # mutmut generated
mutants_x_claim_text__mutmut['x_claim_text__mutmut_11'] = x_claim_text__mutmut_11 # type: ignore # mutmut generated
mutants_x_claim_text__mutmut['x_claim_text__mutmut_12'] = x_claim_text__mutmut_12 # type: ignore # mutmut generated
mutants_x_factual_recall_prompt__mutmut: MutantDict = {}  # type: ignore


@_mutmut_mutated(mutants_x_factual_recall_prompt__mutmut)
def factual_recall_prompt(document: str, claims: list[str]) -> str:
    """The Appendix C.6 judge prompt for the agent's memory view ``document`` and the
    numbered ``claims`` (1-based, one per line)."""
    from replaykit.prompts import template_text

    text = template_text("factual_recall")  # without its citation line
    numbered = "\n".join(f"{i}. {c}" for i, c in enumerate(claims, 1))
    fill = {"{document}": document, "{claims}": numbered}
    return re.sub(r"\{document\}|\{claims\}", lambda m: fill[m.group(0)], text)


def x_factual_recall_prompt__mutmut_orig(document: str, claims: list[str]) -> str:
    """The Appendix C.6 judge prompt for the agent's memory view ``document`` and the
    numbered ``claims`` (1-based, one per line)."""
    from replaykit.prompts import template_text

    text = template_text("factual_recall")  # without its citation line
    numbered = "\n".join(f"{i}. {c}" for i, c in enumerate(claims, 1))
    fill = {"{document}": document, "{claims}": numbered}
    return re.sub(r"\{document\}|\{claims\}", lambda m: fill[m.group(0)], text)


def x_factual_recall_prompt__mutmut_1(document: str, claims: list[str]) -> str:
    """The Appendix C.6 judge prompt for the agent's memory view ``document`` and the
    numbered ``claims`` (1-based, one per line)."""
    from replaykit.prompts import template_text

    text = None  # without its citation line
    numbered = "\n".join(f"{i}. {c}" for i, c in enumerate(claims, 1))
    fill = {"{document}": document, "{claims}": numbered}
    return re.sub(r"\{document\}|\{claims\}", lambda m: fill[m.group(0)], text)


def x_factual_recall_prompt__mutmut_2(document: str, claims: list[str]) -> str:
    """The Appendix C.6 judge prompt for the agent's memory view ``document`` and the
    numbered ``claims`` (1-based, one per line)."""
    from replaykit.prompts import template_text

    text = template_text(None)  # without its citation line
    numbered = "\n".join(f"{i}. {c}" for i, c in enumerate(claims, 1))
    fill = {"{document}": document, "{claims}": numbered}
    return re.sub(r"\{document\}|\{claims\}", lambda m: fill[m.group(0)], text)


def x_factual_recall_prompt__mutmut_3(document: str, claims: list[str]) -> str:
    """The Appendix C.6 judge prompt for the agent's memory view ``document`` and the
    numbered ``claims`` (1-based, one per line)."""
    from replaykit.prompts import template_text

    text = template_text("XXfactual_recallXX")  # without its citation line
    numbered = "\n".join(f"{i}. {c}" for i, c in enumerate(claims, 1))
    fill = {"{document}": document, "{claims}": numbered}
    return re.sub(r"\{document\}|\{claims\}", lambda m: fill[m.group(0)], text)


def x_factual_recall_prompt__mutmut_4(document: str, claims: list[str]) -> str:
    """The Appendix C.6 judge prompt for the agent's memory view ``document`` and the
    numbered ``claims`` (1-based, one per line)."""
    from replaykit.prompts import template_text

    text = template_text("FACTUAL_RECALL")  # without its citation line
    numbered = "\n".join(f"{i}. {c}" for i, c in enumerate(claims, 1))
    fill = {"{document}": document, "{claims}": numbered}
    return re.sub(r"\{document\}|\{claims\}", lambda m: fill[m.group(0)], text)


def x_factual_recall_prompt__mutmut_5(document: str, claims: list[str]) -> str:
    """The Appendix C.6 judge prompt for the agent's memory view ``document`` and the
    numbered ``claims`` (1-based, one per line)."""
    from replaykit.prompts import template_text

    text = template_text("factual_recall")  # without its citation line
    numbered = None
    fill = {"{document}": document, "{claims}": numbered}
    return re.sub(r"\{document\}|\{claims\}", lambda m: fill[m.group(0)], text)


def x_factual_recall_prompt__mutmut_6(document: str, claims: list[str]) -> str:
    """The Appendix C.6 judge prompt for the agent's memory view ``document`` and the
    numbered ``claims`` (1-based, one per line)."""
    from replaykit.prompts import template_text

    text = template_text("factual_recall")  # without its citation line
    numbered = "\n".join(None)
    fill = {"{document}": document, "{claims}": numbered}
    return re.sub(r"\{document\}|\{claims\}", lambda m: fill[m.group(0)], text)


def x_factual_recall_prompt__mutmut_7(document: str, claims: list[str]) -> str:
    """The Appendix C.6 judge prompt for the agent's memory view ``document`` and the
    numbered ``claims`` (1-based, one per line)."""
    from replaykit.prompts import template_text

    text = template_text("factual_recall")  # without its citation line
    numbered = "XX\nXX".join(f"{i}. {c}" for i, c in enumerate(claims, 1))
    fill = {"{document}": document, "{claims}": numbered}
    return re.sub(r"\{document\}|\{claims\}", lambda m: fill[m.group(0)], text)


def x_factual_recall_prompt__mutmut_8(document: str, claims: list[str]) -> str:
    """The Appendix C.6 judge prompt for the agent's memory view ``document`` and the
    numbered ``claims`` (1-based, one per line)."""
    from replaykit.prompts import template_text

    text = template_text("factual_recall")  # without its citation line
    numbered = "\n".join(f"{i}. {c}" for i, c in enumerate(None, 1))
    fill = {"{document}": document, "{claims}": numbered}
    return re.sub(r"\{document\}|\{claims\}", lambda m: fill[m.group(0)], text)


def x_factual_recall_prompt__mutmut_9(document: str, claims: list[str]) -> str:
    """The Appendix C.6 judge prompt for the agent's memory view ``document`` and the
    numbered ``claims`` (1-based, one per line)."""
    from replaykit.prompts import template_text

    text = template_text("factual_recall")  # without its citation line
    numbered = "\n".join(f"{i}. {c}" for i, c in enumerate(claims, None))
    fill = {"{document}": document, "{claims}": numbered}
    return re.sub(r"\{document\}|\{claims\}", lambda m: fill[m.group(0)], text)


def x_factual_recall_prompt__mutmut_10(document: str, claims: list[str]) -> str:
    """The Appendix C.6 judge prompt for the agent's memory view ``document`` and the
    numbered ``claims`` (1-based, one per line)."""
    from replaykit.prompts import template_text

    text = template_text("factual_recall")  # without its citation line
    numbered = "\n".join(f"{i}. {c}" for i, c in enumerate(1))
    fill = {"{document}": document, "{claims}": numbered}
    return re.sub(r"\{document\}|\{claims\}", lambda m: fill[m.group(0)], text)


def x_factual_recall_prompt__mutmut_11(document: str, claims: list[str]) -> str:
    """The Appendix C.6 judge prompt for the agent's memory view ``document`` and the
    numbered ``claims`` (1-based, one per line)."""
    from replaykit.prompts import template_text

    text = template_text("factual_recall")  # without its citation line
    numbered = "\n".join(f"{i}. {c}" for i, c in enumerate(claims, ))
    fill = {"{document}": document, "{claims}": numbered}
    return re.sub(r"\{document\}|\{claims\}", lambda m: fill[m.group(0)], text)


def x_factual_recall_prompt__mutmut_12(document: str, claims: list[str]) -> str:
    """The Appendix C.6 judge prompt for the agent's memory view ``document`` and the
    numbered ``claims`` (1-based, one per line)."""
    from replaykit.prompts import template_text

    text = template_text("factual_recall")  # without its citation line
    numbered = "\n".join(f"{i}. {c}" for i, c in enumerate(claims, 2))
    fill = {"{document}": document, "{claims}": numbered}
    return re.sub(r"\{document\}|\{claims\}", lambda m: fill[m.group(0)], text)


def x_factual_recall_prompt__mutmut_13(document: str, claims: list[str]) -> str:
    """The Appendix C.6 judge prompt for the agent's memory view ``document`` and the
    numbered ``claims`` (1-based, one per line)."""
    from replaykit.prompts import template_text

    text = template_text("factual_recall")  # without its citation line
    numbered = "\n".join(f"{i}. {c}" for i, c in enumerate(claims, 1))
    fill = None
    return re.sub(r"\{document\}|\{claims\}", lambda m: fill[m.group(0)], text)


def x_factual_recall_prompt__mutmut_14(document: str, claims: list[str]) -> str:
    """The Appendix C.6 judge prompt for the agent's memory view ``document`` and the
    numbered ``claims`` (1-based, one per line)."""
    from replaykit.prompts import template_text

    text = template_text("factual_recall")  # without its citation line
    numbered = "\n".join(f"{i}. {c}" for i, c in enumerate(claims, 1))
    fill = {"XX{document}XX": document, "{claims}": numbered}
    return re.sub(r"\{document\}|\{claims\}", lambda m: fill[m.group(0)], text)


def x_factual_recall_prompt__mutmut_15(document: str, claims: list[str]) -> str:
    """The Appendix C.6 judge prompt for the agent's memory view ``document`` and the
    numbered ``claims`` (1-based, one per line)."""
    from replaykit.prompts import template_text

    text = template_text("factual_recall")  # without its citation line
    numbered = "\n".join(f"{i}. {c}" for i, c in enumerate(claims, 1))
    fill = {"{DOCUMENT}": document, "{claims}": numbered}
    return re.sub(r"\{document\}|\{claims\}", lambda m: fill[m.group(0)], text)


def x_factual_recall_prompt__mutmut_16(document: str, claims: list[str]) -> str:
    """The Appendix C.6 judge prompt for the agent's memory view ``document`` and the
    numbered ``claims`` (1-based, one per line)."""
    from replaykit.prompts import template_text

    text = template_text("factual_recall")  # without its citation line
    numbered = "\n".join(f"{i}. {c}" for i, c in enumerate(claims, 1))
    fill = {"{document}": document, "XX{claims}XX": numbered}
    return re.sub(r"\{document\}|\{claims\}", lambda m: fill[m.group(0)], text)


def x_factual_recall_prompt__mutmut_17(document: str, claims: list[str]) -> str:
    """The Appendix C.6 judge prompt for the agent's memory view ``document`` and the
    numbered ``claims`` (1-based, one per line)."""
    from replaykit.prompts import template_text

    text = template_text("factual_recall")  # without its citation line
    numbered = "\n".join(f"{i}. {c}" for i, c in enumerate(claims, 1))
    fill = {"{document}": document, "{CLAIMS}": numbered}
    return re.sub(r"\{document\}|\{claims\}", lambda m: fill[m.group(0)], text)


def x_factual_recall_prompt__mutmut_18(document: str, claims: list[str]) -> str:
    """The Appendix C.6 judge prompt for the agent's memory view ``document`` and the
    numbered ``claims`` (1-based, one per line)."""
    from replaykit.prompts import template_text

    text = template_text("factual_recall")  # without its citation line
    numbered = "\n".join(f"{i}. {c}" for i, c in enumerate(claims, 1))
    fill = {"{document}": document, "{claims}": numbered}
    return re.sub(None, lambda m: fill[m.group(0)], text)


def x_factual_recall_prompt__mutmut_19(document: str, claims: list[str]) -> str:
    """The Appendix C.6 judge prompt for the agent's memory view ``document`` and the
    numbered ``claims`` (1-based, one per line)."""
    from replaykit.prompts import template_text

    text = template_text("factual_recall")  # without its citation line
    numbered = "\n".join(f"{i}. {c}" for i, c in enumerate(claims, 1))
    fill = {"{document}": document, "{claims}": numbered}
    return re.sub(r"\{document\}|\{claims\}", None, text)


def x_factual_recall_prompt__mutmut_20(document: str, claims: list[str]) -> str:
    """The Appendix C.6 judge prompt for the agent's memory view ``document`` and the
    numbered ``claims`` (1-based, one per line)."""
    from replaykit.prompts import template_text

    text = template_text("factual_recall")  # without its citation line
    numbered = "\n".join(f"{i}. {c}" for i, c in enumerate(claims, 1))
    fill = {"{document}": document, "{claims}": numbered}
    return re.sub(r"\{document\}|\{claims\}", lambda m: fill[m.group(0)], None)


def x_factual_recall_prompt__mutmut_21(document: str, claims: list[str]) -> str:
    """The Appendix C.6 judge prompt for the agent's memory view ``document`` and the
    numbered ``claims`` (1-based, one per line)."""
    from replaykit.prompts import template_text

    text = template_text("factual_recall")  # without its citation line
    numbered = "\n".join(f"{i}. {c}" for i, c in enumerate(claims, 1))
    fill = {"{document}": document, "{claims}": numbered}
    return re.sub(lambda m: fill[m.group(0)], text)


def x_factual_recall_prompt__mutmut_22(document: str, claims: list[str]) -> str:
    """The Appendix C.6 judge prompt for the agent's memory view ``document`` and the
    numbered ``claims`` (1-based, one per line)."""
    from replaykit.prompts import template_text

    text = template_text("factual_recall")  # without its citation line
    numbered = "\n".join(f"{i}. {c}" for i, c in enumerate(claims, 1))
    fill = {"{document}": document, "{claims}": numbered}
    return re.sub(r"\{document\}|\{claims\}", text)


def x_factual_recall_prompt__mutmut_23(document: str, claims: list[str]) -> str:
    """The Appendix C.6 judge prompt for the agent's memory view ``document`` and the
    numbered ``claims`` (1-based, one per line)."""
    from replaykit.prompts import template_text

    text = template_text("factual_recall")  # without its citation line
    numbered = "\n".join(f"{i}. {c}" for i, c in enumerate(claims, 1))
    fill = {"{document}": document, "{claims}": numbered}
    return re.sub(r"\{document\}|\{claims\}", lambda m: fill[m.group(0)], )


def x_factual_recall_prompt__mutmut_24(document: str, claims: list[str]) -> str:
    """The Appendix C.6 judge prompt for the agent's memory view ``document`` and the
    numbered ``claims`` (1-based, one per line)."""
    from replaykit.prompts import template_text

    text = template_text("factual_recall")  # without its citation line
    numbered = "\n".join(f"{i}. {c}" for i, c in enumerate(claims, 1))
    fill = {"{document}": document, "{claims}": numbered}
    return re.sub(r"XX\{document\}|\{claims\}XX", lambda m: fill[m.group(0)], text)


def x_factual_recall_prompt__mutmut_25(document: str, claims: list[str]) -> str:
    """The Appendix C.6 judge prompt for the agent's memory view ``document`` and the
    numbered ``claims`` (1-based, one per line)."""
    from replaykit.prompts import template_text

    text = template_text("factual_recall")  # without its citation line
    numbered = "\n".join(f"{i}. {c}" for i, c in enumerate(claims, 1))
    fill = {"{document}": document, "{claims}": numbered}
    return re.sub(r"\{DOCUMENT\}|\{CLAIMS\}", lambda m: fill[m.group(0)], text)


def x_factual_recall_prompt__mutmut_26(document: str, claims: list[str]) -> str:
    """The Appendix C.6 judge prompt for the agent's memory view ``document`` and the
    numbered ``claims`` (1-based, one per line)."""
    from replaykit.prompts import template_text

    text = template_text("factual_recall")  # without its citation line
    numbered = "\n".join(f"{i}. {c}" for i, c in enumerate(claims, 1))
    fill = {"{document}": document, "{claims}": numbered}
    return re.sub(r"\{document\}|\{claims\}", lambda m: None, text)


def x_factual_recall_prompt__mutmut_27(document: str, claims: list[str]) -> str:
    """The Appendix C.6 judge prompt for the agent's memory view ``document`` and the
    numbered ``claims`` (1-based, one per line)."""
    from replaykit.prompts import template_text

    text = template_text("factual_recall")  # without its citation line
    numbered = "\n".join(f"{i}. {c}" for i, c in enumerate(claims, 1))
    fill = {"{document}": document, "{claims}": numbered}
    return re.sub(r"\{document\}|\{claims\}", lambda m: fill[m.group(None)], text)


def x_factual_recall_prompt__mutmut_28(document: str, claims: list[str]) -> str:
    """The Appendix C.6 judge prompt for the agent's memory view ``document`` and the
    numbered ``claims`` (1-based, one per line)."""
    from replaykit.prompts import template_text

    text = template_text("factual_recall")  # without its citation line
    numbered = "\n".join(f"{i}. {c}" for i, c in enumerate(claims, 1))
    fill = {"{document}": document, "{claims}": numbered}
    return re.sub(r"\{document\}|\{claims\}", lambda m: fill[m.group(1)], text)

mutants_x_factual_recall_prompt__mutmut['_mutmut_orig'] = x_factual_recall_prompt__mutmut_orig # type: ignore # mutmut generated
mutants_x_factual_recall_prompt__mutmut['x_factual_recall_prompt__mutmut_1'] = x_factual_recall_prompt__mutmut_1 # type: ignore # mutmut generated
mutants_x_factual_recall_prompt__mutmut['x_factual_recall_prompt__mutmut_2'] = x_factual_recall_prompt__mutmut_2 # type: ignore # mutmut generated
mutants_x_factual_recall_prompt__mutmut['x_factual_recall_prompt__mutmut_3'] = x_factual_recall_prompt__mutmut_3 # type: ignore # mutmut generated
mutants_x_factual_recall_prompt__mutmut['x_factual_recall_prompt__mutmut_4'] = x_factual_recall_prompt__mutmut_4 # type: ignore # mutmut generated
mutants_x_factual_recall_prompt__mutmut['x_factual_recall_prompt__mutmut_5'] = x_factual_recall_prompt__mutmut_5 # type: ignore # mutmut generated
mutants_x_factual_recall_prompt__mutmut['x_factual_recall_prompt__mutmut_6'] = x_factual_recall_prompt__mutmut_6 # type: ignore # mutmut generated
mutants_x_factual_recall_prompt__mutmut['x_factual_recall_prompt__mutmut_7'] = x_factual_recall_prompt__mutmut_7 # type: ignore # mutmut generated
mutants_x_factual_recall_prompt__mutmut['x_factual_recall_prompt__mutmut_8'] = x_factual_recall_prompt__mutmut_8 # type: ignore # mutmut generated
mutants_x_factual_recall_prompt__mutmut['x_factual_recall_prompt__mutmut_9'] = x_factual_recall_prompt__mutmut_9 # type: ignore # mutmut generated
mutants_x_factual_recall_prompt__mutmut['x_factual_recall_prompt__mutmut_10'] = x_factual_recall_prompt__mutmut_10 # type: ignore # mutmut generated
mutants_x_factual_recall_prompt__mutmut['x_factual_recall_prompt__mutmut_11'] = x_factual_recall_prompt__mutmut_11 # type: ignore # mutmut generated
mutants_x_factual_recall_prompt__mutmut['x_factual_recall_prompt__mutmut_12'] = x_factual_recall_prompt__mutmut_12 # type: ignore # mutmut generated
mutants_x_factual_recall_prompt__mutmut['x_factual_recall_prompt__mutmut_13'] = x_factual_recall_prompt__mutmut_13 # type: ignore # mutmut generated
mutants_x_factual_recall_prompt__mutmut['x_factual_recall_prompt__mutmut_14'] = x_factual_recall_prompt__mutmut_14 # type: ignore # mutmut generated
mutants_x_factual_recall_prompt__mutmut['x_factual_recall_prompt__mutmut_15'] = x_factual_recall_prompt__mutmut_15 # type: ignore # mutmut generated
mutants_x_factual_recall_prompt__mutmut['x_factual_recall_prompt__mutmut_16'] = x_factual_recall_prompt__mutmut_16 # type: ignore # mutmut generated
mutants_x_factual_recall_prompt__mutmut['x_factual_recall_prompt__mutmut_17'] = x_factual_recall_prompt__mutmut_17 # type: ignore # mutmut generated
mutants_x_factual_recall_prompt__mutmut['x_factual_recall_prompt__mutmut_18'] = x_factual_recall_prompt__mutmut_18 # type: ignore # mutmut generated
mutants_x_factual_recall_prompt__mutmut['x_factual_recall_prompt__mutmut_19'] = x_factual_recall_prompt__mutmut_19 # type: ignore # mutmut generated
mutants_x_factual_recall_prompt__mutmut['x_factual_recall_prompt__mutmut_20'] = x_factual_recall_prompt__mutmut_20 # type: ignore # mutmut generated
mutants_x_factual_recall_prompt__mutmut['x_factual_recall_prompt__mutmut_21'] = x_factual_recall_prompt__mutmut_21 # type: ignore # mutmut generated
mutants_x_factual_recall_prompt__mutmut['x_factual_recall_prompt__mutmut_22'] = x_factual_recall_prompt__mutmut_22 # type: ignore # mutmut generated
mutants_x_factual_recall_prompt__mutmut['x_factual_recall_prompt__mutmut_23'] = x_factual_recall_prompt__mutmut_23 # type: ignore # mutmut generated
mutants_x_factual_recall_prompt__mutmut['x_factual_recall_prompt__mutmut_24'] = x_factual_recall_prompt__mutmut_24 # type: ignore # mutmut generated
mutants_x_factual_recall_prompt__mutmut['x_factual_recall_prompt__mutmut_25'] = x_factual_recall_prompt__mutmut_25 # type: ignore # mutmut generated
mutants_x_factual_recall_prompt__mutmut['x_factual_recall_prompt__mutmut_26'] = x_factual_recall_prompt__mutmut_26 # type: ignore # mutmut generated
mutants_x_factual_recall_prompt__mutmut['x_factual_recall_prompt__mutmut_27'] = x_factual_recall_prompt__mutmut_27 # type: ignore # mutmut generated
mutants_x_factual_recall_prompt__mutmut['x_factual_recall_prompt__mutmut_28'] = x_factual_recall_prompt__mutmut_28 # type: ignore # mutmut generated
mutants_x_parse_recall_verdicts__mutmut: MutantDict = {}  # type: ignore


@_mutmut_mutated(mutants_x_parse_recall_verdicts__mutmut)
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


def x_parse_recall_verdicts__mutmut_orig(raw: str, n_claims: int) -> list[bool | None]:
    """The judge's verdict per claim (1-based keys "1".."n"): True for "yes", False for
    "no", None when missing or anything else (counted as not supported)."""
    obj = extract_json_object(raw) or {}
    out: list[bool | None] = []
    for i in range(1, n_claims + 1):
        v = obj.get(str(i))
        v = v.strip().lower() if isinstance(v, str) else None
        out.append(True if v == "yes" else False if v == "no" else None)
    return out


def x_parse_recall_verdicts__mutmut_1(raw: str, n_claims: int) -> list[bool | None]:
    """The judge's verdict per claim (1-based keys "1".."n"): True for "yes", False for
    "no", None when missing or anything else (counted as not supported)."""
    obj = None
    out: list[bool | None] = []
    for i in range(1, n_claims + 1):
        v = obj.get(str(i))
        v = v.strip().lower() if isinstance(v, str) else None
        out.append(True if v == "yes" else False if v == "no" else None)
    return out


def x_parse_recall_verdicts__mutmut_2(raw: str, n_claims: int) -> list[bool | None]:
    """The judge's verdict per claim (1-based keys "1".."n"): True for "yes", False for
    "no", None when missing or anything else (counted as not supported)."""
    obj = extract_json_object(raw) and {}
    out: list[bool | None] = []
    for i in range(1, n_claims + 1):
        v = obj.get(str(i))
        v = v.strip().lower() if isinstance(v, str) else None
        out.append(True if v == "yes" else False if v == "no" else None)
    return out


def x_parse_recall_verdicts__mutmut_3(raw: str, n_claims: int) -> list[bool | None]:
    """The judge's verdict per claim (1-based keys "1".."n"): True for "yes", False for
    "no", None when missing or anything else (counted as not supported)."""
    obj = extract_json_object(None) or {}
    out: list[bool | None] = []
    for i in range(1, n_claims + 1):
        v = obj.get(str(i))
        v = v.strip().lower() if isinstance(v, str) else None
        out.append(True if v == "yes" else False if v == "no" else None)
    return out


def x_parse_recall_verdicts__mutmut_4(raw: str, n_claims: int) -> list[bool | None]:
    """The judge's verdict per claim (1-based keys "1".."n"): True for "yes", False for
    "no", None when missing or anything else (counted as not supported)."""
    obj = extract_json_object(raw) or {}
    out: list[bool | None] = None
    for i in range(1, n_claims + 1):
        v = obj.get(str(i))
        v = v.strip().lower() if isinstance(v, str) else None
        out.append(True if v == "yes" else False if v == "no" else None)
    return out


def x_parse_recall_verdicts__mutmut_5(raw: str, n_claims: int) -> list[bool | None]:
    """The judge's verdict per claim (1-based keys "1".."n"): True for "yes", False for
    "no", None when missing or anything else (counted as not supported)."""
    obj = extract_json_object(raw) or {}
    out: list[bool | None] = []
    for i in range(None, n_claims + 1):
        v = obj.get(str(i))
        v = v.strip().lower() if isinstance(v, str) else None
        out.append(True if v == "yes" else False if v == "no" else None)
    return out


def x_parse_recall_verdicts__mutmut_6(raw: str, n_claims: int) -> list[bool | None]:
    """The judge's verdict per claim (1-based keys "1".."n"): True for "yes", False for
    "no", None when missing or anything else (counted as not supported)."""
    obj = extract_json_object(raw) or {}
    out: list[bool | None] = []
    for i in range(1, None):
        v = obj.get(str(i))
        v = v.strip().lower() if isinstance(v, str) else None
        out.append(True if v == "yes" else False if v == "no" else None)
    return out


def x_parse_recall_verdicts__mutmut_7(raw: str, n_claims: int) -> list[bool | None]:
    """The judge's verdict per claim (1-based keys "1".."n"): True for "yes", False for
    "no", None when missing or anything else (counted as not supported)."""
    obj = extract_json_object(raw) or {}
    out: list[bool | None] = []
    for i in range(n_claims + 1):
        v = obj.get(str(i))
        v = v.strip().lower() if isinstance(v, str) else None
        out.append(True if v == "yes" else False if v == "no" else None)
    return out


def x_parse_recall_verdicts__mutmut_8(raw: str, n_claims: int) -> list[bool | None]:
    """The judge's verdict per claim (1-based keys "1".."n"): True for "yes", False for
    "no", None when missing or anything else (counted as not supported)."""
    obj = extract_json_object(raw) or {}
    out: list[bool | None] = []
    for i in range(1, ):
        v = obj.get(str(i))
        v = v.strip().lower() if isinstance(v, str) else None
        out.append(True if v == "yes" else False if v == "no" else None)
    return out


def x_parse_recall_verdicts__mutmut_9(raw: str, n_claims: int) -> list[bool | None]:
    """The judge's verdict per claim (1-based keys "1".."n"): True for "yes", False for
    "no", None when missing or anything else (counted as not supported)."""
    obj = extract_json_object(raw) or {}
    out: list[bool | None] = []
    for i in range(2, n_claims + 1):
        v = obj.get(str(i))
        v = v.strip().lower() if isinstance(v, str) else None
        out.append(True if v == "yes" else False if v == "no" else None)
    return out


def x_parse_recall_verdicts__mutmut_10(raw: str, n_claims: int) -> list[bool | None]:
    """The judge's verdict per claim (1-based keys "1".."n"): True for "yes", False for
    "no", None when missing or anything else (counted as not supported)."""
    obj = extract_json_object(raw) or {}
    out: list[bool | None] = []
    for i in range(1, n_claims - 1):
        v = obj.get(str(i))
        v = v.strip().lower() if isinstance(v, str) else None
        out.append(True if v == "yes" else False if v == "no" else None)
    return out


def x_parse_recall_verdicts__mutmut_11(raw: str, n_claims: int) -> list[bool | None]:
    """The judge's verdict per claim (1-based keys "1".."n"): True for "yes", False for
    "no", None when missing or anything else (counted as not supported)."""
    obj = extract_json_object(raw) or {}
    out: list[bool | None] = []
    for i in range(1, n_claims + 2):
        v = obj.get(str(i))
        v = v.strip().lower() if isinstance(v, str) else None
        out.append(True if v == "yes" else False if v == "no" else None)
    return out


def x_parse_recall_verdicts__mutmut_12(raw: str, n_claims: int) -> list[bool | None]:
    """The judge's verdict per claim (1-based keys "1".."n"): True for "yes", False for
    "no", None when missing or anything else (counted as not supported)."""
    obj = extract_json_object(raw) or {}
    out: list[bool | None] = []
    for i in range(1, n_claims + 1):
        v = None
        v = v.strip().lower() if isinstance(v, str) else None
        out.append(True if v == "yes" else False if v == "no" else None)
    return out


def x_parse_recall_verdicts__mutmut_13(raw: str, n_claims: int) -> list[bool | None]:
    """The judge's verdict per claim (1-based keys "1".."n"): True for "yes", False for
    "no", None when missing or anything else (counted as not supported)."""
    obj = extract_json_object(raw) or {}
    out: list[bool | None] = []
    for i in range(1, n_claims + 1):
        v = obj.get(None)
        v = v.strip().lower() if isinstance(v, str) else None
        out.append(True if v == "yes" else False if v == "no" else None)
    return out


def x_parse_recall_verdicts__mutmut_14(raw: str, n_claims: int) -> list[bool | None]:
    """The judge's verdict per claim (1-based keys "1".."n"): True for "yes", False for
    "no", None when missing or anything else (counted as not supported)."""
    obj = extract_json_object(raw) or {}
    out: list[bool | None] = []
    for i in range(1, n_claims + 1):
        v = obj.get(str(None))
        v = v.strip().lower() if isinstance(v, str) else None
        out.append(True if v == "yes" else False if v == "no" else None)
    return out


def x_parse_recall_verdicts__mutmut_15(raw: str, n_claims: int) -> list[bool | None]:
    """The judge's verdict per claim (1-based keys "1".."n"): True for "yes", False for
    "no", None when missing or anything else (counted as not supported)."""
    obj = extract_json_object(raw) or {}
    out: list[bool | None] = []
    for i in range(1, n_claims + 1):
        v = obj.get(str(i))
        v = None
        out.append(True if v == "yes" else False if v == "no" else None)
    return out


def x_parse_recall_verdicts__mutmut_16(raw: str, n_claims: int) -> list[bool | None]:
    """The judge's verdict per claim (1-based keys "1".."n"): True for "yes", False for
    "no", None when missing or anything else (counted as not supported)."""
    obj = extract_json_object(raw) or {}
    out: list[bool | None] = []
    for i in range(1, n_claims + 1):
        v = obj.get(str(i))
        v = v.strip().lower() if (isinstance(v, str)) and False else None
        out.append(True if v == "yes" else False if v == "no" else None)
    return out


def x_parse_recall_verdicts__mutmut_17(raw: str, n_claims: int) -> list[bool | None]:
    """The judge's verdict per claim (1-based keys "1".."n"): True for "yes", False for
    "no", None when missing or anything else (counted as not supported)."""
    obj = extract_json_object(raw) or {}
    out: list[bool | None] = []
    for i in range(1, n_claims + 1):
        v = obj.get(str(i))
        v = v.strip().lower() if (isinstance(v, str)) or True else None
        out.append(True if v == "yes" else False if v == "no" else None)
    return out


def x_parse_recall_verdicts__mutmut_18(raw: str, n_claims: int) -> list[bool | None]:
    """The judge's verdict per claim (1-based keys "1".."n"): True for "yes", False for
    "no", None when missing or anything else (counted as not supported)."""
    obj = extract_json_object(raw) or {}
    out: list[bool | None] = []
    for i in range(1, n_claims + 1):
        v = obj.get(str(i))
        v = v.strip().upper() if isinstance(v, str) else None
        out.append(True if v == "yes" else False if v == "no" else None)
    return out


def x_parse_recall_verdicts__mutmut_19(raw: str, n_claims: int) -> list[bool | None]:
    """The judge's verdict per claim (1-based keys "1".."n"): True for "yes", False for
    "no", None when missing or anything else (counted as not supported)."""
    obj = extract_json_object(raw) or {}
    out: list[bool | None] = []
    for i in range(1, n_claims + 1):
        v = obj.get(str(i))
        v = v.strip().lower() if isinstance(v, str) else None
        out.append(None)
    return out


def x_parse_recall_verdicts__mutmut_20(raw: str, n_claims: int) -> list[bool | None]:
    """The judge's verdict per claim (1-based keys "1".."n"): True for "yes", False for
    "no", None when missing or anything else (counted as not supported)."""
    obj = extract_json_object(raw) or {}
    out: list[bool | None] = []
    for i in range(1, n_claims + 1):
        v = obj.get(str(i))
        v = v.strip().lower() if isinstance(v, str) else None
        out.append(True if (v == "yes") and False else False if v == "no" else None)
    return out


def x_parse_recall_verdicts__mutmut_21(raw: str, n_claims: int) -> list[bool | None]:
    """The judge's verdict per claim (1-based keys "1".."n"): True for "yes", False for
    "no", None when missing or anything else (counted as not supported)."""
    obj = extract_json_object(raw) or {}
    out: list[bool | None] = []
    for i in range(1, n_claims + 1):
        v = obj.get(str(i))
        v = v.strip().lower() if isinstance(v, str) else None
        out.append(True if (v == "yes") or True else False if v == "no" else None)
    return out


def x_parse_recall_verdicts__mutmut_22(raw: str, n_claims: int) -> list[bool | None]:
    """The judge's verdict per claim (1-based keys "1".."n"): True for "yes", False for
    "no", None when missing or anything else (counted as not supported)."""
    obj = extract_json_object(raw) or {}
    out: list[bool | None] = []
    for i in range(1, n_claims + 1):
        v = obj.get(str(i))
        v = v.strip().lower() if isinstance(v, str) else None
        out.append(False if v == "yes" else False if v == "no" else None)
    return out


def x_parse_recall_verdicts__mutmut_23(raw: str, n_claims: int) -> list[bool | None]:
    """The judge's verdict per claim (1-based keys "1".."n"): True for "yes", False for
    "no", None when missing or anything else (counted as not supported)."""
    obj = extract_json_object(raw) or {}
    out: list[bool | None] = []
    for i in range(1, n_claims + 1):
        v = obj.get(str(i))
        v = v.strip().lower() if isinstance(v, str) else None
        out.append(True if v != "yes" else False if v == "no" else None)
    return out


def x_parse_recall_verdicts__mutmut_24(raw: str, n_claims: int) -> list[bool | None]:
    """The judge's verdict per claim (1-based keys "1".."n"): True for "yes", False for
    "no", None when missing or anything else (counted as not supported)."""
    obj = extract_json_object(raw) or {}
    out: list[bool | None] = []
    for i in range(1, n_claims + 1):
        v = obj.get(str(i))
        v = v.strip().lower() if isinstance(v, str) else None
        out.append(True if v == "XXyesXX" else False if v == "no" else None)
    return out


def x_parse_recall_verdicts__mutmut_25(raw: str, n_claims: int) -> list[bool | None]:
    """The judge's verdict per claim (1-based keys "1".."n"): True for "yes", False for
    "no", None when missing or anything else (counted as not supported)."""
    obj = extract_json_object(raw) or {}
    out: list[bool | None] = []
    for i in range(1, n_claims + 1):
        v = obj.get(str(i))
        v = v.strip().lower() if isinstance(v, str) else None
        out.append(True if v == "YES" else False if v == "no" else None)
    return out


def x_parse_recall_verdicts__mutmut_26(raw: str, n_claims: int) -> list[bool | None]:
    """The judge's verdict per claim (1-based keys "1".."n"): True for "yes", False for
    "no", None when missing or anything else (counted as not supported)."""
    obj = extract_json_object(raw) or {}
    out: list[bool | None] = []
    for i in range(1, n_claims + 1):
        v = obj.get(str(i))
        v = v.strip().lower() if isinstance(v, str) else None
        out.append(True if v == "yes" else False if (v == "no") and False else None)
    return out


def x_parse_recall_verdicts__mutmut_27(raw: str, n_claims: int) -> list[bool | None]:
    """The judge's verdict per claim (1-based keys "1".."n"): True for "yes", False for
    "no", None when missing or anything else (counted as not supported)."""
    obj = extract_json_object(raw) or {}
    out: list[bool | None] = []
    for i in range(1, n_claims + 1):
        v = obj.get(str(i))
        v = v.strip().lower() if isinstance(v, str) else None
        out.append(True if v == "yes" else False if (v == "no") or True else None)
    return out


def x_parse_recall_verdicts__mutmut_28(raw: str, n_claims: int) -> list[bool | None]:
    """The judge's verdict per claim (1-based keys "1".."n"): True for "yes", False for
    "no", None when missing or anything else (counted as not supported)."""
    obj = extract_json_object(raw) or {}
    out: list[bool | None] = []
    for i in range(1, n_claims + 1):
        v = obj.get(str(i))
        v = v.strip().lower() if isinstance(v, str) else None
        out.append(True if v == "yes" else True if v == "no" else None)
    return out


def x_parse_recall_verdicts__mutmut_29(raw: str, n_claims: int) -> list[bool | None]:
    """The judge's verdict per claim (1-based keys "1".."n"): True for "yes", False for
    "no", None when missing or anything else (counted as not supported)."""
    obj = extract_json_object(raw) or {}
    out: list[bool | None] = []
    for i in range(1, n_claims + 1):
        v = obj.get(str(i))
        v = v.strip().lower() if isinstance(v, str) else None
        out.append(True if v == "yes" else False if v != "no" else None)
    return out


def x_parse_recall_verdicts__mutmut_30(raw: str, n_claims: int) -> list[bool | None]:
    """The judge's verdict per claim (1-based keys "1".."n"): True for "yes", False for
    "no", None when missing or anything else (counted as not supported)."""
    obj = extract_json_object(raw) or {}
    out: list[bool | None] = []
    for i in range(1, n_claims + 1):
        v = obj.get(str(i))
        v = v.strip().lower() if isinstance(v, str) else None
        out.append(True if v == "yes" else False if v == "XXnoXX" else None)
    return out


def x_parse_recall_verdicts__mutmut_31(raw: str, n_claims: int) -> list[bool | None]:
    """The judge's verdict per claim (1-based keys "1".."n"): True for "yes", False for
    "no", None when missing or anything else (counted as not supported)."""
    obj = extract_json_object(raw) or {}
    out: list[bool | None] = []
    for i in range(1, n_claims + 1):
        v = obj.get(str(i))
        v = v.strip().lower() if isinstance(v, str) else None
        out.append(True if v == "yes" else False if v == "NO" else None)
    return out

mutants_x_parse_recall_verdicts__mutmut['_mutmut_orig'] = x_parse_recall_verdicts__mutmut_orig # type: ignore # mutmut generated
mutants_x_parse_recall_verdicts__mutmut['x_parse_recall_verdicts__mutmut_1'] = x_parse_recall_verdicts__mutmut_1 # type: ignore # mutmut generated
mutants_x_parse_recall_verdicts__mutmut['x_parse_recall_verdicts__mutmut_2'] = x_parse_recall_verdicts__mutmut_2 # type: ignore # mutmut generated
mutants_x_parse_recall_verdicts__mutmut['x_parse_recall_verdicts__mutmut_3'] = x_parse_recall_verdicts__mutmut_3 # type: ignore # mutmut generated
mutants_x_parse_recall_verdicts__mutmut['x_parse_recall_verdicts__mutmut_4'] = x_parse_recall_verdicts__mutmut_4 # type: ignore # mutmut generated
mutants_x_parse_recall_verdicts__mutmut['x_parse_recall_verdicts__mutmut_5'] = x_parse_recall_verdicts__mutmut_5 # type: ignore # mutmut generated
mutants_x_parse_recall_verdicts__mutmut['x_parse_recall_verdicts__mutmut_6'] = x_parse_recall_verdicts__mutmut_6 # type: ignore # mutmut generated
mutants_x_parse_recall_verdicts__mutmut['x_parse_recall_verdicts__mutmut_7'] = x_parse_recall_verdicts__mutmut_7 # type: ignore # mutmut generated
mutants_x_parse_recall_verdicts__mutmut['x_parse_recall_verdicts__mutmut_8'] = x_parse_recall_verdicts__mutmut_8 # type: ignore # mutmut generated
mutants_x_parse_recall_verdicts__mutmut['x_parse_recall_verdicts__mutmut_9'] = x_parse_recall_verdicts__mutmut_9 # type: ignore # mutmut generated
mutants_x_parse_recall_verdicts__mutmut['x_parse_recall_verdicts__mutmut_10'] = x_parse_recall_verdicts__mutmut_10 # type: ignore # mutmut generated
mutants_x_parse_recall_verdicts__mutmut['x_parse_recall_verdicts__mutmut_11'] = x_parse_recall_verdicts__mutmut_11 # type: ignore # mutmut generated
mutants_x_parse_recall_verdicts__mutmut['x_parse_recall_verdicts__mutmut_12'] = x_parse_recall_verdicts__mutmut_12 # type: ignore # mutmut generated
mutants_x_parse_recall_verdicts__mutmut['x_parse_recall_verdicts__mutmut_13'] = x_parse_recall_verdicts__mutmut_13 # type: ignore # mutmut generated
mutants_x_parse_recall_verdicts__mutmut['x_parse_recall_verdicts__mutmut_14'] = x_parse_recall_verdicts__mutmut_14 # type: ignore # mutmut generated
mutants_x_parse_recall_verdicts__mutmut['x_parse_recall_verdicts__mutmut_15'] = x_parse_recall_verdicts__mutmut_15 # type: ignore # mutmut generated
mutants_x_parse_recall_verdicts__mutmut['x_parse_recall_verdicts__mutmut_16'] = x_parse_recall_verdicts__mutmut_16 # type: ignore # mutmut generated
mutants_x_parse_recall_verdicts__mutmut['x_parse_recall_verdicts__mutmut_17'] = x_parse_recall_verdicts__mutmut_17 # type: ignore # mutmut generated
mutants_x_parse_recall_verdicts__mutmut['x_parse_recall_verdicts__mutmut_18'] = x_parse_recall_verdicts__mutmut_18 # type: ignore # mutmut generated
mutants_x_parse_recall_verdicts__mutmut['x_parse_recall_verdicts__mutmut_19'] = x_parse_recall_verdicts__mutmut_19 # type: ignore # mutmut generated
mutants_x_parse_recall_verdicts__mutmut['x_parse_recall_verdicts__mutmut_20'] = x_parse_recall_verdicts__mutmut_20 # type: ignore # mutmut generated
mutants_x_parse_recall_verdicts__mutmut['x_parse_recall_verdicts__mutmut_21'] = x_parse_recall_verdicts__mutmut_21 # type: ignore # mutmut generated
mutants_x_parse_recall_verdicts__mutmut['x_parse_recall_verdicts__mutmut_22'] = x_parse_recall_verdicts__mutmut_22 # type: ignore # mutmut generated
mutants_x_parse_recall_verdicts__mutmut['x_parse_recall_verdicts__mutmut_23'] = x_parse_recall_verdicts__mutmut_23 # type: ignore # mutmut generated
mutants_x_parse_recall_verdicts__mutmut['x_parse_recall_verdicts__mutmut_24'] = x_parse_recall_verdicts__mutmut_24 # type: ignore # mutmut generated
mutants_x_parse_recall_verdicts__mutmut['x_parse_recall_verdicts__mutmut_25'] = x_parse_recall_verdicts__mutmut_25 # type: ignore # mutmut generated
mutants_x_parse_recall_verdicts__mutmut['x_parse_recall_verdicts__mutmut_26'] = x_parse_recall_verdicts__mutmut_26 # type: ignore # mutmut generated
mutants_x_parse_recall_verdicts__mutmut['x_parse_recall_verdicts__mutmut_27'] = x_parse_recall_verdicts__mutmut_27 # type: ignore # mutmut generated
mutants_x_parse_recall_verdicts__mutmut['x_parse_recall_verdicts__mutmut_28'] = x_parse_recall_verdicts__mutmut_28 # type: ignore # mutmut generated
mutants_x_parse_recall_verdicts__mutmut['x_parse_recall_verdicts__mutmut_29'] = x_parse_recall_verdicts__mutmut_29 # type: ignore # mutmut generated
mutants_x_parse_recall_verdicts__mutmut['x_parse_recall_verdicts__mutmut_30'] = x_parse_recall_verdicts__mutmut_30 # type: ignore # mutmut generated
mutants_x_parse_recall_verdicts__mutmut['x_parse_recall_verdicts__mutmut_31'] = x_parse_recall_verdicts__mutmut_31 # type: ignore # mutmut generated
