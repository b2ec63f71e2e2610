"""The feedback summary F_k of one period (paper §5, Appendix C.7), per feedback condition.

- ``none``: no feedback and no call to G (the static-prompt baseline);
- ``question``: only the evaluation questions, each with its lettered options;
- ``complete``: the C.7 structure: per question the lettered options, the agent's letter
  (``assistant_response``), the ground-truth letter, the memories the agent held when
  answering (``retrieved_memories``), plus the period's ``user_information_updates``.

Letters are 0-based: the first choice is "A" (beyond 26 choices the 1-based number is
used). The reference code reports the agent's letter one off ("B" for the first choice)
and leaves the ground truth and the updates out of its "complete" feedback; neither is
copied here (docs/fidelity.md, row 38).

``assistant_response`` is the letter of the choice that was scored; when the agent's reply
was unparseable that is the seeded fallback choice (the reference code also reports its
random fallback). The shape stays exactly C.7's.
"""

from __future__ import annotations

import json

from replaykit.data.blueprint import Blueprint, Question
from replaykit.data.evolution import CONDITIONS
from replaykit.data.result import PeriodResult
from replaykit.errors import ConfigError
from replaykit.scoring.metrics import introduced_states


def check_condition(condition: str) -> str:
    if condition not in CONDITIONS:
        raise ConfigError(f"--feedback is {condition!r}; use one of {', '.join(CONDITIONS)}")
    return condition


def letter(index: int) -> str:
    """The label of the 0-based answer choice ``index``: A, B, ... Z, then "27", "28", ..."""
    if index < 0:
        raise ValueError(f"letter: choice index must be >= 0, got {index}")
    return chr(ord("A") + index) if index < 26 else str(index + 1)


def question_text(question: Question) -> str:
    """``Question: q;\\n(A) c1;\\n(B) c2;`` as in the Appendix C.7 example."""
    parts = [f"Question: {question.query}"]
    parts += [f"({letter(i)}) {c.answer}" for i, c in enumerate(question.answer_choices)]
    return ";\n".join(parts) + ";"


def user_information_updates(bp: Blueprint, period: int) -> dict[str, str]:
    """The states introduced in ``period`` (all of them in period 0), variable -> new value."""
    return {v: val for _, v, val in introduced_states(bp, [period])}


def build_feedback(
    condition: str, bp: Blueprint, period: int, result: PeriodResult, memories: list[str]
) -> dict | None:
    """F_k for ``period`` from its evaluation ``result`` (None for ``none``)."""
    check_condition(condition)
    if condition == "none":
        return None
    history = []
    for a in result.overall:
        q = bp.qas[a.question]
        entry: dict = {"question": question_text(q)}
        if condition == "complete":
            truth = bp.correct_choices(period, a.question)
            entry["assistant_response"] = letter(a.choice)
            entry["ground_truth"] = ", ".join(letter(i) for i in truth)
            entry["retrieved_memories"] = list(memories)
        history.append(entry)
    out: dict = {"question_answer_history": history}
    if condition == "complete":
        out["user_information_updates"] = user_information_updates(bp, period)
    return out


def feedback_text(feedback: dict) -> str:
    """The summary as G reads it: JSON, 2-space indent, key order as built, non-ASCII kept."""
    return json.dumps(feedback, indent=2, ensure_ascii=False)
