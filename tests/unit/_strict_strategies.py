"""Hypothesis strategies for schemas inside OpenAI's strict subset, and mutations that leave it.

Shared by tests/unit/gateway/test_strict_schema.py and tests/integration/gateway/test_strict_endpoint.py.
"""

from __future__ import annotations

import json
import string

from hypothesis import strategies as st

NAMES = st.text(alphabet=string.ascii_lowercase + "_", min_size=1, max_size=6)
LEAVES = st.one_of(
    st.just({"type": "string"}),
    st.just({"type": "integer", "minimum": 0, "maximum": 9}),
    st.just({"type": "number"}),
    st.just({"type": "boolean"}),
    st.just({"type": "null"}),
    st.just({"type": ["string", "null"]}),
    st.just({"type": "string", "format": "date"}),
    st.lists(st.text(max_size=5), min_size=1, max_size=4, unique=True).map(lambda v: {"type": "string", "enum": v}),
    st.text(max_size=4).map(lambda c: {"const": c}),
)


def _object(props: dict) -> dict:
    return {"type": "object", "properties": props, "required": list(props), "additionalProperties": False}


def _distinct_first_keys(branches: list) -> bool:
    firsts = [next(iter(b["properties"])) for b in branches if b.get("properties")]
    return len(firsts) == len(set(firsts))


def _extend(children):
    return st.one_of(
        st.dictionaries(NAMES, children, max_size=3).map(_object),
        children.map(lambda c: {"type": "array", "items": c}),
        st.lists(children, min_size=1, max_size=3).filter(_distinct_first_keys).map(lambda bs: {"anyOf": bs}),
    )


ROOTS = st.dictionaries(NAMES, st.recursive(LEAVES, _extend, max_leaves=14), max_size=4).map(_object).map(
    lambda s: json.loads(json.dumps(s)))  # no shared sub-dicts, so a mutation touches one node


def depth(s: dict) -> int:
    """Independent count: object and array schemas on the deepest path (anyOf adds none)."""
    t = s.get("type")
    here = 1 if t in ("object", "array") else 0
    subs = list(s.get("properties", {}).values()) + ([s["items"]] if "items" in s else []) + s.get("anyOf", [])
    return here + max((depth(c) for c in subs), default=0)


def objects(s: dict, path: str = "$"):
    if s.get("type") == "object":
        yield path, s
    for k, c in s.get("properties", {}).items():
        yield from objects(c, f"{path}.properties.{k}")
    if "items" in s:
        yield from objects(s["items"], f"{path}.items")
    for i, c in enumerate(s.get("anyOf", [])):
        yield from objects(c, f"{path}.anyOf[{i}]")


MUTATIONS = {
    "drop additionalProperties": (lambda o: o.pop("additionalProperties"), "'additionalProperties' must be false"),
    "additionalProperties true": (lambda o: o.update(additionalProperties=True), "'additionalProperties' must be false"),
    "dynamic keys": (lambda o: o.update(additionalProperties={"type": "string"}), "'additionalProperties' must be false"),
    "patternProperties": (lambda o: o.update(patternProperties={"^a": {"type": "string"}}), "'patternProperties'"),
    "allOf": (lambda o: o.update(allOf=[{"type": "object"}]), "'allOf' is not supported"),
    "oneOf": (lambda o: o.update(oneOf=[{"type": "object"}]), "'oneOf' is not supported"),
    "default": (lambda o: o.update(default={}), "'default' is not supported"),
    "optional property": (lambda o: o.update(properties={**o["properties"], "zz_extra": {"type": "string"}}), "missing 'zz_extra'"),
    "unknown required": (lambda o: o["required"].append("zz_unknown"), "do not exist: 'zz_unknown'"),
}
