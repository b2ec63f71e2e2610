"""A small synthetic AMemGym world (blueprints, episodes, upper bound) for metric and
importer tests, generated from a seed; plus tests that the generator itself is sound."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from replaykit.data.blueprint import validate
from replaykit.testing import make_blueprint, make_episode, make_upper_bound, make_world  # noqa: F401  (re-exported)


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 2**32 - 1))
def test_world_is_valid_and_deterministic(seed):
    a = make_world(seed)
    b = make_world(seed)
    assert a[0] == b[0] and a[1] == b[1] and a[2] == b[2]
    for bp in a[0]:
        validate(bp)
