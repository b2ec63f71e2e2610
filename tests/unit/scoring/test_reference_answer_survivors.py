"""Tests written against mutants of replaykit/scoring/reference_answer.py that survived the rest of the suite
(`make mutation`, docs/mutation-survivors.md). Every expected value is worked out by hand,
never taken from the code under test."""

from __future__ import annotations

import json

import pytest

from replaykit.scoring import reference_answer as ra


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
