"""Hostile family "a lookup returns only the reply recorded for its request" (issue 32 items 3 and 4):

- an index frame edited to swap two keys' records (recompressed, its CRC and the locator fixed, so
  every frame checks) never hands back the other call's reply: every lookup checks that the entries
  unit lists the key it asked for at that very record, and a mismatch is KeyMismatchError;
- repair never resurrects an older reply: when the journal re-recorded a compacted call and that
  newer frame is damaged, the key is dropped and named, whatever byte of the frame was hit.

Files are real cassettes written by the store, damaged byte by byte; the CLI runs in-process.
"""

from __future__ import annotations

import json
import zlib
from pathlib import Path

import msgspec
import pytest
import zstandard

from replaykit.errors import CassetteError, KeyMismatchError
from replaykit.recording.store import format as f
from replaykit.recording.store.cassette import CassetteStore, Entry, RecordedRequest, RecordedResponse
from replaykit.recording.store.scan import open_scan, scan
from tests.unit._hostile_helpers import cli, request_key

PATH = "/v1/chat/completions"


def _entry(i: int, answer: str | None = None, version: int = 1) -> Entry:
    from replaykit.recording.key import request_identity
    from replaykit.recording.key import request_key as key_of

    body = json.dumps({"model": "m", "messages": [{"role": "user", "content": f"question number {i}"}]}).encode()
    reply = answer if answer is not None else f"answer {i}"
    key = request_key(body) if version == 1 else key_of(request_identity("POST", PATH, "", body), version=version)
    return Entry(key=key, request=RecordedRequest(method="POST", path=PATH, body=body),
                 response=RecordedResponse(status=200, headers=[("content-type", "application/json")],
                                           body=json.dumps({"choices": [{"message": {"content": reply}}]}).encode()))


def _reply(store: CassetteStore, key: str) -> str:
    return json.loads(store.response(key).body)["choices"][0]["message"]["content"]


def _write(path: Path, entries, compact=True, version: int = 1) -> None:
    store = CassetteStore.open(path, writable=True, key_version=version)
    for e in entries:
        store.append(e)
    store.close(compact=compact)


# -- item 4: an index that sends a key to another call's record ------------------------------------


def _swap_in_index(path: Path, a: str, b: str) -> None:
    """Swap where keys a and b say their records are, in the index frame; recompress it, fix its CRC,
    and the locator's length and extent, so every frame of the file checks."""
    data = path.read_bytes()
    res = open_scan(path)
    at, n, extent, entries = res.locator
    frame = f.decode_index(data[at:at + n], entries)
    keys = [frame.keys[i:i + 32] for i in range(0, len(frame.keys), 32)]
    ia, ib = keys.index(bytes.fromhex(a)), keys.index(bytes.fromhex(b))
    fields = {}
    for name in ("entry_unit", "entry_start", "entry_end"):
        words = [bytearray(getattr(frame, name)[i:i + 4]) for i in range(0, len(getattr(frame, name)), 4)]
        words[ia], words[ib] = words[ib], words[ia]
        fields[name] = b"".join(words)
    payload = zstandard.ZstdCompressor(level=3).compress(f.ENC.encode(msgspec.structs.replace(frame, **fields)))
    head = len(f.MAGIC) + len(f.header_frame())
    locator = f.locator_frame(at, len(payload), at + len(payload), entries)
    new = data[:head] + locator + data[head + len(locator):at - f.FRAME.size] + f.frame(f.KIND_INDEX, payload) + data[extent:]
    path.write_bytes(new)
    kind, length, crc = f.FRAME.unpack_from(new, at - f.FRAME.size)
    assert crc == zlib.crc32(payload, zlib.crc32(bytes((kind,))))  # the frame checks: only the meaning is wrong


@pytest.mark.parametrize("n", [2, 40, 400], ids=["2 entries", "40 entries", "400 entries (several units)"])
def test_a_swapped_index_never_hands_back_another_calls_reply(n, tmp_path, capsys):
    path = tmp_path / "c.rkc"
    entries = [_entry(i) for i in range(n)]
    _write(path, entries)
    a, b = entries[0], entries[-1]
    with CassetteStore.open(path) as store:  # the honest file answers each call with its own reply
        assert _reply(store, a.key) == "answer 0" and _reply(store, b.key) == f"answer {n - 1}"
    _swap_in_index(path, a.key, b.key)
    assert open_scan(path).damage is None  # opening reads header, locator and index: all check
    with CassetteStore.open(path) as store:
        for key in (a.key, b.key):
            for lookup in (store.response, lambda k: store.response(k, once=True), store.get, store.stored):
                with pytest.raises(KeyMismatchError) as info:
                    lookup(key)
                assert info.value.key == key and info.value.found in (a.key, b.key) and info.value.found != key
        middle = entries[n // 2]
        if middle.key not in (a.key, b.key):
            assert _reply(store, middle.key) == f"answer {n // 2}"  # the others still replay
    # verify names it (exit 1, one message), and repair restores every entry from the units' own key lists
    code, out, err = cli(capsys, "cassette", "verify", path)
    assert code == 1 and "Traceback" not in err and "index" in err, (out, err)
    code, out, err = cli(capsys, "cassette", "repair", path)
    assert code == 0 and f"kept {n} entries, dropped 0" in out, (out, err)
    with CassetteStore.open(path) as store:
        assert _reply(store, a.key) == "answer 0" and _reply(store, b.key) == f"answer {n - 1}"


def test_a_swapped_index_is_a_one_line_error_through_the_recorder(tmp_path):
    from replaykit.recording.capture.recorder import Recorder

    path = tmp_path / "c.rkc"
    entries = [_entry(i) for i in range(3)]
    _write(path, entries)
    _swap_in_index(path, entries[0].key, entries[1].key)
    with Recorder(path, mode="replay") as rec, rec.scope(""):
        with pytest.raises(KeyMismatchError) as info:
            rec.answer("POST", PATH, entries[0].request.body)
    assert isinstance(info.value, CassetteError) and "\n" not in str(info.value)
    assert str(path) in str(info.value) and entries[0].key in str(info.value)


def test_a_journal_record_listed_under_another_key_in_the_scan_index_is_refused(tmp_path):
    """The same check guards the journal: an index entry pointing past the record's bounds is refused."""
    path = tmp_path / "c.rkc"
    entries = [_entry(i) for i in range(2)]
    _write(path, entries, compact=False)
    store = CassetteStore.open(path)
    try:
        unit, start, end = store._index.get(entries[0].key)
        store._index[entries[0].key] = store._index.get(entries[1].key)  # what a damaged index would say
        with pytest.raises(KeyMismatchError):
            store.response(entries[0].key)
        store._index[entries[0].key] = (unit, start, end - 1)  # the right unit, a cut record
        with pytest.raises(KeyMismatchError) as info:
            store.response(entries[0].key)
        assert info.value.found is None
    finally:
        store.close()


# -- item 3: repair never resurrects an older reply -----------------------------------------------


def _rerecorded(tmp_path: Path, n: int = 50, again: int = 3, version: int = 1) -> tuple[Path, list[Entry], Entry, int]:
    """n calls compacted, then the journal re-records call ``again`` with a new reply (what `--mode
    record` over an existing cassette does); (path, entries, the new entry, where the journal starts)."""
    path = tmp_path / "c.rkc"
    entries = [_entry(i, version=version) for i in range(n)]
    _write(path, entries, version=version)
    start = path.stat().st_size
    newer = _entry(again, answer=f"answer {again}, recorded again", version=version)
    assert newer.key == entries[again].key
    _write(path, [newer], compact=False, version=version)
    return path, entries, newer, start


def test_the_exact_scenario_of_the_issue_repair_drops_the_key_and_names_it(tmp_path, capsys):
    path, entries, newer, start = _rerecorded(tmp_path)
    with CassetteStore.open(path) as store:
        assert _reply(store, newer.key) == "answer 3, recorded again"  # the newer recording wins
    data = bytearray(path.read_bytes())
    data[-5] ^= 0x01  # one byte of the journal frame's compressed record
    path.write_bytes(bytes(data))
    code, out, err = cli(capsys, "cassette", "repair", path)
    assert code == 0 and "Traceback" not in err, (out, err)
    assert "kept 49 entries, dropped 1" in out and f"dropped key {newer.key}" in out, out
    assert cli(capsys, "cassette", "verify", path)[0] == 0
    with CassetteStore.open(path) as store:
        assert newer.key not in store and len(store) == 49  # never the old "answer 3"
        assert _reply(store, entries[4].key) == "answer 4"


@pytest.mark.parametrize("version", [1, 2], ids=["key version 1", "key version 2"])
def test_a_flipped_byte_anywhere_in_the_rerecording_never_brings_back_the_old_reply(version, tmp_path):
    """Every byte of the journal frames (the re-recorded call's blocks and its record) flipped in turn:
    after repair the call is either gone or answered by its newer reply, never by the older one (keys
    recomputed with the file's key version when the key list is what the flip hit)."""
    from replaykit.recording.store.repair import repair_file

    path, entries, newer, start = _rerecorded(tmp_path, n=12, again=3, version=version)
    clean = path.read_bytes()
    assert len(clean) - start > 100
    named = 0
    for at in range(start, len(clean)):
        data = bytearray(clean)
        data[at] ^= 0xFF
        path.write_bytes(bytes(data))
        if scan(path).damage is None:
            continue  # (a flip the CRC cannot see does not exist: every byte is covered)
        report = repair_file(path)
        with CassetteStore.open(path) as store:
            if newer.key in store:
                assert _reply(store, newer.key) == "answer 3, recorded again", at
            else:
                assert report.superseded == [newer.key] or newer.key not in {e.key for e in entries}, at
                named += 1
            assert all(_reply(store, e.key) == f"answer {i}" for i, e in enumerate(entries) if i != 3), at
        for bak in tmp_path.glob("c.rkc.bak*"):
            bak.unlink()
    assert named == len(clean) - start  # every flip damaged the re-recording, and each one named the key


def test_damage_to_an_older_recording_keeps_the_newer_one(tmp_path):
    """The rule is about the newer recording: a damaged compacted unit whose key was recorded again in
    the journal loses nothing."""
    from replaykit.recording.store.repair import repair_file

    path, entries, newer, start = _rerecorded(tmp_path, n=3, again=1)
    res = open_scan(path)
    unit_offset = res.units.offset[res.index.get(entries[1].key)[0]]  # what open reads for key 1: the journal
    assert unit_offset >= start
    compacted = [res.units.offset[n] for n in range(len(res.units)) if not res.units.journal[n]]
    data = bytearray(path.read_bytes())
    data[compacted[-1] + 3] ^= 0xFF  # the compacted entries unit holding the older "answer 1"
    path.write_bytes(bytes(data))
    report = repair_file(path)
    assert report.superseded == []
    with CassetteStore.open(path) as store:
        assert _reply(store, newer.key) == "answer 1, recorded again"
