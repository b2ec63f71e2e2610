"""A provider's answers as the gateway reads them: chat completions and embeddings, from bytes.

The gateway answers a recorded call straight from the cassette (no HTTP client, no SDK): the
stored body is decoded here with msgspec. A call that reaches the provider is read by the
same functions from the raw bytes the SDK hands back (``cast_to=bytes``), never by the SDK's
models, whose ``json.loads`` also reads NaN, Infinity, 1e999, a byte-order mark or a lone
surrogate: a reply is read as strict JSON on both routes, so it never depends on which route
answered it, and a body the recorder refuses (replaykit.recording.capture.faults) is refused here too.

A 2xx body that is no answer (not JSON, an error object, no choices / no data) raises
BadResponse, which the gateway retries like a 5xx (and names as a provider fault).
"""

from __future__ import annotations

import json
from typing import Any, Iterable, NamedTuple

import msgspec

from replaykit.errors import ProviderFaultError


class BadResponse(Exception):
    """A 2xx answer that is not a usable response (not JSON, an error body, no choices): retried."""


FAULTS = (BadResponse, ProviderFaultError)
"""A 2xx that is no answer: read so here (BadResponse), or refused by the recorder before anyone read it
(ProviderFaultError); the gateway retries both like a 5xx."""


def unwrapped(exc: Exception) -> Exception:
    """The recorder's ProviderFaultError when an SDK wrapped it in its own connection error, else ``exc``."""
    return exc.__cause__ if isinstance(exc.__cause__, ProviderFaultError) else exc


class ChatFields(NamedTuple):
    """What the gateway keeps of a chat completion."""

    text: str
    prompt_tokens: int
    completion_tokens: int
    model: str
    finish_reason: str


def short(text: str, width: int = 300) -> str:
    text = " ".join(str(text).split())
    return text if len(text) <= width else text[:width] + "..."


# -- chat completions ---------------------------------------------------------------------


def _content_type(headers: Iterable[tuple[str, str]]) -> str:
    for name, value in headers:
        if name.lower() == "content-type":
            return value
    return "*"


def chat_from_body(body: bytes, headers: Iterable[tuple[str, str]] = ()) -> ChatFields:
    """The chat completion in a 2xx body, read as strict JSON: a body that does not decode raises the
    JSON error when its Content-Type says JSON and Python's json cannot read it either (the SDK's
    ``response.json()``), else BadResponse (NaN, a BOM, a lone surrogate: strict JSON it is not); an
    error object or a body without a ``choices`` list raises BadResponse."""
    try:
        doc = _JSON.decode(body)
    except (msgspec.DecodeError, UnicodeDecodeError):
        if _content_type(headers).split(";")[0].endswith("json"):
            json.loads(body)  # the SDK's own error (JSONDecodeError or UnicodeDecodeError)
        raise BadResponse(f"HTTP 200 with a body that is not strict JSON: {short(body.decode('utf-8', 'replace'), 80)!r}") from None
    if not isinstance(doc, dict):
        raise BadResponse(f"HTTP 200 with a body that is not JSON: {short(str(doc), 80)!r}")
    if doc.get("error") or not isinstance(doc.get("choices"), list):
        raise BadResponse(f"HTTP 200 with an error body or no choices: {short(str(doc.get('error') or ''), 120)}")
    choices = doc["choices"]
    choice = choices[0] if choices and isinstance(choices[0], dict) else {}
    message = choice.get("message")
    content = message.get("content") if isinstance(message, dict) else None
    usage = doc.get("usage")
    usage = usage if isinstance(usage, dict) else {}
    model = doc.get("model")
    finish = choice.get("finish_reason")
    return ChatFields(
        text=content if isinstance(content, str) else "",
        prompt_tokens=_int(usage.get("prompt_tokens")),
        completion_tokens=_int(usage.get("completion_tokens")),
        model=model if isinstance(model, str) else "",
        finish_reason=finish if isinstance(finish, str) else "",
    )


def _int(value: Any) -> int:
    if isinstance(value, bool) or value is None:
        return 0
    try:
        return int(value)
    except (TypeError, ValueError):
        return 0


# -- embeddings ---------------------------------------------------------------------------


class _EmbeddingItem(msgspec.Struct):  # decode views of a provider's reply: unknown fields ignored
    index: int = 0
    embedding: list[float] = []


class _EmbeddingUsage(msgspec.Struct):
    prompt_tokens: int = 0


class EmbeddingsBody(msgspec.Struct):
    data: list[_EmbeddingItem] = []
    usage: _EmbeddingUsage | None = None


_EMBEDDINGS = msgspec.json.Decoder(EmbeddingsBody)
_JSON = msgspec.json.Decoder()


def embeddings_from_body(raw: Any) -> EmbeddingsBody:
    """The embeddings of a 200 reply's raw bytes, else BadResponse (not JSON, an error body, no data)."""
    if not isinstance(raw, (bytes, bytearray)):
        raise BadResponse(f"HTTP 200 with a body that is not JSON: {short(str(raw), 80)!r}")
    try:
        resp = _EMBEDDINGS.decode(raw)
    except (msgspec.DecodeError, msgspec.ValidationError):
        raise BadResponse(f"HTTP 200 with a body that is not an embeddings object: {short(bytes(raw).decode('utf-8', 'replace'), 80)!r}") from None
    if not resp.data:
        raise BadResponse("HTTP 200 with an error body or no data")
    return resp
