"""G, the policy generator of paper §5: P_{k+1} = G(P_k, F_k), one LLM call with the
Appendix C.6 "Memory Policy Self-Evolution Prompt" (system and user message verbatim,
``prompts/episode/evolve_system.txt`` and ``evolve_user.txt``).

The reply is constrained by a strict JSON schema (inside OpenAI's strict subset: root
object, ``additionalProperties: false``, every property required, no length or pattern
keywords). An unusable reply (no JSON object, or ``new_types`` not a non-empty string)
keeps P_k and is counted as an ``evolve_error``; it never stops the run. ``changes`` keeps
its string items (others are dropped).
"""

from __future__ import annotations

from typing import Any

from replaykit._util.jsonsalvage import first_object
from replaykit.base import Strict
from replaykit.episodes.agent import FREE_TEXT, clip_text, estimate_tokens, render_prompt
from replaykit.gateway import ReplyFormat

EVOLVE_SCHEMA: dict = {
    "type": "object",
    "properties": {
        "new_types": {"type": "string"},
        "changes": {"type": "array", "items": {"type": "string"}},
    },
    "required": ["new_types", "changes"],
    "additionalProperties": False,
}


class EvolverSettings(Strict):
    role: str = "agent"
    """Gateway role of G; the reference code uses the agent's own model."""
    temperature: float = 0.0
    max_tokens: int = 8192
    """Reply budget of one G call (the whole new section plus the list of changes); the
    reference's 8192. A reply cut at this budget is flagged (``Cycle.evolver_cut``)."""


class Evolution(Strict):
    raw: str
    policy: str
    """P_{k+1} (P_k again when the reply was unusable)."""
    changes: list[str] = []
    error: bool = False
    cut: bool = False
    """The reply stopped at ``max_tokens`` (finish_reason "length")."""


def evolution_messages(policy: str, feedback: str, budget: int | None) -> list[dict]:
    """System + user message of the C.6 prompt; the feedback is cut to fit ``budget`` tokens."""
    system = render_prompt("evolve_system")
    fixed = estimate_tokens(system) + estimate_tokens(render_prompt("evolve_user", current_types=policy, feedback_summary=""))
    if budget is not None:  # a context limit; without one nothing is cut
        feedback = clip_text(feedback, max(64, budget - fixed - 16))
    user = render_prompt("evolve_user", current_types=policy, feedback_summary=feedback)
    return [{"role": "system", "content": system}, {"role": "user", "content": user}]


def parse_evolution(raw: str) -> tuple[str, list[str]] | None:
    """(new_types, changes) from G's reply, or None when unusable."""
    obj = first_object(raw)
    if not isinstance(obj, dict):
        return None
    new = obj.get("new_types")
    if not isinstance(new, str) or not new.strip():
        return None
    changes = obj.get("changes")
    changes = [c for c in changes if isinstance(c, str)] if isinstance(changes, list) else []
    return new.strip("\n"), changes


def evolve_reference(gateway: Any, settings: EvolverSettings, policy: str, feedback: str, *, seed: int | None) -> Evolution:
    """One G call as the reference sends it (``reference.evolution_messages``: free text, nothing cut)."""
    # loaded on first use: importing this module stays light
    from replaykit.episodes.evolution.reference import evolution_messages, parse_reference_evolution

    reply = gateway.chat(settings.role, evolution_messages(policy, feedback), temperature=settings.temperature,
                         max_tokens=settings.max_tokens, seed=seed, extra=dict(FREE_TEXT), usage_as="evolve")
    cut = getattr(reply, "finish_reason", "") == "length"
    parsed = parse_reference_evolution(reply.text)
    if parsed is None:
        return Evolution(raw=reply.text, policy=policy, error=True, cut=cut)
    return Evolution(raw=reply.text, policy=parsed[0], changes=parsed[1], cut=cut)


def evolve(
    gateway: Any, settings: EvolverSettings, policy: str, feedback: str, *, seed: int | None, context_tokens: int | None
) -> Evolution:
    """One G call (usage counted as ``evolve``)."""
    budget = None if context_tokens is None else context_tokens - settings.max_tokens - 64
    reply = gateway.chat(
        settings.role,
        evolution_messages(policy, feedback, budget),
        temperature=settings.temperature,
        max_tokens=settings.max_tokens,
        seed=seed,
        reply_format=ReplyFormat(json_schema=EVOLVE_SCHEMA, schema_name="policy_evolution"),
        usage_as="evolve",
    )
    raw = reply.text
    cut = getattr(reply, "finish_reason", "") == "length"
    parsed = parse_evolution(raw)
    if parsed is None:
        return Evolution(raw=raw, policy=policy, error=True, cut=cut)
    return Evolution(raw=raw, policy=parsed[0], changes=parsed[1], cut=cut)
