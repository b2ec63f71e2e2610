"""checked_entry trusts the gateway transport's nesting scan only for the very bytes it scanned."""

from __future__ import annotations

import gzip

import httpcore2
import httpx2
import pytest

from replaykit._util.jsondepth import MAX_JSON_DEPTH, NESTING_CHECKED
from replaykit.gateway.transport import BoundedTransport
from replaykit.recording.capture.exchange import checked_entry
from replaykit.recording.capture.scopes import Call
from replaykit.recording.capture.scrubber import Scrubber

DEEP = b'{"choices": [], "x": ' + b"[" * (MAX_JSON_DEPTH + 5) + b"]" * (MAX_JSON_DEPTH + 5) + b"}"


class _Request:
    method, uri, body = "POST", "http://127.0.0.1:9/v1/chat/completions", b"{}"


def _fault(body: bytes, headers: dict, marker) -> str | None:
    call = Call(key="ab" * 32, counter=("", 0, b""), scope="", replica=0, occurrence=0,
                source=("POST", "/v1/chat/completions", "", b"{}"))
    response = {"status": {"code": 200}, "headers": headers, "body": {"string": body}, NESTING_CHECKED: marker}
    return checked_entry(call, _Request(), response, 200, 1.0, Scrubber([]))[1]


@pytest.mark.parametrize("marker", [None, MAX_JSON_DEPTH + 1, "256", True])
def test_a_deep_body_is_scanned_unless_the_transport_scanned_it_at_the_limit(marker):
    json_type = {"content-type": ["application/json"]}
    assert "nests deeper" in _fault(DEEP, json_type, marker)
    assert _fault(DEEP, json_type, MAX_JSON_DEPTH) is None  # the transport's word for these bytes
    assert _fault(DEEP, json_type, 10) is None


def test_a_body_inflated_here_is_scanned_whatever_the_transport_said():
    headers = {"content-type": ["application/json"], "content-encoding": ["gzip"]}
    assert "nests deeper" in _fault(gzip.compress(DEEP), headers, MAX_JSON_DEPTH)


def test_the_gateway_transport_marks_only_the_json_it_scanned():
    class Pool:
        def __init__(self, body: bytes, ctype: bytes) -> None:
            self.body, self.ctype = body, ctype

        def handle_request(self, request):
            return httpcore2.Response(200, headers=[(b"content-type", self.ctype)], content=self.body)

        def close(self) -> None:
            pass

    def extensions(body: bytes, ctype: bytes) -> dict:
        t = BoundedTransport(max_depth=7)
        t._pool._pool = Pool(body, ctype)
        return dict(t.handle_request(httpx2.Request("POST", "http://127.0.0.1:9/v1/x", content=b"{}")).extensions)

    assert extensions(b'{"a": [1]}', b"application/json")[NESTING_CHECKED] == 7
    assert NESTING_CHECKED not in extensions(b"plain text", b"text/plain")
