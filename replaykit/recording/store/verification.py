"""`verify`: a cassette is verified when every frame checks, the file is as long and holds as many
entries as it says (format 3), and every entry's stored request hashes to the key it is stored
under (so swapped or altered entries never replay another call's answer)."""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from replaykit._util.fs import NOT_REGULAR, is_special
from replaykit.errors import CassetteError
from replaykit.recording.key import request_identity, request_key
from replaykit.recording.store.cassette import CassetteStore
from replaykit.recording.store.format import FORMAT_VERSION, Entry
from replaykit.recording.store.lock import _tail_being_written, scan_snapshot
from replaykit.recording.store.scan import Damage, describe_damage


@dataclass
class VerifyReport:
    path: Path
    ok: bool
    entries: int
    size: int
    damage: Damage | None
    message: str
    version: int = 0


def recomputed_key(entry: Entry, occurrence: int | None = None, version: int = 1) -> str:
    """The key of an entry's stored request, computed afresh (what the recorder keyed it on) with the
    key version of its cassette; with ``occurrence``, the key the same request has at that occurrence
    index in its scope."""
    r = entry.request
    occ = r.occurrence if occurrence is None else occurrence
    return request_key(request_identity(r.method, r.path, r.query, r.body), r.replica, occ, version)


def verify(path: str | os.PathLike[str]) -> VerifyReport:
    """Check every frame, the file's extent and entry count, and every entry's key. Never raises for damage."""
    path = Path(path)
    if not path.is_file():
        what = "is a directory" if path.is_dir() else f"is {NOT_REGULAR}" if is_special(path) else "does not exist"
        return VerifyReport(path, False, 0, 0, Damage(0, "missing"), f"cassette {path} {what}")
    rfd, res = scan_snapshot(path)  # one opening: a concurrent compaction cannot mix two files
    if res.refusal is not None and res.header is not None:
        os.close(rfd)
        return VerifyReport(path, False, len(res.index), res.size, Damage(0, res.refusal), res.refusal, res.version)
    bad = None
    live = res.damage is not None and _tail_being_written(path, res)
    if live:
        res.damage = None
    if res.damage is not None:
        os.close(rfd)
    else:
        store = CassetteStore(path, res, writable=False, fsync="close", rfd=rfd)
        try:
            for key in list(res.index):
                try:
                    entry = store.get(key)
                except CassetteError as exc:
                    bad = str(exc)
                    break
                if entry is None or entry.key != key:
                    bad = f"entry stored under key {key} says it is {entry.key if entry else None}"
                    break
                again = recomputed_key(entry, version=store.key_version)
                if again != key:
                    r = entry.request
                    bad = (f"entry stored under key {key} ({r.method} {r.path}, replica {r.replica}, occurrence "
                           f"{r.occurrence}) holds a request whose key is {again}: the entry was altered or swapped "
                           "with another, and would replay the wrong answer")
                    break
        finally:
            store.close()
    n, v = len(res.index), res.version
    if res.damage is not None:
        return VerifyReport(path, False, n, res.size, res.damage, describe_damage(res), v)
    if bad is not None:
        return VerifyReport(path, False, n, res.size, Damage(0, bad), f"cassette {path}: {bad}", v)
    if live:
        return VerifyReport(path, True, n, res.size, None,
                            f"cassette {path}: ok so far, {n} entries; another process is "
                            f"recording into it (its last frame, from offset {res.good_end}, is still being written)", v)
    note = "" if v == FORMAT_VERSION else f" (format {v}; `replaykit cassette upgrade {path}` converts it)"
    return VerifyReport(path, True, n, res.size, None, f"cassette {path}: ok, {n} entries, {res.size} bytes{note}", v)
