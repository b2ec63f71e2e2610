"""Hypothesis strategies for property-testing metric code (yours or replaykit's).

Needs hypothesis (``pip install 'amemgym-replaykit[dev]'``). Everything is drawn from a seed, so a
failing example shrinks to a seed and replays exactly.

- ``blueprints()``: one valid blueprint (2-4 state variables, 1..``max_periods`` periods,
  questions whose answer choices cover the states the user goes through);
- ``worlds()``: (blueprints, on-policy episodes, upper-bound results by user), the inputs of
  ``replaykit.scoring.metrics.build_matrices``;
- ``answer_matrices()``: (overall, ub, random, cell) arrays with ragged periods per user and
  garbage outside the cell mask, the inputs of the matrix-level metric functions;
- ``runs()``: a loaded ``replaykit.data.result.Run`` (what ``score_run`` takes), with replicas.

Example (docs/testing.md): a user-written metric must not depend on the order of users::

    from hypothesis import given
    from replaykit.testing import worlds
    from replaykit.scoring.metrics import build_matrices, score

    @given(worlds())
    def test_my_metric_ignores_user_order(world):
        bps, eps, ub = world
        a = score(build_matrices(bps, eps, ub))["overall"]
        b = score(build_matrices(bps[::-1], eps, ub))["overall"]
        assert a == b

The plain generators (``make_blueprint``, ``make_episode``, ``make_upper_bound``,
``make_world``) take a numpy Generator or a seed, for tests that want one fixed world.
"""

from __future__ import annotations

import numpy as np
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
    Run,
    RunManifest,
    UpperBoundAnswer,
    UpperBoundResult,
)

__all__ = ["answer_matrices", "blueprints", "make_blueprint", "make_episode", "make_upper_bound", "make_world",
           "runs", "worlds"]

SEEDS = st.integers(0, 2**32 - 1)


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


@st.composite
def blueprints(draw, max_periods: int = 5, max_questions: int = 4) -> Blueprint:
    rng = np.random.default_rng(draw(SEEDS))
    return make_blueprint(rng, "u0", draw(st.integers(1, max_periods)), draw(st.integers(1, max_questions)))


@st.composite
def worlds(draw, max_users: int = 4, max_periods: int = 5, n_questions: int = 3, diagnosis: bool = True):
    """(blueprints, episodes, upper_bound by user) of 1..``max_users`` users."""
    return make_world(draw(SEEDS), n_users=draw(st.integers(1, max_users)), max_periods=max_periods,
                      n_questions=n_questions, diagnosis=diagnosis)


@st.composite
def answer_matrices(draw, max_users: int = 5, max_periods: int = 6, max_questions: int = 5):
    """(overall, ub, random, cell): (U, P, Q) arrays; users have 1..P periods (one has all P);
    values outside ``cell`` are garbage (7, -3, 11) that a correct metric never reads."""
    rng = np.random.default_rng(draw(SEEDS))
    U, P, Q = draw(st.integers(1, max_users)), draw(st.integers(1, max_periods)), draw(st.integers(1, max_questions))
    n_p = rng.integers(1, P + 1, size=U)
    n_p[rng.integers(U)] = P
    cell = np.broadcast_to(np.arange(P)[None, :, None] < n_p[:, None, None], (U, P, Q)).copy()
    overall = rng.integers(0, 2, size=(U, P, Q)).astype(float)
    ub = rng.integers(0, 2, size=(U, P, Q)).astype(float)
    rnd = rng.integers(1, 4, size=(U, P, Q)) / rng.integers(4, 8, size=(U, P, Q))
    overall[~cell], ub[~cell], rnd[~cell] = 7.0, -3.0, 11.0
    return overall, ub, rnd, cell


@st.composite
def runs(draw, max_users: int = 3, max_replicas: int = 3, agents: tuple[str, ...] = ("a", "b")):
    """A ``Run`` (replaykit.data.result) with ``agents`` on-policy over 1..``max_replicas`` replicas."""

    seed = draw(SEEDS)
    rng = np.random.default_rng(seed)
    bps, _, ub = make_world(seed, n_users=draw(st.integers(1, max_users)))
    n_rep = draw(st.integers(1, max_replicas))
    eps = [make_episode(rng, bp, agent=a, replica=r) for a in agents for bp in bps for r in range(n_rep)]
    order = {bp.id: i for i, bp in enumerate(bps)}
    eps.sort(key=lambda e: (e.agent, e.policy, order[e.user], e.replica))
    return Run(manifest=RunManifest(name="generated", replicas=n_rep), blueprints=bps, episodes=eps, upper_bound=ub)
