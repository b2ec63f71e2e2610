"""The writing side of an open cassette: each entry appended as journal frames (its new request
blocks, then its record) with one `write` call, whole or not at all.

`CassetteStore` (replaykit.recording.store.cassette) owns one `JournalWriter` when it is writable and
records where the frames landed in its index.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Callable

import zstandard

from replaykit.recording.store.blocks import BlockSplitter
from replaykit.recording.store.format import (
    ENC,
    ENTRY_LEVEL,
    INLINE_MAX,
    KIND_JBLOCKS,
    KIND_JENTRIES,
    Entry,
    StoredEntry,
    frame,
    unit_ends,
    zstd_stored,
)


def _append_frame(fd: int, frame: bytes) -> None:
    """Write the whole frame or nothing: a short write (full disk) is completed or rolled back,
    so a failed append never leaves a torn frame behind a cassette that is still open.

    ``fd`` is opened O_APPEND by the only writer (the store holds the writer lock), so what this call
    wrote is the file's last bytes: where the frame started is known only when a write fails (the
    size then, less what went in), with no seek on every append (an lseek was 5 us of a recorded call's
    ~260 on this machine's virtualised syscalls)."""
    view = memoryview(frame)
    try:
        n = os.write(fd, view)
        while n < len(view):
            view = view[n:]
            n = os.write(fd, view)
    except OSError:
        try:
            os.ftruncate(fd, os.fstat(fd).st_size - (len(frame) - len(view)))
        except OSError:
            pass
        raise


class JournalWriter:
    """Appends entries to one file. Not thread-safe by itself: the store calls `write` under its lock.

    fsync: "close" (each entry is one write() to the OS, which survives a killed process) or
    "always" (fsync after every entry: survives power loss)."""

    def __init__(self, fsync: str) -> None:
        self.fsync = fsync
        self.fd: int | None = None
        self._cctx = zstandard.ZstdCompressor(level=ENTRY_LEVEL, write_checksum=False)
        self._hashes: dict[bytes, int] = {}  # blocks appended in this session (dedup of new blocks)
        self._splitter = BlockSplitter()  # a conversation's next call reuses its earlier calls' blocks
        self._pack: Callable[[bytes], bytes] = self._cctx.compress  # how a unit's content becomes its zstd blob (see open)

    def open(self, file: Path, stored: bool = False) -> None:
        """Append to ``file``; ``stored``: its units uncompressed (`zstd_stored`), for a file with no compacted
        part, which the default close compacts (compressing every record with the file's dictionary): a
        level-1 journal frame was a quarter of a recorded call's overhead, compressed only to be inflated and
        compressed again at close."""
        self.close()
        self.fd = os.open(file, os.O_WRONLY | os.O_APPEND)
        self._pack = zstd_stored if stored else self._cctx.compress

    def close(self) -> None:
        """Stop appending; what was remembered of the bodies appended goes (a store outlives its close until the
        garbage collector finds the cycles it is in: its memo held a session's bodies until then)."""
        if self.fd is not None:
            os.close(self.fd)
            self.fd = None
        self._splitter.clear()
        self._hashes.clear()

    def sync(self) -> None:
        if self.fd is not None:
            os.fsync(self.fd)

    def forget_blocks(self) -> None:
        """The file was rewritten: blocks appended before are no longer where they were numbered."""
        self._hashes.clear()

    def block_hashes(self) -> dict[int, bytes]:
        """{block number: its hash} of the blocks appended since the file was last rewritten (hashed when
        their bodies were cut): a compaction takes them instead of inflating and hashing those blocks again."""
        return {n: h for h, n in self._hashes.items()}

    def split(self, body: bytes) -> tuple[list[bytes], list[bytes]]:
        """The body's blocks and their hashes (thread-safe; done before taking the store's lock)."""
        return self._splitter.split(body)

    def write(self, entry: Entry, blocks: list[bytes], hashes: list[bytes], next_block: int
              ) -> tuple[int, int, tuple[int, list[int], bytes] | None, bytes, StoredEntry]:
        """Append one entry whose body splits into ``blocks``; new blocks are numbered from ``next_block``.
        Returns (bytes of the blocks frame, bytes of the entry frame, the blocks unit written as a read
        decodes it: (its first block number, its blocks' ends, their content), or None when every block
        was known, the record, the record as the object it encodes)."""
        refs: list[int | bytes] = []
        new: list[bytes] = []
        pending: dict[bytes, int] = {}
        for b, h in zip(blocks, hashes):
            if len(b) <= INLINE_MAX:
                refs.append(b)
                continue
            n = self._hashes.get(h)
            if n is None:
                n = pending.get(h)
            if n is None:
                n = pending[h] = next_block + len(new)
                new.append(b)
            refs.append(n)
        r = entry.request
        stored = StoredEntry(response=entry.response, meta=entry.meta, method=r.method, path=r.path,
                             query=r.query, replica=r.replica, occurrence=r.occurrence, body=refs)
        rec = ENC.encode(stored)
        out = b""
        unit = None
        if new:
            unit = (next_block, unit_ends(new), b"".join(new))
            out = frame(KIND_JBLOCKS, ENC.encode((next_block, unit[1], self._pack(unit[2]))))
        eframe = frame(KIND_JENTRIES, ENC.encode(([bytes.fromhex(entry.key)], [len(rec)], self._pack(rec))))
        _append_frame(self.fd, out + eframe)  # type: ignore[arg-type]  # whole or nothing: a full disk never tears a frame
        if self.fsync == "always":
            os.fsync(self.fd)  # type: ignore[arg-type]
        self._hashes.update(pending)
        return len(out), len(eframe), unit, rec, stored
