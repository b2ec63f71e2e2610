import itertools
import math

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from replaykit.scoring.analysis import compare_policies, kendall_tau, ranks, replica_spread


def brute_tau_b(a, b):
    n = len(a)
    c = d = tx = ty = 0
    for i, j in itertools.combinations(range(n), 2):
        sx = np.sign(a[i] - a[j])
        sy = np.sign(b[i] - b[j])
        if sx == 0 and sy == 0:
            continue
        if sx == 0:
            tx += 1
        elif sy == 0:
            ty += 1
        elif sx == sy:
            c += 1
        else:
            d += 1
    denom = math.sqrt((c + d + tx) * (c + d + ty))
    return float("nan") if denom == 0 else (c - d) / denom


scores = st.lists(st.integers(0, 5).map(float), min_size=2, max_size=9)


@given(st.data())
@settings(max_examples=200, deadline=None)
def test_kendall_tau_matches_pairwise_definition(data):
    a = data.draw(scores)
    b = data.draw(st.lists(st.integers(0, 5).map(float), min_size=len(a), max_size=len(a)))
    got, want = kendall_tau(a, b), brute_tau_b(a, b)
    assert (math.isnan(got) and math.isnan(want)) or abs(got - want) < 1e-12
    if not math.isnan(got):
        assert -1 - 1e-12 <= got <= 1 + 1e-12


def test_kendall_tau_extremes():
    assert kendall_tau([1, 2, 3], [1, 2, 3]) == 1.0
    assert kendall_tau([1, 2, 3], [3, 2, 1]) == -1.0
    assert math.isnan(kendall_tau([1, 1, 1], [1, 2, 3]))


def test_ranks_share_ties():
    assert ranks({"a": 0.5, "b": 0.7, "c": 0.5}) == {"b": 1, "a": 2, "c": 2}


def test_compare_policies_rank_change_and_difference():
    cmp = compare_policies({"x": 0.3, "y": 0.2, "z": 0.1}, {"x": 0.1, "y": 0.25, "z": 0.2})
    rows = {r.agent: r for r in cmp.rows}
    assert [r.agent for r in cmp.rows] == ["x", "y", "z"]
    assert rows["x"].rank_change == 1 - 3
    assert rows["y"].rank_change == 2 - 1
    assert abs(rows["x"].difference - (-0.2)) < 1e-12
    assert cmp.kendall_tau == kendall_tau([0.3, 0.2, 0.1], [0.1, 0.25, 0.2])


def test_replica_spread_is_seeded_and_brackets_the_mean():
    rng = np.random.default_rng(0)
    m = rng.random((3, 6))
    s1 = replica_spread(m, seed="run")
    s2 = replica_spread(m, seed="run")
    assert s1 == s2
    assert s1.ci_low <= s1.mean <= s1.ci_high
    assert abs(s1.std - m.mean(axis=1).std(ddof=1)) < 1e-12
    assert replica_spread(m[:1], seed=1).std == 0.0
