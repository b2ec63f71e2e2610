"""Recording overhead in instructions per call: a measure the machine's load does not move.

    python benchmarks/bench_record_instructions.py              # 100 calls per tool
    python benchmarks/bench_record_instructions.py --calls 300
    python benchmarks/bench_record_instructions.py --calls 300 --whole   # open and close counted too

Timings on a shared 2-core machine move by more than the overhead being measured (a recorded
call costs a fraction of a millisecond over a bare one). This counts instructions instead,
under valgrind's callgrind, with instrumentation switched on only around the measured calls
(`callgrind_control -i on/off`), for three runs of the same AMemGym-shaped calls
(benchmarks/bench_peers.py's workload): nothing recording, replaykit recording, stock vcrpy
recording with its JSON serializer. Each call is what the gateway does on the record path
below the openai client: `Recorder.answer` (replaykit only: the key, a miss), then the httpx2
transport the gateway's client uses, which vcrpy patches while either tool records, answered
by an in-memory connection pool (no server, no socket). The openai client's own work is the
same with or without a recorder, so it is left out; `bench_peers.py --rows record` measures
the whole call through the client, in time.

Instructions are not time (a cache miss costs more than an add; the SHA extensions valgrind
lacks make sha256 look dearer than it is), but a ratio of instruction counts moved with the
timed ratio in every run we compared. Needs valgrind (the project does not install it: an
optional measuring tool); prints a one-line message without it.
"""

from __future__ import annotations

import argparse
import gc
import hashlib
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import msgspec

from replaykit.gateway.body import encode_body

ROOT = Path(__file__).resolve().parent.parent
TOOLS = ("none", "replaykit", "vcrpy JSON")
HEADERS = {  # what the openai client sends (vcrpy copies every header into its records)
    "accept": "application/json", "accept-encoding": "gzip, deflate, zstd", "connection": "keep-alive",
    "content-type": "application/json", "user-agent": "OpenAI/Python 1.99.0", "x-stainless-lang": "python",
    "x-stainless-package-version": "1.99.0", "x-stainless-os": "Linux", "x-stainless-arch": "x64",
    "x-stainless-runtime": "CPython", "x-stainless-runtime-version": "3.11.7",
    "authorization": "Bearer sk-bench-0000000000", "x-stainless-async": "false",
    "x-stainless-retry-count": "0", "x-stainless-read-timeout": "600",
}
WARM = 20


def memory_transport(calls: list):
    """The gateway's bounded transport over a connection pool answered from memory: each request body
    gets the reply ``calls`` (bench_peers.workload's (path, body, reply) triples) pairs with it."""
    import httpcore2

    from replaykit.gateway.transport import BoundedTransport

    answers = {hashlib.sha256(body).digest(): resp for _, body, resp in calls}

    class Pool:
        def handle_request(self, request):
            body = b"".join(request.stream)
            return httpcore2.Response(200, headers=[(b"content-type", b"application/json")],
                                      content=answers[hashlib.sha256(body).digest()])

        def close(self) -> None:
            pass

    transport = BoundedTransport()
    transport._pool._pool = Pool()
    return transport


def gateway_ask(recorder, path: str, body: bytes, doc: dict) -> None:
    """What the gateway asks the recorder before a call (replaykit/gateway/client.py, `Gateway._request`):
    the request as the object it encodes (``doc``, keyed without its body: version-2 keys) and its bytes
    as a function (the gateway's RequestBody.bytes, encoded once for the wire: here already); a miss in
    record mode hands the call on to the HTTP request that follows."""
    recorder.answer("POST", "/v1" + path, lambda: body, request=doc, encode=encode_body)


def child(tool: str, n: int, whole: bool = False) -> None:
    """Run WARM calls, then ``n`` calls with instrumentation on, then exit at once; ``whole``: a warm-up
    session of WARM calls, then one of ``n`` calls counted from open to close, both included."""
    sys.path.insert(0, str(ROOT / "benchmarks"))
    import httpx2
    from bench_peers import workload

    from replaykit.recording.capture.recorder import Recorder, RecorderOptions

    calls = workload(WARM + n)
    docs = {body: msgspec.json.decode(body) for _, body, _ in calls}  # the objects the gateway encoded
    transport = memory_transport(calls)
    import vcr  # both tools import it (the recorder to intercept third-party calls): not counted for either

    def session(folder: Path, compact: str):
        """(the tool's context, its recorder or None) for a cassette in ``folder``."""
        if tool == "replaykit":
            recorder = Recorder(folder / "c.rkc", mode="record", options=RecorderOptions(compact=compact))
            return recorder, recorder
        if tool == "vcrpy JSON":
            return vcr.use_cassette(str(folder / "c.json"), serializer="json", record_mode="all"), None
        return None, None

    def one(recorder, path: str, body: bytes) -> None:
        if recorder is not None:
            gateway_ask(recorder, path, body, docs[body])  # the gateway asks first; a miss sends it on
        request = httpx2.Request("POST", "http://127.0.0.1:9/v1" + path, content=body, headers=HEADERS)
        transport.handle_request(request).read()

    def instrument(state: str) -> None:
        subprocess.run(["callgrind_control", "-i", state, str(os.getpid())], capture_output=True, check=True)

    folder = Path(tempfile.mkdtemp(prefix="bench-rec-instr-"))
    if whole:  # a warm-up session (first-use imports and caches), then one counted from open to close
        (folder / "warm").mkdir()
        context, recorder = session(folder / "warm", "auto")
        if context is not None:
            context.__enter__()
        for path, body, _ in calls[:WARM]:
            one(recorder, path, body)
        if context is not None:
            context.__exit__(None, None, None)
        (folder / "counted").mkdir()
        gc.collect()
        gc.disable()
        instrument("on")
        context, recorder = session(folder / "counted", "auto")  # the default: a fresh cassette compacts at close
        if context is not None:
            context.__enter__()
        for path, body, _ in calls[WARM:]:
            one(recorder, path, body)
        if context is not None:
            context.__exit__(None, None, None)
        instrument("off")
        shutil.rmtree(folder, ignore_errors=True)
        os._exit(0)
    context, recorder = session(folder, "never")
    if context is not None:
        context.__enter__()
    for path, body, _ in calls[:WARM]:
        one(recorder, path, body)
    gc.collect()
    gc.disable()
    instrument("on")
    for path, body, _ in calls[WARM:]:
        one(recorder, path, body)
    instrument("off")
    shutil.rmtree(folder, ignore_errors=True)
    os._exit(0)  # no close (vcrpy's save, replaykit's compaction) and no interpreter teardown counted


def count(tool: str, n: int, whole: bool = False) -> int:
    out = subprocess.run(
        ["valgrind", "--tool=callgrind", "--instr-atstart=no", "--callgrind-out-file=/dev/null",
         sys.executable, __file__, "--child", tool, str(n), *(["--whole"] if whole else [])],
        capture_output=True, text=True, cwd=ROOT)
    found = re.findall(r"Collected : (\d+)", out.stderr)
    if out.returncode != 0 or not found:
        sys.exit(f"{tool}: the run under valgrind failed:\n{out.stderr[-2000:]}")
    return int(found[-1])


def main() -> int | None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--calls", type=int, default=100)
    ap.add_argument("--whole", action="store_true",
                    help="count each tool's session from open to close (replaykit's close compacts the fresh "
                         "cassette, vcrpy's saves its JSON), after a warm-up session")
    ap.add_argument("--child", nargs=2, help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.child:
        return child(args.child[0], int(args.child[1]), args.whole)
    if shutil.which("valgrind") is None or shutil.which("callgrind_control") is None:
        print("bench_record_instructions: skipped, valgrind is not installed (it counts instructions under "
              "callgrind: apt-get install valgrind); bench_peers.py --rows record measures the same in time")
        return 0  # `make bench` runs every benchmark: a missing optional tool is a skip, not a failure
    per = {tool: count(tool, args.calls, args.whole) / args.calls for tool in TOOLS}
    bare = per["none"]
    what = "counted from open to close, after a warm-up session of" if args.whole else "after"
    print(f"bench_record_instructions: {args.calls} AMemGym-shaped calls per tool ({what} {WARM} warm-up calls)")
    print(f"{'':12} {'instructions/call':>18} {'over the bare call':>19}")
    for tool in TOOLS:
        print(f"{tool:12} {per[tool]:>18,.0f} {per[tool] - bare:>19,.0f}")
    rk, vj = per["replaykit"] - bare, per["vcrpy JSON"] - bare
    print(f"replaykit's overhead over vcrpy JSON's: {rk / vj:.2f}x")


if __name__ == "__main__":
    main()
