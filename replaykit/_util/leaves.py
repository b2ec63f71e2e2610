"""The leaves of a JSON-like document: as (dotted path, value), what release comparisons walk; its strings
(keys included), what checks of recorded text walk."""

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


def strings(doc: Any) -> Iterator[str]:
    """Every string of a JSON-like document, object keys included, in no promised order. Iterative: a
    document nested deeper than the recursion limit is walked too."""
    stack = [doc]
    while stack:
        item = stack.pop()
        if isinstance(item, dict):
            stack.extend(item.keys())
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)
        elif isinstance(item, str):
            yield item
