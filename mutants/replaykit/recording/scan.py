"""Reading a cassette file's frames into an index: what open, verify and repair share.

`scan(path)` checks every frame (length, CRC, decodable header of its payload) and stops at
the first damaged one; `scan(path, salvage=True)` skips damaged frames instead (resyncing
on the next frame whose CRC holds) and lists every damaged range. Neither raises for
damage; a file of another format, a newer format version or an unknown compression is
reported in `ScanResult.refusal` (never as damage, never repaired).
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass, field
from pathlib import Path

import msgspec
import zstandard

from replaykit.recording.format import (
    COMPRESSIONS,
    DEC_ANY_HEADER,
    DEC_ENTRY,
    DEC_UNIT_BLOCKS,
    DEC_UNIT_KEYS,
    FORMAT_NAME,
    FORMAT_VERSION,
    FRAME,
    KIND_BLOCKS,
    KIND_DICT,
    KIND_ENTRIES,
    KIND_HEADER,
    KIND_JBLOCKS,
    KIND_JENTRIES,
    KIND_V1_ENTRY,
    KIND_V1_SEGMENT,
    KINDS_V1,
    KINDS_V2,
    MAGIC,
    READABLE_VERSIONS,
    AnyHeader,
    frame_crc,
)

# Unit kinds as the store decodes them (the frame kind alone is ambiguous across versions).
U_ENTRIES, U_BLOCKS, U_V1_SEGMENT, U_V1_ENTRY = "entries", "blocks", "v1-segment", "v1-entry"
_RESYNC = re.compile(b"[HDBEbeS]")


@dataclass
class Damage:
    offset: int
    reason: str
    end: int = -1  # salvage: where readable frames resume (-1: end of file)
    journal: bool = False  # the damaged frame is an append of the journal (not compacted data)


@dataclass
class Unit:
    kind: str
    offset: int  # of the payload in the file
    length: int
    journal: bool = False


@dataclass
class ScanResult:
    """What a scan of a cassette file found."""

    path: Path
    size: int
    header: AnyHeader | None = None
    refusal: str | None = None  # another format, a newer version, an unknown compression
    index: dict[str, tuple[int, int, int]] = field(default_factory=dict)  # key -> (unit, start, end); last wins
    units: list[Unit] = field(default_factory=list)
    block_units: list[tuple[int, int, int]] = field(default_factory=list)  # (first block, count, unit)
    next_block: int = 0
    frames: int = 0
    good_end: int = 0  # byte offset just past the last sound frame (before any damage)
    damage: Damage | None = None  # the first damaged range
    lost: list[Damage] = field(default_factory=list)  # salvage: every damaged range
    dictionary: bytes | None = None  # the raw-content zstd dictionary of the compacted units
    journal_frames: int = 0
    journal_bytes: int = 0
    compacted_bytes: int = 0

    @property
    def version(self) -> int:
        return self.header.version if self.header is not None else 0


def _check_header(path: Path, header: AnyHeader) -> str | None:
    if header.format != FORMAT_NAME:
        return (f"{path} is not a replaykit cassette (its header says format {header.format!r}); "
                "refusing to read, repair or overwrite it")
    if header.version > FORMAT_VERSION:
        return (f"cassette {path} was written by a newer replaykit (cassette format version {header.version}; "
                f"this replaykit reads versions {', '.join(map(str, READABLE_VERSIONS))}): upgrade replaykit "
                "(pip install -U replaykit) to read it; nothing was changed")
    if header.version not in READABLE_VERSIONS:
        return (f"cassette {path} has format version {header.version}, which no replaykit release wrote "
                f"(this one reads {', '.join(map(str, READABLE_VERSIONS))}); the file is not usable")
    if header.compression not in COMPRESSIONS:
        return (f"cassette {path} declares compression {header.compression!r}, which this replaykit does not "
                f"know (it reads {', '.join(COMPRESSIONS)}): upgrade replaykit; nothing was changed")
    return None


def _frame_at(data: bytes | memoryview, pos: int, kinds: frozenset[int], version: int) -> tuple[int, int, str | None]:
    """(kind, length, problem) of the frame at pos; problem None when its CRC holds."""
    n = len(data)
    if n - pos < FRAME.size:
        return 0, 0, f"truncated frame header ({n - pos} of {FRAME.size} bytes)"
    kind, length, crc = FRAME.unpack_from(data, pos)
    start = pos + FRAME.size
    if kind not in kinds:
        return kind, length, f"unknown frame kind {kind!r}"
    if start + length > n:
        return kind, length, f"truncated frame (needs {length} payload bytes, {n - start} present)"
    if frame_crc(kind, data[start:start + length], version) != crc:
        return kind, length, "checksum mismatch (corrupted frame)"
    return kind, length, None


def _resync(data: bytes, pos: int, kinds: frozenset[int], version: int) -> int:
    """The next offset after pos where a whole frame with a valid CRC starts (or len(data))."""
    view = memoryview(data)
    for m in _RESYNC.finditer(data, pos + 1):
        p = m.start()
        if data[p] in kinds and _frame_at(view, p, kinds, version)[2] is None:
            return p
    return len(data)


def scan(path: str | os.PathLike[str], data: bytes | None = None, *, salvage: bool = False) -> ScanResult:
    """Index every sound frame. Stops at the first damage, or with salvage=True skips it."""
    path = Path(path)
    if data is None:
        data = path.read_bytes()
    res = ScanResult(path=path, size=len(data))
    if len(data) < len(MAGIC) or data[: len(MAGIC)] != MAGIC:
        res.damage = Damage(0, "not a replaykit cassette (bad or truncated magic bytes)")
        if not MAGIC.startswith(data):  # a proper prefix of the magic is a cassette cut short
            res.refusal = (f"{path} is not a replaykit cassette (it does not start with the cassette magic bytes); "
                           "refusing to read, repair or overwrite it")
        return res
    pos = len(MAGIC)
    res.good_end = pos
    kinds = KINDS_V1 | KINDS_V2
    view = memoryview(data)
    dctx = zstandard.ZstdDecompressor()
    while pos < len(data):
        kind, length, problem = _frame_at(view, pos, kinds, res.version or FORMAT_VERSION)
        start = pos + FRAME.size
        if problem is None:
            try:
                _index_frame(res, kind, start, length, view[start:start + length], dctx)
            except (ValueError, msgspec.DecodeError, msgspec.ValidationError, zstandard.ZstdError) as exc:
                problem = f"undecodable frame ({exc})"
        if res.refusal is not None:
            return res
        if problem is not None:
            k = data[pos]
            damage = Damage(pos, problem, journal=k in (KIND_JBLOCKS, KIND_JENTRIES)
                            or (res.version == 1 and k == KIND_V1_ENTRY))
            if res.damage is None:
                res.damage = damage
            if not salvage:
                return res
            nxt = _resync(data, pos, kinds, res.version or FORMAT_VERSION)
            if res.header is None:
                if nxt >= len(data) or data[nxt] == KIND_HEADER:
                    return res
                # the header itself is damaged: the frames after it tell the version (only
                # format 1 has 'S' frames), and a header is what this replaykit writes
                res.header = AnyHeader(version=1 if data[nxt] == KIND_V1_SEGMENT else FORMAT_VERSION,
                                       format=FORMAT_NAME)
            damage.end = nxt
            res.lost.append(damage)
            pos = nxt
            continue
        res.frames += 1
        pos = start + length
        if res.damage is None:
            res.good_end = pos
    if res.header is None and res.damage is None:
        res.damage = Damage(len(MAGIC), "missing header frame")
    return res


def _index_frame(res: ScanResult, kind: int, start: int, length: int, payload: memoryview,
                 dctx: zstandard.ZstdDecompressor) -> None:
    if res.header is None:
        if kind != KIND_HEADER:
            raise ValueError("first frame is not the header")
        header = DEC_ANY_HEADER.decode(payload)
        res.refusal = _check_header(res.path, header)
        res.header = header
        return
    if kind == KIND_HEADER:
        raise ValueError("second header frame")
    unit = len(res.units)
    if res.header.version == 1:
        if kind == KIND_V1_SEGMENT:
            bkeys, ends, _ = DEC_UNIT_KEYS.decode(payload)
            _add_keys(res, bkeys, ends, unit)
            res.units.append(Unit(U_V1_SEGMENT, start, length))
        elif kind == KIND_V1_ENTRY:
            raw = dctx.decompress(payload)
            entry = DEC_ENTRY.decode(raw)
            res.index[entry.key] = (unit, 0, len(raw))
            res.units.append(Unit(U_V1_ENTRY, start, length, journal=True))
            res.journal_frames += 1
            res.journal_bytes += length + FRAME.size
        else:
            raise ValueError(f"frame kind {chr(kind)!r} does not exist in format version 1")
        return
    journal = kind in (KIND_JBLOCKS, KIND_JENTRIES)
    if kind == KIND_DICT:
        if res.units:
            raise ValueError("a dictionary frame after the first unit")
        if res.dictionary is None:  # the second copy is only read when the first is damaged
            res.dictionary = dctx.decompress(payload)
        res.compacted_bytes += length + FRAME.size
        return
    if kind in (KIND_ENTRIES, KIND_JENTRIES):
        bkeys, ends, _ = DEC_UNIT_KEYS.decode(payload)
        _add_keys(res, bkeys, ends, unit)
        res.units.append(Unit(U_ENTRIES, start, length, journal))
    elif kind in (KIND_BLOCKS, KIND_JBLOCKS):
        first, ends, _ = DEC_UNIT_BLOCKS.decode(payload)
        if first < res.next_block or (ends and (ends[0] < 0 or ends != sorted(ends))):
            raise ValueError("block unit numbers or offsets are out of order")
        res.block_units.append((first, len(ends), unit))
        res.next_block = first + len(ends)
        res.units.append(Unit(U_BLOCKS, start, length, journal))
    else:
        raise ValueError(f"frame kind {chr(kind)!r} does not exist in format version 2")
    if journal:
        res.journal_frames += 1
        res.journal_bytes += length + FRAME.size
    else:
        res.compacted_bytes += length + FRAME.size


def _add_keys(res: ScanResult, bkeys: list[bytes], ends: list[int], unit: int) -> None:
    if len(bkeys) != len(ends) or (ends and (ends[0] < 0 or ends != sorted(ends))) or set(map(len, bkeys)) - {32}:
        raise ValueError("unit keys and offsets disagree")
    starts = [0, *ends[:-1]]
    res.index.update(zip(map(bytes.hex, bkeys), zip([unit] * len(bkeys), starts, ends)))


def describe_damage(res: ScanResult) -> str:
    """What is damaged, where, and what to do; never advises a repair that would lose recorded calls
    without saying so first."""
    d = res.damage
    assert d is not None
    head = f"cassette {res.path} is damaged at byte offset {d.offset} of {res.size}: {d.reason}."
    if res.header is None:
        return head + " Nothing in it is readable as a cassette; restore it from a backup or version control."
    n = len(res.index)
    if d.reason.startswith("truncated") and d.journal:
        return (f"{head} This is an interrupted append (the last call being recorded when the process stopped); "
                f"the {n} entries before it are complete. `replaykit cassette repair {res.path}` drops "
                "the incomplete frame and keeps them (and a backup of the file as it is now).")
    return (f"{head} The {n} entries before that offset are readable; recorded calls after it may be lost. "
            f"If this cassette belongs to a release or is under version control, restore it (e.g. "
            f"`git checkout -- {res.path}`) rather than repairing it. Otherwise `replaykit cassette repair "
            f"{res.path}` keeps every entry that is still intact, drops the rest and keeps a backup.")
