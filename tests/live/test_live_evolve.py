"""A 1-user, 2-cycle `complete` self-evolution against the real local model, recorded through
`replaykit evolve`, then replayed with every endpoint unreachable and no API key: the
evolution directory must come out byte for byte the same, and `replaykit score` on it
prints the Table 3 / Figure 11 / Table 5 analogues."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from replaykit.data.blueprint import save_blueprints
from replaykit.data.evolution import EvolutionLog
from replaykit.data.result import read_json
from replaykit.episodes.evolution.evolver import parse_evolution
from tests.live.test_live_episodes import REPLY_TOKENS, _blueprint, _dead_endpoints, _env, _tree

REPO = Path(__file__).resolve().parents[2]


def _cli(args: list[str], cwd: Path) -> subprocess.CompletedProcess:
    p = subprocess.run([sys.executable, "-m", "replaykit.cli.main", *args], env=_env(), cwd=cwd,
                       capture_output=True, text=True, timeout=1800)
    assert p.returncode == 0, f"exit {p.returncode}\nSTDERR:\n{p.stderr[-4000:]}\nSTDOUT:\n{p.stdout[-2000:]}"
    return p


def test_complete_evolution_records_live_and_replays_offline(live_endpoints, live_endpoints_path, dead_base_url,
                                                             tmp_path):
    bps = save_blueprints([_blueprint()], tmp_path / "bps")
    cfg = json.loads((REPO / "configs" / "agents" / "awi.json").read_text())
    cfg.update({k: v for k, v in REPLY_TOKENS.items() if k in cfg})
    agent = tmp_path / "awi.json"
    agent.write_text(json.dumps(cfg))
    run_cfg = tmp_path / "run.json"
    # 3 agent replies per session, so the 6-message window spills into a memory write each period
    run_cfg.write_text(json.dumps({"version": 1, "num_rounds_init": 3, "num_rounds_update": 3,
                                   "user_temperature": 0.2, "user_max_tokens": 48}))
    common = ["evolve", "--blueprints", str(bps), "--agent", str(agent), "--feedback", "complete",
              "--run-config", str(run_cfg), "--users", "1", "--periods", "2", "--seed", "11",
              "--evolver-max-tokens", "256"]

    rec = tmp_path / "rec"
    p = _cli([*common, "--out", str(rec), "--endpoints", str(live_endpoints_path), "--mode", "record"], tmp_path)
    assert "cf. paper Table 3" in p.stdout and "cf. paper Figure 11" in p.stdout
    log = read_json(rec / "complete" / "cycles" / "awi" / "live-u0.r0.json", EvolutionLog)
    assert len(log.cycles) == 2 and log.evolve_calls == 2
    for c in log.cycles:
        # configs/agents/awi.json runs evolution_protocol "reference" with no feedback types (the
        # reference's vanilla "complete"): the feedback is the bare list of per-question entries, no
        # ground truth and no state updates (docs/fidelity.md row 38)
        fb = json.loads(c.feedback)
        assert isinstance(fb, list) and fb
        assert all(set(e) == {"question", "assistant_response", "retrieved_memories"} for e in fb)
        assert all(e["question"].startswith("Question: ") and e["question"].endswith(";") for e in fb)
        assert c.recall.claims and c.recall.raw  # the judge answered
    # the small model may or may not return a usable section: a usable one becomes P_{k+1},
    # an unusable one keeps P_k and is counted
    for c in log.cycles:
        parsed = parse_evolution(c.evolver_raw)
        assert c.evolve_error == (parsed is None)
        assert c.next_policy == (c.policy if parsed is None else parsed[0])
    assert log.evolve_errors == sum(c.evolve_error for c in log.cycles)

    dead = _dead_endpoints(live_endpoints_path, dead_base_url, tmp_path / "dead-endpoints.json")
    rep = tmp_path / "rep"
    _cli([*common, "--out", str(rep), "--endpoints", str(dead), "--mode", "replay",
          "--cassette", str(rec / "cassette.rkc")], tmp_path)
    assert _tree(rep) == _tree(rec)
    s = _cli(["score", str(rep)], tmp_path).stdout
    assert s == _cli(["score", str(rec)], tmp_path).stdout and "complete" in s
