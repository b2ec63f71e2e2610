"""Does schema-constrained answer decoding help the 135M local model? (issue 20, item 3)

The paper's configs ask the overall, diagnosis and upper-bound questions as the reference
does (``answer_protocol: "reference"``: free text, read with eval/overall.py's rules); the
local-model ``*.smol.json`` configs constrain the answer with a JSON schema (``"schema"``).
This benchmark runs the same smol agents both ways on the same blueprints and prints, per
protocol: overall accuracy, the upper bound (UB) and its margin over random, and the share of
overall / diagnosis answers that were json_errors.

Measuring needs the local model servers (`make serve-local`, owned by whoever runs the
machine); this script never starts one:
    python benchmarks/bench_answer_protocol.py --measure     # records into .local/bench-answer/
    python benchmarks/bench_answer_protocol.py               # the table from what is recorded
Runs use `--mode auto`, so a rerun replays what was recorded and pays nothing twice.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / ".local" / "bench-answer"
RK = [str(Path(sys.executable).with_name("replaykit"))]
AGENTS = ("native.smol.json", "upper-bound.smol.json")
PROTOCOLS = ("schema", "reference")


def configs(protocol: str) -> list[Path]:
    """The smol agent configs with ``answer_protocol`` set (written under .local, never in configs/)."""
    out = []
    for name in AGENTS:
        doc = json.loads((ROOT / "configs" / "agents" / name).read_text())
        doc["answer_protocol"] = protocol
        path = OUT / "configs" / protocol / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(doc, indent=2) + "\n")
        out.append(path)
    return out


def measure(blueprints: Path, users: int, periods: int) -> None:
    for protocol in PROTOCOLS:
        cmd = [*RK, "run", "--blueprints", str(blueprints), "--endpoints", str(ROOT / "configs" / "endpoints" / "local.json"),
               "--out", str(OUT / protocol), "--mode", "auto", "--users", str(users), "--periods", str(periods),
               "--run-config", str(ROOT / "configs" / "run" / "smol.json")]
        for c in configs(protocol):
            cmd += ["--agent", str(c)]
        subprocess.run(cmd, check=True)


def table() -> list[str]:
    from replaykit.data.result import load_run
    from replaykit.scoring.metrics import score_run

    rows = [f"{'protocol':<10} {'overall':>8} {'UB':>6} {'random':>7} {'UB-rnd':>7} {'json_err':>9} {'diag_err':>9}"]
    for protocol in PROTOCOLS:
        d = OUT / protocol
        if not (d / "run.json").is_file():
            rows.append(f"{protocol:<10} unmeasured (run with --measure while the local model servers are up)")
            continue
        s = score_run(load_run(d))["agents"]["native"]
        f = lambda x: "-" if x is None else f"{x:.3f}"
        margin = None if s["upper_bound"] is None else s["upper_bound"] - s["random"]
        rows.append(f"{protocol:<10} {f(s['overall']):>8} {f(s['upper_bound']):>6} {f(s['random']):>7} {f(margin):>7} "
                    f"{f(s['json_error_rate']):>9} {f(s['diagnosis_json_error_rate']):>9}")
    return rows


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--measure", action="store_true", help="record both protocols (needs `make serve-local`)")
    ap.add_argument("--blueprints", type=Path, default=ROOT / "tests" / "data" / "smol-v3" / "blueprints")
    ap.add_argument("--users", type=int, default=2)
    ap.add_argument("--periods", type=int, default=2)
    a = ap.parse_args()
    if a.measure:
        measure(a.blueprints, a.users, a.periods)
    print("\n".join(table()))


if __name__ == "__main__":
    main()
