"""replaykit.gateway.strict_schema: OpenAI's strict Structured Outputs subset, rule by rule.

Each rule of the guide has a schema inside it that passes and one just outside that fails
naming the path; limits are tested at the boundary; hypothesis builds nested schemas inside
the subset (accepted unless deeper than the nesting limit, judged by an independent depth
count here) and mutates one object node of them (rejected, naming that node's path).
"""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from replaykit.errors import ConfigError, ReplaykitError, StrictSchemaError
from replaykit.gateway.strict_schema import LIMITS, check_strict, strict_violations
from tests.unit._strict_strategies import MUTATIONS, ROOTS, depth, objects


def obj(**props) -> dict:
    return {"type": "object", "properties": props, "required": list(props), "additionalProperties": False}


S = {"type": "string"}

GOOD = {
    "flat": obj(name=S, age={"type": "integer"}, score={"type": "number"}, ok={"type": "boolean"}),
    "nullable union type": obj(unit={"type": ["string", "null"], "enum": ["F", "C", None]}),
    "empty object": obj(),
    "nested objects and arrays": obj(steps={"type": "array", "items": obj(explanation=S, output=S)}, final=S),
    "anyOf of objects": obj(item={"anyOf": [obj(name=S, age={"type": "number"}), obj(street=S, city=S)]}),
    "anyOf with null": obj(next={"anyOf": [S, {"type": "null"}]}),
    "enum without type": obj(choice={"enum": ["a", "b", 3, None]}),
    "const": obj(kind={"type": "string", "const": "fixed"}, n={"const": 3}),
    "string pattern and format": obj(user={"type": "string", "pattern": "^@[a-z]+$"},
                                     when={"type": "string", "format": "date-time"}, mail={"type": "string", "format": "email"}),
    "number bounds": obj(x={"type": "number", "minimum": 0, "maximum": 1, "multipleOf": 0.5},
                         y={"type": "integer", "exclusiveMinimum": 0, "exclusiveMaximum": 10}),
    "array bounds": obj(tags={"type": "array", "items": S, "minItems": 1, "maxItems": 3}),
    "annotations": {**obj(x={"type": "string", "description": "the x", "title": "X"}), "title": "T", "description": "d"},
    "definitions": {**obj(steps={"type": "array", "items": {"$ref": "#/$defs/step"}}), "$defs": {"step": obj(text=S)}},
    "recursion through $defs": {**obj(head={"$ref": "#/$defs/node"}),
                                "$defs": {"node": obj(value={"type": "number"},
                                                      next={"anyOf": [{"$ref": "#/$defs/node"}, {"type": "null"}]})}},
    "root recursion": obj(label=S, children={"type": "array", "items": {"$ref": "#"}}),
}

# (schema, path, what the violation says)
BAD = {
    "root anyOf": ({"anyOf": [obj(a=S), obj(b=S)]}, "$", "not 'anyOf'"),
    "root array": ({"type": "array", "items": S}, "$", "the root must have \"type\": \"object\""),
    "root not a dict": ([1], "$", "must be a JSON object"),
    "additionalProperties missing": ({"type": "object", "properties": {"a": S}, "required": ["a"]}, "$",
                                     "'additionalProperties' must be false (is missing)"),
    "additionalProperties true": ({**obj(a=S), "additionalProperties": True}, "$", "must be false (is True)"),
    "additionalProperties schema (dynamic keys)": (obj(m={"type": "object", "additionalProperties": S}), "$.properties.m",
                                                   "must be false (is a schema)"),
    "patternProperties": (obj(m={**obj(), "patternProperties": {"^x": S}}), "$.properties.m", "'patternProperties' is not supported"),
    "a property not required": ({**obj(a=S, b=S), "required": ["a"]}, "$", "missing 'b'"),
    "required names an unknown property": ({**obj(a=S), "required": ["a", "zz"]}, "$", "do not exist: 'zz'"),
    "required twice": ({**obj(a=S), "required": ["a", "a"]}, "$", "lists a property twice"),
    "unsupported type": (obj(d={"type": "date"}), "$.properties.d", "type 'date' is not supported"),
    "no type": (obj(d={"description": "anything"}), "$.properties.d", "needs a 'type'"),
    "allOf": (obj(d={"allOf": [S]}), "$.properties.d", "'allOf' is not supported"),
    "not": (obj(d={"type": "string", "not": {"const": "x"}}), "$.properties.d", "'not' is not supported"),
    "if/then/else": (obj(d={"type": "string", "if": S, "then": S, "else": S}), "$.properties.d", "'if' is not supported"),
    "dependentRequired": ({**obj(a=S), "dependentRequired": {"a": []}}, "$", "'dependentRequired' is not supported"),
    "dependentSchemas": ({**obj(a=S), "dependentSchemas": {"a": obj()}}, "$", "'dependentSchemas' is not supported"),
    "oneOf": (obj(d={"oneOf": [S, {"type": "null"}]}), "$.properties.d", "keyword 'oneOf' is not supported"),
    "default": (obj(d={"type": "string", "default": "x"}), "$.properties.d", "keyword 'default' is not supported"),
    "minLength": (obj(d={"type": "string", "minLength": 1}), "$.properties.d", "keyword 'minLength' is not supported"),
    "uniqueItems": (obj(d={"type": "array", "items": S, "uniqueItems": True}), "$.properties.d", "'uniqueItems' is not supported"),
    "minProperties": ({**obj(a=S), "minProperties": 1}, "$", "'minProperties' is not supported"),
    "unsupported format": (obj(d={"type": "string", "format": "uri"}), "$.properties.d", "format 'uri' is not supported"),
    "array keyword on a string": (obj(d={"type": "string", "minItems": 1}), "$.properties.d", "'minItems' applies only to type array"),
    "array without items": (obj(d={"type": "array"}), "$.properties.d", "needs 'items'"),
    "tuple items": (obj(d={"type": "array", "items": [S, S]}), "$.properties.d.items", "must be a JSON object"),
    "$ref to a missing definition": (obj(d={"$ref": "#/$defs/nope"}), "$.properties.d", "names no definition"),
    "$ref outside the document": (obj(d={"$ref": "https://example.com/s.json"}), "$.properties.d", "must be '#' or '#/$defs/NAME'"),
    "definitions (not $defs)": ({**obj(d={"$ref": "#/definitions/x"}), "definitions": {"x": S}}, "$", "keyword 'definitions'"),
    "$defs below the root": (obj(d={**obj(), "$defs": {"x": S}}), "$.properties.d", "only supported at the root"),
    "a violation inside $defs": ({**obj(a={"$ref": "#/$defs/x"}), "$defs": {"x": {"type": "object", "properties": {}}}},
                                 "$.$defs.x", "'additionalProperties' must be false"),
    "empty enum": (obj(d={"type": "string", "enum": []}), "$.properties.d", "'enum' must be a non-empty array"),
    "enum value of the wrong type": (obj(d={"type": "string", "enum": ["a", 1]}), "$.properties.d", "enum value 1 does not match"),
    "object enum value": (obj(d={"enum": [{"a": 1}]}), "$.properties.d", "must be a string, number, boolean or null"),
    "const of the wrong type": (obj(d={"type": "integer", "const": "1"}), "$.properties.d", "'const' '1' does not match"),
    "empty anyOf": (obj(d={"anyOf": []}), "$.properties.d", "non-empty array"),
    "bad anyOf branch": (obj(d={"anyOf": [S, {"type": "object", "properties": {}}]}), "$.properties.d.anyOf[1]",
                         "'additionalProperties' must be false"),
    "anyOf objects sharing their first key": (obj(d={"anyOf": [obj(kind=S, a=S), obj(kind=S, b=S)]}), "$.properties.d",
                                              "must not share their first key (shared: 'kind')"),
    "type listed twice": (obj(d={"type": ["string", "string"]}), "$.properties.d", "lists a type twice"),
}


@pytest.mark.parametrize("schema", GOOD.values(), ids=GOOD.keys())
def test_schemas_inside_the_subset_pass(schema):
    assert strict_violations(schema) == []
    check_strict(schema, "ok")  # no raise


@pytest.mark.parametrize("case", BAD.values(), ids=BAD.keys())
def test_schemas_outside_the_subset_fail_naming_the_path(case):
    schema, path, what = case
    violations = strict_violations(schema, name="probe")
    assert any(v.startswith(f"schema probe at {path}: ") and what in v for v in violations), violations


def test_violation_format_and_the_error():
    schema = obj(x={"type": "object", "properties": {"a": S}, "required": ["a"]})
    assert strict_violations(schema, name="profile") == [
        "schema profile at $.properties.x: 'additionalProperties' must be false (is missing)"]
    with pytest.raises(StrictSchemaError) as err:
        check_strict(schema, "profile")
    e = err.value
    assert isinstance(e, ConfigError) and isinstance(e, ReplaykitError)
    assert e.schema_name == "profile" and e.violations == strict_violations(schema, name="profile")
    assert "'profile'" in str(e) and "$.properties.x" in str(e) and "structured_output" in str(e)
    many = obj(**{f"p{i}": {"type": "object", "properties": {}} for i in range(8)})
    with pytest.raises(StrictSchemaError, match="and 3 more"):
        check_strict(many, "many")


# -- limits, at the boundary -----------------------------------------------------------------
def _chain(levels: int) -> dict:
    """An object schema `levels` levels deep (objects and arrays alternating below the root)."""
    node: dict = S
    for i in range(levels - 1, 0, -1):
        node = obj(x=node) if i % 2 == 0 else {"type": "array", "items": node}
    return obj(x=node)


def test_nesting_depth_limit():
    limit = LIMITS["nesting_depth"]
    assert limit == 10
    assert strict_violations(_chain(limit)) == []
    v = strict_violations(_chain(limit + 1))
    assert len(v) == 1 and "11 levels of nesting exceed the limit of 10" in v[0]
    # anyOf and $ref add no level; the depth through a $ref counts where it is used
    deep_def = {**obj(a={"anyOf": [{"$ref": "#/$defs/d"}, {"type": "null"}]}), "$defs": {"d": _chain(limit - 1)}}
    assert strict_violations(deep_def) == []
    deeper = {**obj(a={"type": "array", "items": {"$ref": "#/$defs/d"}}), "$defs": {"d": _chain(limit - 1)}}
    assert any("levels of nesting" in v for v in strict_violations(deeper))


def test_total_properties_limit():
    n = LIMITS["object_properties"]
    wide = obj(**{f"p{i}": S for i in range(n)})
    assert strict_violations(wide) == []
    v = strict_violations(obj(**{f"p{i}": S for i in range(n)}, extra=obj(one=S)))
    assert v == [f"schema schema at $: {n + 2} object properties in total exceed the limit of {n}"]


def test_enum_value_limits():
    n = LIMITS["enum_values"]
    half = n // 2
    ok = obj(a={"type": "integer", "enum": list(range(half))}, b={"type": "integer", "enum": list(range(n - half))})
    assert strict_violations(ok) == []
    over = obj(a={"type": "integer", "enum": list(range(half))}, b={"type": "integer", "enum": list(range(n - half + 1))})
    assert any(f"{n + 1} enum values in total exceed the limit of {n}" in v for v in strict_violations(over))


def test_large_string_enum_limit():
    many, chars = LIMITS["large_enum_values"], LIMITS["large_enum_chars"]
    assert (many, chars) == (250, 15_000)  # OpenAI's documented limits, which the cases below are built around
    # at most 250 values: long strings allowed
    assert strict_violations(obj(a={"type": "string", "enum": [f"{i:03d}" + "x" * 96 for i in range(many)]})) == []
    # more than 250 values: at most 15,000 characters (251 values of 59 chars = 14,809; of 60 = 15,060)
    assert strict_violations(obj(a={"type": "string", "enum": [f"{i:03d}" + "x" * 56 for i in range(many + 1)]})) == []
    v = strict_violations(obj(a={"type": "string", "enum": [f"{i:03d}" + "x" * 57 for i in range(many + 1)]}))
    assert len(v) == 1 and "15060 characters" in v[0] and v[0].startswith("schema schema at $.properties.a:")


def test_total_string_length_limit():
    limit = LIMITS["total_string_chars"]
    names = {f"{i:04d}" + "n" * 96: S for i in range(limit // 100)}  # property names, exactly at the limit
    assert strict_violations(obj(**names)) == []
    v = strict_violations(obj(**names, z={"const": "c"}))  # 1 name char + 1 const char over
    assert len(v) == 1 and f"total {limit + 2} characters" in v[0]
    with_defs = {**obj(**names), "$defs": {"d": S}}  # a definition name counts too
    assert any("characters" in v for v in strict_violations(with_defs))


# -- hypothesis: nested schemas inside the subset, and one mutation away from it ------------
@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(ROOTS)
def test_generated_schemas_inside_the_subset_pass(schema):
    violations = strict_violations(schema)
    if depth(schema) <= LIMITS["nesting_depth"]:
        assert violations == []
    else:
        assert len(violations) == 1 and "levels of nesting" in violations[0]


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(ROOTS, st.data(), st.sampled_from(sorted(MUTATIONS)))
def test_one_mutation_outside_the_subset_is_rejected_at_its_path(schema, data, mutation):
    nodes = list(objects(schema))
    path, node = data.draw(st.sampled_from(nodes))
    apply, what = MUTATIONS[mutation]
    apply(node)
    violations = strict_violations(schema, name="m")
    assert any(v.startswith(f"schema m at {path}: ") and what in v for v in violations), (path, violations)
    with pytest.raises(StrictSchemaError):
        check_strict(schema, "m")
