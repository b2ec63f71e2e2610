"""Provider faults that arrive with a 2xx status: a body that is not JSON, or an error body.

An OpenAI-compatible endpoint answers its API paths with a JSON object. A 200 whose body
is HTML from a proxy, a truncated JSON document, or ``{"error": {...}}`` is a fault of the
provider, not an answer: the recorder never stores it (so a rerun asks the provider again
instead of replaying the fault forever) and the gateway retries it like a 5xx.
"""

from __future__ import annotations

from typing import Any, Iterable

import msgspec

from replaykit._util.jsondepth import MAX_JSON_DEPTH, too_deep
from replaykit.base import NOT_JSON

_API_SUFFIXES = ("/chat/completions", "/completions", "/embeddings", "/responses")
_DEC = msgspec.json.Decoder()
UNREADABLE = object()  # what `decode_json` returns for a body that does not decode
UNDECODED = object()  # `response_fault`'s default: decode the body here


def decode_json(body: bytes) -> Any:
    """The body decoded as JSON, or UNREADABLE: decoded once per recorded response, for the fault
    check and the usage metadata alike."""
    try:
        return _DEC.decode(body)
    except NOT_JSON:
        return UNREADABLE


def response_fault(path: str, headers: Iterable[tuple[str, str]], body: bytes, doc: Any = UNDECODED) -> str | None:
    """Why this 2xx response is a provider fault, or None when it is a plausible answer.

    Checked: responses whose Content-Type says JSON, and every response to an OpenAI API path.
    Other responses (a memory system's own plain-text service, say) are not judged. ``doc``: the
    body as `decode_json` returned it, when the caller has decoded it already.
    """
    ctype = ""
    for name, value in headers:
        if name.lower() == "content-type":
            ctype = value.lower()
    api = path.split("?", 1)[0].rstrip("/").endswith(_API_SUFFIXES)
    if not (api or "json" in ctype):
        return None
    if too_deep(body):  # parsers recurse: stored, it would replay a RecursionError on every resume
        return f"the JSON body nests deeper than {MAX_JSON_DEPTH} levels"
    if doc is UNDECODED:
        doc = decode_json(body)  # after the depth check: never a RecursionError here
    if doc is UNREADABLE:
        shown = body[:60].decode("utf-8", "replace")
        return f"the body is not JSON (Content-Type {ctype or 'missing'}; starts {shown!r})"
    if isinstance(doc, dict) and doc.get("error") not in (None, "", {}, []):
        return "the body is an error object, not an answer"
    if api and not isinstance(doc, dict):
        return f"the body is a JSON {type(doc).__name__}, not an object"
    if path.rstrip("/").endswith("/chat/completions") and not isinstance(doc.get("choices"), list):
        return "a chat completion without choices"
    if path.rstrip("/").endswith("/embeddings") and not isinstance(doc.get("data"), list):
        return "an embeddings response without data"
    return None
