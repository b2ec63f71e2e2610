"""A request body the gateway sends: the JSON object it is (what a recorder keys, version 2) and
its bytes, encoded once, and only when something needs them (the provider, a recording, a miss):
a call replayed from a cassette never encodes its body only for the recorder to decode it again."""

from __future__ import annotations

import json
from typing import Any

import msgspec


def _exponent_floats(body: dict[str, Any]) -> bool:
    return any(isinstance(v, float) and v != 0 and not 1e-4 <= abs(v) < 1e16 for v in body.values())


def encode_body(body: dict[str, Any]) -> bytes:
    """A request body as the SDK would send it (compact JSON, UTF-8 kept), encoded once by msgspec.

    The bytes equal `json.dumps(..., ensure_ascii=False, separators=(",", ":"))` except for
    floats whose repr uses an exponent (msgspec writes 1e16, json 1e+16): those bodies go
    through json.dumps, so the wire bytes never depend on which encoder ran.
    """
    if _exponent_floats(body):
        return json.dumps(body, ensure_ascii=False, separators=(",", ":"), allow_nan=False).encode()
    return msgspec.json.encode(body)


class RequestBody:
    """``encode_body(request)``, encoded at the first ``bytes()``; ``keyable``: the object a recorder may
    key instead of the bytes (None when json.dumps encodes it: then only its bytes are keyed)."""

    __slots__ = ("request", "_bytes")

    def __init__(self, request: dict[str, Any]) -> None:
        self.request = request
        self._bytes: bytes | None = None

    def bytes(self) -> bytes:
        if self._bytes is None:
            self._bytes = encode_body(self.request)
        return self._bytes

    @property
    def keyable(self) -> dict[str, Any] | None:
        return None if _exponent_floats(self.request) else self.request
