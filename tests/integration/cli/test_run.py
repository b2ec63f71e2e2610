"""`replaykit run` end to end against the real loopback stub server, through the real recorder.

Record every agent on-policy, replay with the servers stopped and no API key, and compare
the run directories byte for byte; the same with --concurrency 4; kill -9 a recording run,
resume it, and check that no provider call was made twice and the results are those of an
uninterrupted run; an off-policy run fed recorded traces makes no user-simulator call.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from collections import Counter
from pathlib import Path

import pytest

from replaykit.data.blueprint import Blueprint, save_blueprints
from replaykit.data.result import EpisodeResult, load_run, read_json
from tests.integration._study import cli_env, cook_question, shop_question, study_blueprint
from tests.integration.openai_stub import write_endpoints

REPO = Path(__file__).resolve().parents[3]
AGENTS = [REPO / "configs" / "agents" / f for f in
          ("native.smol.json", "awi.smol.json", "rag-2-4-5.smol.json", "awe-2-4-5.smol.json", "upper-bound.smol.json")]
KEY = "sk-test-integration-key-0123456789"


def _blueprint(uid: str) -> Blueprint:
    return study_blueprint(
        uid, {"diet": ["vegan", "omnivore"], "budget": ["low", "high"]},
        [{"diet": "vegan", "budget": "low"}, {"diet": "omnivore", "budget": "low"}], [cook_question(), shop_question()],
        sessions=2, session_time=lambda p, s: f"2021-0{p + 1}-0{s + 2} 09:30:00",
        query=lambda p, s, st: f"[{uid}] period {p} session {s}: dinner ideas for a {st['diet']} on a {st['budget']} budget?",
        update_cnts={"diet": 1, "budget": 0}, profile=f"{uid}, 34, cook")


@pytest.fixture
def setup(tmp_path, two_stubs):
    bp_dir = save_blueprints([_blueprint("ua"), _blueprint("ub")], tmp_path / "bps")
    main, user, ep = two_stubs

    def endpoints(name: str, main_url: str, user_url: str) -> Path:
        return write_endpoints(tmp_path / name, main_url, user_url)

    return {"tmp": tmp_path, "bps": bp_dir, "main": main, "user": user, "endpoints": ep, "make_endpoints": endpoints}


def _env(with_key: bool = True) -> dict:
    return cli_env(KEY if with_key else None)


def _cmd(s, out: Path, *extra: str, agents=AGENTS, endpoints=None) -> list[str]:
    cmd = [sys.executable, "-m", "replaykit.cli.main", "run", "--blueprints", str(s["bps"]), "--out", str(out),
           "--endpoints", str(endpoints or s["endpoints"]), "--periods", "2", "--users", "2"]
    for a in agents:
        cmd += ["--agent", str(a)]
    return cmd + list(extra)


def _run(cmd, with_key=True, cwd=None) -> subprocess.CompletedProcess:
    p = subprocess.run(cmd, env=_env(with_key), cwd=cwd, capture_output=True, text=True, timeout=300)
    assert p.returncode == 0, f"exit {p.returncode}\nSTDERR:\n{p.stderr[-4000:]}\nSTDOUT:\n{p.stdout[-2000:]}"
    return p


def _tree(root: Path, skip=("cassette.rkc",)) -> dict[str, bytes]:
    return {str(p.relative_to(root)): p.read_bytes() for p in sorted(root.rglob("*"))
            if p.is_file() and p.name not in skip and not p.name.startswith(".cassette")}


def _results(root: Path) -> dict[str, bytes]:
    # run.json holds the cassette's digest, and digests.json the digest of run.json
    return {k: v for k, v in _tree(root).items() if not k.startswith(("run.json", "digests.json"))}


def _stop(*stubs):
    for st in stubs:
        st.stop()


@pytest.mark.parametrize("concurrency", ["1", "4"])
def test_record_then_replay_offline_is_byte_identical(setup, concurrency):
    s = setup
    rec = s["tmp"] / "rec" / "run"
    p = _run(_cmd(s, rec, "--mode", "record", "--concurrency", concurrency, "--seed", "7"))
    assert "native" in p.stdout and "awe-2-4-5" in p.stdout  # the results table
    assert "10/10 episodes  16/16 periods" in p.stderr  # the progress bar's last line (stderr is no TTY)
    assert (rec / "memory" / "awi" / "ua.r0.jsonl").is_file()  # memory after each period, for the viewer
    run = load_run(rec)
    assert sorted({(e.agent, e.user) for e in run.episodes}) == sorted(
        (a, u) for a in ("native", "awi", "rag-2-4-5", "awe-2-4-5") for u in ("ua", "ub"))
    assert set(run.upper_bound) == {"ua", "ub"}
    assert all(e.usage["user"].calls == 2 for e in run.episodes)  # 2 sessions x (2 rounds - 1) in period 1
    # identical requests of different episodes share one recording, so at most one call each
    assert 0 < s["user"].calls <= 2 * 8 and s["main"].calls > 0
    assert KEY not in (rec / "cassette.rkc").read_bytes().decode("latin-1")

    _stop(s["main"], s["user"])
    rep = s["tmp"] / "rep" / "run"
    _run(_cmd(s, rep, "--mode", "replay", "--concurrency", concurrency, "--seed", "7",
              "--cassette", str(rec / "cassette.rkc")), with_key=False)
    assert _tree(rep) == _tree(rec)
    # replay with the other scheduling too: results never depend on it
    rep2 = s["tmp"] / "rep2" / "run"
    _run(_cmd(s, rep2, "--mode", "replay", "--concurrency", "1" if concurrency == "4" else "3", "--seed", "7",
              "--cassette", str(rec / "cassette.rkc")), with_key=False)
    assert _tree(rep2) == _tree(rec)


def test_replay_miss_fails_loudly_without_network(setup):
    s = setup
    rec = s["tmp"] / "rec" / "run"
    _run(_cmd(s, rec, "--mode", "record", agents=AGENTS[:1]))
    _stop(s["main"], s["user"])
    p = subprocess.run(_cmd(s, s["tmp"] / "x" / "run", "--mode", "replay", "--seed", "8",
                            "--cassette", str(rec / "cassette.rkc"), agents=AGENTS[:1]),
                       env=_env(False), capture_output=True, text=True, timeout=300)
    assert p.returncode != 0 and "error:" in p.stderr and "Traceback" not in p.stderr


def test_kill_9_then_resume_makes_no_duplicate_calls(setup, stub_factory):
    s = setup
    # the uninterrupted reference run
    full = s["tmp"] / "full" / "run"
    _run(_cmd(s, full, "--mode", "record"))
    ref_requests = Counter(json.dumps(r["json"], sort_keys=True) for st in (s["main"], s["user"]) for r in st.requests)
    total = sum(ref_requests.values())

    # a fresh pair of servers with latency, killed part-way
    main, user = stub_factory(latency=0.02), stub_factory(latency=0.02)
    ep = s["make_endpoints"]("endpoints2.json", main.base_url, user.base_url)
    out = s["tmp"] / "killed" / "run"
    proc = subprocess.Popen(_cmd(s, out, "--mode", "record", endpoints=ep), env=_env(), stdout=subprocess.DEVNULL,
                            stderr=subprocess.PIPE, text=True)
    deadline = time.monotonic() + 120
    while main.calls + user.calls < total // 2 and proc.poll() is None and time.monotonic() < deadline:
        time.sleep(0.01)
    assert proc.poll() is None, "the run finished before it could be killed"
    os.kill(proc.pid, signal.SIGKILL)
    proc.wait()
    killed_at = main.calls + user.calls
    assert 0 < killed_at < total
    assert not (out / "episodes" / "upper-bound").exists()
    # resume in auto mode (the default)
    _run(_cmd(s, out, endpoints=ep))
    seen = Counter(json.dumps(r["json"], sort_keys=True) for st in (main, user) for r in st.requests)
    duplicates = seen - ref_requests
    # at most the one call in flight at the kill is paid twice; nothing else
    assert sum(duplicates.values()) <= 1, duplicates
    assert sum(seen.values()) <= total + 1
    assert +(ref_requests - seen) == Counter()
    assert _results(out) == _results(full)


def test_off_policy_episode_makes_no_user_simulator_calls(setup):
    s = setup
    on = s["tmp"] / "on" / "run"
    _run(_cmd(s, on, "--mode", "record", agents=AGENTS[:1]))
    user_calls = s["user"].calls
    off = s["tmp"] / "off" / "run"
    _run(_cmd(s, off, "--mode", "record", "--off-policy-from", str(on), "--trace-agent", "native", agents=AGENTS[1:4]))
    assert s["user"].calls == user_calls
    for agent in ("awi", "rag-2-4-5", "awe-2-4-5"):
        ep = read_json(off / "episodes" / agent / "ua.r0.json", EpisodeResult)
        assert ep.policy == "off" and ep.trace_from == "native/ua.r0" and "user" not in ep.usage
    assert not (off / "traces").exists()


def test_every_reply_answer_and_memory_write_carries_its_cassette_key(setup):
    """Exact provenance: the key stored with each text is the cassette entry whose response is that text."""
    import msgspec

    from replaykit.data.result import Trace
    from replaykit.recording.store.cassette import CassetteStore

    s = setup
    out = s["tmp"] / "keys" / "run"
    _run(_cmd(s, out, "--mode", "record", agents=[AGENTS[0], AGENTS[1], AGENTS[4]]))
    with CassetteStore.open(out / "cassette.rkc") as store:
        texts = {}
        for e in store.entries():
            doc = msgspec.json.decode(e.response.body)
            texts[e.key] = doc["choices"][0]["message"]["content"] if "choices" in doc else None
    run = load_run(out)
    seen = {"assistant": 0, "user": 0, "answer": 0, "write": 0, "ub": 0}
    for ep in run.episodes:
        trace = read_json(out / "traces" / ep.agent / f"{ep.user}.r{ep.replica}.json", Trace)
        for period in trace.periods:
            for msgs in period:
                for i, m in enumerate(msgs):
                    if i == 0:  # the blueprint's opening query: no call produced it
                        assert m.key == ""
                        continue
                    assert texts[m.key] is not None and texts[m.key].strip() == m.content.strip(), (ep.agent, m)
                    seen[m.role] += 1
        for pr in ep.periods:
            for a in [*pr.overall, *pr.diagnosis]:
                assert texts[a.key] == a.raw
                seen["answer"] += 1
            for k in pr.memory_writes:
                assert k in texts
                seen["write"] += 1
    for r in run.upper_bound.values():
        for a in r.answers:
            assert texts[a.key] == a.raw
            seen["ub"] += 1
    assert all(seen.values()), seen  # every kind occurred (AWI writes its memory in this run)
    # run.json: which model served which role, and where, without any secret
    manifest = (out / "run.json").read_text()
    assert KEY not in manifest
    eps = run.manifest.endpoints
    assert eps["agent"]["model"] == "stub" and eps["user"]["model"] == "stub-user"
    assert eps["agent"]["structured_output"] == "json_object_schema"
    assert "127.0.0.1" not in manifest  # the host is not provenance of the calls (not in their keys)
