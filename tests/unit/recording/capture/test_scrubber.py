"""Hostile family "no credential reaches a cassette" (issue 32 item 7): credentials are scrubbed by
what a value is, in live recording and in `cassette import-vcr`:

- the configured key however a JSON encoder or a URL writes it (``\\/``-escaped, ``\\uXXXX`` in either
  case, ``%xx`` in either case, ``+`` for a space);
- credential-shaped request headers (X-Auth-Token, X-Api-Key, Authorization with any scheme: ApiKey,
  Basic and the password it encodes, Bearer; cookies, a lone cookie value): their values, echoed in a
  reply, are scrubbed;
- credential-named query parameters (subscription-key, password, private_token, X-Amz-Signature,
  x-api-key, access-token, client_secret, ...), JSON body fields (api_key, client_secret, password,
  nested) and form bodies: their values are stored as digests and scrubbed from echoes.

Every check decodes the stored entries (the cassette is compressed: grepping its bytes proves
nothing) and looks for the secret in every decoded string, unquoted query and body.
"""

from __future__ import annotations

import base64
import http.server
import json
from pathlib import Path
from urllib.parse import quote, unquote_plus

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from replaykit._util.leaves import strings
from replaykit.recording.capture.scrubber import Scrubber
from tests._loopback import serving

# -- what "no secret survives" means: every decoded view of every stored entry ---------------------


def _views(raw: bytes) -> list[str]:
    text = raw.decode("utf-8", "replace")
    out = [text, unquote_plus(text)]
    try:
        doc = json.loads(raw)
    except ValueError:
        return out
    for item in strings(doc):
        out += [item, unquote_plus(item)]
    return out


def _survivors(cassette: Path, secrets: list[str]) -> list[str]:
    from replaykit.recording.store.cassette import CassetteStore

    found = []
    with CassetteStore.open(cassette) as store:
        entries = list(store.entries())
    assert entries, "nothing was recorded"
    for e in entries:
        views = [*_views(e.response.body), *_views(e.request.body), *_views(e.request.query.encode()),
                 *_views(e.request.path.encode()), e.meta.model, json.dumps(e.response.headers)]
        found += [f"{s!r} in {e.request.method} {e.request.path}" for s in secrets if any(s in v for v in views)]
    return found


# -- the scrubber alone: any spelling of a configured secret ---------------------------------------

_secret_chars = st.sampled_from(list("abcXYZ0189-_./+= ~:@\"\\") + ["\u00e9", "\u4e2d", "\U0001F600"])
secret_st = st.lists(_secret_chars, min_size=10, max_size=24).map("".join).filter(
    lambda s: s.strip() == s and any(c.isalnum() for c in s))


def _spell(secret: str, style: str, upper: bool) -> bytes:
    if style == "json":
        return json.dumps(secret, ensure_ascii=False).encode()
    if style == "json-ascii":
        return json.dumps(secret).encode()
    if style == "php":  # json_encode: \/ and \uXXXX
        return json.dumps(secret).replace("/", "\\/").encode()
    if style == "all-u":
        out = []
        for c in secret:
            units = [ord(c)] if ord(c) <= 0xFFFF else [0xD800 + ((ord(c) - 0x10000) >> 10),
                                                      0xDC00 + ((ord(c) - 0x10000) & 0x3FF)]
            out += [("\\u%04X" if upper else "\\u%04x") % u for u in units]
        return ('"' + "".join(out) + '"').encode()
    quoted = quote(secret, safe="")
    if not upper:
        quoted = "%".join(p[:2].lower() + p[2:] if i else p for i, p in enumerate(quoted.split("%")))
    return (quoted.replace("%20", "+") if style == "form" else quoted).encode()


@settings(max_examples=300, deadline=None)
@given(secret=secret_st, style=st.sampled_from(["json", "json-ascii", "php", "all-u", "url", "form"]),
       upper=st.booleans(), before=st.text(max_size=20), after=st.text(max_size=20))
def test_any_spelling_of_a_configured_secret_is_scrubbed(secret, style, upper, before, after):
    spelled = _spell(secret, style, upper)
    data = before.encode("utf-8", "surrogatepass") + spelled + after.encode("utf-8", "surrogatepass")
    out = Scrubber([secret]).scrub_reply(data)
    decoded = json.loads(out) if style not in ("url", "form") and not before and not after else None
    assert spelled not in out
    if decoded is not None:
        assert secret not in decoded
    assert secret not in unquote_plus(out.decode("utf-8", "surrogatepass"))


@settings(max_examples=200, deadline=None)
@given(secret=secret_st, ensure_ascii=st.booleans(), php=st.booleans(), quoted=st.booleans())
def test_the_forms_clients_write_are_scrubbed_in_one_scan_each(secret, ensure_ascii, php, quoted):
    """Request bodies, queries and run files (written by Python's json, msgspec or a URL quoter) need
    no pattern: `scrub` replaces the fixed forms."""
    text = json.dumps({"content": f"my key is {secret}!"}, ensure_ascii=ensure_ascii)
    data = (quote(text) if quoted else text.replace("/", "\\/") if php else text).encode()
    out = Scrubber([secret]).scrub(data)
    assert secret not in (unquote_plus(out.decode()) if quoted else json.loads(out)["content"])


# -- live recording: an echo server on loopback, requests and httpx ---------------------------------


class _Echo(http.server.BaseHTTPRequestHandler):
    """Answers every request with JSON echoing its path, headers and body; X-Echo-Style picks how the
    JSON is written: plain UTF-8, ensure_ascii (\\uXXXX), or PHP's (\\/ and \\uXXXX)."""

    def _answer(self) -> None:
        length = int(self.headers.get("Content-Length") or 0)
        body = self.rfile.read(length).decode("utf-8", "replace") if length else ""
        doc = {"path": self.path, "headers": {k: v for k, v in self.headers.items()}, "body": body,
               "choices": [{"message": {"content": "ok " + " ".join(self.headers.values())}}]}
        style = self.headers.get("X-Echo-Style", "plain")
        text = json.dumps(doc, ensure_ascii=style != "plain")
        if style == "php":
            text = text.replace("/", "\\/")
        raw = text.encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(raw)))
        self.end_headers()
        self.wfile.write(raw)

    do_GET = do_POST = _answer

    def log_message(self, *a):
        pass


@pytest.fixture(scope="module")
def echo():
    with serving(_Echo) as url:
        yield url


CONFIGURED = "sk-configured/key+with spaces-0123456789"
T = {name: f"{name}-value-7f3a9c2e51" for name in
     ("auth-token", "api-key-header", "apikey-scheme", "basic-password", "bearer", "cookie", "lone-cookie", "sub-key",
      "password", "private", "amz", "x-api-key", "access", "client-secret", "json-api-key", "json-secret",
      "json-password", "form-secret")}


def _calls(echo: str, style: str) -> list[tuple[str, str, dict, bytes | None]]:
    basic = base64.b64encode(f"alice:{T['basic-password']}".encode()).decode()
    return [
        ("GET", f"{echo}/v1/models", {"X-Auth-Token": T["auth-token"], "X-Api-Key": T["api-key-header"]}, None),
        ("GET", f"{echo}/v1/me", {"Authorization": f"ApiKey {T['apikey-scheme']}"}, None),
        ("GET", f"{echo}/v1/you", {"Authorization": f"Basic {basic}"}, None),
        ("GET", f"{echo}/v1/they", {"Authorization": f"Bearer {T['bearer']}", "Cookie": f"session={T['cookie']}"}, None),
        ("GET", f"{echo}/v1/lone", {"Cookie": T["lone-cookie"]}, None),
        ("GET", f"{echo}/v1/items?subscription-key={T['sub-key']}&password={T['password']}&private_token={T['private']}"
                f"&X-Amz-Signature={T['amz']}&x-api-key={T['x-api-key']}&access-token={T['access']}"
                f"&client_secret={T['client-secret']}&page=2", {}, None),
        ("POST", f"{echo}/v1/login", {"Content-Type": "application/json"},
         json.dumps({"api_key": T["json-api-key"], "auth": {"client_secret": T["json-secret"], "password": T["json-password"]},
                     "note": f"echo {CONFIGURED}"}).encode()),
        ("POST", f"{echo}/oauth/token", {"Content-Type": "application/x-www-form-urlencoded"},
         f"grant_type=client_credentials&client_secret={quote(T['form-secret'])}&scope=read".encode()),
        ("POST", f"{echo}/v1/chat/completions", {"Authorization": f"Bearer {CONFIGURED}"},
         json.dumps({"model": "m", "messages": [{"role": "user", "content": f"my key is {CONFIGURED}"}]}).encode()),
    ]


@pytest.mark.parametrize("client", ["requests", "httpx"])
@pytest.mark.parametrize("style", ["plain", "ascii", "php"])
def test_live_recording_keeps_every_credential_out_of_the_cassette(client, style, echo, tmp_path):
    from replaykit.recording.capture.recorder import Recorder

    lib = pytest.importorskip(client)
    cassette = tmp_path / "c.rkc"
    calls = _calls(echo, style)
    with Recorder(cassette, mode="record", secrets=[CONFIGURED]) as rec, rec.scope("s"):
        for method, url, headers, body in calls:
            r = lib.request(method, url, headers={**headers, "X-Echo-Style": style}, content=body) if client == "httpx" \
                else lib.request(method, url, headers={**headers, "X-Echo-Style": style}, data=body)
            assert r.status_code == 200
    assert rec.stats.recorded == len(calls)
    assert _survivors(cassette, [CONFIGURED, *T.values()]) == []
    # and the calls replay (keys computed from the scrubbed, digested requests)
    with Recorder(cassette, mode="replay", secrets=[CONFIGURED]) as rec, rec.scope("s"):
        for method, url, headers, body in calls:
            url = url.replace(echo, "http://unused.invalid")
            r = lib.request(method, url, headers={**headers, "X-Echo-Style": style}, content=body) if client == "httpx" \
                else lib.request(method, url, headers={**headers, "X-Echo-Style": style}, data=body)
            assert r.status_code == 200


_where = st.sampled_from(["X-Auth-Token", "X-Api-Key", "ApiKey", "Bearer", "Basic", "Cookie", "lone cookie",
                          "query token", "query X-Amz-Signature", "json api_key", "json nested password", "form"])
_value = st.text(st.sampled_from(list("abcdefXYZ0123456789-_.~")), min_size=12, max_size=40).filter(
    lambda v: not v.isdigit())  # a learned credential has a letter (docs/cassettes.md, "Credentials")


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(where=_where, value=_value, style=st.sampled_from(["plain", "ascii", "php"]))
def test_a_credential_of_any_shape_is_never_stored(where, value, style, echo, tmp_path_factory):
    import requests

    from replaykit.recording.capture.recorder import Recorder

    cassette = tmp_path_factory.mktemp("c") / "c.rkc"
    headers, url, body = {"X-Echo-Style": style}, f"{echo}/v1/x", None
    if where in ("X-Auth-Token", "X-Api-Key"):
        headers[where] = value
    elif where in ("ApiKey", "Bearer"):
        headers["Authorization"] = f"{where} {value}"
    elif where == "Basic":
        headers["Authorization"] = "Basic " + base64.b64encode(f"user:{value}".encode()).decode()
    elif where == "Cookie":
        headers["Cookie"] = f"sid={value}; theme=dark"
    elif where == "lone cookie":
        headers["Cookie"] = value
    elif where.startswith("query"):
        url += f"?{where.split()[1]}={value}&page=3"
    elif where == "json api_key":
        body = json.dumps({"api_key": value, "q": 1}).encode()
    elif where == "json nested password":
        body = json.dumps({"user": {"name": "x", "password": value}}).encode()
    else:
        body = f"a=1&client_secret={value}".encode()
    with Recorder(cassette, mode="record") as rec, rec.scope("s"):
        assert requests.request("POST" if body else "GET", url, headers=headers, data=body).status_code == 200
    assert _survivors(cassette, [value]) == []


# -- import-vcr: the same shapes in a vcrpy file -----------------------------------------------------


def test_import_vcr_keeps_every_credential_out_of_the_cassette(tmp_path, monkeypatch):
    import yaml

    from replaykit.recording.capture.vcr_import import import_vcr

    monkeypatch.delenv("OPENAI_API_KEY", raising=False)
    basic = base64.b64encode(f"alice:{T['basic-password']}".encode()).decode()
    interactions = []
    for method, url, headers, body in _calls("https://api.example.com", "php"):
        echo = json.dumps({"path": url, "headers": headers, "body": (body or b"").decode(),
                           "choices": [{"message": {"content": "ok " + " ".join(headers.values())}}]}).replace("/", "\\/")
        interactions.append({
            "request": {"method": method, "uri": url, "body": (body or b"").decode() or None,
                        "headers": {k: [v] for k, v in headers.items()}},
            "response": {"status": {"code": 200, "message": "OK"}, "headers": {"Content-Type": ["application/json"]},
                         "body": {"string": echo}}})
    assert basic in json.dumps(interactions)
    src = tmp_path / "in.yaml"
    src.write_text(yaml.safe_dump({"interactions": interactions, "version": 1}))
    out = tmp_path / "out.rkc"
    report = import_vcr([src], out, secrets=[CONFIGURED])
    assert report.imported == len(interactions)
    assert _survivors(out, [CONFIGURED, *T.values()]) == []
