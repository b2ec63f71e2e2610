"""The evaluation questions of paper §3.3 (Appendix C.5): the overall, state-diagnosis and
upper-bound (utilization) prompts, how they are sent and how the replies are read.

Two answer protocols (``AgentConfigBase.answer_protocol``):

- ``"reference"`` (the paper's configs): the reference code's prompt strings, sent as free
  text (the upper bound in JSON mode without a schema, as ``eval/upperbound.py``), read
  with the reference's rules (``replaykit.scoring.reference_answer``);
- ``"schema"`` (the local-model configs): the answer constrained by a JSON schema where the
  endpoint takes one, read by ``replaykit.scoring.answer`` (only 1..n is an answer).

Either way a reply that yields no choice is a ``json_error`` scored on a seeded fallback
(``replaykit.scoring.answer.fallback_choice`` over (run seed, user, period, question)).
"""

from __future__ import annotations

import json
from functools import lru_cache
from typing import Any, Callable, Sequence

from replaykit.data.blueprint import Blueprint
from replaykit.data.result import DiagnosisAnswer, OverallAnswer, PeriodResult, UpperBoundAnswer, UpperBoundResult
from replaykit.episodes.agent import CountingGateway, UpperBoundConfig, render_prompt
from replaykit.gateway import JSON_OBJECT, ReplyFormat
from replaykit.scoring.answer import fallback_choice, parse_choice, parse_diagnosis
from replaykit.scoring.reference_answer import reference_choice, reference_diagnosis_object

Progress = Callable[[str], None]


def _noop(_: str) -> None:
    pass


# -- prompts and schemas ---------------------------------------------------------------


def choices_text(question) -> str:
    """The answer choices as the reference code lists them in the overall and upper-bound prompts: ``1: text``."""
    return _numbered(tuple(c.answer for c in question.answer_choices))


def _numbered(answers: tuple[str, ...]) -> str:
    return "\n".join(f"{i + 1}: {a}" for i, a in enumerate(answers))


def overall_prompt(question, protocol: str = "schema") -> str:
    """The Appendix C.5 overall prompt: the reference code's string under the ``reference``
    answer protocol, the paper PDF's line breaks under ``schema`` (kept so recorded releases replay)."""
    return _overall_text(protocol, question.query, tuple(c.answer for c in question.answer_choices))


# The evaluation prompts of a question are the same at every period of an episode (and of every agent's
# episode of that user): made once, remembered by what they are made of (a paper-sized run asks 20 a period)
@lru_cache(maxsize=1024)
def _overall_text(protocol: str, query: str, answers: tuple[str, ...]) -> str:
    name = "overall_reference" if protocol == "reference" else "overall"
    return render_prompt(name, query=query, choices=_numbered(answers))


def answer_schema(n_choices: int) -> dict:
    return {
        "type": "object",
        "properties": {"answer": {"type": "integer", "enum": list(range(1, n_choices + 1))}},
        "required": ["answer"],
        "additionalProperties": False,
    }


def question_variables(bp: Blueprint, q: int) -> dict[str, list[str]]:
    return {v: list(bp.state_schema[v]) for v in bp.qas[q].required_info}


def diagnosis_prompt(bp: Blueprint, q: int, protocol: str = "schema") -> str:
    return _diagnosis_text(protocol, tuple((v, tuple(bp.state_schema[v])) for v in bp.qas[q].required_info))


@lru_cache(maxsize=1024)
def _diagnosis_text(protocol: str, variables: tuple[tuple[str, tuple[str, ...]], ...]) -> str:
    schema = json.dumps({v: list(values) for v, values in variables}, indent=2, ensure_ascii=False)
    return render_prompt("diagnosis_reference" if protocol == "reference" else "diagnosis", state_schema=schema)


def diagnosis_schema(variables: dict[str, list[str]]) -> dict:
    return {
        "type": "object",
        "properties": {v: {"type": "string", "enum": c} for v, c in variables.items()},
        "required": list(variables),
        "additionalProperties": False,
    }


def utilization_prompt(bp: Blueprint, q: int, variant: list[str], protocol: str = "schema") -> str:
    question = bp.qas[q]
    state = json.dumps(dict(zip(question.required_info, variant)), indent=2, ensure_ascii=False)
    name = "utilization_reference" if protocol == "reference" else "utilization"
    return render_prompt(name, query=question.query, state=state, choices=choices_text(question))


def answer_protocol_of(agent: Any) -> str:
    """The agent config's ``answer_protocol`` (``"schema"`` for plug-ins without one)."""
    return getattr(getattr(agent, "config", None), "answer_protocol", "schema")


def _salt(base: str, replica: int) -> str:
    return base if replica == 0 else f"{base}/r{replica}"



# -- asking ------------------------------------------------------------------------------


def _answered(agent, gw, prompt: str, **kwargs) -> tuple[str, str]:
    """(raw reply, cassette key of the call that produced it) of one evaluation prompt."""
    since = len(gw.calls) if gw is not None else 0
    raw = agent.answer(prompt, **kwargs)
    return raw, gw.reply_key(since, raw) if gw is not None else ""


def evaluate_period(agent, bp: Blueprint, period: int, *, seed: int, replica: int, gw=None,
                    memory_writes: Sequence[str] = ()) -> PeriodResult:
    """Ask every question from the agent's current state (restored after each answer).

    ``gw`` (the episode's CountingGateway) gives each answer the key of its call (exact
    provenance); ``memory_writes`` are the keys of the period's memory-writing calls."""
    snap = agent.snapshot()
    protocol = answer_protocol_of(agent)
    overall: list[OverallAnswer] = []
    diagnosis: list[DiagnosisAnswer] = []
    for q, question in enumerate(bp.qas):
        n = len(question.answer_choices)
        variables = question_variables(bp, q)
        if protocol == "reference":  # free text, read as eval/overall.py and eval/diagnosis.py read it
            raw, key = _answered(agent, gw, overall_prompt(question, protocol))
            agent.restore(snap)
            choice = reference_choice(raw, n)
        else:
            raw, key = _answered(agent, gw, overall_prompt(question), json_schema=answer_schema(n),
                                 schema_name="answer")
            agent.restore(snap)
            choice = parse_choice(raw, n)
        err = choice is None
        if choice is None:
            choice = fallback_choice(seed, bp.id, period, q, n, salt=_salt("overall", replica))
        overall.append(OverallAnswer(question=q, raw=raw, choice=choice, json_error=err, key=key))
        if protocol == "reference":
            raw, key = _answered(agent, gw, diagnosis_prompt(bp, q, protocol))
            agent.restore(snap)
            values, derr = parse_diagnosis(reference_diagnosis_object(raw), variables)
        else:
            raw, key = _answered(agent, gw, diagnosis_prompt(bp, q), json_schema=diagnosis_schema(variables),
                                 schema_name="state")
            agent.restore(snap)
            values, derr = parse_diagnosis(raw, variables)
        diagnosis.append(DiagnosisAnswer(question=q, raw=raw, values=values, json_error=derr, key=key))
    return PeriodResult(period=period, overall=overall, diagnosis=diagnosis, memory_writes=list(memory_writes))


def run_upper_bound(
    config: UpperBoundConfig, bp: Blueprint, gateway: Any, *, seed: int = 0, progress: Progress = _noop
) -> UpperBoundResult:
    """Appendix C.5 utilization prompt once per (question, answer choice's state variant)."""
    gw = CountingGateway(gateway)
    answers = []
    for q, question in enumerate(bp.qas):
        n = len(question.answer_choices)
        for c, choice in enumerate(question.answer_choices):
            prompt = utilization_prompt(bp, q, list(choice.state), config.answer_protocol)
            messages = []
            if config.system_prompt:
                messages.append({"role": "system", "content": config.system_prompt})
            messages.append({"role": "user", "content": prompt})
            fmt = (JSON_OBJECT if config.answer_protocol == "reference"  # eval/upperbound.py: JSON mode, no schema
                   else ReplyFormat(json_schema=answer_schema(n), schema_name="answer"))
            reply = gw.chat(
                config.role,
                messages,
                temperature=config.temperature,
                max_tokens=config.answer_max_tokens,
                seed=config.seed,
                reply_format=fmt,
            )
            raw = reply.text
            if config.answer_protocol == "reference":
                parsed = reference_choice(raw, n)
            else:
                parsed = parse_choice(raw, n)
            err = parsed is None
            if parsed is None:
                parsed = fallback_choice(seed, bp.id, c, q, n, salt="upper_bound")
            answers.append(
                UpperBoundAnswer(question=q, variant=list(choice.state), raw=raw, choice=parsed, json_error=err,
                                 key=str(getattr(reply, "key", "") or ""))
            )
    progress(f"{config.name}/{bp.id}: {len(answers)} upper-bound answers done")
    return UpperBoundResult(user=bp.id, answers=answers, usage=gw.usage())


