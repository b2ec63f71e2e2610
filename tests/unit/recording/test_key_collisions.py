"""Hostile family "different requests never share a key" (issue 32 item 2).

The query enters the key as its decoded (name, value) pairs, ordered by name (values of one name
in their order), written back with %, & and = escaped; a credential-named parameter's value enters
as a SHA-256 digest, never dropped and never stored. Checked here by hand-built expectations, by
hypothesis against an independent model of "the same request" (urllib's own decoding), and
end to end through a real loopback HTTP server and the recorder (requests and httpx clients).
"""

from __future__ import annotations

import hashlib
import http.server
import json
from urllib.parse import parse_qsl, quote, urlencode, urlsplit

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from replaykit.recording.key import key_for, split_url
from tests._loopback import serving

PINNED_CHAT = "fc35de7d18c8032dc28072e1ce102eaf4b893dab80190d845b9db0f93ceaa301"  # tests/unit/recording/test_key.py's pin


def _key(query: str, method: str = "GET") -> str:
    return key_for(method, "http://h:1/search" + ("?" + query if query else ""), None)


def _digest(value: str) -> str:  # as docs/cassettes.md says, computed here by hand
    return "~sha256:" + hashlib.sha256(b"replaykit query value\0" + value.encode()).hexdigest()


def test_the_two_collisions_of_the_issue_are_two_keys():
    assert _key("a=x%26b%3Dy") != _key("a=x&b=y")  # one pair holding & and =, against two pairs
    assert split_url("http://h/s?a=x%26b%3Dy")[1] == "a=x%26b%3Dy"
    assert _key("token=page1") != _key("token=page2")  # a credential-named parameter that is data
    assert split_url("http://h/i?token=page2") == ("/i", "token=" + _digest("page2"))


@pytest.mark.parametrize("a,b", [
    ("x=1&x=2", "x=2&x=1"),  # a list in its order
    ("q=%FF", "q=%FE"),  # bytes that are not UTF-8 (decoded, both were U+FFFD)
    ("q=%25FF", "q=%FF"),  # a literal "%FF" against the byte FF
    ("a%3Db=c", "a=b%3Dc"),  # = in the name against = in the value
    ("k=%26", "k=&"),  # & in a value against an empty value and an empty pair
    ("sig=abc", "sig=abd"), ("X-Amz-Signature=1", "X-Amz-Signature=2"), ("password=a", "password=b"),
    ("subscription-key=k1", "subscription-key=k2"), ("api_key=v", ""), ("key=1", "key=1&key=1"),
])
def test_requests_that_decode_to_different_pairs_get_different_keys(a, b):
    assert _key(a) != _key(b)


@pytest.mark.parametrize("a,b", [("b=2&a=1", "a=1&b=2"), ("a=%41", "a=A"), ("a=x+y", "a=x%20y"), ("a=", "a")])
def test_spellings_of_the_same_pairs_share_a_key(a, b):
    assert _key(a) == _key(b)  # what a server reading the query as form-encoded pairs sees is the same


def test_plain_queries_and_chat_completions_keep_their_keys():
    from replaykit.recording.key import request_identity, request_key

    body = b'{"model":"m","messages":[{"role":"user","content":"hi"}],"temperature":0}'
    assert key_for("POST", "http://127.0.0.1:8080/v1/chat/completions", body) == PINNED_CHAT
    # a query of plain names and values is canonical as before: joined decoded pairs, sorted
    old = request_key(request_identity("GET", "/search", "a=1&b=two&c=caf\u00e9", None))
    assert _key("c=caf%C3%A9&b=two&a=1") == old


def test_credential_values_never_reach_the_stored_query():
    secret = "sk-live-0123456789abcdefghij"
    for name in ("key", "api-key", "token", "access_token", "x-api-key", "access-token", "client_secret", "password",
                 "private_token", "subscription-key", "X-Amz-Signature", "X-Amz-Credential", "sig", "auth", "jwt",
                 "refresh_token", "sessionid", "X-Goog-Signature"):
        _, query = split_url(f"https://h/p?{quote(name)}={secret}&page=2")
        assert secret not in query and _digest(secret) in query and "page=2" in query, (name, query)


# -- properties: keys are equal exactly when the decoded, name-ordered pairs are -----------------

_chars = st.sampled_from(list("ab=&%+ ;#?/~:") + ["\u00e9", "\U0001F600", "%26", "%3D", "%25", "%FF", "%2B"])
_piece = st.lists(_chars, max_size=4).map("".join)
_name = st.one_of(st.sampled_from(["a", "b", "token", "key", "page", "sig"]), _piece)


def _model(query: str) -> list[tuple[str, str]]:
    """'The same request' as urllib decodes a query, with no help from replaykit: pairs, name-ordered."""
    pairs = parse_qsl(query, keep_blank_values=True, errors="surrogateescape")
    return sorted(pairs, key=lambda kv: kv[0])


@settings(max_examples=400, deadline=None)
@given(a=st.lists(st.tuples(_name, _piece), max_size=4), b=st.lists(st.tuples(_name, _piece), max_size=4))
def test_distinct_pair_lists_get_distinct_keys(a, b):
    qa, qb = urlencode(a, quote_via=quote), urlencode(b, quote_via=quote)
    same = sorted(a, key=lambda kv: kv[0]) == sorted(b, key=lambda kv: kv[0])
    assert (_key(qa) == _key(qb)) == same, (qa, qb)


@settings(max_examples=400, deadline=None)
@given(a=st.lists(_chars, max_size=12).map("".join), b=st.lists(_chars, max_size=12).map("".join))
def test_raw_queries_share_a_key_only_when_they_decode_to_the_same_pairs(a, b):
    a, b = a.replace("#", ""), b.replace("#", "")  # a fragment is not sent
    assert (_key(a) == _key(b)) == (_model(urlsplit("http://h/s?" + a).query) == _model(urlsplit("http://h/s?" + b).query)), (a, b)


# -- end to end: a real server, the recorder, two clients ------------------------------------------


class _Echo(http.server.BaseHTTPRequestHandler):
    def do_GET(self):
        body = json.dumps({"path": self.path}).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *a):
        pass


@pytest.fixture
def echo():
    with serving(_Echo) as url:
        yield url


@pytest.mark.parametrize("client", ["requests", "httpx"])
def test_each_request_replays_its_own_reply_and_no_credential_is_stored(client, echo, tmp_path):

    from replaykit.recording.capture.recorder import Recorder
    from replaykit.recording.store.cassette import CassetteStore

    lib = pytest.importorskip(client)
    secret = "tok-0123456789abcdef-SECRET"
    paths = ["/search?a=x%26b%3Dy", "/search?a=x&b=y", "/items?token=page1", "/items?token=page2",
             f"/items?access-token={secret}&page=1", f"/items?client_secret={secret}&page=2"]
    cassette = tmp_path / "c.rkc"
    with Recorder(cassette, mode="record") as rec, rec.scope("s"):
        recorded = [lib.get(echo + p).json()["path"] for p in paths]
    assert recorded == paths and rec.stats.recorded == len(paths)  # six requests, six keys
    with CassetteStore.open(cassette) as store:
        entries = list(store.entries())
    assert len(entries) == len(paths)
    for e in entries:  # decoded, never grepped: the query as stored holds no credential
        assert secret not in e.request.query and "page1" not in e.request.query and "page2" not in e.request.query
    with Recorder(cassette, mode="replay") as rec, rec.scope("s"):
        replayed = [lib.get("http://unused.invalid" + p).json()["path"] for p in reversed(paths)]
    # each its own reply, none another's (the server echoed the credential: that echo was scrubbed, not stored)
    assert replayed == [p.replace(secret, "********") for p in reversed(paths)]


def test_a_configured_key_in_the_query_does_not_change_the_key(echo, tmp_path):
    import requests

    from replaykit.recording.capture.recorder import Recorder

    k1, k2 = "sk-configured-key-number-one", "sk-configured-key-number-two"
    cassette = tmp_path / "c.rkc"
    with Recorder(cassette, mode="record", secrets=[k1]) as rec, rec.scope("s"):
        requests.get(f"{echo}/v1/models?key={k1}")
    with Recorder(cassette, mode="replay", secrets=[k2]) as rec, rec.scope("s"):  # another key, configured: a hit
        assert requests.get(f"http://unused.invalid/v1/models?key={k2}").status_code == 200
