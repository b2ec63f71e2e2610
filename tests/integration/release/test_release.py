"""A whole release, end to end: record against the loopback stub, then verify it offline.

The release is tiny (2 users x 2 periods x 2 questions, native + AWI + RAG + upper bound,
2 replicas, off-policy on native's traces) but goes through exactly the code that
`make record` and `make replay` run. It is recorded as the lead records a real one: first
without the optional parts (kept as ``plain``), then release.json gains an ``evolution``
section (2 feedback conditions, 2 cycles) and ``factual_recall``, and a second
``release record`` in auto mode records only those parts.
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import msgspec
import pytest

from replaykit.release.bundle import record_release, replay_release
from tests.integration.openai_stub import StubServer

REPO = Path(__file__).resolve().parents[3]
SECRET = "sk-release-test-9f8e7d6c5b4a"


def _write(path: Path, obj) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(obj, indent=2))


EVOLUTION = {"agent": "configs/agents/awi.json", "conditions": ["none", "complete"], "users": 2, "periods": 2,
             "replicas": 1, "evolver_max_tokens": 256}
BASE_KEYS = {"version", "release", "on_policy", "off_policy", "policy_comparison", "variance", "usage"}


def _write_release(rel: Path, main: StubServer, agent: StubServer, num_users: int = 2) -> dict:
    """A tiny release's configs over two stub servers (chat roles, agent); its release.json spec."""
    _write(rel / "configs/env.json", {
        "version": 1, "name": "tiny", "seed": 3, "num_users": num_users, "num_periods": 2, "num_questions": 2,
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
    (rel / "configs/agents").mkdir(parents=True)
    for name in ("native", "awi", "rag-2-4-5", "upper-bound"):  # the local model's configs, as the bundled release ships them
        shutil.copy(REPO / "configs/agents" / f"{name}.smol.json", rel / "configs/agents" / f"{name}.json")
    spec = {
        "version": 1, "name": "tiny-v1", "env": "configs/env.json", "endpoints": "configs/endpoints.json",
        "run_config": "configs/run.json",
        "agents": ["configs/agents/native.json", "configs/agents/awi.json", "configs/agents/rag-2-4-5.json"],
        "upper_bound": "configs/agents/upper-bound.json", "trace_agent": "native", "replicas": 2, "seed": 5,
        "concurrency": 2,
    }
    _write(rel / "release.json", spec)
    return spec


@pytest.fixture(scope="module")
def releases(tmp_path_factory):
    """(plain release, its results; extended release, its results), recorded against two stub
    servers (chat roles, agent) that are stopped afterwards."""
    rel = tmp_path_factory.mktemp("release") / "tiny-v1"
    main, agent = StubServer().start(), StubServer().start()
    spec = _write_release(rel, main, agent)
    work = tmp_path_factory.mktemp("work")
    try:
        with pytest.MonkeyPatch.context() as mp:
            mp.setenv("OPENAI_API_KEY", SECRET)
            plain_results = record_release(rel, work, mode="record")
            plain = rel.parent / "plain"
            shutil.copytree(rel, plain)
            calls = main.calls + agent.calls
            _write(rel / "release.json", {**spec, "evolution": EVOLUTION, "factual_recall": True})
            results = record_release(rel, work, mode="auto")
            new_calls = main.calls + agent.calls - calls
    finally:
        main.stop()
        agent.stop()
    return plain, plain_results, rel, results, new_calls


@pytest.fixture
def recorded(releases):
    """The release with the optional parts, and its results."""
    return releases[2], releases[3]


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


def test_two_replays_give_byte_identical_results(recorded, tmp_path, monkeypatch):
    rel, _ = recorded
    fsynced: list[int] = []
    real_fsync = os.fsync
    monkeypatch.setattr(os, "fsync", lambda fd: (fsynced.append(fd), real_fsync(fd))[1])
    a = replay_release(rel, tmp_path / "a")
    assert fsynced == []  # the work folder is scratch: written atomically, never fsynced (the cassettes are read-only)
    assert not [p for p in (tmp_path / "a").rglob("*.tmp*")]  # and no temp file is left behind
    b = replay_release(rel, tmp_path / "b")
    assert a.verification.ok and b.verification.ok
    assert msgspec.json.encode(a.results) == msgspec.json.encode(b.results)
    for sub in ("runs/on/episodes", "runs/off/episodes", "runs/on/traces", "blueprints/users",
                "runs/on/factual_recall", "evolve/none/cycles", "evolve/complete/cycles", "evolve/complete/episodes"):
        fa = {p.relative_to(tmp_path / "a"): p.read_bytes() for p in (tmp_path / "a" / sub).rglob("*") if p.is_file()}
        fb = {p.relative_to(tmp_path / "b"): p.read_bytes() for p in (tmp_path / "b" / sub).rglob("*") if p.is_file()}
        assert fa and {str(k) for k in fa} == {str(k).replace("/b/", "/a/") for k in fb}
        assert list(fa.values()) == list(fb.values())


def test_the_optional_parts_record_only_their_own_calls(releases):
    plain, plain_results, rel, results, new_calls = releases
    # the first three parts replayed in auto mode: not one of their bytes changed
    for name in ("gen.rkc", "on.rkc", "off.rkc"):
        assert (rel / "cassettes" / name).read_bytes() == (plain / "cassettes" / name).read_bytes(), name
    assert sorted(p.name for p in (plain / "cassettes").glob("*.rkc")) == ["gen.rkc", "off.rkc", "on.rkc"]
    assert sorted(p.name for p in (rel / "cassettes").glob("*.rkc")) == [
        "evolve.rkc", "gen.rkc", "judge.rkc", "off.rkc", "on.rkc"]
    # a release without the fields publishes exactly the keys it did before
    assert set(plain_results) == BASE_KEYS and set(plain_results["usage"]) == {"on_policy", "off_policy"}
    assert set(results) == BASE_KEYS | {"evolution", "factual_recall"}
    for key in BASE_KEYS - {"usage"}:
        assert results[key] == plain_results[key], key
    assert {k: v for k, v in results["usage"].items() if k != "evolution"} == plain_results["usage"]
    manifest = json.loads((rel / "manifest.json").read_text())["files"]
    assert {"cassettes/evolve.rkc", "cassettes/judge.rkc"} <= set(manifest)
    plain_manifest = json.loads((plain / "manifest.json").read_text())["files"]
    assert not any(k.endswith(("evolve.rkc", "judge.rkc")) for k in plain_manifest)
    # the new parts' cassettes hold only calls on.rkc does not: judge.rkc has the judge's
    # calls alone (the memories were rebuilt from on.rkc), and nothing was recorded twice
    from replaykit.recording.store.cassette import CassetteStore

    with CassetteStore.open(rel / "cassettes" / "on.rkc") as on, \
            CassetteStore.open(rel / "cassettes" / "judge.rkc") as judge, \
            CassetteStore.open(rel / "cassettes" / "evolve.rkc") as evolve:
        assert not set(judge.keys()) & (set(on.keys()) | set(evolve.keys())) and not set(evolve.keys()) & set(on.keys())
        assert len(judge) >= 1 and all(b"Claims about user:" in judge.get(k).request.body for k in judge.keys())
        assert 1 <= new_calls == len(judge) + len(evolve)
        bodies = [evolve.get(k).request.body for k in evolve.keys()]
        assert sum(b"You are a senior prompt engineer" in b for b in bodies) == 2 * 2  # G: 2 users x 2 cycles


def test_evolution_and_factual_recall_are_published(recorded):
    rel, results = recorded
    evo = results["evolution"]
    assert evo["agent"] == "awi" and evo["cycles"] == 2 and len(evo["users"]) == 2
    assert list(evo["conditions"]) == ["none", "complete"]
    none, complete = evo["conditions"]["none"], evo["conditions"]["complete"]
    assert none["evolve_calls"] == 0 and complete["evolve_calls"] == 2 * 2  # 2 users x 2 cycles
    for s in (none, complete):
        assert s["episodes"] == 2
        assert len(s["per_cycle"]["memory"]) == len(s["per_cycle"]["recall"]) == 2
        assert all(r is None or 0.0 <= r <= 1.0 for r in s["per_cycle"]["recall"])
        assert sorted(s["final_policies"]) == sorted(f"{u}.r0" for u in evo["users"])
    from replaykit.episodes.evolution.policy import default_policy

    assert set(none["final_policies"].values()) == {default_policy()}
    assert set(results["factual_recall"]) == {"awi"}  # rag is not judged, native has no memory
    assert results["factual_recall"]["awi"]["episodes"] == 2 * 2  # users x replicas
    assert "evolve" in results["usage"]["evolution"]
    md = (rel / "RESULTS.md").read_text()
    for heading in ("Self-evolution by feedback condition (paper Table 3)", "paper Figure 11",
                    "final memory policies", "Memory factual recall of the on-policy episodes"):
        assert heading in md
    assert "| complete |" in md and "| awi |" in md


def test_replay_fails_naming_an_edited_evolution_number(recorded, tmp_path):
    rel, results = recorded
    copy = tmp_path / "tampered"
    shutil.copytree(rel, copy)
    doc = json.loads((copy / "results.json").read_text())
    old = doc["evolution"]["conditions"]["complete"]["per_cycle"]["overall"][1]
    doc["evolution"]["conditions"]["complete"]["per_cycle"]["overall"][1] = old + 0.25
    old_recall = doc["factual_recall"]["awi"]["episodes"]
    doc["factual_recall"]["awi"]["episodes"] = old_recall + 1
    (copy / "results.json").write_text(json.dumps(doc, indent=2, sort_keys=True))
    proc = _replay_cli(copy, tmp_path / "w")
    assert proc.returncode == 1
    assert (f"DIFFERS   evolution.conditions.complete.per_cycle.overall[1]: published {old + 0.25!r}, "
            f"recomputed {old!r}") in proc.stdout
    assert f"DIFFERS   factual_recall.awi.episodes: published {old_recall + 1!r}, recomputed {old_recall!r}" in proc.stdout


def test_a_missing_evolution_cassette_is_named(recorded, tmp_path):
    rel, _ = recorded
    copy = tmp_path / "noevolve"
    shutil.copytree(rel, copy)
    (copy / "cassettes" / "evolve.rkc").unlink()
    proc = _replay_cli(copy, tmp_path / "w")
    assert proc.returncode == 2
    assert "evolve.rkc: missing; the self-evolution run (release.json field evolution) cannot be replayed" in proc.stderr
    assert "Traceback" not in proc.stderr


def test_the_plain_release_still_replays_with_its_old_keys(releases, tmp_path):
    plain = releases[0]
    proc = _replay_cli(plain, tmp_path / "w")
    assert proc.returncode == 0, proc.stdout + proc.stderr
    last = next(ln for ln in proc.stdout.splitlines() if ln.startswith("verified "))
    checked = int(last.split()[1])
    assert last.startswith(f"verified {checked} of {checked} published numbers")
    assert "Self-evolution" not in proc.stdout and "factual recall" not in proc.stdout.lower()


def test_off_policy_is_layered_over_on_policy_and_the_self_trace_check_holds(recorded, tmp_path):
    from replaykit.recording.store.content import compare_cassettes

    rel, _ = recorded
    cas = rel / "cassettes"
    # off.rkc holds only the requests the on-policy runs did not make
    assert compare_cassettes(cas / "on.rkc", cas / "off.rkc").shared == 0
    report = replay_release(rel, tmp_path / "w")
    assert report.trust is not None and report.trust.layering == "over-on-policy"
    assert report.trust.self_trace_differences == [] and report.trust.cassette_conflicts == []
    assert not report.problems
    proc = _replay_cli(rel, tmp_path / "w2")
    assert "self-trace check (native off-policy on its own traces = on-policy replica 0): holds" in proc.stdout


def test_a_conflicting_off_policy_recording_fails_the_self_trace_check(recorded, tmp_path):
    """An off.rkc that re-asked native's on-policy requests and got other answers (smol-v3's flaw)."""
    import re

    from replaykit.recording.store.cassette import CassetteStore

    rel, _ = recorded
    copy = tmp_path / "conflicting"
    shutil.copytree(rel, copy)
    with CassetteStore.open(copy / "cassettes" / "on.rkc") as on:
        answers = [e for e in on.entries() if e.request.replica == 0 and b"answer" in e.response.body]
    store = CassetteStore.open(copy / "cassettes" / "off.rkc", writable=True)
    for e in answers:  # every replica-0 evaluation answer, asked again, answered with another number
        body = re.sub(rb'(answer\\"\s*:\s*)(\d+)', lambda m: m.group(1) + b"%d" % (int(m.group(2)) % 2 + 1),
                      e.response.body)
        store.append(msgspec.structs.replace(e, response=msgspec.structs.replace(e.response, body=body)))
    store.close(compact="always")
    report = replay_release(copy, tmp_path / "w")
    assert report.trust.cassette_conflicts and report.trust.self_trace_differences
    assert any(p.startswith("self-trace check: native fed its own on-policy traces") for p in report.problems)
    proc = _replay_cli(copy, tmp_path / "w2")
    assert proc.returncode == 1 and "TRUST     self-trace check" in proc.stdout


def _odd(doc: dict) -> bool:
    return hashlib.sha256(json.dumps(doc, sort_keys=True).encode()).digest()[0] % 2 == 1


def test_a_release_publishes_its_providers_nondeterminism(tmp_path, monkeypatch):
    """A sample of on-policy requests asked again: the stubs answer a free-text chat request whose
    digest is odd differently each time it is asked and every other request identically, so the
    expected rate follows from the sampled request bodies alone. The repeat cassette shares no key
    with on.rkc, and a replay re-derives the rate offline."""
    from replaykit.recording.store.cassette import CassetteStore

    rel = tmp_path / "nd-v1"
    asked: dict[str, int] = {}

    def flaky(doc: dict) -> str | None:  # free-text requests whose digest is odd: a new answer each time
        if doc.get("response_format") is not None or not _odd(doc):
            return None
        d = hashlib.sha256(json.dumps(doc, sort_keys=True).encode()).hexdigest()
        asked[d] = asked.get(d, 0) + 1
        return f"answer number {asked[d]} to this request"

    main, agent = StubServer(responder=flaky).start(), StubServer(responder=flaky).start()
    try:
        spec = _write_release(rel, main, agent, num_users=1)
        _write(rel / "release.json", {**spec, "replicas": 1, "nondeterminism_sample": 12})
        monkeypatch.setenv("OPENAI_API_KEY", SECRET)
        results = record_release(rel, tmp_path / "work", mode="record")
        asked_on_servers = main.calls + agent.calls
        again = record_release(rel, tmp_path / "work", mode="auto")  # resumed: nothing asked twice
        assert main.calls + agent.calls == asked_on_servers
    finally:
        main.stop()
        agent.stop()
    assert again == results
    nd = results["nondeterminism"]
    with CassetteStore.open(rel / "cassettes" / "on.rkc") as on, CassetteStore.open(rel / "cassettes" / "repeat.rkc") as rep:
        assert not set(rep.keys()) & set(on.keys())
        assert len(rep) == nd["asked"] == nd["sample"] == 12
        expected, paths = 0, set()
        for k in rep.keys():
            r = rep.get(k).request
            assert r.occurrence == 1
            body = json.loads(r.body)
            paths.add(r.path)
            expected += int(r.path.endswith("/chat/completions") and body.get("response_format") is None
                            and _odd(body))
    assert 0 < expected < 12  # the sample holds both kinds of request, so the test can fail either way
    assert nd["content_differs"] == expected and nd["rate"] == expected / 12
    assert set(nd["by_path"]) == paths and sum(r["asked"] for r in nd["by_path"].values()) == 12
    assert len(nd["differing"]) == expected
    assert "## Provider nondeterminism" in (rel / "RESULTS.md").read_text()
    assert "cassettes/repeat.rkc" in json.loads((rel / "manifest.json").read_text())["files"]
    report = replay_release(rel, tmp_path / "replay")
    assert report.verification.ok and not report.problems
    assert report.results["nondeterminism"] == nd
