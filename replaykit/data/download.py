"""One bounded HTTP exchange for `replaykit blueprint fetch`: whatever a server (HF_ENDPOINT, a
mirror, a CDN it redirects to) sends, what reaches memory, disk, the clock and the file system is
bounded here, by replaykit, not left to an HTTP library's defaults (issue 32, item 5).

- Size: a body is streamed to the caller's file in 64 KiB pieces and refused once past ``limit``
  bytes, on the wire or inflated; a Content-Length over the limit is refused before any body byte
  is read. Memory stays a few pieces whatever the server sends.
- Encoding: ``Accept-Encoding: identity`` is asked for; a body sent gzip- or deflate-compressed
  anyway is inflated in bounded steps (a gzip bomb stops at the limit); any other encoding is refused.
- Time: every connect and read waits at most ``IDLE_TIMEOUT_S`` (or what is left of the deadline),
  and the whole exchange, redirects included, ends at ``deadline``: a drip of one byte a second
  is refused at the deadline, however long the body would be.
- Cut short: a body shorter than its Content-Length, a broken chunk or a connection dropped
  mid-body is a HubError saying so, never an http.client traceback.
- Redirects: at most MAX_REDIRECTS, to http(s) only; the caller's ``auth`` header goes only to
  ``auth_origin`` (the hub itself, never a CDN it redirects to).
- Names: nothing a server sends becomes a path here; headers come back as text for the caller to check.

One attempt, no retries: an unreachable hub fails at once (the caller may fall back to its cache).
"""

from __future__ import annotations

import http.client
import socket
import time
import urllib.error
import urllib.request
import zlib
from dataclasses import dataclass
from typing import Callable, Iterator
from urllib.parse import urljoin, urlsplit

from replaykit._util.inflate import InflateLimitError, StreamInflater
from replaykit.errors import HubError

MAX_REDIRECTS = 5
IDLE_TIMEOUT_S = 30.0
"""Seconds a connect or a read may wait for the next byte (the hub answers in well under a second)."""
CHUNK = 1 << 16
MAX_SHOWN = 200
"""Characters of a server's text (an error header) shown in a message."""


@dataclass(frozen=True)
class Answer:
    """The answer that carried the response headers: its URL (after same-host redirects), status,
    headers (lower-case names), and where a redirect to another host points (else None)."""

    url: str
    status: int
    headers: dict[str, str]
    location: str | None = None


class _NoRedirects(urllib.request.HTTPRedirectHandler):
    """Every redirect comes back as an answer: this module follows them itself, bounded."""

    def redirect_request(self, req, fp, code, msg, headers, newurl):
        return None


_OPENER = urllib.request.build_opener(_NoRedirects())


def origin(url: str) -> tuple[str, str, int | None]:
    parts = urlsplit(url)
    return parts.scheme, (parts.hostname or "").lower(), parts.port


def shown(text: str) -> str:
    """A server's text fit for a one-line message: control characters escaped, at most MAX_SHOWN characters."""
    # loaded on first use: importing this module stays light
    from replaykit._util.printable import printable

    text = printable(text[: MAX_SHOWN + 1])
    return text if len(text) <= MAX_SHOWN else text[:MAX_SHOWN] + "..."


class Exchange:
    """One fetch's requests, sharing one deadline (``seconds`` from now) and one auth rule."""

    def __init__(self, seconds: float, *, auth: str | None = None, auth_origin: str = "",
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.seconds = seconds
        self.clock = clock
        self.deadline = clock() + seconds
        self.auth = auth
        self.auth_origin = origin(auth_origin) if auth_origin else None

    # -- requests ---------------------------------------------------------------------------
    def _left(self, url: str) -> float:
        left = self.deadline - self.clock()
        if left <= 0:
            raise HubError(f"no complete answer within the {self.seconds:g}-second deadline (--timeout)", url=url)
        return left

    def _open(self, method: str, url: str):
        scheme = urlsplit(url).scheme
        if scheme not in ("http", "https"):
            raise HubError(f"a redirect to {scheme or 'no'} scheme; only http(s) is followed", url=url)
        headers = {"Accept-Encoding": "identity", "User-Agent": "replaykit"}
        if self.auth and origin(url) == self.auth_origin:
            headers["Authorization"] = self.auth
        req = urllib.request.Request(url, method=method, headers=headers)
        try:
            return _OPENER.open(req, timeout=min(IDLE_TIMEOUT_S, self._left(url)))
        except urllib.error.HTTPError as exc:  # 3xx (not followed by urllib), 4xx, 5xx: an answer all the same
            return exc
        except HubError:
            raise
        except (urllib.error.URLError, OSError, http.client.HTTPException, ValueError) as exc:
            raise HubUnreachable(_why(exc), url=url) from None

    def head(self, url: str) -> Answer:
        """The answer to HEAD ``url``, following redirects within its host (a renamed repository);
        a redirect to another host (a CDN) is returned as is, with its ``location``."""
        for _ in range(MAX_REDIRECTS + 1):
            resp = self._open("HEAD", url)
            try:
                headers = _headers(resp)
                status = resp.status if hasattr(resp, "status") else resp.code
            finally:
                resp.close()
            if 300 <= status < 400 and "location" in headers:
                target = urljoin(url, headers["location"])
                if not urlsplit(headers["location"]).netloc:
                    url = target
                    continue
                return Answer(url, status, headers, location=target)
            return Answer(url, status, headers)
        raise HubError(f"more than {MAX_REDIRECTS} redirects", url=url)

    def get(self, url: str, sink: Callable[[bytes], object], *, limit: int, what: str) -> int:
        """GET ``url`` (following up to MAX_REDIRECTS redirects) and pass its body, decoded, to ``sink``
        in pieces; the number of body bytes. HubError for an answer that is not 200, a body over
        ``limit`` bytes (wire or inflated), a cut-short body or the deadline."""
        for _ in range(MAX_REDIRECTS + 1):
            resp = self._open("GET", url)
            try:
                status = resp.status if hasattr(resp, "status") else resp.code
                headers = _headers(resp)
                if 300 <= status < 400 and "location" in headers:
                    url = urljoin(url, headers["location"])
                    continue
                if status != 200:
                    raise HubError(f"HTTP {status}{_error_text(headers)} for the body of {what}", url=url)
                return self._body(resp, headers, sink, limit=limit, what=what, url=url)
            finally:
                resp.close()
        raise HubError(f"more than {MAX_REDIRECTS} redirects", url=url)

    # -- the body -----------------------------------------------------------------------------
    def _body(self, resp, headers: dict[str, str], sink: Callable[[bytes], object], *, limit: int, what: str,
              url: str) -> int:
        declared = _content_length(headers)
        if declared is not None and declared > limit:
            raise HubError(f"{what} is {declared:,} bytes (Content-Length), over the {limit:,}-byte "
                           f"({limit >> 20} MiB) limit for a data file; nothing was downloaded", url=url)
        try:
            inflater = StreamInflater(headers.get("content-encoding", ""), limit, what)
        except ValueError as exc:
            raise HubError(f"{exc} (fetch asks for identity)", url=url) from None
        wire = body = 0
        try:
            for piece in self._pieces(resp, url):
                wire += len(piece)
                if wire > limit:
                    raise HubError(f"{what} runs past the {limit:,}-byte ({limit >> 20} MiB) limit for a data file "
                                   "(no Content-Length, or a wrong one); refused, nothing was kept", url=url)
                for out in inflater.feed(piece):
                    body += len(out)
                    sink(out)
            for out in inflater.finish():
                body += len(out)
                sink(out)
        except InflateLimitError:
            raise HubError(f"{what} was sent {inflater.encoding}-compressed and inflates past the {limit:,}-byte "
                           f"({limit >> 20} MiB) limit for a data file (a compression bomb?); refused after "
                           f"{wire:,} bytes on the wire, nothing was kept", url=url) from None
        except zlib.error as exc:  # not gzip/deflate data after all
            raise HubError(f"{what} is not valid {inflater.encoding} data ({exc})", url=url) from None
        if declared is not None and wire < declared:
            raise HubError(f"the connection closed after {wire:,} of {declared:,} bytes of {what} (cut short); "
                           "nothing was kept, try again", url=url)
        return body

    def _pieces(self, resp, url: str) -> Iterator[bytes]:
        while True:
            self._left(url)
            try:
                piece = resp.read1(CHUNK)
            except (http.client.HTTPException, OSError) as exc:  # IncompleteRead, a reset, a read timeout
                raise HubError(f"the body was cut short or stalled ({_why(exc)}); nothing was kept, try again",
                               url=url) from None
            if not piece:
                return
            yield piece


class HubUnreachable(HubError):
    """No answer at all (DNS, refused connection, TLS, a timeout before the status line)."""


def _headers(resp) -> dict[str, str]:
    out: dict[str, str] = {}
    for name, value in resp.headers.items():
        out.setdefault(name.lower(), value)
    return out


def _content_length(headers: dict[str, str]) -> int | None:
    value = headers.get("content-length", "").strip()
    return int(value) if value.isdigit() and len(value) < 20 else None


def _error_text(headers: dict[str, str]) -> str:
    """The hub's own error code and message (X-Error-Code, X-Error-Message), shown safely."""
    parts = [shown(headers[h]) for h in ("x-error-code", "x-error-message") if headers.get(h)]
    return f" ({': '.join(parts)})" if parts else ""


def _why(exc: BaseException) -> str:
    if isinstance(exc, urllib.error.URLError) and not isinstance(exc.reason, str):
        exc = exc.reason
    if isinstance(exc, (socket.timeout, TimeoutError)):
        return "timed out"
    text = str(exc).strip()
    return shown(f"{type(exc).__name__}: {text.splitlines()[0]}" if text else type(exc).__name__)

