"""The gateway's fast paths: bodies encoded once by msgspec, byte-identical to the SDK's json.dumps; the
replay fast path's URL path and reply decoding, against the SDK."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from replaykit.gateway import direct_path, encode_body
from replaykit.gateway.replies import BadResponse, ChatFields, chat_from_body
from replaykit.recording.key import split_url


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


# -- the replay fast path: the URL path a recording keys on, and replies read from stored bytes --

BASES = ["http://127.0.0.1:8080/v1", "http://127.0.0.1:8080/v1/", "https://api.example.com/v1", "http://h",
         "http://h/", "http://h/a/b//", "http://h:9/openai/deployments/x-1_y.z~/v1"]


@pytest.mark.parametrize("base", BASES)
@pytest.mark.parametrize("route", ["chat/completions", "embeddings"])
def test_direct_path_is_the_path_the_openai_client_sends_to(base, route):
    openai = pytest.importorskip("openai")
    client = openai.OpenAI(base_url=base, api_key="sk-unit-test-key")
    try:
        sent = str(client._prepare_url("/" + route))  # what client.post(f"/{route}") requests
    finally:
        client.close()
    assert direct_path(base, route) == split_url(sent)[0]


@pytest.mark.parametrize("base", ["http://h/v1?api-version=2024", "http://h/v1#x", "http://h/a b", "http://h/a%20b",
                                  "h:8080/v1", "ftp://h/v1", "http:///v1"])
def test_direct_path_leaves_unusual_base_urls_to_the_client(base):
    assert direct_path(base, "chat/completions") is None


JSON = [("content-type", "application/json")]


def test_a_stored_chat_completion_is_read_like_the_sdk_reads_it():
    body = (b'{"id":"x","model":"m-1","choices":[{"index":0,"message":{"role":"assistant","content":"hi there"},'
            b'"finish_reason":"length"}],"usage":{"prompt_tokens":12,"completion_tokens":3,"total_tokens":15},"extra":1}')
    assert chat_from_body(body, JSON) == ChatFields("hi there", 12, 3, "m-1", "length")
    sparse = b'{"choices":[{"message":{"content":null},"finish_reason":null}]}'
    assert chat_from_body(sparse, JSON) == ChatFields("", 0, 0, "", "")
    assert chat_from_body(b'{"choices":[]}', JSON) == ChatFields("", 0, 0, "", "")


@pytest.mark.parametrize("body, headers, error", [
    (b'{"error":{"message":"overloaded"}}', JSON, BadResponse),
    (b'{"object":"chat.completion"}', JSON, BadResponse),  # no choices
    (b'[1,2]', JSON, BadResponse),
    (b"<html>busy</html>", [("content-type", "text/html")], BadResponse),  # the SDK returns text: no completion
    (b'{"choices": [', JSON, json.JSONDecodeError),  # the SDK's response.json() raises
    (b"<html>busy</html>", [("content-type", "application/json; charset=utf-8")], json.JSONDecodeError),
])
def test_a_stored_fault_raises_what_the_sdk_route_raises(body, headers, error):
    with pytest.raises(error):
        chat_from_body(body, headers)
