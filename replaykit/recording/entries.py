"""One completed HTTP exchange as a cassette Entry: the plain body (Content-Encoding undone),
only the Content-Type response header, usage metadata, every secret scrubbed."""

from __future__ import annotations

import gzip
import zlib
from typing import Any

import msgspec
import zstandard

from replaykit.errors import ConfigError
from replaykit.recording.cassette import Entry, EntryMeta, RecordedRequest, RecordedResponse, Usage
from replaykit.recording.faults import response_fault
from replaykit.recording.key import split_url
from replaykit.recording.scopes import Call, request_body
from replaykit.recording.scrub import Scrubber

KEPT_RESPONSE_HEADERS = frozenset({"content-type"})


def build_entry(call: Call, request: Any, response: dict[str, Any], status: int, latency_ms: float, sc: Scrubber) -> Entry:
    """The scrubbed Entry of ``request`` answered by ``response`` (vcrpy's response dict)."""
    raw_headers = response.get("headers") or {}
    encoding = ""
    kept: list[tuple[str, str]] = []
    for name, values in raw_headers.items():
        lname = name.lower()
        if isinstance(values, str):
            values = [values]
        if lname == "content-encoding":
            encoding = ",".join(values).lower()
        if lname in KEPT_RESPONSE_HEADERS:
            kept.extend((lname, sc.scrub_text(str(v))) for v in values)
    kept.sort()
    body = response["body"]["string"]
    if isinstance(body, str):
        body = body.encode()
    body = decode_content(body or b"", encoding)
    path, query = split_url(request.uri)
    model, usage = usage_of(body)
    return Entry(
        key=call.key,
        request=RecordedRequest(
            method=request.method.upper(),
            path=sc.scrub_text(path),
            query=sc.scrub_text(query),
            body=sc.scrub(request_body(request)),
            replica=call.replica,
            occurrence=call.occurrence,
        ),
        response=RecordedResponse(status=status, headers=kept, body=sc.scrub(body)),
        meta=EntryMeta(latency_ms=round(latency_ms, 3), model=sc.scrub_text(model), usage=usage),
    )


def entry_fault(entry: Entry) -> str | None:
    """Why a stored 2xx entry is a provider fault (see replaykit.recording.faults), or None."""
    return response_fault(entry.request.path, entry.response.headers, entry.response.body)


def decode_content(body: bytes, encoding: str) -> bytes:
    """Undo Content-Encoding so what we store (and scrub) is the plain body."""
    for enc in reversed([e.strip() for e in encoding.split(",") if e.strip()]):
        if enc in ("gzip", "x-gzip"):
            body = gzip.decompress(body)
        elif enc == "deflate":
            try:
                body = zlib.decompress(body)
            except zlib.error:
                body = zlib.decompress(body, -zlib.MAX_WBITS)
        elif enc == "zstd":
            body = zstandard.ZstdDecompressor().decompressobj().decompress(body)
        elif enc == "br":
            import brotli  # type: ignore[import-not-found]  # only if the server chose it

            body = brotli.decompress(body)
        elif enc != "identity":
            raise ConfigError(f"cannot record a response with Content-Encoding {enc!r}", field="Content-Encoding")
    return body


_USAGE_DEC = msgspec.json.Decoder()


def usage_of(body: bytes) -> tuple[str, Usage]:
    """The model and token usage a JSON response body reports ("" and zeros when it does not)."""
    try:
        doc = _USAGE_DEC.decode(body)
    except (msgspec.DecodeError, UnicodeDecodeError):
        return "", Usage()
    if not isinstance(doc, dict):
        return "", Usage()
    model = doc.get("model") if isinstance(doc.get("model"), str) else ""
    u = doc.get("usage") if isinstance(doc.get("usage"), dict) else {}

    def n(name: str) -> int:
        v = u.get(name)
        return int(v) if isinstance(v, (int, float)) and not isinstance(v, bool) else 0

    return model or "", Usage(prompt_tokens=n("prompt_tokens"), completion_tokens=n("completion_tokens"), total_tokens=n("total_tokens"))
