"""Credentials found by what a value is, in a request as it is sent (live, or in an imported vcrpy file).

- `header_secrets`: the values of credential-shaped request headers: Authorization and
  Proxy-Authorization (whole, and the token after any scheme: Bearer, Basic and the user:password it
  encodes, ApiKey, Token, ...), any header named like a credential (X-Auth-Token, X-Api-Key, api-key,
  ...: `replaykit.recording.key.credential_name`), and cookies (each cookie's value, and a lone value
  with no name).
- `query_secrets`: the values of credential-named query parameters (their place in the key is a
  digest, replaykit.recording.key; their echoes elsewhere are scrubbed with these).
- `digest_fields`: a request body with the string value of every credential-named field replaced by
  its digest (JSON objects at any depth: ``{"api_key": ...}``; form bodies: ``client_secret=...``),
  so the value is neither stored nor dropped from the key (two passwords stay two requests); the
  values replaced are returned too, to be scrubbed wherever else they appear.

Request headers are never stored; what they carry is only scrubbed (replaykit.recording.capture.scrubber)
out of what is stored: bodies, queries, kept response headers.
"""

from __future__ import annotations

import base64
import binascii
import functools
import re
from typing import Any, Iterable, Mapping
from urllib.parse import parse_qsl, urlsplit

import msgspec

from replaykit.base import NOT_JSON
from replaykit.recording.key import QUERY_DIGEST, credential_name, digest_value, escaped_pairs

_NOT_CREDENTIALS = ("idempotency", "requestid", "contenttype", "contentlength")  # ids and shapes, not secrets
_FORM = re.compile(rb"[A-Za-z0-9._~%+\-]+=[A-Za-z0-9._~%+\-*]*(?:&[A-Za-z0-9._~%+\-]+=[A-Za-z0-9._~%+\-*]*)*")
_CONVERSATION = frozenset({"messages", "input", "prompt"})  # what is asked: text, never a credential field
_TOP = msgspec.json.Decoder(dict[str, msgspec.Raw])  # top-level fields, their values left unread (fast)
_DEC = msgspec.json.Decoder()
_ENC = msgspec.json.Encoder()


def _credential_header(name: str) -> bool:
    n = "".join(c for c in name.lower() if c.isalnum())
    return credential_name(name) and not any(w in n for w in _NOT_CREDENTIALS)


def header_secrets(headers: Mapping[str, Any] | Iterable[tuple[str, Any]] | None) -> list[str]:
    """Every credential value the request headers carry (see the module docstring), in header order."""
    items = headers.items() if isinstance(headers, Mapping) else (headers or ())
    out: list[str] = []
    for name, values in items:
        name = name.decode("latin-1") if isinstance(name, bytes) else str(name)
        if not _credential_header(name):
            continue
        for value in values if isinstance(values, (list, tuple)) else [values]:
            value = (value.decode("latin-1") if isinstance(value, bytes) else str(value)).strip()
            out.append(value)
            if "cookie" in name.lower():
                for part in value.split(";"):
                    _, eq, v = part.strip().partition("=")
                    out.append(v.strip() if eq else part.strip())  # a lone cookie value has no name
                continue
            scheme, _, token = value.partition(" ")
            if token.strip():
                out.append(token.strip())
                if scheme.lower() == "basic":
                    out.extend(_basic(token.strip()))
    return out


def _basic(token: str) -> list[str]:
    try:
        plain = base64.b64decode(token, validate=True).decode("utf-8")
    except (binascii.Error, ValueError):
        return []
    return [plain, plain.partition(":")[2]]


def query_secrets(url: str) -> list[str]:
    """The values of the credential-named parameters of a URL's query."""
    return [v for k, v in parse_qsl(urlsplit(url).query, keep_blank_values=True) if credential_name(k)]


def digest_fields(body: bytes) -> tuple[bytes, list[str]]:
    """(the body with every credential-named field's string value replaced by its digest, the values
    replaced); the body unchanged (the same object) when it holds no such field. In a JSON object the
    conversation (``messages``, ``input``, ``prompt``) is text, never searched: only the other fields
    are read, so a chat body costs one scan of its top level."""
    if not body:
        return body, []
    if body.lstrip()[:1] != b"{":
        return _form(body) if body.lstrip()[:1] != b"[" else (body, [])
    try:
        top = _TOP.decode(body)
    except NOT_JSON:
        return body, []
    if not any(_holds_credential(k, bytes(v)) for k, v in top.items() if k not in _CONVERSATION):
        return body, []
    found: list[str] = []
    doc = _DEC.decode(body)
    new = {k: (v if k in _CONVERSATION else _walk({k: v}, found)[k]) for k, v in doc.items()}
    return (_ENC.encode(new), found) if found else (body, [])


def _holds_credential(name: str, raw: bytes) -> bool:
    if raw[:1] == b'"':
        return credential_name(name)
    return raw[:1] in (b"{", b"[") and _nested_credential(raw)


@functools.lru_cache(maxsize=256)
def _nested_credential(raw: bytes) -> bool:
    """Whether a JSON object or array holds a credential-named string field at any depth (a call's
    response format or tools repeat from call to call: each is read once)."""
    try:
        stack = [_DEC.decode(raw)]
    except NOT_JSON:
        return False
    while stack:
        item = stack.pop()
        if isinstance(item, dict):
            for k, v in item.items():
                if isinstance(v, str):
                    if credential_name(k):
                        return True
                elif isinstance(v, (dict, list)):
                    stack.append(v)
        elif isinstance(item, list):
            stack.extend(v for v in item if isinstance(v, (dict, list)))
    return False


def _walk(doc: Any, found: list[str]) -> Any:
    if isinstance(doc, dict):
        out = {}
        for k, v in doc.items():
            if isinstance(v, str) and credential_name(k) and not v.startswith(QUERY_DIGEST):
                found.append(v)
                out[k] = digest_value(v)
            else:
                out[k] = _walk(v, found)
        return out
    if isinstance(doc, list):
        return [_walk(v, found) for v in doc]
    return doc


def _form(body: bytes) -> tuple[bytes, list[str]]:
    """A form-encoded body (name=value&...) with credential-named values digested, written back as a
    query is keyed (replaykit.recording.key); anything else unchanged."""
    if _FORM.fullmatch(body.strip()) is None:
        return body, []
    pairs = parse_qsl(body.strip().decode("ascii"), keep_blank_values=True, errors="surrogateescape")
    found = [v for k, v in pairs if credential_name(k) and not v.startswith(QUERY_DIGEST)]
    if not found:
        return body, []
    return escaped_pairs([(k, digest_value(v) if credential_name(k) else v) for k, v in pairs]).encode(), found


def credential_fields(request: Mapping[str, Any]) -> bool:
    """Whether a request given as the object its body encodes (the gateway's) has a credential-named
    string field beside its conversation (then it is keyed from its bytes, through `digest_fields`)."""
    return any(k not in _CONVERSATION and (credential_name(k) if isinstance(v, str) else
                                           isinstance(v, (dict, list)) and _nested_credential(msgspec.json.encode(v)))
               for k, v in request.items())


def keyed_body(scrubber: Any, body: bytes) -> bytes:
    """A request body as it is keyed and stored: configured and learned secrets scrubbed (a configured
    key in a credential field becomes the filler first, so the key never depends on which key was
    used), credential-named fields digested (`digest_fields`), and their values learned and scrubbed
    wherever else the body quotes them."""
    if body and scrubber:
        body = scrubber.scrub(body)
    body, found = digest_fields(body)
    if found and scrubber is not None:
        if hasattr(scrubber, "learn"):
            scrubber.learn(found)
        body = scrubber.scrub(body)
    return body
