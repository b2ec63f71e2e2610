"""Cassette format 2: block dedup (linear growth), version and compression refusals, format-1
reading and upgrade, salvage repair with a backup, streamed compaction with a tiny cache."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import msgspec
import pytest
from click.testing import CliRunner
from hypothesis import given, settings
from hypothesis import strategies as st

from replaykit.cli.main import cli
from replaykit.errors import CassetteError
from replaykit.recording.store import repair_file
from replaykit.recording.store.cassette import CassetteStore, Entry, RecordedRequest, RecordedResponse, scan
from replaykit.recording.store.compact import canonical_bytes
from replaykit.recording.store.format import ENC, FRAME, KIND_HEADER, MAGIC, frame, split_body
from replaykit.recording.store.verification import recomputed_key, verify
from tests.unit.recording.store._stores import appended, write


def keyed(entry: Entry) -> Entry:
    """The entry under the key of its request (verify recomputes every key)."""
    return msgspec.structs.replace(entry, key=recomputed_key(entry))

# a format-1 cassette as replaykit 0.1 wrote it (smol-v2's generation, recorded before format 2)
FORMAT_1_CASSETTE = Path(__file__).resolve().parents[3] / "data" / "cassette-format-1.rkc"


def conversation(conv: int, turns: int, reply_chars: int = 600) -> list[Entry]:
    """One growing conversation: every call resends the whole history plus one user turn."""
    out, history = [], [{"role": "system", "content": f"You are assistant {conv}. " + "Be helpful. " * 20}]
    for t in range(turns):
        history.append({"role": "user", "content": f"conv {conv} turn {t}: " + f"tell me about item {t * 7 + conv} " * 15})
        body = msgspec.json.encode({"model": "m", "messages": history, "temperature": 0.0})
        reply = f"answer {conv}/{t} " + " ".join(f"w{(conv * 31 + t * 17 + i) % 997}" for i in range(reply_chars // 5))
        out.append(keyed(Entry(key="", request=RecordedRequest(method="POST", path="/v1/chat/completions", body=body),
                         response=RecordedResponse(status=200, headers=[("content-type", "application/json")],
                                                   body=msgspec.json.encode({"choices": [{"message": {"content": reply}}]})))))
        history.append({"role": "assistant", "content": reply})
    return out


@settings(max_examples=80, deadline=None)
@given(st.binary(max_size=5000), st.lists(st.text(max_size=300), max_size=12))
def test_split_body_always_joins_back(raw, texts):
    assert b"".join(split_body(raw)) == raw
    body = json.dumps({"model": "m", "messages": [{"role": "user", "content": t} for t in texts], "x": 1}).encode()
    assert b"".join(split_body(body)) == body


def test_size_grows_linearly_with_conversation_length(tmp_path):
    sizes = {}
    for turns in (20, 40):
        entries = conversation(1, turns)
        write(tmp_path / f"{turns}.rkc", entries)
        sizes[turns] = (tmp_path / f"{turns}.rkc").stat().st_size
        requests = sum(len(e.request.body) for e in entries)
        assert sizes[turns] < requests / 20  # the history is stored once, not once per call
    # twice the turns: about twice the new content (quadratic growth would give about 4x)
    assert sizes[40] < 2.6 * sizes[20]


def _distinct_content(entries) -> int:
    """Bytes of what a deduplicating journal must hold: every distinct message (as the body spells it,
    found with the stdlib json module, not with replaykit's splitter) and every response body."""
    seen = {json.dumps(m, separators=(",", ":"), ensure_ascii=False)
            for e in entries for m in json.loads(e.request.body)["messages"]}
    return sum(len(m.encode()) for m in seen) + sum(len(e.response.body) for e in entries)


def test_journal_appends_are_deduplicated_too(tmp_path):
    # a fresh file's journal is stored uncompressed (its close compacts it): each message once, not once per call
    entries = conversation(2, 30)
    write(tmp_path / "j.rkc", entries, compact=False)
    requests = sum(len(e.request.body) for e in entries)
    distinct = _distinct_content(entries)
    size = (tmp_path / "j.rkc").stat().st_size
    # per call at most 400 bytes more: two frame heads, the key, the JSON around the messages (inline), the fields
    assert distinct < size < distinct + 400 * len(entries) < requests / 6
    with CassetteStore.open(tmp_path / "j.rkc") as store:
        assert all(store.get(e.key) == e for e in entries)
        assert all(store.response(e.key) == e.response for e in entries)


def test_a_resumed_journal_is_compressed(tmp_path):
    # once the file has a compacted part, a close under "auto" may keep the journal: it is compressed
    path = tmp_path / "r.rkc"
    write(path, conversation(3, 30), compact=True)
    before = path.stat().st_size
    more = conversation(4, 30)
    write(path, more, compact=False)
    appended = path.stat().st_size - before
    assert appended < _distinct_content(more) / 1.5
    with CassetteStore.open(path) as store:
        assert all(store.get(e.key) == e for e in more)


def test_compaction_streams_with_a_tiny_cache_and_stays_canonical(tmp_path):
    entries = [e for c in range(6) for e in conversation(c, 8)]
    write(tmp_path / "a.rkc", entries)
    store = CassetteStore.open(tmp_path / "b.rkc", writable=True, cache_bytes=1)
    for e in reversed(entries):
        store.append(e)
    store.close()
    assert (tmp_path / "a.rkc").read_bytes() == (tmp_path / "b.rkc").read_bytes()
    with CassetteStore.open(tmp_path / "b.rkc", cache_bytes=1) as s:
        assert [e.key for e in s.entries()] == [e.key for e in CassetteStore.open(tmp_path / "a.rkc").entries()]
        assert all(s.get(e.key) == e for e in entries)


def _with_header(path: Path, **header) -> None:
    fields = {"version": 2, "format": "replaykit-cassette", "key_version": 1, "compression": "zstd", **header}
    path.write_bytes(MAGIC + frame(KIND_HEADER, ENC.encode(fields)))


@pytest.mark.parametrize("header, words", [
    ({"version": 4}, "written by a newer replaykit"),
    ({"version": 9, "new_field": [1, 2]}, "written by a newer replaykit"),
    ({"compression": "brotli"}, "compression 'brotli'"),
    ({"format": "somebody-else"}, "not a replaykit cassette"),
])
def test_newer_versions_unknown_compression_and_other_formats_are_refused_not_damaged(tmp_path, header, words):
    path = tmp_path / "c.rkc"
    _with_header(path, **header)
    original = path.read_bytes()
    for writable in (False, True):
        with pytest.raises(CassetteError, match=words) as exc:
            CassetteStore.open(path, writable=writable, repair=True)
        assert "damaged" not in str(exc.value)
    with pytest.raises(CassetteError, match=words):
        repair_file(path)
    assert not verify(path).ok and words in verify(path).message
    r = CliRunner().invoke(cli, ["cassette", "repair", str(path)])
    assert r.exit_code != 0
    assert path.read_bytes() == original and not list(tmp_path.glob("*.bak*"))


@pytest.mark.parametrize("content", [b"---\ninteractions:\n- request: {}\n", b"\x00" * 100, b"RKCASS\x00X-not-quite"])
def test_repair_refuses_foreign_files_and_changes_nothing(tmp_path, content):
    path = tmp_path / "c.rkc"
    path.write_bytes(content)
    with pytest.raises(CassetteError, match="not a replaykit cassette|damaged"):
        repair_file(path) if not content.startswith(MAGIC) else CassetteStore.open(path, writable=True)
    if not content.startswith(MAGIC):
        assert path.read_bytes() == content and not list(tmp_path.glob("*.bak*"))


def test_a_flipped_byte_loses_one_unit_and_repair_keeps_every_intact_entry_and_a_backup(tmp_path):
    entries = [e for c in range(40) for e in conversation(c, 6)]
    path = tmp_path / "c.rkc"
    write(path, entries)
    good = path.read_bytes()
    units = scan(path).units
    assert len(units) > 6
    n = len(units) // 2
    u = units[n]
    with CassetteStore.open(path) as store:
        needs_u = {e.key for e in entries if n in store.units_of(e.key)}
    assert 0 < len(needs_u) < len(entries) // 3
    damaged = bytearray(good)
    damaged[u.offset + u.length // 2] ^= 0x01
    path.write_bytes(bytes(damaged))
    rep = verify(path)
    assert not rep.ok and "checksum mismatch" in rep.message
    assert "git checkout" in rep.message  # a release cassette is restored, not repaired
    r = CliRunner().invoke(cli, ["cassette", "repair", str(path)])
    assert r.exit_code == 0, r.output
    backup = path.with_name("c.rkc.bak")
    assert backup.read_bytes() == bytes(damaged)
    assert verify(path).ok
    with CassetteStore.open(path) as store:
        kept = store.keys()
        assert all(store.get(k) == next(e for e in entries if e.key == k) for k in kept)
    # exactly the entries whose record or request blocks were in the damaged unit are lost
    assert set(kept) == {e.key for e in entries} - needs_u


def test_a_flipped_frame_length_is_resynced(tmp_path):
    entries = [e for c in range(40) for e in conversation(c, 6)]
    path = tmp_path / "c.rkc"
    write(path, entries)
    data = bytearray(path.read_bytes())
    units = scan(path).units
    n = [i for i, u in enumerate(units) if u.kind == "entries"][-2]  # an entries unit (a blocks unit is rebuilt from parity)
    u = units[n]
    with CassetteStore.open(path) as store:
        needs_u = {e.key for e in entries if n in store.units_of(e.key)}
    data[u.offset - FRAME.size + 3] ^= 0x40  # the length field of a frame
    path.write_bytes(bytes(data))
    rep = repair_file(path)
    assert rep.kept == len(entries) - len(needs_u) and verify(path).ok


def test_format_1_is_read_and_upgraded_with_every_entry_unchanged(tmp_path):
    path = tmp_path / "v1.rkc"
    shutil.copy(FORMAT_1_CASSETTE, path)
    assert scan(path).version == 1 and verify(path).ok
    with CassetteStore.open(path) as store:
        before = {k: store.get(k) for k in store.keys()}
        assert all(store.response(k) == e.response for k, e in before.items())
    r = CliRunner().invoke(cli, ["cassette", "upgrade", str(path)])
    assert r.exit_code == 0 and "from format 1 to 3" in r.output
    assert scan(path).version == 3 and verify(path).ok
    with CassetteStore.open(path) as store:
        assert {k: store.get(k) for k in store.keys()} == before
    assert "already format 3" in CliRunner().invoke(cli, ["cassette", "upgrade", str(path)]).output


def test_compact_command_rewrites_a_journal_canonically(tmp_path):
    entries = conversation(3, 10)
    write(tmp_path / "a.rkc", entries)
    write(tmp_path / "b.rkc", entries, compact=False)
    assert (tmp_path / "a.rkc").read_bytes() != (tmp_path / "b.rkc").read_bytes()
    r = CliRunner().invoke(cli, ["cassette", "compact", str(tmp_path / "b.rkc")])
    assert r.exit_code == 0 and "10 entries" in r.output
    assert (tmp_path / "a.rkc").read_bytes() == (tmp_path / "b.rkc").read_bytes()


def test_auto_policy_appends_small_resumes_and_compacts_when_the_journal_is_large(tmp_path):
    path = tmp_path / "c.rkc"
    entries = [e for c in range(10) for e in conversation(c, 5)]
    write(path, entries[:40])
    store = CassetteStore.open(path, writable=True)
    store.append(entries[40])
    assert not store.needs_compaction("auto") and store.needs_compaction("always")
    store.close(compact="auto")
    assert scan(path).journal_frames > 0  # appended, not rewritten
    store = CassetteStore.open(path, writable=True)
    for e in entries[41:]:
        store.append(e)
    store.append(Entry(key="f" * 64, request=RecordedRequest(method="POST", path="/x", body=b"y" * 200_000),
                       response=RecordedResponse(status=200)))
    assert store.needs_compaction("auto")
    store.close(compact="auto")
    assert scan(path).journal_frames == 0


def test_a_compacted_cassette_with_nothing_appended_is_not_rewritten_at_close_and_a_compaction_at_close_is_canonical(tmp_path):
    """Close never rewrites a compacted file nothing was appended to, whatever the policy (same inode,
    same bytes, no temp file); a fresh cassette compacted at close (the store not reopened after the
    rewrite) is byte for byte the canonical file of its entries, and opens and answers every key."""
    entries = [e for c in range(4) for e in conversation(c, 6, reply_chars=50_000)]  # > DICT_TRIGGER: a dictionary
    path = tmp_path / "c.rkc"
    store = CassetteStore.open(path, writable=True)
    for e in entries:
        store.append(e)
    store.close(compact="auto")  # a fresh cassette: its journal is the whole file
    assert path.read_bytes() == canonical_bytes(entries)  # what compaction in memory writes
    assert scan(path).dictionary is not None
    before, inode = path.read_bytes(), path.stat().st_ino
    for policy in ("auto", "always", True):
        CassetteStore.open(path, writable=True).close(compact=policy)
        assert path.read_bytes() == before and path.stat().st_ino == inode
    assert sorted(p.name for p in tmp_path.iterdir() if p.name.startswith(".c.rkc.tmp")) == []
    with CassetteStore.open(path) as store:
        assert {k: store.get(k) for k in store.keys()} == {e.key: e for e in entries}


@settings(max_examples=40, deadline=None)
@given(data=st.data(), compact=st.booleans())
def test_any_flipped_byte_is_detected_and_repair_keeps_only_true_entries(tmp_path_factory, data, compact):
    d = tmp_path_factory.mktemp("flip")
    entries = [e for c in range(6) for e in conversation(c, 4, reply_chars=300)]
    path = d / "c.rkc"
    write(path, entries, compact=compact)
    raw = bytearray(path.read_bytes())
    at = data.draw(st.integers(len(MAGIC), len(raw) - 1))
    raw[at] ^= 1 << data.draw(st.integers(0, 7))
    path.write_bytes(bytes(raw))
    assert not verify(path).ok
    rep = repair_file(path)
    assert verify(path).ok and path.with_name("c.rkc.bak").read_bytes() == bytes(raw)
    by_key = {e.key: e for e in entries}
    with CassetteStore.open(path) as store:
        assert len(store) == rep.kept
        assert all(store.get(k) == by_key[k] for k in store.keys())


def test_large_cassettes_get_a_twice_stored_dictionary_that_survives_one_damaged_copy(tmp_path):
    entries = [e for c in range(160) for e in conversation(c, 6, reply_chars=1200)]
    path = tmp_path / "c.rkc"
    write(path, entries)
    res = scan(path)
    assert res.dictionary is not None
    with CassetteStore.open(path) as store:
        assert all(store.get(e.key) == e for e in entries[::7])
    raw = bytearray(path.read_bytes())
    first_d = raw.index(b"D", len(MAGIC) + 9)  # the first dictionary frame follows the header
    raw[first_d + FRAME.size + 5] ^= 0x10
    path.write_bytes(bytes(raw))
    assert not verify(path).ok
    rep = repair_file(path)
    assert rep.kept == len(entries) and verify(path).ok  # the second copy decompresses every unit


@settings(max_examples=60, deadline=None)
@given(st.one_of(st.binary(max_size=2000), st.integers(0, 400_000).map(lambda n: bytes(i % 251 for i in range(n)))))
def test_a_stored_zstd_frame_is_its_content_read_by_any_zstd_decoder(data):
    import zstandard

    from replaykit.recording.store.format import zstd_stored

    got = zstd_stored(data)
    # RFC 8878: 4-byte magic, 1-byte frame header, 8-byte content size, then 3-byte block headers of raw
    # blocks of at most 128 KiB (one empty block for no content), the content itself uncompressed
    blocks = max(1, -(-len(data) // (128 << 10)))
    assert len(got) == 4 + 1 + 8 + 3 * blocks + len(data)
    assert got[:5] == b"\x28\xb5\x2f\xfd\xe0" and int.from_bytes(got[5:13], "little") == len(data)
    assert zstandard.frame_content_size(got) == len(data)
    assert zstandard.ZstdDecompressor().decompress(got) == data
    assert zstandard.get_frame_parameters(got).has_checksum is False


def test_close_takes_the_hashes_of_the_blocks_it_appended_instead_of_hashing_them_again(tmp_path, monkeypatch):
    """The journal's blocks were hashed when their bodies were cut: the compaction at close sorts and
    deduplicates with those hashes (hashing only the small inline parts) and writes the canonical bytes."""
    import replaykit.recording.store.compact as compact_mod
    from replaykit.recording.store.format import INLINE_MAX

    entries = [e for c in range(3) for e in conversation(c, 5)]
    path = tmp_path / "h.rkc"
    store = appended(path, entries)
    hashed: list[int] = []
    real = compact_mod.block_hash
    monkeypatch.setattr(compact_mod, "block_hash", lambda b: hashed.append(len(b)) or real(b))
    store.close(compact="always")
    assert [n for n in hashed if n > INLINE_MAX] == []
    assert hashed  # the inline parts (the JSON around the messages) are still hashed
    monkeypatch.undo()
    assert path.read_bytes() == canonical_bytes(entries)


@pytest.mark.parametrize("held", [True, False])
@pytest.mark.parametrize("resumed", [False, True])
def test_a_small_journal_is_read_once_by_its_compaction_and_a_large_one_twice_with_the_same_bytes(
        tmp_path, monkeypatch, held, resumed):
    """A compaction holds the records of a journal up to HELD_RECORD_BYTES instead of reading each again
    when it is written; over that it keeps one sort key per entry and reads again. The file is the
    canonical one either way, fresh or after a resume whose new entries interleave with the compacted
    ones (there the copy of the unreached units reads each new record once more, to find the first)."""
    import replaykit.recording.store.compact as compact_mod

    if not held:
        monkeypatch.setattr(compact_mod, "HELD_RECORD_BYTES", 0)
    base = [e for c in range(0, 8, 2) for e in conversation(c, 4)] if resumed else []
    more = [e for c in range(1, 8, 2) for e in conversation(c, 4)]
    path = tmp_path / "r.rkc"
    if resumed:
        write(path, base, compact=True)
    store = CassetteStore.open(path, writable=True)
    for e in reversed(more):
        store.append(e)
    reads: dict[str, int] = {}
    real = CassetteStore.stored

    def counted(self, key):
        reads[key] = reads.get(key, 0) + 1
        return real(self, key)

    monkeypatch.setattr(CassetteStore, "stored", counted)
    store.close(compact="always")
    monkeypatch.undo()
    assert {reads[e.key] for e in more} == {(1 if held else 2) + resumed}
    assert path.read_bytes() == canonical_bytes(base + more)


@pytest.mark.parametrize("kept", [True, False])
def test_the_close_of_a_fresh_recording_reads_nothing_back_from_its_journal(tmp_path, monkeypatch, kept):
    """Units a store appends are kept in its unit cache, decoded as a read would give them (up to
    KEPT_APPENDED_BYTES): lookups answer from them, and the compaction at close reads no unit back from
    the file (no pread); with nothing kept it reads every one. The bytes are canonical either way."""
    import os

    import replaykit.recording.store.cassette as cassette_mod

    if not kept:
        monkeypatch.setattr(cassette_mod, "KEPT_APPENDED_BYTES", 0)
    entries = [e for c in range(3) for e in conversation(c, 5)]
    path = tmp_path / "k.rkc"
    store = appended(path, entries)
    reads: list[int] = []
    real = os.pread
    monkeypatch.setattr(os, "pread", lambda fd, n, at: reads.append(n) or real(fd, n, at))
    assert all(store.get(e.key) == e for e in entries)
    assert all(store.response(e.key) == e.response for e in entries)
    store.close(compact="always")
    monkeypatch.undo()
    assert (reads == []) is kept
    assert path.read_bytes() == canonical_bytes(entries)


@pytest.mark.parametrize("budget", [0, 6_000, 1 << 30])
def test_the_records_a_store_appended_are_the_ones_its_file_holds(tmp_path, monkeypatch, budget):
    """A writable store answers `stored` for what it appended from the records it kept as objects (up to
    KEPT_APPENDED_BYTES, here none, some, all): each is what a reader of the file decodes, also for a key
    recorded a second time with another response once the budget ran out, and the close is canonical."""
    import replaykit.recording.store.cassette as cassette_mod

    monkeypatch.setattr(cassette_mod, "KEPT_APPENDED_BYTES", budget)
    entries = [e for c in range(3) for e in conversation(c, 4)]
    again = msgspec.structs.replace(entries[1], response=RecordedResponse(status=200, body=b'{"again": "%s"}' % (b"x" * 7_000)))
    path = tmp_path / "s.rkc"
    store = appended(path, [*entries, again])
    with CassetteStore.open(path) as reader:  # the file as written so far, decoded from disk
        for e in entries:
            assert store.stored(e.key) == reader.stored(e.key)
        assert store.stored(again.key).response == again.response == reader.stored(again.key).response
    store.close(compact="always")
    assert path.read_bytes() == canonical_bytes([*entries[:1], again, *entries[2:]])


@pytest.mark.parametrize("fsync, syncs_at_open", [("close", 0), ("always", 2)])
def test_a_new_cassette_is_fsynced_when_created_only_under_fsync_always(tmp_path, monkeypatch, fsync, syncs_at_open):
    """Under fsync="close" nothing is fsynced before the close (the journal survives a killed process, not a
    power loss), so neither is the new empty file; under "always" it is, and its folder. The close fsyncs the
    compacted file and its folder either way."""
    import os

    entries = conversation(0, 3)
    real, synced = os.fsync, []
    monkeypatch.setattr(os, "fsync", lambda fd: synced.append(fd) or real(fd))
    store = CassetteStore.open(tmp_path / "n.rkc", writable=True, fsync=fsync)
    assert len(synced) == syncs_at_open
    for e in entries:
        store.append(e)
    store.close()
    assert len(synced) >= syncs_at_open + 2 + (len(entries) if fsync == "always" else 0)
    assert (tmp_path / "n.rkc").read_bytes() == canonical_bytes(entries)
