"""Unit and property tests for replaykit.scoring.answer (the shared answer parser)."""

from __future__ import annotations

import json

from hypothesis import given, settings
from hypothesis import strategies as st

from replaykit.scoring.answer import (
    extract_json_object,
    fallback_choice,
    parse_choice,
    parse_diagnosis,
    parse_diagnosis_fields,
)

# -- parse_choice ------------------------------------------------------------------------


def test_fenced_block_is_parsed_and_made_zero_based():
    assert parse_choice('```json\n{\n    "answer": 2\n}\n```', 4) == 1


def test_bare_object_and_text_around_it():
    assert parse_choice('{"answer": 1}', 3) == 0
    assert parse_choice('Sure! My choice is {"answer": 3} because...', 3) == 2
    assert parse_choice('Here:\n```\n{"answer": 2}\n```\nthanks', 3) == 1


def test_out_of_range_and_non_integer_answers_are_errors():
    for raw in ['{"answer": 0}', '{"answer": -1}', '{"answer": 5}', '{"answer": "2"}',
                '{"answer": 2.0}', '{"answer": true}', '{"answer": null}', '{"choice": 2}',
                '[2]', '2', '', 'not json at all', '```json\n{"answer": \n```']:
        assert parse_choice(raw, 4) is None, raw


def test_first_fenced_block_wins_over_later_objects():
    raw = '```json\n{"answer": 1}\n```\nor maybe {"answer": 2}'
    assert parse_choice(raw, 3) == 0


@given(n=st.integers(1, 30), a=st.integers(-5, 40),
       wrap=st.sampled_from(["{}", "```json\n{}\n```", "text {} more", "```\n{}\n```"]),
       indent=st.sampled_from([None, 4]))
def test_parse_choice_range_property(n, a, wrap, indent):
    raw = wrap.replace("{}", json.dumps({"answer": a}, indent=indent))
    got = parse_choice(raw, n)
    if 1 <= a <= n:
        assert got == a - 1
    else:
        assert got is None


@given(st.text(max_size=200), st.integers(1, 10))
def test_parse_choice_never_raises_and_stays_in_range(raw, n):
    got = parse_choice(raw, n)
    assert got is None or 0 <= got < n


# -- parse_diagnosis ---------------------------------------------------------------------

SCHEMA = {"size": ["small", "large"], "time": ["little", "plenty", "some"]}


def test_diagnosis_values_and_errors():
    raw = '```json\n{"size": "large", "time": "plenty"}\n```'
    assert parse_diagnosis(raw, SCHEMA) == ({"size": "large", "time": "plenty"}, False)


def test_diagnosis_value_not_a_choice_is_none_but_not_an_error():
    raw = '{"size": ["small", "large"], "time": "lots"}'
    values, err = parse_diagnosis(raw, SCHEMA)
    assert values == {"size": None, "time": None}
    assert err is False


def test_diagnosis_missing_key_is_an_error_for_that_variable_only():
    values, missing = parse_diagnosis_fields('{"size": "small"}', SCHEMA)
    assert values == {"size": "small", "time": None}
    assert missing == {"size": False, "time": True}
    assert parse_diagnosis('{"size": "small"}', SCHEMA)[1] is True


def test_diagnosis_unparseable():
    values, err = parse_diagnosis("I think it is large", SCHEMA)
    assert values == {"size": None, "time": None} and err is True


@given(picks=st.fixed_dictionaries({v: st.one_of(st.none(), st.sampled_from(c + ["other"]))
                                    for v, c in SCHEMA.items()}))
def test_diagnosis_property(picks):
    obj = {k: v for k, v in picks.items() if v is not None}
    values, missing = parse_diagnosis_fields("```json\n" + json.dumps(obj) + "\n```", SCHEMA)
    for var, choices in SCHEMA.items():
        assert missing[var] == (var not in obj)
        assert values[var] == (obj[var] if obj.get(var) in choices else None)


# -- fallback_choice ---------------------------------------------------------------------


def test_fallback_known_value_is_stable():
    # pinned: a change here changes every recorded json_error score
    assert fallback_choice(0, "u1", 0, 0, 4) == 3
    values = [fallback_choice(7, "user", p, q, 5) for p in range(3) for q in range(3)]
    assert values == [3, 3, 3, 3, 4, 3, 1, 2, 1]
    assert len(set(fallback_choice(s, "u", 0, 0, 1000) for s in range(50))) > 40


@settings(max_examples=200)
@given(seed=st.integers(0, 2**32), user=st.text(max_size=20), p=st.integers(0, 50),
       q=st.integers(0, 50), n=st.integers(1, 12), salt=st.sampled_from(["overall", "upper_bound"]))
def test_fallback_in_range_and_deterministic(seed, user, p, q, n, salt):
    c = fallback_choice(seed, user, p, q, n, salt)
    assert 0 <= c < n
    assert c == fallback_choice(seed, user, p, q, n, salt)


def test_fallback_depends_on_every_input():
    base = fallback_choice(1, "u", 2, 3, 1000)
    others = [fallback_choice(2, "u", 2, 3, 1000), fallback_choice(1, "v", 2, 3, 1000),
              fallback_choice(1, "u", 3, 3, 1000), fallback_choice(1, "u", 2, 4, 1000),
              fallback_choice(1, "u", 2, 3, 1000, salt="upper_bound")]
    assert sum(o != base for o in others) >= 4


def test_extract_json_object_ignores_non_objects():
    assert extract_json_object("[1, 2]") is None
    assert extract_json_object('x [1] y {"a": 1} z') == {"a": 1}
