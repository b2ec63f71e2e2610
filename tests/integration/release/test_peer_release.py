"""releases/peer-qwen14b: the third party's Qwen-14B run of the reference code as a release.

- its published matrices (results.json ``reference_metrics``, which `make replay` recomputes from
  the cassette through replaykit's own agents) equal, cell for cell, the files the third party
  published (../shared/fixtures/amemgym-peer: overall_metrics.json, diagnosis_metrics.json,
  utilization_metrics.json; skipped when the fixture is absent);
- `replaykit release import` rebuilds the release's data byte for byte from the fixture;
- the cassette's reconstructed entries are AWI memory updates and nothing else, and the release
  bundles nothing else of the fixture.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

REPO = Path(__file__).resolve().parents[3]
RELEASE = REPO / "releases" / "peer-qwen14b"
PEER = REPO / ".." / "shared" / "fixtures" / "amemgym-peer"
NAMES = {"native-40": "native", "awi": "awi"}  # release agent -> the fixture's folder

needs_peer = pytest.mark.skipif(not (PEER / "data.json").is_file(),
                                reason=f"peer fixture not found at {PEER} (repo/../shared/fixtures)")


def _json(path: Path):
    return json.loads(path.read_text(encoding="utf-8"))


@needs_peer
def test_every_published_cell_equals_the_third_partys():
    ref = _json(RELEASE / "results.json")["reference_metrics"]
    cells = {"overall": 0, "diagnosis": 0, "utilization": 0}
    for agent, folder in NAMES.items():
        for udir in sorted(p for p in (PEER / "runs" / folder).iterdir() if p.is_dir()):
            pub = _json(udir / "overall_metrics.json")["accuracy"]
            assert ref["overall"][agent][udir.name]["accuracy"] == pub, (agent, udir.name)
            cells["overall"] += sum(len(r) for r in pub)
            diag = _json(udir / "diagnosis_metrics.json")
            mine = ref["diagnosis"][agent][udir.name]
            for k in ("write_failure", "read_failure", "memory_success"):
                assert mine[k] == diag[k], (agent, udir.name, k)
                cells["diagnosis"] += sum(len(r) for r in diag[k])
    # utilization_metrics.json: [user][period][question] in the upper-bound run's user order, NaN past a
    # user's last period; users matched on their question texts
    data = _json(PEER / "data.json")
    res = _json(PEER / "runs" / "upperbound" / "utilization_results.json")
    acc = _json(PEER / "runs" / "upperbound" / "utilization_metrics.json")["accuracy"]
    for i, user in enumerate(res):
        (uid,) = [u["id"] for u in data if [qa["query"] for qa in u["qas"]] == [q[0]["query"] for q in user]]
        mine = np.array(ref["utilization"][uid]["accuracy"], dtype=float)
        pub = np.array(acc[i], dtype=float)
        np.testing.assert_array_equal(mine, pub[: len(mine)], err_msg=uid)
        assert np.isnan(pub[len(mine):]).all()
        cells["utilization"] += mine.size
    assert cells == {"overall": 1900, "diagnosis": 3 * 1900, "utilization": 950}


def _entries():
    from replaykit.recording.store import CassetteStore

    with CassetteStore.open(RELEASE / "cassettes" / "imported.rkc") as store:
        return [store.get(k) for k in store.keys()]


def test_reconstructed_entries_are_awi_memory_updates_only():
    from replaykit.reference import RECONSTRUCTED_HEADER

    entries = _entries()
    rebuilt = [e for e in entries if RECONSTRUCTED_HEADER in dict(e.response.headers)]
    for e in entries:
        body = json.loads(e.request.body)
        update = body["messages"][0]["content"].startswith("You are a Personal Information Organizer")
        assert update == (e in rebuilt), e.key
        if update:
            assert body["response_format"] == {"type": "json_object"} and len(body["messages"]) == 1
    assert len(entries) == 4681 and len(rebuilt) == 628


def test_the_release_bundles_nothing_else_of_the_fixture():
    top = sorted(p.name for p in RELEASE.iterdir())
    assert top == ["LICENSE", "RESULTS.md", "blueprints", "cassettes", "configs", "imported", "manifest.json",
                   "release.json", "results.json"]
    assert sorted(p.name for p in (RELEASE / "imported").iterdir()) == ["episodes", "run.json", "traces",
                                                                      "upper_bound"]
    names = {p.name for p in RELEASE.rglob("*")}
    assert not names & {"msg_history.json", "in_context_memory.json", "overall_results.json", "data.json",
                        "utilization_results.json", "agent_states", "interactions"}
    assert "Copyright (c) AGI-Eval" in (RELEASE / "LICENSE").read_text()
    text = (RELEASE / "RESULTS.md").read_text()
    assert "NALLAMOTURENU" in text and "01e637c547bb90fa78ecc95bb1085a0feb1f122e" in text and "MIT" in text


@needs_peer
def test_release_import_rebuilds_the_release(tmp_path):
    spec = _json(RELEASE / "release.json")
    out = tmp_path / "peer-qwen14b"
    cmd = spec["imported"]["command"].split(" ", 4)
    assert cmd[:4] == ["replaykit", "release", "import", "releases/peer-qwen14b"]
    import shlex

    args = shlex.split(spec["imported"]["command"])[4:]
    p = subprocess.run([sys.executable, "-m", "replaykit.cli.main", "release", "import", str(out), "--quiet", *args],
                       cwd=REPO, capture_output=True, text=True, timeout=600)
    assert p.returncode == 0, p.stderr[-3000:]
    theirs = {f.relative_to(out) for f in out.rglob("*") if f.is_file()}
    ours = {f.relative_to(RELEASE) for f in RELEASE.rglob("*") if f.is_file()}
    assert theirs == ours
    for f in sorted(ours - {Path("release.json"), Path("RESULTS.md"), Path("manifest.json")}):
        assert (out / f).read_bytes() == (RELEASE / f).read_bytes(), f


def test_release_import_and_record_refuse_with_one_line(tmp_path):
    def cli(*args: str) -> subprocess.CompletedProcess:
        return subprocess.run([sys.executable, "-m", "replaykit.cli.main", *args], cwd=REPO, capture_output=True,
                              text=True, timeout=120)

    (tmp_path / "mine.txt").write_text("keep")
    data = tmp_path / "data.json"
    data.write_text("[]")
    r = cli("release", "import", str(tmp_path), "--data", str(data), "--run", f"a={tmp_path}", "--upper-bound",
            str(tmp_path), "--upper-bound-config", str(data), "--description", "d", "--credit", "c",
            "--mit-copyright", "x")
    assert r.returncode == 2 and "not an empty folder" in r.stderr and "Traceback" not in r.stderr
    assert (tmp_path / "mine.txt").read_text() == "keep" and sorted(p.name for p in tmp_path.iterdir()) == [
        "data.json", "mine.txt"]
    r = cli("release", "record", "releases/peer-qwen14b")
    assert r.returncode == 2 and "release import" in r.stderr and "Traceback" not in r.stderr
