"""Secrets never reach a cassette: headers are dropped, configured secrets replaced everywhere."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from vcr.request import Request

from replaykit.errors import ConfigError
from replaykit.recording.capture.exchange import build_entry
from replaykit.recording.capture.recorder import Recorder
from replaykit.recording.capture.scrubber import _FORMAT_WORDS as FORMAT_WORDS
from replaykit.recording.capture.scrubber import Scrubber
from replaykit.recording.store.cassette import encode_entry, export_record

# API keys are drawn from [A-Za-z0-9_-] (plus an optional sk- style prefix); arbitrary punctuation
# would collide with the JSON/msgpack structure itself, which is not a secret's shape.
KEY_CHARS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-"
secret_st = st.tuples(st.sampled_from(["", "sk-", "sk-proj-"]), st.text(alphabet=KEY_CHARS, min_size=12, max_size=40)).map(
    "".join).filter(lambda s: not any(s in w for w in FORMAT_WORDS))
header_name = st.text(alphabet="abcdefghijklmnopqrstuvwxyz-_0123456789", min_size=1, max_size=20)
header_value = st.text(alphabet=st.characters(min_codepoint=0x20, max_codepoint=0x7E), max_size=40)
filler = st.text(max_size=40)


def _place(secret: str, before: str, after: str) -> str:
    return before + secret + after


def _all_bytes(entry) -> bytes:
    return encode_entry(entry) + json.dumps(export_record(entry), ensure_ascii=False).encode() + \
        json.dumps(export_record(entry)).encode()


@settings(max_examples=150, deadline=None)
@given(secret=secret_st, headers=st.dictionaries(header_name, st.lists(header_value, min_size=1, max_size=2), max_size=6),
       b1=filler, a1=filler, b2=filler, a2=filler, where=st.sets(st.sampled_from(
           ["request_body", "response_body", "header", "query", "model", "content_type"]), min_size=1))
def test_secret_and_headers_never_written(tmp_path_factory, secret, headers, b1, a1, b2, a2, where):
    rec = Recorder(tmp_path_factory.mktemp("s") / "c.rkc", mode="record", secrets=[secret])
    req_doc = {"model": "m", "messages": [{"role": "user", "content": _place(secret, b1, a1) if "request_body" in where else b1}]}
    query = f"?x={secret}" if "query" in where else ""
    request = Request("POST", f"http://h:1/v1/chat/completions{query}", json.dumps(req_doc).encode(),
                      {"Authorization": f"Bearer {secret}", "api-key": secret, "OpenAI-Organization": "org-x"})
    resp_doc = {"model": secret if "model" in where else "m",
                "choices": [{"message": {"content": _place(secret, b2, a2) if "response_body" in where else a2}}],
                "usage": {"prompt_tokens": 1, "completion_tokens": 2, "total_tokens": 3}}
    resp_headers = dict(headers)
    resp_headers["set-cookie"] = [f"session={secret}"]
    resp_headers["openai-organization"] = ["org-123"]
    resp_headers["openai-project"] = ["proj-456"]
    if "header" in where:
        resp_headers["x-echo-key"] = [secret]
    resp_headers["content-type"] = [f"application/json; k={secret}" if "content_type" in where else "application/json"]
    response = {"status": {"code": 200, "message": "OK"}, "headers": resp_headers,
                "body": {"string": json.dumps(resp_doc).encode()}}
    call = rec._call_for(request)
    entry = build_entry(call, request, response, 200, 1.0, rec.scrubber)
    blob = _all_bytes(entry)
    for form in (secret.encode(), json.dumps(secret)[1:-1].encode()):
        assert form not in blob
    assert [name for name, _ in entry.response.headers] == ["content-type"]
    assert b"org-123" not in blob and b"proj-456" not in blob and b"Bearer" not in blob


def test_scrubbed_json_stays_json():
    sc = Scrubber(["sk-abc/def\"ghi"])
    doc = json.dumps({"a": "x sk-abc/def\"ghi y"}).encode()
    out = sc.scrub(doc)
    assert b"sk-abc" not in out
    json.loads(out)


def test_filler_never_recreates_a_secret():
    for secret in ["********", "*#~^!%@&=+abcdefgh", "aaaaaaaa"]:
        sc = Scrubber([secret])
        data = (secret * 3 + "x" + secret[:-1]).encode()
        assert secret.encode() not in sc.scrub(data)


def test_short_or_structural_secrets_are_rejected():
    with pytest.raises(ConfigError, match="at least 8"):
        Scrubber(["abc"])
    with pytest.raises(ConfigError, match="vocabulary"):
        Scrubber(["total_to"])
