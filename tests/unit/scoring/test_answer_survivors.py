"""Tests written against mutants of replaykit/scoring/answer.py that survived the rest of the suite
(`make mutation`, docs/mutation-survivors.md). Every expected value is worked out by hand,
never taken from the code under test."""

from __future__ import annotations

import hashlib
import json

import pytest

from replaykit.scoring.answer import factual_recall_prompt, fallback_choice, parse_recall_verdicts


def _fallback_by_hand(seed, user, period, question, n, salt):
    key = json.dumps([salt, seed, user, period, question, n], separators=(",", ":"), ensure_ascii=True)
    return int.from_bytes(hashlib.sha256(key.encode()).digest()[:8], "big") % n


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
