"""`cassette repair`: every intact entry of a damaged cassette kept, the file as it was backed up.

What can be won back is won first (`salvage`: blocks units rebuilt from parity, every key the
file lists counted), then the entries that still decode are written in canonical order over
the file (`compact.write_canonical`, atomic). A key recorded again later in the file whose newer
recording is damaged is dropped and named (`salvage.superseded_keys`), never answered by the older one. Refused, with nothing changed: a file that is
not a replaykit cassette, one written by a newer replaykit, one with an unknown compression.
"""

from __future__ import annotations

import os
import shutil
from dataclasses import dataclass, field
from pathlib import Path

from replaykit.errors import CassetteError
from replaykit.recording.store.compact import write_canonical
from replaykit.recording.store.format import empty_file
from replaykit.recording.store.lock import WriterLock, atomic_write
from replaykit.recording.store.lookup import CassetteLookup
from replaykit.recording.store.salvage import listed_keys, rebuild_from_parity, stored_key, superseded_keys
from replaykit.recording.store.scan import Damage, scan


@dataclass
class RepairReport:
    path: Path
    kept: int
    dropped: int  # entries the file lists (index, unit key lists) that are not kept
    backup: Path | None
    lost: list[Damage] = field(default_factory=list)
    version_before: int = 0
    rebuilt: int = 0  # blocks units restored from parity (nothing of theirs lost)
    uncounted: int = 0  # damaged ranges that may have held entries whose keys could not be read
    superseded: list[str] = field(default_factory=list)  # dropped: their newer recording is damaged (older one not kept)


def backup_path(path: Path) -> Path:
    cand = path.with_name(path.name + ".bak")
    i = 1
    while os.path.lexists(cand):  # a dangling link there is someone's too: never written through
        cand = path.with_name(f"{path.name}.bak{i}")
        i += 1
    return cand


def repair_file(path: str | os.PathLike[str]) -> RepairReport:
    """Keep every intact entry of a damaged cassette, with a backup of the file as it was.

    Holds the cassette's writer lock (refused while another process records into it, whose
    appends would otherwise go to the file being replaced) and repairs the file a symbolic link
    names, leaving the link a link."""
    target = Path(os.path.realpath(path)) if Path(path).is_symlink() else Path(path)
    lock = WriterLock.acquire(target, action="repair")
    try:
        return repair_locked(target)
    finally:
        lock.release()


def repair_locked(path: str | os.PathLike[str]) -> RepairReport:
    """`repair_file` for a caller that holds the cassette's writer lock (CassetteStore.open(repair=True))."""
    path = Path(path)
    res = scan(path, salvage=True)
    if res.refusal is not None:
        raise CassetteError(res.refusal)
    backup = backup_path(path)
    shutil.copy2(path, backup)
    if res.header is None:  # cut short before its header was complete: nothing to keep
        atomic_write(path, empty_file())
        return RepairReport(path, 0, 0, backup, res.lost or ([res.damage] if res.damage else []), 0)
    data = path.read_bytes()
    listed, uncounted = listed_keys(data, res)
    lost = res.lost
    fixed, rebuilt = rebuild_from_parity(data, res)
    if rebuilt:  # the backup holds the file as it was; work on the restored bytes
        atomic_write(path, fixed)
        res = scan(path, salvage=True)
    store = CassetteLookup(path, res)
    try:
        # a key whose newer recording (a journal re-record) is damaged is dropped, never answered by its older one
        stale = superseded_keys(fixed, res, lambda s: stored_key(s, store._reader.blocks, res.key_version))
        intact = []
        for k in list(res.index):
            try:
                store.get(k)
            except CassetteError:
                continue
            if k not in stale:
                intact.append(k)
        kept = write_canonical(store, path, intact)
    finally:
        store.close()
    return RepairReport(path, kept, len(listed - set(intact)), backup, lost, res.version, rebuilt, uncounted, stale)
