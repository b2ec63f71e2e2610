"""The in-memory index of an open cassette: which unit holds each key's record, where each unit
is, and which blocks units hold which block numbers.

Built either by scanning every frame (formats 1 and 2, and the journal of any format) or, for
the compacted part of a format-3 file, from its index frame ('X') in one read: arrays copied
from the frame (keys sorted, found through a bucket table), no Python object per entry, so
a 100,000-entry index takes about its 4.4 MB of arrays, not the file's size.
"""

from __future__ import annotations

import sys
from array import array
from bisect import bisect_right
from dataclasses import dataclass
from typing import Iterable, Iterator

from replaykit.recording.store.format import IndexFrame

U_ENTRIES, U_BLOCKS, U_V1_SEGMENT, U_V1_ENTRY = "entries", "blocks", "v1-segment", "v1-entry"
_KINDS = (U_ENTRIES, U_BLOCKS, U_V1_SEGMENT, U_V1_ENTRY)
_CODE = {k: i for i, k in enumerate(_KINDS)}
_FRAME_KIND = {ord("E"): _CODE[U_ENTRIES], ord("B"): _CODE[U_BLOCKS]}


@dataclass
class Unit:
    kind: str
    offset: int  # of the payload in the file
    length: int
    journal: bool = False


def _array(code: str, data: bytes = b"") -> array:
    a = array(code)
    a.frombytes(data)
    if sys.byteorder == "big":  # the file's words are little-endian
        a.byteswap()
    return a


def _le(a: array) -> bytes:
    if sys.byteorder == "big":
        a = array(a.typecode, a)
        a.byteswap()
    return a.tobytes()


class UnitTable:
    """Units by number (file order): offset and length of the payload, kind, journal or not."""

    def __init__(self) -> None:
        self.offset = array("Q")
        self.length = array("I")
        self.kind = bytearray()
        self.journal = bytearray()

    def append(self, unit: Unit) -> None:
        self.offset.append(unit.offset)
        self.length.append(unit.length)
        self.kind.append(_CODE[unit.kind])
        self.journal.append(unit.journal)

    def __getitem__(self, n: int) -> Unit:
        return Unit(_KINDS[self.kind[n]], self.offset[n], self.length[n], bool(self.journal[n]))

    def kind_of(self, n: int) -> str:
        return _KINDS[self.kind[n]]

    def __len__(self) -> int:
        return len(self.offset)

    def __iter__(self) -> Iterator[Unit]:
        return (self[n] for n in range(len(self)))


class BlockTable:
    """Blocks units in block order: the first block number, how many, and the unit number."""

    def __init__(self) -> None:
        self.first = array("Q")
        self.count = array("I")
        self.unit = array("I")

    def append(self, first: int, count: int, unit: int) -> None:
        self.first.append(first)
        self.count.append(count)
        self.unit.append(unit)

    def find(self, block: int) -> int | None:
        """The position (in this table) of the blocks unit holding block number `block`."""
        i = bisect_right(self.first, block) - 1
        if i < 0 or block >= self.first[i] + self.count[i]:
            return None
        return i

    def __len__(self) -> int:
        return len(self.first)

    def __iter__(self) -> Iterator[tuple[int, int, int]]:
        return zip(self.first, self.count, self.unit)


class KeyIndex:
    """key (64 hex chars) -> (unit, start, end) of its record; entries added later win.

    The frozen part comes from an index frame: its keys sorted (32 bytes each), found through
    a table of where each leading-bits bucket starts (about one key per bucket), so opening
    builds no per-entry Python object; `by_file` lists them in file order. The added part is
    a dict (what a scan or an append found)."""

    def __init__(self) -> None:
        self._keys = b""  # sorted
        self._hex: str | None = None  # their hex, made at the first lookup
        self._n = 0
        self._table = array("I", [0, 0])
        self._shift = 31
        self._unit = array("I")
        self._start = array("I")
        self._end = array("I")
        self._by_file = array("I")  # sorted position of each entry, in file order
        self._added: dict[str, tuple[int, int, int]] = {}
        self._extra = 0  # added keys that are not in the frozen part

    def freeze(self, keys: bytes, unit: array, start: array, end: array, rank: array) -> None:
        """Take the frozen part (keys sorted); ValueError when the keys are not strictly sorted or the
        ranks are not a permutation."""
        import numpy as np

        n = len(keys) // 32
        bits = max(1, min(24, n.bit_length()))
        if n:
            flat = np.frombuffer(keys, dtype="S32")
            if n > 1 and not bool(np.all(flat[1:] > flat[:-1])):
                raise ValueError("index frame: keys are not sorted (or one is listed twice)")
            order = np.frombuffer(_le(rank), dtype="<u4")
            if len(order) != n or not np.array_equal(np.sort(order), np.arange(n, dtype="<u4")):
                raise ValueError("index frame: the file order of the entries is not a permutation")
            lead = np.frombuffer(keys, dtype=">u4")[::8] >> np.uint32(32 - bits)
            self._table = array("I", np.searchsorted(lead, np.arange((1 << bits) + 1), side="left")
                                .astype(np.uint32).tobytes())
        self._keys, self._n, self._shift, self._hex = keys, n, 32 - bits, None
        self._unit, self._start, self._end, self._by_file = unit, start, end, rank

    def _find(self, key: str) -> int:
        """The sorted position of key in the frozen part, or -1. Keys are compared as the hex text they
        are given in (the sorted keys' hex is made once, at the first lookup: 2 bytes per key byte),
        in place: no key is converted or sliced per lookup."""
        if not self._n or len(key) != 64:
            return -1
        try:
            p = int(key[:8], 16) >> self._shift
        except ValueError:
            return -1
        keys = self._hex
        if keys is None:
            keys = self._hex = self._keys.hex()
        for i in range(self._table[p], self._table[p + 1]):
            if keys.startswith(key, 64 * i):  # lower-case hex, as keys are made: anything else matches nothing
                return i
        return -1

    def get(self, key: str) -> tuple[int, int, int] | None:
        if self._added:
            where = self._added.get(key)
            if where is not None:
                return where
        i = self._find(key)
        return None if i < 0 else (self._unit[i], self._start[i], self._end[i])

    def __setitem__(self, key: str, where: tuple[int, int, int]) -> None:
        if key not in self._added and self._find(key) < 0:
            self._extra += 1
        self._added[key] = where

    def update(self, pairs: Iterable[tuple[str, tuple[int, int, int]]]) -> None:
        for key, where in pairs:
            self[key] = where

    def __contains__(self, key: str) -> bool:
        return key in self._added or self._find(key) >= 0

    def __len__(self) -> int:
        return self._n + self._extra

    def items(self) -> Iterator[tuple[str, tuple[int, int, int]]]:
        """(key, where) in file order: the frozen part first, then keys added after it."""
        h = self._keys.hex()
        added = self._added
        for i in self._by_file:
            k = h[64 * i:64 * i + 64]
            where = added.get(k)
            yield k, (where if where is not None else (self._unit[i], self._start[i], self._end[i]))
        for k, where in added.items():
            if self._find(k) < 0:
                yield k, where

    def __iter__(self) -> Iterator[str]:
        return (k for k, _ in self.items())

    def record_bytes(self, units: int) -> list[int]:
        """Per unit (of `units`): the bytes of records the frozen part has in it (where its last one ends)."""
        import numpy as np

        out = np.zeros(units, dtype=np.int64)
        if self._n:
            np.maximum.at(out, np.frombuffer(self._unit, dtype=np.uint32), np.frombuffer(self._end, dtype=np.uint32))
        return out.tolist()

    def frozen_keys(self) -> list[str]:
        """The keys of the index frame, in file (canonical) order."""
        h = self._keys.hex()
        return [h[64 * i:64 * i + 64] for i in self._by_file]


def encode_index(keys: list[bytes], where: list[tuple[int, int, int]], units: list[tuple[int, int, int]],
                 blocks: list[tuple[int, int, int]], next_block: int) -> IndexFrame:
    """An index frame: entries (32-byte key, (unit, start, end)) given in file order, stored sorted by
    key with each one's rank in file order; units ((offset, length, frame kind)); blocks units
    ((first, count, unit))."""
    order = sorted(range(len(keys)), key=keys.__getitem__)
    rank = [0] * len(keys)
    for pos, i in enumerate(order):
        rank[i] = pos
    return IndexFrame(
        keys=b"".join(keys[i] for i in order),
        entry_unit=_le(array("I", [where[i][0] for i in order])),
        entry_start=_le(array("I", [where[i][1] for i in order])),
        entry_end=_le(array("I", [where[i][2] for i in order])),
        entry_rank=_le(array("I", rank)),
        unit_offset=_le(array("Q", [u[0] for u in units])),
        unit_length=_le(array("I", [u[1] for u in units])),
        unit_kind=bytes(u[2] for u in units),
        block_first=_le(array("Q", [b[0] for b in blocks])),
        block_count=_le(array("I", [b[1] for b in blocks])),
        block_unit=_le(array("I", [b[2] for b in blocks])),
        next_block=next_block,
    )


def load_index(frame: IndexFrame, index: KeyIndex, units: UnitTable, blocks: BlockTable) -> None:
    """Fill empty tables from an index frame; ValueError when its arrays disagree."""
    unit = _array("I", frame.entry_unit)
    start = _array("I", frame.entry_start)
    end = _array("I", frame.entry_end)
    n = len(frame.keys) // 32
    if len(frame.keys) != 32 * n or not len(unit) == len(start) == len(end) == n:
        raise ValueError("index frame: keys and record offsets disagree")
    units.offset = _array("Q", frame.unit_offset)
    units.length = _array("I", frame.unit_length)
    nu = len(units.offset)
    if len(units.length) != nu or len(frame.unit_kind) != nu:
        raise ValueError("index frame: unit offsets, lengths and kinds disagree")
    try:
        units.kind = bytearray(_FRAME_KIND[k] for k in frame.unit_kind)
    except KeyError:
        raise ValueError("index frame: a unit of an unknown kind") from None
    units.journal = bytearray(nu)
    if n and max(unit) >= nu:
        raise ValueError("index frame: an entry in a unit that does not exist")
    blocks.first = _array("Q", frame.block_first)
    blocks.count = _array("I", frame.block_count)
    blocks.unit = _array("I", frame.block_unit)
    if not len(blocks.first) == len(blocks.count) == len(blocks.unit):
        raise ValueError("index frame: blocks units disagree")
    index.freeze(frame.keys, unit, start, end, _array("I", frame.entry_rank))
