"""The cassette store: an append-only, crash-safe journal of recorded HTTP interactions.

File layout (all integers little-endian)::

    file    := MAGIC frame*
    MAGIC   := b"RKCASS\\x00\\n"                          (8 bytes)
    frame   := kind:u8  length:u32  crc32:u32  payload[length]
    kind    := 'H' header | 'S' segment | 'E' entry

The first frame is always the header: msgpack `Header` (format version, key version,
compression). `E` frames hold one zstd-compressed msgpack `Entry`, appended with one
`write` call as soon as an interaction completes, so a killed process loses at most the
calls in flight. (A kill in the middle of a multi-page write, or a power loss before the
OS flushed, can leave a torn last frame: its length and CRC catch it.) `S` frames hold
many entries: msgpack `[keys, ends, blob]` where keys are the 32-byte binary keys, blob is
one zstd frame of the concatenated msgpack entries (`SegmentEntry`: an Entry without its
key) and ends[i] is where entry i ends in the decompressed blob. Opening reads only the
keys (cold load does not depend on body sizes); a segment's blob is decompressed on the
first lookup that needs it.

Compaction (on a clean close after new entries were appended, or `compact()`) rewrites the
whole file atomically (temp file, fsync, rename, fsync dir) as header + segments holding
every live entry sorted by (endpoint, request body, replica, occurrence, key), cut into
segments of at most SEGMENT_BYTES uncompressed. The result depends only on the set of
entries, never on the order they were appended in, so identical recordings give
byte-identical files whatever the thread scheduling. Sorting by request body puts the
calls of one conversation (each extends the previous prompt) next to each other, which
is what makes whole-segment compression small.

Damage (a torn last frame, a bad CRC, an undecodable payload, garbage) is detected on
open and reported with the file and byte offset. A damaged cassette is never opened
silently: `CassetteStore.open(..., writable=True, repair=True)`, `Recorder(..., repair=True)`
or `replaykit cassette repair` keep the readable prefix and truncate the rest.
"""

from __future__ import annotations

import fcntl
import os
import struct
import threading
import zlib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Iterable, Iterator

import msgspec
import zstandard

from replaykit._util.fs import atomic_write
from replaykit.base import Strict
from replaykit.errors import CassetteError

FORMAT_VERSION = 1
MAGIC = b"RKCASS\x00\n"
_FRAME = struct.Struct("<BII")
KIND_HEADER, KIND_SEGMENT, KIND_ENTRY = ord("H"), ord("S"), ord("E")
_KINDS = {KIND_HEADER, KIND_SEGMENT, KIND_ENTRY}
MAX_FRAME = 1 << 31
SEGMENT_BYTES = 8 << 20
ENTRY_LEVEL = 3
SEGMENT_LEVEL = 9


class Header(Strict):
    version: int = FORMAT_VERSION
    format: str = "replaykit-cassette"
    key_version: int = 1
    compression: str = "zstd"


class RecordedRequest(Strict):
    method: str
    path: str
    query: str = ""
    body: bytes = b""
    replica: int = 0
    occurrence: int = 0


class RecordedResponse(Strict):
    status: int
    headers: list[tuple[str, str]] = []
    body: bytes = b""


class Usage(Strict):
    prompt_tokens: int = 0
    completion_tokens: int = 0
    total_tokens: int = 0


class EntryMeta(Strict):
    """Metadata: never part of a key, never reaches a result."""

    latency_ms: float = 0.0
    model: str = ""
    usage: Usage = Usage()


class Entry(Strict):
    key: str
    request: RecordedRequest
    response: RecordedResponse
    meta: EntryMeta = EntryMeta()


class SegmentEntry(Strict, array_like=True):
    """An entry inside a segment blob: its key is in the segment's key list, not repeated here."""

    request: RecordedRequest
    response: RecordedResponse
    meta: EntryMeta


_ENC = msgspec.msgpack.Encoder(order="sorted")
_DEC_ENTRY = msgspec.msgpack.Decoder(Entry)
_DEC_HEADER = msgspec.msgpack.Decoder(Header)
_DEC_SEGMENT_ENTRY = msgspec.msgpack.Decoder(SegmentEntry)
_DEC_SEGMENT = msgspec.msgpack.Decoder(tuple[list[bytes], list[int], bytes])

# An index value is the encoded Entry bytes (journal / appended entries) or, for entries in
# a segment, (segment number, start, end) into the segment's decompressed blob.


def encode_entry(entry: Entry) -> bytes:
    return _ENC.encode(entry)


def decode_entry(raw: bytes | msgspec.Raw) -> Entry:
    return _DEC_ENTRY.decode(raw)


def _frame(kind: int, payload: bytes) -> bytes:
    return _FRAME.pack(kind, len(payload), zlib.crc32(payload)) + payload


@dataclass
class Damage:
    offset: int
    reason: str


@dataclass
class ScanResult:
    """What a scan of a cassette file found."""

    path: Path
    size: int
    header: Header | None = None
    index: dict[str, bytes | tuple[int, int, int]] = field(default_factory=dict)  # key -> entry (last wins)
    segments: list[bytes] = field(default_factory=list)  # compressed blobs, decompressed lazily
    frames: int = 0
    good_end: int = 0  # byte offset just past the last sound frame
    damage: Damage | None = None
    journal_frames: int = 0

    def describe_damage(self) -> str:
        d = self.damage
        assert d is not None
        return (
            f"cassette {self.path} is damaged at byte offset {d.offset} of {self.size}: {d.reason}. "
            f"The {len(self.index)} entries before that offset are readable. "
            f"To keep them and drop everything from offset {d.offset} on, run "
            f"`replaykit cassette repair {self.path}` (or open it with repair=True)."
        )


def scan(path: str | os.PathLike[str], data: bytes | None = None) -> ScanResult:
    """Read every frame; stop at the first damaged one. Never raises for damage."""
    path = Path(path)
    if data is None:
        data = path.read_bytes()
    res = ScanResult(path=path, size=len(data))
    if len(data) < len(MAGIC) or data[: len(MAGIC)] != MAGIC:
        res.damage = Damage(0, "not a replaykit cassette (bad or truncated magic bytes)")
        return res
    pos = len(MAGIC)
    res.good_end = pos
    dctx = zstandard.ZstdDecompressor()
    view = memoryview(data)
    while pos < len(data):
        if len(data) - pos < _FRAME.size:
            res.damage = Damage(pos, f"truncated frame header ({len(data) - pos} of {_FRAME.size} bytes)")
            return res
        kind, length, crc = _FRAME.unpack_from(data, pos)
        start = pos + _FRAME.size
        if kind not in _KINDS:
            res.damage = Damage(pos, f"unknown frame kind {kind!r}")
            return res
        if start + length > len(data):
            res.damage = Damage(pos, f"truncated frame (needs {length} payload bytes, {len(data) - start} present)")
            return res
        payload = view[start : start + length]
        if zlib.crc32(payload) != crc:
            res.damage = Damage(pos, "checksum mismatch (corrupted frame)")
            return res
        try:
            if res.header is None:
                if kind != KIND_HEADER:
                    raise ValueError("first frame is not the header")
                header = _DEC_HEADER.decode(payload)
                if header.version != FORMAT_VERSION:
                    raise ValueError(f"unsupported cassette format version {header.version} (this replaykit reads {FORMAT_VERSION})")
                if header.compression != "zstd" or header.format != "replaykit-cassette":
                    raise ValueError(f"unsupported header (format {header.format!r}, compression {header.compression!r}; "
                                     "this replaykit reads 'replaykit-cassette' with 'zstd')")
                res.header = header
            elif kind == KIND_SEGMENT:
                bkeys, ends, blob = _DEC_SEGMENT.decode(payload)
                keys = [k.hex() for k in bkeys]
                if len(keys) != len(ends) or any(b < a for a, b in zip([0, *ends], ends)):
                    raise ValueError("segment keys and offsets disagree")
                seg = len(res.segments)
                res.segments.append(blob)
                starts = [0, *ends[:-1]]
                res.index.update(zip(keys, zip([seg] * len(keys), starts, ends)))
            elif kind == KIND_ENTRY:
                raw = dctx.decompress(payload)
                entry = _DEC_ENTRY.decode(raw)
                res.index[entry.key] = raw
                res.journal_frames += 1
            else:
                raise ValueError("second header frame")
        except (ValueError, msgspec.DecodeError, msgspec.ValidationError, zstandard.ZstdError) as exc:
            res.damage = Damage(pos, f"undecodable frame ({exc})")
            return res
        res.frames += 1
        pos = start + length
        res.good_end = pos
    if res.header is None:
        res.damage = Damage(len(MAGIC), "missing header frame")
    return res


def _lock_path(path: Path) -> Path:
    return path.with_name(f".{path.name}.lock")


def writer_active(path: str | os.PathLike[str]) -> bool:
    """Whether another process holds the cassette's writer lock right now."""
    lock = _lock_path(Path(path))
    if not lock.exists():
        return False
    fd = os.open(lock, os.O_RDONLY)
    try:
        fcntl.flock(fd, fcntl.LOCK_SH | fcntl.LOCK_NB)
    except OSError:
        return True
    else:
        fcntl.flock(fd, fcntl.LOCK_UN)
        return False
    finally:
        os.close(fd)


def _tail_being_written(path: Path, res: ScanResult) -> bool:
    """A truncated last frame of a file whose writer is alive is an append in progress, not damage."""
    d = res.damage
    return (d is not None and res.header is not None and d.reason.startswith("truncated")
            and writer_active(path))


def _sort_key(entry: Entry) -> tuple:
    r = entry.request
    return (r.path, r.body, r.replica, r.occurrence, entry.key)


def compacted_bytes(entries: Iterable[Entry], level: int = SEGMENT_LEVEL) -> bytes:
    """The canonical file content for a set of entries (independent of their order; keys unique)."""
    ordered = sorted(entries, key=_sort_key)
    out = [MAGIC, _frame(KIND_HEADER, _ENC.encode(Header()))]
    cctx = zstandard.ZstdCompressor(level=level, write_checksum=False, write_content_size=True)
    keys: list[bytes] = []
    ends: list[int] = []
    parts: list[bytes] = []
    size = 0

    def flush() -> None:
        nonlocal size
        if keys:
            blob = cctx.compress(b"".join(parts))
            out.append(_frame(KIND_SEGMENT, _ENC.encode((keys, ends, blob))))
        keys.clear()
        ends.clear()
        parts.clear()
        size = 0

    for entry in ordered:
        raw = _ENC.encode(SegmentEntry(request=entry.request, response=entry.response, meta=entry.meta))
        keys.append(bytes.fromhex(entry.key))
        parts.append(raw)
        size += len(raw)
        ends.append(size)
        if size >= SEGMENT_BYTES:
            flush()
    flush()
    return b"".join(out)


def _append_frame(fd: int, frame: bytes) -> None:
    """Write the whole frame or nothing: a short write (full disk) is completed or rolled back,
    so a failed append never leaves a torn frame behind a cassette that is still open."""
    start = os.lseek(fd, 0, os.SEEK_END)
    view = memoryview(frame)
    try:
        while view:
            view = view[os.write(fd, view):]
    except OSError:
        try:
            os.ftruncate(fd, start)
        except OSError:
            pass
        raise


class CassetteStore:
    """An open cassette. Thread-safe. Reads are O(1) dict lookups; writes append one frame each.

    Open with `CassetteStore.open(path, writable=..., repair=..., fsync=...)`.
    fsync: "close" (default: each entry is one write() to the OS, which survives a killed
    process; fsync at close) or "always" (fsync after every entry: survives power loss).
    """

    def __init__(self, path: Path, scan_result: ScanResult, writable: bool, fsync: str) -> None:
        self.path = path
        self._index: dict[str, bytes | tuple[int, int, int]] = scan_result.index
        self._segments: list[bytes] = scan_result.segments
        self._plain: dict[int, bytes] = {}  # decompressed segment blobs
        self._writable = writable
        self._fsync = fsync
        self._lock = threading.Lock()
        self._fd: int | None = None
        self._lock_fd: int | None = None
        self.appended = 0
        self._needs_compaction = scan_result.journal_frames > 0
        self._closed = False
        self._cctx = zstandard.ZstdCompressor(level=ENTRY_LEVEL, write_checksum=False)

    # -- opening -----------------------------------------------------------------------
    @classmethod
    def open(
        cls,
        path: str | os.PathLike[str],
        *,
        writable: bool = False,
        create: bool = True,
        repair: bool = False,
        fsync: str = "close",
    ) -> "CassetteStore":
        if fsync not in ("close", "always"):
            raise CassetteError(f"fsync must be 'close' or 'always', got {fsync!r}")
        path = Path(path)
        lock_fd = None
        if writable:
            path.parent.mkdir(parents=True, exist_ok=True)
            lock_fd = os.open(_lock_path(path), os.O_RDWR | os.O_CREAT, 0o644)
            try:
                fcntl.flock(lock_fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            except OSError:
                os.close(lock_fd)
                raise CassetteError(
                    f"cassette {path} is being written by another process; "
                    "wait for it to finish or record into a different cassette"
                ) from None
        try:
            if writable:  # a compaction killed midway leaves its temp file; we hold the lock now
                for stale in path.parent.glob(f".{path.name}.tmp-*"):
                    stale.unlink(missing_ok=True)
            if not path.exists():
                if not (writable and create):
                    raise CassetteError(
                        f"cassette {path} does not exist; record it first "
                        "(REPLAYKIT_MODE=record or auto) or check the path"
                    )
                atomic_write(path, MAGIC + _frame(KIND_HEADER, _ENC.encode(Header())))
            res = scan(path)
            if res.damage is not None and not writable and _tail_being_written(path, res):
                res.damage = None  # a live writer's half-appended frame: read what is complete
            if res.damage is not None:
                if not (repair and writable):
                    raise CassetteError(res.describe_damage())
                with open(path, "r+b") as fh:
                    fh.truncate(res.good_end)
                    fh.flush()
                    os.fsync(fh.fileno())
                if res.header is None:  # nothing readable: start a fresh file
                    atomic_write(path, MAGIC + _frame(KIND_HEADER, _ENC.encode(Header())))
                res.damage = None
            store = cls(path, res, writable, fsync)
            store._lock_fd = lock_fd
            if writable:
                store._fd = os.open(path, os.O_WRONLY | os.O_APPEND)
            return store
        except BaseException:
            if lock_fd is not None:
                os.close(lock_fd)
            raise

    # -- reading -----------------------------------------------------------------------
    def __len__(self) -> int:
        return len(self._index)

    def __contains__(self, key: str) -> bool:
        return key in self._index

    def _segment(self, seg: int) -> bytes:
        plain = self._plain.get(seg)
        if plain is None:
            with self._lock:
                plain = self._plain.get(seg)
                if plain is None:
                    try:
                        plain = zstandard.ZstdDecompressor().decompress(self._segments[seg])
                    except zstandard.ZstdError as exc:
                        raise CassetteError(f"cassette {self.path}: segment {seg} does not decompress ({exc})") from None
                    self._plain[seg] = plain
        return plain

    def raw(self, key: str) -> bytes | None:
        """The encoded Entry stored under key."""
        value = self._index.get(key)
        if value is None or isinstance(value, bytes):
            return value
        entry = self.get(key)
        return None if entry is None else encode_entry(entry)

    def get(self, key: str) -> Entry | None:
        """The entry under key, decoded afresh (about 2 us; caching decoded entries would only
        grow the heap and the garbage collector's work)."""
        value = self._index.get(key)
        if value is None:
            return None
        if isinstance(value, bytes):
            entry = decode_entry(value)
        else:
            seg, start, end = value
            try:
                body = _DEC_SEGMENT_ENTRY.decode(memoryview(self._segment(seg))[start:end])
                entry = Entry(key=key, request=body.request, response=body.response, meta=body.meta)
            except (msgspec.DecodeError, msgspec.ValidationError) as exc:
                raise CassetteError(f"cassette {self.path}: entry {key} in segment {seg} is undecodable ({exc})") from None
        return entry

    def keys(self) -> list[str]:
        return list(self._index)

    def entries(self) -> Iterator[Entry]:
        """All entries in canonical (compaction) order."""
        return iter(sorted((self.get(k) for k in list(self._index)), key=_sort_key))  # type: ignore[arg-type]

    # -- writing -----------------------------------------------------------------------
    def append(self, entry: Entry) -> None:
        """Persist one entry now (one write syscall), then make it visible to lookups."""
        if not self._writable or self._fd is None:
            raise CassetteError(f"cassette {self.path} is open read-only; cannot record into it")
        raw = encode_entry(entry)
        with self._lock:  # a ZstdCompressor must not be used by two threads at once
            frame = _frame(KIND_ENTRY, self._cctx.compress(raw))
            _append_frame(self._fd, frame)
            if self._fsync == "always":
                os.fsync(self._fd)
            self._index[entry.key] = raw
            self.appended += 1
            self._needs_compaction = True

    def compact(self) -> None:
        """Rewrite the file in canonical order (atomic). Only on a writable store."""
        if not self._writable:
            raise CassetteError(f"cassette {self.path} is open read-only; cannot compact it")
        entries = [self.get(k) for k in list(self._index)]
        with self._lock:
            data = compacted_bytes(entries)  # type: ignore[arg-type]
            atomic_write(self.path, data)
            if self._fd is not None:
                os.close(self._fd)
            self._fd = os.open(self.path, os.O_WRONLY | os.O_APPEND)
            self._needs_compaction = False

    def close(self, compact: bool = True) -> None:
        if self._closed:
            return
        try:
            if self._writable:
                if compact and self._needs_compaction:
                    self.compact()
                elif self._fd is not None:
                    os.fsync(self._fd)
        finally:
            self._closed = True
            if self._fd is not None:
                os.close(self._fd)
                self._fd = None
            if self._lock_fd is not None:
                os.close(self._lock_fd)
                self._lock_fd = None

    def __enter__(self) -> "CassetteStore":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


# -- reports used by the CLI and tests -------------------------------------------------------


@dataclass
class VerifyReport:
    path: Path
    ok: bool
    entries: int
    size: int
    damage: Damage | None
    message: str


def verify(path: str | os.PathLike[str]) -> VerifyReport:
    """Check every frame and every entry (decodes all of them). Never raises for damage."""
    path = Path(path)
    if not path.exists():
        return VerifyReport(path, False, 0, 0, Damage(0, "missing"), f"cassette {path} does not exist")
    res = scan(path)
    bad = None
    live = res.damage is not None and _tail_being_written(path, res)
    if live:
        res.damage = None
    if res.damage is None:
        store = CassetteStore(path, res, writable=False, fsync="close")
        for key in res.index:
            try:
                entry = store.get(key)
            except CassetteError as exc:
                bad = str(exc)
                break
            if entry is None or entry.key != key:
                bad = f"entry stored under key {key} says it is {entry.key if entry else None}"
                break
    if res.damage is not None:
        return VerifyReport(path, False, len(res.index), res.size, res.damage, res.describe_damage())
    if bad is not None:
        return VerifyReport(path, False, len(res.index), res.size, Damage(0, bad), f"cassette {path}: {bad}")
    if live:
        return VerifyReport(path, True, len(res.index), res.size, None,
                            f"cassette {path}: ok so far, {len(res.index)} entries; another process is "
                            f"recording into it (its last frame, from offset {res.good_end}, is still being written)")
    return VerifyReport(path, True, len(res.index), res.size, None,
                        f"cassette {path}: ok, {len(res.index)} entries, {res.size} bytes")


def export_record(entry: Entry) -> dict:
    """One entry as plain JSON-able data (bodies decoded as JSON when they are JSON, else text)."""

    def body(b: bytes):
        try:
            return msgspec.json.decode(b)
        except msgspec.DecodeError:
            return b.decode("utf-8", errors="replace")

    return {
        "key": entry.key,
        "request": {
            "method": entry.request.method,
            "path": entry.request.path,
            "query": entry.request.query,
            "replica": entry.request.replica,
            "occurrence": entry.request.occurrence,
            "body": body(entry.request.body),
        },
        "response": {
            "status": entry.response.status,
            "headers": [list(h) for h in entry.response.headers],
            "body": body(entry.response.body),
        },
        "meta": msgspec.to_builtins(entry.meta),
    }


def export_jsonl(entries: Iterator[Entry]) -> Iterator[bytes]:
    enc = msgspec.json.Encoder(order="sorted")
    for entry in entries:
        yield enc.encode(export_record(entry)) + b"\n"
