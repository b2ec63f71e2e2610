"""Tests written for mutants of replaykit/scoring/ that the other tests let live (`make
mutation`, docs/mutation-survivors.md). Each states its expected value worked out by hand."""

from __future__ import annotations

import json

import pytest

from replaykit.scoring import reference_answer as ra

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
    # w has no off-policy score and v no on-policy one: both are left out; a and b tie on-policy
    cmp = compare_policies({"b": 0.5, "w": 0.9, "a": 0.5, "c": 0.25}, {"a": 0.75, "b": 0.5, "c": 0.0, "v": 1.0})
    assert cmp.rows == [
        PolicyRow(agent="a", on_policy=0.5, off_policy=0.75, difference=0.25, rank_on=1, rank_off=1, rank_change=0),
        PolicyRow(agent="b", on_policy=0.5, off_policy=0.5, difference=0.0, rank_on=1, rank_off=2, rank_change=-1),
        PolicyRow(agent="c", on_policy=0.25, off_policy=0.0, difference=-0.25, rank_on=3, rank_off=3, rank_change=0),
    ]
    # pairs (a, b): on tied, off a > b; (a, c) and (b, c) concordant: 2 / sqrt(2 * 3)
    assert cmp.kendall_tau == pytest.approx(2 / 6 ** 0.5, abs=1e-15)
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
