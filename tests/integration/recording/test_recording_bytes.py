"""What a recording writes, per call, read back by code of this test alone (frame layout, CRC,
zstd and plain msgpack; none of replaykit's readers): one journal append per completed call,
the blocks of every request body joining to the bytes the server received, and the decoded
content of every frame identical to what replaykit wrote before the recording path was made
faster (tests/integration/recording/golden/recording_bytes.json, captured from main 43356e7). The
compressed bytes may change (the zstd level of the journal is a speed choice); what they
decode to may not: that is what compaction, replay and every reader see."""

from __future__ import annotations

import hashlib
import json
import os
import re
import struct
import zlib
from pathlib import Path

import msgspec
import pytest
import zstandard

from replaykit.gateway import Endpoint, Gateway, ReplyFormat
from replaykit.recording.capture.recorder import Recorder, RecorderOptions
from replaykit.recording.store import journal as journal_module

GOLDEN = Path(__file__).parent / "golden" / "recording_bytes.json"
SECRET = "sk-test-recording-bytes-0123456789"
MAGIC = b"RKCASS\x00\n"
HEAD = struct.Struct("<BII")


def _words(seed: int, n: int) -> str:
    """n made-up words from a seed (sha256 stream): long enough messages to be stored as blocks."""
    out, h = [], seed.to_bytes(8, "little")
    while len(out) < n:
        h = hashlib.sha256(h).digest()
        out.extend(("ka", "lo", "mi", "ne", "ru", "ta", "po", "ven")[b % 8] + str(b % 7) for b in h[:16])
    return " ".join(out[:n])


def _workload(gw: Gateway, rec: Recorder) -> int:
    """Growing conversations, a repeated request, a schema, embeddings, replicas and a secret in a
    prompt (scrubbed before it is keyed or written). Returns how many calls completed."""
    n = 0
    for episode in range(2):
        with rec.scope(f"episode-{episode}"):
            history = [{"role": "system", "content": f"[{episode}] " + _words(episode, 60)}]
            for turn in range(4):
                history.append({"role": "user", "content": f"turn {turn}: " + _words(100 * episode + turn, 30)})
                reply = gw.chat("agent", history, max_tokens=64)
                history.append({"role": "assistant", "content": reply.text + " " + _words(7 + turn, 25)})
                n += 1
                if turn == 1:
                    gw.embed("embedder", [_words(50 + episode, 20), "short", _words(60 + episode, 40)])
                    n += 1
            gw.chat("agent", history[:2])
            gw.chat("agent", history[:2])  # the identical request again: occurrence 1
            n += 2
    schema = {"type": "object", "properties": {"x": {"type": "integer"}}, "required": ["x"], "additionalProperties": False}
    with rec.scope("schema"):
        gw.chat("agent", [{"role": "user", "content": "a number please " + _words(3, 30)}], reply_format=ReplyFormat(json_schema=schema, schema_name="x"))
        n += 1
    for replica in range(2):
        with rec.scope("story", replica=replica):
            gw.chat("user", [{"role": "user", "content": "a story"}])
            n += 1
    with rec.scope("secret"):
        gw.chat("agent", [{"role": "user", "content": f"my key is {SECRET}, " + _words(9, 30)}])
        n += 1
    return n


def journal_frames(data: bytes) -> list[tuple[str, object]]:
    """Every frame after the header and locator, decoded: ('b', [first, ends, content]) or
    ('e', [keys as hex, ends, [records as plain msgpack]]); every CRC checked."""
    assert data[:8] == MAGIC
    at, out = 8, []
    while at < len(data):
        kind, length, crc = HEAD.unpack_from(data, at)
        payload = data[at + HEAD.size: at + HEAD.size + length]
        assert len(payload) == length, f"frame at {at} is cut short"
        seed = 0 if kind == ord("H") else zlib.crc32(bytes((kind,)))
        assert zlib.crc32(payload, seed) == crc, f"bad CRC of the frame at {at}"
        at += HEAD.size + length
        if kind in (ord("H"), ord("L")):
            continue
        assert kind in (ord("b"), ord("e")), f"a recording appends only journal frames, found {chr(kind)!r}"
        head, ends, blob = msgspec.msgpack.decode(payload)
        content = zstandard.ZstdDecompressor().decompress(blob)
        assert ends[-1] == len(content)
        if kind == ord("b"):
            out.append(("b", [head, ends, content]))
        else:
            records = [msgspec.msgpack.decode(content[a:b]) for a, b in zip([0, *ends], ends)]
            out.append(("e", [[k.hex() for k in head], ends, records]))
    return out


def _summary(frames: list[tuple[str, object]]) -> list[dict]:
    """Per entry, in append order: its key, the sha256 of its decoded record and of the blocks frame
    appended with it (if any), and their sizes: a readable fingerprint of what was written."""
    out, pending = [], None
    for kind, content in frames:
        if kind == "b":
            pending = content
            continue
        keys, ends, records = content
        entry = {"key": keys[0], "record_sha256": hashlib.sha256(msgspec.msgpack.encode(records[0])).hexdigest(),
                 "record_bytes": ends[-1]}
        if pending is not None:
            entry["blocks_first"] = pending[0]
            entry["blocks_ends"] = pending[1]
            entry["blocks_sha256"] = hashlib.sha256(pending[2]).hexdigest()
            pending = None
        out.append(entry)
    assert pending is None, "a blocks frame without the entry it was written for"
    return out


def _record(stub, path: Path, monkeypatch) -> tuple[int, int, list]:
    writes = []
    real_write = os.write

    def counting_write(fd, data):
        writes.append(len(data))
        return real_write(fd, data)

    monkeypatch.setattr(journal_module.os, "write", counting_write)
    base = stub.base_url
    gw = Gateway({"agent": Endpoint(base_url=base, model="stub-chat", retry_backoff=0.0),
                  "user": Endpoint(base_url=base, model="stub-chat", retry_backoff=0.0, temperature=0.9),
                  "embedder": Endpoint(base_url=base, model="stub-embed", retry_backoff=0.0)})
    try:
        with Recorder(path, mode="record", secrets=[SECRET], options=RecorderOptions(clock=lambda: 0.0, compact="never")) as rec:
            n = _workload(gw, rec)
    finally:
        gw.close()
        monkeypatch.setattr(journal_module.os, "write", real_write)
    return n, len(writes), writes


def test_each_call_is_one_append_whose_blocks_join_to_the_sent_body(openai_stub, tmp_path, monkeypatch):
    n, nwrites, _ = _record(openai_stub, tmp_path / "c.rkc", monkeypatch)
    data = (tmp_path / "c.rkc").read_bytes()
    assert SECRET.encode() not in data
    frames = journal_frames(data)
    entries = [c for k, c in frames if k == "e"]
    assert len(entries) == n == nwrites  # one entry frame, and one write() to the OS, per completed call
    blocks: dict[int, bytes] = {}
    for kind, content in frames:
        if kind == "b":
            first, ends, blob = content
            for i, (a, b) in enumerate(zip([0, *ends], ends)):
                assert first + i not in blocks  # block numbers are never reused
                blocks[first + i] = blob[a:b]
    assert sorted(blocks) == list(range(len(blocks)))
    assert len(set(blocks.values())) == len(blocks)  # a block is written once, however many calls share it
    assert len(openai_stub.requests) == n
    for (_, _, [record]), sent in zip(entries, openai_stub.requests):
        body = b"".join(blocks[ref] if isinstance(ref, int) else ref for ref in record[-1])
        got = json.dumps(json.loads(body), sort_keys=True)  # the stub read the body as JSON: compare as JSON
        want = json.dumps(sent["json"], sort_keys=True)
        if SECRET in want:  # stored scrubbed: the secret replaced by a run of one filler character
            assert re.fullmatch(re.escape(want).replace(re.escape(SECRET), r"(.)\1{7}"), got)
        else:
            assert got == want


def test_what_each_call_writes_decodes_to_what_it_did_before(openai_stub, tmp_path, monkeypatch):
    _record(openai_stub, tmp_path / "c.rkc", monkeypatch)
    got = _summary(journal_frames((tmp_path / "c.rkc").read_bytes()))
    if os.environ.get("REPLAYKIT_WRITE_GOLDEN"):
        GOLDEN.parent.mkdir(exist_ok=True)
        GOLDEN.write_text(json.dumps(got, indent=1) + "\n")
        pytest.skip("golden written")
    want = json.loads(GOLDEN.read_text())
    assert len(got) == len(want)
    # the golden was recorded with key version 1; a new cassette is keyed with version 2 (docs/cassettes.md):
    # each call's key is version 2's of its stored request, whose version-1 key is the golden's
    from replaykit.recording.key import request_identity, request_key
    from replaykit.recording.store import CassetteStore

    with CassetteStore.open(tmp_path / "c.rkc") as store:
        assert store.key_version == 2
        for i, (g, w) in enumerate(zip(got, want)):
            r = store.get(g["key"]).request
            identity = request_identity(r.method, r.path, r.query, r.body)
            assert g["key"] == request_key(identity, r.replica, r.occurrence, version=2), i
            assert w["key"] == request_key(identity, r.replica, r.occurrence, version=1), i
            assert {**g, "key": w["key"]} == w, f"call {i}: {g} != {w}"


def test_a_recorded_response_is_decoded_once(openai_stub, tmp_path, monkeypatch):
    """The usage metadata and the provider-fault check share one decode of the response body (the
    fault check decodes on its own only when scrubbing changed the body it judges)."""
    from replaykit.recording.capture import exchange as entries
    from replaykit.recording.capture import faults

    decoded: list[bytes] = []
    real = faults.decode_json

    def counting(body):
        decoded.append(body)
        return real(body)

    monkeypatch.setattr(entries, "decode_json", counting)
    monkeypatch.setattr(faults, "decode_json", counting)
    gw = Gateway({"agent": Endpoint(base_url=openai_stub.base_url, model="stub-chat", retry_backoff=0.0),
                  "embedder": Endpoint(base_url=openai_stub.base_url, model="stub-embed", retry_backoff=0.0)})
    try:
        with Recorder(tmp_path / "c.rkc", mode="record", secrets=[SECRET]) as rec, rec.scope("s"):
            gw.chat("agent", [{"role": "user", "content": "hello"}])
            gw.embed("embedder", ["a", "b"])
            assert len(decoded) == 2 and rec.stats.recorded == 2
            openai_stub.responder = lambda req: f"the key is {SECRET}"  # scrubbed: judged on the stored body
            gw.chat("agent", [{"role": "user", "content": "the key?"}])
            assert len(decoded) == 4 and rec.stats.recorded == 3
    finally:
        gw.close()
