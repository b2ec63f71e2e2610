"""The cassette store: an append-only, crash-safe journal of recorded HTTP interactions.

The file format (frames, units of blocks and entries, format versions) is described in
`replaykit.recording.store.format`; reading frames into an index is `replaykit.recording.store.scan`;
canonical compaction, upgrade and repair are `replaykit.recording.store.compact`.

Memory is bounded by design, whatever the cassette's size: the index holds, per key, only
where its record lives (unit, start, end); a unit is read from the file (pread) and
decompressed when a lookup needs it, into a cache bounded in bytes (least recently used
units are dropped). Appending writes one entry (its new blocks and its record) with one
`write` call and keeps nothing of it in memory, so a killed process loses at most the
calls in flight. Replay decodes only responses (`response`); request bodies are rebuilt
from their blocks only for `get` (export, miss diagnostics, compaction).

Compaction (on close, see `close`, or `replaykit cassette compact`) streams every live
entry into a new file in canonical order (atomic: temp file, fsync, rename, fsync dir):
identical entries give byte-identical files whatever the order they were recorded in.

Damage (a torn last frame, a bad CRC, an undecodable payload, garbage) is detected on
open and reported with the file and byte offset. A damaged cassette is never opened
silently: `CassetteStore.open(..., writable=True, repair=True)`, `Recorder(..., repair=True)`
or `replaykit cassette repair` keep every entry that is still intact (and a backup).
"""

from __future__ import annotations

import os
import threading
from pathlib import Path
from typing import Iterator

import msgspec

from replaykit._util.fs import NOT_REGULAR, is_special
from replaykit.base import NOT_JSON
from replaykit.errors import CassetteError
from replaykit.recording.store.format import (  # noqa: F401  (re-exported: the cassette API)
    DEC_BLOCKS_UNIT,
    DEC_ENTRIES_UNIT,
    DEC_ENTRY,
    DEC_RESPONSE,
    DEC_SEGMENT_ENTRY,
    DEC_STORED,
    DEC_V1_SEGMENT,
    ENC,
    ENTRY_LEVEL,
    FORMAT_VERSION,
    FRAME,
    INLINE_MAX,
    KIND_JBLOCKS,
    KIND_JENTRIES,
    MAGIC,
    SEGMENT_LEVEL,
    UNIT_BYTES,
    Entry,
    EntryMeta,
    Header,
    RecordedRequest,
    RecordedResponse,
    StoredEntry,
    Usage,
    block_hash,
    empty_file,
    encode_entry,
    frame,
    frame_crc,
    header_frame,
    raw_dict,
    split_body,
    unit_ends,
)
from replaykit.recording.store.journal import JournalWriter
from replaykit.recording.store.lock import (  # noqa: F401  (re-exported)
    WriterLock,
    _lock_path,
    _tail_being_written,
    atomic_write,
    commit_temp,
    is_foreign,
    read_snapshot,
    scan_snapshot,
    temp_path,
    writer_active,
)
from replaykit.recording.store.reader import CACHE_BYTES, PASS_CACHE_BYTES, UNDECODABLE, UnitReader
from replaykit.recording.store.scan import (  # noqa: F401
    U_BLOCKS,
    U_ENTRIES,
    U_V1_ENTRY,
    U_V1_SEGMENT,
    Damage,
    ScanResult,
    Unit,
    describe_damage,
    open_scan,
    scan,
)


class CassetteStore:
    """An open cassette. Thread-safe. Lookups are O(1) (a dict, then one cached or decompressed
    unit); writes append one entry per `write` call.

    Open with `CassetteStore.open(path, writable=..., repair=..., fsync=..., cache_bytes=...)`.
    fsync: "close" (default: each entry is one write() to the OS, which survives a killed
    process; fsync at close) or "always" (fsync after every entry: survives power loss).
    """

    def __init__(self, path: Path, res: ScanResult, writable: bool, fsync: str, cache_bytes: int = CACHE_BYTES,
                 rfd: int | None = None) -> None:
        self.path = path
        # file operations go to the file a symbolic link names: compaction replaces that file and
        # leaves the link a link (messages keep the path as given)
        self._file = Path(os.path.realpath(path)) if path.is_symlink() else path
        self._writable = writable
        self._lock = threading.RLock()
        self._reader = UnitReader(path, self._lock, cache_bytes)
        self._journal = JournalWriter(fsync)
        self._wlock: WriterLock | None = None
        self._closed = False
        self._load(res, rfd)

    def _load(self, res: ScanResult, rfd: int | None = None) -> None:
        """Adopt a scan of the file; ``rfd`` is the descriptor the scanned bytes were read through
        (files.scan_snapshot), else the path is opened now (the writer, holding the lock)."""
        self.version = res.version
        self._index = res.index
        self._units = res.units
        self._block_units = res.block_units
        self._next_block = res.next_block
        self._end = res.good_end
        self.journal_bytes = res.journal_bytes
        self.compacted_bytes = res.compacted_bytes
        self._nearest = None
        self._reader.adopt(res, rfd if rfd is not None else os.open(self._file, os.O_RDONLY))

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
        cache_bytes: int = CACHE_BYTES,
    ) -> "CassetteStore":
        if fsync not in ("close", "always"):
            raise CassetteError(f"fsync must be 'close' or 'always', got {fsync!r}")
        path = Path(path)
        if path.is_dir():
            raise CassetteError(f"cassette {path} is a directory; give the path of a *.rkc file")
        if is_special(path):
            raise CassetteError(f"cassette {path} is {NOT_REGULAR}; give the path of a *.rkc file")
        wlock = None
        rfd = None
        given, path = path, (Path(os.path.realpath(path)) if path.is_symlink() else path)  # see __init__
        if writable:
            if is_foreign(path):  # refused before the lock: a file that is not ours gets nothing beside it
                raise CassetteError(describe_damage(open_scan(path)))
            path.parent.mkdir(parents=True, exist_ok=True)
            wlock = WriterLock.acquire(path)  # keyed on the file, not on how its path is spelled
        try:
            if writable:  # a compaction or merge killed midway leaves its temp file; we hold the lock now
                for stale in path.parent.glob(f".{path.name}.tmp-*"):
                    stale.unlink(missing_ok=True)
            if not path.exists():
                if not (writable and create):
                    raise CassetteError(
                        f"cassette {path} does not exist; record it first "
                        "(REPLAYKIT_MODE=record or auto) or check the path"
                    )
                atomic_write(path, empty_file())
                wlock.rebind()  # type: ignore[union-attr]
            rfd, res = scan_snapshot(path, open_scan)  # the index and later reads: one file
            if res.refusal is not None and res.header is not None:
                raise CassetteError(res.refusal)
            if res.damage is not None and not writable and _tail_being_written(path, res):
                res.damage = None  # a live writer's half-appended frame: read what is complete
            if res.damage is not None:
                if not (repair and writable) or res.refusal is not None:
                    raise CassetteError(describe_damage(res))
                from replaykit.recording.store.compact import repair_file

                os.close(rfd)
                rfd = None
                repair_file(path, cls)
                wlock.rebind()  # type: ignore[union-attr]
                rfd, res = scan_snapshot(path, open_scan)
            store = cls(given, res, writable, fsync, cache_bytes, rfd=rfd)
            rfd = None  # the store owns it now
            store._wlock = wlock
            if writable:
                if store.version != FORMAT_VERSION:  # an older format: convert before appending
                    store.compact()
                store._journal.open(path)
            return store
        except BaseException:
            if rfd is not None:
                os.close(rfd)
            if wlock is not None:
                wlock.release()
            raise

    # -- reading -----------------------------------------------------------------------
    def __len__(self) -> int:
        return len(self._index)

    @property
    def units(self):
        """The units of the file (number -> Unit): what `units_of` numbers refer to."""
        return self._units

    def __contains__(self, key: str) -> bool:
        return key in self._index

    def keys(self) -> list[str]:
        return list(self._index)

    def keys_by_part(self) -> tuple[list[str], list[str]]:
        """(keys whose record is in the compacted part, in file order: for format 2 and 3 that is
        canonical order; keys whose record is in the journal, in the order they were appended)."""
        compacted: list[str] = []
        journal: list[str] = []
        flags = self._units.journal
        for k, (unit, _, _) in self._index.items():
            (journal if flags[unit] else compacted).append(k)
        return compacted, journal

    def _record(self, key: str):
        """(unit kind, the record stored under key), checked to be key's (UnitReader.record)."""
        where = self._index.get(key)
        if where is None:
            return None, None
        return self._units.kind_of(where[0]), self._reader.record(key, where)

    def response(self, key: str) -> RecordedResponse | None:
        """Only the recorded response under key (what replay needs; the request body is not rebuilt)."""
        kind, raw = self._record(key)
        if raw is None:
            return None
        try:
            if kind == U_ENTRIES:
                return DEC_RESPONSE.decode(raw).response
            if kind == U_V1_SEGMENT:
                return DEC_SEGMENT_ENTRY.decode(raw).response
            return DEC_ENTRY.decode(raw).response
        except UNDECODABLE as exc:
            raise CassetteError(f"cassette {self.path}: entry {key} is undecodable ({exc})") from None

    def block(self, n: int) -> bytes:
        """Request-body block number n."""
        return self._reader.blocks([n])

    def parts(self, key: str) -> tuple[Entry, list[int | bytes]] | None:
        """The entry with an empty request body, and the body's parts (see `stored`)."""
        s = self.stored(key)
        if s is None:
            return None
        request = RecordedRequest(method=s.method, path=s.path, query=s.query, replica=s.replica, occurrence=s.occurrence)
        return Entry(key=key, request=request, response=s.response, meta=s.meta), s.body

    def stored(self, key: str) -> StoredEntry | None:
        """The record under key as stored, its body as parts (block numbers, inline bytes; format 1: the
        body split afresh): what streamed compaction and merge copy, never rebuilding bodies."""
        kind, raw = self._record(key)
        if raw is None:
            return None
        if kind != U_ENTRIES:
            e = self.get(key)
            r = e.request  # type: ignore[union-attr]
            return StoredEntry(response=e.response, meta=e.meta, method=r.method, path=r.path, query=r.query,  # type: ignore[union-attr]
                               replica=r.replica, occurrence=r.occurrence, body=list(split_body(r.body)))
        try:
            return DEC_STORED.decode(raw)
        except UNDECODABLE as exc:
            raise CassetteError(f"cassette {self.path}: entry {key} is undecodable ({exc})") from None

    def blocks_unit(self, n: int) -> tuple[int, list[int], bytes]:
        """The blocks unit holding block n, decoded: (its first block number, its blocks' ends, content)."""
        self._reader.blocks([n])  # a missing block is a named error
        return self._reader.unit(self._block_units.unit[self._block_units.find(n)])  # type: ignore[return-value,index]

    def units_of(self, key: str) -> set[int]:
        """The units (by number, in file order) an entry's data lives in: its record and its blocks."""
        where = self._index.get(key)
        if where is None:
            return set()
        out = {where[0]}
        kind, raw = self._record(key)
        if kind == U_ENTRIES:
            for b in DEC_STORED.decode(raw).body:
                if isinstance(b, int):
                    i = self._block_units.find(b)
                    if i is not None:
                        out.add(self._block_units.unit[i])
        return out

    def get(self, key: str) -> Entry | None:
        """The whole entry under key, request body rebuilt from its blocks."""
        kind, raw = self._record(key)
        if raw is None:
            return None
        try:
            if kind == U_ENTRIES:
                s = DEC_STORED.decode(raw)
                request = RecordedRequest(method=s.method, path=s.path, query=s.query, body=self._reader.blocks(s.body),
                                          replica=s.replica, occurrence=s.occurrence)
                return Entry(key=key, request=request, response=s.response, meta=s.meta)
            if kind == U_V1_SEGMENT:
                body = DEC_SEGMENT_ENTRY.decode(raw)
                return Entry(key=key, request=body.request, response=body.response, meta=body.meta)
            return DEC_ENTRY.decode(raw)
        except UNDECODABLE as exc:
            raise CassetteError(f"cassette {self.path}: entry {key} is undecodable ({exc})") from None

    def raw(self, key: str) -> bytes | None:
        """The encoded Entry stored under key."""
        entry = self.get(key)
        return None if entry is None else encode_entry(entry)

    def entries(self) -> Iterator[Entry]:
        """All entries in canonical (compaction) order, read one at a time."""
        from replaykit.recording.store.compact import canonical_keys

        for key in canonical_keys(self):
            entry = self.get(key)
            if entry is not None:
                yield entry

    # -- writing -----------------------------------------------------------------------
    def append(self, entry: Entry) -> None:
        """Persist one entry now (one write syscall), then make it visible to lookups."""
        if not self._writable or self._journal.fd is None:
            raise CassetteError(f"cassette {self.path} is open read-only; cannot record into it")
        blocks, hashes = self._journal.split(entry.request.body)  # each message parsed and hashed once
        with self._lock:  # a ZstdCompressor must not be used by two threads at once
            nblocks, nentry, nnew, nrec = self._journal.write(entry, blocks, hashes, self._next_block)
            if nnew:
                unit = len(self._units)
                self._units.append(Unit(U_BLOCKS, self._end + 9, nblocks - 9, journal=True))
                self._block_units.append(self._next_block, nnew, unit)
                self._next_block += nnew
            unit = len(self._units)
            self._units.append(Unit(U_ENTRIES, self._end + nblocks + 9, nentry - 9, journal=True))
            self._index[entry.key] = (unit, 0, nrec)
            self._end += nblocks + nentry
            self.journal_bytes += nblocks + nentry

    def compact(self) -> None:
        """Rewrite the file in canonical order (atomic, streamed). Only on a writable store."""
        if not self._writable:
            raise CassetteError(f"cassette {self.path} is open read-only; cannot compact it")
        from replaykit.recording.store.compact import write_canonical

        with self._lock, self._reader.cache.capped(PASS_CACHE_BYTES):  # a pass in file order needs no more
            write_canonical(self, self._file)
            if self._wlock is not None:
                self._wlock.rebind()  # the new file (a new inode) is ours too
            self._load(open_scan(self._file))
            self._journal.forget_blocks()
            if self._journal.fd is not None:
                self._journal.open(self._file)

    def needs_compaction(self, policy: bool | str = True) -> bool:
        """True/"always": any journal; "auto": a journal at least as large as the compacted part
        (so resumes append, and rewrites stay amortized linear); False/"never": no."""
        if policy in (False, "never") or not self._writable:
            return False
        if self.journal_bytes == 0 and self.version == FORMAT_VERSION:
            return False
        if policy == "auto":
            return self.journal_bytes >= self.compacted_bytes
        return True

    def close(self, compact: bool | str = True) -> None:
        if self._closed:
            return
        try:
            if self._writable:
                if self.needs_compaction(compact):
                    self.compact()
                else:
                    self._journal.sync()
        finally:
            self._closed = True
            self._journal.close()
            self._reader.close()
            if self._wlock is not None:
                self._wlock.release()
                self._wlock = None
            self._reader.cache.clear()

    def __enter__(self) -> "CassetteStore":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


# -- reports used by the CLI and tests -------------------------------------------------------


def export_record(entry: Entry) -> dict:
    """One entry as plain JSON-able data (bodies decoded as JSON when they are JSON, else text)."""

    def body(b: bytes):
        try:
            return msgspec.json.decode(b)
        except NOT_JSON:
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


def compacted_bytes(entries, level: int = SEGMENT_LEVEL) -> bytes:
    """The canonical file content for a set of entries held in memory (keys unique)."""
    from replaykit.recording.store.compact import canonical_bytes

    return canonical_bytes(entries, level)

