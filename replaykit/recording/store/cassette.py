"""The cassette store: an append-only, crash-safe journal of recorded HTTP interactions.

The file format (frames, units of blocks and entries, format versions) is described in
`replaykit.recording.store.format`; reading frames into an index is `replaykit.recording.store.scan`;
the read side of an open cassette is `replaykit.recording.store.lookup`; canonical compaction is
`replaykit.recording.store.compact`, repair `replaykit.recording.store.repair`, upgrade `upgrade_file` below.

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
silently: `CassetteStore.open(..., writable=True, repair=True)`, `RecorderOptions(repair=True)`
or `replaykit cassette repair` keep every entry that is still intact (and a backup).
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Iterable, Iterator

import msgspec

from replaykit._util.fs import NOT_REGULAR, is_special
from replaykit.base import NOT_JSON
from replaykit.errors import CassetteError
from replaykit.recording.store.compact import canonical_bytes, write_canonical
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
    refuse_if_foreign,
    scan_snapshot,
    temp_path,
    writer_active,
)
from replaykit.recording.store.lookup import CassetteLookup
from replaykit.recording.store.reader import CACHE_BYTES, PASS_CACHE_BYTES
from replaykit.recording.store.repair import repair_locked
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

KEPT_APPENDED_BYTES = 6 << 20
"""Appended units a store keeps decoded in its unit cache (a 300-call recording's close spent a quarter of its
CPU time reading its journal back); within the 8 MiB cache its streamed compaction reads through."""


class CassetteStore(CassetteLookup):
    """An open cassette. Thread-safe. Lookups are O(1) (a dict, then one cached or decompressed
    unit); writes append one entry per `write` call.

    Open with `CassetteStore.open(path, writable=..., repair=..., fsync=..., cache_bytes=...)`.
    fsync: "close" (default: each entry is one write() to the OS, which survives a killed
    process; fsync at close) or "always" (fsync after every entry: survives power loss).
    """

    def __init__(self, path: Path, res: ScanResult, writable: bool, fsync: str, cache_bytes: int = CACHE_BYTES,
                 rfd: int | None = None) -> None:
        self._writable = writable
        self._journal = JournalWriter(fsync)
        self._wlock: WriterLock | None = None
        self._closed = False
        self._kept = 0  # bytes of appended units put in the unit cache (see _keep)
        self._appended: dict[str, StoredEntry] = {}  # records appended, as objects, while kept (see `stored`)
        super().__init__(path, res, cache_bytes, rfd)

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
        cache_bytes: int = CACHE_BYTES, key_version: int = 1,  # key_version: a new file's (replaykit.recording.key)
        lock_wait: float = 0.0,  # seconds to wait for another writer (0: refuse at once)
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
            wlock = WriterLock.acquire(path, wait=lock_wait)  # keyed on the file, not on how its path is spelled
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
                # a new file's keys: key_version's. fsynced only for fsync="always": under "close" nothing is
                # until the close (its journal survives a killed process, not a power loss), so an fsync of the
                # empty file bought nothing, and two of them were a tenth of a 300-call session's fixed cost
                atomic_write(path, empty_file(key_version), durable=fsync == "always")
                wlock.rebind()  # type: ignore[union-attr]
            rfd, res = scan_snapshot(path, open_scan)  # the index and later reads: one file
            if res.refusal is not None and res.header is not None:
                raise CassetteError(res.refusal)
            if res.damage is not None and not writable and _tail_being_written(path, res):
                res.damage = None  # a live writer's half-appended frame: read what is complete
            if res.damage is not None:
                if not (repair and writable) or res.refusal is not None:
                    raise CassetteError(describe_damage(res))
                os.close(rfd)
                rfd = None
                repair_locked(path)
                wlock.rebind()  # type: ignore[union-attr]
                rfd, res = scan_snapshot(path, open_scan)
            store = cls(given, res, writable, fsync, cache_bytes, rfd=rfd)
            rfd = None  # the store owns it now
            store._wlock = wlock
            if writable:
                if store.version != FORMAT_VERSION:  # an older format: convert before appending
                    store.compact()
                store._journal.open(path, stored=store.compacted_bytes == 0)
            return store
        except BaseException:
            if rfd is not None:
                os.close(rfd)
            if wlock is not None:
                wlock.release()
            raise

    # -- writing -----------------------------------------------------------------------
    def append(self, entry: Entry) -> None:
        """Persist one entry now (one write syscall), then make it visible to lookups."""
        if not self._writable or self._journal.fd is None:
            raise CassetteError(f"cassette {self.path} is open read-only; cannot record into it")
        blocks, hashes = self._journal.split(entry.request.body)  # each message parsed and hashed once
        with self._lock:  # a ZstdCompressor must not be used by two threads at once
            nblocks, nentry, written, rec, stored = self._journal.write(entry, blocks, hashes, self._next_block)
            if written is not None:
                unit, ends = len(self._units), written[1]
                self._units.append(Unit(U_BLOCKS, self._end + 9, nblocks - 9, journal=True))
                self._block_units.append(self._next_block, len(ends), unit)
                self._keep(unit, written, ends[-1] + 8 * len(ends))
                self._next_block += len(ends)
            unit = len(self._units)
            self._units.append(Unit(U_ENTRIES, self._end + nblocks + 9, nentry - 9, journal=True))
            if self._keep(unit, (rec, {entry.key: 0}, [len(rec)]), len(rec) + 200):
                self._appended[entry.key] = stored  # (about len(rec) more: at most KEPT_APPENDED_BYTES more in all)
            else:
                self._appended.pop(entry.key, None)  # recorded again: the record kept before is not this one
            self._index[entry.key] = (unit, 0, len(rec))
            self._end += nblocks + nentry
            self.journal_bytes += nblocks + nentry

    def appended_block_hashes(self) -> dict[int, bytes]:
        """Hashes of the blocks this store appended to its journal, by block number (see `JournalWriter`)."""
        return self._journal.block_hashes()

    def _keep(self, unit: int, value: tuple, size: int) -> bool:
        """A unit just appended, put in the unit cache as a read would decode it (`UnitReader`: (first, ends,
        content) for blocks, (records, {key: position}, ends) for entries; ``size`` counted as it counts
        them), while this store has kept at most KEPT_APPENDED_BYTES: the close's compaction of a fresh
        recording then reads none of its journal back (no pread, checksum or inflate a unit). True: kept."""
        if self._kept + size > KEPT_APPENDED_BYTES:
            return False
        self._kept += size
        self._reader.cache.put(unit, value, size)
        return True

    def stored(self, key: str) -> StoredEntry | None:
        """`CassetteLookup.stored`; a record this store appended and kept is the object it encoded (a fresh
        recording's close asks for every record: it decoded each one again, 5% of the close's CPU)."""
        got = self._appended.get(key)
        return got if got is not None else super().stored(key)

    def compact(self, keep: Iterable[str] | None = None, *, reopen: bool = True) -> None:
        """Rewrite the file in canonical order (atomic, streamed), only ``keep``'s keys if given. Writable only.
        ``reopen=False`` (the store's close): the new file is not scanned and read from (its index, loaded
        only to be dropped, was a fifth of what a fresh 300-call cassette's close cost, numpy's import aside)."""
        if not self._writable:
            raise CassetteError(f"cassette {self.path} is open read-only; cannot compact it")
        with self._lock, self.cache_capped(PASS_CACHE_BYTES):  # a pass in file order needs no more
            write_canonical(self, self._file, None if keep is None else [k for k in keep if k in self._index])
            if self._wlock is not None:
                self._wlock.rebind()  # the new file (a new inode) is ours too
            if not reopen:
                return
            self._load(open_scan(self._file))
            self._kept = 0  # the cache was emptied with the old file
            self._appended.clear()
            self._journal.forget_blocks()
            if self._journal.fd is not None:
                self._journal.open(self._file, stored=self.compacted_bytes == 0)

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
                    self.compact(reopen=False)
                else:
                    self._journal.sync()
        finally:
            self._closed = True
            self._appended.clear()
            self._journal.close()
            super().close()
            if self._wlock is not None:
                self._wlock.release()
                self._wlock = None

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
    return canonical_bytes(entries, level)



def upgrade_file(path: str | os.PathLike[str]) -> tuple[int, int]:
    """Rewrite an older-format cassette in the current format; (version before, entries)."""
    refuse_if_foreign(path)  # before reading: a named pipe would block the scan
    res = scan(path)
    if res.refusal is not None and res.header is not None:
        raise CassetteError(res.refusal)
    before = res.version
    store = CassetteStore.open(path, writable=True)  # converts an older format on open
    n = len(store)
    store.close(compact=True)
    assert scan(path).version == FORMAT_VERSION
    return before, n


def prune_file(path: str | os.PathLike[str], keep: Iterable[str], *, lock_wait: float = 0.0) -> tuple[int, int]:
    """Rewrite the cassette keeping only the entries whose keys are in ``keep`` (canonical order,
    atomic, under the writer lock, waiting up to ``lock_wait`` seconds for another writer);
    (kept, dropped). The file is not touched when nothing is dropped (the pytest plugin's prune)."""
    keep = set(keep)
    with CassetteStore.open(path, writable=True, create=False, lock_wait=lock_wait) as store:
        kept = [k for k in store.keys() if k in keep]
        dropped = len(store) - len(kept)
        if dropped:
            store.compact(keep=kept)
    return len(kept), dropped
