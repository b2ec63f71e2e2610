"""`make replay` against its lower bound: how many times slower than only reading the cassettes.

Both are measured the same way, as fresh processes (start-up and imports included):
  replay       `replaykit replay RELEASE --work TMP --quiet` (every call replayed, every number
               recomputed and compared)
  lower bound  a process that opens every cassette of the release and decodes every stored
               response (the record, then its JSON body), and does nothing else
The ratio of the medians is the figure of merit (target <= 12x); wall and CPU (user + sys of the
child) are both printed, since the machine may be shared: CPU time is the steadier of the two.
Usage: python benchmarks/bench_replay.py [--release releases/smol-v4] [--repeats 5]
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

FLOOR = r"""
import sys
from pathlib import Path
import msgspec
from replaykit.recording.store.cassette import CassetteStore
n = 0
for path in sorted(Path(sys.argv[1]).glob("*.rkc")):
    store = CassetteStore.open(path)
    for key in store.keys():
        msgspec.json.decode(store.response(key).body)
        n += 1
    store.close()
print(n)
"""


def timed(cmd: list[str]) -> tuple[float, float, str]:
    """(wall seconds, child CPU seconds, stdout) of one run."""
    before = os.times()
    t0 = time.perf_counter()
    proc = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True)
    wall = time.perf_counter() - t0
    after = os.times()
    if proc.returncode != 0:
        sys.exit(f"{' '.join(cmd)} failed ({proc.returncode}):\n{proc.stdout}\n{proc.stderr}")
    cpu = (after.children_user - before.children_user) + (after.children_system - before.children_system)
    return wall, cpu, proc.stdout


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--release", default="releases/smol-v4", help="the release to replay (default: the bundled one)")
    ap.add_argument("--repeats", type=int, default=5)
    args = ap.parse_args()
    release = Path(args.release)
    cli = str(Path(sys.executable).with_name("replaykit"))
    rows: dict[str, list[tuple[float, float]]] = {"replay": [], "lower bound": []}
    entries = ""
    with tempfile.TemporaryDirectory(prefix="bench-replay-") as tmp:
        for i in range(args.repeats):  # interleaved, so a change in the machine's load hits both
            wall, cpu, out = timed([sys.executable, "-c", FLOOR, str(release / "cassettes")])
            rows["lower bound"].append((wall, cpu))
            entries = out.strip()
            wall, cpu, out = timed([cli, "replay", str(release), "--work", str(Path(tmp) / f"w{i}"), "--quiet"])
            if "verified" not in out:
                sys.exit(f"replay did not verify:\n{out}")
            rows["replay"].append((wall, cpu))
    print(f"release {release}: {entries} stored responses; medians of {args.repeats} runs "
          f"(load average now {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores)")
    print(f"{'':12} {'wall s':>8} {'cpu s':>8}")
    med = {}
    for name, runs in rows.items():
        med[name] = (statistics.median(w for w, _ in runs), statistics.median(c for _, c in runs))
        print(f"{name:12} {med[name][0]:8.3f} {med[name][1]:8.3f}")
    wall_ratio = med["replay"][0] / med["lower bound"][0]
    cpu_ratio = med["replay"][1] / med["lower bound"][1]
    print(f"{'ratio':12} {wall_ratio:7.1f}x {cpu_ratio:7.1f}x   (target <= 12x)")


if __name__ == "__main__":
    main()
