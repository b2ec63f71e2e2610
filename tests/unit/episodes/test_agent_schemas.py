"""Every JSON schema an agent or the episode runner sends is inside OpenAI's strict subset (issue 9).

Checked with replaykit.gateway.strict_schema, the validator the gateway runs before a strict request.
"""

import json

import pytest

from replaykit.episodes.agents.awe import DECIDE_SCHEMA, EXTRACT_SCHEMA, parse_facts, parse_operations
from replaykit.episodes.agents.awi import UPDATE_SCHEMA, parse_update
from replaykit.episodes.questions import answer_schema, diagnosis_schema, question_variables
from replaykit.gateway import strict_schema as strict
from tests.unit._episode_fakes import small_blueprint


def _schemas():
    bp = small_blueprint()
    yield "memory_update", UPDATE_SCHEMA
    yield "facts", EXTRACT_SCHEMA
    yield "operations", DECIDE_SCHEMA
    for n in (2, 4, 7):
        yield f"answer{n}", answer_schema(n)
    for q in range(len(bp.qas)):
        yield f"state{q}", diagnosis_schema(question_variables(bp, q))


@pytest.mark.parametrize("name,schema", list(_schemas()))
def test_schema_is_strict(name, schema):
    assert strict.strict_violations(schema, name=name) == []


def test_replies_in_the_strict_shapes_parse():
    assert parse_update(json.dumps({"memories": [{"name": "diet", "value": "vegan"}]})) == {"diet": "vegan"}
    assert parse_facts(json.dumps({"facts": ["a", "b"]})) == ["a", "b"]
    ops = {"operations": [{"event": "ADD", "id": None, "text": "x"}, {"event": "DELETE", "id": "0", "text": None},
                          {"event": "NONE", "id": None, "text": None}]}
    assert parse_operations(json.dumps(ops)) == [{"event": "ADD", "id": None, "text": "x"},
                                                 {"event": "DELETE", "id": "0", "text": None},
                                                 {"event": "NONE", "id": None, "text": None}]
