import numpy as np
import pytest

from replaykit.episodes.agents.vectorindex import VectorIndex
from replaykit.errors import AgentError


def test_search_ranks_by_cosine_not_magnitude():
    idx = VectorIndex()
    idx.add("a", [1.0, 0.0])
    idx.add("b", [10.0, 10.0])
    idx.add("c", [0.0, 5.0])
    hits = idx.search([0.1, 1.0], 3)
    assert [h[0] for h in hits] == ["c", "b", "a"]
    assert hits[0][1] == pytest.approx(1 / np.sqrt(1.01), abs=1e-9)


def test_ties_break_by_insertion_order_and_k_limits():
    idx = VectorIndex()
    for name in ["z", "y", "x", "w"]:
        idx.add(name, [1.0, 1.0])
    assert [h[0] for h in idx.search([2.0, 2.0], 3)] == ["z", "y", "x"]
    assert idx.search([1.0, 0.0], 0) == []
    assert VectorIndex().search([1.0, 0.0], 3) == []


def test_replace_keeps_position_and_remove():
    idx = VectorIndex()
    idx.add("a", [1.0, 0.0])
    idx.add("b", [1.0, 0.0])
    idx.add("a", [1.0, 0.0])  # replaced: still older than b
    assert [h[0] for h in idx.search([1.0, 0.0], 2)] == ["a", "b"]
    assert idx.remove("a") and not idx.remove("a")
    assert idx.ids() == ["b"] and len(idx) == 1


def test_snapshot_roundtrip_gives_same_results():
    rng = np.random.default_rng(3)
    idx = VectorIndex()
    for i in range(50):
        idx.add(f"m{i}", rng.normal(size=16).tolist())
    q = rng.normal(size=16).tolist()
    again = VectorIndex.from_snapshot(idx.snapshot())
    assert again.search(q, 7) == idx.search(q, 7)


def test_dimension_mismatch_and_nan_are_named_errors():
    idx = VectorIndex()
    idx.add("a", [1.0, 0.0])
    with pytest.raises(AgentError, match="dimension 3"):
        idx.add("b", [1.0, 0.0, 0.0])
    with pytest.raises(AgentError, match="NaN"):
        idx.add("c", [float("nan"), 0.0])
