"""One completed HTTP exchange as a cassette Entry: the plain body (Content-Encoding undone),
only the Content-Type response header, usage metadata, every secret scrubbed."""

from __future__ import annotations

from typing import Any

from replaykit._util import inflate
from replaykit._util.jsondepth import MAX_JSON_DEPTH, NESTING_CHECKED
from replaykit.errors import ConfigError, ResponseLimitError
from replaykit.recording.capture.faults import UNREADABLE, decode_json, response_fault
from replaykit.recording.capture.scopes import Call, request_body
from replaykit.recording.capture.scrubber import Scrubber, SessionScrubber
from replaykit.recording.key import split_url
from replaykit.recording.store import Entry, EntryMeta, RecordedRequest, RecordedResponse, Usage

KEPT_RESPONSE_HEADERS = frozenset({"content-type"})


def build_entry(call: Call, request: Any, response: dict[str, Any], status: int, latency_ms: float, sc: Scrubber | SessionScrubber) -> Entry:
    """The scrubbed Entry of ``request`` answered by ``response`` (vcrpy's response dict)."""
    return checked_entry(call, request, response, status, latency_ms, sc)[0]


def checked_entry(call: Call, request: Any, response: dict[str, Any], status: int, latency_ms: float,
                  sc: Scrubber | SessionScrubber) -> tuple[Entry, str | None]:
    """`build_entry` and `entry_fault` of it, the response body decoded once for both."""
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
    # the path and query the call was keyed on are the request URL's (split_url); split again only without them
    keyed = call.request
    path, query = keyed[1:3] if keyed is not None else split_url(request.uri)
    doc = decode_json(body)
    model, usage = usage_of(body, doc)
    stored = sc.scrub_reply(body)
    entry = Entry(
        key=call.key,
        request=RecordedRequest(
            method=request.method.upper(),
            path=sc.scrub_text(path),
            query=sc.scrub_text(query),
            body=sc.scrub(keyed[3] if keyed is not None else request_body(request)),  # as keyed (scrubbed already)
            replica=call.replica,
            occurrence=call.occurrence,
        ),
        response=RecordedResponse(status=status, headers=kept, body=stored),
        meta=EntryMeta(latency_ms=round(latency_ms, 3), model=sc.scrub_text(model), usage=usage),
    )
    # the fault is judged on what is stored: the decoded body serves when scrubbing changed nothing, and the
    # nesting scan of the gateway's transport when these are the bytes it scanned (nothing inflated here)
    r = entry.request
    if stored is not body:
        return entry, entry_fault(entry)
    depth = response.get(NESTING_CHECKED)
    scanned = not encoding and type(depth) is int and depth <= MAX_JSON_DEPTH
    return entry, response_fault(r.path, kept, stored, doc, nesting_checked=scanned)


def entry_fault(entry: Entry) -> str | None:
    """Why a stored 2xx entry is a provider fault (see replaykit.recording.capture.faults), or None."""
    return response_fault(entry.request.path, entry.response.headers, entry.response.body)


def decode_content(body: bytes, encoding: str) -> bytes:
    """Undo Content-Encoding so what we store (and scrub) is the plain body, never inflating past
    HTTP_BODY_LIMIT (replaykit._util.inflate; the gateway's own transport has done it already)."""
    if not encoding:
        return body
    try:
        return inflate.http_body(body, encoding, inflate.HTTP_BODY_LIMIT)
    except inflate.InflateLimitError as exc:
        raise ResponseLimitError(f"cannot record a response: {exc}") from None
    except ValueError as exc:
        raise ConfigError(f"cannot record a response: {exc}", field="Content-Encoding") from None


def usage_of(body: bytes, doc: Any = None) -> tuple[str, Usage]:
    """The model and token usage a JSON response body reports ("" and zeros when it does not);
    ``doc``: the body as `decode_json` returned it, when decoded already."""
    if doc is None:
        doc = decode_json(body)
    if doc is UNREADABLE or not isinstance(doc, dict):
        return "", Usage()
    model = doc.get("model") if isinstance(doc.get("model"), str) else ""
    u = doc.get("usage")
    if not isinstance(u, dict):
        u = {}

    def n(name: str) -> int:
        v = u.get(name)
        return int(v) if isinstance(v, (int, float)) and not isinstance(v, bool) else 0

    return model or "", Usage(prompt_tokens=n("prompt_tokens"), completion_tokens=n("completion_tokens"), total_tokens=n("total_tokens"))
