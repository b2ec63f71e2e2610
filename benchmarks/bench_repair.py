"""What one flipped byte costs: repair of a cassette damaged at many positions (issue 23, item 7).

Copies a cassette (by default the bundled tests/data/smol-v3/cassettes/on.rkc), upgrades the copy
to the current format, then for each of --positions byte positions spread evenly over the file
(after the 8 magic bytes: a file without them is refused as foreign, never repaired) flips one
bit, repairs, and checks: verify passes afterwards, the entries lost all lived in one entries
unit, and the report counts exactly the entries lost. Prints the distribution of losses.

    python benchmarks/bench_repair.py --positions 200
    python benchmarks/bench_repair.py --cassette path/to/x.rkc --no-upgrade   # as it is (format 2: no parity)
"""

from __future__ import annotations

import argparse
import shutil
import tempfile
import time
from collections import Counter
from pathlib import Path

from replaykit.recording.store import repair_file, upgrade_file
from replaykit.recording.store.cassette import CassetteStore
from replaykit.recording.store.format import MAGIC
from replaykit.recording.store.scan import scan
from replaykit.recording.store.verification import verify

ROOT = Path(__file__).resolve().parents[1]


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--cassette", type=Path, default=ROOT / "tests" / "data" / "smol-v3" / "cassettes" / "on.rkc")
    ap.add_argument("--positions", type=int, default=200)
    ap.add_argument("--no-upgrade", action="store_true")
    args = ap.parse_args()
    tmp = Path(tempfile.mkdtemp(prefix="rk-bench-repair-"))
    src = tmp / "src.rkc"
    shutil.copy(args.cassette, src)
    if not args.no_upgrade:
        upgrade_file(src)
    res = scan(src)
    good = src.read_bytes()
    every = set(res.index)
    per_unit: dict[int, set[str]] = {}
    for k, (u, _, _) in res.index.items():
        per_unit.setdefault(u, set()).add(k)
    path = tmp / "c.rkc"
    losses: Counter[int] = Counter()
    bad: list[str] = []
    step = (len(good) - len(MAGIC)) / args.positions
    t0 = time.perf_counter()
    for i in range(args.positions):
        at = len(MAGIC) + int(i * step)
        raw = bytearray(good)
        raw[at] ^= 1 << (i % 8)
        path.write_bytes(bytes(raw))
        for bak in tmp.glob("c.rkc.bak*"):
            bak.unlink()
        rep = repair_file(path)
        with CassetteStore.open(path) as store:
            kept = set(store.keys())
        lost = every - kept
        losses[len(lost)] += 1
        if not verify(path).ok:
            bad.append(f"{at}: verify fails after repair")
        if lost and not any(lost <= keys for keys in per_unit.values()):
            bad.append(f"{at}: lost {len(lost)} entries from more than one unit")
        if rep.dropped != len(lost) or kept - every:
            bad.append(f"{at}: the report says dropped {rep.dropped}, {len(lost)} were lost")
    dt = time.perf_counter() - t0
    print(f"bench_repair  {args.cassette.name} as format {res.version}, {len(good):,} bytes, {len(every):,} entries in "
          f"{len(per_unit)} entries units (largest {max(map(len, per_unit.values()))}); {args.positions} flipped bytes, "
          f"{dt:.0f} s")
    print(f"{'entries lost':>12}  {'positions':>9}")
    for n in sorted(losses):
        print(f"{n:>12}  {losses[n]:>9}")
    print("every loss within one entries unit and counted exactly" if not bad else "\n".join(["PROBLEMS:", *bad]))
    shutil.rmtree(tmp)
    if bad:
        raise SystemExit(1)


if __name__ == "__main__":
    main()
