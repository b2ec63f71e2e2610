"""score_run / `replaykit score` on a run with replicas and an off-policy agent."""

from __future__ import annotations

import json

import msgspec
import numpy as np
import pytest
from click.testing import CliRunner

from replaykit.cli.main import cli
from replaykit.cli.score import format_table
from replaykit.data.blueprint import save_blueprints
from replaykit.data.result import (
    EpisodeResult,
    RunManifest,
    episode_path,
    load_run,
    read_json,
    upper_bound_path,
    write_json,
)
from replaykit.scoring.metrics import build_matrices, score, score_run
from tests.unit.scoring.test_metrics_world import make_episode, make_world


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


def _wrong_upper_bound(bps, ub):
    """Every upper-bound answer picks a choice whose state differs from the given variant (UB = 0 < random)."""
    import msgspec
    out = {}
    for bp in bps:
        answers = []
        for a in ub[bp.id].answers:
            states = [list(c.state) for c in bp.qas[a.question].answer_choices]
            wrong = next(i for i, s in enumerate(states) if s != list(a.variant))
            answers.append(msgspec.structs.replace(a, choice=wrong))
        out[bp.id] = msgspec.structs.replace(ub[bp.id], answers=answers)
    return out


def test_memory_undefined_where_upper_bound_is_below_random_is_shown_with_counts():
    from replaykit.release.report import agents_table
    from replaykit.ui.table import fmt_defined, per_period_table
    assert fmt_defined(4.0, 1, 4) == "4.000 (1/4)" and fmt_defined(0.5, None, None) == "0.500 (?)"
    assert fmt_defined(0.4123, 9, 12, std=0.01) == "0.412±0.010 (9/12)"
    assert fmt_defined(None, 0, 4) == "–" and fmt_defined(0.5, 0, 4) == "–"
    bps, _, ub = make_world(21, n_users=3)
    rng = np.random.default_rng(5)
    eps = [make_episode(rng, bp) for bp in bps]
    s = score(build_matrices(bps, eps, _wrong_upper_bound(bps, ub)))
    assert s["upper_bound"] == 0.0
    assert s["memory"] is None and s["memory_defined"] == 0 and s["memory_cells"] > 0
    assert s["memory_pooled"] is None and s["memory_pooled_defined"] == 0
    assert all(v is None for v in s["per_period"]["memory"])
    table = format_table({"agents": {"native": s}})
    row = next(ln for ln in table.splitlines() if ln.startswith("native"))
    assert "–" in row and "4.000" not in row
    assert "memory left out" in table and "where UB - random <= 1e-9" in table
    md = agents_table({"native": s})
    head = [c.strip() for c in md.splitlines()[0].strip("|").split("|")]
    cells = [c.strip() for c in md.splitlines()[2].strip("|").split("|")]
    assert cells[head.index("memory")] == "–"
    assert set(per_period_table({"native": s}, "memory").markdown().splitlines()[2].strip("| ").split(" | ")[1:]) == {"–"}
    # a normal run prints every memory score with its defined cells
    good = score(build_matrices(bps, eps, ub))
    row = next(ln for ln in format_table({"agents": {"native": good}}).splitlines() if ln.startswith("native"))
    assert f"({good['memory_defined']}/{good['memory_cells']})" in row
    assert f"({good['memory_pooled_defined']}/{good['memory_pooled_periods']})" in row


def test_score_json_has_per_period_diagnosis_rates(run_dir):
    obj = json.loads(CliRunner().invoke(cli, ["score", str(run_dir), "--json"]).output)
    nat = obj["agents"]["native"]
    pp = nat["per_period"]
    for k in ("write", "read", "utilization"):
        assert len(pp[k]) == len(pp["overall"]) and all(v is None or 0.0 <= v <= 1.0 for v in pp[k])
        assert nat["diagnosis"][k] == pytest.approx(float(np.mean([v for v in pp[k] if v is not None])))
    # counts are summed over the 3 replicas
    assert nat["memory_cells"] == 3 * sum(
        len(bp.periods) for bp in load_run(run_dir).blueprints) == sum(pp["memory_cells"])


def test_a_run_loaded_without_replies_scores_the_same_and_holds_no_reply_text(run_dir):
    """`replaykit run`'s final table loads the run with replies=False (the answers' texts, most of a
    long run's episode bytes, are never scored): every score is the same, and only ``raw`` differs."""
    replace = msgspec.structs.replace
    for f in sorted((run_dir / "episodes").glob("*/*.json")):  # the fixture's answers carry no text: give them some
        ep = read_json(f, EpisodeResult)
        write_json(f, replace(ep, periods=[replace(
            p, overall=[replace(a, raw=f"reply {p.period} {a.question}") for a in p.overall],
            diagnosis=[replace(a, raw=f"diagnosis {p.period} {a.question}") for a in p.diagnosis]) for p in ep.periods]))
    full, light = load_run(run_dir), load_run(run_dir, replies=False)
    assert any(a.raw for e in full.episodes for p in e.periods for a in [*p.overall, *p.diagnosis])
    assert all(a.raw == "" for e in light.episodes for p in e.periods for a in [*p.overall, *p.diagnosis])
    assert score_run(light) == score_run(full)
    for a, b in zip(full.episodes, light.episodes, strict=True):
        for pa, pb in zip(a.periods, b.periods, strict=True):
            for x, y in zip([*pa.overall, *pa.diagnosis], [*pb.overall, *pb.diagnosis], strict=True):
                assert replace(x, raw="") == y
    assert [(e.agent, e.user, e.replica, e.policy, e.usage) for e in full.episodes] == \
        [(e.agent, e.user, e.replica, e.policy, e.usage) for e in light.episodes]
