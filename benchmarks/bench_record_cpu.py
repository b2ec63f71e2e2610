"""Recording CPU per call, a whole session (open, the calls, close) timed, against stock vcrpy JSON.

The same AMemGym-shaped calls and the same record path as bench_record_instructions.py (the
gateway's `Recorder.answer`, then the httpx2 transport vcrpy patches, answered from memory: no
server, no socket, so the bare call is cheap and the overhead is most of what is timed), each tool's
session timed in CPU time of the process (`time.process_time`: every thread, so replaykit's
compaction workers at close are counted), from before the cassette opens to after it closes
(replaykit's close compacts the fresh cassette; vcrpy's saves its JSON). Tools alternate within each
repeat, after one warm-up session each; the table gives each tool's overhead over the bare calls
(median of the repeats) and the paired ratios. A benchmark, not a test.

    python benchmarks/bench_record_cpu.py                  # 300 calls, 7 repeats
    python benchmarks/bench_record_cpu.py --calls 1000 --repeats 5
"""

from __future__ import annotations

import argparse
import gc
import os
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import httpx2
import msgspec
from bench_peers import workload
from bench_record_instructions import HEADERS, WARM, gateway_ask, memory_transport

from replaykit.recording.capture.recorder import Recorder, RecorderOptions

TOOLS = ("none", "replaykit", "vcrpy JSON")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--calls", type=int, default=300)
    ap.add_argument("--repeats", type=int, default=7)
    args = ap.parse_args()
    import vcr  # both tools import it (the recorder to intercept third-party calls): not timed for either

    calls = workload(WARM + args.calls)
    docs = {body: msgspec.json.decode(body) for _, body, _ in calls}  # the objects the gateway encoded
    transport = memory_transport(calls)

    def session(tool: str, some: list) -> float:
        """CPU seconds per call of one session of ``tool`` over ``some`` calls, open and close included."""
        folder = Path(tempfile.mkdtemp(prefix="bench-rec-cpu-"))
        gc.collect()
        t = time.process_time()
        recorder = None
        if tool == "replaykit":
            recorder = context = Recorder(folder / "c.rkc", mode="record", options=RecorderOptions(compact="auto"))
        elif tool == "vcrpy JSON":
            context = vcr.use_cassette(str(folder / "c.json"), serializer="json", record_mode="all")
        else:
            context = None
        if context is not None:
            context.__enter__()
        for path, body, _ in some:
            if recorder is not None:
                gateway_ask(recorder, path, body, docs[body])  # the gateway asks first; a miss sends it on
            request = httpx2.Request("POST", "http://127.0.0.1:9/v1" + path, content=body, headers=HEADERS)
            transport.handle_request(request).read()
        if context is not None:
            context.__exit__(None, None, None)
        spent = time.process_time() - t
        shutil.rmtree(folder, ignore_errors=True)
        return spent / len(some)

    for tool in TOOLS:
        session(tool, calls[:WARM])
    per: dict[str, list[float]] = {t: [] for t in TOOLS}
    for _ in range(args.repeats):
        for tool in TOOLS:
            per[tool].append(session(tool, calls[WARM:]))
    over = {t: [x - b for x, b in zip(per[t], per["none"])] for t in TOOLS[1:]}
    load = os.getloadavg()
    print(f"bench_record_cpu: {args.calls} AMemGym-shaped calls a session, open to close; {args.repeats} repeats "
          f"({os.cpu_count()} cores, load {load[0]:.1f})")
    print(f"{'':12} {'CPU ms/call':>12} {'over the bare call':>19}")
    for tool in TOOLS:
        value = statistics.median(per[tool]) * 1e3
        extra = "" if tool == "none" else f"{statistics.median(over[tool]) * 1e3:>19.3f}"
        print(f"{tool:12} {value:>12.3f} {extra}")
    paired = [a / b for a, b in zip(over["replaykit"], over["vcrpy JSON"]) if b > 0]
    print(f"replaykit's overhead over vcrpy JSON's: {statistics.median(over['replaykit']) / statistics.median(over['vcrpy JSON']):.2f}x "
          f"(paired repeats: {', '.join(f'{r:.2f}' for r in paired)})")


if __name__ == "__main__":
    main()
