"""The gateway's fast paths: bodies encoded once by msgspec, byte-identical to the SDK's json.dumps."""

from __future__ import annotations

import json

from hypothesis import given, settings
from hypothesis import strategies as st

from replaykit.gateway import encode_body


def sdk_bytes(body: dict) -> bytes:
    return json.dumps(body, ensure_ascii=False, separators=(",", ":"), allow_nan=False).encode()


text = st.text(alphabet=st.characters(blacklist_categories=("Cs",)), max_size=200)
message = st.fixed_dictionaries({"role": st.sampled_from(["system", "user", "assistant"]), "content": text})
number = st.one_of(st.integers(-10**6, 10**6), st.floats(allow_nan=False, allow_infinity=False))


@settings(max_examples=300, deadline=None)
@given(messages=st.lists(message, max_size=8), temperature=number, extra=st.dictionaries(text, st.one_of(text, number), max_size=3))
def test_encoded_body_equals_what_the_sdk_sends(messages, temperature, extra):
    body = {"model": "m", "messages": messages, "temperature": temperature, "max_tokens": 128, **extra}
    assert encode_body(body) == sdk_bytes(body)
