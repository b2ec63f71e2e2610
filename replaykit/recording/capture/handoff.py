"""The gateway's direct route to the provider: a request `Recorder.answer` could not answer from a
cassette is handed on, with the Call (key, occurrence) it computed, to the HTTP request that
follows in the same thread. That request, if it is the very same one (method, path, query and
body bytes), takes the Call instead of computing its key again, and is sent and recorded without
vcrpy's request and response objects (vcr_adapter). Anything else (a memory system's own HTTP
call, a request that differs) goes through vcrpy's stub as before.
"""

from __future__ import annotations

import contextvars
from typing import Any

from replaykit.recording.key import split_url

# (method, path, query, raw body, Call) of the request `answer` just sent on, in this thread
_PENDING: contextvars.ContextVar[tuple | None] = contextvars.ContextVar("replaykit_pending", default=None)


class DirectRequest:
    """What `decide`, `play` and `record` read of a request (method, uri, body): the gateway's own
    call, sent without vcrpy's request object."""

    __slots__ = ("method", "uri", "body", "_replaykit_call")

    def __init__(self, method: str, uri: str, body: bytes, call: Any) -> None:
        self.method, self.uri, self.body = method, uri, body
        self._replaykit_call = call


def hand_on(method: str, path: str, query: str, body: bytes, call: Any) -> None:
    """`answer` sends this request on to the provider: the next HTTP request in this thread may take its Call."""
    _PENDING.set((method.upper(), path, query, body, call))


def sent_on() -> bool:
    return _PENDING.get() is not None


def take(method: str, path: str, query: str, body: bytes) -> Any:
    """The handed-on Call if this request is that very one, else None; either way nothing stays handed on."""
    pending = _PENDING.get()
    if pending is None:
        return None
    _PENDING.set(None)
    return pending[4] if pending[:4] == (method.upper(), path, query, body) else None


def direct_request(method: str, url: str, body: bytes) -> DirectRequest | None:
    """A DirectRequest carrying the handed-on Call when this HTTP request is that very one, else None."""
    path, query = split_url(url)
    call = take(method, path, query, body)
    return None if call is None else DirectRequest(method.upper(), url, body, call)
