"""scripts/mutation_score.py (make mutation's summary) on hand-made mutmut results."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

SCRIPT = Path(__file__).resolve().parents[3] / "scripts" / "mutation_score.py"


def _score(tmp_path: Path, codes: dict, explained: str) -> tuple[int, list[str]]:
    meta = tmp_path / "mutants" / "pkg" / "mod.py.meta"
    meta.parent.mkdir(parents=True)
    meta.write_text(json.dumps({"exit_code_by_key": codes}))
    (tmp_path / "survivors.md").write_text(explained)
    p = subprocess.run([sys.executable, str(SCRIPT), "--mutants", str(tmp_path / "mutants"),
                        "--explained", str(tmp_path / "survivors.md"), "--min", "0"],
                       capture_output=True, text=True, check=False)
    return p.returncode, p.stdout.splitlines()


def test_an_entry_explains_its_own_mutant_only(tmp_path):
    """An entry for ..._mutmut_15 does not explain ..._mutmut_1 (a prefix of its name) nor _151."""
    codes = {"pkg.mod.x_f__mutmut_1": 0, "pkg.mod.x_f__mutmut_15": 0, "pkg.mod.x_f__mutmut_151": 0,
             "pkg.mod.x_f__mutmut_2": 1}
    rc, out = _score(tmp_path, codes, "- `pkg.mod.x_f__mutmut_15`: equivalent.\n")
    assert rc == 1
    assert [line.split()[:2] for line in out[:-2]] == [["survived", "pkg.mod.x_f__mutmut_1"],
                                                       ["survived", "pkg.mod.x_f__mutmut_151"]]
    assert out[-2].startswith("2 unexplained, 1 explained")
    assert out[-1] == "mutation score: 1 of 4 killed (25.0%)"


def test_every_survivor_explained_passes(tmp_path):
    rc, out = _score(tmp_path, {"pkg.mod.x_f__mutmut_1": 0, "pkg.mod.x_f__mutmut_2": 3},
                     "`pkg.mod.x_f__mutmut_1` is equivalent.")
    assert rc == 0 and out[-1] == "mutation score: 1 of 2 killed (50.0%)"
