"""Tests written against mutants of replaykit/scoring/metrics.py that survived the rest of the suite
(`make mutation`, docs/mutation-survivors.md; issue 21 and the full runs after it). Every expected
value is worked out by hand, never taken from the code under test."""

from __future__ import annotations

import numpy as np
import pytest

from replaykit.data.blueprint import AnswerChoice, Blueprint, Period, Question, Session, Update, UserProfile
from replaykit.data.result import DiagnosisAnswer, EpisodeResult, OverallAnswer, PeriodResult, UpperBoundAnswer, UpperBoundResult
from replaykit.scoring.metrics import Matrices, aggregate_replicas, build_matrices, score, upper_bound_cells


def _bp(uid: str = "u") -> Blueprint:
    """One variable (diet: vegan in period 0, omnivore in period 1), one question with three
    choices whose variants are [vegan], [omnivore] and [vegan] again (a duplicate variant)."""
    states = [{"diet": "vegan"}, {"diet": "omnivore"}]
    periods = []
    for p, st in enumerate(states):
        prev = states[p - 1] if p else None
        updates = {k: Update(old=None if prev is None else prev[k], new=v) for k, v in st.items()
                   if prev is None or prev[k] != v}
        periods.append(Period(period_start=f"2021-0{p + 1}-01", period_end=f"2021-0{p + 1}-28",
                              sessions=[Session(session_time=f"2021-0{p + 1}-02 09:00:00", query="hi")],
                              state=dict(st), updates=updates, update_cnts={"diet": 1}))
    qa = Question(query="What to cook?", required_info=["diet"],
                  answer_choices=[AnswerChoice(state=["vegan"], answer="A"), AnswerChoice(state=["omnivore"], answer="B"),
                                  AnswerChoice(state=["vegan"], answer="C")])
    return Blueprint(id=uid, start_time="2021-01-01", user_profile=UserProfile(uuid=uid),
                     state_schema={"diet": ["vegan", "omnivore"]}, periods=periods, qas=[qa])


# UB answers right for both variants: [vegan] -> choice 0 (variant vegan), [omnivore] -> choice 1
UB_RIGHT = [(["vegan"], 0), (["omnivore"], 1)]


def _ub(uid: str, answers: list[tuple[list[str], int]]) -> UpperBoundResult:
    return UpperBoundResult(user=uid, answers=[UpperBoundAnswer(question=0, variant=v, raw="", choice=c, json_error=False)
                                               for v, c in answers])


def _episode(uid: str, choices: list[int], replica: int = 0, diag_error: bool = False) -> EpisodeResult:
    return EpisodeResult(agent="a", user=uid, replica=replica, periods=[
        PeriodResult(period=p, overall=[OverallAnswer(question=0, raw="", choice=c, json_error=False)],
                     diagnosis=[DiagnosisAnswer(question=0, raw="", values={"diet": "vegan"}, json_error=diag_error)])
        for p, c in enumerate(choices)])


def _matrices(overall, ub, rnd) -> Matrices:
    o = np.array(overall, dtype=float)
    shape = o.shape
    cell = np.ones(shape, dtype=bool)
    z = np.zeros(shape, dtype=bool)
    v = np.zeros(shape + (1,), dtype=bool)
    return Matrices(users=tuple(f"u{i}" for i in range(shape[0])), cell=cell, overall=o, json_error=z.copy(),
                    random=np.array(rnd, dtype=float), upper_bound=np.array(ub, dtype=float), ub_mask=cell.copy(),
                    diag_mask=z.copy(), diag_json_error=z.copy(), read_ok=v, var_mask=v.copy(),
                    write_pos=np.zeros(shape + (1,), dtype=np.int64))


def _world():
    """u1: 3 periods, (diet, budget) = (vegan, low), (omnivore, low), (omnivore, high); q0 asks diet
    (2 choices), q1 diet and budget (4 choices). u2: 2 periods, only q0. Blueprints list u2 first."""
    from replaykit.data.result import (
        DiagnosisAnswer,
        EpisodeResult,
        OverallAnswer,
        PeriodResult,
        UpperBoundAnswer,
        UpperBoundResult,
    )
    from tests.unit._episode_fakes import small_blueprint

    u1 = small_blueprint("u1", n_periods=3)
    u2 = small_blueprint("u2", n_periods=2)
    u2.qas.pop()
    e1 = EpisodeResult(agent="a", user="u1", periods=[
        PeriodResult(period=0, overall=[OverallAnswer(question=0, raw="", choice=0, json_error=False),
                                        OverallAnswer(question=1, raw="", choice=1, json_error=True)],
                     diagnosis=[DiagnosisAnswer(question=1, raw="", values={"diet": "vegan", "budget": "high"},
                                                json_error=True)]),
        PeriodResult(period=2, overall=[OverallAnswer(question=0, raw="", choice=1, json_error=False)]),
    ])
    e2 = EpisodeResult(agent="a", user="u2", periods=[
        PeriodResult(period=1, overall=[OverallAnswer(question=0, raw="", choice=1, json_error=False)],
                     diagnosis=[DiagnosisAnswer(question=0, raw="", values={"diet": "vegan"}, json_error=False)]),
    ])

    def ub(q, variant, choice):
        return UpperBoundAnswer(question=q, variant=variant, raw="", choice=choice, json_error=False)

    ubs = {"u1": UpperBoundResult(user="u1", answers=[
        ub(0, ["vegan"], 0), ub(0, ["omnivore"], 0), ub(1, ["omnivore", "low"], 2), ub(1, ["vegan", "low"], 1),
        ub(0, ["omnivore"], 1)])}  # the last answer for a variant counts
    return [u2, u1], [e1, e2], ubs


def _raises(fn, message):
    from replaykit.errors import ResultError

    with pytest.raises(ResultError) as e:
        fn()
    assert str(e.value) == message


def _score_world(with_ub: bool = True):
    from replaykit.data.result import DiagnosisAnswer, EpisodeResult, OverallAnswer, PeriodResult, UpperBoundAnswer

    bps, _, ubs = _world()

    def o(q, c, err=False):
        return OverallAnswer(question=q, raw="", choice=c, json_error=err)

    def d(q, err=False, **values):
        return DiagnosisAnswer(question=q, raw="", values=values, json_error=err)

    e1 = EpisodeResult(agent="a", user="u1", periods=[
        PeriodResult(period=0, overall=[o(1, 1, err=True)], diagnosis=[d(1, err=True, diet="vegan", budget="high")]),
        PeriodResult(period=2, overall=[o(0, 0)], diagnosis=[d(0, diet="omnivore")]),
    ])
    e2 = EpisodeResult(agent="a", user="u2", periods=[
        PeriodResult(period=0, overall=[o(0, 0)]),
        PeriodResult(period=1, overall=[o(0, 1)], diagnosis=[d(0, diet="vegan")]),
    ])
    if with_ub:
        ubs["u2"] = type(ubs["u1"])(user="u2", answers=[
            UpperBoundAnswer(question=0, variant=["omnivore"], raw="", choice=1, json_error=False),
            UpperBoundAnswer(question=0, variant=["vegan"], raw="", choice=0, json_error=False)])
    return bps, [e1, e2], ubs


def _rounded(x):
    if isinstance(x, float):
        return round(x, 12)
    if isinstance(x, dict):
        return {k: _rounded(v) for k, v in x.items()}
    if isinstance(x, list):
        return [_rounded(v) for v in x]
    return x


def _replica_score(x: float, n_periods: int, undefined_at: int | None = None) -> dict:
    """A score dict with every key aggregate_replicas reads; values from x."""
    pp = {k: [x + p / 8 for p in range(n_periods)] for k in
          ("overall", "upper_bound", "random", "memory", "write", "read", "utilization")}
    if undefined_at is not None:
        pp["memory"][undefined_at] = None
    pp["memory_defined"] = [1] * n_periods
    pp["memory_cells"] = [2] * n_periods
    return {"overall": x, "upper_bound": x + 0.5, "random": x / 2, "memory": x * 2, "memory_pooled": x * 3,
            "json_error_rate": 0.0, "diagnosis_json_error_rate": None, "cells": 4, "memory_undefined": 1,
            "memory_pooled_undefined": 0, "memory_defined": 3, "memory_cells": 4, "memory_pooled_defined": 2,
            "memory_pooled_periods": 2, "diagnosis": {"write": x, "read": 0.25, "utilization": None},
            "per_period": pp}


def test_the_last_upper_bound_answer_of_a_duplicate_variant_counts():
    # [vegan] asked twice (choices 0 and 2 both have variant [vegan]): first answered wrong
    # (choice 1 = omnivore), then right (choice 0). The reference keeps the last: UB(vegan) = 1.
    score_, mask = upper_bound_cells(_bp(), [
        UpperBoundAnswer(question=0, variant=["vegan"], raw="", choice=1, json_error=False),
        UpperBoundAnswer(question=0, variant=["vegan"], raw="", choice=0, json_error=False),
    ])
    assert score_[0, 0] == 1.0 and mask[0, 0]  # period 0 (vegan)
    assert not mask[1, 0]  # period 1 (omnivore): no answer for that variant
    # the other order: last wrong -> 0
    score2, _ = upper_bound_cells(_bp(), [
        UpperBoundAnswer(question=0, variant=["vegan"], raw="", choice=0, json_error=False),
        UpperBoundAnswer(question=0, variant=["vegan"], raw="", choice=1, json_error=False),
    ])
    assert score2[0, 0] == 0.0


def test_upper_bound_metrics_need_every_cell_to_have_an_upper_bound_answer():
    bp = _bp()
    ep = _episode("u", [0, 1])
    # only the vegan variant answered: period 1's cell has no UB answer -> UB-based values undefined
    partial = score(build_matrices([bp], [ep], {"u": _ub("u", [(["vegan"], 0)])}))
    assert partial["upper_bound"] is None and partial["memory"] is None and partial["memory_pooled"] is None
    assert partial["overall"] == 1.0  # both answers right: vegan in p0 (choice 0), omnivore in p1 (choice 1)
    full = score(build_matrices([bp], [ep], {"u": _ub("u", UB_RIGHT)}))
    # random per cell: p0 vegan: 2 of 3 choices are vegan -> 2/3; p1 omnivore: 1/3; mean 0.5
    assert full["upper_bound"] == 1.0 and full["random"] == pytest.approx(0.5)
    # memory per (u, p): p0 (1 - 2/3) / (1 - 2/3) = 1; p1 (1 - 1/3) / (1 - 1/3) = 1 -> 1
    assert full["memory"] == pytest.approx(1.0)
    # two users, one without any UB result: undefined too
    two = score(build_matrices([bp, _bp("v")], [ep, _episode("v", [0, 1])], {"u": _ub("u", UB_RIGHT)}))
    assert two["upper_bound"] is None and two["memory"] is None


def test_diagnosis_json_error_rate_reads_the_diagnosis_answers():
    # overall answers parse (json_error False), every diagnosis reply is unparseable
    m = build_matrices([_bp()], [_episode("u", [0, 1], diag_error=True)], {"u": _ub("u", UB_RIGHT)})
    s = score(m)
    assert s["json_error_rate"] == 0.0 and s["diagnosis_json_error_rate"] == 1.0
    s2 = score(build_matrices([_bp()], [_episode("u", [0, 1])], {"u": _ub("u", UB_RIGHT)}))
    assert s2["diagnosis_json_error_rate"] == 0.0


def test_per_period_memory_averages_the_defined_users_only():
    # 2 users x 2 periods x 2 questions.
    # user 0, p0: o = 1, ub = 1, r = .5 -> (1 - .5) / (1 - .5) = 1
    #         p1: o = .5, ub = 1, r = .5 -> 0
    # user 1, p0: ub = 0 < r = .5 -> undefined
    #         p1: o = 1, ub = .5, r = .25 -> (1 - .25) / (.5 - .25) = 3
    m = _matrices(overall=[[[1, 1], [1, 0]], [[0, 0], [1, 1]]],
                  ub=[[[1, 1], [1, 1]], [[0, 0], [1, 0]]],
                  rnd=[[[.5, .5], [.5, .5]], [[.5, .5], [.25, .25]]])
    s = score(m)
    pp = s["per_period"]
    assert pp["memory"] == pytest.approx([1.0, 1.5])  # p0: user 0 alone; p1: (0 + 3) / 2
    assert pp["memory_defined"] == [1, 2] and pp["memory_cells"] == [2, 2]
    assert s["memory"] == pytest.approx(4 / 3) and s["memory_defined"] == 3 and s["memory_cells"] == 4
    assert s["memory_undefined"] == 1
    # pooled per period: p0 o = .5, ub = .5, r = .5 -> undefined; p1 o = .75, ub = .75, r = .375 -> 1
    assert s["memory_pooled"] == pytest.approx(1.0) and s["memory_pooled_defined"] == 1
    assert s["memory_pooled_undefined"] == 1 and s["memory_pooled_periods"] == 2
    assert pp["upper_bound"] == pytest.approx([.5, .75]) and pp["random"] == pytest.approx([.5, .375])
    assert pp["overall"] == pytest.approx([.5, .75])


def test_two_replicas_publish_their_mean_not_replica_0():
    bp = _bp()
    ub = {"u": _ub("u", UB_RIGHT)}
    s0 = score(build_matrices([bp], [_episode("u", [0, 1], replica=0)], ub))  # both right: overall 1
    s1 = score(build_matrices([bp], [_episode("u", [1, 0], replica=1)], ub))  # both wrong: overall 0
    agg = aggregate_replicas([s0, s1])
    assert agg["overall"] == pytest.approx(0.5)
    assert agg["replicas"]["n"] == 2
    assert agg["replicas"]["std"]["overall"] == pytest.approx(np.sqrt(0.5))  # |1 - 0| / sqrt(2), ddof = 1
    assert agg["cells"] == 4  # 2 cells per replica, summed
    assert agg["per_period"]["overall"] == pytest.approx([0.5, 0.5])
    # memory: replica 0 (1 + 1) / 2 = 1; replica 1: p0 (0 - 2/3) / (1/3) = -2, p1 (0 - 1/3) / (2/3) = -.5 -> -1.25
    assert agg["memory"] == pytest.approx((1.0 - 1.25) / 2)
    three = aggregate_replicas([s0, s1, s1])
    assert three["overall"] == pytest.approx(1 / 3) and three["replicas"]["n"] == 3
    assert aggregate_replicas([s0]) is s0


def test_build_matrices_cell_by_cell():
    import numpy as np

    from replaykit.scoring.metrics import build_matrices

    bps, eps, ubs = _world()
    m = build_matrices(bps, eps, ubs)
    T, F = True, False
    assert m.users == ("u2", "u1")
    assert m.cell.tolist() == [[[F, F], [T, F], [F, F]], [[T, T], [F, F], [T, F]]]
    assert m.overall.tolist() == [[[0, 0], [1, 0], [0, 0]], [[1, 0], [0, 0], [1, 0]]]
    assert m.json_error.tolist() == [[[F, F], [F, F], [F, F]], [[F, T], [F, F], [F, F]]]
    assert m.random.tolist() == [[[0.5, 0], [0.5, 0], [0, 0]], [[0.5, 0.25], [0.5, 0.25], [0.5, 0.25]]]
    assert m.upper_bound.tolist() == [[[0, 0], [0, 0], [0, 0]], [[1, 0], [1, 1], [1, 0]]]
    assert m.ub_mask.tolist() == [[[F, F], [F, F], [F, F]], [[T, T], [T, T], [T, F]]]
    assert m.diag_mask.tolist() == [[[F, F], [T, F], [F, F]], [[F, T], [F, F], [F, F]]]
    assert m.diag_json_error.tolist() == [[[F, F], [F, F], [F, F]], [[F, T], [F, F], [F, F]]]
    no = [F, F]
    assert m.read_ok.tolist() == [[[no, no], [no, no], [no, no]], [[no, [T, F]], [no, no], [no, no]]]
    assert m.var_mask.tolist() == [[[[T, F], no], [[T, F], no], [no, no]],
                                   [[[T, F], [T, T]], [[T, F], [T, T]], [[T, F], [T, T]]]]
    assert m.write_pos.tolist() == [[[[0, 0], [0, 0]], [[1, 0], [0, 0]], [[0, 0], [0, 0]]],
                                    [[[0, 0], [0, 0]], [[1, 0], [1, 0]], [[1, 0], [1, 2]]]]
    assert m.write_pos.dtype == np.int64 and m.cell.dtype == bool and m.read_ok.dtype == bool
    # without an upper bound: no cell has one
    assert not build_matrices(bps, eps).ub_mask.any() and not build_matrices(bps, eps, None).upper_bound.any()
    # no episode: no user, every matrix empty
    empty = build_matrices(bps, [])
    assert empty.users == () and empty.cell.shape == (0, 0, 0) and empty.read_ok.shape == (0, 0, 0, 0)


def test_build_matrices_errors_name_the_episode_period_question_and_choice():
    from replaykit.data.result import DiagnosisAnswer, EpisodeResult, OverallAnswer, PeriodResult
    from replaykit.scoring.metrics import build_matrices

    bps, eps, _ = _world()

    def ep(period=0, q=0, choice=0, dq=None, user="u1"):
        diag = [] if dq is None else [DiagnosisAnswer(question=dq, raw="", values={}, json_error=False)]
        return EpisodeResult(agent="a", user=user, replica=2, periods=[PeriodResult(
            period=period, overall=[OverallAnswer(question=q, raw="", choice=choice, json_error=False)],
            diagnosis=diag)])

    _raises(lambda: build_matrices(bps, [ep(user="u9")]), "episode a/u9: user 'u9' is not among the blueprints")
    _raises(lambda: build_matrices(bps, [eps[0], eps[0]]),
            "episode a/u1: two episodes for one user; pass one replica and policy at a time")
    for p in (3, -1):
        _raises(lambda: build_matrices(bps, [ep(period=p)]),
                f"episode a/u1.r2, period {p}: period out of range (the blueprint has 3 periods)")
    for q in (2, -1):
        _raises(lambda: build_matrices(bps, [ep(q=q)]),
                f"episode a/u1.r2, period 0: overall answer to question {q}, out of range (2 questions)")
        _raises(lambda: build_matrices(bps, [ep(dq=q)]),
                f"episode a/u1.r2, period 0: diagnosis answer to question {q}, out of range (2 questions)")
    for c in (4, -1):
        _raises(lambda: build_matrices(bps, [ep(q=1, choice=c)]),
                f"episode a/u1.r2, period 0, question 1: choice {c} out of range (4 choices)")
    # the last period, question and choice are in range
    m = build_matrices(bps, [ep(period=2, q=1, choice=3, dq=1)])
    assert m.cell[0, 2, 1] and m.overall[0, 2, 1] == 1.0 and m.diag_mask[0, 2, 1]


def test_upper_bound_cells_errors_and_values():
    from types import SimpleNamespace as A

    from replaykit.scoring.metrics import upper_bound_cells

    bps, _, _ = _world()
    u1 = bps[1]
    for q in (2, -1):
        _raises(lambda: upper_bound_cells(u1, [A(question=q, variant=["vegan"], choice=0)]),
                f"upper bound of user u1: question {q} is out of range (the blueprint has 2)")
    for c in (2, -1):
        _raises(lambda: upper_bound_cells(u1, [A(question=0, variant=["vegan"], choice=c)]),
                f"upper bound of user u1, question 0: choice {c} is out of range (2 choices)")
    score, mask = upper_bound_cells(u1, [A(question=1, variant=["omnivore", "high"], choice=3),
                                         A(question=0, variant=["omnivore"], choice=0)])
    assert score.tolist() == [[0, 0], [0, 0], [0, 1]]
    assert mask.tolist() == [[False, False], [True, False], [True, True]]
    # an availability mask: boolean (False == 0.0 in a list comparison, so the list alone cannot tell)
    assert mask.dtype == bool and score.dtype == float


def test_score_by_hand():
    """Cells: u1 (p0, q1) wrong, UB 0, random 1/4; u1 (p2, q0) wrong, UB 1, random 1/2;
    u2 (p0, q0) and (p1, q0) right, UB 1, random 1/2. Memory per (user, period): u1 p0
    undefined (UB - random < 0), u1 p2 (0 - .5) / .5 = -1, u2 p0 and p1 (1 - .5) / .5 = 1.
    Pooled per period: p0 (.5 - .375) / (.5 - .375) = 1, p1 1, p2 -1. Diagnosis: u1 p0 q1
    budget read wrong at its write period 0: write; u1 p2 q0 read right, answer wrong:
    utilization; u2 p1 right: correct. Per period rates: write 1, 0, 0; utilization 0, 0, 1."""
    from replaykit.scoring.metrics import build_matrices, score

    bps, eps, ubs = _score_world()
    got = _rounded(score(build_matrices(bps, eps, ubs)))
    t = round(1 / 3, 12)
    assert got == {
        "cells": 4, "overall": 0.5, "random": 0.4375, "json_error_rate": 0.25, "diagnosis_json_error_rate": t,
        "memory_cells": 4, "memory_pooled_periods": 3, "upper_bound": 0.75, "memory": t, "memory_pooled": t,
        "memory_undefined": 1, "memory_pooled_undefined": 0, "memory_defined": 3, "memory_pooled_defined": 3,
        "diagnosis": {"write": t, "read": 0.0, "utilization": t},
        "per_period": {"memory_cells": [2, 1, 1], "upper_bound": [0.5, 1.0, 1.0], "memory": [1.0, 1.0, -1.0],
                       "memory_defined": [1, 1, 1], "overall": [0.5, 1.0, 0.0], "random": [0.375, 0.5, 0.5],
                       "write": [1.0, 0.0, 0.0], "read": [0.0, 0.0, 0.0], "utilization": [0.0, 0.0, 1.0]},
    }
    # u2 without an upper bound: not every cell has one, so nothing UB-based is reported
    bps, eps, ubs = _score_world(with_ub=False)
    got = _rounded(score(build_matrices(bps, eps, ubs)))
    assert {k: got[k] for k in ("upper_bound", "memory", "memory_pooled", "memory_undefined",
                                "memory_pooled_undefined", "memory_defined", "memory_pooled_defined",
                                "memory_cells")} == {
        "upper_bound": None, "memory": None, "memory_pooled": None, "memory_undefined": 0,
        "memory_pooled_undefined": 0, "memory_defined": 0, "memory_pooled_defined": 0, "memory_cells": 4}
    assert {k: got["per_period"][k] for k in ("upper_bound", "memory", "memory_defined", "memory_cells")} == {
        "upper_bound": [None] * 3, "memory": [None] * 3, "memory_defined": [0] * 3, "memory_cells": [2, 1, 1]}


def test_score_reports_no_diagnosis_rate_for_a_period_without_diagnosis_cells():
    """The world of test_score_by_hand without u2's period-1 diagnosis: periods 0 and 2 keep
    one diagnosis cell each (u1 p0: write failure; u1 p2: utilization failure), period 1 has
    overall cells but no diagnosis cell, so its rates are undefined (None), not 0."""
    from replaykit.scoring.metrics import build_matrices, score

    bps, eps, ubs = _score_world()
    from msgspec.structs import replace

    e2 = eps[1]
    eps[1] = replace(e2, periods=[e2.periods[0], replace(e2.periods[1], diagnosis=[])])
    got = _rounded(score(build_matrices(bps, eps, ubs)))
    assert got["diagnosis"] == {"write": 0.5, "read": 0.0, "utilization": 0.5}
    assert {k: got["per_period"][k] for k in ("write", "read", "utilization", "overall")} == {
        "write": [1.0, None, 0.0], "read": [0.0, None, 0.0], "utilization": [0.0, None, 1.0],
        "overall": [0.5, 1.0, 0.0]}


def test_score_without_diagnosis_or_cells():
    from replaykit.data.result import EpisodeResult, OverallAnswer, PeriodResult
    from replaykit.scoring.metrics import build_matrices, score

    bps, _, ubs = _world()
    ep = EpisodeResult(agent="a", user="u1", periods=[
        PeriodResult(period=1, overall=[OverallAnswer(question=0, raw="", choice=1, json_error=False)])])
    got = score(build_matrices(bps, [ep], ubs))
    assert got["diagnosis"] == {"write": None, "read": None, "utilization": None}
    assert {k: got["per_period"][k] for k in ("write", "read", "utilization", "overall")} == {
        "write": [None] * 3, "read": [None] * 3, "utilization": [None] * 3, "overall": [None, 1.0, None]}
    assert got["diagnosis_json_error_rate"] is None and got["memory"] == 1.0 and got["upper_bound"] == 1.0
    none = score(build_matrices(bps, [], ubs))
    assert none["cells"] == 0 and none["overall"] is None and none["upper_bound"] is None
    assert none["per_period"]["memory"] == [] and none["memory_cells"] == 0


def test_mean_std_factual_recall_and_introduced_states_by_hand():
    from replaykit.scoring.metrics import _mean_std, factual_recall, introduced_states
    from tests.unit._episode_fakes import small_blueprint

    assert _mean_std([0.5]) == (0.5, 0.0)
    assert _mean_std([]) == (None, None) and _mean_std([1.0, None]) == (None, None) and _mean_std([None]) == (None, None)
    mean, std = _mean_std([0.25, 0.75])
    assert mean == 0.5 and std == pytest.approx(0.125 ** 0.5, abs=1e-15)  # ddof=1: sqrt(2 * 0.25^2 / 1)
    mean, std = _mean_std([0.0, 0.0, 0.75])
    assert mean == 0.25 and std == pytest.approx(((0.25 ** 2 + 0.25 ** 2 + 0.5 ** 2) / 2) ** 0.5, abs=1e-15)
    assert factual_recall([]) is None
    assert factual_recall([True, None, False, True]) == 0.5 and factual_recall([True]) == 1.0
    bp = small_blueprint("u", n_periods=3)
    assert introduced_states(bp) == [(0, "diet", "vegan"), (0, "budget", "low"), (1, "diet", "omnivore"),
                                     (2, "budget", "high")]
    assert introduced_states(bp, [2]) == [(2, "budget", "high")]
    assert introduced_states(bp, [1, 0]) == [(1, "diet", "omnivore"), (0, "diet", "vegan"), (0, "budget", "low")]
    assert introduced_states(bp, []) == []


def test_aggregate_replicas_by_hand():
    from replaykit.scoring.metrics import aggregate_replicas

    one = _replica_score(0.25, 2)
    assert aggregate_replicas([one]) is one
    a, b = _replica_score(0.25, 3, undefined_at=1), _replica_score(0.125, 2)  # b stopped a period early
    out = aggregate_replicas([a, b])
    s = (0.125 ** 2 / 2) ** 0.5  # sample std of two values 0.125 apart
    assert out["overall"] == 0.1875 and out["replicas"]["std"]["overall"] == pytest.approx(s, abs=1e-15)
    assert (out["upper_bound"], out["random"], out["memory"], out["memory_pooled"]) == (0.6875, 0.09375, 0.375, 0.5625)
    assert out["json_error_rate"] == 0.0 and out["replicas"]["std"]["json_error_rate"] == 0.0
    assert out["diagnosis_json_error_rate"] is None and out["replicas"]["std"]["diagnosis_json_error_rate"] is None
    assert {k: out[k] for k in ("cells", "memory_undefined", "memory_pooled_undefined", "memory_defined",
                                "memory_cells", "memory_pooled_defined", "memory_pooled_periods")} == {
        "cells": 8, "memory_undefined": 2, "memory_pooled_undefined": 0, "memory_defined": 6, "memory_cells": 8,
        "memory_pooled_defined": 4, "memory_pooled_periods": 4}
    assert out["diagnosis"] == {"write": 0.1875, "read": 0.25, "utilization": None}
    assert out["replicas"]["std"]["diagnosis"] == {"write": pytest.approx(s, abs=1e-15), "read": 0.0,
                                                   "utilization": None}
    assert out["replicas"]["n"] == 2 and set(out["replicas"]) == {"n", "std"}
    pp = out["per_period"]
    # a period only one replica reached, or undefined in one, has no mean; counts add over who has them
    assert pp["overall"] == [0.1875, 0.3125, None] and pp["memory"] == [0.1875, None, None]
    assert pp["write"] == [0.1875, 0.3125, None] and pp["utilization"] == [0.1875, 0.3125, None]
    assert pp["memory_defined"] == [2, 2, 1] and pp["memory_cells"] == [4, 4, 2]
    assert set(pp) == {"overall", "upper_bound", "random", "memory", "write", "read", "utilization",
                       "memory_defined", "memory_cells"}
    assert set(out) == {"overall", "upper_bound", "random", "memory", "memory_pooled", "json_error_rate",
                        "diagnosis_json_error_rate", "cells", "memory_undefined", "memory_pooled_undefined",
                        "memory_defined", "memory_cells", "memory_pooled_defined", "memory_pooled_periods",
                        "diagnosis", "per_period", "replicas"}


def test_memory_primitives_by_hand():
    """The matrices of _score_world (users u2, u1). Per (user, period): u2 p0 and p1 (1 - .5) / .5 = 1,
    u2 p2 no cell; u1 p0 UB - random = 0 - .25 < 0: undefined, u1 p1 no cell, u1 p2 (0 - .5) / .5 = -1.
    Undefined and missing (user, period) hold 0, as documented."""
    import numpy as np

    from replaykit.scoring.metrics import build_matrices, memory_by_user_period, memory_pooled, memory_score, per_period_mean

    bps, eps, ubs = _score_world()
    m = build_matrices(bps, eps, ubs)
    args = (m.overall, m.upper_bound, m.random, m.cell)
    mem, defined, exists = memory_by_user_period(*args)
    assert mem.tolist() == [[1.0, 1.0, 0.0], [0.0, 0.0, -1.0]]
    assert defined.tolist() == [[True, True, False], [False, False, True]]
    assert exists.tolist() == [[True, True, False], [True, False, True]]
    score, undefined = memory_score(*args)
    assert score == pytest.approx(1 / 3, abs=1e-15) and undefined == 1
    pooled, pooled_undefined, per, per_defined = memory_pooled(*args)
    assert pooled == pytest.approx(1 / 3, abs=1e-15) and pooled_undefined == 0
    assert per.tolist() == [1.0, 1.0, -1.0] and per_defined.tolist() == [True, True, True]
    means, valid = per_period_mean(m.overall, m.cell)
    assert means.tolist() == [0.5, 1.0, 0.0] and valid.tolist() == [True, True, True]
    # a period without cells has mean 0 and is not valid; one whose UB equals random is undefined (0)
    x = np.array([[[1.0], [1.0], [0.5]]])
    means, valid = per_period_mean(x, np.array([[[True], [False], [True]]]))
    assert means.tolist() == [1.0, 0.0, 0.5] and valid.tolist() == [True, False, True]
    o = np.array([[[1.0], [0.0], [1.0]]])
    ub = np.array([[[1.0], [1.0], [0.5]]])
    r = np.array([[[0.5], [0.5], [0.5]]])
    cell = np.array([[[True], [False], [True]]])
    assert memory_pooled(o, ub, r, cell)[0] == 1.0
    assert memory_pooled(o, ub, r, cell)[1] == 1  # period 2: UB - random = 0
    assert memory_pooled(o, ub, r, cell)[2].tolist() == [1.0, 0.0, 0.0]
    assert memory_pooled(o, ub, r, cell)[3].tolist() == [True, False, False]
    mem, defined, exists = memory_by_user_period(o, ub, r, cell)
    assert mem.tolist() == [[1.0, 0.0, 0.0]] and defined.tolist() == [[True, False, False]]
    assert memory_score(o, ub, r, np.zeros_like(cell)) == (None, 0)


def test_diagnosis_primitives_by_hand():
    import numpy as np

    from replaykit.scoring.metrics import diagnosis_failure_counts, diagnosis_outcomes, diagnosis_rates

    T, F = True, False
    # one user, one question, 3 variable slots (the third unused); period 1: slot 0 read wrong but
    # right at its write period 0 (a read failure), slot 1 wrong at its write period 1 (a write failure)
    read_ok = np.array([[[[T, T, F]], [[F, F, F]]]])
    var_mask = np.array([[[[T, T, F]], [[T, T, F]]]])
    write_pos = np.array([[[[0, 0, 0]], [[0, 1, 0]]]])
    wf, rf = diagnosis_failure_counts(read_ok, var_mask, write_pos)
    assert wf.tolist() == [[[0], [1]]] and rf.tolist() == [[[0], [1]]]
    overall = np.array([[[1.0, 0.0, 0.0, 0.0, 0.4, 0.5]]])
    wf = np.array([[[2, 1, 0, 0, 0, 0]]])
    rf = np.array([[[1, 1, 2, 0, 0, 0]]])
    mask = np.array([[[T, T, T, T, F, T]]])
    out = diagnosis_outcomes(overall, wf, rf, mask)
    assert out.tolist() == [[[0, 1, 2, 3, -1, 0]]] and out.dtype == np.int8
    outcomes = np.array([[[0, 1], [-1, -1], [3, 3]], [[2, -1], [-1, -1], [-1, -1]]], dtype=np.int8)
    rates = diagnosis_rates(outcomes)
    assert list(rates) == ["overall", "write", "read", "utilization"]
    third = 1 / 3
    assert rates["overall"][1].tolist() == pytest.approx([third, 0.0, 0.0])
    assert rates["write"][1].tolist() == pytest.approx([third, 0.0, 0.0])
    assert rates["read"][1].tolist() == pytest.approx([third, 0.0, 0.0])
    assert rates["utilization"][1].tolist() == [0.0, 0.0, 1.0]
    assert [rates[k][0] for k in ("overall", "write", "read", "utilization")] == pytest.approx(
        [1 / 6, 1 / 6, 1 / 6, 0.5], abs=1e-15)
    assert diagnosis_rates(np.full((1, 2, 1), -1, dtype=np.int8))["write"][0] is None


def test_random_cells_by_hand():
    from replaykit.scoring.metrics import random_cells

    bps, _, _ = _world()
    u1 = bps[1]
    assert random_cells(u1).tolist() == [[0.5, 0.25]] * 3
    assert random_cells(u1, 1).tolist() == [[0.5, 0.25]]
    from replaykit.data.blueprint import AnswerChoice

    u1.qas[1].answer_choices[1] = AnswerChoice(state=["vegan", "low"], answer="x")  # two choices match (vegan, low)
    assert random_cells(u1, 2).tolist() == [[0.5, 0.5], [0.5, 0.25]]


def test_matrices_have_their_documented_dtypes():
    import numpy as np

    from replaykit.scoring.metrics import _f, build_matrices

    bps, eps, ubs = _world()
    m = build_matrices(bps, eps, ubs)
    for name in ("cell", "json_error", "ub_mask", "diag_mask", "diag_json_error", "read_ok", "var_mask"):
        assert getattr(m, name).dtype == bool, name
    for name in ("overall", "random", "upper_bound"):
        assert getattr(m, name).dtype == np.float64, name
    assert _f(None) is None and _f(np.float64(0.25)) == 0.25 and type(_f(np.float64(0.25))) is float


def test_memory_is_defined_only_where_upper_bound_minus_random_exceeds_1e_9():
    """docs/fidelity.md (item 26) and docs/trust.md: a (user, period), or a pooled period, has a memory
    score where UB - random > 1e-9 and none where it is <= 1e-9, the boundary included. One user, one
    question, random 0: UB 1e-9 (the boundary: undefined), 1.5e-9 and 3e-9 (defined), with overall 1.5e-9,
    so memory is 1.5e-9 / 1.5e-9 = 1 and 1.5e-9 / 3e-9 = 0.5 (a halving, exact in binary)."""
    from replaykit.scoring.metrics import memory_by_user_period, memory_pooled

    o = np.array([[[1e-9], [1.5e-9], [1.5e-9]]])
    ub = np.array([[[1e-9], [1.5e-9], [3e-9]]])
    r = np.zeros_like(o)
    cell = np.ones_like(o, dtype=bool)
    mem, defined, exists = memory_by_user_period(o, ub, r, cell)
    assert defined.tolist() == [[False, True, True]] and exists.tolist() == [[True, True, True]]
    assert mem.tolist() == [[0.0, 1.0, 0.5]]
    pooled, undefined, per, per_defined = memory_pooled(o, ub, r, cell)
    assert per_defined.tolist() == [False, True, True] and per.tolist() == [0.0, 1.0, 0.5]
    assert (pooled, undefined) == (0.75, 1)
