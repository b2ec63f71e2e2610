"""Recording overhead per call and concurrent-recording speed-up, against a loopback OpenAI stub.

The stub (tests/integration/openai_stub.py) runs in its own process, so it does not share the
GIL with the client. Calls go through replaykit.gateway (the real openai client underneath).
  overhead: median per-call time recording (mode record, fresh cassette) minus without a
            recorder, stub latency 0. Target <= 1 ms/call.
  speed-up: K concurrent scopes (threads), each making M sequential calls, stub latency 200 ms;
            speed-up = throughput(K) / throughput(1). Target >= 0.8 K up to K = 16.
Usage: python benchmarks/bench_record.py [--calls 300] [--repeats 5]
"""

from __future__ import annotations

import argparse
import os
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from replaykit.gateway import Endpoint, Gateway
from replaykit.recording.capture import Recorder, scope

ROOT = Path(__file__).resolve().parent.parent
STUB = ROOT / "tests" / "integration" / "openai_stub.py"


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Stub:
    def __init__(self, latency: float) -> None:
        self.port = free_port()
        self.proc = subprocess.Popen([sys.executable, str(STUB), "--port", str(self.port), "--latency", str(latency)],
                                     stdout=subprocess.PIPE, text=True)
        self.proc.stdout.readline()  # "stub OpenAI server on ..."
        self.url = f"http://127.0.0.1:{self.port}/v1"

    def close(self) -> None:
        self.proc.terminate()
        self.proc.wait(timeout=10)


def messages(worker: int, i: int) -> list[dict]:
    history = [{"role": "system", "content": "You are a helpful assistant with long-term memory. " * 8}]
    for t in range(i % 8):
        history.append({"role": "user", "content": f"worker {worker} turn {t}: " + "some earlier message text " * 10})
        history.append({"role": "assistant", "content": "an earlier reply " * 12})
    history.append({"role": "user", "content": f"worker {worker} question {i}"})
    return history


def calls(gw: Gateway, worker: int, n: int) -> None:
    with scope(f"worker-{worker}"):
        for i in range(n):
            gw.chat("agent", messages(worker, i))


def timed(fn) -> float:
    t0 = time.perf_counter()
    fn()
    return time.perf_counter() - t0


def run_mode(url: str, mode: str, n: int, workers: int, cassette: Path | None) -> float:
    gw = Gateway({"agent": Endpoint(base_url=url, model="bench", retry_backoff=0.0)})
    calls(gw, 999, 3)  # warm the connection pool and the client

    def work() -> None:
        if workers == 1:
            calls(gw, 0, n)
        else:
            with ThreadPoolExecutor(workers) as pool:
                list(pool.map(lambda w: calls(gw, w, n), range(workers)))

    if mode == "off":
        return timed(work)
    with Recorder(cassette, mode=mode) as rec:
        t = timed(work)
        assert mode != "record" or rec.stats.recorded == n * workers, rec.stats
    return t


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--calls", type=int, default=300)
    ap.add_argument("--repeats", type=int, default=5)
    ap.add_argument("--per-worker", type=int, default=5)
    args = ap.parse_args()
    os.environ.pop("REPLAYKIT_MODE", None)
    tmp = Path(tempfile.mkdtemp(prefix="rk-bench-rec-"))
    rows = []

    stub = Stub(latency=0.0)
    try:
        off, rec, rep = [], [], []
        for r in range(args.repeats):
            cas = tmp / f"o{r}.rkc"
            off.append(run_mode(stub.url, "off", args.calls, 1, None) / args.calls)
            rec.append(run_mode(stub.url, "record", args.calls, 1, cas) / args.calls)
            rep.append(run_mode(stub.url, "replay", args.calls, 1, cas) / args.calls)
        m_off, m_rec, m_rep = (statistics.median(x) * 1000 for x in (off, rec, rep))
        rows.append(("per call, no recorder", f"{m_off:.2f} ms", f"{args.calls} sequential calls, stub latency 0"))
        rows.append(("per call, recording", f"{m_rec:.2f} ms", "mode record, fresh cassette"))
        rows.append(("record overhead", f"{m_rec - m_off:.2f} ms", "target <= 1 ms/call"))
        rows.append(("per call, replaying", f"{m_rep:.2f} ms", "mode replay (no network)"))
    finally:
        stub.close()

    stub = Stub(latency=0.2)
    try:
        base = None
        for k in (1, 4, 16):
            ts = []
            for r in range(max(1, args.repeats // 2)):
                ts.append(run_mode(stub.url, "record", args.per_worker, k, tmp / f"k{k}-{r}.rkc"))
            t = statistics.median(ts)
            thr = k * args.per_worker / t
            base = base or thr
            rows.append((f"K={k:<2} concurrent recorders", f"{thr / base:.2f}x",
                         f"{thr:.1f} calls/s, {k}x{args.per_worker} calls at 200 ms; target >= {0.8 * k:.1f}x"))
    finally:
        stub.close()

    print(f"bench_record  (machine: {os.cpu_count()} cores, python {sys.version.split()[0]}; medians of {args.repeats})")
    w = max(len(r[0]) for r in rows)
    v = max(len(r[1]) for r in rows)
    print(f"{'measure':<{w}}  {'value':>{v}}  notes")
    print("-" * (w + v + 40))
    for name, value, note in rows:
        print(f"{name:<{w}}  {value:>{v}}  {note}")
    for f in tmp.iterdir():
        f.unlink()
    tmp.rmdir()


if __name__ == "__main__":
    main()
