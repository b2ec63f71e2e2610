"""Cassette merge: a sorted union whose bytes depend only on the set of entries; conflicts fail or --prefer."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from replaykit.errors import MergeConflictError, OutputError
from replaykit.recording.cassette import CassetteStore, Entry, EntryMeta, RecordedRequest, RecordedResponse
from replaykit.recording.merge import merge_cassettes

FAST = settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])


def entry(i: int, body: bytes = b"answer", latency: float = 1.0) -> Entry:
    return Entry(key=f"{i:064x}",
                 request=RecordedRequest(method="POST", path="/v1/chat/completions", body=b'{"q": %d}' % i,
                                         occurrence=i % 3),
                 response=RecordedResponse(status=200, headers=[("content-type", "application/json")], body=body),
                 meta=EntryMeta(latency_ms=latency, model="m"))


def write(path, entries) -> None:
    store = CassetteStore.open(path, writable=True)
    for e in entries:
        store.append(e)
    store.close(compact=True)


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
