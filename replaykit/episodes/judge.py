"""The memory factual-recall judge (paper Appendix E, Appendix C.6 "Memory Factual
Consistency Checking Prompt").

S_new are the states introduced in a period (every variable in period 0, the updates
after; ``replaykit.scoring.metrics.introduced_states``), each phrased as a claim
(``replaykit.scoring.answer.claim_text``). One judge call per period checks all of
them against the agent's memory view M_mem at the end of the period; recall is the mean
of the yes/no verdicts, a missing or malformed verdict counting as "no"
(``replaykit.scoring.metrics.factual_recall``). The reply is constrained by a strict
JSON schema (keys "1".."n", values "yes"/"no"); the parser still accepts anything.
A period with no new state makes no call. The call goes through the gateway's ``judge``
role, so it is recorded like every other.
"""

from __future__ import annotations

from typing import Any

from replaykit.base import Strict
from replaykit.data.blueprint import Blueprint
from replaykit.data.evolution import RecallCheck
from replaykit.episodes.agent import clip_text
from replaykit.gateway import ReplyFormat
from replaykit.scoring.answer import claim_text, factual_recall_prompt, parse_recall_verdicts
from replaykit.scoring.metrics import factual_recall, introduced_states


class JudgeSettings(Strict):
    role: str = "judge"
    temperature: float = 0.0
    seed: int | None = None
    context_tokens: int = 8192
    """The judge model's context window; the memory view is cut to fit."""


def verdict_schema(n_claims: int) -> dict:
    """Strict-subset schema: an object with keys "1".."n", each "yes" or "no"."""
    keys = [str(i) for i in range(1, n_claims + 1)]
    return {
        "type": "object",
        "properties": {k: {"type": "string", "enum": ["yes", "no"]} for k in keys},
        "required": keys,
        "additionalProperties": False,
    }


def period_claims(bp: Blueprint, period: int) -> list[str]:
    return [claim_text(v, val) for _, v, val in introduced_states(bp, [period])]


def check_recall(gateway: Any, settings: JudgeSettings, bp: Blueprint, period: int, memory: str) -> RecallCheck:
    """Judge the states introduced in ``period`` against ``memory`` (the agent's memory view).

    ``gateway`` is a Gateway or an episode's CountingGateway (usage counted under the role)."""
    claims = period_claims(bp, period)
    if not claims:
        return RecallCheck(period=period)
    max_tokens = 16 + 8 * len(claims)
    room = settings.context_tokens - max_tokens - 64 - sum(len(c) // 3 + 2 for c in claims) - 200
    document = clip_text(memory, max(64, room)) if memory else "(empty)"
    raw = gateway.chat(
        settings.role,
        [{"role": "user", "content": factual_recall_prompt(document, claims)}],
        temperature=settings.temperature,
        max_tokens=max_tokens,
        seed=settings.seed,
        reply_format=ReplyFormat(json_schema=verdict_schema(len(claims)), schema_name="recall_verdicts"),
    ).text
    verdicts = parse_recall_verdicts(raw, len(claims))
    return RecallCheck(period=period, claims=claims, raw=raw, verdicts=verdicts, recall=factual_recall(verdicts))
