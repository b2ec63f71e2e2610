"""Scopes and occurrence indices: what makes a request's key independent of thread scheduling.

A scope is one sequential unit (an episode, a blueprint user), held in a contextvar, so
concurrent units never disturb each other's counts. The key of a request is its content
hash plus the scope's replica index and its *occurrence index*: how many identical requests
this scope has already completed. The count advances only when a request completes with a
2xx (recorded or replayed), so a retried failure reuses its index. The scope *name* is not
in the key: two scopes making the same request (same replica, same occurrence) share one
recording.
"""

from __future__ import annotations

import contextlib
import contextvars
import logging
import threading
from dataclasses import dataclass
from typing import Any, Iterator

from replaykit.errors import ConfigError
from replaykit.recording.key import identity_digest, key_from_digest, request_identity, split_url

log = logging.getLogger("replaykit.recording.capture.recorder")

_SCOPE: contextvars.ContextVar[tuple[str, int]] = contextvars.ContextVar("replaykit_scope", default=("", 0))


@contextlib.contextmanager
def scope(name: str, replica: int = 0) -> Iterator[None]:
    """Run the enclosed calls as one sequential unit (episode, user, ...). Works without a Recorder."""
    if not isinstance(name, str):
        raise ConfigError(f"scope name must be a str, got {type(name).__name__}", field="scope")
    if not isinstance(replica, int) or isinstance(replica, bool) or replica < 0:
        raise ConfigError(f"scope replica must be a non-negative int, got {replica!r}", field="replica")
    token = _SCOPE.set((name, replica))
    try:
        yield
    finally:
        _SCOPE.reset(token)


def current_scope() -> tuple[str, int]:
    return _SCOPE.get()


@dataclass
class Call:
    """One HTTP request as the recorder sees it: its key and where the key came from."""

    key: str
    identity: dict[str, Any]
    counter: tuple[str, int, bytes]
    scope: str
    replica: int
    occurrence: int
    decided: bool = False
    response: Any = None  # the RecordedResponse to replay, once decided so
    t0: float = 0.0
    request: tuple[str, str, str, bytes] | None = None  # method, path, query, keyed body: finds the nearest on a miss


def request_body(request: Any) -> bytes:
    """The body of a vcrpy request as bytes."""
    body = request.body_bytes if hasattr(request, "body_bytes") else request.body
    if isinstance(body, str):
        body = body.encode()
    return body or b""


class Occurrences:
    """Per (scope, replica, request digest): how many such requests have completed."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._counts: dict[tuple[str, int, bytes], int] = {}
        self._unscoped_thread: int | None = None
        self._warned_unscoped = False

    def call(self, method: str, url: str, body: bytes) -> Call:
        """The Call of a request in the current scope (``body`` already scrubbed)."""
        return self.call_at(method, *split_url(url), body)

    def call_at(self, method: str, path: str, query: str, body: bytes) -> Call:
        """The same, from the URL's path and canonical query (what `split_url` keeps of a URL)."""
        identity = request_identity(method, path, query, body)
        name, replica = _SCOPE.get()
        if name == "" and not self._warned_unscoped:
            self._check_unscoped()
        digest = identity_digest(identity)
        counter = (name, replica, digest)
        occurrence = self.next(counter)
        return Call(key=key_from_digest(digest, replica, occurrence), identity=identity, counter=counter,
                    scope=name, replica=replica, occurrence=occurrence, request=(method, path, query, body or b""))

    def next(self, counter: tuple[str, int, bytes]) -> int:
        with self._lock:
            return self._counts.get(counter, 0)

    def key_now(self, method: str, url: str, body: bytes) -> str:
        """The key a request would get now in the current scope (without making it a Call)."""
        path, query = split_url(url)
        digest = identity_digest(request_identity(method, path, query, body))
        name, replica = _SCOPE.get()
        return key_from_digest(digest, replica, self.next((name, replica, digest)))

    def advance(self, call: Call) -> None:
        """``call`` completed with a 2xx: the next identical request in its scope is the next occurrence."""
        with self._lock:
            self._counts[call.counter] = call.occurrence + 1

    def _check_unscoped(self) -> None:
        """Warn once when requests without a scope come from several threads: their occurrence
        indices (and so their keys) then depend on thread scheduling."""
        ident = threading.get_ident()
        with self._lock:
            if self._unscoped_thread is None:
                self._unscoped_thread = ident
                return
            if ident == self._unscoped_thread or self._warned_unscoped:
                return
            self._warned_unscoped = True
        log.warning(
            "replaykit: requests without a recorder scope come from more than one thread; identical "
            "requests among them get occurrence indices in scheduling order, so their replay is not "
            "deterministic. Run each sequential unit inside `with recorder.scope(name, replica):`."
        )
