"""The recording layer: every HTTP request made in-process goes through a cassette.

    with Recorder("cassettes/run.rkc", mode="auto", secrets=[api_key]) as rec:
        with rec.scope("episode:agent=awe:user=7", replica=0):
            ...  # any HTTP client (openai/httpx2, httpx, requests) is captured

Capture is vcrpy's (it patches the HTTP clients); lookup, persistence and scrubbing are
ours (`RecorderCassette` overrides every vcrpy entry point the stubs call, so vcrpy's
linear-scan matcher, its YAML persister and its save-on-exit are never used).

Key of a request (see replaykit.recording.key): content hash of the request's semantic fields plus
the scope's replica index and the *occurrence index*: how many identical requests this
scope has already completed. Scopes are contextvar-based; every sequential unit (an
episode, a blueprint user) runs in its own scope, so concurrent units never disturb each
other's occurrence counts and keys do not depend on thread scheduling. The occurrence count
advances only when a request completes with a 2xx (recorded or replayed), so a retried
failure reuses its index. The scope *name* is not in the key: two scopes making the same
request (same replica, same occurrence) share one recording. While one caller records a
key, other callers asking for the same key (threads, or asyncio tasks through httpx/httpx2)
wait for it and then replay it, so each key is fetched once per session and every caller
sees the stored response. Other clients (requests, urllib3, aiohttp) are recorded and
replayed the same way but do not wait: two of them racing for one key both reach the
provider, and the later response is the one kept.

Modes (argument, else env REPLAYKIT_MODE, else "replay"):
  replay  no network; a miss raises ReplayMissError naming the call and the nearest
          recorded request's differing fields. Needs no API key.
  record  every request goes to the provider (once per session per key) and is stored,
          replacing an older recording of the same key.
  auto    replay hits, record misses (resuming an interrupted run pays nothing twice).
  off     no capture at all.

Only 2xx responses are stored. Request headers are never stored; of the response headers
only Content-Type is kept. Every configured secret (and its JSON- and URL-escaped forms)
is replaced in request/response bodies, query strings and kept header values before
anything is written. Secrets shorter than 8 characters are rejected (ConfigError).
"""

from __future__ import annotations

import asyncio
import contextlib
import contextvars
import gzip
import logging
import os
import threading
import time
import zlib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Iterable, Iterator
from urllib.parse import quote

import msgspec
import vcr
import vcr.cassette
import vcr.stubs.httpx_stubs as _httpx_stubs
import zstandard

from replaykit.recording.cassette import CassetteStore, Entry, EntryMeta, RecordedRequest, RecordedResponse, Usage
from replaykit.errors import CaughtReplayMissError, ConfigError, NearestRequest, ReplayMissError
from replaykit.recording.faults import response_fault
from replaykit.recording.provenance import note_key
from replaykit.recording.key import (
    describe_identity,
    diff_identities,
    identity_digest,
    key_from_digest,
    request_identity,
    similarity,
    split_url,
)

log = logging.getLogger(__name__)

MODES = ("replay", "record", "auto", "off")
MIN_SECRET_LEN = 8
KEPT_RESPONSE_HEADERS = frozenset({"content-type"})

_SCOPE: contextvars.ContextVar[tuple[str, int]] = contextvars.ContextVar("replaykit_scope", default=("", 0))
_CALL: contextvars.ContextVar[list | None] = contextvars.ContextVar("replaykit_call", default=None)


def resolve_mode(mode: str | None = None) -> str:
    value = mode if mode is not None else os.environ.get("REPLAYKIT_MODE", "replay")
    value = value.strip().lower()
    if value not in MODES:
        src = "mode argument" if mode is not None else "REPLAYKIT_MODE"
        raise ConfigError(f"{src} is {value!r}; expected one of {', '.join(MODES)}", field="mode" if mode is not None else "REPLAYKIT_MODE")
    return value


@contextlib.contextmanager
def scope(name: str, replica: int = 0) -> Iterator[None]:
    """Run the enclosed calls as one sequential unit (episode, user, ...). Works without a Recorder."""
    if not isinstance(name, str):
        raise ConfigError(f"scope name must be a str, got {type(name).__name__}")
    if not isinstance(replica, int) or isinstance(replica, bool) or replica < 0:
        raise ConfigError(f"scope replica must be a non-negative int, got {replica!r}")
    token = _SCOPE.set((name, replica))
    try:
        yield
    finally:
        _SCOPE.reset(token)


def current_scope() -> tuple[str, int]:
    return _SCOPE.get()


# -- secrets --------------------------------------------------------------------------------


# Field names and fixed words of the cassette format and its JSON export: a "secret" inside
# one of these could never be kept out of a file, so it is refused up front.
_FORMAT_WORDS = (
    "replaykit-cassette", "key_version", "compression", "request", "response", "method", "query",
    "replica", "occurrence", "status", "headers", "content-type", "latency_ms", "prompt_tokens",
    "completion_tokens", "total_tokens", "version", "format", "usage", "model", "body", "meta",
)


class Scrubber:
    """Replaces every configured secret (raw, JSON-escaped, URL-quoted) by a filler run."""

    def __init__(self, secrets: Iterable[str]) -> None:
        uniq: list[str] = []
        for s in secrets:
            if not isinstance(s, str):
                raise ConfigError(f"secrets must be strings, got {type(s).__name__}")
            if len(s) < MIN_SECRET_LEN:
                raise ConfigError(
                    f"a configured secret is only {len(s)} characters long; secrets must have at least "
                    f"{MIN_SECRET_LEN} (a shorter one cannot be scrubbed without destroying normal text)"
                )
            word = next((w for w in _FORMAT_WORDS if s in w), None)
            if word is not None:
                raise ConfigError(
                    f"a configured secret is part of the cassette format's own vocabulary ({word!r}); "
                    "it cannot be kept out of the file. Use the real API key value as the secret."
                )
            if s not in uniq:
                uniq.append(s)
        patterns: list[bytes] = []
        for s in uniq:
            for form in (s.encode(), msgspec.json.encode(s)[1:-1], quote(s, safe="").encode()):
                if form not in patterns:
                    patterns.append(form)
        # longest first, so a secret containing another is replaced whole
        self.patterns = sorted(patterns, key=lambda p: (-len(p), p))
        used = set(b"".join(self.patterns))
        for c in b"*#~^!%@&=+":
            if c not in used:
                self.filler = bytes([c]) * 8
                break
        else:
            cands = [c for c in range(0x21, 0x7F) if c not in used and c not in b'"\\']
            if not cands:
                raise ConfigError("configured secrets use every printable character; cannot choose a filler")
            self.filler = bytes([cands[0]]) * 8

    def __bool__(self) -> bool:
        return bool(self.patterns)

    def scrub(self, data: bytes) -> bytes:
        for p in self.patterns:
            if p in data:
                data = data.replace(p, self.filler)
        return data

    def scrub_text(self, text: str) -> str:
        return self.scrub(text.encode("utf-8", "surrogatepass")).decode("utf-8", "surrogatepass") if self else text

    def contains_secret(self, data: bytes) -> bool:
        return any(p in data for p in self.patterns)


def default_secrets() -> list[str]:
    """Secrets taken from the environment: OPENAI_API_KEY when it is long enough to be one."""
    key = os.environ.get("OPENAI_API_KEY", "")
    return [key] if usable_secret(key) else []


def usable_secret(value: str) -> bool:
    """Whether an environment value can be scrubbed as a secret (long enough, not a format word).
    Placeholders such as "EMPTY" for local servers are not secrets and are skipped."""
    return len(value) >= MIN_SECRET_LEN and not any(value in w for w in _FORMAT_WORDS)


# -- the recorder ---------------------------------------------------------------------------


@dataclass
class _Call:
    key: str
    identity: dict[str, Any]
    counter: tuple[str, int, bytes]
    scope: str
    replica: int
    occurrence: int
    decided: bool = False
    response: RecordedResponse | None = None
    t0: float = 0.0


@dataclass
class RecorderStats:
    hits: int = 0
    recorded: int = 0
    shared: int = 0  # waited for another thread recording the same key, then replayed it
    not_stored: int = 0  # non-2xx responses passed through and not recorded
    per_status: dict[int, int] = field(default_factory=dict)


_ACTIVE: "Recorder | None" = None
_ACTIVE_LOCK = threading.Lock()


def active_recorder() -> "Recorder | None":
    return _ACTIVE


def current_mode() -> str:
    """Mode of the active recorder, or "off" when none is active."""
    rec = _ACTIVE
    return rec.mode if rec is not None else "off"


class Recorder:
    """Captures ALL HTTP made in-process into the cassette at `path`. One active at a time.

    Parameters: mode (replay|record|auto|off, default env REPLAYKIT_MODE or "replay"),
    secrets (strings never written; OPENAI_API_KEY from the environment is added when
    set), repair (keep the readable prefix of a damaged cassette, drop the rest, and
    continue; default False: a damaged cassette raises CassetteError naming file and
    offset), fsync ("close" or "always"), clock (latency metadata source),
    raise_caught_misses (on a clean exit, raise ReplayMissError if any replay miss was
    raised during the session even though the code under the recorder caught it, e.g. in
    an over-broad `except Exception` fallback; recommended for runs whose results are
    published), network_gate (called as `gate(url, identity)` before a request goes to the
    provider, never for a replayed one; e.g. a shared rate limit that may sleep), base
    (cassettes opened read-only under this one: a key found in a base is replayed from it
    in every mode but "off", never fetched or recorded again; e.g. a release part that
    re-feeds the on-policy traces records only its new calls).
    `recorder.misses` lists the miss messages either way. compact (on a clean
    exit): "auto" (default: rewrite the cassette canonically when its journal of new entries
    is at least as large as its compacted part, so a resume appends and rewrites stay
    amortized linear), "always" (canonical bytes now, e.g. for a release) or "never"
    (`replaykit cassette compact` later).
    """

    def __init__(
        self,
        path: str | os.PathLike[str],
        mode: str | None = None,
        secrets: Iterable[str] = (),
        *,
        repair: bool = False,
        fsync: str = "close",
        clock: Callable[[], float] = time.perf_counter,
        raise_caught_misses: bool = False,
        network_gate: Callable[[str, Any], None] | None = None,
        base: Iterable[str | os.PathLike[str]] = (),
        compact: str = "auto",
    ) -> None:
        if compact not in ("auto", "always", "never"):
            raise ConfigError(f"compact must be 'auto', 'always' or 'never', got {compact!r}")
        self.compact = compact
        self.path = Path(path)
        self.base_paths = [Path(b) for b in base]
        self.bases: list[CassetteStore] = []
        self.raise_caught_misses = raise_caught_misses
        self.network_gate = network_gate
        self.mode = resolve_mode(mode)
        self.scrubber = Scrubber([*secrets, *default_secrets()])
        self.repair = repair
        self.fsync = fsync
        self.clock = clock
        self.store: CassetteStore | None = None
        self.stats = RecorderStats()
        self._lock = threading.Lock()
        self._counters: dict[tuple[str, int, bytes], int] = {}
        self._inflight: dict[str, threading.Event] = {}
        self._fresh: set[str] = set()
        self._unscoped_thread: int | None = None
        self._warned_unscoped = False
        self.misses: list[str] = []  # replay misses raised in this session (even if caught by the caller)
        self.miss_errors: list[ReplayMissError] = []  # the same, as errors with their attributes
        self._vcr_cm: Any = None
        self._patched: list[tuple[Any, str, Any]] = []

    scope = staticmethod(scope)

    # -- lifecycle --------------------------------------------------------------------------
    def __enter__(self) -> "Recorder":
        global _ACTIVE
        with _ACTIVE_LOCK:
            if _ACTIVE is not None:
                raise ConfigError(
                    f"a Recorder for {_ACTIVE.path} is already active in this process; "
                    f"only one cassette can capture HTTP at a time (asked for {self.path})"
                )
            _ACTIVE = self
        try:
            if self.mode != "off":
                for b in self.base_paths:
                    self.bases.append(CassetteStore.open(b, writable=False))
                self.store = CassetteStore.open(
                    self.path, writable=self.mode != "replay", repair=self.repair, fsync=self.fsync
                )
                self._install()
        except BaseException:
            with _ACTIVE_LOCK:
                _ACTIVE = None
            if self.store is not None:
                self.store.close(compact=False)
                self.store = None
            self._close_bases()
            raise
        return self

    def __exit__(self, exc_type: object, exc: object, tb: object) -> None:
        global _ACTIVE
        try:
            self._uninstall()
            if self.store is not None:
                # a failing session (Ctrl-C, a full disk) keeps its crash-safe journal as it is: a
                # compaction rewrite could fail too and hide the first error; the next clean close compacts
                self.store.close(compact=self.compact if exc_type is None else "never")
        finally:
            self._close_bases()
            with _ACTIVE_LOCK:
                _ACTIVE = None
        if self.misses and exc_type is None and self.raise_caught_misses:
            # Code under the recorder caught the ReplayMissError (e.g. a broad `except Exception`
            # fallback): the run's results are not the recorded ones, so fail here instead.
            raise CaughtReplayMissError(self.miss_errors[0], len(self.miss_errors))

    def _close_bases(self) -> None:
        while self.bases:
            self.bases.pop().close(compact=False)

    def _install(self) -> None:
        bound = type("BoundRecorderCassette", (RecorderCassette,), {"recorder": self})
        record_mode = "none" if self.mode == "replay" else "all"
        config = vcr.VCR().get_merged_config(path=str(self.path), record_mode=record_mode)
        self._vcr_cm = bound.use(**config)
        self._vcr_cm.__enter__()
        for name, wrapper in (("_vcr_handle_request", _owned_sync), ("_vcr_handle_async_request", _owned_async)):
            original = getattr(_httpx_stubs, name)
            setattr(_httpx_stubs, name, wrapper(original))
            self._patched.append((_httpx_stubs, name, original))

    def _uninstall(self) -> None:
        while self._patched:
            obj, name, original = self._patched.pop()
            setattr(obj, name, original)
        if self._vcr_cm is not None:
            cm, self._vcr_cm = self._vcr_cm, None
            cm.__exit__(None, None, None)

    # -- request handling (called by RecorderCassette) -------------------------------------
    def _call_for(self, request: Any) -> _Call:
        call = getattr(request, "_replaykit_call", None)
        if call is not None:
            return call
        path, query = split_url(request.uri)
        body = request.body_bytes if hasattr(request, "body_bytes") else request.body
        if isinstance(body, str):
            body = body.encode()
        if body and self.scrubber:
            # a key the provider echoed comes back in later prompts; the stored reply is scrubbed,
            # so key on the scrubbed request or a replay without the key could never match it
            body = self.scrubber.scrub(body)
        identity = request_identity(request.method, path, query, body)
        name, replica = _SCOPE.get()
        if name == "" and not self._warned_unscoped:
            self._check_unscoped()
        digest = identity_digest(identity)
        counter = (name, replica, digest)
        with self._lock:
            occurrence = self._counters.get(counter, 0)
        call = _Call(
            key=key_from_digest(digest, replica, occurrence),
            identity=identity,
            counter=counter,
            scope=name,
            replica=replica,
            occurrence=occurrence,
        )
        request._replaykit_call = call
        return call

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

    def _own(self, key: str) -> bool:
        """The key is answered from this recorder's own cassette."""
        if self.mode == "record":
            return key in self._fresh
        if key not in self.store:  # type: ignore[operator]
            return False
        if self.mode == "auto" and key not in self._fresh:
            # an older replaykit stored provider faults (a 200 that is not JSON): ask again
            entry = self.store.get(key)  # type: ignore[union-attr]
            return entry is None or _fault_of(entry) is None
        return True

    def _playable(self, key: str) -> bool:
        return self._own(key) or any(key in b for b in self.bases)

    def _lookup(self, key: str) -> Any:
        """The recorded response of ``key``: from this cassette, else from the first base that has it."""
        if self._own(key):
            return self.store.response(key)  # type: ignore[union-attr]
        return next((b.response(key) for b in self.bases if key in b), None)

    async def wait_inflight_async(self, method: str, url: str, body: bytes) -> None:
        """Asyncio side of the one-fetch-per-key rule: poll until no one is recording this key."""
        path, query = split_url(url)
        digest = identity_digest(request_identity(method, path, query, body))
        name, replica = _SCOPE.get()
        while True:
            with self._lock:
                occurrence = self._counters.get((name, replica, digest), 0)
                event = self._inflight.get(key_from_digest(digest, replica, occurrence))
            if event is None or event.is_set():
                return
            await asyncio.sleep(0.002)

    def decide(self, request: Any) -> bool:
        """True: replay from the cassette. False: send to the provider (and record)."""
        call = self._call_for(request)
        if call.decided:
            return call.response is not None
        assert self.store is not None
        waited = False
        while True:
            with self._lock:
                if self._playable(call.key):
                    call.response = self._lookup(call.key)
                    call.decided = True
                    if waited:
                        self.stats.shared += 1
                    return True
                if self.mode == "replay":
                    break
                event = self._inflight.get(call.key)
                owned = _CALL.get()
                if event is None or owned is None or _in_event_loop():
                    if event is None and owned is not None:
                        event = threading.Event()
                        self._inflight[call.key] = event
                        owned.append((call.key, event))
                    call.decided = True
                    break
            event.wait()
            waited = True
        if call.decided:  # to the provider: pass the network gate (a rate limit) first, outside the lock
            if self.network_gate is not None:
                self.network_gate(request.uri, call.identity)
            call.t0 = self.clock()
            return False
        error = self.miss_error(call)
        with self._lock:
            self.misses.append(str(error))
            self.miss_errors.append(error)
        raise error

    def play(self, request: Any) -> dict[str, Any]:
        call = self._call_for(request)
        if not call.decided:
            self.decide(request)
        resp = call.response
        assert resp is not None
        with self._lock:
            self._counters[call.counter] = call.occurrence + 1
            self.stats.hits += 1
        note_key(call.key)
        headers: dict[str, list[str]] = {}
        for name, value in resp.headers:
            headers.setdefault(name, []).append(value)
        return {"status": {"code": resp.status, "message": ""}, "headers": headers, "body": {"string": resp.body}}

    def record(self, request: Any, response: dict[str, Any]) -> None:
        call = self._call_for(request)
        status = int(response["status"]["code"])
        try:
            if not 200 <= status < 300:
                with self._lock:
                    self.stats.not_stored += 1
                    self.stats.per_status[status] = self.stats.per_status.get(status, 0) + 1
                log.info("not recording %s response for %s", status, describe_identity(call.identity))
                return
            latency_ms = max(0.0, (self.clock() - call.t0) * 1000.0) if call.t0 else 0.0
            entry = self._entry(call, request, response, status, latency_ms)
            fault = _fault_of(entry)
            if fault is not None:  # a 200 that is no answer: never stored, the gateway retries it
                with self._lock:
                    self.stats.not_stored += 1
                    self.stats.per_status[status] = self.stats.per_status.get(status, 0) + 1
                log.warning("not recording a %s response for %s: %s", status, describe_identity(call.identity), fault)
                return
            assert self.store is not None
            self.store.append(entry)
            with self._lock:
                self._fresh.add(call.key)
                self._counters[call.counter] = call.occurrence + 1
                self.stats.recorded += 1
            note_key(call.key)
        finally:
            self._release_key(call.key)

    def _release_key(self, key: str) -> None:
        with self._lock:
            event = self._inflight.pop(key, None)
        if event is not None:
            event.set()

    def release(self, owned: list[tuple[str, threading.Event]]) -> None:
        """Release keys a finished (or failed) HTTP call still owns, waking its waiters."""
        with self._lock:
            for key, event in owned:
                if self._inflight.get(key) is event:
                    del self._inflight[key]
                event.set()

    def _entry(self, call: _Call, request: Any, response: dict[str, Any], status: int, latency_ms: float) -> Entry:
        sc = self.scrubber
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
        body = _decode_content(body or b"", encoding)
        req_body = request.body_bytes if hasattr(request, "body_bytes") else request.body
        if isinstance(req_body, str):
            req_body = req_body.encode()
        path, query = split_url(request.uri)
        model, usage = _usage_of(body)
        return Entry(
            key=call.key,
            request=RecordedRequest(
                method=request.method.upper(),
                path=sc.scrub_text(path),
                query=sc.scrub_text(query),
                body=sc.scrub(req_body or b""),
                replica=call.replica,
                occurrence=call.occurrence,
            ),
            response=RecordedResponse(status=status, headers=kept, body=sc.scrub(body)),
            meta=EntryMeta(latency_ms=round(latency_ms, 3), model=sc.scrub_text(model), usage=usage),
        )

    # -- diagnostics ------------------------------------------------------------------------
    def miss_error(self, call: _Call) -> ReplayMissError:
        """The miss of ``call``, with the nearest recorded request (or where the identical one is recorded)."""
        best = None
        same_request: list[tuple[int, int]] = []
        base = call.counter[2]
        stores = [self.store, *self.bases] if self.store is not None else []
        for store in stores:
            for key in store.keys():
                entry = store.get(key)
                if entry is None:
                    continue
                r = entry.request
                identity = request_identity(r.method, r.path, r.query, r.body)
                if identity_digest(identity) == base:
                    same_request.append((r.replica, r.occurrence))
                    continue
                score = similarity(call.identity, identity)
                if best is None or score > best[0]:
                    best = (score, key, identity, r)
        nearest = None
        if not same_request and best is not None and best[0][0]:
            _, key, identity, r = best
            nearest = NearestRequest(key=key, replica=r.replica, occurrence=r.occurrence,
                                     differences=tuple(diff_identities(call.identity, identity)))
        return ReplayMissError(
            call=describe_identity(call.identity), scope=call.scope, replica=call.replica, occurrence=call.occurrence,
            file=self.path, entries=len(self.store or ()), nearest=nearest, same_request=tuple(sorted(same_request)),
            bases=tuple((str(b.path), len(b)) for b in self.bases),
        )


def _fault_of(entry: Entry) -> str | None:
    return response_fault(entry.request.path, entry.response.headers, entry.response.body)


def _in_event_loop() -> bool:
    try:
        asyncio.get_running_loop()
    except RuntimeError:
        return False
    return True


def _release_owned(cassette: Any, token: Any) -> None:
    """Hand over the keys this call recorded (waking callers waiting on them) and reset the call context."""
    owned = _CALL.get()
    _CALL.reset(token)
    if owned:
        rec = getattr(cassette, "recorder", None)
        if rec is not None:
            rec.release(owned)


def _owned_sync(original: Callable[..., Any]) -> Callable[..., Any]:
    def wrapper(cassette: Any, *args: Any, **kwargs: Any) -> Any:
        token = _CALL.set([])
        try:
            return original(cassette, *args, **kwargs)
        finally:
            _release_owned(cassette, token)

    wrapper.__wrapped__ = original  # type: ignore[attr-defined]
    return wrapper


def _owned_async(original: Callable[..., Any]) -> Callable[..., Any]:
    async def wrapper(cassette: Any, real_handle: Any, transport: Any, real_request: Any, httpx: Any) -> Any:
        rec = getattr(cassette, "recorder", None)
        if rec is not None and rec.mode in ("record", "auto"):
            # An event loop cannot block in decide(), so wait here (without blocking the loop)
            # while another caller records this very key; decide() then replays it.
            body = b"".join([part async for part in real_request.stream])
            real_request.stream = httpx.ByteStream(body)
            await rec.wait_inflight_async(real_request.method, str(real_request.url), body)
        token = _CALL.set([])
        try:
            return await original(cassette, real_handle, transport, real_request, httpx)
        finally:
            _release_owned(cassette, token)

    wrapper.__wrapped__ = original  # type: ignore[attr-defined]
    return wrapper


def _decode_content(body: bytes, encoding: str) -> bytes:
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
            raise ConfigError(f"cannot record a response with Content-Encoding {enc!r}")
    return body


_USAGE_DEC = msgspec.json.Decoder()


def _usage_of(body: bytes) -> tuple[str, Usage]:
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


class RecorderCassette(vcr.cassette.Cassette):
    """vcrpy Cassette whose every entry point goes to the bound Recorder (dict lookup, our store)."""

    recorder: Recorder

    def _load(self) -> None:  # the store is opened by the Recorder; never vcrpy's persister
        self.rewound = True

    def _save(self, force: bool = False) -> None:  # entries are persisted as they complete
        return None

    @property
    def write_protected(self) -> bool:
        return self.recorder.mode == "replay"

    def can_play_response_for(self, request: Any) -> bool:
        return self.recorder.decide(request)

    def play_response(self, request: Any) -> dict[str, Any]:
        return self.recorder.play(request)

    def append(self, request: Any, response: dict[str, Any]) -> None:
        self.recorder.record(request, response)

    def filter_request(self, request: Any) -> Any:
        return request

    def __len__(self) -> int:
        store = self.recorder.store
        return len(store) if store is not None else 0

    def __contains__(self, request: Any) -> bool:
        key = self.recorder._call_for(request).key
        return key in (self.recorder.store or ()) or any(key in b for b in self.recorder.bases)

    def find_requests_with_most_matches(self, request: Any) -> list:
        return []
