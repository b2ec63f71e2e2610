"""The strict msgspec base every replaykit data shape derives from."""

from __future__ import annotations

import msgspec


class _StrictMeta(msgspec.StructMeta):
    """msgspec applies kw_only per class, not to subclasses; this makes every subclass keyword-only."""

    def __new__(mcls, name, bases, namespace, **kwargs):
        kwargs.setdefault("kw_only", True)
        return super().__new__(mcls, name, bases, namespace, **kwargs)


class Strict(msgspec.Struct, metaclass=_StrictMeta, frozen=True, forbid_unknown_fields=True):
    """Frozen, keyword-only, rejects unknown fields. Every file format we write carries a version."""


_ENCODER = msgspec.json.Encoder(order="sorted")


def canonical_json(obj: object) -> bytes:
    """Deterministic JSON: sorted keys, no whitespace. Use for digests and files that must diff cleanly."""
    return _ENCODER.encode(obj)


def pretty_json(obj: object) -> bytes:
    """Deterministic, human-readable JSON (sorted keys, 2-space indent, trailing newline)."""
    return msgspec.json.format(_ENCODER.encode(obj), indent=2) + b"\n"
