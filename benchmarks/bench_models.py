"""Which local model records the release: SmolLM2-135M-Instruct vs Gemma 3 270M (issue 16).

For each candidate (scripts/serve_local.py MODELS), on the same blueprints:
  UB - random   the upper-bound agent (Appendix C.5 prompt, ground-truth state given) over every
                (user, position, question) cell it answers, minus the random-choice expectation
                of the same cells: the model's ability to use the true state.
  json_err      share of upper-bound answers that were not valid JSON with a valid choice, and
                of generation calls (`replaykit gen`, one user of the release's env) that were not
                parseable JSON.
  repairs/call  generation repairs per call (an output kept only after a deterministic fix).
  gen s         wall seconds to generate that one user (the measurement, not a replay of it).
  pp, tg tok/s  prompt and generated tokens per second, fitted by least squares to every chat
                call's latency (latency = prompt/pp + completion/tg + c) on this machine.
  projected     the fitted latencies summed over the chat calls of the release's cassettes (its
                call profile, tokens as recorded; one call at a time, as the release records with
                concurrency 1): minutes to record a release of that shape with this model.

Measuring needs the model servers and runs one model at a time (never two servers' sets at
once on 2 cores):
    python benchmarks/bench_models.py --measure            # both models, minutes each
    python benchmarks/bench_models.py                      # the table from what is measured
Measurements live in .local/bench-models/<release>/<model>/ (gitignored). Two blueprint sets,
the same for every candidate: the third-party peer run's data.json beside the repository
(questions written by a 14B model, answer choices in the reference's order), and the release's
own blueprints (choices in our seeded order; "seeded" columns). The generation step generates one
user of the release's env.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / ".local" / "bench-models"
PEER = ROOT.parent / "shared" / "fixtures" / "amemgym-peer" / "data.json"
RELEASE = ROOT / "tests" / "data" / "smol-v3"
MODELS = ("smollm2", "gemma3")
RK = [str(Path(sys.executable).with_name("replaykit"))]


def default_blueprints(release: Path) -> Path:
    return PEER if PEER.is_file() else release / "blueprints"


def _serve(model: str, action: str) -> None:
    env = dict(os.environ, REPLAYKIT_LOCAL_MODEL=model)
    subprocess.run([sys.executable, str(ROOT / "scripts" / "serve_local.py"), action], env=env, check=True)


def measure(model: str, release: Path, blueprints: Path, users: int) -> None:
    """Record one model's generation and upper-bound calls (resumable: auto mode)."""
    d = OUT / release.name / model
    d.mkdir(parents=True, exist_ok=True)
    _serve(model, "start")
    try:
        endpoints = ROOT / ".local" / "endpoints.json"
        steps = [
            ("gen", [*RK, "gen", "--env", str(release / "configs" / "env.json"), "--out", str(d / "gen"),
                     "--endpoints", str(endpoints), "--cassette", str(d / "gen.rkc"), "--users", "1",
                     "--mode", "auto", "--quiet"]),
            *[(name, [*RK, "run", "--blueprints", str(bps), "--agent",
                      str(ROOT / "configs" / "agents" / "upper-bound.smol.json"), "--out", str(d / name),
                      "--endpoints", str(endpoints), "--users", str(users), "--mode", "auto", "--quiet"])
              for name, bps in (("ub", blueprints), ("ub-seeded", release / "blueprints"))],
        ]
        for name, cmd in steps:
            t0 = time.monotonic()
            subprocess.run(cmd, check=True, cwd=ROOT)
            took = time.monotonic() - t0
            (d / f"{name}.wall_s").write_text(f"{took:.1f}\n")  # read back by row(): the table's gen time
            print(f"{model}: {name} done in {took:.0f} s", flush=True)
    finally:
        _serve(model, "stop")


def chat_calls(cassettes: list[Path]) -> np.ndarray:
    """(N, 3): prompt tokens, completion tokens, latency in seconds of every chat call."""
    from replaykit.recording.store.cassette import CassetteStore

    rows = []
    for path in cassettes:
        with CassetteStore.open(path) as store:
            for e in store.entries():
                if e.request.path.endswith("/chat/completions"):
                    u = e.meta.usage
                    rows.append((u.prompt_tokens, u.completion_tokens, (e.meta.latency_ms or 0) / 1000))
    return np.array(rows, dtype=float).reshape(-1, 3)


def fit_speed(calls: np.ndarray) -> tuple[float, float, float]:
    """latency = a*prompt + b*completion + c by least squares; (pp tok/s, tg tok/s, c seconds)."""
    x = np.column_stack([calls[:, 0], calls[:, 1], np.ones(len(calls))])
    (a, b, c), *_ = np.linalg.lstsq(x, calls[:, 2], rcond=None)
    return 1 / a, 1 / b, c


def upper_bound_margin(ub_dir: Path, users: int) -> dict:
    from replaykit.data.result import load_run
    from replaykit.scoring.metrics import random_cells, upper_bound_cells

    run = load_run(ub_dir)
    ub_sum = rnd_sum = cells = answers = errors = first = 0
    for bp in run.blueprints[:users]:
        res = run.upper_bound[bp.id]
        ub, mask = upper_bound_cells(bp, res.answers)
        rnd = random_cells(bp)
        ub_sum += ub[mask].sum()
        rnd_sum += rnd[mask].sum()
        cells += int(mask.sum())
        answers += len(res.answers)
        errors += sum(a.json_error for a in res.answers)
        first += sum(a.choice == 0 for a in res.answers)
    return {"ub": ub_sum / cells, "random": rnd_sum / cells, "cells": cells,
            "ub_json_err": errors / answers, "answers": answers, "first_choice": first / answers}


def gen_quality(gen_dir: Path) -> dict:
    q = json.loads((gen_dir / "quality.json").read_text())
    calls = sum(s["calls"] for s in q["steps"].values())
    return {"gen_calls": calls, "gen_json_err": sum(s["json_errors"] for s in q["steps"].values()) / calls,
            "repairs": sum(s["repairs"] for s in q["steps"].values()) / calls}


def release_profile(release: Path) -> np.ndarray:
    return chat_calls(sorted((release / "cassettes").glob("*.rkc")))


def row(model: str, release: Path, users: int, profile: np.ndarray) -> dict | None:
    d = OUT / release.name / model
    if not all((d / p).is_file() for p in ("ub/run.json", "ub-seeded/run.json", "gen/quality.json")):
        return None
    pp, tg, c = fit_speed(chat_calls([d / "gen.rkc", d / "ub" / "cassette.rkc", d / "ub-seeded" / "cassette.rkc"]))
    projected = (profile[:, 0] / pp + profile[:, 1] / tg + c).sum() / 60
    seeded = {f"seeded_{k}": v for k, v in upper_bound_margin(d / "ub-seeded", users).items()}
    wall = d / "gen.wall_s"  # absent when the generation was replayed from an older measurement
    gen_s = float(wall.read_text()) if wall.is_file() else None
    return {"model": model, **upper_bound_margin(d / "ub", users), **seeded, **gen_quality(d / "gen"), "gen_s": gen_s,
            "pp": pp, "tg": tg, "c": c, "projected_min": projected}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--measure", action="store_true", help="start each model's servers and record (minutes)")
    ap.add_argument("--models", default=",".join(MODELS), help="comma-separated, of " + ", ".join(MODELS))
    ap.add_argument("--release", type=Path, default=RELEASE, help=f"default: {RELEASE.relative_to(ROOT)}")
    ap.add_argument("--blueprints", type=Path, default=None, help="default: the peer data.json, else the release's")
    ap.add_argument("--users", type=int, default=2, help="first N users of the blueprints (default 2)")
    ap.add_argument("--json", action="store_true", help="rows as JSON")
    args = ap.parse_args()
    models = [m for m in args.models.split(",") if m]
    bad = [m for m in models if m not in MODELS]
    if bad:
        print(f"bench_models: unknown model(s) {bad}; choose from {list(MODELS)}", file=sys.stderr)
        return 2
    if args.measure:
        for m in models:
            try:
                measure(m, args.release, args.blueprints or default_blueprints(args.release), args.users)
            except subprocess.CalledProcessError as e:
                print(f"bench_models: {m}: `{' '.join(e.cmd[:2])}` failed (exit {e.returncode}); see above", file=sys.stderr)
                return 1
    if not (args.release / "release.json").is_file():
        print(f"bench_models: {args.release}: no release.json; pass --release releases/NAME", file=sys.stderr)
        return 2
    profile = release_profile(args.release)
    rows = [r for m in models if (r := row(m, args.release, args.users, profile)) is not None]
    if not rows:
        print(f"bench_models: nothing measured in {(OUT / args.release.name).relative_to(ROOT)}; "
              "run `python benchmarks/bench_models.py --measure` (starts the local model servers)")
        return 0
    if args.json:
        print(json.dumps(rows, indent=1, sort_keys=True))
        return 0
    print(f"{len(profile)} chat calls in {args.release.name}'s cassettes as the projection's call profile")
    head = ("model", "UB", "random", "UB-rnd", "cells", "picks 1st", "seeded UB-rnd", "cells", "picks 1st",
            "UB json_err", "gen json_err", "repairs/call", "gen s (1 user)", "pp tok/s", "tg tok/s", "projected min")
    print(" | ".join(head))
    for r in rows:
        print(" | ".join([r["model"], f"{r['ub']:.3f}", f"{r['random']:.3f}", f"{r['ub'] - r['random']:+.3f}",
                          str(r["cells"]), f"{r['first_choice']:.2f}",
                          f"{r['seeded_ub'] - r['seeded_random']:+.3f}", str(r["seeded_cells"]),
                          f"{r['seeded_first_choice']:.2f}", f"{r['ub_json_err']:.3f}", f"{r['gen_json_err']:.3f}",
                          f"{r['repairs']:.2f}", "–" if r["gen_s"] is None else f"{r['gen_s']:.0f}", f"{r['pp']:.0f}", f"{r['tg']:.1f}", f"{r['projected_min']:.0f}"]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
