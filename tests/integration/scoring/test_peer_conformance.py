"""Conformance with the peer run (../shared/fixtures/amemgym-peer, a real AMemGym run by a
third party; read-only, never copied): import both agents and the upper bound, then our
matrices must equal the published ones cell for cell."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest
from click.testing import CliRunner

from replaykit.cli.main import cli
from replaykit.data.result import load_run
from replaykit.scoring.importer import import_amemgym
from replaykit.scoring.metrics import build_matrices, diagnosis_failure_counts, score_run

PEER = Path(__file__).resolve().parents[3] / ".." / "shared" / "fixtures" / "amemgym-peer"
AGENTS = ("awi", "native")

pytestmark = pytest.mark.skipif(
    not (PEER / "data.json").is_file(), reason=f"peer fixture not found at {PEER} (repo/../shared/fixtures)"
)


def _json(path: Path):
    return json.loads(path.read_text(encoding="utf-8"))


@pytest.fixture(scope="module")
def imported(tmp_path_factory):
    out = tmp_path_factory.mktemp("peer") / "run"
    import_amemgym(PEER / "data.json", {a: PEER / "runs" / a for a in AGENTS}, out, PEER / "runs" / "upperbound")
    return load_run(out)


def _published_ub_by_user(data):
    """utilization_metrics.json rows by user id (matched on the question texts, independently of the importer)."""
    res = _json(PEER / "runs" / "upperbound" / "utilization_results.json")
    acc = _json(PEER / "runs" / "upperbound" / "utilization_metrics.json")["accuracy"]
    out = {}
    for i, user in enumerate(res):
        queries = [qr[0]["query"] for qr in user]
        (uid,) = [u["id"] for u in data if [qa["query"] for qa in u["qas"]] == queries]
        out[uid] = np.array(acc[i], dtype=float)
    return out


def test_every_user_and_agent_imported(imported):
    data = _json(PEER / "data.json")
    assert sorted(imported.agents()) == sorted(AGENTS)
    assert {(e.agent, e.user) for e in imported.episodes} == {(a, u["id"]) for a in AGENTS for u in data}
    assert set(imported.upper_bound) == {u["id"] for u in data}


@pytest.mark.parametrize("agent", AGENTS)
def test_overall_and_diagnosis_matrices_cell_for_cell(imported, agent):
    eps = [e for e in imported.episodes if e.agent == agent]
    m = build_matrices(imported.blueprints, eps, imported.upper_bound)
    wf, rf = diagnosis_failure_counts(m.read_ok, m.var_mask, m.write_pos)
    n_cells = 0
    for i, uid in enumerate(m.users):
        udir = PEER / "runs" / agent / uid
        pub = np.array(_json(udir / "overall_metrics.json")["accuracy"])
        P, Q = pub.shape
        assert m.cell[i].sum() == P * Q and m.cell[i, :P, :Q].all()
        np.testing.assert_array_equal(m.overall[i, :P, :Q], pub, err_msg=f"{agent}/{uid} overall")
        diag = _json(udir / "diagnosis_metrics.json")
        np.testing.assert_array_equal(wf[i, :P, :Q], np.array(diag["write_failure"]), err_msg=f"{agent}/{uid} write")
        np.testing.assert_array_equal(rf[i, :P, :Q], np.array(diag["read_failure"]), err_msg=f"{agent}/{uid} read")
        ok = (m.read_ok[i, :P, :Q] | ~m.var_mask[i, :P, :Q]).all(axis=2)
        np.testing.assert_array_equal(ok.astype(int), np.array(diag["memory_success"]), err_msg=f"{agent}/{uid}")
        n_cells += P * Q
    assert n_cells == 950


def test_upper_bound_cells_equal_published(imported):
    data = _json(PEER / "data.json")
    pub = _published_ub_by_user(data)
    eps = [e for e in imported.episodes if e.agent == "native"]
    m = build_matrices(imported.blueprints, eps, imported.upper_bound)
    for i, uid in enumerate(m.users):
        P = len(next(bp for bp in imported.blueprints if bp.id == uid).periods)
        assert m.ub_mask[i, :P].all()
        np.testing.assert_array_equal(m.upper_bound[i, :P], pub[uid][:P], err_msg=uid)
        assert np.isnan(pub[uid][P:]).all()  # the published file pads short users with NaN


def test_score_json_matches_numbers_computed_from_the_published_matrices(tmp_path):
    """`replaykit import` + `replaykit score --json` end to end, against an independent
    computation from overall_metrics.json, utilization_metrics.json and data.json."""
    out = tmp_path / "run"
    args = ["import", "amemgym", "--data", str(PEER / "data.json"), "--upper-bound", str(PEER / "runs" / "upperbound"),
            "--out", str(out)]
    for a in AGENTS:
        args += ["--run", f"{a}={PEER / 'runs' / a}"]
    r = CliRunner().invoke(cli, args)
    assert r.exit_code == 0, r.output
    r = CliRunner().invoke(cli, ["score", str(out), "--json"])
    assert r.exit_code == 0, r.output
    rep = json.loads(r.output)
    assert set(rep) == {"agents"}
    data = _json(PEER / "data.json")
    ub = _published_ub_by_user(data)
    for agent in AGENTS:
        s = rep["agents"][agent]
        assert set(s) >= {"overall", "upper_bound", "random", "memory", "memory_pooled", "memory_undefined",
                          "json_error_rate", "diagnosis", "per_period"}
        o_all, u_all, r_all, mems = [], [], [], []
        for u in data:
            o = np.array(_json(PEER / "runs" / agent / u["id"] / "overall_metrics.json")["accuracy"])
            P = o.shape[0]
            rnd = np.array([[np.mean([c["state"] == [per["state"][v] for v in qa["required_info"]]
                                      for c in qa["answer_choices"]]) for qa in u["qas"]] for per in u["periods"][:P]])
            b = ub[u["id"]][:P]
            o_all += o.ravel().tolist()
            u_all += b.ravel().tolist()
            r_all += rnd.ravel().tolist()
            mems += [(o[p].mean() - rnd[p].mean()) / (b[p].mean() - rnd[p].mean()) for p in range(P)]
        assert s["overall"] == pytest.approx(np.mean(o_all), abs=1e-12)
        assert s["upper_bound"] == pytest.approx(np.mean(u_all), abs=1e-12)
        assert s["random"] == pytest.approx(np.mean(r_all), abs=1e-12)
        assert s["memory"] == pytest.approx(np.mean(mems), abs=1e-12)
        assert s["memory_undefined"] == 0
        assert s["json_error_rate"] == 0.0
        assert len(s["per_period"]["overall"]) == 21
        d = s["diagnosis"]
        # write + read + utilization + overall = 1 in every period, so also on the means
        assert d["write"] + d["read"] + d["utilization"] + np.mean(s["per_period"]["overall"]) == pytest.approx(1.0)
    assert rep == score_run(load_run(out))
    table = CliRunner().invoke(cli, ["score", str(out)])
    assert table.exit_code == 0 and "native" in table.output and "awi" in table.output
