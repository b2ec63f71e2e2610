"""Merge cassettes: one cassette holding the union of several (e.g. the shards of a run).

Uses only the cassette store's public API (open read-only, iterate entries, append, close
with compaction), so it does not depend on the file format. The output holds every key
once; it is written in canonical order by compaction, so its bytes depend only on the set
of entries, never on how many inputs there were or in which order they were given.

Two inputs holding the same key with different request bytes or different response
*content* (sampling, provider nondeterminism, a changed endpoint) is a conflict: reported,
and fatal unless ``prefer`` says which input wins (``first`` or ``last`` on the command
line). Entries that differ only in metadata (the rule of replaykit.recording.content: response
id, created, system_fingerprint, usage, the served model's name, latency) are not a
conflict: the one whose encoded response and metadata sort first is kept, whatever the
input order.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterable

import msgspec

from replaykit.errors import CassetteError, MergeConflictError
from replaykit.recording.cassette import CassetteStore
from replaykit.recording.content import CONTENT, REQUEST, classify

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
    """Write the union of ``inputs`` to ``out``; raises MergeConflictError on a conflict without ``prefer``."""
    out = Path(out)
    paths = [Path(p) for p in inputs]
    if not paths:
        raise CassetteError("cassette merge: no input cassettes given")
    if prefer is not None and prefer not in PREFER:
        raise CassetteError(f"cassette merge: --prefer {prefer!r}; use one of {', '.join(PREFER)}")
    if any(p.resolve() == out.resolve() for p in paths):
        raise CassetteError(f"cassette merge: the output {out} is also an input; write to a new path")
    if out.exists() and not overwrite:
        raise CassetteError(f"cassette merge: {out} exists; remove it or choose another output path")
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
                    if _rank(entry) < _rank(old[0]):
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
    _write(out, [chosen[k][0] for k in sorted(chosen)])
    return MergeReport(out=out, inputs=paths, entries=len(chosen), duplicates=duplicates, conflicts=found)


def _write(out: Path, entries: list[Any]) -> None:
    """Append every entry to a fresh store next to ``out``, compact it, then rename it over ``out``."""
    out.parent.mkdir(parents=True, exist_ok=True)
    tmp = out.with_name(f"{out.name}.merging-{os.getpid()}.rkc")
    lock = tmp.with_name(f".{tmp.name}.lock")
    for stale in (tmp, lock):
        stale.unlink(missing_ok=True)
    store = CassetteStore.open(tmp, writable=True)
    try:
        for entry in entries:
            store.append(entry)
    except BaseException:
        store.close(compact=False)
        tmp.unlink(missing_ok=True)
        lock.unlink(missing_ok=True)
        raise
    store.close(compact=True)
    os.replace(tmp, out)
    lock.unlink(missing_ok=True)
