"""A 1-user, 1-period episode of every agent against the real local model, recorded through
`replaykit run` (the code path a release is recorded with), then replayed with every endpoint
unreachable and no API key: the run directory must come out byte for byte the same.
An off-policy run on the native agent's recorded trace is replayed the same way."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from replaykit.data.blueprint import AnswerChoice, Blueprint, Period, Question, Session, Update, UserProfile, save_blueprints
from replaykit.data.result import load_run

REPO = Path(__file__).resolve().parents[2]
AGENT_DIR = REPO / "configs" / "agents"
# reply budgets small enough that every agent's episode stays within a few minutes in all
REPLY_TOKENS = {"max_tokens": 64, "answer_max_tokens": 32, "memory_max_tokens": 96}


def _blueprint() -> Blueprint:
    """Two periods (the diet changes in the second); the test runs only the first."""
    states = [{"diet": "vegan", "city": "Lisbon"}, {"diet": "omnivore", "city": "Lisbon"}]
    queries = ["I'm vegan and I just moved to Lisbon. What could I cook tonight with little time?",
               "I started eating meat again. Any quick dinner idea for tonight?"]
    periods = []
    for i, state in enumerate(states):
        prev = states[i - 1] if i else None
        periods.append(Period(
            period_start=f"2021-0{3 * i + 1}-01", period_end=f"2021-0{3 * i + 3}-28",
            sessions=[Session(session_time=f"2021-0{3 * i + 1}-05 19:00:00", query=queries[i])],
            state=dict(state),
            updates={k: Update(old=None if prev is None else prev[k], new=v) for k, v in state.items()
                     if prev is None or prev[k] != v},
            update_cnts={"diet": 1, "city": 0}))  # periods after period 0 that change each variable
    qas = [
        Question(query="Suggest a dinner for me tonight.", required_info=["diet"],
                 answer_choices=[AnswerChoice(state=["vegan"], answer="A chickpea and spinach curry"),
                                 AnswerChoice(state=["omnivore"], answer="A grilled steak with fries")]),
        Question(query="Where should I go for a weekend walk near home?", required_info=["city"],
                 answer_choices=[AnswerChoice(state=["Lisbon"], answer="Along the Tagus riverfront in Belem"),
                                 AnswerChoice(state=["Berlin"], answer="Through the Tiergarten"),
                                 AnswerChoice(state=["Tokyo"], answer="Around the Meiji shrine gardens")]),
    ]
    return Blueprint(id="live-u0", start_time="2021-01-01",
                     user_profile=UserProfile(uuid="live-u0", formatted_str="Ana, 31, nurse, likes cooking and walking"),
                     state_schema={"diet": ["vegan", "omnivore"], "city": ["Lisbon", "Berlin", "Tokyo"]},
                     periods=periods, qas=qas)


def _agents(tmp: Path) -> list[Path]:
    out = []
    for src in sorted(AGENT_DIR.glob("*.smol.json")):  # the configs sized for the local model
        cfg = json.loads(src.read_text())
        for k, v in REPLY_TOKENS.items():
            if k in cfg:
                cfg[k] = v
        dst = tmp / "agents" / src.name
        dst.parent.mkdir(parents=True, exist_ok=True)
        dst.write_text(json.dumps(cfg))
        out.append(dst)
    return out


def _env() -> dict:
    env = {k: v for k, v in os.environ.items() if k not in ("OPENAI_API_KEY", "OPENAI_BASE_URL", "REPLAYKIT_MODE")}
    env["PYTHONPATH"] = str(REPO)
    return env


def _run(args: list[str], cwd: Path) -> subprocess.CompletedProcess:
    p = subprocess.run([sys.executable, "-m", "replaykit.cli.main", "run", *args], env=_env(), cwd=cwd,
                       capture_output=True, text=True, timeout=900)
    assert p.returncode == 0, f"exit {p.returncode}\nSTDERR:\n{p.stderr[-4000:]}\nSTDOUT:\n{p.stdout[-2000:]}"
    return p


def _tree(root: Path) -> dict[str, bytes]:
    return {str(p.relative_to(root)): p.read_bytes() for p in sorted(root.rglob("*"))
            if p.is_file() and p.name != "cassette.rkc" and not p.name.startswith(".cassette")}


def _dead_endpoints(live_endpoints_path: Path, dead_base_url: str, dst: Path) -> Path:
    doc = json.loads(Path(live_endpoints_path).read_text())
    for fields in doc["endpoints"].values():
        if "base_url" in fields:
            fields["base_url"] = dead_base_url
    dst.write_text(json.dumps(doc))
    return dst


def test_every_agent_records_live_and_replays_offline_byte_identical(
        live_endpoints, live_endpoints_path, dead_base_url, tmp_path):
    bps = save_blueprints([_blueprint()], tmp_path / "bps")
    agents = _agents(tmp_path)
    run_cfg = tmp_path / "run.json"
    # two agent replies in the session, so the simulated user speaks once
    run_cfg.write_text(json.dumps({"version": 1, "num_rounds_init": 2, "num_rounds_update": 2,
                                   "user_temperature": 0.2, "user_max_tokens": 48}))
    common = ["--blueprints", str(bps), "--run-config", str(run_cfg), "--users", "1", "--periods", "1",
              "--seed", "11"]
    for a in agents:
        common += ["--agent", str(a)]

    rec = tmp_path / "rec" / "run"
    p = _run([*common, "--out", str(rec), "--endpoints", str(live_endpoints_path), "--mode", "record"], tmp_path)
    names = sorted(json.loads(a.read_text())["name"] for a in agents)
    run = load_run(rec)
    on_policy = sorted({e.agent for e in run.episodes})
    assert on_policy == sorted(n for n in names if n != "upper-bound"), p.stdout
    assert set(run.upper_bound) == {"live-u0"}
    assert all(e.usage["user"].calls >= 1 and e.usage["agent"].calls >= 1 for e in run.episodes)
    for name in on_policy:
        assert name in p.stdout  # the results table

    dead = _dead_endpoints(live_endpoints_path, dead_base_url, tmp_path / "dead-endpoints.json")
    rep = tmp_path / "rep" / "run"
    _run([*common, "--out", str(rep), "--endpoints", str(dead), "--mode", "replay",
          "--cassette", str(rec / "cassette.rkc")], tmp_path)
    assert _tree(rep) == _tree(rec)

    # off-policy on the native agent's trace: record live, replay offline, compare
    off_agents = [a for a in agents if json.loads(a.read_text())["name"] in ("awi", "rag-2-4-5")]
    off_common = ["--blueprints", str(bps), "--users", "1", "--periods", "1", "--seed", "11",
                  "--off-policy-from", str(rec), "--trace-agent", "native"]
    for a in off_agents:
        off_common += ["--agent", str(a)]
    off_rec = tmp_path / "off-rec" / "run"
    _run([*off_common, "--out", str(off_rec), "--endpoints", str(live_endpoints_path), "--mode", "record"], tmp_path)
    off_rep = tmp_path / "off-rep" / "run"
    _run([*off_common, "--out", str(off_rep), "--endpoints", str(dead), "--mode", "replay",
          "--cassette", str(off_rec / "cassette.rkc")], tmp_path)
    assert _tree(off_rep) == _tree(off_rec)
    assert all(e.policy == "off" and "user" not in e.usage for e in load_run(off_rec).episodes)
