"""Compaction after a resume: the compacted units that the journal's entries do not reach are copied.

A canonical file's bytes depend only on its entries, and its writer never looks ahead: every unit
before the first one a new entry reaches (in canonical order) is exactly what a full rewrite would
write again, with the same entries, block numbers (first use in canonical order), cuts, dictionary
and parity frames. So the new file starts with those frames, copied (each checked by its CRC), and
the writer takes up from there in the state it would have reached: the copied blocks' hashes (their
units inflated and hashed once, not compressed again), the copied entries' index, units and the
blocks units since the last parity frame. From the first reached entries unit on, records are
renumbered and units compressed as in a full rewrite (bytes identical to it; tests hold this).

It applies only when the file's header names this writer (`format.WRITER`: units another
replaykit wrote need not be the ones this one writes), when the copied part holds the whole
dictionary (its first DICT_BYTES of content; the new file must still reach DICT_TRIGGER, which the
caller checks) and no key the journal recorded again, and when at least one entries unit comes
before the first reached one; otherwise compaction rewrites it all.
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from typing import Callable

import zstandard

from replaykit._util import inflate
from replaykit.recording.store.format import (
    DEC_BLOCKS_UNIT,
    DEC_UNIT_KEYS,
    DICT_BYTES,
    FRAME,
    KIND_BLOCKS,
    KIND_DICT,
    KIND_ENTRIES,
    KIND_PARITY,
    MAGIC,
    PARITY_GROUP,
    UNIT_BYTES,
    block_hash,
    frame_crc,
    header_frame,
    raw_dict,
)
from replaykit.recording.store.index import U_ENTRIES


class _NotCopied(Exception):
    """The file is not what this writer wrote there (a check failed): rewrite it all."""


def copy_unreached(store, w, journal: list[str], compacted: list[str], sort_key: Callable[[str], tuple]
                   ) -> list[str] | None:
    """Copy into `w` (a new CanonicalWriter that has written nothing but its header) the store's units that
    the `journal` entries do not reach, and return the compacted keys still to write (file order); None,
    with nothing written, when the file does not allow it. `sort_key` gives a stored key's sort key."""
    if not journal or not compacted:
        return None
    first_new = min(map(sort_key, journal))
    reached = bisect_left(compacted, first_new, key=sort_key)  # compacted keys from here on sort after a new one
    where = store.location  # (unit, start, end) of a key's record
    units = store.units

    def entries_before(n: int) -> int:
        n -= 1
        while n >= 0 and (units.kind_of(n) != U_ENTRIES or units.journal[n]):
            n -= 1
        return n

    # the last entries unit before the first reached one is copied, with everything before it; never the
    # last entries unit of the file (cut where the entries ended, not where a unit fills: new ones may join it)
    last = entries_before(where(compacted[reached])[0] if reached < len(compacted) else len(units))
    if last == entries_before(len(units)):
        last = entries_before(last)
    ends = _run_ends(store)
    while last >= 0 and last not in ends:
        last = entries_before(last)
    if last < 0:
        return None
    try:
        _copy(store, w, units.offset[last] + units.length[last], {bytes.fromhex(k) for k in journal})
    except (_NotCopied, OSError, ValueError, zstandard.ZstdError):
        return None
    return compacted[bisect_right(compacted, last, key=lambda k: where(k)[0]):]


def _run_ends(store) -> set[int]:
    """The compacted entries units after which the writer holds nothing: those that end a run of records
    reaching UNIT_BYTES (the writer writes a run's blocks, then cuts the run into entries units of
    ENTRY_UNIT_BYTES; a copy that stopped inside a run would miss the blocks a new entry adds to it)."""
    units = store.units
    size = store.record_bytes()
    out, run = set(), 0
    for n in range(len(units)):
        if units.kind_of(n) == U_ENTRIES and not units.journal[n]:
            run += size[n]
            if run >= UNIT_BYTES:
                out.add(n)
                run = 0
    return out


def _copy(store, w, end: int, replaced: set[bytes]) -> None:
    """Copy the frames of the store's file up to byte `end` into the writer (which wrote its header and
    locator already), checking each, and set the writer's state to the one writing them gave."""
    head = MAGIC + header_frame(store.key_version)
    with open(store.path, "rb") as src:
        if src.read(len(head)) != head:  # another writer (or version) made these units
            raise _NotCopied
        src.seek(w.pos)
        dctx = None
        content = 0
        while w.pos < end:
            at = w.pos
            top = src.read(FRAME.size)
            if len(top) < FRAME.size:
                raise _NotCopied
            kind, length, crc = FRAME.unpack(top)
            if at + FRAME.size + length > end:  # checked before reading: never more than the part copied
                raise _NotCopied
            payload = src.read(length)
            if len(payload) != length or frame_crc(kind, payload) != crc:
                raise _NotCopied
            if kind == KIND_DICT:
                if w._dict is None:
                    w._dict = inflate.zstd(zstandard.ZstdDecompressor(), payload, DICT_BYTES, "the dictionary frame")
                    dctx = zstandard.ZstdDecompressor(dict_data=raw_dict(w._dict))
            elif kind == KIND_BLOCKS and dctx is not None:
                first, ends, blob = DEC_BLOCKS_UNIT.decode(payload)
                if first != w.next:
                    raise _NotCopied
                data = memoryview(inflate.zstd(dctx, blob, inflate.CASSETTE_UNIT_LIMIT, "a unit"))
                start = 0
                for n, stop in enumerate(ends, first):
                    h = block_hash(data[start:stop])  # type: ignore[arg-type]
                    if w.hashes.setdefault(h, n) != n:  # a block stored twice: not this writer's file
                        raise _NotCopied
                    start = stop
                w.next = first + len(ends)
                w.block_units.append((first, len(ends), w._emitted))
                w.group.append((at, top + payload))
                content += ends[-1] if ends else 0
            elif kind == KIND_ENTRIES and dctx is not None:
                keys, ends, _ = DEC_UNIT_KEYS.decode(payload)
                if replaced.intersection(keys) or len(keys) != len(ends):
                    raise _NotCopied  # a record the journal replaces is not copied
                w.index_keys.extend(keys)
                w.index_where.extend((w._emitted, s, e) for s, e in zip([0, *ends[:-1]], ends))
                w.entries += len(keys)
                content += ends[-1] if ends else 0
            elif kind == KIND_PARITY and len(w.group) == PARITY_GROUP:
                w.group = []
            else:
                raise _NotCopied
            if kind in (KIND_BLOCKS, KIND_ENTRIES):
                w.units.append((at + FRAME.size, length, kind))
                w._emitted += 1
            w._write(top + payload)
        if w.pos != end or content < DICT_BYTES or len(w.group) >= PARITY_GROUP:
            raise _NotCopied
        w._pending = None  # the dictionary is the copied part's first DICT_BYTES (the caller checks the file gets one)
        w.content = content
