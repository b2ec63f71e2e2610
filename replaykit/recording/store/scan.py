"""Reading a cassette file's frames into an index: what open, verify and repair share.

`scan(path)` checks every frame (length, CRC, decodable header of its payload) and stops at
the first damaged one; `scan(path, salvage=True)` skips damaged frames instead (resyncing
on the next frame whose CRC holds) and lists every damaged range. Neither raises for
damage; a file of another format, a newer format version or an unknown compression is
reported in `ScanResult.refusal` (never as damage, never repaired). For format 3 a full scan
also checks the file against its locator and index frame (extent, entry count, every key's
place), so a copy cut short at a unit boundary, or an index that lies, is damage.

`open_scan(path)` is what opening a cassette reads: for format 3 the header, the locator, the
index frame and the journal after the compacted part (never the units: each is checked by its
CRC when it is read); for older formats, a full scan.
"""

from __future__ import annotations

import mmap
import os
import re
from dataclasses import dataclass, field
from pathlib import Path

import msgspec
import zstandard

from replaykit._util import inflate
from replaykit.recording.key import KEY_VERSIONS
from replaykit.recording.store.format import (
    COMPRESSIONS,
    DEC_ANY_HEADER,
    DEC_ENTRY,
    DEC_UNIT_BLOCKS,
    DEC_UNIT_KEYS,
    DICT_BYTES,
    FORMAT_NAME,
    FORMAT_VERSION,
    FRAME,
    KIND_BLOCKS,
    KIND_DICT,
    KIND_ENTRIES,
    KIND_HEADER,
    KIND_INDEX,
    KIND_JBLOCKS,
    KIND_JENTRIES,
    KIND_LOCATOR,
    KIND_PARITY,
    KIND_V1_ENTRY,
    KIND_V1_SEGMENT,
    KINDS_V1,
    KINDS_V2,
    LOCATOR,
    MAGIC,
    READABLE_VERSIONS,
    AnyHeader,
    IndexFrame,
    decode_index,
    frame_crc,
)
from replaykit.recording.store.index import (
    U_BLOCKS,
    U_ENTRIES,
    U_V1_ENTRY,
    U_V1_SEGMENT,
    BlockTable,
    KeyIndex,
    Unit,
    UnitTable,
    load_index,
)

_RESYNC = re.compile(b"[HDBEbeSLPX]")
KINDS_ALL = KINDS_V1 | KINDS_V2


@dataclass
class Damage:
    offset: int
    reason: str
    end: int = -1  # salvage: where readable frames resume (-1: end of file)
    journal: bool = False  # the damaged frame is an append of the journal (not compacted data)


@dataclass
class ScanResult:
    """What a scan of a cassette file found."""

    path: Path
    size: int
    header: AnyHeader | None = None
    refusal: str | None = None  # another format, a newer version, an unknown compression
    index: KeyIndex = field(default_factory=KeyIndex)  # key -> (unit, start, end); last wins
    units: UnitTable = field(default_factory=UnitTable)
    block_units: BlockTable = field(default_factory=BlockTable)  # (first block, count, unit)
    next_block: int = 0
    frames: int = 0
    good_end: int = 0  # byte offset just past the last sound frame (before any damage)
    damage: Damage | None = None  # the first damaged range
    lost: list[Damage] = field(default_factory=list)  # salvage: every damaged range
    dictionary: bytes | None = None  # the raw-content zstd dictionary of the compacted units
    journal_frames: int = 0
    journal_bytes: int = 0
    compacted_bytes: int = 0
    locator: tuple[int, int, int, int] | None = None  # format 3: index offset, index length, extent, entries
    index_frame: IndexFrame | None = None  # format 3, full scan: the index frame as stored
    parity: list[tuple[int, int]] = field(default_factory=list)  # format 3: (offset, length) of parity payloads
    compacted_entries: int = 0  # entries listed by compacted units (format 3: must equal the locator's count)

    @property
    def version(self) -> int:
        return self.header.version if self.header is not None else 0

    @property
    def key_version(self) -> int:
        """How the file's keys were computed (replaykit.recording.key); files before version 2 say 1."""
        return self.header.key_version if self.header is not None else 1


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
    if header.key_version not in KEY_VERSIONS:
        return (f"cassette {path} is keyed with key version {header.key_version}, which this replaykit does not know "
                f"(it keys with versions {', '.join(map(str, KEY_VERSIONS))}): upgrade replaykit; nothing was changed")
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
    if not _magic(res, data):
        return res
    _walk(res, data, len(MAGIC), salvage)
    if res.header is None and res.damage is None:
        res.damage = Damage(len(MAGIC), "missing header frame")
    if res.version >= 3 and res.refusal is None and res.header is not None:
        _check_v3(res, salvage)
    return res


def open_scan(path: str | os.PathLike[str], fd: int | None = None) -> ScanResult:
    """What opening reads: header, locator, index frame and journal (format 3), else a full scan.

    Anything unexpected in the head of a format-3 file falls back to the full scan, which
    names the damage precisely. ``fd``: read through this open descriptor (lock.scan_snapshot:
    the store then reads units through it too, so a concurrent compaction cannot mix two files)."""
    path = Path(path)
    with (open(path, "rb") if fd is None else open(fd, "rb", closefd=False)) as fh:
        size = os.fstat(fh.fileno()).st_size
        if size == 0:
            return scan(path, b"")
        with mmap.mmap(fh.fileno(), 0, access=mmap.ACCESS_READ) as mm:
            view = memoryview(mm)
            try:
                res = _open_v3(path, mm, view)
            finally:
                view.release()
            return res if res is not None else scan(path, mm[:])


def _open_v3(path: Path, data: mmap.mmap, view: memoryview) -> ScanResult | None:
    res = ScanResult(path=path, size=len(data))
    if not _magic(res, data[: len(MAGIC)] if len(data) >= len(MAGIC) else data[:]):
        return None
    pos = len(MAGIC)
    kind, length, problem = _frame_at(view, pos, KINDS_V2, FORMAT_VERSION)
    if problem is not None or kind != KIND_HEADER:
        return None
    start = pos + FRAME.size
    try:
        _index_frame(res, kind, start, length, view[start:start + length], None)
    except (ValueError, UnicodeDecodeError, msgspec.DecodeError, msgspec.ValidationError):
        return None
    if res.refusal is not None:
        return res
    if res.version < 3:
        return None
    pos = start + length
    kind, length, problem = _frame_at(view, pos, KINDS_V2, res.version)
    if problem is not None or kind != KIND_LOCATOR or length != LOCATOR.size:
        return None
    res.locator = at, n, extent, entries = LOCATOR.unpack_from(view, pos + FRAME.size)
    res.frames = 2
    pos += FRAME.size + length
    if extent > len(data) or extent < pos or entries > len(data) // 32 or (entries and not at):
        return None  # cut short, or a locator that cannot be right: the full scan says what is wrong
    dctx = zstandard.ZstdDecompressor()
    try:
        while pos < len(data) and data[pos] == KIND_DICT and res.dictionary is None:  # both copies, if need be
            kind, length, problem = _frame_at(view, pos, KINDS_V2, res.version)
            if problem is None:
                _index_frame(res, kind, pos + FRAME.size, length, view[pos + FRAME.size:pos + FRAME.size + length], dctx)
            pos += FRAME.size + length
        if at:
            kind, length, problem = _frame_at(view, at - FRAME.size, KINDS_V2, res.version)
            if problem is not None or kind != KIND_INDEX or length != n or at + n != extent:
                return None
            load_index(decode_index(view[at:at + n], entries), res.index, res.units, res.block_units)
            if len(res.index) != entries:
                return None
            res.next_block = max((f + c for f, c, _ in res.block_units), default=0)
            res.compacted_bytes = sum(res.units.length) + FRAME.size * len(res.units)
    except (ValueError, UnicodeDecodeError, msgspec.DecodeError, msgspec.ValidationError, zstandard.ZstdError):
        return None
    res.compacted_entries = entries
    res.good_end = extent
    _walk(res, data, extent, False, view)
    return res


def _magic(res: ScanResult, data: bytes | mmap.mmap) -> bool:
    if len(data) < len(MAGIC) or data[: len(MAGIC)] != MAGIC:
        res.damage = Damage(0, "not a replaykit cassette (bad or truncated magic bytes)")
        if not MAGIC.startswith(data[: len(MAGIC)]):  # a proper prefix of the magic is a cassette cut short
            res.refusal = (f"{res.path} is not a replaykit cassette (it does not start with the cassette magic bytes); "
                           "refusing to read, repair or overwrite it")
        return False
    return True


def _walk(res: ScanResult, data, pos: int, salvage: bool, view: memoryview | None = None) -> None:
    """Check and index the frames from pos to the end of data."""
    res.good_end = pos
    kinds = KINDS_ALL
    view = memoryview(data) if view is None else view
    dctx = zstandard.ZstdDecompressor()
    while pos < len(data):
        kind, length, problem = _frame_at(view, pos, kinds, res.version or FORMAT_VERSION)
        start = pos + FRAME.size
        if problem is None:
            try:
                _index_frame(res, kind, start, length, view[start:start + length], dctx)
            except (ValueError, UnicodeDecodeError, msgspec.DecodeError, msgspec.ValidationError, zstandard.ZstdError) as exc:
                problem = f"undecodable frame ({exc})"
        if res.refusal is not None:
            return
        if problem is not None:
            k = data[pos]
            damage = Damage(pos, problem, journal=k in (KIND_JBLOCKS, KIND_JENTRIES)
                            or (res.version == 1 and k == KIND_V1_ENTRY))
            if res.damage is None:
                res.damage = damage
            if not salvage:
                return
            nxt = _resync(data, pos, kinds, res.version or FORMAT_VERSION)
            if res.header is None:
                if nxt >= len(data) or data[nxt] == KIND_HEADER:
                    return
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


def _check_v3(res: ScanResult, salvage: bool) -> None:
    """A full scan of a format-3 file: its extent, entry count and index frame must be what its units say."""
    loc = res.locator
    problem = None
    if loc is None:
        if res.damage is None:
            problem, at = "missing locator frame (format 3 has one right after the header)", len(MAGIC)
    elif loc[2] > res.size:
        problem, at = (f"cut short: the compacted part ends at byte {loc[2]} but the file has {res.size} bytes "
                       f"(a partial copy; {res.compacted_entries} of the {loc[3]} entries it lists are present)"), res.size
    elif res.damage is None:
        f = res.index_frame
        if res.compacted_entries != loc[3]:
            problem = f"the compacted units hold {res.compacted_entries} entries, the locator says {loc[3]}"
        elif loc[0] == 0 and loc[3]:
            problem = "the locator lists entries but no index frame"
        elif loc[0] and loc[0] + loc[1] != loc[2]:
            problem = "the locator's index frame does not end where it says the compacted part ends"
        elif f is not None and not _index_matches(res, f):
            problem = "the index frame disagrees with the units (a key, a record offset or a unit is not where it says)"
        at = loc[0]
    if problem is not None and res.damage is None:
        res.damage = Damage(at, problem)


def _index_matches(res: ScanResult, f: IndexFrame) -> bool:
    """Whether an index frame says what the scan found, entry by entry and unit by unit."""
    mine, units, blocks = KeyIndex(), UnitTable(), BlockTable()
    try:
        load_index(f, mine, units, blocks)
    except ValueError:
        return False
    compacted = [n for n in range(len(res.units)) if not res.units.journal[n]]
    if [res.units[n] for n in compacted] != list(units) or list(blocks) != [b for b in res.block_units
                                                                            if not res.units.journal[b[2]]]:
        return False
    for k in mine:  # a key recorded again in the journal is found there (last wins): skip it
        where = res.index.get(k)
        if where is None or (not res.units.journal[where[0]] and where != mine.get(k)):
            return False
    return True


def _index_frame(res: ScanResult, kind: int, start: int, length: int, payload: memoryview,
                 dctx: zstandard.ZstdDecompressor | None) -> None:
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
            _add_keys(res, bkeys, ends, unit, False)
            res.units.append(Unit(U_V1_SEGMENT, start, length))
        elif kind == KIND_V1_ENTRY:
            assert dctx is not None
            raw = inflate.zstd(dctx, payload, inflate.CASSETTE_UNIT_LIMIT, "an entry frame")
            entry = DEC_ENTRY.decode(raw)
            res.index[entry.key] = (unit, 0, len(raw))
            res.units.append(Unit(U_V1_ENTRY, start, length, journal=True))
            res.journal_frames += 1
            res.journal_bytes += length + FRAME.size
        else:
            raise ValueError(f"frame kind {chr(kind)!r} does not exist in format version 1")
        return
    journal = kind in (KIND_JBLOCKS, KIND_JENTRIES)
    if kind in (KIND_LOCATOR, KIND_PARITY, KIND_INDEX):
        _index_v3_frame(res, kind, start, length, payload)
        return
    if res.locator is not None and not journal and start > res.locator[2]:
        raise ValueError(f"a compacted frame ({chr(kind)!r}) after the end of the compacted part")
    if kind == KIND_DICT:
        if res.units:
            raise ValueError("a dictionary frame after the first unit")
        if res.dictionary is None:  # the second copy is only read when the first is damaged
            assert dctx is not None
            res.dictionary = inflate.zstd(dctx, payload, DICT_BYTES, "the dictionary frame")
        res.compacted_bytes += length + FRAME.size
        return
    if kind in (KIND_ENTRIES, KIND_JENTRIES):
        bkeys, ends, _ = DEC_UNIT_KEYS.decode(payload)
        _add_keys(res, bkeys, ends, unit, journal)
        res.units.append(Unit(U_ENTRIES, start, length, journal))
    elif kind in (KIND_BLOCKS, KIND_JBLOCKS):
        first, ends, _ = DEC_UNIT_BLOCKS.decode(payload)
        if first < res.next_block or (ends and (ends[0] < 0 or ends != sorted(ends))):
            raise ValueError("block unit numbers or offsets are out of order")
        res.block_units.append(first, len(ends), unit)
        res.next_block = first + len(ends)
        res.units.append(Unit(U_BLOCKS, start, length, journal))
    else:
        raise ValueError(f"frame kind {chr(kind)!r} does not exist in format version {res.header.version}")
    if journal:
        res.journal_frames += 1
        res.journal_bytes += length + FRAME.size
    else:
        res.compacted_bytes += length + FRAME.size


def _index_v3_frame(res: ScanResult, kind: int, start: int, length: int, payload: memoryview) -> None:
    if res.header is not None and res.header.version < 3:
        raise ValueError(f"frame kind {chr(kind)!r} does not exist in format version {res.header.version}")
    if kind == KIND_LOCATOR:
        if res.locator is not None or res.units or res.dictionary is not None or length != LOCATOR.size:
            raise ValueError("a locator frame that is not the one right after the header")
        res.locator = LOCATOR.unpack(payload)
        return
    if res.locator is not None and start > res.locator[2]:
        raise ValueError(f"a compacted frame ({chr(kind)!r}) after the end of the compacted part")
    if kind == KIND_PARITY:
        res.parity.append((start, length))
    else:
        if res.index_frame is not None or res.locator is None or start != res.locator[0]:
            raise ValueError("an index frame that is not where the locator says")
        res.index_frame = decode_index(payload, min(res.locator[3], res.size // 32))  # each entry has a 32-byte key


def _add_keys(res: ScanResult, bkeys: list[bytes], ends: list[int], unit: int, journal: bool) -> None:
    if len(bkeys) != len(ends) or (ends and (ends[0] < 0 or ends != sorted(ends))) or set(map(len, bkeys)) - {32}:
        raise ValueError("unit keys and offsets disagree")
    if not journal:
        res.compacted_entries += len(bkeys)
    starts = [0, *ends[:-1]]
    res.index.update(zip(map(bytes.hex, bkeys), zip([unit] * len(bkeys), starts, ends)))


def describe_damage(res: ScanResult) -> str:
    """What is damaged, where, and what to do; never advises a repair that would lose recorded calls
    without saying so first."""
    d = res.damage
    assert d is not None
    head = f"cassette {res.path} is damaged at byte offset {d.offset} of {res.size}: {d.reason}."
    repair = (f"`replaykit cassette repair {res.path}` reads on past the damage (rebuilding a damaged blocks unit "
              "from parity where it can), keeps every entry still intact, says how many it dropped and keeps a backup")
    if res.header is None:  # (issue 32 item 11: "nothing readable" was said of files repair kept whole)
        return (f"{head} It cannot be opened as it is. Restore it from a backup or version control; otherwise "
                f"{repair} (possibly none).")
    n = len(res.index)
    if d.reason.startswith("truncated") and d.journal:
        return (f"{head} This is an interrupted append (the last call being recorded when the process stopped); "
                f"the {n} entries before it are complete. `replaykit cassette repair {res.path}` drops "
                "the incomplete frame and keeps them (and a backup of the file as it is now).")
    # what lies past the damage is not read here, so say only what is known: the entries before it
    # are intact (none, when the damage comes first), and repair may keep more than those
    before = f"the {n} entries before that offset are intact" if n else "no complete entry lies before that offset"
    return (f"{head} Reading stops there: {before}; entries after it were not checked, and some may be lost. "
            f"If this cassette belongs to a release or is under version control, restore it (e.g. "
            f"`git checkout -- {res.path}`) rather than repairing it. Otherwise {repair}.")
