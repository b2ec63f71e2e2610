"""What the cassette-store tests share: a writable store with entries appended, and a cassette written."""

from __future__ import annotations

from pathlib import Path

from replaykit.recording.store import CassetteStore


def appended(path: Path, entries) -> CassetteStore:
    """A writable store at ``path`` with ``entries`` appended (its journal, not closed yet)."""
    store = CassetteStore.open(path, writable=True)
    for e in entries:
        store.append(e)
    return store


def write(path: Path, entries, compact=True) -> None:
    """A cassette at ``path`` holding ``entries``, closed with the compaction policy ``compact``."""
    appended(path, entries).close(compact=compact)
