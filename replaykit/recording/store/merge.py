"""Merge cassettes: one cassette holding the union of several (e.g. the shards of a run).

A k-way merge: each input is read in canonical order (the order compaction writes) and the
output is written by the compaction writer as the merge goes, with bounded memory. The
output holds every key once, in canonical order, so its bytes depend only on the set of
entries, never on how many inputs there were or in which order they were given.

Two inputs holding the same key with different request bytes or different response
*content* (sampling, provider nondeterminism, a changed endpoint) is a conflict: reported,
and fatal unless ``prefer`` says which input wins (``first`` or ``last`` on the command
line). Entries that differ only in metadata (the rule of replaykit.recording.store.content: response
id, created, system_fingerprint, usage, the served model's name, latency) are not a
conflict: the one whose encoded response and metadata sort first is kept, whatever the
input order.
"""

from __future__ import annotations

import glob
import heapq
import os
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterable, Iterator

import msgspec

from replaykit._util.fs import NOT_REGULAR, fsync_dir, is_special
from replaykit._util.outputs import check_not_input
from replaykit.errors import CassetteError, MergeConflictError, OutputError
from replaykit.recording.store.cassette import CassetteStore
from replaykit.recording.store.compact import BlockHashes, CanonicalWriter, Unsorted, canonical_keys, canonical_stream, stored_sort_key
from replaykit.recording.store.content import CONTENT, REQUEST, classify
from replaykit.recording.store.lock import WriterLock, temp_path, writer_active

PREFER = ("first", "last")
INPUT_CACHE_BYTES = 4 << 20  # the merge reads each input in file order: its units are used where they are read
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
    """Keys found in more than one input with the same request and response content (metadata may differ)."""
    conflicts: list[Conflict] = field(default_factory=list)


def _differs(a: Any, b: Any) -> list[str]:
    """What makes two recordings of one key a conflict: [] when they differ at most in metadata."""
    kind = classify(a, b)
    if kind == REQUEST:
        return ["request"]
    if kind == CONTENT:
        return ["response status"] if a.response.status != b.response.status else ["response body"]
    return []


def _rank(entry: Any) -> bytes:
    """Order among metadata-only variants of one key (the smallest is kept, whatever the input order)."""
    return _ENC.encode([entry.response, entry.meta])


def merge_cassettes(out: str | os.PathLike[str], inputs: Iterable[str | os.PathLike[str]], *,
                    prefer: str | None = None, overwrite: bool = False) -> MergeReport:
    """Write the union of ``inputs`` to ``out``; raises MergeConflictError on a conflict without ``prefer``.

    Streams: every input is already in canonical order (its compacted part; its journal is
    sorted by sort key), so the output is a k-way merge of the inputs written as they come,
    holding one sort key per input, the keys of the inputs (to find the ones in several) and
    the hashes of the blocks seen, never an entry's body beyond the one being copied."""
    out = Path(out)
    paths = [Path(p) for p in inputs]
    if not paths:
        raise CassetteError("cassette merge: no input cassettes given")
    if prefer is not None and prefer not in PREFER:
        raise CassetteError(f"cassette merge: --prefer {prefer!r}; use one of {', '.join(PREFER)}")
    check_not_input(out, paths, command="cassette merge")  # a link to an input is that input
    for p in paths:  # before OUT's lock: a refused merge leaves nothing beside OUT
        if is_special(p):
            raise CassetteError(f"an input cassette is {NOT_REGULAR}; give the path of a *.rkc file", file=p)
    if is_special(out):  # never replaced, even with --force (and opening it to look would block)
        raise OutputError(out, f"is {NOT_REGULAR}", command="cassette merge")
    if (out.exists() or out.is_symlink()) and not overwrite:
        raise OutputError(out, "exists", command="cassette merge", forceable=True)
    out.parent.mkdir(parents=True, exist_ok=True)
    target = Path(os.path.realpath(out)) if out.is_symlink() else out
    # OUT's writer lock from the start: a process recording into OUT refuses the merge now (not after
    # reading every input), and none can start recording into OUT before it is replaced
    lock = WriterLock.acquire(target, action="merge into")
    stores: list[CassetteStore] = []
    try:
        for path in paths:  # read in file order: a small unit cache each keeps memory bounded
            stores.append(CassetteStore.open(path, cache_bytes=INPUT_CACHE_BYTES))
        versions = sorted({s.key_version for s in stores})
        if len(versions) > 1:  # a key of one version never finds an entry keyed with another
            raise CassetteError("cassette merge: the inputs are keyed with different key versions ("
                                + "; ".join(f"{s.path}: {s.key_version}" for s in stores) + "); rekey the older ones "
                                "first (`replaykit cassette upgrade --keys PATH`)")
        skip, duplicates, found = _resolve(paths, stores, prefer)
        if found and prefer is None:
            raise MergeConflictError(found)
        try:
            n = _write(target, stores, skip, sort_all=False)
        except Unsorted:  # an input whose compacted part is not in canonical order (never written so)
            n = _write(target, stores, skip, sort_all=True)
    finally:
        for store in stores:
            store.close(compact=False)
        lock.release()
    return MergeReport(out=out, inputs=paths, entries=n, duplicates=duplicates, conflicts=found)


def _resolve(paths: list[Path], stores: list[CassetteStore], prefer: str | None
             ) -> tuple[set[tuple[int, str]], int, list[Conflict]]:
    """Keys held by several inputs: which copy is kept ((input, key) pairs to skip), how many
    were plain duplicates, and the conflicts. Only those entries are decoded."""
    holders: dict[str, list[int]] = {}
    for i, store in enumerate(stores):
        for k in store.keys():
            holders.setdefault(k, []).append(i)
    skip: set[tuple[int, str]] = set()
    conflicts: dict[str, Conflict] = {}
    duplicates = 0
    for key, held in holders.items():
        if len(held) < 2:
            continue
        chosen = (stores[held[0]].entry(key), held[0])
        for n, i in enumerate(held[1:], 1):
            entry = stores[i].entry(key)
            differs = _differs(chosen[0], entry)
            if not differs:
                duplicates += 1
                if _rank(entry) < _rank(chosen[0]):
                    chosen = (entry, i)
                continue
            r = entry.request
            conflicts[key] = Conflict(key, r.path, r.replica, r.occurrence, [str(paths[j]) for j in held[: n + 1]], differs)
            if prefer == "last":
                chosen = (entry, i)
        skip.update((i, key) for i in held if i != chosen[1])
    return skip, duplicates, [conflicts[k] for k in sorted(conflicts)]


def _ordered(i: int, store: CassetteStore, hashes: BlockHashes, sort_all: bool) -> Iterator[tuple]:
    """(sort key, input, key, (record, block hashes)) of one input's entries in canonical order: each
    record is decoded and its blocks hashed once, for the merge and for the writer."""
    if sort_all or store.version < 2:
        for k in canonical_keys(store, None, hashes):
            s = store.stored(k)
            hs = hashes.each(s.body)  # type: ignore[union-attr]
            yield stored_sort_key(k, s, hs), i, k, (s, hs)  # type: ignore[arg-type]
        return
    for sk, k, s, hs in canonical_stream(store, hashes, *store.keys_by_part()):
        yield sk, i, k, (s, hs)


def _write(out: Path, stores: list[CassetteStore], skip: set[tuple[int, str]], sort_all: bool) -> int:
    """Stream the k-way merge of the inputs into a hidden temp file next to ``out``, then rename it over
    ``out``. The caller holds ``out``'s writer lock, so a process recording into it is never replaced
    under it; a killed merge leaves only ``.OUT.tmp-*``, which the next writer of OUT removes (and
    which `cassette ls` does not list)."""
    _clean_leftovers(out)
    tmp = temp_path(out)
    hashes = [BlockHashes(s) for s in stores]
    try:
        with open(tmp, "wb") as fh:
            w = CanonicalWriter(fh, key_version=stores[0].key_version)
            streams = (_ordered(i, s, hashes[i], sort_all) for i, s in enumerate(stores))
            for _, i, k, (s, hs) in heapq.merge(*streams, key=lambda t: t[:2]):
                if (i, k) in skip:
                    continue
                w.add_stored(k, s, hs, hashes[i].block)
            w.finish()
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, out)
        fsync_dir(out)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise
    return w.entries


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
