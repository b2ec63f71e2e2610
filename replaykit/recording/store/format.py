"""The cassette file format: frames, header, records, and how a request body is cut into blocks.

File layout, format version 2 (all integers little-endian)::

    file    := MAGIC frame*
    MAGIC   := b"RKCASS\\x00\\n"                          (8 bytes)
    frame   := kind:u8  length:u32  crc32:u32  payload[length]     (crc32 of kind + payload;
                                                                 of the payload alone for 'H')
    kind    := 'H' header | 'B' blocks | 'E' entries          (compacted part)
             | 'b' blocks | 'e' entries                       (journal: appended while recording)

- 'H' (always the first frame): msgpack `Header` (format version, key version, compression, and
  since the compaction after a resume copies units, the parameters of the writer, `WRITER`).
- 'D' (compacted files of at least DICT_TRIGGER bytes of content, twice, right after 'H'):
  the zstd-compressed raw-content dictionary every compacted unit is compressed with (the
  first DICT_BYTES of the content): small units then compress about as well as large ones.
- 'B'/'b' (a unit of blocks): msgpack ``[first, ends, zblob]``: blocks number ``first`` ..
  ``first + len(ends) - 1``, zblob is one zstd frame of their concatenation, ``ends[i]`` is
  where block i ends in it. Block numbers are global to the file and never reused.
- 'E'/'e' (a unit of entries): msgpack ``[keys, ends, zblob]``: 32-byte binary keys, and one
  zstd frame of the concatenated msgpack `StoredEntry` records.

A request body is stored as the list of its blocks (`split_body`): the text before the
first message, each message (with the separator before it), and the text after the last
message. A conversation that grows by one turn therefore adds one block, however long its
history is, and identical blocks are stored once (content-addressed by sha256 while a file
is written): cassette size grows with new content, not with context length x calls.
Blocks of at most INLINE_MAX bytes (the JSON around the messages) stay inside the entry
record, so no entry depends on a unit shared by all of them. Response bodies are stored
inline in the entry; replay reads only them (`ResponseView`).

Every unit is small (at most UNIT_BYTES uncompressed) and carries its own CRC, so one
flipped byte loses one unit, and `repair` salvages every entry whose units are intact.

Format version 3 (written now) adds, to the compacted part of version 2:

- 'L' (right after 'H'): the locator, a fixed-size `LOCATOR` payload: where the index frame is
  (offset, length), where the compacted part ends (its extent: the journal starts there) and
  how many entries it holds. A copy cut short (even at a unit boundary) is told by its size.
- 'P' (after every PARITY_GROUP blocks units, and after the last one): the XOR of those units'
  whole frames, with their offsets and lengths: one damaged blocks unit of a group is rebuilt
  from the others, so damage to shared request blocks costs no entry that uses them.
- 'X' (last frame of the compacted part): the index (`IndexFrame`, zstd-compressed, at most
  INDEX_BYTES_PER_ENTRY per entry plus INDEX_BYTES_BASE once inflated): every entry's key and where
  its record is, every unit's offset, length and kind, and the blocks units' block ranges. Open
  reads the header, the locator, the index and the journal after the extent: never the units.

Format versions 1 (whole-entry 'E' frames and 8 MiB 'S' segments of full bodies) and 2 are
still read (2 by scanning every frame); opening one for writing, or `replaykit cassette
upgrade`, converts it.
"""

from __future__ import annotations

import hashlib
import struct
import zlib
from itertools import accumulate

import msgspec
import zstandard

from replaykit.base import NOT_JSON, Strict

FORMAT_VERSION = 3
READABLE_VERSIONS = (1, 2, 3)
FORMAT_NAME = "replaykit-cassette"
COMPRESSIONS = ("zstd",)
MAGIC = b"RKCASS\x00\n"
FRAME = struct.Struct("<BII")
KIND_HEADER = ord("H")
KIND_BLOCKS, KIND_ENTRIES = ord("B"), ord("E")  # compacted
KIND_JBLOCKS, KIND_JENTRIES = ord("b"), ord("e")  # journal
KIND_DICT = ord("D")  # compacted: a zstd raw-content dictionary (written twice)
KIND_V1_SEGMENT, KIND_V1_ENTRY = ord("S"), ord("E")  # format 1 ('E' there is one whole entry)
KIND_LOCATOR, KIND_PARITY, KIND_INDEX = ord("L"), ord("P"), ord("X")  # format 3
KINDS_V2 = frozenset({KIND_HEADER, KIND_DICT, KIND_BLOCKS, KIND_ENTRIES, KIND_JBLOCKS, KIND_JENTRIES,
                      KIND_LOCATOR, KIND_PARITY, KIND_INDEX})
KINDS_V1 = frozenset({KIND_HEADER, KIND_V1_SEGMENT, KIND_V1_ENTRY})
UNIT_BYTES = 64 << 10  # uncompressed bytes per compacted unit (salvage granularity, see docs)
ENTRY_UNIT_BYTES = 16 << 10  # entries units (of files with a dictionary) are cut finer: a cache miss inflates one (bench_format)
DICT_TRIGGER = 1 << 20  # compacted content from which a file gets a dictionary
DICT_BYTES = 256 << 10  # its size: the first DICT_BYTES of the compacted content, as raw content (128 KiB until
# issue 36: a file written since then cannot be read by an older replaykit, whose bound refuses this frame)
DICT_LEVEL = 3  # zstd level of the 'D' frame (the dictionary as stored): level 19 was 20% of the instructions of a
# 300-call recording session, open to close, for 7-9% fewer bytes of a frame of about 20 KB; level 9 still 3% (20 M),
# level 6 about half that for 1.9-3.7% more bytes of that frame (0.3-1.3 KB a file, 0.02-0.22%; docs/performance.md);
# level 3 0.23 ms against level 6's 0.96 ms for its 128 KiB (about 2 us a call of a 300-call session) for +2.5%
# of that frame (24,578 bytes against 23,976 on the 1,000-call bench_record_cpu session)
SPLIT_MIN = 256  # bodies shorter than this are one block
INLINE_MAX = 96  # blocks up to this size stay inside the entry record (no reference to lose)
PARITY_GROUP = 16  # blocks units per parity frame (format 3; see docs/cassettes.md for the size cost)
INDEX_BYTES_PER_ENTRY, INDEX_BYTES_BASE = 64, 16 << 20  # bound of an inflated index frame
LOCATOR = struct.Struct("<QQQQ")  # index frame offset, its length, extent of the compacted part, entries
ENTRY_LEVEL = 1  # zstd level of journal units: faster than 3 and as small for one call's record (bench_peers; compaction recompresses)
# (journal units of a file with no compacted part are stored uncompressed, `zstd_stored`: its close compacts them)
SEGMENT_LEVEL = 6  # zstd level of compacted units without a dictionary (small files: smaller than 9, and 1.5x faster)
DICT_BLOCKS_PARAMS = (("strategy", 3), ("window_log", 19), ("hash_log", 18), ("chain_log", 17), ("search_log", 1),
                      ("min_match", 6), ("target_length", 4))
DICT_ENTRIES_PARAMS = (("strategy", 2), ("window_log", 19), ("hash_log", 17), ("chain_log", 16), ("search_log", 1),
                       ("min_match", 5), ("target_length", 4))
"""zstd parameters of the units compressed with the dictionary, by kind (names are ZstdCompressionParameters'; a
512 KiB window holds the 256 KiB dictionary and a unit): blocks units (request messages, 64 KiB) with greedy
matching (strategy 3) of at least 6 bytes, one probe; entries units (records: responses, at most 16 KiB) with
double-fast matching (strategy 2, two hash tables, no chain searched; search_log and target_length unused by it,
kept to name the writer) of at least 5 bytes. Until issue 36 both were lazy matching (strategy 4) with one probe
and a 128 KiB dictionary. Measured on the units of four cassettes (bench_format's 100,000 entries, a 1,000-call
bench_record_cpu session, the released imported.rkc and on.rkc; docs/performance.md): entries units with
double-fast took about half lazy's CPU (a 1,000-call session's: 22 ms against 45) for 2-4% more bytes, and the
bigger dictionary pays most of that back where a file is large (100,000 entries: 114.6 MB of units against
lazy's 114.3 MB with the 128 KiB one); double-fast blocks units too would have been 0.6 of lazy's CPU again, but
2.9 MB more at 100,000 entries, over the SQLite + zstd cache that issue 25 keeps the size under; greedy ones cost
0.78-0.85x lazy's CPU for 0.3% (100,000 entries) to 3% (the 1,000-call session) more bytes. The units' compression was a quarter of a recorded call's CPU (issue 36: recording at most 0.7x
stock vcrpy JSON's CPU, close included)."""


CANONICAL_REVISION = 1  # bump whenever the canonical writer's bytes for the same entries change in a way WRITER misses
WRITER = (f"canonical-{CANONICAL_REVISION} zstd-{SEGMENT_LEVEL} "
          f"dict-zstd-blocks-{'-'.join(f'{k}{v}' for k, v in DICT_BLOCKS_PARAMS)}-entries-{'-'.join(f'{k}{v}' for k, v in DICT_ENTRIES_PARAMS)} "
          f"unit-{UNIT_BYTES} entries-at-most-{ENTRY_UNIT_BYTES}-replicas "
          f"dict-{DICT_TRIGGER}-{DICT_BYTES}-zstd-{DICT_LEVEL} "
          f"parity-{PARITY_GROUP} inline-{INLINE_MAX} split-{SPLIT_MIN}")
"""Names the writer of a file's compacted units (the header's ``writer``): a compaction after a resume copies
the units the new entries do not reach only from a file whose units this replaykit would write the same
way (replaykit.recording.store.resume); any change to how units are cut, compressed or numbered, or how a body
is split, must change it."""


class Header(Strict):
    version: int = FORMAT_VERSION
    format: str = FORMAT_NAME
    key_version: int = 1
    compression: str = "zstd"
    writer: str = WRITER


class AnyHeader(msgspec.Struct):
    """A header as any version wrote it (unknown fields allowed): read first, then checked."""

    version: int = 0
    format: str = ""
    key_version: int = 1
    compression: str = "zstd"
    writer: str = ""  # files of replaykits before it do not say


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
    """Format 1: an entry inside a segment blob (its key is in the segment's key list)."""

    request: RecordedRequest
    response: RecordedResponse
    meta: EntryMeta


class StoredEntry(Strict, array_like=True):
    """Format 2: an entry inside an entries unit. The response comes first so that replay
    decodes it alone (`ResponseView`); the request body is a list of block numbers."""

    response: RecordedResponse
    meta: EntryMeta
    method: str
    path: str
    query: str
    replica: int
    occurrence: int
    body: list[int | bytes]  # block numbers; small blocks inline


class IndexFrame(Strict, array_like=True):
    """Format 3: the index of the compacted part (arrays are little-endian machine words)."""

    keys: bytes  # 32 bytes per entry, sorted (looked up by their leading bits, no dict built at open)
    entry_unit: bytes  # u32 per entry (in key order): the unit holding its record
    entry_start: bytes  # u32 per entry: where the record starts in the unit's content
    entry_end: bytes  # u32 per entry
    entry_rank: bytes  # u32 per entry, in file (canonical) order: its position among the sorted keys
    unit_offset: bytes  # u64 per unit: of its payload in the file
    unit_length: bytes  # u32 per unit
    unit_kind: bytes  # one byte per unit: 'B' or 'E'
    block_first: bytes  # u64 per blocks unit: its first block number
    block_count: bytes  # u32 per blocks unit
    block_unit: bytes  # u32 per blocks unit: its unit number
    next_block: int


class ResponseView(msgspec.Struct, array_like=True):
    """The leading field of a `StoredEntry` (the trailing ones are skipped, not decoded)."""

    response: RecordedResponse


class KeyView(msgspec.Struct):
    """The key of a format-1 whole-entry record (the other fields are skipped, not decoded)."""

    key: str


ENC = msgspec.msgpack.Encoder(order="sorted")
DEC_KEY_VIEW = msgspec.msgpack.Decoder(KeyView)
DEC_ENTRY = msgspec.msgpack.Decoder(Entry)
DEC_ANY_HEADER = msgspec.msgpack.Decoder(AnyHeader)
DEC_SEGMENT_ENTRY = msgspec.msgpack.Decoder(SegmentEntry)
DEC_STORED = msgspec.msgpack.Decoder(StoredEntry)
DEC_RESPONSE = msgspec.msgpack.Decoder(ResponseView)
DEC_V1_SEGMENT = msgspec.msgpack.Decoder(tuple[list[bytes], list[int], bytes])
DEC_ENTRIES_UNIT = msgspec.msgpack.Decoder(tuple[list[bytes], list[int], bytes])
DEC_BLOCKS_UNIT = msgspec.msgpack.Decoder(tuple[int, list[int], bytes])
# what a scan reads of a unit: its keys (or first block number) and offsets; the blob stays raw (no copy)
DEC_UNIT_KEYS = msgspec.msgpack.Decoder(tuple[list[bytes], list[int], msgspec.Raw])
DEC_UNIT_BLOCKS = msgspec.msgpack.Decoder(tuple[int, list[int], msgspec.Raw])
DEC_INDEX = msgspec.msgpack.Decoder(IndexFrame)
DEC_PARITY = msgspec.msgpack.Decoder(tuple[list[int], list[int], bytes])


def encode_entry(entry: Entry) -> bytes:
    return ENC.encode(entry)


def frame_crc(kind: int, payload: bytes | memoryview, version: int = FORMAT_VERSION) -> int:
    """The CRC of a frame: of its payload (the header, and every frame of format 1), or, from
    format 2 on, of its kind byte and payload, so that no flipped bit of a frame goes unseen."""
    if kind == KIND_HEADER or version < 2:
        return zlib.crc32(payload)
    return zlib.crc32(payload, zlib.crc32(bytes((kind,))))


def frame(kind: int, payload: bytes) -> bytes:
    return FRAME.pack(kind, len(payload), frame_crc(kind, payload)) + payload


def header_frame(key_version: int = 1) -> bytes:
    return frame(KIND_HEADER, ENC.encode(Header(key_version=key_version)))


def locator_frame(index_offset: int = 0, index_length: int = 0, extent: int = 0, entries: int = 0) -> bytes:
    return frame(KIND_LOCATOR, LOCATOR.pack(index_offset, index_length, extent, entries))


HEAD_BYTES = len(MAGIC) + len(header_frame()) + FRAME.size + LOCATOR.size  # where units start (format 3)


def empty_file(key_version: int = 1) -> bytes:
    """A new cassette with no entries: magic, header (its keys' version: replaykit.recording.key), and a locator saying so."""
    return MAGIC + header_frame(key_version) + locator_frame(0, 0, HEAD_BYTES, 0)


def decode_index(payload: bytes | memoryview, entries: int) -> IndexFrame:
    """The index frame of a cassette listing `entries` entries; ValueError when it would inflate beyond
    its bound (a hostile file never makes us allocate more than the index of that many entries)."""
    limit = INDEX_BYTES_PER_ENTRY * entries + INDEX_BYTES_BASE
    size = zstandard.frame_content_size(payload)
    if size < 0 or size > limit:
        raise ValueError(f"index frame declares {size} bytes inflated, more than the {limit} its {entries} entries need")
    return DEC_INDEX.decode(zstandard.ZstdDecompressor().decompress(payload, max_output_size=limit))


def xor_bytes(parts: list[bytes]) -> bytes:
    """The XOR of byte strings, each zero-padded to the longest (a parity frame's content)."""
    size = max(map(len, parts), default=0)
    acc = 0
    for p in parts:
        acc ^= int.from_bytes(p, "little")
    return acc.to_bytes(size, "little")


ZSTD_MAGIC = b"\x28\xb5\x2f\xfd"
_STORED_BLOCK = 1 << 17  # zstd's largest block


def zstd_stored(data: bytes) -> bytes:
    """A zstd frame holding ``data`` uncompressed (raw blocks), its size declared: any zstd decoder reads it
    (as cheaply as a copy), so a reader cannot tell it from a compressed unit but by its size. The journal of a
    file with no compacted part is written so: the close that compacts it compresses every record anyway."""
    n = len(data)
    out = [ZSTD_MAGIC, b"\xe0", n.to_bytes(8, "little")]  # single segment, 8-byte content size, no checksum
    if n == 0:
        out.append(b"\x01\x00\x00")  # one empty last raw block
    for at in range(0, n, _STORED_BLOCK):
        size = min(_STORED_BLOCK, n - at)
        out.append(((size << 3) | (at + size >= n)).to_bytes(3, "little"))
        out.append(data[at:at + size])
    return b"".join(out)


def raw_dict(content: bytes) -> zstandard.ZstdCompressionDict:
    return zstandard.ZstdCompressionDict(content, dict_type=zstandard.DICT_TYPE_RAWCONTENT)


def unit_ends(parts: list[bytes]) -> list[int]:
    """The end offset of each part in their concatenation: how a unit or a journal frame lists
    the blocks or entry records it stores back to back."""
    return list(accumulate(map(len, parts)))


def block_hash(block: bytes) -> bytes:
    return hashlib.sha256(block).digest()[:16]


_TOP = msgspec.json.Decoder(dict[str, msgspec.Raw])
_ITEMS = msgspec.json.Decoder(list[msgspec.Raw])
_SPLIT_FIELDS = ("messages", "input")
_SEPARATORS = frozenset(b"[, \t\r\n")


def split_body(body: bytes) -> list[bytes]:
    """Cut a request body into blocks whose concatenation is the body, byte for byte.

    For a JSON object with a ``messages`` (or ``input``) array: the text up to the first
    item, each item with the separator before it, and the rest. Anything else (short
    bodies, other shapes, unparsable bytes) is one block. Only where the cuts fall depends
    on the JSON: correctness never does (the blocks always join to the body).
    """
    if len(body) < SPLIT_MIN or body[:1] != b"{":
        return [body] if body else []
    try:
        top = _TOP.decode(body)
    except NOT_JSON:
        return [body]
    for name in _SPLIT_FIELDS:
        raw = top.get(name)
        if raw is None:
            continue
        arr = bytes(raw)
        if arr[:1] != b"[":
            continue
        try:
            items = _ITEMS.decode(arr)
        except NOT_JSON:
            continue
        if len(items) < 2:
            continue
        base = body.find(arr)
        if base < 0:
            continue
        cuts: list[int] = []
        pos = 0
        for item in items:
            n = len(item)
            at = pos
            while at < len(arr) and arr[at] in _SEPARATORS:  # "," and JSON whitespace
                at += 1
            if not arr.startswith(item, at):  # not where expected: search for it (memoryview == compares per item: slow)
                at = arr.find(bytes(item), pos)
                if at < 0:
                    return [body]
            if not cuts:
                cuts.append(base + at)
            pos = at + n
            cuts.append(base + pos)
        out = []
        prev = 0
        for c in cuts:
            if c > prev:
                out.append(body[prev:c])
                prev = c
        if prev < len(body):
            out.append(body[prev:])
        return out
    return [body]
