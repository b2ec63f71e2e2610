import math

import msgspec
from hypothesis import given, settings
from hypothesis import strategies as st

from replaykit._util.leaves import flatten
from replaykit.release.report import render_results
from replaykit.release.results import compare_results, encode_results

leaf = st.one_of(st.none(), st.integers(-5, 5), st.floats(allow_nan=False, allow_infinity=False), st.text(max_size=3))
doc = st.recursive(leaf, lambda c: st.one_of(st.lists(c, max_size=3), st.dictionaries(st.text(min_size=1, max_size=4), c, max_size=3)), max_leaves=20)


@given(st.dictionaries(st.text(min_size=1, max_size=4), doc, max_size=4))
@settings(max_examples=150, deadline=None)
def test_identical_documents_verify_through_the_published_encoding(d):
    round_tripped = msgspec.json.decode(encode_results(d))
    v = compare_results(d, round_tripped)
    assert v.differences == []
    assert v.matched == v.checked == sum(
        1 for _, x in flatten(d) if isinstance(x, (int, float)) and not isinstance(x, bool)
    )


def test_a_changed_number_is_named():
    pub = {"on_policy": {"native": {"overall": 0.25, "per_period": {"overall": [0.5, 0.0]}}}}
    rec = {"on_policy": {"native": {"overall": 0.25, "per_period": {"overall": [0.5, 1e-17]}}}}
    v = compare_results(pub, rec)
    assert v.checked == 3 and v.matched == 2
    assert v.differences == ["on_policy.native.per_period.overall[1]: published 0.0, recomputed 1e-17"]


def test_int_and_float_are_not_the_same_number_and_missing_leaves_are_named():
    v = compare_results({"a": 1, "b": 2.0}, {"a": 1.0, "c": 3})
    assert v.matched == 0
    assert "a: published 1, recomputed 1.0" in v.differences
    assert "b: published 2.0, not recomputed" in v.differences
    assert "c: recomputed 3, not published" in v.differences


def test_nan_equals_nan():
    assert compare_results({"x": math.nan}, {"x": math.nan}).differences == []


def test_render_results_shows_every_agent():
    scores = {"overall": 0.5, "upper_bound": None, "random": 0.25, "memory": None, "memory_pooled": None,
              "json_error_rate": 0.0, "diagnosis_json_error_rate": 0.0,
              "diagnosis": {"write": 0.1, "read": 0.2, "utilization": 0.2},
              "per_period": {"overall": [0.5], "memory": [None], "upper_bound": [None], "random": [0.25]}}
    md = render_results({"release": "t", "on_policy": {"native": scores, "awi": scores}, "off_policy": {},
                         "policy_comparison": {}, "variance": {}, "usage": {}})
    assert "| native | 0.500 |" in md and "| awi | 0.500 |" in md
