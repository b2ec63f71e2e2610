"""Summarize a `mutmut run` (make mutation): list the survivors docs/mutation-survivors.md does
not explain, and end with `mutation score: K of N killed (P%)`.

Reads mutmut's per-file results (mutants/**/*.py.meta: mutant name -> exit code). Killed =
a test failed (exit 1 or 3), a timeout or a crash. Every other mutant counts against the
score: survived, no covering test, not checked. A mutant is *explained* when its name
appears in docs/mutation-survivors.md (with the reason it is equivalent), as a whole name: ``..._mutmut_1``
is not explained by an entry for ``..._mutmut_15``. Exits 1 when a survivor is unexplained or P < the
threshold (--min, default 95).
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from pathlib import Path

MUTANT_NAME = re.compile(r"[A-Za-z0-9_.]+__mutmut_[0-9]+")
KILLED = {1, 3, 36, -24, 24, 152, 255, -11, -9}
STATUS = {0: "survived", 5: "no tests", 33: "no tests", 34: "skipped", 35: "suspicious", None: "not checked"}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--mutants", default="mutants")
    ap.add_argument("--explained", default="docs/mutation-survivors.md")
    ap.add_argument("--min", type=float, default=95.0)
    a = ap.parse_args()
    metas = sorted(Path(a.mutants).rglob("*.py.meta"))
    if not metas:
        print(f"no mutmut results under {a.mutants}/; run `make mutation`", file=sys.stderr)
        return 2
    explained_text = Path(a.explained).read_text(encoding="utf-8") if Path(a.explained).is_file() else ""
    explained_names = set(MUTANT_NAME.findall(explained_text))
    total = killed = timeouts = 0
    unexplained: list[tuple[str, str]] = []
    explained = 0
    for meta in metas:
        codes = json.loads(meta.read_text(encoding="utf-8")).get("exit_code_by_key", {})
        for name, code in sorted(codes.items()):
            total += 1
            if code in KILLED:
                killed += 1
                timeouts += code not in (1, 3)
            elif name in explained_names:
                explained += 1
            else:
                unexplained.append((name, STATUS.get(code, f"exit {code}")))
    for name, status in unexplained:
        print(f"{status:<12} {name}   (mutmut show {name})")
    pct = 100.0 * killed / total if total else 0.0
    print(f"{len(unexplained)} unexplained, {explained} explained as equivalent in {a.explained}; "
          f"{timeouts} of the killed by a timeout or crash, the rest by a failing test")
    print(f"mutation score: {killed} of {total} killed ({pct:.1f}%)")
    return 0 if not unexplained and pct >= a.min else 1


if __name__ == "__main__":
    sys.exit(main())
