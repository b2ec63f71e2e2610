"""The read side of an open cassette: its index and units, each entry found by key.

`CassetteLookup` adopts a scan of the file (`scan.ScanResult`) and reads records through a
`reader.UnitReader` (pread, checked, decompressed, cached within a byte budget). It is what
compaction, repair, merge and the nearest-request search read; `cassette.CassetteStore` adds
opening, appending, compaction and closing. A lookup never writes.
"""

from __future__ import annotations

import os
import threading
from contextlib import contextmanager
from pathlib import Path
from typing import Any, Iterator

from replaykit.errors import CassetteError
from replaykit.recording.store.compact import canonical_keys
from replaykit.recording.store.format import (
    DEC_ENTRY,
    DEC_RESPONSE,
    DEC_SEGMENT_ENTRY,
    DEC_STORED,
    Entry,
    RecordedRequest,
    RecordedResponse,
    StoredEntry,
    encode_entry,
    split_body,
)
from replaykit.recording.store.reader import CACHE_BYTES, UNDECODABLE, UnitReader
from replaykit.recording.store.scan import U_ENTRIES, U_V1_SEGMENT, ScanResult


class CassetteLookup:
    """The entries of a cassette file as scanned, read by key. Thread-safe (one lock for the reader)."""

    def __init__(self, path: Path, res: ScanResult, cache_bytes: int = CACHE_BYTES, rfd: int | None = None) -> None:
        self.path = path
        # file operations go to the file a symbolic link names: compaction replaces that file and
        # leaves the link a link (messages keep the path as given)
        self._file = Path(os.path.realpath(path)) if path.is_symlink() else path
        self._lock = threading.RLock()
        self._reader = UnitReader(path, self._lock, cache_bytes)
        self._load(res, rfd)

    def _load(self, res: ScanResult, rfd: int | None = None) -> None:
        """Adopt a scan of the file; ``rfd`` is the descriptor the scanned bytes were read through
        (lock.scan_snapshot), else the path is opened now (the writer, holding the lock)."""
        self.version, self.key_version = res.version, res.key_version  # key_version: how its keys were computed
        self._index = res.index
        self._units = res.units
        self._block_units = res.block_units
        self._next_block = res.next_block
        self._end = res.good_end
        self.journal_bytes = res.journal_bytes
        self.compacted_bytes = res.compacted_bytes
        self.nearest_index: Any = None  # nearest.NearestIndex: built on the first miss, dropped with the scan it indexes
        self._reader.adopt(res, rfd if rfd is not None else os.open(self._file, os.O_RDONLY))

    def close(self) -> None:
        self._reader.close()
        self._reader.cache.clear()
        self._reader.clear_once()

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

    def _record(self, key: str, once: bool = False):
        """(unit kind, the record stored under key), checked to be key's (UnitReader.record; with
        ``once``, UnitReader.record_once)."""
        where = self._index.get(key)
        if where is None:
            return None, None
        read = self._reader.record_once if once else self._reader.record
        return self._units.kind_of(where[0]), read(key, where)

    def response(self, key: str, once: bool = False) -> RecordedResponse | None:
        """Only the recorded response under key (what replay needs; the request body is not rebuilt).
        ``once``: the caller will not ask for this key again (a recorder, which answers each key once a
        session), so the record's unit is not cached whole (UnitReader.record_once)."""
        kind, raw = self._record(key, once)
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

    def appended_block_hashes(self) -> dict[int, bytes]:
        """Hashes of blocks this store appended, by number: none, read-only (`CassetteStore` appends)."""
        return {}

    def blocks_unit(self, n: int) -> tuple[int, list[int], bytes]:
        """The blocks unit holding block n, decoded: (its first block number, its blocks' ends, content)."""
        i = self._block_units.find(n)
        if i is None:
            self._reader.blocks([n])  # raises: a missing block is a named error
        return self._reader.unit(self._block_units.unit[i])  # type: ignore[index]

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

    def entry(self, key: str) -> Entry:
        """The whole entry under a key the store lists (``keys()``); CassetteError naming the key otherwise."""
        entry = self.get(key)
        if entry is None:
            raise CassetteError(f"cassette {self.path} holds no entry {key}")
        return entry

    def raw(self, key: str) -> bytes | None:
        """The encoded Entry stored under key."""
        entry = self.get(key)
        return None if entry is None else encode_entry(entry)

    def entries(self) -> Iterator[Entry]:
        """All entries in canonical (compaction) order, read one at a time."""
        for key in canonical_keys(self):
            entry = self.get(key)
            if entry is not None:
                yield entry

    def location(self, key: str) -> tuple[int, int, int] | None:
        """(unit, start, end) of the record stored under key, or None."""
        return self._index.get(key)

    def record_bytes(self) -> list[int]:
        """Per unit (in file order): the bytes of the records of the compacted part in it."""
        return self._index.record_bytes(len(self._units))

    @contextmanager
    def cache_capped(self, budget: int) -> Iterator[None]:
        """The unit cache held to at most ``budget`` bytes while inside (a pass in file order needs no more)."""
        with self._reader.cache.capped(budget):
            yield
