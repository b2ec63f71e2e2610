"""Test doubles at the edge for episode tests: a fake gateway and small blueprints built in code."""

from __future__ import annotations

import hashlib
import json

from replaykit.data.blueprint import AnswerChoice, Blueprint, Period, Question, Session, Update, UserProfile


class Reply:
    def __init__(self, text: str, prompt_tokens: int = 10, completion_tokens: int = 3) -> None:
        self.text = text
        self.prompt_tokens = prompt_tokens
        self.completion_tokens = completion_tokens
        self.model = "fake"


def _h(obj) -> int:
    return int(hashlib.sha256(json.dumps(obj, sort_keys=True).encode()).hexdigest()[:8], 16)


class FakeGateway:
    """Deterministic replies; ``script`` maps a schema name to a function(messages) -> text. A run
    reads the session around the episodes (replaykit.episodes.llm.RunGateway): no mode, no
    endpoint list to check, nothing to describe, no secrets."""

    mode = "off"
    endpoints = None

    def __init__(self, script: dict | None = None, dim: int = 8) -> None:
        self.calls: list[tuple] = []
        self.script = script or {}
        self.dim = dim

    def describe(self) -> dict:
        return {}

    def secrets(self) -> list[str]:
        return []

    def chat(self, role, messages, *, temperature=None, max_tokens=None, seed=None, reply_format=None):
        json_schema = reply_format.json_schema if reply_format is not None else None
        schema_name = reply_format.schema_name if reply_format is not None else None
        if reply_format is not None and reply_format.json_object:  # JSON mode without a schema (the reference
            schema_name = "json_object"  # protocols): scripted as "json_object"
        self.calls.append(("chat", role, schema_name, messages, seed, temperature))
        if schema_name in self.script:
            return Reply(self.script[schema_name](messages))
        if schema_name == "answer":
            n = len(json_schema["properties"]["answer"]["enum"])
            return Reply(json.dumps({"answer": 1 + _h(messages) % n}))
        if schema_name == "state":
            return Reply(json.dumps({v: p["enum"][0] for v, p in json_schema["properties"].items()}))
        if schema_name == "memory_update":
            return Reply(json.dumps({"memories": [{"name": "note", "value": messages[-1]["content"][-40:]}]}))
        if schema_name == "facts":
            return Reply(json.dumps({"facts": ["user likes tea"]}))
        if schema_name == "operations":
            return Reply(json.dumps({"operations": [{"event": "ADD", "text": "user likes tea"}]}))
        return Reply(f"{role} reply {_h([messages, seed]) % 1000}")

    def embed(self, role, texts):
        self.calls.append(("embed", role, list(texts)))
        out = []
        for t in texts:
            h = hashlib.sha256(t.encode()).digest()
            out.append([(b - 128) / 128 for b in h[: self.dim]])
        return out

    def count(self, kind: str, role: str | None = None) -> int:
        return sum(1 for c in self.calls if c[0] == kind and (role is None or c[1] == role))


def small_blueprint(uid: str = "u1", n_periods: int = 2, sessions: int = 2) -> Blueprint:
    schema = {"diet": ["vegan", "omnivore"], "budget": ["low", "high"]}
    states = [{"diet": "vegan", "budget": "low"}, {"diet": "omnivore", "budget": "low"},
              {"diet": "omnivore", "budget": "high"}]
    periods = []
    prev = None
    n_changes = {"diet": 0, "budget": 0}
    for p in range(1, n_periods):
        for k in n_changes:
            n_changes[k] += states[p % len(states)][k] != states[(p - 1) % len(states)][k]
    for p in range(n_periods):
        st = states[p % len(states)]
        if prev is None:
            updates = {k: Update(old=None, new=v) for k, v in st.items()}
        else:
            updates = {k: Update(old=prev[k], new=v) for k, v in st.items() if prev[k] != v}
        periods.append(Period(
            period_start=f"2020-0{p + 1}-01", period_end=f"2020-0{p + 1}-28",
            sessions=[Session(session_time=f"2020-0{p + 1}-0{s + 2} 10:00:00",
                              query=f"{uid} p{p} s{s}: I eat {st['diet']} food on a {st['budget']} budget.")
                      for s in range(sessions)],
            state=dict(st), updates=updates, update_cnts=dict(n_changes),
        ))
        prev = st
    qas = [
        Question(query="What should I cook?", required_info=["diet"],
                 answer_choices=[AnswerChoice(state=["vegan"], answer="Tofu"),
                                 AnswerChoice(state=["omnivore"], answer="Chicken")]),
        Question(query="Where should I shop?", required_info=["diet", "budget"],
                 answer_choices=[AnswerChoice(state=[d, b], answer=f"{d}-{b} shop")
                                 for d in ["vegan", "omnivore"] for b in ["low", "high"]]),
    ]
    return Blueprint(id=uid, start_time="2020-01-01", user_profile=UserProfile(uuid=uid, formatted_str=f"Profile of {uid}"),
                     state_schema=schema, periods=periods, qas=qas)
