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


def rekey_file(path: str | os.PathLike[str]) -> tuple[int, int]:
    """Rewrite a cassette keyed with an older key version with keys of the current one
    (replaykit.recording.key.KEY_VERSION): each entry's key computed afresh from its stored request,
    replica and occurrence (as `cassette verify` does), the entries and their order unchanged (the
    canonical order does not depend on keys), atomically (temp file, fsync, rename), holding the
    writer lock. Returns (key version before, entries); a cassette already current is left as it is."""
    from replaykit.recording.key import KEY_VERSION
    from replaykit.recording.store.compact import CanonicalWriter, _BlockHashes, canonical_keys
    from replaykit.recording.store.lock import commit_temp, temp_path
    from replaykit.recording.store.verification import recomputed_key

    target = Path(os.path.realpath(path)) if Path(path).is_symlink() else Path(path)
    store = CassetteStore.open(target, writable=True, create=False)  # converts an older format first
    try:
        before = store.key_version
        if before == KEY_VERSION:
            return before, len(store)
        hashes = _BlockHashes(store)
        tmp = temp_path(target)
        try:
            with open(tmp, "wb") as fh:
                w = CanonicalWriter(fh, key_version=KEY_VERSION)
                for k in canonical_keys(store, None, hashes):
                    s = store.stored(k)
                    w.add_stored(recomputed_key(store.get(k), version=KEY_VERSION), s, hashes.each(s.body), hashes.block)
                w.finish()
                fh.flush()
                os.fsync(fh.fileno())
            commit_temp(tmp, target)
        except BaseException:
            tmp.unlink(missing_ok=True)
            raise
        return before, w.entries
    finally:
        store.close(compact=False)
