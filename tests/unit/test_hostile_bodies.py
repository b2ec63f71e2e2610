"""Hostile bodies: bytes that start like JSON but are not UTF-8 inside a string.

msgspec raises UnicodeDecodeError (not DecodeError) for them, so every place that decodes bytes
from outside as JSON must take both (`replaykit.base.NOT_JSON`). A third-party client (a memory
system, a plug-in agent) may send any bytes; a user may point an option at any file. Found by a
test that wrote random bodies: about one in 65,536 random bodies starts with `{"` and failed.
"""

from __future__ import annotations

import hashlib
import json

import msgspec
import pytest

from tests.unit._hostile_helpers import cli, one_line_error

BODIES = [
    b'{"\xc5\xbb\xf4\x96\x9e": 1}',  # not UTF-8 inside a key
    b'{"model": "m", "messages": [{"role": "user", "content": "\xff\xfe"}]}',  # inside a message
    b' {"a": "\xc3"}',  # a cut two-byte sequence after leading space
    b'{"a": [' + b'"\xf4\x90\x80\x80", ' * 3 + b'1]}',  # above U+10FFFF
]


@pytest.mark.parametrize("body", BODIES)
def test_a_request_body_that_is_not_utf8_is_keyed_by_its_bytes(body):
    from replaykit.recording.key import request_identity
    from replaykit.recording.store.format import split_body

    with pytest.raises(UnicodeDecodeError):  # the premise: msgspec does not call it a DecodeError
        msgspec.json.decode(body)
    identity = request_identity("POST", "/v1/x", "", body)
    assert identity == {"method": "POST", "endpoint": "/v1/x", "query": "", "body_sha256": hashlib.sha256(body).hexdigest()}
    assert split_body(body) == [body]  # one block: nothing to cut it by


def test_such_requests_are_stored_read_back_exported_and_counted(tmp_path, capsys):
    from replaykit.recording.store.cassette import CassetteStore, Entry, RecordedRequest, RecordedResponse
    from replaykit.recording.store.verification import recomputed_key
    from replaykit.scoring.cost import cassette_usage

    path = tmp_path / "c.rkc"
    with CassetteStore.open(path, writable=True) as s:
        for i, body in enumerate(BODIES):
            e = Entry(key="", request=RecordedRequest(method="POST", path="/v1/chat/completions", body=body),
                      response=RecordedResponse(status=200, body=b'{"r": "\xff' + bytes([48 + i]) + b'"}'))
            s.append(msgspec.structs.replace(e, key=recomputed_key(e)))
    with CassetteStore.open(path) as s:
        assert sorted(e.request.body for e in s.entries()) == sorted(BODIES)
    code, out, err = cli(capsys, "cassette", "export", path)
    assert code == 0, err
    lines = [json.loads(line) for line in out.splitlines()]
    assert len(lines) == len(BODIES)
    assert sorted(rec["request"]["body"] for rec in lines) == sorted(b.decode("utf-8", "replace") for b in BODIES)
    usage = cassette_usage(path)
    assert usage.calls == {"chat": len(BODIES)}
    assert usage.models == {"chat": [""]}  # no model readable; the entries carry none either


def test_an_output_file_that_is_not_utf8_is_refused_not_a_traceback(tmp_path, capsys):
    from tests.unit._hostile_helpers import make_cassette

    cas = make_cassette(tmp_path / "c.rkc")
    target = tmp_path / "out.jsonl"
    target.write_bytes(b'{"key": "\xff\xfe"}\n')
    code, _, err = cli(capsys, "cassette", "export", cas, "-o", target)
    assert code == 2
    one_line_error(err, str(target))
    assert target.read_bytes() == b'{"key": "\xff\xfe"}\n'  # untouched


# -- issue 32 item 1: JSON that only lenient readers accept --------------------------------------

_GOOD = {"id": "x", "object": "chat.completion", "created": 0, "model": "m",
         "choices": [{"index": 0, "message": {"role": "assistant", "content": "hi"}, "finish_reason": "stop"}]}
LENIENT = [  # (name, body, what the fault message names); Python's json (and so the openai SDK) reads each one
    ("NaN", json.dumps(_GOOD).replace('"created": 0', '"created": NaN').encode(), "NaN"),
    ("-Infinity", json.dumps(_GOOD).replace('"created": 0', '"system_fingerprint": -Infinity, "created": 0').encode(),
     "-Infinity"),
    ("1e999", json.dumps(_GOOD).replace('"created": 0', '"created": 1e999').encode(), "1e999, beyond the range"),
    ("byte-order mark", b"\xef\xbb\xbf" + json.dumps(_GOOD).encode(), "byte-order mark"),
    ("lone surrogate in metadata", json.dumps(_GOOD).replace('"id": "x"', '"id": "\\ud800"').encode(), "U+D800"),
    ("lone surrogate in the reply", json.dumps(_GOOD).replace('"hi"', '"h\\udc00i"').encode(), "U+DC00"),
    ("raw surrogate bytes", json.dumps(_GOOD).encode().replace(b'"hi"', b'"h\xed\xb0\x80i"'), "U+DC00"),
]


@pytest.mark.parametrize("name,body,named", LENIENT, ids=[c[0] for c in LENIENT])
def test_json_only_a_lenient_reader_accepts_is_a_named_fault(name, body, named):
    from replaykit.gateway.replies import BadResponse, chat_from_body
    from replaykit.recording.capture.faults import response_fault

    json.loads(body)  # what the SDK would have used
    fault = response_fault("/v1/chat/completions", [("content-type", "application/json")], body)
    assert fault is not None and "not strict JSON" in fault and named in fault, fault
    with pytest.raises(BadResponse):  # the gateway reads a reply as the recorder judges it, on both routes
        chat_from_body(body, [("content-type", "application/json")])


def test_strict_json_with_a_surrogate_pair_or_big_numbers_is_an_answer():
    from replaykit.recording.capture.faults import response_fault, strict_json_problem

    body = json.dumps({**_GOOD, "created": 1e308, "n": 10 ** 30, "choices": [
        {"index": 0, "message": {"role": "assistant", "content": "\U0001F600 NaN Infinity"}}]}).encode()
    assert response_fault("/v1/chat/completions", [], body) is None
    assert strict_json_problem(b"<html>") is None  # not JSON at all: named as such elsewhere


@pytest.mark.parametrize("obj,where", [({"episodes": [{"text": "ok"}, {"text": "h\udc00i"}]}, "$.episodes[1].text"),
                                       ({"k\ud800": 1}, "$.k\\ud800"), ("\udfff", "$")])
def test_writing_a_lone_surrogate_is_a_named_error_not_a_traceback(obj, where):
    from replaykit.base import canonical_json, pretty_json
    from replaykit.errors import ReplaykitError, UnencodableTextError

    for write in (pretty_json, canonical_json):
        with pytest.raises(UnencodableTextError) as info:
            write(obj)
        assert isinstance(info.value, ReplaykitError) and info.value.where == where and "lone surrogate" in str(info.value)
