"""The reading side of an open cassette: units read from the file (pread), checked and
decompressed when a lookup needs them, kept in a cache bounded in bytes.

`CassetteStore` (replaykit.recording.store.cassette) owns one `UnitReader`; the index of where each
record lives, and everything about writing, stay with the store.
"""

from __future__ import annotations

import os
import threading
from collections import OrderedDict
from contextlib import contextmanager
from pathlib import Path
from typing import cast

import msgspec
import zstandard

from replaykit._util import inflate
from replaykit.errors import CassetteError, KeyMismatchError
from replaykit.recording.store.format import DEC_BLOCKS_UNIT, DEC_ENTRIES_UNIT, DEC_KEY_VIEW, DEC_V1_SEGMENT, FRAME, frame_crc, raw_dict
from replaykit.recording.store.index import BlockTable, UnitTable
from replaykit.recording.store.scan import U_BLOCKS, U_ENTRIES, U_V1_ENTRY, U_V1_SEGMENT, ScanResult

UNDECODABLE = (msgspec.DecodeError, msgspec.ValidationError, UnicodeDecodeError)  # a CRC-valid record that is no entry
CACHE_BYTES = 256 << 20  # decompressed units kept in memory per open store (least recently used dropped): the
# records of a 100,000-entry cassette (about 203 MiB) fit, so random lookups stop inflating (bench_format)
PASS_CACHE_BYTES = 128 << 20  # while one pass reads the whole store (compaction): each record is read twice, in order
ONCE_BYTES = 32 << 20  # records not yet read of the units `UnitReader.record_once` read (when full, a unit's are not kept)


def _places(keys: list[bytes]) -> dict[str, int]:
    """Each key a unit lists (as hex, as keys are looked up) and its position in the unit: a lookup
    checks in one dict probe that the record the index sent it to is that key's."""
    return {k.hex(): i for i, k in enumerate(keys)}


class UnitCache:
    """Decompressed units, least recently used dropped first once over `budget` bytes."""

    def __init__(self, budget: int) -> None:
        self.budget = budget
        self.size = 0
        self._d: OrderedDict[int, tuple[int, object]] = OrderedDict()

    def get(self, unit: int) -> object | None:
        hit = self._d.get(unit)
        if hit is None:
            return None
        self._d.move_to_end(unit)
        return hit[1]

    def peek(self, unit: int) -> bool:
        """Whether ``unit`` is cached (its place in the order unchanged)."""
        return unit in self._d

    def put(self, unit: int, value: object, nbytes: int) -> None:
        self._d[unit] = (nbytes, value)
        self.size += nbytes
        while self.size > self.budget and len(self._d) > 1:
            _, (n, _) = self._d.popitem(last=False)
            self.size -= n

    @contextmanager
    def capped(self, budget: int):
        """At most `budget` bytes while inside (units over it are dropped as others come in), then the budget before."""
        before, self.budget = self.budget, min(self.budget, budget)
        try:
            yield self
        finally:
            self.budget = before

    def clear(self) -> None:
        self._d.clear()
        self.size = 0


class UnitReader:
    """Units of one cassette file by number, decoded: bytes (entries, v1), or (first, ends, blob)
    for blocks. ``path`` names the file in messages; ``lock`` is the store's (the cache and the
    decompressors are shared by every thread reading the store)."""

    def __init__(self, path: Path, lock: threading.RLock, cache_bytes: int = CACHE_BYTES) -> None:
        self.path = path
        self._lock = lock
        self.cache = UnitCache(cache_bytes)
        self._dctx = zstandard.ZstdDecompressor()
        self._ddctx = self._dctx  # for compacted units: with the file's dictionary, if any
        self._rfd: int | None = None
        self.version = 0
        self.units: UnitTable | None = None  # set by adopt
        self.block_units: BlockTable | None = None
        self._once: dict[int, dict[str, tuple[int, int, bytes]]] = {}  # see record_once (no order: none is dropped first)
        self._once_size = 0
        self.once_budget = ONCE_BYTES

    def adopt(self, res: ScanResult, rfd: int) -> None:
        """Read the file a scan describes through ``rfd`` from now on (closing the one read before)."""
        self.version = res.version
        self.units = res.units
        self.block_units = res.block_units
        self._ddctx = (zstandard.ZstdDecompressor(dict_data=raw_dict(res.dictionary)) if res.dictionary is not None
                       else self._dctx)
        self.cache.clear()
        self.clear_once()
        self.close()
        self._rfd = rfd

    def clear_once(self) -> None:
        self._once.clear()
        self._once_size = 0

    def close(self) -> None:
        if self._rfd is not None:
            os.close(self._rfd)
            self._rfd = None

    def unit(self, n: int):
        """The decoded content of unit n, from the cache or read and decompressed now: (first, ends,
        blob) for blocks, (records, {key: its position}, ends) for entries units and format-1
        segments, the raw record of a format-1 entry."""
        with self._lock:
            hit = self.cache.get(n)
            if hit is not None:
                return hit
            value, size = self._load(n)
            self.cache.put(n, value, size)
            return value

    def _load(self, n: int) -> tuple[object, int]:
        """`_read`, its failures as the CassetteError that names the unit and what to run."""
        try:
            return self._read(n)
        except (OSError, ValueError, *UNDECODABLE, zstandard.ZstdError) as exc:  # ValueError: over a limit
            raise CassetteError(
                f"cassette {self.path}: the unit at byte offset {self.units.offset[n]} does not read back ({exc}); "  # type: ignore[union-attr]
                f"run `replaykit cassette verify {self.path}`"
            ) from None

    def _read(self, n: int) -> tuple[object, int]:
        """Unit n read (one pread), checked (its CRC) and decompressed: what a cache miss costs, so it
        reads the unit table's arrays in place rather than building a `Unit`."""
        units = self.units
        offset, length, kind = units.offset[n], units.length[n], units.kind_of(n)  # type: ignore[union-attr]
        raw = os.pread(self._rfd, length + FRAME.size, offset - FRAME.size)  # type: ignore[arg-type]
        fkind, flength, crc = FRAME.unpack_from(raw) if len(raw) >= FRAME.size else (0, -1, 0)
        payload = memoryview(raw)[FRAME.size:]
        if flength != length or len(payload) != length or frame_crc(fkind, payload, self.version) != crc:
            raise CassetteError(
                f"cassette {self.path} is damaged at byte offset {offset - FRAME.size}: the unit there fails "
                f"its checksum; run `replaykit cassette verify {self.path}` (and restore it from version "
                "control or a backup, or `replaykit cassette repair` it)")
        dctx = self._dctx if units.journal[n] else self._ddctx  # type: ignore[union-attr]

        def unzip(d, blob):
            return inflate.zstd(d, blob, inflate.CASSETTE_UNIT_LIMIT, "a unit")

        if kind == U_ENTRIES:  # (records, their keys, where each ends): a lookup checks the key it finds
            keys, ends, blob = DEC_ENTRIES_UNIT.decode(payload)
            value = unzip(dctx, blob)
            return (value, _places(keys), ends), len(value) + 200 * len(keys)
        if kind == U_BLOCKS:
            first, ends, blob = DEC_BLOCKS_UNIT.decode(payload)
            blob = unzip(dctx, blob)
            return (first, ends, blob), len(blob) + 8 * len(ends)
        if kind == U_V1_SEGMENT:
            keys, ends, blob = DEC_V1_SEGMENT.decode(payload)
            value = unzip(self._dctx, blob)
            return (value, _places(keys), ends), len(value) + 200 * len(keys)
        value = unzip(self._dctx, payload)
        return value, len(value)

    def record(self, key: str, where: tuple[int, int, int]) -> memoryview:
        """The record the index says ``key`` has at ``where`` (unit, start, end), after checking that
        the unit lists ``key`` for exactly that record: an index sending a key elsewhere (damaged, or
        edited and its CRC fixed) raises KeyMismatchError instead of handing back another call's reply."""
        n, start, end = where
        content = self.unit(n)
        if self.units.kind_of(n) == U_V1_ENTRY:  # type: ignore[union-attr]  # format 1: one whole entry, its key inside
            try:
                found = DEC_KEY_VIEW.decode(content).key
            except UNDECODABLE:
                found = None
            if found != key:
                raise KeyMismatchError(self.path, key, found, self.units.offset[n])  # type: ignore[union-attr]
            return memoryview(content)[start:end]
        blob, places, ends = content
        i = places.get(key)
        if i is None or ends[i] != end or (ends[i - 1] if i else 0) != start:
            found = next((k for k, j in places.items() if ends[j] == end and (ends[j - 1] if j else 0) == start), None)
            raise KeyMismatchError(self.path, key, found, self.units.offset[n])  # type: ignore[union-attr]
        return memoryview(blob)[start:end]

    def record_once(self, key: str, where: tuple[int, int, int]) -> bytes | memoryview:
        """`record`, for a reader that will not ask for ``key`` again (a recorder answers each key once
        a session): an entries unit read for it is not cached whole; its other records are kept, each
        as its own bytes, until they are read; while ``once_budget`` is full, the records of a unit read
        are not kept (each is read again from the file when asked). A replay asks for keys in no
        order of the file's, so a cache of whole units holds every unit it touched (the whole
        cassette, decompressed, by the end) or misses on nearly every read; this holds the records not
        yet read of the units touched. A unit already cached whole, a format-1 record, or a record the
        unit does not list where the index says (`record` raises KeyMismatchError) go through `record`."""
        n, start, end = where
        with self._lock:
            left = self._once.get(n)
            if left is None:
                if self.units.kind_of(n) != U_ENTRIES or self.cache.peek(n):  # type: ignore[union-attr]
                    return self.record(key, where)
                content, _ = self._load(n)
                blob, places, ends = cast(tuple[bytes, dict[str, int], list[int]], content)
                i = places.get(key)
                if i is None or ends[i] != end or (ends[i - 1] if i else 0) != start:
                    return self.record(key, where)  # raises KeyMismatchError
                if self._once_size + len(blob) - (end - start) > self.once_budget:
                    return memoryview(blob)[start:end]  # full: the unit's other records are read again when asked
                left = {}
                for k, j in places.items():
                    if j != i:
                        s, e = (ends[j - 1] if j else 0), ends[j]
                        left[k] = (s, e, blob[s:e])
                        self._once_size += e - s
                if left:
                    self._once[n] = left
                return memoryview(blob)[start:end]
            got = left.get(key)
            if got is None or got[0] != start or got[1] != end:
                return self.record(key, where)
            del left[key]
            self._once_size -= end - start
            if not left:
                del self._once[n]
            return got[2]

    def blocks(self, refs: list[int | bytes]) -> bytes:
        """A request body from its blocks: numbers of stored blocks, or inline bytes."""
        out = []
        for b in refs:
            if isinstance(b, bytes):
                out.append(b)
                continue
            i = self.block_units.find(b)  # type: ignore[union-attr]
            if i is None:
                raise CassetteError(f"cassette {self.path}: block {b} of a request body is missing (damaged file); "
                                    f"run `replaykit cassette verify {self.path}`")
            first, ends, blob = self.unit(self.block_units.unit[i])  # type: ignore[union-attr]
            j = b - first
            out.append(blob[ends[j - 1] if j else 0 : ends[j]])
        return b"".join(out)
