"""`replaykit export` and `replaykit blueprint export` on the bundled release, replayed first:
one row per evaluation answer, and the correct-answer rate per agent equals `score --json`'s
overall (the diagnosis shares equal its write/read/utilization rates)."""

from __future__ import annotations

import csv
import json
import os
import subprocess
import sys
from collections import defaultdict
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[3]
RELEASE = REPO / "tests" / "data" / "smol-v3"
CLI = [sys.executable, "-m", "replaykit.cli.main"]
EXTRAS_REQUIRED = os.environ.get("REPLAYKIT_EXTRAS_REQUIRED") == "1"


def _cli(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([*CLI, *args], capture_output=True, timeout=300)


@pytest.fixture(scope="module")
def replayed(tmp_path_factory):
    if not (RELEASE / "release.json").is_file():
        pytest.skip("the bundled release is absent")
    from replaykit.release.bundle import replay_release

    work = tmp_path_factory.mktemp("replay")
    report = replay_release(RELEASE, work)
    assert report.verification.ok, report.verification.differences[:5]
    return work / "runs"


def _score(run: Path, *extra: str) -> dict:
    done = _cli("score", str(run), "--json", *extra)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


def test_one_row_per_answer_and_rates_equal_score(replayed, tmp_path):
    on, off = replayed / "on", replayed / "off"
    out = tmp_path / "answers.csv"
    done = _cli("export", str(on), str(off), "--format", "csv", "--out", str(out))
    assert done.returncode == 0, done.stderr
    with out.open(newline="", encoding="utf-8") as fh:
        rows = list(csv.DictReader(fh))
    # by hand (docs/releases.md): 4 users x 2 evaluation positions x 4 questions = 32 answers per agent and
    # replica; on-policy 3 replicas of 4 agents
    on_rows = [r for r in rows if r["policy"] == "on"]
    per_agent = defaultdict(int)
    for r in on_rows:
        per_agent[r["agent"]] += 1
    assert per_agent == {"awe-2-4-5": 96, "awi": 96, "native": 96, "rag-2-4-5": 96}
    off_episodes = sorted(off.glob("episodes/*/*.json"))
    assert len([r for r in rows if r["policy"] == "off"]) == 8 * len(off_episodes)  # 2 positions x 4 questions per episode
    cells = {(r["agent"], r["policy"], r["replica"], r["user"], r["period"], r["question"]) for r in rows}
    assert len(cells) == len(rows)  # one row per answer, no duplicates

    for policy, run, extra in (("on", on, ()), ("off", off, ("--upper-bound", str(on)))):
        report = _score(run, *extra)
        section = report["agents"] if policy == "on" else report.get("off_policy", report["agents"])
        mine = [r for r in rows if r["policy"] == policy]
        assert {r["agent"] for r in mine} == set(section)
        for agent, s in section.items():
            ar = [r for r in mine if r["agent"] == agent]
            rate = sum(r["correct"] == "True" for r in ar) / len(ar)
            assert rate == pytest.approx(s["overall"], abs=1e-12), (policy, agent)
            for outcome in ("write", "read", "utilization"):
                share = sum(r["diagnosis"] == outcome for r in ar) / len(ar)
                assert share == pytest.approx(s["diagnosis"][outcome], abs=1e-12), (policy, agent, outcome)

    from replaykit.data.result import OverallAnswer

    if "key" in OverallAnswer.__struct_fields__:  # result files carry each answer's cassette key
        from replaykit.recording.store.cassette import CassetteStore

        keys = set()
        for name in ("on.rkc", "off.rkc"):
            with CassetteStore.open(RELEASE / "cassettes" / name) as store:
                keys.update(store.keys())
        unknown = [r["cassette_key"] for r in rows if r["cassette_key"] not in keys]
        assert not unknown, f"{len(unknown)} answer(s) without the key of a recorded call, e.g. {unknown[:3]}"

    r = on_rows[0]
    choices = json.loads(r["choices"])
    assert len(choices) >= 2 and 0 <= int(r["chosen_choice"]) < len(choices)
    assert 0 <= int(r["correct_choice"]) < len(choices)
    assert r["question_text"] and r["diagnosis"] in ("correct", "write", "read", "utilization")


def test_jsonl_matches_csv_and_is_byte_stable(replayed, tmp_path):
    on = replayed / "on"
    a = _cli("export", str(on), "--format", "jsonl")
    b = _cli("export", str(on), "--format", "jsonl")
    assert a.returncode == 0, a.stderr
    assert a.stdout == b.stdout
    rows = [json.loads(line) for line in a.stdout.decode().splitlines()]
    # 384 answers (4 agents x 3 replicas x 32 cells), then the upper bound's 32 cells (4 users x 2 positions x 4)
    assert len(rows) == 384 + 32 and [r["policy"] for r in rows[384:]] == ["upper_bound"] * 32
    assert list(rows[0]) == ["run", "agent", "policy", "replica", "user", "period", "question", "question_text",
                             "choices", "correct_choice", "chosen_choice", "correct", "random", "json_error",
                             "diagnosis", "cassette_key", "raw"]
    assert isinstance(rows[0]["choices"], list) and isinstance(rows[0]["correct"], bool)


def test_the_memory_score_comes_from_the_csv_alone(replayed, tmp_path, monkeypatch):
    """docs/viewer-and-exports.md's plain-Python snippet, run on the export of a replayed release, gives
    `replaykit score`'s memory of every agent, on-policy and off-policy (scored with the on-policy upper bound)."""
    on, off = replayed / "on", replayed / "off"
    monkeypatch.chdir(tmp_path)
    assert _cli("export", str(on), str(off), "--format", "csv", "--out", "answers.csv").returncode == 0
    doc = (REPO / "docs" / "viewer-and-exports.md").read_text(encoding="utf-8")
    start = doc.index("```python\nimport csv")
    snippet = doc[start + len("```python\n"):doc.index("```", start + 10)]
    namespace: dict = {}
    exec(compile(snippet, "docs/viewer-and-exports.md", "exec"), namespace)
    memory = namespace["memory"]
    expected = {(a, "on"): s["memory"] for a, s in _score(on)["agents"].items()}
    report = _score(off, "--upper-bound", str(on))
    expected.update({(a, "off"): s["memory"] for a, s in report.get("off_policy", report["agents"]).items()})
    assert set(memory) == set(expected) and len(expected) >= 8
    for key, value in expected.items():
        assert value is not None and memory[key] == pytest.approx(value, abs=1e-12), key


def test_existing_output_is_kept(replayed, tmp_path):
    out = tmp_path / "mine.csv"
    out.write_text("my notes")
    done = _cli("export", str(replayed / "on"), "--out", str(out))
    assert done.returncode == 2 and b"already exists" in done.stderr and b"Traceback" not in done.stderr
    assert out.read_text() == "my notes"


def test_parquet(replayed, tmp_path):
    try:
        import pyarrow.parquet as pq
    except ImportError:
        if EXTRAS_REQUIRED:
            raise
        done = _cli("export", str(replayed / "on"), "--format", "parquet", "--out", str(tmp_path / "a.parquet"))
        assert done.returncode == 2 and b"pip install 'amemgym-replaykit[parquet]'" in done.stderr
        assert b"Traceback" not in done.stderr and not (tmp_path / "a.parquet").exists()
        pytest.skip("pyarrow (amemgym-replaykit[parquet]) is not installed: checked the error instead; make test-extras runs this")
    out = tmp_path / "a.parquet"
    done = _cli("export", str(replayed / "on"), "--format", "parquet", "--out", str(out))
    assert done.returncode == 0, done.stderr
    table = pq.read_table(out).to_pylist()
    jsonl = [json.loads(line) for line in _cli("export", str(replayed / "on"), "--format", "jsonl").stdout.splitlines()]
    assert table == jsonl


def test_blueprint_export_loads_as_one_table(tmp_path):
    out = tmp_path / "users.jsonl"
    done = _cli("blueprint", "export", str(RELEASE / "blueprints"), "--out", str(out))
    assert done.returncode == 0, done.stderr
    records = [json.loads(line) for line in out.read_text().splitlines()]
    assert len(records) == 4  # the release's 4 users

    def shape(v):  # the field structure, which must be the same in every record (no dynamic keys)
        if isinstance(v, dict):
            return {k: shape(x) for k, x in v.items()}
        if isinstance(v, list):
            shapes = [shape(x) for x in v if x is not None]
            return [shapes[0]] if shapes and all(s == shapes[0] for s in shapes) else ["MIXED" if shapes else "EMPTY"]
        return "value"

    assert "MIXED" not in json.dumps([shape(r) for r in records])
    assert len({json.dumps(sorted(r)) for r in records}) == 1
    try:
        import pyarrow.json as pj
    except ImportError:
        if EXTRAS_REQUIRED:
            raise
        return
    table = pj.read_json(out)  # the reader `datasets.load_dataset("json", ...)` uses
    assert table.num_rows == 4 and "state_schema" in table.column_names
