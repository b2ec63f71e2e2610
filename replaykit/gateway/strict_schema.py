"""OpenAI's strict Structured Outputs subset of JSON Schema, as a validator.

    strict_violations(schema, name="profile")   # -> ["schema profile at $.properties.x: ...", ...]
    check_strict(schema, "profile")             # raises StrictSchemaError when the list is not empty

A schema sent as ``{"type": "json_schema", "json_schema": {"strict": true, ...}}`` must lie in
this subset, or OpenAI answers HTTP 400 before generating anything. The rules follow OpenAI's
Structured Outputs guide, section "Supported schemas" (platform.openai.com/docs/guides/
structured-outputs, the version that allows 5000 object properties and 10 levels of nesting and
lists pattern/format, the numeric bounds and minItems/maxItems as supported; read through a
copy of that page found with the project's search tool, 2026-11). Where the guide is silent we
choose the stricter reading, so a schema we accept is one the real API accepts:

- the root is an object schema (``"type": "object"``), not ``anyOf``;
- types: string, number, boolean, integer, object, array, null (``type`` may be a list of
  them, e.g. ``["string", "null"]``); plus ``enum``, ``const``, ``anyOf`` (every branch
  itself in the subset), ``$ref`` to ``#`` or ``#/$defs/NAME`` with ``$defs`` at the root;
- every object: ``"additionalProperties": false`` (so no schema-valued
  additionalProperties, no dynamic keys) and ``required`` lists exactly its properties;
- every array has ``items`` (one schema);
- object branches of one ``anyOf`` do not share their first property key (not in the guide,
  but the API's own 400 message: "Objects provided via 'anyOf' must not share identical
  first keys");
- keywords: the structural ones above, the annotations ``description`` and ``title``, and
  the type-specific ones the guide lists as supported: strings ``pattern``, ``format``
  (date-time, time, date, duration, email, hostname, ipv4, ipv6, uuid); numbers
  ``multipleOf``, ``maximum``, ``exclusiveMaximum``, ``minimum``, ``exclusiveMinimum``;
  arrays ``minItems``, ``maxItems``. Anything else is rejected, in particular what the
  guide lists as not supported (allOf, not, dependentRequired, dependentSchemas, if, then,
  else) and what it does not list (oneOf, patternProperties, propertyNames,
  unevaluatedProperties, minProperties, maxProperties, minLength, maxLength, uniqueItems,
  contains, prefixItems, default, examples, definitions, ...);
- limits: at most 5000 object properties in total; at most 10 levels of nesting (our
  reading: the number of object and array schemas on the way from the root to a schema,
  the root object counting 1; ``anyOf`` branches and ``$ref`` add no level, recursion
  through ``$ref`` is followed once); at most 1000 enum values in total; a string enum with
  more than 250 values at most 15,000 characters in total; property names, definition
  names, enum values and const values at most 120,000 characters in total.

Each violation names the schema and the JSON path of the offending node, e.g.
``schema profile at $.properties.x: 'additionalProperties' must be false``.
"""

from __future__ import annotations

from typing import Any

from replaykit.errors import StrictSchemaError

__all__ = ["strict_violations", "check_strict", "LIMITS", "SUPPORTED_TYPES"]

SUPPORTED_TYPES = frozenset({"string", "number", "boolean", "integer", "object", "array", "null"})
STRING_FORMATS = frozenset({"date-time", "time", "date", "duration", "email", "hostname", "ipv4", "ipv6", "uuid"})

LIMITS = {
    "object_properties": 5000,
    "nesting_depth": 10,
    "enum_values": 1000,
    "large_enum_values": 250,  # a string enum with more values than this ...
    "large_enum_chars": 15_000,  # ... may have at most this many characters in total
    "total_string_chars": 120_000,
}

_ANNOTATIONS = frozenset({"description", "title"})
_GENERIC = frozenset({"type", "enum", "const", "anyOf", "$ref"}) | _ANNOTATIONS
_BY_TYPE = {
    "object": frozenset({"properties", "required", "additionalProperties"}),
    "array": frozenset({"items", "minItems", "maxItems"}),
    "string": frozenset({"pattern", "format"}),
    "number": frozenset({"multipleOf", "maximum", "exclusiveMaximum", "minimum", "exclusiveMinimum"}),
    "integer": frozenset({"multipleOf", "maximum", "exclusiveMaximum", "minimum", "exclusiveMinimum"}),
    "boolean": frozenset(),
    "null": frozenset(),
}
_ALL_TYPED = frozenset().union(*_BY_TYPE.values())
# named in the guide as not supported (the message says so)
_UNSUPPORTED = frozenset({"allOf", "not", "dependentRequired", "dependentSchemas", "if", "then", "else"})


def _json_type(value: Any) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "boolean"
    if isinstance(value, int):
        return "integer"
    if isinstance(value, float):
        return "number"
    if isinstance(value, str):
        return "string"
    if isinstance(value, list):
        return "array"
    if isinstance(value, dict):
        return "object"
    return type(value).__name__


def _fits(value: Any, types: set[str]) -> bool:
    t = _json_type(value)
    return t in types or (t == "integer" and "number" in types)


class _Walker:
    def __init__(self, root: Any, name: str) -> None:
        self.root = root
        self.name = name
        self.out: list[str] = []
        self.properties = 0
        self.enum_values = 0
        self.chars = 0
        self.max_depth = 0
        self.deepest = "$"
        self._refs_followed: set[str] = set()

    def add(self, path: str, what: str) -> None:
        self.out.append(f"schema {self.name} at {path}: {what}")

    # -- entry --------------------------------------------------------------------------------
    def run(self) -> list[str]:
        root = self.root
        if not isinstance(root, dict):
            self.add("$", f"the schema must be a JSON object, got {_json_type(root)}")
            return self.out
        if "anyOf" in root:
            self.add("$", "the root must be an object schema, not 'anyOf'")
        if root.get("type") != "object":
            self.add("$", f"the root must have \"type\": \"object\" (got {root.get('type')!r})")
        defs = root.get("$defs")
        if defs is not None:
            if not isinstance(defs, dict):
                self.add("$.$defs", "'$defs' must be an object of named schemas")
            else:
                for key, sub in defs.items():
                    self.chars += len(str(key))
                    self.node(sub, f"$.$defs.{key}", depth=0)
        self.node(root, "$", depth=0, is_root=True)
        lim = LIMITS
        if self.properties > lim["object_properties"]:
            self.add("$", f"{self.properties} object properties in total exceed the limit of {lim['object_properties']}")
        if self.max_depth > lim["nesting_depth"]:
            self.add(self.deepest, f"{self.max_depth} levels of nesting exceed the limit of {lim['nesting_depth']}")
        if self.enum_values > lim["enum_values"]:
            self.add("$", f"{self.enum_values} enum values in total exceed the limit of {lim['enum_values']}")
        if self.chars > lim["total_string_chars"]:
            self.add(
                "$",
                f"property names, definition names, enum and const values total {self.chars} characters, "
                f"over the limit of {lim['total_string_chars']}",
            )
        return self.out

    # -- one schema node ----------------------------------------------------------------------
    def node(self, s: Any, path: str, depth: int, is_root: bool = False) -> None:
        if not isinstance(s, dict):
            self.add(path, f"a schema must be a JSON object, got {_json_type(s)}")
            return
        types = self.types(s, path)
        if types is None:
            return
        if not types and not any(k in s for k in ("anyOf", "$ref", "enum", "const")):
            self.add(path, "the schema needs a 'type' (or 'enum', 'const', 'anyOf', '$ref')")
        allowed = set(_GENERIC)
        for t in types:
            allowed |= _BY_TYPE[t]
        for key in s:
            if key == "$defs" and is_root:
                continue
            if key in allowed:
                continue
            if key in _UNSUPPORTED:
                self.add(path, f"'{key}' is not supported in strict mode")
            elif key == "$defs":
                self.add(path, "'$defs' is only supported at the root")
            elif key in _ALL_TYPED:
                kinds = sorted(t for t, ks in _BY_TYPE.items() if key in ks)
                self.add(path, f"'{key}' applies only to type {'/'.join(kinds)}, not {sorted(types) or 'untyped'}")
            else:
                self.add(path, f"keyword '{key}' is not supported in strict mode")
        level = depth + (1 if types & {"object", "array"} else 0)
        if level > self.max_depth:
            self.max_depth, self.deepest = level, path
        if "enum" in s:
            self.enum(s["enum"], types, path)
        if "const" in s:
            c = s["const"]
            if isinstance(c, (dict, list)):
                self.add(path, "'const' must be a string, number, boolean or null")
            else:
                self.chars += len(str(c)) if isinstance(c, str) else 0
                if types and not _fits(c, types):
                    self.add(path, f"'const' {c!r} does not match type {sorted(types)}")
        if "format" in s and "string" in types and s["format"] not in STRING_FORMATS:
            self.add(path, f"format {s['format']!r} is not supported (supported: {', '.join(sorted(STRING_FORMATS))})")
        if "object" in types:
            self.obj(s, path, level)
        if "array" in types:
            if "items" not in s:
                self.add(path, "an array schema needs 'items'")
            else:
                self.node(s["items"], f"{path}.items", level)
        if "anyOf" in s:
            branches = s["anyOf"]
            if not isinstance(branches, list) or not branches:
                self.add(path, "'anyOf' must be a non-empty array of schemas")
            else:
                for i, b in enumerate(branches):
                    self.node(b, f"{path}.anyOf[{i}]", level)
                firsts = [next(iter(b["properties"]), None) for b in branches
                          if isinstance(b, dict) and isinstance(b.get("properties"), dict) and b["properties"]]
                shared = sorted({k for k in firsts if k is not None and firsts.count(k) > 1})
                if shared:
                    self.add(path, f"objects in 'anyOf' must not share their first key (shared: {', '.join(map(repr, shared))})")
        if "$ref" in s:
            self.ref(s["$ref"], path, level)

    def types(self, s: dict, path: str) -> set[str] | None:
        t = s.get("type")
        if t is None:
            return set()
        items = t if isinstance(t, list) else [t]
        if not items or not all(isinstance(x, str) for x in items):
            self.add(path, f"'type' must be a type name or a non-empty list of them, got {t!r}")
            return None
        bad = [x for x in items if x not in SUPPORTED_TYPES]
        if bad:
            self.add(path, f"type {bad[0]!r} is not supported (supported: {', '.join(sorted(SUPPORTED_TYPES))})")
            return None
        if len(set(items)) != len(items):
            self.add(path, f"'type' lists a type twice: {t!r}")
        return set(items)

    def obj(self, s: dict, path: str, level: int) -> None:
        ap = s.get("additionalProperties", None)
        if ap is not False:
            shown = "missing" if "additionalProperties" not in s else ("a schema" if isinstance(ap, dict) else repr(ap))
            self.add(path, f"'additionalProperties' must be false (is {shown})")
        props = s.get("properties", {})
        if not isinstance(props, dict):
            self.add(path, "'properties' must be an object")
            props = {}
        req = s.get("required", [])
        if not isinstance(req, list) or not all(isinstance(r, str) for r in req):
            self.add(path, "'required' must be an array of property names")
            req = []
        missing = [k for k in props if k not in req]
        extra = [r for r in req if r not in props]
        if missing:
            self.add(path, f"'required' must list every property; missing {', '.join(map(repr, missing))}")
        if extra:
            self.add(path, f"'required' names properties that do not exist: {', '.join(map(repr, extra))}")
        if len(set(req)) != len(req):
            self.add(path, "'required' lists a property twice")
        self.properties += len(props)
        for key, sub in props.items():
            self.chars += len(key)
            self.node(sub, f"{path}.properties.{key}", level)

    def enum(self, values: Any, types: set[str], path: str) -> None:
        if not isinstance(values, list) or not values:
            self.add(path, "'enum' must be a non-empty array")
            return
        self.enum_values += len(values)
        strings = 0
        for v in values:
            if isinstance(v, (dict, list)):
                self.add(path, f"enum value {v!r} must be a string, number, boolean or null")
                continue
            if isinstance(v, str):
                strings += len(v)
            if types and not _fits(v, types):
                self.add(path, f"enum value {v!r} does not match type {sorted(types)}")
        self.chars += strings
        if len(values) > LIMITS["large_enum_values"] and strings > LIMITS["large_enum_chars"]:
            self.add(
                path,
                f"an enum of {len(values)} values (over {LIMITS['large_enum_values']}) has {strings} characters, "
                f"over the limit of {LIMITS['large_enum_chars']}",
            )

    def ref(self, ref: Any, path: str, level: int) -> None:
        if ref == "#":
            target: Any = self.root
        elif isinstance(ref, str) and ref.startswith("#/$defs/") and "/" not in ref[len("#/$defs/"):]:
            defs = self.root.get("$defs") if isinstance(self.root, dict) else None
            key = ref[len("#/$defs/"):]
            if not isinstance(defs, dict) or key not in defs:
                self.add(path, f"'$ref' {ref!r} names no definition in the root '$defs'")
                return
            target = defs[key]
        else:
            self.add(path, f"'$ref' must be '#' or '#/$defs/NAME', got {ref!r}")
            return
        # definitions are checked once on their own; follow each ref once more for nesting depth
        if ref in self._refs_followed:
            return
        self._refs_followed.add(ref)
        sub = _Walker(self.root, self.name)
        sub._refs_followed = self._refs_followed
        sub.node(target, path, level)
        if sub.max_depth > self.max_depth:
            self.max_depth, self.deepest = sub.max_depth, sub.deepest


def strict_violations(schema: Any, *, name: str = "schema") -> list[str]:
    """Every way ``schema`` falls outside OpenAI's strict subset (empty: it is inside)."""
    return _Walker(schema, name).run()


def check_strict(schema: Any, name: str = "schema") -> None:
    """Raise StrictSchemaError naming the schema and every violation, or return None."""
    violations = strict_violations(schema, name=name)
    if violations:
        raise StrictSchemaError(schema_name=name, violations=violations)
