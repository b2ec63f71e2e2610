"""The cassette store: round trips, canonical bytes, damage detection and repair."""

from __future__ import annotations

import random

import msgspec
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from replaykit.errors import CassetteError
from replaykit.recording.store.cassette import (
    MAGIC,
    CassetteStore,
    Entry,
    EntryMeta,
    RecordedRequest,
    RecordedResponse,
    Usage,
    export_jsonl,
    scan,
)
from replaykit.recording.store.verification import recomputed_key, verify
from tests.unit.recording.store._stores import write


def keyed(entry: Entry) -> Entry:
    """The entry under the key of its request (verify recomputes every key)."""
    return msgspec.structs.replace(entry, key=recomputed_key(entry))


hexkey = st.binary(min_size=32, max_size=32).map(bytes.hex)
entry_st = st.builds(
    Entry,
    key=hexkey,
    request=st.builds(RecordedRequest, method=st.sampled_from(["POST", "GET"]), path=st.text(max_size=20),
                      query=st.text(max_size=10), body=st.binary(max_size=300),
                      replica=st.integers(0, 10), occurrence=st.integers(0, 10)),
    response=st.builds(RecordedResponse, status=st.integers(200, 299),
                       headers=st.lists(st.tuples(st.text(max_size=10), st.text(max_size=10)), max_size=3),
                       body=st.binary(max_size=500)),
    meta=st.builds(EntryMeta, latency_ms=st.floats(0, 1e6, allow_nan=False), model=st.text(max_size=10),
                   usage=st.builds(Usage, prompt_tokens=st.integers(0, 10**6), completion_tokens=st.integers(0, 10**6),
                                   total_tokens=st.integers(0, 10**6))),
).map(keyed)
entries_st = st.lists(entry_st, max_size=25, unique_by=lambda e: e.key)
FAST = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])


@FAST
@given(entries=entries_st, compact=st.booleans())
def test_round_trip(tmp_path_factory, entries, compact):
    path = tmp_path_factory.mktemp("rt") / "c.rkc"
    write(path, entries, compact)
    with CassetteStore.open(path) as store:
        assert len(store) == len(entries)
        for e in entries:
            assert store.get(e.key) == e
    assert verify(path).ok


@FAST
@given(entries=entries_st, seed=st.integers(0, 2**32))
def test_identical_entries_give_identical_bytes_whatever_the_order(tmp_path_factory, entries, seed):
    d = tmp_path_factory.mktemp("perm")
    shuffled = list(entries)
    random.Random(seed).shuffle(shuffled)
    write(d / "a.rkc", entries)
    write(d / "b.rkc", shuffled[: len(shuffled) // 2])
    store = CassetteStore.open(d / "b.rkc", writable=True)  # a resumed session appends the rest
    for e in shuffled[len(shuffled) // 2:]:
        store.append(e)
    store.close()
    assert (d / "a.rkc").read_bytes() == (d / "b.rkc").read_bytes()


@FAST
@given(entries=st.lists(entry_st, min_size=1, max_size=12, unique_by=lambda e: e.key), data=st.data(),
       compact=st.booleans())
def test_truncation_at_any_byte_is_detected_and_prefix_readable(tmp_path_factory, entries, data, compact):
    d = tmp_path_factory.mktemp("trunc")
    path = d / "c.rkc"
    if compact:  # a compacted file, then a journal of new entries after it
        write(path, entries[: len(entries) // 2], compact=True)
        write_more = entries[len(entries) // 2:]
    else:
        write_more = entries
    store = CassetteStore.open(path, writable=True)
    for e in write_more:
        store.append(e)
    store.close(compact=False)  # as a killed process leaves it
    full = path.read_bytes()
    good = scan(path)
    assert good.damage is None and len(good.index) == len(entries)
    cut = data.draw(st.integers(0, len(full) - 1))
    path.write_bytes(full[:cut])
    report = verify(path)
    res = scan(path)
    readable = set(res.index)
    assert readable <= {e.key for e in entries}
    if report.ok:  # cut exactly at a frame boundary: a sound, shorter journal
        assert res.good_end == cut
    else:
        assert report.damage is not None and report.damage.offset <= cut
        assert str(path) in report.message and f"offset {report.damage.offset}" in report.message
        with pytest.raises(CassetteError, match=f"damaged at byte offset {report.damage.offset}"):
            CassetteStore.open(path, writable=True)
        with pytest.raises(CassetteError, match="damaged"):
            CassetteStore.open(path)
        # explicit repair keeps exactly the readable prefix
        with CassetteStore.open(path, writable=True, repair=True) as store:
            assert set(store.keys()) == readable
            for k in readable:
                assert store.get(k) == next(e for e in entries if e.key == k)
        assert verify(path).ok


def test_corruption_in_the_middle_is_named(tmp_path):
    entries = [Entry(key=f"{i:064x}", request=RecordedRequest(method="POST", path="/v1/x", body=b"q" * i),
                     response=RecordedResponse(status=200, body=b"a" * i)) for i in range(10)]
    path = tmp_path / "c.rkc"
    write(path, entries, compact=False)
    raw = bytearray(path.read_bytes())
    raw[len(raw) // 2] ^= 0xFF
    path.write_bytes(bytes(raw))
    report = verify(path)
    assert not report.ok
    assert "checksum mismatch" in report.message or "undecodable" in report.message or "unknown frame" in report.message
    assert str(path) in report.message


@pytest.mark.parametrize("content", [b"", b"not a cassette at all", MAGIC[:5], b"---\ninteractions: []\n"])
def test_garbage_is_never_treated_as_empty(tmp_path, content):
    path = tmp_path / "c.rkc"
    path.write_bytes(content)
    with pytest.raises(CassetteError, match=r"damaged at byte offset 0"):
        CassetteStore.open(path, writable=True)
    assert path.read_bytes() == content  # untouched


def test_second_writer_is_refused(tmp_path):
    path = tmp_path / "c.rkc"
    with CassetteStore.open(path, writable=True):
        with pytest.raises(CassetteError, match="being written by another process"):
            CassetteStore.open(path, writable=True)
        with CassetteStore.open(path) as reader:  # readers are fine
            assert len(reader) == 0


def test_read_only_store_refuses_writes(tmp_path):
    path = tmp_path / "c.rkc"
    write(path, [])
    with CassetteStore.open(path) as store, pytest.raises(CassetteError, match="read-only"):
        store.append(Entry(key="0" * 64, request=RecordedRequest(method="GET", path="/"),
                           response=RecordedResponse(status=200)))


def test_last_write_of_a_key_wins_and_compaction_drops_the_old_one(tmp_path):
    path = tmp_path / "c.rkc"
    old = Entry(key="a" * 64, request=RecordedRequest(method="POST", path="/p"), response=RecordedResponse(status=200, body=b"old"))
    new = Entry(key="a" * 64, request=RecordedRequest(method="POST", path="/p"), response=RecordedResponse(status=200, body=b"new"))
    write(path, [old])
    write(path, [new])
    with CassetteStore.open(path) as store:
        assert len(store) == 1 and store.get("a" * 64).response.body == b"new"
    assert b"old" not in b"".join(export_jsonl(CassetteStore.open(path).entries()))


def test_export_is_plain_json_lines(tmp_path):
    path = tmp_path / "c.rkc"
    write(path, [Entry(key="b" * 64, request=RecordedRequest(method="POST", path="/v1/chat/completions", body=b'{"model":"m"}'),
                       response=RecordedResponse(status=200, body=b'{"ok":true}'))])
    with CassetteStore.open(path) as store:
        lines = list(export_jsonl(store.entries()))
    assert lines == [b'{"key":"' + b"b" * 64 + b'","meta":{"latency_ms":0.0,"model":"","usage":{"completion_tokens":0,'
                     b'"prompt_tokens":0,"total_tokens":0}},"request":{"body":{"model":"m"},"method":"POST","occurrence":0,'
                     b'"path":"/v1/chat/completions","query":"","replica":0},"response":{"body":{"ok":true},"headers":[],"status":200}}\n']


def test_a_live_writers_partial_frame_is_not_damage_for_readers(tmp_path):
    import subprocess
    import sys

    path = tmp_path / "c.rkc"
    write(path, [keyed(Entry(key="1" * 64, request=RecordedRequest(method="POST", path="/p"),
                             response=RecordedResponse(status=200)))], compact=False)
    full = path.read_bytes()
    path.write_bytes(full + b"E\x40\x00\x00\x00\x00\x00\x00\x00partial")  # a frame being appended
    # another process holds the writer lock
    holder = subprocess.Popen([sys.executable, "-c", (
        "import fcntl,os,sys,time; fd=os.open(sys.argv[1], os.O_RDWR|os.O_CREAT); fcntl.flock(fd, fcntl.LOCK_EX); "
        "print('locked', flush=True); time.sleep(30)"), str(tmp_path / ".c.rkc.lock")], stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout.readline().strip() == "locked"
        rep = verify(path)
        assert rep.ok and "another process is recording" in rep.message and rep.entries == 1
        with CassetteStore.open(path) as store:
            assert len(store) == 1
        with pytest.raises(CassetteError, match="being written by another process"):
            CassetteStore.open(path, writable=True)
    finally:
        holder.kill()
        holder.wait()
    # writer gone: the same bytes are a torn tail
    assert not verify(path).ok
    with pytest.raises(CassetteError, match="damaged"):
        CassetteStore.open(path)
