"""Blueprints as dataset records (`replaykit blueprint export --format jsonl`).

One JSON object per user and line, in a shape the Hugging Face ``datasets`` library (and
pyarrow, pandas) loads as one table: every record has the same fields at every level, so
the maps whose keys are a user's own variable names (state schema, state, updates, update
counts, exposed states) become lists of ``{"variable": ..., ...}`` records in the
blueprint's order. ``datasets.load_dataset("json", data_files="users.jsonl")`` reads it.
"""

from __future__ import annotations

import json
from typing import Any, Iterable

from replaykit.data.blueprint import Blueprint

DATASET_VERSION = 1


def _pairs(mapping: dict[str, Any] | None, value: str) -> list[dict[str, Any]] | None:
    if mapping is None:
        return None
    return [{"variable": k, value: v} for k, v in mapping.items()]


def blueprint_record(bp: Blueprint) -> dict[str, Any]:
    return {
        "format_version": DATASET_VERSION,
        "id": bp.id,
        "start_time": bp.start_time,
        "user_profile": {"uuid": bp.user_profile.uuid, "formatted_str": bp.user_profile.formatted_str},
        "state_schema": _pairs(bp.state_schema, "choices"),
        "periods": [
            {
                "period_start": p.period_start,
                "period_end": p.period_end,
                "period_summary": p.period_summary,
                "sessions": [
                    {
                        "session_time": s.session_time,
                        "query": s.query,
                        "event": s.event,
                        "exposed_states": _pairs(s.exposed_states, "value"),
                        "messages": [{"role": m.role, "content": m.content} for m in s.messages],
                    }
                    for s in p.sessions
                ],
                "state": _pairs(p.state, "value"),
                "updates": [{"variable": k, "old": u.old, "new": u.new} for k, u in p.updates.items()],
                "update_cnts": _pairs(p.update_cnts, "count"),
            }
            for p in bp.periods
        ],
        "qas": [
            {
                "query": q.query,
                "required_info": list(q.required_info),
                "answer_choices": [{"state": list(c.state), "answer": c.answer, "type": c.type} for c in q.answer_choices],
            }
            for q in bp.qas
        ],
    }


def blueprints_jsonl(bps: Iterable[Blueprint]) -> bytes:
    lines = [json.dumps(blueprint_record(bp), ensure_ascii=False, separators=(",", ":")) for bp in bps]
    return ("\n".join(lines) + "\n").encode("utf-8") if lines else b""
