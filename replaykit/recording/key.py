"""The request key: a content hash of what a request *asks*, never of how it is sent.

    identity = request_identity(method, path, query, body)        # a plain dict, see below
    digest   = identity_digest(identity, version)                 # sha256, see below
    key      = sha256(canonical_msgpack([version, digest, replica, occurrence])).hexdigest()

(`digest` groups identical requests; the occurrence index counts them within a scope.) A
cassette's header names the version of its keys (`key_version`); new cassettes get
`KEY_VERSION`, and a cassette keeps the version it was written with (older ones replay as they
were recorded):

- version 1: ``sha256(canonical_msgpack(identity))``, the whole identity, messages included, so a
  conversation's key costs its whole history again on every call;
- version 2: the same with the identity's messages list replaced by the concatenation of the
  digests of its messages, each ``sha256(canonical_msgpack(message))`` (a Merkle tree of two
  levels): a caller that remembers the digests of the messages it has keyed
  (replaykit.recording.capture.digests) hashes each message of a growing conversation once.

`request_identity` keeps, from a JSON body, the fields in `INCLUDED_FIELDS` (the semantic
fields of the OpenAI chat-completions / completions / embeddings APIs: model, messages,
every sampling parameter, response format, tools, seed, ...) under "fields", and any other
body field that is not in `EXCLUDED_FIELDS` under "extra" (an unknown field might change
the answer, e.g. llama.cpp's `grammar`, so it is kept rather than silently ignored).
`EXCLUDED_FIELDS` are client ids and storage hints that never change the answer.

The endpoint enters as the URL *path* (e.g. /v1/chat/completions), never the scheme, host
or port. The query enters as its decoded (name, value) pairs, ordered by name (pairs of one name
keep their order: ``x=1&x=2`` is not ``x=2&x=1``), each name and value written back with ``%``,
``&`` and ``=`` escaped (and bytes that are not UTF-8 as ``%XX``), so no two queries that decode
to different pairs share a key (``a=x%26b%3Dy`` is one pair, ``a=x&b=y`` two); queries whose
names and values hold none of those characters read as before. The value of a parameter named
like a credential (`credential_name`: key, token, sig, password, X-Amz-Signature, ...) enters,
and is stored, as a SHA-256 digest of it (`QUERY_DIGEST`), never dropped (``token=page1`` and
``token=page2`` are two requests) and never written: why a plain digest, and not an HMAC, is in
docs/cassettes.md. Headers (authorization, api keys, client ids, retry counts), timeouts and the
base URL's host never enter the key. JSON key order, whitespace, a null value versus an
absent field, and 1 versus 1.0 for numeric sampling parameters do not change the key.
Bodies that are not JSON objects enter as their sha256.
"""

from __future__ import annotations

import functools
import hashlib
import re
from typing import Any
from urllib.parse import parse_qsl, quote, urlsplit

import msgspec

from replaykit.base import NOT_JSON

KEY_VERSION = 2
"""The key version of new cassettes (version 1: cassettes written before it, read as they were written)."""
KEY_VERSIONS = (1, 2)

# Semantic fields of the OpenAI-compatible APIs. Order is irrelevant (encoding sorts keys).
INCLUDED_FIELDS = frozenset(
    {
        # what is asked
        "model", "messages", "prompt", "input", "suffix", "instructions",
        # sampling
        "temperature", "top_p", "top_k", "min_p", "typical_p", "n", "best_of",
        "max_tokens", "max_completion_tokens", "stop", "presence_penalty",
        "frequency_penalty", "repeat_penalty", "repetition_penalty", "logit_bias",
        "logprobs", "top_logprobs", "echo", "seed", "reasoning_effort", "verbosity",
        "modalities", "prediction", "audio", "web_search_options",
        # output shape
        "response_format", "tools", "tool_choice", "parallel_tool_calls", "functions",
        "function_call", "stream", "stream_options", "encoding_format", "dimensions",
    }
)

# Never semantic: client/user ids, storage and caching hints, routing tiers.
EXCLUDED_FIELDS = frozenset(
    {"user", "safety_identifier", "prompt_cache_key", "metadata", "store", "service_tier"}
)

# Sampling parameters compared as numbers: 1 and 1.0 are the same temperature.
_FLOAT_FIELDS = frozenset(
    {"temperature", "top_p", "min_p", "typical_p", "presence_penalty", "frequency_penalty",
     "repeat_penalty", "repetition_penalty"}
)

# Parameter, field and header names that carry credentials once lower-cased with everything but
# letters and digits removed (X-Amz-Signature -> xamzsignature): equal to one of these, or holding one
# of the words, or ending in "key" or "sig" (apikey, subscriptionkey, privatekey, ...).
_CREDENTIAL_NAMES = frozenset({"key", "sig", "pwd", "pass", "auth", "oauth", "sid", "jwt", "bearer", "cookie"})
_CREDENTIAL_WORDS = ("token", "secret", "passw", "apikey", "signature", "credential", "authoriz", "session",
                     "cookie", "accesskey")
QUERY_DIGEST = "~sha256:"
"""How the value of a credential-named query parameter is keyed and stored: this prefix, then the
hex SHA-256 of ``replaykit query value\0`` and the value's bytes."""


_CREDENTIAL = re.compile("|".join(_CREDENTIAL_WORDS) + "|(?:key|sig|auth)$")
_NOT_ALNUM = re.compile(r"[\W_]+")


@functools.lru_cache(maxsize=4096)
def credential_name(name: str) -> bool:
    """Whether a query parameter, JSON field, form field or header of this name carries a credential
    (names repeat from call to call: each is judged once)."""
    n = _NOT_ALNUM.sub("", name.lower())
    return n in _CREDENTIAL_NAMES or _CREDENTIAL.search(n) is not None

_ENC = msgspec.msgpack.Encoder(order="sorted")
_JSON_DEC = msgspec.json.Decoder()


def split_url(url: str) -> tuple[str, str]:
    """(path, canonical query) of a URL (see the module docstring); host, scheme and port are dropped."""
    # a run calls a handful of URLs, each on every call: short ones are remembered (1,024 of at most 512 chars)
    return _split_short(url) if len(url) <= 512 else _split_url(url)


@functools.lru_cache(maxsize=1024)
def _split_short(url: str) -> tuple[str, str]:
    return _split_url(url)


def _split_url(url: str) -> tuple[str, str]:
    parts = urlsplit(url)
    pairs = [(k, digest_value(v) if credential_name(k) else v)
             for k, v in parse_qsl(parts.query, keep_blank_values=True, errors="surrogateescape")]
    pairs.sort(key=lambda kv: kv[0])  # stable: the values of one name keep their order
    return parts.path or "/", escaped_pairs(pairs)


def digest_value(value: str) -> str:
    """What a credential's value is keyed and stored as (a query parameter, a body field): QUERY_DIGEST."""
    return QUERY_DIGEST + hashlib.sha256(b"replaykit query value\0" + value.encode("utf-8", "surrogateescape")).hexdigest()


def escaped_pairs(pairs: list[tuple[str, str]]) -> str:
    """Decoded (name, value) pairs joined as name=value&..., each written back so that the text decodes
    to these pairs only (`_escaped`)."""
    return "&".join(f"{_escaped(k)}={_escaped(v)}" for k, v in pairs)


def _escaped(text: str) -> str:
    """A decoded query name or value written back so that the joined pairs decode to these pairs only:
    %, & and = escaped; a value holding bytes that were not UTF-8 (surrogate escapes) is percent-encoded
    whole, its odd bytes as %80-%FF, which no other value's escaping produces."""
    if not any("\udc80" <= c <= "\udcff" for c in text):
        return text.replace("%", "%25").replace("&", "%26").replace("=", "%3D")
    return quote(text.encode("utf-8", "surrogateescape"), safe="")


def _normalize_value(name: str, value: Any) -> Any:
    if name in _FLOAT_FIELDS and isinstance(value, int) and not isinstance(value, bool):
        return float(value)
    return value


def request_identity(method: str, path: str, query: str, body: bytes | None) -> dict[str, Any]:
    """The semantic content of a request, as a plain dict (see module docstring)."""
    raw = body or b""
    parsed: Any = None
    if raw[:1] in (b"{", b" ", b"\n", b"\t", b"\r"):
        try:
            parsed = _JSON_DEC.decode(raw)
        except NOT_JSON:  # not UTF-8, or too deep to read: keyed by its bytes
            parsed = None
    if isinstance(parsed, dict):
        return identity_fields(method, path, query, parsed)
    return {"method": method.upper(), "endpoint": path, "query": query, "body_sha256": hashlib.sha256(raw).hexdigest()}


def identity_fields(method: str, path: str, query: str, parsed: dict[str, Any]) -> dict[str, Any]:
    """The identity of a request whose body is the JSON object ``parsed`` (as decoded)."""
    fields: dict[str, Any] = {}
    extra: dict[str, Any] = {}
    for name, value in parsed.items():
        if value is None or name in EXCLUDED_FIELDS:
            continue
        if name in INCLUDED_FIELDS:
            fields[name] = _normalize_value(name, value)
        else:
            extra[name] = value
    identity: dict[str, Any] = {"method": method.upper(), "endpoint": path, "query": query, "fields": fields}
    if extra:
        identity["extra"] = extra
    return identity


def identity_digest(identity: dict[str, Any], version: int = 1) -> bytes:
    """sha256 of the identity alone (replica and occurrence not included): groups identical requests.
    ``version``: the key version (module docstring)."""
    if version == 1:
        return hashlib.sha256(_ENC.encode(identity)).digest()
    fields = identity.get("fields")
    messages = fields.get("messages") if isinstance(fields, dict) else None
    if not isinstance(messages, list):
        return digest_with_leaves(identity, None)
    return digest_with_leaves(identity, b"".join([message_digest(m) for m in messages]))


def message_digest(message: Any) -> bytes:
    """A leaf of a version-2 digest: sha256 of one message's canonical encoding."""
    return hashlib.sha256(_ENC.encode(message)).digest()


def digest_with_leaves(identity: dict[str, Any], leaves: bytes | None) -> bytes:
    """The version-2 digest of ``identity`` whose messages have these digests, concatenated (None: the
    identity has no list of messages). A msgpack bin value never stands for a JSON value, so no
    identity without messages digests to the same."""
    if leaves is not None:
        identity = {**identity, "fields": {**identity["fields"], "messages": leaves}}
    return hashlib.sha256(_ENC.encode(identity)).digest()


def key_from_digest(digest: bytes, replica: int = 0, occurrence: int = 0, version: int = 1) -> str:
    """The cassette key (64 hex chars) from an identity digest (of that key version), replica and occurrence index."""
    if version not in KEY_VERSIONS:
        raise ValueError(f"key version {version} is not one of {KEY_VERSIONS}")
    return hashlib.sha256(_ENC.encode([version, digest, replica, occurrence])).hexdigest()


def request_key(identity: dict[str, Any], replica: int = 0, occurrence: int = 0, version: int = 1) -> str:
    """The cassette key (64 hex chars) of one request."""
    return key_from_digest(identity_digest(identity, version), replica, occurrence, version)


def key_for(method: str, url: str, body: bytes | None, replica: int = 0, occurrence: int = 0, version: int = 1) -> str:
    """Convenience: the key of a request given its method, full URL and body bytes."""
    path, query = split_url(url)
    return request_key(request_identity(method, path, query, body), replica, occurrence, version)


def describe_identity(identity: dict[str, Any], width: int = 60) -> str:
    """A short human description: endpoint, model and the start of the last message/input."""
    fields = identity.get("fields", {})
    model = fields.get("model", "?")
    last = ""
    messages = fields.get("messages")
    if isinstance(messages, list) and messages:
        content = messages[-1].get("content", "") if isinstance(messages[-1], dict) else messages[-1]
        last = content if isinstance(content, str) else msgspec.json.encode(content).decode()
    elif "input" in fields:
        last = msgspec.json.encode(fields["input"]).decode()
    elif "prompt" in fields:
        last = str(fields["prompt"])
    last = last.replace("\n", " ")
    if len(last) > width:
        last = last[:width] + "..."
    return f"{identity.get('method', '?')} {identity.get('endpoint', '?')} model={model!s} last={last!r}"


def _short(value: Any, width: int = 80) -> str:
    text = msgspec.json.encode(value, order="sorted").decode() if not isinstance(value, str) else repr(value)
    return text if len(text) <= width else text[:width] + "..."


def diff_identities(wanted: dict[str, Any], recorded: dict[str, Any], limit: int = 6) -> list[str]:
    """Human-readable differences between two identities, most specific path first."""
    out: list[str] = []

    def walk(a: Any, b: Any, where: str) -> None:
        if len(out) >= limit or a == b:
            return
        if isinstance(a, dict) and isinstance(b, dict):
            for k in sorted(set(a) | set(b)):
                if k not in a:
                    out.append(f"{where}{k}: requested <absent>, recorded {_short(b[k])}")
                elif k not in b:
                    out.append(f"{where}{k}: requested {_short(a[k])}, recorded <absent>")
                else:
                    walk(a[k], b[k], f"{where}{k}.")
                if len(out) >= limit:
                    return
            return
        if isinstance(a, list) and isinstance(b, list):
            for i, (x, y) in enumerate(zip(a, b)):
                if x != y:
                    walk(x, y, f"{where.rstrip('.')}[{i}].")
                    return
            out.append(f"{where.rstrip('.')}: requested {len(a)} items, recorded {len(b)}")
            return
        out.append(f"{where.rstrip('.')}: requested {_short(a)}, recorded {_short(b)}")

    walk(wanted, recorded, "")
    return out


def similarity(wanted: dict[str, Any], recorded: dict[str, Any]) -> tuple[int, int, int]:
    """Sort key for "nearest recorded request": same endpoint, equal fields, shared message prefix."""
    if wanted.get("endpoint") != recorded.get("endpoint"):
        return (0, 0, 0)
    fa, fb = wanted.get("fields", {}), recorded.get("fields", {})
    equal = sum(1 for k in set(fa) | set(fb) if fa.get(k) == fb.get(k))
    ma, mb = fa.get("messages") or fa.get("input"), fb.get("messages") or fb.get("input")
    prefix = 0
    if isinstance(ma, list) and isinstance(mb, list):
        for x, y in zip(ma, mb):
            if x != y:
                break
            prefix += 1
    return (1, equal, prefix)
