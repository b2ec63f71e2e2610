"""Random lookups (store.response) of cassettes side by side: each configuration in a fresh process,
the configurations alternated round after round (so a shared machine's load falls on all of them
alike), medians of the rounds. A round opens the store, looks every key up in a shuffled order
("cold": the unit cache fills) and again ("warm"); CPU time of the process beside wall time.

    python benchmarks/bench_lookups.py --rounds 3 \\
        new=/tmp/rk-bench-format-100000/whole.rkc            # the default unit cache
        new-128=/tmp/rk-bench-format-100000/whole.rkc:134217728   # a 128 MiB cache
        old=/tmp/old/whole.rkc::/path/to/old/checkout          # another checkout's replaykit (its default cache)

A configuration is LABEL=PATH[:CACHE_BYTES[:CHECKOUT]] (CACHE_BYTES empty or 0: the default).
The cassettes of bench_format (`--work`, whole.rkc) are what it was written for.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def measure(path: str, cache: int) -> list[tuple[float, float]]:
    from replaykit.recording.store.cassette import CassetteStore

    store = CassetteStore.open(path, cache_bytes=cache) if cache else CassetteStore.open(path)
    keys = store.keys()
    random.Random(1).shuffle(keys)
    out = []
    for _ in range(2):
        t0, c0 = time.perf_counter(), time.process_time()
        for k in keys:
            store.response(k)
        out.append((len(keys) / (time.perf_counter() - t0), len(keys) / (time.process_time() - c0)))
    return out


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("configs", nargs="*", help="LABEL=PATH[:CACHE_BYTES[:CHECKOUT]]")
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--measure", nargs=2, help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.measure:
        print(json.dumps(measure(args.measure[0], int(args.measure[1]))))
        return
    configs = []
    for c in args.configs:
        label, _, spec = c.partition("=")
        path, _, rest = spec.partition(":")
        cache, _, code = rest.partition(":")
        configs.append((label, path, int(cache or 0), code or str(ROOT)))
    rows: dict[str, list] = {c[0]: [] for c in configs}
    for _ in range(args.rounds):
        for label, path, cache, code in configs:
            got = subprocess.run([sys.executable, str(Path(__file__).resolve()), "--measure", path, str(cache)],
                                 env=dict(os.environ, PYTHONPATH=code), capture_output=True, text=True, check=True)
            rows[label].append(json.loads(got.stdout))
    print(f"bench_lookups  (machine: {os.cpu_count()} cores shared, load {os.getloadavg()[0]:.1f}; medians of "
          f"{args.rounds} alternated rounds, each in a fresh process; lookups/s, CPU time and in brackets wall)")
    print(f"{'config':<16} {'cold':>22} {'warm':>22}")
    for label, got in rows.items():
        cold = [r[0] for r in got]
        warm = [r[1] for r in got]
        print(f"{label:<16} {statistics.median(c[1] for c in cold):>10,.0f} ({statistics.median(c[0] for c in cold):>9,.0f}) "
              f"{statistics.median(w[1] for w in warm):>10,.0f} ({statistics.median(w[0] for w in warm):>9,.0f})")


if __name__ == "__main__":
    main()
