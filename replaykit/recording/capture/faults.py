"""Provider faults that arrive with a 2xx status: a body that is not JSON, or an error body.

An OpenAI-compatible endpoint answers its API paths with a JSON object. A 200 whose body
is HTML from a proxy, a truncated JSON document, or ``{"error": {...}}`` is a fault of the
provider, not an answer: the recorder never stores it (so a rerun asks the provider again
instead of replaying the fault forever) and the gateway retries it like a 5xx.

"JSON" is strict JSON (RFC 8259) in UTF-8, as msgspec reads it, on every route: the recorder's
check here, the gateway reading a reply it sent for and one it replays. Python's json module
(which the openai SDK uses) also reads ``NaN``, ``Infinity``, numbers beyond a double (``1e999``
becomes inf), a leading byte-order mark and escaped lone surrogates; a body using any of them is
a fault too (`strict_json_problem` names which), never recorded, and the recorder fails the call
for whichever client made it (ProviderFaultError), so no reply is ever used that is not in the
cassette, byte for byte. Why refuse rather than record such bodies: none of them is JSON a
provider may send (RFC 8259 forbids non-finite numbers and a BOM on the wire; a lone surrogate
is no text UTF-8 can carry), every file replaykit writes is strict JSON (a NaN would become
``null`` in a result, a lone surrogate is unwritable), and a retry usually gets a proper answer.
"""

from __future__ import annotations

import json
import logging
from typing import Any, Iterable

import msgspec

from replaykit._util.jsondepth import MAX_JSON_DEPTH, too_deep
from replaykit._util.leaves import strings
from replaykit.base import NOT_JSON
from replaykit.errors import ProviderFaultError

log = logging.getLogger("replaykit.recording.capture.recorder")  # the recorder's log: it refuses the answer
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


def strict_json_problem(body: bytes) -> str | None:
    """What makes a body that lenient JSON readers accept (Python's json, the openai SDK) not strict
    JSON, or None when they do not accept it either (then it is simply not JSON)."""
    if body.startswith(b"\xef\xbb\xbf"):
        return "it starts with a byte-order mark, which JSON sent over a network must not have (RFC 8259 8.1)"
    found: list[str] = []

    def constant(name: str) -> float:
        found.append(f"{name}, which is not a JSON number")
        return 0.0

    def number(text: str) -> float:
        value = float(text)
        if value in (float("inf"), float("-inf")):
            found.append(f"the number {text[:40]}, beyond the range of a double")
        return value

    try:
        doc = json.loads(body, parse_constant=constant, parse_float=number)
    except (ValueError, RecursionError):  # JSONDecodeError and UnicodeDecodeError are ValueErrors
        return None
    if not found:
        lone = _lone_surrogate(doc)
        if lone is not None:
            found.append(f"an escaped lone surrogate (U+{ord(lone):04X}), which no UTF-8 text can hold")
    return f"it holds {found[0]}" if found else None


def _lone_surrogate(doc: Any) -> str | None:
    for item in strings(doc):
        try:
            item.encode("utf-8")
        except UnicodeEncodeError as exc:
            return item[exc.start]
    return None


def response_fault(path: str, headers: Iterable[tuple[str, str]], body: bytes, doc: Any = UNDECODED,
                   nesting_checked: bool = False) -> str | None:
    """Why this 2xx response is a provider fault, or None when it is a plausible answer.

    Checked: responses whose Content-Type says JSON, and every response to an OpenAI API path.
    Other responses (a memory system's own plain-text service, say) are not judged. ``doc``: the
    body as `decode_json` returned it, when the caller has decoded it already; ``nesting_checked``:
    these very bytes were found nested at most MAX_JSON_DEPTH deep (the gateway's transport).
    """
    ctype = ""
    for name, value in headers:
        if name.lower() == "content-type":
            ctype = value.lower()
    api = path.split("?", 1)[0].rstrip("/").endswith(_API_SUFFIXES)
    if not (api or "json" in ctype):
        return None
    if not nesting_checked and too_deep(body):  # parsers recurse: stored, it would replay a RecursionError on every resume
        return f"the JSON body nests deeper than {MAX_JSON_DEPTH} levels"
    if doc is UNDECODED:
        doc = decode_json(body)  # after the depth check: never a RecursionError here
    if doc is UNREADABLE:
        odd = strict_json_problem(body)
        if odd is not None:
            return f"the body is not strict JSON: {odd}"
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


def refused(status: int, what: str, fault: str) -> ProviderFaultError:
    """The error that fails a call whose 2xx answer the recorder did not store (logged as well)."""
    log.warning("not recording a %s response for %s: %s", status, what, fault)
    return ProviderFaultError(f"HTTP {status} answer to {what} is a provider fault, neither recorded nor used: {fault}",
                              fault=fault, status=status)
