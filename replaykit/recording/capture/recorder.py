"""The recording layer: every HTTP request made in-process goes through a cassette.

    with Recorder("cassettes/run.rkc", mode="auto", secrets=[api_key]) as rec:
        with rec.scope("episode:agent=awe:user=7", replica=0):
            ...  # any HTTP client (openai/httpx2, httpx, requests) is captured

The Recorder is the session: it decides, per request, whether to replay it, send it (and
record it) or fail, and keeps the one-fetch-per-key rule. Each other concern has its module:

  modes         replay | record | auto | off, resolved once (argument, else REPLAYKIT_MODE, else replay)
  scopes        scopes and occurrence indices (why keys do not depend on thread scheduling)
  vcr_adapter   vcrpy's patching, answered by this Recorder (never vcrpy's matcher or persister)
  bases         read-only base cassettes consulted before the provider
  exchange      a completed exchange as a scrubbed cassette Entry; provider faults (faults)
  scrubber      secrets kept out of every file
  misses        a replay miss explained (nearest recorded request, differing fields)
  ownership     the one recorder active in this process (vcrpy patches process-wide)
  handoff       the gateway's own request handed on to the HTTP call that follows (no second key)

While one caller records a key, other callers asking for the same key (threads, or asyncio
tasks through httpx/httpx2) wait for it and then replay it, so each key is fetched once per
session and every caller sees the stored response. Other clients (requests, urllib3,
aiohttp) are recorded and replayed the same way but do not wait: two of them racing for one
key both reach the provider, and the later response is the one kept.

Only 2xx responses are stored. Request headers are never stored; of the response headers
only Content-Type is kept.
"""

from __future__ import annotations

import asyncio
import logging
import os
import threading
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Iterable, Mapping, NoReturn

import msgspec

from replaykit.errors import CaughtReplayMissError, ConfigError, ReplayMissError
from replaykit.recording.capture import handoff, ownership
from replaykit.recording.capture.bases import Bases
from replaykit.recording.capture.exchange import checked_entry, entry_fault
from replaykit.recording.capture.faults import refused
from replaykit.recording.capture.gate import KeyGate
from replaykit.recording.capture.interception import Interception, in_event_loop, owned_keys
from replaykit.recording.capture.misses import miss_error
from replaykit.recording.capture.modes import resolve_mode
from replaykit.recording.capture.provenance import note_key
from replaykit.recording.capture.scopes import Call, Occurrences, request_body, scope
from replaykit.recording.capture.scrubber import SessionScrubber
from replaykit.recording.key import describe_identity, split_url
from replaykit.recording.store import CassetteStore, RecordedResponse

log = logging.getLogger(__name__)


def _vcr_patches(recorder: "Recorder") -> Any:
    from replaykit.recording.capture.vcr_adapter import VcrPatches  # vcrpy: only once an HTTP client is imported

    return VcrPatches(recorder)


@dataclass
class RecorderStats:
    hits: int = 0
    recorded: int = 0
    shared: int = 0  # waited for another thread recording the same key, then replayed it
    not_stored: int = 0  # non-2xx responses passed through and not recorded


class RecorderOptions(msgspec.Struct, frozen=True, kw_only=True):
    """How a Recorder keeps its cassette and treats calls, beside its path, mode and secrets
    (docs/api.md, "Recorder options"; ``use_cassette`` and the pytest marker take the same names as keywords).

    ``base``: cassettes opened read-only under this one: a key found in a base is replayed from it
    in every mode but "off", never fetched or recorded again (e.g. a release part that re-feeds the
    on-policy traces records only its new calls). ``raise_caught_misses``: on a clean exit, raise
    ReplayMissError if any replay miss was raised during the session even though the code under the
    recorder caught it, e.g. in an over-broad `except Exception` fallback (recommended for runs whose
    results are published). ``compact`` (on a clean exit): "auto" (rewrite the cassette canonically
    when its journal of new entries is at least as large as its compacted part, so a resume appends
    and rewrites stay amortized linear), "always" (canonical bytes now, e.g. for a release) or "never"
    (`replaykit cassette compact` later). ``repair``: keep the readable prefix of a damaged cassette,
    drop the rest, and continue (default: a damaged cassette raises CassetteError naming file and
    offset). ``fsync``: "close" or "always". ``network_gate``: called as `gate(url, identity)` before a
    request goes to the provider, never for a replayed one (e.g. a shared rate limit that may sleep).
    ``lock_wait``: seconds to wait for another process writing the cassette (e.g. pytest-xdist workers
    sharing one) instead of refusing at once. ``clock``: the source of the latency metadata.
    """

    base: Iterable[str | os.PathLike[str]] = ()
    raise_caught_misses: bool = False
    compact: str = "auto"
    repair: bool = False
    fsync: str = "close"
    network_gate: Callable[[str, Any], None] | None = None
    lock_wait: float = 0.0
    clock: Callable[[], float] = time.perf_counter

    def __post_init__(self) -> None:
        if self.compact not in ("auto", "always", "never"):
            raise ConfigError(f"compact must be 'auto', 'always' or 'never', got {self.compact!r}", field="compact")


class Recorder:
    """Captures ALL HTTP made in-process into the cassette at `path`. One active at a time.

    ``mode``: replay|record|auto|off (default env REPLAYKIT_MODE, else "replay"); ``secrets``:
    strings never written (OPENAI_API_KEY from the environment is added when set); ``options``:
    a RecorderOptions (base cassettes, compaction, repair, ...; ``Recorder.with_options`` takes
    them as keywords). `recorder.misses` lists the replay misses' messages, even caught ones.
    """

    def __init__(
        self,
        path: str | os.PathLike[str],
        mode: str | None = None,
        secrets: Iterable[str] = (),
        *,
        options: RecorderOptions | None = None,
    ) -> None:
        options = options if options is not None else RecorderOptions()
        self.options = options
        self.compact = options.compact
        self.path = Path(path)
        self._bases = Bases(options.base)
        self.raise_caught_misses = options.raise_caught_misses
        self.network_gate = options.network_gate
        self.mode = resolve_mode(mode)
        self.scrubber = SessionScrubber(secrets)
        self.repair = options.repair
        self.fsync = options.fsync
        self.lock_wait = options.lock_wait
        self.clock = options.clock
        self.store: CassetteStore | None = None
        self.stats = RecorderStats()
        self._lock = threading.Lock()
        self._occurrences = Occurrences()
        self._inflight: dict[str, KeyGate] = {}
        self._fresh: set[str] = set()
        self.keys_used: set[str] = set()  # every key this session answered from its cassette or recorded
        self.misses: list[str] = []  # replay misses raised in this session (even if caught by the caller)
        self.miss_errors: list[ReplayMissError] = []  # the same, as errors with their attributes
        self._interception = Interception(self, _vcr_patches)

    scope = staticmethod(scope)

    @classmethod
    def with_options(cls, path: str | os.PathLike[str], mode: str | None = None, secrets: Iterable[str] = (),
                     **options: Any) -> "Recorder":
        """A Recorder whose RecorderOptions are given as keywords: ``Recorder.with_options(path, "auto", base=[...])``."""
        return cls(path, mode, secrets, options=RecorderOptions(**options))

    @property
    def bases(self) -> list[CassetteStore]:
        return self._bases.stores

    # -- lifecycle --------------------------------------------------------------------------
    def __enter__(self) -> "Recorder":
        ownership.claim(self)
        try:
            if self.mode != "off":
                self._bases.open()
                self.store = CassetteStore.open(self.path, writable=self.mode != "replay", repair=self.repair,
                                                fsync=self.fsync, lock_wait=self.lock_wait,
                                                key_version=self._bases.new_key_version())
                self._bases.check_key_version(self.store)  # one key version per session
                self._occurrences.use_version(self.store.key_version, self.scrubber)
                self._interception.install()
            self.scrubber.register()  # what it learns is kept out of the run's files too
        except BaseException:
            ownership.release(self)
            if self.store is not None:
                self.store.close(compact=False)
                self.store = None
            self._bases.close()
            raise
        return self

    def __exit__(self, exc_type: object, exc: object, tb: object) -> None:
        try:
            self._interception.uninstall()
            if self.store is not None:
                # a failing session (Ctrl-C, a full disk) keeps its crash-safe journal as it is: a
                # compaction rewrite could fail too and hide the first error; the next clean close compacts
                self.store.close(compact=self.compact if exc_type is None else "never")
        finally:
            self.scrubber.unregister()
            self._bases.close()
            self._occurrences.use_version(self._occurrences.version)  # the message digests it remembered go
            ownership.release(self)
        if self.misses and exc_type is None and self.raise_caught_misses:
            # Code under the recorder caught the ReplayMissError (e.g. a broad `except Exception`
            # fallback): the run's results are not the recorded ones, so fail here instead.
            raise CaughtReplayMissError(self.miss_errors[0], len(self.miss_errors))

    # -- request handling (called by RecorderCassette) -------------------------------------
    def _call_for(self, request: Any) -> Call:
        call = getattr(request, "_replaykit_call", None)
        if call is not None:
            return call
        body = request_body(request)
        path, query = split_url(self.scrubber.request_url(request))
        call = handoff.take(request.method, path, query, body)  # the gateway's own call: keyed by answer()
        if call is None:
            call = self._new_call(request.method, path, query, body)
        request._replaykit_call = call
        return call

    def _new_call(self, method: str, path: str, query: str, body: bytes | Callable[[], bytes],
                  request: Mapping[str, Any] | None = None, encode: Callable[[Any], bytes] | None = None) -> Call:
        return self._occurrences.new_call(method, path, query, body, request, encode)

    def answer(self, method: str, path: str, body: bytes | Callable[[], bytes], query: str = "", *,
               request: Mapping[str, Any] | None = None, encode: Callable[[Any], bytes] | None = None) -> RecordedResponse | None:
        """The direct route of a caller that builds its request body itself (the gateway): the
        recorded response of that request, keyed exactly as if it had come through HTTP (``path``:
        the URL path the HTTP client would send to), its occurrence counted as a replayed HTTP
        call's is. None: the request must go to the provider (send it through the HTTP client,
        where it is recorded; also when another caller is recording this very key, which the HTTP
        route waits for). A replay miss raises ReplayMissError as the HTTP route does. ``request``,
        ``encode``: the body as the object it encodes (``body == encode(request)``), keyed as such (the
        digests of its messages remembered); ``body`` may then be a function giving the bytes, called
        only when needed (a miss, a recording): a replayed call never encodes its body."""
        if self.mode == "off" or self.store is None:
            return None
        call = self._new_call(method, path, query, body, request, encode)
        with self._lock:
            if self._playable(call.key):
                response = self._lookup(call.key)
                self.stats.hits += 1
                self.keys_used.add(call.key)
            else:
                response = None
        if response is not None:
            self._occurrences.advance(call)
            note_key(call.key)
            return response
        if self.mode != "replay":
            handoff.hand_on(method, path, query, body() if callable(body) else body, call)
            return None
        self._raise_miss(call)

    def _raise_miss(self, call: Call) -> NoReturn:
        error = self.miss_error(call)
        with self._lock:
            self.misses.append(str(error))
            self.miss_errors.append(error)
        raise error

    def _own(self, key: str) -> bool:
        """The key is answered from this recorder's own cassette."""
        if self.mode == "record":
            return key in self._fresh
        if key not in self.store:  # type: ignore[operator]
            return False
        if self.mode == "auto" and key not in self._fresh:
            # an older replaykit stored provider faults (a 200 that is not JSON): ask again
            entry = self.store.get(key)  # type: ignore[union-attr]
            return entry is None or entry_fault(entry) is None
        return True

    def _playable(self, key: str) -> bool:
        return self._own(key) or key in self._bases

    def _lookup(self, key: str) -> Any:
        """The recorded response of ``key``: from this cassette, else from the first base that has it.
        A session answers each key once (its occurrence is in it), so its record's unit is not cached
        whole (`UnitReader.record_once`: a paper-sized replay held its whole cassette decompressed)."""
        if self._own(key):
            return self.store.response(key, once=True)  # type: ignore[union-attr]
        return self._bases.response(key)

    def holds(self, request: Any) -> bool:
        """Whether the request's key is recorded here or in a base."""
        key = self._call_for(request).key
        return key in (self.store or ()) or key in self._bases

    async def wait_inflight_async(self, method: str, url: str, body: bytes) -> None:
        """Asyncio side of the one-fetch-per-key rule: poll until no one is recording this key."""
        key = self._occurrences.key_now(method, url, body)
        while True:
            with self._lock:
                event = self._inflight.get(key)
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
                owned = owned_keys()
                if event is None or owned is None or in_event_loop():
                    if event is None and owned is not None:
                        event = KeyGate()
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
        self._raise_miss(call)

    def play(self, request: Any) -> dict[str, Any]:
        call = self._call_for(request)
        if not call.decided:
            self.decide(request)
        resp = call.response
        assert resp is not None
        self._occurrences.advance(call)
        with self._lock:
            self.stats.hits += 1
            self.keys_used.add(call.key)
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
                self._not_stored()
                log.info("not recording %s response for %s", status, describe_identity(call.identity))
                return
            latency_ms = max(0.0, (self.clock() - call.t0) * 1000.0) if call.t0 else 0.0
            entry, fault = checked_entry(call, request, response, status, latency_ms, self.scrubber)
            if fault is not None:  # a 200 that is no answer: never stored, and never used (the gateway retries it)
                self._not_stored()
                raise refused(status, describe_identity(call.identity), self.scrubber.scrub_text(fault))  # it quotes the body
            assert self.store is not None
            try:
                self.store.append(entry)
            except OSError as exc:  # a full disk, a read-only folder: the caller learns which file
                if exc.filename is None:
                    exc.filename = str(self.path)
                raise
            with self._lock:
                self._fresh.add(call.key)
                self.keys_used.add(call.key)
                self.stats.recorded += 1
            self._occurrences.advance(call)
            note_key(call.key)
        finally:
            self._release_key(call.key)

    def _not_stored(self) -> None:
        with self._lock:
            self.stats.not_stored += 1

    def _release_key(self, key: str) -> None:
        with self._lock:
            event = self._inflight.pop(key, None)
        if event is not None:
            event.set()

    def release(self, owned: list[tuple[str, KeyGate]]) -> None:
        """Release keys a finished (or failed) HTTP call still owns, waking its waiters."""
        with self._lock:
            for key, event in owned:
                if self._inflight.get(key) is event:
                    del self._inflight[key]
                event.set()

    def miss_error(self, call: Call) -> ReplayMissError:
        """The miss of ``call``, with the nearest recorded request (or where the identical one is recorded)."""
        return miss_error(call, self.path, self.store, self._bases)
