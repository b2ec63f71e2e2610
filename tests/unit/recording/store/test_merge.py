"""Cassette merge: a sorted union whose bytes depend only on the set of entries; conflicts fail or --prefer."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from replaykit.errors import MergeConflictError, OutputError
from replaykit.recording.store.cassette import CassetteStore, Entry, EntryMeta, RecordedRequest, RecordedResponse
from replaykit.recording.store.merge import merge_cassettes
from tests.unit.recording.store._stores import write

FAST = settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])


def entry(i: int, body: bytes = b"answer", latency: float = 1.0) -> Entry:
    return Entry(key=f"{i:064x}",
                 request=RecordedRequest(method="POST", path="/v1/chat/completions", body=b'{"q": %d}' % i,
                                         occurrence=i % 3),
                 response=RecordedResponse(status=200, headers=[("content-type", "application/json")], body=body),
                 meta=EntryMeta(latency_ms=latency, model="m"))


@FAST
@given(n=st.integers(1, 30), parts=st.integers(1, 5), seed=st.integers(0, 10**6), overlap=st.integers(0, 5))
def test_bytes_do_not_depend_on_number_or_order_of_inputs(tmp_path_factory, n, parts, seed, overlap):
    tmp = tmp_path_factory.mktemp("m")
    entries = [entry(i) for i in range(n)]
    write(tmp / "all.rkc", entries)
    rng = random.Random(seed)
    shuffled = entries[:]
    rng.shuffle(shuffled)
    chunks = [shuffled[k::parts] for k in range(parts)]
    chunks[0] = chunks[0] + shuffled[:overlap]  # the same entry in two inputs is a duplicate, not a conflict
    inputs = []
    for k, chunk in enumerate(chunks):
        write(tmp / f"in{k}.rkc", chunk)
        inputs.append(tmp / f"in{k}.rkc")
    rng.shuffle(inputs)
    rep = merge_cassettes(tmp / "one.rkc", [tmp / "all.rkc"])
    assert rep.entries == n and not rep.conflicts
    merge_cassettes(tmp / "many.rkc", inputs)
    assert (tmp / "many.rkc").read_bytes() == (tmp / "one.rkc").read_bytes()
    with CassetteStore.open(tmp / "many.rkc") as store:
        assert sorted(store.keys()) == sorted(e.key for e in entries)
        assert all(store.get(e.key) == e for e in entries)


def test_same_key_different_bytes_fails_unless_prefer(tmp_path):
    write(tmp_path / "a.rkc", [entry(1, b"one"), entry(2)])
    write(tmp_path / "b.rkc", [entry(1, b"two"), entry(3)])
    with pytest.raises(MergeConflictError) as info:
        merge_cassettes(tmp_path / "out.rkc", [tmp_path / "a.rkc", tmp_path / "b.rkc"])
    msg = str(info.value)
    assert f"{1:064x}"[:16] in msg and "response body" in msg and "a.rkc" in msg and "b.rkc" in msg
    assert "--prefer" in msg and len(info.value.conflicts) == 1
    assert not (tmp_path / "out.rkc").exists()
    for prefer, want in (("first", b"one"), ("last", b"two")):
        rep = merge_cassettes(tmp_path / f"{prefer}.rkc", [tmp_path / "a.rkc", tmp_path / "b.rkc"], prefer=prefer)
        assert rep.entries == 3 and len(rep.conflicts) == 1
        with CassetteStore.open(tmp_path / f"{prefer}.rkc") as store:
            assert store.get(f"{1:064x}").response.body == want


def test_metadata_only_difference_is_kept_deterministically(tmp_path):
    write(tmp_path / "a.rkc", [entry(1, latency=5.0)])
    write(tmp_path / "b.rkc", [entry(1, latency=2.0)])
    merge_cassettes(tmp_path / "ab.rkc", [tmp_path / "a.rkc", tmp_path / "b.rkc"])
    merge_cassettes(tmp_path / "ba.rkc", [tmp_path / "b.rkc", tmp_path / "a.rkc"])
    assert (tmp_path / "ab.rkc").read_bytes() == (tmp_path / "ba.rkc").read_bytes()


def test_refuses_to_overwrite_or_to_write_an_input(tmp_path):
    write(tmp_path / "a.rkc", [entry(1)])
    with pytest.raises(OutputError, match="is the input"):
        merge_cassettes(tmp_path / "a.rkc", [tmp_path / "a.rkc"])
    merge_cassettes(tmp_path / "o.rkc", [tmp_path / "a.rkc"])
    with pytest.raises(OutputError, match="exists.*--force"):
        merge_cassettes(tmp_path / "o.rkc", [tmp_path / "a.rkc"])
    merge_cassettes(tmp_path / "o.rkc", [tmp_path / "a.rkc"], overwrite=True)
    assert not [p.name for p in tmp_path.iterdir() if "merging" in p.name or ".tmp-" in p.name]  # no temp file or lock left behind


def _chat(answer: str, rid: str, created: int, fp: str = "fp_1") -> bytes:
    return (b'{"id": "%s", "object": "chat.completion", "created": %d, "model": "m", "system_fingerprint": "%s", '
            b'"choices": [{"index": 0, "message": {"role": "assistant", "content": "%s"}, "finish_reason": "stop"}], '
            b'"usage": {"prompt_tokens": 3, "completion_tokens": 1, "total_tokens": 4}}'
            % (rid.encode(), created, fp.encode(), answer.encode()))


def test_response_id_created_and_fingerprint_are_metadata_not_a_conflict(tmp_path):
    write(tmp_path / "a.rkc", [entry(1, _chat("yes", "chatcmpl-a", 100)), entry(2, _chat("x", "i", 1))])
    write(tmp_path / "b.rkc", [entry(1, _chat("yes", "chatcmpl-b", 200, "fp_2")), entry(3)])
    ab = merge_cassettes(tmp_path / "ab.rkc", [tmp_path / "a.rkc", tmp_path / "b.rkc"])
    assert ab.entries == 3 and ab.duplicates == 1 and not ab.conflicts
    merge_cassettes(tmp_path / "ba.rkc", [tmp_path / "b.rkc", tmp_path / "a.rkc"])
    assert (tmp_path / "ab.rkc").read_bytes() == (tmp_path / "ba.rkc").read_bytes()
    # the kept one is the smaller encoding of the two, whatever the order: chatcmpl-a (created 100)
    with CassetteStore.open(tmp_path / "ab.rkc") as store:
        assert b"chatcmpl-a" in store.get(f"{1:064x}").response.body
    # another answer to the same request is a conflict
    write(tmp_path / "c.rkc", [entry(1, _chat("no", "chatcmpl-a", 100))])
    with pytest.raises(MergeConflictError) as info:
        merge_cassettes(tmp_path / "ac.rkc", [tmp_path / "a.rkc", tmp_path / "c.rkc"])
    assert [c.key for c in info.value.conflicts] == [f"{1:064x}"]


def test_cassette_diff_counts_content_and_metadata_apart(tmp_path):
    from click.testing import CliRunner

    from replaykit.cli.main import cli
    from replaykit.recording.store.content import compare_cassettes

    # shared keys 1..4: 1 identical, 2 metadata only (id), 3 content differs, 4 metadata only (latency)
    write(tmp_path / "a.rkc", [entry(1, _chat("a", "i1", 0)), entry(2, _chat("b", "i2", 0)),
                               entry(3, _chat("c", "i3", 0)), entry(4, latency=1.0), entry(5)])
    write(tmp_path / "b.rkc", [entry(1, _chat("a", "i1", 0)), entry(2, _chat("b", "other", 9)),
                               entry(3, _chat("C", "i3", 0)), entry(4, latency=9.0), entry(6), entry(7)])
    d = compare_cassettes(tmp_path / "a.rkc", tmp_path / "b.rkc")
    assert (d.only_a, d.only_b, d.shared) == (1, 2, 4)
    assert d.counts == {"same": 1, "metadata": 2, "content": 1, "request": 0}
    assert d.content_rate == 0.25 and [k.key for k in d.differing] == [f"{3:064x}"]
    assert (d.differing[0].a, d.differing[0].b) == ("c", "C")
    res = CliRunner().invoke(cli, ["cassette", "diff", str(tmp_path / "a.rkc"), str(tmp_path / "b.rkc")])
    assert res.exit_code == 1, res.output
    assert "content differs for 1 of 4 identical requests (25.0%)" in res.output
    assert "1 identical, 2 metadata only, 1 content differs" in res.output
    same = CliRunner().invoke(cli, ["cassette", "diff", str(tmp_path / "a.rkc"), str(tmp_path / "a.rkc")])
    assert same.exit_code == 0 and "content differs for 0 of 5 identical requests (0.0%)" in same.output


def chat(conv: int, turns: int, words: int = 60) -> list[Entry]:
    """A conversation whose every call resends the growing history (blocks shared between its calls)."""
    import hashlib
    import json

    rng = random.Random(conv)
    history = [{"role": "system", "content": f"system {conv} " + " ".join(f"s{rng.randrange(10**6)}" for _ in range(words))}]
    out = []
    for t in range(turns):
        history.append({"role": "user", "content": " ".join(f"u{rng.randrange(10**6)}" for _ in range(words))})
        body = json.dumps({"model": "m", "messages": history}).encode()
        out.append(Entry(key=hashlib.sha256(body).hexdigest(),
                         request=RecordedRequest(method="POST", path="/v1/chat/completions", body=body),
                         response=RecordedResponse(status=200, body=b"reply %d %d" % (conv, t))))
        history.append({"role": "assistant", "content": f"reply {conv} {t}"})
    return out


def test_inputs_that_number_different_blocks_alike_merge_to_the_compaction_of_all(tmp_path):
    """Every input numbers its blocks from 0, so records of two inputs list the same numbers for different
    messages: the merge renumbers them (a record copied with another input's numbers, or with the
    numbers of the record before it, would read back another body)."""
    from replaykit.recording.store.cassette import compacted_bytes

    convs = [chat(c, turns=12, words=400) for c in range(8)]  # about 350 KB of distinct messages: several blocks units
    for k in range(2):
        write(tmp_path / f"in{k}.rkc", [e for c in convs[k::2] for e in c])
    with CassetteStore.open(tmp_path / "in0.rkc") as a, CassetteStore.open(tmp_path / "in1.rkc") as b:
        listed = [{tuple(s.stored(k).body) for k in s.keys()} for s in (a, b)]
        assert listed[0] & listed[1]  # records of both list the same parts (for other messages)
        assert len(a.units) > 3
    merge_cassettes(tmp_path / "out.rkc", [tmp_path / "in0.rkc", tmp_path / "in1.rkc"])
    everything = [e for c in convs for e in c]
    assert (tmp_path / "out.rkc").read_bytes() == compacted_bytes(everything)
    with CassetteStore.open(tmp_path / "out.rkc") as store:
        assert len(store) == len(everything) and all(store.get(e.key) == e for e in everything)


def test_shared_leading_parts():
    from replaykit.recording.store.compact import _shared

    assert _shared([], [1, 2]) == 0
    assert _shared([1, 2, 3], [1, 2, 3]) == 3
    assert _shared([b"{", 1, 2, b"}"], [b"{", 1, 2, 5, 6, b"}"]) == 3
    assert _shared([b"{", 1, 2, 5, 6, b"}"], [b"{", 1, 2, b"}"]) == 3
    assert _shared([b"{", 1, 2, 3, 4, 5, 6, 7], [b"{", 1, 2, 3, 4, 5, 9, 7]) == 6
    assert _shared([b"{", 1], [b"[", 1]) == 0
    assert _shared([1, 2, 3, 4, 5], [1, 2, 3, 4, 5, 6, 7]) == 5


PART = st.one_of(st.integers(0, 3), st.sampled_from([b"{", b"}", b"x"]))


@given(st.lists(PART, max_size=12), st.lists(PART, max_size=12), st.integers(0, 12))
def test_shared_leading_parts_equals_a_walk_over_both_lists(prev, tail, keep):
    """Against the obvious loop, for bodies sharing any number of leading parts (the conversation case
    `_shared` tries first, all of `prev` but its last part, included)."""
    from replaykit.recording.store.compact import _shared

    parts = prev[:keep] + tail
    n = 0
    while n < min(len(prev), len(parts)) and prev[n] == parts[n]:
        n += 1
    assert _shared(prev, parts) == n
