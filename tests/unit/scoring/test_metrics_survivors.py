"""Tests written against mutants that survived the suite (issue 21; `make mutation`,
docs/mutation-survivors.md). Every expected value is worked out by hand in the comments,
never taken from the code under test.
"""

from __future__ import annotations

import hashlib
import json

import numpy as np
import pytest

from replaykit.data.blueprint import AnswerChoice, Blueprint, Period, Question, Session, Update, UserProfile
from replaykit.data.result import DiagnosisAnswer, EpisodeResult, OverallAnswer, PeriodResult, UpperBoundAnswer, UpperBoundResult
from replaykit.scoring.answer import factual_recall_prompt, fallback_choice, parse_recall_verdicts
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


def _episode(uid: str, choices: list[int], replica: int = 0, diag_error: bool = False) -> EpisodeResult:
    return EpisodeResult(agent="a", user=uid, replica=replica, periods=[
        PeriodResult(period=p, overall=[OverallAnswer(question=0, raw="", choice=c, json_error=False)],
                     diagnosis=[DiagnosisAnswer(question=0, raw="", values={"diet": "vegan"}, json_error=diag_error)])
        for p, c in enumerate(choices)])


def _ub(uid: str, answers: list[tuple[list[str], int]]) -> UpperBoundResult:
    return UpperBoundResult(user=uid, answers=[UpperBoundAnswer(question=0, variant=v, raw="", choice=c, json_error=False)
                                               for v, c in answers])


# UB answers right for both variants: [vegan] -> choice 0 (variant vegan), [omnivore] -> choice 1
UB_RIGHT = [(["vegan"], 0), (["omnivore"], 1)]


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


def _fallback_by_hand(seed, user, period, question, n, salt):
    key = json.dumps([salt, seed, user, period, question, n], separators=(",", ":"), ensure_ascii=True)
    return int.from_bytes(hashlib.sha256(key.encode()).digest()[:8], "big") % n


def test_fallback_choice_is_the_sha256_of_its_salted_inputs():
    diff = 0
    for user in (f"user{i}" for i in range(40)):
        for salt in ("overall", "overall/r1", "upper_bound"):
            got = fallback_choice(3, user, 1, 2, 7, salt=salt)
            assert got == _fallback_by_hand(3, user, 1, 2, 7, salt)
        diff += fallback_choice(3, user, 1, 2, 7, salt="overall") != fallback_choice(3, user, 1, 2, 7, salt="upper_bound")
    assert diff > 20  # the salt matters (by chance 6 in 7 differ)
    assert fallback_choice(3, "u", 1, 2, 7) == _fallback_by_hand(3, "u", 1, 2, 7, "overall")  # default salt
    with pytest.raises(ValueError):
        fallback_choice(0, "u", 0, 0, 0)


def test_judge_claims_are_numbered_from_1_as_the_verdicts_are_read():
    prompt = factual_recall_prompt("memory text", ["The user's diet is vegan.", "The user's budget is low."])
    assert "1. The user's diet is vegan.\n2. The user's budget is low." in prompt
    assert "0. " not in prompt and "memory text" in prompt
    assert parse_recall_verdicts('{"1": "yes", "2": "no"}', 2) == [True, False]
    assert parse_recall_verdicts('{"0": "yes", "1": "no", "2": " YES "}', 2) == [False, True]
    assert parse_recall_verdicts('{"1": "maybe"}', 2) == [None, None]
