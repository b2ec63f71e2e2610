import json

import pytest

from replaykit.data.blueprint import Message
from replaykit.episodes.agent import (
    AWEConfig,
    AWIConfig,
    CountingGateway,
    NativeConfig,
    RAGConfig,
    fit_messages,
)
from replaykit.episodes.agents.awe import parse_operations
from replaykit.episodes.agents.awi import parse_update
from replaykit.episodes.agents.registry import load_agent_config, make_agent, parse_agent_config
from replaykit.errors import ConfigError
from tests.unit._episode_fakes import FakeGateway


def _agent(cfg, script=None):
    fake = FakeGateway(script)
    return make_agent(cfg, CountingGateway(fake)), fake


def _talk(agent, n, time="2020-01-02 10:00:00"):
    for i in range(n):
        agent.act(f"[Current Time: {time}]\nmessage {i}" if i == 0 else f"message {i}")


def _last_chat(fake):
    return [c for c in fake.calls if c[0] == "chat"][-1][3]


def test_native_sends_whole_history_without_system_message_and_tracks_logical_time():
    agent, fake = _agent(NativeConfig(name="n"))
    _talk(agent, 3)
    msgs = _last_chat(fake)
    assert all(m["role"] != "system" for m in msgs)  # the reference adds no system prompt
    assert [m["content"] for m in msgs if m["role"] == "user"] == [
        "[Current Time: 2020-01-02 10:00:00]\nmessage 0", "message 1", "message 2"]
    assert len(msgs) == 5
    assert {t["time"] for t in agent.turns} == {"2020-01-02 10:00:00"}
    assert [t["seq"] for t in agent.turns] == list(range(6))


def test_native_history_limit_and_context_fit():
    agent, fake = _agent(NativeConfig(name="n", max_history_msgs=3))
    _talk(agent, 4)
    agent.answer("Q?")
    msgs = _last_chat(fake)
    # 3 most recent messages, a leading assistant turn dropped, then the prompt
    assert msgs[0]["role"] == "user" and msgs[-1]["content"] == "Q?"
    assert len(msgs) == 2 + 1
    big, fake2 = _agent(NativeConfig(name="n", context_tokens=1200, max_tokens=256))
    for i in range(10):
        big.add_messages([Message(role="user", content=f"u{i} " + "x" * 900),
                          Message(role="assistant", content=f"a{i} " + "y" * 900)])
    big.answer("Final?" + "z" * 6000)
    sent = _last_chat(fake2)
    est = sum(len(m["content"]) // 3 + 5 for m in sent)
    assert est <= 1200 - 256
    assert sent[-1]["content"].startswith("Final?")


def test_without_context_limit_nothing_is_cut():
    """context_tokens null (the paper configs, the reference): every message and memory prompt whole."""
    long = "x" * 50_000
    agent, fake = _agent(NativeConfig(name="n", max_tokens=8192, answer_max_tokens=8192))
    for i in range(6):
        agent.add_messages([Message(role="user", content=f"u{i} {long}"), Message(role="assistant", content=f"a{i}")])
    agent.answer("Q? " + long)
    sent = _last_chat(fake)
    assert len(sent) == 13 and sent[0]["content"] == f"u0 {long}" and sent[-1]["content"] == "Q? " + long
    awi, fake2 = _agent(AWIConfig(name="i", freq=2, ns=0, memory_max_tokens=8192))
    awi.act(long)
    update = [c for c in fake2.calls if c[2] == "memory_update"][0][3][0]["content"]
    assert long in update and "[...]" not in update
    rag, fake3 = _agent(RAGConfig(name="r", freq=2, ns=0))
    rag.act(long)
    assert fake3.calls[-1][0] == "embed" and fake3.calls[-1][2][0] == "USER INPUT: " + long
    clipped, fake4 = _agent(RAGConfig(name="r", freq=2, ns=0, embed_max_tokens=100))
    clipped.act(long)
    assert len(fake4.calls[-1][2][0]) < 400


def test_fit_messages_keeps_final_and_starts_with_user():
    hist = [{"role": "assistant", "content": "a" * 30}] + [{"role": r, "content": "b" * 30} for r in ["user", "assistant"] * 3]
    out = fit_messages([{"role": "system", "content": "s"}], hist, [{"role": "user", "content": "q"}], 60)
    assert out[0]["role"] == "system" and out[-1]["content"] == "q"
    assert out[1]["role"] == "user"


def test_answer_never_changes_state():
    for cfg in (NativeConfig(name="n"), AWIConfig(name="i"), RAGConfig(name="r", topk=2), AWEConfig(name="e")):
        agent, fake = _agent(cfg)
        _talk(agent, 5)
        before = agent.snapshot()
        n_calls = len(fake.calls)
        agent.answer("Which one?")
        assert agent.snapshot() == before, cfg
        # only the answer (and a retrieval embedding) happened: no memory write
        assert all(c[2] not in ("memory_update", "facts", "operations") for c in fake.calls[n_calls:])


def test_snapshot_is_plain_data_and_restore_returns_to_it():
    for cfg in (NativeConfig(name="n"), AWIConfig(name="i"), RAGConfig(name="r"), AWEConfig(name="e")):
        agent, _ = _agent(cfg)
        _talk(agent, 4)
        snap = agent.snapshot()
        assert json.loads(json.dumps(snap)) == snap
        view = agent.memory_view()
        _talk(agent, 3)
        assert agent.snapshot() != snap
        agent.restore(snap)
        assert agent.snapshot() == snap and agent.memory_view() == view
        agent.reset()
        assert agent.turns == [] and agent.memory_view() == ""


def test_awi_updates_every_freq_messages_keeping_ns_in_context():
    agent, fake = _agent(AWIConfig(name="i", freq=2, ns=4))
    _talk(agent, 2)  # 4 messages: nothing written yet
    assert fake.count("chat") == 2 and agent.memory == {}
    agent.act("message 2")  # 6 messages -> oldest 2 written
    updates = [c for c in fake.calls if c[2] == "memory_update"]
    assert len(updates) == 1
    prompt = updates[0][3][0]["content"]
    # the reference's inputs: current memories as a JSON object, the messages as a JSON list
    turns = [{"role": "user", "content": "[Current Time: 2020-01-02 10:00:00]\nmessage 0"},
             {"role": "assistant", "content": agent.turns[1]["content"]}]
    assert "Conversation:\n" + json.dumps(turns, indent=2, ensure_ascii=False) + "\n" in prompt
    assert "message 1" not in prompt
    assert "(mapping from information types to the corresponding information):\n{}\n" in prompt
    assert agent.written == 2 and agent.memory
    _talk(agent, 1)
    agent.answer("Q?")
    ctx = _last_chat(fake)
    assert ctx[0]["content"].startswith("You are a helpful AI. Respond according to memories of the user.\n"
                                        "User memories ordered by time (earliest to latest):\n- note: ")
    assert len(ctx) == 1 + 4 + 1  # system + ns recent + prompt
    assert agent.gw.usage()["memory"].calls == 2


def test_awi_union_and_broken_update_counted():
    outs = iter(['{"food": "likes tea"}', "not json at all", '```json\n{"food": "likes coffee", "job": "nurse"}\n```'])
    agent, fake = _agent(AWIConfig(name="i", freq=2, ns=0), script={"memory_update": lambda m: next(outs)})
    _talk(agent, 3)
    assert agent.memory == {"food": "likes coffee", "job": "nurse"}
    assert agent.memory_errors == 1
    assert parse_update('{"a": 1, "b": null}') == {"a": "1"}


def test_awi_reads_the_strict_array_shape_and_renders_in_update_order():
    assert parse_update('{"memories": [{"name": "a", "value": "1"}, {"name": "b", "value": "2"}, '
                        '{"name": "a", "value": "3"}, {"name": "", "value": "x"}, 7]}') == {"a": "3", "b": "2"}
    assert parse_update('{"memories": []}') == {}
    outs = iter([
        '{"memories": [{"name": "diet", "value": "vegan"}, {"name": "city", "value": "Oslo"}]}',
        '{"memories": [{"name": "job", "value": "nurse"}]}',
        '{"memories": [{"name": "city", "value": "Rome"}, {"name": "pet", "value": "cat"}]}',
    ])
    agent, fake = _agent(AWIConfig(name="i", freq=2, ns=0), script={"memory_update": lambda m: next(outs)})
    _talk(agent, 3)
    # the update prompt's current memories keep insertion order; the rendering sorts by last update
    assert list(agent.memory) == ["diet", "city", "job", "pet"]
    assert agent.memory_view() == "- diet: vegan\n- job: nurse\n- city: Rome\n- pet: cat"
    last_update = [c for c in fake.calls if c[2] == "memory_update"][-1][3][0]["content"]
    assert json.dumps({"diet": "vegan", "city": "Oslo", "job": "nurse"}, indent=2) in last_update


def test_rag_indexes_messages_leaving_the_window_and_retrieves_topk():
    agent, fake = _agent(RAGConfig(name="r", freq=2, ns=2, topk=2))
    agent.act("[Current Time: 2020-01-02 10:00:00]\nI am vegan")
    assert fake.count("embed") == 0  # nothing indexed yet, so no retrieval either
    agent.act("I live in Oslo")  # 4 messages -> oldest 2 indexed
    assert len(agent.index) == 2 and fake.count("embed") == 1
    agent.act("[Current Time: 2020-02-01 09:00:00]\nI moved to Rome")
    assert len(agent.index) == 4
    n = fake.count("embed")
    agent.answer("Where do I live?")
    assert fake.count("embed") == n + 1  # the query embedding
    ctx = _last_chat(fake)
    lines = [l for l in ctx[0]["content"].splitlines() if l.startswith("- ")]
    assert len(lines) == 2
    # stored verbatim with the reference's prefixes, listed oldest first
    seqs = [next(r["seq"] for r in agent.records.values() if f"- {r['text']}".startswith(l[:30])) for l in lines]
    assert seqs == sorted(seqs)
    assert all(l.startswith(("- USER INPUT: ", "- ASSISTANT RESPONSE: ")) for l in lines)
    assert len(ctx) == 1 + 2 + 1
    assert "USER INPUT: I am vegan" in agent.memory_view().replace("[Current Time: 2020-01-02 10:00:00]\n", "")


def test_awe_add_update_delete_against_similar_memories():
    ops = iter([
        '{"operations": [{"event": "ADD", "text": "User is vegan"}, {"event": "ADD", "text": "User lives in Oslo"}]}',
        '{"operations": [{"event": "UPDATE", "id": "0", "text": "User lives in Rome"}, {"event": "DELETE", "id": "1"}, {"event": "NONE"}]}',
    ])
    facts = iter(['{"facts": ["User is vegan", "User lives in Oslo"]}', '{"facts": ["User moved to Rome", "User eats fish"]}'])
    script = {"facts": lambda m: next(facts), "operations": lambda m: next(ops)}
    agent, fake = _agent(AWEConfig(name="e", freq=2, ns=0, topk=5, match_k=1), script)
    agent.act("[Current Time: 2020-01-02 10:00:00]\nhi")
    assert sorted(m["text"] for m in agent.memories.values()) == ["User is vegan", "User lives in Oslo"]
    # the decision prompt shows the stored memories with temporary ids
    agent.act("[Current Time: 2020-03-01 10:00:00]\nupdate")
    decide = [c for c in fake.calls if c[2] == "operations"][-1][3][0]["content"]
    assert "[0] " in decide and "- User moved to Rome" in decide
    texts = sorted(m["text"] for m in agent.memories.values())
    assert "User lives in Rome" in texts and len(texts) == 1
    m = next(iter(agent.memories.values()))
    assert m["updated"] == "2020-03-01 10:00:00" and m["created"] == "2020-01-02 10:00:00"
    assert len(agent.index) == 1


def test_awe_broken_output_never_crashes():
    agent, _ = _agent(AWEConfig(name="e", freq=2, ns=0), {"facts": lambda m: "nope"})
    _talk(agent, 2)
    assert agent.memory_errors == 2 and agent.memories == {}
    agent, _ = _agent(AWEConfig(name="e", freq=2, ns=0), {"operations": lambda m: "{broken"})
    _talk(agent, 1)
    assert [m["text"] for m in agent.memories.values()] == ["user likes tea"] and agent.memory_errors == 1
    assert parse_operations('{"operations": [{"event": "update", "id": 3, "text": "x"}, {"event": "BAD"}, 5]}') == [
        {"event": "UPDATE", "id": "3", "text": "x"}]


def test_off_policy_feeding_processes_memory_like_act():
    a1, f1 = _agent(AWIConfig(name="i"))
    _talk(a1, 4)
    a2, f2 = _agent(AWIConfig(name="i"))
    a2.add_messages([Message(role=t["role"], content=t["content"]) for t in a1.turns])
    assert a2.memory == a1.memory and a2.written == a1.written
    assert f2.count("chat") == sum(1 for c in f1.calls if c[2] == "memory_update")


def test_configs_load_and_bad_fields_are_named(tmp_path):
    import pathlib
    root = pathlib.Path(__file__).resolve().parents[3] / "configs" / "agents"
    configs = {p.name: load_agent_config(p) for p in root.glob("*.json")}
    assert {c.name for c in configs.values()} >= {"native", "awi", "rag-2-4-30", "awe-2-4-30", "rag-2-4-5",
                                                   "awe-2-4-5", "upper-bound"}
    # the paper's settings (§4.1): AWE/RAG-(2,4,30), 8192 output tokens, T=0, no context cut
    for name in ("native.json", "awi.json", "rag-2-4-30.json", "awe-2-4-30.json", "upper-bound.json"):
        c = configs[name]
        assert c.answer_max_tokens == 8192 and c.temperature == 0.0 and c.context_tokens is None, name
        assert c.system_prompt == "", name
    assert (configs["awe-2-4-30.json"].freq, configs["awe-2-4-30.json"].ns, configs["awe-2-4-30.json"].topk) == (2, 4, 30)
    assert (configs["rag-2-4-30.json"].freq, configs["rag-2-4-30.json"].ns, configs["rag-2-4-30.json"].topk) == (2, 4, 30)
    # the local model's configs are marked .smol and keep its 8192-token window
    assert all(c.context_tokens == 8192 for n, c in configs.items() if n.endswith(".smol.json") and c.name != "upper-bound")
    for doc, field in (({"type": "awe", "name": "x", "freq": 0}, "freq"), ({"type": "rag", "name": "x", "topk": "5"}, "topk"),
                       ({"type": "no-such-kind", "name": "x"}, "type"), ({"type": "native", "name": "a/b"}, "name")):
        with pytest.raises(ConfigError) as info:
            parse_agent_config(doc)
        assert info.value.field == field, (doc, info.value)
    bad = tmp_path / "bad.json"
    bad.write_text('{"type": "native", "name": "x", "colour": 1}')
    with pytest.raises(ConfigError) as info:
        load_agent_config(bad)
    assert (info.value.file, info.value.field) == (str(bad), "colour")


def test_awe_lists_retrieved_memories_oldest_first_as_the_reference():
    facts = iter(['{"facts": ["User is vegan"]}', '{"facts": ["User lives in Oslo"]}', '{"facts": ["User has a cat"]}'])
    script = {"facts": lambda m: next(facts),
              "operations": lambda m: json.dumps({"operations": [
                  {"event": "ADD", "id": None, "text": m[0]["content"].split("New facts:\n- ")[1].split("\n")[0]}]})}
    agent, fake = _agent(AWEConfig(name="e", freq=2, ns=0, topk=3), script)
    _talk(agent, 3)
    agent.answer("Where do I live?")
    system = _last_chat(fake)[0]["content"]
    assert system.startswith("You are a helpful AI. Respond according to memories of the user.\n")
    lines = [l for l in system.splitlines() if l.startswith("- ")]
    assert lines == ["- User is vegan", "- User lives in Oslo", "- User has a cat"]  # write order, whatever the scores
    sent = {c[2] for c in fake.calls if c[0] == "chat"}
    assert {"facts", "operations"} <= sent


def test_counting_gateway_counts_embedding_tokens_from_the_response():
    from replaykit.gateway import Embeddings

    class Tokens(FakeGateway):
        def embed(self, role, texts):
            return Embeddings(super().embed(role, texts), prompt_tokens=5 * len(texts))

    gw = CountingGateway(Tokens())
    assert len(gw.embed("embedder", ["a", "b"])) == 2
    gw.embed("embedder", ["c"], usage_as="memory")
    usage = gw.usage()
    assert (usage["embedder"].calls, usage["embedder"].prompt_tokens) == (1, 10)
    assert (usage["memory"].calls, usage["memory"].prompt_tokens) == (1, 5)
    plain = CountingGateway(FakeGateway())  # a gateway that returns bare lists counts calls only
    plain.embed("embedder", ["a"])
    assert (plain.usage()["embedder"].calls, plain.usage()["embedder"].prompt_tokens) == (1, 0)


def test_awi_reference_update_is_read_as_the_reference_reads_it():
    from replaykit.episodes.agents.awi import parse_reference_update

    # json.loads of the whole reply: values kept as they are, duplicate labels as Python's json keeps them
    assert parse_reference_update('{"a": 1, "b": null, "c": ["x", 2], "a": "z"}') == {"a": "z", "b": None,
                                                                                      "c": ["x", 2]}
    assert list(parse_reference_update('{"b": 1, "a": 2, "b": 3}')) == ["b", "a"]
    assert parse_reference_update('{"a": %d}' % 2**70) == {"a": 2**70}
    assert parse_reference_update(" {}\n") == {}
    # what makes the reference crash is no update here (counted in memory_errors)
    for raw in ('```json\n{"a": "1"}\n```', '["a"]', '"a"', "", "{'a': 1}", '{"a": NaN}', '{"a": 1e400}'):
        assert parse_reference_update(raw) is None, raw
    outs = iter(['{"food": "likes tea", "n": 2}', '```json\n{"food": "coffee"}\n```', '{"food": "coffee", "job": 1}'])
    agent, fake = _agent(AWIConfig(name="i", freq=2, ns=0, update_protocol="reference"),
                         script={"json_object": lambda m: next(outs)})
    _talk(agent, 3)
    assert agent.memory == {"food": "coffee", "n": 2, "job": 1} and agent.memory_errors == 1
    assert agent.memory_view() == "- n: 2\n- food: coffee\n- job: 1"
    restored = _agent(AWIConfig(name="i", freq=2, ns=0, update_protocol="reference"))[0]
    restored.restore(agent.snapshot())
    assert restored.memory == agent.memory and restored.memory_view() == agent.memory_view()
