"""Canonical compaction of cassettes, streamed with bounded memory (repair: `repair`; upgrade: `cassette`).

Canonical order: entries sorted by (endpoint path, query, method, the 16-byte hashes of the
request body's blocks, concatenated, replica, occurrence, key). Sorting by the block hashes keeps
the calls of one conversation together (each extends the previous one's blocks), with no
body held in memory: only one sort key per entry. Blocks are numbered in order of first
use in that order, identical blocks stored once; units of blocks and of entries are cut at
UNIT_BYTES (uncompressed; entries units at ENTRY_UNIT_BYTES once the file has a dictionary,
never between calls of one request) and a blocks unit is always written before the entries
that use it, so any prefix of the file is readable. The output depends only on the set of entries.

Format 3 adds a parity frame after every PARITY_GROUP blocks units (the XOR of their frames),
the index frame at the end, and the locator after the header (written last: the writer
seeks back to it), see `replaykit.recording.store.format`.
"""

from __future__ import annotations

import heapq
import io
import threading
from collections import deque
from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path
from typing import BinaryIO, Iterable, Iterator

import msgspec
import zstandard

from replaykit.recording.store.format import (
    DICT_BLOCKS_PARAMS,
    DICT_BYTES,
    DICT_ENTRIES_PARAMS,
    DICT_LEVEL,
    DICT_TRIGGER,
    ENC,
    ENTRY_UNIT_BYTES,
    FRAME,
    INLINE_MAX,
    KIND_BLOCKS,
    KIND_DICT,
    KIND_ENTRIES,
    KIND_INDEX,
    KIND_PARITY,
    MAGIC,
    PARITY_GROUP,
    SEGMENT_LEVEL,
    UNIT_BYTES,
    Entry,
    StoredEntry,
    block_hash,
    frame,
    header_frame,
    locator_frame,
    raw_dict,
    split_body,
    unit_ends,
    xor_bytes,
)
from replaykit.recording.store.index import encode_index
from replaykit.recording.store.lock import replacing
from replaykit.recording.store.resume import copy_unreached


def sort_key(entry: Entry) -> tuple:
    return hashed_sort_key(entry, [block_hash(b) for b in split_body(entry.request.body)])


def hashed_sort_key(entry: Entry, hashes: list[bytes]) -> tuple:
    r = entry.request
    return (r.path, r.query, r.method, b"".join(hashes), r.replica, r.occurrence, entry.key)


def stored_sort_key(key: str, s: StoredEntry, hashes: list[bytes]) -> tuple:
    """`hashed_sort_key` of a record as stored (`CassetteStore.stored`) whose parts hash to `hashes`."""
    return (s.path, s.query, s.method, b"".join(hashes), s.replica, s.occurrence, key)


def _shared(prev: list, parts: list) -> int:
    """How many leading parts `parts` shares with `prev` (found by bisection on slice comparisons,
    no loop over the parts in Python): the calls of a conversation, next to each other in canonical
    order, resend the same messages; all but the previous body's last part (the JSON after its last
    message) is the usual answer, so it is tried second."""
    lo, hi = 0, min(len(prev), len(parts))  # parts[:lo] == prev[:lo]; parts[:hi] differs unless lo == hi
    if parts[:hi] == prev[:hi]:
        return hi
    hi -= 1
    if parts[:hi] == prev[:hi]:
        return hi
    while hi - lo > 1:
        mid = (lo + hi) // 2
        if parts[:mid] == prev[:mid]:
            lo = mid
        else:
            hi = mid
    return lo


INLINE_HASHES = 1 << 16  # hashes of inline blocks kept per store (the JSON around the messages repeats)
RECENT_BODIES = 64  # bodies `BlockHashes.each` remembers, one per first two parts: conversations recorded at once


class BlockHashes:
    """Hashes of a store's blocks, each computed once (streamed compaction never rebuilds bodies): a
    stored block's whole unit is hashed when one of its blocks is first asked for; inline blocks
    (bytes) are remembered too, up to INLINE_HASHES of them. `block` reads a stored block through
    the last unit read (compaction and merge read a store in file order)."""

    def __init__(self, store, known: dict[int, bytes] | None = None) -> None:
        self.store = store
        self._h: dict[int | bytes, bytes] = {}
        self._h.update((known or {}).items())  # ``known``: stored blocks' hashes already computed
        self._inline = 0
        self._unit: tuple[int, list[int], bytes] | None = None
        self._recent: dict[tuple, tuple[list[int | bytes], list[bytes]]] = {}  # see `each`

    def of(self, part: int | bytes) -> bytes:
        h = self._h.get(part)
        if h is None:
            if isinstance(part, bytes):
                h = block_hash(part)
                if len(part) <= INLINE_MAX and self._inline < INLINE_HASHES:
                    self._h[part] = h
                    self._inline += 1
                return h
            first, ends, blob = self._read(part)
            view, start, known = memoryview(blob), 0, self._h
            for n, end in enumerate(ends, first):
                if n not in known:
                    known[n] = block_hash(view[start:end])  # type: ignore[arg-type]
                start = end
            h = known[part]
        return h

    def each(self, parts: list[int | bytes]) -> list[bytes]:
        """The hashes of a body's parts (one dict lookup each once seen; the parts it shares with the
        last body asked for that began with the same two parts, all but that one's last, are not looked
        up again: the next call of a conversation resends the previous one's messages, and a journal read
        in the order calls completed interleaves conversations, and embeddings between them)."""
        get, of, recent = self._h.get, self.of, self._recent
        tag = tuple(parts[:2])  # the text before the messages and the first message: one conversation's
        prev, prev_hashes = recent.pop(tag, ([], []))
        m = _shared(prev, parts)
        out = prev_hashes[:m]
        out += [get(p) or of(p) for p in parts[m:]]
        recent[tag] = (parts, out)
        if len(recent) > RECENT_BODIES:
            del recent[next(iter(recent))]  # the least recently asked for
        return out

    def _read(self, n: int) -> tuple[int, list[int], bytes]:
        u = self._unit
        if u is None or not u[0] <= n < u[0] + len(u[1]):
            u = self._unit = self.store.blocks_unit(n)
        return u

    def block(self, n: int) -> bytes:
        """Stored block number n."""
        first, ends, blob = self._read(n)
        j = n - first
        return blob[ends[j - 1] if j else 0 : ends[j]]


COMPRESS_THREADS = 1  # C threads compressing a batch, beside the writing thread: on 2 cores, 2 slowed the writer
# more than they gained (4-shard merge of 100k entries: 8.4 s against 10.8 s wall, medians); never changes a byte
BATCH_BYTES = 4 << 20  # uncompressed bytes of units compressed together, off the writing thread
BATCHES_IN_FLIGHT = 2  # batches compressing or waiting while the writer fills the next one
_LOCAL = threading.local()


def _compress_batch(raws: list[bytes], kinds: list[int], level: int, dictionary: bytes | None) -> list[bytes]:
    """Units, each compressed alone by this thread's compressor for (its kind, level, dictionary): deterministic.

    A batch is compressed in one call per kind that releases the GIL once (zstd's multi_compress_to_buffer, on
    COMPRESS_THREADS threads): threads that compressed unit by unit waited for the GIL after every unit
    while the writer's Python held it (the 4-shard merge ran at 1.2 cores of 2; docs/cassettes.md)."""
    cache: tuple[bytes | None, int, dict[int, zstandard.ZstdCompressor]] | None = getattr(_LOCAL, "cctx", None)
    if cache is None or cache[0] is not dictionary or cache[1] != level:
        cache = _LOCAL.cctx = (dictionary, level, {})
    groups: dict[int, list[int]] = {}  # compressor's kind -> its units (without a dictionary: one for all)
    for i, kind in enumerate(kinds):
        groups.setdefault(kind if dictionary is not None else KIND_BLOCKS, []).append(i)
    out: list[bytes] = [b""] * len(raws)
    for kind, at in groups.items():
        c = cache[2].get(kind)
        if c is None:
            c = cache[2][kind] = _compressor(level, dictionary, kind)
        for i, blob in zip(at, _compress_all(c, [raws[i] for i in at])):
            out[i] = blob
    return out


def _compress_all(c: zstandard.ZstdCompressor, raws: list[bytes]) -> list[bytes]:
    if len(raws) > 1 and all(raws) and hasattr(c, "multi_compress_to_buffer"):  # it skips empty inputs
        try:
            data: list[bytes | bytearray | memoryview] = list(raws)
            out = c.multi_compress_to_buffer(data, threads=COMPRESS_THREADS)
            return [out[i].tobytes() for i in range(len(out))]
        except NotImplementedError:  # zstandard's cffi backend
            pass
    return [c.compress(raw) for raw in raws]


def _compressor(level: int, dictionary: bytes | None, kind: int = KIND_BLOCKS) -> zstandard.ZstdCompressor:
    """Units of a file without a dictionary at `level`; with one, at DICT_BLOCKS_PARAMS or DICT_ENTRIES_PARAMS."""
    if dictionary is None:
        return zstandard.ZstdCompressor(level=level, write_checksum=False, write_content_size=True)
    chosen = DICT_BLOCKS_PARAMS if kind == KIND_BLOCKS else DICT_ENTRIES_PARAMS
    params = zstandard.ZstdCompressionParameters(write_checksum=0, write_content_size=1, **dict(chosen))
    return zstandard.ZstdCompressor(compression_params=params, dict_data=raw_dict(dictionary))


class CanonicalWriter:
    """Writes entries, given in canonical order, as a compacted cassette to a binary file."""

    def __init__(self, fh: BinaryIO, level: int = SEGMENT_LEVEL, unit_bytes: int = UNIT_BYTES,
                 entry_bytes: int = ENTRY_UNIT_BYTES, key_version: int = 1) -> None:
        self.fh = fh
        self.unit_bytes = unit_bytes
        self.entry_bytes = entry_bytes
        self.level = level
        self._pending: list[tuple[int, object, list[int], bytes]] | None = []  # units before the dictionary decision
        self._pending_size = 0
        self.hashes: dict[bytes, int] = {}
        self._last: tuple[list, list, object] = ([], [], None)  # the last record's parts, their numbers here, its source
        self.next = 0
        self.blocks: list[bytes] = []
        self.bsize = 0
        self.keys: list[bytes] = []
        self.recs: list[bytes] = []
        self.repeats: list[bool] = []  # per buffered record: its request is the previous record's (a replica)
        self._last_request: tuple | None = None
        self.esize = 0
        self.entries = 0
        self.index_keys: list[bytes] = []  # per entry, file order
        self.index_where: list[tuple[int, int, int]] = []  # per entry: (unit, start, end)
        self.units: list[tuple[int, int, int]] = []  # per unit: (payload offset, length, frame kind)
        self.block_units: list[tuple[int, int, int]] = []  # per blocks unit: (first, count, unit)
        self.group: list[tuple[int, bytes]] = []  # blocks unit frames since the last parity frame
        self._emitted = 0  # units emitted (written or pending), numbered in file order
        self.content = 0  # uncompressed bytes of the units emitted
        self._dict: bytes | None = None
        self._batch: list[tuple[int, object, list[int], bytes]] = []  # units to compress together
        self._batch_bytes = 0
        self._inflight: deque[tuple[list, Future]] = deque()  # batches compressing (their units' heads), written in order
        self._pool: ThreadPoolExecutor | None = None
        self.pos = 0
        self._write(MAGIC + header_frame(key_version))
        self._locator_at = self.pos
        self._write(locator_frame())

    def _write(self, data: bytes) -> None:
        self.fh.write(data)
        self.pos += len(data)

    def add(self, entry: Entry) -> None:
        """Add an entry whose request body is in memory."""
        blocks = split_body(entry.request.body)
        self.add_parts(entry, [*blocks], [block_hash(b) for b in blocks], None)

    def add_parts(self, entry: Entry, parts: list[int | bytes], hashes: list[bytes], fetch) -> None:
        """Add an entry given its body as blocks (bytes, or numbers that `fetch` reads) and their hashes."""
        r = entry.request
        self.add_stored(entry.key, StoredEntry(response=entry.response, meta=entry.meta, method=r.method, path=r.path,
                                               query=r.query, replica=r.replica, occurrence=r.occurrence, body=parts),
                        hashes, fetch)

    def add_stored(self, key: str, s: StoredEntry, hashes: list[bytes], fetch) -> None:
        """Add a record as another store holds it (`CassetteStore.stored`): its body's parts are inline
        bytes or that store's block numbers (`fetch` reads them), renumbered here; `hashes` are theirs."""
        body = s.body
        m = _shared(self._last[0], body) if fetch == self._last[2] else 0
        refs: list[int | bytes] = self._last[1][:m]
        known = self.hashes.get
        for b, h in zip(body[m:], hashes[m:]):
            if b.__class__ is bytes and len(b) <= INLINE_MAX:
                refs.append(b)
                continue
            n = known(h)
            if n is None:
                data = b if b.__class__ is bytes else fetch(b)
                n = self.hashes[h] = self.next
                self.next += 1
                self.blocks.append(data)
                self.bsize += len(data)
                if self.bsize >= self.unit_bytes:
                    self._flush_blocks()
            refs.append(n)
        self._last = (body, refs, fetch)
        rec = ENC.encode(msgspec.structs.replace(s, body=refs))
        self.keys.append(bytes.fromhex(key))
        self.recs.append(rec)
        request = (s.method, s.path, s.query, tuple(hashes))
        self.repeats.append(request == self._last_request)
        self._last_request = request
        self.esize += len(rec)
        self.entries += 1
        if self.esize >= self.unit_bytes:
            self._flush_entries()

    def _flush_blocks(self) -> None:
        if not self.blocks:
            return
        first = self.next - len(self.blocks)
        self.block_units.append((first, len(self.blocks), self._emitted))
        self._emit(KIND_BLOCKS, first, unit_ends(self.blocks), b"".join(self.blocks))
        self.blocks, self.bsize = [], 0

    def _flush_entries(self) -> None:
        """The buffered records (up to unit_bytes, the blocks they use written first), as entries units
        of at most entry_bytes (a lookup inflates one small unit, not 64 KiB): each cut before the record
        that would take it past entry_bytes, but never between calls of the same request (replicas,
        repeats: their responses are often the same bytes, which zstd stores once only when they share
        a unit), so only a unit that starts with a record that big, or holds such a run, is larger.
        At most 16 KiB, a unit is compressed with the dictionary attached, not its match tables copied
        (zstd's cutoff for double-fast matching: 36 us a unit here). Only once the file has a dictionary
        (at least DICT_TRIGGER bytes of content emitted): without one, small units compress badly, and a
        file that small is read into the cache whole anyway; its runs are one unit each. A resumed
        compaction (replaykit.recording.store.resume) starts after such a run only, never inside one."""
        self._flush_blocks()  # the blocks these entries use come first
        at = size = 0
        buffered, last = self.recs, len(self.recs) - 1
        fine = self.content >= DICT_TRIGGER
        cut = self.entry_bytes if fine else self.unit_bytes
        for i, rec in enumerate(buffered):
            size += len(rec)
            if i == last or ((size + len(buffered[i + 1]) > cut if fine else size >= cut) and not self.repeats[i + 1]):
                keys, recs = self.keys[at:i + 1], self.recs[at:i + 1]
                ends = unit_ends(recs)
                self.index_where.extend(zip([self._emitted] * len(ends), [0, *ends[:-1]], ends))
                self.index_keys.extend(keys)
                self._emit(KIND_ENTRIES, keys, ends, b"".join(recs))
                at, size = i + 1, 0
        self.keys, self.recs, self.repeats, self.esize = [], [], [], 0

    def _emit(self, kind: int, head: object, ends: list[int], raw: bytes, pending: bool = False) -> None:
        """Write a unit; the first DICT_TRIGGER bytes of units wait for the dictionary decision."""
        if not pending:
            self._emitted += 1
            self.content += len(raw)
        if self._pending is not None:
            self._pending.append((kind, head, ends, raw))
            self._pending_size += len(raw)
            if self._pending_size >= DICT_TRIGGER:
                self._decide()
            return
        self._batch.append((kind, head, ends, raw))
        self._batch_bytes += len(raw)
        if self._batch_bytes >= BATCH_BYTES:
            self._submit()

    def _submit(self) -> None:
        """Compress the batch off this thread; write the batches that are done (in order), waiting for the
        oldest while more than BATCHES_IN_FLIGHT are."""
        if self._batch:
            if self._pool is None:
                self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="rk-compact")
            batch, self._batch, self._batch_bytes = self._batch, [], 0
            raws, kinds = [u[3] for u in batch], [u[0] for u in batch]
            self._inflight.append(([u[:3] for u in batch], self._pool.submit(_compress_batch, raws, kinds, self.level,
                                                                            self._dict)))
        self._write_done(BATCHES_IN_FLIGHT)

    def _write_done(self, keep: int) -> None:
        """Write the compressed batches in order: every one that is done, and the oldest until at most `keep`
        are left."""
        while self._inflight and (len(self._inflight) > keep or self._inflight[0][1].done()):
            heads, done = self._inflight.popleft()
            for (kind, head, ends), blob in zip(heads, done.result()):
                self._write_unit(kind, head, ends, blob)

    def _write_unit(self, kind: int, head: object, ends: list[int], blob: bytes) -> None:
        data = frame(kind, ENC.encode((head, ends, blob)))
        self.units.append((self.pos + FRAME.size, len(data) - FRAME.size, kind))
        if kind == KIND_BLOCKS:
            self.group.append((self.pos, data))
        self._write(data)
        if len(self.group) >= PARITY_GROUP:
            self._parity()

    def _parity(self) -> None:
        """The XOR of the last blocks units' frames, with their offsets and lengths: any one of them
        that is damaged is rebuilt from the others (see `repair_file`)."""
        if self.group:
            offsets = [at for at, _ in self.group]
            lengths = [len(data) for _, data in self.group]
            self._write(frame(KIND_PARITY, ENC.encode((offsets, lengths, xor_bytes([d for _, d in self.group])))))
            self.group = []

    def _decide(self) -> None:
        """A cassette with at least DICT_TRIGGER bytes of content gets a raw-content zstd dictionary
        (its first DICT_BYTES), stored twice: every compacted unit then compresses as if it followed
        that text, which small units need to reach big-window ratios (see docs/cassettes.md)."""
        pending, self._pending = self._pending or [], None
        if self._pending_size >= DICT_TRIGGER:
            head, size = [], 0
            for *_, raw in pending:  # the first DICT_BYTES, never the whole MiB joined
                head.append(raw)
                size += len(raw)
                if size >= DICT_BYTES:
                    break
            content = b"".join(head)[:DICT_BYTES]
            payload = zstandard.ZstdCompressor(level=DICT_LEVEL).compress(content)
            self._write(frame(KIND_DICT, payload) * 2)
            self._dict = content
        for unit in pending:
            self._emit(*unit, pending=True)

    def finish(self) -> None:
        """Write what is buffered, the last parity frame, the index frame, then the locator."""
        self._flush_entries()
        if self._pending is not None:
            self._decide()
        self._submit()
        self._write_done(0)
        if self._pool is not None:
            self._pool.shutdown()
            self._pool = None
        self._parity()
        index = zstandard.ZstdCompressor(level=3, write_checksum=False, write_content_size=True).compress(
            ENC.encode(encode_index(self.index_keys, self.index_where, self.units, self.block_units, self.next)))
        at = self.pos + FRAME.size
        self._write(frame(KIND_INDEX, index))
        self.fh.seek(self._locator_at)
        self.fh.write(locator_frame(at, len(index), self.pos, self.entries))
        self.fh.seek(self.pos)


def canonical_bytes(entries: Iterable[Entry], level: int = SEGMENT_LEVEL) -> bytes:
    """The canonical file content for entries held in memory (keys unique)."""
    out = io.BytesIO()
    w = CanonicalWriter(out, level)
    for e in sorted(entries, key=sort_key):
        w.add(e)
    w.finish()
    return out.getvalue()


def canonical_keys(store, keys: Iterable[str] | None = None, hashes: BlockHashes | None = None) -> list[str]:
    """The store's keys in canonical order (reads each record once; keeps only sort keys)."""
    hashes = hashes or BlockHashes(store)
    order = []
    for k in (store.keys() if keys is None else keys):
        s = store.stored(k)
        if s is not None:
            order.append(stored_sort_key(k, s, hashes.each(s.body)))
    order.sort()
    return [t[-1] for t in order]


HELD_RECORD_BYTES = 8 << 20  # a journal whose records (bodies by reference) take at most this is read once by a
# compaction (a fresh 300-call recording's close spent 5% of its instructions reading its records a second time)


def _record_bytes(store, keys: list[str]) -> int:
    """What holding the records of ``keys`` takes: their stored bytes and about 512 bytes of objects each."""
    where = store.location
    return sum(e - s for k in keys for _, s, e in [where(k) or (0, 0, 0)]) + 512 * len(keys)


class Unsorted(Exception):
    """A compacted part that is not in canonical order (never written so): sort every entry instead."""


def canonical_stream(store, hashes: BlockHashes, compacted: list[str], journal: list[str], hold: int = 0
                     ) -> Iterator[tuple[tuple, str, StoredEntry, list[bytes]]]:
    """(sort key, key, record, its parts' hashes) of the entries `compacted` (keys of the compacted part in
    file order: canonical order, checked, Unsorted raised otherwise) and `journal`, merged in canonical
    order: each record read and hashed once as it is written (the journal's twice: sorted by sort key
    first), holding one sort key per journal entry, never a body; a journal whose records take at most
    ``hold`` bytes (a compaction's: HELD_RECORD_BYTES) is read once, its records held until written."""

    def item(k: str) -> tuple:
        s = store.stored(k)
        hs = hashes.each(s.body)
        return stored_sort_key(k, s, hs), k, s, hs

    def again(t: tuple) -> tuple:
        return item(t[-1])

    if journal and _record_bytes(store, journal) <= hold:
        appended: Iterable[tuple] = sorted(map(item, journal), key=lambda t: t[0])
    else:
        appended = map(again, sorted(stored_sort_key(k, s, hashes.each(s.body)) for k in journal for s in [store.stored(k)]))
    prev = None
    for got in heapq.merge(map(item, compacted), appended, key=lambda t: t[0]):
        if prev is not None and got[0] < prev:
            raise Unsorted
        prev = got[0]
        yield got


def write_canonical(store, path: Path, keys: Iterable[str] | None = None) -> int:
    """Stream the store's entries (or only `keys`) into a canonical file replacing `path`."""
    with replacing(path) as fh:
        return _write(store, fh, keys)


def _write(store, fh: BinaryIO, keys: Iterable[str] | None) -> int:
    """All of the store (or `keys`) in canonical order. The whole store of format 2 or 3 streams in one
    pass (its compacted part is in canonical order), after the units a resume left unreached are copied
    (`replaykit.recording.store.resume`); anything else is sorted first."""
    hashes = BlockHashes(store, store.appended_block_hashes())  # this session's blocks were hashed as they were cut
    if keys is None and store.version >= 2:
        with store.cache_capped(STREAM_CACHE_BYTES):  # read in file order
            try:
                return _stream_all(store, fh, hashes)
            except Unsorted:
                fh.seek(0)
                fh.truncate()
    w = CanonicalWriter(fh, key_version=store.key_version)
    for k in canonical_keys(store, keys, hashes):
        s = store.stored(k)
        w.add_stored(k, s, hashes.each(s.body), hashes.block)
    w.finish()
    return w.entries


STREAM_CACHE_BYTES = 8 << 20  # a streamed rewrite reads each unit about once: a bigger cache is only memory


def _stream_all(store, fh: BinaryIO, hashes: BlockHashes) -> int:
    """The whole store in one pass (Unsorted when its compacted part is not in canonical order)."""
    compacted, journal = store.keys_by_part()

    def sort_key_of(k: str) -> tuple:
        got = store.stored(k)
        return stored_sort_key(k, got, hashes.each(got.body))

    w = CanonicalWriter(fh, key_version=store.key_version)
    rest = copy_unreached(store, w, journal, compacted, sort_key_of)
    if rest is None:
        fh.seek(0)
        fh.truncate()
        w, rest = CanonicalWriter(fh, key_version=store.key_version), compacted
    for _, k, s, hs in canonical_stream(store, hashes, rest, journal, HELD_RECORD_BYTES):
        w.add_stored(k, s, hs, hashes.block)
    if rest is not compacted and w.content + w.bsize + w.esize < DICT_TRIGGER:
        raise Unsorted  # smaller than when its units were compressed with a dictionary: it gets none now
    w.finish()
    return w.entries
