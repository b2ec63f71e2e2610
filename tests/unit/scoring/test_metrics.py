"""Property tests for replaykit.scoring.metrics (issue 5): bounds, normalisation fixed points,
permutation invariance, diagnosis partition, undefined cells, masks."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from replaykit.data.blueprint import Blueprint
from replaykit.data.result import EpisodeResult, OverallAnswer, PeriodResult, UpperBoundAnswer, UpperBoundResult
from replaykit.scoring.metrics import (
    OUTCOME_CORRECT,
    OUTCOME_NONE,
    OUTCOME_READ,
    OUTCOME_UTILIZATION,
    OUTCOME_WRITE,
    aggregate_replicas,
    build_matrices,
    diagnosis_failure_counts,
    diagnosis_outcomes,
    diagnosis_rates,
    factual_recall,
    introduced_states,
    masked_mean,
    memory_by_user_period,
    memory_pooled,
    memory_score,
    per_period_mean,
    random_cells,
    score,
)
from tests.unit.scoring.test_metrics_world import make_blueprint, make_episode, make_world

SEEDS = st.integers(0, 2**32 - 1)


# -- matrix-level strategies --------------------------------------------------------------


@st.composite
def cell_matrices(draw):
    """(overall, ub, random, cell) with ragged periods per user and garbage outside the mask."""
    seed = draw(SEEDS)
    rng = np.random.default_rng(seed)
    U, P, Q = draw(st.integers(1, 5)), draw(st.integers(1, 6)), draw(st.integers(1, 5))
    n_p = rng.integers(1, P + 1, size=U)
    n_p[rng.integers(U)] = P
    cell = np.arange(P)[None, :, None] < n_p[:, None, None]
    cell = np.broadcast_to(cell, (U, P, Q)).copy()
    overall = rng.integers(0, 2, size=(U, P, Q)).astype(float)
    ub = rng.integers(0, 2, size=(U, P, Q)).astype(float)
    rnd = rng.integers(1, 4, size=(U, P, Q)) / rng.integers(4, 8, size=(U, P, Q))
    garbage = ~cell
    overall[garbage] = 7.0
    ub[garbage] = -3.0
    rnd[garbage] = 11.0
    return overall, ub, rnd, cell


def _flat(x):
    if isinstance(x, (tuple, list)):
        return [y for e in x for y in _flat(e)]
    return [x]


def _all_scalars(o, u, r, c):
    return (masked_mean(o, c), masked_mean(u, c), masked_mean(r, c), memory_score(o, u, r, c),
            memory_pooled(o, u, r, c)[:2])


# -- primitives -----------------------------------------------------------------------------


def test_masked_mean_and_per_period_by_hand():
    x = np.array([[[1.0, 0.0], [1.0, 1.0]], [[0.0, 0.0], [9.0, 9.0]]])
    m = np.array([[[True, True], [True, True]], [[True, True], [False, False]]])
    assert masked_mean(x, m) == pytest.approx(3 / 6)
    v, ok = per_period_mean(x, m)
    assert ok.tolist() == [True, True]
    assert v.tolist() == pytest.approx([1 / 4, 1.0])
    assert masked_mean(x, np.zeros_like(m)) is None


def test_memory_by_hand():
    # one user, two periods, two questions
    o = np.array([[[1.0, 0.0], [1.0, 1.0]]])
    u = np.array([[[1.0, 1.0], [1.0, 1.0]]])
    r = np.array([[[0.5, 0.5], [0.25, 0.25]]])
    c = np.ones_like(o, dtype=bool)
    mem, n_undef = memory_score(o, u, r, c)
    # period 0: (0.5-0.5)/(1-0.5)=0 ; period 1: (1-0.25)/(1-0.25)=1
    assert mem == pytest.approx(0.5) and n_undef == 0


@settings(max_examples=200, deadline=None)
@given(cell_matrices())
def test_bounds(m):
    o, u, r, c = m
    for v in (masked_mean(o, c), masked_mean(u, c), masked_mean(r, c)):
        assert 0.0 <= v <= 1.0
    for arr in (per_period_mean(o, c)[0], per_period_mean(r, c)[0]):
        assert np.all((arr >= 0) & (arr <= 1))
    mem, n_undef = memory_score(o, u, r, c)
    exists = np.any(c, axis=2)
    assert 0 <= n_undef <= int(np.count_nonzero(exists))
    if mem is not None:
        assert np.isfinite(mem)


@settings(max_examples=200, deadline=None)
@given(cell_matrices())
def test_memory_is_one_when_overall_equals_ub(m):
    _, u, r, c = m
    mem, n_undef = memory_score(u, u, r, c)
    pooled, p_undef, _, _ = memory_pooled(u, u, r, c)
    mup, defined, exists = memory_by_user_period(u, u, r, c)
    assert np.allclose(mup[defined], 1.0)
    if mem is not None:
        assert mem == pytest.approx(1.0)
    if pooled is not None:
        assert pooled == pytest.approx(1.0)


@settings(max_examples=200, deadline=None)
@given(cell_matrices())
def test_memory_is_zero_when_overall_equals_random(m):
    _, u, r, c = m
    mem, _ = memory_score(r, u, r, c)
    pooled, _, _, _ = memory_pooled(r, u, r, c)
    assert mem is None or mem == pytest.approx(0.0, abs=1e-9)
    assert pooled is None or pooled == pytest.approx(0.0, abs=1e-9)


@settings(max_examples=100, deadline=None)
@given(cell_matrices(), SEEDS)
def test_invariant_to_permuting_users_and_questions(m, seed):
    o, u, r, c = m
    rng = np.random.default_rng(seed)
    pu, pq = rng.permutation(o.shape[0]), rng.permutation(o.shape[2])

    def perm(x):
        return x[pu][:, :, pq]

    a = _all_scalars(o, u, r, c)
    b = _all_scalars(perm(o), perm(u), perm(r), perm(c))
    assert _close(_flat(a), _flat(b))


@settings(max_examples=100, deadline=None)
@given(cell_matrices())
def test_values_outside_the_mask_never_matter(m):
    o, u, r, c = m
    o2, u2, r2 = o.copy(), u.copy(), r.copy()
    o2[~c], u2[~c], r2[~c] = 0.0, 1.0, 0.5
    a, b = _all_scalars(o, u, r, c), _all_scalars(o2, u2, r2, c)
    for x, y in zip(a, b):
        assert x == y


def test_undefined_cells_are_left_out_and_counted():
    # user 0: UB == random in period 0 (undefined), defined in period 1; user 1 has one period only
    o = np.array([[[1.0], [1.0]], [[0.0], [0.0]]])
    u = np.array([[[0.5], [1.0]], [[1.0], [0.0]]])
    r = np.array([[[0.5], [0.5]], [[0.5], [0.0]]])
    c = np.array([[[True], [True]], [[True], [False]]])
    mem, n_undef = memory_score(o, u, r, c)
    assert n_undef == 1  # (0, 0); (1, 1) does not exist so is not counted
    assert mem == pytest.approx(((1 - 0.5) / 0.5 + (0 - 0.5) / 0.5) / 2)
    pooled, p_undef, per, defined = memory_pooled(o, u, r, c)
    assert p_undef == 0 and defined.tolist() == [True, True]
    # everything undefined -> None, counted
    mem, n_undef = memory_score(r, r, r, c)
    assert mem is None and n_undef == 3


# -- diagnosis ------------------------------------------------------------------------------


def _naive_counts(read_ok, var_mask, write_pos):
    U, P, Q, V = read_ok.shape
    wf = np.zeros((U, P, Q), dtype=int)
    rf = np.zeros((U, P, Q), dtype=int)
    for i in range(U):
        for p in range(P):
            for q in range(Q):
                for k in range(V):
                    if var_mask[i, p, q, k] and not read_ok[i, p, q, k]:
                        if read_ok[i, write_pos[i, p, q, k], q, k]:
                            rf[i, p, q] += 1
                        else:
                            wf[i, p, q] += 1
    return wf, rf


@settings(max_examples=60, deadline=None)
@given(SEEDS)
def test_diagnosis_counts_match_the_definition_and_outcomes_partition(seed):
    bps, eps, ub = make_world(seed)
    m = build_matrices(bps, eps, ub)
    wf, rf = diagnosis_failure_counts(m.read_ok, m.var_mask, m.write_pos)
    nwf, nrf = _naive_counts(m.read_ok, m.var_mask, m.write_pos)
    assert np.array_equal(wf, nwf) and np.array_equal(rf, nrf)
    # write position is the latest change, by the blueprint
    for i, uid in enumerate(m.users):
        bp = next(b for b in bps if b.id == uid)
        for p in range(len(bp.periods)):
            for q, qa in enumerate(bp.qas):
                for k, v in enumerate(qa.required_info):
                    assert m.write_pos[i, p, q, k] == bp.write_period(p, v) <= p
    mask = m.cell & m.diag_mask
    out = diagnosis_outcomes(m.overall, wf, rf, mask)
    codes = [OUTCOME_CORRECT, OUTCOME_WRITE, OUTCOME_READ, OUTCOME_UTILIZATION]
    assert np.all((out == OUTCOME_NONE) == ~mask)
    assert sum(int(np.count_nonzero(out == k)) for k in codes) == int(np.count_nonzero(mask))
    assert np.all((out == OUTCOME_CORRECT) == (mask & (m.overall == 1)))
    assert np.all(out[(out == OUTCOME_WRITE)] == OUTCOME_WRITE)
    assert np.all(wf[out == OUTCOME_WRITE] > 0)
    assert np.all((wf[out == OUTCOME_READ] == 0) & (rf[out == OUTCOME_READ] > 0))
    assert np.all((wf[out == OUTCOME_UTILIZATION] == 0) & (rf[out == OUTCOME_UTILIZATION] == 0))
    rates = diagnosis_rates(out)
    total = sum(rates[k][1] for k in ("overall", "write", "read", "utilization"))
    assert np.allclose(total, 1.0)
    for k in ("write", "read", "utilization", "overall"):
        assert 0.0 <= rates[k][0] <= 1.0
    assert rates["overall"][0] == pytest.approx(np.mean(per_period_mean(m.overall, mask)[0]))


def test_diagnosis_by_hand():
    # one user, 3 periods, one question on one variable that changes at period 2
    read_ok = np.array([True, False, False])[None, :, None, None]
    var_mask = np.ones_like(read_ok)
    write_pos = np.array([0, 0, 2])[None, :, None, None]
    wf, rf = diagnosis_failure_counts(read_ok, var_mask, write_pos)
    # p1: fails, passed at w=0 -> read; p2: fails at w=p=2 -> write
    assert wf.ravel().tolist() == [0, 0, 1] and rf.ravel().tolist() == [0, 1, 0]
    overall = np.array([0.0, 0.0, 0.0])[None, :, None]
    out = diagnosis_outcomes(overall, wf, rf, np.ones_like(overall, dtype=bool))
    assert out.ravel().tolist() == [OUTCOME_UTILIZATION, OUTCOME_READ, OUTCOME_WRITE]


# -- from blueprints ------------------------------------------------------------------------


def _permute_choices(bp: Blueprint, eps, ub, rng):
    """The same world with every question's answer choices permuted (answers remapped)."""
    perms = [rng.permutation(len(qa.answer_choices)) for qa in bp.qas]  # new position i holds old perm[i]
    inv = [np.argsort(pm) for pm in perms]
    qas = [qa.__class__(query=qa.query, required_info=qa.required_info,
                        answer_choices=[qa.answer_choices[j] for j in pm]) for qa, pm in zip(bp.qas, perms)]
    nbp = Blueprint(id=bp.id, start_time=bp.start_time, user_profile=bp.user_profile,
                    state_schema=bp.state_schema, periods=bp.periods, qas=qas)

    def remap_ep(ep):
        return EpisodeResult(agent=ep.agent, user=ep.user, replica=ep.replica, periods=[
            PeriodResult(period=pr.period, diagnosis=pr.diagnosis, overall=[
                OverallAnswer(question=a.question, raw=a.raw, json_error=a.json_error,
                              choice=int(inv[a.question][a.choice])) for a in pr.overall])
            for pr in ep.periods])

    nub = UpperBoundResult(user=ub.user, answers=[
        UpperBoundAnswer(question=a.question, variant=a.variant, raw=a.raw, json_error=a.json_error,
                         choice=int(inv[a.question][a.choice])) for a in ub.answers])
    return nbp, [remap_ep(e) for e in eps], nub


def _close(a, b):
    if isinstance(a, dict):
        return a.keys() == b.keys() and all(_close(a[k], b[k]) for k in a)
    if isinstance(a, list):
        return len(a) == len(b) and all(_close(x, y) for x, y in zip(a, b))
    if a is None or b is None:
        return a is b
    return a == pytest.approx(b, rel=1e-9, abs=1e-12)


@settings(max_examples=40, deadline=None)
@given(SEEDS, SEEDS)
def test_score_invariant_to_permuting_answer_choices_users_and_questions(seed, pseed):
    bps, eps, ub = make_world(seed)
    base = score(build_matrices(bps, eps, ub))
    rng = np.random.default_rng(pseed)
    # answer choices
    nbps, neps, nub = [], [], {}
    for bp in bps:
        nb, ne, nu = _permute_choices(bp, [e for e in eps if e.user == bp.id], ub[bp.id], rng)
        nbps.append(nb)
        neps += ne
        nub[bp.id] = nu
    assert _close(score(build_matrices(nbps, neps, nub)), base)
    # users (blueprint order) and episode order
    order = rng.permutation(len(bps))
    assert _close(score(build_matrices([bps[i] for i in order], eps[::-1], ub)), base)


def test_score_keys_and_consistency():
    bps, eps, ub = make_world(5, n_users=4)
    s = score(build_matrices(bps, eps, ub))
    assert set(s) >= {"overall", "upper_bound", "random", "memory", "memory_pooled", "memory_undefined",
                      "json_error_rate", "diagnosis", "per_period"}
    assert set(s["diagnosis"]) == {"write", "read", "utilization"}
    assert set(s["per_period"]) == {"overall", "upper_bound", "random", "memory", "memory_defined", "memory_cells",
                                    "write", "read", "utilization"}
    P = max(len(bp.periods) for bp in bps)
    assert all(len(v) == P for v in s["per_period"].values())
    # per-period diagnosis rates (paper Fig. 7 b-d, Fig. 14): with overall they sum to 1 in every
    # period, and their mean over periods is the headline rate
    pp = s["per_period"]
    for p in range(P):
        assert pp["write"][p] + pp["read"][p] + pp["utilization"][p] + pp["overall"][p] == pytest.approx(1.0)
    for k in ("write", "read", "utilization"):
        assert s["diagnosis"][k] == pytest.approx(float(np.mean(pp[k])))
    # defined memory cells: (user, period) with UB > random, counted overall and per period
    m0 = build_matrices(bps, eps, ub)
    assert s["memory_cells"] == sum(pp["memory_cells"]) == int(np.count_nonzero(m0.cell.any(axis=2)))
    assert s["memory_defined"] == sum(pp["memory_defined"]) == s["memory_cells"] - s["memory_undefined"]
    # overall = cell-weighted mean of the per-period values
    m = build_matrices(bps, eps, ub)
    n = np.count_nonzero(m.cell, axis=(0, 2))
    assert s["overall"] == pytest.approx(float(np.dot(s["per_period"]["overall"], n) / n.sum()))


def test_random_cells_by_hand():
    rng = np.random.default_rng(0)
    bp = make_blueprint(rng, "u", 3, 2)
    r = random_cells(bp)
    for p in range(3):
        for q, qa in enumerate(bp.qas):
            assert r[p, q] == pytest.approx(len(bp.correct_choices(p, q)) / len(qa.answer_choices))


def test_no_upper_bound_gives_none_not_a_crash():
    bps, eps, _ = make_world(3)
    s = score(build_matrices(bps, eps, {}))
    assert s["upper_bound"] is None and s["memory"] is None and s["overall"] is not None


def test_no_diagnosis_gives_none():
    bps, eps, ub = make_world(3, diagnosis=False)
    assert score(build_matrices(bps, eps, ub))["diagnosis"] == {"write": None, "read": None, "utilization": None}


def test_partial_episode_cells_only():
    rng = np.random.default_rng(1)
    bp = make_blueprint(rng, "u", 4, 2)
    ep = make_episode(rng, bp)
    short = EpisodeResult(agent=ep.agent, user=ep.user, periods=ep.periods[:2])
    m = build_matrices([bp], [short], {})
    assert m.cell.sum() == 2 * 2
    assert score(m)["per_period"]["overall"][2:] == [None, None]


def test_replicas_mean_and_std():
    bps, _, ub = make_world(9)
    rng = np.random.default_rng(2)
    scores = [score(build_matrices(bps, [make_episode(rng, bp, replica=r) for bp in bps], ub)) for r in range(3)]
    agg = aggregate_replicas(scores)
    assert agg["replicas"]["n"] == 3
    assert agg["overall"] == pytest.approx(np.mean([s["overall"] for s in scores]))
    assert agg["replicas"]["std"]["overall"] == pytest.approx(np.std([s["overall"] for s in scores], ddof=1))


# -- factual recall -------------------------------------------------------------------------


def test_factual_recall():
    assert factual_recall([True, False, None, True]) == pytest.approx(0.5)
    assert factual_recall([]) is None


@settings(max_examples=50, deadline=None)
@given(st.lists(st.sampled_from([True, False, None]), max_size=30))
def test_factual_recall_bounds(v):
    r = factual_recall(v)
    assert r is None if not v else 0.0 <= r <= 1.0 and r == pytest.approx(sum(x is True for x in v) / len(v))


def test_introduced_states():
    rng = np.random.default_rng(4)
    bp = make_blueprint(rng, "u", 4, 2)
    facts = introduced_states(bp)
    assert [f for f in facts if f[0] == 0] == [(0, v, bp.periods[0].state[v]) for v in bp.state_schema]
    later = [f for f in facts if f[0] > 0]
    assert later == [(p, v, bp.periods[p].state[v]) for p in range(1, 4) for v in bp.state_schema
                     if v in bp.periods[p].updates]
