"""Analyses across runs: on- vs off-policy ranks (paper Table 2) and variance over replicas (Table 8).

Pure functions, no I/O. Randomness (the bootstrap) comes from a generator seeded by the caller.
"""

from __future__ import annotations

import math
from typing import Mapping, Sequence

import numpy as np

from replaykit._util import seeds
from replaykit.base import Strict


def ranks(scores: Mapping[str, float]) -> dict[str, int]:
    """Competition ranks (1 = best) by descending score; ties share the best rank, names break nothing."""
    values = sorted(scores.values(), reverse=True)
    return {name: 1 + values.index(s) for name, s in scores.items()}


def kendall_tau(a: Sequence[float], b: Sequence[float]) -> float:
    """Kendall's tau-b between two paired score lists (ties handled); nan when undefined."""
    x = np.asarray(a, dtype=float)
    y = np.asarray(b, dtype=float)
    if x.shape != y.shape or x.ndim != 1:
        raise ValueError("kendall_tau needs two 1-D sequences of the same length")
    n = len(x)
    if n < 2:
        return math.nan
    i, j = np.triu_indices(n, 1)  # pairs i < j
    dx = np.sign(x[i] - x[j])
    dy = np.sign(y[i] - y[j])
    concordant_minus_discordant = float(np.sum(dx * dy))
    n0 = len(i)
    tx = n0 - float(np.sum(dx == 0))
    ty = n0 - float(np.sum(dy == 0))
    if tx == 0 or ty == 0:
        return math.nan
    return concordant_minus_discordant / float(np.sqrt(tx * ty))


class PolicyRow(Strict):
    agent: str
    on_policy: float
    off_policy: float
    difference: float
    """off - on."""
    rank_on: int
    rank_off: int
    rank_change: int
    """rank_on - rank_off: positive means the agent ranks higher off-policy (paper's up triangle)."""


class PolicyComparison(Strict):
    rows: list[PolicyRow]
    kendall_tau: float | None
    """None when undefined (fewer than two agents or all scores tied)."""


def compare_policies(on: Mapping[str, float], off: Mapping[str, float]) -> PolicyComparison:
    """Paper Table 2: per agent on/off-policy scores, difference, rank change; Kendall tau of the two rankings."""
    agents = [a for a in on if a in off]
    on_s = {a: on[a] for a in agents}
    off_s = {a: off[a] for a in agents}
    r_on, r_off = ranks(on_s), ranks(off_s)
    rows = [
        PolicyRow(
            agent=a,
            on_policy=on_s[a],
            off_policy=off_s[a],
            difference=off_s[a] - on_s[a],
            rank_on=r_on[a],
            rank_off=r_off[a],
            rank_change=r_on[a] - r_off[a],
        )
        for a in sorted(agents, key=lambda a: (r_on[a], a))
    ]
    tau = kendall_tau([on_s[a] for a in agents], [off_s[a] for a in agents])  # nan for fewer than 2 agents
    return PolicyComparison(rows=rows, kendall_tau=None if np.isnan(tau) else tau)


class Spread(Strict):
    mean: float
    std: float
    """Sample standard deviation (ddof=1) across replicas; 0 for one replica."""
    ci_low: float
    ci_high: float
    """95% percentile bootstrap interval of the mean, resampling users."""
    replicas: int
    users: int


def seeded_rng(*parts: object) -> np.random.Generator:
    """A numpy generator seeded from sha256 of the parts (never Python's hash())."""
    return np.random.default_rng(seeds.seed_int(*parts, byteorder="little"))


def replica_spread(per_user: np.ndarray, *, seed: object = 0, resamples: int = 2000) -> Spread:
    """Variance across replicas (paper Table 8).

    ``per_user`` is a (replicas, users) matrix of a score per replica and user. The mean and
    standard deviation are over replica means; the 95% interval bootstraps users (all
    replicas of a drawn user move together), with a generator seeded by ``seed``.
    """
    m = np.asarray(per_user)  # means of any numeric dtype are floats
    if m.ndim != 2 or m.size == 0:
        raise ValueError("replica_spread needs a non-empty (replicas, users) matrix")
    n_rep, n_users = m.shape
    rep_means = m.mean(axis=1)
    std = float(rep_means.std(ddof=1)) if n_rep > 1 else 0.0
    rng = seeded_rng("bootstrap", seed)
    idx = rng.integers(n_users, size=(resamples, n_users))  # in [0, n_users)
    user_means = m.mean(axis=0)  # mean over replicas per user
    boot = user_means[idx].mean(axis=1)
    lo, hi = np.percentile(boot, [2.5, 97.5])
    return Spread(
        mean=float(rep_means.mean()),
        std=std,
        ci_low=float(lo),
        ci_high=float(hi),
        replicas=int(n_rep),
        users=int(n_users),
    )
