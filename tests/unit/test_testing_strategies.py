"""replaykit.testing: the strategies users property-test their metric code with, and the
documented example (docs/testing.md) run as written."""

from __future__ import annotations

import numpy as np
from hypothesis import given, settings

from replaykit.data.blueprint import validate
from replaykit.scoring.metrics import build_matrices, masked_mean, score, score_run
from replaykit.testing import answer_matrices, blueprints, runs, worlds

FAST = settings(max_examples=25, deadline=None)


@FAST
@given(worlds())
def test_my_metric_ignores_user_order(world):  # the example of docs/testing.md, verbatim
    bps, eps, ub = world
    a = score(build_matrices(bps, eps, ub))["overall"]
    b = score(build_matrices(bps[::-1], eps, ub))["overall"]
    assert a == b


@FAST
@given(blueprints())
def test_blueprints_are_valid(bp):
    validate(bp)
    assert 1 <= len(bp.periods) <= 5 and 1 <= len(bp.qas) <= 4


@FAST
@given(answer_matrices())
def test_answer_matrices_have_garbage_only_outside_the_cells(m):
    overall, ub, rnd, cell = m
    assert overall.shape == ub.shape == rnd.shape == cell.shape
    assert set(np.unique(overall[cell])) <= {0.0, 1.0} and np.all(overall[~cell] == 7.0)
    assert np.all((rnd[cell] > 0) & (rnd[cell] < 1))
    # one user has every period
    assert np.any(cell[:, -1, :])
    assert masked_mean(overall, cell) is not None


@FAST
@given(runs())
def test_runs_score_every_agent_over_its_replicas(run):
    s = score_run(run)["agents"]
    assert sorted(s) == ["a", "b"]
    n = run.manifest.replicas
    for agent in s.values():
        assert (agent.get("replicas", {}).get("n", 1)) == n
        assert agent["cells"] == n * sum(len(bp.periods) * len(bp.qas) for bp in run.blueprints)
