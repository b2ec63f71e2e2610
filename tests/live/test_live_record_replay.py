"""Record real calls to the local model through the gateway and the recorder, then replay
them with every server unreachable and no API key, and get the identical results."""

from __future__ import annotations

import json

import msgspec
import pytest

from replaykit.errors import ReplayMissError
from replaykit.gateway import Gateway, ReplyFormat
from replaykit.recording.capture.recorder import Recorder

CHOICE_SCHEMA = {
    "type": "object",
    "properties": {
        "answer": {"type": "string", "enum": ["A", "B", "C", "D"]},
        "sure": {"type": "boolean"},
    },
    "required": ["answer", "sure"],
}
TEXTS = ["I moved to Lisbon in March.", "My budget for travel is low this year.", "I switched to a vegan diet."]


def _calls(gw: Gateway) -> dict:
    """A fixed sequence of calls covering each kind the benchmark makes."""
    convo = [
        {"role": "system", "content": "You are a helpful assistant. Answer in one or two sentences."},
        {"role": "user", "content": "I just moved to Lisbon and I am vegan. Any dinner idea for tonight?"},
    ]
    out = {}
    out["agent_plain"] = gw.chat("agent", convo, max_tokens=48)
    # the same request again: a distinct recording (occurrence index 1), replayed in order
    out["agent_plain_again"] = gw.chat("agent", convo, max_tokens=48)
    follow = convo + [{"role": "assistant", "content": out["agent_plain"].text},
                      {"role": "user", "content": "And for lunch tomorrow?"}]
    out["agent_followup"] = gw.chat("agent", follow, max_tokens=48)
    out["user_sampled"] = gw.chat("user", [
        {"role": "system", "content": "You are a user chatting with an assistant. Reply as the user, briefly."},
        {"role": "user", "content": "Hello! How can I help you today?"},
    ], temperature=0.7, seed=7, max_tokens=40)
    out["judge_json"] = gw.chat("judge", [
        {"role": "system", "content": "Answer with a JSON object."},
        {"role": "user", "content": "The user is vegan and lives in Lisbon. Which dinner fits? "
                                    "A) steak house B) vegan tapas in Lisbon C) sushi in Tokyo D) none"},
    ], reply_format=ReplyFormat(json_schema=CHOICE_SCHEMA, schema_name="choice"), max_tokens=40)
    out["embeddings"] = gw.embed("embedder", TEXTS)
    out["usage"] = gw.usage()
    return out


def test_record_then_replay_offline_gives_identical_results(live_endpoints, dead_base_url, tmp_path, monkeypatch):
    cassette = tmp_path / "live.rkc"
    monkeypatch.delenv("REPLAYKIT_MODE", raising=False)

    gw = Gateway(live_endpoints)
    try:
        with Recorder(cassette, mode="record") as rec, rec.scope("live:basic"):
            recorded = _calls(gw)
    finally:
        gw.close()

    # the real model answered every kind of call
    for name in ("agent_plain", "agent_followup", "user_sampled"):
        assert recorded[name].text.strip(), f"{name}: empty reply"
        assert recorded[name].prompt_tokens > 0 and recorded[name].completion_tokens > 0
    verdict = json.loads(recorded["judge_json"].text, strict=False)  # grammar-constrained by the schema
    assert verdict["answer"] in {"A", "B", "C", "D"} and isinstance(verdict["sure"], bool)
    vecs = recorded["embeddings"]
    assert len(vecs) == len(TEXTS) and len({len(v) for v in vecs}) == 1 and len(vecs[0]) > 0
    assert vecs[0] != vecs[1]
    assert recorded["usage"]["embedder"].calls == 1  # one embeddings call for all TEXTS
    assert recorded["usage"]["agent"].calls == 3
    assert cassette.stat().st_size > 0

    # replay: every endpoint points at a port where nothing listens, and no key is set
    for name in ("OPENAI_API_KEY", "OPENAI_BASE_URL"):
        monkeypatch.delenv(name, raising=False)
    dead = {role: msgspec.structs.replace(ep, base_url=dead_base_url) for role, ep in live_endpoints.items()}
    gw2 = Gateway(dead)
    try:
        with Recorder(cassette, mode="replay") as rec, rec.scope("live:basic"):
            replayed = _calls(gw2)
            # a request that was never recorded is a miss, not a network call
            with pytest.raises(ReplayMissError):
                gw2.chat("agent", [{"role": "user", "content": "never recorded"}], max_tokens=8)
    finally:
        gw2.close()

    assert replayed == recorded
