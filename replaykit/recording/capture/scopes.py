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
from typing import Any, Callable, Iterator, Mapping

from replaykit.errors import ConfigError
from replaykit.recording.capture.credentials import credential_fields, keyed_body
from replaykit.recording.capture.digests import MessageDigests, object_identity, scrub_is_piecewise
from replaykit.recording.key import digest_with_leaves, identity_digest, key_from_digest, request_identity, split_url

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
    counter: tuple[str, int, bytes]
    scope: str
    replica: int
    occurrence: int
    decided: bool = False
    response: Any = None  # the RecordedResponse to replay, once decided so
    t0: float = 0.0
    source: tuple[str, str, str, Any] | None = None
    """method, path, query and the keyed body, or a function giving the body (a call keyed from the
    request object: its body is encoded only when something needs it, a miss or a recording)"""
    known_identity: dict[str, Any] | None = None

    @property
    def request(self) -> tuple[str, str, str, bytes] | None:
        """method, path, query, keyed body: finds the nearest on a miss, and makes the entry."""
        source = self.source
        if source is not None and callable(source[3]):
            source = self.source = (*source[:3], source[3]())
        return source

    @property
    def identity(self) -> dict[str, Any]:
        """The request's identity (replaykit.recording.key), decoded from its body when first asked for."""
        if self.known_identity is None:
            assert self.request is not None
            self.known_identity = request_identity(*self.request)
        return self.known_identity


def request_body(request: Any) -> bytes:
    """The body of a vcrpy request as bytes."""
    body = request.body_bytes if hasattr(request, "body_bytes") else request.body
    if isinstance(body, str):
        body = body.encode()
    return body or b""


class Occurrences:
    """Per (scope, replica, request digest): how many such requests have completed. Keys requests with
    the key version of the session's cassette (`use_version`; 1 until told)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._counts: dict[tuple[str, int, bytes], int] = {}
        self._unscoped_thread: int | None = None
        self._warned_unscoped = False
        self.version = 1
        self._digests: MessageDigests | None = None
        self._scrub: Callable[[bytes], bytes] | None = None
        self._scrubber: Any = None
        self.objects = False

    def use_version(self, version: int, scrubber: Any = None) -> None:
        """Key with this key version; ``scrubber``: the session's (keys are of the scrubbed request). A
        request given as an object is keyed without its body (`call_for`) when the version is 2 and the
        scrubber may scrub a body piece by piece."""
        self.version = version
        self._scrubber = scrubber
        self._scrub = scrubber.scrub if scrubber else None
        self._digests = MessageDigests(self._scrub) if version == 2 else None
        self.objects = version == 2 and (not scrubber or scrub_is_piecewise(scrubber.patterns))

    def digest(self, identity: dict[str, Any]) -> bytes:
        if self._digests is not None:
            return self._digests.identity_digest(identity)
        return identity_digest(identity, self.version)

    def call(self, method: str, url: str, body: bytes) -> Call:
        """The Call of a request in the current scope (``body`` already scrubbed)."""
        return self.call_at(method, *split_url(url), body)

    def call_at(self, method: str, path: str, query: str, body: bytes) -> Call:
        """The same, from the URL's path and canonical query (what `split_url` keeps of a URL)."""
        identity = request_identity(method, path, query, body)
        return self._call(self.digest(identity), (method, path, query, body or b""), identity)

    def new_call(self, method: str, path: str, query: str, body: bytes | Callable[[], bytes],
                 request: Mapping[str, Any] | None = None, encode: Callable[[Any], bytes] | None = None) -> Call:
        """The Call of a request in the current scope, keyed on its scrubbed body: from ``request`` (the
        object ``encode`` makes the body of) when `objects`, ``body`` (bytes, or a function giving them)
        made only when needed; else from the body's bytes."""
        if request is not None and encode is not None and self.objects and not credential_fields(request):
            if not callable(body):
                raw = body
                body = lambda: raw
            return self.call_for(method, path, query, request, encode, body)
        if callable(body):
            body = body()
        # a key the provider echoed comes back in later prompts; the stored reply is scrubbed, so key on the
        # scrubbed request (credential fields digested) or a replay without the key could never match it
        return self.call_at(method, path, query, keyed_body(self._scrubber, body))

    def call_for(self, method: str, path: str, query: str, request: Mapping[str, Any], encode: Callable[[Any], bytes],
                 body: Callable[[], bytes]) -> Call:
        """The Call of the request whose body is ``encode(request)`` (then scrubbed), keyed from the
        object, the digests of its messages remembered: its body (``body()``, scrubbed) is made only
        when the Call needs it. Only when `objects` (key version 2, a scrubber that works piecewise)."""
        assert self._digests is not None
        identity, messages = object_identity(method, path, query, request, encode, self._scrub)
        if messages is None:
            digest = self._digests.identity_digest(identity)
        else:
            digest = digest_with_leaves(identity, self._digests.leaves(messages, _SCOPE.get()))
        scrub = self._scrub
        return self._call(digest, (method, path, query, body if scrub is None else lambda: scrub(body())), None)

    def _call(self, digest: bytes, source: tuple[str, str, str, Any], identity: dict[str, Any] | None) -> Call:
        name, replica = _SCOPE.get()
        if name == "" and not self._warned_unscoped:
            self._check_unscoped()
        counter = (name, replica, digest)
        occurrence = self.next(counter)
        return Call(key=key_from_digest(digest, replica, occurrence, self.version), counter=counter, scope=name,
                    replica=replica, occurrence=occurrence, source=source, known_identity=identity)

    def next(self, counter: tuple[str, int, bytes]) -> int:
        with self._lock:
            return self._counts.get(counter, 0)

    def key_now(self, method: str, url: str, body: bytes) -> str:
        """The key a request would get now in the current scope (without making it a Call): its URL and
        body scrubbed and digested as a Call's are."""
        path, query = split_url(self._scrubber.scrub_text(url) if self._scrubber is not None else url)
        digest = self.digest(request_identity(method, path, query, keyed_body(self._scrubber, body)))
        name, replica = _SCOPE.get()
        return key_from_digest(digest, replica, self.next((name, replica, digest)), self.version)

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
