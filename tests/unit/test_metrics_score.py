"""score_run / `replaykit score` on a run with replicas and an off-policy agent."""

from __future__ import annotations

import json

import numpy as np
import pytest
from click.testing import CliRunner
from test_metrics_world import make_episode, make_world

from replaykit.data.blueprint import save_blueprints
from replaykit.cli.main import cli
from replaykit.cli.score import format_table
from replaykit.scoring.metrics import build_matrices, score, score_run
from replaykit.data.result import EpisodeResult, RunManifest, episode_path, load_run, upper_bound_path, write_json


@pytest.fixture
def run_dir(tmp_path):
    bps, _, ub = make_world(21, n_users=3)
    rng = np.random.default_rng(0)
    save_blueprints(bps, tmp_path / "blueprints")
    for bp in bps:
        for r in range(3):
            write_json(episode_path(tmp_path, "native", bp.id, r), make_episode(rng, bp, agent="native", replica=r))
        off = make_episode(rng, bp, agent="awi")
        off = EpisodeResult(agent="awi", user=bp.id, policy="off", trace_from=f"native/{bp.id}.r0", periods=off.periods)
        write_json(episode_path(tmp_path, "awi", bp.id, 0), off)
        write_json(upper_bound_path(tmp_path, bp.id), ub[bp.id])
    write_json(tmp_path / "run.json", RunManifest(name="t", replicas=3))
    return tmp_path


def test_replicas_and_off_policy_sections(run_dir):
    run = load_run(run_dir)
    rep = score_run(run)
    assert set(rep) == {"agents", "off_policy"}
    assert set(rep["agents"]) == {"native"} and set(rep["off_policy"]) == {"awi"}
    nat = rep["agents"]["native"]
    assert nat["replicas"]["n"] == 3
    per_rep = [score(build_matrices(run.blueprints, [e for e in run.episodes if e.agent == "native" and e.replica == r],
                                    run.upper_bound)) for r in range(3)]
    assert nat["overall"] == pytest.approx(np.mean([s["overall"] for s in per_rep]))
    assert nat["replicas"]["std"]["memory"] == pytest.approx(np.std([s["memory"] for s in per_rep], ddof=1))
    assert "replicas" not in rep["off_policy"]["awi"]
    table = format_table(rep)
    lines = table.splitlines()
    assert lines[0].split()[:3] == ["agent", "policy", "reps"]
    assert any(ln.split()[:3] == ["native", "on", "3"] and "±" in ln for ln in lines)
    assert any(ln.split()[:3] == ["awi", "off", "1"] for ln in lines)


def test_score_json_is_deterministic_and_sorted(run_dir):
    a = CliRunner().invoke(cli, ["score", str(run_dir), "--json"])
    b = CliRunner().invoke(cli, ["score", str(run_dir), "--json"])
    assert a.exit_code == 0 and a.output == b.output
    obj = json.loads(a.output)
    assert list(obj) == sorted(obj) and list(obj["agents"]["native"]) == sorted(obj["agents"]["native"])


def test_score_missing_run_dir_is_a_clear_error(tmp_path):
    r = CliRunner().invoke(cli, ["score", str(tmp_path / "nope")])
    assert r.exit_code != 0 and "no run.json" in str(r.exception)
