"""What repair can win back from a damaged cassette before it drops anything, and what it must drop.

- `rebuild_from_parity`: format 3 stores, after every PARITY_GROUP blocks units, the XOR of
  their frames (with their offsets and lengths). A group with one damaged member gets it back
  byte for byte from the others (checked by its own CRC), so damage to the request blocks that
  every later call of a conversation shares costs no entry.
- `listed_keys`: every key the file lists (its index frame, every sound entries unit, and the
  key lists of damaged entries units whose header still decodes), so repair can say exactly
  how many entries it dropped, and how many damaged units it could not count.
- `superseded_keys`: keys recorded again later in the file (a journal re-recording a call) whose
  newer recording is damaged: keeping the older one would replay a reply the run no longer used,
  so repair drops them and names them.
"""

from __future__ import annotations

from typing import Callable

import msgspec
import zstandard

from replaykit._util import inflate
from replaykit.errors import CassetteError
from replaykit.recording.key import request_identity, request_key
from replaykit.recording.store.format import (
    DEC_PARITY,
    DEC_STORED,
    DEC_UNIT_KEYS,
    FRAME,
    KIND_BLOCKS,
    KIND_ENTRIES,
    KIND_JENTRIES,
    StoredEntry,
    xor_bytes,
)
from replaykit.recording.store.scan import KINDS_ALL, ScanResult, _frame_at

_BAD = (ValueError, UnicodeDecodeError, msgspec.DecodeError, msgspec.ValidationError, zstandard.ZstdError)


def _sound(view: memoryview, at: int, size: int, version: int) -> bool:
    """Whether a whole frame of `size` bytes (header included) with a valid CRC starts at `at`."""
    kind, length, problem = _frame_at(view, at, KINDS_ALL, version)
    return problem is None and length + FRAME.size == size


def rebuild_from_parity(data: bytes, res: ScanResult) -> tuple[bytes, int]:
    """The file with every blocks unit that parity can restore restored; (bytes, units rebuilt)."""
    out = bytearray(data)
    view = memoryview(data)
    rebuilt = 0
    for start, length in res.parity:
        try:
            offsets, sizes, xor = DEC_PARITY.decode(view[start:start + length])
        except _BAD:
            continue
        if len(offsets) != len(sizes) or any(o < 0 or s < FRAME.size or o + s > len(data) for o, s in zip(offsets, sizes)):
            continue
        bad = [i for i, (o, s) in enumerate(zip(offsets, sizes)) if not _sound(view, o, s, res.version)]
        if len(bad) != 1:
            continue  # nothing to do, or more than one member lost: parity cannot tell them apart
        i = bad[0]
        others = [bytes(view[o:o + s]) for j, (o, s) in enumerate(zip(offsets, sizes)) if j != i]
        candidate = xor_bytes([xor, *others])[: sizes[i]]
        if len(candidate) == sizes[i] and candidate[0] == KIND_BLOCKS and _sound(memoryview(candidate), 0, sizes[i], res.version):
            out[offsets[i]:offsets[i] + sizes[i]] = candidate
            rebuilt += 1
    return bytes(out), rebuilt


def listed_keys(data: bytes, res: ScanResult) -> tuple[set[str], int]:
    """(every key the file lists, damaged ranges that may hold entries whose keys are unknown)."""
    keys = set(res.index)
    f = res.index_frame
    if f is not None:
        h = f.keys.hex()
        keys.update(h[i:i + 64] for i in range(0, len(h), 64))
    view = memoryview(data)
    unknown = 0
    extent = res.locator[2] if res.locator is not None else -1
    for d in res.lost or ([res.damage] if res.damage is not None else []):
        if f is not None and d.offset < extent:
            continue  # the index frame lists every compacted key; a damaged unit's key list adds only doubt
        end = d.end if d.end >= 0 else len(data)
        if d.offset + FRAME.size > end or data[d.offset] not in (KIND_ENTRIES, KIND_JENTRIES):
            if res.version >= 2 and data[d.offset:d.offset + 1] not in (b"B", b"b", b"P", b"X", b"D", b"L"):
                unknown += 1  # not a frame we can name: it may have held entries
            continue
        length = FRAME.unpack_from(data, d.offset)[1]
        stop = d.offset + FRAME.size + length if d.offset + FRAME.size + length <= len(data) else end
        try:
            bkeys, _, _ = DEC_UNIT_KEYS.decode(view[d.offset + FRAME.size:stop])
        except _BAD:
            bkeys = None
        if bkeys is not None and all(len(k) == 32 for k in bkeys):
            keys.update(k.hex() for k in bkeys)
        else:
            unknown += 1
    return keys, unknown


_ZSTD_MAGIC = b"\x28\xb5\x2f\xfd"


def superseded_keys(data: bytes, res: ScanResult, key_of: Callable[[StoredEntry], str | None]) -> list[str]:
    """Keys whose newer recording lies in a damaged range while an older one is intact (a journal that
    re-recorded a call, then got damaged), sorted: repair drops them, so the older reply is never
    replayed in place of the newer one. A damaged range's keys are read from its frames' key lists
    and, independently, recomputed from the records its zstd blobs still inflate to (``key_of``: the
    key of a stored record, None when its request cannot be rebuilt), so a flipped byte in a key
    list hides nothing."""
    out: set[str] = set()
    for d in res.lost or ([res.damage] if res.damage is not None else []):
        end = d.end if d.end >= 0 else len(data)
        for k in _keys_in(data[d.offset:end], key_of):
            where = res.index.get(k)
            if where is not None and res.units.offset[where[0]] < d.offset:
                out.add(k)
    return sorted(out)


def _keys_in(span: bytes, key_of: Callable[[StoredEntry], str | None]) -> set[str]:
    """Every key a damaged byte range may hold: the key list of the frame it starts with (read as its
    length says, and as the whole range), and the keys of the records its zstd blobs inflate to."""
    found: set[str] = set()
    if len(span) >= FRAME.size:
        declared = FRAME.unpack_from(span)[1]
        for payload in (span[FRAME.size:FRAME.size + declared], span[FRAME.size:]):
            try:
                bkeys = DEC_UNIT_KEYS.decode(payload)[0]
            except _BAD:
                continue
            found.update(k.hex() for k in bkeys if len(k) == 32)
    dctx = zstandard.ZstdDecompressor()
    at = span.find(_ZSTD_MAGIC)
    while at >= 0:
        try:
            key = key_of(DEC_STORED.decode(inflate.zstd(dctx, span[at:], inflate.CASSETTE_UNIT_LIMIT, "a damaged unit")))
        except _BAD:
            key = None
        if key is not None:
            found.add(key)
        at = span.find(_ZSTD_MAGIC, at + 1)
    return found


def stored_key(s: StoredEntry, blocks: Callable[[list[int | bytes]], bytes], version: int) -> str | None:
    """The key of a stored record's request, recomputed with the file's key version (None when its
    body's blocks are lost)."""
    try:
        body = blocks(s.body)
    except CassetteError:
        return None
    return request_key(request_identity(s.method, s.path, s.query, body), s.replica, s.occurrence, version)
