"""The vcrpy adapter: vcrpy patches the HTTP clients (openai/httpx2, httpx, requests, ...) and
asks a cassette what to do with each request; `RecorderCassette` answers every one of those
questions from the bound Recorder (dict lookup, our store, our scrubbing), so vcrpy's
linear-scan matcher, its YAML persister and its save-on-exit are never used.

The httpx stubs are wrapped too: each HTTP call runs with a fresh list of the keys it owns
(``_CALL``), released when the call ends, so a caller waiting for a key another caller is
recording wakes up even when that call failed.
"""

from __future__ import annotations

import contextlib
import os
from typing import Any, Callable

import vcr
import vcr.cassette
import vcr.stubs.httpx_stubs as _httpx_stubs

from replaykit._util.jsondepth import NESTING_CHECKED
from replaykit.recording.capture import handoff
from replaykit.recording.capture.exchange import KEPT_RESPONSE_HEADERS
from replaykit.recording.capture.interception import _CALL


class VcrPatches:
    """vcrpy's patches, installed for one Recorder and removed again (when: replaykit.recording.capture.interception)."""

    def __init__(self, recorder: Any) -> None:
        self.recorder = recorder
        self._vcr_cm: Any = None
        self._patched: list[tuple[Any, str, Any]] = []

    def install(self) -> None:
        rec = self.recorder
        bound: Any = type("BoundRecorderCassette", (RecorderCassette,), {"recorder": rec})  # a vcrpy Cassette class (untyped)
        record_mode = "none" if rec.mode == "replay" else "all"
        # vcrpy only names the cassette by this path (in a class name it builds and in its logs): a
        # path that is not UTF-8 (surrogate escapes) cannot be a class name, so its odd bytes are escaped
        label = os.fsencode(rec.path).decode("utf-8", "backslashreplace")
        config = vcr.VCR().get_merged_config(path=label, record_mode=record_mode)
        self._vcr_cm = bound.use(**config)
        self._vcr_cm.__enter__()
        for name, wrapper in (("_vcr_handle_request", _owned_sync), ("_vcr_handle_async_request", _owned_async)):
            original = getattr(_httpx_stubs, name)
            setattr(_httpx_stubs, name, wrapper(original))
            self._patched.append((_httpx_stubs, name, original))

    def uninstall(self) -> None:
        while self._patched:
            obj, name, original = self._patched.pop()
            setattr(obj, name, original)
        if self._vcr_cm is not None:
            cm, self._vcr_cm = self._vcr_cm, None
            cm.__exit__(None, None, None)


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
            rec = getattr(cassette, "recorder", None)
            if rec is not None and len(args) == 4 and not kwargs:
                real_handle, transport, real_request, httpx = args
                request = _direct(real_request, httpx)
                if request is not None:
                    return _send_direct(rec, request, real_handle, transport, real_request, httpx)
            return original(cassette, *args, **kwargs)
        finally:
            _release_owned(cassette, token)

    wrapper.__wrapped__ = original  # type: ignore[attr-defined]
    return wrapper


def _direct(real_request: Any, httpx: Any) -> handoff.DirectRequest | None:
    """The recorder's DirectRequest for this httpx request when it is the call the gateway just
    sent on (Recorder.answer), else None (then vcrpy's stub handles it, as for any client)."""
    if not handoff.sent_on():
        return None
    body = b"".join(real_request.stream)  # read once; the stream is put back for whoever sends it
    real_request.stream = httpx.ByteStream(body)
    return handoff.direct_request(real_request.method, str(real_request.url), body)


def _send_direct(rec: Any, request: Any, real_handle: Any, transport: Any, real_request: Any, httpx: Any) -> Any:
    """vcrpy's sync httpx stub, for the gateway's own request: the same decide / send / record
    steps and the same stream handling, without vcrpy's request and response objects."""
    if rec.decide(request):  # recorded meanwhile by another caller: replay it
        return _httpx_stubs._deserialize_response(rec.play(request), httpx)
    real_response = real_handle(transport, real_request)
    try:
        content = b"".join(real_response.stream)
    except BaseException:
        with contextlib.suppress(Exception):  # the client never got this response: close it here
            real_response.stream.close()
        raise
    with httpx._exceptions.request_context(request=real_response._request):
        real_response.stream.close()  # releases the connection to the pool
    real_response.stream = httpx.ByteStream(content)
    headers = {}
    for name in (*KEPT_RESPONSE_HEADERS, "content-encoding"):  # all the recorder reads of the headers
        values = real_response.headers.get_list(name)
        if values:
            headers[name] = values
    rec.record(request, {"status": {"code": real_response.status_code}, "headers": headers, "body": {"string": content},
                         NESTING_CHECKED: real_response.extensions.get(NESTING_CHECKED)})
    return real_response


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


class RecorderCassette(vcr.cassette.Cassette):
    """vcrpy Cassette whose every entry point goes to the bound Recorder (dict lookup, our store)."""

    recorder: Any

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
        return self.recorder.holds(request)

    def find_requests_with_most_matches(self, request: Any) -> list:
        return []
