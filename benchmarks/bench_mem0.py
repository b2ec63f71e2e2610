"""Record and replay of one mem0 episode (the paper's AWE and RAG, agent kind ``mem0``) on the loopback stub.

For AWE (infer=True) and RAG (infer=False) separately: `replaykit run` records one episode (one
user, --periods periods, 3 sessions of 2 rounds per period) against the stub in its own process
(``openai_stub.py --mem0``: mem0's two prompts answered as a model would), then replays it with
the stub stopped and no API key. Prints wall seconds of each command (Python start-up and the
mem0/pymilvus import included), the calls recorded, and whether the run directories are
byte-identical. Skips (exit 0) without the mem0 extra.
Usage: python benchmarks/bench_mem0.py [--periods 3]
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import resource
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
STUB = ROOT / "tests" / "integration" / "openai_stub.py"


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def blueprint(periods: int) -> dict:
    sys.path.insert(0, str(ROOT))
    from replaykit.data.blueprint import AnswerChoice, Blueprint, Period, Question, Session, Update, UserProfile

    states = [{"diet": ["vegan", "omnivore"][p % 2], "city": "Oslo"} for p in range(periods)]
    out = []
    for p, st in enumerate(states):
        prev = states[p - 1] if p else None
        out.append(Period(period_start=f"2021-{p + 1:02d}-01", period_end=f"2021-{p + 1:02d}-28",
                          sessions=[Session(session_time=f"2021-{p + 1:02d}-0{s + 2} 19:3{s}:00",
                                            query=f"I eat {st['diet']} food in Oslo.\nIdeas for day {s}?")
                                    for s in range(3)],
                          state=dict(st), updates={k: Update(old=None if prev is None else prev[k], new=v)
                                                   for k, v in st.items() if prev is None or prev[k] != v},
                          update_cnts={}))
    qas = [Question(query="What should I cook tonight?", required_info=["diet"],
                    answer_choices=[AnswerChoice(state=["vegan"], answer="Lentil curry"),
                                    AnswerChoice(state=["omnivore"], answer="Roast chicken")])]
    return Blueprint(id="u1", start_time="2021-01-01", user_profile=UserProfile(uuid="u1", formatted_str="u1, 34"),
                     state_schema={"diet": ["vegan", "omnivore"], "city": ["Oslo", "Rome"]}, periods=out, qas=qas)


def run(cmd: list[str], env: dict) -> tuple[float, float]:
    """(wall seconds, CPU seconds of the child) of one command."""
    t0, c0 = time.perf_counter(), resource.getrusage(resource.RUSAGE_CHILDREN)
    p = subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=1800)
    if p.returncode != 0:
        sys.exit(f"failed: {' '.join(cmd)}\n{p.stderr[-3000:]}")
    c1 = resource.getrusage(resource.RUSAGE_CHILDREN)
    return time.perf_counter() - t0, (c1.ru_utime - c0.ru_utime) + (c1.ru_stime - c0.ru_stime)


def tree(root: Path) -> dict[str, bytes]:
    return {str(p.relative_to(root)): p.read_bytes() for p in sorted(root.rglob("*"))
            if p.is_file() and p.name != "cassette.rkc" and not p.name.startswith(".cassette")}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--periods", type=int, default=3)
    a = ap.parse_args()
    if importlib.util.find_spec("mem0") is None:
        print("bench_mem0: skipped, the mem0 extra is not installed (make test-mem0 installs it)")
        return
    from replaykit.data.blueprint import save_blueprints
    from replaykit.recording.store.cassette import CassetteStore

    startup = run([sys.executable, "-c", "import replaykit.cli.main, mem0, pymilvus"], {**os.environ, "MEM0_TELEMETRY": "False"})
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        tmp = Path(os.environ.get("BENCH_MEM0_KEEP") or tmp)
        bps = save_blueprints([blueprint(a.periods)], tmp / "bps")
        env = {k: v for k, v in os.environ.items() if k not in ("OPENAI_API_KEY", "OPENAI_BASE_URL", "REPLAYKIT_MODE")}
        env["PYTHONPATH"] = str(ROOT)
        for name, infer in (("awe", True), ("rag", False)):
            cfg = tmp / f"{name}.json"
            cfg.write_text(json.dumps({"type": "mem0", "name": name, "infer": infer, "topk": 30, "embedding_dims": 16,
                                       "max_tokens": 64, "answer_max_tokens": 64}))
            port = free_port()
            stub = subprocess.Popen([sys.executable, str(STUB), "--port", str(port), "--mem0"], stdout=subprocess.PIPE,
                                    text=True)
            stub.stdout.readline()
            endpoints = tmp / "endpoints.json"
            endpoints.write_text(json.dumps({"version": 1, "endpoints": {"default": {
                "base_url": f"http://127.0.0.1:{port}/v1", "model": "stub", "structured_output": "json_object_schema"}}}))
            common = [sys.executable, "-m", "replaykit.cli.main", "run", "--blueprints", str(bps), "--agent", str(cfg),
                      "--endpoints", str(endpoints), "--periods", str(a.periods), "--users", "1"]
            rec, rep = tmp / name / "rec" / "run", tmp / name / "rep" / "run"  # same name: run.json holds it
            t_rec = run(common + ["--out", str(rec), "--mode", "record"], {**env, "OPENAI_API_KEY": "sk-bench-0123456789"})
            stub.terminate()
            stub.wait(timeout=10)
            t_rep = run(common + ["--out", str(rep), "--mode", "replay", "--cassette", str(rec / "cassette.rkc")], env)
            with CassetteStore.open(rec / "cassette.rkc", writable=False) as store:
                n_calls = len(store)
            rows.append((f"{name} (infer={infer})", n_calls, t_rec, t_rep, tree(rec) == tree(rep)))
    print(f"one mem0 episode: 1 user, {a.periods} periods x 3 sessions x 2 rounds, loopback stub, 2 cores")
    print(f"start-up (python, replaykit, mem0 and pymilvus imports): {startup[0]:.1f} s wall, {startup[1]:.1f} s CPU")
    print(f"{'agent':<20} {'calls':>6} {'record wall':>12} {'record CPU':>11} {'replay wall':>12} {'replay CPU':>11}  identical run dir")
    for name, n, t_rec, t_rep, same in rows:
        print(f"{name:<20} {n:>6} {t_rec[0]:>11.1f}s {t_rec[1]:>10.1f}s {t_rep[0]:>11.1f}s {t_rep[1]:>10.1f}s  {'yes' if same else 'NO'}")


if __name__ == "__main__":
    main()
