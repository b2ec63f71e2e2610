"""The mem0 agent kind against a fake gateway at the edge (mem0 and Milvus Lite are real).

Expected values are worked out by hand from the reference's rules: the flush rule, the
``USER INPUT: `` / ``ASSISTANT RESPONSE: `` prefixes, mem0's newline-to-space embedding inputs,
memories re-sorted by time cut to seconds with ties in score order, the logical clock, and
snapshot/restore. Skipped with a reason without the mem0 extra (``make test-mem0`` runs it).
"""

from __future__ import annotations

import datetime
import importlib.util
import os
import threading
from types import SimpleNamespace

import pytest

if importlib.util.find_spec("mem0") is None:
    if os.environ.get("REPLAYKIT_MEM0_REQUIRED") == "1":
        raise RuntimeError("REPLAYKIT_MEM0_REQUIRED=1 but mem0 is not installed: pip install -e '.[mem0]'")
    pytest.skip("the mem0 extra is not installed (make test-mem0 runs these tests)", allow_module_level=True)

from replaykit.episodes.agent import CountingGateway
from replaykit.episodes.agents.mem0_pins import EpisodePin, _InlineExecutor, load_mem0, pinned
from replaykit.episodes.agents.registry import make_agent, parse_agent_config

DIM = 8
E1 = [1.0] + [0.0] * (DIM - 1)            # "near": the query's own vector
E2 = [0.0, 1.0] + [0.0] * (DIM - 2)        # "far": distance 1.414 from E1
E3 = [0.6, 0.8] + [0.0] * (DIM - 2)        # anything else: distance 0.894 from E1


class Gateway:
    def __init__(self, replies):
        self.replies = list(replies)
        self.chats, self.embeds = [], []

    def endpoint(self, role):
        return SimpleNamespace(model=f"{role}-model")

    def chat(self, role, messages, **kwargs):
        self.chats.append((role, messages, kwargs))
        return SimpleNamespace(text=self.replies.pop(0), prompt_tokens=1, completion_tokens=1, model="m",
                               finish_reason="stop")

    def embed(self, role, texts, **kwargs):
        assert kwargs == {"dimensions": DIM}  # mem0 0.1.118 sends its embedder's size
        self.embeds.append(list(texts))
        return [E1 if "near" in t else E2 if "far" in t else E3 for t in texts]


def _agent(replies, **cfg):
    gw = Gateway(replies)
    doc = {"type": "mem0", "name": "rag", "infer": False, "freq": 2, "ns": 0, "topk": 10, "embedding_dims": DIM, **cfg}
    agent = make_agent(parse_agent_config(doc), CountingGateway(gw))
    agent.reset()
    return agent, gw


def test_memories_are_shown_by_time_cut_to_seconds_ties_in_score_order():
    agent, gw = _agent(["reply near", "reply plain", "answer"])
    agent.act("[Current Time: 2021-01-01 10:00:00]\nfar one\ntwo")
    agent.act("[Current Time: 2021-01-02 10:00:00]\nnear two")
    # freq 2, ns 0: each round is written at once, newlines as spaces; mem0 0.1.118 embeds each
    # message twice with infer=False (_create_memory is handed the vector where it expects a
    # {text: vector} map, finds no text in it and embeds again)
    u1, a1 = "USER INPUT: [Current Time: 2021-01-01 10:00:00] far one two", "ASSISTANT RESPONSE: reply near"
    u2, a2 = "USER INPUT: [Current Time: 2021-01-02 10:00:00] near two", "ASSISTANT RESPONSE: reply plain"
    assert gw.embeds == [
        ["[Current Time: 2021-01-01 10:00:00] far one two"],                      # search (act 1)
        [u1], [u1], [a1], [a1],
        ["[Current Time: 2021-01-02 10:00:00] near two"],                         # search (act 2)
        [u2], [u2], [a2], [a2]]
    agent.answer("near?")
    system = gw.chats[-1][1][0]["content"]
    # by time: 01-01 (reply near d=0 before far one d=1.41), then 01-02 (near two d=0 before reply plain d=0.89)
    assert system == ("You are a helpful AI. Respond according to retrieved memories.\n"
                      "Relevant user memories ordered by time (earliest to latest):\n"
                      "- ASSISTANT RESPONSE: reply near\n"
                      "- USER INPUT: [Current Time: 2021-01-01 10:00:00]\nfar one\ntwo\n"
                      "- USER INPUT: [Current Time: 2021-01-02 10:00:00]\nnear two\n"
                      "- ASSISTANT RESPONSE: reply plain")
    assert gw.chats[-1][1][1:] == [{"role": "user", "content": "near?"}]


def test_flush_rule_logical_clock_and_snapshot_restore():
    agent, gw = _agent(["r1", "r2", "r3", "r4", "r5"], ns=4)
    agent.act("[Current Time: 2021-03-01 19:00:00]\nfar a")
    agent.act("far b")
    assert agent.memory_view() == ""  # 4 messages: below freq + ns = 6, nothing written
    agent.act("far c")                 # 6 messages: the oldest 2 are written
    assert agent.memory_view() == ("[2021-03-01T19:00:00] ASSISTANT RESPONSE: r1\n"
                                   "[2021-03-01T19:00:00] USER INPUT: [Current Time: 2021-03-01 19:00:00]\nfar a")
    snap = agent.snapshot()
    agent.act("[Current Time: 2021-03-02 19:00:00]\nfar d")
    agent.act("far e")  # the second add of the 03-02 session: one logical second later
    later = agent.memory_view()
    assert later.splitlines()[-2:] == ["[2021-03-02T19:00:01] ASSISTANT RESPONSE: r3", "[2021-03-02T19:00:01] USER INPUT: far c"]
    assert "[2021-03-02T19:00:00] USER INPUT: far b" in later
    later_snap = agent.snapshot()
    agent.restore(snap)
    assert agent.memory_view() == ("[2021-03-01T19:00:00] ASSISTANT RESPONSE: r1\n"
                                   "[2021-03-01T19:00:00] USER INPUT: [Current Time: 2021-03-01 19:00:00]\nfar a")
    agent.restore(later_snap)
    assert agent.memory_view() == later
    assert later_snap == agent.snapshot()


def test_pins_date_ids_clock_and_inline_executor():
    load_mem0()
    import mem0.memory.main as main

    pin = EpisodePin("agent/user|0")
    pin.now = datetime.datetime(2022, 5, 6, 7, 8, 9)
    with pinned(pin):
        system, _ = main.get_fact_retrieval_messages("x")
        ids = [str(main.uuid.uuid4()) for _ in range(2)]
        # mem0 0.1.118 asks for US/Pacific: the wall time in that zone (May: daylight time, -07:00)
        assert main.datetime.now(main.pytz.timezone("US/Pacific")).isoformat() == "2022-05-06T07:08:09-07:00"
        pin.now = datetime.datetime(2022, 1, 6, 7, 8, 9)  # standard time, -08:00
        assert main.datetime.now(main.pytz.timezone("US/Pacific")).isoformat() == "2022-01-06T07:08:09-08:00"
        assert main.datetime.now() == datetime.datetime(2022, 1, 6, 7, 8, 9)
        seen = []
        with main.concurrent.futures.ThreadPoolExecutor() as pool:
            fut = pool.submit(lambda: seen.append((threading.get_ident(), main.uuid.uuid4())))
        assert fut.done() and seen[0][0] == threading.get_ident()
    assert "Today's date is 2022-05-06." in system
    other = EpisodePin("agent/user|1")
    again = EpisodePin("agent/user|0")
    assert ids == [again.next_id(), again.next_id()]  # seeded by (scope, replica) and a counter
    assert ids[0] != other.next_id() and len(set(ids)) == 2 and all(i[14] == "4" for i in ids)
    # without a pin mem0's originals apply: a real clock, random ids, the import-day date
    assert abs((main.datetime.now(datetime.timezone.utc) - datetime.datetime.now(datetime.timezone.utc)).total_seconds()) < 60
    assert main.uuid.uuid4() != main.uuid.uuid4()
    assert isinstance(main.concurrent.futures.ThreadPoolExecutor(), _InlineExecutor)


def test_a_missing_or_other_mem0_version_is_a_named_error(monkeypatch):
    from replaykit.episodes.agents import mem0_pins
    from replaykit.errors import AgentConfigError

    monkeypatch.setattr(mem0_pins.metadata, "version", lambda name: "2.2.1")
    with pytest.raises(AgentConfigError, match="mem0ai 2.2.1 is installed.*replaykit\\[mem0\\]") as info:
        _agent([])
    assert info.value.field == "type" and info.value.where == "agent 'rag'"


@pytest.mark.parametrize("field, value", [("embedding_dims", 0), ("memory_max_tokens", 0), ("memory_temperature", 2.5),
                                          ("memory_top_p", -0.1), ("collection", "mem-eval"), ("topk", 0)])
def test_bad_mem0_fields_are_named(field, value):
    from replaykit.errors import AgentConfigError

    with pytest.raises(AgentConfigError) as info:
        parse_agent_config({"type": "mem0", "name": "x", field: value}, "agents/x.json")
    assert info.value.field == field and info.value.where == "agents/x.json"
