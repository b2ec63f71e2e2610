"""A whole release, end to end: record against the loopback stub, then verify it offline.

The release is tiny (2 users x 2 periods x 2 questions, native + AWI + RAG + upper bound,
2 replicas, off-policy on native's traces) but goes through exactly the code that
`make record` and `make replay` run.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import msgspec
import pytest

from replaykit.release.bundle import record_release, replay_release

REPO = Path(__file__).resolve().parents[2]
SECRET = "sk-release-test-9f8e7d6c5b4a"


def _write(path: Path, obj) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(obj, indent=2))


@pytest.fixture
def recorded(tmp_path_factory, stub_factory, monkeypatch):
    """A release recorded against two stub servers (chat roles, agent), servers stopped after."""
    rel = tmp_path_factory.mktemp("release") / "tiny-v1"
    main, agent = stub_factory(), stub_factory()
    _write(rel / "configs/env.json", {
        "version": 1, "name": "tiny", "seed": 3, "num_users": 2, "num_periods": 2, "num_questions": 2,
        "num_states_per_question": 2, "num_choices_per_state": 2, "num_changes_per_period": 1,
        "max_changes_per_state": 2, "max_sessions_per_period": 1, "max_json_retries": 1,
        "max_refine_rounds": 1, "workers": 1,
    })
    common = {"model": "stub-model", "structured_output": "json_object_schema", "max_retries": 0}
    _write(rel / "configs/endpoints.json", {"version": 1, "endpoints": {
        "default": {**common, "base_url": main.base_url},
        "agent": {**common, "base_url": agent.base_url, "model": "stub-agent"},
    }})
    _write(rel / "configs/run.json", {"version": 1, "num_rounds_init": 1, "num_rounds_update": 1,
                                      "user_temperature": 0.2, "user_max_tokens": 64})
    for name in ("native.json", "awi.json", "rag-2-4-5.json", "upper-bound.json"):
        shutil.copy(REPO / "configs/agents" / name, rel / "configs/agents" / name) if (rel / "configs/agents").is_dir() \
            else ((rel / "configs/agents").mkdir(parents=True), shutil.copy(REPO / "configs/agents" / name, rel / "configs/agents" / name))
    _write(rel / "release.json", {
        "version": 1, "name": "tiny-v1", "env": "configs/env.json", "endpoints": "configs/endpoints.json",
        "run_config": "configs/run.json",
        "agents": ["configs/agents/native.json", "configs/agents/awi.json", "configs/agents/rag-2-4-5.json"],
        "upper_bound": "configs/agents/upper-bound.json", "trace_agent": "native", "replicas": 2, "seed": 5,
        "concurrency": 2,
    })
    monkeypatch.setenv("OPENAI_API_KEY", SECRET)
    results = record_release(rel, tmp_path_factory.mktemp("work"), mode="record")
    main.stop()
    agent.stop()
    monkeypatch.delenv("OPENAI_API_KEY")
    return rel, results


def _replay_cli(rel: Path, work: Path) -> subprocess.CompletedProcess:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("OPENAI_", "REPLAYKIT_"))}
    return subprocess.run(
        [sys.executable, "-m", "replaykit.cli.main", "replay", str(rel), "--work", str(work)],
        capture_output=True, text=True, env=env, cwd=work.parent,
    )


def test_replay_verifies_every_published_number_offline(recorded, tmp_path):
    rel, results = recorded
    assert set(results["on_policy"]) == {"native", "awi", "rag-2-4-5"}
    assert set(results["off_policy"]) == {"native", "awi", "rag-2-4-5"}
    assert results["variance"]["native"]["overall"]["replicas"] == 2
    proc = _replay_cli(rel, tmp_path / "w1")
    assert proc.returncode == 0, proc.stdout + proc.stderr
    lines = proc.stdout.strip().splitlines()
    assert lines[-1].startswith("explore them: replaykit view ")  # make replay ends with the viewer command
    last = next(line for line in lines if line.startswith("verified "))
    n = len([1 for line in proc.stdout.splitlines() if line.startswith("| native |")])
    assert n >= 2  # the tables were printed (on- and off-policy rows)
    checked = int(last.split()[1])
    assert last.startswith(f"verified {checked} of {checked} published numbers") and checked > 50
    for f in [*rel.rglob("*"), *(tmp_path / "w1").rglob("*")]:
        if f.is_file():
            assert SECRET.encode() not in f.read_bytes(), f


def test_replay_fails_naming_an_edited_number(recorded, tmp_path):
    rel, _ = recorded
    copy = tmp_path / "tampered"
    shutil.copytree(rel, copy)
    doc = json.loads((copy / "results.json").read_text())
    old = doc["on_policy"]["awi"]["overall"]
    doc["on_policy"]["awi"]["overall"] = old + 0.125
    (copy / "results.json").write_text(json.dumps(doc, indent=2, sort_keys=True))
    proc = _replay_cli(copy, tmp_path / "w")
    assert proc.returncode == 1
    assert f"DIFFERS   on_policy.awi.overall: published {old + 0.125!r}, recomputed {old!r}" in proc.stdout
    assert "results.json: sha256 differs from manifest.json" in proc.stdout


def test_a_missing_cassette_is_named(recorded, tmp_path):
    rel, _ = recorded
    copy = tmp_path / "nocassette"
    shutil.copytree(rel, copy)
    (copy / "cassettes" / "off.rkc").unlink()
    proc = _replay_cli(copy, tmp_path / "w")
    assert proc.returncode == 2
    assert "off.rkc: missing" in proc.stderr


def test_two_replays_give_byte_identical_results(recorded, tmp_path):
    rel, _ = recorded
    a = replay_release(rel, tmp_path / "a")
    b = replay_release(rel, tmp_path / "b")
    assert a.verification.ok and b.verification.ok
    assert msgspec.json.encode(a.results) == msgspec.json.encode(b.results)
    for sub in ("runs/on/episodes", "runs/off/episodes", "runs/on/traces", "blueprints/users"):
        fa = {p.relative_to(tmp_path / "a"): p.read_bytes() for p in (tmp_path / "a" / sub).rglob("*") if p.is_file()}
        fb = {p.relative_to(tmp_path / "b"): p.read_bytes() for p in (tmp_path / "b" / sub).rglob("*") if p.is_file()}
        assert fa and {str(k) for k in fa} == {str(k).replace("/b/", "/a/") for k in fb}
        assert list(fa.values()) == list(fb.values())
