"""Tests written against mutants of replaykit/scoring/analysis.py that survived the rest of the suite
(`make mutation`, docs/mutation-survivors.md). Every expected value is worked out by hand,
never taken from the code under test."""

from __future__ import annotations

import pytest


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


def test_kendall_tau_takes_booleans_as_numbers():
    from replaykit.scoring.analysis import kendall_tau

    # as 1/0: pairs (0, 1) concordant (1 > 0, .5 > .25), (0, 2) tied in a, (1, 2) concordant: 2 / sqrt(2 * 3)
    assert kendall_tau([True, False, True], [0.5, 0.25, 1.0]) == pytest.approx(2 / 6 ** 0.5, abs=1e-15)
    assert kendall_tau([0.5, 0.25, 1.0], [True, False, True]) == pytest.approx(2 / 6 ** 0.5, abs=1e-15)
