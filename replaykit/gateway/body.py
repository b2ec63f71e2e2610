"""Request bodies encoded as the openai SDK encodes them, once, by msgspec (see ``encode_body``)."""

from __future__ import annotations

import json
from typing import Any

import msgspec


def encode_body(body: dict[str, Any]) -> bytes:
    """A request body as the SDK would send it (compact JSON, UTF-8 kept), encoded once by msgspec.

    The bytes equal `json.dumps(..., ensure_ascii=False, separators=(",", ":"))` except for
    floats whose repr uses an exponent (msgspec writes 1e16 and 0.00001, json 1e+16 and 1e-05). A
    body with such a float among its top-level values (temperature, top_p, ...: where replaykit's
    own requests put floats) goes through json.dumps instead. Only the top level is checked: a
    float nested deeper (in an ``extra`` field a memory library passes, say) keeps msgspec's
    spelling, which is deterministic but may differ from the SDK's.
    """
    if any(isinstance(v, float) and v != 0 and not 1e-4 <= abs(v) < 1e16 for v in body.values()):
        return json.dumps(body, ensure_ascii=False, separators=(",", ":"), allow_nan=False).encode()
    return msgspec.json.encode(body)
