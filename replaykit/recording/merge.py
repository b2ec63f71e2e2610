"""Merge cassettes: one cassette holding the union of several (e.g. the shards of a run).

Uses only the cassette store's public API (open read-only, iterate entries, append, close
with compaction), so it does not depend on the file format. The output holds every key
once; it is written in canonical order by compaction, so its bytes depend only on the set
of entries, never on how many inputs there were or in which order they were given.

Two inputs holding the same key with different request or response bytes (sampling,
provider nondeterminism, a changed endpoint) is a conflict: reported, and fatal unless
``prefer`` says which input wins (``first`` or ``last`` on the command line). Entries that
differ only in metadata (latency, reported model name) are not a conflict: the one whose
encoded metadata sorts first is kept, whatever the input order.
"""

from __future__ import annotations

import glob
import os
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterable

import msgspec

from replaykit._util.outputs import check_not_input
from replaykit.errors import CassetteError, MergeConflictError, OutputError
from replaykit.recording.cassette import CassetteStore
from replaykit.recording.compact import CanonicalWriter, sort_key
from replaykit.recording.files import WriterLock, fsync_dir, temp_path, writer_active

PREFER = ("first", "last")
_ENC = msgspec.msgpack.Encoder(order="sorted")


@dataclass
class Conflict:
    key: str
    path: str
    replica: int
    occurrence: int
    inputs: list[str]
    """The input files that hold this key, in command-line order."""
    differs: list[str]
    """Which parts differ: ``request``, ``response status``, ``response body``, ``response headers``."""

    def describe(self) -> str:
        return (f"key {self.key[:16]} ({self.path}, replica {self.replica}, occurrence {self.occurrence}): "
                f"{', '.join(self.differs)} differ between {' and '.join(self.inputs)}")


@dataclass
class MergeReport:
    out: Path
    inputs: list[Path]
    entries: int
    duplicates: int
    """Keys found in more than one input with the same request and response bytes."""
    conflicts: list[Conflict] = field(default_factory=list)


def _differs(a: Any, b: Any) -> list[str]:
    out = []
    if a.request != b.request:
        out.append("request")
    if a.response.status != b.response.status:
        out.append("response status")
    if a.response.body != b.response.body:
        out.append("response body")
    if a.response.headers != b.response.headers:
        out.append("response headers")
    return out


def merge_cassettes(out: str | os.PathLike[str], inputs: Iterable[str | os.PathLike[str]], *,
                    prefer: str | None = None, overwrite: bool = False) -> MergeReport:
    """Write the union of ``inputs`` to ``out``; raises MergeConflictError on a conflict without ``prefer``."""
    out = Path(out)
    paths = [Path(p) for p in inputs]
    if not paths:
        raise CassetteError("cassette merge: no input cassettes given")
    if prefer is not None and prefer not in PREFER:
        raise CassetteError(f"cassette merge: --prefer {prefer!r}; use one of {', '.join(PREFER)}")
    check_not_input(out, paths, command="cassette merge")  # a link to an input is that input
    if (out.exists() or out.is_symlink()) and not overwrite:
        raise OutputError(out, "exists", command="cassette merge", forceable=True)
    out.parent.mkdir(parents=True, exist_ok=True)
    target = Path(os.path.realpath(out)) if out.is_symlink() else out
    # OUT's writer lock from the start: a process recording into OUT refuses the merge now (not
    # after reading every input), and none can start recording into OUT before it is replaced
    lock = WriterLock.acquire(target, action="merge into")
    try:
        return _merge_locked(out, target, paths, prefer)
    finally:
        lock.release()


def _merge_locked(out: Path, target: Path, paths: list[Path], prefer: str | None) -> MergeReport:
    chosen: dict[str, tuple[Any, int]] = {}  # key -> (entry, input index)
    holders: dict[str, list[int]] = {}
    conflicts: dict[str, Conflict] = {}
    duplicates = 0
    for i, path in enumerate(paths):
        store = CassetteStore.open(path)
        try:
            for entry in store.entries():
                old = chosen.get(entry.key)
                if old is None:
                    chosen[entry.key] = (entry, i)
                    holders[entry.key] = [i]
                    continue
                holders[entry.key].append(i)
                differs = _differs(old[0], entry)
                if not differs:
                    duplicates += 1
                    if _ENC.encode(entry.meta) < _ENC.encode(old[0].meta):
                        chosen[entry.key] = (entry, i)
                    continue
                r = entry.request
                conflicts[entry.key] = Conflict(entry.key, r.path, r.replica, r.occurrence,
                                                [str(paths[j]) for j in holders[entry.key]], differs)
                if prefer == "last":
                    chosen[entry.key] = (entry, i)
        finally:
            store.close(compact=False)
    found = [conflicts[k] for k in sorted(conflicts)]
    if found and prefer is None:
        raise MergeConflictError(found)
    _write(target, [chosen[k][0] for k in sorted(chosen)])
    return MergeReport(out=out, inputs=paths, entries=len(chosen), duplicates=duplicates, conflicts=found)


def _write(target: Path, entries: list[Any]) -> None:
    """Write the entries canonically to a hidden temp file next to ``target`` and rename it over it.
    The caller holds ``target``'s writer lock, so a process recording into it is never replaced
    under it; a killed merge leaves only ``.OUT.tmp-*``, which the next writer of OUT removes (and
    which `cassette ls` does not list)."""
    _clean_leftovers(target)
    tmp = temp_path(target)
    try:
        with open(tmp, "wb") as fh:
            w = CanonicalWriter(fh)
            for entry in sorted(entries, key=sort_key):
                w.add(entry)
            w.finish()
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, target)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise
    fsync_dir(target)


def _clean_leftovers(out: Path) -> None:
    """Remove what killed merges into ``out`` left (we hold its writer lock): temp files, and the
    ``OUT.merging-PID.rkc`` files (with their lock files) older replaykits wrote, unless still in use."""
    for stale in out.parent.glob(f".{out.name}.tmp-*"):
        stale.unlink(missing_ok=True)
    for old in out.parent.glob(f"{glob.escape(out.name)}.merging-*.rkc"):
        if not LEGACY_MERGE_TEMP.fullmatch(old.name[len(out.name):]) or writer_active(old):
            continue
        old.unlink(missing_ok=True)
        old.with_name(f".{old.name}.lock").unlink(missing_ok=True)


LEGACY_MERGE_TEMP = re.compile(r"\.merging-[0-9]+\.rkc$")
"""What older replaykits named a merge's temp output (``OUT`` + this); `cassette ls` skips them."""
