"""Every leaf of a JSON-like document as (dotted path, value): what release comparisons walk."""

from __future__ import annotations

from typing import Any, Iterator


def flatten(obj: Any, prefix: str = "") -> Iterator[tuple[str, Any]]:
    """Every leaf of a results document as (dotted path, value); lists index as [i]."""
    if isinstance(obj, dict):
        for k in sorted(obj):
            yield from flatten(obj[k], f"{prefix}.{k}" if prefix else str(k))
    elif isinstance(obj, list):
        for i, v in enumerate(obj):
            yield from flatten(v, f"{prefix}[{i}]")
    else:
        yield prefix, obj
