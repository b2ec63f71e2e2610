"""Tests written for mutants of replaykit/scoring/ that the other tests let live (`make
mutation`, docs/mutation-survivors.md). Each states its expected value worked out by hand."""

from __future__ import annotations

import json

import pytest

from replaykit.data.result import EpisodeResult
from replaykit.data.result import RoleUsage as _RoleUsage
from replaykit.recording.store.cassette import CassetteStore, Entry, EntryMeta, RecordedRequest, RecordedResponse
from replaykit.scoring import cost
from replaykit.scoring import reference_answer as ra


def _cost_usage(calls: int, prompt: int, completion: int) -> _RoleUsage:
    return _RoleUsage(calls=calls, prompt_tokens=prompt, completion_tokens=completion)

# -- reference_answer -----------------------------------------------------------------------


def test_reference_parse_json_limit_is_inclusive_and_named():
    ok = '{"answer": 2}'.ljust(ra.MAX_REPLY_CHARS)  # exactly at the limit: parsed (json.loads allows the spaces)
    assert len(ok) == 1_000_000 and ra.reference_parse_json(ok) == {"answer": 2}
    assert ra.reference_choice(ok, 3) == 1
    with pytest.raises(ValueError) as e:
        ra.reference_parse_json(ok + " ")
    assert str(e.value) == "reply of 1000001 characters is over the 1000000 parse limit"
    assert ra.reference_choice(ok + " ", 3) is None
    assert ra.reference_diagnosis_object('{"a": "b"}'.ljust(1_000_001)) == {}


def test_reference_parse_json_reads_the_first_fence_body_stripped():
    assert ra.reference_parse_json('x ```json\n  [1, 2]\n ``` y ```json\n3\n```') == [1, 2]
    assert ra.reference_parse_json(' 4 ') == 4
    # the fence spans lines (DOTALL): a body on several lines is one body
    assert ra.reference_parse_json('```json\n{\n"a":\n1}\n```') == {"a": 1}
    with pytest.raises(json.JSONDecodeError):
        ra.reference_parse_json("```json\n\n```")


def test_reference_choice_needs_at_least_one_choice():
    with pytest.raises(ValueError) as e:
        ra.reference_choice('{"answer": 1}', 0)
    assert str(e.value) == "reference_choice: n_choices must be >= 1, got 0"
    assert ra.reference_choice('{"answer": 1}', 1) == 0 and ra.reference_choice('{"answer": 2}', 1) is None


def test_reference_diagnosis_object_by_hand():
    assert ra.reference_diagnosis_object('```json\n{"diet": "vegan"}\n```') == {"diet": "vegan"}
    assert ra.reference_diagnosis_object('["diet"]') == {}
    assert ra.reference_diagnosis_object("no json") == {}
    assert ra.reference_diagnosis_object("[" * 100_000) == {}  # RecursionError is caught too


# -- analysis -----------------------------------------------------------------------------

def test_kendall_tau_by_hand_and_its_errors():
    import math

    from replaykit.scoring.analysis import kendall_tau

    # 6 pairs, one discordant (2, 3): (5 - 1) / 6
    assert kendall_tau([1, 2, 3, 4], [1, 3, 2, 4]) == pytest.approx(4 / 6, abs=1e-15)
    # a tie in a: C - D = 2 over sqrt((3 - 1) * 3)
    assert kendall_tau([1, 1, 2], [1, 2, 3]) == pytest.approx(2 / math.sqrt(6), abs=1e-15)
    assert kendall_tau([1, 2, 3], [5, 5, 5]) != kendall_tau([1, 2, 3], [5, 5, 5])  # nan: b all tied
    assert math.isnan(kendall_tau([1.0], [2.0])) and math.isnan(kendall_tau([], []))
    assert kendall_tau([1, 2], [1, 2]) == 1.0
    for a, b in (([1, 2], [1, 2, 3]), ([[1, 2]], [[1, 2]])):
        with pytest.raises(ValueError) as e:
            kendall_tau(a, b)
        assert str(e.value) == "kendall_tau needs two 1-D sequences of the same length"


def test_ranks_and_compare_policies_by_hand():
    from replaykit.scoring.analysis import PolicyRow, compare_policies, ranks

    assert ranks({"a": 1.0}) == {"a": 1} and ranks({}) == {}
    assert ranks({"a": 0.1, "b": 0.2, "c": 0.3}) == {"c": 1, "b": 2, "a": 3}
    # w has no off-policy score and v no on-policy one: both are left out; a and b tie on-policy.
    # Rows by on-policy rank, then name: c (1), a (2), b (2), which is neither name nor input order
    cmp = compare_policies({"b": 0.5, "w": 0.9, "a": 0.5, "c": 0.75}, {"a": 0.75, "b": 0.5, "c": 0.0, "v": 1.0})
    assert cmp.rows == [
        PolicyRow(agent="c", on_policy=0.75, off_policy=0.0, difference=-0.75, rank_on=1, rank_off=3, rank_change=-2),
        PolicyRow(agent="a", on_policy=0.5, off_policy=0.75, difference=0.25, rank_on=2, rank_off=1, rank_change=1),
        PolicyRow(agent="b", on_policy=0.5, off_policy=0.5, difference=0.0, rank_on=2, rank_off=2, rank_change=0),
    ]
    # pairs (b, a): tied on-policy; (b, c) and (a, c) discordant: -2 / sqrt(2 * 3)
    assert cmp.kendall_tau == pytest.approx(-2 / 6 ** 0.5, abs=1e-15)
    assert compare_policies({"a": 0.1}, {"a": 0.2}).kendall_tau is None
    assert compare_policies({"a": 0.1, "b": 0.1}, {"a": 0.2, "b": 0.3}).kendall_tau is None
    empty = compare_policies({"a": 0.1}, {"b": 0.2})
    assert empty.rows == [] and empty.kendall_tau is None


def _bootstrap_by_hand(m, seed, resamples=2000):
    """The 95% percentile bootstrap over users, from its definition: a numpy generator seeded by
    the first 8 bytes (little-endian) of sha256("bootstrap" U+001F seed)."""
    import hashlib

    import numpy as np

    s = int.from_bytes(hashlib.sha256(f"bootstrap\x1f{seed}".encode()).digest()[:8], "little")
    rng = np.random.default_rng(s)
    user_means = [sum(col) / len(col) for col in zip(*m)]
    idx = rng.integers(0, len(user_means), size=(resamples, len(user_means)))
    boot = sorted(sum(user_means[i] for i in row) / len(row) for row in idx)
    return float(np.percentile(boot, 2.5)), float(np.percentile(boot, 97.5))


def test_replica_spread_by_hand():
    import numpy as np

    from replaykit.scoring.analysis import Spread, replica_spread, seeded_rng

    m = [[0.0, 0.5, 1.0, 0.25], [0.5, 0.5, 0.0, 0.25]]  # replica means 0.4375 and 0.3125
    s = replica_spread(np.array(m), seed="r1")
    lo, hi = _bootstrap_by_hand(m, "r1")
    assert s == Spread(mean=0.375, std=pytest.approx(0.125 / 2 ** 0.5, abs=1e-15), ci_low=pytest.approx(lo, abs=1e-12),
                       ci_high=pytest.approx(hi, abs=1e-12), replicas=2, users=4)
    assert lo < hi
    m2 = [[1.0, 0.0], [0.0, 0.0], [0.5, 0.5]]  # replica means 0.5, 0, 0.5: sample std sqrt(1/12)
    s2 = replica_spread(m2, seed=7, resamples=50)
    lo2, hi2 = _bootstrap_by_hand(m2, 7, resamples=50)
    assert (s2.mean, s2.std, s2.replicas, s2.users) == (pytest.approx(1 / 3), pytest.approx((1 / 12) ** 0.5), 3, 2)
    assert (s2.ci_low, s2.ci_high) == (pytest.approx(lo2, abs=1e-12), pytest.approx(hi2, abs=1e-12))
    # every user with the same mean: the interval is that mean exactly
    same = replica_spread([[0.25, 0.75], [0.75, 0.25]], seed=0)
    assert (same.ci_low, same.mean, same.ci_high) == (0.5, 0.5, 0.5)
    assert replica_spread([[0.5]]).std == 0.0
    big = [[(i * 0.37) % 1 for i in range(15)], [(i * 0.61) % 1 for i in range(15)]]
    assert replica_spread(big) == replica_spread(big, seed=0) != replica_spread(big, seed=1)  # the default seed is 0
    lo0, hi0 = _bootstrap_by_hand(big, 0)
    assert (replica_spread(big).ci_low, replica_spread(big).ci_high) == (pytest.approx(lo0, abs=1e-12),
                                                                         pytest.approx(hi0, abs=1e-12))
    for bad in ([0.5, 0.5], [[]], [[[0.5]]]):
        with pytest.raises(ValueError) as e:
            replica_spread(bad)
        assert str(e.value) == "replica_spread needs a non-empty (replicas, users) matrix"
    import hashlib

    want = np.random.default_rng(int.from_bytes(hashlib.sha256(b"a\x1f1").digest()[:8], "little")).random(3)
    assert seeded_rng("a", 1).random(3).tolist() == want.tolist()


# -- answer ---------------------------------------------------------------------------------

C6_PROMPT = """Below is a summary of information collected from conversations with a user,
followed by multiple claims about their current characteristics or situation.

User's Conversational History Summary:
DOC {claims} {document}

Claims about user:
1. A
2. B {document}
For each numbered claim, determine if it is consistent with what we know
about the user from their conversational history. Answer "yes" if the claim
is supported by the conversational evidence, or "no" if it is not supported
or contradicted.

Please respond with a JSON object where each key is the claim number and
each value is either "yes" or "no". For example:
{
  "1": "yes",
  "2": "no",
  "3": "yes"
}

Response:
"""


def test_factual_recall_prompt_is_appendix_c6_filled_once():
    from replaykit.scoring.answer import factual_recall_prompt

    # the placeholders inside the document and the claims are text, not filled again
    assert factual_recall_prompt("DOC {claims} {document}", ["A", "B {document}"]) == C6_PROMPT


def test_claim_text_by_hand():
    from replaykit.scoring.answer import claim_text

    assert claim_text("garden_size", "small_garden") == "The user's garden size is small garden."
    assert claim_text("a_b_c", "x_y") == "The user's a b c is x y."


def test_fallback_choice_key_is_canonical_ascii_json():
    import hashlib

    from replaykit.scoring.answer import fallback_choice

    def by_hand(key: str, n: int) -> int:
        return int.from_bytes(hashlib.sha256(key.encode()).digest()[:8], "big") % n

    for n in (2, 3, 5, 7, 11, 13):
        assert fallback_choice(3, "é", 2, 1, n) == by_hand('["overall",3,"\\u00e9",2,1,%d]' % n, n)
        assert fallback_choice(0, 5, 0, 4, n, salt="s") == by_hand('["s",0,"5",0,4,%d]' % n, n)
    assert fallback_choice(1, "u", 0, 0, 1) == 0
    with pytest.raises(ValueError) as e:
        fallback_choice(0, "u", 0, 0, 0)
    assert str(e.value) == "fallback_choice: n_choices must be >= 1, got 0"


def test_parse_diagnosis_by_hand():
    from replaykit.scoring.answer import parse_diagnosis, parse_diagnosis_fields

    vs = {"diet": ["vegan", "omnivore"], "budget": ["low", "high"]}
    assert parse_diagnosis('{"diet": "vegan", "budget": "mid"}', vs) == ({"diet": "vegan", "budget": None}, False)
    assert parse_diagnosis('{"diet": "vegan"}', vs) == ({"diet": "vegan", "budget": None}, True)
    assert parse_diagnosis({"diet": ["vegan"], "budget": "high"}, vs) == ({"diet": None, "budget": "high"}, False)
    assert parse_diagnosis("none", vs) == ({"diet": None, "budget": None}, True)
    # no variables: a json_error only when there is no JSON object (or an empty one already read)
    assert parse_diagnosis("none", {}) == ({}, True)
    assert parse_diagnosis('{"x": 1}', {}) == ({}, False)
    assert parse_diagnosis({}, {}) == ({}, True)
    assert parse_diagnosis({"x": 1}, {}) == ({}, False)
    assert parse_diagnosis_fields('{"diet": "omnivore"}', vs) == (
        {"diet": "omnivore", "budget": None}, {"diet": False, "budget": True})


# -- metrics: build_matrices, cell by cell -------------------------------------------------


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


def _raises(fn, message):
    from replaykit.errors import ResultError

    with pytest.raises(ResultError) as e:
        fn()
    assert str(e.value) == message


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


def _rounded(x):
    if isinstance(x, float):
        return round(x, 12)
    if isinstance(x, dict):
        return {k: _rounded(v) for k, v in x.items()}
    if isinstance(x, list):
        return [_rounded(v) for v in x]
    return x


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


# -- importer: every refusal names its file, field and what to do -------------------------


def _ref(tmp_path, **kw):
    from tests.unit.scoring.test_importer import write_reference

    data, rdir, ubdir, bps, eps, ub = write_reference(tmp_path, **kw)
    multi = next(bp for bp in bps if len(bp.periods) >= 2)  # a user with at least two periods
    return data, rdir, ubdir, bps, multi


def _edit(f, fn, replace=False):
    """Edit a JSON file in place with ``fn``; with ``replace`` its return value is the new content."""
    doc = json.loads(f.read_text())
    out = fn(doc)
    f.write_text(json.dumps(out if replace else doc))


def _import_error(data, runs, out, ub=None):
    from replaykit.errors import ResultError
    from replaykit.scoring.importer import import_amemgym

    with pytest.raises(ResultError) as e:
        import_amemgym(data, runs, out, ub)
    assert not (out / "run.json").exists()  # nothing half-written
    return e.value.file, e.value.field, e.value.reason


def test_importer_refuses_overall_results_that_do_not_fit(tmp_path):
    data, rdir, ubdir, bps, bp = _ref(tmp_path)
    f = rdir / bp.id / "overall_results.json"
    orig = f.read_text()
    n_p, n_q = len(bp.periods), len(bp.qas)
    out = tmp_path / "run"
    _edit(f, lambda d: d + [d[0]], replace=True)
    assert _import_error(data, {"n": rdir}, out) == (str(f), None, (
        f"{n_p + 1} periods, but user {bp.id} has {n_p} in data.json; pass the data.json the run was made with"))
    f.write_text(orig)
    _edit(f, lambda d: d[1].pop())
    assert _import_error(data, {"n": rdir}, out) == (
        str(f), None, f"period 1 has {n_q - 1} answers, user {bp.id} has {n_q} questions")
    f.write_text(orig)
    _edit(f, lambda d: d[1].__setitem__(n_q - 1, None))
    assert _import_error(data, {"n": rdir}, out) == (
        str(f), None, f"[1][{n_q - 1}] is null (the run stopped mid-period); re-run or trim the file")
    f.write_text(orig)
    _edit(f, lambda d: d.__setitem__(0, [None] * n_q))  # a null period followed by answers: not an interruption
    assert _import_error(data, {"n": rdir}, out) == (
        str(f), None, "[0][0] is null (the run stopped mid-period); re-run or trim the file")
    f.write_text(orig)
    _edit(f, lambda d: d[1][0].__setitem__("query", "other"))
    assert _import_error(data, {"n": rdir}, out) == (str(f), "[1][0].query", (
        f"does not match question 0 of user {bp.id} in data.json; pass the data.json the run was made with"))
    f.write_text(orig)
    _edit(f, lambda d: d[1][0].__setitem__("answer_state", ["x"]))
    want = list(bp.variant(1, 0))
    assert _import_error(data, {"n": rdir}, out) == (str(f), "[1][0].answer_state", (
        f"['x'] differs from the state of period 1 in data.json {want}; pass the data.json the run was made with"))


def test_importer_keeps_the_complete_periods_of_an_interrupted_run(tmp_path):
    from replaykit.data.result import load_run
    from replaykit.scoring.importer import import_amemgym

    data, rdir, ubdir, bps, bp = _ref(tmp_path)
    n_q = len(bp.qas)
    f = rdir / bp.id / "overall_results.json"
    _edit(f, lambda d: [d[0]] + [[None] * n_q for _ in d[1:]], replace=True)
    _edit(f, lambda d: d[0][0].__setitem__("answer_state", None))  # no answer_state: nothing to check
    _edit(rdir / bp.id / "diagnosis_results.json", lambda d: [d[0]], replace=True)
    import_amemgym(data, {"n": rdir}, tmp_path / "run")
    ep = next(e for e in load_run(tmp_path / "run").episodes if e.user == bp.id)
    assert [p.period for p in ep.periods] == [0] and len(ep.periods[0].overall) == n_q


def test_importer_refuses_diagnosis_results_that_do_not_fit(tmp_path):
    data, rdir, ubdir, bps, bp = _ref(tmp_path)
    f = rdir / bp.id / "diagnosis_results.json"
    f_over = rdir / bp.id / "overall_results.json"
    orig = f.read_text()
    n_p, n_q = len(bp.periods), len(bp.qas)
    out = tmp_path / "run"
    _edit(f, lambda d: d + [d[0]], replace=True)
    assert _import_error(data, {"n": rdir}, out) == (str(f), None, f"{n_p + 1} periods but {f_over} has {n_p}")
    f.write_text(orig)
    _edit(f, lambda d: d[1].pop())
    assert _import_error(data, {"n": rdir}, out) == (
        str(f), None, f"period 1 has {n_q - 1} answers, user {bp.id} has {n_q} questions")
    f.write_text(orig)
    _edit(f, lambda d: d[1].__setitem__(n_q - 1, None))
    assert _import_error(data, {"n": rdir}, out) == (
        str(f), None, f"[1][{n_q - 1}] is null (the run stopped mid-period)")
    f.write_text(orig)
    req = bp.qas[0].required_info
    _edit(f, lambda d: d[1][0]["results"].reverse() if len(req) > 1 else d[1][0]["results"].append(
        {"info_type": "extra", "answer_state": None}))
    got = list(reversed(req)) if len(req) > 1 else req + ["extra"]
    assert _import_error(data, {"n": rdir}, out) == (str(f), "[1][0].results", (
        f"info_type {got} differs from question 0's required_info {req} in data.json"))


def test_importer_refuses_traces_that_do_not_fit_and_keeps_a_partial_one(tmp_path):
    from replaykit.data.result import Trace, read_json, trace_path
    from replaykit.scoring.importer import import_amemgym

    data, rdir, ubdir, bps, bp = _ref(tmp_path)
    f = rdir / bp.id / "interactions" / "period_01.json"
    orig = f.read_text()
    out = tmp_path / "run"
    _edit(f, lambda d: d + d, replace=True)
    assert _import_error(data, {"n": rdir}, out) == (str(f), None, (
        f"2 sessions, but period 1 of user {bp.id} has 1 in data.json; pass the data.json the run was made with"))
    sess = bp.periods[1].sessions[0]
    for edit in (lambda d: d[0][0].__setitem__("content", "hello"), lambda d: d[0].clear()):
        f.write_text(orig)
        _edit(f, edit)
        assert _import_error(data, {"n": rdir}, out) == (str(f), "[0][0].content", (
            f"is not the session's opening query '[Current Time: {sess.session_time}]\\n{sess.query[:60]}...' "
            "of data.json"))
    f.unlink()  # the trace stops before period 1: the periods before it are kept
    import_amemgym(data, {"n": rdir}, out)
    assert len(read_json(trace_path(out, "n", bp.id), Trace).periods) == 1
    for g in (rdir / bp.id / "interactions").glob("*.json"):
        g.unlink()
    import_amemgym(data, {"n": rdir}, tmp_path / "run2")
    assert not trace_path(tmp_path / "run2", "n", bp.id).exists()


def test_importer_run_json_summary_and_agent_config(tmp_path):
    from replaykit.data.blueprint import digest, import_reference
    from replaykit.data.result import RunManifest, read_json
    from replaykit.scoring.importer import import_amemgym

    data, rdir, ubdir, bps, bp = _ref(tmp_path)
    other = tmp_path / "other"
    (other / bps[0].id).mkdir(parents=True)
    (other / bps[0].id / "overall_results.json").write_text((rdir / bps[0].id / "overall_results.json").read_text())
    cfg = rdir / bps[0].id / "agent_config.json"
    cfg.write_text(json.dumps({"name": "x", "tools": [{"API_KEY": "k", "n": 1}, [{"my_api_key": 2, "m": 3}], 4]}))
    (rdir / bps[1].id / "agent_config.json").write_text(json.dumps({"name": "second user"}))
    s = import_amemgym(data, {"zz": rdir, "aa.1": other}, tmp_path / "out", name="named", seed=5)
    assert (s.out, s.agents, s.upper_bound_users) == (str(tmp_path / "out"), {"aa.1": 1, "zz": len(bps)}, 0)
    assert s.json_errors == {"aa.1": s.json_errors["aa.1"], "zz": s.json_errors["zz"]}
    m = read_json(tmp_path / "out" / "run.json", RunManifest)
    assert (m.name, m.seed, m.replicas, m.source) == ("named", 5, 1, "import amemgym")
    assert m.blueprint_digest == digest(import_reference(data))
    # the first user's config, credentials dropped at every depth; an agent without one gets {}
    assert m.agents == {"aa.1": {}, "zz": {"name": "x", "tools": [{"n": 1}, [{"m": 3}], 4]}}
    assert import_amemgym(data, {}, tmp_path / "ub-only", ubdir).agents == {}
    assert read_json(tmp_path / "ub-only" / "run.json", RunManifest).name == "ub-only"


def test_importer_refuses_bad_arguments(tmp_path):
    data, rdir, ubdir, bps, bp = _ref(tmp_path)
    out = tmp_path / "run"
    assert _import_error(data, {}, out) == (
        None, None, "import amemgym: nothing to import; pass --run NAME=DIR and/or --upper-bound DIR")
    for bad in ("-x", "a/b", "", ".x"):
        assert _import_error(data, {bad: rdir}, out) == (None, None, (
            f"import amemgym: agent name {bad!r} must be letters, digits, '_', '.', '-' (it names a folder)"))
    missing = tmp_path / "no-ub"
    assert _import_error(data, {}, out, missing) == (str(missing), None, (
        "cannot read (No such file or directory); expected the reference "
        "utilization_results.json (user x question x choice)"))
    f = rdir / bp.id / "overall_results.json"
    f.write_bytes(b'[["\xff"]]')
    assert _import_error(data, {"n": rdir}, out)[:2] == (str(f), None)
    f.write_text('{"a": 1}')
    assert _import_error(data, {"n": rdir}, out) == (str(f), None, (
        "not in the reference overall_results.json format: Expected `array`, got `object` "
        "($[i][j] is [period][question])"))


def test_importer_upper_bound_checks_and_fallback(tmp_path):
    from replaykit.data.result import UpperBoundResult, read_json, upper_bound_path
    from replaykit.scoring.answer import fallback_choice
    from replaykit.scoring.importer import import_amemgym

    data, rdir, ubdir, bps, bp = _ref(tmp_path)
    f = ubdir / "utilization_results.json"
    orig = f.read_text()
    out = tmp_path / "run"
    _edit(f, lambda d: d[1][0].__setitem__(0, None))
    assert _import_error(data, {}, out, ubdir) == (
        str(f), None, "user index 1 has null answers (the upper-bound run was interrupted)")
    f.write_text(orig)
    _edit(f, lambda d: d.append(d[0]))
    u_first = bps[-1].id  # the file lists the users in reverse order
    assert _import_error(data, {}, out, ubdir) == (str(f), None, f"user index {len(bps)} repeats user {u_first}")
    for edit in (lambda d: d[0][0].__setitem__(0, {**d[0][0][0], "query": "edited"}),  # the first choice's query
                 lambda d: d[0].__setitem__(0, [])):
        f.write_text(orig)
        _edit(f, edit)
        assert _import_error(data, {}, out, ubdir) == (str(f), None, (
            "user index 0 matches 0 users of data.json by questions and answer choices (needs exactly 1); "
            "pass the data.json the upper bound was run with"))
    f.write_text(orig)
    _edit(f, lambda d: d[0][0][1].__setitem__("answer", 1))
    st = bps[-1].qas[0].answer_choices[1].state
    assert _import_error(data, {}, out, ubdir) == (str(f), "[0][0][1].answer/answer_state", (
        f"(1, {st}) should be choice 2 (1-based) with state {st}"))
    f.write_text(orig)
    _edit(f, lambda d: d[0][0][1].__setitem__("answer_state", ["x"]))
    assert _import_error(data, {}, out, ubdir)[1] == "[0][0][1].answer/answer_state"
    f.write_text(orig)
    _edit(f, lambda d: d[0][0][1].__setitem__("raw_response", "no idea"))
    import_amemgym(data, {}, out, ubdir, seed=9)
    u = bps[-1]
    got = read_json(upper_bound_path(out, u.id), UpperBoundResult)
    a = [x for x in got.answers if x.question == 0][1]
    n = len(u.qas[0].answer_choices)
    assert (a.json_error, a.raw, a.choice) == (True, "no idea", fallback_choice(9, u.id, 1, 0, n, salt="upper_bound"))
    assert a.variant == list(u.qas[0].answer_choices[1].state)
    assert [x.json_error for x in got.answers].count(True) == 1
    # the folder or the file itself may be given
    import_amemgym(data, {}, tmp_path / "run-file", f, seed=9)
    assert read_json(upper_bound_path(tmp_path / "run-file", u.id), UpperBoundResult) == got


# -- kills found by the full run ------------------------------------------------------------


def test_kendall_tau_takes_booleans_as_numbers():
    from replaykit.scoring.analysis import kendall_tau

    # as 1/0: pairs (0, 1) concordant (1 > 0, .5 > .25), (0, 2) tied in a, (1, 2) concordant: 2 / sqrt(2 * 3)
    assert kendall_tau([True, False, True], [0.5, 0.25, 1.0]) == pytest.approx(2 / 6 ** 0.5, abs=1e-15)
    assert kendall_tau([0.5, 0.25, 1.0], [True, False, True]) == pytest.approx(2 / 6 ** 0.5, abs=1e-15)


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


def test_run_usage_of_a_run_without_manifest_or_cassette_embeddings(tmp_path):
    from types import SimpleNamespace

    ep = EpisodeResult(agent="n", user="u", periods=[], usage={"agent": _cost_usage(1, 2, 3),
                                                               "embedder": _cost_usage(1, 0, 0)})
    # any object with episodes and upper_bound; no manifest, or a manifest without endpoints
    for run in (SimpleNamespace(episodes=[ep], upper_bound={}),
                SimpleNamespace(manifest=SimpleNamespace(), episodes=[ep], upper_bound={})):
        rows = cost.run_usage(run, endpoints={"agent": "G", "embedder": "E"})
        assert [(r.role, r.model, r.input_tokens) for r in rows] == [("agent", "G", 2), ("embedder", "E", 0)]
    # the cassette has no embedding call: the embedder's tokens stay 0
    chat_only = tmp_path / "chat.rkc"
    store = CassetteStore.open(chat_only, writable=True)
    store.append(Entry(key="0" * 64, request=RecordedRequest(method="POST", path="/v1/chat/completions", body=b"{}"),
                       response=RecordedResponse(status=200), meta=EntryMeta(model="m")))
    store.close(compact=True)
    rows = cost.run_usage(SimpleNamespace(episodes=[ep], upper_bound={}), cassette=chat_only)
    assert [(r.role, r.model, r.input_tokens) for r in rows] == [("agent", "m", 2), ("embedder", "", 0)]


def test_importer_names_the_file_kind_in_format_errors(tmp_path):
    data, rdir, ubdir, bps, bp = _ref(tmp_path)
    out = tmp_path / "run"
    shape = "Expected `array`, got `object` ($[i][j] is [period][question])"
    for f, kind, ub in (
        (rdir / bp.id / "diagnosis_results.json", "diagnosis_results.json", None),
        (rdir / bp.id / "interactions" / "period_00.json", "interactions/period_NN.json (session -> messages)", None),
        (ubdir / "utilization_results.json", "utilization_results.json (user x question x choice)", ubdir),
    ):
        orig = f.read_text()
        f.write_text('{"a": 1}')
        runs = {} if ub else {"n": rdir}
        assert _import_error(data, runs, out, ub) == (str(f), None, f"not in the reference {kind} format: {shape}")
        f.write_text(orig)
    f = rdir / bp.id / "agent_config.json"
    f.write_text("[1]")
    assert _import_error(data, {"n": rdir}, out) == (str(f), None, (
        "not in the reference agent_config.json format: Expected `object`, got `array` "
        "($[i][j] is [period][question])"))
    f.write_text("{}")
    f = rdir / bp.id / "overall_results.json"
    raw = f.read_bytes()
    at = raw.index(b'"query": "') + len(b'"query": "')
    f.write_bytes(raw[:at] + b"\xff" + raw[at:])  # a byte that is not UTF-8 inside a string
    file, field, reason = _import_error(data, {"n": rdir}, out)
    # (msgspec reports the offset inside the string, not inside the file: not asserted here)
    assert (file, field) == (str(f), None) and reason.startswith("not valid JSON: the bytes at offset ")
    assert reason.endswith(" are not UTF-8 (save the file as UTF-8)")
    f.write_bytes(raw)
    empty = tmp_path / "empty"
    empty.mkdir()
    assert _import_error(data, {"n": empty}, out) == (str(empty), None, (
        f"no <user-id>/overall_results.json for any user of {data}; pass the folder that holds one sub-folder per user"))


def test_importer_episode_fields_json_error_count_and_long_queries(tmp_path):
    from replaykit.data.blueprint import BlueprintManifest
    from replaykit.data.result import load_run, read_json
    from replaykit.scoring.importer import import_amemgym

    data, rdir, ubdir, bps, bp = _ref(tmp_path)
    for u in bps:  # every reply of bp unparsable, every other user's reply choice 1
        _edit(rdir / u.id / "overall_results.json", lambda d, junk=(u.id == bp.id): [
            [{**e, "raw_response": "junk" if junk else '{"answer": 1}'} for e in row] for row in d], replace=True)
    s = import_amemgym(data, {"n": rdir}, tmp_path / "run")
    assert s.json_errors == {"n": len(bp.periods) * len(bp.qas)}
    run = load_run(tmp_path / "run")
    ep = next(e for e in run.episodes if e.user == bp.id)
    assert (ep.replica, ep.policy, ep.agent) == (0, "on", "n")
    assert [len(p.diagnosis) for p in ep.periods] == [len(bp.qas)] * len(bp.periods)
    assert [p.period for p in ep.periods] == list(range(len(bp.periods)))
    assert read_json(tmp_path / "run" / "blueprints" / "manifest.json", BlueprintManifest).source == "import amemgym"
    # the opening-query error quotes the first 60 characters of a long query
    doc = json.loads(data.read_text())
    i = next(k for k, u in enumerate(doc) if u["user_profile"]["uuid"] == bp.id)
    long_query = "".join(chr(ord("a") + k % 26) for k in range(70))
    doc[i]["periods"][1]["sessions"][0]["query"] = long_query
    data.write_text(json.dumps(doc))
    f = rdir / bp.id / "interactions" / "period_01.json"
    assert _import_error(data, {"n": rdir}, tmp_path / "run2") == (str(f), "[0][0].content", (
        f"is not the session's opening query '[Current Time: {bp.periods[1].sessions[0].session_time}]\\n"
        f"{long_query[:60]}...' of data.json"))


def test_importer_upper_bound_fallbacks_are_the_salted_sha256_choice(tmp_path):
    import hashlib

    from replaykit.data.result import UpperBoundResult, read_json, upper_bound_path
    from replaykit.scoring.importer import import_amemgym

    data, rdir, ubdir, bps, bp = _ref(tmp_path)
    _edit(ubdir / "utilization_results.json", lambda d: [
        [[{**e, "raw_response": "?"} for e in qr] for qr in user] for user in d], replace=True)
    import_amemgym(data, {}, tmp_path / "run", ubdir, seed=11)
    for u in bps:
        got = read_json(upper_bound_path(tmp_path / "run", u.id), UpperBoundResult)
        want = []
        for q, qa in enumerate(u.qas):
            n = len(qa.answer_choices)
            for ci in range(n):  # the given variant's choice index stands in for the period
                key = json.dumps(["upper_bound", 11, u.id, ci, q, n], separators=(",", ":"))
                want.append((q, ci, int.from_bytes(hashlib.sha256(key.encode()).digest()[:8], "big") % n))
        assert [(a.question, a.variant, a.choice, a.json_error) for a in got.answers] == [
            (q, list(u.qas[q].answer_choices[ci].state), c, True) for q, ci, c in want]
