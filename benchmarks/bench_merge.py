"""Cassette merge benchmark: time to merge N shard cassettes into one, vs the one cassette recorded whole.

Synthetic conversations (each call resends the growing history), split round-robin by
conversation into N shards, as `replaykit run --shard I/N` would split users. Reports the
merge time, entries per second, and checks that the merged file equals the unsharded one.
Usage: python benchmarks/bench_merge.py [--entries 20000] [--shards 4]
"""

from __future__ import annotations

import argparse
import hashlib
import random
import resource
import tempfile
import time
from pathlib import Path

from replaykit.recording.store.cassette import CassetteStore, Entry, EntryMeta, RecordedRequest, RecordedResponse
from replaykit.recording.store.merge import merge_cassettes


def conversations(n_entries: int, turns: int = 20, seed: int = 0) -> list[list[Entry]]:
    rng = random.Random(seed)
    vocab = [f"w{i}" for i in range(5000)]
    convs = []
    for c in range(max(1, n_entries // turns)):
        history = ""
        conv = []
        for t in range(turns):
            history += " " + " ".join(rng.choice(vocab) for _ in range(40))
            body = ('{"model":"m","messages":[{"role":"user","content":"%s"}]}' % history).encode()
            key = hashlib.sha256(body).hexdigest()
            reply = " ".join(rng.choice(vocab) for _ in range(30)).encode()
            conv.append(Entry(key=key, request=RecordedRequest(method="POST", path="/v1/chat/completions", body=body),
                              response=RecordedResponse(status=200, body=reply), meta=EntryMeta(latency_ms=1.0)))
        convs.append(conv)
    return convs


def write(path: Path, entries: list[Entry]) -> None:
    store = CassetteStore.open(path, writable=True)
    for e in entries:
        store.append(e)
    store.close(compact=True)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--entries", type=int, default=20000)
    ap.add_argument("--shards", type=int, default=4)
    args = ap.parse_args()
    convs = conversations(args.entries)
    with tempfile.TemporaryDirectory() as tmp:
        d = Path(tmp)
        write(d / "whole.rkc", [e for c in convs for e in c])
        inputs = []
        for i in range(args.shards):
            write(d / f"s{i}.rkc", [e for c in convs[i :: args.shards] for e in c])
            inputs.append(d / f"s{i}.rkc")
        r0 = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
        t0, c0 = time.perf_counter(), time.process_time()
        rep = merge_cassettes(d / "merged.rkc", inputs)
        dt, cpu = time.perf_counter() - t0, time.process_time() - c0
        peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss  # before the comparison below reads both files
        same = (d / "merged.rkc").read_bytes() == (d / "whole.rkc").read_bytes()
        size = (d / "merged.rkc").stat().st_size
    grew = "" if peak > r0 else " (the workload built earlier set it)"
    print(f"entries {rep.entries}  shards {args.shards}  merge {dt:.2f} s wall, {cpu:.2f} s CPU  "
          f"({rep.entries / dt:,.0f} entries/s)  peak RSS {peak / 1024:.0f} MiB{grew}  size {size / 1e6:.1f} MB  merged == whole: {same}")
    if not same:
        raise SystemExit("merged cassette differs from the unsharded one")


if __name__ == "__main__":
    main()
