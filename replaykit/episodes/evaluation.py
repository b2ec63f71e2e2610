"""Evaluation from a checkpoint (paper §3.3, Appendix C.5): the overall, state-diagnosis and
utilization prompts, their answer schemas, and ``evaluate_period``, which asks every question
of a period and keeps the cassette key of each answer's call (exact provenance).
"""

from __future__ import annotations

import json

from replaykit.data.blueprint import Blueprint
from replaykit.data.result import DiagnosisAnswer, OverallAnswer, PeriodResult
from replaykit.episodes.agent import render_prompt
from replaykit.scoring.answer import fallback_choice, parse_choice, parse_diagnosis

# -- prompts and schemas ---------------------------------------------------------------


def choices_text(question) -> str:
    """The answer choices as the reference code lists them in the overall and upper-bound prompts: ``1: text``."""
    return "\n".join(f"{i + 1}: {c.answer}" for i, c in enumerate(question.answer_choices))


def overall_prompt(question) -> str:
    return render_prompt("overall", query=question.query, choices=choices_text(question))


def answer_schema(n_choices: int) -> dict:
    return {
        "type": "object",
        "properties": {"answer": {"type": "integer", "enum": list(range(1, n_choices + 1))}},
        "required": ["answer"],
        "additionalProperties": False,
    }


def question_variables(bp: Blueprint, q: int) -> dict[str, list[str]]:
    return {v: list(bp.state_schema[v]) for v in bp.qas[q].required_info}


def diagnosis_prompt(bp: Blueprint, q: int) -> str:
    schema = json.dumps(question_variables(bp, q), indent=2, ensure_ascii=False)
    return render_prompt("diagnosis", state_schema=schema)


def diagnosis_schema(variables: dict[str, list[str]]) -> dict:
    return {
        "type": "object",
        "properties": {v: {"type": "string", "enum": c} for v, c in variables.items()},
        "required": list(variables),
        "additionalProperties": False,
    }


def utilization_prompt(bp: Blueprint, q: int, variant: list[str]) -> str:
    question = bp.qas[q]
    state = json.dumps(dict(zip(question.required_info, variant)), indent=2, ensure_ascii=False)
    return render_prompt("utilization", query=question.query, state=state, choices=choices_text(question))


def _salt(base: str, replica: int) -> str:
    return base if replica == 0 else f"{base}/r{replica}"


def _answered(agent, gw, prompt: str, **kwargs) -> tuple[str, str]:
    """(raw reply, cassette key of the call that produced it) of one evaluation prompt."""
    since = len(gw.calls) if gw is not None else 0
    raw = agent.answer(prompt, **kwargs)
    return raw, gw.reply_key(since, raw) if gw is not None else ""


def evaluate_period(agent, bp: Blueprint, period: int, *, seed: int, replica: int, gw=None,
                    memory_writes: list[str] = ()) -> PeriodResult:
    """Ask every question from the agent's current state (restored after each answer).

    ``gw`` (the episode's CountingGateway) gives each answer the key of its call;
    ``memory_writes`` are the keys of the period's memory-writing calls."""
    snap = agent.snapshot()
    overall: list[OverallAnswer] = []
    diagnosis: list[DiagnosisAnswer] = []
    for q, question in enumerate(bp.qas):
        n = len(question.answer_choices)
        raw, key = _answered(agent, gw, overall_prompt(question), json_schema=answer_schema(n), schema_name="answer")
        agent.restore(snap)
        choice = parse_choice(raw, n)
        err = choice is None
        if err:
            choice = fallback_choice(seed, bp.id, period, q, n, salt=_salt("overall", replica))
        overall.append(OverallAnswer(question=q, raw=raw, choice=choice, json_error=err, key=key))
        variables = question_variables(bp, q)
        raw, key = _answered(agent, gw, diagnosis_prompt(bp, q), json_schema=diagnosis_schema(variables),
                             schema_name="state")
        agent.restore(snap)
        values, derr = parse_diagnosis(raw, variables)
        diagnosis.append(DiagnosisAnswer(question=q, raw=raw, values=values, json_error=derr, key=key))
    return PeriodResult(period=period, overall=overall, diagnosis=diagnosis, memory_writes=list(memory_writes))


