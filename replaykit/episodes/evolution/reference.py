"""Self-evolution's request to G as the reference code sends it (``evolution_protocol: "reference"``).

The reference (``eval/evolution.py`` ``collect_evolution_feedback``, ``assistants/evolvable.py``
``_build_info_type_evolution_prompt``; reference-code-behaviour.md §7, §9) builds, per question of
the period, in question order:

- ``question``: ``Question: {q}`` and, for ``complete`` (its ``vanilla``), one ``(A) {choice}`` line
  per choice, joined by ``;\\n`` and ending in ``;``, question and choices ``.strip()``-ped; letters
  A..Z, then the 1-based number;
- ``assistant_response`` (``complete`` only): ``A..Z[n]`` where n is the agent's 1-based answer
  number as parsed (or its fallback number): one letter off, so choice 1 is "B" (the reference
  keeps this on purpose, "matching mem-env"); past Z, where the reference would crash, the number;
- ``retrieved_memories``: the memory text the agent answers with (``- label: value`` lines sorted
  by update time), one string;
- ``ground_truth`` (feedback type ``with_answer``): the letter of the first choice whose state is
  the current one (the last choice when none is), 0-based.

The list is the feedback; with ``with_exposed_states`` it becomes ``{"question_answer_history":
[...], "user_information_updates": {...}}``, the updates being the period's sessions'
``exposed_states`` merged in session order. G reads ``json.dumps(feedback, indent=2)`` (non-ASCII
escaped) in a user message beside an empty system message, free text; its reply is read with the
reference's ``parse_json`` and ``new_types`` becomes the next policy exactly as parsed.
"""

from __future__ import annotations

import json
import string
from typing import Any, Sequence

from replaykit.data.blueprint import Blueprint, Question
from replaykit.data.result import OverallAnswer, PeriodResult
from replaykit.episodes.agent import render_prompt
from replaykit.scoring.reference_answer import reference_parse_json

FEEDBACK_TYPES = ("with_answer", "with_exposed_states")
"""The reference's optional feedback types (its ``evolution_config.feedback_types`` besides the condition)."""

_LABELS = list(string.ascii_uppercase)


def question_text(question: Question, with_choices: bool) -> str:
    lines = [f"Question: {question.query.strip()}"]
    if with_choices:
        lines += [f"({_LABELS[i] if i < len(_LABELS) else str(i + 1)}) {c.answer.strip()}"
                  for i, c in enumerate(question.answer_choices)]
    return ";\n".join(lines) + ";"


def answer_number(answer: OverallAnswer) -> Any:
    """The reference's ``result["response"]``: the parsed ``answer`` (1-based), or the fallback's number."""
    if not answer.json_error:
        try:
            value = reference_parse_json(answer.raw)["answer"]
        except Exception:
            value = None
        if isinstance(value, int):  # what indexed the choices without raising (bool included)
            return value
    return answer.choice + 1


def response_letter(number: Any) -> str:
    """``labels[number]`` as the reference indexes it (negative numbers from the end); past the
    alphabet, where the reference raises IndexError, the number itself."""
    return _LABELS[number] if -len(_LABELS) <= number < len(_LABELS) else str(number)


def ground_truth(bp: Blueprint, period: int, question: int) -> int:
    """The first choice whose state is the current one; the last choice when none is (the reference's loop)."""
    choices = bp.qas[question].answer_choices
    current = list(bp.variant(period, question))
    for i, c in enumerate(choices):
        if c.state == current:
            return i
    return len(choices) - 1


def reference_feedback(condition: str, types: Sequence[str], bp: Blueprint, period: int, result: PeriodResult,
                       memories: str) -> list | dict:
    """The reference's feedback for ``condition`` (``question`` or ``complete``) and ``types``."""
    history: list[dict] = []
    for a in result.overall:
        q = bp.qas[a.question]
        entry: dict = {}
        if condition == "question":
            entry.update({"question": question_text(q, False), "retrieved_memories": memories})
        elif condition == "complete":
            entry.update({"question": question_text(q, True), "assistant_response": response_letter(answer_number(a)),
                          "retrieved_memories": memories})
        if "with_answer" in types:
            entry["ground_truth"] = _LABELS[ground_truth(bp, period, a.question)]
        history.append(entry)
    if "with_exposed_states" not in types:
        return history
    exposed: dict[str, str] = {}
    for session in bp.periods[period].sessions:
        exposed.update(session.exposed_states or {})
    return {"question_answer_history": history, "user_information_updates": exposed}


def feedback_text(feedback: list | dict) -> str:
    """``json.dumps(feedback, indent=2)``: non-ASCII escaped, as the reference passes it to G."""
    return json.dumps(feedback, indent=2)


def evolution_messages(policy: str, feedback: str) -> list[dict]:
    """The reference's two messages: an empty system message (its operator-precedence slip outside
    ``guided_info_type``) and the user message of ``evolve_user_reference.txt``."""
    user = render_prompt("evolve_user_reference", current_types=policy, feedback_summary=feedback)
    return [{"role": "system", "content": ""}, {"role": "user", "content": user}]


def parse_reference_evolution(raw: str) -> tuple[str, list[str]] | None:
    """(new_types as parsed, changes) from G's reply by the reference's ``parse_json``; None where the
    reference would crash (no JSON, no ``new_types``) or where ``new_types`` is not a string."""
    try:
        obj = reference_parse_json(raw)
        new = obj["new_types"]
    except Exception:
        return None
    if not isinstance(new, str):
        return None
    changes = obj.get("changes")
    return new, [c for c in changes if isinstance(c, str)] if isinstance(changes, list) else []
