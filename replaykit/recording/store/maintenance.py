"""`cassette repair` and `cassette upgrade`: replaykit.recording.store.compact's file operations bound to
the CassetteStore (compact cannot import the store, which imports compact)."""

from __future__ import annotations

import os
from pathlib import Path

from replaykit.recording.store import compact
from replaykit.recording.store.cassette import CassetteStore
from replaykit.recording.store.compact import RepairReport
from replaykit.recording.store.lock import WriterLock


def repair_file(path: str | os.PathLike[str]) -> RepairReport:
    """Keep every intact entry of a damaged cassette, with a backup of the file as it was.

    Holds the cassette's writer lock (refused while another process records into it, whose
    appends would otherwise go to the file being replaced) and repairs the file a symbolic link
    names, leaving the link a link."""
    target = Path(os.path.realpath(path)) if Path(path).is_symlink() else Path(path)
    lock = WriterLock.acquire(target, action="repair")
    try:
        return compact.repair_file(target, CassetteStore)
    finally:
        lock.release()


def upgrade_file(path: str | os.PathLike[str]) -> tuple[int, int]:
    """Rewrite an older-format cassette in the current format; (version before, entries)."""
    return compact.upgrade_file(path, CassetteStore)
