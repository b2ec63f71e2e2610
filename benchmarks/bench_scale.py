"""Paper-scale benchmark: the paper-shaped replay against its lower bound (issue 36), memory,
cassette size and wall time of long-context runs, and their extrapolation to full v1.base and
v1.extra runs (issue 15). A benchmark, not a test.

Workload: the native agent with a 128K-token context, fed off-policy the real traces of the
third-party run in /work/shared/fixtures/amemgym-peer (read at run time, never copied;
REPLAYKIT_PEER_FIXTURE overrides the path; the benchmark is skipped, with the reason, when
it is absent), the four 21-period users first, `--concurrency 2`, against a loopback stub
server in its own process that answers every chat call with about 2,500 characters of
text seeded by the request: by default the stub's own word generator (as for the issue's
table), with --replies english words drawn with the frequencies of the peer run's real
replies (harder to compress; never a copy of a reply).

For each point (users x periods x copies of the agent) the run is recorded, then replayed
offline from the cassette `--rounds` times (3), each time right after its lower bound: a fresh
process that opens the cassette and decodes every stored response, and does nothing else (as
benchmarks/bench_replay.py's). Both are fresh processes timed from outside (start-up and imports
included; wall, and CPU as user + sys of the child); the table gives their medians and the ratio of
the medians, replay over lower bound, and the replay's peak RSS (VmHWM, benchmarks/_measure.py).
The replay's episode files must be byte-identical to the recording's.

    make bench-scale                                     # points 4x21x3 (5,040 calls), 4x21x12 (20,160)
    python benchmarks/bench_scale.py --before 08e7b57    # also that commit's code, alternated with this one
    python benchmarks/bench_scale.py --points 1x5 --rounds 1   # a small smoke run

Projection: calls and request bytes of a full v1.base run of every paper agent are the BRIEF's
estimate (about 124k calls, 4.6 GB of requests); its replay and lower bound are the largest point's
plus their time per call between the two largest points times the extra calls; v1.extra scales them by its periods, sessions and rounds
(see `projection`). Cassette bytes scale with new content per call (linear growth) or, for
a store that grows quadratically, with request bytes; RSS is the largest point's plus its
growth per call times the extra calls, plus the cassette's unit cache budget (it fills up to
its bound on a long replay; the measured points touch only a few MB of it). The growth per
call is taken between the largest point and a point of the same users and periods with
fewer copies of the agent (4x21 against 4x21x4: the same conversations at a time, 4 times
the episodes), so what a run holds per call it made is all it counts; without such a point,
between the 1-user and 4-user points, which also counts the second concurrent episode's
working set and the block splitter's memory of bodies (bounded: 32 MiB) filling up, and so
projects growth that more episodes do not show.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(Path(__file__).resolve().parent))
from _measure import peak_rss

FLOOR = r"""
import sys
import msgspec
try:
    from replaykit.recording.store import CassetteStore
except ImportError:  # the code of a --before revision from before recording/ had packages
    from replaykit.recording.cassette import CassetteStore
store = CassetteStore.open(sys.argv[1])
for key in store.keys():
    msgspec.json.decode(store.response(key).body)
store.close()
"""
PEER = Path(os.environ.get("REPLAYKIT_PEER_FIXTURE", "/work/shared/fixtures/amemgym-peer"))
BASELINE = Path(__file__).with_name("scale_baseline.json")
REPLY_CHARS = 2500
V1_BASE_CALLS, V1_BASE_REQUEST_BYTES = 124_000, 4.6e9


# -- the stub server (its own process, so its memory is not measured) -----------------------


def _word_pool() -> list[str]:
    """The words of the peer run's real assistant replies, each as often as it occurs there:
    drawing from this pool gives text with English word frequencies (Zipf-like), as
    compressible per word as real replies, but never a copy of one."""
    pool: list[str] = []
    for f in sorted((PEER / "runs" / "native").glob("*/interactions/*.json")):
        doc = json.loads(f.read_text())
        stack = [doc]
        while stack:
            x = stack.pop()
            if isinstance(x, dict):
                if x.get("role") == "assistant" and isinstance(x.get("content"), str):
                    pool.extend(x["content"].split())
                stack.extend(x.values())
            elif isinstance(x, list):
                stack.extend(x)
    return pool or ["word"]


def serve(port_file: Path, replies: str) -> None:
    sys.path.insert(0, str(ROOT / "tests" / "integration"))
    from openai_stub import StubServer, _words

    vocab = _word_pool() if replies == "english" else None

    class Stub(StubServer):
        def _count(self, path, headers, doc):  # keep no request (they add up to GBs)
            with self._lock:
                self.calls += 1
                return self._fail.pop(0) if self._fail else None

        def chat(self, doc):
            msgs = doc.get("messages", [])
            seed = hashlib.sha256(json.dumps([len(msgs), msgs[-1] if msgs else None, doc.get("max_tokens")]).encode()).digest()
            rnd = random.Random(seed)
            words: list[str] = []
            size = 0
            stub_words = iter(()) if vocab is not None else iter(_words(seed, REPLY_CHARS))
            while size < REPLY_CHARS:
                w = rnd.choice(vocab) if vocab is not None else next(stub_words)
                words.append(w)
                size += len(w) + 1
            text = " ".join(words)
            return {"id": "chatcmpl-" + seed.hex()[:24], "object": "chat.completion", "created": 0, "model": "qwen-local",
                    "choices": [{"index": 0, "message": {"role": "assistant", "content": text}, "finish_reason": "stop",
                                 "logprobs": None}],
                    "usage": {"prompt_tokens": sum(len(str(m.get("content", ""))) // 4 for m in msgs),
                              "completion_tokens": len(words), "total_tokens": 0}}

    stub = Stub().start()
    port_file.write_text(str(stub.port))
    while True:
        time.sleep(3600)


# -- one measured run (a fresh process) ------------------------------------------------------


def measure(out: Path, args: list[str]) -> None:
    import replaykit
    from replaykit.cli.main import cli

    t0 = time.perf_counter()
    rc = 0
    try:
        cli.main(args, standalone_mode=False)
    except SystemExit as exc:
        rc = exc.code or 0
    except Exception as exc:  # reported, the benchmark goes on
        print(f"error: {exc}", file=sys.stderr)
        rc = 2
    wall = time.perf_counter() - t0
    rss = peak_rss()
    out.write_text(json.dumps({"rc": rc, "wall": wall, "rss": rss, "code": str(Path(replaykit.__file__).parent)}))


# -- the driver ----------------------------------------------------------------------------


def prepare(work: Path, stub_url: str) -> dict[str, Path]:
    data = json.loads((PEER / "data.json").read_text())
    data.sort(key=lambda u: -len(u.get("periods", [])))  # the 21-period users first (stable)
    (work / "data.json").write_text(json.dumps(data))
    agent = {"type": "native", "name": "native-128k", "context_tokens": 131072, "max_tokens": 512,
             "answer_max_tokens": 512, "max_history_msgs": None}
    (work / "agent.json").write_text(json.dumps(agent))
    endpoints = {"version": 1, "endpoints": {"default": {"base_url": stub_url, "model": "qwen-local",
                                                         "structured_output": "none", "max_retries": 0}}}
    (work / "endpoints.json").write_text(json.dumps(endpoints))
    env = dict(os.environ, PYTHONPATH="")
    subprocess.run([sys.executable, "-m", "replaykit.cli.main", "import", "amemgym", "--data", str(work / "data.json"),
                    "--run", f"native={PEER / 'runs' / 'native'}", "--out", str(work / "peer")],
                   check=True, env=env, capture_output=True)
    return {"data": work / "data.json", "agent": work / "agent.json", "endpoints": work / "endpoints.json",
            "peer": work / "peer"}


def _env(code: Path | None) -> dict:
    env = dict(os.environ, REPLAYKIT_MODE="", OPENAI_API_KEY="")
    env["PYTHONPATH"] = str(code) if code is not None else ""
    return env


def run_measured(code: Path | None, args: list[str], work: Path) -> dict:
    """One run of the CLI in a fresh process: its wall and CPU (user + sys) timed from outside, start-up
    included, and what it reports itself (exit code, peak RSS)."""
    out = work / f"m-{time.monotonic_ns()}.json"
    before, t0 = os.times(), time.perf_counter()
    proc = subprocess.run([sys.executable, __file__, "--measure", str(out), "--", *args], env=_env(code),
                          capture_output=True, text=True)
    wall, after = time.perf_counter() - t0, os.times()
    if not out.exists():
        raise SystemExit(f"measured run failed: {proc.stderr[-2000:]}")
    res = json.loads(out.read_text())
    if res["rc"]:
        raise SystemExit(f"measured run exited {res['rc']}: {proc.stderr[-2000:]}")
    res["wall"] = wall
    res["cpu"] = (after.children_user - before.children_user) + (after.children_system - before.children_system)
    return res


def lower_bound(code: Path | None, cassette: Path) -> tuple[float, float]:
    """(wall, CPU) of a fresh process that opens the cassette and decodes every stored response."""
    before, t0 = os.times(), time.perf_counter()
    subprocess.run([sys.executable, "-c", FLOOR, str(cassette)], env=_env(code), check=True, capture_output=True)
    wall, after = time.perf_counter() - t0, os.times()
    return wall, (after.children_user - before.children_user) + (after.children_system - before.children_system)


def cassette_stats(path: Path) -> tuple[int, int]:
    from replaykit.recording.store import CassetteStore

    with CassetteStore.open(path) as store:
        calls = len(store)
        req = 0
        for k in store.keys():
            req += len(store.get(k).request.body)
    return calls, req


def same_episodes(a: Path, b: Path) -> bool:
    fa = sorted(p.relative_to(a) for p in (a / "episodes").rglob("*.json"))
    fb = sorted(p.relative_to(b) for p in (b / "episodes").rglob("*.json"))
    return bool(fa) and fa == fb and all((a / f).read_bytes() == (b / f).read_bytes() for f in fa)


def agent_args(files: dict[str, Path], copies: int) -> list[str]:
    """--agent options for `copies` copies of the native agent under different names (each runs every
    user: more episodes of the same shape, the same working set at a time), each asking for one more
    output token, so that their requests differ (the same request in another episode would be the same
    cassette entry)."""
    if copies == 1:
        return ["--agent", str(files["agent"])]
    agent = json.loads(files["agent"].read_text())
    out = []
    for i in range(copies):
        path = files["agent"].with_name(f"agent-{i}.json")
        path.write_text(json.dumps(dict(agent, name=f"{agent['name']}-{i}", max_tokens=agent["max_tokens"] + i,
                                        answer_max_tokens=agent["answer_max_tokens"] + i)))
        out += ["--agent", str(path)]
    return out


def point(label: str, code: Path | None, files: dict[str, Path], users: int, periods: int, work: Path, conc: int,
          keep: Path | None = None, agents: int = 1) -> dict:
    """Record one point (its run folder stays for `replay_round`); its row without the replay yet."""
    run_dir = work / f"{label}-{users}x{periods}x{agents}"
    base = ["run", "--blueprints", str(files["data"]), *agent_args(files, agents), "--endpoints", str(files["endpoints"]),
            "--users", str(users), "--periods", str(periods), "--concurrency", str(conc),
            "--off-policy-from", str(files["peer"]), "--trace-agent", "native"]
    rec = run_measured(code, [*base, "--out", str(run_dir), "--mode", "record"], work)
    cassette = run_dir / "cassette.rkc"
    calls, req = cassette_stats(cassette)
    if keep is not None:
        keep.mkdir(parents=True, exist_ok=True)
        shutil.copy(cassette, keep / f"{label}-{users}x{periods}x{agents}.rkc")
    return {"label": label, "users": users, "periods": periods, "agents": agents, "calls": calls, "request_bytes": req,
            "cassette": cassette.stat().st_size, "record_rss": rec["rss"], "record_wall": rec["wall"], "code": rec["code"],
            "run_dir": str(run_dir), "args": base, "replays": [], "floors": [], "identical": True}


def replay_round(row: dict, code: Path | None, work: Path) -> None:
    """The point's lower bound, then its replay (fresh processes, timed from outside); the replay's
    episodes must be the recording's, byte for byte."""
    run_dir = Path(row["run_dir"])
    row["floors"].append(lower_bound(code, run_dir / "cassette.rkc"))
    out = Path(str(run_dir) + "-replay")
    shutil.rmtree(out, ignore_errors=True)
    rep = run_measured(code, [*row["args"], "--out", str(out), "--cassette", str(run_dir / "cassette.rkc"),
                              "--mode", "replay"], work)
    row["replays"].append((rep["wall"], rep["cpu"], rep["rss"]))
    row["identical"] = row["identical"] and same_episodes(run_dir, out)
    shutil.rmtree(out, ignore_errors=True)


def summarize(row: dict) -> dict:
    """Medians of the point's replays and lower bounds, and their ratios."""
    med = {name: statistics.median(x[i] for x in row[src]) for name, src, i in
           (("replay_wall", "replays", 0), ("replay_cpu", "replays", 1), ("replay_rss", "replays", 2),
            ("floor_wall", "floors", 0), ("floor_cpu", "floors", 1))}
    med["ratio_wall"] = med["replay_wall"] / med["floor_wall"]
    med["ratio_cpu"] = med["replay_cpu"] / med["floor_cpu"]
    return {k: v for k, v in row.items() if k not in ("replays", "floors", "args", "run_dir")} | med


def fmt_bytes(n: float) -> str:
    for unit, f in (("GB", 1e9), ("MB", 1e6), ("KB", 1e3)):
        if n >= f:
            return f"{n / f:,.1f} {unit}" if unit != "KB" else f"{n / f:,.0f} KB"
    return f"{n:.0f} B"


def table(rows: list[dict]) -> str:
    head = (f"{'code':<7} {'point':<12} {'calls':>7} {'requests':>9} {'cassette':>9} {'rec RSS':>9} {'rec s':>6} "
            f"{'replay s':>9} {'cpu':>6} {'lower s':>8} {'cpu':>6} {'ratio':>6} {'cpu':>6} {'rep RSS':>9}  identical")
    lines = [head, "-" * len(head)]
    for r in rows:
        shape = f"{r['users']}x{r['periods']}" + (f"x{r['agents']}" if r.get("agents", 1) > 1 else "")
        lines.append(f"{r['label']:<7} {shape:<12} {r['calls']:>7,.0f} {fmt_bytes(r['request_bytes']):>9} "
                     f"{fmt_bytes(r['cassette']):>9} {fmt_bytes(r['record_rss']):>9} {r['record_wall']:>6.0f} "
                     f"{r['replay_wall']:>9.2f} {r['replay_cpu']:>6.2f} {r['floor_wall']:>8.2f} {r['floor_cpu']:>6.2f} "
                     f"{r['ratio_wall']:>5.1f}x {r['ratio_cpu']:>5.1f}x {fmt_bytes(r['replay_rss']):>9}  {r['identical']}")
    return "\n".join(lines)


def projection(rows: list[dict]) -> dict[str, dict]:
    """Full-run estimates from the measured points (see the module docstring)."""
    base = json.loads((ROOT / "configs" / "env" / "v1.base.json").read_text())
    extra = json.loads((ROOT / "configs" / "env" / "v1.extra.json").read_text())

    def per_user(env: dict, sessions: float) -> float:
        """Calls per user and agent: evaluation at every position, and 2 calls a round of interaction
        (num_rounds_init rounds a session in period 0, num_rounds_update in each later one)."""
        positions = env["num_periods"] + 1
        rounds = env["num_rounds_init"] + env["num_periods"] * env["num_rounds_update"]
        return positions * 2 * env["num_questions"] + 2 * sessions * rounds

    call_ratio = per_user(extra, 3.9) / per_user(base, 4.3)
    context_ratio = (extra["num_periods"] + 1) / (base["num_periods"] + 1)
    targets = {"v1.base": (V1_BASE_CALLS, V1_BASE_REQUEST_BYTES),
               "v1.extra": (V1_BASE_CALLS * call_ratio, V1_BASE_REQUEST_BYTES * call_ratio * context_ratio)}
    ordered = sorted(rows, key=lambda r: r["calls"])
    big = ordered[-1]
    from replaykit.recording.store.cassette import CACHE_BYTES

    same = [r for r in ordered[:-1] if (r["users"], r["periods"]) == (big["users"], big["periods"])]
    small = same[-1] if same else (ordered[-2] if len(ordered) > 1 else None)
    out = {}
    for name, (calls, req) in targets.items():
        more = calls - big["calls"]

        def grown(key: str, floor: float = 0.0) -> float:
            """``key`` of the largest point plus its growth per call (between the two largest points) times the extra calls."""
            slope = (big[key] - small[key]) / (big["calls"] - small["calls"]) if small is not None else big[key] / big["calls"]
            return big[key] + max(floor, slope) * more

        p = {"calls": calls, "request_bytes": req, "cassette": big["cassette"] / big["calls"] * calls,
             "record_rss": grown("record_rss") + CACHE_BYTES, "replay_rss": grown("replay_rss") + CACHE_BYTES,
             "record_wall": big["record_wall"] / big["calls"] * calls, "replay_wall": grown("replay_wall"),
             "floor_wall": grown("floor_wall")}
        p["ratio"] = p["replay_wall"] / p["floor_wall"]
        out[name] = p
    return out


def machine() -> str:
    load = os.getloadavg()
    return (f"{os.cpu_count()} cores, load average {load[0]:.1f}/{load[1]:.1f}/{load[2]:.1f}, "
            f"python {sys.version.split()[0]}")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--points", default="4x21x3,4x21x12",
                    help="users x periods [x copies of the agent]: more episodes of the same shape "
                         "(default: the issue's 5,040 and 20,160 calls)")
    ap.add_argument("--rounds", type=int, default=3, help="replays (each after its lower bound) per point and code")
    ap.add_argument("--before", default=None, help="a git revision whose code is measured too (git archive), "
                                                  "its replays alternated with this code's")
    ap.add_argument("--concurrency", type=int, default=2)
    ap.add_argument("--save-baseline", action="store_true", help=f"write the 'before' rows to {BASELINE.name}")
    ap.add_argument("--replies", choices=("stub", "english"), default="stub",
                    help="reply text: the stub's own word generator (as in the issue's table) or words drawn "
                         "with the frequencies of the peer run's real replies (harder to compress)")
    ap.add_argument("--keep", type=Path, default=None, help="copy each point's cassette into this folder")
    args = ap.parse_args()
    if not (PEER / "data.json").is_file():
        print(f"bench_scale: skipped: the peer traces are not at {PEER} (set REPLAYKIT_PEER_FIXTURE)")
        return
    points = [(*(int(x) for x in p.split("x")), 1)[:3] for p in args.points.split(",")]
    started = machine()
    work = Path(tempfile.mkdtemp(prefix="rk-scale-"))
    stub = subprocess.Popen([sys.executable, __file__, "--serve", str(work / "port"), args.replies],
                            env=dict(os.environ, PYTHONPATH=""))
    loads = []
    try:
        for _ in range(200):
            if (work / "port").exists() and (work / "port").read_text():
                break
            time.sleep(0.05)
        url = f"http://127.0.0.1:{(work / 'port').read_text()}/v1"
        files = prepare(work, url)
        codes: list[tuple[str, Path | None]] = []
        if args.before:
            tree = work / "before"
            tree.mkdir()
            archive = subprocess.run(["git", "-C", str(ROOT), "archive", args.before, "replaykit"], check=True,
                                     capture_output=True).stdout
            subprocess.run(["tar", "-x", "-C", str(tree)], input=archive, check=True)
            codes.append(("before", tree))
        codes.append(("after", None))
        rows = []
        for label, code in codes:
            for users, periods, agents in points:
                rows.append((point(label, code, files, users, periods, work, args.concurrency, args.keep, agents), code))
                print(f"recorded {label} {users}x{periods}x{agents}: {rows[-1][0]['calls']:,} calls", flush=True)
        for n in range(args.rounds):  # alternated: a change in the machine's load hits every point and code alike
            loads.append(os.getloadavg()[0])
            for row, code in rows:
                replay_round(row, code, work)
            print(f"round {n + 1} of {args.rounds} done (load {os.getloadavg()[0]:.1f})", flush=True)
    finally:
        stub.kill()
        stub.wait()
        shutil.rmtree(work, ignore_errors=True)
    shown = [summarize(r) for r, _ in rows]
    if args.save_baseline and args.before:
        BASELINE.write_text(json.dumps({"revision": args.before, "machine": started, "replies": args.replies,
                                        "rows": [r for r in shown if r["label"] == "before"]}, indent=1) + "\n")
    print(f"\nbench_scale  ({started} at start; load during the rounds {', '.join(f'{x:.1f}' for x in loads)}; "
          f"native agent, 128K context, peer traces off-policy, --concurrency {args.concurrency}, stub replies "
          f"~{REPLY_CHARS} chars of {args.replies} words; medians of {args.rounds} replays, each right after its lower bound)")
    print(table(shown))
    print("\nprojection to full runs of every paper agent (see the docstring for the model):")
    head = (f"{'code':<7} {'run':<9} {'calls':>9} {'requests':>9} {'cassette':>9} {'rec RSS':>9} {'rep RSS':>9} "
            f"{'record h':>9} {'replay s':>9} {'lower s':>8} {'ratio':>6}")
    print(head)
    print("-" * len(head))
    for label in ("before", "after"):
        sel = [r for r in shown if r["label"] == label]
        if not sel:
            continue
        for name, p in projection(sel).items():
            print(f"{label:<7} {name:<9} {p['calls']:>9,.0f} {fmt_bytes(p['request_bytes']):>9} {fmt_bytes(p['cassette']):>9} "
                  f"{fmt_bytes(p['record_rss']):>9} {fmt_bytes(p['replay_rss']):>9} {p['record_wall'] / 3600:>9.1f} "
                  f"{p['replay_wall']:>9.0f} {p['floor_wall']:>8.1f} {p['ratio']:>5.1f}x")
    bad = [r for r in shown if not r["identical"]]
    if bad:
        raise SystemExit(f"replay was not byte-identical for {len(bad)} point(s)")


if __name__ == "__main__":
    if len(sys.argv) > 3 and sys.argv[1] == "--serve":
        serve(Path(sys.argv[2]), sys.argv[3])
    elif len(sys.argv) > 3 and sys.argv[1] == "--measure":
        measure(Path(sys.argv[2]), sys.argv[4:])
    else:
        main()
