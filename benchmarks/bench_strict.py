"""Cost of the gateway's strict-schema check (replaykit.gateway.strict_schema) per chat call.

The gateway checks a schema sent with structured_output "json_schema" once per distinct
(name, schema) and then only looks it up. Measured here: the full check (strict_violations)
and the cached check (Gateway._check_strict on an equal, freshly built dict) for the answer
schema the runner sends per question, a diagnosis schema, and a wide nested schema.
Usage: python benchmarks/bench_strict.py
"""

from __future__ import annotations

import json
import statistics
import time

from replaykit.episodes.questions import answer_schema, diagnosis_schema
from replaykit.gateway import Gateway, load_endpoints
from replaykit.gateway.strict_schema import strict_violations


def _wide(n: int) -> dict:
    item = {"type": "object", "properties": {"name": {"type": "string"}, "value": {"type": ["string", "null"]}},
            "required": ["name", "value"], "additionalProperties": False}
    props = {f"field_{i}": {"type": "array", "items": item} for i in range(n)}
    return {"type": "object", "properties": props, "required": list(props), "additionalProperties": False}


def _per_call_us(fn, n: int, repeats: int = 5) -> float:
    runs = []
    for _ in range(repeats):
        t0 = time.perf_counter()
        for _ in range(n):
            fn()
        runs.append((time.perf_counter() - t0) / n * 1e6)
    return statistics.median(runs)


def main() -> None:
    gw = Gateway(load_endpoints({"default": {"base_url": "http://127.0.0.1:9/v1", "model": "m"}}))
    cases = {
        "answer (4 choices)": answer_schema(4),
        "diagnosis (3 variables)": diagnosis_schema({f"v{i}": ["a", "b", "c"] for i in range(3)}),
        "wide (200 array-of-object fields)": _wide(200),
    }
    print(f"{'schema':<36} {'full check us':>14} {'cached check us':>16}")
    for name, schema in cases.items():
        text = json.dumps(schema)
        n = 2000 if len(text) < 5000 else 50
        full = _per_call_us(lambda: strict_violations(schema, name="s"), n)
        gw._check_strict(json.loads(text), "s")
        fresh = [json.loads(text) for _ in range(n)]  # a new equal dict per call, as code building schemas per call
        it = iter(fresh * 5)
        cached = _per_call_us(lambda: gw._check_strict(next(it), "s"), n)
        print(f"{name:<36} {full:>14.1f} {cached:>16.2f}")


if __name__ == "__main__":
    main()
