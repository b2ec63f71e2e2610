"""A small synthetic AMemGym world (blueprints, episodes, upper bound) for metric and
importer tests, generated from a seed; plus tests that the generator itself is sound."""

from __future__ import annotations

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from replaykit.data.blueprint import (
    AnswerChoice,
    Blueprint,
    Period,
    Question,
    Session,
    Update,
    UserProfile,
    validate,
)
from replaykit.data.result import (
    DiagnosisAnswer,
    EpisodeResult,
    OverallAnswer,
    PeriodResult,
    UpperBoundAnswer,
    UpperBoundResult,
)


def make_blueprint(rng: np.random.Generator, uid: str, n_periods: int, n_questions: int) -> Blueprint:
    n_vars = int(rng.integers(2, 5))
    schema = {f"v{k}": [f"v{k}_c{j}" for j in range(int(rng.integers(2, 4)))] for k in range(n_vars)}
    states = [{v: str(rng.choice(c)) for v, c in schema.items()}]
    for _ in range(1, n_periods):
        s = dict(states[-1])
        for v, c in schema.items():
            if rng.random() < 0.4:
                s[v] = str(rng.choice(c))
        states.append(s)
    periods = []
    for p, s in enumerate(states):
        if p == 0:
            updates = {v: Update(old=None, new=s[v]) for v in schema}
        else:
            updates = {v: Update(old=states[p - 1][v], new=s[v]) for v in schema if s[v] != states[p - 1][v]}
        periods.append(Period(period_start=None if p == 0 else f"2020-{p:02d}-01", period_end=f"2020-{p + 1:02d}-01",
                              sessions=[Session(session_time=f"2020-{p + 1:02d}-01 10:00:00", query=f"{uid} tells p{p}")],
                              state=s, updates=updates, update_cnts={}))
    qas = []
    for q in range(n_questions):
        req = [str(v) for v in rng.choice(list(schema), size=int(rng.integers(1, 3)), replace=False)]
        variants = []
        for s in states:
            var = [s[v] for v in req]
            if var not in variants:
                variants.append(var)
        extra = [str(rng.choice(schema[v])) for v in req]
        if extra not in variants:
            variants.append(extra)
        if len(variants) == 1:  # at least two choices
            other = [c for c in schema[req[0]] if c != variants[0][0]][0]
            variants.append([other] + variants[0][1:])
        order = rng.permutation(len(variants))
        qas.append(Question(query=f"{uid} question {q}?", required_info=req,
                            answer_choices=[AnswerChoice(state=variants[i], answer=f"answer {i}") for i in order]))
    bp = Blueprint(id=uid, start_time="2020-01-01", user_profile=UserProfile(uuid=uid), state_schema=schema,
                   periods=periods, qas=qas)
    validate(bp)
    return bp


def make_episode(rng: np.random.Generator, bp: Blueprint, agent: str = "a", replica: int = 0,
                 p_correct: float = 0.5, diagnosis: bool = True) -> EpisodeResult:
    periods = []
    for p in range(len(bp.periods)):
        overall, diag = [], []
        for q, qa in enumerate(bp.qas):
            right = bp.correct_choices(p, q)
            c = int(rng.choice(right)) if rng.random() < p_correct else int(rng.integers(len(qa.answer_choices)))
            overall.append(OverallAnswer(question=q, raw="", choice=c, json_error=bool(rng.random() < 0.1)))
            if diagnosis:
                vals = {}
                for v in qa.required_info:
                    r = rng.random()
                    vals[v] = bp.periods[p].state[v] if r < 0.5 else (None if r < 0.6 else str(rng.choice(bp.state_schema[v])))
                diag.append(DiagnosisAnswer(question=q, raw="", values=vals, json_error=bool(rng.random() < 0.1)))
        periods.append(PeriodResult(period=p, overall=overall, diagnosis=diag))
    return EpisodeResult(agent=agent, user=bp.id, replica=replica, periods=periods)


def make_upper_bound(rng: np.random.Generator, bp: Blueprint, p_correct: float = 0.8) -> UpperBoundResult:
    answers = []
    for q, qa in enumerate(bp.qas):
        for ci, ch in enumerate(qa.answer_choices):
            c = ci if rng.random() < p_correct else int(rng.integers(len(qa.answer_choices)))
            answers.append(UpperBoundAnswer(question=q, variant=list(ch.state), raw="", choice=c, json_error=False))
    return UpperBoundResult(user=bp.id, answers=answers)


def make_world(seed: int, n_users: int = 3, max_periods: int = 5, n_questions: int = 3, diagnosis: bool = True):
    """(blueprints, episodes, upper_bound by user); users have 1..max_periods periods."""
    rng = np.random.default_rng(seed)
    bps = [make_blueprint(rng, f"u{i}", int(rng.integers(1, max_periods + 1)), n_questions) for i in range(n_users)]
    eps = [make_episode(rng, bp, diagnosis=diagnosis) for bp in bps]
    ub = {bp.id: make_upper_bound(rng, bp) for bp in bps}
    return bps, eps, ub


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 2**32 - 1))
def test_world_is_valid_and_deterministic(seed):
    a = make_world(seed)
    b = make_world(seed)
    assert a[0] == b[0] and a[1] == b[1] and a[2] == b[2]
    for bp in a[0]:
        validate(bp)
