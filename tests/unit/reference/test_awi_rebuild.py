"""replaykit.reference.awi_rebuild on runs made here by hand with the reference AWI's rules
(assistants/awi.py, written out below as the test's own few lines): which update calls there
were, what each was sent, and replies whose merge gives every saved memory back."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from replaykit.errors import ResultError
from replaykit.reference.awi_rebuild import SavedPeriod, rebuild_updates


def reference_run(periods: list[list[tuple[str, str]]], replies: list[dict], bsz: int = 2, local: int = 4):
    """The reference AWI fed ``periods`` (rounds of (user, assistant) text), answering its k-th update
    call with ``replies[k]``; timestamps from a clock ticking once per call. Returns the saved
    periods and the calls made (memory shown, messages)."""
    local_msgs: list[dict] = []
    memory: list[dict] = []
    saved, calls, clock = [], [], iter(range(1000))
    for p, rounds in enumerate(periods):
        msgs = []
        for user, assistant in rounds:
            pair = [{"role": "user", "content": user}, {"role": "assistant", "content": assistant}]
            msgs += pair
            local_msgs += pair
            if len(local_msgs) >= bsz + local:
                batch, local_msgs = local_msgs[:bsz], local_msgs[bsz:]
                calls.append(({e["label"]: e["value"] for e in memory}, batch))
                updates = dict(replies[len(calls) - 1])
                ts = f"2026-04-02T20:{next(clock):02d}:00.000"
                for e in memory:
                    if e["label"] in updates:
                        e["value"], e["timestamp"] = updates.pop(e["label"]), ts
                memory += [{"label": k, "value": v, "timestamp": ts} for k, v in updates.items()]
        saved.append(SavedPeriod(messages=msgs, buffer=[dict(m) for m in local_msgs],
                                 memory=[dict(e) for e in memory], buffer_file=Path(f"p{p}/msg_history.json"),
                                 memory_file=Path(f"p{p}/in_context_memory.json")))
    return saved, calls


def replay(updates) -> list[tuple[str, object]]:
    memory: dict = {}
    for u in updates:
        memory.update(json.loads(u.reply))  # a dict union keeps first places, as the reference's merge does
    return list(memory.items())


def rounds(tag: str, n: int) -> list[tuple[str, str]]:
    return [(f"{tag} user {i}", f"{tag} reply {i}") for i in range(n)]


def test_every_call_its_messages_and_the_saved_memories_come_back():
    periods = [rounds("a", 5), rounds("b", 4)]  # 5 rounds: 3 calls (the buffer fills at the 3rd); then 4 more
    replies = [{"food": "tea"}, {}, {"job": "nurse", "pet": ["cat"]},  # period 0
               {"food": "coffee"}, {"city": "Oslo"}, {"food": "juice"}, {}]  # period 1
    saved, calls = reference_run(periods, replies)
    updates = rebuild_updates(saved, 2, 4)
    assert [(u.period, u.index, u.count) for u in updates] == [(0, 0, 3), (0, 1, 3), (0, 2, 3),
                                                               (1, 0, 4), (1, 1, 4), (1, 2, 4), (1, 3, 4)]
    assert [u.messages for u in updates] == [m for _, m in calls]  # what each call was sent
    # the first call of a period is shown the saved memory, exactly
    assert [(u.memory, u.memory_exact) for u in updates if u.index == 0] == [
        (calls[0][0], True), (calls[3][0], True)]
    assert all(not u.memory_exact for u in updates if u.index > 0)
    # merged in order, the rebuilt replies give each period's saved memory (values, order)
    assert replay(updates[:3]) == [(e["label"], e["value"]) for e in saved[0].memory]
    assert replay(updates) == [(e["label"], e["value"]) for e in saved[1].memory]
    # period 1: 2 surviving times (city, then food=juice) for 4 calls: the last 2 calls write them
    assert [json.loads(u.reply) for u in updates[3:]] == [{}, {}, {"city": "Oslo"}, {"food": "juice"}]


def test_a_label_listed_before_an_earlier_write_is_inserted_early_with_its_final_value():
    # "plans" is first written by call 1, then overwritten by call 3: the list keeps its first place
    saved, _ = reference_run([rounds("a", 5)], [{"plans": "x"}, {"food": "tea"}, {"plans": "y"}])
    assert [e["label"] for e in saved[0].memory] == ["plans", "food"]
    updates = rebuild_updates(saved, 2, 4)
    assert [json.loads(u.reply) for u in updates] == [{}, {"plans": "y", "food": "tea"}, {"plans": "y"}]
    assert replay(updates) == [("plans", "y"), ("food", "tea")]


def test_what_the_reference_rules_cannot_give_is_refused_naming_the_file():
    saved, _ = reference_run([rounds("a", 4), rounds("b", 3)], [{"a": "1"}, {"b": "2"}, {}, {}, {}])
    bad = [saved[0], SavedPeriod(**{**saved[1].__dict__, "buffer": saved[1].buffer[1:]})]
    with pytest.raises(ResultError) as info:
        rebuild_updates(bad, 2, 4)
    assert info.value.file == "p1/msg_history.json"
    with pytest.raises(ResultError):  # another buffer size does not fit the saved buffers
        rebuild_updates(saved, 2, 2)
    deleted = [saved[0], SavedPeriod(**{**saved[1].__dict__, "memory": saved[1].memory[1:]})]
    with pytest.raises(ResultError, match="never deletes") as info:
        rebuild_updates(deleted, 2, 4)
    assert info.value.file == "p1/in_context_memory.json"
    late = [dict(e, timestamp=f"2026-04-02T21:0{i}:00.000") for i, e in enumerate(saved[0].memory)]
    too_many = [SavedPeriod(**{**saved[0].__dict__, "memory": late + [
        {"label": "c", "value": "3", "timestamp": "2026-04-02T22:00:00.000"}]})]
    with pytest.raises(ResultError, match="distinct update times"):
        rebuild_updates(too_many, 2, 4)
    edited = [saved[0], SavedPeriod(**{**saved[1].__dict__, "memory": [dict(saved[1].memory[0], value="edited"),
                                                                       *saved[1].memory[1:]]})]
    with pytest.raises(ResultError, match="changed or added"):
        rebuild_updates(edited, 2, 4)
