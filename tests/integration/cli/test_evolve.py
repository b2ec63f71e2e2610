"""`replaykit evolve` end to end against the real loopback stub server, through the real recorder.

Per feedback condition a 1-user, 3-cycle evolution is recorded, then replayed with the
servers stopped and no API key: the directory comes out byte for byte the same. When G
answers (the stub fills the strict schema) the policy changes every cycle; `none` makes
no G call; `replaykit score DIR` prints the Table 3 / Figure 11 / Table 5 analogues; a
held-out run freezes the final policy and evaluates it on the held-out user.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from replaykit.data.blueprint import Blueprint, save_blueprints
from replaykit.data.evolution import EvolutionLog
from replaykit.data.result import EpisodeResult, read_json
from replaykit.episodes.evolution.policy import default_policy
from tests.integration._study import cli_env, cook_question, shop_question, study_blueprint
from tests.integration.openai_stub import evolver_responder, is_reference_g, write_endpoints

REPO = Path(__file__).resolve().parents[3]
AWI = REPO / "configs" / "agents" / "awi.json"
KEY = "sk-test-evolve-key-0123456789"


def _blueprint(uid: str) -> Blueprint:
    return study_blueprint(
        uid, {"diet": ["vegan", "omnivore"], "budget": ["low", "high"]},
        [{"diet": "vegan", "budget": "low"}, {"diet": "omnivore", "budget": "low"}, {"diet": "omnivore", "budget": "high"}],
        [cook_question(), shop_question()], sessions=1, session_time=lambda p, s: f"2021-0{p + 1}-02 09:30:00",
        query=lambda p, s, st: f"[{uid}] period {p}: dinner ideas for a {st['diet']} on a {st['budget']} budget?",
        update_cnts={"diet": 1, "budget": 1}, profile=f"{uid}, 34, cook")


@pytest.fixture
def setup(tmp_path, stub_factory):
    bp_dir = save_blueprints([_blueprint("ua"), _blueprint("ub")], tmp_path / "bps")
    main, user = stub_factory(responder=evolver_responder), stub_factory()  # G answers as the reference asks
    ep = write_endpoints(tmp_path / "endpoints.json", main.base_url, user.base_url)
    return {"tmp": tmp_path, "bps": bp_dir, "main": main, "user": user, "endpoints": ep}


def _env(with_key: bool) -> dict:
    return cli_env(KEY if with_key else None)


def _cli(*args: str, with_key: bool = True) -> subprocess.CompletedProcess:
    p = subprocess.run([sys.executable, "-m", "replaykit.cli.main", *args], env=_env(with_key),
                       capture_output=True, text=True, timeout=300)
    assert p.returncode == 0, f"exit {p.returncode}\nSTDERR:\n{p.stderr[-4000:]}\nSTDOUT:\n{p.stdout[-2000:]}"
    return p


def _evolve(s, out: Path, condition: str, *extra: str, with_key: bool = True) -> subprocess.CompletedProcess:
    return _cli("evolve", "--blueprints", str(s["bps"]), "--agent", str(AWI), "--feedback", condition,
                "--out", str(out), "--endpoints", str(s["endpoints"]), "--users", "1", "--periods", "3",
                *extra, with_key=with_key)


def _tree(root: Path) -> dict[str, bytes]:
    return {str(p.relative_to(root)): p.read_bytes() for p in sorted(root.rglob("*"))
            if p.is_file() and p.name != "cassette.rkc" and not p.name.startswith(".cassette")}


def _reply_types(body: dict) -> str:
    """The new_types the stub's G answered ``body`` with (``evolver_responder``: a fenced JSON block)."""
    fenced = evolver_responder(body)
    return json.loads(fenced.removeprefix("```json\n").removesuffix("\n```"))["new_types"]


def _g_calls(stub) -> list[dict]:
    return [r["json"] for r in stub.requests if is_reference_g(r["json"])]


@pytest.mark.parametrize("condition", ["none", "question", "complete"])
def test_evolution_records_then_replays_offline_byte_identical(setup, condition):
    s = setup
    rec = s["tmp"] / "rec"
    p = _evolve(s, rec, condition, "--mode", "record")
    assert "cf. paper Table 3" in p.stdout and "cf. paper Figure 11" in p.stdout
    log = read_json(rec / condition / "cycles" / "awi" / "ua.r0.json", EvolutionLog)
    assert [c.cycle for c in log.cycles] == [0, 1, 2]
    assert log.initial_policy == default_policy() == log.cycles[0].policy
    g = _g_calls(s["main"])
    if condition == "none":
        assert g == [] and log.evolve_calls == 0
        assert all(c.feedback is None and c.next_policy == c.policy == log.initial_policy for c in log.cycles)
    else:
        assert len(g) == 3 and log.evolve_calls == 3 and log.evolve_errors == 0
        # G answered every cycle: P_k changes, and the next cycle runs the new policy
        pols = [log.initial_policy] + [c.next_policy for c in log.cycles]
        assert len(set(pols)) == 4
        assert all(log.cycles[k + 1].policy == log.cycles[k].next_policy for k in range(2))
        # the paper's awi.json asks G as the reference does: an empty system message, free text
        # (response_format null), no seed, the feedback a bare list (json.dumps, indent 2)
        assert all(sorted(b) == ["max_tokens", "messages", "model", "response_format", "temperature"]
                   and b["response_format"] is None and b["max_tokens"] == 8192 for b in g)
        fb = json.loads(log.cycles[1].feedback)
        keys = ["question", "assistant_response", "retrieved_memories"] if condition == "complete" else \
            ["question", "retrieved_memories"]
        assert isinstance(fb, list) and [list(e) for e in fb] == [keys] * 2
        assert log.cycles[1].feedback in g[1]["messages"][1]["content"]
        assert log.cycles[0].next_policy == _reply_types(g[0])  # G's new_types, spliced as parsed
        # the agent's update prompts of cycle 1 carry P_1, not P_0
        prompts = [r["json"]["messages"][0]["content"] for r in s["main"].requests
                   if "Types of Information to Remember:" in r["json"]["messages"][0]["content"]]
        assert any(log.cycles[0].next_policy in t for t in prompts)
    # the judge checked every cycle's new states: 2 in period 0, 1 update in each later period
    assert [len(c.recall.claims) for c in log.cycles] == [2, 1, 1]
    assert all(c.recall.recall in (0.0, 0.5, 1.0) for c in log.cycles)
    ep = read_json(rec / condition / "episodes" / "awi" / "ua.r0.json", EpisodeResult)
    assert ep.usage["judge"].calls == 3
    assert ("evolve" in ep.usage) == (condition != "none")
    assert KEY not in (rec / "cassette.rkc").read_bytes().decode("latin-1")

    s["main"].stop()
    s["user"].stop()
    rep = s["tmp"] / "rep"
    _evolve(s, rep, condition, "--mode", "replay", "--cassette", str(rec / "cassette.rkc"), with_key=False)
    assert _tree(rep) == _tree(rec)
    # scoring the evolution directory is deterministic and shows all three analogues
    a = _cli("score", str(rec), "--policy-cycles", "1,3", with_key=False).stdout
    assert a == _cli("score", str(rep), "--policy-cycles", "1,3", with_key=False).stdout
    if condition != "none":
        assert "cf. paper Table 5" in a and "--- P_3" in a and log.final_policy.strip() in a
    # Figure 11 from the evolution directory, byte-identical for the recording and the replay
    pytest.importorskip("matplotlib", reason="plots need the optional extra amemgym-replaykit[plot]")
    _cli("plot", str(rec), "--out", str(s["tmp"] / "f1"), "--format", "svg", with_key=False)
    _cli("plot", str(rep), "--out", str(s["tmp"] / "f2"), "--format", "svg", with_key=False)
    fig = (s["tmp"] / "f1" / "evolution_per_cycle.svg").read_bytes()
    assert fig == (s["tmp"] / "f2" / "evolution_per_cycle.svg").read_bytes()


def test_conditions_share_a_directory_and_resume(setup):
    s = setup
    out = s["tmp"] / "evo"
    _evolve(s, out, "none", "--mode", "record")
    _evolve(s, out, "complete", "--mode", "record")
    calls = s["main"].calls + s["user"].calls
    p = _evolve(s, out, "complete")  # auto mode: everything already done, no provider call
    assert s["main"].calls + s["user"].calls == calls
    assert "0 job(s) run" in p.stderr
    rep = json.loads(_cli("score", str(out), "--json").stdout)
    assert sorted(rep["conditions"]) == ["complete", "none"]
    assert rep["conditions"]["none"]["evolve_calls"] == 0 and rep["conditions"]["complete"]["evolve_calls"] == 3
    # another setting into the same directory is refused with the field named
    bad = subprocess.run([sys.executable, "-m", "replaykit.cli.main", "evolve", "--blueprints", str(s["bps"]),
                          "--agent", str(AWI), "--feedback", "question", "--out", str(out), "--endpoints",
                          str(s["endpoints"]), "--users", "1", "--periods", "2"],
                         env=_env(True), capture_output=True, text=True, timeout=120)
    assert bad.returncode == 2 and "periods" in bad.stderr and "Traceback" not in bad.stderr


def test_an_evolution_directory_is_a_run_verify_view_plot_and_score_with_defined_cells(setup):
    """Every condition's digests stay true after the next condition appends to the one cassette."""
    from replaykit.data.evolution import EvolveManifest
    from replaykit.data.result import RunManifest
    from replaykit.recording.store.cassette import CassetteStore

    s = setup
    out = s["tmp"] / "evo"
    _evolve(s, out, "none", "--mode", "record")
    with CassetteStore.open(out / "cassette.rkc") as store:
        after_none = len(store)
    _evolve(s, out, "complete", "--mode", "record")  # appends G's calls to the same cassette
    with CassetteStore.open(out / "cassette.rkc") as store:
        assert len(store) > after_none
    digest = read_json(out / "evolve.json", EvolveManifest).cassette_digest
    import hashlib

    assert digest == hashlib.sha256((out / "cassette.rkc").read_bytes()).hexdigest()
    for cond in ("none", "complete"):  # the earlier condition's digest was brought up to date too
        assert read_json(out / cond / "run.json", RunManifest).cassette_digest == digest
    v = _cli("verify", str(out), with_key=False)
    assert "(evolution: 2 run directories) and its cassette" in v.stdout
    # an edited result in a condition is named
    ep = out / "none" / "episodes" / "awi" / "ua.r0.json"
    original = ep.read_bytes()
    ep.write_bytes(original.replace(b'"choice": ', b'"choice":  ', 1))
    bad = subprocess.run([sys.executable, "-m", "replaykit.cli.main", "verify", str(out)], env=_env(False),
                         capture_output=True, text=True, timeout=120)
    assert bad.returncode == 1 and "ua.r0.json: edited since the run wrote it" in bad.stdout
    ep.write_bytes(original)
    # score: every memory score with its defined (user, cycle) cells
    text = _cli("score", str(out), with_key=False).stdout
    table3 = text.split("Per cycle")[0]
    rows = [ln for ln in table3.splitlines() if ln.startswith(("none", "complete"))]
    assert len(rows) == 2 and all(re.search(r"(-?\d\.\d{3} \(\d+/3\)|–)", r) for r in rows), rows
    # view: the cycles, the policies and the Figure 11 curve; plot writes it
    site = s["tmp"] / "site"
    _cli("view", str(out), "--out", str(site), "--quiet", with_key=False)
    index = (site / "index.html").read_text()
    assert 'id="evolution"' in index and "paper Figure 11" in index and 'class="policy"' in index
    assert "evolution_per_cycle.svg" in index and (site / "e").is_dir()
    figs = _cli("plot", str(out), "--out", str(s["tmp"] / "fig"), with_key=False).stdout
    assert "evolution_per_cycle.png" in figs and (s["tmp"] / "fig" / "evolution_per_cycle.svg").is_file()


def test_holdout_freezes_the_final_policy_on_held_out_users(setup):
    s = setup
    out = s["tmp"] / "ho"
    p = _cli("evolve", "--blueprints", str(s["bps"]), "--agent", str(AWI), "--feedback", "complete",
             "--out", str(out), "--endpoints", str(s["endpoints"]), "--users", "2", "--periods", "2",
             "--holdout", "1", "--mode", "record")
    assert "Held-out users ub" in p.stdout
    train = read_json(out / "complete" / "cycles" / "awi" / "ua.r0.json", EvolutionLog)
    assert not (out / "complete" / "episodes" / "awi" / "ub.r0.json").exists()
    held = read_json(out / "complete" / "holdout" / "ua" / "cycles" / "awi" / "ub.r0.json", EvolutionLog)
    assert held.policy_from == "ua.r0" and held.evolve_calls == 0
    assert held.initial_policy == train.final_policy != train.initial_policy
    assert all(c.policy == train.final_policy for c in held.cycles)
    rep = json.loads(_cli("score", str(out), "--json").stdout)
    h = rep["conditions"]["complete"]["holdout"]
    assert set(h["by_policy"]) == {"ua"} and h["by_policy"]["ua"]["episodes"] == 1


def test_kill_9_then_resume_makes_no_duplicate_calls(setup, stub_factory):
    import signal
    import time
    from collections import Counter

    s = setup
    full = s["tmp"] / "full"
    _evolve(s, full, "complete", "--mode", "record")
    ref = Counter(json.dumps(r["json"], sort_keys=True) for st in (s["main"], s["user"]) for r in st.requests)
    total = sum(ref.values())
    main, user = stub_factory(latency=0.03, responder=evolver_responder), stub_factory(latency=0.03)
    ep = write_endpoints(s["tmp"] / "endpoints2.json", main.base_url, user.base_url)
    out = s["tmp"] / "killed"
    args = [sys.executable, "-m", "replaykit.cli.main", "evolve", "--blueprints", str(s["bps"]), "--agent", str(AWI),
            "--feedback", "complete", "--out", str(out), "--endpoints", str(ep), "--users", "1", "--periods", "3"]
    proc = subprocess.Popen([*args, "--mode", "record"], env=_env(True), stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + 120
    while main.calls + user.calls < total // 2 and proc.poll() is None and time.monotonic() < deadline:
        time.sleep(0.005)
    assert proc.poll() is None, "the run finished before it could be killed"
    os.kill(proc.pid, signal.SIGKILL)
    proc.wait()
    assert 0 < main.calls + user.calls < total
    s2 = {**s, "endpoints": ep}
    _evolve(s2, out, "complete")  # resume in auto mode
    seen = Counter(json.dumps(r["json"], sort_keys=True) for st in (main, user) for r in st.requests)
    assert sum((seen - ref).values()) <= 1  # at most the call in flight at the kill is paid twice
    assert +(ref - seen) == Counter()
    # the resumed run's results equal the uninterrupted run's (the evolved policies included)
    # (run.json and evolve.json hold the cassette's digest, digests.json the digest of run.json)
    def results(root):
        return {k: v for k, v in _tree(root).items()
                if not k.endswith(("run.json", "digests.json")) and k != "evolve.json"}

    assert results(out) == results(full)


def test_replicas_and_concurrency_replay_byte_identical_under_other_scheduling(setup):
    s = setup
    rec = s["tmp"] / "rec"
    extra = ["--users", "2", "--holdout", "1", "--replicas", "2", "--seed", "5"]
    _evolve(s, rec, "question", *extra, "--concurrency", "3", "--mode", "record")
    logs = [read_json(rec / "question" / "cycles" / "awi" / f"ua.r{r}.json", EvolutionLog) for r in (0, 1)]
    # replicas are distinct runs (the simulated user samples at temperature 0.7); with
    # question-only feedback and G at temperature 0 their policies may coincide
    traces = [(rec / "question" / "traces" / "awi" / f"ua.r{r}.json").read_bytes().replace(b'"replica": 1', b'"replica": 0')
              for r in (0, 1)]
    assert traces[0] != traces[1]
    for r in (0, 1):
        held = read_json(rec / "question" / "holdout" / "ua" / "cycles" / "awi" / f"ub.r{r}.json", EvolutionLog)
        assert held.initial_policy == logs[r].final_policy and held.policy_from == f"ua.r{r}"
    s["main"].stop()
    s["user"].stop()
    rep = s["tmp"] / "rep"
    _evolve(s, rep, "question", *extra, "--concurrency", "1", "--mode", "replay",
            "--cassette", str(rec / "cassette.rkc"), with_key=False)
    assert _tree(rep) == _tree(rec)


def test_quiet_prints_only_the_outcome_and_a_missing_role_is_refused_before_any_call(setup):
    s = setup
    loud = subprocess.run([sys.executable, "-m", "replaykit.cli.main", "evolve", "--blueprints", str(s["bps"]),
                           "--agent", str(AWI), "--feedback", "none", "--out", str(s["tmp"] / "loud"),
                           "--endpoints", str(s["endpoints"]), "--users", "1", "--periods", "1", "--mode", "record"],
                          env=_env(True), capture_output=True, text=True, timeout=300)
    assert loud.returncode == 0, loud.stderr
    quiet = _evolve(s, s["tmp"] / "quiet", "none", "--periods", "1", "--mode", "replay", "--quiet",
                    "--cassette", str(s["tmp"] / "loud" / "cassette.rkc"), with_key=False)
    assert len(loud.stderr.splitlines()) > 1
    assert quiet.stderr.splitlines() == ["2 job(s) run, 0 already done; results in " + str(s["tmp"] / "quiet")]
    assert quiet.stdout == loud.stdout  # the table is printed either way

    calls = s["main"].calls + s["user"].calls
    eps = s["tmp"] / "no-judge.json"
    doc = json.loads(s["endpoints"].read_text())
    doc["endpoints"] = {"agent": doc["endpoints"]["default"], "user": doc["endpoints"]["user"]}  # no judge
    eps.write_text(json.dumps(doc))
    done = subprocess.run([sys.executable, "-m", "replaykit.cli.main", "evolve", "--blueprints", str(s["bps"]),
                           "--agent", str(AWI), "--feedback", "complete", "--out", str(s["tmp"] / "refused"),
                           "--endpoints", str(eps), "--users", "1", "--periods", "1"],
                          env=_env(True), capture_output=True, text=True, timeout=300)
    assert done.returncode == 2 and len(done.stderr.splitlines()) == 1, done.stderr
    assert "the factual-recall judge calls role 'judge', which the endpoints do not configure" in done.stderr
    assert s["main"].calls + s["user"].calls == calls and not (s["tmp"] / "refused").exists()
