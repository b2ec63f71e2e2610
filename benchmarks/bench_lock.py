"""How long recording threads wait on the cassette store's lock, at many concurrent chats.

K threads (64 by default), each a scope making M sequential chat calls through the gateway (the
real openai client) to the loopback stub (tests/integration/openai_stub.py, its own process, a
fixed latency), record into one fresh cassette. The store's lock (`CassetteStore._lock`: every
append's journal write, and lookups' unit reads) is wrapped to time each acquisition: the table
gives the time threads spent waiting for it as a share of the threads' time in the calls (K x the
wall time of the calls), the time it was held as a share of the wall time, and the longest wait.
Timings on a shared machine move; the shares are what to compare. A benchmark, not a test.

    python benchmarks/bench_lock.py                      # 64 threads x 10 calls, stub latency 50 ms
    python benchmarks/bench_lock.py --threads 8 --latency 0.2
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from bench_record import Stub, messages

from replaykit.gateway import Endpoint, Gateway
from replaykit.recording.capture.recorder import Recorder, scope


class TimedLock:
    """A lock that adds up how long acquiring it waited and how long it was held (outermost holds)."""

    def __init__(self, inner) -> None:
        self._inner = inner
        self._depth = threading.local()
        self._count = threading.Lock()
        self.waited = self.held = self.longest = 0.0
        self.acquisitions = 0

    def acquire(self, blocking: bool = True, timeout: float = -1) -> bool:
        t0 = time.perf_counter()
        got = self._inner.acquire(blocking, timeout)
        if got:
            t1 = time.perf_counter()
            depth = getattr(self._depth, "n", 0)
            self._depth.n = depth + 1
            if depth == 0:
                self._depth.t = t1
                with self._count:
                    self.waited += t1 - t0
                    self.longest = max(self.longest, t1 - t0)
                    self.acquisitions += 1
        return got

    def release(self) -> None:
        self._depth.n -= 1
        if self._depth.n == 0:
            with self._count:
                self.held += time.perf_counter() - self._depth.t
        self._inner.release()

    __enter__ = acquire

    def __exit__(self, *exc: object) -> None:
        self.release()


def one_run(url: str, threads: int, calls: int, folder: Path) -> dict:
    gw = Gateway({"agent": Endpoint(base_url=url, model="bench", retry_backoff=0.0)})
    with scope("warm"):
        gw.chat("agent", messages(999, 0))  # the client and the connection pool, before anything is timed

    def work(w: int) -> None:
        with scope(f"worker-{w}"):
            for i in range(calls):
                gw.chat("agent", messages(w, i))

    with Recorder(folder / "c.rkc", mode="record") as rec:
        timed = TimedLock(rec.store._lock)  # type: ignore[union-attr]
        rec.store._lock = rec.store._reader._lock = timed  # type: ignore[union-attr]
        t0 = time.perf_counter()
        with ThreadPoolExecutor(threads) as pool:
            list(pool.map(work, range(threads)))
        wall = time.perf_counter() - t0
        assert rec.stats.recorded == threads * calls, rec.stats
    return {"wall": wall, "wait_share": timed.waited / (threads * wall), "held_share": timed.held / wall,
            "longest_ms": timed.longest * 1e3, "calls_per_s": threads * calls / wall}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--threads", type=int, default=64)
    ap.add_argument("--calls", type=int, default=10, help="sequential calls per thread")
    ap.add_argument("--latency", type=float, default=0.05, help="the stub's latency per call, seconds")
    ap.add_argument("--repeats", type=int, default=3)
    args = ap.parse_args()
    os.environ.pop("REPLAYKIT_MODE", None)
    tmp = Path(tempfile.mkdtemp(prefix="rk-bench-lock-"))
    stub = Stub(latency=args.latency)
    try:
        runs = []
        for r in range(args.repeats):
            (tmp / str(r)).mkdir()
            runs.append(one_run(stub.url, args.threads, args.calls, tmp / str(r)))
    finally:
        stub.close()
    load = os.getloadavg()
    print(f"bench_lock  ({os.cpu_count()} cores, load {load[0]:.1f}; {args.threads} threads x {args.calls} calls, "
          f"stub latency {args.latency * 1e3:.0f} ms; medians of {args.repeats})")
    for name, fmt in (("wait_share", "{:.2%} of the threads' time waiting for the store's lock"),
                      ("held_share", "{:.2%} of the wall time the lock was held"),
                      ("longest_ms", "{:.1f} ms the longest wait"),
                      ("calls_per_s", "{:.0f} calls/s")):
        print("  " + fmt.format(statistics.median(r[name] for r in runs)))


if __name__ == "__main__":
    main()
